"""Trading an item (action B, rules §trade): what the receiver must do, and which effects fire.

A trade: the active player offers one of his items face down to any other player, who accepts or
refuses. On accepting he keeps it and gives back one **other** item of his own, face down, which
the offerer may not refuse. Then both cards are named and the effect of each fires for its
**giver** ("Tauschst du ihn weiter…"): the offerer profits from the card he offered, the receiver
from the card he gave back. Seed 002, 3.B; reference §4.

- ``trade_rules(offered, receiver_items, pile_empty=...)``: may or must the receiver accept, and
  which cards of his may he give back (the Black Pearl, Broken Mirror and Crystal Ball must be
  accepted; no Secret Bag for the other Bag while the draw pile has cards).
- ``trade_effects(offered, returned)``: the effects that fire, each as ``(card, giver)``.

A worked example: Anna offers the Monocle to Ben, who holds the key Secret Bag and the Tome.

>>> r = trade_rules("monocle", ["secret_bag_key", "tome"])
>>> r.must_accept, r.must_refuse, r.returnable
(False, False, ('secret_bag_key', 'tome'))

Ben accepts and gives back the Tome. Ben's Tome fires first (he may swap professions with Anna),
then Anna's Monocle (she may look at Ben's society card):

>>> trade_effects("monocle", "tome")
(('tome', 'receiver'), ('monocle', 'offerer'))

Had Ben given back the Broken Mirror, both cards would change hands silently:

>>> trade_effects("monocle", "broken_mirror")
()
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from ....engine.i18n import Joined, Msg, translator
from .. import rulerefs
from ..cards import BASE_ITEMS, EXPANSION_ITEMS, ITEMS, MUST_ACCEPT, SECRET_BAGS

__all__ = [
    "ITEM_NAMES",
    "TRADE_EFFECTS",
    "TradeRules",
    "item_msg",
    "item_name",
    "trade_effects",
    "trade_rules",
    "trade_terms",
]

_ = translator("kutschfahrt")

#: The cards whose effect fires for their giver when they change hands in an accepted trade,
#: card -> what the giver may do (reference §1.2, §1.3). Every effect is optional for its giver
#: (rules §optional-effects). The Broken Mirror silences both cards; the Gold Scale copies the
#: card its giver receives; the Crystal Ball's rule shapes the return itself (``trade_rules``).
TRADE_EFFECTS: dict[str, str] = {
    "secret_bag_key": "draw the top item of the draw pile (nothing when the pile is empty)",
    "secret_bag_goblet": "draw the top item of the draw pile (nothing when the pile is empty)",
    "privilege": "look at all the trade partner's items",
    "monocle": "look at the trade partner's society card",
    "sextant": "name left or right: every player passes one item to that neighbour",
    "coat": "swap one's profession for a face-down one from the leftover stack",
    "tome": "swap professions with the trade partner (both go face down, unused)",
}
_COPIES = {**BASE_ITEMS, **EXPANSION_ITEMS}
_SEP = " · "


@dataclass(frozen=True)
class TradeRules:
    """What the receiver of an offer may do: accept (``must_accept``), refuse (``must_refuse``),
    and which of his cards he may give back (``returnable``, distinct, in the order of his hand);
    ``explanation`` says why in plain words, ``rule`` cites the section."""

    must_accept: bool
    must_refuse: bool
    returnable: tuple[str, ...]
    explanation: str
    rule: str
    #: the explanation translated when read (``explanation`` is its English)
    message: Msg | None = field(default=None, compare=False)

    def said(self) -> str:
        """The explanation in the active language."""
        return self.explanation if self.message is None else self.message.render()


#: Every item's name as words in a sentence (the English message ids of the catalog).
ITEM_NAMES: dict[str, str] = {
    "key": _.mark("key"),
    "goblet": _.mark("goblet"),
    "secret_bag_key": _.mark("Secret Bag (key)"),
    "secret_bag_goblet": _.mark("Secret Bag (goblet)"),
    "black_pearl": _.mark("Black Pearl"),
    "dagger": _.mark("Dagger"),
    "gloves": _.mark("Gloves"),
    "poison_ring": _.mark("Poison Ring"),
    "throwing_knives": _.mark("Throwing Knives"),
    "whip": _.mark("Whip"),
    "privilege": _.mark("Privilege"),
    "monocle": _.mark("Monocle"),
    "broken_mirror": _.mark("Broken Mirror"),
    "sextant": _.mark("Sextant"),
    "coat": _.mark("Coat"),
    "tome": _.mark("Tome"),
    "coat_of_arms": _.mark("Coat of Arms of the Lodge"),
    "flash_powder": _.mark("Flash Powder"),
    "duelling_pistol": _.mark("Duelling Pistol"),
    "steel_mask": _.mark("Steel Mask"),
    "absinthe": _.mark("Absinthe"),
    "crystal_ball": _.mark("Crystal Ball"),
    "gold_scale": _.mark("Gold Scale"),
    "last_shirt": _.mark("Last Shirt"),
    "deed": _.mark("Deed"),
    "top_hat": _.mark("Top Hat"),
    "pocket_watch": _.mark("Pocket Watch"),
}


def item_name(item: str) -> str:
    """The item as words in a sentence: ``"Broken Mirror"``, ``"Secret Bag (key)"``, ``"key"``.

    >>> item_name("broken_mirror"), item_name("secret_bag_goblet"), item_name("key")
    ('Broken Mirror', 'Secret Bag (goblet)', 'key')
    """
    name = ITEM_NAMES.get(item)
    if name is not None:
        return name
    return item.replace("_", " ").title()


_ITEM_MSGS = {item: Msg("kutschfahrt", name) for item, name in ITEM_NAMES.items()}


def item_msg(item: str) -> Msg:
    """The item's name, translated when read (a field of an event's text; one shared ``Msg``
    per item, since a playout names items at almost every step)."""
    found = _ITEM_MSGS.get(item)
    return found if found is not None else Msg("kutschfahrt", item_name(item))


def item_text(item: str) -> str:
    """The item's name in the active language (a view, a label, a prompt)."""
    return _.get(item_name(item))


