"""Compare the seeded games: what the rulebooks say, and what happens when they are played.

- ``facts_table()``: one row per game from its declared ``facts`` (never typed twice).
- ``play(...)`` (from ``sim``, below this module): many seeded matches of one game, one tidy
  row each (``sim.playout``), on any
  ``concurrent.futures.Executor``. Matches are independent by seed, so a
  ``ProcessPoolExecutor`` uses every local core and a Dask cluster's executor
  (``distributed.Client(...).get_executor()``) spreads the same call over machines: the rows
  come back in seed order, identical for the same seeds whatever ran them.
- ``compare(...)``: every game at its default player count (``facts.default_players``), plus
  the skill test (the game's rule-aware bot at one seat, random bots at the others).
- ``statistics(rows)``: tidy statistic rows, each with a 95% confidence interval: game length,
  branching factor (also by tenth of a game), win rate by seat and by team, the first player's
  win rate, ties and tie-breaks, every rule's rate per 100 turns, and skill against luck.
- ``frame(rows)``: the same rows as a pandas DataFrame (the optional ``compare`` extra).

Intervals: Wilson's score interval for rates (it stays inside 0–1 and is honest for small
counts); the normal interval of a mean for lengths and branching; for a rule's rate per 100
turns, the normal interval of the ratio of means over matches (the delta method), since the
events of one match are not independent of each other. Everything here is pure Python, so it
runs under Pyodide too, where the default is to play in-process.
"""

from __future__ import annotations

import math
import statistics as st
from collections import Counter
from collections.abc import Iterable, Sequence
from concurrent.futures import Executor
from typing import Any

from .engine.errors import BadOption
from .engine.game import check_players
from .engine.i18n import translator
from .engine.match import Match, new_match
from .engine.registry import available_games, get_game
from .sim import (
    CHUNK,
    MAX_GAMES,
    Progress,
    Row,
    Task,
    _progress,
    _run,
    _tasks,
    default_players,
    moves,
    play,
)

_ = translator("kit")

Z95 = 1.959963984540054  # the normal quantile for a two-sided 95% interval


# -- intervals ----------------------------------------------------------------------------------


def wilson(k: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for ``k`` successes in ``n`` trials (``k`` may be a sum of
    shares, as a shared win counts its part).

    >>> [round(x, 3) for x in wilson(50, 100)]
    [0.404, 0.596]
    >>> wilson(0, 0)
    (0.0, 1.0)
    """
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    centre = p + z * z / (2 * n)
    margin = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    denom = 1 + z * z / n
    lo = 0.0 if k == 0 else max(0.0, (centre - margin) / denom)  # exact at the ends, where
    hi = 1.0 if k == n else min(1.0, (centre + margin) / denom)  # rounding would miss 0 or 1
    return (lo, hi)


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """The mean and its normal 95% interval (one value: the interval is the value itself)."""
    m = st.fmean(values)
    if len(values) < 2:
        return (m, m, m)
    half = z * st.stdev(values) / math.sqrt(len(values))
    return (m, m - half, m + half)


def ratio_interval(
    counts: Sequence[float], turns: Sequence[float], z: float = Z95
) -> tuple[float, float, float]:
    """sum(counts) / sum(turns) and its 95% interval by the delta method over matches."""
    n = len(counts)
    total = sum(turns)
    r = sum(counts) / total if total else 0.0
    if n < 2 or not total:
        return (r, r, r)
    mean_t = total / n
    resid = [c - r * t for c, t in zip(counts, turns)]
    half = z * math.sqrt(sum(e * e for e in resid) / (n - 1) / n) / mean_t
    return (r, max(0.0, r - half), r + half)


# -- the facts --------------------------------------------------------------------------------


def facts_table(games: Iterable[str] | None = None) -> list[Row]:
    """One row per game: what its rulebook says (its declared ``facts``)."""
    rows = []
    for name in games or available_games():
        g = get_game(name)
        f = g.facts.to_dict()
        rows.append(
            {
                "game": name,
                "title": g.title,
                "players": f"{f['players'][0]}–{f['players'][1]}",
                "minutes": f"{f['minutes'][0]}–{f['minutes'][1]}",
                "age": f["age"],
                "published": f["published"],
                "teams": f["teams"],
                "hidden_roles": f["hidden_roles"],
                **{m: m in f["mechanisms"] for m in _mechanisms()},
                "chance": "; ".join(f["chance"]),
                "hidden": f["hidden"],
                "rule-aware bot": ", ".join(g.bots) or "none",
            }
        )
    return rows


def _mechanisms() -> list[str]:
    from .engine.game import MECHANISMS

    return sorted(MECHANISMS)


def players_of(rows: Sequence[Row], game: str) -> int:
    """The player count ``game`` was played at in ``rows`` (one count per game)."""
    counts = {r["players"] for r in rows if r["game"] == game}
    if len(counts) != 1:
        raise LookupError(f"{game} was played at {sorted(counts) or 'no'} player counts")
    return int(counts.pop())


def compare(
    matches: int = 200,
    seed: int = 1,
    games: Iterable[str] | None = None,
    players: dict[str, int] | None = None,
    *,
    skill: bool = True,
    executor: Executor | None = None,
    progress: bool | Progress = False,
) -> list[Row]:
    """Every game (default: all) at its default player count with random bots; with
    ``skill``, the same seeds again with the game's rule-aware bot at one seat (seat
    ``(s - seed) % players`` in match ``s``) and random bots at the others. All rows, one per
    match: per game the random matches in seed order, then the skill matches in seed order.
    Every game's matches go to the executor at once, so no core waits for a game to end."""
    names = list(games or available_games())
    if isinstance(matches, bool) or not isinstance(matches, int) or not 1 <= matches <= MAX_GAMES:
        raise BadOption(
            _(
                "matches must be a whole number 1–{most}, not {value}",
                most=MAX_GAMES,
                value=repr(matches)[:40],
            )
        )
    tasks: list[Task] = []
    for name in names:
        n = check_players(get_game(name), (players or {}).get(name) or default_players(name))
        tasks += _tasks(name, n, matches, seed, ["random"] * n, {})
        if skill:
            tasks += _skill_tasks(name, n, matches, seed)
    total = sum(len(task[2]) for task in tasks)
    done = _run(tasks, executor, _progress(progress, total, f"{len(names)} games"))
    rows: list[Row] = []
    for name in names:
        mine = [r for r in done if r["game"] == name]
        rows += [r for r in mine if set(r["bots"]) == {"random"}]
        rows += sorted((r for r in mine if set(r["bots"]) != {"random"}), key=lambda r: r["seed"])
    return rows


