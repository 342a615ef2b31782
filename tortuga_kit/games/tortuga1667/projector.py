"""Tortuga 1667 on the projector: the board toolkit's projector layout, from the public view.

What a room follows: the score, the galleon's chests, each ship's crew (Captain first) and
holds, Tortuga's line and treasure, the rowboats, the event row and the vote. Never a seat's
loyalty or hand: this is drawn from ``m.view()`` and shows only what everybody sees (a seat
view given to it draws the same public panels).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...board.projector import Panel, Projector, Row, draw, summary
from ...board.text import as_int as _int
from ...board.text import view_get as _get
from ...engine.i18n import translator
from .svg import (
    BOAT_TITLES,
    OWN_STYLE,
    PAL,
    ROLE_LETTERS,
    SHIP_FALLBACK_TITLES,
    SHIP_KEYS,
    _kind,
    _nation,
    _roles,
    status_line,
)
from .verbs import vote_card
from .view import TortugaView, typed

_ = translator("tortuga1667")


def _name(view: TortugaView, seat: Any) -> str:
    names = _get(view.get("names"), default=[])
    ok = isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names)
    return str(names[seat]) if ok else "?"


def _crew(view: TortugaView, line: Sequence[Any], roles: Sequence[str]) -> str:
    """A line of pawns in order, each with its role letters: "C Anne · FM Bart · CB Cora"."""
    out = []
    for seat, role in zip(line, roles):
        letters = "/".join(_.get(ROLE_LETTERS.get(r, r)) for r in role.split("/") if r)
        out.append(f"{letters} {_name(view, seat)}".strip())
    return " · ".join(out) or _("nobody")


def _ship(view: TortugaView, key: str) -> Panel:
    ship = _get(view.get("ships"), key, default={})
    line = [s for s in _get(ship, "line", default=[]) if isinstance(s, int)]
    roles = [_roles(j, len(line)) for j in range(len(line))]
    holds = _get(ship, "holds", default={})
    b, f = _int(_get(holds, "british")), _int(_get(holds, "french"))
    return Panel(
        str(_get(ship, "title", default=_.get(SHIP_FALLBACK_TITLES[key]))),
        (
            Row(_crew(view, line, roles)),
            Row(_("British hold: {n}", n=b), ("b", "team-british")),
            Row(_("French hold: {n}", n=f), ("b", "team-french")),
        ),
        "sea",
    )


def _island(view: TortugaView) -> Panel:
    line = [s for s in _get(view.get("tortuga"), "line", default=[]) if isinstance(s, int)]
    treasure = _get(view.get("tortuga"), "treasure", default={})
    b, f = _int(_get(treasure, "british")), _int(_get(treasure, "french"))
    return Panel(
        _("Tortuga"),
        (
            Row(_crew(view, line, ["G"] + [""] * (len(line) - 1))),
            Row(_("British treasure: {n}", n=b), ("b", "team-british")),
            Row(_("French treasure: {n}", n=f), ("b", "team-french")),
        ),
        "island",
    )


def _galleon(view: TortugaView) -> Panel:
    scores = _get(view.get("scores"), default={})
    b, f = _int(_get(scores, "british")), _int(_get(scores, "french"))
    chests = _int(view.get("galleon"))
    return Panel(
        _("Spanish galleon"),
        (
            Row(_.plural("{n} chest", "{n} chests", chests), ("b",)),
            Row(_("British {n}", n=b), ("b", "team-british")),
            Row(_("{n} French", n=f), ("b", "team-french")),
        ),
    )


def _boats_and_row(view: TortugaView) -> Panel:
    rows = []
    for key in SHIP_KEYS:
        seat = _get(view.get("boats"), key)
        if _get(view.get("destroyed"), key, default=False):
            said = _("destroyed")
        else:
            said = _name(view, seat) if isinstance(seat, int) else _("empty")
        rows.append(Row(f"{_.get(BOAT_TITLES[key])}: {said}"))
    cards = []
    for i, slot in enumerate(_get(view.get("row"), default=[])):
        title = _get(slot, "title")
        shown = _("empty") if _get(slot, "empty", default=False) else (title or "?")
        cards.append(f"{_get(slot, 'slot', default=i + 1)}\u00a0{shown}")
    rows.append(Row(_("Event row:") + " " + " · ".join(cards)))
    return Panel(_("Rowboats and events"), tuple(rows))


def _vote(view: TortugaView) -> Panel | None:
    vote, last = view.get("vote"), view.get("last_vote")
    if isinstance(vote, dict):
        said = _(
            "{kind} called by {name}",
            kind=_kind(_get(vote, "kind", default="?")),
            name=_name(view, _get(vote, "caller")),
        )
        down = _int(_get(vote, "cards_down"))
        return Panel(
            _("Vote"),
            (Row(said, ("b",)), Row(_.plural("{n} card face down", "{n} cards face down", down))),
        )
    if isinstance(last, dict):
        kind = _kind(_get(last, "kind", default="?"))
        return Panel(
            _("Last vote ({kind})", kind=kind), (Row(str(_get(last, "explanation", default=""))),)
        )
    return None


def status(view: TortugaView) -> str:
    """The status line: the step, whose turn and the decision, or the result."""
    result = view.get("result")
    if isinstance(result, dict):
        reason = str(_get(result, "reason", default=""))
        return f"{status_line(view)} · {reason}" if reason else status_line(view)
    return status_line(view)


def projector(view: Any) -> Projector:
    """The projector board of a typed view (its public parts only)."""
    panels = [_galleon(view), _ship(view, "fd"), _ship(view, "jr"), _island(view)]
    panels.append(_boats_and_row(view))
    vote = _vote(view)
    if vote is not None:
        panels.append(vote)
    title = str(_get(view.get("title"), default="Tortuga 1667"))
    return Projector(title, status(view), tuple(panels), _("Tortuga 1667 board for the projector"))


def render_projector(data: Mapping[str, Any]) -> str:
    """The projector board of a view (its public parts only)."""
    view = typed(data if isinstance(data, dict) else {})
    return draw(PAL, OWN_STYLE, projector(view))


def _own(view: TortugaView) -> list[str]:
    """The viewing seat's own secrets, for its own screen reader: loyalty and vote hand."""
    you = view.get("you")
    if not isinstance(you, dict):
        return []
    hand = [vote_card(str(c)).render() for c in you.get("hand") or []]
    out = [_("Your loyalty: {nation}", nation=_nation(you.get("loyalty") or "?"))]
    return out + [_("Your vote cards: {cards}", cards=", ".join(hand) or _("none"))]


def describe(data: Mapping[str, Any]) -> str:
    """The board in sentences for a screen reader (the picture's ``<desc>``): the projector's
    panels, then the viewing seat's own loyalty and cards."""
    view = typed(data if isinstance(data, dict) else {})
    return summary(projector(view), _own(view))
