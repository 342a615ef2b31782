"""Speed, measured (never asserted in a test): decisions per second of random playouts.

For each game and player count it plays uniformly random games two ways:

- **match**: the public API a learner writes loops against,
  ``while not m.is_over: m.play(rng.choice(m.legal_actions()))``;
- **fast**: the game's own functions (``to_move``, ``legal_actions``, ``apply``), as ``sim`` uses.

When OpenSpiel is installed (``pip install "tortuga_kit[bench]"``), the same process also plays
OpenSpiel's pure-Python ``python_liars_poker`` with the same loop,
``while not s.is_terminal(): s.apply_action(rng.choice(s.legal_actions()))`` (all its steps,
chance deals included), and each rate is also given as a ratio to it. The three loops run in
short interleaved bursts, so a busy machine slows all of them alike and the ratios stay
comparable.
"""

from __future__ import annotations

import random
import time
import tracemalloc
from collections.abc import Sequence
from typing import Any

from .bots import get_bot
from .engine.errors import BadOption
from .engine.game import Game, check_players, resolve_options
from .engine.i18n import translator
from .engine.match import Match
from .engine.registry import available_games, default_game, get_game

_ = translator("kit")

BURST = 0.05  # seconds per loop per round


class _Runner:
    """Plays games back to back; ``run(seconds)`` continues where the last burst stopped."""

    def __init__(self) -> None:
        self.decisions = 0
        self.games = 0
        self.elapsed = 0.0

    def run(self, seconds: float) -> None:
        start = time.perf_counter()
        end = start + seconds
        while time.perf_counter() < end:
            self.decisions += self.steps(64)
        self.elapsed += time.perf_counter() - start

    def steps(self, k: int) -> int:
        raise NotImplementedError

    @property
    def rate(self) -> float:
        return self.decisions / self.elapsed if self.elapsed else 0.0


class _MatchRunner(_Runner):
    def __init__(self, game: Game[Any], players: int, seed: int) -> None:
        super().__init__()
        self.game, self.players, self.seed = game, players, seed
        self.rng = random.Random(seed)
        self.m = Match(game, players, seed)

    def steps(self, k: int) -> int:
        m, choice = self.m, self.rng.choice
        for _step in range(k):
            if m.is_over:
                self.games += 1
                self.m = m = Match(self.game, self.players, self.seed + self.games)
            m.play(choice(m.legal_actions()))
        return k


class _FastRunner(_Runner):
    def __init__(self, game: Game[Any], players: int, seed: int) -> None:
        super().__init__()
        self.game, self.players, self.seed = game, players, seed
        self.opts = resolve_options(game, {})
        self.rng = random.Random(seed)
        self.state = self._new()

    def _new(self) -> Any:
        return self.game.setup(self.players, self.opts, self.seed + self.games, None)[0]

    def steps(self, k: int) -> int:
        game, state, choice = self.game, self.state, self.rng.choice
        legal, apply = game.legal_actions, game.apply
        for _step in range(k):
            texts = legal(state)  # empty once the game is over
            if not texts:
                self.games += 1
                self.state = state = self._new()
                texts = legal(state)
            apply(state, choice(texts))
        return k


class _LiarsPokerRunner(_Runner):
    """OpenSpiel's python_liars_poker, played by the same loop as a match (a uniform choice
    among the legal actions at every step, chance deals included: its deals are uniform, so this
    is also a fair deal)."""

    def __init__(self, seed: int) -> None:
        super().__init__()
        import pyspiel
        from open_spiel.python.games import liars_poker  # noqa: F401  (registers the game)

        self.game = pyspiel.load_game("python_liars_poker")
        self.rng = random.Random(seed)
        self.state = self.game.new_initial_state()

    def steps(self, k: int) -> int:
        state, choice = self.state, self.rng.choice
        for _step in range(k):
            if state.is_terminal():
                self.games += 1
                self.state = state = self.game.new_initial_state()
            state.apply_action(choice(state.legal_actions()))
        return k


def open_spiel_available() -> bool:
    try:
        import pyspiel  # noqa: F401
        from open_spiel.python.games import liars_poker  # noqa: F401
    except ImportError:
        return False
    return True


def bench(
    games: Sequence[str] | None = None,
    players: Sequence[int] | None = None,
    seconds: float = 2.0,
    seed: int = 1,
) -> list[dict[str, Any]]:
    """One row per game and player count: decisions/s through the Match API and the fast path,
    and the ratios to liars poker when OpenSpiel is installed."""
    if not isinstance(seconds, (int, float)) or not 0 < seconds <= 600:
        raise BadOption(
            _("seconds must be more than 0 and at most 600, not {value}", value=repr(seconds)[:40])
        )
    names = list(games or available_games())
    targets = []
    for name in names:
        game = get_game(name)
        for n in players or list(game.players):
            targets.append((game, check_players(game, n)))
    with_lp = open_spiel_available()
    rows = []
    for game, n in targets:
        runners: dict[str, _Runner] = {
            "match": _MatchRunner(game, n, seed),
            "fast": _FastRunner(game, n, seed),
        }
        if with_lp:
            runners["liars_poker"] = _LiarsPokerRunner(seed)
        for _step in range(max(1, round(seconds / BURST))):
            for r in runners.values():
                r.run(BURST)
        row: dict[str, Any] = {
            "game": game.name,
            "players": n,
            "match_decisions_per_second": round(runners["match"].rate),
            "fast_decisions_per_second": round(runners["fast"].rate),
            "fast_games_per_second": round(runners["fast"].games / runners["fast"].elapsed, 1),
        }
        if with_lp:
            lp = runners["liars_poker"].rate
            row["liars_poker_steps_per_second"] = round(lp)
            row["match_ratio"] = round(runners["match"].rate / lp, 2)
            row["fast_ratio"] = round(runners["fast"].rate / lp, 2)
        rows.append(row)
    return rows


def match_memory(
    game: str | None = None,
    players: int = 5,
    bot: str = "loyal",
    decisions: tuple[int, int] = (160, 180),
    seed: int = 1,
) -> dict[str, Any]:
    """Bytes a finished Match holds (history, events, checkpoints), for a game whose length is
    in ``decisions``: the first seed from ``seed`` on whose bot game has that many decisions.
    ``game``: by default the first registered game (its own bot ``bot`` plays every seat)."""
    g = get_game(game if game is not None else default_game())
    for s in range(seed, seed + 2000):
        tracemalloc.start()
        m = Match(g, players, s)
        bots = [get_bot(g, bot, s * 31 + i) for i in range(players)]
        while not m.is_over:
            d = m.decision
            assert d is not None
            b = bots[d.seat]
            legal = [a.text for a in m.legal_actions()]
            m.play(b.choose(m.observe(d.seat) if b.observes else None, legal))
        m.legal_actions()
        size, _peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
        if decisions[0] <= m.step <= decisions[1]:
            return {
                "game": g.name,
                "players": players,
                "seed": s,
                "decisions": m.step,
                "bytes": size,
            }
        del m
    raise BadOption(_("no {bot}-bot game of {n} decisions found", bot=bot, n=decisions))
