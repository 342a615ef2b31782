"""The command line: simulate, bench and errors (run in-process through ``main``)."""

from __future__ import annotations

import json
import subprocess
import sys

from tortuga_kit.__main__ import main
from tortuga_kit.sim import playout, simulate


def test_simulate_json_reports_rates_lengths_and_ties(capsys) -> None:
    assert (
        main(
            ["simulate", "tortuga1667", "--players", "5", "--games", "40", "--seed", "1", "--json"]
        )
        == 0
    )
    stats = json.loads(capsys.readouterr().out)
    assert stats["games"] == 40 and stats["players"] == 5
    assert abs(sum(stats["win_rate"].values()) - 1.0) < 1e-9
    assert set(stats["win_rate"]) <= {"british", "french", "dutch", "none"}
    assert stats["turns"]["min"] >= 1 and stats["decisions_per_game"]["mean"] > 0


def test_simulate_is_reproducible_and_seed_sensitive() -> None:
    a = simulate("tortuga1667", 4, 15, seed=3)
    b = simulate("tortuga1667", 4, 15, seed=3)
    c = simulate("tortuga1667", 4, 15, seed=4)
    for s in (a, b, c):
        s.pop("seconds"), s.pop("games_per_second")
    assert a == b
    assert a != c


def test_even_player_count_never_gives_the_dutch_a_win() -> None:
    """seed 000 · Aufbau 2: no Dutch card with an even player count."""
    stats = simulate("tortuga1667", 6, 30, seed=9)
    assert "dutch" not in stats["win_rate"]


def test_loyal_bots_play_whole_games() -> None:
    row = playout("tortuga1667", 5, 2, bots=["loyal"])
    assert row["winning_team"] in {"british", "french", "dutch"}


