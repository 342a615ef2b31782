"""The teaching notebooks, opened and Run All'd in JupyterLab with Chromium, as a learner would:
every English one and one translation per language (``IN_LAB``).

What a learner hit (issue 7): 05_play left a finished bot game after Run All; the static board
was a fixed 1200 px picture, light in JupyterLab Dark. Per notebook this test runs every cell
(each must finish without error), saves a screenshot at 1280×720 in the light and the dark theme
(``tests/artifacts/lab_<notebook>_<theme>.png``), checks that no picture or widget is wider than
the notebook, that every widget output rendered (no "Error displaying widget", none left empty)
and that the widget front ends raised no console error. In every notebook with a game widget
(issue 12) one action is clicked: the widget's step counter moves on the page, and in the
notebook's kernel the match has played exactly that action (or, where no human choice is open,
one Bot move). One notebook per game (``LATENCY``) then times 20 Bot move clicks until the board
is redrawn, printed as p50 and p95 (measured, not asserted). For the notebooks that end with a
game to play (``PLAYABLE``: Tortuga's 05_play, Cartagena's 01_rules_by_play) the game must be
playable: the widget offers an enabled choice to the human. One translated notebook
per language (``LAB_TRANSLATIONS``: ``notebooks/de/``, ``notebooks/ko/``, issue 13) runs the
same way: its widgets speak the notebook's language, so the texts the clicks look for are read
from the kit's catalog (``_chrome``), and its screenshots are named with the language.
"""

from __future__ import annotations

import json
import re
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import measure_clicks
from test_lab_smoke import (
    ARTIFACTS,
    Kernel,
    _set_theme,
    close_all,
    open_alone,
    run_all_cells,
)

from tortuga_kit.engine.i18n import translate

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted(
    p.relative_to(REPO).as_posix()
    for p in (REPO / "notebooks").rglob("*.ipynb")
    if ".ipynb_checkpoints" not in p.parts
)

#: The languages of the translated notebooks (``notebooks/<lang>/``, issue 13).
LANGS = ("de", "ko")
#: The translations opened here: one per language, the one with the most to click (a game
#: left playable for the learner, ``PLAYABLE``). A translation's cells are its original's
#: (``test_translation_keeps_its_original``), so what JupyterLab adds for it is the widget in
#: its language, which this one shows for each language. The other translations run Run All
#: with their stored defaults under nbval (``test_notebooks_pass_nbval_lax``: every notebook
#: not opened here) and with their parameters under papermill (``TRANSLATION_RUNS``); their
#: boards' texts are laid out by Chromium in both languages in ``test_board_texts.py``.
#: Opening all ten was 10 of the 25 notebooks here, about two minutes of the suite.
LAB_TRANSLATIONS = {f"notebooks/{lang}/cartagena/01_rules_by_play.ipynb" for lang in LANGS}
#: Notebooks whose Run All leaves a game waiting for the learner's click in the last widget.
PLAYABLE = {"notebooks/tortuga/05_play.ipynb", "notebooks/cartagena/01_rules_by_play.ipynb"}
PLAYABLE |= {f"notebooks/{lang}/cartagena/01_rules_by_play.ipynb" for lang in LANGS}
assert set(NOTEBOOKS) >= PLAYABLE, sorted(PLAYABLE - set(NOTEBOOKS))
#: The notebooks this file opens: every English original and ``LAB_TRANSLATIONS``.
IN_LAB = [nb for nb in NOTEBOOKS if nb in LAB_TRANSLATIONS or Path(nb).parts[1] not in LANGS]
assert set(IN_LAB) >= LAB_TRANSLATIONS, sorted(LAB_TRANSLATIONS - set(IN_LAB))
#: One notebook per game where click -> board is timed in JupyterLab (issue 12).
LATENCY = {
    "notebooks/tortuga/02_turns.ipynb": "lab_tortuga1667",
    "notebooks/cartagena/01_rules_by_play.ipynb": "lab_cartagena",
    "notebooks/gourmet/01_rules_by_play.ipynb": "lab_gourmet",
    "notebooks/kutschfahrt/01_rules_by_play.ipynb": "lab_kutschfahrt",
}
assert set(NOTEBOOKS) >= set(LATENCY), sorted(set(LATENCY) - set(NOTEBOOKS))

