"""Invariants of one Cartagena state, each naming its rule (the conformance suite runs these
after every step of random games)."""

from __future__ import annotations

from collections import Counter

from . import rulerefs as R
from .cards import BOAT, FIELDS, MAX_ON_FIELD, PIRATES, SYMBOLS
from .state import State, hand_list


def check(s: State) -> None:
    n = s.n
    assert len(s.tunnel) == FIELDS, f"{R.TUNNEL}: {len(s.tunnel)} fields"
    occ = [0] * FIELDS
    for p in range(n):
        mine = s.pirates[p]
        assert len(mine) == PIRATES, f"{R.SETUP}: seat {p} has {len(mine)} pirates"
        assert mine == sorted(mine), f"seat {p}'s pirates are not kept in order"
        for pos in mine:
            assert 0 <= pos <= BOAT, f"{R.TUNNEL}: a pirate on {pos}"
            if 0 < pos < BOAT:
                occ[pos - 1] += 1
    assert occ == s.occupancy, "the field counts do not match the pirates"
    assert max(occ) <= MAX_ON_FIELD, f"{R.BACK}: more than {MAX_ON_FIELD} pirates on a field"
    # cards are conserved: hands, row, stock and discards make the deck
    total: Counter[str] = Counter()
    for p in range(n):
        assert all(k >= 0 for k in s.hands[p]), f"seat {p} holds a negative count"
        assert all(0 <= k <= h for k, h in zip(s.known[p], s.hands[p])), (
            f"seat {p}'s seen cards are not in its hand"
        )
        if s.open_hands:
            assert s.known[p] == s.hands[p], f"{R.VERSIONS}: an open hand has unseen cards"
        total.update(hand_list(s.hands[p]))
    total.update(s.row)
    total.update(s.stock)
    total.update(s.discard)
    per = s.opts["cards_per_symbol"]
    for sym in SYMBOLS:
        assert total[sym] == per, f"{R.DECK}: {total[sym]} {sym} cards, not {per}"
    if s.opts["variant"] == "jamaica":
        assert not s.row, f"{R.VERSIONS}: jamaica has no row"
    assert len(s.row) <= s.opts["row_size"], f"{R.ROW}: a row of {len(s.row)}"
    if s.result is None:
        assert len(s.stack) == 1, "one pending decision while the game runs"
        assert s.stack[-1].seat == s.turn_seat, "the turn's player decides"
        assert all(s.pirates[p][0] != BOAT for p in range(n)), (
            f"{R.WIN}: a finished player plays on"
        )
    else:
        assert not s.stack, "no decision after the end"
        for w in s.result.winners:
            assert s.pirates[w][0] == BOAT, f"{R.WIN}: a winner with a pirate outside the boat"
