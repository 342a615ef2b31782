"""The analysis's pictures as Vega-Lite specs: plain JSON that ``widgets.Chart`` draws.

Why Vega-Lite and not matplotlib (``plots.py``, kept for ``compare``'s rows): the offline
JupyterLite site has no matplotlib, and a spec is data, so the same picture draws in JupyterLab,
Voilà and Lite (the browser draws it with the Vega bundle in ``widgets/static/vega.js``), and a
test can read what a chart shows without a browser.

``spec(rows, measure)`` takes the tidy rows of ``tortuga_kit.analysis`` (``game``, ``group``,
``value``, ``low``, ``high``, ``n``, optionally ``chance``) and draws one measure of every game
in them, each number with its 95% interval (an error bar, or a band along a curve) and the fair
share, where the rows give one, as a grey rule: a reader never sees a rate without its
uncertainty, nor a win share without what chance alone would give. Three kinds of picture
(``LOOKS``): a dot per game and group (``dots``), the skill ladder's rungs per game (``ladder``)
and a curve over the tenths of a game (``curve``).

Every title and axis is in the kit's catalog (English, German, Korean); the spec's
``description`` (the chart's ``aria-label``) and ``usermeta.table`` (every number as a table,
the chart's text alternative) let a screen reader read what the picture shows.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .engine.errors import BadOption
from .engine.i18n import active_language, language, translator
from .engine.registry import available_games, get_game

_ = translator("kit")

Row = dict[str, Any]
Spec = dict[str, Any]

SCHEMA = "https://vega.github.io/schema/vega-lite/v6.json"
#: One colour per game, the same in every chart (Okabe-Ito: told apart with colour blindness).
COLOURS = ("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#D55E00", "#56B4E9")
#: The chance rule's colour: mid grey, readable on a light and a dark page.
CHANCE = "#888888"
WIDTH = 420
#: No legend (the axis or the panels name the games). Never ``None`` anywhere in a spec: a null
#: reaches Vega as ``undefined`` from the JupyterLite kernel (Pyodide's ``to_js``), i.e. as if
#: the key were absent, and Vega-Lite then draws its default (a facet titled "title").
NO_LEGEND = {"disable": True}


@dataclass(frozen=True)
class Look:
    """How one measure is drawn: the kind of picture, its title and value axis (message ids of
    the ``kit`` catalog) and whether its values are shares (drawn as percentages)."""

    kind: str
    title: str
    axis: str
    share: bool
    #: A count that spans two orders of magnitude between the games (options at a real choice:
    #: Tortuga 1667's 65 against the others' 3-7): a log axis labelled in whole numbers, so
    #: that no game's dots are squeezed against the axis by another's.
    log: bool = False


LOOKS: dict[str, Look] = {
    "ladder": Look(
        "ladder",
        _.mark("Skill ladder: the stronger side's win share at each rung"),
        _.mark("win share"),
        True,
    ),
    "luck_share": Look(
        "dots",
        _.mark("Luck share: how much of the outcome the deal decides"),
        _.mark("share of the outcome's variance explained by the seed"),
        True,
    ),
    "decided_at": Look(
        "dots",
        _.mark("When it is decided: the winner stays ahead after this share of the game"),
        _.mark("share of the game played"),
        True,
    ),
    "lead_changes": Look(
        "dots",
        _.mark("Lead changes per 10 decisions"),
        _.mark("lead changes per 10 decisions"),
        False,
    ),
    "real_choice": Look(
        "dots",
        _.mark("Real choices: the share of decisions with more than one option"),
        _.mark("share of decisions"),
        True,
    ),
    "options_median": Look(
        "dots",
        _.mark("Options at a real choice (median)"),
        _.mark("options"),
        False,
        log=True,
    ),
    "options_tenth": Look(
        "curve",
        _.mark("Options at a real choice over the game"),
        _.mark("median options"),
        False,
        log=True,
    ),
    "hidden_share": Look(
        "dots",
        _.mark("Hidden information: the share of components the mover cannot see"),
        _.mark("share of components"),
        True,
    ),
    "belief_entropy_tenth": Look(
        "curve",
        _.mark("How fast the secret comes out: a seat's uncertainty about the teams"),
        _.mark("entropy of the belief (bits)"),
        False,
    ),
    "secrecy_cost": Look(
        "dots",
        _.mark("Cost of secrecy: what knowing every secret adds to a rule bot's win share"),
        _.mark("win share gained"),
        True,
    ),
    "seat_balance": Look(
        "dots",
        _.mark("Balance: 1 minus the largest gap between the seats' win rates"),
        _.mark("balance (1: every seat wins alike)"),
        False,
    ),
    "first_player": Look(
        "dots",
        _.mark("The first player's win share"),
        _.mark("win share"),
        True,
    ),
    "team_balance": Look(
        "dots",
        _.mark("Team balance by player count"),
        _.mark("team balance"),
        True,
    ),
    "decisions": Look("dots", _.mark("Decisions in a game"), _.mark("decisions"), False),
    "rounds": Look("dots", _.mark("Rounds in a game"), _.mark("rounds"), False),
    "minutes": Look("dots", _.mark("Minutes at a table (an estimate)"), _.mark("minutes"), False),
}


def measures() -> list[str]:
    """The measures this module draws, in the notebook's order."""
    return list(LOOKS)


