"""Every event card from a prepared position, the forced reveal, the end phase and scoring.

Sources: seed 000 (``shared/seeds/000_8b5ad32320a277cd.txt``) · Ereigniskarten / rulebook p.7–8,
its FAQ, and · Spielende und Wertung / rulebook p.6, p.8; the reference
``shared/rules/tortuga_1667.md`` §6, §8, §9 (with its [A] tags where no source decides).
"""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import (
    CANNON,
    FIRE,
    PLAIN_ROW,
    SKULL,
    WATER,
    assert_illegal,
    boats,
    chests,
    hand,
    legal,
    lines,
    make,
    name,
    play_all,
    total_vote_cards,
    vote,
)

import tortuga_kit as tk
from tortuga_kit.engine import BadOption
from tortuga_kit.games.tortuga1667.cards import UNVERIFIED_STAR_CARDS

# Anne captains the Jolly Roger with Bart; Calico is alone on the Flying Dutchman; Dirk is on
# Tortuga. Anne (seat 0) is to move.
BASE = {"lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]}, "turn": "Anne"}


def with_row(first: str, pos: dict | None = None, **extra: object) -> dict:
    """``pos`` (default BASE) with ``first`` face down in space 1 of a plain row."""
    return (pos or BASE) | {"row": [first] + PLAIN_ROW[1:]} | extra


def discard(m: tk.Match) -> list[str]:
    return list(m.state.to_dict()["discard"])


# ------------------------------------------------------------------ Letter of Marque
def test_letter_of_marque_used_at_once_moves_someone_from_tortuga_to_a_ship() -> None:
    """seed 000 · Ereigniskarten: Letter of Marque / rulebook p.7: a player from Tortuga or a
    rowboat goes to the back of a ship of the revealer's choice."""
    m = make(with_row("letter_of_marque"))
    m.play("reveal 1")
    assert m.decision.kind == "marque" and name(m, m.decision.seat) == "Anne"
    assert sorted(legal(m)) == ["marque Dirk fd", "marque Dirk jr", "save"]
    m.play("marque Dirk fd")
    assert lines(m)["fd"] == ["Calico", "Dirk"]
    assert lines(m)["tortuga"] == []
    assert discard(m) == ["letter_of_marque"]
    assert name(m, m.decision.seat) == "Bart"


def test_letter_of_marque_saved_then_played_later_as_an_action() -> None:
    """seed 000 · Letter of Marque / rulebook p.7: it may be kept for a later action; ref §6.1:
    playing it later is that turn's action."""
    pos = with_row(
        "letter_of_marque",
        {"lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": []}, "turn": "Anne"},
    )
    m = make(pos, players=3)
    m.play("reveal 1")
    assert legal(m) == ["save"]  # nobody on Tortuga or in a rowboat: nothing to use it on
    m.play("save")
    assert m.state.to_dict()["marques"]["Anne"] == 1
    assert m.view()["players"][0]["saved_marques"] == 1  # public: everyone saw it revealed
    assert "letter_of_marque" not in discard(m)
    # Calico leaves the Flying Dutchman for Tortuga by rowboat over two of her turns.
    play_all(m, ["peek 1 2", "move fd-boat", "peek 1 2", "peek 1 2", "move tortuga"])
    assert name(m, m.decision.seat) == "Anne"
    assert "marque Calico jr" in legal(m)
    m.play("marque Calico jr")
    assert lines(m)["jr"] == ["Anne", "Bart", "Calico"]
    assert m.state.to_dict()["marques"]["Anne"] == 0
    assert discard(m) == ["letter_of_marque"]
    assert name(m, m.decision.seat) == "Bart"  # the saved card took Anne's whole turn


def test_letter_of_marque_needs_a_ship_with_room() -> None:
    """[A] ref §6.1: the destination ship must have fewer than 5 pawns (seed 000 · Positionen)."""
    pos = {
        "lines": {
            "jr": ["Anne", "Bart", "Calico", "Dirk", "Edward"],
            "fd": ["Francois"],
            "tortuga": ["Grace"],
        },
        "turn": "Anne",
        "row": PLAIN_ROW[1:] + ["letter_of_marque"],
    }
    m = make(pos, players=7)
    m.play("reveal 5")
    assert sorted(legal(m)) == ["marque Grace fd", "save"]


