"""Seed 003 (the Cartagena-Online rules page), sentence by sentence: each test names its sentence.

``SEED_003`` lists every rule sentence of the seed word for word, by section; each test carries
the sentence it checks (``@sentence``), and ``test_every_seed_sentence_has_a_test`` makes sure
none is left out. The reference's worked examples are in ``test_cartagena_examples.py``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, TypeVar

import pytest
from cartagena_helpers import (
    EXAMPLE_PIRATES,
    EXAMPLE_TUNNEL,
    assert_illegal,
    example,
    hand,
    make,
    pirates,
    play_all,
)

import tortuga_kit as tk
from tortuga_kit.games.cartagena import BOAT, FIELDS, START, SYMBOLS

SEED_003 = {
    "Unterschiede zur Originalregel": (
        "Bei Cartagena-Online wird eine Mischung aus der Jamaika- und der Tortuga-Version gespielt.",
        "Wie in der Jamaika-Version sieht man nur seine eigenen Karten und nicht diejenigen der "
        "Mitspieler.",
        "Allerdings liegen wie in der Tortuga-Version die Karten zum Nachziehen offen aus.",
        "Am Anfang sind 12 Karten zu sehen, von denen in vorgegebener Reihenfolge Karten "
        "nachgezogen werden.",
        "Erst wenn diese Karten aufgebraucht sind, werden erneut 12 Karten aufgedeckt.",
    ),
    "Ziel des Spiels": (
        "Jede Spielerin führt 6 Piraten einer Farbe an und bemüht sich ihnen die schwierige Flucht "
        "durch den engen Tunnel zu ermöglichen, der die Festung mit der Küste verbindet.",
        "Dort wartet eine Schaluppe auf die Entkommenen.",
        "Sobald eine Spielerin alle Piraten ihrer Farbe an Bord gebracht hat, endet das Spiel.",
    ),
    "Startsituation": (
        "Jede Spielerin hat 6 Piraten in der eigenen Farbe vor dem Eingang des Fluchtunnels stehen.",
        "Der Tunnel besteht aus 36 Feldern, auf denen je eins von 6 Symbolen zu sehen ist.",
        "Am Ende des Tunnels wartet das Boot auf die 6 schnellsten Piraten.",
        "Der Nachzugstapel besteht aus 12 Karten, auf denen die gleichen Symbole zu sehen sind, wie "
        "auf den Tunnelfeldern.",
        "Die eigene Kartenhand besteht zu Anfang aus 6 dieser Symbolkarten.",
    ),
    "Spielverlauf": (
        "Die aktive Spielerin muss mindestens 1 und darf höchstens 3 Aktionen ausführen.",
        "Es gibt zwei erlaubte Aktionsarten.",
        "Diese Aktionen sind in beliebiger Kombination erlaubt und können mit beliebigen eigenen "
        "Figuren entsprechend der Regeln durchgeführt werden.",
    ),
    "1. Vorwärts ziehen": (
        "Zum Vorwärtsziehen muss eine Karte ausgespielt werden.",
        "Danach sucht man sich einen eigenen Piraten aus und zieht ihn auf das nächste, unbesetzte "
        "Feld, auf dem das ausgespielte Symbol zu sehen ist.",
        "Ist bis zum Tunnelende kein Feld mit diesem Symbol mehr frei, springt der Pirat "
        "automatisch bis in die Schaluppe.",
    ),
    "2. Zurück ziehen": (
        "Man wählt einen eigenen Piraten und zieht ihn bis zum nächstgelegenen Feld zurück, das mit "
        "1 oder 2 Piraten, egal welcher Farbe, besetzt ist.",
        "Dabei werden Felder, die mit 3 Piraten besetzt sind, genau so wie leere Felder "
        "übersprungen.",
        "Fällt der Pirat dadurch auf ein Feld zurück, das mit einem Piraten besetzt ist, erhält die "
        "Spielerin eine neue Karte vom Nachzugstapel.",
        "Stehen auf dem Feld zwei Piraten, so erhält die Spielerin sogar zwei neue Karten.",
        "Achtung: Einfach besetzte Felder werden beim Zurücksetzen nicht übersprungen, um auf "
        "eventuell günstigere Felder zu gelangen.",
    ),
    "Spielende": (
        "Sobald alle 6 Piraten einer Farbe in der Schaluppe sind, gewinnt die zugehörige Spielerin "
        "und das Spiel ist beendet.",
    ),
}
ALL = {s for sentences in SEED_003.values() for s in sentences}
COVERED: set[str] = set()
F = TypeVar("F", bound=Callable[..., Any])


def sentence(text: str) -> Callable[[F], F]:
    """Mark a test as the check of one seed sentence (it must be one, word for word)."""
    assert text in ALL, f"not a sentence of seed 003: {text!r}"
    COVERED.add(text)

    def mark(f: F) -> F:
        f.__doc__ = f"seed 003: {text}\n\n{f.__doc__ or ''}"
        return f

    return mark


def first_turn(m: tk.Match) -> int:
    d = m.decision
    assert d is not None
    return d.seat


# ------------------------------------------------------------------ Unterschiede zur Originalregel
@sentence(SEED_003["Unterschiede zur Originalregel"][0])
def test_online_is_the_default_and_mixes_the_two_originals() -> None:
    """Hidden hands as in jamaica, the open row as in tortuga (reference "Versions at a glance")."""
    m = tk.new_match("cartagena", 3, seed=4)
    assert m.options["variant"] == "online"
    j = tk.new_match("cartagena", 3, seed=4, variant="jamaica")
    t = tk.new_match("cartagena", 3, seed=4, variant="tortuga")
    online, jamaica, tortuga = m.view(0), j.view(0), t.view(0)
    assert "hand" not in online["players"][1] and "hand" not in jamaica["players"][1]
    assert tortuga["players"][1]["hand"] == hand(t, 1)  # open hands
    assert len(online["row"]) == len(tortuga["row"]) == 12 and jamaica["row"] == []
    assert m.decision is not None and m.decision.secret
    assert t.decision is not None and not t.decision.secret  # nothing to hide with open hands


@sentence(SEED_003["Unterschiede zur Originalregel"][1])
def test_one_sees_only_ones_own_cards() -> None:
    m = tk.new_match("cartagena", 4, seed=9)
    for seat in range(4):
        v = m.view(seat)
        assert v["you"]["hand"] == hand(m, seat) and len(v["you"]["hand"]) == 6
        for other in v["players"]:
            assert "hand" not in other and other["hand_size"] == 6 and other["seen"] == []
    assert m.view()["you"] is None  # the projector sees no hand at all
    # a hand that differs changes no other seat's view
    a = make({"hands": [["key"] * 6, ["skull"] * 6]}, seed=3)
    b = make({"hands": [["hat"] * 6, ["skull"] * 6]}, seed=3)
    assert a.view(1) == b.view(1) and a.view() == b.view()
    assert a.view(0) != b.view(0)


@sentence(SEED_003["Unterschiede zur Originalregel"][2])
def test_the_draw_cards_lie_face_up() -> None:
    m = tk.new_match("cartagena", 2, seed=5)
    row = m.view()["row"]
    assert len(row) == 12 and set(row) <= set(SYMBOLS)
    assert m.view(0)["row"] == m.view(1)["row"] == row  # everybody sees the same row


@sentence(SEED_003["Unterschiede zur Originalregel"][3])
def test_twelve_cards_are_shown_and_drawn_in_their_order() -> None:
    row = [
        "key",
        "skull",
        "bottle",
        "hat",
        "hat",
        "pistol",
        "dagger",
        "key",
        "key",
        "skull",
        "hat",
        "bottle",
    ]
    m = example(row=row)
    m.play("back 8")  # field 7 holds 2: two cards, the first two of the row
    assert hand(m, 0).count("key") == 2 and hand(m, 0).count("skull") == 2
    assert m.view()["row"] == row[2:]
    assert m.view()["players"][0]["seen"] == ["skull", "key"]  # everybody saw them taken


@sentence(SEED_003["Unterschiede zur Originalregel"][4])
def test_new_cards_only_once_the_row_is_used_up() -> None:
    m = example(row=["key", "skull", "bottle"])
    m.play("back 8")  # takes key, skull: one card stays, no new row yet
    assert m.view()["row"] == ["bottle"]
    stock = m.view()["stock"]
    m.play("back 7")  # field 2 holds 1: takes the bottle; the row is used up: 12 new cards
    assert len(m.view()["row"]) == 12 and m.view()["stock"] == stock - 12


# ------------------------------------------------------------------ Ziel des Spiels
@sentence(SEED_003["Ziel des Spiels"][0])
def test_six_pirates_of_one_colour_each() -> None:
    m = tk.new_match("cartagena", 5, seed=2)
    colours = [p["colour"] for p in m.view()["players"]]
    assert len(set(colours)) == 5
    assert all(len(p["pirates"]) == 6 for p in m.view()["players"])


@sentence(SEED_003["Ziel des Spiels"][1])
def test_the_sloop_waits_at_the_end_of_the_tunnel() -> None:
    """The boat is position 37, beyond field 36; a pirate that passes the last field is in it."""
    assert BOAT == FIELDS + 1 == 37
    m = make({"pirates": [[0, 0, 0, 0, 0, 36], [1, 1, 1, 2, 2, 2]], "hands": [["hat"], []]})
    m.play("forward 36 hat")
    assert pirates(m, 0)[-1] == BOAT and m.view()["players"][0]["in_boat"] == 1


@sentence(SEED_003["Ziel des Spiels"][2])
def test_the_game_ends_once_all_pirates_of_a_colour_are_aboard() -> None:
    # field 36 shows a key and is taken, so the key sends the last pirate into the boat
    m = make({"pirates": [[BOAT] * 5 + [35], [36, 1, 1, 1, 2, 2]], "hands": [["key", "hat"], []]})
    m.play("forward 35 key")
    assert pirates(m, 0) == [BOAT] * 6
    assert m.is_over and m.result is not None and m.result.winners == (0,)
    assert m.legal_actions() == [] and m.decision is None


# ------------------------------------------------------------------ Startsituation
@sentence(SEED_003["Startsituation"][0])
def test_every_pirate_starts_before_the_tunnel() -> None:
    for n in (2, 3, 4, 5):
        m = tk.new_match("cartagena", n, seed=n)
        assert all(p["pirates"] == [START] * 6 for p in m.view()["players"])
        assert m.view()["occupancy"] == [0] * FIELDS  # the start is not a field


@sentence(SEED_003["Startsituation"][1])
def test_the_tunnel_has_36_fields_of_6_symbols() -> None:
    """Each piece of six fields shows every symbol once (reference §2), in every tunnel mode."""
    for mode in ("random", "printed"):
        for seed in range(30):
            t = tk.new_match("cartagena", 2, seed=seed, tunnel=mode).view()["tunnel"]
            assert len(t) == FIELDS
            assert all(sorted(t[k : k + 6]) == sorted(SYMBOLS) for k in range(0, FIELDS, 6))
    fixed = tk.new_match("cartagena", 2, seed=0, tunnel=EXAMPLE_TUNNEL).view()["tunnel"]
    assert fixed == EXAMPLE_TUNNEL
    with pytest.raises(tk.BadOption, match="piece 1"):
        tk.new_match("cartagena", 2, tunnel=["key"] * 36)


@sentence(SEED_003["Startsituation"][2])
def test_the_boat_takes_any_number_of_pirates() -> None:
    """The "6 fastest" are flavour, not a capacity (reference §8): other colours board too."""
    # the only skull field ahead of 31 (field 34) is taken: the skull sends the pirate aboard
    m = make({"pirates": [[BOAT] * 4 + [1, 31], [BOAT] * 5 + [34]], "hands": [["skull"], []]})
    m.play("forward 31 skull")
    assert pirates(m, 0) == [1] + [BOAT] * 5 and pirates(m, 1).count(BOAT) == 5
    assert not m.is_over  # ten pirates aboard, of two colours, and the race goes on


@sentence(SEED_003["Startsituation"][3])
def test_the_row_shows_12_cards_of_the_tunnel_symbols() -> None:
    for n in (2, 5):
        v = tk.new_match("cartagena", n, seed=11).view()
        assert len(v["row"]) == 12 and set(v["row"]) <= set(v["tunnel"]) == set(SYMBOLS)
        # 102 cards: 17 per symbol (reference §1), dealt 6 each, 12 in the row, the rest stock
        assert v["stock"] == 102 - 6 * n - 12


@sentence(SEED_003["Startsituation"][4])
def test_six_cards_in_hand_at_the_start() -> None:
    for n in (2, 3, 4, 5):
        m = tk.new_match("cartagena", n, seed=20 + n)
        assert [len(hand(m, p)) for p in range(n)] == [6] * n
        assert set(hand(m, 0)) <= set(SYMBOLS)


# ------------------------------------------------------------------ Spielverlauf
@sentence(SEED_003["Spielverlauf"][0])
def test_at_least_one_and_at_most_three_actions() -> None:
    m = example(hands=[["hat", "hat", "hat", "hat"], []])
    assert "end" not in m.legal_texts()
    assert_illegal(m, "end", rule="rules §end-turn", says="at least 1")
    m.play("forward 0 hat")
    assert "end" in m.legal_texts()  # after the first action the turn may end
    m.play("forward 0 hat")
    m.play("forward 0 hat")
    assert m.legal_texts() == ["end"]  # the third action was the last
    assert_illegal(m, "forward 0 hat", rule="rules §turn", says="all 3 actions")
    m.play("end")
    assert m.view()["turn"]["seat"] == 1


@sentence(SEED_003["Spielverlauf"][1])
def test_two_kinds_of_action() -> None:
    """Forward (with a card) and back (drawing cards); ``end`` closes the turn, ``pass`` is the
    one choice of a player who can do nothing."""
    rng = random.Random(3)
    for seed in range(20):
        m = tk.new_match("cartagena", 3, seed=seed)
        for _ in range(60):
            if m.is_over:
                break
            texts = m.legal_texts()
            assert {t.split()[0] for t in texts} <= {"forward", "back", "end", "pass"}
            m.play(rng.choice(texts))


@sentence(SEED_003["Spielverlauf"][2])
def test_any_mix_with_any_own_pirates() -> None:
    m = example(hands=[["hat", "bottle", "skull"], []])
    play_all(m, ["forward 8 bottle", "back 10", "forward 7 skull"])  # the same pirate thrice
    assert pirates(m, 0) == [0, 0, 0, 0, 0, 12]
    m2 = example(hands=[["hat", "bottle"], []])
    play_all(m2, ["forward 0 hat", "back 8", "forward 0 bottle"])  # three pirates, mixed kinds
    assert pirates(m2, 0) == [0, 0, 0, 1, 7, 10]
    # never another player's pirate: the texts name positions of one's own pirates only
    assert_illegal(example(), "back 7", says="no pirate on field 7")
    assert_illegal(example(), "forward 2 hat", says="no pirate on field 2")


# ------------------------------------------------------------------ 1. Vorwärts ziehen
@sentence(SEED_003["1. Vorwärts ziehen"][0])
def test_forward_needs_a_card() -> None:
    m = example(hands=[["bottle"], []], discard=["skull"])
    m.play("forward 0 bottle")
    assert hand(m, 0) == [] and m.view()["discard"] == ["skull", "bottle"]  # played face up
    assert not any(t.startswith("forward") for t in m.legal_texts())  # no card, no forward
    assert_illegal(m, "forward 0 bottle", rule="rules §forward", says="Anne holds none")


@sentence(SEED_003["1. Vorwärts ziehen"][1])
def test_forward_to_the_next_free_field_with_the_symbol() -> None:
    m = example(hands=[["bottle", "hat", "pistol"], []])
    m.play("forward 0 bottle")  # field 3 (bottle) holds 3 pirates: jumped, on to field 10
    m.play("forward 0 hat")  # field 1: a free hat
    m.play("forward 8 pistol")  # field 9: the next pistol after 8
    assert pirates(m, 0) == [0, 0, 0, 1, 9, 10]
    m = make({"pirates": [[0, 0, 0, 0, 0, 0], [1, 1, 1, 7, 7, 9]], "hands": [["hat"], []]})
    m.play("forward 0 hat")  # 1 (hat) is taken, 8 is the next hat field
    assert pirates(m, 0)[-1] == 8


@sentence(SEED_003["1. Vorwärts ziehen"][2])
def test_no_free_field_left_jumps_into_the_sloop() -> None:
    # every key field ahead of 30 (field 36) is taken: the key sends the pirate into the boat
    m = make({"pirates": [[0, 0, 0, 0, 0, 30], [36, 1, 1, 1, 2, 2]], "hands": [["key"], []]})
    events = m.play("forward 30 key")
    assert pirates(m, 0)[-1] == BOAT
    assert events[0].tag == "boat" and "into the boat" in events[0].text


# ------------------------------------------------------------------ 2. Zurück ziehen
@sentence(SEED_003["2. Zurück ziehen"][0])
def test_back_to_the_nearest_field_with_one_or_two_pirates_of_any_colour() -> None:
    m = example()
    m.play("back 8")  # field 7 holds 2 of the other colour
    assert pirates(m, 0) == [0, 0, 0, 0, 0, 7]
    own = make({"pirates": [[0, 0, 0, 0, 4, 9], [1] * 3 + [2] * 3], "hands": [[], []]})
    own.play("back 9")  # field 4 holds one of one's own: it counts too
    assert pirates(own, 0) == [0, 0, 0, 0, 4, 4]


@sentence(SEED_003["2. Zurück ziehen"][1])
def test_full_and_empty_fields_are_jumped() -> None:
    m = example(pirates=[[0, 0, 0, 0, 0, 7], EXAMPLE_PIRATES[1]])
    m.play("back 7")  # 6, 5, 4 empty, 3 full: on to field 2
    assert pirates(m, 0) == [0, 0, 0, 0, 0, 2]


@sentence(SEED_003["2. Zurück ziehen"][2])
def test_one_pirate_there_one_card() -> None:
    m = example(pirates=[[0, 0, 0, 0, 0, 6], EXAMPLE_PIRATES[1]], hands=[[], []], row=["hat"] * 5)
    m.play("back 6")  # field 2 holds 1 pirate
    assert hand(m, 0) == ["hat"]


@sentence(SEED_003["2. Zurück ziehen"][3])
def test_two_pirates_there_two_cards() -> None:
    m = example(hands=[[], []], row=["hat", "key", "skull"])
    m.play("back 8")  # field 7 holds 2 pirates
    assert sorted(hand(m, 0)) == ["hat", "key"]


@sentence(SEED_003["2. Zurück ziehen"][4])
def test_a_single_pirate_is_never_skipped() -> None:
    m = example(pirates=[[0, 0, 0, 0, 0, 8], [2, 2, 3, 3, 3, 7]], hands=[[], []])
    m.play("back 8")  # field 7 holds 1: stop there, though field 2 (two pirates) pays more
    assert pirates(m, 0)[-1] == 7 and len(hand(m, 0)) == 1


# ------------------------------------------------------------------ Spielende
@sentence(SEED_003["Spielende"][0])
def test_all_six_in_the_sloop_wins_and_ends_the_game_at_once() -> None:
    """In the middle of a turn too (reference §8 [I]): the remaining actions are lost."""
    m = make({"pirates": [[BOAT] * 4 + [34, 35], [36, 1, 1, 1, 2, 2]], "hands": [["key"] * 3, []]})
    m.play("forward 34 key")
    assert not m.is_over
    m.play("forward 35 key")  # the 2nd action brings the 6th pirate aboard
    assert m.is_over and m.result is not None
    assert m.result.winners == (0,) and m.result.ranking[0] == (0,)
    assert m.result.scores == (6.0, 0.0)
    assert m.log()[-1]["tag"] == "win"
    assert_illegal(m, "end", rule="rules §win", says="game is over")


def test_every_seed_sentence_has_a_test() -> None:
    assert COVERED == ALL, sorted(ALL - COVERED)
