"""Tortuga Gourmet in the generic widget: what reaches the browser follows ``Decision.secret``
and the seat (README "Notebooks and widgets"), proven by difference. Two matches differ
only in the cards seat 1 holds (hand and pantry); the projector and seat 0 get exactly the same
synced state, step by step, board included, while seat 1's own buttons differ. Under Forgetful
Pirates not even seat 1's own picture shows its pantry (rules §forgetful-pirates)."""

from __future__ import annotations

from typing import Any

import pytest
from wire import flat, send_msg, synced

import tortuga_kit as tk
from tortuga_kit.widgets import MatchWidget

#: Seat 1's cards in the two matches: the same kinds of secret, nothing else differs.
HANDS = (["grog 3", "fish 1", "secret 2"], ["seaweed 2", "fruit 4", "doubloon 1"])
PANTRIES = (["empty_chest 1", "drumstick 4"], ["empty_chest 1", "fish 5"])
SEAT_0 = ["empty_chest 2", "empty_chest 3", "fish 0"]


def _position(k: int) -> dict[str, Any]:
    """Piles without any of the cards either match gives seat 1 (both set the same piles), so
    the two matches differ only in seat 1's hand and pantry and in the cards set aside."""
    base = tk.new_match("gourmet", 2, seed=7)
    piles = [list(p) for p in base.state.piles]
    for card in {*HANDS[0], *HANDS[1], *PANTRIES[0], *PANTRIES[1], *SEAT_0}:
        for pile in piles:
            while card in pile:  # both matches get these same piles
                pile.remove(card)
    assert all(piles), "every island keeps cards"
    return {
        "piles": piles,
        "hands": [SEAT_0, HANDS[k]],
        "pantries": [["empty_chest 1"], PANTRIES[k]],
        "pirates": [4, 9],
        "first_player": 0,
    }


def _synced(w: MatchWidget) -> dict[str, Any]:
    state = synced(w)
    state.pop("layout")  # the id of the widget's layout model: a new one per widget
    return state


def _run(k: int, viewer: int | None, **opts: Any) -> list[dict[str, Any]]:
    m = tk.new_match("gourmet", 2, seed=7, position=_position(k), **opts)
    w = MatchWidget(m, seat=viewer, hot_seat=True)
    seen = [_synced(w)]
    text = "play empty_chest 2 to 6"  # seat 0 sails; then seat 1 must choose
    if viewer in (None, 0):
        send_msg(w, "play", text=text)
    else:
        m.play(text)
    seen.append(_synced(w))
    return seen


@pytest.mark.parametrize("viewer", [None, 0])
def test_nothing_synced_depends_on_cards_the_viewer_cannot_see(viewer: int | None) -> None:
    a, b = (_run(k, viewer) for k in (0, 1))
    assert a == b
    assert flat(a[-1]) == []  # seat 1's choice shows its hand: no buttons for others


def test_the_owner_sees_its_own_hand_and_pantry() -> None:
    a, b = (_run(k, 1) for k in (0, 1))
    mine, theirs = ({x["text"].rsplit(" to ", 1)[0] for x in flat(seen[-1])} for seen in (a, b))
    assert mine == {f"play {c}" for c in HANDS[0]}
    assert theirs == {f"play {c}" for c in HANDS[1]}
    assert "drumstick 4" in a[-1]["board"] and "drumstick 4" not in b[-1]["board"]


def test_forgetful_pirates_hide_the_pantry_from_its_owner() -> None:
    a, b = (_run(k, 1, forgetful_pirates=True) for k in (0, 1))
    board_a, board_b = a[-1]["board"], b[-1]["board"]
    assert "drumstick 4" not in board_a and "fish 5" not in board_b
    assert "grog 3" in board_a  # the hand is still the owner's to see
