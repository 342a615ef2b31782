"""The comparison of the four games (``tortuga_kit.compare``): the facts table from the games'
declared facts, seeded simulations that give the same rows in-process, on processes and on a
Dask cluster, honest intervals, and the command line's ``simulate all``."""

from __future__ import annotations

import json
import math
import random
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor

import pytest

from tortuga_kit import compare as c
from tortuga_kit.__main__ import main
from tortuga_kit.engine.errors import BadOption
from tortuga_kit.engine.registry import available_games, get_game


def test_facts_table_is_read_from_the_games_declared_facts() -> None:
    rows = c.facts_table()
    assert [r["game"] for r in rows] == available_games()
    for r in rows:
        f = get_game(r["game"]).facts
        assert r["players"] == f"{f.players.start}–{f.players.stop - 1}"
        assert r["age"] == f.age and r["hidden_roles"] == f.hidden_roles
        assert all(r[m] == (m in f.mechanisms) for m in ("voting", "trading", "racing"))
        assert f.default_players in f.players
        assert r["rule-aware bot"] == ", ".join(get_game(r["game"]).bots)


def test_wilson_interval_against_known_values() -> None:
    """Wilson's score interval: 50/100 gives [0.404, 0.596]; 0/10 starts at 0; it always
    holds the observed rate and stays inside [0, 1]."""
    lo, hi = c.wilson(50, 100)
    assert (round(lo, 3), round(hi, 3)) == (0.404, 0.596)
    lo, hi = c.wilson(0, 10)
    assert lo == 0.0 and 0.27 < hi < 0.28
    rng = random.Random(3)
    for _ in range(500):
        n = rng.randrange(1, 300)
        k = rng.randrange(0, n + 1)
        lo, hi = c.wilson(k, n)
        assert 0.0 <= lo <= k / n <= hi <= 1.0


def test_intervals_cover_the_truth_about_95_percent_of_the_time() -> None:
    """Coverage, simulated: for a known rate (0.3) and a known mean (a die, 3.5), the 95%
    intervals over 400 samples of 60 hold the truth 90–99% of the time."""
    rng = random.Random(11)
    rate_hits = mean_hits = 0
    for _ in range(400):
        k = sum(rng.random() < 0.3 for _ in range(60))
        lo, hi = c.wilson(k, 60)
        rate_hits += lo <= 0.3 <= hi
        _, mlo, mhi = c.mean_interval([rng.randint(1, 6) for _ in range(60)])
        mean_hits += mlo <= 3.5 <= mhi
    assert 0.90 <= rate_hits / 400 <= 0.99
    assert 0.90 <= mean_hits / 400 <= 0.99


def test_ratio_interval_is_the_rate_per_turn() -> None:
    r, lo, hi = c.ratio_interval([2, 4, 6], [10, 20, 30])
    assert math.isclose(r, 0.2) and lo == hi == 0.2  # no spread around the ratio
    r, lo, hi = c.ratio_interval([1, 5, 0, 3], [10, 10, 10, 10])
    assert math.isclose(r, 0.225) and lo < r < hi


def test_same_seeds_same_rows_in_process_and_on_processes() -> None:
    here = c.compare(matches=12, seed=7, skill=True)
    with ProcessPoolExecutor(2) as ex:
        there = c.compare(matches=12, seed=7, skill=True, executor=ex)
    assert here == there
    assert [r["seed"] for r in here if r["game"] == "gourmet"] == [*range(7, 19)] * 2
    other = c.compare(matches=12, seed=8, skill=False)
    assert other != [r for r in here if set(r["bots"]) == {"random"}]


def test_same_rows_on_a_dask_cluster() -> None:
    distributed = pytest.importorskip("distributed")
    here = c.play("kutschfahrt", 5, 30, seed=3)
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        there = c.play("kutschfahrt", 5, 30, seed=3, executor=client.get_executor())
    assert here == there


def test_a_thread_pool_and_a_progress_callback() -> None:
    seen: list[tuple[int, int]] = []
    with ThreadPoolExecutor(3) as ex:
        rows = c.play(
            "cartagena", 2, 60, seed=1, executor=ex, progress=lambda d, t: seen.append((d, t))
        )
    assert rows == c.play("cartagena", 2, 60, seed=1)
    assert seen[-1] == (60, 60) and all(t == 60 for _, t in seen)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_statistics_are_consistent_with_the_rows() -> None:
    rows = c.compare(matches=40, seed=2)
    stats = c.statistics(rows)
    for g in available_games():
        n = c.default_players(g)
        q = {"game": g, "players": n, "bots": "random"}
        games = [r for r in rows if r["game"] == g and set(r["bots"]) == {"random"}]
        turns = c.pick(stats, measure="turns", **q)
        assert math.isclose(turns["value"], sum(r["turns"] for r in games) / 40, abs_tol=1e-3)
        assert turns["low"] <= turns["value"] <= turns["high"] and turns["n"] == 40
        seats = [r for r in stats if r["measure"] == "win_seat" and r["game"] == g
                 and r["bots"] == "random"]  # fmt: skip
        assert len(seats) == n
        for r in seats:
            assert 0 <= r["low"] <= r["value"] <= r["high"] <= 1
        tenths = [r for r in stats if r["measure"] == "branching_tenth" and r["game"] == g
                  and r["bots"] == "random"]  # fmt: skip
        assert [r["group"] for r in tenths] == [str(k) for k in range(1, 11)]
        for tag, _ in get_game(g).facts.highlights:
            rule = c.pick(stats, measure="rule", group=tag, **q)
            fired = sum(r["tags"].get(tag, 0) for r in games)
            total = sum(max(1, r["turns"]) for r in games)
            assert math.isclose(rule["value"], 100 * fired / total, abs_tol=1e-3)
        skill = [r for r in stats if r["game"] == g and r["measure"] == "skill"]
        assert {r["group"] for r in skill} == {"rule-aware seat", "random seat"}


