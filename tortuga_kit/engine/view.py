"""``View``: a plain JSON-ready dict that also draws itself as SVG in a notebook.

python-chess's habit: a board shows itself in any notebook, in papermill output, nbconvert and on
GitHub, with no widget at all. The drawing is the game's ``svg(view)``, the same picture the live
widget shows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any


class View(dict[str, Any]):
    """A view dict (what one seat may know) that renders itself with its game's ``svg``."""

    def __init__(
        self, data: Mapping[str, Any], render: Callable[[Mapping[str, Any]], str] | None = None
    ) -> None:
        super().__init__(data)
        self._render = render

    def _repr_svg_(self) -> str | None:
        return self._render(self) if self._render is not None else None

    def _repr_html_(self) -> str | None:
        """The same picture inlined (JupyterLab prefers HTML to an SVG ``<img>``): inline, it
        follows the page's theme (JupyterLab Dark) and scales to the output's width."""
        svg = self._repr_svg_()
        if svg is None:
            return None
        return f'<div class="tk-board-static" style="max-width:100%;overflow-x:auto">{svg}</div>'
