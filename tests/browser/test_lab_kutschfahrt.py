"""Kutschfahrt zur Teufelsburg in real JupyterLab: the board, an attack clicked on a seat, a
fight answered with a board button, the projector, and the fit at 1280×720, light and dark.

What only a browser can show: that the SVG board (``games/kutschfahrt/svg.py``, classes
``kf-*``) is drawn inside the MatchWidget, that a seat's ``data-token`` (the seat's name) plays
``attack <name>`` through the kernel and the bots answer, that a ``data-action`` button
(``pass``) plays its one word, that the projector view holds no seat's society, profession or
items, and that at 1280×720 the board and the choices are visible together with no label over
another, during a fight too.

The notebook is written for the test into ``tests/artifacts/`` (git-ignored), so no committed
notebook changes.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_lab_smoke import (
    OVERLAP_JS,
    Kernel,
    WidgetLab,
    _set_theme,
    board_to_top,
    choose_seat,
    hide_sidebar,
    widget_lab,
)

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "tests" / "artifacts"
NOTEBOOK = ARTIFACTS / "lab_kutschfahrt.ipynb"
CELLS = [
    "import tortuga_kit as tk\nfrom tortuga_kit.widgets import MatchWidget",
    "m = tk.new_match('kutschfahrt', 5, seed=1, start_player=0)\n"
    # auto_pass off: the test clicks the fight's Pass itself (a forced one would be answered)
    "w = MatchWidget(m, seat=0, bots=[1, 2, 3, 4], bot='random', auto_pass=False)\n"
    "w.play_until_human()\nw",
]

# Runs in the kernel, silently: the widget, its match and every seat's secrets (as the board
# writes them), as JSON.
PROBE = """
def _tk_kutschfahrt_probe():
    import json
    import tortuga_kit
    from ipywidgets.widgets.widget import _instances
    from tortuga_kit.widgets import MatchWidget
    from tortuga_kit.games.kutschfahrt import svg
    out = []
    for w in list(_instances.values()):
        if not isinstance(w, MatchWidget):
            continue
        m = w.match
        d = m.decision
        yous = [m.view(s)["you"] for s in range(m.players)]
        out.append({
            "kit": tortuga_kit.__file__,
            "seat": w.seat,
            "step": m.step,
            "history": [str(a) for a in m.history],
            "decision_seat": None if d is None else d.seat,
            "decision_kind": None if d is None else d.kind,
            "legal": m.legal_texts() if d is not None else [],
            "names": list(m.names),
            "fight": m.view()["fight"],
            "societies": [svg._society(y["society"]) for y in yous],
            "professions": [svg._pro(y["profession"]) for y in yous],
            "items": [[svg._item(i) for i in y["items"]] for y in yous],
            "synced_you": w.view.get("you"),
            "synced_actions": [a["text"] for a in w.actions],
        })
    return json.dumps(out)
"""


class KutschfahrtKernel(Kernel):
    """The notebook's kernel, probed for the Kutschfahrt widget."""

    probe = PROBE
    probe_call = "_tk_kutschfahrt_probe()"


Lab = WidgetLab


@pytest.fixture(scope="module")
def lab(lab_server: Any, page: Any) -> Iterator[Lab]:
    with widget_lab(lab_server, page, NOTEBOOK, CELLS, KutschfahrtKernel) as opened:
        yield opened


# Every card's and button's label inside its own box (getBBox, the browser's text layout).
INSIDE_JS = """(svg) => {
    const out = [];
    for (const r of svg.querySelectorAll('rect.kf-card, rect.kf-button')) {
        const t = r.nextElementSibling;
        if (!t || t.tagName !== 'text') continue;
        const a = r.getBBox(), b = t.getBBox();
        if (b.x < a.x - 1 || b.x + b.width > a.x + a.width + 1)
            out.push(`${t.textContent} (${b.width.toFixed(0)} in ${a.width.toFixed(0)})`);
    }
    return out;
}"""


def _fits(lab: Lab, tag: str, buttons: bool) -> None:
    """Light and dark at 1280×720: a screenshot each, the board and a choice visible, the
    board not shrunk to a stamp, no label over another."""
    page, controller = lab.page, lab.controller
    fills = {}
    try:
        for theme in ("JupyterLab Light", "JupyterLab Dark"):
            _set_theme(page, theme)
            board_to_top(lab)
            time.sleep(0.2)
            box = lab.board.bounding_box()
            top = page.locator(".jp-NotebookPanel-notebook").bounding_box()
            assert box is not None and top is not None
            shade = "dark" if "Dark" in theme else "light"
            page.screenshot(path=str(ARTIFACTS / f"lab_kutschfahrt_1280x720_{tag}_{shade}.png"))
            visible_bottom = min(720, top["y"] + top["height"])
            assert box["y"] + box["height"] <= visible_bottom + 2, (theme, box, top)
            if buttons:
                button = controller.locator("button.tk-action").first.bounding_box()
                assert button is not None
                assert button["y"] + button["height"] <= visible_bottom + 2, (theme, button)
            assert box["width"] <= 1280
            assert box["width"] >= 0.45 * 1280, box  # not shrunk to a stamp
            assert lab.board.evaluate(OVERLAP_JS) == [], theme
            assert lab.board.evaluate(INSIDE_JS) == [], theme
            fills[shade] = lab.board.locator("ellipse.kf-coach").evaluate(
                "(e) => getComputedStyle(e).fill"
            )
        assert fills["light"] != fills["dark"], fills  # the board's own dark palette applies
    finally:
        _set_theme(page, "JupyterLab Light")


