"""The autosave: a notebook's match outlives its kernel.

A learner closes the notebook (or the kernel stops) in the middle of a game; the widget's match
lived only in the kernel. So a ``MatchWidget`` keeps its match in a small file beside the
notebook, ``.tortuga_autosave/<cell id>-<game>.json``, written after every change of the live
match. It is a normal kit save (``Match.to_json``, read back with ``Match.from_json``): it holds
every secret, like the Save button's download, so it is written for its owner alone (mode 0600)
and never shown. In JupyterLite the kernel's working folder is the notebook's folder of Lite's
own drive (browser storage, IndexedDB), so the same file lives there.

A re-run of the cell that made the widget finds the file and *offers* to resume it, never
silently: the widget shows "Resume the game of <time> (step N)" and "New game". The offer names
only public facts (when, how far); nothing is written over the file until the learner chooses.
Resuming opens the match at the seat the cell asks for (the projector in hot seat), never at
the seat the old session was left at, which the file does not record. A damaged or unreadable
autosave is ignored with one line, never a traceback.

When it is on (``MatchWidget(autosave=...)``): ``None``, the default, means on in a notebook
cell (JupyterLab and JupyterLite send the cell's id, which names the file) and off elsewhere:
in a script, under papermill, in Voilà, and in classroom mode. A classroom page is served to
every visitor from one folder: a file beside it would be offered to the next visitor, with all
the secrets of another group's game. ``TORTUGA_KIT_AUTOSAVE=off`` in the kernel's environment
turns the default off (the kit's browser tests run the lessons in place); ``True`` turns it on
anyway (keyed by the game without a cell), a text names the file, ``False`` turns it off.

The reopened notebook's picture of the last board is the front end's part (``controller.js``):
JupyterLab keeps the widgets' state in the notebook (the setting ``saveState``, which ``make
lab``, Binder and the Lite build turn on) and draws a view from it on reopening; a view whose
kernel has gone, told by ``kernel_id``, draws the saved board as a picture. In JupyterLite the
autosave and the offer work the same; the Lite build (tools/build_lite.py) makes its kernel answer
the request ipywidgets' manager sends before it restores the saved state.
"""

from __future__ import annotations

import os
import re
import stat
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import traitlets

from ..engine import Match
from ..engine.errors import BadOption, BadSave
from ..engine.i18n import language, translator
from ..engine.match import MAX_SAVE_BYTES

FOLDER = ".tortuga_autosave"
ENV = "TORTUGA_KIT_AUTOSAVE"
_ = translator("kit")
_SAFE = re.compile(r"[^A-Za-z0-9_.-]+")

# the widgets made by the latest execution (cell, message id, count): the second widget of one
# run of a cell gets its own file
_LAST: list[Any] = [None, None, 0]


def _execution() -> tuple[str | None, str]:
    """The running cell's id and the execution's message id (JupyterLab and JupyterLite send
    the cell id; papermill, nbclient and Voilà do not). ipykernel keeps the request on the
    shell (``parent_header``); Pyodide's kernel only on itself (``kernel.get_parent()``)."""
    try:
        from IPython import get_ipython

        shell = get_ipython()
        header = getattr(shell, "parent_header", None)
        if not header:
            get_parent = getattr(getattr(shell, "kernel", None), "get_parent", None)
            header = get_parent() if callable(get_parent) else None
        header = header or {}
        cell = header.get("metadata", {}).get("cellId")
        msg = header.get("header", {}).get("msg_id", "")
    except Exception:  # noqa: BLE001 - outside a kernel there is no cell
        return None, ""
    return (cell if isinstance(cell, str) and cell else None), str(msg)


