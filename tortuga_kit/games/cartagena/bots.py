"""Cartagena's rule-aware bot (the random bot plays every game).

``runner`` looks only at its observation. Each action gets a value: a forward move is worth the
fields it gains (the boat counts as field 37), so it likes long leaps over other pirates; a
back move is worth the cards it will really get (no more than the row and stock can give),
much more when the hand is nearly empty and little when it is full, less the fields it gives
up (a pirate leaving the boat gives up a lot); ending the turn is worth a little, so it ends
rather than give up ground. Ties are broken by its own seeded RNG.

Greedy choices alone can go round in circles near the end (two pirates leapfrogging back and
forth, one card drawn and played each time, for ever), so one choice in ``EXPLORE`` is random:
then every game ends, as random play does.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.game import BotFactory
from ...engine.i18n import translator
from ...engine.rng import Rng, seed_state
from .back import backward_target
from .cards import BOAT
from .forward import forward_target
from .hidden import Observation
from .turn import PARSED

_ = translator("cartagena")

END_VALUE = 1.5  # what ending the turn is worth, in fields
#: What one drawn card is worth, in fields, by the cards in hand: a lot when the hand is
#: nearly empty, little once it is full (so a full hand plays forward and the race ends).
CARD_VALUE = (4.0, 4.0, 2.0, 2.0, 1.0, 1.0)
FULL_HAND_CARD = 0.2
LEAVE_BOAT = 6.0  # extra cost, in fields, of taking a pirate out of the boat again
EXPLORE = 10  # one choice in this many is random
WIN = 1e6  # the move that brings the last pirate aboard


class Runner:
    """Leaps forward over other pirates; moves back to draw when the hand runs short."""

    name = "runner"
    #: its name as a learner reads it (the bot picker), in the reader's language
    title = _.lazy("runner")
    observes = True

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed_state(seed) ^ 0xCA27)

    def value(self, o: Observation, text: str) -> float:
        verb, pos, symbol = PARSED[text]
        if verb == "forward":
            target = forward_target(o.tunnel, o.occupancy, pos, symbol)
            if target == BOAT and o.pirates[o.seat][0] == pos and o.pirates[o.seat][1] == BOAT:
                return WIN  # the last pirate aboard: the game is won
            return float(target - pos)
        if verb == "back":
            found = backward_target(o.occupancy, pos)
            if found is None:
                return -99.0
            field, cards = found
            cards = min(cards, len(o.row) + o.stock + o.discards)  # what can really come
            size = sum(o.hand)
            per = CARD_VALUE[size] if size < len(CARD_VALUE) else FULL_HAND_CARD
            return per * cards - (pos - field) / 2 - (LEAVE_BOAT if pos == BOAT else 0.0)
        return END_VALUE

    def choose(self, o: Observation, legal: Sequence[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        if self.rng.randrange(EXPLORE) == 0 and not any(self.value(o, t) == WIN for t in legal):
            return legal[self.rng.randrange(len(legal))]
        best, picks = -1e9, []
        for text in legal:
            v = self.value(o, text)
            if v > best:
                best, picks = v, [text]
            elif v == best:
                picks.append(text)
        return picks[self.rng.randrange(len(picks))]


BOTS: dict[str, BotFactory] = {"runner": Runner}
