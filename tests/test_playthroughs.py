"""Golden playthroughs: one seeded random game per player count, compared line by line.

A diff here means the rules changed. If the change is intended, regenerate with
``make playthroughs`` (``python -m tortuga_kit playthroughs --write``) and review the diff.
"""

from __future__ import annotations

import difflib

import pytest

from tortuga_kit.playthrough import path_for, playthrough


@pytest.mark.parametrize("players", range(2, 10))
def test_playthrough_matches_golden_file(players: int) -> None:
    path = path_for("tortuga1667", players)
    assert path.exists(), f"missing {path}: run `make playthroughs`"
    expected = path.read_text(encoding="utf-8")
    actual = playthrough("tortuga1667", players)
    if actual != expected:
        diff = "".join(
            difflib.unified_diff(
                expected.splitlines(True), actual.splitlines(True), "golden", "now", n=2
            )
        )
        pytest.fail(f"playthrough for {players} players changed:\n{diff[:4000]}")


def test_playthrough_is_deterministic() -> None:
    assert playthrough("tortuga1667", 4) == playthrough("tortuga1667", 4)
