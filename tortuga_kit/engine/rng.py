"""The one seeded random source of a match.

Its whole state is a single integer kept inside the game state, so undo, replay and save/load
restore the future exactly. It is SplitMix64: tiny, fast in pure Python (no threads, runs under
Pyodide) and statistically fine for shuffling cards. It is not for cryptography.
"""

from __future__ import annotations

import struct
from collections.abc import Callable, MutableSequence, Sequence
from typing import Any, TypeVar

from .errors import BadOption
from .i18n import translator

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


_C1 = 0xBF58476D1CE4E5B9
_C2 = 0x94D049BB133111EB
#: ``shuffle`` draws all its numbers at once (``_Lanes``) for lists of this many items or more
#: (and at most ``_LANES_MAX``: each index must fit in one byte); shorter lists loop.
_LANES_MIN = 6
_LANES_MAX = 256


def _outputs(state: int, ones: int, steps: int, low: int) -> int:
    """SplitMix64's next outputs from ``state`` as lanes of one big integer, 128 bits apart
    (``steps``: each lane's steps ahead; ``ones``: a 1 in each lane; ``low``: their low 64 bits):
    each step of the mix is one operation for all of them."""
    z = (state * ones + steps) & low
    z = ((z ^ (z >> 30)) & low) * _C1 & low
    z = ((z ^ (z >> 27)) & low) * _C2 & low
    return (z ^ (z >> 31)) & low


def _lane_constants(count: int) -> tuple[int, int, int]:
    """``_outputs``' ``ones``, ``steps`` and ``low`` for ``count`` lanes: lane k holds the state
    after k + 1 steps."""
    ones = sum(1 << (128 * k) for k in range(count))
    steps = sum(((k + 1) * _GOLDEN) << (128 * k) for k in range(count))
    return ones, steps, _MASK * ones


def _masks(mults: Sequence[int], unit: int, apart: int) -> tuple[tuple[int, int], ...]:
    """The product of each draw's lane with its multiplier (``mults[d]`` for draw d: a list
    of n items shuffled alone has n, n - 1, ..., 2), bit by bit of the multipliers:
    ``(bit, mask)`` pairs, the mask holding ``unit`` in every lane (``apart`` bits apart) whose
    multiplier has that bit."""
    top = max(mults, default=0)
    return tuple(
        (b, mask)
        for b in range(top.bit_length())
        if (mask := sum(unit << (apart * d) for d, m in enumerate(mults) if m >> b & 1))
    )


def _indices(z: int, bits: tuple[tuple[int, int], ...], unpack: Any, size: int) -> tuple[int, ...]:
    """The indices of the lanes of ``z``: each lane times its multiplier (``_masks``),
    one byte of each product read out by ``unpack``."""
    product = 0
    for b, mask in bits:
        product += (z & mask) << b
    indices: tuple[int, ...] = unpack(product.to_bytes(size, "little"))
    return indices


class _Lanes:
    """SplitMix64 for a whole shuffle at once: the ``n - 1`` draws of a list of ``n`` items as
    lanes of one big integer, 128 bits apart (a 64-bit lane times a 64-bit constant fits in
    its 128 bits, so no lane spills into the next one). Each step of the mix is one operation
    on the big integer instead of ``n - 1`` on small ones; the indices come out as bytes. The
    draws are exactly those of the loop (``tests/engine/test_rng.py`` compares them).

    ``mults``: each draw's multiplier, the spot's ``i + 1`` (n, n - 1, ..., 2 for one list;
    ``Shuffles`` strings several lists' together)."""

    __slots__ = ("outputs", "size", "ones", "steps", "low", "bits", "unpack", "spots")

    def __init__(self, mults: Sequence[int]) -> None:
        draws = self.outputs = len(mults)  # one SplitMix64 output a draw
        self.size = 16 * draws
        # lane k holds draw k, the index for its spot: (z * (spot + 1)) >> 64
        self.ones, self.steps, self.low = _lane_constants(draws)
        self.bits = _masks(mults, _MASK, 128)
        self.unpack = struct.Struct("<" + "8xB7x" * draws).unpack  # bits 64-71 of each lane
        self.spots = range(draws, 0, -1)  # one list's spots, n - 1 down to 1

    def indices(self, state: int) -> tuple[int, ...]:
        z = _outputs(state, self.ones, self.steps, self.low)
        return _indices(z, self.bits, self.unpack, self.size)


