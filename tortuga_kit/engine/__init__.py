"""Game-agnostic engine: the Game protocol, match, decisions, frames and flow, events, RNG, errors.

Nothing here knows a game's name; games register themselves through ``register``.
"""

from .decision import Action, Decision
from .errors import BadOption, BadSave, IllegalAction, TortugaKitError
from .events import Event
from .flow import Budget, Frame, StackRules, Window, in_seat_order
from .game import Bot, Game, GameFacts, Option, Result, Variant, ranking_by
from .match import Match, load, new_match, save
from .registry import available_games, default_game, get_game, register
from .rng import Rng, seed_state
from .verbs import Verb
from .view import View

__all__ = [
    "Action",
    "BadOption",
    "BadSave",
    "Bot",
    "Budget",
    "Decision",
    "Event",
    "Frame",
    "Game",
    "GameFacts",
    "IllegalAction",
    "Match",
    "Option",
    "Result",
    "Variant",
    "Rng",
    "StackRules",
    "TortugaKitError",
    "Verb",
    "View",
    "Window",
    "available_games",
    "default_game",
    "get_game",
    "in_seat_order",
    "load",
    "new_match",
    "ranking_by",
    "register",
    "save",
    "seed_state",
]
