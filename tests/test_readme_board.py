"""The README's picture of the board (``docs/board.svg``) is what the kit draws today.

``tools/board_svg.py`` (``make board-svg``) writes it from a seeded match's projector view; a
change to the drawing or the rules that changes the picture fails here until it is rewritten.
"""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("board_svg", ROOT / "tools" / "board_svg.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_board_pictures_are_up_to_date() -> None:
    tool = _tool()
    assert {tk_game for tk_game, *_ in tool.PICTURES.values()} >= {"tortuga1667", "cartagena"}
    for picture in tool.PICTURES:
        committed = (ROOT / picture).read_text(encoding="utf-8")
        assert committed == tool.board_svg(picture), f"{picture} is out of date: make board-svg"


def test_the_cartagena_picture_is_the_public_view() -> None:
    svg = (ROOT / "docs" / "cartagena-board.svg").read_text(encoding="utf-8")
    assert svg.startswith("<svg") and "Your hand" not in svg


def test_board_svg_is_the_public_view() -> None:
    svg = (ROOT / "docs" / "board.svg").read_text(encoding="utf-8")
    assert svg.startswith("<svg") and "projector view (public)" in svg
    assert "hidden" in svg  # the loyalty cards


def test_readme_shows_the_board_and_how_to_play() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    top = readme[: readme.index("## Using the kit from Python")]
    assert re.search(r"<img [^>]*src=\"docs/board\.svg\"", top), "the board near the top"
    assert re.search(r"<img [^>]*src=\"docs/cartagena-board\.svg\"", top), "Cartagena's too"
    assert "## How to play" in top and "05_play" in top and "Run All" in top
    # Binder: made from the git remote, never a placeholder badge.
    assert "make binder-link" in top and "OWNER" not in readme
    assert "](https://mybinder.org/v2/" not in readme, "no hand-written Binder link or badge"


def test_the_gourmet_picture_is_the_public_view() -> None:
    svg = (ROOT / "docs" / "gourmet-board.svg").read_text(encoding="utf-8")
    assert svg.startswith("<svg") and "Your hand" not in svg and "Hands are hidden here" in svg
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    top = readme[: readme.index("## Using the kit from Python")]
    assert re.search(r"<img [^>]*src=\"docs/gourmet-board\.svg\"", top), "Gourmet's too"


def test_the_kutschfahrt_picture_is_the_public_view() -> None:
    svg = (ROOT / "docs" / "kutschfahrt-board.svg").read_text(encoding="utf-8")
    assert svg.startswith("<svg") and "Hands are hidden here" in svg
    assert "attack" in svg and "defence" in svg  # the fight panel with the running score
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    top = readme[: readme.index("## Using the kit from Python")]
    assert re.search(r"<img [^>]*src=\"docs/kutschfahrt-board\.svg\"", top), "Kutschfahrt's too"