@pytest.mark.parametrize("how", ["use", "save", "play_saved"])
def test_letter_of_marque_two_player_counting(how: str) -> None:
    """ref §6.1 (S3), seed 000 FAQ · Wie viele Aktionen habe ich zu zweit?: with 2 players,
    reveal+use = 1 action, reveal+save = 1 action, playing a saved one = 1 action."""
    pos = {
        "lines": {"jr": ["Anne"], "fd": [], "tortuga": ["Bart"]},
        "turn": "Anne",
        "row": ["letter_of_marque"] + PLAIN_ROW[1:],
    }
    if how == "play_saved":
        pos["marques"] = {"Anne": 1}
    m = make(pos, players=2)
    assert m.state.actions_left == 2
    if how == "use":
        play_all(m, ["reveal 1", "marque Bart fd"])
    elif how == "save":
        play_all(m, ["reveal 1", "save"])
    else:
        m.play("marque Bart fd")
    assert name(m, m.decision.seat) == "Anne" and m.decision.kind == "turn"
    assert m.state.actions_left == 1
    m.play("peek 2 3")
    assert name(m, m.decision.seat) == "Bart"


# ------------------------------------------------------------------ Pistol
def test_pistol_maroons_another_player_of_the_revealers_choice() -> None:
    """seed 000 · Ereigniskarten: Pistol / rulebook p.7: another player, never the revealer."""
    m = make(with_row("pistol"))
    m.play("reveal 1")
    assert m.decision.kind == "pistol"
    assert sorted(legal(m)) == ["shoot Bart", "shoot Calico", "shoot Dirk"]
    assert_illegal(m, "shoot Anne", "bad_target")
    m.play("shoot Calico")
    assert lines(m)["fd"] == []
    assert lines(m)["tortuga"] == ["Dirk", "Calico"]
    assert discard(m) == ["pistol"]


# ------------------------------------------------------------------ Albatross
def test_albatross_is_kept_face_up_and_does_nothing_on_tortuga() -> None:
    """seed 000 FAQ · Wie wirkt der Albatros? / rulebook p.7: kept face up; no effect on
    Tortuga, even with two."""
    pos = with_row("albatross", BASE | {"turn": "Dirk"}, albatross={"Dirk": 1})
    m = make(pos)
    m.play("reveal 1")
    assert m.state.to_dict()["albatross"]["Dirk"] == 2
    assert m.view()["players"][3]["albatross"] == 2
    assert "albatross" not in discard(m)
    assert lines(m) == {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]}


def test_two_albatrosses_on_a_ship_maroon_the_crew_in_reverse_order() -> None:
    """seed 000 FAQ · Wie wirkt der Albatros? / rulebook p.7: all on that ship go to Tortuga in
    reverse order (ref §5.5: the last pawn gets the best Tortuga place); no vote card is lost."""
    pos = with_row(
        "albatross",
        {
            "lines": {"jr": ["Anne", "Bart", "Calico"], "fd": [], "tortuga": ["Dirk"]},
            "turn": "Anne",
        },
        albatross={"Bart": 1},
    )
    m = make(pos)
    sizes = {n: len(hand(m, n)) for n in ("Anne", "Bart", "Calico")}
    m.play("reveal 1")
    assert lines(m)["jr"] == []
    assert lines(m)["tortuga"] == ["Dirk", "Calico", "Bart", "Anne"]
    assert {n: len(hand(m, n)) for n in sizes} == sizes


def test_walking_bomb_entering_a_ship_maroons_everyone_aboard() -> None:
    """seed 000 · Wissenswert / rulebook p.7: a player with two Albatrosses who enters a ship
    maroons the whole crew, themselves included."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": []},
        "boats": {"jr": "Dirk", "fd": None},
        "turn": "Dirk",
        "row": PLAIN_ROW,
        "albatross": {"Dirk": 2},
    }
    m = make(pos)
    m.play("move jr")
    assert lines(m)["jr"] == []
    assert lines(m)["tortuga"] == ["Dirk", "Bart", "Anne"]


def test_walking_bomb_placed_by_a_letter_of_marque_also_explodes() -> None:
    """ref §6.2 [I]: the check runs whenever a pawn enters a ship, by any means."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]},
        "turn": "Anne",
        "row": ["letter_of_marque"] + PLAIN_ROW[1:],
        "albatross": {"Dirk": 2},
    }
    m = make(pos)
    play_all(m, ["reveal 1", "marque Dirk fd"])
    assert lines(m)["fd"] == []
    assert lines(m)["tortuga"] == ["Dirk", "Calico"]


def test_albatross_is_removed_with_two_or_three_players() -> None:
    """seed 000 · Aufbau 4 and FAQ · Wie wirkt der Albatros? / rulebook p.2."""
    for n in (2, 3):
        s = tk.new_match("tortuga1667", players=n, seed=5).state
        assert "albatross" not in s.event_deck + [c for c in s.row if c]
        with pytest.raises(BadOption):
            make({"row": ["albatross"] + PLAIN_ROW[1:]}, players=n)
    s = tk.new_match("tortuga1667", players=4, seed=5).state
    assert (s.event_deck + [c for c in s.row if c]).count("albatross") == 3


