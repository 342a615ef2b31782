"""The knowledge sheet holds everything a seat saw (rules §looks; seed 002 "3. B Gegenstand
tauschen", "C. Mitspieler angreifen" Blau (Gepäck), "4. Berufe" Priester, "Handkartenlimit",
"5. Gegenstände" Sextant).

A seat's private log lines say what it saw: "Gundla gives you the Dagger back", "Sarah takes your
Whip". Each such fact must be on its knowledge sheet, about the seat it names, at the turn it
was seen; a line shown to everybody (a card played in a fight, a hand shown) goes on the public
sheet too. The property test plays many random seeded games, base game and expansion, reads the
fields of every line's message (the names of seats and of the cards) and checks the sheets after
each step. Which field names which seat is written down per message below; a new message that
names a seat and a card but is in neither table fails the test, so no line escapes it.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.i18n import Joined, Msg
from tortuga_kit.games.kutschfahrt import knowledge
from tortuga_kit.games.kutschfahrt.knowledge import PROF_NAMES, Words
from tortuga_kit.games.kutschfahrt.trade.rules import ITEM_NAMES

ITEM_OF = {name: item for item, name in ITEM_NAMES.items()}
PROF_OF = {name: prof for prof, name in PROF_NAMES.items()}
SOCIETY_OF = {"the Order": "order", "the Brotherhood": "brotherhood", "the traitor": "traitor"}

#: A private line's message -> the facts it shows: (field naming the seat, field naming what
#: that seat holds or held).
PRIVATE: dict[str, list[tuple[str, str]]] = {
    "{who} offers you the {item}, face down.": [("who", "item")],
    "You give {whom} the {item} back.": [("whom", "item")],
    "{who} gives you the {item} back.": [("who", "item")],
    "You give {whom} the {item}.": [("whom", "item")],
    "{who} gives you the {item}.": [("who", "item")],
    "You give the {item} to {whom} (hand limit).": [("whom", "item")],
    "{who} is over the hand limit and gives you the {item}.": [("who", "item")],
    "You take {whom}'s {item}.": [("whom", "item")],
    "{who} takes your {item}.": [("who", "item")],
    "You keep {whom}'s {item}.": [("whom", "item")],
    "{who} keeps your {item}.": [("who", "item")],
    "{who} hands you the {item}.": [("who", "item")],
    "{who} takes your {item} and gives you the Deed.": [("who", "item")],
    "You take {whom}'s {item} and give them the Absinthe.": [("whom", "item")],
    "{who} takes your {item} and gives you the Absinthe.": [("who", "item")],
    "You pass the {item} to {whom} and receive the {got} from {giver}.": [
        ("whom", "item"),
        ("giver", "got"),
    ],
    "You pass the {item} to {whom}.": [("whom", "item")],
    "You receive the {item} from {giver}.": [("giver", "item")],
    "You look at {whom}'s items ({how}): {items}.": [("whom", "items")],
    "You look at {whom}'s society card ({how}): {society}.": [("whom", "society")],
    "You look at {whom}'s profession ({how}): {profession}.": [("whom", "profession")],
    "You give {whom} your {mine} and take the {theirs}.": [("whom", "mine")],
    "{who} gives you the {mine} and takes your {theirs}.": [("who", "theirs")],
}
#: A line shown to everybody -> the facts it shows (on every sheet, the public one too).
PUBLIC: dict[str, list[tuple[str, str]]] = {
    "{who} plays the {card} ({role}).": [("who", "card")],
    "{who} is the {card} ({role}).": [("who", "card")],  # face up: every sheet reads the table
    "{who} hands the {item} to {whom}.": [("whom", "item")],
    "{who} shows all their items: {items}.": [("who", "items")],
    "{who} plays the Deed: takes the {item} and gives its holder the Deed.": [("who", "item")],
    "{who} takes {whom}'s {item} and gives them the Absinthe.": [("who", "item")],
    "{who}: {society}, {items}": [("who", "society"), ("who", "items")],
    "Revelation: {who} shows their society card to everybody: {society}.": [("who", "society")],
}
#: Lines that name a seat and a card but show no card in that seat's hand, and why.
NOT_HELD = {
    "You offer {whom} the {item}, face down.": "an offer may be refused: the card may never "
    "reach that hand",
    "{who} demands the {item} from {whom}, who does not have it and shows {who} all their "
    "items; {who}'s turn ends.": "says what the seat does not hold (the look is its own line)",
    "{who} gave the {item}": "names the giver of a card named in a trade; every sheet has it in "
    "his partner's hand (the trade's own facts are checked with the partner's lines)",
    "{who} gave the Gold Scale (acting as the {item})": "the acting card is not in any hand",
    "{who} demands the {item} from {whom}, who must hand it over.": "the card handed over may "
    "be the Secret Bag that counts as the item (the Diplomat's private line names it)",
}


def _value(v: Any) -> tuple[str, Any] | None:
    """What a message field names: ("item", id), ("items", ids), ("profession", id),
    ("society", id), or None."""
    if isinstance(v, Words):
        return ("items", tuple(sorted(v.items)))
    if type(v) is Msg and not v.args:
        for table, kind in ((ITEM_OF, "item"), (PROF_OF, "profession"), (SOCIETY_OF, "society")):
            if v.msgid in table:
                return (kind, table[v.msgid])
    return None


def _messages(msg: Any) -> list[Msg]:
    """The message and every message nested in its fields (a claim's shown hands)."""
    if isinstance(msg, Joined):
        return [m for p in msg.parts for m in _messages(p)]
    if type(msg) is not Msg:
        return []
    out = [msg]
    for v in msg.args.values():
        out += _messages(v)
    return out


def _facts(msg: Msg, names: tuple[str, ...], table: dict[str, list[tuple[str, str]]]) -> list:
    """The facts a message shows: (seat, kind, value). Fails on a message that names a seat
    and a card but is in no table."""
    seats = {k for k, v in msg.args.items() if isinstance(v, str) and v in names}
    things = {k for k, v in msg.args.items() if _value(v) is not None}
    if msg.msgid in table:
        out = []
        for seat_field, what in table[msg.msgid]:
            found = _value(msg.args[what])
            assert found is not None, (msg.msgid, what)
            out.append((names.index(msg.args[seat_field]), *found))
        return out
    assert not (seats and things) or msg.msgid in NOT_HELD, (
        f"the line {msg.msgid!r} names a seat and a card: say in PRIVATE, PUBLIC or NOT_HELD "
        "what it shows"
    )
    return []


def _on_sheet(s: Any, viewer: int | None, about: int, kind: str, value: Any, since: int) -> bool:
    """Is the fact on the sheet of ``viewer`` (None: the public sheet), seen this step?"""
    row = next(r for r in knowledge.sheet(s, viewer) if r["seat"] == about)

    def fresh(cell: Any) -> bool:
        return cell is not None and (cell["turn"] is None or cell["turn"] >= since)

    if kind == "item":
        bag = "secret_bag" if value.startswith("secret_bag") else value
        cards = [c["value"] for c in row["cards"] if fresh(c)]
        items = row["items"]["value"] if fresh(row["items"]) else []
        return value in cards or bag in cards or value in items
    if kind == "items":
        return fresh(row["items"]) and tuple(sorted(row["items"]["value"])) == value
    cell = row[kind]
    if kind == "profession" and s.face_up[about] and s.copied[about] == value:
        return True  # a face-up Illusionist as the card he copied: the table shows both
    return fresh(cell) and cell["value"] == value


def _check(m: Any, events: list[Any], since: int) -> None:
    s = m.state
    names = tuple(s.names)
    for e in events:
        for viewer, private in e.private.items():
            for msg in _messages(private):
                for about, kind, value in _facts(msg, names, PRIVATE):
                    if about != viewer:
                        assert _on_sheet(s, viewer, about, kind, value, since), (
                            f"seat {viewer} read {msg.render('en')!r} but its sheet lacks "
                            f"{kind} {value!r} of seat {about}"
                        )
        for msg in _messages(e._text):
            for about, kind, value in _facts(msg, names, PUBLIC):
                for viewer in (None, *range(s.n)):
                    if viewer != about:
                        assert _on_sheet(s, viewer, about, kind, value, since), (
                            f"everybody read {msg.render('en')!r} but the sheet of "
                            f"{viewer} lacks {kind} {value!r} of seat {about}"
                        )


@pytest.mark.parametrize("expansion", [False, True], ids=["base", "expansion"])
def test_every_fact_a_seat_read_in_its_log_is_on_its_knowledge_sheet(expansion: bool) -> None:
    """Property over random seeded games (rules §looks): what a seat's private log says it saw,
    and what the public log shows, is on the knowledge sheet at the turn it was seen. Odd seeds
    never declare (long games reach the hand limit, the Sextant, the after-fight cards); even
    seeds may (the hands shown at a claim)."""
    for seed in range(24):
        rnd = random.Random(seed)
        n = (3, 4, 5, 6, 7)[seed % 5]
        opts = {"absinthe_takes": ("used", "held")[seed % 2]} if expansion else {}
        m = tk.new_match("kutschfahrt", n, seed=seed, expansion=expansion, **opts)
        for _step in range(1500):
            if m.result is not None:
                break
            legal = m.legal_texts()
            calm = [t for t in legal if not t.startswith("declare")] if seed % 2 else legal
            since = m.state.turn_number
            _check(m, m.play(rnd.choice(calm or legal)), since)


def test_the_boards_sheet_shows_the_single_cards_seen() -> None:
    """Seed 002 · 3.B: after an accepted trade the offerer knows the card he gave and saw the
    one given back; his board's knowledge sheet shows the latest in the partner's items cell (no
    look at the whole hand yet), each with how and when in the tooltip. Nobody else's does."""
    pos = {
        "items": [["whip"], ["dagger", "key"], ["gloves"], ["goblet"], ["key"]],
        "professions": ["thug", "doctor", "priest", "bodyguard", "duelist"],
        "societies": ["order", "brotherhood", "order", "brotherhood", "order"],
        "seat": 0,
    }
    m = tk.new_match("kutschfahrt", 5, seed=1, start_player=0, position=pos)
    turn = m.view(0)["turn"]["number"]  # the trade's turn
    for text in ("trade whip Gundla", "accept", "give dagger"):
        m.play(text)
    mine = m.view(0)._repr_svg_()
    assert ">seen: Whip<" in mine  # the latest: Gundla holds the Whip now
    assert f"Whip: you gave it (turn {turn})\nDagger: gave it to you (turn {turn})" in mine
    assert "seen:" not in m.view(2)._repr_svg_()
    assert "seen:" not in m.view(None)._repr_svg_()
