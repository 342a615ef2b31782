"""BoardWidget: one view of a match, drawn as SVG in the browser (``static/board.js``).

It syncs exactly one trait, ``view``, which is a ``match.view(seat)`` dict: what the browser gets
is what that seat may know, nothing more. Give it a match and a seat, or a ready view.
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from ._common import CSS, STATIC


class BoardWidget(anywidget.AnyWidget):
    _esm = STATIC / "board.js"
    _css = CSS

    view = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        match: Any = None,
        seat: int | None = None,
        view: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        if match is not None:
            self.show(match, seat)
        elif view is not None:
            self.view = dict(view)

    def show(self, match: Any, seat: int | None = None) -> None:
        """Draw ``match`` as ``seat`` sees it (``None``: the public projector view)."""
        self.view = match.view(seat)

    def __repr__(self) -> str:
        v = self.view or {}
        return (
            f"BoardWidget({v.get('game', 'empty')}, players={len(v.get('names') or [])}, "
            f"seat={v.get('seat')})"
        )
