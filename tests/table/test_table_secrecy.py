"""Secrecy under load: 30 devices at five tables of all four games play whole matches with
random legal actions, and every frame each device receives is what the kit computes for its
seat at that step (0 differences); a twin table that differs only in hidden facts sends the
same frames to the seats that may not know them (issue 29)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import ExitStack
from typing import Any

import pytest
from kutschfahrt_twins import twin_positions
from starlette.testclient import TestClient
from table_kit import AUTH, TEACHER, check_frames, expected_frame, jsonish

import tortuga_kit as tk
from tortuga_kit.table.server import create_app

CAPS = {"turn_limit": 30, "turn_cap": 12}  # turns: Cartagena's limit, Kutschfahrt's cap


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(":memory:", TEACHER)) as c:
        yield c


def tables_for(games: list[str]) -> list[dict[str, Any]]:
    """Five tables, every game at least once, 30 devices in all: every human seat of each
    table plus one or more projectors; the last table (Kutschfahrt) has a bot seat."""
    plan = [
        {"players": 2, "projectors": 2},
        {"players": 5, "projectors": 1},
        {"players": 6, "projectors": 1},
        {"players": 6, "projectors": 1},
        {"players": 6, "projectors": 1, "bots": [2], "game": "kutschfahrt"},
    ]
    out = []
    for i, p in enumerate(plan):
        game = p.get("game", games[i % len(games)])
        g = tk.get_game(game)
        players = min(max(p["players"], g.players.start), g.players.stop - 1)
        # whole matches, kept short by the games' own safety nets (a few hundred moves else)
        options = {k: v for k, v in CAPS.items() if k in g.options}
        out.append({**p, "game": game, "players": players, "seed": 100 + i, "options": options})
    devices = sum(t["players"] - len(t.get("bots", [])) + t["projectors"] for t in out)
    out[-1]["projectors"] += max(0, 30 - devices)
    return out


class Seated:
    """One table over the protocol: its devices, what each received, who decides."""

    def __init__(self, client: TestClient, spec: dict[str, Any], stack: Any) -> None:
        self.spec = spec
        body = {k: spec[k] for k in ("game", "players", "seed", "options")}
        body["bots"] = spec.get("bots", [])
        made = client.post("/api/tables", json=body, headers=AUTH)
        assert made.status_code == 200, made.text
        self.id = made.json()["id"]
        self.devices: list[tuple[int | None, Any]] = []
        for _ in range(spec["projectors"]):
            self.devices.append(
                (None, stack.enter_context(client.websocket_connect(f"/ws/{self.id}")))
            )
        for s in made.json()["seats"]:
            if s["seat"] not in spec.get("bots", []):
                url = f"/ws/{self.id}?token={s['token']}"
                self.devices.append((s["seat"], stack.enter_context(client.websocket_connect(url))))
        self.received: dict[int, list[dict[str, Any]]] = {i: [] for i in range(len(self.devices))}
        self.receive()

    def receive(self) -> None:
        for i, (_seat, ws) in enumerate(self.devices):
            frame = ws.receive_json()
            assert frame["type"] == "screen", frame
            self.received[i].append(frame)

    def decider(self) -> tuple[Any, dict[str, Any]] | None:
        for i, (_seat, ws) in enumerate(self.devices):
            frame = self.received[i][-1]
            if frame["actions"]:
                return ws, frame
        return None

    def move(self, rng: random.Random) -> bool:
        found = self.decider()
        if found is None:
            return False
        ws, frame = found
        ws.send_json(
            {"type": "play", "action": rng.choice(frame["actions"]), "step": frame["step"]}
        )
        self.receive()
        return True


def test_thirty_devices_get_exactly_their_seats_frames(client: TestClient) -> None:
    rng = random.Random(29)
    specs = tables_for(tk.available_games())
    with ExitStack() as stack:
        seated = [Seated(client, spec, stack) for spec in specs]
        assert sum(len(t.devices) for t in seated) == 30
        playing = list(seated)
        while playing:  # the tables' moves interleave
            playing = [t for t in playing if t.move(rng)]
        hall = client.app.state.hall  # type: ignore[attr-defined]
        checked = 0
        for t in seated:
            room = hall.rooms[t.id]
            assert room.match.is_over, t.spec
            record = hall.store.load(t.id)
            received = [(seat, t.received[i]) for i, (seat, _ws) in enumerate(t.devices)]
            checked += check_frames(
                t.spec["game"], t.spec["players"], t.spec["seed"], record.actions, received,
                t.spec["options"],
            )  # fmt: skip
            assert all(f["actions"] == [] for f in t.received[0])  # the projector never chooses
        assert checked > 500


def test_the_check_finds_a_frame_that_differs() -> None:
    m = tk.new_match("kutschfahrt", 4, 3)
    frame = expected_frame(m, 0, None)
    other = jsonish(dict(frame, view=expected_frame(m, 1, None)["view"]))
    with pytest.raises(AssertionError, match="view"):
        check_frames("kutschfahrt", 4, 3, [], [(0, [other])])


# --------------------------------------------------------------------------- the twin table
def test_a_twin_differing_in_hidden_facts_sends_the_same_frames(client: TestClient) -> None:
    """Seat 0, seat 1 and the projector cannot tell the twins apart: while the kit's views for
    them agree, every frame they get is the same, byte for byte."""
    a, b = twin_positions()
    ids, tokens = [], []
    for position in (a, b):
        body = {"game": "kutschfahrt", "players": 4, "seed": 7, "position": position,
                "options": {"start_player": 0}}  # fmt: skip
        made = client.post("/api/tables", json=body, headers=AUTH).json()
        ids.append(made["id"])
        tokens.append([s["token"] for s in made["seats"]])
    hall = client.app.state.hall  # type: ignore[attr-defined]
    ma, mb = (hall.rooms[i].match for i in ids)
    assert ma.digest() != mb.digest()
    rng = random.Random(5)
    watched: list[int | None] = [None, 0, 1]
    same = 0
    with ExitStack() as stack:
        socks = [
            {seat: stack.enter_context(client.websocket_connect(
                f"/ws/{ids[t]}" + ("" if seat is None else f"?token={tokens[t][seat]}")))
             for seat in [None, 0, 1, 2, 3]}
            for t in (0, 1)
        ]  # fmt: skip
        frames = [{seat: ws.receive_text() for seat, ws in socks[t].items()} for t in (0, 1)]
        assert frames[0][2] != frames[1][2] and frames[0][3] != frames[1][3]  # they do differ
        while True:
            alike = [s for s in watched if ma.view(s) == mb.view(s) and ma.log(s) == mb.log(s)]
            for s in alike:
                assert frames[0][s] == frames[1][s], f"seat {s} at step {ma.step}"
                same += 1
            d, e = ma.decision, mb.decision
            both = [t for t in ma.legal_texts() if t in set(mb.legal_texts())]
            if d is None or e is None or d.seat != e.seat or not both or alike != watched:
                break  # the twins' own players now act on what they hold: they part
            play = {"type": "play", "action": rng.choice(both), "step": ma.step}
            for t in (0, 1):
                socks[t][d.seat].send_json(play)
            frames = [{seat: ws.receive_text() for seat, ws in socks[t].items()} for t in (0, 1)]
    assert ma.step >= 5 and same >= 15, (ma.step, same)
