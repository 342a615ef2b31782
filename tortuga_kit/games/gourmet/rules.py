"""The dispatcher: every decision is the ``Play`` frame on top of the stack (``turn.py``)."""

from __future__ import annotations

from ...engine.events import Event
from ...engine.flow import StackRules
from .state import State
from .verbs import VERBS


class Rules(StackRules[State]):
    title = "Tortuga Gourmet"
    verbs = VERBS

    def apply(self, s: State, text: str) -> list[Event]:
        """The frame applies the action and begins the next turn itself: nothing to settle."""
        ev: list[Event] = []
        s.stack.pop().apply(s, text, ev)
        return ev
