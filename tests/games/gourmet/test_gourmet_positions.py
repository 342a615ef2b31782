"""Tortuga Gourmet's prepared positions (``prepared.py``): a bad position is one line of
``tk.BadOption``, never a traceback; a good one plays on and round-trips through a save."""

from __future__ import annotations

import random
from typing import Any

import pytest
from gourmet_helpers import layout, make

import tortuga_kit as tk

GOOD: dict[str, dict[str, Any]] = {
    "hands": {"hands": [["grog 3", "fish 1", "secret 2"], ["empty_chest 1"]]},
    "pantries": {"pantries": [["doubloon 1", "lonely_island"], ["fruit 4"]]},
    "piles": {"piles": layout({3: ["grog 0", "fish 5"], 8: []}), "ending": True},
    "pirates": {"pirates": [3, 9]},
    "recipes": {"recipes": ["R6", "R6"]},
    "seat": {"first_player": 1, "seat": 0},
}

BAD: list[tuple[dict[str, Any], str]] = [
    ({"colour": "red"}, "unknown position key"),
    ({"hands": [["grog 3"]]}, "one entry per seat"),
    ({"hands": "grog 3"}, "one entry per seat"),
    ({"hands": [["grog 1", "grog 2", "grog 3", "grog 4"], []]}, "at most 3"),
    ({"hands": [["gold 3"], []]}, "not a card"),
    ({"hands": [["grog 9"], []]}, "not a card"),
    ({"hands": [[3], []]}, "not a card"),
    ({"hands": [[None], []]}, "not a card"),
    ({"hands": [["grog 0", "grog 0", "grog 0"], []]}, "no grog 0 left"),
    ({"pantries": [["doubloon 5", "doubloon 5"], []]}, "no doubloon 5 left"),
    ({"piles": [[]] * 11}, "12 lists"),
    ({"piles": "all"}, "12 lists"),
    ({"piles": [["empty_chest 1"]] + [[]] * 11}, "empty chest"),
    ({"piles": [["fish 1"] * 3] + [[]] * 11}, "more often"),
    ({"pirates": [0, 12]}, "island 0–11"),
    ({"pirates": [0, -1]}, "island 0–11"),
    ({"pirates": [0, "1"]}, "island 0–11"),
    ({"pirates": [0]}, "one entry per seat"),
    ({"recipes": ["R1", "R9"]}, "not one of"),
    ({"recipes": [["R1"], "R2"]}, "not one of"),
    ({"first_player": 2}, "seat 0–1"),
    ({"seat": -1}, "seat 0–1"),
    ({"seat": True}, "seat 0–1"),
    ({"ending": "yes"}, "True or False"),
    # the end is triggered exactly when enough piles are empty (seed 004 · End of the Game)
    ({"ending": True}, "do not trigger"),
    ({"piles": layout({5: []}), "ending": False}, "trigger the end"),
]


@pytest.mark.parametrize(("position", "says"), BAD, ids=[b[1] for b in BAD])
def test_a_bad_position_is_one_line_of_bad_option(position: dict[str, Any], says: str) -> None:
    with pytest.raises(tk.BadOption) as info:
        tk.new_match("gourmet", 2, seed=1, position=position)
    message = str(info.value)
    assert "\n" not in message and len(message) < 200, message
    assert says in message, message


@pytest.mark.parametrize(
    "position",
    [
        None,
        [],
        "x",
        {"hands": [{"a": 1}, []]},
        {"piles": [None] * 12},
        {"piles": [[1]] * 12},
        {"pirates": None},
        {"recipes": [None, None]},
        {1: 2},
    ],
)
def test_garbage_never_raises_a_traceback(position: Any) -> None:
    if position is None:
        tk.new_match("gourmet", 2, seed=1, position=position)
        return
    with pytest.raises(tk.BadOption) as info:
        tk.new_match("gourmet", 2, seed=1, position=position)
    assert "\n" not in str(info.value)


def test_ending_follows_the_piles_by_default() -> None:
    """Fix: a position with as many empty piles as end the game starts with the end triggered
    (before, the end waited for yet another pile to run out)."""
    m = make({"piles": {5: []}, "pirates": [0, 0, 0], "first_player": 0, "seat": 1}, players=3)
    assert m.view()["ending"] is True
    m.play(m.legal_texts()[0])  # seat 1, then seat 2 complete the round
    m.play(m.legal_texts()[0])
    assert m.is_over
    # on the first player's turn the round is already complete: the game is over at once
    over = make({"piles": {5: []}, "pirates": [0, 0]})
    assert over.is_over and over.result is not None
    four = make({"piles": {5: []}, "pirates": [0] * 4}, players=4)
    assert four.view()["ending"] is False and not four.is_over


@pytest.mark.parametrize("name", sorted(GOOD))
def test_a_position_sets_what_it_names(name: str) -> None:
    m = tk.new_match("gourmet", 2, seed=2, position=GOOD[name])
    s, pos = m.state, GOOD[name]
    for key in ("hands", "pantries", "piles", "pirates", "recipes"):
        if key in pos:
            assert getattr(s, key) == pos[key]
    if "seat" in pos:
        assert m.to_move == pos["seat"] and s.first_player == pos["first_player"]
    m.game.check(s)  # the cards are conserved, with what is set aside


@pytest.mark.parametrize("name", sorted(GOOD))
def test_positions_round_trip_through_a_save(name: str) -> None:
    m = tk.new_match("gourmet", 2, seed=3, position=GOOD[name], forgetful_pirates=True)
    rng = random.Random(name)
    for _ in range(5):
        if m.is_over:
            break
        m.play(rng.choice(m.legal_texts()))
    back = tk.Match.from_json(m.to_json())
    assert back.digest() == m.digest() and back.position == m.position == GOOD[name]
    assert back.view(0) == m.view(0) and back.legal_texts() == m.legal_texts()
    while not m.is_over:
        text = rng.choice(m.legal_texts())
        m.play(text)
        back.play(text)
    assert back.result == m.result


def test_a_position_is_copied_not_shared() -> None:
    hands: list[list[str]] = [["grog 3"], []]
    m = tk.new_match("gourmet", 2, seed=4, position={"hands": hands})
    hands[0].append("fish 1")
    assert m.state.hands[0] == ["grog 3"] and m.position == {"hands": [["grog 3"], []]}
