"""Kutschfahrt's options for the facts the sources leave open or dispute (reference [A]/[D]),
each played both ways through the Match API: the default and the other reading.

- ``duelist_bonus`` (rules §fight-duelist; reference §1.4, §13 [D]);
- ``coat_take_back`` (rules §coat; reference §4.3, §13 [D]);
- ``pearl_blocks_solo`` (rules §pearl-solo; seed 002 · 3.D "Solo/Verräter不受此限", §13 [D]);
- ``doctor_reach``, ``passenger_stops_doctor`` (rules §doctor; reference §1.4, §1.6 [A]);
- ``priest_attacker`` (rules §priest-attacker; reference §1.4 [A]);
- ``illusionist_copy`` (rules §illusionist; reference §1.5 [A]);
- ``absinthe_takes`` (rules §fight-absinthe; reference §1.3 [A]).
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


def test_a_society_claim_without_an_own_goal_item_is_made_and_loses() -> None:
    """Seed 002 · 3.D "Er muss mindestens einen davon selbst besitzen" and "Falsch: Die
    gegnerische Gesellschaft gewinnt"; reference §6.2 lists the declarer's own item among what
    makes a claim correct [C]: the claim is made, judged wrong, and the other society wins
    (rules §victory; why a solo claim differs: rules §wrong-solo)."""
    m = match([["whip"], ["goblet"], ["key"], ["goblet"], ["key", "key"]])
    assert "declare society" in m.legal_texts()
    m.play("declare society")
    m.play("ally Theodora")
    m.play("ally Sarah")
    m.play("done")
    r = m.result
    assert r is not None and r.winners == (1, 3) and r.winning_team == "brotherhood"
    assert "must hold at least one key himself" in str(r.reason or r.said)


@pytest.mark.parametrize("reading", ["refused", "loses"])
def test_wrong_solo(reading: str) -> None:
    """A Coat of Arms claim with too few (seed 002 · 3.D "Wappen der Loge: Solosieg mit Wappen +
    3 gemischten Sigillen"): no source says what follows (reference §6.3 [A]). By default it is
    refused, since all it needs is in the declarer's own hand; ``wrong_solo="loses"`` judges it
    like a wrong society claim, the declarer's opponents win. The view names the reading."""
    m = match([["key", "goblet", "coat_of_arms"], ["goblet"], ["key"], ["goblet"], ["whip"]],
              wrong_solo=reading)  # fmt: skip
    assert f"wrong_solo={reading!r}" in " ".join(m.view()["assumptions"])
    legal = m.legal_texts()
    assert ("declare coat_of_arms" in legal) is (reading == "loses")
    if reading == "refused":
        with pytest.raises(tk.IllegalAction):
            m.play("declare coat_of_arms")
        assert m.result is None
        return
    m.play("declare coat_of_arms")
    r = m.result
    assert r is not None and r.winners == (1, 3) and r.winning_team == "brotherhood"
    assert "rules §wrong-solo" in r.rule


def test_wrong_solo_of_the_traitor_makes_everybody_else_win() -> None:
    """Reference §6.4: "A wrong traitor claim: same default as §6.3 [A]"; under
    ``wrong_solo="loses"`` every other player wins."""
    pos = {
        "items": [["dagger"], ["goblet"], ["key"], ["goblet"], ["whip", "key"]],
        "professions": ["thug", "spy", "assassin", "mercenary", "avenger"],
        "societies": ["order", "brotherhood", "order", "brotherhood", "traitor"],
        "seat": 4,
    }
    m = tk.new_match("kutschfahrt", 5, seed=1, start_player=1, expansion=True, position=pos,
                     wrong_solo="loses")  # fmt: skip
    assert "declare traitor" in m.legal_texts()
    m.play("declare traitor")
    while m.result is None:
        m.play("pass")
    assert m.result.winners == (0, 1, 2, 3) and m.result.winning_team is None


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


def step(m: Any) -> None:
    """One quiet answer: abstain, pass, or (as the winner) the truth."""
    legal = m.legal_texts()
    m.play(next((t for t in ("abstain", "pass", "truth") if t in legal), legal[0]))


def asked_in_fight(m: Any, kind: str) -> list[tuple[int, list[str]]]:
    """Answer quietly until the fight is over; the seats asked a ``kind`` decision, with
    what each might do."""
    asked = []
    for _ in range(80):
        d = m.decision
        if d is None or (d.kind == "turn" and m.view()["fight"] is None):
            return asked
        if d.kind == kind:
            asked.append((d.seat, m.legal_texts()))
        step(m)
    raise AssertionError("the fight never ended")


@pytest.mark.parametrize(("reach", "asked"), [("anyone", [0, 1, 2, 3, 4]), ("fighters", [0, 1])])
def test_doctor_reach(reach: str, asked: list[int]) -> None:
    """The Doctor acts "right after a fight, by anyone [A about who]" (reference §1.4; seed 002
    · 4. Doktor "Hebe direkt danach die Wirkung eines Kampfes auf"): by default everybody who
    might hold it is asked; ``doctor_reach="fighters"`` asks the attacker and the defender only."""
    profs = ["duelist", "thug", "grand_master", "doctor", "hypnotist"]
    m = match([["key"], ["goblet"], ["key"], ["goblet"], ["whip"]], profs, doctor_reach=reach)
    m.play("attack Gundla")
    seen = asked_in_fight(m, "doctor_window")
    assert [p for p, _ in seen] == asked
    assert [legal for p, legal in seen if p == 3] == ([["doctor", "pass"]] if 3 in asked else [])


@pytest.mark.parametrize("may", [False, True])
def test_priest_attacker(may: bool) -> None:
    """Reference §1.4 PRIEST "Whether the attacker may be the priest: [A] no" (seed 002 · 4.
    Priester "Beende einen Kampf, bevor Unterstützer gewählt werden"): by default the attacker
    is not asked; ``priest_attacker=True`` asks him last, and his own Priest stops the fight
    without payment (he would pay himself) and ends his turn."""
    profs = ["priest", "thug", "grand_master", "bodyguard", "hypnotist"]
    m = match(
        [["key", "whip"], ["goblet"], ["key"], ["goblet"], ["key"]], profs, priest_attacker=may
    )
    m.play("attack Gundla")
    seats = []
    while m.decision.kind == "priest_window":
        seats.append(m.decision.seat)
        if m.decision.seat == 0:
            assert m.legal_texts() == ["priest", "pass"]
            ev = m.play("priest")
            break
        m.play("pass")
    assert seats == ([1, 2, 3, 4, 0] if may else [1, 2, 3, 4])
    if may:
        assert "stops their own attack: nothing is paid" in " ".join(e.text for e in ev)
        assert (m.decision.kind, m.decision.seat) == ("turn", 1)  # no payment; his turn ended
        assert sorted(m.view(0)["you"]["items"]) == ["key", "whip"]
        assert m.view()["players"][0]["profession_spent"] is True
    else:
        assert m.decision.kind == "support"


@pytest.mark.parametrize("stops", [False, True])
def test_passenger_stops_doctor(stops: bool) -> None:
    """The Mysterious Passenger: "no items or professions may be used in fights" (reference
    §1.6 EV_STRANGER); the Doctor acts after the fight ("direkt danach", seed 002 · 4. Doktor),
    so by default he is still asked; ``passenger_stops_doctor=True`` reads it as no Doctor
    either."""
    m = expansion_match(passenger_stops_doctor=stops)
    m.state.coachman, m.state.events = None, []
    m.state.in_force = "mysterious_passenger"
    m.game.check(m.state)
    m.play("attack Gundla")
    asked = [p for p, _ in asked_in_fight(m, "doctor_window")]
    assert asked == ([] if stops else [0, 1, 2, 3, 4])


def illusionist_match(mode: str, copied: str) -> Any:
    """Marie the Illusionist (holding the Coat) with ``copied`` face up at Theodora's seat."""
    pos = {
        "items": [["key", "coat"], ["goblet"], ["key"], ["goblet"], ["whip"]],
        "professions": ["illusionist", "spy", "avenger", copied, "mercenary"],
        "societies": ["order", "brotherhood", "order", "brotherhood", "traitor"],
        "seat": 0,
    }
    m = tk.new_match(
        "kutschfahrt", 5, seed=1, start_player=1, expansion=True, position=pos,
        illusionist_copy=mode,
    )  # fmt: skip
    m.state.coachman, m.state.events = None, []
    m.state.face_up[3] = True
    m.game.check(m.state)
    return m


def to_window(m: Any, seat: int) -> list[str]:
    for _ in range(40):
        if m.decision.kind == "fight_window" and m.decision.seat == seat:
            return m.legal_texts()  # type: ignore[no-any-return]
        step(m)
    raise AssertionError("no fight window")


def to_turn(m: Any, seat: int) -> None:
    for _ in range(200):
        if m.decision.kind == "turn" and m.decision.seat == seat and m.view()["fight"] is None:
            return
        step(m)
    raise AssertionError(f"seat {seat}'s turn never came")


@pytest.mark.parametrize("mode", ["keeps_permanent", "one_use"])
def test_illusionist_copy_of_a_permanent_profession(mode: str) -> None:
    """Reference §1.5 ILLUSIONIST "Whether a copied permanent profession stays copied: [A] yes,
    until Foliant or Mantel changes the card" (seed 002 · 4. Illusionist "Kopiere einen offen
    liegenden Beruf"): by default the Illusionist who used a copied Thug keeps it, in public,
    also once the Thug's card is face down, until the Coat changes his card;
    ``illusionist_copy="one_use"`` spends him at the first use."""
    keeps = mode == "keeps_permanent"
    m = illusionist_match(mode, "thug")
    m.play("attack Gundla")
    assert "use thug" in to_window(m, 0)
    m.play("use thug")
    to_turn(m, 0)
    me = m.view()["players"][0]
    assert (me["profession"], me["profession_copy"]) == ("illusionist", "thug")  # in public
    assert me["profession_spent"] is not keeps
    m.state.face_up[3] = False  # as if a Tome had turned the Thug's card face down
    m.game.check(m.state)
    m.play("attack Gundla")
    assert ("use thug" in to_window(m, 0)) is keeps
    if not keeps:
        return
    m.play("use thug")
    to_turn(m, 0)
    for text in ("trade coat Gundla", "accept", "give goblet", "coat"):
        assert text in m.legal_texts(), (text, m.legal_texts())
        m.play(text)
    m.play(m.legal_texts()[0])  # the Coat: a new profession, face down; the copy is gone
    me = m.view(0)["you"]
    assert me["profession_copy"] is None and not me["profession_face_up"]


@pytest.mark.parametrize("mode", ["keeps_permanent", "one_use"])
def test_illusionist_copy_of_a_once_only_profession(mode: str) -> None:
    """Reference §1.5 ILLUSIONIST "A copied one-shot profession must be used at once or the copy
    is spent": a copied Assassin spends the Illusionist under either reading."""
    m = illusionist_match(mode, "assassin")
    m.play("attack Gundla")
    assert "use assassin" in to_window(m, 0)
    m.play("use assassin")
    me = m.view()["players"][0]
    assert (me["profession_copy"], me["profession_spent"]) == ("assassin", True)


@pytest.mark.parametrize("takes", ["used", "held"])
def test_absinthe_takes(takes: str) -> None:
    """Seed 002 · 5. Flasche Absinth "Nahm er Gegenstände ein, nimm einen und gib ihm die
    Flasche", garbled; reference §1.3 reads it "setzte er Gegenstände ein" [A]: by default
    the pourer takes only an item the named supporter used; ``absinthe_takes="held"`` lets him
    look at that supporter's hand and take any item in it."""
    pos = {
        "items": [["key"], ["goblet"], ["key", "absinthe"], ["goblet", "whip"], ["monocle"]],
        "professions": ["thug", "spy", "assassin", "mercenary", "avenger"],
        "societies": ["order", "brotherhood", "order", "brotherhood", "traitor"],
        "seat": 0,
    }
    m = tk.new_match(
        "kutschfahrt", 5, seed=1, start_player=1, expansion=True, position=pos,
        absinthe_takes=takes,
    )  # fmt: skip
    m.state.coachman, m.state.events = None, []
    m.game.check(m.state)
    m.play("attack Gundla")
    sides = {2: "support attacker", 3: "support defender"}
    while m.decision.kind != "fight_window" or m.decision.seat != 2:
        d = m.decision
        m.play(sides.get(d.seat, "abstain") if d.kind == "support" else "pass")
    ev = m.play("absinthe Romana")  # Romana has used nothing in this fight
    if takes == "used":
        assert m.decision.kind != "absinthe_take"
        assert "absinthe" in m.view(2)["you"]["items"]
        return
    assert m.decision.kind == "absinthe_take" and m.decision.secret
    assert m.legal_texts() == ["take goblet", "take whip"]
    assert any("a goblet and the whip" in e.text_for(2).lower() for e in ev)  # he saw them
    ev = m.play("take goblet")
    assert "takes one of Romana's items" in " ".join(e.text for e in ev)  # not which one
    assert sorted(m.view(2)["you"]["items"]) == ["goblet", "key"]
    assert sorted(m.view(3)["you"]["items"]) == ["absinthe", "whip"]
