"""Learn a game by doing: levels made from the engine, their stars and the learner's progress.

Nothing here knows a game: a game's levels are data in its own ``games/<game>/levels.py``
(``LEVELS``), found through the registry (``levels(game)``). Standard library only; the learn
widget (``tortuga_kit.widgets.LearnWidget``) shows a ``Course``.

``tk.learn(game)`` opens that widget: this package is the ``learn`` attribute of ``tortuga_kit``,
so it is made callable (its module class has a ``__call__``) rather than shadowed by a function
of the same name, which the first ``import tortuga_kit.learn`` would replace. The widgets
package imports ipywidgets only when ``LearnWidget`` is first used.
"""

import sys
import types
from typing import Any

from .. import widgets as _widgets
from .course import Course, levels
from .guide import Advice, advice, guided_match
from .level import Level, answer_others, learner_actions, played, stars
from .progress import PROGRESS_FILE, FileStore, MemoryStore, Progress, Store, default_store

__all__ = [
    "PROGRESS_FILE",
    "Advice",
    "Course",
    "FileStore",
    "Level",
    "MemoryStore",
    "Progress",
    "Store",
    "advice",
    "answer_others",
    "default_store",
    "guided_match",
    "learner_actions",
    "levels",
    "played",
    "stars",
]


class _CallableModule(types.ModuleType):
    def __call__(self, game: Any, **kwargs: Any) -> Any:
        """``tk.learn(game)``: the learn widget of ``game`` (``widgets.LearnWidget``);
        ``tk.learn(game, guided=True)``: a guided first game (``widgets.GuidedWidget``)."""
        if kwargs.pop("guided", False):
            return _widgets.GuidedWidget(game, **kwargs)
        return _widgets.LearnWidget(game, **kwargs)


sys.modules[__name__].__class__ = _CallableModule
