"""A fight in play (action C; rules §fight; seed 002 "C. Mitspieler angreifen"; reference §5.1).

The phases, each a decision of its own (``fight.resolve_fight`` counts the score):

- F0 ``attack <player>``: the attacker's sword against the defender's shield.
- F1 the Priest (``PriestWindow``): before any support, round the table from the attacker's
  left, each player who might hold an unused Priest may stop the fight (``priest``); the
  attacker too, last, under option ``priest_attacker``. The attacker, if he holds two items or
  more, gives another Priest one of his choice; the turn ends.
- F2 support (``Support``): clockwise from the attacker's left, every other player declares in
  public: ``support attacker``, ``support defender`` or ``abstain``.
- F3 the Hypnotist (``Hypnosis``): the attacker may make one supporter abstain; that player
  uses no item or profession in this fight.
- F4 the effect window (``Effects``, the engine's ``Window``): from the attacker round the
  table, each player plays one item or profession or passes, until all have passed in a row.
  A card is offered only where it gives something (the Dagger to the attacker, the Whip to a
  defender's supporter, the Poisoner to a third player, ...), each card once per fight. The
  Poisoner names the winner and closes the window.
- F5 the count (``resolve_fight``), said in public with every card and what it did.
- F6 the Doctor (``DoctorWindow``): anybody who might hold an unused Doctor may cancel what
  the fight causes (rules §doctor: the tie's draw too, option ``doctor_cancels_tie``; only
  the fighters under ``doctor_reach="fighters"``; not under The Mysterious Passenger with
  ``passenger_stops_doctor``).
- F7 the winner's reward (``Reward``): ``truth`` (he sees the loser's society and profession)
  or ``luggage`` (he sees all the loser's items and takes one, ``take <item>``; if that was the
  loser's last, he gives one of his own back, ``give <item>``). A tie: the attacker draws an
  item, if the pile has one.
- F9 the professions used stay face up; the items played stay in their owners' hands; the
  attacker's turn ends.

Who is asked is decided from public facts only (a face-down profession might be any; a player
with items might hold any item), never from the cards themselves, so being asked reveals
nothing: a window asks every seat that could act (the engine's ``Window``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ....engine.events import Event
from ....engine.flow import Window, in_seat_order
from ....engine.i18n import Joined, Msg, translator
from .. import rulerefs as R
from ..cards import BASE_PROFESSIONS, EXPANSION_PROFESSIONS
from ..coach import change_coachman
from ..frames import KFrame, Round, asked, distinct, end_turn, seat_of
from ..holdings import could_hold, holds, use_profession
from ..knowledge import (
    CHANGED_HANDS_IN_A_FIGHT,
    PLAYED_IN_A_FIGHT,
    TOOK_IT_FROM_YOU,
    how_msg,
    learn_card,
    learn_card_all,
    learn_given,
    look_items,
    look_profession,
    look_society,
    prof_msg,
    reveal_society_to_all,
    society_msg,
)
from ..state import State
from ..trade.rules import item_msg
from .rules import ABSTAIN, ATTACKER, DEFENDER, DUELIST_BONUS, FightResult, resolve_fight, side_msg

_ = translator("kutschfahrt")

#: Events made at almost every step: translated templates, their fields a tuple.
ATTACKS = _.template("{who} attacks {whom}! Sword against shield.")
ABSTAINS = _.template("{who} abstains.")
SUPPORTS_ATTACKER = _.template("{who} supports the attacker, {whom}.")
SUPPORTS_DEFENDER = _.template("{who} supports the defender, {whom}.")
COUNT = _.template("The count: {explanation}")

_ROLES = {
    ATTACKER: _.mark("attacker"),
    DEFENDER: _.mark("defender"),
    ABSTAIN: _.mark("abstain"),
}


def role_msg(role: str) -> Msg:
    """A role in a fight (``attacker``, ``defender``, ``abstain``), translated when read."""
    return Msg("kutschfahrt", _ROLES.get(role, role))


PROFESSIONS = frozenset({**BASE_PROFESSIONS, **EXPANSION_PROFESSIONS})


class Fight:
    """One fight: the two fighters, the sides declared, who is silenced, the cards played in
    order, the Poisoner's choice, and the count once made."""

    __slots__ = (
        "attacker",
        "defender",
        "sides",
        "silenced",
        "used",
        "poisoner",
        "result",
        "revenge",
        "absinthed",
        "_memo",
    )

    def __init__(self, attacker: int, defender: int) -> None:
        self.attacker = attacker
        self.defender = defender
        self.sides: dict[int, str] = {}
        self.silenced: frozenset[int] = frozenset()
        self.used: tuple[tuple[int, str], ...] = ()
        self.poisoner: str | None = None
        self.result: FightResult | None = None
        #: revenge tokens played (expansion): (seat, side), each +1 for that side
        self.revenge: tuple[tuple[int, str], ...] = ()
        #: supporters a co-supporter's Absinthe named: they count as abstaining
        self.absinthed: frozenset[int] = frozenset()
        #: the last count and what it was made from (a view asks for the running score often)
        self._memo: tuple[Any, FightResult] | None = None

    def copy(self) -> Fight:
        c = Fight(self.attacker, self.defender)
        c.sides = dict(self.sides)
        c.silenced = self.silenced
        c.used = self.used
        c.poisoner = self.poisoner
        c.result = self.result
        c.revenge = self.revenge
        c.absinthed = self.absinthed
        c._memo = self._memo  # an immutable pair: shared safely
        return c

    def role(self, seat: int) -> str:
        """``"attacker"``, ``"defender"``, or the side a supporter backs (``"abstain"``)."""
        if seat == self.attacker:
            return ATTACKER
        if seat == self.defender:
            return DEFENDER
        if seat in self.silenced or seat in self.absinthed:
            return ABSTAIN
        return self.sides.get(seat, ABSTAIN)

    def poured(self, seat: int) -> bool:
        """Did ``seat`` pour the Absinthe (his own support no longer counts)?"""
        return (seat, "absinthe") in self.used

    def cards(self, seat: int) -> list[str]:
        return [c for p, c in self.used if p == seat]

    def duelled(self) -> bool:
        return any(c == "duelist" for _, c in self.used)

    def count(self, s: State) -> FightResult:
        """The score of the cards on the table now (the running score, then the final one)."""
        key = (
            self.used,
            tuple(self.sides.items()),
            self.silenced,
            self.absinthed,
            self.poisoner,
            self.revenge,
            s.in_force,
            s.coachman,
        )
        if self._memo is not None and self._memo[0] == key:
            return self._memo[1]
        supporters = [
            (self.role(p), self.cards(p))
            for p in in_seat_order(self.attacker + 1, s.n, {self.attacker, self.defender})
        ]
        r = resolve_fight(
            self.cards(self.attacker),
            self.cards(self.defender),
            supporters,
            poisoner=self.poisoner,
            events=(s.in_force,) if s.in_force in FIGHT_EVENTS else (),
            defender_is_coachman=s.coachman == self.defender,
        )
        if s.opts["duelist_bonus"] != DUELIST_BONUS and self.duelled():
            r = adjusted(r, self, s.opts["duelist_bonus"] - DUELIST_BONUS, self.ring(s))
        if self.revenge:
            r = with_revenge(r, self.revenge, self.poisoner, self.ring(s))
        self._memo = (key, r)
        return r

    def ring(self, s: State) -> str | None:
        """The fighter who played the Poison Ring (it wins a tie), if any counts."""
        if s.in_force == "mysterious_passenger":
            return None
        for p, c in self.used:
            if c == "poison_ring":
                return self.role(p)
        return None

    def to_dict(self) -> dict[str, Any]:
        return {
            "revenge": [list(r) for r in self.revenge],
            "attacker": self.attacker,
            "defender": self.defender,
            "sides": {str(k): v for k, v in sorted(self.sides.items())},
            "silenced": sorted(self.silenced),
            "absinthed": sorted(self.absinthed),
            "used": [list(u) for u in self.used],
            "poisoner": self.poisoner,
            "result": None
            if self.result is None
            else [self.result.attack, self.result.defence, self.result.winner],
        }