#: Every widget output of the page: rendered (something drawn, no error text) or not. The
#: widget manager's renderer is a Lumino panel without a data-mime-type (seen in JupyterLab
#: 4.6); text, HTML and images are rendered as jp-RenderedText/HTML/Image with one. textContent,
#: not innerText: a cell scrolled out of view (content-visibility) has no innerText.
WIDGET_OUTPUTS_JS = """() => [...document.querySelectorAll(
        ".jp-OutputArea-output.lm-Panel:not([data-mime-type])")]
    .map(o => ({
        drawn: o.childElementCount > 0 && (o.textContent.trim() !== '' || !!o.querySelector('svg')),
        error: /Error displaying widget|Loading widget|Failed to/i.test(o.textContent),
        html: o.innerHTML.slice(0, 300),
    }))"""

# Runs in the notebook's kernel, silently: the action texts every MatchWidget's match played.
PROBE = """
def _tk_notebook_probe():
    import json
    from ipywidgets.widgets.widget import _instances
    from tortuga_kit.widgets import MatchWidget
    return json.dumps([
        [a.text for a in w.match.history]
        for w in list(_instances.values()) if isinstance(w, MatchWidget)
    ])
"""


def _lang(notebook: str) -> str:
    """The language of a notebook's widgets: ``notebooks/de/...`` speaks German."""
    parts = Path(notebook).parts
    return parts[1] if len(parts) > 2 and parts[1] in LANGS else "en"


def _chrome(notebook: str, msgid: str) -> re.Pattern[str]:
    """A widget text in the notebook's language, as a whole-text pattern (``{field}``s as
    numbers): ``step {step} of {n}`` is ``Schritt 3 von 10`` in a German notebook."""
    text = translate("kit", msgid, _lang(notebook))
    return re.compile("^" + re.sub(r"\\\{\w+\\\}", r"\\d+", re.escape(text)) + "$")


class NotebookKernel(Kernel):
    """The kernel of the open notebook: each MatchWidget's history (``widgets()``)."""

    probe = PROBE
    probe_call = "_tk_notebook_probe()"


WIDEST_JS = """() => {
    const nb = document.querySelector('.jp-NotebookPanel-notebook').getBoundingClientRect();
    const wide = [...document.querySelectorAll('.jp-OutputArea-output svg, .jp-OutputArea-output img')]
        .map(n => n.getBoundingClientRect()).filter(r => r.width > 0)
        .filter(r => r.right > nb.right + 2);
    return wide.length;
}"""


#: Every picture of the outputs loaded and every widget output past "Loading widget" (drawn, or
#: an error the test reports next), then two frames for the layout; before it no width of a
#: picture or a widget means anything (a picture not loaded yet is 0 px wide).
SETTLED_JS = """async () => {
    const imgs = [...document.querySelectorAll('.jp-OutputArea-output img')];
    const outs = [...document.querySelectorAll(
        ".jp-OutputArea-output.lm-Panel:not([data-mime-type])")];
    if (!imgs.every((i) => i.complete)) return false;
    if (!outs.every((o) => o.childElementCount > 0 && !/Loading widget/i.test(o.textContent)))
        return false;
    for (let i = 0; i < 2; i++) await new Promise((ok) => requestAnimationFrame(() => ok()));
    return true;
}"""


def _settle(page: Any) -> None:
    """Wait for ``SETTLED_JS`` (it replaced a fixed half second after Run All), at most 10 s: a
    widget that never draws is then reported by the checks that follow, with its HTML."""
    try:
        page.wait_for_function(SETTLED_JS, timeout=10_000)
    except Exception:  # noqa: BLE001 (Playwright's TimeoutError: the checks below say what)
        return


def _shut_kernels(lab: Any) -> None:
    import urllib.request

    for s in lab.sessions():
        req = urllib.request.Request(f"{lab.url}/api/sessions/{s['id']}", method="DELETE")
        urllib.request.urlopen(req, timeout=10).close()  # noqa: S310 (local server)


