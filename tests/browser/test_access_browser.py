"""Access (issue 27): readable from the back row, measured in Chromium.

The widget's own front end (``controller.js``, as a notebook gets it) runs on the static page
of ``test_any_model`` against a ``Table`` in this process, set up as a classroom page sets it
up (hot seat, the projector's seat, classroom mode, a title above). For every game the board's
text sizes (font size × the SVG's screen scale, every text) are measured beside the choices
and with **Big board**, at 1280×720, and the table printed (``-s`` shows it); the test fails
below the goals: with Big board the smallest text ≥ 18 px, the median ≥ 24 px and 90% of the
window's width or height used; beside the choices the median ≥ 14 px. At 1024×768 with
JupyterLab's file browser open (the widget about 650 px wide) the board and the choices
must both be in the window, the board across the widget's whole width with the choices under
it (side by side it got 3/5 of it: texts 4.2-5.7 px median), its median text ≥ 6.5 px.
"""

from __future__ import annotations

import statistics
import subprocess
from typing import Any

import pytest
from axe_kit import axe_source, axe_violations
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

GOALS = {
    "big_min": 18.0,
    "big_median": 24.0,
    "big_fill": 0.9,
    "beside_median": 14.0,
    "lab_median": 6.5,  # 1024×768, the file browser open (about 650 px for the widget)
}


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
    # the board as wide as the widget, the choices under it; its texts larger for it
    assert narrow["w"] >= 0.95 * 650 and narrow["side"][1] >= narrow["bottom"], narrow
    assert lab[1] >= GOALS["lab_median"], lab


# ----------------------------------------------------------------------------- the keyboard
#: The focused element: what it is, and the names of the board targets that can be chosen.
FOCUS_JS = """() => {
    const a = document.activeElement;
    const box = document.querySelector('.tk-board-box');
    return {
        tag: a ? a.tagName.toLowerCase() : '',
        cls: a && a.getAttribute ? (a.getAttribute('class') || '') : '',
        board: !!(a && box.contains(a)),
        can: !!(a && a.classList && a.classList.contains('tk-can')),
        group: a && a.closest && a.closest('.tk-buttons')
            ? [...a.closest('.tk-buttons').querySelectorAll('button')].length : 0,
        targets: [...box.querySelectorAll('[tabindex="0"]')]
            .map((n) => n.getAttribute('aria-label') || ''),
        screens: document.querySelector('.tk-widget').getAttribute('data-screens'),
    };
}"""

#: What makes a game short where its fewest players and seed 2 do not (Cartagena: every
#: pirate a few fields from the boat); the human at seat 0, bots after.
SHORT_POSITIONS: dict[str, dict[str, Any]] = {
    "cartagena": {"pirates": [[30, 31, 32, 33, 34, 35], [30, 31, 32, 33, 34, 35]]},
}


class Keys:
    """The keys pressed on a page, counted."""

    def __init__(self, page: Any) -> None:
        self.page = page
        self.n = 0

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.n += 1


def _await_move(page: Any, m: tk.Match, step: int, screens: Any) -> None:
    """Until the table played (``m.step`` moved on) and the page drew the new screen."""
    for _ in range(400):
        if m.step != step or m.is_over:
            break
        page.wait_for_timeout(10)
    page.wait_for_function(
        "(before) => document.querySelector('.tk-widget').getAttribute('data-screens') !== before"
        " && !document.querySelector('.tk-widget.tk-pending')",
        arg=screens,
        timeout=5000,
    )


