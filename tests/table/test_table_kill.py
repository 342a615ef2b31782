"""The server is killed (``SIGKILL``) in the middle of matches and started again on the same
SQLite file: every table has the digest it had, and its devices reconnect and play on. A real
uvicorn process (``python -m tortuga_kit table``), real WebSockets, 127.0.0.1 only."""

from __future__ import annotations

import json
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from table_kit import AUTH, TEACHER
from websockets.sync.client import connect

import tortuga_kit as tk


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start(db: Path, port: int) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, "-m", "tortuga_kit", "table", "--port", str(port), "--db", str(db),
           "--token", TEACHER]  # fmt: skip
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            api(port, "GET", "/api/tables")
            return proc
        except OSError:
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
            time.sleep(0.1)
    proc.kill()
    raise AssertionError("the server did not start within 30 s")


def api(port: int, method: str, path: str, body: Any = None) -> Any:
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}", data=data, method=method,
        headers={**AUTH, "Content-Type": "application/json"},
    )  # fmt: skip
    with urllib.request.urlopen(req, timeout=10) as answer:
        return json.loads(answer.read())


@pytest.fixture
def servers(tmp_path: Path) -> Iterator[list[subprocess.Popen[bytes]]]:
    procs: list[subprocess.Popen[bytes]] = []
    yield procs
    for p in procs:
        if p.poll() is None:
            p.kill()
        p.wait(10)


def play_some(port: int, made: dict[str, Any], moves: int) -> None:
    """The deciding seat's device plays its first action, ``moves`` times."""
    for _ in range(moves):
        table = api(port, "GET", f"/api/tables/{made['id']}")
        if table["over"]:
            return
        for seat in made["seats"]:
            with connect(f"ws://127.0.0.1:{port}/ws/{made['id']}?token={seat['token']}") as ws:
                frame = json.loads(ws.recv(timeout=10))
                if frame["actions"]:
                    ws.send(json.dumps({"type": "play", "action": frame["actions"][-1],
                                        "step": frame["step"]}))  # fmt: skip
                    assert json.loads(ws.recv(timeout=10))["step"] > frame["step"]
                    break


def test_a_killed_server_restarts_every_table_at_its_digest(
    tmp_path: Path, servers: list[subprocess.Popen[bytes]]
) -> None:
    db, port = tmp_path / "tables.sqlite", free_port()
    servers.append(start(db, port))
    made = [
        api(port, "POST", "/api/tables", {"game": game, "players": 3, "seed": 5})
        for game in tk.available_games()
    ]
    for t in made:
        play_some(port, t, 4)
    before = {t["id"]: api(port, "GET", f"/api/tables/{t['id']}") for t in made}
    # a device holds its seat while the server dies
    seat = made[0]["seats"][0]
    url = f"ws://127.0.0.1:{port}/ws/{made[0]['id']}?token={seat['token']}"
    with connect(url) as ws:
        seen = json.loads(ws.recv(timeout=10))
        servers[0].send_signal(signal.SIGKILL)
        servers[0].wait(10)
    servers.append(start(db, port))
    for tid, was in before.items():
        now = api(port, "GET", f"/api/tables/{tid}")
        assert (now["digest"], now["step"], now["replayed"]) == (was["digest"], was["step"], True)
    with connect(url) as ws:  # the same address resumes the seat
        again = json.loads(ws.recv(timeout=10))
    assert (again["view"], again["actions"], again["board"]) == (
        seen["view"], seen["actions"], seen["board"],
    )  # fmt: skip
    for t in made:
        play_some(port, t, 2)  # and the tables play on
    assert sum(api(port, "GET", f"/api/tables/{t['id']}")["step"] for t in made) > sum(
        was["step"] for was in before.values()
    )
