"""Real-browser smoke test: a teaching notebook in JupyterLab, clicked like a learner would.

The notebook and unit tests check the rules; this test checks what only a browser can see:
that the MatchWidget's front end loads in real JupyterLab (no CDN, no missing labextension),
that a click travels browser -> kernel -> rules and back, and that the projector view, the one a
teacher puts on the wall, shows nobody's secrets (README "Notebooks and widgets": what a widget
syncs is a view, so no hidden information reaches a screen that its seat may not see; the
secrets are each player's loyalty card and vote hand, seed 000 · Aufbau steps 2-3).

What counts as a secret on screen, against what ``tortuga_kit/widgets/static/board.js`` draws:

- the private "You:" panel of a seat view: texts starting ``You:``, ``Loyalty:``,
  ``Vote hand``, ``You know card`` or ``You saw``;
- a loyalty label: an SVG ``<text>`` that is exactly ``British``, ``French`` or ``Dutch``
  (optionally followed by `` (seen)``). The loyalty column and the sections of a drawn vote card
  are written exactly like that; public texts always carry more words ("British hold",
  "British treasure: 1", "British 1" for the score);
- a pawn outlined in its loyalty colour (``rect.tk-pawn`` with a ``stroke`` style);
- any vote card of any seat's real hand (asked from the kernel), e.g. ``fire/british/skull``,
  anywhere in the widget's text, SVG tooltips or title attributes; except a card whose text is
  public anyway because the same card (the deck repeats cards) was revealed in a vote.

The detector is first run on a seat view, where it must find that seat's secrets: a check that
cannot fail would prove nothing about the projector.
"""

from __future__ import annotations

import ast
import json
import re
import statistics
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from axe_kit import AXE_RUN_JS
from conftest import OVERLAP_JS
from learn_clicks import quiz_right
from test_access_browser import GOALS, axe_js  # noqa: F401 - the fixture

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "tests" / "artifacts"
NOTEBOOK = "notebooks/tortuga/02_turns.ipynb"
SCREENSHOT = ARTIFACTS / "lab_02_turns.png"
KERNEL_READY_TIMEOUT = 120.0  # a cold first start is slow (seen: over a minute on 2 busy cores)
RUN_ALL_TIMEOUT_MS = 60_000
LOYALTY_LABEL = re.compile(r"^(British|French|Dutch)( \(seen\))?$")
PRIVATE_PANEL = ("You:", "Loyalty:", "Vote hand", "You know card", "You saw ")

# Runs in the kernel, silently (no execution count, no history): every MatchWidget and the
# secrets of its match, as JSON, so the test knows what must never reach the projector.
PROBE = """
def _tk_browser_probe():
    import json
    from ipywidgets.widgets.widget import _instances
    from tortuga_kit.widgets import MatchWidget
    out = []
    for w in list(_instances.values()):
        if not isinstance(w, MatchWidget):
            continue
        m = w.match
        d = m.decision
        seats = range(m.players)
        out.append({
            "seat": w.seat,
            "history": [str(a) for a in m.history],
            "decision_seat": None if d is None else d.seat,
            "hands": [m.view(s)["you"]["hand"] for s in seats],
            "locations": [p["location"] for p in m.view()["players"]],
            "public": json.dumps([m.view(), m.log()]),
            "private": [json.dumps([m.view(s), m.log(s)]) for s in seats],
            "loyalty_public": bool(m.view()["options"]["open_loyalty"]) or m.is_over,
            "synced_you": w.view.get("you"),
            "synced_loyalties": [p.get("loyalty") for p in w.view.get("players", [])],
            "synced_actions": [a["text"] for a in w.actions],
        })
    return json.dumps(out)
"""


class Kernel:
    """The notebook's own kernel, reached over ZMQ (its connection file) to read Python state.

    A game's browser test subclasses it with its own ``probe`` (code defining a function that
    returns the widgets' state as JSON) and ``probe_call`` (the call)."""

    probe = PROBE
    probe_call = "_tk_browser_probe()"

    def __init__(self, connection_file: Path) -> None:
        from jupyter_client import BlockingKernelClient

        self.client = BlockingKernelClient(connection_file=str(connection_file))
        self.client.load_connection_file()
        self.client.start_channels()
        self.client.wait_for_ready(timeout=30)
        reply = self.client.execute_interactive(
            self.probe, silent=True, store_history=False, timeout=30
        )
        assert reply["content"]["status"] == "ok", reply["content"]

    def widgets(self) -> list[dict[str, Any]]:
        reply = self.client.execute_interactive(
            "", silent=True, store_history=False,
            user_expressions={"probe": self.probe_call}, timeout=30,
        )  # fmt: skip
        result = reply["content"]["user_expressions"]["probe"]
        assert result["status"] == "ok", result
        return list(json.loads(ast.literal_eval(result["data"]["text/plain"])))

    def widget(self) -> dict[str, Any]:
        """The notebook's MatchWidget: the test drives the first one on the page, so there
        must be exactly one for the kernel side to be unambiguous."""
        found = self.widgets()
        assert len(found) == 1, f"expected one MatchWidget in {NOTEBOOK}, found {len(found)}"
        return found[0]

    def wait_for(
        self, what: str, check: Callable[[dict[str, Any]], bool], timeout: float = 15.0
    ) -> dict[str, Any]:
        """Poll the (single) MatchWidget until ``check`` holds: browser messages are async."""
        deadline = time.monotonic() + timeout
        while True:
            w = self.widget()
            if check(w):
                return w
            if time.monotonic() > deadline:
                raise AssertionError(f"kernel never reached: {what}; last state: {w}")
            time.sleep(0.1)

    def close(self) -> None:
        self.client.stop_channels()


