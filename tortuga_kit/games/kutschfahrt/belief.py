"""What one seat may believe about the societies (rules §setup-societies, §looks).

Every player knows which society cards were shuffled for the table (``societies_for``: half
Order, half Brotherhood; at odd counts one more of each with one card left out unseen, or the
traitor with the expansion), its own card, and every society its sheet holds (a look, a claim:
societies never change). The rest were dealt uniformly, so the exact belief about an unknown
seat is its share of the cards still unaccounted for, the left-out card's place included: at 5
players, an Order seat that has seen nobody believes each other seat is Order with 2/5 and
Brotherhood with 3/5. Trades and support are not weighed yet (the rule bot's choices read its
own sheet, which the seat cannot see); what the seat has seen is.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from .cards import SOCIETIES
from .hidden import Observation
from .knowledge import SOCIETY
from .setup.rules import societies_for


def society_belief(o: Observation) -> dict[int, dict[str, float]]:
    """``{seat: {society: probability}}`` for every seat, from ``o`` alone."""
    seen: dict[int, str] = {o.seat: o.society}
    for t, sheet in o.known.items():
        entry = None if sheet is None else sheet[SOCIETY]
        if entry is not None:
            seen[t] = str(entry[0])
    left = Counter(societies_for(o.n, expansion=bool(o.opts["expansion"])))
    left.subtract(Counter(seen.values()))
    places = sum(left.values())  # the unknown seats and the card left out, if any
    out: dict[int, dict[str, float]] = {}
    for t in range(o.n):
        if t in seen:
            out[t] = {seen[t]: 1.0}
        else:
            out[t] = {s: left[s] / places for s in SOCIETIES if left[s] > 0}
    return out


def belief(match: Any, seat: int) -> dict[int, dict[str, float]]:
    """``seat``'s belief about the societies."""
    return society_belief(match.observe(seat))


def belief_of(k: Any) -> dict[int, dict[str, float]]:
    """The belief of a ``Knowledge``'s seat (``SearchHints.belief``)."""
    return society_belief(k.observation)
