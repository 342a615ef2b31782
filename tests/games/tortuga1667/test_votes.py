"""Votes: attack, mutiny and brawl, as pure functions and inside real matches.

Sources: seed 000 (``shared/seeds/000_8b5ad32320a277cd.txt``) · Abstimmungen / rulebook p.5, its
FAQ "Wer stimmt bei einer Abstimmung mit?" and "Beispiel" (the rulebook's worked examples), and
the reference ``shared/rules/tortuga_1667.md`` §5. Cards are the placeholder deck's (ref §11.1);
each test names the section symbol a card shows (``CANNON``, ``SKULL``, ...).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest
from helpers import (
    BRITISH,
    CANNON,
    DOUBLE_BRITISH,
    DOUBLE_FRENCH,
    FIRE,
    PLAIN_ROW,
    SKULL,
    WATER,
    WHEEL,
    assert_illegal,
    chests,
    hand,
    legal,
    lines,
    make,
    name,
    play_all,
    total_vote_cards,
    vote,
    voters_asked,
)

from tortuga_kit.engine import BadOption
from tortuga_kit.games.tortuga1667 import (
    VoteResult,
    resolve_attack,
    resolve_brawl,
    resolve_mutiny,
)

# Anne captains the Jolly Roger with Bart (First Mate) and Calico (Cabin Boy); Dirk is alone on
# the Flying Dutchman. Anne (seat 0) is to move.
JR3 = {"lines": {"jr": ["Anne", "Bart", "Calico"], "fd": ["Dirk"], "tortuga": []}, "turn": "Anne"}


# ------------------------------------------------------------------ pure functions
def test_rulebook_attack_example_two_cannons_one_fire_one_water_fails() -> None:
    """seed 000 · Beispiel / rulebook p.5: the water puts out the only fire; no cannon fires."""
    r = resolve_attack(["cannon", "cannon", "fire", "water"])
    assert r.success is False
    assert r.counts == {"cannon": 2, "fire": 1, "water": 1}


def test_rulebook_attack_example_one_cannon_two_fires_one_water_succeeds() -> None:
    """seed 000 · Beispiel / rulebook p.5: one fire is left beside a cannon, so it succeeds."""
    r = resolve_attack(["cannon", "fire", "fire", "water"])
    assert r.success is True
    assert "1 chest" in r.explanation


def test_rulebook_brawl_example_double_french_card_beats_one_british_flag() -> None:
    """seed 000 · Beispiel / rulebook p.5: a double card with 2 French flags wins 2 to 1."""
    r = resolve_brawl(["french french", "british"])
    assert r.winner == "french"
    assert r.counts == {"british": 1, "french": 2}


@pytest.mark.parametrize(
    ("symbols", "success"),
    [
        (["fire", "fire"], False),  # no cannon
        (["cannon", "cannon", "water"], False),  # no fire
        (
            ["cannon", "fire fire", "water"],
            True,
        ),  # a double fire counts 2 (seed 000 · Abstimmungen)
        (["cannon", "fire", "water", "water"], False),
        (["cannon"] * 5 + ["fire"], True),
    ],
)
def test_attack_needs_one_cannon_and_one_fire_left_after_water(
    symbols: list[str], success: bool
) -> None:
    """seed 000 FAQ · Wann ist ein Angriff erfolgreich? / rulebook p.5."""
    assert resolve_attack(symbols).success is success


@pytest.mark.parametrize(
    ("symbols", "success"),
    [
        (["skull", "wheel"], False),  # tie: nothing happens
        (["skull skull", "wheel", "wheel"], False),  # tie with a double card
        (["skull skull", "wheel"], True),
        (["skull", "wheel", "wheel"], False),
        (["skull"], True),
    ],
)
def test_mutiny_needs_a_skull_majority(symbols: list[str], success: bool) -> None:
    """seed 000 · Abstimmungen (Meuterei) / rulebook p.5: majority skull; tie or wheel: nothing."""
    assert resolve_mutiny(symbols).success is success


def test_brawl_tie_gives_one_chest_each() -> None:
    """seed 000 · Abstimmungen (Schlägerei) / rulebook p.5: a tie leaves one chest per area."""
    assert resolve_brawl(["british", "french"]).winner is None
    assert resolve_brawl(["british british", "french", "french"]).winner is None


@pytest.mark.parametrize(
    ("fn", "symbols"),
    [
        (resolve_attack, ["torch"]),
        (resolve_attack, ["cannon fire"]),
        (resolve_attack, ["cannon cannon cannon"]),
        (resolve_attack, [""]),
        (resolve_mutiny, ["british"]),
        (resolve_brawl, ["french british"]),
        (resolve_brawl, ["skull"]),
    ],
)
def test_bad_symbols_raise_bad_option_with_one_line(
    fn: Callable[[list[str]], VoteResult], symbols: list[str]
) -> None:
    """A symbol outside the section's three (or two) symbols is bad input, not a vote."""
    with pytest.raises(BadOption) as info:
        fn(symbols)
    assert "\n" not in str(info.value)
    assert info.value.code == "bad_option"


