"""Bots that play a seat. A bot reads only what its seat may know (its loyalty and hand, the board).

``get_bot(name, seed)`` returns a fresh bot; every bot has ``choose(state, seat, legal) -> str``
and draws its own randomness from its own seeded ``Rng``, never from the match's.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..engine.errors import BadOption
from .loyal import LoyalBot
from .random_bot import RandomBot


class Bot(Protocol):
    name: str

    def choose(self, state: Any, seat: int, legal: list[str]) -> str: ...


BOTS: dict[str, type] = {"random": RandomBot, "loyal": LoyalBot}


def get_bot(name: str, seed: int = 0) -> Bot:
    try:
        return BOTS[name](seed)
    except KeyError:
        raise BadOption(f"unknown bot {name!r}; known bots: {', '.join(sorted(BOTS))}") from None


__all__ = ["BOTS", "Bot", "LoyalBot", "RandomBot", "get_bot"]
