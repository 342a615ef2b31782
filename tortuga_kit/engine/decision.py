"""Decisions and actions: who must choose now, and what they may choose.

An action is a seat plus a short stable text (``"attack"``, ``"peek 1 4"``, ``"force Bart 2 5"``):
the text is what a learner types or clicks, ``str()`` gives it back, and ``Match.play`` accepts
either form. A match interns its actions (one object per seat and text), so a playout builds no
new objects for the two dozen choices a decision offers.

>>> a = Action(2, "attack")
>>> a, str(a), a == Action(2, "attack")
(Action(2, 'attack'), 'attack', True)
>>> Decision(2, "turn", "Anne: choose an action", secret=False)
Decision(seat=2, kind='turn', prompt='Anne: choose an action', rule='', secret=False)
"""

from __future__ import annotations

from collections.abc import Callable


class Action:
    """One choice of one seat: an immutable value object whose ``repr`` pastes back into Python.

    ``label`` (readable button text) is computed on first use from the game's verb table,
    because a turn offers dozens of actions and a playout never looks at their labels.
    """

    __slots__ = ("seat", "text", "_label", "_labeler")

    seat: int
    text: str
    _label: str
    _labeler: Callable[[str], str] | None

    def __init__(self, seat: int, text: str, label: str | Callable[[str], str] = "") -> None:
        # Plain slots, read at full speed; writing goes through object.__setattr__ only here.
        setattr_ = object.__setattr__
        setattr_(self, "seat", seat)
        setattr_(self, "text", text)
        setattr_(self, "_label", label if isinstance(label, str) else "")
        setattr_(self, "_labeler", None if isinstance(label, str) else label)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Action is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("Action is immutable")

    @property
    def label(self) -> str:
        """Readable text for a button ("Captain: call an attack"); the text when none is known."""
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

    def __reduce__(self) -> tuple[type[Action], tuple[int, str]]:
        return (Action, (self.seat, self.text))


class Decision:
    """Whose choice it is, what kind of choice, a prompt in words, and whether it is secret.

    ``kind`` is a stable identifier (``"turn"``, ``"vote"``, ``"loot"``, ...), the same name as
    the frame that asks; ``rule`` cites the rule that asks for the choice. ``secret`` (default
    True, the safe side) says that the decision's action texts or labels show the chooser's
    private information (a vote card, a card from a hidden hand): then only the chooser's own
    seat may see them. Every widget decides what reaches a browser from this flag and the seat.
    """

    __slots__ = ("seat", "kind", "prompt", "rule", "secret")

    seat: int
    kind: str
    prompt: str
    rule: str
    secret: bool

    def __init__(
        self, seat: int, kind: str, prompt: str, rule: str = "", secret: bool = True
    ) -> None:
        object.__setattr__(self, "seat", seat)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "prompt", prompt)
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "secret", secret)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Decision is immutable")

    def __reduce__(self) -> tuple[type[Decision], tuple[int, str, str, str, bool]]:
        # pickle and deepcopy rebuild it through __init__: their default sets the slots with
        # setattr, which an immutable Decision refuses (a Match whose decision was read, as
        # every widget reads it, could not be copied or sent to another process)
        return (Decision, (self.seat, self.kind, self.prompt, self.rule, self.secret))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Decision):
            return (self.seat, self.kind, self.prompt, self.rule, self.secret) == (
                other.seat,
                other.kind,
                other.prompt,
                other.rule,
                other.secret,
            )
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.seat, self.kind, self.prompt, self.rule, self.secret))

    def __str__(self) -> str:
        return f"{self.kind}: {self.prompt}"

    def __repr__(self) -> str:
        return (
            f"Decision(seat={self.seat}, kind={self.kind!r}, prompt={self.prompt!r}, "
            f"rule={self.rule!r}, secret={self.secret})"
        )

    def to_dict(self) -> dict[str, object]:
        return {
            "seat": self.seat,
            "kind": self.kind,
            "prompt": self.prompt,
            "rule": self.rule,
            "secret": self.secret,
        }