def spec(rows: Sequence[Row], measure: str, lang: str | None = None) -> Spec:
    """The Vega-Lite spec of ``measure`` for every game in ``rows`` (other measures' rows are
    left out), its texts in ``lang`` (default: the active language)."""
    look = LOOKS.get(measure)
    if look is None:
        raise BadOption(
            _("no chart for the measure {measure}; one of {choices}", measure=measure,
              choices=", ".join(LOOKS))
        )  # fmt: skip
    mine = [r for r in rows if r.get("measure") == measure]
    if not mine:
        raise BadOption(_("the rows hold no {measure}", measure=measure))
    with language(lang or active_language()) as lang:
        data = [_datum(r, look) for r in mine]
        body = _BODIES[look.kind](data, look)
        title = _.get(look.title)
        return {
            "$schema": SCHEMA,
            "title": title,
            "description": _("{title}. The table under the chart holds every number.",
                             title=title),
            "data": {"values": data},
            **body,
            "config": {"font": "sans-serif", "view": {"stroke": "transparent"}},
            "usermeta": {"lang": lang, "measure": measure, "table": _table(data, look)},
        }  # fmt: skip


# ------------------------------------------------------------------ the data drawn
def _order(game: str) -> int:
    """Games in the registry's order, unknown ones after them (a test's toy game)."""
    games = available_games()
    return games.index(game) if game in games else len(games)


def _title(game: str) -> str:
    return str(get_game(game).title) if game in available_games() else game


def rung_rank(group: str) -> tuple[int, int]:
    """A ladder rung's place: random, then the rule bot (any other name), then the search bot
    by its budget (``"search:256"``, as the rows name it, or ``"search 256"``). The rows' own
    ``search:N`` once ranked as the rule bot, so the highest rung of a set was whichever came
    first (notebook 06's question asked about "the top rung (rule)" in some kernels)."""
    if group == "random":
        return (0, 0)
    budget = re.fullmatch(r"search[: ](\d+)", group)
    return (2, int(budget.group(1))) if budget else (1, 0)


#: The measures whose groups are the skill ladder's rungs (``random``, ``rule``, ``search:N``).
RUNG_MEASURES = frozenset({"ladder", "luck_share"})


def rung_label(group: str, lang: str | None = None) -> str:
    """A ladder rung as a chart labels it, in ``lang`` (default: the active language): "rule
    bot", "Suche 64", "탐색 128"; another name stays as it is."""
    with language(lang or active_language()):
        if group == "random":
            return _("random")
        if group == "rule":
            return _("rule bot")
        budget = re.fullmatch(r"search[: ](\d+)", group)
        return _("search {n}", n=int(budget.group(1))) if budget else group


