"""Helpers for the Tortuga Gourmet notebook (``notebooks/gourmet/01_rules_by_play.ipynb``), kept
out of the notebook.

Why a module: a helper written into a notebook cell is code nobody lints, types or tests (the
same reason as Cartagena's ``lessons.py``). Here every helper has a docstring, types and tests
(``tests/games/gourmet/test_gourmet_lessons.py``); the notebook imports it with
``from tortuga_kit.games.gourmet import lessons`` and shows only the lesson.

Everything here builds matches with ``new_match`` (a prepared ``position``) and reads them
through the public API (views, ``history``), never the state: a helper shows a learner no more
than a seat or the projector may see.

:func:`table` lays out a prepared position from the pile *sizes* a lesson talks about (the rules
page's examples speak of sizes, ``[7, 7, 0, 7, ...]``), filling the piles with the match's own
cards:

>>> m = table([7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 0, 7], pirates=[1, 5], hands=[["grog 2"], []],
...           piles_to_end=3)   # (two emptied piles would end a game of 2)
>>> sizes(m.view())
[7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 0, 7]
>>> m.legal_texts()          # island 2 is empty: clockwise 3, 4; counterclockwise 0, 11
['play grog 2 to 4', 'play grog 2 to 11']
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from ...engine.decision import Action
from ...engine.errors import BadOption
from ...engine.i18n import translator
from ...engine.match import Match, new_match
from .carddata import DEFAULT_CARD_DATA
from .cards import CARDS_PER_ISLAND, DOUBLOON, INGREDIENTS, ISLANDS, MAPS, SECRET
from .texts import card_text, ingredient, word
from .view import typed

#: The folder of this game's notebooks, ``notebooks/<NOTEBOOKS>/`` (its translations in
#: ``notebooks/<lang>/<NOTEBOOKS>/``): the tests find a game's notebooks from its name through it.
NOTEBOOKS = "gourmet"

_ = translator("gourmet")

__all__ = [
    "GREEDY_HAND",
    "GREEDY_SPLIT",
    "SEED_EXAMPLE",
    "SEED_RECIPE",
    "Table",
    "cards",
    "island_table",
    "pirates",
    "score_table",
    "sizes",
    "standings",
    "table",
    "turns",
]

#: The recipe card of the rulebook's scoring example, as the rules page rebuilds it (placeholder
#: card R4): 6 = grog + seaweed + drumstick, 3 = fish + fruit (rules §examples).
SEED_RECIPE = "R4"
#: The rulebook's 19-point example (rules §examples, example 1): grog ×3, seaweed ×2, a drumstick,
#: fish ×2, fruit ×5 and a secret ingredient, as cards of the placeholder deck.
SEED_EXAMPLE: tuple[str, ...] = (
    *("grog 1", "grog 2", "grog 3"),
    *("seaweed 1", "seaweed 2"),
    "drumstick 1",
    *("fish 1", "fish 2"),
    *("fruit 0", "fruit 1", "fruit 2", "fruit 3", "fruit 4"),
    "secret 1",
)
#: The hand whose best split is not the greedy one (rules §scoring-mode): grog ×3, seaweed,
#: secret ×2 for recipe card R4. The best total is 8.
GREEDY_HAND: tuple[str, ...] = ("grog 1", "grog 2", "grog 4", "seaweed 0", "secret 1", "secret 3")
#: The greedy split of :data:`GREEDY_HAND`: real cards first, a secret only where an ingredient
#: is missing. The 6-point recipe, then what is left over (no recipe or meatball fits it).
GREEDY_SPLIT: tuple[tuple[str, ...], tuple[str, ...]] = (
    ("grog 1", "seaweed 0", "secret 1"),
    ("grog 2", "grog 4", "secret 3"),
)


# ------------------------------------------------------------------ building positions
_FILL_ORDER = (*INGREDIENTS, DOUBLOON, SECRET, *MAPS)


def cards() -> Counter[str]:
    """Every island card of the kit's card data, as a count of card strings.

    >>> deck = cards()
    >>> sum(deck.values()), deck["grog 2"], deck["secret 4"], deck["lonely_island"]
    (84, 3, 1, 2)
    """
    return Counter(
        kind if v is None else f"{kind} {v}"
        for kind, values in DEFAULT_CARD_DATA["island_deck"].items()
        for v in values
    )


def table(
    pile_sizes: Sequence[int],
    *,
    pirates: Sequence[int],
    hands: Sequence[Sequence[str]] | None = None,
    pantries: Sequence[Sequence[str]] | None = None,
    tops: Mapping[int, str] | None = None,
    recipes: Sequence[str] | None = None,
    seat: int = 0,
    first_player: int = 0,
    ending: bool | None = None,
    seed: int | str = 0,
    **options: Any,
) -> Match:
    """A prepared match of ``len(pirates)`` players: island ``i`` holds ``pile_sizes[i]`` cards
    (``tops[i]`` on top, if given), seat ``k``'s pirate stands on ``pirates[k]``, with the hands,
    pantries and recipe cards given (left out: the seeded setup's), ``seat`` to move.

    Why: a lesson speaks of how many cards an island has and which card lies on top; the rest
    of each pile is filler, taken from the kit's cards (ingredients first, a map only if nothing
    else is left, so the cards a lesson names are the special ones). Cards no place names are
    set aside (out of the game).
    ``options`` are ``new_match`` options (``scoring_mode=...``). Emptied piles that already
    trigger the end (rules §end) make the round finish at ``first_player``: on that seat's own
    turn the game is over at once, so a lesson that plays on passes another ``first_player``
    or a larger ``piles_to_end``.
    """
    n = len(pirates)
    if len(pile_sizes) != ISLANDS or any(
        type(k) is not int or not 0 <= k <= CARDS_PER_ISLAND for k in pile_sizes
    ):
        raise BadOption(
            _(
                "pile_sizes: {islands} sizes of 0..{cards_per_island}, island 0 first",
                islands=ISLANDS,
                cards_per_island=CARDS_PER_ISLAND,
            )
        )
    tops = dict(tops or {})
    for i in tops:
        if not 0 <= i < ISLANDS or not pile_sizes[i]:
            raise BadOption(_("tops: island {i} has no card to put a top card on", i=i))
    pool = cards()
    named = Counter(c for part in (hands or [], pantries or []) for h in part for c in h)
    named.update(tops.values())
    for card, k in named.items():
        if not card.startswith("empty_chest"):
            if pool[card] < k:
                raise BadOption(
                    _(
                        "the kit's cards hold {pool} of {card}, not {k}",
                        pool=pool[card],
                        card=card,
                        k=k,
                    )
                )
            pool[card] -= k
    # Ingredients first, then doubloons and secrets, maps only when nothing else is left.
    filler = sorted(pool.elements(), key=lambda c: (_FILL_ORDER.index(c.split()[0]), c))
    if len(filler) < sum(pile_sizes) - len(tops):
        raise BadOption(
            _(
                "the piles need {pile_sizes} cards; the kit's cards do not reach",
                pile_sizes=sum(pile_sizes),
            )
        )
    filler.reverse()  # pop() takes from the front of the order
    piles: list[list[str]] = []
    for i, size in enumerate(pile_sizes):
        top = tops.get(i)
        pile = [filler.pop() for _ in range(size - (top is not None))]
        piles.append(pile + ([top] if top is not None else []))
    position: dict[str, Any] = {
        "piles": piles,
        "pirates": list(pirates),
        "seat": seat,
        "first_player": first_player,
    }
    if ending is not None:  # left out: the end is triggered when enough piles are empty
        position["ending"] = ending
    if hands is not None:
        position["hands"] = [list(h) for h in hands]
    if pantries is not None:
        position["pantries"] = [list(p) for p in pantries]
    if recipes is not None:
        position["recipes"] = list(recipes)
    return new_match("gourmet", n, seed, position=position, **options)


# ------------------------------------------------------------------ reading a view
def sizes(view: Mapping[str, Any]) -> list[int]:
    """The 12 pile sizes in ``view``, island 0 first: the ``piles`` argument of ``move_target``
    and ``map_targets``.

    >>> sizes({"islands": [{"size": 7, "top": "grog 1"}] * 11 + [{"size": 0, "top": None}]})
    [7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 0]
    """
    return [int(isl["size"]) for isl in typed(view)["islands"]]


def pirates(view: Mapping[str, Any]) -> list[int]:
    """Every seat's island in ``view``, seat 0 first: the ``pirates`` argument of
    ``map_targets``."""
    return [int(p["island"]) for p in typed(view)["players"]]


class Table:
    """A small table: plain text when printed (and in papermill's output), an HTML table in a
    notebook. ``header`` names the columns; ``rows`` holds strings, one list per row.

    >>> print(Table(["a", "bee"], [["<x>", 2]]))
    a    bee
    <x>  2
    """

    def __init__(self, header: Sequence[str], rows: Sequence[Sequence[object]]) -> None:
        self.header = [str(h) for h in header]
        self.rows = [[str(cell) for cell in row] for row in rows]

    def __str__(self) -> str:
        lines = [self.header, *self.rows]
        widths = [max(len(line[i]) for line in lines) for i in range(len(self.header))]
        return "\n".join(
            "  ".join(cell.ljust(w) for cell, w in zip(line, widths)).rstrip() for line in lines
        )

    __repr__ = __str__

    def _repr_html_(self) -> str:
        left = ' style="text-align:left"'
        head = "".join(f"<th{left}>{escape(h)}</th>" for h in self.header)
        body = "".join(
            "<tr>" + "".join(f"<td{left}>{escape(cell)}</td>" for cell in row) + "</tr>"
            for row in self.rows
        )
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def island_table(view: Mapping[str, Any]) -> Table:
    """The 12 islands in ``view``: cards left, the top card (everybody sees it) and whose pirates
    stand there (public: the board hides nothing of this)."""
    seen = typed(view)
    whose = [
        ", ".join(p["name"] for p in seen["players"] if p["island"] == i) or "–"
        for i in range(ISLANDS)
    ]
    return Table(
        [_("island"), *[str(i) for i in range(ISLANDS)]],
        [
            [_("cards"), *[str(isl["size"]) for isl in seen["islands"]]],
            [
                _("top"),
                *[card_text(isl["top"]) if isl["top"] else _("(empty)") for isl in seen["islands"]],
            ],
            [_("pirates"), *whose],
        ],
    )


def standings(view: Mapping[str, Any]) -> Table:
    """Every player in ``view``: recipe card, island, hand and pantry sizes, and the score (the
    final one once the game is over; before, only for your own seat, as ``score_now``)."""
    seen = typed(view)
    you = seen["you"]
    rows = []
    for p in seen["players"]:
        six, three = (" + ".join(ingredient(i) for i in part) for part in p["recipe"])
        if p["score"] is not None:
            points = str(p["score"])
        elif you is not None and you["seat"] == p["seat"] and you["score_now"] is not None:
            points = _("{n} if it ended now", n=you["score_now"]["total"])
        else:
            points = "–"
        rows.append(
            [
                p["name"],
                f"{p['recipe_card']}: 6 = {six}; 3 = {three}",
                p["island"],
                p["hand_size"],
                p["pantry_size"],
                points,
            ]
        )
    header = [_("player"), _("recipe card"), _("island"), _("hand"), _("pantry"), _("score")]
    return Table(header, rows)


_LABELS = {
    "recipe_6": _.mark("6-point recipes"),
    "recipe_3": _.mark("3-point recipes"),
    "meatballs": _.mark("meatballs"),
    "doubloons": _.mark("doubloons"),
    "fish_food": _.mark("fish food"),
}


def score_table(result: Any) -> Table:
    """A ``ScoreResult`` (or a view's ``score_now``/final score dict) step by step: each part of
    the score, how many sets or cards, the points, and the total.

    >>> from tortuga_kit.games.gourmet import score
    >>> print(score_table(score((("grog", "seaweed", "drumstick"), ("fish", "fruit")), ["fish 1"])))
    part             count  points
    6-point recipes  0      0
    3-point recipes  0      0
    meatballs        0      0
    doubloons        0      0
    fish food        1      -1
    total                   -1
    """
    counts = result["counts"] if isinstance(result, Mapping) else result.counts
    breakdown = result["breakdown"] if isinstance(result, Mapping) else result.breakdown
    total = result["total"] if isinstance(result, Mapping) else result.total
    rows = [[word(_LABELS[k]), counts[k], breakdown[k]] for k in _LABELS]
    return Table([_("part"), _("count"), _("points")], [*rows, [_("total"), "", total]])


def turns(history: Sequence[Action]) -> list[int]:
    """The seats of a match's turns, in order: in Tortuga Gourmet every turn is one action
    (a play, or a ``discard``/``pass`` for a player who cannot sail).

    >>> turns((Action(1, "play grog 3 to 5"), Action(2, "pass")))
    [1, 2]
    """
    return [a.seat for a in history]