def test_cli_text_output_and_bad_input(capsys) -> None:
    assert main(["simulate", "tortuga1667", "--players", "3", "--games", "5"]) == 0
    out = capsys.readouterr().out
    assert "wins" in out and "turns per game" in out
    assert "(95% interval " in out  # Wilson's, for the strength of a bot (issue 30)
    assert main(["simulate", "tortuga1667", "--players", "12", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error:") and "2–9 players" in err and err.count("\n") == 1
    assert main(["simulate", "tortuga1667", "--games", "1", "--option", "chaos=true"]) == 2
    assert "unverified_cards" in capsys.readouterr().err


def test_bench_reports_positive_rates(capsys) -> None:
    assert main(["bench", "tortuga1667", "--players", "2", "--seconds", "0.2", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows[0]["players"] == 2 and rows[0]["game"] == "tortuga1667"
    assert rows[0]["match_decisions_per_second"] > 0 and rows[0]["fast_decisions_per_second"] > 0


def test_simulate_cartagena_counts_wins_by_seat(capsys) -> None:
    """A game without teams: the win table is by seat; the rule-aware bot beats random seats."""
    argv = ["simulate", "cartagena", "--players", "3", "--games", "60", "--json"]
    assert main([*argv, "--bot", "runner", "--bot", "random", "--bot", "random"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert set(stats["win_rate"]) <= {"seat 0", "seat 1", "seat 2", "none"}
    assert abs(sum(stats["win_rate"].values()) - 1.0) < 1e-9
    assert stats["win_rate"].get("seat 0", 0) > 0.8  # by chance it would be about 1/3
    assert {"forward", "back", "end_turn"} <= set(stats["games_with"])


def test_bench_covers_cartagena(capsys) -> None:
    assert main(["bench", "cartagena", "--players", "4", "--seconds", "0.2", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows[0]["game"] == "cartagena" and rows[0]["players"] == 4
    assert rows[0]["match_decisions_per_second"] > 0


def test_simulate_gourmet_scores_and_the_cook_beats_chance(capsys) -> None:
    """Tortuga Gourmet ends in scores: a win table by seat (a shared win counts for each
    winner), and the rule-aware ``cook`` wins more often than a random seat would."""
    argv = ["simulate", "gourmet", "--players", "4", "--games", "120", "--json"]
    assert (
        main([*argv, "--bot", "cook", "--bot", "random", "--bot", "random", "--bot", "random"]) == 0
    )
    stats = json.loads(capsys.readouterr().out)
    assert set(stats["win_rate"]) <= {"seat 0", "seat 1", "seat 2", "seat 3", "none"}
    assert stats["win_rate"]["seat 0"] > 0.3  # by chance about 1/4
    assert {"sail", "emptied", "end_triggered", "score"} <= set(stats["games_with"])


def test_bench_covers_gourmet(capsys) -> None:
    assert main(["bench", "gourmet", "--players", "4", "--seconds", "0.2", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows[0]["game"] == "gourmet" and rows[0]["players"] == 4
    assert rows[0]["match_decisions_per_second"] > 0


def test_simulate_kutschfahrt_counts_society_wins_and_rules_fired(capsys) -> None:
    """Kutschfahrt's wins are a society's (or a solo winner's): the win table names societies;
    random play fights, trades and declares (mostly wrongly) in most games."""
    argv = ["simulate", "kutschfahrt", "--players", "5", "--games", "80", "--seed", "3", "--json"]
    assert main(argv) == 0
    stats = json.loads(capsys.readouterr().out)
    assert set(stats["win_rate"]) <= {"order", "brotherhood", "coat_of_arms", "traitor", "none"}
    assert abs(sum(stats["win_rate"].values()) - 1) < 1e-9
    assert {"attack", "offer", "declare"} <= set(stats["games_with"])


def test_simulate_kutschfahrt_expansion_and_bad_option(capsys) -> None:
    argv = ["simulate", "kutschfahrt", "--players", "7", "--games", "30", "--json"]
    assert main([*argv, "--option", "expansion=true"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert "choose_profession" in stats["games_with"]  # the expansion's profession choice
    assert main(["simulate", "kutschfahrt", "--players", "11", "--games", "2"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "3–10 players" in err[0]
    assert main([*argv, "--option", "expansion=1"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "expansion" in err[0]


def test_bench_covers_kutschfahrt(capsys) -> None:
    assert main(["bench", "kutschfahrt", "--players", "5", "--seconds", "0.2", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows[0]["game"] == "kutschfahrt" and rows[0]["players"] == 5
    assert rows[0]["match_decisions_per_second"] > 0


def test_the_output_speaks_the_chosen_language_and_the_numbers_stay(capsys) -> None:
    """Issue 13: ``--lang`` (before the command) translates the CLI's output; the JSON and the
    numbers do not change with it."""
    from tortuga_kit.engine.i18n import Msg, set_language

    try:
        outs = {}
        for lang in ("en", "de", "ko"):
            assert main(["--lang", lang, "simulate", "cartagena", "--games", "12"]) == 0
            outs[lang] = capsys.readouterr().out
        assert main(["--lang", "ko", "games"]) == 0
        games = capsys.readouterr().out
    finally:
        set_language("en")  # the CLI sets the kit's language for its process
    assert "games, 2 players" in outs["en"]
    assert "Partien, 2 Spieler" in outs["de"] and "판, 2명" in outs["ko"]
    numbers = {lang: [w for w in out.split() if w[:1].isdigit()] for lang, out in outs.items()}
    assert numbers["en"][:6] == numbers["de"][:6]  # the same simulation (seconds aside)
    assert Msg("kit", "({low}–{high} players)", low=2, high=5).render("ko") in games
    assert main(["--lang", "fr", "games"]) == 2
    err = capsys.readouterr().err
    assert "language must be one of" in err and "'fr'" in err and err.count("\n") == 1


def test_bench_memory_and_bots() -> None:
    """``bench --memory --bots`` (issue 26): the memory of finished matches in bytes per
    decision, and each rule-aware bot's time a decision, for the games named.

    In a process of its own, as a user runs it: ``--memory`` collects the garbage around each
    traced match (30 full collections), which in a test worker holding the rest of the suite's
    objects took 20 s instead of 3."""
    argv = ["bench", "gourmet", "--seconds", "0.2", "--memory", "--bots", "--json"]
    proc = subprocess.run(
        [sys.executable, "-m", "tortuga_kit", *argv], capture_output=True, text=True, timeout=300
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    out = json.loads(proc.stdout)
    assert [r["game"] for r in out["rows"]] == ["gourmet"] * 4
    (memory,) = out["memory"]
    assert memory["game"] == "gourmet" and memory["players"] == 4 and memory["decisions"] > 0
    assert 0 < memory["bytes_per_decision"] < memory["bytes"]
    assert [(b["game"], b["bot"]) for b in out["bots"]] == [("gourmet", "cook")]
    assert out["bots"][0]["bot_us_per_decision"] > 0
    (search,) = out["search"]  # the search bot's ms a decision (issue 30), never asserted on
    assert search["game"] == "gourmet" and search["decisions"] == 40
    assert 0 < search["median_ms"] <= search["p90_ms"]
