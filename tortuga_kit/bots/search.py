"""Information-set Monte Carlo tree search from one seat (the ``"search"`` bot of every game).

Why this shape: a seat does not know the hidden facts (teams, hands, decks), so it cannot search
the real game tree. Like OpenSpiel's single-observer ISMCTS it searches over *determinizations*:
each iteration draws a world the seat cannot tell from the real state (``Knowledge.sample``:
the game's own ``resample_hidden``, from a starting world that holds no secret), walks a tree of
the seat's **own** decisions only (UCB1, counting for each action the iterations in which it was
legal), lets the game's rule-aware bot play every other decision and the rest of the rollout,
cuts the rollout after a few turns and scores it with the game's heuristic (``SearchHints``;
the result itself when the game ended). Values are each seat's chance to win, so a team game
backs up its team's value through each seat of the team.

Budgets are counted in **iterations**: with the same seed and budget the search plays the same
action on every machine (tests and the comparison reproduce). ``cap_ms`` adds a time cap for
play in a widget, where an answer on time matters more than reproducing it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.game import Bot, BotFactory, Game, SearchHints
from ..engine.i18n import translator
from ..engine.knowledge import Knowledge, for_bot
from ..engine.rng import Rng, seed_state
from .random_bot import RandomBot

_ = translator("kit")

#: Iterations a decision gets by default (``bench --bots`` measures its time a decision).
DEFAULT_BUDGET = 24
#: UCB1's exploration weight (values are win chances in 0..1).
EXPLORE = 0.7
#: How much better (in win chance) the search's best action must look than the rule bot's
#: choice for the search bot to play it.
MARGIN = 0.03
#: Decisions a rollout of a game without ``SearchHints`` may take before it is scored 1/2.
GENERIC_DECISIONS = 400


@dataclass
class Arm:
    """One of the seat's actions at one node: how often it was tried, what it won on average
    and in how many iterations it was legal (information-set UCB divides by that)."""

    visits: int = 0
    total: float = 0.0
    legal: int = 0

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0


@dataclass(frozen=True)
class Searched:
    """What one search found at the root: per legal action, its arm (visits and value)."""

    arms: dict[str, Arm]
    iterations: int

    def ranked(self) -> list[str]:
        """The root actions, best first: most visited, then best value, then the game's order."""
        order = list(self.arms)
        return sorted(
            order, key=lambda a: (-self.arms[a].visits, -self.arms[a].mean, order.index(a))
        )


def _rollout_factory(game: Game[Any], hints: SearchHints | None) -> BotFactory:
    if hints is not None and hints.rollout in game.bots:
        return game.bots[hints.rollout]
    return RandomBot


def terminal_values(game: Game[Any], state: Any, players: int) -> list[float]:
    """Each seat's value of a finished game: 1 for a winner (every seat of a winning team),
    shared among winners where several win alone; 0 otherwise."""
    result = game.result(state)
    assert result is not None
    winners = set(result.winners)
    if not winners:
        return [0.0] * players
    share = 1.0 if result.winning_team is not None else 1.0 / len(winners)
    return [share if p in winners else 0.0 for p in range(players)]


