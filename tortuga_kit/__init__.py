"""tortuga_kit: learn the rules of Tortuga 1667 by playing with them.

>>> import tortuga_kit as tk
>>> m = tk.new_match("tortuga1667", players=5, seed=7)
>>> m.decision.kind
'hold'
"""

from . import games  # noqa: F401  (registers the built-in games)
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
    new_match,
)

__version__ = "0.1.0"

__all__ = [
    "Action",
    "BadOption",
    "BadSave",
    "Decision",
    "Event",
    "IllegalAction",
    "Match",
    "Result",
    "available_games",
    "new_match",
    "__version__",
]