# ------------------------------------------------------------------ Black Spot
def test_black_spot_maroons_the_revealer() -> None:
    """seed 000 · Ereigniskarten: Black Spot / rulebook p.7: you maroon yourself; the First
    Mate becomes Captain (seed 000 · Aussetzen)."""
    m = make(with_row("black_spot"))
    m.play("reveal 1")
    assert lines(m)["jr"] == ["Bart"]
    assert lines(m)["tortuga"] == ["Dirk", "Anne"]
    assert discard(m) == ["black_spot"]


# ------------------------------------------------------------------ treasure maps
@pytest.mark.parametrize("card", ["atlantis", "el_dorado", "fountain_of_youth"])
def test_treasure_map_is_given_to_another_player(card: str) -> None:
    """seed 000 · Schatzkarten / rulebook p.7: given to another player, never kept."""
    m = make(with_row(card))
    m.play("reveal 1")
    assert m.decision.kind == "map"
    assert sorted(legal(m)) == ["give Bart", "give Calico", "give Dirk"]
    m.play("give Dirk")
    assert m.state.to_dict()["maps"]["Dirk"] == [card]
    assert m.view()["players"][3]["maps"] == [card]  # public: everyone saw it


def test_atlantis_switches_ships_before_a_turn_without_an_action() -> None:
    """seed 000 · Schatzkarten: Atlantis / rulebook p.7; ref §6.3 (S5): just before a turn,
    from one ship to the back of the other; the turn still has its action."""
    m = make(with_row("atlantis"))
    play_all(m, ["reveal 1", "give Bart"])
    assert m.decision.kind == "atlantis" and name(m, m.decision.seat) == "Bart"
    m.play("atlantis")
    assert lines(m)["fd"] == ["Calico", "Bart"]
    assert lines(m)["jr"] == ["Anne"]
    assert m.decision.kind == "turn" and name(m, m.decision.seat) == "Bart"
    assert "atlantis" in discard(m)
    assert m.state.to_dict()["maps"]["Bart"] == []


def test_atlantis_does_not_work_from_tortuga() -> None:
    """seed 000 · Schatzkarten: Atlantis / rulebook p.7: only from one ship to the other."""
    pos = BASE | {"turn": "Bart", "row": PLAIN_ROW, "maps": {"Dirk": ["atlantis"]}}
    m = make(pos)
    assert m.decision.kind == "turn" and name(m, m.decision.seat) == "Bart"


def test_el_dorado_owner_draws_an_extra_vote_card_at_once() -> None:
    """seed 000 · Schatzkarten: El Dorado / rulebook p.7: one extra vote card at once."""
    m = make(with_row("el_dorado"))
    top = m.state.to_dict()["vote_deck"][0]
    play_all(m, ["reveal 1", "give Calico"])
    assert len(hand(m, "Calico")) == 4
    assert top in hand(m, "Calico")
    assert total_vote_cards(m) == 32


FOUNTAIN_CASES = {
    # cause: (position, actions that lead to the marooning of Bart)
    "maroon": (BASE | {"row": PLAIN_ROW}, ["maroon Bart"]),
    "pistol": (with_row("pistol"), ["reveal 1", "shoot Bart"]),
    "black_spot": (with_row("black_spot", BASE | {"turn": "Bart"}), ["reveal 1"]),
}


@pytest.mark.parametrize("cause", sorted(FOUNTAIN_CASES))
def test_fountain_of_youth_cancels_a_marooning(cause: str) -> None:
    """seed 000 · Schatzkarten: Fountain of Youth / rulebook p.7; ref §6.3 (S5): the owner may
    once refuse to be marooned (Captain's maroon, Pistol, Black Spot); the map is used up and
    the action that caused it is still spent."""
    pos, actions = FOUNTAIN_CASES[cause]
    m = make(pos | {"maps": {"Bart": ["fountain_of_youth"]}})
    mover = name(m, m.decision.seat)
    play_all(m, actions)
    assert m.decision.kind == "fountain" and name(m, m.decision.seat) == "Bart"
    assert sorted(legal(m)) == ["decline", "use fountain"]
    m.play("use fountain")
    assert "Bart" in lines(m)["jr"]
    assert m.state.to_dict()["maps"]["Bart"] == []
    assert "fountain_of_youth" in discard(m)
    assert m.decision.kind == "turn"
    assert name(m, m.decision.seat) != mover  # the action was spent: the turn passed


