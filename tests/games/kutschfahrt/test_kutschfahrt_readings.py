"""Kutschfahrt: the options for the trade's, the claim's, the events' and the Diplomat's
assumed readings (reference [A]), each played both ways through the Match API.

- ``optional_effects`` (rules §optional-effects; reference §1.2 "Treat every trade effect as
  optional for its giver [A]", the Sextant and the Coat worded as commands in some versions);
- ``pile_card_effects`` (rules §fence, §merchant; reference §1.5 FENCE, MERCHANT [A]);
- ``alliance_shows`` (rules §events; reference §1.6 EV_ALLIANCE "to each other only [A]");
- ``coachman_changes`` (rules §events; reference §1.6 "Kutscherwechsel ×3 ... [A]");
- ``advocate_timing`` (rules §advocate; reference §1.5 ADVOCATE "Timing: [A]");
- ``diplomat_timing`` (rules §diplomat; reference §1.4 "MK lets it be used before or after the
  main action ... allow it before the main action only [A]").
"""

from __future__ import annotations

from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.games.kutschfahrt.setup.rules import deal

SOCS = ["order", "brotherhood", "order", "brotherhood", "order"]
XSOCS = ["order", "order", "brotherhood", "brotherhood", "traitor"]


def base(items: list[list[str]], profs: list[str], **options: Any) -> Any:
    pos = {"items": items, "professions": profs, "societies": SOCS, "seat": 0}
    return tk.new_match("kutschfahrt", 5, seed=1, start_player=0, position=pos, **options)


def expansion(
    items: list[list[str]], profs: list[str], socs: list[str] = XSOCS, **options: Any
) -> Any:
    """An expansion match, seat 0 to play, nobody the coachman (no event in the way)."""
    pos = {"items": items, "professions": profs, "societies": socs, "seat": 0}
    m = tk.new_match(
        "kutschfahrt", 5, seed=1, expansion=True, start_player=1, position=pos, **options
    )
    m.state.coachman = None
    m.state.events = []
    m.game.check(m.state)
    return m


def play(m: Any, *texts: str) -> None:
    for text in texts:
        assert text in m.legal_texts(), (text, m.decision, m.legal_texts())
        m.play(text)


def quietly(m: Any, until: str, seat: int | None = None) -> None:
    for _ in range(80):
        d = m.decision
        if m.result is not None or (d.kind == until and (seat is None or d.seat == seat)):
            return
        m.play("abstain" if "abstain" in m.legal_texts() else "pass")
    raise AssertionError(f"{until} never came")


def public_society(m: Any, seat: int) -> Any:
    row = next(r for r in m.view(None)["public_knowledge"] if r["seat"] == seat)
    entry = row["society"]
    return entry["value"] if isinstance(entry, dict) else entry


def mine(m: Any, seat: int, about: int) -> dict[str, Any]:
    """``seat``'s knowledge sheet row about ``about``."""
    return next(r for r in m.view(seat)["you"]["knowledge"] if r["seat"] == about)


PROFS = ["duelist", "thug", "grand_master", "bodyguard", "hypnotist"]


@pytest.mark.parametrize(
    ("mode", "monocle", "sextant"),
    [
        ("all", ["look", "skip"], ["sextant left", "sextant right", "skip"]),
        ("except_sextant_coat", ["look", "skip"], ["sextant left", "sextant right"]),
        ("none", ["look"], ["sextant left", "sextant right"]),
    ],
)
def test_optional_effects(mode: str, monocle: list[str], sextant: list[str]) -> None:
    """Reference §1.2: the cards say "darfst du" / "you may", "Sextant and Mantel are worded as
    commands in some versions"; by default every effect may be declined."""
    items = [["monocle", "whip"], ["goblet"], ["key"], ["goblet"], ["sextant", "dagger"]]
    m = base(items, PROFS, optional_effects=mode)
    play(m, "trade monocle Gundla", "accept", "give goblet")
    assert m.decision.kind == "trade_effect" and m.legal_texts() == monocle
    play(m, "look")
    for _ in range(3):  # Gundla, Sarah, Romana pass; then Theodora trades the Sextant
        quietly(m, "turn")
        play(m, "pass")
    quietly(m, "turn", 4)
    play(m, "trade sextant Marie", "accept", "give whip")
    assert m.decision.kind == "trade_effect" and m.legal_texts() == sextant
    assert f"optional_effects={mode!r}" in " ".join(m.view()["assumptions"])


