"""Golden playthroughs (OpenSpiel style): one seeded random game written out as text.

A playthrough pins the rules: any change in setup, legal actions, events or views shows up as a
diff. ``python -m tortuga_kit playthroughs --write`` regenerates them; the tests compare.
"""

from __future__ import annotations

import json
from pathlib import Path

from .engine.match import Match
from .engine.rng import Rng

PLAYTHROUGH_DIR = Path(__file__).resolve().parent.parent / "tests" / "playthroughs"
SEED = 1667


def playthrough(game: str, players: int, seed: int = SEED) -> str:
    m = Match(game, players, seed)
    chooser = Rng(seed * 7919 + players)
    lines = [
        f"game: {game}",
        f"players: {players}",
        f"seed: {seed}",
        f"options: {json.dumps(m.options, sort_keys=True)}",
        "",
    ]
    lines += [f"setup: {e.text}  [{e.rule}]" for e in m.events]
    lines.append(f"public view: {_compact(m.view())}")
    step = 0
    while not m.is_over:
        d = m.decision
        assert d is not None
        legal = m.legal_actions()
        action = legal[chooser.randrange(len(legal))]
        lines.append("")
        lines.append(f"step {step}: {m.view()['names'][d.seat]} ({d.kind}) {d.prompt}")
        lines.append("legal: " + " | ".join(a.text for a in legal))
        lines.append(f"action: {action.text}")
        for e in m.play(action):
            lines.append(f"event: {e.text}  [{e.rule}]")
        step += 1
    lines.append("")
    result = m.result
    assert result is not None
    lines.append(f"result: {json.dumps(result.to_dict(), sort_keys=True)}")
    lines.append(f"final public view: {_compact(m.view())}")
    lines.append(f"digest: {m.digest()}")
    return "\n".join(lines) + "\n"


def _compact(view: dict) -> str:
    keep = {k: view[k] for k in ("galleon", "ships", "tortuga", "boats", "row", "scores")}
    return json.dumps(keep, sort_keys=True, separators=(",", ":"))


def path_for(game: str, players: int, seed: int = SEED) -> Path:
    return PLAYTHROUGH_DIR / f"{game}-p{players}-s{seed}.txt"


def write_all(game: str = "tortuga1667") -> list[Path]:
    from .engine.match import get_game

    PLAYTHROUGH_DIR.mkdir(parents=True, exist_ok=True)
    written = []
    for n in get_game(game).players:
        p = path_for(game, n)
        p.write_text(playthrough(game, n), encoding="utf-8")
        written.append(p)
    return written
