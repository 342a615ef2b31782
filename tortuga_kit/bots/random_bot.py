"""The uniform random bot: every legal action equally likely (the baseline for statistics).

It plays any game and never looks at the position (``observes = False``), so a playout with
random bots costs no observation at all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine.i18n import translator
from ..engine.rng import Rng, seed_state

_ = translator("kit")


class RandomBot:
    name = "random"
    #: its name as a learner reads it (the bot picker), in the reader's language
    title = _.lazy("random")
    observes = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed_state(seed) ^ 0x5EED)

    def choose(self, observation: Any, legal: Sequence[str]) -> str:
        return legal[self.rng.randrange(len(legal))]

    def __repr__(self) -> str:
        return "RandomBot()"
