"""The uniform random bot: every legal action equally likely (the baseline for statistics)."""

from __future__ import annotations

from typing import Any

from ..engine.rng import Rng, seed_state


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed_state(seed) ^ 0x5EED)

    def choose(self, state: Any, seat: int, legal: list[str]) -> str:
        return legal[self.rng.randrange(len(legal))]

    def __repr__(self) -> str:
        return "RandomBot()"
