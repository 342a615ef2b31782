"""The differential secrecy check (``engine.conformance.check_hidden``) for every registered
game and player count, and the toy hidden-hand game (cases in ``conformance_cases``)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from conformance_cases import (  # noqa: F401  (toy_registered: the module's fixture)
    CASES,
    HIDDEN_SEEDS,
    sample,
    toy_registered,
)

import tortuga_kit as tk
from tortuga_kit.bots import bots_for, get_bot
from tortuga_kit.engine.conformance import check_hidden

#: Iterations of the search bot here: its choice must not read secrets at any budget, and its
#: starting world is compared whole (``check_hidden``); a small budget keeps the file's time.
SEARCH_BUDGET = 1


#: A search bot named with its budget, as the skill ladder's rungs are (``get_bot``'s spec).
SEARCH_SPEC = f"search:{SEARCH_BUDGET + 1}"


def cheap_bots(game: Any) -> dict[str, Any]:
    """Every registered bot, the search bot with a small budget, and a ``search:N`` spec
    built through ``get_bot`` (the ladder's path to a budget)."""
    bots = bots_for(game, budget=SEARCH_BUDGET)
    assert bots["search"](0).budget == SEARCH_BUDGET  # type: ignore[attr-defined]
    bots[SEARCH_SPEC] = lambda seed: get_bot(game, SEARCH_SPEC, seed)
    assert bots[SEARCH_SPEC](0).budget == SEARCH_BUDGET + 1
    return bots


@pytest.mark.slow  # 10–35 s a case for the bigger tables: handed out first (tests/conftest.py)
@pytest.mark.parametrize(("name", "players"), CASES)
def test_what_a_seat_cannot_know_changes_nothing_it_sees(name: str, players: int) -> None:
    """Hidden information (engine/conformance.py): a state the seat cannot tell apart gives it the
    same view, observation, legal actions, bot choices and log (``check_hidden``)."""
    game = tk.get_game(name)
    compared = 0
    for i in range(HIDDEN_SEEDS):
        seed = 2000 * players + i
        compared += check_hidden(
            game,
            players,
            seed,
            random.Random(f"{name}/{players}/{seed}"),
            bots=cheap_bots(game),
            sample=sample(players),
        )
    assert compared >= HIDDEN_SEEDS * (players + 1), "too few states compared"
