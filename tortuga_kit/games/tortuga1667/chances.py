"""How a Tortuga 1667 game stands, for the search bot (``bots.search``; rules §end).

When the Armada comes the nation with more chests wins, and the Dutch player wins a tie. So a
British or French seat's chance grows with its nation's lead in chests; the Dutch seat's is
best when the two are level. Loyalties are read from the world the search imagined, never from
the real state.
"""

from __future__ import annotations

import math

from ...engine.chances import logistic
from ...engine.game import SearchHints
from .belief import belief
from .state import State

#: How sharply a lead in chests turns into a chance to win.
SHARPNESS = 0.8
#: How fast the Dutch seat's chance falls as the nations draw apart.
DUTCH_FALL = 0.6


def value(s: State) -> list[float]:
    c = s.chests
    lead = float(c[1] + c[3] + c[5] - c[2] - c[4] - c[6])  # British less French
    british = logistic(lead, SHARPNESS)
    dutch = math.exp(-DUTCH_FALL * lead * lead)
    by_team = {"british": british, "french": 1.0 - british, "dutch": dutch}
    return [by_team[team] for team in s.loyalty]


SEARCH = SearchHints(rollout="loyal", value=value, turns=2, decisions=30, belief=belief)
