"""How a Kutschfahrt game stands, for the search bot (``bots.search``; rules §victory).

A society wins by a rightful claim of victory (its items gathered in its team's hands); until
then the table shows little of who is ahead, so a cut-off rollout counts as even (1/2 for every seat) and
only rollouts that reach a claim decide. The rollouts are therefore longer than in the other
games.

So the search bot does not search every decision (a search that sees every branch at 1/2 adds
nothing): it decides every decision itself (``decide``). Where most is won is knowing one's
allies (on 400 seeded matches a society of ``agent`` bots *told* its allies won 70%
instead of 43%), so it plays ``agent`` on a copy of its sheet with the societies its belief is
sure of added (``deduced``; the belief weighs the public supports, ``belief.py``): it gathers
items with, backs and spares the allies the supports showed, not only those it looked at. At
its turn it judges a society claim on ``CLAIM_WORLDS`` worlds drawn from its belief (``draw``:
the unknown societies dealt by the belief, hands dealt again) for every set of up to
``MOST_ALLIES`` allies it might name, and declares when the best set makes the claim right in
at least ``CLAIM_AT`` of them; then it names that set (a claim ``agent`` made on its own evidence
names agent's allies); ``agent`` may not declare a claim the judge refused. ``CLAIM_AT`` and
``SURE`` were tried on 300 seeded self-play matches (0.6-0.8 and 0.8-0.99): no difference those
matches can show (README, "The search bot").
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from ...engine.game import SearchHints
from ...engine.knowledge import Knowledge
from ...engine.rng import Rng, seed_state
from .belief import belief_of, deals_of, evidence
from .bots import Agent
from .cards import GOAL_ITEMS, SOCIETIES
from .frames import seat_of
from .hidden import Observation
from .knowledge import SOCIETY
from .state import State
from .victory.play import _claim

#: Worlds a claim is judged on.
CLAIM_WORLDS = 32
#: The share of those worlds in which the claim must be right for the bot to declare.
CLAIM_AT = 0.8
#: The most allies a judged claim names.
MOST_ALLIES = 3
_CLAIM_SEED = seed_state("kutschfahrt claim")
#: A seat the belief puts in one society with at least this chance is played as known to be
#: in it (``deduced``).
SURE = 0.95
#: How a deduced society is marked on the bot's own copy of its sheet (never shown).
DEDUCED = "deduced from the supports"
_AGENT_SEED = 0x4B465342


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
        w = draw(k, rng)
        # a named ally of the other society, or holding no goal item, makes a claim wrong
        able = {t for t in maybe if w.societies[t] == own and _goal_in(w.items[t], goal)}
        for allies in sets:
            if able.issuperset(allies):
                right[allies] += _claim(w, seat, allies, "society").correct
    best = max(sets, key=lambda a: (right[a], -len(a)))
    found = k.cache["claim"] = (best, right[best] / CLAIM_WORLDS)
    return found


def draw(k: Knowledge, rng: Rng) -> State:
    """A world drawn from the seat's belief (``SearchHints.draw``): a world the seat cannot
    tell from the real one (``Knowledge.sample``) whose unknown societies are then dealt as one
    of the belief's deals, drawn by its weight (the left-out card is what that deal leaves)."""
    world: State = k.sample(rng)
    chosen = rng.weighted(deals_of(k))
    dealt = list(world.societies)
    for t, society in chosen.items():
        dealt[t] = society
    if world.society_out is not None:
        cards = [*world.societies, world.society_out]
        for society in dealt:
            cards.remove(society)
        world.society_out = cards[0]
    world.societies = dealt
    if world.trank:
        orders = dealt.count("order")
        world.smaller = "brotherhood" if orders > dealt.count("brotherhood") else "order"
    return world


def _goal_in(hand: Sequence[str], goal: str) -> bool:
    """The hand holds its society's goal item or that item's Secret Bag."""
    return goal in hand or f"secret_bag_{goal}" in hand


def decide(k: Knowledge, legal: Sequence[str]) -> str | None:
    """Every decision without a tree search: a society claim when it is likely right (and the
    allies it names), else the rule bot ``agent``'s choice on the seat's sheet with the
    societies its belief is sure of added (``deduced``): so it gathers items with, backs and
    spares the allies the supports showed, not only those it has looked at."""
    if k.observer is None:
        return None
    claim = _claim_decision(k, legal)
    if claim is not None:
        return claim
    o = k.observation
    offered = list(legal)
    if "declare society" in offered and best_claim(k)[1] < CLAIM_AT:
        offered.remove("declare society")  # the judge said no; the rule bot may not overrule it
    if len(offered) == 1:
        return offered[0]
    rule = Agent(_AGENT_SEED ^ (o.seat << 20) ^ o.turn_number)
    return rule.choose(deduced(k), offered)


def _claim_decision(k: Knowledge, legal: Sequence[str]) -> str | None:
    """A claim the judge makes (``best_claim`` at least ``CLAIM_AT``), and its allies."""
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


def deduced(k: Knowledge) -> Observation:
    """The seat's observation with the societies its belief is sure of (at least ``SURE``)
    written on a copy of its sheet; the observation itself when there are none."""
    o: Observation = k.observation
    sure: dict[int, str] = {}
    for t, chances in belief_of(k).items():
        entry = o.known.get(t)
        if t == o.seat or (entry is not None and entry[SOCIETY] is not None):
            continue
        society = max(SOCIETIES, key=lambda x: chances.get(x, 0.0))
        if chances.get(society, 0.0) >= SURE:
            sure[t] = society
    if not sure:
        return o
    copy = Observation.__new__(Observation)
    for slot in Observation.__slots__:
        setattr(copy, slot, getattr(o, slot))
    known = dict(o.known)
    for t, society in sure.items():
        old = known.get(t) or (None, None, None, ())
        known[t] = ((society, o.turn_number, DEDUCED), old[1], old[2], old[3])
    copy.known = known
    return copy


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
    evidence=evidence,
    draw=draw,
    decide=decide,
    searches_at=searches_at,
    team=team,
    budgeted=False,  # ``decide`` makes every decision: any budget plays the same
)
