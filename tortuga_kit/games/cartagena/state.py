"""The whole state of one Cartagena match (secrets included; views mask them).

Hands are counts per symbol (``SYMBOLS`` order): cards of one symbol are alike, so a hand is six
numbers, and so is ``known``, the part of each hand everybody has seen (cards taken from the
face-up row; in the "tortuga" version every hand is open). ``stock[-1]`` is the top of the
face-down stock; ``row[0]`` is the next face-up card to be taken; ``discard[-1]`` was played last.
"""

from __future__ import annotations

from bisect import insort
from typing import Any

from ...engine.game import Result
from ...engine.rng import Rng
from .cards import BOAT, FIELDS, SYMBOLS


class State:
    __slots__ = (
        "n",
        "names",
        "opts",
        "tunnel",
        "pirates",
        "occupancy",
        "hands",
        "known",
        "row",
        "stock",
        "discard",
        "turn_seat",
        "turn_number",
        "passes",
        "stack",
        "result",
        "rng",
    )

    def __init__(self, names: tuple[str, ...], opts: dict[str, Any], rng: Rng) -> None:
        n = len(names)
        self.n = n
        self.names = names
        self.opts = opts
        self.tunnel: tuple[str, ...] = ()
        self.pirates: list[list[int]] = [[] for _ in range(n)]  # sorted positions 0..37
        self.occupancy: list[int] = [0] * FIELDS  # pirates of all colours, field k at [k-1]
        self.hands: list[list[int]] = [[0] * len(SYMBOLS) for _ in range(n)]
        self.known: list[list[int]] = [[0] * len(SYMBOLS) for _ in range(n)]
        self.row: list[str] = []
        self.stock: list[str] = []
        self.discard: list[str] = []
        self.turn_seat = 0
        self.turn_number = 0  # turns begun; the first turn is 1
        self.passes = 0  # turns passed in a row (a whole round of them: nobody can move)
        self.stack: list[Any] = []
        self.result: Result | None = None
        self.rng = rng

    @property
    def variant(self) -> str:
        return str(self.opts["variant"])

    @property
    def open_hands(self) -> bool:
        return bool(self.opts["variant"] == "tortuga")

    def in_boat(self, seat: int) -> int:
        return self.pirates[seat].count(BOAT)

    def move_pirate(self, seat: int, old: int, new: int) -> None:
        """Move one of ``seat``'s pirates from ``old`` to ``new``, keeping the counts."""
        mine = self.pirates[seat]
        mine.remove(old)
        insort(mine, new)
        occ = self.occupancy
        if 0 < old < BOAT:
            occ[old - 1] -= 1
        if 0 < new < BOAT:
            occ[new - 1] += 1

    def clone(self) -> State:
        c = State.__new__(State)
        c.n = self.n
        c.names = self.names
        c.opts = self.opts  # never changed after setup
        c.tunnel = self.tunnel
        c.pirates = [list(p) for p in self.pirates]
        c.occupancy = list(self.occupancy)
        c.hands = [list(h) for h in self.hands]
        c.known = [list(k) for k in self.known]
        c.row = list(self.row)
        c.stock = list(self.stock)
        c.discard = list(self.discard)
        c.turn_seat = self.turn_seat
        c.turn_number = self.turn_number
        c.passes = self.passes
        c.stack = list(self.stack)  # frames are immutable values
        c.result = self.result  # frozen
        c.rng = Rng(self.rng.state)
        return c

    def to_dict(self) -> dict[str, Any]:
        return {
            "names": list(self.names),
            "options": {k: list(v) if isinstance(v, tuple) else v for k, v in self.opts.items()},
            "tunnel": list(self.tunnel),
            "pirates": [list(p) for p in self.pirates],
            "hands": [hand_list(h) for h in self.hands],
            "known": [hand_list(k) for k in self.known],
            "row": list(self.row),
            "stock": list(self.stock),
            "discard": list(self.discard),
            "turn_seat": self.turn_seat,
            "turn_number": self.turn_number,
            "passes": self.passes,
            "stack": [f.to_list() for f in self.stack],
            "result": None if self.result is None else self.result.outcome(),
            "rng": self.rng.state,
        }


def hand_list(counts: list[int]) -> list[str]:
    """A hand's cards by name, in ``SYMBOLS`` order (``[2, 0, 1, ...]`` -> skull, skull, key)."""
    return [sym for sym, k in zip(SYMBOLS, counts) for _ in range(k)]
