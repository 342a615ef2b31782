"""How a Tortuga Gourmet dinner stands, for the search bot (``bots.search``; rules §scoring).

Pantry and hand both score at the end, so a seat's standing is the score of all its cards now,
by the rules' exact scorer (``ending.scores``); the leader's chance grows with its lead.
"""

from __future__ import annotations

from ...engine.chances import softmax
from ...engine.game import SearchHints
from .ending import scores
from .state import State

#: How sharply a lead in points turns into a chance to win.
SHARPNESS = 0.35


def value(s: State) -> list[float]:
    return softmax([float(r.total) for r in scores(s)], SHARPNESS)


SEARCH = SearchHints(rollout="cook", value=value, turns=2, decisions=30)
