"""Every game with notebooks, in real JupyterLab: a move made by clicking the board's tokens, the
projector, and the fit on a projector in the light and the dark theme.

The games come from the registry (``tk.available_games()``): each whose ``lessons`` module names
a notebook folder (``NOTEBOOKS``) that holds notebooks, so a new game with notebooks gets this
test without an edit here. Nothing below knows a game: the board marks the tokens that can be
clicked (``.tk-can``); clicked in order their words spell a legal text, which the widget plays
once it is complete (``tortuga_kit/widgets/static/controller.js``). So the test clicks the first
clickable token until the kernel has played something, checks at each click that exactly the
tokens that go on from the selection are clickable, and that the kernel played the text the
clicked tokens spell, once. A board button (``data-action``) offered next is clicked too (the
widget runs with ``auto_pass=False``: a forced answer, e.g. Kutschfahrt's Pass in a fight, is
clicked here rather than answered by the front end).

What only a browser can show: the game's SVG board drawn inside the MatchWidget, the selection
marked in the real DOM with a notice saying what to click next, the projector view (the wall)
holding no seat's secret (a seat's secrets: the texts, tooltips and tokens that the game's own
board for that seat has and its public board has not, e.g. a hand), and at 1280×720 and
1024×768 the board and the choices visible together, no label over another or outside its
card, in both themes, with the board's own dark palette.

The notebook is written for the test into ``tests/artifacts/`` (git-ignored), as are the
screenshots ``lab_<game>_*.png``.
"""

from __future__ import annotations

import importlib
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

import tortuga_kit as tk

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "tests" / "artifacts"
SEED = 3


def notebook_folder(game: str) -> Path | None:
    """``notebooks/<folder>/`` of a registered game, named by its ``lessons.NOTEBOOKS``
    (``None`` for a game without lessons or notebooks)."""
    package = type(tk.get_game(game)).__module__.rpartition(".")[0]
    try:
        lessons = importlib.import_module(f"{package}.lessons")
    except ModuleNotFoundError:
        return None
    folder = REPO / "notebooks" / str(getattr(lessons, "NOTEBOOKS", ""))
    return folder if getattr(lessons, "NOTEBOOKS", "") and any(folder.glob("*.ipynb")) else None


GAMES = [g for g in tk.available_games() if notebook_folder(g) is not None]


def _cells(game: str) -> list[str]:
    """A match of ``game`` (4 players where it can, else its fewest), the mover at the screen
    and bots in the other seats."""
    players = tk.get_game(game).players
    n = 4 if 4 in players else players.start
    return [
        "import tortuga_kit as tk\nfrom tortuga_kit.widgets import MatchWidget",
        f"m = tk.new_match({game!r}, {n}, seed={SEED})\n"
        # auto_pass off: the test clicks a forced answer (a fight's Pass) itself
        "w = MatchWidget(m, seat=m.to_move, bots=[s for s in range(m.players) if s != m.to_move],"
        " bot='random', auto_pass=False)\nw",
    ]


