"""Learn a game by doing: levels made from the engine, their stars and the learner's progress.

Nothing here knows a game: a game's levels are data in its own ``games/<game>/levels.py``
(``LEVELS``), found through the registry (``levels(game)``). Standard library only; the learn
widget (``tortuga_kit.widgets.LearnWidget``) shows a ``Course``.
"""

from .course import Course, levels
from .level import Level, answer_others, learner_actions, played, stars
from .progress import PROGRESS_FILE, FileStore, MemoryStore, Progress, Store, default_store

__all__ = [
    "PROGRESS_FILE",
    "Course",
    "FileStore",
    "Level",
    "MemoryStore",
    "Progress",
    "Store",
    "answer_others",
    "default_store",
    "learner_actions",
    "levels",
    "played",
    "stars",
]
