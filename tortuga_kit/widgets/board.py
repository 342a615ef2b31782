"""BoardWidget: one view of a match, drawn by its game's ``svg(view)``.

It syncs exactly one trait, ``board``: the SVG of a ``match.view(seat)``, the same picture as
the view's ``_repr_svg_``. What the browser gets is what that seat may know, nothing more.
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from ..engine.errors import BadOption
from ..engine.i18n import translator
from ._common import CSS, esm

_ = translator("kit")


class BoardWidget(anywidget.AnyWidget):
    _esm = esm("board.js")
    _css = CSS

    board = traitlets.Unicode("").tag(sync=True)

    def __init__(self, match: Any = None, seat: int | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self._view: Any = None
        if match is not None:
            self.show(match, seat)

    @property
    def view(self) -> Any:
        """The view the board was drawn from."""
        return self._view

    def show(self, match: Any, seat: int | None = None) -> None:
        """Draw ``match`` as ``seat`` sees it (``None``: the public projector view)."""
        if not hasattr(match, "view") or not hasattr(match, "game"):
            raise BadOption(_("BoardWidget shows a Match, not {kind}", kind=type(match).__name__))
        self._view = match.view(seat)
        self.board = match.game.svg(self._view)

    def __repr__(self) -> str:
        v = self._view or {}
        return (
            f"BoardWidget({v.get('game', 'empty')}, players={len(v.get('names') or [])}, "
            f"seat={v.get('seat')})"
        )
