"""One analysis run: every measure, the same rows here, on a process pool and on a Dask
LocalCluster (Tortuga Gourmet and Kutschfahrt at a tiny scale: 4 traced matches, 2 searched
seeds, the search rungs at 1–3 iterations (``Scale.budgets``); the point is the executors, not
the numbers).

Kutschfahrt is the team game here (its societies are dealt in secret, as Tortuga 1667's
nations are): at this scale a run costs about 4 CPU seconds (12 at the shipped budgets; Tortuga
1667's six searching seats would add 20), and the run is made three times."""

from __future__ import annotations

import json
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from tortuga_kit.analysis import Scale, traces, words
from tortuga_kit.analysis.run import MEASURES, analyse, measured, save
from tortuga_kit.engine.i18n import language
from tortuga_kit.sim import Row

TINY = Scale(matches=4, searches=2, seed=11, budgets=(1, 2, 3))
GAMES = ["gourmet", "kutschfahrt"]


@pytest.fixture(scope="module")
def here() -> list[Row]:
    """The run in this process (both tests read it: one run, not two)."""
    traces.forget()
    return analyse(GAMES, TINY)


def test_a_process_pool_and_a_dask_cluster_give_identical_rows(here: list[Row]) -> None:
    distributed = pytest.importorskip("distributed")
    traces.forget()
    with ProcessPoolExecutor(2) as pool:
        pooled = analyse(GAMES, TINY, pool)
    traces.forget()
    with (
        # no dashboard: nobody looks at it, and another cluster on the machine may hold its
        # port (pytest then warned "Port 8787 is already in use")
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        dask = analyse(GAMES, TINY, client.get_executor())
    assert here == pooled == dask
    assert {r["game"] for r in here} == set(GAMES)


def test_every_measure_has_words_in_every_language(here: list[Row]) -> None:
    """Every measure and every statistic a run makes has a title and a sentence, and German
    and Korean readers get their own (a missing translation would show the English one)."""
    names = {r["measure"] for r in here} | set(MEASURES)
    assert names <= set(words.WORDS), names - set(words.WORDS)
    english = {n: (words.title(n), words.description(n)) for n in names}
    for lang in ("de", "ko"):
        with language(lang):
            for n in names:
                assert words.description(n) and words.description(n) != english[n][1], (lang, n)
                assert words.title(n) != english[n][0], (lang, n)


def test_save_writes_one_file_per_measure(tmp_path: Path) -> None:
    results = measured(["gourmet"], TINY, measures=["length", "choices"])
    paths = save(results, TINY, tmp_path)
    assert sorted(p.name for p in paths) == ["choices.json", "length.json"]
    record = json.loads((tmp_path / "length.json").read_text("utf-8"))
    assert record["scale"] == {"matches": 4, "searches": 2, "seed": 11, "budgets": [1, 2, 3]}
    assert record["rows"] == results["length"][0]
