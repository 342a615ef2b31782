"""The three versions and the options where the seed is silent (docs/rules/cartagena.md
§versions, §variants, §assumptions; shared/rules/cartagena.md §3, §4, §6–§8, §12)."""

from __future__ import annotations

from collections import Counter

import pytest
from cartagena_helpers import EXAMPLE_PIRATES, assert_illegal, example, hand, make, pirates

import tortuga_kit as tk
from tortuga_kit.games.cartagena import BOAT, START

STUCK = [[START] * 6, [START] * 6]  # nobody can move back from the start


# ------------------------------------------------------------------ the versions (reference §7)
def test_jamaica_draws_face_down_from_the_top_of_the_stock() -> None:
    """Reference §7.2: hidden hands, a face-down stock; only the drawer learns the cards."""
    m = make({"pirates": EXAMPLE_PIRATES, "hands": [[], []]}, variant="jamaica")
    stock = m.view()["stock"]
    assert m.view()["row"] == []
    m.play("back 8")
    assert m.view()["stock"] == stock - 2 and len(hand(m, 0)) == 2
    mine, theirs, public = m.log(0)[-1]["text"], m.log(1)[-1]["text"], m.log()[-1]["text"]
    assert "draws 2 cards from the stock" in theirs and theirs == public
    assert all(card in mine for card in hand(m, 0))
    assert m.view()["players"][0]["seen"] == []  # nobody else saw them


def test_tortuga_hands_lie_open() -> None:
    """Reference §7.3 and §9: every hand is public, also on the projector; nothing is secret."""
    m = tk.new_match("cartagena", 3, seed=8, variant="tortuga")
    public = m.view()
    for p in range(3):
        assert public["players"][p]["hand"] == hand(m, p) == public["players"][p]["seen"]
    assert m.decision is not None and m.decision.secret is False
    online = tk.new_match("cartagena", 3, seed=8)
    assert online.decision is not None and online.decision.secret is True


def test_an_empty_stock_is_refilled_from_the_shuffled_discards() -> None:
    """Reference §7.1 [C] (the original, S9), assumed for the online version."""
    per = 3  # a small deck: 18 cards
    m = make(
        {
            "pirates": EXAMPLE_PIRATES,
            "hands": [["key"] * 3, ["hat"] * 3],
            "row": ["skull", "skull"],
            "discard": ["dagger"] * 3 + ["bottle"] * 3,
        },
        cards_per_symbol=per,
    )
    assert m.view()["stock"] == 18 - 6 - 2 - 6
    m.play("back 8")  # takes both skulls; the new row: the rest of the stock (short) ...
    v = m.view()
    assert v["stock"] == 0 and len(v["row"]) == 4
    # ... and once the stock is empty, the next new row comes from the discards
    assert any(e["tag"] == "row" for e in m.log()[-2:])


def test_without_reshuffling_an_empty_deck_gives_fewer_cards() -> None:
    """Reference §7.1 [A]: stock and discards used up, a draw gives fewer cards, still legal."""
    m = make(
        {
            "pirates": EXAMPLE_PIRATES,
            "hands": [["key", "key", "hat", "hat"], ["dagger", "dagger", "bottle", "bottle"]],
            "row": ["skull"],
            "discard": ["skull", "pistol", "pistol"],
        },
        cards_per_symbol=2,  # 12 cards, all placed: the stock is empty
        reshuffle_discards=False,
    )
    assert m.view()["stock"] == 0
    m.play("back 8")
    assert hand(m, 0).count("skull") == 1 and len(hand(m, 0)) == 5
    assert "only 1 of 2" in m.log()[-1]["text"] and m.view()["discard"] == [
        "skull",
        "pistol",
        "pistol",
    ]


def test_short_row_false_tops_the_stock_up_from_the_discards_first() -> None:
    opts = {"cards_per_symbol": 4}  # 24 cards
    pos = {
        "pirates": EXAMPLE_PIRATES,
        "hands": [["key"] * 4, ["hat"] * 4],
        "row": ["skull"],
        "discard": ["dagger"] * 4 + ["bottle"] * 4,
    }
    short = make(pos, **opts)
    short.play("back 8")
    assert len(short.view()["row"]) == 6  # a short row of the 7 stock cards, one taken
    full = make(pos, short_row=False, **opts)
    full.play("back 8")
    assert len(full.view()["row"]) == 11 and full.view()["discard"] == []


