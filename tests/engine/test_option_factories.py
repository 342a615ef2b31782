"""The options several games share come from one factory each in the engine
(``engine.game.first_player_option``, ``turn_limit_option``): the same checks, the same words."""

from __future__ import annotations

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.errors import BadOption
from tortuga_kit.engine.game import MAX_TURNS, first_player_option, turn_limit_option
from tortuga_kit.engine.i18n import language, text
from tortuga_kit.engine.registry import get_game

FIRST = ("first_player", "start_player")


def test_first_player_takes_random_or_a_seat() -> None:
    opt = first_player_option(5, "who begins")
    assert opt.default == "random" and opt.assumption
    for good in ("random", 0, 4):
        assert opt.validate(good) == good
    for bad in (5, -1, True, 1.0, "Anne", None):
        with pytest.raises(BadOption, match="'random' or a seat number 0–4"):
            opt.validate(bad)
    with language("de"):
        assert opt.title == "Startspieler" and "Platznummer 0–4" in text(opt.expects)


def test_turn_limit_takes_none_or_a_positive_count() -> None:
    opt = turn_limit_option()
    assert opt.default is None and not opt.assumption
    for good in (None, 1, MAX_TURNS):
        assert opt.validate(good) == good
    for bad in (0, MAX_TURNS + 1, True, 2.0, "10"):
        with pytest.raises(BadOption):
            opt.validate(bad)
    with language("ko"):
        assert opt.title == "차례 제한"


@pytest.mark.parametrize("game", tk.available_games())
def test_every_game_shares_the_factories(game: str) -> None:
    """Where a game offers who begins or a turn limit, it reads and checks them as the factory
    does (its rulebook's words on who begins stay its own)."""
    g = get_game(game)
    seats = g.players.stop - 1
    for name in FIRST:
        if name in g.options:
            mine, shared = g.options[name], first_player_option(seats, "", name=name)
            assert text(mine.expects) == text(shared.expects)
            assert (mine.default, mine.assumption) == (shared.default, shared.assumption)
    if "turn_limit" in g.options:
        mine, shared = g.options["turn_limit"], turn_limit_option()
        assert (text(mine.doc), text(mine.expects), mine.title) == (
            text(shared.doc),
            text(shared.expects),
            shared.title,
        )
