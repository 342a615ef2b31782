"""When it is decided (measure 3): the pieces on hand-built leads where the answer is known,
and the measure's rows on a few real matches (12 per game: cheap, and enough to check shapes,
intervals and determinism)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tortuga_kit.analysis import Scale, decided, traces
from tortuga_kit.sim import playout


def brute_decided_at(ahead: list[bool]) -> float:
    """The definition, read literally: the first position from which the winner is ahead at
    every later one, as a share of the decisions."""
    last = len(ahead) - 1
    for k in range(last + 1):
        if all(ahead[k:]):
            return k / last if last else 0.0
    return 1.0


@given(st.lists(st.booleans(), min_size=1, max_size=30))
def test_decided_at_is_the_first_position_ahead_for_good(ahead: list[bool]) -> None:
    ahead = [*ahead, True]  # the finished game: the winner is ahead
    assert traces.decided_at(ahead) == brute_decided_at(ahead)


def test_a_toy_sequence_of_leads() -> None:
    # seat 0 leads, a tie, seat 1 leads, back to seat 0 (who wins) for the last three positions
    values = [[0.6, 0.4], [0.5, 0.5], [0.3, 0.7], [0.8, 0.2], [0.9, 0.1], [1.0, 0.0]]
    side = traces.sides(values)
    assert side == [0, 1]
    leader = traces.leaders(values, side)
    assert leader == [0, None, 1, 0, 0, 0]
    assert traces.lead_changes(leader) == [2, 3]
    ahead = [traces.winner_ahead(v, [0]) for v in values]
    assert traces.decided_at(ahead) == 3 / 5


def test_a_team_is_one_side_and_a_tie_of_teams_has_no_leader() -> None:
    values = [[0.7, 0.3, 0.7, 0.3], [0.5, 0.5, 0.5, 0.5], [0.2, 0.8, 0.2, 0.8]]
    side = traces.sides(values)
    assert side == [0, 1, 0, 1]
    assert traces.leaders(values, side) == [0, None, 1]
    assert traces.winner_ahead(values[2], [1, 3]) and not traces.winner_ahead(values[1], [1, 3])


def test_a_trace_is_playouts_game() -> None:
    """``sim.moves`` seats the bots ``playout`` seats: the same decisions and the same winners."""
    for game, n, bot in (("cartagena", 4, "runner"), ("tortuga1667", 6, "loyal")):
        t = traces.trace(game, n, 7, [bot] * n)
        p = playout(game, n, 7, [bot] * n)
        assert (t["decisions"], t["winners"], t["turns"]) == (
            p["decisions"],
            p["winners"],
            p["turns"],
        )


def test_the_rows_keep_their_intervals_and_repeat() -> None:
    scale = Scale(matches=12, seed=3)
    for game, n in (("gourmet", 4), ("kutschfahrt", 5)):
        rows = decided.measure(game, n, scale, None, lambda d, t: None)
        assert {r["measure"] for r in rows} == {"decided_at", "lead_changes"}
        for r in rows:
            assert r["low"] <= r["value"] <= r["high"] and r["n"] <= 12
        traces.forget()
        assert decided.measure(game, n, scale, None, lambda d, t: None) == rows
    # Kutschfahrt's heuristic is even until a claim: decided at the very end, no lead change
    by = {r["measure"]: r for r in rows}
    assert by["decided_at"]["value"] == 1.0 and by["lead_changes"]["value"] == 0.0
