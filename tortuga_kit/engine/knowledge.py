"""What a searching bot gets instead of a bare observation: a world it may imagine.

A bot that looks ahead needs whole states to play on, but it must never hold the real state (its
hidden facts are what the bot may not know). ``Knowledge`` holds the seat's observation and one
*world*: ``game.resample_hidden(state, seat, Rng(WORLD_SEED))``. Every game's resample is
canonical (its pools are sorted before they are shuffled), so that world depends only on what
the seat knows: two states the seat cannot tell apart give the same world, which the
conformance suite's differential check compares (``check_hidden``). A search then draws further
worlds from it with ``sample(rng)`` (information-set search over determinizations).

``for_bot`` is the one place that decides what a bot is handed: nothing (``observes`` False),
``Knowledge`` (a bot with ``searches`` True) or the observation.
"""

from __future__ import annotations

from typing import Any

from .game import Bot, Game
from .rng import Rng

#: The seed of the world a ``Knowledge`` holds (any constant: only its sameness matters).
WORLD_SEED = 0x5EA4C4


class Knowledge:
    """One seat's information set: its observation and a world it cannot tell from the real one."""

    __slots__ = ("game", "seat", "observation", "world")

    def __init__(self, game: Game[Any], state: Any, seat: int) -> None:
        self.game = game
        self.seat = seat
        self.observation = game.observe(state, seat)
        self.world = game.resample_hidden(state, seat, Rng(WORLD_SEED))

    def sample(self, rng: Rng) -> Any:
        """A fresh world the seat cannot tell apart from the real state, drawn from ``rng``."""
        return self.game.resample_hidden(self.world, self.seat, rng)

    def __repr__(self) -> str:
        return f"Knowledge({self.game.name}, seat={self.seat})"


def for_bot(game: Game[Any], state: Any, seat: int, bot: Bot) -> Any:
    """What ``bot`` gets for ``seat``'s decision: ``None``, the observation or ``Knowledge``."""
    if getattr(bot, "searches", False):
        return Knowledge(game, state, seat)
    return game.observe(state, seat) if bot.observes else None
