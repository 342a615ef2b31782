"""The Match's own shortcuts (issue 26), pinned by what they stand for, never by timing: the
speed itself is measured by ``python -m tortuga_kit bench``.

- a new match without options takes a copy of its game's defaults, made once
  (``game.default_options``): the same as resolving no options, and never shared;
- a match takes the actions a caller plays as they are, or the interned action of a played
  text, and refuses a seat that is not the deciding one whatever its type;
- the deciding seat and ``is_over`` are kept by every change (read at every step of a loop,
  never asked of the game then): they are always those of the state.
"""

from __future__ import annotations

import pickle
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


def _same_turn(m: tk.Match) -> None:
    """The kept seat and end flag are those of the match's state now."""
    assert m.to_move == m.game.to_move(m.state) and m.is_over == (m.to_move is None)
    assert m.legal_texts() == m.game.legal_actions(m.state)


def test_the_kept_seat_and_end_follow_every_change() -> None:
    """``is_over`` and ``to_move`` are kept up to date by each change, not asked of the game
    when read: after play, undo, redo, ``at``, a copy and a pickle they are the state's."""
    m = tk.new_match("gourmet", 3, 4)
    rng = random.Random(4)
    _same_turn(m)
    while not m.is_over:
        m.play(rng.choice(m.legal_actions()))
        _same_turn(m)
        if m.step % 7 == 0:
            m.undo()
            _same_turn(m)
            m.redo()
            _same_turn(m)
    for step in (0, 1, m.step // 2, m.step):
        _same_turn(m.at(step))
    _same_turn(m.copy())
    _same_turn(pickle.loads(pickle.dumps(m)))
    m.undo()
    assert not m.is_over
    _same_turn(m)


def test_a_rules_error_half_way_leaves_the_step_as_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    m = tk.new_match("cartagena", 3, 2)
    for _ in range(5):
        m.play(m.legal_actions()[0])
    before, seat = m.to_json(), m.to_move
    apply = m._apply

    def broken(state: object, text: str) -> object:
        apply(state, text)  # the state changes, then the rules fail
        raise ZeroDivisionError("a bug in the rules")

    monkeypatch.setattr(m, "_apply", broken)
    with pytest.raises(ZeroDivisionError):
        m.play(m.legal_actions()[0])
    assert m.to_json() == before and m.to_move == seat
    _same_turn(m)
