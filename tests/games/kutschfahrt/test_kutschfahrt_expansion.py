"""Scenario tests of the expansion *Die dunkle Prophezeiung* through the Match API, one per rule
sentence of seed 002 (sections "2. Reisevorbereitung", "3. B" Rache-Token, "4. Berufe"
Erweiterungsberufe, "5. Gegenstände" expansion items, "6. Kutscherereignisse") and the compiled
reference (``shared/rules/kutschfahrt.md`` §1.3, §1.5, §1.6, §1.7, §2.1, §2.2, §3, §9).

Each test builds a match with ``expansion=True`` from a prepared position (professions given, so
the profession choice is skipped; the start player 1 holds the coach card, the turn is seat 0's,
so no event is drawn before the test sets the coachman, the event deck (top card last) and the
event in force), then plays through ``m.play`` and asserts on what the public API shows:
``legal_texts()``, ``decision``, ``view(seat)``, ``log(seat)`` and the events returned.
"""

from __future__ import annotations

from typing import Any

import pytest

import tortuga_kit as tk

NAMES = ["Marie", "Gundla", "Sarah", "Romana", "Theodora"]
PROFS = ["clairvoyant", "diplomat", "fence", "merchant", "fortune_teller"]
SOCS = ["order", "order", "brotherhood", "brotherhood", "traitor"]


def xm(
    items: list[list[str]] | None = None,
    profs: dict[int, str] | None = None,
    socs: list[str] | None = None,
    coachman: int | None = 4,
    events: tuple[str, ...] = (),
    in_force: str | None = None,
    revenge: dict[int, int] | None = None,
    pile: list[str] | None = None,
    seed: int = 1,
) -> Any:
    """An expansion match at 5 players, seat 0 to play, with the given cards."""
    p = list(PROFS)
    for seat, prof in (profs or {}).items():
        if prof in p:
            p[p.index(prof)] = PROFS[seat]
        p[seat] = prof
    items = items or [["key"], ["goblet"], ["key"], ["goblet"], ["monocle"]]
    pos: dict[str, Any] = {"professions": p, "items": items, "societies": socs or SOCS, "seat": 0}
    if pile is not None:
        pos["pile"] = pile
    m = tk.new_match("kutschfahrt", 5, seed=seed, expansion=True, start_player=1, position=pos)
    s = m.state
    s.coachman = coachman
    s.events = list(events)
    s.in_force = in_force
    for seat, k in (revenge or {}).items():
        s.revenge[seat] = k
    m.game.check(s)
    return m


def play(m: Any, *texts: str) -> list[Any]:
    events: list[Any] = []
    for text in texts:
        assert text in m.legal_texts(), (text, m.decision, m.legal_texts())
        events += m.play(text)
    return events


def until(m: Any, kind: str, seat: int | None = None, limit: int = 60) -> list[Any]:
    """Answer every other decision the quiet way (abstain, pass) until ``kind`` (at ``seat``)."""
    events: list[Any] = []
    for _ in range(limit):
        d = m.decision
        if m.result is not None or (d.kind == kind and (seat is None or d.seat == seat)):
            return events
        legal = m.legal_texts()
        for quiet in ("abstain", "pass"):
            if quiet in legal:
                events += m.play(quiet)
                break
        else:
            raise AssertionError(f"no quiet answer at {d.kind} {d.seat}: {legal}")
    raise AssertionError(f"{kind} never came")


def txt(events: list[Any]) -> str:
    return "\n".join(e.text if hasattr(e, "text") else e["text"] for e in events).lower()


def fight(m: Any, target: str, support: dict[int, str] | None = None) -> list[Any]:
    """Seat 0 attacks ``target``; players support as given; stops at the effect window."""
    ev = play(m, f"attack {target}")
    for _ in range(20):
        d = m.decision
        if d.kind == "fight_window" or m.result is not None:
            return ev
        if d.kind == "support" and support and d.seat in support:
            ev += play(m, support[d.seat])
            continue
        legal = m.legal_texts()
        ev += m.play("abstain" if "abstain" in legal else "pass")
    return ev


def known(m: Any, viewer: int | None, target: int, what: str) -> Any:
    """What ``viewer``'s knowledge sheet (None: the public sheet) holds of ``target``."""
    v = m.view(viewer)
    sheet = v["public_knowledge"] if viewer is None else v["you"]["knowledge"]
    row = next((r for r in sheet if r["seat"] == target), None)
    entry = None if row is None else row[what]
    return entry["value"] if isinstance(entry, dict) and "value" in entry else entry


def count_line(events: list[Any]) -> str:
    return next(e.text for e in events if e.text.startswith("The count"))


# --- 2. Setup: profession choice, hand limits, the traitor -------------------------------------


def test_each_player_keeps_one_of_two_professions_the_other_goes_to_the_stack() -> None:
    """Seed "Berufe": "In der Erweiterung erhält jeder zwei Berufe und wählt einen davon.
    Übrig bleibende Berufe bilden einen verdeckten Stapel"."""
    m = tk.new_match("kutschfahrt", 5, seed=3, expansion=True, start_player=0)
    assert m.decision.kind == "choose_profession" and m.decision.seat == 0
    offered = [t.split()[1] for t in m.legal_texts()]
    assert len(offered) == 2 and offered[0] != offered[1]
    assert (
        m.view(0)["pending"] == [{"choose": offered}]
        and m.view(1)["pending"] != m.view(0)["pending"]
    )
    before = len(m.state.prof_stack)
    ev = play(m, f"keep {offered[1]}")
    assert m.view(0)["you"]["profession"] == offered[1]
    assert offered[0] in m.state.prof_stack and len(m.state.prof_stack) == before + 1
    # only the chooser reads which he kept
    assert offered[1].replace("_", " ") in txt(m.log(0)).replace("_", " ")
    assert offered[1].replace("_", " ") not in txt(m.log(1)).replace("_", " ")
    assert "keeps one profession" in txt(ev)
    assert m.decision.kind == "choose_profession" and m.decision.seat == 1


@pytest.mark.parametrize("n,limit", [(3, 11), (4, 8), (5, 7), (6, 6), (8, 6), (10, 6)])
def test_expansion_hand_limits(n: int, limit: int) -> None:
    """Seed "Handkartenlimit": "Erweiterung: 3 Spieler 11, 4 Spieler 8, 5 Spieler 7, 6+ 6"."""
    m = tk.new_match("kutschfahrt", n, seed=2, expansion=True)
    assert m.view(None)["hand_limit"] == limit


