"""THE Cartagena board: one SVG picture of a view, for ``_repr_svg_``, papers and the widget.

It draws only what the given view holds (``m.view(seat)`` or the public ``m.view()``), so it can
never show more than that seat may know. The layout, landscape to sit beside the widget's
choices on a projector:

- a header with the step, the turn and the prompt, the version, the assumptions badge and a
  turn box (whose turn, actions done and left, "End turn");
- the tunnel as a winding path of four rows of nine fields, from the start (position 0, top
  left) to the boat (37, bottom left): each field shows its number, its symbol (a glyph and the
  word, readable in grey scale) and its pirates, one token per colour with the count on it;
- under it the players (colour, pirates on the start and in the boat, hand size, the cards
  everybody saw them take, or in the "tortuga" version their open hand), the face-up row
  (``row[0]``, marked "next", is taken first), the stock and the last discards, and the viewing
  seat's own hand (in the "tortuga" version's public view: the hand of the player to move).

A pirate's colour is never the only cue: each colour has its own token shape (red circle, green
square, yellow diamond, blue hexagon, brown shield), shown beside every name.

The live widget shows this same string. What a click can do is what the legal action texts the
board is given name (``render_svg(view, legal)``; ``Game.svg(view)`` takes those a ``Match`` put
on its view, ``Match.board_legal``): the board works out no rule. A deciding seat's pirates that
a text names carry ``data-token="<position>"`` (``"0"`` the start, ``"37"`` the boat) and each
card of the mover's shown hand that a ``forward`` text names ``data-token="<symbol>"``, so a
pirate then a card spells ``forward 8 key``; a small arrow beside a pirate carries
``data-action="back 8"`` and the turn box's button ``data-action="end"`` (or ``"pass"``) when
those texts are given. The badge and the version carry ``data-rule``.

Colours are CSS variables with light fallbacks: JupyterLab's ``--jp-*`` for panels and text, and
the board's own ``--cg-*`` (``PALETTE``), whose JupyterLab Dark values (``PALETTE_DARK``) apply
under ``[data-jp-theme-light="false"]``. Inlined into a page the picture follows the theme; as an
``<img>`` the light fallbacks apply. Class and variable names start with ``cg-`` so this
board's ``<style>`` never restyles another game's board on the same page. The picture scales to
the width it is given (``max-width:100%``). All text is escaped: names come from users.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any

from ...board import parts
from ...board.elements import Svg, shape_svg, svg_document
from ...board.legal import Legal
from ...board.palette import Palette
from ...board.text import as_int as _int
from ...board.text import esc, seat_name
from ...board.text import header_line as _header_line
from ...board.text import view_get as _get
from ...engine.i18n import translate, translator
from .cards import BOAT, FIELDS, START, SYMBOLS
from .view import CartagenaView, PlayerView, typed
from .words import colour as colour_word
from .words import symbol as symbol_word

_ = translator("cartagena")

# 1000 wide: beside the widget's choices (about 60% of a 1280 screen) it shows at ~0.64, and
# its height still fits under JupyterLab's bars at 1280×720.
WIDTH = 1000
MARGIN = 12
# The tunnel: 4 rows of 9 fields, each row running the other way (a serpentine).
ROWS = 4
PER_ROW = FIELDS // ROWS
TOP = 88  # the tunnel's top edge
ROW_H = 96  # a field's height
ROW_GAP = 12
PITCH = 91  # from one field to the next
FIELD_W = 85
SIDE_X, SIDE_W = MARGIN, 104  # the start and the boat boxes, left of the rows
X0 = SIDE_X + SIDE_W + 34  # field 1's left edge: room for the path's bend between the boxes
BAND = 32  # the width of the path drawn under the fields
TUNNEL_H = ROWS * ROW_H + (ROWS - 1) * ROW_GAP
HEADER_LINE = (
    76  # characters of the prompt line at 18px (~0.53em each: 730px, left of the turn box)
)

# Light values: the five pirate colours must stay apart on the sand fields and in grey scale
# (their shapes help there), the count on a token readable on it.
PALETTE = {
    "red": "#d32f2f",
    "red-ink": "#ffffff",
    "green": "#2e7d32",
    "green-ink": "#ffffff",
    "yellow": "#fbc02d",
    "yellow-ink": "#212121",
    "blue": "#1565c0",
    "blue-ink": "#ffffff",
    "brown": "#6d4c41",
    "brown-ink": "#ffffff",
    "field": "#f6efe0",
    "field-line": "#a1887f",
    "path": "#d7c4a3",
    "start": "#ece4f4",
    "start-line": "#7e57c2",
    "boat": "#dcecf9",
    "boat-line": "#5f8fbf",
    "glyph": "#3e2723",
}
# JupyterLab Dark (panels #424242, text near white): lighter pirate colours with dark counts,
# night-time fields and boxes, light glyphs.
PALETTE_DARK = {
    "red": "#ef7070",
    "red-ink": "#1a1a1a",
    "green": "#72c776",
    "green-ink": "#1a1a1a",
    "yellow": "#ffd54f",
    "yellow-ink": "#1a1a1a",
    "blue": "#74b4f2",
    "blue-ink": "#1a1a1a",
    "brown": "#c39a87",
    "brown-ink": "#1a1a1a",
    "field": "#3b3328",
    "field-line": "#9c8471",
    "path": "#5d4b36",
    "start": "#33294a",
    "start-line": "#b39ddb",
    "boat": "#14324d",
    "boat-line": "#4f84b3",
    "glyph": "#f0e6d8",
}


PAL = Palette("cg", PALETTE, PALETTE_DARK)  # over the colours every board shares
PALETTE, PALETTE_DARK = PAL.light, PAL.dark
colour = PAL.var


PIRATE_COLOURS = ("red", "green", "yellow", "blue", "brown")
SHAPES = {"red": "circle", "green": "square", "yellow": "diamond", "blue": "hexagon"}
VARIANT_WORDS = {
    "online": (
        _.mark("online version"),
        _.mark("hands hidden, the cards to draw face up in a row"),
    ),
    "jamaica": (
        _.mark("Jamaica version"),
        _.mark("hands hidden, cards drawn from a face-down stock"),
    ),
    "tortuga": (
        _.mark("Tortuga version"),
        _.mark("open hands: hands face up, the cards to draw in a row"),
    ),
}

STYLE_OWN = f"""
.cg-field{{fill:{colour("field")};stroke:{colour("field-line")};stroke-width:2}}
.cg-path{{fill:none;stroke:{colour("path")};stroke-width:{BAND};stroke-linejoin:round;stroke-linecap:round}}
.cg-arrow{{fill:{colour("field-line")}}}
.cg-start{{fill:{colour("start")};stroke:{colour("start-line")};stroke-width:2}}
.cg-boat{{fill:{colour("boat")};stroke:{colour("boat-line")};stroke-width:2}}
.cg-next{{fill:none;stroke:{colour("next")};stroke-width:4}}
.cg-glyph{{fill:{colour("glyph")}}}
.cg-empty{{fill:none;stroke:{colour("dim")};stroke-width:2;stroke-dasharray:4 3}}
""" + "".join(
    f".cg-{c}{{fill:{colour(c)};stroke:var(--jp-layout-color1,#ffffff);stroke-width:2}}"
    f".cg-{c}-ink{{fill:{colour(c + '-ink')}}}"
    for c in PIRATE_COLOURS
)
STYLE = PAL.style(STYLE_OWN)


def palette_css(scope: str) -> str:
    """The board palette as CSS variables under ``scope`` (light, and JupyterLab Dark), for a
    widget of this game that colours HTML by pirate colour: one palette, this one."""
    return PAL.css_vars(scope)


# ----------------------------------------------------------------------------- the symbols
# Each glyph in a 32×32 box, one path (holes by the even-odd rule), so it reads at any size.
GLYPHS = {
    "skull": (
        "M5 13a11 11 0 0 1 22 0c0 4-2 6.5-4.5 7.5V26a2 2 0 0 1-2 2h-9a2 2 0 0 1-2-2v-5.5"
        "C7 19.5 5 17 5 13z"
        "M9.5 12.5a3 3 0 1 0 6 0a3 3 0 1 0-6 0z"
        "M16.5 12.5a3 3 0 1 0 6 0a3 3 0 1 0-6 0z"
        "M16 16.5l-1.8 3h3.6z"
        "M12.2 22.5h1.6v4h-1.6zM15.2 22.5h1.6v4h-1.6zM18.2 22.5h1.6v4h-1.6z"
    ),
    "dagger": (
        "M16 1l3.2 5v13h-6.4V6z"  # the blade
        "M8 19h16v3.4H8z"  # the guard
        "M14.3 22.4h3.4v5.2h-3.4z"  # the grip
        "M13.5 29.5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0z"  # the pommel
    ),
    "key": (
        "M2 16a7.5 7.5 0 1 0 15 0a7.5 7.5 0 1 0-15 0z"
        "M5.8 16a3.7 3.7 0 1 0 7.4 0a3.7 3.7 0 1 0-7.4 0z"  # the ring's hole
        "M16.5 14.3h14v3.4h-14z"  # the shaft
        "M24 17.7h3v5.3h-3zM28 17.7h2.5v4h-2.5z"  # the bit
    ),
    "bottle": (
        "M13 1.5h6v3h-6z"  # the cork
        "M13.8 5h4.4v5c4.5 2 6 4.5 6 8v10.5a2 2 0 0 1-2 2H9.8a2 2 0 0 1-2-2V18c0-3.5 1.5-6 6-8z"
        "M10.8 18.5h10.4v6.5H10.8z"  # the label
    ),
    "pistol": (
        "M1.5 9.5h25v5.2h-25z"  # the barrel
        "M22.5 6h4.5v3.5h-4.5z"  # the hammer
        "M17 14.7h10.3l3 13.8h-7.6l-1.6-7.3h-2.2a3.2 3.2 0 0 1-3.2-3.2v-1.3"
        "a2 2 0 0 1 1.3-2z"  # the grip and the trigger guard
    ),
    "hat": (
        "M1 20c4.5 0 7-9.5 15-9.5S26.5 20 31 20c-3.5 5-9 7-15 7S4.5 25 1 20z"  # the brim
        "M8.5 14.5C9.5 8 12.5 4.5 16 4.5s6.5 3.5 7.5 10c-2.5-1.3-5-2-7.5-2s-5 .7-7.5 2z"
        "M13.3 17.3a2.7 2.7 0 1 0 5.4 0a2.7 2.7 0 1 0-5.4 0z"  # a badge on the brim
    ),
}
INITIALS = {sym: sym[0].upper() for sym in SYMBOLS}  # S D K B P H: all different


def initial(sym: str) -> str:
    """A card's initial in the active language: the first letter of its name (English S D K B
    P H, German T D S F P H, Korean 해 단 열 술 권 모: all different in each)."""
    if sym not in INITIALS:
        return "?"
    return symbol_word(sym)[:1].upper()


def _width(ch: str) -> int:
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def short(name: Any, limit: int = 10) -> str:
    """``engine.svgtext.short`` by width: a wide character (Hangul, CJK) counts as two, so a
    Korean text is cut where an English one of the same width would be."""
    text = str(name)
    if sum(map(_width, text)) <= limit:
        return text
    kept, used = [], 0
    for ch in text:
        used += _width(ch)
        if used > limit - 1:
            break
        kept.append(ch)
    return "".join(kept) + "…"


# ----------------------------------------------------------------------------- helpers


def _cards(value: Any) -> list[str]:
    """The symbol names in a list (anything else is left out)."""
    return [c for c in value if c in GLYPHS] if isinstance(value, list) else []


def _counts(cards: list[str]) -> list[tuple[str, int]]:
    """(symbol, how many), in the kit's symbol order, only those held."""
    return [(sym, cards.count(sym)) for sym in SYMBOLS if sym in cards]


