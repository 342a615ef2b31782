"""The rule-aware bot ``runner`` (``tortuga_kit/games/cartagena/bots.py``) finishes its games.

Why: the notebook plays whole games against it, and ``python -m tortuga_kit simulate cartagena
--bot runner`` plays thousands. A bot that moves a pirate back out of the boat to draw cards
that are not there never ends a game (seen in most 2-player games before ``BOAT_BONUS`` and the
count of cards left), and ``sim.playout`` gives up after 100,000 decisions.
"""

from __future__ import annotations

import pytest

import tortuga_kit as tk
from tortuga_kit import sim
from tortuga_kit.bots import choose, get_bot
from tortuga_kit.games.cartagena import BOAT, SYMBOLS


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("bots", [["runner"], ["runner", "random"], ["random", "runner"]])
def test_games_with_the_runner_end(players: int, bots: list[str]) -> None:
    for seed in range(25):
        row = sim.playout("cartagena", players, seed, bots)  # raises when a game does not end
        assert row["decisions"] < 2000, (seed, row["decisions"])
        assert row["winners"] or "nothing can change" in row["reason"]


def test_the_runner_beats_the_random_bot() -> None:
    wins = sum(
        sim.playout("cartagena", 2, seed, ["runner", "random"])["winners"] == [0]
        for seed in range(40)
    )
    assert wins >= 36, wins


def test_the_runner_does_not_leave_the_boat_for_cards_that_are_not_there() -> None:
    """Six cards in all, every one in Anne's hand: moving back from the boat to field 36 would
    draw nothing. The last pirate's step into the boat wins the game."""
    m = tk.new_match(
        "cartagena",
        2,
        seed=3,
        cards_per_symbol=1,
        hand_size=0,
        position={
            "pirates": [[35, BOAT, BOAT, BOAT, BOAT, BOAT], [36, 0, 0, 0, 0, 0]],
            "hands": [list(SYMBOLS), []],
            "row": [],
            "seat": 0,
        },
    )
    assert m.view()["stock"] == 0 and "back 37" in m.legal_texts()
    text = choose(m, get_bot("cartagena", "runner", 1))
    assert text.startswith("forward 35 ")
    m.play(text)
    assert m.is_over and m.result is not None and m.result.winners == (0,)
