"""Cartagena's rule-aware bot (the random bot plays every game).

``runner`` looks only at its observation. Each action gets a value: a forward move is worth the
fields it gains, so it likes long leaps over other pirates; a pirate in the boat counts
``BOAT_BONUS`` fields beyond it (aboard, it is safe and counts for the win). A back move is
worth the cards it draws, more so when the hand is nearly empty, less the fields it gives up; it
counts only the cards there are left to draw (the row, the stock and the discards). Ending the
turn is worth a little, so it ends rather than give up much ground. Ties are broken by its own
seeded RNG.

Why the boat bonus and the count of cards left: without them the bot kept moving a pirate back
out of the boat to draw cards that were not there (a back move was worth more than the last
step into the boat), and most 2-player games never ended.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.game import BotFactory
from ...engine.rng import Rng, seed_state
from .back import backward_target
from .cards import BOAT
from .forward import forward_target
from .hidden import Observation
from .turn import PARSED

END_VALUE = 1.5  # what ending the turn is worth, in fields
CARD_VALUE = 3.0  # what one drawn card is worth, in fields
SHORT_HAND = 2  # below this many cards a draw is worth twice as much
BOAT_BONUS = 4.0  # a pirate in the boat counts as this many fields beyond it


class Runner:
    """Leaps forward over other pirates; moves back to draw when the hand runs short."""

    name = "runner"
    observes = True

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed_state(seed) ^ 0xCA27)

    def value(self, o: Observation, text: str) -> float:
        verb, pos, symbol = PARSED[text]
        if verb == "forward":
            return _ahead(forward_target(o.tunnel, o.occupancy, pos, symbol)) - pos
        if verb == "back":
            found = backward_target(o.occupancy, pos)
            if found is None:
                return -99.0
            field, cards = found
            cards = min(cards, len(o.row) + o.stock + o.discards)
            worth = CARD_VALUE * cards * (2 if sum(o.hand) < SHORT_HAND else 1)
            return worth - (_ahead(pos) - field) / 2
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


def _ahead(position: int) -> float:
    """How far ``position`` counts for the bot: the boat ``BOAT_BONUS`` beyond field 37."""
    return position + BOAT_BONUS if position == BOAT else float(position)


BOTS: dict[str, BotFactory] = {"runner": Runner}
