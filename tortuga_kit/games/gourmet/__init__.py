"""Tortuga Gourmet: the pure rules functions (scoring and sailing), not yet a registered game.

There is no ``game.py`` yet and nothing in ``tortuga_kit/games/__init__.py`` registers it: the
state, decisions, views and board are the next step. What is here works on plain data, the
same the match will use::

    from tortuga_kit.games.gourmet import INGREDIENTS, map_targets, move_target, score

>>> score((("grog", "seaweed", "drumstick"), ("fish", "fruit")), ["fish 1", "fruit 4"]).total
3
>>> move_target([7] * 12, 11, 2, "clockwise")
1
"""

from .cards import INGREDIENTS
from .moving import map_targets, move_target
from .scoring import ScoreResult, score

__all__ = ["INGREDIENTS", "ScoreResult", "map_targets", "move_target", "score"]