@pytest.mark.parametrize("fires", [True, False])
def test_pile_card_effects(fires: bool) -> None:
    """Reference §1.5 FENCE: "Whether its trade effect fires for him: [A] yes, he is its
    giver"; ``pile_card_effects=False``: a card from the pile gives the Fence nothing."""
    items = [["key"], ["goblet", "dagger"], ["key"], ["goblet"], ["whip"]]
    profs = ["fence", "spy", "assassin", "mercenary", "avenger"]
    m = expansion(items, profs, pile_card_effects=fires)
    m.state.pile.remove("monocle")
    m.state.pile.append("monocle")  # the top card
    m.game.check(m.state)
    play(m, "fence Gundla", "accept", "give dagger")
    if fires:
        assert m.decision.kind == "trade_effect" and m.decision.seat == 0
        play(m, "look")
        assert mine(m, 0, 1)["society"] is not None
    else:
        assert m.decision.kind == "turn" and m.decision.seat == 1


@pytest.mark.parametrize("fires", [True, False])
def test_pile_card_effects_for_the_merchant(fires: bool) -> None:
    """Reference §1.5 MERCHANT: "Trade effect of that card: [A] fires for the merchant as
    giver"."""
    items = [["key"], ["goblet"], ["key"], ["goblet"], ["whip"]]
    profs = ["thug", "merchant", "assassin", "mercenary", "avenger"]
    m = expansion(items, profs, pile_card_effects=fires)
    m.state.pile.remove("monocle")
    m.state.pile.append("monocle")
    m.game.check(m.state)
    play(m, "trade key Gundla", "accept", "give pile")
    assert (m.decision.kind == "trade_effect" and m.decision.seat == 1) is fires


@pytest.mark.parametrize("shows", ["fighters", "everyone"])
def test_alliance_shows(shows: str) -> None:
    """Seed 002 · 6 "Zweckbündnis: Bei Patt zeigen Angreifer und Verteidiger ihre
    Gesellschaften": to each other only (reference §1.6 [A]) or to the table."""
    items = [["key"], ["goblet"], ["key"], ["goblet"], ["monocle"]]
    profs = ["clairvoyant", "diplomat", "fence", "merchant", "fortune_teller"]
    socs = ["order", "brotherhood", "order", "brotherhood", "traitor"]
    m = expansion(items, profs, socs, alliance_shows=shows)
    m.state.in_force = "marriage_of_convenience"
    m.game.check(m.state)
    play(m, "attack Gundla")
    quietly(m, "turn")
    assert mine(m, 0, 1)["society"] is not None  # Marie saw Gundla
    public = public_society(m, 1)
    assert (public == "brotherhood") is (shows == "everyone")
    assert (public_society(m, 0) == "order") is (shows == "everyone")


@pytest.mark.parametrize("copies", [3, 2, 1])
def test_coachman_changes(copies: int) -> None:
    """Reference §1.6: 25 event cards, 23 events named; "Default: Kutscherwechsel ×3" [A]."""
    d = deal(5, 7, expansion=True, coachman_changes=copies)
    assert d.events.count("change_of_coachman") == copies and len(d.events) == 22 + copies
    m = tk.new_match("kutschfahrt", 5, seed=7, expansion=True, coachman_changes=copies)
    assert m.state.events.count("change_of_coachman") == copies
    assert m.state.events[0] == "sunrise"  # still the last event
    with pytest.raises(ValueError, match="coachman_changes 4 is not 1, 2 or 3"):
        deal(5, 7, expansion=True, coachman_changes=4)
    with pytest.raises(tk.BadOption, match="coachman_changes"):
        tk.new_match("kutschfahrt", 5, seed=7, expansion=True, coachman_changes=0)


