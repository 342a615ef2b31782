"""The shared table in Chromium (issue 29): a Kutschfahrt table's projector page and two seat
pages (one a 360 px wide phone), served by the real server (uvicorn, 127.0.0.1). A trade
offered on one seat appears on the other; the projector shows neither hand; a seat ticks its
own "Pass for me when I can only pass"; the phone, set to dark, draws the page and the board dark, and axe-core finds nothing on it."""

from __future__ import annotations

import html
import re
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import uvicorn
from axe_kit import axe_source, axe_violations

from tortuga_kit.games.kutschfahrt.svg import PAL
from tortuga_kit.table.server import create_app

pytestmark = pytest.mark.browser

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"

TOKEN = "browser-test-teacher"
AUTH = {"Authorization": f"Bearer {TOKEN}"}


@pytest.fixture
def site() -> Iterator[tuple[str, Any]]:
    """The table server on a free port of 127.0.0.1, in a thread of this process."""
    app = create_app(":memory:", TOKEN)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}", app
    finally:
        server.should_exit = True
        thread.join(10)


def test_a_trade_offered_on_one_seat_appears_on_the_other(
    chromium: Any, site: tuple[str, Any]
) -> None:
    from playwright.sync_api import expect

    base, app = site
    body = {"game": "kutschfahrt", "players": 3, "seed": 5, "options": {"start_player": 0}}
    made = httpx.post(f"{base}/api/tables", json=body, headers=AUTH).json()
    m = app.state.hall.rooms[made["id"]].match
    hands = {s: list(m.view(s)["you"]["items"]) for s in (0, 1)}
    label = next(a.label for a in m.legal_actions() if a.text == f"trade {hands[0][0]} Gundla")
    errors: list[str] = []
    wide = chromium.new_context(viewport={"width": 1400, "height": 1000})
    phone = chromium.new_context(
        viewport={"width": 360, "height": 740}, is_mobile=True, color_scheme="dark"
    )
    try:
        pages = {
            "projector": wide.new_page(),
            "marie": wide.new_page(),
            "gundla": phone.new_page(),
        }
        for p in pages.values():
            p.on("pageerror", lambda exc: errors.append(str(exc)))
        pages["projector"].goto(made["projector"])
        pages["marie"].goto(made["seats"][0]["url"])
        pages["gundla"].goto(made["seats"][1]["url"])
        for p in pages.values():
            p.wait_for_selector("body[data-ready='1'] .tk-board-box svg")
        marie, gundla, projector = pages["marie"], pages["gundla"], pages["projector"]
        # the projector shows a QR code and a short code for the seat nobody holds yet
        projector.wait_for_function(
            "() => document.querySelectorAll('.tk-join-seat svg').length === 1"
        )
        codes = projector.locator(".tk-join-code").all_inner_texts()
        assert made["seats"][2]["code"] in codes
        assert made["seats"][0]["code"] not in codes  # Marie's device holds that seat
        # Marie offers a card to Gundla; Gundla's phone is asked to accept or refuse
        marie.get_by_role("button", name=label).click()
        gundla.wait_for_selector("button.tk-action[title='accept']")
        prompt = gundla.inner_text(".tk-prompt")
        assert "Marie" in prompt and m.step == 1
        assert gundla.evaluate("document.documentElement.scrollWidth") <= 360 + 1
        assert marie.locator("button.tk-action").count() == 0  # not Marie's choice now
        # each seat's own "Pass for me when I can only pass" (the widget's control), off until
        # ticked; the bot row around it and the projector's copy stay hidden
        auto = "Pass for me when I can only pass"
        assert not gundla.get_by_label(auto).is_checked()
        assert marie.get_by_label(auto).is_visible() and gundla.get_by_label(auto).is_visible()
        assert not projector.get_by_label(auto).is_visible()
        assert not gundla.locator(".tk-bots .tk-note").is_visible()
        gundla.get_by_label(auto).check()
        room = app.state.hall.rooms[made["id"]]
        deadline = time.monotonic() + 10
        while not room.seats[1].auto_pass:
            assert time.monotonic() < deadline, "the setting did not reach the room"
            time.sleep(0.05)
        assert not room.seats[0].auto_pass and gundla.get_by_label(auto).is_checked()
        # the teacher's page says whose setting is on
        teacher = wide.new_page()
        teacher.goto(f"{base}/teacher#token={TOKEN}")
        rows = teacher.locator("#tables tr")
        expect(rows.nth(1)).to_contain_text("Pass for me: on", timeout=10_000)
        assert "Pass for me" not in rows.nth(0).inner_text() + rows.nth(2).inner_text()
        # the teacher's Undo of Marie's offer (it showed Gundla the card) is refused, and the
        # page keeps saying why past its refresh (every 3 s), which used to wipe it at once
        assert m.step == 1 and any(e.private for e in m.events_since(0))
        teacher.get_by_role("button", name="Undo the last action").click()
        said = teacher.locator(".tk-table-status")
        expect(said).to_contain_text("something secret", timeout=10_000)
        teacher.wait_for_timeout(3500)
        expect(said).to_contain_text("something secret")
        assert m.step == 1
        teacher.close()
        # the projector: the public board only, neither hand anywhere on the page
        projector.wait_for_function(
            "s => document.querySelector('.tk-board-box').innerHTML.length > 0 && "
            "document.querySelectorAll('ol li').length >= s",
            arg=len(m.log(None)),
        )
        # the projector layout of the public view (issue 27), every text of it
        shown = projector.evaluate(TEXTS_JS)
        assert _texts(m.game.projector_svg(m.view(None))) == shown
        assert "for the projector" in (
            projector.locator(".tk-board-box svg").get_attribute("aria-label") or ""
        )
        public = m.game.svg(m.view(None), legal=[])
        logged = projector.locator("ol li").all_inner_texts()
        public_log = [e["text"] for e in m.log(None)]
        assert len(logged) == len(public_log)
        assert all(want in got for got, want in zip(logged, public_log))  # step · text [rule]
        for seat in hands:
            # what only that seat's board says (its hand, its society) is not on the projector's
            private = set(_texts(m.game.svg(m.view(seat)))) - set(_texts(public))
            assert private and not private & set(shown), seat
        assert projector.locator("button.tk-action").count() == 0
        # the phone is set to dark: the page says so the way JupyterLab does, and the kit's
        # style and the board's own palette follow (Marie's light page is the other side)
        assert gundla.evaluate("document.body.dataset.jpThemeLight") == "false"
        assert marie.evaluate("document.body.dataset.jpThemeLight") == "true"
        dark_bg, light_bg = (p.evaluate(BACKGROUND_JS) for p in (gundla, marie))
        assert _luminance(dark_bg) < 0.1 < 0.8 < _luminance(light_bg), (dark_bg, light_bg)
        # the board's own dark palette applies on the phone only (not just JupyterLab's
        # variables, which the page's style sets too)
        names = [f"--{PAL.prefix}-{k}" for k in PAL.dark]
        palette = {k: p.evaluate(VARS_JS, names) for k, p in (("dark", gundla), ("light", marie))}
        assert palette["dark"] == list(PAL.dark.values()) != palette["light"], palette
        # the phone shows its own panel a second time, cropped from the same board and readable
        # (own.js); the wide seat and the projector (no own panel) do not
        own = gundla.locator(".tk-own-panel svg")
        expect(own).to_be_visible()
        copy = gundla.evaluate(OWN_COPY_JS)
        # its text of 12 board units or more (the sheet, the titles) at 11 CSS px or more; the
        # long item names of 11 units at 10 (the panel's content is 374 units wide, the box 352)
        assert copy["smallest"] >= 10 and copy["smallest12"] >= 11, copy
        assert copy["texts"] == gundla.evaluate(TEXTS_JS)  # the same board: nothing more
        assert copy["hidden"] == "true" and copy["ids"] == 0 and copy["width"] > 300, copy
        for p in (marie, projector):
            assert p.locator(".tk-own-panel svg").count() == 0
        gundla.screenshot(path=str(ARTIFACTS / "table_seat_phone_dark.png"))
        assert axe_violations(gundla, axe_source(), "body") == []
        # a tap on the copy's "accept" is a tap on the board's
        gundla.locator(".tk-own-panel [data-action='accept']").click()
        deadline = time.monotonic() + 10
        while m.step < 2:
            assert time.monotonic() < deadline, "the copy's tap did not reach the room"
            time.sleep(0.05)
        teacher = wide.new_page()
        teacher.goto(f"{base}/teacher#token={TOKEN}")
        # the teacher frees Gundla's seat: her phone is told, and her hand, log and Hint go
        # (a new student may take the seat); the board stayed on it before
        teacher.locator("#tables tr").nth(1).get_by_role("button", name="Free the seat").click()
        expect(gundla.locator("body")).to_contain_text("freed this seat", timeout=10_000)
        gundla.wait_for_function(
            "() => !document.querySelector('.tk-board-box svg') && "
            "!document.querySelector('.tk-own-panel svg') && "
            "document.querySelectorAll('ol li').length === 0"
        )
        assert not gundla.get_by_role("button", name="Hint").is_visible()
        teacher.close()
        assert errors == []
    finally:
        wide.close()
        phone.close()


