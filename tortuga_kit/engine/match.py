"""The Match: a game, its options and seed, and the history of actions taken.

A match keeps one snapshot per step, so ``undo``/``redo`` and the replay slider are O(1), and it
can always be rebuilt from ``(game, players, seed, options, position, history)``: that tuple is
the save file, and loading it replays every action and checks the result against a digest.
"""

from __future__ import annotations

import hashlib
import json
from functools import partial
from typing import Any

from .actions import Action, Decision
from .errors import BadOption, BadSave, IllegalAction
from .events import Event
from .game import Game, Result, check_players, resolve_options
from .rng import seed_state

SAVE_FORMAT = "tortuga_kit.match/1"

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    _GAMES[game.name] = game
    return game


def get_game(name: str) -> Game:
    try:
        return _GAMES[name]
    except KeyError:
        known = ", ".join(sorted(_GAMES))
        raise BadOption(f"unknown game {name!r}; known games: {known}") from None


def available_games() -> list[str]:
    return sorted(_GAMES)


def new_match(
    game: str | Game,
    players: int,
    seed: int | str = 0,
    *,
    position: dict[str, Any] | None = None,
    **options: Any,
) -> Match:
    """Start a match. ``position`` builds a prepared position (see the game's docs)."""
    return Match(game, players, seed, options, position)


