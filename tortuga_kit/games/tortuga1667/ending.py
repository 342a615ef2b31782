"""Spielende und Wertung (seed 000 · Spielende und Wertung / rulebook p.6, p.8): how it ends.

- The end phase: when the event deck is empty (the Spanish Armada has been dealt into the row),
  the cards in the row are shuffled and dealt face down again and are no longer replaced.
- The Spanish Armada revealed: the nation with more chests (holds and Tortuga's treasure areas)
  wins at once. A tie with an odd player count goes to the Dutch player (seed 000 FAQ ·
  Gleichstand); with an even count the Armada leaves the game, the discards are shuffled into a
  new deck, and play goes on until one nation leads (sudden death, ref §9).
- ``turn_limit`` (an option for simulations, off by default) stops a game without a winner.

``Result.scores`` gives each seat its nation's chests; the Dutch player's score is the poorer
nation's total, which equals both in the tie that makes the Dutch win.

Event tags: ``end_phase``, ``armada``, ``dutch_tie``, ``sudden_death``, ``sudden_death_lead``,
``turn_limit``.
"""

from __future__ import annotations

from ...engine.events import Event
from ...engine.game import Result, ranking_by
from ...engine.i18n import DEFAULT, Msg, translator
from . import rulerefs as R
from .frames import event
from .state import BRITISH_SLOTS, FRENCH_SLOTS, TEAM_PEOPLE, State

_ = translator("tortuga1667")

B1, B2, B3 = BRITISH_SLOTS
F1, F2, F3 = FRENCH_SLOTS

#: A text without fields is one Msg for every match (made once, read in any language).
END_PHASE = _.lazy(
    "The event deck is empty: the cards in the row (the Spanish Armada among them) "
    "are shuffled and dealt face down again, and will no longer be replaced."
)


#: The Armada's ending in English (``Result.reason``) by (nation, British chests, French chests):
#: a playout ends thousands of games with a few dozen of these texts, so each is written once.
ARMADA_REASONS: dict[tuple[str, int, int], str] = {}
ARMADA_REASONS_KEPT = 1024


def result(
    s: State, winners: tuple[int, ...], team: str | None, reason: Msg, rule: str, english: str = ""
) -> Result:
    """The result; ``english``: the reason in English when known (else ``Result`` writes it)."""
    t = s.team_totals()
    poorer = min(t.values())
    scores = tuple([float(t.get(loyalty, poorer)) for loyalty in s.loyalty])
    ranking = ranking_by(scores, winners) if winners else (tuple(range(s.n)),)
    return Result(winners, t, english, team, scores, ranking, rule, reason)


def finish(
    s: State, team: str, reason: Msg, rule: str, ev: list[Event], tag: str, english: str = ""
) -> None:
    winners = tuple(p for p in range(s.n) if s.loyalty[p] == team)
    s.result = result(s, winners, team, reason, rule, english)
    ev.append(
        event(
            _.lazy(
                "Game over: {reason}. Winners: {names}.",
                reason=reason,
                names=", ".join(s.names[p] for p in winners),
            ),
            rule,
            "end",
            tag,
        )
    )


def start_end_phase(s: State, ev: list[Event]) -> None:
    """The deck is empty (the Armada was dealt): shuffle the row, deal it again, no more refills."""
    cards = [c for c in s.row if c is not None]
    s.rng.shuffle(cards)
    slots = [i for i, c in enumerate(s.row) if c is not None]
    for i, c in zip(slots, cards):
        s.row[i] = c
    for k in s.known:
        k.clear()
    s.end_phase = True
    ev.append(
        event(
            END_PHASE,
            R.END_PHASE,
            "deck",
            "end_phase",
        )
    )


def leader(t: dict[str, int]) -> str | None:
    """The nation with more chests, or None on a tie."""
    if t["british"] == t["french"]:
        return None
    return "british" if t["british"] > t["french"] else "french"


