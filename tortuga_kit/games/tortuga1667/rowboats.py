"""Ruderboote (seed 000 · So läuft ein Zug ab (Alle: Ruderboot), Aussetzen und Ruderboote /
rulebook p.4, p.6): the only way between the ships and Tortuga.

Each ship has one rowboat between it and Tortuga; a rowboat holds one pawn. From a ship a pawn
climbs into that ship's rowboat; from Tortuga into either; from a rowboat it rows to the back of
its ship (if the ship has room) or of Tortuga. A rowboat blown up by Black Powder is gone.

Event tag: ``move``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.citations import shown
from ...engine.errors import IllegalAction
from ...engine.events import Event
from ...engine.i18n import translator
from . import rulerefs as R
from .frames import event
from .marooning import join
from .places import has_room
from .state import (
    FD,
    JR,
    NO_ONE,
    PLACE_NAMES,
    PLACE_TITLES,
    SHIP_NAMES,
    SHIP_TITLES,
    TORTUGA,
    State,
)
from .texts import MOVE_TO_BOAT, MOVE_TO_PLACE
from .verbs import BOAT_BY_KEY

_ = translator("tortuga1667")

CLIMBS = _.template("{name} climbs into the {ship}'s rowboat.")

PLACE_BY_KEY = {"fd": FD, "jr": JR, "tortuga": TORTUGA}


def move_actions(s: State, seat: int, where: str, idx: int) -> list[str]:
    """The move texts of ``seat``, standing at ``(where, idx)`` (``State.where``)."""
    boats, destroyed = s.boats, s.destroyed
    if where == "line":
        if idx != TORTUGA:
            return [MOVE_TO_BOAT[idx]] if boats[idx] == NO_ONE and not destroyed[idx] else []
        out = []  # from Tortuga into either free rowboat
        if boats[0] == NO_ONE and not destroyed[0]:
            out.append(MOVE_TO_BOAT[0])
        if boats[1] == NO_ONE and not destroyed[1]:
            out.append(MOVE_TO_BOAT[1])
        return out
    out = [MOVE_TO_PLACE[idx]] if has_room(s, idx) else []
    out.append(MOVE_TO_PLACE[TORTUGA])
    return out


def move(s: State, seat: int, words: Sequence[str], ev: list[Event]) -> None:
    dest = words[1]
    name = s.names[seat]
    where, idx = s.where(seat)
    if dest in BOAT_BY_KEY:
        b = BOAT_BY_KEY[dest]
        s.lines[idx].remove(seat)
        s.boats[b] = seat
        ev.append(event(CLIMBS, R.MOVE, "move", "move", None, (name, SHIP_NAMES[b])))
        return
    s.boats[idx] = NO_ONE
    place = PLACE_BY_KEY[dest]
    text = _.lazy("{name} rows to the back of {place}", name=name, place=PLACE_NAMES[place])
    join(s, seat, place, ev, text, R.MOVE)


def why_not_move(s: State, seat: int, words: Sequence[str]) -> IllegalAction:
    dest = words[1] if len(words) > 1 else ""
    return IllegalAction(_reason(s, seat, dest), "bad_move", R.MOVE)


def _reason(s: State, seat: int, dest: str) -> str:
    where, idx = s.where(seat)
    get = _.get
    if dest in BOAT_BY_KEY:
        b = BOAT_BY_KEY[dest]
        if where == "boat":
            return _("you are already in a rowboat: row to its ship or to Tortuga")
        ship = get(SHIP_TITLES[b])
        if s.destroyed[b]:
            return _("the {ship}'s rowboat was blown up (Black Powder)", ship=ship)
        if s.boats[b] != NO_ONE:
            return _(
                "the {ship}'s rowboat is taken by {name} (1 pawn)",
                ship=ship,
                name=s.names[s.boats[b]],
            )
        if idx != TORTUGA and idx != b:
            return _(
                "the {ship}'s rowboat does not touch {place}",
                ship=ship,
                place=get(PLACE_TITLES[idx]),
            )
    if dest in PLACE_BY_KEY:
        place = PLACE_BY_KEY[dest]
        if where != "boat" and place == idx:
            return _("you are already on {place}", place=get(PLACE_TITLES[idx]))
        if where != "boat":
            return _(
                "ships and Tortuga are linked only through the rowboats: move into an "
                "adjacent rowboat first"
            )
        if place != TORTUGA and place != idx:
            return _("this rowboat touches the {ship} and Tortuga only", ship=get(SHIP_TITLES[idx]))
        if place != TORTUGA and not has_room(s, place):
            return _(
                "the {ship} is full (5 pawns): {rule}",
                ship=get(SHIP_TITLES[place]),
                rule=shown(R.SHIP_FULL),
            )
    return _("{dest} is not a place: use fd-boat, jr-boat, fd, jr or tortuga", dest=repr(dest))