_LANES: dict[int, _Lanes] = {}

_LOW32 = 0xFFFFFFFF


class _Lanes32:
    """``shuffle32``'s draws all at once, as ``_Lanes`` does for ``shuffle``: the
    ``ceil((n - 1) / 2)`` SplitMix64 outputs as lanes 128 bits apart, then their 32-bit halves
    (high half first, as the loop draws them) as lanes 64 bits apart, each multiplied by its
    spot's ``i + 1`` bit by bit; an index is bits 32-39 of its lane. The draws are exactly
    those of the loop (``tests/engine/test_rng.py`` compares them)."""

    __slots__ = ("outputs", "size", "ones", "steps", "low", "low32", "bits", "unpack", "spots")

    def __init__(self, n: int) -> None:
        draws = n - 1
        outputs = self.outputs = (draws + 1) // 2
        self.size = 8 * draws
        self.ones, self.steps, self.low = _lane_constants(outputs)
        self.low32 = _LOW32 * self.ones  # the low 32 bits of every 128-bit lane
        self.bits = _masks(range(n, 1, -1), _LOW32, 64)  # half-lane d lies at bit 64 * d
        self.unpack = struct.Struct("<" + "4xB3x" * draws).unpack  # bits 32-39 of each lane
        self.spots = range(n - 1, 0, -1)

    def indices(self, state: int) -> tuple[int, ...]:
        z = _outputs(state, self.ones, self.steps, self.low)
        halves = ((z >> 32) & self.low32) | ((z & self.low32) << 64)
        return _indices(halves, self.bits, self.unpack, self.size)


_LANES32: dict[int, _Lanes32] = {}


def _lanes32(n: int) -> _Lanes32:
    return _kept(_LANES32, _Lanes32, n)


def _lanes(n: int) -> _Lanes:
    return _kept(_LANES, _one_list, n)


def _one_list(n: int) -> _Lanes:
    return _Lanes(range(n, 1, -1))


def _swapped(seq: MutableSequence[T], lanes: _Lanes | _Lanes32, state: int) -> int:
    """Fisher-Yates swaps of ``seq`` at the indices ``lanes`` draws from ``state``; the state
    after the outputs they used (both shuffles' all-at-once path)."""
    for i, j in zip(lanes.spots, lanes.indices(state)):
        seq[i], seq[j] = seq[j], seq[i]
    return (state + lanes.outputs * _GOLDEN) & _MASK


L = TypeVar("L")


def _kept(table: dict[int, L], make: Callable[[int], L], n: int) -> L:
    """The draws' tables for lists of ``n`` items, made once (a few sizes are shuffled again
    and again: at most 64 sizes are kept)."""
    lanes = table.get(n)
    if lanes is None:
        if len(table) >= 64:
            table.clear()
        lanes = table[n] = make(n)
    return lanes


