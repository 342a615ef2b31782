"""Quiz: a question that answers back, checked in the kernel so Run All reveals nothing.

A notebook used to ask with ``answer = None`` and print the solution when it was left so: Run
All showed every answer before the learner tried, and a wrong one ended in a traceback. A
``Quiz`` asks instead, in one of three ways:

- ``Quiz.choice(question, choices, key)``: pick one of a few labelled choices;
- ``Quiz.number(question, key)``: type a number (``3``, ``0.25``, ``1/4`` and ``25%`` all read);
- ``Quiz.board(question, svg, targets, key)``: click a field, card or seat of a board drawn by
  the game's own renderer (``match.game.svg(view, legal=...)``); ``targets`` are the
  ``data-token``/``data-action`` values the learner may click.

The key is a value the notebook computed from the engine when it built the quiz (a prepared
position played on, a view read), never a literal: the notebooks define no helpers and the
tests check the keys against the engine. **The key never leaves the kernel**: the browser holds
the question, the choices, the learner's answer and the verdict; the explanation and the rule
section are sent only after a wrong answer, the hint only when asked for. A right answer shows
``why`` (what the engine did), a wrong one the explanation, the rule section (``rule``, a
citation such as ``"rules §mutiny"`` of the ``game``'s rules page) and **Try again**.

Browser → kernel messages: ``{"cmd": "answer", "value": text}``, ``{"cmd": "hint"}``,
``{"cmd": "again"}``, ``{"cmd": "lang", "lang": code}``.
"""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import anywidget
import traitlets

from ..engine.citations import rule_section
from ..engine.errors import BadOption
from ..engine.i18n import active_language, language, translator
from ..engine.registry import available_games
from ._common import CSS, LanguageTraits, esm

_ = translator("kit")

KINDS = ("choice", "number", "board")

#: Every quiz built in this kernel (weakly): a test answers each of a notebook's quizzes.
_BUILT: weakref.WeakSet[Quiz] = weakref.WeakSet()
_COUNT = itertools.count()


def built() -> list[Quiz]:
    """The quizzes built in this kernel and still alive, in the order they were built."""
    return sorted(_BUILT, key=lambda q: q.number_built)


def read_number(text: str) -> Fraction | None:
    """A learner's number: ``3``, ``-2``, ``0.25``, ``0,25``, ``1/4``, ``25%``; ``None`` if not one.

    Exact (a ``Fraction``) so ``1/3`` and a key of ``Fraction(1, 3)`` agree."""
    raw = text.strip().replace(" ", "").replace(",", ".")
    percent = raw.endswith("%")
    try:
        value = Fraction(raw[:-1] if percent else raw)
    except (ValueError, ZeroDivisionError):
        return None
    return value / 100 if percent else value


def _as_fraction(key: object) -> Fraction:
    if isinstance(key, bool) or not isinstance(key, (int, float, Fraction)):
        raise BadOption(_("a number quiz needs a number as its key, not {value}", value=key))
    return Fraction(key)


