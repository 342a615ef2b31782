"""Tortuga Gourmet's action language: one verb per first word (``engine.verbs``).

``play grog 3 to 5`` plays the card ``grog 3`` and sails to island 5 (islands 0..11 clockwise);
``discard grog 0`` and ``pass`` are only for a player with no card that can sail (rules §stuck).
A card is written as everywhere in the kit: ``"<kind> <value>"`` or a map's kind alone.
The labels are worded when asked for, in the match's language; the action texts never change.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.i18n import translator
from ...engine.verbs import Verb, verbs_by_name
from . import rulerefs as R
from .texts import card_name

_ = translator("gourmet")


def _card(words: Sequence[str]) -> str:
    """A card as a button says it: ``empty_chest 1`` -> ``empty chest 1`` (translated)."""
    return card_name(" ".join(words))


def _play(words: Sequence[str]) -> str:
    return _("Play {card}: sail to island {island}", card=_card(words[1:-2]), island=words[-1])


def _discard(words: Sequence[str]) -> str:
    return _("Play {card} without sailing", card=_card(words[1:]))


def _pass(words: Sequence[str]) -> str:
    return _("Pass (no card can sail)")


# The titles are translated when shown (Verb.heading, in the active language).
VERBS = verbs_by_name(
    [
        Verb("play", _.lazy("Play a card and sail"), _play, R.TURN, "play <card> to <island>"),
        Verb("discard", _.lazy("No card can sail: play one"), _discard, R.STUCK, "discard <card>"),
        Verb("pass", _.lazy("Pass"), _pass, R.STUCK, "pass", public=True),
    ]
)