# Runs in the kernel, silently: the widget, its match, and what the game's own board shows for
# the widget's seat, for the public and for each seat (texts, tooltips, tokens), as JSON.
PROBE = """
def _tk_lab_games_probe():
    import json
    import xml.etree.ElementTree as ET
    import tortuga_kit
    from ipywidgets.widgets.widget import _instances
    from tortuga_kit.widgets import MatchWidget

    def marks(svg):
        out = set()
        for e in ET.fromstring(svg).iter():
            if e.tag.split('}')[-1] in ('text', 'title'):
                t = ''.join(e.itertext()).strip()
                if t:
                    out.add(t)
            for a in ('data-token', 'data-action'):
                if e.get(a):
                    out.add(e.get(a))
        return out

    def leaves(x):
        if isinstance(x, dict):
            for v in x.values():
                yield from leaves(v)
        elif isinstance(x, (list, tuple)):
            for v in x:
                yield from leaves(v)
        elif isinstance(x, str):
            yield x

    out = []
    for w in list(_instances.values()):
        if not isinstance(w, MatchWidget):
            continue
        m = w.match
        g = m.game
        d = m.decision
        # the projector's board: it has no buttons, so its board marks nothing (the widget's
        # board marks exactly its screen's buttons)
        public = marks(g.svg(m.view(), legal=[]))
        public_words = json.dumps(m.view()) + json.dumps(m.log(None))  # a played card is public
        out.append({
            "kit": tortuga_kit.__file__,
            "title": g.title,
            "seat": w.seat,
            "step": m.step,
            "history": [str(a) for a in m.history],
            "decision_seat": None if d is None else d.seat,
            "legal": m.legal_texts() if d is not None else [],
            "log": m.log(None if w.seat < 0 else w.seat),
            "shown": sorted(marks(g.svg(m.view(None if w.seat < 0 else w.seat)))),
            "public": sorted(public),
            "secrets": [sorted(marks(g.svg(m.view(s))) - public) for s in range(m.players)],
            "raw": [
                sorted({x for x in leaves(m.view(s).get("you") or {})
                        if len(x) >= 3 and x not in public_words})
                for s in range(m.players)
            ],
            "private_log": [
                [e["text"] for e in m.log(s) if e["text"] not in {p["text"] for p in m.log(None)}]
                for s in range(m.players)
            ],
            "synced_you": w.view.get("you"),
            "synced_actions": [a["text"] for a in w.actions],
        })
    return json.dumps(out)
"""


class GameKernel(Kernel):
    """The notebook's kernel, probed for any game's widget."""

    probe = PROBE
    probe_call = "_tk_lab_games_probe()"


# The board's texts, tooltips and tokens as the page shows them (the probe's ``marks``).
MARKS_JS = """(svg) => {
    const out = new Set();
    for (const e of svg.querySelectorAll('text, title')) {
        const t = e.textContent.trim();
        if (t) out.add(t);
    }
    for (const e of svg.querySelectorAll('[data-token], [data-action]'))
        for (const a of ['data-token', 'data-action']) if (e.getAttribute(a)) out.add(e.getAttribute(a));
    return [...out].sort();
}"""

# Every card's and button's label inside its own box (getBBox, the browser's text layout).
INSIDE_JS = """(svg) => {
    const out = [];
    for (const r of svg.querySelectorAll('rect[class$="-card"], rect[class$="-button"]')) {
        const t = r.nextElementSibling;
        if (!t || t.tagName !== 'text') continue;
        const a = r.getBBox(), b = t.getBBox();
        if (b.x < a.x - 1 || b.x + b.width > a.x + a.width + 1)
            out.push(`${t.textContent} (${b.width.toFixed(0)} in ${a.width.toFixed(0)})`);
    }
    return out;
}"""

#: The values of CSS custom properties on the board, as the page computes them.
VARS_JS = """(svg, names) => names.map((n) => getComputedStyle(svg).getPropertyValue(n).trim())"""


def palette_values(board: Any, game: str) -> dict[str, list[str]]:
    """The board's own palette variables as the page has them (``shown``) beside the game's
    dark values: equal exactly when the board's dark rule applies. The fills alone do not say
    so: the board's background and panels follow JupyterLab's own variables, which change
    with the theme even when the board's dark rule is broken."""
    pal = importlib.import_module(f"tortuga_kit.games.{game}.svg").PAL
    names = [f"--{pal.prefix}-{k}" for k in pal.dark]
    return {"shown": board.evaluate(VARS_JS, names), "dark": list(pal.dark.values())}


# The fill of every drawn shape, to tell the board's light palette from its dark one.
FILLS_JS = """(svg) => [...svg.querySelectorAll('rect, circle, ellipse, path, polygon')]
    .map((e) => getComputedStyle(e).fill)"""


