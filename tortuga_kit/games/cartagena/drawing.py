"""Drawing cards in each version (rules §draw, §row, §stock, §row-refill, §reshuffle;
seed 003 · Unterschiede zur Originalregel, reference §7).

- ``"online"`` (the seed) and ``"tortuga"``: a face-up row of ``row_size`` cards taken in a
  fixed order, ``row[0]`` first; only when the row is used up are new cards laid out.
- ``"jamaica"``: the top card of the face-down stock.

An empty stock is refilled by shuffling the discards (``reshuffle_discards``). A card taken from
the row is seen by everybody, so it joins the public part of the hand (``State.known``); a card
from the face-down stock is seen by the drawer alone.
"""

from __future__ import annotations

from ...engine.events import Event
from ...engine.i18n import translator
from . import rulerefs as R
from .cards import SYMBOL_INDEX
from .state import State
from .words import cards, filled

_ = translator("cartagena")
_NEW_ROW = _.lazy_plural(
    "A new row of {n} card is laid out face up{short}: {cards}.",
    "A new row of {n} cards is laid out face up{short}: {cards}.",
    0,
)
_NO_MORE = _.lazy(" (no more cards are left)")


def reshuffle(s: State, ev: list[Event]) -> bool:
    """Shuffle the discards under the stock (option ``reshuffle_discards``); True if any."""
    if not s.opts["reshuffle_discards"] or not s.discard:
        return False
    discards = s.discard
    s.discard = []
    s.rng.shuffle(discards)
    s.stock[:0] = discards  # under the cards still in the stock
    ev.append(
        Event(
            _.lazy_plural(
                "The stock is short: the {n} discard is shuffled into it.",
                "The stock is short: the {n} discards are shuffled into it.",
                len(discards),
            ),
            R.RESHUFFLE,
            "card",
            "reshuffle",
        )
    )
    return True


def lay_out_row(s: State, ev: list[Event], rule: str = R.ROW_REFILL) -> None:
    """Lay out a new face-up row from the stock (up to ``row_size`` cards)."""
    want = s.opts["row_size"]
    if not s.stock or (len(s.stock) < want and not s.opts["short_row"]):
        reshuffle(s, ev)
    take = min(want, len(s.stock))
    if not take:
        return
    stock = s.stock
    s.row = [stock.pop() for _ in range(take)]
    ev.append(
        Event(
            filled(
                _NEW_ROW,
                {"n": take, "short": "" if take == want else _NO_MORE, "cards": cards(s.row)},
            ),
            rule,
            "card",
            "row",
        )
    )


def draw(s: State, seat: int, count: int, ev: list[Event]) -> tuple[list[str], int]:
    """``seat`` takes ``count`` cards (fewer only when no card is left anywhere): the cards,
    and how many of them came before a new row was laid out in the middle of the draw (the
    number of cards when no new row came between them)."""
    got: list[str] = []
    hand, known = s.hands[seat], s.known[seat]
    if s.opts["variant"] == "jamaica":
        for _k in range(count):
            if not s.stock and not reshuffle(s, ev):
                break
            card = s.stock.pop()
            hand[SYMBOL_INDEX[card]] += 1
            got.append(card)
        return got, len(got)
    immediate = s.opts["row_refill"] == "immediate"
    before: int | None = None
    for _k in range(count):
        if not s.row:
            if got and before is None:
                before = len(got)
            lay_out_row(s, ev)
            if not s.row:
                break
        card = s.row.pop(0)
        i = SYMBOL_INDEX[card]
        hand[i] += 1
        known[i] += 1  # taken from the face-up row: everybody saw it
        got.append(card)
        if not s.row and immediate:
            if len(got) < count and before is None:
                before = len(got)
            lay_out_row(s, ev)
    return got, len(got) if before is None else before
