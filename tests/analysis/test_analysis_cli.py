"""``python -m tortuga_kit simulate all --analysis``: one JSON file per measure, a line per
statistic, and bad combinations refused in one line (2 matches per cell and the search rungs
at 1–3 iterations, ``--budgets``: the shape, not the numbers)."""

from __future__ import annotations

import json
from pathlib import Path

from tortuga_kit.__main__ import main
from tortuga_kit.analysis import traces
from tortuga_kit.analysis.run import MEASURES
from tortuga_kit.engine.registry import available_games


def test_the_analysis_writes_one_file_per_measure(tmp_path: Path, capsys) -> None:
    traces.forget()
    argv = [
        "simulate",
        "all",
        "--analysis",
        "--matches",
        "2",
        "--searches",
        "1",
        "--budgets",
        "1,2,3",
    ]
    assert main([*argv, "--seed", "3", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert sorted(p.stem for p in tmp_path.glob("*.json")) == sorted(MEASURES)
    record = json.loads((tmp_path / "secrecy.json").read_text("utf-8"))
    assert record["scale"] == {"matches": 2, "searches": 1, "seed": 3, "budgets": [1, 2, 3]}
    ladder = json.loads((tmp_path / "ladder.json").read_text("utf-8"))["rows"]
    assert {r["group"] for r in ladder} == {"random", "rule", "search:1", "search:2", "search:3"}
    assert {r["game"] for r in record["rows"]} == set(available_games())
    assert "Cost of secrecy" in out and "decided after" in out


def test_analysis_of_one_game_is_refused_in_one_line(capsys) -> None:
    assert main(["simulate", "cartagena", "--analysis"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--analysis" in err[0]


def test_bad_budgets_are_refused_in_one_line(capsys) -> None:
    for bad in ("64,32", "0,1", "a,b", "", "1,2,3,4,5,6,7,8,9", "1,,2", "200000"):
        assert main(["simulate", "all", "--analysis", "--budgets", bad]) == 2, bad
        err = capsys.readouterr().err.strip().splitlines()
        assert len(err) == 1 and "--budgets" in err[0] and "32,64,128" in err[0], (bad, err)
