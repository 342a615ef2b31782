"""One scenario test per answer of seed 000's "Häufige Regelfragen" (9) and "Häufige Irrtümer" (6).

Source: ``shared/seeds/000_8b5ad32320a277cd.txt`` (German FAQ based on the official rulebook;
page numbers are the rulebook's). Each test builds a prepared position where the outcome is
forced: the hands are dealt and the top card of the vote deck, which always joins a vote, is
chosen too (``top=``). Names of the form ``test_faq_*`` answer a question, ``test_myth_*`` refute
a common mistake.
"""

from __future__ import annotations

import random

import pytest
from helpers import (
    CANNON,
    CANNONS,
    DOUBLE_FRENCH,
    FIRE,
    FIRES,
    PLAIN_ROW,
    SKULL,
    WATER,
    WHEEL,
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
    voters_asked,
)

import tortuga_kit as tk
from tortuga_kit.games.tortuga1667.verbs import ANSWER_VERBS, TURN_VERBS, card_words

# Five pirates: Anne (Captain), Bart, Calico, Dirk on the Jolly Roger; Edward alone on the
# Flying Dutchman. Anne (seat 0) is to move.
JR4 = {
    "lines": {"jr": ["Anne", "Bart", "Calico", "Dirk"], "fd": ["Edward"], "tortuga": []},
    "turn": "Anne",
    "row": PLAIN_ROW,
}


# ====================================================================== Häufige Regelfragen
@pytest.mark.parametrize(("top", "success"), [(FIRE, True), (WATER, False)])
def test_faq_attack_succeeds_with_a_cannon_and_a_fire_left_for_one_chest(
    top: str, success: bool
) -> None:
    """seed 000 FAQ · Wann ist ein Angriff erfolgreich? / rulebook p.5: each water puts out a
    fire; at least one cannon and one fire left is a success, worth exactly 1 chest even with
    several cannons. Played: 2 cannons, 1 fire, 1 water; the deck's top card decides."""
    m = make(
        JR4,
        players=5,
        hands={"Anne": [CANNON], "Bart": [CANNON], "Calico": [FIRE], "Dirk": [WATER]},
        top=[top],
    )
    m.play("attack")
    vote(m, {"Anne": CANNON, "Bart": CANNON, "Calico": FIRE, "Dirk": WATER})
    assert m.view()["last_vote"]["success"] is success
    if success:
        assert sorted(legal(m)) == ["loot british", "loot french"]
        m.play("loot british")
        assert chests(m)["galleon"] == 3
        assert chests(m)["jr"] == {"british": 1, "french": 1}
    else:
        assert chests(m)["galleon"] == 4
    assert m.decision.kind == "turn" and name(m, m.decision.seat) == "Bart"


def test_faq_steal_from_the_other_ship_only_when_the_galleon_is_empty() -> None:
    """seed 000 FAQ · Darf man Schätze vom anderen Piratenschiff stehlen? / rulebook p.5, p.8:
    only when the galleon holds no chest; then the Captain takes one from a hold of his choice
    of the other ship, even if nobody stands there."""
    votes = {"Anne": CANNON, "Bart": FIRES[0], "Calico": FIRES[1], "Dirk": FIRES[2]}
    hands = {k: [v] for k, v in votes.items()}
    rest = {"jr": {"british": 0, "french": 1}, "tortuga": {"british": 1, "french": 1}}
    # The galleon still holds a chest: only the galleon may be robbed.
    m = make(
        JR4 | {"chests": {"galleon": 1, "fd": {"british": 4, "french": 0}} | rest},
        players=5,
        hands=hands,
        top=[WATER],
    )
    m.play("attack")
    vote(m, votes)
    assert not any(t.startswith("steal") for t in legal(m))
    assert_illegal(m, "steal british french", "galleon_not_empty")
    # The galleon is empty and the Flying Dutchman deserted: steal from it.
    pos = JR4 | {
        "lines": {"jr": ["Anne", "Bart", "Calico", "Dirk"], "fd": [], "tortuga": ["Edward"]},
        "chests": {"galleon": 0, "fd": {"british": 4, "french": 1}} | rest,
    }
    m = make(pos, players=5, hands=hands, top=[WATER])
    m.play("attack")
    vote(m, votes)
    assert not any(t.startswith("loot") for t in legal(m))
    m.play("steal british french")
    assert chests(m)["fd"] == {"british": 3, "french": 1}
    assert chests(m)["jr"] == {"british": 0, "french": 2}


