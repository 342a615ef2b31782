"""The results shipped with the kit (``analysis.load``) and a recomputed sample.

How the sample check is never flaky: the sample plays fixed seeds, the first ``SAMPLE`` of the
shipped run's (a subset of its seeds), and rules and bots are deterministic, so it gives the
same numbers on every run and machine. Its value must lie inside the shipped 95% interval
widened to the sample's size (half-width times sqrt(shipped n / sample n)), where a sample of
that size falls 95 times in 100; the seeds were fixed when the results were shipped, so the
check fails only when the code no longer computes what was shipped (then run
``python -m tortuga_kit simulate all --analysis --out tortuga_kit/analysis/results``).
"""

from __future__ import annotations

import math

import pytest

from tortuga_kit.analysis import Scale, load, shipped
from tortuga_kit.analysis.run import MEASURES
from tortuga_kit.engine.errors import BadOption

#: Matches of the recomputed sample per game (cheap: the fast bots' traces).
SAMPLE = 40


def test_every_measure_ships_its_results() -> None:
    assert set(MEASURES) <= set(shipped())
    for name in MEASURES:
        rows = load(name)
        assert rows and all(r["low"] <= r["value"] <= r["high"] for r in rows), name
    assert len(load()) == sum(len(load(n)) for n in shipped())


def test_an_unknown_measure_is_one_line() -> None:
    with pytest.raises(BadOption, match="no shipped results"):
        load("nonsense")


@pytest.mark.parametrize("name", ["decided", "choices", "length"])
def test_a_recomputed_sample_lies_inside_the_shipped_intervals(name: str) -> None:
    import json

    from tortuga_kit.analysis import RESULTS

    record = json.loads((RESULTS / f"{name}.json").read_text("utf-8"))
    first = record["scale"]["seed"]
    sample = Scale(matches=SAMPLE, searches=2, seed=first)
    for game, players in (("cartagena", 4), ("gourmet", 4)):
        mine = MEASURES[name](game, players, sample, None, lambda d, t: None)
        theirs = {(r["measure"], r["group"]): r for r in record["rows"] if r["game"] == game}
        for r in mine:
            if r["measure"] == "options_tenth":
                continue  # ten curves: the median and the share stand for them
            ship = theirs[r["measure"], r["group"]]
            half = max(ship["value"] - ship["low"], ship["high"] - ship["value"])
            wide = half * math.sqrt(ship["n"] / r["n"])
            assert abs(r["value"] - ship["value"]) <= wide + 1e-9, (game, r, ship)
