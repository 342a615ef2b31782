"""Setting up a Cartagena match (rules §setup, §versions; seed 003 · Startsituation) and its
options (rules §variants; the assumed ones under §assumptions in ``docs/rules/cartagena.md``).

The randomness of a setup, in this order, all from the match's seeded RNG: the tunnel, the
shuffle of the deck, then the first player.
"""

from __future__ import annotations

from typing import Any

from ...engine.errors import BadOption
from ...engine.events import Event
from ...engine.game import Option, is_count, names_option
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
from .turn import begin_turn, turn_frame

MAX_TURNS = 100_000
VARIANTS = ("online", "jamaica", "tortuga")


def _tunnel_ok(v: Any) -> bool:
    """The shape only; ``check_options`` says which piece breaks the rule."""
    return v in ("random", "printed") or (
        isinstance(v, (list, tuple)) and len(v) == FIELDS and all(isinstance(x, str) for x in v)
    )


def _first_ok(v: Any) -> bool:
    return v == "random" or is_count(v, len(DEFAULT_NAMES) - 1)


OPTIONS: dict[str, Option] = {
    o.name: o
    for o in (
        names_option(DEFAULT_NAMES),
        Option(
            "variant",
            "online",
            "'online' = Cartagena-Online (the seed): own hand hidden, a face-up row of draw "
            "cards; 'jamaica' = the original with hidden hands and a face-down stock; "
            "'tortuga' = the original with open hands and the face-up row (rules §versions).",
            choices=VARIANTS,
        ),
        Option(
            "tunnel",
            "random",
            "'random' = each of the six pieces shows the six symbols in a random order; "
            "'printed' = the six known printed pieces in a random order and direction "
            "(rules §printed-segments); or a list of 36 symbol names, field 1 first.",
            check=_tunnel_ok,
            expects="'random', 'printed' or a list of 36 symbol names",
        ),
        Option(
            "cards_per_symbol",
            CARDS_PER_SYMBOL,
            "Cards of each symbol in the deck: 17 in the original box, 102 in all; the seed "
            "names no number (rules §deck).",
            check=lambda v: (
                isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= MAX_CARDS_PER_SYMBOL
            ),
            expects=f"a whole number 1–{MAX_CARDS_PER_SYMBOL}",
            assumption=True,
        ),
        Option(
            "hand_size",
            HAND_SIZE,
            "Cards dealt to each player at the start (rules §setup).",
            check=lambda v: is_count(v, 20),
            expects="a whole number 0–20",
        ),
        Option(
            "row_size",
            ROW_SIZE,
            "Face-up draw cards in the row of the online and tortuga versions (rules §row).",
            check=lambda v: isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 30,
            expects="a whole number 1–30",
        ),
        Option(
            "row_refill",
            "immediate",
            "'immediate' = a new row is laid out the moment the last card is taken, also in the "
            "middle of a 2-card draw; 'on_demand' = only when a draw finds the row empty "
            "(rules §row-refill).",
            choices=("immediate", "on_demand"),
            assumption=True,
        ),
        Option(
            "short_row",
            True,
            "With fewer cards in the stock than a row needs, lay out a short row (True) or "
            "first shuffle the discards into the stock (False) (rules §row-refill).",
            choices=(True, False),
            assumption=True,
        ),
        Option(
            "reshuffle_discards",
            True,
            "An empty stock is refilled by shuffling the discards, as in the original "
            "(rules §reshuffle).",
            choices=(True, False),
            assumption=True,
        ),
        Option(
            "min_actions",
            1,
            "Least actions in a turn (the seed: 1; 0 lets a player pass, as BSW and later "
            "editions do) (rules §turn).",
            choices=(0, 1, 2, 3),
        ),
        Option(
            "max_actions",
            3,
            "Most actions in a turn (the seed: 3) (rules §turn).",
            choices=(1, 2, 3, 4, 5, 6),
        ),
        Option(
            "stuck",
            "pass",
            "A player who can do nothing at the start of a turn: 'pass' = plays the one action "
            "'pass'; 'skip' = the turn is skipped by itself (rules §stuck).",
            choices=("pass", "skip"),
            assumption=True,
        ),
        Option(
            "back_from_boat",
            True,
            "A pirate in the boat may move back to fetch cards, as online versions allow; the "
            "seed does not say (rules §back-from-boat).",
            choices=(True, False),
            assumption=True,
        ),
        Option(
            "first_player",
            "random",
            "Who begins: 'random' (drawn with the match's seed) or a seat number; the original "
            "lets the player who looks most like a pirate begin (rules §first-player).",
            check=_first_ok,
            expects="'random' or a seat number 0–4",
            assumption=True,
        ),
        Option(
            "turn_limit",
            None,
            "Stop the game (no winner) after this many turns: a safety net for simulations "
            "with options under which a game can go on for ever, off by default "
            "(rules §turn-limit).",
            check=lambda v: v is None or (is_count(v, MAX_TURNS) and v > 0),
            expects=f"None or a whole number 1–{MAX_TURNS}",
        ),
        Option(
            "rank_losers",
            "boat_then_progress",
            "How the players who did not win are ranked (the rules rank nobody else): "
            "'boat_then_progress' = pirates in the boat, then how far the pirates came; "
            "'tied' = all together (rules §ranking).",
            choices=("boat_then_progress", "tied"),
            assumption=True,
        ),
    )
}


