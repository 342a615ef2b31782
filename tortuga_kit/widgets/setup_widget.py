"""SetupWidget: choose players, names, star cards, variants and seed, then create a match.

The choices map one to one onto ``tk.new_match`` options, so what a learner clicks is what a
notebook would type, and an impossible combination shows the engine's own ``BadOption`` message
(e.g. chaos without unverified_cards), followed by what to do *in this form* (which box to tick),
since a learner clicking boxes never typed ``unverified_cards=True``. A failed Create clears the
previous success line, so the screen never shows "Created ..." next to the error. Nothing secret
exists before the match, so every trait is safe to sync; the created match itself stays in Python
as ``.match``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from ..engine import Match, new_match
from ..games.tortuga1667.cards import STAR_CARDS, VERIFIED_STAR_CARDS, event_title
from ._common import CSS, STATIC, error_text

STAR_MODES = ("default", "random", "chosen")
# Option name -> the form control that sets it (the labels setup.js shows).
FORM_LABELS = {
    "unverified_cards": "tick 'allow unverified (guessed) card effects' under Variants",
    "names": "give one name per player under Players, 'Names' (or leave it empty)",
}


def form_hint(message: str) -> str:
    """What to change in the form, for an engine message that names Python options."""
    if "unverified_cards=True" in message:
        return FORM_LABELS["unverified_cards"]
    if "names for" in message or "names=" in message:
        return FORM_LABELS["names"]
    return ""


class SetupWidget(anywidget.AnyWidget):
    _esm = STATIC / "setup.js"
    _css = CSS

    players = traitlets.Int(5).tag(sync=True)
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)  # empty: Anne, Bart, ...
    star_mode = traitlets.Unicode("default").tag(sync=True)
    stars = traitlets.List(traitlets.Unicode()).tag(sync=True)  # with star_mode == "chosen"
    n_star_cards = traitlets.Int(3).tag(sync=True)  # with star_mode == "random"
    open_loyalty = traitlets.Bool(False).tag(sync=True)
    quick_start = traitlets.Bool(False).tag(sync=True)
    chaos = traitlets.Bool(False).tag(sync=True)
    unverified_cards = traitlets.Bool(False).tag(sync=True)
    seed = traitlets.Unicode("0").tag(sync=True)
    star_choices: traitlets.List[Any] = traitlets.List().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    summary = traitlets.Unicode("").tag(sync=True)
    created = traitlets.Int(0).tag(sync=True)

    def __init__(self, on_create: Callable[[Match], Any] | None = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.match: Match | None = None
        self._callbacks: list[Callable[[Match], Any]] = [on_create] if on_create else []
        self.star_choices = [
            {"name": c, "title": event_title(c), "verified": c in VERIFIED_STAR_CARDS}
            for c in STAR_CARDS
        ]
        self.on_msg(self._on_msg)

    def on_create(self, callback: Callable[[Match], Any]) -> None:
        """Call ``callback(match)`` after each successful create."""
        self._callbacks.append(callback)

    def options(self) -> dict[str, Any]:
        """The keyword arguments ``new_match`` gets (players and seed apart)."""
        opts: dict[str, Any] = {}
        names = [n.strip() for n in self.names if n.strip()]
        if names:
            opts["names"] = names
        if self.star_mode not in STAR_MODES:
            opts["star_cards"] = self.star_mode  # let the engine explain what is wrong
        elif self.star_mode == "random":
            opts["star_cards"] = "random"
            opts["n_star_cards"] = self.n_star_cards
        elif self.star_mode == "chosen":
            opts["star_cards"] = list(self.stars)
        for flag in ("open_loyalty", "quick_start", "chaos", "unverified_cards"):
            if getattr(self, flag):
                opts[flag] = True
        return opts

    def seed_value(self) -> int | str:
        """Digits give an int seed; any other text is a string seed (both are reproducible)."""
        text = self.seed.strip()
        if not text:
            return 0
        try:
            return int(text)
        except ValueError:
            return text

    def create(self) -> Match | None:
        """Create the match (``.match``), or show why not in ``error``; returns the match."""
        try:
            m = new_match("tortuga1667", self.players, self.seed_value(), **self.options())
        except Exception as exc:  # noqa: BLE001 - the BadOption message is the lesson
            text = error_text(exc)
            hint = form_hint(text)
            self.error = f"{text}. In this form: {hint}." if hint else text
            self.summary = ""  # the last success no longer describes what is on screen
            return None
        self.match = m
        self.error = ""
        self.summary = self.describe(m)
        self.created += 1
        for callback in self._callbacks:
            try:
                callback(m)
            except Exception as exc:  # noqa: BLE001 - never lose a callback's failure
                self.error = f"the match was created, but the callback failed: {error_text(exc)}"
        return m

    def describe(self, m: Match) -> str:
        """The success line: the new match in words, not a repr."""
        v = m.view()
        variants = [
            text
            for flag, text in (
                ("open_loyalty", "open loyalty"),
                ("quick_start", "quick start"),
                ("chaos", "chaos"),
                ("unverified_cards", "unverified card effects allowed"),
            )
            if getattr(self, flag)
        ]
        stars = ", ".join(v["star_cards"]) or "none"
        return (
            f"Match created: {m.players} players ({', '.join(v['names'])}), seed {m.seed!r}; "
            f"star cards: {stars}; variants: {', '.join(variants) or 'none'}."
        )

    def _on_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        if isinstance(content, dict) and content.get("cmd") == "create":
            self.create()
        else:
            self.error = f"unknown widget command {content!r}"

    def __repr__(self) -> str:
        return f"SetupWidget(players={self.players}, seed={self.seed!r}, created={self.created})"
