"""THE Tortuga Gourmet board: one SVG picture of a view, for ``_repr_svg_``, papers and the widget.

It draws only what the given view holds (``m.view(seat)`` or the public ``m.view()``), so it can
never show more than that seat may know. The layout, landscape to sit beside the widget's
choices on a projector (1000 wide, about 600 high):

- a header with the step, the turn and the prompt, a badge saying the match plays with ASSUMED
  card data (``card_data_assumed``; a click opens rules §card-data), a badge with the number of
  assumptions (their words in its tooltip; a click opens rules §assumptions) and a turn box
  (whose turn, the first player) or, after the end, the winners;
- left, the ring of the 12 islands, island 0 at the top and the numbers running clockwise: each
  island shows its number, its pile size and its top card (the piles lie ingredient side up), an
  emptied island is drawn dashed and says "empty"; inside the ring, next to each island, the
  pirates standing there; in the middle the turn number, how many islands are emptied out of
  the number that ends the game (``piles_to_end``) and, once it is triggered, that the round is
  being completed up to (not including) the first player;
- right, the players (their pirate's shape, the first player marked "1st", the island they are
  on, their recipe card, hand and pantry sizes, and after the end their score with its
  breakdown), and the viewing seat's own hand with a live score ("if the game ended now":
  ``you["score_now"]``), or under Forgetful Pirates a note that the pantry is hidden; the
  projector view (``seat`` ``None``) shows no hand.

A colour is never the only cue: each player's pirate has its own shape (red circle, blue square,
green diamond, yellow hexagon, purple shield), shown beside every name, and every card says its
ingredient in a word (the colour stripe only helps).

The live widget shows this same string. What a click can do, drawn only in the deciding seat's
own view (its hand is what it plays): each card of the hand carries ``data-token="<card>"``
(the card's text, one or two words: ``"grog 3"``, ``"lonely_island"``) and each island
``data-token="to <i>"`` (two words), so a card then an island spells ``play grog 3 to 5``. A
player whose cards cannot sail gets buttons instead: ``data-action="discard <card>"`` (the card
alone also spells it) or ``data-action="pass"``. All of these are drawn only where the legal
action texts the board is given name them (``render_svg(view, legal)``; ``Game.svg(view)`` takes
those a ``Match`` put on its view, ``Match.board_legal``): the board works out no rule, so only
the islands a card reaches are tokens. The badges carry ``data-rule``.

Colours are CSS variables with light fallbacks: JupyterLab's ``--jp-*`` for panels and text, and
the board's own ``--gm-*`` (``PALETTE``), whose JupyterLab Dark values (``PALETTE_DARK``) apply
under ``[data-jp-theme-light="false"]``. Inlined into a page the picture follows the theme; as an
``<img>`` the light fallbacks apply. Class and variable names start with ``gm-`` so this
board's ``<style>`` never restyles another game's board on the same page. The picture scales to
the width it is given (``max-width:100%``). All text is escaped: names come from users.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from ...board import parts
from ...board.elements import Svg, shape_svg, svg_document
from ...board.legal import Legal
from ...board.palette import Palette
from ...board.text import as_int as _int
from ...board.text import esc, seat_name, short
from ...board.text import header_line as _header_line
from ...board.text import view_get as _get
from ...engine.citations import shown
from ...engine.i18n import translator
from .cards import CROWDED_ISLAND, ISLANDS, LONELY_ISLAND, MAPS
from .texts import COLOUR_NAMES, KIND_NAMES, SHAPE_NAMES, card_text, ingredient, word
from .view import GourmetView, IslandView, PlayerView, typed

_ = translator("gourmet")

WIDTH = 1000
HEIGHT = 604
MARGIN = 12
# The ring: island boxes on a circle, island 0 at the top, clockwise.
RING_X, RING_Y, RING_R = 258, 344, 200
ISLE_W, ISLE_H = 92, 74
PIRATE_R = 126  # the pirates' clusters, inside the ring beside their island
RIGHT_X = 520  # the players and the hand
HEADER_LINE = 74  # characters of the line under the title at 17px, left of the turn box

PALETTE = {
    "red": "#d32f2f",
    "blue": "#1565c0",
    "green": "#2e7d32",
    "yellow": "#fbc02d",
    "purple": "#7b1fa2",
    "sea": "#e3f0f8",
    "sea-line": "#90b4cc",
    "isle": "#f6efe0",
    "isle-line": "#8d6e63",
    "grog": "#c77700",
    "seaweed": "#388e3c",
    "drumstick": "#8d4b2b",
    "fish": "#1e88e5",
    "fruit": "#c2185b",
    "secret": "#6a1b9a",
    "doubloon": "#b8860b",
    "empty_chest": "#9e9e9e",
    "map": "#00838f",
}
PALETTE_DARK = {
    "red": "#ef7070",
    "blue": "#74b4f2",
    "green": "#72c776",
    "yellow": "#ffd54f",
    "purple": "#c792ea",
    "sea": "#16283a",
    "sea-line": "#3f6987",
    "isle": "#3b3328",
    "isle-line": "#a1887f",
    "grog": "#ffb74d",
    "seaweed": "#81c784",
    "drumstick": "#d7a07a",
    "fish": "#64b5f6",
    "fruit": "#f48fb1",
    "secret": "#ce93d8",
    "doubloon": "#ffd54f",
    "empty_chest": "#9e9e9e",
    "map": "#4dd0e1",
}


PAL = Palette("gm", PALETTE, PALETTE_DARK)  # over the colours every board shares
PALETTE, PALETTE_DARK = PAL.light, PAL.dark
colour = PAL.var


PIRATE_COLOURS = ("red", "blue", "green", "yellow", "purple")
SHAPES = {"red": "circle", "blue": "square", "green": "diamond", "yellow": "hexagon"}
SHAPE_WORDS = {
    "circle": "circle",
    "square": "square",
    "diamond": "diamond",
    "hexagon": "hexagon",
    "shield": "shield",
}
#: A card kind in words (never only its colour).
KIND_WORDS = {
    **KIND_NAMES,  # the buttons' names, shorter where the board has little room:
    "empty_chest": _.mark("chest"),
    LONELY_ISLAND: _.mark("Lonely"),  # the maps: Lonely Island, Crowded Island
    CROWDED_ISLAND: _.mark("Crowded"),
}
#: A pantry's kinds in a word (``"in it: grog ×2, chest ×1"``).
PANTRY_WORDS = {
    "empty_chest": _.mark("chest"),
    LONELY_ISLAND: _.mark("lonely"),
    CROWDED_ISLAND: _.mark("crowded"),
}
BREAKDOWN = (
    ("recipe_6", _.mark("6-pt recipe")),
    ("recipe_3", _.mark("3-pt recipe")),
    ("meatballs", _.mark("meatballs")),
    ("doubloons", _.mark("doubloons")),
    ("fish_food", _.mark("fish food")),
)

STYLE_OWN = (
    f"""
