"""The action language of Tortuga 1667: one verb per first word of an action text.

The parser, the button labels and groups, and the "legal: ..." hints of error messages all come
from this table (``engine.verbs``). ``TURN_VERBS`` are the actions of a turn (seed 000 · So läuft
ein Zug ab); the others answer a question a turn action asked (a vote, the loot, a target).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.i18n import Msg, active_language, translate, translator
from ...engine.verbs import Verb, verbs_by_name
from . import rulerefs as R
from .state import HOLD_TITLES, SHIP_TITLES

_ = translator("tortuga1667")

DESTINATIONS = {
    "fd-boat": _.mark("Move to the Flying Dutchman's rowboat"),
    "jr-boat": _.mark("Move to the Jolly Roger's rowboat"),
    "fd": _.mark("Move to the back of the Flying Dutchman"),
    "jr": _.mark("Move to the back of the Jolly Roger"),
    "tortuga": _.mark("Move to the back of Tortuga"),
}
SHIP_BY_KEY = {"fd": 0, "jr": 1}
BOAT_BY_KEY = {"fd-boat": 0, "jr-boat": 1}
#: A vote card's symbols as its label names them ("2× fire").
SYMBOLS = {
    "cannon": _.mark("cannon"),
    "fire": _.mark("fire"),
    "water": _.mark("water"),
    "british": _.mark("British"),
    "french": _.mark("French"),
    "skull": _.mark("skull"),
    "wheel": _.mark("wheel"),
}


def card_words(card: str, lang: str | None = None) -> str:
    """A vote card in words, as its button names it, in ``lang`` (default: the active one):
    ``"cannon/french/wheel"`` -> ``"cannon · French · wheel"``, a double card
    ``"2fire/2british/2skull"`` -> ``"2× fire · 2× British · 2× skull"``. The ids stay the
    action language (``vote cannon/french/wheel``); a reader sees only this one notation."""
    lang = lang or active_language()
    parts = []
    for sym in card.split("/"):
        n, name = (sym[0], sym[1:]) if sym[:1].isdigit() else ("", sym)
        word = translate(_.domain, SYMBOLS[name], lang) if name in SYMBOLS else name
        parts.append(f"{n}× {word}" if n else word)
    return " · ".join(parts)


class _VoteCard(Msg):
    """A vote card's name read later, in the reader's language: the words its button shows
    (``card_words``), in the log and on the board's last-vote line alike."""

    __slots__ = ("card",)

    def __init__(self, card: str) -> None:
        super().__init__("", "")
        self.card = card

    def render(self, lang: str | None = None) -> str:
        return card_words(self.card, lang)

    def __repr__(self) -> str:
        return f"vote_card({self.card!r})"


def vote_card(card: str) -> Msg:
    """A vote card as a field of a text (an event's, a view's), read in the reader's language."""
    return _VoteCard(card)


def _move(w: Sequence[str]) -> str:
    return _.get(DESTINATIONS[w[1]])


def _smuggle(w: Sequence[str]) -> str:
    if w[1] == "french":
        return _("Cabin Boy: move a chest from the French to the British hold")
    return _("Cabin Boy: move a chest from the British to the French hold")


def _marque(w: Sequence[str]) -> str:
    ship = _.get(SHIP_TITLES[SHIP_BY_KEY[w[2]]])
    return _("Letter of Marque: {name} to the back of the {ship}", name=w[1], ship=ship)


def _symbol(name: str) -> str:
    return _.get(SYMBOLS[name]) if name in SYMBOLS else name


def _vote(w: Sequence[str]) -> str:
    """ "vote 2fire/2british/2skull" -> "Vote 2× fire · 2× British · 2× skull" (as the card)."""
    return _("Vote {symbols}", symbols=card_words(w[1]))


def _hold(team: str) -> str:
    return _.get(HOLD_TITLES[team]) if team in HOLD_TITLES else f"{team.title()} hold"


def _loot(w: Sequence[str]) -> str:
    return _("Take a chest from the galleon into the {hold}", hold=_hold(w[1]))


def _steal(w: Sequence[str]) -> str:
    return _(
        "Steal from the other ship's {source} into your {target}",
        source=_hold(w[1]),
        target=_hold(w[2]),
    )


