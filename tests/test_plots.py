"""The comparison's plots read plainly (issue 23): tortuga_kit/plots.py, 06_compare_games.

What a reader saw: the branching plot's log axis labelled ``3×10¹, 2×10¹, 6×10⁰``; the length
histograms counted matches in steps of 2.5; one 220-turn game of Tortuga 1667 stretched its
panel so that every other game sat in two bars at the left. The figures are drawn (Agg) and
their tick labels read as matplotlib renders them.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

pytest.importorskip("matplotlib")

import matplotlib

matplotlib.use("Agg")

from tortuga_kit import compare, plots  # noqa: E402
from tortuga_kit.compare import Row  # noqa: E402
from tortuga_kit.engine.registry import available_games  # noqa: E402

NUMBER = re.compile(r"\d+(\.\d+)?")


@pytest.fixture(scope="module")
def played() -> tuple[list[Row], list[Row]]:
    rows = compare.compare(100, 1)  # the notebook's defaults, where the issue saw them
    return rows, compare.statistics(rows)


def _labels(ax: Any, axis: str = "y") -> list[str]:
    """The tick labels matplotlib draws on ``axis`` (major and minor), as text."""
    ax.figure.canvas.draw()
    get = getattr(ax, f"get_{axis}ticklabels")
    texts = [t.get_text() for t in get()] + [t.get_text() for t in get(minor=True)]
    return [t for t in texts if t]


def test_the_branching_axis_reads_as_plain_numbers(played: tuple[list[Row], list[Row]]) -> None:
    fig = plots.branching(played[1])
    ax = fig.axes[0]
    labels = _labels(ax)
    assert ax.get_yscale() == "log"  # still logarithmic: the games differ tenfold
    assert len(labels) >= 2 and all(NUMBER.fullmatch(t) for t in labels), labels
    low, high = ax.get_ylim()
    shown = [float(t) for t in labels]
    assert all(low <= v <= high for v in shown) and shown == sorted(shown), (shown, low, high)


def test_the_lengths_count_whole_matches(played: tuple[list[Row], list[Row]]) -> None:
    fig = plots.lengths(played[0])
    for ax in fig.axes:
        labels = _labels(ax)
        assert labels and all(re.fullmatch(r"\d+", t) for t in labels), (ax.get_title(), labels)


def _rows(turns: list[int]) -> list[Row]:
    """The same lengths for every game (as ``compare.compare`` gives them: random bots)."""
    return [
        {"game": g, "players": 4, "bots": ["random"] * 4, "turns": n}
        for g in available_games()
        for n in turns
    ]


def test_one_outlier_does_not_squeeze_a_panel() -> None:
    turns = [20 + (k * 7) % 11 for k in range(99)] + [2000]  # 20-30 turns, and one of 2000
    fig = plots.lengths(_rows(turns))
    for ax in fig.axes:
        low, high = ax.get_xlim()
        assert high - low < 60, (ax.get_title(), low, high)  # the bulk fills the panel
        heights = [p.get_height() for p in ax.patches]
        assert sum(heights) == len(turns)  # every match is counted, the long one too
        assert "2000" in ax.get_xlabel() and any(t.startswith(">") for t in _labels(ax, "x"))


def test_without_an_outlier_nothing_is_set_apart() -> None:
    turns = [20 + (k * 7) % 11 for k in range(100)]
    fig = plots.lengths(_rows(turns))
    for ax in fig.axes:
        assert sum(p.get_height() for p in ax.patches) == len(turns)
        assert ax.get_xlabel() == "turns"
        assert not any(t.startswith(">") for t in _labels(ax, "x"))
