"""05_play as a Voilà app (no code shown, nothing to type): a class plays from the widget alone.

Issue 7: the widget's New game control must work where there are no cells to edit. Voilà runs
the notebook, shows only its outputs, and the test, like a learner, starts a 4-player hot-seat
game from the widget and plays its first move.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import ARTIFACTS, serve_voila

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
NOTEBOOK = "notebooks/tortuga/05_play.ipynb"


@pytest.fixture(scope="module")
def voila_url() -> Iterator[str]:
    yield from serve_voila(
        REPO / NOTEBOOK, "voila.log", ("--Voila.tornado_settings={'allow_origin': '*'}",)
    )


def test_05_play_new_game_and_a_move_in_voila(voila_url: str, page: Any) -> None:
    from playwright.sync_api import expect

    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(voila_url)
    controller = page.locator(".tk-widget.tk-controller").first
    expect(controller).to_be_visible(timeout=90_000)
    expect(controller.locator("button.tk-action").first).to_be_visible(timeout=20_000)
    # New game: 4 players, hot seat, seed 3
    controller.locator("details.tk-new > summary").click()
    controller.locator("select[aria-label='players']").select_option("4")
    controller.locator("select[aria-label='mode']").select_option("hot seat")
    controller.locator("input[aria-label='seed']").fill("3")
    controller.locator("details.tk-new button", has_text="Start").click()
    expect(
        controller.locator(".tk-notice", has_text="New game: 4 players, hot seat")
    ).to_be_visible(timeout=15_000)
    expect(controller.locator("select[aria-label='seat'] option")).to_have_count(5)
    expect(controller.locator(".tk-note", has_text="step 0 of 0")).to_have_count(1)
    # the projector chooses a public decision (hot seat): one click, one step
    controller.locator("button.tk-action").first.click()
    expect(controller.locator(".tk-note", has_text="step 1 of 1")).to_have_count(1, timeout=15_000)
    page.screenshot(path=str(ARTIFACTS / "voila_05_play.png"))
    errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
    assert errors == [], errors
