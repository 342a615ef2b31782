"""Positionen (seed 000 · Positionen / rulebook p.3): who stands where, and what that makes them.

The first pawn on a ship is its Captain, the second its First Mate, the last its Cabin Boy (one
pawn can hold several roles); the first pawn on Tortuga is its Governor. At most 5 pawns stand on
a ship; a rowboat holds one pawn and gives no role. The lines and rowboats themselves live in
``State``; this module puts them into words and answers questions about them.
"""

from __future__ import annotations

from ...engine.i18n import translator
from .cards import SHIP_CAPACITY
from .state import PLACE_TITLES, SHIP_TITLES, State

_ = translator("tortuga1667")

ROLE_TITLES = {
    "captain": _.mark("Captain"),
    "first_mate": _.mark("First Mate"),
    "cabin_boy": _.mark("Cabin Boy"),
    "governor": _.mark("Governor"),
}


def others(s: State, seat: int) -> list[int]:
    """Every seat but ``seat``, in seat order (targets of a Pistol, a treasure map, a Façade)."""
    return [t for t in range(s.n) if t != seat]


def has_room(s: State, ship: int) -> bool:
    """A ship takes another pawn (seed 000 · Positionen: at most 5 per ship)."""
    return len(s.lines[ship]) < SHIP_CAPACITY


def place_words(s: State, seat: int) -> str:
    """Where ``seat`` stands and what that makes them, for messages ("Captain of Tortuga")."""
    where, idx = s.where(seat)
    if where == "boat":
        return _("in the {ship}'s rowboat (no role)", ship=_.get(SHIP_TITLES[idx]))
    roles = s.roles(seat)
    place = _.get(PLACE_TITLES[idx])
    if roles:
        titles = _(" and ").join(_.get(ROLE_TITLES[r]) for r in roles)
        return _("{roles} of {place}", roles=titles, place=place)
    pos = s.lines[idx].index(seat) + 1
    return _("number {pos} in line on {place} (no role)", pos=pos, place=place)
