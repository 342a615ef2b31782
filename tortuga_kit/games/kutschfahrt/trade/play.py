"""A trade in play (action B; rules §trade, §trade-effects; seed 002 "B. Gegenstand tauschen").

The steps, each a decision of its own:

1. The turn's player offers one item face down to another player (``trade <item> <player>``):
   only the two of them read which (the public log says an offer was made).
2. The receiver answers (``Answer``): ``accept`` or ``refuse``, as ``trade.trade_rules`` says
   (the Black Pearl and the Broken Mirror must be accepted; a receiver whose only item is one
   Secret Bag must refuse the other while the draw pile lasts). Refused: the card goes back
   silently, no effect fires, the turn ends.
3. Accepted: the receiver gives back one other item face down (``Return``, ``give <item>``),
   never the other Secret Bag while the pile lasts. The offerer may not refuse it.
4. The cards with an effect are named in public, and each effect is offered to its **giver**
   (``Effect``), in the order of ``trade.trade_effects`` (the receiver's card first; option
   ``effect_order``, rules §effect-order). Every effect is optional (``skip``; rules
   §optional-effects). The Broken Mirror silences both cards: nothing is named.

The effects: a Secret Bag draws the top item (``draw``), the Privilege shows all the partner's
items and the Monocle his society card (``look``), the Tome swaps the two professions
(``tome``), the Coat swaps one's profession for one from the leftover stack (``coat``, then
``take <profession>``), the Sextant makes every player pass one item to the left or right
(``sextant left|right``, then each ``hand_on <item>``, committed in secret and passed at once).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ....engine.events import Event
from ....engine.i18n import Joined, Msg, translator
from .. import rulerefs as R
from ..cards import MUST_ACCEPT, SECRET_BAGS
from ..frames import GIVE, OTHERS, KFrame, SaidTwice, distinct, refused, seat_of
from ..holdings import holds, use_profession
from ..knowledge import (
    GAVE_IT_TO_YOU,
    PROFESSION,
    YOU_GAVE_IT,
    how_msg,
    learn,
    learn_card,
    learn_card_all,
    learn_given,
    look_items,
    look_society,
    prof_msg,
)
from ..state import State
from .rules import item_msg, item_text, trade_effects, trade_rules, trade_terms

_ = translator("kutschfahrt")

#: Events made at almost every step: translated templates, their fields a tuple.
OFFERS = _.template("{who} offers {whom} an item face down.")
ACCEPTS = _.template("{who} accepts {whom}'s offer.")
GIVES_BACK = _.template("{who} gives {whom} an item back.")


def offer_texts(s: State, seat: int) -> list[str]:
    """Every ``trade <item> <player>`` of the turn's player: each of his items to each other
    player who holds an item to give back (a trade is a swap; rules §empty-hand-trade)."""
    hand = s.items[seat]
    if not hand:
        return []
    n, items, names = s.n, s.items, s.names
    others = OTHERS[n][seat]
    to = [names[p] for p in others if items[p]]
    mine = distinct(hand)
    out = [said[name] for said in map(TRADE.__getitem__, mine) for name in to]
    if s.opts["offer_to_empty_hand"]:  # he must refuse; a must-accept card is never offered
        empty = [names[p] for p in others if not items[p]]
        out += [TRADE[i][name] for i in mine if i not in MUST_ACCEPT for name in empty]
    return out


#: The offers' texts, made once per item and name (``frames.SaidTwice``).
TRADE = SaidTwice("trade")


def empty_hand_refusal(s: State, seat: int, text: str) -> Any:
    """Why ``trade <item> <player>`` is not offered when that player holds no item (rules
    §empty-hand-trade): the refusal, citing that section, or ``None`` for any other text. The
    turn's ``refuse`` asks it, so a learner who tries it reads the assumption, not a list."""
    words = text.split()
    if len(words) != 3 or words[0] != "trade" or words[1] not in s.items[seat]:
        return None
    p = s.names.index(words[2]) if words[2] in s.names else seat
    if p == seat or s.items[p]:
        return None
    return refused(
        text, trade_rules(words[1], [], pile_empty=not s.pile).said(), R.EMPTY_HAND_TRADE
    )


def fence_texts(s: State, seat: int) -> list[str]:
    """The Fence's offers: the top card of the draw pile to any player who can give back."""
    if not s.pile or not holds(s, seat, "fence"):
        return []
    return [f"fence {s.names[p]}" for k in range(1, s.n) if s.items[p := (seat + k) % s.n]]