class Match:
    """What notebooks, bots, tests and the command line hold."""

    def __init__(
        self,
        game: str | Game,
        players: int,
        seed: int | str = 0,
        options: dict[str, Any] | None = None,
        position: dict[str, Any] | None = None,
    ) -> None:
        self.game: Game = get_game(game) if isinstance(game, str) else game
        self.players = check_players(self.game, players)
        self.seed = seed
        self.options = resolve_options(self.game, dict(options or {}))
        self._given_options = dict(options or {})
        self.position = position
        seed_state(seed)  # a clear BadOption for a seed that is neither int nor str
        state, events = self.game.setup(players, self.options, seed, position)
        self._states: list[Any] = [state]
        self._actions: list[Action] = []
        self._events: list[list[Event]] = [events]
        self._redo: list[Action] = []
        self._cursor = 0  # index into _states of the shown step (== len(_actions) unless replaying)

    # ------------------------------------------------------------------ reading
    @property
    def state(self) -> Any:
        """The live game state. Read-only by convention: change it only through ``play``."""
        return self._states[-1]

    @property
    def decision(self) -> Decision | None:
        return self.game.decision(self.state)

    @property
    def to_move(self) -> int | None:
        d = self.decision
        return None if d is None else d.seat

    @property
    def is_over(self) -> bool:
        return self.game.result(self.state) is not None

    @property
    def result(self) -> Result | None:
        return self.game.result(self.state)

    @property
    def history(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    @property
    def events(self) -> list[Event]:
        return [e for step in self._events for e in step]

    def legal_actions(self) -> list[Action]:
        d = self.decision
        if d is None:
            return []
        state = self.state
        labeler = partial(self.game.label, state)  # snapshots never change: safe to keep
        return [Action(d.seat, t, labeler) for t in self.game.legal_actions(state)]

    def view(self, seat: int | None = None) -> View:
        """What ``seat`` may know (``None``: the public/projector view, no secrets at all)."""
        self._check_seat(seat)
        return View(self.game.view(self.state, seat), getattr(self.game, "render_svg", None))

    def log(self, seat: int | None = None) -> list[dict[str, Any]]:
        """The event log as ``seat`` may read it: private details only for the seats they concern."""
        self._check_seat(seat)
        return [e.to_view(seat) for e in self.events]

    def _check_seat(self, seat: int | None) -> None:
        if seat is not None and (
            isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players
        ):
            raise BadOption(f"seat must be None or 0–{self.players - 1}, not {seat!r}")

    # ------------------------------------------------------------------ changing
    def play(self, action: Action | str, seat: int | None = None) -> list[Event]:
        """Play one action; on ``IllegalAction`` nothing changes.

        ``seat`` (or an ``Action``'s own seat) is checked against the seat to move, so a widget
        or a bot acting for the wrong seat gets a clear error instead of moving someone else.
        """
        if isinstance(action, Action):
            seat = action.seat if seat is None else seat
            text = action.text
        elif isinstance(action, str):
            text = " ".join(action.split())
        else:
            raise IllegalAction(
                f"an action is an Action or its text, not {type(action).__name__}", "malformed"
            )
        state = self.state
        decision = self.game.decision(state)
        if decision is None:
            raise IllegalAction("the game is over: no more actions", "game_over")
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
            raise IllegalAction(
                f"seat must be a seat number 0–{self.players - 1}, not {seat!r}", "bad_seat"
            )
        if seat is not None and seat != decision.seat:
            who = self.game.view(state, None)["names"]
            raise IllegalAction(
                f"it is {who[decision.seat]}'s choice ({decision.prompt}), not "
                f"{who[seat] if 0 <= seat < len(who) else seat}'s",
                "not_your_turn",
                decision.rule,
            )
        legal = self.game.legal_actions(state)
        if text not in legal:
            lowered = {t.lower(): t for t in legal}
            if text.lower() in lowered:
                text = lowered[text.lower()]
            else:
                raise self.game.explain_illegal(state, text)
        # Apply to a copy: if a rules bug raised half-way, the match would still be untouched.
        new = self.game.clone(state)
        events = self.game.apply(new, text)
        self._states.append(new)
        self._actions.append(Action(decision.seat, text))
        self._events.append(events)
        self._redo.clear()
        return events

    def undo(self) -> Action:
        """Take back the last action (it can be redone until another action is played)."""
        if not self._actions:
            raise IllegalAction("nothing to undo: the match is at its start", "nothing_to_undo")
        self._states.pop()
        self._events.pop()
        action = self._actions.pop()
        self._redo.append(action)
        return action

    def redo(self) -> Action:
        if not self._redo:
            raise IllegalAction("nothing to redo", "nothing_to_redo")
        action = self._redo[-1]
        redo = self._redo[:-1]
        self.play(action)
        self._redo = redo
        return action

    @property
    def can_undo(self) -> bool:
        return bool(self._actions)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    # ------------------------------------------------------------------ replay
    def at(self, step: int) -> Match:
        """A copy of this match as it was after ``step`` actions (for replay sliders)."""
        if not 0 <= step <= len(self._actions):
            raise BadOption(f"step must be 0–{len(self._actions)}, not {step}")
        other = object.__new__(Match)
        other.__dict__.update(self.__dict__)
        other._states = self._states[: step + 1]
        other._actions = self._actions[:step]
        other._events = self._events[: step + 1]
        other._redo = []
        return other

    def copy(self) -> Match:
        return self.at(len(self._actions))

    def replayed(self) -> Match:
        """A new match rebuilt from seed and history (proves determinism)."""
        m = Match(self.game, self.players, self.seed, self._given_options, self.position)
        for a in self._actions:
            m.play(a)
        return m

    def digest(self) -> str:
        """A short fingerprint of the full state (secrets included): equal states, equal digests."""
        blob = json.dumps(self.game.to_dict(self.state), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()[:16]

    # ------------------------------------------------------------------ save/load
    def to_json(self) -> str:
        """A save file. It holds every secret (it is the whole match), so share it like a box."""
        data = {
            "format": SAVE_FORMAT,
            "game": self.game.name,
            "players": self.players,
            "seed": self.seed,
            "options": _jsonable(self._given_options),
            "position": self.position,
            "history": [[a.seat, a.text] for a in self._actions],
            "digest": self.digest(),
        }
        data["checksum"] = _checksum(data)
        return json.dumps(data, indent=1)

    @classmethod
    def from_json(cls, text: str | bytes) -> Match:
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as exc:
            raise BadSave(f"save file is not valid JSON: {exc}") from None
        except RecursionError:
            raise BadSave("save file is not valid JSON: nested too deeply") from None
        if not isinstance(data, dict):
            raise BadSave("save file is not a JSON object")
        if data.get("format") != SAVE_FORMAT:
            raise BadSave(f"save file format is {data.get('format')!r}, expected {SAVE_FORMAT!r}")
        for key, kind in (("game", str), ("players", int), ("history", list)):
            if not isinstance(data.get(key), kind):
                raise BadSave(f"save file field {key!r} is missing or not a {kind.__name__}")
        options = data.get("options") or {}
        if not isinstance(options, dict):
            raise BadSave("save file field 'options' is not an object")
        try:
            m = cls(
                data["game"], data["players"], data.get("seed", 0), options, data.get("position")
            )
        except BadOption as exc:
            raise BadSave(f"save file cannot start its match: {exc}") from None
        for i, entry in enumerate(data["history"]):
            if (
                not isinstance(entry, list)
                or len(entry) != 2
                or not isinstance(entry[0], int)
                or not isinstance(entry[1], str)
            ):
                raise BadSave(f"save file history entry {i} is not [seat, text]: {entry!r}")
            try:
                m.play(entry[1], seat=entry[0])
            except IllegalAction as exc:
                raise BadSave(
                    f"save file history entry {i} ({entry[1]!r}) is illegal: {exc}"
                ) from None
        if "digest" in data and data["digest"] != m.digest():
            raise BadSave(
                "save file digest does not match the replayed match: the file was altered"
            )
        if "checksum" in data and data["checksum"] != _checksum(data):
            # Checked last so that the more specific reasons above are reported first.
            raise BadSave("save file checksum does not match its contents: the file was altered")
        return m

    # ------------------------------------------------------------------ display
    def __repr__(self) -> str:
        status = "over" if self.is_over else f"to move: seat {self.to_move}"
        return (
            f"<Match {self.game.name} players={self.players} seed={self.seed!r} "
            f"step={len(self._actions)} {status}>"
        )

    def _repr_svg_(self) -> str | None:
        return self.view()._repr_svg_()


class View(dict):  # type: ignore[type-arg]
    """A plain JSON-ready dict that also draws itself as SVG in a notebook (no widgets needed)."""

    def __init__(self, data: dict[str, Any], render: Any = None) -> None:
        super().__init__(data)
        self._render = render

    def _repr_svg_(self) -> str | None:
        return self._render(dict(self)) if self._render else None


def _checksum(data: dict[str, Any]) -> str:
    """A fingerprint of everything in a save but the checksum itself (history included)."""
    body = {k: v for k, v in data.items() if k != "checksum"}
    blob = json.dumps(body, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def _jsonable(options: dict[str, Any]) -> dict[str, Any]:
    return {k: list(v) if isinstance(v, tuple) else v for k, v in options.items()}
