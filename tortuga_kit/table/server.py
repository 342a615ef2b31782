"""The shared table's server: a Starlette app (HTTP API, WebSockets, pages) run by uvicorn.

One process is the authority of every table it holds (``Hall``): the rooms live in memory, and
every action is appended to SQLite before any device hears of it (``store.py``), so a restarted
server replays every table to the same digest and its devices reconnect where they were.

Bounds, so that no client can grow the server's memory: a message is at most ``MAX_MESSAGE``
characters (uvicorn refuses frames over ``WS_MAX_SIZE`` bytes before they are read whole), a
device may send ``RATE`` messages a second (bursts of ``BURST``; the rest are dropped with one
error frame a second), and at most ``QUEUE`` frames wait for a device: one that does not read
them is closed, and gets the whole screen again when it reconnects. A refusal never closes
another device, nor changes the match.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

import segno
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..engine.errors import TortugaKitError
from ..engine.i18n import LANGUAGES, language, translator
from ..engine.registry import available_games
from .pages import page, static_file
from .room import PROJECTOR, Refused, Room, dumps, new_record
from .store import Store

_ = translator("kit")

MAX_MESSAGE = 8192  # characters of one message from a device (a play message is ~100)
WS_MAX_SIZE = 2**21  # bytes of one WebSocket frame uvicorn reads at all (larger: closed, 1009)
MAX_BODY = 65536  # bytes of an HTTP request body
RATE = 20.0  # messages a second a device may send ...
BURST = 40.0  # ... in bursts of this many
QUEUE = 64  # frames waiting for one device
CLOSE_POLICY = 1008  # WebSocket close code: policy violation (a wrong token, an ended table)


class Device:
    """One WebSocket at a table: a bounded queue of frames out, a rate bound on messages in."""

    def __init__(self, ws: WebSocket) -> None:
        self.ws = ws
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(maxsize=QUEUE)
        self.closed = False
        self._tokens = BURST
        self._last = time.monotonic()
        self._warned = 0.0

    def push(self, text: str) -> None:
        if self.closed:
            return
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:  # it does not read: it gets everything again on reconnect
            self.close(None)

    def error(self, reason: str) -> None:
        """An error frame, unless the queue is half full (errors never crowd out screens)."""
        if self.queue.qsize() < QUEUE // 2:
            self.push(dumps({"type": "error", "reason": reason}))

    def close(self, message: dict[str, Any] | None = None) -> None:
        if self.closed:
            return
        self.closed = True
        while not self.queue.empty():
            self.queue.get_nowait()
        if message is not None:
            self.queue.put_nowait(dumps(message))
        self.queue.put_nowait(None)

    def allow(self) -> bool:
        """Whether one more message may be read now (a token bucket)."""
        now = time.monotonic()
        self._tokens = min(BURST, self._tokens + (now - self._last) * RATE)
        self._last = now
        if self._tokens >= 1:
            self._tokens -= 1
            return True
        return False

    def warn_once(self, reason: str) -> None:
        now = time.monotonic()
        if now - self._warned >= 1.0:
            self._warned = now
            self.error(reason)

    async def pump(self) -> None:
        """Send the queued frames in order; the end of the queue closes the socket."""
        try:
            while (text := await self.queue.get()) is not None:
                await self.ws.send_text(text)
            await self.ws.close(CLOSE_POLICY)
        except (WebSocketDisconnect, RuntimeError, OSError):
            self.closed = True


class Hall:
    """The tables one server holds, their store and the teacher's token."""

    def __init__(self, store: Store, teacher_token: str) -> None:
        self.store = store
        self.teacher_token = teacher_token
        self.rooms: dict[str, Room] = {}
        self.problems: list[str] = []
        for record in store.load_all():
            try:
                room = Room(record, store)
            except TortugaKitError as exc:  # a table whose actions no longer replay
                self.problems.append(f"table {record.id}: {exc}")
                continue
            if not room.digest_matches:
                self.problems.append(
                    f"table {record.id}: replayed to digest {room.replayed_digest}, "
                    f"stored {record.digest}"
                )
            self.rooms[record.id] = room
            room.resume()  # a bot whose move the stop cut off plays it now

    def by_code(self, code: str) -> tuple[Room, int] | None:
        code = code.strip().upper()
        for room in self.rooms.values():
            for s in room.seats:
                if secrets.compare_digest(s.code.encode(), code.encode()):
                    return room, s.seat
        return None

    def create(self, data: Any) -> Room:
        """A new table from the teacher's JSON (``Refused`` or ``TortugaKitError``: why not)."""
        if not isinstance(data, dict):
            raise Refused(_("the body is a JSON object with game and players"))
        lang = data.get("lang", "en")
        if lang not in LANGUAGES:
            raise Refused(
                _("lang must be one of {langs}", langs=", ".join(LANGUAGES)) + f": {lang!r:.40}"
            )
        with language(lang):
            return self._create(data, lang)

    def _create(self, data: dict[str, Any], lang: str) -> Room:
        game, players = data.get("game"), data.get("players")
        if not isinstance(game, str) or game not in available_games():
            raise Refused(_("unknown game; the games: {games}", games=", ".join(available_games())))
        if type(players) is not int:
            raise Refused(_("players is a whole number"))
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise Refused(_("options is a JSON object of the game's options"))
        bots = data.get("bots", [])
        if not isinstance(bots, list) or any(type(b) is not int for b in bots):
            raise Refused(_("bots is a list of seat numbers"))
        if any(not 0 <= b < players for b in bots):
            raise Refused(_("bots must be seats 0–{last}", last=players - 1))
        seed = data.get("seed")
        if seed is not None and (type(seed) is not int and not isinstance(seed, str)):
            raise Refused(_("seed is a whole number or a text"))
        position = data.get("position")
        if position is not None and not isinstance(position, dict):
            raise Refused(_("position is a JSON object (a prepared position of the game)"))
        table_id = secrets.token_urlsafe(6)
        record, _match = new_record(table_id, game, players, seed, options, lang, bots, position)
        self.store.create(record)
        room = Room(record, self.store)
        self.rooms[table_id] = room
        if bots:
            room.set_paused(False)  # the bots before the first human seat play now
        return room

    def end(self, room: Room) -> None:
        room.end()  # a pending "Pass for me" is cancelled there
        with room.speaking():
            reason = _("the teacher ended this table")
        room.close_all({"type": "ended", "reason": reason})
        self.rooms.pop(room.id, None)