class _Svg(Svg):
    def __init__(self) -> None:
        super().__init__("cg")

    def glyph(self, sym: str, x: float, y: float, size: float) -> None:
        """The symbol ``sym`` in a ``size`` square with its top left at (x, y)."""
        d = GLYPHS.get(sym)
        if d is None:
            self.text(x + size / 2, y + size * 0.7, "?", int(size * 0.8), "cg-b", "middle")
            return
        self.parts.append(
            f'<path transform="translate({x:g} {y:g}) scale({size / 32:g})" d="{d}" '
            'fill-rule="evenodd" class="cg-glyph"/>'
        )

    def token(self, x: float, y: float, colour_name: str, count: int, r: float = 15) -> None:
        """One colour's pirates: the colour's shape centred on (x, y), the count on it."""
        c = colour_name if colour_name in PIRATE_COLOURS else ""
        cls = f"cg-{c}" if c else "cg-empty"
        shape = SHAPES.get(c, "shield") if c else "circle"
        self.parts.append(shape_svg(shape, x, y, r, cls))
        if count:
            size = 19 if r >= 14 else 16
            ink = f"cg-{c}-ink" if c else "cg-dim"
            self.text(x, y + size * 0.36, count, size, f"cg-b {ink}", "middle")


# ----------------------------------------------------------------------------- geometry
def field_box(k: int) -> tuple[float, float, int]:
    """Field ``k``'s top left corner and the way its row runs (+1 to the right, -1 left)."""
    row, col = divmod(k - 1, PER_ROW)
    way = 1 if row % 2 == 0 else -1
    if way < 0:
        col = PER_ROW - 1 - col
    return X0 + col * PITCH, TOP + row * (ROW_H + ROW_GAP), way


