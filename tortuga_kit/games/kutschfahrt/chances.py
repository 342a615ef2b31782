"""How a Kutschfahrt game stands, for the search bot (``bots.search``; rules §victory).

A society wins by a rightful claim of victory (its items gathered in its team's hands); until
then the table shows little of who is ahead, so a cut-off rollout counts as even (1/2 for every seat) and
only rollouts that reach a claim decide. The rollouts are therefore longer than in the other
games.

So the search bot does not search every decision (a search that sees every branch at 1/2 adds
nothing): it plays the rule bot ``agent`` except at a **claim** (``decide``). At its turn it
judges a society claim on ``CLAIM_WORLDS`` worlds drawn from what it knows (``Knowledge.sample``:
the unknown societies and hands dealt again) for every set of up to ``MOST_ALLIES`` allies it
might name, and declares when the best set makes the claim right in at least ``CLAIM_AT`` of
them; then it names that set (a claim ``agent`` made on its own evidence names agent's
allies). ``CLAIM_AT`` is not tuned yet: on 300 seeded self-play matches 0.6, 0.75, 0.8 and 0.95
showed no difference (README, "The search bot").
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ...engine.game import SearchHints
from ...engine.knowledge import Knowledge
from ...engine.rng import Rng, seed_state
from .belief import belief_of
from .cards import GOAL_ITEMS
from .frames import seat_of
from .state import State
from .victory.play import _claim

#: Worlds a claim is judged on.
CLAIM_WORLDS = 32
#: The share of those worlds in which the claim must be right for the bot to declare.
CLAIM_AT = 0.8
#: The most allies a judged claim names.
MOST_ALLIES = 3
_CLAIM_SEED = seed_state("kutschfahrt claim")


def value(s: State) -> list[float]:
    return [0.5] * s.n


def best_claim(k: Knowledge) -> tuple[tuple[int, ...], float]:
    """The allies to name and the share of drawn worlds in which that society claim is right
    (``_claim`` judges it as the rules do). Remembered for the decision (``k.cache``)."""
    found = k.cache.get("claim")
    if found is not None:
        return found  # type: ignore[no-any-return]
    seat, world = k.seat, k.world
    own = world.societies[seat]
    goal = GOAL_ITEMS.get(own)
    if goal is None or not _goal_in(world.items[seat], goal):  # a claim needs one of its own
        found = k.cache["claim"] = ((), 0.0)
        return found
    believed = belief_of(k)
    maybe = [t for t in range(world.n) if t != seat and believed[t].get(own, 0.0) > 0.0]
    sets = [c for r in range(MOST_ALLIES + 1) for c in combinations(maybe, r)]
    rng = Rng(_CLAIM_SEED)
    right = dict.fromkeys(sets, 0)
    for _i in range(CLAIM_WORLDS):
        w = k.sample(rng)
        # a named ally of the other society, or holding no goal item, makes a claim wrong
        able = {t for t in maybe if w.societies[t] == own and _goal_in(w.items[t], goal)}
        for allies in sets:
            if able.issuperset(allies):
                right[allies] += _claim(w, seat, allies, "society").correct
    best = max(sets, key=lambda a: (right[a], -len(a)))
    found = k.cache["claim"] = (best, right[best] / CLAIM_WORLDS)
    return found


def _goal_in(hand: Sequence[str], goal: str) -> bool:
    """The hand holds its society's goal item or that item's Secret Bag."""
    return goal in hand or f"secret_bag_{goal}" in hand


def decide(k: Knowledge, legal: Sequence[str]) -> str | None:
    """Declare a society claim when it is likely right, and name its allies (see above)."""
    if k.observer is None:
        return None
    if "declare society" in legal and any(t.startswith("attack ") for t in legal):
        allies, p = best_claim(k)
        return "declare society" if p >= CLAIM_AT else None
    if "done" in legal and any(t.startswith("ally ") for t in legal):
        allies, p = best_claim(k)
        if p < CLAIM_AT:  # a claim the rule bot made: it names its own allies
            return None
        for text in legal:
            if text.startswith("ally ") and seat_of(k.world, text.split()[1]) in allies:
                return text
        return "done"
    return None


def searches_at(k: Knowledge, legal: Sequence[str]) -> bool:
    """No search outside a claim: the rule bot's choice (cut-offs are worth 1/2 to all)."""
    return False


def team(s: State, seat: int) -> str:
    return s.societies[seat]


SEARCH = SearchHints(
    rollout="agent",
    value=value,
    turns=2,
    decisions=40,
    belief=belief_of,
    decide=decide,
    searches_at=searches_at,
    team=team,
)
