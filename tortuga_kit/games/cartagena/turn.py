"""Spielverlauf: a turn of 1 to 3 actions, then an explicit end (rules §turn, §end-turn, §stuck;
seed 003 · Spielverlauf, reference §4).

A turn is one ``Turn`` frame holding the core's ``Budget(min_actions, max_actions)``: each
forward or back move spends one action and pushes the next ``Turn``; ``end`` is legal once the
least number is done and is the only choice after the most. A player who can do nothing at the
start of a turn passes (option ``stuck``: an explicit ``pass``, or the turn is skipped); when
every player in turn has passed, nothing can change any more and the game ends unwon
(rules §deadlock).
"""

from __future__ import annotations

from ...engine.decision import Decision
from ...engine.errors import IllegalAction
from ...engine.events import Event
from ...engine.flow import Budget, Frame
from ...engine.i18n import translator
from . import rulerefs as R
from .back import backward_target, play_back
from .cards import BOAT, FIELDS, SYMBOL_INDEX, SYMBOLS
from .ending import check_win, deadlock, stop_at_turn_limit
from .forward import play_forward
from .state import State
from .words import BEHIND, ON, filled, symbol

_ = translator("cartagena")
_ENDS = _.lazy_plural(
    "{name} ends the turn after {n} action.", "{name} ends the turn after {n} actions.", 0
)

#: Every action text, made once: ``FORWARD[position][symbol index]``, ``BACK[position]``.
FORWARD = tuple(tuple(f"forward {p} {sym}" for sym in SYMBOLS) for p in range(FIELDS + 1))
BACK = tuple(f"back {p}" for p in range(BOAT + 1))
END = Budget.END
PASS = "pass"
#: text -> (verb, position, symbol): parsing a legal text is one lookup.
PARSED: dict[str, tuple[str, int, str]] = {
    **{
        FORWARD[p][i]: ("forward", p, sym)
        for p in range(FIELDS + 1)
        for i, sym in enumerate(SYMBOLS)
    },
    **{BACK[p]: ("back", p, "") for p in range(BOAT + 1)},
    END: ("end", 0, ""),
    PASS: ("pass", 0, ""),
}
#: ``FORWARD_BY_HAND[position][mask]``: the forward texts for the symbols in ``mask`` (bit i is
#: ``SYMBOLS[i]``), made once, so a decision joins tuples instead of building texts.
FORWARD_BY_HAND = tuple(
    tuple(
        tuple(FORWARD[p][i] for i in range(len(SYMBOLS)) if mask >> i & 1)
        for mask in range(1 << len(SYMBOLS))
    )
    for p in range(FIELDS + 1)
)


def move_texts(s: State, seat: int) -> list[str]:
    """The forward and back moves ``seat`` can make now (each position once): forward texts
    for every pirate outside the boat and every card symbol in hand, then the back moves
    (``back.back_positions``, inlined here: this runs at every decision)."""
    h = s.hands[seat]
    mask = (
        (h[0] > 0)
        | (h[1] > 0) << 1
        | (h[2] > 0) << 2
        | (h[3] > 0) << 3
        | (h[4] > 0) << 4
        | (h[5] > 0) << 5
    )
    occ = s.occupancy
    # the rearmost field holding 1 or 2 pirates: a pirate ahead of it can move back
    rearmost = min(occ.index(1) if 1 in occ else BOAT, occ.index(2) if 2 in occ else BOAT) + 1
    out: list[str] = []
    backs: list[str] = []
    prev = -1
    for p in s.pirates[seat]:
        if p == prev:
            continue
        prev = p
        if p == BOAT:  # the last one: pirates are kept in order
            if p > rearmost and s.opts["back_from_boat"]:
                backs.append(BACK[p])
            break
        if mask:
            out += FORWARD_BY_HAND[p][mask]
        if p > rearmost:
            backs.append(BACK[p])
    return out + backs if backs else out