def _datum(row: Row, look: Look) -> Row:
    game, group = str(row["game"]), str(row.get("group", ""))
    rank = rung_rank(group)  # also orders the luck share's rungs; other groups keep their order
    shown = rung_label(group) if row.get("measure") in RUNG_MEASURES else group
    datum: Row = {
        "game": game,
        "title": _title(game),
        "colour": COLOURS[_order(game) % len(COLOURS)],
        "order": _order(game),
        "group": shown,
        "rank": rank[0] * 100_000 + rank[1],
        "sort": f"{_order(game):03d} {rank[0]} {rank[1]:09d} {group.zfill(9)}",
        "value": float(row["value"]),
        "low": float(row["low"]),
        "high": float(row["high"]),
        "n": int(row["n"]),
    }
    if look.kind == "curve":
        datum["tenth"] = int(group)
    if row.get("chance") is not None:
        datum["chance"] = float(row["chance"])
    return datum


def _number(value: float, look: Look) -> str:
    return f"{100 * value:.1f}%" if look.share else f"{value:.3g}"


def _table(data: list[Row], look: Look) -> Row:
    """Every number as text (the chart's text alternative): game, group, value, interval, n."""
    columns = [_("game"), _("group"), _.get(look.axis), _("95% interval"), _("matches")]
    chance = any("chance" in d for d in data)
    if chance:
        columns.append(_("fair share"))
    rows = []
    for d in sorted(data, key=lambda d: (d["sort"], d.get("tenth", 0))):
        row = [d["title"], d["group"], _number(d["value"], look),
               f"{_number(d['low'], look)} – {_number(d['high'], look)}", str(d["n"])]  # fmt: skip
        if chance:
            row.append(_number(d["chance"], look) if "chance" in d else "")
        rows.append(row)
    return {"columns": columns, "rows": rows}


# ------------------------------------------------------------------ the three pictures
#: The ticks of a log axis: whole numbers a reader counts in (not 3×10¹ or 6×10⁰).
LOG_TICKS = [1, 2, 3, 5, 10, 20, 30, 50, 100, 200, 300, 500]


def _value_axis(look: Look) -> Row:
    if look.log:
        return {"title": _.get(look.axis), "values": LOG_TICKS, "format": "d"}
    return {"title": _.get(look.axis), **({"format": ".0%"} if look.share else {})}


def _value_scale(look: Look) -> Row:
    return {"type": "log"} if look.log else {"zero": look.share}


def _colour(data: list[Row]) -> Row:
    """The games' fixed colours (the same game, the same colour, in every chart)."""
    shown = sorted({(d["order"], d["title"], d["colour"]) for d in data})
    return {
        "field": "title",
        "type": "nominal",
        "title": _("game"),
        "scale": {"domain": [s[1] for s in shown], "range": [s[2] for s in shown]},
    }


def _tooltip(look: Look) -> list[Row]:
    number = {"type": "quantitative", **({"format": ".1%"} if look.share else {"format": ".3g"})}
    return [
        {"field": "title", "type": "nominal", "title": _("game")},
        {"field": "group", "type": "nominal", "title": _("group")},
        {"field": "value", **number, "title": _.get(look.axis)},
        {"field": "low", **number, "title": _("95% interval, low")},
        {"field": "high", **number, "title": _("95% interval, high")},
        {"field": "n", "type": "quantitative", "title": _("matches")},
    ]


def _dots(data: list[Row], look: Look) -> Spec:
    """A dot per game on a value axis (a row per game and group when a game has several: the
    luck share's rungs, the team balance's player counts), its interval a bar through it, the
    fair share a grey tick."""
    groups = len({d["group"] for d in data}) > 1
    for d in data:
        d["label"] = f"{d['title']} · {d['group']}" if groups else d["title"]
    at = {"y": {"field": "label", "type": "nominal", "title": "",
                "sort": {"field": "sort"}}}  # fmt: skip
    value = {"field": "value", "type": "quantitative", "axis": _value_axis(look),
             "scale": _value_scale(look)}  # fmt: skip
    colour = {**_colour(data), "legend": NO_LEGEND}  # the axis names the games
    layers: list[Spec] = [
        {"mark": {"type": "rule", "strokeWidth": 2},
         "encoding": {**at, "x": {"field": "low", "type": "quantitative"}, "x2": {"field": "high"},
                      "color": colour}},
        {"mark": {"type": "point", "filled": True, "size": 80, "opacity": 1},
         "encoding": {**at, "x": value, "color": colour, "tooltip": _tooltip(look)}},
    ]  # fmt: skip
    if any("chance" in d for d in data):
        layers.append(
            {"mark": {"type": "tick", "color": CHANCE, "thickness": 3, "size": 22},
             "transform": [{"filter": "isValid(datum.chance)"}],
             "encoding": {**at, "x": {"field": "chance", "type": "quantitative"},
                          "tooltip": [{"field": "chance", "type": "quantitative",
                                       "title": _("fair share"), "format": ".1%"}]}}
        )  # fmt: skip
    return {"width": WIDTH, "height": {"step": 26}, "layer": layers}


