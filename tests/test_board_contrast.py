"""Every board text is readable: 4.5:1 against what it is drawn on, in light and dark (issue 27).

Computed from the palettes, without a browser: each board's ``<style>`` says which colour a
class fills with (a ``var(--<prefix>-<name>, light)`` of the game's palette, or one of
JupyterLab's ``--jp-*`` theme variables), and a text's background is the smallest shape of the
board (a rectangle, a token's circle or polygon) under its anchor point, else the page. The
light values are the palette's and JupyterLab Light's, the dark ones its Dark twins and
JupyterLab Dark's. WCAG AA asks 4.5:1 of normal text; before this test the Tortuga role
letters (JupyterLab's warning orange on white) were 3.8:1.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest
from wcag import contrast, jp_vars

import tortuga_kit as tk

SVG = "{http://www.w3.org/2000/svg}"
NEED = 4.5


class Theme:
    """Resolves a board's CSS colours in one theme: its palette's variables and JupyterLab's."""

    def __init__(self, palette: dict[str, str], prefix: str, jp: dict[str, str]) -> None:
        self.palette, self.prefix, self.jp = palette, prefix, jp

    def colour(self, value: str) -> str | None:
        value = value.strip()
        m = re.fullmatch(r"var\(--([\w-]+),\s*(.+)\)", value)
        if m is None:
            return None if value in ("none", "transparent") else value
        name, fallback = m.groups()
        if name.startswith("jp-"):
            return self.jp.get(name[3:], fallback)
        own = name[len(self.prefix) + 1 :]
        return self.palette.get(own, fallback) if name.startswith(self.prefix + "-") else fallback


def fills(svg_root: ET.Element) -> list[tuple[str, str]]:
    """The board's ``.class{...fill:...}`` rules in stylesheet order (a later one wins)."""
    style = "".join(s.text or "" for s in svg_root.iter(f"{SVG}style"))
    out = []
    for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", style):
        sel = selector.strip()
        fill = re.search(r"(?:^|;)fill:([^;]+)", body)
        if fill and re.fullmatch(r"\.[\w-]+", sel):
            out.append((sel[1:], fill.group(1)))
    return out


def _fill_of(el: ET.Element, rules: list[tuple[str, str]], theme: Theme) -> str | None:
    inline = re.search(r"fill:([^;\"]+)", el.attrib.get("style", ""))
    if inline:
        return theme.colour(inline.group(1))
    if "fill" in el.attrib:
        return theme.colour(el.attrib["fill"])
    classes = set(el.attrib.get("class", "").split())
    found = None
    for cls, value in rules:
        if cls in classes:
            found = value
    return None if found is None else theme.colour(found)


def _box(el: ET.Element) -> tuple[float, float, float, float] | None:
    a = el.attrib
    tag = el.tag[len(SVG) :]
    if tag == "rect" and "transform" not in a:
        x, y = float(a.get("x", 0)), float(a.get("y", 0))
        return x, y, x + float(a["width"]), y + float(a["height"])
    if tag == "circle":
        cx, cy, r = float(a["cx"]), float(a["cy"]), float(a["r"])
        return cx - r * 0.7, cy - r * 0.7, cx + r * 0.7, cy + r * 0.7
    if tag == "polygon":
        pts = [tuple(map(float, p.split(","))) for p in a["points"].split()]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        w, h = max(xs) - min(xs), max(ys) - min(ys)
        return min(xs) + w * 0.2, min(ys) + h * 0.2, max(xs) - w * 0.2, max(ys) - h * 0.2
    return None


def low_contrast(svg: str, theme: Theme) -> list[str]:
    """The texts of a board under ``NEED``, each with its colours and ratio."""
    root = ET.fromstring(svg)
    rules = fills(root)
    shapes = []  # (box, fill) in drawing order
    out = []
    page = theme.jp.get("layout-color1", "#ffffff")
    for el in root.iter():
        tag = el.tag[len(SVG) :]
        if tag in ("rect", "circle", "polygon"):
            box, fill = _box(el), _fill_of(el, rules, theme)
            if box is not None and fill is not None:
                shapes.append((box, fill))
        elif tag == "text" and (el.text or "").strip():
            size = float(el.attrib.get("font-size", 16))
            x, y = float(el.attrib["x"]), float(el.attrib["y"]) - size * 0.35
            anchor = el.attrib.get("text-anchor", "start")
            x += {"start": 2, "end": -2}.get(anchor, 0)
            under = [
                (b, f) for b, f in shapes if b[0] <= x <= b[2] and b[1] <= y <= b[3]
            ]  # the last drawn lies on top
            bg = under[-1][1] if under else page
            fg = _fill_of(el, rules, theme)
            if fg is None:
                continue
            ratio = contrast(fg, bg)
            if ratio < NEED:
                out.append(f"{el.text!r} {fg} on {bg}: {ratio:.2f}")
    return out


def boards(game: str) -> list[str]:
    """The game's board at the start, mid-game and the end, for the projector and a seat, and
    its projector board."""
    players = tk.get_game(game).players.start + 2
    m = tk.Match(game, players, 3)
    rng = random.Random(3)
    out = []
    while True:
        if m.step in (0, 15) or m.is_over:
            out += [m.game.svg(m.view(None)), m.game.svg(m.view(0)), m.game.projector_svg(m.view())]
        if m.is_over or m.step > 300:
            return out
        m.play(rng.choice(m.legal_actions()))


def _palette(game: str) -> Any:
    module = __import__(f"tortuga_kit.games.{game}.svg", fromlist=["PAL"])
    return module.PAL


@pytest.mark.parametrize("theme", ["light", "dark"])
@pytest.mark.parametrize("game", tk.available_games())
def test_every_board_text_has_4_5_to_1_contrast(game: str, theme: str) -> None:
    pal = _palette(game)
    colours = pal.light if theme == "light" else pal.dark
    resolve = Theme(colours, pal.prefix, jp_vars(theme))
    low = {f for svg in boards(game) for f in low_contrast(svg, resolve)}
    assert sorted(low) == [], f"{game} in {theme}: {len(low)} texts under {NEED}:1"