# ------------------------------------------------------------------ moving back from the boat
def test_a_pirate_in_the_boat_may_move_back_by_default() -> None:
    """Reference §6 [U]: allowed by default (youplay.it, S14, S16, S18); the search starts at 36."""
    pos = {"pirates": [[0, 0, 0, 0, 0, BOAT], [35, 35, 3, 3, 3, 7]], "hands": [[], []]}
    m = make(pos)
    assert "back 37" in m.legal_texts()
    m.play("back 37")
    assert pirates(m, 0)[-1] == 35 and len(hand(m, 0)) == 2
    assert m.log()[-1]["rule"] == "rules §back-from-boat · ASSUMED"
    no = make(pos, back_from_boat=False)
    assert "back 37" not in no.legal_texts()
    assert_illegal(no, "back 37", rule="rules §back-from-boat", says="may not move back")


# ------------------------------------------------------------------ who begins
def test_the_first_player_is_drawn_with_the_seed_or_chosen() -> None:
    firsts = Counter(tk.new_match("cartagena", 4, seed=s).view()["turn"]["seat"] for s in range(80))
    assert set(firsts) == {0, 1, 2, 3}
    assert tk.new_match("cartagena", 4, seed=1, first_player=2).view()["turn"]["seat"] == 2
    with pytest.raises(tk.BadOption, match="first_player=4 is no seat of 4 players"):
        tk.new_match("cartagena", 4, first_player=4)


# ------------------------------------------------------------------ a stuck player, a deadlock
def test_a_player_who_can_do_nothing_passes() -> None:
    """Reference §4 [A]: no card and no pirate that can move back; option stuck="pass"."""
    m = make({"pirates": [[0] * 6, [1, 1, 2, 2, 3, 3]], "hands": [[], ["hat"]]})
    assert m.legal_texts() == ["pass"]
    assert_illegal(make({"pirates": EXAMPLE_PIRATES}), "pass", rule="rules §stuck")
    m.play("pass")
    assert m.view()["turn"] == {**m.view()["turn"], "seat": 1, "number": 2}


def test_a_stuck_turn_can_be_skipped_instead() -> None:
    m = make({"pirates": [[0] * 6, [1, 1, 2, 2, 3, 3]], "hands": [[], ["hat"]]}, stuck="skip")
    assert m.view()["turn"]["seat"] == 1 and m.view()["turn"]["number"] == 2
    assert m.log()[-1]["tag"] == "pass"


def test_nothing_possible_mid_turn_leaves_only_the_end() -> None:
    m = example(hands=[["hat"], []], pirates=[[0, 0, 0, 0, 0, 0], [2, 3, 3, 3, 7, 7]])
    m.play("forward 0 hat")  # no card left, and field 1's pirate has nothing behind it
    assert m.legal_texts() == ["end"]


@pytest.mark.parametrize("stuck", ["pass", "skip"])
def test_when_everybody_is_stuck_the_game_ends_unwon(stuck: str) -> None:
    """Reference: not covered by any source; rules §deadlock (ASSUMED)."""
    m = make({"pirates": STUCK, "hands": [[], []]}, stuck=stuck)
    while not m.is_over:
        assert m.legal_texts() == ["pass"]
        m.play("pass")
    assert m.result is not None and m.result.winners == ()
    assert m.result.rule.startswith("rules §deadlock") and m.log()[-1]["tag"] == "deadlock"


# ------------------------------------------------------------------ ranking, scores
def test_the_others_are_ranked_by_the_boat_then_by_progress() -> None:
    """Reference §8 [A]: the rules rank only the winner; option rank_losers."""
    pos = {
        "pirates": [
            [BOAT] * 5 + [35],  # red finishes with the key below (field 36 is taken)
            [BOAT, 36, 1, 1, 2, 2],  # one aboard
            [BOAT, BOAT, 9, 9, 9, 10],  # two aboard
        ],
        "hands": [["key"], [], []],
    }
    for rank, want in (("boat_then_progress", ((0,), (2,), (1,))), ("tied", ((0,), (1, 2)))):
        m = make(pos, players=3, rank_losers=rank)
        m.play("forward 35 key")
        assert m.result is not None and m.result.ranking == want, rank
        assert m.result.scores == (6.0, 1.0, 2.0)


