"""Kutschfahrt's options for the facts the sources leave open or dispute (reference [A]/[D]),
each played both ways through the Match API: the default and the other reading.

- ``duelist_bonus`` (rules §fight-duelist; reference §1.4, §13 [D]);
- ``coat_take_back`` (rules §coat; reference §4.3, §13 [D]);
- ``pearl_blocks_solo`` (rules §pearl-solo; seed 002 · 3.D "Solo/Verräter不受此限", §13 [D]).
"""

from __future__ import annotations

from typing import Any

import pytest

import tortuga_kit as tk

PROFS = ["duelist", "thug", "grand_master", "bodyguard", "hypnotist"]
SOCS = ["order", "brotherhood", "order", "brotherhood", "order"]


def match(items: list[list[str]], profs: list[str] = PROFS, **options: Any) -> Any:
    pos = {"items": items, "professions": profs, "societies": SOCS, "seat": 0}
    return tk.new_match("kutschfahrt", 5, seed=1, start_player=0, position=pos, **options)


def quietly(m: Any, until: str, seat: int | None = None) -> None:
    """Pass or abstain at every decision until ``until`` (at ``seat``)."""
    for _ in range(80):
        d = m.decision
        if d is None or (d.kind == until and (seat is None or d.seat == seat)):
            return
        m.play("abstain" if "abstain" in m.legal_texts() else "pass")
    raise AssertionError(f"{until} never came")


@pytest.mark.parametrize(("bonus", "attack", "winner"), [(1, 2, "attacker"), (0, 1, None)])
def test_duelist_bonus(bonus: int, attack: int, winner: str | None) -> None:
    """The Duelist forbids support and (by default) adds +1: seed 002 · 4. Duellant "+1 auf
    dein Kampfergebnis"; a German card text lacks the +1 (``duelist_bonus=0``)."""
    m = match([["key"], ["goblet"], ["key"], ["goblet"], ["whip"]], duelist_bonus=bonus)
    m.play("attack Gundla")
    quietly(m, "fight_window", 0)
    m.play("use duelist")
    quietly(m, "doctor_window")
    f = m.view()["fight"]
    assert f["counted"] and (f["attack"], f["defence"]) == (attack, 1)
    assert f["leader"] == winner


@pytest.mark.parametrize("back", [False, True])
def test_coat_take_back(back: bool) -> None:
    """Seed 002 · 5. Mantel "Wähle einen neuen Beruf aus den übrigen. Alter Beruf geht zurück in
    die Mitte": by default the old card goes back after the choice, so it cannot be taken back;
    ``coat_take_back=True`` puts it in first."""
    m = match([["coat"], ["goblet"], ["key"], ["goblet"], ["whip"]], coat_take_back=back)
    for text in ("trade coat Gundla", "accept", "give goblet", "coat"):
        assert text in m.legal_texts(), (text, m.legal_texts())
        m.play(text)
    assert m.decision.kind == "coat_pick"
    assert ("take duelist" in m.legal_texts()) is back
    assert len(m.legal_texts()) == 5 + back  # the five leftover base professions (+ his own)
    if back:
        m.play("take duelist")
        me = m.view(0)["you"]
        assert me["profession"] == "duelist" and not me["profession_face_up"]


@pytest.mark.parametrize("blocks", [False, True])
def test_pearl_blocks_solo(blocks: bool) -> None:
    """The Black Pearl's holder "darf den Sieg seiner Gesellschaft nicht verkünden
    (Solo/Verräter不受此限)": not a solo win, by default; ``pearl_blocks_solo=True`` is the
    reading that blocks every declaration."""
    hand = ["key", "key", "goblet", "coat_of_arms", "black_pearl"]
    m = match([hand, ["goblet"], ["key"], ["goblet"], ["whip"]], pearl_blocks_solo=blocks)
    legal = m.legal_texts()
    assert "declare society" not in legal  # the Pearl always stops the society claim
    assert ("declare coat_of_arms" in legal) is not blocks
    assert f"pearl_blocks_solo={blocks!r}" in " ".join(m.view()["assumptions"])  # said in view
