"""What one click of a MatchWidget costs (``python -m tortuga_kit bench --widget``).

A click is the browser's message ``{"cmd": "play", "text": ..., "step": ...}`` handled by the
widget, timed from its arrival to the last message the widget sends back, for the seat that
decides, in normal and in classroom mode, early in a match (step 10) and late (step 500, or the
latest live step a long seeded game of that game reaches: some games end sooner). Each click is
taken back (untimed) so every click meets the same position. Counted per click: the messages
sent to the browser (state updates and custom messages: the log lines) and their bytes as
JSON. A click includes the move itself (the game's rules: Kutschfahrt's late fights cost
milliseconds of their own); ``redraw_ms`` is one screen of the same position without a move,
the presenter's own part. The goals (issue 25): one state message per click plus the log delta, a classroom click
within 1.2× of a normal one, and a click's cost flat in the match's history.
"""

from __future__ import annotations

import json
import random
import statistics
import time
from typing import Any

from ..engine import Match
from ..engine.registry import available_games
from .controller import MatchWidget

EARLY = 10
LATE = 500
SEEDS = 8  # seeded games tried for the late position: the longest one is taken
PLAYERS = 4


def _grow(game: str, seed: int, target: int) -> Match:
    """A seeded random game played towards ``target`` steps, avoiding moves that end it while
    another is legal (a long history is what the late click measures)."""
    m = Match(game, PLAYERS, seed)
    rng = random.Random(seed)
    while m.decision is not None and m.step < target:
        actions = m.legal_actions()
        rng.shuffle(actions)
        for a in actions:
            m.play(a)
            if not m.is_over or a is actions[-1]:
                break
            m.undo()
    if m.is_over:
        m.undo()  # a click needs a live decision
    return m


def position(game: str, target: int) -> Match:
    """The longest of ``SEEDS`` seeded games, at ``target`` steps or as far as it gets."""
    best: Match | None = None
    for seed in range(SEEDS):
        m = _grow(game, seed, target)
        if best is None or m.step > best.step:
            best = m
        if m.step >= target:
            break
    assert best is not None
    return best


class _Clicker:
    """One widget at one position, its messages recorded instead of sent."""

    def __init__(self, m: Match, classroom: bool) -> None:
        d = m.decision
        assert d is not None
        self.match = m
        self.step = m.step
        self.widget = MatchWidget(m, seat=d.seat, classroom=classroom, autosave=False)
        self.sent: list[dict[str, Any]] = []
        self.widget._send = lambda msg, buffers=None: self.sent.append(msg)
        # ipywidgets sends changed traits only over a comm with a kernel; outside one, a comm
        # made once ipykernel's comms are imported has none, and no state would be counted
        comm = self.widget.comm
        if comm is not None and getattr(comm, "kernel", True) is None:
            comm.kernel = object()
        self.times: list[float] = []
        self.updates: list[int] = []
        self.customs: list[int] = []
        self.sizes: list[int] = []
        self.redraws: list[float] = []

    def redraw(self) -> None:
        """One screen of the same position, without a move: the presenter's own part."""
        start = time.perf_counter()
        self.widget.refresh()
        self.redraws.append((time.perf_counter() - start) * 1000)

    def click(self, text: str) -> None:
        m, w = self.match, self.widget
        self.sent.clear()
        start = time.perf_counter()
        w._handle_custom_msg({"cmd": "play", "text": text, "step": self.step}, [])
        self.times.append((time.perf_counter() - start) * 1000)
        assert w.error == "" and m.step > self.step, w.error
        self.updates.append(sum(1 for x in self.sent if x.get("method") == "update"))
        self.customs.append(sum(1 for x in self.sent if x.get("method") == "custom"))
        self.sizes.append(sum(len(json.dumps(x, default=str)) for x in self.sent))
        while m.step > self.step:
            m.undo()  # untimed: the next click meets the same position

    def row(self) -> dict[str, Any]:
        self.widget.close()
        return {
            "step": self.step,
            "ms_median": round(statistics.median(self.times), 3),
            "redraw_ms": round(statistics.median(self.redraws), 3),
            "state_messages": max(self.updates),
            "log_messages": max(self.customs),
            "bytes": round(statistics.median(self.sizes)),
        }


def measure(m: Match, clicks: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """Time ``clicks`` clicks at ``m``'s position in normal and classroom mode, taking turns
    (each on its own copy of the match, so the machine's drift hits both alike)."""
    normal = _Clicker(Match.from_json(m.to_json()), classroom=False)
    classroom = _Clicker(Match.from_json(m.to_json()), classroom=True)
    rng = random.Random(m.step)
    for _ in range(clicks):
        text = rng.choice(m.legal_texts())
        normal.click(text)
        classroom.click(text)
        normal.redraw()
        classroom.redraw()
    paired = [c / n for c, n in zip(classroom.times, normal.times)]
    return normal.row(), {**classroom.row(), "ratios": paired}


def widget_bench(games: list[str] | None = None, clicks: int = 41) -> list[dict[str, Any]]:
    """One row per game and position (early, late): a normal and a classroom click."""
    rows = []
    for game in games or available_games():
        for target in (EARLY, LATE):
            normal, classroom = measure(position(game, target), clicks)
            rows.append(
                {
                    "game": game,
                    "target": target,
                    "step": normal["step"],
                    "normal_ms": normal["ms_median"],
                    "classroom_ms": classroom["ms_median"],
                    # paired: each click's classroom time over the same click's normal one
                    "classroom_ratio": round(statistics.median(classroom["ratios"]), 2),
                    "redraw_ms": normal["redraw_ms"],
                    "classroom_redraw_ms": classroom["redraw_ms"],
                    "state_messages": max(normal["state_messages"], classroom["state_messages"]),
                    "log_messages": max(normal["log_messages"], classroom["log_messages"]),
                    "bytes": normal["bytes"],
                }
            )
    return rows
