"""The dispatcher: every decision is the ``Play`` frame on top of the stack (``turn.py``)."""

from __future__ import annotations

from ...engine.events import Event
from ...engine.flow import StackRules
from .state import State
from .verbs import VERBS


class Rules(StackRules[State]):
    title = "Tortuga Gourmet"
    verbs = VERBS

    # While the game is on, exactly one frame is pending (``invariants.check``): the stack
    # helpers' checks for an empty stack are not needed at every decision of a simulation.
    def to_move(self, s: State) -> int | None:
        return None if s.result is not None else s.stack[-1].seat

    def legal_actions(self, s: State) -> list[str]:
        return [] if s.result is not None else s.stack[-1].legal(s)

    def apply(self, s: State, text: str) -> list[Event]:
        """The frame applies the action and begins the next turn itself: nothing to settle."""
        ev: list[Event] = []
        s.stack.pop().apply(s, text, ev)
        return ev
