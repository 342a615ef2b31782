"""The element builder: the parts of one SVG picture in drawing order, every text escaped.

``SvgParts`` appends raw markup, rectangles (with an optional tooltip) and texts; ``Svg`` adds
what every board draws with its own CSS prefix: groups with a tooltip or a ``data-rule``,
**hot spots** (a group the widget can click: ``data-token`` names one word of an action text,
``data-action`` a whole one) with the ring the widget lights up, and buttons. A board never
writes ``<g data-...>`` by hand, so every attribute is escaped and every group is closed.

>>> g = Svg("zz")
>>> with g.hot(action="end", label="<end>"):
...     g.rect(0, 0, 10, 10, "zz-button", 2)
>>> "".join(g.parts)
'<g data-action="end" aria-label="&lt;end&gt;"><rect x="0" y="0" width="10" height="10" rx="2" class="zz-button"/></g>'
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any

from .text import esc, fit_attr, text_width


def shape_svg(shape: str, x: float, y: float, r: float, cls: str, corner: float = 3) -> str:
    """A player's token shape centred on (x, y), about ``r`` in radius: ``circle``, ``square``
    (corners rounded by ``corner``), ``diamond``, ``hexagon``, or else a ``shield``. The boards
    give each colour its own shape, so a colour is never the only cue."""
    if shape == "circle":
        return f'<circle cx="{x:g}" cy="{y:g}" r="{r:g}" class="{cls}"/>'
    if shape == "square":
        s = r * 0.9
        return (
            f'<rect x="{x - s:g}" y="{y - s:g}" width="{2 * s:g}" height="{2 * s:g}" '
            f'rx="{corner:g}" class="{cls}"/>'
        )
    if shape == "diamond":
        s = r * 1.2
        pts = [(x, y - s), (x + s, y), (x, y + s), (x - s, y)]
    elif shape == "hexagon":
        s = r * 1.08
        pts = [(x - s, y), (x - s / 2, y - s * 0.88), (x + s / 2, y - s * 0.88), (x + s, y)]
        pts += [(x + s / 2, y + s * 0.88), (x - s / 2, y + s * 0.88)]
    else:  # shield: flat top, pointed bottom
        s = r * 1.02
        pts = [(x - s, y - s * 0.9), (x + s, y - s * 0.9), (x + s, y + s * 0.2), (x, y + s * 1.1)]
        pts += [(x - s, y + s * 0.2)]
    points = " ".join(f"{px:.1f},{py:.1f}" for px, py in pts)
    return f'<polygon points="{points}" class="{cls}"/>'


class SvgParts:
    """The parts of one SVG picture, appended in drawing order: raw markup, rectangles with an
    optional tooltip, and text (always escaped). A board subclasses it with its CSS class for
    text (``text_class``) and its own shapes."""

    text_class = ""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def raw(self, s: str) -> None:
        self.parts.append(s)

    def rect(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        cls: str,
        rx: float = 8,
        title: str | None = None,
    ) -> None:
        tag = f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx:g}" class="{cls}"'
        self.parts.append(f"{tag}><title>{esc(title)}</title></rect>" if title else f"{tag}/>")

    def text(
        self,
        x: float,
        y: float,
        content: Any,
        size: int = 18,
        cls: str = "",
        anchor: str = "start",
        fit: float | None = None,
    ) -> None:
        """A text; ``fit``: the width it must stay within (see ``fit_attr``; a class ending in
        ``-b`` is bold)."""
        bold = any(c.endswith("-b") for c in cls.split())
        squeeze = "" if fit is None else fit_attr(content, size, fit, bold)
        self.parts.append(
            f'<text x="{x:g}" y="{y:g}" font-size="{size}" text-anchor="{anchor}" '
            f'class="{self.text_class} {cls}"{squeeze}>{esc(content)}</text>'
        )

    def row(
        self, y: float, items: Sequence[tuple[float, Any, int, str]], right: float, gap: float = 8
    ) -> None:
        """Texts on one line, ``(x, content, size, cls)`` each: at its own ``x`` where the one
        before it ends in time (English, which the columns were drawn for), else ``gap`` after
        it; a text that would pass ``right`` is squeezed to end there. Why: a German label
        ("Kampf:", "greift an") ran into the name beside it, and "Verteidigung 1" over the
        panel's edge."""
        end: float | None = None
        for x, content, size, cls in items:
            bold = any(c.endswith("-b") for c in cls.split())
            at = x if end is None else max(x, end + gap)
            room = max(right - at, size)
            self.text(at, y, content, size, cls, fit=room)
            end = at + min(text_width(content, size, bold), room)


