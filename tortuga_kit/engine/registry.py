"""The games the kit knows: ``register`` (at import of a game package), ``get_game``, the list."""

from __future__ import annotations

from typing import Any

from .errors import BadOption
from .game import Game
from .i18n import translator

_ = translator("kit")
_GAMES: dict[str, Game[Any]] = {}


def register(game: Game[Any]) -> Game[Any]:
    """Make ``game`` known by its ``name``; returns it, so a module can write
    ``GAME = register(MyGame())``."""
    _GAMES[game.name] = game
    return game


def unregister(name: str) -> None:
    """Forget a game (tests that register a toy game clean up with this)."""
    _GAMES.pop(name, None)


def get_game(name: object) -> Game[Any]:
    """The registered game called ``name``, or a one-line ``BadOption`` listing the known ones."""
    if isinstance(name, str) and name in _GAMES:
        return _GAMES[name]
    known = ", ".join(sorted(_GAMES))
    shown = repr(name) if isinstance(name, str) and len(name) <= 40 else f"{type(name).__name__}"
    raise BadOption(_("unknown game {name}; known games: {known}", name=shown, known=known))


def available_games() -> list[str]:
    return sorted(_GAMES)


def default_game() -> str:
    """The game a widget or command opens when none is named: the first one registered (the
    kit's ``games`` package registers its first game first)."""
    if not _GAMES:
        raise BadOption(_("no game is registered"))
    return next(iter(_GAMES))
