"""Prepared positions: a plain dict that sets parts of a seeded setup (for lessons and tests).

Every key is optional; what is left out comes from the seeded setup:

- ``tunnel``: 36 symbol names, field 1 first (each piece of six showing every symbol once);
- ``pirates``: one list of 6 positions per seat (0 the start, 1..36 fields, 37 the boat), at
  most 3 pirates on a field, nobody with all 6 in the boat;
- ``hands``: one list of card names per seat; ``row``: the face-up row, ``row[0]`` next;
  ``discard``: the discard pile, the last played last. The stock is what is left of the deck,
  shuffled with the match's seed;
- ``seat``: whose turn it is; ``actions_done``: actions already done in that turn.

>>> from tortuga_kit import new_match
>>> m = new_match("cartagena", 2, seed=1, position={"pirates": [[0, 0, 0, 0, 0, 8], [2] * 3 + [7] * 3]})
>>> m.view()["occupancy"][:8]
[0, 3, 0, 0, 0, 0, 3, 1]
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...engine.errors import BadOption
from ...engine.events import Event
from ...engine.i18n import Joined, Msg, translator
from . import rulerefs as R
from .cards import BOAT, FIELDS, MAX_ON_FIELD, PIRATES, SYMBOL_INDEX, SYMBOLS
from .state import State, hand_list
from .tunnel import tunnel_problem
from .turn import turn_frame
from .words import cards

_ = translator("cartagena")

KEYS = ("tunnel", "pirates", "hands", "row", "discard", "seat", "actions_done")


def _cards(value: Any, where: str, limit: int) -> list[str]:
    if not isinstance(value, list) or len(value) > limit:
        raise BadOption(
            _(
                "position {where} must be a list of at most {limit} card names",
                where=where,
                limit=limit,
            )
        )
    for c in value:
        if c not in SYMBOLS:
            shown = repr(c) if len(repr(c)) <= 30 else type(c).__name__
            raise BadOption(
                _(
                    "position {where} holds {shown}, not one of {symbols}",
                    where=where,
                    shown=shown,
                    symbols=", ".join(SYMBOLS),
                )
            )
    return list(value)


def _seat_lists(value: Any, key: str, n: int) -> list[Any]:
    if not isinstance(value, list) or len(value) != n:
        raise BadOption(
            _("position {key} must be a list with one entry per seat ({n})", key=key, n=n)
        )
    return value


def apply_position(s: State, position: dict[str, Any], seeded: list[Event]) -> list[Event]:
    """Change the seeded setup ``s`` (before its first turn) into the prepared position,
    validated first, all of it; the setup's log (``seeded``, the seeded setup's, rewritten
    where the position replaced it: ``setup_log``). A turn with actions already done in it
    is under way: its frame is on the stack."""
    unknown = sorted(set(position) - set(KEYS), key=str)
    if unknown:
        raise BadOption(
            _(
                "unknown position key {unknown}; known: {keys}",
                unknown=repr(str(unknown[0])[:30]),
                keys=", ".join(KEYS),
            )
        )
    n, deck = s.n, s.opts["cards_per_symbol"] * len(SYMBOLS)
    tunnel = s.tunnel
    if "tunnel" in position:
        t = position["tunnel"]
        problem = tunnel_problem(t) if isinstance(t, list) else _("it is not a list")
        if problem is not None:
            raise BadOption(_("position tunnel: {problem}", problem=problem))
        tunnel = tuple(t)
    pirates = s.pirates
    if "pirates" in position:
        pirates = []
        for p, mine in enumerate(_seat_lists(position["pirates"], "pirates", n)):
            if (
                not isinstance(mine, list)
                or len(mine) != PIRATES
                or not all(type(x) is int and 0 <= x <= BOAT for x in mine)
            ):
                raise BadOption(
                    _(
                        "position pirates[{seat}] must be {pirates} positions 0–{boat} (0 the start, 37 the boat)",
                        seat=p,
                        pirates=PIRATES,
                        boat=BOAT,
                    )
                )
            if all(x == BOAT for x in mine):
                raise BadOption(
                    _(
                        "position pirates[{seat}]: all {pirates} in the boat is a finished game",
                        seat=p,
                        pirates=PIRATES,
                    )
                )
            pirates.append(sorted(mine))
        occ = Counter(x for mine in pirates for x in mine if 0 < x < BOAT)
        full = [f for f, k in occ.items() if k > MAX_ON_FIELD]
        if full:
            raise BadOption(
                _(
                    "position pirates: field {full} holds {occ} pirates, at most {max_on_field}",
                    full=min(full),
                    occ=occ[min(full)],
                    max_on_field=MAX_ON_FIELD,
                )
            )
    hands = [hand_list(h) for h in s.hands]
    if "hands" in position:
        hands = [
            _cards(h, f"hands[{p}]", deck)
            for p, h in enumerate(_seat_lists(position["hands"], "hands", n))
        ]
    row = _cards(position["row"], "row", s.opts["row_size"]) if "row" in position else list(s.row)
    if row and s.opts["variant"] == "jamaica":
        raise BadOption(_("position row: the jamaica version has no row"))
    discard = _cards(position["discard"], "discard", deck) if "discard" in position else []
    placed = Counter(c for h in hands for c in h) + Counter(row) + Counter(discard)
    for sym in SYMBOLS:
        if placed[sym] > s.opts["cards_per_symbol"]:
            raise BadOption(
                _(
                    "position uses {placed} {sym} cards; the deck has {most} (option cards_per_symbol)",
                    placed=placed[sym],
                    sym=sym,
                    most=s.opts["cards_per_symbol"],
                )
            )
    seat = position.get("seat", s.turn_seat)
    if type(seat) is not int or not 0 <= seat < n:
        raise BadOption(_("position seat must be a seat 0–{last}", last=n - 1))
    done = position.get("actions_done", 0)
    if type(done) is not int or not 0 <= done < s.opts["max_actions"]:
        raise BadOption(_("position actions_done must be 0–{most}", most=s.opts["max_actions"] - 1))
    # everything checked: build it
    s.tunnel = tunnel
    s.pirates = pirates
    s.occupancy = [0] * FIELDS
    for mine in pirates:
        for x in mine:
            if 0 < x < BOAT:
                s.occupancy[x - 1] += 1
    s.hands = [[0] * len(SYMBOLS) for _ in range(n)]
    for p, h in enumerate(hands):
        for c in h:
            s.hands[p][SYMBOL_INDEX[c]] += 1
    s.known = [list(h) if s.open_hands else [0] * len(SYMBOLS) for h in s.hands]
    s.row = row
    s.discard = discard
    stock = [sym for sym in SYMBOLS for _ in range(s.opts["cards_per_symbol"] - placed[sym])]
    s.rng.shuffle(stock)
    s.stock = stock
    s.turn_seat = seat
    _under_way(s, done)
    return setup_log(s, position, seeded, done)


def _under_way(s: State, done: int) -> None:
    """A turn with ``done`` actions done in it is the first turn, under way: its frame."""
    if done:
        s.turn_number = 1
        s.stack.append(turn_frame(s.turn_seat, s.opts["min_actions"], s.opts["max_actions"], done))


def setup_log(s: State, position: dict[str, Any], seeded: list[Event], done: int) -> list[Event]:
    """The setup's log for a prepared position: what the position set is said from the state
    (a seeded line the position replaced would tell of a deal that never reached the table:
    "You are dealt: dagger, key, ..." to a seat holding a hat), the rest as the seed laid it."""
    given = ", ".join(k for k in KEYS if k in position)  # the keys: names in the code
    said = (
        _.lazy("A prepared position ({keys} set by hand).", keys=given)
        if given
        else _.lazy("A prepared position (nothing set by hand).")
    )
    out = [Event(said, R.SETUP, "setup", "position")]
    for e in seeded:
        if e.tag == "tunnel" and "tunnel" in position:
            text = _.lazy("The tunnel is laid as the position gives it: 36 fields.")
            out.append(Event(text, R.TUNNEL, "setup", "tunnel"))
        elif e.tag == "deal" and ("pirates" in position or "hands" in position):
            out.append(_pirates_line(s) if "pirates" in position else _start_line())
            out.append(_hands_line(s))
        elif e.tag == "row" and "row" in position:
            continue  # said below, from the position (an empty row has no line in the seed)
        elif e.tag == "first_player":
            out += _table_lines(s, position)
            out.append(_turn_line(s, done) if ("seat" in position or done) else e)
        else:
            out.append(e)
    return out


def _table_lines(s: State, position: dict[str, Any]) -> list[Event]:
    """The row (when the position set it) and the discards, said before who moves."""
    out = [_row_line(s)] if "row" in position and s.row else []
    return out + ([_discard_line(s)] if s.discard else [])


def _turn_line(s: State, done: int) -> Event:
    name = s.names[s.turn_seat]
    said = (
        _.lazy(
            "{name} is to move, with {done} of the turn's actions done; play goes on "
            "in seat order.",
            name=name,
            done=done,
        )
        if done
        else _.lazy("{name} is to move; play goes on in seat order.", name=name)
    )
    return Event(said, R.FIRST_PLAYER, "setup", "first_player")


def _start_line() -> Event:
    text = _.lazy("Each player has {pirates} pirates before field 1.", pirates=PIRATES)
    return Event(text, R.SETUP, "setup", "pirates")


def _pirates_line(s: State) -> Event:
    where = "; ".join(
        f"{name}: {', '.join(str(x) for x in mine)}" for name, mine in zip(s.names, s.pirates)
    )
    text = _.lazy(
        "The pirates stand where the position puts them (0: before field 1, {boat}: in the "
        "boat): {where}.",
        boat=BOAT,
        where=where,
    )
    return Event(text, R.SETUP, "setup", "pirates")


def _hands_line(s: State) -> Event:
    """The hands the position gives: face up for everyone (open hands), else their sizes for
    everyone and the cards to their owner."""
    if s.open_hands:
        hands = Joined(
            [
                _.lazy("{name}: {cards}", name=s.names[p], cards=cards(hand_list(h)))
                for p, h in enumerate(s.hands)
            ],
            "; ",
        )
        text = _.lazy("The hands the position gives, face up: {hands}.", hands=hands)
        return Event(text, R.SETUP, "setup", "deal")
    sizes = ", ".join(f"{name}: {sum(h)}" for name, h in zip(s.names, s.hands))
    private: dict[int, str | Msg] = {
        p: _.lazy("Your hand: {cards}.", cards=cards(hand_list(h)))
        if sum(h)
        else _.lazy("Your hand is empty.")
        for p, h in enumerate(s.hands)
    }
    text = _.lazy("The hands the position gives, face down (cards each): {sizes}.", sizes=sizes)
    return Event(text, R.SETUP, "setup", "deal", private)


def _row_line(s: State) -> Event:
    text = _.lazy("The row the position lays out, face up: {cards}.", cards=cards(s.row))
    return Event(text, R.ROW, "setup", "row")


def _discard_line(s: State) -> Event:
    text = _.lazy("The discard pile the position gives: {cards}.", cards=cards(s.discard))
    return Event(text, R.SETUP, "setup", "discard")
