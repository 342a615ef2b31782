"""Setup: loyalty, vote cards, event deck, pawns, chests, first player, and bad options.

Sources: seed 000 (``shared/seeds/000_8b5ad32320a277cd.txt``) · Aufbau steps 1–7 / rulebook
p.2–3, and the reference ``shared/rules/tortuga_1667.md`` §1.3, §2. The expected numbers are
written out here from the seed, not read from ``cards.py``, so a wrong table there fails.
"""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import legal, name

import tortuga_kit as tk
from tortuga_kit.engine import BadOption

# seed 000 · Aufbau 2 (read off the rulebook's graphic): British / French / Dutch per count.
SEED_LOYALTY = {
    2: (1, 1, 0),
    3: (1, 1, 1),
    4: (2, 2, 0),
    5: (2, 2, 1),
    6: (3, 3, 0),
    7: (3, 3, 1),
    8: (4, 4, 0),
    9: (4, 4, 1),
}

# seed 000 · Ereigniskarten / ref §1.3: copies of each non-star card in a standard game.
BASE_EVENTS = {
    "letter_of_marque": 3,
    "pistol": 3,
    "albatross": 3,
    "black_spot": 3,
    "atlantis": 1,
    "el_dorado": 1,
    "fountain_of_youth": 1,
    "spanish_armada": 1,
}
STAR = {
    "black_powder",
    "cabin_fever",
    "crows_nest",
    "eight_bells",
    "facade",
    "pirate_code",
    "scurvy",
    "stormy_seas",
}


def fresh(players: int, seed: int = 0, **opts: object) -> tk.Match:
    return tk.new_match("tortuga1667", players=players, seed=seed, **opts)


@pytest.mark.parametrize("players", range(2, 10))
def test_loyalty_cards_follow_the_table(players: int) -> None:
    """seed 000 · Aufbau 2 / rulebook p.2: the loyalty table for 2–9 players."""
    for seed in range(3):
        s = fresh(players, seed).state
        counts = Counter(s.loyalty)
        assert (counts["british"], counts["french"], counts["dutch"]) == SEED_LOYALTY[players]


def test_loyalty_is_secret_in_other_seats_views() -> None:
    """seed 000 · Aufbau 2 / rulebook p.2: seen by its owner, never shown until the end."""
    m = fresh(5, 2)
    assert m.view(0)["you"]["loyalty"] == m.state.loyalty[0]
    assert all(p["loyalty"] is None for p in m.view(0)["players"])
    assert all(p["loyalty"] is None for p in m.view()["players"])


@pytest.mark.parametrize("players", range(2, 10))
def test_three_vote_cards_each_and_the_rest_is_the_vote_deck(players: int) -> None:
    """seed 000 · Aufbau 3 / rulebook p.2: 3 vote cards each; ref §1.1: 32 vote cards."""
    s = fresh(players, 4).state
    assert [len(h) for h in s.hands] == [3] * players
    assert len(s.vote_deck) == 32 - 3 * players


@pytest.mark.parametrize("players", range(2, 10))
def test_event_deck_composition(players: int) -> None:
    """seed 000 · Aufbau 4 / rulebook p.2: 3 star cards, Albatrosses out with 2–3 players, the
    Armada at the bottom, 5 cards in the row (ref §1.3: 19 cards, 16 without Albatrosses)."""
    s = fresh(players, 6).state
    assert len(s.row) == 5 and all(c is not None for c in s.row)
    assert s.event_deck[-1] == "spanish_armada"
    cards = Counter(s.event_deck + list(s.row))
    stars = [c for c in cards if c in STAR]
    assert sum(cards[c] for c in stars) == 3 and all(cards[c] == 1 for c in stars)
    expected = dict(BASE_EVENTS)
    if players <= 3:
        del expected["albatross"]
    assert {c: k for c, k in cards.items() if c not in STAR} == expected
    assert sum(cards.values()) == (16 if players <= 3 else 19)
    assert not s.end_phase


def test_armada_is_not_in_the_starting_row() -> None:
    """seed 000 · Aufbau 4: the Armada goes under the deck before 5 cards are dealt."""
    for seed in range(20):
        assert "spanish_armada" not in fresh(4, seed).state.row


def test_small_games_leave_out_facade_and_cabin_fever_from_random_star_cards() -> None:
    """seed 000 · Aufbau 4 / rulebook p.2: recommended for 2–3 players."""
    for seed in range(10):
        s = fresh(3, seed, star_cards="random", unverified_cards=True).state
        assert len(s.star_cards) == 3
        assert not {"facade", "cabin_fever"} & set(s.star_cards)


@pytest.mark.parametrize("players", range(2, 10))
def test_pawns_alternate_with_the_odd_pawn_on_the_flying_dutchman(players: int) -> None:
    """seed 000 · Aufbau 5 / rulebook p.2–3: FD Captain, JR Captain, FD second, ...; with an odd
    count the last pawn goes to the end of the Flying Dutchman."""
    s = fresh(players, 8).state
    assert len(s.lines[0]) == (players + 1) // 2  # Flying Dutchman
    assert len(s.lines[1]) == players // 2  # Jolly Roger
    assert s.lines[2] == [] and s.boats == [-1, -1]
    assert sorted(s.lines[0] + s.lines[1]) == list(range(players))


