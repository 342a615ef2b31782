"""The generic learn layer: stars, the progress store (a file, or memory with a browser hook),
and a course driven headless (hints one at a time, restart, next, an illegal try)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import toygame

import tortuga_kit as tk
from tortuga_kit.engine.i18n import text
from tortuga_kit.learn import (
    PROGRESS_FILE,
    Course,
    FileStore,
    Level,
    MemoryStore,
    Progress,
    default_store,
    levels,
    stars,
)

GAME = next(g for g in tk.available_games() if levels(g))


def test_stars_by_actions_over_par() -> None:
    assert [stars(n, 2) for n in (1, 2, 3, 4, 5, 9)] == [3, 3, 2, 2, 1, 1]


def test_a_level_needs_a_rule_and_a_par_matching_its_solution() -> None:
    lv = levels(GAME)[0]
    with pytest.raises(tk.BadOption):
        Level(**{**lv.__dict__, "rules": ()})
    with pytest.raises(tk.BadOption):
        Level(**{**lv.__dict__, "par": lv.par + 1})
    with pytest.raises(tk.BadOption):
        Level(**{**lv.__dict__, "offered": "x", "offered_rule": None})


def test_a_game_without_levels_has_none() -> None:
    with toygame.registered():
        assert levels(toygame.NAME) == []
        with pytest.raises(tk.BadOption):
            Course(toygame.NAME, Progress(MemoryStore()))


def test_the_file_store_keeps_the_best_stars_and_resets(tmp_path: Path) -> None:
    store = FileStore(tmp_path / PROGRESS_FILE)
    p = Progress(store)
    assert p.record("g/a", 2)
    assert not p.record("g/a", 1)
    assert p.record("g/a", 3)
    again = Progress(FileStore(tmp_path / PROGRESS_FILE))  # a kernel restart
    assert again.stars("g/a") == 3
    data = json.loads((tmp_path / PROGRESS_FILE).read_text("utf-8"))
    assert data == {"version": 1, "stars": {"g/a": 3}}
    again.reset()
    assert Progress(FileStore(tmp_path / PROGRESS_FILE)).all() == {}


def test_two_learn_widgets_on_one_folder_keep_each_others_stars(tmp_path: Path) -> None:
    """One page with a learn widget per game: each has its own ``Progress`` on the one file
    beside the notebook, read when it was made. A level solved in one must not erase the stars
    another saved since (the Voilà page lost all but the last game's)."""
    cartagena = Progress(FileStore(tmp_path / PROGRESS_FILE))
    gourmet = Progress(FileStore(tmp_path / PROGRESS_FILE))
    assert cartagena.record("cartagena/a", 3)
    assert gourmet.record("gourmet/a", 2)
    assert not gourmet.record("cartagena/a", 1)  # the file's 3 stars, not its old copy's none
    assert Progress(FileStore(tmp_path / PROGRESS_FILE)).all() == {
        "cartagena/a": 3,
        "gourmet/a": 2,
    }
    gourmet.reset()  # Reset progress forgets every level's, the other widget's too
    assert cartagena.record("cartagena/b", 1)
    assert Progress(FileStore(tmp_path / PROGRESS_FILE)).all() == {"cartagena/b": 1}


def test_a_broken_file_is_no_progress(tmp_path: Path) -> None:
    f = tmp_path / PROGRESS_FILE
    f.write_text('{"stars": {"g/a": 7, "g/b": 2, "3": "x"}}')
    assert FileStore(f).load() == {"g/b": 2}
    f.write_text("not json")
    assert FileStore(f).load() == {}


def test_no_writable_folder_falls_back_to_memory_with_a_hook(tmp_path: Path) -> None:
    assert isinstance(default_store(tmp_path), FileStore)
    assert isinstance(default_store(tmp_path / "missing"), MemoryStore)
    if os.geteuid() != 0:  # root writes anywhere
        tmp_path.chmod(0o500)
        try:
            assert isinstance(default_store(tmp_path), MemoryStore)
        finally:
            tmp_path.chmod(0o700)
    store = MemoryStore()
    told: list[dict[str, int]] = []
    store.on_save = told.append
    p = Progress(store)
    p.merge({"stars": {"g/a": 2, "g/b": 9}})  # what a browser kept
    p.record("g/c", 1)
    assert told[-1] == {"g/a": 2, "g/c": 1}


def test_a_course_plays_a_level_to_three_stars() -> None:
    course = Course(GAME, Progress(MemoryStore()))
    lv = course.level
    assert course.index == 0
    for action in lv.solution:
        assert course.won == 0
        won = course.play(action)
    assert won == 3
    assert course.progress.stars(lv.id) == 3
    assert course.map()[0]["stars"] == 3
    course.next()
    assert course.index == 1 and course.won == 0 and course.match.step == 0
    # a returning learner goes on at the first level without stars
    assert Course(GAME, course.progress).index == 1


def test_hints_come_one_at_a_time() -> None:
    course = Course(GAME, Progress(MemoryStore()))
    hints = [text(h) for h in course.level.hints]
    assert [course.hint() for _ in hints] == hints
    assert course.hint() == hints[-1]
    course.restart()
    assert course.hints_shown == 0


def test_an_offered_try_is_refused_and_changes_nothing() -> None:
    course = Course(GAME, Progress(MemoryStore()))
    lv = next(i for i, lv in enumerate(course.levels) if lv.offered)
    course.open(lv)
    step = course.match.step
    refused = course.try_offered()
    assert isinstance(refused, tk.IllegalAction)
    assert course.match.step == step and course.actions == 0


def test_a_course_refuses_a_level_that_is_not_there() -> None:
    course = Course(GAME, Progress(MemoryStore()))
    with pytest.raises(tk.BadOption):
        course.open(len(course.levels))
    course.open(len(course.levels) - 1)
    with pytest.raises(tk.BadOption):
        course.next()
