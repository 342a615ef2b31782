"""THE Tortuga 1667 board: one SVG picture of a view, for ``_repr_svg_``, papers and the widget.

It draws only what the given view holds (``m.view(seat)`` or the public ``m.view()``), so it can
never show more than that seat may know. The layout mirrors the board: the Spanish galleon on top,
the Flying Dutchman and the Jolly Roger with their lines (Captain first), the two rowboats, Tortuga
with its line and treasure, then the event row, the players' kept cards, the viewing seat's own
loyalty and vote hand, and the assumptions the match rests on. It is drawn with the board toolkit (``tortuga_kit/board/``: the builder, the palette, the
header, the assumptions badge and the players table every board shares). The live widget shows
this same string (no second drawing in JavaScript): every element a click can play is a named
hot spot (``Svg.hot``, with the ``aria-label`` a screen reader says): an event card carries
``data-action="reveal 3"``, a ship, a rowboat and Tortuga ``move ...``, and a pawn
``data-token`` (a player's name, which fills a picker's player slot).

Colours are CSS variables with light fallbacks: JupyterLab's ``--jp-*`` for panels and text, and
the board's own ``--tk-*`` (``PALETTE``, over the toolkit's shared colours: team colours, sea,
island, face-down cards, the role letters), whose JupyterLab Dark values (``PALETTE_DARK``)
apply under ``[data-jp-theme-light="false"]``. Inlined into a page (the widget, Voilà,
``_repr_html_``) the picture follows the theme; as an ``<img>`` (JupyterLab's SVG output) page
variables do not reach it, so the light fallbacks apply. The picture scales to the width it is
given (``max-width:100%``). All text is escaped: names come from users.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...board import parts
from ...board.elements import Svg, svg_document
from ...board.palette import Palette
from ...board.text import as_int as _int
from ...board.text import short, wrap
from ...board.text import view_get as _get
from ...engine.i18n import translator
from .cards import EVENT_CARDS
from .verbs import SYMBOLS, vote_card
from .view import TortugaView, YouView, typed

_ = translator("tortuga1667")

WIDTH = 1200
# Light values; a team colour must stay readable on the grey panels, the sea and the island.
# "role" is the letters on a pawn (C, FM, CB, G): JupyterLab's warning orange was 3.8:1 on
# white, under the 4.5:1 small text needs.
PALETTE = {
    "british": "#c62828",
    "french": "#1565c0",
    "dutch": "#c43e00",
    "sea": "#dcecf9",
    "sea-line": "#5f8fbf",
    "island": "#f7e8c4",
    "island-line": "#b8914e",
    "down": "#c5e2fb",
    "role": "#b33c00",
}
# JupyterLab Dark (panels #424242, text near white): lighter team colours, a night sea, a dark
# sand island and dark face-down cards, so light text stays readable on them. The badge, the
# result and the dim text are the toolkit's shared colours.
PALETTE_DARK = {
    "british": "#ffa097",
    "french": "#93c1ff",
    "dutch": "#ffb74d",
    "sea": "#14324d",
    "sea-line": "#4f84b3",
    "island": "#3e321d",
    "island-line": "#a1844f",
    "down": "#173d63",
    "role": "#ffb74d",
}

PAL = Palette("tk", PALETTE, PALETTE_DARK)  # over the colours every board shares
PALETTE, PALETTE_DARK = PAL.light, PAL.dark
colour = PAL.var

TEAMS = ("british", "french", "dutch")
TEAM_COLOURS = {team: colour(team) for team in TEAMS}
SHIP_KEYS = ("fd", "jr")
SHIP_FALLBACK_TITLES = {"fd": _.mark("Flying Dutchman"), "jr": _.mark("Jolly Roger")}
BOAT_TITLES = {"fd": _.mark("Flying Dutchman's rowboat"), "jr": _.mark("Jolly Roger's rowboat")}
SYMBOL_WORDS = SYMBOLS  # a vote card's symbols, as its label names them
NATION_WORDS = {"british": _.mark("British"), "french": _.mark("French"), "dutch": _.mark("Dutch")}
WIN_HEADS = {
    "british": _.mark("Game over: British win"),
    "french": _.mark("Game over: French win"),
    "dutch": _.mark("Game over: Dutch win"),
}
#: The role letters on a pawn: Captain, First Mate, Cabin Boy, Governor.
ROLE_LETTERS = {"C": _.mark("C"), "FM": _.mark("FM"), "CB": _.mark("CB"), "G": _.mark("G")}
PLACES = {
    "fd": _.mark("Flying Dutchman"),
    "jr": _.mark("Jolly Roger"),
    "tortuga": _.mark("Tortuga"),
    "fd-boat": _.mark("FD rowboat"),
    "jr-boat": _.mark("JR rowboat"),
}
# The narrow players table of a seat view (the "You" panel sits beside it) abbreviates the ships
# and explains the abbreviations in a legend line under the table.
PLACES_SHORT = {
    "fd": _.mark("FD"),
    "jr": _.mark("JR"),
    "tortuga": _.mark("Tortuga"),
    "fd-boat": _.mark("FD boat"),
    "jr-boat": _.mark("JR boat"),
}
PLACES_LEGEND = _.mark("FD: Flying Dutchman · JR: Jolly Roger")


def _nation(team: object) -> str:
    word = str(team)
    return _.get(NATION_WORDS[word]) if word in NATION_WORDS else word.title()


def _team(team: object) -> str:
    """The class that colours a text in ``team``'s colour (none for anything else)."""
    return f"tk-team-{team}" if team in TEAM_COLOURS else "tk-dim"


