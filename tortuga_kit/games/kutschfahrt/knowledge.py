"""Private looks and the knowledge sheet (rules §looks).

Kutschfahrt is a game of finding out who is on your side, and the only ways to find out are the
looks the rules allow: the Monocle (a society card), the Privilege (all items), the truth after a
fight (society and profession), the luggage after a fight (all items), a failed Diplomat's
demand (all items), the Tome (the partner's profession), the Clairvoyant (the draw pile). Each
look reaches only the looking seat: its log line is private (``Event.private``), the public
line says only that a look happened, and the fact goes on the looker's **knowledge sheet**,
``State.known[seat]``, with the turn it was seen in. Societies never change, so a society once
seen stays true; professions (Tome, Coat) and items (every trade) move on, so the sheet keeps
*when* a hand or profession was seen.

A face-up profession is public: every sheet shows it, from the table, not from the sheet.
"""

from __future__ import annotations

from typing import Any

from ...engine.events import Event
from ...engine.i18n import DEFAULT, Msg, active_language, translator
from .state import Sheet, State
from .trade.rules import item_msg, item_name

_ = translator("kutschfahrt")

#: Events made at almost every step: translated templates, their fields a tuple.
LOOKS_SOCIETY = _.template("{who} looks at {whom}'s society card ({how}).")
LOOKS_ITEMS = _.template("{who} looks at all {whom}'s items ({how}).")
LOOKS_PROFESSION = _.template("{who} looks at {whom}'s profession ({how}).")

SOCIETY, PROFESSION, ITEMS = 0, 1, 2
FIELDS = ("society", "profession", "items")
_EMPTY: Sheet = (None, None, None, ())
#: How many single cards a sheet remembers per seat (the latest).
CARDS_KEPT = 6


def learn(s: State, seat: int, about: int, field: int, value: Any, how: str) -> None:
    """Seat ``seat`` has seen ``value`` (field ``field``) of seat ``about`` by ``how``."""
    if seat == about:
        return
    old = s.known[seat].get(about, _EMPTY)
    sheet: list[Any] = list(old)
    sheet[field] = (value, s.turn_number, how)
    s.known[seat][about] = (sheet[0], sheet[1], sheet[2], old[3])


def learn_card(s: State, seat: int, about: int, item: str, how: str) -> None:
    """Seat ``seat`` has seen that seat ``about`` holds ``item`` (an offer, a named card)."""
    if seat == about:
        return
    old = s.known[seat].get(about, _EMPTY)
    cards = (*old[3], (item, s.turn_number, how))[-CARDS_KEPT:]
    s.known[seat][about] = (old[0], old[1], old[2], cards)


#: How a card that changed hands between two seats is on their sheets: the giver's sheet says
#: the receiver now holds it, the receiver's that the giver held it (and a taker's victim that
#: the taker holds it). Every private line that shows a card in another seat's hand puts it on
#: the reader's sheet (tests/games/kutschfahrt/test_kutschfahrt_knowledge.py).
YOU_GAVE_IT = _.mark("you gave it")
GAVE_IT_TO_YOU = _.mark("gave it to you")
TOOK_IT_FROM_YOU = _.mark("took it from you")
PLAYED_IN_A_FIGHT = _.mark("played in a fight")
CHANGED_HANDS_IN_A_FIGHT = _.mark("changed hands in a fight")


def learn_given(s: State, giver: int, receiver: int, item: str) -> None:
    """``giver`` handed ``item`` to ``receiver``, and only the two saw it (a gift, a payment, a
    card passed or given back): each sheet says so about the other."""
    learn_card(s, giver, receiver, item, YOU_GAVE_IT)
    learn_card(s, receiver, giver, item, GAVE_IT_TO_YOU)


def words(items: list[str] | tuple[str, ...]) -> str:
    """Items as a sentence: ``"a key, the Dagger and the Whip"``; ``"no items"``."""
    if not items:
        return "no items"
    names = [("a " if i in ("key", "goblet") else "the ") + item_name(i) for i in sorted(items)]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class Words(Msg):
    """Items as a sentence, translated when read (a field of an event's text)."""

    __slots__ = ("items",)

    def __init__(self, items: list[str] | tuple[str, ...]) -> None:
        super().__init__("kutschfahrt", "")
        self.items = tuple(items)

    def render(self, lang: str | None = None) -> str:
        if (lang or active_language()) == DEFAULT:
            return words(self.items)
        return words_text(self.items, lang)

    def __repr__(self) -> str:
        return f"Words({self.items!r})"