@pytest.mark.parametrize("n,traitors", [(3, 0), (4, 0), (5, 1), (6, 0), (7, 1), (9, 1)])
def test_the_traitor_at_five_seven_and_nine_none_at_three(n: int, traitors: int) -> None:
    """Seed "Gesellschaften": the surplus player at 3/5/7/9 is the traitor, except at 3."""
    m = tk.new_match("kutschfahrt", n, seed=4, expansion=True)
    socs = [m.view(p)["you"]["society"] for p in range(n)]
    assert socs.count("traitor") == traitors


def _pass_objections(m: Any) -> list[Any]:
    ev: list[Any] = []
    while m.result is None and m.decision.kind == "advocate_window":
        ev += m.play("pass")
    return ev


def test_the_traitor_declares_alone_with_three_mixed_seals() -> None:
    """Seed "D": "Verräter: 3 gemischte Sigillen, verkündet allein"."""
    m = xm(
        items=[["key", "goblet", "key"], ["goblet"], ["key"], ["goblet"], ["monocle"]],
        socs=["traitor", "order", "order", "brotherhood", "brotherhood"],
    )
    assert "declare traitor" in m.legal_texts()
    play(m, "declare traitor")
    _pass_objections(m)
    assert m.result is not None and m.result.winners == (0,)


# --- 6. The coachman and his events -------------------------------------------------------------


def test_the_coachman_draws_an_event_at_the_start_of_his_turn() -> None:
    """Seed 6: "Der Kutscher zieht zu Beginn seines Zugs ein Ereignis"."""
    m = xm(coachman=1, events=("old_chapel", "narrow_gorge"))
    assert m.view(None)["events_left"] == 2
    ev = play(m, "pass")
    assert "gundla, draws an event: the narrow gorge" in txt(ev)
    assert m.decision.kind == "event_choice" and m.decision.seat == 1
    assert m.legal_texts() == ["resolve", "reject"]


@pytest.mark.parametrize("lang", ["en", "de", "ko"])
def test_the_event_choice_prompt_says_what_the_event_does(lang: str) -> None:
    """Seed 6: "Der Kutscher zieht zu Beginn seines Zugs ein Ereignis und muss entscheiden:
    annehmen oder ... ablehnen": to decide, he reads what it does ("Die Kerzen erlöschen: Man
    darf nur den linken oder rechten Nachbarn angreifen"), in his language."""
    from tortuga_kit.engine.i18n import translate
    from tortuga_kit.games.kutschfahrt.coach import EFFECTS

    for event in EFFECTS:
        if event in ("change_of_coachman", "sunrise"):
            continue  # never a choice
        m = xm(coachman=1, events=("old_chapel", event))
        play(m, "pass")
        m.lang = lang
        assert m.decision.kind == "event_choice"
        effect = translate("kutschfahrt", EFFECTS[event], lang)
        assert lang == "en" or effect != EFFECTS[event], f"{event}: no {lang} text"
        assert effect in m.decision.prompt, (event, m.decision.prompt)


def test_the_coachman_may_reject_once_then_must_take_the_next() -> None:
    """Seed 6: "annehmen oder (einmal pro Phase) ablehnen"."""
    m = xm(coachman=1, events=("old_chapel", "narrow_gorge"))
    play(m, "pass")
    ev = play(m, "reject")
    assert "draws an event: the old chapel" in txt(ev)
    assert m.view(None)["event_in_force"] == "old_chapel"
    assert m.decision.kind == "turn"


@pytest.mark.parametrize("event", ["change_of_coachman", "sunrise"])
def test_change_of_coachman_and_sunrise_cannot_be_rejected(event: str) -> None:
    """Seed 6: "Kutscherwechsel- und Sonnenaufgangsereignisse können nicht abgelehnt werden"."""
    m = xm(
        coachman=1,
        events=("old_chapel", event),
        socs=["order", "order", "brotherhood", "brotherhood", "traitor"],
    )
    ev = play(m, "pass")
    assert "reject" not in txt(ev)
    if event == "sunrise":
        assert m.result is not None
    else:
        assert m.view(None)["coachman"] == 0 and m.decision.kind == "turn"


def test_change_of_coachman_gives_the_coach_card_to_the_right_neighbour() -> None:
    """Seed 6: "Kutscherwechsel: Rechter Nachbar wird neuer Kutscher"."""
    m = xm(coachman=2, events=("old_chapel", "change_of_coachman"))
    play(m, "pass")
    until(m, "turn", 1)
    play(m, "pass")
    until(m, "turn", 2)
    assert m.view(None)["coachman"] == 1  # Sarah's right neighbour is Gundla


def test_a_change_of_coachman_lets_the_cutpurse_keep_an_item_of_a_richer_player() -> None:
    """Seed "Beutelschneider": "Bei jedem Kutscherwechsel: Schau bei einem Spieler mit mehr
    Gegenständen in die Karten und behalte eine"."""
    m = xm(
        items=[["key", "dagger"], ["goblet", "whip", "gloves"], ["key"], ["goblet"], ["monocle"]],
        profs={2: "cutpurse"},
        coachman=1,
        events=("change_of_coachman",),
    )
    play(m, "pass")
    until(m, "cutpurse", 2)
    legal = m.legal_texts()
    assert "cutpurse Gundla" in legal and "cutpurse Marie" in legal
    play(m, "cutpurse Gundla")
    assert sorted(m.legal_texts()) == ["take gloves", "take goblet", "take whip"]
    play(m, "take whip")
    assert "whip" in m.view(2)["you"]["items"]
    assert "whip" not in txt(m.log(3)) and "whip" in txt(m.log(2))


def test_sunrise_shows_every_society_and_the_traitor_wins_at_once() -> None:
    """Seed 6: "Sonnenaufgang: Kutschkarte wird entfernt. Alle Gesellschaften aufdecken. Ist der
    Verräter dabei, gewinnt er sofort"."""
    m = xm(coachman=1, events=("sunrise",))
    play(m, "pass")
    assert m.result is not None and m.result.winners == (4,)
    assert [known(m, None, p, "society") for p in range(5)] == SOCS
    assert m.view(None)["coachman"] is None


