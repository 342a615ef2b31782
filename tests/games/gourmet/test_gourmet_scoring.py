"""Tortuga Gourmet's scorer (``tortuga_kit/games/gourmet/scoring.py``).

Sources: seed 004 · Scoring (what is scored, the order, the 19-point example, the tie-break),
seed 004 · How to Play (the secret ingredient), reference §8 (the open questions, the corrected
algorithm, the 8-not-4 hand), §9 (tie-breaks), §14 (test vectors T1-T6; placeholder card R4).

The scorer is checked against an exhaustive search that knows no formula: it tries every way to
group the cards into 6-point recipes, 3-point recipes and meatballs (each slot filled by a real
card or a secret ingredient), whatever is left being fish food.
"""

from __future__ import annotations

import random
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tortuga_kit.engine.citations import parse_citation
from tortuga_kit.games.gourmet import INGREDIENTS, ScoreResult, score
from tortuga_kit.games.gourmet import rulerefs as R
from tortuga_kit.games.gourmet.cards import ISLAND_DECK, KINDS, RECIPE_CARDS
from tortuga_kit.games.gourmet.scoring import PARTS, SCORING_MODES, most_meatballs

R4 = RECIPE_CARDS["R4"]  # 6 = grog + seaweed + drumstick, 3 = fish + fruit (reference §14)
R5 = RECIPE_CARDS["R5"]  # 6 = seaweed + drumstick + fish, 3 = fruit + grog
Outcome = tuple[int, int, int, int]  # (6-point recipes, 3-point recipes, meatballs, fish food)


def hand(**counts: int) -> list[str]:
    """Cards from counts: ``hand(grog=3, secret=1)``; values vary, the scorer ignores them."""
    return [f"{kind} {k % 6}" for kind, n in counts.items() for k in range(n)]


# ------------------------------------------------------------------ the exhaustive search
@cache
def _outcomes(state: tuple[int, ...], three: tuple[int, ...], two: tuple[int, ...], wild: bool):
    """Every (a, b, m, fish) reachable from ``state`` = (5 ingredient counts, secrets)."""
    results: set[Outcome] = {(0, 0, 0, sum(state))}  # stop here: the rest is fish food

    def fills(slots: tuple[int, ...]):
        """Every way to fill the ingredient ``slots``, each by a real card or a secret."""
        for mask in range(1 << len(slots)):
            left = list(state)
            for k, i in enumerate(slots):
                left[5 if mask >> k & 1 else i] -= 1
            if min(left) >= 0:
                yield tuple(left)

    for slots, grow in ((three, (1, 0, 0)), (two, (0, 1, 0))):
        for left in set(fills(slots)):
            for a, b, m, f in _outcomes(left, three, two, wild):
                results.add((a + grow[0], b + grow[1], m, f))
    for i in range(5):  # a meatball of ingredient i
        for left in set(fills((i, i, i))):
            if wild or left[5] == state[5]:
                for a, b, m, f in _outcomes(left, three, two, wild):
                    results.add((a, b, m + 1, f))
    return frozenset(results)


def brute(recipe, cards: list[str], mode: str, wild: bool) -> tuple[int, Outcome]:
    """The best (total, outcome) by exhaustive search, under the same preference as ``score``."""
    kinds = [c.split()[0] for c in cards]
    state = (*(kinds.count(i) for i in INGREDIENTS), kinds.count("secret"))
    three = tuple(INGREDIENTS.index(i) for i in recipe[0])
    two = tuple(INGREDIENTS.index(i) for i in recipe[1])
    d = kinds.count("doubloon")

    def key(o: Outcome) -> tuple[int, ...]:
        a, b, m, f = o
        total = 6 * a + 3 * b + 2 * m + d - f
        if mode == "recipes_first_points":
            return (6 * a + 3 * b, total, a + b, -f)
        if mode == "recipes_first_count":
            return (a + b, total, -f)
        return (total, a + b, -f)

    best = max(_outcomes(state, three, two, wild), key=key)
    a, b, m, f = best
    return 6 * a + 3 * b + 2 * m + d - f, best


def check_consistent(r: ScoreResult) -> None:
    """Every result: parts sum to the total, fish food is a loss, the counts match the points."""
    assert tuple(r.breakdown) == PARTS and tuple(r.counts) == PARTS
    assert sum(r.breakdown.values()) == r.total
    assert r.breakdown["fish_food"] <= 0
    assert r.breakdown["fish_food"] == -r.counts["fish_food"]
    assert r.breakdown["recipe_6"] == 6 * r.counts["recipe_6"]
    assert r.breakdown["recipe_3"] == 3 * r.counts["recipe_3"]
    assert r.breakdown["meatballs"] == 2 * r.counts["meatballs"]
    assert r.breakdown["doubloons"] == r.counts["doubloons"]
    assert r.recipes == r.counts["recipe_6"] + r.counts["recipe_3"]
    assert str(r.total) in r.explanation
    parse_citation(r.rule)


