"""Command line: ``python -m tortuga_kit {games,simulate,bench,playthroughs,table}``.

Every bad argument is one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any, NoReturn

from .engine.errors import BadOption, TortugaKitError
from .engine.i18n import LANGUAGES, catalog, check_language, language, translator
from .engine.match import MAX_SEED
from .engine.registry import available_games, get_game

_ = translator("kit")
_words = translator("argparse")
#: argparse's own words that this command line can show (Python 3.10-3.13): argparse asks the
#: module-level ``gettext`` for them, so :func:`_argparse_speaks` lends it the kit's catalog of
#: the ``argparse`` domain while a command is read. Its programming errors are left out.
ARGPARSE_WORDS = (
    _words.mark("usage: "),
    _words.mark("options"),
    _words.mark("positional arguments"),
    _words.mark("show this help message and exit"),
    _words.mark("argument %(argument_name)s: %(message)s"),
    _words.mark("invalid choice: %(value)r (choose from %(choices)s)"),
    _words.mark("invalid %(type)s value: %(value)r"),
    _words.mark("the following arguments are required: %s"),
    _words.mark("unrecognized arguments: %s"),
    _words.mark("expected one argument"),
    _words.mark("expected at most one argument"),
    _words.mark("expected at least one argument"),
    _words.lazy_plural("expected %s argument", "expected %s arguments", 1),
    _words.mark("ambiguous option: %(option)s could match %(matches)s"),
    _words.mark("ignored explicit argument %r"),
    _words.mark("not allowed with argument %s"),
    _words.mark("one of the arguments %s is required"),
    _words.mark("unknown parser %(parser_name)r (choices: %(choices)s)"),
    _words.mark("%(prog)s: error: %(message)s\n"),
)


@contextmanager
def _argparse_speaks(lang: str) -> Iterator[None]:
    """argparse's own words (``usage:``, ``options:``, its error texts) in ``lang`` inside the
    block, and as before after it: argparse calls ``gettext`` and ``ngettext`` by the names it
    imported, so those two names are lent the kit's ``argparse`` catalog, never the process's
    gettext (another program in the same process keeps its language)."""
    if lang == "en":
        yield
        return
    words = catalog("argparse", lang)
    saved = (argparse._, argparse.ngettext)  # type: ignore[attr-defined]
    setattr(argparse, "_", words.gettext)  # noqa: B010  (a name typeshed does not declare)
    setattr(argparse, "ngettext", words.ngettext)  # noqa: B010
    try:
        yield
    finally:
        setattr(argparse, "_", saved[0])  # noqa: B010
        setattr(argparse, "ngettext", saved[1])  # noqa: B010


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad argument is one line (the usage is one ``--help`` away)."""

    def error(self, message: str) -> NoReturn:
        self.exit(
            2, _("error: {message} (see {prog} --help)", message=message, prog=self.prog) + "\n"
        )


def _option(text: str) -> tuple[str, Any]:
    if "=" not in text:
        raise argparse.ArgumentTypeError(
            _("--option needs name=value, not {text}", text=repr(text[:40]))
        )
    name, raw = text.split("=", 1)
    try:
        value = json.loads(raw)
    except ValueError:
        value = raw
    except RecursionError:  # no option is nested this deeply: say so, not a traceback
        raise argparse.ArgumentTypeError(
            _("option {name}: the value is nested too deeply", name=repr(name[:40]))
        ) from None
    return name, value


def _bounded(lo: int, hi: int) -> Any:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                _("{text} is not a whole number", text=repr(text[:20]))
            ) from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(
                _("{value} is not in {low}–{high}", value=value, low=lo, high=hi)
            )
        return value

    return parse


def _budgets(text: str) -> tuple[int, ...]:
    """``--budgets 32,64,128``: the ladder's search rungs, each a whole number of iterations
    above the one before (a rung must be stronger than the rung it plays against)."""
    try:
        values = tuple(int(part) for part in text.split(",", 8))
    except ValueError:
        values = ()
    if (
        not values
        or len(values) > 8
        or values[0] < 1
        or values[-1] > 100_000
        or any(a >= b for a, b in zip(values, values[1:]))
    ):
        raise argparse.ArgumentTypeError(
            _(
                "{text} is not up to 8 increasing whole numbers from 1 to 100000 separated "
                "by commas, such as 32,64,128",
                text=repr(text[:40]),
            )
        )
    return values


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{text} is not a number of seconds", text=repr(text[:20]))
        ) from None
    if not 0 < value <= 600:
        raise argparse.ArgumentTypeError(
            _("{text} is not more than 0 and at most 600", text=text[:20])
        )
    return value


