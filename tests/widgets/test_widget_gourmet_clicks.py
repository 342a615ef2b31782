"""Tortuga Gourmet by clicks: a card of the hand, then an island, plays ``play <card> to <i>``.

A card's ``data-token`` is its text, one or two words (``"grog 3"``, ``"lonely_island"``), an
island's is two words (``"to 5"``): the board-click machinery (``static/controller.js``) appends
every word of a clicked token. Checked two ways: in Python, that the synced board's tokens spell
every legal text of each decision of seeded random games; and in node, against the real
``controller.js`` and the real board (the harness of ``test_widget_board_clicks.py``), that the
clicks play, mark, explain and clear as they do for one-word tokens.
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import tortuga_kit as tk

pytest.importorskip("anywidget")

from test_widget_board_clicks import NODE, run  # noqa: E402  (the node harness, shared)

from tortuga_kit.widgets import MatchWidget  # noqa: E402

CHESTS = ["empty_chest 1", "empty_chest 2", "empty_chest 3"]


def board_tokens(svg: str) -> list[str]:
    return [e.attrib["data-token"] for e in ET.fromstring(svg).iter() if "data-token" in e.attrib]


def board_actions(svg: str) -> set[str]:
    return {e.attrib["data-action"] for e in ET.fromstring(svg).iter() if "data-action" in e.attrib}


def spells(tokens: list[str], rest: str, depth: int = 3) -> bool:
    """Whether some sequence of board tokens (at most ``depth``), joined by spaces, is ``rest``."""
    if rest == "":
        return True
    if depth == 0:
        return False
    return any(
        (rest == t or rest.startswith(t + " "))
        and spells(tokens, rest[len(t) :].lstrip(), depth - 1)
        for t in set(tokens)
    )


@pytest.mark.parametrize("players", [2, 4, 5])
def test_the_board_tokens_spell_every_legal_text(players: int) -> None:
    for seed in range(3):
        m = tk.new_match("gourmet", players, seed=seed)
        w = MatchWidget(m, seat=m.decision.seat)
        rng = random.Random(seed)
        decisions = 0
        while not m.is_over and decisions < 40:
            w.set_seat(m.decision.seat)
            legal = [a["text"] for a in w.actions]
            assert sorted(legal) == sorted(m.legal_texts())
            found = board_tokens(w.board)
            for text in legal:
                verb, _, rest = text.partition(" ")
                if verb == "play":
                    assert spells(found, rest), (text, found)
                    card, island = rest.rsplit(" to ", 1)
                    assert card in found and f"to {island}" in found
                else:  # a stuck player's discard or pass: a button on the board
                    assert text in board_actions(w.board)
            w.click(rng.choice(legal))
            decisions += 1


def widget(hand: list[str], **options: object) -> MatchWidget:
    """Anne (seat 0) to move on island 3 of full piles with ``hand``; Bart on island 9."""
    m = tk.new_match(
        "gourmet",
        2,
        seed=1,
        first_player=0,
        position={"hands": [hand, CHESTS], "pirates": [3, 9]},
        **options,
    )
    return MatchWidget(m, seat=0)


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_a_card_then_an_island_plays_and_the_selection_behaves(tmp_path: Path) -> None:
    w = widget(["grog 2", "fish 1", "lonely_island"])
    legal = sorted(a["text"] for a in w.actions)
    assert "play grog 2 to 1" in legal and "play grog 2 to 5" in legal, legal
    assert "play fish 1 to 2" in legal and "play fish 1 to 4" in legal
    lonely = sorted(t.split()[-1] for t in legal if t.startswith("play lonely_island"))
    out = run(
        {"anne": w},
        [
            {"name": "play", "state": "anne", "steps": [{"token": "grog 2"}, {"token": "to 5"}]},
            {"name": "again", "state": "anne", "steps": [{"token": "grog 2"}, {"token": "grog 2"}]},
            {"name": "bg", "state": "anne", "steps": [{"token": "fish 1"}, "background"]},
            {"name": "switch", "state": "anne", "steps": [{"token": "grog 2"}, {"token": "fish 1"}]},
            {"name": "isle_first", "state": "anne", "steps": [{"token": "to 5"}]},
            {"name": "map", "state": "anne", "steps": [{"token": "lonely_island"}, {"token": f"to {lonely[0]}"}]},
            {"name": "wrong", "state": "anne", "steps": [{"token": "fish 1"}, {"token": "to 5"}]},
        ],
        tmp_path,
    )  # fmt: skip
    before, card, played = out["play"]
    # before any click only the cards can be clicked: no text starts with "to"
    assert before["can"] == ["fish 1", "grog 2", "lonely_island"], before
    assert before["selection"] == "" and before["sent"] == []
    # the card is picked, the islands it reaches (and the other cards) can come next
    assert card["picked"] == ["grog 2"] and card["sent"] == []
    assert card["can"] == ["to 1", "to 5"], card
    assert "Selected: the grog 2 card." in card["selection"]
    assert "island 1 or island 5" in card["selection"]
    assert "(Click the grog 2 card again" in card["selection"]
    # ... and the island makes it one legal text: played, the selection gone
    assert played["sent"] == ["play grog 2 to 5"]
    assert played["picked"] == [] and played["selection"] == ""
    # the same card again, or the background, clears; nothing is played
    for name in ("again", "bg"):
        last = out[name][-1]
        assert last["sent"] == [] and last["picked"] == [] and last["selection"] == ""
        assert last["can"] == before["can"]
    # another card starts a new selection
    assert out["switch"][-1]["picked"] == ["fish 1"] and out["switch"][-1]["can"] == [
        "to 2",
        "to 4",
    ]
    # an island first starts nothing and says what to click first
    first = out["isle_first"][-1]
    assert first["sent"] == [] and first["picked"] == []
    assert "No action starts with island 5" in first["selection"]
    assert "the grog 2 card" in first["selection"]
    # a one-word card, then an island
    assert out["map"][-1]["sent"] == [f"play lonely_island to {lonely[0]}"]
    # an island the card does not reach starts afresh (and plays nothing)
    assert out["wrong"][-1]["sent"] == []


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_a_stuck_player_discards_by_a_button_or_by_the_card(tmp_path: Path) -> None:
    """On the emptied island 0 with only 0 cards nothing can sail: ``discard <card>`` is a
    button, and the card alone spells it too (its words are all the text needs)."""
    m = tk.new_match("gourmet", 2, seed=1, first_player=0)
    piles = [list(p) for p in m.state.piles]
    hand = ["grog 0", "fish 0"]
    for card in hand:
        for p in piles:
            if card in p:
                p.remove(card)
                break
    piles[0] = []
    m = tk.new_match(
        "gourmet",
        2,
        seed=1,
        first_player=1,  # one emptied pile ends a game of 2: seat 0 still plays this round
        position={"piles": piles, "hands": [hand, CHESTS], "pirates": [0, 5], "seat": 0},
    )
    w = MatchWidget(m, seat=0)
    assert sorted(a["text"] for a in w.actions) == ["discard fish 0", "discard grog 0"]
    out = run(
        {"stuck": w},
        [
            {"name": "button", "state": "stuck", "steps": [{"action": "discard fish 0"}]},
            {"name": "card", "state": "stuck", "steps": [{"token": "grog 0"}]},
        ],
        tmp_path,
    )
    assert out["button"][0]["actions"] == ["discard fish 0", "discard grog 0"]
    assert out["button"][-1]["sent"] == ["discard fish 0"]
    assert out["card"][-1]["sent"] == ["discard grog 0"]


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_the_other_seat_and_the_projector_click_nothing(tmp_path: Path) -> None:
    w = widget(["grog 2", "fish 1", "lonely_island"])
    w.set_seat(1)
    p = widget(["grog 2", "fish 1", "lonely_island"])
    p.set_seat(-1)
    assert board_tokens(w.board) == [] and board_tokens(p.board) == []
    out = run({"bart": w}, [{"name": "bart", "state": "bart", "steps": ["background"]}], tmp_path)
    assert all(s["sent"] == [] and s["can"] == [] for s in out["bart"])