def test_fountain_of_youth_cancels_a_successful_mutiny() -> None:
    """ref §5.3, §6.3 (S5): the Captain may refuse the mutiny's marooning."""
    pos = {
        "lines": {"jr": ["Anne", "Bart", "Calico"], "fd": [], "tortuga": ["Dirk"]},
        "turn": "Bart",
        "row": PLAIN_ROW,
        "maps": {"Anne": ["fountain_of_youth"]},
    }
    m = make(pos, hands={"Bart": [SKULL], "Calico": [SKULL]}, top=[SKULL])
    m.play("mutiny")
    vote(m, {"Bart": SKULL, "Calico": SKULL})
    assert m.decision.kind == "fountain" and name(m, m.decision.seat) == "Anne"
    m.play("use fountain")
    assert lines(m)["jr"] == ["Anne", "Bart", "Calico"]
    assert name(m, m.decision.seat) == "Calico"


def test_fountain_of_youth_declined_means_marooned() -> None:
    """ref §6.3: the use is optional."""
    m = make(BASE | {"row": PLAIN_ROW, "maps": {"Bart": ["fountain_of_youth"]}})
    play_all(m, ["maroon Bart", "decline"])
    assert lines(m)["tortuga"] == ["Dirk", "Bart"]
    assert m.state.to_dict()["maps"]["Bart"] == ["fountain_of_youth"]


def test_fountain_of_youth_does_not_stop_the_albatross() -> None:
    """[A] ref §6.3: the Albatross double is not listed among the marooning it prevents."""
    pos = with_row("albatross", albatross={"Bart": 1}, maps={"Anne": ["fountain_of_youth"]})
    m = make(pos)
    m.play("reveal 1")
    assert lines(m)["jr"] == []


@pytest.mark.parametrize("seed", range(6))
def test_position_with_a_kept_map_but_no_row_works_for_any_seed(seed: int) -> None:
    """prepared.py: "every key is optional and overrides a normal seeded setup". Handing a
    treasure map to a player must not depend on whether the seeded row happens to hold it
    (with seed 1 El Dorado lies in the starting row, and the position is refused)."""
    m = make({"maps": {"Bart": ["el_dorado"]}}, seed=seed)
    s = m.state
    assert s.maps[1] == ["el_dorado"]
    assert "el_dorado" not in s.event_deck + [c for c in s.row if c]


# ------------------------------------------------------------------ star cards
def test_eight_bells_redraws_the_revealers_ship_in_random_order() -> None:
    """ref §6.4 Eight Bells (S5) / rulebook p.8: everyone on the revealer's ship is redrawn from
    the bag; over several seeds more than one order appears, always the same pawns."""
    crew = ["Anne", "Bart", "Calico", "Dirk", "Edward"]
    orders = set()
    for seed in range(12):
        pos = {
            "lines": {"jr": crew, "fd": ["Francois"], "tortuga": []},
            "turn": "Anne",
            "row": ["eight_bells"] + PLAIN_ROW[1:],
        }
        m = make(pos, players=6, seed=seed)
        m.play("reveal 1")
        assert sorted(lines(m)["jr"]) == sorted(crew)
        orders.add(tuple(lines(m)["jr"]))
    assert len(orders) > 1


def test_eight_bells_on_tortuga_and_alone() -> None:
    """ref §6.4 Eight Bells: also on the island; no effect when the revealer is alone."""
    pos = {
        "lines": {"jr": ["Anne"], "fd": ["Bart"], "tortuga": ["Calico", "Dirk", "Edward"]},
        "turn": "Anne",
        "row": ["eight_bells"] + PLAIN_ROW[1:],
    }
    m = make(pos, players=5)
    m.play("reveal 1")
    assert lines(m)["jr"] == ["Anne"]
    orders = set()
    for seed in range(12):
        m = make(pos | {"turn": "Calico"}, players=5, seed=seed)
        m.play("reveal 1")
        assert sorted(lines(m)["tortuga"]) == ["Calico", "Dirk", "Edward"]
        orders.add(tuple(lines(m)["tortuga"]))
    assert len(orders) > 1


