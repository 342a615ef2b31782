"""Prepared positions: start a match from a plain dict, for FAQ scenarios and teachers.

The dict uses names, not seat numbers, and the shape of ``State.to_dict()``; every key is
optional and overrides a normal seeded setup::

    tk.new_match("tortuga1667", players=4, seed=1, position={
        "lines": {"fd": ["Anne", "Bart"], "jr": ["Calico"], "tortuga": ["Dirk"]},
        "boats": {"fd": None, "jr": None},
        "chests": {"galleon": 0, "fd": {"british": 1, "french": 0},
                   "jr": {"british": 0, "french": 5}, "tortuga": {"british": 1, "french": 1}},
        "hands": {"Anne": ["cannon/british/skull", "fire/french/wheel", "fire/british/skull"]},
        "row": ["pistol", "black_spot", None, None, "spanish_armada"],
        "turn": "Anne",
    })

Keys: names (read-only check), loyalty, lines, boats, destroyed, chests, hands, vote_deck,
vote_top (cards to stack on top of the vote deck, top first), row,
event_deck, discard, albatross, maps, marques, lost, known, turn, actions_left, end_phase,
sudden_death. Hands given without ``vote_deck`` take their cards out of the shuffled deck;
a row given without ``event_deck`` takes its cards out of this match's event cards (the Armada
stays at the bottom). The result is checked like any state: every pawn in one place, at most 5
per ship, one per rowboat, 8 chests with 2 on Tortuga, 32 vote cards. Positions skip the
Captains' starting-chest choice: unless ``chests`` says otherwise the Flying Dutchman's chest
is British and the Jolly Roger's French.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...engine.errors import BadOption
from ...engine.events import Event
from .cards import (
    ARMADA,
    EVENT_CARDS,
    LOYALTY_TABLE,
    ROW_SIZE,
    SHIP_CAPACITY,
    VOTE_DECKS,
    is_vote_card,
)
from .state import FD, JR, LINE_KEYS, State, hold_index

REFILL = "<refill>"
KEYS = {
    "vote_top",
    "names",
    "loyalty",
    "lines",
    "boats",
    "destroyed",
    "chests",
    "hands",
    "vote_deck",
    "row",
    "event_deck",
    "discard",
    "albatross",
    "maps",
    "marques",
    "lost",
    "known",
    "turn",
    "actions_left",
    "end_phase",
    "sudden_death",
}


def apply_position(s: State, pos: dict[str, Any]) -> list[Event]:
    from . import rules

    if not isinstance(pos, dict):
        raise BadOption(f"position must be a dict, not {type(pos).__name__}")
    unknown = sorted(set(pos) - KEYS)
    if unknown:
        raise BadOption(
            f"position has unknown key {unknown[0]!r}; known keys: {', '.join(sorted(KEYS))}"
        )
    seats = {nm.lower(): i for i, nm in enumerate(s.names)}

    def seat_of(name: Any, where: str) -> int:
        if not isinstance(name, str) or name.lower() not in seats:
            raise BadOption(f"position {where}: {name!r} is not a player ({', '.join(s.names)})")
        return seats[name.lower()]

    def per_player(key: str, kind: type) -> dict[int, Any]:
        value = pos.get(key, {})
        if not isinstance(value, dict):
            raise BadOption(f"position {key} must be a dict of player name -> value")
        out = {}
        for nm, v in value.items():
            if not isinstance(v, kind) or isinstance(v, bool) and kind is int:
                raise BadOption(f"position {key}[{nm!r}] must be a {kind.__name__}, not {v!r}")
            out[seat_of(nm, key)] = v
        return out

    if "names" in pos and [str(x) for x in pos["names"]] != list(s.names):
        raise BadOption(f"position names {pos['names']!r} differ from the match's {s.names!r}")
    # ---- pawns
    if "lines" in pos or "boats" in pos:
        lines_in = pos.get("lines", {})
        boats_in = pos.get("boats", {})
        if not isinstance(lines_in, dict) or not isinstance(boats_in, dict):
            raise BadOption("position lines and boats must be dicts (keys fd, jr, tortuga)")
        bad = sorted(set(lines_in) - set(LINE_KEYS)) or sorted(set(boats_in) - {"fd", "jr"})
        if bad:
            raise BadOption(
                f"position: unknown place {bad[0]!r} (lines: fd, jr, tortuga; boats: fd, jr)"
            )
        s.lines = [
            [seat_of(nm, f"lines.{k}") for k in [k] for nm in lines_in.get(k, [])]
            for k in LINE_KEYS
        ]
        s.boats = [
            seat_of(boats_in[k], f"boats.{k}") if boats_in.get(k) is not None else -1
            for k in ("fd", "jr")
        ]
        placed = [p for line in s.lines for p in line] + [b for b in s.boats if b >= 0]
        counts = Counter(placed)
        twice = [s.names[p] for p, c in counts.items() if c > 1]
        missing = [s.names[p] for p in range(s.n) if p not in counts]
        if twice:
            raise BadOption(f"position places {twice[0]} more than once")
        if missing:
            raise BadOption(f"position places nobody called {missing[0]}: every pawn needs a place")
        for k in (FD, JR):
            if len(s.lines[k]) > SHIP_CAPACITY:
                raise BadOption(
                    f"position puts {len(s.lines[k])} pawns on {LINE_KEYS[k]}: at most 5"
                )
    if "destroyed" in pos:
        d = pos["destroyed"]
        if not isinstance(d, dict) or set(d) - {"fd", "jr"}:
            raise BadOption("position destroyed must be a dict like {'fd': True, 'jr': False}")
        s.destroyed = [bool(d.get("fd", False)), bool(d.get("jr", False))]
        if any(s.destroyed[b] and s.boats[b] >= 0 for b in (0, 1)):
            raise BadOption("position puts a pawn in a destroyed rowboat")
    # ---- chests
    if not any(s.chests[1:5]):  # positions skip the Captains' choice of hold
        s.chests[hold_index(FD, "british")] = 1
        s.chests[hold_index(JR, "french")] = 1
    if "chests" in pos:
        c = pos["chests"]
        try:
            if "galleon" in c:
                s.chests[0] = int(c["galleon"])
            for k, base in (("fd", 1), ("jr", 3), ("tortuga", 5)):
                for team, off in (("british", 0), ("french", 1)):
                    if team in c.get(k, {}):
                        s.chests[base + off] = int(c[k][team])
        except (TypeError, ValueError, AttributeError):
            raise BadOption(
                "position chests must look like {'galleon': 4, 'fd': {'british': 1, "
                "'french': 0}, ...}"
            ) from None
    if any(x < 0 for x in s.chests) or sum(s.chests) != 8 or s.chests[5] + s.chests[6] != 2:
        raise BadOption(
            f"position chests {s.chests} must be non-negative, total 8, with exactly 2 on Tortuga"
        )
    # ---- loyalty
    if "loyalty" in pos:
        for p, team in per_player("loyalty", str).items():
            if team not in ("british", "french", "dutch"):
                raise BadOption(f"position loyalty {team!r}: use british, french or dutch")
            s.loyalty[p] = team
        want = LOYALTY_TABLE[s.n]
        have = tuple(s.loyalty.count(t) for t in ("british", "french", "dutch"))
        if have != want:
            raise BadOption(
                f"position loyalty gives {have} British/French/Dutch; {s.n} players need {want}"
            )
    # ---- vote cards
    if "hands" in pos or "vote_deck" in pos:
        full = Counter(VOTE_DECKS[s.opts["vote_deck"]])
        before = [c for h in s.hands for c in h] + s.vote_deck  # the seeded order, reused
        for p, hand in per_player("hands", list).items():
            for card in hand:
                if not isinstance(card, str) or not is_vote_card(card):
                    raise BadOption(
                        f"position hands: {card!r} is not a vote card like 'cannon/british/skull'"
                    )
            s.hands[p] = list(hand)
        in_hands = Counter(c for h in s.hands for c in h)
        if "vote_deck" in pos:
            s.vote_deck = list(pos["vote_deck"])
        else:
            rest = full - in_hands
            deck = []
            for c in s.vote_deck + before:
                if rest[c] > 0:
                    deck.append(c)
                    rest[c] -= 1
            s.vote_deck = deck
        total = Counter(s.vote_deck) + in_hands
        for card in sorted(set(total) | set(full)):
            if total[card] != full[card]:
                raise BadOption(
                    f"position vote cards use {card!r} {total[card]} time(s) but the "
                    f"{s.opts['vote_deck']} vote deck has {full[card]}"
                )
    if "vote_top" in pos:
        # Stack the vote deck: these cards (first = top) come out of the deck and go on top,
        # so a lesson can fix the card that always joins a vote.
        top = pos["vote_top"]
        if not isinstance(top, list):
            raise BadOption("position vote_top must be a list of vote cards, top first")
        deck = list(s.vote_deck)
        for card in top:
            if card not in deck:
                raise BadOption(
                    f"position vote_top: {card!r} is not left in the vote deck "
                    "(every copy is in a hand or already stacked)"
                )
            deck.remove(card)
        s.vote_deck = list(top) + deck
    # ---- kept cards
    for key in ("albatross", "marques", "lost"):
        for p, k in per_player(key, int).items():
            if k < 0:
                raise BadOption(f"position {key}[{s.names[p]!r}] must not be negative")
    for p, k in per_player("albatross", int).items():
        s.albatross[p] = k
    for p, maps in per_player("maps", list).items():
        if any(m not in ("atlantis", "el_dorado", "fountain_of_youth") for m in maps):
            raise BadOption(
                f"position maps: {maps!r} must name atlantis, el_dorado, fountain_of_youth"
            )
        s.maps[p] = list(maps)
    for p, k in per_player("marques", int).items():
        s.marques[p] = k
    for p, k in per_player("lost", int).items():
        s.lost[p] = k
    # ---- event cards
    if any(k in pos for k in ("row", "event_deck", "discard", "albatross", "maps", "marques")):
        held = (
            ["albatross"] * sum(s.albatross)
            + [m for ms in s.maps for m in ms]
            + ["letter_of_marque"] * sum(s.marques)
        )
        discard = list(pos.get("discard", []))
        if "row" in pos:
            row = list(pos["row"])
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
        if len(row) != ROW_SIZE:
            raise BadOption(f"position row must list {ROW_SIZE} spaces (a card name or None)")
        for c in row + list(pos.get("discard", [])) + list(pos.get("event_deck", [])):
            if c is not None and c != REFILL and c not in EVENT_CARDS:
                raise BadOption(f"position: {c!r} is not an event card ({', '.join(EVENT_CARDS)})")
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
        short = used - pool
        if short:
            card = next(iter(short))
            raise BadOption(
                f"position uses {card!r} more often than this match's event cards "
                f"hold it (star cards in this match: {', '.join(s.star_cards)})"
            )
        for i, c in enumerate(row):
            if c == REFILL:
                row[i] = deck.pop(0) if deck[:-1] else None
        s.row, s.event_deck, s.discard = row, deck, discard
        for k in s.known:
            k.clear()
    for p, slots in per_player("known", dict).items():
        for slot, card in slots.items():
            if not str(slot).isdigit():
                raise BadOption(f"position known: space {slot!r} must be a number 1–{ROW_SIZE}")
            i = int(slot) - 1
            if not 0 <= i < ROW_SIZE or s.row[i] != card:
                raise BadOption(
                    f"position known: {s.names[p]} cannot know {card!r} in space {slot}"
                )
            s.known[p][i] = card
    if "end_phase" in pos:
        s.end_phase = bool(pos["end_phase"])
        if s.end_phase and s.event_deck:
            raise BadOption(
                "position end_phase=True needs an empty event deck (the end phase "
                "starts when the Armada is dealt into the row)"
            )
    if "sudden_death" in pos:
        s.sudden_death = bool(pos["sudden_death"])
        if s.sudden_death and "event_deck" not in pos and ARMADA in s.event_deck:
            s.event_deck.remove(ARMADA)  # in sudden death the Armada has left the game
        if s.sudden_death and (ARMADA in s.event_deck or ARMADA in s.row):
            raise BadOption(
                "position sudden_death=True: the Armada has left the game, so it "
                "may not be in the row or the event deck"
            )
    if "turn" in pos:
        s.turn_seat = seat_of(pos["turn"], "turn")
    elif not s.lines[JR] and "lines" in pos:
        s.turn_seat = 0
    else:
        s.turn_seat = s.lines[JR][0] if s.lines[JR] else 0
    s.stack = []
    s.action_open = False
    ev = [Event("The match starts from a prepared position.", "position", kind="setup")]
    rules._settle(s, ev)
    if "actions_left" in pos:
        most = 2 if s.n == 2 else 1
        value = pos["actions_left"]
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= most:
            raise BadOption(
                f"position actions_left must be 1–{most} with {s.n} players, not {value!r}"
            )
        s.actions_left = value
    return ev
