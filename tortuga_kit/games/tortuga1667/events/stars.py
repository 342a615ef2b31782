"""Sternkarten (seed 000 · Sternkarten / rulebook p.8; ref §6.4, §11.2): the star cards.

Three of the eight go into a game (option ``star_cards``). Three effects are documented:

- Eight Bells: everyone on your ship or island is redrawn into a random order (S5).
- Stormy Seas: on a ship all its chests go back to the galleon; on Tortuga its chests go back
  to one British, one French (seed 000 FAQ); in a rowboat nothing happens (ASSUMED).
- Black Powder: blow up a rowboat for the rest of the game (the ``black_powder`` frame); a pawn
  in it is marooned (option ``black_powder_occupant``, ref §6.4).

The other five have effects no source gives; they are guessed (ref §11.2) and need
``unverified_cards=True``: Cabin Fever, Crow's Nest, Façade (``facade`` frame), Pirate Code
(``pirate_code`` frame) and Scurvy.

Event tags: the card's name (``eight_bells``, ``stormy_seas``, ``black_powder``,
``cabin_fever``, ``crows_nest``, ``facade``, ``pirate_code``, ``scurvy``).
"""

from __future__ import annotations

from ....engine.events import Event
from ....engine.i18n import Msg, translator
from .. import rulerefs as R
from ..cards import TORTUGA_CHESTS, card_name
from ..frames import TortugaFrame, event
from ..marooning import request_maroon
from ..state import (
    BOAT_KEYS,
    GALLEON,
    PLACE_NAMES,
    SHIP_NAMES,
    T_BRITISH,
    T_FRENCH,
    TORTUGA,
    State,
    chest_slot,
)
from ..verbs import BOAT_BY_KEY, vote_card
from ..votes.play import start_vote
from .helpful import TargetFrame

_ = translator("tortuga1667")
#: A loyalty as a private text names it ("you are now british").
LOYALTY_WORDS = {"british": _.mark("british"), "french": _.mark("french"), "dutch": _.mark("dutch")}


def _loyalty(team: str) -> Msg | str:
    return Msg(_.domain, LOYALTY_WORDS[team]) if team in LOYALTY_WORDS else team


def _listed(items: list[Msg]) -> Msg | str:
    """``items`` joined by "; ", each read in the reader's language."""
    if not items:
        return ""
    out = items[-1]
    for item in reversed(items[:-1]):
        out = _.lazy("{first}; {rest}", first=item, rest=out)
    return out


def eight_bells(s: State, seat: int, card: str, ev: list[Event]) -> None:
    s.discard.append(card)
    where, idx = s.where(seat)
    if where == "line" and len(s.lines[idx]) >= 2:
        s.rng.shuffle(s.lines[idx])
        order = ", ".join(s.names[p] for p in s.lines[idx])
        ev.append(
            event(
                _.lazy(
                    "Eight Bells: everyone on {place} is redrawn: {order}.",
                    place=PLACE_NAMES[idx],
                    order=order,
                ),
                R.EIGHT_BELLS,
                "card",
                "eight_bells",
            )
        )
    else:
        ev.append(
            event(
                _.lazy("Eight Bells has no effect (alone or in a rowboat)."),
                R.EIGHT_BELLS,
                "card",
                "eight_bells",
            )
        )


def stormy_seas(s: State, seat: int, card: str, ev: list[Event]) -> None:
    s.discard.append(card)
    where, idx = s.where(seat)
    if where == "boat":
        ev.append(
            event(
                _.lazy("Stormy Seas has no effect in a rowboat (ASSUMED)."),
                R.STORMY_ROWBOAT,
                "card",
                "stormy_seas",
            )
        )
    elif idx == TORTUGA:
        s.chests[T_BRITISH], s.chests[T_FRENCH] = TORTUGA_CHESTS, TORTUGA_CHESTS
        ev.append(
            event(
                _.lazy("Stormy Seas: Tortuga's chests go back to one British, one French."),
                R.STORMY_SEAS,
                "chest",
                "stormy_seas",
            )
        )
    else:
        british, french = chest_slot(idx, "british"), chest_slot(idx, "french")
        back = s.chests[british] + s.chests[french]
        s.chests[british] = s.chests[french] = 0
        s.chests[GALLEON] += back
        ev.append(
            event(
                _.lazy_plural(
                    "Stormy Seas: the {ship}'s {n} chest goes back to the Spanish galleon.",
                    "Stormy Seas: the {ship}'s {n} chests go back to the Spanish galleon.",
                    back,
                    ship=SHIP_NAMES[idx],
                ),
                R.STORMY_SEAS,
                "chest",
                "stormy_seas",
            )
        )


class BlackPowder(TortugaFrame):
    __slots__ = ()
    kind = "black_powder"
    rule = R.BLACK_POWDER
    secret = False
    answers = frozenset({"blast"})

    def prompt(self, s: State) -> str:
        return _("{name}: choose a rowboat to blow up", name=self.name(s))

    def legal(self, s: State) -> list[str]:
        return [f"blast {BOAT_KEYS[b]}" for b in (0, 1) if not s.destroyed[b]]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        boat = BOAT_BY_KEY[text.split()[1]]
        s.destroyed[boat] = True
        ev.append(
            event(
                _.lazy(
                    "{name} blows up the {ship}'s rowboat: it is unusable for the rest of the game.",
                    name=s.names[self.seat],
                    ship=SHIP_NAMES[boat],
                ),
                R.BLACK_POWDER,
                "card",
                "black_powder",
            )
        )
        occupant = s.boats[boat]
        if occupant >= 0 and s.opts["black_powder_occupant"] == "maroon":
            request_maroon(s, occupant, "black_powder", ev)