class Shuffles:
    """Successive ``Rng.shuffle`` calls on lists of ``sizes`` items (a deal: one deck, then
    another, ...), all their draws made at once: the draws of one call follow
    the last one's in the same SplitMix64 sequence, so the calls' lanes make one big integer
    (``_Lanes``), and a deal does the mixing's big-number work once instead of once a list
    (a setup of four lists: 14% fewer instructions for its shuffles). The draws are
    exactly the calls' (``tests/engine/test_rng.py`` compares them); a list of at most 256
    items each (an index must fit in one byte).

    ``draw(rng)`` gives each list's indices (spot ``n - 1`` first) and moves ``rng`` on past
    them all; ``swap(seq, indices)`` shuffles a list with its share. A list's contents may
    depend on an earlier one's shuffle (only its size is fixed)."""

    __slots__ = ("lanes", "spans")

    def __init__(self, sizes: Sequence[int]) -> None:
        if any(n > _LANES_MAX for n in sizes):
            raise ValueError(f"Shuffles takes lists of at most {_LANES_MAX} items")
        self.lanes = _Lanes([m for n in sizes for m in range(n, 1, -1)])
        spans, start = [], 0
        for n in sizes:
            spans.append((start, start + max(n - 1, 0)))
            start += max(n - 1, 0)
        self.spans = tuple(spans)

    def draw(self, rng: Rng) -> list[tuple[int, ...]]:
        lanes = self.lanes
        indices = lanes.indices(rng.state)
        rng.state = (rng.state + lanes.outputs * _GOLDEN) & _MASK
        return [indices[a:b] for a, b in self.spans]


def swap(seq: MutableSequence[T], indices: Sequence[int]) -> None:
    """Fisher-Yates swaps of ``seq`` at ``indices`` (spot ``len(seq) - 1`` first), a list's
    share of ``Shuffles.draw``."""
    for i, j in zip(range(len(seq) - 1, 0, -1), indices):
        seq[i], seq[j] = seq[j], seq[i]


#: Longest string seed: a seed is a label ("lesson 3"), not data, and it goes into every save.
MAX_SEED_TEXT = 200
_ = translator("kit")


def seed_state(seed: int | str) -> int:
    """Turn an int or string seed into a 64-bit starting state, the same on every platform.

    >>> seed_state(7) == seed_state(7), seed_state("a") != seed_state("b")
    (True, True)
    """
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        shown = repr(seed) if len(repr(seed)) <= 40 else type(seed).__name__
        raise BadOption(_("seed must be a whole number or a string, not {value}", value=shown))
    if isinstance(seed, int) and not -(2**64) < seed < 2**64:
        raise BadOption(_("seed must be a whole number below 2**64 in size"))
    if isinstance(seed, str):
        if len(seed) > MAX_SEED_TEXT:
            raise BadOption(
                _(
                    "seed text is {n} characters long; at most {most}",
                    n=len(seed),
                    most=MAX_SEED_TEXT,
                )
            )
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

    def weighted(self, pairs: Sequence[tuple[float, T]]) -> T:
        """One item of ``(weight, item)`` pairs whose weights sum to 1, drawn by its weight
        (a belief's deal, say); the last one if rounding leaves the draw past the end."""
        x = self.next64() / 2.0**64
        for weight, item in pairs:
            x -= weight
            if x < 0:
                return item
        return pairs[-1][1]

    def shuffle(self, seq: MutableSequence[T], *, _g: int = _GOLDEN, _m: int = _MASK) -> None:
        """Fisher-Yates in place (the same draws as ``randrange``, inlined for speed: the
        constants are locals, a setup shuffles about 75 cards). A list of 6–256 items gets all
        its draws at once (``_Lanes``, about 2.5 times faster for 32 items), the same ones."""
        n = len(seq)
        if _LANES_MIN <= n <= _LANES_MAX:
            self.state = _swapped(seq, _LANES.get(n) or _lanes(n), self.state)
            return
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
        for good (its golden playthroughs pin it). An 84-card deck's shuffle was a tenth of one
        game's fast path before a list of 6–256 items got all its draws at once (``_Lanes32``,
        the same ones)."""
        n = len(seq)
        if _LANES_MIN <= n <= _LANES_MAX:
            self.state = _swapped(seq, _LANES32.get(n) or _lanes32(n), self.state)
            return
        s = self.state
        z = 0
        half = False
        for i in range(n - 1, 0, -1):
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
