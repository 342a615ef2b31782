"""Access (issue 27): readable from the back row, measured in Chromium.

The widget's own front end (``controller.js``, as a notebook gets it) runs on the static page
of ``test_any_model`` against a ``Table`` in this process, set up as a classroom page sets it
up (hot seat, the projector's seat, classroom mode, a title above). For every game the board's
text sizes (font size × the SVG's screen scale, every text) are measured beside the choices
and with **Big board**, at 1280×720, and the table printed (``-s`` shows it); the test fails
below the goals: with Big board the smallest text ≥ 18 px, the median ≥ 24 px and 90% of the
window's width or height used; beside the choices the median ≥ 14 px. At 1024×768 with
JupyterLab's file browser open (the widget about 650 px wide) the board and the choices
must both be in the window.
"""

from __future__ import annotations

import statistics
from typing import Any

import pytest
from test_any_model import StubTransport, site  # noqa: F401 - the page's fixture

import tortuga_kit as tk
from tortuga_kit.widgets.table import Table

pytestmark = pytest.mark.browser

#: Every text of the shown board: its size on screen, and the board's box.
SIZES_JS = """() => {
    const svg = document.querySelector('.tk-board-box svg');
    const scale = svg.getScreenCTM().a;
    const sizes = [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim())
        .map((t) => parseFloat(t.getAttribute('font-size')) * scale);
    const b = svg.getBoundingClientRect();
    const side = document.querySelector('.tk-side').getBoundingClientRect();
    return {sizes, w: b.width, h: b.height, bottom: b.bottom, right: b.right,
            side: [side.left, side.top, side.right, side.bottom]};
}"""

#: A classroom page's title above the widget (Voilà draws the notebook's heading).
TITLE_JS = """(title) => {
    const h = document.createElement('h2');
    h.textContent = title;
    document.body.insertBefore(h, document.body.firstChild);
}"""

GOALS = {"big_min": 18.0, "big_median": 24.0, "big_fill": 0.9, "beside_median": 14.0}


def _match(game: str) -> tk.Match:
    """A match a few moves in, with more players than the least (a fuller board)."""
    players = tk.get_game(game).players.start + 2
    m = tk.Match(game, players, 5)
    for _ in range(12):
        if m.is_over:
            break
        m.play(m.legal_actions()[0])
    return m


def _open(chromium: Any, site: str, table: Table, size: tuple[int, int]) -> tuple[Any, Any]:  # noqa: F811
    context = chromium.new_context(viewport={"width": size[0], "height": size[1]})
    page = context.new_page()
    page.expose_function("transport", StubTransport(table))
    page.goto(site)
    page.wait_for_selector("body[data-ready='1'] .tk-board-box svg")
    return context, page


def _figures(found: dict[str, Any]) -> tuple[float, float]:
    sizes = found["sizes"]
    return min(sizes), statistics.median(sizes)


@pytest.mark.parametrize("game", tk.available_games())
def test_board_text_sizes_meet_the_goals_at_1280x720_and_fit_at_1024x768(
    chromium: Any,
    site: str,  # noqa: F811
    game: str,
) -> None:
    m = _match(game)
    table = Table(m, hot_seat=True, classroom=True)
    context, page = _open(chromium, site, table, (1280, 720))
    try:
        page.evaluate(TITLE_JS, m.game.title)
        beside = _figures(page.evaluate(SIZES_JS))
        page.click("button.tk-big")
        page.wait_for_timeout(50)
        found = page.evaluate(SIZES_JS)
        big = _figures(found)
        fill = max(found["w"] / 1280, found["h"] / 720)
    finally:
        context.close()
    # JupyterLab, 1024×768, the file browser open: a notebook about 650 px wide
    context, page = _open(chromium, site, Table(_match(game), seat=0), (1024, 768))
    try:
        page.add_style_tag(content="#root { width: 650px; margin-left: 330px; }")
        page.wait_for_timeout(50)
        narrow = page.evaluate(SIZES_JS)
    finally:
        context.close()
    lab = _figures(narrow)
    print(
        f"\n{game:12} beside the choices {beside[0]:.1f}/{beside[1]:.1f} px · Big board "
        f"{big[0]:.1f}/{big[1]:.1f} px, {fill:.0%} of the window · 1024×768 lab "
        f"{lab[0]:.1f}/{lab[1]:.1f} px, board bottom {narrow['bottom']:.0f}, "
        f"choices {narrow['side']}"
    )
    assert big[0] >= GOALS["big_min"] and big[1] >= GOALS["big_median"], big
    assert fill >= GOALS["big_fill"], fill
    assert beside[1] >= GOALS["beside_median"], beside
    # both in the window: the board's bottom and the choices' top (beside it or under it)
    assert narrow["bottom"] <= 768 and narrow["side"][1] < 768 - 100, narrow