def _row_y(row: int) -> float:
    return TOP + row * (ROW_H + ROW_GAP) + ROW_H / 2


def _path_d() -> str:
    """The winding path under the fields: from the start through every row to the boat."""
    left = X0 - 17  # the bend between rows 2 and 3, clear of the start and the boat boxes
    right = X0 + (PER_ROW - 1) * PITCH + FIELD_W + 17
    side = SIDE_X + SIDE_W / 2
    pts = [(side, _row_y(0))]
    for row in range(ROWS):
        end = right if row % 2 == 0 else left
        pts += [(end, _row_y(row))]
        if row + 1 < ROWS:
            pts += [(end, _row_y(row + 1))]
    pts[-1] = (side, _row_y(ROWS - 1))
    return "M" + " L".join(f"{x:g} {y:g}" for x, y in pts)


# ----------------------------------------------------------------------------- what is legal
def board_moves(view: Mapping[str, Any], legal: Legal | None = None) -> dict[str, Any]:
    """What the board offers, read from the legal action texts it was given (``legal``; by
    default those a ``Match`` put on the view, see ``Match.board_legal``), never worked out
    from the rules: the deciding seat, its colour, the positions whose pirates a text names
    (``forward 8 key``, ``back 8``: tokens on those pirates), the positions it can move back
    from, the cards a forward text names (tokens on the hand), and ``end`` or ``pass``."""
    if legal is None:
        legal = Legal(getattr(view, "legal", ()))
    seat = _get(view, "decision", "seat")
    mover = next((p for p in _players(typed(view)) if p.get("seat") == seat), None)
    if not legal or mover is None:
        return {"seat": None, "colour": "", "back": set(), "end": None, "at": set(), "cards": set()}
    end = "end" if "end" in legal else "pass" if "pass" in legal else None
    return {
        "seat": seat,
        "colour": str(mover.get("colour", "")),
        "back": {_int(int(w)) for w in legal.words("back") if w.isdigit()},
        "end": end,
        "at": {int(w) for w in legal.firsts(1) if w.isdigit()},
        "cards": legal.words("forward", 2),
    }


