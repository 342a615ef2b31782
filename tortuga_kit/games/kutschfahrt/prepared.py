"""Prepared positions: a plain dict that sets parts of a seeded deal (for lessons and tests).

Every key is optional; what is left out comes from the seeded deal:

- ``societies``: one society per seat (``"order"``, ``"brotherhood"``); together they must be
  cards of this player count's society deck (at odd counts one card stays out: the one left);
- ``professions``: one profession per seat, all different; the others form the leftover stack;
- ``items``: one list of items per seat, at most the hand limit each; the cards come from the
  match's deck, and every card no hand names goes to the draw pile (below the seeded pile's
  cards, in deck order) unless ``pile`` is given;
- ``pile``: the draw pile, **top card first**; with ``items`` it must make up the whole deck;
- ``seat``: whose turn it is (default: the seeded start player).

>>> from tortuga_kit import new_match
>>> m = new_match("kutschfahrt", 4, seed=1, position={"items": [["key", "key"], ["goblet"], [], []],
...     "societies": ["order", "order", "brotherhood", "brotherhood"], "seat": 0})
>>> m.view(0)["you"]["items"], m.view(0)["you"]["society"], m.view(None)["draw_pile"]
(['key', 'key'], 'order', 18)
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...engine.errors import BadOption
from ...engine.events import Event
from ...engine.i18n import Joined, Msg, translator
from . import rulerefs as R
from .cards import BASE_PROFESSIONS, BROTHERHOOD, EXPANSION_PROFESSIONS, ORDER, SOCIETIES
from .invariants import deck
from .setup.play import private_lines
from .setup.rules import societies_for
from .state import State

_ = translator("kutschfahrt")

KEYS = ("societies", "professions", "items", "pile", "seat")
#: Each key in the words of the log line that says what a position set by hand (the keys are
#: code; a German or Korean learner reads the log in the own language).
KEY_WORDS = {
    "societies": _.lazy("societies"),
    "professions": _.lazy("professions"),
    "items": _.lazy("items"),
    "pile": _.lazy("pile"),
    "seat": _.lazy("seat"),
}


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 30 else type(value).__name__


def _per_seat(position: dict[str, Any], key: str, n: int) -> list[Any] | None:
    if key not in position:
        return None
    value = position[key]
    if not isinstance(value, list) or len(value) != n:
        raise BadOption(
            _("position {key} must be a list with one entry per seat ({n})", key=key, n=n)
        )
    return value


def apply_position(s: State, position: dict[str, Any]) -> list[Event]:
    """Change the seeded deal ``s`` (before its first turn) into the prepared position,
    validated first, all of it; the events saying so."""
    unknown = sorted((k for k in position if k not in KEYS), key=str)
    if unknown:
        raise BadOption(
            _(
                "unknown position key {unknown}; known: {keys}",
                unknown=_short(unknown[0]),
                keys=", ".join(KEYS),
            )
        )
    n = s.n
    societies = _per_seat(position, "societies", n)
    if societies is not None:
        cards = Counter(societies_for(n, expansion=s.expansion))
        for p, soc in enumerate(societies):
            if soc not in SOCIETIES:
                raise BadOption(
                    _("position societies[{seat}] is {soc}, not a society", seat=p, soc=_short(soc))
                )
        if Counter(societies) - cards:
            raise BadOption(
                _(
                    "position societies: {n} players play with {cards}; {societies} is not a deal of them",
                    n=n,
                    cards=dict(cards),
                    societies=dict(Counter(societies)),
                )
            )
    profs = _per_seat(position, "professions", n)
    known = list(BASE_PROFESSIONS) + (list(EXPANSION_PROFESSIONS) if s.expansion else [])
    if profs is not None:
        for p, prof in enumerate(profs):
            if prof not in known:
                raise BadOption(
                    _(
                        "position professions[{seat}] is {prof}, not a profession",
                        seat=p,
                        prof=_short(prof),
                    )
                )
        if len(set(profs)) != n:
            raise BadOption(_("position professions: every profession card exists once"))
    every = deck(s) - Counter(s.removed)
    items = _per_seat(position, "items", n)
    hands = [list(h) for h in s.items]
    if items is not None:
        for p, hand in enumerate(items):
            if not isinstance(hand, list) or len(hand) > s.limit:
                raise BadOption(
                    _(
                        "position items[{seat}] must be a list of at most {limit} items (the limit)",
                        seat=p,
                        limit=s.limit,
                    )
                )
            for i in hand:
                if i not in every:
                    raise BadOption(
                        _(
                            "position items[{seat}] holds {i}, not an item of this match",
                            seat=p,
                            i=_short(i),
                        )
                    )
        hands = [list(h) for h in items]
    pile: list[str]
    if "pile" in position:
        given = position["pile"]
        if not isinstance(given, list) or any(i not in every for i in given):
            raise BadOption(_("position pile must be a list of items of this match, top first"))
        pile = list(reversed(given))
    else:
        named = Counter(i for h in hands for i in h)
        seeded = list(reversed(s.pile)) + [i for h in s.items for i in h]  # top first
        top_first: list[str] = []
        for i in seeded:
            if named[i]:
                named[i] -= 1
            else:
                top_first.append(i)
        pile = list(reversed(top_first))
    used = Counter(pile)
    for h in hands:
        used.update(h)
    if used != every:
        extra, missing = used - every, every - used
        raise BadOption(
            _("position names {item} more often than the deck has it", item=sorted(extra)[0])
            if extra
            else _(
                "position leaves out {item}: hands and pile must hold the whole deck",
                item=sorted(missing)[0],
            )
        )
    seat = position.get("seat", s.start_player)
    if type(seat) is not int or not 0 <= seat < n:
        raise BadOption(
            _("position seat must be a seat 0–{last}, not {seat}", last=n - 1, seat=_short(seat))
        )

    # Everything is valid: apply it.
    if societies is not None:
        s.societies = list(societies)
        rest = Counter(societies_for(n, expansion=s.expansion)) - Counter(societies)
        s.society_out = next(iter(rest.elements()), None)
        if s.trank:
            s.smaller = (
                BROTHERHOOD if societies.count(ORDER) > societies.count(BROTHERHOOD) else ORDER
            )
    if profs is not None:
        pool = [p for p in known if p not in profs]
        s.professions = list(profs)
        s.prof_stack = pool
        s.stack = [f for f in s.stack if f.kind != "choose_profession"]
    s.items = hands
    s.pile = pile
    s.start_player = seat
    given = [KEY_WORDS[k] for k in KEYS if k in position]
    said = (
        _.lazy("A prepared position: {keys} set by hand.", keys=Joined(given, ", "))
        if given
        else _.lazy("A prepared position: nothing set by hand.")
    )
    return [Event(said, R.SETUP, "setup", "position")]


def setup_text(s: State) -> Msg:
    """The setup's public line for a prepared position, from the state: the seeded line told
    of a deal the position replaced (its start player, its luggage, its draw pile)."""
    luggage = ", ".join(f"{name}: {len(h)}" for name, h in zip(s.names, s.items))
    if s.trank:
        return _.lazy(
            "The coach sets off for the Devil's Castle from a prepared position: luggage (items "
            "each) {luggage}; {pile} items in the draw pile; every player holds a Trank der "
            "Macht, which counts only for the smaller society; {name} starts; hand limit "
            "{limit}.",
            luggage=luggage,
            pile=len(s.pile),
            name=s.names[s.start_player],
            limit=s.limit,
        )
    return _.lazy(
        "The coach sets off for the Devil's Castle from a prepared position: luggage (items "
        "each) {luggage}; {pile} items in the draw pile; {name} starts; hand limit {limit}.",
        luggage=luggage,
        pile=len(s.pile),
        name=s.names[s.start_player],
        limit=s.limit,
    )


def prepare(s: State, position: dict[str, Any], seeded: list[Event]) -> list[Event]:
    """The seeded deal ``s`` as the prepared position, and the setup's log: the seeded first
    line told of a deal the position replaced, so it is said again from the state, with each
    seat's private lines (the professions offered under the expansion)."""
    ev = seeded + apply_position(s, position)
    offered = {f.seat: f.offered for f in s.stack if f.kind == "choose_profession"}
    first = ev[0]
    lines = private_lines(s, tuple(offered.get(p, ()) for p in range(s.n)))
    ev[0] = Event(setup_text(s), first.rule, first.kind, first.tag, lines)
    return ev
