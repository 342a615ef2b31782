"""Golden playthroughs: one seeded random game per game and player count, compared line by line.

The test replays the golden file's recorded actions (``recorded_actions``) and compares every
line: setup, prompts, legal actions, public events and each seat's private texts, views, the
result and the digest. A diff here means the rules changed. If the change is intended,
regenerate with ``make playthroughs`` (``python -m tortuga_kit playthroughs --write``) and
review the diff line by line.
"""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.playthrough import modules, path_for, playthrough, recorded_actions

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
    actual = playthrough(
        game, players, options=modules(game)[module], actions=recorded_actions(expected)
    )
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


def test_a_replay_shows_where_the_rules_refuse_a_recorded_action() -> None:
    game = tk.available_games()[0]
    n = tk.get_game(game).players.start
    written = playthrough(game, n)
    actions = recorded_actions(written)
    assert actions and playthrough(game, n, actions=actions) == written
    changed = playthrough(game, n, actions=[*actions[:2], "no such action", *actions[3:]])
    assert changed.splitlines()[-2:] == [
        "action: no such action",
        changed.splitlines()[-1],
    ] and changed.splitlines()[-1].startswith("refused: ")
    assert playthrough(game, n, actions=actions[:1]).endswith("recorded actions end here\n")
