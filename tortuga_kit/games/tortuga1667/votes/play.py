"""Abstimmungen (seed 000 · Abstimmungen / rulebook p.5–6): calling a vote, voting, the outcome.

- The calls: a Captain calls an attack on the Spanish galleon, a First Mate a mutiny against the
  Captain, the Governor of Tortuga a brawl.
- Who votes (seed 000 FAQ · Wer stimmt bei einer Abstimmung mit?): for an attack everyone on the
  Captain's ship, for a mutiny everyone on the ship but the Captain, for a brawl everyone on
  Tortuga; a pawn without vote cards cannot vote; pawns in rowboats never vote. Voters play in
  seat order from the caller (a fixed choice, README "Rules choices").
- Each voter plays one card face down (the ``vote`` frame: secret, its texts are the voter's
  hand); an El Dorado owner is first asked whether to play two (the ``el_dorado`` frame).
- The top card of the vote deck always joins; the cards are shuffled and revealed, resolved by
  the pure functions of ``votes/rules.py``, shuffled under the deck, and every voter draws one.
- The consequences: a successful attack lets the Captain take exactly one chest from the galleon
  into a hold of their choice, or, once the galleon is empty, from the other ship (the ``loot``
  frame, seed 000 FAQ · Darf man Schätze vom anderen Piratenschiff stehlen?); a successful mutiny
  maroons the Captain; a brawl moves both Tortuga chests to the winning nation, or one to each.

Event tags: ``attack_call``, ``mutiny_call``, ``brawl_call``, ``no_vote``, ``vote_card``,
``el_dorado``, ``attack_vote``, ``mutiny_vote``, ``brawl_vote``, ``loot``, ``steal``,
``empty_attack``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ....engine.errors import IllegalAction
from ....engine.events import Event
from ....engine.flow import in_seat_order
from ....engine.i18n import Joined, Msg, translator
from .. import rulerefs as R
from ..cards import BRAWL_CHESTS, TORTUGA_CHESTS
from ..frames import TortugaFrame, event
from ..marooning import request_maroon
from ..state import (
    BRITISH_SLOTS,
    FRENCH_SLOTS,
    GALLEON,
    HOLD_NAMES,
    SHIP_NAMES,
    T_BRITISH,
    T_FRENCH,
    TORTUGA,
    State,
    chest_slot,
)
from ..verbs import vote_card
from .rules import resolve_cards

_ = translator("tortuga1667")

#: A voter's prompt per vote, saying which section of a vote card counts (seed 000 ·
#: Abstimmungen / rulebook p.5), so a voter reading "Vote cannon · british · skull" knows what
#: matters; the second card of El Dorado has its own.
PROMPTS = {
    "attack": (
        _.mark(
            "{name}: play a vote card face down for the attack "
            "(the first symbol counts: cannon, fire or water)"
        ),
        _.mark(
            "{name}: play a vote card face down for the attack (second card, El Dorado) "
            "(the first symbol counts: cannon, fire or water)"
        ),
    ),
    "brawl": (
        _.mark(
            "{name}: play a vote card face down for the brawl (the flag counts: British or French)"
        ),
        _.mark(
            "{name}: play a vote card face down for the brawl (second card, El Dorado) "
            "(the flag counts: British or French)"
        ),
    ),
    "mutiny": (
        _.mark(
            "{name}: play a vote card face down for the mutiny "
            "(the last symbol counts: skull or wheel)"
        ),
        _.mark(
            "{name}: play a vote card face down for the mutiny (second card, El Dorado) "
            "(the last symbol counts: skull or wheel)"
        ),
    ),
}
#: The vote's kind as the result's sentence names it ("Vote (attack): ...").
KINDS = {"attack": _.mark("attack"), "mutiny": _.mark("mutiny"), "brawl": _.mark("brawl")}


# ------------------------------------------------------------------ the frames
class Vote(TortugaFrame):
    """One voter plays a vote card face down. Secret: the texts are the voter's hand."""

    __slots__ = ()
    kind = "vote"
    rule = R.VOTE
    secret = True
    answers = frozenset({"vote"})

    def prompt(self, s: State) -> str:
        v = s.vote
        assert v is not None
        second = v["double"] and played_by(v, self.seat) == 1
        return _.get(PROMPTS[v["kind"]][1 if second else 0], name=self.name(s))

    def legal(self, s: State) -> list[str]:
        return ["vote " + c for c in sorted(set(s.hands[self.seat]))]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        v = s.vote
        assert v is not None
        seat = self.seat
        name = s.names[seat]
        card = text.split()[1]
        s.hands[seat].remove(card)
        v["played"].append((seat, card))
        public = _.lazy("{name} plays a vote card face down.", name=name)
        secret = _.lazy("{name} (you) plays {card} face down.", name=name, card=vote_card(card))
        ev.append(event(public, R.VOTE, "vote", "vote_card", {seat: secret}))
        if v["double"] and played_by(v, seat) == 1 and s.hands[seat]:
            s.stack.append(Vote(seat))  # El Dorado: the second card
            return
        v["i"] += 1
        v["double"] = False
        v["asked"] = False
        if v["i"] < len(v["voters"]):
            _ask(s, v["voters"][v["i"]])
        else:
            resolve_vote(s, ev)

    def why_not(self, s: State, text: str, words: Sequence[str]) -> IllegalAction | None:
        if words[0].lower() != "vote":
            return None
        card = words[1] if len(words) > 1 else ""
        return IllegalAction(
            _(
                "{name} holds no vote card {card}: play one of your own cards, "
                "written like 'vote cannon/british/skull'",
                name=s.names[self.seat],
                card=repr(card),
            ),
            "not_in_hand",
            R.VOTE,
        )


