"""Declaring victory (action D, rules §victory): may this player declare, and who wins?

Three kinds of claim (seed 002, 3.D; reference §6):

- ``"society"``: the declarer names the allies who, with him, hold the goal items of his society,
  three keys for the Order, three goblets for the Brotherhood. He holds at least one himself,
  every named ally belongs to his society and holds at least one. The smaller society (odd
  player counts without a traitor) has a Trank der Macht standing in for one item. A Secret Bag
  counts as its key or goblet only while the item draw pile is empty. Correct: the whole society
  wins; wrong in any way: the other society wins. The Black Pearl's holder and the Mercenary may
  not declare it.
- ``"coat_of_arms"``: the holder of the Coat of Arms of the Lodge with three keys or goblets in
  any mix in his own hand wins alone (rules §coat-of-arms).
- ``"traitor"``: the traitor (expansion) with three keys or goblets in any mix wins alone
  (rules §traitor).

A society claim whose declarer holds no goal item himself is **wrong** (the other society wins):
the seed lists that item among what the claim needs and the reference judges it like every other
condition [C]. A solo claim with too few has no outcome in any source: it is refused
(``wrong_solo="refused"``, the reference's [A]), or judged as wrong like a society claim
(``wrong_solo="loses"``: every player not of the declarer's side wins). Rules §wrong-solo.

A worked example at five players: seats 0, 2 and 4 are of the Order, 1 and 3 of the Brotherhood.
Seat 0 holds two keys and names seat 2, who holds the third:

>>> societies = ["order", "brotherhood", "order", "brotherhood", "order"]
>>> items = [["key", "key"], ["goblet"], ["key", "dagger"], ["goblet"], ["whip"]]
>>> r = check_claim(0, [2], societies, items)
>>> r.allowed, r.correct, r.winners
(True, True, (0, 2, 4))

The Brotherhood is the smaller society here, so its Trank der Macht stands in for a third
goblet: seat 1 names seat 3 and is right.

>>> check_claim(1, [3], societies, items).winners
(1, 3)

Had seat 0 named seat 4 (of the Order, but with no key) the claim would be wrong:

>>> r = check_claim(0, [4], societies, items)
>>> r.correct, r.winners
(False, (1, 3))
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import FrozenInstanceError

from ....engine.i18n import Joined, Msg, translator
from .. import rulerefs
from ..cards import (
    BASE_ITEMS,
    BROTHERHOOD,
    EXPANSION_ITEMS,
    GOAL_ITEMS,
    ORDER,
    PLAYERS,
    PROFESSIONS,
    SECRET_BAGS,
    SOCIETIES,
    TRAITOR,
)
from ..trade.rules import item_msg

_ = translator("kutschfahrt")

__all__ = [
    "CLAIM_KINDS",
    "NEEDED",
    "WRONG_SOLO",
    "ClaimResult",
    "Seats",
    "check_claim",
    "judge_claim",
    "wrong_claim",
]

#: The kinds of victory a player may declare (reference §6.2–§6.4).
CLAIM_KINDS = ("society", "coat_of_arms", "traitor")
#: What becomes of a solo claim with too few (rules §wrong-solo): the readings, default first.
WRONG_SOLO = ("refused", "loses")
#: Goal items needed by every claim (the Trank der Macht counts as one for the smaller society).
NEEDED = 3
_COPIES = {**BASE_ITEMS, **EXPANSION_ITEMS}
_SEP = " · "
_ASSUMED = _SEP + "ASSUMED"


def _cite(*refs: str) -> str:
    """Join citations: the sections in order, one ``ASSUMED`` at the end if any part is assumed
    (``"rules §victory · rules §one-trank · ASSUMED"``)."""
    parts = [r.removesuffix(_ASSUMED) for r in refs]
    return _SEP.join(dict.fromkeys(parts)) + (
        _ASSUMED if any(r.endswith(_ASSUMED) for r in refs) else ""
    )


class ClaimResult:
    """The judgement of a declaration: ``allowed`` (may this player declare this at all),
    ``correct``, ``winners`` (sorted seats; empty when not allowed), ``explanation`` in plain
    words and ``rule``, the citation. Immutable, and equal when those five are.

    ``message`` is the explanation translated when read, its seats as ``Seats`` (a match names
    the players instead of the seats, ``Seats.named``). ``explanation`` is its English, written
    when first read (``None`` given): a match ends with the named version and the rule bots
    judge claims they never read, so most judgements never need it (issue 26)."""

    __slots__ = ("allowed", "correct", "winners", "_explanation", "rule", "message")

    allowed: bool
    correct: bool
    winners: tuple[int, ...]
    _explanation: str | None
    rule: str
    message: Msg | None

    def __init__(
        self,
        allowed: bool,
        correct: bool,
        winners: tuple[int, ...],
        explanation: str | None,
        rule: str,
        message: Msg | None = None,
    ) -> None:
        if explanation is None and message is None:
            raise ValueError("a claim's judgement needs its explanation or its message")
        for name, value in (
            ("allowed", allowed),
            ("correct", correct),
            ("winners", winners),
            ("_explanation", explanation),
            ("rule", rule),
            ("message", message),
        ):
            object.__setattr__(self, name, value)

    @property
    def explanation(self) -> str:
        """The explanation in English (the message's, rendered once when first asked)."""
        english = self._explanation
        if english is None:
            assert self.message is not None  # __init__ has one of the two
            english = self.message.render("en")
            object.__setattr__(self, "_explanation", english)
        return english

    def _key(self) -> tuple[bool, bool, tuple[int, ...], str, str]:
        return (self.allowed, self.correct, self.winners, self.explanation, self.rule)

    def __reduce__(self) -> tuple[type[ClaimResult], tuple[object, ...]]:
        """Copied and pickled through ``__init__`` (its fields cannot be assigned)."""
        fields = (self.allowed, self.correct, self.winners, self._explanation, self.rule)
        return (ClaimResult, (*fields, self.message))

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if type(other) is ClaimResult:
            return self._key() == other._key()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"ClaimResult(allowed={self.allowed!r}, correct={self.correct!r}, "
            f"winners={self.winners!r}, explanation={self.explanation!r}, rule={self.rule!r}, "
            f"message={self.message!r})"
        )


