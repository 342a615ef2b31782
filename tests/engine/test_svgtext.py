"""board.text's width estimate and ``fit``: how a board keeps a long translation inside the
place its English was laid out for (the browser check is tests/browser/test_classroom.py's
overlap test in English, German and Korean)."""

from __future__ import annotations

import re

import pytest

import tortuga_kit as tk
from tortuga_kit.board.elements import SvgParts
from tortuga_kit.board.text import fit_attr, text_width


def test_the_estimate_grows_with_the_text_the_size_bold_and_hangul() -> None:
    assert text_width("", 16) == 0
    assert text_width("Karten", 16) < text_width("Kartendaten", 16)
    assert text_width("Karten", 16) < text_width("Karten", 20) < text_width("Karten", 20, True)
    assert text_width("il", 16) < text_width("mw", 16)
    # a Hangul syllable is a full em; a Latin letter about half of one
    assert text_width("카드", 10) == pytest.approx(20)
    assert text_width("ab", 10) < 13


def test_fit_squeezes_only_what_would_run_over() -> None:
    assert fit_attr("7 cards", 13, 49) == ""  # the English the layout was drawn for
    squeezed = fit_attr("Kartendaten ANGENOMMEN", 15, 166, bold=True)
    assert squeezed == ' textLength="166" lengthAdjust="spacingAndGlyphs"'
    g = SvgParts()
    g.text(0, 0, "Projektoransicht (öffentlich)", 16, "gm-dim", fit=194)
    g.text(0, 0, "public", 16, "gm-dim", fit=194)
    assert 'textLength="194"' in g.parts[0] and "textLength" not in g.parts[1]


@pytest.mark.parametrize("game", tk.available_games())
def test_english_boards_are_drawn_as_before_and_german_ones_squeeze(game: str) -> None:
    """No English board text needs squeezing (the layouts were measured for English); German
    boards squeeze some (longer words), and the browser test measures that none overlap."""
    n = tk.get_game(game).players.start + 2
    en = tk.new_match(game, n, 5).view(None)._repr_svg_() or ""
    de = tk.new_match(game, n, 5, lang="de").view(None)._repr_svg_() or ""
    assert "textLength" not in en
    # Tortuga's "1 Französisch", Gourmet's "Projektoransicht (öffentlich)" and "7 Karten"
    assert len(re.findall("textLength", de)) >= (1 if game in ("tortuga1667", "gourmet") else 0)
