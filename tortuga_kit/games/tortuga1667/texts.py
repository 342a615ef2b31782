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
#: At most this many Letter of Marque lists are kept per set of names (``Named.marques``):
#: past it the table starts afresh.
MARQUE_LISTS = 1024


class Named:
    """The texts that name a player, for one set of names (index: the named seat)."""

    __slots__ = (
        "maroon",
        "shoot",
        "give",
        "swap",
        "marque",
        "row",
        "others",
        "target",
        "force",
        "marques",
        "full_row",
    )

    def __init__(self, names: tuple[str, ...]) -> None:
        self.maroon = tuple(f"maroon {nm}" for nm in names)
        self.shoot = tuple(f"shoot {nm}" for nm in names)
        self.give = tuple(f"give {nm}" for nm in names)
        self.swap = tuple(f"swap {nm}" for nm in names)
        # marque[seat][ship]: a Letter of Marque sends that seat to the back of that ship
        self.marque = tuple(
            tuple(f"marque {nm} {LINE_KEYS[ship]}" for ship in SHIPS) for nm in names
        )
        # others[verb][seat]: a card's texts naming every other player (events/helpful.py's
        # TargetFrame: shoot, give, swap), one list per seat (do not change it)
        self.others = {
            verb: tuple(
                [texts[t] for t in range(len(names)) if t != seat] for seat in range(len(names))
            )
            for verb, texts in (("shoot", self.shoot), ("give", self.give), ("swap", self.swap))
        }
        # "shoot Anne", "give Anne", "swap Anne" -> Anne's seat (TargetFrame.target)
        self.target = {
            text: seat
            for texts in (self.shoot, self.give, self.swap)
            for seat, text in enumerate(texts)
        }
        # "force Anne 2 4" -> (Anne's seat, space, space), counted from 0 (events/row.py)
        self.force = {
            f"force {nm} {a + 1} {b + 1}": (seat, a, b)
            for seat, nm in enumerate(names)
            for a in range(ROW_SIZE)
            for b in range(a + 1, ROW_SIZE)
        }
        # (who is on Tortuga, the rowboats, room on each ship) -> a Letter of Marque's texts
        self.marques: dict[tuple[frozenset[int], int, int, bool, bool], list[str]] = {}
        # (face-down spaces, seat) -> the peek, force and reveal texts (events/row.py)
        self.row: dict[tuple[tuple[int, ...], int], list[str]] = {}
        # seat -> those texts with all five spaces face down (most turns): no key to make
        self.full_row: list[list[str] | None] = [None] * len(names)


_NAMED: dict[tuple[str, ...], Named] = {}


def named(names: tuple[str, ...]) -> Named:
    """The texts naming the players of ``names`` (kept for the last few sets of names)."""
    texts = _NAMED.get(names)
    if texts is None:
        if len(_NAMED) >= NAME_SETS:
            del _NAMED[next(iter(_NAMED))]  # the oldest set of names
        texts = _NAMED[names] = Named(names)
    return texts