class ElDorado(TortugaFrame):
    """Before voting: the El Dorado owner may play two vote cards in this vote (ref §6.3)."""

    __slots__ = ()
    kind = "el_dorado"
    rule = R.EL_DORADO
    secret = False  # the treasure map lies face up
    answers = frozenset({"el", "pass"})

    def prompt(self, s: State) -> str:
        return _("{name}: play two vote cards with El Dorado?", name=self.name(s))

    def legal(self, s: State) -> list[str]:
        return ["el dorado", "pass"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        v = s.vote
        assert v is not None
        v["asked"] = True
        if text == "el dorado":
            seat = self.seat
            v["double"] = True
            s.maps[seat].remove("el_dorado")
            s.discard.append("el_dorado")
            ev.append(
                event(
                    _.lazy("{name} uses El Dorado to play two vote cards.", name=s.names[seat]),
                    R.EL_DORADO,
                    "card",
                    "el_dorado",
                )
            )


class Loot(TortugaFrame):
    """The attack succeeded: the Captain chooses where the one chest goes."""

    __slots__ = ("ship",)
    kind = "loot"
    rule = R.LOOT
    secret = False
    answers = frozenset({"loot", "steal"})

    def __init__(self, seat: int, ship: int) -> None:
        self.seat = seat
        self.ship = ship

    def prompt(self, s: State) -> str:
        return _("{name}: the attack succeeded; choose where the chest goes", name=self.name(s))

    def legal(self, s: State) -> list[str]:
        return loot_actions(s, self.ship)

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        w = text.split()
        name = s.names[self.seat]
        ship = self.ship
        if w[0] == "loot":
            s.chests[GALLEON] -= 1
            s.chests[chest_slot(ship, w[1])] += 1
            ev.append(
                event(
                    _.lazy(
                        "{name} takes 1 chest from the galleon into the {ship}'s {hold} "
                        "(always exactly 1 chest).",
                        name=name,
                        ship=SHIP_NAMES[ship],
                        hold=HOLD_NAMES[w[1]],
                    ),
                    R.ATTACK,
                    "chest",
                    "loot",
                )
            )
        else:
            other = 1 - ship
            s.chests[chest_slot(other, w[1])] -= 1
            s.chests[chest_slot(ship, w[2])] += 1
            ev.append(
                event(
                    _.lazy(
                        "The galleon is empty, so {name} takes 1 chest from the "
                        "{ship}'s {source} into the {target}.",
                        name=name,
                        ship=SHIP_NAMES[other],
                        source=HOLD_NAMES[w[1]],
                        target=HOLD_NAMES[w[2]],
                    ),
                    R.LOOT,
                    "chest",
                    "steal",
                )
            )

    def why_not(self, s: State, text: str, words: Sequence[str]) -> IllegalAction | None:
        verb = words[0].lower()
        if verb == "loot" and s.chests[GALLEON] == 0:
            return IllegalAction(
                _(
                    "the galleon is empty: steal from the other ship instead; {hint}",
                    hint=self.hint(s),
                ),
                "galleon_empty",
                R.LOOT,
            )
        if verb == "steal" and s.chests[GALLEON] > 0:
            return IllegalAction(
                _(
                    "the other ship may only be robbed once the galleon is empty (it holds {n})",
                    n=s.chests[GALLEON],
                ),
                "galleon_not_empty",
                R.LOOT,
            )
        return None

    def payload(self) -> tuple[int]:
        return (self.ship,)


# ------------------------------------------------------------------ helpers
def played_by(v: dict[str, Any], seat: int) -> int:
    return sum(1 for p, _ in v["played"] if p == seat)


def asks_el_dorado(s: State, seat: int) -> bool:
    v = s.vote
    return (
        v is not None and not v["asked"] and "el_dorado" in s.maps[seat] and len(s.hands[seat]) >= 2
    )


def _ask(s: State, seat: int) -> None:
    """The next voter's decision, and El Dorado's question on top when it applies."""
    s.stack.append(Vote(seat))
    if asks_el_dorado(s, seat):
        s.stack.append(ElDorado(seat))


def may_attack(s: State, ship: int) -> bool:
    other = 1 - ship
    return (
        s.opts["empty_attack"] == "allowed"
        or s.chests[GALLEON] > 0
        or s.chests[BRITISH_SLOTS[other]] + s.chests[FRENCH_SLOTS[other]] > 0
    )


def loot_actions(s: State, ship: int) -> list[str]:
    if s.chests[GALLEON] > 0:
        return ["loot british", "loot french"]
    other = 1 - ship
    out = []
    for src in ("british", "french"):
        if s.chests[chest_slot(other, src)]:
            out += [f"steal {src} british", f"steal {src} french"]
    return out


# ------------------------------------------------------------------ a vote
def start_vote(s: State, kind: str, caller: int, place: int, ev: list[Event]) -> None:
    line = s.lines[place]
    if kind == "mutiny":
        line = line[1:]  # everyone but the Captain (R.VOTERS)
    voters = [p for p in in_seat_order(caller, s.n) if p in line and s.hands[p]]
    silent = [s.names[p] for p in line if not s.hands[p]]
    if silent:
        ev.append(
            event(
                _.lazy_plural(
                    "{names} has no vote cards and cannot vote.",
                    "{names} have no vote cards and cannot vote.",
                    len(silent),
                    names=", ".join(silent),
                ),
                R.NO_CARDS,
                "vote",
                "no_vote",
            )
        )
    s.vote = {
        "kind": kind,
        "caller": caller,
        "place": place,
        "voters": voters,
        "i": 0,
        "played": [],
        "double": False,
        "asked": False,
    }
    if voters:
        _ask(s, voters[0])
    else:
        resolve_vote(s, ev)


def resolve_vote(s: State, ev: list[Event]) -> None:
    v = s.vote
    assert v is not None
    s.vote = None
    kind = v["kind"]
    top = s.vote_deck.pop(0)  # the top card of the vote deck always joins (R.VOTE)
    cards = [c for _, c in v["played"]] + [top]
    result = resolve_cards(kind, cards)
    shown = sorted(cards)
    s.last_vote = {  # facts only: the words are made by the view (a digest holds no prose)
        "kind": kind,
        "cards": shown,
        "success": result.success,
        "winner": result.winner,
    }
    ev.append(
        event(
            _.lazy_plural(
                "Vote ({kind}): {n} card played plus the top of the vote deck, shuffled and "
                "revealed: {cards}. {explanation}",
                "Vote ({kind}): {n} cards played plus the top of the vote deck, shuffled and "
                "revealed: {cards}. {explanation}",
                len(v["played"]),
                kind=Msg(_.domain, KINDS[kind]),
                cards=Joined([vote_card(c) for c in shown], ", "),
                explanation=result.message,
            ),
            result.rule,
            "vote_result",
            f"{kind}_vote",
        )
    )
    # Return: shuffle all used cards under the deck, then every voter draws (R.VOTE).
    s.rng.shuffle(cards)
    s.vote_deck.extend(cards)
    per_card = s.opts["el_dorado_redraw"] == "per_card"
    drew: Counter[int] = Counter(p for p, _ in v["played"])
    for p in v["voters"]:
        for _k in range(drew[p] if per_card else 1):
            s.hands[p].append(s.vote_deck.pop(0))
    caller = v["caller"]
    if kind == "attack" and result.success:
        ship = v["place"]
        if s.chests[GALLEON] > 0 or loot_actions(s, ship):
            s.stack.append(Loot(caller, ship))
        else:
            ev.append(
                event(
                    _.lazy(
                        "The galleon is empty and the other ship has no chest: the attack "
                        "takes nothing."
                    ),
                    R.LOOT,
                    "chest",
                    "empty_attack",
                )
            )
    elif kind == "mutiny" and result.success:
        request_maroon(s, s.lines[v["place"]][0], "mutiny", ev)
    elif kind == "brawl":
        if result.winner == "british":
            s.chests[T_BRITISH], s.chests[T_FRENCH] = BRAWL_CHESTS, 0
        elif result.winner == "french":
            s.chests[T_BRITISH], s.chests[T_FRENCH] = 0, BRAWL_CHESTS
        else:
            s.chests[T_BRITISH], s.chests[T_FRENCH] = TORTUGA_CHESTS, TORTUGA_CHESTS


# ------------------------------------------------------------------ the calls (turn actions)
def call_attack(s: State, seat: int, words: Sequence[str], ev: list[Event]) -> None:
    ship = s.where(seat)[1]
    ev.append(
        event(
            _.lazy(
                "{name}, Captain of the {ship}, calls an attack on the Spanish galleon.",
                name=s.names[seat],
                ship=SHIP_NAMES[ship],
            ),
            R.ATTACK,
            "call",
            "attack_call",
        )
    )
    start_vote(s, "attack", seat, ship, ev)


def call_mutiny(s: State, seat: int, words: Sequence[str], ev: list[Event]) -> None:
    ship = s.where(seat)[1]
    ev.append(
        event(
            _.lazy(
                "{name}, First Mate of the {ship}, calls a mutiny against Captain {captain}.",
                name=s.names[seat],
                ship=SHIP_NAMES[ship],
                captain=s.names[s.lines[ship][0]],
            ),
            R.MUTINY,
            "call",
            "mutiny_call",
        )
    )
    start_vote(s, "mutiny", seat, ship, ev)


def call_brawl(s: State, seat: int, words: Sequence[str], ev: list[Event]) -> None:
    ev.append(
        event(
            _.lazy("{name}, Governor of Tortuga, calls a brawl.", name=s.names[seat]),
            R.BRAWL,
            "call",
            "brawl_call",
        )
    )
    start_vote(s, "brawl", seat, TORTUGA, ev)


def why_not_attack(s: State, seat: int, words: Sequence[str]) -> IllegalAction:
    if len(words) > 1:
        return IllegalAction(
            _(
                "{text}: an attack is called with the single word 'attack' (the target "
                "is always the galleon while it has chests)",
                text=repr(" ".join(words)),
            ),
            "malformed",
            R.ATTACK,
        )
    return IllegalAction(
        _(
            "there is nothing to take (empty galleon, no chest on the other ship) and option "
            "empty_attack='forbidden'"
        ),
        "nothing_to_take",
        R.LOOT,
    )
