"""The shared table's HTTP API and WebSocket protocol, as the README documents them: the
teacher's requests, the seats' play messages, and every refusal (one line, in the table's
language, to the one device that sent it; nothing changes and nobody else is closed)."""

from __future__ import annotations

import json
import socket
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient
from table_kit import AUTH, TEACHER, expected_frame, jsonish

import tortuga_kit as tk
from tortuga_kit.__main__ import main
from tortuga_kit.bots import choose
from tortuga_kit.engine.i18n import language, translator
from tortuga_kit.engine.rng import seed_state
from tortuga_kit.table import server
from tortuga_kit.table.room import new_record
from tortuga_kit.table.server import create_app
from tortuga_kit.table.store import Store
from tortuga_kit.widgets.table import Table


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(":memory:", TEACHER)) as c:
        yield c


def new_table(client: TestClient, **body: Any) -> dict[str, Any]:
    body = {"game": "kutschfahrt", "players": 4, "seed": 11, **body}
    made = client.post("/api/tables", json=body, headers=AUTH)
    assert made.status_code == 200, made.text
    return dict(made.json())


def match_of(client: TestClient, table_id: str) -> tk.Match:
    return client.app.state.hall.rooms[table_id].match  # type: ignore[attr-defined,no-any-return]


def seat_socket(client: TestClient, made: dict[str, Any], seat: int | None) -> Any:
    tail = "" if seat is None else f"?token={made['seats'][seat]['token']}"
    return client.websocket_connect(f"/ws/{made['id']}{tail}")


def play_message(frame: dict[str, Any], k: int = 0) -> dict[str, Any]:
    return {"type": "play", "action": frame["actions"][k], "step": frame["step"]}


# ------------------------------------------------------------------------------ HTTP API
@pytest.mark.parametrize(
    ("headers", "body", "status", "said"),
    [
        ({}, {"game": "kutschfahrt", "players": 4}, 401, "Bearer"),
        ({"Authorization": "Bearer nope"}, {"game": "kutschfahrt", "players": 4}, 401, "Bearer"),
        (AUTH, {"game": "chess", "players": 4}, 400, "unknown game"),
        (AUTH, {"game": "kutschfahrt", "players": 1}, 400, "3–10 players"),
        (AUTH, {"game": "kutschfahrt", "players": "4"}, 400, "whole number"),
        (
            AUTH,
            {"game": "kutschfahrt", "players": 4, "options": {"expansion": 3}},
            400,
            "expansion",
        ),
        (AUTH, {"game": "kutschfahrt", "players": 4, "options": {"nope": 1}}, 400, "nope"),
        (AUTH, {"game": "kutschfahrt", "players": 4, "bots": [7]}, 400, "seats 0–3"),
        (AUTH, {"game": "kutschfahrt", "players": 4, "lang": "fr"}, 400, "lang"),
        (AUTH, {"game": "kutschfahrt", "players": 4, "seed": 2**80}, 400, "seed"),
        (AUTH, [1, 2], 400, "JSON object"),
        (AUTH, {"game": "kutschfahrt", "players": 1, "lang": "de"}, 400, "Spieler"),
    ],
)
def test_a_bad_request_is_one_line_and_makes_no_table(
    client: TestClient, headers: dict[str, str], body: Any, status: int, said: str
) -> None:
    answer = client.post("/api/tables", json=body, headers=headers)
    assert answer.status_code == status
    error = answer.json()["error"]
    assert said in error and "\n" not in error and "Traceback" not in error
    assert client.get("/api/tables", headers=AUTH).json() == []


def test_a_body_that_is_not_json_or_too_large_is_refused(client: TestClient) -> None:
    bad = client.post("/api/tables", content=b"{nope", headers=AUTH)
    assert bad.status_code == 400 and "JSON" in bad.json()["error"]
    big = client.post("/api/tables", content=b" " * (server.MAX_BODY + 1), headers=AUTH)
    assert big.status_code == 400 and "larger" in big.json()["error"]