def _by_board(page: Any, keys: Keys, m: tk.Match, rng: Any) -> bool:
    """One action on the board: back from the first choice (Shift+Tab, past a picker's
    selects) to the board's last target, the arrows to a target that can be chosen, Enter; a
    word of an action (a pirate, a card) is followed by the next target until the action is
    played. False (no key pressed) when the board has nothing to choose."""
    step, screens = m.step, page.evaluate(FOCUS_JS)["screens"]
    back = 0
    while not page.evaluate(FOCUS_JS)["board"]:
        if back == 4:  # a long way round: back to the choice
            for _ in range(back):
                keys.press("Tab")
            return False
        keys.press("Shift+Tab")
        back += 1
    for _ in range(12):
        f = page.evaluate(FOCUS_JS)
        if m.step != step or not f["board"]:
            break
        if f["can"] and rng.random() < 0.8:
            keys.press("Enter")
            page.wait_for_timeout(40)
        else:
            keys.press("ArrowRight")
    if m.step == step:  # the board's words did not spell a whole action: on to the choices
        for _ in range(30):
            if page.evaluate("() => !!document.activeElement.closest('.tk-actions')"):
                return False
            keys.press("Tab")
        return False
    _await_move(page, m, step, screens)
    return True


def _by_choices(page: Any, keys: Keys, m: tk.Match, rng: Any) -> None:
    """One action among the choices: the arrows to one of the focused group's buttons
    (picked at random), Enter (a picker's Play, focused, plays its first words)."""
    step = m.step
    f = page.evaluate(FOCUS_JS)
    for _ in range(rng.randrange(max(1, f["group"]))):
        keys.press("ArrowRight")
    keys.press("Enter")
    _await_move(page, m, step, f["screens"])


@pytest.mark.parametrize("game", tk.available_games())
def test_a_whole_game_by_keyboard_alone_in_few_key_presses(
    chromium: Any,
    site: str,  # noqa: F811
    game: str,
) -> None:
    import random

    players, seed = tk.get_game(game).players.start, 2
    m = tk.Match(game, players, seed, position=SHORT_POSITIONS.get(game))
    table = Table(m, seat=0, bots=list(range(1, players)))
    context, page = _open(chromium, site, table, (1400, 900))
    rng = random.Random(seed)
    keys = Keys(page)
    actions = 0
    try:
        page.locator(".tk-widget").focus()
        page.keyboard.press("Tab")  # into the widget once: the first control (not counted)
        # where the widget puts the focus after a move: the first choice, else Bot move
        page.evaluate(
            """() => (document.querySelector('.tk-actions button:not([disabled])')
                || [...document.querySelectorAll('button')].find((b) => b.textContent === 'Bot move')
            ).focus()"""
        )
        while not m.is_over and actions < 400:
            f = page.evaluate(FOCUS_JS)
            assert f["tag"] == "button", f  # the focus is on a choice, ready for the next one
            mine = len(m.history)
            # the board, one Shift+Tab before a group of buttons (a picker's selects lie between)
            on_board = f["targets"] and f["group"] and rng.random() < 0.3
            if not (on_board and _by_board(page, keys, m, rng)):
                _by_choices(page, keys, m, rng)
            assert len(m.history) > mine, f  # the keys played a move
            actions += sum(1 for a in m.history[mine:] if a.seat == 0)
    finally:
        context.close()
    per_action = keys.n / max(1, actions)
    print(
        f"\n{game:12} a whole game by keyboard: {actions} actions, {keys.n} keys, {per_action:.2f} a move"
    )
    assert m.is_over
    assert per_action < 4, per_action


# ----------------------------------------------------------------------------- axe-core
@pytest.fixture(scope="session")
def axe_js() -> str:
    """axe-core's script, fetched by ``make axe`` (npm) the first time."""
    try:
        return axe_source()
    except (OSError, subprocess.SubprocessError) as exc:
        pytest.skip(f"axe-core could not be fetched with npm (make axe): {exc}")


#: The accessible name of every control in the widget (its aria-label, else its label's or its
#: own text, else its title), hidden ones left out; board targets (role=button) included.
NAMES_JS = """() => [...document.querySelectorAll('.tk-widget button, .tk-widget select,'
        + ' .tk-widget input, .tk-widget summary, .tk-widget [role=button]')]
    .filter((n) => n.getClientRects().length > 0)
    .map((n) => {
        const labels = n.labels ? [...n.labels].map((l) => l.textContent.trim()).join(' ') : '';
        const name = n.getAttribute('aria-label') || labels || n.textContent.trim()
            || n.getAttribute('title') || '';
        return name.replace(/\\s+/g, ' ');
    })"""


