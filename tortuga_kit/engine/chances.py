"""Turning a position's numbers into win chances, for the search's cut-off rollouts.

A rollout the search cuts before the end is scored by each game's heuristic (``SearchHints``):
the games measure something of their own (chests, fields gained, points) and these two shapes
turn it into chances in 0..1. Kept apart so every game's heuristic reads the same way.
"""

from __future__ import annotations

import math
from collections.abc import Sequence


def softmax(scores: Sequence[float], sharpness: float) -> list[float]:
    """Each seat's share of exp(sharpness * score): the leader's chance grows with its lead.

    >>> [round(p, 3) for p in softmax([1.0, 1.0], 1.0)]
    [0.5, 0.5]
    """
    top = max(scores)
    weights = [math.exp(sharpness * (s - top)) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


def logistic(lead: float, sharpness: float) -> float:
    """The chance to win with ``lead`` ahead: 1/2 when level, towards 1 with a big lead.

    >>> logistic(0.0, 1.0)
    0.5
    """
    return 1.0 / (1.0 + math.exp(-sharpness * lead))
