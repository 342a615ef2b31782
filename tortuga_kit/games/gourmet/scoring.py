"""Scoring (rules §scoring; seed 004 · Scoring, reference §8, §9).

Each player scores their pantry plus the 3 cards in hand, without the empty chests and the
island maps: 6 points for every 6-point recipe of their recipe card, 3 for every 3-point recipe,
2 for every Henry Morgan meatball (three identical ingredients), +1 per doubloon and -1 for every
ingredient or unused secret ingredient left over (fish food). The secret ingredient stands in for
any ingredient of a recipe; in a meatball only with ``secret_in_meatballs=True`` (reference §8.3
Q2: the seed says it completes "recipes", and meatballs need "identical" cards).

**Which split?** Seed 004 · Scoring reads as an order ("cook as many 6-point and 3-point
recipes as possible ... check whether the remaining ingredients can form sets of three"), but
that order can cost points (reference §14 T2). The default ``scoring_mode="max_score"`` scores
the best total over every way to divide the cards (reference §8.3 Q1, reading B);
``"recipes_first_points"`` first takes the most recipe points (6a + 3b), ``"recipes_first_count"``
the most recipes (a + b), each then the best total for the rest. Among the splits the mode
prefers equally, the one with the most recipes, then the fewest fish food, is reported: the
seed's tie-break (reference §9) is the player's interest once the points are equal.

**Why the optimiser is exact.** Say a split cooks ``a`` 6-point recipes, ``b`` 3-point recipes
and ``m`` meatballs from ``N`` ingredient and secret cards, plus ``d`` doubloons. Every other
ingredient or secret card is fish food, so ``fish = N - 3a - 2b - 3m`` and::

    total = 6a + 3b + 2m + d - fish = 9a + 5b + 5m + d - N

For a fixed ``(a, b)`` the best split is therefore the one with the most meatballs, and it also
has the fewest fish food. ``score`` enumerates every ``(a, b)`` with ``3a + 2b <= N`` and asks
``most_meatballs`` for that number. There, with ``need[i]`` recipe slots of ingredient ``i`` and
``have[i]`` cards of it, ``m[i]`` meatballs of ``i`` cost ``max(0, need[i] + 3 m[i] - have[i])``
secret ingredients: the recipe slots the real cards cannot fill, plus (without secrets in
meatballs) the real cards a secret must release from a recipe, or (with them) the secrets in the
meatball itself; without secrets in meatballs also ``3 m[i] <= have[i]``. Every ``m[i] <= (have[i]
- need[i]) // 3`` is free; the next meatball of ``i`` costs ``3 - (have[i] - need[i]) % 3``
secrets (1, 2 or 3), every further one 3. Those marginal costs never decrease, so the ``k``
cheapest marginal meatballs over all ingredients can always be taken as a prefix of each
ingredient's sequence, and no ``k`` meatballs cost less: taking the cheapest first, while the
spare secrets last, gives the most meatballs. (The tests check this against an exhaustive search
over every way to group small hands.) The work is ``O(N^2)`` pairs times a sort of at most
``N / 3`` costs.

>>> r = score((("grog", "seaweed", "drumstick"), ("fish", "fruit")),
...           ["grog 1", "grog 2", "grog 4", "seaweed 0", "secret 1", "secret 3"])
>>> r.total, r.counts["recipe_6"], r.counts["meatballs"]
(8, 1, 1)
>>> r.explanation
'6-point recipe (grog + seaweed + drumstick) x1 = 6, meatball x1 = 2, fish food x0 = 0: 8 points; secret ingredients: 2 in recipes'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

from ...engine.i18n import translator
from . import rulerefs as R
from .cards import (
    DOUBLOON,
    DOUBLOON_POINTS,
    FISH_FOOD_POINTS,
    INGREDIENTS,
    KINDS,
    MAX_STEPS,
    MEATBALL_POINTS,
    MEATBALL_SIZE,
    RECIPE_3_POINTS,
    RECIPE_6_POINTS,
    SECRET,
)
from .texts import ingredient

_ = translator("gourmet")

ScoringMode = Literal["max_score", "recipes_first_points", "recipes_first_count"]
SCORING_MODES: tuple[str, ...] = ("max_score", "recipes_first_points", "recipes_first_count")
#: The keys of ``ScoreResult.breakdown`` and ``ScoreResult.counts``, in the order of the seed.
PARTS = ("recipe_6", "recipe_3", "meatballs", "doubloons", "fish_food")

_CARD = re.compile(rf"([a-z_]+)(?: ([0-{MAX_STEPS}]))?")


@dataclass(frozen=True, slots=True)
class ScoreResult:
    """One player's score: the points, how they were made, and the tie-break's numbers.

    ``breakdown`` maps each of ``PARTS`` to points (``fish_food`` is ``<= 0``; the values sum
    to ``total``), ``counts`` to how many (recipes, meatballs, doubloons, fish-food cards).
    ``recipes`` is ``recipe_6 + recipe_3``, the first tie-break (reference §9; meatballs do not
    count, §8.3 Q3); the second is ``counts["fish_food"]``, fewer is better.
    """

    total: int
    breakdown: Mapping[str, int] = field(hash=False)
    counts: Mapping[str, int] = field(hash=False)
    recipes: int
    rule: str
    #: What ``explanation`` is worded from (the recipe, the secrets in recipes and in
    #: meatballs): worded only when read, since every simulated game scores every seat.
    why: tuple[tuple[str, ...], tuple[str, ...], int, int] = field(repr=False, compare=False)

    @property
    def explanation(self) -> str:
        """A line a learner can check: each part that scored, its count and points; the secrets."""
        three, two, in_recipes, in_meatballs = self.why
        return _explain(
            three, two, self.counts, self.breakdown, self.total, in_recipes, in_meatballs
        )

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Pickle (and deepcopy) the read-only maps as plain dicts: a score sits in the events
        of a match, and a match is pickled to go to another process or copied whole."""
        return (
            _score_result,
            (
                self.total,
                dict(self.breakdown),
                dict(self.counts),
                self.recipes,
                self.rule,
                self.why,
            ),
        )