def fence_offer(s: State, seat: int, name: str, ev: list[Event], second: bool = False) -> None:
    """The Fence offers the top card of the pile instead of his own: he sees it, takes it,
    and offers it; refused, he keeps it (rules §fence)."""
    use_profession(s, seat, "fence")
    looks = s.opts["fence_looks"]
    top = s.pile.pop() if looks else s.pile[-1]  # unseen, it stays on the pile till the answer
    if looks:
        s.items[seat].append(top)
    ev.append(
        Event(
            _.lazy(
                "{who} is the Fence and offers the top card of the draw pile.", who=s.names[seat]
            ),
            R.FENCE,
            "trade",
            "fence",
            {seat: _.lazy("You take the {item} from the pile to offer it.", item=item_msg(top))}
            if looks
            else {seat: _.lazy("You offer the top card of the pile without looking at it.")},
        )
    )
    start_trade(s, seat, top, name, ev, second, pile=True)


def start_trade(
    s: State,
    seat: int,
    item: str,
    name: str,
    ev: list[Event],
    second: bool = False,
    pile: bool = False,
) -> None:
    to = seat_of(s, name)
    who = s.names[seat]
    unseen = pile and not s.opts["fence_looks"]
    mine = (
        _.lazy("You offer {whom} the pile's top card, unseen, face down.", whom=name)
        if unseen
        else _.lazy("You offer {whom} the {item}, face down.", whom=name, item=item_msg(item))
    )
    ev.append(
        Event(
            OFFERS,
            R.TRADE,
            "trade",
            "offer",
            {
                seat: mine,
                to: _.lazy("{who} offers you the {item}, face down.", who=who, item=item_msg(item)),
            },
            (who, name),
        )
    )
    learn_card(s, to, seat, item, _.mark("offered to you"))
    s.stack.append(Answer(to, seat, item, second, pile, unseen))


class Answer(KFrame):
    """The receiver of an offer: accept or refuse (the card is shown to him only)."""

    __slots__ = ("offerer", "item", "second", "pile", "blind")
    kind = "trade_answer"
    rule = R.TRADE
    secret = True  # whether refusing is allowed depends on the card
    defer_limit = True  # a Fence holds the offered top card until the answer

    def __init__(
        self,
        seat: int,
        offerer: int,
        item: str,
        second: bool = False,
        pile: bool = False,
        blind: bool = False,
    ) -> None:
        super().__init__(seat)
        self.offerer = offerer
        self.item = item
        self.second = second  # the Abandoned Warehouse's second trade
        self.pile = pile  # the Fence's offer: the top card of the draw pile
        self.blind = blind  # ... and it still lies there, unseen by him (``fence_looks``)

    def payload(self) -> tuple[Any, ...]:
        return (self.offerer, self.item, self.second, self.pile, self.blind)

    def unseen(self, s: State) -> bool:
        """The Fence's card still lies on the pile (option ``fence_looks=False``)."""
        return self.blind

    def pins(self, s: State) -> Iterable[tuple[int, str]]:
        return () if self.unseen(s) else ((self.offerer, self.item),)

    def pins_pile(self) -> bool:
        return self.blind  # an unseen Fence's card is the pile's top: the pile stays as it is

    def prompt(self, s: State) -> str:
        return _(
            "{who}: accept or refuse {whom}'s offer",
            who=s.names[self.seat],
            whom=s.names[self.offerer],
        )

    def legal(self, s: State) -> list[str]:
        must_accept, must_refuse, _back = trade_terms(self.item, s.items[self.seat], not s.pile)
        if must_refuse:
            return ["refuse"]
        return ["accept"] if must_accept else ["accept", "refuse"]

    def refuse(self, s: State, text: str) -> Any:
        if text in ("accept", "refuse"):
            r = trade_rules(self.item, s.items[self.seat], pile_empty=not s.pile)
            return refused(text, r.said(), r.rule)
        return None

    def shows(self, s: State, seat: int | None) -> dict[str, Any] | None:
        offer: dict[str, Any] = {"from": self.offerer, "to": self.seat}
        if seat == self.seat or (seat == self.offerer and not self.unseen(s)):
            offer["item"] = self.item
        return {"offer": offer}

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        who, off = s.names[self.seat], s.names[self.offerer]
        unseen = self.unseen(s)
        if unseen:  # the Fence's card leaves the pile now: his if refused, the receiver's if not
            s.items[self.offerer].append(s.pile.pop())
        if text == "refuse":
            ev.append(
                Event(
                    _.lazy(
                        "{who} refuses {whom}'s offer; the card goes back unseen.",
                        who=who,
                        whom=off,
                    ),
                    R.TRADE,
                    "trade",
                    "refuse",
                    {self.offerer: _.lazy("You keep the {item}.", item=item_msg(self.item))}
                    if unseen
                    else None,
                )
            )
            if s.expansion and s.opts["revenge_tokens"]:
                s.revenge[self.offerer] += 1
                ev.append(
                    Event(
                        _.lazy("{who} takes a revenge token for the refused offer.", who=off),
                        R.REVENGE,
                        "trade",
                        "revenge_token",
                    )
                )
            if s.in_force == "creaking_gallows" and s.pile:  # with or without revenge tokens
                s.stack.append(Effect(self.offerer, "creaking_gallows", self.seat))
            return
        s.items[self.offerer].remove(self.item)
        s.items[self.seat].append(self.item)
        ev.append(
            Event(
                ACCEPTS,
                R.TRADE,
                "trade",
                "accept",
                None,
                (who, off),
            )
        )
        if s.in_force == "abandoned_warehouse" and not self.second:
            s.stack.append(SecondTrade(self.offerer))
        if self.item == "crystal_ball":  # the offerer draws the return at random
            hand = [i for i in s.items[self.seat] if i != "crystal_ball"]
            back = hand[s.rng.randrange(len(hand))]
            ev.append(
                Event(
                    _.lazy(
                        "{who} gave the Crystal Ball and draws one of {whom}'s items at random.",
                        who=off,
                        whom=who,
                    ),
                    R.CRYSTAL_BALL,
                    "trade",
                    "crystal_ball",
                )
            )
            learn_card_all(s, self.seat, "crystal_ball", _.mark("named in a trade"))
            finish_return(
                s, self.seat, self.offerer, self.item, back, R.CRYSTAL_BALL, ev, self.pile
            )
            return
        s.stack.append(Return(self.seat, self.offerer, self.item, self.pile))


