"""The comparison's pictures (matplotlib, the optional ``compare`` extra): each takes the rows of
``compare.compare`` or ``compare.statistics`` and returns a ``Figure``, with the 95% intervals
drawn as error bars, so a reader never sees a rate without its uncertainty."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .compare import Row, players_of
from .engine.errors import BadOption
from .engine.i18n import translator
from .engine.registry import available_games, get_game

_ = translator("kit")


def available() -> bool:
    """Is matplotlib here? (Not on an offline JupyterLite site: the comparison notebook then
    shows its tables alone.)"""
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


def lengths(rows: Sequence[Row]) -> Any:
    """Game length in turns: one histogram per game (random bots)."""
    plt = _plt()
    games = available_games()
    fig, axes = plt.subplots(1, len(games), figsize=(3.2 * len(games), 2.8))
    for ax, g in zip(axes, games):
        turns = [r["turns"] for r in rows if r["game"] == g and set(r["bots"]) == {"random"}]
        ax.hist(turns, bins=20, color="#6d4c41")
        ax.set_title(f"{get_game(g).title}\n({players_of(rows, g)} players)", fontsize=9)
        ax.set_xlabel("turns")
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
    fig, ax = plt.subplots(figsize=(6.4, 3.2))
    for g in available_games():
        rows = sorted(_random(stats, g, "branching_tenth"), key=lambda r: int(r["group"]))
        xs = [int(r["group"]) for r in rows]
        ax.plot(xs, [r["value"] for r in rows], marker="o", label=get_game(g).title)
        ax.fill_between(xs, [r["low"] for r in rows], [r["high"] for r in rows], alpha=0.2)
    ax.set_xlabel("tenth of the game")
    ax.set_ylabel("legal actions per decision")
    ax.set_yscale("log")
    ax.legend(fontsize=8)
    return _done(plt, fig)


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
