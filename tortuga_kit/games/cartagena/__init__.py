"""Cartagena: rules, components, views (see ``game.py`` for the contract).

The movement rules are pure functions over plain lists, the same the match uses::

    from tortuga_kit.games.cartagena import BOAT, FIELDS, START, SYMBOLS
    from tortuga_kit.games.cartagena import backward_target, forward_target
"""

from .back import backward_target
from .cards import BOAT, FIELDS, START, SYMBOLS
from .forward import forward_target
from .game import GAME, Cartagena

__all__ = [
    "BOAT",
    "FIELDS",
    "GAME",
    "START",
    "SYMBOLS",
    "Cartagena",
    "backward_target",
    "forward_target",
]
