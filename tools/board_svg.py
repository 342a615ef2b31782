"""Write the README's board pictures, one per game, from the kit itself.

    python tools/board_svg.py           # (re)write docs/board.svg, docs/*-board.svg
    python tools/board_svg.py --check   # exit 1 if a picture is out of date   (make board-svg)

Each picture is the projector view (no secrets) of a seeded match a few moves in, drawn by the
game's own ``svg(view)``, the drawing every notebook shows. ``tests/test_readme_board.py``
fails when the drawing or the rules change a picture, so the README never shows a stale board.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: picture -> (game, players, seed, actions played before it is drawn)
PICTURES: dict[str, tuple[str, int, int, tuple[str, ...]]] = {
    # The Captains' starting chests, two pawns into the rowboats, a peek, and a marooning.
    "docs/board.svg": (
        "tortuga1667",
        5,
        7,
        ("hold british", "hold french", "move jr-boat", "move fd-boat", "peek 1 2", "maroon Dirk"),
    ),
    # Three turns of leaps from the start, and a fourth begun.
    "docs/cartagena-board.svg": (
        "cartagena",
        4,
        4,
        (
            *("forward 0 bottle", "forward 0 pistol", "forward 0 pistol", "end"),
            *("forward 0 skull", "forward 0 skull", "forward 0 dagger", "end"),
            *("forward 0 dagger", "forward 0 dagger", "forward 0 key", "end"),
            *("forward 0 hat", "forward 1 dagger"),
        ),
    ),
    # Two rounds of the starting chests played round the ring, and a third begun.
    "docs/gourmet-board.svg": (
        "gourmet",
        4,
        4,
        (
            *("play empty_chest 1 to 4", "play empty_chest 2 to 7", "play empty_chest 1 to 4"),
            *("play empty_chest 2 to 7", "play empty_chest 2 to 2", "play empty_chest 3 to 10"),
            *("play empty_chest 3 to 1", "play empty_chest 1 to 8", "play empty_chest 3 to 5"),
        ),
    ),
    # A trade with a Secret Bag, then a fight: support declared, the attacker's Thug in play.
    "docs/kutschfahrt-board.svg": (
        "kutschfahrt",
        5,
        9,
        (
            *("trade throwing_knives Theodora", "accept", "give secret_bag_goblet", "skip"),
            *("attack Gundla", "pass", "pass", "pass", "pass"),
            *("support attacker", "support defender", "abstain", "pass", "use thug"),
        ),
    ),
}
OUT = ROOT / "docs" / "board.svg"  # the first picture (the kit's first game)


def board_svg(picture: str = "docs/board.svg") -> str:
    """The SVG text of ``picture`` (a key of ``PICTURES``)."""
    import tortuga_kit as tk

    game, players, seed, actions = PICTURES[picture]
    m = tk.new_match(game, players, seed=seed)
    for action in actions:
        m.play(action)
    svg = m.view()._repr_svg_()
    assert svg is not None
    return svg + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare, write nothing")
    args = parser.parse_args(argv)
    stale = 0
    for picture in PICTURES:
        out = ROOT / picture
        svg = board_svg(picture)
        if out.exists() and out.read_text(encoding="utf-8") == svg:
            continue
        if args.check:
            print(f"out of date: {picture} (run 'make board-svg')")
            stale = 1
            continue
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(svg, encoding="utf-8")
        print(f"wrote {picture}")
    return stale


if __name__ == "__main__":
    sys.exit(main())
