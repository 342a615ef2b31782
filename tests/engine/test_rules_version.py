"""A save records the version of its game's rules (``Game.rules_version``).

A change of the rules can make an old save replay differently, or not at all; that is no damage
to the file, and loading it says so in one line, before replaying anything. A save made before
versions were recorded names none: it still loads, and when its replay fails the message says
it may have been made with other rules instead of only calling the file altered.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.errors import BadSave
from tortuga_kit.engine.registry import get_game

GAMES = tk.available_games()


def _played(game: str, steps: int = 6) -> tk.Match:
    g = get_game(game)
    m = tk.Match(game, g.facts.default_players or g.players.start, seed=7)
    for _ in range(steps):
        if m.is_over:
            break
        m.play(m.legal_actions()[0])
    return m


def _resealed(data: dict[str, Any]) -> str:
    """The save with its checksum made right again (as the format defines it)."""
    body = {k: v for k, v in data.items() if k != "checksum"}
    blob = json.dumps(body, sort_keys=True, separators=(",", ":"), default=str)
    data["checksum"] = hashlib.sha256(blob.encode()).hexdigest()[:16]
    return json.dumps(data)


def _refused(text: str, lang: str | None = None) -> str:
    with pytest.raises(BadSave) as info:
        tk.Match.from_json(text, lang=lang)
    said = str(info.value)
    assert "\n" not in said
    return said


@pytest.mark.parametrize("game", GAMES)
def test_a_save_names_the_rules_version_and_loads(game: str) -> None:
    m = _played(game)
    data = json.loads(m.to_json())
    assert data["rules_version"] == get_game(game).rules_version
    assert tk.Match.from_json(m.to_json()).digest() == m.digest()


@pytest.mark.parametrize("game", GAMES)
def test_another_rules_version_is_said_before_the_replay(game: str) -> None:
    data = json.loads(_played(game).to_json())
    data["rules_version"] = get_game(game).rules_version + 1
    # an entry that no longer replays: the version is named, not the entry
    data["history"][0] = [data["history"][0][0], "no such action"]
    said = _refused(_resealed(data))
    assert f"version {data['rules_version']}" in said
    assert get_game(game).title in said
    assert "entry" not in said and "altered" not in said


@pytest.mark.parametrize("bad", [True, "1", 1.0, None, [1]])
def test_a_malformed_rules_version_is_one_line(bad: Any) -> None:
    data = json.loads(_played("cartagena").to_json())
    data["rules_version"] = bad
    assert "rules" in _refused(_resealed(data))


def test_a_game_that_bumps_its_version_refuses_older_saves(monkeypatch: pytest.MonkeyPatch) -> None:
    text = _played("gourmet").to_json()
    game = get_game("gourmet")
    monkeypatch.setattr(type(game), "rules_version", game.rules_version + 1)
    said = _refused(text)
    assert f"version {game.rules_version - 1}" in said and f"version {game.rules_version}" in said


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_the_version_line_is_translated(lang: str) -> None:
    data = json.loads(_played("tortuga1667").to_json())
    data["rules_version"] = 99
    text = _resealed(data)
    english = _refused(text)
    said = _refused(text, lang=lang)
    assert said != english and "99" in said


@pytest.mark.parametrize("game", GAMES)
def test_a_save_without_a_version_still_loads(game: str) -> None:
    m = _played(game)
    data = json.loads(m.to_json())
    del data["rules_version"]
    assert tk.Match.from_json(_resealed(data)).digest() == m.digest()


def test_an_unversioned_save_that_replays_differently_may_be_from_other_rules() -> None:
    data = json.loads(_played("cartagena").to_json())
    del data["rules_version"]
    data["digest"] = "0" * 16
    said = _refused(_resealed(data))
    assert "altered" in said and "other rules" in said
    data["history"][0] = [data["history"][0][0], "no such action"]
    said = _refused(_resealed(data))
    assert "entry 0" in said and "other rules" in said
    # a versioned save with the same damage is plainly altered
    data = json.loads(_played("cartagena").to_json())
    data["digest"] = "0" * 16
    said = _refused(_resealed(data))
    assert "altered" in said and "other rules" not in said
