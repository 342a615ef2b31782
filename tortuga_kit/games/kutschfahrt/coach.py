"""The coachman and his events (expansion; rules §coachman, §events, §sunrise, §cutpurse;
seed 002 "6. Kutscherereignisse"; reference §1.6, §3).

One player holds the coach card (the start player, rules §setup-start). At the start of his
turn the coachman draws the top event. He may reject it once (``reject``): it is discarded and
he must take the next one; ``resolve`` takes it. Change of Coachman and Sunrise cannot be
rejected and happen at once. A passive event stays in force until the coachman draws the next
event (rules §events, ASSUMED); an action event is resolved by the coachman at once (a look, a
draw, a gift). Instead of his turn's action the coachman may draw an item (option
``coachman_may_draw``, after a review; rules §coachman).

The coach card passes to the right neighbour on Change of Coachman, and to the attacker who
beats the coachman in a fight (option ``coach_to_winner``, rules §coachman, ASSUMED). Every
change of coachman gives each Cutpurse a look at the items of a player holding more items than
he does, and one of them to keep (``cutpurse <player>``, then ``take <item>``). Sunrise removes
the coach card: every society card is shown, and a traitor in the game wins at once. Sunrise
lies at the bottom of the event deck (option ``sunrise_last``), so it is the last event.
"""

from __future__ import annotations

from typing import Any

from ...engine.events import Event
from ...engine.i18n import Joined, Msg, translator
from . import rulerefs as R
from .cards import EVENT_NAMES, EVENTS, SECRET_BAGS, TRAITOR
from .frames import KFrame, asked, distinct, seat_of
from .holdings import could_hold, holds, use_profession
from .knowledge import (
    ITEMS,
    TOOK_IT_FROM_YOU,
    Words,
    learn_all,
    learn_card,
    learn_given,
    look_items,
    look_society,
    reveal_society_to_all,
)
from .state import State, result
from .trade.rules import item_msg

PASSIVE = frozenset(
    {
        "fearless_deed",
        "fair_gesture",
        "creaking_gallows",
        "candles_go_out",
        "abandoned_warehouse",
        "marriage_of_convenience",
        "matter_of_honour",
        "mysterious_passenger",
        "old_chapel",
        "narrow_gorge",
        "revelation",
    }
)

_ = translator("kutschfahrt")


#: What each event does, in a few words (seed 002 "6. Kutscherereignisse"; rules §events): the
#: coachman's prompt says it before he takes or rejects the event.
EFFECTS = {
    "fearless_deed": _.mark("after a fight the loser may look at the winner's society card"),
    "change_of_coachman": _.mark("the coachman's right neighbour becomes the coachman"),
    "fair_gesture": _.mark("after a tie the defender draws an item too"),
    "creaking_gallows": _.mark("a player whose offer is refused may draw an item"),
    "candles_go_out": _.mark("only a left or right neighbour may be attacked"),
    "abandoned_warehouse": _.mark("after an accepted trade the player may trade a second time"),
    "marriage_of_convenience": _.mark(
        "after a tie the attacker and the defender show each other their society cards"
    ),
    "matter_of_honour": _.mark("nobody may support in a fight"),
    "mysterious_passenger": _.mark(
        "no items or professions in a fight (revenge tokens still count)"
    ),
    "old_chapel": _.mark("the defender gets +1 in a fight"),
    "narrow_gorge": _.mark("the attacker gets +1 in a fight"),
    "revelation": _.mark("an attacker who wins makes the loser show his society card to all"),
    "sunrise": _.mark(
        "the coach card leaves the game and every society card is shown; a traitor wins at once"
    ),
    "time_of_observation": _.mark("you look at your right neighbour's society card"),
    "hour_of_the_brave": _.mark("you draw an item and show all your items"),
    "travelling_merchant": _.mark(
        "you put an item (not a Secret Bag) under the draw pile and draw one"
    ),
    "surprised_in_sleep": _.mark("you look at your left neighbour's items"),
    "cleverly_deduced": _.mark("you look at your left neighbour's society card"),
    "unexpected_informant": _.mark(
        "holding three items or fewer, you look at any player's society card"
    ),
    "unexpected_messenger": _.mark("holding three items or fewer, you draw an item"),
    "border_control": _.mark("you look at any player's society card"),
    "moment_of_distraction": _.mark("you look at your right neighbour's items"),
    "dubious_tradition": _.mark("you give an item to a player below the hand limit"),
}