# ------------------------------------------------------------------ rulebook examples in a match
def test_match_rulebook_attack_example_fails() -> None:
    """seed 000 · Beispiel / rulebook p.5: 2 cannons, 1 fire, 1 water (the deck's top card)."""
    m = make(JR3, hands={"Anne": [CANNON], "Bart": [CANNON], "Calico": [FIRE]}, top=[WATER])
    before = chests(m)
    m.play("attack")
    vote(m, {"Anne": CANNON, "Bart": CANNON, "Calico": FIRE})
    last = m.view()["last_vote"]
    assert sorted(last["cards"]) == sorted([CANNON, CANNON, FIRE, WATER])
    assert last["success"] is False
    assert chests(m) == before
    assert m.decision.kind == "turn" and name(m, m.decision.seat) == "Bart"


def test_match_rulebook_attack_example_succeeds_and_loots_one_chest() -> None:
    """seed 000 · Beispiel / rulebook p.5: 1 cannon, 2 fires, 1 water -> 1 chest."""
    m = make(JR3, hands={"Anne": [CANNON], "Bart": [FIRE], "Calico": [FIRE]}, top=[WATER])
    m.play("attack")
    vote(m, {"Anne": CANNON, "Bart": FIRE, "Calico": FIRE})
    assert m.view()["last_vote"]["success"] is True
    assert m.decision.kind == "loot" and name(m, m.decision.seat) == "Anne"
    assert sorted(legal(m)) == ["loot british", "loot french"]
    m.play("loot british")
    c = chests(m)
    assert c["galleon"] == 3
    assert c["jr"] == {"british": 1, "french": 1}  # the position's start chest is French
    assert name(m, m.decision.seat) == "Bart"


def test_match_rulebook_brawl_example_double_french_card_two_to_one() -> None:
    """seed 000 · Beispiel / rulebook p.5: the Governor alone plays a British flag; the deck's
    top card is the double card with 2 French flags; French win 2:1 and take both chests."""
    pos = {"lines": {"fd": ["Anne", "Bart"], "jr": ["Calico"], "tortuga": ["Dirk"]}, "turn": "Dirk"}
    m = make(pos, hands={"Dirk": [BRITISH]}, top=[DOUBLE_FRENCH])
    m.play("brawl")
    vote(m, {"Dirk": BRITISH})
    assert m.view()["last_vote"]["winner"] == "french"
    assert chests(m)["tortuga"] == {"british": 0, "french": 2}


def test_match_mutiny_tie_with_a_double_card_changes_nothing() -> None:
    """seed 000 · Abstimmungen (Meuterei) / rulebook p.5: 2 skulls (one double card) against
    2 wheels is a tie, and a tie keeps the Captain."""
    m = make(
        JR3 | {"turn": "Bart"}, hands={"Bart": [DOUBLE_BRITISH], "Calico": [WHEEL]}, top=[WHEEL]
    )
    m.play("mutiny")
    vote(m, {"Bart": DOUBLE_BRITISH, "Calico": WHEEL})
    assert m.view()["last_vote"]["success"] is False
    assert lines(m)["jr"] == ["Anne", "Bart", "Calico"]


def test_match_mutiny_skull_majority_maroons_the_captain() -> None:
    """seed 000 · Abstimmungen (Meuterei) / rulebook p.5 and p.6: the Captain goes to the back
    of Tortuga and the First Mate becomes Captain."""
    pos = JR3 | {
        "turn": "Bart",
        "lines": {"jr": ["Anne", "Bart", "Calico"], "fd": [], "tortuga": ["Dirk"]},
    }
    m = make(pos, hands={"Bart": [SKULL], "Calico": [SKULL]}, top=[WHEEL])
    m.play("mutiny")
    vote(m, {"Bart": SKULL, "Calico": SKULL})
    assert lines(m)["jr"] == ["Bart", "Calico"]
    assert lines(m)["tortuga"] == ["Dirk", "Anne"]


