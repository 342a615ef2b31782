"""The skill ladder (``tortuga_kit.analysis.ladder``): the same rows for a seed wherever they are
played, well-formed rows with honest intervals, the exact fair share of a team game's side,
and the shipped results reproduced by a small recomputation.

Cheap by design (about 8 CPU seconds in all): the search rungs play at 1–3 iterations a
decision (``Scale.budgets``), a handful of matches each; only Gourmet, the fastest game, plays
them."""

from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from typing import Any

import pytest

from tortuga_kit.analysis import Scale, ladder, load
from tortuga_kit.bots import get_bot
from tortuga_kit.engine.game import resolve_options
from tortuga_kit.engine.i18n import language
from tortuga_kit.engine.registry import available_games, get_game
from tortuga_kit.sim import playout

TINY = Scale(matches=8, searches=1, seed=5, budgets=(1, 2, 3))


def quiet(done: int, total: int) -> None:
    pass


def test_a_seed_gives_the_same_rows_and_a_process_pool_gives_them_too() -> None:
    """Every number comes from the seed: twice here and once on two processes, the same rows
    (the bots at each seat travel with each match, so a worker needs nothing else)."""
    here = ladder.measure("gourmet", 4, TINY, None, quiet)
    assert here == ladder.measure("gourmet", 4, TINY, None, quiet)
    with ProcessPoolExecutor(2) as pool:
        assert ladder.measure("gourmet", 4, TINY, pool, quiet) == here
    assert [r["group"] for r in here] == ["random", "rule", "search:1", "search:2", "search:3"]
    assert [r["bots"] for r in here] == [
        "random",
        "cook + random",
        "search:1 + cook",
        "search:2 + search:1",
        "search:3 + search:2",
    ]


def test_rows_are_well_formed_with_the_value_inside_its_interval() -> None:
    seen: list[tuple[int, int]] = []
    rows = ladder.measure("gourmet", 4, TINY, None, lambda d, t: seen.append((d, t)))
    assert seen[-1][0] == seen[-1][1] == sum(r["n"] for r in rows)  # the bar reaches its end
    for r in rows:
        assert r["measure"] == "ladder" and r["game"] == "gourmet" and r["players"] == 4
        assert 0 <= r["low"] <= r["value"] <= r["high"] <= 1
        assert r["chance"] == 0.25 and r["n"] % 4 == 0  # every seat the strong one as often
        if "example" in r:
            ex = r["example"]
            assert set(ex) == {"seed", "players", "bots", "options", "step"} and ex["step"] == 0
            # the example is a match the strong side won: play it again and see
            side = [p for p, b in enumerate(ex["bots"]) if b == r["bots"].split(" + ")[0]]
            won = playout("gourmet", 4, ex["seed"], ex["bots"], ex["options"])["winners"]
            assert r["group"] == "random" or set(side) & set(won)


def society_sizes(seed: int, players: int) -> list[int]:
    """Per seat, how many seats share its society, read from the dealt state itself."""
    g = get_game("kutschfahrt")
    state = g.setup(players, resolve_options(g, {}), seed, None)[0]
    return [state.societies.count(s) for s in state.societies]


def test_a_team_games_side_is_its_team_and_its_fair_share_is_exact() -> None:
    """Kutschfahrt at 5: a side is the seat's whole society (3 or 2 seats: one society card
    stays out), read from what each seat knows of itself; the fair share is the mean of the
    side's seats over 5, here 2/5 or 3/5 per match, computed from the deal itself."""
    scale = Scale(matches=10, searches=1, seed=40)
    rungs = ladder.plan("kutschfahrt", 5, scale)
    random_rung = rungs[0]
    sizes = [society_sizes(seed, 5)[m % 5] for m, (seed, _side) in enumerate(random_rung.matches)]
    assert [len(side) for _seed, side in random_rung.matches] == sizes
    assert set(sizes) == {2, 3}
    winners = []
    for seed, _side in random_rung.matches:
        won = playout("kutschfahrt", 5, seed, ["random"])["winners"]
        if len(won) > 1:  # a society won: its seats are exactly one side
            assert tuple(won) in ladder.sides("kutschfahrt", 5, seed)
        winners.append(tuple(won))
    row = ladder._row("kutschfahrt", 5, random_rung, winners, {})
    assert row["chance"] == round(sum(sizes) / (10 * 5), 4)
    assert row["value"] == round(
        sum(ladder.share(side, w) for (_s, side), w in zip(random_rung.matches, winners)) / 10, 4
    )


