"""Many matches -> tidy statistics, for the comparison notebook and the command line.

Playouts use the games' fast path (state + legal texts + apply, no snapshots) so thousands of
games fit on Binder's single slow core; they are still exact rules, just without undo.
"""

from __future__ import annotations

import statistics
import time
from collections import Counter
from typing import Any

from .bots import get_bot
from .engine.game import check_players, resolve_options
from .engine.match import get_game

MAX_DECISIONS = 100_000  # a playout that needs more has a bug: fail loudly, never loop forever


def playout(
    game_name: str,
    players: int,
    seed: int,
    bots: list[str] | None = None,
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Play one whole game with bots and return what happened (no history kept)."""
    game = get_game(game_name)
    opts = resolve_options(game, dict(options or {}))
    state, _ = game.setup(check_players(game, players), opts, seed, None)
    names = bots or ["random"]
    seat_bots = [get_bot(names[i % len(names)], seed * 31 + i) for i in range(players)]
    decisions = 0
    while True:
        seat = game.to_move(state)
        if seat is None:
            break
        legal = game.legal_actions(state)
        game.apply(state, seat_bots[seat].choose(state, seat, legal))
        decisions += 1
        if decisions > MAX_DECISIONS:
            raise RuntimeError(f"{game_name} seed {seed}: no end after {MAX_DECISIONS} decisions")
    result = game.result(state)
    assert result is not None
    return {
        "seed": seed,
        "decisions": decisions,
        "turns": getattr(state, "turn_number", 0),
        "winning_team": result.winning_team,
        "teams": dict(result.teams),
        "sudden_death": bool(getattr(state, "sudden_death", False)),
        "reason": result.reason,
    }


def simulate(
    game_name: str,
    players: int,
    games: int,
    seed: int = 0,
    bots: list[str] | None = None,
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Play ``games`` seeded games and summarise win rates, lengths and ties."""
    start = time.perf_counter()
    rows = [playout(game_name, players, seed + i, bots, options) for i in range(games)]
    elapsed = time.perf_counter() - start
    wins = Counter(r["winning_team"] or "none" for r in rows)
    turns = [r["turns"] for r in rows]
    decisions = [r["decisions"] for r in rows]
    return {
        "game": game_name,
        "players": players,
        "games": games,
        "seed": seed,
        "bots": bots or ["random"],
        "win_rate": {team: wins[team] / games for team in sorted(wins)},
        "dutch_tie_wins": wins["dutch"],
        "sudden_deaths": sum(r["sudden_death"] for r in rows),
        "turns": _summary(turns),
        "decisions_per_game": _summary(decisions),
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 1) if elapsed else None,
    }


def _summary(values: list[int]) -> dict[str, float]:
    return {
        "mean": round(statistics.fmean(values), 2),
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
    }


def bench(
    game_name: str = "tortuga1667",
    players: list[int] | None = None,
    seconds: float = 2.0,
    seed: int = 1,
) -> list[dict[str, Any]]:
    """Random playouts with legal-action enumeration at every decision, per player count."""
    game = get_game(game_name)
    opts = resolve_options(game, {})
    counts = players or list(game.players)
    out = []
    for n in counts:
        bot = get_bot("random", seed)
        games = decisions = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            state, _ = game.setup(n, opts, seed + games, None)
            while (seat := game.to_move(state)) is not None:
                legal = game.legal_actions(state)
                game.apply(state, bot.choose(state, seat, legal))
                decisions += 1
            games += 1
        elapsed = time.perf_counter() - start
        out.append(
            {
                "players": n,
                "games": games,
                "decisions": decisions,
                "decisions_per_second": round(decisions / elapsed),
                "games_per_second": round(games / elapsed, 1),
            }
        )
    return out
