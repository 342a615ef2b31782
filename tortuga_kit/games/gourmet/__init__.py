"""Tortuga Gourmet: rules, components, views (see ``game.py`` for the contract).

The scoring and sailing rules are pure functions over plain data, the same the match uses::

    from tortuga_kit.games.gourmet import INGREDIENTS, map_targets, move_target, score

>>> score((("grog", "seaweed", "drumstick"), ("fish", "fruit")), ["fish 1", "fruit 4"]).total
3
>>> move_target([7] * 12, 11, 2, "clockwise")
1
"""

from .carddata import load_card_data
from .cards import INGREDIENTS
from .game import GAME, Gourmet
from .moving import map_targets, move_target
from .scoring import ScoreResult, score

__all__ = [
    "GAME",
    "INGREDIENTS",
    "Gourmet",
    "ScoreResult",
    "load_card_data",
    "map_targets",
    "move_target",
    "score",
]
