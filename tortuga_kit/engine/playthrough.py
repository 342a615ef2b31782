"""Golden playthroughs (OpenSpiel style): one seeded random game written out as text.

A playthrough pins the rules: any change in setup, legal actions, events (each seat's private
text of an event too: ``private <name>: ...``) or views shows up as a diff. ``python -m
tortuga_kit playthroughs --write`` regenerates them into the repository's
``tests/playthroughs/<game>/`` with seeded random choices; the tests replay the file's recorded
``action:`` lines (``recorded_actions``), as OpenSpiel's playthrough tests do, so a rules change
shows where it bites (the first differing line, or the recorded action the rules now refuse)
instead of a new random game from that point on. Nothing here knows a game: the one-line
summaries show the view keys the game declares (``summary_keys``). A game with modules (an
expansion) declares them in ``golden_modules``, name -> options: each gets its own file per
player count, ``<game>-p<n>-s<seed>-<module>.txt``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .errors import IllegalAction
from .events import Event
from .game import Game
from .match import Match
from .registry import get_game
from .rng import Rng

SEED = 1667
#: Where the playthroughs live, relative to the repository's top folder.
RELATIVE_DIR = Path("tests") / "playthroughs"


def modules(game: str) -> dict[str, dict[str, Any]]:
    """The game's modules with golden files of their own: ``{"": {}}`` plus ``golden_modules``."""
    extra = get_game(game).golden_modules
    return {"": {}, **{name: dict(options) for name, options in extra.items()}}


def playthrough(
    game: str,
    players: int,
    seed: int = SEED,
    options: Mapping[str, Any] | None = None,
    actions: Sequence[str] | None = None,
) -> str:
    """The playthrough text of one seeded game: with uniformly random (seeded) choices, or
    replaying ``actions`` (a golden file's ``recorded_actions``). A recorded action the rules
    refuse ends the text with a ``refused:`` line naming it and the reason; one missing ends it
    with ``recorded actions end here``."""
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
    names = m.names
    for e in m.events:
        lines.append(f"setup: {e.text}  [{e.rule}]")
        lines += _private(e, names)
    lines.append(f"public view: {_compact(g, m.view())}")
    step = 0
    while not m.is_over:
        d = m.decision
        assert d is not None
        legal = m.legal_actions()
        lines.append("")
        lines.append(f"step {step}: {names[d.seat]} ({d.kind}) {d.prompt}")
        lines.append("legal: " + " | ".join(a.text for a in legal))
        if actions is None:
            text = legal[chooser.randrange(len(legal))].text
        elif step < len(actions):
            text = actions[step]
        else:
            lines.append("recorded actions end here")
            return "\n".join(lines) + "\n"
        lines.append(f"action: {text}")
        try:
            events = m.play(text)
        except IllegalAction as exc:
            lines.append(f"refused: {exc}")
            return "\n".join(lines) + "\n"
        for e in events:
            lines.append(f"event: {e.text}  [{e.rule}]")
            lines += _private(e, names)
        step += 1
    lines.append("")
    result = m.result
    assert result is not None
    lines.append(f"result: {json.dumps(result.to_dict(), sort_keys=True)}")
    lines.append(f"final public view: {_compact(g, m.view())}")
    lines.append(f"digest: {m.digest()}")
    return "\n".join(lines) + "\n"


def _private(event: Event, names: Sequence[str]) -> list[str]:
    """The event's private texts, seat by seat: what only that seat's log reads."""
    return [
        f"  private {names[seat]}: {event.text_for(seat)}"
        for seat in sorted(event.private)
        if event.text_for(seat) != event.text
    ]


def recorded_actions(text: str) -> list[str]:
    """The ``action:`` lines of a playthrough text, in order."""
    return [line[len("action: ") :] for line in text.splitlines() if line.startswith("action: ")]


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
