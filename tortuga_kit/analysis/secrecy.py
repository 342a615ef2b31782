"""Measure 6, the cost of secrecy: how much more a player would win if nothing were hidden.

``secrecy_cost``: the win share of a seat that sees every hidden fact minus the win share of the
same seat on its own view, both against the game's rule-aware bot at every other seat. Which
player "told every hidden fact": the kit's rule-aware bots read their own view only and none of
them looks at what others hold (Tortuga 1667's ``loyal`` plays its own loyalty, Cartagena's
``runner`` its own cards), so handing one the hidden facts would change none of its moves and
measure nothing. The player that would use them is the search bot (``bots.search``), whose
rollouts that same rule bot plays: on its own view it imagines worlds its seat cannot tell from
the real one (``Knowledge``); told everything (``AllKnowing``) it searches the real position
alone. The difference is what the secret costs a player who thinks ahead.

The all-knowing seat is built here and registered nowhere (``bots_for`` never offers it): it is
handed the real state by this measure alone, so no bot of the kit can read a hidden fact, and
the conformance suite's differential test of every registered bot stays true.

Paired: each seed is played twice, once with the seat all-knowing and once on its own view,
the searching seat rotating with the seed (``(seed - first) % players``); the interval is the
normal 95% interval of the mean of the paired differences (each −1, 0 or 1), narrower than two
independent proportions since the deal is the same. ``scale.searches`` seeds, each two matches
with a search at one seat (``BUDGET`` iterations a decision): a search decision costs about a
hundred rule-bot ones, so 200 seeds (400 matches) per game at half the play budget is what
fits a ten-minute run.
"""

from __future__ import annotations

from concurrent.futures import Executor
from typing import Any

from ..bots import get_bot
from ..bots.search import DEFAULT_BUDGET, SearchBot
from ..compare import _stat, mean_interval, wilson
from ..engine.game import check_players, resolve_options
from ..engine.knowledge import Knowledge, for_bot
from ..engine.registry import get_game
from ..engine.rng import Rng
from ..sim import CHUNK, MAX_DECISIONS, Progress, Row
from . import Scale
from .traces import batches, rule_bot, run

#: The search's iterations a decision: half the default for play. The measure compares the
#: same search with and without the secret, so the number of seeds matters more than its depth.
BUDGET = DEFAULT_BUDGET // 2

Task = tuple[str, int, list[int], int]


class AllKnowing(Knowledge):
    """A seat's "knowledge" that is the real position: every world it imagines is the real one.
    Only this measure makes one (module docstring)."""

    __slots__ = ()

    def __init__(self, game: Any, state: Any, seat: int) -> None:
        self.game = game
        self.seat = seat
        self.observer = seat
        self.observation = game.observe(state, seat)
        self.world = game.clone(state)
        self.evidence = {}  # no public history needed: it sees the real position
        self.notes = None  # nor a memory of the cards seen (a game's draw then samples it)
        self.cache = {}

    def sample(self, rng: Rng) -> Any:
        return self.game.clone(self.world)


def duel(game_name: str, players: int, seed: int, seat: int, all_knowing: bool) -> bool:
    """One match: the search bot at ``seat`` (all-knowing or not), the rule-aware bot at every
    other seat; whether ``seat`` won (with its team)."""
    game = get_game(game_name)
    opts = resolve_options(game, {})
    state, _events = game.setup(check_players(game, players), opts, seed, None)
    rule = rule_bot(game_name)
    bots = [get_bot(game, rule, seed * 31 + i) for i in range(players)]
    searcher = SearchBot(game, seed * 31 + seat, budget=BUDGET)
    knowing = AllKnowing if all_knowing else Knowledge
    for _step in range(MAX_DECISIONS):
        mover = game.to_move(state)
        if mover is None:
            break
        legal = game.legal_actions(state)
        if mover == seat:
            text = searcher.choose(knowing(game, state, seat), legal)
        else:
            text = bots[mover].choose(for_bot(game, state, mover, bots[mover]), legal)
        game.apply(state, text)
    result = game.result(state)
    assert result is not None
    return seat in result.winners


def _chunk(task: Task) -> list[Row]:
    game, players, seeds, first = task
    out = []
    for s in seeds:
        seat = (s - first) % players
        told = duel(game, players, s, seat, True)
        own = duel(game, players, s, seat, False)
        out.append({"seed": s, "seat": seat, "told": told, "own": own})
    return out


def measure(
    game: str, players: int, scale: Scale, executor: Executor | None, progress: Progress
) -> list[Row]:
    """``secrecy_cost``, and each side's win share (``win_told``, ``win_own``)."""
    first, count = scale.seed, scale.searches
    step = max(1, CHUNK // 5)  # a search match costs far more than a playout: smaller tasks
    tasks: list[Task] = [(game, players, seeds, first) for seeds in batches(first, count, step)]
    rows = run(_chunk, tasks, executor, progress)
    bots = f"search + {rule_bot(game)}"
    diffs = [float(r["told"]) - float(r["own"]) for r in rows]
    m, lo, hi = mean_interval(diffs)
    lo, hi = max(-1.0, lo), min(1.0, hi)  # a difference of two win shares: never past ±1
    out = [_stat(game, players, bots, "secrecy_cost", "", m, lo, hi, len(diffs))]
    for key in ("told", "own"):
        k = sum(bool(r[key]) for r in rows)
        lo, hi = wilson(k, len(rows))
        out.append(_stat(game, players, bots, f"win_{key}", "", k / len(rows), lo, hi, len(rows)))
    return out