def test_faq_mutiny_tie_changes_nothing() -> None:
    """seed 000 FAQ · Was passiert bei Gleichstand in einer Meuterei? / rulebook p.5: nothing;
    the Captain is marooned only on a skull majority. 2 skulls against 2 wheels."""
    m = make(
        JR4 | {"turn": "Bart"},
        players=5,
        hands={"Bart": [SKULL], "Calico": [SKULL], "Dirk": [WHEEL]},
        top=[WHEEL],
    )
    m.play("mutiny")
    vote(m, {"Bart": SKULL, "Calico": SKULL, "Dirk": WHEEL})
    assert m.view()["last_vote"]["success"] is False
    assert lines(m)["jr"] == ["Anne", "Bart", "Calico", "Dirk"]
    assert lines(m)["tortuga"] == []


WHO_VOTES = {
    "lines": {"fd": ["Anne", "Bart", "Calico"], "jr": [], "tortuga": ["Francois", "Grace"]},
    "boats": {"fd": "Dirk", "jr": "Edward"},
    "row": PLAIN_ROW,
}


@pytest.mark.parametrize(
    ("action", "caller", "expected"),
    [
        ("attack", "Anne", {"Anne", "Bart", "Calico"}),
        ("mutiny", "Bart", {"Bart", "Calico"}),
        ("brawl", "Francois", {"Francois", "Grace"}),
    ],
)
def test_faq_who_votes(action: str, caller: str, expected: set[str]) -> None:
    """seed 000 FAQ · Wer stimmt bei einer Abstimmung mit? / rulebook p.5–6: attack = all on
    the Captain's ship, mutiny = all on the ship but the Captain, brawl = all on Tortuga; the top
    card of the vote deck always joins; pawns in rowboats (Dirk, Edward) never vote."""
    m = make(WHO_VOTES | {"turn": caller}, players=7)
    deck_top = m.state.to_dict()["vote_deck"][0]
    m.play(action)
    asked = voters_asked(m, {n: hand(m, n)[0] for n in expected})
    assert set(asked) == expected and len(asked) == len(expected)
    cards = m.view()["last_vote"]["cards"]
    assert len(cards) == len(expected) + 1 and deck_top in cards