def _start(w: Sequence[str]) -> str:
    return _("Starting chest in the {hold}", hold=_hold(w[1]))


def _blast(w: Sequence[str]) -> str:
    return _("Blow up the {ship}'s rowboat", ship=_.get(SHIP_TITLES[BOAT_BY_KEY[w[1]]]))


TURN = (
    Verb(
        "peek",
        _.lazy("Look at two event cards"),
        _.lazy("Look at event cards {1} and {2}"),
        R.PEEK,
        "peek <space> <space>",
    ),
    Verb(
        "reveal",
        _.lazy("Reveal an event card"),
        _.lazy("Reveal event card {1}"),
        R.REVEAL,
        "reveal <space>",
    ),
    Verb(
        "force",
        _.lazy("Force a player to reveal"),
        _.lazy("Force {1} to reveal card {2} or {3}"),
        R.FORCE,
        "force <player> <space> <space>",
    ),
    Verb("move", _.lazy("Move"), _move, R.MOVE, "move <fd-boat|jr-boat|fd|jr|tortuga>"),
    Verb("attack", _.lazy("Captain"), _.lazy("Captain: call an attack"), R.ATTACK, "attack"),
    Verb(
        "maroon",
        _.lazy("Captain: maroon"),
        _.lazy("Captain: maroon {1}"),
        R.MAROON,
        "maroon <player>",
    ),
    Verb("mutiny", _.lazy("First Mate"), _.lazy("First Mate: call a mutiny"), R.MUTINY, "mutiny"),
    Verb("smuggle", _.lazy("Cabin Boy"), _smuggle, R.CABIN_BOY, "smuggle <from> <to>"),
    Verb("brawl", _.lazy("Governor"), _.lazy("Governor: call a brawl"), R.BRAWL, "brawl"),
    Verb("marque", _.lazy("Letter of Marque"), _marque, R.MARQUE, "marque <player> <fd|jr>"),
)
ANSWERS = (
    Verb("vote", _.lazy("Vote"), _vote, R.VOTE, "vote <one of your vote cards>"),
    Verb(
        "el",
        _.lazy("El Dorado"),
        _.lazy("Use El Dorado: play two vote cards"),
        R.EL_DORADO,
        "el dorado",
    ),
    Verb("pass", _.lazy("Pass"), _.lazy("Pass"), R.TURN, "pass"),
    Verb("loot", _.lazy("Loot"), _loot, R.ATTACK, "loot <british|french>"),
    Verb("steal", _.lazy("Loot"), _steal, R.LOOT, "steal <from> <into>"),
    Verb("hold", _.lazy("Starting chest"), _start, R.START_CHESTS, "hold <british|french>"),
    Verb(
        "atlantis",
        _.lazy("Atlantis"),
        _.lazy("Use Atlantis: switch to the other ship"),
        R.ATLANTIS,
        "atlantis",
    ),
    Verb(
        "save",
        _.lazy("Letter of Marque"),
        _.lazy("Save the Letter of Marque for a later action"),
        R.MARQUE,
        "save",
    ),
    Verb("shoot", _.lazy("Pistol"), _.lazy("Pistol: maroon {1}"), R.PISTOL, "shoot <player>"),
    Verb(
        "give",
        _.lazy("Treasure map"),
        _.lazy("Give the treasure map to {1}"),
        R.MAPS,
        "give <player>",
    ),
    Verb(
        "use",
        _.lazy("Fountain of Youth"),
        _.lazy("Use the Fountain of Youth"),
        R.FOUNTAIN,
        "use fountain",
    ),
    Verb(
        "decline",
        _.lazy("Fountain of Youth"),
        _.lazy("Accept being marooned"),
        R.FOUNTAIN,
        "decline",
    ),
    Verb("blast", _.lazy("Black Powder"), _blast, R.BLACK_POWDER, "blast <fd-boat|jr-boat>"),
    Verb(
        "swap", _.lazy("Façade"), _.lazy("Swap loyalty cards with {1}"), R.FACADE, "swap <player>"
    ),
)
VERBS = verbs_by_name(TURN + ANSWERS)
TURN_VERBS = frozenset(v.name for v in TURN)
ANSWER_VERBS = frozenset(v.name for v in ANSWERS)
