"""Tortuga 1667: rules, components, views (see ``game.py`` for the contract)."""

from .game import GAME, Tortuga1667
from .votes.rules import VoteResult, resolve_attack, resolve_brawl, resolve_cards, resolve_mutiny

__all__ = [
    "GAME",
    "Tortuga1667",
    "VoteResult",
    "resolve_attack",
    "resolve_brawl",
    "resolve_cards",
    "resolve_mutiny",
]
