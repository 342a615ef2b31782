"""Play together (``tortuga_kit/table/together.py``, ``widgets/together.py``): a classroom page's
kernel finds the table server, or starts one, and makes a table of its game. Real servers
(``python -m tortuga_kit table``) on free ports of 127.0.0.1, the teacher's token file in
``tmp_path`` (``TORTUGA_KIT_HOME``), never the user's own."""

from __future__ import annotations

import contextlib
import http.server
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn

import tortuga_kit as tk
from tortuga_kit.table import together
from tortuga_kit.table.server import create_app
from tortuga_kit.table.together import NoTable, play_together


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def get(url: str, token: str) -> Any:
    req = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(req, timeout=10) as answer:
        return json.loads(answer.read())


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Path, str]]:
    """The kit's folder in tmp_path, a table address on a free port; every server a test
    started (its pid in table.pid, or a process it made itself) is stopped after."""
    url = f"http://127.0.0.1:{free_port()}"
    monkeypatch.setenv(together.HOME_ENV, str(tmp_path / "kit"))
    monkeypatch.setenv(together.URL_ENV, url)
    yield tmp_path / "kit", url
    pid_file = tmp_path / "kit" / "table.pid"
    if pid_file.exists():
        with contextlib.suppress(ProcessLookupError):
            os.kill(int(pid_file.read_text()), signal.SIGTERM)


