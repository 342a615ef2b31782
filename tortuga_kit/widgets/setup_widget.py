"""SetupWidget: a form for starting a match of any game, built from ``game.options``.

Each field is one option of ``tk.new_match``, so what a learner clicks is what a notebook would
type: an option with a few choices is a select (two booleans: a checkbox), any other is a text
box read the way code would write it (``4``, ``null``, ``Ann, Ben, Cy``, ``["maroon"]``).
Options that exist because no source pins the fact down (``Option.assumption``) sit in their own
box, "Assumptions", with their documentation as the tooltip, so a learner sees which parts of a
match rest on a guess before starting it.

The engine validates: an impossible combination shows its own ``BadOption`` message, followed by
what to change *in this form* (the field it names), since a learner clicking boxes never typed
``unverified_cards=True``. A failed Create clears the previous success line and board. Create
shows the new table under the form (``board``: the projector's picture, no seat's secret), so
what is on screen is always the match ``.match`` holds. An empty seed field draws a secret seed
(``tk.new_match`` without one); the seed is never sent back to the browser (the success line
does not name it): a seed deals every secret of its match. Nothing else secret exists before the
match, so every trait is safe to sync. As everywhere, traits flow Python → browser and the
form's input arrives as messages.

Every text is in the form's language (``lang``, default: the kit's; a picker like the
MatchWidget's changes it): its labels, help texts and errors from the catalogs (an option's
label and help text from its game's), the front end's own words through ``chrome``. The match
it creates speaks that language too (``Match(lang=...)``), and so does ``start()``'s MatchWidget.
An option's choices are shown as the values code would type (``'before_turn'``), in every
language: the help texts name them so.
"""

from __future__ import annotations

import json
import re
import weakref
from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from ..engine import Game, Match, default_game, get_game
from ..engine.errors import BadOption
from ..engine.game import check_players
from ..engine.i18n import active_language, check_language, language, translator
from ._common import CSS, LanguageTraits, error_text, esm

_ = translator("kit")

MAX_TEXT = 2000  # characters of one text field: longer is not an option value


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def label_of(name: str) -> str:
    """The form's English label of an option (``unverified_cards`` → ``unverified cards``);
    the form shows ``Option.title``, the option's own label in the active language."""
    return name.replace("_", " ")


def parse_text(text: str, default: Any, many: bool = False) -> Any:
    """A text field's value, read the way code would write it: empty is the default; JSON
    (``4``, ``null``, ``true``, ``["a", "b"]``) as JSON; ``a, b`` as a list of words; else the
    text itself, or a list of that one word when the field holds a list (``many``: the names,
    ``fountain_protects``), so that one name for four seats is "1 names for 4 players", not
    "expected a list"."""
    text = text.strip()
    if not text:
        return default
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        pass
    if "," in text or many:
        return [part.strip() for part in text.split(",") if part.strip()]
    return text


