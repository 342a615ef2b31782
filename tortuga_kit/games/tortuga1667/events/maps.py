"""Schatzkarten (seed 000 · Schatzkarten / rulebook p.7; ref §6.3): the three treasure maps.

Whoever reveals a map gives it to another player (the ``map`` frame); it lies face up in front
of its owner, and using it costs no action. Each map is used once:

- Atlantis: just before a turn (option ``atlantis_window``: or before each action), its owner on
  a ship may switch to the back of the other ship, if it has room (the ``atlantis`` frame).
- El Dorado: its owner draws one vote card at once, and may once play two vote cards in one
  vote (``votes.play.ElDorado``).
- Fountain of Youth: its owner may once refuse to be marooned (``marooning.Fountain``).

Event tags: ``map_given``, ``el_dorado_draw``, ``atlantis``.
"""

from __future__ import annotations

from itertools import compress

from ....engine.events import Event
from ....engine.i18n import translator
from .. import rulerefs as R
from ..cards import LOYALTY_TABLE, card_name, event_title
from ..frames import TortugaFrame, event
from ..marooning import join
from ..places import has_room
from ..state import SHIP_NAMES, TORTUGA, State
from ..verbs import vote_card
from .helpful import TargetFrame

_ = translator("tortuga1667")

GIVES = _.template("{name} gives {card} to {target}.")


class GiveMap(TargetFrame):
    """Give the treasure map just revealed to another player."""

    __slots__ = ("card",)
    kind = "map"
    rule = R.MAPS
    secret = False
    answers = frozenset({"give"})
    verb = "give"

    def __init__(self, seat: int, card: str) -> None:
        self.seat = seat
        self.card = card

    def prompt(self, s: State) -> str:
        return _(
            "{name}: give {card} to another player",
            name=self.name(s),
            card=_.get(event_title(self.card)),
        )

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        to = self.target(s, text)
        card = self.card
        s.maps[to].append(card)
        ev.append(
            event(
                GIVES,
                R.MAPS,
                "card",
                "map_given",
                None,
                (s.names[self.seat], card_name(card), s.names[to]),
            )
        )
        if card == "el_dorado":
            drawn = s.vote_deck.pop(0)
            s.hands[to].append(drawn)
            ev.append(
                event(
                    _.lazy("{name} draws an extra vote card (El Dorado).", name=s.names[to]),
                    R.EL_DORADO,
                    "card",
                    "el_dorado_draw",
                    {to: _.lazy("El Dorado: you draw {card}.", card=vote_card(drawn))},
                )
            )

    def payload(self) -> tuple[str]:
        return (self.card,)


def treasure_map(s: State, seat: int, card: str, ev: list[Event]) -> None:
    s.stack.append(GiveMap(seat, card))


class Atlantis(TortugaFrame):
    """Just before a turn: the Atlantis owner may switch ships."""

    __slots__ = ()
    kind = "atlantis"
    rule = R.ATLANTIS
    secret = False
    answers = frozenset({"atlantis", "pass"})

    def prompt(self, s: State) -> str:
        return _("{name}: use Atlantis to switch ships before the next action?", name=self.name(s))

    def legal(self, s: State) -> list[str]:
        return ["atlantis", "pass"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text != "atlantis":
            return
        seat = self.seat
        ship = s.where(seat)[1]
        s.lines[ship].remove(seat)
        s.maps[seat].remove("atlantis")
        s.discard.append("atlantis")
        join(
            s,
            seat,
            1 - ship,
            ev,
            _.lazy(
                "{name} uses Atlantis and moves to the back of the {ship}",
                name=s.names[seat],
                ship=SHIP_NAMES[1 - ship],
            ),
            R.ATLANTIS,
        )


#: One Atlantis frame per seat (frames are immutable values).
ATLANTIS = tuple(Atlantis(seat) for seat in range(max(LOYALTY_TABLE)))


def offer_atlantis(s: State) -> None:
    """The Atlantis window: ask every owner on a ship whose other ship has room."""
    held = s.maps
    if not any(held):  # the common case, at every turn: nobody holds a treasure map
        return
    for owner in compress(range(len(held)), held):  # those who hold one (a few at most)
        if "atlantis" in held[owner]:
            where, idx = s.where(owner)
            if where == "line" and idx != TORTUGA and has_room(s, 1 - idx):
                s.stack.append(ATLANTIS[owner])