# Line lengths in characters, measured in Chromium with JupyterLab's UI font: text averages about
# 0.49em per character, so 80 characters at 18px take ~710px of the 840px left of the score box,
# and 44 at 16px ~360px of the 420px right of the galleon.
HEADER_ONE_LINE = 74  # the turn line at 20px
HEADER_TWO_LINES = 80  # ... per line when it needs two, at 18px
NOTE_WIDTH = 44  # a note line right of the galleon, at 16px

HEADER = parts.HeaderStyle(
    title_size=32, who_x=290, who_size=20, line_size=20, title_fit=260, who_fit=560
)

# The board's own classes; the panels, texts, cards, badge and result are the toolkit's.
OWN_STYLE = (
    f"""
.tk-sea{{fill:{colour("sea")};stroke:{colour("sea-line")};stroke-width:2}}
.tk-island{{fill:{colour("island")};stroke:{colour("island-line")};stroke-width:2}}
.tk-pawn{{fill:var(--jp-layout-color0,#ffffff);stroke:var(--jp-border-color1,#757575);stroke-width:2}}
.tk-card{{fill:var(--jp-layout-color0,#ffffff);stroke:var(--jp-border-color1,#757575);stroke-width:2}}
.tk-down{{fill:{colour("down")};stroke:var(--jp-border-color1,#757575);stroke-width:2}}
.tk-empty{{fill:none;stroke:var(--jp-border-color2,#bdbdbd);stroke-width:2;stroke-dasharray:6 5}}
.tk-mover{{fill:none;stroke:#f9a825;stroke-width:6}}
.tk-role{{fill:{colour("role")}}}
"""
    + "".join(f".tk-team-{t}{{fill:{colour(t)}}}\n" for t in TEAMS)
    + "".join(f".tk-pawn-{t}{{stroke:{colour(t)};stroke-width:4}}\n" for t in TEAMS)
)
STYLE = PAL.style(OWN_STYLE)


def palette_css(scope: str) -> str:
    """The board palette as CSS variables under ``scope`` (light, and JupyterLab Dark), for a
    widget of this game that colours HTML by team (the vote lab): one palette, this one."""
    return PAL.css_vars(scope)