def _score_result(
    total: int,
    breakdown: dict[str, int],
    counts: dict[str, int],
    recipes: int,
    rule: str,
    why: tuple[tuple[str, ...], tuple[str, ...], int, int],
) -> ScoreResult:
    return ScoreResult(
        total, MappingProxyType(breakdown), MappingProxyType(counts), recipes, rule, why
    )


#: The kinds a packed tally counts (``packed``), in order: the ingredients, the secret
#: ingredient, the doubloons. Empty chests and maps score nothing and are not counted.
PACKED = (*INGREDIENTS, SECRET, DOUBLOON)
#: Bits of one kind's count in a packed tally: a seat holds at most the 84 island cards.
#: (``packed_score`` writes its shifts out: 8 bits, five ingredients, then secrets, doubloons.)
PACK_BITS = 8
#: card -> its weight in a packed tally: ``1 << PACK_BITS * i`` for the ``i``-th of ``PACKED``,
#: 0 for a card that scores nothing. Every card ``card_kind`` accepts is here, nothing else.
WEIGHT: dict[str, int] = {
    kind if v is None else f"{kind} {v}": (
        1 << PACK_BITS * PACKED.index(kind) if kind in PACKED else 0
    )
    for kind in KINDS
    for v in (None, *range(MAX_STEPS + 1))
}


def packed(cards: Sequence[str]) -> int:
    """How many of ``cards`` are of each kind of ``PACKED``, as one integer (``PACK_BITS`` a
    kind, the first kind lowest): the tally ``best_score`` makes, counted by one ``sum`` over
    the weights (the end of every simulated game tallies each seat). ``ValueError`` for
    anything that is no card, as ``card_kind`` says it."""
    try:
        return sum(map(WEIGHT.__getitem__, cards))
    except (KeyError, TypeError):
        for card in cards:
            card_kind(card)  # names the first card that is none
        raise  # pragma: no cover - WEIGHT holds every card card_kind accepts


