"""The pieces every board draws: the header, the badges, the turn box, the result banner, the
players table and the hand panel, each in the kit's words, each in one place.

Why: the four boards drew these three or four times over, each with its own numbers and its
own copy of the words; a fifth game's board starts from these. A piece takes the builder
(``Svg``, whose prefix names the board's classes), the view, and the box it may fill; the
layout of a column is a ``Cursor``, which says how much height it used.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, TypeVar

from ..engine.i18n import translator
from .elements import Svg
from .text import as_int, seat_name, short, view_get

_ = translator("kit")


class Cursor:
    """The next free y of a column, moved down as pieces are placed; ``used`` is the height
    taken since ``top``, so a panel can be sized by what it holds."""

    def __init__(self, top: float) -> None:
        self.top = top
        self.y = top

    def take(self, height: float) -> float:
        """The y where a piece of ``height`` goes; the cursor moves below it."""
        y = self.y
        self.y += height
        return y

    def line(self, step: float) -> float:
        """The baseline of a line ``step`` below the cursor; the cursor moves to it (text is
        placed by its baseline, so a column of lines of different sizes reads as its steps)."""
        self.y += step
        return self.y

    @property
    def used(self) -> float:
        return self.y - self.top


@contextmanager
def sized_panel(
    g: Svg, x: float, y: float, w: float, cls: str = "panel", rx: float = 12
) -> Iterator[Cursor]:
    """A panel at ``x``, ``y``, ``w`` wide, as tall as what the block places down the cursor it
    is given (``Cursor.used``): its box is drawn under what it holds once that is known, so no
    height is worked out twice.

    >>> g = Svg("kf")
    >>> with sized_panel(g, 0, 10, 100) as at:
    ...     g.text(4, at.line(20), "hi", 12)
    ...     _ = at.take(8)
    >>> g.parts[0]
    '<rect x="0" y="10" width="100" height="28" rx="12" class="kf-panel"/>'
    """
    under = len(g.parts)
    at = Cursor(y)
    yield at
    g.rect(x, y, w, at.used, g.c(cls), rx)
    g.parts.insert(under, g.parts.pop())


def text_lines(
    g: Svg, x: float, cursor: Cursor, lines: Sequence[str], size: int, step: float, cls: str = ""
) -> None:
    """Lines of text one under the other (baselines ``step`` apart) from the cursor."""
    for line in lines:
        g.text(x, cursor.take(step), line, size, cls)


@dataclass(frozen=True)
class HeaderStyle:
    """How big a board's header is drawn: the title, the line saying whose view it is (at
    ``who_x``), and the line under them (the step, the turn, the prompt or the result); the
    fits are the widths each may take before it is squeezed."""

    title_size: int
    who_x: float
    who_size: int
    line_size: int
    title_fit: float | None = None
    who_fit: float | None = None
    line_fit: float | None = None


HEADER_X = 16
TITLE_Y, WHO_Y, LINE_Y = 36, 35, 70


def who_line(view: Any, limit: int = 14) -> str:
    """Whose view a board draws: the projector's (public) or one seat's."""
    seat = view_get(view, "seat")
    if seat is None:
        return _("projector view (public)")
    return _("view of {name}", name=short(seat_name(view, seat), limit))


def header(
    g: Svg,
    view: Any,
    style: HeaderStyle,
    title: str,
    line: str | Sequence[tuple[float, str, int]],
    *,
    who_suffix: str = "",
    who_rule: str | None = None,
    who_title: str | None = None,
) -> None:
    """The title, whose view it is (with ``who_suffix``; in a group that opens ``who_rule``
    when given), and ``line`` under them, bold once the game is over: one text at the
    style's size, or the game's own lines as ``(baseline y, text, size)`` (a long prompt
    wrapped onto two smaller lines)."""
    g.text(HEADER_X, TITLE_Y, view_get(view, "title", default=title), style.title_size, g.c("b"))
    who = who_line(view) + who_suffix
    if who_rule is None:
        g.text(style.who_x, WHO_Y, who, style.who_size, g.c("dim"), fit=style.who_fit)
    else:
        with g.group(who_title, rule=who_rule):
            g.text(style.who_x, WHO_Y, who, style.who_size, g.c("dim"), fit=style.who_fit)
    over = isinstance(view_get(view, "result"), dict)
    lines = [(LINE_Y, line, style.line_size)] if isinstance(line, str) else line
    for y, said, size in lines:
        g.text(HEADER_X, y, said, size, g.c("b") if over else "", fit=style.line_fit)


def badge(
    g: Svg,
    x: float,
    y: float,
    w: float,
    h: float,
    said: str,
    size: int,
    *,
    rule: str,
    title: str,
    label: str | None = None,
) -> None:
    """A rounded badge that opens ``rule`` when clicked (the widget shows that section),
    ``title`` its tooltip; the text is squeezed to stay inside."""
    with g.group(None, label, rule=rule):
        g.rect(x, y, w, h, g.c("badge"), h / 2, title=title)
        g.text(x + w / 2, y + h / 2 + 6, said, size, g.c("badge-t", "b"), "middle", fit=w - 4)


def assumptions_badge(
    g: Svg, view: Any, box: tuple[float, float, float, float], size: int, joiner: str = "; "
) -> None:
    """How many assumptions the match rests on in ``box`` (x, y, width, height), their words in
    the tooltip (joined by ``joiner``); a click opens the rules page's Assumptions. Nothing
    when there are none."""
    x, y, w, h = box
    assumptions = [str(a) for a in view_get(view, "assumptions", default=[])]
    if assumptions:
        said = _.plural("{n} assumption", "{n} assumptions", len(assumptions))
        title = joiner.join(assumptions)
        badge(g, x, y, w, h, said, size, rule="rules §assumptions", title=title)


def turn_box(
    g: Svg,
    x: float,
    y: float,
    w: float,
    h: float,
    said: str,
    sub: str,
    marker: Callable[[float, float], None] | None = None,
) -> None:
    """Whose turn it is (``said``: "Anne's turn", in the game's words; ``marker`` draws that
    player's token left of it) and ``sub`` under it (the actions done and left, the first
    player, the phase)."""
    g.rect(x, y, w, h, g.c("turn"), 10)
    if marker is not None:
        marker(x + 21, y + 24)
    g.text(x + (12 if marker is None else 39), y + 30, said, 18, g.c("b"))
    g.text(x + 12, y + 58, sub, 15, g.c("dim"))


def result_banner(
    g: Svg,
    x: float,
    y: float,
    w: float,
    h: float,
    said: str,
    size: int = 16,
    *,
    sub: str | None = None,
    cls: str = "",
    title: str | None = None,
) -> None:
    """The end of the game in the turn box's place: "Game over" and ``said`` (who won, in
    class ``cls``); with ``sub`` a third, smaller line under it (Kutschfahrt: the winning
    society, then the winners), the three closer together. ``title``: the banner's tooltip
    (why the game ended)."""
    g.rect(x, y, w, h, g.c("result"), 10, title=title)
    if sub is None:
        g.text(x + w / 2, y + 29, _("Game over"), 20, g.c("b"), "middle")
        g.text(x + w / 2, y + 56, said, size, cls, "middle")
        return
    g.text(x + w / 2, y + 22, _("Game over"), 18, g.c("b"), "middle")
    g.text(x + w / 2, y + 43, said, size, cls, "middle")
    g.text(x + w / 2, y + 62, sub, 13, "", "middle")


def winners_line(view: Any, limit: int) -> str:
    """Who won, for the result banner: "Anne wins", "Anne and Bart win", or "no winner"."""
    winners = [seat_name(view, s) for s in view_get(view, "result", "winners", default=[])]
    if not winners:
        return _("no winner")
    names = _(" and ").join(winners)
    return short(_.plural("{names} wins", "{names} win", len(winners), names=names), limit)


def players(view: Any) -> list[dict[str, Any]]:
    """The view's players (anything that is no dict is left out)."""
    return [p for p in view_get(view, "players", default=[]) if isinstance(p, dict)]


