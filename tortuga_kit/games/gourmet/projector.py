"""Tortuga Gourmet on the projector: the board toolkit's projector layout, from the public view.

What a room follows: each pirate's island, hand and pantry sizes and recipe (public cards),
the scores at the end, and the top card of each island with its pile's size. Never a hand or
a pantry's cards: those are only counted here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...board.projector import STATUS_LIMIT, Panel, Projector, Row, draw, summary
from ...board.text import as_int as _int
from ...board.text import view_get as _get
from ...engine.i18n import translator
from .svg import PAL, SHAPES, STYLE_OWN, _card_words, _players, _recipe_line, header_line
from .texts import COLOUR_NAMES, word
from .view import GourmetView, PlayerView, typed

_ = translator("gourmet")


def _player(view: GourmetView, p: PlayerView) -> Panel:
    colour = str(p.get("colour", ""))
    colour_said = word(COLOUR_NAMES[colour]) if colour in COLOUR_NAMES else colour
    rows = [
        Row(
            _("on island {n}", n=_int(p.get("island"))),
            ("b",),
            (SHAPES.get(colour, "shield"), colour),
        ),
        Row(
            _(
                "hand {hand} · pantry {pantry}",
                hand=_int(p.get("hand_size")),
                pantry=_int(p.get("pantry_size")),
            )
        ),
        Row(_recipe_line(p)),
    ]
    if p.get("score") is not None:
        rows.append(Row(_("score: {n}", n=_int(p.get("score"))), ("b",)))
    seat = p.get("seat")
    turn = _get(view.get("turn"), "seat")
    over = isinstance(view.get("result"), dict)
    title = f"{p.get('name', '?')} ({colour_said})"
    return Panel(title, tuple(rows), "turn" if seat == turn and not over else "panel")


def _islands(view: GourmetView) -> Panel:
    tops = []
    for i, isl in enumerate(_get(view.get("islands"), default=[])):
        size = _int(_get(isl, "size"))
        top = _get(isl, "top")
        said = " ".join(_card_words(top)[:1]) if top else _("empty")
        tops.append(f"{i}:\u00a0{said}\u00a0({size})".replace(" ", "\u00a0"))
    ending = _("piles to empty before the end: {n}", n=_int(view.get("piles_to_end")))
    rows = (Row(" · ".join(tops)), Row(ending, ("dim",)))
    return Panel(_("Islands: top card (pile)"), rows, wide=True)


def projector(view: Any) -> Projector:
    """The projector board of a typed view (its public parts only)."""
    panels = [_player(view, p) for p in _players(view)] + [_islands(view)]
    title = str(view.get("title") or "Tortuga Gourmet")
    label = _("Tortuga Gourmet board for the projector")
    return Projector(title, header_line(view, STATUS_LIMIT), tuple(panels), label)


def render_projector(data: Mapping[str, Any]) -> str:
    """The projector board of a view (its public parts only)."""
    view = typed(data if isinstance(data, dict) else {})
    return draw(PAL, STYLE_OWN, projector(view))


def _own(view: GourmetView) -> list[str]:
    """The viewing seat's own hand and pantry, for its own screen reader."""
    you = view.get("you")
    if not isinstance(you, dict):
        return []
    hand = [" ".join(_card_words(c)) for c in you.get("hand") or []]
    pantry = [" ".join(_card_words(c)) for c in you.get("pantry") or []]
    return [
        _("Your hand: {cards}", cards=", ".join(hand) or "–"),
        _("Your pantry: {cards}", cards=", ".join(pantry) or "–"),
    ]


def describe(data: Mapping[str, Any]) -> str:
    """The board in sentences for a screen reader (the picture's ``<desc>``): the projector's
    panels, then the viewing seat's own hand and pantry."""
    view = typed(data if isinstance(data, dict) else {})
    return summary(projector(view), _own(view))
