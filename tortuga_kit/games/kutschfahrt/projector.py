"""Kutschfahrt on the projector: the board toolkit's projector layout, from the public view.

What a room follows: each traveller's number of items, face-up profession, society when
known to all, the coachman and the part each plays in a fight or claim under way; the fight's
score and the draw pile. Never a hand or a secret society: the public view holds neither.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...board.projector import STATUS_LIMIT, Panel, Projector, Row, draw, summary
from ...board.text import as_int as _int
from ...board.text import seat_name
from ...board.text import view_get as _get
from ...engine.i18n import translator
from .svg import (
    PAL,
    STYLE_OWN,
    _item,
    _items,
    _players,
    _pro,
    _profession_line,
    _roles,
    _society,
    _society_class,
    header_line,
)
from .view import KutschfahrtView, typed

_ = translator("kutschfahrt")


def _seat(view: KutschfahrtView, p: dict[str, Any]) -> Panel:
    seat = _int(p.get("seat"), -1)
    rows = [Row(_items(_int(p.get("item_count"))), ("b",))]
    if p.get("profession"):
        pro = _profession_line(p["profession"], p.get("profession_spent"), p.get("profession_copy"))
        rows.append(Row(pro))
    if p.get("society"):
        cls = _society_class(p["society"])
        rows.append(Row(_society(p["society"]), ("b",) + ((cls[3:],) if cls else ())))
    if p.get("coachman"):
        rows.append(Row(_("coachman"), ("b",)))
    for said, cls in _roles(view, seat):
        rows.append(Row(said, tuple(c[3:] for c in cls.split())))
    turn = _get(view.get("turn"), "seat")
    over = isinstance(view.get("result"), dict)
    fill = "turn" if seat == turn and not over else "panel"
    return Panel(str(p.get("name", "?")), tuple(rows), fill)


def _table(view: KutschfahrtView) -> Panel:
    rows = [Row(_("draw pile: {n}", n=_int(view.get("draw_pile"))))]
    fight = view.get("fight")
    if isinstance(fight, dict):
        said = _(
            "{attacker} attacks {defender}",
            attacker=seat_name(view, fight.get("attacker")),
            defender=seat_name(view, fight.get("defender")),
        )
        rows.insert(0, Row(said, ("b",)))
        score = _(
            "attack {a} : defence {d}", a=_int(fight.get("attack")), d=_int(fight.get("defence"))
        )
        rows.insert(1, Row(score, ("b",)))
    return Panel(_("The coach"), tuple(rows))


def projector(view: Any) -> Projector:
    """The projector board of a typed view (its public parts only)."""
    panels = [_seat(view, p) for p in _players(view)] + [_table(view)]
    title = str(view.get("title") or "Kutschfahrt zur Teufelsburg")
    label = _("Kutschfahrt board for the projector")
    return Projector(title, header_line(view, STATUS_LIMIT), tuple(panels), label)


def render_projector(data: Mapping[str, Any]) -> str:
    """The projector board of a view (its public parts only)."""
    view = typed(data if isinstance(data, dict) else {})
    return draw(PAL, STYLE_OWN, projector(view))


def _own(view: KutschfahrtView) -> list[str]:
    """The viewing seat's own society, profession and items, for its own screen reader."""
    you = view.get("you")
    if not isinstance(you, dict):
        return []
    items = [_item(i) for i in you.get("items") or []]
    return [
        _("Your society: {society}", society=_society(you.get("society"))),
        _("Your profession: {profession}", profession=_pro(you.get("profession"))),
        _("Your items: {items}", items=", ".join(items) or "–"),
    ]


def describe(data: Mapping[str, Any]) -> str:
    """The board in sentences for a screen reader (the picture's ``<desc>``): the projector's
    panels, then the viewing seat's own society, profession and items."""
    view = typed(data if isinstance(data, dict) else {})
    return summary(projector(view), _own(view))