@pytest.mark.parametrize("timing", ["before_reveal", "after_reveal"])
def test_advocate_timing(timing: str) -> None:
    """Seed 002 · 4 "Advokat: Vereitle die Siegverkündung eines Mitspielers. Dessen Zug endet";
    when: right after the claim, before any card is shown (reference §1.5 [A]), or once the
    cards are shown."""
    items = [["key", "key"], ["key"], ["goblet"], ["goblet"], ["monocle"]]
    profs = ["clairvoyant", "diplomat", "fence", "advocate", "fortune_teller"]
    m = expansion(items, profs, advocate_timing=timing)
    play(m, "declare society", "ally Gundla", "done")
    quietly(m, "advocate_window", 3)
    shown = timing == "after_reveal"
    assert (public_society(m, 0) == "order") is shown
    assert (public_society(m, 1) == "order") is shown
    play(m, "advocate")
    assert m.result is None and m.decision.kind == "turn" and m.decision.seat == 1
    assert (public_society(m, 0) == "order") is shown  # what was shown stays known


def test_advocate_after_reveal_lets_a_claim_stand_when_nobody_objects() -> None:
    """``advocate_timing="after_reveal"``: all pass, the shown claim wins."""
    items = [["key", "key"], ["key"], ["goblet"], ["goblet"], ["monocle"]]
    profs = ["clairvoyant", "diplomat", "fence", "advocate", "fortune_teller"]
    m = expansion(items, profs, advocate_timing="after_reveal")
    play(m, "declare society", "ally Gundla", "done")
    quietly(m, "never")
    assert m.result is not None and m.result.winning_team == "order"
    assert sum(e["tag"] == "claim_right" for e in m.log()) == 1


DIPLO = ["diplomat", "thug", "grand_master", "priest", "hypnotist"]


@pytest.mark.parametrize("timing", ["before", "before_or_after"])
def test_diplomat_timing(timing: str) -> None:
    """Reference §1.4: "MK lets it be used before or after the main action; after the main
    action a failure simply ends the turn. Recommended: allow it before ... only [A]". Used
    after the action, a success gives no further action."""
    items = [["whip", "dagger"], ["goblet", "key"], ["key"], ["goblet"], ["gloves"]]
    m = base(items, DIPLO, diplomat_timing=timing)
    assert "diplomat" in m.legal_texts()
    play(m, "pass")
    if timing == "before":
        assert m.decision.kind == "turn" and m.decision.seat == 1
        return
    assert m.decision.kind == "diplomat_after" and m.decision.seat == 0
    assert m.legal_texts() == ["diplomat", "pass"]
    assert m.view(None)["turn"]["phase"] == "profession"
    play(m, "diplomat", "demand Gundla", "ask key", "give whip")
    assert "key" in m.view(0)["you"]["items"]
    quietly(m, "turn")
    assert m.decision.seat == 1  # no action after a Diplomat used after the action
    # Gundla's profession is face down: she is asked too, with nothing but pass.
    play(m, "pass")
    assert m.decision.kind == "diplomat_after" and m.legal_texts() == ["pass"]


def test_diplomat_after_action_is_not_asked_once_the_turn_has_ended() -> None:
    """A Priest's stop ends the attacker's turn (seed 002 · 4 Priester "Der Zug des Angreifers
    endet"): no Diplomat after it; nor after the Diplomat was used before the action."""
    items = [["whip", "dagger"], ["goblet", "key"], ["key"], ["goblet"], ["gloves"]]
    m = base(items, DIPLO, diplomat_timing="before_or_after")
    play(m, "attack Gundla")
    quietly(m, "priest_window", 3)
    play(m, "priest")
    if m.decision.kind == "priest_pay":
        play(m, m.legal_texts()[0])
    assert m.decision.kind == "turn" and m.decision.seat == 1
    m = base(items, DIPLO, diplomat_timing="before_or_after")
    play(m, "diplomat", "demand Gundla", "ask key", "give whip", "pass")
    assert m.decision.kind == "turn" and m.decision.seat == 1


def test_the_question_after_the_action_shows_nobody_the_diplomat() -> None:
    """Hidden information: every seat that might hold the Diplomat is asked, and the question's
    choices are secret: the projector sees the same for the Diplomat and for the Thug."""
    items = [["whip", "dagger"], ["goblet", "key"], ["key"], ["goblet"], ["gloves"]]
    m = base(items, DIPLO, diplomat_timing="before_or_after")
    play(m, "pass")
    first = m.view(None)
    play(m, "pass")
    quietly(m, "diplomat_after", 1)
    second = m.view(None)
    assert first["turn"]["phase"] == second["turn"]["phase"] == "profession"
    assert m.decision.secret


