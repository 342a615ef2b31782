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


@pytest.mark.parametrize("free", [True, False])
def test_free_looks(free: bool) -> None:
    """The Clairvoyant ("Schau den Stapel an, wähle 2 Karten, lege sie oben auf", seed 002 · 4)
    does not use up the turn's action by default (reference §1.4 [A]); ``free_looks=False``
    makes it the action."""
    profs = ["clairvoyant", "thug", "grand_master", "bodyguard", "hypnotist"]
    m = match([["key"], ["goblet"], ["key"], ["goblet"], ["whip"]], profs, free_looks=free)
    m.play("clairvoyant")
    while m.decision.kind == "clairvoyant":
        m.play(m.legal_texts()[0])
    assert (m.decision.kind == "turn" and m.decision.seat == 0) is free
    if not free:
        assert m.decision.seat == 1  # the left neighbour's turn


def test_first_coachman_and_the_assumptions_a_view_lists() -> None:
    """Who takes the coach card first is not said (reference §2.6 [A]): the start player, or
    the seat option ``first_coachman`` names. A base game lists no expansion assumption."""
    m = tk.new_match("kutschfahrt", 5, seed=2, expansion=True, start_player=0, first_coachman=3)
    assert m.view()["coachman"] == 3
    said = " ".join(m.view()["assumptions"])
    assert "first_coachman=3" in said and "sunrise_last=True" in said
    base = " ".join(tk.new_match("kutschfahrt", 5, seed=2).view()["assumptions"])
    assert "first_coachman" not in base and "sunrise_last" not in base
    assert "keep_coat_at_10" not in base  # only at 10 players, and only with the expansion
    with pytest.raises(tk.BadOption, match="first_coachman=3 needs expansion=True"):
        tk.new_match("kutschfahrt", 5, seed=2, first_coachman=3)
    with pytest.raises(tk.BadOption, match="first_coachman=4 is no seat of 4"):
        tk.new_match("kutschfahrt", 4, seed=2, expansion=True, first_coachman=4)