def _language(text: str) -> str:
    """``--lang``: one of the kit's languages, else the kit's one line naming each of them in
    the reader's language and in itself (the reader's is unknown yet: the one asked for is not
    one the kit speaks)."""
    try:
        return check_language(text)
    except BadOption as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def build_parser() -> argparse.ArgumentParser:
    games = available_games()
    parser = _Parser(
        prog="python -m tortuga_kit",
        description=_(
            "The kit's command line: list the games, let bots play them (simulate), measure "
            "their speed (bench), write the golden playthroughs. A bad argument is one line."
        ),
    )
    parser.add_argument(
        "--lang",
        type=_language,
        metavar="{" + ",".join(LANGUAGES) + "}",
        default="en",
        help=_("the language of the output (en, de, ko); before the command"),
    )
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    s = sub.add_parser("simulate", help=_("bots play whole games; prints win rates and lengths"))
    s.add_argument("game", choices=[*games, "all"])
    s.add_argument(
        "--players", type=_bounded(1, 100), help=_("default: the smallest count of each game")
    )
    s.add_argument("--games", type=_bounded(1, 1_000_000), default=1000)
    s.add_argument("--seed", type=_bounded(0, MAX_SEED), default=1)  # as tk.new_match takes
    s.add_argument(
        "--bot", action="append", help=_("bot per seat, repeated (random, or the game's)")
    )
    s.add_argument(
        "--option",
        action="append",
        type=_option,
        default=[],
        help=_("game option as name=value (JSON values), repeatable"),
    )
    s.add_argument("--json", action="store_true", help=_("print JSON"))
    s.add_argument(
        "--jobs",
        type=_bounded(1, 256),
        default=1,
        help=_("processes to play on (default 1: in this process); same seeds, same numbers"),
    )
    s.add_argument(
        "--no-skill",
        action="store_true",
        help=_("with 'all': leave out the rule-aware bot against random seats"),
    )
    s.add_argument(
        "--analysis",
        action="store_true",
        help=_("with 'all': compare the games as a game designer would (tortuga_kit.analysis)"),
    )
    s.add_argument(
        "--matches",
        type=_bounded(1, 1_000_000),
        default=2000,
        help=_("with --analysis: matches per game where fast bots play (default 2000)"),
    )
    s.add_argument(
        "--searches",
        type=_bounded(1, 1_000_000),
        default=200,
        help=_("with --analysis: matches per game where search bots play (default 200)"),
    )
    s.add_argument(
        "--budgets",
        type=_budgets,
        default=None,
        help=_(
            "with --analysis: the search bot's iterations a decision at the skill ladder's "
            "search rungs, increasing and comma-separated (default 32,64,128)"
        ),
    )
    s.add_argument(
        "--out",
        type=Path,
        default=Path("analysis_results"),
        help=_("with --analysis: the folder for one JSON file per measure"),
    )
    b = sub.add_parser("bench", help=_("decisions/s of random playouts (Match API and fast path)"))
    every = _("default: every game ({games})", games=", ".join(games))
    b.add_argument("game", nargs="*", help=every)
    b.add_argument("--players", type=_bounded(1, 100), action="append")
    b.add_argument("--seconds", type=_seconds, default=2.0)
    b.add_argument(
        "--memory", action="store_true", help=_("also measure a finished match's memory")
    )
    b.add_argument(
        "--bots",
        action="store_true",
        help=_("also measure each rule-aware bot's time a decision (its observe and choose)"),
    )
    b.add_argument("--json", action="store_true", help=_("print JSON"))
    b.add_argument(
        "--widget",
        action="store_true",
        help=_(
            "time a click of the match widget instead (normal and classroom, step 10 and 500; "
            "needs the widgets extra)"
        ),
    )
    b.add_argument(
        "--table",
        action="store_true",
        help=_(
            "time the shared table instead: p95 of an action reaching 30 devices, and how many "
            "tables of 6 one server holds at p95 <= 200 ms (needs the table extra)"
        ),
    )
    p = sub.add_parser(
        "playthroughs", help=_("golden playthrough files (tests/playthroughs/<game>)")
    )
    p.add_argument("game", nargs="*", help=every)
    p.add_argument("--write", action="store_true", help=_("regenerate the files"))
    p.add_argument("--dir", type=Path, default=None, help=_("default: ./tests/playthroughs"))
    sub.add_parser("games", help=_("list the games"))
    t = sub.add_parser(
        "table",
        help=_("serve the shared table: every player on their own device (needs the table extra)"),
    )
    t.add_argument(
        "--host",
        default="127.0.0.1",
        help=_("address to listen on (default 127.0.0.1: this computer only)"),
    )
    t.add_argument("--port", type=_bounded(1, 65535), default=8870)
    t.add_argument(
        "--db",
        type=Path,
        default=Path("tables.sqlite"),
        help=_("the SQLite file that keeps the tables (default: ./tables.sqlite)"),
    )
    t.add_argument(
        "--token",
        type=_token,
        help=_(
            "the teacher's token (default: the one kept in ~/.tortuga_kit/table-token, made "
            "there on first use; a classroom page's Play together reads it too)"
        ),
    )
    return parser


