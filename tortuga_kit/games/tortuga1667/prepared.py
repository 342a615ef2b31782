"""Prepared positions: start a match from a plain dict, for FAQ scenarios and teachers.

The dict uses names, not seat numbers, and the shape of ``State.to_dict()``; every key is
optional and overrides a normal seeded setup::

    tk.new_match("tortuga1667", players=4, seed=1, position={
        "lines": {"fd": ["Anne", "Bart"], "jr": ["Calico"], "tortuga": ["Dirk"]},
        "boats": {"fd": None, "jr": None},
        "chests": {"galleon": 0, "fd": {"british": 1, "french": 0},
                   "jr": {"british": 0, "french": 5}, "tortuga": {"british": 1, "french": 1}},
        "hands": {"Anne": ["cannon/british/skull", "fire/french/wheel", "fire/british/skull"]},
        "row": ["pistol", "black_spot", "letter_of_marque", "pistol", "spanish_armada"],
        "turn": "Anne",
    })

Keys: names (read-only check), loyalty, lines, boats, destroyed, chests, hands, vote_deck,
vote_top (cards to stack on top of the vote deck, top first), row, event_deck, discard,
albatross, maps, marques, lost, known, turn, actions_left, end_phase, sudden_death. Hands given
without ``vote_deck`` take their cards out of the shuffled deck; a row given without
``event_deck`` takes its cards out of this match's event cards (the Armada stays at the bottom).
Positions skip the Captains' starting-chest choice: unless ``chests`` says otherwise the Flying
Dutchman's chest is British and the Jolly Roger's French.

Each key has one small validator below, run in a fixed order (later keys may depend on earlier
ones). Every count and list is bounded before anything is built from it, and the result must be a
position the game can go on from (``_playable``): every pawn in one place, at most 5 per ship,
one per rowboat, 8 chests with 2 on Tortuga, the 32 vote cards with at least 2 in the deck, a
card face down in the row while the event deck has cards, and the Spanish Armada in the row or
the deck (until sudden death has sent it away). A lesson may leave spaces of the row empty.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from ...engine.errors import BadOption
from ...engine.events import Event
from ...engine.game import is_count
from ...engine.i18n import Joined, translator
from . import rulerefs as R
from .cards import (
    ARMADA,
    CAPTAIN_CHESTS,
    EVENT_CARDS,
    LOYALTY_TABLE,
    NATIONS,
    ROW_SIZE,
    SHIP_CAPACITY,
    TEAMS,
    TORTUGA_CHESTS,
    TOTAL_CHESTS,
    TREASURE_MAPS,
    VOTE_DECKS,
    VOTE_HAND_SIZE,
    card_name,
    is_vote_card,
)
from .state import (
    FD,
    GALLEON,
    JR,
    LINE_KEYS,
    NO_ONE,
    PLACES,
    SHIP_NAMES,
    TORTUGA,
    State,
    chest_slot,
)
from .turn import actions_per_turn, settle

_ = translator("tortuga1667")

REFILL = "<refill>"
#: A hand holds 3 vote cards, one more while El Dorado's extra card is unspent.
MOST_IN_HAND = VOTE_HAND_SIZE + 1
#: The top card of the vote deck joins every vote, and El Dorado draws one.
LEAST_IN_VOTE_DECK = 2
#: Copies of a kept card in the game (seed 000 · Ereigniskarten): no seat can hold more.
MOST_KEPT = {
    "albatross": EVENT_CARDS["albatross"][1],
    "marques": EVENT_CARDS["letter_of_marque"][1],
}
MOST_EVENT_CARDS = sum(copies for _, copies, _ in EVENT_CARDS.values())


class _Position:
    """The position being applied: the dict, the state it changes, and name lookups."""

    def __init__(self, s: State, pos: dict[str, Any]) -> None:
        self.s = s
        self.pos = pos
        self.seats = {nm.lower(): i for i, nm in enumerate(s.names)}

    def seat_of(self, name: Any, where: str) -> int:
        if not isinstance(name, str) or name.lower() not in self.seats:
            shown = repr(name) if len(repr(name)) <= 30 else type(name).__name__
            raise BadOption(
                _(
                    "position {where}: {shown} is not a player ({names})",
                    where=where,
                    shown=shown,
                    names=", ".join(self.s.names),
                )
            )
        return self.seats[name.lower()]

    def per_player(self, key: str, kind: type, most: int | None = None) -> dict[int, Any]:
        """``pos[key]`` as {seat: value}; ints bounded by ``most``, lists by ``most`` items."""
        value = self.pos.get(key, {})
        if not isinstance(value, dict):
            raise BadOption(_("position {key} must be a dict of player name -> value", key=key))
        out: dict[int, Any] = {}
        for nm, v in value.items():
            seat = self.seat_of(nm, key)
            if seat in out:
                raise BadOption(
                    _("position {key} names {names} twice", key=key, names=self.s.names[seat])
                )
            if kind is int:
                if most is not None and not is_count(v, most):
                    raise BadOption(
                        _(
                            "position {key}[{nm}] must be a whole number 0–{most}",
                            key=key,
                            nm=repr(nm),
                            most=most,
                        )
                    )
            elif not isinstance(v, kind):
                raise BadOption(
                    _(
                        "position {key}[{nm}] must be a {kind}",
                        key=key,
                        nm=repr(nm),
                        kind=kind.__name__,
                    )
                )
            elif most is not None and len(v) > most:  # type: ignore[arg-type]
                raise BadOption(
                    _(
                        "position {key}[{nm}] lists too many items; at most {most}",
                        key=key,
                        nm=repr(nm),
                        most=most,
                    )
                )
            out[seat] = v
        return out

    def card_list(self, key: str, most: int) -> list[Any]:
        value = self.pos.get(key, [])
        if not isinstance(value, list):
            raise BadOption(_("position {key} must be a list of event cards", key=key))
        if len(value) > most:
            raise BadOption(
                _(
                    "position {key} lists {n} cards; the game has {most}",
                    key=key,
                    n=len(value),
                    most=most,
                )
            )
        return list(value)


def apply_position(s: State, pos: dict[str, Any], seeded: list[Event]) -> list[Event]:
    """Change a freshly set-up state into the position ``pos``; a bad one is a ``BadOption``.
    Returns the setup's log: ``seeded`` (the seeded setup's) rewritten where the position
    replaced it (``setup_log``), and what settling the position said."""
    if not isinstance(pos, dict):
        raise BadOption(_("position must be a dict, not {kind}", kind=type(pos).__name__))
    unknown = sorted(str(k) for k in set(pos) - set(VALIDATORS))
    if unknown:
        raise BadOption(
            _(
                "position has unknown key {unknown}; known keys: {keys}",
                unknown=repr(unknown[0][:30]),
                keys=", ".join(sorted(VALIDATORS)),
            )
        )
    p = _Position(s, pos)
    done: set[Callable[[_Position], None]] = set()
    for key, validate in VALIDATORS.items():
        if (key in pos or key in ALWAYS) and validate not in done:
            done.add(validate)
            validate(p)
    _playable(s)
    s.stack = []
    s.action_open = False
    ev = setup_log(s, pos, seeded)
    settle(s, ev)
    if "actions_left" in pos:
        _actions_left(p)
    return ev


def setup_log(s: State, pos: dict[str, Any], seeded: list[Event]) -> list[Event]:
    """The setup's log for a prepared position: what the position set is said from the state
    (the seeded lines it replaced named the seed's pawns and event deck), the rest as the seed
    laid it out. The loyalty line stays: a position deals the same numbers of each nation."""
    given = ", ".join(k for k in VALIDATORS if k in pos)  # the keys: names in the code
    said = (
        _.lazy("A prepared position ({keys} set by hand).", keys=given)
        if given
        else _.lazy("A prepared position (nothing set by hand).")
    )
    out = [Event(said, R.SETUP, "setup", "position")]
    for e in seeded:
        if e.tag == "event_deck" and any(k in pos for k in ("row", "event_deck", "discard")):
            stars = s.shared.star_cards
            text = _.lazy(
                "The event cards the position gives: {row} face down in the row, {deck} in the "
                "event deck, {discard} discarded; the star cards {stars}.",
                row=sum(1 for c in s.row if c is not None),
                deck=len(s.event_deck),
                discard=len(s.discard),
                stars=Joined([card_name(c) for c in stars], ", ") if stars else _.lazy("none"),
            )
            out.append(Event(text, R.SETUP, "setup", "event_deck"))
        elif e.tag == "pawns" and ("lines" in pos or "boats" in pos):
            out.append(_pawns_line(s))
        else:
            out.append(e)
    if "turn" in pos:
        said = _.lazy("{name} is to move.", name=s.names[s.turn_seat])
        out.append(Event(said, R.TURN, "setup", "turn"))
    return out


def _pawns_line(s: State) -> Event:
    crews = [", ".join(s.names[p] for p in s.lines[k]) or _.lazy("nobody") for k in (FD, JR)]
    tortuga = ", ".join(s.names[p] for p in s.lines[TORTUGA]) or _.lazy("nobody")
    boats = [s.names[b] if b != NO_ONE else _.lazy("nobody") for b in s.boats]
    text = _.lazy(
        "The pawns stand where the position puts them: {fd}: {fd_crew}; {jr}: {jr_crew}; "
        "Tortuga: {tortuga}; in the rowboats: {fd_boat} ({fd}), {jr_boat} ({jr}).",
        fd=SHIP_NAMES[FD],
        fd_crew=crews[0],
        jr=SHIP_NAMES[JR],
        jr_crew=crews[1],
        tortuga=tortuga,
        fd_boat=boats[0],
        jr_boat=boats[1],
    )
    return Event(text, R.PAWNS, "setup", "pawns")


# ------------------------------------------------------------------ one validator per key
def _names(p: _Position) -> None:
    names = p.pos["names"]
    if not isinstance(names, list) or [str(x) for x in names] != list(p.s.names):
        raise BadOption(
            _(
                "position names {names} differ from the match's {match_names}",
                names=repr(names),
                match_names=repr(list(p.s.names)),
            )
        )


def _pawns(p: _Position) -> None:
    """lines and boats: every pawn in exactly one place, at most 5 per ship, 1 per rowboat."""
    s = p.s
    lines_in = p.pos.get("lines", {})
    boats_in = p.pos.get("boats", {})
    if not isinstance(lines_in, dict) or not isinstance(boats_in, dict):
        raise BadOption(_("position lines and boats must be dicts (keys fd, jr, tortuga)"))
    bad = sorted(set(map(str, lines_in)) - set(LINE_KEYS)) or sorted(
        set(map(str, boats_in)) - {"fd", "jr"}
    )
    if bad:
        raise BadOption(
            _(
                "position: unknown place {bad} (lines: fd, jr, tortuga; boats: fd, jr)",
                bad=repr(bad[0][:20]),
            )
        )
    for k, line in lines_in.items():
        if not isinstance(line, list) or len(line) > s.n:
            raise BadOption(_("position lines.{k} must be a list of at most {n} names", k=k, n=s.n))
    s.lines = [[p.seat_of(nm, f"lines.{k}") for nm in lines_in.get(k, [])] for k in LINE_KEYS]
    s.boats = [
        p.seat_of(boats_in[k], f"boats.{k}") if boats_in.get(k) is not None else NO_ONE
        for k in ("fd", "jr")
    ]
    counts = Counter([q for line in s.lines for q in line] + [b for b in s.boats if b != NO_ONE])
    twice = [s.names[q] for q, c in counts.items() if c > 1]
    missing = [s.names[q] for q in range(s.n) if q not in counts]
    if twice:
        raise BadOption(_("position places {twice} more than once", twice=twice[0]))
    if missing:
        raise BadOption(
            _(
                "position places nobody called {missing}: every pawn needs a place",
                missing=missing[0],
            )
        )
    for k in (FD, JR):
        if len(s.lines[k]) > SHIP_CAPACITY:
            raise BadOption(
                _(
                    "position puts {n} pawns on {place}: at most 5",
                    n=len(s.lines[k]),
                    place=LINE_KEYS[k],
                )
            )


def _destroyed(p: _Position) -> None:
    s = p.s
    d = p.pos["destroyed"]
    if (
        not isinstance(d, dict)
        or set(d) - {"fd", "jr"}
        or not all(isinstance(v, bool) for v in d.values())
    ):
        raise BadOption(_("position destroyed must be a dict like {'fd': True, 'jr': False}"))
    s.destroyed = [d.get("fd", False), d.get("jr", False)]
    if any(s.destroyed[b] and s.boats[b] != NO_ONE for b in (0, 1)):
        raise BadOption(_("position puts a pawn in a destroyed rowboat"))


def _chests(p: _Position) -> None:
    """chests: whole numbers; 8 in all with exactly 2 on Tortuga. Without ``chests`` the
    Captains' starting chests go FD British, JR French (positions skip that choice)."""
    s = p.s
    if not any(s.chests[chest_slot(ship, team)] for ship in (FD, JR) for team in TEAMS):
        s.chests[chest_slot(FD, "british")] = CAPTAIN_CHESTS
        s.chests[chest_slot(JR, "french")] = CAPTAIN_CHESTS
    if "chests" in p.pos:
        c = p.pos["chests"]
        shape = _(
            "position chests must look like {'galleon': 4, 'fd': {'british': 1, 'french': 0}, "
            "...} with whole numbers 0–8"
        )
        if not isinstance(c, dict) or set(c) - {"galleon", *LINE_KEYS}:
            raise BadOption(shape)
        if "galleon" in c:
            if not is_count(c["galleon"], TOTAL_CHESTS):
                raise BadOption(shape)
            s.chests[GALLEON] = c["galleon"]
        for place in PLACES:
            areas = c.get(LINE_KEYS[place], {})
            if not isinstance(areas, dict) or set(areas) - set(TEAMS):
                raise BadOption(shape)
            for team, value in areas.items():
                if not is_count(value, TOTAL_CHESTS):
                    raise BadOption(shape)
                s.chests[chest_slot(place, team)] = value
    on_tortuga = sum(s.chests[chest_slot(TORTUGA, team)] for team in TEAMS)
    if sum(s.chests) != TOTAL_CHESTS or on_tortuga != 2 * TORTUGA_CHESTS:
        raise BadOption(
            _(
                "position chests {chests} must total {total}, with exactly {on_tortuga} on Tortuga",
                chests=s.chests,
                total=TOTAL_CHESTS,
                on_tortuga=2 * TORTUGA_CHESTS,
            )
        )


def _loyalty(p: _Position) -> None:
    s = p.s
    for seat, team in p.per_player("loyalty", str).items():
        if team not in NATIONS:
            raise BadOption(
                _("position loyalty {team}: use british, french or dutch", team=repr(team[:20]))
            )
        s.loyalty[seat] = team
    want = LOYALTY_TABLE[s.n]
    have = tuple(s.loyalty.count(t) for t in NATIONS)
    if have != want:
        raise BadOption(
            _(
                "position loyalty gives {have} British/French/Dutch; {n} players need {want}",
                have=have,
                n=s.n,
                want=want,
            )
        )


def _vote_cards(p: _Position) -> None:
    """hands and vote_deck: the 32 vote cards of the match's vote deck, each exactly once.

    Without ``vote_deck``, given hands take their cards out of the seeded deal: a seat whose
    hand is not given keeps its dealt cards unless a given hand needs one, which is replaced
    from the top of the deck; the rest of the deck keeps its seeded order."""
    s = p.s
    full = Counter(VOTE_DECKS[s.opts["vote_deck"]])
    given = p.per_player("hands", list, MOST_IN_HAND)
    for hand in given.values():
        for card in hand:
            if not isinstance(card, str) or not is_vote_card(card):
                shown = repr(card) if len(repr(card)) <= 40 else type(card).__name__
                raise BadOption(
                    _(
                        "position hands: {shown} is not a vote card like 'cannon/british/skull'",
                        shown=shown,
                    )
                )
    if "vote_deck" in p.pos:
        for seat, hand in given.items():
            s.hands[seat] = list(hand)
        deck = p.pos["vote_deck"]
        if not isinstance(deck, list) or len(deck) > len(VOTE_DECKS[s.opts["vote_deck"]]):
            raise BadOption(_("position vote_deck must be a list of at most 32 vote cards"))
        if not all(isinstance(c, str) for c in deck):
            raise BadOption(
                _("position vote_deck must list vote cards like 'cannon/british/skull'")
            )
        s.vote_deck = list(deck)
    else:
        free = full - Counter(c for hand in given.values() for c in hand)
        dealt = [[] if seat in given else list(h) for seat, h in enumerate(s.hands)]
        for hand in dealt:  # the dealt cards a seat may keep
            for i, card in enumerate(hand):
                if free[card] > 0:
                    free[card] -= 1
                else:
                    hand[i] = REFILL
        deck = []
        freed = [c for seat in sorted(given) for c in s.hands[seat]]  # the given seats' dealt cards
        for card in s.vote_deck + freed:  # the rest, in the seeded order
            if free[card] > 0:
                free[card] -= 1
                deck.append(card)
        for hand in dealt:
            for i, card in enumerate(hand):
                if card == REFILL:
                    hand[i] = deck.pop(0) if deck else REFILL
        for seat, hand in given.items():
            dealt[seat] = list(hand)
        s.hands = dealt
        s.vote_deck = deck
    total = Counter(s.vote_deck) + Counter(c for h in s.hands for c in h)
    for card in sorted(set(total) | set(full)):
        if total[card] != full[card]:
            raise BadOption(
                _(
                    "position vote cards use {card} {total} time(s) but the {deck} vote deck has {full}",
                    card=repr(card[:40]),
                    total=total[card],
                    deck=s.opts["vote_deck"],
                    full=full[card],
                )
            )


def _vote_top(p: _Position) -> None:
    """Stack the vote deck: these cards (first = top) come out of the deck and go on top, so a
    lesson can fix the card that always joins a vote."""
    s = p.s
    top = p.pos["vote_top"]
    if not isinstance(top, list) or len(top) > len(s.vote_deck):
        raise BadOption(_("position vote_top must be a list of vote cards, top first"))
    deck = list(s.vote_deck)
    for card in top:
        if not isinstance(card, str) or card not in deck:
            shown = repr(card) if len(repr(card)) <= 40 else type(card).__name__
            raise BadOption(
                _(
                    "position vote_top: {shown} is not left in the vote deck (every copy is in a hand or already stacked)",
                    shown=shown,
                )
            )
        deck.remove(card)
    s.vote_deck = list(top) + deck


def _kept_cards(p: _Position) -> None:
    """albatross, maps, marques, lost: kept face up, or lost for good; bounded by the cards."""
    s = p.s
    for seat, k in p.per_player("albatross", int, MOST_KEPT["albatross"]).items():
        s.albatross[seat] = k
    for seat, maps in p.per_player("maps", list, len(TREASURE_MAPS)).items():
        if any(m not in TREASURE_MAPS for m in maps) or len(set(maps)) != len(maps):
            raise BadOption(
                _(
                    "position maps: {maps} must name atlantis, el_dorado, fountain_of_youth, each once",
                    maps=repr(maps),
                )
            )
        s.maps[seat] = list(maps)
    for seat, k in p.per_player("marques", int, MOST_KEPT["marques"]).items():
        s.marques[seat] = k
    for seat, k in p.per_player("lost", int, VOTE_HAND_SIZE + 1).items():
        s.lost[seat] = k
    if sum(s.albatross) > MOST_KEPT["albatross"] or sum(s.marques) > MOST_KEPT["marques"]:
        raise BadOption(_("position keeps more Albatrosses or Letters of Marque than the game has"))


def _event_cards(p: _Position) -> None:
    """row, event_deck, discard (and the kept cards): the match's event cards, each once."""
    s, pos = p.s, p.pos
    if not any(k in pos for k in ("row", "event_deck", "discard", "albatross", "maps", "marques")):
        return
    held = (
        ["albatross"] * sum(s.albatross)
        + [m for ms in s.maps for m in ms]
        + ["letter_of_marque"] * sum(s.marques)
    )
    discard = p.card_list("discard", MOST_EVENT_CARDS)
    if "row" in pos:
        row = pos["row"]
        if not isinstance(row, list) or len(row) != ROW_SIZE:
            raise BadOption(
                _("position row must list {n} spaces (a card name or None)", n=ROW_SIZE)
            )
        row = list(row)
    else:
        # Kept or discarded cards come out of the deck first, then out of the seeded row,
        # whose space is refilled from the deck below.
        row = list(s.row)
        in_deck = Counter(s.event_deck)
        for card, k in (Counter(held) + Counter(discard)).items():
            short = k - in_deck[card]
            for i, c in enumerate(row):
                if short > 0 and c == card:
                    row[i] = REFILL
                    short -= 1
    for c in row + discard + p.card_list("event_deck", MOST_EVENT_CARDS):
        if c is not None and c != REFILL and (not isinstance(c, str) or c not in EVENT_CARDS):
            shown = repr(c) if len(repr(c)) <= 30 else type(c).__name__
            raise BadOption(
                _(
                    "position: {shown} is not an event card ({cards})",
                    shown=shown,
                    cards=", ".join(EVENT_CARDS),
                )
            )
    pool = Counter(c for c in s.row if c) + Counter(s.event_deck) + Counter(s.discard)
    used = Counter(c for c in row if c and c != REFILL) + Counter(discard) + Counter(held)
    if "event_deck" in pos:
        deck = list(pos["event_deck"])
        used += Counter(deck)
    else:
        rest = pool - used
        deck = []
        for c in s.event_deck + [c for c in s.row if c]:
            if rest[c] > 0 and c != ARMADA:
                deck.append(c)
                rest[c] -= 1
        if rest[ARMADA] > 0:
            deck.append(ARMADA)
        used += Counter(deck)
    overused = used - pool
    if overused:
        card = next(iter(overused))
        raise BadOption(
            _(
                "position uses {card} more often than this match's event cards hold it (star cards in this match: {star_cards})",
                card=repr(card),
                star_cards=", ".join(s.star_cards),
            )
        )
    for i, c in enumerate(row):
        if c == REFILL:
            row[i] = deck.pop(0) if deck[:-1] else None
    s.row, s.event_deck, s.discard = row, deck, discard
    for seen in s.known:
        seen.clear()


def _known(p: _Position) -> None:
    s = p.s
    for seat, slots in p.per_player("known", dict, ROW_SIZE).items():
        for slot, card in slots.items():
            if not str(slot).isdigit() or len(str(slot)) > 2:
                raise BadOption(
                    _(
                        "position known: space {slot} must be a number 1–{most}",
                        slot=repr(str(slot)[:10]),
                        most=ROW_SIZE,
                    )
                )
            i = int(slot) - 1
            if not 0 <= i < ROW_SIZE or s.row[i] is None or s.row[i] != card:
                raise BadOption(
                    _(
                        "position known: {names} cannot know {card} in space {slot}",
                        names=s.names[seat],
                        card=repr(str(card)[:30]),
                        slot=slot,
                    )
                )
            s.known[seat][i] = card


def _end_phase(p: _Position) -> None:
    s = p.s
    value = p.pos["end_phase"]
    if not isinstance(value, bool):
        raise BadOption(_("position end_phase must be true or false"))
    s.end_phase = value
    if s.end_phase and s.event_deck:
        raise BadOption(
            _(
                "position end_phase=True needs an empty event deck (the end phase starts when the Armada is dealt into the row)"
            )
        )


def _sudden_death(p: _Position) -> None:
    s = p.s
    value = p.pos["sudden_death"]
    if not isinstance(value, bool):
        raise BadOption(_("position sudden_death must be true or false"))
    s.sudden_death = value
    if s.sudden_death and "event_deck" not in p.pos and ARMADA in s.event_deck:
        s.event_deck.remove(ARMADA)  # in sudden death the Armada has left the game
    if s.sudden_death and (ARMADA in s.event_deck or ARMADA in s.row):
        raise BadOption(
            _(
                "position sudden_death=True: the Armada has left the game, so it may not be in the row or the event deck"
            )
        )


def _turn(p: _Position) -> None:
    s = p.s
    if "turn" in p.pos:
        s.turn_seat = p.seat_of(p.pos["turn"], "turn")
    elif not s.lines[JR] and "lines" in p.pos:
        s.turn_seat = 0
    else:
        s.turn_seat = s.lines[JR][0] if s.lines[JR] else 0


def _actions_left(p: _Position) -> None:
    s = p.s
    most = actions_per_turn(s)
    value = p.pos["actions_left"]
    if not is_count(value, most) or value < 1:
        raise BadOption(
            _(
                "position actions_left must be 1–{most} with {n} players, not {value}",
                most=most,
                n=s.n,
                value=repr(value),
            )
        )
    s.actions_left = value


def _skip(p: _Position) -> None:
    """Read elsewhere (``actions_left`` after the turn starts)."""


def _playable(s: State) -> None:
    """The position must be one the game can go on from (the game would crash or never end)."""
    if len(s.vote_deck) < LEAST_IN_VOTE_DECK:
        raise BadOption(
            _(
                "position leaves {n} card(s) in the vote deck; it needs at least {least}: the top card joins every vote and El Dorado draws one",
                n=len(s.vote_deck),
                least=LEAST_IN_VOTE_DECK,
            )
        )
    if s.event_deck and all(c is None for c in s.row):
        # Spaces refill only when their card is revealed: with no card face down nobody could
        # ever reveal one, and the Armada in the deck would never come out.
        raise BadOption(
            _(
                "position leaves the row empty while the event deck has cards: nobody could reveal a card, so the game could never end (rules §event-row)"
            )
        )
    for ship in (FD, JR):
        if sum(s.albatross[p] for p in s.lines[ship]) >= 2:
            raise BadOption(
                _(
                    "position puts two Albatrosses aboard the {ship} with a crew: they would have marooned it at once (rules §albatross)",
                    ship=LINE_KEYS[ship],
                )
            )
    armadas = s.row.count(ARMADA) + s.event_deck.count(ARMADA)
    if not s.sudden_death and armadas != 1:
        raise BadOption(
            _(
                "position has {armadas} Spanish Armadas in the row and the event deck; it needs exactly one, or the game never ends (rules §end)",
                armadas=armadas,
            )
        )


#: Key -> validator, in the order they run (each at most once). "lines" also reads "boats";
#: "chests" and "turn" always run (defaults for positions that do not name them), and so does
#: "row" (kept cards come out of the row and the deck even when no row is given).
VALIDATORS: dict[str, Callable[[_Position], None]] = {
    "names": _names,
    "lines": _pawns,
    "boats": _pawns,
    "destroyed": _destroyed,
    "chests": _chests,
    "loyalty": _loyalty,
    "hands": _vote_cards,
    "vote_deck": _vote_cards,
    "vote_top": _vote_top,
    "albatross": _kept_cards,
    "maps": _kept_cards,
    "marques": _kept_cards,
    "lost": _kept_cards,
    "row": _event_cards,
    "event_deck": _event_cards,
    "discard": _event_cards,
    "known": _known,
    "end_phase": _end_phase,
    "sudden_death": _sudden_death,
    "turn": _turn,
    "actions_left": _skip,
}
ALWAYS = frozenset({"chests", "row", "turn"})
