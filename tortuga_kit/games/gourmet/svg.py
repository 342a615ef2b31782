"""The board as SVG (a first, plain picture; the full board replaces it)."""

from __future__ import annotations

from typing import Any

from ...engine.svgtext import esc


def render_svg(view: dict[str, Any]) -> str:
    lines = [
        f"Island {i}: {isl['size']} cards, top {isl['top'] or '-'}"
        for i, isl in enumerate(view.get("islands", []))
    ]
    body = "".join(
        f'<text x="10" y="{20 + 18 * k}" font-size="14">{esc(t)}</text>'
        for k, t in enumerate(lines)
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="260" viewBox="0 0 600 260">'
        f"{body}</svg>"
    )
