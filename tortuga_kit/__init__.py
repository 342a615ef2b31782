"""tortuga_kit: learn the rules of four tabletop games by playing with them.

>>> import tortuga_kit as tk
>>> m = tk.new_match("tortuga1667", players=5, seed=7)
>>> m.decision.kind
'hold'
"""

from . import (
    games,  # noqa: F401  (registers the built-in games)
    learn,  # noqa: F401  (tk.learn(game): the learn widget; the package is callable)
)
from .bots import bots_for, get_bot
from .engine import (
    Action,
    BadOption,
    BadSave,
    Decision,
    Event,
    IllegalAction,
    Match,
    Result,
    available_games,
    get_game,
    load,
    new_match,
    save,
)
from .engine.i18n import LANGUAGES, language, set_language

__version__ = "0.2.0"

__all__ = [
    "Action",
    "BadOption",
    "BadSave",
    "Decision",
    "Event",
    "IllegalAction",
    "Match",
    "LANGUAGES",
    "Result",
    "available_games",
    "bots_for",
    "get_bot",
    "get_game",
    "language",
    "learn",
    "load",
    "new_match",
    "save",
    "set_language",
    "__version__",
]
