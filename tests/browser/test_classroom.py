"""Classroom mode: ``classroom/`` served by Voilà, one app page per game (``make classroom``).

One Voilà server for the module serves the folder (its tree page lists the four pages); each
game's page is opened at 1280×720 and, like a teacher, the test starts a 4-player hot-seat
game from the New game form, checks that the projector's board holds no seat's secret, reveals
the view of the seat whose turn it is (and only that one) and hides it again.

What "no secret" means here is computed, not listed by hand: the same match is made in the
test (``tk.new_match(game, 4, seed)``, as the widget's New game does), and the texts of every
seat's own board (``game.svg(match.view(seat))``) that the projector's board lacks are that
seat's private texts. The browser's board must show exactly the projector's texts, none of
those; revealed, exactly the deciding seat's texts, none private to another seat.
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import socket
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from axe_kit import AXE_RUN_JS
from conftest import ARTIFACTS, CLICKS, OVERLAP_JS, measure_clicks, serve_voila
from test_access_browser import axe_js  # noqa: F401 - the fixture

import tortuga_kit as tk
from tortuga_kit.engine.citations import rule_contents

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
CLASSROOM = REPO / "classroom"
GAMES = tk.available_games()
PLAYERS = 4
SEED = 5


def _texts(svg: str) -> set[str]:
    """Every non-empty <text> of a board, as the browser's textContent reads it."""
    root = ET.fromstring(svg)
    out = set()
    for e in root.iter():
        if e.tag.rsplit("}", 1)[-1] == "text":
            t = " ".join("".join(e.itertext()).split())
            if t:
                out.add(t)
    return out


def _board_texts(controller: Any) -> set[str]:
    texts = controller.locator(".tk-board-box svg text").all_text_contents()
    return {" ".join(t.split()) for t in texts if t.strip()}


#: The font size of every non-empty text of the first board as the screen shows it (CSS px):
#: its font size in the SVG's units times the SVG's scale on the screen.
TYPE_JS = """() => {
    const svg = document.querySelector('.tk-widget.tk-controller .tk-board-box svg');
    return [...svg.querySelectorAll('text')].filter(t => t.textContent.trim() !== '')
        .map(t => {
            const m = t.getScreenCTM();
            return parseFloat(getComputedStyle(t).fontSize) * Math.hypot(m.a, m.b);
        });
}"""


#: The one page whose revealed view asks for a Hint (one click: the check is cheap).
HINTED = "cartagena"


def _hint_in_the_private_view(controller: Any, game: Any, legal: list[str]) -> None:
    """Hint (issue 30) in the revealed private view: its best choices (1-3), each a legal
    action's label with its chance."""
    from playwright.sync_api import expect

    hint = controller.locator("button.tk-hint-btn")
    expect(hint).to_be_visible()
    hint.click()
    choices = controller.locator(".tk-hint-choices li")
    expect(choices.first).to_be_visible(timeout=30_000)
    shown = choices.all_inner_texts()
    labels = {game.label(t) for t in legal}
    assert 1 <= len(shown) <= 3, shown
    assert all("% to win" in c and c.split(" · ")[0] in labels for c in shown), shown


@pytest.fixture(scope="module")
def voila_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    # Play together's table server: on a free port, its token and tables in a folder of the
    # test's own (never the user's ~/.tortuga_kit), stopped after the module
    kit = tmp_path_factory.mktemp("kit")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.MonkeyPatch.context() as env:
        env.setenv("TORTUGA_KIT_HOME", str(kit))
        env.setenv("TORTUGA_KIT_TABLE_URL", f"http://127.0.0.1:{port}")
        try:
            yield from serve_voila(CLASSROOM, "voila-classroom.log")
        finally:
            if (kit / "table.pid").exists():
                with contextlib.suppress(ProcessLookupError):
                    os.kill(int((kit / "table.pid").read_text()), signal.SIGTERM)


