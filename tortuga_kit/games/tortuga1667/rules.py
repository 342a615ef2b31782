"""Tortuga 1667's rules as one dispatcher: the decision on top of the stack decides.

Every player choice is an action at a decision (seed 000 · So läuft ein Zug ab): a turn action
pushes the sub-decisions it needs (one per voter, El Dorado's question, the Captain's loot, a
Pistol's target, a Fountain of Youth refusal, ...), each a frame owned by the module of its
rulebook section, and the turn passes when the stack is empty (``turn.settle``). Randomness comes
only from ``state.rng``. ``engine.flow.StackRules`` does the dispatching; this module adds only
the game's verbs and what happens between decisions.
"""

from __future__ import annotations

from ...engine.flow import StackRules
from . import turn
from .state import State
from .verbs import VERBS


class Rules(StackRules[State]):
    title = "Tortuga 1667"
    verbs = VERBS
    #: After every action: the sudden-death check, then pass the turn once nothing is pending.
    settle = staticmethod(turn.settle)
