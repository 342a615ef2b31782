"""What must hold after every step of a match (the conformance suite calls ``check``).

The cards are conserved: the piles, hands and pantries hold exactly the match's island cards
plus three empty chests per player (84 + 3n with the kit's card data), less what a prepared
position set aside. A hand never holds more
than 3 cards; pirates stand on islands; the turn belongs to a seat; a finished game has no
pending decision.
"""

from __future__ import annotations

from collections import Counter

from .cards import ISLANDS, STARTING_HAND
from .setup import card_data, island_cards
from .state import State


def check(s: State) -> None:
    every = Counter(island_cards(card_data(s.opts)))
    for chest in STARTING_HAND:
        every[chest] += s.n
    held = Counter(c for pile in s.piles for c in pile)
    held.update(s.aside)
    for cards in (*s.hands, *s.pantries):
        held.update(cards)
    assert held == every, f"cards are not conserved: {dict((held - every) + (every - held))}"
    assert len(s.piles) == ISLANDS
    assert s.mask == sum(1 << i for i, p in enumerate(s.piles) if not p), "mask out of date"
    assert all(not c.startswith("empty_chest") for pile in s.piles for c in pile), (
        "a chest on an island"
    )
    assert all(len(h) <= len(STARTING_HAND) for h in s.hands), "a hand of more than 3 cards"
    assert all(0 <= i < ISLANDS for i in s.pirates), "a pirate off the islands"
    assert 0 <= s.turn_seat < s.n and 0 <= s.first_player < s.n
    if s.result is not None:
        assert not s.stack, "a finished game has a pending decision"
    else:
        assert len(s.stack) == 1 and s.stack[-1].seat == s.turn_seat
