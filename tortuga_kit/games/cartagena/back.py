"""2. Zurück ziehen (rules §back, §no-skip, §back-from-boat; seed 003 · Spielverlauf, reference §6).

Move one of your pirates back to the nearest field behind it that holds 1 or 2 pirates of any
colour (your own count too), jumping empty fields and fields with 3 pirates, and draw as many
cards as there were pirates on it: 1 or 2. A field with one pirate is never skipped to reach a
field with two further back. The start is never a target, so a pirate with no such field behind
it cannot move back.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.events import Event
from ...engine.i18n import Msg, translator
from . import rulerefs as R
from .cards import BOAT, SYMBOLS
from .drawing import draw
from .state import State
from .words import FROM, NO_CARD, filled, listed

_ = translator("cartagena")
_TAKES_SPLIT = _.lazy_plural(
    "{name} moves a pirate back {from_where} to field {target}, where {n} pirate "
    "stood, and takes {first} from the row, then {then} from the new row{short}.",
    "{name} moves a pirate back {from_where} to field {target}, where {n} pirates "
    "stood, and takes {first} from the row, then {then} from the new row{short}.",
    0,
)
_TAKES = _.lazy_plural(
    "{name} moves a pirate back {from_where} to field {target}, where {n} pirate "
    "stood, and takes {cards} from the row{short}.",
    "{name} moves a pirate back {from_where} to field {target}, where {n} pirates "
    "stood, and takes {cards} from the row{short}.",
    0,
)
_DRAWS = _.lazy_plural(
    "{name} moves a pirate back {from_where} to field {target}, where {n} pirate stood, "
    "and draws {cards} from the stock{short}.",
    "{name} moves a pirate back {from_where} to field {target}, where {n} pirates stood, "
    "and draws {cards} from the stock{short}.",
    0,
)


def backward_target(occupancy: Sequence[int], position: int) -> tuple[int, int] | None:
    """``(field, cards drawn)`` for a pirate on ``position`` (0..37) moving back, or ``None``
    when it cannot. ``occupancy[k-1]`` is field k's pirates of all colours, before the move.

    (Whether a pirate in the boat may move back at all is the match's option
    ``back_from_boat``; this function answers as if it may.)

    >>> occupancy = [0, 1, 3, 0, 0, 0, 2, 1] + [0] * 28
    >>> backward_target(occupancy, 8)    # field 7 holds 2: two cards
    (7, 2)
    >>> backward_target(occupancy, 7)    # 6, 5, 4 empty, 3 full: field 2, one card
    (2, 1)
    >>> backward_target(occupancy, 2) is None   # field 1 is empty and the start never counts
    True
    """
    if type(position) is not int or not 0 <= position <= BOAT:
        raise ValueError(f"a pirate stands on 0..{BOAT}, not {position!r}")
    for field in range(position - 1, 0, -1):
        count = occupancy[field - 1]
        if count == 1 or count == 2:
            return field, count
    return None


def play_back(s: State, seat: int, position: int, ev: list[Event]) -> tuple[int, list[str]]:
    """Move ``seat``'s pirate on ``position`` back and draw; the field and the cards drawn.

    The caller offers only legal moves (``back_positions``), so the target exists."""
    found = backward_target(s.occupancy, position)
    assert found is not None, "back is offered only with a field to land on"
    target, count = found
    s.move_pirate(seat, position, target)
    at = len(ev)
    got, before = draw(s, seat, count, ev)  # a new row or a reshuffle is told after the move
    short = "" if len(got) == count else _short(len(got), count)
    rule = R.BACK_FROM_BOAT if position == BOAT else R.BACK
    if count == 1 and 2 in s.occupancy[: target - 1]:
        rule = R.NO_SKIP  # a field with two lay further back: the single pirate stopped it
    name, where = s.names[seat], FROM[position]
    if s.opts["variant"] == "jamaica":
        public = _drawn(name, where, target, count, _cards(len(got)), short)
        # the cards in hand order: the order they lay in the stock is nobody's business now
        drawn = sorted(got, key=SYMBOLS.index)
        mine = _drawn(name, where, target, count, listed(drawn), short)
        event = Event(public, rule, "move", "back", {seat: mine})
    elif before < len(got):  # the row ran out in the middle of the draw
        event = Event(
            filled(
                _TAKES_SPLIT,
                {
                    "n": count,
                    "name": name,
                    "from_where": where,
                    "target": target,
                    "first": listed(got[:before]),
                    "then": listed(got[before:]),
                    "short": short,
                },
            ),
            rule,
            "move",
            "back",
        )
    else:
        event = Event(
            filled(
                _TAKES,
                {
                    "n": count,
                    "name": name,
                    "from_where": where,
                    "target": target,
                    "cards": listed(got),
                    "short": short,
                },
            ),
            rule,
            "move",
            "back",
        )
    ev.insert(at, event)
    return target, got


def back_positions(s: State, seat: int) -> list[int]:
    """The positions of ``seat``'s pirates that can move back now, rearmost first.

    A pirate can move back exactly when some field behind it holds 1 or 2 pirates (the nearest
    one is then its target), so one scan for the rearmost such field answers for all of them.
    """
    rearmost = 0
    for field, count in enumerate(s.occupancy, 1):
        if count == 1 or count == 2:
            rearmost = field
            break
    if not rearmost:
        return []
    out: list[int] = []
    prev = -1
    for p in s.pirates[seat]:  # sorted, so each position once
        if p > rearmost and p != prev:
            prev = p
            out.append(p)
    if out and out[-1] == BOAT and not s.opts["back_from_boat"]:
        out.pop()
    return out


def _drawn(name: str, where: Msg, target: int, count: int, cards: Msg, short: Msg | str) -> Msg:
    """A move back in the jamaica version: the cards drawn from the stock (``cards``: how many
    for everybody, which for the drawer)."""
    return filled(
        _DRAWS,
        {
            "n": count,
            "name": name,
            "from_where": where,
            "target": target,
            "cards": cards,
            "short": short,
        },
    )


def _short(got: int, count: int) -> Msg:
    return _.lazy(" (only {got} of {count}: no card is left)", got=got, count=count)


def _cards(k: int) -> Msg:
    if k == 0:
        return NO_CARD
    return _.lazy_plural("{n} card", "{n} cards", k)
