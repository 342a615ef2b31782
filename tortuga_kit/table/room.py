"""A room: one shared table (one match) and the devices around it, without any web code.

The room is the authority of its match: a seat's device sends an action with the step it was
looking at, the room checks that the device holds that seat, that the step is current and that
the seat decides, and plays it through ``Match.play``. Then every device gets one screen frame
made for its own seat alone:

- ``view``: exactly ``Match.view(seat)`` (``Match.view()`` for the projector);
- ``log``: the entries it lacks, exactly ``Match.log(seat, since)`` with ``since`` the step of its
  last frame (``reset``: the whole log again, after a (re)connect or an undo);
- ``board``: the game's SVG of that view, marking exactly ``actions`` (the projector's: the
  game's projector layout of the public view, large type for a room, nothing to click);
- ``actions``: that seat's legal action texts, empty unless it decides;
- ``ui``: what the match widget's controls draw for that seat (prompt, button groups, names), a
  ``Table(match, seat)``'s screen: legality and secrecy are decided there, once, for the widget
  and for this room alike.

"Pass for me when I can only pass" is a seat's own setting, kept with the seats (off until the
seat turns it on: the widget turns it on by default only against bots, and a shared table is a
table of humans). With it on, a decision of that seat with exactly one legal action is played
for it by the room after ``AUTO_DELAY`` seconds, drawn from the system's randomness: an instant
answer would tell the projector and the other seats that the seat had no choice, which the game
asks everyone precisely to hide. The seat's own screen says what was passed for it.

Nothing else of the match leaves the room: no initial state, no seed, no other seat's text. A
refusal is an error frame in the table's language, to the one device that sent it.
"""

from __future__ import annotations

import asyncio
import json
import random
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, Protocol

from ..bots import bots_for, choose, rule_bot
from ..engine import Match
from ..engine.game import BotFactory
from ..engine.i18n import language, translator
from ..engine.rng import seed_state
from ..widgets.frontend import error_text
from ..widgets.table import Screen, Table, shown_value
from .store import Record, Store

_ = translator("kit")

PROJECTOR = -1  # the key of the projector's devices (no seat, no secrets)
MAX_ACTION = 400  # characters of an action text; every game's are far shorter
BOT_LIMIT = 500  # bot moves after one action: a safety net (a whole game is ~50-550 moves)
CODE_LETTERS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I/L: read off a projector
CODE_LENGTH = 6
#: Seconds before a forced choice is answered for a seat with "Pass for me when I can only
#: pass": uniform in this range, so that its timing cannot be told from a quick human answer
#: (tests make it smaller).
AUTO_DELAY = (1.0, 3.0)
_DELAY = random.SystemRandom()  # never the match's seed: the delay must not be predictable


def new_token() -> str:
    """A seat's token: unguessable (``secrets``), it is the seat."""
    return secrets.token_urlsafe(18)


def new_code() -> str:
    """A short code to type on a phone instead of scanning the QR code."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


class Refused(Exception):
    """A message the room refuses: its reason is one line in the table's language."""


@dataclass
class SeatInfo:
    seat: int
    token: str
    code: str
    bot: bool = False
    auto_pass: bool = False  # "Pass for me when I can only pass" (the seat's own setting)

    def as_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "token": self.token,
            "code": self.code,
            "bot": self.bot,
            "auto_pass": self.auto_pass,
        }


class Device(Protocol):
    """One browser (or test client) at the table, as the room talks to it."""

    def push(self, text: str) -> None:
        """Queue one frame (JSON text) for it; a device that cannot keep up is closed."""

    def close(self, message: dict[str, Any] | None = None) -> None:
        """Send ``message`` last (if any), then close the connection."""


