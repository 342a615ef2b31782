"""The Tortuga Gourmet notebook's helpers (``tortuga_kit/games/gourmet/lessons.py``).

The notebook runs them too, but a notebook only shows that one seed works; these tests pin what
each helper promises: ``table`` lays out exactly the sizes, tops, pirates and cards it is given
(with the match's own cards, no card twice), the worked hands score what the rules page says,
the tables read only what the view they are given shows, and no helper changes a match.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

import tortuga_kit as tk
from tortuga_kit.bots import get_bot
from tortuga_kit.games.gourmet import lessons, move_target, score

R4 = (("grog", "seaweed", "drumstick"), ("fish", "fruit"))


def _played(players: int = 3, seed: int = 5, limit: int = 40) -> tk.Match:
    m = tk.new_match("gourmet", players=players, seed=seed)
    bots = [get_bot("gourmet", "cook" if s % 2 else "random", seed + s) for s in range(players)]
    for _ in range(limit):
        if m.is_over:
            break
        d = m.decision
        assert d is not None
        m.play(bots[d.seat].choose(m.observe(d.seat), m.legal_texts()))
    return m


# ------------------------------------------------------------------ the worked hands
def test_the_worked_hands_score_as_the_rules_page_says() -> None:
    seed = score(R4, lessons.SEED_EXAMPLE)
    assert Counter(c.split()[0] for c in lessons.SEED_EXAMPLE) == Counter(
        {"grog": 3, "seaweed": 2, "drumstick": 1, "fish": 2, "fruit": 5, "secret": 1}
    )
    assert seed.total == 19 and seed.recipes == 4
    assert Counter(c.split()[0] for c in lessons.GREEDY_HAND) == Counter(
        {"grog": 3, "seaweed": 1, "secret": 2}
    )
    assert score(R4, lessons.GREEDY_HAND).total == 8
    greedy = [score(R4, part).total for part in lessons.GREEDY_SPLIT]
    assert greedy == [6, -3]
    split = sorted(c for part in lessons.GREEDY_SPLIT for c in part)
    assert split == sorted(lessons.GREEDY_HAND)
    m = lessons.table([7] * 12, pirates=[0, 1], recipes=[lessons.SEED_RECIPE, "R1"])
    assert m.view()["players"][0]["recipe"] == [list(R4[0]), list(R4[1])]


def test_the_worked_hands_are_real_cards() -> None:
    deck = lessons.cards()
    assert sum(deck.values()) == 84
    for hand in (lessons.SEED_EXAMPLE, lessons.GREEDY_HAND):
        assert not Counter(hand) - deck  # no card more often than the kit has it


# ------------------------------------------------------------------ table
def test_table_lays_out_sizes_tops_pirates_and_cards() -> None:
    sizes = [7, 0, 3, 7, 1, 0, 7, 7, 2, 7, 7, 0]
    m = lessons.table(
        sizes,
        pirates=[0, 4, 4],
        hands=[["grog 2", "fish 0", "lonely_island"], ["secret 1"], []],
        pantries=[["empty_chest 1"], [], ["doubloon 3"]],
        tops={4: "crowded_island", 9: "secret 2"},
        recipes=["R4", "R1", "R2"],
        seat=2,
        first_player=1,
    )
    v = m.view()
    assert lessons.sizes(v) == sizes and lessons.pirates(v) == [0, 4, 4]
    assert v["islands"][4]["top"] == "crowded_island" and v["islands"][9]["top"] == "secret 2"
    assert [p["recipe_card"] for p in v["players"]] == ["R4", "R1", "R2"]
    assert m.decision is not None and m.decision.seat == 2 and v["first_player"] == 1
    assert m.view(0)["you"]["hand"] == ["fish 0", "grog 2", "lonely_island"]
    assert m.view(0)["you"]["pantry"] == ["empty_chest 1"]
    assert m.view(2)["you"]["pantry"] == ["doubloon 3"]
    # The other tops are filler: ingredients, never a map or a secret.
    others = [isl["top"] for i, isl in enumerate(v["islands"]) if isl["size"] and i not in (4, 9)]
    assert all(t.split()[0] in ("grog", "seaweed", "drumstick", "fish", "fruit") for t in others)


def test_table_plays_like_any_match() -> None:
    empty_two = [7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 0, 7]
    # piles_to_end=3: two emptied piles would end a game of 2 players, and on the first
    # player's turn a triggered end is over at once (rules §end)
    m = lessons.table(empty_two, pirates=[1, 5], hands=[["grog 2"], []], piles_to_end=3)
    reach = {move_target(empty_two, 1, 2, d) for d in ("clockwise", "counterclockwise")}
    assert m.legal_texts() == [f"play grog 2 to {i}" for i in sorted(reach)]
    m.play("play grog 2 to 4")
    assert lessons.pirates(m.view()) == [4, 5] and m.decision is not None
    assert m.decision.seat == 1


def test_table_passes_options_and_is_seeded() -> None:
    m = lessons.table([5] * 12, pirates=[0, 1], scoring_mode="recipes_first_points", seed=3)
    assert m.view()["options"]["scoring_mode"] == "recipes_first_points"
    again = lessons.table([5] * 12, pirates=[0, 1], scoring_mode="recipes_first_points", seed=3)
    assert again.digest() == m.digest()


@pytest.mark.parametrize(
    ("kwargs", "match"),
    [
        ({"pile_sizes": [7] * 11}, "12 sizes"),
        ({"pile_sizes": [8] + [0] * 11}, "12 sizes"),
        ({"pile_sizes": [0] * 12, "tops": {0: "grog 1"}}, "no card to put"),
        ({"pile_sizes": [1] * 12, "hands": [["secret 1", "secret 1"], []]}, "hold 1 of secret 1"),
        ({"pile_sizes": [7] * 12, "hands": [["grog 1"], []]}, "do not reach"),
    ],
)
def test_table_refuses_what_no_box_holds(kwargs: dict[str, object], match: str) -> None:
    with pytest.raises(tk.BadOption, match=match):
        lessons.table(pirates=[0, 1], **kwargs)  # type: ignore[arg-type]


# ------------------------------------------------------------------ tables
def test_table_text_and_html() -> None:
    t = lessons.Table(["a", "bee"], [["<x>", 2], ["long cell", ""]])
    assert str(t) == repr(t) == "a          bee\n<x>        2\nlong cell"
    html = t._repr_html_()
    assert '<td style="text-align:left">&lt;x&gt;</td>' in html and "<x>" not in html


def test_island_table_shows_sizes_tops_and_whose() -> None:
    m = lessons.table([7] * 11 + [0], pirates=[0, 3, 3, 11], tops={3: "fish 4"})
    cards, top, whose = lessons.island_table(m.view()).rows
    assert cards[1:] == ["7"] * 11 + ["0"]
    assert top[4] == "fish 4" and top[12] == "(empty)"
    assert whose[1] == "Anne" and whose[4] == "Bart, Cora" and whose[12] == "Dirk"
    assert whose[2] == "–"


def test_standings_show_a_score_only_to_its_seat_before_the_end() -> None:
    cards = list(lessons.SEED_EXAMPLE)
    m = lessons.table(
        [5] * 12,
        pirates=[0, 4],
        recipes=["R4", "R1"],
        hands=[cards[11:], []],
        pantries=[cards[:11], []],
    )
    assert lessons.standings(m.view(0)).rows[0][5] == "19 if it ended now"
    assert lessons.standings(m.view(1)).rows[0][5] == "–"
    assert lessons.standings(m.view()).rows[0][5] == "–"
    assert lessons.standings(m.view()).rows[0][1] == (
        "R4: 6 = grog + seaweed + drumstick; 3 = fish + fruit"
    )
    done = _played(2, seed=4, limit=500)
    assert done.is_over
    rows = lessons.standings(done.view()).rows
    assert [int(r[5]) for r in rows] == [int(s) for s in done.result.scores]  # type: ignore[union-attr]


def test_score_table_reads_a_result_and_a_view() -> None:
    r = score(R4, lessons.SEED_EXAMPLE)
    t = lessons.score_table(r)
    assert t.header == ["part", "count", "points"]
    assert [row[2] for row in t.rows] == ["12", "6", "2", "0", "-1", "19"]
    assert [row[1] for row in t.rows] == ["2", "2", "1", "0", "1", ""]
    cards = list(lessons.SEED_EXAMPLE)
    m = lessons.table([5] * 12, pirates=[0, 4], recipes=["R4", "R1"], hands=[cards[:3], []],
                      pantries=[cards[3:], []])  # fmt: skip
    assert str(lessons.score_table(m.view(0)["you"]["score_now"])) == str(t)


def test_turns_are_the_seats_in_order() -> None:
    m = _played(3, seed=2, limit=30)
    assert lessons.turns(m.history) == [a.seat for a in m.history]
    first = m.view()["first_player"]
    assert lessons.turns(m.history) == [(first + k) % 3 for k in range(len(m.history))]


def test_helpers_read_plain_views_and_change_nothing() -> None:
    """The helpers take a view as a plain dict (a saved one, say) and never touch the match."""
    m = _played(4, seed=11, limit=25)
    before = m.digest()
    for v in (m.view(), m.view(2)):
        plain = json.loads(json.dumps(v))
        assert str(lessons.island_table(plain)) == str(lessons.island_table(v))
        assert str(lessons.standings(plain)) == str(lessons.standings(v))
        assert lessons.sizes(plain) == lessons.sizes(v)
        assert lessons.pirates(plain) == lessons.pirates(v)
    lessons.turns(m.history)
    assert m.digest() == before
