"""Tortuga 1667's belief about hidden loyalties (``games/tortuga1667/belief.py``): the rule
bot's exact choice distribution, the exact posterior on a hand-worked 4-player case, and a
belief that sums to 1 and is certain where the seat knows."""

from __future__ import annotations

import math
import random

import pytest

import tortuga_kit as tk
from tortuga_kit.bots import explain
from tortuga_kit.games.tortuga1667.belief import (
    EPSILON,
    as_team,
    belief,
    likelihood,
    policy,
    posterior,
)
from tortuga_kit.games.tortuga1667.hidden import Observation

HOLD = ["hold british", "hold french"]


def hold_observation(chests: tuple[int, ...]) -> Observation:
    """Seat 1 of a 4-player match at a Cabin Boy's "which hold" decision, with ``chests``."""
    m = tk.new_match("tortuga1667", 4, 0)
    o = as_team(Observation(m.state, 1), "british")
    o.kind = "hold"
    o.chests = chests
    return o


def test_the_rule_bots_policy_is_exact() -> None:
    """``loyal`` holds for its own nation; the Dutch seat for the nation behind, and at a tie
    either one, half and half (its only random draw)."""
    level = hold_observation((0, 1, 1, 0, 0, 0, 0))
    assert policy(as_team(level, "british"), HOLD) == {"hold british": 1.0}
    assert policy(as_team(level, "french"), HOLD) == {"hold french": 1.0}
    assert policy(as_team(level, "dutch"), HOLD) == {"hold british": 0.5, "hold french": 0.5}
    french_ahead = hold_observation((0, 0, 2, 0, 0, 0, 0))
    assert policy(as_team(french_ahead, "dutch"), HOLD) == {"hold british": 1.0}


def test_one_public_action_on_a_hand_worked_four_player_table() -> None:
    """4 players: 2 British, 2 French cards. Seat 0 is British, so seats 1-3 hold one British
    and two French cards: three deals, equally likely. Seat 1 holds for the British: likely
    0.9 + 0.1/2 = 0.95 if British, 0.1/2 = 0.05 if French. Weights: (1 British) 0.95;
    (2 British) 0.05; (3 British) 0.05. So seat 1 is British with 0.95/1.05 = 19/21, seats 2
    and 3 each with 1/21."""
    o = hold_observation((0, 1, 1, 0, 0, 0, 0))
    like = {t: likelihood(o, HOLD, "hold british", t) for t in ("british", "french")}
    assert like == pytest.approx({"british": 1 - EPSILON / 2, "french": EPSILON / 2})
    evidence = {1: {t: math.log(p) for t, p in like.items()}}
    b = posterior({"british": 1, "french": 2}, [1, 2, 3], evidence)
    assert b[1] == pytest.approx({"british": 19 / 21, "french": 2 / 21})
    assert b[2] == pytest.approx({"british": 1 / 21, "french": 20 / 21})
    assert b[3] == b[2]


@pytest.mark.parametrize("players", [4, 5, 9])
def test_the_belief_sums_to_one_and_knows_what_the_seat_knows(players: int) -> None:
    m = tk.new_match("tortuga1667", players, 5)
    rng = random.Random(players)
    for _ in range(12):
        if m.decision is None:
            break
        m.play(rng.choice(m.legal_texts()))
    loyalty = m.state.loyalty
    b = belief(m, 0)
    assert set(b) == set(range(players))
    for p, teams in b.items():
        assert math.isclose(sum(teams.values()), 1.0), (p, teams)
        assert all(0.0 <= x <= 1.0 for x in teams.values())
    assert b[0] == {loyalty[0]: 1.0}
    for team in ("british", "french", "dutch"):  # the expected count of each team is its cards
        dealt = loyalty.count(team)
        assert math.isclose(sum(t.get(team, 0.0) for t in b.values()), dealt, abs_tol=1e-9)


def test_advice_carries_the_belief() -> None:
    m = tk.new_match("tortuga1667", 4, 2)
    seat = m.decision.seat  # type: ignore[union-attr]
    advice = explain(m, seat, budget=2)
    assert advice.belief == belief(m, seat)