.gm-sea{{fill:{colour("sea")};stroke:{colour("sea-line")};stroke-width:2}}
.gm-route{{fill:none;stroke:{colour("sea-line")};stroke-width:3;stroke-dasharray:8 6}}
.gm-isle{{fill:{colour("isle")};stroke:{colour("isle-line")};stroke-width:2}}
.gm-empty{{fill:none;stroke:{colour("dim")};stroke-width:2;stroke-dasharray:5 4}}
"""
    + "".join(
        f".gm-{c}{{fill:{colour(c)};stroke:var(--jp-layout-color1,#ffffff);stroke-width:2}}"
        for c in PIRATE_COLOURS
    )
    + "".join(
        f".gm-k-{k}{{fill:{colour(k)}}}"
        for k in ("grog", "seaweed", "drumstick", "fish", "fruit", "secret", "doubloon")
    )
    + f".gm-k-empty_chest{{fill:{colour('empty_chest')}}}"
    + f".gm-k-map{{fill:{colour('map')}}}"
)
STYLE = PAL.style(STYLE_OWN)


# ----------------------------------------------------------------------------- helpers
def _split(card: Any) -> tuple[str, int | None]:
    """A card's kind and movement value (``None`` for a map or anything unreadable)."""
    text = str(card)
    kind, _, value = text.partition(" ")
    return kind, (int(value) if value.isdigit() else None)


