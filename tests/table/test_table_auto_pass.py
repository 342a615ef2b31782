"""The shared table's "Pass for me when I can only pass" (issue 23 item 15): a seat's own
setting, kept with the seats, that lets the room answer that seat's forced choices (one legal
action, like Kutschfahrt's Priest window) after a random delay, so that nobody at the table can
tell a forced pass from a quick human one.

The rooms run on a real asyncio loop with ``AUTO_DELAY`` made small (0.15-0.3 s); each test
waits at most about a second, and the whole file costs about 3 s of CPU."""

from __future__ import annotations

import asyncio
import json
import random
import threading
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, TypeVar

import pytest
from starlette.testclient import TestClient
from table_kit import AUTH, TEACHER

import tortuga_kit as tk
from tortuga_kit.engine.i18n import translator
from tortuga_kit.table import room as room_module
from tortuga_kit.table.room import PROJECTOR, Refused, Room, new_record
from tortuga_kit.table.server import create_app
from tortuga_kit.table.store import Store

T = TypeVar("T")
LOW, HIGH = 0.15, 0.3
SLACK = 1.0  # a loaded machine runs a timer late, never early


@pytest.fixture(autouse=True)
def short_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(room_module, "AUTO_DELAY", (LOW, HIGH))


def forced_history() -> list[tuple[int, str]]:
    """Kutschfahrt, 3 players, seed 1: random choices up to the first decision with a single
    legal action (step 5: Sarah may stop an attack with a Priest, she holds none: "pass")."""
    m = tk.Match("kutschfahrt", 3, 1)
    rng = random.Random(1)
    history = []
    while (d := m.decision) is not None and len(legal := m.legal_texts()) > 1:
        text = rng.choice(legal)
        history.append((d.seat, text))
        m.play(text, seat=d.seat)
    return history


HISTORY = forced_history()
FORCED = len(HISTORY)  # the step whose decision has one legal action
SEAT = 2  # whose it is


class Phone:
    """A device at the table: the frames it got, with the loop's time of each."""

    def __init__(self) -> None:
        self.frames: list[dict[str, Any]] = []
        self.times: list[float] = []

    def push(self, text: str) -> None:
        self.frames.append(json.loads(text))
        self.times.append(asyncio.get_running_loop().time())

    def close(self, message: dict[str, Any] | None = None) -> None:
        self.frames.append(message or {"type": "closed"})
        self.times.append(asyncio.get_running_loop().time())


def new_room(history: list[tuple[int, str]], store: Store | None = None) -> Room:
    record, _m = new_record("t", "kutschfahrt", 3, 1, {}, "en", [])
    record.actions = list(history)
    if store is not None:
        store.create(record)  # with its actions
    return Room(record, store)


def seated(room: Room) -> dict[int, Phone]:
    phones = {key: Phone() for key in room.keys}
    for key, phone in phones.items():
        room.attach(key, phone)
    return phones


def turn_on(room: Room, seat: int = SEAT, on: bool = True) -> None:
    room.handle(seat, json.dumps({"type": "auto_pass", "on": on}))


def passed(room: Room) -> bool:
    """Whether the forced decision was answered with its one action."""
    a = room.match.history[FORCED] if room.match.step > FORCED else None
    return a is not None and (a.seat, a.text) == (SEAT, "pass")


