"""The games the kit knows: ``register`` (at import of a game package), ``declare`` (a game known
by name, its package imported when first asked for), ``get_game``, the list."""

from __future__ import annotations

from importlib import import_module
from typing import Any

from .errors import BadOption
from .game import Game
from .i18n import translator

_ = translator("kit")
_GAMES: dict[str, Game[Any]] = {}
#: Every known game's name, in the order it became known (the first is the default game), with
#: the module that registers it when imported (``None``: registered directly).
_KNOWN: dict[str, str | None] = {}


def register(game: Game[Any]) -> Game[Any]:
    """Make ``game`` known by its ``name``; returns it, so a module can write
    ``GAME = register(MyGame())``."""
    _GAMES[game.name] = game
    _KNOWN.setdefault(game.name, None)
    return game


def declare(name: str, module: str) -> None:
    """Make a game known by ``name`` whose ``module`` registers it when imported, which happens
    the first time it is asked for (``get_game``).

    Why: a notebook plays one game, and reading the rules of all four at ``import tortuga_kit``
    was most of that import (in the browser's Python, where a JupyterLite visitor waits for it).
    """
    _KNOWN.setdefault(name, module)


def unregister(name: str) -> None:
    """Forget a game (tests that register a toy game clean up with this)."""
    _GAMES.pop(name, None)
    _KNOWN.pop(name, None)


def get_game(name: object) -> Game[Any]:
    """The registered game called ``name`` (a declared one is imported now), or a one-line
    ``BadOption`` listing the known ones."""
    if isinstance(name, str) and name not in _GAMES and _KNOWN.get(name):
        import_module(str(_KNOWN[name]))  # its package registers it
    if isinstance(name, str) and name in _GAMES:
        return _GAMES[name]
    known = ", ".join(available_games())
    shown = repr(name) if isinstance(name, str) and len(name) <= 40 else f"{type(name).__name__}"
    raise BadOption(_("unknown game {name}; known games: {known}", name=shown, known=known))


def available_games() -> list[str]:
    """The names of every known game, registered or declared (none is imported for this)."""
    return sorted(_KNOWN)


def default_game() -> str:
    """The game a widget or command opens when none is named: the first one known (the kit's
    ``games`` package declares its first game first)."""
    if not _KNOWN:
        raise BadOption(_("no game is registered"))
    return next(iter(_KNOWN))
