"""The skill ladder: does thinking harder pay in this game, and how much?

Rungs, weakest first: ``random`` (every seat plays at random), ``rule`` (the game's first
rule-aware bot, ``get_game(g).bots``), then the search bot (``bots.search``) at three budgets,
``search:32``, ``search:64`` and ``search:128`` iterations a decision. At each rung one *side*
plays at that rung and every other seat one rung lower (TAG's skill ladder: one agent with a
doubled budget against the rest); at ``random`` everyone plays at random, the baseline that
shows what a side wins by its seat alone. A side is a seat with every seat of its team: in the
team games (Tortuga 1667's nations, Kutschfahrt's societies) the whole team climbs together,
since a lone strong pirate among weak team-mates measures the team-mates as much as the
pirate. Teams are dealt in secret, so the side is read at the deal from what each seat knows
for sure, its own team (``SearchHints.belief``: a seat's belief about itself is certain); a
game without that belief has no teams, and a side is one seat.

Match ``m`` of a rung plays seed ``scale.seed + m`` with the strong side of seat ``m %
players``: every seat is the strong one equally often, and every rung plays the same deals
(paired seeds), so rungs differ by the bots alone.

A row per rung (``measure="ladder"``, ``group`` the rung): ``value`` the strong side's win
share, ``chance`` its fair share, and Wilson's 95% interval (TAG reports ± 2 standard errors
of a win rate; Wilson's interval is that interval made honest near 0 and 1 and for few
matches). The win share of a match is the strong side's winning seats over all winning
seats: 1 when its team or one of its seats wins alone, ½ for one of two seats sharing a win,
0 when another side wins or nobody does (a turn limit). The fair share is exact: the mean
over the rung's matches of the side's seats over all seats (``1/players`` without teams;
Tortuga 1667 at 6: ½; Kutschfahrt at 5: ⅗ for the larger society, ⅖ for the smaller), what a
side would win if a win fell on a seat regardless of who plays it. The example of a row is
the first of its matches that the strong side won, at step 0 (the deal and the line-up: the
match replays to there at once, whatever its bots cost).

Cost, measured on this machine (``MATCH_SECONDS``: CPU seconds a match at each search rung). A
search costs about its budget times 0.10 ms in Tortuga 1667, 0.12–0.17 ms in Cartagena and
0.19–0.21 ms in Gourmet (2026-12-07); and at the upper rungs every seat searches.
Kutschfahrt's search bot makes every decision without a tree search (``SearchHints.decide``:
its belief, and a society claim judged on 32 worlds drawn from it), so its budget changes
nothing and its ladder stops at the first search rung (``game_rungs``): a rung above would set
one bot against itself, and its fair share there would say nothing about luck. The issue's
64/256/1,024 iterations would cost some 3–65 CPU seconds a match at the top rung alone (1,024
against 256), so the ten
minutes on two cores of a whole ``simulate all --analysis`` (half of them for this and the luck
share: about 600 CPU seconds) would buy a handful of matches a game. The budgets are 32/64/128
instead: each rung doubles the one below, as TAG's ladder does; lower budgets are no cheaper
ladder, since below about 32 iterations the search tries fewer actions than a Tortuga 1667 turn
offers and plays the first ones it tried: two such searches stall in sudden death, peeking
forever (16 against 4 did in each match tried).

Matches: the random and rule rungs play ``scale.matches`` rounded up to whole rounds of the
strong seat (2,000; 2,004 at Tortuga 1667's six seats), a few ms a match. Each search rung
plays ``search_matches``: as many as ``SEARCH_SECONDS`` (100 CPU seconds a game for its three
search rungs at the default ``Scale``) buys at the game's cost, rounded up to whole rounds
and at most as many as a fast rung: Cartagena 112, Gourmet 92, Tortuga 1667 48 matches a
rung, and Kutschfahrt's one search rung 2,000. The three-rung games' intervals are wide
(± 0.1 to ± 0.15): they say whether thinking harder pays a lot, not by how much to the
percent. ``TURN_LIMIT`` stops a match without a winner in a game that offers the
``turn_limit`` option (Kutschfahrt has its own cap of 300 turns).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor, Future, as_completed
from dataclasses import dataclass
from typing import Any, TypeVar

from ..compare import _stat, wilson
from ..engine.game import Game
from ..engine.i18n import translator
from ..engine.knowledge import Knowledge
from ..engine.match import new_match
from ..engine.registry import get_game
from ..sim import Progress, Row, playout
from . import Scale

_ = translator("kit")

#: The search bot's iterations a decision at the three search rungs (see the module's cost):
#: the default ``Scale``'s.
BUDGETS = Scale.budgets
#: Turns after which a match stops without a winner, in games with the ``turn_limit``
#: option: Kutschfahrt's own cap, far above the longest match of rule-aware bots.
TURN_LIMIT = 300
#: Matches a task carries: many fast matches to a task; one search match, which takes
#: seconds, so that the cores share the slow rungs evenly.
FAST_CHUNK = 25

#: The measure's name and what it shows, as a reader reads them.
TITLE = _.lazy("skill ladder")
ABOUT = _.lazy(
    "How often a side one rung of skill above the others wins, against its fair share: "
    "random, the rule bot, then the search bot at growing budgets."
)
#: The rung names, as a reader reads them (``rung_title``).
TITLES = {
    "random": _.lazy("random"),
    "rule": _.lazy("rule bot"),
}

T = TypeVar("T")
R = TypeVar("R")

#: One match to play: (seed, the bot at each seat, rotation; see ``sim.playout``).
Plan = tuple[int, tuple[str, ...], int]
#: A task: (game, players, options, its matches).
Task = tuple[str, int, dict[str, Any], tuple[Plan, ...]]
#: What a match gave: (seed, rotation, winning seats).
Outcome = tuple[int, int, tuple[int, ...]]


def rungs(game: str, budgets: Sequence[int] = BUDGETS) -> list[str]:
    """The rungs' bots, weakest first: random, the rule bot, the search bot at each budget."""
    g = get_game(game)
    rule = next(iter(g.bots), "random")
    return ["random", rule, *(f"search:{b}" for b in budgets)]


