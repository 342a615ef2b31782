"""Exact vote odds (``odds.vote_odds``/``odds_for_seat``) against brute force and by hand.

The model (stated in odds.py): the other voters' cards and the top card of the vote deck are
uniform draws without replacement from the cards the seat cannot see; the top card always joins
(seed 000 · Abstimmungen). Brute force here enumerates every *ordered* draw of card positions,
which is the definition of that model, and resolves each with the rules' own resolve functions.
"""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction

import pytest
from helpers import BRITISH, CANNON, DOUBLE_BRITISH, DOUBLE_FRENCH, FIRE, SKULL, WATER, WHEEL, make

import tortuga_kit as tk
from tortuga_kit.engine import BadOption
from tortuga_kit.games.tortuga1667.cards import VOTE_DECKS
from tortuga_kit.games.tortuga1667.odds import odds_for_seat, table_minus, vote_odds
from tortuga_kit.games.tortuga1667.votes.rules import resolve_cards

DECK = VOTE_DECKS["placeholder"]


def brute(kind: str, mine: list[str], others: int, unknown: list[str]) -> dict[str, Fraction]:
    counts: Counter[str] = Counter()
    total = 0
    for draw in itertools.permutations(range(len(unknown)), others + 1):
        r = resolve_cards(kind, mine + [unknown[i] for i in draw])
        if kind == "brawl":
            counts[r.winner or "tie"] += 1
        else:
            counts["success" if r.success else "fail"] += 1
        total += 1
    keys = ("british", "french", "tie") if kind == "brawl" else ("success", "fail")
    return {k: Fraction(counts[k], total) for k in keys}


@pytest.mark.parametrize("trial", range(24))
def test_exact_odds_equal_brute_force_enumeration(trial: int) -> None:
    rng = random.Random(trial)
    kind = ("attack", "mutiny", "brawl")[trial % 3]
    pool = list(DECK)
    rng.shuffle(pool)
    unknown = pool[: rng.randint(3, 7)] + ([DOUBLE_FRENCH] if trial % 4 == 0 else [])
    mine = pool[10 : 10 + rng.randint(0, 2)]
    others = rng.randint(0, min(3, len(unknown) - 1))
    got = vote_odds(kind, mine, others, unknown=unknown)
    assert got["exact"] == brute(kind, mine, others, unknown)
    assert sum(got["exact"].values()) == 1
    assert got["p"] == {k: float(v) for k, v in got["exact"].items()}


def test_attack_by_hand_one_of_two_cards() -> None:
    """My cannon plus the top card: a fire (attack succeeds) or a water (fails): 1/2."""
    got = vote_odds("attack", [CANNON], 0, unknown=[FIRE, WATER])
    assert got["exact"] == {"success": Fraction(1, 2), "fail": Fraction(1, 2)}


def test_attack_by_hand_two_of_three_cards() -> None:
    """My cannon; one other voter plus the top card draw 2 of {fire, fire, water}: only the pair
    of fires leaves a fire burning (water puts out one fire, seed 000 · Angriff): 1 of 3 pairs."""
    got = vote_odds("attack", [CANNON], 1, unknown=[FIRE, FIRE, WATER])
    assert got["exact"]["success"] == Fraction(1, 3)


def test_rulebook_attack_examples_as_certain_odds() -> None:
    """seed 000 · Beispiel (rulebook p.5): when the two unknown cards must both join, the odds
    are the worked examples: 2 cannons + 1 fire + 1 water fails, 1 cannon + 2 fires + 1 water
    succeeds."""
    fails = vote_odds("attack", [CANNON, CANNON], 1, unknown=[FIRE, WATER])
    assert fails["exact"]["success"] == 0
    succeeds = vote_odds("attack", [CANNON, FIRE], 1, unknown=[FIRE, WATER])
    assert succeeds["exact"]["success"] == 1


def test_brawl_double_french_by_hand() -> None:
    """seed 000 · Beispiel: 2 French flags beat 1 British 2 to 1; against a double British card
    it is a tie. Top card from {British, British, double British}: French 2/3, tie 1/3."""
    got = vote_odds("brawl", [DOUBLE_FRENCH], 0, unknown=[BRITISH, BRITISH, DOUBLE_BRITISH])
    assert got["exact"] == {"british": 0, "french": Fraction(2, 3), "tie": Fraction(1, 3)}


def test_a_mutiny_tie_is_a_fail() -> None:
    """seed 000 · Meuterei: a tie does nothing, so my skull against a wheel never succeeds."""
    got = vote_odds("mutiny", [SKULL], 0, unknown=[WHEEL])
    assert got["exact"] == {"success": 0, "fail": 1}


