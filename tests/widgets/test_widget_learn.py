"""The learn widget through the messages its front end sends (``learn.js``): a level solved by
clicks to three stars, the offered move refused with the engine's reason and its rule opened,
hints one at a time, restart, next, reset, the progress kept in a file or in the browser."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from wire import send_msg

import tortuga_kit as tk
from tortuga_kit.learn import (
    PROGRESS_FILE,
    FileStore,
    MemoryStore,
    Progress,
    advice,
    guided_match,
    levels,
)

pytest.importorskip("anywidget")

from tortuga_kit.widgets import GuidedWidget, LearnWidget  # noqa: E402
from tortuga_kit.widgets.learn import learn_esm  # noqa: E402

GAMES = [g for g in tk.available_games() if levels(g)]


def widget(tmp_path: Path, game: str = "cartagena", **kwargs: Any) -> LearnWidget:
    return LearnWidget(game, progress=Progress(FileStore(tmp_path / PROGRESS_FILE)), **kwargs)


def learn(w: LearnWidget, what: str, **extra: Any) -> None:
    w._handle_custom_msg({"cmd": "learn", "do": what, **extra}, [])


@pytest.mark.parametrize("game", GAMES)
def test_level_one_solved_by_clicks_gives_three_stars_and_its_lesson(
    tmp_path: Path, game: str
) -> None:
    w = widget(tmp_path, game)
    level = levels(game)[0]
    assert w.level == 0 and w.goal and w.won == 0 and not w.lesson
    for action in level.solution:
        assert action in [a["text"] for g in w.groups for a in g["actions"]]
        send_msg(w, "play", text=action)
    assert w.error == ""
    assert w.won == 3 and "★★★" in w.result and w.lesson
    assert w.level_map[0]["stars"] == 3
    data = json.loads((tmp_path / PROGRESS_FILE).read_text("utf-8"))
    assert data["stars"] == {level.id: 3}
    # a new widget (a kernel restart, a reload that runs the cell again) shows the stars
    again = widget(tmp_path, game)
    assert again.level_map[0]["stars"] == 3
    assert again.level == 1  # it goes on at the first level without stars


def test_the_offered_move_is_refused_with_its_reason_and_rule(tmp_path: Path) -> None:
    w = widget(tmp_path)
    level = levels("cartagena")[0]
    assert level.offered is not None and w.offered
    before = w.match.to_json()
    learn(w, "offered")
    assert w.match.to_json() == before
    assert f"§{level.offered_rule}" in w.error
    assert w.rule["anchor"] == level.offered_rule
    assert w.offered_note
    assert w.won == 0
    # solving the level afterwards still gives 3 stars: the refused try was no action
    send_msg(w, "play", text=level.solution[0])
    assert w.won == 3


def test_any_illegal_try_shows_the_reason_and_opens_the_rule(tmp_path: Path) -> None:
    w = widget(tmp_path)
    assert not w.click("back 0")
    assert "§back" in w.error and w.rule["anchor"] == "back"
    assert not w.offered_note  # not the offered move
    assert w.match.step == 0


def test_hints_one_at_a_time_restart_next_and_reset(tmp_path: Path) -> None:
    w = widget(tmp_path)
    level = levels("cartagena")[0]
    assert w.hints == [] and w.more_hints
    learn(w, "hint")
    assert len(w.hints) == 1
    for _ in level.hints:
        learn(w, "hint")
    assert len(w.hints) == len(level.hints) and not w.more_hints
    send_msg(w, "play", text=level.solution[0])
    assert w.won == 3
    learn(w, "restart")
    assert w.won == 0 and w.hints == [] and w.match.step == 0
    assert w.level_map[0]["stars"] == 3  # the best stars stay
    learn(w, "next")
    assert w.level == 1 and w.goal == str(levels("cartagena")[1].goal)
    learn(w, "open", index=0)
    assert w.level == 0
    learn(w, "reset")
    assert w.level_map[0]["stars"] == 0
    assert json.loads((tmp_path / PROGRESS_FILE).read_text("utf-8"))["stars"] == {}


def test_bad_learn_messages_are_one_line_each(tmp_path: Path) -> None:
    w = widget(tmp_path)
    learn(w, "open", index=99)
    assert "1–17" in w.error or "1–" in w.error
    learn(w, "open", index="2")
    assert w.error
    learn(w, "fly")
    assert "fly" in w.error
    learn(w, "open", index=len(w.level_map) - 1)
    learn(w, "next")
    assert w.error and w.level == len(w.level_map) - 1


def test_without_a_writable_folder_the_browser_keeps_the_progress() -> None:
    w = LearnWidget("cartagena", progress=Progress(MemoryStore()))
    assert w.storage == "browser"
    learn(w, "stored", stars={"cartagena/first-step": 2, "junk": 9})
    assert w.level_map[0]["stars"] == 2
    level = levels("cartagena")[0]
    learn(w, "open", index=0)
    send_msg(w, "play", text=level.solution[0])
    assert w.progress == {"cartagena/first-step": 3}  # what learn.js writes to localStorage


def test_the_panel_speaks_the_widgets_language(tmp_path: Path) -> None:
    w = widget(tmp_path, lang="de")
    assert w.level_title.startswith("Level 1: In den Tunnel")
    send_msg(w, "lang", lang="ko")
    assert w.goal == "빨간 해적 하나를 출발점에서 터널 안으로 이끄세요."


def test_tk_learn_is_the_widget(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    w = tk.learn("gourmet")
    assert isinstance(w, LearnWidget) and w.storage == "file"
    assert w.course.progress.store.path == tmp_path / PROGRESS_FILE  # type: ignore[attr-defined]


def test_the_front_end_runs_the_match_widgets_own_render() -> None:
    code = learn_esm()
    assert code.count("export default") == 1
    assert "function render({ model, el })" in code
    assert "render({ model, el: game })" in code


# ------------------------------------------------------------------ the guided first game
@pytest.mark.parametrize("game", tk.available_games())
def test_a_guided_game_advises_the_learners_choice_and_plays_nothing(game: str) -> None:
    w = tk.learn(game, guided=True)
    assert isinstance(w, GuidedWidget) and w.guided
    m = w.match
    assert m.decision is not None and m.decision.seat == 0  # the bots moved until Anne decides
    assert set(w.bots) == set(range(1, m.players))
    step = m.step
    learn(w, "advice")
    assert m.step == step  # advice plays nothing
    legal = {a.text: a.label for a in m.legal_actions()}
    assert w.advice_text in legal and legal[w.advice_text] in w.advice
    assert w.advice_rule and w.advice_rule.split(" · ")[0] in w.advice
    assert w.advice_text in [a["text"] for a in w.actions]  # its button is on the screen
    first = m.history
    w.click(w.advice_text)
    assert w.match.step > step and w.advice == ""  # the advice was for a position that passed
    learn(w, "restart")
    assert w.match.history == first  # the same deal, the same bot moves before Anne's turn


def test_advice_is_the_rule_aware_bots_pick_from_the_learners_seat() -> None:
    m = guided_match("tortuga1667")
    a = advice(m, 0)
    assert a is not None and a.bot == next(iter(tk.get_game("tortuga1667").bots))
    assert advice(m, 1) is None  # only the seat that decides gets advice
    assert advice(m.copy(), 0) == a  # the same position, the same advice
