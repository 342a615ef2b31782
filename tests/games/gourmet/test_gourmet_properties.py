"""Tortuga Gourmet's rules as properties over thousands of seeded random playouts.

2000 games (8 chunks of 250, so ``-n 4`` spreads them) across 2–5 players and option
combinations, each checked after every action and at the end:

- the cards are conserved and no hand exceeds 3 (``invariants.check``: after every action in
  every fourth game, else after every eighth action and at the end, to keep the run short);
- after a normal turn (a card was taken) the player holds 3 cards again;
- the game ends within a bound: every normal turn takes one of the 84 island cards, every other
  play empties a hand slot, and a full round of passes ends the game;
- the end comes only after the trigger (enough empty piles, or every island empty, or a round of
  passes), and then exactly when the first player would be next: the seats that played after
  the trigger are those after it up to (but not including) the first player;
- every final score is ``score`` of pantry plus hand, the ranking orders by points, recipes,
  fewer fish food, and the winners are the first tier with the maximum total.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.games.gourmet.ending import piles_to_end, scores, tie_key
from tortuga_kit.games.gourmet.invariants import check

OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"forgetful_pirates": True},
    {"piles_to_end": 3},
    {"piles_to_end": 12},
    {"zero_move_from_empty_island": "stay", "stuck_rule": "pass"},
    {"lonely_own_island": False, "crowded_counts_self": True, "first_player": 1},
    {"scoring_mode": "recipes_first_points", "secret_in_meatballs": True},
    {"scoring_mode": "recipes_first_count", "tiebreak_counts_meatballs": True},
    {"final_tie": "no_winner", "stuck_rule": "discard_no_draw"},
]
GAMES, CHUNKS = 2000, 8


def bound(n: int) -> int:
    """Turns a game can last at most: 84 takes and at most 84 + 3n plays that take nothing,
    with fewer than n passes between two of them."""
    return n * (2 * 84 + 3 * n + 1)


def playout(seed: int) -> dict[str, int]:
    rng = random.Random(seed)
    n = 2 + seed % 4
    opts = OPTION_SETS[seed % len(OPTION_SETS)]
    m = tk.new_match("gourmet", n, seed=seed, **opts)
    first = m.state.first_player
    trigger: int | None = None
    after: list[int] = []
    short: set[int] = set()  # seats that once played without drawing
    turns = 0
    while not m.is_over:
        seat = m.to_move
        assert seat is not None
        was_ending = m.state.ending
        held = len(m.state.hands[seat])
        events = m.play(rng.choice(m.legal_texts()))
        s = m.state
        turns += 1
        if seed % 4 == 0 or turns % 8 == 0 or m.is_over:
            check(s)
        assert turns <= bound(n), f"seed {seed}: no end after {turns} turns"
        if any(e.tag == "take" for e in events):  # a normal turn: play one, draw one
            assert len(s.hands[seat]) == held, (seed, s.hands[seat])
            if seat not in short:
                assert held == 3, (seed, s.hands[seat])
        else:  # a stuck player's discard or pass, or a 0 card on an emptied island ("stay")
            short.add(seat)
        if was_ending:
            after.append(seat)
        elif s.ending:
            trigger = seat
            assert s.emptied() >= piles_to_end(s), seed
        if not s.ending and not m.is_over:
            assert s.emptied() < piles_to_end(s), seed
    s = m.state
    result = m.result
    assert result is not None
    stuck = "could not play" in result.reason
    if s.emptied() < 12 and not stuck:
        assert trigger is not None, f"seed {seed}: the game ended without a trigger"
        want, k = [], (trigger + 1) % n
        while k != first:
            want.append(k)
            k = (k + 1) % n
        assert after == want, (seed, trigger, first, after)
    final = scores(s)
    assert list(result.scores) == [float(r.total) for r in final]
    order = [p for tier in result.ranking for p in tier]
    assert sorted(order) == list(range(n))
    keys = [tie_key(s, final[tier[0]]) for tier in result.ranking]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)
    for tier in result.ranking:
        assert len({tie_key(s, final[p]) for p in tier}) == 1
    top = max(r.total for r in final)
    assert all(final[p].total == top for p in result.winners)
    if result.winners:
        assert set(result.winners) == set(result.ranking[0])
    else:
        assert opts.get("final_tie") == "no_winner" and len(result.ranking[0]) > 1
    return {"turns": turns, "stuck": int(stuck), "ties": int(len(result.ranking[0]) > 1)}


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_thousands_of_random_playouts_keep_the_rules(chunk: int) -> None:
    per = GAMES // CHUNKS
    stats = [playout(seed) for seed in range(chunk * per, (chunk + 1) * per)]
    assert len(stats) == per
    assert all(st["turns"] >= 8 for st in stats)  # at least 7 cards leave a pile before it empties
