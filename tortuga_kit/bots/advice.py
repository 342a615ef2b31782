"""Advice for one seat: the search's best actions, each with its chance and a reason.

``explain(match, seat)`` answers a learner's "what would a good player do here, and why?" from
the seat's own information only: it searches from the seat's ``Knowledge`` (never the match's
state), so a position that differs only in what the seat cannot know gets the same advice
(``tests/bots/test_advice.py`` checks it on twin states). The search is seeded with a constant
and counted in iterations: the same position and budget give the same advice every time.

Each ``Choice`` carries the estimated win chance of the action (``win``, the mean value of its
rollouts), a 95% Wilson interval around it over the rollouts that tried it (``low``..``high``:
few rollouts, wide interval), a one-line reason in the game's terms and the rule it comes from.
``Advice.belief`` is the seat's belief about hidden teams where the game gives one.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.errors import BadOption
from ..engine.game import SearchHints, is_count
from ..engine.i18n import text, translator
from ..engine.knowledge import Knowledge, PublicLog, hints_of
from ..engine.match import Match
from ..engine.verbs import verb_of
from .search import Arm, SearchBot, Searched, best_first

_ = translator("kit")

#: Iterations advice gets by default: more than a move in play, since a learner waits once.
ADVICE_BUDGET = 96
#: The most iterations a caller may ask for (a bound on the time a bad argument can cost).
MAX_BUDGET = 20_000
#: The search's seed for advice: a constant, so the same position gets the same advice.
ADVICE_SEED = 1667
#: How many actions advice names.
TOP = 3
#: The normal quantile of a 95% interval.
Z95 = 1.959964


@dataclass(frozen=True)
class Choice:
    """One advised action: its text, estimated win chance with a 95% interval, why, and the
    rule anchor it comes from."""

    action: str
    win: float
    low: float
    high: float
    reason: str
    rule: str
    #: where the game plans whole turns (``SearchHints.plans``): the best plan the search found
    #: that begins with ``action`` (``action`` first); else empty
    turn: tuple[str, ...] = ()


@dataclass(frozen=True)
class Advice:
    """The best actions for ``seat``, best first, and the seat's belief about hidden teams
    (``{seat: {team: probability}}``; ``None`` where the game gives none)."""

    seat: int
    choices: tuple[Choice, ...]
    belief: dict[int, dict[str, float]] | None
    iterations: int
    #: for ``explain_move``: the action that was played (among ``choices``)
    played: str | None = None


def wilson(p: float, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a share ``p`` seen over ``n`` trials (0..1 when ``n`` is 0).
    A share, not a count of wins as in ``compare.wilson``: a rollout cut before the end scores a
    chance between 0 and 1.

    >>> [round(x, 3) for x in wilson(0.5, 100)]
    [0.404, 0.596]
    """
    if n <= 0:
        return 0.0, 1.0
    p = min(1.0, max(0.0, p))
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def explain(match: Match, seat: int, budget: int | None = None) -> Advice:
    """The advice for ``seat``, which must decide now; ``budget``: search iterations (default
    ``ADVICE_BUDGET``). A bad seat or budget is one ``BadOption`` line; the match is unchanged."""
    d = match.decision
    if d is None:
        raise BadOption(_("the game is over: there is nothing to advise"))
    if not is_count(seat, match.players - 1) or seat != d.seat:
        raise BadOption(
            _("seat {seat} does not decide now; seat {now} does", seat=repr(seat), now=d.seat)
        )
    if budget is not None and not (is_count(budget, MAX_BUDGET) and budget > 0):
        raise BadOption(
            _("budget must be a whole number 1–{most}, not {value}", most=MAX_BUDGET, value=budget)
        )
    legal = match.legal_texts()
    hints = hints_of(match.game)
    log = PublicLog.replay(match, [seat])
    knowledge = Knowledge(match.game, match.state, seat, log.of(seat), log.notes_of(seat))
    belief = None
    if hints is not None and hints.belief is not None:
        belief = hints.belief(knowledge)
    return advise(knowledge, legal, budget or ADVICE_BUDGET, belief)


