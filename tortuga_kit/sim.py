"""Many matches -> tidy statistics, for the comparison notebook and the command line.

``play(...)`` plays many seeded matches of one game on any ``concurrent.futures.Executor``, one
row each (``playout``); ``compare`` builds its measures on it, and ``simulate`` summarises it.

Playouts use the games' fast path (state + legal texts + apply, no undo) so thousands of games fit
on Binder's single slow core; they are still exact rules. Nothing here knows a game: results,
lengths and which rules fired (``Event.tag``) come through the protocol.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import Executor, Future
from typing import Any

from .bots import get_bot
from .engine.errors import BadOption
from .engine.game import Bot, Game, check_players, resolve_options
from .engine.i18n import translator
from .engine.knowledge import PublicLog, for_bot, hints_of
from .engine.registry import get_game

_ = translator("kit")

MAX_DECISIONS = 100_000  # a playout that needs more has a bug: fail loudly, never loop forever
MAX_GAMES = 1_000_000


def playout(
    game_name: str,
    players: int,
    seed: int,
    bots: Sequence[str] | None = None,
    options: dict[str, Any] | None = None,
    rotation: int = 0,
) -> dict[str, Any]:
    """Play one whole game with bots (one per seat, cycled) and return what happened.

    ``rotation`` turns the line-up by that many seats on the same deal: seat ``i`` is played
    by the line-up's player ``(i - rotation) % players``, its bot and its bot's seed, so a
    rotated match differs from the plain one only in who sits where (``analysis.luck``)."""
    game = get_game(game_name)
    opts = resolve_options(game, dict(options or {}))
    state, _events = game.setup(check_players(game, players), opts, seed, None)
    line_up = seat_names(game, state, list(bots or ["random"]))  # each player's bot
    who = [(i - rotation) % players for i in range(players)]  # the player at each seat
    seat_bots = [get_bot(game, line_up[q], seed * 31 + q) for q in who]
    return _play(game, state, seat_bots, seed, [line_up[q] for q in who])


#: A first bot named ``team:NAME`` plays seat 0's whole team (a team game's strength is its
#: team's): ``simulate <game> --bot team:search --bot <its rule bot>``.
TEAM = "team:"
#: The win table's row of seat 0's team (``simulate`` with ``team:NAME``).
TEAM_ROW = "seat 0's team"


def bot_name(name: str) -> str:
    """The bot a seat name stands for (``team:search`` is the search bot)."""
    return name[len(TEAM) :] if name.startswith(TEAM) else name


def seat_names(game: Game[Any], state: Any, names: Sequence[str]) -> list[str]:
    """The bot of each seat: ``names`` cycled; with ``team:NAME`` first (and a game that tells
    teams, ``SearchHints.team``), NAME at every seat of seat 0's team and the other names
    cycled over the other seats. The harness reads the real teams; the bots never do."""
    n = len(game.names(state))
    hints = hints_of(game)
    if not names[0].startswith(TEAM) or hints is None or hints.team is None:
        return [bot_name(names[i % len(names)]) for i in range(n)]
    ours = hints.team(state, 0)
    rest = list(names[1:]) or ["random"]
    out, k = [], 0
    for p in range(n):
        if hints.team(state, p) == ours:
            out.append(bot_name(names[0]))
        else:
            out.append(bot_name(rest[k % len(rest)]))
            k += 1
    return out


def _play(
    game: Game[Any], state: Any, seat_bots: Sequence[Bot], seed: int, names: Sequence[str]
) -> dict[str, Any]:
    """Play ``state`` to its end with ``seat_bots``; the searching seats follow the public
    history (``PublicLog``)."""
    players = len(seat_bots)
    log = PublicLog(game, [p for p, b in enumerate(seat_bots) if getattr(b, "searches", False)])
    decisions = 0
    first_seat = None
    branching: list[int] = []  # legal actions at each decision
    tags: Counter[str] = Counter()
    to_move, legal_actions, apply = game.to_move, game.legal_actions, game.apply
    while True:
        seat = to_move(state)
        if seat is None:
            break
        bot = seat_bots[seat]
        legal = legal_actions(state)
        branching.append(len(legal))
        if first_seat is None:
            first_seat = seat
        text = bot.choose(for_bot(game, state, seat, bot, log), legal)
        log.record(state, seat, text)
        for e in apply(state, text):
            tags[e.tag] += 1
        decisions += 1
        if decisions > MAX_DECISIONS:
            raise RuntimeError(f"{game.name} seed {seed}: no end after {MAX_DECISIONS} decisions")
    result = game.result(state)
    assert result is not None
    winners = set(result.winners)
    best = {result.scores[w] for w in winners} if result.scores else set()
    return {
        "game": game.name,
        "players": players,
        "seed": seed,
        "decisions": decisions,
        "turns": game.turns(state),
        "winners": list(result.winners),
        "winning_team": result.winning_team,
        "scores": list(result.scores),
        "teams": dict(result.teams),
        "reason": result.reason,
        "tags": dict(tags),
        "first_seat": first_seat,
        "bots": list(names),
        "branching": round(statistics.fmean(branching), 3) if branching else 0.0,
        "branching_by_tenth": _tenths(branching),
        # a shared win where the game has no teams, or no winner at all
        "tie": not winners or (result.winning_team is None and len(winners) > 1),
        # the winners' score equals a loser's: a tie-break decided (or the game's tie tags)
        "tie_broken": bool(
            winners
            and result.scores
            and any(result.scores[p] in best for p in range(players) if p not in winners)
        )
        or any(tags[t] for t in game.facts.tie_break_tags),
    }


def moves(
    game_name: str,
    players: int,
    seed: int,
    bots: Sequence[str] | None = None,
    options: dict[str, Any] | None = None,
) -> Iterator[tuple[Any, int, list[str], str]]:
    """Play one whole game with the bots ``playout`` would seat (the same seeds, so the same
    game) and yield each decision as ``(state, seat, legal texts, text played)`` before it is
    applied. The state changes after the caller's turn: read it at once, never keep it. Why a
    second loop: the analysis needs every position of a match (values, options, hidden parts)
    and ``compare.example`` the texts, while ``playout`` stays the lean loop of thousands."""
    game = get_game(game_name)
    opts = resolve_options(game, dict(options or {}))
    state, _events = game.setup(check_players(game, players), opts, seed, None)
    names = list(bots or ["random"])
    seat_bots = [get_bot(game, names[i % len(names)], seed * 31 + i) for i in range(players)]
    for _step in range(MAX_DECISIONS):
        seat = game.to_move(state)
        if seat is None:
            return
        legal = game.legal_actions(state)
        bot = seat_bots[seat]
        text = bot.choose(for_bot(game, state, seat, bot), legal)
        yield state, seat, legal, text
        game.apply(state, text)
    raise RuntimeError(f"{game_name} seed {seed}: no end after {MAX_DECISIONS} decisions")


def _tenths(values: list[int]) -> list[float]:
    """The mean of ``values`` over each tenth of the game (by decision index): how the
    branching factor changes from the first decisions to the last."""
    n = len(values)
    if not n:
        return []
    out = []
    for k in range(10):
        part = values[k * n // 10 : (k + 1) * n // 10] or [values[min(k * n // 10, n - 1)]]
        out.append(round(statistics.fmean(part), 3))
    return out


def simulate(
    game_name: str,
    players: int,
    games: int,
    seed: int = 0,
    bots: Sequence[str] | None = None,
    options: dict[str, Any] | None = None,
    executor: Executor | None = None,
) -> dict[str, Any]:
    """Play ``games`` seeded games and summarise win rates, lengths and the rules that fired
    (``executor``: where to play them, as ``play``; the same numbers anywhere)."""
    game = get_game(game_name)
    check_players(game, players)
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise BadOption(
            _(
                "games must be a whole number 1–{most}, not {value}",
                most=MAX_GAMES,
                value=repr(games)[:40],
            )
        )
    for name in bots or ["random"]:
        get_bot(game, bot_name(name))  # a clear error before any game is played
    start = time.perf_counter()
    if executor is None:
        rows = [playout(game_name, players, seed + i, bots, options) for i in range(games)]
    else:
        rows = play(game_name, players, games, seed, bots, options, executor=executor)
    elapsed = time.perf_counter() - start
    wins = Counter(key for r in rows for key in _won(r))
    if bots and bots[0].startswith(TEAM):  # the strength of the team seat 0's bot played
        wins[TEAM_ROW] = sum(0 in r["winners"] for r in rows)
    fired = Counter(tag for r in rows for tag in r["tags"])
    return {
        "game": game.name,
        "players": players,
        "games": games,
        "seed": seed,
        "bots": list(bots or ["random"]),
        "win_rate": {team: wins[team] / games for team in sorted(wins)},
        "games_with": {tag: fired[tag] for tag in sorted(fired)},
        "turns": _summary([r["turns"] for r in rows]),
        "decisions_per_game": _summary([r["decisions"] for r in rows]),
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 1) if elapsed else None,
    }


def _won(row: dict[str, Any]) -> list[str]:
    """Who won a playout, as the win table counts it: the team in a team game, else each
    winning seat ("seat 2"), else "none" (nobody won)."""
    if row["winning_team"]:
        return [row["winning_team"]]
    return [f"seat {w}" for w in row["winners"]] or ["none"]


def _summary(values: list[int]) -> dict[str, float]:
    return {
        "mean": round(statistics.fmean(values), 2),
        "median": statistics.median(values),
        "min": min(values),
        "max": max(values),
    }


# -- playing many matches: here, or on any executor -------------------------------------------

#: Matches per task sent to an executor: large enough that shipping a task costs little next
#: to playing it, small enough that the progress bar moves and the cores share the work.
CHUNK = 25

Row = dict[str, Any]
#: A progress reporter: called with (matches done, matches in all).
Progress = Callable[[int, int], None]


def default_players(name: str) -> int:
    """The count the comparison plays: the game's ``facts.default_players``, else its least."""
    g = get_game(name)
    return g.facts.default_players or g.players.start


