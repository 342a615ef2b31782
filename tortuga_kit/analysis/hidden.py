"""Measure 5, hidden information: how much of the table a player cannot see, and how fast the
secret teams come out.

``hidden_share``: the share of the game's components hidden from the seat that decides. A
*component* is one entry of the game's full record of a position (``game.to_dict``: a card at
a place in a hand, deck or row, a seat's loyalty or society, a counter), every leaf of that
record except the random source's state (``rng``: the future of the dice is no thing on the
table). It is hidden from the mover when it differs in at least one of ``REDRAWS`` worlds the
game's own ``resample_hidden`` draws for that seat (the worlds the seat cannot tell from the
real one). A component whose hidden value comes out the same in every redraw counts as seen,
so the share is a lower bound (a deck of many cards seldom stays in place four times). Read at
every ``STRIDE``-th decision, the mean per match, then over matches (normal 95% interval).

``belief_entropy_tenth`` (Tortuga 1667 and Kutschfahrt, groups ``1``–``10``): the entropy in
bits of each seat's exact belief about the other seats' teams (the bots' beliefs: Tortuga
1667's posterior over the loyalties given every public action, ``tortuga1667.belief``;
Kutschfahrt's share of the society cards still unaccounted for, ``kutschfahrt.belief``),
summed over the other seats, the mean over seats, read at the end of each tenth of the game;
the mean over matches with its interval. It falls as the secret comes out (0: every team known).

Both play ``scale.searches`` matches with the rule-aware bot at every seat: each position costs
``REDRAWS`` + 1 full records, and Tortuga 1667's belief weighs every public action for every
team (the bot's exact policy), far more than a playout; 200 matches give intervals of a few
points, enough to rank the games.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping
from concurrent.futures import Executor
from typing import Any

from ..compare import _stat, mean_interval
from ..engine.registry import get_game
from ..engine.rng import Rng
from ..games.kutschfahrt.belief import society_belief
from ..games.tortuga1667 import belief as tortuga_belief
from ..games.tortuga1667.hidden import Observation as TortugaObservation
from ..sim import Progress, Row, moves
from . import Scale
from .traces import batches, rule_bot, run

#: Worlds drawn per position to find what the mover cannot see.
REDRAWS = 4
#: Every how many decisions the hidden share is read.
STRIDE = 10

Task = tuple[str, int, list[int], list[str]]


def leaves(record: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """Every leaf of a JSON record as (path, value).

    >>> list(leaves({"a": [1, {"b": 2}], "c": 3}))
    [('/a/0', 1), ('/a/1/b', 2), ('/c', 3)]
    """
    if isinstance(record, dict):
        for k, v in record.items():
            yield from leaves(v, f"{path}/{k}")
    elif isinstance(record, list):
        for i, v in enumerate(record):
            yield from leaves(v, f"{path}/{i}")
    else:
        yield path, record


def components(game: Any, state: Any) -> dict[str, Any]:
    """The position's components (module docstring): its record's leaves, ``rng`` left out."""
    record = game.to_dict(state)
    record.pop("rng", None)
    return dict(leaves(record))


def hidden_share(game: Any, state: Any, seat: int) -> float:
    """The share of components that differ in some of ``REDRAWS`` worlds ``seat`` imagines."""
    real = components(game, state)
    hidden: set[str] = set()
    missing = object()
    for k in range(REDRAWS):
        world = components(game, game.resample_hidden(state, seat, Rng(k + 1)))
        hidden |= {p for p, v in real.items() if world.get(p, missing) != v}
    return len(hidden) / len(real) if real else 0.0


def entropy(belief: Mapping[int, Mapping[str, float]], seat: int) -> float:
    """Bits of uncertainty in ``seat``'s belief about the others, summed over them.

    >>> entropy({0: {"a": 1.0}, 1: {"a": 0.5, "b": 0.5}, 2: {"b": 1.0}}, 0)
    1.0
    """
    return sum(
        -p * math.log2(p) for t, dist in belief.items() if t != seat for p in dist.values() if p > 0
    )


class _Kutschfahrt:
    """Each seat's belief: its share of the society cards still unaccounted for (read from
    its observation: no memory needed)."""

    def now(self, game: Any, state: Any) -> list[float]:
        n = len(game.names(state))
        return [entropy(society_belief(game.observe(state, s)), s) for s in range(n)]

    def saw(self, game: Any, state: Any, seat: int, legal: list[str], text: str) -> None:
        """Nothing to gather: the observation holds everything the belief needs."""


class _Tortuga:
    """Each seat's posterior, with the evidence of the public actions gathered as they happen
    (``tortuga1667.belief.belief`` replays them all for every question: the same numbers, once
    per action instead of once per action and question)."""

    def __init__(self) -> None:
        self.evidence: dict[int, dict[str, float]] = {}

    def now(self, game: Any, state: Any) -> list[float]:
        return [
            entropy(tortuga_belief.known_and_believed(state, s, self.evidence), s)
            for s in range(state.n)
        ]

    def saw(self, game: Any, state: Any, seat: int, legal: list[str], text: str) -> None:
        """Weigh ``seat`` playing ``text`` (a public action only) for each team."""
        d = game.decision(state)
        if d is not None and not d.secret:
            o = TortugaObservation(state, seat)
            mine = self.evidence.setdefault(seat, {})
            for team in tortuga_belief.TEAMS:
                p = tortuga_belief.likelihood(o, legal, text, team)
                mine[team] = mine.get(team, 0.0) + math.log(p)


Tracker = _Kutschfahrt | _Tortuga


def _tracker(game: str) -> Tracker | None:
    """The belief of a game with hidden teams; ``None`` elsewhere."""
    if game == "tortuga1667":
        return _Tortuga()
    if game == "kutschfahrt":
        return _Kutschfahrt()
    return None


def tenths(values: list[float]) -> list[float]:
    """The value at the end of each tenth of a game's positions.

    >>> tenths([float(i) for i in range(21)])
    [2.0, 4.0, 6.0, 8.0, 10.0, 12.0, 14.0, 16.0, 18.0, 20.0]
    """
    last = len(values) - 1
    return [values[(k + 1) * last // 10] for k in range(10)]


def trace(game_name: str, players: int, seed: int, bots: list[str]) -> Row:
    """One match: the hidden share at every ``STRIDE``-th decision, and per tenth the seats'
    mean entropy (read before each decision and once at the end)."""
    game = get_game(game_name)
    track = _tracker(game_name)
    shares: list[float] = []
    entropies: list[float] = []
    state: Any = None
    for i, (state, seat, legal, text) in enumerate(moves(game_name, players, seed, bots)):
        if i % STRIDE == 0:
            shares.append(hidden_share(game, state, seat))
        if track is not None:
            each = track.now(game, state)
            entropies.append(sum(each) / len(each))
            track.saw(game, state, seat, legal, text)
    if track is None:
        return {"seed": seed, "shares": shares, "entropy": None}
    each = track.now(game, state)
    entropies.append(sum(each) / len(each))
    return {"seed": seed, "shares": shares, "entropy": tenths(entropies)}


def _chunk(task: Task) -> list[Row]:
    game, players, seeds, bots = task
    return [trace(game, players, s, bots) for s in seeds]


def measure(
    game: str, players: int, scale: Scale, executor: Executor | None, progress: Progress
) -> list[Row]:
    """``hidden_share`` and, in the games with secret teams, ``belief_entropy_tenth``."""
    bots = [rule_bot(game)] * players
    first, count = scale.seed, scale.searches
    tasks: list[Task] = [(game, players, seeds, bots) for seeds in batches(first, count)]
    ts = run(_chunk, tasks, executor, progress)
    shares = [sum(t["shares"]) / len(t["shares"]) for t in ts if t["shares"]]
    m, lo, hi = mean_interval(shares)
    out = [_stat(game, players, bots[0], "hidden_share", "", m, lo, hi, len(shares))]
    curves = [t["entropy"] for t in ts if t["entropy"] is not None]
    for k in range(10 if curves else 0):
        m, lo, hi = mean_interval([c[k] for c in curves])
        lo = max(0.0, lo)  # bits are never negative, whatever the normal interval says
        out.append(
            _stat(
                game, players, bots[0], "belief_entropy_tenth", str(k + 1), m, lo, hi, len(curves)
            )
        )
    return out
