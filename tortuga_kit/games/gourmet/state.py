"""The whole state of one Tortuga Gourmet match (secrets included; views mask them).

``piles[i]`` is island ``i``'s pile, bottom first: ``piles[i][-1]`` is its top card, the one
everybody sees (the piles lie ingredient side up). ``hands`` and ``pantries`` hold card strings
(``"grog 3"``, ``"empty_chest 1"``, ``"lonely_island"``), a pantry in the order played.
``recipes[p]`` is the name of seat ``p``'s recipe card, ``recipe(p)`` its two recipes.
"""

from __future__ import annotations

from typing import Any

from ...engine.game import Result
from ...engine.rng import Rng


class State:
    __slots__ = (
        "n",
        "names",
        "opts",
        "recipe_cards",
        "piles",
        "mask",
        "pirates",
        "hands",
        "pantries",
        "aside",
        "recipes",
        "first_player",
        "turn_seat",
        "turn_number",
        "ending",
        "passes",
        "stack",
        "result",
        "reason",
        "rng",
        "zero_stays",
    )

    def __init__(self, names: tuple[str, ...], opts: dict[str, Any], rng: Rng) -> None:
        n = len(names)
        self.n = n
        self.names = names
        self.opts = opts
        #: name -> (6-point recipe, 3-point recipe), from the match's card data.
        self.recipe_cards: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {}
        # The piles, pirates, hands and recipes are dealt by ``setup.setup`` (the one maker
        # of a state), which makes them whole at once.
        self.piles: list[list[str]] = []
        self.mask = 0  # the emptied islands, bit i for island i (kept by ``refresh_mask``)
        self.pirates: list[int] = []
        self.hands: list[list[str]] = []
        self.pantries: list[list[str]] = [[] for _ in range(n)]
        self.recipes: list[str] = []
        self.aside: list[str] = []  # cards a prepared position leaves out of the game
        self.first_player = 0
        self.turn_seat = 0
        self.turn_number = 0  # turns begun; the first turn is 1
        #: The end is triggered (enough emptied piles): the round is being completed.
        self.ending = False
        self.passes = 0  # turns in a row in which nobody could play a card
        self.stack: list[Any] = []
        self.result: Result | None = None
        self.rng = rng
        #: option zero_move_from_empty_island == "stay", read at every decision
        self.zero_stays = opts["zero_move_from_empty_island"] == "stay"

    def recipe(self, seat: int) -> tuple[tuple[str, ...], tuple[str, ...]]:
        return self.recipe_cards[self.recipes[seat]]

    def sizes(self) -> list[int]:
        """The 12 pile sizes, clockwise from island 0."""
        return [len(p) for p in self.piles]

    def emptied(self) -> int:
        return sum(1 for p in self.piles if not p)

    def refresh_mask(self) -> None:
        """Recompute ``mask`` from the piles (after setup, a position, or a pile emptied)."""
        self.mask = sum(1 << i for i, p in enumerate(self.piles) if not p)

    def clone(self) -> State:
        c = State.__new__(State)
        c.n = self.n
        c.names = self.names
        c.opts = self.opts  # never changed after setup
        c.recipe_cards = self.recipe_cards  # never changed after setup
        c.piles = [list(p) for p in self.piles]
        c.mask = self.mask
        c.pirates = list(self.pirates)
        c.hands = [list(h) for h in self.hands]
        c.pantries = [list(p) for p in self.pantries]
        c.recipes = list(self.recipes)
        c.aside = self.aside  # never changed after setup
        c.first_player = self.first_player
        c.turn_seat = self.turn_seat
        c.turn_number = self.turn_number
        c.ending = self.ending
        c.passes = self.passes
        c.stack = list(self.stack)  # frames are immutable values
        c.result = self.result  # frozen
        c.rng = Rng(self.rng.state)
        c.zero_stays = self.zero_stays
        return c

    def to_dict(self) -> dict[str, Any]:
        return {
            "names": list(self.names),
            "options": {k: list(v) if isinstance(v, tuple) else v for k, v in self.opts.items()},
            "piles": [list(p) for p in self.piles],
            "pirates": list(self.pirates),
            "hands": [list(h) for h in self.hands],
            "pantries": [list(p) for p in self.pantries],
            "recipes": list(self.recipes),
            "aside": list(self.aside),
            "first_player": self.first_player,
            "turn_seat": self.turn_seat,
            "turn_number": self.turn_number,
            "ending": self.ending,
            "passes": self.passes,
            "stack": [f.to_list() for f in self.stack],
            "result": None if self.result is None else self.result.outcome(),
            "rng": self.rng.state,
        }