def _result(
    allowed: bool, correct: bool, winners: tuple[int, ...], said: Msg, rule: str
) -> ClaimResult:
    return ClaimResult(allowed, correct, winners, None, rule, said)


class Seats(Msg):
    """Seats in a claim's explanation, translated when read: ``"Seat 2"`` (``form`` ``"Seat"``,
    a sentence's start), ``"seat 2"`` (``"seat"``) or ``"seats 1, 3"`` (``"seats"``); with
    ``names`` (a match's players), the players' names instead.

    >>> Seats((1, 3), "seats").render("en"), Seats((1, 3), "seats", ("A", "B", "C", "D")).render()
    ('seats 1, 3', 'B, D')
    """

    __slots__ = ("seats", "form", "names")

    def __init__(
        self, seats: tuple[int, ...], form: str, names: tuple[str, ...] | None = None
    ) -> None:
        super().__init__("kutschfahrt", "")
        self.seats = seats
        self.form = form
        self.names = names

    def render(self, lang: str | None = None) -> str:
        if self.names is not None and self.seats:
            return ", ".join(self.names[k] for k in self.seats)
        if self.form == "Seat":
            return _.lazy("Seat {n}", n=self.seats[0]).render(lang)
        if self.form == "seat":
            return _.lazy("seat {n}", n=self.seats[0]).render(lang)
        listed = ", ".join(map(str, self.seats)) if self.seats else _.lazy("none")
        return _.lazy("seats {seats}", seats=listed).render(lang)

    def __repr__(self) -> str:
        return f"Seats({self.seats!r}, {self.form!r})"

    @staticmethod
    def named(said: object, names: tuple[str, ...]) -> object:
        """``said`` (a ``Msg`` or plain text) with every ``Seats`` in it saying ``names``."""
        if isinstance(said, Seats):
            return Seats(said.seats, said.form, names)
        if isinstance(said, Joined):
            return Joined([Seats.named(p, names) for p in said.parts], said.sep)
        if type(said) is Msg and said.args:
            out = Msg(said.domain, said.msgid, said.plural)
            out.args = {k: Seats.named(v, names) for k, v in said.args.items()}
            return out
        return said


