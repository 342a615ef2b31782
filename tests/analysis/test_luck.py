"""The luck share (``tortuga_kit.analysis.luck``): exact on tables worked by hand, the same
rows for a seed here and on processes, a seeded bootstrap, rotations that move the players and
not the deal, and the shipped results reproduced by a small recomputation.

Cheap by design (about 3 CPU seconds in all): the matches are random and rule-bot playouts
of Gourmet and Cartagena, a few hundred at most."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from typing import Any

import pytest

from tortuga_kit.analysis import Scale, load, luck
from tortuga_kit.engine.registry import available_games
from tortuga_kit.sim import playout


def quiet(done: int, total: int) -> None:
    pass


def test_the_share_of_a_hand_worked_table() -> None:
    """Two seeds, two seats, two rotations (rows: rotations, columns: seats; 1 = won).

    Seed A: seat 0 wins both rotations; seed B: seat 1, then seat 0.
    Seed A: cell sums 2 and 0, seed mean 1/2: SSB = 2·((1 - ½)² + (0 - ½)²) = 1, SSW = 0.
    Seed B: cell sums 1 and 1: SSB = 0; SSW = 4 · (½)² = 1.
    MSB = 1 / (2 seeds · 1) = ½; MSW = 1 / (2 · 2 · 1) = ¼.
    Deal's component D = (½ - ¼) / 2 = ⅛; share = ⅛ / (⅛ + ¼) = ⅓.
    """
    tables = [[[1, 0], [1, 0]], [[0, 1], [1, 0]]]
    assert luck.luck_share(tables) == pytest.approx(1 / 3, abs=1e-12)


def test_three_seats_worked_by_hand() -> None:
    """Three seeds, three seats, three rotations (r = 3); cell means ȳ_sp, seed means ȳ_s = ⅓.

    Seed A: seat 2 wins every rotation. Cell means 0, 0, 1: SSB = 3·(1/9 + 1/9 + 4/9) = 2;
    SSW = 0.
    Seed B: seats 0, 1, 2 win in turn. Cell means ⅓ each: SSB = 0; each cell holds one 1 and
    two 0s: (⅔)² + 2·(⅓)² = ⅔, three cells: SSW = 2.
    Seed C: seat 0, seat 0, seat 1. Cell means ⅔, ⅓, 0: SSB = 3·(1/9 + 0 + 1/9) = ⅔; cells
    (1, 1, 0) and (0, 0, 1) give ⅔ each, (0, 0, 0) nothing: SSW = 4/3.
    SSB = 8/3 over 3·2 = 6 df: MSB = 4/9. SSW = 10/3 over 3·3·2 = 18 df: MSW = 5/27.
    D = (4/9 - 5/27) / 3 = 7/81; share = (7/81) / (7/81 + 15/81) = 7/22.
    """
    a = [[0, 0, 1], [0, 0, 1], [0, 0, 1]]
    b = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
    c = [[1, 0, 0], [1, 0, 0], [0, 1, 0]]
    assert luck.luck_share([a, b, c]) == pytest.approx(7 / 22, abs=1e-12)


def test_the_ends_of_the_scale() -> None:
    """The deal decides everything: 1. The players decide everything: 0, not below."""
    same_seat = [[[0, 1, 0]] * 3, [[1, 0, 0]] * 3]
    follows_the_player = [[[1, 0, 0], [0, 1, 0], [0, 0, 1]]] * 2
    assert luck.luck_share(same_seat) == 1.0
    assert luck.luck_share(follows_the_player) == 0.0
    assert luck.decided(same_seat[0]) == 1.0 and luck.decided(follows_the_player[0]) == 1 / 3


def test_the_bootstrap_is_seeded() -> None:
    tables = [[[1, 0], [1, 0]], [[0, 1], [1, 0]], [[0, 1], [0, 1]], [[1, 0], [0, 1]]]
    first = luck.bootstrap(tables, "a", boot=200)
    assert first == luck.bootstrap(tables, "a", boot=200)
    assert 0 <= first[0] <= luck.luck_share(tables) <= first[1] <= 1


def test_a_rotation_moves_the_players_not_the_deal() -> None:
    """Rotation 1 of the rule rung puts the rule bot's line-up one seat on; the deal (the
    match's own chance) stays, so an all-random match rotated by a full turn is the same."""
    plans = luck.plans("gourmet", 4, Scale(matches=8, seed=9), 1)
    assert [(s, j) for s, _b, j in plans] == [(9, j) for j in range(4)] + [
        (10, j) for j in range(4)
    ]
    for seed, bots, j in plans:
        row = playout("gourmet", 4, seed, list(bots), rotation=j)
        assert row["bots"] == ["cook" if p == j else "random" for p in range(4)]
    base = playout("gourmet", 4, 3, ["random"])
    assert playout("gourmet", 4, 3, ["random"], rotation=4) == base
    assert playout("gourmet", 4, 3, ["random"], rotation=1)["seed"] == base["seed"]


def test_a_seed_gives_the_same_rows_here_and_on_processes() -> None:
    scale = Scale(matches=24, seed=3)
    here = luck.measure("gourmet", 4, scale, None, quiet)
    with ProcessPoolExecutor(2) as pool:
        assert luck.measure("gourmet", 4, scale, pool, quiet) == here
    assert [r["group"] for r in here] == ["random", "rule"]
    for r in here:
        assert r["measure"] == "luck_share" and r["n"] == 24
        assert 0 <= r["low"] <= r["value"] <= r["high"] <= 1
        assert r["example"]["step"] == 0 and r["example"]["players"] == 4


def shipped() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = load("luck")
    return rows


def test_the_shipped_results_hold_every_game_at_both_rungs() -> None:
    rows = shipped()
    for game in available_games():
        assert [r["group"] for r in rows if r["game"] == game] == list(luck.RUNGS)
    assert all(r["low"] <= r["value"] <= r["high"] and r["n"] >= 2000 for r in rows)


@pytest.mark.parametrize("game", ["gourmet", "cartagena"])
def test_a_small_recomputation_lies_inside_the_shipped_interval(game: str) -> None:
    """The first 100 deals of the shipped run (its seeds, all their rotations) at the random
    rung: the share lies inside the shipped 95% interval, and the shipped share inside the
    small sample's own bootstrap interval."""
    row = next(r for r in shipped() if r["game"] == game and r["group"] == "random")
    scale = Scale(matches=100 * row["players"], seed=Scale().seed)
    small = luck.luck_rows(game, row["players"], scale, only=["random"])[0]
    assert row["low"] <= small["value"] <= row["high"]
    assert small["low"] <= row["value"] <= small["high"]
