"""One analysis run: every measure of this package for every game, and its cached results.

``MEASURES`` names each measure by its module; ``analyse(...)`` runs them (each game at its
default player count, ``sim.default_players``) and returns every row; ``measured(...)`` does the
same measure by measure with the CPU seconds each took in this process (the command line
reports and stores them); ``save(...)`` writes one JSON file per measure, the shape
``analysis.load`` reads from the kit's shipped ``results`` folder:
``{"measure", "scale", "seconds", "rows"}``.

``python -m tortuga_kit simulate all --analysis [--jobs N] [--matches M] [--searches S]``
runs it from the command line with a progress line and writes the files (``--out``).
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from concurrent.futures import Executor
from dataclasses import asdict
from pathlib import Path
from typing import Any

from ..engine.registry import available_games
from ..sim import Progress, Row, _progress, default_players
from . import Measure, Scale, balance, choices, decided, hidden, ladder, length, luck, secrecy
from .traces import worker_seconds

#: The scale of a run unless told otherwise (the shipped results' scale).
DEFAULT = Scale()

#: Every measure, by the name of its module (the order a report shows them in).
MEASURES: dict[str, Measure] = {
    "ladder": ladder.measure,
    "luck": luck.measure,
    "decided": decided.measure,
    "choices": choices.measure,
    "hidden": hidden.measure,
    "secrecy": secrecy.measure,
    "balance": balance.measure,
    "length": length.measure,
}


def _reporter(progress: bool | Progress, label: str) -> Progress:
    """A progress reporter made when the first report says how many matches there are."""
    made: list[Progress] = []

    def report(done: int, total: int) -> None:
        if not made:
            made.append(_progress(progress, total, label))
        made[0](done, total)

    return report


def measured(
    games: Iterable[str] | None = None,
    scale: Scale = DEFAULT,
    executor: Executor | None = None,
    progress: bool | Progress = False,
    measures: Iterable[str] | None = None,
) -> dict[str, tuple[list[Row], float]]:
    """Each measure's rows and the CPU seconds it cost: this process's and its tasks' in an
    executor's workers (``traces.worker_seconds``). A measure that reads traces an earlier
    one played pays nothing for them."""
    names = list(games or available_games())
    out: dict[str, tuple[list[Row], float]] = {}
    for key in measures or MEASURES:
        fn = MEASURES[key]
        worker_seconds()
        start = time.process_time()
        rows: list[Row] = []
        for game in names:
            report = _reporter(progress, f"{key}: {game}")
            rows += fn(game, default_players(game), scale, executor, report)
        out[key] = (rows, round(time.process_time() - start + worker_seconds(), 1))
    return out


def analyse(
    games: Iterable[str] | None = None,
    scale: Scale = DEFAULT,
    executor: Executor | None = None,
    progress: bool | Progress = False,
) -> list[Row]:
    """Every measure for every game (default: all) at its default player count: all rows,
    measure by measure in ``MEASURES`` order, game by game."""
    done = measured(games, scale, executor, progress)
    return [r for rows, _seconds in done.values() for r in rows]


def save(results: dict[str, tuple[list[Row], float]], scale: Scale, folder: Path) -> list[Path]:
    """One JSON file per measure in ``folder`` (``analysis.load`` reads the shipped ones)."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for key, (rows, seconds) in results.items():
        path = folder / f"{key}.json"
        record: dict[str, Any] = {
            "measure": key,
            "scale": asdict(scale),
            "seconds": seconds,
            "rows": rows,
        }
        path.write_text(json.dumps(record, indent=1, ensure_ascii=False) + "\n", "utf-8")
        written.append(path)
    return written
