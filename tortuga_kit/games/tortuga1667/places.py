"""Positionen (seed 000 · Positionen / rulebook p.3): who stands where, and what that makes them.

The first pawn on a ship is its Captain, the second its First Mate, the last its Cabin Boy (one
pawn can hold several roles); the first pawn on Tortuga is its Governor. At most 5 pawns stand on
a ship; a rowboat holds one pawn and gives no role. The lines and rowboats themselves live in
``State``; this module puts them into words and answers questions about them.
"""

from __future__ import annotations

from .cards import SHIP_CAPACITY
from .state import PLACE_TITLES, SHIP_TITLES, State

ROLE_TITLES = {
    "captain": "Captain",
    "first_mate": "First Mate",
    "cabin_boy": "Cabin Boy",
    "governor": "Governor",
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
        return f"in the {SHIP_TITLES[idx]}'s rowboat (no role)"
    roles = s.roles(seat)
    if roles:
        return " and ".join(ROLE_TITLES[r] for r in roles) + f" of {PLACE_TITLES[idx]}"
    pos = s.lines[idx].index(seat) + 1
    return f"number {pos} in line on {PLACE_TITLES[idx]} (no role)"
