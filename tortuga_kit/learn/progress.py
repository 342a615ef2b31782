"""The learner's progress: the best stars of each level, kept where it survives a restart.

Why a store with two kinds: in JupyterLab and Voilà the kernel may write a small JSON file beside
the notebooks (``PROGRESS_FILE``), which survives kernel restarts and page reloads. Where no
folder is writable (JupyterLite's kernel runs in the browser; a read-only classroom image) the
progress lives in memory, and a front end may keep it in the browser's storage: ``MemoryStore``
calls its ``on_save`` hook with every change, and ``Progress.merge`` takes what the browser kept.

>>> p = Progress(MemoryStore())
>>> p.record("cartagena/first-step", 2), p.record("cartagena/first-step", 1)
(True, False)
>>> p.stars("cartagena/first-step")
2
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, Protocol

from .level import MOST_STARS

#: The progress file's name, beside the notebooks (the kernel's working folder).
PROGRESS_FILE = ".tortuga_kit_progress.json"
#: A progress file larger than this is not read (it is not one the kit wrote).
MAX_BYTES = 200_000


def clean(data: Any) -> dict[str, int]:
    """The valid entries of stored progress (level id -> stars 1..3); anything else is dropped:
    a hand-edited file or a browser's storage must not break the map."""
    if not isinstance(data, Mapping):
        return {}
    stars = data.get("stars", data)
    if not isinstance(stars, Mapping):
        return {}
    return {
        k: v
        for k, v in stars.items()
        if isinstance(k, str) and len(k) <= 200 and type(v) is int and 1 <= v <= MOST_STARS
    }


class Store(Protocol):
    """Where progress is kept: ``load()`` the stars by level id, ``save(stars)`` them all."""

    def load(self) -> dict[str, int]: ...

    def save(self, stars: Mapping[str, int]) -> None: ...


class MemoryStore:
    """Progress in memory; ``on_save(stars)`` (a front end's hook) is told every change, so a
    browser can keep it in its own storage where no file can be written."""

    def __init__(self, stars: Mapping[str, int] | None = None) -> None:
        self._stars = clean(dict(stars or {}))
        self.on_save: Callable[[dict[str, int]], None] | None = None

    def load(self) -> dict[str, int]:
        return dict(self._stars)

    def save(self, stars: Mapping[str, int]) -> None:
        self._stars = dict(stars)
        if self.on_save is not None:
            self.on_save(dict(stars))


class FileStore:
    """Progress in a JSON file (``{"version": 1, "stars": {...}}``), written whole and atomically
    (a temporary file renamed over it), so a crash never leaves half a file."""

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)

    def load(self) -> dict[str, int]:
        try:
            if self.path.stat().st_size > MAX_BYTES:
                return {}
            return clean(json.loads(self.path.read_text("utf-8")))
        except (OSError, ValueError):
            return {}

    def save(self, stars: Mapping[str, int]) -> None:
        data = json.dumps({"version": 1, "stars": dict(sorted(stars.items()))}, indent=1)
        fd, tmp = tempfile.mkstemp(dir=self.path.parent, prefix=".progress-", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(data + "\n")
            os.replace(tmp, self.path)
        except OSError:
            Path(tmp).unlink(missing_ok=True)
            raise


def default_store(folder: str | os.PathLike[str] | None = None) -> Store:
    """A ``FileStore`` beside the notebooks (``folder``, default: the working folder) when that
    folder is writable, else a ``MemoryStore`` (the browser's storage may back it)."""
    where = Path(folder) if folder is not None else Path.cwd()
    if where.is_dir() and os.access(where, os.W_OK):
        return FileStore(where / PROGRESS_FILE)
    return MemoryStore()


class Progress:
    """The best stars per level id, read from and written to a ``Store``."""

    def __init__(self, store: Store | None = None) -> None:
        self.store = store if store is not None else default_store()
        self._stars = self.store.load()
        #: Why the last save failed ("": it did not), for a front end to say.
        self.problem = ""

    def stars(self, level_id: str) -> int:
        """The best stars won on ``level_id`` (0: not solved yet)."""
        return self._stars.get(level_id, 0)

    def all(self) -> dict[str, int]:
        return dict(self._stars)

    def record(self, level_id: str, won: int) -> bool:
        """Keep ``won`` stars for ``level_id`` when better than before; whether it was. A store
        that cannot be written (a folder gone read-only) keeps the stars for this session."""
        self._refresh()
        if won <= self.stars(level_id):
            return False
        self._stars[level_id] = won
        self._save()
        return True

    def merge(self, stars: Any) -> None:
        """Take the better of each level's stars from ``stars`` (a browser's storage)."""
        self._refresh()
        changed = False
        for k, v in clean(stars).items():
            if v > self.stars(k):
                self._stars[k] = v
                changed = True
        if changed:
            self._save()

    def reset(self) -> None:
        """Forget every level's stars (Reset progress)."""
        self._stars = {}
        self._save()

    def _refresh(self) -> None:
        """Read the store again before a change: another ``Progress`` on the same file (the
        learn widgets of the other games on one page, another kernel in the same folder) may
        have saved stars since, and saving this one's old copy would erase them. Not after a
        failed save: then this session knows more than the store."""
        if not self.problem:
            self._stars = self.store.load()

    def _save(self) -> None:
        try:
            self.store.save(self._stars)
            self.problem = ""
        except OSError as exc:  # kept in memory for this session; the file stays as it was
            self.problem = f"{type(exc).__name__}: {exc}"
