"""Schädliche Karten (seed 000 · Ereigniskarten: Albatross, Black Spot / rulebook p.7).

- Albatross (3 copies, none with 2–3 players): kept face up in front of whoever revealed it. A
  ship with two Albatrosses aboard maroons its whole crew in reverse order (``marooning.
  check_albatross``, also when an Albatross holder joins a ship); on Tortuga it does nothing.
- Black Spot (3 copies): whoever reveals it is marooned.

Event tags: ``albatross_kept`` (and ``albatross`` when a crew goes), ``maroon``.
"""

from __future__ import annotations

from ....engine.events import Event
from ....engine.i18n import translator
from .. import rulerefs as R
from ..frames import event
from ..marooning import check_albatross, request_maroon
from ..state import TORTUGA, State

_ = translator("tortuga1667")

KEEPS_ALBATROSS = _.template("{name} keeps the Albatross face up ({n} now).")


def albatross(s: State, seat: int, card: str, ev: list[Event]) -> None:
    s.albatross[seat] += 1
    ev.append(
        event(
            KEEPS_ALBATROSS,
            R.ALBATROSS,
            "card",
            "albatross_kept",
            None,
            (s.names[seat], s.albatross[seat]),
        )
    )
    where, idx = s.where(seat)
    if where == "line" and idx != TORTUGA:
        check_albatross(s, idx, ev)


def black_spot(s: State, seat: int, card: str, ev: list[Event]) -> None:
    s.discard.append(card)
    request_maroon(s, seat, "black_spot", ev)