def _players(view: CartagenaView) -> list[PlayerView]:
    """The view's players (anything that is no dict is left out: a partial view still draws)."""
    return [p for p in view.get("players") or [] if isinstance(p, dict)]


# ----------------------------------------------------------------------------- the board
def render_svg(data: Mapping[str, Any], legal: Sequence[str] = ()) -> str:
    """The whole board of one view as an SVG document (a string); ``legal``: the action texts
    the shown seat may play, marked as clickable (nothing else is)."""
    view = typed(data if isinstance(data, dict) else {})
    g = _Svg()
    players = _players(view)
    moves = board_moves(view, Legal(legal))
    _header(g, view, moves)
    _tunnel(g, view, players, moves)
    height = _bottom(g, view, players, moves, TOP + TUNNEL_H + 14)
    body = "".join(g.parts)
    return svg_document(WIDTH, height, _("Cartagena board"), STYLE, "cg-bg", body)


def header_line(view: Mapping[str, Any], limit: int = HEADER_LINE) -> str:
    """The line under the title: the step, the turn and the prompt, or the result with its
    reason, in the active language (the engine's line), cut to ``limit`` characters (the
    projector's status line wraps it whole instead)."""
    return _header_line(view, limit, plural=_.lazy("wins"), reason=True)


HEADER = parts.HeaderStyle(title_size=30, who_x=204, who_size=18, line_size=18, who_fit=410)


