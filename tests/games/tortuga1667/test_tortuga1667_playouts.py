"""Tortuga 1667's own conformance: thousands of seeded games, every rule invariant checked
after every step and every transition, under every option set and playing policy.

What every game must do (a decision until the end, unique labelled texts, events with rules,
JSON views, SVG, save/load, undo/redo, replay, illegal input, secrecy under ``resample_hidden``)
is the generic suite's job (tests/conformance, ``tortuga_kit/engine/conformance.py``). Here:
Tortuga's invariants (``strategies.check_state``/``check_step``: the game's ``check`` plus the
transition rules and the hand sizes the ``Tracker`` remembers; each cites its rule, ref §12a
"suggested invariants", seed 000 · Aufbau, Positionen, Abstimmungen, FAQ), the bulk run that
must reach every decision kind and ending, sudden death, the generic checks under Tortuga's
option sets, and fuzzed texts of Tortuga's action language. Scale the bulk run with
``TORTUGA_PLAYOUTS`` (games per player count, default 200: the fewest at which the bulk run must
reach every decision kind and ending; the generic playouts of tests/conformance check the contract
at every count as well) and the hypothesis runs with
``TORTUGA_EXAMPLES_SCALE``.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import (
    GAME_NAME,
    OPTION_KEYS,
    OPTION_SETS,
    PLAYERS,
    PLAYOUTS,
    SEEDS,
    STEP_CAP,
    fuzz_texts,
    hsettings,
    normalised,
    playout,
    random_match,
    run_playout,
)

import tortuga_kit as tk
from tortuga_kit.bots import bots_for
from tortuga_kit.engine import IllegalAction
from tortuga_kit.engine.conformance import check_hidden, random_playout
from tortuga_kit.games.tortuga1667 import GAME

# Mostly cheap policies; "loyal" plays for its team (more attacks and votes), "stall" rarely
# reveals (long games: repeated marooning, vote-card losses, sudden death).
BULK_POLICIES = (
    "uniform",
    "verb",
    "uniform",
    "loyal",
    "verb",
    "uniform",
    "verb",
    "uniform",
    "stall",
    "verb",
    "uniform",
    "loyal",
    "verb",
    "uniform",
    "verb",
    "uniform",
    "loyal",
    "verb",
    "uniform",
    "uniform",
)
EXHAUSTIVE_EVERY = 50  # every 50th game also applies every legal action of every step

# Decision kinds a few hundred default games must reach: proof that the playouts exercise
# votes, looting, forced reveals and every default event card, not just the opening.
EXPECTED_KINDS = {
    "hold",
    "turn",
    "vote",
    "loot",
    "forced",
    "marque",
    "pistol",
    "map",
    "fountain",
    "atlantis",
    "black_powder",
    "el_dorado",
}


@pytest.mark.parametrize("players", range(2, 10))
def test_seeded_random_playouts_keep_every_invariant(players: int) -> None:
    """ref §12a invariants + seed 000 (Aufbau, Positionen, Abstimmungen) after every step of
    ``TORTUGA_PLAYOUTS`` games: a legal action until the end, every game ends within the step
    cap, 8 chests (2 on Tortuga), ships <= 5, one pawn per rowboat, every pawn in one place,
    32 vote cards with losses under the deck, hand sizes 3 - lost + El Dorado, unique texts,
    and (every 50th game) every legal action applies without raising and keeps them."""
    kinds: Counter[str] = Counter()
    endings: Counter[str] = Counter()
    for i in range(PLAYOUTS):
        policy = BULK_POLICIES[i % len(BULK_POLICIES)]
        exhaustive = i % EXHAUSTIVE_EVERY == 0  # policy "uniform": short games
        last = None
        for step in playout(players, 100_000 * players + i, {}, policy, exhaustive=exhaustive):
            kinds[GAME.decision(step.before).kind] += 1  # type: ignore[union-attr]
            last = step.after
        assert last is not None and last.result is not None
        endings[last.result.winning_team or "none"] += 1
        if last.sudden_death:
            endings["sudden_death"] += 1
    if PLAYOUTS >= 200:
        missing = EXPECTED_KINDS - set(kinds)
        assert not missing, f"{PLAYOUTS} playouts never reached decisions {sorted(missing)}"
        assert endings["british"] and endings["french"], endings
        if players % 2 == 1:
            assert endings["dutch"], f"odd player count, but no Dutch tie win: {endings}"
        else:
            assert endings["sudden_death"], f"even player count, never a sudden death: {endings}"


@pytest.mark.parametrize("key", sorted(OPTION_SETS))
def test_playouts_with_options_keep_every_invariant(key: str) -> None:
    """The same invariants under every option set (unverified and random star cards, chaos,
    open loyalty, quick start, 5 star cards, Atlantis before each action, El Dorado redraw per
    card, ...), for every player count 2–9."""
    games = max(3, PLAYOUTS // 100)
    exhaustive_players = 2 + sorted(OPTION_SETS).index(key) % 8  # one count per set, all in all
    for players in range(2, 10):
        for i in range(games):
            policy = BULK_POLICIES[(i + players) % len(BULK_POLICIES)]
            exhaustive = i == 0 and players == exhaustive_players
            run_playout(
                players,
                7_000 + 97 * players + i,
                OPTION_SETS[key],
                "verb" if exhaustive else policy,
                exhaustive=exhaustive,
            )


@pytest.mark.parametrize("reshuffle", [True, False])
def test_sudden_death_never_strands_a_seat_and_always_ends(reshuffle: bool) -> None:
    """seed 000 FAQ · Gleichstand, gerade Spielerzahl: on an even-count tie the discards become
    a new deck and play goes on until one team leads (ref §9). Whatever the option
    sudden_death_reshuffle says, the seat to move must always have a legal action and the game
    must end: an even player count and uniform play reach sudden death in about 1 game in 4."""
    for players in (4, 6, 8):
        for i in range(40):
            run_playout(
                players,
                50_000 + 100 * players + i,
                {"sudden_death_reshuffle": reshuffle},
                "uniform",
            )


def test_the_invariant_checker_can_fail() -> None:
    """Guard against a vacuous harness: a state with a chest taken away, a pawn duplicated or a
    vote card lost must be reported."""
    from strategies import Tracker, check_state

    state, _ = GAME.setup(5, tk.Match(GAME_NAME, 5).options, 3, None)
    tracker = Tracker.start(state)
    check_state(state, tracker)
    broken = state.clone()
    broken.chests[0] -= 1
    with pytest.raises(AssertionError, match="chests"):
        check_state(broken, tracker)
    broken = state.clone()
    broken.lines[2].append(broken.lines[0][0])
    with pytest.raises(AssertionError, match="pawns"):
        check_state(broken, tracker)
    broken = state.clone()
    broken.hands[0].pop()
    with pytest.raises(AssertionError, match="vote cards"):
        check_state(broken, tracker)
    broken = state.clone()
    broken.vote_deck.append(broken.hands[1].pop())
    with pytest.raises(AssertionError, match="seat 1 holds 2 vote cards"):
        check_state(broken, tracker)


# ---------------------------------------------------------------------------- Match properties
# Replay, undo/redo back to the start, save/load, ``at(step)`` and illegal input are checked for
# every game by the generic suite (tests/conformance, ``engine/conformance.py``) with the default
# options; here the same checks run under each of Tortuga's option sets, whose rules the default
# game never reaches (unverified and random star cards, chaos, open loyalty, ...).
def _counts(key: str) -> tuple[int, int]:
    """Two player counts per option set; over all sets every count 2-9 is used."""
    i = sorted(OPTION_SETS).index(key)
    return 2 + i % 8, 2 + (i + 4) % 8


@pytest.mark.parametrize("key", sorted(OPTION_SETS))
def test_the_generic_contract_holds_under_every_option_set(key: str) -> None:
    """``random_playout`` (the Game and Match contract after every step) and ``check_hidden``
    (what a seat cannot know changes nothing it sees) with Tortuga's options."""
    options = OPTION_SETS[key]
    for players in _counts(key):
        seed = 300 + players
        random_playout(GAME, players, seed, random.Random(f"{key}/{seed}"), options=options)
        check_hidden(
            GAME,
            players,
            seed,
            random.Random(f"{key}/{seed}"),
            options=options,
            bots=bots_for(GAME, budget=1),  # the search bot too, at a small budget
        )