def _seat(seat: int) -> Seats:
    return Seats((seat,), "seat")


def _Seat(seat: int) -> Seats:  # noqa: N802  # the capital: a sentence starts with it
    return Seats((seat,), "Seat")


#: The societies as a claim's explanation names them ("the order").
_THE = {ORDER: _.mark("the order"), BROTHERHOOD: _.mark("the brotherhood")}


def wrong_claim(why: Msg, other: str, opponents: tuple[int, ...]) -> Msg:
    """A wrong society claim's explanation: ``why``, and the other society wins."""
    return _.lazy(
        "Wrong: {why}. A wrong claim makes the other society win: {other}, {seats}.",
        why=why,
        other=Msg("kutschfahrt", _THE[other]),
        seats=Seats(opponents, "seats"),
    )


def _n(count: int, goal: str) -> Msg:
    if goal == "key":
        return _.lazy_plural("{n} key", "{n} keys", count)
    return _.lazy_plural("{n} goblet", "{n} goblets", count)


def _count(hand: Sequence[str], goals: Sequence[str], pile_empty: bool) -> int:
    """Cards of ``hand`` that are goal items of kinds ``goals``, Bags only with an empty pile."""
    n = sum(1 for i in hand if i in goals)
    if pile_empty:
        n += sum(1 for i in hand if SECRET_BAGS.get(i) in goals)
    return n


def _validate(
    declarer: object,
    allies: object,
    societies: object,
    items: object,
    kind: object,
    professions: object,
) -> tuple[int, list[int], list[str], list[list[str]], list[str | None]]:
    if not isinstance(kind, str) or kind not in CLAIM_KINDS:
        raise ValueError(f"kind {kind!r} is not one of {', '.join(CLAIM_KINDS)}")
    if isinstance(societies, str) or not isinstance(societies, Sequence):
        raise ValueError(f"societies must be a list with one society per seat, not {societies!r}")
    seats = len(societies)
    if not PLAYERS[0] <= seats <= PLAYERS[1]:
        raise ValueError(f"{seats} seats: Kutschfahrt is for {PLAYERS[0]}–{PLAYERS[1]} players")
    socs: list[str] = []
    for seat, s in enumerate(societies):
        if not isinstance(s, str) or s not in SOCIETIES:
            raise ValueError(f"seat {seat}: society {s!r} is not one of {', '.join(SOCIETIES)}")
        socs.append(s)
    if socs.count(TRAITOR) > 1:
        raise ValueError("there is at most one traitor")
    if isinstance(items, str) or not isinstance(items, Sequence) or len(items) != seats:
        raise ValueError(f"items must be a list of {seats} hands, one per seat")
    hands: list[list[str]] = []
    for seat, hand in enumerate(items):
        if isinstance(hand, str) or not isinstance(hand, Sequence | set | frozenset):
            raise ValueError(f"seat {seat}: items must be a list of item names, not {hand!r}")
        for i in hand:
            if not isinstance(i, str) or i not in _COPIES:
                raise ValueError(f"seat {seat}: {i!r} is not an item of Kutschfahrt")
        hands.append(list(hand))
    for item, n in Counter(i for h in hands for i in h).items():
        if n > _COPIES[item]:
            raise ValueError(f"the seats hold {n} × {item}, but the deck has {_COPIES[item]}")
    profs: list[str | None] = [None] * seats
    if professions is not None:
        if isinstance(professions, str) or not isinstance(professions, Sequence):
            raise ValueError("professions must be a list with one profession (or None) per seat")
        if len(professions) != seats:
            raise ValueError(f"professions must have {seats} entries, one per seat")
        for seat, p in enumerate(professions):
            if p is not None and (not isinstance(p, str) or p not in PROFESSIONS):
                raise ValueError(f"seat {seat}: {p!r} is not a profession of Kutschfahrt")
        profs = list(professions)
    if isinstance(declarer, bool) or not isinstance(declarer, int) or not 0 <= declarer < seats:
        raise ValueError(f"declarer {declarer!r} is not a seat 0–{seats - 1}")
    if isinstance(allies, str) or not isinstance(allies, Sequence | set | frozenset):
        raise ValueError(f"allies must be a list of seats, not {allies!r}")
    named: list[int] = []
    for a in allies:
        if isinstance(a, bool) or not isinstance(a, int) or not 0 <= a < seats:
            raise ValueError(f"ally {a!r} is not a seat 0–{seats - 1}")
        if a == declarer:
            raise ValueError(f"ally {a} is the declarer: name only the other players")
        if a in named:
            raise ValueError(f"ally {a} is named twice")
        named.append(a)
    return declarer, named, socs, hands, profs