def black_powder(s: State, seat: int, card: str, ev: list[Event]) -> None:
    s.discard.append(card)
    if any(not d for d in s.destroyed):
        s.stack.append(BlackPowder(seat))
    else:
        ev.append(
            event(
                _.lazy("Black Powder has no effect: both rowboats are already destroyed."),
                R.BLACK_POWDER,
                "card",
                "black_powder",
            )
        )


# ------------------------------------------------------------------ the five guessed cards
def cabin_fever(s: State, seat: int, card: str, ev: list[Event]) -> None:
    s.discard.append(card)
    where, idx = s.where(seat)
    if where == "line" and idx != TORTUGA and len(s.lines[idx]) >= 2:
        line = s.lines[idx]
        line[0], line[-1] = line[-1], line[0]
        ev.append(
            event(
                _.lazy(
                    "Cabin Fever: the Captain and the Cabin Boy of the {ship} swap places.",
                    ship=SHIP_NAMES[idx],
                ),
                R.CABIN_FEVER,
                "card",
                "cabin_fever",
            )
        )


def crows_nest(s: State, seat: int, card: str, ev: list[Event]) -> None:
    s.discard.append(card)
    seen = {i: c for i, c in enumerate(s.row) if c is not None}
    s.known[seat].update(seen)
    detail = _listed([_.lazy("{n}: {card}", n=i + 1, card=card_name(c)) for i, c in seen.items()])
    ev.append(
        event(
            _.lazy("Crow's Nest: {name} looks at every face-down event card.", name=s.names[seat]),
            R.CROWS_NEST,
            "peek",
            "crows_nest",
            {seat: _.lazy("Crow's Nest: you see {cards}.", cards=detail)},
        )
    )


class Facade(TargetFrame):
    __slots__ = ()
    kind = "facade"
    rule = R.FACADE
    secret = False  # the texts name the other players; the loyalty cards stay hidden
    answers = frozenset({"swap"})
    verb = "swap"

    def prompt(self, s: State) -> str:
        return _("{name}: choose a player to swap loyalty cards with", name=self.name(s))

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        seat, other = self.seat, self.target(s, text)
        a, b = s.loyalty[seat], s.loyalty[other]
        s.loyalty[seat], s.loyalty[other] = b, a
        s.facade_seen[seat][other] = a
        s.facade_seen[other][seat] = b
        ev.append(
            event(
                _.lazy(
                    "Façade: {name} and {other} swap loyalty cards.",
                    name=s.names[seat],
                    other=s.names[other],
                ),
                R.FACADE,
                "card",
                "facade",
                {
                    seat: _.lazy(
                        "Façade: you swap with {other}; you are now {loyalty}.",
                        other=s.names[other],
                        loyalty=_loyalty(b),
                    ),
                    other: _.lazy(
                        "Façade: you swap with {other}; you are now {loyalty}.",
                        other=s.names[seat],
                        loyalty=_loyalty(a),
                    ),
                },
            )
        )


def facade(s: State, seat: int, card: str, ev: list[Event]) -> None:
    s.discard.append(card)
    s.stack.append(Facade(seat))


class PirateCode(TortugaFrame):
    __slots__ = ("call",)
    kind = "pirate_code"
    rule = R.PIRATE_CODE
    secret = False

    def __init__(self, seat: int, call: str) -> None:
        self.seat = seat
        self.call = call

    @property
    def answers(self) -> frozenset[str]:  # type: ignore[override]
        return frozenset({self.call, "pass"})

    def prompt(self, s: State) -> str:
        return _("{name}: call your location's vote now?", name=self.name(s))

    def legal(self, s: State) -> list[str]:
        return [self.call, "pass"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text == "pass":
            return
        seat = self.seat
        ev.append(
            event(
                _.lazy("{name} invokes the Pirate Code and calls an attack.", name=s.names[seat])
                if text == "attack"
                else _.lazy(
                    "{name} invokes the Pirate Code and calls a brawl.", name=s.names[seat]
                ),
                R.PIRATE_CODE,
                "card",
                "pirate_code",
            )
        )
        start_vote(s, text, seat, s.where(seat)[1], ev)

    def payload(self) -> tuple[str]:
        return (self.call,)


def pirate_code(s: State, seat: int, card: str, ev: list[Event]) -> None:
    s.discard.append(card)
    where, idx = s.where(seat)
    if where == "line":
        s.stack.append(PirateCode(seat, "brawl" if idx == TORTUGA else "attack"))


def scurvy(s: State, seat: int, card: str, ev: list[Event]) -> None:
    s.discard.append(card)
    where, idx = s.where(seat)
    crew = s.lines[idx] if where == "line" else []  # ref §11.2: the ship or island only
    for p in crew:
        if s.hands[p]:
            lost = s.hands[p].pop(s.rng.randrange(len(s.hands[p])))
            s.vote_deck.append(lost)
            s.lost[p] += 1
            ev.append(
                event(
                    _.lazy("Scurvy: {name} loses a random vote card for good.", name=s.names[p]),
                    R.SCURVY,
                    "card",
                    "scurvy",
                    {p: _.lazy("Scurvy: you lose {card} for good.", card=vote_card(lost))},
                )
            )
