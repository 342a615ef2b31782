"""The Match API as notebooks, bots and widgets use it (ARCHITECTURE.md "The Match"; STYLE.md:
python-chess-style value objects, three precise ValueError types, predicates as questions).

Game facts used here cite seed 000: the Captains each place a starting chest (Aufbau 6), the
Jolly Roger's Captain starts (Aufbau 7), only the First Mate may call a mutiny (So läuft ein Zug
ab), the team with more chests wins when the Armada appears (Spielende und Wertung).
"""

from __future__ import annotations

import inspect
import json

import pytest
from strategies import GAME_NAME, chooser, random_match

import tortuga_kit as tk
from tortuga_kit.engine import BadOption, IllegalAction
from tortuga_kit.games.tortuga1667 import rulerefs as R
from tortuga_kit.games.tortuga1667.state import FD, JR


def one_line(exc: BaseException) -> str:
    text = str(exc)
    assert text and "\n" not in text, f"not a one-line message: {text!r}"
    return text


# ---------------------------------------------------------------------------- new_match
def test_new_match_signature() -> None:
    """new_match(game, players, seed=0, *, position=None, **options): options are keywords."""
    sig = inspect.signature(tk.new_match)
    params = sig.parameters
    assert list(params) == ["game", "players", "seed", "position", "options"]
    assert params["seed"].default == 0
    assert params["position"].kind is inspect.Parameter.KEYWORD_ONLY
    assert params["position"].default is None
    assert params["options"].kind is inspect.Parameter.VAR_KEYWORD
    assert GAME_NAME in tk.available_games()


def test_new_match_arguments_reach_the_match() -> None:
    m = tk.new_match(GAME_NAME, 5, 7, open_loyalty=True)
    assert (m.players, m.seed) == (5, 7)
    assert m.options["open_loyalty"] is True and m.view()["options"]["open_loyalty"] is True
    assert tk.new_match(GAME_NAME, 5).digest() == tk.new_match(GAME_NAME, 5, seed=0).digest()
    assert tk.new_match(GAME_NAME, 5, "abc").digest() == tk.new_match(GAME_NAME, 5, "abc").digest()
    assert len({tk.new_match(GAME_NAME, 5, s).digest() for s in (0, 1, "abc")}) == 3
    with pytest.raises(TypeError):
        tk.new_match(GAME_NAME, 5, 7, {})  # position is keyword-only


@pytest.mark.parametrize(
    ("kwargs", "named"),
    [
        ({"game": "chess"}, ["chess", GAME_NAME]),
        ({"players": 1}, ["2–9", "1"]),
        ({"players": 10}, ["2–9", "10"]),
        ({"players": 0}, ["0"]),
        ({"players": "5"}, ["players", "'5'"]),
        ({"players": 5.0}, ["players", "5.0"]),
        ({"players": True}, ["players", "True"]),
        ({"players": None}, ["players", "None"]),
        ({"kraken": 1}, ["kraken", "open_loyalty"]),
        ({"open_loyalty": "yes"}, ["open_loyalty", "'yes'"]),
        ({"n_star_cards": 9}, ["n_star_cards", "9"]),
        ({"star_cards": ["kraken"]}, ["star_cards", "kraken"]),
        ({"star_cards": ["facade"]}, ["facade", "unverified_cards"]),
        ({"chaos": True}, ["chaos", "unverified_cards"]),
        ({"n_star_cards": 5, "star_cards": "random"}, ["n_star_cards", "unverified_cards"]),
        ({"names": ["Long John", "B", "C", "D", "E"]}, ["names"]),
        ({"names": ["Anne", "Bart"]}, ["names", "2"]),
        ({"names": ["a", "A", "b", "c", "d"]}, ["names"]),
        ({"remove_blind": -1}, ["remove_blind", "-1"]),
        ({"turn_limit": 0}, ["turn_limit", "0"]),
        ({"atlantis_window": "never"}, ["atlantis_window", "'never'"]),
    ],
)
def test_bad_options_are_one_line_bad_option_errors_naming_the_problem(
    kwargs: dict, named: list[str]
) -> None:
    args = {"game": GAME_NAME, "players": 5, **kwargs}
    with pytest.raises(BadOption) as info:
        tk.new_match(args.pop("game"), args.pop("players"), **args)
    exc = info.value
    assert isinstance(exc, ValueError) and exc.code == "bad_option"
    text = one_line(exc)
    for word in named:
        assert word in text, f"{word!r} not named in {text!r}"


