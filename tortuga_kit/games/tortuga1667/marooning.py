"""Aussetzen (seed 000 · Aussetzen und Ruderboote / rulebook p.4, p.6): sending pawns to Tortuga.

- A marooned pawn goes to the back of Tortuga's line; the line it left closes up (a marooned
  Captain's First Mate becomes Captain). From a rowboat nobody loses a vote card.
- A pawn already on Tortuga goes to the back again and loses a random vote card for good: it goes
  under the vote deck, and only its owner learns which (seed 000 FAQ · Auf Tortuga erneut
  ausgesetzt).
- The Captain's action: maroon a crew member of their own ship, never themselves.
- The Fountain of Youth lets its owner refuse once (ref §6.3): a pending maroon first asks the
  owner (the ``fountain`` frame), for the causes option ``fountain_protects`` names.
- Two Albatrosses aboard one ship maroon its whole crew, last pawn first (seed 000 FAQ · Wie
  wirkt der Albatros?): checked whenever a pawn joins a ship's line (``join``).

Event tags: ``maroon`` (one pawn), ``maroon_again`` (already on Tortuga), ``maroon_call`` (the
Captain's action), ``albatross`` (a whole crew), ``fountain`` (a refusal), ``move`` (joining).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.citations import spoken
from ...engine.errors import IllegalAction
from ...engine.events import Event
from ...engine.i18n import Msg, translator
from . import rulerefs as R
from .frames import TortugaFrame, event
from .state import NO_ONE, SHIP_NAMES, TORTUGA, State
from .verbs import vote_card

_ = translator("tortuga1667")

MAROONED = _.template("{name} is marooned from the {ship} to the back of Tortuga.")
MAROONED_CAPTAIN = _.template(
    "{name} is marooned from the {ship} to the back of Tortuga. The line closes up: "
    "{captain} is now Captain."
)
MAROONED_AGAIN = _.template(
    "{name}, already on Tortuga, is marooned again: to the back of the line, and "
    "a random vote card of theirs goes under the vote deck for good ({n} left)."
)

CAUSE_RULES = {
    "maroon": R.MAROON,
    "mutiny": R.MUTINY,
    "pistol": R.PISTOL,
    "black_spot": R.BLACK_SPOT,
    "black_powder": R.POWDER_OCCUPANT,
}


class Fountain(TortugaFrame):
    """About to be marooned while holding the Fountain of Youth: drink, or accept."""

    __slots__ = ("cause",)
    kind = "fountain"
    rule = R.FOUNTAIN
    secret = False  # the treasure map lies face up in front of its owner
    answers = frozenset({"use", "decline"})

    def __init__(self, seat: int, cause: str) -> None:
        self.seat = seat
        self.cause = cause

    def prompt(self, s: State) -> str:
        return _(
            "{name}: you are about to be marooned; drink from the Fountain of Youth?",
            name=self.name(s),
        )

    def legal(self, s: State) -> list[str]:
        return ["use fountain", "decline"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        seat = self.seat
        if text == "use fountain":
            s.maps[seat].remove("fountain_of_youth")
            s.discard.append("fountain_of_youth")
            ev.append(
                event(
                    _.lazy(
                        "{name} drinks from the Fountain of Youth and is not marooned.",
                        name=s.names[seat],
                    ),
                    R.FOUNTAIN,
                    "card",
                    "fountain",
                )
            )
        else:
            maroon(s, seat, ev, self.cause)

    def payload(self) -> tuple[str]:
        return (self.cause,)


def request_maroon(s: State, target: int, cause: str, ev: list[Event]) -> None:
    """Maroon ``target``, first offering a Fountain of Youth if it holds one (ref §6.3)."""
    if "fountain_of_youth" in s.maps[target] and cause in s.opts["fountain_protects"]:
        s.stack.append(Fountain(target, cause))
    else:
        maroon(s, target, ev, cause)


def maroon(s: State, target: int, ev: list[Event], cause: str) -> None:
    """Send a pawn to the back of Tortuga; already there, it also loses a random vote card."""
    name = s.names[target]
    where, idx = s.where(target)
    if where == "boat":
        s.boats[idx] = NO_ONE
        s.lines[TORTUGA].append(target)
        ev.append(
            event(
                _.lazy(
                    "{name} is marooned from a rowboat to the back of Tortuga (no vote card "
                    "is lost from a rowboat).",
                    name=name,
                ),
                R.POWDER_OCCUPANT if cause == "black_powder" else R.ROWBOAT,
                "maroon",
            )
        )
        return
    rule = CAUSE_RULES.get(cause, R.MAROON)
    if idx != TORTUGA:
        was_captain = s.lines[idx][0] == target
        s.lines[idx].remove(target)
        s.lines[TORTUGA].append(target)
        if was_captain and s.lines[idx]:
            captain = s.names[s.lines[idx][0]]
            ev.append(
                event(
                    MAROONED_CAPTAIN,
                    rule,
                    "maroon",
                    "maroon",
                    None,
                    (name, SHIP_NAMES[idx], captain),
                )
            )
        else:
            ev.append(event(MAROONED, rule, "maroon", "maroon", None, (name, SHIP_NAMES[idx])))
        return
    s.lines[TORTUGA].remove(target)
    s.lines[TORTUGA].append(target)
    hand = s.hands[target]
    if hand:
        card = hand.pop(s.rng.randrange(len(hand)))
        s.vote_deck.append(card)
        s.lost[target] += 1
        ev.append(
            event(
                MAROONED_AGAIN,
                R.MAROON_AGAIN,
                "maroon",
                "maroon_again",
                {
                    target: _.lazy(
                        "{name} (you), already on Tortuga, is marooned again and loses the "
                        "vote card {card} for good ({n} left).",
                        name=name,
                        card=vote_card(card),
                        n=len(hand),
                    )
                },
                (name, len(hand)),
            )
        )
    else:
        ev.append(
            event(
                _.lazy(
                    "{name}, already on Tortuga, is marooned again: to the back of the line "
                    "(no vote card left to lose).",
                    name=name,
                ),
                R.MAROON_AGAIN,
                "maroon",
                "maroon_again",
            )
        )


def check_albatross(s: State, ship: int, ev: list[Event]) -> None:
    """Two Albatrosses aboard one ship maroon its whole crew, last pawn first (ref §6.2)."""
    line = s.lines[ship]
    if sum(map(s.albatross.__getitem__, line)) < 2:  # the crew's Albatrosses
        return
    crew = line[::-1]
    names = ", ".join(s.names[p] for p in crew)
    s.lines[ship] = []
    s.lines[TORTUGA].extend(crew)
    ev.append(
        event(
            _.lazy(
                "Two Albatrosses aboard the {ship}! The whole crew is marooned "
                "to Tortuga in reverse order: {names}.",
                ship=SHIP_NAMES[ship],
                names=names,
            ),
            R.ALBATROSS,
            "maroon",
            "albatross",
        )
    )


def join(s: State, seat: int, place: int, ev: list[Event], text: Msg, rule: str) -> None:
    """Join the back of a line; an empty ship's newcomer is its Captain at once (seed 000 ·
    Aussetzen und Ruderboote: leeres Schiff). Joining a ship may set off two Albatrosses.
    ``text``: the move, a sentence without its full stop."""
    line = s.lines[place]
    if place != TORTUGA and not line:
        done = _.lazy(
            "{move} and, the ship being empty, becomes its Captain ({rule}).",
            move=text,
            rule=spoken(R.EMPTY_SHIP),
        )
    else:
        done = _.lazy("{move}.", move=text)
    line.append(seat)
    ev.append(event(done, rule, "move"))
    if place != TORTUGA:
        check_albatross(s, place, ev)


def maroon_actions(s: State, seat: int, ship: int) -> list[str]:
    """A Captain's maroon texts: every other pawn on their ship."""
    texts = s.shared.texts.maroon
    return [texts[t] for t in s.lines[ship][1:]]


def captain_maroons(s: State, seat: int, words: Sequence[str], ev: list[Event]) -> None:
    target = s.names.index(words[1])
    ev.append(
        event(
            _.lazy("{name}, Captain, maroons {target}.", name=s.names[seat], target=words[1]),
            R.MAROON,
            "maroon",
            "maroon_call",
        )
    )
    request_maroon(s, target, "maroon", ev)


def why_not_maroon(s: State, seat: int, words: Sequence[str]) -> IllegalAction:
    who = s.names[seat]
    target = words[1] if len(words) > 1 else ""
    if target == who:
        return IllegalAction(
            _("a Captain cannot maroon themselves ({name})", name=who), "maroon_self", R.MAROON
        )
    return IllegalAction(
        _(
            "{name} can only maroon another pawn on their own ship, not {target}",
            name=who,
            target=repr(target),
        ),
        "bad_target",
        R.MAROON,
    )
