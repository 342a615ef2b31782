"""What one seat may know, or (seat ``None``) what a projector may show.

One function builds every view, so widgets, notebooks and tests cannot disagree about secrets.
A seat sees its own loyalty, vote hand and peeked cards; everyone sees the board, chests, the
face-up kept cards, hand sizes and the revealed cards of past votes, never who played which.
Building a view never touches the match's RNG.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict, cast

from ...engine.flow import shown_by_frames
from ...engine.i18n import Msg, translator
from ...engine.view import ViewBase
from .cards import event_title
from .setup import assumptions
from .state import (
    BOAT_KEYS,
    GALLEON,
    LINE_KEYS,
    NO_ONE,
    SHIP_TITLES,
    SHIPS,
    T_BRITISH,
    T_FRENCH,
    TORTUGA,
    State,
    chest_slot,
)
from .votes.rules import resolve_cards

_ = translator("tortuga1667")


class _Player(TypedDict):
    seat: int
    name: str
    #: where the pawn stands: a ship's or Tortuga's key, or a rowboat's
    location: str
    roles: list[str]
    hand_size: int
    lost_cards: int
    albatross: int
    maps: list[str]
    saved_marques: int
    #: the team, only when loyalties are open or the game is over
    loyalty: str | None


class PlayerView(_Player, total=False):
    """One player as every seat sees it; ``loyalty_seen``: what the viewing seat saw of it."""

    loyalty_seen: str


class ShipView(TypedDict):
    title: str
    line: list[int]
    holds: dict[str, int]
    captain: int | None
    first_mate: int | None
    cabin_boy: int | None


class TortugaIsland(TypedDict):
    line: list[int]
    governor: int | None
    treasure: dict[str, int]


class TurnView(TypedDict):
    seat: int
    name: str
    number: int
    actions_left: int


class YouView(TypedDict):
    """The viewing seat's own: its team, its vote cards, the event cards it looked at."""

    seat: int
    name: str
    loyalty: str
    hand: list[str]
    known: dict[str, str]


class TortugaView(ViewBase):
    """What one seat (or the projector) may know of a Tortuga 1667 match: what ``view`` builds,
    ``svg.py`` draws and ``lessons.py`` reads."""

    players: list[PlayerView]
    turn: TurnView
    galleon: int
    ships: dict[str, ShipView]
    tortuga: TortugaIsland
    boats: dict[str, int | None]
    destroyed: dict[str, bool]
    row: list[dict[str, Any]]
    event_deck: int
    discard: list[str]
    vote_deck: int
    end_phase: bool
    sudden_death: bool
    star_cards: list[str]
    scores: dict[str, int]
    vote: dict[str, Any] | None
    last_vote: dict[str, Any] | None
    you: YouView | None


def typed(view: Mapping[str, Any]) -> TortugaView:
    """``view`` read as a ``TortugaView`` (mypy checks the keys read by name)."""
    return cast(TortugaView, view)