def check_claim(
    declarer: int,
    allies: Sequence[int],
    societies: Sequence[str],
    items: Sequence[Sequence[str]],
    *,
    kind: str = "society",
    pile_empty: bool = False,
    professions: Sequence[str | None] | None = None,
    wrong_solo: str = "refused",
) -> ClaimResult:
    """Judge seat ``declarer``'s claim of a ``kind`` victory, naming ``allies``.

    ``societies[s]`` and ``items[s]`` (his hand) are given for every seat, ``professions[s]``
    optionally (``None`` for unknown); ``pile_empty`` says whether the item draw pile is empty;
    ``wrong_solo`` whether a solo claim with too few is ``"refused"`` or ``"loses"``.

    >>> socs = ["order", "brotherhood", "order", "brotherhood"]
    >>> hands = [["key", "goblet", "coat_of_arms", "secret_bag_key"], [], [], ["black_pearl"]]
    >>> check_claim(0, [], socs, hands, kind="coat_of_arms").allowed
    False
    >>> check_claim(0, [], socs, hands, kind="coat_of_arms", pile_empty=True).winners
    (0,)
    >>> check_claim(3, [], socs, hands).explanation
    'Seat 3 holds the Black Pearl and may not declare a victory of his society.'
    >>> check_claim(0, [0], socs, hands)
    Traceback (most recent call last):
    ...
    ValueError: ally 0 is the declarer: name only the other players
    """
    declarer, named, socs, hands, profs = _validate(
        declarer, allies, societies, items, kind, professions
    )
    if wrong_solo not in WRONG_SOLO:
        raise ValueError(f"wrong_solo {wrong_solo!r} is not one of {', '.join(WRONG_SOLO)}")
    return judge_claim(declarer, named, socs, hands, profs, pile_empty, kind, wrong_solo)


def judge_claim(
    declarer: int,
    allies: Sequence[int],
    societies: Sequence[str],
    items: Sequence[Sequence[str]],
    professions: Sequence[str | None],
    pile_empty: bool,
    kind: str,
    wrong_solo: str,
) -> ClaimResult:
    """``check_claim`` without checking its arguments, for a match, whose state is valid by
    construction (its invariants say so): checking every hand card against the deck costs more
    than the judgement itself. Nothing given is changed, nor copied: the judgement only reads."""
    if kind == "society":
        return _society(declarer, allies, societies, items, professions, pile_empty)
    return _solo(declarer, allies, societies, items, professions, pile_empty, kind, wrong_solo)


def _refuse(said: Msg, rule: str) -> ClaimResult:
    return _result(False, False, (), said, rule)


def _mercenary(declarer: int) -> Msg:
    return _.lazy(
        "{seat} is the Mercenary, who may not declare a victory (only a traitor win).",
        seat=_Seat(declarer),
    )