_name = item_name


def _check_item(item: object, what: str) -> str:
    if not isinstance(item, str) or item not in ITEMS:
        raise ValueError(f"{what} {item!r} is not an item of Kutschfahrt (see cards.ITEMS)")
    return item


def _check_hand(items: object, what: str) -> list[str]:
    if isinstance(items, str) or not isinstance(items, Sequence | set | frozenset):
        raise ValueError(f"{what} must be a list of item names, not {items!r}")
    hand = [_check_item(i, f"{what}: item") for i in items]
    for item, n in Counter(hand).items():
        if n > _COPIES[item]:
            raise ValueError(f"{what} holds {n} × {item}, but the deck has {_COPIES[item]}")
    return hand


def trade_rules(
    offered: str, receiver_items: Sequence[str], *, pile_empty: bool = False
) -> TradeRules:
    """May the receiver accept ``offered``, must he, and what may he give back?

    ``receiver_items`` is his hand before the offer; ``pile_empty`` says whether the item draw
    pile has no cards (then the Secret Bags count as a key and a goblet and may be swapped).

    >>> r = trade_rules("secret_bag_goblet", ["secret_bag_key"])
    >>> r.must_refuse, r.returnable
    (True, ())
    >>> trade_rules("secret_bag_goblet", ["secret_bag_key"], pile_empty=True).returnable
    ('secret_bag_key',)
    >>> trade_rules("black_pearl", ["key", "dagger"]).must_accept
    True
    >>> trade_rules("tea", [])
    Traceback (most recent call last):
    ...
    ValueError: offered 'tea' is not an item of Kutschfahrt (see cards.ITEMS)
    """
    offered = _check_item(offered, "offered")
    hand = _check_hand(receiver_items, "receiver_items")
    if hand.count(offered) + 1 > _COPIES[offered]:
        raise ValueError(
            f"the receiver cannot hold {offered}: the deck has {_COPIES[offered]} and the offerer "
            "holds one"
        )
    returnable = tuple(dict.fromkeys(hand))
    notes: list[str] = []
    notes_m: list[Msg] = []
    rule = rulerefs.TRADE
    if offered in SECRET_BAGS and not pile_empty:
        other = next(b for b in SECRET_BAGS if b != offered)
        if other in returnable:
            returnable = tuple(i for i in returnable if i != other)
            notes.append(
                f"while the draw pile has cards a Secret Bag may not be swapped for the other "
                f"Bag, so the {_name(other)} may not go back"
            )
            notes_m.append(
                _.lazy(
                    "while the draw pile has cards a Secret Bag may not be swapped for the other "
                    "Bag, so the {item} may not go back",
                    item=item_msg(other),
                )
            )
    if not hand:
        return TradeRules(
            False,
            True,
            (),
            f"The receiver holds no item to give back, so he must refuse the {_name(offered)}: "
            "a trade is always a swap, even for a card that must be accepted (the kit's "
            "assumption).",
            f"{rulerefs.TRADE}{_SEP}{rulerefs.EMPTY_HAND_TRADE}",
            _.lazy(
                "The receiver holds no item to give back, so he must refuse the {item}: a trade "
                "is always a swap, even for a card that must be accepted (the kit's assumption).",
                item=item_msg(offered),
            ),
        )
    if not returnable:
        notes.append("the receiver holds nothing else, so he must refuse")
        notes_m.append(_.lazy("the receiver holds nothing else, so he must refuse"))
        return TradeRules(
            False, True, (), _sentence(offered, notes), rule, _sentence_msg(offered, notes_m)
        )
    must_accept = offered in MUST_ACCEPT
    if must_accept:
        notes.append(f"the {_name(offered)} must be accepted when offered")
        notes_m.append(_.lazy("the {item} must be accepted when offered", item=item_msg(offered)))
    if offered == "crystal_ball":
        notes.append(
            "the receiver does not choose the card he gives back: the offerer draws one of his "
            "items at random"
        )
        notes_m.append(
            _.lazy(
                "the receiver does not choose the card he gives back: the offerer draws one of "
                "his items at random"
            )
        )
    if not notes:
        notes.append(
            "the receiver may accept or refuse; on accepting he gives back any one of his items"
        )
        notes_m.append(
            _.lazy(
                "the receiver may accept or refuse; on accepting he gives back any one of his items"
            )
        )
    return TradeRules(
        must_accept,
        False,
        returnable,
        _sentence(offered, notes),
        rule,
        _sentence_msg(offered, notes_m),
    )