def _ladder(data: list[Row], look: Look) -> Spec:
    """Each game its own panel: the rungs from random up to the strongest search bot, the win
    share of the side one rung stronger than the rest with its interval, the fair share a grey
    rule across the panel."""
    # every panel the same rungs in the same places: a game whose ladder stops early
    # (Kutschfahrt's, ``ladder.game_rungs``) leaves the upper ones empty, not stretched
    rungs = [group for _rank, group in sorted({(d["rank"], d["group"]) for d in data})]
    rung = {"field": "group", "type": "ordinal", "title": _("rung"), "sort": {"field": "rank"},
            "scale": {"domain": rungs}, "axis": {"labelAngle": -30}}  # fmt: skip
    value = {"field": "value", "type": "quantitative", "axis": _value_axis(look),
             "scale": {"domain": [0, 1]}}  # fmt: skip
    layers: list[Spec] = [
        {"mark": {"type": "rule", "strokeWidth": 2},
         "encoding": {"x": rung, "y": {"field": "low", "type": "quantitative"},
                      "y2": {"field": "high"}, "color": {**_colour(data), "legend": NO_LEGEND}}},
        {"mark": {"type": "line", "point": {"filled": True, "size": 60}},
         "encoding": {"x": rung, "y": value, "color": {**_colour(data), "legend": NO_LEGEND},
                      "tooltip": _tooltip(look)}},
    ]  # fmt: skip
    if any("chance" in d for d in data):
        layers.append(
            {
                "mark": {"type": "rule", "color": CHANCE, "strokeDash": [4, 2]},
                "encoding": {"y": {"aggregate": "mean", "field": "chance"}},
            }
        )
    return {
        "facet": {"field": "title", "type": "nominal", "title": "", "sort": {"field": "order"}},
        "columns": 2,
        "spec": {"width": 220, "height": 160, "layer": layers},
        "resolve": {"scale": {"x": "independent"}},
    }


def _curve(data: list[Row], look: Look) -> Spec:
    """Each game a line over the tenths of its game, its 95% interval a band around it."""
    tenth = {"field": "tenth", "type": "quantitative", "title": _("tenth of the game"),
             "scale": {"domain": [1, 10]}, "axis": {"tickMinStep": 1}}  # fmt: skip
    value = {"field": "value", "type": "quantitative", "axis": _value_axis(look),
             "scale": _value_scale(look)}  # fmt: skip
    return {
        "width": WIDTH,
        "layer": [
            {"mark": {"type": "area", "opacity": 0.2},
             "encoding": {"x": tenth, "y": {"field": "low", "type": "quantitative"},
                          "y2": {"field": "high"}, "color": _colour(data)}},
            {"mark": {"type": "line", "point": True},
             "encoding": {"x": tenth, "y": value, "color": _colour(data),
                          "tooltip": _tooltip(look)}},
        ],
    }  # fmt: skip


_BODIES = {"dots": _dots, "ladder": _ladder, "curve": _curve}


def ranking(
    rows: Sequence[Row], measure: str, group: str | None = None, over_chance: bool = False
) -> list[str]:
    """The games by ``measure``'s value, highest first (of ``group``'s rows when given; else each
    game's first row; ``over_chance``: by how far the value lies above the row's fair share):
    what a notebook's "which game ranks where" question is checked against."""
    best: dict[str, float] = {}
    for r in rows:
        if r.get("measure") == measure and (group is None or r.get("group") == group):
            lift = float(r.get("chance") or 0.0) if over_chance else 0.0
            best.setdefault(str(r["game"]), float(r["value"]) - lift)
    if not best:
        raise BadOption(_("the rows hold no {measure}", measure=measure))
    return sorted(best, key=lambda g: -best[g])
