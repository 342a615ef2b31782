"""How a Kutschfahrt game stands, for the search bot (``bots.search``; rules §victory).

A society wins by a rightful claim of victory (its items gathered in its team's hands); until
then the table shows little of who is ahead, so a cut-off rollout counts as even (1/2 for every seat) and
only rollouts that reach a claim decide. The rollouts are therefore longer than in the other
games.
"""

from __future__ import annotations

from ...engine.game import SearchHints
from .belief import belief_of
from .state import State


def value(s: State) -> list[float]:
    return [0.5] * s.n


def team(s: State, seat: int) -> str:
    return s.societies[seat]


SEARCH = SearchHints(
    rollout="agent", value=value, turns=2, decisions=40, belief=belief_of, team=team
)
