"""Prepared positions and options of Cartagena: bad input gets one line naming what is wrong and
changes nothing (issue "strict input"), good input builds exactly that position;
saves round-trip."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from cartagena_helpers import EXAMPLE_PIRATES, EXAMPLE_TUNNEL, make

import tortuga_kit as tk
from tortuga_kit.games.cartagena import BOAT

BAD_POSITIONS: list[tuple[dict[str, Any], str]] = [
    ({"pirates": [[0] * 6]}, "one entry per seat"),
    ({"pirates": [[0] * 5, [0] * 6]}, "pirates\\[0\\] must be 6 positions"),
    ({"pirates": [[0] * 5 + [38], [0] * 6]}, "pirates\\[0\\] must be 6 positions"),
    ({"pirates": [[0] * 5 + [1.5], [0] * 6]}, "pirates\\[0\\] must be 6 positions"),
    ({"pirates": [[0] * 5 + [True], [0] * 6]}, "pirates\\[0\\] must be 6 positions"),
    ({"pirates": [[4] * 2 + [0] * 4, [4] * 2 + [0] * 4]}, "field 4 holds 4 pirates, at most 3"),
    ({"pirates": [[BOAT] * 6, [0] * 6]}, "finished game"),
    ({"hands": [["key"] * 18, []]}, "18 key cards; the deck has 17"),
    ({"hands": [["parrot"], []]}, "holds 'parrot', not one of skull"),
    ({"hands": [["key"], "key"]}, "hands\\[1\\] must be a list"),
    ({"row": ["key"] * 13}, "row must be a list of at most 12"),
    ({"discard": {"key": 1}}, "discard must be a list"),
    ({"seat": 2}, "seat must be a seat 0–1"),
    ({"seat": "0"}, "seat must be a seat 0–1"),
    ({"actions_done": 3}, "actions_done must be 0–2"),
    ({"tunnel": ["key"] * 36}, "tunnel: fields 1–6 \\(piece 1\\)"),
    ({"tunnel": EXAMPLE_TUNNEL[:30]}, "a tunnel has 36 fields, not 30"),
    ({"albatross": 1}, "unknown position key 'albatross'"),
    ({"pirates": [[10**20] * 6, [0] * 6]}, "far too large"),
    ({"pirates": float("inf")}, "plain JSON"),
]


@pytest.mark.parametrize(("position", "says"), BAD_POSITIONS, ids=lambda v: str(v)[:40])
def test_a_bad_position_is_one_line_naming_the_problem(position: dict[str, Any], says: str) -> None:
    with pytest.raises(tk.BadOption, match=says) as info:
        tk.new_match("cartagena", 2, seed=1, position=position)
    assert "\n" not in str(info.value) and len(str(info.value)) < 200


def test_jamaica_positions_have_no_row() -> None:
    with pytest.raises(tk.BadOption, match="the jamaica version has no row"):
        tk.new_match("cartagena", 2, variant="jamaica", position={"row": ["key"]})


BAD_OPTIONS: list[tuple[dict[str, Any], str]] = [
    ({"variant": "hispaniola"}, "variant='hispaniola' is not one of"),
    ({"tunnel": "spiral"}, "tunnel='spiral' is invalid"),
    ({"cards_per_symbol": 0}, "cards_per_symbol=0 is invalid"),
    ({"cards_per_symbol": 10**9}, "cards_per_symbol=1000000000 is invalid"),
    ({"hand_size": -1}, "hand_size=-1 is invalid"),
    ({"row_size": float("nan")}, "row_size=nan is invalid"),
    ({"max_actions": 9}, "max_actions=9 is not one of"),
    ({"first_player": 1.0}, "first_player=1.0 is invalid"),
    ({"stuck": True}, "stuck=True is not one of"),
    ({"turn_limit": 0}, "turn_limit=0 is invalid"),
    ({"names": ["Ann", "ann"]}, "names=\\['Ann', 'ann'\\] is invalid"),
    ({"pirates_per_player": 4}, "unknown option 'pirates_per_player' for cartagena"),
]


@pytest.mark.parametrize(("options", "says"), BAD_OPTIONS, ids=lambda v: str(v)[:40])
def test_a_bad_option_is_one_line_naming_it(options: dict[str, Any], says: str) -> None:
    with pytest.raises(tk.BadOption, match=says) as info:
        tk.new_match("cartagena", 2, **options)
    assert "\n" not in str(info.value)


def test_a_position_sets_exactly_what_it_names() -> None:
    m = make(
        {
            "pirates": EXAMPLE_PIRATES,
            "hands": [["key", "key"], ["hat"]],
            "row": ["skull"],
            "discard": ["bottle"],
            "seat": 1,
            "actions_done": 2,
        }
    )
    v = m.view(1)
    assert v["tunnel"] == EXAMPLE_TUNNEL and [p["pirates"] for p in v["players"]] == EXAMPLE_PIRATES
    assert v["you"]["hand"] == ["hat"] and v["row"] == ["skull"] and v["discard"] == ["bottle"]
    assert v["turn"]["seat"] == 1 and v["turn"]["actions_done"] == 2
    assert v["stock"] == 102 - 3 - 1 - 1  # the rest of the deck
    m.game.check(m.state)


def test_a_cartagena_save_loads_back_the_same_match(tmp_path: Path) -> None:
    import random

    m = tk.new_match("cartagena", 3, seed=5, variant="jamaica", tunnel="printed")
    rng = random.Random(1)
    for _ in range(80):
        m.play(rng.choice(m.legal_actions()))
    path = tmp_path / "c.json"
    tk.save(m, path)
    back = tk.load(path)
    assert back.view(1) == m.view(1) and back.log(2) == m.log(2) and back.step == m.step
    assert json.loads(path.read_text())["game"] == "cartagena"
