"""Tortuga Gourmet's rule-aware bot (the random bot plays every game).

``cook`` looks only at its observation. Pantry and hand both count at the end, so playing a
card never loses it: what a move changes is the card taken where the pirate lands. ``cook``
scores its cards plus that island's top card (``scoring.score``, the rules' own scorer) and
plays the move with the best total; ties go to the larger pile left behind (the game lasts
longer), then to its own seeded RNG. Under Forgetful Pirates it may not look at its pantry and
scores its hand alone. Every move takes a card, so every game ends.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.game import BotFactory
from ...engine.i18n import translator
from ...engine.rng import Rng, seed_state
from .hidden import Observation
from .scoring import score
from .turn import PARSED

_ = translator("gourmet")


class Cook:
    """Sails to the top card that raises its best total most."""

    name = "cook"
    #: its name as a learner reads it (the bot picker), in the reader's language
    title = _.lazy("cook")
    observes = True

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed_state(seed) ^ 0x600D)

    def value(self, o: Observation, text: str) -> tuple[int, int]:
        verb, _card, island = PARSED[text]
        if verb != "play":
            return (-999, 0)
        mine = [*o.hand, *(o.pantry or ())]
        top = o.tops[island]
        cards = [*mine, top] if top is not None else mine
        total = score(
            o.recipe,
            cards,
            scoring_mode=o.opts["scoring_mode"],
            secret_in_meatballs=o.opts["secret_in_meatballs"],
        ).total
        return (total, o.sizes[island])

    def choose(self, o: Observation, legal: Sequence[str], /) -> str:
        if len(legal) == 1:
            return legal[0]
        values = [self.value(o, t) for t in legal]
        best = max(values)
        top = [t for t, v in zip(legal, values) if v == best]
        return top[self.rng.randrange(len(top))] if len(top) > 1 else top[0]


BOTS: dict[str, BotFactory] = {"cook": Cook}
