"""The seeded RNG's shuffles: permutations, reproducible, and even (chi-square over every
ordering of a small list). ``shuffle`` is what Tortuga 1667 and Cartagena use (their golden
playthroughs pin its sequence); ``shuffle32`` draws two indices per SplitMix64 output."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from tortuga_kit.engine.rng import Rng

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
