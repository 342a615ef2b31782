"""Schiffsjunge (seed 000 · Schiffsjunge: Schatztruhe schmuggeln / rulebook p.4): the Cabin Boy
moves one chest on their ship from the British to the French hold, or back.

Event tag: ``smuggle``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.errors import IllegalAction
from ...engine.events import Event
from . import rulerefs as R
from .frames import event
from .state import BRITISH_SLOTS, FRENCH_SLOTS, SHIP_TITLES, State, chest_slot


def smuggle_actions(s: State, ship: int) -> list[str]:
    """Asked at every turn of a Cabin Boy: the holds are looked up in the slot tables."""
    out = []
    if s.chests[BRITISH_SLOTS[ship]]:
        out.append("smuggle british french")
    if s.chests[FRENCH_SLOTS[ship]]:
        out.append("smuggle french british")
    return out


def smuggle(s: State, seat: int, words: Sequence[str], ev: list[Event]) -> None:
    ship = s.where(seat)[1]
    s.chests[chest_slot(ship, words[1])] -= 1
    s.chests[chest_slot(ship, words[2])] += 1
    ev.append(
        event(
            f"{s.names[seat]}, Cabin Boy of the {SHIP_TITLES[ship]}, moves a chest from the "
            f"{words[1].title()} to the {words[2].title()} hold.",
            R.CABIN_BOY,
            "chest",
            "smuggle",
        )
    )


def why_not_smuggle(s: State, seat: int, words: Sequence[str]) -> IllegalAction:
    text = " ".join(words)
    if list(words[1:]) not in (["british", "french"], ["french", "british"]):
        return IllegalAction(
            f"{text!r}: write 'smuggle british french' or 'smuggle french british' (from one "
            "hold to the other)",
            "malformed",
            R.CABIN_BOY,
        )
    return IllegalAction(
        f"{text!r}: the hold it leaves must hold a chest (write 'smuggle british french' or "
        "'smuggle french british')",
        "empty_hold",
        R.CABIN_BOY,
    )
