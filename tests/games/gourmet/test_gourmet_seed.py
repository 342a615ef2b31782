"""Seed 004 (the English Tortuga Gourmet rulebook), sentence by sentence: each test names its
sentence.

``SEED_004`` lists every rule sentence of the seed word for word, by heading (the component list
item by item); the lines that state no rule ("You are ready for adventure!", "Money is always
welcome!", the two maps' "You have found a precious map ..." exclamations, the table of
contents) are left out. Each test carries the sentence it checks (``@sentence``, several when
one scenario checks several), and ``test_every_seed_sentence_has_a_test`` makes sure none is
left out. Every scenario goes through the public API: ``tk.new_match``, ``play``, ``view``,
``result``, ``events``; prepared positions come from ``gourmet_helpers``.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any, TypeVar

import pytest
from gourmet_helpers import (
    DECK,
    EXAMPLE_19,
    assert_illegal,
    finished,
    hand,
    island_of,
    layout,
    make,
    pantry,
    play_all,
    sizes,
)

import tortuga_kit as tk
from tortuga_kit.games.gourmet import INGREDIENTS

SEED_004 = {
    "Components": (
        "6 Recipe cards",
        "84 Ingredient cards",
        "5 Flag cards",
        "5 Empty Chest decks (of 3 cards each)",
        "5 Pirate tokens (first edition exclusive)",
    ),
    "Object of the Game": (
        "Each pirate-cook has a precious recipe card, on which two recipes are shown – one made "
        "of 3 ingredients and one made of 2 ingredients, worth 6 and 3 points – plus a loophole "
        "(Henry Morgan meatballs) worth 2 points, and an inelegant way to get rid of useless "
        "ingredients (fish food) worth -1 point.",
        "Following this recipe card, you must try to obtain the ingredients needed to cook both "
        "the 3-ingredient and the 2-ingredient recipe several times (accumulating sets of three "
        "and pairs of the ingredients required by the two recipes).",
        "To obtain the precious ingredients you must sail around the 12 islands (decks of cards) "
        "and take the cards whose chest holds the right ingredient.",
        "The same cards will help you move from one island to another, using their movement "
        "value (from 0 to 5) written on the chest's padlock.",
        "On your voyage you will also accumulate superfluous ingredients; these can be recycled "
        "into meatballs by forming sets of three identical ingredients worth 2 points.",
        "All cards showing unpaired or useless ingredients at the end of the game become fish "
        "food and count -1 point each.",
    ),
    "Setup": (
        "Take the deck contained in the box and set aside the 6 recipe cards, the 5 pirate flag "
        "cards and the 15 empty chest cards (the latter are easy to recognize because they are "
        "the same on both sides).",
        "Shuffle the remaining cards and form 12 piles of 7 cards each, then arrange them in a "
        "circle in the center of the table, back side down, so the card's ingredient is visible "
        "(1).",
        "These represent the 12 islands.",
        "Each player chooses a token representing their pirate, takes the flag card of the "
        "matching color and an empty chest pile made up of one card of value 1, one of value 2 "
        "and one of value 3 (2).",
        "Randomly deal 1 recipe card to each player.",
        "These cards are not secret; you may show them to the other players (3).",
        "Randomly choose one of the 12 piles to be the starting island, and place all players' "
        "pirates next to it on the table (4).",
        "The pirate flag card stays visible in front of each player to help remember their color.",
    ),
    "How to Play": (
        "The player who cooked most recently starts.",
        "The game is played in turns, clockwise.",
        "During the first round, the active player has 3 cards without ingredients with "
        "movement values 1, 2 and 3.",
        "They choose which of the 3 cards to play and play it, moving their pirate clockwise or "
        "counterclockwise (their choice) by exactly the number of islands shown by the movement "
        "value on the card, placing it next to the island where it arrives (1).",
        "They discard the played card in front of themselves to form their pantry deck (their "
        "own discard pile), then take the top card of that island's pile and add it to their "
        "hand.",
        "They then have 3 cards in hand again and are ready to pass play to the player on their "
        "left.",
        "(Remember: during your turn you always start with 3 cards, play one card and discard it "
        "to your pantry deck, draw one card and always end your turn with 3 cards in hand; you "
        "may look through your pantry deck at any time.)",
        "During the game, players can draw 5 types of card from the various islands:",
    ),
    "Ingredient card": (
        "This type of card (unlike the starting ones) has both a movement value and an "
        "ingredient (grog, seaweed, drumstick, fish or fruit).",
        "When played, its movement value is used to move your ship as with the starting cards; "
        "once discarded to the pantry deck, however, it counts as an ingredient for cooking your "
        "recipes.",
    ),
    "Secret Ingredient card": (
        "This ingredient is special and can be used in place of any other ingredient to "
        "complete recipes.",
        "It is used for movement the same way as any ingredient card.",
        "If it remains unpaired at the end of the game, it is still worth -1 point.",
    ),
    "Doubloon card": (
        "Each doubloon card in your pantry deck is worth 1 point at the end of the game.",
    ),
    "Lonely Island card": (
        "When you play this card you may move your pirate token to an island of your choice "
        "where no other pirates are present.",
        "It gives no points at the end of the game.",
    ),
    "Crowded Island card": (
        "When you play this card you may move your pirate to an island of your choice where at "
        "least one pirate is present.",
        "It gives no points at the end of the game.",
    ),
    "End of the Game": (
        "In 2- to 3-player games, the game ends when the cards of one of the 12 piles run out.",
        "In 4- to 5-player games, the game ends when the cards of two of the 12 piles run out.",
        "The round is still completed: the players who have yet to take their turn at that "
        "moment do so, up to (but not including) the first player.",
        "Attention: when an island is completely emptied, it is no longer counted for pirate "
        "movement.",
    ),
    "Scoring": (
        "Each player takes their pantry deck and removes the 3 starting cards (those without "
        "ingredients) and any lonely/crowded island cards (these give no points at the end of "
        "the game), and adds the 3 remaining cards from their hand.",
        "They divide the ingredients on the cards so as to cook as many 6-point and 3-point "
        "recipes as possible (forming sets of three and pairs with the ingredients required by "
        "the recipe card).",
        "They check whether the remaining ingredients can form sets of three identical cards to "
        "cook meatballs (2 points for each set of three cards with the same ingredient), check "
        "for doubloon cards and place them next to the others (1 point each), and finally set "
        "aside all remaining unpaired cards (fish food), which are worth -1 point each.",
        "Add up the 6-point recipes, the 3-point recipes, the 2-point recipes and any doubloons, "
        "and subtract the fish food cards.",
        "The player with the most victory points is the winner.",
        "In case of a tie, the pirate who completed the most Recipes wins (if still tied, "
        'whoever "threw" the fewest Ingredients to the fish).',
        "Example: in this case, the total is 19 points: 12 for the two 6-point recipes "
        "(completed thanks to a Secret Ingredient card), 6 for the two 3-point recipes and 2 for "
        "the fruit meatballs, for a total of 20 points, from which 1 is subtracted for the Grog "
        "thrown to the fish.",
    ),
    "Variants": (
        "You can add the following rules to increase the game's difficulty.",
        "Forgetful Pirates: you may not look at the cards in your pantry deck.",
        "Pressure Test: if you want to increase the length of the game, you may freely decide to "
        "increase the number of piles that must run out of cards for the game to end.",
    ),
}
ALL = {s for sentences in SEED_004.values() for s in sentences}
COVERED: set[str] = set()
F = TypeVar("F", bound=Callable[..., Any])
CHESTS = ["empty_chest 1", "empty_chest 2", "empty_chest 3"]


def sentence(text: str) -> Callable[[F], F]:
    """Mark a test as the check of one seed sentence (it must be one, word for word)."""
    assert text in ALL, f"not a sentence of seed 004: {text!r}"
    COVERED.add(text)

    def mark(f: F) -> F:
        f.__doc__ = f"seed 004: {text}\n\n{f.__doc__ or ''}"
        return f

    return mark


def S(heading: str, i: int) -> str:
    return SEED_004[heading][i]


def seat_to_move(m: tk.Match) -> int:
    seat = m.to_move
    assert seat is not None
    return seat


def you(m: tk.Match, seat: int) -> dict[str, Any]:
    v = m.view(seat)["you"]
    assert v is not None
    return dict(v)


def texts(events: list[Any]) -> str:
    return " | ".join(e.text for e in events)


# ------------------------------------------------------------------ Components
@sentence(S("Components", 0))
def test_six_recipe_cards_each_a_3_and_a_2_ingredient_recipe() -> None:
    m = tk.new_match("gourmet", 5, seed=1)
    cards = m.state.recipe_cards
    assert len(cards) == 6
    assert all(len(three) == 3 and len(two) == 2 for three, two in cards.values())
    dealt = [p["recipe_card"] for p in m.view()["players"]]
    assert len(set(dealt)) == 5 and set(dealt) <= set(cards)


@sentence(S("Components", 1))
def test_84_island_cards_in_12_piles_of_7() -> None:
    m = tk.new_match("gourmet", 3, seed=2)
    assert len(DECK) == 84 == 12 * 7
    assert sizes(m) == [7] * 12
    assert Counter(c for pile in m.state.piles for c in pile) == Counter(DECK)


@sentence(S("Components", 2))
def test_five_flags_one_colour_per_player() -> None:
    colours = [p["colour"] for p in tk.new_match("gourmet", 5, seed=3).view()["players"]]
    assert len(set(colours)) == 5


@sentence(S("Components", 3))
def test_five_empty_chest_decks_of_1_2_3() -> None:
    m = tk.new_match("gourmet", 5, seed=4)
    chests = Counter(c for h in m.state.hands for c in h)
    assert chests == Counter({c: 5 for c in CHESTS})  # 15 empty chests, 3 per player
    assert all(sorted(h) == CHESTS for h in m.state.hands)


@sentence(S("Components", 4))
@pytest.mark.parametrize("players", [0, 1, 6, 7])
def test_five_pirates_so_2_to_5_players_and_a_wrong_count_is_refused(players: int) -> None:
    for n in range(2, 6):
        v = tk.new_match("gourmet", n, seed=n).view()
        assert len(v["players"]) == n and len({p["island"] for p in v["players"]}) == 1
    with pytest.raises(tk.BadOption) as info:
        tk.new_match("gourmet", players, seed=1)
    message = str(info.value)
    assert "\n" not in message and "2–5 players" in message


# ------------------------------------------------------------------ Object of the Game
@sentence(S("Object of the Game", 0))
def test_the_points_6_3_meatballs_2_fish_food_minus_1() -> None:
    # R4: 6 = grog + seaweed + drumstick, 3 = fish + fruit
    m = finished(
        ["grog 1", "seaweed 1", "drumstick 1"],
        ["fish 1", "fruit 1", "fruit 2", "fruit 3", "fruit 4", "doubloon 0"],
        play="grog 1",
        top="drumstick 2",
    )
    b = m.view()["players"][0]["breakdown"]
    # fruit x3 beside the recipe's fruit: a meatball; drumstick 2 left over: fish food
    assert b == {"recipe_6": 6, "recipe_3": 3, "meatballs": 2, "doubloons": 1, "fish_food": -1}
    assert m.result is not None and m.result.scores[0] == 11


@sentence(S("Object of the Game", 1))
def test_both_recipes_count_several_times() -> None:
    cards = ["grog 1", "grog 2", "seaweed 1", "seaweed 2", "drumstick 1", "drumstick 2"]
    m = finished(cards[:3], [*cards[3:], "fish 1", "fruit 1", "fish 2", "fruit 2"], top="fish 3")
    b = m.view()["players"][0]["breakdown"]
    assert b["recipe_6"] == 12 and b["recipe_3"] == 6 and b["fish_food"] == -1  # fish 3 alone


@sentence(S("Object of the Game", 2))
def test_sail_round_12_islands_and_take_the_card_where_you_land() -> None:
    m = tk.new_match("gourmet", 2, seed=5)
    seat = seat_to_move(m)
    here = island_of(m, seat)
    target = (here + 2) % 12
    top = m.view()["islands"][target]["top"]
    m.play(f"play empty_chest 2 to {target}")
    assert len(m.view()["islands"]) == 12
    assert island_of(m, seat) == target and top in hand(m, seat)


@sentence(S("Object of the Game", 3))
def test_movement_values_are_0_to_5() -> None:
    values = {int(c.split()[1]) for c in DECK if " " in c}
    assert values == {0, 1, 2, 3, 4, 5}
    m = make({"piles": {}, "pirates": [0, 0], "hands": [["fish 5", "grog 0"], []]})
    assert sorted(m.legal_texts()) == ["play fish 5 to 5", "play fish 5 to 7", "play grog 0 to 0"]


@sentence(S("Object of the Game", 4))
def test_three_identical_spare_ingredients_make_a_meatball() -> None:
    # R1: 6 = drumstick + fish + fruit, 3 = grog + seaweed: three grog without seaweed
    m = finished(["grog 1", "grog 2"], top="grog 3", recipes=("R1", "R4"))
    b = m.view()["players"][0]["breakdown"]
    assert b["meatballs"] == 2 and m.result is not None and m.result.scores[0] == 2


@sentence(S("Object of the Game", 5))
def test_every_unused_ingredient_is_fish_food() -> None:
    m = finished(["fish 1", "fish 2"], top="grog 3", recipes=("R4", "R1"))
    b = m.view()["players"][0]["breakdown"]
    assert b["fish_food"] == -3 and m.result is not None and m.result.scores[0] == -3


# ------------------------------------------------------------------ Setup
@sentence(S("Setup", 0))
def test_recipe_flag_and_chest_cards_are_not_on_the_islands() -> None:
    m = tk.new_match("gourmet", 4, seed=6)
    on_islands = [c for pile in m.state.piles for c in pile]
    assert not [c for c in on_islands if c.startswith("empty_chest")]
    assert not set(on_islands) & set(m.state.recipe_cards)
    assert len(on_islands) == 84


@sentence(S("Setup", 1))
def test_the_piles_are_shuffled_and_every_top_card_is_visible() -> None:
    a, b = tk.new_match("gourmet", 2, seed=7), tk.new_match("gourmet", 2, seed=8)
    assert a.state.piles != b.state.piles
    assert a.state.piles == tk.new_match("gourmet", 2, seed=7).state.piles  # seeded
    for seat in (None, 0, 1):
        tops = [i["top"] for i in a.view(seat)["islands"]]
        assert tops == [p[-1] for p in a.state.piles]


@sentence(S("Setup", 2))
def test_the_piles_are_the_12_islands() -> None:
    v = tk.new_match("gourmet", 3, seed=9).view()
    assert len(v["islands"]) == 12 and v["emptied"] == 0


@sentence(S("Setup", 3))
def test_each_player_starts_with_a_flag_and_chests_1_2_3() -> None:
    m = tk.new_match("gourmet", 4, seed=10)
    for seat in range(4):
        assert hand(m, seat) == CHESTS and you(m, seat)["pantry"] == []
    assert [p["colour"] for p in m.view()["players"]] == ["red", "blue", "green", "yellow"]


@sentence(S("Setup", 4))
def test_one_recipe_card_each_dealt_at_random() -> None:
    deals = set()
    for seed in range(30):
        dealt = [p["recipe_card"] for p in tk.new_match("gourmet", 3, seed=seed).view()["players"]]
        assert len(set(dealt)) == 3
        deals.add(tuple(dealt))
    assert len(deals) > 10


@sentence(S("Setup", 5))
def test_recipe_cards_are_public() -> None:
    m = tk.new_match("gourmet", 3, seed=11)
    shown = [[(p["recipe_card"], p["recipe"]) for p in m.view(seat)["players"]] for seat in (0, 1)]
    assert shown[0] == shown[1] == [(p["recipe_card"], p["recipe"]) for p in m.view()["players"]]
    assert all(len(r[1][0]) == 3 and len(r[1][1]) == 2 for r in shown[0])


@sentence(S("Setup", 6))
def test_a_random_starting_island_for_all_pirates() -> None:
    starts = set()
    for seed in range(40):
        islands = {p["island"] for p in tk.new_match("gourmet", 4, seed=seed).view()["players"]}
        assert len(islands) == 1
        starts |= islands
    assert len(starts) > 6


@sentence(S("Setup", 7))
def test_every_flag_colour_is_shown_to_everybody() -> None:
    m = tk.new_match("gourmet", 5, seed=12)
    colours = [p["colour"] for p in m.view()["players"]]
    assert all([p["colour"] for p in m.view(s)["players"]] == colours for s in range(5))


# ------------------------------------------------------------------ How to Play
@sentence(S("How to Play", 0))
def test_the_first_player_is_drawn_or_chosen() -> None:
    """Who cooked most recently is no fact of the kit: ``first_player`` is drawn with the seed,
    or the teacher names the seat (rules §first-player, ASSUMED)."""
    drawn = {tk.new_match("gourmet", 4, seed=s).view()["first_player"] for s in range(40)}
    assert drawn == {0, 1, 2, 3}
    m = tk.new_match("gourmet", 4, seed=1, first_player=2)
    assert m.to_move == 2 and m.view()["first_player"] == 2
    with pytest.raises(tk.BadOption) as info:
        tk.new_match("gourmet", 3, seed=1, first_player=3)
    assert "\n" not in str(info.value) and "first_player" in str(info.value)


@sentence(S("How to Play", 1))
def test_turns_go_clockwise_in_seat_order() -> None:
    m = tk.new_match("gourmet", 4, seed=13, first_player=1)
    rng = random.Random(1)
    order = []
    for _ in range(9):
        order.append(seat_to_move(m))
        m.play(rng.choice(m.legal_texts()))
    assert order == [1, 2, 3, 0, 1, 2, 3, 0, 1]


@sentence(S("How to Play", 2))
def test_the_first_round_plays_the_chests_1_2_3() -> None:
    m = tk.new_match("gourmet", 3, seed=14)
    rng = random.Random(2)
    for _ in range(3):
        seat = seat_to_move(m)
        assert hand(m, seat) == CHESTS
        here = island_of(m, seat)
        want = {
            f"play empty_chest {v} to {(here + d * v) % 12}" for v in (1, 2, 3) for d in (1, -1)
        }
        assert set(m.legal_texts()) == want
        m.play(rng.choice(m.legal_texts()))


@sentence(S("How to Play", 3))
def test_exactly_the_value_clockwise_or_counterclockwise() -> None:
    m = tk.new_match("gourmet", 2, seed=15)
    seat = seat_to_move(m)
    here = island_of(m, seat)
    assert f"play empty_chest 3 to {(here + 3) % 12}" in m.legal_texts()
    assert f"play empty_chest 3 to {(here - 3) % 12}" in m.legal_texts()
    for wrong in (here, (here + 2) % 12, (here + 4) % 12):
        assert_illegal(m, f"play empty_chest 3 to {wrong}", says="exactly 3 islands")
    m.play(f"play empty_chest 3 to {(here - 3) % 12}")
    assert island_of(m, seat) == (here - 3) % 12


@sentence(S("How to Play", 3))
def test_both_directions_reaching_one_island_are_one_action() -> None:
    """With only islands 2, 6 and 10 left, a 1 from island 6 reaches 10 clockwise and 2 the
    other way; a 3 goes round to 6 both ways: one action, ``play fish 3 to 6``."""
    piles = [[] for _ in range(12)]
    piles[2], piles[6], piles[10] = ["grog 4"], ["grog 5"], ["seaweed 5"]
    m = make(
        {"piles": piles, "pirates": [6, 6], "hands": [["fish 1", "fish 3"], []]},
        piles_to_end=12,  # nine empty piles do not end this game yet
    )
    assert sorted(m.legal_texts()) == ["play fish 1 to 10", "play fish 1 to 2", "play fish 3 to 6"]
    events = m.play("play fish 3 to 6")
    assert "both reach it" in texts(events)


@sentence(S("How to Play", 4))
def test_the_card_goes_to_the_pantry_and_the_top_card_to_the_hand() -> None:
    m = tk.new_match("gourmet", 2, seed=16)
    seat = seat_to_move(m)
    target = (island_of(m, seat) + 1) % 12
    pile = list(m.state.piles[target])
    m.play(f"play empty_chest 1 to {target}")
    assert you(m, seat)["pantry"] == ["empty_chest 1"]
    assert pile[-1] in hand(m, seat) and "empty_chest 1" not in hand(m, seat)
    assert m.view()["islands"][target] == {"size": 6, "top": pile[-2]}


@sentence(S("How to Play", 5))
def test_three_cards_again_and_the_left_neighbour_plays() -> None:
    m = tk.new_match("gourmet", 5, seed=17, first_player=4)
    rng = random.Random(3)
    for _ in range(12):
        seat = seat_to_move(m)
        m.play(rng.choice(m.legal_texts()))
        assert len(hand(m, seat)) == 3 and m.to_move == (seat + 1) % 5


@sentence(S("How to Play", 6))
def test_three_cards_at_every_turn_and_the_pantry_is_always_visible() -> None:
    m = tk.new_match("gourmet", 3, seed=18)
    rng = random.Random(4)
    while not m.is_over:
        seat = seat_to_move(m)
        assert len(hand(m, seat)) == 3
        for s in range(3):  # every owner sees the own pantry, on any turn
            assert you(m, s)["pantry"] == pantry(m, s)
        m.play(rng.choice(m.legal_texts()))


@sentence(S("How to Play", 7))
def test_five_types_of_card_on_the_islands() -> None:
    kinds = {c.split()[0] for c in DECK}
    assert kinds == {*INGREDIENTS, "secret", "doubloon", "lonely_island", "crowded_island"}


# ------------------------------------------------------------------ the five types of card
@sentence(S("Ingredient card", 0))
def test_an_ingredient_card_has_a_value_and_an_ingredient() -> None:
    for c in DECK:
        kind = c.split()[0]
        if kind in INGREDIENTS:
            assert len(c.split()) == 2 and 0 <= int(c.split()[1]) <= 5
    assert all(" " not in c for c in DECK if c.split()[0].endswith("island"))


@sentence(S("Ingredient card", 1))
def test_an_ingredient_card_moves_and_then_cooks() -> None:
    # fish 1 moves one island, then cooks the 3-point recipe (fish + fruit) from the pantry
    m = finished(["fish 1"], play="fish 1", top="fruit 4")
    assert island_of(m, 0) == 1 and "fish 1" in pantry(m, 0)
    assert m.view()["players"][0]["breakdown"]["recipe_3"] == 3


@sentence(S("Secret Ingredient card", 0))
def test_a_secret_ingredient_completes_a_recipe() -> None:
    m = finished(["grog 1", "secret 1"], top="seaweed 4")  # R4: grog + seaweed + drumstick
    b = m.view()["players"][0]["breakdown"]
    assert b["recipe_6"] == 6 and b["fish_food"] == 0


@sentence(S("Secret Ingredient card", 1))
def test_a_secret_ingredient_sails_like_an_ingredient() -> None:
    m = make({"piles": {}, "pirates": [4, 4], "hands": [["secret 2"], []]})
    assert sorted(m.legal_texts()) == ["play secret 2 to 2", "play secret 2 to 6"]
    m.play("play secret 2 to 6")
    assert island_of(m, 0) == 6


@sentence(S("Secret Ingredient card", 2))
def test_an_unused_secret_ingredient_is_fish_food() -> None:
    m = finished(["secret 1"], top="doubloon 5")
    b = m.view()["players"][0]["breakdown"]
    assert b["fish_food"] == -1 and b["doubloons"] == 1
    assert m.result is not None and m.result.scores[0] == 0


@sentence(S("Doubloon card", 0))
def test_a_doubloon_is_worth_one_point_in_pantry_or_hand() -> None:
    m = finished(["empty_chest 1", "doubloon 2"], ["doubloon 0"], top="doubloon 5")
    b = m.view()["players"][0]["breakdown"]
    assert b["doubloons"] == 3 and b["fish_food"] == 0  # doubloons are never fish food


@sentence(S("Lonely Island card", 0))
def test_the_lonely_island_card_sails_where_no_other_pirate_is() -> None:
    pos = {"piles": {7: []}, "pirates": [0, 4, 4], "hands": [["lonely_island"], [], []]}
    m = make(pos, players=3, piles_to_end=2)  # one empty pile does not end this game
    want = [i for i in range(12) if i not in (4, 7)]  # 4: other pirates; 7: empty
    assert sorted(m.legal_texts()) == sorted(f"play lonely_island to {i}" for i in want)
    assert_illegal(m, "play lonely_island to 4", says="not lonely")
    assert_illegal(m, "play lonely_island to 7", says="empty")
    m.play("play lonely_island to 10")
    assert island_of(m, 0) == 10 and len(hand(m, 0)) == 1


@sentence(S("Lonely Island card", 0))
def test_the_lonely_island_card_and_the_own_island() -> None:
    """ASSUMED (rules §lonely-island): alone on its island, the pirate may stay with the card;
    ``lonely_own_island=False`` forbids it, and the refusal says why."""
    pos = {"piles": {}, "pirates": [0, 4], "hands": [["lonely_island"], []]}
    assert "play lonely_island to 0" in make(pos).legal_texts()
    m = make(pos, lonely_own_island=False)
    assert "play lonely_island to 0" not in m.legal_texts()
    assert_illegal(m, "play lonely_island to 0", says="own", rule="lonely-island")


@sentence(S("Lonely Island card", 1))
@sentence(S("Crowded Island card", 1))
def test_the_maps_give_no_points() -> None:
    m = finished(
        ["crowded_island", "empty_chest 1"],
        ["lonely_island"],
        play="empty_chest 1",
        top="doubloon 5",
    )
    assert m.view()["players"][0]["breakdown"] == {
        "recipe_6": 0,
        "recipe_3": 0,
        "meatballs": 0,
        "doubloons": 1,
        "fish_food": 0,
    }


@sentence(S("Crowded Island card", 0))
def test_the_crowded_island_card_sails_where_another_pirate_is() -> None:
    pos = {"piles": {9: []}, "pirates": [0, 4, 9], "hands": [["crowded_island"], [], []]}
    m = make(pos, players=3, piles_to_end=2)
    assert m.legal_texts() == ["play crowded_island to 4"]  # 9 is empty; 0 holds only seat 0
    assert_illegal(m, "play crowded_island to 0", says="not crowded")
    # ASSUMED (rules §crowded-island): with crowded_counts_self the own island counts
    assert make(pos, players=3, piles_to_end=2, crowded_counts_self=True).legal_texts() == [
        "play crowded_island to 0",
        "play crowded_island to 4",
    ]


# ------------------------------------------------------------------ End of the Game
@sentence(S("End of the Game", 0))
def test_two_or_three_players_one_empty_pile_ends_the_game() -> None:
    piles = layout({1: ["fish 4"]})
    hands = [["empty_chest 1"], ["empty_chest 2"], ["empty_chest 3"]]
    m = make({"piles": piles, "pirates": [0, 0, 0], "hands": hands}, players=3)
    assert m.view()["piles_to_end"] == 1
    events = m.play("play empty_chest 1 to 1")
    assert m.view()["ending"] and "1 emptied pile ends the game" in texts(events)
    play_all(m, ["play empty_chest 2 to 3", "play empty_chest 3 to 4"])
    assert m.is_over and m.to_move is None  # seat 0, the first player, plays no more


@sentence(S("End of the Game", 1))
def test_four_or_five_players_two_empty_piles_end_the_game() -> None:
    piles = layout({1: ["fish 4"], 2: ["fish 5"]})
    hands = [["empty_chest 1"], ["empty_chest 1"], ["empty_chest 3"], ["empty_chest 3"]]
    m = make({"piles": piles, "pirates": [0] * 4, "hands": hands}, players=4)
    assert m.view()["piles_to_end"] == 2
    m.play("play empty_chest 1 to 1")  # one empty pile: not yet
    assert not m.view()["ending"]
    m.play("play empty_chest 1 to 2")  # island 1 is skipped: 1 step clockwise is island 2
    assert m.view()["ending"] and m.view()["emptied"] == 2
    play_all(m, ["play empty_chest 3 to 5", "play empty_chest 3 to 9"])
    assert m.is_over


@sentence(S("End of the Game", 2))
@pytest.mark.parametrize(("trigger_seat", "turns_after"), [(0, [1, 2, 3]), (1, [2, 3]), (2, [3])])
def test_the_round_is_completed_up_to_the_first_player(
    trigger_seat: int, turns_after: list[int]
) -> None:
    piles = layout({6: ["fish 4"], 7: []})  # 4 players: island 7 is empty already
    hands = [["empty_chest 1", "empty_chest 2"] for _ in range(4)]
    pirates = [0] * 4
    pirates[trigger_seat] = 5
    m = make({"piles": piles, "pirates": pirates, "hands": hands}, players=4)
    seen = []
    while not m.is_over:
        seat = seat_to_move(m)
        seen.append(seat)
        m.play("play empty_chest 1 to 6" if seat == trigger_seat else m.legal_texts()[0])
    assert seen == [*range(trigger_seat + 1), *turns_after]


@sentence(S("End of the Game", 2))
def test_a_trigger_on_the_last_seat_of_the_round_ends_the_game_at_once() -> None:
    piles = layout({6: ["fish 4"]})
    m = make(
        {
            "piles": piles,
            "pirates": [5, 0, 0],
            "hands": [["empty_chest 1"], ["empty_chest 1"], ["empty_chest 1"]],
            "first_player": 1,
            "seat": 0,  # seat 0 is the last of the round that seat 1 began
        },
        players=3,
    )
    m.play("play empty_chest 1 to 6")
    assert m.is_over and m.result is not None
    assert "round is completed" in m.result.reason


@sentence(S("End of the Game", 2))
def test_piles_emptied_while_the_round_is_completed_change_nothing() -> None:
    piles = layout({1: ["fish 4"], 2: ["fish 5"]})
    hands = [["empty_chest 1"], ["empty_chest 2"], ["empty_chest 1"]]
    m = make({"piles": piles, "pirates": [0, 0, 1], "hands": hands}, players=3)
    m.play("play empty_chest 1 to 1")  # triggers
    m.play("play empty_chest 2 to 3")  # island 1 skipped: 2 clockwise from 0 is 3
    events = m.play("play empty_chest 1 to 2")  # another pile runs out
    assert "emptied" in texts(events) and m.is_over  # the round ends as planned, not before


@sentence(S("End of the Game", 3))
def test_emptied_islands_are_not_counted_for_movement() -> None:
    pos = {"piles": {2: [], 10: []}, "pirates": [1, 1], "hands": [["grog 2", "fish 1"], []]}
    m = make(pos, piles_to_end=3)
    assert sorted(m.legal_texts()) == [
        "play fish 1 to 0",
        "play fish 1 to 3",
        "play grog 2 to 11",
        "play grog 2 to 4",
    ]
    assert_illegal(m, "play grog 2 to 3", rule="empty-islands")
    m.play("play grog 2 to 4")
    assert island_of(m, 0) == 4


@sentence(S("End of the Game", 3))
def test_a_pirate_on_an_emptied_island_counts_from_there() -> None:
    """ASSUMED (rules §zero-on-empty-island): the pirate stays on the emptied island, its next
    move counts from there, and a 0 card there is refused (or, with
    ``zero_move_from_empty_island="stay"``, stays and takes nothing)."""
    hands = [["grog 0", "fish 1"], [], [], []]
    pos = {"piles": {3: []}, "pirates": [3, 0, 0, 0], "hands": hands}
    m = make(pos, players=4)
    assert sorted(m.legal_texts()) == ["play fish 1 to 2", "play fish 1 to 4"]
    assert_illegal(m, "play grog 0 to 3", rule="zero-on-empty-island")
    stay = make(pos, players=4, zero_move_from_empty_island="stay")
    events = stay.play("play grog 0 to 3")
    assert "takes nothing" in texts(events) and hand(stay, 0) == ["fish 1"]


# ------------------------------------------------------------------ Scoring
@sentence(S("Scoring", 0))
def test_pantry_without_chests_and_maps_plus_the_hand() -> None:
    m = finished(
        ["empty_chest 1", "fish 2", "lonely_island"],
        ["empty_chest 2", "empty_chest 3", "crowded_island", "fruit 2"],
        top="fruit 3",
    )
    # fish 2 (hand) + fruit 2 (pantry): the 3-point recipe; fruit 3 (taken): fish food
    assert m.view()["players"][0]["breakdown"]["recipe_3"] == 3
    assert m.result is not None and m.result.scores[0] == 2


@sentence(S("Scoring", 1))
def test_as_many_recipes_as_possible() -> None:
    """The default ``scoring_mode="max_score"`` takes the best split; the seed's literal order
    (most recipe points first) is ``"recipes_first_points"`` (rules §scoring-mode)."""
    cards = ["drumstick 1", "drumstick 2", "drumstick 3", "secret 1"]
    best = finished(cards[:2], cards[2:], top="secret 2")  # R4: 3 drumstick + 2 secrets
    literal = finished(cards[:2], cards[2:], top="secret 2", scoring_mode="recipes_first_points")
    assert best.result is not None and literal.result is not None
    assert best.result.scores[0] == 5 and literal.result.scores[0] == 4


@sentence(S("Scoring", 2))
def test_meatballs_then_doubloons_then_fish_food() -> None:
    m = finished(
        ["seaweed 1", "seaweed 2", "doubloon 1"],
        ["seaweed 3", "doubloon 3", "grog 5"],
        play="doubloon 1",
        top="fish 5",
    )
    b = m.view()["players"][0]["breakdown"]  # R4: no recipe; seaweed x3 is a meatball
    assert b == {"recipe_6": 0, "recipe_3": 0, "meatballs": 2, "doubloons": 2, "fish_food": -2}


@sentence(S("Scoring", 3))
def test_the_total_is_the_sum_of_the_parts() -> None:
    rng = random.Random(5)
    for seed in range(20):
        m = tk.new_match("gourmet", 2 + seed % 4, seed=seed)
        while not m.is_over:
            m.play(rng.choice(m.legal_texts()))
        assert m.result is not None
        for p in m.view()["players"]:
            assert sum(p["breakdown"].values()) == p["score"] == m.result.scores[p["seat"]]


@sentence(S("Scoring", 4))
def test_the_most_points_win() -> None:
    m = finished(["doubloon 1"], top="doubloon 2", pantry1=["doubloon 3"], hand1=["grog 1"])
    assert m.result is not None
    assert m.result.scores == (2.0, 0.0) and m.result.winners == (0,)
    assert m.result.ranking == ((0,), (1,))


@sentence(S("Scoring", 5))
def test_a_tie_goes_to_more_recipes() -> None:
    # seat 0 (R4): fish + fruit = 3 points, 1 recipe; seat 1 (R1): 3 doubloons, no recipe
    m = finished(["fish 1"], top="fruit 1", pantry1=["doubloon 0", "doubloon 2", "doubloon 3"])
    assert m.result is not None
    assert m.result.scores == (3.0, 3.0) and m.result.winners == (0,)
    assert "more completed recipes" in m.result.reason and "tie-break" in m.result.rule


@sentence(S("Scoring", 5))
def test_then_to_fewer_fish_food_then_shared() -> None:
    # seat 0: 2 doubloons; seat 1: 3 doubloons and a grog without seaweed (R1): 3 - 1
    m = finished(
        ["doubloon 1"], top="doubloon 2", pantry1=["doubloon 0", "doubloon 3", "doubloon 4"]
    )
    assert m.result is not None and m.result.scores == (2.0, 3.0)
    m = finished(
        ["doubloon 1"],
        top="doubloon 2",
        pantry1=["doubloon 0", "doubloon 3", "doubloon 4", "grog 1"],
    )
    assert m.result is not None and m.result.scores == (2.0, 2.0)
    assert m.result.winners == (0,) and "fewer fish-food" in m.result.reason
    # still tied: ASSUMED (rules §final-tie), the win is shared, or nobody wins
    tied = {"pantry1": ["doubloon 0", "doubloon 3"], "top": "doubloon 2"}
    shared = finished(["doubloon 1"], **tied)  # type: ignore[arg-type]
    assert shared.result is not None and shared.result.winners == (0, 1)
    assert shared.result.ranking == ((0, 1),) and "final-tie" in shared.result.rule
    nobody = finished(["doubloon 1"], final_tie="no_winner", **tied)  # type: ignore[arg-type]
    assert nobody.result is not None and nobody.result.winners == ()


@sentence(S("Scoring", 5))
def test_with_meatballs_as_recipes_the_split_keeps_the_fewest_fish_food() -> None:
    """Reference §14 T4 with card R5: 2x6 + 3x3 - 2 (5 recipes, 2 fish food) and 2x6 + 2x3 + a
    meatball - 1 (4 recipes and a meatball, 1 fish food) both score 19. Counting meatballs as
    recipes, both have 5, so the player keeps the second: 1 fish food."""
    in_hand = ["fruit 1", "grog 1", "seaweed 1"]
    rest = ["seaweed 2", "drumstick 1", "drumstick 2", "fish 1", "grog 2", "grog 3"]
    rest += ["fruit 2", "fruit 3", "fruit 4", "fruit 5"]
    m = finished(
        in_hand, rest, top="secret 1", recipes=("R5", "R1"), tiebreak_counts_meatballs=True
    )
    assert m.result is not None and m.result.scores[0] == 19
    assert m.view()["players"][0]["breakdown"]["fish_food"] == -1


@sentence(S("Scoring", 6))
def test_the_seeds_19_point_example_in_a_finished_match() -> None:
    """Reference §8.5: the example rebuilt with placeholder recipe card R4. Seat 0 plays
    fruit 1 and takes the grog 3; chests and a map in the pantry score nothing."""
    in_hand = ["fruit 1", "fruit 2", "secret 1"]
    rest = [c for c in EXAMPLE_19 if c not in (*in_hand, "grog 3")]
    m = finished(in_hand, [*CHESTS, "lonely_island", *rest], top="grog 3")
    assert m.result is not None and m.result.scores[0] == 19 and m.result.winners == (0,)
    p = m.view()["players"][0]
    assert p["breakdown"] == {
        "recipe_6": 12,
        "recipe_3": 6,
        "meatballs": 2,
        "doubloons": 0,
        "fish_food": -1,
    }
    assert sum(v for v in p["breakdown"].values() if v > 0) == 20  # the seed's "total of 20"
    assert "19 points" in p["explanation"]


# ------------------------------------------------------------------ Variants
@sentence(S("Variants", 0))
def test_the_variants_are_off_by_default() -> None:
    m = tk.new_match("gourmet", 2, seed=1)
    assert m.options["forgetful_pirates"] is False and m.options["piles_to_end"] is None
    assert you(m, 0)["pantry"] == [] and m.view()["piles_to_end"] == 1


@sentence(S("Variants", 1))
def test_forgetful_pirates_hide_the_own_pantry_from_its_owner() -> None:
    m = tk.new_match("gourmet", 3, seed=19, forgetful_pirates=True)
    rng = random.Random(6)
    for _ in range(4):
        m.play(rng.choice(m.legal_texts()))
    for seat in range(3):
        v = you(m, seat)
        assert v["pantry"] is None and v["score_now"] is None and len(v["hand"]) == 3
        assert m.view(seat)["players"][seat]["pantry_size"] == len(pantry(m, seat))
    assert m.observe(0).pantry is None  # a bot may not look either
    while not m.is_over:
        m.play(rng.choice(m.legal_texts()))
    assert you(m, 0)["pantry"] == pantry(m, 0)  # at the end the pantry is scored openly
    plain = tk.new_match("gourmet", 3, seed=19)
    plain.play(plain.legal_texts()[0])
    assert you(plain, 0)["score_now"] is not None


@sentence(S("Variants", 2))
def test_pressure_test_raises_the_number_of_piles() -> None:
    piles = layout({1: ["fish 4"], 2: ["fish 5"]})
    pos = {"piles": piles, "pirates": [0, 0], "hands": [["empty_chest 1"], ["empty_chest 1"]]}
    m = make(pos, piles_to_end=2)
    assert m.view()["piles_to_end"] == 2
    m.play("play empty_chest 1 to 1")
    assert not m.view()["ending"]  # one pile is no longer enough
    events = m.play("play empty_chest 1 to 2")
    assert m.view()["ending"] and "pressure-test" in " ".join(e.rule for e in events)
    assert m.is_over  # seat 1 was the round's last seat
    # the variant only raises the number: fewer than the rule is refused in one line
    for players, given in ((2, 0), (4, 1), (5, 1)):
        with pytest.raises(tk.BadOption) as info:
            tk.new_match("gourmet", players, seed=1, piles_to_end=given)
        assert "\n" not in str(info.value)


def test_every_seed_sentence_has_a_test() -> None:
    assert COVERED == ALL, sorted(ALL - COVERED)
