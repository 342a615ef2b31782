"""The ``Table`` and its ``Screen`` without a kernel (issue 25, the presenter).

A table is plain Python: it imports neither traitlets nor ipywidgets nor anywidget (checked in a
subprocess that blocks them), and every command ends in exactly one immutable ``Screen``. These
tests drive it directly, with the toy hidden-hand game (``tests/toygame.py``) for the secrecy
rules and Tortuga 1667 for the classroom's Rules menu.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from collections.abc import Iterator
from typing import Any

import pytest
from toygame import NAME, registered

import tortuga_kit as tk
from tortuga_kit.widgets import table as table_module
from tortuga_kit.widgets.table import Screen, Table


@pytest.fixture(scope="module", autouse=True)
def toy_registered() -> Iterator[Any]:
    with registered() as game:
        yield game


def screens(t: Table) -> list[Screen]:
    """Every screen the table makes from now on."""
    seen: list[Screen] = []
    t.subscribe(seen.append)
    return seen


def whole(m: tk.Match) -> dict[str, Any]:
    """The whole state, secrets included (the oracle, never shown to a seat)."""
    return dict(m.game.to_dict(m.state))


def texts(s: Screen) -> list[str]:
    return [a["text"] for g in s.groups for a in g["actions"]]


# ------------------------------------------------------------------------------ without a kernel
def test_the_table_imports_without_traitlets_ipywidgets_or_anywidget() -> None:
    code = """
import sys
for name in ("traitlets", "ipywidgets", "anywidget", "comm", "IPython"):
    sys.modules[name] = None  # import of a blocked module raises ImportError
