"""Exact chances of a vote, by counting: what a seat can work out before it plays a card.

The model is an assumption, said out loud so learners can question it: every vote card the
seat cannot see is equally likely to be any of the unknown cards. Each other voter plays one
card drawn uniformly at random *without replacement* from the unknown cards, and the top card of
the vote deck (which always joins, seed 000 · Abstimmungen) is one more such draw. Real players
choose their cards on purpose, so these are the "I know nothing about the others" odds.

Only one section of a card matters for a vote, so the unknown cards are grouped by what they
show in that section (``"fire"``, ``"fire fire"`` for a double, ...) and every multiset of draws
is counted once, weighted by ``prod C(count_i, drawn_i) / C(N, k)``. That is exact (fractions,
no floating point, no numpy) and fast: a few thousand cases even for 8 other voters. The outcome
of each case comes from the real resolve functions in ``votes/rules.py``, so the odds follow the rules.

>>> r = vote_odds("attack", ["cannon/british/skull"], 0,
...               unknown=["fire/british/skull", "water/french/wheel"])
>>> r["exact"]["success"]
Fraction(1, 2)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from fractions import Fraction
from math import comb
from typing import Any

from ...engine.errors import BadOption
from ...engine.i18n import translator
from .cards import VOTE_DECKS, is_vote_card
from .votes.rules import RESOLVERS, section_symbols

OUTCOMES = {
    "attack": ("success", "fail"),
    "mutiny": ("success", "fail"),
    "brawl": ("british", "french", "tie"),
}
_ = translator("tortuga1667")

#: The odds' model in words (English; ``_.get(ASSUMPTION)`` in the reader's language).
ASSUMPTION = _.mark(
    "every card the seat cannot see is equally likely: other voters and the top of the "
    "vote deck are uniform random draws without replacement from the unknown cards "
    "(rules §odds-model)"
)


def _outcome(kind: str, symbols: list[str]) -> str:
    result = RESOLVERS[kind](symbols)
    if kind == "brawl":
        return result.winner or "tie"
    return "success" if result.success else "fail"


def _check_cards(cards: Iterable[Any], what: str) -> list[str]:
    out = []
    for c in cards:
        if not isinstance(c, str) or not is_vote_card(c):
            raise BadOption(
                _(
                    "{what}: {c} is not a vote card (write e.g. 'cannon/british/skull', a double card as '2fire/2british/2skull')",
                    what=what,
                    c=repr(c),
                )
            )
        out.append(c)
    return out


def table_minus(known: Iterable[str], deck: str = "placeholder") -> list[str]:
    """The 32-card vote table of ``deck`` without the cards in ``known`` (a multiset difference)."""
    if deck not in VOTE_DECKS:
        raise BadOption(
            _(
                "unknown vote deck {deck}; known: {known}",
                deck=repr(deck)[:40],
                known=", ".join(VOTE_DECKS),
            )
        )
    rest = Counter(VOTE_DECKS[deck])
    for c in known:
        if rest[c] <= 0:
            raise BadOption(
                _("the {deck} vote deck has no (more) card {card}", deck=deck, card=repr(c)[:60])
            )
        rest[c] -= 1
    return sorted(rest.elements())


def vote_odds(
    kind: str,
    my_cards: Sequence[str],
    other_voters: int,
    unknown: Sequence[str] | None = None,
    deck: str = "placeholder",
) -> dict[str, Any]:
    """Exact odds of a vote of ``kind`` when I play ``my_cards`` (none, one, or two with El Dorado).

    ``unknown`` is the multiset of cards I cannot see (default: the whole table of ``deck`` minus
    ``my_cards``). ``other_voters`` + 1 cards (their cards plus the top card of the vote deck) are
    drawn from it uniformly without replacement. Returns the exact ``Fraction`` per outcome under
    ``"exact"`` and the same as floats under ``"p"``: ``success``/``fail`` for an attack or a
    mutiny (a mutiny tie is a fail: nothing happens), ``british``/``french``/``tie`` for a brawl.
    """
    if kind not in OUTCOMES:
        raise BadOption(
            _("vote kind {kind} is not one of attack, mutiny, brawl", kind=repr(kind)[:40])
        )
    if isinstance(other_voters, bool) or not isinstance(other_voters, int) or other_voters < 0:
        raise BadOption(
            _(
                "other_voters must be a whole number >= 0, not {value}",
                value=repr(other_voters)[:40],
            )
        )
    mine = _check_cards(my_cards, "my_cards")
    pool = table_minus(mine, deck) if unknown is None else _check_cards(unknown, "unknown")
    drawn = other_voters + 1
    if drawn > len(pool):
        raise BadOption(
            _(
                "{other_voters} other voter(s) plus the top card need {drawn} unknown cards, but only {n} are unknown",
                other_voters=other_voters,
                drawn=drawn,
                n=len(pool),
            )
        )
    groups = sorted(Counter(section_symbols(kind, pool)).items())
    base = section_symbols(kind, mine)
    total = comb(len(pool), drawn)
    counts: Counter[str] = Counter()
    cases = 0

    def walk(i: int, left: int, weight: int, chosen: list[str]) -> None:
        nonlocal cases
        if i == len(groups):
            if left == 0:
                counts[_outcome(kind, base + chosen)] += weight
                cases += 1
            return
        symbol, have = groups[i]
        for take in range(min(have, left) + 1):
            walk(i + 1, left - take, weight * comb(have, take), chosen + [symbol] * take)

    walk(0, drawn, 1, [])
    exact = {k: Fraction(counts[k], total) for k in OUTCOMES[kind]}
    return {
        "kind": kind,
        "my_cards": list(mine),
        "other_voters": other_voters,
        "drawn": drawn,
        "unknown_cards": len(pool),
        "cases": cases,
        "exact": exact,
        "p": {k: float(v) for k, v in exact.items()},
        "assumption": ASSUMPTION,
    }


def _voters_now(view: dict[str, Any], kind: str, seat: int) -> list[int]:
    """Who would vote if ``kind`` were called now where ``seat`` stands (seed 000 FAQ · voters)."""
    me = view["players"][seat]
    where = me["location"]
    if kind == "brawl":
        if where != "tortuga":
            raise BadOption(
                _("{name} is not on Tortuga: a brawl is called and voted there", name=me["name"])
            )
        line = view["tortuga"]["line"]
    else:
        if where not in ("fd", "jr"):
            raise BadOption(
                _(
                    "{name} is not on a ship: a vote of {kind} is taken by a ship's crew",
                    name=me["name"],
                    kind=_.get(kind),
                )
            )
        line = view["ships"][where]["line"]
        if kind == "mutiny":
            line = line[1:]  # everyone but the Captain votes on a mutiny
    return [p for p in line if view["players"][p]["hand_size"] > 0]


def odds_for_seat(match: Any, seat: int, kind: str) -> dict[str, Any]:
    """The odds ``seat`` can compute for a vote of ``kind`` called now where it stands.

    Built from ``match.view(seat)`` only, so it uses nothing the seat may not know: the unknown
    cards are the 32-card table minus the seat's own hand (cards seen in earlier votes have been
    shuffled back, so they count as unknown), and the voters are the ones the rules would call.
    ``choices`` has one entry per distinct card the seat could play (pairs too, if it holds El
    Dorado); a seat that would not vote gets one entry with ``play == []``.
    """
    view = match.view(seat)
    you = view["you"]
    hand = list(you["hand"])
    voters = _voters_now(view, kind, seat)
    others = len([p for p in voters if p != seat])
    unknown = table_minus(hand, view["options"]["vote_deck"])
    plays: list[list[str]] = []
    if seat in voters:
        distinct = sorted(set(hand))
        plays = [[c] for c in distinct]
        if "el_dorado" in view["players"][seat]["maps"] and len(hand) >= 2:
            pairs = sorted(
                {tuple(sorted((a, b))) for i, a in enumerate(hand) for b in hand[i + 1 :]}
            )
            plays += [list(p) for p in pairs]
    else:
        plays = [[]]
    choices = [{"play": play, **vote_odds(kind, play, others, unknown)} for play in plays]
    return {
        "kind": kind,
        "seat": seat,
        "voters": voters,
        "other_voters": others,
        "unknown_cards": len(unknown),
        "choices": choices,
        "assumption": ASSUMPTION,
    }
