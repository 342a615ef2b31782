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

A game may offer whole **plans** instead of single actions at a decision (``SearchHints.plans``:
Cartagena's turns of up to three actions): the root's arms are then the plans, each rollout
plays its plan's actions while they are legal in the world drawn, and the bot plays the rest of
the plan it chose at its next decisions (``_planned``), planning again when an action of it is
no longer legal or a new turn began.

Budgets are counted in **iterations**: with the same seed and budget the search plays the same
action on every machine (tests and the comparison reproduce). ``cap_ms`` adds a time cap for
play in a widget, where an answer on time matters more than reproducing it.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

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
#: A root arm's key: an action, or a whole plan (``SearchHints.plans``).
K = TypeVar("K", str, tuple[str, ...])
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


def best_first(arms: Mapping[K, Arm]) -> list[K]:
    """Keys of ``arms``, best first: most visited, then best value, then the given order."""
    order = {a: i for i, a in enumerate(arms)}
    return sorted(order, key=lambda a: (-arms[a].visits, -arms[a].mean, order[a]))


@dataclass(frozen=True)
class Searched:
    """What one search found at the root: per legal action, its arm (visits and value); where
    the game plans whole turns (``SearchHints.plans``), also each plan's arm, and an action's
    arm sums the arms of the plans that begin with it."""

    arms: dict[str, Arm]
    iterations: int
    plans: dict[tuple[str, ...], Arm] | None = None

    def ranked(self) -> list[str]:
        """The root actions, best first: most visited, then best value, then the game's order."""
        return best_first(self.arms)


class _Walk:
    """How the searching seat decides in one rollout: down the tree of its own decisions
    (UCB1) while the tree reaches, then as the rule bot (``None``)."""

    def __init__(self, bot: SearchBot, tree: dict[tuple[str, ...], dict[str, Arm]]) -> None:
        self.bot, self.tree = bot, tree
        self.key: tuple[str, ...] = ()
        self.path: list[Arm] = []
        self.growing = True

    def __call__(self, legal: Sequence[str]) -> str | None:
        node = self.tree.get(self.key) if self.growing else None
        if node is None:
            return None
        if not self.key:  # the root: only the actions searched (``SearchHints.shortlist``)
            legal = [a for a in legal if a in node] or legal
        text, new = self.bot._select(node, legal)
        self.path.append(node[text])
        self.key = (*self.key, text)
        if new:
            self.tree[self.key] = {}
            self.growing = False
        return text


class _Follow:
    """How the searching seat decides in a rollout of one plan: the plan's actions while each
    is legal in the world drawn, then as the rule bot (``None``)."""

    def __init__(self, plan: tuple[str, ...]) -> None:
        self.rest = list(plan)

    def __call__(self, legal: Sequence[str]) -> str | None:
        if self.rest and self.rest[0] in legal:
            return self.rest.pop(0)
        self.rest.clear()
        return None


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
        #: the rest of the plan chosen this turn (``SearchHints.plans``), and for which seat
        #: and turn it was made
        self._plan: tuple[str, ...] = ()
        self._plan_at: tuple[int, int] = (-1, -1)

    def __repr__(self) -> str:
        return f"SearchBot({self.game.name}, budget={self.budget})"

    def choose(self, knowledge: Knowledge, legal: Sequence[str]) -> str:
        """The next action of a plan chosen earlier this turn, while it stays legal; the
        game's own decision where it makes one without search (``SearchHints.decide``: a
        Tortuga vote by its exact odds); else the search's best action (or plan), unless it is
        barely better than the rule bot's own choice (the game's first plan, where it plans)
        by less than ``MARGIN``: a search that sees no difference (a cut-off scored even, as in
        Kutschfahrt before a claim) then plays as well as the rule bot, not at random. The rule
        bot's choice is compared only by its own rollouts: where the budget ran out before it
        was tried (fewer iterations than legal actions) there is no evidence against it, and it
        stands (``_overrules``)."""
        planned = self._planned(knowledge, legal)
        if planned is not None:
            return planned
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
        if found.plans is not None:
            return self._adopt(knowledge, found.plans)
        best = found.ranked()[0]
        usual = self._usual(knowledge, legal)
        return best if self._overrules(found.arms, best, usual) else usual

    def _overrules(self, arms: Mapping[K, Arm], best: K, usual: K) -> bool:
        """Whether the search's ``best`` choice replaces the rule bot's ``usual`` one: only on
        evidence about both. An untried ``usual`` has no mean (``Arm.mean`` reads 0 there,
        which would lose to any tried action), so it is kept; a tried one must be beaten by
        ``MARGIN`` with at least ``SearchHints.trust`` rollouts of each."""
        theirs = arms.get(usual)
        if theirs is None:
            return True  # not among the searched actions: nothing to keep
        if best == usual or theirs.visits == 0:
            return False  # too small a budget: the rule bot's choice was never tried
        if arms[best].mean - theirs.mean < MARGIN:
            return False
        trust = self.hints.trust if self.hints is not None else 0
        return min(arms[best].visits, theirs.visits) >= trust

    def _planned(self, knowledge: Knowledge, legal: Sequence[str]) -> str | None:
        """The next action of the plan chosen earlier in this turn, if it is legal now (else
        the plan is dropped: a draw changed what is possible, and the bot plans again)."""
        rest, self._plan = self._plan, ()
        now = (knowledge.seat, self.game.turns(knowledge.world))
        if rest and self._plan_at == now and rest[0] in legal:
            self._plan = rest[1:]
            return rest[0]
        return None

    def _adopt(self, knowledge: Knowledge, plans: dict[tuple[str, ...], Arm]) -> str:
        """Choose a plan (the search's best, if it overrules the game's first plan), remember
        the rest of it for this turn and return its first action."""
        best = best_first(plans)[0]
        usual = next(iter(plans))
        plan = best if self._overrules(plans, best, usual) else usual
        self._plan = plan[1:]
        self._plan_at = (knowledge.seat, self.game.turns(knowledge.world))
        return plan[0]

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
        """Run the budget (or until ``cap_ms``) and return the root's arms: over whole plans
        where the game gives them (``SearchHints.plans``), else over single actions."""
        hints = self.hints
        plans = None if hints is None or hints.plans is None else hints.plans(knowledge, legal)
        if plans:
            return self._search_plans(knowledge, legal, plans)
        tree: dict[tuple[str, ...], dict[str, Arm]] = {(): {a: Arm() for a in legal}}
        done = self._spend(lambda: self._iterate(knowledge, tree))
        return Searched(tree[()], done)

    def _spend(self, iteration: Callable[[], None]) -> int:
        """Run ``iteration`` for the budget (or until ``cap_ms``); how many ran."""
        stop = None if self.cap_ms is None else time.perf_counter() + self.cap_ms / 1000
        done = 0
        for _i in range(self.budget):
            iteration()
            done += 1
            if stop is not None and time.perf_counter() > stop:
                break
        return done

    def _search_plans(
        self, knowledge: Knowledge, legal: Sequence[str], plans: Sequence[tuple[str, ...]]
    ) -> Searched:
        """UCB1 over whole plans: each iteration plays one plan in a world drawn for the seat
        (its unseen draws drawn with that world) and the rule bots after it. An action's arm
        sums the arms of the plans that begin with it (advice names actions)."""
        arms = {plan: Arm() for plan in plans}

        def iteration() -> None:
            plan, _new = self._select(arms, list(arms))
            arm = arms[plan]
            arm.visits += 1
            arm.total += self._play(knowledge, _Follow(plan))

        done = self._spend(iteration)
        firsts = {a: Arm() for a in legal}
        for plan, arm in arms.items():
            first = firsts[plan[0]]
            first.visits += arm.visits
            first.total += arm.total
            first.legal += arm.legal
        return Searched(firsts, done, arms)

    def _select(self, node: dict[K, Arm], legal: Sequence[K]) -> tuple[K, bool]:
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
        walk = _Walk(self, tree)
        value = self._play(knowledge, walk)
        for arm in walk.path:
            arm.visits += 1
            arm.total += value

    def _play(self, knowledge: Knowledge, own: Callable[[Sequence[str]], str | None]) -> float:
        """One rollout in a world drawn for the seat: ``own`` picks the seat's actions (``None``:
        the rule bot plays it), the rule bots play everything else, cut after
        ``SearchHints.turns`` turns; the seat's value of the end."""
        g, seat = self.game, knowledge.seat
        hints = self.hints
        if hints is not None and hints.draw is not None:
            world = hints.draw(knowledge, self.rng)  # a world drawn from the seat's belief
        else:
            world = knowledge.sample(self.rng)
        players = len(g.names(world))
        bots: dict[int, Bot] = {}
        start = g.turns(world)
        turns = hints.turns if hints is not None else 1 << 30
        cap = hints.decisions if hints is not None else GENERIC_DECISIONS
        for _step in range(cap):
            mover = g.to_move(world)
            if mover is None or g.turns(world) - start >= turns:
                break
            legal = g.legal_actions(world)
            text = own(legal) if mover == seat else None
            if text is None:
                bot = bots.get(mover)
                if bot is None:
                    bot = bots[mover] = self.rollout(self.rng.next64() & 0xFFFF)
                text = bot.choose(for_bot(g, world, mover, bot), legal)
            g.apply(world, text)
        return self._value(world, players)[seat]

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
