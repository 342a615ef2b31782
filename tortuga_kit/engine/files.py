"""Reading a small file a learner names (a save, a card data file): only a regular file, only
up to a bound, never waiting.

A path typed into a notebook can be anything: ``5``, ``None``, a text with a NUL character,
``/dev/zero`` (endless: reading it fills the memory), a FIFO (opening it waits for a writer
forever), a folder. ``read_small_file`` refuses each with one translated line
(``Unreadable``); the caller puts that line into its own error (``BadSave``, ``BadOption``).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from .i18n import translator

_ = translator("kit")

#: Open without waiting: a FIFO (or a device) that slipped past the first look must not block.
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)


class Unreadable(Exception):
    """Why a file cannot be read, as one line in the active language; ``size`` is set when
    the file is a regular one, only too large."""

    def __init__(self, reason: str, size: int | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.size = size


#: How much of a path an error line shows.
SHOWN_PATH = 80


def shown_path(path: object) -> str:
    """A path for a one-line error: quoted, its end kept when it is long (``'…/cards.json'``):
    the file's name is what the reader looks for, and a long temporary folder pushed it out
    when the line kept the path's start."""
    text = str(path)
    if len(text) > SHOWN_PATH:
        text = "…" + text[-(SHOWN_PATH - 1) :]
    return repr(text)


def as_path(path: object) -> Path:
    """``path`` as a ``Path``: a text or a path object without a NUL character."""
    if not isinstance(path, (str, os.PathLike)):
        raise Unreadable(_("a file's path is text, not {kind}", kind=type(path).__name__))
    try:
        p = Path(path)
    except TypeError:  # an os.PathLike that gives bytes, or nothing usable
        raise Unreadable(_("a file's path is text, not {kind}", kind=type(path).__name__)) from None
    if "\0" in str(p):
        raise Unreadable(_("a file's path cannot hold a NUL character"))
    return p


def read_small_file(path: Path, limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them; ``Unreadable``
    otherwise (a device, a FIFO, a folder, a missing file, a larger file)."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise Unreadable(_("it is not a regular file"))
        fd = os.open(path, _FLAGS)
    except OSError as exc:
        raise Unreadable(exc.strerror or type(exc).__name__) from None
    except ValueError:  # a path the system cannot take (a NUL character that slipped past)
        raise Unreadable(_("a file's path cannot hold a NUL character")) from None
    with os.fdopen(fd, "rb") as f:
        info = os.fstat(f.fileno())
        if not stat.S_ISREG(info.st_mode):  # swapped for something else since the first look
            raise Unreadable(_("it is not a regular file"))
        if info.st_size > limit:
            raise Unreadable(_("it is too large"), size=info.st_size)
        try:
            data = f.read(limit + 1)
        except OSError as exc:
            raise Unreadable(exc.strerror or type(exc).__name__) from None
    if len(data) > limit:  # it grew while we read
        raise Unreadable(_("it is too large"), size=len(data))
    return data