def _kind_class(kind: str) -> str:
    return "gm-k-map" if kind in MAPS else f"gm-k-{kind}" if kind in KIND_WORDS else "gm-dim"


def _card_words(card: Any) -> tuple[str, str]:
    """The two lines a card shows: its kind in a word, and how it sails."""
    kind, value = _split(card)
    known = KIND_WORDS.get(kind)
    said = word(known) if known is not None else short(kind, 9)
    if kind in MAPS:
        return said, _("map")
    if kind == "empty_chest":
        return _("empty chest"), _("sails {n}", n=value)
    return said, _("sails ?") if value is None else _("sails {n}", n=value)


def _cards(n: int) -> str:
    return _.plural("{n} card", "{n} cards", n)


def _lines(text: str, n: int) -> list[str]:
    """A translated text of ``n`` lines (``\n`` between them), exactly ``n`` lines long."""
    lines = text.split("\n")[:n]
    return lines + [""] * (n - len(lines))


def _and(names: list[str]) -> str:
    """``"Anne and Bart and Cora"``, in the active language."""
    said = names[0] if names else ""
    for name in names[1:]:
        said = _("{a} and {b}", a=said, b=name)
    return said


class _Svg(Svg):
    def __init__(self) -> None:
        super().__init__("gm")

    def pirate(self, x: float, y: float, colour_name: str, r: float = 10) -> None:
        """One player's pirate: the colour's own shape centred on (x, y)."""
        c = colour_name if colour_name in PIRATE_COLOURS else ""
        cls = f"gm-{c}" if c else "gm-empty"
        self.parts.append(shape_svg(SHAPES.get(c, "shield"), x, y, r, cls, corner=2))


# ----------------------------------------------------------------------------- geometry
def island_centre(i: int) -> tuple[float, float]:
    """The centre of island ``i``'s box: island 0 at the top, clockwise."""
    a = math.radians(-90 + 360 * i / ISLANDS)
    return RING_X + RING_R * math.cos(a), RING_Y + RING_R * math.sin(a)


def _cluster_centre(i: int) -> tuple[float, float]:
    a = math.radians(-90 + 360 * i / ISLANDS)
    return RING_X + PIRATE_R * math.cos(a), RING_Y + PIRATE_R * math.sin(a)


# ----------------------------------------------------------------------------- what is legal
def board_moves(data: Mapping[str, Any], legal: Legal | None = None) -> dict[str, Any]:
    """What the board offers, read from the legal action texts it was given (``legal``; by
    default those a ``Match`` put on the view, see ``Match.board_legal``), never worked out
    from the rules: the shown seat when it may play a card (``play <card> to <i>``: tokens on
    its hand and the islands) and, for a stuck player, the ``discard <card>`` or ``pass``
    buttons. Only in the deciding seat's own view: its hand is what it plays."""
    if legal is None:
        legal = Legal(getattr(data, "legal", ()))
    view = typed(data)
    seat = view.get("seat")
    you = view.get("you")
    if (
        not legal
        or seat is None
        or not isinstance(you, dict)
        or _get(view.get("decision"), "seat") != seat
    ):
        return {"seat": None, "stuck": [], "cards": set(), "islands": set()}
    plays = [t.removeprefix("play ").rsplit(" to ", 1) for t in legal.with_prefix("play")]
    stuck = [t for t in legal.texts if not t.startswith("play ")]
    return {
        "seat": seat,
        "stuck": stuck,
        "cards": {card for card, _i in plays} | {t.removeprefix("discard ") for t in stuck},
        "islands": {f"to {i}" for _c, i in plays},
    }


def _players(view: GourmetView) -> list[PlayerView]:
    """The view's players (anything that is no dict is left out: a partial view still draws)."""
    return [p for p in view.get("players") or [] if isinstance(p, dict)]