def test_the_rule_aware_bots_beat_their_chance() -> None:
    """Skill against luck: each game's rule-aware bot at one seat wins more often than the
    same seats do with random play (lower bound of one above the other's upper bound, or
    at least above its rate, with 120 matches)."""
    rows = c.compare(matches=120, seed=5, games=["cartagena", "tortuga1667"])
    stats = c.statistics(rows)
    for g in ("cartagena", "tortuga1667"):
        aware = c.pick(stats, game=g, measure="skill", group="rule-aware seat")
        assert aware["low"] > aware["chance"], aware


def test_bad_input_is_one_clear_error() -> None:
    with pytest.raises(BadOption, match="matches must be a whole number"):
        c.play("gourmet", 2, 0)
    with pytest.raises(BadOption, match="unknown bot"):
        c.play("gourmet", 2, 3, bots=["oracle"])
    with pytest.raises(BadOption, match="players"):
        c.play("gourmet", 9, 3)
    with pytest.raises(LookupError, match="0 statistic rows"):
        c.pick([], game="gourmet")


def test_frame_is_a_dataframe_when_pandas_is_there() -> None:
    pd = pytest.importorskip("pandas")
    df = c.frame(c.statistics(c.compare(matches=5, seed=1, skill=False)))
    assert isinstance(df, pd.DataFrame) and {"game", "measure", "low", "high"} <= set(df.columns)


def test_cli_simulate_all_prints_the_comparison(capsys) -> None:
    assert main(["simulate", "all", "--games", "20", "--seed", "3", "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    for g in available_games():
        assert g in out
    assert "first player wins" in out and "skill against luck" in out
    assert "rules per 100 turns" in out and "with 2 job(s)" in out
    assert main(["simulate", "all", "--games", "10", "--no-skill", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {r["game"] for r in data["facts"]} == set(available_games())
    assert not [r for r in data["statistics"] if r["measure"] == "skill"]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["simulate", "all", "--jobs", "0"], "0 is not in 1–256"),
        (["simulate", "all", "--games", "x"], "'x' is not a whole number"),
        (["simulate", "all", "--games", "3", "--bot", "loyal"], "apply to one game"),
        (["simulate", "all", "--games", "3", "--players", "4"], "apply to one game"),
    ],
)
def test_cli_simulate_all_bad_arguments(capsys, argv: list[str], words: str) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("error:") and words in err and err.count("\n") == 1


@pytest.mark.parametrize("game", available_games())
def test_every_bot_of_the_comparison_plays_only_legal_actions(game: str) -> None:
    """The skill test's seats (the rule-aware bot and random ones) choose among the legal
    texts only, at every decision of 20 matches at the default count."""
    from tortuga_kit.bots import get_bot
    from tortuga_kit.engine.game import resolve_options

    g = get_game(game)
    n = c.default_players(game)
    aware = next(iter(g.bots))
    for seed in range(20):
        state, _ = g.setup(n, resolve_options(g, {}), seed, None)
        bots = [get_bot(g, aware if p == seed % n else "random", seed * 31 + p) for p in range(n)]
        steps = 0
        while (seat := g.to_move(state)) is not None:
            legal = g.legal_actions(state)
            bot = bots[seat]
            text = bot.choose(g.observe(state, seat) if bot.observes else None, legal)
            assert text in legal, (game, seed, text)
            g.apply(state, text)
            steps += 1
        assert g.result(state) is not None and steps > 0


def test_the_comparison_notebook_runs_without_pandas_and_matplotlib(monkeypatch) -> None:
    """An offline JupyterLite site carries only pure-Python packages: 06_compare_games must run
    there too. Its charts are Vega-Lite specs that the browser draws (``tortuga_kit.charts``),
    so its code cells run here with pandas and matplotlib made unimportable, on the shipped
    results, every question and chart made."""
    import sys
    from pathlib import Path

    import nbformat

    from tortuga_kit import plots
    from tortuga_kit.widgets.quiz import built

    for name in ("pandas", "matplotlib", "matplotlib.pyplot"):
        monkeypatch.setitem(sys.modules, name, None)
    assert not plots.available()
    path = Path(__file__).resolve().parents[1] / "notebooks" / "06_compare_games.ipynb"
    nb = nbformat.read(path, as_version=4)
    scope: dict[str, object] = {}
    before = len(built())
    for cell in nb.cells:
        if cell.cell_type == "code":
            exec(compile(cell.source, f"06_compare_games {cell.id}", "exec"), scope)
    assert len(built()) - before == sum("Quiz.choice(" in c.source for c in nb.cells) >= 8
    with pytest.raises(BadOption, match="needs pandas"):
        c.frame([])
