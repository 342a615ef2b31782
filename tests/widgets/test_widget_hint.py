"""Hint and Why? in the match widget (issue 30; ``widgets/table.py``, ``bots/advice.py``).

Hint gives the seat that decides its best choices from its own information only, and only on its
own screen: never on the projector, so in hot seat only in the revealed private view. Why? on a
bot's open move explains it from what everybody knew (the bot's own secrets stay secret). The
twin check: two Kutschfahrt deals that differ only in what seats 2 and 3 hold and are give seat
0 the same hint, and the browser the same traits and log, byte for byte.

Cheap: Hint and Why? at the advice budget (96 iterations) a handful of times, about 3 s of CPU.
"""

from __future__ import annotations

from typing import Any

import pytest
from kutschfahrt_twins import twin_positions
from wire import send_msg, synced

import tortuga_kit as tk
from tortuga_kit.bots.advice import advise
from tortuga_kit.engine.knowledge import Knowledge
from tortuga_kit.engine.rng import Rng
from tortuga_kit.widgets.table import Table

pytest.importorskip("anywidget")

from tortuga_kit.widgets import MatchWidget  # noqa: E402


def test_hint_is_for_the_deciding_seat_on_its_own_screen_only() -> None:
    m = tk.new_match("cartagena", 4, 3)
    d = m.decision
    assert d is not None
    t = Table(m, None, hot_seat=True)
    # the projector: no Hint offered, and asking is refused with one line, nothing shown
    assert not t.screen.can_hint
    assert t.hint() is False and t.error
    assert t.screen.search_hint == {}
    # the revealed private view of the seat that decides: its best choices, all legal
    t.reveal()
    assert t.screen.seat == d.seat and t.screen.can_hint
    assert t.hint() is True, t.error
    hint = t.screen.search_hint
    assert hint["seat"] == d.seat and hint["step"] == m.step
    texts = [c["text"] for c in hint["choices"]]
    assert 1 <= len(texts) <= 3 and set(texts) <= set(m.legal_texts())
    for c in hint["choices"]:
        assert "% to win" in c["chance"] and c["reason"] and c["rule"]
        # the label is drawn in bold before the reason: said once, not twice
        assert not c["reason"].startswith(c["label"]), c
    # hidden again: the hint leaves the shared screen with the private view
    t.hide()
    assert not t.screen.can_hint and t.screen.search_hint == {}
    # another seat's own screen gets no Hint either
    other = Table(m, (d.seat + 1) % 4)
    assert not other.screen.can_hint and other.hint() is False


def twins() -> tuple[tk.Match, tk.Match]:
    """Two Kutschfahrt matches seat 0 cannot tell apart (``kutschfahrt_twins``)."""
    a, b = twin_positions()
    return (
        tk.Match("kutschfahrt", 4, 7, {"start_player": 0}, position=a),
        tk.Match("kutschfahrt", 4, 7, {"start_player": 0}, position=b),
    )


def test_a_hint_from_a_twin_is_identical_and_sends_the_browser_the_same() -> None:
    ma, mb = twins()
    assert ma.digest() != mb.digest() and ma.view(2) != mb.view(2)  # they do differ
    assert ma.decision is not None and ma.decision.seat == 0
    wa, wb = MatchWidget(ma, seat=0), MatchWidget(mb, seat=0)
    assert sent(wa) == sent(wb)
    send_msg(wa, "hint")
    send_msg(wb, "hint")
    assert wa.search_hint["choices"], wa.error
    assert sent(wa) == sent(wb)


def sent(w: MatchWidget) -> dict[str, Any]:
    """What the browser holds, but the id of the widget's layout model (new per widget)."""
    state = synced(w)
    state.pop("layout")
    return state


def test_why_explains_a_bots_open_move_from_what_everybody_knew() -> None:
    m = tk.new_match("tortuga1667", 4, 3)
    d = m.decision
    assert d is not None
    t = Table(m, d.seat, bots=[s for s in range(4) if s != d.seat], bot="search")
    t.click(m.legal_texts()[0])  # the human's move, then the bots' until the human again
    steps = t.screen.why_steps
    assert steps and 1 not in steps  # the human's own move has no Why?
    assert all(not m.at(k - 1).decision.secret for k in steps)  # type: ignore[union-attr]
    assert t.why(steps[0]) is True, t.error
    why = t.screen.search_why
    played = m.history[steps[0] - 1].text
    assert why["action"] == played and [c["played"] for c in why["choices"]].count(True) == 1
    assert all("everybody knew" in c["reason"] for c in why["choices"])
    assert t.why(1) is False and t.error  # not a bot's move


def test_the_public_reading_of_a_move_ignores_every_secret() -> None:
    """Why? reads only what everybody knows: a state with every hidden fact redrawn (the
    mover's own hand and loyalty too) gives the same explanation."""
    m = tk.new_match("tortuga1667", 4, 3)
    d = m.decision
    assert d is not None
    legal = m.legal_texts()
    here = advise(Knowledge.public(m.game, m.state, d.seat), legal, 24)
    twin = m.game.resample_hidden(m.state, None, Rng(99))
    assert twin.loyalty != m.state.loyalty or twin.hands != m.state.hands
    assert advise(Knowledge.public(m.game, twin, d.seat), legal, 24) == here
