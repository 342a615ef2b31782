"""Tortuga 1667 game state: small, flat and cheap to copy.

Lines are lists of seats (index 0 is the Captain or the Governor); chests are seven integers;
pending decisions are a stack of immutable frames. Copying a state copies a few short lists,
which keeps undo and random playouts fast (reference §12a suggests the same shape).
"""

from __future__ import annotations

from typing import Any

from ...engine.game import Result
from ...engine.rng import Rng

FD, JR, TORTUGA = 0, 1, 2
SHIPS = (FD, JR)
LINE_KEYS = ("fd", "jr", "tortuga")
SHIP_TITLES = ("Flying Dutchman", "Jolly Roger")
PLACE_TITLES = ("the Flying Dutchman", "the Jolly Roger", "Tortuga")
BOAT_KEYS = ("fd-boat", "jr-boat")  # rowboat i lies between ship i and Tortuga

GALLEON = 0
T_BRITISH, T_FRENCH = 5, 6
TEAMS = ("british", "french")
CHEST_KEYS = (
    "galleon",
    "fd british",
    "fd french",
    "jr british",
    "jr french",
    "tortuga british",
    "tortuga french",
)


def hold_index(ship: int, team: str) -> int:
    """Index into ``State.chests`` of a ship's British or French hold."""
    return 1 + 2 * ship + (0 if team == "british" else 1)


# A frame is (kind, seat, payload): one pending decision. The top of the stack decides next.
Frame = tuple[str, int, tuple[Any, ...]]


class State:
    __slots__ = (
        "n",
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
        "star_cards",
        "assumptions",
        "facade_seen",
    )

    def __init__(self) -> None:
        self.n = 0
        self.names: tuple[str, ...] = ()
        self.opts: dict[str, Any] = {}
        self.rng = Rng(0)
        self.loyalty: list[str] = []
        self.lines: list[list[int]] = [[], [], []]
        self.boats: list[int] = [-1, -1]
        self.destroyed: list[bool] = [False, False]
        self.chests: list[int] = [4, 0, 0, 0, 0, 1, 1]
        self.hands: list[list[str]] = []
        self.vote_deck: list[str] = []
        self.event_deck: list[str] = []
        self.row: list[str | None] = [None] * 5
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
        self.stack: list[Frame] = []
        self.vote: dict[str, Any] | None = None
        self.last_vote: dict[str, Any] | None = None
        self.result: Result | None = None
        self.action_open = False
        self.star_cards: tuple[str, ...] = ()
        self.assumptions: tuple[str, ...] = ()
        # Façade (placeholder card): seats that have seen another seat's loyalty card.
        self.facade_seen: list[dict[int, str]] = []

    def clone(self) -> State:
        c = State.__new__(State)
        c.n = self.n
        c.names = self.names  # never mutated after setup
        c.opts = self.opts  # never mutated after setup
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
        c.stack = self.stack[:]
        v = self.vote
        if v is not None:
            v = dict(v)
            v["played"] = v["played"][:]
        c.vote = v
        c.last_vote = self.last_vote
        c.result = self.result
        c.action_open = self.action_open
        c.star_cards = self.star_cards
        c.assumptions = self.assumptions
        c.facade_seen = [dict(k) for k in self.facade_seen]
        return c

    # ------------------------------------------------------------ where is everyone
    def where(self, seat: int) -> tuple[str, int]:
        """``("line", FD|JR|TORTUGA)`` or ``("boat", 0|1)``."""
        for i in (FD, JR, TORTUGA):
            if seat in self.lines[i]:
                return "line", i
        for b in (0, 1):
            if self.boats[b] == seat:
                return "boat", b
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
        c = self.chests
        return {"british": c[1] + c[3] + c[5], "french": c[2] + c[4] + c[6]}

    def face_down_slots(self) -> list[int]:
        return [i for i, c in enumerate(self.row) if c is not None]

    def to_dict(self) -> dict[str, Any]:
        """The whole state, secrets included (for digests, saves and positions)."""
        names = self.names

        def by_name(values: list[Any]) -> dict[str, Any]:
            return {names[i]: v for i, v in enumerate(values)}

        return {
            "names": list(names),
            "loyalty": by_name(self.loyalty),
            "lines": {k: [names[s] for s in self.lines[i]] for i, k in enumerate(LINE_KEYS)},
            "boats": {k[:2]: (names[s] if s >= 0 else None) for k, s in zip(BOAT_KEYS, self.boats)},
            "destroyed": {"fd": self.destroyed[0], "jr": self.destroyed[1]},
            "chests": {
                "galleon": self.chests[0],
                "fd": {"british": self.chests[1], "french": self.chests[2]},
                "jr": {"british": self.chests[3], "french": self.chests[4]},
                "tortuga": {"british": self.chests[5], "french": self.chests[6]},
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
            "turn": names[self.turn_seat],
            "actions_left": self.actions_left,
            "turn_number": self.turn_number,
            "stack": [[k, s, list(p)] for k, s, p in self.stack],
            "vote": _vote_dict(self.vote),
            "rng": self.rng.state,
            "over": self.result is not None,
            "star_cards": list(self.star_cards),
        }


def _vote_dict(vote: dict[str, Any] | None) -> dict[str, Any] | None:
    if vote is None:
        return None
    out = dict(vote)
    out["played"] = [list(p) for p in vote["played"]]
    out["voters"] = list(vote["voters"])
    return out
