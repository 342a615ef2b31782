"""The Chart widget (tortuga_kit/widgets/chart.py), its model only (no browser): what it sends.

The Vega bundle (about a megabyte) must travel once per kernel, not with every chart: the
charts share one hidden ``VegaLibrary`` whose ``source`` is the shipped ``static/vega.js``, and
each chart syncs only that library's id, its spec and its own few words. The one browser check
that a chart draws is in tests/browser/test_voila_chart.py.
"""

from __future__ import annotations

import json

import pytest

pytest.importorskip("anywidget")

from wire import send_msg, synced  # noqa: E402

from tortuga_kit import charts  # noqa: E402
from tortuga_kit.engine.errors import BadOption  # noqa: E402
from tortuga_kit.engine.i18n import language  # noqa: E402
from tortuga_kit.widgets import Chart, Quiz  # noqa: E402
from tortuga_kit.widgets.chart import LIBRARY, LICENSES, library  # noqa: E402
from tortuga_kit.widgets.frontend import STATIC  # noqa: E402

ROWS = [
    {"game": g, "players": 4, "bots": "random", "measure": "minutes", "group": "",
     "value": v, "low": v - 2, "high": v + 2, "n": 500}
    for g, v in (("cartagena", 40.0), ("tortuga1667", 30.0))
]  # fmt: skip


def test_a_chart_syncs_its_spec_and_the_librarys_id_not_the_library() -> None:
    spec = charts.spec(ROWS, "minutes", lang="de")
    one, two = Chart(spec), Chart(charts.spec(ROWS, "minutes"))
    state = synced(one)
    assert state["spec"] == json.loads(json.dumps(spec))
    assert state["library"] == synced(two)["library"] == library().model_id
    shipped = (STATIC / LIBRARY).read_text(encoding="utf-8")
    assert synced(library())["source"] == shipped and len(shipped) > 500_000
    assert "export{" not in json.dumps(state).replace(" ", ""), "a chart carries the bundle"
    assert "export{" in shipped.replace(" ", "")  # an ES module the front end imports
    assert "vega-lite" in (STATIC / LICENSES).read_text(encoding="utf-8")


def test_the_library_is_made_again_after_it_was_closed() -> None:
    first = library()
    gone = first.model_id
    first.close()
    again = Chart(charts.spec(ROWS, "minutes")).library
    assert again != gone and again == library().model_id


def test_its_own_words_and_table_follow_the_specs_language() -> None:
    german = Chart(charts.spec(ROWS, "minutes", lang="de"))
    assert german.lang == "de" and german.chrome["Show the numbers"] != "Show the numbers"
    assert german.table["rows"][0][0] == "Cartagena" and len(german.table["rows"]) == 2
    with language("ko"):
        assert Chart({"mark": "point"}).lang == "ko"  # a spec of one's own: the kernel's
    assert Chart({"mark": "point"}, lang="de").table == {}
    assert repr(german).startswith("Chart('") and german.spec["title"] in repr(german)


@pytest.mark.parametrize("bad", [None, [], {"title": "no view"}, "point"])
def test_a_chart_needs_a_vega_lite_spec(bad: object) -> None:
    with pytest.raises(BadOption, match="Vega-Lite spec"):
        Chart(bad)  # type: ignore[arg-type]


def _quiz() -> Quiz:
    return Quiz.choice("Which?", [("cartagena", "Cartagena"), ("tortuga1667", "Tortuga 1667")],
                       "cartagena", explain="no")  # fmt: skip


def test_a_chart_after_a_question_sends_nothing_of_its_numbers_until_answered() -> None:
    """Predict, then look: two charts of different numbers, each after its question, hold the
    same synced state (no spec) until the learner answers; then the spec comes."""
    other = [dict(r, value=r["value"] + 5) for r in ROWS]
    one, two = _quiz(), _quiz()
    first = Chart(charts.spec(ROWS, "minutes"), after=one)
    second = Chart(charts.spec(other, "minutes"), after=two)
    hidden = {k: v for k, v in synced(first).items() if k != "layout"}
    assert hidden == {k: v for k, v in synced(second).items() if k != "layout"}
    assert hidden["waiting"] is True and hidden["spec"] == {}
    assert "Cartagena" not in json.dumps(hidden["spec"])
    send_msg(one, "answer", value="tortuga1667")  # wrong: the chart explains why
    assert first.waiting is False and first.spec["data"]["values"][0]["value"] == 40.0
    assert second.waiting is True and second.spec == {}
    send_msg(second, "show")  # the learner's "Show the chart now"
    assert second.spec["data"]["values"][0]["value"] == 45.0


def test_a_chart_after_an_answered_question_draws_at_once() -> None:
    quiz = _quiz()
    send_msg(quiz, "answer", value="cartagena")
    chart = Chart(charts.spec(ROWS, "minutes"), after=quiz)
    assert chart.waiting is False and chart.spec["title"]