def render_svg(data: Mapping[str, Any], legal: Sequence[str] = ()) -> str:
    """The whole board of one view as an SVG document (a string). ``legal`` (the action
    texts the shown seat may play) is not read yet: this board puts its hot spots on every
    event card, ship, rowboat and pawn, and the widget marks what is legal."""
    view = typed(data if isinstance(data, dict) else {})
    g = Svg("tk")
    names = [str(n) for n in _get(view.get("names"), default=[])]
    players = parts.players(view)
    by_seat = {p.get("seat"): p for p in players}
    me = view.get("seat")
    mover = _get(view.get("decision"), "seat")

    def name_of(seat: Any) -> str:
        if isinstance(seat, int) and 0 <= seat < len(names):
            return names[seat]
        return "?" if seat is not None else ""

    y = _header(g, view)
    _galleon_row(g, view, y)
    _ships(g, view, y + 120, name_of, by_seat, me, mover)
    _boats(g, view, y + 375, name_of, me, mover)
    _tortuga(g, view, y + 455, name_of, by_seat, me, mover)
    y = _players_panel(g, view, y + 640, players, me, mover)
    y = _footer(g, view, y, name_of)
    height = y + 20
    return svg_document(WIDTH, height, "Tortuga 1667 board", STYLE, "tk-bg", "".join(g.parts))


# ----------------------------------------------------------------------------- sections
def _header(g: Svg, view: TortugaView) -> int:
    parts.header(g, view, HEADER, "Tortuga 1667", header_lines(view))
    scores = _get(view.get("scores"), default={})
    b, f = _int(_get(scores, "british")), _int(_get(scores, "french"))
    g.rect(860, 12, 320, 44, g.c("panel"))
    g.text(875, 43, _("British {n}", n=b), 24, g.c("b", "team-british"), fit=130)
    g.text(1020, 43, "–", 24, anchor="middle")
    g.text(1165, 43, _("{n} French", n=f), 24, g.c("b", "team-french"), "end", fit=130)
    parts.assumptions_badge(g, view, (860, 62, 320, 32), 18)
    return 100


def status_line(view: TortugaView) -> str:
    """The turn/prompt line, whole: the step, the turn (or "Setup") and the decision's prompt
    (or "game over"). The board's header fits it into two lines (``header_lines``); the
    projector's status line wraps it whole.

    During the Captains' starting-chest choice (decision kind "hold") no turn has begun, so
    the line says "Setup" instead of "Turn 1 · X's turn"."""
    turn = _get(view.get("turn"), default={})
    d = view.get("decision")
    step = view.get("step")
    at = (
        _("Step {step}", step=step) + " · "
        if isinstance(step, int) and not isinstance(step, bool)
        else ""
    )
    if isinstance(d, dict) and _get(d, "kind") == "hold":
        line = at + _("Setup")
    else:
        line = at + _(
            "Turn {n} · {name}'s turn",
            n=_int(_get(turn, "number"), 0),
            name=_get(turn, "name", default="?"),
        )
    if isinstance(d, dict):
        line += f" · {_get(d, 'prompt', default='')}"
    elif view.get("result"):
        line += " · " + _("game over")
    return line


def header_lines(view: TortugaView) -> list[tuple[int, str, int]]:
    """The turn/prompt line under the title as (baseline y, text, font size): one line when it
    fits, else two smaller ones (the second cut with "…"), never running under the score box."""
    line = status_line(view)
    if len(line) <= HEADER_ONE_LINE:
        return [(75, line, 20)]
    parts = _wrap(line, HEADER_TWO_LINES)
    if len(parts) == 1:
        return [(75, line, 18)]
    second = " ".join(parts[1:])
    return [(66, parts[0], 18), (90, short(second, HEADER_TWO_LINES), 18)]