@pytest.mark.parametrize("seed", [None, [1], float("nan")])
def test_a_seed_that_is_not_a_number_or_text_is_a_bad_option(seed: object) -> None:
    """The seed is an int or a str (engine/rng.py seed_state); anything else must be refused
    with the kit's BadOption, like any other bad argument, not a TypeError from deep inside."""
    with pytest.raises(BadOption) as info:
        tk.new_match(GAME_NAME, 4, seed)  # type: ignore[arg-type]
    assert "seed" in one_line(info.value)


@pytest.mark.parametrize(
    "position",
    [
        {"lines": {"fd": 5}},
        {"row": 5},
        {"destroyed": []},
        {"known": {"Anne": {"x": "pistol"}}},
        {"event_deck": [[]]},
        {"vote_deck": [True]},
        {"kraken": 1},
        [],
    ],
)
def test_an_impossible_position_is_a_one_line_bad_option(position: object) -> None:
    """engine/errors.py: BadOption covers 'an impossible position' too, whatever its shape."""
    with pytest.raises(BadOption) as info:
        tk.new_match(GAME_NAME, 4, 1, position=position)  # type: ignore[arg-type]
    assert "position" in one_line(info.value)


def test_an_unhashable_option_value_is_a_bad_option() -> None:
    with pytest.raises(BadOption) as info:
        tk.new_match(GAME_NAME, 4, 1, fountain_protects=[["maroon"]])
    assert "fountain_protects" in one_line(info.value)


# ---------------------------------------------------------------------------- decisions
def test_first_decisions_follow_the_setup() -> None:
    """seed 000 · Aufbau 6: each Captain puts a chest in a hold of their ship; Aufbau 7: then
    the Jolly Roger's Captain takes the first turn."""
    m = tk.new_match(GAME_NAME, 5, seed=7)
    captains = {m.state.lines[FD][0], m.state.lines[JR][0]}
    asked = []
    while m.decision.kind == "hold":
        d = m.decision
        assert d.seat == m.to_move and d.prompt and d.rule == R.START_CHESTS
        assert [str(a) for a in m.legal_actions()] == ["hold british", "hold french"]
        assert all(a.seat == d.seat for a in m.legal_actions())
        asked.append(d.seat)
        m.play("hold british")
    assert set(asked) == captains and len(asked) == 2
    assert m.decision.kind == "turn" and m.to_move == m.state.lines[JR][0]
    assert str(m.decision) == f"turn: {m.decision.prompt}"


def test_a_finished_match_has_no_decision_and_refuses_play() -> None:
    m = random_match(5, 3, {}, "uniform")
    assert m.is_over and m.decision is None and m.to_move is None
    assert m.legal_actions() == []
    with pytest.raises(IllegalAction) as info:
        m.play("attack")
    assert info.value.code == "game_over"
    one_line(info.value)


# ---------------------------------------------------------------------------- actions
def test_action_str_repr_equality_and_label() -> None:
    m = tk.new_match(GAME_NAME, 4, seed=2, quick_start=True)
    for a in m.legal_actions():
        assert str(a) == a.text
        assert repr(a) == f"Action({a.seat}, {a.text!r})"
        assert eval(repr(a), {"Action": tk.Action}) == a  # noqa: S307 - the repr contract
        assert hash(eval(repr(a), {"Action": tk.Action})) == hash(a)
        assert isinstance(a.label, str) and a.label
        with pytest.raises(AttributeError):
            a.text = "attack"  # type: ignore[misc]
    attack = next(a for a in m.legal_actions() if a.text == "attack")
    assert attack.label != "attack" and "attack" in attack.label.lower()
    assert tk.Action(0, "x", "one label") == tk.Action(0, "x", "another")


def test_play_accepts_text_and_action_alike() -> None:
    a = tk.new_match(GAME_NAME, 6, seed=5)
    b = tk.new_match(GAME_NAME, 6, seed=5)
    for _ in range(40):
        if a.is_over:
            break
        action = a.legal_actions()[-1]
        events = a.play(action)
        assert isinstance(events, list) and all(isinstance(e, tk.Event) for e in events)
        b.play(action.text)
        assert a.digest() == b.digest()
    assert a.history == b.history


