"""Shared bits of the widgets: where the static files live, error text that never gets lost, and
the language traits every widget with a language picker syncs (``LanguageTraits``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import traitlets

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
    from ..engine.citations import shown
    from ..engine.errors import TortugaKitError

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


class LanguageTraits(traitlets.HasTraits):
    """A widget's language, as its front end reads it: ``lang``, the picker's choices
    ``languages`` (``[[code, name]]``) and its own texts in that language (``chrome``, for the
    ``tr``/``say`` of kit.js). The picker sends ``{"cmd": "lang", "lang": code}``."""

    lang = traitlets.Unicode("en").tag(sync=True)
    languages: traitlets.List[Any] = traitlets.List().tag(sync=True)
    chrome = traitlets.Dict().tag(sync=True)

    def show_language(self, lang: str) -> None:
        """Sync ``lang`` and its texts (nothing is sent when they are already the browser's)."""
        if self.lang != lang or not self.languages:
            self.lang = lang
            self.languages = [[k, v] for k, v in LANGUAGES.items()]
            self.chrome = chrome(lang)