class Svg(SvgParts):
    """A board's builder under its CSS prefix (``cg``, ``gm``, ...): ``c("b")`` is ``"cg-b"``."""

    def __init__(self, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix
        self.text_class = f"{prefix}-t"

    def c(self, *names: str) -> str:
        """The board's classes for ``names``: ``c("b", "dim")`` is ``"cg-b cg-dim"``."""
        return " ".join(f"{self.prefix}-{n}" for n in names)

    @contextmanager
    def group(
        self, title: str | None = None, label: str | None = None, **data: str
    ) -> Iterator[None]:
        """A ``<g>`` around what the block draws: ``data`` as ``data-*`` attributes
        (``rule="rules §versions"``), ``title`` as its tooltip, ``label`` its name for screen
        readers."""
        attrs = "".join(f' data-{k}="{esc(v)}"' for k, v in data.items())
        attrs += "" if label is None else f' aria-label="{esc(label)}"'
        self.parts.append(f"<g{attrs}>")
        if title:
            self.parts.append(f"<title>{esc(title)}</title>")
        yield
        self.parts.append("</g>")

    @contextmanager
    def own(self, here: bool = True) -> Iterator[None]:
        """The viewing seat's own panel (its hand, its sheet): a ``<g data-own="1">`` around
        what the block draws, so a narrow page (the shared table's seat on a phone) can show
        that panel a second time, cropped to its box and readable, beside the whole board.
        ``here`` false (a view with no own panel: the projector's) draws the block bare."""
        if here:
            self.parts.append('<g data-own="1">')
        yield
        if here:
            self.parts.append("</g>")

    @contextmanager
    def hot(
        self, *, token: str | None = None, action: str | None = None, label: str | None = None
    ) -> Iterator[None]:
        """A hot spot: what the block draws, in a group the widget can click. ``token`` is one
        word (or two) of an action text, clicked in turn to spell it; ``action`` a whole action
        text; ``label`` its name for screen readers. The ring the widget lights up (``ring``)
        goes inside, directly in this group."""
        attrs = "" if token is None else f' data-token="{esc(token)}"'
        attrs += "" if action is None else f' data-action="{esc(action)}"'
        attrs += "" if label is None else f' aria-label="{esc(label)}"'
        self.parts.append(f"<g{attrs}>")
        yield
        self.parts.append("</g>")

    def ring(self, x: float, y: float, w: float, h: float, rx: float) -> None:
        """The ring around a hot spot's box: invisible until the widget marks it (``tk-can``)."""
        self.parts.append(
            f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="{rx:g}" '
            f'class="{self.prefix}-ring"/>'
        )

    def button(
        self,
        x: float,
        y: float,
        w: float,
        h: float,
        label: str,
        action: str,
        title: str,
        size: int = 15,
    ) -> None:
        """A button that plays ``action`` (a hot spot), its ``label`` centred on it; a label
        longer than the button in some language ("Zug beenden") is set smaller to fit."""
        room = w - 8
        wide = text_width(label, size)
        if wide > room:
            size = max(9, int(size * room / wide))
        with self.hot(action=action):
            self.rect(x, y, w, h, self.c("button"), 6, title=title)
            self.text(x + w / 2, y + h / 2 + size * 0.36, label, size, self.c("b"), "middle")


def svg_document(width: int, height: int, label: str, style: str, bg: str, body: str) -> str:
    """A whole board picture: scalable to the width it is given, labelled for screen readers,
    its ``<style>`` inside, a background rectangle of class ``bg`` under ``body``."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
        f'width="{width}" height="{height}" style="max-width:100%;height:auto" role="img" '
        f'aria-label="{esc(label)}">'
        f"<style>{style}</style>"
        f'<rect x="0" y="0" width="{width}" height="{height}" class="{bg}"/>{body}</svg>'
    )


def with_description(svg: str, desc: str) -> str:
    """A board picture with ``desc`` as its ``<desc>`` (what a screen reader says after the
    picture's name): the first child of the root element, escaped.

    >>> with_description('<svg role="img"><rect/></svg>', "Anne's turn & more")
    '<svg role="img"><desc>Anne&#x27;s turn &amp; more</desc><rect/></svg>'
    """
    end = svg.find(">")
    if not svg.startswith("<svg") or end < 0 or not desc:
        return svg
    return f"{svg[: end + 1]}<desc>{esc(desc)}</desc>{svg[end + 1 :]}"