def _society(
    declarer: int,
    named: Sequence[int],
    socs: Sequence[str],
    hands: Sequence[Sequence[str]],
    profs: Sequence[str | None],
    pile_empty: bool,
) -> ClaimResult:
    own = socs[declarer]
    rule = rulerefs.VICTORY
    if own == TRAITOR:
        return _refuse(
            _.lazy(
                "{seat} is the traitor and belongs to no society: he can only declare a "
                "traitor win.",
                seat=_Seat(declarer),
            ),
            _cite(rule, rulerefs.TRAITOR),
        )
    if profs[declarer] == "mercenary":
        return _refuse(_mercenary(declarer), rule)
    if "black_pearl" in hands[declarer]:
        return _refuse(
            _.lazy(
                "{seat} holds the Black Pearl and may not declare a victory of his society.",
                seat=_Seat(declarer),
            ),
            rule,
        )
    other = BROTHERHOOD if own == ORDER else ORDER
    goal = GOAL_ITEMS[own]
    members = tuple(s for s, x in enumerate(socs) if x == own)
    opponents = tuple(s for s, x in enumerate(socs) if x == other)
    if TRAITOR in socs:
        rule = _cite(rule, rulerefs.TRAITOR_LOSES)
    trank = len(members) < len(opponents)
    if trank:  # at most one Trank, never in place of the declarer's own item
        rule = _cite(rule, rulerefs.ONE_TRANK)
    if any("black_pearl" in hands[a] for a in named):  # the Pearl stops only its holder
        rule = _cite(rule, rulerefs.PEARL_ALLY)
    bag = next(b for b, g in SECRET_BAGS.items() if g == goal)
    key = goal == "key"

    def wrong(why: Msg) -> ClaimResult:
        return _result(True, False, opponents, wrong_claim(why, other, opponents), rule)

    def bag_note(seat: int) -> str | Msg:
        if bag in hands[seat] and not pile_empty:
            return _.lazy(" (the {bag} counts only once the draw pile is empty)", bag=item_msg(bag))
        return ""

    mine = _count(hands[declarer], (goal,), pile_empty)
    if mine < 1:
        return wrong(
            _.lazy(
                "{seat} must hold at least one key himself and holds none{note}",
                seat=_seat(declarer),
                note=bag_note(declarer),
            )
            if key
            else _.lazy(
                "{seat} must hold at least one goblet himself and holds none{note}",
                seat=_seat(declarer),
                note=bag_note(declarer),
            )
        )
    parts: list[Msg] = [
        _.lazy(
            "{seat} holds {count}{note}",
            seat=_seat(declarer),
            count=_n(mine, goal),
            note=bag_note(declarer),
        )
    ]
    total = mine
    for a in named:
        if socs[a] != own:
            return wrong(
                _.lazy("ally {seat} is not of the order", seat=_seat(a))
                if own == ORDER
                else _.lazy("ally {seat} is not of the brotherhood", seat=_seat(a))
            )
        n = _count(hands[a], (goal,), pile_empty)
        if n < 1:
            return wrong(
                _.lazy("ally {seat} holds no key{note}", seat=_seat(a), note=bag_note(a))
                if key
                else _.lazy("ally {seat} holds no goblet{note}", seat=_seat(a), note=bag_note(a))
            )
        parts.append(
            _.lazy(
                "ally {seat} holds {count}{note}",
                seat=_seat(a),
                count=_n(n, goal),
                note=bag_note(a),
            )
        )
        total += n
    held: Msg = Joined(parts, ", ")
    if trank:
        held = _.lazy(
            "{held}, and {own}, the smaller society, has its Trank der Macht for one more",
            held=held,
            own=Msg("kutschfahrt", _THE[own]),
        )
        total += 1
    if total < NEEDED:
        return wrong(
            _.lazy(
                "{held}: that makes {total}, and {needed} are needed",
                held=held,
                total=total,
                needed=NEEDED,
            )
        )
    seats = Seats(members, "seats")
    return _result(
        True,
        True,
        members,
        _.lazy(
            "Correct: {held}: that makes {total}, and {needed} are needed. {whole}",
            held=held,
            total=total,
            needed=NEEDED,
            whole=_.lazy("The whole order wins, named or not: {seats}.", seats=seats)
            if own == ORDER
            else _.lazy("The whole brotherhood wins, named or not: {seats}.", seats=seats),
        ),
        rule,
    )


