"""The frame type every Kutschfahrt decision shares, and the small helpers the frames use.

A Kutschfahrt frame adds two things to the engine's ``Frame``:

- ``defer_limit``: while it is on top, the hand limit waits (the receiver of an accepted offer
  holds one item more until he gives one back; a winner taking a loser's last item holds one
  more until he gives one back). Every other time the limit is checked after each action
  (``holdings.check_limits``), before anything else goes on.
- ``pins(s)``: the cards a pending decision is about, ``(seat, item)``, which a resampled state
  must leave where they are (``hidden.resample_hidden``): an offered card stays in the
  offerer's hand, a card put on the table in a fight stays with its user.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from ...engine.errors import IllegalAction
from ...engine.events import Event
from ...engine.flow import Frame
from ...engine.i18n import translator
from .cards import PLAYERS
from .state import State

_ = translator("kutschfahrt")


class KFrame(Frame[State]):
    __slots__ = ()
    defer_limit: ClassVar[bool] = False

    def pins(self, s: State) -> Iterable[tuple[int, str]]:
        return ()

    def pins_profession(self) -> int | None:
        """The seat whose profession a pending decision is about (a choice at setup)."""
        return None

    def pins_stack(self) -> bool:
        """True when the pending decision shows the leftover professions (the Coat)."""
        return False

    def pins_pile(self) -> bool:
        """True when the pending decision shows the draw pile (the Clairvoyant)."""
        return False


class Round(KFrame):
    """A question put to seats one after another, each once (``order``, the one asked now at
    ``index``): the Priest's and the Doctor's chance, the support round, the after-fight round.
    ``next_seat`` asks the next seat, or calls ``closed`` when all were asked."""

    __slots__ = ("order", "index")

    def __init__(self, seat: int, order: tuple[int, ...], index: int) -> None:
        self.seat = seat  # Frame.__init__'s one line, without the call: a round's every step
        self.order = order
        self.index = index

    def payload(self) -> tuple[Any, ...]:
        return (list(self.order), self.index)

    def next_seat(self, s: State, ev: list[Event]) -> None:
        k = self.index + 1
        if k < len(self.order):
            s.stack.append(type(self)(self.order[k], self.order, k))
        else:
            self.closed(s, ev)

    def closed(self, s: State, ev: list[Event]) -> None:
        """Every seat was asked: what comes next."""
        raise NotImplementedError


def asked(prompt: str) -> str:
    """A response window's prompt, saying why every seat is asked: each seat that might hold
    the card is asked in turn, even with nothing to play, so being asked (and passing) tells the
    table nothing (rules §priest). The widget's "Pass for me when I can only pass" answers a
    forced Pass."""
    return _(
        "{prompt} (everyone who might hold one is asked, so being asked tells nothing)",
        prompt=prompt,
    )


def seat_of(s: State, name: str) -> int:
    """The seat of a player named in an action text (the frames' legal texts name only real
    players, so a miss is a bug, not bad input)."""
    return s.names.index(name)


class Said(dict[str, str]):
    """One verb's action texts by the word that follows it (``GIVE["key"] == "give key"``),
    each made once and handed out again: a legal list of the same string objects makes no new
    strings, and a match finds them in its tables by their remembered hashes (issue 26). A
    word may be a player's name, which a match chooses: past ``LIMIT`` texts it starts again."""

    __slots__ = ("prefix",)

    LIMIT = 4096

    def __init__(self, verb: str) -> None:
        super().__init__()
        self.prefix = verb + " "

    def __missing__(self, word: str) -> str:
        if len(self) >= self.LIMIT:
            self.clear()
        text = self[word] = self.prefix + word
        return text


class SaidTwice(dict[str, Said]):
    """A verb with two words (``trade <item> <player>``): ``TRADE["key"]["Anna"]``."""

    __slots__ = ("verb",)

    def __init__(self, verb: str) -> None:
        super().__init__()
        self.verb = verb

    def __missing__(self, word: str) -> Said:
        if len(self) >= Said.LIMIT:
            self.clear()
        said = self[word] = Said(f"{self.verb} {word}")
        return said


GIVE, TAKE = Said("give"), Said("take")

#: The other seats, clockwise from each seat's left, per player count: ``OTHERS[n][seat]``
#: (a turn's texts name them in this order).
OTHERS = {
    n: tuple(tuple((seat + k) % n for k in range(1, n)) for seat in range(n))
    for n in range(PLAYERS[0], PLAYERS[1] + 1)
}


def distinct(items: Iterable[str]) -> list[str]:
    """Each item once, sorted: the order of a hand is not a secret, but a stable list is
    easier to read and to test."""
    return sorted(set(items))


def refused(text: str, why: str, rule: str) -> IllegalAction:
    return IllegalAction(f"{text!r}: {why}", "not_legal", rule)


def end_turn(s: State, seat: int) -> None:
    """The turn ends now (a Diplomat's failed demand, the Priest, the Advocate): the question
    after the action (``turn.AfterAction``, option ``diplomat_timing``) is not asked."""
    s.stack[:] = [f for f in s.stack if not (f.kind == "diplomat_after" and f.seat == seat)]
