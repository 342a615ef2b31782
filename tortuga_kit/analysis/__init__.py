"""The games compared as a game designer would: skill ladder, luck, when a game is decided,
real choices, secrecy, balance and length (each measure a module of this package).

Why a package of its own: ``compare`` answers "what happens when bots play" with one kind of
match (random seats, one rule-aware seat); these measures need several kinds (search bots at
growing budgets, rotated line-ups, an all-knowing bot) and each has its own method and its own
sources, so each gets a module a reader can hold in mind alone.

The contract every measure keeps (so that one run, one cache, one notebook and one chart
reader serve them all):

- A measure is a module-level function ``measure(game, players, scale, executor, progress)``
  returning tidy statistic rows (``compare._stat``'s shape: ``game``, ``players``, ``bots``,
  ``measure``, ``group``, ``value``, ``low``, ``high`` (a 95% interval), ``n``, optionally
  ``chance``), plus optionally ``example``: the seeded match that shows the number
  (``{"seed", "players", "bots", "options", "step"}``), which ``compare.example(row)``
  opens as a ``Match`` at that step.
- Its work goes to ``executor`` (any ``concurrent.futures.Executor``; ``None``: here) as
  module-level functions of picklable arguments, so a process pool and a Dask cluster give
  identical rows for the same ``scale``.
- ``scale`` says how much to play; every number is reproducible from ``scale.seed``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass
from pathlib import Path

from ..engine.errors import BadOption
from ..engine.i18n import translator
from ..sim import Progress, Row

_ = translator("kit")

#: The results shipped with the kit: one file per measure, ``<measure module>.json``, written
#: by ``python -m tortuga_kit simulate all --analysis --out`` at the default ``Scale``.
RESULTS = Path(__file__).parent / "results"


@dataclass(frozen=True)
class Scale:
    """How much one analysis run plays per cell (a game at its default player count).

    ``matches``: matches where a measure needs only fast bots (random, rule-aware);
    ``searches``: matches where it needs search bots (far slower a decision, so fewer: each
    measure's rows say their ``n``); ``seed``: the first seed; ``budgets``: the search bot's
    iterations a decision at the skill ladder's search rungs, each doubling the one below
    (``ladder``'s docstring says why 32/64/128; a quick run, such as a test of the machinery,
    plays them at a few iterations)."""

    matches: int = 2000
    searches: int = 200
    seed: int = 1
    budgets: tuple[int, ...] = (32, 64, 128)


#: A measure of this package (see the module docstring for the contract).
Measure = Callable[[str, int, Scale, "Executor | None", Progress], list[Row]]


def shipped() -> list[str]:
    """The measures whose results ship with the kit (their file names)."""
    return sorted(p.stem for p in RESULTS.glob("*.json"))


def load(measure: str | None = None) -> list[Row]:
    """The shipped rows of ``measure`` (a module of this package, e.g. ``"decided"``), or of
    every measure: the notebook opens with them at once instead of playing for minutes."""
    names = shipped()
    if measure is not None and measure not in names:
        raise BadOption(
            _(
                "no shipped results for {measure}; shipped: {known}",
                measure=repr(measure)[:40],
                known=", ".join(names) or _("none"),
            )
        )
    rows: list[Row] = []
    for name in [measure] if measure is not None else names:
        rows += json.loads((RESULTS / f"{name}.json").read_text("utf-8"))["rows"]
    return rows


__all__ = ["Measure", "Scale", "load", "shipped"]