def test_a_claim_is_judged_in_the_players_names() -> None:
    """``check_claim`` speaks of seats; the match's log and result name the players (seed 002
    · 3.D: the declarer names his allies, and the cards are shown)."""
    items = [["key", "key"], ["key"], ["goblet"], ["goblet"], ["whip"]]
    m = base(items, PROFS)
    play(m, "declare society", "ally Gundla", "done")
    assert m.result is not None and m.result.winning_team == "brotherhood"
    assert "ally Gundla is not of the order" in m.result.reason
    assert "Gundla, Romana" in m.result.reason and "seat" not in m.result.reason


@pytest.mark.parametrize("looks", [True, False])
@pytest.mark.parametrize("answer", ["accept", "refuse"])
def test_fence_looks(looks: bool, answer: str) -> None:
    """Reference §1.5 FENCE: "Whether he may look at it first: [A] yes, privately";
    ``fence_looks=False``: he offers it unseen, it lies on the pile until the answer, and the
    seed's "Bei Ablehnung behältst du sie" gives it to him."""
    items = [["key"], ["goblet", "dagger"], ["key"], ["goblet"], ["whip"]]
    profs = ["fence", "spy", "assassin", "mercenary", "avenger"]
    m = expansion(items, profs, fence_looks=looks)
    m.state.pile.remove("gloves")
    m.state.pile.append("gloves")
    m.game.check(m.state)
    pile = m.view(None)["draw_pile"]
    play(m, "fence Gundla")
    marie, gundla = m.view(0), m.view(1)
    assert ("gloves" in marie["you"]["items"]) is looks
    assert ("gloves" in str(marie["pending"])) is looks
    assert "gloves" in str(gundla["pending"])
    assert m.view(None)["draw_pile"] == pile - looks
    play(m, answer)
    assert m.view(None)["draw_pile"] == pile - 1
    holder = 0 if answer == "refuse" else 1
    assert "gloves" in m.view(holder)["you"]["items"]


@pytest.mark.parametrize("may", [True, False])
def test_pearl_ally(may: bool) -> None:
    """Reference §11 case 21: "Black Pearl holder named as ally: allowed: the Pearl only stops
    declaring [A]"; ``pearl_ally=False`` makes naming him a wrong claim."""
    items = [["key", "key"], ["goblet"], ["key", "black_pearl"], ["goblet"], ["whip"]]
    m = base(items, PROFS, pearl_ally=may)
    play(m, "declare society", "ally Sarah", "done")
    assert m.result is not None
    assert m.result.winning_team == ("order" if may else "brotherhood")
    assert ("Black Pearl" in m.result.reason) is not may
    if not may:
        assert "ally Sarah holds the Black Pearl" in m.result.reason


@pytest.mark.parametrize("may", [True, False])
def test_doctor_after_poisoner(may: bool) -> None:
    """Reference §11 case 12: "both Doctor and Poisoner: Poisoner fixes the winner, then the
    Doctor may still cancel the consequences [A]"; ``doctor_after_poisoner=False``: the
    Poisoner's verdict is final."""
    profs = ["thug", "doctor", "grand_master", "poisoner", "hypnotist"]
    items = [["key"], ["goblet"], ["key"], ["whip"], ["gloves"]]
    m = base(items, profs, doctor_after_poisoner=may)
    play(m, "attack Gundla")
    quietly(m, "fight_window", 3)
    play(m, "poison defender")
    quietly(m, "doctor_window" if may else "reward")
    assert m.decision.kind == ("doctor_window" if may else "reward")


@pytest.mark.parametrize("stops", [True, False])
def test_doctor_stops_looks(stops: bool) -> None:
    """Reference §11 case 28: "Top Hat / Pocket Watch when a Doctor cancels the fight: no
    effect (consequences cancelled) [A]"; ``doctor_stops_looks=False``: they still look."""
    items = [["key", "dagger"], ["goblet", "top_hat"], ["key"], ["goblet"], ["monocle"]]
    profs = ["thug", "spy", "doctor", "mercenary", "avenger"]
    m = expansion(items, profs, doctor_stops_looks=stops)
    play(m, "attack Gundla")
    quietly(m, "fight_window", 0)
    play(m, "use dagger")
    quietly(m, "doctor_window", 2)
    play(m, "doctor")
    assert (m.decision.kind == "loser_look" and m.decision.seat == 1) is not stops
