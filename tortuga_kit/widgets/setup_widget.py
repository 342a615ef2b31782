"""SetupWidget: a form for starting a match of any game, built from ``game.options``.

Each field is one option of ``tk.new_match``, so what a learner clicks is what a notebook would
type: an option with a few choices is a select (two booleans: a checkbox), any other is a text
box read the way code would write it (``4``, ``null``, ``Ann, Ben, Cy``, ``["maroon"]``).
Options that exist because no source pins the fact down (``Option.assumption``) sit in their own
box, "Assumptions", with their documentation as the tooltip, so a learner sees which parts of a
match rest on a guess before starting it.

The engine validates: an impossible combination shows its own ``BadOption`` message, followed by
what to change *in this form* (the field it names), since a learner clicking boxes never typed
``unverified_cards=True``. A failed Create clears the previous success line. Nothing secret
exists before the match, so every trait is safe to sync; the created match stays in Python as
``.match``. As everywhere, traits flow Python → browser and the form's input arrives as messages.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from ..engine import Game, Match, default_game, get_game
from ..engine.errors import BadOption
from ._common import CSS, error_text, esm

MAX_TEXT = 2000  # characters of one text field: longer is not an option value


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def label_of(name: str) -> str:
    """The form's label of an option (``unverified_cards`` → ``unverified cards``)."""
    return name.replace("_", " ")


def parse_text(text: str, default: Any) -> Any:
    """A text field's value, read the way code would write it: empty is the default; JSON
    (``4``, ``null``, ``true``, ``["a", "b"]``) as JSON; ``a, b`` as a list of words; else the
    text itself."""
    text = text.strip()
    if not text:
        return default
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        pass
    if "," in text:
        return [part.strip() for part in text.split(",") if part.strip()]
    return text


