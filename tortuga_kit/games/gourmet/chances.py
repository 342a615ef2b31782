"""How a Tortuga Gourmet dinner stands, for the search bot (``bots.search``; rules §scoring).

Pantry and hand both score at the end, so a seat's standing is the score of all its cards now,
by the rules' exact scorer (``ending.scores``); the leader's chance grows with its lead.

The search bot is greedy first: a move's *marginal value* is what the card it takes adds to the
seat's best total under the exact scorer (``bots.total``; its pantry counted from its memory
under Forgetful Pirates, ``memory``), and only the few moves close to the best are searched
(``shortlist``), over worlds in which the unseen cards alone are dealt again (``memory.draw``).
A search of two dozen rollouts spread over a dozen moves gives each two: noise, which the
shortlist turns into a choice among moves worth choosing between.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.chances import softmax
from ...engine.game import SearchHints
from ...engine.knowledge import Knowledge
from .bots import moves, tally, total
from .ending import scores
from .memory import Memory, draw, remember
from .state import State

#: How sharply a lead in points turns into a chance to win.
SHARPNESS = 0.35
#: How many points below the best marginal value a move may add and still be searched.
SLACK = 2
#: At most this many moves are searched (the best first).
SHORTLIST = 6
#: Turns a rollout plays before it is cut: two and a half rounds of four, so that it plays the
#: seat's own next two turns (what a card kept for sailing is worth shows only then).
TURNS = 10


def value(s: State) -> list[float]:
    return softmax([float(r.total) for r in scores(s)], SHARPNESS)


def _mine(k: Knowledge) -> list[int]:
    """The tally of the seat's own cards: its hand, and its pantry as it sees it or, under
    Forgetful Pirates, as it remembers playing it."""
    o = k.observation
    pantry = o.pantry
    if pantry is None and isinstance(k.notes, Memory):
        pantry = k.notes.pantry(k.seat)
    return tally([*o.hand, *(pantry or ())])


def marginal(k: Knowledge, legal: Sequence[str]) -> list[tuple[int, int]]:
    """Per action, (points the card it takes adds to the seat's best total, cards left on that
    island); a card played without sailing (rules §stuck) ranks last."""
    o = k.observation
    mine = _mine(k)
    now = total(o, mine, None)
    return [(v - now if v > -999 else v, size) for v, size in moves(o, mine, legal)]


def shortlist(k: Knowledge, legal: Sequence[str]) -> list[str]:
    """The moves worth a search: those whose marginal value is within ``SLACK`` of the best,
    at most ``SHORTLIST`` of them, best first (then the larger pile, then the game's order)."""
    values = marginal(k, legal)
    ranked = sorted(range(len(legal)), key=lambda i: (-values[i][0], -values[i][1], i))
    best = values[ranked[0]][0]
    return [legal[i] for i in ranked if values[i][0] >= best - SLACK][:SHORTLIST]


SEARCH = SearchHints(
    rollout="cook",
    value=value,
    turns=TURNS,
    decisions=40,
    draw=draw,
    remember=remember,
    shortlist=shortlist,
)
