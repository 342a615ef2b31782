"""Kutschfahrt's setup and hand limit (``setup/rules.py``, rules §setup, §hand-limit): each test
names its source.

Sources: seed 002, "2. Reisevorbereitung" (quoted in German), and the compiled reference
``shared/rules/kutschfahrt.md`` (§2.1–§2.6, §7, §11, §13).
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from tortuga_kit.engine.citations import page_anchors, parse_citation
from tortuga_kit.games.kutschfahrt import (
    Deal,
    deal,
    forced_gifts,
    hand_limit,
    options,
    over_limit,
    rulerefs,
    societies_for,
    trank_in_play,
)
from tortuga_kit.games.kutschfahrt.cards import (
    BASE_ITEMS,
    BASE_PROFESSIONS,
    EVENTS,
    EXPANSION_ITEMS,
    EXPANSION_PROFESSIONS,
    SEALED,
    SECRET_BAGS,
)
from tortuga_kit.games.kutschfahrt.game import GAME
from tortuga_kit.games.kutschfahrt.setup import play as setup_play
from tortuga_kit.games.kutschfahrt.setup import rules as setup_rules

OR, BR, TR = "order", "brotherhood", "traitor"
COUNTS = range(3, 11)
ROOT = Path(__file__).resolve().parents[3]
ANCHORS = page_anchors((ROOT / rulerefs.RULES_PAGE).read_text(encoding="utf-8"))
SEEDS = range(500)


def assert_cites(d: Deal) -> None:
    c = parse_citation(d.rule)
    assert c.sections and all(s in ANCHORS for s in c.sections), d.rule
    assert d.explanation and "\n" not in d.explanation


def full_deck(players: int, expansion: bool, keep_coat: bool = False) -> Counter[str]:
    deck = Counter(BASE_ITEMS) + (Counter(EXPANSION_ITEMS) if expansion else Counter())
    if players == 3:
        deck["black_pearl"] -= 1
    if players == 10 and not keep_coat:
        deck["coat"] -= 1
    return +deck


# --- societies (seed: "Gerade Spielerzahl (4/6/8/10): Je halb Orden (OR) und Bruderschaft (BR)")


def test_society_table_base_game() -> None:
    """Reference §2.2 (base): equal halves at even counts; one more of each than half at odd
    counts ("Jeweils ein Mitglied mehr als halb OR/BR"), one card left out unseen."""
    table = {3: 2, 4: 2, 5: 3, 6: 3, 7: 4, 8: 4, 9: 5, 10: 5}
    for n, each in table.items():
        cards = societies_for(n)
        assert Counter(cards) == {OR: each, BR: each}, n
        assert len(cards) - n == n % 2
        assert trank_in_play(n) == (n % 2 == 1)


def test_society_table_expansion_traitor_at_5_7_9_none_at_3() -> None:
    """Seed: "Der überschüssige Spieler ist der Verräter (außer bei 3 Spielern — dort gibt es
    keinen Verräter, der zusätzliche Spieler bekommt eine zufällige Gesellschaft)"; reference
    §2.2 (expansion table, rules §setup-societies)."""
    for n in COUNTS:
        cards = Counter(societies_for(n, expansion=True))
        if n in (5, 7, 9):
            assert cards == {OR: (n - 1) // 2, BR: (n - 1) // 2, TR: 1}
            assert not trank_in_play(n, expansion=True)
        else:
            assert cards == Counter(societies_for(n))
            assert TR not in cards
            assert trank_in_play(n, expansion=True) == (n == 3)


def test_the_trank_goes_to_the_smaller_society_which_the_deal_names() -> None:
    """Reference §2.2: at odd counts without a traitor every player holds a Trank; only the
    smaller society's counts. The card left out decides which society is smaller."""
    seen = set()
    for n in (3, 5, 7, 9):
        for seed in range(60):
            d = deal(n, seed)
            counts = Counter(d.societies)
            assert d.trank and d.society_out in (OR, BR)
            assert counts[d.smaller] == (n - 1) // 2 and counts[d.society_out] == (n - 1) // 2
            assert d.smaller == d.society_out
            seen.add(d.smaller)
    assert seen == {OR, BR}
    for n in (4, 6, 8, 10):
        d = deal(n, 1)
        assert (d.trank, d.smaller, d.society_out) == (False, None, None)
    d = deal(7, 1, expansion=True)
    assert (d.trank, d.smaller, d.society_out) == (False, None, None)
    assert Counter(d.societies)[TR] == 1