def rung_names(budgets: Sequence[int] = BUDGETS) -> list[str]:
    """The rungs as the rows name them (``group``), weakest first."""
    return ["random", "rule", *(f"search:{b}" for b in budgets)]


def game_rungs(game: str, budgets: Sequence[int] = BUDGETS) -> list[str]:
    """The rungs ``game``'s ladder plays: every rung, but only the first search rung where
    the search bot plays the same at any budget (``SearchHints.budgeted``: Kutschfahrt), since
    a rung above it would set one bot against itself."""
    hints = getattr(get_game(game), "search", None)
    names = rung_names(budgets)
    return names if hints is None or hints.budgeted else names[:3]


def rung_title(rung: str) -> str:
    """A rung's name in the reader's language: ``search:64`` -> "search, 64 iterations"."""
    if rung in TITLES:
        return str(TITLES[rung])
    return _("search, {n} iterations", n=int(rung.partition(":")[2]))


def options_for(game: str) -> dict[str, Any]:
    """The options the ladder plays: the game's own, with ``TURN_LIMIT`` where it has one."""
    return {"turn_limit": TURN_LIMIT} if "turn_limit" in get_game(game).options else {}


def sides(game: str, players: int, seed: int) -> list[tuple[int, ...]]:
    """Per seat, the seats of its side at the deal of ``seed``: its team (every seat whose
    own team, as it knows it for sure, is the same), or the seat alone in a game without
    teams."""
    g: Game[Any] = get_game(game)
    hints = getattr(g, "search", None)
    if hints is None or hints.belief is None:
        return [(p,) for p in range(players)]
    m = new_match(g, players, seed)
    own = [_certain(hints.belief(Knowledge(g, m.state, p))[p]) for p in range(players)]
    return [tuple(q for q in range(players) if own[q] == own[p]) for p in range(players)]