# ---------------------------------------------------------------------------------- HTTP
def _error(reason: str, status: int) -> JSONResponse:
    return JSONResponse({"error": reason}, status_code=status)


def _base(request: Request) -> str:
    return str(request.base_url).rstrip("/")


def describe(room: Room, base: str) -> dict[str, Any]:
    """What the teacher sees of a table: seats, who joined, the step (never its secrets)."""
    m = room.match
    joined = room.joined()
    return {
        "id": room.id,
        "game": m.game.name,
        "title": m.game.title,
        "players": m.players,
        "lang": room.lang,
        "step": m.step,
        "over": m.is_over,
        "paused": room.paused,
        "ended": room.ended,
        "digest": m.digest(),
        "replayed": room.digest_matches,
        "watchers": len(room.devices[PROJECTOR]),
        "projector": f"{base}/projector/{room.id}#key={room.record.projector_key}",
        "seats": [
            {
                "seat": s.seat,
                "name": m.names[s.seat],
                "token": s.token,
                "code": s.code,
                "url": f"{base}/seat/{room.id}#token={s.token}",
                "joined": joined[s.seat],
                "bot": s.bot,
                "auto_pass": s.auto_pass,
            }
            for s in room.seats
        ],
    }


Handler = Callable[[Request], Awaitable[Response]]


def teacher(handler: Callable[[Request, Hall], Awaitable[Response]]) -> Handler:
    """An API route for the teacher: ``Authorization: Bearer <teacher token>`` or 401."""

    async def run(request: Request) -> Response:
        hall: Hall = request.app.state.hall
        given = request.headers.get("authorization", "")
        want = f"Bearer {hall.teacher_token}"
        if not secrets.compare_digest(given.encode(), want.encode()):
            return _error(_("a teacher's request needs Authorization: Bearer <token>"), 401)
        return await handler(request, hall)

    return run


async def _json_body(request: Request) -> Any:
    size = request.headers.get("content-length", "0")
    if not size.isdigit() or int(size) > MAX_BODY:
        raise Refused(_("the body is larger than {limit} bytes", limit=MAX_BODY))
    body = await request.body()
    if len(body) > MAX_BODY:
        raise Refused(_("the body is larger than {limit} bytes", limit=MAX_BODY))
    try:
        return json.loads(body or b"{}")
    except (ValueError, RecursionError):
        raise Refused(_("the body is not JSON")) from None


