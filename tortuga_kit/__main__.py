"""Command line: ``python -m tortuga_kit {games,simulate,bench,playthroughs}``.

Every bad argument is one line on stderr and exit status 2, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, NoReturn

from .engine.errors import TortugaKitError
from .engine.registry import available_games, get_game


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad argument is one line (the usage is one ``--help`` away)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {message} (see {self.prog} --help)\n")


def _option(text: str) -> tuple[str, Any]:
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"--option needs name=value, not {text[:40]!r}")
    name, raw = text.split("=", 1)
    try:
        value = json.loads(raw)
    except ValueError:
        value = raw
    return name, value


def _bounded(lo: int, hi: int) -> Any:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a whole number") from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"{value} is not in {lo}–{hi}")
        return value

    return parse


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:20]!r} is not a number of seconds") from None
    if not 0 < value <= 600:
        raise argparse.ArgumentTypeError(f"{text[:20]} is not more than 0 and at most 600")
    return value


def build_parser() -> argparse.ArgumentParser:
    games = available_games()
    parser = _Parser(prog="python -m tortuga_kit", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    s = sub.add_parser("simulate", help="bots play whole games; prints win rates and lengths")
    s.add_argument("game", choices=[*games, "all"])
    s.add_argument(
        "--players", type=_bounded(1, 100), help="default: the smallest count of each game"
    )
    s.add_argument("--games", type=_bounded(1, 1_000_000), default=1000)
    s.add_argument("--seed", type=_bounded(0, 2**63), default=1)
    s.add_argument("--bot", action="append", help="bot per seat, repeated (random, or the game's)")
    s.add_argument(
        "--option",
        action="append",
        type=_option,
        default=[],
        help="game option as name=value (JSON values), repeatable",
    )
    s.add_argument("--json", action="store_true", help="print JSON")
    b = sub.add_parser("bench", help="decisions/s of random playouts (Match API and fast path)")
    b.add_argument("game", nargs="*", help=f"default: every game ({', '.join(games)})")
    b.add_argument("--players", type=_bounded(1, 100), action="append")
    b.add_argument("--seconds", type=_seconds, default=2.0)
    b.add_argument("--memory", action="store_true", help="also measure a finished match's memory")
    b.add_argument("--json", action="store_true")
    p = sub.add_parser("playthroughs", help="golden playthrough files (tests/playthroughs/<game>)")
    p.add_argument("game", nargs="*", help=f"default: every game ({', '.join(games)})")
    p.add_argument("--write", action="store_true", help="regenerate the files")
    p.add_argument("--dir", type=Path, default=None, help="default: ./tests/playthroughs")
    sub.add_parser("games", help="list the games")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # argparse's own exit (help, or a one-line error)
        return int(exc.code or 0)
    try:
        return _run(args)
    except TortugaKitError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


def _run(args: argparse.Namespace) -> int:
    if args.command == "games":
        for name in available_games():
            g = get_game(name)
            print(f"{name:<14} {g.title} ({g.players.start}–{g.players.stop - 1} players)")
    elif args.command == "simulate":
        _simulate(args)
    elif args.command == "bench":
        _bench(args)
    elif args.command == "playthroughs":
        _playthroughs(args)
    return 0


def _simulate(args: argparse.Namespace) -> None:
    from .sim import simulate

    names = available_games() if args.game == "all" else [args.game]
    out = []
    for name in names:
        players = args.players or get_game(name).players.start
        out.append(simulate(name, players, args.games, args.seed, args.bot, dict(args.option)))
    if args.json:
        print(json.dumps(out[0] if len(out) == 1 else out, indent=1))
        return
    for stats in out:
        print(
            f"{stats['game']}: {stats['games']} games, {stats['players']} players, "
            f"bots {', '.join(stats['bots'])}, seed {stats['seed']}"
        )
        for team, rate in stats["win_rate"].items():
            print(f"  {team:<8} wins {rate:6.1%}")
        t, d = stats["turns"], stats["decisions_per_game"]
        print(
            f"  turns per game: mean {t['mean']}, median {t['median']}, min {t['min']}, "
            f"max {t['max']}"
        )
        print(f"  decisions per game: mean {d['mean']}, median {d['median']}, max {d['max']}")
        games = stats["games"]
        fired = stats["games_with"]
        always = sorted(k for k, v in fired.items() if v == games)
        sometimes = sorted(((k, v) for k, v in fired.items() if v < games), key=lambda kv: -kv[1])
        if sometimes:
            shown = ", ".join(f"{k} {v / games:.0%}" for k, v in sometimes[:10])
            print(f"  share of games in which a rule fired: {shown}")
        print(f"  fired in every game: {', '.join(always) or 'none'}")
        print(f"  {stats['seconds']} s ({stats['games_per_second']} games/s)")


def _bench(args: argparse.Namespace) -> None:
    from .bench import bench, match_memory, open_spiel_available

    rows = bench(args.game or None, args.players, args.seconds)
    memory = match_memory() if args.memory else None
    if args.json:
        print(json.dumps({"rows": rows, "memory": memory} if memory else rows, indent=1))
        return
    lp = open_spiel_available()
    print(
        f"uniform random playouts, {args.seconds:g} s per loop in interleaved bursts, one core"
        + ("" if lp else " (pip install 'tortuga_kit[bench]' for the ratio to OpenSpiel)")
    )
    head = f"{'game':<14}{'players':>8}{'Match API/s':>13}{'fast path/s':>13}{'games/s':>9}"
    if lp:
        head += f"{'liars poker/s':>15}{'Match ×LP':>11}{'fast ×LP':>10}"
    print(head)
    for r in rows:
        line = (
            f"{r['game']:<14}{r['players']:>8}{r['match_decisions_per_second']:>13,}"
            f"{r['fast_decisions_per_second']:>13,}{r['fast_games_per_second']:>9}"
        )
        if lp:
            line += (
                f"{r['liars_poker_steps_per_second']:>15,}{r['match_ratio']:>11}"
                f"{r['fast_ratio']:>10}"
            )
        print(line)
    if memory:
        print(
            f"memory: a finished {memory['players']}-player {memory['game']} match of "
            f"{memory['decisions']} decisions holds {memory['bytes'] / 1024:.0f} KiB"
        )


def _playthroughs(args: argparse.Namespace) -> None:
    from .engine.playthrough import RELATIVE_DIR, write_all

    root = args.dir if args.dir is not None else Path.cwd() / RELATIVE_DIR
    if not args.write:
        print(f"use --write to regenerate {root}/<game>/*.txt")
        return
    if not root.is_dir():
        raise TortugaKitError(
            f"{root} is not a folder: run from the repository's top folder, or pass --dir"
        )
    names = args.game or available_games()
    for name in names:
        get_game(name)  # an unknown name fails before anything is written
    for name in names:
        for path in write_all(name, root):
            print(f"wrote {path}")


if __name__ == "__main__":
    sys.exit(main())