# ------------------------------------------------------------------ who votes
VOTERS_POS = {
    "lines": {"fd": ["Anne", "Bart", "Calico"], "jr": ["Dirk"], "tortuga": ["Edward", "Francois"]},
    "boats": {"fd": "Grace", "jr": None},
}


@pytest.mark.parametrize(
    ("action", "caller", "expected"),
    [
        ("attack", "Anne", ["Anne", "Bart", "Calico"]),  # the whole ship, Captain included
        ("mutiny", "Bart", ["Bart", "Calico"]),  # everyone but the Captain
        ("brawl", "Edward", ["Edward", "Francois"]),  # everyone on Tortuga
    ],
)
def test_voters_by_vote_kind_and_never_the_rowboat(
    action: str, caller: str, expected: list[str]
) -> None:
    """seed 000 FAQ · Wer stimmt bei einer Abstimmung mit? / rulebook p.5–6: attack = the
    Captain's whole ship, mutiny = all but the Captain, brawl = all on Tortuga; the top card of
    the vote deck always joins; Grace in the rowboat next to the ship never votes."""
    m = make(VOTERS_POS | {"turn": caller}, players=7)
    m.play(action)
    card_for = {n: hand(m, n)[0] for n in expected}
    asked = voters_asked(m, card_for)
    assert sorted(asked) == sorted(expected)
    assert asked[0] == caller  # [A] ref §5.1: seat order starting with the caller
    assert len(m.view()["last_vote"]["cards"]) == len(expected) + 1


def test_voter_without_cards_may_call_but_not_vote_and_draws_nothing() -> None:
    """seed 000 · Aussetzen und Ruderboote / rulebook p.6: without vote cards you may still call
    a vote but not vote; ref §5.1: a player who did not vote does not draw."""
    pos = JR3 | {"lost": {"Anne": 3}}
    m = make(pos, hands={"Anne": [], "Bart": [CANNON], "Calico": [FIRE]}, top=[FIRE], pad=False)
    assert hand(m, "Anne") == []
    assert "attack" in legal(m)
    m.play("attack")
    asked = voters_asked(m, {"Bart": CANNON, "Calico": FIRE})
    assert asked == ["Bart", "Calico"]
    assert sorted(m.view()["last_vote"]["cards"]) == sorted([CANNON, FIRE, FIRE])
    assert hand(m, "Anne") == []
    assert m.view()["players"][0]["hand_size"] == 0