@pytest.fixture(scope="module", params=GAMES)
def lab(request: Any, lab_server: Any, page: Any) -> Iterator[tuple[str, WidgetLab]]:
    game = request.param
    notebook = ARTIFACTS / f"lab_{game}.ipynb"
    with widget_lab(lab_server, page, notebook, _cells(game), GameKernel) as opened:
        yield game, opened


def _widget_errors(page: Any) -> list[str]:
    return [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]


def _fits(lab_: WidgetLab, game: str, tag: str, buttons: bool) -> None:
    """Light and dark at the page's size: a screenshot each, the board and a choice visible, the
    board not shrunk to a stamp, no label over another or outside its card, the board's own
    dark palette. The page's theme comes first and the other is left on (the caller sets
    Light back): two calls in a row switch the theme twice, not four times."""
    page, controller = lab_.page, lab_.controller
    size = page.viewport_size
    width, height = size["width"], size["height"]
    fills = {}
    themes = ["JupyterLab Light", "JupyterLab Dark"]
    if page.evaluate("() => document.body.dataset.jpThemeLight === 'false'"):
        themes.reverse()
    for theme in themes:
        if theme != themes[0]:  # the first is the page's theme already
            _set_theme(page, theme)
        board_to_top(lab_)
        box = lab_.board.bounding_box()
        top = page.locator(".jp-NotebookPanel-notebook").bounding_box()
        assert box is not None and top is not None
        shade = "dark" if "Dark" in theme else "light"
        page.screenshot(path=str(ARTIFACTS / f"lab_{game}_{width}x{height}_{tag}_{shade}.png"))
        visible_bottom = min(height, top["y"] + top["height"])
        assert box["y"] + box["height"] <= visible_bottom + 2, (theme, box, top)
        if buttons:
            button = controller.locator("button.tk-action").first.bounding_box()
            assert button is not None
            assert button["y"] + button["height"] <= visible_bottom + 2, (theme, button)
        assert box["width"] <= width
        assert box["width"] >= 0.45 * width, box  # not shrunk to a stamp
        assert lab_.board.evaluate(OVERLAP_JS) == [], theme
        assert lab_.board.evaluate(INSIDE_JS) == [], theme
        fills[shade] = lab_.board.evaluate(FILLS_JS)
        own = palette_values(lab_.board, game)
        assert (own["shown"] == own["dark"]) == (shade == "dark"), (theme, own)
    assert fills["light"] != fills["dark"]


def _shows(board: Any, marks: list[str], timeout: float = 10.0) -> None:
    """Wait until the page's board shows these texts, tooltips and tokens (the kernel's board
    for the seat), no more and no fewer: the redraw may follow the kernel by a moment."""
    deadline = time.monotonic() + timeout
    while (shown := board.evaluate(MARKS_JS)) != marks and time.monotonic() < deadline:
        time.sleep(0.2)
    assert shown == marks, (sorted(set(marks) - set(shown)), sorted(set(shown) - set(marks)))


def _tokens(board: Any, css: str) -> list[str]:
    found = board.locator(css)
    return sorted({found.nth(i).get_attribute("data-token") for i in range(found.count())})


def _going(legal: list[str], words: list[str]) -> list[str]:
    """The legal texts whose words after the verb begin with ``words``."""
    return [t for t in legal if t.split()[1:][: len(words)] == words]


