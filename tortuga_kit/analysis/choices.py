"""Measure 4, real choices: how often a player has more than one thing to do, and how many
(TAG's "decisions" and branching factor, counted where a choice exists). A game whose turns
are mostly forced moves asks less of a player than its branching factor suggests.

From ``traces`` (the rule-aware bot at every seat, ``scale.matches`` matches):

- ``real_choice``: the share of decisions with more than one legal action, the ratio over all
  matches with its 95% interval by the delta method over matches (``compare.ratio_interval``;
  a match's decisions are not independent of each other);
- ``options_median``: the median number of legal actions at those decisions, with a 95%
  percentile-bootstrap interval over matches (``BOOTSTRAP`` resamples drawn from
  ``scale.seed``, so the same run gives the same interval);
- ``options_tenth`` (groups ``1``–``10``): by tenth of the game, each match's mean options at
  its real choices, the mean over matches with its normal interval: the curve of a game.

The example: the match and decision with the most options.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import Executor

from ..compare import _stat, mean_interval, ratio_interval
from ..sim import Progress, Row
from . import Scale
from .decided import example
from .traces import rule_bot, traces

#: Bootstrap resamples for the median's interval (a percentile interval's ends settle by then).
BOOTSTRAP = 400


def median_of(counts: Counter[int]) -> float:
    """The median of values given as value -> count (the mean of the two middle ones).

    >>> median_of(Counter({2: 3, 5: 1}))
    2.0
    >>> median_of(Counter({2: 1, 4: 1}))
    3.0
    """
    total = sum(counts.values())
    lo_rank, hi_rank = (total - 1) // 2, total // 2
    seen, lo, hi = 0, None, None
    for value in sorted(counts):
        seen += counts[value]
        if lo is None and seen > lo_rank:
            lo = value
        if seen > hi_rank:
            hi = value
            break
    assert lo is not None and hi is not None
    return (lo + hi) / 2


def bootstrap_median(parts: Sequence[Counter[int]], seed: int) -> tuple[float, float]:
    """A 95% percentile-bootstrap interval of the pooled median, resampling whole matches."""
    rng = random.Random(seed)
    found = []
    for _ in range(BOOTSTRAP):
        pooled: Counter[int] = Counter()
        for part in rng.choices(parts, k=len(parts)):
            pooled.update(part)
        if pooled:
            found.append(median_of(pooled))
    found.sort()
    return found[int(0.025 * (len(found) - 1))], found[int(0.975 * (len(found) - 1))]


def tenth(options: Sequence[int], k: int) -> list[int]:
    """The decisions of tenth ``k`` (0–9) of a game, by decision index."""
    n = len(options)
    return list(options[k * n // 10 : (k + 1) * n // 10])


def measure(
    game: str, players: int, scale: Scale, executor: Executor | None, progress: Progress
) -> list[Row]:
    """``real_choice``, ``options_median`` and ``options_tenth`` (module docstring)."""
    ts = traces(game, players, scale, executor, progress)
    bots = rule_bot(game)
    real = [sum(1 for o in t["options"] if o > 1) for t in ts]
    v, lo, hi = ratio_interval(real, [max(1, t["decisions"]) for t in ts])
    out = [_stat(game, players, bots, "real_choice", "", v, lo, hi, len(ts))]
    parts = [Counter(o for o in t["options"] if o > 1) for t in ts]
    pooled = sum(parts, Counter())
    if pooled:
        lo, hi = bootstrap_median(parts, scale.seed)
        row = _stat(game, players, bots, "options_median", "", median_of(pooled), lo, hi, len(ts))
        most = max(ts, key=lambda t: (max(t["options"], default=0), -t["seed"]))
        row["example"] = example(most, most["options"].index(max(most["options"])))
        out.append(row)
    for k in range(10):
        means = []
        for t in ts:
            chosen = [o for o in tenth(t["options"], k) if o > 1]
            if chosen:
                means.append(sum(chosen) / len(chosen))
        if means:
            m, lo, hi = mean_interval(means)
            out.append(
                _stat(game, players, bots, "options_tenth", str(k + 1), m, lo, hi, len(means))
            )
    return out