def words_text(items: list[str] | tuple[str, ...], lang: str | None = None) -> str:
    """Items as a sentence in ``lang`` (default: the active one), without articles."""
    if not items:
        return _.lazy("no items").render(lang)
    names = [item_msg(i).render(lang) for i in sorted(items)]
    if len(names) == 1:
        return names[0]
    return _.lazy("{first} and {last}", first=", ".join(names[:-1]), last=names[-1]).render(lang)


_SOCIETY_WORDS = {
    "order": _.mark("the Order"),
    "brotherhood": _.mark("the Brotherhood"),
    "traitor": _.mark("the traitor"),
}


def society_word(society: str) -> str:
    return _SOCIETY_WORDS[society]


def society_msg(society: str) -> Msg:
    """``society_word``, translated when read."""
    return Msg("kutschfahrt", _SOCIETY_WORDS[society])


_HOW_MSGS: dict[str, Msg] = {}


def how_msg(how: str) -> Msg:
    """How something was seen (a marked text), translated when read (shared per text)."""
    found = _HOW_MSGS.get(how)
    if found is None:
        found = _HOW_MSGS[how] = Msg("kutschfahrt", how)
    return found


def look_society(s: State, seat: int, about: int, how: str, rule: str, ev: list[Event]) -> None:
    """``seat`` looks at ``about``'s society card; only ``seat`` reads which it is."""
    society = s.societies[about]
    learn(s, seat, about, SOCIETY, society, how)
    who, whom, hm = s.names[seat], s.names[about], how_msg(how)
    ev.append(
        Event(
            LOOKS_SOCIETY,
            rule,
            "look",
            "look_society",
            {
                seat: _.lazy(
                    "You look at {whom}'s society card ({how}): {society}.",
                    whom=whom,
                    how=hm,
                    society=society_msg(society),
                )
            },
            (who, whom, hm),
        )
    )


def look_items(s: State, seat: int, about: int, how: str, rule: str, ev: list[Event]) -> None:
    """``seat`` sees all of ``about``'s items; only ``seat`` reads them."""
    hand = tuple(sorted(s.items[about]))
    learn(s, seat, about, ITEMS, hand, how)
    who, whom, hm = s.names[seat], s.names[about], how_msg(how)
    ev.append(
        Event(
            LOOKS_ITEMS,
            rule,
            "look",
            "look_items",
            {
                seat: _.lazy(
                    "You look at {whom}'s items ({how}): {items}.",
                    whom=whom,
                    how=hm,
                    items=Words(hand),
                )
            },
            (who, whom, hm),
        )
    )


def look_profession(
    s: State, seat: int, about: int, how: str, rule: str, ev: list[Event] | None
) -> None:
    """``seat`` sees ``about``'s profession card (face down or up); only ``seat`` reads it."""
    prof = s.professions[about]
    learn(s, seat, about, PROFESSION, prof, how)
    if ev is not None:
        who, whom, hm = s.names[seat], s.names[about], how_msg(how)
        ev.append(
            Event(
                LOOKS_PROFESSION,
                rule,
                "look",
                "look_profession",
                {
                    seat: _.lazy(
                        "You look at {whom}'s profession ({how}): {profession}.",
                        whom=whom,
                        how=hm,
                        profession=prof_msg(prof),
                    )
                },
                (who, whom, hm),
            )
        )


def reveal_society_to_all(s: State, about: int, how: str) -> None:
    """A society shown to everybody (a victory claim, Revelation, Sunrise): on every sheet,
    the public one too."""
    learn_all(s, about, SOCIETY, s.societies[about], how)


def learn_all(s: State, about: int, field: int, value: Any, how: str) -> None:
    """Everybody has seen it: every seat's sheet and the public sheet (``known[n]``); what
    ``learn`` does for each, with the entry made once."""
    entry = (value, s.turn_number, how)
    for seat, sheets in enumerate(s.known):
        if seat != about:
            old = sheets.get(about, _EMPTY)
            sheet: list[Any] = list(old)
            sheet[field] = entry
            sheets[about] = (sheet[0], sheet[1], sheet[2], old[3])


