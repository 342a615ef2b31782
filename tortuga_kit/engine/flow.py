"""Turn structure every game needs: frames on a stack, seats in order, windows and budgets.

Every player choice is an action at a decision; the engine never prompts or waits, it only says
who decides next. A pending decision is a small typed **frame** owned by one rulebook-concept
module: its seat, kind, prompt, rule, ``secret``, legal texts, how it applies an action, why it
refuses one, and what it adds to a seat's view. A frame that needs a later decision pushes
another frame; it never calls a higher module. ``StackRules`` is the dispatcher over the frame on
top, so a game's ``rules.py`` stays short.

One seat decides at a time. A simultaneous choice is a round of secret commits followed by a
reveal (Tortuga 1667's votes, Kutschfahrt's Sextant). The helpers below are boardgame.io's turn
orders in this kit's words:

>>> in_seat_order(2, 5)
[2, 3, 4, 0, 1]
>>> in_seat_order(2, 5, skip={3, 0})
[2, 4, 1]
>>> w = Window.around(1, 3)            # seats 1, 2, 0 each play an effect or pass
>>> w.seat, w.passed().seat, w.passed().passed().seat
(1, 2, 0)
>>> w.passed().passed().passed() is None   # all three passed in a row: closed
True
>>> b = Budget(1, 3)
>>> b.can_end, b.spent().can_end, b.spent().spent().spent().can_act
(False, True, False)
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any, ClassVar, Generic, Protocol, TypeVar

from .decision import Decision
from .errors import IllegalAction
from .events import Event
from .game import Result
from .i18n import translator
from .verbs import Verb, hint, label, verb_of

_ = translator("kit")

S = TypeVar("S")


# ------------------------------------------------------------------ seats in order
def in_seat_order(start: int, n: int, skip: Collection[int] = ()) -> list[int]:
    """Seats clockwise from ``start`` (included) round a table of ``n``, without ``skip``."""
    return [seat for i in range(n) if (seat := (start + i) % n) not in skip]


class Window:
    """Round the table from a seat: each seat plays one effect or passes; closed once every seat
    has passed in a row since the last effect.

    It asks *every* seat in its order, also those who seem unable to act: a seat that could
    hold a hidden card must be asked, so that being asked reveals nothing. Immutable: each step
    returns a new window (or ``None`` when it closes), so a frame can hold one.
    """

    __slots__ = ("order", "index", "passes")

    def __init__(self, order: tuple[int, ...], index: int = 0, passes: int = 0) -> None:
        if not order:
            raise ValueError("a window needs at least one seat")
        self.order = order
        self.index = index
        self.passes = passes

    @classmethod
    def around(cls, start: int, n: int, skip: Collection[int] = ()) -> Window:
        return cls(tuple(in_seat_order(start, n, skip)))

    @property
    def seat(self) -> int:
        """The seat asked now."""
        return self.order[self.index]

    def passed(self) -> Window | None:
        """The seat passed: the next seat is asked, or the window closes."""
        if self.passes + 1 >= len(self.order):
            return None
        return Window(self.order, (self.index + 1) % len(self.order), self.passes + 1)

    def played(self) -> Window:
        """The seat played an effect: everyone (the player too) gets another chance."""
        return Window(self.order, (self.index + 1) % len(self.order), 0)

    def payload(self) -> tuple[Any, ...]:
        return (list(self.order), self.index, self.passes)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Window):
            return (self.order, self.index, self.passes) == (other.order, other.index, other.passes)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.order, self.index, self.passes))

    def __repr__(self) -> str:
        return f"Window({self.order!r}, index={self.index}, passes={self.passes})"


class Budget:
    """Actions in a turn: at least ``least``, at most ``most``, then an explicit ``end``.

    ``end`` is legal once ``least`` actions are done; after ``most`` it is the only choice.
    Immutable, like ``Window``.
    """

    __slots__ = ("least", "most", "done")

    END = "end"

    def __init__(self, least: int, most: int, done: int = 0) -> None:
        if not 0 <= least <= most:
            raise ValueError(f"a budget needs 0 <= least <= most, not {least}, {most}")
        self.least = least
        self.most = most
        self.done = done

    @property
    def can_act(self) -> bool:
        return self.done < self.most

    @property
    def can_end(self) -> bool:
        return self.done >= self.least

    @property
    def left(self) -> int:
        return self.most - self.done

    def spent(self) -> Budget:
        """One more action done."""
        if not self.can_act:
            raise ValueError(f"the budget of {self.most} actions is used up")
        return Budget(self.least, self.most, self.done + 1)

    def legal(self, actions: list[str]) -> list[str]:
        """The legal texts of a turn under this budget: ``actions`` while any are left, plus
        ``end`` once the least number is done."""
        out = actions if self.can_act else []
        return [*out, self.END] if self.can_end else out

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Budget):
            return (self.least, self.most, self.done) == (other.least, other.most, other.done)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.least, self.most, self.done))

    def __repr__(self) -> str:
        return f"Budget({self.least}, {self.most}, done={self.done})"


# ------------------------------------------------------------------ frames
class Frame(Generic[S]):
    """One pending decision. Subclasses set ``kind``, ``rule`` and ``secret`` and implement
    ``prompt``, ``legal`` and ``apply``; ``refuse`` and ``shows`` are optional.

    Frames are immutable values: a state copies its stack with a shallow list copy, and an
    ``apply`` that needs a changed frame pushes a new one.
    """

    __slots__ = ("seat",)

    kind: ClassVar[str] = ""
    rule: ClassVar[str] = ""
    #: True when the legal texts or labels show the chooser's private information.
    secret: ClassVar[bool] = True

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def prompt(self, s: S) -> str:
        raise NotImplementedError

    def rule_of(self, s: S) -> str:
        """The rule that asks this question (``rule``, unless it depends on the state)."""
        return self.rule

    def decision(self, s: S) -> Decision:
        return Decision(self.seat, self.kind, self.prompt(s), self.rule_of(s), self.secret)

    def legal(self, s: S) -> list[str]:
        raise NotImplementedError

    def apply(self, s: S, text: str, ev: list[Event]) -> None:
        """Apply a legal ``text``; the frame is already off the stack."""
        raise NotImplementedError

    def refuse(self, s: S, text: str) -> IllegalAction | None:
        """Why ``text`` (whose verb is known) is refused here, if this frame can say more than
        "not legal now"; ``None`` leaves it to the generic message."""
        return None

    def shows(self, s: S, seat: int | None) -> dict[str, Any] | None:
        """What this pending decision adds to ``seat``'s view (``None``: nothing)."""
        return None

    def payload(self) -> tuple[Any, ...]:
        """The frame's data, JSON-ready (for ``to_dict``, digests and saves)."""
        return ()

    def to_list(self) -> list[Any]:
        return [self.kind, self.seat, list(self.payload())]

    def __eq__(self, other: object) -> bool:
        if type(other) is type(self):
            assert isinstance(other, Frame)
            return self.seat == other.seat and self.payload() == other.payload()
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.kind, self.seat, self.payload()))

    def __repr__(self) -> str:
        extra = "".join(f", {p!r}" for p in self.payload())
        return f"{type(self).__name__}({self.seat}{extra})"