#: (mode, secrets in meatballs, meatballs are recipes, secrets, the sorted rows of each
#: ingredient packed as ``cards << 4 | 6-point need << 2 | 3-point need``) -> ``packed_score``
#: without the doubloons: ``best_split``'s memory, keyed by small integers (a row of three
#: numbers sorts as its packed number does: each need is below 4).
_PACKED: dict[tuple[int, ...], tuple[int, int, int, int]] = {}
#: recipe -> each ingredient's ``6-point need << 2 | 3-point need`` (``INGREDIENTS`` order).
_NEEDS: dict[Any, tuple[int, ...]] = {}


def packed_score(
    recipe: tuple[tuple[str, ...], tuple[str, ...]],
    tally: int,
    mode: int,
    secret_in_meatballs: bool,
    meatballs_are_recipes: bool,
) -> tuple[int, int, int, int]:
    """``best_score``'s ``(total, recipes, meatballs, fish food)`` for a packed tally
    (``packed``) and the index of the scoring mode in ``SCORING_MODES``: the same split
    (``best_split``), without the ``ScoreResult`` and its explanation, which the end of a game
    needs only when its log is read. Checks nothing but the recipe (``checked_recipe``).

    Remembered by the sorted rows (cards, needs) of the ingredients, as ``best_split`` is, in
    small integers (bounded: ``MAX_SPLITS``)."""
    needs = _NEEDS.get(recipe) or _needs(recipe)
    g, s, d, f, r = needs
    mask = (1 << PACK_BITS) - 1
    key = (
        mode,
        secret_in_meatballs,
        meatballs_are_recipes,
        tally >> 40 & mask,  # the secrets
        *sorted(
            (
                (tally & mask) << 4 | g,
                (tally >> 8 & mask) << 4 | s,
                (tally >> 16 & mask) << 4 | d,
                (tally >> 24 & mask) << 4 | f,
                (tally >> 32 & mask) << 4 | r,
            )
        ),
    )
    found = _PACKED.get(key)
    if found is None:
        found = _packed_split(recipe, tally, key)
        if len(_PACKED) >= MAX_SPLITS:
            _PACKED.clear()
        _PACKED[key] = found
    points, recipes, m, fish = found
    return points + DOUBLOON_POINTS * (tally >> 48), recipes, m, fish


def _needs(recipe: tuple[tuple[str, ...], tuple[str, ...]]) -> tuple[int, ...]:
    """``_NEEDS[recipe]``, made (the recipe checked by ``checked_recipe``)."""
    _three, _two, per_6, per_3 = checked_recipe(recipe)
    needs = tuple(x << 2 | y for x, y in zip(per_6, per_3))
    if len(_NEEDS) < 1000:
        _NEEDS[recipe] = needs
    return needs


def _packed_split(
    recipe: tuple[tuple[str, ...], tuple[str, ...]], tally: int, key: tuple[int, ...]
) -> tuple[int, int, int, int]:
    """``packed_score`` without the doubloons, from ``best_split`` itself (``key``: its
    memory's key, which starts with the mode, the two readings and the secrets)."""
    _three, _two, per_6, per_3 = checked_recipe(recipe)
    mode, secret_in_meatballs, meatballs_are_recipes, secrets = key[:4]
    mask = (1 << PACK_BITS) - 1
    have = [tally >> PACK_BITS * i & mask for i in range(len(INGREDIENTS))]
    a, b, m, _r, _m = best_split(
        have, per_6, per_3, secrets, mode, bool(secret_in_meatballs), bool(meatballs_are_recipes)
    )
    fish = sum(have) + secrets - 3 * a - 2 * b - 3 * m
    points = (
        RECIPE_6_POINTS * a + RECIPE_3_POINTS * b + MEATBALL_POINTS * m + FISH_FOOD_POINTS * fish
    )
    return points, a + b, m, fish


def score_rule(scoring_mode: str) -> str:
    """The rule a score cites: the scoring, and the assumed mode unless it is the default."""
    return R.SCORING if scoring_mode == "max_score" else f"{R.SCORING} · {R.SCORING_MODE}"


#: recipe (a tuple of tuples, as the match keeps it) -> (6-point, 3-point, counts per
#: ingredient of each): checked once, not at every score of every simulated game.
_RECIPES: dict[Any, tuple[tuple[str, ...], tuple[str, ...], list[int], list[int]]] = {}
_KIND_OF: dict[str, str] = {}  # every card string seen, -> its kind (a few dozen exist)


