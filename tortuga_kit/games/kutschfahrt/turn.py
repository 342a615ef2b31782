"""A turn, and the professions used in it (rules §turn, §professions, §diplomat, §clairvoyant;
seed 002 "3. Die Reise beginnt": "Ist ein Spieler an der Reihe, hat er eine von vier
Möglichkeiten", and "4. Berufe").

The turn's player takes exactly one action: ``pass``, ``trade <item> <player>``
(``trade/play.py``), ``attack <player>`` (``fight/play.py``) or ``declare ...``
(``victory/play.py``); before it he may use the Diplomat, the Clairvoyant or the Fortune
Teller (below). When every decision the action led to is made, the stack is empty and the left
neighbour's turn begins (``next_turn``).

Kutschfahrt has no natural end but a victory claim. The kit stops a match at option
``turn_cap`` turns (default 300, rules §turn-cap) with no winner; random play reaches it
rarely, since a random player soon makes a (mostly wrong) claim.

The professions of one's own turn live with the turn because they hand it back: the turn
offers them, and after the Clairvoyant, the Fortune Teller or a Diplomat's successful demand
the turn's action is still to come (a new ``Turn`` frame below theirs). In one module they
need no import of each other (the fight's professions, Priest, Hypnotist, Thug, Grand Master,
Bodyguard, Duelist, Poisoner, Doctor, live in ``fight/``; who holds which is
``holdings.py``). A profession is secret until used; using it turns it face up for good, and a
once-only one is spent (a Tome or a Coat makes a profession unused again).

- **Diplomat** (once, own turn, before the main action; rules §diplomat, ASSUMED timing):
  ``diplomat``, then ``demand <player>``, then ``ask <item>``. If that player has the item he
  must hand it over, the Diplomat gives back one item of his choice (``give <item>``), the two
  cards' effects fire as in a trade, and the Diplomat still takes his turn's action. If not,
  that player shows all his items to the Diplomat alone, and the Diplomat's turn ends. With an
  empty draw pile a Secret Bag counts as its key or goblet (reference §11 #3).
- **Clairvoyant** (once, own turn, free; rules §clairvoyant): ``clairvoyant``, then ``top
  <item>`` for the card to lie on top and again for the second (fewer when the pile is
  smaller); the rest of the pile is shuffled below them.
- **Choose** (expansion setup): each player keeps one of his two professions before the first
  turn (``next_turn`` then begins it).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ...engine.events import Event
from ...engine.i18n import translator
from . import rulerefs as R
from .cards import BASE_ITEMS, EXPANSION_ITEMS, SECRET_BAGS
from .coach import draw, start_of_turn
from .fight.play import attack_texts, start_fight
from .frames import GIVE, KFrame, distinct, end_turn, seat_of
from .holdings import could_hold, held_of, holds, use_profession
from .knowledge import Words, learn_given, look_items, look_society, prof_msg
from .state import State, result
from .trade.play import (
    empty_hand_refusal,
    fence_offer,
    fence_texts,
    fire_effects,
    offer_texts,
    start_trade,
)
from .trade.rules import item_msg
from .victory.play import declare_texts, solo_refusal, start_claim

_ = translator("kutschfahrt")


class Turn(KFrame):
    """The turn's player chooses his action (the view's ``turn.phase == "action"``)."""

    __slots__ = ()
    kind = "turn"
    rule = R.TURN
    secret = True  # the texts name his items and his profession

    def prompt(self, s: State) -> str:
        return _("{who}: pass, trade, attack or declare victory", who=s.names[self.seat])

    def legal(self, s: State) -> list[str]:
        seat = self.seat
        out = free_texts(s, seat)  # a new list each time
        out.append("pass")
        out += offer_texts(s, seat)
        if s.professions[seat] in _FENCES:  # else he holds no Fence: fence_texts is empty
            out += fence_texts(s, seat)
        out += attack_texts(s, seat)
        out += declare_texts(s, seat)
        if s.coachman == seat:  # else coach_texts is empty
            out += coach_texts(s, seat)
        return out

    def refuse(self, s: State, text: str) -> Any:
        """The turn's refusals that cite a rule of their own: an offer to a player without
        items, a solo claim with too few (``None``: the engine's general "not legal now")."""
        return empty_hand_refusal(s, self.seat, text) or solo_refusal(s, self.seat, text)

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        seat = self.seat
        verb, _sep, rest = text.partition(" ")
        if verb == "pass":
            ev.append(Event(_.lazy("{who} passes.", who=s.names[seat]), R.TURN, "turn", "pass"))
        elif verb == "trade":
            item, name = rest.split()
            start_trade(s, seat, item, name, ev)
        elif verb == "attack":
            start_fight(s, seat, rest, ev)
        elif verb == "declare":
            start_claim(s, seat, rest, ev)
        elif verb == "fence":
            fence_offer(s, seat, rest, ev)
        elif verb == "draw_item":
            ev.append(
                Event(
                    _.lazy("{who}, the coachman, draws an item instead.", who=s.names[seat]),
                    R.COACHMAN,
                    "turn",
                    "coach_draw",
                )
            )
            draw(s, seat, ev)
        else:
            use_free(s, seat, verb, ev)


#: The professions that may hold a Fence: the Fence, and an Illusionist copying one.
_FENCES = ("fence", "illusionist")


def coach_texts(s: State, seat: int) -> list[str]:
    """The coachman's other action: draw an item (option ``coachman_may_draw``)."""
    if s.coachman == seat and s.pile and s.opts["coachman_may_draw"]:
        return ["draw_item"]
    return []


def start(s: State, ev: list[Event], prepared: bool = False) -> None:
    """The first turn begins, the start player's; with the expansion the players first choose
    their professions (those frames are on the stack, seeded or prepared)."""
    if not s.stack:
        begin_turn(s, s.start_player, ev)


def begin_turn(s: State, seat: int, ev: list[Event]) -> None:
    s.turn_seat = seat
    s.turn_number += 1
    if s.in_force is not None and s.opts["passive_events_last"] == "one_turn":
        s.in_force = None  # the passive event held for the turn it was drawn in
    after_action(s, seat)  # the Diplomat after the action (option diplomat_timing)
    s.stack.append(Turn(seat))
    if s.coachman is not None:
        start_of_turn(s, seat, ev)


def next_turn(s: State, ev: list[Event]) -> None:
    """The left neighbour's turn, or the end at the turn cap."""
    if s.turn_number == 0:  # the professions are chosen: the first turn
        begin_turn(s, s.start_player, ev)
        return
    if s.turn_number >= s.opts["turn_cap"]:
        s.result = result(
            _.lazy("the kit's cap of {n} turns: nobody has won", n=s.opts["turn_cap"]),
            winners=(),
            scores=(0.0,) * s.n,
            ranking=(tuple(range(s.n)),),
            rule=R.TURN_CAP,
        )
        ev.append(
            Event(
                _.lazy(
                    "{n} turns have been played without a victory: the kit stops the match.",
                    n=s.opts["turn_cap"],
                ),
                R.TURN_CAP,
                "end",
                "turn_cap",
            )
        )
        return
    begin_turn(s, (s.turn_seat + 1) % s.n, ev)


def free_texts(s: State, seat: int) -> list[str]:
    """The professions ``seat`` may use in its turn before (or besides) its action."""
    held = held_of(s, seat, FREE_PROFESSIONS)
    if not held:  # most turns: none of the three
        return held
    out = []
    if "diplomat" in held and s.items[seat]:
        out.append("diplomat")
    if "clairvoyant" in held and s.pile:
        out.append("clairvoyant")
    if "fortune_teller" in held:
        out.append("fortune_teller")
    return out


#: The professions of one's own turn, before or besides its action (``free_texts``).
FREE_PROFESSIONS = ("diplomat", "clairvoyant", "fortune_teller")


def use_free(s: State, seat: int, prof: str, ev: list[Event]) -> None:
    use_profession(s, seat, prof)
    who = s.names[seat]
    if prof == "diplomat":
        ev.append(
            Event(_.lazy("{who} is the Diplomat.", who=who), R.DIPLOMAT, "profession", "diplomat")
        )
        end_turn(s, seat)  # used now: no question after the action any more
        s.stack.append(Demand(seat))
        return
    if prof == "fortune_teller":
        ev.append(
            Event(
                _.lazy("{who} is the Fortune Teller.", who=who),
                R.FORTUNE_TELLER,
                "profession",
                "fortune",
            )
        )
        if s.opts["free_looks"]:
            s.stack.append(Turn(seat))  # the turn's action is still to come
        s.stack.append(Foretell(seat))
        return
    ev.append(
        Event(
            _.lazy("{who} is the Clairvoyant and looks through the draw pile.", who=who),
            R.CLAIRVOYANT,
            "profession",
            "clairvoyant",
            {seat: _.lazy("You look through the draw pile: {items}.", items=Words(s.pile))},
        )
    )
    s.pile_seen[seat] = (tuple(sorted(s.pile)), s.turn_number, "the Clairvoyant")
    if s.opts["free_looks"]:
        s.stack.append(Turn(seat))  # the turn's action is still to come
    s.stack.append(Arrange(seat, ()))


class AfterAction(KFrame):
    """Option ``diplomat_timing="before_or_after"``: once the turn's action is done, the turn's
    player may still use the Diplomat (rules §diplomat). Asked of every turn's player who might
    hold an unused Diplomat, so that being asked tells nobody anything; he alone sees whether
    ``diplomat`` is among his choices."""

    __slots__ = ()
    kind = "diplomat_after"
    rule = R.DIPLOMAT
    secret = True

    def prompt(self, s: State) -> str:
        return _(
            "{who}: use the Diplomat now, after your action, or end your turn",
            who=s.names[self.seat],
        )

    def legal(self, s: State) -> list[str]:
        if holds(s, self.seat, "diplomat") and s.items[self.seat]:
            return ["diplomat", "pass"]
        return ["pass"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text == "diplomat":
            use_profession(s, self.seat, "diplomat")
            ev.append(
                Event(
                    _.lazy(
                        "{who} is the Diplomat, after the turn's action.", who=s.names[self.seat]
                    ),
                    R.DIPLOMAT,
                    "profession",
                    "diplomat",
                )
            )
            s.stack.append(Demand(self.seat, True))


def after_action(s: State, seat: int) -> None:
    """At a turn's start, below its action: the question ``AfterAction`` (option
    ``diplomat_timing``)."""
    if s.opts["diplomat_timing"] == "before_or_after" and could_hold(s, seat, "diplomat"):
        s.stack.append(AfterAction(seat))


class Demand(KFrame):
    """Diplomat: whom to demand an item from."""

    __slots__ = ("after",)
    kind = "diplomat_whom"
    rule = R.DIPLOMAT
    secret = False

    def __init__(self, seat: int, after: bool = False) -> None:
        super().__init__(seat)
        self.after = after  # used after the turn's action: no action follows

    def payload(self) -> tuple[Any, ...]:
        return (self.after,)

    def prompt(self, s: State) -> str:
        return _("{who}: demand an item from which player? (Diplomat)", who=s.names[self.seat])

    def legal(self, s: State) -> list[str]:
        return [f"demand {s.names[(self.seat + k) % s.n]}" for k in range(1, s.n)]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        s.stack.append(Ask(self.seat, seat_of(s, text.split()[1]), self.after))


def _in_play(s: State) -> list[str]:
    deck = list(BASE_ITEMS) + (list(EXPANSION_ITEMS) if s.expansion else [])
    return sorted(i for i in deck if i not in s.removed)


def _demanded(s: State, target: int, item: str) -> str | None:
    """The card ``target`` must hand over for a demand of ``item``: the item itself, or with
    an empty pile the Secret Bag that now counts as it; ``None`` when he has neither."""
    hand = s.items[target]
    if item in hand:
        return item
    if not s.pile:
        for bag, goal in SECRET_BAGS.items():
            if goal == item and bag in hand:
                return bag
    return None


class Ask(KFrame):
    """Diplomat: name the item demanded (said aloud)."""

    __slots__ = ("target", "after")
    kind = "diplomat_what"
    rule = R.DIPLOMAT
    secret = False

    def __init__(self, seat: int, target: int, after: bool = False) -> None:
        super().__init__(seat)
        self.target = target
        self.after = after

    def payload(self) -> tuple[Any, ...]:
        return (self.target, self.after)

    def prompt(self, s: State) -> str:
        return _(
            "{who}: name the item you demand from {whom}",
            who=s.names[self.seat],
            whom=s.names[self.target],
        )

    def legal(self, s: State) -> list[str]:
        return [f"ask {i}" for i in _in_play(s)]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        item = text.split()[1]
        who, whom = s.names[self.seat], s.names[self.target]
        card = _demanded(s, self.target, item)
        if card is None:
            ev.append(
                Event(
                    _.lazy(
                        "{who} demands the {item} from {whom}, who does not have it and shows "
                        "{who} all their items; {who}'s turn ends.",
                        who=who,
                        item=item_msg(item),
                        whom=whom,
                    ),
                    R.DIPLOMAT,
                    "profession",
                    "diplomat_miss",
                )
            )
            look_items(
                s, self.seat, self.target, _.mark("a failed Diplomat's demand"), R.DIPLOMAT, ev
            )
            end_turn(s, self.seat)
            return
        s.items[self.target].remove(card)
        s.items[self.seat].append(card)
        learn_given(s, self.target, self.seat, card)
        ev.append(
            Event(
                _.lazy(
                    "{who} demands the {item} from {whom}, who must hand it over.",
                    who=who,
                    item=item_msg(item),
                    whom=whom,
                ),
                R.DIPLOMAT,
                "profession",
                "diplomat_hit",
                {self.seat: _.lazy("{who} hands you the {item}.", who=whom, item=item_msg(card))}
                if card != item
                else None,
            )
        )
        if not self.after:
            s.stack.append(Turn(self.seat))
        s.stack.append(DiplomatReturn(self.seat, self.target, card))


class DiplomatReturn(KFrame):
    """Diplomat: give one item back, face down (as in a trade; the effects fire)."""

    __slots__ = ("target", "item")
    kind = "diplomat_return"
    rule = R.DIPLOMAT
    secret = True
    defer_limit = True

    def __init__(self, seat: int, target: int, item: str) -> None:
        super().__init__(seat)
        self.target = target
        self.item = item

    def payload(self) -> tuple[Any, ...]:
        return (self.target, self.item)

    def pins(self, s: State) -> Iterable[tuple[int, str]]:
        return ((self.seat, self.item),)

    def prompt(self, s: State) -> str:
        return _(
            "{who}: give {whom} one item back, face down",
            who=s.names[self.seat],
            whom=s.names[self.target],
        )

    def legal(self, s: State) -> list[str]:
        hand = list(s.items[self.seat])
        hand.remove(self.item)
        if self.item in SECRET_BAGS and s.pile:  # no bag for bag while the pile lasts
            others = [i for i in hand if i not in SECRET_BAGS]
            hand = others or hand  # holding only the other Bag, he gives it (rules §diplomat)
        return [GIVE[i] for i in distinct(hand)]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        back = text.split()[1]
        s.items[self.seat].remove(back)
        s.items[self.target].append(back)
        learn_given(s, self.seat, self.target, back)
        who, whom = s.names[self.seat], s.names[self.target]
        ev.append(
            Event(
                _.lazy("{who} gives {whom} an item back.", who=who, whom=whom),
                R.DIPLOMAT,
                "profession",
                "diplomat_return",
                {
                    self.seat: _.lazy(
                        "You give {whom} the {item}.", whom=whom, item=item_msg(back)
                    ),
                    self.target: _.lazy(
                        "{who} gives you the {item}.", who=who, item=item_msg(back)
                    ),
                },
            )
        )
        # As a trade the Diplomat offered ``back`` and received ``item``.
        fire_effects(s, self.seat, self.target, back, self.item, ev)


class Arrange(KFrame):
    """Clairvoyant: choose the cards to lie on top of the draw pile, top first."""

    __slots__ = ("picked",)
    kind = "clairvoyant"
    rule = R.CLAIRVOYANT
    secret = True  # the texts name the pile

    def __init__(self, seat: int, picked: tuple[str, ...]) -> None:
        super().__init__(seat)
        self.picked = picked

    def payload(self) -> tuple[Any, ...]:
        return (list(self.picked),)

    def pins_pile(self) -> bool:
        return True

    def shows(self, s: State, seat: int | None) -> dict[str, Any] | None:
        if seat != self.seat:
            return None
        return {"pile": sorted(s.pile), "picked": list(self.picked)}

    def prompt(self, s: State) -> str:
        if not self.picked:
            return _("{who}: choose the card to lie top on the draw pile", who=s.names[self.seat])
        return _("{who}: choose the card to lie second on the draw pile", who=s.names[self.seat])

    def legal(self, s: State) -> list[str]:
        rest = list(s.pile)
        for p in self.picked:
            rest.remove(p)
        return [f"top {i}" for i in distinct(rest)]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        picked = (*self.picked, text.split()[1])
        if len(picked) < 2 and len(s.pile) > len(picked):
            s.stack.append(Arrange(self.seat, picked))
            return
        rest = list(s.pile)
        for p in picked:
            rest.remove(p)
        s.rng.shuffle(rest)
        s.pile = rest + list(reversed(picked))  # the top card is last
        ev.append(
            Event(
                _.lazy_plural(
                    "{who} puts {n} cards on top of the draw pile and shuffles the rest below.",
                    "{who} puts {n} cards on top of the draw pile and shuffles the rest below.",
                    len(picked),
                    who=s.names[self.seat],
                ),
                R.CLAIRVOYANT,
                "profession",
                "arrange",
                {
                    self.seat: _.lazy(
                        "You put the {item} on top (the first on top).", item=item_msg(picked[0])
                    )
                    if len(picked) == 1
                    else _.lazy(
                        "You put the {first} and then the {second} on top (the first on top).",
                        first=item_msg(picked[0]),
                        second=item_msg(picked[1]),
                    )
                },
            )
        )


class Foretell(KFrame):
    """Fortune Teller (expansion; once, own turn, free): look at any player's society card."""

    __slots__ = ()
    kind = "fortune_teller"
    rule = R.FORTUNE_TELLER
    secret = False

    def prompt(self, s: State) -> str:
        return _(
            "{who}: look at which player's society card? (Fortune Teller)", who=s.names[self.seat]
        )

    def legal(self, s: State) -> list[str]:
        return [f"see {s.names[(self.seat + k) % s.n]}" for k in range(1, s.n)]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        target = seat_of(s, text.split()[1])
        look_society(s, self.seat, target, _.mark("the Fortune Teller"), R.FORTUNE_TELLER, ev)


class Choose(KFrame):
    """Expansion setup: keep one of the two professions dealt; the other goes face down to
    the leftover stack (rules §choose-profession; seed 002 "In der Erweiterung erhält jeder
    zwei Berufe und wählt einen davon")."""

    __slots__ = ("offered",)
    kind = "choose_profession"
    rule = R.CHOOSE_PROFESSION
    secret = True

    def __init__(self, seat: int, offered: tuple[str, ...]) -> None:
        super().__init__(seat)
        self.offered = tuple(offered)

    def payload(self) -> tuple[Any, ...]:
        return (list(self.offered),)

    def pins_profession(self) -> int | None:
        return self.seat

    def shows(self, s: State, seat: int | None) -> dict[str, Any] | None:
        return {"choose": list(self.offered)} if seat == self.seat else None

    def prompt(self, s: State) -> str:
        return _("{who}: keep one of your two professions", who=s.names[self.seat])

    def legal(self, s: State) -> list[str]:
        return [f"keep {p}" for p in self.offered]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        kept = text.split()[1]
        other = next(p for p in self.offered if p != kept)
        s.professions[self.seat] = kept
        s.prof_stack.append(other)
        ev.append(
            Event(
                _.lazy(
                    "{who} keeps one profession and puts the other on the stack.",
                    who=s.names[self.seat],
                ),
                R.CHOOSE_PROFESSION,
                "setup",
                "choose_profession",
                {self.seat: _.lazy("You keep the {profession}.", profession=prof_msg(kept))},
            )
        )
