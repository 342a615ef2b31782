"""Pure vote resolution: attack, mutiny, brawl (seed 000 · Abstimmungen / rulebook p.5).

These functions take the revealed symbols of one section, one string per card, with a double card
written as its symbol twice (``"french french"``), and explain the outcome in words. The match
uses the same functions, so the worked examples in the notebooks test the real rules.

>>> resolve_attack(["cannon", "cannon", "fire", "water"]).success
False
>>> resolve_attack(["cannon", "fire", "fire", "water"]).success
True
>>> resolve_brawl(["french french", "british"]).winner
'french'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from ...engine.errors import BadOption
from . import rulerefs as R
from .cards import ATTACK_SYMBOLS, BRAWL_SYMBOLS, MUTINY_SYMBOLS, card_symbols

RULE_ATTACK = R.ATTACK
RULE_MUTINY = R.MUTINY
RULE_BRAWL = R.BRAWL


@dataclass(frozen=True)
class VoteResult:
    """The outcome of one vote. ``success`` for attack and mutiny, ``winner`` for a brawl."""

    kind: str
    counts: dict[str, int]
    success: bool | None
    winner: str | None
    explanation: str
    rule: str

    def __str__(self) -> str:
        return self.explanation


def _count(symbols: Iterable[str], allowed: tuple[str, ...], section: str) -> Counter[str]:
    counts: Counter[str] = Counter({s: 0 for s in allowed})
    for card in symbols:
        parts = str(card).lower().split()
        if not parts or len(parts) > 2 or len(set(parts)) != 1 or parts[0] not in allowed:
            raise BadOption(
                f"{card!r} is not a {section} symbol: use one of {', '.join(allowed)} "
                f"(a double card is the symbol twice, e.g. '{allowed[0]} {allowed[0]}')"
            )
        counts[parts[0]] += len(parts)
    return counts


def _plural(n: int, word: str) -> str:
    if n == 1:
        return f"1 {word}"
    return f"{n} {'fires' if word == 'fire' else word + 's'}"


def resolve_attack(symbols: Iterable[str]) -> VoteResult:
    """Each water puts out one fire; success needs at least one cannon and one fire left.

    A success is worth exactly one chest however many cannons show (seed 000 FAQ, Angriff).
    """
    c = _count(symbols, ATTACK_SYMBOLS, "attack")
    cannons, fires, waters = c["cannon"], c["fire"], c["water"]
    left = max(0, fires - waters)
    success = cannons >= 1 and left >= 1
    seen = f"{_plural(cannons, 'cannon')}, {_plural(fires, 'fire')}, {_plural(waters, 'water')}"
    put = _plural(min(waters, fires), "fire")
    out = f"{_plural(waters, 'water')} put{'s' if waters == 1 else ''} out {put}"
    if waters == 0:
        out = "no water puts out a fire"
    if success:
        why = f"{_plural(left, 'fire')} and {_plural(cannons, 'cannon')} remain: the attack succeeds (1 chest)"
    elif cannons == 0:
        why = "no cannon fires: the attack fails"
    else:
        why = "no fire is left to light a cannon: the attack fails"
    return VoteResult("attack", dict(c), success, None, f"{seen}; {out}; {why}.", RULE_ATTACK)


def resolve_mutiny(symbols: Iterable[str]) -> VoteResult:
    """More skulls than wheels maroons the Captain; a tie or more wheels does nothing."""
    c = _count(symbols, MUTINY_SYMBOLS, "mutiny")
    skulls, wheels = c["skull"], c["wheel"]
    success = skulls > wheels
    if success:
        why = (
            f"{_plural(skulls, 'skull')} beat{'s' if skulls == 1 else ''} "
            f"{_plural(wheels, 'wheel')}: the mutiny succeeds and the Captain is marooned"
        )
    elif skulls == wheels:
        why = (
            f"{_plural(skulls, 'skull')} tie{'s' if skulls == 1 else ''} "
            f"{_plural(wheels, 'wheel')}: on a tie nothing happens"
        )
    else:
        why = (
            f"{_plural(wheels, 'wheel')} beat{'s' if wheels == 1 else ''} "
            f"{_plural(skulls, 'skull')}: the mutiny fails"
        )
    return VoteResult("mutiny", dict(c), success, None, why + ".", RULE_MUTINY)


def resolve_brawl(symbols: Iterable[str]) -> VoteResult:
    """More flags of one nation move both Tortuga chests to it; a tie gives one to each."""
    c = _count(symbols, BRAWL_SYMBOLS, "brawl")
    b, f = c["british"], c["french"]
    if b > f:
        winner, why = "british", f"British flags win {b} to {f}: both Tortuga chests go British"
    elif f > b:
        winner, why = "french", f"French flags win {f} to {b}: both Tortuga chests go French"
    else:
        winner, why = None, f"{b} to {f} is a tie: one chest in each treasure area"
    return VoteResult("brawl", dict(c), None, winner, why + ".", RULE_BRAWL)


SECTION = {"attack": 0, "brawl": 1, "mutiny": 2}
RESOLVERS = {"attack": resolve_attack, "brawl": resolve_brawl, "mutiny": resolve_mutiny}


def section_symbols(kind: str, cards: Iterable[str]) -> list[str]:
    """The symbols of one section of whole vote cards ("cannon/british/skull" -> "cannon")."""
    i = SECTION[kind]
    out = []
    for card in cards:
        sym, k = card_symbols(card)[i]
        out.append(" ".join([sym] * k))
    return out


def resolve_cards(kind: str, cards: Iterable[str]) -> VoteResult:
    """Resolve whole vote cards for a vote of ``kind``."""
    return RESOLVERS[kind](section_symbols(kind, cards))