# ----------------------------------------------------------------------------- the board
def render_svg(data: Mapping[str, Any], legal: Sequence[str] = ()) -> str:
    """The whole board of one view as an SVG document (a string); ``legal``: the action texts
    the shown seat may play, marked as clickable (nothing else is)."""
    view = typed(data if isinstance(data, dict) else {})
    g = _Svg()
    moves = board_moves(view, Legal(legal))
    _header(g, view)
    _ring(g, view, moves)
    y = _players_panel(g, view, 92)
    with g.own(isinstance(view.get("you"), dict)):
        _hand_panel(g, view, moves, y + 10)
    body = "".join(g.parts)
    return svg_document(WIDTH, HEIGHT, _("Tortuga Gourmet board"), STYLE, "gm-bg", body)


def header_line(view: Mapping[str, Any], limit: int = HEADER_LINE) -> str:
    """The line under the title: the step, the turn and the prompt, or the result (several
    winners "share the win"), in the active language, cut to ``limit`` characters."""
    return _header_line(view, limit, plural=_.lazy("share the win"))


HEADER = parts.HeaderStyle(
    title_size=26, who_x=276, who_size=16, line_size=17, title_fit=250, who_fit=194
)


def _header(g: _Svg, view: GourmetView) -> None:
    parts.header(g, view, HEADER, "Tortuga Gourmet", header_line(view))
    if view.get("card_data_assumed"):
        title = _(
            "ASSUMED card data: the island cards and recipe cards are the kit's "
            "placeholders, not the box's"
        )
        said = _("ASSUMED card data")
        label = _("the card data is assumed")
        title += f" ({shown('rules §card-data')})"
        parts.badge(
            g, 478, 12, 170, 32, said, 15, rule="rules §card-data", title=title, label=label
        )
    parts.assumptions_badge(g, view, (656, 12, 118, 32), 14)
    _turn_box(g, view)


def _turn_box(g: _Svg, view: GourmetView) -> None:
    x, y, h = 784, 8, 72
    w = WIDTH - MARGIN - x
    result = view.get("result")
    if isinstance(result, dict):
        winners = [seat_name(view, s) for s in _get(result, "winners", default=[])]
        if len(winners) == 1:
            said = _("{name} wins", name=winners[0])
        else:
            said = _("{names} share", names=_and(winners))
        parts.result_banner(g, x, y, w, h, short(said, 22) if winners else _("no winner"))
        return
    turn = view.get("turn") or {}
    seat = _get(turn, "seat")
    colour = next((str(p.get("colour", "")) for p in _players(view) if p.get("seat") == seat), "")
    first = seat_name(view, view.get("first_player"))
    parts.turn_box(
        g,
        x,
        y,
        w,
        h,
        _("{name}'s turn", name=short(_get(turn, "name", default="?"), 10)),
        _("1st player: {name}", name=short(first, 10)),
        lambda cx, cy: g.pirate(cx, cy, colour, 10),
    )


# ----------------------------------------------------------------------------- the ring
def _ring(g: _Svg, view: GourmetView, moves: dict[str, Any]) -> None:
    g.raw(
        f'<circle cx="{RING_X}" cy="{RING_Y}" r="{RING_R + 56}" class="gm-sea"/>'
        f'<circle cx="{RING_X}" cy="{RING_Y}" r="{RING_R}" class="gm-route"/>'
    )
    islands = list(view.get("islands") or [])[:ISLANDS]
    at: dict[int, list[PlayerView]] = {}
    for p in _players(view):
        at.setdefault(_int(p.get("island"), -1), []).append(p)
    for i in range(ISLANDS):
        isl: IslandView = {"size": 0, "top": None}  # a partial view: the island empty
        if i < len(islands) and isinstance(islands[i], dict):
            isl = islands[i]
        if f"to {i}" in moves["islands"]:  # a legal play sails there
            with g.hot(token=f"to {i}", label=_("island {i}", i=i)):
                _island(g, i, isl)
                cx, cy = island_centre(i)
                g.ring(cx - ISLE_W / 2 - 4, cy - ISLE_H / 2 - 4, ISLE_W + 8, ISLE_H + 8, 15)
        else:
            _island(g, i, isl)
        _pirates_at(g, view, i, at.get(i, []))
    _centre(g, view)


