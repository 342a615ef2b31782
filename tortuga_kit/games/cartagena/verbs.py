"""Cartagena's action language: one verb per first word (``engine.verbs``).

Action texts name positions, never pirates: pirates of one colour on one field are alike, so
``"forward 8 key"`` (play a key, move your pirate on field 8 forward), ``"back 8"`` (move it
back and draw), ``"end"`` (end the turn) and ``"pass"`` (nothing is possible) are the whole
language. Position 0 is the start and 37 the boat, as everywhere in the kit.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.verbs import Verb, verbs_by_name
from . import rulerefs as R
from .cards import BOAT, START


def _from(word: str) -> str:
    if word == str(START):
        return "a pirate from the start"
    if word == str(BOAT):
        return "a pirate from the boat"
    return f"the pirate on field {word}"


def _forward(words: Sequence[str]) -> str:
    return f"Play {words[2]}: {_from(words[1])} forward"


def _back(words: Sequence[str]) -> str:
    return f"Move {_from(words[1])} back and draw"


VERBS = verbs_by_name(
    [
        Verb("forward", "Play a card: forward", _forward, R.FORWARD, "forward <pirate> <card>"),
        Verb("back", "Move back: draw cards", _back, R.BACK, "back <pirate>", public=True),
        Verb("end", "End the turn", "End the turn", R.END_TURN, "end", public=True),
        Verb("pass", "Pass", "Pass (nothing is possible)", R.STUCK, "pass", public=True),
    ]
)
