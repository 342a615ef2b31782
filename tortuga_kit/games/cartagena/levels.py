"""Cartagena's levels for the learn widget (``tortuga_kit.learn``), in teaching order.

Each level is a prepared position (``prepared.py``) of two players: the learner is Anne (seat 0,
red), Bart (seat 1) is played by the random bot when the turn passes to him. A level reads its
match only through views and the history, like ``lessons.py``; its texts name what the learner
does, never the move that does it. ``tests/games/test_levels.py`` plays every solution, searches
for shorter ones and checks that the levels together cite every rule section of
``docs/rules/cartagena.md``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from ...engine.i18n import translator
from ...engine.match import Match, new_match
from ...learn.level import Level, make_level
from .cards import BOAT, PIRATES, START
from .lessons import EXAMPLE_TUNNEL
from .view import typed

_ = translator("cartagena")

#: Every level's seed: the stock's order and Bart's replies are the same on every try.
SEED = 28


def position(
    anne: Sequence[int] = (),
    bart: Mapping[int, int] | None = None,
    hand: Sequence[str] = (),
    row: Sequence[str] | None = None,
    **options: Any,
) -> Callable[[], Match]:
    """A level's ``start``: the examples' tunnel, Anne's pirates on ``anne`` (the rest on the
    start), Bart's on the fields of ``bart`` (``{field: how many}``, the rest on the start),
    Anne's ``hand``, Bart's hand empty, Anne to move; ``row`` sets the face-up row."""
    mine = sorted([*anne, *[START] * (PIRATES - len(anne))])
    his = [f for f, k in sorted((bart or {}).items()) for _ in range(k)]
    his = sorted([*his, *[START] * (PIRATES - len(his))])
    pos: dict[str, Any] = {
        "tunnel": list(EXAMPLE_TUNNEL),
        "pirates": [mine, his],
        "hands": [list(hand), []],
        "seat": 0,
    }
    if row is not None:
        pos["row"] = list(row)

    def start() -> Match:
        return new_match("cartagena", 2, SEED, position=pos, **options)

    return start


# ------------------------------------------------------------------ reading the match
def anne(m: Match) -> Mapping[str, Any]:
    """Anne's entry of the public view."""
    return typed(m.view(0))["players"][0]


def hand_size(m: Match) -> int:
    return int(anne(m)["hand_size"])


def in_tunnel(m: Match) -> list[int]:
    return [x for x in anne(m)["pirates"] if START < x < BOAT]


def in_boat(m: Match) -> int:
    return int(anne(m)["in_boat"])


def bart_moved(m: Match) -> bool:
    return any(a.seat == 1 for a in m.history)


def won(m: Match) -> bool:
    r = m.result
    return r is not None and 0 in r.winners


def ended_unwon(m: Match) -> bool:
    r = m.result
    return r is not None and not r.winners


# ------------------------------------------------------------------ the levels
_level = partial(make_level, "cartagena")


