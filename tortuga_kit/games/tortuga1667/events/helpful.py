"""Hilfreiche Karten (seed 000 · Ereigniskarten: Letter of Marque, Pistol / rulebook p.7; ref §6.1).

- Letter of Marque (3 copies): move any player from Tortuga or a rowboat to the back of either
  ship with room, now (the ``marque`` frame) or saved face up and used later as a turn action.
- Pistol (3 copies): maroon another player of your choice (the ``pistol`` frame).

Event tags: ``marque_saved``, ``marque``, ``pistol``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ....engine.errors import IllegalAction
from ....engine.events import Event
from ....engine.i18n import translator
from ....engine.verbs import hint
from .. import rulerefs as R
from ..cards import LOYALTY_TABLE
from ..frames import TortugaFrame, event
from ..marooning import join, request_maroon
from ..places import has_room
from ..state import FD, JR, NO_ONE, SHIP_NAMES, SHIPS, TORTUGA, State
from ..texts import MARQUE_LISTS
from ..verbs import SHIP_BY_KEY, VERBS

_ = translator("tortuga1667")

SHOOTS = _.template("{name} shoots {target} with the Pistol.")


def marque_targets(s: State) -> list[str]:
    """Anyone on Tortuga or in a rowboat, to the back of a ship with room (ref §6.1): one
    list per situation (do not change it), kept with the names (``texts.Named.marques``). The
    order of Tortuga's line does not matter (the texts go in seat order): a set is the key,
    which a 6-player playout finds 98% of the time, a 9-player one 83%."""
    lines, (fd_boat, jr_boat) = s.lines, s.boats
    key = (frozenset(lines[TORTUGA]), fd_boat, jr_boat, has_room(s, FD), has_room(s, JR))
    cache = s.shared.texts.marques
    out = cache.get(key)
    if out is None:
        if len(cache) >= MARQUE_LISTS:
            cache.clear()
        out = cache[key] = marque_rule(s)
    return out


def marque_rule(s: State) -> list[str]:
    """``marque_targets`` made afresh: who may be sent, in seat order, each to every ship with
    room."""
    who = list(s.lines[TORTUGA]) + [b for b in s.boats if b != NO_ONE]
    texts = s.shared.texts.marque
    ships = [ship for ship in SHIPS if has_room(s, ship)]
    return [texts[t][ship] for t in sorted(who) for ship in ships]


def marque_move(s: State, words: Sequence[str], ev: list[Event]) -> None:
    who, ship_key = words[1], words[2]
    target = s.names.index(who)
    where, idx = s.where(target)
    if where == "line":
        s.lines[idx].remove(target)
    else:
        s.boats[idx] = NO_ONE
    ship = SHIP_BY_KEY[ship_key]
    join(
        s,
        target,
        ship,
        ev,
        _.lazy(
            "Letter of Marque: {name} goes to the back of the {ship}",
            name=who,
            ship=SHIP_NAMES[ship],
        ),
        R.MARQUE,
    )


class Marque(TortugaFrame):
    """A Letter of Marque just revealed: use it now, or save it for a later action."""

    __slots__ = ()
    kind = "marque"
    rule = R.MARQUE
    secret = False
    answers = frozenset({"marque", "save"})

    def prompt(self, s: State) -> str:
        return _("{name}: use the Letter of Marque now, or save it", name=self.name(s))

    def legal(self, s: State) -> list[str]:
        return marque_targets(s) + ["save"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        seat = self.seat
        if text == "save":
            s.marques[seat] += 1
            ev.append(
                event(
                    _.lazy(
                        "{name} saves the Letter of Marque for a later action.", name=s.names[seat]
                    ),
                    R.MARQUE,
                    "card",
                    "marque_saved",
                )
            )
        else:
            s.discard.append("letter_of_marque")
            marque_move(s, text.split(), ev)


#: One Marque frame per seat: frames are immutable values, so every revealed Letter shares it.
MARQUES = tuple(Marque(seat) for seat in range(max(LOYALTY_TABLE)))


def letter_of_marque(s: State, seat: int, card: str, ev: list[Event]) -> None:
    s.stack.append(MARQUES[seat])


# ------------------------------------------------------------------ a saved Letter of Marque
def saved_marque_actions(s: State, seat: int) -> list[str]:
    return marque_targets(s) if s.marques[seat] else []


def play_saved_marque(s: State, seat: int, words: Sequence[str], ev: list[Event]) -> None:
    s.marques[seat] -= 1
    s.discard.append("letter_of_marque")
    ev.append(
        event(
            _.lazy("{name} plays a saved Letter of Marque.", name=s.names[seat]),
            R.MARQUE,
            "card",
            "marque",
        )
    )
    marque_move(s, words, ev)


def why_not_marque(s: State, seat: int, words: Sequence[str]) -> IllegalAction:
    if not s.marques[seat]:
        return IllegalAction(
            _("{name} has no saved Letter of Marque", name=s.names[seat]), "no_marque", R.MARQUE
        )
    return IllegalAction(
        _(
            "a Letter of Marque moves someone on Tortuga or in a rowboat to a ship with room: "
            "{hint}",
            hint=hint(VERBS, marque_targets(s), False),
        ),
        "bad_target",
        R.MARQUE,
    )


# ------------------------------------------------------------------ Pistol
class TargetFrame(TortugaFrame):
    """A card that names another player (Pistol, a treasure map, Façade)."""

    __slots__ = ()
    verb = ""  # shoot, give or swap: an attribute of texts.Named of the same name

    def legal(self, s: State) -> list[str]:
        """Every other player, in seat order (``texts.Named.others``: one list per seat)."""
        return s.shared.texts.others[self.verb][self.seat]

    def target(self, s: State, text: str) -> int:
        return s.shared.texts.target[text]  # a legal text: it names a player

    def why_not(self, s: State, text: str, words: Sequence[str]) -> IllegalAction | None:
        who = s.names[self.seat]
        if words[0].lower() == self.verb and len(words) > 1 and words[1] == who:
            return IllegalAction(
                _("this card names another player, not {name}", name=who), "bad_target", self.rule
            )
        return None


class Pistol(TargetFrame):
    __slots__ = ()
    kind = "pistol"
    rule = R.PISTOL
    secret = False
    answers = frozenset({"shoot"})
    verb = "shoot"

    def prompt(self, s: State) -> str:
        return _("{name}: choose another player to maroon with the Pistol", name=self.name(s))

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        target = self.target(s, text)
        ev.append(
            event(SHOOTS, R.PISTOL, "card", "pistol", None, (s.names[self.seat], s.names[target]))
        )
        request_maroon(s, target, "pistol", ev)


def pistol(s: State, seat: int, card: str, ev: list[Event]) -> None:
    s.discard.append(card)
    s.stack.append(PISTOLS[seat])


#: One Pistol frame per seat (frames are immutable values).
PISTOLS = tuple(Pistol(seat) for seat in range(max(LOYALTY_TABLE)))
