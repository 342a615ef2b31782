"""The analysis charts' specs (tortuga_kit/charts.py): what each picture shows, read from its
Vega-Lite JSON without a browser (issue 31: every measure, its 95% interval drawn, the fair share
as a rule, titles in the learner's language, every number also as a table).

The rows are made here (a few per game, values chosen so that the order is known): the specs
draw whatever rows they get, and the notebook's own rows are the shipped analysis results.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tortuga_kit import analysis, charts
from tortuga_kit.analysis import ladder
from tortuga_kit.engine.errors import BadOption
from tortuga_kit.engine.registry import available_games

GAMES = available_games()
#: Each measure's groups in the notebook's rows (the ladder's rule bot is named per game).
GROUPS: dict[str, list[str]] = {
    "ladder": ["search 1024", "random", "search 64", "rule bot", "search 256"],  # shuffled
    "luck_share": ["rule bot", "random"],
    "options_tenth": [str(t) for t in range(1, 11)],
    "belief_entropy_tenth": [str(t) for t in range(1, 11)],
    "team_balance": ["6", "4"],
}


def _rows(measure: str) -> list[dict[str, Any]]:
    """Rows of ``measure`` for every game: value 0.1·(game's place + 1) + 0.01·(group's place),
    interval ±0.02, a fair share of 1/4 for the ladder and the first player."""
    out = []
    for i, game in enumerate(GAMES):
        for j, group in enumerate(GROUPS.get(measure, [""])):
            value = 0.1 * (i + 1) + 0.01 * j
            row = {"game": game, "players": 4, "bots": "random", "measure": measure,
                   "group": group, "value": value, "low": value - 0.02, "high": value + 0.02,
                   "n": 200}  # fmt: skip
            if measure in ("ladder", "first_player"):
                row["chance"] = 0.25
            out.append(row)
    return out


def _layers(spec: dict[str, Any]) -> list[dict[str, Any]]:
    return list(spec.get("layer") or spec["spec"]["layer"])


def _fields(layer: dict[str, Any]) -> dict[str, str]:
    return {k: v.get("field", "") for k, v in layer["encoding"].items() if isinstance(v, dict)}


@pytest.mark.parametrize("measure", charts.measures())
def test_every_measure_draws_its_rows_with_their_intervals(measure: str) -> None:
    rows = _rows(measure) + _rows("rounds" if measure != "rounds" else "minutes")
    spec = charts.spec(rows, measure)
    text = json.dumps(spec)  # plain JSON: the widget syncs it as it is
    assert "null" not in text  # JupyterLite's kernel hands a null to the browser as undefined
    assert spec["$schema"].endswith("/vega-lite/v6.json")
    drawn = spec["data"]["values"]
    assert len(drawn) == len(_rows(measure))  # the other measure's rows are left out
    assert sorted((d["game"], d["group"], d["value"]) for d in drawn) == sorted(
        (r["game"], r["group"], r["value"]) for r in _rows(measure)
    )
    layers = _layers(spec)
    # the interval: a bar from low to high (x or y), or a band along a curve
    spans = [_fields(layer) for layer in layers]
    assert any({"low", "high"} <= set(f.values()) for f in spans), spans
    assert any("value" in f.values() for f in spans)
    chance = [f for f in spans if "chance" in f.values()]
    assert bool(chance) == (measure in ("ladder", "first_player")), spans
    table = spec["usermeta"]["table"]
    assert len(table["rows"]) == len(drawn) and len(table["columns"]) == len(table["rows"][0])
    assert spec["description"].startswith(spec["title"])


def test_the_ladder_climbs_in_rung_order_and_each_game_has_its_panel() -> None:
    spec = charts.spec(_rows("ladder"), "ladder")
    assert spec["facet"]["field"] == "title" and spec["resolve"]["scale"]["x"] == "independent"
    drawn = sorted(spec["data"]["values"], key=lambda d: d["rank"])
    firsts = [d["group"] for d in drawn if d["game"] == GAMES[0]]
    assert firsts == ["random", "rule bot", "search 64", "search 256", "search 1024"]
    rungs = _layers(spec)[1]["encoding"]["x"]
    assert rungs["sort"] == {"field": "rank"}
    (rule,) = [layer for layer in _layers(spec) if "chance" in _fields(layer).values()]
    assert rule["mark"]["type"] == "rule"  # the fair share across the panel
    # the table lists a game's rungs in the same order
    table = [r[1] for r in spec["usermeta"]["table"]["rows"]][:5]
    assert table == firsts


def test_share_axes_are_percentages_and_counts_are_not() -> None:
    share = charts.spec(_rows("real_choice"), "real_choice")
    count = charts.spec(_rows("decisions"), "decisions")
    axis = [lay["encoding"]["x"] for lay in _layers(share) if _fields(lay)["x"] == "value"]
    assert axis[0]["axis"]["format"] == ".0%" and axis[0]["scale"]["zero"] is True
    axis = [lay["encoding"]["x"] for lay in _layers(count) if _fields(lay)["x"] == "value"]
    assert "format" not in axis[0]["axis"]
    assert share["usermeta"]["table"]["rows"][0][2].endswith("%")
    assert not count["usermeta"]["table"]["rows"][0][2].endswith("%")


def test_a_game_keeps_its_colour_in_every_chart() -> None:
    def colours(measure: str) -> dict[str, str]:
        scale = _layers(charts.spec(_rows(measure), measure))[1]["encoding"]["color"]["scale"]
        return dict(zip(scale["domain"], scale["range"]))

    assert colours("minutes") == colours("options_tenth") == colours("ladder")
    assert len(set(colours("minutes").values())) == len(GAMES)


def test_games_with_several_groups_get_a_row_each() -> None:
    spec = charts.spec(_rows("luck_share"), "luck_share")
    labels = [d["label"] for d in spec["data"]["values"]]
    assert len(set(labels)) == 2 * len(GAMES)
    single = charts.spec(_rows("minutes"), "minutes")
    assert {d["label"] for d in single["data"]["values"]} == {
        d["title"] for d in single["data"]["values"]
    }


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_titles_and_axes_are_in_the_learners_language(lang: str) -> None:
    for measure in charts.measures():
        english = charts.spec(_rows(measure), measure, lang="en")
        there = charts.spec(_rows(measure), measure, lang=lang)
        assert there["title"] != english["title"], (lang, measure)
        assert there["usermeta"]["table"]["columns"] != english["usermeta"]["table"]["columns"]
        assert there["usermeta"]["lang"] == lang


def test_bad_requests_say_so_in_one_line() -> None:
    with pytest.raises(BadOption, match="no chart for the measure"):
        charts.spec(_rows("minutes"), "speed")
    with pytest.raises(BadOption, match="hold no rounds"):
        charts.spec(_rows("minutes"), "rounds")


def test_ranking_orders_the_games_as_the_rows_do() -> None:
    rows = _rows("minutes")
    assert charts.ranking(rows, "minutes") == list(reversed(GAMES))
    ladder = _rows("ladder")
    for r in ladder:  # the last game's fair share so high that it gains the least
        r["chance"] = 0.9 if r["game"] == GAMES[-1] else 0.0
    top = charts.ranking(ladder, "ladder", group="search 1024", over_chance=True)
    assert top[-1] == GAMES[-1] and top[0] == GAMES[-2]
    with pytest.raises(BadOption):
        charts.ranking(rows, "rounds")


@pytest.mark.parametrize("measure", charts.measures())
def test_options_are_counted_on_a_log_axis_in_whole_numbers(measure: str) -> None:
    """Options at a real choice span Tortuga 1667's 65 and the other games' 3-7: a log axis,
    labelled 1, 2, 3, 5, 10, 20 ... (audit of issue 23 item 18: the linear axis squeezed three
    games' dots together); every other measure keeps its linear axis."""
    spec = charts.spec(_rows(measure), measure)
    if measure == "ladder":
        return  # its win shares sit on 0-100% in every panel
    channel = "y" if charts.LOOKS[measure].kind == "curve" else "x"
    value = [lay["encoding"][channel] for lay in _layers(spec) if _fields(lay)[channel] == "value"]
    log = measure.startswith("options")
    assert (value[0]["scale"].get("type") == "log") is log, value[0]
    if log:
        assert value[0]["axis"]["format"] == "d" and 10 in value[0]["axis"]["values"]


def test_the_shipped_ladder_is_drawn_in_rung_order_with_every_panels_rungs_in_place() -> None:
    """The shipped rows name the rungs as ``ladder`` does (``search:128``), not as the rows
    above (``search 1024``): in that form every search rung once ranked as the rule bot, so a
    panel's order and notebook 06's "top rung" (``max(..., key=rung_rank)``) depended on the
    order of a set (its top rung was ``rule`` in some kernels). Every panel has every rung's
    place, a game whose ladder stops early (Kutschfahrt) leaving the upper ones empty."""
    rows = analysis.load("ladder")
    names = ladder.rung_names()
    for order in (names, names[::-1], sorted(names), sorted(names, reverse=True)):
        assert max(order, key=charts.rung_rank) == names[-1]
        assert sorted(order, key=charts.rung_rank) == names
    for lang, shown in (
        ("en", ["random", "rule bot", "search 32", "search 64", "search 128"]),
        ("de", ["Zufall", "Regel-Bot", "Suche 32", "Suche 64", "Suche 128"]),
        ("ko", ["무작위", "규칙 봇", "탐색 32", "탐색 64", "탐색 128"]),
    ):  # the rungs in the reader's words (they were the rows' codes, "search:32", in each)
        spec = charts.spec(rows, "ladder", lang=lang)
        assert _layers(spec)[1]["encoding"]["x"]["scale"]["domain"] == shown
        drawn = sorted(spec["data"]["values"], key=lambda d: (d["order"], d["rank"]))
        for game in available_games():
            got = [d["group"] for d in drawn if d["game"] == game]
            assert got == shown[: len(ladder.game_rungs(game))], (lang, game)
        table = {r[1] for r in spec["usermeta"]["table"]["rows"]}
        assert table == set(shown)
        # notebook 06 names its question's top rung so: in the notebook's language, whatever
        # language is active
        assert [charts.rung_label(r, lang=lang) for r in names] == shown
