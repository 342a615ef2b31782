"""``make_event``, the hot loop's way to make an ``Event`` (issue 26): field by field, the same
event as calling the class, whatever the arguments; checked on every slot, never by timing."""

from __future__ import annotations

from typing import Any

import pytest

from tortuga_kit.engine.events import Event, make_event
from tortuga_kit.engine.i18n import translator

_ = translator("kit")

CASES: list[tuple[Any, ...]] = [
    ("Anne looks.",),
    ("Anne looks.", "rules §peek"),
    ("Anne looks.", "rules §peek", "peek"),
    ("Anne looks.", "rules §peek", "peek", "peek_tag"),
    ("Anne looks.", "rules §peek", "peek", "", {0: "You see a Pistol."}),
    ("{} reveals card {}.", "rules §reveal", "reveal", "reveal", None, ("Anne", 3)),
    (_.template("seed must be a whole number below 2**64 in size"), "r", "setup", "", None, ()),
    (_.lazy("the game is over: no more actions"), "r", "end"),
]


@pytest.mark.parametrize("args", CASES)
def test_make_event_makes_the_event_the_class_makes(args: tuple[Any, ...]) -> None:
    made, called = make_event(*args), Event(*args)
    assert type(made) is Event
    for name in Event.__slots__:
        assert getattr(made, name) == getattr(called, name), name
    assert made == called and made.text_for(0) == called.text_for(0)
    assert made.in_language("de").text == called.in_language("de").text
