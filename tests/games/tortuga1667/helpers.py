"""Shared helpers for the Tortuga 1667 scenario tests (FAQ, votes, event cards, setup, turns).

A scenario test builds a rulebook position with ``make`` (a prepared position, see
``tortuga_kit/games/tortuga1667/prepared.py``), plays a few actions, and checks the outcome.
Votes are forced by dealing the hands and the top of the vote deck with ``deal``: the top card of
the vote deck always joins a vote (seed 000 · Abstimmungen), so it must be chosen too.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.engine import Event, IllegalAction, Match
from tortuga_kit.games.tortuga1667.cards import VOTE_DECKS

NAMES = ("Anne", "Bart", "Calico", "Dirk", "Edward", "Francois", "Grace", "Henry", "Israel")
FULL_VOTE_DECK: Counter[str] = Counter(VOTE_DECKS["placeholder"])

# Cards named by what they show in the section a test cares about (placeholder deck, ref §11.1).
CANNON = "cannon/british/wheel"
FIRE = "fire/british/wheel"
WATER = "water/british/wheel"
SKULL = "cannon/french/skull"
WHEEL = "cannon/french/wheel"
BRITISH = "water/british/skull"
FRENCH = "water/french/skull"
# other copies, for when a test needs more of one symbol than one card has copies
CANNONS = (
    "cannon/british/wheel",
    "cannon/british/skull",
    "cannon/french/skull",
    "cannon/french/wheel",
)
FIRES = ("fire/british/wheel", "fire/british/skull", "fire/french/wheel", "fire/french/skull")
DOUBLE_FRENCH = "2water/2french/2wheel"  # the double card: 2 water, 2 French flags, 2 wheels
DOUBLE_BRITISH = "2fire/2british/2skull"  # the other double card

# A row without treasure maps, Albatrosses or star cards: positions that hand out kept cards
# name a row, because a seeded row may already hold the very card a player is given.
PLAIN_ROW = ["pistol", "black_spot", "letter_of_marque", "pistol", "black_spot"]


def deal(
    players: int,
    hands: Mapping[str, Iterable[str]],
    top: Iterable[str] = (),
    pad: bool = True,
) -> dict[str, Any]:
    """Position keys ``hands`` and ``vote_deck``: the given hands, ``top`` on top of the deck.

    Players without a given hand get 3 cards from what is left (singles first in sorted order, doubles last),
    and with ``pad`` a given hand shorter than 3 is filled up the same way after its own cards;
    the rest of the 32-card deck follows ``top`` in that order. Raises if a card is used more
    often than the placeholder deck holds it.
    """
    top = list(top)
    rest = FULL_VOTE_DECK.copy()
    for hand in hands.values():
        rest.subtract(hand)
    rest.subtract(top)
    short = [c for c, k in rest.items() if k < 0]
    if short:
        raise AssertionError(f"deal uses {short[0]!r} more often than the vote deck holds it")
    pool = sorted(rest.elements(), key=lambda c: (c.startswith("2"), c))  # doubles last
    out: dict[str, list[str]] = {}
    for name in NAMES[:players]:
        if name in hands:
            out[name] = list(hands[name])
            while pad and len(out[name]) < 3:
                out[name].append(pool.pop(0))
        else:
            out[name] = [pool.pop(0) for _ in range(3)]
    return {"hands": out, "vote_deck": top + pool}


def make(
    position: dict[str, Any] | None = None,
    players: int = 4,
    seed: int = 1,
    *,
    hands: Mapping[str, Iterable[str]] | None = None,
    top: Iterable[str] | None = None,
    pad: bool = True,
    **options: Any,
) -> Match:
    """A match from a prepared position; ``hands``/``top``/``pad`` go through ``deal``."""
    pos = dict(position or {})
    if hands is not None or top is not None:
        pos.update(deal(players, hands or {}, top or (), pad))
    return tk.new_match("tortuga1667", players=players, seed=seed, position=pos, **options)


def play_all(m: Match, texts: Iterable[str]) -> list[Event]:
    """Play the texts in order (each must be legal for whoever decides); return all events."""
    out: list[Event] = []
    for text in texts:
        out += m.play(text)
    return out


def vote(m: Match, cards: Mapping[str, str | Iterable[str]]) -> list[Event]:
    """Answer every pending vote decision with the card(s) named for that voter.

    Also answers an El Dorado question: ``"el dorado"`` if the voter is given two cards, else
    ``"pass"``. Fails if a voter is asked who is not in ``cards`` (so the voter list is checked).
    """
    todo = {k: [v] if isinstance(v, str) else list(v) for k, v in cards.items()}
    out: list[Event] = []
    while m.decision is not None and m.decision.kind in ("vote", "el_dorado"):
        who = name(m, m.decision.seat)
        assert who in todo and todo[who], f"{who} was asked to vote but has no card in the test"
        if m.decision.kind == "el_dorado":
            out += m.play("el dorado" if len(todo[who]) == 2 else "pass")
            continue
        out += m.play("vote " + todo[who].pop(0))
    left = {k: v for k, v in todo.items() if v}
    assert not left, f"these voters were never asked: {left}"
    return out


def voters_asked(m: Match, card_for: Mapping[str, str]) -> list[str]:
    """Play the pending vote with ``card_for[name]`` and return who was asked, in order."""
    asked = []
    while m.decision is not None and m.decision.kind == "vote":
        who = name(m, m.decision.seat)
        asked.append(who)
        m.play("vote " + card_for[who])
    return asked


def seat(m: Match, who: str) -> int:
    return m.view()["names"].index(who)


def name(m: Match, s: int) -> str:
    return m.view()["names"][s]


def lines(m: Match) -> dict[str, list[str]]:
    """Who stands where, by name: ``{"fd": [...], "jr": [...], "tortuga": [...]}``."""
    return m.state.to_dict()["lines"]


def boats(m: Match) -> dict[str, str | None]:
    return m.state.to_dict()["boats"]


def chests(m: Match) -> dict[str, Any]:
    return m.state.to_dict()["chests"]


def hand(m: Match, who: str) -> list[str]:
    return list(m.state.to_dict()["hands"][who])


def legal(m: Match) -> list[str]:
    return [str(a) for a in m.legal_actions()]


def total_vote_cards(m: Match) -> int:
    d = m.state.to_dict()
    return len(d["vote_deck"]) + sum(len(h) for h in d["hands"].values())


def assert_illegal(m: Match, text: str, code: str | None = None) -> IllegalAction:
    """``text`` raises IllegalAction (with ``code``), a one-line message, and changes nothing."""
    before = m.to_json()
    digest = m.digest()
    with pytest.raises(IllegalAction) as info:
        m.play(text)
    exc = info.value
    if code is not None:
        assert exc.code == code, f"code {exc.code!r} != {code!r}: {exc}"
    assert str(exc) and "\n" not in str(exc)
    assert m.to_json() == before and m.digest() == digest
    return exc