def test_the_tree_page_lists_every_game(voila_url: str, page: Any) -> None:
    from playwright.sync_api import expect

    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(voila_url + "/")  # the tree of classroom/ (drawn in the browser)
    first = page.get_by_text(f"{GAMES[0]}.ipynb", exact=True)
    try:
        expect(first).to_be_visible(timeout=10_000)
    except AssertionError:
        # Seen in fresh clones on a busy machine (the suite's start, every worker starting its
        # servers): the tree's first listing, asked for right after the server came up, stayed
        # empty (the page does not ask again). A teacher would reload; so does the test, once,
        # and says so (after 10 s: waiting 30 s for a listing that never comes held a worker).
        print("classroom tree: empty listing after 10 s; reloaded")
        page.reload()
    for game in GAMES:
        expect(page.get_by_text(f"{game}.ipynb", exact=True)).to_be_visible(timeout=60_000)
    page.screenshot(path=str(ARTIFACTS / "classroom_tree.png"))


@pytest.mark.parametrize("game", GAMES)
def test_classroom_page(
    voila_url: str,
    page: Any,
    game: str,
    axe_js: str,  # noqa: F811 - the fixture
) -> None:
    from playwright.sync_api import expect

    # the tree page logs "anywidget:plugin failed to activate" (it has no kernel): not this page's
    del page.console_errors[:]
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(f"{voila_url}/voila/render/{game}.ipynb")
    controller = page.locator(".tk-widget.tk-controller").first
    expect(controller).to_be_visible(timeout=90_000)
    expect(controller).to_have_class(re.compile(r"\btk-classroom\b"))
    # New game: 4 players, hot seat, seed 5 (typed: the page itself starts at a secret one)
    controller.locator("details.tk-new > summary").click()
    controller.locator("select[aria-label='players']").select_option(str(PLAYERS))
    controller.locator("select[aria-label='mode']").select_option("hot seat")
    controller.locator("input[aria-label='seed']").fill(str(SEED))
    controller.locator("details.tk-new button", has_text="Start").click()
    # the status line names no seed (a seed deals every secret), and the form forgets it
    expect(
        controller.locator(".tk-notice", has_text=f"New game: {PLAYERS} players, hot seat.")
    ).to_be_visible(timeout=15_000)
    expect(controller.locator("input[aria-label='seed']")).to_have_value("")
    assert f"seed {SEED}" not in controller.inner_text().lower()

    m = tk.new_match(game, PLAYERS, SEED)
    svg = m.game.svg
    # the classroom screen draws the projector layout (issue 27): the public view, large
    public = _texts(m.game.projector_svg(m.view(None)))
    own = {s: _texts(svg(m.view(s))) for s in range(PLAYERS)}
    private = {s: own[s] - _texts(svg(m.view(None))) for s in range(PLAYERS)}
    assert all(private.values()), "every seat has something the projector does not show"
    d = m.decision
    assert d is not None
    name = m.names[d.seat]
    board = controller.locator(".tk-board-box svg")

    # the projector: exactly the public board, no seat's secret, no seat's header
    on_projector = re.compile("for the projector")
    expect(board).to_have_attribute("aria-label", on_projector, timeout=15_000)
    shown = _board_texts(controller)
    assert shown == public
    assert not shown & set().union(*private.values())
    assert "view of" not in controller.inner_text()

    # large type: the board's texts as drawn on the screen, in CSS px (printed)
    sizes = sorted(page.evaluate(TYPE_JS))
    assert sizes, "no board text measured"
    print(
        f"{game}: board type {sizes[0]:.1f} px smallest, {sizes[len(sizes) // 10]:.1f} px p10, "
        f"{sizes[len(sizes) // 2]:.1f} px median ({len(sizes)} texts)"
    )

    # it fits the screen: no sideways scrolling at 1280×720
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 1280, f"the page is {width}px wide"
    page.screenshot(path=str(ARTIFACTS / f"classroom_{game}.png"))

    # Reveal: the seat whose turn it is, and nobody else
    reveal = controller.locator("button.tk-reveal")
    expect(reveal).to_have_text(f"Reveal {name}'s view")
    reveal.click()
    expect(board.locator("text", has_text=f"view of {name}")).to_have_count(1, timeout=15_000)
    shown = _board_texts(controller)
    assert shown == own[d.seat]
    others = set().union(*(private[s] for s in range(PLAYERS) if s != d.seat)) - own[d.seat]
    assert not shown & others
    expect(controller.locator("select[aria-label='seat']")).to_have_value(str(d.seat))
    page.screenshot(path=str(ARTIFACTS / f"classroom_{game}_reveal.png"))
    if game == HINTED:
        _hint_in_the_private_view(controller, m.game, m.legal_texts())

    # Hide: back to the projector
    expect(reveal).to_have_text(f"Hide {name}'s view")
    reveal.click()
    expect(board).to_have_attribute("aria-label", on_projector, timeout=15_000)
    assert _board_texts(controller) == public
    hint = controller.locator("button.tk-hint-btn")
    expect(hint).to_be_hidden()  # the projector never gets a Hint
    expect(controller.locator(".tk-hint-choices")).to_have_count(0)
    expect(reveal).to_have_text(f"Reveal {name}'s view")

    # Big board: the choices give way, the board fills the window and its type grows
    big = controller.locator("button.tk-big")
    big.click()
    expect(controller.locator(".tk-side")).to_be_hidden()
    larger = sorted(page.evaluate(TYPE_JS))
    print(
        f"{game}: Big board type {larger[0]:.1f} px smallest, {larger[len(larger) // 2]:.1f} px "
        f"median (beside the choices {sizes[len(sizes) // 2]:.1f} px)"
    )
    assert larger[len(larger) // 2] > sizes[len(sizes) // 2] * 1.2
    box = board.bounding_box()
    # the whole board in the window (scrolled to the widget: toolbar, then the board)
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 721, box
    page.screenshot(path=str(ARTIFACTS / f"classroom_{game}_big.png"))
    big.click()
    expect(controller.locator(".tk-side")).to_be_visible()
    assert _board_texts(controller) == public

    # the rules page, one choice away: the Rules menu opens a section beside the board
    first = rule_contents(game)[0]
    controller.locator("select[aria-label='rules']").select_option(first["anchor"])
    expect(controller.locator(".tk-rule-box")).to_contain_text(
        f"Rules: {first['title']}", timeout=15_000
    )
    page.screenshot(path=str(ARTIFACTS / f"classroom_{game}_rules.png"))

    # axe-core (issue 27): nothing in the kit's own elements; the page's landmarks printed
    page.add_script_tag(content=axe_js)
    inside = page.evaluate(AXE_RUN_JS, ".tk-widget.tk-controller")
    page_wide = page.evaluate(AXE_RUN_JS, "body")
    print(f"{game}: axe-core in the widget {inside}; on the whole Voilà page {page_wide}")
    assert inside == []
    # the widget is a region (15 'region' findings before), and the page's cells its main
    # landmark (the title cell above the widget was the last 'region' finding)
    assert page_wide == [], page_wide
    assert page.locator("main, [role='main']").count() == 1

    # measured, not asserted: a click on Bot move -> the board redrawn (kernel round trip)
    times = measure_clicks(page, f"voila_{game}")
    assert len(times) >= CLICKS // 2, f"too few bot moves measured: {times}"

    # issue 28: Learn opens a guided first game of this page's game, and What now? answers
    page.locator(".tk-learn-open").click()
    guided = page.locator(".tk-widget.tk-learn")
    expect(guided).to_have_count(1, timeout=30_000)
    guided.locator("button.tk-what-now").click()
    expect(guided.locator(".tk-advice")).to_contain_text("A good choice:", timeout=15_000)
    errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
    assert errors == [], errors


def test_save_and_resume_in_voila(voila_url: str, page: Any, tmp_path: Path) -> None:
    """Save and resume (issue 12): a few moves, Save downloads the match, a New game replaces
    it, Load brings the saved match back at its step (Kutschfahrt's page, hot seat); a damaged
    file loaded in German is refused in German."""
    from playwright.sync_api import expect

    del page.console_errors[:]
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(f"{voila_url}/voila/render/kutschfahrt.ipynb")
    controller = page.locator(".tk-widget.tk-controller").first
    expect(controller).to_be_visible(timeout=90_000)
    # a seeded game: the page starts at a secret seed, where a bot's first moves may end the
    # game (a society claimed at once), which made this test fail now and then
    controller.locator("details.tk-new > summary").click()
    controller.locator("select[aria-label='players']").select_option(str(PLAYERS))
    controller.locator("select[aria-label='mode']").select_option("hot seat")
    controller.locator("input[aria-label='seed']").fill(str(SEED))
    controller.locator("details.tk-new button", has_text="Start").click()
    step = controller.get_by_text(re.compile(r"^step \d+ of \d+$"))
    expect(step).to_have_text("step 0 of 0", timeout=15_000)
    bot = controller.locator("button", has_text=re.compile(r"^Bot move$"))
    for _ in range(3):
        expect(bot).to_be_enabled(timeout=15_000)
        bot.click()
    expect(step).to_have_text("step 3 of 3", timeout=15_000)
    board = controller.locator(".tk-board-box svg")
    saved_board = _board_texts(controller)
    with page.expect_download() as info:
        controller.locator("button", has_text=re.compile(r"^Save$")).click()
    path = tmp_path / "match.json"
    info.value.save_as(path)
    saved = path.read_text(encoding="utf-8")
    assert '"kutschfahrt"' in saved

    controller.locator("details.tk-new > summary").click()
    # the form opens on the mode being played: hot seat, as the page started
    expect(controller.locator("select[aria-label='mode']")).to_have_value("hot seat")
    controller.locator("input[aria-label='seed']").fill("99")
    controller.locator("details.tk-new button", has_text="Start").click()
    expect(step).to_have_text("step 0 of 0", timeout=15_000)

    controller.locator("input[type='file']").set_input_files(str(path))
    expect(step).to_have_text("step 3 of 3", timeout=15_000)
    expect(board).to_have_attribute("aria-label", re.compile("for the projector"))
    assert _board_texts(controller) == saved_board
    expect(controller.locator(".tk-error")).to_have_text("")

    # A damaged file in German (issue 13): the refusal under the board is German, one line,
    # and the match stays where it was.
    controller.locator("select.tk-lang").select_option("de")
    schritt = controller.get_by_text(re.compile(r"^Schritt \d+ von \d+$"))
    expect(schritt).to_have_text("Schritt 3 von 3", timeout=15_000)
    damaged = tmp_path / "damaged.json"
    damaged.write_text(saved.replace('"checksum": "', '"checksum": "0'), encoding="utf-8")
    controller.locator("input[type='file']").set_input_files(str(damaged))
    error = controller.locator(".tk-error")
    expect(error).to_contain_text("Speicherdatei", timeout=15_000)
    assert "save file" not in error.inner_text() and "\n" not in error.inner_text().strip()
    expect(schritt).to_have_text("Schritt 3 von 3")
    page.screenshot(path=str(ARTIFACTS / "classroom_load_refused_de.png"))
    print("refused in German:", error.inner_text())
    controller.locator("select.tk-lang").select_option("en")
    expect(step).to_have_text("step 3 of 3", timeout=15_000)


#: Every distinct Hangul syllable of the widget's text, drawn on a canvas in the font its element
#: uses (the side panel's, and each board text's own), compared with a private-use character no
#: font has (its "missing glyph" picture): the syllables drawn like it are the missing ones.
MISSING_GLYPHS_JS = """() => {
    const root = document.querySelector('.tk-widget.tk-controller');
    const hangul = (text) => [...new Set([...text].filter(c => c >= '\uac00' && c <= '\ud7a3'))];
    const pairs = hangul(root.innerText).map(c => [c, getComputedStyle(root).fontFamily]);
    let board = 0;
    for (const t of root.querySelectorAll('.tk-board-box svg text')) {
        const found = hangul(t.textContent);
        board += found.length;
        for (const c of found) pairs.push([c, getComputedStyle(t).fontFamily]);
    }
    const draw = (c, family) => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 32;
        const g = canvas.getContext('2d');
        g.font = '24px ' + family;
        g.fillText(c, 2, 26);
        return Array.from(g.getImageData(0, 0, 32, 32).data).join(',');
    };
    const missing = [];
    for (const [c, family] of pairs) {
        if (draw(c, family) === draw('\ue000', family)) missing.push(c + ' (' + family + ')');
    }
    // the method's own check: two characters no font has draw the same picture
    const family = getComputedStyle(root).fontFamily;
    return {chars: pairs.length, board, missing: [...new Set(missing)],
            same: draw('\ue001', family) === draw('\ue000', family)};
}"""


@pytest.mark.parametrize("game", GAMES)
def test_the_language_picker_translates_the_page_and_korean_has_every_glyph(
    voila_url: str, page: Any, game: str
) -> None:
    """Issue 13: the picker in the toolbar switches every text of the widget, and in no language
    do two texts of the board overlap; in Korean the board and the side panel are Korean and no
    glyph is missing (Debian's fonts-noto-cjk,
    installed by .ci/run); a screenshot of each game's Korean board is kept."""
    from playwright.sync_api import expect

    del page.console_errors[:]
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(f"{voila_url}/voila/render/{game}.ipynb")
    controller = page.locator(".tk-widget.tk-controller").first
    expect(controller).to_be_visible(timeout=90_000)
    picker = controller.locator("select.tk-lang")  # its label is in the page's language
    expect(picker).to_have_value("en")
    bot = controller.locator(".tk-bar button", has_text=re.compile(r"^(Bot move|Bot-Zug|봇 수)$"))
    expect(bot).to_have_text("Bot move")
    board = controller.locator(".tk-board-box svg")
    clashes = {"en": board.evaluate(OVERLAP_JS)}
    # the instructions under the widget name the buttons as they read, in the page's language
    how_to = controller.locator(".tk-howto")
    expect(how_to).to_contain_text("How to play")
    expect(how_to.locator("b", has_text=re.compile("^New game$"))).to_have_count(1)
    picker.select_option("de")
    expect(bot).to_have_text("Bot-Zug", timeout=15_000)
    expect(how_to).to_contain_text("So wird gespielt")
    expect(how_to.locator("b", has_text=re.compile("^Neues Spiel$"))).to_have_count(1)
    expect(controller.get_by_text(re.compile(r"^Schritt \d+ von \d+$"))).to_be_visible()
    clashes["de"] = board.evaluate(OVERLAP_JS)  # German words are long: none may overrun
    page.screenshot(path=str(ARTIFACTS / f"classroom_{game}_de.png"))
    picker.select_option("ko")
    expect(bot).to_have_text("봇 수", timeout=15_000)
    expect(controller.locator(".tk-step").first).to_have_text("준비", timeout=15_000)
    expect(how_to).to_contain_text("하는 법")
    clashes["ko"] = board.evaluate(OVERLAP_JS)
    assert {lang: found for lang, found in clashes.items() if found} == {}, "overlapping texts"
    found = page.evaluate(MISSING_GLYPHS_JS)
    assert found["chars"] > 10 and found["board"] > 10 and found["same"], found
    assert found["missing"] == [], f"no glyph for {found['missing']}"
    print(f"{game}: {found['chars']} Hangul syllables drawn ({found['board']} on the board)")
    page.screenshot(path=str(ARTIFACTS / f"classroom_{game}_ko.png"))
    picker.select_option("en")
    expect(bot).to_have_text("Bot move", timeout=15_000)
    errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
    assert errors == [], errors


def test_a_page_loads_only_its_own_games_saves(voila_url: str, page: Any) -> None:
    """Issue 23 item 10: Load with a Tortuga save on the Cartagena page turned the page into
    Tortuga under the Cartagena heading (board, Rules… menu, New game) until a reload. The
    page refuses it with one line naming the game the file holds; its own game's save opens."""
    from playwright.sync_api import expect

    del page.console_errors[:]
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(f"{voila_url}/voila/render/cartagena.ipynb")
    controller = page.locator(".tk-widget.tk-controller").first
    expect(controller.locator("svg.tk-board")).to_have_count(1, timeout=90_000)
    rules = controller.locator("select[aria-label='rules'] option").all_inner_texts()
    board = controller.locator("svg.tk-board").inner_html()
    other = tk.new_match("tortuga1667", 4, 5).to_json().encode()
    controller.locator("input[type=file]").set_input_files(
        {"name": "tortuga.json", "mimeType": "application/json", "buffer": other}
    )
    expect(controller.locator(".tk-error")).to_have_text(
        "This save holds a match of Tortuga 1667; this classroom page plays Cartagena only: "
        "open it on the Tortuga 1667 page."
    )
    assert controller.locator("select[aria-label='rules'] option").all_inner_texts() == rules
    assert controller.locator("svg.tk-board").inner_html() == board
    page.screenshot(path=str(ARTIFACTS / "classroom_load_other_game.png"))
    own = tk.new_match("cartagena", 3, 9).to_json().encode()
    controller.locator("input[type=file]").set_input_files(
        {"name": "cartagena.json", "mimeType": "application/json", "buffer": own}
    )
    expect(controller.locator(".tk-side > .tk-notice").first).to_have_text(
        "Opened a match of 3 players at step 0."
    )
    expect(controller.locator(".tk-error")).to_have_text("")
    errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
    assert errors == []


def test_play_together_opens_the_projector_page_of_a_new_table(voila_url: str, page: Any) -> None:
    """Issue 29, Teaching: Play together on a classroom page starts the shared table's server
    (none runs yet), makes a table of the page's game and shows the projector page's link
    (a new tab), which shows that game's public board; the teacher's page link holds the
    token of the kit's token file."""
    from playwright.sync_api import expect

    del page.console_errors[:]
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(f"{voila_url}/voila/render/gourmet.ipynb")
    together = page.locator(".tk-together")
    expect(together).to_have_attribute("role", "region", timeout=90_000)
    button = together.get_by_role("button", name="Play together")
    expect(button).to_be_visible()
    # above the match widget: in view on the 1280x720 screen without scrolling
    controller = page.locator(".tk-widget.tk-controller").first
    expect(controller).to_be_visible(timeout=30_000)
    box = button.bounding_box()
    assert box is not None and box["y"] + box["height"] <= 720
    assert box["y"] < (controller.bounding_box() or {"y": 0})["y"]
    button.click()
    projector = together.locator("a.tk-together-projector")
    expect(projector).to_have_text("Projector page", timeout=60_000)
    expect(together.locator(".tk-together-error")).to_have_text("")
    teacher = together.locator("a.tk-together-teacher")
    expect(teacher).to_have_attribute("target", "_blank")
    token = (Path(os.environ["TORTUGA_KIT_HOME"]) / "table-token").read_text().strip()
    assert teacher.get_attribute("href") == (
        os.environ["TORTUGA_KIT_TABLE_URL"] + f"/teacher#token={token}"
    )
    print("Play together:", together.inner_text().replace("\n", " | "))
    page.screenshot(path=str(ARTIFACTS / "classroom_play_together.png"))
    with page.context.expect_page() as opened:
        projector.click()
    tab = opened.value
    tab.wait_for_selector("body[data-ready='1'] .tk-board-box svg", timeout=30_000)
    board = tab.locator(".tk-board-box svg").first.evaluate("s => s.outerHTML")
    assert "Tortuga Gourmet" in board  # the page's game
    print("projector tab:", tab.url.split("#")[0], tab.locator("body").inner_text()[:200])
    tab.screenshot(path=str(ARTIFACTS / "classroom_play_together_projector.png"))
    tab.close()
    # the teacher's page (its token from the link) lists the new table
    table_id = tab.url.split("/projector/")[1].split("#")[0]
    with page.context.expect_page() as opened:
        teacher.click()
    tab = opened.value
    expect(tab.locator("#tables h3", has_text=table_id)).to_contain_text(
        "Tortuga Gourmet", timeout=30_000
    )
    tab.close()
    # it follows the page's language picker
    controller.locator("select.tk-lang").select_option("de")
    expect(together.get_by_role("button", name="Gemeinsam spielen")).to_be_visible(timeout=15_000)
    expect(projector).to_have_text("Projektorseite")
    controller.locator("select.tk-lang").select_option("en")
    expect(button).to_be_visible(timeout=15_000)
    errors = [e for e in page.console_errors if re.search(r"tortuga|anywidget|tk-", e, re.I)]
    assert errors == [], errors
