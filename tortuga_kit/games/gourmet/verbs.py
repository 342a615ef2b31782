"""Tortuga Gourmet's action language: one verb per first word (``engine.verbs``).

``play grog 3 to 5`` plays the card ``grog 3`` and sails to island 5 (islands 0..11 clockwise);
``discard grog 0`` and ``pass`` are only for a player with no card that can sail (rules §stuck).
A card is written as everywhere in the kit: ``"<kind> <value>"`` or a map's kind alone.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.verbs import Verb, verbs_by_name
from . import rulerefs as R


def _card(words: Sequence[str]) -> str:
    """A card as a button says it: ``empty_chest 1`` -> ``empty chest 1``."""
    return " ".join(words).replace("_", " ")


def _play(words: Sequence[str]) -> str:
    return f"Play {_card(words[1:-2])}: sail to island {words[-1]}"


def _discard(words: Sequence[str]) -> str:
    return f"Play {_card(words[1:])} without sailing"


VERBS = verbs_by_name(
    [
        Verb("play", "Play a card and sail", _play, R.TURN, "play <card> to <island>"),
        Verb("discard", "No card can sail: play one", _discard, R.STUCK, "discard <card>"),
        Verb("pass", "Pass", "Pass (no card can sail)", R.STUCK, "pass", public=True),
    ]
)
