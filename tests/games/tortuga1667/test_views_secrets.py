"""No view and no log shows a seat what it may not know.

The view tests are differential, so they can fail: for a state ``s`` and a seat, build a second
state that differs only in what that seat cannot know (``strategies.hide_shuffle``: the other
seats' loyalties, hands and face-down vote cards, the vote-deck order, face-down event cards the
seat has not peeked, the event-deck order, the others' memories, the RNG) and require the seat's
view to be identical in both. The public view (seat ``None``) must not change under a change of
anybody's hidden information. Sources: seed 000 · Aufbau 2–3 (loyalty and vote cards are dealt
face down and kept secret), So läuft ein Zug ab (peeking is secret), Abstimmungen (vote cards are
played face down and shuffled before they are revealed); ref §12 (showing cards is not allowed).
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import (
    GAME_NAME,
    OPTION_KEYS,
    OPTION_SETS,
    PLAYERS,
    POLICY_KEYS,
    SEEDS,
    VOTE_CARD_RE,
    chooser,
    first_difference,
    hide_shuffle,
    hsettings,
    playout,
    repro,
    vote_cards_in,
)

import tortuga_kit as tk
from tortuga_kit.games.tortuga1667 import GAME
from tortuga_kit.games.tortuga1667.cards import ARMADA, EVENT_CARDS, event_title
from tortuga_kit.games.tortuga1667.state import State

STEPS = 200  # states per playout at most: long "stall" games add little after that
SAMPLE = 0.35  # share of playout states whose views are compared (keeps the file fast)
TITLES = sorted({event_title(c) for c in EVENT_CARDS}, key=len, reverse=True)
LOYALTY_WORD = re.compile(r"\b(british|french|dutch)\b", re.I)


def _secret_parts(s: State) -> tuple[Any, ...]:
    played = tuple(s.vote["played"]) if s.vote else ()
    return (
        tuple(s.loyalty),
        tuple(map(tuple, s.hands)),
        tuple(s.vote_deck),
        tuple(s.row),
        tuple(s.event_deck),
        played,
    )


def _assert_same_view(s: State, other: State, seat: int | None, where: str) -> None:
    a, b = GAME.view(s, seat), GAME.view(other, seat)
    assert a == b, f"view({seat}) shows hidden information: {first_difference(a, b)}\n  {where}"


# ---------------------------------------------------------------------------- views
@hsettings(30)
@given(seed=SEEDS, players=PLAYERS, key=OPTION_KEYS, policy=POLICY_KEYS)
def test_a_view_does_not_change_when_only_other_seats_secrets_change(
    seed: int, players: int, key: str, policy: str
) -> None:
    """view(s) is identical for two states that differ only in hidden information of seats
    other than s; the public view is identical under any change of hidden information."""
    rng = random.Random(seed)
    options = OPTION_SETS[key]
    changed = compared = 0
    texts: list[str] = []
    for step in playout(players, seed, options, policy, check=False, limit=STEPS):
        texts.append(step.text)
        if rng.random() > SAMPLE:
            continue
        s = step.after
        where = repro(players, seed, options, texts)
        for seat in (None, *range(players)):
            other = hide_shuffle(s, seat, rng)
            assert Counter(c for h in other.hands for c in h) + Counter(other.vote_deck) + Counter(
                c for _, c in (other.vote or {"played": []})["played"]
            ) == Counter(c for h in s.hands for c in h) + Counter(s.vote_deck) + Counter(
                c for _, c in (s.vote or {"played": []})["played"]
            ), "hide_shuffle lost a card"
            changed += _secret_parts(other) != _secret_parts(s)
            compared += 1
            _assert_same_view(s, other, seat, where)
    assert compared == 0 or changed > 0, "hide_shuffle never changed a secret: vacuous test"


@hsettings(20)
@given(seed=SEEDS, players=PLAYERS, key=OPTION_KEYS, policy=POLICY_KEYS)
def test_a_view_shows_the_seats_own_secrets(seed: int, players: int, key: str, policy: str) -> None:
    """The other half, so the comparison above is not vacuous: changing a seat's own hand, own
    loyalty or a card it peeked changes its view (seed 000 · Aufbau 2–3: each player looks at
    their own loyalty and vote cards)."""
    rng = random.Random(seed)
    for step in playout(players, seed, OPTION_SETS[key], policy, check=False, limit=STEPS):
        if rng.random() > 0.2:
            continue
        s = step.after
        for seat in range(players):
            base = GAME.view(s, seat)
            if s.hands[seat]:
                swap = [c for c in s.vote_deck if c not in s.hands[seat]]
                if swap:
                    other = s.clone()
                    other.hands[seat][0] = swap[0]
                    assert GAME.view(other, seat) != base, "own hand not in the view"
                    assert GAME.view(other, None) == GAME.view(s, None)
            mates = [p for p in range(players) if s.loyalty[p] != s.loyalty[seat]]
            if mates:
                other = s.clone()
                p = mates[0]
                other.loyalty[seat], other.loyalty[p] = other.loyalty[p], other.loyalty[seat]
                assert GAME.view(other, seat) != base, "own loyalty not in the view"
            for slot, card in s.known[seat].items():
                fresh = [c for c in s.event_deck if c != card]
                if fresh:
                    other = s.clone()
                    other.row[slot] = other.known[seat][slot] = fresh[0]
                    assert GAME.view(other, seat) != base, "a peeked card is not in the view"
                break


@hsettings(10)
@given(seed=SEEDS, players=PLAYERS, key=OPTION_KEYS)
def test_views_are_json_and_leave_the_state_alone(seed: int, players: int, key: str) -> None:
    """Views are JSON-ready dicts (widgets and notebooks read them) and building
    one never touches the state or its RNG (view.py docstring)."""
    for step in playout(players, seed, OPTION_SETS[key], "verb", check=False, limit=STEPS):
        s = step.after
        before = json.dumps(s.to_dict(), sort_keys=True)
        for seat in (None, *range(players)):
            json.dumps(GAME.view(s, seat))
        assert json.dumps(s.to_dict(), sort_keys=True) == before


@pytest.mark.parametrize("players", [4, 5])
def test_loyalties_are_public_after_the_game_or_with_open_loyalty(players: int) -> None:
    """Loyalty cards stay face down until the game ends (seed 000 · Aufbau 2), and are face up
    from the start in the open-loyalty variant (seed 000 · Varianten)."""
    for options in ({}, {"open_loyalty": True}):
        for step in playout(players, 11, options, "verb", check=False):
            s = step.after
            public = [p["loyalty"] for p in GAME.view(s, None)["players"]]
            seat_view = [p["loyalty"] for p in GAME.view(s, 0)["players"]]
            if options or s.result is not None:
                assert public == s.loyalty and seat_view == s.loyalty
            else:
                assert public == [None] * players
                assert seat_view == [None] * players  # own loyalty is under "you", not here
                assert GAME.view(s, 0)["you"]["loyalty"] == s.loyalty[0]
        assert s.result is not None


# ---------------------------------------------------------------------------- logs
def _titles_in(text: str) -> set[str]:
    found = set()
    for title in TITLES:  # longest first, so "Letter of Marque" is not also read as shorter ones
        if title in text:
            found.add(title)
            text = text.replace(title, "")
    return found


def _revealed_titles(prev: State, new: State) -> set[str]:
    """Titles of the cards that left the event row in this step (turned face up)."""
    return {event_title(c) for i, c in enumerate(prev.row) if c is not None and new.row[i] != c}


def check_log_step(
    prev: State, new: State, text: str, events: list[tk.Event], names: list[str]
) -> Counter[str]:
    """Check one step's events for leaks; returns which kinds of private events were seen."""
    seen: Counter[str] = Counter()
    n = new.n
    revealed = _revealed_titles(prev, new)
    own_cards = {p: set(prev.hands[p]) | set(new.hands[p]) for p in range(n)}
    for vote in (prev.vote, new.vote):
        for q, card in (vote or {"played": []})["played"]:
            own_cards[q].add(card)
    if prev.vote is not None and text.startswith("vote "):
        own_cards[prev.stack[-1].seat].add(text.split()[1])
    # Everyone knows the Armada lies in the row once the deck is empty (the end-phase event
    # says so); only its space is secret, so its title is not a peeked secret.
    peeked = {
        p: {event_title(c) for i, c in new.known[p].items() if prev.known[p].get(i) != c}
        - revealed
        - {event_title(ARMADA)}
        for p in range(n)
    }
    for e in events:
        if e.private:
            seen[e.kind] += 1
        # Public texts never name a vote card, except the shuffled result of a vote.
        if e.kind != "vote_result":
            assert not VOTE_CARD_RE.search(e.text), f"public text names a vote card: {e.text!r}"
        # A private text names only the reader's own vote cards and cards the reader knows.
        for p in e.private:
            private = e.text_for(p)
            for card in vote_cards_in(private):
                assert card in own_cards[p], f"{names[p]} is told {card}, not theirs: {private!r}"
            allowed = (
                {event_title(c) for c in new.known[p].values()}
                | revealed
                | {event_title(c) for c in new.discard}
                | {event_title(m) for m in new.maps[p] + prev.maps[p]}
            )
            extra = _titles_in(private) - allowed
            assert not extra, f"{names[p]} is told about {extra}: {private!r}"
        # Peeks: nobody else learns the titles (seed 000 · Zug: 2 Karten geheim ansehen).
        for p, titles in peeked.items():
            for reader in (None, *range(n)):
                if reader == p:
                    continue
                shown = e.text_for(reader)
                leaked = {t for t in titles if t in shown}
                assert not leaked, f"{names[p]} peeked {leaked}; seat {reader} reads it: {shown!r}"
        if e.private and any("you are now" in e.text_for(p) for p in e.private):
            assert not LOYALTY_WORD.search(e.text), f"a loyalty leaks: {e.text!r}"
        if e.kind == "peek":
            assert _titles_in(e.text) <= {"Crow's Nest"}, f"peek names a card: {e.text!r}"
        if e.kind == "vote_result":
            _check_vote_result(prev, new, text, e, names)
            seen["vote_result"] += 1
    return seen


