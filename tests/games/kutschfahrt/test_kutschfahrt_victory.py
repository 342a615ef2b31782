"""Kutschfahrt's victory rules (``victory/rules.py``, rules §victory): each test names its source.

Sources: seed 002, "3. D. Sieg verkünden" and "5. Gegenstände" (quoted in German), and the
compiled reference ``shared/rules/kutschfahrt.md`` (§6, §11, §13).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tortuga_kit.engine.citations import page_anchors, parse_citation
from tortuga_kit.games.kutschfahrt import ClaimResult, check_claim, rulerefs
from tortuga_kit.games.kutschfahrt.cards import BASE_ITEMS, EXPANSION_ITEMS

OR, BR, TR = "order", "brotherhood", "traitor"
EVEN = [OR, BR, OR, BR]  # 4 players: 2 v 2, no Trank
ODD = [OR, BR, OR, BR, OR]  # 5 players, base game: the Brotherhood is smaller and has the Trank
TRAITOR5 = [OR, BR, OR, BR, TR]  # 5 players with the expansion: 2 v 2 and the traitor
ROOT = Path(__file__).resolve().parents[3]
ANCHORS = page_anchors((ROOT / rulerefs.RULES_PAGE).read_text(encoding="utf-8"))


def hands(n: int, **seats: list[str]) -> list[list[str]]:
    """``n`` empty hands, with ``s0=[...]``, ``s3=[...]`` filled in."""
    out: list[list[str]] = [[] for _ in range(n)]
    for k, v in seats.items():
        out[int(k[1:])] = v
    return out


def assert_cites(r: ClaimResult) -> None:
    c = parse_citation(r.rule)
    assert c.sections and all(s in ANCHORS for s in c.sections), r.rule
    assert r.explanation and "\n" not in r.explanation


# --- society victory: correct and wrong claims ----------------------------------------------


def test_three_keys_win_for_the_whole_order() -> None:
    # seed 002: "Orden: 3 Schlüssel" and "Korrekt: Die gesamte Gesellschaft gewinnt."
    r = check_claim(0, [2], EVEN, hands(4, s0=["key", "key"], s2=["key"]))
    assert (r.allowed, r.correct, r.winners) == (True, True, (0, 2))
    assert r.rule == rulerefs.VICTORY
    assert "Correct" in r.explanation and "seats 0, 2" in r.explanation
    assert_cites(r)


def test_three_goblets_win_for_the_whole_brotherhood() -> None:
    # seed 002: "Bruderschaft: 3 Kelche"
    r = check_claim(3, [1], EVEN, hands(4, s1=["goblet"], s3=["goblet", "goblet", "dagger"]))
    assert (r.correct, r.winners) == (True, (1, 3))


def test_members_not_named_win_too() -> None:
    # reference §6.2: "Correct: every member of S wins, named or not."
    socs = [OR, BR, OR, BR, OR, BR]
    r = check_claim(0, [], socs, hands(6, s0=["key", "key", "key"]))
    assert r.correct and r.winners == (0, 2, 4)


def test_a_wrong_claim_makes_the_other_society_win() -> None:
    # seed 002: "Falsch: Die gegnerische Gesellschaft gewinnt."
    r = check_claim(0, [], EVEN, hands(4, s0=["key", "key"], s2=["key"]))
    assert (r.allowed, r.correct, r.winners) == (True, False, (1, 3))
    assert "that makes 2, and 3 are needed" in r.explanation and "brotherhood" in r.explanation
    r = check_claim(1, [3], EVEN, hands(4, s1=["goblet"], s3=["goblet"]))
    assert (r.correct, r.winners) == (False, (0, 2))


def test_the_declarer_must_hold_a_goal_item_himself() -> None:
    # seed 002: "Er muss mindestens einen davon selbst besitzen." (reference §6.2 rule 2)
    r = check_claim(0, [2], EVEN, hands(4, s2=["key", "key", "key"]))
    assert (r.correct, r.winners) == (False, (1, 3))
    assert "himself" in r.explanation


def test_an_ally_of_the_other_society_makes_the_claim_wrong() -> None:
    # reference §6.2 rule 3: "Every n in N belongs to S"
    r = check_claim(0, [1], EVEN, hands(4, s0=["key", "key"], s1=["key"]))
    assert (r.correct, r.winners) == (False, (1, 3))
    assert "ally seat 1 is not of the order" in r.explanation


def test_an_ally_without_a_goal_item_makes_the_claim_wrong() -> None:
    # reference §11 #26: "naming an ally who holds no goal item: wrong claim"
    socs = [OR, BR, OR, BR, OR, BR]
    r = check_claim(0, [2, 4], socs, hands(6, s0=["key", "key"], s2=["key"], s4=["dagger"]))
    assert (r.correct, r.winners) == (False, (1, 3, 5))
    assert "ally seat 4 holds no key" in r.explanation


def test_a_goal_item_of_the_other_kind_does_not_count() -> None:
    # seed 002: the Order collects "Schlüssel", the Brotherhood "Kelche"
    r = check_claim(0, [2], EVEN, hands(4, s0=["key", "goblet"], s2=["key"]))
    assert not r.correct


def test_a_bag_counts_only_once_the_draw_pile_is_empty() -> None:
    # seed 002: "(oder 2 + Koffer mit Schlüssel)", "Wird zum Schlüssel/Kelch, wenn der Stapel
    # leer ist." reference §11 #25: counting a bag while the pile has cards is a wrong claim
    h = hands(4, s0=["key", "secret_bag_key"], s2=["key"])
    r = check_claim(0, [2], EVEN, h)
    assert (r.correct, r.winners) == (False, (1, 3))
    assert "only once the draw pile is empty" in r.explanation
    assert check_claim(0, [2], EVEN, h, pile_empty=True).winners == (0, 2)
    # the goblet bag never counts for the Order
    h = hands(4, s0=["key", "secret_bag_goblet"], s2=["key"])
    assert not check_claim(0, [2], EVEN, h, pile_empty=True).correct


def test_a_bag_alone_lets_its_holder_declare_once_the_pile_is_empty() -> None:
    # reference §6.2 rule 2: count(declarer) includes the matching Bag if the pile is empty
    h = hands(4, s1=["secret_bag_goblet"], s3=["goblet", "goblet"])
    assert not check_claim(1, [3], EVEN, h).correct
    assert check_claim(1, [3], EVEN, h, pile_empty=True).winners == (1, 3)


# --- the Trank der Macht at odd counts ------------------------------------------------------


def test_the_smaller_society_needs_two_and_its_trank() -> None:
    # seed 002: "Underdog (ungerade Spielerzahl, zahlenmäßig unterlegene Gesellschaft):
    # 2 Sigillen + Trank der Macht"
    r = check_claim(1, [3], ODD, hands(5, s1=["goblet"], s3=["goblet"]))
    assert (r.correct, r.winners) == (True, (1, 3))
    assert "Trank der Macht" in r.explanation
    assert r.rule == f"{rulerefs.VICTORY} · rules §one-trank · ASSUMED"
    assert_cites(r)


def test_the_larger_society_has_no_trank() -> None:
    # reference §6.2: "Trank claimed by the larger society" is a wrong claim
    r = check_claim(0, [2], ODD, hands(5, s0=["key"], s2=["key"]))
    assert (r.correct, r.winners) == (False, (1, 3))
    assert check_claim(0, [2], ODD, hands(5, s0=["key", "key"], s2=["key"])).winners == (0, 2, 4)


def test_the_smaller_society_with_one_item_its_bag_and_the_trank() -> None:
    # seed 002: "(oder 1 + Koffer + Trank)"
    h = hands(5, s1=["goblet", "secret_bag_goblet"])
    assert check_claim(1, [], ODD, h, pile_empty=True).winners == (1, 3)
    assert check_claim(1, [], ODD, h).winners == (0, 2, 4)  # the pile has cards: wrong


def test_only_one_trank_counts_and_never_for_the_declarers_own_item() -> None:
    # reference §6.2 rule 4 [A]: "At most one Trank counts per claim", "The Trank never replaces
    # the declarer's own item in rule 2"
    r = check_claim(1, [], ODD, hands(5, s1=["goblet"]))
    assert (r.correct, r.winners) == (False, (0, 2, 4))
    r = check_claim(1, [3], ODD, hands(5, s3=["goblet", "goblet"]))
    assert not r.correct and "ASSUMED" in r.rule


def test_at_three_players_the_single_player_has_the_trank() -> None:
    # reference §2.2: 3 players, "2 v 1", Trank for the smaller side
    socs = [OR, BR, OR]
    assert check_claim(1, [], socs, hands(3, s1=["goblet", "goblet"])).winners == (1,)
    assert check_claim(0, [2], socs, hands(3, s0=["key"], s2=["key"])).winners == (1,)


def test_with_a_traitor_the_societies_are_equal_and_the_traitor_loses() -> None:
    # seed 002: "Der überschüssige Spieler ist der Verräter"; reference §2.2 [A] no Trank with
    # equal societies; §6.2 [A] "In a traitor game the traitor loses in both cases"
    h = hands(5, s1=["goblet"], s3=["goblet"], s4=["goblet"])
    r = check_claim(1, [3], TRAITOR5, h)
    assert (r.correct, r.winners) == (False, (0, 2))
    assert "traitor-loses" in r.rule and r.rule.endswith("ASSUMED")
    h = hands(5, s0=["key", "key"], s2=["key"])
    assert check_claim(0, [2], TRAITOR5, h).winners == (0, 2)


# --- who may declare ------------------------------------------------------------------------


def test_the_black_pearl_holder_may_not_declare_his_societys_win() -> None:
    # seed 002: "Schwarze Perle: Der Besitzer darf den Sieg seiner Gesellschaft nicht verkünden"
    r = check_claim(0, [2], EVEN, hands(4, s0=["key", "key", "black_pearl"], s2=["key"]))
    assert (r.allowed, r.correct, r.winners) == (False, False, ())
    assert "Black Pearl" in r.explanation


def test_the_black_pearl_holder_may_be_named_as_an_ally() -> None:
    # reference §11 #21 [A]: "the Pearl only stops declaring"
    r = check_claim(0, [2], EVEN, hands(4, s0=["key", "key"], s2=["key", "black_pearl"]))
    assert r.correct and r.winners == (0, 2)
    assert "pearl-ally" in r.rule and r.rule.endswith("ASSUMED")


def test_the_mercenary_may_not_declare_except_as_traitor() -> None:
    # seed 002: "Söldner dürfen den Sieg nicht verkünden (außer als Verräter)."
    profs = ["mercenary", None, None, None, None]
    h = hands(5, s0=["key", "key", "key", "coat_of_arms"])
    r = check_claim(0, [], ODD, h, professions=profs)
    assert (r.allowed, r.winners) == (False, ())
    assert "Mercenary" in r.explanation
    assert not check_claim(0, [], ODD, h, kind="coat_of_arms", professions=profs).allowed
    assert check_claim(0, [], ODD, h).winners == (0, 2, 4)  # without the Mercenary, correct
    socs = [TR, BR, OR, BR, OR]
    r = check_claim(0, [], socs, h, kind="traitor", professions=profs)
    assert (r.allowed, r.correct, r.winners) == (True, True, (0,))


def test_the_traitor_cannot_declare_a_society_win() -> None:
    # reference §6.2 rule 1: "A traitor cannot make a society claim."
    r = check_claim(4, [], TRAITOR5, hands(5, s4=["key", "key", "key"]))
    assert (r.allowed, r.winners) == (False, ())
    assert "traitor" in r.explanation


# --- the Coat of Arms of the Lodge ----------------------------------------------------------


def test_the_coat_of_arms_with_three_mixed_goal_items_wins_alone() -> None:
    # seed 002: "Wappen der Loge: Solosieg mit Wappen + 3 gemischten Sigillen (keine Verbündeten
    # nötig)"; reference §6.3
    h = hands(4, s1=["coat_of_arms", "key", "goblet", "goblet"])
    r = check_claim(1, [], EVEN, h, kind="coat_of_arms")
    assert (r.allowed, r.correct, r.winners) == (True, True, (1,))
    assert r.rule == rulerefs.COAT_OF_ARMS
    assert_cites(r)


def test_a_coat_of_arms_claim_with_too_few_is_refused() -> None:
    # reference §6.3 / §13 [A]: "the engine rejects it as illegal"
    h = hands(4, s1=["coat_of_arms", "key", "goblet"])
    r = check_claim(1, [], EVEN, h, kind="coat_of_arms")
    assert (r.allowed, r.correct, r.winners) == (False, False, ())
    assert "wrong-solo" in r.rule and r.rule.endswith("ASSUMED")


def test_a_coat_of_arms_claim_needs_the_coat_of_arms() -> None:
    # seed 002: "Solosieg mit Wappen"
    h = hands(4, s1=["key", "goblet", "goblet"])
    r = check_claim(1, [], EVEN, h, kind="coat_of_arms")
    assert not r.allowed and "does not hold the Coat of Arms" in r.explanation


def test_for_the_coat_of_arms_bags_count_with_an_empty_pile_the_trank_never() -> None:
    # seed 002: "(Koffer zählen, Trank der Macht nicht)"; reference §6.3 [I] bags only with an
    # empty pile
    h = hands(5, s1=["coat_of_arms", "key", "goblet", "secret_bag_key"])
    assert not check_claim(1, [], ODD, h, kind="coat_of_arms").allowed
    assert check_claim(1, [], ODD, h, kind="coat_of_arms", pile_empty=True).winners == (1,)
    # the Brotherhood is smaller at 5, but its Trank does not help the Coat of Arms
    h = hands(5, s1=["coat_of_arms", "goblet", "goblet"])
    assert not check_claim(1, [], ODD, h, kind="coat_of_arms").allowed


def test_the_black_pearl_does_not_stop_a_coat_of_arms_win() -> None:
    # seed 002: "(Solo/Verräter不受此限)"; reference §0.3, §13 [D]: default the seed
    h = hands(4, s1=["coat_of_arms", "key", "key", "goblet", "black_pearl"])
    r = check_claim(1, [], EVEN, h, kind="coat_of_arms")
    assert r.correct and r.winners == (1,)
    assert "pearl-solo" in r.rule and r.rule.endswith("ASSUMED")


def test_a_solo_claim_names_no_allies() -> None:
    # seed 002: "(keine Verbündeten nötig)", "verkündet allein"
    h = hands(4, s1=["coat_of_arms", "key", "key", "goblet"], s3=["goblet"])
    assert not check_claim(1, [3], EVEN, h, kind="coat_of_arms").allowed


# --- the traitor ----------------------------------------------------------------------------


def test_the_traitor_with_three_mixed_goal_items_wins_alone() -> None:
    # seed 002: "Verräter: 3 gemischte Sigillen, verkündet allein"; reference §6.4
    h = hands(5, s4=["key", "goblet", "key"])
    r = check_claim(4, [], TRAITOR5, h, kind="traitor")
    assert (r.allowed, r.correct, r.winners) == (True, True, (4,))
    assert r.rule == rulerefs.TRAITOR
    assert_cites(r)


def test_a_traitor_claim_with_too_few_or_by_another_player_is_refused() -> None:
    # reference §6.4 [A]: "A wrong traitor claim: same default as §6.3"
    r = check_claim(4, [], TRAITOR5, hands(5, s4=["key", "goblet"]), kind="traitor")
    assert not r.allowed and "wrong-solo" in r.rule
    r = check_claim(0, [], TRAITOR5, hands(5, s0=["key", "key", "key"]), kind="traitor")
    assert not r.allowed and "not the traitor" in r.explanation


def test_the_traitor_may_declare_with_the_black_pearl_and_count_bags_at_an_empty_pile() -> None:
    # seed 002: "(Solo/Verräter不受此限)"; reference §6.4 [S], [A] "Bags count while the pile is
    # empty"
    h = hands(5, s4=["black_pearl", "key", "goblet", "secret_bag_goblet"])
    assert not check_claim(4, [], TRAITOR5, h, kind="traitor").allowed
    r = check_claim(4, [], TRAITOR5, h, kind="traitor", pile_empty=True)
    assert r.winners == (4,)
    assert "traitor-bags" in r.rule and "pearl-solo" in r.rule and r.rule.endswith("ASSUMED")


# --- bad input ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "kwargs", "message"),
    [
        ((0, [], EVEN, hands(4)), {"kind": "duel"}, "kind 'duel' is not one of"),
        ((0, [], [OR, BR, OR, "pirates"], hands(4)), {}, "seat 3: society 'pirates'"),
        ((0, [], "order", hands(4)), {}, "societies must be a list"),
        ((0, [], [OR, BR], hands(2)), {}, "2 seats"),
        ((0, [], [TR, TR, OR, BR], hands(4)), {}, "at most one traitor"),
        ((4, [], EVEN, hands(4)), {}, "declarer 4 is not a seat 0–3"),
        ((-1, [], EVEN, hands(4)), {}, "declarer -1"),
        ((True, [], EVEN, hands(4)), {}, "declarer True"),
        ((0, [0], EVEN, hands(4)), {}, "ally 0 is the declarer"),
        ((0, [2, 2], EVEN, hands(4)), {}, "ally 2 is named twice"),
        ((0, [7], EVEN, hands(4)), {}, "ally 7 is not a seat"),
        ((0, 2, EVEN, hands(4)), {}, "allies must be a list"),
        ((0, [], EVEN, hands(3)), {}, "items must be a list of 4 hands"),
        ((0, [], EVEN, "key"), {}, "items must be a list of 4 hands"),
        ((0, [], EVEN, [["key"], "goblet", [], []]), {}, "seat 1: items must be a list"),
        ((0, [], EVEN, hands(4, s2=["rum"])), {}, "seat 2: 'rum' is not an item"),
        ((0, [], EVEN, hands(4, s0=["key"] * 2, s1=["key"] * 2)), {}, "4 × key"),
        ((0, [], EVEN, hands(4)), {"professions": ["pirate"] * 4}, "'pirate' is not a prof"),
        ((0, [], EVEN, hands(4)), {"professions": [None]}, "professions must have 4 entries"),
    ],
)
def test_bad_input_is_one_clear_value_error(
    args: tuple[object, ...], kwargs: dict[str, object], message: str
) -> None:
    # the kit's contract (rules §victory): bad input is a ValueError of one line
    with pytest.raises(ValueError, match=message) as err:
        check_claim(*args, **kwargs)  # type: ignore[arg-type]
    assert "\n" not in str(err.value)


# --- properties -----------------------------------------------------------------------------

COPIES = {**BASE_ITEMS, **EXPANSION_ITEMS}
GOALS = ["key", "goblet", "secret_bag_key", "secret_bag_goblet", "black_pearl", "coat_of_arms"]


@st.composite
def positions(draw: st.DrawFn) -> tuple[list[str], list[list[str]]]:
    n = draw(st.integers(3, 10))
    half = n // 2
    socs = [OR] * half + [BR] * half
    if n % 2:
        socs.append(
            draw(st.sampled_from([OR, BR, TR])) if n > 3 else draw(st.sampled_from([OR, BR]))
        )
    socs = draw(st.permutations(socs))
    deck = [i for i in GOALS + ["dagger", "whip", "tome"] for _ in range(COPIES[i])]
    cards = draw(st.lists(st.sampled_from(range(len(deck))), unique=True, max_size=len(deck)))
    h: list[list[str]] = [[] for _ in range(n)]
    for c in cards:
        h[draw(st.integers(0, n - 1))].append(deck[c])
    return list(socs), h


@settings(max_examples=300)
@given(positions(), st.data())
def test_a_claims_winners_are_one_whole_society_or_the_declarer(
    position: tuple[list[str], list[list[str]]], data: st.DataObject
) -> None:
    # seed 002: "Korrekt: Die gesamte Gesellschaft gewinnt. Falsch: Die gegnerische Gesellschaft
    # gewinnt."; reference §6.2–§6.4
    socs, h = position
    n = len(socs)
    declarer = data.draw(st.integers(0, n - 1))
    others = [s for s in range(n) if s != declarer]
    allies = data.draw(st.lists(st.sampled_from(others), unique=True, max_size=3))
    kind = data.draw(st.sampled_from(["society", "coat_of_arms", "traitor"]))
    pile_empty = data.draw(st.booleans())
    r = check_claim(declarer, allies, socs, h, kind=kind, pile_empty=pile_empty)
    assert_cites(r)
    assert list(r.winners) == sorted(r.winners)
    if not r.allowed:
        assert not r.correct and r.winners == ()
        return
    own = socs[declarer]
    if kind == "society":
        other = BR if own == OR else OR
        side = own if r.correct else other
        assert r.winners == tuple(s for s in range(n) if socs[s] == side)
        assert own != TR and "black_pearl" not in h[declarer]
    else:
        assert r.correct and r.winners == (declarer,) and not allies
