"""Shared bits of the widgets: where the static files live, error text that never gets lost, and
the language traits every widget with a language picker syncs (``LanguageTraits``)."""

from __future__ import annotations

from typing import Any

import traitlets

from .frontend import CSS, STATIC, chrome, error_text, esm, language_state, static_text

__all__ = [
    "CSS",
    "STATIC",
    "FollowsPage",
    "LanguageTraits",
    "chrome",
    "error_text",
    "esm",
    "static_text",
]


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
            state = language_state(lang)
            self.lang = lang
            self.languages = state["languages"]
            self.chrome = state["chrome"]


class FollowsPage:
    """A classroom page's companion button (Learn, Play together): it speaks the language of
    the page's match widget and relabels itself when that widget's picker changes it, so a
    page never shows two languages. A subclass calls ``follow(widget)`` once and writes its
    texts in ``_relabel``."""

    _widget: Any

    def follow(self, widget: Any) -> None:
        """Take ``widget``'s language now and whenever its ``lang`` changes."""
        self._widget = widget
        widget.observe(self._relabel, names="lang")
        self._relabel()

    @property
    def lang(self) -> str:
        return str(getattr(self._widget, "lang", "en") or "en")

    def _relabel(self, _change: Any = None) -> None:
        raise NotImplementedError
