"""The seam between the engine and the games: the ``Game`` protocol and named options.

A game is one object with pure functions over a mutable state it owns. The engine never looks
inside a state; it asks the game for the decision, the legal action texts, and a view.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from .actions import Decision
from .errors import BadOption, IllegalAction
from .events import Event


@dataclass(frozen=True)
class Option:
    """A named, documented game option.

    ``assumption`` marks options that exist because no source pins the fact down: the view lists
    them so a learner always knows which parts of a match rest on a guess.
    """

    name: str
    default: Any
    doc: str
    choices: tuple[Any, ...] | None = None
    check: Callable[[Any], bool] | None = None
    assumption: bool = False
    expects: str = ""

    def validate(self, value: Any) -> Any:
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise BadOption(f"option {self.name}={value!r} is not one of {allowed}")
        if self.check is not None and not self.check(value):
            raise BadOption(f"option {self.name}={value!r} is invalid: expected {self.expects}")
        return value


@dataclass(frozen=True)
class Result:
    """How a game ended: the winning seats, the team totals and the reason in words."""

    winners: tuple[int, ...]
    teams: dict[str, int] = field(default_factory=dict)
    reason: str = ""
    winning_team: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "winners": list(self.winners),
            "teams": dict(self.teams),
            "reason": self.reason,
            "winning_team": self.winning_team,
        }


class Game(Protocol):
    name: str
    title: str
    players: range
    options: dict[str, Option]

    def setup(
        self, players: int, options: dict[str, Any], seed: int, position: dict[str, Any] | None
    ) -> tuple[Any, list[Event]]: ...

    def decision(self, state: Any) -> Decision | None: ...

    def to_move(self, state: Any) -> int | None:
        """The deciding seat, or None when the game is over; cheaper than ``decision``."""
        ...

    def legal_actions(self, state: Any) -> list[str]: ...

    def apply(self, state: Any, text: str) -> list[Event]: ...

    def explain_illegal(self, state: Any, text: str) -> IllegalAction: ...

    def label(self, state: Any, text: str) -> str: ...

    def view(self, state: Any, seat: int | None) -> dict[str, Any]: ...

    def result(self, state: Any) -> Result | None: ...

    def clone(self, state: Any) -> Any: ...

    def to_dict(self, state: Any) -> dict[str, Any]: ...


def resolve_options(game: Game, given: dict[str, Any]) -> dict[str, Any]:
    """Defaults plus validated overrides; an unknown name is a one-line ``BadOption``."""
    unknown = sorted(set(given) - set(game.options))
    if unknown:
        known = ", ".join(sorted(game.options))
        raise BadOption(f"unknown option {unknown[0]!r} for {game.name}; known options: {known}")
    out = {}
    for name, opt in game.options.items():
        out[name] = opt.validate(given[name]) if name in given else opt.default
    return out


def check_players(game: Game, players: object) -> int:
    """A player count the game supports, or a one-line ``BadOption``."""
    if not isinstance(players, int) or isinstance(players, bool):
        raise BadOption(f"players must be a whole number, not {players!r}")
    if players not in game.players:
        lo, hi = game.players.start, game.players.stop - 1
        raise BadOption(f"{game.title} is for {lo}–{hi} players, not {players}")
    return players
