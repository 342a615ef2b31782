"""Setting up a Cartagena match (rules §setup, §versions; seed 003 · Startsituation) and its
options (rules §variants; the assumed ones under §assumptions in ``docs/rules/cartagena.md``).

The randomness of a setup, in this order, all from the match's seeded RNG: the tunnel, the
shuffle of the deck, then the first player.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.errors import BadOption
from ...engine.events import Event
from ...engine.game import Option, first_player_option, is_count, names_option, turn_limit_option
from ...engine.i18n import Msg, active_language, translator
from ...engine.rng import Rng, seed_state
from . import rulerefs as R
from .cards import (
    CARDS_PER_SYMBOL,
    DEFAULT_NAMES,
    FIELDS,
    HAND_SIZE,
    MAX_CARDS_PER_SYMBOL,
    PIRATES,
    ROW_SIZE,
    START,
    SYMBOL_INDEX,
    SYMBOLS,
)
from .drawing import lay_out_row
from .state import State, hand_list
from .tunnel import build_tunnel, tunnel_problem
from .turn import begin_turn
from .words import Joined, cards

_ = translator("cartagena")

VARIANTS = ("online", "jamaica", "tortuga")


def _tunnel_ok(v: Any) -> bool:
    """The shape only; ``check_options`` says which piece breaks the rule."""
    return v in ("random", "printed") or (
        isinstance(v, (list, tuple)) and len(v) == FIELDS and all(isinstance(x, str) for x in v)
    )


OPTIONS: dict[str, Option] = {
    o.name: o
    for o in (
        names_option(DEFAULT_NAMES),
        Option(
            "variant",
            "online",
            _.lazy(
                "'online' = Cartagena-Online (the seed): own hand hidden, a face-up row of draw "
                "cards; 'jamaica' = the original with hidden hands and a face-down stock; "
                "'tortuga' = the original with open hands and the face-up row (rules §versions)."
            ),
            choices=VARIANTS,
            label=_.lazy("variant"),
        ),
        Option(
            "tunnel",
            "random",
            _.lazy(
                "'random' = each of the six pieces shows the six symbols in a random order; "
                "'printed' = the six known printed pieces in a random order and direction "
                "(rules §printed-segments); or a list of 36 symbol names, field 1 first."
            ),
            check=_tunnel_ok,
            expects=_.lazy("'random', 'printed' or a list of 36 symbol names"),
            label=_.lazy("tunnel"),
        ),
        Option(
            "cards_per_symbol",
            CARDS_PER_SYMBOL,
            _.lazy(
                "Cards of each symbol in the deck: 17 in the original box, 102 in all; the seed "
                "names no number (rules §deck)."
            ),
            check=lambda v: (
                isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= MAX_CARDS_PER_SYMBOL
            ),
            expects=_.lazy("a whole number 1–{n}", n=MAX_CARDS_PER_SYMBOL),
            assumption=True,
            label=_.lazy("cards per symbol"),
        ),
        Option(
            "hand_size",
            HAND_SIZE,
            _.lazy("Cards dealt to each player at the start (rules §setup)."),
            check=lambda v: is_count(v, 20),
            expects=_.lazy("a whole number 0–20"),
            label=_.lazy("hand size"),
        ),
        Option(
            "row_size",
            ROW_SIZE,
            _.lazy(
                "Face-up draw cards in the row of the online and tortuga versions (rules §row)."
            ),
            check=lambda v: isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 30,
            expects=_.lazy("a whole number 1–30"),
            label=_.lazy("row size"),
        ),
        Option(
            "row_refill",
            "immediate",
            _.lazy(
                "'immediate' = a new row is laid out the moment the last card is taken, also in the "
                "middle of a 2-card draw; 'on_demand' = only when a draw finds the row empty "
                "(rules §row-refill)."
            ),
            choices=("immediate", "on_demand"),
            assumption=True,
            label=_.lazy("row refill"),
        ),
        Option(
            "short_row",
            True,
            _.lazy(
                "With fewer cards in the stock than a row needs, lay out a short row (True) or "
                "first shuffle the discards into the stock (False) (rules §row-refill)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("short row"),
        ),
        Option(
            "reshuffle_discards",
            True,
            _.lazy(
                "An empty stock is refilled by shuffling the discards, as in the original "
                "(rules §reshuffle)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("reshuffle discards"),
        ),
        Option(
            "min_actions",
            1,
            _.lazy(
                "Least actions in a turn (the seed: 1; 0 lets a player pass, as BSW and later "
                "editions do) (rules §turn)."
            ),
            choices=(0, 1, 2, 3),
            label=_.lazy("min actions"),
        ),
        Option(
            "max_actions",
            3,
            _.lazy("Most actions in a turn (the seed: 3) (rules §turn)."),
            choices=(1, 2, 3, 4, 5, 6),
            label=_.lazy("max actions"),
        ),
        Option(
            "stuck",
            "pass",
            _.lazy(
                "A player who can do nothing at the start of a turn: 'pass' = plays the one action "
                "'pass'; 'skip' = the turn is skipped by itself (rules §stuck)."
            ),
            choices=("pass", "skip"),
            assumption=True,
            label=_.lazy("stuck"),
        ),
        Option(
            "back_from_boat",
            True,
            _.lazy(
                "A pirate in the boat may move back to fetch cards, as online versions allow; the "
                "seed does not say (rules §back-from-boat)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("back from boat"),
        ),
        first_player_option(
            len(DEFAULT_NAMES),
            _.lazy(
                "Who begins: 'random' (drawn with the match's seed) or a seat number; the original "
                "lets the player who looks most like a pirate begin (rules §first-player)."
            ),
        ),
        turn_limit_option(),
        Option(
            "rank_losers",
            "boat_then_progress",
            _.lazy(
                "How the players who did not win are ranked (the rules rank nobody else): "
                "'boat_then_progress' = pirates in the boat, then how far the pirates came; "
                "'tied' = all together (rules §ranking)."
            ),
            choices=("boat_then_progress", "tied"),
            assumption=True,
            label=_.lazy("rank losers"),
        ),
    )
}


def check_options(players: int, opts: dict[str, Any]) -> None:
    """What one option cannot check alone, as a one-line ``BadOption``."""
    if isinstance(opts["tunnel"], tuple):
        problem = tunnel_problem(opts["tunnel"])
        if problem is not None:
            raise BadOption(_("option tunnel: {problem}", problem=problem))
    if opts["min_actions"] > opts["max_actions"]:
        raise BadOption(
            _(
                "option min_actions={low} is more than max_actions={high}",
                low=opts["min_actions"],
                high=opts["max_actions"],
            )
        )
    deck = opts["cards_per_symbol"] * len(SYMBOLS)
    if players * opts["hand_size"] > deck:
        raise BadOption(
            _(
                "a deck of {deck} cards (cards_per_symbol={per_symbol}) cannot deal {hand} cards "
                "to {players} players",
                deck=deck,
                per_symbol=opts["cards_per_symbol"],
                hand=opts["hand_size"],
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
    check_options(players, opts)
    return State(tuple(names), opts, Rng(seed_state(seed)))


def setup(players: int, opts: dict[str, Any], seed: int | str) -> tuple[State, list[Event]]:
    """Startsituation: the tunnel, 6 pirates each on the start, the deal, the row, who begins
    (``start`` then begins the first turn)."""
    s = new_state(players, opts, seed)
    rng = s.rng
    ev: list[Event] = []
    s.tunnel = build_tunnel(opts["tunnel"], rng)
    laid = {
        "random": _.lazy(
            "The tunnel is laid from six pieces (random order): 36 fields, each piece showing "
            "every symbol once."
        ),
        "printed": _.lazy(
            "The tunnel is laid from six pieces (the printed order): 36 fields, each piece "
            "showing every symbol once."
        ),
    }.get(str(opts["tunnel"]))
    if laid is None:
        laid = _.lazy(
            "The tunnel is laid from six pieces (a fixed order): 36 fields, each piece showing "
            "every symbol once."
        )
    ev.append(
        Event(
            laid,
            R.PRINTED if opts["tunnel"] == "printed" else R.TUNNEL,
            "setup",
            "tunnel",
        )
    )
    s.pirates = [[START] * PIRATES for _ in range(players)]
    deck = [sym for sym in SYMBOLS for _ in range(opts["cards_per_symbol"])]
    rng.shuffle(deck)
    ev.append(
        Event(
            _.lazy(
                "The deck of {cards} cards, {per} of each symbol, is shuffled.",
                cards=len(deck),
                per=opts["cards_per_symbol"],
            ),
            R.DECK,
            "setup",
            "deck",
        )
    )
    k = opts["hand_size"]
    for p in range(players):  # one hand after the other, from the top (the end of the list)
        hand = s.hands[p]
        for _k in range(k):
            hand[SYMBOL_INDEX[deck.pop()]] += 1
        if s.open_hands:
            s.known[p] = list(hand)
    s.stock = deck
    # English says "cards" for every count (the plural forms are the same); a catalog may
    # choose by the count
    dealt: Msg
    if s.open_hands:
        hands = Joined(
            (
                _.lazy("{name}: {cards}", name=s.names[p], cards=cards(hand_list(s.hands[p])))
                for p in range(players)
            ),
            "; ",
        )
        dealt = _.lazy_plural(
            "Each player has {pirates} pirates before field 1 and is dealt {n} cards face up: "
            "{hands}.",
            "Each player has {pirates} pirates before field 1 and is dealt {n} cards face up: "
            "{hands}.",
            k,
            pirates=PIRATES,
            hands=hands,
        )
    else:
        dealt = _.lazy_plural(
            "Each player has {pirates} pirates before field 1 and is dealt {n} cards face down.",
            "Each player has {pirates} pirates before field 1 and is dealt {n} cards face down.",
            k,
            pirates=PIRATES,
        )
    ev.append(
        Event(
            dealt,
            R.SETUP,
            "setup",
            "deal",
            None
            if s.open_hands
            else {
                p: _.lazy("You are dealt: {cards}.", cards=cards(hand_list(s.hands[p])))
                for p in range(players)
            },
        )
    )
    if opts["variant"] != "jamaica":
        lay_out_row(s, ev, R.ROW)
    first = rng.randrange(players) if opts["first_player"] == "random" else opts["first_player"]
    ev.append(
        Event(
            _.lazy("{name} begins; play goes on in seat order.", name=s.names[first]),
            R.FIRST_PLAYER,
            "setup",
            "first_player",
        )
    )
    s.turn_seat = first  # the first turn begins once any prepared position is in place
    return s, ev


def start(s: State, ev: list[Event], prepared: bool = False) -> None:
    """Begin the turn of ``s.turn_seat`` (a stuck seat passes or is skipped, as in any turn),
    unless a prepared position's turn is already under way (``apply_position``)."""
    if not s.stack:
        begin_turn(s, s.turn_seat, ev)


