"""What a widget's front end is made of, without traitlets, ipywidgets or anywidget: its static
files (``static/``), the error line a learner reads, and the front end's own texts in a language
(``chrome``). A kernel-free page (``Table`` behind another transport) serves the same module and
the same texts as a notebook widget, so both read from here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..engine.citations import shown
from ..engine.errors import TortugaKitError
from ..engine.i18n import LANGUAGES, catalog

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
    if isinstance(exc, TortugaKitError):
        rule = getattr(exc, "rule", "")
        return f"{exc} [{shown(rule)}]" if rule else str(exc)
    return f"{type(exc).__name__}: {exc}"


_CHROME: dict[str, dict[str, str]] = {}


def chrome(lang: str) -> dict[str, str]:
    """The front end's own texts in ``lang`` (its ``tr("...")`` calls look them up here; an
    English id stands for itself, so English sends nothing): every translated text of the
    ``kit`` domain, a few kilobytes, once per language."""
    found = _CHROME.get(lang)
    if found is None:
        table = getattr(catalog("kit", lang), "_catalog", {})  # gettext's own dict of the .mo
        found = _CHROME[lang] = {
            k: v for k, v in table.items() if isinstance(k, str) and k and isinstance(v, str)
        }
    return found


def language_state(lang: str) -> dict[str, Any]:
    """The language a front end draws in: ``lang``, the picker's choices and its own texts."""
    return {
        "lang": lang,
        "languages": [[k, v] for k, v in LANGUAGES.items()],
        "chrome": chrome(lang),
    }
