"""``View``: a plain JSON-ready dict that also draws itself as SVG in a notebook.

python-chess's habit: a board shows itself in any notebook, in papermill output, nbconvert and on
GitHub, with no widget at all. The drawing is the game's ``svg(view)``, the same picture the live
widget shows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, TypedDict

from .i18n import DEFAULT, language


class _ViewKeys(TypedDict):
    """What every game's view holds (``Game.view``): each game's own ``TypedDict`` extends it
    (``games/<game>/view.py``), so its board and lessons read keys mypy knows. The engine
    itself passes views on as plain dicts (JSON, ``View``); a board reading a partial view
    reads it with ``get``."""

    game: str
    title: str
    seat: int | None
    names: list[str]
    #: the deciding seat's ``Decision.to_dict()``; ``None`` once the game is over
    decision: dict[str, Any] | None
    #: the ``Result.to_dict()`` (its reason in the view's language); ``None`` while it runs
    result: dict[str, Any] | None
    #: the assumed data the match rests on, in words
    assumptions: list[str]
    #: the choices shown to this seat by the frames waiting under the current one
    pending: list[Any]
    options: dict[str, Any]


class ViewBase(_ViewKeys, total=False):
    """A game's view as a ``Match`` hands it out: with ``step``, how many actions were played."""

    step: int


class View(dict[str, Any]):
    """A view dict (what one seat may know) that renders itself with its game's ``svg``."""

    def __init__(
        self,
        data: Mapping[str, Any],
        render: Callable[[Mapping[str, Any]], str] | None = None,
        lang: str = DEFAULT,
        legal: Sequence[str] = (),
    ) -> None:
        super().__init__(data)
        self._render = render
        self.lang = lang  # the board is drawn in the language the view was made in
        # what the board may mark as clickable: the action texts the viewing seat may play
        # (kept beside the dict, not in it: the view's JSON is what the seat may know)
        self.legal = tuple(legal)

    def _repr_svg_(self) -> str | None:
        if self._render is None:
            return None
        with language(self.lang):
            return self._render(self)

    def _repr_html_(self) -> str | None:
        """The same picture inlined (JupyterLab prefers HTML to an SVG ``<img>``): inline, it
        follows the page's theme (JupyterLab Dark) and scales to the output's width."""
        svg = self._repr_svg_()
        if svg is None:
            return None
        return f'<div class="tk-board-static" style="max-width:100%;overflow-x:auto">{svg}</div>'
