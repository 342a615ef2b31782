"""Kutschfahrt's action language: one verb per first word (``engine.verbs``).

Players are named by their names (``attack Gundla``), items and professions by the kit's
identifiers (``trade monocle Gundla``, ``use thug``). A turn is ``pass``, ``trade <item>
<player>``, ``attack <player>`` or ``declare society|coat_of_arms|traitor``, with the free
``diplomat`` and ``clairvoyant`` before it; every later question of a trade, a fight, a claim or
the hand limit has its own verbs below. ``pass`` is the one word for "I do nothing here".
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.i18n import DEFAULT, active_language, translator
from ...engine.verbs import Verb, verbs_by_name
from ...engine.verbs import label as engine_label
from . import rulerefs as R
from .cards import ITEMS
from .knowledge import prof_text
from .trade.rules import item_text

_ = translator("kutschfahrt")

_ITEMSET = frozenset(ITEMS)


def _item(word: str) -> str:
    return item_text(word)


def _words(words: Sequence[str], i: int) -> str:
    return words[i] if len(words) > i else "?"


def _claim(words: Sequence[str]) -> str:
    kind = _words(words, 1)
    if kind == "society":
        return _("Declare victory for my society")
    if kind == "coat_of_arms":
        return _("Declare a solo win with the Coat of Arms")
    if kind == "traitor":
        return _("Declare the traitor's win")
    return " ".join(words)


def _card(word: str) -> str:
    return _item(word) if word in _ITEMSET else prof_text(word)


def _support(words: Sequence[str]) -> str:
    side = _words(words, 1)
    if side == "attacker":
        return _("Support the attacker")
    if side == "defender":
        return _("Support the defender")
    return _("Support the {side}", side=side)


def _poison(words: Sequence[str]) -> str:
    side = _words(words, 1)
    if side == "attacker":
        return _("Poisoner: the attacker wins")
    if side == "defender":
        return _("Poisoner: the defender wins")
    return _("Poisoner: the {side} wins", side=side)


def _sextant(words: Sequence[str]) -> str:
    way = _words(words, 1)
    if way == "left":
        return _("Sextant: everybody passes an item to the left")
    if way == "right":
        return _("Sextant: everybody passes an item to the right")
    return _("Sextant: everybody passes an item to the {way}", way=way)


_T = _.lazy("Trade effect")
_REWARD = _.lazy("Reward")

VERBS = verbs_by_name(
    [
        Verb("pass", _.lazy("Pass"), _.lazy("Pass"), R.TURN, "pass", public=True),
        Verb(
            "trade",
            _.lazy("Offer an item in trade"),
            lambda w: _(
                "Offer the {item} to {player}", item=_item(_words(w, 1)), player=_words(w, 2)
            ),
            R.TRADE,
            "trade <item> <player>",
        ),
        Verb(
            "attack",
            _.lazy("Attack a player"),
            _.lazy("Attack {1}"),
            R.FIGHT,
            "attack <player>",
            public=True,
        ),
        Verb("declare", _.lazy("Declare victory"), _claim, R.VICTORY, "declare <kind>"),
        Verb(
            "diplomat",
            _.lazy("Diplomat"),
            _.lazy("Use the Diplomat: demand an item"),
            R.DIPLOMAT,
            "diplomat",
        ),
        Verb(
            "clairvoyant",
            _.lazy("Clairvoyant"),
            _.lazy("Use the Clairvoyant: arrange the draw pile"),
            R.CLAIRVOYANT,
            "clairvoyant",
        ),
        Verb(
            "demand",
            _.lazy("Demand from"),
            _.lazy("Demand an item from {1}"),
            R.DIPLOMAT,
            "demand <player>",
        ),
        Verb(
            "ask",
            _.lazy("Name the item"),
            lambda w: _("Demand the {item}", item=_item(_words(w, 1))),
            R.DIPLOMAT,
            "ask <item>",
            public=True,
        ),
        Verb(
            "top",
            _.lazy("Put on top"),
            lambda w: _("Put the {item} on top", item=_item(_words(w, 1))),
            R.CLAIRVOYANT,
            "top <item>",
        ),
        Verb("accept", _.lazy("Accept the offer"), _.lazy("Accept the offer"), R.TRADE, "accept"),
        Verb("refuse", _.lazy("Refuse the offer"), _.lazy("Refuse the offer"), R.TRADE, "refuse"),
        Verb(
            "give",
            _.lazy("Give an item"),
            lambda w: _("Give the {item}", item=_item(_words(w, 1))),
            R.TRADE,
            "give <item>",
        ),
        Verb(
            "gift",
            _.lazy("Give away (hand limit)"),
            lambda w: _(
                "Give the {item} to {player}", item=_item(_words(w, 1)), player=_words(w, 2)
            ),
            R.HAND_LIMIT,
            "gift <item> <player>",
        ),
        Verb(
            "draw",
            _T,
            _.lazy("Draw the top item (Secret Bag)"),
            R.TRADE_EFFECTS,
            "draw",
            public=True,
        ),
        Verb(
            "look",
            _T,
            _.lazy("Look (the card's effect)"),
            R.TRADE_EFFECTS,
            "look",
            public=True,
        ),
        Verb("tome", _T, _.lazy("Swap professions (Tome)"), R.TOME, "tome", public=True),
        Verb("coat", _T, _.lazy("Take a new profession (Coat)"), R.COAT, "coat", public=True),
        Verb(
            "take",
            _.lazy("Take"),
            lambda w: _("Take the {card}", card=_card(_words(w, 1))),
            R.REWARD,
            "take <item>",
        ),
        Verb("sextant", _T, _sextant, R.SEXTANT, "sextant left|right", public=True),
        Verb(
            "hand_on",
            _.lazy("Pass an item on (Sextant)"),
            lambda w: _("Pass the {item} on", item=_item(_words(w, 1))),
            R.SEXTANT,
            "hand_on <item>",
        ),
        Verb(
            "skip",
            _.lazy("Skip"),
            _.lazy("Do without the effect"),
            R.OPTIONAL_EFFECTS,
            "skip",
            public=True,
        ),
        Verb(
            "priest",
            _.lazy("Priest"),
            _.lazy("Use the Priest: stop this fight"),
            R.PRIEST,
            "priest",
        ),
        Verb(
            "support",
            _.lazy("Support"),
            _support,
            R.FIGHT_SUPPORT,
            "support attacker|defender",
            public=True,
        ),
        Verb(
            "abstain", _.lazy("Abstain"), _.lazy("Abstain"), R.FIGHT_SUPPORT, "abstain", public=True
        ),
        Verb(
            "hypnotise",
            _.lazy("Hypnotist"),
            _.lazy("Hypnotise {1}: he abstains"),
            R.HYPNOTIST,
            "hypnotise <player>",
        ),
        Verb(
            "use",
            _.lazy("Use in the fight"),
            lambda w: _("Use the {card}", card=_card(_words(w, 1))),
            R.FIGHT_EFFECTS,
            "use <card>",
        ),
        Verb("poison", _.lazy("Poisoner"), _poison, R.FIGHT_EFFECTS, "poison <side>"),
        Verb(
            "doctor",
            _.lazy("Doctor"),
            _.lazy("Use the Doctor: cancel what the fight causes"),
            R.DOCTOR,
            "doctor",
        ),
        Verb(
            "truth",
            _REWARD,
            _.lazy("Truth: see the loser's society and profession"),
            R.REWARD,
            "truth",
            public=True,
        ),
        Verb(
            "luggage",
            _REWARD,
            _.lazy("Luggage: see the loser's items and take one"),
            R.REWARD,
            "luggage",
            public=True,
        ),
        Verb(
            "ally",
            _.lazy("Name an ally"),
            _.lazy("Name {1} as an ally"),
            R.VICTORY,
            "ally <player>",
            public=True,
        ),
        Verb("done", _.lazy("Done"), _.lazy("Done naming allies"), R.VICTORY, "done", public=True),
    ]
)


def _extra(words: Sequence[str]) -> str | None:
    """Labels of the action texts whose verb is not in the table (their English label is the
    text itself, kept so): in another language, read from the catalog."""
    verb, arg = words[0], _words(words, 1)
    if verb == "keep":
        return _("Keep the {profession}", profession=prof_text(arg))
    if verb == "fence":
        return _("Fence: offer the top card of the draw pile to {player}", player=arg)
    if verb == "revenge":
        if arg == "attacker":
            return _("Revenge token: +1 for the attacker")
        return _("Revenge token: +1 for the defender")
    if verb == "resolve":
        return _("Take the event")
    if verb == "reject":
        return _("Reject the event and draw the next")
    if verb == "tuck":
        return _("Put the {item} under the draw pile", item=_item(arg))
    if verb == "see":
        return _("Look at {player}'s society card", player=arg)
    if verb == "avenge":
        return _("Use the Avenger")
    if verb == "advocate":
        return _("Use the Advocate: cancel the claim")
    if verb == "absinthe":
        return _("Pour the Absinthe for {player}", player=arg)
    if verb == "deed":
        return _("Use the Deed: take the {item}", item=_item(arg))
    if verb == "draw_item":
        return _("Draw an item instead (coachman)")
    if verb == "cutpurse":
        return _("Use the Cutpurse on {player}", player=arg)
    if verb == "fortune_teller":
        return _("Use the Fortune Teller: look at a society card")
    return None


def label(text: str) -> str:
    """The label of ``text``: the verb table's, or (another language) ``_extra``'s."""
    words = text.split()
    if words and words[0] not in VERBS and active_language() != DEFAULT:
        said = _extra(words)
        if said is not None:
            return said
    return engine_label(VERBS, text)
