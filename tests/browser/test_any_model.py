"""MatchWidget's front end runs against any model, without a kernel (issue 25).

The same ES module a notebook gets (``esm("controller.js")``: kit.js + controller.js) is served
by a tiny local HTTP server with a static page (``any_model.html``) whose model is a plain
object (``get``, ``set``, ``on``, ``off``, ``send``, ``save_changes``). Its transport is a stub:
Playwright's ``expose_function`` hands each message to a ``Table`` in this process and returns
the new screen's state and the log lines the page lacks. In Chromium a click on a button plays
the move in the Table and the board changes; one screen is one redraw of the toolbar.
"""

from __future__ import annotations

import functools
import http.server
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.widgets.frontend import CSS, esm, language_state
from tortuga_kit.widgets.table import Screen, Table

pytestmark = pytest.mark.browser

HERE = Path(__file__).resolve().parent


class StubTransport:
    """What a web socket would carry, in-process: messages in, screens out."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.version = 0
        self.messages: list[dict[str, Any]] = []
        self.received: list[dict[str, Any]] = []
        table.subscribe(self._screen)

    def _screen(self, screen: Screen) -> None:
        message = screen.log_message()
        if message is not None:
            self.messages.append(message)

    def __call__(self, message: dict[str, Any] | None) -> dict[str, Any]:
        if message is not None:
            self.received.append(message)
            if message.get("cmd") == "hello":
                self.messages.append(self.table.full_log())
            else:
                self.table.handle(message)
            self.version += 1
        screen = self.table.screen
        state = {**screen.state(), **language_state(screen.lang), "version": self.version}
        out, self.messages = self.messages, []
        return {"state": state, "messages": out}


@pytest.fixture
def site(tmp_path: Path) -> Iterator[str]:
    """The page, the module and the style, served from a folder of their own."""
    shutil.copy(HERE / "any_model.html", tmp_path / "index.html")
    (tmp_path / "controller.mjs").write_text(esm("controller.js"), encoding="utf-8")
    shutil.copy(CSS, tmp_path / "kit.css")
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(tmp_path))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/index.html"
    finally:
        server.shutdown()
        server.server_close()


#: Counts the redraws of the toolbar: each replaces the seat picker's options (one mutation
#: record that removes the old ones; the records of one task arrive together).
COUNT_TOOLBAR_JS = """() => {
    window.toolbarDraws = 0;
    const seat = document.querySelector('select[aria-label="seat"]');
    new MutationObserver((records) => {
        window.toolbarDraws += records.filter((r) => r.removedNodes.length > 0).length;
    }).observe(seat, { childList: true });
}"""


def test_the_front_end_plays_a_table_through_a_stub_transport(chromium: Any, site: str) -> None:
    m = tk.new_match("tortuga1667", 4, 11)
    d = m.decision
    assert d is not None
    table = Table(m, seat=d.seat, bots=[s for s in range(4) if s != d.seat])
    transport = StubTransport(table)
    context = chromium.new_context(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    try:
        page = context.new_page()
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        page.expose_function("transport", transport)
        page.goto(site)
        page.wait_for_selector("body[data-ready='1'] .tk-board-box svg")
        before = page.inner_html(".tk-board-box")
        assert before.startswith("<svg") or "<svg" in before
        page.wait_for_function("document.querySelectorAll('ol li').length > 0")  # the log
        page.evaluate(COUNT_TOOLBAR_JS)
        button = page.locator("button.tk-action").first
        text = button.get_attribute("title")
        assert text in m.legal_texts()
        button.click()
        page.wait_for_function(
            "before => document.querySelector('.tk-board-box').innerHTML !== before", arg=before
        )
        page.wait_for_selector("button.tk-action:not([disabled])")
        assert m.step > 1 and m.history[0].text == text  # played in the Table, bots after
        assert [r["cmd"] for r in transport.received] == ["hello", "play"]
        assert transport.received[1]["step"] == 0  # the step the learner was looking at
        assert page.inner_text(".tk-note") == f"step {m.step} of {m.step}"
        assert page.locator("ol li").count() == len(m.log(d.seat))  # the log delta arrived
        page.wait_for_timeout(100)  # any late redraw would be counted too
        assert page.evaluate("window.toolbarDraws") == 1  # one screen, one redraw
        assert errors == []
    finally:
        context.close()
