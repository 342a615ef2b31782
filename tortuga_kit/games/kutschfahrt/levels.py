"""Kutschfahrt zur Teufelsburg's levels for the learn widget (``tortuga_kit.learn``).

Each level is a prepared position (``prepared.py``) of four players: the learner is Marie
(seat 0) of the Order, with Gundla; Sarah and Romana are the Brotherhood, and the random bot
plays them. A level reads its match only through views and the result, like ``lessons.py``;
its texts name what the learner does, never the move that does it. The first levels only: the
sections of ``docs/rules/kutschfahrt.md`` no level cites yet are listed in
``tests/learn/test_levels.py`` (``UNCITED_YET``, which may only shrink).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.i18n import translator
from ...engine.match import Match, new_match
from ...learn.level import Level

_ = translator("kutschfahrt")

#: Every level's seed: the same professions and replies on every try.
SEED = 28
SOCIETIES = ["order", "order", "brotherhood", "brotherhood"]


def position(items: list[list[str]], **keys: Any) -> Callable[[], Match]:
    """A level's ``start``: the four players' ``items``, the societies above, Marie to move."""
    pos: dict[str, Any] = {"items": items, "societies": SOCIETIES, "seat": 0, **keys}

    def start() -> Match:
        return new_match("kutschfahrt", 4, SEED, position=pos)

    return start


def won(m: Match) -> bool:
    r = m.result
    return r is not None and 0 in r.winners


def gave_away(item: str) -> Callable[[Match], bool]:
    """Done when Marie no longer holds ``item``."""
    return lambda m: item not in m.view(0)["you"]["items"]


def passed(m: Match) -> bool:
    """Done when Marie's turn is over (another player has acted since)."""
    return any(a.seat != 0 for a in m.history)


def _level(
    slug: str,
    title: Any,
    goal: Any,
    rules: tuple[str, ...],
    hints: tuple[Any, ...],
    lesson: Any,
    solution: tuple[str, ...],
    start: Callable[[], Match],
    done: Callable[[Match], bool],
) -> Level:
    return Level(
        id=f"kutschfahrt/{slug}",
        title=title,
        goal=goal,
        rules=rules,
        par=len(solution),
        hints=hints,
        lesson=lesson,
        solution=solution,
        start=start,
        done=done,
    )


LEVELS: tuple[Level, ...] = (
    _level(
        "a-quiet-turn",
        _.lazy("A quiet turn"),
        _.lazy("Let the coach roll on: end your turn without trading or fighting."),
        ("turn", "components", "setup"),
        (
            _.lazy("On your turn you trade, attack, declare victory, or do nothing."),
            _.lazy("Doing nothing is a choice of its own."),
        ),
        _.lazy("A turn is one of four things: pass, trade, attack or declare victory."),
        ("pass",),
        position([["key", "whip"], ["goblet"], ["goblet"], ["key"]]),
        passed,
    ),
    _level(
        "the-black-pearl",
        _.lazy("The Black Pearl"),
        _.lazy("You hold the Black Pearl: get rid of it."),
        ("trade", "items"),
        (
            _.lazy("A trade hands one of your items to another player, face down."),
            _.lazy("The Black Pearl must be accepted."),
        ),
        _.lazy("Whoever is offered the Black Pearl must accept it and give an item back."),
        ("trade black_pearl Gundla",),
        position([["black_pearl", "key"], ["key", "whip"], ["goblet"], ["goblet"]]),
        gave_away("black_pearl"),
    ),
    _level(
        "the-broken-mirror",
        _.lazy("The Broken Mirror"),
        _.lazy("You hold the Broken Mirror: pass it on."),
        ("trade-effects", "trade"),
        (
            _.lazy("Like the Black Pearl, the Broken Mirror must be accepted."),
            _.lazy("In its trade neither card has its effect."),
        ),
        _.lazy("The Broken Mirror must be accepted, and it silences both cards' trade effects."),
        ("trade broken_mirror Sarah",),
        position([["broken_mirror", "key"], ["key", "whip"], ["goblet", "dagger"], ["goblet"]]),
        gave_away("broken_mirror"),
    ),
    _level(
        "three-keys",
        _.lazy("Three keys"),
        _.lazy("Win the game for the Order."),
        ("victory", "looks"),
        (
            _.lazy("The Order wins with three keys held by the declarer and the allies named."),
            _.lazy("In this level Gundla is of the Order, and she holds a key."),
        ),
        _.lazy("A society claim names allies; right, the whole society wins, wrong, the other."),
        ("declare society", "ally Gundla", "done"),
        position([["key", "key"], ["key"], ["goblet"], ["goblet"]]),
        won,
    ),
)