def test_first_mate_without_cards_mutiny_is_decided_by_the_deck_card_alone() -> None:
    """seed 000 · Abstimmungen / rulebook p.5–6: the top card always joins, and a First Mate
    with no cards may still call; with no other voter, that card alone decides (1 skull : 0)."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]},
        "turn": "Bart",
        "lost": {"Bart": 3},
    }
    m = make(pos, hands={"Bart": []}, top=[SKULL], pad=False)
    m.play("mutiny")
    assert m.view()["last_vote"]["cards"] == [SKULL]
    assert lines(m)["jr"] == ["Bart"]
    assert hand(m, "Bart") == []


def test_return_and_draw_keeps_deck_and_hands_constant() -> None:
    """seed 000 · Abstimmungen / rulebook p.5 and ref §5.1: the played cards and the deck's top
    card are shuffled under the deck, then each voter draws one card from the top."""
    m = make(JR3, hands={"Anne": [CANNON], "Bart": [FIRE], "Calico": [WATER]}, top=[FIRE])
    d0 = m.state.to_dict()
    deck0 = d0["vote_deck"]
    total0 = total_vote_cards(m)
    m.play("attack")
    vote(m, {"Anne": CANNON, "Bart": FIRE, "Calico": WATER})
    d1 = m.state.to_dict()
    deck1 = d1["vote_deck"]
    assert total_vote_cards(m) == total0 == 32
    assert len(deck1) == len(deck0)
    used = [CANNON, FIRE, WATER, deck0[0]]
    assert Counter(deck1[-4:]) == Counter(used)  # the 4 used cards went to the bottom
    assert deck1[:-4] == deck0[4:]  # the 3 cards below the top were drawn
    drawn: Counter[str] = Counter()
    for who, played in (("Anne", CANNON), ("Bart", FIRE), ("Calico", WATER)):
        old, new = Counter(d0["hands"][who]), Counter(d1["hands"][who])
        assert len(d1["hands"][who]) == 3
        gained = new - (old - Counter([played]))
        assert sum(gained.values()) == 1
        drawn += gained
    assert drawn == Counter(deck0[1:4])
    assert d1["hands"]["Dirk"] == d0["hands"]["Dirk"]


def test_a_success_is_one_chest_however_many_cannons() -> None:
    """seed 000 FAQ · Wann ist ein Angriff erfolgreich? / rulebook p.5: 3 cannons, 2 fires."""
    m = make(
        JR3,
        hands={"Anne": [CANNON], "Bart": [CANNON], "Calico": [DOUBLE_BRITISH]},
        top=["cannon/british/skull"],
    )
    m.play("attack")
    vote(m, {"Anne": CANNON, "Bart": CANNON, "Calico": DOUBLE_BRITISH})
    assert m.view()["last_vote"]["success"] is True
    m.play("loot french")
    assert chests(m)["galleon"] == 3
    assert chests(m)["jr"] == {"british": 0, "french": 2}
    assert m.decision.kind == "turn"  # no second loot decision


def test_steal_from_the_other_ship_is_refused_while_the_galleon_has_chests() -> None:
    """seed 000 FAQ · Darf man Schätze vom anderen Piratenschiff stehlen? / rulebook p.5."""
    pos = JR3 | {
        "chests": {
            "galleon": 1,
            "fd": {"british": 3, "french": 0},
            "jr": {"british": 0, "french": 2},
            "tortuga": {"british": 1, "french": 1},
        }
    }
    m = make(pos, hands={"Anne": [CANNON], "Bart": [FIRE], "Calico": [FIRE]}, top=[WATER])
    m.play("attack")
    vote(m, {"Anne": CANNON, "Bart": FIRE, "Calico": FIRE})
    assert sorted(legal(m)) == ["loot british", "loot french"]
    exc = assert_illegal(m, "steal british french", "galleon_not_empty")
    assert "galleon" in str(exc)


def test_steal_from_the_other_ship_once_the_galleon_is_empty_even_if_nobody_is_aboard() -> None:
    """seed 000 FAQ · Darf man Schätze vom anderen Piratenschiff stehlen? / rulebook p.5: from a
    hold of the Captain's choice, even if nobody stands on the other ship."""
    pos = {
        "lines": {"jr": ["Anne", "Bart", "Calico"], "fd": [], "tortuga": ["Dirk"]},
        "turn": "Anne",
        "chests": {
            "galleon": 0,
            "fd": {"british": 3, "french": 1},
            "jr": {"british": 0, "french": 2},
            "tortuga": {"british": 1, "french": 1},
        },
    }
    m = make(pos, hands={"Anne": [CANNON], "Bart": [FIRE], "Calico": [FIRE]}, top=[WATER])
    m.play("attack")
    vote(m, {"Anne": CANNON, "Bart": FIRE, "Calico": FIRE})
    assert sorted(legal(m)) == [
        "steal british british",
        "steal british french",
        "steal french british",
        "steal french french",
    ]
    m.play("steal french british")
    assert chests(m)["fd"] == {"british": 3, "french": 0}
    assert chests(m)["jr"] == {"british": 1, "french": 2}
    assert chests(m)["galleon"] == 0


def test_success_with_empty_galleon_and_empty_other_ship_takes_nothing() -> None:
    """[A] ref §5.2: galleon and other ship empty: the attack may be called, a success takes
    nothing, and the turn passes."""
    pos = JR3 | {
        "chests": {
            "galleon": 0,
            "fd": {"british": 0, "french": 0},
            "jr": {"british": 3, "french": 3},
            "tortuga": {"british": 1, "french": 1},
        }
    }
    m = make(pos, hands={"Anne": [CANNON], "Bart": [FIRE], "Calico": [FIRE]}, top=[WATER])
    before = chests(m)
    m.play("attack")
    vote(m, {"Anne": CANNON, "Bart": FIRE, "Calico": FIRE})
    assert m.view()["last_vote"]["success"] is True
    assert chests(m) == before
    assert m.decision.kind == "turn" and name(m, m.decision.seat) == "Bart"


