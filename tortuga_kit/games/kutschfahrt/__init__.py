"""Kutschfahrt zur Teufelsburg: the registered game (``game.py``) and its pure rules functions.

from tortuga_kit.games.kutschfahrt import ITEMS, PROFESSIONS, SOCIETIES
from tortuga_kit.games.kutschfahrt import check_claim, resolve_fight, trade_effects, trade_rules
from tortuga_kit.games.kutschfahrt import deal, forced_gifts, hand_limit, societies_for
"""

from . import game as _game  # noqa: F401  (registers "kutschfahrt")
from .cards import ITEMS, PROFESSIONS, SOCIETIES
from .fight.rules import FightResult, resolve_fight
from .setup.rules import (
    Deal,
    ForcedGifts,
    deal,
    forced_gifts,
    hand_limit,
    over_limit,
    societies_for,
    trank_in_play,
)
from .trade.rules import TradeRules, trade_effects, trade_rules
from .victory.rules import ClaimResult, check_claim

__all__ = [
    "ITEMS",
    "PROFESSIONS",
    "SOCIETIES",
    "ClaimResult",
    "Deal",
    "FightResult",
    "ForcedGifts",
    "TradeRules",
    "check_claim",
    "deal",
    "forced_gifts",
    "hand_limit",
    "over_limit",
    "resolve_fight",
    "societies_for",
    "trade_effects",
    "trade_rules",
    "trank_in_play",
]