def _header(g: _Svg, view: CartagenaView, moves: dict[str, Any]) -> None:
    variant = str(view.get("variant") or "online")
    known = VARIANT_WORDS.get(variant)
    if known is not None:
        words, about = translate(_.domain, known[0]), translate(_.domain, known[1])
    else:
        words, about = _("{variant} version", variant=short(variant, 20)), ""
    # a click on the version opens the section on the versions
    parts.header(
        g,
        view,
        HEADER,
        "Cartagena",
        header_line(view),
        who_suffix=f" · {words}",
        who_rule="rules §versions",
        who_title=f"{words}: {about}" if about else None,
    )
    parts.assumptions_badge(g, view, (620, 12, 130, 30), 15)
    _turn_box(g, view, moves)


def _turn_box(g: _Svg, view: CartagenaView, moves: dict[str, Any]) -> None:
    x, y, h = 764, 8, 70
    w = WIDTH - MARGIN - x
    if isinstance(view.get("result"), dict):
        parts.result_banner(g, x, y, w, h, parts.winners_line(view, 24), 17)
        return
    turn = view.get("turn") or {}
    seat = _get(turn, "seat")
    colour = next((str(p.get("colour", "")) for p in _players(view) if p.get("seat") == seat), "")
    done, left = _int(_get(turn, "actions_done")), _int(_get(turn, "actions_left"))
    parts.turn_box(
        g,
        x,
        y,
        w,
        h,
        _("{name}'s turn", name=short(_get(turn, "name", default="?"), 8)),
        _("done {done} · left {left}", done=done, left=left),
        lambda cx, cy: g.token(cx, cy, colour, 0, 11),
    )
    end = moves["end"]
    if end == "end":
        g.button(x + w - 96, y + 36, 86, 28, _("End turn"), end, _("end: end turn"))
    elif end == "pass":
        g.button(x + w - 96, y + 36, 86, 28, _("Pass"), end, _("pass: pass"))


# ----------------------------------------------------------------------------- the tunnel
def _tunnel(g: _Svg, view: CartagenaView, players: list[PlayerView], moves: dict[str, Any]) -> None:
    g.raw(f'<path d="{_path_d()}" class="cg-path"/>')
    tunnel = [str(t) for t in view.get("tunnel") or []]
    at: dict[int, list[tuple[int, str, int]]] = {}  # position -> (seat, colour, count)
    for i, p in enumerate(players):
        seat = _int(p.get("seat"), i)
        positions = [_int(x, -1) for x in p.get("pirates") or []]
        for pos in sorted(set(positions) - {-1}):
            at.setdefault(pos, []).append((seat, str(p.get("colour", "")), positions.count(pos)))
    _end_box(g, view, players, moves, START, at)
    _end_box(g, view, players, moves, BOAT, at)
    for k in range(1, FIELDS + 1):
        _field(g, view, k, tunnel[k - 1] if k <= len(tunnel) else "", at.get(k, []), moves)


