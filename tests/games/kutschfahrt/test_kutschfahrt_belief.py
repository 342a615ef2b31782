"""Kutschfahrt's belief about the societies (``games/kutschfahrt/belief.py``), exact on
hand-worked tables: the cards shuffled for the table, less the seat's own and those it saw."""

from __future__ import annotations

import math

import pytest

import tortuga_kit as tk
from tortuga_kit.bots import explain
from tortuga_kit.engine.knowledge import Knowledge
from tortuga_kit.games.kutschfahrt.belief import ASTRAY, WITH, belief, deals, society_belief
from tortuga_kit.games.kutschfahrt.chances import deduced
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


def test_a_support_of_the_seat_itself_weighs_the_supporter() -> None:
    """4 players, all dealt: a Brotherhood seat 0 that has seen nobody; seats 1-3 hold one
    Brotherhood and two Order cards, each deal 1/3. Seat 1 backed seat 0 once: the deal with
    seat 1 Brotherhood keeps its weight, the two others are multiplied by ASTRAY (0.05), so
    seat 1 is Brotherhood with 1 / (1 + 2 x 0.05) = 1/1.1 and seats 2, 3 with 0.05/1.1."""
    o = observation(4, 1, society="brotherhood", known={})
    b = society_belief(o, {1: {f"{WITH}0": 1.0}})
    assert ASTRAY == 0.05
    assert b[1] == pytest.approx({"order": 0.1 / 1.1, "brotherhood": 1 / 1.1})
    assert b[2] == b[3] == pytest.approx({"order": 1.05 / 1.1, "brotherhood": 0.05 / 1.1})


def test_a_support_between_two_unknown_seats_binds_them() -> None:
    """5 players (one card left out): an Order seat 0 saw seat 1 back seat 2, neither known.
    The ten deals: the Order card out (seats 1-4 one Order, three Brotherhood: 4 deals, in 2
    of them seats 1 and 2 share a society) or a Brotherhood card out (two and two: 6 deals, in
    2 of them they share). Shared: weight 1, else 0.05; the total 4 + 6 x 0.05 = 4.3. Seat 1
    Order: Order out, seat 1 the Order (0.05); Brotherhood out, seats 1 and 2 the Orders (1)
    or seat 1 with seat 3 or 4 (0.1): 1.15 / 4.3."""
    o = observation(5, 1, society="order", known={})
    b = society_belief(o, {1: {f"{WITH}2": 1.0}})
    assert b[1]["order"] == pytest.approx(1.15 / 4.3)
    assert b[2]["order"] == pytest.approx(1.15 / 4.3)
    # seat 3 Order: Order out, 3 the Order (seats 1, 2 Brotherhood: 1); Brotherhood out, 3 with
    # 4 (1) or with 1 or 2 (0.05 each): 2.1 / 4.3
    assert b[3]["order"] == pytest.approx(2.1 / 4.3)
    weights = [w for w, _soc in deals(o, {1: {f"{WITH}2": 1.0}})]
    assert len(weights) == 10 and math.isclose(sum(weights), 1.0)


def test_two_supports_make_a_sure_ally_on_the_bot_sheet() -> None:
    """The search bot plays the rule bot on its sheet with the societies its belief is sure
    of (``deduced``): seat 1 backing Brotherhood seat 0 twice (1 / (1 + 2 x 0.0025) > 0.95)
    goes on the copy as Brotherhood; the match's own observation is left alone."""
    m = tk.new_match("kutschfahrt", 4, 1)
    seat = m.state.societies.index("brotherhood")
    ally = next(t for t in range(4) if t != seat)
    k = Knowledge(m.game, m.state, seat, {ally: {f"{WITH}{seat}": 2.0}})
    o = deduced(k)
    assert o.known[ally][0][0] == "brotherhood"  # type: ignore[index]
    assert ally not in k.observation.known
    once = Knowledge(m.game, m.state, seat, {ally: {f"{WITH}{seat}": 1.0}})
    assert ally not in deduced(once).known  # one support: 1/1.1, not sure yet