class Turn(Frame[State]):
    """The player's next action of this turn, or its end."""

    __slots__ = ("budget", "after")
    kind = "turn"
    rule = R.TURN

    def __init__(self, seat: int, budget: Budget) -> None:
        self.seat = seat
        self.budget = budget
        self.after: Turn | None = None  # the frame after one more action (shared, made once)

    def decision(self, s: State) -> Decision:
        # The forward texts show the hand: secret unless every hand lies open.
        return Decision(self.seat, self.kind, self.prompt(s), self.rule, not s.open_hands)

    def prompt(self, s: State) -> str:
        b, who = self.budget, s.names[self.seat]
        if not b.can_act:
            # English says "actions" for every count; a catalog may choose by the count
            return _.plural(
                "{name}: {n} actions done, end your turn",
                "{name}: {n} actions done, end your turn",
                b.most,
                name=who,
            )
        if not move_texts(s, self.seat):
            if b.done:
                return _("{name}: nothing more is possible, end your turn", name=who)
            return _(
                "{name} can do nothing (no card, no pirate that can move back): pass", name=who
            )
        if b.done == 0:
            return _(
                "{name}: choose your first action (at least {least}, at most {most})",
                name=who,
                least=b.least,
                most=b.most,
            )
        return _(
            "{name}: action {k} of at most {most}, or end your turn",
            name=who,
            k=b.done + 1,
            most=b.most,
        )

    def legal(self, s: State) -> list[str]:
        # The budget's rule (``Budget.legal``), written out: this runs at every decision.
        b = self.budget
        if b.done >= b.most:
            return [END]
        moves = move_texts(s, self.seat)
        if not moves:
            # Nothing is possible: at the start that is a pass, later the end of the turn.
            return [END] if b.done else [PASS]
        if b.done >= b.least:
            moves.append(END)
        return moves

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        verb, position, symbol = PARSED[text]
        seat = self.seat
        if verb == "forward":
            play_forward(s, seat, position, symbol, ev)
        elif verb == "back":
            play_back(s, seat, position, ev)
        elif verb == "end":
            b = self.budget
            ev.append(
                Event(
                    filled(_ENDS, {"n": b.done, "name": s.names[seat]}),
                    R.END_TURN,
                    "turn",
                    "end_turn",
                )
            )
            s.passes = 0
            next_turn(s, ev)
            return
        else:  # pass
            ev.append(
                Event(
                    _.lazy(
                        "{name} can do nothing (no card, no pirate that can move back) and passes.",
                        name=s.names[seat],
                    ),
                    R.STUCK,
                    "turn",
                    "pass",
                )
            )
            s.passes += 1
            next_turn(s, ev)
            return
        if s.pirates[seat][0] == BOAT and check_win(s, seat, ev):  # in order: all aboard
            return
        after = self.after
        if after is None:
            b = self.budget
            after = self.after = turn_frame(seat, b.least, b.most, b.done + 1)
        s.stack.append(after)

    def refuse(self, s: State, text: str) -> IllegalAction | None:
        """Why a move is refused, in words. A forward move with a card that is not in the hand
        says so: every other reason has its own message, so the plain "not legal" would tell the
        same, and it names no other card."""
        words = text.split()
        verb, seat, b = words[0].lower(), self.seat, self.budget
        who = s.names[seat]
        stuck = b.can_act and not move_texts(s, seat)
        if verb == "pass":
            if stuck:  # the turn has begun: the way out is 'end'
                return IllegalAction(
                    _(
                        "{name} has acted this turn; with nothing more possible, the turn ends "
                        "with 'end'",
                        name=who,
                    ),
                    "not_legal",
                    R.END_TURN,
                )
            return IllegalAction(
                _("{name} can still act, so passing is not allowed", name=who),
                "not_legal",
                R.STUCK,
            )
        if verb == "end":
            if stuck:
                return IllegalAction(
                    _("{name} can do nothing this turn: the only choice is 'pass'", name=who),
                    "not_legal",
                    R.STUCK,
                )
            return IllegalAction(
                _(
                    "{name} has done {done} of at least {least} actions",
                    name=who,
                    done=b.done,
                    least=b.least,
                ),
                "not_legal",
                R.END_TURN,
            )
        if not b.can_act:
            return IllegalAction(
                _(
                    "{name} has done all {most} actions of the turn: only 'end' is left",
                    name=who,
                    most=b.most,
                ),
                "not_legal",
                R.TURN,
            )
        where = words[1] if len(words) > 1 else ""
        if not where.isdigit() or len(where) > 2 or int(where) > BOAT:
            return IllegalAction(
                _(
                    "{text}: a pirate is named by its position, 0 (the start) to {boat} (the boat)",
                    text=repr(text),
                    boat=BOAT,
                ),
                "malformed",
                R.TURN,
            )
        pos = int(where)
        if where != str(pos):
            fixed = " ".join([verb, str(pos), *words[2:]])
            return IllegalAction(
                _(
                    "{text}: write the position without a leading zero, {fixed}",
                    text=repr(text),
                    fixed=repr(fixed),
                ),
                "malformed",
                R.TURN,
            )
        if pos not in s.pirates[seat]:
            return IllegalAction(
                _("{name} has no pirate {on}", name=who, on=ON[pos]), "not_legal", R.TURN
            )
        if verb == "forward":
            if pos == BOAT:
                return IllegalAction(
                    _("a pirate in the boat cannot move forward"), "not_legal", R.FORWARD
                )
            if len(words) != 3 or words[2].lower() not in SYMBOLS:
                return IllegalAction(
                    _(
                        "{text}: forward needs a card, one of {symbols}",
                        text=repr(text),
                        symbols=", ".join(SYMBOLS),
                    ),
                    "malformed",
                    R.FORWARD,
                )
            card = words[2].lower()
            if not s.hands[seat][SYMBOL_INDEX[card]]:
                return IllegalAction(
                    _(
                        "{text}: moving forward plays a {card} card from the hand, and {name} "
                        "holds none",
                        text=repr(text),
                        card=symbol(card),
                        name=who,
                    ),
                    "not_legal",
                    R.FORWARD,
                )
            return None
        if pos == 0:
            return IllegalAction(
                _("a pirate on the start cannot move back: the start is never a target"),
                "not_legal",
                R.BACK,
            )
        if pos == BOAT and not s.opts["back_from_boat"]:
            return IllegalAction(
                _("a pirate in the boat may not move back (option back_from_boat=False)"),
                "not_legal",
                R.BACK_FROM_BOAT,
            )
        if backward_target(s.occupancy, pos) is None:
            return IllegalAction(
                _(
                    "no field {behind} holds 1 or 2 pirates, and the start is never a target",
                    behind=BEHIND[pos],
                ),
                "not_legal",
                R.BACK,
            )
        return None

    def payload(self) -> tuple[int, int, int]:
        b = self.budget
        return (b.least, b.most, b.done)


