"""A turn: play a card, sail, take the top card there (rules §turn, §movement, §stuck; seed 004 ·
How to Play, reference §5, §6).

"You always start with 3 cards, play one card and discard it to your pantry deck, draw one card
and always end your turn with 3 cards in hand." A numbered card sails exactly its value,
clockwise or counterclockwise, counting only islands that still have cards (``move_target``);
a Lonely or Crowded Island card sails to an island that qualifies (``map_targets``). The action
text names the card and the island it reaches, ``play grog 3 to 5``: when both directions reach
the same island the two moves are one action (the same card, island and draw).

A player with no card that can sail (reference §5, ASSUMED; option ``stuck_rule``): with
``"discard_no_draw"`` they play a card of their choice into the pantry without moving or
drawing (``discard grog 0``), with ``"pass"`` (or an empty hand) they pass. When every player in
turn has passed, nothing can change any more and the game is scored (rules §stuck).
"""

from __future__ import annotations

from ...engine.errors import IllegalAction
from ...engine.events import Event
from ...engine.flow import Frame
from ...engine.i18n import Msg, translator
from . import rulerefs as R
from .cards import (
    CROWDED_ISLAND,
    EMPTY_CHEST,
    INGREDIENTS,
    ISLANDS,
    LONELY_ISLAND,
    MAPS,
    MAX_STEPS,
    SECRET,
)
from .cards import DOUBLOON as _DOUBLOON
from .ending import after_take, finish
from .moving import _REACH, map_targets, reach
from .state import State
from .texts import card_msg

_ = translator("gourmet")

#: Every card a player can hold, as text: the island cards with each movement value, the maps,
#: and the three empty chests.
CARDS: tuple[str, ...] = (
    *(f"{k} {v}" for k in (*INGREDIENTS, SECRET, _DOUBLOON) for v in range(MAX_STEPS + 1)),
    *MAPS,
    *(f"{EMPTY_CHEST} {v}" for v in (1, 2, 3)),
)
#: card -> its movement value (``None`` for a map).
VALUE: dict[str, int | None] = {c: (int(c.split()[1]) if " " in c else None) for c in CARDS}
#: ``PLAY[card][island]``: the action text, made once.
PLAY: dict[str, tuple[str, ...]] = {
    c: tuple(f"play {c} to {i}" for i in range(ISLANDS)) for c in CARDS
}
DISCARD: dict[str, str] = {c: f"discard {c}" for c in CARDS}
NUMBERED = tuple(c for c in CARDS if VALUE[c] is not None)
PASS = "pass"
#: text -> (verb, card, island): parsing a legal text is one lookup.
PARSED: dict[str, tuple[str, str, int]] = {
    **{PLAY[c][i]: ("play", c, i) for c in CARDS for i in range(ISLANDS)},
    **{DISCARD[c]: ("discard", c, -1) for c in CARDS},
    PASS: ("pass", "", -1),
}


def targets(s: State, seat: int, card: str, sizes: list[int] | None = None) -> list[int]:
    """The islands ``seat``'s pirate can reach with ``card`` (sorted, each once)."""
    here = s.pirates[seat]
    value = VALUE[card]
    if value is None:
        sizes = [len(p) for p in s.piles] if sizes is None else sizes
        found = map_targets(card, sizes, s.pirates, seat)
        if card == LONELY_ISLAND and not s.opts["lonely_own_island"] and here in found:
            found.remove(here)  # reading: "no pirate at all", so never the own island
        crowded_self = card == CROWDED_ISLAND and s.opts["crowded_counts_self"]
        if crowded_self and s.piles[here] and here not in found:
            found = sorted([*found, here])  # reading: its own presence makes it crowded
        return found
    pair = reach(s.mask)[here][value]
    if pair is None:  # a 0 card on an emptied island (move_target refuses it)
        stay = value == 0 and s.opts["zero_move_from_empty_island"] == "stay"
        return [here] if stay else []
    cw, ccw = pair
    return [cw] if cw == ccw else sorted(pair)


_TEXTS: dict[int, dict[str, tuple[str, ...]]] = {}


