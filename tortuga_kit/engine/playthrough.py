"""Golden playthroughs (OpenSpiel style): one seeded random game written out as text.

A playthrough pins the rules: any change in setup, legal actions, events or views shows up as a
diff. ``python -m tortuga_kit playthroughs --write`` regenerates them into the repository's
``tests/playthroughs/<game>/``; the tests compare. Nothing here knows a game: the one-line
summaries show the view keys the game declares (``summary_keys``). A game with modules (an
expansion) declares them in ``golden_modules``, name -> options: each gets its own file per
player count, ``<game>-p<n>-s<seed>-<module>.txt``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .game import Game
from .match import Match
from .registry import get_game
from .rng import Rng

SEED = 1667
#: Where the playthroughs live, relative to the repository's top folder.
RELATIVE_DIR = Path("tests") / "playthroughs"


def modules(game: str) -> dict[str, dict[str, Any]]:
    """The game's modules with golden files of their own: ``{"": {}}`` plus ``golden_modules``."""
    return {"": {}, **dict(getattr(get_game(game), "golden_modules", {}))}


def playthrough(
    game: str, players: int, seed: int = SEED, options: Mapping[str, Any] | None = None
) -> str:
    """The playthrough text of one seeded game with uniformly random (seeded) choices."""
    m = Match(game, players, seed, dict(options or {}))
    g = m.game
    chooser = Rng(seed * 7919 + players)
    lines = [
        f"game: {game}",
        f"players: {players}",
        f"seed: {seed}",
        f"options: {json.dumps(m.options, sort_keys=True)}",
        "",
    ]
    lines += [f"setup: {e.text}  [{e.rule}]" for e in m.events]
    lines.append(f"public view: {_compact(g, m.view())}")
    step = 0
    names = m.names
    while not m.is_over:
        d = m.decision
        assert d is not None
        legal = m.legal_actions()
        action = legal[chooser.randrange(len(legal))]
        lines.append("")
        lines.append(f"step {step}: {names[d.seat]} ({d.kind}) {d.prompt}")
        lines.append("legal: " + " | ".join(a.text for a in legal))
        lines.append(f"action: {action.text}")
        for e in m.play(action):
            lines.append(f"event: {e.text}  [{e.rule}]")
        step += 1
    lines.append("")
    result = m.result
    assert result is not None
    lines.append(f"result: {json.dumps(result.to_dict(), sort_keys=True)}")
    lines.append(f"final public view: {_compact(g, m.view())}")
    lines.append(f"digest: {m.digest()}")
    return "\n".join(lines) + "\n"


def _compact(game: Game[Any], view: Mapping[str, Any]) -> str:
    keep = {k: view[k] for k in game.summary_keys}
    return json.dumps(keep, sort_keys=True, separators=(",", ":"))


def path_for(game: str, players: int, root: Path, seed: int = SEED, module: str = "") -> Path:
    """``root/<game>/<game>-p<players>-s<seed>[-<module>].txt`` (``root``: a
    ``tests/playthroughs``)."""
    tail = f"-{module}" if module else ""
    return root / game / f"{game}-p{players}-s{seed}{tail}.txt"


def write_all(game: str, root: Path) -> list[Path]:
    """Write one playthrough per player count (and module) of ``game`` under ``root``."""
    written = []
    (root / game).mkdir(parents=True, exist_ok=True)
    for module, options in modules(game).items():
        for n in get_game(game).players:
            p = path_for(game, n, root, module=module)
            p.write_text(playthrough(game, n, options=options), encoding="utf-8")
            written.append(p)
    return written
