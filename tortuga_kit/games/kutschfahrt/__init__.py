"""Kutschfahrt zur Teufelsburg: the components and the pure rules functions, not yet a
registered game (issue 10 goes on: no ``game.py``, nothing in ``games/__init__.py``).

    from tortuga_kit.games.kutschfahrt import ITEMS, PROFESSIONS, SOCIETIES
    from tortuga_kit.games.kutschfahrt import check_claim, resolve_fight, trade_effects, trade_rules
"""

from .cards import ITEMS, PROFESSIONS, SOCIETIES
from .fight import FightResult, resolve_fight
from .trade import TradeRules, trade_effects, trade_rules
from .victory import ClaimResult, check_claim

__all__ = [
    "ITEMS",
    "PROFESSIONS",
    "SOCIETIES",
    "ClaimResult",
    "FightResult",
    "TradeRules",
    "check_claim",
    "resolve_fight",
    "trade_effects",
    "trade_rules",
]
