"""The dispatcher: every decision is the frame on top of the stack; between decisions the
hand limit is checked and, once the turn's decisions are all made, the next turn begins."""

from __future__ import annotations

from ...engine.events import Event
from ...engine.flow import StackRules
from .giving import check_limits
from .state import State
from .turn import next_turn
from .verbs import VERBS, label


class Rules(StackRules[State]):
    title = "Kutschfahrt zur Teufelsburg"
    verbs = VERBS

    def label(self, text: str) -> str:
        return label(text)

    def settle(self, s: State, ev: list[Event]) -> None:
        if s.result is not None:
            s.stack.clear()
            return
        check_limits(s)  # "sofort": before anything else goes on
        if not s.stack:
            next_turn(s, ev)
            if s.result is not None:  # Sunrise drawn at the turn's start: the traitor won
                s.stack.clear()