def _wait_kernel_connected(page: Any, lab: Any, timeout: float, path: str = "") -> None:
    """Wait until the page's kernel is started, connected and idle (per the server).

    Only the session of ``path`` counts when it is given: a notebook an earlier test module left
    running has no page connected any more, and must not hold this one up.
    A "Select Kernel" dialog is accepted on the way: it should not appear with the settings
    overrides, but it did once on a cold machine.
    """
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        accept = page.locator(".jp-Dialog button.jp-mod-accept")
        if accept.count():
            accept.first.click()
        sessions = [s for s in lab.sessions() if not path or s.get("path") == path]
        kernels = [s["kernel"] for s in sessions if s.get("kernel")]
        if kernels and all(
            k.get("connections", 0) >= 1 and k.get("execution_state") == "idle" for k in kernels
        ):
            return
        time.sleep(0.1)  # a kernel is ready about a second after the notebook opens
    raise AssertionError(f"kernel not connected and idle after {timeout}s; see {lab.log}")


def open_notebook(page: Any, lab: Any, path: str) -> None:
    from playwright.sync_api import expect

    # ``?reset``: a fresh workspace, with no tab an earlier test module left open on this
    # worker's server (two notebooks on the page would meet every locator twice).
    sep = "&" if "?" in path else "?"
    page.goto(f"{lab.url}/lab/tree/{path}" + ("" if "reset" in path else f"{sep}reset"))
    page.locator(".jp-Notebook").first.wait_for(timeout=KERNEL_READY_TIMEOUT * 1000)
    _wait_kernel_connected(page, lab, KERNEL_READY_TIMEOUT, path.split("?", 1)[0])
    # The indicator starts as "idle" before any kernel exists; it is idle again only once the
    # front end has connected, which the server-side check above makes sure has begun.
    expect(page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")).to_have_count(
        1, timeout=30_000
    )


#: In a loaded JupyterLab (``window.jupyterapp``, the test server exposes it): close every
#: document, shutting a notebook's kernel first and dropping its unsaved outputs (no "Save your
#: work?" dialog), then open ``path`` if one is given. False where there is no app to ask.
SWITCH_JS = """async (path) => {
    const app = window.jupyterapp;
    if (!app) return false;
    for (const w of [...app.shell.widgets('main')]) {
        if (w.sessionContext && w.sessionContext.session) await w.sessionContext.shutdown();
        if (w.context) w.context.model.dirty = false;
        w.dispose();
    }
    if (path) await app.commands.execute('docmanager:open', {path, factory: 'Notebook'});
    return true;
}"""
#: The one document open in the main area (a Launcher beside it is no document) is ``path``,
#: and the current tab.
ONLY_JS = """(path) => {
    const app = window.jupyterapp;
    const docs = [...app.shell.widgets('main')].filter(w => w.context);
    return docs.length === 1 && docs[0].context.path === path && app.shell.currentWidget === docs[0]
        && !!document.querySelector('.jp-Notebook');
}"""


def open_alone(page: Any, lab: Any, path: str) -> None:
    """Open one notebook with no other tab open. In the page's JupyterLab where one is loaded
    (the earlier notebook closed, ``SWITCH_JS``): loading JupyterLab again for each notebook
    (``?reset``, a fresh workspace) was about a third of each notebook's time. Else that load."""
    from playwright.sync_api import expect

    switched = page.url.startswith(lab.url) and page.evaluate(SWITCH_JS, path)
    if switched:
        page.wait_for_function(ONLY_JS, arg=path, timeout=KERNEL_READY_TIMEOUT * 1000)
    else:
        page.goto(f"{lab.url}/lab/tree/{path}?reset")
    page.locator(".jp-Notebook").first.wait_for(timeout=KERNEL_READY_TIMEOUT * 1000)
    _wait_kernel_connected(page, lab, KERNEL_READY_TIMEOUT, path)
    expect(page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']")).to_have_count(
        1, timeout=30_000
    )


def close_all(page: Any, lab: Any) -> None:
    """Close the page's documents and their kernels (``SWITCH_JS``), where the page shows
    this JupyterLab; a failure here leaves it to the next ``open_alone``'s load."""
    try:
        if page.url.startswith(lab.url):
            page.evaluate(SWITCH_JS, "")
    except Exception:  # noqa: BLE001 (Playwright's Error: the page is reloaded next time)
        page.goto("about:blank")