ingredient = st.sampled_from(INGREDIENTS)
recipes = st.one_of(
    st.sampled_from(sorted(RECIPE_CARDS.values())),
    # reference §3: the real cards are unknown; the scorer takes recipes as multisets
    st.tuples(st.tuples(ingredient, ingredient, ingredient), st.tuples(ingredient, ingredient)),
)
hands = st.builds(
    lambda counts, secrets, doubloons, junk: (
        hand(**dict(zip(INGREDIENTS, counts)), secret=secrets, doubloon=doubloons) + junk
    ),
    st.lists(st.integers(0, 4), min_size=5, max_size=5),
    st.integers(0, 3),
    st.integers(0, 2),
    st.lists(st.sampled_from(["empty_chest 1", "lonely_island", "crowded_island"]), max_size=2),
)


@settings(max_examples=1500, deadline=None)
@given(recipe=recipes, cards=hands, wild=st.booleans(), mode=st.sampled_from(SCORING_MODES))
def test_score_matches_the_exhaustive_search(recipe, cards, wild, mode) -> None:
    """Reference §8.4: "verify any scorer against an exhaustive search over small hands"."""
    r = score(recipe, cards, scoring_mode=mode, secret_in_meatballs=wild)
    check_consistent(r)
    total, (a, b, m, f) = brute(recipe, cards, mode, wild)
    assert r.total == total
    assert tuple(r.counts[k] for k in ("recipe_6", "recipe_3", "meatballs", "fish_food")) == (
        a,
        b,
        m,
        f,
    )


def test_thousands_of_seeded_hands_every_mode() -> None:
    """The same comparison on 3000 fixed random hands (reproducible without hypothesis)."""
    rng = random.Random(4)
    for _ in range(3000):
        recipe = rng.choice(sorted(RECIPE_CARDS.values()))
        counts = {i: rng.randint(0, 4) for i in INGREDIENTS}
        cards = hand(**counts, secret=rng.randint(0, 3), doubloon=rng.randint(0, 2))
        rng.shuffle(cards)
        wild = rng.random() < 0.5
        for mode in SCORING_MODES:
            r = score(recipe, cards, scoring_mode=mode, secret_in_meatballs=wild)
            assert r.total == brute(recipe, cards, mode, wild)[0], (recipe, cards, mode, wild)


@settings(max_examples=600, deadline=None)
@given(recipe=recipes, cards=hands, wild=st.booleans())
def test_most_meatballs_for_every_split_of_the_recipes(recipe, cards, wild) -> None:
    """The optimiser's lemma (scoring.py docstring): for each reachable (a, b), the most
    meatballs; for an (a, b) that cannot be cooked, None."""
    kinds = [c.split()[0] for c in cards]
    have = [kinds.count(i) for i in INGREDIENTS]
    s = kinds.count("secret")
    state = (*have, s)
    three = tuple(INGREDIENTS.index(i) for i in recipe[0])
    two = tuple(INGREDIENTS.index(i) for i in recipe[1])
    best: dict[tuple[int, int], int] = {}
    for a, b, m, _ in _outcomes(state, three, two, wild):
        best[a, b] = max(best.get((a, b), 0), m)
    for a in range(6):
        for b in range(8):
            need = [a * recipe[0].count(i) + b * recipe[1].count(i) for i in INGREDIENTS]
            found = most_meatballs(have, need, s, secret_in_meatballs=wild)
            if (a, b) not in best:
                assert found is None, (a, b)
            else:
                assert found is not None and found[0] == best[a, b], (a, b)
                assert found[1] + found[2] <= s and (wild or found[2] == 0)


# ------------------------------------------------------------------ the rulebook's vectors
def test_eight_not_four() -> None:
    """Reference §8.4 correction: seaweed + two secrets cook the 6-point recipe and the three
    grog make a meatball: 8, where the old sketch (real cards first) gave 4."""
    r = score(R4, hand(grog=3, seaweed=1, secret=2))
    check_consistent(r)
    assert r.total == 8
    assert dict(r.counts) == {
        "recipe_6": 1,
        "recipe_3": 0,
        "meatballs": 1,
        "doubloons": 0,
        "fish_food": 0,
    }
    assert "2 in recipes" in r.explanation