def _island(g: _Svg, i: int, isl: IslandView) -> None:
    cx, cy = island_centre(i)
    x, y = cx - ISLE_W / 2, cy - ISLE_H / 2
    size = _int(isl.get("size"))
    top = isl.get("top")
    if size <= 0:
        g.rect(
            x, y, ISLE_W, ISLE_H, "gm-empty", 12, title=_("island {i}: empty (not counted)", i=i)
        )
        g.text(x + 8, y + 21, i, 18, "gm-b gm-dim")
        g.text(cx, y + 46, _("empty"), 17, "gm-b gm-dim", "middle")
        g.text(cx, y + 66, _("skipped"), 13, "gm-dim", "middle")
    else:
        said, sails = _card_words(top)
        kind, _v = _split(top)
        title = _("island {i}: {size} cards, top {top}", i=i, size=size, top=card_text(top))
        g.rect(x, y, ISLE_W, ISLE_H, "gm-isle", 12, title=title)
        g.raw(
            f'<rect x="{x + 2:g}" y="{y + 27:g}" width="6" height="{ISLE_H - 36:g}" rx="2" '
            f'class="{_kind_class(kind)}"/>'
        )
        g.text(x + 8, y + 21, i, 18, "gm-b")
        # the island's number (two digits at 18 bold) ends about 36 units in from the left
        g.text(x + ISLE_W - 7, y + 20, _cards(size), 13, "gm-dim", "end", fit=ISLE_W - 43)
        said_size = 16 if len(said) < 8 else 14
        g.text(cx + 3, y + 46, said, said_size, "gm-b", "middle", fit=ISLE_W - 16)
        g.text(cx + 4, y + 66, sails, 13, "", "middle", fit=ISLE_W - 16)


def _pirates_at(g: _Svg, view: GourmetView, i: int, here: list[PlayerView]) -> None:
    if not here:
        return
    cx, cy = _cluster_centre(i)
    per_row = 3
    rows = [here[k : k + per_row] for k in range(0, len(here), per_row)]
    pitch = 21
    for r, row in enumerate(rows):
        ry = cy + (r - (len(rows) - 1) / 2) * pitch
        for k, p in enumerate(row):
            rx = cx + (k - (len(row) - 1) / 2) * pitch
            col = str(p.get("colour", ""))
            shape = word(SHAPE_NAMES[SHAPE_WORDS.get(SHAPES.get(col, "shield"), "shield")])
            name = seat_name(view, p.get("seat"))
            colour_word = word(COLOUR_NAMES[col]) if col in COLOUR_NAMES else col
            said = _(
                "{name}'s pirate ({colour} {shape}) on island {i}",
                name=esc(name),
                colour=esc(colour_word),
                shape=shape,
                i=i,
            )  # the names escaped, as ever (the catalog's texts hold no markup)
            g.raw(f"<g><title>{said}</title>")
            g.pirate(rx, ry, col, 8.5)
            g.raw("</g>")


def _centre(g: _Svg, view: GourmetView) -> None:
    x, y = RING_X, RING_Y
    result = view.get("result")
    turn = _int(_get(view.get("turn"), "number"))
    emptied = _int(view.get("emptied"))
    need = _int(view.get("piles_to_end"), 1)
    first = short(seat_name(view, view.get("first_player")), 10)
    over = isinstance(result, dict)
    g.text(x, y - 48, _("Game over") if over else _("Turn {n}", n=turn), 22, "gm-b", "middle")
    said = _("{emptied} of {total} islands empty", emptied=emptied, total=ISLANDS)
    g.text(x, y - 22, said, 15, "", "middle")
    if over:
        a, b = _lines(_("scores in the\nplayers table"), 2)
        g.text(x, y + 2, a, 15, "gm-dim", "middle")
        g.text(x, y + 22, b, 15, "gm-dim", "middle")
    elif view.get("ending"):
        a, b, c = _lines(_("END TRIGGERED:\nthe round ends\nbefore {name}", name=first), 3)
        g.text(x, y + 2, a, 16, "gm-b gm-next-t", "middle")
        g.text(x, y + 22, b, 15, "", "middle")
        g.text(x, y + 41, c, 15, "gm-b", "middle")
    else:
        said = _.plural(
            "{n} emptied island\nends the game", "{n} emptied islands\nend the game", need
        )
        a, b = _lines(said, 2)
        g.text(x, y + 2, a, 15, "gm-b", "middle")
        g.text(x, y + 22, b, 15, "", "middle")
    g.text(x, y + 70, _("↻ 0–11 clockwise"), 13, "gm-dim", "middle")


