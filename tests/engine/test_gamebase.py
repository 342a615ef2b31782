"""``engine.game.GameBase``: a game fills it with its functions instead of wrapping each by hand.

Every registered game is one, and declares (or inherits) the members the protocol names:
``variants``, ``golden_modules`` and ``rules_version``, read directly, never with ``getattr``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.errors import BadOption
from tortuga_kit.engine.events import Event
from tortuga_kit.engine.game import GameBase, Variant
from tortuga_kit.engine.registry import get_game
from tortuga_kit.engine.rng import Rng

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game", tk.available_games())
def test_every_game_fills_the_base(game: str) -> None:
    g = get_game(game)
    assert isinstance(g, GameBase)
    assert all(isinstance(v, Variant) for v in g.variants)
    assert isinstance(g.rules_version, int) and g.rules_version >= 1
    assert all(isinstance(opts, Mapping) for opts in g.golden_modules.values())


def test_no_member_of_the_protocol_is_read_with_getattr() -> None:
    probe = re.compile(r"getattr\(.*?[\"'](variants|golden_modules|rules_version)[\"']")
    for path in (*ROOT.glob("tortuga_kit/**/*.py"), *ROOT.glob("tests/**/*.py")):
        assert not probe.search(path.read_text(encoding="utf-8")), path


class _Tiny(GameBase[list[str]]):
    """The smallest filling: the base's setup order and its defaults."""

    name = "tiny"
    title = "Tiny"
    players = range(1, 3)


def _tiny(log: list[str]) -> _Tiny:
    def deal(
        players: int, options: dict[str, Any], seed: int | str
    ) -> tuple[list[str], list[Event]]:
        log.append("deal")
        return [], [Event("dealt", "rule")]

    def prepare(s: list[str], position: dict[str, Any], ev: list[Event]) -> list[Event]:
        log.append("prepare")
        s.append(position["where"])  # a KeyError for a malformed position
        return ev

    def begin(s: list[str], ev: list[Event], prepared: bool) -> None:
        log.append(f"begin prepared={prepared}")

    return _Tiny(
        deal=deal,
        prepare=prepare,
        begin=begin,
        view=lambda s, seat: {"state": list(s), "seat": seat},
        observe=lambda s, seat: tuple(s),
        resample_hidden=lambda s, seat, rng: list(s),
        turns=len,
        svg=lambda view, legal: f"<svg>{view['state']}</svg>",
        check=lambda s: None,
    )


def test_the_base_deals_prepares_and_begins_in_order() -> None:
    log: list[str] = []
    g = _tiny(log)
    assert (g.variants, dict(g.golden_modules), g.rules_version) == ((), {}, 1)
    s, ev = g.setup(1, {}, 0, None)
    assert log == ["deal", "begin prepared=False"] and [e.text for e in ev] == ["dealt"]
    log.clear()
    s, _ = g.setup(1, {}, 0, {"where": "here"})
    assert log == ["deal", "prepare", "begin prepared=True"] and s == ["here"]
    assert g.view(s, 0) == {"state": ["here"], "seat": 0} and g.observe(s, 0) == ("here",)
    assert g.turns(s) == 1 and g.svg({"state": s}) == "<svg>['here']</svg>"
    assert g.resample_hidden(s, None, Rng(1)) == s and g.resample_hidden(s, None, Rng(1)) is not s


def test_a_malformed_position_is_one_bad_option_line() -> None:
    with pytest.raises(BadOption, match="position is malformed"):
        _tiny([]).setup(1, {}, 0, {"elsewhere": 1})
