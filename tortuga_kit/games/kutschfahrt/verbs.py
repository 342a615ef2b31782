"""Kutschfahrt's action language: one verb per first word (``engine.verbs``).

Players are named by their names (``attack Gundla``), items and professions by the kit's
identifiers (``trade monocle Gundla``, ``use thug``). A turn is ``pass``, ``trade <item>
<player>``, ``attack <player>`` or ``declare society|coat_of_arms|traitor``, with the free
``diplomat`` and ``clairvoyant`` before it; every later question of a trade, a fight, a claim or
the hand limit has its own verbs below. ``pass`` is the one word for "I do nothing here".
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.verbs import Verb, verbs_by_name
from . import rulerefs as R
from .cards import ITEMS
from .trade import item_name

_ITEMSET = frozenset(ITEMS)


def _item(word: str) -> str:
    return item_name(word)


def _words(words: Sequence[str], i: int) -> str:
    return words[i] if len(words) > i else "?"


_CLAIMS = {
    "society": "Declare victory for my society",
    "coat_of_arms": "Declare a solo win with the Coat of Arms",
    "traitor": "Declare the traitor's win",
}
_EFFECT_LABELS = {
    "draw": "Draw the top item (Secret Bag)",
    "look": "Look (the card's effect)",
    "tome": "Swap professions (Tome)",
}


def _pro(word: str) -> str:
    return word.replace("_", " ").title()


VERBS = verbs_by_name(
    [
        Verb("pass", "Pass", "Pass", R.TURN, "pass", public=True),
        Verb(
            "trade",
            "Offer an item in trade",
            lambda w: f"Offer the {_item(_words(w, 1))} to {_words(w, 2)}",
            R.TRADE,
            "trade <item> <player>",
        ),
        Verb("attack", "Attack a player", "Attack {1}", R.FIGHT, "attack <player>", public=True),
        Verb(
            "declare",
            "Declare victory",
            lambda w: _CLAIMS.get(_words(w, 1), " ".join(w)),
            R.VICTORY,
            "declare <kind>",
        ),
        Verb("diplomat", "Diplomat", "Use the Diplomat: demand an item", R.DIPLOMAT, "diplomat"),
        Verb(
            "clairvoyant",
            "Clairvoyant",
            "Use the Clairvoyant: arrange the draw pile",
            R.CLAIRVOYANT,
            "clairvoyant",
        ),
        Verb("demand", "Demand from", "Demand an item from {1}", R.DIPLOMAT, "demand <player>"),
        Verb(
            "ask",
            "Name the item",
            lambda w: f"Demand the {_item(_words(w, 1))}",
            R.DIPLOMAT,
            "ask <item>",
            public=True,
        ),
        Verb(
            "top",
            "Put on top",
            lambda w: f"Put the {_item(_words(w, 1))} on top",
            R.CLAIRVOYANT,
            "top <item>",
        ),
        Verb("accept", "Accept the offer", "Accept the offer", R.TRADE, "accept"),
        Verb("refuse", "Refuse the offer", "Refuse the offer", R.TRADE, "refuse"),
        Verb(
            "give",
            "Give an item",
            lambda w: f"Give the {_item(_words(w, 1))}",
            R.TRADE,
            "give <item>",
        ),
        Verb(
            "gift",
            "Give away (hand limit)",
            lambda w: f"Give the {_item(_words(w, 1))} to {_words(w, 2)}",
            R.HAND_LIMIT,
            "gift <item> <player>",
        ),
        Verb("draw", "Trade effect", _EFFECT_LABELS["draw"], R.TRADE_EFFECTS, "draw", public=True),
        Verb("look", "Trade effect", _EFFECT_LABELS["look"], R.TRADE_EFFECTS, "look", public=True),
        Verb("tome", "Trade effect", _EFFECT_LABELS["tome"], R.TOME, "tome", public=True),
        Verb("coat", "Trade effect", "Take a new profession (Coat)", R.COAT, "coat", public=True),
        Verb(
            "take",
            "Take",
            lambda w: (
                f"Take the {_item(_words(w, 1)) if _words(w, 1) in _ITEMSET else _pro(_words(w, 1))}"
            ),
            R.REWARD,
            "take <item>",
        ),
        Verb(
            "sextant",
            "Trade effect",
            "Sextant: everybody passes an item to the {1}",
            R.SEXTANT,
            "sextant left|right",
            public=True,
        ),
        Verb(
            "hand_on",
            "Pass an item on (Sextant)",
            lambda w: f"Pass the {_item(_words(w, 1))} on",
            R.SEXTANT,
            "hand_on <item>",
        ),
        Verb("skip", "Skip", "Do without the effect", R.OPTIONAL_EFFECTS, "skip", public=True),
        Verb("priest", "Priest", "Use the Priest: stop this fight", R.PRIEST, "priest"),
        Verb(
            "support",
            "Support",
            lambda w: f"Support the {_words(w, 1)}",
            R.FIGHT_SUPPORT,
            "support attacker|defender",
            public=True,
        ),
        Verb("abstain", "Abstain", "Abstain", R.FIGHT_SUPPORT, "abstain", public=True),
        Verb(
            "hypnotise",
            "Hypnotist",
            "Hypnotise {1}: he abstains",
            R.HYPNOTIST,
            "hypnotise <player>",
        ),
        Verb(
            "use",
            "Use in the fight",
            lambda w: (
                f"Use the {_item(_words(w, 1)) if _words(w, 1) in _ITEMSET else _pro(_words(w, 1))}"
            ),
            R.FIGHT_EFFECTS,
            "use <card>",
        ),
        Verb("poison", "Poisoner", "Poisoner: the {1} wins", R.FIGHT_EFFECTS, "poison <side>"),
        Verb(
            "doctor", "Doctor", "Use the Doctor: cancel what the fight causes", R.DOCTOR, "doctor"
        ),
        Verb(
            "truth",
            "Reward",
            "Truth: see the loser's society and profession",
            R.REWARD,
            "truth",
            public=True,
        ),
        Verb(
            "luggage",
            "Reward",
            "Luggage: see the loser's items and take one",
            R.REWARD,
            "luggage",
            public=True,
        ),
        Verb(
            "ally", "Name an ally", "Name {1} as an ally", R.VICTORY, "ally <player>", public=True
        ),
        Verb("done", "Done", "Done naming allies", R.VICTORY, "done", public=True),
    ]
)