def run_all_cells(page: Any) -> None:
    """Menu Run -> Run All Cells, then wait until every code cell has run without error."""
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
    # A code cell's prompt is "[ ]:" before, "[*]:" while queued or running, "[7]:" after. An
    # error stops Run All and leaves later cells at "[ ]:", so "all numbered" also means "no
    # error" (the failure message then names the first unnumbered cell).
    try:
        page.wait_for_function(
            """() => {
                const ps = [...document.querySelectorAll('.jp-CodeCell .jp-InputPrompt')];
                return ps.length > 0 && ps.every(p => /^\\[\\d+\\]:$/.test(p.textContent.trim()));
            }""",
            timeout=RUN_ALL_TIMEOUT_MS,
        )
    except Exception as exc:
        prompts = page.locator(".jp-CodeCell .jp-InputPrompt").all_inner_texts()
        errors = page.locator(".jp-OutputArea-output[data-mime-type*='stderr']").all_inner_texts()
        page.screenshot(path=str(ARTIFACTS / "lab_run_all_failed.png"))
        raise AssertionError(
            f"Run All Cells did not finish cleanly: prompts {prompts}; stderr/errors: "
            f"{[e[-800:] for e in errors]}"
        ) from exc


SCAN_JS = """(el) => ({
    texts: [...el.querySelectorAll('svg text')].map(t => t.textContent.trim()),
    tips: [...el.querySelectorAll('svg title')].map(t => t.textContent.trim()),
    attrs: [...el.querySelectorAll('[title]')].map(n => n.getAttribute('title')),
    text: el.innerText,
    outlined: [...el.querySelectorAll('rect.tk-pawn')]
        .filter(r => (r.getAttribute('style') || '').includes('stroke')).length,
})"""


def _mentions(text: str, card: str) -> bool:
    """``card`` as a whole word: "fire/french/wheel" is not inside "2fire/french/wheel"; and
    in the words the log, the buttons and the last-vote line use ("fire · French · wheel")."""
    from tortuga_kit.games.tortuga1667.verbs import card_words

    if re.search(rf"(?<![\w/]){re.escape(card)}(?![\w/])", text) is not None:
        return True
    return card_words(card, "en") in text  # no card's words lie inside another's


def secret_cards(w: dict[str, Any]) -> list[list[str]]:
    """Each seat's vote cards, less those whose text is public anyway.

    The vote deck repeats cards, and the cards of a vote are revealed (seed 000 ·
    Abstimmungen): when a hand card reads like a revealed one, showing that text leaks nothing.
    """
    return [[c for c in hand if not _mentions(w["public"], c)] for hand in w["hands"]]


def shown_secrets(controller: Any, hands: list[list[str]]) -> list[str]:
    """Every secret (see the module docstring) the widget currently shows, as readable strings.

    ``hands``: per seat, the vote cards that must not be shown (``secret_cards``).
    """
    scan = controller.evaluate(SCAN_JS)
    texts = scan["texts"]
    found = [f"private panel: {t!r}" for t in texts if t.startswith(PRIVATE_PANEL)]
    found += [f"loyalty label: {t!r}" for t in texts if LOYALTY_LABEL.match(t)]
    if scan["outlined"]:
        found.append(f"{scan['outlined']} pawn(s) outlined in a loyalty colour")
    searchable = [*texts, *scan["tips"], *[a for a in scan["attrs"] if a], scan["text"]]
    for seat, hand in enumerate(hands):
        for card in sorted(set(hand)):
            if any(_mentions(s, card) for s in searchable):
                found.append(f"vote card of seat {seat}: {card!r}")
    return found


def choose_seat(controller: Any, kernel: Kernel, seat: int) -> dict[str, Any]:
    """Use the widget's seat picker (-1: projector) and wait until Python and the board follow.

    Where the picker and Python are at that seat already, it is not picked again (that changes
    nothing: test_lab_games picked each seat twice, about a third of a second each)."""
    from playwright.sync_api import expect

    picker = controller.locator("select[aria-label='seat']")
    if picker.input_value() != str(seat) or kernel.widget()["seat"] != seat:
        picker.select_option(str(seat))
        kernel.wait_for(f"seat {seat} selected", lambda w: w["seat"] == seat)
    header = "projector view (public)" if seat == -1 else "view of "
    expect(controller.locator("svg.tk-board text", has_text=header)).to_have_count(1)
    # read the widget again now that the board shows the new seat: a snapshot taken as the
    # seat changed may predate the redraw that follows it (seen under a loaded machine)
    return kernel.wait_for(f"seat {seat} drawn", lambda w: w["seat"] == seat)


@dataclass
class Turns:
    """02_turns.ipynb open in JupyterLab with all cells run, and a line to its kernel."""

    page: Any
    controller: Any  # the MatchWidget's element
    board: Any  # its board <svg>
    kernel: Kernel