def show_all(s: State, about: int, how: str) -> None:
    """``about`` shows his society card and all his items to everybody (a victory claim):
    ``reveal_society_to_all`` and ``learn_all`` of his sorted items, in one pass."""
    turn = s.turn_number
    society = (s.societies[about], turn, how)
    items = (tuple(sorted(s.items[about])), turn, how)
    for seat, sheets in enumerate(s.known):
        if seat != about:
            old = sheets.get(about, _EMPTY)
            sheets[about] = (society, old[1], items, old[3])


def learn_card_all(s: State, about: int, item: str, how: str) -> None:
    """Everybody has seen ``about`` hold ``item``: ``learn_card`` for every sheet, the public
    one too, with the entry made once."""
    entry = (item, s.turn_number, how)
    for seat, sheets in enumerate(s.known):
        if seat != about:
            old = sheets.get(about, _EMPTY)
            sheets[about] = (old[0], old[1], old[2], (*old[3], entry)[-CARDS_KEPT:])


PROF_NAMES: dict[str, str] = {
    "diplomat": _.mark("Diplomat"),
    "doctor": _.mark("Doctor"),
    "duelist": _.mark("Duelist"),
    "poisoner": _.mark("Poisoner"),
    "grand_master": _.mark("Grand Master"),
    "clairvoyant": _.mark("Clairvoyant"),
    "hypnotist": _.mark("Hypnotist"),
    "bodyguard": _.mark("Bodyguard"),
    "priest": _.mark("Priest"),
    "thug": _.mark("Thug"),
    "avenger": _.mark("Avenger"),
    "mercenary": _.mark("Mercenary"),
    "illusionist": _.mark("Illusionist"),
    "fence": _.mark("Fence"),
    "merchant": _.mark("Merchant"),
    "spy": _.mark("Spy"),
    "assassin": _.mark("Assassin"),
    "cutpurse": _.mark("Cutpurse"),
    "advocate": _.mark("Advocate"),
    "fortune_teller": _.mark("Fortune Teller"),
}


def prof_name(prof: str) -> str:
    return PROF_NAMES.get(prof) or prof.replace("_", " ").title()


_PROF_MSGS = {prof: Msg("kutschfahrt", name) for prof, name in PROF_NAMES.items()}


def prof_msg(prof: str) -> Msg:
    """The profession's name, translated when read (one shared ``Msg`` per profession)."""
    found = _PROF_MSGS.get(prof)
    return found if found is not None else Msg("kutschfahrt", prof_name(prof))


def prof_text(prof: str) -> str:
    """The profession's name in the active language."""
    return _.get(prof_name(prof))


def sheet(s: State, seat: int | None) -> list[dict[str, Any]]:
    """Seat ``seat``'s knowledge sheet, one row per other seat (clockwise from its left):
    what it has seen of each society, profession and hand, and in which turn; a face-up
    profession is read from the table (everybody sees it). ``None``: the public sheet, what
    everybody has seen, one row per seat."""
    rows = []
    n, names, face_up = s.n, s.names, s.face_up
    sheets = s.known[n if seat is None else seat]
    seats = range(n) if seat is None else [(seat + k) % n for k in range(1, n)]
    for t in seats:
        entry = sheets.get(t)
        if entry is None:  # nothing seen: the usual row, built without the loop below
            row: dict[str, Any] = {
                "seat": t,
                "name": names[t],
                "society": None,
                "profession": None,
                "items": None,
                "cards": [],
            }
        else:
            soc, prof, items, cards = entry
            row = {
                "seat": t,
                "name": names[t],
                "society": None if soc is None else _cell(soc),
                "profession": None if prof is None else _cell(prof),
                "items": None
                if items is None
                else {"value": list(items[0]), "turn": items[1], "how": items[2]},
                "cards": [{"value": c, "turn": turn, "how": how} for c, turn, how in cards],
            }
        if face_up[t]:
            row["profession"] = {
                "value": s.professions[t],
                "turn": None,
                "how": _.mark("face up on the table"),
            }
        rows.append(row)
    return rows


def _cell(e: Any) -> dict[str, Any]:
    return {"value": e[0], "turn": e[1], "how": e[2]}


__all__ = [
    "FIELDS",
    "ITEMS",
    "PROFESSION",
    "SOCIETY",
    "learn",
    "learn_all",
    "learn_card",
    "learn_card_all",
    "learn_given",
    "look_items",
    "look_profession",
    "look_society",
    "prof_name",
    "reveal_society_to_all",
    "sheet",
    "show_all",
    "words",
]