def test_the_teacher_creates_reads_and_ends_a_table(client: TestClient) -> None:
    made = new_table(client, lang="de")
    assert set(made) == {"id", "projector", "seats"}
    assert [s["seat"] for s in made["seats"]] == [0, 1, 2, 3]
    tokens = {s["token"] for s in made["seats"]}
    assert len(tokens) == 4 and all(len(t) >= 20 for t in tokens)
    assert all(s["url"].endswith(f"/seat/{made['id']}#token={s['token']}") for s in made["seats"])
    got = client.get(f"/api/tables/{made['id']}", headers=AUTH).json()
    assert got["step"] == 0 and got["lang"] == "de" and not any(s["joined"] for s in got["seats"])
    assert "seed" not in json.dumps(got)
    with seat_socket(client, made, 1) as ws:
        ws.receive_json()
        got = client.get(f"/api/tables/{made['id']}", headers=AUTH).json()
        assert [s["joined"] for s in got["seats"]] == [False, True, False, False]
        assert client.get(f"/api/tables/{made['id']}").status_code == 401
        assert client.delete(f"/api/tables/{made['id']}", headers=AUTH).json()["ended"]
        ended = ws.receive_json()
        assert ended["type"] == "ended" and "beendet" in ended["reason"]
    assert client.get(f"/api/tables/{made['id']}", headers=AUTH).status_code == 404


# ------------------------------------------------------------------------------ sockets
def test_each_device_gets_its_seats_frame_and_the_projector_the_public_one(
    client: TestClient,
) -> None:
    made = new_table(client, seed=987654321987)
    m = match_of(client, made["id"])
    d = m.decision
    assert d is not None
    with seat_socket(client, made, None) as proj, seat_socket(client, made, d.seat) as me:
        first = me.receive_json()
        assert first == expected_frame(m, d.seat, None)
        assert first["actions"] and first["reset"]
        shown = proj.receive_json()
        assert shown == expected_frame(m, None, None)
        # the projector's board is the projector layout (issue 27): large type, nothing to click
        assert shown["board"] == m.game.projector_svg(m.view(None)) != m.game.svg(m.view(None))
        assert "for the projector" in shown["board"] and "data-action" not in shown["board"]
        me.send_json(play_message(first))
        after = me.receive_json()
        assert after["step"] == m.step >= 1 and not after["reset"]
        assert after == expected_frame(m, d.seat, 0)
        projected = proj.receive_json()
        assert projected == expected_frame(m, None, 0) and projected["actions"] == []
        assert "987654321987" not in json.dumps([first, after, projected])


def refusals(client: TestClient, made: dict[str, Any]) -> list[tuple[int | None, Any, str]]:
    """Messages every one of which is refused: (seat, message, a word of the reason)."""
    m = match_of(client, made["id"])
    d = m.decision
    assert d is not None
    other = (d.seat + 1) % m.players
    legal = m.legal_texts()[0]
    return [
        (d.seat, "garbage{", "JSON"),
        (d.seat, "[1, 2]", "JSON object"),
        (d.seat, {"type": "dance"}, "unknown message type"),
        (d.seat, {"type": "play", "step": 0}, "action text"),
        (d.seat, {"type": "play", "action": legal, "step": 5}, "step 5"),
        (d.seat, {"type": "play", "action": legal, "step": "0"}, "step '0'"),
        (d.seat, {"type": "play", "action": "fly away", "step": 0}, "fly"),
        (other, {"type": "play", "action": legal, "step": 0}, "turn"),
        (None, {"type": "play", "action": legal, "step": 0}, "projector"),
        (d.seat, "x" * (server.MAX_MESSAGE + 1), "too large"),
        (d.seat, "y" * 1_000_000, "too large"),
    ]


def test_refusals_are_error_frames_and_change_nothing(client: TestClient) -> None:
    made = new_table(client)
    m = match_of(client, made["id"])
    digest = m.digest()
    cases = refusals(client, made)
    socks = {seat: seat_socket(client, made, seat) for seat in {c[0] for c in cases}}
    with socks[None] as proj:
        for seat, message, said in cases:
            with socks[seat] if seat is not None else _same(proj) as ws:
                if seat is not None:
                    ws.receive_json()
                else:
                    proj.receive_json() if not getattr(proj, "_seen", False) else None
                    proj._seen = True
                ws.send_text(message if isinstance(message, str) else json.dumps(message))
                error = ws.receive_json()
                assert error["type"] == "error" and said in error["reason"], (message, error)
                assert "\n" not in error["reason"]
            socks = {k: seat_socket(client, made, k) for k in socks}
    assert m.digest() == digest and m.step == 0


