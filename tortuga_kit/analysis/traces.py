"""The matches most measures read: the game's rule-aware bot at every seat, every decision kept.

Why one pass for four measures: "when it is decided", "real choices", "balance" and "length"
all ask what happens at a table of competent players, and each needs the same seeded matches;
playing them once and keeping a compact trace (the options at each decision, the value leader
at each position, who won) costs a quarter of four passes. The traces of the last few runs are
kept in this process (``KEEP``), keyed by what determines them, so the measures of one run share
them whatever executor played them.

Values: the game's own heuristic (``SearchHints.value``: what the search bot scores a cut-off
rollout with), one chance per seat, read at every position; the finished game scores its
winners 1 (``search.terminal_values``). It is cheap, and it is what a bot of the kit "thinks"
of a position; a game whose heuristic sees nothing before the end (Kutschfahrt's is even for
every seat until a claim) is then decided, by this measure, at its very end.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from concurrent.futures import Executor
from typing import Any

from ..bots.search import terminal_values
from ..engine.game import SearchHints
from ..engine.registry import get_game
from ..sim import CHUNK, Progress, Row, moves
from . import Scale

#: Traces kept in memory: every cell of one run (4 games at their default count, and the team
#: games at each other count for balance: 18), so no measure plays a cell again.
KEEP = 24

_KEPT: dict[tuple[str, int, int, int], list[Row]] = {}

Task = tuple[str, int, list[int], list[str]]


def rule_bot(game: str) -> str:
    """The bot every seat of a trace plays: the game's first rule-aware bot (else random)."""
    return next(iter(get_game(game).bots), "random")


def sides(values: Sequence[Sequence[float]]) -> list[int]:
    """Each seat's side: seats whose values are equal at every position play for one side (a
    team shares its chance); the side is named by its first seat.

    >>> sides([[0.5, 0.2, 0.5], [0.7, 0.1, 0.7]])
    [0, 1, 0]
    """
    n = len(values[0]) if values else 0
    columns = [tuple(v[p] for v in values) for p in range(n)]
    return [columns.index(columns[p]) for p in range(n)]


def leaders(values: Sequence[Sequence[float]], side: Sequence[int]) -> list[int | None]:
    """The side ahead at each position: the one side whose seats hold the top value, ``None``
    when sides tie for the top.

    >>> leaders([[0.6, 0.4], [0.5, 0.5], [0.3, 0.7]], [0, 1])
    [0, None, 1]
    """
    out: list[int | None] = []
    for v in values:
        top = max(v)
        at_top = {side[p] for p, x in enumerate(v) if x == top}
        out.append(at_top.pop() if len(at_top) == 1 else None)
    return out


def lead_changes(leader: Sequence[int | None]) -> list[int]:
    """The positions where the lead passes from one side to another (ties in between are no
    leader, so A, tie, A is no change and A, tie, B one).

    >>> lead_changes([0, 0, None, 0, 1, None, 0])
    [4, 6]
    """
    out, last = [], None
    for i, who in enumerate(leader):
        if who is None:
            continue
        if last is not None and who != last:
            out.append(i)
        last = who
    return out


def decided_at(ahead: Sequence[bool]) -> float:
    """The share of the game after which the eventual winner stays ahead for good: ``ahead``
    holds, for each position from the start (0) to the end (``len - 1`` decisions later),
    whether the winner was ahead there. 0: ahead from the first position on; 1: only at the end.

    >>> decided_at([False, True, False, True, True])
    0.75
    >>> decided_at([True, True, True])
    0.0
    """
    last = len(ahead) - 1
    if last <= 0:
        return 0.0
    k = last
    while k > 0 and ahead[k - 1]:
        k -= 1
    return k / last


def winner_ahead(v: Sequence[float], winners: Sequence[int]) -> bool:
    """Whether every winning seat's value is above every other seat's."""
    others = [x for p, x in enumerate(v) if p not in winners]
    return not others or min(v[p] for p in winners) > max(others)


