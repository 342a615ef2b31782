"""What one seat may know, or (seat ``None``) what a projector may show (rules §hidden;
reference §9).

Everybody sees the tunnel, every pirate, the face-up row, the discards, the size of the stock
and of every hand, and the part of each hand that everybody saw being taken from the row. A seat
sees its own hand; in the "tortuga" version every hand lies open. Building a view never touches
the match's RNG.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict, cast

from ...engine.flow import shown_by_frames
from ...engine.view import ViewBase
from .cards import BOAT, COLOURS
from .setup import assumptions
from .state import State, hand_list


class _Player(TypedDict):
    seat: int
    name: str
    colour: str
    #: every pirate's position: 0 the start, 1..36 the tunnel, 37 the boat
    pirates: list[int]
    in_boat: int
    hand_size: int
    #: the cards of this hand everybody saw taken from the row
    seen: list[str]


class PlayerView(_Player, total=False):
    """One player as every seat sees it; ``hand`` only in the "tortuga" version (open hands)."""

    hand: list[str]


class TurnView(TypedDict):
    seat: int
    name: str
    number: int
    actions_done: int
    actions_left: int
    #: the least and the most actions a turn takes (the options)
    least: int
    most: int


class YouView(TypedDict):
    """The viewing seat's own: its hand."""

    seat: int
    name: str
    hand: list[str]


class CartagenaView(ViewBase):
    """What one seat (or the projector) may know of a Cartagena match: what ``view`` builds,
    ``svg.py`` draws and ``lessons.py`` reads."""

    variant: str
    #: the 36 fields' symbols, field 1 first
    tunnel: list[str]
    #: how many pirates stand on each field, field 1 first
    occupancy: list[int]
    players: list[PlayerView]
    #: the face-up row to draw from, ``row[0]`` first
    row: list[str]
    stock: int
    discard: list[str]
    turn: TurnView
    scores: list[float]
    you: YouView | None


def typed(view: Mapping[str, Any]) -> CartagenaView:
    """``view`` read as a ``CartagenaView``: a board or a lesson reads its keys by name (mypy
    checks them), with ``get`` where a view may be partial."""
    return cast(CartagenaView, view)


def view(s: State, seat: int | None) -> dict[str, Any]:
    names = s.names
    open_hands = s.open_hands
    frame = s.stack[-1] if s.stack and s.result is None else None
    d = frame.decision(s) if frame is not None else None
    players: list[PlayerView] = []
    for p in range(s.n):
        entry: PlayerView = {
            "seat": p,
            "name": names[p],
            "colour": COLOURS[p],
            "pirates": list(s.pirates[p]),
            "in_boat": s.pirates[p].count(BOAT),
            "hand_size": sum(s.hands[p]),
            "seen": hand_list(s.known[p]),  # cards of this hand everybody saw taken
        }
        if open_hands:
            entry["hand"] = hand_list(s.hands[p])
        players.append(entry)
    budget = getattr(frame, "budget", None)
    out: CartagenaView = {
        "game": "cartagena",
        "title": "Cartagena",
        "variant": s.opts["variant"],
        "seat": seat,
        "names": list(names),
        "tunnel": list(s.tunnel),
        "occupancy": list(s.occupancy),
        "players": players,
        "row": list(s.row),
        "stock": len(s.stock),
        "discard": list(s.discard),
        "turn": {
            "seat": s.turn_seat,
            "name": names[s.turn_seat],
            "number": s.turn_number,
            "actions_done": budget.done if budget is not None else 0,
            "actions_left": budget.left if budget is not None else 0,
            "least": s.opts["min_actions"],
            "most": s.opts["max_actions"],
        },
        "decision": None if d is None else d.to_dict(),
        "scores": [float(s.pirates[p].count(BOAT)) for p in range(s.n)],
        "result": _result(s),
        "assumptions": list(assumptions(s)),
        "pending": shown_by_frames(s.stack, s, seat),
        "options": {k: (list(v) if isinstance(v, tuple) else v) for k, v in s.opts.items()},
        "you": None
        if seat is None
        else {"seat": seat, "name": names[seat], "hand": hand_list(s.hands[seat])},
    }
    return cast("dict[str, Any]", out)  # the engine passes views on as JSON dicts


def _result(s: State) -> dict[str, Any] | None:
    """The result, its reason in the active language (the view is made in the match's)."""
    if s.result is None:
        return None
    return s.result.in_language().to_dict()
