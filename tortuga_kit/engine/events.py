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

_NO_PRIVATE: Mapping[int, str] = {}


class Event:
    """One thing that happened. Immutable by convention and cheap: a slots object, no copies.

    With ``args`` the text is a ``str.format`` template, filled in when someone first reads it:
    a playout of thousands of games never reads its events, so it never formats them.
    """

    __slots__ = ("_text", "_args", "rule", "private", "kind", "tag")

    rule: str
    private: Mapping[int, str]
    kind: str
    tag: str

    def __init__(
        self,
        text: str,
        rule: str = "",
        kind: str = "",
        tag: str = "",
        private: Mapping[int, str] | None = None,
        args: tuple[object, ...] | None = None,
    ) -> None:
        self._text = text
        self._args = args
        self.rule = rule
        self.private = _NO_PRIVATE if private is None else private
        self.kind = kind
        self.tag = tag or kind

    @property
    def text(self) -> str:
        """The public text (never a secret): what a projector may show."""
        if self._args is not None:
            self._text = self._text.format(*self._args)
            self._args = None
        return self._text

    def text_for(self, seat: int | None) -> str:
        """The text this seat may read (``None`` is the public/projector view)."""
        if seat is not None and seat in self.private:
            return self.private[seat]
        return self.text

    def to_view(self, seat: int | None) -> dict[str, Any]:
        return {"text": self.text_for(seat), "rule": self.rule, "kind": self.kind, "tag": self.tag}

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
