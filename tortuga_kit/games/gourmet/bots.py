"""Tortuga Gourmet's rule-aware bot (the random bot plays every game).

``cook`` looks only at its observation. Pantry and hand both count at the end, so playing a
card never loses it: what a move changes is the card taken where the pirate lands. ``cook``
scores its cards plus that island's top card (``scoring.score``, the rules' own scorer) and
plays the move with the best total; ties go to the larger pile left behind (the game lasts
longer), then to its own seeded RNG. Under Forgetful Pirates it may not look at its pantry and
scores its hand alone. Every move takes a card, so every game ends.

A score depends only on how many cards of each kind there are (``scoring``'s tally), so ``cook``
tallies its own cards once per decision, values each island once (every card played to it takes
the same top card), and remembers each tally's total: a game asks the exact scorer again and again
for the same few dozen piles of cards, and it was 12 times the rules' step (issue 26).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.game import BotFactory
from ...engine.i18n import translator
from ...engine.rng import Rng, seed_state
from .cards import (
    DOUBLOON,
    DOUBLOON_POINTS,
    FISH_FOOD_POINTS,
    INGREDIENTS,
    MEATBALL_POINTS,
    RECIPE_3_POINTS,
    RECIPE_6_POINTS,
    SECRET,
)
from .hidden import Observation
from .scoring import SCORING_MODES, best_split, card_kind, checked_recipe
from .turn import PARSED

_ = translator("gourmet")

#: Where each kind is counted in a tally: the ingredients, then the secret ingredient; the
#: doubloons last, apart (each adds its points to the total and changes no split); empty chests
#: and island maps nowhere (they score nothing).
_INDEX = {kind: i for i, kind in enumerate((*INGREDIENTS, SECRET, DOUBLOON))}
SECRET_AT = len(INGREDIENTS)
_SCORED = SECRET_AT + 1
#: (recipe, scoring mode, secrets in meatballs, ingredient and secret counts) -> the scorer's
#: total without doubloons (``scoring.best_split`` remembers the splits by sorted counts too).
_SEEN: dict[tuple[object, ...], int] = {}
MAX_SEEN = 100_000  # past this the table starts afresh (a few megabytes at most)


#: card -> its slot in a tally (``None``: it scores nothing), for every card seen.
_SLOT: dict[str, int | None] = {}


def tally(cards: Sequence[str]) -> list[int]:
    """How many of ``cards`` are of each scoring kind (``_INDEX``'s order)."""
    counts = [0] * (_SCORED + 1)
    slot = _SLOT
    for card in cards:
        i = slot[card] if card in slot else _slot(card)
        if i is not None:
            counts[i] += 1
    return counts


def _slot(card: str) -> int | None:
    """The tally slot of ``card``, remembered (there are a few dozen cards)."""
    i = _INDEX.get(card_kind(card))
    if len(_SLOT) < 1000:
        _SLOT[card] = i
    return i


def total(o: Observation, mine: list[int], top: str | None) -> int:
    """The exact scorer's total for ``mine`` (a tally) plus ``top``: its part without the
    doubloons (remembered here by the tally, and by the scorer's ``best_split`` by sorted
    counts, so recipe cards that differ only by names share their entries), plus the
    doubloons' points (they change no split)."""
    counts = mine[:]
    if top is not None:
        i = _SLOT[top] if top in _SLOT else _slot(top)
        if i is not None:
            counts[i] += 1
    opts = o.opts
    mode, mixed = opts["scoring_mode"], opts["secret_in_meatballs"]
    seen = (o.recipe, mode, mixed, *counts[:_SCORED])
    points = _SEEN.get(seen)
    if points is not None:
        return points + DOUBLOON_POINTS * counts[_SCORED]
    _three, _two, per_6, per_3 = checked_recipe(o.recipe)
    have, secrets = counts[:SECRET_AT], counts[SECRET_AT]
    a, b, m, _r, _m = best_split(
        have, per_6, per_3, secrets, SCORING_MODES.index(mode), mixed, False
    )
    fish = sum(have) + secrets - 3 * a - 2 * b - 3 * m
    points = (
        RECIPE_6_POINTS * a + RECIPE_3_POINTS * b + MEATBALL_POINTS * m + FISH_FOOD_POINTS * fish
    )
    if len(_SEEN) >= MAX_SEEN:
        _SEEN.clear()
    _SEEN[seen] = points
    return points + DOUBLOON_POINTS * counts[_SCORED]


def moves(o: Observation, mine: list[int], legal: Sequence[str]) -> list[tuple[int, int]]:
    """Per action, (the best total of ``mine`` with the card it takes, cards left on that
    island), each island valued once; a card played without sailing ranks last."""
    by_island: dict[int, tuple[int, int]] = {}
    values = []
    for text in legal:
        verb, _card, island = PARSED[text]
        if verb != "play":
            values.append((-999, 0))
            continue
        value = by_island.get(island)
        if value is None:
            value = by_island[island] = (total(o, mine, o.tops[island]), o.sizes[island])
        values.append(value)
    return values


class Cook:
    """Sails to the top card that raises its best total most."""

    name = "cook"
    #: its name as a learner reads it (the bot picker), in the reader's language
    title = _.lazy("cook")
    observes = True

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed_state(seed) ^ 0x600D)

    def value(self, o: Observation, text: str) -> tuple[int, int]:
        """(best total with the card it would take, cards left on that island); ``play`` only."""
        verb, _card, island = PARSED[text]
        if verb != "play":
            return (-999, 0)
        return (
            total(o, tally([*o.hand, *(o.pantry or ())]), o.tops[island]),
            o.sizes[island],
        )

    def choose(self, o: Observation, legal: Sequence[str], /) -> str:
        if len(legal) == 1:
            return legal[0]
        values = moves(o, tally([*o.hand, *(o.pantry or ())]), legal)
        best = max(values)
        top = [t for t, v in zip(legal, values) if v == best]
        return top[self.rng.randrange(len(top))] if len(top) > 1 else top[0]


BOTS: dict[str, BotFactory] = {"cook": Cook}