def kernel_id() -> str:
    """The id of the kernel this widget lives in ("" outside a kernel, e.g. a script): a view
    restored from a saved notebook compares it with its notebook's kernel to know it is only a
    picture.

    JupyterLite's Pyodide kernel does not know its own id; there it is the id of the browser's
    connection that asked for the widget (the request's ``session``), which the front end
    compares with its connection's ``clientId``: a reloaded page has a new one.
    """
    try:
        from IPython import get_ipython

        kernel = getattr(get_ipython(), "kernel", None)
        if kernel is None:
            return ""
        if sys.platform == "emscripten":
            session = kernel.get_parent()["header"]["session"]
            return str(session) if session else ""
        from ipykernel.connect import get_connection_file

        name = Path(get_connection_file()).name
    except Exception:  # noqa: BLE001 - not an ipykernel (Pyodide, a script)
        return ""
    match = re.fullmatch(r"kernel-(.+)\.json", name)
    return match.group(1) if match else ""


def _key(text: str) -> str:
    return _SAFE.sub("_", text).strip("._")[:100]


def default_path(game: str, option: object, classroom: bool) -> Path | None:
    """Where this widget's autosave lives (``None``: off); see the module docstring."""
    if option is False:
        return None
    if option is not None and option is not True and not isinstance(option, str):
        raise BadOption(
            _("autosave is True, False, None or a name, not {kind}", kind=type(option).__name__)
        )
    if isinstance(option, str):
        name = _key(option)
        if not name:
            raise BadOption(
                _("an autosave name needs letters or digits, not {name}", name=repr(option[:40]))
            )
        return _folder() / f"{name}.json"
    cell, msg = _execution()
    if option is None and (
        cell is None or classroom or os.environ.get(ENV, "").lower() in ("off", "0", "no")
    ):
        return None
    stem = _key(f"{cell}-{game}") if cell else _key(game)
    if cell:
        n = _LAST[2] + 1 if _LAST[:2] == [cell, msg] else 1
        _LAST[:] = [cell, msg, n]
        if n > 1:
            stem = f"{stem}-{n}"
    return _folder() / f"{stem}.json"


def _folder() -> Path:
    """``.tortuga_autosave`` in the kernel's working folder: the notebook's (JupyterLab starts
    a notebook's kernel there; Lite's Pyodide kernel works in its drive's copy of it). A
    working folder that was removed gives a path that cannot be written: autosave is then off
    with one line, at the first write."""
    try:
        return Path.cwd() / FOLDER
    except OSError:
        return Path(os.devnull) / FOLDER


class AutosaveStore:
    """One autosave file: written whole and atomically, read bounded (regular files only)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def read(self, lang: str) -> Match | None:
        """The saved match (``None``: no file); any problem is one ``BadSave``."""
        try:
            info = self.path.stat()
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise BadSave(_("cannot read it: {why}", why=exc.strerror or exc)) from None
        if not stat.S_ISREG(info.st_mode):
            raise BadSave(_("it is not a file"))
        if info.st_size > MAX_SAVE_BYTES:
            raise BadSave(_("it is {n} bytes, more than a save holds", n=info.st_size))
        try:
            with self.path.open("rb") as f:
                text = f.read(MAX_SAVE_BYTES + 1)
        except OSError as exc:
            raise BadSave(_("cannot read it: {why}", why=exc.strerror or exc)) from None
        try:
            return Match.from_json(text, lang=lang)
        except BadSave:
            raise
        except Exception as exc:  # noqa: BLE001 - a damaged file is one line, whatever broke
            raise BadSave(f"{type(exc).__name__}: {str(exc)[:120]}") from None

    def when(self) -> float:
        try:
            return self.path.stat().st_mtime
        except OSError:
            return time.time()

    def write(self, match: Match) -> None:
        """Replace the file with ``match``'s save (owner-only: it holds every secret)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        text = match.to_json()
        tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        try:
            os.replace(tmp, self.path)
        except OSError:  # a file system without rename: write in place
            tmp.unlink(missing_ok=True)
            self.path.write_text(text, encoding="utf-8")


def _clock(stamp: float) -> str:
    """When the autosave was written, as the offer shows it (a time today, else a date too)."""
    now = time.localtime()
    then = time.localtime(stamp)
    same_day = (then.tm_year, then.tm_yday) == (now.tm_year, now.tm_yday)
    return time.strftime("%H:%M" if same_day else "%Y-%m-%d %H:%M", then)


def _same(a: Match, b: Match) -> bool:
    return a.to_json() == b.to_json()


