"""Tortuga Gourmet in real JupyterLab: the board, a move made by clicking a card of the hand then
an island, the projector, and the fit on a projector in the light and the dark theme.

What only a browser can show: that the SVG board (``games/gourmet/svg.py``) is drawn inside the
MatchWidget, that its multi-word tokens (a card ``data-token="empty_chest 1"``, an island
``data-token="to 5"``) build a selection in the real DOM (the card is marked, a notice says
what to click next) and the island plays ``play <card> to <island>`` through the kernel, that
the projector view (the wall) holds no hand, and that at 1280×720 the board and the choices are
visible together with no label over another.

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
NOTEBOOK = ARTIFACTS / "lab_gourmet.ipynb"
CELLS = [
    "import tortuga_kit as tk\nfrom tortuga_kit.widgets import MatchWidget",
    "m = tk.new_match('gourmet', 4, seed=3)\nw = MatchWidget(m, seat=m.to_move)\nw",
]

# Runs in the kernel, silently: the widget and its match, as JSON.
PROBE = """
def _tk_gourmet_probe():
    import json
    import tortuga_kit
    from ipywidgets.widgets.widget import _instances
    from tortuga_kit.widgets import MatchWidget
    out = []
    for w in list(_instances.values()):
        if not isinstance(w, MatchWidget):
            continue
        m = w.match
        d = m.decision
        out.append({
            "kit": tortuga_kit.__file__,
            "seat": w.seat,
            "step": m.step,
            "history": [str(a) for a in m.history],
            "decision_seat": None if d is None else d.seat,
            "legal": m.legal_texts() if d is not None else [],
            "hands": [m.view(s)["you"]["hand"] for s in range(m.players)],
            "islands": [p["island"] for p in m.view()["players"]],
            "pantries": [p["pantry_size"] for p in m.view()["players"]],
            "names": list(m.names),
            "synced_you": w.view.get("you"),
            "synced_actions": [a["text"] for a in w.actions],
        })
    return json.dumps(out)
"""


class GourmetKernel(Kernel):
    """The notebook's kernel, probed for the Gourmet widget."""

    probe = PROBE
    probe_call = "_tk_gourmet_probe()"


Lab = WidgetLab


@pytest.fixture(scope="module")
def lab(lab_server: Any, page: Any) -> Iterator[Lab]:
    with widget_lab(lab_server, page, NOTEBOOK, CELLS, GourmetKernel) as opened:
        yield opened


def test_gourmet_click_a_card_then_an_island(lab: Lab) -> None:
    from playwright.sync_api import expect

    page, controller, board, k = lab.page, lab.controller, lab.board, lab.kernel
    w = k.widget()
    assert w["kit"].startswith(str(REPO)), f"the kernel imports another tortuga_kit: {w['kit']}"
    mover = w["decision_seat"]
    assert w["seat"] == mover and w["synced_actions"], w
    assert w["step"] == 0 and w["history"] == []
    expect(board.locator("text", has_text="Tortuga Gourmet")).to_have_count(1, timeout=20_000)
    hide_sidebar(page)
    board_to_top(lab)

    # the cards of the hand can be clicked first (no text starts with an island)
    text = sorted(w["legal"])[0]  # "play empty_chest 1 to <i>"
    words = text.split()
    card, island = " ".join(words[1:-2]), words[-1]
    token = board.locator(f"[data-token='{card}'].tk-can")
    expect(token).to_have_count(1)
    expect(board.locator("[data-token^='to '].tk-can")).to_have_count(0)
    token.click()
    expect(board.locator(f"[data-token='{card}'].tk-picked")).to_have_count(1)
    selection = controller.locator(".tk-selection")
    expect(selection).to_contain_text(f"Selected: the {card} card.")
    # only the islands that card reaches are clickable now
    can = board.locator("[data-token].tk-can")
    offered = sorted({can.nth(i).get_attribute("data-token") for i in range(can.count())})
    reach = sorted(f"to {t.split()[-1]}" for t in w["legal"] if t.startswith(f"play {card} to "))
    assert offered == reach, (offered, reach)
    assert k.widget()["history"] == []  # the card alone plays nothing
    page.screenshot(path=str(ARTIFACTS / "lab_gourmet_picked.png"))

    board.locator(f"[data-token='to {island}'].tk-can").click()
    w = k.wait_for(f"{text!r} played", lambda s: s["history"] == [text], timeout=15.0)
    assert w["step"] == 1 and w["islands"][mover] == int(island) and w["pantries"][mover] == 1
    expect(controller.locator(".tk-error")).to_have_text("")
    expect(controller).to_contain_text("step 1 of 1")
    expect(selection).to_have_text("")
    # the page shows it: the log, and the mover's row in the players table
    log = controller.locator("ol.tk-log li")
    expect(log.filter(has_text=f"plays {card} into the pantry")).to_have_count(1)
    expect(board.locator("text", has_text="pantry 1")).to_have_count(1)
    title = f"{w['names'][mover]}'s pirate"
    expect(
        board.locator("title", has_text=re.compile(rf"^{re.escape(title)} .* on island {island}$"))
    ).to_have_count(1)
    page.screenshot(path=str(ARTIFACTS / "lab_gourmet_played.png"))
    errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
    assert errors == [], page.console_errors


