"""Hidden information: what a bot sees (``observe``) and states a seat cannot tell apart
(``resample_hidden``) (rules §looks).

Hidden from a seat: the other players' societies (unless it has seen them: societies never
change), their face-down professions (unless its sheet holds the card they hold now) and the
leftover professions, their items, the draw pile's order, and the society card left out. Kept
in place: everything the seat holds, every face-up profession, and the cards a pending
decision is about (``KFrame.pins``: an offered card, a card played in a fight, the loser's hand
the winner is looking at; the draw pile while the Clairvoyant looks through it; the leftover
stack while the Coat's giver does). ``resample_hidden`` deals the rest again to the same places
and sizes: societies among the seats it does not know (with the card left out, which decides
the smaller society), professions among the face-down ones and the stack, items among the other
hands and the pile. Once the game is over every card is shown: only the pile's order is dealt
again. The RNG gets a new state. Canonical: every pool is sorted before it is shuffled, so the
result depends on what ``seat`` knows and on ``rng`` alone (the world a searching bot starts
from, ``engine.knowledge``, is then no secret). A seat whose sheet names a profession another seat no
longer holds keeps that entry stale: the resample never deals that seat the card again (else
the seat would seem to know it, and which seats it knows would change).
"""

from __future__ import annotations

from collections import Counter
from copy import deepcopy
from typing import Any

from ...engine.observation import read_only
from ...engine.rng import Rng
from .cards import BROTHERHOOD, ORDER
from .knowledge import PROFESSION, SOCIETY, sheet
from .state import Sheet, State
from .view import fight_view  # the public part of a fight, as the board shows it

#: ``read_only_options``'s copies: per options dict (by identity, the dict itself kept), the
#: values it had (a deep copy) and the read-only copy made of them.
_OPTIONS: dict[int, tuple[dict[str, Any], dict[str, Any], Any]] = {}


def read_only_options(opts: dict[str, Any]) -> Any:
    """``read_only(opts)``, made once per options dict while its values stay the same: every
    observation carries the options, a match's never change after setup, and copying them
    was 70% of an observation's time. A bot cannot write to the shared copy, and a dict
    changed in place (a caller's own) gets a new one."""
    found = _OPTIONS.get(id(opts))
    if found is not None and found[0] is opts and found[1] == opts:
        return found[2]
    if len(_OPTIONS) >= 64:
        _OPTIONS.clear()
    copy = read_only(opts)
    _OPTIONS[id(opts)] = (opts, deepcopy(opts), copy)
    return copy


class Observation:
    """What one seat knows, for a bot: read-only, and nothing more than its view."""

    __slots__ = (
        "seat",
        "n",
        "society",
        "items",
        "profession",
        "face_up",
        "spent",
        "copied",
        "counts",
        "open_professions",
        "pile",
        "limit",
        "trank",
        "known",
        "fight",
        "pending",
        "opts",
        "turn_seat",
        "turn_number",
        "names",
        "kind",
    )

    def __init__(self, s: State, seat: int) -> None:
        self.seat = seat
        self.n = s.n
        self.society = s.societies[seat]
        self.items = tuple(sorted(s.items[seat]))
        self.profession = s.professions[seat]
        self.face_up = s.face_up[seat]
        self.spent = s.spent[seat]
        #: what each face-up Illusionist copied (public), ``None`` elsewhere
        self.copied = tuple(s.copied)
        self.counts = tuple(len(h) for h in s.items)
        self.open_professions = tuple(
            s.professions[p] if s.face_up[p] else None for p in range(s.n)
        )
        self.pile = len(s.pile)
        self.limit = s.limit
        self.trank = s.trank
        #: the seat's knowledge sheet: what it has seen of each other seat
        self.known = {t: sh for t, sh in s.known[seat].items()}
        self.fight = fight_view(s)
        self.pending: list[dict[str, Any]] = [
            shown for f in s.stack if (shown := f.shows(s, seat)) is not None
        ]
        self.opts = read_only_options(s.opts)  # the rules in force: a copy, never the match's
        self.turn_seat = s.turn_seat
        self.turn_number = s.turn_number  # how fresh each sheet entry is
        self.names = s.names
        #: the kind of the decision the bot answers (``"turn"``, ``"take"``, ...)
        self.kind = s.stack[-1].kind if s.stack and s.result is None else None

    def sheet(self, s: State) -> list[dict[str, Any]]:
        return sheet(s, self.seat)


def observe(s: State, seat: int) -> Observation:
    return Observation(s, seat)