@pytest.fixture(scope="module")
def turns(lab_server: Any, page: Any) -> Iterator[Turns]:
    from playwright.sync_api import expect

    assert (REPO / NOTEBOOK).exists(), f"{NOTEBOOK} is missing"
    open_notebook(page, lab_server, NOTEBOOK)
    run_all_cells(page)
    controller = page.locator(".tk-widget.tk-controller").first
    expect(controller).to_be_visible(timeout=20_000)
    kernel = Kernel(lab_server.kernel_connection_file(NOTEBOOK))
    try:
        yield Turns(page, controller, controller.locator("svg.tk-board"), kernel)
    finally:
        kernel.close()
        lab_server.end_sessions()  # the next module opens its own notebook
    # Running a committed notebook in the test never writes it back (autosave is off): the
    # server logs every save ("Saving file at <path>").
    saves = [ln for ln in lab_server.log.read_text().splitlines() if "Saving file at" in ln]
    assert saves == [], f"the browser test saved files into the repository: {saves}"


def test_02_turns_play_and_projector_in_jupyterlab(turns: Turns) -> None:
    from playwright.sync_api import expect

    page, controller, board, k = turns.page, turns.controller, turns.board, turns.kernel

    # (1) The MatchWidget's front end rendered its board: an SVG drawn by board.js inside the
    # widget's output (not the static _repr_svg_ of a plain `m` cell, which has no controller).
    expect(board).to_have_count(1, timeout=20_000)
    expect(board.locator("text", has_text="Tortuga 1667")).to_have_count(1)
    w = k.widget()
    players = len(w["hands"])
    # The board draws the synced view: a pawn for every player on a ship or Tortuga (a player
    # in a rowboat is drawn as a name in the boat instead).
    on_board = sum(not loc.endswith("-boat") for loc in w["locations"])
    expect(board.locator("rect.tk-pawn")).to_have_count(on_board)
    assert w["decision_seat"] is not None, "the widget's match is already over"
    assert not w["loyalty_public"], "loyalties are public in this match: nothing to hide"

    # (2) A click plays: pick the deciding seat (its buttons are synced only to that seat, or
    # to the projector in hot-seat mode), click the first action, then check the page and the
    # Python side agree on what was played.
    mover = w["decision_seat"]
    w = choose_seat(controller, k, mover)
    before = len(w["history"])
    assert w["synced_actions"], f"seat {mover} decides but got no buttons: {w}"
    # Groups of more than 8 buttons start folded (<details>): take the first one on show.
    button = controller.locator("button.tk-action:visible").first
    expect(button).to_be_visible()
    played = button.get_attribute("title")
    assert played in w["synced_actions"]
    log = controller.locator("ol.tk-log li")
    log_before = log.count()
    button.click()
    w = k.wait_for(f"{played!r} played", lambda s: len(s["history"]) == before + 1, timeout=15.0)
    assert w["history"][-1] == played
    expect(controller.locator(".tk-error")).to_have_text("")
    expect(controller).to_contain_text(f"step {before + 1} of {before + 1}")
    page.wait_for_function(
        "([el, n]) => el.querySelectorAll('ol.tk-log li').length > n",
        arg=[controller.element_handle(), log_before],
        timeout=10_000,
    )

    # The detector works: a seat view shows exactly that seat's loyalty and secret vote cards
    # (the mover's view, or the first seat holding a card whose text is not public anyway).
    secrets = secret_cards(w)
    spy = next((s for s in [mover, *range(players)] if secrets[s]), None)
    assert spy is not None, f"every vote card in play reads like a revealed one: {w['hands']}"
    choose_seat(controller, k, spy)
    seen = shown_secrets(controller, secrets)
    assert "private panel: 'Loyalty:'" in seen, seen
    shown_cards = {ast.literal_eval(f.split(": ", 1)[1]) for f in seen if f.startswith("vote card")}
    assert shown_cards >= set(secrets[spy]), seen
    # Anything else shown must be the spy's own knowledge (e.g. a card it lost, in its log).
    assert not [c for c in shown_cards if not _mentions(w["private"][spy], c)], seen

    # (3) The projector view shows no secret, on screen or in what Python synced to it.
    w = choose_seat(controller, k, -1)
    assert shown_secrets(controller, secret_cards(w)) == []
    hidden = controller.locator("svg.tk-board text", has_text=re.compile(r"^hidden$"))
    expect(hidden).to_have_count(players)  # the loyalty column, one row per player
    assert w["synced_you"] is None
    assert w["synced_loyalties"] == [None] * players
    assert all(not a.startswith("vote ") for a in w["synced_actions"])

    # (4) A screenshot for humans: a tall window, so the whole widget is in it.
    page.set_viewport_size({"width": 1400, "height": 2600})
    try:
        controller.scroll_into_view_if_needed()
        page.wait_for_timeout(300)  # let JupyterLab lay the taller window out
        page.screenshot(path=str(SCREENSHOT))
    finally:
        page.set_viewport_size({"width": 1400, "height": 1000})
    assert SCREENSHOT.stat().st_size > 10_000
    widget_errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
    assert widget_errors == [], page.console_errors


