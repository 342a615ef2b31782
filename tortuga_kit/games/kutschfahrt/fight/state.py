"""The fight in progress (``State.fight``): who fights, who supports, the cards played, and
the count's words; below every phase of the fight, which all read it."""

from __future__ import annotations

from typing import Any

from ....engine.flow import in_seat_order
from ....engine.i18n import Joined, Msg, translator
from .. import rulerefs as R
from ..cards import BASE_PROFESSIONS, EXPANSION_PROFESSIONS
from ..state import State
from .rules import (
    ABSTAIN,
    ATTACKER,
    DEFENDER,
    DUELIST_BONUS,
    FightResult,
    cards_used,
    counted,
    side_msg,
)

_ = translator("kutschfahrt")


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
        played: dict[int, tuple[str, ...]] = {}  # each seat's cards in order: ``cards``
        for p, c in self.used:
            played[p] = (*played.get(p, ()), c)
        role = self.role
        supporters = tuple(
            (role(p), played.get(p, ()))
            for p in in_seat_order(self.attacker + 1, s.n, {self.attacker, self.defender})
        )
        r = resolved(
            played.get(self.attacker, ()),
            played.get(self.defender, ()),
            supporters,
            self.poisoner,
            (s.in_force,) if s.in_force in FIGHT_EVENTS else (),
            s.coachman == self.defender,
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


#: ``resolve_fight``'s results by their arguments, shared by every match: a ``FightResult`` is
#: immutable and its words are translated when read, and playouts (a bot's search, a class's
#: simulations) count the same few fights again and again. Cleared when it grows large.
_RESOLVED: dict[tuple[Any, ...], FightResult] = {}


def resolved(
    attacker: tuple[str, ...],
    defender: tuple[str, ...],
    supporters: tuple[tuple[str, tuple[str, ...]], ...],
    poisoner: str | None,
    events: tuple[str, ...],
    defender_is_coachman: bool,
) -> FightResult:
    """``resolve_fight`` of these arguments, counted once (``_RESOLVED``), without its checks
    (``rules.counted``): a match's fight is valid by construction (its invariants say so)."""
    key = (attacker, defender, supporters, poisoner, events, defender_is_coachman)
    r = _RESOLVED.get(key)
    if r is None:
        if len(_RESOLVED) >= 4096:
            _RESOLVED.clear()
        fighters = {ATTACKER: attacker, DEFENDER: defender}
        backers = list(supporters)
        users = cards_used(fighters, backers)
        r = _RESOLVED[key] = counted(
            fighters, backers, events, users, poisoner, defender_is_coachman
        )
    return r


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


def current_fight(s: State) -> Fight:
    f = s.fight
    assert f is not None, "no fight in progress"
    return f  # type: ignore[no-any-return]


def stranger(s: State) -> bool:
    """Mysterious Passenger in force: no items or professions in fights (revenge allowed)."""
    return s.in_force == "mysterious_passenger"
