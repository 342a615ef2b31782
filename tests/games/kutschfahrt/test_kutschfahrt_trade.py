"""Kutschfahrt's trading rules (``trade/rules.py``, rules §trade): each test names its source.

Sources: seed 002, "3. B. Gegenstand tauschen" and "5. Gegenstände" (quoted in German), and the
compiled reference ``shared/rules/kutschfahrt.md`` (§1.2, §1.3, §4, §11, §13).
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tortuga_kit.games.kutschfahrt import TradeRules, rulerefs, trade_effects, trade_rules
from tortuga_kit.games.kutschfahrt.cards import BASE_ITEMS, EXPANSION_ITEMS, ITEMS, MUST_ACCEPT
from tortuga_kit.games.kutschfahrt.trade.rules import TRADE_EFFECTS

COPIES = {**BASE_ITEMS, **EXPANSION_ITEMS}
NO_EFFECT = ("key", "goblet", "black_pearl", "dagger", "gloves", "whip", "coat_of_arms")


# --- what the receiver may do ---------------------------------------------------------------


def test_an_ordinary_offer_may_be_accepted_or_refused() -> None:
    # seed 002: "Der Mitspieler entscheidet: annehmen oder ablehnen."
    r = trade_rules("dagger", ["key", "goblet", "key"])
    assert isinstance(r, TradeRules)
    assert (r.must_accept, r.must_refuse) == (False, False)
    assert r.returnable == ("key", "goblet")  # distinct, in the order of the hand
    assert r.rule == rulerefs.TRADE
    assert "may accept or refuse" in r.explanation


def test_the_receiver_gives_back_one_of_his_own_items() -> None:
    # seed 002: "Der Mitspieler behält die Karte und gibt dem Anbieter einen anderen Gegenstand
    # verdeckt zurück." The offered card is not his yet, so it is never returnable.
    r = trade_rules("monocle", ["tome", "whip"])
    assert "monocle" not in r.returnable
    assert set(r.returnable) == {"tome", "whip"}


@pytest.mark.parametrize("item", sorted(MUST_ACCEPT))
def test_the_pearl_the_mirror_and_the_crystal_ball_must_be_accepted(item: str) -> None:
    # seed 002: "Schwarze Perle | Muss angenommen werden", "Zerbrochener Spiegel | Muss
    # angenommen werden", "Kristallkugel | Muss angenommen werden" (reference §4.1)
    r = trade_rules(item, ["key"])
    assert r.must_accept and not r.must_refuse
    assert r.returnable == ("key",)
    assert "must be accepted" in r.explanation


def test_other_items_need_not_be_accepted() -> None:
    # seed 002 names only those three "Muss angenommen werden" (reference §4.1)
    for item in ITEMS:
        if item not in MUST_ACCEPT:
            assert not trade_rules(item, ["whip" if item != "whip" else "dagger"]).must_accept


def test_the_crystal_ball_takes_a_random_card_back() -> None:
    # seed 002: "Der Tauschpartner darf nicht wählen, was er zurückgibt — du ziehst zufällig."
    r = trade_rules("crystal_ball", ["key", "dagger"])
    assert r.returnable == ("key", "dagger")  # the pool of the random draw
    assert "random" in r.explanation


def test_only_a_bag_against_the_other_bag_must_be_refused() -> None:
    # seed 002: "(Muss ablehnen, wenn er nur einen Koffer besitzt und ihm der andere Koffer
    # angeboten wird.)" (reference §11 #1)
    r = trade_rules("secret_bag_key", ["secret_bag_goblet"])
    assert r.must_refuse and not r.must_accept
    assert r.returnable == ()
    assert "must refuse" in r.explanation and "draw pile" in r.explanation


def test_no_bag_for_bag_while_the_pile_lasts_but_something_else_may_go_back() -> None:
    # seed 002: "Koffer dürfen nicht gegeneinander getauscht werden (solange der Stapel nicht
    # leer ist)." (reference §11 #4)
    r = trade_rules("secret_bag_goblet", ["secret_bag_key", "whip"])
    assert not r.must_refuse
    assert r.returnable == ("whip",)
    assert "may not go back" in r.explanation


def test_bag_for_bag_is_allowed_once_the_pile_is_empty() -> None:
    # reference §11 #2: "allowed: they are a key and a goblet now" (ZH-blog, seed 002 "Wird zum
    # Schlüssel/Kelch, wenn der Stapel leer ist.")
    r = trade_rules("secret_bag_key", ["secret_bag_goblet"], pile_empty=True)
    assert not r.must_refuse
    assert r.returnable == ("secret_bag_goblet",)


def test_a_bag_offered_to_a_player_without_the_other_bag_is_ordinary() -> None:
    # reference §4: the restriction is only about the other Bag
    assert trade_rules("secret_bag_key", ["key", "gloves"]).returnable == ("key", "gloves")


def test_a_receiver_without_items_must_refuse_even_a_must_accept_card() -> None:
    # reference §11 #16 [A]: a player with 0 items "cannot receive a must-accept offer"
    for item in ("black_pearl", "dagger"):
        r = trade_rules(item, [])
        assert r.must_refuse and not r.must_accept and r.returnable == ()
        assert r.rule.endswith("ASSUMED") and rulerefs.EMPTY_HAND_TRADE in r.rule


@pytest.mark.parametrize(
    ("offered", "hand", "message"),
    [
        ("tea", [], "offered 'tea' is not an item"),
        ("key", "key", "receiver_items must be a list"),
        ("key", ["key", "spoon"], "'spoon' is not an item"),
        ("key", [1], "1 is not an item"),
        ("dagger", ["dagger"], "cannot hold dagger"),
        ("key", ["goblet"] * 4, "holds 4 × goblet"),
        ("key", ["key"] * 3, "cannot hold key"),
        (None, [], "offered None is not an item"),
    ],
)
def test_bad_input_is_one_clear_value_error(offered: object, hand: object, message: str) -> None:
    # the kit's contract (rules §trade): bad input is a ValueError of one line
    with pytest.raises(ValueError, match=message) as err:
        trade_rules(offered, hand)  # type: ignore[arg-type]
    assert "\n" not in str(err.value)


# --- the effects ----------------------------------------------------------------------------


def _partner(item: str) -> str:
    return "whip" if item != "whip" else "dagger"


@pytest.mark.parametrize("item", ITEMS)
def test_every_items_effect_helps_its_giver(item: str) -> None:
    # seed 002: "Karten, deren Text mit „Tauschst du ihn weiter…" beginnt, wirken sich für den
    # Geber aus." (reference §1.2: "trade effect (helps the giver)")
    partner = _partner(item)
    offered, returned = trade_effects(item, partner), trade_effects(partner, item)
    if item in TRADE_EFFECTS:
        assert offered == ((item, "offerer"),)
        assert returned == ((item, "receiver"),)
    else:  # goal, combat and passive items, the Pearl, the Mirror, the Ball, the Scale on a whip
        assert offered == () and returned == ()


def test_the_trade_cards_are_exactly_the_references_list() -> None:
    # reference §1.2 (category "trade"): bags, Freibrief, Monokel, Sextant, Mantel, Foliant
    assert set(TRADE_EFFECTS) == {
        "secret_bag_key",
        "secret_bag_goblet",
        "privilege",
        "monocle",
        "sextant",
        "coat",
        "tome",
    }
    assert not set(NO_EFFECT) & set(TRADE_EFFECTS)


def test_both_cards_are_named_and_both_effects_fire_receiver_first() -> None:
    # seed 002: "Beide Karten werden benannt und die Besonderheiten sofort ausgeführt."
    # reference §13 [D]: order "receiver first (flag)"
    assert trade_effects("privilege", "tome") == (("tome", "receiver"), ("privilege", "offerer"))
    assert trade_effects("secret_bag_key", "secret_bag_goblet") == (
        ("secret_bag_goblet", "receiver"),
        ("secret_bag_key", "offerer"),
    )


@pytest.mark.parametrize("other", ITEMS)
def test_the_broken_mirror_silences_both_cards(other: str) -> None:
    # seed 002: "Ausnahme: Der „Zerbrochene Spiegel" — beide Karten wechseln stillschweigend den
    # Besitzer." reference §11 #5 (given back), #6 (traded for a bag: no draw)
    if other == "broken_mirror":
        return
    assert trade_effects("broken_mirror", other) == ()
    assert trade_effects(other, "broken_mirror") == ()


def test_the_gold_scale_copies_the_card_its_giver_receives() -> None:
    # seed 002: "Goldwaage | Wirkt wie der Gegenstand, den du dafür erhältst"
    assert trade_effects("gold_scale", "monocle") == (
        ("monocle", "receiver"),
        ("monocle", "offerer"),
    )
    # given back by the receiver, it copies the offered card for him
    assert trade_effects("sextant", "gold_scale") == (
        ("sextant", "receiver"),
        ("sextant", "offerer"),
    )
    # it copies nothing from a card without an effect
    assert trade_effects("gold_scale", "key") == ()
    assert trade_effects("dagger", "gold_scale") == ()


@pytest.mark.parametrize("bag", ["secret_bag_key", "secret_bag_goblet"])
def test_the_gold_scale_does_not_copy_a_secret_bag(bag: str) -> None:
    # seed 002: "(außer bei Geheimem Koffer)"; reference §1.3
    assert trade_effects("gold_scale", bag) == ((bag, "receiver"),)
    assert trade_effects(bag, "gold_scale") == ((bag, "offerer"),)


def test_the_mirror_also_silences_the_gold_scale() -> None:
    # seed 002: the Mirror: "keine Besonderheiten wirken"
    assert trade_effects("gold_scale", "broken_mirror") == ()


def test_keys_and_goblets_exist_thrice_so_may_meet_in_one_trade() -> None:
    # reference §1.2: 3 keys, 3 goblets; a single card cannot be on both sides
    assert trade_effects("key", "key") == ()
    with pytest.raises(ValueError, match="only one tome"):
        trade_effects("tome", "tome")
    with pytest.raises(ValueError, match="'rum' is not an item"):
        trade_effects("rum", "key")
    with pytest.raises(ValueError, match="returned None"):
        trade_effects("key", None)  # type: ignore[arg-type]


# --- properties -----------------------------------------------------------------------------

hands = st.lists(st.sampled_from(ITEMS), max_size=8).filter(
    lambda h: all(h.count(i) <= COPIES[i] for i in set(h))
)


@given(st.sampled_from(ITEMS), hands, st.booleans())
def test_returnable_never_holds_a_card_the_receiver_lacks(
    offered: str, hand: list[str], pile_empty: bool
) -> None:
    # reference §4: he gives back one of his own items
    if hand.count(offered) + 1 > COPIES[offered]:
        return
    r = trade_rules(offered, hand, pile_empty=pile_empty)
    assert set(r.returnable) <= set(hand)
    assert len(set(r.returnable)) == len(r.returnable)
    assert not (r.must_accept and r.must_refuse)
    assert r.must_refuse == (not r.returnable)
    assert r.explanation and r.rule.startswith(rulerefs.TRADE)
    if offered in ("secret_bag_key", "secret_bag_goblet") and not pile_empty:
        assert not {"secret_bag_key", "secret_bag_goblet"} & set(r.returnable)


@given(st.sampled_from(ITEMS), st.sampled_from(ITEMS))
def test_effects_fire_only_for_the_two_givers_and_never_with_the_mirror(a: str, b: str) -> None:
    # seed 002 (the Mirror, "wirken sich für den Geber aus"); reference §4
    if a == b and COPIES[a] < 2:
        return
    fired = trade_effects(a, b)
    if "broken_mirror" in (a, b):
        assert fired == ()
    for card, giver in fired:
        assert giver in ("offerer", "receiver")
        assert card in TRADE_EFFECTS
        assert card in (a, b)
    assert len(fired) <= 2
    if fired:
        assert [g for _, g in fired] == sorted({g for _, g in fired}, reverse=True)
