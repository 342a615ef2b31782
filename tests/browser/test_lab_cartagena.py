"""Cartagena in real JupyterLab: the board, a move made by clicking a pirate then a card, the
projector, and the fit on a projector in the light and the dark theme.

What only a browser can show: that the SVG board (``games/cartagena/svg.py``) is drawn inside
the MatchWidget, that the board's tokens build a selection in the real DOM (the pirate is marked,
a notice says what to click next) and the card plays ``forward <pirate> <card>`` through the
kernel, that the projector view (the wall) holds no hand, and that at 1280×720 the board and the
choices are visible together with no label over another.

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
NOTEBOOK = ARTIFACTS / "lab_cartagena.ipynb"
SYMBOLS = ("skull", "dagger", "key", "bottle", "pistol", "hat")
CELLS = [
    "import tortuga_kit as tk\nfrom tortuga_kit.widgets import MatchWidget",
    "m = tk.new_match('cartagena', 4, seed=3)\nw = MatchWidget(m, seat=m.to_move)\nw",
]

# Runs in the kernel, silently: the widget and its match, as JSON.
PROBE = """
def _tk_cartagena_probe():
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
            "history": [str(a) for a in m.history],
            "decision_seat": None if d is None else d.seat,
            "legal": m.legal_texts() if d is not None else [],
            "hands": [m.view(s)["you"]["hand"] for s in range(m.players)],
            "pirates": [p["pirates"] for p in m.view()["players"]],
            "names": list(m.names),
            "colours": [p["colour"] for p in m.view()["players"]],
            "synced_you": w.view.get("you"),
            "synced_actions": [a["text"] for a in w.actions],
        })
    return json.dumps(out)