def test_02_turns_board_labels_do_not_overlap(turns: Turns) -> None:
    """Every label of the board stays readable, in the projector view and in each seat's view.

    Measured with the browser's own text layout (getBBox), which no unit test of board.js can
    do. Overlaps of a couple of units (a descender touching the next line) are tolerated.
    """
    w = turns.kernel.widget()
    clashes = {}
    for seat in [-1, *range(len(w["hands"]))]:
        choose_seat(turns.controller, turns.kernel, seat)
        found = turns.board.evaluate(OVERLAP_JS)
        if found:
            clashes["projector" if seat == -1 else f"seat {seat}"] = found
    assert clashes == {}, f"overlapping board labels: {clashes}"


# ------------------------------------------------------------------ issue 7: what a learner hit
PLAY_IN_CODE = """
def _tk_play_in_code():
    from ipywidgets.widgets.widget import _instances
    from tortuga_kit.widgets import MatchWidget
    w = [x for x in _instances.values() if isinstance(x, MatchWidget)][0]
    m = w.match
    m.play(m.legal_actions()[0])  # code in a cell, not the widget
    return m.step
"""


PUBLIC_TURN = """
def _tk_public_turn():
    from ipywidgets.widgets.widget import _instances
    from tortuga_kit.widgets import MatchWidget
    w = [x for x in _instances.values() if isinstance(x, MatchWidget)][0]
    w.replay(None)  # the live position (an earlier test may have left the replay slider back)
    w.set_seat(None)
    for _ in range(40):  # bots decide until the projector has buttons (a public decision)
        if w.match.is_over or w.actions:
            break
        w.bot_move()
    return len(w.actions)
"""


def public_turn(k: Kernel) -> dict[str, Any]:
    """Bring the widget to its live position, the projector shown, at a decision with buttons
    for the projector: what a test leaves behind (the replay slider moved by keys, a secret
    vote to come) must not decide whether the next one can click."""
    reply = k.client.execute_interactive(
        PUBLIC_TURN, silent=True, store_history=False,
        user_expressions={"n": "_tk_public_turn()"}, timeout=30,
    )  # fmt: skip
    assert reply["content"]["status"] == "ok", reply["content"]
    n = reply["content"]["user_expressions"]["n"]
    assert n["status"] == "ok" and int(n["data"]["text/plain"]) > 0, n
    return k.wait_for(
        "live public buttons", lambda w: w["seat"] == -1 and bool(w["synced_actions"])
    )


def _active_cell(page: Any) -> int:
    return int(
        page.evaluate(
            "() => [...document.querySelectorAll('.jp-Notebook .jp-Cell')]"
            ".findIndex(c => c.classList.contains('jp-mod-active'))"
        )
    )


def _settled_active_cell(page: Any) -> int:
    """The active cell once it has stayed the same for half a second (JupyterLab moves it in
    reaction to focus and clicks, later under a loaded machine)."""
    last = _active_cell(page)
    for _ in range(20):
        page.wait_for_timeout(250)
        now = _active_cell(page)
        if now == last:
            page.wait_for_timeout(250)
            if _active_cell(page) == now:
                return now
        last = now
    return last


def test_02_turns_keys_stay_inside_the_widget(turns: Turns) -> None:
    """← on the replay slider used to collapse the notebook section (the widget vanished), ↓ on
    a select moved the cell selection: keys pressed inside the widget stay inside it."""
    from playwright.sync_api import expect

    page, controller = turns.page, turns.controller
    controller.scroll_into_view_if_needed()
    page.locator(".jp-Notebook").first.click(position={"x": 5, "y": 5})  # command mode
    before = _active_cell(page)
    slider = controller.locator("input[aria-label='replay step']")
    slider.focus()
    # Focus entering a cell's output may make that cell the active one (JupyterLab's focusin):
    # take the cell that is active once the focus has settled, then press the keys.
    before = _settled_active_cell(page)
    for key in ("ArrowLeft", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "a", "b", "-"):
        page.keyboard.press(key)
    controller.locator("select[aria-label='bot']").focus()
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowUp")
    assert _active_cell(page) == before
    # a click on a blank part of the board (or on log text) keeps the keys in the widget too
    # (the click itself makes the widget's cell the active one, as any click in a cell does)
    controller.locator(".tk-board-box svg rect.tk-bg").click(position={"x": 3, "y": 3})
    before = _settled_active_cell(page)
    for key in ("a", "b", "ArrowLeft", "ArrowDown"):
        page.keyboard.press(key)
    controller.locator(".tk-log li").first.click()
    page.keyboard.press("a")
    assert _active_cell(page) == before
    expect(controller).to_be_visible()
    assert page.locator(".jp-Notebook .jp-Cell").count() == len(
        json.loads((REPO / NOTEBOOK).read_text())["cells"]
    )  # "a"/"b" inserted no cell
    public_turn(turns.kernel)  # the arrows moved the replay slider: back to the live position