from tortuga_kit.widgets import Table
import tortuga_kit as tk
m = tk.new_match("tortuga1667", 3, 1)
t = Table(m, seat=m.decision.seat)
assert t.screen.board.startswith("<svg") and t.screen.groups
assert t.click(t.screen.groups[0]["actions"][0]["text"]) and t.screen.max_step == 1
print("ok")
"""
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "ok"


def test_a_screen_is_immutable_and_its_state_is_json() -> None:
    t = Table(tk.new_match(NAME, 3, 1), seat=0)
    s = t.screen
    with pytest.raises(dataclasses.FrozenInstanceError):
        s.prompt = "changed"  # type: ignore[misc]
    state = json.loads(json.dumps(s.state()))
    assert state["board"] == s.board and state["step"] == 0 and "view" not in state
    assert state["groups"] == json.loads(json.dumps(list(s.groups)))


def test_every_command_makes_exactly_one_screen() -> None:
    m = tk.new_match(NAME, 3, 2)
    d = m.decision
    assert d is not None
    t = Table(m, seat=d.seat, bots=[s for s in range(3) if s != d.seat])
    seen = screens(t)
    assert t.click(texts(t.screen)[0]) and t.click("pass")  # the bots answer: one screen each
    assert len(seen) == 2 and seen[-1] is t.screen and seen[-1].max_step == m.step > 2
    t.set_seat(None)
    t.hide()
    t.replay(0)
    t.replay(None)
    assert t.click("nonsense") is False  # refused: still one screen, with the error
    assert len(seen) == 7 and "projector" in seen[-1].error


# ------------------------------------------------------------------------------ the seat policy
def test_buttons_reach_only_the_deciding_seat_of_a_secret_decision() -> None:
    m = tk.new_match(NAME, 3, 3)
    d = m.decision
    assert d is not None and d.secret
    mine = Table(m, seat=d.seat)
    other = Table(m, seat=(d.seat + 1) % 3)
    room = Table(m, hot_seat=True)  # the projector of a shared screen: never a secret choice
    assert sorted(texts(mine.screen)) == sorted(m.legal_texts())
    assert texts(other.screen) == [] and texts(room.screen) == []
    before = m.digest()
    assert room.click(m.legal_texts()[0]) is False and m.digest() == before
    assert "secret" in room.screen.error
    hand = whole(m)["hands"][d.seat]
    for t in (other, room):
        shown = json.dumps(t.screen.state())
        assert not any(f'"play {card}"' in shown for card in hand)


def test_hot_seat_offers_public_choices_at_the_projector() -> None:
    m = tk.new_match(NAME, 3, 4)
    d = m.decision
    assert d is not None
    m.play(m.legal_actions()[0])  # the card: now the public draw-or-pass
    t = Table(m, hot_seat=True)
    assert m.decision is not None and not m.decision.secret
    assert sorted(texts(t.screen)) == sorted(m.legal_texts())
    assert "hot seat: you choose for" in t.screen.prompt


def test_reveal_shows_only_the_deciding_seat_and_a_move_hides_it() -> None:
    m = tk.new_match(NAME, 3, 5)
    d = m.decision
    assert d is not None
    t = Table(m, hot_seat=True)
    assert t.reveal() and t.screen.seat == d.seat and texts(t.screen)
    assert m.names[d.seat] in t.screen.notice
    assert t.click(texts(t.screen)[0])  # the card; the same seat draws or passes next
    assert t.screen.seat == d.seat
    assert t.click("pass")
    assert t.screen.seat == -1 and "private view is closed" in t.screen.notice
    assert t.hide() and t.screen.seat == -1
    t.set_hot_seat(False)
    assert t.reveal() is False and "Hot seat" in t.screen.error


# ------------------------------------------------------------------------------ bots, undo, redo
def test_bots_play_until_a_human_decides_and_undo_takes_them_back() -> None:
    m = tk.new_match(NAME, 3, 6)
    d = m.decision
    assert d is not None
    me = d.seat
    t = Table(m, seat=me, bots=[s for s in range(3) if s != me])
    assert t.click(texts(t.screen)[0]) and t.click("pass")
    assert m.decision is not None and m.decision.seat == me and m.step > 2
    assert t.screen.until_label == "Play until my turn"
    assert t.play_until_human() == 0 and "already your turn" in t.screen.notice
    at = m.step
    assert t.undo() and m.step == 1 and t.screen.can_redo
    assert "Took back" in t.screen.notice
    assert t.redo() and m.step == at


def test_undo_is_refused_after_a_secret_reached_a_human_with_others_at_the_screen() -> None:
    m = tk.new_match(NAME, 3, 7)
    d = m.decision
    assert d is not None
    t = Table(m, hot_seat=True)
    m.play(m.legal_actions()[0])
    assert t.click("draw")
    blocked = t.screen.undo_blocked
    assert blocked and m.names[d.seat] in blocked
    before = m.digest()
    assert t.undo() is False and m.digest() == before and t.screen.error == blocked
    # Hot seat off (or every seat a bot), Undo, and back on would take the draw back: the
    # draw stays played for this table (the audit of issue 23 item 2 found that way round)
    for change in (lambda: t.set_hot_seat(False), lambda: t.set_bots([0, 1, 2])):
        change()
        assert t.screen.undo_blocked == blocked
        assert t.undo() is False and m.digest() == before and t.screen.error == blocked
        t.set_hot_seat(True)
        t.set_bots([])
    alone = Table(m)  # a learner alone at the match from the start may take anything back
    assert alone.screen.undo_blocked == "" and alone.undo()
    # that took the draw back (code may, too): the first table keeps no step that is gone
    assert t.click("pass") and t.set_hot_seat(False)
    assert t.screen.undo_blocked == "" and t.undo() and m.step == 1


# ------------------------------------------------------------------------------ replay, stale steps
def test_replay_shows_a_past_step_and_refuses_moves_there() -> None:
    m = tk.new_match(NAME, 3, 8)
    d = m.decision
    assert d is not None
    t = Table(m, seat=d.seat)
    t.click(texts(t.screen)[0])
    assert t.replay(0) and t.screen.step == 0 and t.screen.max_step == 1
    assert t.screen.groups == () and "Replay" in t.screen.prompt
    assert t.click("pass") is False and "replaying" in t.screen.error and m.step == 1
    assert t.screen.bot_blocked and t.undo() is False
    assert t.replay(5) is False and t.screen.step == 0  # out of range: one line, still there
    assert t.replay(None) and t.screen.step == 1 and texts(t.screen)


def test_a_message_meant_for_a_passed_step_plays_nothing() -> None:
    m = tk.new_match(NAME, 3, 9)
    d = m.decision
    assert d is not None
    t = Table(m, seat=d.seat)
    card = texts(t.screen)[0]
    assert t.handle({"cmd": "play", "text": card, "step": 0})
    before = m.digest()
    assert t.handle({"cmd": "play", "text": "pass", "step": 0}) is False
    assert m.digest() == before and "meant for step 0" in t.screen.notice
    assert t.handle({"cmd": "no such"}) is False and "unknown" in t.screen.error
    assert t.handle({"cmd": "play", "text": "pass", "step": 1}) and m.step == 2


# ------------------------------------------------------------------------------ language, log
def test_language_changes_every_text_and_sends_the_log_again() -> None:
    m = tk.new_match("tortuga1667", 3, 10)
    d = m.decision
    assert d is not None
    t = Table(m, seat=d.seat)
    t.click(texts(t.screen)[0])
    english = t.screen.prompt
    assert t.set_language("de") and t.screen.lang == "de" and m.lang == "de"
    assert t.screen.log_reset and t.screen.prompt != english
    assert t.set_language("xx") is False and t.screen.error and m.lang == "de"


def test_a_screen_carries_only_the_new_log_entries() -> None:
    m = tk.new_match(NAME, 3, 11)
    d = m.decision
    assert d is not None
    t = Table(m, seat=d.seat)
    assert t.screen.log_reset  # the first screen: the whole log
    t.click(texts(t.screen)[0])
    s = t.screen
    assert not s.log_reset and [e["step"] for e in s.log] == [1]
    assert s.log_total == len(m.log(d.seat)) and t.log == m.log(d.seat)
    t.set_seat((d.seat + 1) % 3)  # another seat's log: everything again
    assert t.screen.log_reset and list(t.screen.log) == m.log((d.seat + 1) % 3)


def test_auto_pass_answers_a_forced_choice_for_the_seat() -> None:
    m = tk.new_match(NAME, 3, 12, hand_size=1, rounds=2)
    d = m.decision
    assert d is not None
    me = d.seat
    t = Table(m, seat=me, bots=[s for s in range(3) if s != me])
    assert t.screen.auto_pass  # on by default against bots
    while not m.is_over and t.screen.groups:
        t.click(texts(t.screen)[0])
    assert m.is_over or m.decision is not None and m.decision.seat == me


# ------------------------------------------------------------------------------ classroom
def test_the_rules_menu_is_read_once_per_game(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    real = table_module.rule_contents

    def counted(game: str, lang: str | None = None) -> list[dict[str, str]]:
        calls.append(game)
        return real(game, lang)

    monkeypatch.setattr(table_module, "rule_contents", counted)
    m = tk.new_match("tortuga1667", 3, 1)
    t = Table(m, hot_seat=True, classroom=True)
    assert t.screen.rule_index
    for _ in range(5):
        t.bot_move()
    assert calls == ["tortuga1667"] and t.screen.rule_index


@pytest.mark.parametrize("game", ["cartagena", "kutschfahrt"])
def test_the_projector_picture_is_drawn_only_while_it_is_shown(game: str) -> None:
    """Issue 27's Big board: the projector picture (2-11 ms and 15-40 KB a screen) is drawn and
    sent only while the front end shows it: Big board on, or a classroom screen showing no seat
    (which draws it beside the choices). Each screen answers the front end's toggle."""
    m = tk.new_match(game, 4, seed=3)
    t = Table(m, seat=0)
    assert t.screen.projector == ""
    assert t.handle({"cmd": "big_board", "on": True})
    assert t.screen.projector.startswith("<svg")
    assert t.screen.projector == m.game.projector_svg(m.view(None))
    assert t.handle({"cmd": "big_board", "on": False}) and t.screen.projector == ""
    before = t.screen
    assert not t.handle({"cmd": "big_board", "on": "yes"})
    assert "big_board must be True or False" in t.screen.error
    assert t.screen.projector == before.projector == ""
    room = Table(tk.new_match(game, 4, seed=3), classroom=True)
    assert room.screen.projector.startswith("<svg")
    room.set_seat(1)
    assert room.screen.projector == ""


