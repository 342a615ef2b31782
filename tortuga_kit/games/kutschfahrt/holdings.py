"""Who holds what, and cards given away: below the trade, the fight, the victory claim, the
coach's events and the professions, which all ask it, so none of them imports another for it.

Professions: ``could_hold`` (what the table can tell: a face-down profession might be any),
``holds`` (the truth, for a seat's own legal actions), ``use_profession`` (face up, spent).

The hand limit in play (rules §hand-limit; seed 002 "Handkartenlimit", "Wichtig: Hat ein
Spieler zu irgendeinem Zeitpunkt zu viel Reisegepäck, muss er sofort so viele Gegenstände seiner
Wahl an einen anderen Spieler verschenken, bis er das Maximum erreicht").

After every action the match calls ``check_limits``: the first seat over the limit, clockwise
from the turn's player, gets a ``Gift`` decision on top of everything else, one item at a time,
until nobody is over. Which item and which receiver is the giver's choice; the receivers are the
players below the limit (option ``gifts_below_limit``, rules §gift-recipient), or any other
player when that option is off (then a receiver pushed over gives in turn). A gift is not a
trade: no effect fires. Only the giver and the receiver learn which item moved.
"""

from __future__ import annotations

from ...engine.events import Event
from ...engine.i18n import translator
from . import rulerefs as R
from .cards import BASE_PROFESSIONS, EXPANSION_PROFESSIONS
from .frames import KFrame, SaidTwice, distinct, seat_of
from .knowledge import learn_given
from .state import State
from .trade.rules import item_msg

_ = translator("kutschfahrt")

#: The gifts' texts, made once per item and name (``frames.SaidTwice``).
GIFT = SaidTwice("gift")
ONCE = {p for p, k in {**BASE_PROFESSIONS, **EXPANSION_PROFESSIONS}.items() if k == "once"}


def could_hold(s: State, seat: int, prof: str) -> bool:
    """Might ``seat`` hold an unused ``prof``, as everybody can tell? A face-down profession
    might be any; a face-up one is known, and spent if it is once-only and was used; a face-up
    Illusionist who kept a copy (option ``illusionist_copy``) holds that copy, in public."""
    if not s.face_up[seat]:
        return True
    if s.spent[seat]:
        return False
    return s.professions[seat] == prof or s.copied[seat] == prof


def holds(s: State, seat: int, prof: str) -> bool:
    """Does ``seat`` hold an unused ``prof`` (the truth, for its own legal actions)? An
    unused Illusionist holds every profession that lies face up at another seat (rules
    §illusionist: he copies it); one who kept a copied permanent profession (option
    ``illusionist_copy="keeps_permanent"``) holds that one only, face up or not at its owner."""
    mine = s.professions[seat]
    if s.spent[seat]:
        return False
    if mine == prof:
        return True
    if mine != "illusionist":
        return False
    if s.copied[seat] is not None:
        return s.copied[seat] == prof
    return any(s.face_up[t] and s.professions[t] == prof for t in range(s.n) if t != seat)


def held_of(s: State, seat: int, profs: tuple[str, ...]) -> list[str]:
    """The professions of ``profs`` that ``seat`` holds unused, in their order: ``holds`` for
    each, asked at every decision of a fight's window and every turn. A seat holds at most its
    own profession, unless it is an unused Illusionist (then each is asked)."""
    if s.spent[seat]:
        return []
    mine = s.professions[seat]
    if mine == "illusionist":
        return [p for p in profs if holds(s, seat, p)]
    return [mine] if mine in profs else []


def use_profession(s: State, seat: int, prof: str | None = None) -> None:
    """Reveal the seat's profession for good; a once-only one is spent. ``prof`` is the
    profession used: an Illusionist using another one copies it (``State.copied``, public),
    and is spent unless it is permanent and option ``illusionist_copy`` is
    ``"keeps_permanent"`` (rules §illusionist): then he keeps the copy."""
    s.face_up[seat] = True
    mine = s.professions[seat]
    if mine == "illusionist" and prof is not None and prof != mine:
        s.copied[seat] = prof
        keeps = s.opts["illusionist_copy"] == "keeps_permanent" and prof not in ONCE
        s.spent[seat] = not keeps
    elif mine in ONCE:
        s.spent[seat] = True


def over(s: State) -> int | None:
    """The first seat over the limit, clockwise from the turn's player (``None``: nobody).
    Asked after every action, and almost always nobody is: one pass over the hands' sizes
    (in C) answers that, before the seats are walked in their order."""
    n, limit = s.n, s.limit
    if max(map(len, s.items)) <= limit:
        return None
    for k in range(n):
        seat = (s.turn_seat + k) % n
        if len(s.items[seat]) > limit:
            return seat
    return None


def check_limits(s: State) -> None:
    """Push a ``Gift`` for the first seat over the limit, unless the top frame defers it."""
    seat = over(s)
    if seat is None:
        return
    if s.stack and (s.stack[-1].defer_limit or isinstance(s.stack[-1], Gift)):
        return
    s.stack.append(Gift(seat))


def receivers(s: State, seat: int) -> list[int]:
    """Who may receive a gift from ``seat``: the others below the limit (or, when none is, or
    ``gifts_below_limit`` is off, every other player)."""
    others = [(seat + k) % s.n for k in range(1, s.n)]
    if s.opts["gifts_below_limit"]:
        below = [p for p in others if len(s.items[p]) < s.limit]
        if below:
            return below
    return others


class Gift(KFrame):
    """Seat over the hand limit: give one item of its choice to a player of its choice."""

    __slots__ = ()
    kind = "gift"
    rule = R.HAND_LIMIT
    secret = True  # the texts name the giver's items

    def prompt(self, s: State) -> str:
        over_by = len(s.items[self.seat]) - s.limit
        return _.plural(
            "{who}: you hold {n} item over the limit of {limit}: give one away",
            "{who}: you hold {n} items over the limit of {limit}: give one away",
            over_by,
            who=s.names[self.seat],
            limit=s.limit,
        )

    def legal(self, s: State) -> list[str]:
        to = [s.names[p] for p in receivers(s, self.seat)]
        return [GIFT[i][name] for i in distinct(s.items[self.seat]) for name in to]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        _verb, item, name = text.split()
        to = seat_of(s, name)
        s.items[self.seat].remove(item)
        s.items[to].append(item)
        learn_given(s, self.seat, to, item)
        who = s.names[self.seat]
        ev.append(
            Event(
                _.lazy(
                    "{who} is over the hand limit and gives an item to {whom}.", who=who, whom=name
                ),
                R.HAND_LIMIT,
                "gift",
                "gift",
                {
                    self.seat: _.lazy(
                        "You give the {item} to {whom} (hand limit).",
                        item=item_msg(item),
                        whom=name,
                    ),
                    to: _.lazy(
                        "{who} is over the hand limit and gives you the {item}.",
                        who=who,
                        item=item_msg(item),
                    ),
                },
            )
        )
