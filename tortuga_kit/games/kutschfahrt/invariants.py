"""What must hold after every step of a match (the conformance suite calls ``check``).

Every item is conserved (hands, draw pile and the cards out of the game make the deck); nobody
holds more than the hand limit unless the decision on top is the forced gift, or one that holds
the limit back for a moment (a receiver about to give a card back); a face-down profession is
never spent, and only a face-up Illusionist holds a copy; a fight is in progress exactly while a fight decision is pending; a finished game
has no pending decision, a running one has one.
"""

from __future__ import annotations

from collections import Counter

from .cards import BASE_ITEMS, EXPANSION_ITEMS
from .holdings import Gift
from .state import State
from .view import PHASES


def deck(s: State) -> Counter[str]:
    every = Counter({i: c for i, c in BASE_ITEMS.items()})
    if s.expansion:
        every.update(EXPANSION_ITEMS)
    return every  # the removed cards are counted separately (State.removed)


def check(s: State) -> None:
    held: Counter[str] = Counter(s.pile)
    for h in s.items:
        held.update(h)
    held.update(s.removed)
    every = deck(s)
    assert held == every, f"items are not conserved: {dict((held - every) + (every - held))}"
    for p in range(s.n):
        assert s.face_up[p] or not s.spent[p], f"seat {p}: a face-down profession is spent"
        assert s.copied[p] is None or (s.face_up[p] and s.professions[p] == "illusionist"), (
            f"seat {p}: a copy without a face-up Illusionist"
        )
    if s.result is not None:
        assert not s.stack, "a finished game has a pending decision"
        return
    assert s.stack, "a running game has no pending decision"
    top = s.stack[-1]
    if any(len(h) > s.limit for h in s.items):
        assert isinstance(top, Gift) or top.defer_limit, (
            f"a hand over the limit of {s.limit} and no gift pending (rules §hand-limit)"
        )
    fighting = any(PHASES.get(f.kind) == "fight" and f.kind != "priest_pay" for f in s.stack)
    assert fighting == (s.fight is not None), "a fight without its decisions, or the reverse"
    assert len(set(s.professions) | set(s.prof_stack)) == len(s.professions) + len(s.prof_stack), (
        "a profession twice"
    )