class SetupWidget(LanguageTraits, anywidget.AnyWidget):
    _esm = esm("setup.js")
    _css = CSS

    game_title = traitlets.Unicode("").tag(sync=True)
    players = traitlets.Int(5).tag(sync=True)
    players_choices = traitlets.List(traitlets.Int()).tag(sync=True)
    seed = traitlets.Unicode("").tag(sync=True)  # what was typed ("": a secret one is drawn)
    fields: traitlets.List[Any] = traitlets.List().tag(sync=True)
    values = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    summary = traitlets.Unicode("").tag(sync=True)
    #: The created match's table as the projector sees it ("" before a Create, or after one
    #: failed): the board under the form is always ``.match``'s.
    board = traitlets.Unicode("").tag(sync=True)
    created = traitlets.Int(0).tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)

    def __init__(
        self,
        game: str | Game[Any] | None = None,
        *,
        players: int | None = None,
        seed: int | str = "",
        on_create: Callable[[Match], Any] | None = None,
        lang: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        code = active_language() if lang is None else check_language(lang)
        self.match: Match | None = None
        self._callbacks: list[Callable[[Match], Any]] = [on_create] if on_create else []
        self._described: tuple[Match, dict[str, Any]] | None = None  # what ``summary`` says
        self.show_language(code)
        with language(code):
            self.game: Game[Any] = get_game(default_game() if game is None else game)
            allowed = self.game.players
            self.game_title = self.game.title
            self.players_choices = list(allowed)
            n = min(max(5, allowed.start), allowed.stop - 1) if players is None else players
            if type(n) is not int:
                raise BadOption(_("players must be a whole number, not {value}", value=repr(n)))
            self.players = check_players(self.game, n)
            self.seed = str(seed)
            self.fields = self._fields()
            self.values = {o.name: _jsonable(o.default) for o in self.game.options.values()}
            for name, value in options.items():
                self.set(name, value)
        self.on_msg(self._on_msg)

    def _fields(self) -> list[dict[str, Any]]:
        """One field per option, its label and help text in the active language."""
        return [
            {
                "name": o.name,
                "label": o.title,
                "kind": (
                    "check"
                    if o.choices is not None and set(o.choices) == {True, False}
                    else "select"
                    if o.choices is not None
                    else "text"
                ),
                "choices": [_jsonable(c) for c in o.choices or ()],
                "doc": str(o.doc),
                "assumption": o.assumption,
                "default": _jsonable(o.default),
            }
            for o in self.game.options.values()
        ]

    def set_language(self, lang: Any) -> bool:
        """Every text of the form in ``lang`` (``"en"``, ``"de"``, ``"ko"``), and the language of
        the matches it creates from now on (a match already created keeps its own)."""
        try:
            code = check_language(lang)
        except BadOption as exc:
            self.error = error_text(exc)
            return False
        with language(code), self.hold_sync():
            self.show_language(code)
            self.fields = self._fields()
            self.error = ""
            if self._described is not None and self.summary:
                self.summary = self._describe(*self._described)
        return True

    def on_create(self, callback: Callable[[Match], Any]) -> None:
        """Call ``callback(match)`` after each successful create."""
        self._callbacks.append(callback)

    def set(self, name: str, value: Any) -> None:
        """Set one option's field (checked when the match is created, by the engine)."""
        if name not in self.game.options:
            known = ", ".join(self.game.options)
            with language(self.lang):
                raise BadOption(
                    _(
                        "{game} has no option {name}; options: {known}",
                        game=self.game.title,
                        name=repr(name),
                        known=known,
                    )
                )
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

    def seed_value(self) -> int | str | None:
        """Digits give an int seed (the match checks its range); any other text is a string
        seed (both are reproducible); an empty field is ``None``: the match draws a secret one."""
        text = self.seed.strip()
        if not text:
            return None
        return int(text) if re.fullmatch(r"-?\d{1,200}", text) else text

    def form_hint(self, message: str) -> str:
        """What to change in the form, for an engine message that names Python options."""
        for o in self.game.options.values():
            if re.search(rf"\b{re.escape(o.name)}\b", message):
                field = next(f for f in self.fields if f["name"] == o.name)
                if field["kind"] == "check":
                    return _("tick '{label}'", label=field["label"])
                return _("change '{label}'", label=field["label"])
        return ""

    def create(self) -> Match | None:
        """Create the match (``.match``), or show why not in ``error``; returns the match."""
        with language(self.lang):
            return self._create()

    def _create(self) -> Match | None:
        try:
            m = Match(self.game, self.players, self.seed_value(), self.options(), lang=self.lang)
        except Exception as exc:  # noqa: BLE001 - the BadOption message is the lesson
            text = error_text(exc)
            hint = self.form_hint(text)
            self.error = (
                _("{error}. In this form: {hint}.", error=text, hint=hint) if hint else text
            )
            self.summary = ""  # the last success no longer describes what is on screen
            self.board = ""
            self._described = None
            return None
        self.match = m
        self.error = ""
        self._described = (m, self.options())
        self.summary = self._describe(*self._described)
        self.board = m.game.svg(m.view(None))
        self.created += 1
        for callback in self._callbacks:
            try:
                callback(m)
            except Exception as exc:  # noqa: BLE001 - never lose a callback's failure
                self.error = _(
                    "the match was created, but the callback failed: {error}",
                    error=error_text(exc),
                )
        return m

    def start(self, **kwargs: Any) -> Any:
        """The created match in a ``MatchWidget`` (``kwargs``: its own, such as ``seat``); it
        speaks the match's language, which is the form's. Create the match first. Each later
        Create opens its new match in that widget too, so the board below the form never
        shows a table the form has replaced (a closed widget is left alone)."""
        from .controller import MatchWidget

        if self.match is None:
            with language(self.lang):
                raise BadOption(_("no match yet: press Create match first"))
        widget = MatchWidget(self.match, **kwargs)
        ref = weakref.ref(widget)

        def follow(m: Match) -> None:
            shown = ref()
            if shown is not None and shown.comm is not None:
                shown.load(m)

        self._callbacks.append(follow)
        return widget

    def describe(self, m: Match) -> str:
        """The success line: the new match in words, not a repr (in the form's language)."""
        with language(self.lang):
            return self._describe(m, self.options())

    def _describe(self, m: Match, changed: dict[str, Any]) -> str:
        options = self.game.options
        opts = ", ".join(
            f"{options[k].title if k in options else label_of(k)} = {v!r}"
            for k, v in changed.items()
        ) or _("none changed")
        assumed = m.view().get("assumptions") or []
        names = ", ".join(m.names)
        # never the seed: it deals every secret, and a drawn one must stay unknown
        if assumed:
            return _(
                "Match created: {n} players ({names}); options: {options}; rests on {count} "
                "assumption(s), listed on the board.",
                n=m.players,
                names=names,
                options=opts,
                count=len(assumed),
            )
        return _(
            "Match created: {n} players ({names}); options: {options}.",
            n=m.players,
            names=names,
            options=opts,
        )

    # ------------------------------------------------------------------ messages (browser)
    def _on_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        try:
            with language(self.lang):
                self._handle(content)
        except Exception as exc:  # noqa: BLE001 - a message never raises in the kernel
            self.error = error_text(exc)
        finally:
            self.version += 1

    def _handle(self, content: Any) -> None:
        cmd = content.get("cmd") if isinstance(content, dict) else None
        if cmd == "create":
            self.create()
        elif cmd == "lang":
            self.set_language(content.get("lang"))
        elif cmd == "players":
            value = content.get("value")
            if type(value) is not int or value not in self.game.players:
                raise BadOption(
                    _(
                        "players must be one of {choices}, not {value}",
                        choices=list(self.game.players),
                        value=repr(value),
                    )
                )
            self.players = value
        elif cmd == "seed":
            value = content.get("value")
            if not isinstance(value, str) or len(value) > 200:
                raise BadOption(_("a seed is a text of at most 200 characters"))
            self.seed = value
        elif cmd == "set":
            name, value = content.get("name"), content.get("value")
            if not isinstance(name, str) or name not in self.game.options:
                raise BadOption(_("unknown option {name}", name=repr(str(name)[:40])))
            field = next(f for f in self.fields if f["name"] == name)
            label = field["label"]
            if field["kind"] == "text":
                if not isinstance(value, str) or len(value) > MAX_TEXT:
                    raise BadOption(
                        _("{label}: a text of at most {n} characters", label=label, n=MAX_TEXT)
                    )
                many = name == "names" or isinstance(field["default"], list)
                value = parse_text(value, field["default"], many)
            elif field["kind"] == "select":
                if not isinstance(value, int) or not 0 <= value < len(field["choices"]):
                    raise BadOption(_("{label}: not one of its choices", label=label))
                value = field["choices"][value]
            elif not isinstance(value, bool):
                raise BadOption(
                    _("{label}: on or off, not {value}", label=label, value=repr(str(value)[:20]))
                )
            self.set(name, value)
            self.error = ""
        else:
            shown = repr(cmd) if len(repr(cmd)) <= 40 else f"{repr(cmd)[:37]}..."
            self.error = _("unknown widget command {command}", command=shown)

    def __repr__(self) -> str:
        return (
            f"SetupWidget({self.game.name}, players={self.players}, seed={self.seed!r}, "
            f"created={self.created})"
        )
