"""Real browser: the SetupWidget's and the VoteLab's language pickers in JupyterLab (issue 13).

A small notebook (written into ``tests/artifacts``, which git ignores) shows a SetupWidget and a
VoteLab. Each picker switches its widget's texts to German and Korean and back, in the page a
learner sees; a Create click in German shows the engine's refusal in German; screenshots kept.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from test_lab_smoke import ARTIFACTS, run_all_cells

pytestmark = pytest.mark.browser

NOTEBOOK = "setup_languages.ipynb"
CELLS = [
    "import tortuga_kit\n"
    "from tortuga_kit.widgets import SetupWidget, VoteLab\n"
    "print(tortuga_kit.__file__)\n"
    "sw = SetupWidget('tortuga1667', players=4)\n"
    "sw",
    "VoteLab()",
]


def _write_notebook() -> str:
    cells = [
        {"cell_type": "code", "execution_count": None, "id": f"c{i}", "metadata": {},
         "outputs": [], "source": src}
        for i, src in enumerate(CELLS)
    ]  # fmt: skip
    nb = {
        "cells": cells,
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / NOTEBOOK).write_text(json.dumps(nb), encoding="utf-8")
    return f"tests/artifacts/{NOTEBOOK}"


def test_the_setup_and_vote_lab_pickers_translate_them(lab_server: Any, page: Any) -> None:
    from playwright.sync_api import expect
    from test_lab_notebooks import _shut_kernels
    from test_lab_smoke import open_alone

    path = _write_notebook()
    del page.console_errors[:]
    try:
        open_alone(page, lab_server, path)
        run_all_cells(page)
        setup = page.locator(".tk-widget.tk-setup").first
        expect(setup).to_be_visible(timeout=30_000)
        create = setup.locator("button.tk-action")
        expect(create).to_have_text("Create match")
        picker = setup.locator("select[aria-label='language']")
        expect(picker).to_have_value("en")
        picker.select_option("de")
        expect(create).to_have_text("Partie erstellen", timeout=15_000)
        expect(setup.locator("legend").first).to_have_text("Neue Partie Tortuga 1667")
        expect(setup.locator("select[aria-label='Sprache']")).to_have_count(1)
        chaos = setup.locator("input[type='checkbox'][aria-label='Chaos']")
        chaos.check()
        page.wait_for_timeout(300)
        create.click()
        error = setup.locator(".tk-error")
        expect(error).to_contain_text("Option chaos=True nutzt alle 8 Sternkarten", timeout=15_000)
        expect(error).to_contain_text("In diesem Formular: „unbelegte Karten“ ankreuzen")
        page.screenshot(path=str(ARTIFACTS / "lab_setup_de.png"))
        setup.locator("select[aria-label='Sprache']").select_option("ko")
        expect(create).to_have_text("게임 만들기", timeout=15_000)
        expect(setup.locator("input[aria-label='카오스']")).to_have_count(1)
        title = setup.locator("label", has_text="카오스").first.get_attribute("title") or ""
        assert "카오스 변형" in title, title
        setup.locator("select[aria-label='언어']").select_option("en")
        expect(create).to_have_text("Create match", timeout=15_000)
        lab = page.locator(".tk-widget.tk-vote-lab").first
        lab.scroll_into_view_if_needed()
        expect(lab.locator("legend", has_text="Exact odds before you vote")).to_have_count(1)
        lab.locator("select[aria-label='language']").select_option("ko")
        expect(lab.locator("legend", has_text="투표 전 정확한 확률")).to_have_count(
            1, timeout=15_000
        )
        expect(lab.get_by_text(re.compile(r"✗ 실패|✓ 성공")).first).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / "lab_vote_lab_ko.png"))
        errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
        assert errors == [], errors
    finally:
        _shut_kernels(lab_server)
