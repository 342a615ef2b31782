"""The registry knows the four games by name and imports a game's package only when it is asked
for (issue 26: ``import tortuga_kit`` read the rules of all four games, which a JupyterLite
visitor waited for in the browser's Python before the first widget).

Each check runs in a fresh interpreter (``sys.modules`` of this process already holds every
game); two short subprocesses, about a second in all.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import tortuga_kit.games

REPO = Path(__file__).resolve().parents[2]
#: The kit's games as its ``games`` package declares them (the first is the default game).
BUILT_IN = sorted(tortuga_kit.games.BUILT_IN)
DEFAULT = tortuga_kit.games.BUILT_IN[0]


def _fresh(code: str) -> object:
    """What ``code`` (ending in an expression printed as JSON) gives in a new interpreter."""
    lines = code.strip().splitlines()
    script = "\n".join([*lines[:-1], f"import json; print(json.dumps({lines[-1]}))"])
    out = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout.splitlines()[-1])


LOADED = "sorted({m.split('.')[2] for m in sys.modules if m.startswith('tortuga_kit.games.')})"


def test_import_tortuga_kit_reads_no_game() -> None:
    """The names, the default game and the learn package are there; no game's package is."""
    seen = _fresh(f"""
import sys
import tortuga_kit as tk
from tortuga_kit.engine.registry import default_game
[tk.available_games(), default_game(), {LOADED}]
""")
    assert seen == [BUILT_IN, DEFAULT, []]


def test_a_game_is_imported_when_asked_for() -> None:
    """``new_match`` of one game imports that game only; ``get_game`` gives the registered
    game; an unknown name still lists every known game."""
    seen = _fresh(f"""
import sys
import tortuga_kit as tk
m = tk.new_match("cartagena", 3, seed=1)
only = {LOADED}
game = tk.get_game("gourmet")
try:
    tk.get_game("chess")
except tk.BadOption as exc:
    message = str(exc)
[only, type(game).__module__, {LOADED}, message]
""")
    assert seen[0] == ["cartagena"]
    assert seen[1].startswith("tortuga_kit.games.gourmet.")
    assert seen[2] == ["cartagena", "gourmet"]
    assert seen[3] == "unknown game 'chess'; known games: " + ", ".join(BUILT_IN)