def _room(request: Request, hall: Hall) -> Room:
    room = hall.rooms.get(request.path_params["id"])
    if room is None:
        raise LookupError(_("no table {id} on this server", id=repr(request.path_params["id"])))
    return room


def api(handler: Callable[[Request, Hall], Awaitable[Any]]) -> Handler:
    """A teacher's API route: its JSON answer, or ``{"error": one line}`` with a 4xx status."""

    async def answer(request: Request, hall: Hall) -> Response:
        try:
            return JSONResponse(await handler(request, hall))
        except LookupError as exc:
            return _error(str(exc.args[0]), 404)
        except (Refused, TortugaKitError) as exc:
            return _error(str(exc), 400)

    return teacher(answer)


async def create_table(request: Request, hall: Hall) -> Any:
    room = hall.create(await _json_body(request))
    d = describe(room, _base(request))
    return {
        "id": d["id"],
        "projector": d["projector"],
        "seats": [{k: s[k] for k in ("seat", "token", "url", "code")} for s in d["seats"]],
    }


async def list_tables(request: Request, hall: Hall) -> Any:
    return [describe(r, _base(request)) for r in hall.rooms.values()]


async def get_table(request: Request, hall: Hall) -> Any:
    return describe(_room(request, hall), _base(request))


async def delete_table(request: Request, hall: Hall) -> Any:
    room = _room(request, hall)
    hall.end(room)
    return {"id": room.id, "ended": True}


async def seat_control(request: Request, hall: Hall) -> Any:
    """``{"bot": true|false}`` gives a seat to a bot or back; ``{"free": true}`` frees it."""
    room = _room(request, hall)
    seat = request.path_params["seat"]
    if not 0 <= seat < room.match.players:
        raise Refused(_("seat must be 0–{last}", last=room.match.players - 1))
    data = await _json_body(request)
    if isinstance(data, dict) and isinstance(data.get("bot"), bool):
        room.set_bot(seat, data["bot"])
    elif isinstance(data, dict) and data.get("free") is True:
        room.free(seat)
    else:
        raise Refused(_("send a JSON object with bot (true or false) or free (true)"))
    return describe(room, _base(request))


async def pause_table(request: Request, hall: Hall) -> Any:
    room = _room(request, hall)
    data = await _json_body(request)
    if not isinstance(data, dict) or not isinstance(data.get("paused"), bool):
        raise Refused(_("send a JSON object with paused (true or false)"))
    room.set_paused(data["paused"])
    return describe(room, _base(request))


#: The language of the teacher's page and of what its actions answer (a German table's refusal
#: of Undo came back in German on the English page).
TEACHER_LANG = "en"


async def undo_table(request: Request, hall: Hall) -> Any:
    room = _room(request, hall)
    room.undo(TEACHER_LANG)  # its refusal on the teacher's page, in that page's language
    return describe(room, _base(request))


def qr_svg(url: str) -> str:
    """A seat's address as a QR code (segno), an SVG that scales with the page."""
    return str(segno.make(url, error="m").svg_inline(scale=4, omitsize=True))


async def join_info(request: Request) -> Response:
    """The projector's join list: a QR code and a short code for each seat nobody holds yet
    (the projector's key, from the teacher, is needed: the codes are the seats)."""
    hall: Hall = request.app.state.hall
    room = hall.rooms.get(request.path_params["id"])
    key = request.query_params.get("key", "")
    if room is None or not secrets.compare_digest(room.record.projector_key.encode(), key.encode()):
        return _error(_("no table with that projector key"), 404)
    base = _base(request)
    joined = room.joined()
    free = [s for s in room.seats if not joined[s.seat] and not s.bot]
    return JSONResponse(
        {
            "join": f"{base}/join",
            "seats": [
                {
                    "seat": s.seat,
                    "name": room.match.names[s.seat],
                    "code": s.code,
                    "qr": qr_svg(f"{base}/seat/{room.id}#token={s.token}"),
                }
                for s in free
            ],
        }
    )


async def join_code(request: Request) -> Response:
    """``/j/<code>``: the short code typed on a phone opens that seat's page."""
    hall: Hall = request.app.state.hall
    found = hall.by_code(str(request.path_params["code"])[:20])
    if found is None:
        return HTMLResponse(page("join", "en", {"error": _("no seat has that code")}), 404)
    room, seat = found
    return RedirectResponse(f"/seat/{room.id}#token={room.seats[seat].token}", 303)


# ---------------------------------------------------------------------------------- pages
async def teacher_page(request: Request) -> Response:
    return HTMLResponse(page("teacher", TEACHER_LANG, {"games": available_games()}))


