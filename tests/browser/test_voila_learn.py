"""The learn widget and a quiz as a Voilà page at 1280×720 (issue 28: "Everything works in
JupyterLab, in the Voilà classroom and in the JupyterLite site").

One page, four learn widgets (one per game) and a quiz: the offered illegal move of each level 1
that has one shows the engine's reason with its rule; level 1 of every game solved by clicks to
three stars; the quiz answered wrong, then right. Then the page is reloaded: Voilà runs the
notebook again in a new kernel, and the stars are still on every level map (the progress file
beside the notebook). The notebook is written into ``tests/artifacts/voila_learn/`` (git-ignored)
without a progress file, so every level 1 starts unsolved. Cheap: one Voilà server, one page
opened twice.
"""

from __future__ import annotations

import re
import shutil
from collections.abc import Iterator
from typing import Any

import nbformat
import pytest
from conftest import ARTIFACTS, serve_voila
from learn_clicks import (
    GAMES,
    QUIZ_CELL,
    expect_every_level_one_kept,
    play_every_level_one,
    quiz_right,
    quiz_wrong_then_right,
)

from tortuga_kit.learn import PROGRESS_FILE

pytestmark = pytest.mark.browser

FOLDER = ARTIFACTS / "voila_learn"
NOTEBOOK = FOLDER / "learn.ipynb"


@pytest.fixture(scope="module")
def voila_url() -> Iterator[str]:
    shutil.rmtree(FOLDER, ignore_errors=True)
    FOLDER.mkdir(parents=True)
    cells = ["import tortuga_kit as tk", *(f"tk.learn({g!r})" for g in GAMES), QUIZ_CELL]
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    nb.metadata["kernelspec"] = {
        "name": "python3",
        "display_name": "Python 3",
        "language": "python",
    }
    nbformat.write(nb, NOTEBOOK)
    yield from serve_voila(NOTEBOOK, "voila_learn.log")


def test_levels_and_a_quiz_in_voila(voila_url: str, page: Any) -> None:
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(voila_url)
    play_every_level_one(page)
    page.screenshot(path=str(ARTIFACTS / "voila_learn_solved.png"))
    quiz_wrong_then_right(page, quiz_right())
    assert (FOLDER / PROGRESS_FILE).is_file()

    page.reload()  # Voilà runs the notebook again, in a new kernel
    expect_every_level_one_kept(page)
    page.screenshot(path=str(ARTIFACTS / "voila_learn_reloaded.png"))
    errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
    assert errors == [], errors