LEVELS: tuple[Level, ...] = (
    _level(
        "first-step",
        _.lazy("Into the tunnel"),
        _.lazy("Lead one of your red pirates from the start into the tunnel."),
        ("goal", "tunnel", "setup", "turn", "end-turn", "forward"),
        (
            _.lazy("Ending the turn at once is refused: a turn has at least one action."),
            _.lazy("Click one of your pirates on the start, then a card of your hand."),
        ),
        _.lazy("A card moves a pirate to the next free field with the card's symbol."),
        ("forward 0 hat",),
        position(hand=["hat"]),
        lambda m: bool(in_tunnel(m)),
        offered=("end", "end-turn"),
    ),
    _level(
        "jump-the-crowd",
        _.lazy("Jump the crowd"),
        _.lazy("With a single card, bring a pirate from the start beyond field 12."),
        ("forward", "examples"),
        (
            _.lazy("A field that holds any pirate is jumped, even when it shows your symbol."),
            _.lazy("Count, for each card in your hand, the first empty field with its symbol."),
        ),
        _.lazy("A pirate never stops on an occupied field: it flies over it."),
        ("forward 0 key",),
        position(anne=[8], bart={2: 1, 3: 3, 7: 2}, hand=["bottle", "hat", "key"]),
        lambda m: any(x > 12 for x in in_tunnel(m)) or in_boat(m) > 0,
    ),
    _level(
        "into-the-boat",
        _.lazy("Into the boat"),
        _.lazy("Get one of your pirates into the boat."),
        ("boat", "forward"),
        (
            _.lazy("The boat waits behind field 36."),
            _.lazy("A pirate with no free field of its symbol ahead goes straight into the boat."),
        ),
        _.lazy("No free field of the symbol ahead: the pirate jumps into the boat."),
        ("forward 30 key",),
        position(anne=[30], bart={36: 1}, hand=["hat", "key", "skull"]),
        lambda m: in_boat(m) > 0,
    ),
    _level(
        "back-for-a-card",
        _.lazy("Back for a card"),
        _.lazy("Your hand is empty: get a card."),
        ("back", "draw"),
        (
            _.lazy("Moving back costs no card and earns cards."),
            _.lazy("A pirate on the start has nothing behind it."),
        ),
        _.lazy("Moving back lands on the nearest field behind with 1 or 2 pirates and pays cards."),
        ("back 12",),
        position(anne=[1, 12], bart={5: 3, 8: 1}),
        lambda m: hand_size(m) >= 1,
        offered=("back 0", "back"),
    ),
    _level(
        "back-draws-two",
        _.lazy("Two cards at once"),
        _.lazy("With one action, get two cards into your empty hand."),
        ("back", "draw"),
        (
            _.lazy("The number of cards is the number of pirates on the field you land on."),
            _.lazy("Look behind each of your pirates for the nearest field with 1 or 2 pirates."),
        ),
        _.lazy("Landing on a field with 2 pirates draws 2 cards; with 1 pirate, 1 card."),
        ("back 9",),
        position(anne=[5, 9], bart={3: 1, 7: 2}),
        lambda m: hand_size(m) >= 2,
    ),
    _level(
        "no-skipping",
        _.lazy("No skipping"),
        _.lazy("Hold at least three cards."),
        ("no-skip", "back", "examples"),
        (
            _.lazy("Your pirate may not skip the single pirate behind it."),
            _.lazy("After the first move, the same pirate may move back again."),
        ),
        _.lazy(
            "The nearest field with 1 or 2 pirates is the only target: a single pirate is never skipped."
        ),
        ("back 9", "back 6"),
        position(anne=[9], bart={2: 2, 6: 1}),
        lambda m: hand_size(m) >= 3,
    ),
    _level(
        "three-actions",
        _.lazy("Three actions"),
        _.lazy("Lead three pirates into the tunnel in one turn."),
        ("turn",),
        (
            _.lazy("A turn has up to three actions."),
            _.lazy("Each card moves one pirate."),
        ),
        _.lazy("A turn is one to three actions, forward and back mixed as you like."),
        ("forward 0 hat", "forward 0 key", "forward 0 bottle"),
        position(hand=["hat", "key", "bottle"]),
        lambda m: len(in_tunnel(m)) >= 3,
    ),
    _level(
        "pass-the-turn",
        _.lazy("Over to Bart"),
        _.lazy("Move one pirate, then let Bart play."),
        ("end-turn", "stuck", "first-player"),
        (
            _.lazy("After your first action you may end your turn."),
            _.lazy("Bart holds no card and cannot move back: watch what he may do."),
        ),
        _.lazy("After one action the turn may end; a player who can do nothing passes."),
        ("forward 0 hat", "end"),
        position(hand=["hat", "key"]),
        bart_moved,
    ),
    _level(
        "the-row",
        _.lazy("The row"),
        _.lazy("Starting with an empty hand, bring a pirate beyond field 12 in this turn."),
        ("row", "draw", "hidden"),
        (
            _.lazy("The cards you draw come from the face-up row, first card first."),
            _.lazy("Look at the row before you move back: you know the card you will get."),
        ),
        _.lazy("The row is drawn in order and in public: you know your next card before you move."),
        ("back 9", "forward 6 dagger"),
        position(anne=[9], bart={6: 1, 11: 1}, row=["dagger", "skull", "key"]),
        lambda m: any(x > 12 for x in in_tunnel(m)),
    ),
    _level(
        "new-row",
        _.lazy("A new row"),
        _.lazy("Draw two cards while the row holds only one."),
        ("row-refill", "stock", "examples"),
        (
            _.lazy("When the row is used up, a new row is laid out at once."),
            _.lazy("Which field behind your pirate pays two cards?"),
        ),
        _.lazy("An empty row is laid out again from the stock, even in the middle of a draw."),
        ("back 8",),
        position(anne=[8], bart={2: 1, 3: 3, 7: 2}, row=["bottle"]),
        lambda m: hand_size(m) >= 2,
    ),
    _level(
        "jamaica",
        _.lazy("Jamaica: the hidden stock"),
        _.lazy("In the Jamaica version, draw two cards."),
        ("versions", "stock", "hidden", "variants"),
        (
            _.lazy("There is no row: cards come from the face-down stock, seen by you alone."),
            _.lazy("Two pirates on the field you land on pay two cards."),
        ),
        _.lazy("Jamaica has no row: the stock is drawn face down, and only the drawer sees it."),
        ("back 10",),
        position(anne=[10], bart={4: 2}, variant="jamaica"),
        lambda m: hand_size(m) >= 2,
    ),
    _level(
        "tortuga-open",
        _.lazy("Tortuga: open hands"),
        _.lazy(
            "In the Tortuga version, where every hand lies open, reach field 10 or beyond with two pirates."
        ),
        ("versions", "hidden", "variants"),
        (
            _.lazy("Every card you hold is seen by all: plan with it anyway."),
            _.lazy("A field with a pirate on it is jumped."),
        ),
        _.lazy("The versions differ only in who sees the cards; the moves are the same."),
        ("forward 0 bottle", "forward 0 bottle"),
        position(bart={3: 3}, hand=["bottle", "bottle", "hat"], variant="tortuga"),
        lambda m: sum(1 for x in in_tunnel(m) if x >= 10) >= 2,
    ),
    _level(
        "back-from-the-boat",
        _.lazy("Back from the boat"),
        _.lazy("Your hand is empty and your pirates wait: get a card."),
        ("back-from-boat", "back"),
        (
            _.lazy("With this table's option, a pirate in the boat stays there."),
            _.lazy("Look at your pirate in the tunnel."),
        ),
        _.lazy("Whether a pirate may leave the boat is an option (allowed by default)."),
        ("back 20",),
        position(anne=[BOAT, BOAT, 20], bart={18: 1, 35: 1}, back_from_boat=False),
        lambda m: hand_size(m) >= 1,
        offered=("back 37", "back-from-boat"),
    ),
    _level(
        "reshuffle",
        _.lazy("A new stock"),
        _.lazy("The stock is empty: draw two cards anyway."),
        ("reshuffle", "deck", "draw"),
        (
            _.lazy("The discard pile becomes the new stock when the stock runs out."),
            _.lazy("Which field pays two cards?"),
        ),
        _.lazy("An empty stock is refilled from the shuffled discard pile."),
        ("back 10",),
        lambda: _reshuffle_start(),
        lambda m: hand_size(m) >= 2,
    ),
    _level(
        "win",
        _.lazy("All aboard"),
        _.lazy("Win the game."),
        ("win", "boat", "ranking"),
        (
            _.lazy("The game ends the moment your sixth pirate is in the boat."),
            _.lazy("Only one card takes your last pirate aboard."),
        ),
        _.lazy("All six in the boat wins at once, even in the middle of a turn."),
        ("forward 30 key",),
        position(anne=[BOAT] * 5 + [30], bart={36: 1, 33: 1}, hand=["hat", "key"]),
        won,
    ),
    _level(
        "nobody-can-move",
        _.lazy("Nobody can move"),
        _.lazy("Play your last card and go on until the game ends."),
        ("deadlock", "stuck", "turn-limit"),
        (
            _.lazy("Without moving back from the boat, nobody here can ever draw a card."),
            _.lazy("When you can do nothing, pass too."),
        ),
        _.lazy("When every player must pass, nothing can change: the game ends without a winner."),
        ("forward 0 hat", "end", "pass"),
        position(
            anne=[BOAT] * 4,
            bart={BOAT: 5},
            hand=["hat"],
            back_from_boat=False,
            turn_limit=50,
        ),
        ended_unwon,
    ),
    _level(
        "printed-tunnel",
        _.lazy("The printed tunnel"),
        _.lazy(
            "A fresh game on the printed pieces: bring a pirate beyond field 6 in your first turn."
        ),
        ("setup", "printed-segments", "first-player", "deck"),
        (
            _.lazy("Every piece of six fields shows every symbol once."),
            _.lazy("A field with a pirate on it is jumped."),
        ),
        _.lazy(
            "Each piece of six fields shows each symbol once, so a symbol's next field is never "
            "more than 11 fields ahead."
        ),
        ("forward 0 skull", "forward 0 skull"),
        lambda: new_match("cartagena", 2, SEED, tunnel="printed", first_player=0),
        lambda m: any(x > 6 for x in in_tunnel(m)),
    ),
)


def _reshuffle_start() -> Match:
    """The Jamaica version with a deck of 2 cards per symbol, all of them dealt or discarded:
    the stock is empty, the discard pile holds four."""
    pos = {
        "tunnel": list(EXAMPLE_TUNNEL),
        "pirates": [sorted([10] + [START] * 5), sorted([4, 4] + [START] * 4)],
        "hands": [[], ["skull", "skull", "dagger", "dagger", "key", "key", "hat", "hat"]],
        "discard": ["bottle", "bottle", "pistol", "pistol"],
        "seat": 0,
    }
    return new_match("cartagena", 2, SEED, position=pos, variant="jamaica", cards_per_symbol=2)
