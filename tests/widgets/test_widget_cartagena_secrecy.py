"""Cartagena in the generic widget: what reaches the browser follows ``Decision.secret`` and the
seat (README "Notebooks and widgets"), proven by difference: two matches that differ
only in a hand seat 1 holds give the projector and seat 0 exactly the same synced state, step
by step, while seat 1's own picture differs. In the tortuga version hands are open, so the
decisions are public and the projector in hot seat gets the buttons."""

from __future__ import annotations

from typing import Any

import pytest
from cartagena_helpers import EXAMPLE_PIRATES, make
from wire import flat, send_msg, synced

from tortuga_kit.widgets import MatchWidget

OTHER_HANDS = (["key"] * 5 + ["skull"], ["hat"] * 3 + ["pistol"] * 3)


def _synced(w: MatchWidget) -> dict[str, Any]:
    state = synced(w)
    state.pop("layout")  # the id of the widget's layout model: a new one per widget
    return state


def _run(other: list[str], viewer: int | None, **opts: Any) -> list[dict[str, Any]]:
    m = make({"pirates": EXAMPLE_PIRATES, "hands": [["bottle", "hat"], other]}, seed=3, **opts)
    w = MatchWidget(m, seat=viewer, hot_seat=True)
    seen = [_synced(w)]
    for text in ("forward 0 bottle", "end"):  # seat 0 moves, then seat 1 must choose
        if viewer in (None, 0):
            send_msg(w, "play", text=text)
        else:
            m.play(text)
        seen.append(_synced(w))
    return seen


@pytest.mark.parametrize("viewer", [None, 0])
def test_nothing_synced_depends_on_a_hand_the_viewer_cannot_see(viewer: int | None) -> None:
    a, b = (_run(hand, viewer) for hand in OTHER_HANDS)
    assert a == b
    assert flat(a[-1]) == []  # seat 1's choice is secret: no buttons beside it


def test_the_owner_sees_its_own_hand() -> None:
    a, b = (_run(hand, 1) for hand in OTHER_HANDS)
    mine, theirs = ({x["text"] for x in flat(seen[-1])} for seen in (a, b))
    assert {"forward 2 key", "forward 2 skull"} <= mine
    assert {"forward 2 hat", "forward 2 pistol"} <= theirs and not mine & {"forward 2 hat"}


def test_open_hands_make_the_decisions_public() -> None:
    seen = _run(OTHER_HANDS[0], None, variant="tortuga")
    texts = {x["text"] for x in flat(seen[-1])}
    assert {"forward 2 key", "forward 2 skull"} <= texts  # the projector may show them


def test_only_the_groups_that_come_from_the_hand_are_called_secret() -> None:
    """Verb.public: moving back names a position everybody sees and ending the turn shows
    nothing, so only the forward group (its texts are the hand's symbols) says "secret"."""
    m = make({"pirates": EXAMPLE_PIRATES, "hands": [["bottle", "hat"], []]}, seed=3)
    w = MatchWidget(m, seat=0)
    send_msg(w, "play", text="forward 0 bottle")
    titles = [g["title"] for g in synced(w)["groups"]]
    assert titles == ["Play a card: forward (secret)", "Move back: draw cards", "End the turn"]


# ------------------------------------------------------------------------- another seed
#: One public history: seat 0 moves forward and back (drawing two cards from the face-down
#: stock), ends; seat 1 does the same. Which cards the stock gives depends on the seed.
SCRIPT = ("forward 0 bottle", "back 8", "end", "forward 2 key", "back 15", "end")


def _stream(seed: int, viewer: int | None, monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """Everything the browser of ``viewer`` gets (traits and messages) after each step, in the
    Jamaica version (hidden hands, face-down stock: nothing of the stock is public)."""
    sent: list[Any] = []
    real = MatchWidget.send

    def send(self: MatchWidget, content: Any, buffers: Any = None) -> None:
        sent.append(content)
        real(self, content, buffers)

    monkeypatch.setattr(MatchWidget, "send", send)
    hands = [["bottle", "hat"], ["key"] * 3]
    # first_player fixed: the setup log's line on who begins must not differ by the seed
    m = make(
        {"pirates": EXAMPLE_PIRATES, "hands": hands}, seed=seed, variant="jamaica", first_player=0
    )
    w = MatchWidget(m, seat=viewer, hot_seat=True)
    seen = []
    for text in ("", *SCRIPT):
        if text:
            m.play(text)  # code plays every seat: the widget only observes
        seen.append({"traits": _synced(w), "messages": sent[:]})
        sent.clear()
    return seen


def test_another_seed_with_the_same_public_history_sends_the_same(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A differential of the seed itself: two seeds deal different stocks under one prepared
    position. Played the same public moves, the projector's browser gets exactly the same (a
    widget that sent its match's seed anywhere would differ from the first step), while seat
    0's own board differs once it has drawn from the stock: the stocks really differ."""
    a, b = (
        make({"pirates": EXAMPLE_PIRATES}, seed=s, variant="jamaica", first_player=0)
        for s in (3, 4)
    )
    assert a.digest() != b.digest()  # the stocks differ
    assert _stream(3, None, monkeypatch) == _stream(4, None, monkeypatch)
    boards = [[x["traits"]["board"] for x in _stream(s, 0, monkeypatch)] for s in (3, 4)]
    assert boards[0][:2] == boards[1][:2] and boards[0][2] != boards[1][2]  # step 2 drew
