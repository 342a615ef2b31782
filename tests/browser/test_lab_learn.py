"""The learn widget in real JupyterLab at 1280×720 (issue 28): level 1 of Cartagena solved by
clicks on the board to three stars, the level's offered move refused with the engine's reason
and its rule, and the stars still on the level map after a page reload (the cell run again: a
new widget reads the progress file beside the notebook). A guided first game in the cell below
answers What now? with its advice and marks the advised button.

Kept cheap: one notebook of one cell on the session's JupyterLab server; the notebook and its
progress file are written into ``tests/artifacts/`` (git-ignored), the progress file removed
first so that level 1 starts unsolved.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from test_lab_smoke import Kernel, WidgetLab, open_notebook, run_all_cells, widget_lab

from tortuga_kit.learn import PROGRESS_FILE, levels

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "tests" / "artifacts"
NOTEBOOK = ARTIFACTS / "lab_learn.ipynb"
GAME = "cartagena"

PROBE = """
def _tk_learn_probe():
    import json
    from ipywidgets.widgets.widget import _instances
    from tortuga_kit.widgets import LearnWidget
    out = []
    for w in list(_instances.values()):
        if isinstance(w, LearnWidget) and w.comm is not None:
            out.append({
                "level": w.level,
                "won": w.won,
                "history": [str(a) for a in w.match.history],
                "stars": [lv["stars"] for lv in w.level_map],
                "error": w.error,
                "rule": w.rule.get("anchor"),
            })
    return json.dumps(out)
"""


class LearnKernel(Kernel):
    probe = PROBE
    probe_call = "_tk_learn_probe()"

    def widget(self) -> dict[str, Any]:
        """The newest open learn widget (a re-run cell closes the one it replaces)."""
        found = self.widgets()
        assert found, "no LearnWidget in the kernel"
        return found[-1]


@pytest.fixture(scope="module")
def lab(lab_server: Any, page: Any) -> Any:
    (ARTIFACTS / PROGRESS_FILE).unlink(missing_ok=True)
    cells = [
        f"import tortuga_kit as tk\nw = tk.learn({GAME!r})\nw",
        f"g = tk.learn({GAME!r}, guided=True)\ng",
    ]
    with widget_lab(lab_server, page, NOTEBOOK, cells, LearnKernel) as opened:
        yield lab_server, opened


def test_level_one_by_clicks_to_three_stars_and_the_offered_move(lab: Any) -> None:
    from playwright.sync_api import expect

    lab_server, lab_ = lab
    lab_: WidgetLab
    page, controller, board, k = lab_.page, lab_.controller, lab_.board, lab_.kernel
    widget = page.locator(".tk-widget.tk-learn").first
    level = levels(GAME)[0]
    expect(widget.locator(".tk-goal")).to_have_text(str(level.goal))
    expect(widget.locator(".tk-level[data-level='0']")).to_have_attribute("data-stars", "0")

    # the offered move: refused, with the engine's reason, its rule opened, and the level's note
    widget.locator("button.tk-offered").click()
    w = k.wait_for("the offered move refused", lambda s: bool(s["error"]))
    assert w["history"] == [] and w["rule"] == level.offered_rule, w
    error = controller.locator(".tk-error")
    expect(error).to_contain_text(f"§{level.offered_rule}")
    expect(error.locator("button.tk-link")).to_be_visible()  # Read the rule
    expect(controller.locator(".tk-rule-box")).to_be_visible()
    expect(widget.locator(".tk-offered-note")).not_to_have_text("")
    page.screenshot(path=str(ARTIFACTS / "lab_learn_offered.png"))

    # one hint at a time
    widget.locator("button.tk-hint").click()
    expect(widget.locator(".tk-hints li")).to_have_count(1)

    # solve it by clicks on the board's tokens: the first clickable one until the kernel plays
    for _ in range(4):
        if k.widget()["history"]:
            break
        board.locator("[data-token].tk-can, [data-action].tk-can").first.click()
        time.sleep(0.3)
    w = k.wait_for("level 1 solved", lambda s: s["won"] == 3)
    assert w["history"] == list(level.solution), w
    expect(widget.locator(".tk-success")).to_contain_text("★★★")
    expect(widget.locator(".tk-success .tk-lesson")).to_have_text(str(level.lesson))
    expect(widget.locator(".tk-level[data-level='0']")).to_have_attribute("data-stars", "3")
    page.screenshot(path=str(ARTIFACTS / "lab_learn_solved.png"))
    assert (ARTIFACTS / PROGRESS_FILE).is_file()

    # a page reload, the cell run again: the stars are still on the map
    page.reload()
    open_notebook(page, lab_server, NOTEBOOK.relative_to(REPO).as_posix())
    run_all_cells(page)
    widget = page.locator(".tk-widget.tk-learn").first
    expect(widget.locator(".tk-level[data-level='0']")).to_have_attribute(
        "data-stars", "3", timeout=20_000
    )
    expect(widget.locator(".tk-level[data-level='0'] .tk-stars")).to_have_text("★★★")
    assert k.widget()["stars"][0] == 3
    page.screenshot(path=str(ARTIFACTS / "lab_learn_reloaded.png"))


def test_the_guided_game_answers_what_now(lab: Any) -> None:
    from playwright.sync_api import expect

    _, lab_ = lab
    page = lab_.page
    guided = page.locator(".tk-widget.tk-learn").nth(1)
    guided.scroll_into_view_if_needed()
    expect(guided.locator(".tk-level-map")).to_be_hidden()
    guided.locator("button.tk-what-now").click()
    advice = guided.locator(".tk-advice")
    expect(advice).to_contain_text("A good choice:", timeout=10_000)
    expect(advice.locator("button.tk-link")).to_be_visible()  # Read the rule
    expect(guided.locator("button.tk-action.tk-advised")).to_have_count(1)
    page.screenshot(path=str(ARTIFACTS / "lab_learn_guided.png"))
