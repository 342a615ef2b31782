"""Tortuga 1667 components as data tables.

A teacher with the physical game corrects a count here, in one place. Sources (named on the
rules page, ``docs/rules/tortuga1667.md#sources``): seed 000, "Aufbau" and "Ereigniskarten", and
the compiled reference §1–§2 and §11. Anything marked ASSUMED is not in any source and is listed
in every view of a match that uses it.
"""

from __future__ import annotations

from itertools import product

from ...engine.i18n import Msg, translator

_ = translator("tortuga1667")

TEAMS = ("british", "french")  # the two nations that hold chests
NATIONS = ("british", "french", "dutch")  # the loyalty cards

# Seed 000 · Aufbau step 2 (loyalty table read off the rulebook's graphic, p.2): British, French, Dutch.
LOYALTY_TABLE: dict[int, tuple[int, int, int]] = {
    2: (1, 1, 0),
    3: (1, 1, 1),
    4: (2, 2, 0),
    5: (2, 2, 1),
    6: (3, 3, 0),
    7: (3, 3, 1),
    8: (4, 4, 0),
    9: (4, 4, 1),
}

VOTE_HAND_SIZE = 3  # seed 000 · Aufbau step 3
SHIP_CAPACITY = 5  # seed 000 · Positionen: "Höchstens 5 Figuren je Schiff"
ROW_SIZE = 5  # seed 000 · Aufbau step 4
GALLEON_CHESTS = 4  # seed 000 · Aufbau step 6: 4 on the Spanish galleon,
TORTUGA_CHESTS = 1  # 1 in each of Tortuga's two treasure areas,
CAPTAIN_CHESTS = 1  # and each Captain puts 1 in a hold of their ship
TOTAL_CHESTS = GALLEON_CHESTS + 2 * TORTUGA_CHESTS + 2 * CAPTAIN_CHESTS  # 8
# seed 000 · Abstimmungen (Schlägerei): the winning nation takes both Tortuga chests.
BRAWL_CHESTS = 2 * TORTUGA_CHESTS
SMALL_GAME = 3  # seed 000 · Aufbau 4 and FAQ: with 2–3 players no Albatross, fewer star cards

# ---------------------------------------------------------------- vote cards
# A vote card has three sections (attack / brawl / mutiny). It is written as its three symbols
# joined by "/", e.g. "cannon/british/skull"; a double card writes each symbol with a "2" prefix.
ATTACK_SYMBOLS = ("cannon", "fire", "water")
BRAWL_SYMBOLS = ("british", "french")
MUTINY_SYMBOLS = ("skull", "wheel")


def _placeholder_deck() -> tuple[str, ...]:
    """ASSUMED (reference §11.1): 30 evenly spread single cards plus two double cards.

    No source lists the real composition; only "32 cards, 2 doubles, one double shows two French
    flags" is known. Cycling the 12 combinations gives cannon/fire/water 10 each, British/French
    15 each and skull/wheel 15 each.
    """
    combos = [f"{a}/{b}/{m}" for a, b, m in product(ATTACK_SYMBOLS, BRAWL_SYMBOLS, MUTINY_SYMBOLS)]
    # Order the 12 combinations so the last 6 taken still balance every section.
    order = [0, 7, 9, 2, 4, 11, 1, 6, 8, 3, 5, 10]
    singles = [combos[i] for i in order] * 2 + [combos[i] for i in order[:6]]
    doubles = ["2fire/2british/2skull", "2water/2french/2wheel"]
    return tuple(singles + doubles)


VOTE_DECKS: dict[str, tuple[str, ...]] = {"placeholder": _placeholder_deck()}


def card_symbols(card: str) -> tuple[tuple[str, int], tuple[str, int], tuple[str, int]]:
    """``"2fire/2british/2skull"`` -> ``(("fire", 2), ("british", 2), ("skull", 2))``."""
    parts = card.split("/")
    out = []
    for part in parts:
        if part[0] == "2":
            out.append((part[1:], 2))
        else:
            out.append((part, 1))
    return out[0], out[1], out[2]


def is_vote_card(text: str) -> bool:
    parts = text.split("/")
    if len(parts) != 3:
        return False
    for part, allowed in zip(parts, (ATTACK_SYMBOLS, BRAWL_SYMBOLS, MUTINY_SYMBOLS)):
        if part.removeprefix("2") not in allowed:
            return False
    return True


# ---------------------------------------------------------------- event cards
ARMADA = "spanish_armada"

