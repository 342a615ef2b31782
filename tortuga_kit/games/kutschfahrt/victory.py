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
from dataclasses import dataclass

from . import rulerefs
from .cards import (
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
from .trade import item_name

__all__ = ["CLAIM_KINDS", "NEEDED", "ClaimResult", "check_claim"]

#: The kinds of victory a player may declare (reference §6.2–§6.4).
CLAIM_KINDS = ("society", "coat_of_arms", "traitor")
#: Goal items needed by every claim (the Trank der Macht counts as one for the smaller society).
NEEDED = 3
_COPIES = {**BASE_ITEMS, **EXPANSION_ITEMS}
_SEP = " · "
_PLURAL = {"key": "keys", "goblet": "goblets"}
_ASSUMED = _SEP + "ASSUMED"


def _cite(*refs: str) -> str:
    """Join citations: the sections in order, one ``ASSUMED`` at the end if any part is assumed
    (``"rules §victory · rules §one-trank · ASSUMED"``)."""
    parts = [r.removesuffix(_ASSUMED) for r in refs]
    return _SEP.join(dict.fromkeys(parts)) + (
        _ASSUMED if any(r.endswith(_ASSUMED) for r in refs) else ""
    )


@dataclass(frozen=True)
class ClaimResult:
    """The judgement of a declaration: ``allowed`` (may this player declare this at all),
    ``correct``, ``winners`` (sorted seats; empty when not allowed), ``explanation`` in plain
    words and ``rule``, the citation."""

    allowed: bool
    correct: bool
    winners: tuple[int, ...]
    explanation: str
    rule: str


def _n(count: int, goal: str) -> str:
    return f"{count} {goal if count == 1 else _PLURAL[goal]}"


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
) -> ClaimResult:
    """Judge seat ``declarer``'s claim of a ``kind`` victory, naming ``allies``.

    ``societies[s]`` and ``items[s]`` (his hand) are given for every seat, ``professions[s]``
    optionally (``None`` for unknown); ``pile_empty`` says whether the item draw pile is empty.

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
    if kind == "society":
        return _society(declarer, named, socs, hands, profs, pile_empty)
    return _solo(declarer, named, socs, hands, profs, pile_empty, kind)


def _refuse(text: str, rule: str) -> ClaimResult:
    return ClaimResult(False, False, (), text, rule)


def _society(
    declarer: int,
    named: list[int],
    socs: list[str],
    hands: list[list[str]],
    profs: list[str | None],
    pile_empty: bool,
) -> ClaimResult:
    own = socs[declarer]
    rule = rulerefs.VICTORY
    if own == TRAITOR:
        return _refuse(
            f"Seat {declarer} is the traitor and belongs to no society: he can only declare a "
            "traitor win.",
            _cite(rule, rulerefs.TRAITOR),
        )
    if profs[declarer] == "mercenary":
        return _refuse(
            f"Seat {declarer} is the Mercenary, who may not declare a victory (only a traitor "
            "win).",
            rule,
        )
    if "black_pearl" in hands[declarer]:
        return _refuse(
            f"Seat {declarer} holds the Black Pearl and may not declare a victory of his society.",
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

    def wrong(why: str) -> ClaimResult:
        return ClaimResult(
            True,
            False,
            opponents,
            f"Wrong: {why}. A wrong claim makes the other society win: the {other}, "
            f"seats {_seats(opponents)}.",
            rule,
        )

    def bag_note(seat: int) -> str:
        if bag in hands[seat] and not pile_empty:
            return f" (the {item_name(bag)} counts only once the draw pile is empty)"
        return ""

    mine = _count(hands[declarer], (goal,), pile_empty)
    if mine < 1:
        return wrong(
            f"seat {declarer} must hold at least one {goal} himself and holds none"
            + bag_note(declarer)
        )
    parts = [f"seat {declarer} holds {_n(mine, goal)}{bag_note(declarer)}"]
    total = mine
    for a in named:
        if socs[a] != own:
            return wrong(f"ally seat {a} is not of the {own}")
        n = _count(hands[a], (goal,), pile_empty)
        if n < 1:
            return wrong(f"ally seat {a} holds no {goal}{bag_note(a)}")
        parts.append(f"ally seat {a} holds {_n(n, goal)}{bag_note(a)}")
        total += n
    held = ", ".join(parts)
    if trank:
        held += f", and the {own}, the smaller society, has its Trank der Macht for one more"
        total += 1
    if total < NEEDED:
        return wrong(f"{held}: that makes {total}, and {NEEDED} are needed")
    return ClaimResult(
        True,
        True,
        members,
        f"Correct: {held}: that makes {total}, and {NEEDED} are needed."
        f" The whole {own} wins, named or not: seats {_seats(members)}.",
        rule,
    )


def _mix(n: int) -> str:
    return f"{n} key or goblet" if n == 1 else f"{n} keys and goblets"


def _seats(seats: Sequence[int]) -> str:
    return ", ".join(map(str, seats)) if seats else "none"


def _solo(
    declarer: int,
    named: list[int],
    socs: list[str],
    hands: list[list[str]],
    profs: list[str | None],
    pile_empty: bool,
    kind: str,
) -> ClaimResult:
    hand = hands[declarer]
    if kind == "coat_of_arms":
        rule, what = rulerefs.COAT_OF_ARMS, "a Coat of Arms win"
    else:
        rule, what = rulerefs.TRAITOR, "a traitor win"
    if named:
        return _refuse(f"Seat {declarer} declares {what} alone and names no allies.", rule)
    if kind == "coat_of_arms" and profs[declarer] == "mercenary":
        return _refuse(
            f"Seat {declarer} is the Mercenary, who may not declare a victory (only a traitor "
            "win).",
            rule,
        )
    if kind == "coat_of_arms" and "coat_of_arms" not in hand:
        return _refuse(
            f"Seat {declarer} does not hold the Coat of Arms of the Lodge.",
            rule,
        )
    if kind == "traitor" and socs[declarer] != TRAITOR:
        return _refuse(f"Seat {declarer} is of the {socs[declarer]}, not the traitor.", rule)
    if "black_pearl" in hand:
        rule = _cite(rule, rulerefs.PEARL_SOLO)
    n = _count(hand, ("key", "goblet"), pile_empty)
    bags = [b for b in SECRET_BAGS if b in hand]
    if kind == "traitor" and bags and pile_empty:
        rule = _cite(rule, rulerefs.TRAITOR_BAGS)
    note = ""
    if bags and not pile_empty:
        note = " (a Secret Bag counts only once the draw pile is empty)"
    if n < NEEDED:
        return _refuse(
            f"Seat {declarer} holds {_mix(n)}{note}, fewer than {NEEDED}, so he may not declare "
            f"{what}: the kit refuses such a claim, since all it needs is in his own hand.",
            _cite(rule, rulerefs.WRONG_SOLO),
        )
    pearl = " (the Black Pearl does not stop a solo win)" if "black_pearl" in hand else ""
    return ClaimResult(
        True,
        True,
        (declarer,),
        f"Correct: seat {declarer} holds {_mix(n)} in any mix{note}{pearl}, and wins alone.",
        rule,
    )
