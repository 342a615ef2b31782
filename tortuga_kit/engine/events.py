"""Events: what happened, in words, with the rule that made it happen.

An event may carry private texts for some seats (a peek shows the cards only to the peeker). The
public ``text`` never holds a secret, so the same object can be shown on a projector.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    text: str
    rule: str = ""
    private: dict[int, str] = field(default_factory=dict, compare=False)
    kind: str = ""

    def text_for(self, seat: int | None) -> str:
        """The text this seat may read (``None`` is the public/projector view)."""
        if seat is not None and seat in self.private:
            return self.private[seat]
        return self.text

    def to_view(self, seat: int | None) -> dict[str, Any]:
        return {"text": self.text_for(seat), "rule": self.rule, "kind": self.kind}

    def __str__(self) -> str:
        return f"{self.text}  [{self.rule}]" if self.rule else self.text
