"""What the conformance files share: the cases (every registered game and player count, the
toy hidden-hand game, each declared variant), the seeds per case and the toy game's
registration. The checks are split over three files (``test_conformance.py``: the contract;
``test_conformance_hidden.py``: the secrecy check; ``test_conformance_variants.py``: the
declared versions) so that each file stays short to read.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import pytest
import toygame
from toygame import registered

import tortuga_kit as tk
from tortuga_kit.engine.game import Game

SCALE = float(os.environ.get("TORTUGA_CONFORMANCE_SCALE", "1"))
#: Seeds per (game, players): a uniform random Tortuga game takes ~50 decisions, ~0.1 s here.
PLAYOUT_SEEDS = max(1, round(8 * SCALE))
HIDDEN_SEEDS = max(1, round(5 * SCALE))


def sample(players: int) -> float:
    """The share of a playout's states ``check_hidden`` resamples: 15%, less beyond 5 players,
    where each sampled state costs (players + 1) resamples, each viewed by every seat and
    replayed: about players² views a state, so the share falls with the square and a case
    compares about as many views as a 5-player one (a 10-player Kutschfahrt case, whose random
    playouts are the longest, took 24–30 s of the suite with the share falling with the count
    alone). Soaks (SCALE) add seeds, not samples."""
    return 0.15 * min(1.0, (5 / players) ** 2)


def _cases() -> list[Any]:
    games = [tk.get_game(n) for n in tk.available_games() if n != toygame.NAME]
    games.append(toygame.GAME)  # not registered at collection time: see ``toy_registered``
    return [pytest.param(g.name, n, id=f"{g.name}-{n}") for g in games for n in g.players]


CASES = _cases()


def variant_counts(game: Game[Any]) -> list[int]:
    """The player counts a declared version is checked at: the two ends of the game's range
    and its default count. Every count in between is checked with the default options
    (``CASES``); a version changes what the rules do with an option, which the ends (the
    fewest and the most hands, the shortest and the longest table) and the usual table
    reach. Checking all eight of Kutschfahrt's counts in each version was a sixth of the
    suite's time."""
    counts = {game.players.start, game.players.stop - 1}
    default = game.facts.default_players
    if default is not None:
        counts.add(default)
    return sorted(counts)


def _variant_cases() -> list[Any]:
    """``(game, players, variant)`` for the versions a game declares in ``variants`` (the
    generic contract must hold in each), at ``variant_counts``."""
    out = []
    for name in tk.available_games():
        g = tk.get_game(name)
        for v in g.variants:
            label = ",".join(f"{k}={x}" for k, x in v.options.items())
            for n in variant_counts(g):
                out.append(pytest.param(name, n, v, id=f"{name}-{n}-{label}"))
    return out


VARIANT_CASES = _variant_cases()


@pytest.fixture(scope="module", autouse=True)
def toy_registered() -> Iterator[Game[Any]]:
    """The toy game is known to the registry for the importing module only (a test module
    imports this fixture by name)."""
    with registered() as game:
        yield game
