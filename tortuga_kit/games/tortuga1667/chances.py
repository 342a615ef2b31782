"""How a Tortuga 1667 game stands, for the search bot (``bots.search``; rules §end).

When the Armada comes the nation with more chests wins, and the Dutch player wins a tie. So a
British or French seat's chance grows with its nation's lead in chests; the Dutch seat's is
best when the two are level. Loyalties are read from the world the search imagined, never from
the real state.

Votes are not searched: a British or French seat plays the card with the best expected worth
under the kit's exact vote odds (``odds.vote_odds``: the other voters' cards and the top of the
deck drawn from the cards the seat cannot see) and its belief about who gains (``belief``): an
attack's chests go to the Captain's nation (worth ``2 P(ally) - 1``), a mutiny puts the First Mate
in the Captain's place (``P(First Mate ally) - P(Captain ally)``), a brawl's winner takes the
treasure (+1 for one's own flag, -1 for the other). The Dutch seat, who wants a tie, is searched.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from ...engine.chances import logistic
from ...engine.game import SearchHints
from ...engine.knowledge import Knowledge
from .belief import belief_of, draw, evidence
from .odds import table_minus, vote_odds
from .state import State

#: How sharply a lead in chests turns into a chance to win.
SHARPNESS = 0.8
#: How fast the Dutch seat's chance falls as the nations draw apart.
DUTCH_FALL = 0.6


def value(s: State) -> list[float]:
    c = s.chests
    lead = float(c[1] + c[3] + c[5] - c[2] - c[4] - c[6])  # British less French
    british = logistic(lead, SHARPNESS)
    dutch = math.exp(-DUTCH_FALL * lead * lead)
    by_team = {"british": british, "french": 1.0 - british, "dutch": dutch}
    return [by_team[team] for team in s.loyalty]


#: Rollouts the search's best action and the rule bot's choice each need before the search plays
#: its own: a turn offers a score of peeks, so at 24 iterations most actions get one rollout
#: and one unlucky rollout of ``loyal``'s smuggle made the search peek instead (a whole team of
#: search bots won 5% of 40 seeded 6-player games against ``loyal``, ``loyal`` itself 55%).
TRUST = 4


@lru_cache(maxsize=512)
def _odds(kind: str, card: str, others: int, unknown: tuple[str, ...]) -> tuple[float, ...]:
    """The chance of each outcome of ``odds.OUTCOMES[kind]`` when the seat plays ``card``."""
    p = vote_odds(kind, [card], others, list(unknown))["p"]
    return tuple(p.values())


def _worths(k: Knowledge, team: str) -> tuple[float, ...]:
    """What each outcome of the vote is worth to the seat's team, under its belief."""
    o, world = k.observation, k.world
    believed = k.cache.get("belief")
    if believed is None:
        believed = k.cache["belief"] = belief_of(k)

    def ally(p: int) -> float:
        return 1.0 if p == k.seat else believed[p].get(team, 0.0)

    v = o.vote
    kind = v["kind"]
    if kind == "brawl":  # british, french, tie
        return (1.0, -1.0, 0.0) if team == "british" else (-1.0, 1.0, 0.0)
    if kind == "attack":  # success, fail
        return (2 * ally(v["caller"]) - 1, 0.0)
    captain = world.lines[v["place"]][0]
    return (ally(v["caller"]) - ally(captain), 0.0)  # mutiny: success, fail


def decide(k: Knowledge, legal: Sequence[str]) -> str | None:
    """A British or French seat's vote card by exact odds under its belief (see above);
    ``None`` (search) for every other decision."""
    o = k.observation
    if o.kind != "vote" or o.loyalty == "dutch" or o.vote is None or k.observer is None:
        return None
    world = k.world
    voters = world.vote["voters"] if world.vote is not None else []
    others = max(0, len(voters) - 1)
    unknown = tuple(table_minus(o.hand, world.opts["vote_deck"]))
    if others + 1 > len(unknown):
        return None
    worth = _worths(k, o.loyalty)
    best, best_score = legal[0], -math.inf
    for text in legal:
        odds = _odds(o.vote["kind"], text.split()[1], others, unknown)
        score = math.fsum(p * w for p, w in zip(odds, worth))
        if score > best_score + 1e-12:
            best, best_score = text, score
    return best


def team(s: State, seat: int) -> str:
    return s.loyalty[seat]


SEARCH = SearchHints(
    rollout="loyal",
    value=value,
    turns=2,
    decisions=30,
    belief=belief_of,
    evidence=evidence,
    draw=draw,
    decide=decide,
    team=team,
    trust=TRUST,
)