def _token(text: str) -> str:
    if not 8 <= len(text) <= 200 or not text.isascii() or not text.isprintable() or " " in text:
        raise argparse.ArgumentTypeError(
            _("a token is 8–200 printable ASCII characters without spaces")
        )
    return text


def main(argv: list[str] | None = None) -> int:
    """Run one command; the exit status (0, or 2 for a bad argument). ``--lang`` is read first,
    so that the help, the argument errors and the output are all in that language."""
    argv = sys.argv[1:] if argv is None else list(argv)
    lang = _chosen_language(argv)
    with language(lang), _argparse_speaks(lang):
        parser = build_parser()
        try:
            args = parser.parse_args(argv)
        except SystemExit as exc:  # argparse's own exit (help, or a one-line error)
            return int(exc.code or 0)
        try:
            return _run(args)
        except TortugaKitError as exc:
            print(_("error: {message}", message=exc), file=sys.stderr)
            return 2


def _chosen_language(argv: list[str]) -> str:
    """The ``--lang`` given before the command, or English (a wrong one is the parser's to
    refuse, in English: the language it names is not one the kit speaks)."""
    pre = _Quiet(add_help=False)
    pre.add_argument("--lang", default="en")
    try:
        known, _rest = pre.parse_known_args(argv)
    except _Unreadable:  # "--lang" without a value: the real parser says so, in one line
        return "en"
    return known.lang if known.lang in LANGUAGES else "en"


class _Unreadable(Exception):
    """The first look at the arguments could not read them (the real parser then says why)."""


class _Quiet(argparse.ArgumentParser):
    """A parser that prints nothing: its error is the real parser's to say, once."""

    def error(self, message: str) -> NoReturn:
        raise _Unreadable(message)


def _run(args: argparse.Namespace) -> int:
    if args.command == "games":
        for name in available_games():
            g = get_game(name)
            count = _("({low}–{high} players)", low=g.players.start, high=g.players.stop - 1)
            print(f"{name:<14} {g.title} {count}")
    elif args.command == "simulate":
        _simulate(args)
    elif args.command == "bench":
        _bench(args)
    elif args.command == "playthroughs":
        _playthroughs(args)
    elif args.command == "table":
        _table(args)
    return 0


def _table(args: argparse.Namespace) -> None:
    """Serve the shared table until Ctrl-C (``tortuga_kit/table/``)."""
    if not args.db.parent.is_dir():
        raise BadOption(_("--db: the folder {folder} does not exist", folder=str(args.db.parent)))
    try:
        from .table.serve import serve
    except ImportError as exc:
        raise BadOption(
            _(
                "table needs the table extra: pip install 'tortuga_kit[table]' ({why})",
                why=exc,
            )
        ) from exc
    serve(args.host, args.port, args.db, args.token)