def card_kind(card: object) -> str:
    """The kind of ``card`` (``"grog 3"`` → ``"grog"``); ``ValueError`` for anything else.

    >>> card_kind("secret 2"), card_kind("lonely_island")
    ('secret', 'lonely_island')
    """
    if isinstance(card, str):
        kind = _KIND_OF.get(card)
        if kind is not None:
            return kind
    match = _CARD.fullmatch(card) if isinstance(card, str) else None
    if match is None or match.group(1) not in KINDS:
        raise ValueError(
            f"{card!r} is not a card: '<kind>' or '<kind> <0..{MAX_STEPS}>' "
            f"with a kind of {', '.join(KINDS)}"
        )
    kind = match.group(1)
    if len(_KIND_OF) < 1000:  # only valid cards are kept, and there are few of them
        _KIND_OF[match.group(0)] = kind
    return kind


def _recipe_part(part: object, size: int, what: str) -> tuple[str, ...]:
    if isinstance(part, str) or not isinstance(part, (tuple, list)) or len(part) != size:
        raise ValueError(f"the {what} recipe is {size} ingredient names, not {part!r}")
    for name in part:
        if name not in INGREDIENTS:
            raise ValueError(
                f"{name!r} in the {what} recipe is no ingredient: one of {', '.join(INGREDIENTS)}"
            )
    return tuple(part)


