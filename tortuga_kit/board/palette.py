"""A board's palette: light colours, their JupyterLab Dark twins, and the CSS every board shares.

Every board colours its panels and texts with JupyterLab's ``--jp-*`` variables and its own
colours with ``--<prefix>-<name>`` variables whose light values are the fallbacks, so a board
inlined into a page follows the theme and one shown as an ``<img>`` is drawn light. The
colours every board uses for the same purpose (the turn's highlight, the badges, the result,
dim text, the rings of what can be clicked) are ``SHARED_LIGHT``/``SHARED_DARK``: one place,
so the four boards agree. A board's prefix keeps its ``<style>`` from restyling another
game's board on the same page.

>>> p = Palette("zz", {"sea": "#00f"}, {"sea": "#003"})
>>> p.var("sea"), p.var("dim")
('var(--zz-sea,#00f)', 'var(--zz-dim,#5c5c5c)')
>>> ".zz-badge{" in p.base_style()
True
"""

from __future__ import annotations

from collections.abc import Mapping

#: Light values every board shares: the turn's highlight (``next``; ``next-text`` the darker
#: orange its words are written in, 4.5:1 on white), badges, the result, dim text, the rings
#: of what can be clicked (``can``) and of what was picked.
SHARED_LIGHT: dict[str, str] = {
    "card": "#ffffff",
    "card-line": "#8d6e63",
    "turn": "#fff8e1",
    "next": "#ef6c00",
    "next-text": "#b33c00",
    "badge": "#fff3e0",
    "badge-line": "#ef6c00",
    "badge-text": "#b33c00",
    "result": "#e8f5e9",
    "result-line": "#2e7d32",
    "dim": "#5c5c5c",
    "can": "#1976d2",
    "picked": "#f57f17",
}
#: Their JupyterLab Dark values (panels #424242, text near white).
SHARED_DARK: dict[str, str] = {
    "card": "#2b2b2b",
    "card-line": "#a1887f",
    "turn": "#3d3420",
    "next": "#ffa726",
    "next-text": "#ffb74d",
    "badge": "#4a2800",
    "badge-line": "#ffa726",
    "badge-text": "#ffcc80",
    "result": "#1b3a1e",
    "result-line": "#66bb6a",
    "dim": "#b0b0b0",
    "can": "#64b5f6",
    "picked": "#ffb300",
}


class Palette:
    """One board's colours under its CSS prefix: its own, over the shared ones."""

    def __init__(self, prefix: str, light: Mapping[str, str], dark: Mapping[str, str]) -> None:
        self.prefix = prefix
        self.light = {**SHARED_LIGHT, **light}
        self.dark = {**SHARED_DARK, **dark}

    def var(self, name: str) -> str:
        """A colour as a CSS value that follows the theme where the variable is set."""
        return f"var(--{self.prefix}-{name},{self.light[name]})"

    def css_vars(self, scope: str) -> str:
        """The palette as CSS variables under ``scope``, light and JupyterLab Dark, for a widget
        of the game that colours HTML like its board."""
        return palette_vars(self.prefix, self.light, self.dark, scope)

    def dark_rule(self) -> str:
        """The rule that switches an inlined board to its dark colours under JupyterLab Dark."""
        night = ";".join(f"--{self.prefix}-{k}:{v}" for k, v in self.dark.items())
        return f'[data-jp-theme-light="false"] svg{{{night}}}'

    def base_style(self) -> str:
        """The classes every board draws with, under the prefix: the background, panels, text
        (``t``, ``dim``, ``b``), cards, buttons, badges, the turn and the result boxes, and the
        ring a hot spot carries (drawn by the widget's ``tk-can``/``tk-picked`` classes)."""
        p, v = self.prefix, self.var
        return f"""
.{p}-bg{{fill:var(--jp-layout-color1,#ffffff)}}
.{p}-panel{{fill:var(--jp-layout-color2,#eeeeee);stroke:var(--jp-border-color1,#9e9e9e);stroke-width:2}}
.{p}-t{{fill:var(--jp-ui-font-color1,#212121);font-family:var(--jp-ui-font-family,sans-serif)}}
.{p}-dim{{fill:{v("dim")}}}
.{p}-b{{font-weight:bold}}
.{p}-card{{fill:{v("card")};stroke:{v("card-line")};stroke-width:2}}
.{p}-turn{{fill:{v("turn")};stroke:{v("next")};stroke-width:2}}
.{p}-next-t{{fill:{v("next-text")}}}
.{p}-button{{fill:var(--jp-layout-color0,#ffffff);stroke:var(--jp-border-color1,#757575);stroke-width:2}}
.{p}-badge{{fill:{v("badge")};stroke:{v("badge-line")};stroke-width:2}}
.{p}-badge-t{{fill:{v("badge-text")}}}
.{p}-result{{fill:{v("result")};stroke:{v("result-line")};stroke-width:3}}
.{p}-ring{{fill:none;stroke:none}}
.tk-can>.{p}-ring{{stroke:{v("can")};stroke-width:4}}
.tk-can:hover>.{p}-ring{{stroke-width:6}}
.tk-picked>.{p}-ring{{stroke:{v("picked")};stroke-width:6}}
"""

    def style(self, own: str) -> str:
        """A board's whole ``<style>``: the shared classes, the board's ``own`` rules, and the
        dark switch."""
        return self.base_style() + own + self.dark_rule()


def palette_vars(prefix: str, light: Mapping[str, str], dark: Mapping[str, str], scope: str) -> str:
    """A palette as CSS variables ``--<prefix>-<name>`` under ``scope``, light and JupyterLab
    Dark, for a widget of the game that colours HTML like its board."""
    day = ";".join(f"--{prefix}-{k}:{v}" for k, v in light.items())
    night = ";".join(f"--{prefix}-{k}:{v}" for k, v in dark.items())
    return f'{scope}{{{day}}}\nbody[data-jp-theme-light="false"] {scope}{{{night}}}\n'