def test_02_turns_axe_finds_nothing_in_the_widget(
    turns: Turns,
    axe_js: str,  # noqa: F811 - the fixture
) -> None:
    """axe-core (issue 27) in JupyterLab: no violation inside the kit's widgets of a notebook
    page (JupyterLab's own elements are not the kit's)."""
    page = turns.page
    page.add_script_tag(content=axe_js)
    found = page.evaluate(AXE_RUN_JS, ".tk-widget.tk-controller")
    print(f"\naxe-core in the notebook's widgets: {found}")
    assert found == []


def test_02_turns_code_and_quick_clicks(turns: Turns) -> None:
    """``m.play`` in a cell redraws the widget; two quick clicks play at most one action."""
    from playwright.sync_api import expect

    page, controller, k = turns.page, turns.controller, turns.kernel
    choose_seat(controller, k, -1)  # the projector, hot seat: public choices have buttons
    public_turn(k)
    start = len(k.widget()["history"])
    reply = k.client.execute_interactive(
        PLAY_IN_CODE, silent=True, store_history=False,
        user_expressions={"step": "_tk_play_in_code()"}, timeout=30,
    )  # fmt: skip
    assert reply["content"]["status"] == "ok", reply["content"]
    expect(
        controller.locator(".tk-note", has_text=f"step {start + 1} of {start + 1}")
    ).to_have_count(1, timeout=10_000)
    # two buttons clicked in the same instant (faster than any human)
    k.wait_for("public buttons", lambda w: bool(w["synced_actions"]))
    n = controller.evaluate(
        """(el) => { const bs = [...el.querySelectorAll('button.tk-action')];
            bs.slice(0, 2).forEach(b => b.click()); return bs.length; }"""
    )
    assert n >= 2
    page.wait_for_timeout(1500)
    k.wait_for("the click played", lambda w: len(w["history"]) >= start + 2)
    page.wait_for_timeout(500)  # a second click, if it were played, would land by now
    w = k.widget()
    assert len(w["history"]) == start + 2, w["history"][start:]  # the code's move and one click


#: JupyterLab's theme command, the one each item of Settings > Theme runs (``window.jupyterapp``:
#: the test server exposes the app); false where the page already has the theme.
THEME_JS = """async (name) => {
    const light = String(name.includes('Light'));
    if (document.body.dataset.jpThemeLight === light) return false;
    await window.jupyterapp.commands.execute('apputils:change-theme', {theme: name});
    return true;
}"""


def _set_theme(page: Any, name: str) -> None:
    """Switch JupyterLab to theme ``name`` and wait until the page has it (nothing to do where
    it has it already). Through the command, not by clicking the menu: three clicks and a hover
    took about a second a switch, and test_lab_games switches about 30 times."""
    page.evaluate(THEME_JS, name)
    light = "true" if "Light" in name else "false"
    page.wait_for_function(
        f"() => document.body.dataset.jpThemeLight === '{light}'", timeout=15_000
    )


#: The board's texts as the screen shows them (CSS px): font size times the SVG's scale.
LAB_TYPE_JS = """(svg) => {
    const scale = svg.getScreenCTM().a;
    return [...svg.querySelectorAll('text')].filter((t) => t.textContent.trim())
        .map((t) => parseFloat(t.getAttribute('font-size')) * scale);
}"""


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768), (1024, 768, "file browser")], ids=str)
def test_02_turns_board_and_choices_fit_a_projector(turns: Turns, size: tuple[Any, ...]) -> None:
    """At 1280×720 and 1024×768 the board and the current choices are visible together, in
    the light and the dark theme (a screenshot of each); at 1024×768 with the file browser
    open too (issue 27), where the board stacks over the choices at the notebook's width: its
    texts measured and printed (board text goals in test_access_browser's ``GOALS``)."""
    page, controller, k = turns.page, turns.controller, turns.kernel
    width, height = size[:2]
    browser = len(size) > 2
    choose_seat(controller, k, -1)
    public_turn(k)
    page.set_viewport_size({"width": width, "height": height})
    # at a projector the file browser is folded away; a laptop's notebook keeps it open
    hide_sidebar(page, folded=not browser)
    try:
        for theme in ("JupyterLab Light", "JupyterLab Dark"):
            _set_theme(page, theme)
            # make the widget's cell the active one (JupyterLab scrolls back to the active cell
            # after a relayout), then bring the board's top to the top of the notebook
            cell = controller.locator("xpath=ancestor::div[contains(@class, 'jp-CodeCell')][1]")
            cell.locator(".jp-InputPrompt").first.click()
            controller.locator(".tk-main").evaluate(SCROLL_TOP_JS, STILL_MS)
            board = controller.locator(".tk-board-box svg").bounding_box()
            button = controller.locator("button.tk-action").first.bounding_box()
            assert board is not None and button is not None
            top = page.locator(".jp-NotebookPanel-notebook").bounding_box()
            assert top is not None
            visible_bottom = min(height, top["y"] + top["height"])
            tag = "dark" if "Dark" in theme else "light"
            page.screenshot(path=str(ARTIFACTS / f"lab_02_turns_{width}x{height}_{tag}.png"))
            sizes = sorted(controller.locator(".tk-board-box svg").evaluate(LAB_TYPE_JS))
            median = statistics.median(sizes)
            print(
                f"\nLab {width}×{height}{' file browser open' if browser else ''} {tag}: "
                f"board text {sizes[0]:.1f}/{median:.1f} px, board {board['width']:.0f}×"
                f"{board['height']:.0f}, first choice bottom {button['y'] + button['height']:.0f}"
            )
            assert board["y"] + board["height"] <= visible_bottom + 2, (theme, board, top)
            assert button["y"] + button["height"] <= visible_bottom + 2, (theme, button)
            assert board["width"] <= width
            if browser:
                assert median >= GOALS["lab_median"], sizes
    finally:
        _set_theme(page, "JupyterLab Light")
        hide_sidebar(page)
        page.set_viewport_size({"width": 1400, "height": 1000})
    widget_errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
    assert widget_errors == [], page.console_errors


