"""Tortuga Gourmet's words in the reader's language (catalog domain ``"gourmet"``, see
``engine/i18n.py``): the names of the cards and ingredients, and texts worded when read.

The rules never see a language. A card is a stable identifier (``"empty_chest 1"``); what a
learner reads is its name, on a button and in the log alike: ``"empty chest 1"``, and in
German and Korean the translated name (``"Leere Truhe 1"``, ``"빈 상자 1"``). Only the action
texts a program types keep the identifier (``"play empty_chest 1 to 4"``).

:class:`Later` is a :class:`Msg` whose text a function words when it is read, in the reader's
language: a list (the recipe cards dealt) or a score's explanation, parts the catalog cannot
hold as one template. It costs one small object when the event is made, as any ``Msg``.

>>> card_name("empty_chest 1"), card_text("empty_chest 1"), card_msg("grog 3").render("de")
('empty chest 1', 'empty chest 1', 'Grog 3')
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...engine.i18n import Msg, active_language, language, translate, translator

DOMAIN = "gourmet"
_ = translator("gourmet")

#: A card kind's name as a button says it (the kind of ``"<kind> <value>"``).
KIND_NAMES: dict[str, str] = {
    "grog": _.mark("grog"),
    "seaweed": _.mark("seaweed"),
    "drumstick": _.mark("drumstick"),
    "fish": _.mark("fish"),
    "fruit": _.mark("fruit"),
    "secret": _.mark("secret"),
    "doubloon": _.mark("doubloon"),
    "empty_chest": _.mark("empty chest"),
    "lonely_island": _.mark("lonely island"),
    "crowded_island": _.mark("crowded island"),
}
#: The pirates' colours and shapes, in words (data values in a view; words on the board).
COLOUR_NAMES: dict[str, str] = {
    "red": _.mark("red"),
    "blue": _.mark("blue"),
    "green": _.mark("green"),
    "yellow": _.mark("yellow"),
    "purple": _.mark("purple"),
}
SHAPE_NAMES: dict[str, str] = {
    "circle": _.mark("circle"),
    "square": _.mark("square"),
    "diamond": _.mark("diamond"),
    "hexagon": _.mark("hexagon"),
    "shield": _.mark("shield"),
}


def word(msgid: str) -> str:
    """A marked name (``_.mark``) in the active language."""
    return translate(DOMAIN, msgid)


def ingredient(name: object) -> str:
    """An ingredient's (or any card kind's) name in the active language; anything else as is."""
    known = KIND_NAMES.get(str(name))
    return translate(DOMAIN, known) if known is not None else str(name)


def card_name(card: object) -> str:
    """A card as a button says it, in the active language: ``"empty_chest 1"`` ->
    ``"empty chest 1"`` (English), ``"Leere Truhe 1"`` (German)."""
    kind, _sp, value = str(card).partition(" ")
    known = KIND_NAMES.get(kind)
    name = translate(DOMAIN, known) if known is not None else kind.replace("_", " ")
    return f"{name} {value}" if value else name


def card_text(card: object) -> str:
    """A card as the log and the board's tooltips say it: its name, in every language ("empty
    chest 3", "lonely island"; the English log wrote the identifier, "empty_chest 3", which a
    learner had to decode). Actions keep the identifiers: they are what a program types."""
    return card_name(card)


class Later(Msg):
    """A text worded by ``make(*args)`` when it is read, in the reader's language (the
    function uses ``_(...)`` as any view does)."""

    __slots__ = ()

    def __init__(self, make: Callable[..., str], *args: Any) -> None:
        super().__init__(DOMAIN, "", make=make, parts=args)

    def render(self, lang: str | None = None) -> str:
        with language(lang or active_language()):
            return str(self.args["make"](*self.args["parts"]))

    def __repr__(self) -> str:
        return f"Later({getattr(self.args['make'], '__name__', '?')})"


_CARDS: dict[str, Msg] = {}


def card_msg(card: str) -> Msg:
    """A card's :func:`card_text`, worded when read (one shared object per card)."""
    found = _CARDS.get(card)
    if found is None:
        found = Later(card_text, card)
        if len(_CARDS) < 1000:
            _CARDS[card] = found
    return found
