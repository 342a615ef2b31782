"""The one seeded random source of a match.

Its whole state is a single integer kept inside the game state, so undo, replay and save/load
restore the future exactly. It is SplitMix64: tiny, fast in pure Python (no threads, runs under
Pyodide) and statistically fine for shuffling cards. It is not for cryptography.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

from .errors import BadOption

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


#: Longest string seed: a seed is a label ("lesson 3"), not data, and it goes into every save.
MAX_SEED_TEXT = 200


def seed_state(seed: int | str) -> int:
    """Turn an int or string seed into a 64-bit starting state, the same on every platform.

    >>> seed_state(7) == seed_state(7), seed_state("a") != seed_state("b")
    (True, True)
    """
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        shown = repr(seed) if len(repr(seed)) <= 40 else type(seed).__name__
        raise BadOption(f"seed must be a whole number or a string, not {shown}")
    if isinstance(seed, int) and not -(2**64) < seed < 2**64:
        raise BadOption("seed must be a whole number below 2**64 in size")
    if isinstance(seed, str):
        if len(seed) > MAX_SEED_TEXT:
            raise BadOption(f"seed text is {len(seed)} characters long; at most {MAX_SEED_TEXT}")
        value = 0
        # surrogatepass: a lone surrogate ("\ud800", possible in JSON) is still a fixed seed
        for byte in seed.encode("utf-8", "surrogatepass"):
            value = (value * 131 + byte) & _MASK
        return value
    return int(seed) & _MASK


class Rng:
    """SplitMix64 with the helpers the rules need (``randrange``, ``shuffle``, ``choice``)."""

    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A number in ``range(n)``; the multiply-shift bias is below 2**-58 for card-sized n."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        # next64, inlined: a shuffle of the vote deck calls this 31 times
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) * n) >> 64

    def choice(self, seq: Sequence[T]) -> T:
        return seq[self.randrange(len(seq))]

    def shuffle(self, seq: MutableSequence[T], *, _g: int = _GOLDEN, _m: int = _MASK) -> None:
        """Fisher-Yates in place (the same draws as ``randrange``, inlined for speed: the
        constants are locals, a setup shuffles about 75 cards)."""
        s = self.state
        for i in range(len(seq) - 1, 0, -1):
            s = (s + _g) & _m
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _m
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _m
            j = ((z ^ (z >> 31)) * (i + 1)) >> 64
            seq[i], seq[j] = seq[j], seq[i]
        self.state = s

    def shuffle32(self, seq: MutableSequence[T], *, _g: int = _GOLDEN, _m: int = _MASK) -> None:
        """Fisher-Yates in place with two draws per SplitMix64 output (its high and low 32
        bits, multiply-shift, bias below ``len(seq) / 2**32``): about half the work of
        ``shuffle`` for a big deck. A different sequence from ``shuffle``, so a game picks one
        for good (its golden playthroughs pin it); Tortuga Gourmet shuffles its 84 island cards
        with it."""
        s = self.state
        z = 0
        half = False
        for i in range(len(seq) - 1, 0, -1):
            if half:
                j = ((z & 0xFFFFFFFF) * (i + 1)) >> 32
            else:
                s = (s + _g) & _m
                z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _m
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _m
                z ^= z >> 31
                j = ((z >> 32) * (i + 1)) >> 32
            half = not half
            seq[i], seq[j] = seq[j], seq[i]
        self.state = s