def test_stormy_seas_on_a_ship_sends_its_chests_back_to_the_galleon() -> None:
    """ref §6.4 Stormy Seas (S5) / rulebook p.8: both holds empty onto the galleon (which may
    then hold more than 4), and the galleon is the only target again."""
    pos = with_row(
        "stormy_seas",
        chests={
            "galleon": 0,
            "fd": {"british": 1, "french": 1},
            "jr": {"british": 2, "french": 2},
            "tortuga": {"british": 2, "french": 0},
        },
    )
    m = make(pos)
    m.play("reveal 1")
    c = chests(m)
    assert c["jr"] == {"british": 0, "french": 0}
    assert c["galleon"] == 4
    assert c["fd"] == {"british": 1, "french": 1}
    assert c["tortuga"] == {"british": 2, "french": 0}


def test_stormy_seas_on_tortuga_resets_its_chests_to_one_each() -> None:
    """ref §6.4 Stormy Seas (S5) / rulebook p.8: Tortuga's chests go back to 1 British, 1 French."""
    pos = with_row(
        "stormy_seas",
        BASE | {"turn": "Dirk"},
        chests={
            "galleon": 4,
            "fd": {"british": 1, "french": 0},
            "jr": {"british": 0, "french": 1},
            "tortuga": {"british": 0, "french": 2},
        },
    )
    m = make(pos)
    m.play("reveal 1")
    assert chests(m)["tortuga"] == {"british": 1, "french": 1}
    assert chests(m)["galleon"] == 4


def test_stormy_seas_in_a_rowboat_does_nothing() -> None:
    """[A] ref §6.4: a revealer in a rowboat is on no ship or island."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": [], "tortuga": ["Dirk"]},
        "boats": {"fd": "Calico", "jr": None},
        "turn": "Calico",
        "row": ["stormy_seas"] + PLAIN_ROW[1:],
    }
    m = make(pos)
    before = chests(m)
    m.play("reveal 1")
    assert chests(m) == before


def test_black_powder_destroys_a_rowboat_for_good() -> None:
    """ref §6.4 Black Powder (S16) / rulebook p.8: the chosen rowboat is unusable for the rest of
    the game; [A] its occupant is marooned without losing a vote card."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": []},
        "boats": {"fd": None, "jr": "Dirk"},
        "turn": "Anne",
        "row": ["black_powder"] + PLAIN_ROW[1:],
    }
    m = make(pos)
    cards = len(hand(m, "Dirk"))
    m.play("reveal 1")
    assert m.decision.kind == "black_powder"
    assert sorted(legal(m)) == ["blast fd-boat", "blast jr-boat"]
    m.play("blast jr-boat")
    assert m.view()["destroyed"] == {"fd": False, "jr": True}
    assert boats(m)["jr"] is None
    assert lines(m)["tortuga"] == ["Dirk"]
    assert len(hand(m, "Dirk")) == cards
    # Later nobody may use that rowboat: Bart (Cabin Boy of the Jolly Roger) cannot leave.
    assert not any(t.startswith("move") for t in legal(m))
    exc = assert_illegal(m, "move jr-boat", "bad_move")
    assert "blown up" in str(exc)


def test_black_powder_occupant_may_stay_with_the_option() -> None:
    """[A] ref §6.4, option black_powder_occupant='stay'."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": []},
        "boats": {"fd": None, "jr": "Dirk"},
        "turn": "Anne",
        "row": ["black_powder"] + PLAIN_ROW[1:],
    }
    m = make(pos, black_powder_occupant="stay")
    play_all(m, ["reveal 1", "blast jr-boat"])
    assert boats(m)["jr"] == "Dirk"


@pytest.mark.parametrize("card", UNVERIFIED_STAR_CARDS)
def test_unverified_star_cards_need_the_flag(card: str) -> None:
    """ref §6.4, §11.2: no source gives these effects; they exist only behind
    unverified_cards=True, otherwise BadOption."""
    with pytest.raises(BadOption) as info:
        tk.new_match("tortuga1667", players=5, seed=1, star_cards=[card])
    assert "unverified" in str(info.value) and "\n" not in str(info.value)
    with pytest.raises(BadOption):
        make(with_row(card), players=4)  # not among the default star cards
    m = tk.new_match("tortuga1667", players=5, seed=1, star_cards=[card], unverified_cards=True)
    assert card in m.state.event_deck + [c for c in m.state.row if c]
    assert any(
        card.replace("_", " ")[:5].lower() in a.lower() or "guessed" in a
        for a in m.view()["assumptions"]
    )


def test_default_and_random_star_cards_never_use_unverified_ones() -> None:
    """ref §11.2: the default trio is Eight Bells, Stormy Seas, Black Powder."""
    assert tk.new_match("tortuga1667", players=5, seed=3).state.star_cards == (
        "eight_bells",
        "stormy_seas",
        "black_powder",
    )
    for seed in range(5):
        s = tk.new_match(
            "tortuga1667", players=5, seed=seed, star_cards="random", n_star_cards=2
        ).state
        assert not set(s.star_cards) & set(UNVERIFIED_STAR_CARDS)
    with pytest.raises(BadOption):
        tk.new_match("tortuga1667", players=5, seed=1, chaos=True)


def _unverified(card: str, pos: dict, players: int = 4) -> tk.Match:
    return make(
        pos | {"row": [card] + PLAIN_ROW[1:]},
        players=players,
        star_cards=[card],
        unverified_cards=True,
    )


def test_unverified_cabin_fever_placeholder_swaps_captain_and_cabin_boy() -> None:
    """[A] ref §11.2 Cabin Fever (guessed effect)."""
    m = _unverified(
        "cabin_fever",
        {
            "lines": {"jr": ["Anne", "Bart", "Calico"], "fd": ["Dirk"], "tortuga": []},
            "turn": "Anne",
        },
    )
    m.play("reveal 1")
    assert lines(m)["jr"] == ["Calico", "Bart", "Anne"]


def test_unverified_crows_nest_placeholder_shows_the_row_to_the_revealer_only() -> None:
    """[A] ref §11.2 Crow's Nest (guessed effect): the revealer sees the other face-down cards."""
    m = _unverified("crows_nest", BASE)
    m.play("reveal 1")
    assert len(m.view(0)["you"]["known"]) == 5  # the 4 others plus the card dealt into space 1
    assert m.view(1)["you"]["known"] == {}