def deck_notes(view: TortugaView) -> tuple[list[str], list[str]]:
    """At most two short lines under the deck counts (the end-phase flags, then the star cards),
    and the star cards that did not fit there (the footer lists those in full).

    Star names are never cut in the middle: whatever does not fit becomes "+N more"."""
    flags = []
    if view.get("end_phase"):
        flags.append(_("end phase: no refills"))
    if view.get("sudden_death"):
        flags.append(_("sudden death"))
    lines = [short(" · ".join(flags), NOTE_WIDTH)] if flags else []
    stars = [str(s) for s in _get(view.get("star_cards"), default=[]) or []]
    if not stars:
        return lines, []
    room = 2 - len(lines)
    for k in range(len(stars), -1, -1):
        rest = len(stars) - k
        pieces = [s + ("," if i < k - 1 or rest else "") for i, s in enumerate(stars[:k])]
        if rest:
            pieces.append(_("+{n} more", n=rest))
        star_lines = _pack([_("Stars:"), *pieces], NOTE_WIDTH)
        if len(star_lines) <= room or k == 0:
            return lines + star_lines[:room], (stars if rest else [])
    return lines, stars  # pragma: no cover - k == 0 always returns


def _pack(words: list[str], width: int) -> list[str]:
    """Join words (which may hold spaces) into lines of at most ``width`` characters."""
    out: list[str] = []
    line = ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        out.append(line)
    return out


def _galleon_row(g: Svg, view: TortugaView, y: int) -> None:
    # event row, left
    g.text(20, y + 22, _("Event row"), 20, g.c("b"))
    row = _get(view.get("row"), default=[])
    for i in range(5):
        _event_slot(g, _get(row, i, default={}), i, 20 + i * 86, y + 32)
    # galleon, centre
    g.rect(460, y, 280, 108, g.c("sea"), 14)
    g.text(600, y + 30, _("Spanish galleon"), 22, g.c("b"), "middle")
    chests = _int(view.get("galleon"))
    g.text(600, y + 80, _.plural("{n} chest", "{n} chests", chests), 34, g.c("b"), "middle")
    # decks, right
    x = 760
    g.text(x, y + 20, _("Event deck: {n} cards", n=_int(view.get("event_deck"))), 18)
    g.text(x, y + 42, _("Vote deck: {n} cards", n=_int(view.get("vote_deck"))), 18)
    discard = _get(view.get("discard"), default=[])
    shown = len(discard) if isinstance(discard, list) else 0
    g.text(x, y + 64, _("Discarded events: {n}", n=shown), 18)
    for j, note in enumerate(deck_notes(view)[0]):
        g.text(x, y + 86 + j * 20, note, 16, g.c("dim"))


def _event_slot(g: Svg, slot: Any, i: int, x: float, y: float) -> None:
    """One place of the event row: empty, a face-up card (its title) or a face-down one; a
    hot spot that reveals it."""
    label = str(_get(slot, "slot", default=i + 1))
    title = _get(slot, "title")
    empty = _get(slot, "empty", default=False)
    said = _("empty") if empty else (str(title) if title else _("face down"))
    with g.hot(action=f"reveal {i + 1}", label=_("event card {n}: {card}", n=label, card=said)):
        if empty:
            g.rect(x, y, 76, 76, g.c("empty"), 6)
            g.text(x + 38, y + 45, _("empty"), 15, g.c("dim"), "middle")
        elif title:
            g.rect(x, y, 76, 76, g.c("card"), 6, title=title)
            for j, part in enumerate(_wrap(str(title), 9)[:3]):
                g.text(x + 38, y + 30 + j * 17, part, 14, g.c("b"), "middle")
        else:
            g.rect(x, y, 76, 76, g.c("down"), 6)
            g.text(x + 38, y + 50, "?", 26, g.c("dim", "b"), "middle")
        g.text(x + 8, y + 18, label, 14, g.c("dim"))