def check_recipe(recipe: object) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``recipe`` as a pair of tuples; ``ValueError`` unless it is (3 ingredients, 2 ingredients).

    An ingredient may appear twice, in one recipe or in both: the real cards are not public
    (reference §3), and the scorer counts recipes as multisets (reference §8.4, §12).
    """
    if isinstance(recipe, str) or not isinstance(recipe, (tuple, list)) or len(recipe) != 2:
        raise ValueError(
            f"a recipe card is a pair (6-point recipe, 3-point recipe), not {recipe!r}"
        )
    return _recipe_part(recipe[0], 3, "6-point"), _recipe_part(recipe[1], 2, "3-point")


def checked_recipe(
    recipe: object,
) -> tuple[tuple[str, ...], tuple[str, ...], list[int], list[int]]:
    """``check_recipe``'s pair, and how many of each ingredient (``INGREDIENTS`` order) each of
    its two recipes needs; remembered for a recipe given as a tuple (as the match keeps it)."""
    try:
        checked = _RECIPES.get(recipe)
    except TypeError:  # unhashable (lists inside): checked below, not kept
        checked = None
    if checked is None:
        three, two = check_recipe(recipe)
        per = ([three.count(i) for i in INGREDIENTS], [two.count(i) for i in INGREDIENTS])
        checked = (three, two, *per)
        if type(recipe) is tuple and len(_RECIPES) < 1000:
            _RECIPES[recipe] = checked
    return checked


def most_meatballs(
    have: Sequence[int], need: Sequence[int], secrets: int, *, secret_in_meatballs: bool = False
) -> tuple[int, int, int] | None:
    """The most meatballs next to recipes needing ``need[i]`` of ingredient ``i``, or ``None``.

    ``have[i]`` cards of ingredient ``i`` and ``secrets`` secret ingredients are at hand. The
    answer is ``(meatballs, secrets in recipes, secrets in meatballs)`` for one best split,
    ``None`` when the recipes cannot be cooked at all. The module docstring proves it exact.

    >>> most_meatballs([3, 1, 0, 0, 0], [1, 1, 1, 0, 0], 2)   # the secret frees a grog
    (1, 2, 0)
    >>> most_meatballs([2, 0, 0, 0, 0], [0] * 5, 1, secret_in_meatballs=True)
    (1, 0, 1)
    """
    # Plain loops, no generators: the end of every simulated game scores each seat.
    deficit = 0
    for c, n in zip(have, need):
        if n > c:
            deficit += n - c
    spare = secrets - deficit
    if spare < 0:
        return None
    meatballs = 0
    costs: list[int] = []  # secrets for each further meatball, per ingredient in order
    for c, n in zip(have, need):
        surplus = c - n if c > n else 0
        free = surplus // MEATBALL_SIZE
        meatballs += free
        rest = surplus - free * MEATBALL_SIZE
        if secret_in_meatballs:
            if rest:
                costs.append(MEATBALL_SIZE - rest)
        else:
            more = c // MEATBALL_SIZE - free  # a meatball of real cards only
            if more > 0:
                costs.append(MEATBALL_SIZE - rest)
                if more > 1:
                    costs.extend([MEATBALL_SIZE] * (more - 1))
    spent = 0
    if spare and costs:  # every further meatball costs at least one secret
        for cost in sorted(costs):
            if spent + cost > spare:
                break
            spent += cost
            meatballs += 1
    if secret_in_meatballs:
        extra = (spare - spent) // MEATBALL_SIZE  # meatballs of three secrets
        meatballs += extra
        return meatballs, deficit, spent + extra * MEATBALL_SIZE
    return meatballs, deficit + spent, 0


def score(
    recipe: Sequence[Sequence[str]],
    cards: Iterable[str],
    *,
    scoring_mode: ScoringMode = "max_score",
    secret_in_meatballs: bool = False,
) -> ScoreResult:
    """The score of ``cards`` (pantry plus hand) for ``recipe`` = (6-point, 3-point recipe).

    ``cards`` are card strings (``"fish 4"``, ``"doubloon"``, ``"empty_chest 2"``); empty chests
    and island maps score nothing. ``ValueError`` for an unknown card, a malformed recipe or an
    unknown ``scoring_mode``. See the module docstring for the modes and the proof.

    >>> r = score((("drumstick", "fish", "fruit"), ("grog", "seaweed")), ["doubloon 2", "fish 0"])
    >>> r.total, dict(r.breakdown)
    (0, {'recipe_6': 0, 'recipe_3': 0, 'meatballs': 0, 'doubloons': 1, 'fish_food': -1})
    """
    return best_score(
        recipe, cards, scoring_mode=scoring_mode, secret_in_meatballs=secret_in_meatballs
    )


def best_score(
    recipe: Sequence[Sequence[str]],
    cards: Iterable[str],
    *,
    scoring_mode: ScoringMode = "max_score",
    secret_in_meatballs: bool = False,
    meatballs_are_recipes: bool = False,
) -> ScoreResult:
    """``score``, choosing among the splits of equal points the one best for the tie-break
    when meatballs count as recipes there (option ``tiebreak_counts_meatballs``, reference
    §8.3 Q3): then the most recipes *and meatballs*, then the fewest fish food. The match
    scores with this; ``score`` is it with ``meatballs_are_recipes=False``.

    >>> cards = ["seaweed 1", "seaweed 2", "drumstick 1", "drumstick 2", "fish 1"]
    >>> cards += ["fruit 1", "fruit 2", "fruit 3", "fruit 4", "fruit 5"]
    >>> cards += ["grog 1", "grog 2", "grog 3", "secret 1"]
    >>> r5 = (("seaweed", "drumstick", "fish"), ("fruit", "grog"))   # reference §14 T4
    >>> [(r.total, r.recipes, r.counts["meatballs"], r.counts["fish_food"])
    ...  for r in (best_score(r5, cards), best_score(r5, cards, meatballs_are_recipes=True))]
    [(19, 5, 0, 2), (19, 4, 1, 1)]
    """
    if not isinstance(meatballs_are_recipes, bool):
        raise ValueError(f"meatballs_are_recipes is True or False, not {meatballs_are_recipes!r}")
    three, two, per_6, per_3 = checked_recipe(recipe)
    if scoring_mode not in SCORING_MODES:
        raise ValueError(f"scoring_mode is one of {', '.join(SCORING_MODES)}, not {scoring_mode!r}")
    if not isinstance(secret_in_meatballs, bool):
        raise ValueError(f"secret_in_meatballs is True or False, not {secret_in_meatballs!r}")
    if isinstance(cards, str):
        raise ValueError(f"cards is a list of card strings, not the string {cards!r}")
    tally = dict.fromkeys(KINDS, 0)
    known = _KIND_OF.get
    for card in cards:
        kind = known(card) if type(card) is str else None
        tally[card_kind(card) if kind is None else kind] += 1
    have = [tally[i] for i in INGREDIENTS]
    secrets = tally[SECRET]
    doubloons = tally[DOUBLOON]
    n = sum(have) + secrets

    mode = 0 if scoring_mode == "max_score" else 1 if scoring_mode == "recipes_first_points" else 2
    a, b, m, in_recipes, in_meatballs = best_split(
        have, per_6, per_3, secrets, mode, secret_in_meatballs, meatballs_are_recipes
    )
    fish = n - 3 * a - 2 * b - 3 * m
    counts = dict(zip(PARTS, (a, b, m, doubloons, fish)))
    points = (RECIPE_6_POINTS, RECIPE_3_POINTS, MEATBALL_POINTS, DOUBLOON_POINTS, FISH_FOOD_POINTS)
    breakdown = {k: p * counts[k] for k, p in zip(PARTS, points)}
    total = sum(breakdown.values())
    return ScoreResult(
        total=total,
        breakdown=MappingProxyType(breakdown),
        counts=MappingProxyType(counts),
        recipes=a + b,
        rule=score_rule(scoring_mode),
        why=(three, two, in_recipes, in_meatballs),
    )


#: (mode, secrets in meatballs, meatballs are recipes, secrets, sorted (cards, 6-point need,
#: 3-point need) of each ingredient) -> the split ``best_split`` found for them.
_SPLITS: dict[tuple[object, ...], tuple[int, int, int, int, int]] = {}
MAX_SPLITS = 100_000  # past this the table starts afresh (a few megabytes at most)


def best_split(
    have: Sequence[int],
    per_6: Sequence[int],
    per_3: Sequence[int],
    secrets: int,
    mode: int,
    secret_in_meatballs: bool,
    meatballs_are_recipes: bool,
) -> tuple[int, int, int, int, int]:
    """The split ``best_score`` reports, as ``(a, b, meatballs, secrets in recipes, secrets in
    meatballs)``: ``have`` cards of each ingredient, ``per_6``/``per_3`` of each in the recipes,
    ``mode`` the index of the scoring mode in ``SCORING_MODES``. Checks nothing: a bot that
    scores many piles calls it with counts it made itself (``bots.Cook``).

    Remembered: the search treats two ingredients with the same counts and needs alike (it only
    sums over them and sorts their meatball costs), so the split depends on the sorted rows
    (cards, needs) only, not on the names, and not on the doubloons either (they add the same
    points to every split). A game scores every seat at its end, and simulations play
    thousands of games over the same few hundred piles of counts."""
    rows = sorted(zip(have, per_6, per_3))
    key = (mode, secret_in_meatballs, meatballs_are_recipes, secrets, *rows)
    split = _SPLITS.get(key)
    if split is None:
        c, x, y = zip(*rows)
        split = _search(c, x, y, secrets, mode, secret_in_meatballs, meatballs_are_recipes)
        if len(_SPLITS) >= MAX_SPLITS:
            _SPLITS.clear()
        _SPLITS[key] = split
    return split


def _search(
    have: Sequence[int],
    per_6: Sequence[int],
    per_3: Sequence[int],
    secrets: int,
    mode: int,
    secret_in_meatballs: bool,
    meatballs_are_recipes: bool,
) -> tuple[int, int, int, int, int]:
    """``best_split`` without memory: the search itself (without doubloons)."""
    n = sum(have) + secrets
    # Only pairs whose every ingredient can be found, in cards or secrets: the rest are refused
    # by ``most_meatballs`` anyway, so the bounds change no answer, only the work.
    plain = secrets == 0  # no secret: every feasible pair's meatballs are just the leftovers // 3
    best: tuple[int, ...] | None = None
    chosen = (0, 0, 0, 0, 0)
    most_a = min([n // 3] + [(c + secrets) // x for c, x in zip(have, per_6) if x])
    # Larger pairs first: with max_score, once a pair cannot reach the best total even if every
    # card left made meatballs (9a + 5b + 5 * ((n - 3a - 2b) // 3) + d - n, which only falls as
    # b falls), no smaller b can, so the search stops there. Among equal keys the smallest pair
    # is kept (>=), as an ascending search with > would.
    rows = list(zip(have, per_6, per_3))
    top = -(10**9)  # the best total so far (max_score prunes by it)
    for a in range(most_a, -1, -1):
        most_b = (n - 3 * a) // 2
        for c, x, y in rows:
            if y:
                most_b = min(most_b, (c + secrets - a * x) // y)
        for b in range(most_b, -1, -1):
            if mode == 0 and 9 * a + 5 * b + 5 * ((n - 3 * a - 2 * b) // 3) - n < top:
                break
            found = _meatballs(a, b, rows, have, secrets, plain, secret_in_meatballs)
            if found is None:
                continue
            m, in_recipes, in_meatballs = found
            fish = n - 3 * a - 2 * b - 3 * m
            total = (
                RECIPE_6_POINTS * a
                + RECIPE_3_POINTS * b
                + MEATBALL_POINTS * m
                + FISH_FOOD_POINTS * fish
            )
            tie = a + b + m if meatballs_are_recipes else a + b
            key = (total, tie, -fish) if mode == 0 else (_first(mode, a, b), total, tie, -fish)
            if best is None or key >= best:
                best, chosen = key, (a, b, m, in_recipes, in_meatballs)
                top = max(top, total)
    assert best is not None  # (0, 0) needs nothing
    return chosen


def _meatballs(
    a: int,
    b: int,
    rows: list[tuple[int, int, int]],
    have: Sequence[int],
    secrets: int,
    plain: bool,
    secret_in_meatballs: bool,
) -> tuple[int, int, int] | None:
    """``most_meatballs`` next to ``a`` 6-point and ``b`` 3-point recipes (``rows``: cards, need
    per 6-point and per 3-point recipe, of each ingredient); without secrets (``plain``) just the
    leftovers // 3."""
    if plain:
        m = 0
        for c, x, y in rows:
            m += (c - a * x - b * y) // MEATBALL_SIZE  # the bounds allow no deficit
        return m, 0, 0
    need = [a * x + b * y for _, x, y in rows]
    return most_meatballs(have, need, secrets, secret_in_meatballs=secret_in_meatballs)