class _same:
    """A context that hands back a socket already open (the projector's)."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws

    def __enter__(self) -> Any:
        return self.ws

    def __exit__(self, *exc: Any) -> None:
        return None


def test_errors_are_in_the_tables_language(client: TestClient) -> None:
    made = new_table(client, lang="ko")
    with seat_socket(client, made, None) as proj:
        proj.receive_json()
        proj.send_text("{")
        reason = proj.receive_json()["reason"]
    with language("ko"):
        assert reason == translator("kit")("that message is not JSON: nothing was played")
    assert reason != "that message is not JSON: nothing was played"


def test_wrong_tokens_and_tables_get_an_error_frame(client: TestClient) -> None:
    made = new_table(client)
    for url in (f"/ws/{made['id']}?token=guess", "/ws/nosuchtable", f"/ws/{made['id']}?token="):
        with client.websocket_connect(url) as ws:
            frame = ws.receive_json()
            assert frame["type"] == "error" and (
                "token" in frame["reason"] or "id" in frame["reason"]
            )


def test_a_hostile_device_floods_and_the_table_plays_on(client: TestClient) -> None:
    """Garbage, 1 MB frames, bytes and 1,000 messages in a burst: the hostile device gets
    error frames (never more than half its queue waits), the others are not closed, and the
    table plays on."""
    made = new_table(client)
    m = match_of(client, made["id"])
    d = m.decision
    assert d is not None
    hostile = (d.seat + 1) % m.players
    room = client.app.state.hall.rooms[made["id"]]  # type: ignore[attr-defined]
    with seat_socket(client, made, hostile) as bad, seat_socket(client, made, d.seat) as me:
        bad.receive_json()
        first = me.receive_json()
        start = time.monotonic()
        bad.send_text("z" * 1_000_000)
        bad.send_bytes(b"\x00\xff")
        for i in range(1000):
            bad.send_text(
                json.dumps({"type": "play", "action": "pass", "step": i}) if i % 2 else "!"
            )
        me.send_json(play_message(first))
        frame = me.receive_json()
        took = time.monotonic() - start
        assert frame["type"] == "screen" and frame["step"] == m.step >= 1
        device = room.devices[hostile][0]
        assert device.queue.qsize() <= server.QUEUE // 2 + 1
        errors = 0
        while True:
            got = bad.receive_json()
            if got["type"] == "screen":
                break
            errors += 1
            assert got["type"] == "error"
        # read: the burst, then RATE a second (and a warning a second); the rest were dropped
        assert 1 <= errors <= server.BURST + 2 + (server.RATE + 1) * (took + 1) < 1000
    assert m.step >= 1


def test_a_device_that_reconnects_gets_the_same_view_and_the_whole_log(
    client: TestClient,
) -> None:
    made = new_table(client)
    m = match_of(client, made["id"])
    d = m.decision
    assert d is not None
    watcher = (d.seat + 1) % m.players
    with seat_socket(client, made, d.seat) as me:
        with seat_socket(client, made, watcher) as w:
            w.receive_json()
        first = me.receive_json()
        me.send_json(play_message(first))  # while the watcher is away
        me.receive_json()
    with seat_socket(client, made, watcher) as w:
        again = w.receive_json()
        assert again == expected_frame(m, watcher, None)
        assert again["reset"] and again["log"] == jsonish(m.log(watcher))


def test_a_second_device_takes_the_seat_over_with_a_notice(client: TestClient) -> None:
    made = new_table(client)
    with seat_socket(client, made, 2) as old:
        old.receive_json()
        with seat_socket(client, made, 2) as new:
            assert new.receive_json()["type"] == "screen"
            notice = old.receive_json()
            assert notice["type"] == "notice" and "another device" in notice["reason"]


def test_the_teacher_gives_a_seat_to_a_bot_pauses_undoes_and_frees(client: TestClient) -> None:
    made = new_table(client, game="tortuga1667", players=3, seed=4)
    m = match_of(client, made["id"])
    tid = made["id"]
    d = m.decision
    assert d is not None
    # a bot takes the deciding seat: it plays until a human seat decides
    got = client.post(f"/api/tables/{tid}/seats/{d.seat}", json={"bot": True}, headers=AUTH)
    assert got.status_code == 200 and got.json()["seats"][d.seat]["bot"]
    assert m.step >= 1 and (m.decision is None or m.decision.seat != d.seat)
    client.post(f"/api/tables/{tid}/seats/{d.seat}", json={"bot": False}, headers=AUTH)
    d = m.decision
    assert d is not None
    with seat_socket(client, made, d.seat) as me:
        frame = me.receive_json()
        client.post(f"/api/tables/{tid}/pause", json={"paused": True}, headers=AUTH)
        assert me.receive_json()["paused"]
        me.send_json(play_message(frame))
        assert "paused" in me.receive_json()["reason"]
        client.post(f"/api/tables/{tid}/pause", json={"paused": False}, headers=AUTH)
        frame = me.receive_json()
        step = m.step
        me.send_json(play_message(frame))
        me.receive_json()
        undone = client.post(f"/api/tables/{tid}/undo", headers=AUTH)
        if undone.status_code == 200:
            assert m.step == step and me.receive_json()["reset"]
        else:
            assert "secret" in undone.json()["error"]
        bad = client.post(f"/api/tables/{tid}/seats/9", json={"bot": True}, headers=AUTH)
        assert bad.status_code == 400 and "0–2" in bad.json()["error"]
        client.post(f"/api/tables/{tid}/seats/{d.seat}", json={"free": True}, headers=AUTH)
        assert "freed" in me.receive_json()["reason"]
    with seat_socket(client, made, d.seat) as stale:
        assert stale.receive_json()["type"] == "error"


# ------------------------------------------------------------------------------ restart
def test_a_restarted_server_replays_every_table_to_its_digest(tmp_path: Path) -> None:
    db = tmp_path / "tables.sqlite"
    digests = {}
    with TestClient(create_app(str(db), TEACHER)) as c:
        for game in tk.available_games():
            made = new_table(c, game=game, players=3, seed=8)
            m = match_of(c, made["id"])
            for _ in range(6):
                d = m.decision
                if d is None:
                    break
                with seat_socket(c, made, d.seat) as ws:
                    ws.send_json(play_message(ws.receive_json()))
                    ws.receive_json()
            digests[made["id"]] = (m.digest(), m.step)
        ended = new_table(c)
        c.delete(f"/api/tables/{ended['id']}", headers=AUTH)
    with TestClient(create_app(Store(db), TEACHER)) as c:
        hall = c.app.state.hall  # type: ignore[attr-defined]
        assert hall.problems == [] and set(hall.rooms) == set(digests)
        for tid, (digest, step) in digests.items():
            got = c.get(f"/api/tables/{tid}", headers=AUTH).json()
            assert (got["digest"], got["step"], got["replayed"]) == (digest, step, True)


def test_a_table_whose_digest_differs_after_replay_is_reported(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite"
    with TestClient(create_app(str(db), TEACHER)) as c:
        made = new_table(c)
    store = Store(db)
    store._db.execute("UPDATE tables SET digest = 'feedfeedfeedfeed'")
    with TestClient(create_app(store, TEACHER)) as c:
        assert "feedfeedfeedfeed" in c.app.state.hall.problems[0]  # type: ignore[attr-defined]
        assert c.get(f"/api/tables/{made['id']}", headers=AUTH).json()["replayed"] is False


def test_a_bot_move_cut_off_by_the_stop_is_played_after_the_restart(tmp_path: Path) -> None:
    """Killed between a human's action (stored) and the bot's answer: the restarted server
    lets the bot play it, and the devices' first screens show it."""
    m = tk.new_match("tortuga1667", 3, 2)
    d = m.decision
    assert d is not None
    text = m.legal_texts()[0]
    m.play(text)
    bot = m.decision.seat if m.decision is not None else -1
    assert bot != d.seat
    store = Store(tmp_path / "t.sqlite")
    record, _ = new_record("cut", "tortuga1667", 3, 2, {}, "en", [bot])
    store.create(record)
    store.append("cut", 0, d.seat, text, m.digest())  # the bot's answer never came
    with TestClient(create_app(store, TEACHER)) as c:
        room = c.app.state.hall.rooms["cut"]  # type: ignore[attr-defined]
        assert room.match.step > 1 and room.match.history[:1] == m.history
        assert store.load("cut").actions[1][0] == bot  # stored too
        assert room.match.decision is None or room.match.decision.seat != bot
        with c.websocket_connect("/ws/cut") as ws:
            assert ws.receive_json()["step"] == room.match.step