#: The events a fight's count reads (reference §1.6; ``fight.resolve_fight``).
FIGHT_EVENTS = frozenset(
    {
        "old_chapel",
        "narrow_gorge",
        "matter_of_honour",
        "mysterious_passenger",
        "fair_gesture",
        "marriage_of_convenience",
        "fearless_deed",
        "revelation",
    }
)


def with_revenge(
    r: FightResult, revenge: tuple[tuple[int, str], ...], poisoner: str | None, ring: str | None
) -> FightResult:
    """The count with the revenge tokens played (+1 each for the side named; rules
    §revenge, ASSUMED): the winner is worked out again from the new scores, as
    ``resolve_fight`` does (a Poisoner decides over everything, a Poison Ring wins a tie)."""
    attack = r.attack + sum(1 for _, side in revenge if side == ATTACKER)
    defence = r.defence + sum(1 for _, side in revenge if side == DEFENDER)
    if poisoner is not None:
        winner: str | None = poisoner
    elif attack != defence:
        winner = ATTACKER if attack > defence else DEFENDER
    else:
        winner = ring
    said = ", ".join(f"seat {p} +1 for the {side}" for p, side in revenge)
    text = f"{r.explanation} Revenge tokens: {said}: attack {attack}, defence {defence}" + (
        f", the {winner} wins." if winner else ", a tie."
    )
    message = _.lazy(
        "{before} Revenge tokens: {tokens}: attack {attack}, defence {defence}, {outcome}",
        before=r.said(),
        tokens=Joined(
            [
                _.lazy("seat {seat} +1 for {side}", seat=p, side=side_msg(side))
                for p, side in revenge
            ],
            ", ",
        ),
        attack=attack,
        defence=defence,
        outcome=_winner_msg(winner),
    )
    return FightResult(attack, defence, winner, text, R.REVENGE, message)