def _pawn(
    g: Svg,
    x: float,
    y: float,
    seat: Any,
    name: str,
    role: str,
    me: Any,
    where: str,
    loyalty: Any = None,
) -> None:
    """A player's pawn: the role letters, the team's initial (when known), the name; ``where``
    (the ship or Tortuga) names it for a screen reader. The pawn of the seat to decide is ringed
    (``me``: the viewing seat; the mover is ringed by the caller)."""
    cls = g.c("pawn") + (f" tk-pawn-{loyalty}" if loyalty in TEAM_COLOURS else "")
    with g.hot(token=name, label=_("{name} on {place}", name=name, place=where)):
        g.rect(x, y, 100, 72, cls, 12, title=name)
        if role:
            letters = "/".join(_.get(ROLE_LETTERS.get(r, r)) for r in role.split("/"))
            g.text(x + 8, y + 22, letters, 17, g.c("b", "role"))
        if loyalty in TEAM_COLOURS:  # colour is never the only cue: the team's initial too
            g.text(
                x + 92,
                y + 22,
                _nation(loyalty)[0].upper(),
                17,
                g.c("b") + " " + _team(loyalty),
                "end",
            )
        mine = seat is not None and seat == me
        g.text(x + 50, y + 46, short(name, 9), 17, g.c("b") if mine else "", "middle")
        if mine:
            g.text(x + 50, y + 66, _("(you)"), 14, g.c("dim"), "middle")


def _mover_ring(g: Svg, x: float, y: float) -> None:
    """The ring around the pawn of the seat that decides now."""
    g.rect(x - 4, y - 4, 108, 80, g.c("mover"), 14)


def _roles(j: int, n: int) -> str:
    """The roles of the ``j``-th of ``n`` pirates on a ship: Captain, First Mate, Cabin Boy."""
    roles = (["C"] if j == 0 else []) + (["FM"] if j == 1 else []) + (["CB"] if j == n - 1 else [])
    return "/".join(roles)


def _ships(
    g: Svg,
    view: TortugaView,
    y: int,
    name_of: Any,
    by_seat: dict[Any, Any],
    me: Any,
    mover: Any,
) -> None:
    for i, key in enumerate(SHIP_KEYS):
        ship = _get(view.get("ships"), key, default={})
        x = 20 + i * 590
        title = _get(ship, "title", default=_.get(SHIP_FALLBACK_TITLES[key]))
        with g.hot(action=f"move {key}", label=_("move to {place}", place=title)):
            g.rect(x, y, 570, 240, g.c("sea"), 14)
        g.text(x + 16, y + 32, title, 24, g.c("b"))
        line = [s for s in _get(ship, "line", default=[]) if isinstance(s, int)]
        g.text(x + 554, y + 32, _("{n}/5 aboard", n=len(line)), 18, g.c("dim"), "end")
        for j, seat in enumerate(line[:5]):
            px, loyalty = x + 14 + j * 110, _get(by_seat, seat, "loyalty")
            _pawn(g, px, y + 52, seat, name_of(seat), _roles(j, len(line)), me, title, loyalty)
            if seat == mover:
                _mover_ring(g, px, y + 52)
        if not line:
            g.text(x + 285, y + 95, _("(empty ship)"), 20, g.c("dim"), "middle")
        _holds(g, _get(ship, "holds", default={}), x, y)


def _holds(g: Svg, holds: Any, x: float, y: float) -> None:
    """A ship's two holds: the British and the French chests."""
    for k, team in enumerate(("british", "french")):
        hx = x + 14 + k * 280
        g.rect(hx, y + 140, 262, 84, g.c("panel"), 10)
        said = _("{nation} hold", nation=_nation(team))
        # inside its panel ("Französischer Laderaum" is longer)
        g.text(hx + 14, y + 172, said, 20, g.c("b", f"team-{team}"), fit=234)
        n = _int(_get(holds, team))
        g.text(hx + 248, y + 210, _.plural("{n} chest", "{n} chests", n), 28, g.c("b"), "end")


