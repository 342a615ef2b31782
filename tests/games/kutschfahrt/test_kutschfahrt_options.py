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


@pytest.mark.parametrize("allowed", [False, True])
def test_offer_to_empty_hand(allowed: bool) -> None:
    """A receiver with no item cannot give one back (reference §4.1 [A]): by default he is not
    offered anything; ``offer_to_empty_hand=True`` lets him be offered a card he must refuse,
    never one that must be accepted."""
    items = [["key", "black_pearl"], [], ["key"], ["goblet", "goblet"], ["whip"]]
    m = match(items, offer_to_empty_hand=allowed)
    legal = m.legal_texts()
    assert ("trade key Gundla" in legal) is allowed
    assert "trade black_pearl Gundla" not in legal  # it must be accepted: never to him
    if allowed:
        m.play("trade key Gundla")
        assert m.legal_texts() == ["refuse"]


@pytest.mark.parametrize("may", [False, True])
def test_mercenary_coat_of_arms(may: bool) -> None:
    """The Mercenary "darf den Sieg nicht verkünden (außer als Verräter)" (seed 002 · 4):
    whether that also bars a Coat of Arms solo win is not said (reference §1.5 [A])."""
    pos = {
        "items": [["key", "key", "goblet", "coat_of_arms"], ["goblet"], ["key"], ["goblet"]],
        "professions": ["mercenary", "thug", "grand_master", "bodyguard"],
        "societies": ["order", "brotherhood", "order", "brotherhood"],
        "seat": 0,
    }
    m = tk.new_match(
        "kutschfahrt", 4, seed=1, start_player=1, expansion=True, position=pos,
        mercenary_coat_of_arms=may,
    )  # fmt: skip
    assert ("declare coat_of_arms" in m.legal_texts()) is may
    assert "declare society" not in m.legal_texts()


def expansion_match(**options: Any) -> Any:
    pos = {
        "items": [["key", "dagger"], ["goblet"], ["key"], ["goblet"], ["whip"]],
        "professions": ["thug", "spy", "assassin", "mercenary", "avenger"],
        "societies": ["order", "brotherhood", "order", "brotherhood", "traitor"],
        "seat": 0,
    }
    m = tk.new_match(
        "kutschfahrt", 5, seed=1, start_player=1, expansion=True, position=pos, **options
    )
    return m


@pytest.mark.parametrize("tokens", [True, False])
def test_revenge_tokens(tokens: bool) -> None:
    """Seed 002 · 3.B "(Erweiterung: Der Anbieter erhält ein Rache-Token.)"; what the token
    does is unknown (reference §1.7 [A]): ``revenge_tokens=False`` plays without them."""
    m = expansion_match(revenge_tokens=tokens)
    m.play("trade dagger Gundla")
    m.play("refuse")
    assert m.view()["players"][0]["revenge"] == (1 if tokens else 0)


@pytest.mark.parametrize(("lasts", "after"), [("next_event", "old_chapel"), ("one_turn", None)])
def test_passive_events_last(lasts: str, after: str | None) -> None:
    """How long a passive event stays in force is unknown (reference §1.6 [A]): until the next
    event (default) or only for the turn in which it was drawn."""
    m = expansion_match(passive_events_last=lasts)
    m.state.coachman = 0
    m.state.in_force = "old_chapel"  # as if Marie, the coachman, had drawn it this turn
    m.state.events = ["sunrise"]
    m.game.check(m.state)
    m.play("pass")
    assert m.view()["event_in_force"] == after
