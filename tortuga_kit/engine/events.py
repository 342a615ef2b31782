"""Events: what happened, in words, with the rule that made it happen and a stable tag.

An event may carry private texts for some seats (a peek shows the cards only to the peeker). The
public ``text`` never holds a secret, so the same object can be shown on a projector. ``tag`` is
a stable identifier of what happened (``"mutiny"``, ``"maroon"``, ``"albatross"``, ...), so
statistics count rules firing without parsing prose; ``kind`` is the coarse family a log colours
by (``"move"``, ``"card"``, ``"vote"``, ...).

>>> e = Event("Anne looks at event cards 1 and 2.", "rule p.4", "peek", "peek",
...           {0: "You see: Pistol, Albatross."})
>>> e.text_for(None), e.text_for(0)
('Anne looks at event cards 1 and 2.', 'You see: Pistol, Albatross.')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .citations import shown
from .i18n import Msg, Template, text

_NO_PRIVATE: Mapping[int, str | Msg] = {}


class Event:
    """One thing that happened. Immutable by convention and cheap: a slots object, no copies.

    With ``args`` the text is a ``str.format`` template, filled in when someone first reads it:
    a playout of thousands of games never reads its events, so it never formats them. The
    template may be a translated :class:`~.i18n.Template` (``args`` its fields in order): it is
    then read as a ``Msg``, in the reader's language.
    """

    __slots__ = ("_text", "_args", "rule", "private", "kind", "tag", "lang")

    rule: str
    private: Mapping[int, str | Msg]
    kind: str
    tag: str

    def __init__(
        self,
        text: str | Msg | Template,
        rule: str = "",
        kind: str = "",
        tag: str = "",
        private: Mapping[int, str | Msg] | None = None,
        args: tuple[object, ...] | None = None,
    ) -> None:
        self._text = text
        self._args = args
        self.rule = rule
        self.private = _NO_PRIVATE if private is None else private
        self.kind = kind
        self.tag = tag or kind
        self.lang: str | None = None  # None: the active language (see ``in_language``)

    @property
    def text(self) -> str:
        """The public text (never a secret): what a projector may show. A translated text
        (``Msg``) is rendered each time it is read, in the event's or the active language."""
        t = self._text
        if type(t) is Msg:
            return t.render(self.lang)
        if type(t) is Template:
            self._text = t = t.msg(self._args or ())
            self._args = None
            return t.render(self.lang)
        if self._args is not None:
            self._text = t = t.format(*self._args)  # type: ignore[union-attr]
            self._args = None
        return t  # type: ignore[return-value]

    def text_for(self, seat: int | None) -> str:
        """The text this seat may read (``None`` is the public/projector view)."""
        if seat is not None and seat in self.private:
            return text(self.private[seat], self.lang)
        return self.text

    def in_language(self, lang: str) -> Event:
        """This event with its texts in ``lang`` (itself, when nothing in it is translated)."""
        t = type(self._text)
        if (
            t is not Msg
            and t is not Template
            and not any(type(v) is Msg for v in self.private.values())
        ):
            return self
        other = Event.__new__(Event)
        for name in Event.__slots__:
            object.__setattr__(other, name, getattr(self, name))
        other.lang = lang
        return other

    def to_view(self, seat: int | None) -> dict[str, Any]:
        """What a log shows: the text, the citation (``rule``, the data a link follows) and
        ``cite``, the citation in the reader's words."""
        return {
            "text": self.text_for(seat),
            "rule": self.rule,
            "cite": shown(self.rule),
            "kind": self.kind,
            "tag": self.tag,
        }

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Event):
            return (self.text, self.rule, self.kind, self.tag) == (
                other.text,
                other.rule,
                other.kind,
                other.tag,
            ) and dict(self.private) == dict(other.private)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # private texts are a dict: not hashable

    def __repr__(self) -> str:
        extra = f", private={dict(self.private)!r}" if self.private else ""
        return f"Event({self.text!r}, {self.rule!r}, kind={self.kind!r}, tag={self.tag!r}{extra})"

    def __str__(self) -> str:
        return f"{self.text}  [{self.rule}]" if self.rule else self.text


_new_event = object.__new__


def make_event(
    text: str | Msg | Template,
    rule: str = "",
    kind: str = "",
    tag: str = "",
    private: Mapping[int, str | Msg] | None = None,
    args: tuple[object, ...] | None = None,
) -> Event:
    """``Event(text, rule, kind, tag, private, args)``, built field by field: the same event
    for a game's hot loop. Calling the class goes through its ``__init__`` by way of C (about
    twice the cost of a plain function call), and a playout makes one or two events a
    decision (3% of a game's fast path, measured). ``tests/engine/test_events.py``
    compares the two."""
    e: Event = _new_event(Event)
    e._text = text
    e._args = args
    e.rule = rule
    e.private = _NO_PRIVATE if private is None else private
    e.kind = kind
    e.tag = tag or kind
    e.lang = None
    return e