def shown_by_frames(stack: list[Any], s: Any, seat: int | None) -> list[dict[str, Any]]:
    """What the pending frames add to ``seat``'s view, bottom of the stack first: the one way a
    pending decision shows something (a Kutschfahrt trade's offered card, to its receiver)."""
    out = []
    for frame in stack:
        shown = frame.shows(s, seat)
        if shown is not None:
            out.append(shown)
    return out


class StackState(Protocol):
    """A state whose pending decisions are frames on ``stack``; ``result`` once it is over;
    the players' ``names``; a deep ``clone()`` and a JSON ``to_dict()``."""

    stack: list[Any]
    result: Result | None
    names: tuple[str, ...]

    def clone(self) -> Any: ...

    def to_dict(self) -> dict[str, Any]: ...


T = TypeVar("T", bound=StackState)


class StackRules(Generic[T]):
    """``decision``, ``legal_actions``, ``apply`` and ``explain_illegal`` over the top frame.

    A game mixes this in and provides ``verbs``, ``title`` and ``settle(state, events)``, which
    runs after every action (pass the turn, check the end). Legality is membership in
    ``legal_actions``; the explanation of a refusal is computed only when one is refused.
    """

    title: str
    verbs: Mapping[str, Verb]

    def settle(self, s: T, ev: list[Event]) -> None:
        """After every action: whatever the game does between decisions."""

    # The parts of the ``Game`` protocol every stack game answers the same way.
    def label(self, text: str) -> str:
        """The button text of ``text``, from the verb table (no state needed)."""
        return label(self.verbs, text)

    def names(self, s: T) -> tuple[str, ...]:
        return s.names

    def result(self, s: T) -> Result | None:
        return s.result

    def clone(self, s: T) -> T:
        copy: T = s.clone()
        return copy

    def to_dict(self, s: T) -> dict[str, Any]:
        return s.to_dict()

    def decision(self, s: T) -> Decision | None:
        if s.result is not None or not s.stack:
            return None
        frame: Frame[T] = s.stack[-1]
        return frame.decision(s)

    def to_move(self, s: T) -> int | None:
        if s.result is not None or not s.stack:
            return None
        seat: int = s.stack[-1].seat
        return seat

    def legal_actions(self, s: T) -> list[str]:
        if s.result is not None or not s.stack:
            return []
        frame: Frame[T] = s.stack[-1]
        return frame.legal(s)

    def apply(self, s: T, text: str) -> list[Event]:
        ev: list[Event] = []
        frame: Frame[T] = s.stack.pop()
        frame.apply(s, text, ev)
        self.settle(s, ev)
        return ev

    def explain_illegal(self, s: T, text: str) -> IllegalAction:
        """Why ``text`` is not legal now: the rule and the situation, in one line."""
        if s.result is not None or not s.stack:
            rule = s.result.rule if s.result is not None else ""
            return IllegalAction(_("the game is over: no more actions"), "game_over", rule)
        frame: Frame[T] = s.stack[-1]
        d = frame.decision(s)
        legal = frame.legal(s)
        if verb_of(text) not in self.verbs:
            return IllegalAction(
                _(
                    "{text} is not an action of {game}; now {hint}",
                    text=repr(text),
                    game=self.title,
                    hint=hint(self.verbs, legal, d.secret),
                ),
                "malformed",
                d.rule,
            )
        why = frame.refuse(s, text)
        if why is not None:
            return why
        return IllegalAction(
            _(
                "{text} is not legal now ({prompt}); {hint}",
                text=repr(text),
                prompt=d.prompt,
                hint=hint(self.verbs, legal, d.secret),
            ),
            "not_legal",
            d.rule,
        )
