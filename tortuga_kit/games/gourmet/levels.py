"""Tortuga Gourmet's levels for the learn widget (``tortuga_kit.learn``), in teaching order.

Each level is a prepared position (``prepared.py``) of two players: the learner is Anne (seat 0,
recipe card R4: 6 points for grog + seaweed + drumstick, 3 for fish + fruit), Bart (seat 1) is
played by the random bot after each of her turns. Only the islands a level names hold cards that
matter; the others get one plain card each. A level reads its match only through views and the
result, like ``lessons.py``; its texts name what the learner does, never the move that does it.
``tests/learn/test_levels.py`` plays every solution, searches for shorter ones and checks that
the levels together cite every rule section of ``docs/rules/gourmet.md``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from ...engine.i18n import translator
from ...engine.match import Match, new_match
from ...learn.level import Level, make_level
from .cards import ISLAND_DECK, ISLANDS, STARTING_HAND

_ = translator("gourmet")

#: Every level's seed: the same replies from Bart on every try.
SEED = 28
#: The plain cards laid on the islands a level does not name, in this order: Anne's recipes
#: need none of them twice, so one alone never scores.
FILLER_KINDS = ("doubloon", "drumstick", "seaweed", "grog")
#: Filler cards under each island's top.
PADDING = 2


def _deck() -> Counter[str]:
    """Every island card of the box (its string: kind and value)."""
    out: Counter[str] = Counter()
    for kind, values in ISLAND_DECK.items():
        for v in values:
            out[kind if v is None else f"{kind} {v}"] += 1
    return out


def _piles(
    islands: Mapping[int, Sequence[str]],
    used: Counter[str],
    empty: Sequence[int],
    last: Sequence[int],
) -> list[list[str]]:
    """12 piles: ``islands`` as given (bottom first) on ``PADDING`` filler cards (none under
    the ``last`` islands: their card is their pile's last), ``empty`` ones empty, every other
    island ``PADDING + 1`` filler cards: no move but a level's own empties a pile."""
    left = _deck() - used - Counter(c for pile in islands.values() for c in pile)
    fillers = sorted(
        (c for c in left.elements() if c.split()[0] in FILLER_KINDS),
        key=lambda c: (FILLER_KINDS.index(c.split()[0]), c),
    )
    piles: list[list[str]] = []
    for k in range(ISLANDS):
        if k in empty:
            piles.append([])
            continue
        under = [] if k in last else [fillers.pop(0) for _ in range(PADDING)]
        piles.append([*under, *islands[k]] if k in islands else [*under, fillers.pop(0)])
    return piles


def position(
    islands: Mapping[int, Sequence[str]],
    hand: Sequence[str] = STARTING_HAND,
    pantry: Sequence[str] = (),
    *,
    at: tuple[int, int] = (0, 0),
    bart_pantry: Sequence[str] = (),
    empty: Sequence[int] = (),
    last: Sequence[int] = (),
    first_player: int = 0,
    **options: Any,
) -> Callable[[], Match]:
    """A level's ``start``: the piles of ``islands`` (``{island: cards, bottom first}``, the
    last card the top), Anne's ``hand`` and ``pantry``, the pirates on ``at`` (Anne's, Bart's),
    Bart with the empty chests, Anne to move."""
    bart = list(STARTING_HAND)
    used = Counter(c for c in [*hand, *pantry, *bart_pantry] if not c.startswith("empty_chest"))
    pos: dict[str, Any] = {
        "piles": _piles(islands, used, empty, last),
        "hands": [list(hand), bart],
        "pantries": [list(pantry), list(bart_pantry)],
        "pirates": list(at),
        "recipes": ["R4", "R1"],
        "first_player": first_player,
        "seat": 0,
    }

    def start() -> Match:
        return new_match("gourmet", 2, SEED, position=pos, **options)

    return start


# ------------------------------------------------------------------ reading the match
def _you(m: Match) -> Mapping[str, Any]:
    you: Mapping[str, Any] = m.view(0)["you"]
    return you


def holds(kind: str) -> Callable[[Match], bool]:
    """Done when Anne holds a card of ``kind``."""
    return lambda m: any(c.split()[0] == kind for c in _you(m)["hand"])


def scores(points: int) -> Callable[[Match], bool]:
    """Done when Anne's pantry and hand score ``points`` or more."""
    return lambda m: _you(m)["score_now"] is not None and _you(m)["score_now"]["total"] >= points


def played_once(m: Match) -> bool:
    return any(a.seat == 0 for a in m.history)


def won(m: Match) -> bool:
    r = m.result
    return r is not None and 0 in r.winners


_level = partial(make_level, "gourmet")


LEVELS: tuple[Level, ...] = (
    _level(
        "set-sail",
        _.lazy("Set sail"),
        _.lazy("Take a fish into your hand."),
        ("goal", "components", "setup", "turn", "actions"),
        (
            _.lazy("An empty chest moves your pirate exactly as many islands as its number."),
            _.lazy("Find the island whose top card is a fish and count the islands to it."),
        ),
        _.lazy("Play a card, sail exactly its value, take the top card where you land."),
        ("play empty_chest 3 to 3",),
        position({3: ["fish 2"], 4: ["fruit 4"]}),
        holds("fish"),
        offered=("play empty_chest 1 to 5", "movement"),
    ),
    _level(
        "both-ways",
        _.lazy("Both ways"),
        _.lazy("Take the fruit."),
        ("movement",),
        (
            _.lazy("Each time, you choose clockwise or counterclockwise."),
            _.lazy("Count the islands the other way round."),
        ),
        _.lazy("A move goes either way round the circle of islands."),
        ("play empty_chest 2 to 10",),
        position({10: ["fruit 1"], 2: ["fish 4"]}),
        holds("fruit"),
    ),
    _level(
        "stay-put",
        _.lazy("Stay put"),
        _.lazy("Take the seaweed from under your own pirate."),
        ("movement",),
        (
            _.lazy("Island cards carry a movement value too, from 0 to 5."),
            _.lazy("A 0 moves nowhere."),
        ),
        _.lazy("A card of value 0 keeps your pirate where it is: you take your own island's top."),
        ("play grog 0 to 0",),
        position({0: ["seaweed 3"]}, hand=["grog 0", "empty_chest 1", "empty_chest 2"]),
        holds("seaweed"),
    ),
    _level(
        "emptied-islands",
        _.lazy("Emptied islands"),
        _.lazy("Take the drumstick."),
        ("empty-islands", "pressure-test", "variants"),
        (
            _.lazy("An island without cards is not counted when you sail."),
            _.lazy("Count only the islands that still have cards."),
        ),
        _.lazy("Empty islands no longer count: a move only counts islands with cards."),
        ("play empty_chest 2 to 4",),
        position({4: ["drumstick 1"], 5: ["fish 3"]}, empty=(1, 2), piles_to_end=4),
        holds("drumstick"),
    ),
    _level(
        "round-and-round",
        _.lazy("Round and round"),
        _.lazy("Only two islands have cards left: take the fruit with a long move."),
        ("empty-islands", "examples"),
        (
            _.lazy("A long move goes round the circle as often as it must."),
            _.lazy("With two islands, every step changes island."),
        ),
        _.lazy("With few islands left, a long move goes round and may land where it started."),
        ("play fish 5 to 7",),
        position(
            {3: ["grog 1", "fish 0"], 7: ["fruit 2"]},
            hand=["fish 5", "seaweed 4", "empty_chest 2"],
            at=(3, 3),
            empty=(0, 1, 2, 4, 5, 6, 8, 9, 10, 11),
            piles_to_end=12,
        ),
        holds("fruit"),
    ),
    _level(
        "lonely-island",
        _.lazy("The Lonely Island"),
        _.lazy("Take the grog, far away."),
        ("lonely-island", "movement", "island-cards"),
        (
            _.lazy("A map sails to any island of a kind, not by a number."),
            _.lazy("The Lonely Island reaches only islands no other pirate stands on."),
        ),
        _.lazy("The Lonely Island card sails to any island without another pirate."),
        ("play lonely_island to 6",),
        position(
            {6: ["grog 4"], 8: ["grog 5"]},
            hand=["lonely_island", "empty_chest 1", "empty_chest 2"],
            at=(0, 8),
        ),
        holds("grog"),
        offered=("play lonely_island to 8", "lonely-island"),
    ),
    _level(
        "crowded-island",
        _.lazy("The Crowded Island"),
        _.lazy("Take the drumstick."),
        ("crowded-island", "movement"),
        (
            _.lazy("The Crowded Island reaches only islands where another pirate stands."),
            _.lazy("Where is Bart?"),
        ),
        _.lazy("The Crowded Island card sails to any island where another pirate stands."),
        ("play crowded_island to 7",),
        position(
            {7: ["drumstick 3"], 5: ["drumstick 2"]},
            hand=["crowded_island", "empty_chest 1", "empty_chest 2"],
            at=(0, 7),
        ),
        holds("drumstick"),
        offered=("play crowded_island to 5", "crowded-island"),
    ),
    _level(
        "small-recipe",
        _.lazy("A small recipe"),
        _.lazy("Reach a score of 3 points."),
        ("scoring", "goal", "recipe-cards"),
        (
            _.lazy("Your pantry and your hand score together."),
            _.lazy("Your 3-point recipe needs two ingredients; you have one."),
        ),
        _.lazy("A 3-point recipe is its two ingredients, once each, in pantry and hand."),
        ("play empty_chest 1 to 11",),
        position(
            {11: ["fruit 3"], 1: ["fish 5"], 2: ["grog 2"], 3: ["seaweed 0"]}, pantry=["fish 1"]
        ),
        scores(3),
    ),
    _level(
        "secret-ingredient",
        _.lazy("The secret ingredient"),
        _.lazy("Reach a score of 6 points."),
        ("scoring", "card-data"),
        (
            _.lazy("A secret ingredient stands in for any ingredient of a recipe."),
            _.lazy("Your 6-point recipe lacks one ingredient, and no island shows it."),
        ),
        _.lazy("A secret ingredient completes any recipe; unused, it is fish food."),
        ("play empty_chest 2 to 2",),
        position(
            {2: ["secret 2"], 1: ["fish 2"], 3: ["fruit 5"], 11: ["grog 3"], 10: ["seaweed 5"]},
            pantry=["grog 1", "seaweed 1"],
        ),
        scores(6),
    ),
    _level(
        "meatballs",
        _.lazy("Meatballs"),
        _.lazy("Turn your fish food into points: reach a score of 2."),
        ("scoring",),
        (
            _.lazy("Three identical ingredients make meatballs."),
            _.lazy("Every ingredient in no set costs a point."),
        ),
        _.lazy("Three of a kind are meatballs, 2 points, instead of three fish food."),
        ("play empty_chest 3 to 9",),
        position(
            {9: ["drumstick 4"], 3: ["grog 2"], 1: ["fruit 0"], 2: ["seaweed 2"], 11: ["fish 0"]},
            pantry=["drumstick 0", "drumstick 1"],
        ),
        scores(2),
    ),
    _level(
        "doubloons",
        _.lazy("Doubloons"),
        _.lazy("Your spare grog costs a point: bring your score back to 0 or more."),
        ("scoring", "island-cards", "components"),
        (
            _.lazy("Some island cards are not ingredients."),
            _.lazy("A doubloon is worth a point and is never fish food."),
        ),
        _.lazy("A doubloon is +1 and is never fish food."),
        ("play empty_chest 3 to 3",),
        position(
            {
                3: ["doubloon 2"],
                1: ["fruit 1"],
                2: ["fish 1"],
                11: ["seaweed 2"],
                10: ["drumstick 2"],
                9: ["fruit 4"],
            },
            pantry=["grog 1"],
        ),
        scores(0),
    ),
    _level(
        "best-split",
        _.lazy("The best split"),
        _.lazy("Reach a score of 5 points."),
        ("scoring-mode", "scoring", "examples"),
        (
            _.lazy("A card belongs to one set only, and the kit scores the best division."),
            _.lazy("Two secrets can make your small recipe while three drumsticks make meatballs."),
        ),
        _.lazy("Your cards are divided into sets the way that scores the most."),
        ("play empty_chest 1 to 1",),
        position(
            {
                1: ["secret 3"],
                11: ["grog 2"],
                2: ["seaweed 2"],
                3: ["fish 4"],
                10: ["fruit 2"],
                9: ["fish 3"],
            },
            pantry=["drumstick 1", "drumstick 2", "drumstick 3", "secret 1"],
        ),
        scores(5),
    ),
    _level(
        "secret-meatballs",
        _.lazy("Secret meatballs"),
        _.lazy("At this table a secret ingredient may join meatballs: reach a score of 2."),
        ("secret-in-meatballs", "variants"),
        (
            _.lazy("Two grogs and one more card could make meatballs."),
            _.lazy("This table's option lets a secret ingredient complete them."),
        ),
        _.lazy("Secret ingredients in meatballs are an option (off by default)."),
        ("play empty_chest 2 to 10",),
        position(
            {
                10: ["secret 4"],
                2: ["fish 2"],
                1: ["fruit 3"],
                3: ["drumstick 2"],
                11: ["seaweed 4"],
                9: ["fish 5"],
            },
            pantry=["grog 2", "grog 3"],
            secret_in_meatballs=True,
        ),
        scores(2),
    ),
    _level(
        "forgetful",
        _.lazy("Forgetful Pirates"),
        _.lazy(
            "Your pantry is hidden even from you: it holds one fish. Complete your 3-point recipe."
        ),
        ("forgetful-pirates", "hidden", "variants"),
        (
            _.lazy("You must remember what you put into your pantry."),
            _.lazy("Which ingredient does a fish need for your small recipe?"),
        ),
        _.lazy("With Forgetful Pirates nobody may look at a pantry: memory is part of the game."),
        ("play empty_chest 2 to 2",),
        position(
            {2: ["fruit 2"], 1: ["grog 0"], 3: ["seaweed 3"], 11: ["fish 4"], 10: ["drumstick 5"]},
            pantry=["fish 3"],
            forgetful_pirates=True,
        ),
        holds("fruit"),
    ),
    _level(
        "last-card",
        _.lazy("The last card"),
        _.lazy("End the game, and win it."),
        ("end", "first-player"),
        (
            _.lazy("With two players the game ends when one island runs dry."),
            _.lazy("Bart began this round: you are its last player."),
        ),
        _.lazy("Emptying the last pile that counts ends the game once the round is over."),
        ("play empty_chest 1 to 1",),
        position(
            {1: ["fruit 5"], 11: ["fish 5"], 2: ["fish 4", "grog 5"]},
            pantry=["fish 2", "drumstick 5"],
            bart_pantry=["grog 4", "seaweed 5", "fruit 4", "drumstick 4"],
            last=(1,),
            first_player=1,
        ),
        won,
    ),
    _level(
        "tie-break",
        _.lazy("The tie-break"),
        _.lazy("End the game with a score equal to Bart's, and win the tie."),
        ("tie-break", "tiebreak-meatballs", "final-tie"),
        (
            _.lazy("On a tie, more completed recipes win; meatballs are no recipe."),
            _.lazy("A map card scores nothing."),
        ),
        _.lazy("A tie goes to the player with more recipes, then less fish food."),
        ("play empty_chest 2 to 2",),
        position(
            {2: ["crowded_island"], 1: ["fruit 4"], 3: ["fish 1", "grog 3"], 11: ["drumstick 4"]},
            pantry=["fish 0", "fruit 0"],
            bart_pantry=["fish 3", "fish 4", "fish 5", "doubloon 1"],
            last=(2,),
            first_player=1,
        ),
        won,
    ),
    _level(
        "cannot-sail",
        _.lazy("No way to sail"),
        _.lazy("Your island is empty and none of your cards can sail: play on anyway."),
        ("stuck", "zero-on-empty-island", "crowded-island"),
        (
            _.lazy("A 0 on an emptied island would take nothing."),
            _.lazy("A player who cannot sail gives up a card without moving or taking one."),
        ),
        _.lazy("Who cannot sail discards a card and takes none."),
        ("discard fish 0",),
        position(
            {3: ["grog 5"], 4: ["fruit 2"]},
            hand=["fish 0", "drumstick 0", "crowded_island"],
            empty=(0,),
            piles_to_end=3,
        ),
        played_once,
        offered=("play fish 0 to 0", "zero-on-empty-island"),
    ),
)