def _widget_errors(page: Any) -> list[str]:
    return [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-|kf-", e, re.I)]


def test_kutschfahrt_projector_shows_no_secret(lab: Lab) -> None:
    from playwright.sync_api import expect

    controller, board, k = lab.controller, lab.board, lab.kernel
    w = k.widget()
    assert w["kit"].startswith(str(REPO)), f"the kernel imports another tortuga_kit: {w['kit']}"
    assert w["seat"] == 0 and w["decision_seat"] == 0 and w["step"] == 0, w
    expect(board.locator("text", has_text="Kutschfahrt zur Teufelsburg")).to_have_count(1)
    expect(board.locator("rect.kf-seat")).to_have_count(4)  # seat 0's is drawn as the turn's
    expect(board.locator("text", has_text="Marie (you)")).to_have_count(1)

    w = choose_seat(controller, k, -1)
    assert w["synced_you"] is None and w["synced_actions"] == []
    expect(board.locator("text", has_text="You:")).to_have_count(0)
    expect(board.locator("[data-token], [data-action]")).to_have_count(0)
    scan = controller.evaluate(
        # the board's texts and tooltips (but the assumptions badge's: the options' words
        # name professions) and the log
        """(el) => [...el.querySelectorAll('svg text')].map(t => t.textContent)
            .concat([...el.querySelectorAll('svg title')]
                .filter(t => !t.parentElement.classList.contains('kf-badge'))
                .map(t => t.textContent))
            .concat([...el.querySelectorAll('[title]')].map(n => n.getAttribute('title')))
            .concat([...el.querySelectorAll('ol.tk-log li, button')].map(n => n.innerText))
            .join('\\n')"""
    )
    for seat in range(5):
        for secret in (w["societies"][seat], w["professions"][seat], *w["items"][seat]):
            assert secret not in scan, (seat, secret)
    # the detector can fail: seat 0's view shows seat 0's secrets
    choose_seat(controller, k, 0)
    for secret in (w["societies"][0], w["professions"][0]):
        expect(board.locator("text", has_text=secret)).to_have_count(1)
    assert _widget_errors(lab.page) == [], lab.page.console_errors


def test_kutschfahrt_start_of_turn_fits(lab: Lab) -> None:
    k = lab.kernel
    k.wait_for("seat 0 to move", lambda s: s["seat"] == 0 and bool(s["synced_actions"]))
    hide_sidebar(lab.page)
    _fits(lab, "turn", buttons=True)
    assert _widget_errors(lab.page) == [], lab.page.console_errors


def test_kutschfahrt_click_a_seat_to_attack_then_pass(lab: Lab) -> None:
    from playwright.sync_api import expect

    page, controller, board, k = lab.page, lab.controller, lab.board, lab.kernel
    w = k.widget()
    assert w["step"] == 0 and w["history"] == [] and w["decision_kind"] == "turn", w
    victim = w["names"][1]
    assert f"attack {victim}" in w["legal"]
    board_to_top(lab)

    # every other seat carries its name as a token, the viewer's own seat none
    for seat, name in enumerate(w["names"]):
        expect(board.locator(f"[data-token='{name}'].tk-can")).to_have_count(0 if seat == 0 else 1)
    board.locator(f"[data-token='{victim}'].tk-can").click()
    # the bots answer (the Priest, the supporters) up to seat 0's next choice in the fight
    w = k.wait_for(
        "the attack and the bots' answers",
        lambda s: s["history"][:1] == [f"attack {victim}"] and s["decision_seat"] == 0,
    )
    assert w["fight"] is not None and w["fight"]["attacker"] == 0 and w["fight"]["defender"] == 1
    expect(controller.locator(".tk-error")).to_have_text("")
    log = controller.locator("ol.tk-log li")
    expect(log.filter(has_text=f"Marie attacks {victim}!")).to_have_count(1)
    # the board re-rendered: the fight panel and the two parts written out
    expect(board.locator("text", has_text="Fight:")).to_have_count(1)
    expect(board.locator("text.kf-attack")).to_have_count(1)
    # the attacker's seat with its solid border, the defender's dashed, the parts in words
    expect(board.locator("rect.kf-attacker")).to_have_count(1)
    expect(board.locator("rect.kf-defender")).to_have_count(1)
    expect(board.locator("text", has_text=re.compile(r"\bATTACKER\b"))).to_have_count(1)
    expect(board.locator("text", has_text=re.compile(r"\bDEFENDER\b"))).to_have_count(1)
    _fits(lab, "fight", buttons=True)

    # a one-word answer is a board button
    assert "pass" in w["legal"], w["legal"]
    start = len(w["history"])
    board_to_top(lab)
    board.locator("[data-action='pass'].tk-can").click()
    w = k.wait_for(
        "seat 0's pass", lambda s: len(s["history"]) > start and s["history"][start] == "pass"
    )
    expect(controller.locator(".tk-error")).to_have_text("")
    expect(controller).to_contain_text(f"step {w['step']} of {w['step']}")
    page.screenshot(path=str(ARTIFACTS / "lab_kutschfahrt_after_pass.png"))
    assert _widget_errors(page) == [], page.console_errors
