"""The dispatcher: every decision is the ``Turn`` frame on top of the stack (``turn.py``)."""

from __future__ import annotations

from ...engine.flow import StackRules
from .state import State
from .verbs import VERBS


class Rules(StackRules[State]):
    title = "Cartagena"
    verbs = VERBS
