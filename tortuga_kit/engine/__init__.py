"""Game-agnostic engine: match, actions, decisions, events, seeded RNG, errors.

Nothing here knows a game's name; games register themselves through ``register``.
"""

from .actions import Action, Decision
from .errors import BadOption, BadSave, IllegalAction, TortugaKitError
from .events import Event
from .game import Game, Option, Result
from .match import Match, View, available_games, get_game, new_match, register
from .rng import Rng, seed_state

__all__ = [
    "Action",
    "BadOption",
    "BadSave",
    "Decision",
    "Event",
    "Game",
    "IllegalAction",
    "Match",
    "Option",
    "Result",
    "Rng",
    "View",
    "TortugaKitError",
    "available_games",
    "get_game",
    "new_match",
    "register",
    "seed_state",
]