def player_name(view: Any, p: Mapping[str, Any], seat: int, limit: int, you_limit: int) -> str:
    """A player's name for a table row; the viewing seat's own says "(you)"."""
    if seat == view_get(view, "seat"):
        return _("{name} (you)", name=short(p.get("name", "?"), you_limit))
    return short(p.get("name", "?"), limit)


#: A game's typed player entry (``PlayerView`` of its view).
P = TypeVar("P", bound=Mapping[str, Any])


def players_table(
    g: Svg,
    view: Any,
    people: Sequence[P],
    box: tuple[float, float, float],
    row_h: float,
    columns: Sequence[tuple[float, str, str]],
    row: Callable[[P, int, float], None],
    top: float = 36,
) -> float:
    """The players table in ``box`` (x, y, width): a panel titled "Players" with column heads
    (``(x, label, anchor)``), one row a player of ``people`` from ``top`` down, the row of the
    player to move highlighted while the game runs; ``row`` draws a row's contents (the
    player, its seat, the row's top). Returns the y under the panel."""
    x, y, w = box
    h = top + max(1, len(people)) * row_h
    g.rect(x, y, w, h, g.c("panel"), 12)
    g.text(x + 14, y + 25, _("Players"), 18, g.c("b"))
    for cx, label, anchor in columns:
        g.text(cx, y + 25, label, 14, g.c("dim"), anchor)
    turn_seat = view_get(view, "turn", "seat")
    over = isinstance(view_get(view, "result"), dict)
    for i, p in enumerate(people):
        seat = as_int(p.get("seat"), i)
        ry = y + top + i * row_h
        if seat == turn_seat and not over:
            g.rect(x + 4, ry, w - 8, row_h - 2, g.c("turn"), 6)
        row(p, seat, ry)
    return y + h


def hand_panel(g: Svg, x: float, y: float, w: float, h: float, title: str | None) -> None:
    """The panel of the viewing seat's hand, titled ``title`` ("Your hand (5)"); ``None``:
    the view holds no hand (the projector's), and the panel says so."""
    g.rect(x, y, w, h, g.c("panel"), 12)
    if title is not None:
        g.text(x + 14, y + 24, title, 17, g.c("b"))
        return
    g.text(x + 14, y + 28, _("Hands are hidden here"), 17, g.c("b"))


def your_hand(n: int) -> str:
    """The hand panel's title: "Your hand (5)"."""
    return _("Your hand ({n})", n=n)