def _boats(g: Svg, view: TortugaView, y: int, name_of: Any, me: Any, mover: Any) -> None:
    for i, key in enumerate(SHIP_KEYS):
        x = 150 + i * 640
        title = _.get(BOAT_TITLES[key])
        seat = _get(view.get("boats"), key)
        if _get(view.get("destroyed"), key, default=False):
            g.rect(x, y, 260, 64, g.c("empty"), 30)
            g.text(x + 130, y + 26, title, 16, g.c("dim"), "middle")
            g.text(x + 130, y + 52, _("destroyed"), 20, g.c("role", "b"), "middle")
            continue
        with g.hot(action=f"move {key}-boat", label=_("move to {place}", place=title)):
            g.rect(x, y, 260, 64, g.c("sea"), 30)
        g.text(x + 130, y + 26, title, 16, g.c("dim"), "middle")
        if isinstance(seat, int):
            cls = g.c("b", "role") if seat == mover else g.c("b")
            said = short(name_of(seat), 16) + (" " + _("(you)") if seat == me else "")
            g.text(x + 130, y + 52, said, 20, cls, "middle")
        else:
            g.text(x + 130, y + 52, _("empty"), 20, g.c("dim"), "middle")


def _tortuga(
    g: Svg,
    view: TortugaView,
    y: int,
    name_of: Any,
    by_seat: dict[Any, Any],
    me: Any,
    mover: Any,
) -> None:
    place = _("Tortuga")
    with g.hot(action="move tortuga", label=_("move to {place}", place=place)):
        g.rect(20, y, 1160, 170, g.c("island"), 14)
    g.text(36, y + 32, place, 24, g.c("b"))
    treasure = _get(view.get("tortuga"), "treasure", default={})
    b, f = _int(_get(treasure, "british")), _int(_get(treasure, "french"))
    g.text(640, y + 32, _("British treasure: {n}", n=b), 20, g.c("b", "team-british"))
    g.text(1164, y + 32, _("French treasure: {n}", n=f), 20, g.c("b", "team-french"), "end")
    line = [s for s in _get(view.get("tortuga"), "line", default=[]) if isinstance(s, int)]
    for j, seat in enumerate(line[:10]):
        loyalty = _get(by_seat, seat, "loyalty")
        px = 32 + j * 114
        _pawn(g, px, y + 64, seat, name_of(seat), "G" if j == 0 else "", me, place, loyalty)
        if seat == mover:
            _mover_ring(g, px, y + 64)
    if not line:
        g.text(600, y + 110, _("(nobody on Tortuga)"), 20, g.c("dim"), "middle")


KINDS = {"attack": _.mark("attack"), "mutiny": _.mark("mutiny"), "brawl": _.mark("brawl")}


def _kind(kind: object) -> str:
    return _.get(KINDS[kind]) if isinstance(kind, str) and kind in KINDS else str(kind)


def _card_title(card: Any) -> str:
    entry = EVENT_CARDS.get(str(card))
    return _.get(entry[0]) if entry else str(card).replace("_", " ").title()


def _kept(p: dict[str, Any]) -> str:
    bits = []
    alb = _int(p.get("albatross"))
    if alb:
        bits.append(_("Albatross ×{n}", n=alb))
    maps = p.get("maps") or []
    if isinstance(maps, list):
        bits += [_card_title(m) for m in maps]
    marques = _int(p.get("saved_marques"))
    if marques:
        bits.append(_("Letter of Marque ×{n}", n=marques))
    return ", ".join(bits) or "–"


def _loyalty_said(p: Mapping[str, Any], seat: Any, me: Any, you: Any) -> tuple[str, str]:
    """A player's loyalty in the players table and its class: open, the viewer's own, seen
    (marked so), or hidden."""
    loyalty = p.get("loyalty") or p.get("loyalty_seen")
    if seat == me and isinstance(you, dict):
        loyalty = you.get("loyalty")
    if not loyalty:
        return _("hidden"), "tk-dim"
    if p.get("loyalty") or seat == me:
        return _nation(loyalty), "tk-b " + _team(loyalty)
    return _("{nation} (seen)", nation=_nation(loyalty)), "tk-b " + _team(loyalty)