def _field(
    g: _Svg,
    view: CartagenaView,
    k: int,
    sym: str,
    here: list[tuple[int, str, int]],
    moves: dict[str, Any],
) -> None:
    x, y, way = field_box(k)
    name = symbol_word(sym) if sym else "?"
    g.rect(x, y, FIELD_W, ROW_H, "cg-field", 10, title=_("field {k}: {card}", k=k, card=name))
    g.text(x + 5, y + 18, k, 14, "cg-b cg-dim")
    g.glyph(sym, x + FIELD_W / 2 - 14, y + 6, 28)  # between the number and a back arrow
    g.text(x + FIELD_W / 2, y + 50, name, 13, "cg-dim", "middle")
    offsets = {1: (0,), 2: (-18, 18), 3: (-27.5, 0, 27.5)}.get(len(here), ())
    r = 15 if len(here) < 3 else 13
    for (seat, col, count), dx in zip(here, offsets):
        _pirates(g, view, x + FIELD_W / 2 + dx, y + ROW_H - 22, seat, col, count, k, moves, r)
    if k in moves["back"]:
        _back_tab(g, x + FIELD_W - 26, y + 4, -way, k)


def _pirates(
    g: _Svg,
    view: CartagenaView,
    cx: float,
    cy: float,
    seat: int,
    col: str,
    count: int,
    pos: int,
    moves: dict[str, Any],
    r: float = 15,
) -> None:
    who, hue = seat_name(view, seat), colour_word(col)
    if pos == START:
        title = _.plural(
            "{name} ({colour}): {n} pirate on the start",
            "{name} ({colour}): {n} pirates on the start",
            count,
            name=who,
            colour=hue,
        )
    elif pos == BOAT:
        title = _.plural(
            "{name} ({colour}): {n} pirate on the boat",
            "{name} ({colour}): {n} pirates on the boat",
            count,
            name=who,
            colour=hue,
        )
    else:
        title = _.plural(
            "{name} ({colour}): {n} pirate on field {field}",
            "{name} ({colour}): {n} pirates on field {field}",
            count,
            name=who,
            colour=hue,
            field=pos,
        )
    if seat != moves["seat"] or pos not in moves["at"]:  # no legal text names these pirates
        with g.group(title):
            g.token(cx, cy, col, count, r)
        return
    if pos == START:
        name = _("{name}'s pirate on the start", name=who)
    elif pos == BOAT:
        name = _("{name}'s pirate on the boat", name=who)
    else:
        name = _("{name}'s pirate on field {field}", name=who, field=pos)
    with g.hot(token=str(pos), label=name):
        with g.group(title):
            g.token(cx, cy, col, count, r)
        # the ring sits directly in the token group, where the widget's class lands
        g.raw(shape_svg(SHAPES.get(col, "shield"), cx, cy, r + 4, "cg-ring"))


def _back_tab(g: _Svg, x: float, y: float, way: int, pos: int) -> None:
    """A small button with an arrow pointing back along the path: ``back <pos>``."""
    with g.hot(action=f"back {pos}"):
        title = _("back {pos}: move this pirate back and draw", pos=pos)
        g.rect(x, y, 24, 22, "cg-button", 5, title=title)
        cx, cy = x + 12, y + 11
        tip, base = cx + 7 * way, cx - 5 * way
        g.raw(
            f'<polygon points="{tip:g},{cy:g} {base:g},{cy - 7:g} {base:g},{cy + 7:g}" '
            'class="cg-glyph"/>'
        )


