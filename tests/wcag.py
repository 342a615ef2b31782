"""WCAG 2 contrast, computed from colours as CSS writes them, and JupyterLab's theme colours.

Shared by the tests that check board texts are readable (``test_board_contrast.py``, the
widgets' theme test in ``widgets/test_widgets.py``): one copy of the formula, so the two agree.
"""

from __future__ import annotations

import re
from pathlib import Path

JL_THEMES = Path(__import__("jupyterlab").__file__).parent / "themes" / "@jupyterlab"


def jp_vars(theme: str) -> dict[str, str]:
    """JupyterLab's own theme variables (``--jp-x: var(--md-..., #hex)`` -> the hex)."""
    css = (JL_THEMES / f"theme-{theme}-extension" / "index.css").read_text()
    out: dict[str, str] = {}
    for name, value in re.findall(r"--jp-([\w-]+):\s*([^;]+);", css):
        fallback = re.search(r"(#[0-9a-fA-F]{3,6}|rgba?\([^)]*\))\)?\s*$", value.strip())
        out.setdefault(name, fallback.group(1) if fallback else value.strip())
    return out


def rgb(colour: str, over: tuple[float, ...] = (1.0, 1.0, 1.0)) -> tuple[float, ...]:
    """A CSS colour (``#rgb``, ``#rrggbb``, ``rgb()``/``rgba()``, white, black) as 0..1
    channels; a translucent one blended over ``over``."""
    c = {"white": "#ffffff", "black": "#000000"}.get(colour.strip(), colour.strip())
    if c.startswith("#"):
        h = c[1:] if len(c) == 7 else "".join(ch * 2 for ch in c[1:4])
        return tuple(int(h[i : i + 2], 16) / 255 for i in (0, 2, 4))
    nums = [float(x) for x in re.findall(r"[\d.]+", c)]
    alpha = nums[3] if len(nums) > 3 else 1.0
    return tuple(alpha * v / 255 + (1 - alpha) * o for v, o in zip(nums[:3], over))


def contrast(fg: str, bg: str) -> float:
    """The WCAG 2 contrast ratio; a translucent text colour is blended over the background.

    >>> round(contrast("black", "white"), 1), round(contrast("#777", "#777"), 1)
    (21.0, 1.0)
    """

    def lum(c: tuple[float, ...]) -> float:
        lin = [v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4 for v in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    b = rgb(bg)
    hi, lo = sorted([lum(rgb(fg, b)), lum(b)], reverse=True)
    return (hi + 0.05) / (lo + 0.05)