@pytest.mark.parametrize("notebook", IN_LAB)
def test_notebook_runs_in_jupyterlab(lab_server: Any, page: Any, notebook: str) -> None:
    from playwright.sync_api import expect

    page.set_viewport_size({"width": 1280, "height": 720})
    try:
        open_alone(page, lab_server, notebook)
        run_all_cells(page)
        _settle(page)
        assert page.evaluate(WIDEST_JS) == 0, "a picture is wider than the notebook"
        stem = Path(notebook).stem
        if _lang(notebook) != "en":  # the English original's screenshots keep their names
            stem = f"{_lang(notebook)}_{stem}"
        for theme in ("JupyterLab Light", "JupyterLab Dark"):
            _set_theme(page, theme)  # nothing to do where the page has it
            tag = "dark" if "Dark" in theme else "light"
            page.screenshot(path=str(ARTIFACTS / f"lab_{stem}_{tag}.png"))
        _set_theme(page, "JupyterLab Light")
        if notebook in PLAYABLE:
            controller = page.locator(".tk-widget.tk-controller").last
            controller.scroll_into_view_if_needed()
            expect(controller.locator(".tk-actions button:enabled").first).to_be_visible(
                timeout=10_000
            )
            page.screenshot(path=str(ARTIFACTS / f"lab_{stem}_widget.png"))
        # no error output: an exception stops Run All (run_all_cells), and nothing on stderr
        stderr = page.locator(
            ".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']"
        ).all_text_contents()
        assert stderr == [], stderr
        outputs = page.evaluate(WIDGET_OUTPUTS_JS)
        assert [o for o in outputs if o["error"] or not o["drawn"]] == [], json.dumps(outputs)
        if re.search(r"\b\w+(Widget|Lab)\(", (REPO / notebook).read_text(encoding="utf-8")):
            assert outputs, "the notebook makes a widget, but no widget output is on the page"
        if page.locator(".tk-widget.tk-controller").count():
            _click_one_action(page, lab_server, notebook)
        if notebook in LATENCY:
            page.locator(".tk-widget.tk-controller").last.scroll_into_view_if_needed()
            times = measure_clicks(page, LATENCY[notebook], index=-1)
            assert times, "no Bot move could be timed"
        errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
        assert errors == [], errors
    finally:
        page.set_viewport_size({"width": 1400, "height": 1000})
        close_all(page, lab_server)
        _shut_kernels(lab_server)


def _click_one_action(page: Any, lab: Any, notebook: str) -> None:
    """One click in the notebook's last game widget that has a choice open (else Bot move):
    the step counter moves on the page, and the kernel's match played that very action."""
    from playwright.sync_api import expect

    controllers = page.locator(".tk-widget.tk-controller")
    controller = button = None
    for i in reversed(range(controllers.count())):
        choices = controllers.nth(i).locator(".tk-actions button[title]:enabled")
        if choices.count():
            controller, button = controllers.nth(i), choices.first
            break
    if controller is None:
        controller = controllers.last
        button = controller.locator("button", has_text=_chrome(notebook, "Bot move"))
    controller.scroll_into_view_if_needed()
    expect(button).to_be_enabled(timeout=10_000)
    # an action button's title is its action text; Bot move's choice is the bot's
    is_action = "tk-action" in (button.get_attribute("class") or "")
    action = button.get_attribute("title") if is_action else None
    kernel = NotebookKernel(lab.kernel_connection_file(notebook))
    try:
        before = kernel.widgets()
        step = controller.get_by_text(_chrome(notebook, "step {step} of {n}"))
        shown = step.text_content() or ""
        button.click()
        expect(step).not_to_have_text(shown, timeout=15_000)
        expect(controller.locator(".tk-error")).to_have_text("")

        def played(after: list[list[str]]) -> bool:
            return any(
                len(a) > len(b) and a[: len(b)] == b and (action is None or a[len(b)] == action)
                for a, b in zip(after, before)
            )

        deadline = time.monotonic() + 15
        while not played(after := kernel.widgets()):
            assert time.monotonic() < deadline, f"the kernel never played {action!r}: {after}"
            time.sleep(0.1)
    finally:
        kernel.close()
