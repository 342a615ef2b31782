"""Golden playthroughs: one seeded random game per game and player count, compared line by line.

A diff here means the rules changed. If the change is intended, regenerate with
``make playthroughs`` (``python -m tortuga_kit playthroughs --write``) and review the diff.
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.playthrough import modules, path_for, playthrough

ROOT = Path(__file__).resolve().parent / "playthroughs"
CASES = [
    pytest.param(g, n, mod, id=f"{g}-{n}" + (f"-{mod}" if mod else ""))
    for g in tk.available_games()
    for mod in modules(g)
    for n in tk.get_game(g).players
]


@pytest.mark.parametrize(("game", "players", "module"), CASES)
def test_playthrough_matches_golden_file(game: str, players: int, module: str) -> None:
    path = path_for(game, players, ROOT, module=module)
    assert path.exists(), f"missing {path}: run `make playthroughs`"
    expected = path.read_text(encoding="utf-8")
    actual = playthrough(game, players, options=modules(game)[module])
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(True), actual.splitlines(True), "golden", "now", n=2
            )
        )
        pytest.fail(f"playthrough of {game} for {players} players changed:\n{diff[:4000]}")


@pytest.mark.parametrize("game", tk.available_games())
def test_playthrough_is_deterministic(game: str) -> None:
    n = tk.get_game(game).players.start
    assert playthrough(game, n) == playthrough(game, n)
