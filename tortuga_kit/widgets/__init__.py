"""Notebook widgets for tortuga_kit (anywidget front ends, plain ES modules in ``static/``).

The rules layer never imports this package; this package imports ipywidgets/anywidget only when
one of its widgets is first used, so ``import tortuga_kit`` works without them. Install them with
``pip install "tortuga_kit[widgets]"``.

- ``BoardWidget``: draws one view (``match.view(seat)``), nothing else is synced.
- ``MatchWidget``: play a match: action buttons, seat picker, undo/redo, replay, bots, log.
- ``SetupWidget``: choose players, names, star cards, variants and seed, then create a match.
- ``VoteLab``: pick revealed vote cards and see attack, mutiny and brawl resolve; exact odds.
- ``Quiz``: a question (choices, a number, a click on a board) checked in the kernel: its key,
  computed from the engine, never reaches the browser (``quiz.py``).
- ``LearnWidget``: a game's levels (``tortuga_kit.learn``) on the match widget's board: level
  map with stars, goal, hints, restart, next; also ``tk.learn(game)``.
- ``GuidedWidget``: a guided first game against the game's bots, with "What now?" advice;
  also ``tk.learn(game, guided=True)``.
- ``LearnButton``: a classroom page's "Learn" button: a guided first game of the page's game.
- ``PlayTogether``: a classroom page's "Play together" button: a shared table of the page's
  game (``tortuga_kit.table``), its projector and teacher's pages as links (``together.py``).
- ``Chart``: a Vega-Lite spec (``tortuga_kit.charts``) drawn by the bundled Vega (``static/vega.js``),
  with its numbers as a table for a screen reader (``chart.py``).
- ``Table`` (``table.py``, no ipywidgets needed): what ``MatchWidget`` shows and may do, as one
  immutable ``Screen`` per change, for a kernel-free front end or a test.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_WHERE = {
    "BoardWidget": ".board",
    "Chart": ".chart",
    "MatchWidget": ".controller",
    "SetupWidget": ".setup_widget",
    "VoteLab": ".labs.tortuga1667_votes",
    "LearnWidget": ".learn",
    "GuidedWidget": ".learn",
    "LearnButton": ".learn",
    "Table": ".table",
    "Quiz": ".quiz",
    "PlayTogether": ".together",
}

__all__ = [
    "BoardWidget",
    "Chart",
    "GuidedWidget",
    "LearnButton",
    "LearnWidget",
    "MatchWidget",
    "PlayTogether",
    "Quiz",
    "SetupWidget",
    "Table",
    "VoteLab",
]


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module 'tortuga_kit.widgets' has no attribute {name!r}")
    try:
        module = import_module(_WHERE[name], __name__)
    except ImportError as exc:  # anywidget/ipywidgets missing
        raise ImportError(
            f"tortuga_kit.widgets.{name} needs ipywidgets and anywidget: "
            f'pip install "tortuga_kit[widgets]" ({exc})'
        ) from exc
    value = getattr(module, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
