"""How a Cartagena race stands, for the search bot (``bots.search``; rules §goal).

The race is won by bringing every pirate into the boat, so a seat's standing is the fields its
pirates have covered (the boat counts as field 37, ``BOAT``) plus what its cards are worth in
fields (a card moves a pirate a few fields on); the leader's chance grows with its lead.
"""

from __future__ import annotations

from ...engine.chances import softmax
from ...engine.game import SearchHints
from .planning import plans
from .state import State

#: Fields one card in hand is worth (a forward move leaps over several fields).
CARD_FIELDS = 2.5
#: How sharply a lead in fields turns into a chance to win.
SHARPNESS = 0.12


def standing(s: State, seat: int) -> float:
    return float(sum(s.pirates[seat])) + CARD_FIELDS * sum(s.hands[seat])


def value(s: State) -> list[float]:
    return softmax([standing(s, p) for p in range(s.n)], SHARPNESS)


SEARCH = SearchHints(rollout="runner", value=value, turns=2, decisions=30, plans=plans)
