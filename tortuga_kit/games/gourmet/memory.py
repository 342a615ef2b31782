"""What a seat remembers of the cards it saw, and the worlds it may still imagine (rules §hidden).

Every card in a hand or pantry was seen by the whole table once: it was a pile's top (the piles
lie ingredient side up) when its taker sailed there, and it was played in the open. So a seat
that remembers every move knows every other seat's hand and pantry exactly; what it cannot know
is only the cards below the pile tops, which nobody has seen. The plain ``resample_hidden``
forgets that and deals the others' cards again with the unseen ones; a search over such worlds
scores the others' dinners from cards they do not hold.

``remember`` is the game's ``SearchHints.remember``: it folds one move into a ``Memory`` from
the remembering seat's own observation before the move (the top card where the mover lands) and
the move's text (the card played), never from the state, so the memory holds only what the seat
saw (``engine.knowledge.PublicLog`` keeps it). ``draw`` is ``SearchHints.draw``: a world in which
every remembered card is where the seat saw it go and only the unseen cards are dealt again.
Under Forgetful Pirates the seat may not look at its own pantry, but it may remember what it
played into it, so its own pantry is drawn from its memory too.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ...engine.knowledge import Knowledge
from ...engine.rng import Rng
from .cards import EMPTY_CHEST
from .hidden import Observation
from .state import State
from .turn import PARSED


@dataclass(frozen=True)
class Memory:
    """Per seat, the cards it was seen to take (pile tops) and to play (in order)."""

    taken: tuple[tuple[str, ...], ...]
    played: tuple[tuple[str, ...], ...]

    def pantry(self, seat: int) -> list[str]:
        """The cards ``seat`` played, which lie in its pantry (empty chests left out)."""
        return [c for c in self.played[seat] if not c.startswith(EMPTY_CHEST)]

    def hand(self, seat: int) -> list[str]:
        """The cards ``seat`` took and has not played yet (its hand but for the chests, and but
        for any card it held before the memory began)."""
        held = Counter(self.taken[seat])
        held.subtract(self.played[seat])
        return sorted(held.elements())


def remember(notes: Memory | None, o: Observation, actor: int, text: str) -> Memory:
    """``notes`` after ``actor`` plays ``text``, as the seat observing ``o`` saw it: the card
    played (the move is public) and the top card where the pirate lands."""
    if notes is None:
        notes = Memory(((),) * o.n, ((),) * o.n)
    verb, card, island = PARSED[text]
    if verb == "pass":
        return notes
    played = list(notes.played)
    played[actor] = (*played[actor], card)
    taken = notes.taken
    top = o.tops[island] if verb == "play" else None
    if top is not None:
        listed = list(taken)
        listed[actor] = (*listed[actor], top)
        taken = tuple(listed)
    return Memory(taken, tuple(played))


#: A draw's plan: per place dealt again, (its seat, "hand" or "pantry", the remembered cards
#: with the index each goes to); the unseen cards (sorted); and every slot they fill: (place,
#: index, 0), or (-1, island, index) below a pile's top.
Plan = tuple[list[tuple[int, str, list[tuple[int, str]]]], list[str], list[tuple[int, int, int]]]


def _places(world: State, seat: int) -> list[tuple[int, str]]:
    """The hands and pantries ``resample_hidden`` deals again for ``seat``."""
    out = [(p, "hand") for p in range(world.n) if p != seat]
    forgetful = world.opts["forgetful_pirates"]
    return out + [(p, "pantry") for p in range(world.n) if p != seat or forgetful]


def _holding(world: State, p: int, where: str) -> list[str]:
    return world.hands[p] if where == "hand" else world.pantries[p]


def plan(world: State, seat: int, notes: Memory) -> Plan | None:
    """How to deal a world for ``seat`` from its memory; ``None`` where the memory does not fit
    the world (a memory begun after the deal, say): then the plain resample is used."""
    places = _places(world, seat)
    pool: Counter[str] = Counter()
    for pile in world.piles:
        pool.update(pile[:-1])
    fixed = []
    for p, where in places:
        cards = _holding(world, p, where)
        pool.update(c for c in cards if not c.startswith(EMPTY_CHEST))
        known = notes.hand(p) if where == "hand" else notes.pantry(p)
        fixed.append((p, where, known))
    for _p, _where, known in fixed:
        pool.subtract(known)
    if any(n < 0 for n in pool.values()):
        return None
    slots = []
    placed = []
    for i, (p, where, known) in enumerate(fixed):
        cards = _holding(world, p, where)
        free = [j for j, c in enumerate(cards) if not c.startswith(EMPTY_CHEST)]
        if len(known) > len(free):
            return None
        placed.append((p, where, list(zip(free, known))))
        slots += [(i, j, 0) for j in free[len(known) :]]
    for k, pile in enumerate(world.piles):
        slots += [(-1, k, j) for j in range(len(pile) - 1)]
    unseen = sorted(pool.elements())
    return (placed, unseen, slots) if len(unseen) == len(slots) else None


def draw(knowledge: Knowledge, rng: Rng) -> Any:
    """A world for one search iteration: the remembered cards where the seat saw them go, the
    unseen ones dealt at random below the tops (``knowledge.sample`` without a memory)."""
    notes = knowledge.notes
    world = knowledge.world
    if not isinstance(notes, Memory) or world.result is not None:
        return knowledge.sample(rng)
    cache = knowledge.cache
    if "memory" not in cache:
        cache["memory"] = plan(world, knowledge.seat, notes)
    found: Plan | None = cache["memory"]
    if found is None:
        return knowledge.sample(rng)
    placed, unseen, slots = found
    r = world.clone()
    places = []
    for p, where, known in placed:
        cards = _holding(r, p, where)
        places.append(cards)
        for j, card in known:
            cards[j] = card
    deal = list(unseen)
    rng.shuffle(deal)
    for (i, j, k), card in zip(slots, deal):
        if i < 0:
            r.piles[j][k] = card
        else:
            places[i][j] = card
    r.rng = Rng(rng.next64())
    return r
