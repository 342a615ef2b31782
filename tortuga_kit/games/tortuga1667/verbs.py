"""The action language of Tortuga 1667: one verb per first word of an action text.

The parser, the button labels and groups, and the "legal: ..." hints of error messages all come
from this table (``engine.verbs``). ``TURN_VERBS`` are the actions of a turn (seed 000 · So läuft
ein Zug ab); the others answer a question a turn action asked (a vote, the loot, a target).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.verbs import Verb, verbs_by_name
from . import rulerefs as R
from .state import SHIP_TITLES

DESTINATIONS = {
    "fd-boat": "the Flying Dutchman's rowboat",
    "jr-boat": "the Jolly Roger's rowboat",
    "fd": "the back of the Flying Dutchman",
    "jr": "the back of the Jolly Roger",
    "tortuga": "the back of Tortuga",
}
SHIP_BY_KEY = {"fd": 0, "jr": 1}
BOAT_BY_KEY = {"fd-boat": 0, "jr-boat": 1}


def _move(w: Sequence[str]) -> str:
    return f"Move to {DESTINATIONS[w[1]]}"


def _smuggle(w: Sequence[str]) -> str:
    return f"Cabin Boy: move a chest from the {w[1].title()} to the {w[2].title()} hold"


def _marque(w: Sequence[str]) -> str:
    return f"Letter of Marque: {w[1]} to the back of the {SHIP_TITLES[SHIP_BY_KEY[w[2]]]}"


def _vote(w: Sequence[str]) -> str:
    """ "vote 2fire/2british/2skull" -> "Vote 2× fire · 2× British · 2× skull" (as the card)."""
    parts = []
    for sym in w[1].split("/"):
        n, name = (sym[0], sym[1:]) if sym[:1].isdigit() else ("", sym)
        name = name.title() if name in ("british", "french") else name
        parts.append(f"{n}× {name}" if n else name)
    return "Vote " + " · ".join(parts)


def _loot(w: Sequence[str]) -> str:
    return f"Take a chest from the galleon into the {w[1].title()} hold"


def _steal(w: Sequence[str]) -> str:
    return f"Steal from the other ship's {w[1].title()} hold into your {w[2].title()} hold"


def _hold(w: Sequence[str]) -> str:
    return f"Starting chest in the {w[1].title()} hold"


def _blast(w: Sequence[str]) -> str:
    return f"Blow up the {SHIP_TITLES[BOAT_BY_KEY[w[1]]]}'s rowboat"


TURN = (
    Verb(
        "peek",
        "Look at two event cards",
        "Look at event cards {1} and {2}",
        R.PEEK,
        "peek <space> <space>",
    ),
    Verb("reveal", "Reveal an event card", "Reveal event card {1}", R.REVEAL, "reveal <space>"),
    Verb(
        "force",
        "Force a player to reveal",
        "Force {1} to reveal card {2} or {3}",
        R.FORCE,
        "force <player> <space> <space>",
    ),
    Verb("move", "Move", _move, R.MOVE, "move <fd-boat|jr-boat|fd|jr|tortuga>"),
    Verb("attack", "Captain", "Captain: call an attack", R.ATTACK, "attack"),
    Verb("maroon", "Captain: maroon", "Captain: maroon {1}", R.MAROON, "maroon <player>"),
    Verb("mutiny", "First Mate", "First Mate: call a mutiny", R.MUTINY, "mutiny"),
    Verb("smuggle", "Cabin Boy", _smuggle, R.CABIN_BOY, "smuggle <from> <to>"),
    Verb("brawl", "Governor", "Governor: call a brawl", R.BRAWL, "brawl"),
    Verb("marque", "Letter of Marque", _marque, R.MARQUE, "marque <player> <fd|jr>"),
)
ANSWERS = (
    Verb("vote", "Vote", _vote, R.VOTE, "vote <one of your vote cards>"),
    Verb("el", "El Dorado", "Use El Dorado: play two vote cards", R.EL_DORADO, "el dorado"),
    Verb("pass", "Pass", "Pass", R.TURN, "pass"),
    Verb("loot", "Loot", _loot, R.ATTACK, "loot <british|french>"),
    Verb("steal", "Loot", _steal, R.LOOT, "steal <from> <into>"),
    Verb("hold", "Starting chest", _hold, R.START_CHESTS, "hold <british|french>"),
    Verb("atlantis", "Atlantis", "Use Atlantis: switch to the other ship", R.ATLANTIS, "atlantis"),
    Verb(
        "save", "Letter of Marque", "Save the Letter of Marque for a later action", R.MARQUE, "save"
    ),
    Verb("shoot", "Pistol", "Pistol: maroon {1}", R.PISTOL, "shoot <player>"),
    Verb("give", "Treasure map", "Give the treasure map to {1}", R.MAPS, "give <player>"),
    Verb("use", "Fountain of Youth", "Use the Fountain of Youth", R.FOUNTAIN, "use fountain"),
    Verb("decline", "Fountain of Youth", "Accept being marooned", R.FOUNTAIN, "decline"),
    Verb("blast", "Black Powder", _blast, R.BLACK_POWDER, "blast <fd-boat|jr-boat>"),
    Verb("swap", "Façade", "Swap loyalty cards with {1}", R.FACADE, "swap <player>"),
)
VERBS = verbs_by_name(TURN + ANSWERS)
TURN_VERBS = frozenset(v.name for v in TURN)
ANSWER_VERBS = frozenset(v.name for v in ANSWERS)