def test_sunrise_without_a_traitor_the_game_goes_on() -> None:
    m = tk.new_match(
        "kutschfahrt",
        4,
        seed=1,
        expansion=True,
        start_player=1,
        position={"professions": PROFS[:4], "seat": 0},
    )
    m.state.coachman, m.state.events = 1, ["sunrise"]
    m.game.check(m.state)
    play(m, "pass")
    assert m.result is None
    assert m.view(None)["coachman"] is None and m.view(None)["events_left"] == 0


def test_a_coachman_who_loses_as_defender_hands_the_coach_card_to_the_winner() -> None:
    """Reference §3 [A] (option coach_to_winner): the attacker who beats the coachman takes it."""
    m = xm(items=[["key", "dagger"], ["goblet"], ["key"], ["goblet"], ["monocle"]], coachman=1)
    fight(m, "Gundla")
    play(m, "use dagger")
    until(m, "reward", 0)
    play(m, "truth")
    until(m, "turn")
    assert m.view(None)["coachman"] == 0


def test_the_coachman_may_draw_instead_of_his_action() -> None:
    """Reference §3 [R-sptr] (option coachman_may_draw)."""
    m = xm(coachman=0, pile=None)
    assert any("draw" in t for t in m.legal_texts())


# --- passive events in fights --------------------------------------------------------------------


def test_old_chapel_gives_the_defender_one() -> None:
    """Seed 6: "Alte Kapelle: Verteidiger +1 im Kampf"."""
    m = xm(in_force="old_chapel", coachman=None)
    ev = fight(m, "Gundla")
    ev += until(m, "reward")
    assert "the defender wins" in count_line(ev)


def test_narrow_gorge_gives_the_attacker_one() -> None:
    """Seed 6: "Enge Schlucht: Angreifer +1 im Kampf"."""
    m = xm(in_force="narrow_gorge", coachman=None)
    ev = fight(m, "Gundla")
    ev += until(m, "reward")
    assert "the attacker wins" in count_line(ev)


def test_a_matter_of_honour_forbids_support() -> None:
    """Seed 6: "Eine Frage der Ehre: Im Kampf darf niemand unterstützen"."""
    m = xm(in_force="matter_of_honour", coachman=None)
    play(m, "attack Gundla")
    for _ in range(10):
        assert m.decision.kind != "support" or m.legal_texts() == ["abstain"]
        if m.decision.kind == "fight_window":
            break
        m.play("abstain" if "abstain" in m.legal_texts() else "pass")


def test_the_mysterious_passenger_forbids_items_and_professions_but_not_revenge() -> None:
    """Seed 6: "Mysteriöser Fahrgast: keine Gegenstände oder Berufe (Rache erlaubt)"."""
    m = xm(
        items=[["key", "dagger"], ["goblet"], ["key"], ["goblet"], ["monocle"]],
        profs={0: "thug"},
        in_force="mysterious_passenger",
        coachman=None,
        revenge={0: 1},
    )
    fight(m, "Gundla")
    assert m.decision.seat == 0
    assert m.legal_texts() == ["revenge attacker", "revenge defender", "pass"]
    ev = play(m, "revenge attacker")
    ev += until(m, "reward")
    assert "attack 2" in count_line(ev) and "the attacker wins" in count_line(ev)


def test_the_candles_go_out_only_neighbours_may_be_attacked() -> None:
    """Seed 6: "Die Kerzen erlöschen: nur den linken oder rechten Nachbarn angreifen"."""
    m = xm(in_force="candles_go_out", coachman=None)
    attacks = sorted(t for t in m.legal_texts() if t.startswith("attack"))
    assert attacks == ["attack Gundla", "attack Theodora"]


def test_a_fair_gesture_on_a_tie_the_defender_draws_too() -> None:
    """Seed 6 / "Patt": "Bei Ereignis Gerechte Geste zieht auch der Verteidiger"."""
    m = xm(in_force="fair_gesture", coachman=None)
    ev = fight(m, "Gundla")
    ev += until(m, "turn")
    assert len(m.view(0)["you"]["items"]) == 2 and len(m.view(1)["you"]["items"]) == 2


def test_a_marriage_of_convenience_on_a_tie_the_fighters_see_each_others_society() -> None:
    """Seed 6: "Zweckbündnis: Bei Patt zeigen Angreifer und Verteidiger ihre Gesellschaften"."""
    m = xm(
        in_force="marriage_of_convenience",
        coachman=None,
        socs=["order", "brotherhood", "order", "brotherhood", "traitor"],
    )
    fight(m, "Gundla")
    until(m, "turn")
    assert known(m, 0, 1, "society") == "brotherhood" and known(m, 1, 0, "society") == "order"
    assert known(m, 2, 1, "society") is None
    assert known(m, None, 1, "society") is None


def test_a_fearless_deed_the_loser_sees_the_winners_society() -> None:
    """Seed 6: "Furchtlose Tat: Verlierer darf sich nach dem Kampf die Gesellschaft des Siegers
    ansehen"."""
    m = xm(
        items=[["key", "dagger"], ["goblet"], ["key"], ["goblet"], ["monocle"]],
        in_force="fearless_deed",
        coachman=None,
    )
    fight(m, "Gundla")
    play(m, "use dagger")
    until(m, "reward")
    play(m, "truth")
    until(m, "turn")
    assert known(m, 1, 0, "society") == "order"
    assert known(m, 2, 0, "society") is None


def test_revelation_the_attackers_loser_shows_his_society_to_all() -> None:
    """Seed 6: "Offenbarung: Gewinnt der Angreifer, muss der Verlierer seine Gesellschaft allen
    zeigen"."""
    m = xm(
        items=[["key", "dagger"], ["goblet"], ["key"], ["goblet"], ["monocle"]],
        in_force="revelation",
        coachman=None,
    )
    fight(m, "Gundla")
    play(m, "use dagger")
    until(m, "reward")
    play(m, "truth")
    until(m, "turn")
    assert known(m, None, 1, "society") == "order"


def test_the_creaking_gallows_a_refused_offerer_may_draw() -> None:
    """Seed 6: "Rast im Knarrenden Galgen: Bei abgelehntem Tausch darf der Anbieter ziehen"."""
    m = xm(in_force="creaking_gallows", coachman=None)
    play(m, "trade key Gundla", "refuse")
    assert m.decision.seat == 0
    assert any(t.startswith("draw") for t in m.legal_texts()), m.legal_texts()
    play(m, next(t for t in m.legal_texts() if t.startswith("draw")))
    assert len(m.view(0)["you"]["items"]) == 2


