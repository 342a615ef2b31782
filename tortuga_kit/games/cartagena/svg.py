"""THE picture of a Cartagena view (placeholder until the board lands)."""

from __future__ import annotations

from typing import Any
from xml.sax.saxutils import escape


def render_svg(view: dict[str, Any]) -> str:
    lines = [f"Cartagena, turn {view['turn']['number']}"]
    for p in view["players"]:
        lines.append(f"{p['name']}: {p['pirates']} hand {p['hand_size']}")
    body = "".join(f'<text x="8" y="{20 + 18 * i}">{escape(t)}</text>' for i, t in enumerate(lines))
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="600" height="{30 + 18 * len(lines)}">{body}</svg>'