# ------------------------------------------------------------------------------ command line
@pytest.mark.parametrize(
    "argv",
    [["--port", "0"], ["--port", "x"], ["--token", "short"], ["--db", "/no/such/dir/t.sqlite"]],
)
def test_bad_arguments_are_one_line_and_exit_2(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["table", *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err


# ------------------------------------------------------------------------------ Hint and Why?
def test_hint_is_answered_on_the_deciding_seats_devices_alone(client: TestClient) -> None:
    """The hosted seat page draws the widget's Hint button (``can_hint``): its click reaches
    the room, which answers with the widget's own advice (``Table.hint``) on that seat's
    devices only; another seat, the projector and a finished table are refused in one line."""
    made = new_table(client, game="cartagena", players=3, seed=5)
    m = match_of(client, made["id"])
    d = m.decision
    assert d is not None
    other = (d.seat + 1) % m.players
    with (
        seat_socket(client, made, d.seat) as me,
        seat_socket(client, made, other) as them,
        seat_socket(client, made, None) as proj,
    ):
        first = me.receive_json()
        assert first["ui"]["can_hint"] and not first["ui"]["search_hint"]
        assert not them.receive_json()["ui"]["can_hint"]
        proj.receive_json()
        me.send_json({"type": "hint"})
        hinted = me.receive_json()
        advice = hinted["ui"]["search_hint"]
        assert advice["step"] == m.step and advice["seat"] == d.seat
        assert {c["text"] for c in advice["choices"]} <= set(m.legal_texts())
        assert hinted["step"] == first["step"] and hinted["log"] == []
        table = Table(m, d.seat)
        table.hint()
        assert hinted["ui"]["search_hint"] == jsonish(table.screen.search_hint)
        them.send_json({"type": "hint"})
        assert "seat that decides" in them.receive_json()["reason"]
        proj.send_json({"type": "hint"})
        assert "projector" in proj.receive_json()["reason"]
        # nobody else got a frame: the next frame each gets is the one after a play
        me.send_json(play_message(first))
        assert me.receive_json()["step"] == m.step
        assert them.receive_json()["step"] == m.step and proj.receive_json()["step"] == m.step


def test_why_explains_a_bot_move_the_room_played(client: TestClient) -> None:
    """A bot seat (the teacher's) moves in the open: every seat's log offers Why? on that move,
    and asking it shows the widget's ``explain_move`` advice; any other step is refused."""
    made = new_table(client, game="tortuga1667", players=3, seed=4)
    tid, m = made["id"], match_of(client, made["id"])
    d = m.decision
    assert d is not None
    client.post(f"/api/tables/{tid}/seats/{d.seat}", json={"bot": True}, headers=AUTH)
    bot_steps = [k for k in range(1, m.step + 1) if m.history[k - 1].seat == d.seat]
    assert bot_steps  # Tortuga 1667's turns are public decisions (Cartagena's are secret)
    human = m.decision.seat if m.decision is not None else (d.seat + 1) % m.players
    with seat_socket(client, made, human) as me:
        frame = me.receive_json()
        assert frame["ui"]["why_steps"] == bot_steps
        me.send_json({"type": "why", "at": bot_steps[0]})
        why = me.receive_json()["ui"]["search_why"]
        assert why["step"] == bot_steps[0] and why["action"] == m.history[bot_steps[0] - 1].text
        me.send_json({"type": "why", "at": "soon"})
        assert "Why?" in me.receive_json()["reason"]


def test_a_bot_seat_plays_the_games_rule_bot(client: TestClient) -> None:
    """A seat the teacher gives to a bot plays the game's rule-aware bot (``loyal`` in Tortuga
    1667), seeded per step as the widget's bots are, not random moves: the same match played
    by ``loyal`` from its observation gives the same actions."""
    made = new_table(client, game="tortuga1667", players=3, seed=4, bots=[0, 1])
    tid, m = made["id"], match_of(client, made["id"])
    client.post(f"/api/tables/{tid}/seats/2", json={"bot": True}, headers=AUTH)
    assert m.step >= 10
    twin = tk.Match("tortuga1667", 3, 4)
    for step, action in enumerate(m.history):
        bot = tk.get_bot("tortuga1667", "loyal", seed_state(f"{twin.seed}/{step}"))
        assert choose(twin, bot) == action.text, step
        twin.play(action.text, seat=action.seat)


def test_a_db_that_cannot_keep_tables_is_one_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Audit of issue 23 item 7: ``table --db`` naming a folder, a file that is no SQLite
    database, or another program's database was SQLite's traceback and exit 1. Now one line
    and 2, before the server starts."""
    garbage = tmp_path / "notes.sqlite"
    garbage.write_bytes(b"not a database " * 100)
    other = tmp_path / "other.sqlite"
    with sqlite3.connect(other) as db:
        db.execute("CREATE TABLE tables (x)")
    for db_path in (tmp_path, garbage, other):
        rc = main(["table", "--db", str(db_path), "--token", TEACHER, "--port", "1"])
        err = capsys.readouterr().err
        assert rc == 2 and err.count("\n") == 1 and "Traceback" not in err, err
        assert str(db_path) in err


def test_an_address_the_server_cannot_listen_on_is_one_line_and_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Audit of issue 23 item 7: ``table --host`` with a name that does not resolve (or a port
    another server holds) printed the teacher's address, then uvicorn's "ERROR: ..." line, and
    ended with status 3. Now one line and 2, before anything else is printed."""
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        taken = busy.getsockname()[1]
        cases = [("nosuch.invalid", "8899"), ("127.0.0.1", str(taken))]
        for host, port in cases:
            db = tmp_path / "tables.sqlite"
            rc = main(
                ["table", "--db", str(db), "--token", TEACHER, "--host", host, "--port", port]
            )
            out, err = capsys.readouterr()
            assert rc == 2 and err.count("\n") == 1 and "Traceback" not in err, err
            assert f"--host {host} --port {port}" in err and "teacher" not in out.lower(), out


def test_the_teachers_undo_is_refused_in_the_teachers_language(client: TestClient) -> None:
    """The teacher's page is English: a German table's refusal of Undo (the last move showed a
    seat a card) is said in English there ("die letzte Aktion hat jemandem etwas Geheimes
    gezeigt" came back on the English page: a new user's walkthrough); the table's own devices
    still hear German."""
    made = new_table(client, players=3, seed=5, lang="de", options={"start_player": 0})
    m = match_of(client, made["id"])
    hand = list(m.view(0)["you"]["items"])
    with seat_socket(client, made, 0) as me:
        frame = me.receive_json()
        offer = next(t for t in m.legal_texts() if t.startswith(f"trade {hand[0]} "))
        me.send_json({"type": "play", "action": offer, "step": frame["step"]})
        me.receive_json()
        assert m.step == 1 and any(e.private for e in m.events_since(0))
        undone = client.post(f"/api/tables/{made['id']}/undo", headers=AUTH)
        assert undone.status_code == 400 and m.step == 1
        assert undone.json()["error"] == (
            "the last action showed a player something secret: it stays played"
        )
        me.send_json({"type": "play", "action": "pass", "step": 0})  # a stale click
        assert "nichts wurde gespielt" in me.receive_json()["reason"]