async def join_page(request: Request) -> Response:
    return HTMLResponse(page("join", "en", {}))


async def table_page(request: Request) -> Response:
    """A projector's or a seat's page: the widget's front end fed by the table's socket."""
    hall: Hall = request.app.state.hall
    room = hall.rooms.get(request.path_params["id"])
    if room is None:
        return HTMLResponse(page("join", "en", {"error": _("no such table")}), 404)
    kind = "projector" if request.url.path.startswith("/projector/") else "seat"
    return HTMLResponse(page(kind, room.lang, {"id": room.id, "title": room.match.game.title}))


async def static(request: Request) -> Response:
    found = static_file(request.path_params["name"])
    if found is None:
        return Response(status_code=404)
    body, media = found
    return Response(body, media_type=media)


# ---------------------------------------------------------------------------------- sockets
async def table_socket(ws: WebSocket) -> None:
    """``/ws/{id}?token=<seat token>`` (no token: the projector). See ``room.py``."""
    hall: Hall = ws.app.state.hall
    await ws.accept()
    room = hall.rooms.get(ws.path_params["id"])
    token = ws.query_params.get("token")
    key = None if room is None else (PROJECTOR if token is None else room.seat_of(token))
    if room is None or key is None:
        lang = "en" if room is None else room.lang
        with language(lang):
            reason = _("no table with that id") if room is None else _("unknown seat token")
        await ws.send_text(dumps({"type": "error", "reason": reason}))
        await ws.close(CLOSE_POLICY)
        return
    device = Device(ws)
    room.attach(key, device)
    pump = asyncio.create_task(device.pump())
    try:
        await _read(ws, room, key, device)
    finally:
        room.detach(key, device)
        device.close(None)
        await pump


async def _read(ws: WebSocket, room: Room, key: int, device: Device) -> None:
    while not device.closed:
        message = await ws.receive()
        if message["type"] == "websocket.disconnect":
            return
        text = message.get("text")
        with room.speaking():
            if text is None:
                device.error(_("send text frames (JSON), not bytes"))
            elif not device.allow():
                device.warn_once(_("too many messages: slow down (the extra ones were dropped)"))
            elif len(text) > MAX_MESSAGE:
                device.error(_("that message is too large: at most {n} characters", n=MAX_MESSAGE))
            else:
                _handle(room, key, device, text)


def _handle(room: Room, key: int, device: Device, text: str) -> None:
    try:
        room.handle(key, text)
    except Refused as exc:
        device.error(str(exc))
    else:
        if '"ping"' in text:
            device.push(dumps({"type": "pong"}))


def create_app(store: Store | str = ":memory:", teacher_token: str | None = None) -> Starlette:
    """The server's app: ``store`` is a ``Store`` or the SQLite file's path; a fresh teacher
    token is drawn unless one is given (``app.state.hall.teacher_token``)."""
    hall = Hall(
        store if isinstance(store, Store) else Store(store),
        teacher_token or secrets.token_urlsafe(18),
    )
    for line in hall.problems:
        print(line, file=sys.stderr)
    routes = [
        Route("/", lambda r: RedirectResponse("/teacher", 307)),
        Route("/teacher", teacher_page),
        Route("/join", join_page),
        Route("/j/{code}", join_code),
        Route("/projector/{id}", table_page),
        Route("/seat/{id}", table_page),
        Route("/static/{name}", static),
        Route("/api/tables", api(create_table), methods=["POST"]),
        Route("/api/tables", api(list_tables), methods=["GET"]),
        Route("/api/tables/{id}", api(get_table), methods=["GET"]),
        Route("/api/tables/{id}", api(delete_table), methods=["DELETE"]),
        Route("/api/tables/{id}/seats/{seat:int}", api(seat_control), methods=["POST"]),
        Route("/api/tables/{id}/pause", api(pause_table), methods=["POST"]),
        Route("/api/tables/{id}/undo", api(undo_table), methods=["POST"]),
        Route("/api/tables/{id}/join", join_info),
        WebSocketRoute("/ws/{id}", table_socket),
    ]
    app = Starlette(routes=routes, lifespan=_lifespan)
    app.state.hall = hall
    return app


@asynccontextmanager
async def _lifespan(app: Starlette) -> AsyncIterator[None]:
    """The server's loop runs: a forced choice that a restart cut off is answered for its seat
    ("Pass for me when I can only pass"), after a new delay."""
    for room in app.state.hall.rooms.values():
        room.arm()
    yield
