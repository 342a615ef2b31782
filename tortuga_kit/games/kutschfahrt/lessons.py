"""Helpers for the Kutschfahrt notebooks (``notebooks/kutschfahrt/``), kept out of the notebooks.

Why a module: a helper written into a notebook cell is code nobody lints, types or tests (the
same reason as Cartagena's and Gourmet's ``lessons.py``). The notebooks import it with
``from tortuga_kit.games.kutschfahrt import lessons`` and show only the lesson.

Everything here builds matches with ``new_match`` and a prepared ``position`` and reads them
through the public API (``play``, ``decision``, ``legal_texts``, ``view``, ``log``), never the
state: a helper shows a learner no more than a seat or the projector may see.

>>> m = table(TRADE)
>>> play(m, "trade monocle Gundla", "accept", "give dagger", "look")[-1]
"Marie looks at Gundla's society card (Monocle)."
>>> private(m, 0)[-1]
"You look at Gundla's society card (Monocle): the Brotherhood."
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.i18n import language
from ...engine.match import Match, new_match
from .cards import SEALED, SECRET_BAGS

#: The folder of this game's notebooks, ``notebooks/<NOTEBOOKS>/`` (its translations in
#: ``notebooks/<lang>/<NOTEBOOKS>/``): the tests find a game's notebooks from its name through it.
NOTEBOOKS = "kutschfahrt"

__all__ = [
    "BAG",
    "DOCTOR",
    "DUELIST",
    "FIGHT",
    "LAST_ITEM",
    "MIRROR",
    "POISONER",
    "PRIEST",
    "SEALED",
    "SECRET_BAGS",
    "TABLE",
    "TRADE",
    "VICTORY",
    "WINDOWS",
    "hands",
    "known",
    "play",
    "private",
    "skip",
    "table",
]

#: The decisions every player is asked in turn, whether or not he holds the card (so that a
#: "pass" gives nothing away): the Priest before support, the Hypnotist, the Doctor after the
#: count.
WINDOWS = ("priest_window", "hypnosis", "doctor_window")

#: How a sheet says a profession was seen that lies face up (everybody sees it).
TABLE = "face up on the table"

_ORDER, _BRO = "order", "brotherhood"
#: Marie and Sarah are of the Order, Gundla and Romana of the Brotherhood (4 players).
_SOCIETIES = [_ORDER, _BRO, _ORDER, _BRO]

#: A trade: Marie holds the Monocle and a key; Gundla a goblet and the Dagger.
TRADE: dict[str, Any] = {
    "societies": _SOCIETIES,
    "professions": ["diplomat", "doctor", "duelist", "poisoner"],
    "items": [["monocle", "key"], ["goblet", "dagger"], ["key"], ["goblet"]],
    "seat": 0,
}
#: The Broken Mirror: Marie offers it; Gundla gives back the Privilege, whose effect is silenced.
MIRROR: dict[str, Any] = {
    "societies": _SOCIETIES,
    "professions": ["diplomat", "doctor", "duelist", "poisoner"],
    "items": [["broken_mirror", "key"], ["privilege", "goblet"], ["key"], ["goblet"]],
    "seat": 0,
}
#: A victory claim: the Order (Marie, Sarah) holds the three keys; Gundla (the Brotherhood) holds
#: two goblets, Romana the third.
VICTORY: dict[str, Any] = {
    "societies": _SOCIETIES,
    "professions": ["diplomat", "doctor", "duelist", "poisoner"],
    "items": [["key", "key"], ["goblet", "goblet"], ["key"], ["goblet"]],
    "seat": 0,
}
#: A fight with every kind of card: the Thug and the Dagger for Marie (attacker), the Gloves for
#: Gundla (defender), the Throwing Knives for Sarah, the Whip for Romana.
FIGHT: dict[str, Any] = {
    "societies": _SOCIETIES,
    "professions": ["thug", "grand_master", "clairvoyant", "bodyguard"],
    "items": [["dagger", "key"], ["gloves", "goblet"], ["throwing_knives"], ["whip"]],
    "seat": 0,
}
#: The Poisoner (Romana) against a clear count.
POISONER: dict[str, Any] = {**FIGHT, "professions": ["thug", "diplomat", "clairvoyant", "poisoner"]}
#: The Doctor (Gundla, the defender) cancels what the fight causes.
DOCTOR: dict[str, Any] = {**FIGHT, "professions": ["thug", "doctor", "clairvoyant", "bodyguard"]}
#: The Priest (Sarah) stops the fight before anybody supports.
PRIEST: dict[str, Any] = {**FIGHT, "professions": ["thug", "diplomat", "priest", "bodyguard"]}
#: The Duelist (Gundla, the defender): no support counts.
DUELIST: dict[str, Any] = {**FIGHT, "professions": ["thug", "duelist", "clairvoyant", "bodyguard"]}
#: A Secret Bag: Marie offers the key's Bag; the draw pile's top card is the Whip.
BAG: dict[str, Any] = {
    "societies": _SOCIETIES,
    "professions": ["diplomat", "doctor", "duelist", "poisoner"],
    "items": [["secret_bag_key"], ["goblet"], ["key"], ["secret_bag_goblet"]],
    "seat": 0,
}
#: The last item: Gundla (the defender) holds only a goblet.
LAST_ITEM: dict[str, Any] = {
    "societies": _SOCIETIES,
    "professions": ["thug", "diplomat", "clairvoyant", "bodyguard"],
    "items": [["dagger", "key"], ["goblet"], ["key"], ["whip"]],
    "seat": 0,
}


def table(
    position: Mapping[str, Any], players: int = 4, seed: int = 1, lang: str | None = None
) -> Match:
    """A match of Kutschfahrt set up as ``position`` (a prepared position, see ``prepared.py``),
    its texts in ``lang`` (default: the kit's language). Every helper below reads the match's
    texts in its language; the facts (``known``, ``hands``) are the cards' ids in every one.

    >>> table(TRADE).view(0)["you"]["items"]
    ['key', 'monocle']
    >>> play(table(TRADE, lang="de"), "trade monocle Gundla")
    ['Marie bietet Gundla verdeckt einen Gegenstand an.']
    """
    return new_match("kutschfahrt", players, seed=seed, position=dict(position), lang=lang)


def play(m: Match, *actions: str) -> list[str]:
    """Play each action text in turn; the public lines of the log they caused (what the
    projector shows).

    >>> m = table(FIGHT)
    >>> play(m, "attack Gundla")
    ['Marie attacks Gundla! Sword against shield.']
    """
    lines: list[str] = []
    with language(m.lang):
        for action in actions:
            lines += [e.text for e in m.play(action)]
    return lines


def skip(m: Match, kind: str) -> list[str]:
    """Every player asked the decision ``kind`` (e.g. ``"priest_window"``) passes, until
    another decision comes; the public lines that caused.

    >>> m = table(FIGHT)
    >>> _ = play(m, "attack Gundla")
    >>> skip(m, "priest_window"), m.decision.kind
    ([], 'support')
    """
    lines: list[str] = []
    while m.decision is not None and m.decision.kind == kind:
        lines += play(m, "pass")
    return lines


def private(m: Match, seat: int) -> list[str]:
    """The lines of ``seat``'s log after the deal that the projector's log does not hold (what
    only that seat read), in order. (The deal's own private line is left out: with a prepared
    position it still describes the seeded deal.)

    >>> m = table(TRADE)
    >>> private(m, 0), play(m, "trade monocle Gundla"), private(m, 1)
    ([], ['Marie offers Gundla an item face down.'], ['Marie offers you the Monocle, face down.'])
    """
    public = {(e["step"], e["text"]) for e in m.log()}
    return [
        e["text"] for e in m.log(seat) if e["step"] > 0 and (e["step"], e["text"]) not in public
    ]


def known(m: Match, seat: int) -> dict[str, dict[str, Any]]:
    """``seat``'s knowledge sheet, only what its own looks showed: ``{name: {field: value}}``.
    (A face-up profession is on every sheet, read from the table; it is left out here.)

    >>> m = table(TRADE)
    >>> _ = play(m, "trade monocle Gundla", "accept", "give dagger", "look")
    >>> known(m, 0), known(m, 1)
    ({'Gundla': {'society': 'brotherhood'}}, {})
    """
    you = m.view(seat)["you"]
    sheet: dict[str, dict[str, Any]] = {}
    for row in you["knowledge"]:
        seen = {
            f: row[f]["value"]
            for f in ("society", "profession", "items")
            if row[f] and row[f]["how"] != TABLE
        }
        if seen:
            sheet[row["name"]] = seen
    return sheet


def hands(m: Match, seats: Sequence[int] | None = None) -> dict[str, list[str]]:
    """Each seat's items as that seat sees them (its own view), by name: for a lesson's
    narrator, who may look behind every screen.

    >>> hands(table(TRADE))["Gundla"]
    ['dagger', 'goblet']
    """
    seats = range(len(m.names)) if seats is None else seats
    return {m.names[s]: m.view(s)["you"]["items"] for s in seats}