def test_play_checks_the_seat() -> None:
    m = tk.new_match(GAME_NAME, 4, seed=1)
    names = m.view()["names"]
    seat = m.to_move
    wrong = (seat + 1) % 4
    before = m.to_json()
    for args in (("hold british", wrong), (tk.Action(wrong, "hold british"), None)):
        with pytest.raises(IllegalAction) as info:
            m.play(*args)
        assert info.value.code == "not_your_turn"
        text = one_line(info.value)
        assert names[seat] in text and names[wrong] in text
        assert m.to_json() == before
    m.play("hold british", seat=seat)
    assert m.history[-1] == tk.Action(seat, "hold british")


@pytest.mark.parametrize("seat", ["0", 0.5, [0]])
def test_a_seat_that_is_not_a_whole_number_is_a_kit_error(seat: object) -> None:
    """A widget passing a seat of the wrong type gets the kit's error, not a TypeError."""
    m = tk.new_match(GAME_NAME, 4, seed=1)
    before = m.to_json()
    with pytest.raises((IllegalAction, BadOption)):
        m.play("hold british", seat=seat)  # type: ignore[arg-type]
    assert m.to_json() == before


def test_text_is_case_insensitive_and_whitespace_normalised() -> None:
    m = tk.new_match(GAME_NAME, 4, seed=1, quick_start=True)
    maroon = next(a.text for a in m.legal_actions() if a.text.startswith("maroon "))
    m2 = tk.new_match(GAME_NAME, 4, seed=1, quick_start=True)
    m.play(maroon)
    m2.play("  " + maroon.upper().replace(" ", " \t  ") + "\n")
    assert m2.history == m.history and m2.history[-1].text == maroon
    assert m2.digest() == m.digest()
    m3 = tk.new_match(GAME_NAME, 4, seed=1, quick_start=True)
    m3.play(tk.Action(m3.to_move, maroon.swapcase()))
    assert m3.history[-1].text == maroon


def test_illegal_action_is_a_value_error_with_code_and_rule() -> None:
    """seed 000 · So läuft ein Zug ab: only the First Mate may call a mutiny, so the Captain
    who is to move gets 'not_your_role' citing the mutiny rule, and nothing changes."""
    m = tk.new_match(GAME_NAME, 5, seed=7, quick_start=True)
    captain = m.state.lines[JR][0]
    assert m.to_move == captain
    before = m.to_json()
    with pytest.raises(IllegalAction) as info:
        m.play("mutiny")
    exc = info.value
    assert isinstance(exc, ValueError) and isinstance(exc, tk.IllegalAction)
    assert exc.code == "not_your_role" and exc.rule == R.MUTINY
    text = one_line(exc)
    assert "First Mate" in text and m.view()["names"][captain] in text
    assert m.to_json() == before
    for bad, code in (
        ("sail to the moon", "malformed"),
        ("", "malformed"),
        (42, "malformed"),
        (None, "malformed"),
    ):
        with pytest.raises(IllegalAction) as info:
            m.play(bad)  # type: ignore[arg-type]
        assert info.value.code == code, (bad, info.value.code)
        one_line(info.value)
        assert m.to_json() == before


# ---------------------------------------------------------------------------- undo / redo
def test_undo_redo_semantics() -> None:
    m = tk.new_match(GAME_NAME, 4, seed=9)
    assert not m.can_undo and not m.can_redo
    with pytest.raises(IllegalAction) as info:
        m.undo()
    assert info.value.code == "nothing_to_undo"
    with pytest.raises(IllegalAction) as info:
        m.redo()
    assert info.value.code == "nothing_to_redo"
    start = m.digest()
    first = m.legal_actions()[0]
    m.play(first)
    after_first = (m.digest(), len(m.events))
    second = m.legal_actions()[1]
    m.play(second)
    assert m.undo() == second and m.undo() == first
    assert m.digest() == start and m.history == () and m.can_redo
    assert m.redo() == first
    assert (m.digest(), len(m.events)) == after_first
    assert m.can_redo and m.redo() == second and not m.can_redo
    m.undo()
    other = next(a for a in m.legal_actions() if a != second)
    m.play(other)
    assert not m.can_redo, "a new play must clear the redo list"
    with pytest.raises(IllegalAction):
        m.redo()


def test_undo_after_the_end_reopens_the_match() -> None:
    m = random_match(4, 21, {}, "uniform")
    assert m.is_over
    last = m.undo()
    assert not m.is_over and m.result is None and m.to_move == last.seat
    m.redo()
    assert m.is_over


