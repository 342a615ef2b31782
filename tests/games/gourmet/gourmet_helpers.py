"""Helpers for Tortuga Gourmet's scenario tests: prepared positions in few words.

``make`` builds a match from a position through the public API. ``layout`` fills in the 12
piles: the islands the test names get exactly the given cards (bottom first, the last one on
top), every other island gets ``size`` cards from what the kit's card data has left, so the
piles never name a card more often than the match has it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.errors import IllegalAction
from tortuga_kit.engine.events import Event
from tortuga_kit.games.gourmet.cards import DEFAULT_CARD_DATA, ISLANDS
from tortuga_kit.games.gourmet.setup import island_cards

#: Every island card of the kit's placeholder data, as card strings.
DECK = island_cards(DEFAULT_CARD_DATA)
#: The seed's worked example (19 points), rebuilt with placeholder recipe card R4
#: (6 = grog + seaweed + drumstick, 3 = fish + fruit): reference §8.5.
EXAMPLE_19 = [
    *("grog 1", "grog 2", "grog 3", "seaweed 1", "seaweed 2", "drumstick 1"),
    *("fish 1", "fish 2", "fruit 0", "fruit 1", "fruit 2", "fruit 3", "fruit 4", "secret 1"),
]


def layout(
    given: Mapping[int, list[str]] | None = None,
    *,
    used: Iterable[str] = (),
    size: int = 3,
) -> list[list[str]]:
    """12 piles: ``given[i]`` for the islands named, ``size`` spare cards for the others."""
    given = dict(given or {})
    spare = Counter(DECK)
    spare.subtract(Counter(c for c in used if not c.startswith("empty_chest")))
    for cards in given.values():
        spare.subtract(Counter(cards))
    assert all(k >= 0 for k in spare.values()), "a test names a card more often than the deck"
    # Spare cards without maps or 0 values, so that the filler never changes what can sail.
    pool = sorted(c for c in spare.elements() if c[-1] not in "0d")
    piles: list[list[str]] = []
    for i in range(ISLANDS):
        if i in given:
            piles.append(list(given[i]))
        else:
            piles.append([pool.pop() for _ in range(size)])
    return piles


def make(
    position: dict[str, Any] | None = None, players: int = 2, seed: int = 1, **opts: Any
) -> tk.Match:
    """A match from a prepared position (seat 0 to move and first unless the position says
    otherwise). ``piles`` may be a dict for ``layout`` (the named islands; the cards of the
    hands and pantries are kept out of the filler)."""
    pos = {"seat": 0, "first_player": 0, **(position or {})}
    if isinstance(pos.get("piles"), dict):
        named = [c for cards in (*pos.get("hands", ()), *pos.get("pantries", ())) for c in cards]
        pos["piles"] = layout(pos["piles"], used=named)
    return tk.new_match("gourmet", players, seed=seed, position=pos, **opts)


def play_all(m: tk.Match, texts: Iterable[str]) -> list[Event]:
    out: list[Event] = []
    for t in texts:
        out += m.play(t)
    return out


def hand(m: tk.Match, seat: int) -> list[str]:
    you = m.view(seat)["you"]
    assert you is not None
    return list(you["hand"])


def pantry(m: tk.Match, seat: int) -> list[str]:
    return list(m.state.pantries[seat])


def island_of(m: tk.Match, seat: int) -> int:
    return int(m.view()["players"][seat]["island"])


def sizes(m: tk.Match) -> list[int]:
    return [int(i["size"]) for i in m.view()["islands"]]


def assert_illegal(m: tk.Match, text: str, *, rule: str = "", says: str = "") -> IllegalAction:
    """``text`` is refused with a reason (and the rule), and the match is exactly as before."""
    step, digest = m.step, m.digest()
    with pytest.raises(IllegalAction) as info:
        m.play(text)
    assert m.digest() == digest and m.step == step
    assert "\n" not in str(info.value)
    if rule:
        assert rule in info.value.rule, (info.value.rule, str(info.value))
    if says:
        assert says in str(info.value), str(info.value)
    return info.value


def finished(
    hand0: Sequence[str],
    pantry0: Sequence[str] = (),
    *,
    play: str | None = None,
    top: str = "doubloon 5",
    hand1: Sequence[str] = (),
    pantry1: Sequence[str] = (),
    recipes: tuple[str, str] = ("R4", "R1"),
    **opts: Any,
) -> tk.Match:
    """A two-player match that ends on its first action, with these cards scored.

    Seat 1 began the round and seat 0, the round's last seat, is to move on island 0; island 1
    holds one card, ``top``. Seat 0 plays ``play`` (a card of ``hand0`` with the value 1, the
    first one by default) to island 1 and takes ``top``: the pile runs out, which ends a
    two-player game, and the round is complete at once. Seat 0 scores ``pantry0`` + ``hand0`` +
    ``top``, seat 1 ``pantry1`` + ``hand1``.
    """
    card = play or next(c for c in hand0 if c.endswith(" 1"))
    named = [*hand0, *pantry0, *hand1, *pantry1]
    position = {
        "piles": layout({1: [top]}, used=named),
        "pirates": [0, 6],
        "hands": [list(hand0), list(hand1)],
        "pantries": [list(pantry0), list(pantry1)],
        "recipes": list(recipes),
        "first_player": 1,
        "seat": 0,
    }
    m = tk.new_match("gourmet", 2, seed=3, position=position, **opts)
    m.play(f"play {card} to 1")
    assert m.is_over and m.result is not None
    return m
