"""So läuft ein Zug ab (seed 000 · So läuft ein Zug ab / rulebook p.3–4): a player's turn.

Each turn has exactly one action (two with 2 players, seed 000 FAQ · Wie viele Aktionen habe ich
zu zweit?), one of the actions for everyone or one of the player's role:

- everyone: look at two event cards, reveal one, force another player to reveal (``events.row``),
  move by rowboat (``rowboats``), play a saved Letter of Marque (``events.helpful``);
- Captain: call an attack (``voting``), maroon a crew member (``marooning``);
- First Mate: call a mutiny (``voting``); Cabin Boy: smuggle a chest (``smuggling``);
- Governor of Tortuga: call a brawl (``voting``).

An action may ask further questions (votes, loot, targets): they are frames above the turn, and
the turn passes clockwise once none is left (``settle``). Before a turn, an Atlantis owner may
switch ships (``events.maps``). A player with no possible action passes (ASSUMED: no source covers
it; it can happen in sudden death once the row runs dry and both rowboats are gone).

Event tag: ``pass``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ...engine.errors import IllegalAction
from ...engine.events import Event
from ...engine.i18n import translator
from . import rulerefs as R
from .cards import LOYALTY_TABLE
from .ending import check_lead, stop_at_turn_limit
from .events.helpful import marque_targets, play_saved_marque, why_not_marque
from .events.maps import offer_atlantis
from .events.row import force, force_reveal, peek, reveal_action, row_actions, why_not_row
from .frames import TortugaFrame, event
from .marooning import captain_maroons, maroon_actions, why_not_maroon
from .places import place_words
from .rowboats import move, move_actions, why_not_move
from .smuggling import smuggle, smuggle_actions, why_not_smuggle
from .state import FD, JR, NO_ONE, TORTUGA, State
from .texts import MOVE_TO_BOAT
from .votes.play import call_attack, call_brawl, call_mutiny, may_attack, why_not_attack

_ = translator("tortuga1667")

Handler = Callable[[State, int, Sequence[str], list[Event]], None]
Refusal = Callable[[State, int, Sequence[str]], IllegalAction]


def actions_per_turn(s: State) -> int:
    return 2 if s.n == 2 else 1


def role_actions(s: State, seat: int, idx: int, line: list[int], out: list[str]) -> None:
    """Add the texts of ``seat``'s roles on the line of place ``idx`` to ``out``."""
    if idx == TORTUGA:
        if line[0] == seat:
            out.append("brawl")
        return
    if line[0] == seat:
        if may_attack(s, idx):
            out.append("attack")
        out += maroon_actions(s, seat, idx)
    if len(line) >= 2 and line[1] == seat:
        out.append("mutiny")
    if line[-1] == seat:
        out += smuggle_actions(s, idx)


def pass_turn(s: State, seat: int, words: Sequence[str], ev: list[Event]) -> None:
    ev.append(
        event(
            _.lazy("{name} has no possible action and passes.", name=s.names[seat]),
            R.PASS,
            "turn",
            "pass",
        )
    )


#: verb -> what it does (each concept module has the rule).
HANDLERS: dict[str, Handler] = {
    "peek": peek,
    "reveal": reveal_action,
    "force": force,
    "move": move,
    "attack": call_attack,
    "maroon": captain_maroons,
    "mutiny": call_mutiny,
    "brawl": call_brawl,
    "smuggle": smuggle,
    "pass": pass_turn,
    "marque": play_saved_marque,
}
#: verb -> the role it needs, in words, and the rule (seed 000 · Positionen, So läuft ein Zug ab).
ROLES: dict[str, tuple[str, str, str]] = {
    "attack": ("captain", _.mark("only a Captain may call an attack: {name} is {where}"), R.ATTACK),
    "maroon": (
        "captain",
        _.mark("only a Captain may maroon a crew member: {name} is {where}"),
        R.MAROON,
    ),
    "mutiny": (
        "first_mate",
        _.mark("only the First Mate may call a mutiny: {name} is {where}"),
        R.MUTINY,
    ),
    "brawl": (
        "governor",
        _.mark("only the Governor of Tortuga may call a brawl: {name} is {where}"),
        R.BRAWL,
    ),
    "smuggle": (
        "cabin_boy",
        _.mark("only a Cabin Boy may move a chest between holds: {name} is {where}"),
        R.CABIN_BOY,
    ),
}
#: verb -> why it is refused, once the role is right.
REFUSALS: dict[str, Refusal] = {
    "attack": why_not_attack,
    "maroon": why_not_maroon,
    "smuggle": why_not_smuggle,
    "peek": why_not_row,
    "force": why_not_row,
    "reveal": why_not_row,
    "move": why_not_move,
    "marque": why_not_marque,
}