def _mix(n: int) -> Msg:
    return _.lazy_plural("{n} key or goblet", "{n} keys and goblets", n)


def _solo_refusal(
    declarer: int,
    named: Sequence[int],
    socs: Sequence[str],
    hand: Sequence[str],
    profs: Sequence[str | None],
    kind: str,
    what: Msg,
) -> Msg | None:
    """Why the declarer may not make this solo claim at all, or None: these are the claim's
    own conditions (alone, the card in hand, the right society), refused before any count."""
    seat = _Seat(declarer)
    if named:
        return _.lazy("{seat} declares {what} alone and names no allies.", seat=seat, what=what)
    if kind == "coat_of_arms" and profs[declarer] == "mercenary":
        return _mercenary(declarer)
    if kind == "coat_of_arms" and "coat_of_arms" not in hand:
        return _.lazy("{seat} does not hold the Coat of Arms of the Lodge.", seat=seat)
    if kind == "traitor" and socs[declarer] != TRAITOR:
        if socs[declarer] == ORDER:
            return _.lazy("{seat} is of the order, not the traitor.", seat=seat)
        return _.lazy("{seat} is of the brotherhood, not the traitor.", seat=seat)
    return None


def _solo(
    declarer: int,
    named: Sequence[int],
    socs: Sequence[str],
    hands: Sequence[Sequence[str]],
    profs: Sequence[str | None],
    pile_empty: bool,
    kind: str,
    wrong_solo: str = "refused",
) -> ClaimResult:
    hand = hands[declarer]
    if kind == "coat_of_arms":
        rule, what = rulerefs.COAT_OF_ARMS, _.lazy("a Coat of Arms win")
    else:
        rule, what = rulerefs.TRAITOR, _.lazy("a traitor win")
    seat = _Seat(declarer)
    refused = _solo_refusal(declarer, named, socs, hand, profs, kind, what)
    if refused is not None:
        return _refuse(refused, rule)
    if "black_pearl" in hand:
        rule = _cite(rule, rulerefs.PEARL_SOLO)
    n = _count(hand, ("key", "goblet"), pile_empty)
    bags = [b for b in SECRET_BAGS if b in hand]
    if kind == "traitor" and bags and pile_empty:
        rule = _cite(rule, rulerefs.TRAITOR_BAGS)
    note: str | Msg = ""
    if bags and not pile_empty:
        note = _.lazy(" (a Secret Bag counts only once the draw pile is empty)")
    if n < NEEDED and wrong_solo == "loses":
        own = socs[declarer]
        opponents = tuple(
            s
            for s, x in enumerate(socs)
            if s != declarer and (x != own if own == TRAITOR else x not in (own, TRAITOR))
        )
        return _result(
            True,
            False,
            opponents,
            _.lazy(
                "Wrong: {seat} holds {mix}{note}, fewer than {needed}. A wrong solo claim makes "
                "the other side win: {seats}.",
                seat=_seat(declarer),
                mix=_mix(n),
                note=note,
                needed=NEEDED,
                seats=Seats(opponents, "seats"),
            ),
            _cite(rule, rulerefs.WRONG_SOLO),
        )
    if n < NEEDED:
        return _refuse(
            _.lazy(
                "{seat} holds {mix}{note}, fewer than {needed}, so he may not declare {what}: "
                "the kit refuses such a claim, since all it needs is in his own hand.",
                seat=seat,
                mix=_mix(n),
                note=note,
                needed=NEEDED,
                what=what,
            ),
            _cite(rule, rulerefs.WRONG_SOLO),
        )
    pearl = _.lazy(" (the Black Pearl does not stop a solo win)") if "black_pearl" in hand else ""
    return _result(
        True,
        True,
        (declarer,),
        _.lazy(
            "Correct: {seat} holds {mix} in any mix{note}{pearl}, and wins alone.",
            seat=_seat(declarer),
            mix=_mix(n),
            note=note,
            pearl=pearl,
        ),
        rule,
    )
