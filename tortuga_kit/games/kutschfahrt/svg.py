"""The board (placeholder until the board lands): a minimal picture of a view."""

from __future__ import annotations

from typing import Any


def render_svg(view: dict[str, Any]) -> str:
    rows = "".join(
        f'<text x="10" y="{30 + 20 * p["seat"]}">{p["name"]}: {p["item_count"]} items</text>'
        for p in view["players"]
    )
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240">{rows}</svg>'
