"""F1 the Priest (rules §priest): before any support, each player who might hold an unused
Priest may stop the fight; the attacker gives him an item."""

from __future__ import annotations

from typing import Any

from ....engine.events import Event
from ....engine.i18n import translator
from .. import rulerefs as R
from ..frames import GIVE, KFrame, Round, asked, distinct, end_turn
from ..holdings import holds, use_profession
from ..knowledge import (
    learn_given,
)
from ..state import State
from ..trade.rules import item_msg
from .state import current_fight
from .support import begin_support

_ = translator("kutschfahrt")


class PriestWindow(Round):
    """F1: each player who might hold the Priest may stop the fight before support."""

    __slots__ = ()
    kind = "priest_window"
    rule = R.PRIEST
    secret = True  # offering "priest" would show the card

    def closed(self, s: State, ev: list[Event]) -> None:
        begin_support(s, ev)

    def prompt(self, s: State) -> str:
        f = current_fight(s)
        return asked(
            _(
                "{who}: stop {attacker}'s attack on {defender} with a Priest, or pass",
                who=s.names[self.seat],
                attacker=s.names[f.attacker],
                defender=s.names[f.defender],
            )
        )

    def legal(self, s: State) -> list[str]:
        return ["priest", "pass"] if holds(s, self.seat, "priest") else ["pass"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text == "pass":
            self.next_seat(s, ev)
            return
        f = current_fight(s)
        use_profession(s, self.seat, "priest")
        own = self.seat == f.attacker  # option priest_attacker: he pays nothing to himself
        ev.append(
            Event(
                _.lazy(
                    "{who} is the Priest and stops their own attack: nothing is paid, and the "
                    "turn ends.",
                    who=s.names[self.seat],
                )
                if own
                else _.lazy("{who} is the Priest and stops the fight.", who=s.names[self.seat]),
                R.PRIEST_ATTACKER if own else R.PRIEST,
                "fight",
                "priest",
            )
        )
        s.fight = None
        end_turn(s, f.attacker)
        if not own and len(s.items[f.attacker]) >= 2:
            s.stack.append(PriestPay(f.attacker, self.seat))


class PriestPay(KFrame):
    """The stopped attacker, holding two items or more, gives the Priest one of his choice."""

    __slots__ = ("priest",)
    kind = "priest_pay"
    rule = R.PRIEST
    secret = True

    def __init__(self, seat: int, priest: int) -> None:
        super().__init__(seat)
        self.priest = priest

    def payload(self) -> tuple[Any, ...]:
        return (self.priest,)

    def prompt(self, s: State) -> str:
        return _(
            "{who}: give the Priest, {priest}, one of your items",
            who=s.names[self.seat],
            priest=s.names[self.priest],
        )

    def legal(self, s: State) -> list[str]:
        return [GIVE[i] for i in distinct(s.items[self.seat])]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        item = text.split()[1]
        s.items[self.seat].remove(item)
        s.items[self.priest].append(item)
        learn_given(s, self.seat, self.priest, item)
        who, priest = s.names[self.seat], s.names[self.priest]
        ev.append(
            Event(
                _.lazy("{who} gives the Priest, {priest}, an item.", who=who, priest=priest),
                R.PRIEST,
                "fight",
                "priest_pay",
                {
                    self.seat: _.lazy(
                        "You give {whom} the {item}.", whom=priest, item=item_msg(item)
                    ),
                    self.priest: _.lazy(
                        "{who} gives you the {item}.", who=who, item=item_msg(item)
                    ),
                },
            )
        )
