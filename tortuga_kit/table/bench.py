"""``python -m tortuga_kit bench --table``: how fast the shared table answers, and how many
tables one server process holds.

The server runs as it does in a classroom (``python -m tortuga_kit table`` in its own process,
uvicorn, SQLite); the devices are WebSocket clients in this process (they only read frames, so
they cost the server's process nothing). Two figures:

- ``latency``: one Kutschfahrt table of 10 seats and 20 watching devices (30 clients); one
  action after another, the time from sending the action until all 30 have their new screen;
- ``scale``: tables of 6 clients (5 seats and a projector) that each play a random legal action
  every ``pace`` seconds (a brisk classroom; people take longer), more tables at each level,
  until the p95 of "action -> the table's 6 screens updated" exceeds 200 ms.

A benchmark prints figures; it asserts nothing (the machine may be busy).
"""

from __future__ import annotations

import asyncio
import json
import random
import secrets
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

LIMIT_MS = 200.0


def p95(values: list[float]) -> float:
    """The 95th percentile (nearest rank) of ``values``, 0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(0.95 * len(ordered)) - 1))]


@contextmanager
def server_process() -> Iterator[tuple[int, str]]:
    """A table server on a free port of 127.0.0.1 with a fresh SQLite file: (port, token)."""
    token = secrets.token_urlsafe(12)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = int(s.getsockname()[1])
    with tempfile.TemporaryDirectory() as tmp:
        cmd = [sys.executable, "-m", "tortuga_kit", "table", "--port", str(port),
               "--db", str(Path(tmp) / "bench.sqlite"), "--token", token]  # fmt: skip
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            deadline = time.monotonic() + 30
            while True:
                try:
                    _api(port, token, "GET", "/api/tables")
                    break
                except OSError:
                    if time.monotonic() > deadline or proc.poll() is not None:
                        raise
                    time.sleep(0.1)
            yield port, token
        finally:
            proc.terminate()
            proc.wait(10)


def _api(port: int, token: str, method: str, path: str, body: Any = None) -> Any:
    req = urllib.request.Request(
        f"http://127.0.0.1:{port}{path}",
        data=None if body is None else json.dumps(body).encode(),
        method=method,
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=30) as answer:
        return json.loads(answer.read())


@dataclass
class Client:
    ws: ClientConnection
    frame: dict[str, Any] = field(default_factory=dict)

    async def until(self, step: int) -> None:
        """Read frames until the screen of a step after ``step``."""
        while True:
            frame = json.loads(await self.ws.recv())
            if frame.get("type") == "screen":
                self.frame = frame
                if frame["step"] > step:
                    return


@dataclass
class BenchTable:
    clients: list[Client]
    latencies: list[float] = field(default_factory=list)

    async def act(self, rng: random.Random) -> bool:
        """The deciding seat plays a random legal action; False once the game is over."""
        decider = next((c for c in self.clients if c.frame.get("actions")), None)
        if decider is None:
            return False
        step = decider.frame["step"]
        play = {"type": "play", "action": rng.choice(decider.frame["actions"]), "step": step}
        start = time.perf_counter()
        await decider.ws.send(json.dumps(play))
        await asyncio.gather(*(c.until(step) for c in self.clients))
        self.latencies.append((time.perf_counter() - start) * 1000)
        return True


async def open_table(port: int, token: str, players: int, watchers: int, seed: int) -> BenchTable:
    body = {"game": "kutschfahrt", "players": players, "seed": seed}
    made = await asyncio.to_thread(_api, port, token, "POST", "/api/tables", body)
    base = f"ws://127.0.0.1:{port}/ws/{made['id']}"
    urls = [f"{base}?token={s['token']}" for s in made["seats"]] + [base] * watchers
    clients = [Client(await connect(u, max_size=2**23)) for u in urls]
    for c in clients:
        c.frame = json.loads(await c.ws.recv())
    return BenchTable(clients)


async def _close(tables: list[BenchTable]) -> None:
    for t in tables:
        for c in t.clients:
            await c.ws.close()


async def latency(port: int, token: str, actions: int = 100) -> dict[str, Any]:
    """One table of 30 clients (10 seats, 20 watchers), ``actions`` actions one after another."""
    rng = random.Random(29)
    table = await open_table(port, token, 10, 20, 1)
    seed = 2
    while len(table.latencies) < actions:
        if not await table.act(rng):  # game over: the next table (the same 30 clients' size)
            await _close([table])
            done = table.latencies
            table = await open_table(port, token, 10, 20, seed)
            table.latencies = done
            seed += 1
    await _close([table])
    return {"clients": 30, "actions": len(table.latencies), "p95_ms": p95(table.latencies)}


async def _pace(table: BenchTable, rng: random.Random, pace: float, until: float) -> None:
    await asyncio.sleep(rng.random() * pace)  # the tables' actions spread over the pace
    while time.perf_counter() < until and await table.act(rng):
        await asyncio.sleep(pace * (0.5 + rng.random()))


async def scale_level(port: int, token: str, tables: int, pace: float, seconds: float) -> float:
    """The p95 (ms) of ``tables`` tables of 6 clients, each acting every ~``pace`` seconds."""
    opened = [await open_table(port, token, 5, 1, 1000 + i) for i in range(tables)]
    until = time.perf_counter() + seconds
    await asyncio.gather(*(_pace(t, random.Random(i), pace, until) for i, t in enumerate(opened)))
    await _close(opened)
    return p95([x for t in opened for x in t.latencies])


async def scale(
    port: int, token: str, pace: float, seconds: float, levels: tuple[int, ...]
) -> list[dict[str, Any]]:
    rows = []
    for n in levels:
        figure = await scale_level(port, token, n, pace, seconds)
        rows.append({"tables": n, "clients": 6 * n, "p95_ms": figure})
        if figure > LIMIT_MS:
            break
    return rows


def table_bench(
    pace: float = 2.0,
    seconds: float = 10.0,
    levels: tuple[int, ...] = (5, 10, 15, 20, 30, 40, 60, 80),
) -> dict[str, Any]:
    """Both figures, each on a fresh server process."""
    with server_process() as (port, token):
        lat = asyncio.run(latency(port, token))
    with server_process() as (port, token):
        rows = asyncio.run(scale(port, token, pace, seconds, levels))
    held = max((r["tables"] for r in rows if r["p95_ms"] <= LIMIT_MS), default=0)
    return {"latency": lat, "scale": rows, "tables_held": held, "pace_s": pace}