def view(s: State, seat: int | None) -> dict[str, Any]:
    names = s.names
    over = s.result is not None
    loyalty_public = s.opts["open_loyalty"] or over
    d = s.stack[-1].decision(s) if s.stack and s.result is None else None
    players: list[PlayerView] = []
    for p in range(s.n):
        where, idx = s.where(p)
        entry: PlayerView = {
            "seat": p,
            "name": names[p],
            "location": BOAT_KEYS[idx] if where == "boat" else LINE_KEYS[idx],
            "roles": s.roles(p),
            "hand_size": len(s.hands[p]),
            "lost_cards": s.lost[p],
            "albatross": s.albatross[p],
            "maps": list(s.maps[p]),
            "saved_marques": s.marques[p],
            "loyalty": s.loyalty[p] if loyalty_public else None,
        }
        if seat is not None and p in s.facade_seen[seat]:
            entry["loyalty_seen"] = s.facade_seen[seat][p]
        players.append(entry)
    known = s.known[seat] if seat is not None else {}
    row = []
    for i, c in enumerate(s.row):
        card = known.get(i) if c is not None else None
        row.append(
            {
                "slot": i + 1,
                "empty": c is None,
                "card": card,
                "title": _.get(event_title(card)) if card else None,
            }
        )
    ships: dict[str, ShipView] = {}
    for k in SHIPS:
        line = s.lines[k]
        ships[LINE_KEYS[k]] = {
            "title": _.get(SHIP_TITLES[k]),
            "line": list(line),
            "holds": {
                "british": s.chests[chest_slot(k, "british")],
                "french": s.chests[chest_slot(k, "french")],
            },
            "captain": line[0] if line else None,
            "first_mate": line[1] if len(line) >= 2 else None,
            "cabin_boy": line[-1] if line else None,
        }
    t = s.lines[TORTUGA]
    vote = None
    if s.vote is not None:
        v = s.vote
        vote = {
            "kind": v["kind"],
            "caller": v["caller"],
            "voters": list(v["voters"]),
            "cards_down": len(v["played"]),
        }
    out: TortugaView = {
        "game": "tortuga1667",
        "title": "Tortuga 1667",
        "seat": seat,
        "names": list(names),
        "players": players,
        "turn": {
            "seat": s.turn_seat,
            "name": names[s.turn_seat],
            "number": s.turn_number,
            "actions_left": s.actions_left,
        },
        "decision": None
        if d is None
        else {
            "seat": d.seat,
            "kind": d.kind,
            "prompt": d.prompt,
            "rule": d.rule,
            "secret": d.secret,
        },
        "galleon": s.chests[GALLEON],
        "ships": ships,
        "tortuga": {
            "line": list(t),
            "governor": t[0] if t else None,
            "treasure": {"british": s.chests[T_BRITISH], "french": s.chests[T_FRENCH]},
        },
        "boats": {
            "fd": s.boats[0] if s.boats[0] != NO_ONE else None,
            "jr": s.boats[1] if s.boats[1] != NO_ONE else None,
        },
        "destroyed": {"fd": s.destroyed[0], "jr": s.destroyed[1]},
        "row": row,
        "event_deck": len(s.event_deck),
        "discard": [_.get(event_title(c)) for c in s.discard],
        "vote_deck": len(s.vote_deck),
        "end_phase": s.end_phase,
        "sudden_death": s.sudden_death,
        "star_cards": [_.get(event_title(c)) for c in s.star_cards],
        "scores": s.team_totals(),
        "vote": vote,
        "last_vote": _last_vote(s.last_vote),
        "result": s.result.in_language().to_dict() if s.result else None,
        "assumptions": [a.render() for a in _assumptions(s)],
        # What pending decisions show this seat (none of Tortuga's frames shows anything: a vote
        # in progress is public as "vote", its cards stay with their voters).
        "pending": shown_by_frames(s.stack, s, seat),
        "options": {k: (list(v) if isinstance(v, tuple) else v) for k, v in s.opts.items()},
        "you": None,
    }
    if seat is not None:
        out["you"] = {
            "seat": seat,
            "name": names[seat],
            "loyalty": s.loyalty[seat],
            "hand": sorted(s.hands[seat]),
            "known": {str(i + 1): _.get(event_title(c)) for i, c in sorted(known.items())},
        }
    return cast("dict[str, Any]", out)  # the engine passes views on as JSON dicts


def _assumptions(s: State) -> tuple[Msg, ...]:
    """The assumed data this match uses (fixed by its options: worked out once per match)."""
    if s.shared.assumptions is None:
        s.shared.assumptions = assumptions(s)
    return s.shared.assumptions


def _last_vote(last: dict[str, Any] | None) -> dict[str, Any] | None:
    """The revealed cards of the last vote (copied out: a view never hands out the state's lists)."""
    if not last:
        return None
    # the explanation is words, made here from the cards (the state keeps only the facts)
    explanation = resolve_cards(last["kind"], last["cards"]).explanation
    return {**last, "cards": list(last["cards"]), "explanation": explanation}