def _certain(belief: dict[str, float]) -> str:
    """The team a seat knows it is on (its belief about itself gives it probability 1)."""
    team, p = max(belief.items(), key=lambda item: item[1])
    if p < 1.0:
        raise ValueError(f"a seat is unsure of its own team: {belief}")
    return team


def lineup(side: Sequence[int], strong: str, weak: str, players: int) -> tuple[str, ...]:
    """The bot at each seat: ``strong`` on the side, ``weak`` elsewhere."""
    return tuple(strong if p in side else weak for p in range(players))


def share(side: Sequence[int], winners: Sequence[int]) -> float:
    """The side's share of a match's win: its winning seats over all winning seats (0 when
    nobody won). A team's win gives each of its seats' sides 1, a shared win its parts.

    >>> share((0, 2), (0, 2)), share((1,), (1, 3)), share((1,), ()), share((0,), (2,))
    (1.0, 0.5, 0.0, 0.0)
    """
    if not winners:
        return 0.0
    return sum(1 for w in winners if w in side) / len(winners)


def search_matches(game: str, scale: Scale, players: int) -> int:
    """Matches a search rung of ``game`` plays: as many as fit ``SEARCH_SECONDS`` (times
    ``scale.searches / 200``) at the game's ``MATCH_SECONDS``, rounded up to whole rounds of
    the strong seat through every seat."""
    seconds = SEARCH_SECONDS * scale.searches / Scale.searches
    matches = seconds / sum(MATCH_SECONDS.get(game, (1.0,)))
    return max(1, math.ceil(matches / players)) * players


#: CPU seconds a match costs at each search rung (32 + rule, 64 + 32, 128 + 64 iterations),
#: measured on this machine at the default player counts on 2026-12-07 (16 matches a rung,
#: Kutschfahrt 30; the liars-poker anchor of ``bench`` ran 124,000 steps/s that hour).
MATCH_SECONDS = {
    "cartagena": (0.08, 0.29, 0.54),
    "gourmet": (0.10, 0.34, 0.68),
    "tortuga1667": (0.27, 0.68, 1.30),
    "kutschfahrt": (0.05,),  # its one search rung (``game_rungs``)
}
#: CPU seconds each game's three search rungs may take at the default ``Scale`` (four games:
#: 400 of the run's 1,200, two cores for ten minutes).
SEARCH_SECONDS = 100.0


@dataclass(frozen=True)
class Rung:
    """One rung's matches: its name, the bots of the strong side and of the others, and per
    match its seed and the strong side's seats."""

    name: str
    strong: str
    weak: str
    matches: tuple[tuple[int, tuple[int, ...]], ...]

    def plans(self, players: int) -> list[Plan]:
        return [(s, lineup(side, self.strong, self.weak, players), 0) for s, side in self.matches]


def plan(game: str, players: int, scale: Scale) -> list[Rung]:
    """Every rung's matches: match ``m`` deals seed ``scale.seed + m`` and makes the side of
    seat ``m % players`` the strong one."""
    bots = rungs(game, scale.budgets)
    fast = math.ceil(scale.matches / players) * players  # every seat strong equally often
    slow = min(fast, search_matches(game, scale, players))
    deals = [sides(game, players, scale.seed + m) for m in range(max(fast, slow))]
    return [
        Rung(
            name,
            bots[k],
            bots[max(0, k - 1)],
            tuple((scale.seed + m, deals[m][m % players]) for m in range(fast if k < 2 else slow)),
        )
        for k, name in enumerate(game_rungs(game, scale.budgets))
    ]


def play(task: Task) -> list[Outcome]:
    """Play a task's matches (a module-level function: a process or a Dask worker runs it)."""
    game, players, options, plans = task
    out: list[Outcome] = []
    for seed, bots, rotation in plans:
        row = playout(game, players, seed, list(bots), options, rotation=rotation)
        out.append((seed, rotation, tuple(row["winners"])))
    return out


