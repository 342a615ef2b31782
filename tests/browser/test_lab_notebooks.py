"""Every teaching notebook, opened and Run All'd in JupyterLab with Chromium, as a learner would.

What a learner hit (issue 7): 05_play left a finished bot game after Run All; the static board
was a fixed 1200 px picture, light in JupyterLab Dark. Per notebook this test runs every cell
(each must finish without error), saves a screenshot at 1280×720 in the light and the dark theme
(``tests/artifacts/lab_<notebook>_<theme>.png``), checks that no picture or widget is wider than
the notebook, that the widget front ends raised no console error, and for the notebooks that end
with a game to play (``PLAYABLE``: Tortuga's 05_play, Cartagena's 01_rules_by_play) that the
game is playable: the widget offers an enabled choice to the human.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from test_lab_smoke import (
    ARTIFACTS,
    KERNEL_READY_TIMEOUT,
    _wait_kernel_connected,
    run_all_cells,
)

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted(
    p.relative_to(REPO).as_posix()
    for p in (REPO / "notebooks").rglob("*.ipynb")
    if ".ipynb_checkpoints" not in p.parts
)

#: Notebooks whose Run All leaves a game waiting for the learner's click in the last widget.
PLAYABLE = {"notebooks/tortuga/05_play.ipynb", "notebooks/cartagena/01_rules_by_play.ipynb"}
assert set(NOTEBOOKS) >= PLAYABLE, sorted(PLAYABLE - set(NOTEBOOKS))

WIDEST_JS = """() => {
    const nb = document.querySelector('.jp-NotebookPanel-notebook').getBoundingClientRect();
    const wide = [...document.querySelectorAll('.jp-OutputArea-output svg, .jp-OutputArea-output img')]
        .map(n => n.getBoundingClientRect()).filter(r => r.width > 0)
        .filter(r => r.right > nb.right + 2);
    return wide.length;
}"""


def _theme(page: Any, name: str) -> None:
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Settings$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Theme$")).hover()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(rf"^{name}$")).click()
    light = "true" if "Light" in name else "false"
    page.wait_for_function(
        f"() => document.body.dataset.jpThemeLight === '{light}'", timeout=15_000
    )


def _open_alone(page: Any, lab: Any, path: str) -> None:
    """Open one notebook in a fresh workspace (``?reset``: the tabs of earlier ones close)."""
    from playwright.sync_api import expect

    page.goto(f"{lab.url}/lab/tree/{path}?reset")
    page.locator(".jp-Notebook").first.wait_for(timeout=KERNEL_READY_TIMEOUT * 1000)
    _wait_kernel_connected(page, lab, KERNEL_READY_TIMEOUT)
    expect(page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")).to_have_count(
        1, timeout=30_000
    )


def _shut_kernels(lab: Any) -> None:
    import urllib.request

    for s in lab.sessions():
        req = urllib.request.Request(f"{lab.url}/api/sessions/{s['id']}", method="DELETE")
        urllib.request.urlopen(req, timeout=10).close()  # noqa: S310 (local server)


@pytest.mark.parametrize("notebook", NOTEBOOKS)
def test_notebook_runs_in_jupyterlab(lab_server: Any, page: Any, notebook: str) -> None:
    from playwright.sync_api import expect

    page.set_viewport_size({"width": 1280, "height": 720})
    try:
        _open_alone(page, lab_server, notebook)
        run_all_cells(page)
        page.wait_for_timeout(500)
        assert page.evaluate(WIDEST_JS) == 0, "a picture is wider than the notebook"
        stem = Path(notebook).stem
        for theme in ("JupyterLab Light", "JupyterLab Dark"):
            _theme(page, theme)
            tag = "dark" if "Dark" in theme else "light"
            page.screenshot(path=str(ARTIFACTS / f"lab_{stem}_{tag}.png"))
        _theme(page, "JupyterLab Light")
        if notebook in PLAYABLE:
            controller = page.locator(".tk-widget.tk-controller").last
            controller.scroll_into_view_if_needed()
            expect(controller.locator(".tk-actions button:enabled").first).to_be_visible(
                timeout=10_000
            )
            page.screenshot(path=str(ARTIFACTS / f"lab_{stem}_widget.png"))
        errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
        assert errors == [], errors
    finally:
        page.set_viewport_size({"width": 1400, "height": 1000})
        _shut_kernels(lab_server)