def test_a_search_spec_is_a_search_bot_at_that_budget() -> None:
    """The upper rungs are ``search:N`` bots: ``get_bot`` builds them at that budget."""
    bot: Any = get_bot("gourmet", f"search:{ladder.BUDGETS[-1]}", 1)
    assert bot.budget == ladder.BUDGETS[-1]


def shipped() -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = load("ladder")
    return rows


def test_the_shipped_results_hold_every_game_and_rung() -> None:
    rows = shipped()
    games = {r["game"] for r in rows}
    assert games == set(available_games())
    for game in games:
        assert [r["group"] for r in rows if r["game"] == game] == ladder.game_rungs(game)
    assert all(r["low"] <= r["value"] <= r["high"] for r in rows)


@pytest.mark.parametrize(("game", "rung"), [("gourmet", "rule"), ("tortuga1667", "random")])
def test_a_small_recomputation_lies_inside_the_shipped_interval(game: str, rung: str) -> None:
    """The first half of a fast rung's shipped matches (the same seeds and strong seats),
    played again: its win share lies inside the shipped 95% interval (a half's share strays
    from the whole's by one standard error of the whole, so it would fail by chance once in
    twenty seeds), and the shipped share inside the half's own interval. About 1.5 CPU
    seconds each."""
    row = next(r for r in shipped() if r["game"] == game and r["group"] == rung)
    scale = Scale(matches=row["n"] // 2, seed=Scale().seed)
    small = ladder.ladder_rows(game, row["players"], scale, only=[rung])[0]
    assert small["n"] * 2 == row["n"]
    assert row["low"] <= small["value"] <= row["high"]
    assert small["low"] <= row["value"] <= small["high"]


def test_the_rungs_read_in_every_language() -> None:
    """The rung names a chart shows, in English, German and Korean (the ``kit`` catalog)."""
    shown = {}
    for lang in ("en", "de", "ko"):
        with language(lang):
            shown[lang] = [ladder.rung_title(r) for r in ladder.rung_names()]
            assert str(ladder.TITLE) and str(ladder.ABOUT)
    assert shown["en"][1] == "rule bot" and shown["en"][-1] == "search, 128 iterations"
    assert shown["de"][1] == "Regel-Bot" and "128" in shown["ko"][-1]
    assert len({tuple(v) for v in shown.values()}) == 3


def _choices(game: str, players: int, seed: int, bot: str) -> list[str]:
    """Every action of a match with ``bot`` at every seat (a search bot a seat, as a rung's)."""
    from tortuga_kit.bots import choose
    from tortuga_kit.engine.match import new_match

    m = new_match(game, players, seed=seed)
    bots = [get_bot(game, bot, p) for p in range(players)]
    while not m.is_over and m.step < 400:
        m.play(choose(m, bots[m.to_move]))
    return [a.text for a in m.history]


def test_a_ladder_stops_at_the_first_search_rung_only_where_the_budget_changes_nothing() -> None:
    """``SearchHints.budgeted``: Kutschfahrt's search bot decides every decision without a tree
    search, so at 1 and at 128 iterations it plays the very same matches, and its ladder stops
    at the first search rung (two more would set one bot against itself: the shipped ladder
    once showed ``search:128 + search:64`` there, 10 matches of identical bots). Gourmet's
    search plays otherwise at another budget, and its ladder has every rung."""
    for seed in (1, 2):
        assert _choices("kutschfahrt", 5, seed, "search:1") == _choices(
            "kutschfahrt", 5, seed, "search:128"
        )
    assert ladder.game_rungs("kutschfahrt") == ["random", "rule", "search:32"]
    assert [r.name for r in ladder.plan("kutschfahrt", 5, TINY)] == ["random", "rule", "search:1"]
    assert _choices("gourmet", 4, 1, "search:1") != _choices("gourmet", 4, 1, "search:16")
    for game in available_games():
        hints = get_game(game).search
        assert (ladder.game_rungs(game) == ladder.rung_names()) == hints.budgeted, game