def tasks(game: str, players: int, options: dict[str, Any], plans: list[Plan]) -> list[Task]:
    """The plans cut into tasks: ``FAST_CHUNK`` fast matches, or one search match, a task."""
    out: list[Task] = []
    i = 0
    while i < len(plans):
        size = 1 if any(b.startswith("search") for b in plans[i][1]) else FAST_CHUNK
        out.append((game, players, options, tuple(plans[i : i + size])))
        i += size
    return out


def run(
    work: Callable[[T], list[R]],
    jobs: list[T],
    sizes: list[int],
    executor: Executor | None,
    progress: Progress,
) -> list[R]:
    """``work`` over ``jobs`` here or on ``executor``; results in job order whatever finished
    first, ``progress(done, total)`` counted in ``sizes`` (matches)."""
    total = sum(sizes)
    out: list[R] = []
    if executor is None:
        done = 0
        for job, size in zip(jobs, sizes):
            out += work(job)
            done += size
            progress(done, total)
        return out
    futures: list[Future[list[R]]] = [executor.submit(work, job) for job in jobs]
    where = {id(f): size for f, size in zip(futures, sizes)}
    done = 0
    try:
        finished: Iterable[Future[list[R]]] = as_completed(futures)
    except TypeError:  # an executor whose futures are not concurrent.futures ones
        finished = iter(futures)
    for ended in finished:
        ended.result()
        done += where[id(ended)]
        progress(done, total)
    for fut in futures:
        out += fut.result()
    return out


def measure(
    game: str, players: int, scale: Scale, executor: Executor | None, progress: Progress
) -> list[Row]:
    """The ladder's rows for ``game`` at ``players`` (see the module's docstring)."""
    return ladder_rows(game, players, scale, executor, progress)


def ladder_rows(
    game: str,
    players: int,
    scale: Scale,
    executor: Executor | None = None,
    progress: Progress = lambda done, total: None,
    only: Sequence[str] | None = None,
) -> list[Row]:
    """The rows of the rungs named in ``only`` (default: every rung), in ladder order: a
    test recomputes the cheap rungs without the search ones."""
    options = options_for(game)
    ladder = [r for r in plan(game, players, scale) if only is None or r.name in only]
    jobs: list[Task] = []
    for rung in ladder:
        jobs += tasks(game, players, options, rung.plans(players))
    outcomes = run(play, jobs, [len(j[3]) for j in jobs], executor, progress)
    rows: list[Row] = []
    at = 0
    for rung in ladder:
        mine = outcomes[at : at + len(rung.matches)]
        at += len(rung.matches)
        rows.append(_row(game, players, rung, [o[2] for o in mine], options))
    return rows


def _row(
    game: str, players: int, rung: Rung, winners: list[tuple[int, ...]], options: dict[str, Any]
) -> Row:
    """One rung's row: the strong side's win share against its fair share."""
    n = len(rung.matches)
    shares = [share(side, w) for (_seed, side), w in zip(rung.matches, winners)]
    won = sum(shares)
    chance = sum(len(side) for _seed, side in rung.matches) / (n * players)
    lo, hi = wilson(won, n)
    label = rung.strong if rung.strong == rung.weak else f"{rung.strong} + {rung.weak}"
    row = _stat(game, players, label, "ladder", rung.name, won / n, lo, hi, n, chance)
    first = next((m for m, x in enumerate(shares) if x > 0), None)
    if first is not None:
        seed, side = rung.matches[first]
        row["example"] = {
            "seed": seed,
            "players": players,
            "bots": list(lineup(side, rung.strong, rung.weak, players)),
            "options": dict(options),
            "step": 0,
        }
    return row


__all__ = [
    "ABOUT",
    "BUDGETS",
    "TITLE",
    "measure",
    "game_rungs",
    "rung_names",
    "rung_title",
    "rungs",
    "share",
    "sides",
]
