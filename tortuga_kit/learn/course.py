"""A game's course: its levels in teaching order, the one being played, hints and stars.

``levels(game)`` reads ``games/<game>/levels.py`` (its ``LEVELS``) through the game registry: the
package of the registered game's class, so nothing here names a game and a game without levels
has an empty course. ``Course`` is what a learn widget shows, as plain Python: the level open
now, its match, the hints shown so far, the stars won, the progress; a test drives it headless.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

from ..engine.errors import BadOption, IllegalAction
from ..engine.game import Game
from ..engine.i18n import text, translator
from ..engine.match import Match
from ..engine.registry import get_game
from .level import Level, answer_others, learner_actions, stars
from .progress import Progress

_ = translator("kit")


def levels(game: str | Game[Any]) -> list[Level]:
    """The levels of ``game`` in teaching order (``[]`` for a game without ``levels.py``)."""
    g = get_game(game) if isinstance(game, str) else game
    package = type(g).__module__.rpartition(".")[0]
    if not package:
        return []  # a game defined in a lone module (a test's toy game) has no levels module
    try:
        module = import_module(f"{package}.levels")
    except ModuleNotFoundError as exc:
        if exc.name != f"{package}.levels":
            raise  # a levels module that imports something missing is a real error
        return []
    return list(module.LEVELS)


class Course:
    """The levels of one game and the one open now (see the module docstring)."""

    def __init__(self, game: str | Game[Any], progress: Progress | None = None) -> None:
        self.game = get_game(game) if isinstance(game, str) else game
        self.levels = levels(self.game)
        if not self.levels:
            raise BadOption(_("{game} has no levels yet", game=self.game.title))
        self.progress = progress if progress is not None else Progress()
        self.index = 0
        self.hints_shown = 0
        self.won = 0
        self.match = self.open(self.first_unsolved())

    @property
    def level(self) -> Level:
        return self.levels[self.index]

    def first_unsolved(self) -> int:
        """Where a returning learner goes on: the first level without stars."""
        return next(
            (i for i, lv in enumerate(self.levels) if not self.progress.stars(lv.id)),
            0,
        )

    def open(self, index: Any) -> Match:
        """Open level ``index`` (0-based) afresh: its match, no hint shown, no stars yet."""
        if type(index) is not int or not 0 <= index < len(self.levels):
            raise BadOption(
                _("levels are 1–{n}, not {given}", n=len(self.levels), given=repr(index)[:20])
            )
        self.index = index
        self.hints_shown = 0
        self.won = 0
        self.match = self.level.start()
        answer_others(self.level, self.match)
        return self.match

    def restart(self) -> Match:
        return self.open(self.index)

    def next(self) -> Match:
        """The next level (the last one stays open: there is no next)."""
        if self.index + 1 >= len(self.levels):
            raise BadOption(_("this is the last level"))
        return self.open(self.index + 1)

    @property
    def actions(self) -> int:
        """The learner's actions in this attempt."""
        return learner_actions(self.match, self.level.seat)

    def hint(self) -> str:
        """The next hint, one at a time (the last one stays)."""
        hints = self.level.hints
        if not hints:
            return ""
        self.hints_shown = min(self.hints_shown + 1, len(hints))
        return text(hints[self.hints_shown - 1])

    def check(self) -> int:
        """Stars won when the goal is reached now (kept in the progress); 0 while it is not."""
        if not self.won and self.level.done(self.match):
            self.won = stars(self.actions, self.level.par)
            self.progress.record(self.level.id, self.won)
        return self.won

    def play(self, action: str) -> int:
        """Play ``action`` for the learner (an ``IllegalAction`` leaves the match as it was),
        the other seats' replies, and check the goal: the stars won (0: not yet)."""
        self.match.play(action, seat=self.level.seat)
        answer_others(self.level, self.match)
        return self.check()

    def try_offered(self) -> IllegalAction | None:
        """Try the level's offered action: the engine's refusal (``None`` when the level offers
        none, or the rules allowed it)."""
        offered = self.level.offered
        if offered is None:
            return None
        try:
            self.play(offered)
        except IllegalAction as exc:
            return exc
        return None

    def map(self) -> list[dict[str, Any]]:
        """Every level's number, title and best stars, for a level map."""
        return [
            {
                "index": i,
                "id": lv.id,
                "title": text(lv.title),
                "stars": self.progress.stars(lv.id),
            }
            for i, lv in enumerate(self.levels)
        ]
