"""Schiffsjunge (seed 000 · Schiffsjunge: Schatztruhe schmuggeln / rulebook p.4): the Cabin Boy
moves one chest on their ship from the British to the French hold, or back.

Event tag: ``smuggle``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.errors import IllegalAction
from ...engine.events import Event
from ...engine.i18n import translator
from . import rulerefs as R
from .frames import event
from .state import BRITISH_SLOTS, FRENCH_SLOTS, SHIP_NAMES, State, chest_slot

_ = translator("tortuga1667")


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
    if words[1] == "french":
        text = _.lazy(
            "{name}, Cabin Boy of the {ship}, moves a chest from the French to the British hold.",
            name=s.names[seat],
            ship=SHIP_NAMES[ship],
        )
    else:
        text = _.lazy(
            "{name}, Cabin Boy of the {ship}, moves a chest from the British to the French hold.",
            name=s.names[seat],
            ship=SHIP_NAMES[ship],
        )
    ev.append(
        event(
            text,
            R.CABIN_BOY,
            "chest",
            "smuggle",
        )
    )


def why_not_smuggle(s: State, seat: int, words: Sequence[str]) -> IllegalAction:
    text = " ".join(words)
    if list(words[1:]) not in (["british", "french"], ["french", "british"]):
        return IllegalAction(
            _(
                "{text}: write 'smuggle british french' or 'smuggle french british' (from one "
                "hold to the other)",
                text=repr(text),
            ),
            "malformed",
            R.CABIN_BOY,
        )
    return IllegalAction(
        _(
            "{text}: the hold it leaves must hold a chest (write 'smuggle british french' or "
            "'smuggle french british')",
            text=repr(text),
        ),
        "empty_hold",
        R.CABIN_BOY,
    )
