"""Real choices (measure 4) and length (measure 8) on 12 traced matches per game (the traces
are shared, so both measures cost one pass), plus the median helper against the library's."""

from __future__ import annotations

import statistics
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from tortuga_kit.analysis import Scale, choices, length, traces

SCALE = Scale(matches=12, seed=5)


@given(st.lists(st.integers(2, 9), min_size=1, max_size=40))
def test_median_of_counts_is_the_median(values: list[int]) -> None:
    assert choices.median_of(Counter(values)) == statistics.median(values)


def test_real_choices_are_counted_from_the_options() -> None:
    """The share of real choices is the traces' count of decisions with more than one option,
    the curve has ten tenths, and every interval holds its value."""
    ts = traces.traces("cartagena", 4, SCALE, None, lambda d, t: None)
    rows = choices.measure("cartagena", 4, SCALE, None, lambda d, t: None)
    by = {(r["measure"], r["group"]): r for r in rows}
    real = sum(o > 1 for t in ts for o in t["options"]) / sum(t["decisions"] for t in ts)
    assert by["real_choice", ""]["value"] == round(real, 4)
    assert [g for m, g in by if m == "options_tenth"] == [str(k) for k in range(1, 11)]
    for r in rows:
        assert r["low"] <= r["value"] <= r["high"], r
    assert choices.tenth(list(range(20)), 0) == [0, 1] and choices.tenth(list(range(20)), 9) == [
        18,
        19,
    ]


def test_length_is_decisions_rounds_and_minutes() -> None:
    ts = traces.traces("gourmet", 4, SCALE, None, lambda d, t: None)
    rows = {r["measure"]: r for r in length.measure("gourmet", 4, SCALE, None, lambda d, t: None)}
    mean = statistics.fmean(t["decisions"] for t in ts)
    assert rows["decisions"]["value"] == round(mean, 4)
    assert rows["minutes"]["value"] == round(mean * length.SECONDS_PER_DECISION / 60, 4)
    assert rows["rounds"]["value"] == round(statistics.fmean(t["turns"] for t in ts) / 4, 4)
    longest = max(t["decisions"] for t in ts)
    ex = rows["decisions"]["example"]
    assert [t["decisions"] for t in ts if t["seed"] == ex["seed"]] == [longest]
