"""Write the README's board picture, ``docs/board.svg``, from the kit itself.

    python tools/board_svg.py           # (re)write docs/board.svg   (make board-svg)
    python tools/board_svg.py --check   # exit 1 if docs/board.svg is out of date

The picture is the projector view (no secrets) of a seeded 5-player match a few moves in, drawn
by the game's own ``svg(view)``, the drawing every notebook shows. ``tests/test_readme_board.py``
fails when the drawing or the rules change the picture, so the README never shows a stale board.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "board.svg"
SEED = 7
# The Captains' starting chests, two pawns into the rowboats, a peek, and a marooning.
ACTIONS = ("hold british", "hold french", "move jr-boat", "move fd-boat", "peek 1 2", "maroon Dirk")


def board_svg() -> str:
    """The SVG text of docs/board.svg."""
    import tortuga_kit as tk

    m = tk.new_match("tortuga1667", 5, seed=SEED)
    for action in ACTIONS:
        m.play(action)
    svg = m.view()._repr_svg_()
    assert svg is not None
    return svg + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare, write nothing")
    args = parser.parse_args(argv)
    svg = board_svg()
    current = OUT.read_text(encoding="utf-8") if OUT.exists() else None
    if current == svg:
        return 0
    if args.check:
        print(f"out of date: {OUT.relative_to(ROOT)} (run 'make board-svg')")
        return 1
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(svg, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
