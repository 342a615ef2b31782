"""The autosave (issue 23 item 12): a notebook's match outlives its kernel.

A widget made in a notebook cell keeps its live match in ``.tortuga_autosave/`` beside the
notebook after every change; a re-run of the cell offers to resume it (never silently) and
writes nothing over it until the learner chooses; a damaged autosave is one line, never a
traceback; the offer shows only public facts. The reopened notebook's picture is checked in
the browser (tests/browser/test_lab_resume.py).
"""

from __future__ import annotations

import json
import os
import stat
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from wire import send_msg, synced

import tortuga_kit as tk

pytest.importorskip("anywidget")

from tortuga_kit.widgets import MatchWidget, autosave  # noqa: E402


@pytest.fixture
def cell(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """A notebook's kernel, as the autosave sees it: the working folder is the notebook's, and
    each execution names its cell (JupyterLab sends ``cellId``); ``run[0]`` is the cell id,
    and each widget is made by a run of its own."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(autosave.ENV, raising=False)
    run = ["cell-7"]

    def execution() -> tuple[str | None, str]:
        return run[0], uuid.uuid4().hex  # a message id is unique per execution

    monkeypatch.setattr(autosave, "_execution", execution)
    yield run  # type: ignore[misc]


def _move(w: MatchWidget) -> bool:
    """The human seat's first legal choice (the bots first, if it is their turn)."""
    w.play_until_human()
    return bool(w.click(w.match.legal_texts()[0]))


def _file(tmp: Path, game: str = "cartagena") -> Path:
    return tmp / ".tortuga_autosave" / f"cell-7-{game}.json"


def test_it_is_on_in_a_notebook_cell_only(cell: list[str], tmp_path: Path) -> None:
    m = tk.new_match("cartagena", 3, 1)
    w = MatchWidget(m, seat=0, bots=[1, 2])
    assert w.autosave_path == _file(tmp_path) and w.autosave_on
    assert not _file(tmp_path).exists()  # an untouched match writes nothing
    # a classroom page (served to every visitor from one folder), off by default
    assert MatchWidget(tk.new_match("cartagena", 3, 1), classroom=True).autosave_path is None
    assert MatchWidget(m, autosave=False).autosave_path is None
    named = MatchWidget(m, autosave="my game")
    assert named.autosave_path == tmp_path / ".tortuga_autosave" / "my_game.json"
    os.environ[autosave.ENV] = "off"
    try:
        assert MatchWidget(m).autosave_path is None
        assert MatchWidget(m, autosave=True).autosave_path is not None
    finally:
        del os.environ[autosave.ENV]
    with pytest.raises(tk.BadOption):
        MatchWidget(m, autosave=3)  # type: ignore[arg-type]


def test_outside_a_notebook_it_is_off(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    w = MatchWidget(tk.new_match("cartagena", 3, 1), seat=0)
    assert w.autosave_path is None and not w.autosave_on and w.kernel_id == ""
    w.bot_move()
    assert not (tmp_path / ".tortuga_autosave").exists()


def test_every_change_is_written_as_a_normal_save(cell: list[str], tmp_path: Path) -> None:
    m = tk.new_match("cartagena", 3, 4)
    w = MatchWidget(m, seat=0, bots=[1, 2])
    f = _file(tmp_path)
    _move(w)
    assert f.read_text(encoding="utf-8") == m.to_json()
    assert stat.S_IMODE(f.stat().st_mode) == 0o600  # it holds every secret, like Save
    m.play(m.legal_texts()[0], seat=m.to_move)  # code in another cell plays on
    assert tk.load(f).to_json() == m.to_json()
    w.undo()
    assert tk.load(f).to_json() == m.to_json()
    w.new_game(3, "against bots", 0, 11)  # a new match: written too
    assert tk.load(f).to_json() == w.match.to_json()
    assert not [p for p in f.parent.iterdir() if p.name.endswith(".tmp")]


def test_a_rerun_offers_to_resume_and_keeps_the_old_game_until_asked(
    cell: list[str], tmp_path: Path
) -> None:
    m = tk.new_match("cartagena", 3, 4)
    w = MatchWidget(m, seat=0, bots=[1, 2])
    for _ in range(3):
        _move(w)
    kept = m.to_json()
    w.close()
    # the cell again: a fresh match, and the offer (never resumed by itself)
    fresh = tk.new_match("cartagena", 3, 4)
    again = MatchWidget(fresh, seat=0, bots=[1, 2])
    assert again.match is fresh and fresh.step == 0
    assert again.resume_offer.startswith("Resume the game of ")
    assert again.resume_offer.endswith(f"(step {m.step})")
    # playing the new game meanwhile writes nothing over the old one
    _move(again)
    assert _file(tmp_path).read_text(encoding="utf-8") == kept
    send_msg(again, "resume")
    assert again.error == "" and again.resume_offer == ""
    assert again.match.to_json() == kept and again.seat == 0
    assert again.notice.startswith("Resumed the game of ") and f"at step {m.step}." in again.notice
    _move(again)
    assert tk.load(_file(tmp_path)).to_json() == again.match.to_json()
    assert not again.resume()  # nothing left to resume: one line
    assert again.error == "there is no autosaved game to resume"


def test_new_game_on_the_offer_keeps_the_new_match(cell: list[str], tmp_path: Path) -> None:
    m = tk.new_match("gourmet", 3, 4)
    w = MatchWidget(m, seat=0, bots=[1, 2])
    _move(w)
    fresh = tk.new_match("gourmet", 3, 5)
    again = MatchWidget(fresh, seat=0, bots=[1, 2])
    assert again.resume_offer
    send_msg(again, "skip_resume")
    assert again.resume_offer == "" and again.match is fresh
    assert _file(tmp_path, "gourmet").read_text(encoding="utf-8") == fresh.to_json()
    assert MatchWidget(tk.new_match("gourmet", 3, 5)).resume_offer == ""  # nothing to offer


def test_hot_seat_resumes_at_the_projector(cell: list[str], tmp_path: Path) -> None:
    m = tk.new_match("kutschfahrt", 4, 3)
    w = MatchWidget(m, hot_seat=True)
    w.bot_move()
    again = MatchWidget(tk.new_match("kutschfahrt", 4, 3), hot_seat=True)
    again.reveal()  # someone looks at their cards of the fresh game, then resumes
    assert again.seat >= 0
    assert again.resume()
    assert again.seat == -1 and synced(again)["board"] == m.game.svg(again.match.view(None))


def test_the_offer_shows_only_public_facts(cell: list[str], tmp_path: Path) -> None:
    """Differential: two autosaves of different deals at the same step and time give the
    waiting widget exactly the same synced state (the offer names the time and step)."""
    seen = []
    for seed in (21, 22):
        cell[0] = f"cell-{seed}"
        m = tk.new_match("tortuga1667", 4, seed)
        w = MatchWidget(m, seat=0, bots=[1, 2, 3])
        while m.step < 6:
            w.bot_move()
        f = tmp_path / ".tortuga_autosave" / f"cell-{seed}-tortuga1667.json"
        os.utime(f, (1_700_000_000, 1_700_000_000))
        again = MatchWidget(tk.new_match("tortuga1667", 4, 1), seat=0, bots=[1, 2, 3])
        assert again.resume_offer
        state = {k: v for k, v in synced(again).items() if "IPY_MODEL_" not in str(v)}
        seen.append(json.dumps(state, sort_keys=True))
    assert seen[0] == seen[1]


@pytest.mark.parametrize(
    "damage",
    [
        "garbage",
        "truncated",
        "altered",
        "empty",
        "binary",
        "deep",
        "huge",
        "folder",
        "nonsense",
    ],
)
def test_a_damaged_autosave_is_one_line_and_play_goes_on(
    cell: list[str], tmp_path: Path, damage: str
) -> None:
    m = tk.new_match("cartagena", 3, 4)
    w = MatchWidget(m, seat=0, bots=[1, 2])
    _move(w)
    w.close()
    f = _file(tmp_path)
    good = f.read_text(encoding="utf-8")
    if damage == "folder":
        f.unlink()
        f.mkdir()
    else:
        f.write_bytes(
            {
                "garbage": b"not a save",
                "truncated": good[: len(good) // 2].encode(),
                "altered": good.replace('"players": 3', '"players": 4').encode(),
                "empty": b"",
                "binary": bytes(range(256)) * 4,
                "deep": b"[" * 100_000,
                "huge": b" " * (tk.engine.match.MAX_SAVE_BYTES + 1),
                "nonsense": json.dumps({**json.loads(good), "history": [[0, "x"]]}).encode(),
            }[damage]
        )
    again = MatchWidget(tk.new_match("cartagena", 3, 4), seat=0, bots=[1, 2])
    assert again.resume_offer == "" and again.error == ""
    assert again.notice.startswith("The autosave cell-7-cartagena.json was ignored: ")
    assert "\n" not in again.notice and "Traceback" not in again.notice
    assert again.bot_move()  # play goes on
    if damage == "folder":  # it cannot be written either: autosave is off, said once
        assert again.notice.startswith("Autosave is off: ") and not again.autosave_on
    else:
        assert tk.load(f).to_json() == again.match.to_json()


def test_two_widgets_of_one_run_keep_two_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(autosave.ENV, raising=False)
    monkeypatch.setattr(autosave, "_execution", lambda: ("cell-2", "one-run"))
    a = MatchWidget(tk.new_match("cartagena", 3, 1))
    b = MatchWidget(tk.new_match("cartagena", 3, 2))
    assert a.autosave_path is not None and b.autosave_path is not None
    assert a.autosave_path.name == "cell-2-cartagena.json"
    assert b.autosave_path.name == "cell-2-cartagena-2.json"


def test_the_cell_is_found_under_ipykernel_and_under_pyodide(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """ipykernel keeps the execute request on the shell (``parent_header``); JupyterLite's
    Pyodide kernel only on itself (``kernel.get_parent()``): without the second, autosave was
    off in Lite (seen in Chromium: no file in Lite's drive)."""
    import IPython

    request = {"header": {"msg_id": "m-1"}, "metadata": {"cellId": "c-9"}}

    class Kernel:
        def get_parent(self) -> dict[str, object]:
            return request

    class Pyodide:  # its Interpreter has no parent_header
        kernel = Kernel()

    class IPyKernel:
        parent_header = request
        kernel = None

    for shell in (Pyodide(), IPyKernel()):
        monkeypatch.setattr(IPython, "get_ipython", lambda shell=shell: shell)
        assert autosave._execution() == ("c-9", "m-1")
    monkeypatch.setattr(IPython, "get_ipython", lambda: None)
    assert autosave._execution() == (None, "")


def test_in_pyodide_the_kernel_id_is_the_asking_connection(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # JupyterLite's Pyodide kernel cannot tell its own id: a reopened notebook's view tells its
    # kernel has gone by the browser connection that made the widget (the request's session),
    # which controller.js compares with its connection's clientId.
    import IPython

    class PyodideKernel:
        def get_parent(self) -> dict[str, object]:
            return {"header": {"session": "client-7", "msg_type": "execute_request"}}

    class Shell:
        kernel = PyodideKernel()

    monkeypatch.setattr(IPython, "get_ipython", lambda: Shell())
    monkeypatch.setattr(autosave.sys, "platform", "emscripten")
    assert autosave.kernel_id() == "client-7"
    monkeypatch.setattr(autosave.sys, "platform", "linux")
    assert autosave.kernel_id() == ""  # not an ipykernel there: no connection file


def test_the_offer_goes_when_the_new_game_reaches_the_saved_one(
    cell: list[str], tmp_path: Path
) -> None:
    """Run All again plays the notebook's cells up to where the autosave stands: the offer to
    resume that same game is withdrawn (it was shown, for a game identical to the one on
    screen: a new user's walkthrough, Cartagena 01 in JupyterLab). A game that differs keeps
    the offer (``test_a_rerun_offers_to_resume_and_keeps_the_old_game_until_asked``)."""
    m = tk.new_match("cartagena", 3, 4)
    w = MatchWidget(m, seat=0, bots=[1, 2])
    for _ in range(2):
        _move(w)
    mine = [a.text for a in m.history if a.seat == 0]
    w.close()
    fresh = tk.new_match("cartagena", 3, 4)
    again = MatchWidget(fresh, seat=0, bots=[1, 2])
    assert again.resume_offer
    again.play_until_human()
    for text in mine:  # the notebook's cells play the same moves by code; the bots answer
        fresh.play(text)
    assert fresh.to_json() == m.to_json()
    assert again.resume_offer == "" and not again.resume()
    _move(again)  # and the autosave follows the game on screen again
    assert tk.load(_file(tmp_path)).to_json() == fresh.to_json() != m.to_json()