def test_click_the_boards_tokens_to_move(lab: tuple[str, WidgetLab]) -> None:
    from playwright.sync_api import expect

    game, lab_ = lab
    page, controller, board, k = lab_.page, lab_.controller, lab_.board, lab_.kernel
    w = k.widget()
    assert w["kit"].startswith(str(REPO)), f"the kernel imports another tortuga_kit: {w['kit']}"
    mover = w["decision_seat"]
    assert w["seat"] == mover and w["synced_actions"] and w["history"] == [], w
    expect(board.locator("text", has_text=w["title"]).first).to_be_visible(timeout=20_000)
    hide_sidebar(page)
    board_to_top(lab_)
    _shows(board, w["shown"])  # the page shows the game's own board for the seat
    try:
        _fits(lab_, game, "turn", buttons=True)
    finally:
        _set_theme(page, "JupyterLab Light")
    selection = controller.locator(".tk-selection")
    expect(board.locator("[data-token].tk-picked")).to_have_count(0)

    # click the first clickable token until the kernel plays: at each click, exactly the tokens
    # whose words go on from the selection are clickable, and nothing is played before the
    # words spell one legal text completely
    legal, all_tokens = w["legal"], _tokens(board, "[data-token]")
    words: list[str] = []
    clicked: list[str] = []
    open_ = legal
    while True:
        expected = [t for t in all_tokens if _going(legal, words + t.split())]
        assert _tokens(board, "[data-token].tk-can") == expected, (words, expected)
        if not expected:  # a choice the board does not offer (Tortuga's loyalty): a button
            assert not words, (words, legal)
            open_ = [sorted(legal)[0]]
            controller.locator(f"button.tk-action[title='{open_[0]}']").click()
            clicked = open_[0].split()[1:]
            break
        token = expected[0]
        board.locator(f"[data-token='{token}'].tk-can").first.click()
        clicked.append(token)
        words += token.split()
        open_ = _going(legal, words)
        if len(open_) == 1 and len(open_[0].split()) == len(words) + 1:
            break
        expect(board.locator(f"[data-token='{token}'].tk-picked")).to_have_count(1)
        expect(board.locator("[data-token].tk-picked")).to_have_count(len(clicked))
        expect(selection).to_contain_text("Selected:")
        assert k.widget()["history"] == []  # a part of a choice plays nothing
        page.screenshot(path=str(ARTIFACTS / f"lab_{game}_picked.png"))
    text = open_[0]
    w = k.wait_for(f"{text!r} played", lambda s: s["history"][:1] == [text], timeout=20.0)
    assert text.split()[1:] == " ".join(clicked).split(), (text, clicked)
    w = k.wait_for("the bots' answers", lambda s: s["decision_seat"] in (mover, None))
    assert w["history"][0] == text, w["history"]  # played once, then only the bots
    expect(controller.locator(".tk-error")).to_have_text("")
    expect(controller).to_contain_text(f"step {w['step']} of {w['step']}")
    expect(selection).to_have_text("")
    # the page shows it: the game's new board for the seat, the move in the log
    expect(board.locator("[data-token].tk-picked")).to_have_count(0)
    _shows(board, w["shown"])
    log = controller.locator("ol.tk-log li")
    for entry in [e for e in w["log"] if e["step"] == 1]:
        expect(log.filter(has_text=entry["text"]).first).to_be_visible()
    page.screenshot(path=str(ARTIFACTS / f"lab_{game}_played.png"))
    # the board after the move fits the screen: test_board_and_choices_fit_a_projector, next

    # a token clicked twice, or a click on the board's background, clears a selection
    if w["decision_seat"] == mover:
        first = [
            t
            for t in _tokens(board, "[data-token].tk-can")
            if len(_going(w["legal"], t.split())) > 1
        ]
        if first:
            board.locator(f"[data-token='{first[0]}'].tk-can").first.click()
            token = board.locator(f"[data-token='{first[0]}'].tk-picked")
            expect(board.locator("[data-token].tk-picked")).to_have_count(1)
            token.click()
            expect(board.locator("[data-token].tk-picked")).to_have_count(0)
            board.locator(f"[data-token='{first[0]}'].tk-can").first.click()
            expect(board.locator("[data-token].tk-picked")).to_have_count(1)
            board.click(position={"x": 3, "y": 3})
            expect(board.locator("[data-token].tk-picked")).to_have_count(0)
            expect(selection).to_have_text("")
            assert k.widget()["history"] == w["history"]

    # a one-word answer offered on the board is a button
    actions = board.locator("[data-action].tk-can")
    if w["decision_seat"] == mover and actions.count():
        answer = actions.first.get_attribute("data-action")
        assert answer in w["legal"], (answer, w["legal"])
        start = len(w["history"])
        board_to_top(lab_)
        actions.first.click()
        w = k.wait_for(f"{answer!r} played", lambda s: s["history"][start : start + 1] == [answer])
        expect(controller.locator(".tk-error")).to_have_text("")
        expect(controller).to_contain_text(f"step {w['step']} of {w['step']}")
        page.screenshot(path=str(ARTIFACTS / f"lab_{game}_answered.png"))
    assert _widget_errors(page) == [], page.console_errors


