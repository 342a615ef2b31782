"""A level: one small task set on a prepared position, checked by the engine.

Why levels are data made from the engine: a level starts a real ``Match`` (a prepared position
of the game's own ``prepared.py``) and says it is solved by reading that match through the
public API (views, history), never its state. So a level can never disagree with the rules: the
moves a learner may make, the reasons a move is refused and the goal are all the engine's.

A level names the rule sections it teaches (anchors of ``docs/rules/<game>.md``), the number of
the learner's actions a perfect solution takes (``par``), the ordered hints, the one sentence to
take away (``lesson``) and a perfect solution (action texts). ``offered`` is an action the level
invites that the rules refuse: meeting the refusal, and its rule, is part of the lesson.

>>> stars(3, par=3), stars(5, par=3), stars(6, par=3)
(3, 2, 1)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..bots import bots_for, choose
from ..engine.errors import BadOption
from ..engine.i18n import Msg, text, translator
from ..engine.match import Match
from ..engine.rng import seed_state

_ = translator("kit")

#: The most stars a level gives (at par).
MOST_STARS = 3
#: Two stars within this many actions over par.
NEAR_PAR = 2
#: The most moves the other seats make between two of the learner's (a safety net).
OTHERS_LIMIT = 500


def stars(actions: int, par: int) -> int:
    """Stars for a solved level: 3 at par (or under), 2 within par + 2, 1 otherwise."""
    if actions <= par:
        return MOST_STARS
    if actions <= par + NEAR_PAR:
        return 2
    return 1


@dataclass(frozen=True)
class Level:
    """One level (see the module docstring). ``title``, ``goal``, ``hints`` and ``lesson`` are
    texts of the game's catalog (``Msg``, read in the active language: ``text(level.goal)``).

    ``start()`` makes a fresh match (options, a prepared position); ``seat`` is the learner's,
    every other seat is played by the game's bot named ``bot``. ``done(match)`` says whether the
    goal is reached. ``offered`` (with ``offered_rule``, the anchor its refusal cites) is an
    action the level invites that the rules refuse."""

    id: str
    title: str | Msg
    goal: str | Msg
    rules: tuple[str, ...]
    par: int
    hints: tuple[str | Msg, ...]
    lesson: str | Msg
    solution: tuple[str, ...]
    start: Callable[[], Match]
    done: Callable[[Match], bool]
    seat: int = 0
    bot: str = "random"
    offered: str | None = None
    offered_rule: str | None = None

    def __post_init__(self) -> None:
        if not self.rules:
            raise BadOption(_("level {id} teaches no rule section", id=self.id))
        if self.par != len(self.solution) or self.par < 1:
            raise BadOption(
                _(
                    "level {id}: par {par} is not the length of its solution ({n})",
                    id=self.id,
                    par=self.par,
                    n=len(self.solution),
                )
            )
        if (self.offered is None) != (self.offered_rule is None):
            raise BadOption(
                _("level {id}: an offered action needs the rule its refusal cites", id=self.id)
            )

    @property
    def game(self) -> str:
        """The game's name: the first part of the id (``cartagena/back-draws-two``)."""
        return self.id.partition("/")[0]

    def texts(self) -> dict[str, object]:
        """The level's texts in the active language (for a front end)."""
        return {
            "id": self.id,
            "title": text(self.title),
            "goal": text(self.goal),
            "lesson": text(self.lesson),
            "par": self.par,
            "hints": len(self.hints),
        }


def make_level(
    game: str,
    slug: str,
    title: str | Msg,
    goal: str | Msg,
    rules: tuple[str, ...],
    hints: tuple[str | Msg, ...],
    lesson: str | Msg,
    solution: tuple[str, ...],
    start: Callable[[], Match],
    done: Callable[[Match], bool],
    offered: tuple[str, str] | None = None,
    bot: str = "random",
) -> Level:
    """A ``Level`` of ``game`` as a game's ``levels.py`` writes it: the id from the game and a
    slug, ``par`` counted from the solution (so the two never disagree), ``offered`` as the
    refused action with the rule its refusal cites. Each game binds its name once
    (``functools.partial(make_level, "cartagena")``) instead of keeping a copy of this."""
    return Level(
        id=f"{game}/{slug}",
        title=title,
        goal=goal,
        rules=rules,
        par=len(solution),
        hints=hints,
        lesson=lesson,
        solution=solution,
        start=start,
        done=done,
        bot=bot,
        offered=offered[0] if offered else None,
        offered_rule=offered[1] if offered else None,
    )


def learner_actions(match: Match, seat: int) -> int:
    """The actions ``seat`` has played in ``match`` (the others' replies do not count)."""
    return sum(1 for a in match.history if a.seat == seat)


def answer_others(level: Level, match: Match) -> int:
    """The other seats' moves until the learner decides or the game ends, by the level's bot,
    seeded from the match's seed and step as the widget's table seeds it (the same replies in
    a test as on the screen). Returns the moves played."""
    factory = bots_for(match.game)[level.bot]
    moves = 0
    while (d := match.decision) is not None and d.seat != level.seat and moves < OTHERS_LIMIT:
        bot = factory(seed_state(f"{match.seed}/{match.step}"))
        match.play(choose(match, bot), seat=d.seat)
        moves += 1
    return moves


def played(level: Level, actions: Sequence[str]) -> Match:
    """``level.start()`` with ``actions`` played by the learner's seat, the others answered
    between them (``answer_others``): how the proof tests replay a solution."""
    m = level.start()
    answer_others(level, m)
    for a in actions:
        m.play(a, seat=level.seat)
        answer_others(level, m)
    return m
