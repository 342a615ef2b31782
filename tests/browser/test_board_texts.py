"""Board texts never overlap, in any of the three languages (issue 13), for any seat, anywhere in
a game: each game's board is drawn for the projector and for two seats at the start, after a
few moves, in the middle and at the end of seeded random games, in English, German and Korean,
and Chromium lays it out (the SVG alone on a page, with its own style). Overlaps are measured
with the browser's own text boxes (``OVERLAP_JS``).

German words are long and Korean draws each syllable a full em wide, and the boards are laid
out by fixed coordinates measured for English: ``board.text.fit_attr`` squeezes a text that
would run into its neighbour, and this test finds the places that still need it. (Before it
existed, German overran on three of the four boards, and Kutschfahrt's end of game overlapped
in English too.)

A text must also stay inside its **enclosing box** (``BOX_JS``): the smallest rectangle of the
board that holds the text's anchor (its start, middle or end, as drawn), a tile, a panel, a
card or a button, and ``fit`` may not squeeze it below ``SQUEEZE`` of its natural width (a
smudge is no text). Kutschfahrt's "Diplomat (spent)" ran over its tile and "6 items" beside
"Brotherhood" was squeezed to a third (issue 23 item 17); its boards are also drawn with the
longest texts a seat tile can hold (``_crowded``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from conftest import OVERLAP_JS

import tortuga_kit as tk

pytestmark = pytest.mark.browser

GAMES = tk.available_games()
STEPS = (0, 6, 40)  # and the last step
#: The least a text may be squeezed to (its drawn width over its natural width).
SQUEEZE = 0.7

#: Each text against its enclosing box: the smallest <rect> holding the text's anchor point
#: (screen boxes, so groups and transforms count); and how far ``fit`` squeezed it.
BOX_JS = """(svg, squeeze) => {
    const rects = [...svg.querySelectorAll('rect')].map(r => ({
        box: r.getBoundingClientRect(), cls: r.getAttribute('class') || 'rect'}));
    const out = [];
    for (const t of svg.querySelectorAll('text')) {
        const text = t.textContent.trim();
        if (!text) continue;
        const b = t.getBoundingClientRect();
        const anchor = t.getAttribute('text-anchor') || 'start';
        const ax = anchor === 'end' ? b.right - 1 : anchor === 'middle' ? b.x + b.width / 2 : b.x + 1;
        const ay = b.y + b.height / 2;
        let best = null;
        for (const r of rects) {
            const q = r.box;
            if (q.x <= ax && ax <= q.right && q.y <= ay && ay <= q.bottom
                && (!best || q.width * q.height < best.box.width * best.box.height)) best = r;
        }
        if (best === null) { out.push(`${text}: in no box`); continue; }
        const q = best.box;
        const w = Math.max(q.x - b.x, b.right - q.right, 0);
        const h = Math.max(q.y - b.y, b.bottom - q.bottom, 0);
        if (w > 1 || h > 2) out.push(`${text} runs out of its ${best.cls} (${w.toFixed(0)}x${h.toFixed(0)})`);
        if (t.hasAttribute('textLength')) {
            const free = t.cloneNode(true);
            free.removeAttribute('textLength');
            free.removeAttribute('lengthAdjust');
            t.parentNode.appendChild(free);
            const ratio = parseFloat(t.getAttribute('textLength')) / free.getComputedTextLength();
            free.remove();
            if (ratio < squeeze) out.push(`${text} squeezed to ${ratio.toFixed(2)} of its width`);
        }
    }
    return out;
}"""


def _crowded(game: str, view: Any) -> Any:
    """Kutschfahrt's view with the longest texts its seat tiles hold: every profession face up,
    spent, the longest names in the view's language, the society known, the most items."""
    if game != "kutschfahrt":
        return None
    from tortuga_kit.engine.i18n import translate
    from tortuga_kit.games.kutschfahrt.cards import PROFESSIONS
    from tortuga_kit.games.kutschfahrt.knowledge import prof_name

    def width(p: str) -> int:
        return len(translate("kutschfahrt", prof_name(p), view.lang))

    longest = ["diplomat", *sorted(PROFESSIONS, key=width, reverse=True)[:3]]
    for k, p in enumerate(view["players"]):
        p["profession"] = longest[k % 4]
        p["profession_spent"] = True
        p["profession_copy"] = longest[1] if k % 4 == 3 else None
        p["item_count"] = view["hand_limit"] + 1
        p["society"] = ("brotherhood", "order", "traitor")[k % 3]
    return view


def _boards(game: str, lang: str, seed: int) -> Iterator[tuple[int | str, Any, str]]:
    players = tk.get_game(game).players.start + 2
    m = tk.Match(game, players, seed, lang=lang)
    rng = random.Random(seed)
    while True:
        if m.step in STEPS or m.is_over:
            for seat in (None, 0, players - 1):
                yield m.step, seat, m.view(seat)._repr_svg_() or ""
            # the projector layout (issue 27): its large texts stay inside their panels too
            yield f"{m.step} projector layout", None, m.game.projector_svg(m.view())
        if m.is_over or m.step > 400:
            for seat in (None, 0):
                crowded = _crowded(game, m.view(seat))
                if crowded is not None:
                    yield f"{m.step} crowded", seat, crowded._repr_svg_() or ""
            return
        m.play(rng.choice(m.legal_actions()))


@pytest.mark.parametrize("game", GAMES)
def test_no_board_text_overlaps_another_or_leaves_its_box_in_any_language(
    page: Any, game: str
) -> None:
    clashes: dict[str, list[str]] = {}
    drawn = 0
    for lang in ("en", "de", "ko"):
        for step, seat, svg in _boards(game, lang, seed=1):
            page.set_content(f"<!doctype html><html><body>{svg}</body></html>")
            found = page.locator("svg").first.evaluate(OVERLAP_JS)
            found += page.locator("svg").first.evaluate(BOX_JS, SQUEEZE)
            drawn += 1
            if found:
                clashes[f"{lang} step {step} seat {seat}"] = found
    assert drawn >= 3 * 3 * 4, drawn  # three languages, three moments, three views + projector
    assert clashes == {}, clashes


def test_kutschfahrts_seat_tiles_hold_their_items_at_the_end_at_every_player_count(
    page: Any,
) -> None:
    """At the end of a game a seat tile lists the seat's items; cut after 21 characters, the
    list ran out of the tile in German (3 and 4 players) and in Korean (3 players, 34 units
    over), which the test above, at one player count, never met. Every count from 3 to 10,
    the end of a seeded random game, seat 0, three languages (24 boards, about 2 s)."""
    game = tk.get_game("kutschfahrt")
    clashes: dict[str, list[str]] = {}
    for n in range(game.players.start, game.players.stop):
        for lang in ("en", "de", "ko"):
            m = tk.Match("kutschfahrt", n, 2, lang=lang)
            rng = random.Random(n)
            while not m.is_over and m.step < 250:
                m.play(rng.choice(m.legal_actions()))
            page.set_content(f"<!doctype html><html><body>{m.view(0)._repr_svg_()}</body></html>")
            found = page.locator("svg").first.evaluate(BOX_JS, SQUEEZE)
            if found:
                clashes[f"{n} players, {lang}, step {m.step}"] = found
    assert clashes == {}, clashes
