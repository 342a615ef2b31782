"""Prepared positions (tortuga_kit/games/tortuga1667/prepared.py): a teacher's dict either
builds a consistent position or gets a one-line BadOption naming what is wrong."""

from __future__ import annotations

import pytest

import tortuga_kit as tk
from tortuga_kit.games.tortuga1667.cards import ARMADA


def make(position: dict, players: int = 4, **options) -> tk.Match:
    return tk.new_match("tortuga1667", players=players, seed=5, position=position, **options)


@pytest.mark.parametrize(
    ("position", "words"),
    [
        ({"actions_left": 2}, "actions_left"),  # one action per turn with 4 players (seed 000 FAQ)
        ({"actions_left": "two"}, "actions_left"),
        ({"albatross": {"Anne": -1}}, "0–3"),
        ({"end_phase": True}, "end_phase"),  # the deck still holds cards
        ({"sudden_death": True, "row": [ARMADA, None, None, None, None]}, "Armada"),
        ({"destroyed": True}, "destroyed"),
        ({"known": {"Anne": {"x": "pistol"}}}, "space"),
        ({"vote_top": ["cannon/british/skull"] * 4}, "vote_top"),  # only 3 copies exist
        (
            {"lines": {"fd": ["Anne"], "jr": ["Bart"], "tortuga": ["Calico"]}},
            "Dirk",
        ),  # Dirk missing
        ({"chests": {"galleon": 5}}, "total 8"),
    ],
)
def test_impossible_positions_are_refused_in_one_line(position: dict, words: str) -> None:
    with pytest.raises(tk.BadOption) as err:
        make(position)
    message = str(err.value)
    assert words in message and "\n" not in message


def test_two_players_may_start_with_two_actions_left() -> None:
    """seed 000 FAQ · Wie viele Aktionen habe ich zu zweit?: two actions per turn."""
    m = make({"actions_left": 2}, players=2)
    assert m.state.actions_left == 2


def test_vote_top_stacks_the_card_that_joins_every_vote() -> None:
    """seed 000 · Abstimmungen: the top card of the vote deck always joins the vote."""
    m = make(
        {
            "lines": {"fd": ["Anne"], "jr": ["Bart"], "tortuga": ["Calico", "Dirk"]},
            "turn": "Anne",
            "vote_top": ["2water/2french/2wheel"],
        }
    )
    assert m.state.vote_deck[0] == "2water/2french/2wheel"
    m.play("attack")
    m.play(m.legal_actions()[0])  # Anne votes alone
    assert "2water/2french/2wheel" in m.state.last_vote["cards"]


def test_sudden_death_position_takes_the_armada_out_of_the_built_deck() -> None:
    """ref §9 step 1: in sudden death the Armada has left the game."""
    m = make({"sudden_death": True, "row": ["pistol", None, None, None, None]})
    assert ARMADA not in m.state.event_deck and ARMADA not in m.state.row


@pytest.mark.parametrize("seed", range(12))
def test_a_given_hand_takes_its_cards_out_of_the_other_hands_for_any_seed(seed: int) -> None:
    """prepared.py: hands given without a vote_deck take their cards out of the seeded deal, so
    the docstring's lesson position works whatever the seed (a dealt hand that held one of the
    cards gets a replacement from the top of the deck)."""
    hand = ["cannon/british/skull", "fire/french/wheel", "fire/british/skull"]
    m = tk.new_match("tortuga1667", players=4, seed=seed, position={"hands": {"Anne": hand}})
    hands = m.state.to_dict()["hands"]
    assert hands["Anne"] == hand
    assert all(len(h) == 3 for h in hands.values())
    m.game.check(m.state)
