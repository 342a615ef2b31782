"""1. Vorwärts ziehen (rules §forward, §boat; seed 003 · Spielverlauf, reference §5).

Play a card, then move one of your pirates to the next field ahead that shows the card's symbol
and holds no pirate at all; fields with a different symbol or with pirates of any colour are
jumped. When no such field is left up to the end of the tunnel, the pirate jumps into the boat.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.events import Event
from ...engine.i18n import translator
from . import rulerefs as R
from .cards import BOAT, FIELDS, SYMBOL_INDEX, SYMBOLS
from .state import State
from .words import A_CARD, FROM, SYMBOL, filled

_ = translator("cartagena")
_INTO_BOAT = _.lazy(
    "{name} plays {a_card} and moves a pirate {from_where} into the boat: "
    "no free {card} field is left ahead."
)
_TO_FIELD = _.lazy(
    "{name} plays {a_card} and moves a pirate {from_where} to field {target}, "
    "the next free {card} field."
)


def forward_target(
    tunnel: Sequence[str], occupancy: Sequence[int], position: int, symbol: str
) -> int:
    """Where a pirate on ``position`` (0..36) goes with a ``symbol`` card: a field 1..36, or BOAT.

    ``tunnel[k-1]`` is field k's symbol, ``occupancy[k-1]`` its pirates of all colours.

    >>> tunnel = ["hat", "key", "bottle", "skull", "dagger", "pistol"] * 6
    >>> occupancy = [0, 1, 3] + [0] * 33
    >>> forward_target(tunnel, occupancy, 0, "bottle")   # field 3 holds 3 pirates: jumped
    9
    >>> forward_target(tunnel, [1] * 36, 0, "key")       # no free key field left: the boat
    37
    """
    if symbol not in SYMBOLS:
        raise ValueError(f"unknown symbol {symbol!r}: one of {', '.join(SYMBOLS)}")
    if type(position) is not int or not 0 <= position <= FIELDS:
        raise ValueError(f"a pirate moving forward stands on 0..{FIELDS}, not {position!r}")
    for field in range(position + 1, FIELDS + 1):
        if occupancy[field - 1] == 0 and tunnel[field - 1] == symbol:
            return field
    return BOAT


def play_forward(s: State, seat: int, position: int, symbol: str, ev: list[Event]) -> int:
    """Play a ``symbol`` card and move ``seat``'s pirate on ``position`` forward; its target."""
    i = SYMBOL_INDEX[symbol]
    s.hands[seat][i] -= 1
    known = s.known[seat]
    if known[i]:
        known[i] -= 1
    s.discard.append(symbol)
    target = forward_target(s.tunnel, s.occupancy, position, symbol)
    s.move_pirate(seat, position, target)
    if target == BOAT:
        ev.append(
            Event(
                filled(
                    _INTO_BOAT,
                    {
                        "name": s.names[seat],
                        "a_card": A_CARD[symbol],
                        "from_where": FROM[position],
                        "card": SYMBOL[symbol],
                    },
                ),
                R.BOAT,
                "move",
                "boat",
            )
        )
    else:
        ev.append(
            Event(
                filled(
                    _TO_FIELD,
                    {
                        "name": s.names[seat],
                        "a_card": A_CARD[symbol],
                        "from_where": FROM[position],
                        "target": target,
                        "card": SYMBOL[symbol],
                    },
                ),
                R.FORWARD,
                "move",
                "forward",
            )
        )
    return target
