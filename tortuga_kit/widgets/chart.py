"""Chart: a Vega-Lite spec (``tortuga_kit.charts``) drawn in the browser, with a table beside it.

The picture is drawn by Vega, Vega-Lite and vega-embed, bundled once into one ES module
(``static/vega.js``, built by ``tools/vega``, licenses in ``static/vega.LICENSES.txt``): the
same module in JupyterLab, Voilà and the offline JupyterLite site, where there is no matplotlib
and no network to fetch a library from.

The bundle is close to a megabyte, and anywidget sends a widget's ``_esm`` with each widget, so
it does not travel with every chart: one hidden ``VegaLibrary`` widget per kernel carries it as
its ``source``; a chart syncs only that widget's id (``library``) and its ``spec``, and its
front end (``static/chart.js``) imports the library once per page.

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

    spec = traitlets.Dict().tag(sync=True)
    #: The ``VegaLibrary``'s model id, where the front end finds the bundle.
    library = traitlets.Unicode("").tag(sync=True)

    def __init__(self, spec: dict[str, Any], lang: str | None = None) -> None:
        super().__init__()
        checked = _check(spec)
        meta = checked.get("usermeta") or {}
        with self.hold_sync():
            self.library = library().model_id
            self.spec = checked
            self.show_language(lang or meta.get("lang") or active_language())

    @property
    def table(self) -> dict[str, Any]:
        """The chart's numbers as text (``{"columns", "rows"}``; empty when the spec has none)."""
        found = (self.spec.get("usermeta") or {}).get("table")
        return found if isinstance(found, dict) else {}

    def __repr__(self) -> str:
        title = self.spec.get("title", "")
        return f"Chart({title.get('text', '') if isinstance(title, dict) else title!r})"
