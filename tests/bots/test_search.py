"""The search bot (``tortuga_kit.bots.search``): registered for every game, counted in
iterations, the same for a seed, and blind to what its seat cannot know."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.bots import bots_for, choose, get_bot
from tortuga_kit.bots.search import Arm, SearchBot, Searched
from tortuga_kit.engine.knowledge import Knowledge
from tortuga_kit.engine.match import Match
from tortuga_kit.engine.rng import Rng

GAMES = list(tk.available_games())
BUDGET = 6


def position(name: str, seed: int, steps: int) -> Match:
    """A match after ``steps`` random actions (fewer if it ends), at a decision with a choice."""
    g = tk.get_game(name)
    m = tk.new_match(name, g.facts.default_players or g.players.start, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = m.legal_texts()
        if not legal:
            break
        m.play(rng.choice(legal))
    while m.decision is not None and len(m.legal_texts()) < 2:
        m.play(m.legal_texts()[0])
    assert m.decision is not None, "the position ended: pick another seed"
    return m


def arms(found: Searched) -> dict[str, tuple[int, float]]:
    return {a: (arm.visits, arm.total) for a, arm in found.arms.items()}


def search(m: Match, state: Any, seed: int, budget: int = BUDGET) -> Searched:
    seat = m.decision.seat  # type: ignore[union-attr]
    return SearchBot(m.game, seed, budget=budget).search(
        Knowledge(m.game, state, seat), m.legal_texts()
    )


@pytest.mark.parametrize("name", GAMES)
def test_every_game_has_a_search_bot(name: str) -> None:
    """``bots_for`` offers ``"search"`` beside the random and the rule-aware bots, and it plays
    a match's decision through ``choose`` (handed ``Knowledge``, never the state)."""
    assert "search" in bots_for(name)
    m = position(name, 3, 5)
    bot = get_bot(name, "search", 1)
    assert bot.searches and isinstance(bot, SearchBot)  # type: ignore[attr-defined]
    bot.budget = 2
    assert choose(m, bot) in m.legal_texts()


@pytest.mark.parametrize("name", GAMES)
def test_the_budget_counts_iterations_and_a_seed_repeats_them(name: str) -> None:
    """Every iteration visits the root once; the same seed and budget give the same visits,
    values and choice."""
    m = position(name, 11, 9)
    first, again = search(m, m.state, 5), search(m, m.state, 5)
    assert first.iterations == BUDGET
    assert sum(arm.visits for arm in first.arms.values()) == BUDGET
    assert set(first.arms) == set(m.legal_texts())
    assert arms(first) == arms(again) and first.ranked() == again.ranked()


@pytest.mark.parametrize("name", GAMES)
def test_hidden_facts_do_not_change_the_search(name: str) -> None:
    """A twin state (other hidden facts, the same to the seat) gives the very same search."""
    m = position(name, 21, 12)
    seat = m.decision.seat  # type: ignore[union-attr]
    for k in range(2):
        twin = m.game.resample_hidden(m.state, seat, Rng(900 + k))
        assert arms(search(m, twin, 4)) == arms(search(m, m.state, 4))


def test_a_time_cap_stops_the_search_early() -> None:
    """``cap_ms`` is for play: with no time at all the search stops after one iteration."""
    m = position("cartagena", 2, 4)
    seat = m.decision.seat  # type: ignore[union-attr]
    bot = SearchBot(m.game, 0, budget=50, cap_ms=0.0)
    found = bot.search(Knowledge(m.game, m.state, seat), m.legal_texts())
    assert found.iterations == 1


@pytest.mark.parametrize("spec", ["search:0", "search:x", "search:", "search:20001", "search:-3"])
def test_a_search_spec_names_its_budget_or_is_one_clear_line(spec: str) -> None:
    """``"search:N"`` is the search bot at ``N`` iterations (the analysis's skill ladder names
    its rungs so); a spec outside 1..``MAX_BUDGET`` is one ``BadOption`` line."""
    bot = get_bot("gourmet", "search:7", 3)
    assert isinstance(bot, SearchBot) and bot.budget == 7
    assert bot.rng.state == SearchBot(tk.get_game("gourmet"), 3, budget=7).rng.state
    with pytest.raises(tk.BadOption, match=r"^a search bot's budget .*search:256") as err:
        get_bot("gourmet", spec, 3)
    assert "\n" not in str(err.value)


def rig(monkeypatch: pytest.MonkeyPatch, arms: dict[str, Arm], usual: str) -> None:
    """Make every search find ``arms`` and the rule bot choose ``usual``."""
    rigged = Searched(arms, sum(arm.visits for arm in arms.values()))
    monkeypatch.setattr(SearchBot, "search", lambda self, k, legal: rigged)
    monkeypatch.setattr(SearchBot, "_usual", lambda self, k, legal: usual)


def test_a_game_can_ask_for_more_rollouts_before_the_rule_bot_is_overruled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``SearchHints.trust``: with one rollout each, a search whose best action looks far
    better than the rule bot's choice plays it only where the game trusts one rollout
    (Tortuga asks for 4: a turn offers a score of peeks)."""
    m = tk.new_match("tortuga1667", 4, 3)
    seat = m.decision.seat  # type: ignore[union-attr]
    legal = m.legal_texts()
    usual, other = legal[0], legal[1]
    rig(monkeypatch, {usual: Arm(1, 0.0, 1), other: Arm(1, 1.0, 1)}, usual)
    bot = SearchBot(m.game, 0)
    k = Knowledge(m.game, m.state, seat)
    assert bot.hints is not None and bot.hints.trust == 4
    assert bot.choose(k, legal) == usual
    bot.hints = dataclasses.replace(bot.hints, trust=0, decide=None)
    assert bot.choose(k, legal) == other


def test_an_untried_rule_bot_choice_is_not_scored_zero(monkeypatch: pytest.MonkeyPatch) -> None:
    """With fewer iterations than legal actions the rule bot's choice may never be tried: it
    has no mean then (``Arm.mean`` reads 0), and a tried action must not beat that fake 0. The
    rule: without a rollout of the rule bot's choice there is no evidence against it, so it
    stands (Cartagena trusts a single rollout, so only this rule keeps it)."""
    m = position("cartagena", 2, 4)
    seat = m.decision.seat  # type: ignore[union-attr]
    legal = m.legal_texts()
    usual, other = legal[0], legal[1]
    rig(monkeypatch, {usual: Arm(0, 0.0, 1), other: Arm(1, 0.6, 1)}, usual)
    bot = SearchBot(m.game, 0, budget=1)
    bot.hints = dataclasses.replace(bot.hints, trust=0, decide=None)  # type: ignore[arg-type]
    k = Knowledge(m.game, m.state, seat)
    assert bot.choose(k, legal) == usual
    rig(monkeypatch, {usual: Arm(1, 0.2, 1), other: Arm(1, 0.6, 1)}, usual)
    assert bot.choose(k, legal) == other  # with a rollout of each, the better one wins