# ----------------------------------------------------------------------------- the players
def _recipe_line(p: PlayerView) -> str:
    recipe = p.get("recipe")
    name = short(p.get("recipe_card", "?"), 6)
    if not (isinstance(recipe, list) and len(recipe) == 2):
        return f"{name}: ?"
    six, three = (" ".join(ingredient(k) for k in part) for part in recipe)
    return f"{name}: {six} = 6 · {three} = 3"


def _breakdown_words(breakdown: Any) -> str:
    if not isinstance(breakdown, dict):
        return ""
    out = [
        f"{word(label)} {_int(breakdown.get(key))}"
        for key, label in BREAKDOWN
        if breakdown.get(key)
    ]
    return " · ".join(out) if out else _("nothing scored")


def _players_panel(g: _Svg, view: GourmetView, y: int) -> int:
    x, w = RIGHT_X, WIDTH - MARGIN - RIGHT_X
    over = isinstance(view.get("result"), dict)
    first = view.get("first_player")
    heads = [(x + w - 12, _("score") if over else _("hand · pantry"), "end")]

    def row(p: PlayerView, seat: int, ry: float) -> None:
        col = str(p.get("colour", ""))
        colour_word = word(COLOUR_NAMES[col]) if col in COLOUR_NAMES else col
        with g.group(_("{name}: {colour} pirate", name=p.get("name", "?"), colour=colour_word)):
            g.pirate(x + 22, ry + 16, col, 10)
        name = parts.player_name(view, p, seat, 10, 10)
        g.text(x + 40, ry + 22, name, 17, "gm-b")
        nx = x + 40 + 11 * len(name) + 12
        if seat == first:
            title = _("the first player: began the round")
            g.rect(nx, ry + 5, 34, 22, "gm-badge", 6, title=title)
            g.text(nx + 17, ry + 21, _("1st"), 14, "gm-b gm-badge-t", "middle")
            nx += 42
        g.text(nx, ry + 22, _("island {i}", i=_int(p.get("island"))), 14, "gm-dim")
        if over:
            said = _.plural("{n} pts", "{n} pts", _int(p.get("score")))
            g.text(x + w - 12, ry + 23, said, 19, "gm-b", "end")
            g.text(x + 40, ry + 42, _recipe_line(p), 13, "gm-dim")
            g.text(x + 40, ry + 58, short(_breakdown_words(p.get("breakdown")), 64), 13)
        else:
            hand, pantry = _int(p.get("hand_size")), _int(p.get("pantry_size"))
            said = _("hand {hand} · pantry {pantry}", hand=hand, pantry=pantry)
            g.text(x + w - 12, ry + 22, said, 15, "", "end")
            g.text(x + 40, ry + 42, _recipe_line(p), 14, "gm-dim")

    players = _players(view)
    return int(parts.players_table(g, view, players, (x, y, w), 62 if over else 50, heads, row, 32))


# ----------------------------------------------------------------------------- the hand
def _hand_card(g: _Svg, x: float, y: float, card: str, token: bool) -> None:
    """A card of the hand; ``token``: a legal text names it (a hot spot)."""
    w, h = 104, 74
    if not token:
        _card_face(g, x, y, w, h, card)
        return
    with g.hot(token=card, label=_("the {card} card", card=card_text(card))):
        _card_face(g, x, y, w, h, card)
        g.ring(x - 4, y - 4, w + 8, h + 8, 11)


def _card_face(g: _Svg, x: float, y: float, w: float, h: float, card: str) -> None:
    kind, _v = _split(card)
    said, sails = _card_words(card)
    g.rect(x, y, w, h, "gm-card", 8, title=card_text(card))
    g.raw(
        f'<rect x="{x + 4:g}" y="{y + 4:g}" width="{w - 8}" height="8" rx="3" '
        f'class="{_kind_class(kind)}"/>'
    )
    g.text(x + w / 2, y + 36, said, 17 if len(said) < 9 else 14, "gm-b", "middle")
    g.text(x + w / 2, y + 60, sails, 15, "", "middle")


