"""The event row (seed 000 · So läuft ein Zug ab, Alle / rulebook p.4; ref §4.1).

Five event cards lie face down. On a turn anyone may

- look at two of them in secret (``peek``; only the looker learns them, and nobody swaps them),
- reveal one and carry out its effect (``reveal``; it is then discarded, and the space refilled
  face down from the deck until the deck is empty), or
- force another player to reveal one of two cards of the forcer's choice (``force``; the forced
  player picks, the ``forced`` frame).

Once only the Spanish Armada is left face down, nobody may look or force any more (seed 000 ·
Spielende: Armada letzte Karte). Revealing the Armada ends the game (``ending.armada``).

Event tags: ``peek``, ``reveal``, ``force``, ``deck`` (a sudden-death reshuffle), and the tags of
each card's effect.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import compress

from ....engine.errors import IllegalAction
from ....engine.events import Event
from ....engine.i18n import translator
from .. import rulerefs as R
from ..cards import ARMADA, CARD_NAMES, ROW_SIZE
from ..ending import armada, start_end_phase
from ..frames import TortugaFrame, event
from ..state import State
from ..texts import REVEAL
from . import helpful, hurtful, maps, stars

_ = translator("tortuga1667")

REVEALS = _.template("{name} reveals card {n}: {card}.")
FORCES = _.template("{name} forces {target} to reveal card {a} or {b}.")
CHOOSES = _.template("{name} chooses card {n}.")
LOOKS = _.template("{name} looks at event cards {a} and {b}.")

Effect = Callable[[State, int, str, list[Event]], None]

#: What each card does when revealed (its module has the rule).
EFFECTS: dict[str, Effect] = {
    "letter_of_marque": helpful.letter_of_marque,
    "pistol": helpful.pistol,
    "albatross": hurtful.albatross,
    "black_spot": hurtful.black_spot,
    "atlantis": maps.treasure_map,
    "el_dorado": maps.treasure_map,
    "fountain_of_youth": maps.treasure_map,
    "eight_bells": stars.eight_bells,
    "stormy_seas": stars.stormy_seas,
    "black_powder": stars.black_powder,
    "cabin_fever": stars.cabin_fever,
    "crows_nest": stars.crows_nest,
    "facade": stars.facade,
    "pirate_code": stars.pirate_code,
    "scurvy": stars.scurvy,
}


SPACES = range(ROW_SIZE)
ALL_DOWN = tuple(SPACES)


def face_down(row: list[str | None]) -> tuple[int, ...]:
    """The spaces holding a card: all of them, most of the time (the row is refilled)."""
    return ALL_DOWN if all(row) else tuple(compress(SPACES, row))  # None is falsy, a card not


def row_actions(s: State, seat: int) -> list[str]:
    """Peek, force and reveal texts for ``seat`` (do not change the list: it is shared).

    The row changes far less often than turns and names are fixed, so the texts are kept with
    the set of player names (``texts.named``): a playout does not rebuild them every turn. A
    full row (most turns) finds them by the seat alone (``Named.full_row``)."""
    row = s.row
    if all(row):
        full = s.shared.texts.full_row
        kept = full[seat]
        if kept is None:
            kept = full[seat] = _row_texts(s, seat, ALL_DOWN)
        return kept
    down = tuple(compress(SPACES, row))  # face_down, inlined
    cache = s.shared.texts.row
    key = (down, seat)
    cached = cache.get(key)
    if cached is None:
        cached = cache[key] = _row_texts(s, seat, down)
    return cached


def _row_texts(s: State, seat: int, down: tuple[int, ...]) -> list[str]:
    """``row_actions`` made afresh: the peeks, the forces of every other player, the reveals."""
    out: list[str] = []
    if len(down) >= 2:  # with only the Armada left: no peeking, no forcing (R.ARMADA_LAST)
        pairs = [(a, b) for i, a in enumerate(down) for b in down[i + 1 :]]
        out += [f"peek {a + 1} {b + 1}" for a, b in pairs]
        for t, nm in enumerate(s.names):
            if t != seat:
                out += [f"force {nm} {a + 1} {b + 1}" for a, b in pairs]
    out += [REVEAL[i] for i in down]
    return out


class Forced(TortugaFrame):
    """Forced by another player: reveal one of the two named cards."""

    __slots__ = ("a", "b", "texts")
    kind = "forced"
    rule = R.FORCE
    secret = False
    answers = frozenset({"reveal"})

    def __init__(self, seat: int, a: int, b: int) -> None:
        self.seat = seat
        self.a = a
        self.b = b
        self.texts = [REVEAL[a], REVEAL[b]]  # its legal texts, one list (do not change it)

    def prompt(self, s: State) -> str:
        return _("{name}: you are forced to reveal one of two event cards", name=self.name(s))

    def legal(self, s: State) -> list[str]:
        return self.texts

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        slot = self.a if text == REVEAL[self.a] else self.b  # the answer is one of the two
        name = s.names[self.seat]
        ev.append(event(CHOOSES, R.FORCE, "force", "force", None, (name, slot + 1)))
        reveal(s, self.seat, slot, ev)

    def payload(self) -> tuple[int, int]:
        return (self.a, self.b)


#: (seat, space, space) -> its Forced frame: frames are immutable values, so a playout makes each
#: of the few hundred possible ones once (at most 6 seats × 10 pairs of spaces).
FORCED: dict[tuple[int, int, int], Forced] = {}


# ------------------------------------------------------------------ the turn actions
def peek(s: State, seat: int, words: Sequence[str], ev: list[Event]) -> None:
    a, b = int(words[1]) - 1, int(words[2]) - 1
    card_a, card_b = s.row[a], s.row[b]
    assert card_a is not None and card_b is not None
    s.known[seat][a] = card_a
    s.known[seat][b] = card_b
    name = s.names[seat]
    secret = _.lazy(
        "{name} (you) looked at card {a}: {card_a} and card {b}: {card_b}.",
        name=name,
        a=a + 1,
        card_a=CARD_NAMES[card_a],
        b=b + 1,
        card_b=CARD_NAMES[card_b],
    )
    ev.append(event(LOOKS, R.PEEK, "peek", "peek", {seat: secret}, (name, a + 1, b + 1)))


def reveal_action(s: State, seat: int, words: Sequence[str], ev: list[Event]) -> None:
    reveal(s, seat, int(words[1]) - 1, ev)


def force(s: State, seat: int, words: Sequence[str], ev: list[Event]) -> None:
    target = s.names.index(words[1])
    force_reveal(s, seat, (target, int(words[2]) - 1, int(words[3]) - 1), ev)


def force_reveal(s: State, seat: int, key: tuple[int, int, int], ev: list[Event]) -> None:
    """``seat`` forces ``key``'s player (seat, space, space) to reveal one of the two cards;
    ``Turn.apply`` finds the key of a force text in ``texts.Named.force`` (no parsing)."""
    frame = FORCED.get(key)
    if frame is None:
        frame = FORCED[key] = Forced(*key)
    names = s.names
    target, a, b = key
    ev.append(
        event(FORCES, R.FORCE, "force", "force", None, (names[seat], names[target], a + 1, b + 1))
    )
    s.stack.append(frame)


def reveal(s: State, seat: int, slot: int, ev: list[Event]) -> None:
    card = s.row[slot]
    assert card is not None
    s.row[slot] = None
    for k in filter(None, s.known):  # what anyone looked at in this space goes with the card
        k.pop(slot, None)
    ev.append(
        event(
            REVEALS, R.REVEAL, "reveal", "reveal", None, (s.names[seat], slot + 1, CARD_NAMES[card])
        )
    )
    if card == ARMADA:
        armada(s, ev)
        return
    _refill(s, slot, ev)
    EFFECTS[card](s, seat, card, ev)


def _refill(s: State, slot: int, ev: list[Event]) -> None:
    if s.end_phase:
        return
    if not s.event_deck and s.sudden_death and s.discard and s.opts["sudden_death_reshuffle"]:
        s.event_deck = s.discard[:]
        s.discard.clear()
        s.rng.shuffle(s.event_deck)
        ev.append(
            event(
                _.lazy(
                    "Sudden death: the event deck ran out, so the discards are shuffled into a "
                    "new deck."
                ),
                R.RESHUFFLE,
                "deck",
            )
        )
    if not s.event_deck:
        return
    s.row[slot] = s.event_deck.pop(0)
    if not s.event_deck and not s.sudden_death:
        start_end_phase(s, ev)


def why_not_row(s: State, seat: int, words: Sequence[str]) -> IllegalAction:
    """Why a peek, force or reveal is refused at a turn."""
    verb = words[0].lower()
    down = s.face_down_slots()
    if verb in ("peek", "force") and len(down) < 2:
        if s.sudden_death:
            return IllegalAction(
                _(
                    "fewer than two event cards are left in the row: nothing to look at or "
                    "choose between"
                ),
                "too_few_cards",
                R.PEEK,
            )
        return IllegalAction(
            _(
                "only the Spanish Armada is left in the row: nobody may look at cards or force a "
                "reveal any more, only reveal it"
            ),
            "armada_last",
            R.ARMADA_LAST,
        )
    if verb == "force" and len(words) > 1 and words[1] == s.names[seat]:
        return IllegalAction(
            _("you must force another player, not yourself"), "force_self", R.FORCE
        )
    spaces = ", ".join(str(i + 1) for i in down) or _("(none)")
    said = repr(" ".join(words))
    if verb == "force":
        reason = _(
            "{text}: name face-down event cards by their space {spaces} (two different spaces, "
            "lower first) and another player by name",
            text=said,
            spaces=spaces,
        )
    elif verb != "reveal":
        reason = _(
            "{text}: name face-down event cards by their space {spaces} (two different spaces, "
            "lower first)",
            text=said,
            spaces=spaces,
        )
    else:
        reason = _(
            "{text}: name face-down event cards by their space {spaces}", text=said, spaces=spaces
        )
    return IllegalAction(
        reason,
        "bad_card",
        R.PEEK if verb == "peek" else R.REVEAL,
    )