def check_options(players: int, opts: dict[str, Any]) -> None:
    """What one option cannot check alone, as a one-line ``BadOption``."""
    if isinstance(opts["tunnel"], tuple):
        problem = tunnel_problem(opts["tunnel"])
        if problem is not None:
            raise BadOption(f"option tunnel: {problem}")
    if opts["min_actions"] > opts["max_actions"]:
        raise BadOption(
            f"option min_actions={opts['min_actions']} is more than max_actions="
            f"{opts['max_actions']}"
        )
    deck = opts["cards_per_symbol"] * len(SYMBOLS)
    if players * opts["hand_size"] > deck:
        raise BadOption(
            f"a deck of {deck} cards (cards_per_symbol={opts['cards_per_symbol']}) cannot deal "
            f"{opts['hand_size']} cards to {players} players"
        )
    first = opts["first_player"]
    if first != "random" and first >= players:
        raise BadOption(
            f"option first_player={first} is no seat of {players} players (0–{players - 1})"
        )


def new_state(players: int, opts: dict[str, Any], seed: int | str) -> State:
    names = opts["names"] or DEFAULT_NAMES[:players]
    if len(names) != players:
        raise BadOption(f"option names has {len(names)} names for {players} players")
    check_options(players, opts)
    return State(tuple(names), opts, Rng(seed_state(seed)))


def setup(players: int, opts: dict[str, Any], seed: int | str) -> tuple[State, list[Event]]:
    """Startsituation: the tunnel, 6 pirates each on the start, the deal, the row, who begins
    (``start`` then begins the first turn)."""
    s = new_state(players, opts, seed)
    rng = s.rng
    ev: list[Event] = []
    s.tunnel = build_tunnel(opts["tunnel"], rng)
    how = {"random": "random", "printed": "the printed"}.get(str(opts["tunnel"]), "a fixed")
    ev.append(
        Event(
            f"The tunnel is laid from six pieces ({how} order): 36 fields, each piece showing "
            "every symbol once.",
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
            f"The deck of {len(deck)} cards, {opts['cards_per_symbol']} of each symbol, is "
            "shuffled.",
            R.DECK,
            "setup",
            "deck",
        )
    )
    k = opts["hand_size"]
    for p in range(players):  # one hand after the other, from the top (the end of the list)
        hand = s.hands[p]
        for _ in range(k):
            hand[SYMBOL_INDEX[deck.pop()]] += 1
        if s.open_hands:
            s.known[p] = list(hand)
    s.stock = deck
    ev.append(
        Event(
            f"Each player has {PIRATES} pirates before field 1 and is dealt {k} cards"
            + (
                " face up: "
                + "; ".join(
                    f"{s.names[p]}: {', '.join(hand_list(s.hands[p]))}" for p in range(players)
                )
                + "."
                if s.open_hands
                else " face down."
            ),
            R.SETUP,
            "setup",
            "deal",
            None
            if s.open_hands
            else {p: f"You are dealt: {', '.join(hand_list(s.hands[p]))}." for p in range(players)},
        )
    )
    if opts["variant"] != "jamaica":
        lay_out_row(s, ev, R.ROW)
    first = rng.randrange(players) if opts["first_player"] == "random" else opts["first_player"]
    ev.append(
        Event(
            f"{s.names[first]} begins; play goes on in seat order.",
            R.FIRST_PLAYER,
            "setup",
            "first_player",
        )
    )
    s.turn_seat = first  # the first turn begins once any prepared position is in place
    return s, ev


def start(s: State, ev: list[Event], done: int = 0) -> None:
    """Begin the turn of ``s.turn_seat`` (a stuck seat passes or is skipped, as in any turn);
    ``done``: actions already done in it (a prepared position)."""
    if done:
        s.turn_number = 1
        s.stack.append(turn_frame(s.turn_seat, s.opts["min_actions"], s.opts["max_actions"], done))
    else:
        begin_turn(s, s.turn_seat, ev)


def assumptions(s: State) -> tuple[str, ...]:
    """The assumed data and readings this match uses, in plain words (every view lists them).

    Each ends with the section of the rules page that explains it (``(rules §deck)``)."""
    o = s.opts
    out = [
        f"Deck: {o['cards_per_symbol']} cards of each symbol, as in the original box; the seed "
        "names no number (rules §deck)"
    ]
    if o["tunnel"] == "printed":
        out.append(
            "Tunnel: the six printed pieces known from one source, their reverse sides unknown "
            "(rules §printed-segments)"
        )
    if o["variant"] != "jamaica":
        out.append(
            "Row: a new row is laid out "
            + (
                "the moment the last card is taken"
                if o["row_refill"] == "immediate"
                else "when a draw finds it empty"
            )
            + (
                "; a short stock gives a short row"
                if o["short_row"]
                else "; a short stock is first topped up from the discards"
            )
            + " (rules §row-refill)"
        )
    if o["reshuffle_discards"]:
        out.append("An empty stock is refilled from the shuffled discards (rules §reshuffle)")
    else:
        out.append("An empty stock stays empty: the discards are not reshuffled (rules §reshuffle)")
    out.append(
        "A player who can do nothing "
        + ("passes" if o["stuck"] == "pass" else "has the turn skipped")
        + " (rules §stuck)"
    )
    out.append(
        "When every player in turn could do nothing, the game ends without a winner "
        "(rules §deadlock)"
    )
    out.append(
        "A pirate in the boat "
        + ("may" if o["back_from_boat"] else "may not")
        + " move back to fetch cards (rules §back-from-boat)"
    )
    out.append(
        "First player: "
        + ("drawn at random" if o["first_player"] == "random" else f"seat {o['first_player']}")
        + " (rules §first-player)"
    )
    if o["rank_losers"] == "boat_then_progress":
        out.append(
            "The other players are ranked by pirates in the boat, then by how far they came "
            "(rules §ranking)"
        )
    return tuple(out)