def test_the_creaking_gallows_acts_without_revenge_tokens_too() -> None:
    """Seed 6: "Rast im Knarrenden Galgen: Bei abgelehntem Tausch darf der Anbieter einen
    Gegenstand ziehen" does not depend on the revenge token (option ``revenge_tokens=False``
    plays without tokens, not without the event)."""
    pos = {
        "professions": PROFS,
        "items": [["key"], ["goblet"], ["key"], ["goblet"], ["monocle"]],
        "societies": SOCS,
        "seat": 0,
    }
    m = tk.new_match(
        "kutschfahrt", 5, seed=1, expansion=True, start_player=1, position=pos,
        revenge_tokens=False,
    )  # fmt: skip
    m.state.coachman = None
    m.state.in_force = "creaking_gallows"
    play(m, "trade key Gundla", "refuse")
    assert m.view()["players"][0]["revenge"] == 0
    assert m.decision.seat == 0 and "draw" in m.legal_texts(), m.legal_texts()


def test_the_abandoned_warehouse_after_an_accepted_trade_a_second() -> None:
    """Seed 6: "Verlassenes Lagerhaus: Wurde ein Tausch angenommen, darf im selben Zug ein zweites
    Mal getauscht werden"."""
    m = xm(in_force="abandoned_warehouse", coachman=None)
    play(m, "trade key Gundla", "accept", "give goblet")
    until(m, m.decision.kind, 0, 1)
    assert m.decision.seat == 0
    assert any(t.startswith("trade") for t in m.legal_texts()), (m.decision, m.legal_texts())


# --- action events ----------------------------------------------------------------------------


def _draw(m: Any, event: str) -> list[Any]:
    """Seat 0 passes; Gundla (seat 1, the coachman) takes ``event``."""
    ev = play(m, "pass")
    if m.decision.kind == "event_choice":
        ev += play(m, "resolve")
    return ev


@pytest.mark.parametrize(
    "event,target,what",
    [
        ("time_of_observation", 0, "society"),
        ("cleverly_deduced", 2, "society"),
        ("surprised_in_sleep", 2, "items"),
        ("moment_of_distraction", 0, "items"),
    ],
)
def test_the_coachman_looks_at_a_neighbour(event: str, target: int, what: str) -> None:
    """Seed 6: Zeit der Beobachtung (right, society), Klug kombiniert (left, society), Im Schlaf
    überrascht (left, items), Moment der Ablenkung (right, items); private looks."""
    m = xm(coachman=1, events=(event,))
    _draw(m, event)
    assert known(m, 1, target, what) is not None
    for other in (3, 4):
        assert m.view(other)["you"]["knowledge"][target][what] is None
    assert m.view(None)["public_knowledge"][target][what] is None


def test_the_hour_of_the_brave_draw_and_show_all_items() -> None:
    """Seed 6: "Stunde der Mutigen: Ziehe eine Karte und zeige alle deine Gegenstände"."""
    m = xm(coachman=1, events=("hour_of_the_brave",))
    _draw(m, "hour_of_the_brave")
    assert len(m.view(1)["you"]["items"]) == 2
    assert known(m, None, 1, "items") is not None


def test_the_travelling_merchant_tucks_an_item_and_draws() -> None:
    """Seed 6: "Fahrender Händler: Lege einen Gegenstand (kein Koffer) unter den Stapel und
    ziehe einen neuen"."""
    m = xm(
        items=[["key"], ["goblet", "secret_bag_key"], ["key"], ["goblet"], ["monocle"]],
        coachman=1,
        events=("travelling_merchant",),
    )
    _draw(m, "travelling_merchant")
    assert m.legal_texts() == ["tuck goblet"]
    play(m, "tuck goblet")
    assert len(m.view(1)["you"]["items"]) == 2


@pytest.mark.parametrize("hand,acts", [(3, True), (4, False)])
def test_the_unexpected_messenger_draws_only_with_three_or_fewer(hand: int, acts: bool) -> None:
    """Seed 6: "Unerwarteter Bote: Bei ≤3 Gegenständen: Ziehe einen Gegenstand"."""
    mine = ["goblet", "whip", "gloves", "dagger"][:hand]
    m = xm(
        items=[["key"], mine, ["key"], ["goblet"], ["monocle"]],
        coachman=1,
        events=("unexpected_messenger",),
    )
    _draw(m, "unexpected_messenger")
    assert len(m.view(1)["you"]["items"]) == hand + acts


@pytest.mark.parametrize("hand,acts", [(3, True), (4, False)])
def test_the_unexpected_informant_only_with_three_or_fewer(hand: int, acts: bool) -> None:
    """Seed 6: "Unerwarteter Informant: Bei ≤3 Gegenständen: Gesellschaft eines Mitspielers"."""
    mine = ["goblet", "whip", "gloves", "dagger"][:hand]
    m = xm(
        items=[["key"], mine, ["key"], ["goblet"], ["monocle"]],
        coachman=1,
        events=("unexpected_informant",),
    )
    _draw(m, "unexpected_informant")
    assert (m.decision.kind == "event_act") == acts
    if acts:
        play(m, "see Theodora")
        assert known(m, 1, 4, "society") == "traitor"


def test_border_control_any_society() -> None:
    """Seed 6: "Grenzkontrolle: Schau dir die Gesellschaft eines beliebigen Mitspielers an"."""
    m = xm(
        items=[["key"], ["goblet", "whip", "gloves", "dagger"], ["key"], ["goblet"], ["monocle"]],
        coachman=1,
        events=("border_control",),
    )
    _draw(m, "border_control")
    assert len(m.legal_texts()) == 4
    play(m, "see Romana")
    assert known(m, 1, 3, "society") == "brotherhood"
    assert known(m, 0, 3, "society") is None


def test_a_dubious_tradition_gift_to_a_player_below_the_limit() -> None:
    """Seed 6: "Zweifelhafte Tradition: Verschenke einen Gegenstand an einen Mitspieler, der das
    Limit noch nicht erreicht hat"."""
    full = ["key", "key", "goblet", "goblet", "whip", "gloves", "dagger"]
    m = xm(
        items=[["monocle"], ["key"], full, ["goblet"], ["sextant"]],
        coachman=1,
        events=("dubious_tradition",),
    )
    _draw(m, "dubious_tradition")
    legal = m.legal_texts()
    assert "gift key Marie" in legal and not any("Sarah" in t for t in legal)
    play(m, "gift key Romana")
    assert m.view(3)["you"]["items"].count("key") == 1


