"""Speed, measured (never asserted in a test): decisions per second of random playouts.

For each game and player count it plays uniformly random games two ways:

- **match**: the public API a learner writes loops against,
  ``while not m.is_over: m.play(rng.choice(m.legal_actions()))``;
- **fast**: the game's own functions (``to_move``, ``legal_actions``, ``apply``), as ``sim`` uses.

When OpenSpiel is installed (``pip install "tortuga_kit[bench]"``), the same process also plays
OpenSpiel's pure-Python ``python_liars_poker`` with the same loop,
``while not s.is_terminal(): s.apply_action(rng.choice(s.legal_actions()))`` (all its steps,
chance deals included), and each rate is also given as a ratio to it. The three loops run in
short interleaved bursts, so a busy machine slows all of them alike; a ratio is the median of
the per-round ratios (one round: a burst of each loop), so a round in which another process took
the core skews one round only, not the total. ``match_ratio_range`` gives the middle half of the
rounds' ratios (25th to 75th percentile): how steady the run was.

``match_memory`` measures what a finished match keeps (to undo, replay and save) with
``tracemalloc``, in bytes per decision, for every game.
"""

from __future__ import annotations

import gc
import random
import statistics
import time
import tracemalloc
from collections.abc import Callable, Sequence
from typing import Any

from .bots import get_bot
from .bots.search import DEFAULT_BUDGET
from .engine.errors import BadOption
from .engine.game import Game, check_players, resolve_options
from .engine.i18n import translator
from .engine.knowledge import PublicLog, for_bot
from .engine.match import Match
from .engine.registry import available_games, get_game

_ = translator("kit")

BURST = 0.05  # seconds per loop per round


class _Runner:
    """Plays games back to back; ``run(seconds)`` continues where the last burst stopped."""

    def __init__(self) -> None:
        self.decisions = 0
        self.games = 0
        self.elapsed = 0.0

    def run(self, seconds: float) -> float:
        """Play for ``seconds``; the rate of this burst (decisions per second)."""
        start = time.perf_counter()
        end = start + seconds
        done = 0
        while time.perf_counter() < end:
            done += self.steps(64)
        took = time.perf_counter() - start
        self.decisions += done
        self.elapsed += took
        return done / took

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


class _BotRunner(_Runner):
    """A game played by one rule-aware bot at every seat, on the fast path; ``rate`` counts
    the bot's decisions per second of the bot's own time (its ``observe`` and ``choose``)."""

    def __init__(self, game: Game[Any], bot: str, players: int, seed: int) -> None:
        super().__init__()
        self.game, self.bot, self.players, self.seed = game, bot, players, seed
        self.opts = resolve_options(game, {})
        self.state = self._new()

    def _new(self) -> Any:
        s = self.seed + self.games
        self.bots = [get_bot(self.game, self.bot, s * 31 + i) for i in range(self.players)]
        return self.game.setup(self.players, self.opts, s, None)[0]

    def run(self, seconds: float) -> float:
        """Play for ``seconds``; the bot's decisions per second of its own time in this burst."""
        game, clock = self.game, time.perf_counter
        end = clock() + seconds
        done, took = 0, 0.0
        while clock() < end:
            for _step in range(16):
                seat = game.to_move(self.state)
                if seat is None:
                    self.games += 1
                    self.state = self._new()
                    seat = game.to_move(self.state)
                    assert seat is not None  # a new game has a first decision
                legal = game.legal_actions(self.state)
                bot = self.bots[seat]
                start = clock()
                text = bot.choose(for_bot(game, self.state, seat, bot), legal)
                took += clock() - start
                game.apply(self.state, text)
                done += 1
        self.decisions += done
        self.elapsed += took
        return done / took


def bot_speed(
    games: Sequence[str] | None = None, seconds: float = 2.0, seed: int = 1
) -> list[dict[str, Any]]:
    """Microseconds a decision of each game's rule-aware bots (its ``observe`` and ``choose``,
    one bot at every seat, default player count), with liars poker's microseconds a step in
    the same run (interleaved bursts; ``ratio``: the median of the rounds' bot decision per
    liars-poker step), when OpenSpiel is installed."""
    with_lp = open_spiel_available()
    rows = []
    for name in games or available_games():
        g = get_game(name)
        n = g.facts.default_players or g.players.start
        for bot in g.bots:
            runners: dict[str, _Runner] = {"bot": _BotRunner(g, bot, n, seed)}
            if with_lp:
                runners["liars_poker"] = _LiarsPokerRunner(seed)
            rounds: dict[str, list[float]] = {k: [] for k in runners}
            for _step in range(max(1, round(seconds / BURST))):
                for k, r in runners.items():
                    rounds[k].append(r.run(BURST))
            row: dict[str, Any] = {
                "game": g.name,
                "bot": bot,
                "players": n,
                "bot_us_per_decision": round(1e6 / runners["bot"].rate, 1),
            }
            if with_lp:
                row["liars_poker_us_per_step"] = round(1e6 / runners["liars_poker"].rate, 1)
                ratios = [lp / b for b, lp in zip(rounds["bot"], rounds["liars_poker"])]
                row["ratio"] = round(statistics.median(ratios), 2)
            rows.append(row)
    return rows


#: Decisions of the search bot timed per game by ``search_speed`` (a bound on the run's time).
SEARCH_DECISIONS = 40


