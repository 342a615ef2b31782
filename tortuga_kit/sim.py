"""Many matches -> tidy statistics, for the comparison notebook and the command line.

Playouts use the games' fast path (state + legal texts + apply, no undo) so thousands of games fit
on Binder's single slow core; they are still exact rules. Nothing here knows a game: results,
lengths and which rules fired (``Event.tag``) come through the protocol.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import Executor
from typing import Any

from .bots import get_bot
from .engine.errors import BadOption
from .engine.game import check_players, resolve_options
from .engine.i18n import translator
from .engine.registry import get_game

_ = translator("kit")

MAX_DECISIONS = 100_000  # a playout that needs more has a bug: fail loudly, never loop forever
MAX_GAMES = 1_000_000


def playout(
    game_name: str,
    players: int,
    seed: int,
    bots: Sequence[str] | None = None,
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Play one whole game with bots (one per seat, cycled) and return what happened."""
    game = get_game(game_name)
    opts = resolve_options(game, dict(options or {}))
    state, _events = game.setup(check_players(game, players), opts, seed, None)
    names = list(bots or ["random"])
    seat_bots = [get_bot(game, names[i % len(names)], seed * 31 + i) for i in range(players)]
    decisions = 0
    first_seat = None
    branching: list[int] = []  # legal actions at each decision
    tags: Counter[str] = Counter()
    to_move, legal_actions, apply, observe = (
        game.to_move,
        game.legal_actions,
        game.apply,
        game.observe,
    )
    while True:
        seat = to_move(state)
        if seat is None:
            break
        bot = seat_bots[seat]
        legal = legal_actions(state)
        branching.append(len(legal))
        if first_seat is None:
            first_seat = seat
        text = bot.choose(observe(state, seat) if bot.observes else None, legal)
        for e in apply(state, text):
            tags[e.tag] += 1
        decisions += 1
        if decisions > MAX_DECISIONS:
            raise RuntimeError(f"{game_name} seed {seed}: no end after {MAX_DECISIONS} decisions")
    result = game.result(state)
    assert result is not None
    winners = set(result.winners)
    best = {result.scores[w] for w in winners} if result.scores else set()
    return {
        "game": game.name,
        "players": players,
        "seed": seed,
        "decisions": decisions,
        "turns": game.turns(state),
        "winners": list(result.winners),
        "winning_team": result.winning_team,
        "scores": list(result.scores),
        "teams": dict(result.teams),
        "reason": result.reason,
        "tags": dict(tags),
        "first_seat": first_seat,
        "bots": [names[i % len(names)] for i in range(players)],
        "branching": round(statistics.fmean(branching), 3) if branching else 0.0,
        "branching_by_tenth": _tenths(branching),
        # a shared win where the game has no teams, or no winner at all
        "tie": not winners or (result.winning_team is None and len(winners) > 1),
        # the winners' score equals a loser's: a tie-break decided (or the game's tie tags)
        "tie_broken": bool(
            winners
            and result.scores
            and any(result.scores[p] in best for p in range(players) if p not in winners)
        )
        or any(tags[t] for t in game.facts.tie_break_tags),
    }


def _tenths(values: list[int]) -> list[float]:
    """The mean of ``values`` over each tenth of the game (by decision index): how the
    branching factor changes from the first decisions to the last."""
    n = len(values)
    if not n:
        return []
    out = []
    for k in range(10):
        part = values[k * n // 10 : (k + 1) * n // 10] or [values[min(k * n // 10, n - 1)]]
        out.append(round(statistics.fmean(part), 3))
    return out


def simulate(
    game_name: str,
    players: int,
    games: int,
    seed: int = 0,
    bots: Sequence[str] | None = None,
    options: dict[str, Any] | None = None,
    executor: Executor | None = None,
) -> dict[str, Any]:
    """Play ``games`` seeded games and summarise win rates, lengths and the rules that fired
    (``executor``: where to play them, as ``compare.play``; the same numbers anywhere)."""
    game = get_game(game_name)
    check_players(game, players)
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise BadOption(
            _(
                "games must be a whole number 1–{most}, not {value}",
                most=MAX_GAMES,
                value=repr(games)[:40],
            )
        )
    for name in bots or ["random"]:
        get_bot(game, name)  # a clear error before any game is played
    start = time.perf_counter()
    if executor is None:
        rows = [playout(game_name, players, seed + i, bots, options) for i in range(games)]
    else:
        from .compare import play

        rows = play(game_name, players, games, seed, bots, options, executor=executor)
    elapsed = time.perf_counter() - start
    wins = Counter(key for r in rows for key in _won(r))
    fired = Counter(tag for r in rows for tag in r["tags"])
    return {
        "game": game.name,
        "players": players,
        "games": games,
        "seed": seed,
        "bots": list(bots or ["random"]),
        "win_rate": {team: wins[team] / games for team in sorted(wins)},
        "games_with": {tag: fired[tag] for tag in sorted(fired)},
        "turns": _summary([r["turns"] for r in rows]),
        "decisions_per_game": _summary([r["decisions"] for r in rows]),
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 1) if elapsed else None,
    }


def _won(row: dict[str, Any]) -> list[str]:
    """Who won a playout, as the win table counts it: the team in a team game, else each
    winning seat ("seat 2"), else "none" (nobody won)."""
    if row["winning_team"]:
        return [row["winning_team"]]
    return [f"seat {w}" for w in row["winners"]] or ["none"]


def _summary(values: list[int]) -> dict[str, float]:
    return {
        "mean": round(statistics.fmean(values), 2),
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
    }
