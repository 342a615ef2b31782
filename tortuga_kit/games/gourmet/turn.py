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
from .moving import map_islands, reach, reach_row
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


def targets(s: State, seat: int, card: str) -> list[int]:
    """The islands ``seat``'s pirate can reach with ``card`` (sorted, each once)."""
    here = s.pirates[seat]
    value = VALUE[card]
    if value is None:
        found = map_islands(card, s.mask, s.pirates, seat)
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


class Spot(dict[str, "tuple[str, ...] | None"]):
    """The moves from island ``here`` while one set of islands is emptied (and under one
    reading of a 0 card on an emptied island, ``stay``): card -> its ``play`` texts, as
    ``targets`` says (``None`` for a map, whose islands depend on the other pirates), each made
    when a hand first holds the card; ``row`` is where every card value leads from here
    (``moving.reach_row``). Made once per situation (``spot``) and shared by every match: a
    situation asks for a few of the 45 numbered cards, and a new set of emptied islands used to
    make all of them, and all twelve islands' rows."""

    __slots__ = ("row", "here", "stay")

    row: tuple[tuple[int, int] | None, ...]
    here: int
    stay: bool

    def __missing__(self, card: str) -> tuple[str, ...] | None:
        value = VALUE.get(card)
        texts: tuple[str, ...] | None
        if value is None:  # a map
            texts = None
        else:
            pair = self.row[value]
            if pair is None:  # a 0 card on an emptied island (move_target refuses it)
                texts = (PLAY[card][self.here],) if value == 0 and self.stay else ()
            else:
                cw, ccw = pair
                ends = (cw,) if cw == ccw else sorted(pair)
                texts = tuple([PLAY[card][i] for i in ends])
        self[card] = texts
        return texts


#: ``spot``'s situations by ``mask << 5 | here << 1 | stay``; at most ``MAX_SPOTS``, then afresh.
_SPOTS: dict[int, Spot] = {}
MAX_SPOTS = 8192


def spot(mask: int, here: int, stay: bool) -> Spot:
    """The moves from island ``here`` while the islands in ``mask`` are emptied (``Spot``)."""
    key = mask << 5 | here << 1 | stay
    found = _SPOTS.get(key)
    if found is None:
        if len(_SPOTS) >= MAX_SPOTS:
            _SPOTS.clear()
        found = _SPOTS[key] = Spot()
        found.row, found.here, found.stay = reach_row(mask, here), here, stay
    return found


def play_texts(s: State, seat: int) -> list[str]:
    """Every ``play <card> to <island>`` the seat can make now (each card once)."""
    here = s.pirates[seat]
    stay = s.zero_stays
    table = _SPOTS.get(s.mask << 5 | here << 1 | stay)
    if table is None:
        table = spot(s.mask, here, stay)
    hand = s.hands[seat]
    if len(hand) == 3:  # the usual hand: three different numbered cards, one list at once
        a, b, c = hand
        ta, tb, tc = table[a], table[b], table[c]
        if ta is not None and tb is not None and tc is not None and a != b != c != a:
            return [*ta, *tb, *tc]
    out: list[str] = []
    for k, card in enumerate(hand):
        if k and (card == hand[0] or (k > 1 and card in hand[1:k])):
            continue  # the same card twice: its moves once
        texts = table[card]
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
#: card -> (its movement value, the rule a move with it cites, the move's tag), made once.
_MOVES: dict[str, tuple[int | None, str, str]] = {
    c: (VALUE[c], R.MOVEMENT, "sail")
    if VALUE[c] is not None
    else (None, R.LONELY_ISLAND if c == LONELY_ISLAND else R.CROWDED_ISLAND, "map")
    for c in CARDS
}
_NEW = Msg.__new__
_NEW_EVENT = Event.__new__
_NO_PRIVATE: dict[int, str | Msg] = {}  # shared, never written
#: The slots ``_move_event`` fills: all of ``Event``'s (a test pins it).
EVENT_SLOTS = ("_text", "_args", "rule", "private", "kind", "tag", "lang")


def _move_event(s: State, seat: int, card: str, here: int, island: int, taken: str) -> Event:
    """The event of a move (``"Anne plays grog 3 into the pantry, sails 3 islands clockwise
    to island 5, ..."``), worded only when read (a simulated game never reads its events), from
    the island it left and the islands empty then.

    The ``Msg`` (``Msg(domain, way.msgid, way.plural, n=..., ...)``) and the ``Event``
    (``Event(msg, rule, "move", tag)``) are made with their slots filled directly: the one event
    every step of a simulation makes, without packing keyword arguments or calling
    ``__init__`` (a test compares them with the ones the constructors make)."""
    value, rule, tag = _MOVES[card]
    if value is None:
        way = _BY_MAP
    elif value == 0:
        way = _STAY
    else:
        mask, stay = s.mask, s.zero_stays
        table = _SPOTS.get(mask << 5 | here << 1 | stay) or spot(mask, here, stay)
        cw, ccw = table.row[value] or (-1, -1)
        way = (_BOTH if ccw == island else _CW) if cw == island else _CCW if ccw == island else _CW
    cards = _CARD_MSGS
    m = _NEW(Msg)
    m.domain, m.msgid, m.plural = way.domain, way.msgid, way.plural
    m.args = {
        "n": value,
        "name": s.names[seat],
        "card": cards[card],
        "island": island,
        "taken": cards[taken],
    }
    e = _NEW_EVENT(Event)
    e._text, e._args, e.rule, e.private, e.kind, e.tag, e.lang = (
        m,
        None,
        rule,
        _NO_PRIVATE,
        "move",
        tag,
        None,
    )
    return e


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
        return play_texts(s, self.seat) or self.stuck(s)

    def stuck(self, s: State) -> list[str]:
        """The texts of a seat with no card that can sail (rules §stuck)."""
        hand = s.hands[self.seat]
        if hand and s.opts["stuck_rule"] == "discard_no_draw":
            return [DISCARD[c] for c in dict.fromkeys(hand)]
        return [PASS]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        verb, card, island = PARSED[text]
        seat = self.seat
        if verb != "play":
            self.apply_stuck(s, verb, card, ev)
            return
        hand = s.hands[seat]
        hand.remove(card)
        s.pantries[seat].append(card)
        here = s.pirates[seat]
        s.pirates[seat] = island
        s.passes = 0
        pile = s.piles[island]
        if not pile:  # only a 0 card with zero_move_from_empty_island="stay" gets here
            ev.append(
                Event(
                    _.lazy(
                        "{name} plays {card} into the pantry and stays on island {island} (a 0 "
                        "card); it is empty, so {name} takes nothing.",
                        name=s.names[seat],
                        card=card_msg(card),
                        island=island,
                    ),
                    R.ZERO_ON_EMPTY,
                    "move",
                    "sail",
                )
            )
            next_turn(s, ev)
            return
        taken = pile.pop()
        hand.append(taken)
        ev.append(_move_event(s, seat, card, here, island, taken))
        if pile or not after_take(s, island, ev):
            if s.ending:
                next_turn(s, ev)
            else:  # ``begin_turn`` without its end checks: nobody passed, nothing is ending
                seat = s.turn_seat = (seat + 1) % s.n
                s.turn_number += 1
                s.stack.append(PLAY_FRAMES[seat])

    def apply_stuck(self, s: State, verb: str, card: str, ev: list[Event]) -> None:
        """A seat that cannot sail passes, or plays ``card`` without moving (rules §stuck)."""
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
        ends = targets(s, seat, card)
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