def test_unverified_facade_placeholder_swaps_loyalty_cards() -> None:
    """[A] ref §11.2 Façade (guessed effect)."""
    pos = BASE | {
        "loyalty": {"Anne": "british", "Bart": "french", "Calico": "british", "Dirk": "french"}
    }
    m = _unverified("facade", pos)
    play_all(m, ["reveal 1", "swap Bart"])
    assert m.view(0)["you"]["loyalty"] == "french"
    assert m.view(1)["you"]["loyalty"] == "british"


def test_unverified_pirate_code_placeholder_calls_the_local_vote() -> None:
    """[A] ref §11.2 Pirate Code (guessed effect): Bart, not Captain, may call an attack."""
    m = _unverified(
        "pirate_code",
        BASE | {"turn": "Bart"},
    )
    m.play("reveal 1")
    assert sorted(legal(m)) == ["attack", "pass"]
    m.play("attack")
    assert m.decision.kind == "vote"


def test_unverified_scurvy_placeholder_costs_everyone_there_a_card() -> None:
    """[A] ref §11.2 Scurvy (guessed effect): under the vote deck, for good."""
    m = _unverified("scurvy", BASE)
    m.play("reveal 1")
    assert len(hand(m, "Anne")) == len(hand(m, "Bart")) == 2
    assert len(hand(m, "Calico")) == 3
    assert m.state.to_dict()["lost"]["Anne"] == 1
    assert total_vote_cards(m) == 32


# ------------------------------------------------------------------ forced reveal
def test_forced_player_is_the_revealer_of_black_spot() -> None:
    """seed 000 · So läuft ein Zug ab (zwingen) / rulebook p.4; ref §4.1, §12: the forced player
    picks one of the two cards blind and is its revealer; it is the forcer's action."""
    pos = BASE | {"row": ["black_spot", "black_spot", "pistol", "pistol", "letter_of_marque"]}
    m = make(pos)
    m.play("force Calico 1 2")
    assert m.decision.kind == "forced" and name(m, m.decision.seat) == "Calico"
    assert sorted(legal(m)) == ["reveal 1", "reveal 2"]
    m.play("reveal 2")
    assert lines(m)["fd"] == []
    assert lines(m)["tortuga"] == ["Dirk", "Calico"]
    assert lines(m)["jr"] == ["Anne", "Bart"]
    assert name(m, m.decision.seat) == "Bart"  # Anne's action is over


def test_forced_player_chooses_the_pistols_target() -> None:
    """ref §12: a forced player who reveals a Pistol chooses the target."""
    m = make(BASE | {"row": ["pistol", "pistol", "black_spot", "black_spot", "black_spot"]})
    play_all(m, ["force Dirk 1 2", "reveal 1"])
    assert m.decision.kind == "pistol" and name(m, m.decision.seat) == "Dirk"
    assert "shoot Anne" in legal(m) and "shoot Dirk" not in legal(m)


def test_cannot_force_yourself() -> None:
    """seed 000 · So läuft ein Zug ab / rulebook p.4: you force another player."""
    m = make(BASE | {"row": PLAIN_ROW})
    assert not any(t.startswith("force Anne") for t in legal(m))
    assert_illegal(m, "force Anne 1 2", "force_self")