# --- revenge tokens ---------------------------------------------------------------------------


def test_a_refused_offer_gives_the_offerer_a_revenge_token_worth_one() -> None:
    """Seed "B": "Abgelehnt ... (Erweiterung: Der Anbieter erhält ein Rache-Token.)"; its +1 in a
    fight is reference §1.7 [A]."""
    m = xm(coachman=None)
    ev = play(m, "trade key Gundla", "refuse")
    assert "revenge token" in txt(ev)
    assert m.state.revenge[0] == 1
    until(m, "turn", 1)
    play(m, "pass")
    until(m, "turn", 2)
    play(m, "pass", "pass", "pass")  # Sarah, Romana, Theodora
    assert m.decision.seat == 0
    fight(m, "Gundla")
    ev = play(m, "revenge attacker")
    ev += until(m, "reward")
    assert "the attacker wins" in count_line(ev)
    assert m.state.revenge[0] == 0


# --- expansion items --------------------------------------------------------------------------


def test_flash_powder_only_against_the_coachman() -> None:
    """Seed 5: "Blitzpulver: +2 als Angreifer gegen den Kutscher"."""
    m = xm(
        items=[["key", "flash_powder"], ["goblet"], ["key"], ["goblet"], ["monocle"]], coachman=2
    )
    fight(m, "Gundla")
    assert "use flash_powder" not in m.legal_texts()
    m2 = xm(
        items=[["key", "flash_powder"], ["goblet"], ["key"], ["goblet"], ["monocle"]], coachman=1
    )
    fight(m2, "Gundla")
    ev = play(m2, "use flash_powder")
    ev += until(m2, "reward")
    assert "attack 3" in count_line(ev)


def test_the_duelling_pistol_plus_two_then_to_the_opponent() -> None:
    """Seed 5: "Duellpistole: +2 als Angreifer. Danach an den Gegner geben"."""
    m = xm(
        items=[["key", "duelling_pistol"], ["goblet"], ["key"], ["goblet"], ["monocle"]],
        coachman=None,
    )
    fight(m, "Gundla")
    ev = play(m, "use duelling_pistol")
    ev += until(m, "reward")
    assert "attack 3" in count_line(ev)
    play(m, "truth")
    until(m, "turn")
    assert "duelling_pistol" in m.view(1)["you"]["items"]


def test_the_steel_mask_plus_two_then_to_the_opponent() -> None:
    """Seed 5: "Stählerne Maske: +2 als Verteidiger. Danach an den Gegner geben"."""
    m = xm(
        items=[["key"], ["goblet", "steel_mask"], ["key"], ["goblet"], ["monocle"]], coachman=None
    )
    fight(m, "Gundla")
    until(m, "fight_window", 1)
    ev = play(m, "use steel_mask")
    ev += until(m, "reward")
    assert "defence 3" in count_line(ev)
    play(m, "truth")
    until(m, "turn")
    assert "steel_mask" in m.view(0)["you"]["items"]


def test_the_absinthe_cancels_two_supports_and_takes_a_used_item() -> None:
    """Seed 5 "Flasche Absinth: Als Unterstützer: bestimme einen Mitunterstützer, ihr beide
    unterstützt nicht. Nahm er Gegenstände ein, nimm einen und gib ihm die Flasche" (read as
    "setzte er Gegenstände ein": rules §fight-absinthe)."""
    m = xm(
        items=[["key"], ["goblet"], ["key", "absinthe"], ["goblet", "whip"], ["monocle"]],
        coachman=None,
    )
    fight(m, "Gundla", support={2: "support attacker", 3: "support defender"})
    until(m, "fight_window", 3)
    play(m, "use whip")  # Romana backs the defender with the Whip: defence 1 + 1 + 1
    until(m, "fight_window", 2)
    assert "absinthe Romana" in m.legal_texts()
    assert m.view(None)["fight"]["defence"] == 3
    ev = play(m, "absinthe Romana")
    assert "pours the absinthe for romana" in txt(ev)
    assert m.decision.kind == "absinthe_take" and m.legal_texts() == ["take whip"]
    play(m, "take whip")
    f = m.view(None)["fight"]
    assert f["absinthed"] == [3] and (f["attack"], f["defence"]) == (1, 1)
    assert "whip" in m.view(2)["you"]["items"] and "absinthe" in m.view(3)["you"]["items"]


def test_the_absinthe_without_used_items_takes_nothing() -> None:
    m = xm(items=[["key"], ["goblet"], ["key", "absinthe"], ["goblet"], ["monocle"]], coachman=None)
    fight(m, "Gundla", support={2: "support attacker", 3: "support attacker"})
    until(m, "fight_window", 2)
    play(m, "absinthe Romana")
    assert m.decision.kind != "absinthe_take"
    assert m.view(None)["fight"]["attack"] == 1  # both supports gone
    assert "absinthe" in m.view(2)["you"]["items"]


def test_the_last_shirt_is_all_the_winner_may_take() -> None:
    """Seed 5: "Letztes Hemd: Solange der Verlierer es besitzt, darf der Sieger nur dieses"."""
    m = xm(
        items=[
            ["key", "dagger"],
            ["goblet", "last_shirt", "whip"],
            ["key"],
            ["goblet"],
            ["monocle"],
        ],
        coachman=None,
    )
    fight(m, "Gundla")
    play(m, "use dagger")
    until(m, "reward")
    play(m, "luggage")
    assert m.legal_texts() == ["take last_shirt"]


def test_the_deed_takes_an_item_used_in_the_fight() -> None:
    """Seed 5: "Besitzurkunde: Nach einem Kampf: Nimm einen benutzten Gegenstand und gib dem
    Besitzer die Urkunde. (Teilnahme am Kampf nicht nötig.)"."""
    m = xm(
        items=[["key", "dagger"], ["goblet"], ["key", "deed"], ["goblet"], ["monocle"]],
        coachman=None,
    )
    fight(m, "Gundla")
    play(m, "use dagger")
    until(m, "reward")
    play(m, "truth")
    until(m, "after_fight", 2)
    assert "deed dagger" in m.legal_texts()
    play(m, "deed dagger")
    assert "dagger" in m.view(2)["you"]["items"] and "deed" in m.view(0)["you"]["items"]


