"""Hidden information: what a bot sees (``observe``) and states a seat cannot tell apart
(``resample_hidden``).

What is secret in Tortuga 1667 (seed 000 · Aufbau 2–3, So läuft ein Zug ab, Abstimmungen; ref
§12): each player's loyalty card (unless the Open Loyalty variant, or the game is over), each
player's vote hand and the vote cards played face down in a vote, the order of the vote deck,
the face-down event cards (a player knows those they looked at), the order of the event deck,
what other players looked at, what a Façade showed another player, and the future of the RNG.
Everything else (the board, the chests, the kept cards, hand sizes, who looked at which spaces,
the revealed cards of past votes) is public.

``resample_hidden`` keeps what ``seat`` knows and redraws the rest consistently: the other
seats' loyalties are permuted among them (those a Façade showed ``seat`` stay); the other hands,
their face-down vote cards and the vote deck are one pool dealt again with the same sizes; the
face-down event cards ``seat`` has not seen and the event deck are one pool dealt again (the
Armada keeps its place in the deck); the other seats keep which spaces they know, now with the
new cards there; the RNG gets a new state. One simplification, said plainly: players could infer
that the cards of the last vote lie at the bottom of the vote deck; the resample does not keep
that (no view and no bot reads the deck's order).

Canonical: each pool is sorted before it is shuffled, so the result depends only on what
``seat`` knows and on ``rng``, not on how the hidden cards lay. Two states the seat cannot tell
apart give the same resample for the same ``rng``: the world a searching bot starts from
(``engine.knowledge``) is then no secret either.
"""

from __future__ import annotations

from typing import Any

from ...engine.rng import Rng
from .cards import ARMADA
from .state import State


class Observation:
    """What one seat knows, for a bot: read-only, cheap, and nothing more than its view."""

    __slots__ = (
        "seat",
        "kind",
        "n",
        "loyalty",
        "hand",
        "chests",
        "lines",
        "boats",
        "where",
        "vote",
        "maps",
        "known",
    )

    def __init__(self, s: State, seat: int) -> None:
        self.seat = seat
        self.kind = s.stack[-1].kind if s.stack and s.result is None else None
        self.n = s.n
        self.loyalty = s.loyalty[seat]
        self.hand = tuple(sorted(s.hands[seat]))
        self.chests = tuple(s.chests)
        self.lines = tuple(tuple(line) for line in s.lines)
        self.boats = tuple(s.boats)
        self.where = s.where(seat)
        v = s.vote
        self.vote = (
            None if v is None else {"kind": v["kind"], "caller": v["caller"], "place": v["place"]}
        )
        self.maps = tuple(tuple(m) for m in s.maps)
        self.known = dict(s.known[seat])

    def team_totals(self) -> dict[str, int]:
        c = self.chests
        return {"british": c[1] + c[3] + c[5], "french": c[2] + c[4] + c[6]}

    def __repr__(self) -> str:
        return f"Observation(seat={self.seat}, kind={self.kind!r}, hand={self.hand!r})"


def observe(s: State, seat: int) -> Observation:
    return Observation(s, seat)


def loyalty_public(s: State) -> bool:
    return bool(s.opts["open_loyalty"]) or s.result is not None


def resample_hidden(s: State, seat: int | None, rng: Rng) -> State:
    c = s.clone()
    others = [p for p in range(s.n) if p != seat]
    # loyalty: permuted among the others whose card ``seat`` has not seen
    if not loyalty_public(s):
        seen = s.facade_seen[seat] if seat is not None else {}
        hidden = [p for p in others if p not in seen]
        values = sorted(c.loyalty[p] for p in hidden)  # sorted: canonical (see above)
        rng.shuffle(values)
        for p, value in zip(hidden, values):
            c.loyalty[p] = value
    # vote cards: the other hands, their face-down cards and the deck, dealt again
    played: list[tuple[int, str]] = list(c.vote["played"]) if c.vote is not None else []
    pool = list(c.vote_deck)
    for p in others:
        pool += c.hands[p]
    pool += [card for q, card in played if q != seat]
    pool.sort()
    rng.shuffle(pool)
    for p in others:
        k = len(c.hands[p])
        c.hands[p], pool = pool[:k], pool[k:]
    if c.vote is not None:
        fresh: list[tuple[int, str]] = []
        for q, card in played:
            if q != seat:
                card, pool = pool[0], pool[1:]
            fresh.append((q, card))
        c.vote["played"] = fresh
    c.vote_deck = pool
    # event cards: the face-down cards ``seat`` has not seen and the deck (the Armada stays put)
    mine = s.known[seat] if seat is not None else {}
    slots = [
        i
        for i, card in enumerate(c.row)
        if card is not None and i not in mine and (card != ARMADA or not c.event_deck)
    ]
    deck_idx = [i for i, card in enumerate(c.event_deck) if card != ARMADA]
    cards: list[Any] = sorted([c.row[i] for i in slots] + [c.event_deck[i] for i in deck_idx])
    rng.shuffle(cards)
    for i in slots:
        c.row[i] = cards.pop(0)
    for i in deck_idx:
        c.event_deck[i] = cards.pop(0)
    # what the others know: the same spaces, with the cards now there
    for p in others:
        c.known[p] = {i: c.row[i] for i in s.known[p] if c.row[i] is not None}  # type: ignore[misc]
        c.facade_seen[p] = {
            q: (c.loyalty[q] if q != seat else v) for q, v in s.facade_seen[p].items()
        }
    c.rng = Rng(rng.next64())
    return c