def _players_panel(
    g: Svg, view: TortugaView, y: int, players: list[dict[str, Any]], me: Any, mover: Any
) -> int:
    you = view.get("you")
    seat_view = isinstance(you, dict)
    width = 700 if seat_view else 1160
    cols = (36, 160, 245, 340, 575) if seat_view else (36, 200, 380, 500, 1060)
    # each column's room: up to the next one (a translation may be longer than the English)
    room = [b - a - 8 for a, b in zip(cols, cols[1:])] + [20 + width - cols[-1] - 8]
    heads = (_("place"), _("vote cards"), _("kept cards in front"), _("loyalty"))
    places = PLACES_SHORT if seat_view else PLACES

    def row(p: dict[str, Any], seat: int, top: float) -> None:
        ry = top + 22
        nm = short(p.get("name", "?"), 11) + (" ▶" if seat == mover else "")
        g.text(cols[0], ry, nm, 18, g.c("b") if seat == me else "")
        where = str(p.get("location"))
        place = _.get(places[where]) if where in places else str(p.get("location", "?"))
        g.text(cols[1], ry, short(place, 8 if seat_view else 16), 17)
        lost = _int(p.get("lost_cards"))
        cards = _int(p.get("hand_size"))
        said = _("{n} ({lost} lost)", n=cards, lost=lost) if lost else str(cards)
        g.text(cols[2], ry, said, 17, fit=room[2])
        g.text(cols[3], ry, short(_kept(p), 23 if seat_view else 52), 17)
        said, cls = _loyalty_said(p, seat, me, you)
        g.text(cols[4], ry, said, 17, cls)

    bottom = parts.players_table(g, view, players, (20, y, width), 32, [], row)
    # the column heads, each squeezed into its column's room
    for k, (cx, head) in enumerate(zip(cols[1:], heads)):
        g.text(cx, y + 25, head, 16, g.c("dim"), fit=room[k + 1])
    if seat_view:
        bottom += 24
        g.text(36, bottom - 6, _.get(PLACES_LEGEND), 15, g.c("dim"))
    if isinstance(you, dict):
        with g.own():
            bottom = max(bottom, _you_panel(g, you, y, players))
    return int(bottom) + 16


