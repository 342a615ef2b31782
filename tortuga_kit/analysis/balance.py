"""Measure 7, balance: does where you sit, or which team you are dealt, decide who wins?

From ``traces`` (the rule-aware bot at every seat, so that a seat's rate shows the seat, not a
weaker bot):

- ``seat_balance``: Ludii's balance, 1 − the largest gap between two seats' win rates (1: every seat
  wins equally often), with a 95% percentile-bootstrap interval over matches (``BOOTSTRAP``
  resamples drawn from ``scale.seed``);
- ``first_player``: how often the seat that moved first won (Wilson interval), with ``chance``,
  a seat's mean win rate: what it would win with no advantage;
- in a team game (one whose matches have a winning team), at every player count the game
  allows: ``win_team`` per team (Wilson intervals) and ``team_balance``, 1 − the largest gap
  between two teams' win rates (bootstrap interval). The teams are those a result counts
  (``Result.teams``: the British and French, the Order and the Brotherhood); a win of another
  kind (Tortuga 1667's Dutch seat at a tie, a Kutschfahrt claim of the coat of arms) and no
  winner at all get a ``win_team`` row of their own but are no team of the gap (a count whose
  matches no team won, as in a run of a few matches, has no ``team_balance`` row).
  The default count plays ``scale.matches`` matches, every other count ``OTHER_COUNTS`` of
  them: a tenth still shows a team favoured by fifteen points (half-width about 7 points at
  200 matches) and keeps the run short.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from concurrent.futures import Executor

from ..compare import _stat, wilson
from ..engine.registry import get_game
from ..sim import Progress, Row
from . import Scale
from .traces import rule_bot, traces

#: Bootstrap resamples for the intervals of a largest gap.
BOOTSTRAP = 400
#: The share of ``scale.matches`` played at a team game's other player counts.
OTHER_COUNTS = 0.1


def largest_gap(outcomes: Sequence[Sequence[str]], labels: Sequence[str]) -> float:
    """The largest difference between two labels' win rates over ``outcomes`` (each the labels
    that won one match).

    >>> largest_gap([["a"], ["a"], ["b"], ["a", "b"]], ["a", "b", "c"])
    0.75
    """
    n = len(outcomes)
    rates = [sum(label in won for won in outcomes) / n for label in labels]
    return max(rates) - min(rates)


def balance_row(
    game: str, players: int, measure: str, outcomes: Sequence[Sequence[str]],
    labels: Sequence[str], seed: int,
) -> Row:  # fmt: skip
    """1 − ``largest_gap``, with a percentile-bootstrap interval resampling whole matches."""
    rng = random.Random(seed)
    value = 1 - largest_gap(outcomes, labels)
    found = sorted(
        1 - largest_gap(rng.choices(outcomes, k=len(outcomes)), labels) for _ in range(BOOTSTRAP)
    )
    lo, hi = found[int(0.025 * (BOOTSTRAP - 1))], found[int(0.975 * (BOOTSTRAP - 1))]
    return _stat(game, players, rule_bot(game), measure, "", value, lo, hi, len(outcomes))


def measure(
    game: str, players: int, scale: Scale, executor: Executor | None, progress: Progress
) -> list[Row]:
    """``seat_balance``, ``first_player``, and per count ``win_team`` and ``team_balance``."""
    ts = traces(game, players, scale, executor, progress)
    bots = rule_bot(game)
    seats = [f"seat {p}" for p in range(players)]
    won = [[f"seat {w}" for w in t["winners"]] for t in ts]
    out = [balance_row(game, players, "seat_balance", won, seats, scale.seed)]
    n = len(ts)
    first = sum(t["first_seat"] in t["winners"] for t in ts)
    chance = sum(len(t["winners"]) for t in ts) / (n * players)
    lo, hi = wilson(first, n)
    out.append(
        _stat(game, players, bots, "first_player", "first to move", first / n, lo, hi, n, chance)
    )
    if any(t["winning_team"] for t in ts):
        for count in get_game(game).players:
            many = scale.matches if count == players else max(1, int(scale.matches * OTHER_COUNTS))
            out += teams(game, count, traces(game, count, scale, executor, progress, many), scale)
    return out


def teams(game: str, players: int, ts: Sequence[Row], scale: Scale) -> list[Row]:
    """``win_team`` per team and ``team_balance`` at one player count."""
    won = [[t["winning_team"] or "none"] for t in ts]
    teams_ = sorted({team for t in ts for team in t["teams"]})  # the teams a result counts
    others = sorted({w[0] for w in won} - set(teams_) - {"none"})  # solo wins
    bots = rule_bot(game)
    out = []
    for team in teams_ + others + (["none"] if ["none"] in won else []):
        k = sum(w[0] == team for w in won)
        lo, hi = wilson(k, len(ts))
        out.append(_stat(game, players, bots, "win_team", team, k / len(ts), lo, hi, len(ts)))
    if teams_:  # no team won a match at this count (a tiny run): no gap to measure
        out.append(balance_row(game, players, "team_balance", won, teams_, scale.seed))
    return out