class AutosaveTraits(traitlets.HasTraits):
    """The autosave side of ``MatchWidget`` (which calls ``_autosave_start`` once it shows its
    match, and ``_autosave_after`` after every redraw)."""

    #: The Resume button's text while an autosave waits for the learner's choice ("": none).
    resume_offer = traitlets.Unicode("").tag(sync=True)
    #: The kernel this widget lives in (see ``kernel_id``).
    kernel_id = traitlets.Unicode("").tag(sync=True)
    #: Whether this widget autosaves (a reopened notebook's picture says how to play on).
    autosave_on = traitlets.Bool(False).tag(sync=True)

    _store: AutosaveStore | None = None
    _offer: Match | None = None
    _offer_time = ""
    _written: tuple[Any, ...] | None = None
    if TYPE_CHECKING:  # MatchWidget's own traits and methods
        hot_seat: bool

        @property
        def _match(self) -> Match: ...

        def load(self, match: Match) -> bool: ...

        def set_seat(self, seat: int | None) -> bool: ...

        def _say(self, notice: str | None = None, error: str | None = None) -> None: ...

    @property
    def autosave_path(self) -> Path | None:
        """The autosave file of this widget (``None``: autosave is off)."""
        return None if self._store is None else self._store.path

    def _autosave_start(self, option: object, classroom: bool) -> None:
        m = self._match
        self.kernel_id = kernel_id()
        path = default_path(m.game.name, option, classroom)
        if path is None:
            return
        self._store = AutosaveStore(path)
        self.autosave_on = True
        self._written = self._mark(m)  # an untouched match writes nothing yet
        try:
            saved = self._store.read(m.lang)
        except BadSave as exc:
            with language(m.lang):
                self._say(_("The autosave {file} was ignored: {why}.", file=path.name, why=exc))
            return
        if saved is None or saved.step == 0 or _same(saved, m):
            return
        self._offer = saved
        self._offer_time = _clock(self._store.when())
        with language(m.lang):
            self.resume_offer = _(
                "Resume the game of {time} (step {step})", time=self._offer_time, step=saved.step
            )

    @staticmethod
    def _mark(m: Match) -> tuple[Any, ...]:
        return (id(m), m.seed, m.history)

    def _autosave_after(self) -> None:
        """Write the live match when it changed since the last write (paused while an offer
        waits: the old game is kept until the learner chooses)."""
        store = self._store
        if store is None:
            return
        m = self._match
        if self._offer is not None:
            if not _same(self._offer, m):
                return
            # the notebook's cells played the new game up to the saved one (a Run All again):
            # nothing to resume any more
            self._offer = None
            self.resume_offer = ""
        mark = self._mark(m)
        if mark == self._written:
            return
        self._written = mark
        try:
            store.write(m)
        except OSError as exc:
            self._store = None
            self.autosave_on = False
            with language(m.lang):
                self._say(
                    _(
                        "Autosave is off: {file} cannot be written ({why}).",
                        file=store.path.name,
                        why=exc.strerror or exc,
                    )
                )

    def resume(self) -> bool:
        """Take the offered autosave up: its match, at the seat the cell asks for."""
        offer = self._offer
        m = self._match
        if offer is None:
            with language(m.lang):
                self._say(error=_("there is no autosaved game to resume"))
            return False
        self._offer = None
        self.resume_offer = ""
        if self.hot_seat:
            self.set_seat(None)  # a shared screen: the projector, whoever was revealed
        loaded = self.load(offer)
        if loaded:
            with language(offer.lang):
                self._say(
                    _(
                        "Resumed the game of {time} at step {step}.",
                        time=self._offer_time,
                        step=offer.step,
                    )
                )
        return loaded

    def skip_resume(self) -> bool:
        """Keep the new game: the autosave is written over from now on."""
        if self._offer is None:
            return False
        self._offer = None
        self.resume_offer = ""
        self._written = None  # the file still holds the old game: write this one now
        self._autosave_after()
        return True

    def _msg_resume(self, c: dict[str, Any]) -> None:
        self.resume()

    def _msg_skip_resume(self, c: dict[str, Any]) -> None:
        self.skip_resume()