# --- hand limit (seed: "Handkartenlimit - 3 Spieler: 8 Gegenstände - 4 Spieler: 6 ...")


def test_hand_limits_base_and_expansion() -> None:
    """Seed: "3 Spieler: 8 Gegenstände, 4 Spieler: 6 Gegenstände, 5+ Spieler: 5 Gegenstände,
    Erweiterung: 3 Spieler 11, 4 Spieler 8, 5 Spieler 7, 6+ Spieler 6" (reference §2.5)."""
    assert [hand_limit(n) for n in COUNTS] == [8, 6, 5, 5, 5, 5, 5, 5]
    assert [hand_limit(n, expansion=True) for n in COUNTS] == [11, 8, 7, 6, 6, 6, 6, 6]
    assert deal(3, 0).hand_limit == 8 and deal(5, 0, expansion=True).hand_limit == 7


def test_over_limit_counts_items_above_the_limit() -> None:
    """Reference §7: above the limit, a player gives until he is at it."""
    assert over_limit(["key"] * 7, 5) == 2
    assert over_limit(["key"] * 5, 5) == 0
    assert over_limit([], 0) == 0


def test_forced_gifts_go_to_players_below_the_limit_clockwise() -> None:
    """Seed: "muss er sofort so viele Gegenstände seiner Wahl an einen anderen Spieler
    verschenken, bis er das Maximum erreicht"; reference §7 default: only to players below the
    limit, several givers clockwise from the active player (rules §gift-recipient)."""
    g = forced_gifts([5, 7, 5, 6, 2], 5, active=2)
    assert g.givers == ((3, 1), (1, 2))
    assert g.receivers == ((4, 3),)
    assert "ASSUMED" in g.rule and parse_citation(g.rule).sections[0] == "hand-limit"
    assert forced_gifts([5, 5, 5], 5).givers == ()
    loose = forced_gifts([6, 5, 5], 5, below_limit_only=False)
    assert loose.givers == ((0, 1),) and [s for s, _ in loose.receivers] == [1, 2]


def test_forced_gifts_without_room_below_the_limit_is_an_error() -> None:
    """Reference §7 default: a gift must go below the limit; with no room it cannot be done."""
    with pytest.raises(ValueError, match="room for only 0"):
        forced_gifts([6, 5, 5], 5)


# --- the deal (seed: "Die beiden Geheimen Koffer werden aus dem Stapel herausgesucht ...")


@pytest.mark.parametrize("expansion", [False, True])
def test_every_item_is_in_exactly_one_hand_or_the_pile(expansion: bool) -> None:
    """Seed: "Die restlichen Karten bilden den verdeckten Nachziehstapel"; reference §2.3, §2.4:
    every item of the deck, minus the ones out, is in one hand or the pile (500 seeds × 8
    counts)."""
    for n in COUNTS:
        deck = full_deck(n, expansion)
        for seed in SEEDS:
            d = deal(n, seed, expansion=expansion)
            held = Counter(i for h in d.items for i in h)
            assert held + Counter(d.pile) == deck, (n, seed)
            assert Counter(d.removed) + deck == Counter(BASE_ITEMS) + (
                Counter(EXPANSION_ITEMS) if expansion else Counter()
            )


@pytest.mark.parametrize("expansion", [False, True])
def test_starting_items_are_sealed_and_both_bags_are_dealt(expansion: bool) -> None:
    """Seed: "Alle Karten mit Sigill werden gemischt; davon werden 2 weniger als Spieler verdeckt
    abgezählt und mit den Koffern gemischt. Jeder Spieler erhält verdeckt ein Reisegepäck. Bei 3
    Spielern erhält jeder 2 Gegenstände" (reference §2.3, rules §setup-three-players)."""
    for n in COUNTS:
        for seed in range(200):
            d = deal(n, seed, expansion=expansion)
            each = 2 if n == 3 else 1
            assert [len(h) for h in d.items] == [each] * n
            dealt = [i for h in d.items for i in h]
            assert sorted(i for i in dealt if i in SECRET_BAGS) == sorted(SECRET_BAGS)
            assert all(i in SEALED or i in SECRET_BAGS for i in dealt)
            assert len(d.pile) == sum(full_deck(n, expansion).values()) - each * n