@pytest.mark.parametrize("game", tk.available_games())
def test_a_classroom_screen_showing_no_seat_draws_no_seat_board(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 27: a classroom page that shows no seat (its default) shows the projector layout
    in the board's place, so the seat board is not drawn for it (it cost 1.6-4.8x a normal
    click to draw both). A seat shown on the same page draws its board again."""
    m = tk.new_match(game, 4, seed=5)
    drawn: list[Any] = []
    svg = m.game.svg
    monkeypatch.setattr(
        m.game, "svg", lambda view, *a, **k: drawn.append(view) or svg(view, *a, **k)
    )
    room = Table(m, hot_seat=True, classroom=True)
    for _ in range(3):
        assert room.bot_move()
    assert room.screen.board == "" and room.screen.projector.startswith("<svg")
    assert drawn == []
    room.set_seat(m.decision.seat if m.decision else 0)
    assert room.screen.board.startswith("<svg") and len(drawn) == 1


def test_board_text_widths_are_remembered_within_the_bound() -> None:
    """Issue 27: a projector layout measures the same texts and their growing prefixes again
    and again (each zoom tried, each word added to a line); their widths are remembered, in at
    most 1,000 entries (test_strict_input's bound for a module-wide cache)."""
    from tortuga_kit.board import text as board_text

    info = board_text._em.cache_info()
    assert info.maxsize is not None and info.maxsize <= 1000
    m = tk.new_match("gourmet", 4, seed=5)
    board_text._em.cache_clear()
    first = m.game.projector_svg(m.view(None))
    misses = board_text._em.cache_info().misses
    assert m.game.projector_svg(m.view(None)) == first
    assert board_text._em.cache_info().misses == misses  # the second board measured nothing anew
    assert board_text.text_width("Anne", 10) == pytest.approx((0.7 + 3 * 0.58) * 10)


@pytest.mark.parametrize("game", tk.available_games())
def test_the_bots_are_the_games_rule_aware_bot_unless_told(game: str) -> None:
    """A table (and a widget, and the classroom pages) plays its bot seats with the game's own
    rule-aware bot by default, the random bot for a game without one; a match of another game
    loaded later brings that game's bot, while a bot asked for by name stays."""
    g = tk.get_game(game)
    n = g.players.start
    own = next(iter(g.bots), "random")
    assert own == "random" or own in tk.bots_for(game)
    assert Table(tk.new_match(game, n, 1)).bot == own
    assert Table(tk.new_match(game, n, 1), bot="random").bot == "random"
    t = Table(tk.new_match(game, n, 1))
    other = next(o for o in tk.available_games() if o != game and o != NAME)
    o = tk.get_game(other)
    assert t.load(tk.new_match(other, o.players.start, 2))
    assert t.bot == next(iter(o.bots), "random")
    kept = Table(tk.new_match(game, n, 1), bot="random")
    assert kept.load(tk.new_match(other, o.players.start, 2)) and kept.bot == "random"
