"""Advice (``tortuga_kit.bots.explain``): the best three legal actions with a win chance, an
interval, a one-line reason and a rule; the same from a twin state and on every call."""

from __future__ import annotations

import random

import pytest
from test_search import GAMES, position

import tortuga_kit as tk
from tortuga_kit.bots import Advice, explain
from tortuga_kit.bots.advice import advise, wilson
from tortuga_kit.engine.errors import BadOption
from tortuga_kit.engine.i18n import language
from tortuga_kit.engine.knowledge import Knowledge, PublicLog
from tortuga_kit.engine.rng import Rng

BUDGET = 8


@pytest.mark.parametrize("name", GAMES)
def test_advice_names_only_legal_actions(name: str) -> None:
    """Up to three distinct legal actions, best first, each with 0 <= low <= win <= high <= 1,
    a one-line reason that names the action's label, and a rule anchor."""
    for seed, steps in ((1, 0), (2, 7), (4, 15)):
        m = position(name, seed, steps)
        seat = m.decision.seat  # type: ignore[union-attr]
        advice = explain(m, seat, budget=BUDGET)
        legal = m.legal_texts()
        actions = [c.action for c in advice.choices]
        assert actions and len(actions) <= 3 and len(set(actions)) == len(actions)
        assert set(actions) <= set(legal), f"advice names an illegal action: {actions}"
        assert advice.seat == seat and advice.iterations == BUDGET
        for c in advice.choices:
            assert 0.0 <= c.low <= c.win <= c.high <= 1.0, c
            assert c.reason and "\n" not in c.reason and m.game.label(c.action) in c.reason
            assert c.rule.strip(), c


@pytest.mark.parametrize("name", GAMES)
def test_advice_is_the_same_from_a_twin_and_on_every_call(name: str) -> None:
    """Advice reads only the seat's information: a state that differs in hidden facts gives the
    same advice, and asking again gives the same advice (a constant seed, counted budget)."""
    m = position(name, 4, 10)
    seat = m.decision.seat  # type: ignore[union-attr]
    legal = m.legal_texts()
    here = advise(Knowledge(m.game, m.state, seat), legal, BUDGET)
    log = PublicLog.replay(m, [seat])  # explain follows the public history (a Gourmet memory)
    followed = Knowledge(m.game, m.state, seat, log.of(seat), log.notes_of(seat))
    assert explain(m, seat, budget=BUDGET).choices == advise(followed, legal, BUDGET).choices
    for k in range(2):
        twin = m.game.resample_hidden(m.state, seat, Rng(77 + k))
        assert advise(Knowledge(m.game, twin, seat), legal, BUDGET) == here


def test_bad_input_is_one_line_and_changes_nothing() -> None:
    m = position("tortuga1667", 6, 3)
    seat = m.decision.seat  # type: ignore[union-attr]
    before = m.to_json()
    for bad_seat in (seat + 1 if seat + 1 < m.players else 0, -1, None, "0", True):
        with pytest.raises(BadOption, match="does not decide now"):
            explain(m, bad_seat, budget=2)  # type: ignore[arg-type]
    for bad_budget in (0, -3, 2.5, "10", True, 10**9):
        with pytest.raises(BadOption, match="budget must be"):
            explain(m, seat, budget=bad_budget)  # type: ignore[arg-type]
    assert m.to_json() == before


def test_no_advice_after_the_end() -> None:
    m = tk.new_match("cartagena", 2, 0)
    rng = random.Random(0)
    while m.decision is not None:
        m.play(rng.choice(m.legal_texts()))
    with pytest.raises(BadOption, match="game is over"):
        explain(m, 0)


def test_games_without_hidden_teams_have_no_belief() -> None:
    for name in ("cartagena", "gourmet"):
        m = position(name, 8, 2)
        advice = explain(m, m.decision.seat, budget=2)  # type: ignore[union-attr]
        assert isinstance(advice, Advice) and advice.belief is None


def test_the_interval_is_wilsons() -> None:
    """0 of 10 still leaves room above 0; no rollouts leave the whole range."""
    low, high = wilson(0.0, 10)
    assert low == 0.0 and 0.25 < high < 0.35
    assert wilson(0.7, 0) == (0.0, 1.0)
    assert wilson(1.0, 4)[1] == pytest.approx(1.0)


def test_the_reason_reads_in_the_learners_language() -> None:
    m = position("cartagena", 9, 4)
    seat = m.decision.seat  # type: ignore[union-attr]
    english = explain(m, seat, budget=2).choices[0].reason
    for lang in ("de", "ko"):
        with language(lang):
            shown = explain(m, seat, budget=2).choices[0].reason
        assert "your side won" in english and "your side won" not in shown, shown