# ------------------------------------------------------------------ Spanish Armada and the end
END = {
    "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]},
    "turn": "Anne",
    "chests": {
        "galleon": 1,
        "fd": {"british": 2, "french": 0},
        "jr": {"british": 0, "french": 3},
        "tortuga": {"british": 1, "french": 1},
    },
    "loyalty": {"Anne": "british", "Bart": "french", "Calico": "british", "Dirk": "french"},
}


def test_spanish_armada_ends_the_game_at_once_and_the_most_chests_win() -> None:
    """seed 000 · Spielende und Wertung / rulebook p.6, p.8: holds of both ships plus the
    Tortuga areas count, the galleon counts for nobody, and where your pawn stands does not
    matter: British 3, French 4, so Bart and Dirk win (Dirk is not on a French ship)."""
    m = make(END | {"row": ["spanish_armada"] + PLAIN_ROW[1:]})
    m.play("reveal 1")
    assert m.is_over and m.decision is None and m.legal_actions() == []
    r = m.result
    assert r.teams == {"british": 3, "french": 4}
    assert r.winning_team == "french"
    assert sorted(name(m, s) for s in r.winners) == ["Bart", "Dirk"]
    assert_illegal(m, "peek 2 3", "game_over")


def test_spanish_armada_on_a_forced_reveal_ends_the_game() -> None:
    """ref §6.5 / seed 000 · Spielende: a forced reveal of the Armada also ends it at once."""
    m = make(END | {"row": ["spanish_armada", "pistol"] + PLAIN_ROW[2:]})
    play_all(m, ["force Bart 1 2", "reveal 1"])
    assert m.is_over and m.result.winning_team == "french"


def test_spanish_armada_ends_even_a_two_player_double_action() -> None:
    """ref §6.5: the game ends in the middle of a 2-player turn."""
    pos = {
        "lines": {"jr": ["Anne"], "fd": ["Bart"], "tortuga": []},
        "turn": "Anne",
        "chests": {
            "galleon": 3,
            "fd": {"british": 2, "french": 0},
            "jr": {"british": 0, "french": 1},
            "tortuga": {"british": 1, "french": 1},
        },
        "row": ["spanish_armada"] + PLAIN_ROW[1:],
    }
    m = make(pos, players=2)
    m.play("reveal 1")
    assert m.is_over and m.result.winning_team == "british"


def test_end_phase_reshuffles_when_the_armada_is_dealt_and_never_refills() -> None:
    """seed 000 · Spielende und Wertung / rulebook p.6: when the deck runs out, the last 5 cards
    (the Armada among them) are shuffled and laid out again and no longer replaced; ref §8: what
    players learned by peeking is lost."""
    pos = BASE | {
        "row": ["pistol", "black_spot", "black_spot", "pistol", "letter_of_marque"],
        "event_deck": ["spanish_armada"],
        "known": {"Bart": {"2": "black_spot"}},
    }
    m = make(pos)
    assert m.view(1)["you"]["known"] == {"2": "Black Spot"}
    m.play("reveal 1")
    m.play("shoot Dirk")
    s = m.state
    assert s.end_phase and s.event_deck == []
    assert Counter(c for c in s.row if c) == Counter(
        ["spanish_armada", "black_spot", "black_spot", "pistol", "letter_of_marque"]
    )
    assert m.view(1)["you"]["known"] == {}
    assert any(e.rule.endswith("rulebook p.6") and "shuffled" in e.text for e in m.events)
    # the next revealed card is not replaced
    slot = next(i for i, c in enumerate(s.row) if c not in (None, "spanish_armada"))
    m.play(f"reveal {slot + 1}")
    while m.decision.kind != "turn":
        m.play(legal(m)[-1])
    assert m.state.row[slot] is None
    assert sum(c is not None for c in m.state.row) == 4


def test_end_phase_shuffle_hides_where_the_armada_went() -> None:
    """seed 000 · Spielende / rulebook p.6 (ref §8): the Armada is dealt into the revealed
    space, then the row is shuffled, so over several seeds it ends up in different spaces."""
    places = set()
    for seed in range(12):
        pos = BASE | {
            "row": ["pistol", "black_spot", "black_spot", "pistol", "letter_of_marque"],
            "event_deck": ["spanish_armada"],
        }
        m = make(pos, seed=seed)
        play_all(m, ["reveal 1", "shoot Dirk"])
        places.add(m.state.row.index("spanish_armada"))
    assert len(places) > 1