#: ``assumptions`` per language and option set: every view lists them, and making the ten
#: translated lines again was a quarter of a view's time. Bounded: a few option sets per run.
_ASSUMPTIONS: dict[tuple[Any, ...], tuple[str, ...]] = {}
_ASSUMPTIONS_KEPT = 64


def assumptions(s: State) -> tuple[str, ...]:
    """The assumed data and readings this match uses, in plain words (every view lists them),
    in the active language.

    Each ends with the section of the rules page that explains it (``(rules §deck)``)."""
    key = (active_language(), *s.opts.items())
    found = _ASSUMPTIONS.get(key)
    if found is None:
        if len(_ASSUMPTIONS) >= _ASSUMPTIONS_KEPT:
            _ASSUMPTIONS.clear()
        found = _ASSUMPTIONS[key] = _assumptions(s.opts)
    return found


def _assumptions(o: Mapping[str, Any]) -> tuple[str, ...]:
    out = [
        _(
            "Deck: {per} cards of each symbol, as in the original box; the seed names no number "
            "(rules §deck)",
            per=o["cards_per_symbol"],
        )
    ]
    if o["tunnel"] == "printed":
        out.append(
            _(
                "Tunnel: the six printed pieces known from one source, their reverse sides "
                "unknown (rules §printed-segments)"
            )
        )
    if o["variant"] != "jamaica":
        if o["row_refill"] == "immediate":
            if o["short_row"]:
                row = _(
                    "Row: a new row is laid out the moment the last card is taken; a short stock "
                    "gives a short row (rules §row-refill)"
                )
            else:
                row = _(
                    "Row: a new row is laid out the moment the last card is taken; a short stock "
                    "is first topped up from the discards (rules §row-refill)"
                )
        elif o["short_row"]:
            row = _(
                "Row: a new row is laid out when a draw finds it empty; a short stock gives a "
                "short row (rules §row-refill)"
            )
        else:
            row = _(
                "Row: a new row is laid out when a draw finds it empty; a short stock is first "
                "topped up from the discards (rules §row-refill)"
            )
        out.append(row)
    if o["reshuffle_discards"]:
        out.append(_("An empty stock is refilled from the shuffled discards (rules §reshuffle)"))
    else:
        out.append(
            _("An empty stock stays empty: the discards are not reshuffled (rules §reshuffle)")
        )
    if o["stuck"] == "pass":
        out.append(_("A player who can do nothing passes (rules §stuck)"))
    else:
        out.append(_("A player who can do nothing has the turn skipped (rules §stuck)"))
    out.append(
        _(
            "When every player in turn could do nothing, the game ends without a winner "
            "(rules §deadlock)"
        )
    )
    if o["back_from_boat"]:
        out.append(_("A pirate in the boat may move back to fetch cards (rules §back-from-boat)"))
    else:
        out.append(
            _("A pirate in the boat may not move back to fetch cards (rules §back-from-boat)")
        )
    if o["first_player"] == "random":
        out.append(_("First player: drawn at random (rules §first-player)"))
    else:
        out.append(_("First player: seat {seat} (rules §first-player)", seat=o["first_player"]))
    if o["rank_losers"] == "boat_then_progress":
        out.append(
            _(
                "The other players are ranked by pirates in the boat, then by how far they came "
                "(rules §ranking)"
            )
        )
    return tuple(out)
