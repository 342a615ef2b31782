"""Tortuga 1667 game state: small, flat and cheap to copy.

Lines are lists of seats (index 0 is the Captain or the Governor); the chests are one list of
seven counts whose slots are named below (``chest_slot``); pending decisions are a stack of
immutable frames (``engine.flow.Frame``). Copying a state copies a few short lists, which keeps
undo and random playouts fast (reference §12a suggests the same shape).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.flow import Frame
from ...engine.game import Result
from ...engine.i18n import Msg, translator
from ...engine.rng import Rng
from .cards import TEAMS

if TYPE_CHECKING:
    from .texts import Named

_ = translator("tortuga1667")

# Places: the two ships and the island. Index 0 of a place's line is its Captain or Governor.
FD, JR, TORTUGA = 0, 1, 2
SHIPS = (FD, JR)
PLACES = (FD, JR, TORTUGA)
LINE_KEYS = ("fd", "jr", "tortuga")
# Names shown to a learner: English ids, translated where they are shown (``_.get``/``_.lazy``).
SHIP_TITLES = (_.mark("Flying Dutchman"), _.mark("Jolly Roger"))
PLACE_TITLES = (_.mark("the Flying Dutchman"), _.mark("the Jolly Roger"), _.mark("Tortuga"))
#: A nation's hold on a ship (or treasure area), as a sentence names it: "the {ship}'s {hold}".
HOLD_TITLES = {"british": _.mark("British hold"), "french": _.mark("French hold")}
#: The same names as texts read later (``Msg``), made once: an event holds one of these.
SHIP_NAMES = tuple(Msg(_.domain, t) for t in SHIP_TITLES)
PLACE_NAMES = tuple(Msg(_.domain, t) for t in PLACE_TITLES)
HOLD_NAMES = {team: Msg(_.domain, t) for team, t in HOLD_TITLES.items()}
#: A nation as the players who belong to it: "{people} have more chests".
TEAM_PEOPLE = {"british": _.mark("the British"), "french": _.mark("the French")}
BOAT_KEYS = ("fd-boat", "jr-boat")  # rowboat i lies between ship i and Tortuga
NO_ONE = -1  # an empty rowboat

# Chest slots: the galleon, then a British and a French area per place (ships' holds, Tortuga's
# treasure areas), in the order of PLACES.
GALLEON = 0


def chest_slot(place: int, team: str) -> int:
    """Index into ``State.chests`` of a place's British or French area (a hold on a ship)."""
    return 1 + 2 * place + (0 if team == "british" else 1)


T_BRITISH, T_FRENCH = chest_slot(TORTUGA, "british"), chest_slot(TORTUGA, "french")
#: Each nation's three chest slots (the two ships' holds and its treasure area on Tortuga).
BRITISH_SLOTS = tuple(chest_slot(p, "british") for p in PLACES)
FRENCH_SLOTS = tuple(chest_slot(p, "french") for p in PLACES)


class Shared:
    """What every copy of one match's state shares: fixed after setup."""

    __slots__ = ("names", "opts", "star_cards", "assumptions", "event_cards", "texts")

    def __init__(self, names: tuple[str, ...], opts: dict[str, Any]) -> None:
        self.names = names
        self.opts = opts
        self.star_cards: tuple[str, ...] = ()
        # computed for the first view; read in the view's language
        self.assumptions: tuple[Msg, ...] | None = None
        # The event cards this match plays with (after setup or a position): only the Armada
        # ever leaves (invariants.check).
        self.event_cards: tuple[str, ...] = ()
        # The action texts that name this match's players, looked up once (set by setup).
        self.texts: Named


