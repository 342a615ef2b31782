"""What one seat may know, or (seat ``None``) what a projector may show (rules §hidden;
reference §11).

Everybody sees the 12 islands (every pile's size and its top card: the piles lie ingredient
side up), every pirate, every recipe card, the size of every hand and pantry, and after the end
every score. A seat sees its own hand, and its own pantry unless the Forgetful Pirates variant
is played. Every card in a hand or pantry was seen by all once (taken from a pile top, or
played), so the log says them; the views keep hands and pantries to their owners, as players
at a table do. Building a view never touches the match's RNG.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypedDict, cast

from ...engine.flow import shown_by_frames
from ...engine.view import ViewBase
from .carddata import is_assumed
from .ending import piles_to_end, scores
from .scoring import best_score
from .setup import COLOURS, assumptions
from .state import State


class ScoreView(TypedDict):
    """A score step by step (``scoring.best_score``): the total, its parts and their counts."""

    total: int
    breakdown: dict[str, int]
    counts: dict[str, int]
    recipes: int
    explanation: str


class PlayerView(TypedDict):
    """One player as every seat sees it; the score parts only after the end."""

    seat: int
    name: str
    colour: str
    island: int
    recipe_card: str
    #: the 6-point and the 3-point ingredients of the recipe card
    recipe: list[list[str]]
    hand_size: int
    pantry_size: int
    score: int | None
    breakdown: dict[str, int] | None
    explanation: str | None


class IslandView(TypedDict):
    size: int
    #: the pile's top card (the piles lie ingredient side up); ``None`` when emptied
    top: str | None


class TurnView(TypedDict):
    seat: int
    name: str
    number: int


class YouView(TypedDict):
    """The viewing seat's own: its hand, and its pantry and live score unless Forgetful
    Pirates hides them."""

    seat: int
    name: str
    hand: list[str]
    pantry: list[str] | None
    score_now: ScoreView | None


class GourmetView(ViewBase):
    """What one seat (or the projector) may know of a Tortuga Gourmet match: what ``view``
    builds, ``svg.py`` draws and ``lessons.py`` reads."""

    islands: list[IslandView]
    emptied: int
    piles_to_end: int
    ending: bool
    first_player: int
    players: list[PlayerView]
    turn: TurnView
    card_data_assumed: bool
    you: YouView | None


def typed(view: Mapping[str, Any]) -> GourmetView:
    """``view`` read as a ``GourmetView``: a board or a lesson reads its keys by name (mypy
    checks them), with ``get`` where a view may be partial."""
    return cast(GourmetView, view)


def live_score(s: State, seat: int) -> ScoreView | None:
    """The seat's score if the game ended now (pantry plus hand), for the board; ``None``
    under Forgetful Pirates (the owner may not look at the pantry)."""
    if s.opts["forgetful_pirates"]:
        return None
    r = best_score(
        s.recipe(seat),
        s.pantries[seat] + s.hands[seat],
        scoring_mode=s.opts["scoring_mode"],
        secret_in_meatballs=s.opts["secret_in_meatballs"],
        meatballs_are_recipes=s.opts["tiebreak_counts_meatballs"],
    )
    return {
        "total": r.total,
        "breakdown": dict(r.breakdown),
        "counts": dict(r.counts),
        "recipes": r.recipes,
        "explanation": r.explanation,
    }


def _result(s: State) -> dict[str, Any] | None:
    """The result, its reason in the active language (the ``Result`` holds the English)."""
    return s.result.in_language().to_dict() if s.result is not None else None


def view(s: State, seat: int | None) -> dict[str, Any]:
    names = s.names
    frame = s.stack[-1] if s.stack and s.result is None else None
    d = frame.decision(s) if frame is not None else None
    final = scores(s) if s.result is not None else None
    players: list[PlayerView] = [
        {
            "seat": p,
            "name": names[p],
            "colour": COLOURS[p],
            "island": s.pirates[p],
            "recipe_card": s.recipes[p],
            "recipe": [list(part) for part in s.recipe(p)],
            "hand_size": len(s.hands[p]),
            "pantry_size": len(s.pantries[p]),
            "score": None if final is None else final[p].total,
            "breakdown": None if final is None else dict(final[p].breakdown),
            "explanation": None if final is None else final[p].explanation,
        }
        for p in range(s.n)
    ]
    you: YouView | None = None
    if seat is not None:
        forgetful = s.opts["forgetful_pirates"] and s.result is None
        you = {
            "seat": seat,
            "name": names[seat],
            "hand": sorted(s.hands[seat]),
            "pantry": None if forgetful else list(s.pantries[seat]),
            "score_now": None if forgetful else live_score(s, seat),
        }
    options = dict(s.opts)
    if options["card_data"] is not None:
        options["card_data"] = (
            "(given: " + str(options["card_data"].get("source", "a file"))[:60] + ")"
        )
    out: GourmetView = {
        "game": "gourmet",
        "title": "Tortuga Gourmet",
        "seat": seat,
        "names": list(names),
        "islands": [{"size": len(p), "top": p[-1] if p else None} for p in s.piles],
        "emptied": s.emptied(),
        "piles_to_end": piles_to_end(s),
        "ending": s.ending,
        "first_player": s.first_player,
        "players": players,
        "turn": {"seat": s.turn_seat, "name": names[s.turn_seat], "number": s.turn_number},
        "decision": None if d is None else d.to_dict(),
        "result": _result(s),
        "card_data_assumed": is_assumed(s.opts["card_data"]),
        "assumptions": list(assumptions(s)),
        "pending": shown_by_frames(s.stack, s, seat),
        "options": {k: (list(v) if isinstance(v, tuple) else v) for k, v in options.items()},
        "you": you,
    }
    return cast("dict[str, Any]", out)  # the engine passes views on as JSON dicts
