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

**Public history.** A seat also remembers what the others did in the open, which is what a belief
about hidden teams is made of. A ``PublicLog`` follows a match for some seats (the searching
ones): before each action of a decision that is not secret it asks the game
(``SearchHints.evidence``) how likely that action was under each team, *as the observing seat
can judge it* (the game computes it from ``resample_hidden(state, observer, ...)`` with a constant
seed: a canonical world, so nothing the observer may not know), and sums the log-likelihoods per
acting seat. ``Knowledge.evidence`` carries those sums; ``PublicLog.replay(match, seats)``
builds the same from a match's history. Where a game remembers (``SearchHints.remember``: the
cards a Gourmet seat saw), the log also folds each action into each observing seat's *notes*,
from that seat's own observation before the action and the action's text, never from the state;
``Knowledge.notes`` carries them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from .game import Bot, Game, SearchHints
from .rng import Rng

#: ``{acting seat: {team: summed log-likelihood of its public actions}}``, as one seat judges.
Evidence = dict[int, dict[str, float]]

#: The seed of the world a ``Knowledge`` holds (any constant: only its sameness matters).
WORLD_SEED = 0x5EA4C4


class Knowledge:
    """One seat's information set: its observation and a world it cannot tell from the real one."""

    __slots__ = ("game", "seat", "observer", "observation", "world", "evidence", "notes", "cache")

    def __init__(
        self,
        game: Game[Any],
        state: Any,
        seat: int,
        evidence: Mapping[int, Mapping[str, float]] | None = None,
        notes: Any = None,
    ) -> None:
        self.game = game
        self.seat = seat
        #: whose information the worlds keep: the seat's own, or ``None`` (``public``)
        self.observer: int | None = seat
        self.observation = game.observe(state, seat)
        self.world = game.resample_hidden(state, seat, Rng(WORLD_SEED))
        #: the public history as this seat judged it (``PublicLog``); empty without one
        self.evidence: Evidence = {p: dict(t) for p, t in (evidence or {}).items()}
        #: the seat's memory of the match (``SearchHints.remember``; ``None`` without a log)
        self.notes = notes
        #: what a game computes once a decision from this knowledge (its belief, say)
        self.cache: dict[str, Any] = {}

    @classmethod
    def public(cls, game: Game[Any], state: Any, seat: int) -> Knowledge:
        """``seat``'s place seen from what *everybody* knows: the seat's own secrets redrawn
        too (a bot's move explained to the table, which may not learn the bot's hand)."""
        world = game.resample_hidden(state, None, Rng(WORLD_SEED))
        k = cls(game, world, seat)
        k.observer = None
        k.world = world
        return k

    def sample(self, rng: Rng) -> Any:
        """A fresh world the seat cannot tell apart from the real state, drawn from ``rng``."""
        return self.game.resample_hidden(self.world, self.observer, rng)

    def __repr__(self) -> str:
        return f"Knowledge({self.game.name}, seat={self.seat})"


def hints_of(game: Game[Any]) -> SearchHints | None:
    """The game's search hints (``SearchHints``), if it declares any."""
    return getattr(game, "search", None)


class PublicLog:
    """The public actions of a match, weighed as evidence by each of ``observers`` and folded
    into each one's notes (``SearchHints.evidence``, ``SearchHints.remember``)."""

    __slots__ = ("game", "observers", "by_seat", "notes", "_evidence", "_remember")

    def __init__(self, game: Game[Any], observers: Iterable[int]) -> None:
        self.game = game
        hints = hints_of(game)
        self._evidence = None if hints is None else hints.evidence
        self._remember = None if hints is None else hints.remember
        follows = self._evidence is not None or self._remember is not None
        self.observers = tuple(observers) if follows else ()
        self.by_seat: dict[int, Evidence] = {p: {} for p in self.observers}
        #: each observer's memory (``SearchHints.remember``), ``None`` before the first action
        self.notes: dict[int, Any] = dict.fromkeys(self.observers)

    def record(self, state: Any, actor: int, text: str) -> None:
        """Note ``actor`` playing ``text`` in ``state`` (call it before the action is applied)."""
        if not self.observers:
            return
        remember = self._remember
        if remember is not None:
            for p in self.observers:  # each from its own observation: never the state itself
                self.notes[p] = remember(self.notes[p], self.game.observe(state, p), actor, text)
        weigh = self._evidence
        if weigh is None:
            return
        d = self.game.decision(state)
        if d is None or d.secret:
            return
        for p in self.observers:
            if p == actor:
                continue
            mine = self.by_seat[p].setdefault(actor, {})
            for team, logp in weigh(state, p, actor, text).items():
                mine[team] = mine.get(team, 0.0) + logp

    def of(self, seat: int) -> Evidence:
        return self.by_seat.get(seat, {})

    def notes_of(self, seat: int) -> Any:
        """``seat``'s memory of the match so far (``None``: nothing remembered)."""
        return self.notes.get(seat)

    @classmethod
    def replay(cls, match: Any, observers: Iterable[int]) -> PublicLog:
        """The log of ``match``'s history (its states from the start, replayed on a copy)."""
        log = cls(match.game, observers)
        if not log.observers:
            return log
        game = match.game
        state = game.clone(match.at(0).state)
        for action in match.history:
            log.record(state, action.seat, action.text)
            game.apply(state, action.text)
        return log


def for_bot(game: Game[Any], state: Any, seat: int, bot: Bot, log: PublicLog | None = None) -> Any:
    """What ``bot`` gets for ``seat``'s decision: ``None``, the observation or ``Knowledge``
    (with the public history ``log`` holds for the seat)."""
    if getattr(bot, "searches", False):
        if log is None:
            return Knowledge(game, state, seat)
        return Knowledge(game, state, seat, log.of(seat), log.notes_of(seat))
    return game.observe(state, seat) if bot.observes else None