def test_deck_sizes_match_the_reference_table() -> None:
    """Reference §2.4: the draw pile at the start, base and expansion."""
    base = {3: 14, 4: 17, 5: 16, 6: 15, 7: 14, 8: 13, 9: 12, 10: 10}
    for n, pile in base.items():
        assert len(deal(n, 3).pile) == pile
        assert len(deal(n, 3, expansion=True).pile) == pile + 10
    assert len(deal(10, 3, expansion=True, keep_coat_at_10=True).pile) == 21


def test_unsealed_deal_may_start_with_any_item() -> None:
    """Reference §1.2, §10: the seal marks the beginner subset; ``sealed=False`` counts the
    starting items out from every item but the Bags."""
    dealt = {i for seed in range(300) for h in deal(8, seed, sealed=False).items for i in h}
    assert dealt - SEALED - set(SECRET_BAGS)
    assert set(SECRET_BAGS) <= dealt
    for seed in range(50):
        d = deal(8, seed, sealed=False)
        held = Counter(i for h in d.items for i in h)
        assert held + Counter(d.pile) == full_deck(8, False)
        assert sum(i in SECRET_BAGS for h in d.items for i in h) == 2


def test_the_black_pearl_is_out_at_3_players() -> None:
    """Seed: "3 Spieler: Die „Schwarze Perle" wird aus dem Spiel genommen" (reference §11 #22)."""
    for seed in range(100):
        for expansion in (False, True):
            d = deal(3, seed, expansion=expansion)
            assert d.removed == ("black_pearl",)
            assert "black_pearl" not in d.pile and all("black_pearl" not in h for h in d.items)
    assert "black_pearl" in deal(4, 0).pile + sum(deal(4, 0).items, ())


def test_the_coat_is_out_at_10_players_unless_kept_with_the_expansion() -> None:
    """Seed: "10 Spieler: Der „Mantel" wird aus dem Spiel genommen"; reference §2.1, §11 #30:
    ``keep_coat_at_10`` keeps it with the expansion (rules §setup-coat)."""
    for expansion in (False, True):
        d = deal(10, 5, expansion=expansion)
        assert d.removed == ("coat",) and "coat" not in d.pile
    kept = deal(10, 5, expansion=True, keep_coat_at_10=True)
    assert kept.removed == () and "coat" in kept.pile
    assert parse_citation(kept.rule).assumed and "setup-coat" in kept.rule
    assert deal(9, 5).removed == ()
    with pytest.raises(ValueError, match="needs the expansion"):
        deal(10, 5, keep_coat_at_10=True)


def test_three_player_draw_variant() -> None:
    """Reference §2.3 alternative: one each by the sealed deal, then each draws from the pile."""
    for seed in range(100):
        d = deal(3, seed, three_player_deal="draw")
        assert [len(h) for h in d.items] == [2, 2, 2]
        assert sum(i in SECRET_BAGS for h in d.items for i in h) == 2
        assert Counter(i for h in d.items for i in h) + Counter(d.pile) == full_deck(3, False)


@pytest.mark.parametrize("expansion", [False, True])
def test_societies_and_professions_are_dealt_one_each_and_distinct(expansion: bool) -> None:
    """Seed: "Jeder Spieler erhält verdeckt einen Beruf. In der Erweiterung erhält jeder zwei
    Berufe und wählt einen davon. Übrig bleibende Berufe bilden einen verdeckten Stapel"."""
    profs = set(BASE_PROFESSIONS) | (set(EXPANSION_PROFESSIONS) if expansion else set())
    per = 2 if expansion else 1
    for n in COUNTS:
        for seed in range(100):
            d = deal(n, seed, expansion=expansion)
            assert Counter(d.societies) + Counter([d.society_out] if d.society_out else []) == (
                Counter(societies_for(n, expansion=expansion))
            )
            offered = [p for ps in d.professions for p in ps]
            assert all(len(ps) == per for ps in d.professions)
            assert len(set(offered + list(d.profession_stack))) == len(profs)
            assert set(offered) | set(d.profession_stack) == profs
            assert len(d.profession_stack) == len(profs) - per * n