class State:
    __slots__ = (
        "n",
        "shared",
        "names",
        "opts",
        "rng",
        "loyalty",
        "lines",
        "boats",
        "destroyed",
        "chests",
        "hands",
        "vote_deck",
        "event_deck",
        "row",
        "discard",
        "end_phase",
        "sudden_death",
        "albatross",
        "maps",
        "marques",
        "lost",
        "known",
        "turn_seat",
        "actions_left",
        "turn_number",
        "stack",
        "vote",
        "last_vote",
        "result",
        "action_open",
        "facade_seen",
    )

    def __init__(self, names: tuple[str, ...] = (), opts: dict[str, Any] | None = None) -> None:
        self.n = len(names)
        self.shared = Shared(names, dict(opts or {}))
        self.names = self.shared.names
        self.opts = self.shared.opts
        self.rng = Rng(0)
        self.loyalty: list[str] = []
        self.lines: list[list[int]] = [[], [], []]
        self.boats: list[int] = [NO_ONE, NO_ONE]
        self.destroyed: list[bool] = [False, False]
        self.chests: list[int] = [0] * 7
        self.hands: list[list[str]] = []
        self.vote_deck: list[str] = []
        self.event_deck: list[str] = []
        self.row: list[str | None] = []
        self.discard: list[str] = []
        self.end_phase = False
        self.sudden_death = False
        self.albatross: list[int] = []
        self.maps: list[list[str]] = []
        self.marques: list[int] = []
        self.lost: list[int] = []
        self.known: list[dict[int, str]] = []
        self.turn_seat = 0
        self.actions_left = 1
        self.turn_number = 1
        self.stack: list[Frame[State]] = []
        self.vote: dict[str, Any] | None = None
        self.last_vote: dict[str, Any] | None = None
        self.result: Result | None = None
        self.action_open = False
        # Façade (placeholder card): seats that have seen another seat's loyalty card.
        self.facade_seen: list[dict[int, str]] = []

    @property
    def star_cards(self) -> tuple[str, ...]:
        return self.shared.star_cards

    def clone(self) -> State:
        c = State.__new__(State)
        c.n = self.n
        c.shared = self.shared
        c.names = self.names
        c.opts = self.opts
        c.rng = Rng(self.rng.state)
        c.loyalty = self.loyalty[:]
        c.lines = [self.lines[0][:], self.lines[1][:], self.lines[2][:]]
        c.boats = self.boats[:]
        c.destroyed = self.destroyed[:]
        c.chests = self.chests[:]
        c.hands = [h[:] for h in self.hands]
        c.vote_deck = self.vote_deck[:]
        c.event_deck = self.event_deck[:]
        c.row = self.row[:]
        c.discard = self.discard[:]
        c.end_phase = self.end_phase
        c.sudden_death = self.sudden_death
        c.albatross = self.albatross[:]
        c.maps = [m[:] for m in self.maps]
        c.marques = self.marques[:]
        c.lost = self.lost[:]
        c.known = [dict(k) for k in self.known]
        c.turn_seat = self.turn_seat
        c.actions_left = self.actions_left
        c.turn_number = self.turn_number
        c.stack = self.stack[:]  # frames are immutable
        v = self.vote
        if v is not None:
            v = dict(v)
            v["played"] = v["played"][:]
        c.vote = v
        c.last_vote = self.last_vote  # replaced, never changed in place
        c.result = self.result
        c.action_open = self.action_open
        c.facade_seen = [dict(k) for k in self.facade_seen]
        return c

    # ------------------------------------------------------------ where is everyone
    def where(self, seat: int) -> tuple[str, int]:
        """``("line", FD|JR|TORTUGA)`` or ``("boat", 0|1)``."""
        lines = self.lines
        if seat in lines[FD]:
            return "line", FD
        if seat in lines[JR]:
            return "line", JR
        if seat in lines[TORTUGA]:
            return "line", TORTUGA
        boats = self.boats
        if boats[0] == seat:
            return "boat", 0
        if boats[1] == seat:
            return "boat", 1
        raise AssertionError(f"seat {seat} is nowhere")

    def roles(self, seat: int) -> list[str]:
        out = []
        for ship in SHIPS:
            line = self.lines[ship]
            if line and line[0] == seat:
                out.append("captain")
            if len(line) >= 2 and line[1] == seat:
                out.append("first_mate")
            if line and line[-1] == seat:
                out.append("cabin_boy")
        t = self.lines[TORTUGA]
        if t and t[0] == seat:
            out.append("governor")
        return out

    def team_totals(self) -> dict[str, int]:
        """The chests each nation holds (what counts when the Armada comes)."""
        c = self.chests
        b1, b2, b3 = BRITISH_SLOTS
        f1, f2, f3 = FRENCH_SLOTS
        return {"british": c[b1] + c[b2] + c[b3], "french": c[f1] + c[f2] + c[f3]}

    def face_down_slots(self) -> list[int]:
        return [i for i, c in enumerate(self.row) if c is not None]

    def to_dict(self) -> dict[str, Any]:
        """The whole state, secrets included (for digests, saves and positions)."""
        names = self.names

        def by_name(values: list[Any]) -> dict[str, Any]:
            return {names[i]: v for i, v in enumerate(values)}

        c = self.chests
        return {
            "names": list(names),
            "loyalty": by_name(self.loyalty),
            "lines": {k: [names[s] for s in self.lines[i]] for i, k in enumerate(LINE_KEYS)},
            "boats": {
                k[:2]: (names[s] if s != NO_ONE else None) for k, s in zip(BOAT_KEYS, self.boats)
            },
            "destroyed": {"fd": self.destroyed[FD], "jr": self.destroyed[JR]},
            "chests": {
                "galleon": c[GALLEON],
                **{LINE_KEYS[p]: {team: c[chest_slot(p, team)] for team in TEAMS} for p in PLACES},
            },
            "hands": by_name([list(h) for h in self.hands]),
            "vote_deck": list(self.vote_deck),
            "event_deck": list(self.event_deck),
            "row": list(self.row),
            "discard": list(self.discard),
            "end_phase": self.end_phase,
            "sudden_death": self.sudden_death,
            "albatross": by_name(self.albatross),
            "maps": by_name([list(m) for m in self.maps]),
            "marques": by_name(self.marques),
            "lost": by_name(self.lost),
            "known": by_name([{str(k + 1): v for k, v in sorted(d.items())} for d in self.known]),
            "facade_seen": by_name(
                [{names[k]: v for k, v in sorted(d.items())} for d in self.facade_seen]
            ),
            "turn": names[self.turn_seat],
            "actions_left": self.actions_left,
            "turn_number": self.turn_number,
            "action_open": self.action_open,
            "stack": [f.to_list() for f in self.stack],
            "vote": _vote_dict(self.vote),
            "last_vote": _copy_json(self.last_vote),
            "rng": self.rng.state,
            "over": self.result is not None,
            "result": None if self.result is None else self.result.outcome(),
            "star_cards": list(self.star_cards),
        }


def _vote_dict(vote: dict[str, Any] | None) -> dict[str, Any] | None:
    if vote is None:
        return None
    out = dict(vote)
    out["played"] = [list(p) for p in vote["played"]]
    out["voters"] = list(vote["voters"])
    return out


def _copy_json(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_copy_json(v) for v in value]
    return value
