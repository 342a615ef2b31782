"""The Match API where Tortuga 1667's rules decide the answer (engine/match.py: three
precise ValueError types, errors that name the rule).

The engine's own Match mechanics (signature, actions as values, seats, undo/redo, ``at``,
reprs) are in ``tests/engine/test_match.py``; the contract every game keeps in
``tests/conformance``. Game facts used here cite seed 000: the Captains each place a starting
chest (Aufbau 6), the Jolly Roger's Captain starts (Aufbau 7), only the First Mate may call a
mutiny (So läuft ein Zug ab), the team with more chests wins when the Armada appears (Spielende
und Wertung).
"""

from __future__ import annotations

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
            assert (
                set(entry) == {"text", "rule", "cite", "kind", "tag", "step"}
                and entry["rule"]
                and entry["tag"]
            )


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
