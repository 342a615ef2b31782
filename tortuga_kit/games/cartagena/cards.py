"""Cartagena's components as data (rules §tunnel, §deck, §setup; seed 003 · Startsituation).

Positions are plain integers, the same in the rules, the views and the board: ``START`` (0) is the
fortress before field 1, fields are ``1..FIELDS`` (field 1 nearest the start) and ``BOAT`` (37) is
the sloop at the far end. Neither the start nor the boat is a field: no move ever lands *on* the
start, and the boat holds any number of pirates.
"""

from __future__ import annotations

START: int = 0  # before field 1; not a field
BOAT: int = 37  # the sloop; not a field
FIELDS: int = 36  # fields are numbered 1..36, field 1 nearest the start
SEGMENTS = 6  # board pieces of 6 fields each
SEGMENT = FIELDS // SEGMENTS
SYMBOLS = ("skull", "dagger", "key", "bottle", "pistol", "hat")
SYMBOL_INDEX = {s: i for i, s in enumerate(SYMBOLS)}
PIRATES = 6  # per player, for every player count (seed 003 · Startsituation)
MAX_ON_FIELD = 3  # follows from the moves: forward needs 0 pirates, back needs 1 or 2
HAND_SIZE = 6  # cards dealt to each player (seed 003 · Startsituation)
ROW_SIZE = 12  # face-up draw cards (seed 003 · Unterschiede zur Originalregel)
CARDS_PER_SYMBOL = 17  # the original box: 102 cards (reference §1); the seed names no number
MAX_CARDS_PER_SYMBOL = 40

#: Colours of the five pirate sets (one implementation's, reference §1), one per seat.
COLOURS = ("red", "green", "yellow", "blue", "brown")
DEFAULT_NAMES = ("Anne", "Bart", "Calico", "Dirk", "Edward")

#: The printed pieces that are known (reference §2, source S7: probably one side of each), in
#: the kit's symbol names (S7's "gun" is the pistol, its "knife" the dagger).
PRINTED_SEGMENTS: tuple[tuple[str, ...], ...] = (
    ("bottle", "pistol", "hat", "skull", "dagger", "key"),
    ("dagger", "bottle", "key", "pistol", "hat", "skull"),
    ("hat", "key", "pistol", "bottle", "skull", "dagger"),
    ("key", "bottle", "skull", "dagger", "hat", "pistol"),
    ("pistol", "key", "dagger", "hat", "skull", "bottle"),
    ("hat", "dagger", "key", "bottle", "pistol", "skull"),
)


def where_words(position: int) -> str:
    """A position in words: "the start", "field 12", "the boat"."""
    if position == START:
        return "the start"
    if position == BOAT:
        return "the boat"
    return f"field {position}"


#: ``where_words`` of every position, made once.
WHERE = tuple(where_words(p) for p in range(BOAT + 1))
#: "on field 8", "on the start", "in the boat": where a pirate stands, for messages.
ON = tuple("in the boat" if p == BOAT else f"on {where_words(p)}" for p in range(BOAT + 1))
