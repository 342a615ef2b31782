"""Tortuga Gourmet's sailing (``tortuga_kit/games/gourmet/moving.py``).

Sources: seed 004 · How to Play ("moving their pirate clockwise or counterclockwise (their
choice) by exactly the number of islands shown by the movement value"; the Lonely Island and
Crowded Island cards), seed 004 · End of the Game ("when an island is completely emptied, it is
no longer counted for pirate movement"), reference §5 (the board model, its sketch, the
assumptions for emptied islands, value 0 and the maps) and §12 (edge cases).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tortuga_kit.games.gourmet import map_targets, move_target
from tortuga_kit.games.gourmet.cards import ISLANDS, MAX_STEPS
from tortuga_kit.games.gourmet.moving import reach

FULL = [7] * 12


def test_exact_steps_both_directions() -> None:
    """Seed 004 · How to Play: exactly the card's value, clockwise or counterclockwise."""
    assert move_target(FULL, 4, 3, "clockwise") == 7
    assert move_target(FULL, 4, 3, "counterclockwise") == 1
    assert move_target(FULL, 4, 5, "clockwise") == 9


def test_wrap_around_the_circle() -> None:
    """Seed 004 · Setup: the 12 piles lie in a circle; reference §5 indexes them 0..11."""
    assert move_target(FULL, 11, 2, "clockwise") == 1
    assert move_target(FULL, 1, 3, "counterclockwise") == 10


def test_emptied_islands_are_not_counted() -> None:
    """Seed 004 · End of the Game: an emptied island "is no longer counted for pirate
    movement" (reference §5: a pirate never ends a move on one)."""
    piles = [7, 7, 0, 0, 7, 7, 7, 7, 7, 7, 7, 0]
    assert move_target(piles, 1, 1, "clockwise") == 4  # 2 and 3 are skipped
    assert move_target(piles, 1, 2, "clockwise") == 5
    assert move_target(piles, 4, 1, "counterclockwise") == 1
    assert move_target(piles, 0, 1, "counterclockwise") == 10  # wraps past the empty 11
    assert move_target(piles, 10, 2, "clockwise") == 1


def test_counting_from_an_emptied_island() -> None:
    """Reference §5 (ASSUMED): a pirate on an island just emptied keeps that index; step 1 is
    the nearest island with cards in the chosen direction."""
    piles = [7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 7, 7]
    assert move_target(piles, 2, 1, "clockwise") == 3
    assert move_target(piles, 2, 1, "counterclockwise") == 1
    assert move_target(piles, 2, 4, "counterclockwise") == 10  # 1, 0, 11, 10


def test_a_long_move_among_few_islands_goes_round() -> None:
    """Reference §5's sketch: the count goes on round the circle (the pirate's own island
    counts when passed); with 2 islands left a 5 lands on the other one."""
    piles = [0, 0, 0, 4, 0, 0, 0, 1, 0, 0, 0, 0]
    assert move_target(piles, 3, 5, "clockwise") == 7
    assert move_target(piles, 3, 4, "counterclockwise") == 3
    assert move_target([0] * 11 + [1], 11, 3, "clockwise") == 11


def test_zero_steps() -> None:
    """Reference §5 [I]: a 0 card keeps the pirate where it is (it takes the top card there);
    on an emptied island it is illegal (ASSUMED, zero_move_from_empty_island='forbid')."""
    assert move_target(FULL, 6, 0, "clockwise") == 6
    assert move_target(FULL, 6, 0, "counterclockwise") == 6
    piles = [7] * 6 + [0] + [7] * 5
    with pytest.raises(ValueError, match="island 6 is empty"):
        move_target(piles, 6, 0, "clockwise")


@pytest.mark.parametrize(
    "args",
    [
        ([7] * 11, 0, 1, "clockwise"),  # not 12 piles
        ([7] * 11 + [-1], 0, 1, "clockwise"),
        ([7] * 11 + [True], 0, 1, "clockwise"),
        ([7] * 11 + [1.0], 0, 1, "clockwise"),
        (FULL, 12, 1, "clockwise"),
        (FULL, -1, 1, "clockwise"),
        (FULL, "3", 1, "clockwise"),
        (FULL, 0, 6, "clockwise"),  # seed 004: values 0 to 5
        (FULL, 0, -1, "clockwise"),
        (FULL, 0, 2.0, "clockwise"),
        (FULL, 0, 1, "left"),
        (FULL, 0, 1, 1),
        ([0] * 12, 0, 1, "clockwise"),  # nowhere to sail
    ],
)
def test_bad_arguments_are_refused(args) -> None:
    """The issue: piles are 12 sizes, island 0..11, steps 0..5, the two directions."""
    with pytest.raises(ValueError):
        move_target(*args)


