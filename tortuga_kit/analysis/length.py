"""Measure 8, length: how long a game takes, in decisions, in rounds, and in minutes at a table.

From ``traces`` (the rule-aware bot at every seat, ``scale.matches`` matches), each the mean
over matches with its normal 95% interval: ``decisions`` (every choice any seat makes),
``rounds`` (turns begun divided by the player count: each seat has had about that many turns)
and ``minutes`` (decisions times ``SECONDS_PER_DECISION``). The example: the longest match.
"""

from __future__ import annotations

from concurrent.futures import Executor

from ..compare import _stat, mean_interval
from ..sim import Progress, Row
from . import Scale
from .decided import example
from .traces import rule_bot, traces

#: Seconds one decision takes at a real table. Why ten: a player reads the board, chooses,
#: moves a piece or hands a card over, and the table talks a little; a forced move is quick, a
#: vote or a trade slow. With ten seconds the rule bots' games land inside or near their boxes'
#: playing times (Tortuga 1667 at 6 about 29 minutes, box 20–40; Cartagena at 4 about 35, box
#: 30–60), so the estimate is of the right size without pretending to know a table's pace.
SECONDS_PER_DECISION = 10.0


def measure(
    game: str, players: int, scale: Scale, executor: Executor | None, progress: Progress
) -> list[Row]:
    """``decisions``, ``rounds`` and ``minutes`` (module docstring)."""
    ts = traces(game, players, scale, executor, progress)
    bots = rule_bot(game)
    out = []
    longest = max(ts, key=lambda t: (t["decisions"], -t["seed"]))
    for name, values in (
        ("decisions", [float(t["decisions"]) for t in ts]),
        ("rounds", [t["turns"] / players for t in ts]),
        ("minutes", [t["decisions"] * SECONDS_PER_DECISION / 60 for t in ts]),
    ):
        m, lo, hi = mean_interval(values)
        row = _stat(game, players, bots, name, "", m, lo, hi, len(values))
        if name == "decisions":
            row["example"] = example(longest, 0)
        out.append(row)
    return out