def _check_vote_result(prev: State, new: State, text: str, e: tk.Event, names: list[str]) -> None:
    """seed 000 · Abstimmungen: the played cards and the top card of the vote deck are shuffled
    and revealed. The public event lists exactly those cards, sorted (so the order of play is
    gone), and never says who played which."""
    played = [c for _, c in (prev.vote or {"played": []})["played"]]
    if prev.vote is not None and text.startswith("vote "):
        played.append(text.split()[1])
    expected = sorted(played + [prev.vote_deck[0]])
    listed = vote_cards_in(e.text)
    assert listed == expected, f"vote result lists {listed}, expected {expected}: {e.text!r}"
    for name in names:
        assert not re.search(rf"\b{re.escape(name)}\b", e.text), f"{name} named in {e.text!r}"
    last = GAME.view(new, None)["last_vote"]
    assert last is not None and last["cards"] == expected
    assert set(last) == {"kind", "cards", "explanation", "success", "winner"}, last


def play_and_check_logs(
    players: int, seed: int, options: dict[str, Any], policy: str, steps: int = 250
) -> Counter[str]:
    m = tk.new_match(GAME_NAME, players=players, seed=seed, **options)
    names = list(m.view()["names"])
    pick = chooser(policy, seed, players)
    seen: Counter[str] = Counter()
    texts: list[str] = []
    for _ in range(steps):
        if m.is_over:
            break
        prev = m.state
        text = pick(prev, [a.text for a in m.legal_actions()])
        texts.append(text)
        events = m.play(text)
        try:
            seen += check_log_step(prev, m.state, text, events, names)
        except AssertionError as exc:
            raise AssertionError(f"{exc}\n  {repro(players, seed, options, texts)}") from exc
    # Match.log: each seat reads its own private texts and the public text of everything else;
    # the public log holds no private text at all.
    events = m.events
    public = m.log(None)
    assert [entry["text"] for entry in public] == [e.text for e in events]
    private_texts = {e.text_for(p) for e in events for p in e.private} - {e.text for e in events}
    assert not private_texts & {entry["text"] for entry in public}
    for seat in range(players):
        log = m.log(seat)
        assert [entry["text"] for entry in log] == [e.text_for(seat) for e in events]
        own = {e.text_for(seat) for e in events if seat in e.private}
        others = {e.text_for(p) for e in events for p in e.private if p != seat} - {
            e.text for e in events
        }
        assert not (others - own) & {entry["text"] for entry in log}
    return seen