@pytest.mark.parametrize("wild", [False, True])
def test_the_seeds_19_point_example(wild: bool) -> None:
    """Seed 004 · Scoring, "Example: in this case, the total is 19 points: 12 for the two
    6-point recipes (completed thanks to a Secret Ingredient card), 6 for the two 3-point
    recipes and 2 for the fruit meatballs, for a total of 20 points, from which 1 is subtracted
    for the Grog thrown to the fish" (20 is the subtotal, 19 the score: reference §8.5; the card
    is not in the seed: T1 reconstructs it with R4)."""
    cards = hand(grog=3, seaweed=2, drumstick=1, fish=2, fruit=5, secret=1)
    r = score(R4, cards, secret_in_meatballs=wild)
    check_consistent(r)
    assert r.total == 19
    assert dict(r.breakdown) == {
        "recipe_6": 12,
        "recipe_3": 6,
        "meatballs": 2,
        "doubloons": 0,
        "fish_food": -1,
    }
    assert r.total - r.breakdown["fish_food"] == 20
    assert r.recipes == 4
    assert "1 in recipes" in r.explanation
    # the seed's own order, recipes first, gives the same split here
    assert score(R4, cards, scoring_mode="recipes_first_points").total == 19


def test_recipes_first_points_is_the_seeds_literal_order() -> None:
    """Reference §14 T2: drumstick ×3 + 2 secrets. The best split cooks the 3-point recipe with
    the secrets and a drumstick meatball (5); the seed's order "recipes first, then meatballs",
    read as the most recipe points, spends the secrets on the 6-point recipe (6 - 2 = 4)."""
    cards = hand(drumstick=3, secret=2)
    best = score(R4, cards)
    literal = score(R4, cards, scoring_mode="recipes_first_points")
    assert (best.total, best.counts["recipe_3"], best.counts["meatballs"]) == (5, 1, 1)
    assert (literal.total, literal.counts["recipe_6"], literal.counts["fish_food"]) == (4, 1, 2)
    assert literal.rule == f"{R.SCORING} · {R.SCORING_MODE}"
    assert best.rule == R.SCORING


def test_recipes_first_count_counts_recipes_not_points() -> None:
    """Reference §8.3 Q1: "as many recipes as possible" may mean their number: six secrets make
    three 3-point recipes (9) rather than two 6-point ones (12)."""
    cards = hand(secret=6)
    assert score(R4, cards).total == 12
    assert score(R4, cards, scoring_mode="recipes_first_points").total == 12
    counted = score(R4, cards, scoring_mode="recipes_first_count")
    assert (counted.total, counted.counts["recipe_3"]) == (9, 3)


def test_secret_in_meatballs_option() -> None:
    """Reference §14 T3/T3' (§8.3 Q2, default No): grog ×2 + a secret is 3 fish food, or a
    meatball when the secret may stand in; three spare secrets make one too (§8.4)."""
    assert score(R4, hand(grog=2, secret=1)).total == -3
    r = score(R4, hand(grog=2, secret=1), secret_in_meatballs=True)
    assert (r.total, r.counts["meatballs"], r.counts["fish_food"]) == (2, 1, 0)
    assert "1 in meatballs" in r.explanation
    assert most_meatballs([0] * 5, [0] * 5, 3, secret_in_meatballs=True) == (1, 0, 3)
    assert most_meatballs([0] * 5, [0] * 5, 3) == (0, 0, 0)


def test_the_tie_break_among_best_splits() -> None:
    """Reference §14 T4 with R5: two splits score 19, 2×6 + 3×3 - 2 (5 recipes, 2 fish food) and
    2×6 + 2×3 + meatball - 1 (4 recipes, 1 fish food); seed 004 · Scoring's tie-break ("the
    pirate who completed the most Recipes") prefers the first."""
    cards = hand(seaweed=2, drumstick=2, fish=1, fruit=5, grog=3, secret=1)
    r = score(R5, cards)
    assert (r.total, r.recipes, r.counts["fish_food"], r.counts["meatballs"]) == (19, 5, 2, 0)
    assert brute(R5, cards, "max_score", False) == (19, (2, 3, 0, 2))


def test_fewest_fish_food_is_the_last_key() -> None:
    """Seed 004 · Scoring: "if still tied, whoever 'threw' the fewest Ingredients to the fish".
    With total = 9a + 5b + 5m + d - N and fish = N - 3a - 2b - 3m, two splits of equal total and
    equal recipes differ by (a, b, m) -> (a + 5, b - 5, m - 4), i.e. 7 fish food: only hands of
    22 cards or more have such a tie (none of 20000 small random hands does, in any mode), so
    the exhaustive tests cannot reach it (they compare the fish-food count all the same). What
    is checked here: a mode's own tie (equal recipe points) goes to the better total, which at
    equal recipes is the split with less fish food."""
    # equal recipe points (6 = 6), different totals: recipes_first_points takes the better one
    r = score(R4, hand(secret=4), scoring_mode="recipes_first_points")
    assert (r.total, r.counts["recipe_3"], r.counts["fish_food"]) == (6, 2, 0)


