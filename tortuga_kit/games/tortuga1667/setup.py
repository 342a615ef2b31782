"""Setting up a Tortuga 1667 match (rules §setup; seed 000 · Aufbau / rulebook p.2–3) and its
options (rules §variants, §assumptions in ``docs/rules/tortuga1667.md``)."""

from __future__ import annotations

from typing import Any, NamedTuple

from ...engine.citations import spoken
from ...engine.errors import BadOption
from ...engine.events import Event
from ...engine.game import Option, is_count, names_option, turn_limit_option
from ...engine.i18n import Joined, Msg, Template, translator
from ...engine.rng import Rng, Shuffles, seed_state, swap
from . import rulerefs as R
from .cards import (
    ARMADA,
    CAPTAIN_CHESTS,
    EVENT_CARDS,
    GALLEON_CHESTS,
    LOYALTY_TABLE,
    ROW_SIZE,
    SMALL_GAME,
    SMALL_GAME_EXCLUDED,
    STAR_CARDS,
    TORTUGA_CHESTS,
    UNVERIFIED_STAR_CARDS,
    VERIFIED_STAR_CARDS,
    VOTE_DECKS,
    VOTE_HAND_SIZE,
    card_name,
)
from .ending import start_end_phase
from .frames import TortugaFrame, event
from .invariants import event_cards
from .state import (
    FD,
    GALLEON,
    HOLD_NAMES,
    JR,
    SHIP_NAMES,
    T_BRITISH,
    T_FRENCH,
    State,
    chest_slot,
)
from .texts import named
from .turn import settle

_ = translator("tortuga1667")

PUTS_CHEST = _.template("{name}, Captain of the {ship}, puts a chest in the {hold}.")

DEFAULT_NAMES = ("Anne", "Bart", "Calico", "Dirk", "Edward", "Francois", "Grace", "Henry", "Israel")
RESERVED = {"fd", "jr", "tortuga", "fd-boat", "jr-boat", "british", "french", "pass", "save"}


def _stars_ok(v: Any) -> bool:
    if isinstance(v, str):
        return v in ("default", "random")
    return (
        isinstance(v, (list, tuple))
        and all(isinstance(c, str) and c in STAR_CARDS for c in v)
        and len(set(v)) == len(v)
    )