def run(scenario: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """The scenario on an event loop of its own thread, as the server runs its rooms: a
    worker of the full suite that ran a browser test first has Playwright's loop running in
    its main thread, where ``asyncio.run`` refuses to start (seen in ``make test``)."""
    failed: list[BaseException] = []
    done: list[T] = []

    def main() -> None:
        try:
            done.append(asyncio.run(scenario()))
        except BaseException as exc:  # noqa: BLE001 - re-raised in the test's thread
            failed.append(exc)

    thread = threading.Thread(target=main, name="room-loop")
    thread.start()
    thread.join(timeout=60)
    assert not thread.is_alive(), "the scenario did not end within 60 s"
    if failed:
        raise failed[0]
    return done[0]


def test_the_position_has_one_forced_decision_after_a_free_one() -> None:
    m = tk.Match("kutschfahrt", 3, 1)
    for seat, text in HISTORY:
        m.play(text, seat=seat)
    assert m.decision is not None and m.decision.seat == SEAT
    assert m.legal_texts() == ["pass"] and FORCED == 5


def test_a_forced_choice_is_answered_after_the_delay_only_with_the_setting_on() -> None:
    async def scenario() -> None:
        room = new_room(HISTORY)
        phones = seated(room)
        await asyncio.sleep(HIGH + 0.1)
        assert room.match.step == FORCED  # off (the default): the seat answers itself
        assert phones[SEAT].frames[-1]["ui"]["auto_pass"] is False
        turned = asyncio.get_running_loop().time()
        turn_on(room)
        assert phones[SEAT].frames[-1]["ui"]["auto_pass"] is True
        while room.match.step == FORCED and asyncio.get_running_loop().time() < turned + 3:
            await asyncio.sleep(0.01)
        assert passed(room)
        played = next(
            t
            for f, t in zip(phones[PROJECTOR].frames, phones[PROJECTOR].times)
            if f["step"] > FORCED
        )
        assert LOW - 0.002 <= played - turned <= HIGH + SLACK
        notice = phones[SEAT].frames[-1]["ui"]["notice"]
        _ = translator("kit")
        said = _.plural(
            "Passed for you {n} time: you had only one choice (Pass for me when I can only pass).",
            "Passed for you {n} times: you had only one choice each time (Pass for me when I "
            "can only pass).",
            1,
        )
        assert said in notice
        for key in (0, 1, PROJECTOR):
            assert "Passed for you" not in phones[key].frames[-1]["ui"]["notice"]

    run(scenario)


def test_a_decision_with_two_legal_actions_is_never_answered() -> None:
    async def scenario() -> None:
        room = new_room(HISTORY[:-1])  # seat 1 has 9 choices
        assert room.match.decision is not None and room.match.decision.seat == 1
        assert len(room.match.legal_texts()) > 1
        seated(room)
        turn_on(room, 1)
        await asyncio.sleep(HIGH + 0.15)
        assert room.match.step == FORCED - 1

    run(scenario)


@pytest.mark.parametrize("how", ["own action", "pause", "undo", "free", "bot", "end"])
def test_a_pending_answer_is_cancelled(how: str) -> None:
    """The seat acts itself, or the teacher pauses, undoes, frees the seat, gives it to a bot
    or ends the table, before the delay is over: the room plays nothing for the seat."""

    async def scenario() -> None:
        room = new_room(HISTORY)
        phones = seated(room)
        turn_on(room)
        if how == "own action":
            room.handle(SEAT, json.dumps({"type": "play", "action": "pass", "step": FORCED}))
        elif how == "pause":
            room.set_paused(True)
        elif how == "undo":
            room.undo()
        elif how == "free":
            room.free(SEAT)
        elif how == "bot":
            room.set_bot(SEAT, True)  # the bot answers at once: the room not a second time
        else:
            room.end()
        steps = room.match.step
        await asyncio.sleep(HIGH + 0.15)
        assert room.match.step == steps
        screens = [f for f in phones[SEAT].frames if f["type"] == "screen"]
        assert "Passed for you" not in screens[-1]["ui"]["notice"]
        if how == "pause":  # resumed: due again, after a new delay
            room.set_paused(False)
            await asyncio.sleep(HIGH + SLACK)
            assert passed(room)

    run(scenario)


def test_everyone_else_gets_the_same_frames_whether_it_was_passed_or_clicked() -> None:
    """Differential: the same table twice; in one the seat has "Pass for me" on, in the other
    it clicks Pass itself. The other seats and the projector get identical frames."""

    async def scenario() -> dict[int, list[dict[str, Any]]]:
        room = new_room(HISTORY)
        phones = seated(room)
        turn_on(room)
        for _ in range(300):
            if room.match.step > FORCED:
                break
            await asyncio.sleep(0.01)
        return {k: p.frames for k, p in phones.items()}

    async def clicked() -> dict[int, list[dict[str, Any]]]:
        room = new_room(HISTORY)
        phones = seated(room)
        await asyncio.sleep(0.05)
        room.handle(SEAT, json.dumps({"type": "play", "action": "pass", "step": FORCED}))
        return {k: p.frames for k, p in phones.items()}

    auto, by_hand = run(scenario), run(clicked)
    for key in (0, 1, PROJECTOR):
        assert auto[key] == by_hand[key] and len(auto[key]) == 2
    assert auto[SEAT] != by_hand[SEAT]  # its own screen says what was passed for it


@pytest.mark.parametrize("bad", ['"yes"', "1", "null", None])
def test_a_bad_setting_is_one_line_and_changes_nothing(tmp_path: Path, bad: str | None) -> None:
    async def scenario() -> None:
        store = Store(tmp_path / "t.sqlite")
        room = new_room(HISTORY, store)
        phones = seated(room)
        before = [len(p.frames) for p in phones.values()]
        raw = '{"type": "auto_pass"}' if bad is None else f'{{"type": "auto_pass", "on": {bad}}}'
        with pytest.raises(Refused) as refused:
            room.handle(SEAT, raw)
        assert "\n" not in str(refused.value) and "true or false" in str(refused.value)
        await asyncio.sleep(HIGH + 0.15)
        assert room.match.step == FORCED and not room.seats[SEAT].auto_pass
        assert store.load("t").seats[SEAT]["auto_pass"] is False
        assert [len(p.frames) for p in phones.values()] == before
        with pytest.raises(Refused, match="projector"):
            room.handle(PROJECTOR, '{"type": "auto_pass", "on": true}')

    run(scenario)


def test_a_restart_keeps_the_setting_and_answers_without_any_device(tmp_path: Path) -> None:
    db = tmp_path / "t.sqlite"

    async def set_it() -> None:
        store = Store(db)
        room = new_room(HISTORY[:-1], store)
        turn_on(room)  # stored with the seats; the forced decision comes after a restart
        room.handle(1, json.dumps({"type": "play", "action": HISTORY[-1][1], "step": FORCED - 1}))
        room.disarm()  # the server stops here
        store.close()

    run(set_it)
    assert Store(db).load("t").seats[SEAT]["auto_pass"] is True
    with TestClient(create_app(Store(db), TEACHER)) as c:
        room = c.app.state.hall.rooms["t"]  # type: ignore[attr-defined]
        assert room.seats[SEAT].auto_pass and room.match.step >= FORCED
        # the teacher's page sees who has it on (its state cell says "Pass for me: on")
        got = c.get("/api/tables/t", headers=AUTH).json()
        assert [s["auto_pass"] for s in got["seats"]] == [s == SEAT for s in range(3)]
        deadline = time.monotonic() + HIGH + 2
        while room.match.step == FORCED and time.monotonic() < deadline:
            time.sleep(0.02)
        assert passed(room)