def _bench_widget(args: argparse.Namespace) -> None:
    """A click of MatchWidget per game (``widgets/bench.py``): milliseconds, messages, bytes."""
    try:
        from .widgets.bench import widget_bench
    except ImportError as exc:
        raise BadOption(
            _(
                "bench --widget needs the widgets extra: pip install 'tortuga_kit[widgets]' ({why})",
                why=exc,
            )
        ) from exc
    rows = widget_bench(args.game or None)
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    print(
        _(
            "a click of the match widget (median ms, the move included); redraw: one screen "
            "without a move; messages: state updates + log messages per click"
        )
    )
    print(
        f"{_('game'):<14}{_('step'):>6}{_('normal'):>9}{_('classroom'):>11}{_('ratio'):>7}"
        f"{_('redraw'):>8}{_('messages'):>10}{_('bytes'):>9}"
    )
    for r in rows:
        print(
            f"{r['game']:<14}{r['step']:>6}{r['normal_ms']:>9.2f}{r['classroom_ms']:>11.2f}"
            f"{r['classroom_ratio']:>7.2f}{r['redraw_ms']:>8.2f}"
            f"{r['state_messages']:>6} + {r['log_messages']}{r['bytes']:>9,}"
        )


def _simulate(args: argparse.Namespace) -> None:
    from .compare import wilson
    from .sim import simulate

    if args.analysis:
        _analysis(args)
        return
    if args.game == "all":
        _compare(args)
        return
    names = [args.game]
    out = []
    with _executor(args.jobs) as executor:
        for name in names:
            players = args.players or get_game(name).players.start
            out.append(
                simulate(
                    name,
                    players,
                    args.games,
                    args.seed,
                    args.bot,
                    dict(args.option),
                    executor=executor,
                )
            )
    if args.json:
        print(json.dumps(out[0] if len(out) == 1 else out, indent=1))
        return
    for stats in out:
        print(
            _(
                "{game}: {games} games, {players} players, bots {bots}, seed {seed}",
                game=stats["game"],
                games=stats["games"],
                players=stats["players"],
                bots=", ".join(stats["bots"]),
                seed=stats["seed"],
            )
        )
        for team, rate in stats["win_rate"].items():
            lo, hi = wilson(round(rate * stats["games"]), stats["games"])
            print(
                _("  {team} wins {rate}", team=f"{team:<8}", rate=f"{rate:6.1%}")
                + _(" (95% interval {low}–{high})", low=f"{lo:.1%}", high=f"{hi:.1%}")
            )
        t, d = stats["turns"], stats["decisions_per_game"]
        print(
            _(
                "  turns per game: mean {mean}, median {median}, min {min}, max {max}",
                mean=t["mean"],
                median=t["median"],
                min=t["min"],
                max=t["max"],
            )
        )
        print(
            _(
                "  decisions per game: mean {mean}, median {median}, max {max}",
                mean=d["mean"],
                median=d["median"],
                max=d["max"],
            )
        )
        games = stats["games"]
        fired = stats["games_with"]
        always = sorted(k for k, v in fired.items() if v == games)
        sometimes = sorted(((k, v) for k, v in fired.items() if v < games), key=lambda kv: -kv[1])
        if sometimes:
            shown = ", ".join(f"{k} {v / games:.0%}" for k, v in sometimes[:10])
            print(_("  share of games in which a rule fired: {rules}", rules=shown))
        print(_("  fired in every game: {rules}", rules=", ".join(always) or _("none")))
        print(
            _(
                "  {seconds} s ({rate} games/s)",
                seconds=stats["seconds"],
                rate=stats["games_per_second"],
            )
        )