def test_el_dorado_owner_plays_two_cards_once() -> None:
    """seed 000 · Schatzkarten: El Dorado / rulebook p.7: once, 2 cards in one vote. Bart's two
    fires turn a failing attack (1 cannon, 1 fire, 1 water) into a success; [A] ref §6.3: he then
    draws one card like every voter, and the map is used up."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]},
        "turn": "Anne",
        "maps": {"Bart": ["el_dorado"]},
        "row": PLAIN_ROW,
    }
    m = make(
        pos, hands={"Anne": [CANNON], "Bart": [FIRE, FIRE, WATER, WATER]}, top=[WATER], pad=False
    )
    m.play("attack")
    play_all(m, ["vote " + CANNON])
    assert m.decision.kind == "el_dorado" and name(m, m.decision.seat) == "Bart"
    assert sorted(legal(m)) == ["el dorado", "pass"]
    play_all(m, ["el dorado", "vote " + FIRE])
    assert m.decision.kind == "vote" and name(m, m.decision.seat) == "Bart"  # second card
    m.play("vote " + FIRE)
    last = m.view()["last_vote"]
    assert sorted(last["cards"]) == sorted([CANNON, FIRE, FIRE, WATER])
    assert last["success"] is True
    assert len(hand(m, "Bart")) == 3
    assert m.state.to_dict()["maps"]["Bart"] == []
    assert "El Dorado" in m.view()["discard"]
    assert total_vote_cards(m) == 32


def test_el_dorado_per_card_redraw_option_draws_one_per_card_played() -> None:
    """[A] ref §6.3, option el_dorado_redraw='per_card': the alternative reading."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]},
        "turn": "Anne",
        "maps": {"Bart": ["el_dorado"]},
        "row": PLAIN_ROW,
    }
    m = make(
        pos,
        hands={"Anne": [CANNON], "Bart": [FIRE, FIRE, WATER, WATER]},
        top=[WATER],
        pad=False,
        el_dorado_redraw="per_card",
    )
    m.play("attack")
    vote(m, {"Anne": CANNON, "Bart": [FIRE, FIRE]})
    assert len(hand(m, "Bart")) == 4
    assert total_vote_cards(m) == 32


def test_the_state_keeps_the_votes_facts_and_the_view_its_words() -> None:
    """A digest (and every save's check) covers the state: wording in it would break saves at
    every rewording. The last vote keeps kind, cards and outcome; the view explains it."""
    import random

    import tortuga_kit as tk

    m = tk.new_match("tortuga1667", players=5, seed=11)
    rng = random.Random(11)
    while m.view()["last_vote"] is None and not m.is_over:
        texts = m.legal_texts()
        calls = [t for t in texts if t in ("attack", "mutiny", "brawl")]
        m.play(rng.choice(calls or texts))
    assert m.view()["last_vote"] is not None, "no vote happened: pick another seed"
    stored = m.game.to_dict(m.state)["last_vote"]
    assert set(stored) == {"kind", "cards", "success", "winner"}
    assert m.view()["last_vote"]["explanation"].endswith(".")


@pytest.mark.parametrize("lang", ["en", "de", "ko"])
def test_the_log_and_the_last_vote_line_name_cards_as_the_buttons_do(lang: str) -> None:
    """Issue 23 item 16: a vote card reads the same on its button ("Vote 2× water · 2× French ·
    2× wheel"), in the log (the secret "you play" line and the revealed cards) and on the
    board's last-vote line, in every language; the ids (``2water/2french/2wheel``) are the
    action language only."""
    pos = {"lines": {"fd": ["Anne", "Bart"], "jr": ["Calico"], "tortuga": ["Dirk"]}, "turn": "Dirk"}
    m = make(pos, hands={"Dirk": [BRITISH, DOUBLE_FRENCH]}, top=[DOUBLE_BRITISH], lang=lang)
    m.play("brawl")
    buttons = {a.text.split(" ", 1)[1]: a.label for a in m.legal_actions()}
    vote(m, {"Dirk": DOUBLE_FRENCH})
    words = {}
    for card in (DOUBLE_FRENCH, DOUBLE_BRITISH):
        other = make(pos, hands={"Dirk": [card]}, lang=lang)
        other.play("brawl")
        label = next(a.label for a in other.legal_actions() if a.text == "vote " + card)
        assert card not in buttons or buttons[card] == label
        # the button is "<Vote> <words>": the card's words are what follows the verb's word
        words[card] = label.split(" ", 1)[1]
    dirk = m.names.index("Dirk")
    texts = [e["text"] for e in m.log(dirk) if e["step"] == m.step]
    mine = next(t for t in texts if words[DOUBLE_FRENCH] in t)
    assert "2water" not in mine and "/" not in mine, mine
    revealed = next(t for t in texts if words[DOUBLE_BRITISH] in t)
    assert words[DOUBLE_FRENCH] in revealed, revealed
    for text in texts:
        assert not any(f"{k}/" in text or f"/{k}" in text for k in ("2french", "2british")), text
        assert "2fire" not in text and "2water" not in text, text
    board = m.view()._repr_svg_() or ""
    assert words[DOUBLE_FRENCH] in board and words[DOUBLE_BRITISH] in board, board[-2000:]
    assert "2water" not in board and "2fire" not in board