class Return(KFrame):
    """The receiver of an accepted offer gives back one other item, face down."""

    __slots__ = ("offerer", "item", "pile")
    kind = "trade_return"
    rule = R.TRADE
    secret = True
    defer_limit = True  # he holds one item more until he gives one back

    def __init__(self, seat: int, offerer: int, item: str, pile: bool = False) -> None:
        super().__init__(seat)
        self.offerer = offerer
        self.item = item
        self.pile = pile  # the offered card came from the pile (the Fence)

    def payload(self) -> tuple[Any, ...]:
        return (self.offerer, self.item, self.pile)

    def pins(self, s: State) -> Iterable[tuple[int, str]]:
        return ((self.seat, self.item),)

    def prompt(self, s: State) -> str:
        return _(
            "{who}: give {whom} one item back, face down",
            who=s.names[self.seat],
            whom=s.names[self.offerer],
        )

    def legal(self, s: State) -> list[str]:
        before = list(s.items[self.seat])
        before.remove(self.item)
        out = [GIVE[i] for i in sorted(trade_terms(self.item, before, not s.pile)[2])]
        if s.pile and holds(s, self.seat, "merchant") and self.item not in SECRET_BAGS:
            out.append("give pile")  # the Merchant gives the top card of the pile instead
            # (not for a Secret Bag: the top card might be the other Bag, rules §merchant)
        return out

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        back = text.split()[1]
        rule = R.TRADE
        merchant = back == "pile"
        if merchant:
            use_profession(s, self.seat, "merchant")
            back = s.pile.pop()
            s.items[self.seat].append(back)
            rule = R.MERCHANT
            ev.append(
                Event(
                    _.lazy(
                        "{who} is the Merchant and gives the top card of the draw pile back.",
                        who=s.names[self.seat],
                    ),
                    R.MERCHANT,
                    "trade",
                    "merchant",
                )
            )
        finish_return(s, self.seat, self.offerer, self.item, back, rule, ev, self.pile, merchant)


