"""What one seat may believe about the societies (rules §setup-societies, §looks,
§fight-support).

Every player knows which society cards were shuffled for the table (``societies_for``: half
Order, half Brotherhood; at odd counts one more of each with one card left out unseen, or the
traitor with the expansion), its own card, and every society its sheet holds (a look, a claim:
societies never change). The rest were dealt uniformly: every way to deal the cards still
unaccounted for to the unknown seats and the left-out place is equally likely a priori
(``deals``). At 5 players, an Order seat that has seen nobody believes each other seat is Order
with 2/5 and Brotherhood with 3/5.

**Support.** Backing a fighter is public (rules §fight-support), and a player backs a fighter
he knows to be of his own society: the rule bot ``agent`` backs only known allies, and nobody
gains by backing an enemy. So each public support weighs every deal: one in which the
supporter and the fighter he backed share a society keeps its weight, one in which they differ
is multiplied by ``ASTRAY`` (a slip, a bluff or a player who backs at random; never zero, so
no play can leave a seat without a belief). The belief is then exact over the deals
(``deals``: at most a few hundred at ten players), not a guess per seat: two seats seen to back
each other are believed together, even while neither's society is known. Trades, looks' results
and abstentions are not weighed: they hang on what the actor saw, which the seat cannot see.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping
from math import factorial
from typing import Any

from ...engine.knowledge import PublicLog
from .cards import SOCIETIES
from .hidden import Observation
from .knowledge import SOCIETY
from .setup.rules import societies_for
from .state import State

#: How much less likely a player backs a fighter of the other society than one of his own.
ASTRAY = 0.05
#: The evidence key of a public support: ``"with <seat>"``, the fighter the actor backed, and
#: its value the number of such supports (``engine.knowledge.PublicLog`` sums them).
WITH = "with "

#: One deal of the unknown societies: its weight and every seat's society.
Deal = tuple[float, dict[int, str]]


def evidence(s: State, observer: int, actor: int, text: str) -> dict[str, float]:
    """What ``actor``'s public ``text`` says about societies (``SearchHints.evidence``): a
    support names the fighter backed (``{"with <seat>": 1}``), everything else nothing. Read
    from the public fight only (who attacks whom), so every observer weighs it alike."""
    if not text.startswith("support ") or s.fight is None:
        return {}
    f = s.fight
    fighter = f.attacker if text == "support attacker" else f.defender
    return {f"{WITH}{fighter}": 1.0}


def seen_societies(o: Observation) -> dict[int, str]:
    """The societies the seat knows: its own and its sheet's."""
    seen: dict[int, str] = {o.seat: o.society}
    for t, sheet in o.known.items():
        entry = None if sheet is None else sheet[SOCIETY]
        if entry is not None:
            seen[t] = str(entry[0])
    return seen


def backed(evidence: Mapping[int, Mapping[str, float]]) -> list[tuple[int, int, float]]:
    """The public supports as ``(supporter, fighter, how many times)``."""
    out = []
    for actor, keys in evidence.items():
        for key, count in keys.items():
            if key.startswith(WITH) and count > 0:
                out.append((actor, int(key[len(WITH) :]), count))
    return out


def deals(o: Observation, evidence: Mapping[int, Mapping[str, float]] | None = None) -> list[Deal]:
    """Every deal of the unknown societies with its normalised weight: the prior (ways to
    lay the rest in the left-out places) times ``ASTRAY`` per support across societies."""
    seen = seen_societies(o)
    left = Counter(societies_for(o.n, expansion=bool(o.opts["expansion"])))
    left.subtract(Counter(seen.values()))
    unknown = [t for t in range(o.n) if t not in seen]
    pairs = backed(evidence or {})
    out: list[Deal] = []
    for chosen in _assign(unknown, +left):
        rest = +(left - Counter(chosen.values()))
        ways = factorial(sum(rest.values()))
        for count in rest.values():
            ways //= factorial(count)
        societies = {**seen, **chosen}
        weight = float(ways)
        for actor, fighter, times in pairs:
            if societies.get(actor) != societies.get(fighter):
                weight *= ASTRAY**times
        out.append((weight, societies))
    total = sum(w for w, _s in out)
    return [(w / total, soc) for w, soc in out]


def _assign(seats: list[int], left: Counter[str]) -> Iterator[dict[int, str]]:
    """Every way to give ``seats`` societies from the cards ``left`` (distinct assignments)."""
    if not seats:
        yield {}
        return
    first, rest = seats[0], seats[1:]
    for society in sorted(left):
        if left[society] <= 0:
            continue
        left[society] -= 1
        for chosen in _assign(rest, left):
            yield {first: society, **chosen}
        left[society] += 1


def society_belief(
    o: Observation, evidence: Mapping[int, Mapping[str, float]] | None = None
) -> dict[int, dict[str, float]]:
    """``{seat: {society: probability}}`` for every seat, from ``o`` and the public supports
    ``evidence`` (``Knowledge.evidence``) alone."""
    seen = seen_societies(o)
    out: dict[int, dict[str, float]] = {t: {} for t in range(o.n)}
    for weight, societies in deals(o, evidence):
        for t, society in societies.items():
            out[t][society] = out[t].get(society, 0.0) + weight
    out.update({t: {society: 1.0} for t, society in seen.items()})  # certain, not a sum
    return {t: {s: p[s] for s in SOCIETIES if s in p} for t, p in out.items()}


def belief(match: Any, seat: int) -> dict[int, dict[str, float]]:
    """``seat``'s belief about the societies, with the supports of the match's history."""
    return society_belief(match.observe(seat), _replayed(match, seat))


def _replayed(match: Any, seat: int) -> dict[int, dict[str, float]]:
    """The supports ``seat`` saw in ``match`` (the public log replayed, as ``explain`` does)."""
    log = PublicLog.replay(match, [seat])
    return log.of(seat)


def belief_of(k: Any) -> dict[int, dict[str, float]]:
    """The belief of a ``Knowledge``'s seat (``SearchHints.belief``): remembered for the
    decision (``k.cache``)."""
    found = k.cache.get("belief")
    if found is None:
        found = k.cache["belief"] = society_belief(k.observation, k.evidence)
    return found  # type: ignore[no-any-return]


def deals_of(k: Any) -> list[Deal]:
    """The deals of a ``Knowledge``'s seat, remembered for the decision."""
    found = k.cache.get("deals")
    if found is None:
        found = k.cache["deals"] = deals(k.observation, k.evidence)
    return found  # type: ignore[no-any-return]