def trace(game_name: str, players: int, seed: int, bots: Sequence[str]) -> Row:
    """One seeded match (``sim.moves``, so ``playout``'s game), summarised for the measures."""
    game = get_game(game_name)
    hints: SearchHints | None = getattr(game, "search", None)
    options: list[int] = []
    values: list[Sequence[float]] = []
    seats: list[int] = []
    state: Any = None
    for state, seat, legal, _text in moves(game_name, players, seed, bots):
        options.append(len(legal))
        seats.append(seat)
        values.append(hints.value(state) if hints is not None else [0.5] * players)
    result = game.result(state)
    assert result is not None
    values.append(terminal_values(game, state, players))
    winners = list(result.winners)
    changes = lead_changes(leaders(values, sides(values)))
    return {
        "game": game_name,
        "players": players,
        "seed": seed,
        "bots": list(bots),
        "decisions": len(options),
        "turns": game.turns(state),
        "winners": winners,
        "winning_team": result.winning_team,
        "teams": sorted(result.teams),
        "first_seat": seats[0] if seats else None,
        "options": options,
        "lead_changes": len(changes),
        "last_change": changes[-1] if changes else 0,
        "decided_at": decided_at([winner_ahead(v, winners) for v in values]) if winners else None,
    }


def _chunk(task: Task) -> list[Row]:
    """Trace one task's matches (module level, so that processes can run it)."""
    game, players, seeds, bots = task
    return [trace(game, players, s, bots) for s in seeds]


def traces(
    game: str,
    players: int,
    scale: Scale,
    executor: Executor | None,
    progress: Progress,
    matches: int | None = None,
) -> list[Row]:
    """``matches`` (default ``scale.matches``) traced matches of seeds ``scale.seed`` on, in
    seed order, the rule-aware bot at every seat; kept for the next measure of the run."""
    count = scale.matches if matches is None else matches
    key = (game, players, count, scale.seed)
    if key not in _KEPT:
        bots = [rule_bot(game)] * players
        tasks: list[Task] = [(game, players, seeds, bots) for seeds in batches(scale.seed, count)]
        rows = run(_chunk, tasks, executor, progress)
        if len(_KEPT) >= KEEP:
            _KEPT.pop(next(iter(_KEPT)))
        _KEPT[key] = rows
    return _KEPT[key]


def batches(first: int, count: int, size: int = CHUNK) -> list[list[int]]:
    """Seeds ``first`` … ``first + count - 1`` in tasks of ``size``.

    >>> batches(3, 5, 2)
    [[3, 4], [5, 6], [7]]
    """
    return [list(range(s, min(s + size, first + count))) for s in range(first, first + count, size)]


def forget() -> None:
    """Drop the kept traces (a test that compares executors plays every match again)."""
    _KEPT.clear()


#: CPU seconds the tasks of ``run`` spent in an executor's workers (``worker_seconds`` reads
#: and clears it): a run reports the CPU its measures cost wherever they were played.
_WORKERS = [0.0]


def _timed(work: Any, task: Any) -> tuple[list[Row], float]:
    """``work(task)`` and the CPU seconds it took in the process that ran it."""
    start = time.process_time()
    rows = work(task)
    return rows, time.process_time() - start


def worker_seconds() -> float:
    """The CPU seconds ``run``'s tasks spent in executors' workers since the last call."""
    spent, _WORKERS[0] = _WORKERS[0], 0.0
    return spent


def run(
    work: Any, tasks: Sequence[Any], executor: Executor | None, progress: Progress
) -> list[Row]:
    """``work(task)`` for every task (each a tuple whose third item is its list of seeds),
    here or on ``executor``; the rows in task order whatever finished first. ``progress``
    hears (matches done, matches in all)."""
    out: list[list[Row]] = []
    total = sum(len(task[2]) for task in tasks)
    done = 0
    if executor is None:
        for task in tasks:
            out.append(work(task))
            done += len(task[2])
            progress(done, total)
        return [r for part in out for r in part]
    futures = [executor.submit(_timed, work, task) for task in tasks]
    for task, fut in zip(tasks, futures):
        rows, seconds = fut.result()
        out.append(rows)
        _WORKERS[0] += seconds
        done += len(task[2])
        progress(done, total)
    return [r for part in out for r in part]