class Room:
    """One table: its match, seats, devices and the frames they get."""

    def __init__(self, record: Record, store: Store | None = None) -> None:
        self.id = record.id
        self.record = record
        self.store = store
        self.match = Match(
            record.game,
            record.players,
            record.seed,
            record.options,
            record.position,
            lang=record.lang,
        )
        for seat, text in record.actions:
            self.match.play(text, seat=seat)
        self.replayed_digest = self.match.digest()
        self.seats = [SeatInfo(**s) for s in record.seats]
        self.paused = record.paused
        self.ended = record.ended
        self.devices: dict[int, list[Device]] = {k: [] for k in self.keys}
        self._tables: dict[int, Table] = {}
        for key in self.keys:
            # the projector's screen is the public projector layout (issue 27), no seat board
            t = Table(self.match, None if key == PROJECTOR else key, projector_only=True)
            t.close()  # the room says when to make a screen: once per change, not per action
            t.auto_pass = key != PROJECTOR and self.seats[key].auto_pass
            self._tables[key] = t
        self.frames_sent = 0
        self._auto: asyncio.TimerHandle | None = None  # the pending forced answer, if any
        self._auto_step = -1  # the step it answers
        self._auto_played: dict[int, int] = {}  # seat -> answers since its own last action

    # ------------------------------------------------------------------ reading
    @property
    def keys(self) -> list[int]:
        return [PROJECTOR, *range(self.record.players)]

    @property
    def lang(self) -> str:
        return self.match.lang

    @property
    def digest_matches(self) -> bool:
        """Whether the replayed match has the digest stored after its last action."""
        return not self.record.digest or self.replayed_digest == self.record.digest

    def seat_of(self, token: object) -> int | None:
        """The seat whose token this is (``None``: no seat's)."""
        if not isinstance(token, str):
            return None
        for s in self.seats:
            if secrets.compare_digest(s.token.encode(), token.encode()):
                return s.seat
        return None

    def joined(self) -> list[bool]:
        return [bool(self.devices[s.seat]) for s in self.seats]

    def screen(self, key: int) -> Screen:
        return self._tables[key].screen

    # ------------------------------------------------------------------ frames
    def frame(self, key: int, screen: Screen, log: list[dict[str, Any]], reset: bool) -> str:
        """One screen frame for the seat ``key`` as JSON text (see the module docstring)."""
        # the buttons' texts in the match's order (the groups hold them by verb)
        actions = (
            self.match.legal_texts() if screen.groups and screen.step == self.match.step else []
        )
        ui = {k: v for k, v in screen.state().items() if k not in ("board", "projector")}
        ui["prompt"] = self.prompt(screen)
        return dumps(
            {
                "type": "screen",
                "step": screen.step,
                "view": screen.view,
                "log": log,
                "reset": reset,
                "board": screen.board or screen.projector,
                "actions": actions,
                "ui": ui,
                "paused": self.paused,
                "ended": self.ended,
            }
        )

    def prompt(self, screen: Screen) -> str:
        """The prompt line: the widget's, but a seat that does not decide is told who does on
        their own device (the widget's line would send it to a seat picker or a Bot move
        button that a shared table does not have). A decision's prompt is public."""
        d = self.match.decision
        if d is None or screen.groups:
            return screen.prompt
        with self.speaking():
            return _(
                "{prompt} ({name} chooses on their own device)",
                prompt=d.prompt,
                name=self.match.names[d.seat],
            )

    def whole_frame(self, key: int) -> str:
        """The first frame of a device that (re)connects: the screen now, the whole log."""
        with language(self.lang):
            log = self.match.log(None if key == PROJECTOR else key)
        return self.frame(key, self.screen(key), log, True)

    def broadcast(self) -> None:
        """A new screen for every seat, sent to each of its devices (one JSON text per seat);
        a forced choice of a seat with "Pass for me" is due again, after a new delay."""
        for key in self.keys:
            self.send(key)
        self.disarm()
        self.arm()

    def send(self, key: int) -> None:
        """A new screen for the seat ``key`` alone (after its own Hint or Why?: the other
        seats' screens did not change)."""
        table = self._tables[key]
        table.show()
        screen = table.screen
        if screen.log_reset:  # undo, or the language changed: the whole log again
            with language(self.lang):
                log = self.match.log(None if key == PROJECTOR else key)
        else:
            log = list(screen.log)
        text = self.frame(key, screen, log, screen.log_reset)
        for device in list(self.devices[key]):
            device.push(text)
            self.frames_sent += 1

    def close_all(self, message: dict[str, Any]) -> None:
        for key in self.keys:
            for device in self.devices[key]:
                device.close(message)
            self.devices[key] = []

    # ------------------------------------------------------------------ devices
    def attach(self, key: int, device: Device) -> None:
        """A device joins seat ``key`` and gets its first frame; it takes the seat over from
        any device already on it (told so, and closed). The projector takes any number."""
        if key != PROJECTOR:
            with self.speaking():
                notice = _("this seat was opened on another device; this page no longer plays")
            for old in self.devices[key]:
                old.close({"type": "notice", "reason": notice})
            self.devices[key] = []
        self.devices[key].append(device)
        device.push(self.whole_frame(key))
        self.arm()  # after a restart: the first device's connection runs on the server's loop

    def detach(self, key: int, device: Device) -> None:
        found = self.devices.get(key, [])
        if device in found:
            found.remove(device)

    # ------------------------------------------------------------------ playing
    @contextmanager
    def speaking(self) -> Iterator[None]:
        with language(self.lang):
            yield

    def handle(self, key: int, raw: str) -> None:
        """One message from a device of seat ``key``; ``Refused`` says why it did nothing."""
        with self.speaking():
            try:
                message = json.loads(raw)
            except (ValueError, RecursionError):
                raise Refused(_("that message is not JSON: nothing was played")) from None
            if not isinstance(message, dict):
                raise Refused(_("a message is a JSON object with a type: nothing was played"))
            kind = message.get("type")
            if kind == "play":
                self._play_message(key, message)
            elif kind == "auto_pass":
                self._auto_pass_message(key, message)
            elif kind in ("hint", "why"):
                self._advice_message(key, kind, message)
            elif kind != "ping":
                raise Refused(
                    _("unknown message type {type}: nothing was played", type=shown_value(kind))
                )

    def _play_message(self, key: int, message: dict[str, Any]) -> None:
        text, step = message.get("action"), message.get("step")
        if not isinstance(text, str) or not text or len(text) > MAX_ACTION:
            raise Refused(
                _("a play message carries an action text, not {given}", given=shown_value(text))
            )
        self._check_may_play(key)
        now = self.match.step
        if type(step) is not int or step != now:
            raise Refused(
                _(
                    "that action was meant for step {meant}, but the table is at step {now}: "
                    "nothing was played",
                    meant=shown_value(step),
                    now=now,
                )
            )
        d = self.match.decision
        if d is None:
            raise Refused(_("the game is over: no more actions"))
        if d.seat != key:
            raise Refused(
                _(
                    "it is {name}'s turn, not yours: nothing was played",
                    name=self.match.names[d.seat],
                )
            )
        try:
            self._play(text, key)
        except Exception as exc:  # noqa: BLE001 - an illegal action is a line for the player
            raise Refused(error_text(exc)) from None
        self._auto_played.pop(key, None)  # the seat chose: what was passed for it is old news
        self._tables[key].notice = ""
        self._run_bots()
        self.broadcast()

    def _advice_message(self, key: int, kind: str, message: dict[str, Any]) -> None:
        """Hint (the best choices for the seat that decides, from its own information only)
        or Why? (a bot's move, from what everybody knew then), shown on that seat's own
        devices alone: the widget's ``Table.hint``/``Table.why`` decide, as for a notebook."""
        if self.ended:
            raise Refused(_("this table has ended: nothing was played"))
        if key == PROJECTOR:
            raise Refused(_("the projector only watches: join a seat to play"))
        table = self._tables[key]
        done = table.hint() if kind == "hint" else table.why(message.get("at"))
        if not done:
            error, table.error = table.error, ""
            raise Refused(error)
        self.send(key)

    def _auto_pass_message(self, key: int, message: dict[str, Any]) -> None:
        """``{"type": "auto_pass", "on": true|false}``: the seat's "Pass for me when I can only
        pass", kept with the seats (a restart keeps it); only its own screen changes."""
        on = message.get("on")
        if self.ended:
            raise Refused(_("this table has ended: nothing was played"))
        if key == PROJECTOR:
            raise Refused(_("the projector only watches: join a seat to play"))
        if not isinstance(on, bool):
            raise Refused(
                _("auto_pass is true or false, not {given}: nothing changed", given=shown_value(on))
            )
        self.seats[key].auto_pass = on
        self._tables[key].auto_pass = on
        self._save_seats()
        self.send(key)
        self.disarm()
        self.arm()

    # ------------------------------------------------------------------ passing for a seat
    def arm(self) -> None:
        """If the deciding seat has "Pass for me" on and exactly one legal action, answer it
        after a random delay on the server's event loop (kept if already pending for this
        step; without a running loop nothing is armed: the seat answers itself)."""
        step = self._auto_due()
        if step == self._auto_step and self._auto is not None:
            return
        self.disarm()
        if step < 0:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        low, high = AUTO_DELAY
        self._auto_step = step
        self._auto = loop.call_later(_DELAY.uniform(low, high), self._auto_play, step)

    def disarm(self) -> None:
        """Cancel a pending forced answer (the seat acted, a pause, an undo, a freed seat...)."""
        if self._auto is not None:
            self._auto.cancel()
        self._auto = None
        self._auto_step = -1

    def _auto_due(self) -> int:
        """The step whose decision is answered for its seat, or -1."""
        m = self.match
        d = m.decision
        if d is None or self.ended or self.paused:
            return -1
        s = self.seats[d.seat]
        if s.bot or not s.auto_pass or len(m.legal_texts()) != 1:
            return -1
        return m.step

    def _auto_play(self, step: int) -> None:
        """The delay is over: play the only legal action, unless the position moved on."""
        self._auto = None
        self._auto_step = -1
        d = self.match.decision
        if d is None or self._auto_due() != step:
            return
        self._play(self.match.legal_texts()[0], d.seat)
        n = self._auto_played[d.seat] = self._auto_played.get(d.seat, 0) + 1
        with self.speaking():
            self._tables[d.seat].passed_for_you(n)
        self._run_bots()
        self.broadcast()

    def _check_may_play(self, key: int) -> None:
        if self.ended:
            raise Refused(_("this table has ended: nothing was played"))
        if key == PROJECTOR:
            raise Refused(_("the projector only watches: join a seat to play"))
        if self.seats[key].bot:
            raise Refused(_("a bot plays this seat now: the teacher can give it back"))
        if self.paused:
            raise Refused(_("the teacher has paused this table: nothing was played"))

    def _play(self, text: str, seat: int) -> None:
        """Play and store one action (stored before any device hears of it)."""
        step = self.match.step
        self.match.play(text, seat=seat)
        if self.store is not None:
            self.store.append(self.id, step, seat, text, self.match.digest())

    def _run_bots(self) -> int:
        """The bot seats play until a human seat decides (or the game ends)."""
        played = 0
        m = self.match
        factory = room_bot(m)
        while played < BOT_LIMIT and not self.paused and (d := m.decision) is not None:
            if not self.seats[d.seat].bot:
                break
            bot = factory(seed_state(f"{m.seed}/{m.step}"))
            text = choose(m, bot)
            self._play(text, d.seat)
            if not d.secret:  # a move the table saw: Why? may explain it on any seat's screen
                for table in self._tables.values():
                    table.bot_played(m.step, text)
            played += 1
        return played

    def resume(self) -> None:
        """After a restart: the bot seats play the moves the stop cut off (a server killed
        between a human's action and the bots' answer), then every seat's screen is made."""
        if not self.ended and not self.paused and self._run_bots():
            self.broadcast()

    # ------------------------------------------------------------------ the teacher
    def set_bot(self, seat: int, on: bool) -> None:
        self.seats[seat].bot = on
        self._save_seats()
        if on:
            self._run_bots()
        self.broadcast()

    def free(self, seat: int) -> None:
        """A new token for ``seat``: its devices are told and closed. Its "Pass for me" is
        off again (the next student turns it on for themselves)."""
        s = self.seats[seat]
        s.token, s.code = new_token(), new_code()
        s.auto_pass = self._tables[seat].auto_pass = False
        self._auto_played.pop(seat, None)
        self._tables[seat].notice = ""
        self._save_seats()
        self.disarm()
        self.arm()
        with self.speaking():
            notice = _("the teacher freed this seat: ask for a new code to join again")
        for device in self.devices[seat]:
            device.close({"type": "notice", "reason": notice})
        self.devices[seat] = []

    def set_paused(self, on: bool) -> None:
        self.paused = on
        if self.store is not None:
            self.store.update(self.id, paused=on)
        if not on:
            self._run_bots()
        self.broadcast()

    def undo(self, lang: str | None = None) -> None:
        """Take back the last action, unless it told some seat a secret (it stays played: that
        seat would choose again knowing it). ``lang``: the language of the refusal (the teacher's
        page's, not the table's)."""
        m = self.match
        with language(lang or self.lang):
            if not m.can_undo:
                raise Refused(_("nothing to undo"))
            if any(e.private for e in m.events_since(m.step - 1)):
                raise Refused(
                    _("the last action showed a player something secret: it stays played")
                )
            m.undo()
        if self.store is not None:
            self.store.truncate(self.id, m.step, m.digest())
        self.broadcast()

    def end(self) -> None:
        self.ended = True
        self.disarm()
        if self.store is not None:
            self.store.update(self.id, ended=True)

    def _save_seats(self) -> None:
        if self.store is not None:
            self.store.update(self.id, seats=[s.as_dict() for s in self.seats])


def room_bot(match: Match) -> BotFactory:
    """The bot a teacher gives a seat to: the game's own rule-aware bot (the first of
    ``game.bots``: it plays the way the rules teach, so a class's game stays a game when a
    student leaves), else the random bot. Seeded per step like the widget's bots."""
    return bots_for(match.game)[rule_bot(match.game)]


def new_record(
    table_id: str,
    game: str,
    players: int,
    seed: int | str | None,
    options: dict[str, Any],
    lang: str,
    bots: list[int],
    position: dict[str, Any] | None = None,
) -> tuple[Record, Match]:
    """A new table's record and its match (which checks the game, count, seed, options and
    the prepared position, if any)."""
    m = Match(game, players, seed, options, position, lang=lang)
    seats = [SeatInfo(s, new_token(), new_code(), s in bots).as_dict() for s in range(m.players)]
    record = Record(
        id=table_id,
        game=m.game.name,
        players=m.players,
        seed=m.seed,
        options=options,
        lang=m.lang,
        seats=seats,
        projector_key=new_token(),
        digest=m.digest(),
        position=position,
    )
    return record, m