def test_faq_marooned_again_on_tortuga_loses_a_vote_card_for_good() -> None:
    """seed 000 FAQ · Was passiert, wenn ich auf Tortuga erneut ausgesetzt werde? / rulebook
    p.6: to the back of the line, and one of your vote cards at random goes under the vote deck;
    one card fewer for the rest of the game. Dirk, Governor, reveals a Black Spot."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk", "Edward"]},
        "turn": "Dirk",
        "row": ["black_spot"] + PLAIN_ROW[1:],
    }
    m = make(pos, players=5)
    old = sorted(hand(m, "Dirk"))
    m.play("reveal 1")
    assert lines(m)["tortuga"] == ["Edward", "Dirk"]
    new = hand(m, "Dirk")
    assert len(new) == 2
    lost = list(old)
    for c in new:
        lost.remove(c)
    assert m.state.to_dict()["vote_deck"][-1] == lost[0]
    assert m.state.to_dict()["lost"]["Dirk"] == 1
    assert total_vote_cards(m) == 32
    # Dirk's own log says which card, as its button names it; nobody else's does.
    said = card_words(lost[0])
    assert any(said in e["text"] for e in m.log(3))
    assert not any(said in e["text"] for e in m.log(0) + m.log(None) if e["kind"] == "maroon")


def test_faq_albatross() -> None:
    """seed 000 FAQ · Wie wirkt der Albatros? / rulebook p.2, p.7: the revealer keeps it face
    up; two on one ship maroon everyone on it in reverse order; on Tortuga it has no effect;
    with 2 or 3 players it is removed."""
    pos = {
        "lines": {"jr": ["Anne", "Bart", "Calico"], "fd": ["Edward"], "tortuga": ["Dirk"]},
        "turn": "Anne",
        "albatross": {"Bart": 1},
        "row": ["albatross", "albatross"] + PLAIN_ROW[2:],
    }
    m = make(pos, players=5)
    m.play("reveal 1")  # Anne's Albatross meets Bart's on the Jolly Roger
    assert m.state.to_dict()["albatross"]["Anne"] == 1
    assert lines(m)["jr"] == []
    assert lines(m)["tortuga"] == ["Dirk", "Calico", "Bart", "Anne"]
    play_all(m, ["peek 3 4", "peek 3 4"])  # Bart, Calico
    m.play("reveal 2")  # Dirk: now three Albatrosses on Tortuga, and nothing happens
    assert m.state.to_dict()["albatross"]["Dirk"] == 1
    assert lines(m)["tortuga"] == ["Dirk", "Calico", "Bart", "Anne"]
    assert "albatross" not in m.state.discard  # kept, not discarded
    for n in (2, 3):
        s = tk.new_match("tortuga1667", players=n, seed=9).state
        assert "albatross" not in s.event_deck + s.row


@pytest.mark.parametrize("players", [5, 4])
def test_faq_tied_treasure(players: int) -> None:
    """seed 000 FAQ · Wer gewinnt bei Gleichstand der Schätze? / rulebook p.6: with an odd count
    the Dutch player wins; with an even count the discarded event cards, without the Armada,
    are shuffled and play goes on until one team leads."""
    loyalty = {"Anne": "british", "Bart": "french", "Calico": "british", "Dirk": "french"}
    if players == 5:
        loyalty |= {"Edward": "dutch"}
    pos = {
        "lines": {
            "jr": ["Anne", "Bart"],
            "fd": ["Calico"],
            "tortuga": ["Dirk", "Edward"][: players - 3],
        },
        "turn": "Anne",
        "loyalty": loyalty,
        "row": ["spanish_armada"] + PLAIN_ROW[1:],
        "discard": ["pistol", "eight_bells"],
        "chests": {
            "galleon": 2,
            "fd": {"british": 1, "french": 0},
            "jr": {"british": 1, "french": 2},
            "tortuga": {"british": 1, "french": 1},
        },
    }
    m = make(pos, players=players)
    m.play("reveal 1")
    if players == 5:
        assert m.is_over and m.result.winning_team == "dutch"
        assert [name(m, s) for s in m.result.winners] == ["Edward"]
        return
    assert not m.is_over and m.state.sudden_death
    assert "spanish_armada" not in m.state.row + m.state.event_deck + m.state.discard
    assert name(m, m.decision.seat) == "Bart"
    m.play("smuggle french british")  # Bart, Cabin Boy: British 4, French 2
    assert m.is_over and m.result.winning_team == "british"
    assert sorted(name(m, s) for s in m.result.winners) == ["Anne", "Calico"]


def test_faq_notes_the_engine_remembers_your_peeks_for_you_alone() -> None:
    """seed 000 FAQ · Darf ich mir Notizen machen? / rulebook p.6–7: notes to remember the row
    are allowed; exchanging notes, messages or whispers is not. The engine has no rule beyond
    "no channel for secret messages", so what it can promise is: your own view keeps what you
    peeked (your notes), and no other seat's view or log, nor the projector, ever carries it;
    the only way to share it is to say it openly, outside the engine."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]},
        "turn": "Anne",
        "row": ["pistol", "atlantis", "black_spot", "el_dorado", "letter_of_marque"],
    }
    m = make(pos)
    m.play("peek 2 4")
    assert m.view(0)["you"]["known"] == {"2": "Atlantis", "4": "El Dorado"}
    play_all(m, ["peek 1 2", "peek 1 2", "peek 1 2"])  # the notes last over later turns
    assert m.view(0)["you"]["known"] == {"2": "Atlantis", "4": "El Dorado"}
    for other in (1, 2, 3, None):
        v = m.view(other)
        assert v["row"][3]["card"] is None and v["row"][3]["title"] is None
        text = " ".join(e["text"] for e in m.log(other))
        assert "El Dorado" not in text
        if other is not None:
            assert "4" not in v["you"]["known"]
    assert "El Dorado" in " ".join(e["text"] for e in m.log(0))