def trade_terms(
    offered: str, receiver_items: Sequence[str], pile_empty: bool
) -> tuple[bool, bool, tuple[str, ...]]:
    """``trade_rules``'s ``(must_accept, must_refuse, returnable)`` without its words and
    without checking its arguments: a match's legal answers ask this at every offer, and its
    hands are valid by construction (its invariants say so), so neither the checks nor the
    explanation, which only a refusal or a view reads, are made there."""
    returnable = tuple(dict.fromkeys(receiver_items))
    if offered in SECRET_BAGS and not pile_empty:
        other = next(b for b in SECRET_BAGS if b != offered)
        if other in returnable:
            returnable = tuple(i for i in returnable if i != other)
    if not returnable:  # an empty hand, or only the other Bag: he must refuse
        return False, True, ()
    return offered in MUST_ACCEPT, False, returnable


def _sentence(offered: str, notes: list[str]) -> str:
    text = "; ".join(notes)
    return f"Offered the {_name(offered)}: {text}."


def _sentence_msg(offered: str, notes: list[Msg]) -> Msg:
    return _.lazy("Offered the {item}: {notes}.", item=item_msg(offered), notes=Joined(notes))


def trade_effects(offered: str, returned: str) -> tuple[tuple[str, str], ...]:
    """The effects that fire after an accepted trade, as ``(card, "offerer" | "receiver")``.

    Each card's effect helps its giver: the offered card the offerer, the returned card the
    receiver. The receiver's card comes first (rules §effect-order). Nothing fires when either
    card is the Broken Mirror. The Gold Scale acts as the card its giver receives, reported under
    that card, except when that card is a Secret Bag. A Secret Bag's draw finds nothing once the
    draw pile is empty (the trade still happens).

    >>> trade_effects("secret_bag_key", "key")
    (('secret_bag_key', 'offerer'),)
    >>> trade_effects("gold_scale", "privilege")
    (('privilege', 'receiver'), ('privilege', 'offerer'))
    >>> trade_effects("gold_scale", "secret_bag_goblet")
    (('secret_bag_goblet', 'receiver'),)
    """
    offered = _check_item(offered, "offered")
    returned = _check_item(returned, "returned")
    if offered == returned and _COPIES[offered] < 2:
        raise ValueError(f"there is only one {offered}: it cannot be both offered and returned")
    if "broken_mirror" in (offered, returned):
        return ()
    fired: list[tuple[str, str]] = []
    for card, giver, received in ((returned, "receiver", offered), (offered, "offerer", returned)):
        if card in TRADE_EFFECTS:
            fired.append((card, giver))
        elif card == "gold_scale" and received in TRADE_EFFECTS and received not in SECRET_BAGS:
            fired.append((received, giver))
    return tuple(fired)
