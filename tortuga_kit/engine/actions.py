"""Actions and decisions: what a player may choose, and who must choose now.

An action is a seat plus a short stable text ("attack", "peek 1 4", "force Bart 2 5"): the text is
what a learner types or clicks, ``str()`` gives it back, and ``Match.play`` accepts either form.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


class Action:
    """One choice of one seat: a value object. ``repr`` can be pasted back into Python.

    ``label`` (readable button text) is computed on first use, because a turn offers dozens of
    actions and a playout never looks at their labels.
    """

    __slots__ = ("seat", "text", "_label", "_labeler")

    def __init__(self, seat: int, text: str, label: str | Callable[[str], str] = "") -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "_label", label if isinstance(label, str) else "")
        object.__setattr__(self, "_labeler", None if isinstance(label, str) else label)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Action is immutable")

    @property
    def label(self) -> str:
        if not self._label and self._labeler is not None:
            object.__setattr__(self, "_label", self._labeler(self.text))
        return self._label or self.text

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Action):
            return self.seat == other.seat and self.text == other.text
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.seat, self.text))

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action({self.seat}, {self.text!r})"


@dataclass(frozen=True, slots=True)
class Decision:
    """Whose choice it is, what kind of choice, and a prompt in words.

    ``kind`` is a stable identifier (``"turn"``, ``"vote"``, ``"loot"``, ...); ``rule`` cites the
    rule that asks for the choice, so a learner can look it up.
    """

    seat: int
    kind: str
    prompt: str
    rule: str = ""

    def __str__(self) -> str:
        return f"{self.kind}: {self.prompt}"