class Quiz(LanguageTraits, anywidget.AnyWidget):
    """One question, its key kept in the kernel (see the module's docstring)."""

    _esm = esm("quiz.js")
    _css = CSS

    kind = traitlets.Unicode("choice").tag(sync=True)
    question = traitlets.Unicode("").tag(sync=True)
    #: ``[[value, label]]``: the buttons of a choice quiz.
    choices: traitlets.List[Any] = traitlets.List().tag(sync=True)
    #: The board's picture (a board quiz): the game's own SVG, as ``Game.svg`` drew it.
    svg = traitlets.Unicode("").tag(sync=True)
    #: The board's clickable ``data-token``/``data-action`` values (a board quiz).
    targets: traitlets.List[Any] = traitlets.List().tag(sync=True)
    has_hint = traitlets.Bool(False).tag(sync=True)
    hint = traitlets.Unicode("").tag(sync=True)  # empty until asked for
    #: ``""`` (not answered yet), ``"right"``, ``"wrong"`` or ``"unreadable"``.
    verdict = traitlets.Unicode("").tag(sync=True)
    said = traitlets.Unicode("").tag(sync=True)  # the learner's answer, as shown
    explanation = traitlets.Unicode("").tag(sync=True)  # after an answer only
    rule = traitlets.Dict().tag(sync=True)  # the rule section, after a wrong answer only
    tries = traitlets.Int(0).tag(sync=True)

    def __init__(
        self,
        kind: str,
        question: str,
        key: object,
        *,
        choices: Sequence[tuple[object, str]] = (),
        svg: str = "",
        targets: Sequence[str] = (),
        hint: str = "",
        explain: str = "",
        why: str = "",
        game: str = "",
        rule: str = "",
        lang: str | None = None,
    ) -> None:
        super().__init__()
        if kind not in KINDS:
            raise BadOption(_("a quiz is one of {kinds}, not {kind}", kinds=KINDS, kind=kind))
        self._section = rule_section(game, rule) if rule else None
        if rule and self._section is None:
            raise BadOption(_("no rules section {rule} for {game}", rule=rule, game=game))
        self._key = self._check_key(kind, key, choices, targets)
        missing = [t for t in targets if f'="{t}"' not in svg]
        if missing:
            raise BadOption(_("the board shows no {target} to click", target=missing[0]))
        self._hint, self._explain, self._why = hint, explain, why
        self.number_built = next(_COUNT)
        with self.hold_sync():
            self.kind, self.question, self.has_hint = kind, question, bool(hint)
            self.choices = [[str(value), label] for value, label in choices]
            self.svg, self.targets = svg, [str(t) for t in targets]
            self.show_language(lang or active_language())
        self.on_msg(self._on_msg)
        _BUILT.add(self)

    # ------------------------------------------------------------------ the three kinds
    @classmethod
    def choice(
        cls, question: str, choices: Sequence[tuple[object, str]], key: object, **kw: Any
    ) -> Quiz:
        """Pick one of ``choices`` (``(value, label)`` pairs); ``key`` is one of the values."""
        return cls("choice", question, key, choices=choices, **kw)

    @classmethod
    def number(cls, question: str, key: int | float | Fraction, **kw: Any) -> Quiz:
        """Type a number; right when it equals ``key`` exactly (``0.25`` and ``1/4`` alike)."""
        return cls("number", question, key, **kw)

    @classmethod
    def board(cls, question: str, svg: str, targets: Sequence[str], key: str, **kw: Any) -> Quiz:
        """Click one of ``targets`` on ``svg`` (the game's own board picture)."""
        return cls("board", question, key, svg=svg, targets=targets, **kw)

    @staticmethod
    def _check_key(
        kind: str, key: object, choices: Sequence[tuple[object, str]], targets: Sequence[str]
    ) -> object:
        if kind == "number":
            return _as_fraction(key)
        values = [str(v) for v, _label in choices] if kind == "choice" else list(targets)
        if kind == "board" and not values:
            raise BadOption(_("a board quiz needs something on the board to click"))
        if str(key) not in values:
            raise BadOption(_("the quiz's key is none of its choices"))
        return str(key)

    # ------------------------------------------------------------------ answering
    def right(self, value: str) -> bool | None:
        """Is ``value`` (as the browser sends it) the key? ``None``: not an answer at all (no
        number, or none of the choices or targets)."""
        if self.kind == "number":
            number = read_number(value)
            return None if number is None else number == self._key
        return value == self._key if value in self._values() else None

    def _values(self) -> list[str]:
        """What a choice or board quiz accepts as an answer: its choices, its board's targets."""
        return [str(c[0]) for c in self.choices] if self.kind == "choice" else list(self.targets)

    def answer(self, value: str) -> str:
        """Judge the learner's answer, as the browser's message does; returns the verdict."""
        verdict = self.right(str(value))
        with self.hold_sync():
            self.said = str(value)
            if verdict is None and self.kind != "number":
                return self.verdict  # not one of the choices (a stale or forged message)
            if verdict is None:
                self.verdict = "unreadable"
                with language(self.lang):  # the learner's language, not the kernel's
                    self.explanation = _("That is not a number: type digits, e.g. 3 or 0.5.")
                return self.verdict
            self.tries += 1
            self.verdict = "right" if verdict else "wrong"
            self.explanation = self._why if verdict else self._explain
            self.rule = {} if verdict else (self._section or {})
        return self.verdict

    def again(self) -> None:
        """Try again: the answer and the explanation go, the hint (once asked for) stays."""
        with self.hold_sync():
            self.verdict, self.said, self.explanation, self.rule = "", "", "", {}

    def ask_hint(self) -> None:
        self.hint = self._hint

    def _on_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        cmd = content.get("cmd") if isinstance(content, dict) else None
        if cmd == "answer" and self.verdict in ("", "unreadable"):  # after "wrong": Try again
            self.answer(str(content.get("value", "")))
        elif cmd == "again":
            self.again()
        elif cmd == "hint":
            self.ask_hint()
        elif cmd == "lang" and isinstance(content.get("lang"), str):
            self.show_language(content["lang"])
        elif cmd == "rules_link":
            self.send({"rules_link": self.rules_link(content.get("game"), content.get("ref"))})

    def rules_link(self, game: object, ref: object) -> dict[str, Any]:
        """The section a rules link of the page names (``game``'s page, ``ref`` such as
        ``"rules §fight"``), in the quiz's language: what the first quiz on a Voilà page shows
        for a link that no game widget takes (Voilà cannot open a ``.md`` file). Empty for a
        name that is no game's (a forged message must not read a path) or no section."""
        if not (isinstance(game, str) and isinstance(ref, str) and game in available_games()):
            return {}
        return rule_section(game, ref, self.lang) or {}

    def __repr__(self) -> str:
        return f"Quiz({self.kind}: {self.question!r})"
