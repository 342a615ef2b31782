"""Whole turns for the search bot: every way to spend a turn of 1 to 3 actions (rules §turn),
one per resulting position, best first by a race heuristic (``SearchHints.plans``).

Why whole turns: a Cartagena turn is one plan (leap a rear pirate over the others, then leap
again from where it landed, or step back to draw and spend the cards drawn). Searched one action
at a time, the first action is judged by rollouts in which the rule bot plays the rest of the
turn; searched as a whole, the search compares the turns themselves.

A turn is walked on a small copy of what the seat sees (its pirates, the board's occupancy, its
own hand, the face-up row): forward moves and back moves that take cards from the visible row
are certain, so a sequence's resulting position is known and sequences that reach the same
position are one plan (the shortest is kept). A back move that draws a card the seat cannot see
(from the face-down stock in the jamaica version, or a new row laid out from it) ends the plan
there: what may follow depends on the draw, which the search samples in its worlds, and the bot
plans the rest of the turn again once it has seen the cards (``bots.search``). The walk reads
only the seat's observation and the match's options, never a hidden fact.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from .back import backward_target
from .cards import BOAT, SYMBOL_INDEX, SYMBOLS
from .forward import forward_target
from .hidden import Observation
from .turn import BACK, END, FORWARD

#: Fields one card in hand is worth in the race heuristic, by the cards already in hand (the
#: first cards matter most: without any a pirate cannot move forward at all).
CARD_FIELDS = (4.0, 3.5, 3.0, 2.5, 2.0, 1.5, 1.0)
#: What each card beyond ``CARD_FIELDS`` is worth (a hoard wins no race).
MANY_CARDS = 0.5
#: The score of a plan that brings the last pirate aboard: the game is won, nothing beats it.
WON = 1e6
#: Extra fields a pirate behind every other pirate of its own costs: the rearmost one holds the
#: whole crew back (all six must reach the boat).
REAR = 0.25
#: How many plans the search compares by rollouts (the heuristic's best); more only dilutes
#: the budget.
PLANS = 6
#: How many positions of each depth the walk goes on from (the best by the race heuristic): a
#: hand of every symbol offers dozens of moves an action, thousands of turns in all; a plan
#: ending at a depth is among the ``PLANS`` best only if its position is among that depth's
#: best, so a beam of at least ``PLANS`` loses none of those.
BEAM = 40
#: Whole-turn walks remembered (``_ranked``), each keyed by everything the walk reads: the
#: same position planned again costs a lookup (the bot's move and the Hint for it; every
#: resample of a secrecy check that leaves the seat's view alone; two search bots at a table).
PLAN_CACHE = 256


class Step(NamedTuple):
    """A position reached within the turn, as far as the seat can know it."""

    mine: tuple[int, ...]  # the seat's pirates, sorted
    occupancy: tuple[int, ...]
    hand: tuple[int, ...]
    row: tuple[str, ...]
    drawn: int  # cards drawn that the seat could not see beforehand
    cut: bool  # the plan cannot see past this position (an unseen draw or a new row)


def cards_worth(hand_size: int) -> float:
    """The race heuristic's worth of a hand of ``hand_size`` cards, in fields."""
    head = CARD_FIELDS[:hand_size]
    return sum(head) + MANY_CARDS * max(0, hand_size - len(CARD_FIELDS))


#: ``cards_worth`` of every hand size a deck allows, made once (the walk scores thousands).
WORTH = tuple(cards_worth(k) for k in range(len(SYMBOLS) * 20 + 1))


def race_score(step: Step, spare: int) -> float:
    """How far the seat's crew stands after a plan, in fields: the fields covered, the cards in
    hand (unseen cards drawn count like seen ones, as far as the stock and the discards hold
    ``spare`` cards), less the drag of the rearmost pirate; ``WON`` when all are aboard."""
    mine = step.mine
    if mine[0] == BOAT:
        return WON
    fields = float(sum(mine)) - REAR * (BOAT - mine[0])
    size = sum(step.hand) + min(step.drawn, spare)
    return fields + (WORTH[size] if size < len(WORTH) else cards_worth(size))


def _take(
    step: Step, count: int, options: Any
) -> tuple[tuple[int, ...], tuple[str, ...], int, bool]:
    """The hand and row after taking ``count`` cards, how many came unseen (from the stock, or
    from a row laid out during the draw) and whether the plan must stop (an unseen draw, or a
    new row laid out from the stock)."""
    if options["variant"] == "jamaica":
        return step.hand, step.row, count, True
    hand = list(step.hand)
    seen = min(count, len(step.row))
    for card in step.row[:seen]:
        hand[SYMBOL_INDEX[card]] += 1
    row = step.row[seen:]
    unseen = count - seen
    new_row = not row and options["row_refill"] == "immediate"
    return tuple(hand), row, unseen, unseen > 0 or new_row


