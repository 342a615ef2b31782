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

from ....engine.errors import BadOption
from ....engine.i18n import Msg, translator
from .. import rulerefs as R
from ..cards import ATTACK_SYMBOLS, BRAWL_SYMBOLS, MUTINY_SYMBOLS, card_symbols

_ = translator("tortuga1667")

RULE_ATTACK = R.ATTACK
RULE_MUTINY = R.MUTINY
RULE_BRAWL = R.BRAWL


@dataclass(frozen=True)
class VoteResult:
    """The outcome of one vote. ``success`` for attack and mutiny, ``winner`` for a brawl.
    ``message``: the explanation, read in the reader's language (``explanation`` is it as text)."""

    kind: str
    counts: dict[str, int]
    success: bool | None
    winner: str | None
    message: Msg
    rule: str

    @property
    def explanation(self) -> str:
        return self.message.render()

    def __str__(self) -> str:
        return self.explanation


def _count(symbols: Iterable[str], allowed: tuple[str, ...], section: str) -> Counter[str]:
    counts: Counter[str] = Counter({s: 0 for s in allowed})
    for card in symbols:
        parts = str(card).lower().split()
        if not parts or len(parts) > 2 or len(set(parts)) != 1 or parts[0] not in allowed:
            raise BadOption(
                _(
                    "{card} is not a {section} symbol: use one of {allowed} "
                    "(a double card is the symbol twice, e.g. '{example}')",
                    card=repr(card),
                    section=_.get(SECTIONS[section]),
                    allowed=", ".join(allowed),
                    example=f"{allowed[0]} {allowed[0]}",
                )
            )
        counts[parts[0]] += len(parts)
    return counts


SECTIONS = {"attack": _.mark("attack"), "mutiny": _.mark("mutiny"), "brawl": _.mark("brawl")}


def _cannons(n: int) -> Msg:
    return _.lazy_plural("{n} cannon", "{n} cannons", n)


def _fires(n: int) -> Msg:
    return _.lazy_plural("{n} fire", "{n} fires", n)


def _waters(n: int) -> Msg:
    return _.lazy_plural("{n} water", "{n} waters", n)


def _skulls(n: int) -> Msg:
    return _.lazy_plural("{n} skull", "{n} skulls", n)


def _wheels(n: int) -> Msg:
    return _.lazy_plural("{n} wheel", "{n} wheels", n)


def resolve_attack(symbols: Iterable[str]) -> VoteResult:
    """Each water puts out one fire; success needs at least one cannon and one fire left.

    A success is worth exactly one chest however many cannons show (seed 000 FAQ, Angriff).
    """
    c = _count(symbols, ATTACK_SYMBOLS, "attack")
    cannons, fires, waters = c["cannon"], c["fire"], c["water"]
    left = max(0, fires - waters)
    success = cannons >= 1 and left >= 1
    seen = _.lazy(
        "{cannons}, {fires}, {waters}",
        cannons=_cannons(cannons),
        fires=_fires(fires),
        waters=_waters(waters),
    )
    if waters == 0:
        out = _.lazy("no water puts out a fire")
    else:
        out = _.lazy_plural(
            "{n} water puts out {fires}",
            "{n} waters put out {fires}",
            waters,
            fires=_fires(min(waters, fires)),
        )
    if success:
        why = _.lazy(
            "{fires} and {cannons} remain: the attack succeeds (1 chest)",
            fires=_fires(left),
            cannons=_cannons(cannons),
        )
    elif cannons == 0:
        why = _.lazy("no cannon fires: the attack fails")
    else:
        why = _.lazy("no fire is left to light a cannon: the attack fails")
    text = _.lazy("{seen}; {out}; {why}.", seen=seen, out=out, why=why)
    return VoteResult("attack", dict(c), success, None, text, RULE_ATTACK)


def resolve_mutiny(symbols: Iterable[str]) -> VoteResult:
    """More skulls than wheels maroons the Captain; a tie or more wheels does nothing."""
    c = _count(symbols, MUTINY_SYMBOLS, "mutiny")
    skulls, wheels = c["skull"], c["wheel"]
    success = skulls > wheels
    if success:
        why = _.lazy_plural(
            "{n} skull beats {wheels}: the mutiny succeeds and the Captain is marooned.",
            "{n} skulls beat {wheels}: the mutiny succeeds and the Captain is marooned.",
            skulls,
            wheels=_wheels(wheels),
        )
    elif skulls == wheels:
        why = _.lazy_plural(
            "{n} skull ties {wheels}: on a tie nothing happens.",
            "{n} skulls tie {wheels}: on a tie nothing happens.",
            skulls,
            wheels=_wheels(wheels),
        )
    else:
        why = _.lazy_plural(
            "{n} wheel beats {skulls}: the mutiny fails.",
            "{n} wheels beat {skulls}: the mutiny fails.",
            wheels,
            skulls=_skulls(skulls),
        )
    return VoteResult("mutiny", dict(c), success, None, why, RULE_MUTINY)


def resolve_brawl(symbols: Iterable[str]) -> VoteResult:
    """More flags of one nation move both Tortuga chests to it; a tie gives one to each."""
    c = _count(symbols, BRAWL_SYMBOLS, "brawl")
    b, f = c["british"], c["french"]
    if b > f:
        winner = "british"
        why = _.lazy(
            "British flags win {british} to {french}: both Tortuga chests go British.",
            british=b,
            french=f,
        )
    elif f > b:
        winner = "french"
        why = _.lazy(
            "French flags win {french} to {british}: both Tortuga chests go French.",
            british=b,
            french=f,
        )
    else:
        winner = None
        why = _.lazy(
            "{british} to {french} is a tie: one chest in each treasure area.", british=b, french=f
        )
    return VoteResult("brawl", dict(c), None, winner, why, RULE_BRAWL)


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