def write_notebook(path: Path, cells: list[str]) -> None:
    """A plain notebook of code cells (no outputs) at ``path``, for a test to open in Lab."""
    path.parent.mkdir(parents=True, exist_ok=True)
    nb = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "id": f"cell{i}",
                "metadata": {},
                "outputs": [],
                "source": src,
            }
            for i, src in enumerate(cells)
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path.write_text(json.dumps(nb, indent=1) + "\n", encoding="utf-8")


@dataclass
class WidgetLab:
    """A game's widget notebook open in JupyterLab: the page, the controller widget, its board
    and the kernel (for probes)."""

    page: Any
    controller: Any
    board: Any
    kernel: Any


@contextmanager
def widget_lab(
    lab_server: Any, page: Any, notebook: Path, cells: list[str], kernel_type: type[Kernel]
) -> Iterator[WidgetLab]:
    """Write ``cells`` to ``notebook``, open it alone at 1280×720 (``open_alone``), Run All,
    and yield the widget; afterwards close it and its kernel."""
    from playwright.sync_api import expect

    write_notebook(notebook, cells)
    page.set_viewport_size({"width": 1280, "height": 720})
    where = notebook.relative_to(REPO).as_posix()
    open_alone(page, lab_server, where)
    run_all_cells(page)
    controller = page.locator(".tk-widget.tk-controller").first
    expect(controller).to_be_visible(timeout=20_000)
    kernel = kernel_type(lab_server.kernel_connection_file(where))
    try:
        yield WidgetLab(page, controller, controller.locator("svg.tk-board"), kernel)
    finally:
        kernel.close()
        page.set_viewport_size({"width": 1400, "height": 1000})
        # no document or kernel left: the next game's notebook opens alone in this page, and
        # another module opens its own in a fresh workspace (``?reset``)
        close_all(page, lab_server)
        lab_server.end_sessions()


def hide_sidebar(page: Any, folded: bool = True) -> None:
    """At a projector the file browser is folded away (Ctrl+B), and this waits until it is
    (``folded=False``: opened again, the same way).

    The keys must reach JupyterLab, not the widget (which keeps its keys): the focused
    control is blurred first; the widget may take the focus back after a redraw (kit.js
    ``keepFocus``), which once swallowed the Ctrl+B (seen in a run: the board at 1280×720
    beside an open file browser), so the press is repeated until the sidebar is gone."""
    sidebar = page.locator("#jp-left-stack")
    for _ in range(3):
        if sidebar.is_visible() != folded:
            return
        page.evaluate("() => document.activeElement && document.activeElement.blur()")
        page.keyboard.press("Control+b")
        try:
            sidebar.wait_for(state="hidden" if folded else "visible", timeout=3_000)
        except Exception:  # noqa: BLE001 (Playwright's TimeoutError: press once more)
            continue
    assert sidebar.is_visible() != folded, (
        f"the left sidebar would not {'fold' if folded else 'open'} (Ctrl+B)"
    )


#: Scroll ``el`` to the top of its scroller and wait until the page stands still there: its
#: top unmoved for ``stillMs`` (JupyterLab scrolls back to the active cell after a relayout, a
#: theme's or a window size's, a few frames later), then scrolled again until a scroll moves it
#: no more (an instant scroll moves it at once, or not at all); the milliseconds it took. It
#: replaced two scrolls with a fixed 400 ms wait after each, about 40 of test_lab_games' 150
#: worker-seconds.
SCROLL_TOP_JS = """async (el, stillMs) => {
    const t0 = performance.now();
    const top = () => el.getBoundingClientRect().top;
    const frame = () => new Promise((ok) => requestAnimationFrame(() => ok()));
    const still = async () => {
        let last = top(), since = performance.now();
        while (performance.now() - since < stillMs && performance.now() - t0 < 5000) {
            await frame();
            if (Math.abs(top() - last) > 0.5) { last = top(); since = performance.now(); }
        }
    };
    el.scrollIntoView({block: 'start', behavior: 'instant'});
    await still();
    for (let i = 0; i < 5; i++) {
        const before = top();
        el.scrollIntoView({block: 'start', behavior: 'instant'});
        if (Math.abs(top() - before) <= 0.5) break;
        await still();
    }
    return performance.now() - t0;
}"""
STILL_MS = 150


