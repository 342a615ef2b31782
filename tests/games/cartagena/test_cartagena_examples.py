"""The worked examples of the compiled reference (shared/rules/cartagena.md §13), one test each.

Fields 1–12: hat, key, bottle, skull, dagger, pistol, key, hat, pistol, bottle, dagger, skull;
one pirate on field 2, three on 3, two on 7, red's own on 8; red (seat 0) also has pirates on
the start. Constructed for the reference, they check the seed's forward and back rules
(seed 003 · 1. Vorwärts ziehen, 2. Zurück ziehen) and the row (Unterschiede zur Originalregel).
The rules page shows them too (docs/rules/cartagena.md#examples).
"""

from __future__ import annotations

from cartagena_helpers import EXAMPLE_PIRATES, assert_illegal, example, hand, make, pirates

from tortuga_kit.games.cartagena import BOAT, backward_target, forward_target


def test_1_a_full_bottle_field_is_jumped() -> None:
    m = example()
    m.play("forward 0 bottle")
    assert pirates(m, 0) == [0, 0, 0, 0, 8, 10]


def test_2_the_first_hat_is_free() -> None:
    m = example()
    m.play("forward 0 hat")
    assert pirates(m, 0) == [0, 0, 0, 0, 1, 8]


def test_3_a_key_from_field_8_searches_only_ahead() -> None:
    """Field 7 (a key) lies behind: the pirate lands on the next free key field after 12."""
    m = example()
    tunnel = m.view()["tunnel"]
    expected = next((f for f in range(9, 37) if tunnel[f - 1] == "key"), BOAT)
    assert expected > 12
    m.play("forward 8 key")
    assert pirates(m, 0)[-1] == expected == 13 + tunnel[12:].index("key")


def test_4_back_to_a_field_of_two_draws_two() -> None:
    m = example(hands=[[], []])
    m.play("back 8")
    assert pirates(m, 0)[-1] == 7 and len(hand(m, 0)) == 2
    assert m.view()["occupancy"][6] == 3  # field 7 now holds 3


def test_5_then_back_from_7_past_the_full_field_to_2() -> None:
    m = example(hands=[[], []])
    m.play("back 8")
    m.play("back 7")  # 6, 5, 4 empty, 3 full (jumped), 2 holds 1
    assert pirates(m, 0)[-1] == 2 and len(hand(m, 0)) == 3


def test_6_from_field_2_there_is_nowhere_to_go_back() -> None:
    m = example(pirates=[[0, 0, 0, 0, 0, 2], [3, 3, 3, 7, 7, 8]])
    assert "back 2" not in m.legal_texts()
    assert_illegal(m, "back 2", rule="rules §back", says="the start is never a target")
    assert backward_target(m.view()["occupancy"], 2) is None


def test_7_a_single_pirate_stops_the_move() -> None:
    m = example(pirates=[[0, 0, 0, 0, 0, 8], [2, 2, 3, 3, 3, 7]], hands=[[], []])
    m.play("back 8")
    assert pirates(m, 0)[-1] == 7 and len(hand(m, 0)) == 1


def test_8_a_two_card_draw_takes_the_next_two_of_the_row() -> None:
    m = example(hands=[[], []], row=["key", "skull", "bottle"])
    m.play("back 8")
    assert hand(m, 0) == ["skull", "key"]  # hands are listed in SYMBOLS order
    assert m.view()["row"] == ["bottle"]


def test_9_the_row_runs_out_in_the_middle_of_a_draw() -> None:
    """The new 12 are laid out at once (row_refill="immediate", an assumption), and the second
    card is the first of them; with "on_demand" the cards are the same, only the moment differs."""
    for refill in ("immediate", "on_demand"):
        m = make(
            {"pirates": EXAMPLE_PIRATES, "hands": [[], []], "row": ["bottle"]}, row_refill=refill
        )
        events = m.play("back 8")
        got = hand(m, 0)
        assert len(got) == 2 and "bottle" in got
        row = m.view()["row"]
        assert len(row) == 11  # 12 new cards, the first of them taken
        assert [e.tag for e in events] == ["back", "row"]  # the move, then the new row


def test_9b_the_moment_of_the_new_row_is_an_option() -> None:
    """A draw that takes the row's last card: "immediate" lays out the new row at once,
    "on_demand" only when the next draw finds the row empty (rules §row-refill)."""
    now = make({"pirates": EXAMPLE_PIRATES, "hands": [[], []], "row": ["bottle", "key"]})
    now.play("back 8")
    assert len(now.view()["row"]) == 12
    later = make(
        {"pirates": EXAMPLE_PIRATES, "hands": [[], []], "row": ["bottle", "key"]},
        row_refill="on_demand",
    )
    later.play("back 8")
    assert later.view()["row"] == []
    later.play("back 7")  # field 2: one card, from a row laid out now
    assert len(later.view()["row"]) == 11 and len(hand(later, 0)) == 3


def test_10_the_sixth_pirate_aboard_ends_the_game_mid_turn() -> None:
    m = make({"pirates": [[BOAT] * 4 + [34, 35], [36, 1, 1, 1, 2, 2]], "hands": [["key"] * 3, []]})
    m.play("forward 34 key")
    m.play("forward 35 key")
    assert m.is_over and m.result is not None and m.result.winners == (0,)
    assert hand(m, 0) == ["key"]  # the third action is never taken


def test_the_pure_functions_agree_with_the_examples() -> None:
    m = example()
    v = m.view()
    tunnel, occ = v["tunnel"], v["occupancy"]
    assert forward_target(tunnel, occ, 0, "bottle") == 10
    assert forward_target(tunnel, occ, 0, "hat") == 1
    assert backward_target(occ, 8) == (7, 2)
