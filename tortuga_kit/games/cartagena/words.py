"""Cartagena's words in the reader's language (catalog domain ``"cartagena"``, issue 13).

The rules speak in identifiers (``"key"``, ``"red"``, position ``37``); what a learner reads is
made here, once, as lazy texts (:class:`~tortuga_kit.engine.i18n.Msg`) that events, prompts and
the board put into their sentences. Each table entry is made at import, so a rules step that
names a card or a place allocates nothing for it.

- ``SYMBOL[sym]``: the card's name ("key"), ``A_CARD[sym]``: one card of it in a sentence ("a
  key"; German needs the article's case: "einen Schlüssel");
- ``COLOUR[colour]``: a pirate colour's name;
- ``FROM[p]``, ``ON[p]``, ``BEHIND[p]``: a position after a preposition ("from field 8", "on the
  start", "in the boat", "behind field 8"): German merges the preposition with the article
  ("vom Start", "im Boot"), so the whole phrase is one text;
- :class:`Joined`, :class:`CardList`: several texts joined when read (the hands of a deal, the
  face-up row);
- :func:`filled`: a text of a rules step, cheaply (see there).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ...engine.i18n import DEFAULT, Msg, active_language, text, translator
from .cards import BOAT, SYMBOLS

DOMAIN = "cartagena"
_ = translator("cartagena")

#: The symbols' names, marked for the catalogs (the message id is the kit's symbol name).
SYMBOL_IDS = (
    _.mark("skull"),
    _.mark("dagger"),
    _.mark("key"),
    _.mark("bottle"),
    _.mark("pistol"),
    _.mark("hat"),
)
assert SYMBOL_IDS == SYMBOLS
SYMBOL: dict[str, Msg] = {s: Msg(DOMAIN, s) for s in SYMBOL_IDS}
A_CARD: dict[str, Msg] = {
    "skull": _.lazy("a skull"),
    "dagger": _.lazy("a dagger"),
    "key": _.lazy("a key"),
    "bottle": _.lazy("a bottle"),
    "pistol": _.lazy("a pistol"),
    "hat": _.lazy("a hat"),
}
COLOUR: dict[str, Msg] = {
    "red": _.lazy("red"),
    "green": _.lazy("green"),
    "yellow": _.lazy("yellow"),
    "blue": _.lazy("blue"),
    "brown": _.lazy("brown"),
}
NO_CARD = _.lazy("no card")

FROM: tuple[Msg, ...] = (
    _.lazy("from the start"),
    *(_.lazy("from field {n}", n=p) for p in range(1, BOAT)),
    _.lazy("from the boat"),
)
ON: tuple[Msg, ...] = (
    _.lazy("on the start"),
    *(_.lazy("on field {n}", n=p) for p in range(1, BOAT)),
    _.lazy("in the boat"),
)
BEHIND: tuple[Msg, ...] = (
    _.lazy("behind the start"),
    *(_.lazy("behind field {n}", n=p) for p in range(1, BOAT)),
    _.lazy("behind the boat"),
)


_new_msg = Msg.__new__


def filled(proto: Msg, fields: dict[str, Any]) -> Msg:
    """``proto``'s text (its message id and plural) with ``fields``: what ``_.lazy(...)`` makes,
    without its keyword arguments, which cost a rules step more than the rest of an event
    (about 1 µs against 0.4 µs). The texts of the hot events (a move, the end of a turn) are
    module-level prototypes made with ``_.lazy``/``_.lazy_plural``, so the catalogs hold them."""
    m = _new_msg(Msg)
    m.domain = proto.domain
    m.msgid = proto.msgid
    m.plural = proto.plural
    m.args = fields
    return m


def symbol(sym: object) -> str:
    """A symbol's name in the active language (anything else as it is)."""
    found = SYMBOL.get(sym) if isinstance(sym, str) else None
    return found.render() if found is not None else str(sym)


def colour(name: object) -> str:
    """A colour's name in the active language (anything else as it is)."""
    found = COLOUR.get(name) if isinstance(name, str) else None
    return found.render() if found is not None else str(name)


class Joined(Msg):
    """Texts (``Msg`` or plain) joined by ``sep`` when read, each in the reader's language."""

    __slots__ = ()

    def __init__(self, parts: Iterable[object], sep: str = ", ") -> None:
        super().__init__(DOMAIN, "", parts=tuple(parts), sep=sep)

    def render(self, lang: str | None = None) -> str:
        lang = lang or active_language()
        return str(self.args["sep"]).join(text(p, lang) for p in self.args["parts"])


class CardList(Msg):
    """Card names joined by ", " when read ("key, hat, skull"), in the reader's language.

    It keeps the symbols themselves (a tuple), so making one costs a tuple, and English, whose
    names are the symbols, is one ``join``."""

    __slots__ = ()

    def __init__(self, symbols: Sequence[str]) -> None:
        super().__init__(DOMAIN, "", cards=tuple(symbols))

    def render(self, lang: str | None = None) -> str:
        lang = lang or active_language()
        symbols: tuple[str, ...] = self.args["cards"]
        if lang == DEFAULT:
            return ", ".join(symbols)
        return ", ".join(SYMBOL[s].render(lang) for s in symbols)


def cards(symbols: Sequence[str]) -> CardList:
    """The card names of ``symbols``, joined by ", " when read ("key, hat, skull")."""
    return CardList(symbols)


def listed(symbols: Sequence[str]) -> Msg:
    """Cards drawn, in a sentence: "no card", "a key", "a key and a hat" (a draw is 1 or 2
    cards; more are joined the same way)."""
    if not symbols:
        return NO_CARD
    out = A_CARD[symbols[0]]
    for s in symbols[1:]:
        out = filled(_AND, {"first": out, "second": A_CARD[s]})
    return out


_AND = _.lazy("{first} and {second}")
