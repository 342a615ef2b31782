"""A turn (rules §turn; seed 002 "3. Die Reise beginnt": "Ist ein Spieler an der Reihe, hat er
eine von vier Möglichkeiten").

The turn's player takes exactly one action: ``pass``, ``trade <item> <player>`` (``trade/play.py``),
``attack <player>`` (``fight/play.py``) or ``declare ...`` (``victory/play.py``); before it he may
use the Diplomat or the Clairvoyant (``professions.py``). When every decision the action led
to is made, the stack is empty and the left neighbour's turn begins (``next_turn``).

Kutschfahrt has no natural end but a victory claim. The kit stops a match at option
``turn_cap`` turns (default 300, rules §turn-cap) with no winner; random play reaches it
rarely, since a random player soon makes a (mostly wrong) claim.
"""

from __future__ import annotations

from ...engine.events import Event
from ...engine.i18n import translator
from . import rulerefs as R
from .coach import draw, start_of_turn
from .fight.play import attack_texts, start_fight
from .frames import KFrame
from .professions import after_action, free_texts, use_free
from .state import State, result
from .trade.play import fence_offer, fence_texts, offer_texts, start_trade
from .victory.play import declare_texts, start_claim

_ = translator("kutschfahrt")


class Turn(KFrame):
    """The turn's player chooses his action (the view's ``turn.phase == "action"``)."""

    __slots__ = ()
    kind = "turn"
    rule = R.TURN
    secret = True  # the texts name his items and his profession

    def prompt(self, s: State) -> str:
        return _("{who}: pass, trade, attack or declare victory", who=s.names[self.seat])

    def legal(self, s: State) -> list[str]:
        seat = self.seat
        return [
            *free_texts(s, seat),
            "pass",
            *offer_texts(s, seat),
            *fence_texts(s, seat),
            *attack_texts(s, seat),
            *declare_texts(s, seat),
            *coach_texts(s, seat),
        ]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        seat = self.seat
        verb, _sep, rest = text.partition(" ")
        if verb == "pass":
            ev.append(Event(_.lazy("{who} passes.", who=s.names[seat]), R.TURN, "turn", "pass"))
        elif verb == "trade":
            item, name = rest.split()
            start_trade(s, seat, item, name, ev)
        elif verb == "attack":
            start_fight(s, seat, rest, ev)
        elif verb == "declare":
            start_claim(s, seat, rest, ev)
        elif verb == "fence":
            fence_offer(s, seat, rest, ev)
        elif verb == "draw_item":
            ev.append(
                Event(
                    _.lazy("{who}, the coachman, draws an item instead.", who=s.names[seat]),
                    R.COACHMAN,
                    "turn",
                    "coach_draw",
                )
            )
            draw(s, seat, ev)
        else:
            use_free(s, seat, verb, ev)


def coach_texts(s: State, seat: int) -> list[str]:
    """The coachman's other action: draw an item (option ``coachman_may_draw``)."""
    if s.coachman == seat and s.pile and s.opts["coachman_may_draw"]:
        return ["draw_item"]
    return []


def begin_turn(s: State, seat: int, ev: list[Event]) -> None:
    s.turn_seat = seat
    s.turn_number += 1
    if s.in_force is not None and s.opts["passive_events_last"] == "one_turn":
        s.in_force = None  # the passive event held for the turn it was drawn in
    after_action(s, seat)  # the Diplomat after the action (option diplomat_timing)
    s.stack.append(Turn(seat))
    if s.coachman is not None:
        start_of_turn(s, seat, ev)


def next_turn(s: State, ev: list[Event]) -> None:
    """The left neighbour's turn, or the end at the turn cap."""
    if s.turn_number == 0:  # the professions are chosen: the first turn
        begin_turn(s, s.start_player, ev)
        return
    if s.turn_number >= s.opts["turn_cap"]:
        s.result = result(
            _.lazy("the kit's cap of {n} turns: nobody has won", n=s.opts["turn_cap"]),
            winners=(),
            scores=(0.0,) * s.n,
            ranking=(tuple(range(s.n)),),
            rule=R.TURN_CAP,
        )
        ev.append(
            Event(
                _.lazy(
                    "{n} turns have been played without a victory: the kit stops the match.",
                    n=s.opts["turn_cap"],
                ),
                R.TURN_CAP,
                "end",
                "turn_cap",
            )
        )
        return
    begin_turn(s, (s.turn_seat + 1) % s.n, ev)