def test_doubloons_and_cards_that_score_nothing() -> None:
    """Reference §14 T5, T6 and §8.1: doubloons +1 and never fish food; empty chests and the
    maps are set aside; the printed value never matters."""
    assert score(R4, hand(doubloon=3, secret=1)).total == 2
    assert score(R4, []).total == 0
    junk = ["empty_chest 1", "empty_chest 2", "empty_chest 3", "lonely_island", "crowded_island"]
    assert score(R4, junk).total == 0
    assert score(R4, ["fish 0", "fruit 5"]) == score(R4, ["fruit", "fish 3"])
    assert score(list(map(list, R4)), ["fish", "fruit"]).total == 3  # lists work as well


def test_recipes_may_repeat_an_ingredient() -> None:
    """Reference §3 and §12: if a real card lists an ingredient twice, the scorer takes the
    recipes as multisets (the exhaustive test covers random ones)."""
    recipe = (("grog", "grog", "fish"), ("grog", "fruit"))
    r = score(recipe, hand(grog=3, fish=1, fruit=1))
    assert (r.total, r.counts["recipe_6"], r.counts["recipe_3"]) == (9, 1, 1)


def test_the_placeholder_components() -> None:
    """Reference §2.2 and §3 (ASSUMED placeholders): 84 island cards of the kit's kinds,
    values 0..5; six recipe cards, each splitting the five ingredients."""
    assert sum(len(v) for v in ISLAND_DECK.values()) == 84
    assert set(ISLAND_DECK) <= set(KINDS)
    assert all(v is None or 0 <= v <= 5 for vs in ISLAND_DECK.values() for v in vs)
    assert len(RECIPE_CARDS) == 6
    for three, two in RECIPE_CARDS.values():
        assert sorted(three + two) == sorted(INGREDIENTS)


# ------------------------------------------------------------------ refused inputs
@pytest.mark.parametrize(
    "cards",
    [
        ["gold"],
        ["Grog"],
        ["grog 6"],
        ["grog x"],
        ["grog  3"],
        ["grog 3 4"],
        [""],
        [3],
        [None],
        "grog",
    ],
)
def test_unknown_cards_are_refused(cards) -> None:
    """The issue: kinds are the five ingredients, secret, doubloon, empty_chest and the maps;
    a value is one digit 0..5 (seed 004 · Object of the Game); anything else is a ValueError."""
    with pytest.raises(ValueError):
        score(R4, cards)


@pytest.mark.parametrize(
    "recipe",
    [
        (("grog", "seaweed"), ("fish", "fruit")),  # 6-point recipe of 2
        (("grog", "seaweed", "drumstick"), ("fish",)),  # 3-point recipe of 1
        (("grog", "seaweed", "drumstick", "fish"), ("fruit", "grog")),
        (("grog", "seaweed", "drumstick"), ("fish", "rum")),  # unknown ingredient
        (("grog", "secret", "drumstick"), ("fish", "fruit")),  # the secret is no ingredient
        (("grog", "seaweed", "drumstick"),),  # not a pair
        (("grog", "seaweed", "drumstick"), ("fish", "fruit"), ()),
        ("grs", "ff"),  # strings are not lists of names
        "R4",
        None,
    ],
)
def test_malformed_recipes_are_refused(recipe) -> None:
    """Seed 004 · Object of the Game: a recipe card shows a 3-ingredient and a 2-ingredient
    recipe. Duplicates are not refused (reference §3: unknown, handled as multisets)."""
    with pytest.raises(ValueError):
        score(recipe, ["grog"])


def test_bad_options_are_refused() -> None:
    """Reference §13: scoring_mode is one of three names, secret_in_meatballs a bool."""
    with pytest.raises(ValueError, match="scoring_mode"):
        score(R4, [], scoring_mode="greedy")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="secret_in_meatballs"):
        score(R4, [], secret_in_meatballs=1)  # type: ignore[arg-type]


def test_a_result_is_frozen() -> None:
    """The issue: ScoreResult is frozen; its mappings are read-only too."""
    r = score(R4, ["fish", "fruit"])
    with pytest.raises(AttributeError):
        r.total = 0  # type: ignore[misc]
    with pytest.raises(TypeError):
        r.breakdown["recipe_3"] = 0  # type: ignore[index]
    assert hash(r) == hash(score(R4, ["fruit 1", "fish 2"]))
