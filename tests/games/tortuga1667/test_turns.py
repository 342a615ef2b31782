"""Turns: roles, places and moves, marooning, the 2-player double action, illegal actions.

Sources: seed 000 (``shared/seeds/000_8b5ad32320a277cd.txt``) · Positionen / rulebook p.3, · So
läuft ein Zug ab / rulebook p.3–4, · Aussetzen und Ruderboote / rulebook p.6, and the reference
``shared/rules/tortuga_1667.md`` §3–§5.5.
"""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import (
    CANNON,
    FIRE,
    PLAIN_ROW,
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
from tortuga_kit.engine import IllegalAction

# Anne, Bart, Calico on the Flying Dutchman; Dirk alone on the Jolly Roger; Edward and Francois
# on Tortuga; Grace in the Jolly Roger's rowboat. 7 players.
CROWD = {
    "lines": {"fd": ["Anne", "Bart", "Calico"], "jr": ["Dirk"], "tortuga": ["Edward", "Francois"]},
    "boats": {"fd": None, "jr": "Grace"},
    "row": PLAIN_ROW,
}

ROLE_VERBS = ("attack", "maroon", "mutiny", "smuggle", "brawl")


def role_actions(m: tk.Match) -> set[str]:
    return {t.split()[0] for t in legal(m) if t.split()[0] in ROLE_VERBS}


def roles(m: tk.Match, who: str) -> list[str]:
    return next(p["roles"] for p in m.view()["players"] if p["name"] == who)


# ------------------------------------------------------------------ roles
@pytest.mark.parametrize(
    ("who", "expected_roles", "verbs"),
    [
        ("Anne", ["captain"], {"attack", "maroon"}),
        ("Bart", ["first_mate"], {"mutiny"}),
        ("Calico", ["cabin_boy"], {"smuggle"}),
        (
            "Dirk",
            ["captain", "cabin_boy"],
            {"attack", "smuggle"},
        ),  # alone: no First Mate, no target
        ("Edward", ["governor"], {"brawl"}),
        ("Francois", [], set()),
        ("Grace", [], set()),  # a rowboat gives no role
    ],
)
def test_roles_and_their_actions(who: str, expected_roles: list[str], verbs: set[str]) -> None:
    """seed 000 · Positionen / rulebook p.3: first pawn Captain, second First Mate, last Cabin
    Boy, several at once; the first on Tortuga is Governor; · So läuft ein Zug ab: the role
    actions (ref §12: alone on a ship = Captain + Cabin Boy)."""
    m = make(
        CROWD
        | {
            "turn": who,
            "chests": {
                "galleon": 4,
                "fd": {"british": 1, "french": 0},
                "jr": {"british": 0, "french": 1},
                "tortuga": {"british": 1, "french": 1},
            },
        },
        players=7,
    )
    assert roles(m, who) == expected_roles
    assert role_actions(m) == verbs


def test_two_on_a_ship_second_is_first_mate_and_cabin_boy() -> None:
    """ref §3.2 (S11) / seed 000 · Positionen: man kann auch mehreres zugleich sein."""
    m = make(
        {"lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]}, "turn": "Bart"}
    )
    assert roles(m, "Bart") == ["first_mate", "cabin_boy"]
    assert role_actions(m) == {"mutiny", "smuggle"}


def test_empty_tortuga_has_no_governor() -> None:
    """ref §3.2: an empty Tortuga has no Governor."""
    m = make({"lines": {"jr": ["Anne", "Bart"], "fd": ["Calico", "Dirk"], "tortuga": []}})
    assert m.view()["tortuga"]["governor"] is None


# ------------------------------------------------------------------ places and moves
def test_a_ship_holds_at_most_five() -> None:
    """seed 000 · Positionen / rulebook p.3: at most 5 pawns per ship."""
    pos = {
        "lines": {
            "fd": ["Anne", "Bart", "Calico", "Dirk", "Edward"],
            "jr": ["Francois"],
            "tortuga": [],
        },
        "boats": {"fd": "Grace", "jr": None},
        "turn": "Grace",
    }
    m = make(pos, players=7)
    assert "move fd" not in legal(m) and "move tortuga" in legal(m)
    exc = assert_illegal(m, "move fd", "bad_move")
    assert "full" in str(exc) and "5" in str(exc)
    with pytest.raises(tk.BadOption):
        make(
            {
                "lines": {
                    "fd": ["Anne", "Bart", "Calico", "Dirk", "Edward", "Francois"],
                    "jr": ["Grace"],
                    "tortuga": [],
                }
            },
            players=7,
        )


def test_a_rowboat_holds_one_pawn() -> None:
    """seed 000 · Aussetzen und Ruderboote / rulebook p.6: a rowboat holds one pawn and blocks."""
    m = make(CROWD | {"turn": "Edward"}, players=7)
    assert "move jr-boat" not in legal(m) and "move fd-boat" in legal(m)
    exc = assert_illegal(m, "move jr-boat", "bad_move")
    assert "Grace" in str(exc)


@pytest.mark.parametrize(
    ("who", "allowed"),
    [
        ("Calico", {"move fd-boat"}),  # a ship: its own rowboat only
        ("Edward", {"move fd-boat"}),  # Tortuga: both rowboats (jr's is taken)
        ("Grace", {"move jr", "move tortuga"}),  # a rowboat: its ship or Tortuga
    ],
)
def test_moves_only_through_adjacent_rowboats(who: str, allowed: set[str]) -> None:
    """seed 000 · So läuft ein Zug ab (Alle) / rulebook p.4; ref §3.1: ship <-> its rowboat <->
    Tortuga; ships and Tortuga are never linked directly."""
    m = make(CROWD | {"turn": who}, players=7)
    assert {t for t in legal(m) if t.startswith("move")} == allowed


def test_illegal_moves_explain_the_rowboat_links() -> None:
    """ref §3.1: no direct link between a ship and Tortuga, nor between the two ships."""
    m = make(CROWD | {"turn": "Calico"}, players=7)
    exc = assert_illegal(m, "move tortuga", "bad_move")
    assert "rowboat" in str(exc)
    exc = assert_illegal(m, "move jr-boat", "bad_move")
    assert exc.rule and "rulebook" in exc.rule
    m = make(CROWD | {"turn": "Grace"}, players=7)
    exc = assert_illegal(m, "move fd", "bad_move")
    assert "Jolly Roger" in str(exc)


def test_rowboat_trip_joins_the_back_of_the_line() -> None:
    """seed 000 · So läuft ein Zug ab / rulebook p.4: from a rowboat to the end of the line."""
    m = make(CROWD | {"turn": "Grace"}, players=7)
    m.play("move tortuga")
    assert lines(m)["tortuga"] == ["Edward", "Francois", "Grace"]
    assert boats(m)["jr"] is None


def test_lines_close_up_when_a_pawn_leaves() -> None:
    """seed 000 · Aussetzen / rulebook p.6: everyone behind moves up."""
    m = make(CROWD | {"turn": "Anne"}, players=7)
    m.play("maroon Bart")
    assert lines(m)["fd"] == ["Anne", "Calico"]
    assert roles(m, "Calico") == ["first_mate", "cabin_boy"]
    assert lines(m)["tortuga"] == ["Edward", "Francois", "Bart"]


def test_empty_ship_keeps_its_chests_and_the_next_to_enter_is_captain() -> None:
    """seed 000 · Aussetzen und Ruderboote / rulebook p.6: chests stay in an empty ship's holds;
    who enters an empty ship is its Captain at once."""
    pos = {
        "lines": {"fd": ["Anne", "Bart"], "jr": ["Calico"], "tortuga": ["Dirk"]},
        "turn": "Calico",
        "row": PLAIN_ROW,
        "chests": {
            "galleon": 2,
            "fd": {"british": 1, "french": 0},
            "jr": {"british": 2, "french": 1},
            "tortuga": {"british": 1, "french": 1},
        },
    }
    m = make(pos)
    m.play("move jr-boat")  # Calico leaves; the Jolly Roger is empty
    assert lines(m)["jr"] == [] and chests(m)["jr"] == {"british": 2, "french": 1}
    play_all(m, ["peek 1 2"])  # Dirk
    play_all(m, ["peek 1 2", "peek 1 2"])  # Anne, Bart
    m.play("move jr")  # Calico rows back and is Captain again, alone
    assert lines(m)["jr"] == ["Calico"] and roles(m, "Calico") == ["captain", "cabin_boy"]
    assert chests(m)["jr"] == {"british": 2, "french": 1}


def test_letter_of_marque_onto_an_empty_ship_makes_a_captain() -> None:
    """seed 000 · Aussetzen / rulebook p.6 with Letter of Marque (p.7)."""
    pos = {
        "lines": {"fd": ["Anne", "Bart", "Calico"], "jr": [], "tortuga": ["Dirk"]},
        "turn": "Anne",
        "row": ["letter_of_marque"] + PLAIN_ROW[1:],
    }
    m = make(pos)
    play_all(m, ["reveal 1", "marque Dirk jr"])
    assert roles(m, "Dirk") == ["captain", "cabin_boy"]


# ------------------------------------------------------------------ marooning
def test_a_captain_cannot_maroon_themselves_or_another_ships_crew() -> None:
    """seed 000 · So läuft ein Zug ab (Kapitän) / rulebook p.4: a crew member of his ship, not
    himself."""
    m = make(CROWD | {"turn": "Anne"}, players=7)
    assert sorted(t for t in legal(m) if t.startswith("maroon")) == ["maroon Bart", "maroon Calico"]
    exc = assert_illegal(m, "maroon Anne", "maroon_self")
    assert "themselves" in str(exc)
    assert_illegal(m, "maroon Dirk", "bad_target")
    assert_illegal(m, "maroon Edward", "bad_target")


def test_marooned_again_on_tortuga_goes_back_and_loses_a_vote_card_for_good() -> None:
    """seed 000 FAQ · Was passiert, wenn ich auf Tortuga erneut ausgesetzt werde? / rulebook p.6:
    to the back of the line, and a random vote card of theirs goes under the vote deck; one
    fewer for the rest of the game."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk", "Edward"]},
        "turn": "Anne",
        "row": ["pistol"] + PLAIN_ROW[1:],
    }
    m = make(pos, players=5)
    before = Counter(hand(m, "Dirk"))
    play_all(m, ["reveal 1", "shoot Dirk"])
    assert lines(m)["tortuga"] == ["Edward", "Dirk"]
    assert name(m, m.view()["tortuga"]["governor"]) == "Edward"  # Dirk lost the role
    after = Counter(hand(m, "Dirk"))
    lost = before - after
    assert sum(lost.values()) == 1 and not after - before
    assert m.state.to_dict()["vote_deck"][-1] == next(iter(lost))  # under the deck
    assert m.state.to_dict()["lost"]["Dirk"] == 1
    assert m.view()["players"][3]["hand_size"] == 2
    assert total_vote_cards(m) == 32


def test_a_lost_vote_card_stays_lost_after_later_votes() -> None:
    """seed 000 · Häufige Irrtümer (Ausgesetzt auf Tortuga ist harmlos) / rulebook p.6: voters
    draw one card per vote, so the hand stays one short."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]},
        "turn": "Anne",
        "row": ["pistol"] + PLAIN_ROW[1:],
    }
    m = make(pos, hands={"Dirk": [CANNON, FIRE, WATER]}, top=[WATER])
    play_all(m, ["reveal 1", "shoot Dirk"])  # Bart's, Calico's turns follow, then Dirk's
    play_all(m, ["peek 1 2", "peek 1 2"])
    assert name(m, m.decision.seat) == "Dirk"
    m.play("brawl")
    vote(m, {"Dirk": hand(m, "Dirk")[0]})
    assert len(hand(m, "Dirk")) == 2


def test_marooned_from_a_rowboat_loses_no_vote_card() -> None:
    """seed 000 · Aussetzen und Ruderboote / rulebook p.6: no vote card lost from a rowboat."""
    pos = CROWD | {"turn": "Anne", "row": ["pistol"] + PLAIN_ROW[1:]}
    m = make(pos, players=7)
    play_all(m, ["reveal 1", "shoot Grace"])
    assert boats(m)["jr"] is None
    assert lines(m)["tortuga"] == ["Edward", "Francois", "Grace"]
    assert len(hand(m, "Grace")) == 3 and m.state.to_dict()["lost"]["Grace"] == 0


def test_rowboat_pawns_take_general_actions() -> None:
    """seed 000 · Aussetzen und Ruderboote / rulebook p.6: normal actions from a rowboat."""
    m = make(CROWD | {"turn": "Grace"}, players=7)
    verbs = {t.split()[0] for t in legal(m)}
    assert {"peek", "reveal", "force", "move"} <= verbs
    assert not verbs & set(ROLE_VERBS)


# ------------------------------------------------------------------ actions per turn
@pytest.mark.parametrize("players", range(2, 10))
def test_two_actions_per_turn_only_with_two_players(players: int) -> None:
    """seed 000 FAQ · Wie viele Aktionen habe ich zu zweit? / rulebook p.3."""
    m = tk.new_match("tortuga1667", players=players, seed=2, quick_start=True)
    first = m.decision.seat
    m.play("peek 1 2")
    if players == 2:
        assert m.decision.seat == first and m.decision.kind == "turn"
        assert "2 of 2" in m.decision.prompt
        m.play("peek 3 4")
    assert m.decision.seat == (first + 1) % players


# ------------------------------------------------------------------ illegal actions
@pytest.mark.parametrize(
    ("who", "text", "code", "rule_word"),
    [
        ("Francois", "mutiny", "not_your_role", "rules §mutiny"),
        ("Anne", "mutiny", "not_your_role", "rules §mutiny"),
        ("Bart", "attack", "not_your_role", "rules §attack"),
        ("Bart", "brawl", "not_your_role", "rules §brawl"),
        ("Anne", "smuggle british french", "not_your_role", "rules §cabin-boy"),
        ("Dirk", "smuggle british french", "empty_hold", "rules §cabin-boy"),
        ("Grace", "attack", "not_your_role", "rules §attack"),
        ("Anne", "marque Edward jr", "no_marque", "rules §letter-of-marque"),
        ("Anne", "peek 1 1", "bad_card", "rules §peek"),
        ("Anne", "reveal 7", "bad_card", "rules §reveal"),
        ("Anne", "dance", "malformed", ""),
        ("Anne", "vote cannon/british/skull", "wrong_phase", ""),
        ("Anne", "loot british", "wrong_phase", ""),
    ],
)
def test_illegal_turn_actions_name_the_rule_and_change_nothing(
    who: str, text: str, code: str, rule_word: str
) -> None:
    """Each refusal carries a stable code, a one-line message, the rule's citation (a section of
    docs/rules/tortuga1667.md), and leaves the match exactly as it was."""
    m = make(
        CROWD
        | {
            "turn": who,
            "chests": {
                "galleon": 4,
                "fd": {"british": 1, "french": 0},
                "jr": {"british": 0, "french": 1},
                "tortuga": {"british": 1, "french": 1},
            },
        },
        players=7,
    )
    exc = assert_illegal(m, text, code)
    assert isinstance(exc, ValueError)
    assert rule_word in exc.rule
    if code == "not_your_role":
        assert who in str(exc)


def test_illegal_vote_and_wrong_seat() -> None:
    """seed 000 · Abstimmungen: you play a card from your own hand; only the seat asked acts."""
    m = make(
        {"lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]}, "turn": "Anne"},
        hands={"Anne": [CANNON, CANNON, FIRE]},
    )
    m.play("attack")
    exc = assert_illegal(m, "vote " + WATER, "not_in_hand")
    assert "Anne" in str(exc)
    assert_illegal(m, "attack", "wrong_phase")
    before = m.to_json()
    with pytest.raises(IllegalAction) as info:
        m.play("vote " + CANNON, seat=1)
    assert info.value.code == "not_your_turn" and "Anne" in str(info.value)
    assert m.to_json() == before


def test_empty_attack_forbidden_keeps_the_captains_maroon_action() -> None:
    """Option empty_attack (ref §5.2 [A]) removes only the attack: the Captain's two actions are
    independent (seed 000 · So läuft ein Zug ab, Kapitän)."""
    pos = {
        "lines": {"fd": ["Anne", "Bart"], "jr": ["Calico"], "tortuga": ["Dirk"]},
        "turn": "Anne",
        "chests": {
            "galleon": 0,
            "fd": {"british": 5, "french": 1},
            "jr": {"british": 0, "french": 0},
        },
    }
    m = tk.new_match("tortuga1667", players=4, seed=1, position=pos, empty_attack="forbidden")
    texts = [a.text for a in m.legal_actions()]
    assert "attack" not in texts and "maroon Bart" in texts
    allowed = tk.new_match("tortuga1667", players=4, seed=1, position=pos)
    assert "attack" in [a.text for a in allowed.legal_actions()]


def test_a_stuck_player_passes_instead_of_freezing_the_game() -> None:
    """ASSUMED (no source): in sudden death the row can run dry; a pawn on Tortuga without a role
    and with both rowboats destroyed has no action, so it may only pass (seed 000 · Spielende:
    play goes on until one team leads)."""
    m = tk.new_match(
        "tortuga1667",
        4,
        1,
        position={
            "lines": {"fd": ["Anne"], "jr": [], "tortuga": ["Bart", "Calico", "Dirk"]},
            "destroyed": {"fd": True, "jr": True},
            "row": [None] * 5,
            "event_deck": [],
            "discard": ["pistol"],
            "sudden_death": True,
            "turn": "Calico",
        },
    )
    assert [a.text for a in m.legal_actions()] == ["pass"]
    m.play("pass")
    assert m.to_move == 3 and not m.is_over