def _skill_tasks(game: str, players: int, matches: int, seed: int) -> list[Task]:
    aware = next(iter(get_game(game).bots), None)
    if aware is None:
        return []
    tasks: list[Task] = []
    for k in range(players):
        seeds = list(range(seed + k, seed + matches, players))
        bots = ["random"] * players
        bots[k] = aware
        tasks += [
            (game, players, seeds[i : i + CHUNK], bots, {}) for i in range(0, len(seeds), CHUNK)
        ]
    return tasks


def play_skill(
    game: str,
    players: int,
    matches: int,
    seed: int = 1,
    *,
    executor: Executor | None = None,
    progress: bool | Progress = False,
) -> list[Row]:
    """The game's rule-aware bot at one seat (seat ``(s - seed) % players`` in match ``s``),
    random bots at the others, so every seat is the rule-aware one equally often. Rows in
    seed order; none when the game has no rule-aware bot."""
    tasks = _skill_tasks(game, check_players(get_game(game), players), matches, seed)
    report = _progress(progress, matches, f"{game}: the rule-aware bot at one seat")
    return sorted(_run(tasks, executor, report), key=lambda r: r["seed"])


# -- statistics ----------------------------------------------------------------------------------


def _stat(
    game: str,
    players: int,
    bots: str,
    measure: str,
    group: str,
    value: float,
    low: float,
    high: float,
    n: int,
    chance: float | None = None,
) -> Row:
    row: Row = {
        "game": game,
        "players": players,
        "bots": bots,
        "measure": measure,
        "group": group,
        "value": round(value, 4),
        "low": round(low, 4),
        "high": round(high, 4),
        "n": n,
    }
    if chance is not None:
        row["chance"] = round(chance, 4)
    return row


def bots_label(bots: Sequence[str]) -> str:
    """How a statistic names the bots of its matches: ``random``, ``agent`` (every seat),
    ``agent + random`` (one seat rule-aware, the others random, whichever seat), else the
    list."""
    kinds = sorted(set(bots))
    if len(kinds) == 1:
        return kinds[0]
    others = [b for b in bots if b != "random"]
    if len(others) == 1:
        return f"{others[0]} + random"
    return ",".join(bots)


def _key(row: Row) -> tuple[str, int, str]:
    return (row["game"], row["players"], bots_label(row["bots"]))


