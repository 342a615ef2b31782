"""Hidden information: what a bot sees (``observe``) and states a seat cannot tell apart
(``resample_hidden``) (rules §hidden; reference §11).

Hidden from everybody: the island cards below each pile's top (their order is random). Kept to
its owner: a hand, and a pantry (from its owner too under Forgetful Pirates). ``resample_hidden``
keeps everything ``seat`` is shown and deals the rest again: the island cards below the tops,
in the other seats' hands and pantries (and, under Forgetful Pirates, in its own pantry) are
pooled and dealt back to the same places and sizes; the empty chests stay where they are, since
they never lie on an island. After the end every score is public, so only the piles are
resampled then. The RNG gets a new state.
"""

from __future__ import annotations

from typing import Any

from ...engine.observation import read_only
from ...engine.rng import Rng
from .cards import EMPTY_CHEST
from .state import State


class Observation:
    """What one seat knows, for a bot: read-only, cheap, and nothing more than its view."""

    __slots__ = (
        "seat",
        "n",
        "sizes",
        "tops",
        "pirates",
        "hand",
        "pantry",
        "recipe",
        "recipes",
        "hand_sizes",
        "pantry_sizes",
        "first_player",
        "ending",
        "opts",
    )

    def __init__(self, s: State, seat: int) -> None:
        self.seat = seat
        self.n = s.n
        self.sizes = tuple(map(len, s.piles))
        self.tops = tuple(p[-1] if p else None for p in s.piles)
        self.pirates = tuple(s.pirates)
        self.hand = tuple(sorted(s.hands[seat]))
        self.pantry = None if s.opts["forgetful_pirates"] else tuple(s.pantries[seat])
        self.recipe = s.recipe(seat)
        self.recipes = tuple(s.recipe(p) for p in range(s.n))
        self.hand_sizes = tuple(map(len, s.hands))
        self.pantry_sizes = tuple(map(len, s.pantries))
        self.first_player = s.first_player
        self.ending = s.ending
        self.opts = _read_only_opts(s.opts)  # the rules in force (public): never the match's


#: The last options seen, and their read-only copy. A match's options never change after its
#: setup (its clones share the one dict), so a bot observing at every step of a match copies
#: them once, not every time (the copy was the larger part of an observation).
_LAST_OPTS: list[Any] = [None, None]


def _read_only_opts(opts: dict[str, Any]) -> Any:
    last = _LAST_OPTS
    if last[0] is not opts:
        last[1] = read_only(opts)
        last[0] = opts
    return last[1]


def observe(s: State, seat: int) -> Observation:
    return Observation(s, seat)


def resample_hidden(s: State, seat: int | None, rng: Rng) -> State:
    """A state ``seat`` (``None``: everybody) cannot tell apart from ``s``."""
    r = s.clone()
    slots: list[tuple[list[str], int]] = []  # (list, index) of every card dealt again
    for pile in r.piles:
        slots += [(pile, i) for i in range(len(pile) - 1)]  # all but the top
    if r.result is None:
        places = [h for p, h in enumerate(r.hands) if p != seat]
        places += [q for p, q in enumerate(r.pantries) if p != seat or r.opts["forgetful_pirates"]]
        for cards in places:
            slots += [(cards, i) for i, c in enumerate(cards) if not c.startswith(EMPTY_CHEST)]
    pool = sorted(cards[i] for cards, i in slots)  # canonical: not the old order
    rng.shuffle(pool)
    for (cards, i), card in zip(slots, pool):
        cards[i] = card
    r.rng = Rng(rng.next64())
    return r
