"""Kutschfahrt's belief about the societies (``games/kutschfahrt/belief.py``), exact on
hand-worked tables: the cards shuffled for the table, less the seat's own and those it saw."""

from __future__ import annotations

import math

import pytest

import tortuga_kit as tk
from tortuga_kit.bots import explain
from tortuga_kit.games.kutschfahrt.belief import belief, society_belief
from tortuga_kit.games.kutschfahrt.hidden import Observation


def observation(players: int, seed: int, **fields: object) -> Observation:
    o = tk.new_match("kutschfahrt", players, seed).observe(0)
    for name, value in fields.items():
        object.__setattr__(o, name, value)
    return o


def test_five_players_with_one_card_left_out() -> None:
    """5 players, base game: 3 Order and 3 Brotherhood cards, one left out unseen. An Order
    seat that has seen nobody: 2 Order and 3 Brotherhood cards over 4 seats and the left-out
    place, so each other seat is Order with 2/5 and Brotherhood with 3/5."""
    o = observation(5, 1, society="order", known={})
    b = society_belief(o)
    assert b[0] == {"order": 1.0}
    for t in range(1, 5):
        assert b[t] == pytest.approx({"order": 2 / 5, "brotherhood": 3 / 5})


def test_a_look_is_certain_and_narrows_the_rest() -> None:
    """4 players: 2 and 2, all dealt. A Brotherhood seat that looked at seat 1 (Order) knows
    seats 2 and 3 hold one Order and one Brotherhood card: 1/2 each."""
    seen = {1: (("order", 3, "a look"), None, None, ())}
    b = society_belief(observation(4, 1, society="brotherhood", known=seen))
    assert b[1] == {"order": 1.0}
    assert b[2] == b[3] == pytest.approx({"order": 1 / 2, "brotherhood": 1 / 2})


@pytest.mark.parametrize("players", [3, 4, 5, 6, 9])
def test_the_belief_of_a_match_sums_to_one(players: int) -> None:
    m = tk.new_match("kutschfahrt", players, 7)
    mine = m.state.societies[0]
    b = belief(m, 0)
    assert b[0] == {mine: 1.0} and set(b) == set(range(players))
    for teams in b.values():
        assert math.isclose(sum(teams.values()), 1.0)
    seat = m.decision.seat  # type: ignore[union-attr]
    assert explain(m, seat, budget=2).belief == belief(m, seat)
