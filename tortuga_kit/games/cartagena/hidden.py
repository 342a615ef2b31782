"""Hidden information: what a bot sees (``observe``) and states a seat cannot tell apart
(``resample_hidden``) (rules §hidden; reference §9).

Secret in the online and jamaica versions: the part of each hand nobody else saw (the cards
dealt, and in jamaica every card drawn from the face-down stock); in every version the order of
the stock and the future of the RNG. Public: the tunnel and every pirate, the row, the discards,
every hand's size and the cards everybody saw taken from the row (``State.known``).

``resample_hidden`` keeps everything ``seat`` knows (its own hand, the public parts of the
others) and deals the unseen cards, the other hands' unseen parts and the stock, again from one
pool with the same sizes; the RNG gets a new state. One simplification, said plainly: after the
discards are shuffled into the stock, a careful counter knows which cards the stock holds; the
resample still pools them with the unseen parts of the hands (no view and no bot reads it).
"""

from __future__ import annotations

from ...engine.rng import Rng
from .cards import SYMBOLS
from .state import State


class Observation:
    """What one seat knows, for a bot: read-only, cheap, and nothing more than its view."""

    __slots__ = (
        "seat",
        "kind",
        "n",
        "tunnel",
        "occupancy",
        "pirates",
        "hand",
        "hand_sizes",
        "seen",
        "row",
        "stock",
        "discards",
        "actions_done",
        "actions_left",
        "least",
    )

    def __init__(self, s: State, seat: int) -> None:
        frame = s.stack[-1] if s.stack and s.result is None else None
        self.seat = seat
        self.kind = frame.kind if frame is not None else None
        self.n = s.n
        self.tunnel = s.tunnel
        self.occupancy = tuple(s.occupancy)
        self.pirates = tuple(tuple(p) for p in s.pirates)
        self.hand = tuple(s.hands[seat])  # counts per symbol, SYMBOLS order
        self.hand_sizes = tuple(sum(h) for h in s.hands)
        self.seen = tuple(tuple(k) for k in s.known)
        self.row = tuple(s.row)
        self.stock = len(s.stock)
        self.discards = len(s.discard)
        budget = getattr(frame, "budget", None)
        self.actions_done = budget.done if budget is not None else 0
        self.actions_left = budget.left if budget is not None else 0
        self.least = budget.least if budget is not None else 0


def observe(s: State, seat: int) -> Observation:
    return Observation(s, seat)


def resample_hidden(s: State, seat: int | None, rng: Rng) -> State:
    """A state ``seat`` (``None``: everybody) cannot tell apart from ``s``."""
    r = s.clone()
    others = [p for p in range(r.n) if p != seat and not r.open_hands]
    pool = list(r.stock)
    unseen: dict[int, int] = {}
    for p in others:
        hand, known = r.hands[p], r.known[p]
        for i, sym in enumerate(SYMBOLS):
            pool += [sym] * (hand[i] - known[i])
        unseen[p] = sum(hand) - sum(known)
        r.hands[p] = list(known)
    pool.sort()  # canonical: the draws depend on what ``seat`` knows, not on the old order
    rng.shuffle(pool)
    index = {sym: i for i, sym in enumerate(SYMBOLS)}
    for p in others:
        hand = r.hands[p]
        for _ in range(unseen[p]):
            hand[index[pool.pop()]] += 1
    r.stock = pool
    r.rng = Rng(rng.next64())
    return r