def test_start_player_coachman_and_events() -> None:
    """Reference §2.6 and §1.6 (rules §setup-start): a random start player unless given; with
    the expansion the start player takes the coach card first and 25 events are shuffled."""
    starts = {deal(6, seed).start_player for seed in range(200)}
    assert starts == set(range(6))
    d = deal(6, 1, expansion=True)
    assert d.coachman == d.start_player
    assert Counter(d.events) == Counter({e: c for e, (c, _) in EVENTS.items()})
    assert len(d.events) == 25
    assert deal(6, 1).coachman is None and deal(6, 1).events == ()
    d = deal(6, 1, expansion=True, start_player=4, coachman=2)
    assert (d.start_player, d.coachman) == (4, 2)
    assert_cites(d)


def test_same_seed_same_deal_different_seeds_differ() -> None:
    """The kit's seeded random source (``tortuga_kit/engine/rng.py``): a seed fixes the deal."""
    for n in COUNTS:
        for expansion in (False, True):
            assert deal(n, 42, expansion=expansion) == deal(n, 42, expansion=expansion)
            assert deal(n, "lesson 3", expansion=expansion) == deal(
                n, "lesson 3", expansion=expansion
            )
            shown = {
                (deal(n, s, expansion=expansion).items, deal(n, s, expansion=expansion).pile)
                for s in range(20)
            }
            assert len(shown) == 20


def test_every_deal_cites_the_page() -> None:
    """Rules §setup cites only sections of the page, ASSUMED where an assumption decides."""
    for n in COUNTS:
        for expansion in (False, True):
            d = deal(n, 0, expansion=expansion)
            assert_cites(d)
            assert parse_citation(d.rule).sections[0] == "setup"


@pytest.mark.parametrize(
    ("call", "match"),
    [
        (lambda: deal(2, 1), "3–10 players"),
        (lambda: deal(11, 1), "3–10 players"),
        (lambda: deal(True, 1), "whole number"),
        (lambda: deal(4, 1.5), "seed must be"),
        (lambda: deal(4, None), "seed must be"),
        (lambda: deal(4, 1, expansion="yes"), "expansion must be True or False"),
        (lambda: deal(4, 1, sealed=1), "sealed must be True or False"),
        (lambda: deal(3, 1, three_player_deal="two"), "three_player_deal"),
        (lambda: deal(4, 1, start_player=4), "start_player"),
        (lambda: deal(4, 1, coachman=1), "needs the expansion"),
        (lambda: societies_for(1), "3–10 players"),
        (lambda: hand_limit(12, expansion=True), "3–10 players"),
        (lambda: over_limit("key", 5), "list of items"),
        (lambda: forced_gifts([1, 2], 5), "3–10 players"),
        (lambda: forced_gifts([1, 2, -1], 5), "seat 2"),
        (lambda: forced_gifts([1, 2, 3], 5, active=3), "active"),
    ],
)
def test_bad_input_is_a_one_line_value_error(call: object, match: str) -> None:
    """Bad input is one readable line, as everywhere in the kit."""
    with pytest.raises(ValueError, match=match) as e:
        call()  # type: ignore[operator]
    assert "\n" not in str(e.value)


def test_the_setup_is_one_package_named_for_the_concept() -> None:
    """Issue 24, one name per rulebook concept: the deal was ``setup.py`` and the match's setup
    ``setup()`` in ``options.py``, two files with unrelated names. Now ``setup/`` holds both,
    ``rules.py`` the pure deal and ``play.py`` the match's setup, as ``fight/``, ``trade/`` and
    ``victory/`` hold theirs; ``options.py`` holds the options and nothing that deals."""
    package = ROOT / "tortuga_kit" / "games" / "kutschfahrt"
    for concept in ("setup", "fight", "trade", "victory"):
        assert {"rules.py", "play.py"} <= {p.name for p in (package / concept).iterdir()}, concept
    assert not (package / "setup.py").exists()
    assert GAME._deal is setup_play.setup
    assert deal is setup_rules.deal
    assert not hasattr(options, "setup") and not hasattr(options, "deal")
