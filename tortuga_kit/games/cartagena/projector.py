"""Cartagena on the projector: the board toolkit's projector layout, from the public view.

What a room follows: for each colour where its pirates stand (the start, the fields, the boat)
and how many cards its player holds, the turn's actions left, the face-up row and the stock.
Never a hidden hand: in the online and Jamaica versions a hand is only its size here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...board.projector import STATUS_LIMIT, Panel, Projector, Row, draw, summary
from ...board.text import as_int as _int
from ...board.text import view_get as _get
from ...engine.i18n import translator
from .cards import BOAT, START
from .svg import PAL, SHAPES, STYLE_OWN, _players, header_line
from .view import CartagenaView, PlayerView, typed
from .words import colour as colour_word
from .words import symbol as symbol_word

_ = translator("cartagena")


def _player(view: CartagenaView, p: PlayerView) -> Panel:
    """One player's panel: the name, the colour (word and token shape), the pirates."""
    positions = sorted(_int(q, -1) for q in p.get("pirates") or [])
    fields = [str(q) for q in positions if START < q < BOAT]
    colour = str(p.get("colour", ""))
    seat = p.get("seat")
    turn = _get(view.get("turn"), "seat")
    over = isinstance(view.get("result"), dict)
    rows = (
        Row(
            _("start {a} · boat {b}", a=positions.count(START), b=positions.count(BOAT)),
            ("b",),
            (SHAPES.get(colour, "shield"), colour),
        ),
        Row(_("fields: {list}", list=", ".join(fields) or "–")),
        Row(_.plural("{n} card", "{n} cards", _int(p.get("hand_size")))),
    )
    title = f"{p.get('name', '?')} ({colour_word(colour)})"
    return Panel(title, rows, "turn" if seat == turn and not over else "panel")


def _cards(view: CartagenaView) -> Panel:
    row = [symbol_word(s) for s in _get(view.get("row"), default=[]) if isinstance(s, str)]
    turn = view.get("turn") or {}
    left = _int(_get(turn, "actions_left"))
    rows = [Row(_("actions left: {n}", n=left), ("b",))]
    if row:
        rows.append(Row(_("row: {cards}", cards=", ".join(row))))
    rows.append(Row(_("stock: {n}", n=_int(view.get("stock")))))
    return Panel(_("Cards"), tuple(rows))


def projector(view: Any) -> Projector:
    """The projector board of a typed view (its public parts only)."""
    panels = [_player(view, p) for p in _players(view)] + [_cards(view)]
    title = str(view.get("title") or "Cartagena")
    return Projector(
        title,
        header_line(view, STATUS_LIMIT),
        tuple(panels),
        _("Cartagena board for the projector"),
    )


def render_projector(data: Mapping[str, Any]) -> str:
    """The projector board of a view (its public parts only)."""
    view = typed(data if isinstance(data, dict) else {})
    return draw(PAL, STYLE_OWN, projector(view))


def _own(view: CartagenaView) -> list[str]:
    """The viewing seat's own hand, for its own screen reader."""
    you = view.get("you")
    if not isinstance(you, dict):
        return []
    hand = [symbol_word(s) for s in you.get("hand") or [] if isinstance(s, str)]
    return [_("Your cards: {cards}", cards=", ".join(hand) or "–")]


def describe(data: Mapping[str, Any]) -> str:
    """The board in sentences for a screen reader (the picture's ``<desc>``): the projector's
    panels, then the viewing seat's own hand."""
    view = typed(data if isinstance(data, dict) else {})
    return summary(projector(view), _own(view))
