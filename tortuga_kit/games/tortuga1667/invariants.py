"""What must hold in every Tortuga 1667 state (``game.check``, run by the conformance suite).

Each check names its rule (ref §12a "suggested invariants", seed 000 · Aufbau, Positionen,
Abstimmungen, FAQ). Invariants about one transition (the top vote card joins, lost cards go
under the deck, turns pass clockwise) need two states and live in the game's tests.
"""

from __future__ import annotations

from collections import Counter

from .cards import (
    ARMADA,
    EVENT_CARDS,
    SHIP_CAPACITY,
    TORTUGA_CHESTS,
    TOTAL_CHESTS,
    VOTE_DECKS,
    VOTE_HAND_SIZE,
)
from .state import FD, JR, NO_ONE, T_BRITISH, T_FRENCH, State


def event_cards(s: State) -> list[str]:
    """Row + deck + discard + kept face up + held by a pending choice (a map, a Marque)."""
    cards = [c for c in s.row if c is not None] + s.event_deck + s.discard
    cards += ["albatross"] * sum(s.albatross) + ["letter_of_marque"] * sum(s.marques)
    cards += [m for ms in s.maps for m in ms]
    for f in s.stack:
        if f.kind == "marque":
            cards.append("letter_of_marque")
        elif f.kind == "map":
            cards.append(f.payload()[0])
    return cards


def event_cards_in_play(s: State) -> Counter[str]:
    return Counter(event_cards(s))


def check(s: State) -> None:
    n = s.n
    # Every pawn in exactly one place; at most 5 per ship; a rowboat holds one pawn
    # (seed 000 · Positionen; Aussetzen und Ruderboote).
    placed = [p for line in s.lines for p in line] + [b for b in s.boats if b != NO_ONE]
    assert sorted(placed) == list(range(n)), f"pawns misplaced: lines={s.lines} boats={s.boats}"
    assert all(NO_ONE <= b < n for b in s.boats), f"bad rowboat occupant {s.boats}"
    for ship in (FD, JR):
        assert len(s.lines[ship]) <= SHIP_CAPACITY, f"ship {ship} holds {s.lines[ship]} (max 5)"
        # seed 000 FAQ · Albatros: two Albatrosses aboard one ship maroon its whole crew at once.
        aboard = sum(s.albatross[p] for p in s.lines[ship])
        assert aboard < 2, f"ship {ship} carries {aboard} Albatrosses and still has a crew"
    if s.opts["black_powder_occupant"] == "maroon":
        for b in (0, 1):
            assert not (s.destroyed[b] and s.boats[b] != NO_ONE), (
                "a pawn sits in a blown-up rowboat"
            )
    # Chests: 8 in all once both Captains placed theirs, exactly 2 on Tortuga, none negative
    # (seed 000 · Aufbau 6; Abstimmungen: Schlägerei).
    pending_holds = sum(1 for f in s.stack if f.kind == "hold")
    assert min(s.chests) >= 0, f"negative chest count {s.chests}"
    assert sum(s.chests) == TOTAL_CHESTS - pending_holds, f"chests {s.chests} do not total 8"
    on_tortuga = s.chests[T_BRITISH] + s.chests[T_FRENCH]
    assert on_tortuga == 2 * TORTUGA_CHESTS, f"Tortuga holds {on_tortuga} chests, not 2"
    # The 32 vote cards: deck + hands + cards face down in an ongoing vote, same multiset always
    # (seed 000 · Abstimmungen: used cards go back under the deck; losses go under the deck).
    played = list(s.vote["played"]) if s.vote is not None else []
    cards = Counter(s.vote_deck + [c for h in s.hands for c in h] + [c for _, c in played])
    full = Counter(VOTE_DECKS[s.opts["vote_deck"]])
    assert cards == full, (
        f"vote cards not conserved: extra {dict(cards - full)}, missing {dict(full - cards)}"
    )
    # A hand holds at most 3 cards, one more while El Dorado's extra card is unspent (ref §6.3).
    for p in range(n):
        have = len(s.hands[p]) + sum(1 for q, _ in played if q == p)
        assert have <= VOTE_HAND_SIZE + 1, f"seat {p} holds {have} vote cards"
    # Event cards are conserved: only the Spanish Armada leaves the game (ref §8, §9).
    events = event_cards_in_play(s)
    assert all(c in EVENT_CARDS for c in events), f"unknown event card in {dict(events)}"
    want = Counter(s.shared.event_cards)
    if ARMADA not in events:
        want[ARMADA] = 0
        want = +want
    assert events == want, (
        f"event cards not conserved: extra {dict(events - want)}, missing {dict(want - events)}"
    )
    if n <= 3:  # seed 000 · Aufbau 4: no Albatross with 2–3 players
        assert "albatross" not in want, "Albatross dealt in a 2–3 player game"
    # A peeked card is still where it was seen (knowledge is dropped when a card moves).
    for p in range(n):
        for slot, card in s.known[p].items():
            assert s.row[slot] == card, f"seat {p} 'knows' {card} in space {slot + 1}: stale"
    # Decisions: someone must choose until the game ends, nobody after; texts are unique.
    if s.result is None:
        assert s.stack, "no decision in an unfinished game"
        frame = s.stack[-1]
        assert 0 <= frame.seat < n, f"decision for seat {frame.seat}"
        legal = frame.legal(s)
        assert legal, f"no legal action for {frame!r} in an unfinished game"
        assert len(set(legal)) == len(legal), f"duplicate action texts: {legal}"
    else:
        assert not s.stack, "a finished game still has pending decisions"
