"""The own panel's mark (the shared table's seat on a phone): each game's board wraps the viewing
seat's own panel in one ``<g data-own="1">`` (``Svg.own``), which the seat page crops a readable
copy from (``table/static/own.js``). A seat's board has exactly one, a plain group (no other
attribute, so no pixel of the board changes); the public view's and the projector's have none.
Four games, a few random moves each: well under a second."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

import tortuga_kit as tk

SVG = "{http://www.w3.org/2000/svg}"


def _own_groups(svg: str) -> list[ET.Element]:
    return [g for g in ET.fromstring(svg).iter(f"{SVG}g") if "data-own" in g.attrib]


@pytest.mark.parametrize("game", tk.available_games())
def test_a_seat_board_marks_its_own_panel_and_the_public_boards_do_not(game: str) -> None:
    m = tk.Match(game, 3, 7)
    rng = random.Random(7)
    for _ in range(6):
        if not m.is_over:
            m.play(rng.choice(m.legal_actions()))
    for seat in range(3):
        own = _own_groups(m.game.svg(m.view(seat)))
        assert len(own) == 1 and own[0].attrib == {"data-own": "1"}, (game, seat)
        assert any(t.text for t in own[0].iter(f"{SVG}text")), (game, seat)
    assert _own_groups(m.game.svg(m.view(None))) == []
    assert _own_groups(m.game.projector_svg(m.view(None))) == []