SECRET_OPTION_KEYS = st.sampled_from(
    [
        "default",
        "chaos",
        "unverified_all_five",
        "per_card",
        "open_loyalty",
        "quick_start",
        "five_stars",
    ]
)


@hsettings(25)
@given(
    seed=SEEDS,
    players=PLAYERS,
    key=SECRET_OPTION_KEYS,
    policy=st.sampled_from(("uniform", "verb", "loyal", "stall")),
)
def test_logs_never_show_another_seats_secrets(
    seed: int, players: int, key: str, policy: str
) -> None:
    """m.log(seat) never holds another seat's peeked cards, vote cards (played, drawn or lost)
    or new loyalty; the public log holds no private text; a vote's public event lists the
    revealed cards but not who played which."""
    play_and_check_logs(players, seed, OPTION_SETS[key], policy)


def test_the_log_checks_cover_every_kind_of_secret() -> None:
    """The seeded games above really contain peeks, face-down votes, vote results, El Dorado
    draws, cards lost for good and Façade/Crow's Nest/Scurvy secrets (so the checks bite)."""
    seen: Counter[str] = Counter()
    for seed in range(6):
        for players, key, policy in (
            (5, "chaos", "stall"),
            (9, "unverified_all_five", "verb"),
            (4, "default", "loyal"),
            (7, "chaos", "verb"),
        ):
            seen += play_and_check_logs(players, seed, OPTION_SETS[key], policy, steps=400)
    for kind in ("peek", "vote", "vote_result", "maroon", "card"):
        assert seen[kind], f"no private event of kind {kind!r} in the seeded games: {seen}"
