"""A chart (tortuga_kit.widgets.Chart, issue 31) drawn by the bundled Vega in a real browser.

The one browser check of the charts (the specs and the widget's model are tested without one,
tests/test_charts.py and tests/widgets/test_chart.py): Voilà runs a one-cell notebook that draws
the skill ladder of made-up rows; the page shows an SVG with the ladder's marks (its lines,
dots and interval bars), labelled for a screen reader with the spec's description, and its
numbers as a table. Then the page turns JupyterLab's dark theme on (the attribute JupyterLab
sets on <body>): the chart draws again in the dark theme, its texts light. Screenshots of both
at 1280×720 go to tests/artifacts/.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import nbformat
import pytest
from conftest import ARTIFACTS, serve_voila

pytestmark = pytest.mark.browser

CELL = """
from tortuga_kit import charts
from tortuga_kit.widgets import Chart

rows = [
    {"game": game, "players": 4, "bots": "mixed", "measure": "ladder", "group": rung,
     "value": value, "low": value - 0.05, "high": value + 0.05, "n": 200, "chance": 0.25}
    for game in ("cartagena", "tortuga1667")
    for rung, value in (("random", 0.25), ("rule bot", 0.4), ("search 64", 0.5),
                        ("search 256", 0.6), ("search 1024", 0.7))
]
Chart(charts.spec(rows, "ladder", lang="en"))
"""

#: The page's colours as JupyterLab Dark sets them (its theme is these variables on :root).
DARK_PAGE = """() => {
    for (const [name, value] of [["--jp-layout-color0", "#111111"], ["--jp-layout-color1", "#111111"],
            ["--jp-ui-font-color1", "#e0e0e0"], ["--jp-content-font-color1", "#e0e0e0"],
            ["--jp-border-color2", "#444444"]]) {
        document.documentElement.style.setProperty(name, value);
    }
    document.body.style.background = "#111111";
}"""
FILL = "(svg) => [...svg.querySelectorAll('text')].map(t => getComputedStyle(t).fill)"


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    folder = tmp_path_factory.mktemp("chart")
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(CELL.strip())])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                 "language": "python"}  # fmt: skip
    nbformat.write(nb, folder / "chart.ipynb")
    yield from serve_voila(folder / "chart.ipynb", "voila-chart.log")


def test_a_chart_draws_its_marks_and_follows_the_dark_theme(voila_url: str, page: Any) -> None:
    from playwright.sync_api import expect

    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(voila_url)
    chart = page.locator(".tk-widget.tk-chart").first
    picture = chart.locator(".tk-chart-picture")
    expect(picture).to_have_attribute("data-theme", "light", timeout=90_000)
    svg = picture.locator("svg").first
    expect(svg).to_be_visible()
    # the ladder's marks: a line per game, its dots, the interval bars and the fair-share rule
    assert svg.locator(".mark-line path").count() == 2
    assert svg.locator(".mark-symbol path").count() == 10
    assert svg.locator(".mark-rule line").count() >= 10 + 2
    assert "Skill ladder" in " ".join(svg.locator("text").all_text_contents())
    label = picture.get_attribute("aria-label") or ""
    assert label.startswith("Skill ladder") and "table" in label
    chart.locator("summary", has_text="Show the numbers").click()
    expect(chart.locator(".tk-chart-table tbody tr")).to_have_count(10)
    page.screenshot(path=str(ARTIFACTS / "voila_chart_light.png"))
    light = svg.evaluate(FILL)

    page.evaluate("document.body.setAttribute('data-jp-theme-light', 'false')")
    expect(picture).to_have_attribute("data-theme", "dark", timeout=20_000)
    dark = picture.locator("svg").first.evaluate(FILL)
    assert light and dark and light != dark, (light, dark)
    page.evaluate(DARK_PAGE)
    expect(chart.locator(".tk-chart-table td").first).to_have_css("color", "rgb(224, 224, 224)")
    page.screenshot(path=str(ARTIFACTS / "voila_chart_dark.png"))
    errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-|vega", e, re.I)]
    assert errors == [], json.dumps(errors)[:2000]