def _first(mode: int, a: int, b: int) -> int:
    """What the recipes-first modes (``mode`` 1, 2) maximise first: recipe points, or recipes."""
    return RECIPE_6_POINTS * a + RECIPE_3_POINTS * b if mode == 1 else a + b


def _explain(
    three: tuple[str, ...],
    two: tuple[str, ...],
    counts: Mapping[str, int],
    breakdown: Mapping[str, int],
    total: int,
    in_recipes: int,
    in_meatballs: int,
) -> str:
    """A line a learner can check: each part that scored, its count and points; the secrets
    (in the active language: a view is worded when asked for, a log line when read)."""
    parts = []
    for k in PARTS:
        n, points = counts[k], breakdown[k]
        if k == "recipe_6" and n:
            recipe = " + ".join(ingredient(i) for i in three)
            parts.append(
                _("6-point recipe ({recipe}) x{n} = {points}", recipe=recipe, n=n, points=points)
            )
        elif k == "recipe_3" and n:
            recipe = " + ".join(ingredient(i) for i in two)
            parts.append(
                _("3-point recipe ({recipe}) x{n} = {points}", recipe=recipe, n=n, points=points)
            )
        elif k == "meatballs" and n:
            parts.append(_("meatball x{n} = {points}", n=n, points=points))
        elif k == "doubloons" and n:
            parts.append(_("doubloon x{n} = {points}", n=n, points=points))
        elif k == "fish_food":
            parts.append(_("fish food x{n} = {points}", n=n, points=points))
    text = _.plural("{parts}: {n} points", "{parts}: {n} points", total, parts=", ".join(parts))
    used = []
    if in_recipes:
        used.append(_("{n} in recipes", n=in_recipes))
    if in_meatballs:
        used.append(_("{n} in meatballs", n=in_meatballs))
    if not used:
        return text
    return _("{text}; secret ingredients: {used}", text=text, used=", ".join(used))