"""


class CartagenaKernel(Kernel):
    """The notebook's kernel, probed for the Cartagena widget (not Tortuga's secrets)."""

    probe = PROBE
    probe_call = "_tk_cartagena_probe()"


Lab = WidgetLab


@pytest.fixture(scope="module")
def lab(lab_server: Any, page: Any) -> Iterator[Lab]:
    with widget_lab(lab_server, page, NOTEBOOK, CELLS, CartagenaKernel) as opened:
        yield opened


def test_cartagena_click_a_pirate_then_a_card(lab: Lab) -> None:
    from playwright.sync_api import expect

    page, controller, board, k = lab.page, lab.controller, lab.board, lab.kernel
    w = k.widget()
    assert w["kit"].startswith(str(REPO)), f"the kernel imports another tortuga_kit: {w['kit']}"
    mover = w["decision_seat"]
    assert w["seat"] == mover and w["synced_actions"], w
    expect(board.locator("text", has_text="Cartagena")).to_have_count(1, timeout=20_000)
    hide_sidebar(page)
    board_to_top(lab)

    # the mover's pirates (all on the start) and cards can be clicked: the start first
    pirate = board.locator("[data-token='0'].tk-can")
    expect(pirate).to_have_count(1)
    expect(board.locator("[data-token].tk-picked")).to_have_count(0)
    pirate.click()
    expect(board.locator("[data-token='0'].tk-picked")).to_have_count(1)
    selection = controller.locator(".tk-selection")
    expect(selection).to_contain_text("Selected:")
    expect(selection).to_contain_text("on the start")
    # only the cards that go on from the start are clickable now, no other pirate
    can = board.locator("[data-token].tk-can")
    offered = sorted({can.nth(i).get_attribute("data-token") for i in range(can.count())})
    hand = w["hands"][mover]
    assert offered == sorted(set(hand)), (offered, hand)
    assert k.widget()["history"] == []  # the pirate alone plays nothing
    page.screenshot(path=str(ARTIFACTS / "lab_cartagena_picked.png"))

    card = offered[0]
    board.locator(f"[data-token='{card}'].tk-can").click()
    text = f"forward 0 {card}"
    w = k.wait_for(f"{text!r} played", lambda s: s["history"] == [text], timeout=15.0)
    expect(controller.locator(".tk-error")).to_have_text("")
    expect(controller).to_contain_text("step 1 of 1")
    expect(selection).to_have_text("")
    # the board shows it: one of the mover's pirates left the start for a field
    field = next(p for p in w["pirates"][mover] if p != 0)
    name, colour = w["names"][mover], w["colours"][mover]
    title = f"{name} ({colour}): 1 pirate on field {field}"
    expect(board.locator("title", has_text=re.compile(rf"^{re.escape(title)}$"))).to_have_count(1)
    expect(board.locator(f"[data-token='{field}'].tk-can")).to_have_count(1)
    log = controller.locator("ol.tk-log li")
    expect(log.filter(has_text=f"plays a {card}")).to_have_count(1)

    # a click on the same pirate twice, or on the background, clears the selection
    board.locator(f"[data-token='{field}']").click()
    expect(board.locator("[data-token].tk-picked")).to_have_count(1)
    board.locator(f"[data-token='{field}']").click()
    expect(board.locator("[data-token].tk-picked")).to_have_count(0)
    board.locator(f"[data-token='{field}']").click()
    board.locator("rect.cg-bg").click(position={"x": 5, "y": 5})
    expect(board.locator("[data-token].tk-picked")).to_have_count(0)
    expect(selection).to_have_text("")
    assert k.widget()["history"] == [text]
    page.screenshot(path=str(ARTIFACTS / "lab_cartagena_played.png"))
    errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
    assert errors == [], page.console_errors


def test_cartagena_projector_shows_no_hand(lab: Lab) -> None:
    from playwright.sync_api import expect

    controller, board, k = lab.controller, lab.board, lab.kernel
    w = choose_seat(controller, k, -1)
    assert w["synced_you"] is None
    assert w["synced_actions"] == []  # the choice shows the mover's cards: it is secret
    expect(board.locator("text", has_text="Hands are hidden here")).to_have_count(1)
    expect(board.locator("text", has_text=re.compile(r"^Your hand"))).to_have_count(0)
    cards = board.locator(", ".join(f"[data-token='{s}']" for s in SYMBOLS))
    expect(cards).to_have_count(0)
    expect(controller.locator("button.tk-action")).to_have_count(0)
    # the detector can fail: a seat view shows that seat's hand
    seat = w["decision_seat"]
    choose_seat(controller, k, seat)
    hand = k.widget()["hands"][seat]
    expect(board.locator("text", has_text=f"Your hand ({len(hand)})")).to_have_count(1)
    expect(board.locator(", ".join(f"[data-token='{s}']" for s in set(hand)))).to_have_count(
        len(set(hand))
    )
    choose_seat(controller, k, -1)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768)])
def test_cartagena_board_and_choices_fit_a_projector(lab: Lab, size: tuple[int, int]) -> None:
    page, controller, k = lab.page, lab.controller, lab.kernel
    width, height = size
    w = k.widget()
    choose_seat(controller, k, w["decision_seat"])
    k.wait_for("buttons", lambda s: bool(s["synced_actions"]))
    page.set_viewport_size({"width": width, "height": height})
    hide_sidebar(page)
    try:
        for theme in ("JupyterLab Light", "JupyterLab Dark"):
            _set_theme(page, theme)
            board_to_top(lab)
            time.sleep(0.2)
            box = lab.board.bounding_box()
            button = controller.locator("button.tk-action").first.bounding_box()
            top = page.locator(".jp-NotebookPanel-notebook").bounding_box()
            assert box is not None and button is not None and top is not None
            tag = "dark" if "Dark" in theme else "light"
            page.screenshot(path=str(ARTIFACTS / f"lab_cartagena_{width}x{height}_{tag}.png"))
            visible_bottom = min(height, top["y"] + top["height"])
            assert box["y"] + box["height"] <= visible_bottom + 2, (theme, box, top)
            assert button["y"] + button["height"] <= visible_bottom + 2, (theme, button)
            assert box["width"] <= width
            assert box["width"] >= 0.45 * width, box  # not shrunk to a stamp
            assert lab.board.evaluate(OVERLAP_JS) == []
    finally:
        _set_theme(page, "JupyterLab Light")
        page.set_viewport_size({"width": 1280, "height": 720})
    errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
    assert errors == [], page.console_errors
