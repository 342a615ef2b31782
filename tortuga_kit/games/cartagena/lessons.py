"""Helpers for the Cartagena notebook (``notebooks/cartagena/01_rules_by_play.ipynb``), kept out
of the notebook.

Why a module: a helper written into a notebook cell is code nobody lints, types or tests, and a
teacher who edits the notebook in JupyterLab cannot tell teaching code from plumbing. Here every
helper has a docstring, types and its own tests
(``tests/games/cartagena/test_cartagena_lessons.py``); the notebook imports it with
``from tortuga_kit.games.cartagena import lessons`` and shows only the lesson.

Everything here builds matches with ``new_match`` and reads them through the public API (views,
``history``), never the state: a helper can show a learner no more than a seat or the
projector may see.

The worked examples of the rules page (``docs/rules/cartagena.md#examples``) give fields 1–12 of
a tunnel and the pirates on them; :func:`example` sets that position up as a match:

>>> m = example()
>>> [pirates_on(m.view(), field) for field in range(1, 9)]
[0, 1, 3, 0, 0, 0, 2, 1]
>>> m.decision.prompt
'Anne: choose your first action (at least 1, at most 3)'
>>> m.play("forward 0 bottle")[0].text    # field 3 is a bottle, but it holds 3 pirates
'Anne plays a bottle and moves a pirate from the start to field 10, the next free bottle field.'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from ...engine.decision import Action
from ...engine.errors import BadOption
from ...engine.i18n import active_language, language, translator
from ...engine.match import Match, new_match
from .cards import BOAT, FIELDS, PIRATES, SEGMENT, START, SYMBOLS
from .view import PlayerView, YouView, typed
from .words import colour, symbol

#: The folder of this game's notebooks, ``notebooks/<NOTEBOOKS>/`` (its translations in
#: ``notebooks/<lang>/<NOTEBOOKS>/``): the tests find a game's notebooks from its name through it.
NOTEBOOKS = "cartagena"

_ = translator("cartagena")

__all__ = [
    "EXAMPLE_HAND",
    "EXAMPLE_OTHERS",
    "EXAMPLE_PLAYERS",
    "EXAMPLE_RED",
    "EXAMPLE_TUNNEL",
    "VARIANTS",
    "Table",
    "example",
    "example_pirates",
    "fields_with",
    "new_cards",
    "pieces",
    "pirates_on",
    "side_by_side",
    "standings",
    "tunnel_table",
    "turns",
]

#: The three versions of the game (option ``variant``), the online one first (rules §versions).
VARIANTS = ("online", "jamaica", "tortuga")

#: The tunnel of the worked examples. Fields 1–12 are the rules page's; fields 13–36 are made up
#: for the lessons (the same pieces the scenario tests use), each piece of six showing every
#: symbol once, as every piece of the real tunnel does.
EXAMPLE_TUNNEL: tuple[str, ...] = (
    *("hat", "key", "bottle", "skull", "dagger", "pistol"),  # fields 1–6
    *("key", "hat", "pistol", "bottle", "dagger", "skull"),  # 7–12
    *("skull", "dagger", "key", "bottle", "pistol", "hat"),  # 13–18
    *("dagger", "key", "bottle", "pistol", "hat", "skull"),  # 19–24
    *("key", "bottle", "pistol", "hat", "skull", "dagger"),  # 25–30
    *("bottle", "pistol", "hat", "skull", "dagger", "key"),  # 31–36
)
#: Four players, so the colours are the rules page's: Anne is red (seat 0), Dirk blue (seat 3).
EXAMPLE_PLAYERS = 4
#: Red's pirates that are not on the start: one on field 8 (the other five wait on the start).
EXAMPLE_RED: tuple[int, ...] = (8,)
#: The other players' pirates, field: how many: one (blue) on 2, three on 3, two on 7.
EXAMPLE_OTHERS: dict[int, int] = {2: 1, 3: 3, 7: 2}
#: Red's hand in the examples: the three cards examples 1–3 play.
EXAMPLE_HAND: tuple[str, ...] = ("bottle", "hat", "key")


# ------------------------------------------------------------------ the worked examples
def example_pirates(
    others: Mapping[int, int] | None = None,
    red: Sequence[int] = EXAMPLE_RED,
    players: int = EXAMPLE_PLAYERS,
) -> list[list[int]]:
    """The position key ``pirates``: red (seat 0) on ``red`` and the start, the other players'
    pirates on the fields of ``others`` (``{field: how many}``), the rest on the start.

    Why: the examples say how many pirates stand on a field, not whose they are. The others are
    dealt out field by field, from the last seat back to seat 1, so the single pirate on field 2
    of the examples is blue (Dirk, seat 3), as on the rules page.

    >>> example_pirates()
    [[0, 0, 0, 0, 0, 8], [0, 0, 0, 0, 3, 7], [0, 0, 0, 0, 3, 7], [0, 0, 0, 0, 2, 3]]
    """
    others = EXAMPLE_OTHERS if others is None else others
    if len(red) > PIRATES:
        raise BadOption(_("red has {pirates} pirates, not {n}", pirates=PIRATES, n=len(red)))
    seats: list[list[int]] = [list(red)] + [[] for _ in range(players - 1)]
    turn = 0
    for field in sorted(others):
        for _pirate in range(others[field]):
            seat = players - 1 - turn % (players - 1)
            turn += 1
            if len(seats[seat]) == PIRATES:
                raise BadOption(_("more pirates than the other {n} players have", n=players - 1))
            seats[seat].append(field)
    return [sorted(mine + [START] * (PIRATES - len(mine))) for mine in seats]


def example(
    others: Mapping[int, int] | None = None,
    red: Sequence[int] = EXAMPLE_RED,
    *,
    hand: Sequence[str] = EXAMPLE_HAND,
    row: Sequence[str] | None = None,
    actions_done: int = 0,
    seed: int | str = 0,
    **options: Any,
) -> Match:
    """The worked examples' position as a 4-player match: the tunnel :data:`EXAMPLE_TUNNEL`, the
    pirates of :func:`example_pirates`, red (Anne, seat 0) to move with ``hand`` (the other
    hands are empty: they play no part), ``actions_done`` actions of her turn already taken.

    ``row`` sets the face-up row (``row[0]`` is taken first); left out, the seed's row stays.
    ``options`` are ``new_match`` options (``variant="jamaica"``, ``row_refill=...``).
    """
    position: dict[str, Any] = {
        "tunnel": list(EXAMPLE_TUNNEL),
        "pirates": example_pirates(others, red),
        "hands": [list(hand)] + [[] for _ in range(EXAMPLE_PLAYERS - 1)],
        "seat": 0,
        "actions_done": actions_done,
    }
    if row is not None:
        position["row"] = list(row)
    return new_match("cartagena", EXAMPLE_PLAYERS, seed, position=position, **options)


# ------------------------------------------------------------------ reading a view
def pirates_on(view: Mapping[str, Any], field: int) -> int:
    """How many pirates, of every colour, stand on ``field`` (1..36) in ``view``.

    Why: ``view["occupancy"]`` is a list, field 1 first, so field k is at index k-1, an
    off-by-one a lesson should not make a learner think about. The start and the boat are not
    fields (and hold any number of pirates).
    """
    if type(field) is not int or not 1 <= field <= FIELDS:
        raise BadOption(
            _(
                "fields are 1..{fields}, not {field} (0 is the start, 37 the boat)",
                fields=FIELDS,
                field=repr(field),
            )
        )
    return int(typed(view)["occupancy"][field - 1])


def fields_with(tunnel: Sequence[str], symbol: str) -> list[int]:
    """The fields (1..36) that show ``symbol``.

    >>> fields_with(EXAMPLE_TUNNEL, "key")
    [2, 7, 15, 20, 25, 36]
    """
    if symbol not in SYMBOLS:
        raise BadOption(
            _(
                "unknown symbol {symbol}: one of {symbols}",
                symbol=repr(symbol),
                symbols=", ".join(SYMBOLS),
            )
        )
    return [k for k, sym in enumerate(tunnel, start=1) if sym == symbol]


def pieces(tunnel: Sequence[str]) -> list[tuple[str, ...]]:
    """The tunnel cut into its pieces of six fields (1–6, 7–12, ..., 31–36).

    >>> pieces(EXAMPLE_TUNNEL)[1]
    ('key', 'hat', 'pistol', 'bottle', 'dagger', 'skull')
    """
    if len(tunnel) != FIELDS:
        raise BadOption(_("a tunnel has {fields} fields, not {n}", fields=FIELDS, n=len(tunnel)))
    return [tuple(tunnel[k : k + SEGMENT]) for k in range(0, FIELDS, SEGMENT)]


def new_cards(before: Sequence[str], after: Sequence[str]) -> list[str]:
    """The cards in hand ``after`` that were not in hand ``before`` (``SYMBOLS`` order).

    >>> new_cards(["key", "hat"], ["skull", "key", "key", "hat"])
    ['skull', 'key']
    """
    gained = Counter(after) - Counter(before)
    return [sym for sym in SYMBOLS for _ in range(gained[sym])]


def turns(history: Sequence[Action]) -> list[tuple[int, list[str]]]:
    """A match's history cut into turns: ``(seat, [action texts])``, each turn up to its ``end``
    or ``pass`` (the last turn of a won game stops at the winning move).

    Why: the turn rule (at least 1 and at most 3 actions, then the turn is ended) is a rule
    about runs of actions; with the history cut into turns a lesson checks it on a whole game.
    """
    out: list[tuple[int, list[str]]] = []
    current: list[str] = []
    seat: int | None = None
    for action in history:
        if current and action.seat != seat:
            raise BadOption(
                _("step {n}: {action} in {seat}'s turn", n=len(out), action=repr(action), seat=seat)
            )
        seat = action.seat
        current.append(action.text)
        if action.text in ("end", "pass"):
            out.append((seat, current))
            current = []
    if current and seat is not None:
        out.append((seat, current))
    return out


# ------------------------------------------------------------------ tables
class Table:
    """A small table: plain text when printed (and in papermill's output), an HTML table in a
    notebook. ``header`` names the columns; ``rows`` holds strings, one list per row."""

    def __init__(self, header: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
        self.header = [str(h) for h in header]
        self.rows = [[str(cell) for cell in row] for row in rows]

    def __str__(self) -> str:
        lines = [self.header, *self.rows]
        widths = [max(len(line[i]) for line in lines) for i in range(len(self.header))]
        text = [
            "  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip() for line in lines
        ]
        return "\n".join(text)

    __repr__ = __str__

    def _repr_html_(self) -> str:
        # Left-aligned: JupyterLab right-aligns table cells, which suits numbers, not words.
        left = ' style="text-align:left"'
        head = "".join(f"<th{left}>{escape(h)}</th>" for h in self.header)
        body = "".join(
            "<tr>" + "".join(f"<td{left}>{escape(cell)}</td>" for cell in row) + "</tr>"
            for row in self.rows
        )
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _lang(view: object) -> str:
    """The language a table of ``view`` is written in: the view's (``m.view()`` is made in the
    match's language), else the active one."""
    lang = getattr(view, "lang", None)
    return lang if isinstance(lang, str) else active_language()


def _names(cards: Sequence[str]) -> str:
    return ", ".join(symbol(c) for c in cards)


def _whose(view: Mapping[str, Any], position: int) -> list[str]:
    return [p["name"] for p in typed(view)["players"] for x in p["pirates"] if x == position]


def tunnel_table(view: Mapping[str, Any], first: int = 1, last: int = 12) -> Table:
    """Fields ``first``..``last`` of the tunnel in ``view``: each field's symbol, how many
    pirates stand on it and whose they are (public: the board hides nothing)."""
    if not 1 <= first <= last <= FIELDS:
        raise BadOption(
            _("fields run 1..{fields}: not {first}..{last}", fields=FIELDS, first=first, last=last)
        )
    fields = range(first, last + 1)
    with language(_lang(view)):
        return Table(
            [_("field"), *[str(k) for k in fields]],
            [
                [_("symbol"), *[symbol(typed(view)["tunnel"][k - 1]) for k in fields]],
                [_("pirates"), *[str(pirates_on(view, k)) for k in fields]],
                [_("whose"), *[", ".join(_whose(view, k)) or "–" for k in fields]],
            ],
        )


def _positions(pirates: Sequence[int]) -> str:
    """``[0, 0, 8, 37]`` as "start ×2, 8, boat"."""
    parts = []
    for pos, k in sorted(Counter(pirates).items()):
        word = _("start") if pos == START else _("boat") if pos == BOAT else str(pos)
        parts.append(f"{word} ×{k}" if k > 1 else word)
    return ", ".join(parts)


def _hand(player: PlayerView, you: YouView | None) -> str:
    if you is not None and you["seat"] == player["seat"]:
        return _names(you["hand"]) or _("no card")
    if "hand" in player:  # the tortuga version: every hand lies open
        return _names(player["hand"]) or _("no card")
    k = player["hand_size"]
    if not k:
        return _("no card")
    if not player["seen"]:
        return _.plural("{n} card, hidden", "{n} cards, hidden", k)
    return _.plural(
        "{n} card; seen taken from the row: {seen}",
        "{n} cards; seen taken from the row: {seen}",
        k,
        seen=_names(player["seen"]),
    )


def standings(view: Mapping[str, Any]) -> Table:
    """Every player in ``view``: colour, pirates in the boat, where the pirates stand and the
    hand as that view shows it (cards for your own seat or an open hand, else only the size and
    the cards everybody saw taken from the row)."""
    seen = typed(view)
    you = seen["you"]
    with language(_lang(view)):
        return Table(
            [_("player"), _("colour"), _("in the boat"), _("pirates"), _("hand")],
            [
                [
                    p["name"],
                    colour(p["colour"]),
                    p["in_boat"],
                    _positions(p["pirates"]),
                    _hand(p, you),
                ]
                for p in seen["players"]
            ],
        )


def side_by_side(views: Mapping[str, Mapping[str, Any]]) -> Table:
    """One column per view (e.g. one per version, ``{"online": m.view(0), ...}``): whose view it
    is, every hand as that view shows it, where the cards to draw lie and the stock.

    Why: the three versions differ only in what each player sees and where cards are drawn
    (rules §versions, §hidden); put side by side, the same seed shows exactly those differences.
    """
    cols = list(views.values())
    if not cols:
        raise BadOption(_("side_by_side needs at least one view"))
    with language(_lang(cols[0])):
        return _side_by_side(views, cols)


def _side_by_side(views: Mapping[str, Mapping[str, Any]], given: list[Mapping[str, Any]]) -> Table:
    cols = [typed(v) for v in given]
    first = cols[0]
    rows: list[list[str]] = [
        [
            _("seen by"),
            *[
                _("the projector")
                if v["you"] is None
                else _("{name} (seat {seat})", name=v["you"]["name"], seat=v["seat"])
                for v in cols
            ],
        ]
    ]
    for i, p in enumerate(first["players"]):
        rows.append(
            [
                _("{name}'s hand", name=p["name"]),
                *[_hand(v["players"][i], v["you"]) for v in cols],
            ]
        )
    jamaica = [v["variant"] == "jamaica" for v in cols]
    rows.append(
        [
            _("draw from"),
            *[_("the face-down stock") if j else _("the face-up row, in order") for j in jamaica],
        ]
    )
    rows.append(
        [
            _("the row"),
            *[
                _("– (no row)") if j else _names(v["row"]) or _("empty")
                for v, j in zip(cols, jamaica)
            ],
        ]
    )
    # English says "cards" for every count (the plural forms are the same)
    rows.append(
        [
            _("stock"),
            *[_.plural("{n} cards face down", "{n} cards face down", v["stock"]) for v in cols],
        ]
    )
    return Table(["", *views], rows)
