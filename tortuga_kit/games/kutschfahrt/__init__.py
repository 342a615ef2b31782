"""Kutschfahrt zur Teufelsburg: the components and the pure rules functions, not yet a
registered game (issue 10 goes on: no ``game.py``, nothing in ``games/__init__.py``).

    from tortuga_kit.games.kutschfahrt import ITEMS, PROFESSIONS, SOCIETIES
"""

from .cards import ITEMS, PROFESSIONS, SOCIETIES
from .fight import resolve_fight as resolve_fight

__all__ = ["ITEMS", "PROFESSIONS", "SOCIETIES"]