class SetupWidget(anywidget.AnyWidget):
    _esm = esm("setup.js")
    _css = CSS

    game_title = traitlets.Unicode("").tag(sync=True)
    players = traitlets.Int(5).tag(sync=True)
    players_choices = traitlets.List(traitlets.Int()).tag(sync=True)
    seed = traitlets.Unicode("0").tag(sync=True)
    fields: traitlets.List[Any] = traitlets.List().tag(sync=True)
    values = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    summary = traitlets.Unicode("").tag(sync=True)
    created = traitlets.Int(0).tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)

    def __init__(
        self,
        game: str | Game[Any] | None = None,
        *,
        players: int | None = None,
        seed: int | str = "0",
        on_create: Callable[[Match], Any] | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        self.game: Game[Any] = get_game(default_game() if game is None else game)
        self.match: Match | None = None
        self._callbacks: list[Callable[[Match], Any]] = [on_create] if on_create else []
        allowed = self.game.players
        self.game_title = self.game.title
        self.players_choices = list(allowed)
        n = min(max(5, allowed.start), allowed.stop - 1) if players is None else players
        if type(n) is not int or n not in allowed:
            raise BadOption(
                f"{self.game.title} is for {allowed.start}–{allowed.stop - 1} players, not {n!r}"
            )
        self.players = n
        self.seed = str(seed)
        self.fields = [
            {
                "name": o.name,
                "label": label_of(o.name),
                "kind": (
                    "check"
                    if o.choices is not None and set(o.choices) == {True, False}
                    else "select"
                    if o.choices is not None
                    else "text"
                ),
                "choices": [_jsonable(c) for c in o.choices or ()],
                "doc": o.doc,
                "assumption": o.assumption,
                "default": _jsonable(o.default),
            }
            for o in self.game.options.values()
        ]
        self.values = {o.name: _jsonable(o.default) for o in self.game.options.values()}
        for name, value in options.items():
            self.set(name, value)
        self.on_msg(self._on_msg)

    def on_create(self, callback: Callable[[Match], Any]) -> None:
        """Call ``callback(match)`` after each successful create."""
        self._callbacks.append(callback)

    def set(self, name: str, value: Any) -> None:
        """Set one option's field (checked when the match is created, by the engine)."""
        if name not in self.game.options:
            known = ", ".join(self.game.options)
            raise BadOption(f"{self.game.title} has no option {name!r}; options: {known}")
        self.values = {**self.values, name: _jsonable(value)}

    def __setattr__(self, name: str, value: Any) -> None:
        # ``sw.chaos = True`` sets a field, as the notebook's code would pass the option
        game = self.__dict__.get("game")
        if game is not None and name in game.options:
            self.set(name, value)
        else:
            super().__setattr__(name, value)

    def __getattr__(self, name: str) -> Any:
        # ``sw.chaos`` reads a field, as the notebook's code would write the option
        values = self.__dict__.get("_trait_values", {}).get("values", {})
        if name in values:
            return values[name]
        raise AttributeError(f"{type(self).__name__!s} has no attribute {name!r}")

    def options(self) -> dict[str, Any]:
        """The keyword arguments ``new_match`` gets (players and seed apart): the changed fields."""
        out = {}
        for o in self.game.options.values():
            value = self.values.get(o.name)
            if value != _jsonable(o.default):
                out[o.name] = value
        return out

    def seed_value(self) -> int | str:
        """Digits give an int seed; any other text is a string seed (both are reproducible)."""
        text = self.seed.strip()
        if not text:
            return 0
        return int(text) if re.fullmatch(r"-?\d{1,18}", text) else text

    def form_hint(self, message: str) -> str:
        """What to change in the form, for an engine message that names Python options."""
        for o in self.game.options.values():
            if re.search(rf"\b{re.escape(o.name)}\b", message):
                field = next(f for f in self.fields if f["name"] == o.name)
                verb = "tick" if field["kind"] == "check" else "change"
                return f"{verb} '{field['label']}'"
        return ""

    def create(self) -> Match | None:
        """Create the match (``.match``), or show why not in ``error``; returns the match."""
        try:
            m = Match(self.game, self.players, self.seed_value(), self.options())
        except Exception as exc:  # noqa: BLE001 - the BadOption message is the lesson
            text = error_text(exc)
            hint = self.form_hint(text)
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
        changed = self.options()
        opts = ", ".join(f"{label_of(k)} = {v!r}" for k, v in changed.items()) or "none changed"
        assumed = m.view().get("assumptions") or []
        rest = f"; rests on {len(assumed)} assumption(s), listed on the board" if assumed else ""
        return (
            f"Match created: {m.players} players ({', '.join(m.names)}), seed {m.seed!r}; "
            f"options: {opts}{rest}."
        )

    # ------------------------------------------------------------------ messages (browser)
    def _on_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        try:
            self._handle(content)
        except Exception as exc:  # noqa: BLE001 - a message never raises in the kernel
            self.error = error_text(exc)
        finally:
            self.version += 1

    def _handle(self, content: Any) -> None:
        cmd = content.get("cmd") if isinstance(content, dict) else None
        if cmd == "create":
            self.create()
        elif cmd == "players":
            value = content.get("value")
            if type(value) is not int or value not in self.game.players:
                raise BadOption(f"players must be one of {list(self.game.players)}, not {value!r}")
            self.players = value
        elif cmd == "seed":
            value = content.get("value")
            if not isinstance(value, str) or len(value) > 200:
                raise BadOption("a seed is a text of at most 200 characters")
            self.seed = value
        elif cmd == "set":
            name, value = content.get("name"), content.get("value")
            if not isinstance(name, str) or name not in self.game.options:
                raise BadOption(f"unknown option {str(name)[:40]!r}")
            field = next(f for f in self.fields if f["name"] == name)
            if field["kind"] == "text":
                if not isinstance(value, str) or len(value) > MAX_TEXT:
                    raise BadOption(f"{field['label']}: a text of at most {MAX_TEXT} characters")
                value = parse_text(value, field["default"])
            elif field["kind"] == "select":
                if not isinstance(value, int) or not 0 <= value < len(field["choices"]):
                    raise BadOption(f"{field['label']}: not one of its choices")
                value = field["choices"][value]
            elif not isinstance(value, bool):
                raise BadOption(f"{field['label']}: on or off, not {str(value)[:20]!r}")
            self.set(name, value)
            self.error = ""
        else:
            shown = repr(cmd) if len(repr(cmd)) <= 40 else f"{repr(cmd)[:37]}..."
            self.error = f"unknown widget command {shown}"

    def __repr__(self) -> str:
        return (
            f"SetupWidget({self.game.name}, players={self.players}, seed={self.seed!r}, "
            f"created={self.created})"
        )
