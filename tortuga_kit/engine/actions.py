"""Actions and decisions: what a player may choose, and who must choose now.

An action is a seat plus a short stable text ("attack", "peek 1 4", "force Bart 2 5"): the text is
what a learner types or clicks, ``str()`` gives it back, and ``Match.play`` accepts either form.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Action:
    """One choice of one seat. ``repr`` can be pasted back into Python."""

    seat: int
    text: str
    label: str = field(default="", compare=False)

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
