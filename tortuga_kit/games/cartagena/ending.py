"""Spielende (rules §win, §deadlock, §ranking; seed 003 · Spielende, reference §8).

The game ends the moment one player has all 6 pirates in the boat, even in the middle of a turn:
that player wins. Only the mover's pirates move, so two players can never finish together.
The rules rank nobody else; for statistics the kit ranks the others by pirates in the boat, then
by how far their pirates have come (option ``rank_losers``), an assumption every view lists.
"""

from __future__ import annotations

from ...engine.events import Event
from ...engine.game import Result
from ...engine.i18n import Msg, translator
from . import rulerefs as R
from .cards import BOAT, PIRATES
from .state import State

_ = translator("cartagena")


def progress(s: State, seat: int) -> tuple[int, int]:
    """How far a seat has come: pirates in the boat, then the sum of its pirates' positions."""
    mine = s.pirates[seat]
    return mine.count(BOAT), sum(mine)


def ranking(s: State, winners: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Tiers of seats, best first: the winner, then the rest by ``progress`` (or all tied)."""
    rest = [p for p in range(s.n) if p not in winners]
    tiers: list[tuple[int, ...]] = [winners] if winners else []
    if s.opts["rank_losers"] == "tied":
        return (*tiers, tuple(rest)) if rest else tuple(tiers)
    by: dict[tuple[int, int], list[int]] = {}
    for p in rest:
        by.setdefault(progress(s, p), []).append(p)
    tiers += [tuple(by[k]) for k in sorted(by, reverse=True)]
    return tuple(tiers)


def _finish(s: State, winners: tuple[int, ...], reason: Msg, rule: str) -> None:
    s.result = Result(
        winners=winners,
        said=reason,
        scores=tuple(float(s.in_boat(p)) for p in range(s.n)),
        ranking=ranking(s, winners),
        rule=rule,
    )
    s.stack.clear()


def check_win(s: State, seat: int, ev: list[Event]) -> bool:
    """After a move of ``seat``'s: all its pirates in the boat ends the game at once."""
    if s.pirates[seat][0] != BOAT:  # sorted: the first is the rearmost
        return False
    who = s.names[seat]
    reason = _.lazy("{name} has all {n} pirates in the boat", name=who, n=PIRATES)
    _finish(s, (seat,), reason, R.WIN)
    ev.append(
        Event(
            _.lazy(
                "The game ends at once: {name} has all {n} pirates in the boat and wins.",
                name=who,
                n=PIRATES,
            ),
            R.WIN,
            "end",
            "win",
        )
    )
    return True


def deadlock(s: State, ev: list[Event]) -> None:
    """Every player passed in turn: nothing can change any more, so the game ends unwon."""
    reason = _.lazy("every player in turn could do nothing, so nothing can change any more")
    _finish(s, (), reason, R.DEADLOCK)
    ev.append(
        Event(
            _.lazy(
                "The game ends without a winner: every player in turn could do nothing, so "
                "nothing can change any more."
            ),
            R.DEADLOCK,
            "end",
            "deadlock",
        )
    )


def stop_at_turn_limit(s: State, limit: int, ev: list[Event]) -> None:
    """Option ``turn_limit``: the game stops unwon after that many turns."""
    reason = _.lazy("the limit of {limit} turns is reached", limit=limit)
    _finish(s, (), reason, R.TURN_LIMIT)
    ev.append(
        Event(
            _.lazy(
                "The game stops: the limit of {limit} turns is reached; nobody wins.", limit=limit
            ),
            R.TURN_LIMIT,
            "end",
            "turn_limit",
        )
    )