def _you_panel(g: Svg, you: YouView, y: int, players: list[dict[str, Any]]) -> int:
    x = 740
    hand = [c for c in (you.get("hand") or []) if isinstance(c, str)]
    known = you.get("known") or {}
    seen = [(p.get("name"), p.get("loyalty_seen")) for p in players if p.get("loyalty_seen")]
    h = 150 + 104 * ((len(hand) + 2) // 3 or 1) + 26 * (len(known) + len(seen))
    g.rect(x, y, 440, h, g.c("panel"), 12)
    g.text(x + 16, y + 30, _("You: {name}", name=short(you.get("name", "?"), 16)), 20, g.c("b"))
    loyalty = str(you.get("loyalty") or "?")
    g.text(x + 16, y + 62, _("Loyalty:") + " ", 20)
    g.text(x + 100, y + 62, _nation(loyalty), 22, g.c("b") + " " + _team(loyalty))
    g.text(x + 16, y + 92, _("Vote hand ({n}):", n=len(hand)), 18, g.c("dim"))
    for i, card in enumerate(hand):
        cx = x + 16 + (i % 3) * 138
        cy = y + 102 + (i // 3) * 104
        _vote_card(g, cx, cy, card)
    ty = y + 102 + 104 * ((len(hand) + 2) // 3 or 1) + 24
    for slot, title in sorted(known.items(), key=lambda kv: str(kv[0])):
        g.text(x + 16, ty, _("You know card {n}: {card}", n=slot, card=title), 17)
        ty += 26
    for nm, loy in seen:
        said = _("You saw {name}'s loyalty: {nation}", name=short(nm, 12), nation=_nation(loy))
        g.text(x + 16, ty, said, 17)
        ty += 26
    return y + h


def _vote_card(g: Svg, x: float, y: float, card: str) -> None:
    g.rect(x, y, 128, 94, g.c("card"), 8, title=card)
    for j, part in enumerate(card.split("/")[:3]):
        word = part[1:] if part.startswith("2") else part
        text = ("2× " if part.startswith("2") else "") + (
            _.get(SYMBOL_WORDS[word]) if word in SYMBOL_WORDS else word
        )
        cls = (g.c("b") if j == 1 else "") + (" " + _team(word) if word in TEAM_COLOURS else "")
        g.text(x + 64, y + 26 + j * 26, text, 18, cls.strip(), "middle")


def _vote_lines(g: Svg, view: TortugaView, y: int, name_of: Any) -> int:
    """The vote under way and the last vote with its explanation; the y under them."""
    vote = view.get("vote")
    if isinstance(vote, dict):
        voters = [name_of(s) for s in _get(vote, "voters", default=[])]
        down = _int(_get(vote, "cards_down"))
        said = _.plural(
            "Vote in progress: {kind} called by {name}; {n} card face down; voters: {voters}",
            "Vote in progress: {kind} called by {name}; {n} cards face down; voters: {voters}",
            down,
            kind=_kind(_get(vote, "kind", default="?")),
            name=name_of(_get(vote, "caller")),
            voters=", ".join(voters) or _("none"),
        )
        g.text(20, y + 24, said, 19, g.c("b"))
        y += 36
    last = view.get("last_vote")
    if isinstance(last, dict):
        cards = ", ".join(vote_card(str(c)).render() for c in _get(last, "cards", default=[]))
        kind = _kind(_get(last, "kind", default="?"))
        g.text(20, y + 24, _("Last vote ({kind}): {cards}", kind=kind, cards=cards), 18)
        for part in _wrap(str(_get(last, "explanation", default="")), 110)[:3]:
            y += 26
            g.text(40, y + 24, part, 17, g.c("dim"))
        y += 36
    return y


def _footer(g: Svg, view: TortugaView, y: int, name_of: Any) -> int:
    y = _vote_lines(g, view, y, name_of)
    result = view.get("result")
    if isinstance(result, dict):
        team = _get(result, "winning_team")
        winners = ", ".join(name_of(s) for s in _get(result, "winners", default=[]))
        if team:
            head = _.get(WIN_HEADS[team]) if team in WIN_HEADS else f"Game over: {team} win"
        else:
            head = _("Game over: no winner")
        g.rect(20, y + 6, 1160, 92, g.c("result"), 12)
        g.text(40, y + 42, head + (f" ({winners})" if winners else ""), 26, g.c("b"))
        g.text(40, y + 78, short(str(_get(result, "reason", default="")), 105), 18)
        y += 108
    hidden_stars = deck_notes(view)[1]
    if hidden_stars:
        stars = _("Star cards: {cards}", cards=", ".join(hidden_stars))
        for j, part in enumerate(_wrap(stars, 115)):
            g.text(20 if j == 0 else 36, y + 24, part, 17)
            y += 24
        y += 8
    assumptions = [str(a) for a in _get(view.get("assumptions"), default=[])]
    if assumptions:
        g.text(20, y + 24, _("Uses assumed card data:"), 18, g.c("role", "b"))
        for a in assumptions:
            with g.group(rule=a):  # each names its section: a click opens it
                for j, part in enumerate(_wrap(a, 115)):
                    y += 24
                    bullet = "• " if j == 0 else ""
                    g.text(40 if j == 0 else 56, y + 24, bullet + part, 16, g.c("dim"))
        y += 30
    return y


def _wrap(text: str, width: int) -> list[str]:
    """Greedy word wrap (SVG text does not wrap by itself); one empty line for no text."""
    return wrap(text, width) or [""]
