"""Chart: a Vega-Lite spec (``tortuga_kit.charts``) drawn in the browser, with a table beside it.

The picture is drawn by Vega, Vega-Lite and vega-embed, bundled once into one ES module
(``static/vega.js``, built by ``tools/vega``, licenses in ``static/vega.LICENSES.txt``): the
same module in JupyterLab, Voilà and the offline JupyterLite site, where there is no matplotlib
and no network to fetch a library from.

The bundle is close to a megabyte, and anywidget sends a widget's ``_esm`` with each widget, so
it does not travel with every chart: one hidden ``VegaLibrary`` widget per kernel carries it as
its ``source``; a chart syncs only that widget's id (``library``) and its ``spec``, and its
front end (``static/chart.js``) imports the library once per page.

A chart may wait for a question (``after=quiz``, predict, then look): until the learner answers
that ``Quiz`` (or asks for the chart with its **Show the chart now** button, the message
``{"cmd": "show"}``), the browser gets no spec at all, only that the chart waits, so Run All shows
no answer in a picture either.

For a reader who cannot see the picture: the chart's ``aria-label`` is the spec's
``description``, and the spec's ``usermeta.table`` (every number of the chart) is shown as a
table under a "Show the numbers" toggle. The chart follows JupyterLab's light or dark theme
(redrawn when it changes).
"""

from __future__ import annotations

from typing import Any

import anywidget
import traitlets

from ..engine.errors import BadOption
from ..engine.i18n import active_language, translator
from ._common import CSS, LanguageTraits, esm, static_text

_ = translator("kit")

#: The bundled library's file (in ``static/``) and its license notices.
LIBRARY = "vega.js"
LICENSES = "vega.LICENSES.txt"


class VegaLibrary(anywidget.AnyWidget):
    """The Vega bundle, sent to the browser once per kernel (never displayed)."""

    _esm = "export default {};"
    source = traitlets.Unicode("").tag(sync=True)


_SHARED: list[VegaLibrary] = []


def library() -> VegaLibrary:
    """This kernel's ``VegaLibrary`` (made on first use, again after it was closed)."""
    if not _SHARED or _SHARED[0].comm is None:
        _SHARED[:] = [VegaLibrary(source=static_text(LIBRARY))]
    return _SHARED[0]


def _check(spec: object) -> dict[str, Any]:
    views = ("mark", "layer", "facet", "concat", "hconcat", "vconcat", "repeat", "spec")
    if not isinstance(spec, dict) or not any(k in spec for k in views):
        raise BadOption(_("a chart needs a Vega-Lite spec (a dict with a mark or layers)"))
    return spec


class Chart(LanguageTraits, anywidget.AnyWidget):
    """One Vega-Lite ``spec`` drawn (see the module's docstring); ``lang``: the language of the
    chart's own words (its table toggle), by default the spec's (``usermeta.lang``)."""

    _esm = esm("chart.js")
    _css = CSS

    #: The spec drawn; ``{}`` while the chart waits for its question.
    spec = traitlets.Dict().tag(sync=True)
    #: Waiting for the learner's answer to the question it follows (``after``).
    waiting = traitlets.Bool(False).tag(sync=True)
    #: The ``VegaLibrary``'s model id, where the front end finds the bundle.
    library = traitlets.Unicode("").tag(sync=True)

    def __init__(self, spec: dict[str, Any], lang: str | None = None, after: Any = None) -> None:
        super().__init__()
        self._spec = _check(spec)
        meta = self._spec.get("usermeta") or {}
        with self.hold_sync():
            self.library = library().model_id
            self.show_language(lang or meta.get("lang") or active_language())
            if after is not None and not after.verdict:
                self.waiting = True
                after.observe(self._answered, names="verdict")
            else:
                self.spec = self._spec
        self.on_msg(self._on_msg)

    def show(self) -> None:
        """Draw the chart now (the question answered, or the learner asked to see it)."""
        with self.hold_sync():
            self.waiting = False
            self.spec = self._spec

    def _answered(self, change: dict[str, Any]) -> None:
        if change["new"] in ("right", "wrong"):
            self.show()

    def _on_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        if isinstance(content, dict) and content.get("cmd") == "show":
            self.show()

    @property
    def table(self) -> dict[str, Any]:
        """The chart's numbers as text (``{"columns", "rows"}``; empty when the spec has none)."""
        found = (self._spec.get("usermeta") or {}).get("table")
        return found if isinstance(found, dict) else {}

    def __repr__(self) -> str:
        title = self._spec.get("title", "")
        return f"Chart({title.get('text', '') if isinstance(title, dict) else title!r})"
