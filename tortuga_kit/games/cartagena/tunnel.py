"""The tunnel: six pieces of six fields, each piece showing every symbol once (rules §tunnel,
§printed-segments; seed 003 · Startsituation, reference §2).

``tunnel="random"`` (the default) draws each piece's order from the match's RNG, a superset of the
physical layouts; ``"printed"`` lays the six known printed pieces in a random order, each in a
random direction; a list of 36 symbol names fixes the tunnel (tests, worked examples).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.i18n import translator
from ...engine.rng import Rng
from .cards import FIELDS, PRINTED_SEGMENTS, SEGMENT, SEGMENTS, SYMBOLS

_ = translator("cartagena")


def tunnel_problem(symbols: Sequence[Any]) -> str | None:
    """Why ``symbols`` is not a tunnel (``None`` when it is one): 36 symbol names, every piece of
    six fields showing each symbol once."""
    if len(symbols) != FIELDS:
        return _("a tunnel has {fields} fields, not {n}", fields=FIELDS, n=len(symbols))
    for i, sym in enumerate(symbols):
        if sym not in SYMBOLS:
            return _(
                "field {i} shows {symbol}, not one of {symbols}",
                i=i + 1,
                symbol=repr(str(sym)[:20]),
                symbols=", ".join(SYMBOLS),
            )
    for k in range(SEGMENTS):
        piece = symbols[k * SEGMENT : (k + 1) * SEGMENT]
        if len(set(piece)) != SEGMENT:
            first = k * SEGMENT + 1
            return _(
                "fields {first}–{last} (piece {k}) must show each of the {n} symbols once",
                first=first,
                last=first + SEGMENT - 1,
                k=k + 1,
                n=SEGMENT,
            )
    return None


def build_tunnel(choice: str | Sequence[str], rng: Rng) -> tuple[str, ...]:
    """The 36 symbols, field 1 first, for the option ``tunnel`` (draws from ``rng`` only for
    ``"random"`` and ``"printed"``)."""
    if choice == "random":
        out: list[str] = []
        for _ in range(SEGMENTS):
            piece = list(SYMBOLS)
            rng.shuffle(piece)
            out += piece
        return tuple(out)
    if choice == "printed":
        order = list(range(SEGMENTS))
        rng.shuffle(order)
        out = []
        for k in order:
            piece = list(PRINTED_SEGMENTS[k])
            if rng.randrange(2):
                piece.reverse()
            out += piece
        return tuple(out)
    return tuple(choice)