def statistics(rows: Sequence[Row]) -> list[Row]:
    """Tidy statistics, one row per (game, players, bots, measure, group), with a 95%
    interval (``low``, ``high``) and the number of matches ``n``. Measures:

    - ``turns``, ``decisions``, ``branching``: means per match; ``branching_tenth`` by tenth
      (group ``1``–``10``);
    - ``win_seat`` (group ``seat k``) and ``win_team`` (group: the team, or ``none``): rates;
    - ``first_player``: how often the seat that moved first won, with ``chance`` (a seat's
      mean win rate in these matches: what it would win with no advantage);
    - ``tie``, ``tie_break``: rates; ``rule`` (group: the ``Event.tag``): events per 100
      turns, and ``rule_games``: share of matches in which it happened;
    - ``skill`` (only for a rule-aware bot at one seat): how often that seat won, with
      ``chance``, the same seats' win rate when every seat plays at random (when those rows
      are in ``rows`` too).
    """
    groups: dict[tuple[str, int, str], list[Row]] = {}
    for r in rows:
        groups.setdefault(_key(r), []).append(r)
    out: list[Row] = []
    for (game, players, bots), rs in groups.items():
        out += _one(game, players, bots, rs)
    # skill against luck: a rule-aware bot at one seat, against all-random on the same seeds
    random_rows = {
        (r["game"], r["players"], r["seed"]): r for r in rows if set(r["bots"]) == {"random"}
    }
    skill: dict[tuple[str, int], list[tuple[bool, bool | None]]] = {}
    for r in rows:
        aware = [k for k, b in enumerate(r["bots"]) if b != "random"]
        if len(aware) != 1:
            continue
        k = aware[0]
        base = random_rows.get((r["game"], r["players"], r["seed"]))
        skill.setdefault((r["game"], r["players"]), []).append(
            (k in r["winners"], None if base is None else k in base["winners"])
        )
    for (game, players), pairs in skill.items():
        n = len(pairs)
        wins = sum(w for w, _ in pairs)
        lo, hi = wilson(wins, n)
        bases = [b for _, b in pairs if b is not None]
        chance = sum(bases) / len(bases) if bases else None
        aware_name = next(iter(get_game(game).bots), "")
        out.append(
            _stat(
                game, players, aware_name, "skill", "rule-aware seat", wins / n, lo, hi, n, chance
            )
        )
        if bases:
            blo, bhi = wilson(sum(bases), len(bases))
            out.append(
                _stat(
                    game, players, "random", "skill", "random seat", chance or 0.0, blo, bhi,
                    len(bases),
                )
            )  # fmt: skip
    return out


def _one(game: str, players: int, bots: str, rs: list[Row]) -> list[Row]:
    n = len(rs)
    out = []

    def mean_row(measure: str, values: Sequence[float], group: str = "") -> None:
        m, lo, hi = mean_interval(values)
        out.append(_stat(game, players, bots, measure, group, m, lo, hi, len(values)))

    def rate_row(measure: str, group: str, k: int, chance: float | None = None) -> None:
        lo, hi = wilson(k, n)
        out.append(_stat(game, players, bots, measure, group, k / n, lo, hi, n, chance))

    mean_row("turns", [r["turns"] for r in rs])
    mean_row("decisions", [r["decisions"] for r in rs])
    mean_row("branching", [r["branching"] for r in rs])
    for t in range(10):
        vals = [r["branching_by_tenth"][t] for r in rs if r["branching_by_tenth"]]
        if vals:
            mean_row("branching_tenth", vals, str(t + 1))
    seat_wins = [sum(p in r["winners"] for r in rs) for p in range(players)]
    for p in range(players):
        rate_row("win_seat", f"seat {p}", seat_wins[p])
    teams = Counter(r["winning_team"] or ("none" if not r["winners"] else "") for r in rs)
    for team, k in sorted(teams.items()):
        if team:
            rate_row("win_team", team, k)
    first = sum(r["first_seat"] in r["winners"] for r in rs if r["first_seat"] is not None)
    rate_row("first_player", "first to move", first, sum(seat_wins) / (n * players))
    rate_row("tie", "", sum(bool(r["tie"]) for r in rs))
    rate_row("tie_break", "", sum(bool(r["tie_broken"]) for r in rs))
    # every tag that fired, and the game's headline rules even when they never did (a zero)
    tags = sorted(
        {t for r in rs for t in r["tags"]} | {t for t, _ in get_game(game).facts.highlights}
    )
    turns = [max(1, r["turns"]) for r in rs]
    for tag in tags:
        counts = [r["tags"].get(tag, 0) for r in rs]
        v, lo, hi = ratio_interval(counts, turns)
        out.append(_stat(game, players, bots, "rule", tag, 100 * v, 100 * lo, 100 * hi, n))
        rate_row("rule_games", tag, sum(1 for c in counts if c))
    return out