def numbered_texts(mask: int, here: int, stay: bool) -> dict[str, tuple[str, ...]]:
    """card -> its ``play`` texts from island ``here`` while ``mask`` is emptied, for every
    numbered card (memoised: ``targets``' answers, made once per situation)."""
    key = mask << 5 | here << 1 | stay
    table = _TEXTS.get(key)
    if table is None:
        table = {}
        row = reach(mask)[here]
        for card in NUMBERED:
            pair = row[VALUE[card] or 0]
            if pair is None:
                table[card] = (PLAY[card][here],) if VALUE[card] == 0 and stay else ()
            else:
                cw, ccw = pair
                ends = (cw,) if cw == ccw else tuple(sorted(pair))
                table[card] = tuple(PLAY[card][i] for i in ends)
        table = _TEXTS[key] = table
    return table


def play_texts(s: State, seat: int) -> list[str]:
    """Every ``play <card> to <island>`` the seat can make now (each card once)."""
    here = s.pirates[seat]
    stay = s.zero_stays
    table = _TEXTS.get(s.mask << 5 | here << 1 | stay) or numbered_texts(s.mask, here, stay)
    hand = s.hands[seat]
    if len(hand) == 3:  # the usual hand: three different numbered cards, one list at once
        a, b, c = hand
        ta, tb, tc = table.get(a), table.get(b), table.get(c)
        if ta is not None and tb is not None and tc is not None and a != b != c != a:
            return [*ta, *tb, *tc]
    out: list[str] = []
    for k, card in enumerate(hand):
        if k and (card == hand[0] or (k > 1 and card in hand[1:k])):
            continue  # the same card twice: its moves once
        texts = table.get(card)
        if texts is None:  # a map
            row = PLAY[card]
            out += [row[i] for i in targets(s, seat, card)]
        else:
            out += texts
    return out


#: The log line of a move, one whole sentence per way of moving (made once: each move's ``Msg``
#: takes the ids of one of them, so a step makes one small object and formats nothing).
_BY_MAP = _.lazy(
    "{name} plays {card} into the pantry, sails by the map to island {island}, and takes the top "
    "card there: {taken}."
)
_STAY = _.lazy(
    "{name} plays {card} into the pantry, stays on island {island} (a 0 card), and takes the top "
    "card there: {taken}."
)
_BOTH = _.lazy_plural(
    "{name} plays {card} into the pantry, sails {n} island clockwise or counterclockwise to "
    "island {island} (both reach it), and takes the top card there: {taken}.",
    "{name} plays {card} into the pantry, sails {n} islands clockwise or counterclockwise to "
    "island {island} (both reach it), and takes the top card there: {taken}.",
    0,
)
_CCW = _.lazy_plural(
    "{name} plays {card} into the pantry, sails {n} island counterclockwise to island {island}, "
    "and takes the top card there: {taken}.",
    "{name} plays {card} into the pantry, sails {n} islands counterclockwise to island {island}, "
    "and takes the top card there: {taken}.",
    0,
)
_CW = _.lazy_plural(
    "{name} plays {card} into the pantry, sails {n} island clockwise to island {island}, and "
    "takes the top card there: {taken}.",
    "{name} plays {card} into the pantry, sails {n} islands clockwise to island {island}, and "
    "takes the top card there: {taken}.",
    0,
)
#: card -> its name in the log, worded when read (one shared object per card).
_CARD_MSGS: dict[str, Msg] = {c: card_msg(c) for c in CARDS}
_NEW = Msg.__new__


def _move_event(
    who: str, card: str, value: int | None, here: int, mask: int, island: int, taken: str
) -> Msg:
    """The log line of a move (``"Anne plays grog 3 into the pantry, sails 3 islands clockwise
    to island 5, ..."``), worded only when read (a simulated game never reads its events), from
    the island it left and the islands empty then."""
    if value is None:
        way = _BY_MAP
    elif value == 0:
        way = _STAY
    else:
        pair = (_REACH.get(mask) or reach(mask))[here][value] or (-1, -1)
        cw, ccw = pair
        way = (_BOTH if ccw == island else _CW) if cw == island else _CCW if ccw == island else _CW
    # ``Msg(domain, way.msgid, way.plural, n=..., ...)``, its slots filled directly: the one event
    # every step of a simulation makes, without packing keyword arguments.
    cards = _CARD_MSGS
    m = _NEW(Msg)
    m.domain, m.msgid, m.plural = way.domain, way.msgid, way.plural
    m.args = {"n": value, "name": who, "card": cards[card], "island": island, "taken": cards[taken]}
    return m