#: The page's background colour, from the widget's box outwards (the first not transparent).
BACKGROUND_JS = """() => {
    for (let n = document.querySelector('.tk-widget'); n; n = n.parentElement) {
        const c = getComputedStyle(n).backgroundColor;
        if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') return c;
    }
    return 'rgb(255, 255, 255)';
}"""

#: The own panel's copy on a phone: its texts, the smallest of its own panel's texts in CSS px
#: (font size times the copy's scale; of all, and of those of 12 board units or more), its
#: aria-hidden, how many ids it holds, its width.
OWN_COPY_JS = """() => {
    const svg = document.querySelector('.tk-own-panel svg');
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const units = [...svg.querySelectorAll('g[data-own] text')].map(
        (t) => parseFloat(getComputedStyle(t).fontSize));
    return {
        texts: [...svg.querySelectorAll('text')].map((t) => t.textContent),
        smallest: Math.min(...units) * scale,
        smallest12: Math.min(...units.filter((u) => u >= 12)) * scale,
        hidden: svg.getAttribute('aria-hidden'),
        ids: svg.querySelectorAll('[id]').length + (svg.id ? 1 : 0),
        width: svg.getBoundingClientRect().width,
    };
}"""


#: The board's CSS custom properties as the page computes them.
VARS_JS = """(names) => {
    const svg = document.querySelector('.tk-board-box svg');
    return names.map((n) => getComputedStyle(svg).getPropertyValue(n).trim());
}"""


def _luminance(css: str) -> float:
    """Relative luminance (WCAG) of an ``rgb(...)`` colour."""
    r, g, b = (int(x) / 255 for x in re.findall(r"\d+", css)[:3])
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


TEXTS_JS = (
    "() => [...document.querySelectorAll('.tk-board-box svg text')].map((t) => t.textContent)"
)


def _texts(svg: str) -> list[str]:
    """The texts of an SVG's <text> elements, as the browser reads them."""
    return [
        html.unescape(re.sub(r"<[^>]+>", "", t))
        for t in re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S)
    ]