def test_pawn_draw_is_random() -> None:
    """seed 000 · Aufbau 5: pawns are drawn from the bag at random."""
    firsts = {tuple(fresh(6, seed).state.lines[0]) for seed in range(10)}
    assert len(firsts) > 1


@pytest.mark.parametrize("first_choice", ["british", "french"])
def test_chests_and_each_captain_chooses_a_hold(first_choice: str) -> None:
    """seed 000 · Aufbau 6 / rulebook p.3: 4 on the galleon, 1 in each Tortuga area, and each
    Captain puts 1 chest in a hold of their own ship, of their choice."""
    m = fresh(5, 3)
    s = m.state
    c = s.to_dict()["chests"]
    assert c["galleon"] == 4 and c["tortuga"] == {"british": 1, "french": 1}
    assert c["fd"] == c["jr"] == {"british": 0, "french": 0}
    captains = {s.lines[0][0]: "fd", s.lines[1][0]: "jr"}
    other = "french" if first_choice == "british" else "british"
    chosen = {}
    for choice in (first_choice, other):
        d = m.decision
        assert d.kind == "hold" and d.seat in captains
        assert sorted(legal(m)) == ["hold british", "hold french"]
        chosen[captains[d.seat]] = choice
        m.play("hold " + choice)
    assert set(chosen) == {"fd", "jr"}
    c = m.state.to_dict()["chests"]
    for ship, team in chosen.items():
        assert c[ship][team] == 1 and sum(c[ship].values()) == 1
    assert sum(m.state.chests) == 8


@pytest.mark.parametrize("players", [2, 3, 5, 9])
def test_the_jolly_rogers_captain_starts_then_seat_order(players: int) -> None:
    """seed 000 · Aufbau 7 / rulebook p.3: the Jolly Roger's Captain begins, then clockwise."""
    m = fresh(players, 11)
    play_all_holds(m)
    jr_captain = m.state.lines[1][0]
    assert m.decision.kind == "turn" and m.decision.seat == jr_captain
    for _ in range(2 if players == 2 else 1):
        m.play(next(t for t in legal(m) if t.startswith("peek")))
    assert m.decision.seat == (jr_captain + 1) % players, name(m, m.decision.seat)


def play_all_holds(m: tk.Match) -> None:
    while m.decision.kind == "hold":
        m.play("hold british")


def test_two_players_each_captain_and_cabin_boy_of_a_ship() -> None:
    """ref §10.1: with 2 players each ship has one pawn (seed 000 · Positionen: roles combine)."""
    m = fresh(2, 1)
    play_all_holds(m)
    for p in m.view()["players"]:
        assert p["roles"] == ["captain", "cabin_boy"]


# ------------------------------------------------------------------ bad input
@pytest.mark.parametrize("players", [0, 1, 10, 11])
def test_wrong_player_count_is_a_one_line_bad_option(players: int) -> None:
    """seed 000: Tortuga 1667 is for 2–9 players."""
    with pytest.raises(BadOption) as info:
        fresh(players)
    assert "2–9" in str(info.value) and str(players) in str(info.value)
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("players", ["4", 4.0, True, None])
def test_player_count_must_be_a_whole_number(players: object) -> None:
    with pytest.raises(BadOption) as info:
        tk.new_match("tortuga1667", players=players)  # type: ignore[arg-type]
    assert "\n" not in str(info.value)


def test_unknown_option_names_the_known_ones() -> None:
    with pytest.raises(BadOption) as info:
        fresh(4, star_card="default")
    msg = str(info.value)
    assert "'star_card'" in msg and "star_cards" in msg and "\n" not in msg


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("star_cards", "bogus"),
        ("star_cards", ["eight_bells", "eight_bells"]),
        ("star_cards", ["kraken"]),
        ("n_star_cards", 9),
        ("n_star_cards", "3"),
        ("unverified_cards", "yes"),
        ("vote_deck", "real"),
        ("atlantis_window", "whenever"),
        ("el_dorado_redraw", 2),
        ("black_powder_occupant", "vanish"),
        ("names", ["Anne", "anne", "Bart", "Calico"]),
        ("names", ["Anne", "Bart", "Cal ico", "Dirk"]),
        ("names", ["Anne", "Bart", "Calico"]),
        ("turn_limit", 0),
        ("remove_blind", -1),
    ],
)
def test_bad_option_value_is_a_one_line_bad_option(option: str, value: object) -> None:
    with pytest.raises(BadOption) as info:
        fresh(4, **{option: value})
    msg = str(info.value)
    assert option in msg and "\n" not in msg


def test_bad_game_name() -> None:
    with pytest.raises(BadOption) as info:
        tk.new_match("tortuga1668", players=4)
    assert "tortuga1667" in str(info.value)
