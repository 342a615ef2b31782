"""Board texts never overlap, in any of the three languages (issue 13), for any seat, anywhere in
a game: each game's board is drawn for the projector and for two seats at the start, after a
few moves, in the middle and at the end of seeded random games, in English, German and Korean,
and Chromium lays it out (the SVG alone on a page, with its own style). Overlaps are measured
with the browser's own text boxes (``OVERLAP_JS``).

German words are long and Korean draws each syllable a full em wide, and the boards are laid
out by fixed coordinates measured for English: engine ``svgtext.fit`` squeezes a text that
would run into its neighbour, and this test finds the places that still need it. (Before it
existed, German overran on three of the four boards, and Kutschfahrt's end of game overlapped
in English too.)
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


def _boards(game: str, lang: str, seed: int) -> Iterator[tuple[int, Any, str]]:
    players = tk.get_game(game).players.start + 2
    m = tk.Match(game, players, seed, lang=lang)
    rng = random.Random(seed)
    while True:
        if m.step in STEPS or m.is_over:
            for seat in (None, 0, players - 1):
                yield m.step, seat, m.view(seat)._repr_svg_() or ""
        if m.is_over or m.step > 400:
            return
        m.play(rng.choice(m.legal_actions()))


@pytest.mark.parametrize("game", GAMES)
def test_no_board_text_overlaps_another_in_any_language(page: Any, game: str) -> None:
    clashes: dict[str, list[str]] = {}
    drawn = 0
    for lang in ("en", "de", "ko"):
        for step, seat, svg in _boards(game, lang, seed=1):
            page.set_content(f"<!doctype html><html><body>{svg}</body></html>")
            found = page.locator("svg").first.evaluate(OVERLAP_JS)
            drawn += 1
            if found:
                clashes[f"{lang} step {step} seat {seat}"] = found
    assert drawn >= 3 * 3 * 3, drawn  # three languages, at least three moments, three views
    assert clashes == {}, clashes
