"""What the kit computes for one seat at one step, independently of the server (the oracle the
shared table's frames are compared with), and helpers to drive a table over its protocol."""

from __future__ import annotations

import json
from typing import Any

import tortuga_kit as tk
from tortuga_kit.engine.i18n import language, translator
from tortuga_kit.widgets.table import Table

TEACHER = "teacher-token-for-tests"
AUTH = {"Authorization": f"Bearer {TEACHER}"}


def jsonish(value: Any) -> Any:
    return json.loads(json.dumps(value))


def expected_frame(
    m: tk.Match, seat: int | None, since: int | None, table: Table | None = None
) -> dict[str, Any]:
    """The screen frame a device of ``seat`` must get from match ``m`` (at its step), when its
    last frame was at step ``since`` (``None``: it just connected, the whole log). ``ui`` is
    what a match widget's ``Table`` at ``seat`` shows (``table``: one kept from step to step,
    made fresh otherwise)."""
    d = m.decision
    actions = m.legal_texts() if d is not None and d.seat == seat else []
    view = m.view(seat)
    if since is None:
        log = m.log(seat)
    elif since == 0:  # the setup's entries (step 0) are already held
        log = [e for e in m.log(seat) if e["step"] > 0]
    else:
        log = m.log(seat, since)
    if table is None:
        table = Table(m, seat)
        table.close()
    else:
        table.show()
    ui = {k: v for k, v in table.screen.state().items() if k not in ("board", "projector")}
    if d is not None and not actions:  # who decides, on their own device (public)
        with language(m.lang):
            ui["prompt"] = translator("kit")(
                "{prompt} ({name} chooses on their own device)",
                prompt=d.prompt,
                name=m.names[d.seat],
            )
    return jsonish(
        {
            "type": "screen",
            "step": m.step,
            "view": view,
            "log": log,
            "reset": since is None,
            # the projector: the game's projector layout of the public view (issue 27)
            "board": m.game.svg(view, legal=actions)
            if seat is not None
            else m.game.projector_svg(view),
            "actions": actions,
            "ui": ui,
            "paused": False,
            "ended": False,
        }
    )


def check_frames(
    game: str,
    players: int,
    seed: int,
    history: list[tuple[int, str]],
    received: list[tuple[int | None, list[dict[str, Any]]]],
    options: dict[str, Any] | None = None,
    position: dict[str, Any] | None = None,
) -> int:
    """Every frame each device (its seat, its frames in order) received equals the kit's, step
    by step, in one replay of the match; returns the number of frames checked."""
    m = tk.Match(game, players, seed, options, position)
    tables: dict[int | None, Table] = {}
    for seat, _frames in received:
        if seat not in tables:
            tables[seat] = Table(m, seat)
            tables[seat].close()  # shown when a frame is checked, not at every step
    checked = 0
    # the frames of every device, by step (frames only move forward in these runs)
    by_step: dict[int, list[tuple[int | None, int | None, dict[str, Any]]]] = {}
    for seat, frames in received:
        since: int | None = None
        for f in frames:
            by_step.setdefault(f["step"], []).append((seat, since, f))
            since = f["step"]
    for step in sorted(by_step):
        while m.step < step:
            s, text = history[m.step]
            m.play(text, seat=s)
        wanted: dict[tuple[int | None, int | None], dict[str, Any]] = {}
        for seat, since, f in by_step[step]:
            want = wanted.get((seat, since))
            if want is None:
                want = wanted[(seat, since)] = expected_frame(m, seat, since, tables[seat])
            assert f == want, f"seat {seat} at step {step}: {diff(f, want)}"
            checked += 1
    return checked


def diff(a: dict[str, Any], b: dict[str, Any]) -> str:
    keys = sorted(k for k in set(a) | set(b) if a.get(k) != b.get(k))
    return f"differs in {keys}: {str({k: a.get(k) for k in keys})[:300]} != {str({k: b.get(k) for k in keys})[:300]}"
