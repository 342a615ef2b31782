"""The luck share: how much of a match's outcome the deal decides before anyone plays.

Method ("Seeding for Success"'s question, asked of a fixed deal): each seed is played once per
seat with the same line-up turned by that many seats (``sim.playout``'s ``rotation``: seat
``i`` is played by the line-up's player ``(i - j) % players``, with that player's bot and bot
seed). If the deal decides, the same *seat* wins whoever sits there; if play decides, the
winner moves with the players. Two rungs of the skill ladder (``analysis.ladder``):

- ``random``: every seat plays at random; a rotation changes only which random player sits
  where, so the share says how much the deal decides against pure chance in play;
- ``rule``: the ladder's rule rung, the game's rule bot on one side (in a team game its whole
  team: rotation ``j`` makes the side of seat ``j`` the strong one) and random bots elsewhere;
  here skill can move the win with the rotation, so the share falls where skill pays.

The share, exactly: the outcome ``y[s, j, p]`` is 1 when seat ``p`` won match (seed ``s``,
rotation ``j``), else 0. The cells are the (seed, seat) pairs, each with ``r = players``
observations (its rotations), nested in their seeds. A nested analysis of variance splits
the outcomes' spread within each seed into *between the seats of a deal*
(``SSB = r Σ_s Σ_p (ȳ_sp - ȳ_s)²``, ``S (players - 1)`` degrees of freedom for ``S`` seeds)
and *between the rotations of a seat* (``SSW = Σ (y - ȳ_sp)²``, ``S players (r - 1)``
degrees of freedom). With their mean squares ``MSB`` and ``MSW``, the variance components
are the deal's ``D = max(0, (MSB - MSW) / r)`` (a variance is never below 0: the usual
truncation) and play's ``P = MSW``, and the share is ``D / (D + P)``, the intraclass
correlation ICC(1) kept in 0..1: 1 when every rotation of a deal gives the same winning seats,
about 0 when who wins moves with the players (exactly 0 where the rule bot wins every
rotation: then skill decides it all). A seed's own mean is left out, since it only counts how
many seats a match makes winners (a team or one player), not which; and unlike the plain
ratio SSB/SST, which shows about 1/r by chance alone, the share is near 0 when the deal says
nothing (the truncation leaves a small upward bias there). Where nothing varies at all it
is 0.

Its 95% interval is a percentile bootstrap over seeds (``BOOT`` resamples, drawn from a
seeded ``Rng``: the same interval every run): the seats of one deal share its winner, so the
seed, not the cell, is the unit resampled. Matches: ``ceil(scale.matches / players)`` seeds
times ``players`` rotations, at least ``scale.matches`` (2,000) a rung; only fast bots play
(about 1–7 ms a match), a few CPU seconds a game. The example of a row is the seed where the
deal decided most: the one whose most frequent winning seat won in the most rotations (the
first such seed), at step 0, the deal itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Executor
from math import ceil

from ..compare import _stat
from ..engine.i18n import translator
from ..engine.rng import Rng, seed_state
from ..sim import Progress, Row
from . import Scale
from .ladder import FAST_CHUNK, Plan, Task, lineup, play, run, rungs, sides

_ = translator("kit")

#: The measure's name and what it shows, as a reader reads them.
TITLE = _.lazy("luck share")
ABOUT = _.lazy(
    "How much the deal decides who wins: each deal replayed with the players rotated through "
    "every seat; 1 when the same seat wins however they sit, 0 when the win moves with them."
)
#: Bootstrap resamples of seeds for the interval.
BOOT = 1000
#: The ladder's rungs the share is measured at.
RUNGS = ("random", "rule")

#: One seed's outcomes: ``table[j][p]`` is 1 when seat ``p`` won rotation ``j``.
Table = Sequence[Sequence[float]]


def _sums(table: Table) -> tuple[float, float, float]:
    """A seed's sufficient statistics: (its sum of y, its sum of y², the sum over its seats of
    each seat's squared sum over the rotations)."""
    cells = [sum(row[p] for row in table) for p in range(len(table[0]))]
    return (
        sum(cells),
        sum(y * y for row in table for y in row),
        sum(c * c for c in cells),
    )


def _icc(sums: Sequence[tuple[float, float, float]], seats: int, rotations: int) -> float:
    """The nested ICC from per-seed sufficient statistics (see the module's docstring)."""
    seeds = len(sums)
    ssb = sum(c / rotations - t * t / (seats * rotations) for t, _q, c in sums)
    ssw = sum(q - c / rotations for _t, q, c in sums)
    msw = ssw / (seeds * seats * (rotations - 1))
    msb = ssb / (seeds * (seats - 1))
    deal = max(0.0, (msb - msw) / rotations)
    if deal + msw <= 1e-12:
        return 0.0
    return deal / (deal + msw)