def armada(s: State, ev: list[Event]) -> None:
    """The Spanish Armada is revealed: count the chests."""
    t = s.team_totals()
    team = leader(t)
    if team is not None:
        reason = _.lazy(
            "the Spanish Armada arrives; {people} have more chests "
            "({british} British to {french} French)",
            people=Msg(_.domain, TEAM_PEOPLE[team]),
            british=t["british"],
            french=t["french"],
        )
        key = (team, t["british"], t["french"])
        english = ARMADA_REASONS.get(key)
        if english is None:
            if len(ARMADA_REASONS) >= ARMADA_REASONS_KEPT:
                ARMADA_REASONS.clear()
            english = ARMADA_REASONS[key] = reason.render(DEFAULT)
        finish(s, team, reason, R.ARMADA, ev, "armada", english)
    elif s.n % 2 == 1:
        dutch = tuple(p for p in range(s.n) if s.loyalty[p] == "dutch")
        s.result = result(
            s,
            dutch,
            "dutch",
            _.lazy(
                "the Spanish Armada arrives with a {british}–{french} tie: with an odd player "
                "count the Dutch player wins",
                british=t["british"],
                french=t["french"],
            ),
            R.TIE_ODD,
        )
        ev.append(
            event(
                _.lazy(
                    "Tie {british}–{french}: with {n} players the Dutch player wins.",
                    british=t["british"],
                    french=t["french"],
                    n=s.n,
                ),
                R.TIE_ODD,
                "end",
                "dutch_tie",
            )
        )
    else:
        start_sudden_death(s, ev)


def start_sudden_death(s: State, ev: list[Event]) -> None:
    """Even-count tie: the Armada leaves, the discards become a new deck, play on (ref §9)."""
    s.sudden_death = True
    s.end_phase = False
    s.event_deck = s.discard[:]
    s.discard.clear()
    s.rng.shuffle(s.event_deck)
    refilled = 0
    for i in range(len(s.row)):
        if s.row[i] is None and s.event_deck:
            s.row[i] = s.event_deck.pop(0)
            refilled += 1
    t = s.team_totals()
    if s.event_deck or refilled:
        text = _.lazy(
            "Tie {british}–{french} with an even player count: sudden death. The Armada leaves "
            "the game, the {cards} discarded event cards are shuffled into a new deck ({refilled} "
            "refill the row), and the first team to lead wins.",
            british=t["british"],
            french=t["french"],
            cards=len(s.event_deck) + refilled,
            refilled=refilled,
        )
    else:
        text = _.lazy(
            "Tie {british}–{french} with an even player count: sudden death. The Armada leaves "
            "the game, there are no discarded event cards to make a new deck, and the first "
            "team to lead wins.",
            british=t["british"],
            french=t["french"],
        )
    ev.append(
        event(
            text,
            R.TIE_EVEN,
            "end",
            "sudden_death",
        )
    )
    s.stack.clear()
    s.vote = None
    # the action that revealed the Armada is over; the turn passes as usual
    s.action_open = True


def check_lead(s: State, ev: list[Event]) -> None:
    """Sudden death: the first nation to lead wins at once (after any action). Asked after
    every action of a sudden death (at 6 players about a third of a playout's decisions), so
    the usual answer, still tied, is found from the chest counts without ``team_totals``'s
    dict."""
    c = s.chests
    if c[B1] + c[B2] + c[B3] == c[F1] + c[F2] + c[F3]:
        return
    t = s.team_totals()
    team = leader(t)
    if team is not None:
        finish(
            s,
            team,
            _.lazy(
                "sudden death: {people} take the lead {more} to {fewer}",
                people=Msg(_.domain, TEAM_PEOPLE[team]),
                more=max(t.values()),
                fewer=min(t.values()),
            ),
            R.TIE_EVEN,
            ev,
            "sudden_death_lead",
        )


def stop_at_turn_limit(s: State, limit: int, ev: list[Event]) -> None:
    reason = _.lazy("stopped after the turn limit of {n} turns", n=limit)
    s.result = result(s, (), None, reason, R.TURN_LIMIT)
    ev.append(
        event(
            _.lazy("The game stops at the turn limit ({n}); nobody wins.", n=limit),
            R.TURN_LIMIT,
            "end",
            "turn_limit",
        )
    )
    s.stack.clear()
