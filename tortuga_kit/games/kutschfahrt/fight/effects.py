"""F4 the cards played (rules §fight-effects) and F5 the count: the effect window, each
player plays one item or profession or passes, then ``resolve_fight`` counts in public."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ....engine.events import Event
from ....engine.flow import Window, in_seat_order
from ....engine.i18n import Msg, translator
from .. import rulerefs as R
from ..cards import ITEMS
from ..frames import KFrame, asked, distinct, seat_of
from ..holdings import could_hold, held_of, use_profession
from ..knowledge import (
    CHANGED_HANDS_IN_A_FIGHT,
    PLAYED_IN_A_FIGHT,
    TOOK_IT_FROM_YOU,
    learn_card,
    learn_card_all,
    learn_given,
    look_items,
    prof_msg,
)
from ..state import State
from ..trade.rules import item_msg
from .after import consequences
from .doctor import DoctorWindow
from .rules import ABSTAIN, ATTACKER, DEFENDER
from .state import PROFESSIONS, Fight, current_fight, role_msg, stranger

_ = translator("kutschfahrt")


COUNT = _.template("The count: {explanation}")


#: Items a fighter or a supporter may play, by role (reference §5.3; §1.3 for the expansion's).
FIGHTER_ITEMS = {
    ATTACKER: ("dagger", "poison_ring", "duelling_pistol", "flash_powder"),
    DEFENDER: ("gloves", "poison_ring", "steel_mask"),
}


#: ``FIGHTER_ITEMS`` as sets, to meet a hand in one step.
_FIGHTER_ITEM_SETS = {role: frozenset(items) for role, items in FIGHTER_ITEMS.items()}


SUPPORTER_ITEMS = {ATTACKER: ("throwing_knives",), DEFENDER: ("whip",)}


FIGHTER_PROFS = {
    ATTACKER: ("thug", "duelist", "assassin"),
    DEFENDER: ("grand_master", "duelist", "spy"),
}


SUPPORTER_PROFS = ("bodyguard", "mercenary")


FIGHT_PROFS = frozenset(
    {"thug", "duelist", "grand_master", "bodyguard", "poisoner", "assassin", "spy", "mercenary"}
)


def could_act(s: State, seat: int) -> bool:
    """Might ``seat`` play something in the effect window, as everybody can tell? (Asked
    of the next seat at every pass: ``current_fight`` and ``stranger`` inlined.)"""
    f = s.fight
    if seat in f.silenced:
        return False
    if s.revenge[seat]:
        return True
    if s.in_force == "mysterious_passenger":
        return False
    if s.items[seat] or not s.face_up[seat]:
        return True
    prof = s.professions[seat]
    if prof == "illusionist" and not s.spent[seat]:
        copy = s.copied[seat]
        if copy is None:
            return True  # he might copy a face-up fight profession
        prof = copy  # the copy he kept (option illusionist_copy), in public
    return prof in FIGHT_PROFS and not s.spent[seat] and prof not in f.cards(seat)


def effect_texts(s: State, seat: int) -> list[str]:
    """What ``seat`` may play now: the cards that give something in its role, each once, and
    a revenge token for either side (expansion)."""
    f = current_fight(s)
    if seat in f.silenced or f.poisoner is not None:
        return []
    revenge = _REVENGE if s.revenge[seat] else []
    if s.in_force == "mysterious_passenger":  # stranger(s)
        return list(revenge)
    hand = s.items[seat]
    if seat == f.attacker or seat == f.defender:
        role = ATTACKER if seat == f.attacker else DEFENDER
        items = _FIGHTER_ITEM_SETS[role]
        cards = {i for i in hand if i in items}
        if "flash_powder" in cards and s.coachman != f.defender:
            cards.discard("flash_powder")  # only against the coachman
        profs = held_of(s, seat, FIGHTER_PROFS[role])
        if "duelist" in profs and f.duelled():
            profs.remove("duelist")
        cards.update(profs)
        out: list[str] = []
    else:
        cards, out = _supporter_cards(s, seat, f, hand)
    if not cards:
        return out + revenge if out or revenge else []
    if f.used:
        done = {c for _, c in f.used}  # each card once per fight (an Illusionist's copy too)
        return [_USE[c] for c in sorted(cards) if c not in done] + out + revenge
    return [_USE[c] for c in sorted(cards)] + out + revenge


#: The texts ``effect_texts`` hands out, made once (a window asks at every decision).
_USE = {c: f"use {c}" for c in [*ITEMS, *PROFESSIONS]}
_REVENGE = ["revenge attacker", "revenge defender"]
#: The professions a third player may play in the window, and the supporters' items.
_THIRD_PROFS = (*SUPPORTER_PROFS, "poisoner")
_SUPPORTER_ITEM_SET = frozenset(i for items in SUPPORTER_ITEMS.values() for i in items)


def _supporter_cards(s: State, seat: int, f: Fight, hand: list[str]) -> tuple[set[str], list[str]]:
    """A third player's cards in the window (``effect_texts``): his side's items and the
    supporters' professions while his support counts, and the Absinthe's and the Poisoner's
    texts (their targets). Most supporters hold none of these cards: one look says so."""
    cards: set[str] = set()
    out: list[str] = []
    held = held_of(s, seat, _THIRD_PROFS)
    if not held and "absinthe" not in hand and _SUPPORTER_ITEM_SET.isdisjoint(hand):
        return cards, out
    role = f.role(seat)
    counting = role != ABSTAIN and not f.duelled() and not f.poured(seat)
    if counting:
        cards.update(i for i in SUPPORTER_ITEMS[role] if i in hand)
        cards.update(p for p in held if p in SUPPORTER_PROFS)
        if (
            "absinthe" in hand
            and s.in_force != "matter_of_honour"
            and not any(c == "absinthe" for _, c in f.used)
        ):
            out += [
                f"absinthe {s.names[p]}"
                for p in in_seat_order(f.attacker + 1, s.n, {f.attacker, f.defender, seat})
                if f.role(p) != ABSTAIN and not f.poured(p)
            ]
    if "poisoner" in held and not any(c == "poisoner" for _, c in f.used):
        out += ["poison attacker", "poison defender"]
    return cards, out


def begin_effects(s: State, ev: list[Event]) -> None:
    f = current_fight(s)
    order = tuple(p for p in in_seat_order(f.attacker, s.n) if could_act(s, p))
    if order:
        s.stack.append(Effects(order[0], Window(order)))
    else:
        count(s, ev)


class Effects(KFrame):
    """F4: one item or profession, or pass; the window closes when all pass in a row."""

    __slots__ = ("window",)
    kind = "fight_window"
    rule = R.FIGHT_EFFECTS
    secret = True  # the texts name the player's items and profession

    def __init__(self, seat: int, window: Window) -> None:
        self.seat = seat  # Frame.__init__'s one line, without the call: the window's every step
        self.window = window

    def payload(self) -> tuple[Any, ...]:
        return self.window.payload()

    def pins(self, s: State) -> Iterable[tuple[int, str]]:
        f = s.fight
        return () if f is None else [(p, c) for p, c in f.used if c not in PROFESSIONS]

    def prompt(self, s: State) -> str:
        return asked(
            _("{who}: play an item or profession in the fight, or pass", who=s.names[self.seat])
        )

    def legal(self, s: State) -> list[str]:
        out = effect_texts(s, self.seat)  # a new list each time
        out.append("pass")
        return out

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text == "pass":
            nxt = self.window.passed()
        else:
            f = current_fight(s)
            verb, word = text.split()
            who = s.names[self.seat]
            if verb == "revenge":
                s.revenge[self.seat] -= 1
                f.revenge = (*f.revenge, (self.seat, word))
                ev.append(
                    Event(
                        _.lazy("{who} plays a revenge token: +1 for the attacker.", who=who)
                        if word == ATTACKER
                        else _.lazy("{who} plays a revenge token: +1 for the defender.", who=who),
                        R.REVENGE,
                        "fight",
                        "revenge",
                    )
                )
                nxt = self.window.played()
                while nxt is not None and not could_act(s, nxt.seat):
                    nxt = nxt.passed()
                if nxt is None:
                    count(s, ev)
                else:
                    s.stack.append(Effects(nxt.seat, nxt))
                return
            if verb == "absinthe":
                target = seat_of(s, word)
                f.used = (*f.used, (self.seat, "absinthe"))
                f.absinthed = f.absinthed | {target}
                ev.append(
                    Event(
                        _.lazy(
                            "{who} pours the Absinthe for {whom}: neither of them supports any more.",
                            who=who,
                            whom=word,
                        ),
                        R.FIGHT_ABSINTHE,
                        "fight",
                        "absinthe",
                    )
                )
                nxt = self.window.played()
                while nxt is not None and not could_act(s, nxt.seat):
                    nxt = nxt.passed()
                used = [c for p, c in f.used if p == target and c in s.items[target]]
                if s.opts["absinthe_takes"] == "held" and s.items[target]:
                    # this reading: any item in his hand, used or not; the pourer sees them all
                    look_items(s, self.seat, target, _.mark("the Absinthe"), R.FIGHT_ABSINTHE, ev)
                    s.stack.append(AbsintheHeld(self.seat, target, nxt))
                elif used and s.opts["absinthe_takes"] == "used":
                    # he had used items: take one, give him the bottle
                    s.stack.append(Absinthe(self.seat, target, nxt))
                elif nxt is None:
                    count(s, ev)
                else:
                    s.stack.append(Effects(nxt.seat, nxt))
                return
            if verb == "poison":
                use_profession(s, self.seat, "poisoner")
                f.used = (*f.used, (self.seat, "poisoner"))
                f.poisoner = word
                ev.append(
                    Event(
                        _.lazy("{who} is the Poisoner and names the attacker the winner.", who=who)
                        if word == ATTACKER
                        else _.lazy(
                            "{who} is the Poisoner and names the defender the winner.", who=who
                        ),
                        R.FIGHT_EFFECTS,
                        "fight",
                        "poisoner",
                    )
                )
                count(s, ev)
                return
            f.used = (*f.used, (self.seat, word))
            if word in PROFESSIONS:
                use_profession(s, self.seat, word)
                said = _.lazy(
                    "{who} is the {card} ({role}).",
                    who=who,
                    card=prof_msg(word),
                    role=role_msg(f.role(self.seat)),
                )
            else:
                learn_card_all(s, self.seat, word, PLAYED_IN_A_FIGHT)
                said = _.lazy(
                    "{who} plays the {card} ({role}).",
                    who=who,
                    card=item_msg(word),
                    role=role_msg(f.role(self.seat)),
                )
            ev.append(Event(said, R.FIGHT_EFFECTS, "fight", "use"))
            nxt = self.window.played()
        # The window asks only seats that could act; skip those who no longer can.
        while nxt is not None and not could_act(s, nxt.seat):
            nxt = nxt.passed()
        if nxt is None:
            count(s, ev)
        else:
            s.stack.append(Effects(nxt.seat, nxt))


class Absinthe(KFrame):
    """The Absinthe's pourer takes one of the items the named supporter used in this fight
    and gives him the bottle (rules §fight-absinthe); then the window goes on."""

    __slots__ = ("target", "window")
    kind = "absinthe_take"
    rule = R.FIGHT_ABSINTHE
    secret = False  # the used items lie on the table

    def __init__(self, seat: int, target: int, window: Window | None) -> None:
        super().__init__(seat)
        self.target = target
        self.window = window

    def payload(self) -> tuple[Any, ...]:
        return (self.target, None if self.window is None else list(self.window.payload()))

    def prompt(self, s: State) -> str:
        return _(
            "{who}: take one of the items {whom} used",
            who=s.names[self.seat],
            whom=s.names[self.target],
        )

    def legal(self, s: State) -> list[str]:
        f = current_fight(s)
        hand = s.items[self.target]
        return [
            f"take {c}" for c in distinct(c for p, c in f.used if p == self.target and c in hand)
        ]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        item = text.split()[1]
        s.items[self.target].remove(item)
        s.items[self.seat].append(item)
        s.items[self.seat].remove("absinthe")
        s.items[self.target].append("absinthe")
        who, whom = s.names[self.seat], s.names[self.target]
        if self.secret:  # from his hand (option absinthe_takes="held"): only the two know
            learn_card(s, self.target, self.seat, item, TOOK_IT_FROM_YOU)
            learn_given(s, self.seat, self.target, "absinthe")
        else:  # a card used in the fight, taken in public
            learn_card_all(s, self.seat, item, CHANGED_HANDS_IN_A_FIGHT)
            learn_card_all(s, self.target, "absinthe", CHANGED_HANDS_IN_A_FIGHT)
        if self.secret:
            said = _.lazy(
                "{who} takes one of {whom}'s items and gives them the Absinthe.", who=who, whom=whom
            )
            private: dict[int, str | Msg] | None = {
                self.seat: _.lazy(
                    "You take {whom}'s {item} and give them the Absinthe.",
                    whom=whom,
                    item=item_msg(item),
                ),
                self.target: _.lazy(
                    "{who} takes your {item} and gives you the Absinthe.",
                    who=who,
                    item=item_msg(item),
                ),
            }
        else:
            said = _.lazy(
                "{who} takes {whom}'s {item} and gives them the Absinthe.",
                who=who,
                whom=whom,
                item=item_msg(item),
            )
            private = None
        ev.append(Event(said, R.FIGHT_ABSINTHE, "fight", "absinthe_take", private))
        if self.window is None:
            count(s, ev)
        else:
            s.stack.append(Effects(self.window.seat, self.window))


class AbsintheHeld(Absinthe):
    """Option ``absinthe_takes="held"`` (rules §fight-absinthe): the pourer has seen the named
    supporter's hand and takes any one of his items, used in this fight or not."""

    __slots__ = ()
    secret = True  # the texts name the items in his hand

    def pins(self, s: State) -> Iterable[tuple[int, str]]:
        return [(self.target, i) for i in s.items[self.target]]

    def prompt(self, s: State) -> str:
        return _(
            "{who}: take one of {whom}'s items", who=s.names[self.seat], whom=s.names[self.target]
        )

    def legal(self, s: State) -> list[str]:
        return [f"take {c}" for c in distinct(s.items[self.target])]


def count(s: State, ev: list[Event]) -> None:
    """F5: the count, in public; then the Doctor's chance."""
    f = current_fight(s)
    r = f.count(s)
    f.result = r
    ev.append(Event(COUNT, r.rule, "fight", "count", None, (r.said(),)))
    if r.winner is None and not s.opts["doctor_cancels_tie"]:
        consequences(s, ev)
        return
    # The Doctor acts after the fight, so also under the Mysterious Passenger, unless option
    # passenger_stops_doctor; option doctor_reach="fighters" asks only the two (rules §doctor).
    if stranger(s) and s.opts["passenger_stops_doctor"]:
        consequences(s, ev)
        return
    if f.poisoner is not None and not s.opts["doctor_after_poisoner"]:
        consequences(s, ev)  # this reading: the Poisoner's verdict is final (rules §doctor)
        return
    fighters = {f.attacker, f.defender}
    order = tuple(
        p
        for p in in_seat_order(f.attacker, s.n)
        if could_hold(s, p, "doctor") and (s.opts["doctor_reach"] == "anyone" or p in fighters)
    )
    if order:
        s.stack.append(DoctorWindow(order[0], order, 0))
    else:
        consequences(s, ev)
