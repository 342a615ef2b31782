"""A notebook reopened after its kernel stopped, in JupyterLab and Chromium (issue 23 item 12).

It used to show "Error displaying widget: model not found" where the game was, and the game was
gone unless it had been downloaded with Save. Now JupyterLab keeps the widgets' state in the
notebook (the settings override ``saveState``, written by ``make lab``, Binder's postBuild and the
Lite build), so the reopened notebook draws the last board as a picture with one line on how to
play on; the widget kept its match in ``.tortuga_autosave/`` beside the notebook, and a re-run of
the cell offers to resume it, which a click does. The notebook is saved with Ctrl+S pressed in the
widget right after a move: the one key the widget lets through to JupyterLab.
"""

from __future__ import annotations

import json
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import LabServer, _serve_lab
from test_lab_smoke import open_notebook, run_all_cells

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
FOLDER = REPO / "tests" / "artifacts" / "resume"
NOTEBOOK = FOLDER / "resume.ipynb"
CELL = "resume-match"
SOURCE = (
    "import tortuga_kit as tk\n"
    "from tortuga_kit.widgets import MatchWidget\n"
    "\n"
    'MatchWidget(tk.new_match("cartagena", 3, 5), seat=0, bots=[1, 2], autosave=True)'
)
BOARD_TEXTS_JS = "(el) => [...el.querySelectorAll('svg text')].map(t => t.textContent.trim())"


@pytest.fixture(scope="module")
def lab_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """A JupyterLab server of this module's own: the test saves its notebook (the saved widget
    state is what it checks), which the other modules' shared server must never log (they
    guard that running the lessons writes nothing), and it stops kernels a shared server's
    next module would miss."""
    yield from _serve_lab(tmp_path_factory.mktemp("lab-resume"), "lab-resume")


def _write_notebook() -> str:
    if FOLDER.exists():
        shutil.rmtree(FOLDER)
    FOLDER.mkdir(parents=True)
    cell = {
        "cell_type": "code", "id": CELL, "metadata": {}, "execution_count": None,
        "outputs": [], "source": SOURCE,
    }  # fmt: skip
    nb = {
        "cells": [cell],
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3", "language": "python"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    NOTEBOOK.write_text(json.dumps(nb), encoding="utf-8")
    return str(NOTEBOOK.relative_to(REPO))


def _step(controller: Any) -> tuple[int, int]:
    text = controller.locator(".tk-note", has_text=re.compile(r"^step \d+ of \d+$")).inner_text()
    found = re.fullmatch(r"step (\d+) of (\d+)", text.strip())
    assert found, text
    return int(found.group(1)), int(found.group(2))


def _settle(controller: Any) -> None:
    controller.page.wait_for_function(
        "(el) => !el.classList.contains('tk-pending')", arg=controller.element_handle()
    )


def _saved_metadata() -> dict[str, Any]:
    """The saved notebook's metadata, or nothing while JupyterLab is writing the file (seen in
    a fresh clone: the test read it empty half-way through a save)."""
    try:
        metadata: dict[str, Any] = json.loads(NOTEBOOK.read_text(encoding="utf-8"))["metadata"]
    except (ValueError, KeyError):
        return {}
    return metadata


def test_a_reopened_notebook_shows_the_last_board_and_a_rerun_offers_to_resume(
    page: Any, lab_server: Any
) -> None:
    from playwright.sync_api import expect

    path = _write_notebook()
    open_notebook(page, lab_server, path)
    run_all_cells(page)
    controller = page.locator(".tk-widget.tk-controller").first
    expect(controller.locator("svg.tk-board")).to_have_count(1, timeout=30_000)
    # play a few choices: the human seat's first button, the bots answer
    for _ in range(3):
        button = controller.locator(".tk-actions button.tk-action").first
        if not button.count():
            controller.get_by_role("button", name="Play until my turn").click()
            _settle(controller)
            continue
        button.click()
        _settle(controller)
    step, live = _step(controller)
    assert step == live > 0
    autosave = FOLDER / ".tortuga_autosave" / f"{CELL}-cartagena.json"
    deadline = time.monotonic() + 15
    while not autosave.exists() or len(json.loads(autosave.read_text())["history"]) != live:
        assert time.monotonic() < deadline, "the autosave never caught up with the widget"
        time.sleep(0.2)
    board = controller.evaluate(BOARD_TEXTS_JS)

    # save the notebook with Ctrl+S, the focus still in the widget, as a learner who has just
    # played does (the widget keeps every other key to itself; it swallowed this one too, and
    # the notebook kept the board of its last save instead)
    assert controller.evaluate("(el) => el.contains(document.activeElement)")
    page.keyboard.press("Control+s")
    deadline = time.monotonic() + 15
    while "widgets" not in _saved_metadata():
        assert time.monotonic() < deadline, "the notebook was saved without its widget state"
        time.sleep(0.2)

    # the kernel stops; the notebook is opened again (a new kernel, which holds no widget)
    lab_server.end_sessions()
    page.goto("about:blank")
    open_notebook(page, lab_server, path)
    output = page.locator(".jp-CodeCell .jp-OutputArea").first
    picture = output.locator(".tk-widget.tk-picture")
    expect(picture).to_have_count(1, timeout=30_000)
    assert "model not found" not in output.inner_text()
    expect(picture.locator(".tk-notice")).to_contain_text("the kernel that played it has stopped")
    expect(picture.locator(".tk-notice")).to_contain_text("it offers to resume this game")
    assert picture.evaluate(BOARD_TEXTS_JS) == board  # the last board, as it was
    assert picture.locator("button, select, input").count() == 0  # a picture: nothing to click
    page.screenshot(path=str(REPO / "tests" / "artifacts" / "lab_resume_picture.png"))

    # a re-run of the cell offers the game (never resumed by itself); a click resumes it
    page.locator(".jp-CodeCell .jp-InputArea-editor").first.click()
    page.keyboard.press("Shift+Enter")
    controller = page.locator(".tk-widget.tk-controller:not(.tk-picture)").first
    offer = controller.locator(".tk-offer")
    expect(offer).to_be_visible(timeout=60_000)
    resume = offer.locator("button.tk-resume")
    resume_text = resume.inner_text().strip()
    assert re.fullmatch(rf"Resume the game of \d\d:\d\d \(step {live}\)", resume_text)
    assert _step(controller) == (0, 0)  # the cell's own new match until the learner chooses
    page.screenshot(path=str(REPO / "tests" / "artifacts" / "lab_resume_offer.png"))
    resume.click()
    expect(offer).to_be_hidden(timeout=15_000)
    expect(controller.locator(".tk-note", has_text=f"step {live} of {live}")).to_have_count(1)
    assert controller.evaluate(BOARD_TEXTS_JS) == board
    expect(controller.locator(".tk-side > .tk-notice").first).to_contain_text(
        f"Resumed the game of {resume_text[19:24]} at step {live}."
    )
    lab_server.end_sessions()