def _winner_msg(winner: str | None) -> Msg:
    if winner == ATTACKER:
        return _.lazy("the attacker wins.")
    if winner == DEFENDER:
        return _.lazy("the defender wins.")
    return _.lazy("a tie.")


def adjusted(r: FightResult, f: Fight, delta: int, ring: str | None) -> FightResult:
    """The count under option ``duelist_bonus`` (rules §fight-duelist): ``resolve_fight``
    adds ``fight.DUELIST_BONUS`` for the Duelist; this adds ``delta`` more to its user's side
    and works the winner out again (a Poisoner decides over everything, a Ring wins a tie)."""
    user = next(f.role(p) for p, c in f.used if c == "duelist")
    attack = r.attack + (delta if user == ATTACKER else 0)
    defence = r.defence + (delta if user == DEFENDER else 0)
    if f.poisoner is not None:
        winner: str | None = f.poisoner
    elif attack != defence:
        winner = ATTACKER if attack > defence else DEFENDER
    else:
        winner = ring
    text = (
        f"{r.explanation} Under duelist_bonus={DUELIST_BONUS + delta} the duelist adds "
        f"{DUELIST_BONUS + delta}: attack {attack}, defence {defence}"
        + (f", the {winner} wins." if winner else ", a tie.")
    )
    message = _.lazy(
        "{before} Under duelist_bonus={n} the duelist adds {n}: attack {attack}, defence "
        "{defence}, {outcome}",
        before=r.said(),
        n=DUELIST_BONUS + delta,
        attack=attack,
        defence=defence,
        outcome=_winner_msg(winner),
    )
    return FightResult(attack, defence, winner, text, R.FIGHT_DUELIST, message)


def _fight(s: State) -> Fight:
    f = s.fight
    assert f is not None, "no fight in progress"
    return f  # type: ignore[no-any-return]


def attack_texts(s: State, seat: int) -> list[str]:
    """Whom ``seat`` may attack: anybody else; under The Candles Go Out only a neighbour."""
    n = s.n
    if s.in_force == "candles_go_out":
        return [f"attack {s.names[p]}" for p in dict.fromkeys(((seat + 1) % n, (seat - 1) % n))]
    return [f"attack {s.names[(seat + k) % n]}" for k in range(1, n)]