# ------------------------------------------------------------------ the number of actions
def test_min_actions_zero_lets_a_player_pass_voluntarily() -> None:
    """BSW and later editions (reference §4, §11); the seed's 1 is the default."""
    m = make({"pirates": EXAMPLE_PIRATES}, min_actions=0)
    assert "end" in m.legal_texts()
    m.play("end")
    assert m.view()["turn"]["seat"] == 1


def test_options_that_do_not_fit_together_are_refused_in_one_line() -> None:
    with pytest.raises(tk.BadOption, match="min_actions=3 is more than max_actions=2"):
        tk.new_match("cartagena", 2, min_actions=3, max_actions=2)
    with pytest.raises(tk.BadOption, match="cannot deal 6 cards to 5 players"):
        tk.new_match("cartagena", 5, cards_per_symbol=4)
    with pytest.raises(tk.BadOption, match="3 names for 2 players"):
        tk.new_match("cartagena", 2, names=["A", "B", "C"])
    with pytest.raises(tk.BadOption, match="is for 2–5 players, not 6"):
        tk.new_match("cartagena", 6)


# ------------------------------------------------------------------ what a stuck player reads
def test_a_stuck_player_is_told_what_to_do() -> None:
    """The prompt and the refusals name the one way on (rules §stuck, §end-turn)."""
    m = make({"pirates": [[0] * 6, [1, 1, 2, 2, 3, 3]], "hands": [[], ["hat"]]})
    assert m.decision is not None and m.decision.prompt.endswith(": pass")
    assert_illegal(m, "end", rule="rules §stuck", says="the only choice is 'pass'")
    m = example(hands=[["hat"], []], pirates=[[0] * 6, [2, 3, 3, 3, 7, 7]])
    m.play("forward 0 hat")
    assert m.decision is not None and "nothing more is possible" in m.decision.prompt
    assert_illegal(m, "pass", rule="rules §end-turn", says="the turn ends with 'end'")


def test_refusals_say_why_in_one_line() -> None:
    m = example(hands=[["key"], []])
    assert_illegal(m, "forward 0 pistol", rule="rules §forward", says="Anne holds none")
    assert_illegal(m, "forward 00 key", says="'forward 0 key'")
    assert_illegal(m, "forward 37 key", says="no pirate in the boat")
    assert_illegal(m, "forward 8 parrot", rule="rules §forward", says="one of skull")
    assert_illegal(m, "back x", rule="rules §turn", says="named by its position")
    assert_illegal(m, "back 0", rule="rules §back", says="start is never a target")


def test_the_single_pirate_rule_is_cited_when_it_decides() -> None:
    m = example(pirates=[[0, 0, 0, 0, 0, 8], [2, 2, 3, 3, 3, 7]], hands=[[], []])
    m.play("back 8")
    assert m.log()[-1]["rule"] == "rules §no-skip"
    m = example(hands=[[], []])
    m.play("back 8")  # field 7 holds two: the plain rule
    assert m.log()[-1]["rule"] == "rules §back"


def test_a_new_row_in_the_middle_of_a_draw_is_told_in_order() -> None:
    m = make({"pirates": EXAMPLE_PIRATES, "hands": [[], []], "row": ["bottle"]})
    m.play("back 8")
    back, row = m.log()[-2:]
    assert (
        "takes a bottle from the row, then a" in back["text"] and "from the new row" in back["text"]
    )
    assert row["tag"] == "row"


def test_open_hands_are_listed_when_dealt() -> None:
    m = tk.new_match("cartagena", 2, seed=4, variant="tortuga")
    deal = next(e for e in m.log() if e["tag"] == "deal")
    assert all(", ".join(hand(m, p)) in deal["text"] for p in range(2))


# ------------------------------------------------------------------ games that could go on for ever
def test_the_turn_limit_stops_a_game_that_cannot_end() -> None:
    """Without moving back out of the boat, a lone pirate that can hold only one card at a time
    can never reach the boat while another player can never act (found by a review): option
    turn_limit stops such a game unwon (rules §turn-limit)."""
    pos = {"pirates": [[25] + [BOAT] * 5, [23] + [BOAT] * 5], "hands": [[], []]}
    m = make(pos, back_from_boat=False, turn_limit=40)
    rng = __import__("random").Random(0)
    while not m.is_over:
        m.play(rng.choice(m.legal_texts()))
    assert m.result is not None and m.result.winners == ()
    assert m.result.rule == "rules §turn-limit" and m.view()["turn"]["number"] == 40