class Turn(TortugaFrame):
    """A player's action. Public: its texts come from places, roles and kept cards."""

    __slots__ = ()
    kind = "turn"
    secret = False
    answers = frozenset(HANDLERS) - {"pass"}

    def rule_of(self, s: State) -> str:
        return R.TWO_ACTIONS if actions_per_turn(s) > 1 else R.TURN

    def prompt(self, s: State) -> str:
        total = actions_per_turn(s)
        if total > 1:
            return _(
                "{name}: choose an action ({nth} of {total})",
                name=self.name(s),
                nth=total - s.actions_left + 1,
                total=total,
            )
        return _("{name}: choose an action", name=self.name(s))

    def legal(self, s: State) -> list[str]:
        """The event row's texts (one shared list per seat and face-down spaces), then the
        moves, a saved Letter of Marque's and the roles' texts: those are gathered first, so
        the row's 30-90 texts are copied once, into a list of the right size, and not at all
        when nothing follows them (the shared list itself: do not change it)."""
        seat = self.seat
        lines = s.lines
        # State.where, inlined (a turn is the commonest decision): a line, else a rowboat
        idx = FD if seat in lines[FD] else JR if seat in lines[JR] else TORTUGA
        if idx == TORTUGA and seat not in lines[TORTUGA]:
            tail = move_actions(s, seat, "boat", s.boats.index(seat))  # a new list
            if s.marques[seat]:
                tail += marque_targets(s)  # a saved Letter of Marque (saved_marque_actions)
            return row_actions(s, seat) + tail  # rowing to Tortuga is always possible
        if idx == TORTUGA:
            tail = move_actions(s, seat, "line", idx)  # a new list
        else:  # move_actions from a ship, inlined: its own rowboat, if free and whole
            free = s.boats[idx] == NO_ONE and not s.destroyed[idx]
            tail = [MOVE_TO_BOAT[idx]] if free else []
        if s.marques[seat]:
            tail += marque_targets(s)
        line = lines[idx]
        if line[0] == seat or line[-1] == seat or (len(line) >= 2 and line[1] == seat):
            role_actions(s, seat, idx, line, tail)
        row = row_actions(s, seat)
        if tail:
            return row + tail
        return row or ["pass"]  # ASSUMED (no source): a player who cannot act passes

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        s.action_open = True
        forcing = s.shared.texts.force.get(text)  # the commonest action: found, not parsed
        if forcing is not None:
            force_reveal(s, self.seat, forcing, ev)
            return
        words = text.split()
        HANDLERS[words[0]](s, self.seat, words, ev)

    def refuse(self, s: State, text: str) -> IllegalAction | None:
        words = text.split()
        verb = words[0].lower()
        seat = self.seat
        who = s.names[seat]
        if verb not in self.answers:
            return IllegalAction(
                _(
                    "{text} answers a question nobody asked: it is {name}'s turn to choose an "
                    "action; {hint}",
                    text=repr(text),
                    name=who,
                    hint=self.hint(s),
                ),
                "wrong_phase",
                self.rule_of(s),
            )
        if verb in ROLES:
            role, what, rule = ROLES[verb]
            if role not in s.roles(seat):
                return IllegalAction(
                    _.get(what, name=who, where=place_words(s, seat)), "not_your_role", rule
                )
        refusal = REFUSALS.get(verb)
        return refusal(s, seat, words) if refusal is not None else None


#: One Turn frame per seat: frames are immutable values, so every turn of a seat shares one.
TURNS = tuple(Turn(seat) for seat in range(max(LOYALTY_TABLE)))


def settle(s: State, ev: list[Event]) -> None:
    """After an action: sudden-death check, then pass the turn once nothing is pending."""
    if s.sudden_death and s.result is None:
        check_lead(s, ev)
    if s.result is not None:
        s.stack.clear()
        s.vote = None
        return
    if s.stack:
        return
    if s.action_open:
        s.action_open = False
        s.actions_left -= 1
        if s.actions_left > 0:
            s.stack.append(TURNS[s.turn_seat])
            if s.opts["atlantis_window"] == "before_action" and any(s.maps):
                offer_atlantis(s)
            return
        s.turn_seat = seat = (s.turn_seat + 1) % s.n
        s.turn_number += 1
        limit = s.opts["turn_limit"]
        if limit is not None and s.turn_number > limit:
            stop_at_turn_limit(s, limit, ev)
            return
    else:
        seat = s.turn_seat
    # start a turn (also the first turn, once the Captains have placed their chests)
    s.actions_left = 2 if s.n == 2 else 1  # actions_per_turn
    s.stack.append(TURNS[seat])
    if any(s.maps):  # the Atlantis window (nobody holds a treasure map: nobody to ask)
        offer_atlantis(s)