def finish_return(
    s: State,
    receiver: int,
    offerer: int,
    item: str,
    back: str,
    rule: str,
    ev: list[Event],
    offered_from_pile: bool = False,
    returned_from_pile: bool = False,
) -> None:
    """The receiver's card goes to the offerer; then the effects (rules §trade-effects). A
    card the Fence or the Merchant took from the pile fires for him only under option
    ``pile_card_effects`` (rules §fence, §merchant)."""
    s.items[receiver].remove(back)
    s.items[offerer].append(back)
    learn_card(s, receiver, offerer, back, _.mark("you gave it back"))
    learn_card(s, offerer, receiver, back, GAVE_IT_TO_YOU)  # he saw the card he got back
    learn_card(s, offerer, receiver, item, YOU_GAVE_IT)  # and knows who holds his
    who, off = s.names[receiver], s.names[offerer]
    ev.append(
        Event(
            GIVES_BACK,
            rule,
            "trade",
            "return",
            {
                receiver: _.lazy("You give {whom} the {item} back.", whom=off, item=item_msg(back)),
                offerer: _.lazy("{who} gives you the {item} back.", who=who, item=item_msg(back)),
            },
            (who, off),
        )
    )
    silent: tuple[str, ...] = ()
    if not s.opts["pile_card_effects"]:
        silent = (("offerer",) if offered_from_pile else ()) + (
            ("receiver",) if returned_from_pile else ()
        )
    fire_effects(s, offerer, receiver, item, back, ev, silent)


class SecondTrade(KFrame):
    """The Abandoned Warehouse: after an accepted trade, a second trade in the same turn."""

    __slots__ = ()
    kind = "second_trade"
    rule = R.EVENTS
    secret = True

    def prompt(self, s: State) -> str:
        return _(
            "{who}: trade a second time (Abandoned Warehouse), or pass", who=s.names[self.seat]
        )

    def legal(self, s: State) -> list[str]:
        return ["pass", *offer_texts(s, self.seat), *fence_texts(s, self.seat)]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text.startswith("fence "):
            fence_offer(s, self.seat, text.split()[1], ev, second=True)
        elif text != "pass":
            _verb, item, name = text.split()
            start_trade(s, self.seat, item, name, ev, second=True)


def fire_effects(
    s: State,
    offerer: int,
    receiver: int,
    offered: str,
    returned: str,
    ev: list[Event],
    silent: tuple[str, ...] = (),
) -> None:
    """Name the cards with an effect and offer each effect to its giver (rules
    §trade-effects): ``offered`` went from ``offerer`` to ``receiver``, ``returned`` back;
    a giver in ``silent`` (a card from the pile, option ``pile_card_effects``) gets none."""
    fired = [(c, g) for c, g in trade_effects(offered, returned) if g not in silent]
    if s.opts["effect_order"] == "offerer_first":
        fired.reverse()
    if not fired:  # nothing is named, also when the Broken Mirror silenced both cards
        return
    given = {"offerer": offered, "receiver": returned}

    def card_words(card: str, giver: str) -> Msg:
        who = s.names[offerer if giver == "offerer" else receiver]
        if given[giver] == "gold_scale":
            return _.lazy(
                "{who} gave the Gold Scale (acting as the {item})", who=who, item=item_msg(card)
            )
        if card.startswith("secret_bag"):
            return _.lazy("{who} gave a Secret Bag", who=who)
        return _.lazy("{who} gave the {item}", who=who, item=item_msg(card))

    named = Joined([card_words(c, g) for c, g in fired])
    for _card, g in fired:  # everybody now knows who holds each named card
        card = given[g]
        seen = "secret_bag" if card.startswith("secret_bag") else card  # which Bag: unsaid
        holder = receiver if g == "offerer" else offerer
        learn_card_all(s, holder, seen, _.mark("named in a trade"))
    ev.append(
        Event(
            _.lazy("Cards with an effect changed hands: {named}.", named=named),
            R.TRADE_EFFECTS,
            "trade",
            "named",
        )
    )
    # The first effect resolves first: push in reverse.
    for card, giver in reversed(fired):
        seat, partner = (offerer, receiver) if giver == "offerer" else (receiver, offerer)
        s.stack.append(Effect(seat, card, partner))


def must_use(s: State, card: str) -> bool:
    """May the giver decline this effect? Every card says "you may" in some version; the
    Sextant and the Coat are commands in others (option ``optional_effects``, rules
    §optional-effects). The Creaking Gallows is an event, not a card: always optional."""
    mode = s.opts["optional_effects"]
    if card == "creaking_gallows" or mode == "all":
        return False
    return mode == "none" or card in ("sextant", "coat")


_VERB = {
    "secret_bag_key": "draw",
    "secret_bag_goblet": "draw",
    "privilege": "look",
    "monocle": "look",
    "tome": "tome",
    "coat": "coat",
    "creaking_gallows": "draw",
}


