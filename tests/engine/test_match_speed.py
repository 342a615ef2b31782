"""The Match's own shortcuts (issue 26), pinned by what they stand for, never by timing: the
speed itself is measured by ``python -m tortuga_kit bench``.

- a new match without options takes a copy of its game's defaults, made once
  (``game.default_options``): the same as resolving no options, and never shared;
- a match takes the actions a caller plays as they are, or the interned action of a played
  text, and refuses a seat that is not the deciding one whatever its type.
"""

from __future__ import annotations

import random

import pytest

import tortuga_kit as tk
from tortuga_kit.engine import IllegalAction
from tortuga_kit.engine.game import default_options, resolve_options
from tortuga_kit.engine.registry import available_games, get_game


@pytest.mark.parametrize("name", available_games())
def test_default_options_are_the_resolved_defaults_and_a_new_dict_each_time(name: str) -> None:
    game = get_game(name)
    first = default_options(game)
    assert first == resolve_options(game, {})
    first["names"] = ["changed"]
    second = default_options(game)
    assert second == resolve_options(game, {}) and second is not first
    m = tk.new_match(game, game.players.start, 1)
    assert m.options == resolve_options(game, {})


def test_a_match_without_options_and_with_empty_options_are_the_same_match() -> None:
    a = tk.Match("tortuga1667", 5, 3)
    b = tk.Match("tortuga1667", 5, 3, {})
    rng = random.Random(3)
    for _ in range(80):
        if a.is_over:
            break
        action = rng.choice(a.legal_actions())
        a.play(action)
        b.play(action.text)
    assert a.to_json() == b.to_json() and a.history == b.history


@pytest.mark.parametrize("options", [[], "", 0])
def test_options_that_are_not_a_dict_are_refused_even_when_empty(options: object) -> None:
    with pytest.raises(tk.BadOption):
        tk.Match("tortuga1667", 4, 1, options)  # type: ignore[arg-type]


def test_a_played_text_is_recorded_as_its_interned_action() -> None:
    m = tk.new_match("tortuga1667", 4, 2)
    offered = m.legal_actions()
    m.play(" " + offered[0].text.upper() + " ")  # spaces and case are forgiven
    assert m.history[-1] is offered[0]
    own = tk.Action(m.to_move, m.legal_actions()[0].text)  # a caller's own object is kept
    m.play(own)
    assert m.history[-1] is own


@pytest.mark.parametrize("seat", [True, False, 1.0])
def test_a_seat_equal_to_the_mover_but_not_an_int_is_refused(seat: object) -> None:
    m = tk.new_match("tortuga1667", 4, 1)
    while m.to_move != int(seat):  # type: ignore[call-overload]
        m.play(m.legal_actions()[0])
    before = m.to_json()
    with pytest.raises(IllegalAction) as info:
        m.play(m.legal_actions()[0].text, seat=seat)  # type: ignore[arg-type]
    assert info.value.code == "bad_seat" and m.to_json() == before
