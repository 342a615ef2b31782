"""Helpers for Cartagena's scenario tests: matches from prepared positions, in few words.

``EXAMPLE_TUNNEL`` is the tunnel of the reference's worked examples (shared/rules/cartagena.md
§13: fields 1–12 given there), completed with four more pieces that each show every symbol once.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.errors import IllegalAction
from tortuga_kit.engine.events import Event
from tortuga_kit.games.cartagena import BOAT, SYMBOLS

EXAMPLE_TUNNEL = [
    # fields 1-12, as in reference §13
    *("hat", "key", "bottle", "skull", "dagger", "pistol"),
    *("key", "hat", "pistol", "bottle", "dagger", "skull"),
    # fields 13-36: any pieces showing every symbol once
    *("skull", "dagger", "key", "bottle", "pistol", "hat"),
    *("dagger", "key", "bottle", "pistol", "hat", "skull"),
    *("key", "bottle", "pistol", "hat", "skull", "dagger"),
    *("bottle", "pistol", "hat", "skull", "dagger", "key"),
]
#: The example's pirates: red (seat 0) on the start and field 8; the others (seat 1) on field 2
#: (one, "blue" in the reference), field 3 (three) and field 7 (two).
EXAMPLE_PIRATES = [[0, 0, 0, 0, 0, 8], [2, 3, 3, 3, 7, 7]]


def make(
    position: dict[str, Any] | None = None, players: int = 2, seed: int = 1, **opts: Any
) -> tk.Match:
    """A match from a prepared position (seat 0 to move unless the position says otherwise)."""
    pos = {"tunnel": EXAMPLE_TUNNEL, "seat": 0, **(position or {})}
    return tk.new_match("cartagena", players, seed=seed, position=pos, **opts)


def example(**position: Any) -> tk.Match:
    """The reference §13 position, red (seat 0) to move; keyword arguments change parts of it."""
    base: dict[str, Any] = {"pirates": EXAMPLE_PIRATES, "hands": [list(SYMBOLS), []]}
    return make({**base, **position})


def play_all(m: tk.Match, texts: Iterable[str]) -> list[Event]:
    out: list[Event] = []
    for t in texts:
        out += m.play(t)
    return out


def pirates(m: tk.Match, seat: int) -> list[int]:
    return list(m.view()["players"][seat]["pirates"])


def hand(m: tk.Match, seat: int) -> list[str]:
    you = m.view(seat)["you"]
    assert you is not None
    return list(you["hand"])


def in_boat(m: tk.Match, seat: int) -> int:
    return pirates(m, seat).count(BOAT)


def assert_illegal(m: tk.Match, text: str, *, rule: str = "", says: str = "") -> IllegalAction:
    """``text`` is refused with a reason (and the rule), and the match is exactly as before."""
    step, state = m.step, m.game.to_dict(m.state)
    with pytest.raises(IllegalAction) as info:
        m.play(text)
    assert m.game.to_dict(m.state) == state and m.step == step
    if rule:
        assert rule in info.value.rule, (info.value.rule, str(info.value))
    if says:
        assert says in str(info.value), str(info.value)
    return info.value
