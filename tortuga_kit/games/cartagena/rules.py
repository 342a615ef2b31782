"""The dispatcher: every decision is the ``Turn`` frame on top of the stack (``turn.py``)."""

from __future__ import annotations

from ...engine.events import Event
from ...engine.flow import StackRules
from .state import State
from .verbs import VERBS


class Rules(StackRules[State]):
    title = "Cartagena"
    verbs = VERBS

    def apply(self, s: State, text: str) -> list[Event]:
        """The frame on top applies the action; it pushes what comes next itself (the next
        action of the turn, or the next turn), so there is nothing to settle."""
        ev: list[Event] = []
        s.stack.pop().apply(s, text, ev)
        return ev