OPTIONS: dict[str, Option] = {
    o.name: o
    for o in (
        names_option(DEFAULT_NAMES, RESERVED),
        Option(
            "star_cards",
            "default",
            _.lazy(
                "'default' = the three documented star cards (Eight Bells, Stormy Seas, Black Powder); "
                "'random' = n_star_cards drawn at random; or a list of card names chosen by the group "
                "(rules §default-stars)."
            ),
            check=_stars_ok,
            expects=_.lazy(
                "'default', 'random' or a list of distinct names from {names}",
                names=", ".join(STAR_CARDS),
            ),
            label=_.lazy("star cards"),
        ),
        Option(
            "n_star_cards",
            3,
            _.lazy(
                "How many star cards with star_cards='random' (variant: 4–8 for a "
                "longer game, rules §longer-game)."
            ),
            check=lambda v: is_count(v, 8),
            expects=_.lazy("an integer 0–8"),
            label=_.lazy("n star cards"),
        ),
        Option(
            "unverified_cards",
            False,
            _.lazy(
                "Allow the five star cards whose effect no source gives "
                "(Cabin Fever, Crow's Nest, Façade, Pirate Code, Scurvy), with the guessed effects of "
                "rules §guessed-stars."
            ),
            choices=(False, True),
            assumption=True,
            label=_.lazy("unverified cards"),
        ),
        Option(
            "chaos",
            False,
            _.lazy(
                "Chaos variant: all 8 star cards, unseen (needs unverified_cards; rules §chaos)."
            ),
            choices=(False, True),
            label=_.lazy("chaos"),
        ),
        Option(
            "open_loyalty",
            False,
            _.lazy("Open loyalty variant: loyalty cards face up (rules §open-loyalty)."),
            choices=(False, True),
            label=_.lazy("open loyalty"),
        ),
        Option(
            "quick_start",
            False,
            _.lazy(
                "Quick start: the Captains' starting chests are pre-placed "
                "(ASSUMED layout: Flying Dutchman British hold, Jolly Roger French hold; "
                "rules §quick-start-layout)."
            ),
            choices=(False, True),
            assumption=True,
            label=_.lazy("quick start"),
        ),
        Option(
            "remove_blind",
            0,
            _.lazy(
                "Shorter game: remove this many event cards blind before the "
                "Armada goes under (the official number is unknown, rules §blind-removal)."
            ),
            check=lambda v: is_count(v, 10),
            expects=_.lazy("an integer 0–10"),
            assumption=True,
            label=_.lazy("remove blind"),
        ),
        Option(
            "vote_deck",
            "placeholder",
            _.lazy(
                "Which vote-deck table to use; the real 32-card "
                "composition is unknown, so the only table is an even placeholder "
                "(rules §vote-deck-mix)."
            ),
            choices=tuple(VOTE_DECKS),
            assumption=True,
            label=_.lazy("vote deck"),
        ),
        Option(
            "atlantis_window",
            "before_turn",
            _.lazy(
                "When Atlantis may be used: 'before_turn' (the card text ultraboardgames quotes) "
                "or 'before_action' (the German summary's wording; differs only with 2 players; "
                "rules §atlantis-window)."
            ),
            choices=("before_turn", "before_action"),
            assumption=True,
            label=_.lazy("atlantis window"),
        ),
        Option(
            "el_dorado_redraw",
            "one",
            _.lazy(
                "After an El Dorado double vote the owner draws 'one' card "
                "like every voter (literal rule) or one 'per_card' played (rules §el-dorado-redraw)."
            ),
            choices=("one", "per_card"),
            assumption=True,
            label=_.lazy("el dorado redraw"),
        ),
        Option(
            "black_powder_occupant",
            "maroon",
            _.lazy(
                "What happens to a pawn in a rowboat that Black "
                "Powder destroys: 'maroon' (to Tortuga, no vote card lost) or 'stay' "
                "(rules §powder-occupant)."
            ),
            choices=("maroon", "stay"),
            assumption=True,
            label=_.lazy("black powder occupant"),
        ),
        Option(
            "fountain_protects",
            ("maroon", "mutiny", "pistol", "black_spot"),
            _.lazy(
                "Which marooning causes the Fountain of Youth can refuse: the four the card text "
                "names; add 'black_powder' to cover that too (rules §fountain-causes)."
            ),
            check=lambda v: (
                isinstance(v, (list, tuple))
                and all(isinstance(x, str) for x in v)
                and set(v) <= {"maroon", "mutiny", "pistol", "black_spot", "black_powder"}
                and len(set(v)) == len(v)  # each cause once: a repeat is a typing slip
            ),
            expects=_.lazy(
                "a list of distinct causes drawn from maroon, mutiny, pistol, black_spot, "
                "black_powder"
            ),
            assumption=True,
            label=_.lazy("fountain protects"),
        ),
        Option(
            "empty_attack",
            "allowed",
            _.lazy(
                "May a Captain call an attack when the galleon is empty "
                "and the other ship has no chest? 'allowed' (it still cycles vote cards) "
                "or 'forbidden' (rules §empty-attack)."
            ),
            choices=("allowed", "forbidden"),
            assumption=True,
            label=_.lazy("empty attack"),
        ),
        Option(
            "sudden_death_reshuffle",
            True,
            _.lazy(
                "In sudden death, shuffle the discards into a new "
                "deck whenever the event deck runs out (rules §reshuffle)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("sudden death reshuffle"),
        ),
        Option(
            "small_game_exclusions",
            True,
            _.lazy(
                "With 2–3 players, leave Façade and Cabin Fever out "
                "of random star cards, as the rulebook recommends (rules §small-games)."
            ),
            choices=(True, False),
            label=_.lazy("small game exclusions"),
        ),
        turn_limit_option(),
    )
}


def star_pool(
    players: int, opts: dict[str, Any]
) -> tuple[tuple[str, ...] | None, tuple[str, ...], int]:
    """The star cards of a deal: ``(stars, (), 0)`` when the options name them, else
    ``(None, pool, n)``: ``n`` of ``pool`` drawn at random (``drawn_stars`` after the pool's
    shuffle, the deal's third). An impossible choice is a one-line ``BadOption``."""
    chosen = opts["star_cards"]
    unverified = opts["unverified_cards"]
    if opts["chaos"]:
        if not unverified:
            raise BadOption(
                _(
                    "option chaos=True uses all 8 star cards, 5 of which have unverified "
                    "effects: pass unverified_cards=True too"
                )
            )
        return STAR_CARDS, (), 0
    if isinstance(chosen, (list, tuple)):
        bad = [c for c in chosen if c in UNVERIFIED_STAR_CARDS]
        if bad and not unverified:
            raise BadOption(
                _(
                    "star card {card} has an unverified (guessed) effect; pass "
                    "unverified_cards=True to use it",
                    card=repr(bad[0]),
                )
            )
        return tuple(chosen), (), 0
    n = opts["n_star_cards"]
    if chosen == "default" and n == 3:
        return VERIFIED_STAR_CARDS, (), 0
    pool = STAR_CARDS if unverified else VERIFIED_STAR_CARDS
    if players <= SMALL_GAME and opts["small_game_exclusions"]:
        pool = tuple(c for c in pool if c not in SMALL_GAME_EXCLUDED)
    if n > len(pool):
        if unverified:
            raise BadOption(
                _(
                    "option n_star_cards={n} but only {count} star cards are available",
                    n=n,
                    count=len(pool),
                )
            )
        raise BadOption(
            _(
                "option n_star_cards={n} but only {count} star cards are available (pass "
                "unverified_cards=True for the other 5)",
                n=n,
                count=len(pool),
            )
        )
    return None, pool, n


def drawn_stars(pool: list[str], n: int) -> tuple[str, ...]:
    """The first ``n`` of the shuffled ``pool``, in the star cards' own order."""
    return tuple(sorted(pool[:n], key=STAR_CARDS.index))


class Hold(TortugaFrame):
    """Aufbau 6: a Captain puts their ship's starting chest in a hold of their choice."""

    __slots__ = ()
    kind = "hold"
    rule = R.START_CHESTS
    secret = False
    answers = frozenset({"hold"})

    def prompt(self, s: State) -> str:
        return _("{name}: put your ship's starting chest in a hold", name=self.name(s))

    def legal(self, s: State) -> list[str]:
        return ["hold british", "hold french"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        team = text.split()[1]
        seat = self.seat
        ship = FD if s.lines[FD] and s.lines[FD][0] == seat else JR
        s.chests[chest_slot(ship, team)] += CAPTAIN_CHESTS
        ev.append(
            event(
                PUTS_CHEST,
                R.START_CHESTS,
                "setup",
                "start_chest",
                None,
                (s.names[seat], SHIP_NAMES[ship], HOLD_NAMES[team]),
            )
        )


#: One Hold frame per seat: frames are immutable values, so every match shares them.
HOLDS = tuple(Hold(seat) for seat in range(max(LOYALTY_TABLE)))


def _base_events(small: bool) -> tuple[str, ...]:
    """The event cards before the star cards are added, in ``EVENT_CARDS`` order: every card
    but the stars and the Armada, and in 2–3 player games no Albatross (seed 000 FAQ ·
    Albatros)."""
    out: list[str] = []
    for card, (_, copies, cat) in EVENT_CARDS.items():
        if cat == "star" or card == ARMADA or (card == "albatross" and small):
            continue
        out += [card] * copies
    return tuple(out)


#: ``_base_events`` for bigger and for 2–3 player games, built once (every setup needs one).
BASE_EVENTS = (_base_events(False), _base_events(True))


#: The setup's events (one of each per match: a playout of thousands makes them all).
LOYALTY = _.template("Loyalty cards dealt face down: {british} British, {french} French.")
LOYALTY_DUTCH = _.template(
    "Loyalty cards dealt face down: {british} British, {french} French, 1 Dutch."
)
DECK = _.template(
    "Event deck built: {n} cards with the star cards {stars}; the Spanish Armada at the "
    "bottom; 5 cards dealt face down."
)
DECK_SMALL = _.template(
    "Event deck built: {n} cards with the star cards {stars}; Albatrosses removed for "
    "2–3 players; the Spanish Armada at the bottom; 5 cards dealt face down."
)
PAWNS = _.template(
    "Pawns drawn at random and placed alternately: {fd}: {fd_crew}; {jr}: {jr_crew}."
)


class DealPlan(NamedTuple):
    """What every deal with these options and this player count shares (``deal_plan``): the
    cards before their shuffles, the draws of the shuffles made at once (``engine.rng.Shuffles``:
    the loyalty cards, the vote deck, the star pool when the stars are drawn, the event deck, the
    bag of pawns, in the rules' order), and the texts of the setup's events that do not depend
    on the draws. A setup deals from it what shuffling each list in turn deals
    (``tests/games/tortuga1667/test_tortuga1667_speed.py`` compares the two)."""

    loyalty: tuple[str, ...]
    loyalty_text: Template
    loyalty_args: tuple[int, int]
    deck: tuple[str, ...]
    stars: tuple[str, ...] | None  # None: drawn from ``pool``
    pool: tuple[str, ...]
    n_stars: int
    base: tuple[str, ...]
    remove: int
    shuffles: Shuffles
    star_text: Msg | None  # with ``stars``: how the deck event names them
    deck_text: Template
    bag: tuple[int, ...]


#: ``deal_plan`` per player count and the options it reads: a few entries in practice, at most
#: this many (past it the table starts afresh).
PLANS_KEPT = 256
_PLANS: dict[tuple[Any, ...], DealPlan] = {}


def deal_plan(players: int, opts: dict[str, Any]) -> DealPlan:
    """The deal's plan for ``players`` and ``opts``, made once (an impossible star card or
    blind removal is a one-line ``BadOption``, as the deal says it)."""
    chosen = opts["star_cards"]
    key = (
        players,
        opts["vote_deck"],
        opts["chaos"],
        opts["unverified_cards"],
        tuple(chosen) if isinstance(chosen, (list, tuple)) else chosen,
        opts["n_star_cards"],
        opts["small_game_exclusions"],
        opts["remove_blind"],
    )
    plan = _PLANS.get(key)
    if plan is None:
        plan = _plan(players, opts)  # a refusal raises here and leaves the table as it was
        if len(_PLANS) >= PLANS_KEPT:
            _PLANS.clear()
        _PLANS[key] = plan
    return plan


def _plan(players: int, opts: dict[str, Any]) -> DealPlan:
    b, f, d = LOYALTY_TABLE[players]
    deck = VOTE_DECKS[opts["vote_deck"]]
    stars, pool, n_stars = star_pool(players, opts)
    base = BASE_EVENTS[players <= SMALL_GAME]
    events = len(base) + (n_stars if stars is None else len(stars))
    remove = opts["remove_blind"]
    if remove and remove >= events:
        raise BadOption(
            _(
                "option remove_blind={n} would remove the whole event deck ({count} cards)",
                n=remove,
                count=events,
            )
        )
    sizes = [players, len(deck), *([len(pool)] if stars is None else []), events, players]
    return DealPlan(
        loyalty=("british",) * b + ("french",) * f + ("dutch",) * d,
        loyalty_text=LOYALTY_DUTCH if d else LOYALTY,
        loyalty_args=(b, f),
        deck=deck,
        stars=stars,
        pool=pool,
        n_stars=n_stars,
        base=base,
        remove=remove,
        shuffles=Shuffles(sizes),
        star_text=None if stars is None else _star_text(stars),
        deck_text=DECK_SMALL if players <= SMALL_GAME else DECK,
        bag=tuple(range(players)),
    )


def _star_text(stars: tuple[str, ...]) -> Msg:
    """The star cards as the deck event names them."""
    return Joined([card_name(c) for c in stars], ", ") if stars else _.lazy("none")


def setup(players: int, opts: dict[str, Any], seed: int | str) -> tuple[State, list[Event]]:
    """Steps 2–7 of seed 000 · Aufbau, all randomness from the match's RNG, dealt from the plan
    for these options (``deal_plan``)."""
    names = opts["names"] or DEFAULT_NAMES[:players]
    if len(names) != players:
        raise BadOption(
            _(
                "option names has {n} names for {players} players",
                n=len(names),
                players=players,
            )
        )
    plan = deal_plan(players, opts)
    rng = Rng(seed_state(seed))
    s = State(tuple(names), opts)
    s.shared.texts = named(s.names)
    s.rng = rng
    draws = plan.shuffles.draw(rng)  # every shuffle's draws, in the order of the steps below
    # 2. loyalty
    s.loyalty = loyalty = list(plan.loyalty)
    swap(loyalty, draws[0])
    ev = [event(plan.loyalty_text, R.LOYALTY, "setup", "loyalty_dealt", None, plan.loyalty_args)]
    # 3. vote cards, dealt from the top, one hand after the other
    deck = list(plan.deck)
    swap(deck, draws[1])
    k = VOTE_HAND_SIZE
    s.hands = [deck[i * k : (i + 1) * k] for i in range(players)]
    s.vote_deck = deck[players * k :]
    # 4. event deck
    stars, star_text = plan.stars, plan.star_text
    if stars is None or star_text is None:  # drawn from the pool (its shuffle: the third)
        pool = list(plan.pool)
        swap(pool, draws[2])
        stars = drawn_stars(pool, plan.n_stars)
        star_text = _star_text(stars)
    s.shared.star_cards = stars
    events = [*plan.base, *stars]
    swap(events, draws[-2])
    if plan.remove:
        del events[: plan.remove]
    events.append(ARMADA)  # the Armada goes under the deck
    row: list[str | None] = [*events[:ROW_SIZE]]
    row += [None] * (ROW_SIZE - len(row))  # only with most of the deck removed blind
    s.row = row
    s.event_deck = events = events[ROW_SIZE:]
    ev.append(
        event(
            plan.deck_text,
            R.SETUP,
            "setup",
            "event_deck",
            None,
            (len(events) + ROW_SIZE, star_text),
        )
    )
    _place_pawns(s, plan, draws[-1], ev)
    _start_table(s, players, opts, ev)
    return s, ev


def _place_pawns(s: State, plan: DealPlan, draws: tuple[int, ...], ev: list[Event]) -> None:
    """5. pawns drawn from the bag, placed alternately from the front, FD first."""
    bag = list(plan.bag)
    swap(bag, draws)
    s.lines[FD] = fd = bag[0::2]
    s.lines[JR] = jr = bag[1::2]
    names = s.names
    ev.append(
        event(
            PAWNS,
            R.PAWNS,
            "setup",
            "pawns",
            None,
            (
                SHIP_NAMES[FD],
                ", ".join([names[p] for p in fd]),
                SHIP_NAMES[JR],
                ", ".join([names[p] for p in jr]),
            ),
        )
    )


def _start_table(s: State, n: int, opts: dict[str, Any], ev: list[Event]) -> None:
    """6. chests: 4 on the galleon, 1 in each Tortuga area, each Captain places one;
    7. the Jolly Roger's Captain starts."""
    s.albatross = [0] * n
    s.maps = [[] for _ in range(n)]
    s.marques = [0] * n
    s.lost = [0] * n
    s.known = [{} for _ in range(n)]
    s.facade_seen = [{} for _ in range(n)]
    s.chests[GALLEON] = GALLEON_CHESTS
    s.chests[T_BRITISH] = s.chests[T_FRENCH] = TORTUGA_CHESTS
    s.turn_seat = s.lines[JR][0]
    if opts["quick_start"]:
        s.chests[chest_slot(FD, "british")] += CAPTAIN_CHESTS
        s.chests[chest_slot(JR, "french")] += CAPTAIN_CHESTS
    else:
        s.stack.append(HOLDS[s.lines[JR][0]])
        s.stack.append(HOLDS[s.lines[FD][0]])
    if not s.event_deck:
        start_end_phase(s, ev)


def start(s: State, ev: list[Event], prepared: bool = False) -> None:
    """After the deal (or a prepared position): a quick start settles the opening at once, and
    the match notes the event cards it plays with (only the Armada ever leaves them:
    ``invariants.check``)."""
    if not prepared and s.opts["quick_start"]:
        settle(s, ev)
    s.shared.event_cards = (
        tuple(event_cards(s)) if prepared else (*filter(None, s.row), *s.event_deck)
    )


def _section(ref: str) -> Msg:
    """The ``rules §<anchor>`` part of a citation (an assumption names its section only), in
    the reader's words."""
    return spoken(ref.split(" · ", 1)[0])


def assumptions(s: State) -> tuple[Msg, ...]:
    """The assumed data this match uses, in plain words (every view carries them).

    Each ends with the section of the rules page that explains it, under "Assumptions"
    (``(rules §vote-deck-mix)``); ``rulerefs.rule_url`` turns it into a link.
    """
    opts = s.opts
    out = [
        _.lazy(
            "Vote deck: the '{deck}' mix, made up by the kit, because no source lists "
            "the symbols of the 32 real cards ({section})",
            deck=opts["vote_deck"],
            section=_section(R.VOTE_DECK_MIX),
        )
    ]
    for c in s.star_cards:
        if c in UNVERIFIED_STAR_CARDS:
            out.append(
                _.lazy(
                    "{card}: guessed effect, because no source gives the card's text ({section})",
                    card=card_name(c),
                    section=_section(GUESSED[c]),
                )
            )
    if "black_powder" in s.star_cards:
        if opts["black_powder_occupant"] == "maroon":
            fate = _.lazy(
                "Black Powder: a pawn in the rowboat it destroys is marooned to Tortuga; the "
                "known part of the card does not say ({section})",
                section=_section(R.POWDER_OCCUPANT),
            )
        else:
            fate = _.lazy(
                "Black Powder: a pawn in the rowboat it destroys is left in the wreck; the "
                "known part of the card does not say ({section})",
                section=_section(R.POWDER_OCCUPANT),
            )
        out.append(fate)
    if opts["quick_start"]:
        out.append(
            _.lazy(
                "Quick start: the starting chests go in the Flying Dutchman's British hold and "
                "the Jolly Roger's French hold; the rulebook's layout is unknown ({section})",
                section=_section(R.QUICK_START),
            )
        )
    if opts["remove_blind"]:
        out.append(
            _.lazy(
                "Shorter game: {n} event cards removed blind; the rulebook's "
                "number is unknown ({section})",
                n=opts["remove_blind"],
                section=_section(R.BLIND_REMOVAL),
            )
        )
    return tuple(out)


#: The section of each guessed star card.
GUESSED = {
    "cabin_fever": R.CABIN_FEVER,
    "crows_nest": R.CROWS_NEST,
    "facade": R.FACADE,
    "pirate_code": R.PIRATE_CODE,
    "scurvy": R.SCURVY,
}
