"""The common shape of Tortuga 1667's pending decisions (``engine.flow.Frame``).

Each concept module owns its frames; this base adds only what every one of them shares: the
verbs a frame answers (``answers``), and the refusal of a turn action while another question is
open ("'attack' is a turn action, but now Anne: choose where the chest goes").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from ...engine.errors import IllegalAction
from ...engine.events import Event
from ...engine.flow import Frame
from ...engine.i18n import DEFAULT, Msg, translator
from ...engine.verbs import hint
from .state import State
from .verbs import TURN_VERBS, VERBS

_ = translator("tortuga1667")


class TortugaFrame(Frame[State]):
    """A Tortuga decision. ``answers``: the verbs of its legal texts."""

    __slots__ = ()
    answers: ClassVar[frozenset[str]] = frozenset()

    def name(self, s: State) -> str:
        return s.names[self.seat]

    def hint(self, s: State) -> str:
        return hint(VERBS, self.legal(s), self.secret)

    def refuse(self, s: State, text: str) -> IllegalAction | None:
        words = text.split()
        verb = words[0].lower()
        if verb in TURN_VERBS and verb not in self.answers:
            d = self.decision(s)
            return IllegalAction(
                _(
                    "{text} is a turn action, but now {prompt}; {hint}",
                    text=repr(text),
                    prompt=d.prompt,
                    hint=self.hint(s),
                ),
                "wrong_phase",
                d.rule,
            )
        return self.why_not(s, text, words)

    def why_not(self, s: State, text: str, words: Sequence[str]) -> IllegalAction | None:
        """A reason specific to this decision, or ``None`` for the generic message."""
        return None


#: An event of this game: ``event(text, rule, kind, tag="", private=None)`` (``kind``: the log's
#: family; ``tag``: what rule fired, by default the kind; ``private``: texts for some seats).
event = Event


class PrivateText(str):
    """A private text: its value is the English text, and reading it (``str()``, as
    ``Event.text_for`` does) gives it in the active language (the match's, while it hands out
    its log). The engine's contract checks ask for ``str`` private texts
    (``conformance._check_event``), so a ``Msg`` cannot stand there itself."""

    msg: Msg

    def __str__(self) -> str:
        return self.msg.render()


def private(msg: Msg) -> PrivateText:
    """``msg`` as a private text of an event (see ``PrivateText``)."""
    args = msg.args
    if msg.plural or any(type(v) is Msg and (v.args or v.plural) for v in args.values()):
        english = msg.render(DEFAULT)
    else:  # the common case, said directly: fields are plain values or names without fields
        english = msg.msgid.format(**{k: v.msgid if type(v) is Msg else v for k, v in args.items()})
    out = PrivateText(english)
    out.msg = msg
    return out


#: The texts of the frequent events, by what they say: a playout makes the same few hundred
#: again and again, so each is one dict lookup (``said(key) or keep(key, _.lazy(...))``).
SAID: dict[tuple[object, ...], Any] = {}
said = SAID.get
SAID_MAX = 20_000


def keep(key: tuple[object, ...], text: Msg | PrivateText) -> Any:
    """Remember ``text`` as what ``key`` says (all forgotten once there are too many)."""
    if len(SAID) >= SAID_MAX:
        SAID.clear()
    SAID[key] = text
    return text
