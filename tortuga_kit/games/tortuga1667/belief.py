"""What one seat may believe about the hidden loyalties, from the public actions (rules §loyalty).

Every player knows how many British, French and Dutch cards were dealt (``LOYALTY_TABLE``), its
own card and the cards a Façade showed it. The rest are dealt uniformly, so before anything
happens each way of dealing them to the unknown seats is equally likely. Then each *public*
action of a seat (never a face-down vote) is evidence: how likely was that action if the seat
were British, French or Dutch and played like the rule bot ``loyal``? ``policy`` computes the
bot's exact choice distribution by walking every branch of its random draws, and a small
``EPSILON`` of every action being played by chance keeps a human's surprising move from ruling
a team out for good. The belief is the exact posterior over all assignments of the unknown
seats (a few hundred at most: 9 players leave 8 seats, 630 ways), reported per seat.

What the observing seat may use: the acting seat's observation is taken in the observer's
canonical world (``resample_hidden(state, observer, Rng(WORLD_SEED))``), so the actor's hand and
the event cards it looked at are the observer's guess, never the real ones (``evidence``; the
search bot gets these sums through ``Knowledge.evidence``). The search draws its worlds from
the same posterior (``draw``): each iteration deals the unknown loyalties by one assignment
drawn with its posterior weight.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.knowledge import WORLD_SEED, Knowledge, PublicLog
from ...engine.rng import Rng
from .bots import LoyalBot
from .cards import LOYALTY_TABLE
from .hidden import Observation, loyalty_public, resample_hidden
from .state import State

TEAMS = ("british", "french", "dutch")
#: The share of a seat's public actions taken as if at random (not by the rule bot's logic).
EPSILON = 0.1


class _Branches:
    """A stand-in for the bot's ``Rng`` that follows a script of draws (0 past its end) and
    records how many outcomes each draw had: ``policy`` walks every script once."""

    def __init__(self, script: Sequence[int]) -> None:
        self.script = script
        self.sizes: list[int] = []

    def randrange(self, n: int) -> int:
        i = len(self.sizes)
        self.sizes.append(n)
        return self.script[i] if i < len(self.script) else 0

    def choice(self, seq: Sequence[Any]) -> Any:
        return seq[self.randrange(len(seq))]


def policy(o: Observation, legal: Sequence[str]) -> dict[str, float]:
    """The exact probability of each action ``loyal`` plays from ``o``: every branch of its
    random draws, each with the product of 1/n over its draws."""
    out: dict[str, float] = {}
    scripts: list[tuple[int, ...]] = [()]
    while scripts:
        script = scripts.pop()
        bot = LoyalBot(0)
        rng = _Branches(script)
        bot.rng = rng  # type: ignore[assignment]
        text = bot.choose(o, legal)
        out[text] = out.get(text, 0.0) + math.prod(1.0 / n for n in rng.sizes)
        for j in range(len(script), len(rng.sizes)):
            pad = (0,) * (j - len(script))
            scripts += [(*script, *pad, k) for k in range(1, rng.sizes[j])]
    return out


def as_team(o: Observation, team: str) -> Observation:
    """``o`` with another loyalty: what the seat would see were it of ``team``."""
    copy = Observation.__new__(Observation)
    for name in Observation.__slots__:
        setattr(copy, name, getattr(o, name))
    copy.loyalty = team
    return copy


def likelihood(o: Observation, legal: Sequence[str], text: str, team: str) -> float:
    """How likely ``text`` is from a seat of ``team`` (the bot's policy, mixed with chance)."""
    p = policy(as_team(o, team), legal).get(text, 0.0)
    return (1 - EPSILON) * p + EPSILON / len(legal)


def assignments(
    cards: Mapping[str, int], seats: Sequence[int], evidence: Mapping[int, Mapping[str, float]]
) -> list[tuple[float, tuple[str, ...]]]:
    """Every assignment of ``cards`` (team -> count) to ``seats`` with its posterior
    probability (the product of ``evidence[seat][team]``, log-likelihoods, normalised)."""
    weights: list[tuple[float, tuple[str, ...]]] = []

    def deal(i: int, left: Counter[str], chosen: tuple[str, ...], logw: float) -> None:
        if i == len(seats):
            weights.append((logw, chosen))
            return
        for team in TEAMS:
            if left[team] > 0:
                left[team] -= 1
                deal(i + 1, left, (*chosen, team), logw + evidence.get(seats[i], {}).get(team, 0.0))
                left[team] += 1

    deal(0, Counter(cards), (), 0.0)
    top = max(w for w, _ in weights)
    total = math.fsum(math.exp(w - top) for w, _ in weights)
    return [(math.exp(w - top) / total, chosen) for w, chosen in weights]


def posterior(
    cards: Mapping[str, int], seats: Sequence[int], evidence: Mapping[int, Mapping[str, float]]
) -> dict[int, dict[str, float]]:
    """Each seat's marginal over teams, from every assignment of ``cards`` (team -> count) to
    ``seats``, weighted by the product of ``evidence[seat][team]`` (log-likelihoods).

    >>> b = posterior({"british": 1, "french": 1}, [1, 2], {1: {"british": math.log(3)}})
    >>> {s: {t: round(p, 3) for t, p in d.items()} for s, d in b.items()}
    {1: {'british': 0.75, 'french': 0.25}, 2: {'british': 0.25, 'french': 0.75}}
    """
    out = {p: {team: 0.0 for team in TEAMS if cards.get(team, 0) > 0} for p in seats}
    for share, chosen in assignments(cards, seats, evidence):
        for p, team in zip(seats, chosen):
            out[p][team] += share
    return out


def evidence(s: State, observer: int, actor: int, text: str) -> dict[str, float]:
    """How likely ``actor``'s public ``text`` was under each team, as ``observer`` judges it:
    the actor's observation is read in the observer's canonical world (its hand and the cards it
    looked at are the observer's guess), so nothing the observer may not know goes in.

    Remembered by the public part of the observation (``_public_key``; at most ``REMEMBERED``
    entries): ``loyal`` reads neither the hand nor the looked-at cards, so every observer of one
    action weighs it alike, and the rule bot's branches are walked once per team, not once per
    observer and team."""
    o = Observation(s, actor)
    legal = _legal(s)
    key = (_public_key(o), tuple(legal), text)
    found = _WEIGHED.get(key)
    if found is None:
        world = resample_hidden(s, observer, Rng(WORLD_SEED))
        mine = Observation(world, actor)
        found = {team: math.log(likelihood(mine, legal, text, team)) for team in TEAMS}
        if len(_WEIGHED) >= REMEMBERED:
            _WEIGHED.clear()
        _WEIGHED[key] = found
    return dict(found)


#: How many weighed actions ``evidence`` remembers (a bound, so memory never grows with play).
REMEMBERED = 512
_WEIGHED: dict[tuple[Any, ...], dict[str, float]] = {}


def _public_key(o: Observation) -> tuple[Any, ...]:
    """What ``loyal`` reads of an observation but its loyalty: all of it public."""
    vote = None if o.vote is None else (o.vote["kind"], o.vote["caller"], o.vote["place"])
    return (o.seat, o.kind, o.n, o.chests, o.lines, o.boats, o.where, vote, o.maps)


def _legal(s: State) -> list[str]:
    frame = s.stack[-1]
    return list(frame.legal(s))


def belief(match: Any, seat: int) -> dict[int, dict[str, float]]:
    """``seat``'s belief ``{seat: {team: probability}}`` about every seat, from the match's
    public actions (the seat's own and the Façade's cards are certain)."""
    log = PublicLog.replay(match, [seat])
    return belief_of(Knowledge(match.game, match.state, seat, log.of(seat)))


def belief_of(k: Knowledge) -> dict[int, dict[str, float]]:
    """The belief of ``k``'s seat (``SearchHints.belief``): its world and its evidence."""
    return known_and_believed(k.world, k.seat, k.evidence)


def _unknown(s: State, seat: int) -> tuple[Counter[str], list[int]]:
    """The loyalty cards ``seat`` has not seen and the seats that hold them."""
    seen = {seat: s.loyalty[seat], **s.facade_seen[seat]}
    b, f, d = LOYALTY_TABLE[s.n]
    cards = Counter({"british": b, "french": f, "dutch": d})
    cards.subtract(Counter(seen.values()))
    return cards, [p for p in range(s.n) if p not in seen]


def draw(k: Knowledge, rng: Rng) -> State:
    """A world for one search iteration: ``k.sample`` for the hands and the event cards, then
    the unknown loyalties dealt by one assignment drawn from the posterior (``SearchHints.draw``)."""
    world: State = k.sample(rng)
    if loyalty_public(world) or k.observer is None:  # public: no seat's card is known
        return world
    deals = k.cache.get("deals")
    if deals is None:
        cards, seats = _unknown(k.world, k.seat)
        deals = k.cache["deals"] = (seats, assignments(cards, seats, k.evidence))
    seats, weighted = deals
    chosen = rng.weighted(weighted)
    for p, team in zip(seats, chosen):
        world.loyalty[p] = team
    for p in range(world.n):
        if p != k.seat:
            world.facade_seen[p] = {q: world.loyalty[q] for q in world.facade_seen[p]}
    return world


def known_and_believed(
    s: State, seat: int, evidence: Mapping[int, Mapping[str, float]]
) -> dict[int, dict[str, float]]:
    """The certain loyalties (own, shown by a Façade, or all once public) and the posterior of
    the rest."""
    if loyalty_public(s):
        return {p: {s.loyalty[p]: 1.0} for p in range(s.n)}
    seen = {seat: s.loyalty[seat], **s.facade_seen[seat]}
    cards, unknown = _unknown(s, seat)
    out = posterior(cards, unknown, evidence)
    out.update({p: {team: 1.0} for p, team in seen.items()})
    return {p: out[p] for p in range(s.n)}