def test_faq_two_actions_each_turn_with_two_players() -> None:
    """seed 000 FAQ · Wie viele Aktionen habe ich zu zweit? / rulebook p.3: two actions with
    two players, otherwise exactly one. Anne's second action is taken from where the first
    left her (ref §4 [I]): in the rowboat she is no longer Captain and cannot attack."""
    pos = {
        "lines": {"jr": ["Anne"], "fd": ["Bart"], "tortuga": []},
        "turn": "Anne",
        "row": PLAIN_ROW,
    }
    m = make(pos, players=2)
    assert "attack" in legal(m)
    m.play("move jr-boat")
    assert name(m, m.decision.seat) == "Anne"
    assert "attack" not in legal(m)
    assert_illegal(m, "attack", "not_your_role")
    m.play("move tortuga")
    assert name(m, m.decision.seat) == "Bart"
    m3 = make(
        {
            "lines": {"jr": ["Anne"], "fd": ["Bart", "Calico"], "tortuga": []},
            "turn": "Anne",
            "row": PLAIN_ROW,
        },
        players=3,
    )
    m3.play("move jr-boat")
    assert name(m3, m3.decision.seat) == "Bart"


# ====================================================================== Häufige Irrtümer
def test_myth_more_cannons_more_loot() -> None:
    """seed 000 · Häufige Irrtümer: "Mehr Kanonen, mehr Beute" is wrong: a successful attack
    always brings exactly 1 chest (rulebook p.5). Four cannons and a fire."""
    cannons = list(CANNONS)
    m = make(
        JR4,
        players=5,
        hands=dict(zip(["Anne", "Bart", "Calico", "Dirk"], [[c] for c in cannons])),
        top=[FIRE],
    )
    m.play("attack")
    vote(m, dict(zip(["Anne", "Bart", "Calico", "Dirk"], cannons)))
    assert m.view()["last_vote"]["success"] is True
    m.play("loot french")
    assert chests(m)["galleon"] == 3
    assert chests(m)["jr"] == {"british": 0, "french": 2}
    assert m.decision.kind == "turn"


def test_myth_attacks_on_the_other_ship() -> None:
    """seed 000 · Häufige Irrtümer: "Angriffe auf das andere Schiff" only once the galleon is
    empty (rulebook p.5, p.8). With chests on the galleon, a successful attack can only loot it,
    however rich the other ship is."""
    pos = JR4 | {
        "chests": {
            "galleon": 2,
            "fd": {"british": 2, "french": 2},
            "jr": {"british": 0, "french": 0},
            "tortuga": {"british": 1, "french": 1},
        }
    }
    votes = {"Anne": CANNON, "Bart": FIRES[0], "Calico": FIRES[1], "Dirk": FIRES[2]}
    m = make(pos, players=5, hands={k: [v] for k, v in votes.items()}, top=[FIRES[3]])
    m.play("attack")
    vote(m, votes)
    exc = assert_illegal(m, "steal french british", "galleon_not_empty")
    assert "galleon" in str(exc) and "2" in str(exc)
    m.play("loot british")
    assert chests(m)["fd"] == {"british": 2, "french": 2}


