"""The widget's wire: browser input as messages with a step, the log sent in pieces, the widget
observing its match, undo of the human's choice, pickers, new game, save/load and scenes.

Issue 7 (widgets for any game), each item as a learner met it: two quick clicks played a move
for the next player; the whole log was re-sent on every click; ``m.play`` in a cell left the
widget's buttons stale; undo against bots took back a bot's move; a turn offered 40 force
buttons; 05_play could not start a new game; there was no save/load in the widget.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from wire import flat, send_msg, synced

import tortuga_kit as tk

pytest.importorskip("anywidget")

from tortuga_kit.widgets import (
    MatchWidget,  # noqa: E402
    controller,  # noqa: E402
)
from tortuga_kit.widgets.controller import LOG_LIMIT  # noqa: E402


def new(players: int = 5, seed: int = 7) -> tk.Match:
    return tk.new_match("tortuga1667", players=players, seed=seed)


def slow(rng: random.Random, texts: list[str]) -> str:
    """A long game: reveal only when nothing else is legal (the deck lasts hundreds of steps)."""
    calm = [t for t in texts if not t.startswith(("reveal", "force"))]
    return rng.choice(calm or texts)


class Browser:
    """A front end as controller.js is: it applies the log messages it is sent."""

    def __init__(self, w: MatchWidget) -> None:
        self.entries: list[dict[str, Any]] = []
        self.bytes: list[int] = []
        self.messages: list[dict[str, Any]] = []
        w.send = self.receive  # type: ignore[method-assign]
        send_msg(w, "hello")  # what a new view does first

    def receive(self, content: dict[str, Any], buffers: Any = None) -> None:
        content = json.loads(json.dumps(content))
        self.messages.append(content)
        if "log" in content:
            self.bytes.append(len(json.dumps(content)))
            if content["reset"]:
                self.entries = content["log"]
            else:
                self.entries = (self.entries + content["log"])[-LOG_LIMIT:]


# ------------------------------------------------------------------------- the step
def test_a_click_meant_for_a_past_step_is_refused_and_plays_nothing() -> None:
    m = new()
    w = MatchWidget(m, seat=None, hot_seat=True)
    first, second = w.actions[0]["text"], w.actions[1]["text"]
    send_msg(w, "play", text=first, step=0)
    assert m.step == 1 and w.version == 1
    before = m.digest()
    send_msg(w, "play", text=second, step=0)  # the second of two quick clicks
    assert m.digest() == before and m.step == 1
    assert "meant for step 0" in w.notice and "nothing was played" in w.notice
    assert w.version == 2  # answered: the front end enables its buttons again
    for bad in (None, "1", 1.0, True):
        send_msg(w, "undo", step=bad)
        assert m.digest() == before


@pytest.mark.parametrize(
    "content",
    [{"cmd": []}, {"cmd": None}, [], "play", {"cmd": "play", "step": 0}, {"cmd": "x" * 500}],
)
def test_a_malformed_message_is_one_line_and_changes_nothing(content: Any) -> None:
    m = new()
    w = MatchWidget(m, seat=m.to_move)
    before = m.digest()
    w._handle_custom_msg(content, [])
    assert m.digest() == before and w.error and "\n" not in w.error and len(w.error) < 200


@pytest.mark.parametrize(
    ("cmd", "content", "expected"),
    [
        ("seat", {"seat": "x"}, "seat must be"),
        ("seat", {"seat": 99}, "seat must be"),
        ("bots", {"seats": "all"}, "bots must be"),
        ("bot_name", {"name": 3}, "unknown bot"),
        ("hot_seat", {"on": "yes"}, "hot seat is on or off"),
        ("replay", {"to": 1e9}, "step must be"),
        ("new", {"players": 99, "mode": "demo"}, "players"),
        ("new", {"players": 4, "mode": "chaos"}, "mode must be"),
        ("new", {"players": 4, "mode": "against bots", "seat": 7}, "your seat"),
        ("load", {"text": "{not json"}, "not valid JSON"),
        ("load", {"text": 5}, "as text"),
        ("scene", {"name": "nowhere"}, "unknown scene"),
    ],
)
def test_every_bad_browser_value_is_refused_with_a_reason(
    cmd: str, content: dict[str, Any], expected: str
) -> None:
    m = new()
    w = MatchWidget(m, seat=0)
    before = (m.digest(), w.seat, w.bots, w.hot_seat, w.bot)
    send_msg(w, cmd, **content)
    assert expected in w.error, w.error
    assert (w.match.digest(), w.seat, w.bots, w.hot_seat, w.bot) == before


# ------------------------------------------------------------------------- the log
def test_the_browser_gets_each_log_line_once_and_holds_exactly_the_seats_log() -> None:
    m = new(players=6, seed=3)
    w = MatchWidget(m, seat=None, hot_seat=True, bots=[])
    b = Browser(w)
    rng = random.Random(3)
    for i in range(400):
        if m.is_over:
            break
        d = m.decision
        assert d is not None
        w.set_seat(d.seat)
        assert w.click(slow(rng, [a["text"] for a in w.actions])), w.error
        if i % 37 == 5 and m.can_undo:
            w.undo()
        if i % 53 == 7:
            w.replay(m.step // 2)
            assert (
                b.entries
                == json.loads(json.dumps(m.at(m.step // 2).log(w.selected_seat)))[-LOG_LIMIT:]
            )
            w.replay(None)
        assert b.entries == json.loads(json.dumps(m.log(w.selected_seat)))[-LOG_LIMIT:]
        assert b.entries == json.loads(json.dumps(w.log))
    assert m.step > 100


def test_a_click_at_step_300_costs_what_it_costs_at_step_10() -> None:
    m = new(players=9, seed=4)
    w = MatchWidget(m, seat=None)
    b = Browser(w)
    sizes = {}
    rng = random.Random(4)
    while not m.is_over and m.step < 320:
        before = len(b.bytes)
        m.play(slow(rng, m.legal_texts()))  # code plays; the widget follows
        sizes[m.step] = sum(b.bytes[before:])
    assert m.step >= 300
    early = max(sizes[s] for s in range(5, 15))
    late = max(sizes[s] for s in range(295, 305))
    assert late < 4 * max(early, 600), (early, late)  # was 6.9 KiB at step 10, 82 KiB at 300


def test_log_entries_carry_the_step_that_made_them() -> None:
    m = new()
    rng = random.Random(1)
    for _ in range(12):
        m.play(rng.choice(m.legal_actions()))
    log = m.log()
    assert log[0]["step"] == 0 and log[-1]["step"] == m.step
    assert [e["step"] for e in log] == sorted(e["step"] for e in log)
    assert m.view()["step"] == m.step and f"Step {m.step} ·" in m.view()._repr_svg_()


# ------------------------------------------------------------------------- observing the match
def test_code_that_plays_on_the_match_redraws_the_widget() -> None:
    m = new()
    w = MatchWidget(m, seat=m.to_move)
    old = w.board
    m.play(w.actions[0]["text"])
    assert w.max_step == 1 and w.board != old and w.board == m.game.svg(m.view(w.selected_seat))
    d = m.decision
    assert d is not None
    if d.seat == w.selected_seat:
        assert {a["text"] for a in w.actions} == {a.text for a in m.legal_actions()}
    else:
        assert w.actions == []
    m.undo()
    assert w.max_step == 0 and w.board == old


def test_a_closed_or_replaced_widget_lets_go_of_its_match(monkeypatch: pytest.MonkeyPatch) -> None:
    m = new()
    monkeypatch.setattr(controller, "_cell_id", lambda: "cell-1")
    first = MatchWidget(m)
    second = MatchWidget(m)  # the cell ran again
    # the widget's table observes the match (widgets/table.py)
    assert first.comm is None and first.table._on_match not in m._observers  # closed
    assert second.table._on_match in m._observers
    second.close()
    assert not m._observers
    m.play(m.legal_actions()[0])  # nothing observes it any more: no error


# ------------------------------------------------------------------------- undo against bots
def test_undo_against_bots_takes_back_the_humans_last_choice() -> None:
    m = new()
    me = m.to_move
    w = MatchWidget(m, seat=me, bots=[s for s in range(m.players) if s != me])
    rng = random.Random(2)
    for _ in range(6):
        w.click(rng.choice(w.actions)["text"])
    assert not m.is_over and m.decision is not None and m.decision.seat == me
    mine = [i for i, a in enumerate(m.history) if a.seat == me]
    at = m.step
    assert w.undo()
    assert m.step == mine[-1]  # back to just before my last choice, the bots' moves with it
    assert m.decision is not None and m.decision.seat == me
    assert at - m.step > 1 and "Took back" in w.notice
    assert w.redo() and m.step == at  # and redo plays it and the bots' moves again


# ------------------------------------------------------------------------- pickers
def test_a_long_choice_list_is_a_picker_built_from_the_verb_table() -> None:
    m = new()
    w = MatchWidget(m, seat=None, hot_seat=True)
    while m.decision is not None and m.decision.kind != "turn":
        w.click(w.actions[0]["text"])
    groups = {g["verb"]: g for g in synced(w)["groups"]}
    force = groups["force"]
    assert force["pick"] and force["slots"] == ["player", "space", "space"]
    assert len(force["actions"]) > controller.PICK_AFTER
    assert not groups["reveal"]["pick"]
    # the engine's texts are exactly the legal actions: the picker only arranges them
    assert sorted(a["text"] for a in flat(synced(w))) == sorted(a.text for a in m.legal_actions())


# ------------------------------------------------------------------------- new game, save, load
def test_new_game_in_each_mode() -> None:
    w = MatchWidget(new())
    send_msg(w, "new", players=4, mode="against bots", seat=2, seed="11")
    m = w.match
    assert m.players == 4 and m.seed == 11 and w.error == ""
    assert w.seat == 2 and w.bots == [0, 1, 3] and not w.hot_seat
    assert m.decision is not None and m.decision.seat == 2  # the bots moved up to my choice
    send_msg(w, "new", players=3, mode="hot seat", seed="")
    assert w.match.players == 3 and w.hot_seat and w.bots == [] and w.seat == -1
    send_msg(w, "new", players=5, mode="demo", seed="abc")
    assert w.match.seed == "abc" and w.bots == [0, 1, 2, 3, 4] and w.seat == -1
    assert w.play_until_human() > 0 and w.match.is_over


def test_save_and_load_through_the_widget_and_from_code(tmp_path: Path) -> None:
    m = new()
    rng = random.Random(5)
    for _ in range(9):
        m.play(rng.choice(m.legal_actions()))
    w = MatchWidget(m, seat=1)
    b = Browser(w)
    send_msg(w, "save")
    download = [c for c in b.messages if "download" in c][-1]
    assert download["filename"].endswith(".json") and "step9" in download["filename"]
    send_msg(w, "load", text=download["download"])
    assert w.error == "" and w.match is not m and w.match.digest() == m.digest()
    path = tk.save(m, tmp_path / "game.json")
    assert tk.load(path).digest() == m.digest()
    (tmp_path / "bad.json").write_text('{"format": 1}')
    with pytest.raises(tk.BadSave):
        tk.load(tmp_path / "bad.json")
    with pytest.raises(tk.BadSave, match="cannot read"):
        tk.load(tmp_path / "missing.json")


@pytest.mark.parametrize(("lang", "word"), [("de", "Speicherdatei"), ("ko", "저장 파일")])
def test_a_damaged_save_loaded_in_a_translated_widget_is_refused_in_its_language(
    lang: str, word: str
) -> None:
    """The classroom's Load: the one-line error under the board is in the widget's language, and
    the match is the one that was there."""
    m = new()
    w = MatchWidget(m, seat=1)
    send_msg(w, "lang", lang=lang)
    before = w.match.digest()
    send_msg(w, "load", text=m.to_json().replace('"seed": 7', '"seed": 8'))
    assert word in w.error and "save file" not in w.error, w.error
    assert w.match.digest() == before and w.match.lang == lang


def test_scenes_open_prepared_positions() -> None:
    def scene() -> tk.Match:
        return tk.new_match(
            "tortuga1667",
            4,
            1,
            position={"lines": {"fd": ["Anne", "Calico"], "jr": ["Bart"], "tortuga": ["Dirk"]}},
        )

    w = MatchWidget(new(), scenes={"two captains": scene})
    assert w.scene_names == ["two captains"]
    send_msg(w, "scene", name="two captains")
    assert w.error == "" and w.match.players == 4 and "two captains" in w.notice


def test_an_illegal_action_shows_as_one_line_in_a_notebook() -> None:
    m = new()
    with pytest.raises(tk.IllegalAction) as info:
        m.play("attack")
    lines = info.value._render_traceback_()
    assert len(lines) == 1 and lines[0].startswith("IllegalAction: 'attack'") and "[" in lines[0]


def test_the_static_board_scales_and_is_inlined_to_follow_the_theme() -> None:
    """A fixed 1200 px <img> was cut off at narrow widths and stayed light in JupyterLab Dark:
    the picture now scales (max-width) and is also offered as inline HTML, where the page's
    theme variables reach it."""
    m = new()
    svg = m._repr_svg_()
    html = m._repr_html_()
    assert svg is not None and html is not None
    assert 'style="max-width:100%;height:auto"' in svg and svg in html
    assert '[data-jp-theme-light="false"] svg{' in svg  # the dark palette, inside the picture


# ------------------------------------------------------------------------- citations
def test_every_citation_a_learner_sees_opens_its_rules_section() -> None:
    """Log lines, refusals and the assumed-data badge cite the kit's rules page; a click shows
    that section in the widget (as text blocks: nothing from the page is markup)."""
    m = new(players=4, seed=2)
    w = MatchWidget(m, seat=None, hot_seat=True)
    rng = random.Random(2)
    while not m.is_over and m.step < 60:
        m.play(rng.choice(m.legal_actions()))
    refs = {e["rule"] for e in m.log() if "rules §" in e["rule"]}
    assert len(refs) > 8
    for ref in sorted(refs):
        send_msg(w, "rule", ref=ref)
        assert w.rule and w.rule["blocks"] and w.error == "", ref
        assert all(set(b) <= {"kind", "text", "cells"} for b in w.rule["blocks"])
    board = w.board
    assert 'data-rule="rules §assumptions"' in board
    send_msg(w, "rule", ref="rules §assumptions")
    assert w.rule["title"] == "Assumptions"
    send_msg(w, "rule", ref="")
    assert w.rule == {}
    send_msg(w, "rule", ref="rulebook p.5")
    assert w.rule == {} and "only a rulebook page" in w.notice
    send_msg(w, "rule", ref=["x"])
    assert "short text" in w.error


# ------------------------------------------------------------------------- the walkthrough
def test_a_scene_or_save_for_more_players_keeps_playing_against_bots() -> None:
    """A new user opened a 5-player scene from a 4-player game against bots: Edward was not a
    bot, so the game stopped at his turn and the advice was to look at his secrets."""
    from tortuga_kit.games.tortuga1667 import lessons

    w = MatchWidget(new(players=4), seat=0, bots=[1, 2, 3], scenes=lessons.event_scenes())
    send_msg(w, "scene", name="Black Spot")
    assert w.match.players == 5 and w.bots == [1, 2, 3, 4] and w.seat == 0
    w.click("reveal 1")
    d = w.match.decision
    assert d is None or d.seat == 0  # the bots played up to Anne's next choice
    three = new(players=3)
    w.load(three)
    assert w.bots == [1, 2] and "3 players" in w.notice
    demo = MatchWidget(new(players=3), bots=[0, 1, 2])
    demo.load(new(players=5))
    assert demo.bots == [0, 1, 2, 3, 4] and demo.until_label == "Bots play on"


def test_hot_seat_offers_no_buttons_beside_another_seats_secrets() -> None:
    m = new()
    w = MatchWidget(m, seat=None, hot_seat=True)
    d = m.decision
    assert d is not None and not d.secret and w.actions
    other = (d.seat + 1) % m.players
    w.set_seat(other)  # someone reads their own secrets on the shared screen
    assert w.actions == [] and "Back to the projector" in w.prompt
    assert w.click(m.legal_texts()[0]) is False and m.step == 0


def test_hot_seat_says_who_learnt_a_secret() -> None:
    """A peek from the projector: the peeker is told to select their seat to read the cards."""
    m = new()
    w = MatchWidget(m, seat=None, hot_seat=True)
    while m.decision is not None and m.decision.kind != "turn":
        w.click(w.actions[0]["text"])
    peeker = m.names[m.decision.seat]
    assert w.click("peek 1 2"), w.error
    assert f"{peeker} learnt something secret" in w.notice
    assert "You see" not in w.notice and "looked at card" not in w.notice  # no card named


def test_undo_and_redo_are_refused_while_replaying() -> None:
    m = new()
    rng = random.Random(3)
    for _ in range(6):
        m.play(rng.choice(m.legal_actions()))
    w = MatchWidget(m, seat=None)
    w.replay(2)
    assert w.undo() is False and "replaying" in w.error and m.step == 6
    assert w.redo() is False and m.step == 6


def test_vote_buttons_read_like_the_cards() -> None:
    game = tk.get_game("tortuga1667")
    assert game.label("vote 2fire/2british/2skull") == "Vote 2× fire · 2× British · 2× skull"
    assert game.label("vote cannon/french/wheel") == "Vote cannon · French · wheel"