def pick(stats: Sequence[Row], **where: Any) -> Row:
    """The one statistic row matching ``where`` (e.g. ``game="cartagena", measure="turns"``)."""
    found = [r for r in stats if all(r.get(k) == v for k, v in where.items())]
    if len(found) != 1:
        raise LookupError(f"{len(found)} statistic rows match {where}")
    return found[0]


def example(row: Row) -> Match:
    """The seeded match that shows a statistic (its row's ``example``), as a ``Match`` at the
    row's step: the same seat bots replayed from the seed (``sim.moves``), so the learner sees
    the very match the number came from. Every later action is kept for ``redo``, so the
    match can be stepped forward to its end. A row without an example is one ``BadOption``."""
    ex = row.get("example") if isinstance(row, dict) else None
    if not isinstance(ex, dict):
        raise BadOption(_("this statistic has no example match"))
    game, players, seed = row["game"], ex["players"], ex["seed"]
    options = dict(ex.get("options") or {})
    match = new_match(game, players, seed, **options)
    for _state, _seat, _legal, text in moves(game, players, seed, ex["bots"], options):
        match.play(text)
    step = ex["step"]
    if not isinstance(step, int) or not 0 <= step <= match.step:
        raise BadOption(_("this statistic has no example match"))
    while match.step > step:
        match.undo()
    return match


class Table(list[Row]):
    """Rows shown as a table: HTML in a notebook, aligned text on a terminal. It needs no
    pandas, so the comparison notebook runs where pandas is not installed (a JupyterLite site
    carries only pure-Python packages); ``frame`` makes a DataFrame where it is."""

    def __init__(self, rows: Iterable[Row], columns: Sequence[str] | None = None) -> None:
        super().__init__(rows)
        first = self[0] if self else {}
        self.columns = list(columns) if columns is not None else list(first)

    @staticmethod
    def _cell(value: Any) -> str:
        if isinstance(value, bool):
            return "yes" if value else "–"
        if isinstance(value, float):
            return f"{value:.3f}".rstrip("0").rstrip(".") if value == value else "–"
        return "–" if value is None else str(value)

    def _repr_html_(self) -> str:
        from html import escape

        head = "".join(f"<th>{escape(c)}</th>" for c in self.columns)
        body = "".join(
            "<tr>"
            + "".join(f"<td>{escape(self._cell(r.get(c)))}</td>" for c in self.columns)
            + "</tr>"
            for r in self
        )
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"

    def __str__(self) -> str:
        cells = [self.columns] + [[self._cell(r.get(c)) for c in self.columns] for r in self]
        widths = [max(len(row[k]) for row in cells) for k in range(len(self.columns))]
        return "\n".join(
            "  ".join(v.ljust(w) for v, w in zip(row, widths)).rstrip() for row in cells
        )

    __repr__ = __str__


def table(rows: Iterable[Row], columns: Sequence[str] | None = None, **where: Any) -> Table:
    """The rows matching ``where`` (e.g. ``bots="random", measure="turns"``), shown as a
    table of ``columns`` (default: every key of the first row).

    >>> print(table([{"game": "gourmet", "value": 0.25}, {"game": "cartagena", "value": 0.5}]))
    game       value
    gourmet    0.25
    cartagena  0.5
    """
    return Table((r for r in rows if all(r.get(k) == v for k, v in where.items())), columns)


def frame(rows: Sequence[Row]) -> Any:
    """The rows as a pandas DataFrame (``pip install "tortuga_kit[compare]"``)."""
    try:
        import pandas as pd
    except ImportError:
        raise BadOption(
            _(
                'frame() needs pandas: pip install "tortuga_kit[compare]" (or use the rows, a list of dicts)'
            )
        ) from None
    return pd.DataFrame(list(rows))


__all__ = [
    "Row",
    "compare",
    "default_players",
    "example",
    "facts_table",
    "frame",
    "mean_interval",
    "pick",
    "play",
    "play_skill",
    "players_of",
    "ratio_interval",
    "statistics",
    "table",
    "Table",
    "wilson",
]