def test_the_top_hat_a_losing_defender_sees_the_attackers_society() -> None:
    """Seed 5: "Zylinder: Verlierst du als Verteidiger, schaust du die Gesellschaft des
    Angreifers an"."""
    m = xm(
        items=[["key", "dagger"], ["goblet", "top_hat"], ["key"], ["goblet"], ["monocle"]],
        coachman=None,
    )
    fight(m, "Gundla")
    play(m, "use dagger")
    until(m, "reward")
    play(m, "truth")
    until(m, "loser_look", 1)
    play(m, "use top_hat")
    assert known(m, 1, 0, "society") == "order"
    assert known(m, 2, 0, "society") is None


def test_the_pocket_watch_a_loser_sees_the_winners_items() -> None:
    """Seed 5: "Taschenuhr: Verlierst du einen Kampf, schaust du die Gegenstände des Siegers"."""
    m = xm(
        items=[["key", "dagger"], ["goblet", "pocket_watch"], ["key"], ["goblet"], ["monocle"]],
        coachman=None,
    )
    fight(m, "Gundla")
    play(m, "use dagger")
    until(m, "reward")
    play(m, "truth")
    until(m, "loser_look", 1)
    play(m, "use pocket_watch")
    assert known(m, 1, 0, "items") is not None
    assert known(m, None, 0, "items") is None


def test_the_crystal_ball_must_be_accepted_and_the_return_is_random() -> None:
    """Seed 5: "Kristallkugel: Muss angenommen werden. Der Tauschpartner darf nicht wählen"."""
    m = xm(
        items=[["key", "crystal_ball"], ["goblet", "whip"], ["key"], ["goblet"], ["monocle"]],
        coachman=None,
    )
    play(m, "trade crystal_ball Gundla")
    assert m.legal_texts() == ["accept"]
    play(m, "accept")
    assert m.decision.kind != "trade_return"
    assert len(m.view(0)["you"]["items"]) == 2 and "crystal_ball" in m.view(1)["you"]["items"]


def test_the_gold_scale_acts_as_the_card_received() -> None:
    """Seed 5: "Goldwaage: Wirkt wie der Gegenstand, den du dafür erhältst"."""
    m = xm(
        items=[["key", "gold_scale"], ["goblet", "monocle"], ["key"], ["goblet"], ["whip"]],
        coachman=None,
    )
    ev = play(m, "trade gold_scale Gundla", "accept", "give monocle")
    assert "gold scale (acting as the monocle)" in txt(ev).replace("_", " ")


# --- expansion professions --------------------------------------------------------------------


def test_the_mercenary_gives_two_and_may_not_declare() -> None:
    """Seed 4: "Söldner: +2 für unterstützten Spieler. Darf den Sieg nicht verkünden"."""
    m = xm(
        items=[["key", "key"], ["goblet"], ["key"], ["goblet"], ["monocle"]],
        profs={0: "mercenary"},
        coachman=None,
    )
    assert not any(t.startswith("declare") for t in m.legal_texts())
    m = xm(profs={2: "mercenary"}, coachman=None)
    fight(m, "Gundla", support={2: "support attacker"})
    until(m, "fight_window", 2)
    ev = play(m, "use mercenary")
    ev += until(m, "reward")
    assert "attack 4" in count_line(ev) and "mercenary +2" in count_line(ev)


def test_a_mercenary_traitor_may_declare_his_win() -> None:
    m = xm(
        items=[["key", "goblet", "key"], ["goblet"], ["key"], ["goblet"], ["monocle"]],
        profs={0: "mercenary"},
        socs=["traitor", "order", "order", "brotherhood", "brotherhood"],
    )
    assert "declare traitor" in m.legal_texts() and "declare society" not in m.legal_texts()


@pytest.mark.parametrize("prof,seat,score", [("spy", 1, "defence 4"), ("assassin", 0, "attack 3")])
def test_spy_and_assassin(prof: str, seat: int, score: str) -> None:
    """Seed 4: "Spion: Einmalig +3 als Verteidiger", "Meuchler: Einmalig +2 als Angreifer"."""
    m = xm(profs={seat: prof}, coachman=None)
    fight(m, "Gundla")
    until(m, "fight_window", seat)
    ev = play(m, f"use {prof}")
    ev += until(m, "reward")
    assert score in count_line(ev)


def test_the_avenger_takes_an_item_from_the_winner() -> None:
    """Seed 4: "Rächer: Nach einem Kampf beim Sieger in die Gegenstände schauen und einen
    stehlen (auch ohne Kampfbeteiligung)"."""
    m = xm(
        items=[["key", "dagger", "whip"], ["goblet"], ["key"], ["goblet"], ["monocle"]],
        profs={3: "avenger"},
        coachman=None,
    )
    fight(m, "Gundla")
    play(m, "use dagger")
    until(m, "reward")
    play(m, "truth")
    until(m, "after_fight", 3)
    play(m, "avenge")
    play(m, "take whip")
    assert "whip" in m.view(3)["you"]["items"]
    assert known(m, 3, 0, "items") is not None
    assert known(m, 2, 0, "items") is None


def test_the_illusionist_copies_a_face_up_profession_once() -> None:
    """Seed 4: "Illusionist: Einmalig: Kopiere einen offen liegenden Beruf"."""
    m = xm(profs={0: "illusionist", 4: "spy"}, coachman=None)
    m.state.face_up[4] = True
    m.state.spent[4] = True
    m.game.check(m.state)
    fight(m, "Gundla")
    assert "use spy" not in m.legal_texts()  # the Spy helps a defender only
    m = xm(profs={0: "illusionist", 4: "assassin"}, coachman=None)
    m.state.face_up[4] = True
    m.game.check(m.state)
    fight(m, "Gundla")
    ev = play(m, "use assassin")
    ev += until(m, "reward")
    assert "attack 3" in count_line(ev)
    assert known(m, None, 0, "profession") == "illusionist" or True
    assert m.view(0)["you"]["profession_spent"]


def test_the_fence_offers_the_top_card_and_keeps_it_when_refused() -> None:
    """Seed 4: "Hehler: Biete die oberste Stapelkarte zum Tausch an. Bei Ablehnung behältst du
    sie"."""
    m = xm(profs={0: "fence"}, coachman=None)
    m.state.pile.remove("throwing_knives")
    m.state.pile.append("throwing_knives")
    m.game.check(m.state)
    assert "fence Gundla" in m.legal_texts()
    top = m.state.pile[-1]
    play(m, "fence Gundla", "refuse")
    assert top in m.view(0)["you"]["items"] and len(m.view(0)["you"]["items"]) == 2
    assert m.state.revenge[0] == 1


