"""Classroom mode and hot seat's Reveal/Hide, Python side (the browser side: test_classroom.py).

Reveal shows the view of the seat that decides now and no other, in every game; Hide goes back
to the projector; ``classroom=True`` adds large type and the rules page's sections, and is off
by default (nothing changes for the notebooks).
"""

from __future__ import annotations

import pytest
from wire import send_msg, synced

import tortuga_kit as tk

pytest.importorskip("anywidget")

from tortuga_kit.widgets import MatchWidget  # noqa: E402

GAMES = tk.available_games()


@pytest.mark.parametrize("game", GAMES)
def test_reveal_shows_only_the_deciding_seat_and_hide_goes_back(game: str) -> None:
    m = tk.new_match(game, 4, 3)
    w = MatchWidget(m, hot_seat=True, classroom=True)
    d = m.decision
    assert d is not None and w.turn == d.seat and w.seat == -1
    # no seat shown: the projector layout in the board's place, no seat board drawn (issue 27)
    projector = synced(w)["projector"]
    assert projector == m.game.projector_svg(m.view(None)) and synced(w)["board"] == ""
    send_msg(w, "reveal")
    assert w.error == "" and w.seat == d.seat
    assert synced(w)["board"] == m.game.svg(m.view(d.seat)) and synced(w)["projector"] == ""
    send_msg(w, "hide")
    assert w.seat == -1 and synced(w)["projector"] == projector and synced(w)["board"] == ""


def test_reveal_needs_hot_seat_a_live_position_and_a_game_on() -> None:
    m = tk.new_match("cartagena", 3, 1)
    w = MatchWidget(m)
    assert not w.reveal() and "hot seat" in w.error.lower() and w.seat == -1
    w.set_hot_seat(True)
    w.bot_move()
    w.replay(0)
    assert not w.reveal() and "replaying" in w.error and w.seat == -1
    w.replay(None)
    while m.decision is not None:
        w.bot_move()
    assert w.turn == -1
    assert not w.reveal() and "over" in w.error and w.seat == -1


def test_after_a_choice_the_revealed_view_closes_when_another_seat_decides() -> None:
    m = tk.new_match("kutschfahrt", 4, 3)
    w = MatchWidget(m, hot_seat=True)
    first = w.turn
    w.reveal()
    w.click("pass")
    assert m.decision is not None and m.decision.seat != first
    assert w.seat == -1 and w.turn == m.decision.seat


def test_classroom_is_off_by_default_and_lists_the_rules_sections() -> None:
    m = tk.new_match("gourmet", 4, 1)
    plain = MatchWidget(m)
    assert plain.classroom is False and plain.rule_index == []
    w = MatchWidget(m, classroom=True)
    anchors = [s["anchor"] for s in w.rule_index]
    assert "goal" in anchors and len(anchors) == len(set(anchors))
    send_msg(w, "rule", ref=f"rules §{anchors[0]}")
    assert w.rule.get("anchor") == anchors[0]


def test_the_classroom_pages_are_one_clean_notebook_per_game() -> None:
    """``classroom/`` (outside notebooks/, which holds the lessons): one page per registered
    game, stored without outputs, with cell ids; its code makes a hot-seat classroom widget in
    projector view."""
    import json
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "classroom"
    assert sorted(p.stem for p in folder.glob("*.ipynb")) == sorted(tk.available_games())
    for path in folder.glob("*.ipynb"):
        nb = json.loads(path.read_text(encoding="utf-8"))
        assert all(c.get("id") for c in nb["cells"]), path
        code = [c for c in nb["cells"] if c["cell_type"] == "code"]
        assert len(code) == 1 and code[0]["outputs"] == [] and code[0]["execution_count"] is None
        source = "".join(code[0]["source"])
        assert f'tk.new_match("{path.stem}"' in source
        shown: list[object] = []
        ns: dict[str, object] = {"display": lambda *objs, into=shown: into.extend(objs)}
        exec(compile(source, str(path), "exec"), ns)
        w = ns["w"]
        assert isinstance(w, MatchWidget) and w.seat == -1 and w.hot_seat and w.classroom
        # the page shows Play together (a shared table of its game), Learn (issue 28: a
        # guided first game), then the match widget
        assert [type(x).__name__ for x in shown] == ["PlayTogether", "LearnButton", "MatchWidget"]
        assert shown[2] is w and getattr(shown[0], "label", "") == "Play together"
        learn = shown[1]
        assert learn.button.description == "Learn" and learn.children == (learn.button,)
        guided = learn.start()  # the button's click
        assert learn.children == (learn.button, guided) and guided.guided
        assert guided.match.game.name == path.stem
        w.lang = "de"  # the page's language picker
        assert learn.button.description != "Learn"
        guided.close()
        w.close()


def test_a_classroom_page_loads_only_its_own_games_saves() -> None:
    """Issue 23 item 10: Load on the Cartagena page with a Tortuga save used to turn the page
    into Tortuga (its Rules… menu, New game) under the Cartagena heading. A classroom page
    refuses another game's save with one line naming the game the file holds; the match, its
    rules menu and the players stay. Outside a classroom, Load opens any game's save."""
    m = tk.new_match("cartagena", 4, 1)
    w = MatchWidget(m, hot_seat=True, classroom=True)
    w.bot_move()
    before = synced(w)
    other = tk.new_match("tortuga1667", 4, 5).to_json()
    send_msg(w, "load", text=other)
    assert w.match is m and m.game.name == "cartagena" and m.step == 1
    assert "Tortuga 1667" in w.error and "Cartagena" in w.error
    assert "\n" not in w.error
    after = synced(w)
    assert after["title"] == before["title"] and after["rule_index"] == before["rule_index"]
    assert after["players_choices"] == before["players_choices"]
    assert after["board"] == before["board"]
    # its own game's save opens
    own = tk.new_match("cartagena", 3, 9)
    send_msg(w, "load", text=own.to_json())
    assert w.error == "" and w.match.game.name == "cartagena" and w.match.players == 3
    # the Python API refuses it too, and a notebook widget (not a classroom) opens any game
    assert w.load(tk.new_match("gourmet", 4, 2)) is False and "Tortuga Gourmet" in w.error
    plain = MatchWidget(tk.new_match("cartagena", 4, 1))
    send_msg(plain, "load", text=other)
    assert plain.error == "" and plain.match.game.name == "tortuga1667"
    for widget in (w, plain):
        widget.close()