class Play(Frame[State]):
    """The player's one choice of the turn: which card to play, and where to sail."""

    __slots__ = ()
    kind = "play"
    rule = R.TURN
    secret = True  # the texts name the cards in the chooser's hand

    def prompt(self, s: State) -> str:
        # Nothing here may depend on the hand: the decision is public (only its texts are not).
        return _(
            "{name}: play a card and sail with it, then take the top card where you land",
            name=s.names[self.seat],
        )

    def legal(self, s: State) -> list[str]:
        out = play_texts(s, self.seat)
        if out:
            return out
        hand = s.hands[self.seat]
        if hand and s.opts["stuck_rule"] == "discard_no_draw":
            return [DISCARD[c] for c in dict.fromkeys(hand)]
        return [PASS]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        verb, card, island = PARSED[text]
        seat, who = self.seat, s.names[self.seat]
        if verb == "pass":
            ev.append(
                Event(
                    _.lazy("{name} has no card that can sail and passes.", name=who)
                    if s.hands[seat]
                    else _.lazy(
                        "{name} has no card that can sail and no card at all and passes.",
                        name=who,
                    ),
                    R.STUCK,
                    "turn",
                    "pass",
                )
            )
            s.passes += 1
            next_turn(s, ev)
            return
        s.hands[seat].remove(card)
        s.pantries[seat].append(card)
        if verb == "discard":
            ev.append(
                Event(
                    _.lazy(
                        "{name} has no card that can sail: plays {card} into the pantry without "
                        "moving, and draws nothing.",
                        name=who,
                        card=card_msg(card),
                    ),
                    R.STUCK,
                    "turn",
                    "discard",
                )
            )
            s.passes = 0
            next_turn(s, ev)
            return
        value = VALUE[card]
        here = s.pirates[seat]
        s.pirates[seat] = island
        s.passes = 0
        if value is None:
            rule, tag = (R.LONELY_ISLAND if card == LONELY_ISLAND else R.CROWDED_ISLAND), "map"
        else:
            rule, tag = R.MOVEMENT, "sail"
        pile = s.piles[island]
        if not pile:  # only a 0 card with zero_move_from_empty_island="stay" gets here
            ev.append(
                Event(
                    _.lazy(
                        "{name} plays {card} into the pantry and stays on island {island} (a 0 "
                        "card); it is empty, so {name} takes nothing.",
                        name=who,
                        card=card_msg(card),
                        island=island,
                    ),
                    R.ZERO_ON_EMPTY,
                    "move",
                    tag,
                )
            )
            next_turn(s, ev)
            return
        taken = pile.pop()
        s.hands[seat].append(taken)
        ev.append(
            Event(
                _move_event(who, card, value, here, s.mask, island, taken),
                rule,
                "move",
                tag,
            )
        )
        if pile or not after_take(s, island, ev):
            if s.ending:
                next_turn(s, ev)
            else:  # ``begin_turn`` without its end checks: nobody passed, nothing is ending
                seat = s.turn_seat = (seat + 1) % s.n
                s.turn_number += 1
                s.stack.append(PLAY_FRAMES[seat])

    def refuse(self, s: State, text: str) -> IllegalAction | None:
        """Why a play is refused, in words; ``None`` leaves it to the generic message."""
        words = text.split()
        verb, seat, who = words[0].lower(), self.seat, s.names[self.seat]
        can_sail = bool(play_texts(s, seat))
        if verb in ("discard", "pass"):
            if can_sail:
                return IllegalAction(
                    _(
                        "{name} has a card that can sail, so the turn must play one "
                        "(discarding or passing is only for a player who cannot sail)",
                        name=who,
                    ),
                    "not_legal",
                    R.STUCK,
                )
            return None
        if len(words) < 4 or words[-2] != "to":
            return IllegalAction(
                _(
                    "{text}: a play is 'play <card> to <island>', e.g. 'play grog 3 to 5'",
                    text=repr(text),
                ),
                "malformed",
                R.TURN,
            )
        card, where = " ".join(words[1:-2]), words[-1]
        if card not in VALUE:
            return IllegalAction(
                _(
                    "{text}: {card} is no card (cards are written like 'grog 3', 'secret 2', "
                    "'empty_chest 1', 'lonely_island')",
                    text=repr(text),
                    card=repr(card),
                ),
                "malformed",
                R.COMPONENTS,
            )
        if not where.isdigit() or int(where) >= ISLANDS or where != str(int(where)):
            return IllegalAction(
                _(
                    "{text}: islands are numbered 0 to {last} clockwise",
                    text=repr(text),
                    last=ISLANDS - 1,
                ),
                "malformed",
                R.MOVEMENT,
            )
        if card not in s.hands[seat]:
            return IllegalAction(
                _("{name} holds no {card}", name=who, card=card), "not_legal", R.TURN
            )
        island = int(where)
        sizes = [len(p) for p in s.piles]
        ends = targets(s, seat, card, sizes)
        value = VALUE[card]
        if value is None:
            rule = R.LONELY_ISLAND if card == LONELY_ISLAND else R.CROWDED_ISLAND
            t = repr(text)
            if not sizes[island]:
                why = _(
                    "{text}: island {island} is empty, and a map leads only to an island with cards",
                    text=t,
                    island=island,
                )
            elif (
                card == LONELY_ISLAND
                and island == s.pirates[seat]
                and island not in (p for k, p in enumerate(s.pirates) if k != seat)
            ):
                why = _(
                    "{text}: island {island} is the pirate's own (lonely_own_island=False)",
                    text=t,
                    island=island,
                )
            elif card == LONELY_ISLAND:
                why = _(
                    "{text}: island {island} is not lonely: another pirate stands there",
                    text=t,
                    island=island,
                )
            else:
                why = _(
                    "{text}: island {island} is not crowded: no other pirate stands there",
                    text=t,
                    island=island,
                )
            return IllegalAction(why, "not_legal", rule)
        if not ends:
            return IllegalAction(
                _(
                    "{text}: island {island} is empty, so a 0 card there leaves no card to take "
                    "(zero_move_from_empty_island='forbid')",
                    text=repr(text),
                    island=s.pirates[seat],
                ),
                "not_legal",
                R.ZERO_ON_EMPTY,
            )
        shown = str(ends[0]) if len(ends) == 1 else _("{a} or {b}", a=ends[0], b=ends[-1])
        return IllegalAction(
            _.plural(
                "{text}: {card} sails exactly {n} island either way, counting only islands with "
                "cards: from island {here} that is island {shown}",
                "{text}: {card} sails exactly {n} islands either way, counting only islands with "
                "cards: from island {here} that is island {shown}",
                value,
                text=repr(text),
                card=card,
                here=s.pirates[seat],
                shown=shown,
            ),
            "not_legal",
            R.EMPTY_ISLANDS if 0 in sizes else R.MOVEMENT,
        )


PLAY_FRAMES = tuple(Play(seat) for seat in range(5))  # immutable: one per seat, shared


def start(s: State, ev: list[Event], prepared: bool = False) -> None:
    """The first turn begins: the seeded or prepared ``s.turn_seat``'s."""
    begin_turn(s, s.turn_seat, ev)


def begin_turn(s: State, seat: int, ev: list[Event]) -> None:
    """``seat``'s turn begins, unless the game is over first (the round completed after the
    end was triggered, or a whole round of passes)."""
    if s.passes >= s.n:
        finish(
            s,
            ev,
            _.mark("every player in turn could not play a card, so nothing can change"),
            R.STUCK,
        )
        return
    if s.ending and seat == s.first_player:
        finish(s, ev, _.mark("the round is completed after the end was triggered"), R.END)
        return
    s.turn_seat = seat
    s.turn_number += 1
    s.stack.append(PLAY_FRAMES[seat])


def next_turn(s: State, ev: list[Event]) -> None:
    """Play goes clockwise: the seat on the left is next."""
    begin_turn(s, (s.turn_seat + 1) % s.n, ev)
