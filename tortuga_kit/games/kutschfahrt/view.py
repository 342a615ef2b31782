"""What one seat may know, or (seat ``None``) what a projector may show (rules §looks).

Everybody sees: how many items each player holds, the face-up professions (and whether a
once-only one is spent, and what a face-up Illusionist copied), whether every player holds a Trank der Macht, the draw pile's size,
whose turn it is, a fight's fighters, the support declared, the cards played and the running
score, a pending offer's two players (not the card), a claim's named allies, and the log's
public lines. A seat also sees its own society, items and profession, the offered card when it
is the offer's receiver or offerer, and its **knowledge sheet** (``knowledge.sheet``). When the
game is over every card is shown, as players show theirs at the table. Building a view never
touches the match's RNG.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict, cast

from ...engine.flow import shown_by_frames
from ...engine.i18n import translator
from ...engine.view import ViewBase
from .knowledge import sheet
from .options import assumed_texts
from .state import State

_ = translator("kutschfahrt")

#: The view's ``turn.phase`` by the kind of the decision on top.
PHASES = {
    "turn": "action",
    "trade_answer": "trade",
    "trade_return": "trade",
    "trade_effect": "trade",
    "coat_pick": "trade",
    "sextant_pass": "trade",
    "priest_window": "fight",
    "priest_pay": "fight",
    "support": "fight",
    "hypnosis": "fight",
    "fight_window": "fight",
    "doctor_window": "fight",
    "reward": "fight",
    "take": "fight",
    "give_back": "fight",
    "allies": "declare",
    "gift": "hand_limit",
    "diplomat_after": "profession",
    "diplomat_whom": "profession",
    "diplomat_what": "profession",
    "diplomat_return": "profession",
    "clairvoyant": "profession",
    "fortune_teller": "profession",
    "after_fight": "fight",
    "loser_look": "fight",
    "absinthe_take": "fight",
    "second_trade": "trade",
    "advocate_window": "declare",
    "event_choice": "event",
    "event_act": "event",
    "cutpurse": "event",
    "choose_profession": "setup",
}


class PlayerView(TypedDict):
    """One player as every seat sees it: the face-up profession, the item count; society and
    items only once the game is over."""

    seat: int
    name: str
    item_count: int
    profession: str | None
    profession_spent: bool | None
    profession_copy: str | None
    trank: bool
    revenge: int
    coachman: bool
    society: str | None
    items: list[str] | None


class YouView(TypedDict):
    """The viewing seat's own: society, items, profession and knowledge sheet."""

    seat: int
    name: str
    society: str
    items: list[str]
    profession: str
    profession_face_up: bool
    profession_spent: bool
    profession_copy: str | None
    trank: bool
    knowledge: list[dict[str, Any]]
    pile_seen: dict[str, Any] | None


class TurnView(TypedDict):
    seat: int
    name: str
    number: int
    #: the kind of step the turn is in (``PHASES``), ``"over"`` at the end
    phase: str


class KutschfahrtView(ViewBase):
    """What one seat (or the projector) may know of a Kutschfahrt match: what ``view`` builds
    and ``svg.py`` draws."""

    players: list[PlayerView]
    hand_limit: int
    draw_pile: int
    removed: list[str]
    expansion: bool
    coachman: int | None
    events_left: int
    event_in_force: str | None
    last_event: str | None
    turn: TurnView
    public_knowledge: list[dict[str, Any]]
    fight: dict[str, Any] | None
    you: YouView | None


def typed(view: Mapping[str, Any]) -> KutschfahrtView:
    """``view`` read as a ``KutschfahrtView`` (mypy checks the keys read by name)."""
    return cast(KutschfahrtView, view)


def fight_view(s: State) -> dict[str, Any] | None:
    f = s.fight
    if f is None:
        return None
    r = f.result if f.result is not None else f.count(s)
    return {
        "attacker": f.attacker,
        "defender": f.defender,
        "sides": {str(p): side for p, side in sorted(f.sides.items())},
        "silenced": sorted(f.silenced),
        "absinthed": sorted(f.absinthed),
        "used": [{"seat": p, "card": c} for p, c in f.used],
        "attack": r.attack,
        "defence": r.defence,
        "leader": r.winner,
        "counted": f.result is not None,
        "explanation": str(r.said()),
    }


def _pile_seen(s: State, seat: int) -> dict[str, Any] | None:
    """What the seat saw of the draw pile when it last looked through it (the Clairvoyant)."""
    seen = s.pile_seen[seat]
    if seen is None:
        return None
    return {"cards": list(seen[0]), "turn": seen[1], "how": seen[2]}


def view(s: State, seat: int | None) -> dict[str, Any]:
    over = s.result is not None
    frame = s.stack[-1] if s.stack and not over else None
    d = frame.decision(s) if frame is not None else None
    players: list[PlayerView] = [
        {
            "seat": p,
            "name": s.names[p],
            "item_count": len(s.items[p]),
            "profession": s.professions[p] if s.face_up[p] or over else None,
            "profession_spent": s.spent[p] if s.face_up[p] else None,
            "profession_copy": s.copied[p],  # what a face-up Illusionist copied (public)
            "trank": s.trank,
            "revenge": s.revenge[p],
            "coachman": s.coachman == p,
            "society": s.societies[p] if over else None,
            "items": sorted(s.items[p]) if over else None,
        }
        for p in range(s.n)
    ]
    you: YouView | None = None
    if seat is not None:
        you = {
            "seat": seat,
            "name": s.names[seat],
            "society": s.societies[seat],
            "items": sorted(s.items[seat]),
            "profession": s.professions[seat],
            "profession_face_up": s.face_up[seat],
            "profession_spent": s.spent[seat],
            "profession_copy": s.copied[seat],
            "trank": s.trank,
            "knowledge": sheet(s, seat),
            "pile_seen": _pile_seen(s, seat),
        }
    out: KutschfahrtView = {
        "game": "kutschfahrt",
        "title": _("Kutschfahrt zur Teufelsburg"),
        "seat": seat,
        "names": list(s.names),
        "players": players,
        "hand_limit": s.limit,
        "draw_pile": len(s.pile),
        "removed": list(s.removed),
        "expansion": s.expansion,
        "coachman": s.coachman,
        "events_left": len(s.events),
        "event_in_force": s.in_force,
        "last_event": s.last_event,
        "turn": {
            "seat": s.turn_seat,
            "name": s.names[s.turn_seat],
            "number": s.turn_number,
            "phase": "over" if over else PHASES.get(d.kind if d else "", "action"),
        },
        "public_knowledge": sheet(s, None),
        "fight": fight_view(s),
        "decision": None if d is None else d.to_dict(),
        "pending": shown_by_frames(s.stack, s, seat),
        "result": s.result.in_language().to_dict() if s.result else None,
        "assumptions": assumed_texts(s),
        "options": {k: list(v) if isinstance(v, tuple) else v for k, v in s.opts.items()},
        "you": you,
    }
    return cast("dict[str, Any]", out)  # the engine passes views on as JSON dicts
