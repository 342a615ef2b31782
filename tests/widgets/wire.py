"""What travels between a widget and the browser, as the tests see it.

Traits flow Python → browser (``get_state()``, as JSON carries it) and the log travels as
messages, which the widget mirrors in ``widget.log`` (what the browser holds). Browser input is a
message ``{"cmd": ..., "step": ...}``: ``send_msg`` delivers one exactly as ipywidgets does
(``_handle_custom_msg``).
"""

from __future__ import annotations

import json
from typing import Any


def synced(w: Any) -> dict[str, Any]:
    """Everything the browser holds: the traits, and the log lines it was sent."""
    state = json.loads(json.dumps(w.get_state()))
    if hasattr(w, "groups"):
        state["log"] = json.loads(json.dumps(w.log))
    return state


def flat(state: dict[str, Any]) -> list[dict[str, str]]:
    """The synced buttons and picker texts, flat: ``{text, label, group}``."""
    return [
        {"text": a["text"], "label": a["label"], "group": g["title"]}
        for g in state.get("groups", [])
        for a in g["actions"]
    ]


def send_msg(w: Any, cmd: str, **content: Any) -> None:
    """A browser message; the ones that play carry the step shown (``max_step``) unless given."""
    body: dict[str, Any] = {"cmd": cmd, **content}
    if cmd in ("play", "undo", "redo", "bot", "until") and "step" not in body:
        body["step"] = w.max_step
    w._handle_custom_msg(body, [])
