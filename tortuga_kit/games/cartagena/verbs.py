"""Cartagena's action language: one verb per first word (``engine.verbs``).

Action texts name positions, never pirates: pirates of one colour on one field are alike, so
``"forward 8 key"`` (play a key, move your pirate on field 8 forward), ``"back 8"`` (move it
back and draw), ``"end"`` (end the turn) and ``"pass"`` (nothing is possible) are the whole
language. Position 0 is the start and 37 the boat, as everywhere in the kit.

The labels are made when they are asked for, in the active language (the match sets it); the
action texts are the same in every language.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.i18n import translator
from ...engine.verbs import Verb, verbs_by_name
from . import rulerefs as R
from .cards import BOAT, START
from .words import symbol

_ = translator("cartagena")


def _forward(words: Sequence[str]) -> str:
    card, where = symbol(words[2]), words[1]
    if where == str(START):
        return _("Play {card}: a pirate from the start forward", card=card)
    if where == str(BOAT):
        return _("Play {card}: a pirate from the boat forward", card=card)
    return _("Play {card}: the pirate on field {field} forward", card=card, field=where)


def _back(words: Sequence[str]) -> str:
    where = words[1]
    if where == str(START):
        return _("Move a pirate from the start back and draw")
    if where == str(BOAT):
        return _("Move a pirate from the boat back and draw")
    return _("Move the pirate on field {field} back and draw", field=where)


def _end(words: Sequence[str]) -> str:
    return _("End the turn")


def _pass(words: Sequence[str]) -> str:
    return _("Pass (nothing is possible)")


# The titles of the button groups are translated when shown (``Verb.heading``).
VERBS = verbs_by_name(
    [
        Verb(
            "forward",
            _.lazy("Play a card: forward"),
            _forward,
            R.FORWARD,
            "forward <pirate> <card>",
        ),
        Verb(
            "back",
            _.lazy("Move back: draw cards"),
            _back,
            R.BACK,
            "back <pirate>",
            public=True,
        ),
        Verb("end", _.lazy("End the turn"), _end, R.END_TURN, "end", public=True),
        Verb("pass", _.lazy("Pass"), _pass, R.STUCK, "pass", public=True),
    ]
)