def test_history_and_at() -> None:
    m = tk.new_match(GAME_NAME, 5, seed=4)
    digests, event_counts = [m.digest()], [len(m.events)]
    for _ in range(30):
        d = m.decision
        a = m.legal_actions()[0]
        m.play(a)
        assert m.history[-1].seat == d.seat and m.history[-1].text == a.text
        digests.append(m.digest())
        event_counts.append(len(m.events))
    assert isinstance(m.history, tuple) and len(m.history) == 30
    for k in (0, 1, 17, 30):
        old = m.at(k)
        assert old.digest() == digests[k] and len(old.history) == k
        assert len(old.events) == event_counts[k] and old.history == m.history[:k]
    copy = m.at(10)
    copy.play(copy.legal_actions()[-1])
    copy.undo()
    copy.undo()
    assert m.digest() == digests[30] and len(m.history) == 30, "a copy changed the original"
    assert m.copy().digest() == m.digest()
    for bad in (-1, 31):
        with pytest.raises(BadOption):
            m.at(bad)


# ---------------------------------------------------------------------------- events and end
@pytest.mark.parametrize(
    "options",
    [{}, {"chaos": True, "unverified_cards": True}, {"quick_start": True, "turn_limit": 12}],
)
def test_events_and_decisions_carry_a_rule_reference(options: dict) -> None:
    for seed in range(3):
        m = tk.new_match(GAME_NAME, 5 + seed, seed, **options)
        pick = chooser("verb", seed, 5 + seed)
        while not m.is_over:
            assert m.decision.rule, m.decision
            m.play(pick(m.state, [a.text for a in m.legal_actions()]))
        for e in m.events:
            assert e.rule and e.text and "\n" not in e.text, e
        for entry in m.log():
            assert set(entry) == {"text", "rule", "kind", "tag"} and entry["rule"] and entry["tag"]


@pytest.mark.parametrize("players", range(2, 10))
def test_result_names_the_winning_team_by_the_rules(players: int) -> None:
    """seed 000 · Spielende und Wertung: the team with more chests wins, whatever their pawns'
    places; a tie goes to the Dutch player with an odd count (FAQ Gleichstand)."""
    for seed in range(6):
        m = random_match(players, seed, {}, "verb")
        r = m.result
        assert m.is_over and r is not None and r.reason
        s = m.state
        assert r.teams == s.team_totals()
        assert r.winners == tuple(p for p in range(players) if s.loyalty[p] == r.winning_team)
        if r.winning_team in ("british", "french"):
            loser = "french" if r.winning_team == "british" else "british"
            assert r.teams[r.winning_team] > r.teams[loser]
        else:
            assert r.winning_team == "dutch" and players % 2 == 1
            assert r.teams["british"] == r.teams["french"] and len(r.winners) == 1
        json.dumps(r.to_dict())
        assert m.view()["result"] == r.to_dict()


def test_turn_limit_ends_without_winner() -> None:
    m = random_match(4, 2, {"turn_limit": 3}, "stall")
    assert m.is_over and m.result.winners == () and m.result.winning_team is None


# ---------------------------------------------------------------------------- display
def test_reprs_have_no_memory_address() -> None:
    """Notebook outputs are compared by nbval (TOOLCHAIN.md §2): no 0x... addresses."""
    m = tk.new_match(GAME_NAME, 5, seed=7)
    text = repr(m)
    assert "0x" not in text and " at " not in text
    for part in (GAME_NAME, "players=5", "seed=7", "step=0", f"seat {m.to_move}"):
        assert part in text, text
    done = random_match(5, 7, {}, "uniform")
    assert "over" in repr(done) and "0x" not in repr(done)
    for obj in (m.decision, m.events[0], done.result, m.legal_actions()[0], m.view(), m.view(0)):
        assert "0x" not in repr(obj), repr(obj)[:200]


@pytest.mark.parametrize("seat", [-1, 5, 99, "0", True, 1.0])
def test_view_and_log_refuse_a_bad_seat(seat: object) -> None:
    m = tk.new_match(GAME_NAME, 5, seed=7)
    for call in (m.view, m.log):
        with pytest.raises(BadOption) as info:
            call(seat)  # type: ignore[arg-type]
        one_line(info.value)