def _moves(step: Step, options: Any) -> list[tuple[str, int, str]]:
    """The legal moves of the seat from ``step`` (``turn.move_texts``'s rules): forward for
    every pirate outside the boat and every symbol in hand, back where a field behind holds 1
    or 2 pirates."""
    occ = step.occupancy
    rearmost = min(occ.index(1) if 1 in occ else BOAT, occ.index(2) if 2 in occ else BOAT) + 1
    symbols = [sym for sym, k in zip(SYMBOLS, step.hand) if k]
    out: list[tuple[str, int, str]] = []
    for p in sorted(set(step.mine)):
        if p != BOAT:
            out += [("forward", p, sym) for sym in symbols]
        if p > rearmost and (p != BOAT or options["back_from_boat"]):
            out.append(("back", p, ""))
    return out


def _moved(mine: tuple[int, ...], occ: tuple[int, ...], old: int, new: int) -> tuple[Any, Any]:
    pirates = list(mine)
    pirates.remove(old)
    insort(pirates, new)
    counts = list(occ)
    if 0 < old < BOAT:
        counts[old - 1] -= 1
    if 0 < new < BOAT:
        counts[new - 1] += 1
    return tuple(pirates), tuple(counts)


def advance(step: Step, move: tuple[str, int, str], tunnel: Any, options: Any) -> tuple[str, Step]:
    """The text of ``move`` and the position after it."""
    verb, pos, sym = move
    if verb == "forward":
        target = forward_target(tunnel, step.occupancy, pos, sym)
        mine, occ = _moved(step.mine, step.occupancy, pos, target)
        played = list(step.hand)
        played[SYMBOL_INDEX[sym]] -= 1
        text = FORWARD[pos][SYMBOL_INDEX[sym]]
        return text, Step(mine, occ, tuple(played), step.row, step.drawn, False)
    found = backward_target(step.occupancy, pos)
    assert found is not None, "back is offered only with a field to land on"
    field, count = found
    mine, occ = _moved(step.mine, step.occupancy, pos, field)
    hand, row, unseen, cut = _take(step, count, options)
    return BACK[pos], Step(mine, occ, hand, row, step.drawn + unseen, cut)


def whole_turns(o: Observation, options: Any) -> list[tuple[tuple[str, ...], float]]:
    """The plans for the rest of ``o``'s turn (every one, as far as ``BEAM`` reaches), one per
    resulting position, with its race score, best first (ties: the order found, shortest
    first). A plan that stops before the last action ends with ``end``; one cut by an unseen
    draw ends with that back move, and one that brings the last pirate aboard ends the game."""
    return list(
        _ranked(
            o.pirates[o.seat],
            o.occupancy,
            o.hand,
            o.row,
            max(0, o.least - o.actions_done),
            o.actions_left,
            o.stock + o.discards,
            o.tunnel,
            (options["variant"], options["row_refill"], options["back_from_boat"]),
        )
    )


@lru_cache(maxsize=PLAN_CACHE)
def _ranked(
    mine: tuple[int, ...],
    occupancy: tuple[int, ...],
    hand: tuple[int, ...],
    row: tuple[str, ...],
    least: int,
    actions_left: int,
    spare: int,
    tunnel: tuple[str, ...],
    rules: tuple[str, str, bool],
) -> tuple[tuple[tuple[str, ...], float], ...]:
    """``whole_turns`` of everything it reads (each argument is part of the key: nothing else
    is read), remembered: a position planned again costs a lookup."""
    options = dict(zip(("variant", "row_refill", "back_from_boat"), rules))
    start = Step(mine, occupancy, hand, row, 0, False)
    found: dict[Step, tuple[tuple[str, ...], float]] = {}
    seen = {start}
    layer: list[tuple[tuple[str, ...], Step, float]] = [((), start, race_score(start, spare))]
    for depth in range(actions_left + 1):
        following: list[tuple[tuple[str, ...], Step, float]] = []
        for seq, step, score in layer:
            if step.cut or step.mine[0] == BOAT or depth == actions_left:
                found.setdefault(step, (seq, score))  # nothing more to plan: the turn ends
                continue
            if depth >= least:
                found.setdefault(step, ((*seq, END), score))
            for move in _moves(step, options):
                text, after = advance(step, move, tunnel, options)
                if after not in seen:
                    seen.add(after)
                    following.append(((*seq, text), after, race_score(after, spare)))
        if len(following) > BEAM:
            following.sort(key=lambda item: -item[2])  # stable
            del following[BEAM:]
        layer = following
    ranked = [plan for plan in found.values() if plan[0]]
    ranked.sort(key=lambda p: -p[1])  # stable: among ties the shortest, first found
    return tuple(ranked)


def plans(knowledge: Any, legal: Sequence[str]) -> list[tuple[str, ...]] | None:
    """``SearchHints.plans``: the ``PLANS`` best whole turns from the seat's observation (a
    turn decision with a real choice only), or ``None`` to search action by action."""
    o: Observation = knowledge.observation
    if o.kind != "turn" or o.actions_left == 0 or len(legal) < 2:
        return None
    options = knowledge.world.opts  # the match's options: public
    ranked = whole_turns(o, options)
    chosen = [seq for seq, _score in ranked if seq[0] in legal][:PLANS]
    return chosen if len(chosen) >= 2 else None