def _analysis(args: argparse.Namespace) -> None:
    """``simulate all --analysis``: every measure of ``tortuga_kit.analysis`` for every game,
    with a progress line; one JSON file per measure in ``--out`` and a line per statistic."""
    from .analysis import Scale, words
    from .analysis.run import measured, save

    if args.game != "all" or args.bot or args.option or args.players:
        raise TortugaKitError(
            _(
                "--analysis plays every game at its default player count: use it with 'all' "
                "and without --bot, --option or --players"
            )
        )
    _folder(args.out)  # before the hours of play, not after them
    scale = Scale(matches=args.matches, searches=args.searches, seed=args.seed)
    if args.budgets is not None:
        scale = replace(scale, budgets=args.budgets)
    with _executor(args.jobs) as executor:
        results = measured(scale=scale, executor=executor, progress=True)
    try:
        written = save(results, scale, args.out)
    except OSError as exc:
        raise _unwritable(args.out, exc) from None
    for path in written:
        print(_("wrote {path}", path=path))
    if args.json:
        print(json.dumps({k: rows for k, (rows, _s) in results.items()}, indent=1))
        return
    for key, (rows, seconds) in results.items():
        print(_("{measure} ({seconds} s)", measure=words.title(key), seconds=seconds))
        for r in rows:
            print(
                f"  {r['game']:<13}{r['players']:>3}  {words.title(r['measure'])} {r['group']}: "
                f"{r['value']:.3g} [{r['low']:.3g}, {r['high']:.3g}] n={r['n']}"
            )


def _executor(jobs: int) -> Any:
    """A process pool for ``--jobs`` above 1, else nothing (play in this process)."""
    import contextlib
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(jobs) if jobs > 1 else contextlib.nullcontext()


def _compare(args: argparse.Namespace) -> None:
    """``simulate all``: the four games side by side (``compare``), with 95% intervals."""
    import time

    from . import compare as c

    if args.bot or args.option or args.players:
        raise TortugaKitError(
            _(
                "simulate all plays every game at its default player count with random bots (and "
                "the skill test): --bot, --option and --players apply to one game"
            )
        )
    start = time.perf_counter()
    with _executor(args.jobs) as executor:
        rows = c.compare(
            args.games, args.seed, skill=not args.no_skill, executor=executor, progress=True
        )
    seconds = time.perf_counter() - start
    stats = c.statistics(rows)
    if args.json:
        print(json.dumps({"facts": c.facts_table(), "statistics": stats}, indent=1))
        return
    games = available_games()
    print(
        _(
            "{n} games, {matches} matches each at the default player count, random bots, seed "
            "{seed}; [95% interval]",
            n=len(games),
            matches=args.games,
            seed=args.seed,
        )
    )

    def iv(r: dict[str, Any], pct: bool = False, digits: int = 1) -> str:
        if pct:
            return f"{r['value']:.0%} [{r['low']:.0%}, {r['high']:.0%}]"
        return f"{r['value']:.{digits}f} [{r['low']:.{digits}f}, {r['high']:.{digits}f}]"

    head = (
        f"{_('game'):<13}{_('players'):>8}  {_('turns'):<22}{_('branching'):<19}"
        f"{_('first player wins'):<29}"
    )
    print(head + _("ties"))
    for g in games:
        n = c.default_players(g)
        q = {"game": g, "players": n, "bots": "random"}
        first = c.pick(stats, measure="first_player", **q)
        turns = iv(c.pick(stats, measure="turns", **q))
        branching = iv(c.pick(stats, measure="branching", **q))
        chance = first["chance"]
        first_wins = _(
            "{value} (chance {chance})", value=iv(first, pct=True), chance=f"{chance:.0%}"
        )
        ties = iv(c.pick(stats, measure="tie", **q), pct=True)
        print(f"{g:<13}{n:>8}  {turns:<22}{branching:<19}{first_wins:<29}{ties}")
    print(_("wins by team or seat:"))
    for g in games:
        q = {"game": g, "players": c.default_players(g), "bots": "random"}
        teams = [r for r in stats if r["measure"] == "win_team" and _has(r, q)]
        by = teams or [r for r in stats if r["measure"] == "win_seat" and _has(r, q)]
        print(f"  {g:<13}" + ", ".join(f"{r['group']} {iv(r, pct=True)}" for r in by))
    print(_("rules per 100 turns:"))
    for g in games:
        q = {"game": g, "players": c.default_players(g), "bots": "random"}
        parts = []
        for tag, words in get_game(g).facts.highlights:
            found = [
                r for r in stats if r["measure"] == "rule" and r["group"] == tag and _has(r, q)
            ]
            if found:
                parts.append(f"{words} {iv(found[0])}")
        print(f"  {g:<13}" + "; ".join(parts))
    if not args.no_skill:
        print(_("skill against luck (the rule-aware bot at one seat, random at the others):"))
        for g in games:
            q = {"game": g, "measure": "skill"}
            found = [r for r in stats if _has(r, q)]
            aware = next((r for r in found if r["group"] == "rule-aware seat"), None)
            base = next((r for r in found if r["group"] == "random seat"), None)
            if aware and base:
                said = _(
                    "{bot} wins {value}; the same seats at random {base}",
                    bot=aware["bots"].split(" ")[0],
                    value=iv(aware, pct=True),
                    base=iv(base, pct=True),
                )
                print(f"  {g:<13}{said}")
    print(
        _(
            "{n} matches in {seconds} s with {jobs} job(s)",
            n=len(rows),
            seconds=f"{seconds:.1f}",
            jobs=args.jobs,
        )
    )


