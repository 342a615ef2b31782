"""Tortuga Gourmet's components as data (rules §components, §island-cards, §recipe-cards).

Seed 004 · Components lists 6 recipe cards, 84 island cards (12 piles of 7), 5 flags and 5
empty-chest decks of 1, 2 and 3. Which island cards there are, and what the six recipe cards
show, is in no public source (reference §2.2, §3): ``ISLAND_DECK`` and ``RECIPE_CARDS`` are the
reference's balanced placeholders, ASSUMED, kept here so that a teacher with the physical game
corrects them in one place.

A card is a string, ``"<kind>"`` or ``"<kind> <value>"`` with the movement value 0..5 printed on
the padlock (seed 004 · How to Play): ``"grog 3"``, ``"secret 1"``, ``"lonely_island"``.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

#: The five ingredients (seed 004 · How to Play: "grog, seaweed, drumstick, fish or fruit").
INGREDIENTS = ("grog", "seaweed", "drumstick", "fish", "fruit")
#: The Secret Ingredient: stands in for any ingredient of a recipe; fish food if unused.
SECRET = "secret"
#: +1 point each at the end; never fish food (it is no ingredient; reference §8.3 Q5).
DOUBLOON = "doubloon"
#: The starting cards (movement 1, 2, 3, no ingredient) and the two maps: they score nothing.
EMPTY_CHEST = "empty_chest"
LONELY_ISLAND = "lonely_island"
CROWDED_ISLAND = "crowded_island"
MAPS = (LONELY_ISLAND, CROWDED_ISLAND)
#: Every kind of card a player can hold; the scorer refuses anything else.
KINDS = (*INGREDIENTS, SECRET, DOUBLOON, EMPTY_CHEST, *MAPS)

ISLANDS = 12  # piles in the circle (seed 004 · Setup)
CARDS_PER_ISLAND = 7
MAX_STEPS = 5  # the largest movement value on a padlock (seed 004 · Object of the Game)
PLAYERS = (2, 5)  # seed 004 · End of the Game names 2- to 5-player games
STARTING_HAND = ("empty_chest 1", "empty_chest 2", "empty_chest 3")

#: Points (seed 004 · Object of the Game and Scoring).
RECIPE_6_POINTS = 6
RECIPE_3_POINTS = 3
MEATBALL_POINTS = 2  # "Henry Morgan meatballs": three identical ingredients
MEATBALL_SIZE = 3
DOUBLOON_POINTS = 1
FISH_FOOD_POINTS = -1

#: The card data file shipped with the kit (``card_data.json`` beside this module): the one place
#: where the 84 island cards and the recipe cards are written down. Its numbers are the
#: reference's balanced placeholders (§2.2, §3), ASSUMED, and the file says so (``"assumed"``);
#: a teacher with the box corrects a copy and loads it (``carddata.load_card_data``).
CARD_DATA_FILE = "card_data.json"
DEFAULT_CARD_DATA: dict[str, Any] = json.loads(
    resources.files(__package__).joinpath(CARD_DATA_FILE).read_text(encoding="utf-8")
)

#: The 84 island cards of the default data, kind → movement values (``None`` for a map).
ISLAND_DECK: dict[str, tuple[int | None, ...]] = {
    kind: tuple(values) for kind, values in DEFAULT_CARD_DATA["island_deck"].items()
}
#: The recipe cards of the default data as (6-point recipe, 3-point recipe); in the placeholder
#: each splits the five ingredients into a 3-set and the other two.
RECIPE_CARDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    name: (tuple(three), tuple(two))
    for name, (three, two) in DEFAULT_CARD_DATA["recipe_cards"].items()
}