def test_no_peek_or_force_when_only_the_armada_is_left() -> None:
    """seed 000 · Spielende / rulebook p.6: with the Armada the last card nobody may look at
    cards or force a reveal; only revealing it is left among the card actions."""
    pos = BASE | {
        "row": [None, None, "spanish_armada", None, None],
        "event_deck": [],
        "end_phase": True,
    }
    m = make(pos)
    assert not any(t.startswith(("peek", "force")) for t in legal(m))
    assert "reveal 3" in legal(m)
    exc = assert_illegal(m, "peek 3 3", "armada_last")
    assert "Armada" in str(exc)
    assert_illegal(m, "force Bart 3 3", "armada_last")


def test_two_cards_left_still_allow_peek_and_force() -> None:
    """[I] ref §8: with two cards left, viewing and forcing are still allowed."""
    pos = BASE | {
        "row": [None, "pistol", "spanish_armada", None, None],
        "event_deck": [],
        "end_phase": True,
    }
    m = make(pos)
    assert "peek 2 3" in legal(m) and "force Bart 2 3" in legal(m)


def test_tie_with_an_odd_player_count_the_dutch_player_wins() -> None:
    """seed 000 FAQ · Wer gewinnt bei Gleichstand der Schätze? / rulebook p.6: odd count."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico", "Dirk"], "tortuga": ["Edward"]},
        "turn": "Anne",
        "row": ["spanish_armada"] + PLAIN_ROW[1:],
        "loyalty": {
            "Anne": "british",
            "Bart": "french",
            "Calico": "dutch",
            "Dirk": "british",
            "Edward": "french",
        },
        "chests": {
            "galleon": 2,
            "fd": {"british": 2, "french": 0},
            "jr": {"british": 0, "french": 2},
            "tortuga": {"british": 1, "french": 1},
        },
    }
    m = make(pos, players=5)
    m.play("reveal 1")
    assert m.is_over
    assert m.result.winning_team == "dutch"
    assert [name(m, s) for s in m.result.winners] == ["Calico"]


def test_tie_with_an_even_player_count_goes_to_sudden_death() -> None:
    """seed 000 FAQ · Wer gewinnt bei Gleichstand der Schätze? / rulebook p.6: with an even count
    the discarded event cards (without the Armada) are shuffled and play goes on until a team
    leads; the first lead wins at once."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]},
        "turn": "Anne",
        "row": [None, None, "spanish_armada", None, None],
        "event_deck": [],
        "end_phase": True,
        "discard": [
            "pistol",
            "black_spot",
            "pistol",
            "black_spot",
            "letter_of_marque",
            "eight_bells",
        ],
        "loyalty": {"Anne": "british", "Bart": "french", "Calico": "british", "Dirk": "french"},
        "chests": {
            "galleon": 2,
            "fd": {"british": 1, "french": 1},
            "jr": {"british": 1, "french": 1},
            "tortuga": {"british": 1, "french": 1},
        },
    }
    m = make(pos)
    m.play("reveal 3")
    s = m.state
    assert not m.is_over
    assert s.sudden_death and not s.end_phase
    assert "spanish_armada" not in s.row + s.event_deck + s.discard  # out of the game
    assert sorted(c for c in s.row + s.event_deck if c) == sorted(pos["discard"])
    assert all(c is not None for c in s.row)  # [A] ref §9: the row is dealt back to 5
    assert name(m, m.decision.seat) == "Bart"
    # Bart, Cabin Boy of the Jolly Roger, moves its British chest to the French hold:
    # British 2, French 4 -> the French lead and win at once.
    m.play("smuggle british french")
    assert m.is_over
    assert m.result.winning_team == "french"
    assert sorted(name(m, p) for p in m.result.winners) == ["Bart", "Dirk"]


def test_sudden_death_goes_on_while_the_tie_holds() -> None:
    """seed 000 FAQ · Gleichstand / rulebook p.6: a move that keeps the tie does not end it."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]},
        "turn": "Anne",
        "row": PLAIN_ROW,
        "sudden_death": True,
        "chests": {
            "galleon": 2,
            "fd": {"british": 1, "french": 1},
            "jr": {"british": 1, "french": 1},
            "tortuga": {"british": 1, "french": 1},
        },
    }
    m = make(pos, hands={"Anne": [CANNON], "Bart": [FIRE]}, top=[WATER])
    m.play("attack")
    vote(m, {"Anne": CANNON, "Bart": FIRE})  # fails: the tie holds
    assert not m.is_over
    play_all(m, ["smuggle french british"])  # Bart: British 4, French 2
    assert m.is_over and m.result.winning_team == "british"
