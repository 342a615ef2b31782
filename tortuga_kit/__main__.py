"""Command line: ``python -m tortuga_kit {simulate,bench,playthroughs,games}``."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from .engine.errors import TortugaKitError
from .engine.match import available_games


def _option(text: str) -> tuple[str, Any]:
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"--option needs name=value, not {text!r}")
    name, raw = text.split("=", 1)
    try:
        value = json.loads(raw)
    except ValueError:
        value = raw
    return name, value


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tortuga_kit", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("simulate", help="bots play whole games; prints win rates and lengths")
    s.add_argument("game", choices=available_games())
    s.add_argument("--players", type=int, default=5)
    s.add_argument("--games", type=int, default=1000)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--bot", action="append", help="bot per seat, repeated (random, loyal)")
    s.add_argument(
        "--option",
        action="append",
        type=_option,
        default=[],
        help="game option as name=value (JSON values), repeatable",
    )
    s.add_argument("--json", action="store_true", help="print JSON")
    b = sub.add_parser("bench", help="decisions/s and games/s of random playouts")
    b.add_argument("--game", default="tortuga1667", choices=available_games())
    b.add_argument("--players", type=int, action="append")
    b.add_argument("--seconds", type=float, default=2.0)
    b.add_argument("--json", action="store_true")
    p = sub.add_parser("playthroughs", help="golden playthrough files (tests/playthroughs)")
    p.add_argument("--write", action="store_true", help="regenerate the files")
    sub.add_parser("games", help="list the games")
    args = parser.parse_args(argv)
    try:
        return _run(args)
    except TortugaKitError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


def _run(args: argparse.Namespace) -> int:
    if args.command == "games":
        print("\n".join(available_games()))
    elif args.command == "simulate":
        from .sim import simulate

        stats = simulate(
            args.game, args.players, args.games, args.seed, args.bot, dict(args.option)
        )
        if args.json:
            print(json.dumps(stats, indent=1))
        else:
            print(
                f"{stats['game']}: {stats['games']} games, {stats['players']} players, "
                f"bots {', '.join(stats['bots'])}, seed {stats['seed']}"
            )
            for team, rate in stats["win_rate"].items():
                print(f"  {team:<8} wins {rate:6.1%}")
            print(
                f"  ties won by the Dutch: {stats['dutch_tie_wins']}, sudden deaths: "
                f"{stats['sudden_deaths']}"
            )
            t, d = stats["turns"], stats["decisions_per_game"]
            print(
                f"  turns per game: mean {t['mean']}, median {t['median']}, "
                f"min {t['min']}, max {t['max']}"
            )
            print(f"  decisions per game: mean {d['mean']}, median {d['median']}, max {d['max']}")
            print(f"  {stats['seconds']} s ({stats['games_per_second']} games/s)")
    elif args.command == "bench":
        from .sim import bench

        rows = bench(args.game, args.players, args.seconds)
        if args.json:
            print(json.dumps(rows, indent=1))
        else:
            print(
                f"{args.game}: uniform random playouts, legal actions enumerated at every "
                f"decision, one core, {args.seconds:g} s per player count"
            )
            print(f"{'players':>7} {'decisions/s':>12} {'games/s':>9} {'games':>7}")
            for r in rows:
                print(
                    f"{r['players']:>7} {r['decisions_per_second']:>12,} "
                    f"{r['games_per_second']:>9} {r['games']:>7}"
                )
    elif args.command == "playthroughs":
        from .playthrough import write_all

        if args.write:
            for path in write_all():
                print(f"wrote {path}")
        else:
            print("use --write to regenerate tests/playthroughs/*.txt")
    return 0


if __name__ == "__main__":
    sys.exit(main())