def _hand_panel(g: _Svg, view: GourmetView, moves: dict[str, Any], y: int) -> None:
    x, w = RIGHT_X, WIDTH - MARGIN - RIGHT_X
    h = HEIGHT - MARGIN - y
    you = view.get("you")
    if not isinstance(you, dict):
        parts.hand_panel(g, x, y, w, h, None)
        said = _(
            "Hand and pantry sizes are in the players table;\n"
            "select a seat to see its own hand and score."
        )
        parts.text_lines(g, x + 14, parts.Cursor(y + 52), _lines(said, 2), 15, 22, "gm-dim")
        return
    hand = [str(c) for c in you.get("hand") or []]
    parts.hand_panel(g, x, y, w, h, parts.your_hand(len(hand)))
    if moves["cards"] and not moves["stuck"]:
        said = _("click a card, then an island")
        g.text(x + w - 12, y + 24, said, 14, "gm-next-t gm-b", "end")
    if not hand:
        g.text(x + 14, y + 60, _("no cards"), 16, "gm-dim")
    for k, card in enumerate(hand[:4]):
        _hand_card(g, x + 14 + k * 114, y + 34, card, card in moves["cards"])
    ly = y + 130
    if moves["stuck"]:
        g.text(x + 14, ly, _("No card can sail:"), 15, "gm-b")
        bx = x + 150
        for text in moves["stuck"][:3]:
            if text == "pass":
                label = _("Pass")
            else:
                label = _("play {card}", card=card_text(text.removeprefix("discard ")))
            bw = 96 if text == "pass" else 98
            title = _("{action}: no move, no draw", action=text)
            g.button(bx, ly - 20, bw, 28, short(label, 13), text, title, 13)
            bx += bw + 6
        ly += 22
    pantry = you.get("pantry")
    score = you.get("score_now")
    if pantry is None:
        a, b, c = _lines(
            _(
                "Pantry hidden (Forgetful Pirates):\nyou may not look at your own pantry,\n"
                "so no live score either."
            ),
            3,
        )
        g.text(x + 14, ly + 2, a, 15, "gm-b")
        g.text(x + 14, ly + 22, b, 15, "gm-dim")
        g.text(x + 14, ly + 42, c, 15, "gm-dim")
        return
    g.text(x + 14, ly + 2, _("Pantry: {cards}", cards=_cards(len(pantry))), 15, "")
    if pantry and ly + 66 < y + h:  # "you may look through your pantry deck at any time"
        kinds: dict[str, int] = {}
        for card in pantry:
            kind = str(card).split(" ")[0]
            known = PANTRY_WORDS.get(kind) or KIND_WORDS.get(kind)
            said = word(known) if known is not None else kind.replace("_island", "")
            kinds[said] = kinds.get(said, 0) + 1
        listed = ", ".join(card_text(c) for c in pantry)
        g.raw(f"<g><title>{esc(_('Your pantry: {cards}', cards=listed))}</title>")
        said = _("in it: {kinds}", kinds=", ".join(f"{k} ×{n}" for k, n in kinds.items()))
        g.text(x + 14, ly + 66, short(said, 62), 14, "")
        g.raw("</g>")
    if isinstance(view.get("result"), dict):
        g.text(x + w - 12, ly + 2, _("final scores: the players table"), 15, "gm-b", "end")
        return
    if not isinstance(score, dict):
        return
    total = _int(score.get("total"))
    said = _.plural("If it ended now: {n} points", "If it ended now: {n} points", total)
    g.text(x + w - 12, ly + 2, said, 16, "gm-b", "end")
    breakdown = _get(score, "breakdown", default={})
    counts = _get(score, "counts", default={})
    breakdown = breakdown if isinstance(breakdown, dict) else {}
    counts = counts if isinstance(counts, dict) else {}
    items = [
        f"{word(label)} ×{_int(counts.get(key))} = {_int(breakdown.get(key))}"
        for key, label in BREAKDOWN
    ]
    g.text(x + 14, ly + 24, " · ".join(items[:3]), 14, "gm-dim")
    g.text(x + 14, ly + 44, " · ".join(items[3:]), 14, "gm-dim")
