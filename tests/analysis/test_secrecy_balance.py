"""The cost of secrecy (measure 6) and balance (measure 7)."""

from __future__ import annotations

from tortuga_kit.analysis import Scale, balance, secrecy, traces
from tortuga_kit.bots import bots_for
from tortuga_kit.engine.game import resolve_options
from tortuga_kit.engine.knowledge import Knowledge
from tortuga_kit.engine.registry import available_games, get_game
from tortuga_kit.engine.rng import Rng


def test_the_all_knowing_seat_is_no_bot_of_the_kit() -> None:
    """No registered bot can be the cheating one (the conformance suite's differential test
    covers every registered bot): it is built by the measure alone."""
    for game in available_games():
        assert all(getattr(f, "__name__", "") != "AllKnowing" for f in bots_for(game).values())


def test_all_knowing_worlds_are_the_real_state_and_own_worlds_are_not() -> None:
    g = get_game("tortuga1667")
    state, _ = g.setup(6, resolve_options(g, {}), 9, None)
    seat = g.to_move(state)
    real = g.to_dict(state)
    told = secrecy.AllKnowing(g, state, seat)
    assert g.to_dict(told.sample(Rng(1))) == real and g.to_dict(told.world) == real
    own = Knowledge(g, state, seat)
    assert g.to_dict(own.sample(Rng(1)))["loyalty"] != real["loyalty"] or any(
        g.to_dict(own.sample(Rng(k)))["loyalty"] != real["loyalty"] for k in range(2, 6)
    )
    assert g.to_dict(state) == real  # the real state is untouched


def test_the_cost_is_the_difference_of_the_two_win_shares() -> None:
    rows = {
        r["measure"]: r
        for r in secrecy.measure("gourmet", 4, Scale(searches=3), None, lambda d, t: None)
    }
    cost = rows["secrecy_cost"]
    assert cost["value"] == round(rows["win_told"]["value"] - rows["win_own"]["value"], 4)
    assert -1 <= cost["low"] <= cost["value"] <= cost["high"] <= 1 and cost["n"] == 3


def test_largest_gap_by_hand() -> None:
    outcomes = [["a"], ["a"], ["b"], ["a", "b"]]
    assert balance.largest_gap(outcomes, ["a", "b"]) == 0.25
    assert balance.largest_gap(outcomes, ["a", "b", "c"]) == 0.75


def test_balance_rows_and_every_team_count() -> None:
    scale = Scale(matches=10, seed=1)
    traces.forget()
    rows = balance.measure("tortuga1667", 6, scale, None, lambda d, t: None)
    for r in rows:
        assert r["low"] <= r["value"] <= r["high"], r
    counts = {r["players"] for r in rows if r["measure"] == "team_balance"}
    assert counts == set(get_game("tortuga1667").players)
    six = [r for r in rows if r["measure"] == "win_team" and r["players"] == 6]
    assert round(sum(r["value"] for r in six), 3) == 1.0  # every match won by one team
    rate = {r["group"]: r["value"] for r in six}
    gap = next(r for r in rows if r["measure"] == "team_balance" and r["players"] == 6)
    assert gap["value"] == round(1 - abs(rate["british"] - rate["french"]), 4)
    first = next(r for r in rows if r["measure"] == "first_player")
    assert 0 < first["chance"] < 1
    # a game without teams: no team rows
    plain = balance.measure("gourmet", 4, scale, None, lambda d, t: None)
    assert {r["measure"] for r in plain} == {"seat_balance", "first_player"}


def test_a_count_no_team_won_has_no_gap_and_no_error() -> None:
    """A tiny run plays one match at a team game's other counts (``OTHER_COUNTS``); when
    nobody won it (Kutschfahrt's turn cap), no team is counted: a ``win_team`` row for
    "none" and no ``team_balance`` (the gap of no teams was ``max()`` of nothing)."""
    unwon = [{"winning_team": None, "teams": [], "winners": []}]
    rows = balance.teams("kutschfahrt", 4, unwon, Scale(matches=4, seed=11))
    assert [(r["measure"], r["group"], r["value"]) for r in rows] == [("win_team", "none", 1.0)]