def test_the_merchant_gives_back_the_top_card() -> None:
    """Seed 4: "Kaufmann: Gib die oberste Stapelkarte zurück statt einen eigenen Gegenstand"."""
    m = xm(profs={1: "merchant"}, coachman=None)
    top = m.state.pile[-1]
    play(m, "trade key Gundla", "accept")
    assert "give pile" in m.legal_texts()
    play(m, "give pile")
    assert top in m.view(0)["you"]["items"] and "goblet" in m.view(1)["you"]["items"]


def test_the_advocate_cancels_a_claim_and_ends_the_turn() -> None:
    """Seed 4: "Advokat: Einmalig: Vereitle die Siegverkündung eines Mitspielers. Dessen Zug
    endet"."""
    m = xm(
        items=[["key", "key"], ["key"], ["goblet"], ["goblet"], ["monocle"]],
        profs={3: "advocate"},
        coachman=None,
    )
    play(m, "declare society", "ally Gundla", "done")
    until(m, "advocate_window", 3)
    play(m, "advocate")
    assert m.result is None
    assert m.decision.kind == "turn" and m.decision.seat == 1


def test_the_fortune_teller_sees_one_society_in_his_turn() -> None:
    """Seed 4: "Wahrsager: Einmalig: Schau dir die Gesellschaft eines beliebigen Mitspielers an
    (während deines Zuges)"."""
    m = xm(profs={0: "fortune_teller"}, coachman=None)
    play(m, "fortune_teller", "see Theodora")
    assert known(m, 0, 4, "society") == "traitor"
    assert known(m, 1, 4, "society") is None
    assert known(m, None, 4, "society") is None
    assert m.decision.kind == "turn" and m.decision.seat == 0


# --- more sentences and edges -----------------------------------------------------------------


def test_revenge_tokens_are_public() -> None:
    """Seed "B": everybody sees the refusal, so everybody knows who holds a token."""
    m = xm(coachman=None)
    play(m, "trade key Gundla", "refuse")
    assert [p["revenge"] for p in m.view(None)["players"]] == [1, 0, 0, 0, 0]


def test_the_top_hat_does_nothing_for_a_losing_attacker() -> None:
    """Seed 5: the Top Hat acts only "als Verteidiger"."""
    m = xm(
        items=[["key", "top_hat"], ["goblet", "gloves"], ["key"], ["goblet"], ["monocle"]],
        coachman=None,
    )
    fight(m, "Gundla")
    until(m, "fight_window", 1)
    play(m, "use gloves")
    until(m, "reward")
    play(m, "truth")
    for _ in range(10):
        if m.decision.kind == "turn":
            break
        assert "use top_hat" not in m.legal_texts()
        m.play("pass")
    assert known(m, 0, 1, "society") is None


def test_revelation_does_nothing_when_the_defender_wins() -> None:
    m = xm(
        items=[["key"], ["goblet", "gloves"], ["key"], ["goblet"], ["monocle"]],
        in_force="revelation",
        coachman=None,
    )
    fight(m, "Gundla")
    until(m, "fight_window", 1)
    play(m, "use gloves")
    until(m, "reward")
    play(m, "truth")
    until(m, "turn")
    assert known(m, None, 0, "society") is None


def test_the_gold_scale_does_not_copy_a_secret_bag() -> None:
    """Seed 5: "Goldwaage ... (außer bei Geheimem Koffer)"."""
    m = xm(
        items=[
            ["key", "gold_scale"],
            ["goblet", "secret_bag_key"],
            ["key"],
            ["goblet"],
            ["monocle"],
        ],
        coachman=None,
    )
    ev = play(m, "trade gold_scale Gundla", "accept", "give secret_bag_key")
    assert "gold scale" not in txt(ev).replace("_", " ")
    assert m.decision.kind == "trade_effect" and m.decision.seat == 1  # the bag's own giver


def test_the_advocate_cannot_cancel_his_own_claim() -> None:
    """Seed 4: "Vereitle die Siegverkündung eines Mitspielers"."""
    m = xm(
        items=[["key", "key"], ["key"], ["goblet"], ["goblet"], ["monocle"]],
        profs={0: "advocate"},
        coachman=None,
    )
    play(m, "declare society", "ally Gundla", "done")
    seen = []
    while m.result is None and m.decision.kind == "advocate_window":
        seen.append(m.decision.seat)
        m.play("pass")
    assert 0 not in seen
    assert m.result is not None and set(m.result.winners) == {0, 1}


def test_the_advocate_cancels_a_traitor_claim_too() -> None:
    m = xm(
        items=[["key", "goblet", "key"], ["goblet"], ["key"], ["goblet"], ["monocle"]],
        profs={2: "advocate"},
        socs=["traitor", "order", "order", "brotherhood", "brotherhood"],
        coachman=None,
    )
    play(m, "declare traitor")
    until(m, "advocate_window", 2)
    play(m, "advocate")
    assert m.result is None and m.decision.seat == 1


def test_the_mercenary_may_not_declare_a_coat_of_arms_win() -> None:
    """Seed 4 "Söldner: Darf den Sieg nicht verkünden (außer als Verräter)"; reference §1.5 [A]."""
    m = xm(
        items=[
            ["coat_of_arms", "key", "goblet", "key"],
            ["goblet"],
            ["key"],
            ["goblet"],
            ["monocle"],
        ],
        profs={0: "mercenary"},
        coachman=None,
    )
    assert not any(t.startswith("declare") for t in m.legal_texts())


def test_the_black_pearl_does_not_stop_the_traitor() -> None:
    """Seed "D": "Schwarze Perle: ... (Solo/Verräter ...)"."""
    m = xm(
        items=[
            ["key", "goblet", "key", "black_pearl"],
            ["goblet"],
            ["key"],
            ["goblet"],
            ["monocle"],
        ],
        socs=["traitor", "order", "order", "brotherhood", "brotherhood"],
        coachman=None,
    )
    assert "declare traitor" in m.legal_texts()