def test_full_deck_brawl_is_symmetric() -> None:
    """The placeholder deck has as many British as French flags (singles and one double each), so
    with nothing known British and French must be exactly as likely."""
    for others in range(0, 9):
        got = vote_odds("brawl", [], others)
        assert got["exact"]["british"] == got["exact"]["french"]
        assert got["unknown_cards"] == 32 and got["drawn"] == others + 1


def test_default_unknown_is_the_table_minus_my_cards() -> None:
    got = vote_odds("attack", [CANNON], 3)
    explicit = vote_odds("attack", [CANNON], 3, unknown=table_minus([CANNON]))
    assert got["exact"] == explicit["exact"] and got["unknown_cards"] == 31


def test_bad_input_is_a_bad_option() -> None:
    with pytest.raises(BadOption, match="not one of"):
        vote_odds("parley", [CANNON], 1)
    with pytest.raises(BadOption, match="not a vote card"):
        vote_odds("attack", ["cannon"], 1)
    with pytest.raises(BadOption, match="only 2 are unknown"):
        vote_odds("attack", [CANNON], 2, unknown=[FIRE, WATER])
    with pytest.raises(BadOption, match="whole number"):
        vote_odds("attack", [CANNON], -1)
    with pytest.raises(BadOption, match="no \\(more\\) card"):
        table_minus([DOUBLE_FRENCH, DOUBLE_FRENCH])


# ------------------------------------------------------------------------------- for a seat
BOARD = {"lines": {"fd": ["Anne", "Bart", "Calico"], "jr": ["Dirk"], "tortuga": []}, "turn": "Anne"}


def test_odds_for_seat_uses_the_seats_hand_and_the_voters_the_rules_call() -> None:
    """An attack on the Flying Dutchman is voted by its whole crew (seed 000 FAQ · voters):
    Anne's 2 fellow voters plus the top card are drawn from the 29 cards she cannot see."""
    m = make(BOARD, hands={"Anne": [CANNON, FIRE, FIRE]})
    got = odds_for_seat(m, 0, "attack")
    assert got["voters"] == [0, 1, 2] and got["other_voters"] == 2
    assert got["unknown_cards"] == 29
    rest = Counter(DECK)
    rest.subtract([CANNON, FIRE, FIRE])
    unknown = sorted(rest.elements())
    assert [c["play"] for c in got["choices"]] == [[CANNON], [FIRE]]
    for choice in got["choices"]:
        assert choice["exact"] == vote_odds("attack", choice["play"], 2, unknown=unknown)["exact"]


def test_odds_for_seat_the_captain_does_not_vote_on_a_mutiny() -> None:
    """seed 000 · Meuterei: everyone but the Captain votes; the Captain's odds use no own card."""
    m = make(BOARD, hands={"Anne": [CANNON, FIRE, FIRE]})
    got = odds_for_seat(m, 0, "mutiny")
    assert got["voters"] == [1, 2] and got["other_voters"] == 2
    assert [c["play"] for c in got["choices"]] == [[]]


def test_odds_for_seat_offers_pairs_with_el_dorado() -> None:
    m = make({**BOARD, "maps": {"Anne": ["el_dorado"]}}, hands={"Anne": [CANNON, FIRE, WATER]})
    plays = [c["play"] for c in odds_for_seat(m, 0, "attack")["choices"]]
    assert sorted([CANNON, FIRE]) in plays and len(plays) == 3 + 3


def test_odds_for_seat_wrong_place_is_explained() -> None:
    m = make(BOARD)
    with pytest.raises(BadOption, match="not on Tortuga"):
        odds_for_seat(m, 0, "brawl")


def test_odds_for_seat_ignore_other_seats_secrets() -> None:
    """Two matches that differ only in Bart's and Calico's hands give Anne the same odds."""
    one = make(BOARD, hands={"Anne": [CANNON, FIRE, FIRE], "Bart": [WATER], "Calico": [SKULL]})
    two = make(BOARD, hands={"Anne": [CANNON, FIRE, FIRE], "Bart": [SKULL], "Calico": [WATER]})
    assert one.state.hands[1] != two.state.hands[1]
    assert odds_for_seat(one, 0, "attack") == odds_for_seat(two, 0, "attack")


def test_odds_for_seat_on_a_seeded_match() -> None:
    m = tk.new_match("tortuga1667", players=5, seed=7)
    for seat in range(5):
        place = m.view()["players"][seat]["location"]
        kind = "brawl" if place == "tortuga" else "attack"
        got = odds_for_seat(m, seat, kind)
        for c in got["choices"]:
            assert sum(c["exact"].values()) == 1
