"""Shared bits of the widgets: where the static files live, and error text that never gets lost."""

from __future__ import annotations

from pathlib import Path

STATIC = Path(__file__).resolve().parent / "static"
CSS = STATIC / "kit.css"


def static_text(name: str) -> str:
    return (STATIC / name).read_text(encoding="utf-8")


def esm(name: str) -> str:
    """A widget's front end: the shared helpers (``kit.js``) prepended to its own module, so
    every widget uses one copy of them without a bundler or a second import."""
    return static_text("kit.js") + "\n" + static_text(name)


def error_text(exc: BaseException) -> str:
    """One line for the ``error`` trait: the kit's own errors as they are, others with their type.

    A rule reference, when the error carries one, is appended so a learner can look it up.
    """
    from ..engine.citations import shown
    from ..engine.errors import TortugaKitError

    if isinstance(exc, TortugaKitError):
        rule = getattr(exc, "rule", "")
        return f"{exc} [{shown(rule)}]" if rule else str(exc)
    return f"{type(exc).__name__}: {exc}"