@given(
    piles=st.lists(st.integers(0, 7), min_size=12, max_size=12).filter(any),
    island=st.integers(0, 11),
    steps=st.integers(1, 5),
    direction=st.sampled_from(["clockwise", "counterclockwise"]),
)
def test_a_move_counts_exactly_the_islands_with_cards(piles, island, steps, direction) -> None:
    """Reference §5: the target has cards, and walking there passes steps - 1 islands with
    cards (modulo going round: the walk is at most steps turns of the circle)."""
    target = move_target(piles, island, steps, direction)
    assert piles[target] > 0
    step = 1 if direction == "clockwise" else -1
    counted, here = 0, island
    while counted < steps:
        here = (here + step) % 12
        counted += piles[here] > 0
    assert here == target
    if sum(p > 0 for p in piles) == 12:
        assert target == (island + step * steps) % 12


# ------------------------------------------------------------------ the maps
def test_lonely_island() -> None:
    """Seed 004 · How to Play: "an island of your choice where no other pirates are present";
    reference §5, §12 (ASSUMED): the own island qualifies when the pirate is alone there, an
    emptied island never does."""
    piles = [7] * 10 + [0, 7]
    pirates = [0, 3, 3, 9]
    assert map_targets("lonely_island", piles, pirates, 0) == [0, 1, 2, 4, 5, 6, 7, 8, 11]
    # seat 1 shares island 3 with seat 2: not lonely
    assert map_targets("lonely_island", piles, pirates, 1) == [1, 2, 4, 5, 6, 7, 8, 11]


def test_crowded_island() -> None:
    """Seed 004 · How to Play: "an island of your choice where at least one pirate is present";
    reference §5 (ASSUMED): another seat's pirate; the own one does not count, an emptied
    island never qualifies."""
    piles = [7] * 10 + [0, 7]
    pirates = [0, 3, 3, 10]
    assert map_targets("crowded_island", piles, pirates, 0) == [3]  # 10 is empty
    assert map_targets("crowded_island", piles, pirates, 1) == [0, 3]  # 3: seat 2 is there
    assert map_targets("crowded_island", piles, [5, 5], 0) == [5]


def test_a_map_without_target() -> None:
    """Reference §5 (ASSUMED): a map with no valid island cannot be played: no targets."""
    assert map_targets("crowded_island", FULL, [4, 4, 4], 0) == [4]
    piles = [0] * 4 + [7] + [0] * 7
    assert map_targets("crowded_island", piles, [4, 6], 0) == []
    assert map_targets("lonely_island", piles, [1, 4], 0) == []
    assert map_targets("lonely_island", piles, [4, 1], 0) == [4]


@given(
    piles=st.lists(st.integers(0, 3), min_size=12, max_size=12),
    pirates=st.lists(st.integers(0, 11), min_size=2, max_size=5),
    data=st.data(),
)
def test_the_maps_split_the_islands_with_cards(piles, pirates, data) -> None:
    """Every island with cards is lonely or crowded for a given seat, never both."""
    seat = data.draw(st.integers(0, len(pirates) - 1))
    lonely = map_targets("lonely_island", piles, pirates, seat)
    crowded = map_targets("crowded_island", piles, pirates, seat)
    assert sorted(lonely + crowded) == [i for i in range(12) if piles[i]]
    assert lonely == sorted(lonely) and crowded == sorted(crowded)


@pytest.mark.parametrize(
    "args",
    [
        ("treasure_map", FULL, [0, 1], 0),
        ("lonely_island 2", FULL, [0, 1], 0),
        ("grog 3", FULL, [0, 1], 0),
        ("lonely_island", [7] * 11, [0, 1], 0),
        ("lonely_island", FULL, [0], 0),  # 2 to 5 players (seed 004 · End of the Game)
        ("lonely_island", FULL, [0] * 6, 0),
        ("lonely_island", FULL, [0, 12], 0),
        ("crowded_island", FULL, [0, 1], 2),
        ("crowded_island", FULL, [0, 1], -1),
        ("crowded_island", FULL, "01", 0),
    ],
)
def test_bad_map_arguments_are_refused(args) -> None:
    """The issue: the card is one of the two maps; reference §5 for the board."""
    with pytest.raises(ValueError):
        map_targets(*args)


def test_reach_is_move_target_for_every_set_of_emptied_islands() -> None:
    """``reach`` (the table the match moves by) is made by ``move_target``'s own walk without its
    checks (issue 26): for all 4096 sets of emptied islands, every island and every card value it
    says what ``move_target`` says, a refusal (``None``) included."""
    for mask in range(1 << ISLANDS):
        piles = [0 if mask >> i & 1 else 1 for i in range(ISLANDS)]
        table = reach(mask)
        for island in range(ISLANDS):
            for steps in range(MAX_STEPS + 1):
                try:
                    want: tuple[int, int] | None = (
                        move_target(piles, island, steps, "clockwise"),
                        move_target(piles, island, steps, "counterclockwise"),
                    )
                except ValueError:
                    want = None
                assert table[island][steps] == want, (mask, island, steps)
