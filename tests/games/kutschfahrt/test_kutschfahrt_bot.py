"""Kutschfahrt's rule-aware bot ``agent``: legal, ends, wins above chance, claims only what
it can prove, and reads only its observation."""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

import pytest

from tortuga_kit.bots import get_bot
from tortuga_kit.engine.conformance import check_hidden
from tortuga_kit.engine.game import check_players, resolve_options
from tortuga_kit.engine.registry import get_game
from tortuga_kit.games.kutschfahrt.bots import BOTS, Agent, can_prove_win

GAME = get_game("kutschfahrt")
CAP = 100_000


def play(n: int, seed: int, agent_society: str | None) -> dict[str, Any]:
    """One game: ``agent`` at every seat of ``agent_society`` (``None``: every seat), the
    random bot at the others. Checks every choice is legal; returns what happened."""
    state, _ = GAME.setup(check_players(GAME, n), resolve_options(GAME, {}), seed, None)
    socs = list(state.societies)
    bots = [
        get_bot(
            GAME,
            "agent" if agent_society in (None, socs[p]) else "random",
            seed * 31 + p,
        )
        for p in range(n)
    ]
    claims: Counter[str] = Counter()
    steps = 0
    while (seat := GAME.to_move(state)) is not None:
        legal = GAME.legal_actions(state)
        bot = bots[seat]
        if bot.observes:
            obs = GAME.observe(state, seat)
            text = bot.choose(obs, legal)
            assert text in legal, (n, seed, text, legal)
            if text == "declare society":
                assert can_prove_win(obs)
            if text.startswith("declare"):
                claims[text] += 1
        else:
            text = bot.choose(None, legal)
        GAME.apply(state, text)
        steps += 1
        assert steps < CAP, f"no end: {n} players, seed {seed}"
    result = GAME.result(state)
    assert result is not None
    return {"result": result, "claims": claims, "societies": socs}


def test_registered() -> None:
    assert BOTS["agent"] is Agent and len(BOTS) == 1
    assert "agent" in GAME.bots
    bot = Agent(1)
    assert bot.name == "agent" and bot.observes


@pytest.mark.parametrize("n", range(3, 11))
def test_all_agents_legal_and_every_game_ends(n: int) -> None:
    for seed in range(25):
        out = play(n, seed, None)
        r = out["result"]
        if out["claims"]["declare society"]:
            assert r.winning_team in ("order", "brotherhood")


def test_society_claims_are_never_wrong() -> None:
    """Every society claim the agent makes is correct, against random seats and among agents
    (and it makes some: mostly among agents, since random seats end most games first)."""
    made = 0
    for n, seed in ((n, seed) for n in range(3, 11) for seed in range(25)):
        soc = "order" if seed % 2 == 0 else "brotherhood"
        for agents in (soc, None):
            out = play(n, seed, agents)
            r = out["result"]
            if out["claims"]["declare society"]:
                made += out["claims"]["declare society"]
                assert r.reason.startswith("Correct"), (n, seed, agents, r.reason)
                if agents is not None:
                    assert r.winning_team == soc
            if out["claims"]["declare coat_of_arms"]:
                assert r.winning_team == "coat_of_arms"
    assert made >= 10


def _wilson_low(k: int, n: int, z: float = 3.0) -> float:
    p = k / n
    centre = p + z * z / (2 * n)
    margin = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (centre - margin) / (1 + z * z / n)


@pytest.mark.parametrize("n", [3, 4, 5, 6, 8, 10])
def test_agent_society_beats_random(n: int) -> None:
    """All seats of one society play ``agent``, the others random: that society wins far more
    than half the games (the lower Wilson bound at z = 3 is above 0.5)."""
    games, wins = 120, 0
    for seed in range(games):
        soc = "order" if seed % 2 == 0 else "brotherhood"
        wins += play(n, seed, soc)["result"].winning_team == soc
    assert _wilson_low(wins, games) > 0.5, (wins, games)


@pytest.mark.parametrize("n", [3, 4, 5, 7, 10])
def test_reads_only_its_observation(n: int) -> None:
    for seed in range(3):
        assert check_hidden("kutschfahrt", n, seed, random.Random(seed)) > 0


def test_choose_is_deterministic_per_seed() -> None:
    a = [play(5, seed, None)["result"].reason for seed in range(5)]
    b = [play(5, seed, None)["result"].reason for seed in range(5)]
    assert a == b
