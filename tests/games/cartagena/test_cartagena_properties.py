"""Invariants over many random games, and the pure functions against the rules read literally.

``forward_target`` and ``backward_target`` are checked against the reference's formulas
(shared/rules/cartagena.md §5, §6: ``min{q > p : symbol[q] == X, count[q] == 0}`` or the boat;
``max{q < p : count[q] in {1, 2}}``, never the start) on random tunnels and occupancies; the
fast legal-move generator of the turn against the readable definitions; and thousands of
seeded random games of every version against the state invariants (``invariants.check``:
pirates and cards conserved, at most 3 pirates on a field, the end) and "every game ends".
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tortuga_kit as tk
from tortuga_kit.games.cartagena import BOAT, FIELDS, SYMBOLS, backward_target, forward_target
from tortuga_kit.games.cartagena.back import back_positions
from tortuga_kit.games.cartagena.turn import move_texts

tunnels = st.lists(st.permutations(SYMBOLS), min_size=6, max_size=6).map(
    lambda pieces: [s for piece in pieces for s in piece]
)
occupancies = st.lists(st.integers(0, 3), min_size=FIELDS, max_size=FIELDS)


@settings(max_examples=400, deadline=None)
@given(tunnels, occupancies, st.integers(0, FIELDS), st.sampled_from(SYMBOLS))
def test_forward_target_is_the_first_free_field_with_the_symbol(
    tunnel: list[str], occ: list[int], p: int, symbol: str
) -> None:
    free = [q for q in range(p + 1, FIELDS + 1) if tunnel[q - 1] == symbol and occ[q - 1] == 0]
    assert forward_target(tunnel, occ, p, symbol) == (min(free) if free else BOAT)


@settings(max_examples=400, deadline=None)
@given(occupancies, st.integers(0, BOAT))
def test_backward_target_is_the_nearest_field_with_one_or_two(occ: list[int], p: int) -> None:
    behind = [q for q in range(1, min(p, BOAT)) if occ[q - 1] in (1, 2)]
    want = (max(behind), occ[max(behind) - 1]) if behind else None
    assert backward_target(occ, p) == want


def test_the_pure_functions_refuse_what_is_not_a_move() -> None:
    tunnel, occ = list(SYMBOLS) * 6, [0] * FIELDS
    with pytest.raises(ValueError, match="unknown symbol 'parrot'"):
        forward_target(tunnel, occ, 0, "parrot")
    with pytest.raises(ValueError, match="stands on 0..36, not 37"):
        forward_target(tunnel, occ, BOAT, "key")
    with pytest.raises(ValueError, match="not -1"):
        backward_target(occ, -1)
    with pytest.raises(ValueError, match="not 38"):
        backward_target(occ, 38)


def _expected_moves(m: tk.Match, seat: int) -> set[str]:
    """The moves of ``seat``, straight from the rules (no shortcuts)."""
    v = m.view(seat)
    hand, mine = set(v["you"]["hand"]), set(v["players"][seat]["pirates"])
    out = {f"forward {p} {c}" for p in mine if p != BOAT for c in hand}
    for p in mine:
        if p == BOAT and not m.options["back_from_boat"]:
            continue
        if backward_target(v["occupancy"], p) is not None:
            out.add(f"back {p}")
    return out


@pytest.mark.parametrize("variant", ["online", "jamaica", "tortuga"])
def test_legal_moves_are_exactly_the_rules_moves(variant: str) -> None:
    rng = random.Random(variant)
    for seed in range(12):
        m = tk.new_match(
            "cartagena", 2 + seed % 4, seed=seed, variant=variant, back_from_boat=seed % 3 != 0
        )
        while not m.is_over:
            seat = m.to_move
            assert seat is not None
            texts = m.legal_texts()
            turn = m.view()["turn"]
            done = turn["actions_done"]
            moves = [t for t in texts if t.split()[0] in ("forward", "back")]
            if done < turn["most"]:
                assert set(moves) == _expected_moves(m, seat), (seed, m.step)
                assert moves == move_texts(m.state, seat)
                backs = sorted(int(t.split()[1]) for t in moves if t.startswith("back"))
                assert backs == back_positions(m.state, seat)
            else:
                assert texts == ["end"]  # the third action was the last
            if not moves:
                assert texts == (["end"] if done else ["pass"])
            else:
                assert ("end" in texts) == (done >= turn["least"])
            m.play(rng.choice(texts))


@pytest.mark.parametrize("variant", ["online", "jamaica", "tortuga"])
def test_thousands_of_random_games_keep_the_invariants_and_end(variant: str) -> None:
    game = tk.get_game("cartagena")
    rng = random.Random(f"cartagena/{variant}")
    ended = 0
    for seed in range(350):
        opts = tk.engine.game.resolve_options(game, {"variant": variant})
        players = 2 + seed % 4
        s = game.setup(players, opts, seed, None)[0]
        steps = 0
        while True:
            texts = game.legal_actions(s)
            if not texts:
                break
            game.apply(s, rng.choice(texts))
            steps += 1
            if steps % 25 == 0:
                game.check(s)
            assert steps < 20_000, f"seed {seed}: no end"
        game.check(s)
        r = game.result(s)
        assert r is not None and len(r.winners) <= 1
        ended += 1
    assert ended == 350
