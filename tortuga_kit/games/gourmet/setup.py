"""Setting up a Tortuga Gourmet match (rules §setup; seed 004 · Setup, How to Play) and its
options (rules §variants; the assumed ones under §assumptions in ``docs/rules/gourmet.md``).

The randomness of a setup, in this order, all from the match's seeded RNG: the shuffle of the
84 island cards into 12 piles of 7 (``Rng.shuffle32``: half the work of ``shuffle``), the recipe cards dealt (one each, in seat order), the
starting island, then the first player.
"""

from __future__ import annotations

import json
from typing import Any

from ...engine.citations import shown
from ...engine.errors import BadOption
from ...engine.events import Event
from ...engine.game import Option, first_player_option, names_option
from ...engine.i18n import translator
from ...engine.rng import Rng, seed_state
from . import rulerefs as R
from .carddata import DECK_SIZE, DEFAULT_CARD_DATA, is_assumed, problem
from .cards import CARDS_PER_ISLAND, ISLANDS, STARTING_HAND
from .scoring import SCORING_MODES
from .state import State
from .texts import Later, ingredient, word

_ = translator("gourmet")

DEFAULT_NAMES = ("Anne", "Bart", "Cora", "Dirk", "Edda")
COLOURS = ("red", "blue", "green", "yellow", "purple")  # the five flags (seed 004 · Components)


def _card_data_ok(v: Any) -> bool:
    """The shape only: ``new_state`` says what is wrong inside, in one line."""
    return v is None or isinstance(v, dict)


