"""PlayTogether: the classroom page's "Play together" button (``classroom/*.ipynb``).

One click makes a shared table (``tortuga_kit.table``) of the game the page's match widget
plays, with its players, options and language, and shows two links, each opened in a new
tab: the projector page (the public board, a QR code and a short code per seat) and the
teacher's page (who joined, bots, pause, undo, end). The work is ``table/together.py``'s, so
the kernel needs no web framework; when no table can be made the widget shows the one line
that says why (no ``table`` extra: run ``make table``; JupyterLite: no server can run there).

It follows the match widget's language picker, and reads the match at the click: a New game
of 3 players on the page makes a table of 3. Nothing of the match's hidden state is sent: a
table deals its own secret seed, so the classroom screen and the table never share a deal.
"""

from __future__ import annotations

import urllib.parse
from typing import Any

import anywidget
import traitlets

from ..engine.i18n import language, translator
from ..table.together import SharedTable, local_only, play_together, table_options
from ._common import FollowsPage, error_text, esm, static_text

_ = translator("kit")


class PlayTogether(FollowsPage, anywidget.AnyWidget):
    _esm = esm("together.js")
    _css = static_text("together.css")

    label = traitlets.Unicode("Play together").tag(sync=True)
    hint = traitlets.Unicode("").tag(sync=True)
    busy = traitlets.Bool(False).tag(sync=True)
    note = traitlets.Unicode("").tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    #: ``[{"kind": "projector" | "teacher", "href", "text"}]``: the last table's pages
    links: traitlets.List[Any] = traitlets.List().tag(sync=True)

    def __init__(self, widget: Any, **kwargs: Any) -> None:
        """``widget``: the page's ``MatchWidget`` (its live match and its ``lang``)."""
        super().__init__(**kwargs)
        self.table: SharedTable | None = None  # the last table made
        self.on_msg(self._on_msg)
        self.follow(widget)

    def _relabel(self, _change: Any = None) -> None:
        """Every text in the page's language (the picker of the match widget changed it)."""
        with language(self.lang), self.hold_sync():
            self.label = _("Play together")
            self.hint = _(
                "A shared table of this game: every player on their own device, this screen "
                "shows the board (make table)"
            )
            t = self.table
            if t is not None:
                self.note = _(
                    "Table {id}: the players join with the codes on the projector page ({join}).",
                    id=t.id,
                    join=t.join,
                )
                if local_only(urllib.parse.urlsplit(t.join).hostname or ""):
                    # a phone cannot open 127.0.0.1 (it is the phone itself): say how to open
                    # the server to the classroom network, a choice the teacher makes knowingly
                    self.note += " " + _(
                        "These addresses open on this computer only: for the players' own "
                        "devices, stop the table server and start it with make table "
                        "TABLE_ARGS='--host 0.0.0.0' (README: Opening it to a classroom network)."
                    )
                self.links = [
                    {"kind": "projector", "href": t.projector, "text": _("Projector page")},
                    {"kind": "teacher", "href": t.teacher, "text": _("Teacher's page")},
                ]

    def _on_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        if isinstance(content, dict) and content.get("cmd") == "together":
            self.start()

    def start(self) -> SharedTable | None:
        """Make a table of the page's match (the button's click); ``None``: see ``error``."""
        m = self._widget.match
        with language(self.lang):
            self.error = ""
            self.note = _("Making a shared table of {game}…", game=m.game.title)
            self.busy = True
            try:
                self.table = play_together(m.game.name, m.players, table_options(m), lang=self.lang)
            except Exception as exc:  # noqa: BLE001 - a click never raises in the kernel
                self.note = ""
                self.error = error_text(exc)
                return None
            finally:
                self.busy = False
        self._relabel()
        return self.table