# name -> (title, copies, category). Seed 000 · Ereigniskarten; reference §1.3.
EVENT_CARDS: dict[str, tuple[str, int, str]] = {
    "letter_of_marque": (_.mark("Letter of Marque"), 3, "helpful"),
    "pistol": (_.mark("Pistol"), 3, "helpful"),
    "albatross": (_.mark("Albatross"), 3, "hurtful"),
    "black_spot": (_.mark("Black Spot"), 3, "hurtful"),
    "atlantis": (_.mark("Atlantis"), 1, "treasure_map"),
    "el_dorado": (_.mark("El Dorado"), 1, "treasure_map"),
    "fountain_of_youth": (_.mark("Fountain of Youth"), 1, "treasure_map"),
    "black_powder": (_.mark("Black Powder"), 1, "star"),
    "cabin_fever": (_.mark("Cabin Fever"), 1, "star"),
    "crows_nest": (_.mark("Crow's Nest"), 1, "star"),
    "eight_bells": (_.mark("Eight Bells"), 1, "star"),
    "facade": (_.mark("Façade"), 1, "star"),
    "pirate_code": (_.mark("Pirate Code"), 1, "star"),
    "scurvy": (_.mark("Scurvy"), 1, "star"),
    "stormy_seas": (_.mark("Stormy Seas"), 1, "star"),
    ARMADA: (_.mark("Spanish Armada"), 1, "end"),
}

STAR_CARDS = tuple(n for n, (_, _, cat) in EVENT_CARDS.items() if cat == "star")
TREASURE_MAPS = ("atlantis", "el_dorado", "fountain_of_youth")

# The three star cards whose effect a source documents (reference §6.4, §11.2): the default trio.
VERIFIED_STAR_CARDS = ("eight_bells", "stormy_seas", "black_powder")
# ASSUMED effects (reference §11.2): usable only with unverified_cards=True.
UNVERIFIED_STAR_CARDS = tuple(c for c in STAR_CARDS if c not in VERIFIED_STAR_CARDS)
# Seed 000 · Aufbau step 4: recommended out of 2–3 player games.
SMALL_GAME_EXCLUDED = ("facade", "cabin_fever")

EVENT_TEXT: dict[str, str] = {
    "letter_of_marque": _.mark(
        "Move any player from Tortuga or a rowboat to the back of either ship, "
        "or save this card and use it later as an action."
    ),
    "pistol": _.mark("Maroon another player of your choice."),
    "albatross": _.mark(
        "Keep it face up. A ship with two Albatrosses aboard maroons its whole crew."
    ),
    "black_spot": _.mark("You are marooned."),
    "atlantis": _.mark(
        "Give to another player. Its owner may, just before a turn, switch to the back "
        "of the other ship."
    ),
    "el_dorado": _.mark(
        "Give to another player. Its owner draws a vote card now and may once play "
        "two vote cards in one vote."
    ),
    "fountain_of_youth": _.mark(
        "Give to another player. Its owner may once refuse to be marooned."
    ),
    "black_powder": _.mark("Blow up a rowboat: it is unusable for the rest of the game."),
    "eight_bells": _.mark("Everyone on your ship or island is redrawn into a random order."),
    "stormy_seas": _.mark(
        "On a ship: all its chests go back to the galleon. On Tortuga: its chests "
        "go back to one British, one French."
    ),
    "cabin_fever": _.mark(
        "(UNVERIFIED placeholder) On your ship, the Captain and the Cabin Boy swap places."
    ),
    "crows_nest": _.mark("(UNVERIFIED placeholder) Look at all other face-down event cards."),
    "facade": _.mark("(UNVERIFIED placeholder) Swap loyalty cards with another player."),
    "pirate_code": _.mark(
        "(UNVERIFIED placeholder) You may at once call your location's vote "
        "(attack on a ship, brawl on Tortuga) without the role."
    ),
    "scurvy": _.mark(
        "(UNVERIFIED placeholder) Everyone on your ship or island loses a random vote card."
    ),
    ARMADA: _.mark("The game ends at once: the team with more chests wins."),
}


TITLES = {card: title for card, (title, _, _) in EVENT_CARDS.items()}


def event_title(card: str) -> str:
    """The card's title in English (its catalog id): ``card_name`` for a text to read."""
    return EVENT_CARDS[card][0]


#: Each card's title as a text read later (made once: events share them).
CARD_NAMES = {card: Msg(_.domain, title) for card, (title, _n, _c) in EVENT_CARDS.items()}


def card_name(card: str) -> Msg:
    """The card's title as a text read later, in the reader's language."""
    return CARD_NAMES[card]