OPTIONS: dict[str, Option] = {
    o.name: o
    for o in (
        names_option(DEFAULT_NAMES),
        Option(
            "card_data",
            None,
            _.lazy(
                "The island cards and recipe cards: None = the kit's placeholder file "
                "(card_data.json, invented, balanced), or a dict in the same format, e.g. "
                "load_card_data('my_box.json') with the real numbers (rules §card-data)."
            ),
            check=_card_data_ok,
            expects=_.lazy("None or a dict of card data (the format of card_data.json)"),
            assumption=True,
            label=_.lazy("card data"),
        ),
        first_player_option(
            len(DEFAULT_NAMES),
            _.lazy(
                "Who begins: 'random' (drawn with the match's seed) or a seat number; the rulebook "
                "lets the player who cooked most recently begin (rules §first-player)."
            ),
        ),
        Option(
            "piles_to_end",
            None,
            _.lazy(
                "Emptied piles that end the game: None = the rule, 1 with 2–3 players and 2 with "
                "4–5; a larger number is the Pressure Test variant, a smaller one is refused "
                "(rules §pressure-test)."
            ),
            check=lambda v: v is None or (type(v) is int and 1 <= v <= ISLANDS),
            expects=_.lazy("None or a whole number 1–{n}", n=ISLANDS),
            label=_.lazy("piles to end"),
        ),
        Option(
            "forgetful_pirates",
            False,
            _.lazy(
                "The Forgetful Pirates variant: nobody may look at their own pantry, so no view "
                "shows it, not even its owner's (rules §forgetful-pirates)."
            ),
            choices=(False, True),
            label=_.lazy("forgetful pirates"),
        ),
        Option(
            "scoring_mode",
            "max_score",
            _.lazy(
                "How the cards are split at the end: 'max_score' = the best total over every split; "
                "'recipes_first_points' = first the most recipe points, as the seed's order reads; "
                "'recipes_first_count' = first the most recipes (rules §scoring-mode)."
            ),
            choices=SCORING_MODES,
            assumption=True,
            label=_.lazy("scoring mode"),
        ),
        Option(
            "secret_in_meatballs",
            False,
            _.lazy(
                "May a Secret Ingredient complete a meatball? The seed says it completes recipes, "
                "and meatballs need identical cards (rules §secret-in-meatballs)."
            ),
            choices=(False, True),
            assumption=True,
            label=_.lazy("secret in meatballs"),
        ),
        Option(
            "tiebreak_counts_meatballs",
            False,
            _.lazy(
                "Do meatballs count as completed recipes for the tie-break? (rules "
                "§tiebreak-meatballs)."
            ),
            choices=(False, True),
            assumption=True,
            label=_.lazy("tiebreak counts meatballs"),
        ),
        Option(
            "final_tie",
            "shared",
            _.lazy(
                "Players still tied after recipes and fish food: 'shared' = they share the win; "
                "'no_winner' = nobody wins (rules §final-tie)."
            ),
            choices=("shared", "no_winner"),
            assumption=True,
            label=_.lazy("final tie"),
        ),
        Option(
            "zero_move_from_empty_island",
            "forbid",
            _.lazy(
                "A 0 card on an island that is empty: 'forbid' = it cannot be played (there is no "
                "card to take); 'stay' = the pirate stays and takes nothing (rules "
                "§zero-on-empty-island)."
            ),
            choices=("forbid", "stay"),
            assumption=True,
            label=_.lazy("zero move from empty island"),
        ),
        Option(
            "lonely_own_island",
            True,
            _.lazy(
                "Does a Lonely Island card reach the pirate's own island when it stands there "
                "alone? ('no other pirates are present') (rules §lonely-island)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("lonely own island"),
        ),
        Option(
            "crowded_counts_self",
            False,
            _.lazy(
                "Does the pirate's own presence make its island crowded for a Crowded Island card? "
                "('at least one pirate is present') (rules §crowded-island)."
            ),
            choices=(False, True),
            assumption=True,
            label=_.lazy("crowded counts self"),
        ),
        Option(
            "stuck_rule",
            "discard_no_draw",
            _.lazy(
                "A player with no card that can sail: 'discard_no_draw' = plays a card of their "
                "choice into the pantry, does not move and draws nothing; 'pass' = the turn passes "
                "(rules §stuck)."
            ),
            choices=("discard_no_draw", "pass"),
            assumption=True,
            label=_.lazy("stuck rule"),
        ),
    )
}


def card_data(opts: dict[str, Any]) -> dict[str, Any]:
    data = opts["card_data"]
    return DEFAULT_CARD_DATA if data is None else data


def new_state(players: int, opts: dict[str, Any], seed: int | str) -> State:
    names = opts["names"] or DEFAULT_NAMES[:players]
    if len(names) != players:
        raise BadOption(
            _(
                "option names has {n} names for {players} players",
                n=len(names),
                players=players,
            )
        )
    first = opts["first_player"]
    if first != "random" and first >= players:
        raise BadOption(
            _(
                "option first_player={first} is no seat of {players} players (0–{last})",
                first=first,
                players=players,
                last=players - 1,
            )
        )
    given = opts["piles_to_end"]
    rule = 1 if players <= 3 else 2  # seed 004 · End of the Game
    if given is not None and given < rule:
        raise BadOption(
            _(
                "option piles_to_end={given} is fewer than the rule's {rule} for {players} "
                "players (the Pressure Test variant only raises it)",
                given=given,
                rule=rule,
                players=players,
            )
        )
    if opts["card_data"] is not None:
        found = problem(opts["card_data"])
        if found is not None:
            raise BadOption(_("option card_data: {problem}", problem=found))
        # A copy of plain JSON: the caller's dict may change later, the match's may not.
        opts["card_data"] = json.loads(json.dumps(opts["card_data"]))
    s = State(tuple(names), opts, Rng(seed_state(seed)))
    s.recipe_cards = (
        DEFAULT_RECIPES if opts["card_data"] is None else recipe_table(opts["card_data"])
    )
    return s


def recipe_table(data: dict[str, Any]) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
    """name -> (6-point recipe, 3-point recipe) of card data ``data``."""
    return {name: (tuple(three), tuple(two)) for name, (three, two) in data["recipe_cards"].items()}


def island_cards(data: dict[str, Any]) -> list[str]:
    """The island cards of ``data`` as card strings, in the file's order (before shuffling)."""
    return [
        kind if v is None else f"{kind} {v}"
        for kind, values in data["island_deck"].items()
        for v in values
    ]


def _dealt(names: tuple[str, ...], recipes: tuple[Any, ...], cards: tuple[str, ...]) -> str:
    """The recipe cards dealt, worded only when the event is read (a simulation never is)."""
    return "; ".join(
        _(
            "{name} {card} (6: {six}; 3: {three})",
            name=who,
            card=card,
            six=" + ".join(ingredient(i) for i in three),
            three=" + ".join(ingredient(i) for i in two),
        )
        for who, card, (three, two) in zip(names, cards, recipes)
    )


DEFAULT_DECK = tuple(island_cards(DEFAULT_CARD_DATA))
DEFAULT_RECIPES = recipe_table(DEFAULT_CARD_DATA)  # shared by every match: never changed


def _shuffled(assumed: bool) -> Event:
    return Event(
        _.lazy(
            "The {n} island cards are shuffled into {piles} piles of {size}, ingredient side "
            "up, in a circle: islands 0 to 11 clockwise (the kit's placeholder card data).",
            n=DECK_SIZE,
            piles=ISLANDS,
            size=CARDS_PER_ISLAND,
        )
        if assumed
        else _.lazy(
            "The {n} island cards are shuffled into {piles} piles of {size}, ingredient side "
            "up, in a circle: islands 0 to 11 clockwise.",
            n=DECK_SIZE,
            piles=ISLANDS,
            size=CARDS_PER_ISLAND,
        ),
        R.SETUP,
        "setup",
        "islands",
    )


#: The setup's events that read the same in every match, made once and shared (an event is
#: never changed; a simulation makes a setup every 50 decisions or so): the shuffle (with
#: assumed card data or not), the hands, each starting island.
SHUFFLED = {assumed: _shuffled(assumed) for assumed in (True, False)}
HANDS = Event(
    _.lazy("Every player takes a flag and the empty chests 1, 2 and 3 as the hand."),
    R.SETUP,
    "setup",
    "hands",
)
STARTING = tuple(
    Event(
        _.lazy("Island {island} is the starting island: every pirate starts there.", island=i),
        R.SETUP,
        "setup",
        "start_island",
    )
    for i in range(ISLANDS)
)
#: Where each pile lies in the shuffled deck (12 piles of 7).
PILES = tuple(slice(i * CARDS_PER_ISLAND, (i + 1) * CARDS_PER_ISLAND) for i in range(ISLANDS))


def setup(players: int, opts: dict[str, Any], seed: int | str) -> tuple[State, list[Event]]:
    """Setup: 12 islands of 7 cards, the empty chests 1, 2, 3 in each hand, one recipe card
    each, the starting island, who begins (``start`` then begins the first turn)."""
    s = new_state(players, opts, seed)
    rng = s.rng
    given = opts["card_data"]
    deck = list(DEFAULT_DECK) if given is None else island_cards(given)
    rng.shuffle32(deck)
    s.piles = list(map(deck.__getitem__, PILES))
    s.hands = [list(STARTING_HAND) for _ in range(players)]
    cards = list(s.recipe_cards)
    rng.shuffle(cards)
    s.recipes = recipes = cards[:players]
    dealt = Event(
        _.lazy(
            "Each player is dealt a recipe card, face up: {cards}.",
            cards=Later(
                _dealt, s.names, tuple([s.recipe_cards[r] for r in recipes]), tuple(recipes)
            ),
        ),
        R.SETUP,
        "setup",
        "recipes",
    )
    start_island = rng.randrange(ISLANDS)
    s.pirates = [start_island] * players
    first = rng.randrange(players) if opts["first_player"] == "random" else opts["first_player"]
    s.first_player = first
    s.turn_seat = first
    begins = Event(
        _.lazy("{name} begins; play goes clockwise.", name=s.names[first]),
        R.FIRST_PLAYER,
        "setup",
        "first_player",
    )
    return s, [SHUFFLED[is_assumed(given)], HANDS, dealt, STARTING[start_island], begins]


def assumptions(s: State) -> tuple[str, ...]:
    """The assumed data and readings this match uses, in plain words (every view lists them,
    in the active language), each ending with the section of the rules page that explains it."""
    o = s.opts
    out = []
    data = card_data(o)
    if is_assumed(o["card_data"]):
        out.append(
            _(
                "Card data: the island cards and recipe cards are the kit's placeholders, not the "
                "box's (no public source lists them)"
            )
            + " ("
            + shown("rules §card-data")
            + ")"
        )
    else:
        source = str(data["source"]) if "source" in data else _("given by the teacher")
        out.append(
            _("Card data: {source}", source=source[:80]) + " (" + shown("rules §card-data") + ")"
        )
    if o["first_player"] == "random":
        out.append(_("First player: drawn at random") + " (" + shown("rules §first-player") + ")")
    else:
        out.append(
            _("First player: seat {seat}", seat=o["first_player"])
            + " ("
            + shown("rules §first-player")
            + ")"
        )
    modes = {
        "max_score": _.mark("Scoring: the best total over every split"),
        "recipes_first_points": _.mark("Scoring: first the most recipe points, then the rest"),
        "recipes_first_count": _.mark("Scoring: first the most recipes, then the rest"),
    }
    out.append(word(modes[o["scoring_mode"]]) + " (" + shown("rules §scoring-mode") + ")")
    out.append(
        (
            _("A Secret Ingredient may complete a meatball")
            if o["secret_in_meatballs"]
            else _("A Secret Ingredient may not complete a meatball")
        )
        + " ("
        + shown("rules §secret-in-meatballs")
        + ")"
    )
    if o["tiebreak_counts_meatballs"]:
        out.append(
            _("Meatballs count as recipes for the tie-break")
            + " ("
            + shown("rules §tiebreak-meatballs")
            + ")"
        )
    out.append(
        (
            _("Tied on every count: the win is shared")
            if o["final_tie"] == "shared"
            else _("Tied on every count: nobody wins")
        )
        + " ("
        + shown("rules §final-tie")
        + ")"
    )
    out.append(
        (
            _("A 0 card on an empty island cannot be played")
            if o["zero_move_from_empty_island"] == "forbid"
            else _("A 0 card on an empty island stays and takes nothing")
        )
        + " ("
        + shown("rules §zero-on-empty-island")
        + ")"
    )
    out.append(
        (
            _("Lonely Island: the own island counts when the pirate is alone there")
            if o["lonely_own_island"]
            else _("Lonely Island: never the own island")
        )
        + " ("
        + shown("rules §lonely-island")
        + ")"
    )
    out.append(
        (
            _("Crowded Island: the pirate's own presence counts")
            if o["crowded_counts_self"]
            else _("Crowded Island: another pirate must be there")
        )
        + " ("
        + shown("rules §crowded-island")
        + ")"
    )
    out.append(
        (
            _("A player who cannot sail plays a card without moving or drawing")
            if o["stuck_rule"] == "discard_no_draw"
            else _("A player who cannot sail passes")
        )
        + " ("
        + shown("rules §stuck")
        + ")"
    )
    return tuple(out)