_FRAMES: dict[tuple[int, int, int, int], Turn] = {}


def turn_frame(seat: int, least: int, most: int, done: int = 0) -> Turn:
    """The ``Turn`` of ``seat`` with ``done`` of ``Budget(least, most)`` spent. Frames and budgets
    are immutable values, so each is made once and shared by every match."""
    key = (seat, least, most, done)
    frame = _FRAMES.get(key)
    if frame is None:
        frame = _FRAMES[key] = Turn(seat, Budget(least, most, done))
    return frame


def begin_turn(s: State, seat: int, ev: list[Event]) -> None:
    """Start ``seat``'s turn (the turn count grows for every turn, a passed one too)."""
    n = s.n
    for _k in range(n + 1):
        if s.passes >= n:
            deadlock(s, ev)
            return
        s.turn_seat = seat
        limit = s.opts["turn_limit"]
        if limit is not None and s.turn_number >= limit:
            stop_at_turn_limit(s, limit, ev)
            return
        s.turn_number += 1
        if s.opts["stuck"] == "skip" and not move_texts(s, seat):
            ev.append(
                Event(
                    _.lazy(
                        "{name} can do nothing (no card, no pirate that can move back): "
                        "the turn is skipped.",
                        name=s.names[seat],
                    ),
                    R.STUCK,
                    "turn",
                    "pass",
                )
            )
            s.passes += 1
            seat = (seat + 1) % n
            continue
        s.stack.append(turn_frame(seat, s.opts["min_actions"], s.opts["max_actions"]))
        return


def next_turn(s: State, ev: list[Event]) -> None:
    """The next seat in seat order begins its turn."""
    begin_turn(s, (s.turn_seat + 1) % s.n, ev)
