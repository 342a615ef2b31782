"""The seeded RNG's shuffles: permutations, reproducible, and even (chi-square over every
ordering of a small list). ``shuffle`` is what Tortuga 1667 and Cartagena use (their golden
playthroughs pin its sequence); ``shuffle32`` draws two indices per SplitMix64 output."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from tortuga_kit.engine.rng import Rng, Shuffles, swap

#: chi-square with 23 degrees of freedom (the 24 orderings of 4): p = 0.001 at 49.7
CHI2_LIMIT = 49.7


@pytest.mark.parametrize("method", ["shuffle", "shuffle32"])
def test_a_shuffle_is_a_reproducible_permutation(method: str) -> None:
    a, b = list(range(84)), list(range(84))
    getattr(Rng(7), method)(a)
    getattr(Rng(7), method)(b)
    assert a == b and sorted(a) == list(range(84)) and a != list(range(84))


@pytest.mark.parametrize("method", ["shuffle", "shuffle32"])
def test_every_ordering_is_about_equally_likely(method: str) -> None:
    rng, counts = Rng(2026), Counter()
    draws = 24_000
    for _ in range(draws):
        x = [0, 1, 2, 3]
        getattr(rng, method)(x)
        counts[tuple(x)] += 1
    assert set(counts) == set(itertools.permutations(range(4)))
    expected = draws / 24
    chi2 = sum((k - expected) ** 2 / expected for k in counts.values())
    assert chi2 < CHI2_LIMIT, f"{method}: chi-square {chi2:.1f} over 24 orderings"


def test_the_two_shuffles_differ_and_shuffle_is_unchanged() -> None:
    """``shuffle``'s sequence is pinned (the goldens of two games rest on it)."""
    a, b = list(range(10)), list(range(10))
    Rng(1).shuffle(a)
    Rng(1).shuffle32(b)
    assert a != b
    assert a == [9, 0, 1, 4, 8, 2, 3, 7, 6, 5]


def _reference_shuffle(rng: Rng, seq: list[int]) -> None:
    """Fisher-Yates one ``randrange`` at a time: what ``shuffle`` must do at every length."""
    for i in range(len(seq) - 1, 0, -1):
        j = rng.randrange(i + 1)
        seq[i], seq[j] = seq[j], seq[i]


def _reference_shuffle32(rng: Rng, seq: list[int]) -> None:
    """``shuffle32`` one SplitMix64 output at a time (two draws each: its high, then its low
    32 bits): what the all-at-once draws must equal."""
    half, z = False, 0
    for i in range(len(seq) - 1, 0, -1):
        if half:
            j = ((z & 0xFFFFFFFF) * (i + 1)) >> 32
        else:
            z = rng.next64()
            j = ((z >> 32) * (i + 1)) >> 32
        half = not half
        seq[i], seq[j] = seq[j], seq[i]


REFERENCES = {"shuffle": _reference_shuffle, "shuffle32": _reference_shuffle32}


@pytest.mark.parametrize("method", list(REFERENCES))
@pytest.mark.parametrize("n", [*range(0, 40), 63, 64, 65, 75, 84, 85, 127, 128, 255, 256, 257, 300])
def test_a_shuffle_draws_what_its_loop_draws_at_every_length(method: str, n: int) -> None:
    """The all-at-once draws (``_Lanes`` and ``_Lanes32``, 6–256 items) equal the loop's, to
    the last bit."""
    states = [0, 1, 2**63, 2**64 - 1, 2**64 - 0x9E3779B97F4A7C15, *range(12345, 12345 + 7 * 40, 7)]
    states += [(k * 0x2545F4914F6CDD1D) % 2**64 for k in range(1, 21)]
    for state in states:
        a, b = Rng(state), Rng(state)
        x, y = list(range(n)), list(range(n))
        getattr(a, method)(x)
        REFERENCES[method](b, y)
        assert x == y and a.state == b.state, (n, state)


@pytest.mark.parametrize(
    "sizes", [[9, 32, 17, 9], [6, 32, 3, 18, 6], [2, 32, 5, 16, 2], [0, 1, 2], [256, 7], [1], []]
)
def test_shuffles_at_once_draw_what_one_shuffle_after_another_draws(sizes: list[int]) -> None:
    """``Shuffles`` (a deal's shuffles, their draws made at once) leaves every list and the
    state as ``shuffle`` called on each list in turn does."""
    plan = Shuffles(sizes)
    for state in [0, 2**64 - 1, *range(7, 7 + 13 * 30, 13)]:
        fast, slow = Rng(state), Rng(state)
        together = [list(range(n)) for n in sizes]
        one_by_one = [list(range(n)) for n in sizes]
        for seq, indices in zip(together, plan.draw(fast), strict=True):
            assert len(indices) == max(len(seq) - 1, 0)
            swap(seq, indices)
        for seq in one_by_one:
            slow.shuffle(seq)
        assert together == one_by_one and fast.state == slow.state, (sizes, state)


def test_shuffles_refuse_a_list_an_index_byte_cannot_hold() -> None:
    with pytest.raises(ValueError):
        Shuffles([5, 257])