def start_fight(s: State, attacker: int, name: str, ev: list[Event]) -> None:
    defender = seat_of(s, name)
    s.fight = Fight(attacker, defender)
    ev.append(
        Event(
            ATTACKS,
            R.FIGHT,
            "fight",
            "attack",
            None,
            (s.names[attacker], name),
        )
    )
    # The attacker is asked last, and only under option priest_attacker (rules §priest-attacker).
    skip = () if s.opts["priest_attacker"] else (attacker,)
    order = [p for p in in_seat_order(attacker + 1, s.n, skip) if could_hold(s, p, "priest")]
    if order and not stranger(s):
        s.stack.append(PriestWindow(order[0], tuple(order), 0))
    else:
        begin_support(s, ev)


class PriestWindow(Round):
    """F1: each player who might hold the Priest may stop the fight before support."""

    __slots__ = ()
    kind = "priest_window"
    rule = R.PRIEST
    secret = True  # offering "priest" would show the card

    def closed(self, s: State, ev: list[Event]) -> None:
        begin_support(s, ev)

    def prompt(self, s: State) -> str:
        f = _fight(s)
        return asked(
            _(
                "{who}: stop {attacker}'s attack on {defender} with a Priest, or pass",
                who=s.names[self.seat],
                attacker=s.names[f.attacker],
                defender=s.names[f.defender],
            )
        )

    def legal(self, s: State) -> list[str]:
        return ["priest", "pass"] if holds(s, self.seat, "priest") else ["pass"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        f = _fight(s)
        if text == "pass":
            self.next_seat(s, ev)
            return
        use_profession(s, self.seat, "priest")
        own = self.seat == f.attacker  # option priest_attacker: he pays nothing to himself
        ev.append(
            Event(
                _.lazy(
                    "{who} is the Priest and stops their own attack: nothing is paid, and the "
                    "turn ends.",
                    who=s.names[self.seat],
                )
                if own
                else _.lazy("{who} is the Priest and stops the fight.", who=s.names[self.seat]),
                R.PRIEST_ATTACKER if own else R.PRIEST,
                "fight",
                "priest",
            )
        )
        s.fight = None
        end_turn(s, f.attacker)
        if not own and len(s.items[f.attacker]) >= 2:
            s.stack.append(PriestPay(f.attacker, self.seat))


class PriestPay(KFrame):
    """The stopped attacker, holding two items or more, gives the Priest one of his choice."""

    __slots__ = ("priest",)
    kind = "priest_pay"
    rule = R.PRIEST
    secret = True

    def __init__(self, seat: int, priest: int) -> None:
        super().__init__(seat)
        self.priest = priest

    def payload(self) -> tuple[Any, ...]:
        return (self.priest,)

    def prompt(self, s: State) -> str:
        return _(
            "{who}: give the Priest, {priest}, one of your items",
            who=s.names[self.seat],
            priest=s.names[self.priest],
        )

    def legal(self, s: State) -> list[str]:
        return [f"give {i}" for i in distinct(s.items[self.seat])]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        item = text.split()[1]
        s.items[self.seat].remove(item)
        s.items[self.priest].append(item)
        learn_given(s, self.seat, self.priest, item)
        who, priest = s.names[self.seat], s.names[self.priest]
        ev.append(
            Event(
                _.lazy("{who} gives the Priest, {priest}, an item.", who=who, priest=priest),
                R.PRIEST,
                "fight",
                "priest_pay",
                {
                    self.seat: _.lazy(
                        "You give {whom} the {item}.", whom=priest, item=item_msg(item)
                    ),
                    self.priest: _.lazy(
                        "{who} gives you the {item}.", who=who, item=item_msg(item)
                    ),
                },
            )
        )


def begin_support(s: State, ev: list[Event]) -> None:
    f = _fight(s)
    order = tuple(in_seat_order(f.attacker + 1, s.n, {f.attacker, f.defender}))
    if order and s.in_force == "matter_of_honour":
        ev.append(
            Event(_.lazy("A Matter of Honour: nobody may support."), R.EVENTS, "fight", "honour")
        )
    elif order:
        s.stack.append(Support(order[0], order, 0))
        return
    begin_hypnosis(s, ev)


class Support(Round):
    """F2: a player declares in public whom he supports, or abstains."""

    __slots__ = ()
    kind = "support"
    rule = R.FIGHT_SUPPORT
    secret = False

    def prompt(self, s: State) -> str:
        f = _fight(s)
        return _(
            "{who}: support the attacker ({attacker}), the defender ({defender}), or abstain",
            who=s.names[self.seat],
            attacker=s.names[f.attacker],
            defender=s.names[f.defender],
        )

    def legal(self, s: State) -> list[str]:
        return ["support attacker", "support defender", "abstain"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        f = _fight(s)
        side = ABSTAIN if text == "abstain" else text.split()[1]
        f.sides[self.seat] = side
        who = s.names[self.seat]
        if side == ABSTAIN:
            said = Event(ABSTAINS, R.FIGHT_SUPPORT, "fight", "support", None, (who,))
        elif side == ATTACKER:
            said = Event(
                SUPPORTS_ATTACKER,
                R.FIGHT_SUPPORT,
                "fight",
                "support",
                None,
                (who, s.names[f.attacker]),
            )
        else:
            said = Event(
                SUPPORTS_DEFENDER,
                R.FIGHT_SUPPORT,
                "fight",
                "support",
                None,
                (who, s.names[f.defender]),
            )
        ev.append(said)
        self.next_seat(s, ev)

    def closed(self, s: State, ev: list[Event]) -> None:
        begin_hypnosis(s, ev)


def begin_hypnosis(s: State, ev: list[Event]) -> None:
    f = _fight(s)
    others = [p for p in range(s.n) if p not in (f.attacker, f.defender)]
    if others and could_hold(s, f.attacker, "hypnotist") and not stranger(s):
        s.stack.append(Hypnosis(f.attacker))
    else:
        begin_effects(s, ev)


class Hypnosis(KFrame):
    """F3: the attacker may hypnotise one other player (not the defender): he abstains."""

    __slots__ = ()
    kind = "hypnosis"
    rule = R.HYPNOTIST
    secret = True

    def prompt(self, s: State) -> str:
        return _("{who}: hypnotise a player with the Hypnotist, or pass", who=s.names[self.seat])

    def legal(self, s: State) -> list[str]:
        if not holds(s, self.seat, "hypnotist"):
            return ["pass"]
        f = _fight(s)
        others = in_seat_order(f.attacker + 1, s.n, {f.attacker, f.defender})
        return [f"hypnotise {s.names[p]}" for p in others] + ["pass"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text != "pass":
            f = _fight(s)
            target = seat_of(s, text.split()[1])
            use_profession(s, self.seat, "hypnotist")
            f.silenced = f.silenced | {target}
            ev.append(
                Event(
                    _.lazy(
                        "{who} is the Hypnotist: {whom} abstains and may use nothing in this fight.",
                        who=s.names[self.seat],
                        whom=s.names[target],
                    ),
                    R.HYPNOTIST,
                    "fight",
                    "hypnotise",
                )
            )
        begin_effects(s, ev)


#: Items a fighter or a supporter may play, by role (reference §5.3; §1.3 for the expansion's).
FIGHTER_ITEMS = {
    ATTACKER: ("dagger", "poison_ring", "duelling_pistol", "flash_powder"),
    DEFENDER: ("gloves", "poison_ring", "steel_mask"),
}
SUPPORTER_ITEMS = {ATTACKER: ("throwing_knives",), DEFENDER: ("whip",)}
FIGHTER_PROFS = {
    ATTACKER: ("thug", "duelist", "assassin"),
    DEFENDER: ("grand_master", "duelist", "spy"),
}
SUPPORTER_PROFS = ("bodyguard", "mercenary")
FIGHT_PROFS = frozenset(
    {"thug", "duelist", "grand_master", "bodyguard", "poisoner", "assassin", "spy", "mercenary"}
)


def stranger(s: State) -> bool:
    """Mysterious Passenger in force: no items or professions in fights (revenge allowed)."""
    return s.in_force == "mysterious_passenger"


def could_act(s: State, seat: int) -> bool:
    """Might ``seat`` play something in the effect window, as everybody can tell?"""
    f = _fight(s)
    if seat in f.silenced:
        return False
    if s.revenge[seat]:
        return True
    if stranger(s):
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
    f = _fight(s)
    if seat in f.silenced or f.poisoner is not None:
        return []
    revenge = ["revenge attacker", "revenge defender"] if s.revenge[seat] else []
    if stranger(s):
        return revenge
    role = f.role(seat)
    done = {c for _, c in f.used}  # each card once per fight (an Illusionist's copy too)
    hand = s.items[seat]
    out: list[str] = []
    if seat in (f.attacker, f.defender):
        cards = [i for i in FIGHTER_ITEMS[role] if i in hand]
        if "flash_powder" in cards and s.coachman != f.defender:
            cards.remove("flash_powder")  # only against the coachman
        cards += [
            p
            for p in FIGHTER_PROFS[role]
            if holds(s, seat, p) and not (p == "duelist" and f.duelled())
        ]
    else:
        cards = []
        counting = role != ABSTAIN and not f.duelled() and not f.poured(seat)
        if counting:
            cards += [i for i in SUPPORTER_ITEMS[role] if i in hand]
            cards += [p for p in SUPPORTER_PROFS if holds(s, seat, p)]
            if "absinthe" in hand and "absinthe" not in done and s.in_force != "matter_of_honour":
                out += [
                    f"absinthe {s.names[p]}"
                    for p in in_seat_order(f.attacker + 1, s.n, {f.attacker, f.defender, seat})
                    if f.role(p) != ABSTAIN and not f.poured(p)
                ]
        if holds(s, seat, "poisoner") and "poisoner" not in done:
            out += ["poison attacker", "poison defender"]
    return [f"use {c}" for c in sorted(cards) if c not in done] + out + revenge


def begin_effects(s: State, ev: list[Event]) -> None:
    f = _fight(s)
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
        super().__init__(seat)
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
        return [*effect_texts(s, self.seat), "pass"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        f = _fight(s)
        if text == "pass":
            nxt = self.window.passed()
        else:
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
        f = _fight(s)
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
    f = _fight(s)
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


class DoctorWindow(Round):
    """F6: each player who might hold the Doctor may cancel what the fight causes."""

    __slots__ = ()
    kind = "doctor_window"
    rule = R.DOCTOR
    secret = True

    def closed(self, s: State, ev: list[Event]) -> None:
        consequences(s, ev)

    def prompt(self, s: State) -> str:
        return asked(
            _("{who}: cancel what this fight causes with a Doctor, or pass", who=s.names[self.seat])
        )

    def legal(self, s: State) -> list[str]:
        return ["doctor", "pass"] if holds(s, self.seat, "doctor") else ["pass"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text == "pass":
            self.next_seat(s, ev)
            return
        use_profession(s, self.seat, "doctor")
        ev.append(
            Event(
                _.lazy("{who} is the Doctor: the fight causes nothing.", who=s.names[self.seat]),
                R.DOCTOR,
                "fight",
                "doctor",
            )
        )
        end_fight(s, ev, cancelled=True)


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
    f = _fight(s)
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
        return [f"take {i}" for i in distinct(hand)]

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
        return [f"give {i}" for i in distinct(s.items[self.seat])]

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
    f = _fight(s)
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
    f = _fight(s)
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
        f = _fight(s)
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
    f = _fight(s)
    r = f.result
    if r is None or r.winner is None:
        return None
    return f.attacker if r.winner == ATTACKER else f.defender


def _used_cards(s: State) -> list[str]:
    """The items used in this fight (public: they lay on the table), wherever they are now."""
    return [card for _, card in _fight(s).used if card not in PROFESSIONS and card != "deed"]


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


__all__ = [
    "Fight",
    "attack_texts",
    "could_hold",
    "holds",
    "start_fight",
    "use_profession",
]
