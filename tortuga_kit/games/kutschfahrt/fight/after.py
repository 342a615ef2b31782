"""F7 the winner's reward and F9 after the fight (rules §fight-reward, §after-fight): truth or
luggage, the tie's draw, the cards handed over, the loser's look and the after-fight round."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ....engine.events import Event
from ....engine.flow import in_seat_order
from ....engine.i18n import translator
from .. import rulerefs as R
from ..coach import change_coachman
from ..frames import GIVE, TAKE, KFrame, Round, asked, distinct
from ..holdings import could_hold, holds, use_profession
from ..knowledge import (
    CHANGED_HANDS_IN_A_FIGHT,
    TOOK_IT_FROM_YOU,
    how_msg,
    learn_card,
    learn_card_all,
    learn_given,
    look_items,
    look_profession,
    look_society,
    reveal_society_to_all,
    society_msg,
)
from ..state import State
from ..trade.rules import item_msg
from .rules import ATTACKER, DEFENDER
from .state import PROFESSIONS, current_fight

_ = translator("kutschfahrt")


def _draw(s: State, seat: int, why: str, rule: str, ev: list[Event]) -> None:
    if s.pile:
        drawn = s.pile.pop()
        s.items[seat].append(drawn)
        ev.append(
            Event(
                _.lazy("{why}: {who} draws an item.", why=how_msg(why), who=s.names[seat]),
                rule,
                "fight",
                "tie_draw",
                {
                    seat: _.lazy(
                        "{why}: you draw the {item}.", why=how_msg(why), item=item_msg(drawn)
                    )
                },
            )
        )
    else:
        ev.append(
            Event(
                _.lazy("{why}, and the draw pile is empty: nothing to draw.", why=how_msg(why)),
                rule,
                "fight",
                "tie",
            )
        )


def consequences(s: State, ev: list[Event]) -> None:
    """F7: the winner's reward, or the tie's draw (and the tie's events)."""
    f = current_fight(s)
    r = f.result
    assert r is not None
    if r.winner is None:
        _draw(s, f.attacker, _.mark("A tie"), R.FIGHT_TIE, ev)
        if s.in_force == "fair_gesture":
            _draw(s, f.defender, _.mark("A tie under A Fair Gesture"), R.EVENTS, ev)
        if s.in_force == "marriage_of_convenience":
            how = _.mark("Marriage of Convenience after a tie")
            if s.opts["alliance_shows"] == "everyone":  # shown to the table (rules §events)
                for p in (f.attacker, f.defender):
                    reveal_society_to_all(s, p, how)
                ev.append(
                    Event(
                        _.lazy(
                            "{how}, the two show their societies to all: {attacker} {a_society}, "
                            "{defender} {d_society}.",
                            how=how_msg(how),
                            attacker=s.names[f.attacker],
                            a_society=society_msg(s.societies[f.attacker]),
                            defender=s.names[f.defender],
                            d_society=society_msg(s.societies[f.defender]),
                        ),
                        R.EVENTS,
                        "look",
                        "alliance_shown",
                    )
                )
            else:
                look_society(s, f.attacker, f.defender, how, R.EVENTS, ev)
                look_society(s, f.defender, f.attacker, how, R.EVENTS, ev)
        end_fight(s, ev)
        return
    winner = f.attacker if r.winner == ATTACKER else f.defender
    s.stack.append(Reward(winner, f.defender if winner == f.attacker else f.attacker))


class Reward(KFrame):
    """F7: the winner chooses the truth (society and profession) or the luggage (an item)."""

    __slots__ = ("loser",)
    kind = "reward"
    rule = R.REWARD
    secret = False  # whether the loser has items is public

    def __init__(self, seat: int, loser: int) -> None:
        super().__init__(seat)
        self.loser = loser

    def payload(self) -> tuple[Any, ...]:
        return (self.loser,)

    def prompt(self, s: State) -> str:
        return _(
            "{who} wins: see {whom}'s society and profession (truth), or look at their items "
            "and take one (luggage)",
            who=s.names[self.seat],
            whom=s.names[self.loser],
        )

    def legal(self, s: State) -> list[str]:
        return ["truth", "luggage"] if s.items[self.loser] else ["truth"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text == "truth":
            look_society(s, self.seat, self.loser, _.mark("the truth after a fight"), R.REWARD, ev)
            if s.opts["truth_shows_profession"]:
                look_profession(s, self.seat, self.loser, "the truth after a fight", R.REWARD, ev)
            end_fight(s, ev)
            return
        look_items(s, self.seat, self.loser, _.mark("the luggage after a fight"), R.REWARD, ev)
        s.stack.append(Take(self.seat, self.loser, None))


class Take(KFrame):
    """F7: the winner takes one of the loser's items (he has seen them all); also the
    Avenger's theft after a fight (``resume``: the after-fight round to go on with)."""

    __slots__ = ("loser", "resume")
    kind = "take"
    rule = R.REWARD
    secret = True

    def __init__(self, seat: int, loser: int, resume: tuple[tuple[int, ...], int] | None) -> None:
        super().__init__(seat)
        self.loser = loser
        self.resume = resume

    def payload(self) -> tuple[Any, ...]:
        return (self.loser, None if self.resume is None else [list(self.resume[0]), self.resume[1]])

    def pins(self, s: State) -> Iterable[tuple[int, str]]:
        return [(self.loser, i) for i in s.items[self.loser]]

    def prompt(self, s: State) -> str:
        return _(
            "{who}: take one of {whom}'s items", who=s.names[self.seat], whom=s.names[self.loser]
        )

    def legal(self, s: State) -> list[str]:
        hand = s.items[self.loser]
        if self.resume is None and "last_shirt" in hand:
            return ["take last_shirt"]  # while the loser holds it, only it may be taken
        return [TAKE[i] for i in distinct(hand)]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        item = text.split()[1]
        s.items[self.loser].remove(item)
        s.items[self.seat].append(item)
        learn_card(s, self.loser, self.seat, item, TOOK_IT_FROM_YOU)  # the winner saw it all
        who, whom = s.names[self.seat], s.names[self.loser]
        ev.append(
            Event(
                _.lazy("{who} takes one of {whom}'s items.", who=who, whom=whom),
                R.REWARD if self.resume is None else R.AFTER_FIGHT,
                "fight",
                "take",
                {
                    self.seat: _.lazy("You take {whom}'s {item}.", whom=whom, item=item_msg(item)),
                    self.loser: _.lazy("{who} takes your {item}.", who=who, item=item_msg(item)),
                },
            )
        )
        if not s.items[self.loser]:
            s.stack.append(GiveBack(self.seat, self.loser, self.resume))
        else:
            go_on(s, self.resume, ev)


class GiveBack(KFrame):
    """F7: the loser's last item was taken: the winner gives him one of his own (may be the
    same card; rules §last-item)."""

    __slots__ = ("loser", "resume")
    kind = "give_back"
    rule = R.LAST_ITEM
    secret = True
    defer_limit = True

    def __init__(self, seat: int, loser: int, resume: tuple[tuple[int, ...], int] | None) -> None:
        super().__init__(seat)
        self.loser = loser
        self.resume = resume

    def payload(self) -> tuple[Any, ...]:
        return (self.loser, None if self.resume is None else [list(self.resume[0]), self.resume[1]])

    def prompt(self, s: State) -> str:
        return _(
            "{who}: that was {whom}'s last item: give them one of yours",
            who=s.names[self.seat],
            whom=s.names[self.loser],
        )

    def legal(self, s: State) -> list[str]:
        return [GIVE[i] for i in distinct(s.items[self.seat])]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        item = text.split()[1]
        s.items[self.seat].remove(item)
        s.items[self.loser].append(item)
        learn_given(s, self.seat, self.loser, item)
        who, whom = s.names[self.seat], s.names[self.loser]
        ev.append(
            Event(
                _.lazy(
                    "{who} gives {whom} an item back (their last was taken).", who=who, whom=whom
                ),
                R.LAST_ITEM,
                "fight",
                "give_back",
                {
                    self.seat: _.lazy(
                        "You give {whom} the {item}.", whom=whom, item=item_msg(item)
                    ),
                    self.loser: _.lazy("{who} gives you the {item}.", who=who, item=item_msg(item)),
                },
            )
        )
        go_on(s, self.resume, ev)


def go_on(s: State, resume: tuple[tuple[int, ...], int] | None, ev: list[Event]) -> None:
    """After a theft: the reward's end, or the after-fight round's next seat."""
    if resume is None:
        end_fight(s, ev)
    else:
        after_round(s, resume[0], resume[1] + 1, ev)


#: The fight items that go to the opponent after the fight (reference §1.3).
HANDOVER = {"duelling_pistol": DEFENDER, "steel_mask": ATTACKER}


def end_fight(s: State, ev: list[Event], cancelled: bool = False) -> None:
    """F8–F9: what the fight causes after the reward (unless a Doctor cancelled it), the
    Pistol and the Mask handed to the opponent, then (expansion) the after-fight round of the
    Deed and the Avenger; professions used stay face up, items stay in hand."""
    f = current_fight(s)
    r = f.result
    for seat, card in f.used:
        if card in HANDOVER and card in s.items[seat]:
            to = f.defender if HANDOVER[card] == DEFENDER else f.attacker
            s.items[seat].remove(card)
            s.items[to].append(card)
            learn_card_all(s, to, card, CHANGED_HANDS_IN_A_FIGHT)
            ev.append(
                Event(
                    _.lazy(
                        "{who} hands the {item} to {whom}.",
                        who=s.names[seat],
                        item=item_msg(card),
                        whom=s.names[to],
                    ),
                    R.FIGHT_EFFECTS,
                    "fight",
                    "handover",
                )
            )
    if r is not None and r.winner is not None and not cancelled:
        winner = f.attacker if r.winner == ATTACKER else f.defender
        loser = f.defender if winner == f.attacker else f.attacker
        if s.in_force == "fearless_deed":
            look_society(s, loser, winner, _.mark("A Fearless Deed"), R.EVENTS, ev)
        if s.in_force == "revelation" and winner == f.attacker:
            reveal_society_to_all(s, loser, _.mark("Revelation"))
            ev.append(
                Event(
                    _.lazy(
                        "Revelation: {who} shows their society card to everybody: {society}.",
                        who=s.names[loser],
                        society=society_msg(s.societies[loser]),
                    ),
                    R.EVENTS,
                    "fight",
                    "revelation",
                )
            )
        if s.coachman == loser == f.defender and s.opts["coach_to_winner"]:
            change_coachman(s, winner, _.mark("wins a fight against the coachman"), ev)
        if s.expansion and s.items[loser]:  # he might hold the Top Hat or the Pocket Watch
            s.stack.append(LoserLook(loser, winner))
            return
    elif r is not None and r.winner is not None and not s.opts["doctor_stops_looks"]:
        winner = f.attacker if r.winner == ATTACKER else f.defender
        loser = f.defender if winner == f.attacker else f.attacker
        if s.expansion and s.items[loser]:  # this reading: the loser's own cards still look
            s.stack.append(LoserLook(loser, winner))
            return
    start_after_round(s, ev)


def start_after_round(s: State, ev: list[Event]) -> None:
    f = current_fight(s)
    order = tuple(p for p in in_seat_order(f.attacker, s.n) if _could_after(s, p))
    if order:
        after_round(s, order, 0, ev)
    else:
        s.fight = None


class LoserLook(KFrame):
    """F8 (expansion): the loser may use the Top Hat (lost as defender: see the attacker's
    society) or the Pocket Watch (see the winner's items). Every loser holding items is asked,
    so being asked shows nothing."""

    __slots__ = ("winner",)
    kind = "loser_look"
    rule = R.AFTER_FIGHT
    secret = True

    def __init__(self, seat: int, winner: int) -> None:
        super().__init__(seat)
        self.winner = winner

    def payload(self) -> tuple[Any, ...]:
        return (self.winner,)

    def prompt(self, s: State) -> str:
        return _(
            "{who}: you lost: use the Top Hat or the Pocket Watch, or pass", who=s.names[self.seat]
        )

    def legal(self, s: State) -> list[str]:
        f = current_fight(s)
        hand = s.items[self.seat]
        out = []
        if self.seat == f.defender and "top_hat" in hand:
            out.append("use top_hat")
        if "pocket_watch" in hand:
            out.append("use pocket_watch")
        return [*out, "pass"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text == "use top_hat":
            look_society(s, self.seat, self.winner, _.mark("the Top Hat"), R.AFTER_FIGHT, ev)
        elif text == "use pocket_watch":
            look_items(s, self.seat, self.winner, _.mark("the Pocket Watch"), R.AFTER_FIGHT, ev)
        start_after_round(s, ev)


def _winner(s: State) -> int | None:
    f = current_fight(s)
    r = f.result
    if r is None or r.winner is None:
        return None
    return f.attacker if r.winner == ATTACKER else f.defender


def _used_cards(s: State) -> list[str]:
    """The items used in this fight (public: they lay on the table), wherever they are now."""
    return [card for _, card in current_fight(s).used if card not in PROFESSIONS and card != "deed"]


def _could_after(s: State, seat: int) -> bool:
    """Might ``seat`` act after the fight (the Deed, the Avenger), as everybody can tell?"""
    if not s.expansion:
        return False
    if s.items[seat] and _used_cards(s):
        return True
    return _winner(s) not in (None, seat) and could_hold(s, seat, "avenger")


def after_round(s: State, order: tuple[int, ...], index: int, ev: list[Event]) -> None:
    if index < len(order):
        s.stack.append(AfterFight(order[index], order, index))
    else:
        s.fight = None


class AfterFight(Round):
    """F8 (expansion): the Deed (take an item used in the fight, give the Deed for it) and
    the Avenger (look at the winner's items and take one), each player asked once."""

    __slots__ = ()
    kind = "after_fight"
    rule = R.AFTER_FIGHT
    secret = True

    def closed(self, s: State, ev: list[Event]) -> None:
        s.fight = None

    def prompt(self, s: State) -> str:
        return asked(
            _(
                "{who}: after the fight, use the Deed or the Avenger, or pass",
                who=s.names[self.seat],
            )
        )

    def legal(self, s: State) -> list[str]:
        out = []
        if "deed" in s.items[self.seat]:
            mine = s.items[self.seat]
            out += [f"deed {card}" for card in _used_cards(s) if card not in mine]
        winner = _winner(s)
        avenger = winner is not None and winner != self.seat and holds(s, self.seat, "avenger")
        if avenger and winner is not None and s.items[winner]:
            out.append("avenge")
        return [*sorted(set(out)), "pass"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        who = s.names[self.seat]
        if text == "pass":
            self.next_seat(s, ev)
            return
        if text == "avenge":
            winner = _winner(s)
            assert winner is not None
            use_profession(s, self.seat, "avenger")
            ev.append(
                Event(_.lazy("{who} is the Avenger.", who=who), R.AFTER_FIGHT, "fight", "avenger")
            )
            look_items(s, self.seat, winner, _.mark("the Avenger"), R.AFTER_FIGHT, ev)
            s.stack.append(Take(self.seat, winner, (self.order, self.index)))
            return
        card = text.split()[1]
        holder = next(p for p in range(s.n) if card in s.items[p])
        s.items[holder].remove(card)
        s.items[self.seat].append(card)
        s.items[self.seat].remove("deed")
        s.items[holder].append("deed")
        learn_card_all(s, self.seat, card, CHANGED_HANDS_IN_A_FIGHT)
        learn_card_all(s, holder, "deed", CHANGED_HANDS_IN_A_FIGHT)
        ev.append(
            Event(
                _.lazy(
                    "{who} plays the Deed: takes the {item} and gives its holder the Deed.",
                    who=who,
                    item=item_msg(card),
                ),
                R.AFTER_FIGHT,
                "fight",
                "deed",
                {
                    self.seat: _.lazy(
                        "You take the {item}; its holder gets your Deed.", item=item_msg(card)
                    ),
                    holder: _.lazy(
                        "{who} takes your {item} and gives you the Deed.",
                        who=who,
                        item=item_msg(card),
                    ),
                },
            )
        )
        self.next_seat(s, ev)
