"""The comparison's pictures (matplotlib, the optional ``compare`` extra): each takes the rows of
``compare.compare`` or ``compare.statistics`` and returns a ``Figure``, with the 95% intervals
drawn as error bars, so a reader never sees a rate without its uncertainty."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from .compare import Row, players_of
from .engine.errors import BadOption
from .engine.i18n import translator
from .engine.registry import available_games, get_game

_ = translator("kit")


def available() -> bool:
    """Is matplotlib here? (Not on an offline JupyterLite site: there the analysis draws with
    ``tortuga_kit.charts`` and the browser's Vega instead.)"""
    import importlib.util

    return importlib.util.find_spec("matplotlib") is not None


def _plt() -> Any:
    try:
        import matplotlib.pyplot as plt
    except ImportError:
        raise BadOption(
            _('the plots need matplotlib: pip install "tortuga_kit[compare]"')
        ) from None
    return plt


def _done(plt: Any, fig: Any) -> Any:
    """Laid out and closed: a notebook shows the returned figure once (as the cell's value),
    not a second time as a left-over open figure."""
    fig.tight_layout()
    plt.close(fig)
    return fig


def _random(stats: Sequence[Row], game: str, measure: str) -> list[Row]:
    """The random bots' statistics of ``game`` (the comparison plays one count per game)."""
    return [
        r for r in stats if r["game"] == game and r["bots"] == "random" and r["measure"] == measure
    ]


def _bars(ax: Any, labels: list[str], rows: list[Row], colour: str = "#1e6f9f") -> None:
    values = [r["value"] for r in rows]
    err = [[r["value"] - r["low"] for r in rows], [r["high"] - r["value"] for r in rows]]
    ax.bar(labels, values, yerr=err, capsize=4, color=colour)


#: Histogram bars per panel, at most (a bar is a whole number of turns wide).
BINS = 20
#: Matches longer than the third quartile plus this many interquartile ranges (Tukey's "far
#: out" fence) share one hatched bar at the right end: a single 10-times-longer game would
#: otherwise stretch its panel's axis and squeeze every other bar into a sliver.
FAR_OUT = 3.0


def _fence(values: Sequence[int]) -> int:
    """The longest length drawn to scale: Q3 + FAR_OUT · IQR, at least Q3 + 1."""
    s = sorted(values)
    q1, q3 = s[len(s) // 4], s[(3 * len(s)) // 4]
    return int(q3 + max(1.0, FAR_OUT * (q3 - q1)))


def _integers(axis: Any) -> None:
    """Ticks at whole numbers only: a count of matches has no 2.5."""
    from matplotlib.ticker import MaxNLocator

    axis.set_major_locator(MaxNLocator(integer=True))


def lengths(rows: Sequence[Row]) -> Any:
    """Game length in turns: one histogram per game (random bots). Bars are whole numbers of
    turns wide and the counts whole numbers; far-out long games share one hatched bar at the
    right end, with a note of how many and the longest (so one outlier does not squeeze the
    panel)."""
    plt = _plt()
    games = available_games()
    fig, axes = plt.subplots(1, len(games), figsize=(3.2 * len(games), 2.8))
    for ax, g in zip(axes, games):
        turns = [r["turns"] for r in rows if r["game"] == g and set(r["bots"]) == {"random"}]
        ax.set_title(f"{get_game(g).title}\n({players_of(rows, g)} players)", fontsize=9)
        ax.set_xlabel(_("turns"))
        _integers(ax.yaxis)
        if not turns:
            continue
        fence = _fence(turns)
        inside = [n for n in turns if n <= fence]
        far = [n for n in turns if n > fence]
        low, high = min(inside), max(inside)
        # A bar spans a whole number of the lengths' own step (Gourmet's games last whole
        # rounds: every length differs by a multiple of 4), so no bar stands empty between two.
        step = math.gcd(*(n - low for n in inside)) or 1
        width = step * max(1, -(-(high - low + 1) // (BINS * step)))  # ceil: at most BINS bars
        edges = [low - 0.5 + k * width for k in range((high - low) // width + 2)]
        ax.hist(inside, bins=edges, color="#6d4c41")
        if far:
            x = edges[-1] + width  # one bar's gap, then the far-out bar, named on the axis
            ax.bar(x, len(far), width=width, align="edge", color="#bcaaa4", hatch="///",
                   edgecolor="#6d4c41")  # fmt: skip
            ticks = [v for v in ax.get_xticks() if edges[0] <= v <= edges[-1]]
            ax.set_xticks([*ticks, x + width / 2], [f"{v:g}" for v in ticks] + [f">{fence}"])
            note = _.plural(
                "hatched: {n} match over {fence} turns\n(the longest: {longest})",
                "hatched: {n} matches over {fence} turns\n(the longest: {longest})",
                len(far),
                fence=fence,
                longest=max(far),
            )
            ax.set_xlabel(f"{_('turns')}\n{note}", fontsize=7)
    axes[0].set_ylabel("matches")
    return _done(plt, fig)


def win_rates(stats: Sequence[Row]) -> Any:
    """Win rate by team (team games) or by seat, with 95% intervals."""
    plt = _plt()
    games = available_games()
    fig, axes = plt.subplots(1, len(games), figsize=(3.2 * len(games), 2.8), sharey=True)
    for ax, g in zip(axes, games):
        rows = _random(stats, g, "win_team") or _random(stats, g, "win_seat")
        _bars(ax, [r["group"] for r in rows], rows)
        ax.set_title(get_game(g).title, fontsize=9)
        ax.tick_params(axis="x", labelsize=7, rotation=30)
    axes[0].set_ylabel("share of matches won")
    return _done(plt, fig)


def branching(stats: Sequence[Row]) -> Any:
    """Legal actions per decision over the course of a game (by tenth), per game."""
    plt = _plt()
    fig, ax = plt.subplots(figsize=(8.4, 3.2))  # the legend to the right of the lines
    for g in available_games():
        rows = sorted(_random(stats, g, "branching_tenth"), key=lambda r: int(r["group"]))
        xs = [int(r["group"]) for r in rows]
        ax.plot(xs, [r["value"] for r in rows], marker="o", label=get_game(g).title)
        ax.fill_between(xs, [r["low"] for r in rows], [r["high"] for r in rows], alpha=0.2)
    ax.set_xlabel("tenth of the game")
    ax.set_ylabel("legal actions per decision")
    _log_numbers(ax)
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
    return _done(plt, fig)


def _log_numbers(ax: Any) -> None:
    """A log-scaled y axis labelled in plain numbers at 1, 2, 3, 5, 10, 20, ... within the
    data's range (matplotlib's default labels minor ticks ``3×10¹``, ``6×10⁰``); the other
    minor ticks stay, unlabelled."""
    from matplotlib.ticker import FuncFormatter, NullFormatter

    ax.set_yscale("log")
    low, high = ax.get_ylim()
    nice = [m * 10.0**e for e in range(-2, 6) for m in (1, 2, 3, 5)]
    ticks = [v for v in nice if low <= v <= high] or [v for v in nice if v <= high][-1:]
    ax.set_yticks(ticks)
    ax.yaxis.set_major_formatter(FuncFormatter(lambda v, _pos: f"{v:g}"))
    ax.yaxis.set_minor_formatter(NullFormatter())


def rules(stats: Sequence[Row]) -> Any:
    """Each game's headline rules (its ``facts.highlights``) per 100 turns, one panel each."""
    plt = _plt()
    games = available_games()
    fig, axes = plt.subplots(2, (len(games) + 1) // 2, figsize=(9.6, 4.4))
    for ax, g in zip(axes.flat, games):
        found = {r["group"]: r for r in _random(stats, g, "rule")}
        pairs = [(w, found[t]) for t, w in get_game(g).facts.highlights if t in found]
        if not pairs:
            raise BadOption(
                _("no rule statistics for {game}: pass compare.statistics(rows)", game=g)
            )
        rows = [r for _, r in pairs]
        err = [[r["value"] - r["low"] for r in rows], [r["high"] - r["value"] for r in rows]]
        ax.barh([w for w, _ in pairs], [r["value"] for r in rows], xerr=err, capsize=3,
                color="#ef6c00")  # fmt: skip
        ax.invert_yaxis()
        ax.set_title(get_game(g).title, fontsize=9)
        ax.tick_params(axis="y", labelsize=8)
        ax.set_xlabel("per 100 turns", fontsize=8)
    return _done(plt, fig)


def skill(stats: Sequence[Row]) -> Any:
    """The rule-aware bot at one seat against the same seats' share with random play."""
    plt = _plt()
    games = [g for g in available_games() if get_game(g).bots]
    fig, ax = plt.subplots(figsize=(6.4, 3.0))
    width = 0.38
    for k, (group, colour) in enumerate(
        (("random seat", "#8d8d8d"), ("rule-aware seat", "#2e7d32"))
    ):
        rows = []
        for g in games:
            found = [r for r in stats if r["game"] == g and r["measure"] == "skill"
                     and r["group"] == group]  # fmt: skip
            rows.append(found[0] if found else {"value": 0.0, "low": 0.0, "high": 0.0})
        xs = [i + (k - 0.5) * width for i in range(len(games))]
        err = [[r["value"] - r["low"] for r in rows], [r["high"] - r["value"] for r in rows]]
        ax.bar(xs, [r["value"] for r in rows], width, yerr=err, capsize=3, color=colour,
               label=group)  # fmt: skip
    ax.set_xticks(range(len(games)), [get_game(g).title for g in games], fontsize=8)
    ax.set_ylabel("share of matches won")
    ax.legend(fontsize=8)
    return _done(plt, fig)


__all__ = ["available", "branching", "lengths", "rules", "skill", "win_rates"]