def repeated_names(page: Any) -> dict[str, int]:
    """The accessible names that more than one control of the widget has."""
    names: list[str] = page.evaluate(NAMES_JS)
    return {n: names.count(n) for n in set(names) if names.count(n) > 1}


@pytest.mark.parametrize("game", tk.available_games())
def test_axe_finds_nothing_in_the_widget(
    chromium: Any,
    site: str,  # noqa: F811
    axe_js: str,
    game: str,
) -> None:
    """The kit's own elements on a page (the widget, its board, its choices), in the deciding
    seat's view (its board's targets are buttons) and with Big board; and every control's
    accessible name is its own (the log's rule citations were all "[rules §forward]"...)."""
    m = _match(game)
    d = m.decision
    assert d is not None
    context, page = _open(chromium, site, Table(m, seat=d.seat), (1280, 900))
    try:
        page.wait_for_function("() => document.querySelectorAll('.tk-log li').length > 5")
        assert repeated_names(page) == {}
        found = {"seat view": axe_violations(page, axe_js, ".tk-widget")}
        page.click("button.tk-big")
        found["Big board"] = axe_violations(page, axe_js, ".tk-widget")
    finally:
        context.close()
    print(f"\n{game:12} axe-core in the widget: {found}")
    assert found == {"seat view": [], "Big board": []}


#: The focused control's ring and what lies behind it: its outline (style, width, colour,
#: offset), the control's own background, and the first opaque background around it.
RING_JS = """() => {
    const a = document.activeElement;
    const s = getComputedStyle(a);
    let bg = 'rgb(255, 255, 255)';
    for (let n = a.parentElement; n; n = n.parentElement) {
        const c = getComputedStyle(n).backgroundColor;
        if (c !== 'rgba(0, 0, 0, 0)' && c !== 'transparent') { bg = c; break; }
    }
    return {cls: a.className, style: s.outlineStyle, width: parseFloat(s.outlineWidth),
            colour: s.outlineColor, offset: parseFloat(s.outlineOffset),
            own: s.backgroundColor, behind: bg};
}"""


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_focused_choice_button_has_a_ring_that_stands_out(
    chromium: Any,
    site: str,  # noqa: F811
    theme: str,
) -> None:
    """A keyboard user sees which choice Enter plays (WCAG 2.4.7, and 1.4.11's 3:1 for the
    ring): the browser's own ring was blue on the blue choice buttons, invisible in
    JupyterLab light and dark and in Voilà (found by a new user's walkthrough). The page takes
    JupyterLab's own theme variables (``wcag.jp_vars``) and its layout colour."""
    from wcag import contrast, jp_vars

    m = tk.new_match("cartagena", 3, seed=1)
    context, page = _open(chromium, site, Table(m, seat=m.to_move), (1280, 720))
    try:
        jp = jp_vars(theme)
        page.evaluate(
            """(vars) => { for (const [k, v] of Object.entries(vars))
                document.documentElement.style.setProperty('--jp-' + k, v);
                document.body.style.background = vars['layout-color0']; }""",
            jp,
        )
        page.locator(".tk-widget").focus()
        for _ in range(60):  # the keyboard alone, to the first choice button
            page.keyboard.press("Tab")
            if page.evaluate("() => document.activeElement.matches('button.tk-action')"):
                break
        ring = page.evaluate(RING_JS)
        assert "tk-action" in ring["cls"], ring
        assert ring["style"] not in ("none", "auto") and ring["width"] >= 2, ring
        # outside the button (the offset), so against what lies behind it
        assert ring["offset"] >= 1 and contrast(ring["colour"], ring["behind"]) >= 3, ring
    finally:
        context.close()
