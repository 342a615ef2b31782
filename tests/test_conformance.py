"""Conformance tests in the OpenSpiel style: thousands of seeded random games, every invariant
checked after every step, plus hypothesis properties of the Match API (replay, undo, save/load,
illegal input).

The invariants themselves are in ``strategies.check_state``/``check_step``; each cites its rule
(ref §12a "suggested invariants", seed 000 · Aufbau, Positionen, Abstimmungen, FAQ). Scale the
bulk run with ``TORTUGA_PLAYOUTS`` (games per player count, default 300) and the hypothesis runs
with ``TORTUGA_EXAMPLES_SCALE``.
"""

from __future__ import annotations

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
    chooser,
    fuzz_texts,
    hsettings,
    match_texts,
    normalised,
    playout,
    random_match,
    run_playout,
)

import tortuga_kit as tk
from tortuga_kit.engine import IllegalAction
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
    games = max(2, PLAYOUTS // 100)
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
MATCH_STEPS = 150  # Match-level playouts stop here: enough for votes and maps, keeps runs short
SAVE_STEPS = 80  # save/load replays the whole history at every step: quadratic, so shorter


@hsettings(25)
@given(
    seed=SEEDS,
    players=PLAYERS,
    key=OPTION_KEYS,
    policy=st.sampled_from(("uniform", "verb", "loyal", "stall")),
)
def test_replay_reproduces_digest_and_events(
    seed: int, players: int, key: str, policy: str
) -> None:
    """Same seed + same action texts -> the same digest, save file and event texts (public and
    private): a match is determined by (game, players, seed, options, history), ARCHITECTURE.md."""
    options = OPTION_SETS[key]
    m = random_match(players, seed, options, policy, steps=MATCH_STEPS)
    again = tk.new_match(GAME_NAME, players=players, seed=seed, **options)
    for text in match_texts(m):
        again.play(text)
    assert again.digest() == m.digest()
    assert again.to_json() == m.to_json()
    assert [(e.text, e.rule, e.kind, e.private) for e in again.events] == [
        (e.text, e.rule, e.kind, e.private) for e in m.events
    ]
    assert m.replayed().digest() == m.digest()


@hsettings(15)
@given(
    seed=SEEDS,
    players=PLAYERS,
    key=OPTION_KEYS,
    policy=st.sampled_from(("uniform", "verb", "loyal")),
    data=st.data(),
)
def test_undo_restores_every_step_and_redo_replays(
    seed: int, players: int, key: str, policy: str, data: st.DataObject
) -> None:
    """Undo is a learner feature (STYLE.md, boardgame.io): undoing back to any step gives the
    same digest, save file and legal actions as when that step was first reached; redo walks
    forward again; a new play clears the redo list."""
    options = OPTION_SETS[key]
    m = tk.new_match(GAME_NAME, players=players, seed=seed, **options)
    pick = chooser(policy, seed, players)
    seen = []
    while True:
        seen.append((m.digest(), m.to_json(), [str(a) for a in m.legal_actions()]))
        if m.is_over or len(seen) > MATCH_STEPS:
            break
        m.play(pick(m.state, [a.text for a in m.legal_actions()]))
    total = len(m.history)
    for k in range(total - 1, -1, -1):
        m.undo()
        assert (m.digest(), m.to_json(), [str(a) for a in m.legal_actions()]) == seen[k]
    assert not m.can_undo
    for k in range(1, total + 1):
        m.redo()
        assert (m.digest(), m.to_json()) == seen[k][:2]
    assert not m.can_redo
    if total == 0:
        return
    back = data.draw(st.integers(1, total), label="undo count")
    for _ in range(back):
        m.undo()
    assert m.can_redo
    k = total - back
    assert (m.digest(), m.to_json()) == seen[k][:2]
    m.play(data.draw(st.sampled_from(seen[k][2]), label="new action"))
    assert not m.can_redo
    with pytest.raises(IllegalAction) as info:
        m.redo()
    assert info.value.code == "nothing_to_redo"


@hsettings(12)
@given(
    seed=SEEDS,
    players=PLAYERS,
    key=OPTION_KEYS,
    policy=st.sampled_from(("uniform", "verb", "loyal")),
    data=st.data(),
)
def test_save_load_round_trips_at_every_step(
    seed: int, players: int, key: str, policy: str, data: st.DataObject
) -> None:
    """Match.from_json(m.to_json()) equals m at every step (digest, legal actions, save file,
    public log), and a loaded copy continued with the same actions stays equal to the original."""
    options = OPTION_SETS[key]
    m = tk.new_match(GAME_NAME, players=players, seed=seed, **options)
    pick = chooser(policy, seed, players)
    branch = data.draw(st.integers(0, SAVE_STEPS), label="branch step")
    twin = None
    for step in range(SAVE_STEPS + 1):
        saved = m.to_json()
        loaded = tk.Match.from_json(saved)
        assert loaded.digest() == m.digest(), f"step {step}"
        assert [str(a) for a in loaded.legal_actions()] == [str(a) for a in m.legal_actions()]
        assert loaded.to_json() == saved
        assert loaded.log() == m.log()
        if step == branch:
            twin = loaded
        if m.is_over:
            break
        text = pick(m.state, [a.text for a in m.legal_actions()])
        m.play(text)
        if twin is not None:
            twin.play(text)
            assert twin.digest() == m.digest() and twin.to_json() == m.to_json()


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