def _has(row: dict[str, Any], where: dict[str, Any]) -> bool:
    return all(row.get(k) == v for k, v in where.items())


def _bench_table(args: argparse.Namespace) -> None:
    """The shared table's latency and scale figures (``table/bench.py``)."""
    try:
        from .table.bench import LIMIT_MS, table_bench
    except ImportError as exc:
        raise BadOption(
            _(
                "bench --table needs the table extra: pip install 'tortuga_kit[table]' ({why})",
                why=exc,
            )
        ) from exc
    out = table_bench(seconds=args.seconds if args.seconds != 2.0 else 10.0)
    if args.json:
        print(json.dumps(out, indent=1))
        return
    lat = out["latency"]
    print(
        _(
            "one action -> all {clients} screens of a table updated: p95 {ms} ms ({n} actions)",
            clients=lat["clients"],
            ms=f"{lat['p95_ms']:.1f}",
            n=lat["actions"],
        )
    )
    for row in out["scale"]:
        print(
            _(
                "{tables} tables of 6 ({clients} devices), an action every ~{pace} s each: "
                "p95 {ms} ms",
                tables=row["tables"],
                clients=row["clients"],
                pace=f"{out['pace_s']:g}",
                ms=f"{row['p95_ms']:.1f}",
            )
        )
    print(
        _(
            "held at p95 <= {limit} ms: {n} tables of 6",
            limit=f"{LIMIT_MS:g}",
            n=out["tables_held"],
        )
    )


def _bench_unused(args: argparse.Namespace) -> None:
    """``--table`` and ``--widget`` measure something else than the games' loops: an option
    they would silently ignore (``--players`` with ``--widget``, a game with ``--table``) is
    one line naming it, not a measurement of something other than what was asked."""
    mode = "--table" if args.table else "--widget" if args.widget else None
    if mode is None:
        return
    given = {
        "--widget": args.table and args.widget,
        _("a game"): bool(args.game) and args.table,
        "--players": bool(args.players),
        "--memory": args.memory,
        "--bots": args.bots,
        "--seconds": args.widget and args.seconds != 2.0,
    }
    unused = [name for name, on in given.items() if on]
    if unused:
        raise BadOption(
            _(
                "bench {mode} does not use {options}: leave them out",
                mode=mode,
                options=", ".join(unused),
            )
        )


