"""The projector layout: a board for the back row, landscape, few and large texts.

Why: a game's board is drawn for one screen beside the widget's choices, with every detail a
seat needs; projected for a classroom its letters are 7 to 15 px, and the back of a room (8-10
m from a 2.5 m image) needs about 25 px. The projector board shows only what a room needs to
follow the game (whose turn, the decision, each player's public state, the shared pieces), as
panels of short lines at 24 px and more, laid out in columns to fill a 16:9 window below the
widget's toolbar. It draws the **public** view only: the game hands it panels made from
``m.view()``; the details stay in the seat views and their tooltips.

A game describes its projector board as a ``Projector`` (a title, the status line, the
panels); ``draw`` lays it out with the game's palette.

>>> from tortuga_kit.board.palette import Palette
>>> p = Projector("Toy", "Turn 1 · Anne's turn", (Panel("Anne", (Row("3 cards"),)),), "toy board")
>>> svg = draw(Palette("zz", {}, {}), "", p)
>>> 'viewBox="0 0 1280 ' in svg and "3 cards" in svg
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .elements import Svg, shape_svg, svg_document
from .palette import Palette
from .text import text_width

#: The picture's width, and its least height: a 1280×720 window less the toolbar (about 95
#: px) is 1280×625, so the board fills the window's width there.
WIDTH, HEIGHT = 1280, 625
MARGIN, GAP, PAD = 16, 14, 16
TITLE_SIZE, STATUS_SIZE, HEAD_SIZE, ROW_SIZE = 34, 28, 28, 26
ROW_STEP, HEAD_STEP = 34, 40
#: The top of the panels, under the title and a one-line status; each more line of the status
#: (a long prompt, a German or Korean one) moves them down a ``STATUS_STEP``.
BODY_TOP = 104
STATUS_STEP = 36
#: The status line is given whole (a game's header cuts its own line to its board's width),
#: up to this many characters; ``draw`` wraps it in at most ``STATUS_LINES`` lines.
STATUS_LIMIT, STATUS_LINES = 1000, 3
#: A long status starts beside the title (after a gap) when this much of the width is left.
TITLE_GAP, BESIDE_TITLE = 28, 560


@dataclass(frozen=True)
class Row:
    """One line of a panel: ``text``, its classes (the board's names without the prefix,
    ``("b",)`` bold, ``("dim",)``, a game's colour class) and an optional ``marker`` (a token
    shape and its class, drawn left of the text, so a colour is never the only cue)."""

    text: str
    cls: tuple[str, ...] = ()
    marker: tuple[str, str] | None = None


@dataclass(frozen=True)
class Panel:
    """A box of rows under a bold ``title``; ``fill`` is its class (the board's ``panel``,
    ``turn`` for the player to move, or a game's own, e.g. ``sea``); a ``wide`` one spans the
    whole width under the columns (a long list, such as every island's top card)."""

    title: str
    rows: tuple[Row, ...]
    fill: str = "panel"
    wide: bool = False


@dataclass(frozen=True)
class Projector:
    """A whole projector board: the game's title, the status line (the step, whose turn and
    the decision, or the result), the panels in reading order, and the picture's name for a
    screen reader."""

    title: str
    status: str
    panels: tuple[Panel, ...]
    label: str


@dataclass(frozen=True)
class Scale:
    """The sizes of the panels' texts and lines: the base ones times ``zoom``. A board with
    little to say draws it larger, so the panels fill the window's height too."""

    zoom: float = 1.0

    @property
    def row(self) -> int:
        return round(ROW_SIZE * self.zoom)

    @property
    def head(self) -> int:
        return round(HEAD_SIZE * self.zoom)

    @property
    def row_step(self) -> float:
        return ROW_STEP * self.zoom

    @property
    def head_step(self) -> float:
        return HEAD_STEP * self.zoom


#: The zooms tried, largest first: the first whose panels fit the least height is used.
ZOOMS = (1.5, 1.35, 1.2, 1.1, 1.0)


def summary(p: Projector, own: Sequence[str] = ()) -> str:
    """The board in sentences, for a screen reader (the board picture's ``<desc>``): the
    title and status line, each panel's title and rows, then ``own`` (the viewing seat's own
    cards, which the projector never shows; nothing for the public view)."""
    said = [f"{p.title}. {p.status}."]
    for panel in p.panels:
        said.append(f"{panel.title}: " + "; ".join(r.text for r in panel.rows) + ".")
    said += [f"{line}." for line in own]
    return " ".join(" ".join(s.replace("\u00a0", " ").split()) for s in said)


def wrapped(
    text: str, size: float, width: float, bold: bool = False, first: float | None = None
) -> list[str]:
    """``text`` broken between words so each line fits ``width`` at ``size`` (as
    ``text_width`` measures it; a word longer than ``width`` stands alone); ``first``: the
    first line's own width."""
    out: list[str] = []
    line = ""
    for word in text.split(" "):  # a no-break space keeps its words together
        if not word:
            continue
        trial = f"{line} {word}" if line else word
        room = first if first is not None and not out else width
        if line and text_width(trial, size, bold) > room:
            out.append(line)
            line = word
        else:
            line = trial
    return out + ([line] if line else [])


def _lines(row: Row, width: float, z: Scale) -> list[str]:
    """A row's text broken between words so each line fits ``width`` at the row size."""
    return wrapped(row.text, z.row, width, "b" in row.cls)


def status_lines(status: str, first: float | None = None) -> list[str]:
    """The status line in as many lines as it needs across the board (``first``: the first
    line's width; at most ``STATUS_LINES``: the rest joins the last, which ``fit`` squeezes),
    never cut: a long prompt ("take the top card of the deck...") is read whole from the back
    row."""
    lines = wrapped(status, STATUS_SIZE, WIDTH - 2 * MARGIN, first=first)
    if len(lines) > STATUS_LINES:
        lines = lines[: STATUS_LINES - 1] + [" ".join(lines[STATUS_LINES - 1 :])]
    return lines or [""]


def _status(g: Svg, title: str, status: str) -> float:
    """The title and the status line under it; a status that needs more than one line starts
    beside the title when the title leaves it room, so the panels lose no more height to it
    than one line more. The top of the panels."""
    lines = status_lines(status)
    beside = WIDTH - 2 * MARGIN - text_width(title, TITLE_SIZE, True) - TITLE_GAP
    places: list[tuple[float, float]] = [(MARGIN, 86 + k * STATUS_STEP) for k in range(len(lines))]
    if len(lines) > 1 and beside >= BESIDE_TITLE:
        lines = status_lines(status, beside)
        places = [(WIDTH - MARGIN - beside, 42.0)]
        places += [(MARGIN, 86 + k * STATUS_STEP) for k in range(len(lines) - 1)]
    for (x, y), line in zip(places, lines):
        g.text(x, y, line, STATUS_SIZE, g.c("status"), fit=WIDTH - MARGIN - x)
    return BODY_TOP + (places[-1][1] - 86)


def _panel_height(panel: Panel, width: float, z: Scale) -> float:
    inner = width - 2 * PAD
    n = sum(len(_lines(r, inner - (34 if r.marker else 0), z)) or 1 for r in panel.rows)
    return z.head_step + n * z.row_step + PAD


def _columns(panels: Sequence[Panel], k: int, z: Scale) -> tuple[list[list[int]], float, float]:
    """The panels placed in ``k`` columns, each in the one that is shortest so far (in
    reading order): the columns' panel indexes, the column width and the tallest column."""
    width = (WIDTH - 2 * MARGIN - (k - 1) * GAP) / k
    cols: list[list[int]] = [[] for _ in range(k)]
    heights = [0.0] * k
    for i, panel in enumerate(panels):
        c = heights.index(min(heights))
        cols[c].append(i)
        heights[c] += _panel_height(panel, width, z) + GAP
    return cols, width, max(heights)


def layout(panels: Sequence[Panel], z: Scale) -> tuple[list[list[int]], float, float]:
    """The number of columns (two to four) whose tallest column is the lowest; fewer columns
    when that costs little height, since wider panels break fewer lines."""
    best = _columns(panels, 2, z)
    for k in (3, 4):
        trial = _columns(panels, k, z)
        if k <= len(panels) and trial[2] < best[2] - ROW_STEP:
            best = trial
    return best


def _draw_panel(g: Svg, panel: Panel, box: tuple[float, float, float], z: Scale) -> float:
    x, y, w = box
    h = _panel_height(panel, w, z)
    g.rect(x, y, w, h, g.c(panel.fill), 12)
    g.text(x + PAD, y + z.head_step - 8, panel.title, z.head, g.c("b"), fit=w - 2 * PAD)
    ry = y + z.head_step
    for row in panel.rows:
        tx = x + PAD
        if row.marker is not None:
            shape, cls = row.marker
            g.raw(shape_svg(shape, tx + 13, ry + z.row_step * 0.7, 12, g.c(cls)))
            tx += 34
        for line in _lines(row, x + w - PAD - tx, z) or [""]:
            ry += z.row_step
            g.text(tx, ry - 7 * z.zoom, line, z.row, g.c(*row.cls), fit=x + w - PAD - tx)
    return h


def _fitting(
    panels: Sequence[Panel], top: float
) -> tuple[Scale, tuple[list[list[int]], float, float]]:
    """The largest zoom whose panels (from ``top`` down) fit the board's least height (the
    base size when none does: the board grows taller then), and the columns at that zoom."""
    narrow = [panel for panel in panels if not panel.wide]
    full = WIDTH - 2 * MARGIN
    for zoom in ZOOMS[:-1]:
        z = Scale(zoom)
        placed = layout(narrow, z)
        wide = sum(_panel_height(q, full, z) + GAP for q in panels if q.wide)
        if top + placed[2] + wide - GAP + MARGIN <= HEIGHT:
            return z, placed
    z = Scale(ZOOMS[-1])
    return z, layout(narrow, z)


def draw(palette: Palette, own_style: str, p: Projector) -> str:
    """The projector board ``p`` as an SVG document in ``palette``'s colours (the board's
    ``own_style`` for its own classes): the title and status line, then the panels in columns
    filling the window's width."""
    g = Svg(palette.prefix)
    g.text(MARGIN, 42, p.title, TITLE_SIZE, g.c("b"), fit=WIDTH - 2 * MARGIN)
    top = _status(g, p.title, p.status)
    narrow = [panel for panel in p.panels if not panel.wide]
    z, (cols, width, tallest) = _fitting(p.panels, top)
    for c, indexes in enumerate(cols):
        x = MARGIN + c * (width + GAP)
        y = float(top)
        for i in indexes:
            y += _draw_panel(g, narrow[i], (x, y, width), z) + GAP
    y = top + tallest
    for panel in p.panels:
        if panel.wide:
            y += _draw_panel(g, panel, (MARGIN, y, WIDTH - 2 * MARGIN), z) + GAP
    height = max(HEIGHT, int(y - GAP + MARGIN))
    body = "".join(g.parts)
    return svg_document(WIDTH, height, p.label, palette.style(own_style), g.c("bg"), body)