def _knows_profession(sheet_: Sheet | None, prof: str) -> bool:
    """Does a sheet hold the profession the seat holds now (a look since the last change)?"""
    entry = None if sheet_ is None else sheet_[PROFESSION]
    return entry is not None and entry[0] == prof


def _seen_profession(sheet_: Sheet | None) -> str | None:
    entry = None if sheet_ is None else sheet_[PROFESSION]
    return None if entry is None else str(entry[0])


#: Shuffles of the professions tried before one keeps every stale sheet entry stale.
STALE_TRIES = 50


def _redeal_professions(r: State, seat: int | None, known: dict[int, Sheet], rng: Rng) -> None:
    """The face-down professions ``seat`` does not know, dealt again with the leftover stack
    (a pinned stack or a seat choosing keeps its cards)."""
    n = r.n
    # Professions: the face-down ones it does not know, with the leftover stack.
    pin_stack = any(f.pins_stack() for f in r.stack)
    choosing = {p for f in r.stack if (p := f.pins_profession()) is not None}
    open_prof = [
        t
        for t in range(n)
        if t != seat
        and t not in choosing
        and not r.face_up[t]
        and not _knows_profession(known.get(t), r.professions[t])
    ]
    pool = sorted([r.professions[t] for t in open_prof] + ([] if pin_stack else r.prof_stack))
    stale = [_seen_profession(known.get(t)) for t in open_prof]
    for _try in range(STALE_TRIES):  # no open seat gets the card its stale sheet entry names
        rng.shuffle(pool)
        if not any(old is not None and p == old for old, p in zip(stale, pool)):
            break
    for t, p in zip(open_prof, pool):
        r.professions[t] = p
    if not pin_stack:
        r.prof_stack = pool[len(open_prof) :]


def resample_hidden(s: State, seat: int | None, rng: Rng) -> State:
    """A state ``seat`` (``None``: everybody) cannot tell apart from ``s``."""
    r = s.clone()
    r.rng = Rng(rng.next64())
    if r.result is not None:
        r.pile.sort()
        rng.shuffle(r.pile)
        return r
    n = r.n
    known = r.known[seat] if seat is not None else {}
    # one stream per part: how many draws one part takes never shifts another's (canonical)
    rng, rng_prof, rng_items = Rng(rng.next64()), Rng(rng.next64()), Rng(rng.next64())

    # Societies: among the seats this seat has not seen, with the card left out.
    open_soc = [
        t for t in range(n) if t != seat and (known.get(t) is None or known[t][SOCIETY] is None)
    ]
    cards = [r.societies[t] for t in open_soc]
    if r.society_out is not None:
        cards.append(r.society_out)
    cards.sort()
    rng.shuffle(cards)
    societies = list(r.societies)
    for t, c in zip(open_soc, cards):
        societies[t] = c
    r.societies = societies
    if r.society_out is not None:
        r.society_out = cards[-1]
    if r.trank:
        orders = societies.count(ORDER)
        r.smaller = BROTHERHOOD if orders > societies.count(BROTHERHOOD) else ORDER

    _redeal_professions(r, seat, known, rng_prof)

    # Items: the other hands and the pile, less the cards pending decisions are about.
    pinned: Counter[tuple[int, str]] = Counter()
    pin_pile = False
    for f in r.stack:
        pinned.update(f.pins(r))
        pin_pile = pin_pile or f.pins_pile()
    if r.fight is not None:  # the items played in this fight lay on the table: all saw them
        for _, card in r.fight.used:
            holder = next((p for p in range(n) if card in r.items[p]), None)
            if holder is not None:
                pinned[(holder, card)] += 1
    slots: list[tuple[list[str], int]] = []
    for t in range(n):
        if t == seat:
            continue
        hand = r.items[t]
        keep = Counter({i: k for (p, i), k in pinned.items() if p == t})
        for k, item in enumerate(hand):
            if keep[item]:
                keep[item] -= 1
            else:
                slots.append((hand, k))
    if not pin_pile:
        slots += [(r.pile, k) for k in range(len(r.pile))]
    if len(r.events) > 1:  # the event deck's order (Sunrise stays last under sunrise_last)
        bottom = 1 if r.opts["sunrise_last"] and r.events[0] == "sunrise" else 0
        rest = sorted(r.events[bottom:])
        rng_items.shuffle(rest)
        r.events[bottom:] = rest
    cards_ = sorted(cards_list[k] for cards_list, k in slots)
    rng_items.shuffle(cards_)
    for (cards_list, k), item in zip(slots, cards_):
        cards_list[k] = item
    for t in range(n):  # canonical: where a pinned card lay in a hand is no secret to keep
        if t != seat:
            r.items[t].sort()
    return r