def _bench(args: argparse.Namespace) -> None:
    _bench_unused(args)
    if args.table:
        _bench_table(args)
        return
    if args.widget:
        _bench_widget(args)
        return
    from .bench import bench, bot_speed, match_memory, open_spiel_available, search_speed

    rows = bench(args.game or None, args.players, args.seconds)
    memory = match_memory(args.game or None, (args.players or [None])[0]) if args.memory else None
    bots = bot_speed(args.game or None, args.seconds) if args.bots else None
    searches = search_speed(args.game or None) if args.bots else None
    if args.json:
        extra = {"memory": memory, "bots": bots, "search": searches}
        extra = {k: v for k, v in extra.items() if v is not None}
        print(json.dumps({"rows": rows, **extra} if extra else rows, indent=1))
        return
    lp = open_spiel_available()
    print(
        _(
            "uniform random playouts, {seconds} s per loop in interleaved bursts, one core",
            seconds=f"{args.seconds:g}",
        )
        + ("" if lp else _(" (pip install 'tortuga_kit[bench]' for the ratio to OpenSpiel)"))
    )
    head = (
        f"{_('game'):<14}{_('players'):>8}{_('Match API/s'):>13}{_('fast path/s'):>13}"
        f"{_('games/s'):>10}"
    )
    if lp:
        head += f"{_('liars poker/s'):>15}{_('Match ×LP'):>17}{_('fast ×LP'):>17}"
    print(head)
    for r in rows:
        print(_bench_line(r, lp))
    if lp:
        print(_("×LP: the median of the rounds' ratios (in brackets: their middle half)"))
    for r in bots or ():
        print(_bot_line(r))
    for r in searches or ():
        print(
            _(
                "bot search ({game}, {players} players, {budget} iterations): median {median} ms of CPU "
                "a decision, 90th percentile {p90} ms, over {n} decisions against the rule bot",
                game=r["game"],
                players=r["players"],
                budget=r["budget"],
                median=r["median_ms"],
                p90=r["p90_ms"],
                n=r["decisions"],
            )
        )
    for m in memory or ():
        print(
            _(
                "memory: {matches} finished {players}-player {game} matches of {decisions} "
                "decisions hold {kib} KiB; their histories {per} bytes per decision",
                matches=m["matches"],
                players=m["players"],
                game=m["game"],
                decisions=m["decisions"],
                kib=f"{m['bytes'] / 1024:.0f}",
                per=m["bytes_per_decision"],
            )
        )


def _bot_line(r: dict[str, Any]) -> str:
    """One line of ``bench --bots``."""
    line = _(
        "bot {bot} ({game}, {players} players): {us} µs a decision",
        bot=r["bot"],
        game=r["game"],
        players=r["players"],
        us=r["bot_us_per_decision"],
    )
    if "ratio" not in r:
        return line
    return line + _(
        " = {ratio} liars-poker steps ({lp} µs each, in the same run)",
        ratio=r["ratio"],
        lp=r["liars_poker_us_per_step"],
    )


def _bench_line(r: dict[str, Any], lp: bool) -> str:
    """One row of the bench table."""
    line = (
        f"{r['game']:<14}{r['players']:>8}{r['match_decisions_per_second']:>13,}"
        f"{r['fast_decisions_per_second']:>13,}{r['fast_games_per_second']:>10}"
    )
    if lp:
        m_lo, m_hi = r["match_ratio_range"]
        f_lo, f_hi = r["fast_ratio_range"]
        line += (
            f"{r['liars_poker_steps_per_second']:>15,}"
            f"{r['match_ratio']:>6.2f} ({m_lo:.2f}–{m_hi:.2f})"
            f"{r['fast_ratio']:>6.2f} ({f_lo:.2f}–{f_hi:.2f})"
        )
    return line


def _playthroughs(args: argparse.Namespace) -> None:
    from .engine.playthrough import RELATIVE_DIR, write_all

    names = args.game or available_games()
    for name in names:
        get_game(name)  # an unknown name is a bad argument, with --write or without
    root = args.dir if args.dir is not None else Path.cwd() / RELATIVE_DIR
    if not args.write:
        print(_("use --write to regenerate {root}/<game>/*.txt", root=root))
        return
    if not root.is_dir():
        raise TortugaKitError(
            _(
                "{root} is not a folder: run from the repository's top folder, or pass --dir",
                root=root,
            )
        )
    for name in names:  # every name was checked above: nothing is written for a bad one
        _folder(root / name)
        try:
            written = write_all(name, root)
        except OSError as exc:
            raise _unwritable(root / name, exc) from None
        for path in written:
            print(_("wrote {path}", path=path))


def _folder(path: Path) -> None:
    """Make the folder ``path`` (and its parents), or say in one line why it cannot be: a file
    of that name, a read-only disk (was a traceback)."""
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise _unwritable(path, exc) from None


def _unwritable(path: Path, exc: OSError) -> TortugaKitError:
    return TortugaKitError(
        _(
            "cannot write into the folder {path}: {why}",
            path=path,
            why=exc.strerror or type(exc).__name__,
        )
    )


if __name__ == "__main__":
    sys.exit(main())
