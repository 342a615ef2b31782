"""Action texts, made once: playouts offer the same few hundred texts again and again.

Constant texts are tuples here; texts that name a player are kept per set of player names, for
the last few sets only (``NAME_SETS``), so however many matches with custom names are played
the memory stays a few megabytes. Reusing the same string objects also makes the Match's check
"is this text legal" an identity comparison most of the time.
"""

from __future__ import annotations

from .cards import ROW_SIZE
from .state import BOAT_KEYS, LINE_KEYS, SHIPS

MOVE_TO_BOAT = tuple(f"move {k}" for k in BOAT_KEYS)  # by rowboat
MOVE_TO_PLACE = tuple(f"move {k}" for k in LINE_KEYS)  # by place (fd, jr, tortuga)
REVEAL = tuple(f"reveal {i + 1}" for i in range(ROW_SIZE))  # by space
NAME_SETS = 4


class Named:
    """The texts that name a player, for one set of names (index: the named seat)."""

    __slots__ = ("maroon", "shoot", "give", "swap", "marque", "row")

    def __init__(self, names: tuple[str, ...]) -> None:
        self.maroon = tuple(f"maroon {nm}" for nm in names)
        self.shoot = tuple(f"shoot {nm}" for nm in names)
        self.give = tuple(f"give {nm}" for nm in names)
        self.swap = tuple(f"swap {nm}" for nm in names)
        # marque[seat][ship]: a Letter of Marque sends that seat to the back of that ship
        self.marque = tuple(
            tuple(f"marque {nm} {LINE_KEYS[ship]}" for ship in SHIPS) for nm in names
        )
        # (face-down spaces, seat) -> the peek, force and reveal texts (events/row.py)
        self.row: dict[tuple[tuple[int, ...], int], list[str]] = {}


_NAMED: dict[tuple[str, ...], Named] = {}


def named(names: tuple[str, ...]) -> Named:
    """The texts naming the players of ``names`` (kept for the last few sets of names)."""
    texts = _NAMED.get(names)
    if texts is None:
        if len(_NAMED) >= NAME_SETS:
            del _NAMED[next(iter(_NAMED))]  # the oldest set of names
        texts = _NAMED[names] = Named(names)
    return texts
