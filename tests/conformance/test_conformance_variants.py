"""The versions a game declares (``game.variants``): the contract and the secrecy check in each
(cases in ``conformance_cases``)."""

from __future__ import annotations

import random

import pytest
from conformance_cases import (  # noqa: F401  (toy_registered: the module's fixture)
    PLAYOUT_SEEDS,
    VARIANT_CASES,
    sample,
    toy_registered,
)

import tortuga_kit as tk
from tortuga_kit.bots import bots_for
from tortuga_kit.engine.conformance import check_hidden, random_playout
from tortuga_kit.engine.game import Variant


@pytest.mark.slow  # up to 20 s a case at 10 players: handed out first (tests/conftest.py)
@pytest.mark.parametrize(("name", "players", "variant"), VARIANT_CASES)
def test_every_declared_variant_keeps_the_contract_and_its_secrets(
    name: str, players: int, variant: Variant
) -> None:
    """The other versions a game declares (``game.variants``) pass the same two checks: a
    version with open hands or private draws must still show each seat exactly its share."""
    game = tk.get_game(name)
    opts = dict(variant.options)
    for i in range(max(1, PLAYOUT_SEEDS // 4)):
        seed = 3000 * players + i
        rng = random.Random(f"{name}/{players}/{seed}/{opts}")
        random_playout(game, players, seed, rng, options=opts)
        check_hidden(
            game,
            players,
            seed,
            rng,
            options=opts,
            bots=bots_for(game, budget=1),  # the search bot too, at a small budget
            private=variant.private,
            sample=sample(players),
        )