class Effect(KFrame):
    """A trade effect offered to the card's giver: use it or skip it."""

    __slots__ = ("card", "partner")
    kind = "trade_effect"
    rule = R.TRADE_EFFECTS
    secret = False  # the card was named in public, and its choices show nothing private

    def __init__(self, seat: int, card: str, partner: int) -> None:
        super().__init__(seat)
        self.card = card
        self.partner = partner

    def payload(self) -> tuple[Any, ...]:
        return (self.card, self.partner)

    def prompt(self, s: State) -> str:
        if self.card == "creaking_gallows":
            return _(
                "{who}: your offer was refused: draw an item (Creaking Gallows)?",
                who=s.names[self.seat],
            )
        if self.card.startswith("secret_bag"):
            return _(
                "{who}: you gave a Secret Bag: use its effect, or skip it", who=s.names[self.seat]
            )
        return _(
            "{who}: you gave {item}: use its effect, or skip it",
            who=s.names[self.seat],
            item=item_text(self.card),
        )

    def legal(self, s: State) -> list[str]:
        card = self.card
        if (card.startswith("secret_bag") or card == "creaking_gallows") and not s.pile:
            return ["skip"]
        if card == "coat" and not s.prof_stack:
            return ["skip"]
        use = ["sextant left", "sextant right"] if card == "sextant" else [_VERB[card]]
        return use if must_use(s, card) else [*use, "skip"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        who = s.names[self.seat]
        card = self.card
        if text == "skip":
            ev.append(
                Event(
                    _.lazy("{who} does without the effect.", who=who),
                    R.OPTIONAL_EFFECTS,
                    "trade",
                    "skip",
                )
            )
            return
        if card.startswith("secret_bag") or card == "creaking_gallows":
            drawn = s.pile.pop()
            s.items[self.seat].append(drawn)
            why = how_msg(
                _.mark("Secret Bag") if card != "creaking_gallows" else _.mark("Creaking Gallows")
            )
            ev.append(
                Event(
                    _.lazy("{who} draws an item ({why}).", who=who, why=why),
                    R.TRADE_EFFECTS,
                    "trade",
                    "bag_draw",
                    {
                        self.seat: _.lazy(
                            "You draw the {item} ({why}).", item=item_msg(drawn), why=why
                        )
                    },
                )
            )
        elif card == "privilege":
            look_items(s, self.seat, self.partner, _.mark("Privilege"), R.TRADE_EFFECTS, ev)
        elif card == "monocle":
            look_society(s, self.seat, self.partner, _.mark("Monocle"), R.TRADE_EFFECTS, ev)
        elif card == "tome":
            tome(s, self.seat, self.partner, ev)
        elif card == "coat":
            s.stack.append(CoatPick(self.seat))
        elif card == "sextant":
            way = text.split()[1]
            order = tuple(p for k in range(s.n) if s.items[p := (self.seat + k) % s.n])
            ev.append(
                Event(
                    _.lazy(
                        "{who} names left: every player passes one item to the left neighbour.",
                        who=who,
                    )
                    if way == "left"
                    else _.lazy(
                        "{who} names right: every player passes one item to the right neighbour.",
                        who=who,
                    ),
                    R.SEXTANT,
                    "trade",
                    "sextant",
                )
            )
            if order:
                s.stack.append(HandOn(order[0], way, order, ()))


def tome(s: State, seat: int, partner: int, ev: list[Event]) -> None:
    """Swap the two professions; both go face down, unused (rules §tome). Each learns the
    other's former card, which the other now holds."""
    mine, theirs = s.professions[seat], s.professions[partner]
    s.professions[seat], s.professions[partner] = theirs, mine
    for p in (seat, partner):
        s.face_up[p] = False
        s.spent[p] = False
        s.copied[p] = None  # an Illusionist's copy ends with his card (rules §illusionist)
    learn(s, seat, partner, PROFESSION, mine, _.mark("Tome"))
    learn(s, partner, seat, PROFESSION, theirs, _.mark("Tome"))
    who, whom = s.names[seat], s.names[partner]
    ev.append(
        Event(
            _.lazy(
                "{who} and {whom} swap professions (Tome); both lie face down, unused.",
                who=who,
                whom=whom,
            ),
            R.TOME,
            "trade",
            "tome",
            {
                seat: _.lazy(
                    "You give {whom} your {mine} and take the {theirs}.",
                    whom=whom,
                    mine=prof_msg(mine),
                    theirs=prof_msg(theirs),
                ),
                partner: _.lazy(
                    "{who} gives you the {mine} and takes your {theirs}.",
                    who=who,
                    mine=prof_msg(mine),
                    theirs=prof_msg(theirs),
                ),
            },
        )
    )


class CoatPick(KFrame):
    """The Coat's giver looks through the leftover professions and takes one."""

    __slots__ = ()
    kind = "coat_pick"
    rule = R.COAT
    secret = True  # the texts name the leftover stack

    def pins_stack(self) -> bool:
        return True

    def prompt(self, s: State) -> str:
        return _("{who}: take a profession from the leftover stack (Coat)", who=s.names[self.seat])

    def legal(self, s: State) -> list[str]:
        stack = list(s.prof_stack)
        if s.opts["coat_take_back"]:  # his old card goes into the stack first
            stack.append(s.professions[self.seat])
        return [f"take {p}" for p in distinct(stack)]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        new = text.split()[1]
        old = s.professions[self.seat]
        if new == old:  # coat_take_back: he takes his own card back, face down and unused
            mine = _.lazy("You take your {old} back, face down and unused.", old=prof_msg(old))
        else:
            s.prof_stack.remove(new)
            s.prof_stack.append(old)
            s.professions[self.seat] = new
            mine = _.lazy(
                "You take the {new} and put your {old} into the stack.",
                new=prof_msg(new),
                old=prof_msg(old),
            )
        s.face_up[self.seat] = False
        s.spent[self.seat] = False
        s.copied[self.seat] = None
        ev.append(
            Event(
                _.lazy(
                    "{who} looks through the stack and takes a profession (Coat): it lies face "
                    "down, unused.",
                    who=s.names[self.seat],
                ),
                R.COAT,
                "trade",
                "coat",
                {self.seat: mine},
            )
        )


class HandOn(KFrame):
    """Sextant: each player with an item commits in secret the one he passes on; when all have,
    the items move at once (a simultaneous choice as a round of secret commits)."""

    __slots__ = ("way", "order", "chosen")
    kind = "sextant_pass"
    rule = R.SEXTANT
    secret = True

    def __init__(self, seat: int, way: str, order: tuple[int, ...], chosen: tuple[str, ...]):
        super().__init__(seat)
        self.way = way
        self.order = order
        self.chosen = chosen

    def payload(self) -> tuple[Any, ...]:
        return (self.way, list(self.order), list(self.chosen))

    def pins(self, s: State) -> Iterable[tuple[int, str]]:
        return zip(self.order, self.chosen)

    def prompt(self, s: State) -> str:
        if self.way == "left":
            return _(
                "{who}: choose the item you pass to the left (Sextant)", who=s.names[self.seat]
            )
        return _("{who}: choose the item you pass to the right (Sextant)", who=s.names[self.seat])

    def legal(self, s: State) -> list[str]:
        return [f"hand_on {i}" for i in distinct(s.items[self.seat])]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        chosen = (*self.chosen, text.split()[1])
        k = len(chosen)
        if k < len(self.order):
            s.stack.append(HandOn(self.order[k], self.way, self.order, chosen))
            return
        step = 1 if self.way == "left" else -1
        n = s.n
        private: dict[int, str | Msg] = {}
        got: dict[int, tuple[int, str]] = {}
        for p, item in zip(self.order, chosen):
            s.items[p].remove(item)
        for p, item in zip(self.order, chosen):
            to = (p + step) % n
            s.items[to].append(item)
            got[to] = (p, item)
            learn_given(s, p, to, item)
        for p, item in zip(self.order, chosen):
            to = (p + step) % n
            if p in got:
                frm, it = got[p]
                private[p] = _.lazy(
                    "You pass the {item} to {whom} and receive the {got} from {giver}.",
                    item=item_msg(item),
                    whom=s.names[to],
                    got=item_msg(it),
                    giver=s.names[frm],
                )
            else:
                private[p] = _.lazy(
                    "You pass the {item} to {whom}.", item=item_msg(item), whom=s.names[to]
                )
        for p, (frm, it) in got.items():
            if p not in private:
                private[p] = _.lazy(
                    "You receive the {item} from {giver}.", item=item_msg(it), giver=s.names[frm]
                )
        ev.append(
            Event(
                _.lazy("Every player passes an item to the left (Sextant).")
                if self.way == "left"
                else _.lazy("Every player passes an item to the right (Sextant)."),
                R.SEXTANT,
                "trade",
                "sextant_pass",
                private,
            )
        )
