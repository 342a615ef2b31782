"""Measure 3, when it is decided: how early the eventual winner goes ahead for good, and how
often the lead changes hands on the way (Ludii's "lead change" and "decisiveness"; TAG's leader
gap). A game decided at its first tenth with no lead change plays out a foregone end; one
decided at its last decision with many changes stays open to the end.

From ``traces`` (the rule-aware bot at every seat, ``scale.matches`` matches): at every position
the game's own value estimate per seat (``SearchHints.value``, see ``traces``) names the side
ahead. ``decided_at``: the share of the decisions after which the winner is ahead at every
position to the end (0: from the start, 1: only at the end), the mean over matches with a
winner and its normal 95% interval. ``lead_changes``: changes of the side ahead per 10
decisions, the mean over matches and its interval. The example: the match with the most lead
changes, opened at its last change.
"""

from __future__ import annotations

from concurrent.futures import Executor

from ..compare import _stat, mean_interval
from ..sim import Progress, Row
from . import Scale
from .traces import rule_bot, traces


def measure(
    game: str, players: int, scale: Scale, executor: Executor | None, progress: Progress
) -> list[Row]:
    """``decided_at`` and ``lead_changes`` for ``game`` at ``players`` (module docstring)."""
    ts = traces(game, players, scale, executor, progress)
    bots = rule_bot(game)
    decided = [t["decided_at"] for t in ts if t["decided_at"] is not None]
    per10 = [10 * t["lead_changes"] / max(1, t["decisions"]) for t in ts]
    out = []
    if decided:
        m, lo, hi = mean_interval(decided)
        out.append(_stat(game, players, bots, "decided_at", "", m, lo, hi, len(decided)))
    m, lo, hi = mean_interval(per10)
    row = _stat(game, players, bots, "lead_changes", "per 10 decisions", m, lo, hi, len(per10))
    most = max(ts, key=lambda t: (t["lead_changes"], -t["seed"]))
    if most["lead_changes"]:  # no example where the lead never changed hands
        row["example"] = example(most, most["last_change"])
    out.append(row)
    return out


def example(t: Row, step: int) -> dict[str, object]:
    """The example of a traced match at ``step`` (``compare.example`` opens it)."""
    return {
        "seed": t["seed"],
        "players": t["players"],
        "bots": list(t["bots"]),
        "options": {},
        "step": step,
    }