def _end_box(
    g: _Svg,
    view: CartagenaView,
    players: list[PlayerView],
    moves: dict[str, Any],
    pos: int,
    at: dict[int, list[tuple[int, str, int]]],
) -> None:
    row = 0 if pos == START else ROWS - 2
    y = TOP + row * (ROW_H + ROW_GAP)
    h = 2 * ROW_H + ROW_GAP
    x, w = SIDE_X, SIDE_W
    start = pos == START
    g.rect(x, y, w, h, "cg-start" if start else "cg-boat", 12)
    g.text(x + w / 2 + 8, y + 24, _("Start") if start else _("Boat"), 19, "cg-b", "middle")
    g.text(x + 7, y + 19, pos, 15, "cg-b cg-dim")  # the position an action text names
    counts = {seat: count for seat, _, count in at.get(pos, [])}
    step = min(34, (h - 40) // max(1, len(players)))
    for i, p in enumerate(players[:5]):
        seat = _int(p.get("seat"), i)
        cy = y + 50 + i * step
        count = counts.get(seat, 0)
        col = str(p.get("colour", ""))
        if count:
            _pirates(g, view, x + 22, cy, seat, col, count, pos, moves, 14)
        else:
            g.token(x + 22, cy, "", 0, 13)
            g.text(x + 22, cy + 6, 0, 16, "cg-b cg-dim", "middle")
        g.text(x + 40, cy + 6, short(p.get("name", "?"), 6), 14, "cg-b" if count else "cg-dim")
    if pos == BOAT and pos in moves["back"]:  # the mover's pirates in the boat can move back
        _back_tab(g, x + w - 28, y + 6, 1, pos)


# ----------------------------------------------------------------------------- under the tunnel
def _bottom(
    g: _Svg,
    view: CartagenaView,
    players: list[PlayerView],
    moves: dict[str, Any],
    y: int,
) -> int:
    left = _players_panel(g, view, players, y)
    right = _cards_panel(g, view, players, moves, y)
    return max(left, right) + 14


def _players_panel(g: _Svg, view: CartagenaView, players: list[PlayerView], y: int) -> int:
    x, w = MARGIN, 480
    open_hands = view.get("variant") == "tortuga"
    # the start and the boat boxes show where the pirates are; here the boat is the score
    cols = (x + 14, x + 188, x + 236, x + 292)
    shown_as = _("hand (open)") if open_hands else _("seen by all")
    heads = [(cx, label, "start") for cx, label in zip(cols[1:], (_("boat"), _("cards"), shown_as))]

    def row(p: PlayerView, seat: int, ry: float) -> None:
        g.token(cols[0] + 12, ry + 15, str(p.get("colour", "")), 0, 10)
        you = seat == view.get("seat")
        name = parts.player_name(view, p, seat, 12, 8)
        g.text(cols[0] + 30, ry + 22, name, 16, "cg-b" if you else "")
        positions = [_int(q, -1) for q in p.get("pirates") or []]
        g.text(cols[1] + 15, ry + 22, positions.count(BOAT), 19, "cg-b", "middle")
        g.text(cols[2] + 18, ry + 22, _int(p.get("hand_size")), 17, "", "middle")
        shown = _cards(p.get("hand")) if open_hands and "hand" in p else _cards(p.get("seen"))
        _mini_counts(g, cols[3], ry + 4, _counts(shown), x + w - 6)

    return int(parts.players_table(g, view, players, (x, y, w), 32, heads, row, top=40))


def _mini_counts(g: _Svg, x: float, y: float, counts: list[tuple[str, int]], right: float) -> None:
    """Small glyphs with counts (``key×2``) in a line from (x, y), 22 high."""
    if not counts:
        g.text(x, y + 18, "–", 17, "cg-dim")
        return
    for sym, n in counts:
        if x + 34 > right:
            g.text(x, y + 18, "…", 17, "cg-dim")
            return
        g.raw(f"<g><title>{esc(symbol_word(sym))} ×{n}</title>")
        g.glyph(sym, x, y + 1, 21)
        g.raw("</g>")
        if n > 1:
            g.text(x + 21, y + 18, n, 15, "cg-b")
        x += 36 if n > 1 else 27


def _card(g: _Svg, x: float, y: float, w: float, h: float, sym: str) -> None:
    g.rect(x, y, w, h, "cg-card", 6, title=symbol_word(sym))
    size = min(w - 8, h - 20)
    g.glyph(sym, x + (w - size) / 2, y + 4, size)
    g.text(x + w / 2, y + h - 5, initial(sym), 13, "cg-b", "middle")


def _cards_panel(
    g: _Svg,
    view: CartagenaView,
    players: list[PlayerView],
    moves: dict[str, Any],
    y: int,
) -> int:
    x, right = 508, WIDTH - MARGIN
    variant = str(view.get("variant") or "online")
    row = _cards(view.get("row"))
    stock = _int(view.get("stock"))
    discard = _cards(view.get("discard"))
    if variant != "jamaica":
        g.text(x, y + 18, _("Row of cards to draw ({n})", n=len(row)), 17, "cg-b")
        g.text(right, y + 18, _stock(stock), 15, "cg-dim", "end")
        pitch = max(34, min(46, (right - x) // max(1, len(row))))
        fits = (right - x + 4) // pitch
        shown = row if len(row) <= fits else row[: fits - 1]
        for i, sym in enumerate(shown):
            _card(g, x + i * pitch, y + 26, pitch - 5, 56, sym)
        if len(shown) < len(row):
            g.text(x + len(shown) * pitch + 4, y + 60, f"+{len(row) - len(shown)}", 17, "cg-b")
        if row:  # row[0] is taken first
            g.rect(x - 3, y + 23, pitch + 1, 62, "cg-next", 8)
            g.text(x + (pitch - 5) / 2, y + 100, _("next"), 14, "cg-b cg-next-t", "middle")
        else:
            said = _("(empty: a new row is laid out when a card is drawn)")
            g.text(x, y + 60, said, 15, "cg-dim")
        line, y = y + 100, y + 110
    else:
        g.text(x, y + 18, _("Drawn from the stock"), 17, "cg-b")
        g.text(right, y + 18, _stock(stock), 15, "cg-dim", "end")
        line, y = y + 44, y + 54
    # the discards, the last played last
    dx = x + (60 if variant != "jamaica" else 0)
    if discard:
        said = _("discards: {n} · last played:", n=len(discard))
    else:
        said = _("discards: {n}", n=len(discard))
    g.text(dx, line, said, 15, "cg-dim")
    dx += 200
    for sym in discard[-4:]:
        g.raw(f"<g><title>{esc(symbol_word(sym))}</title>")
        g.glyph(sym, dx, line - 17, 21)
        g.raw("</g>")
        g.text(dx + 22, line, initial(sym), 13, "cg-b")
        dx += 38
    with g.own(isinstance(view.get("you"), dict)):  # not the tortuga version's open hand
        return _hand_panel(g, view, players, moves, x, y, right)


def _hand_panel(
    g: _Svg,
    view: CartagenaView,
    players: list[PlayerView],
    moves: dict[str, Any],
    x: int,
    y: int,
    right: int,
) -> int:
    you = view.get("you")
    hand: list[str] | None = None
    title = ""
    owner = _get(view.get("decision"), "seat")  # whose hand is shown: the mover's or the viewer's
    if isinstance(you, dict):
        owner = view.get("seat")
        hand = _cards(you.get("hand"))
        title = parts.your_hand(len(hand))
    elif owner is not None:  # the tortuga version: hands lie open
        mover: PlayerView | dict[str, Any] = next(
            (p for p in players if p.get("seat") == owner), {}
        )
        if "hand" in mover:
            hand = _cards(mover.get("hand"))
            title = _(
                "{name}'s hand, open ({n})", name=short(mover.get("name", "?"), 12), n=len(hand)
            )
    h = 100
    parts.hand_panel(g, x, y, right - x, h, None if hand is None else title)
    if hand is None:
        lines = (
            _("Each player's hand size is in the players table;"),
            _("select a seat to see its own hand."),
        )
        parts.text_lines(g, x + 14, parts.Cursor(y + 52), lines, 15, 22, "cg-dim")
        return y + h
    if not hand:
        g.text(x + 14, y + 62, _("no cards: move a pirate back to draw"), 16, "cg-dim")
        return y + h
    cx = x + 12
    for sym, n in _counts(hand):
        name = symbol_word(sym)
        if sym in moves["cards"] and owner == moves["seat"]:  # a forward text names it
            with g.hot(token=sym, label=_("the {card} card", card=name)):
                _hand_card(g, cx, y + 32, sym, n)
                g.ring(cx - 3, y + 29, 78, 66, 10)
        else:
            _hand_card(g, cx, y + 32, sym, n)
        cx += 78
    return y + h


def _hand_card(g: _Svg, x: float, y: float, sym: str, n: int) -> None:
    """A stack of ``n`` cards of ``sym`` in the hand panel, its glyph, count and name."""
    name = symbol_word(sym)
    g.rect(x, y, 72, 60, "cg-card", 8, title=f"{name} ×{n}")
    g.glyph(sym, x + 5, y + 5, 30)
    g.text(x + 67, y + 30, f"×{n}", 19, "cg-b", "end")
    g.text(x + 36, y + 55, name, 13, "", "middle")


def _stock(n: int) -> str:
    return _.plural("stock: {n} card face down", "stock: {n} cards face down", n)