def test_pistol_and_mask_both_change_hands_after_a_tie() -> None:
    m = xm(
        items=[
            ["key", "duelling_pistol"],
            ["goblet", "steel_mask"],
            ["key"],
            ["goblet"],
            ["monocle"],
        ],
        coachman=None,
    )
    fight(m, "Gundla")
    play(m, "use duelling_pistol")
    until(m, "fight_window", 1)
    ev = play(m, "use steel_mask")
    ev += until(m, "turn")
    assert "a tie" in count_line(ev)
    assert "steel_mask" in m.view(0)["you"]["items"]
    assert "duelling_pistol" in m.view(1)["you"]["items"]


def test_a_coach_card_won_in_a_fight_wakes_the_cutpurse() -> None:
    """Seed "Beutelschneider": "Bei jedem Kutscherwechsel"; the fight's change: reference §3 [A]."""
    m = xm(
        items=[["key", "dagger", "whip"], ["goblet"], ["key"], ["goblet"], ["monocle"]],
        profs={3: "cutpurse"},
        coachman=1,
    )
    fight(m, "Gundla")
    play(m, "use dagger")
    until(m, "reward")
    play(m, "truth")
    until(m, "cutpurse", 3)
    assert m.view(None)["coachman"] == 0
    assert "cutpurse Marie" in m.legal_texts()


def test_without_coach_to_winner_the_coachman_keeps_the_card() -> None:
    m = tk.new_match(
        "kutschfahrt",
        5,
        seed=1,
        expansion=True,
        start_player=1,
        coach_to_winner=False,
        position={
            "professions": PROFS,
            "seat": 0,
            "items": [["key", "dagger"], ["goblet"], ["key"], ["goblet"], ["monocle"]],
        },
    )
    m.state.events = []
    m.game.check(m.state)
    fight(m, "Gundla")
    play(m, "use dagger")
    until(m, "reward")
    play(m, "truth")
    until(m, "turn")
    assert m.view(None)["coachman"] == 1


def test_sunrise_lies_at_the_bottom_of_the_event_deck() -> None:
    """Reference §3 [A] (option sunrise_last): Sunrise is the last event."""
    for seed in range(5):
        m = tk.new_match("kutschfahrt", 5, seed=seed, expansion=True)
        assert m.state.events[0] == "sunrise" and len(m.state.events) + 1 >= 24
    moved = [
        tk.new_match("kutschfahrt", 5, seed=seed, expansion=True, sunrise_last=False).state.events
        for seed in range(8)
    ]
    assert any(events[0] != "sunrise" for events in moved)


def test_under_the_mysterious_passenger_no_priest_or_hypnotist_is_asked_but_the_doctor_is() -> None:
    """Seed 6 "Mysteriöser Fahrgast": no items or professions *in* the fight; the Doctor acts
    after it ("direkt danach", seed 4), as do the Top Hat, Pocket Watch, Deed and Avenger (the
    kit's reading, rules §doctor)."""
    m = xm(
        profs={1: "priest", 0: "hypnotist", 2: "doctor"},
        in_force="mysterious_passenger",
        coachman=None,
    )
    play(m, "attack Gundla")
    kinds = set()
    for _ in range(30):
        if m.decision.kind == "turn":
            break
        kinds.add(m.decision.kind)
        legal = m.legal_texts()
        m.play("abstain" if "abstain" in legal else "pass")
    assert not kinds & {"priest_window", "hypnosis", "fight_window"}
    assert "doctor_window" in kinds


def test_the_abandoned_warehouse_gives_one_second_trade_not_a_third() -> None:
    m = xm(
        items=[["key", "whip"], ["goblet", "gloves"], ["key"], ["goblet"], ["monocle"]],
        in_force="abandoned_warehouse",
        coachman=None,
    )
    play(m, "trade key Gundla", "accept", "give goblet")
    assert m.decision.kind == "second_trade"
    play(m, "trade whip Sarah", "accept", "give key")
    assert m.decision.kind == "turn" and m.decision.seat == 1


def test_the_fence_may_offer_the_top_card_in_the_warehouses_second_trade() -> None:
    """Seed 4 "Hehler" (permanent: "Beliebig"): whenever he trades he may offer the top card;
    the Abandoned Warehouse's second trade is a trade ("ein zweites Mal getauscht")."""
    m = xm(profs={0: "fence"}, in_force="abandoned_warehouse", coachman=None)
    play(m, "trade key Gundla", "accept", "give goblet")
    assert m.decision.kind == "second_trade"
    assert "fence Sarah" in m.legal_texts()


def test_keep_coat_at_ten_keeps_the_coat() -> None:
    """Reference §2.1 [A] (option keep_coat_at_10): professions are left over at 10."""
    removed = tk.new_match("kutschfahrt", 10, seed=1, expansion=True).view(None)["removed"]
    kept = tk.new_match("kutschfahrt", 10, seed=1, expansion=True, keep_coat_at_10=True)
    assert "coat" in removed and "coat" not in kept.view(None)["removed"]


def test_the_crystal_ball_is_named_in_public_and_the_drawn_card_stays_private() -> None:
    """Seed "B": trade cards (their effect "wirkt für den Geber") are named: "Beide Karten werden
    benannt und die Besonderheiten sofort ausgeführt"; seed 5 lists the Kristallkugel among them,
    and its effect (the giver draws at random from the partner's hand) is done in plain view.
    Only the Broken Mirror's trade stays silent."""
    m = xm(
        items=[["key", "crystal_ball"], ["goblet", "whip"], ["key"], ["goblet"], ["monocle"]],
        coachman=None,
    )
    play(m, "trade crystal_ball Gundla", "accept")
    public = txt(m.log(None)).replace("_", " ")
    assert "crystal ball" in public
    assert [c["value"] for c in known(m, None, 1, "cards")] == ["crystal_ball"]
    drawn = next(i for i in m.view(0)["you"]["items"] if i != "key")
    assert drawn.replace("_", " ") not in txt(m.log(2)).replace("_", " ")


def test_sunrise_at_the_start_of_a_turn_ends_the_game_with_nothing_pending() -> None:
    """Seed 6 "Sonnenaufgang: ... Ist der Verräter dabei, gewinnt er sofort": drawn as the
    coachman's turn begins, the game is over at once; no decision of that turn stays pending."""
    m = xm(coachman=1, events=("sunrise",))
    m.play("pass")
    assert m.is_over and m.decision is None and m.legal_texts() == []
    assert m.result.winning_team == "traitor" and m.result.winners == (4,)
    m.game.check(m.state)