@hsettings(60)
@given(seed=SEEDS, players=PLAYERS, key=OPTION_KEYS, steps=st.integers(0, 120), data=st.data())
def test_illegal_texts_and_wrong_seats_are_rejected_without_change(
    seed: int, players: int, key: str, steps: int, data: st.DataObject
) -> None:
    """Any text that is not a legal action now (random text, random words of the action
    language, near misses of legal texts) raises IllegalAction, a ValueError with a code, a
    rule and a one-line message, and leaves the save file byte-for-byte unchanged; so does a
    legal text played for the wrong seat (code 'not_your_turn')."""
    m = random_match(players, seed, OPTION_SETS[key], "verb", steps=steps)
    legal = [a.text for a in m.legal_actions()]
    allowed = {normalised(t) for t in legal}
    before = m.to_json()
    texts = data.draw(
        st.lists(fuzz_texts(legal or ["attack"]), min_size=1, max_size=8), label="texts"
    )
    for text in texts:
        if normalised(text) in allowed:
            continue
        with pytest.raises(IllegalAction) as info:
            m.play(text)
        exc = info.value
        assert isinstance(exc, ValueError)
        assert isinstance(exc.code, str) and exc.code and isinstance(exc.rule, str)
        assert str(exc) and "\n" not in str(exc), repr(str(exc))
        assert m.to_json() == before
        if m.is_over:
            assert exc.code == "game_over"
    if m.is_over:
        return
    text = data.draw(st.sampled_from(legal), label="legal text")
    for seat in [s for s in range(players) if s != m.to_move] + [-1, players, 99]:
        for args in ((text, seat), (tk.Action(seat, text), None)):
            with pytest.raises(IllegalAction) as info:
                m.play(*args)
            assert info.value.code == "not_your_turn"
            assert "\n" not in str(info.value)
            assert m.to_json() == before
    m.play(text, seat=m.to_move)  # the right seat may still play it


def test_a_game_that_does_not_end_fails_the_playout() -> None:
    """'Every game ends' is a failure, not a silent stop: past the step cap the playout raises,
    with a repro line."""
    with pytest.raises(AssertionError, match=r"no end after 5 decisions(.|\n)*repro"):
        for _ in playout(4, 1, {}, "stall", step_cap=5):
            pass
    assert STEP_CAP >= 1000
