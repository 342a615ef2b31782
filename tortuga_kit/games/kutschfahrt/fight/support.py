"""F2 support and F3 the Hypnotist (rules §fight-support, §hypnotist): every other player
declares for a side or abstains; the attacker may then make one supporter abstain."""

from __future__ import annotations

from ....engine.events import Event
from ....engine.flow import in_seat_order
from ....engine.i18n import translator
from .. import rulerefs as R
from ..frames import KFrame, Round, Said, seat_of
from ..holdings import could_hold, holds, use_profession
from ..state import State
from .effects import begin_effects
from .rules import ABSTAIN, ATTACKER
from .state import current_fight, stranger

_ = translator("kutschfahrt")


#: The Hypnotist's texts, made once per name (``frames.Said``).
HYPNOTISE = Said("hypnotise")


ABSTAINS = _.template("{who} abstains.")


SUPPORTS_ATTACKER = _.template("{who} supports the attacker, {whom}.")


SUPPORTS_DEFENDER = _.template("{who} supports the defender, {whom}.")


def begin_support(s: State, ev: list[Event]) -> None:
    f = current_fight(s)
    order = tuple(in_seat_order(f.attacker + 1, s.n, {f.attacker, f.defender}))
    if order and s.in_force == "matter_of_honour":
        ev.append(
            Event(_.lazy("A Matter of Honour: nobody may support."), R.EVENTS, "fight", "honour")
        )
    elif order:
        s.stack.append(Support(order[0], order, 0))
        return
    begin_hypnosis(s, ev)


class Support(Round):
    """F2: a player declares in public whom he supports, or abstains."""

    __slots__ = ()
    kind = "support"
    rule = R.FIGHT_SUPPORT
    secret = False

    def prompt(self, s: State) -> str:
        f = current_fight(s)
        return _(
            "{who}: support the attacker ({attacker}), the defender ({defender}), or abstain",
            who=s.names[self.seat],
            attacker=s.names[f.attacker],
            defender=s.names[f.defender],
        )

    def legal(self, s: State) -> list[str]:
        return ["support attacker", "support defender", "abstain"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        f = current_fight(s)
        side = ABSTAIN if text == "abstain" else text.split()[1]
        f.sides[self.seat] = side
        who = s.names[self.seat]
        if side == ABSTAIN:
            said = Event(ABSTAINS, R.FIGHT_SUPPORT, "fight", "support", None, (who,))
        elif side == ATTACKER:
            said = Event(
                SUPPORTS_ATTACKER,
                R.FIGHT_SUPPORT,
                "fight",
                "support",
                None,
                (who, s.names[f.attacker]),
            )
        else:
            said = Event(
                SUPPORTS_DEFENDER,
                R.FIGHT_SUPPORT,
                "fight",
                "support",
                None,
                (who, s.names[f.defender]),
            )
        ev.append(said)
        self.next_seat(s, ev)

    def closed(self, s: State, ev: list[Event]) -> None:
        begin_hypnosis(s, ev)


def begin_hypnosis(s: State, ev: list[Event]) -> None:
    f = current_fight(s)
    others = [p for p in range(s.n) if p not in (f.attacker, f.defender)]
    if others and could_hold(s, f.attacker, "hypnotist") and not stranger(s):
        s.stack.append(Hypnosis(f.attacker))
    else:
        begin_effects(s, ev)


class Hypnosis(KFrame):
    """F3: the attacker may hypnotise one other player (not the defender): he abstains."""

    __slots__ = ()
    kind = "hypnosis"
    rule = R.HYPNOTIST
    secret = True

    def prompt(self, s: State) -> str:
        return _("{who}: hypnotise a player with the Hypnotist, or pass", who=s.names[self.seat])

    def legal(self, s: State) -> list[str]:
        if not holds(s, self.seat, "hypnotist"):
            return ["pass"]
        f = current_fight(s)
        others = in_seat_order(f.attacker + 1, s.n, {f.attacker, f.defender})
        return [HYPNOTISE[s.names[p]] for p in others] + ["pass"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text != "pass":
            f = current_fight(s)
            target = seat_of(s, text.split()[1])
            use_profession(s, self.seat, "hypnotist")
            f.silenced = f.silenced | {target}
            ev.append(
                Event(
                    _.lazy(
                        "{who} is the Hypnotist: {whom} abstains and may use nothing in this fight.",
                        who=s.names[self.seat],
                        whom=s.names[target],
                    ),
                    R.HYPNOTIST,
                    "fight",
                    "hypnotise",
                )
            )
        begin_effects(s, ev)