def _chunk(args: tuple[str, int, list[int], list[str], dict[str, Any]]) -> list[Row]:
    """Play one task's matches (a module-level function, so that processes can run it)."""
    name, players, seeds, bots, options = args
    return [playout(name, players, seed, bots, options) for seed in seeds]


def play(
    game: str,
    players: int | None = None,
    matches: int = 100,
    seed: int = 1,
    bots: Sequence[str] | None = None,
    options: dict[str, Any] | None = None,
    *,
    executor: Executor | None = None,
    progress: bool | Progress = False,
    label: str = "",
) -> list[Row]:
    """``matches`` seeded matches (seeds ``seed``, ``seed + 1``, ...), one row each, in seed
    order. ``bots`` names a bot per seat (cycled; default random). ``executor`` runs them (any
    ``concurrent.futures.Executor``; default: here, in this process). ``progress``: True for a
    bar (a widget in a notebook, a line on a terminal), or a function ``(done, total)``."""
    g = get_game(game)
    n = check_players(g, players if players is not None else default_players(game))
    if isinstance(matches, bool) or not isinstance(matches, int) or not 1 <= matches <= MAX_GAMES:
        raise BadOption(
            _(
                "matches must be a whole number 1–{most}, not {value}",
                most=MAX_GAMES,
                value=repr(matches)[:40],
            )
        )
    names = list(bots or ["random"])
    playout(game, n, seed, names, options)  # a bad bot or option fails here, in one line
    tasks = _tasks(game, n, matches, seed, names, dict(options or {}))
    report = _progress(progress, matches, label or f"{game} ({n} players)")
    return _run(tasks, executor, report)


