"""Cartagena's rule-aware bot (the random bot plays every game).

``runner`` looks only at its observation. Each action gets a value: a forward move is worth the
fields it gains (the boat counts as field 37), so it likes long leaps over other pirates; a
back move is worth the cards it draws, more so when the hand is nearly empty, less the fields it
gives up; ending the turn is worth a little, so it ends rather than give up much ground. Ties
are broken by its own seeded RNG.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.game import BotFactory
from ...engine.rng import Rng, seed_state
from .back import backward_target
from .forward import forward_target
from .hidden import Observation
from .turn import PARSED

END_VALUE = 1.5  # what ending the turn is worth, in fields
CARD_VALUE = 3.0  # what one drawn card is worth, in fields
SHORT_HAND = 2  # below this many cards a draw is worth twice as much


class Runner:
    """Leaps forward over other pirates; moves back to draw when the hand runs short."""

    name = "runner"
    observes = True

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed_state(seed) ^ 0xCA27)

    def value(self, o: Observation, text: str) -> float:
        verb, pos, symbol = PARSED[text]
        if verb == "forward":
            return float(forward_target(o.tunnel, o.occupancy, pos, symbol) - pos)
        if verb == "back":
            found = backward_target(o.occupancy, pos)
            if found is None:
                return -99.0
            field, cards = found
            worth = CARD_VALUE * cards * (2 if sum(o.hand) < SHORT_HAND else 1)
            return worth - (pos - field) / 2
        return END_VALUE

    def choose(self, o: Observation, legal: Sequence[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        best, picks = -1e9, []
        for text in legal:
            v = self.value(o, text)
            if v > best:
                best, picks = v, [text]
            elif v == best:
                picks.append(text)
        return picks[self.rng.randrange(len(picks))]


BOTS: dict[str, BotFactory] = {"runner": Runner}