def luck_share(tables: Sequence[Table]) -> float:
    """The share of the outcome's variance the seed explains, one table per seed (rows:
    rotations, columns: seats; see the module's docstring).

    >>> luck_share([[[1, 0], [1, 0]], [[0, 1], [0, 1]]])  # the deal decides: the same seat
    1.0
    >>> luck_share([[[1, 0], [0, 1]], [[0, 1], [1, 0]]])  # the players decide
    0.0
    """
    rotations, seats = len(tables[0]), len(tables[0][0])
    return _icc([_sums(t) for t in tables], seats, rotations)


def bootstrap(tables: Sequence[Table], seed: int | str, boot: int = BOOT) -> tuple[float, float]:
    """The share's 95% percentile interval over ``boot`` resamples of the seeds."""
    sums = [_sums(t) for t in tables]
    rotations, seats = len(tables[0]), len(tables[0][0])
    rng = Rng(seed_state(seed))
    n = len(sums)
    values = sorted(
        _icc([sums[rng.randrange(n)] for _ in range(n)], seats, rotations) for _ in range(boot)
    )
    return values[round(0.025 * (boot - 1))], values[round(0.975 * (boot - 1))]


def decided(table: Table) -> float:
    """How much a deal decided: the share of rotations won by its most frequent winning seat."""
    return max(sum(row[p] for row in table) for p in range(len(table[0]))) / len(table)


def plans(game: str, players: int, scale: Scale, rung: int) -> list[Plan]:
    """Every match of a rung: each seed once per rotation, the line-up turned with it."""
    bots = rungs(game, scale.budgets)
    strong, weak = bots[rung], bots[max(0, rung - 1)]
    out: list[Plan] = []
    for seed in range(scale.seed, scale.seed + ceil(scale.matches / players)):
        deal = sides(game, players, seed) if rung else [()] * players
        for j in range(players):
            at_seat = lineup(deal[j], strong, weak, players)
            out.append((seed, tuple(at_seat[(q + j) % players] for q in range(players)), j))
    return out


def measure(
    game: str, players: int, scale: Scale, executor: Executor | None, progress: Progress
) -> list[Row]:
    """The luck share's rows for ``game`` at ``players`` (see the module's docstring)."""
    return luck_rows(game, players, scale, executor, progress)


def luck_rows(
    game: str,
    players: int,
    scale: Scale,
    executor: Executor | None = None,
    progress: Progress = lambda done, total: None,
    only: Sequence[str] = RUNGS,
) -> list[Row]:
    """The rows of the rungs named in ``only`` (default: both), in ladder order."""
    options: dict[str, object] = {}
    chosen = [k for k, name in enumerate(RUNGS) if name in only]
    every = [plans(game, players, scale, k) for k in chosen]
    jobs: list[Task] = []
    for ps in every:
        jobs += [
            (game, players, options, tuple(ps[i : i + FAST_CHUNK]))
            for i in range(0, len(ps), FAST_CHUNK)
        ]
    outcomes = run(play, jobs, [len(j[3]) for j in jobs], executor, progress)
    rows: list[Row] = []
    at = 0
    for k, ps in zip(chosen, every):
        mine = outcomes[at : at + len(ps)]
        at += len(ps)
        rows.append(_row(game, players, scale, k, ps, [o[2] for o in mine]))
    return rows


def _row(
    game: str,
    players: int,
    scale: Scale,
    rung: int,
    ps: list[Plan],
    winners: list[tuple[int, ...]],
) -> Row:
    tables = [
        [
            [1.0 if p in winners[i + j] else 0.0 for p in range(players)]
            for j in range(players)
        ]
        for i in range(0, len(ps), players)
    ]  # fmt: skip
    value = luck_share(tables)
    lo, hi = bootstrap(tables, f"luck/{scale.seed}/{game}/{players}/{RUNGS[rung]}")
    bots_ = rungs(game, scale.budgets)
    label = bots_[0] if rung == 0 else f"{bots_[rung]} + {bots_[rung - 1]}"
    row = _stat(game, players, label, "luck_share", RUNGS[rung], value, lo, hi, len(ps))
    best = max(range(len(tables)), key=lambda i: (decided(tables[i]), -i))
    seed, bots, _rotation = ps[best * players]
    row["example"] = {
        "seed": seed,
        "players": players,
        "bots": list(bots),
        "options": {},
        "step": 0,
    }
    return row


__all__ = ["ABOUT", "RUNGS", "TITLE", "bootstrap", "decided", "luck_share", "measure"]