def board_to_top(lab: WidgetLab) -> None:
    """Scroll the widget's cell so that the board stands at the top of the notebook panel."""
    cell = lab.controller.locator("xpath=ancestor::div[contains(@class, 'jp-CodeCell')][1]")
    if "jp-mod-active" not in (cell.get_attribute("class") or "").split():
        cell.locator(".jp-InputPrompt").first.click()
    lab.controller.locator(".tk-main").evaluate(SCROLL_TOP_JS, STILL_MS)


# ------------------------------------------------------------------ issue 28: a quiz answers back
def test_02_turns_quiz_wrong_then_right(turns: Turns) -> None:
    """Two quizzes of 02_turns at 1280x720. A choice (Calico in the Jolly Roger's rowboat): Run
    All left it unanswered; a wrong choice shows "Not quite", the explanation and the rule
    section, Try again clears it, the right choice shows "Right!". A board (who governs
    Tortuga): a click on a player of the game's own board answers. The right answers come from
    the engine here, as in the notebook: the page holds no key to read them from."""
    from playwright.sync_api import expect

    import tortuga_kit as tk

    page = turns.page
    right = quiz_right()  # the notebook's rowboat position, through the engine
    page.set_viewport_size({"width": 1280, "height": 720})
    try:
        # (by its question: a board's own labels are text too, "Jolly Roger's rowboat" among them)
        quiz = page.locator(".tk-widget.tk-quiz").filter(
            has=page.locator(".tk-quiz-question", has_text="Jolly Roger's rowboat")
        )
        expect(quiz).to_have_count(1, timeout=10_000)
        quiz.scroll_into_view_if_needed()
        verdict = quiz.locator(".tk-quiz-verdict")
        expect(verdict).to_be_hidden()  # nothing answered, nothing explained by Run All
        choices = quiz.locator("button.tk-quiz-choice")
        expect(choices).to_have_count(4)
        values = [choices.nth(i).get_attribute("data-value") for i in range(4)]
        assert right in values, (right, values)
        wrong = next(v for v in values if v != right)
        quiz.locator(f"button.tk-quiz-choice[data-value='{wrong}']").click()
        label = quiz.locator(f"button.tk-quiz-choice[data-value='{wrong}']").inner_text()
        expect(verdict).to_contain_text(f"Not quite: {label}.", timeout=10_000)  # as it read
        expect(verdict).to_contain_text("nowhere else")  # the explanation
        expect(quiz.locator(".tk-rule")).to_contain_text("Rowboats")  # the rule section
        ARTIFACTS.mkdir(exist_ok=True)
        quiz.screenshot(path=str(ARTIFACTS / "quiz_wrong.png"))
        again = quiz.locator("button.tk-quiz-again")
        expect(again).to_be_visible()
        assert quiz.bounding_box()["width"] <= 1280  # type: ignore[index]
        again.click()
        expect(verdict).to_be_hidden(timeout=10_000)
        quiz.locator(f"button.tk-quiz-choice[data-value='{right}']").click()
        expect(verdict).to_contain_text("Right!", timeout=10_000)
        expect(again).to_be_hidden()
        quiz.screenshot(path=str(ARTIFACTS / "quiz_right.png"))

        # A board quiz: the learner clicks a player on the game's own board.
        ashore = {
            "lines": {"fd": ["Anne", "Bart", "Calico"], "jr": ["Edward"], "tortuga": ["Dirk"]},
            "turn": "Anne",
        }
        maroon = tk.new_match("tortuga1667", players=5, seed=7, position=ashore)
        maroon.play("maroon Calico")
        governor = maroon.names[maroon.view()["tortuga"]["governor"]]
        board = page.locator(".tk-widget.tk-quiz").filter(
            has=page.locator(".tk-quiz-question", has_text="Governor of Tortuga")
        )
        board.scroll_into_view_if_needed()
        tokens = board.locator(".tk-quiz-board [data-token].tk-can")
        expect(tokens).to_have_count(5, timeout=10_000)  # every player, clickable
        board.locator(".tk-quiz-board [data-token='Anne']").first.click()
        expect(board.locator(".tk-quiz-verdict")).to_contain_text("Not quite: Anne")
        board.locator("button.tk-quiz-again").click()
        board.locator(f".tk-quiz-board [data-token='{governor}']").first.click()
        expect(board.locator(".tk-quiz-verdict")).to_contain_text("Right!", timeout=10_000)
        expect(tokens).to_have_count(0)  # answered: nothing left to click
    finally:
        page.set_viewport_size({"width": 1400, "height": 1000})
