"""A fight in play (action C; rules §fight; seed 002 "C. Mitspieler angreifen"; reference §5.1).

The phases, each a decision of its own, each in a module of this package (``rules.py``'s
``resolve_fight`` counts the score; ``state.py`` holds the fight in progress):

- F0 ``attack <player>`` (here): the attacker's sword against the defender's shield.
- F1 the Priest (``priest.py``): before any support, round the table from the attacker's
  left, each player who might hold an unused Priest may stop the fight (``priest``); the
  attacker too, last, under option ``priest_attacker``. The attacker, if he holds two items or
  more, gives another Priest one of his choice; the turn ends.
- F2 support (``support.py``): clockwise from the attacker's left, every other player declares in
  public: ``support attacker``, ``support defender`` or ``abstain``.
- F3 the Hypnotist (``support.py``): the attacker may make one supporter abstain; that player
  uses no item or profession in this fight.
- F4 the effect window (``effects.py``, the engine's ``Window``): from the attacker round the
  table, each player plays one item or profession or passes, until all have passed in a row.
  A card is offered only where it gives something (the Dagger to the attacker, the Whip to a
  defender's supporter, the Poisoner to a third player, ...), each card once per fight. The
  Poisoner names the winner and closes the window.
- F5 the count (``effects.count``, ``rules.resolve_fight``), said in public with every card and what it did.
- F6 the Doctor (``doctor.py``): anybody who might hold an unused Doctor may cancel what
  the fight causes (rules §doctor: the tie's draw too, option ``doctor_cancels_tie``; only
  the fighters under ``doctor_reach="fighters"``; not under The Mysterious Passenger with
  ``passenger_stops_doctor``).
- F7 the winner's reward (``after.py``): ``truth`` (he sees the loser's society and profession)
  or ``luggage`` (he sees all the loser's items and takes one, ``take <item>``; if that was the
  loser's last, he gives one of his own back, ``give <item>``). A tie: the attacker draws an
  item, if the pile has one.
- F9 after the fight (``after.py``): the professions used stay face up; the items played stay in their owners' hands; the
  attacker's turn ends.

Who is asked is decided from public facts only (a face-down profession might be any; a player
with items might hold any item), never from the cards themselves, so being asked reveals
nothing: a window asks every seat that could act (the engine's ``Window``).
"""

from __future__ import annotations

from ....engine.events import Event
from ....engine.flow import in_seat_order
from ....engine.i18n import translator
from .. import rulerefs as R
from ..frames import OTHERS, Said, seat_of
from ..holdings import could_hold, holds, use_profession
from ..state import State
from .priest import PriestWindow
from .state import Fight, stranger
from .support import begin_support

_ = translator("kutschfahrt")


#: Events made at almost every step: translated templates, their fields a tuple.
ATTACKS = _.template("{who} attacks {whom}! Sword against shield.")


def attack_texts(s: State, seat: int) -> list[str]:
    """Whom ``seat`` may attack: anybody else; under The Candles Go Out only a neighbour."""
    n, names = s.n, s.names
    if s.in_force == "candles_go_out":
        return [ATTACK[names[p]] for p in dict.fromkeys(((seat + 1) % n, (seat - 1) % n))]
    return [ATTACK[names[p]] for p in OTHERS[n][seat]]


#: The attacks' texts, made once per name (``frames.Said``).
ATTACK = Said("attack")


def start_fight(s: State, attacker: int, name: str, ev: list[Event]) -> None:
    defender = seat_of(s, name)
    s.fight = Fight(attacker, defender)
    ev.append(
        Event(
            ATTACKS,
            R.FIGHT,
            "fight",
            "attack",
            None,
            (s.names[attacker], name),
        )
    )
    # The attacker is asked last, and only under option priest_attacker (rules §priest-attacker).
    skip = () if s.opts["priest_attacker"] else (attacker,)
    order = [p for p in in_seat_order(attacker + 1, s.n, skip) if could_hold(s, p, "priest")]
    if order and not stranger(s):
        s.stack.append(PriestWindow(order[0], tuple(order), 0))
    else:
        begin_support(s, ev)


__all__ = [
    "Fight",
    "attack_texts",
    "could_hold",
    "holds",
    "start_fight",
    "use_profession",
]