def explain_move(match: Match, step: int, budget: int | None = None) -> Advice:
    """Why a move could be made: the advice for the seat that played action ``step`` (1 is the
    first), in the position before it, from what **everybody** knew then (``Knowledge.public``:
    the mover's own secrets redrawn too), with the played action among the choices. The Why?
    of a bot's log line: the table may read it, so it holds none of the bot's secrets. Refused
    for a secret decision (its choice is not shown to the table)."""
    n = match.step
    if not is_count(step, n) or step < 1:
        raise BadOption(_("step must be a whole number 1–{last}, not {given}", last=n, given=step))
    if budget is not None and not (is_count(budget, MAX_BUDGET) and budget > 0):
        raise BadOption(
            _("budget must be a whole number 1–{most}, not {value}", most=MAX_BUDGET, value=budget)
        )
    before = match.at(step - 1)
    d = before.decision
    action = match.history[step - 1]
    if d is None or d.secret:
        raise BadOption(_("move {step} was a secret choice: there is no reason to show", step=step))
    knowledge = Knowledge.public(match.game, before.state, action.seat)
    return advise(knowledge, before.legal_texts(), budget or ADVICE_BUDGET, played=action.text)


def advise(
    knowledge: Knowledge,
    legal: Sequence[str],
    budget: int,
    belief: dict[int, dict[str, float]] | None = None,
    played: str | None = None,
) -> Advice:
    """The advice from one seat's ``Knowledge`` (what ``explain`` computes; tests call it on
    twin states); ``played``: an action to include even when it is not among the best."""
    bot = SearchBot(knowledge.game, ADVICE_SEED, budget=budget)
    found = bot.search(knowledge, legal)
    hints = bot.hints
    best = found.ranked()[:TOP]
    if played is not None and played not in best and played in found.arms:
        best.append(played)
    choices = tuple(
        _choice(knowledge, hints, action, found.arms[action], _turn(found, action))
        for action in best
    )
    return Advice(knowledge.seat, choices, belief, found.iterations, played)


def _turn(found: Searched, action: str) -> tuple[str, ...]:
    """The search's best whole plan that begins with ``action`` (empty without plans)."""
    if found.plans is None:
        return ()
    return next((plan for plan in best_first(found.plans) if plan[0] == action), ())


def _choice(
    knowledge: Knowledge,
    hints: SearchHints | None,
    action: str,
    arm: Arm,
    turn: tuple[str, ...] = (),
) -> Choice:
    """One advised action; where it begins a plan of more than one action, the reason names
    the whole plan too (its win chance is that of every plan beginning with the action)."""
    low, high = wilson(arm.mean, arm.visits)
    reason = _reason(knowledge, hints, action, arm)
    if len(turn) > 1:
        steps = " → ".join(knowledge.game.label(text) for text in turn)
        reason = _("{reason}; the whole turn: {steps}", reason=reason, steps=steps)
    return Choice(
        action=action,
        win=arm.mean,
        low=low,
        high=high,
        reason=reason,
        rule=_rule(knowledge, action),
        turn=turn,
    )


def _reason(knowledge: Knowledge, hints: SearchHints | None, action: str, arm: Arm) -> str:
    """One line: the action's label, the game's own reason where it gives one, and what the
    search saw (how often the seat's side won the games it played on after this action)."""
    label = knowledge.game.label(action)
    pct = round(100 * arm.mean)
    said = (
        None
        if hints is None or hints.reason is None
        else hints.reason(knowledge.observation, action)
    )
    if knowledge.observer is None:  # a move explained to the table: its mover's side
        return _(
            "{action}: the mover's side won {pct}% of {n} games the search played on from "
            "what everybody knew",
            action=label,
            pct=pct,
            n=arm.visits,
        )
    if said is None:
        return _(
            "{action}: your side won {pct}% of {n} games the search played on from here",
            action=label,
            pct=pct,
            n=arm.visits,
        )
    return _(
        "{action}: {why} (your side won {pct}% of {n} games played on)",
        action=label,
        why=text(said),
        pct=pct,
        n=arm.visits,
    )


def _rule(knowledge: Knowledge, action: str) -> str:
    """The rule of the action's verb; else the rule of the decision (the same in every world
    the seat imagines)."""
    verb = knowledge.game.verbs.get(verb_of(action))
    if verb is not None and verb.rule:
        return verb.rule
    d = knowledge.game.decision(knowledge.world)
    return d.rule if d is not None else ""