def test_myth_mutiny_tie_deposes_the_captain() -> None:
    """seed 000 · Häufige Irrtümer: "Gleichstand bei der Meuterei setzt den Kapitän ab" is
    wrong (rulebook p.5). Two skulls against the deck's double card with two wheels."""
    pos = {
        "lines": {"jr": ["Anne", "Bart", "Calico"], "fd": ["Dirk"], "tortuga": []},
        "turn": "Bart",
        "row": PLAIN_ROW,
    }
    m = make(pos, hands={"Bart": [SKULL], "Calico": [SKULL]}, top=[DOUBLE_FRENCH])
    m.play("mutiny")
    vote(m, {"Bart": SKULL, "Calico": SKULL})
    assert sorted(m.view()["last_vote"]["cards"]) == sorted([SKULL, SKULL, DOUBLE_FRENCH])
    assert m.view()["last_vote"]["success"] is False
    assert lines(m)["jr"] == ["Anne", "Bart", "Calico"]


def test_myth_marooned_on_tortuga_is_harmless() -> None:
    """seed 000 · Häufige Irrtümer: "Ausgesetzt auf Tortuga ist harmlos" is wrong: marooned
    again there, you lose a vote card for good (rulebook p.6); voting later does not bring it
    back. Dirk is shot on Tortuga, then votes in his own brawl."""
    pos = {
        "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]},
        "turn": "Anne",
        "row": ["pistol"] + PLAIN_ROW[1:],
    }
    m = make(pos)
    play_all(m, ["reveal 1", "shoot Dirk", "peek 1 2", "peek 1 2"])
    assert len(hand(m, "Dirk")) == 2
    assert name(m, m.decision.seat) == "Dirk"
    m.play("brawl")
    vote(m, {"Dirk": hand(m, "Dirk")[0]})
    assert len(hand(m, "Dirk")) == 2
    assert m.view()["players"][3]["lost_cards"] == 1


def test_myth_voting_from_a_rowboat() -> None:
    """seed 000 · Häufige Irrtümer: "Im Ruderboot mitstimmen" is wrong: pawns in a rowboat take
    part in no vote (rulebook p.6). Bart sits in the rowboat between Tortuga and the Jolly
    Roger during a brawl and an attack."""
    pos = {
        "lines": {"jr": ["Anne"], "fd": ["Edward"], "tortuga": ["Calico", "Dirk"]},
        "boats": {"jr": "Bart", "fd": None},
        "turn": "Anne",
        "row": PLAIN_ROW,
    }
    m = make(pos, players=5)
    m.play("attack")
    assert voters_asked(m, {"Anne": hand(m, "Anne")[0]}) == ["Anne"]
    assert len(m.view()["last_vote"]["cards"]) == 2
    play_all(m, ["peek 1 2"])  # Bart, still in his rowboat
    assert boats(m)["jr"] == "Bart"
    m.play("brawl")  # Calico, Governor
    asked = voters_asked(m, {n: hand(m, n)[0] for n in ("Calico", "Dirk")})
    assert sorted(asked) == ["Calico", "Dirk"]
    assert len(m.view()["last_vote"]["cards"]) == 3


# The rules' own vocabulary: every action text starts with one of these game verbs.
GAME_VERBS = TURN_VERBS | ANSWER_VERBS


def test_myth_passing_notes() -> None:
    """seed 000 · Häufige Irrtümer: "Notizen tauschen" is not allowed; notes may be kept but not
    passed, nor whispered (rulebook p.6–7). The engine offers no action that carries a message
    or a card from one seat to another in secret: over a seeded random game every legal action
    is a game verb, and every secret event text reaches only the seats it concerns."""
    rnd = random.Random(4)
    m = tk.new_match("tortuga1667", players=6, seed=4)
    for _ in range(150):
        if m.is_over:
            break
        actions = legal(m)
        assert {t.split()[0] for t in actions} <= GAME_VERBS
        m.play(rnd.choice(actions))
    secret = [e for e in m.events if e.private]
    assert secret, "the random game should contain peeks or private votes"
    for seat in range(6):
        shown = m.log(seat)
        for e, line in zip(m.events, shown):
            if e.private and seat not in e.private:
                assert line["text"] == e.text
                assert all(e.text_for(p) not in line["text"] for p in e.private)