def wait_until_answers(url: str, proc: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        assert proc.poll() is None, proc.stdout.read().decode() if proc.stdout else ""
        try:
            urllib.request.urlopen(url + "/teacher", timeout=2).close()
            return
        except OSError:
            time.sleep(0.1)
    raise AssertionError("the server did not start within 30 s")


def test_no_server_running_one_is_started_and_makes_a_table_of_the_game(
    home: tuple[Path, str],
) -> None:
    folder, url = home
    assert not (folder / "table-token").exists()
    made = play_together("cartagena", 3, {"tunnel": "printed"}, lang="de")
    assert made.started is not None  # nothing listened: this call started the server
    token = (folder / "table-token").read_text().strip()
    assert together.valid_token(token)
    assert (folder / "table-token").stat().st_mode & 0o077 == 0  # the owner's only
    assert made.teacher == f"{url}/teacher#token={token}"
    assert made.projector.startswith(f"{url}/projector/{made.id}#key=")
    table = get(f"{url}/api/tables/{made.id}", token)
    assert (table["game"], table["players"], table["lang"]) == ("cartagena", 3, "de")
    assert made.codes == tuple(s["code"] for s in table["seats"])
    # the projector page is served (the board arrives over its WebSocket)
    with urllib.request.urlopen(made.projector.split("#")[0], timeout=10) as page:
        assert b"<html" in page.read()
    # a second click finds the running server: another table, no second server
    again = play_together("kutschfahrt", 4)
    assert again.started is None and again.id != made.id
    assert {t["id"] for t in get(f"{url}/api/tables", token)} == {made.id, again.id}
    assert int((folder / "table.pid").read_text()) == made.started


def test_make_table_without_token_and_play_together_agree_on_the_token_file(
    home: tuple[Path, str],
) -> None:
    """``make table`` runs ``python -m tortuga_kit table`` without ``--token``: it writes the
    token file, and Play together, finding that server, uses it (no second server)."""
    folder, url = home
    port = url.rsplit(":", 1)[1]
    cmd = [sys.executable, "-m", "tortuga_kit", "table", "--port", port,
           "--db", str(folder.parent / "tables.sqlite")]  # fmt: skip
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        wait_until_answers(url, proc)
        token = (folder / "table-token").read_text().strip()
        made = play_together("gourmet", 2)
        assert made.started is None
        assert made.teacher.endswith(f"#token={token}")
        assert get(f"{url}/api/tables/{made.id}", token)["game"] == "gourmet"
    finally:
        proc.terminate()
        out = proc.communicate(timeout=10)[0].decode()
    assert f"/teacher#token={token}" in out and str(folder / "table-token") in out


def test_without_the_table_extra_one_line_says_make_table(home: tuple[Path, str]) -> None:
    """A Python that cannot import uvicorn (``sys.modules`` blocks it, as Python documents)
    gets one line naming ``make table``, and no server is started."""
    folder, url = home
    code = (
        "import sys; sys.modules['uvicorn'] = None\n"
        "from tortuga_kit.table.together import play_together, NoTable\n"
        "try:\n    play_together('tortuga1667', 4)\n"
        "except NoTable as e:\n    print(e)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    line = out.stdout.strip()
    assert "\n" not in line and "make table" in line and "uvicorn" in line, out
    assert out.stderr == ""
    assert not (folder / "table.pid").exists() and not (folder / "table.log").exists()
    with pytest.raises(OSError):
        urllib.request.urlopen(url, timeout=2)


def test_something_else_at_the_address_is_said_and_not_replaced(home: tuple[Path, str]) -> None:
    server = http.server.HTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    other = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        with pytest.raises(NoTable, match=r"^Etwas anderes als der gemeinsame Tisch antwortet"):
            play_together("cartagena", 3, lang="de", url=other)
    finally:
        server.shutdown()
    assert not (home[0] / "table.pid").exists()


def test_a_table_server_with_another_token_is_said_and_not_replaced(
    home: tuple[Path, str],
) -> None:
    """A server started with ``--token`` (not the file's): one line saying to start it again
    without it; no second server."""
    port = int(home[1].rsplit(":", 1)[1])
    server = uvicorn.Server(
        uvicorn.Config(create_app(":memory:", "another-teacher"), port=port, log_level="error")
    )
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        assert time.monotonic() < deadline, "the server did not start"
        time.sleep(0.05)
    try:
        with pytest.raises(NoTable, match=r"another teacher's token.*without --token") as caught:
            play_together("tortuga1667", 4)
        assert "\n" not in str(caught.value)
    finally:
        server.should_exit = True
        thread.join(10)
    assert not (home[0] / "table.pid").exists()


def test_in_jupyterlite_it_says_no_server_can_run_there(
    home: tuple[Path, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "platform", "emscripten")  # Pyodide's sys.platform
    with pytest.raises(NoTable, match="JupyterLite") as caught:
        play_together("cartagena", 3)
    assert "\n" not in str(caught.value)
    assert not home[0].exists()  # not even a token file


def test_the_widget_makes_a_table_of_the_page_s_match_in_its_language(
    home: tuple[Path, str],
) -> None:
    """``PlayTogether(w)``: the players, options and language of the match widget's live
    match (after a New game too); its texts follow the widget's language picker."""
    pytest.importorskip("anywidget")
    from tortuga_kit.widgets import MatchWidget, PlayTogether

    w = MatchWidget(tk.new_match("kutschfahrt", players=4), hot_seat=True, classroom=True)
    button = PlayTogether(w)
    w.new_game(players=3)
    w.load(tk.Match("kutschfahrt", 3, options={"start_player": 1, "turn_cap": 200}))
    assert together.table_options(w.match) == {"start_player": 1, "turn_cap": 200}
    w._on_msg(w, {"cmd": "lang", "lang": "ko"}, [])
    assert button.label != "Play together" and w.lang == "ko"
    button._on_msg(button, {"cmd": "together"}, [])
    assert button.error == "" and not button.busy and button.table is not None
    token = (home[0] / "table-token").read_text().strip()
    table = get(f"{home[1]}/api/tables/{button.table.id}", token)
    assert (table["game"], table["players"], table["lang"]) == ("kutschfahrt", 3, "ko")
    assert [(x["kind"], x["href"]) for x in button.links] == [
        ("projector", button.table.projector),
        ("teacher", button.table.teacher),
    ]
    w._on_msg(w, {"cmd": "lang", "lang": "en"}, [])
    assert button.label == "Play together"
    # the server answers on this computer only: the note says how the players' devices get in
    assert "127.0.0.1" in button.table.join and "--host 0.0.0.0" in button.note
    assert [x["text"] for x in button.links] == ["Projector page", "Teacher's page"]
    w.close()
    button.close()