def test_gourmet_projector_shows_no_hand(lab: Lab) -> None:
    from playwright.sync_api import expect

    controller, board, k = lab.controller, lab.board, lab.kernel
    w = choose_seat(controller, k, -1)
    assert w["synced_you"] is None
    assert w["synced_actions"] == []  # the choice shows the mover's cards: it is secret
    expect(board.locator("text", has_text="Hands are hidden here")).to_have_count(1)
    expect(board.locator("text", has_text=re.compile(r"^Your hand"))).to_have_count(0)
    expect(board.locator("[data-token]")).to_have_count(0)
    expect(controller.locator("button.tk-action")).to_have_count(0)
    page_text = board.evaluate("(svg) => svg.outerHTML")
    for hand in w["hands"]:
        for card in hand:
            assert card not in page_text, card
    # the detector can fail: a seat view shows that seat's hand
    seat = w["decision_seat"]
    choose_seat(controller, k, seat)
    hand = k.widget()["hands"][seat]
    expect(board.locator("text", has_text=f"Your hand ({len(hand)})")).to_have_count(1)
    expect(board.locator(", ".join(f"[data-token='{c}']" for c in set(hand)))).to_have_count(
        len(hand)
    )
    choose_seat(controller, k, -1)


@pytest.mark.parametrize("size", [(1280, 720)])
def test_gourmet_board_and_choices_fit_a_projector(lab: Lab, size: tuple[int, int]) -> None:
    page, controller, k = lab.page, lab.controller, lab.kernel
    width, height = size
    w = k.widget()
    choose_seat(controller, k, w["decision_seat"])
    k.wait_for("buttons", lambda s: bool(s["synced_actions"]))
    page.set_viewport_size({"width": width, "height": height})
    hide_sidebar(page)
    try:
        for seat in (w["decision_seat"], -1):
            choose_seat(controller, k, seat)
            for theme in ("JupyterLab Light", "JupyterLab Dark"):
                _set_theme(page, theme)
                board_to_top(lab)
                time.sleep(0.2)
                box = lab.board.bounding_box()
                top = page.locator(".jp-NotebookPanel-notebook").bounding_box()
                assert box is not None and top is not None
                tag = "dark" if "Dark" in theme else "light"
                who = "projector" if seat == -1 else "seat"
                page.screenshot(
                    path=str(ARTIFACTS / f"lab_gourmet_{width}x{height}_{who}_{tag}.png")
                )
                visible_bottom = min(height, top["y"] + top["height"])
                assert box["y"] + box["height"] <= visible_bottom + 2, (theme, box, top)
                if seat != -1:
                    button = controller.locator("button.tk-action").first.bounding_box()
                    assert button is not None
                    assert button["y"] + button["height"] <= visible_bottom + 2, (theme, button)
                assert box["width"] <= width
                assert box["width"] >= 0.45 * width, box  # not shrunk to a stamp
                assert lab.board.evaluate(OVERLAP_JS) == []
    finally:
        _set_theme(page, "JupyterLab Light")
        page.set_viewport_size({"width": 1280, "height": 720})
    errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
    assert errors == [], page.console_errors