def _ev(event: str) -> Msg:
    """An event's name, translated when read."""
    return Msg("kutschfahrt", EVENT_NAMES[event])


_SOCIETY_IDS = [_.mark("order"), _.mark("brotherhood")]  # Sunrise shows the ids (and "traitor")


def start_of_turn(s: State, seat: int, ev: list[Event]) -> None:
    """The coachman's turn begins: he draws an event (the turn's frame is already pushed)."""
    if s.coachman == seat and s.events:
        draw_event(s, seat, False, ev)


def draw_event(s: State, seat: int, rejected: bool, ev: list[Event]) -> None:
    event = s.events.pop()
    s.last_event = event
    s.in_force = None  # a passive event lasts until the next is drawn
    ev.append(
        Event(
            _.lazy(
                "The coachman, {who}, draws an event: {event}.", who=s.names[seat], event=_ev(event)
            ),
            R.EVENTS,
            "event",
            event,
        )
    )
    if EVENTS[event][1] and not rejected and s.events:
        s.stack.append(EventChoice(seat, event))
    else:
        resolve_event(s, seat, event, ev)


class EventChoice(KFrame):
    """The coachman may reject the event he drew, once: then he must take the next."""

    __slots__ = ("event",)
    kind = "event_choice"
    rule = R.EVENTS
    secret = False

    def __init__(self, seat: int, event: str) -> None:
        super().__init__(seat)
        self.event = event

    def payload(self) -> tuple[Any, ...]:
        return (self.event,)

    def prompt(self, s: State) -> str:
        return _(
            "{who}: {event}: {effect}. Take it, or reject it and draw the next",
            who=s.names[self.seat],
            event=_.get(EVENT_NAMES[self.event]),
            effect=_.get(EFFECTS[self.event]),
        )

    def legal(self, s: State) -> list[str]:
        return ["resolve", "reject"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text == "resolve":
            resolve_event(s, self.seat, self.event, ev)
            return
        ev.append(
            Event(
                _.lazy(
                    "{who} rejects {event} and draws the next event.",
                    who=s.names[self.seat],
                    event=_ev(self.event),
                ),
                R.EVENTS,
                "event",
                "reject",
            )
        )
        draw_event(s, self.seat, True, ev)


def resolve_event(s: State, seat: int, event: str, ev: list[Event]) -> None:
    n = s.n
    left, right = (seat + 1) % n, (seat - 1) % n
    if event in PASSIVE:
        s.in_force = event
        ev.append(
            Event(_.lazy("{event} is in force.", event=_ev(event)), R.EVENTS, "event", "in_force")
        )
    elif event == "change_of_coachman":
        change_coachman(s, right, _.mark("takes the coach card (Change of Coachman)"), ev)
    elif event == "sunrise":
        sunrise(s, ev)
    elif event == "time_of_observation":
        look_society(s, seat, right, EVENT_NAMES[event], R.EVENTS, ev)
    elif event == "cleverly_deduced":
        look_society(s, seat, left, EVENT_NAMES[event], R.EVENTS, ev)
    elif event == "surprised_in_sleep":
        look_items(s, seat, left, EVENT_NAMES[event], R.EVENTS, ev)
    elif event == "moment_of_distraction":
        look_items(s, seat, right, EVENT_NAMES[event], R.EVENTS, ev)
    elif event == "hour_of_the_brave":
        draw(s, seat, ev)
        learn_all(s, seat, ITEMS, tuple(sorted(s.items[seat])), EVENT_NAMES[event])
        ev.append(
            Event(
                _.lazy(
                    "{who} shows all their items: {items}.",
                    who=s.names[seat],
                    items=Words(s.items[seat]),
                ),
                R.EVENTS,
                "event",
                "show_items",
            )
        )
    elif event == "unexpected_messenger":
        if len(s.items[seat]) <= 3:
            draw(s, seat, ev)
    elif event == "unexpected_informant":
        if len(s.items[seat]) <= 3:
            s.stack.append(EventAct(seat, event))
    elif event == "border_control":
        s.stack.append(EventAct(seat, event))
    elif event == "travelling_merchant":
        if any(i not in SECRET_BAGS for i in s.items[seat]):
            s.stack.append(EventAct(seat, event))
    elif event == "dubious_tradition" and s.items[seat] and _below(s, seat):
        s.stack.append(EventAct(seat, event))


def _below(s: State, seat: int) -> list[int]:
    return [(seat + k) % s.n for k in range(1, s.n) if len(s.items[(seat + k) % s.n]) < s.limit]


def draw(s: State, seat: int, ev: list[Event]) -> None:
    if not s.pile:
        return
    drawn = s.pile.pop()
    s.items[seat].append(drawn)
    ev.append(
        Event(
            _.lazy("{who} draws an item.", who=s.names[seat]),
            R.EVENTS,
            "event",
            "draw",
            {seat: _.lazy("You draw the {item}.", item=item_msg(drawn))},
        )
    )


class EventAct(KFrame):
    """An action event the coachman resolves with a choice."""

    __slots__ = ("event",)
    kind = "event_act"
    rule = R.EVENTS
    secret = True  # some choices name his items

    def __init__(self, seat: int, event: str) -> None:
        super().__init__(seat)
        self.event = event

    def payload(self) -> tuple[Any, ...]:
        return (self.event,)

    def prompt(self, s: State) -> str:
        what = {
            "unexpected_informant": _.mark("look at any player's society card"),
            "border_control": _.mark("look at any player's society card"),
            "travelling_merchant": _.mark(
                "put an item (not a Secret Bag) under the pile and draw one"
            ),
            "dubious_tradition": _.mark("give an item to a player below the hand limit"),
        }[self.event]
        return _(
            "{who}: {what} ({event})",
            who=s.names[self.seat],
            what=_.get(what),
            event=_.get(EVENT_NAMES[self.event]),
        )

    def legal(self, s: State) -> list[str]:
        seat = self.seat
        others = [(seat + k) % s.n for k in range(1, s.n)]
        if self.event in ("unexpected_informant", "border_control"):
            return [f"see {s.names[p]}" for p in others]
        if self.event == "travelling_merchant":
            return [f"tuck {i}" for i in distinct(s.items[seat]) if i not in SECRET_BAGS]
        to = [s.names[p] for p in _below(s, seat)]
        return [f"gift {i} {name}" for i in distinct(s.items[seat]) for name in to]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        verb, _sep, rest = text.partition(" ")
        seat = self.seat
        if verb == "see":
            look_society(s, seat, seat_of(s, rest), EVENT_NAMES[self.event], R.EVENTS, ev)
        elif verb == "tuck":
            s.items[seat].remove(rest)
            s.pile.insert(0, rest)  # the bottom of the pile
            ev.append(
                Event(
                    _.lazy("{who} puts an item under the draw pile.", who=s.names[seat]),
                    R.EVENTS,
                    "event",
                    "tuck",
                    {seat: _.lazy("You put the {item} under the draw pile.", item=item_msg(rest))},
                )
            )
            draw(s, seat, ev)
        else:
            item, name = rest.split()
            to = seat_of(s, name)
            s.items[seat].remove(item)
            s.items[to].append(item)
            learn_given(s, seat, to, item)
            ev.append(
                Event(
                    _.lazy(
                        "{who} gives {whom} an item ({event}).",
                        who=s.names[seat],
                        whom=name,
                        event=_ev(self.event),
                    ),
                    R.EVENTS,
                    "event",
                    "tradition",
                    {
                        seat: _.lazy("You give {whom} the {item}.", whom=name, item=item_msg(item)),
                        to: _.lazy(
                            "{who} gives you the {item}.", who=s.names[seat], item=item_msg(item)
                        ),
                    },
                )
            )


def sunrise(s: State, ev: list[Event]) -> None:
    """The coach card leaves the game; every society is shown; a traitor wins at once."""
    s.coachman = None
    s.events = []
    s.in_force = None
    for p in range(s.n):
        reveal_society_to_all(s, p, _.mark("Sunrise"))
    shown = Joined(
        [
            _.lazy("{who}: {society}", who=s.names[p], society=Msg("kutschfahrt", s.societies[p]))
            for p in range(s.n)
        ]
    )
    ev.append(
        Event(
            _.lazy(
                "Sunrise: the coach card leaves the game and every society card is shown ({shown}).",
                shown=shown,
            ),
            R.SUNRISE,
            "event",
            "sunrise",
        )
    )
    if TRAITOR in s.societies:
        traitor = s.societies.index(TRAITOR)
        s.result = result(
            _.lazy("Sunrise with the traitor in the game: {who} wins alone", who=s.names[traitor]),
            winners=(traitor,),
            winning_team=TRAITOR,
            scores=tuple(1.0 if p == traitor else 0.0 for p in range(s.n)),
            ranking=((traitor,), tuple(p for p in range(s.n) if p != traitor)),
            rule=R.SUNRISE,
        )
        ev.append(
            Event(
                _.lazy(
                    "Sunrise with the traitor in the game: {who} wins alone.", who=s.names[traitor]
                ),
                R.SUNRISE,
                "end",
                "traitor_sunrise",
            )
        )


def change_coachman(s: State, new: int, why: str, ev: list[Event]) -> None:
    s.coachman = new
    ev.append(
        Event(
            _.lazy("{who} {why}: the new coachman.", who=s.names[new], why=Msg("kutschfahrt", why)),
            R.COACHMAN,
            "event",
            "coachman",
        )
    )
    order = tuple(
        p for k in range(s.n) if could_hold(s, p := (new + k) % s.n, "cutpurse") and _richer(s, p)
    )
    if order:
        s.stack.append(Cutpurse(order[0], order, 0))


def _richer(s: State, seat: int) -> list[int]:
    mine = len(s.items[seat])
    return [(seat + k) % s.n for k in range(1, s.n) if len(s.items[(seat + k) % s.n]) > mine]


class Cutpurse(KFrame):
    """At a change of coachman: a Cutpurse looks at the items of a player holding more items
    than he does, and keeps one."""

    __slots__ = ("order", "index", "target")
    kind = "cutpurse"
    rule = R.CUTPURSE
    secret = True

    def __init__(self, seat: int, order: tuple[int, ...], index: int, target: int = -1):
        super().__init__(seat)
        self.order = order
        self.index = index
        self.target = target

    def payload(self) -> tuple[Any, ...]:
        return (list(self.order), self.index, self.target)

    def pins(self, s: State) -> list[tuple[int, str]]:
        return [] if self.target < 0 else [(self.target, i) for i in s.items[self.target]]

    def prompt(self, s: State) -> str:
        if self.target >= 0:
            return _(
                "{who}: keep one of {whom}'s items (Cutpurse)",
                who=s.names[self.seat],
                whom=s.names[self.target],
            )
        return asked(_("{who}: a new coachman: use a Cutpurse, or pass", who=s.names[self.seat]))

    def legal(self, s: State) -> list[str]:
        if self.target >= 0:
            return [f"take {i}" for i in distinct(s.items[self.target])]
        if not holds(s, self.seat, "cutpurse"):
            return ["pass"]
        return [f"cutpurse {s.names[p]}" for p in _richer(s, self.seat)] + ["pass"]

    def _next(self, s: State) -> None:
        k = self.index + 1
        while k < len(self.order) and not _richer(s, self.order[k]):
            k += 1
        if k < len(self.order):
            s.stack.append(Cutpurse(self.order[k], self.order, k))

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        verb, _sep, rest = text.partition(" ")
        if verb == "pass":
            self._next(s)
        elif verb == "cutpurse":
            use_profession(s, self.seat, "cutpurse")
            target = seat_of(s, rest)
            ev.append(
                Event(
                    _.lazy("{who} is the Cutpurse.", who=s.names[self.seat]),
                    R.CUTPURSE,
                    "event",
                    "cutpurse",
                )
            )
            look_items(s, self.seat, target, _.mark("the Cutpurse"), R.CUTPURSE, ev)
            s.stack.append(Cutpurse(self.seat, self.order, self.index, target))
        else:
            who, whom = s.names[self.seat], s.names[self.target]
            s.items[self.target].remove(rest)
            s.items[self.seat].append(rest)
            learn_card(s, self.target, self.seat, rest, TOOK_IT_FROM_YOU)  # he saw them all
            ev.append(
                Event(
                    _.lazy("{who} keeps one of {whom}'s items (Cutpurse).", who=who, whom=whom),
                    R.CUTPURSE,
                    "event",
                    "take",
                    {
                        self.seat: _.lazy(
                            "You keep {whom}'s {item}.", whom=whom, item=item_msg(rest)
                        ),
                        self.target: _.lazy(
                            "{who} keeps your {item}.", who=who, item=item_msg(rest)
                        ),
                    },
                )
            )
            self._next(s)