class SearchBot:
    """Information-set MCTS for one seat; see the module's docstring."""

    name = "search"
    #: its name as a learner reads it (the bot picker), in the reader's language
    title = _.lazy("search")
    observes = True
    #: it is handed ``Knowledge`` (an observation and a world without secrets), not a bare
    #: observation (``engine.knowledge.for_bot``)
    searches = True

    def __init__(
        self,
        game: Game[Any],
        seed: int = 0,
        budget: int = DEFAULT_BUDGET,
        cap_ms: float | None = None,
    ) -> None:
        self.game = game
        self.hints: SearchHints | None = getattr(game, "search", None)
        self.rollout = _rollout_factory(game, self.hints)
        self.rng = Rng(seed_state(seed) ^ 0x5EA5C4)
        self.budget = max(1, int(budget))
        self.cap_ms = cap_ms

    def __repr__(self) -> str:
        return f"SearchBot({self.game.name}, budget={self.budget})"

    def choose(self, knowledge: Knowledge, legal: Sequence[str]) -> str:
        """The game's own decision where it makes one without search (``SearchHints.decide``:
        a Tortuga vote by its exact odds), else the search's best action, unless it is barely
        better than the rule bot's own choice (by less than ``MARGIN``): a search that sees no
        difference (a cut-off scored even, as in Kutschfahrt before a claim) then plays as well
        as the rule bot, not at random."""
        if len(legal) == 1:
            return legal[0]
        decided = self._without_search(knowledge, legal)
        if decided is not None:
            return decided
        hints = self.hints
        if hints is not None and hints.shortlist is not None:
            legal = hints.shortlist(knowledge, legal) or legal
            if len(legal) == 1:
                return legal[0]
        found = self.search(knowledge, legal)
        best = found.ranked()[0]
        usual = self._usual(knowledge, legal)
        arms = found.arms
        if usual in arms and arms[best].mean - arms[usual].mean < MARGIN:
            return usual
        trust = self.hints.trust if self.hints is not None else 0
        if usual in arms and min(arms[best].visits, arms[usual].visits) < trust:
            return usual  # too few rollouts of either to overrule the rule bot
        return best

    def _without_search(self, knowledge: Knowledge, legal: Sequence[str]) -> str | None:
        """The game's own decision (``SearchHints.decide``), or the rule bot's where the game
        says a search is not worth it (``SearchHints.searches_at``); ``None``: search."""
        hints = self.hints
        if hints is None:
            return None
        if hints.decide is not None:
            decided = hints.decide(knowledge, legal)
            if decided is not None:
                return decided
        if hints.searches_at is not None and not hints.searches_at(knowledge, legal):
            return self._usual(knowledge, legal)
        return None

    def _usual(self, knowledge: Knowledge, legal: Sequence[str]) -> str:
        """The rule bot's choice (a fresh one, seeded from the search's own stream)."""
        rule = self.rollout(self.rng.next64() & 0xFFFF)
        return rule.choose(knowledge.observation if rule.observes else None, legal)

    def search(self, knowledge: Knowledge, legal: Sequence[str]) -> Searched:
        """Run the budget (or until ``cap_ms``) and return the root's arms."""
        tree: dict[tuple[str, ...], dict[str, Arm]] = {(): {a: Arm() for a in legal}}
        stop = None if self.cap_ms is None else time.perf_counter() + self.cap_ms / 1000
        done = 0
        for _i in range(self.budget):
            self._iterate(knowledge, tree)
            done += 1
            if stop is not None and time.perf_counter() > stop:
                break
        return Searched(tree[()], done)

    def _select(self, node: dict[str, Arm], legal: Sequence[str]) -> tuple[str, bool]:
        """UCB1 over the actions legal in this world; an untried one first (the game's
        order). Returns the action and whether it was new (the tree grows by one node)."""
        best, best_score = legal[0], -1.0
        for a in legal:
            arm = node.get(a)
            if arm is None:
                arm = node[a] = Arm()
            arm.legal += 1
            if arm.visits == 0:
                return a, True
            score = arm.mean + EXPLORE * math.sqrt(math.log(arm.legal) / arm.visits)
            if score > best_score:
                best, best_score = a, score
        return best, False

    def _iterate(self, knowledge: Knowledge, tree: dict[tuple[str, ...], dict[str, Arm]]) -> None:
        g, seat = self.game, knowledge.seat
        hints = self.hints
        if hints is not None and hints.draw is not None:
            world = hints.draw(knowledge, self.rng)  # a world drawn from the seat's belief
        else:
            world = knowledge.sample(self.rng)
        players = len(g.names(world))
        bots: dict[int, Bot] = {}
        path: list[Arm] = []
        key: tuple[str, ...] = ()
        growing = True
        start = g.turns(world)
        turns = hints.turns if hints is not None else 1 << 30
        cap = hints.decisions if hints is not None else GENERIC_DECISIONS
        for _step in range(cap):
            mover = g.to_move(world)
            if mover is None or g.turns(world) - start >= turns:
                break
            legal = g.legal_actions(world)
            if mover == seat and growing and key in tree:
                if not key:  # the root: only the actions searched (``SearchHints.shortlist``)
                    legal = [a for a in legal if a in tree[key]] or legal
                text, new = self._select(tree[key], legal)
                path.append(tree[key][text])
                key = (*key, text)
                if new:
                    tree[key] = {}
                    growing = False
            else:
                bot = bots.get(mover)
                if bot is None:
                    bot = bots[mover] = self.rollout(self.rng.next64() & 0xFFFF)
                text = bot.choose(for_bot(g, world, mover, bot), legal)
            g.apply(world, text)
        value = self._value(world, players)[seat]
        for arm in path:
            arm.visits += 1
            arm.total += value

    def _value(self, world: Any, players: int) -> Sequence[float]:
        if self.game.to_move(world) is None:
            return terminal_values(self.game, world, players)
        if self.hints is None:
            return [0.5] * players
        return self.hints.value(world)


def search_factory(game: Game[Any], budget: int | None = None) -> BotFactory:
    """The ``"search"`` entry of ``bots_for(game)``: a fresh ``SearchBot`` per seed."""

    def make(seed: int) -> Bot:
        return SearchBot(game, seed, budget=budget or DEFAULT_BUDGET)

    make.title = SearchBot.title  # type: ignore[attr-defined]  # the bot picker's name
    return make