def test_projector_shows_no_secret(lab: tuple[str, WidgetLab]) -> None:
    from playwright.sync_api import expect

    _, lab_ = lab
    controller, board, k = lab_.controller, lab_.board, lab_.kernel
    w = choose_seat(controller, k, -1)
    assert w["synced_you"] is None
    assert w["synced_actions"] == []  # the choices would show the mover's hand: secret
    expect(board.locator(".tk-can")).to_have_count(0)
    expect(controller.locator("button.tk-action")).to_have_count(0)
    _shows(board, w["public"])
    shown = board.evaluate(MARKS_JS)
    for seat, secrets in enumerate(w["secrets"]):
        assert secrets, f"seat {seat} has no secret on its board: nothing to check"
        assert not set(secrets) & set(shown), (seat, set(secrets) & set(shown))
    # the log is the public one (no seat's private lines) and no button names a secret
    log = controller.locator("ol.tk-log li")
    expect(log).to_have_count(min(300, len(w["log"])))
    lines = "\n".join(log.all_inner_texts())
    for entry in w["log"]:
        assert entry["text"] in lines, entry
    for seat, private in enumerate(w["private_log"]):
        for text in private:
            assert text not in lines, (seat, text)
    buttons = set(controller.locator("button").all_inner_texts())
    assert not buttons & {s for secrets in w["secrets"] for s in secrets}
    # nor anywhere in the board's markup or the log: a seat's own words for its secrets (its
    # view's identifiers that the public view and log have nowhere, e.g. a Gourmet hand's
    # "empty_chest 1")
    markup = board.evaluate("(svg) => svg.outerHTML") + lines
    for seat, raw in enumerate(w["raw"]):
        for secret in raw:
            assert not re.search(rf"(?<![\w-]){re.escape(secret)}(?![\w-])", markup), (seat, secret)
    # the detector can fail: a seat's view shows that seat's secrets
    seat = w["decision_seat"] if w["decision_seat"] is not None else 0
    shown = choose_seat(controller, k, seat)["shown"]
    _shows(board, shown)
    assert set(w["secrets"][seat]) <= set(shown), set(w["secrets"][seat]) - set(shown)
    choose_seat(controller, k, -1)
    assert _widget_errors(lab_.page) == [], lab_.page.console_errors


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768)])
def test_board_and_choices_fit_a_projector(
    lab: tuple[str, WidgetLab], size: tuple[int, int]
) -> None:
    game, lab_ = lab
    page, controller, k = lab_.page, lab_.controller, lab_.kernel
    width, height = size
    w = k.widget()
    mover = w["decision_seat"]
    assert mover is not None, "the match ended during the move"
    choose_seat(controller, k, mover)
    k.wait_for("buttons", lambda s: bool(s["synced_actions"]))
    page.set_viewport_size({"width": width, "height": height})
    hide_sidebar(page)
    try:
        _fits(lab_, game, "seat", buttons=True)  # the mover's seat, chosen above
        choose_seat(controller, k, -1)
        _fits(lab_, game, "projector", buttons=False)
    finally:
        _set_theme(page, "JupyterLab Light")
        page.set_viewport_size({"width": 1280, "height": 720})
        choose_seat(controller, k, mover)
    assert _widget_errors(page) == [], page.console_errors