Task = tuple[str, int, list[int], list[str], dict[str, Any]]


def _run(tasks: list[Task], executor: Executor | None, report: Progress) -> list[Row]:
    """Run the tasks here or on ``executor``; the rows in task order, whatever finished first."""
    rows: list[Row] = []
    total = sum(len(task[2]) for task in tasks)
    if executor is None:
        for task in tasks:
            rows += _chunk(task)
            report(len(rows), total)
        return rows
    futures: list[Future[list[Row]]] = [executor.submit(_chunk, task) for task in tasks]
    done = 0
    for fut in _as_completed(futures):
        done += len(fut.result())
        report(done, total)
    for fut in futures:
        rows += fut.result()
    return rows


def _as_completed(futures: list[Future[list[Row]]]) -> Iterable[Future[list[Row]]]:
    from concurrent.futures import as_completed

    try:
        return as_completed(futures)
    except TypeError:  # an executor whose futures are not concurrent.futures ones
        return iter(futures)


def _tasks(
    game: str, n: int, matches: int, seed: int, bots: list[str], options: dict[str, Any]
) -> list[Task]:
    """The matches of seeds ``seed`` … ``seed + matches - 1``, ``CHUNK`` to a task."""
    return [
        (game, n, list(range(s, min(s + CHUNK, seed + matches))), bots, dict(options))
        for s in range(seed, seed + matches, CHUNK)
    ]


def _progress(progress: bool | Progress, total: int, label: str) -> Progress:
    """A progress reporter: the given function, a notebook widget, a terminal line, or none."""
    if callable(progress):
        return progress
    if not progress:
        return lambda done, total_: None
    try:  # in a notebook kernel: an ipywidgets bar
        from IPython import get_ipython

        if get_ipython() is not None and "IPKernelApp" in get_ipython().config:
            import ipywidgets as w
            from IPython.display import display

            bar = w.IntProgress(value=0, max=total, description=label[:18])
            text = w.Label(f"0/{total}")
            display(w.HBox([bar, text]))  # type: ignore[no-untyped-call]

            def show(done: int, total_: int) -> None:
                bar.value = done
                text.value = f"{done}/{total}"
                if done >= total:
                    bar.bar_style = "success"

            return show
    except ImportError:
        pass

    if not sys.stderr.isatty():  # a log file or a pipe: no bar to redraw
        return lambda done, total_: None

    def line(done: int, total_: int) -> None:
        end = "\n" if done >= total else ""
        print(f"\r{label}: {done}/{total} matches", end=end, file=sys.stderr, flush=True)

    return line