def search_speed(
    games: Sequence[str] | None = None, decisions: int = SEARCH_DECISIONS, seed: int = 1
) -> list[dict[str, Any]]:
    """Milliseconds of CPU a decision of the search bot (``bots.search``, default budget) at
    seat 0 against the game's rule-aware bot at every other seat, default player count: the
    median and the 90th percentile over ``decisions`` decisions with a choice (a decision with
    one legal action costs nothing). Its ``Knowledge`` is counted with it, and so is its share
    of following the public history (``PublicLog``: weighing the others' open actions since its
    last decision). CPU time, not wall time: on a machine shared with other work the wall clock
    measures the others too."""
    rows = []
    clock = time.process_time
    for name in games or available_games():
        g = get_game(name)
        n = g.facts.default_players or g.players.start
        rule = next(iter(g.bots), "random")
        opts = resolve_options(g, {})
        took: list[float] = []
        k = 0
        while len(took) < decisions:
            state = g.setup(n, opts, seed + k, None)[0]
            seats = [get_bot(g, "search" if p == 0 else rule, seed * 31 + p) for p in range(n)]
            log = PublicLog(g, [0])
            k += 1
            following = 0.0  # seconds spent weighing the others' actions for seat 0
            while len(took) < decisions and (seat := g.to_move(state)) is not None:
                legal = g.legal_actions(state)
                start = clock()
                text = seats[seat].choose(for_bot(g, state, seat, seats[seat], log), legal)
                if seat == 0 and len(legal) > 1:
                    took.append(1000 * (clock() - start + following))
                    following = 0.0
                start = clock()
                log.record(state, seat, text)
                following += clock() - start
                g.apply(state, text)
        took.sort()
        rows.append(
            {
                "game": g.name,
                "players": n,
                "budget": DEFAULT_BUDGET,
                "decisions": len(took),
                "median_ms": round(statistics.median(took), 1),
                "p90_ms": round(took[int(0.9 * (len(took) - 1))], 1),
            }
        )
    return rows


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
        rounds: dict[str, list[float]] = {name: [] for name in runners}
        for _step in range(max(1, round(seconds / BURST))):
            for name, r in runners.items():
                rounds[name].append(r.run(BURST))
        row: dict[str, Any] = {
            "game": game.name,
            "players": n,
            "match_decisions_per_second": round(runners["match"].rate),
            "fast_decisions_per_second": round(runners["fast"].rate),
            "fast_games_per_second": round(runners["fast"].games / runners["fast"].elapsed, 1),
        }
        if with_lp:
            row["liars_poker_steps_per_second"] = round(runners["liars_poker"].rate)
            for name in ("match", "fast"):
                ratios = [a / b for a, b in zip(rounds[name], rounds["liars_poker"])]
                row[f"{name}_ratio"] = round(statistics.median(ratios), 2)
                row[f"{name}_ratio_range"] = _middle_half(ratios)
        rows.append(row)
    return rows


def _middle_half(values: list[float]) -> list[float]:
    """The 25th and 75th percentiles of ``values`` (both the value itself for one round)."""
    if len(values) < 2:
        return [round(values[0], 2)] * 2
    q = statistics.quantiles(values, n=4)
    return [round(q[0], 2), round(q[2], 2)]


def _traced(build: Callable[[Game[Any], int, int], Match], *args: Any) -> tuple[int, int]:
    """The steps of the match ``build(*args)`` makes, and the bytes that match alone holds when it is
    done: what ``tracemalloc`` sees freed when it goes (the shared tables it filled stay, so
    they are not counted).

    The objects alive before are frozen (``gc.freeze``) once the garbage is collected: the
    collections that follow scan only what the match made, so their cost does not grow with the
    process's heap (in a test worker holding the suite's objects, 30 full collections took 20 s)."""
    gc.collect()
    gc.freeze()
    tracemalloc.start()
    try:
        m = build(*args)
        steps = m.step
        gc.collect()
        with_it, _peak = tracemalloc.get_traced_memory()
        del m
        gc.collect()
        without, _peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
        gc.unfreeze()
    return steps, with_it - without


def _played(game: Game[Any], players: int, seed: int) -> Match:
    """A match played to its end by uniform random choices (the bench's loop)."""
    rng = random.Random(seed)
    m = Match(game, players, seed)
    while not m.is_over:
        m.play(rng.choice(m.legal_actions()))
    m.legal_actions()
    return m


def _fresh(game: Game[Any], players: int, seed: int) -> Match:
    m = Match(game, players, seed)
    m.legal_actions()
    return m


def match_memory(
    games: Sequence[str] | None = None,
    players: int | None = None,
    seed: int = 1,
    matches: int = 5,
) -> list[dict[str, Any]]:
    """What a finished match keeps to undo, replay and save, per decision, for every game
    (``games``; at its default player count unless ``players``).

    Each game plays ``matches`` random matches (seeds ``seed``, ``seed + 1``, ...) after one
    warm-up match (which fills the shared tables every later match reuses: interned actions,
    parsed texts). ``bytes`` is what the finished matches hold in all; ``bytes_per_decision``
    counts only what they hold beyond a new match of the same seed (the live state, options and
    bookkeeping every match has from its start), divided by the decisions played: the cost of
    the history itself."""
    rows = []
    for name in games or available_games():
        g = get_game(name)
        n = check_players(g, players or g.facts.default_players or g.players.start)
        _played(g, n, seed - 1)  # warm-up
        held = start = decisions = 0
        for s in range(seed, seed + matches):
            steps, size = _traced(_played, g, n, s)
            decisions += steps
            held += size
            start += _traced(_fresh, g, n, s)[1]
        rows.append(
            {
                "game": g.name,
                "players": n,
                "matches": matches,
                "decisions": decisions,
                "bytes": held,
                "bytes_per_decision": round((held - start) / max(1, decisions)),
            }
        )
    return rows
