"""Shared machinery for the property tests: seeded playouts, invariant checks, hypothesis helpers.

The conformance, view-secrecy and save/load tests all need the same three things: a reproducible
way to reach many different states (seeded random playouts under several policies and option
sets), one place that states what must hold in every state (so a failing check names the rule it
guards), and hypothesis settings that give the same examples on every CI run. They live here, not
in ``conftest.py``, because hypothesis tests call them inside their bodies.

Reproducing a failure: every assertion message ends with a ``repro`` line that rebuilds the match
with ``tk.new_match`` and lists the action texts played so far.
"""

from __future__ import annotations

import os
import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

import tortuga_kit as tk
from tortuga_kit.bots import get_bot
from tortuga_kit.engine.conformance import first_difference  # noqa: F401  (re-exported)
from tortuga_kit.engine.game import resolve_options
from tortuga_kit.engine.rng import Rng
from tortuga_kit.games.tortuga1667 import GAME
from tortuga_kit.games.tortuga1667.cards import (
    ARMADA,
    VOTE_DECKS,
    VOTE_HAND_SIZE,
)
from tortuga_kit.games.tortuga1667.state import State

# ------------------------------------------------------------------ knobs
#: Seeded playouts per player count in the bulk conformance test (``TORTUGA_PLAYOUTS=3000`` for a
#: long soak; the default keeps test_tortuga1667_playouts.py well under a minute on 2 cores).
PLAYOUTS = int(os.environ.get("TORTUGA_PLAYOUTS", "200"))
#: Multiplies every hypothesis ``max_examples`` (``TORTUGA_EXAMPLES_SCALE=10`` for a soak).
EXAMPLES_SCALE = float(os.environ.get("TORTUGA_EXAMPLES_SCALE", "1"))
#: A playout longer than this is a failure ("every game ends"), never a silent stop. Random games
#: take 50–350 decisions; the cap leaves an order of magnitude of room.
STEP_CAP = 5000

GAME_NAME = "tortuga1667"
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
PLAYERS = st.integers(min_value=2, max_value=9)


# Two named profiles, registered but never loaded globally (other test files keep their own
# settings): "tortuga-ci" is derandomized so CI sees the same examples on every run;
# "tortuga-explore" (TORTUGA_HYPOTHESIS_RANDOM=1) draws fresh examples and keeps a database.
_COMMON: dict[str, Any] = {
    "deadline": None,  # playouts vary in length; a deadline would only make runs flaky
    "suppress_health_check": [
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.filter_too_much,
    ],
    "print_blob": True,
}
settings.register_profile("tortuga-ci", derandomize=True, database=None, **_COMMON)
settings.register_profile("tortuga-explore", derandomize=False, **_COMMON)
PROFILE = "tortuga-explore" if os.environ.get("TORTUGA_HYPOTHESIS_RANDOM") else "tortuga-ci"


def hsettings(examples: int) -> settings:
    """This suite's hypothesis settings: the active profile with ``examples`` examples, scaled
    by ``TORTUGA_EXAMPLES_SCALE``."""
    return settings(
        settings.get_profile(PROFILE), max_examples=max(1, int(examples * EXAMPLES_SCALE))
    )


# ------------------------------------------------------------------ option sets
#: Option sets the playouts run under. Each exercises a branch of the rules that the default
#: game never reaches (unverified star cards, Façade's loyalty swap, Scurvy's card losses, ...).
OPTION_SETS: dict[str, dict[str, Any]] = {
    "default": {},
    "random_stars": {"star_cards": "random"},
    "unverified": {"unverified_cards": True, "star_cards": "random"},
    "unverified_all_five": {
        "unverified_cards": True,
        "star_cards": ["cabin_fever", "crows_nest", "facade", "pirate_code", "scurvy"],
    },
    "chaos": {"chaos": True, "unverified_cards": True},
    "open_loyalty": {"open_loyalty": True},
    "quick_start": {"quick_start": True},
    "five_stars": {"n_star_cards": 5, "star_cards": "random", "unverified_cards": True},
    "before_action": {"atlantis_window": "before_action"},
    "per_card": {"el_dorado_redraw": "per_card"},
    "powder_stay": {"black_powder_occupant": "stay"},
    "remove_blind": {"remove_blind": 6},
    "no_empty_attack": {"empty_attack": "forbidden"},
    "no_reshuffle": {"sudden_death_reshuffle": False},
}
OPTION_KEYS = st.sampled_from(sorted(OPTION_SETS))

# ------------------------------------------------------------------ policies
#: How a playout picks among legal actions. Uniform play reveals cards so often that games end
#: before votes and card losses pile up; "verb" picks a kind of action first, "stall" rarely
#: reveals (long games, many marooned-again losses and sudden deaths), "loyal" is the kit's bot.
POLICIES = ("uniform", "verb", "stall", "loyal")
POLICY_KEYS = st.sampled_from(POLICIES)

Chooser = Callable[[State, list[str]], str]


def chooser(policy: str, seed: int, players: int) -> Chooser:
    """A deterministic action picker for ``policy``; its randomness never touches the match RNG."""
    rng = random.Random(f"{policy}:{seed}:{players}")
    if policy == "uniform":
        return lambda s, legal: rng.choice(legal)
    if policy == "verb":

        def by_verb(s: State, legal: list[str]) -> str:
            groups: dict[str, list[str]] = {}
            for t in legal:
                groups.setdefault(t.split(" ", 1)[0], []).append(t)
            return rng.choice(groups[rng.choice(sorted(groups))])

        return by_verb
    if policy == "stall":

        def stall(s: State, legal: list[str]) -> str:
            calm = [t for t in legal if not t.startswith(("reveal", "force"))]
            if calm and rng.random() > 0.06:
                return rng.choice(calm)
            return rng.choice(legal)

        return stall
    if policy == "loyal":
        bots = [get_bot(GAME, "loyal", seed * 31 + i) for i in range(players)]

        def loyal(s: State, legal: list[str]) -> str:
            seat = GAME.to_move(s)
            assert seat is not None
            return bots[seat].choose(GAME.observe(s, seat), legal)

        return loyal
    raise ValueError(policy)


def repro(players: int, seed: int, options: dict[str, Any], texts: list[str]) -> str:
    """One line that rebuilds a failing playout as a Match."""
    opts = "".join(f", {k}={v!r}" for k, v in options.items())
    return (
        f"repro: m = tk.new_match({GAME_NAME!r}, players={players}, seed={seed}{opts}); "
        f"[m.play(t) for t in {texts!r}]"
    )


# ------------------------------------------------------------------ invariants
@dataclass
class Tracker:
    """What the invariants need to remember between steps of one playout.

    ``extra`` counts the El Dorado cards each seat drew and has not yet spent in a double vote
    (ref §6.3: the owner draws 1 extra card; with the literal redraw rule the double vote uses it
    up). ``events`` is the multiset of event cards dealt at setup, for the conservation check.
    """

    vote_cards: Counter[str]
    events: Counter[str]
    extra: list[int]
    redraw_one: bool
    pending_el_dorado: set[int] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.vote_sorted = sorted(self.vote_cards.elements())
        self.events_sorted = sorted(self.events.elements())
        self.events_sorted_no_armada = sorted((self.events - Counter([ARMADA])).elements())

    @classmethod
    def start(cls, s: State) -> Tracker:
        return cls(
            vote_cards=Counter(VOTE_DECKS[s.opts["vote_deck"]]),
            events=Counter(c for c in s.row if c is not None) + Counter(s.event_deck),
            extra=[0] * s.n,
            redraw_one=s.opts["el_dorado_redraw"] == "one",
        )

    def copy(self) -> Tracker:
        return Tracker(
            self.vote_cards,
            self.events,
            self.extra[:],
            self.redraw_one,
            set(self.pending_el_dorado),
        )


def played_cards(s: State) -> list[tuple[int, str]]:
    return [] if s.vote is None else list(s.vote["played"])


def check_state(s: State, t: Tracker) -> list[str]:
    """Every invariant that one state must satisfy on its own: the game's own ``check`` (pawns,
    chests, vote and event cards conserved, knowledge, decisions; ``invariants.py``), plus what
    needs the playout's memory (hand sizes with El Dorado's extra card).

    Returns the legal action texts (computed for the checks anyway, reused by the playout).
    """
    GAME.check(s)
    played = played_cards(s)
    # Hand sizes: 3 - cards lost for good + unspent El Dorado extra (seed 000 · Aufbau 3; FAQ
    # Auf Tortuga erneut ausgesetzt; ref §6.3). During a vote, count the cards played face down.
    for p in range(s.n):
        want = VOTE_HAND_SIZE - s.lost[p] + t.extra[p]
        have = len(s.hands[p]) + sum(1 for q, _ in played if q == p)
        assert have == want, (
            f"seat {p} holds {len(s.hands[p])} vote cards (+{have - len(s.hands[p])} played), "
            f"expected 3 - {s.lost[p]} lost + {t.extra[p]} El Dorado = {want}"
        )
    # The event cards dealt at setup are the ones the match plays with (ref §8, §9).
    assert Counter(s.shared.event_cards) == t.events, "the match's event cards changed"
    legal = GAME.legal_actions(s)
    if s.result is None:
        assert GAME.decision(s) is not None
    else:
        assert GAME.decision(s) is None and legal == [], "a finished game still offers actions"
    return legal


def check_step(prev: State, new: State, t: Tracker) -> list[str]:
    """Invariants about one transition, then ``check_state`` on the result; updates ``t``."""
    vote_resolved = prev.vote is not None and new.vote is None
    for p in range(new.n):
        had, has = prev.maps[p].count("el_dorado"), new.maps[p].count("el_dorado")
        if has > had:
            t.extra[p] += has - had  # El Dorado given: one extra card at once (ref §6.3)
        elif has < had:
            t.pending_el_dorado.add(p)  # spent in this vote: the redraw settles it
    if vote_resolved or (new.vote is None and new.result is not None):
        if t.redraw_one:
            for p in t.pending_el_dorado:
                t.extra[p] -= 1
        t.pending_el_dorado.clear()
    # A vote: the top card of the vote deck always joins the played cards; afterwards all of
    # them go under the deck and each voter draws from the top (seed 000 · Abstimmungen).
    voted = new.last_vote is not prev.last_vote
    if voted:
        used = new.last_vote["cards"]  # type: ignore[index]
        assert prev.vote_deck[0] in used, "the top card of the vote deck did not join the vote"
        assert not Counter(c for _, c in played_cards(prev)) - Counter(used), "a vote card vanished"
        if len(new.vote_deck) >= len(used):
            assert sorted(new.vote_deck[-len(used) :]) == sorted(used), (
                "the vote's cards are not under the vote deck"
            )
    # A card lost for good goes under the vote deck (seed 000 · FAQ Auf Tortuga erneut ausgesetzt).
    lost = sum(new.lost) - sum(prev.lost)
    if lost and not voted:
        gone: Counter[str] = Counter()
        for p in range(new.n):
            k = new.lost[p] - prev.lost[p]
            if k:
                from_hand = Counter(prev.hands[p]) - Counter(new.hands[p])
                assert sum(from_hand.values()) == k, f"seat {p} lost {k} cards but hand changed"
                gone += from_hand
        assert Counter(new.vote_deck[-lost:]) == gone, (
            f"lost cards {dict(gone)} are not at the bottom of the vote deck"
        )
    # Turns pass clockwise, one seat at a time (seed 000 · Aufbau 7).
    if new.turn_number != prev.turn_number and new.result is None:
        assert new.turn_number == prev.turn_number + 1, "a turn was skipped"
        assert new.turn_seat == (prev.turn_seat + 1) % new.n, (
            f"turn passed from seat {prev.turn_seat} to {new.turn_seat}"
        )
        assert new.actions_left == (2 if new.n == 2 else 1), "a new turn without its actions"
    return check_state(new, t)


# ------------------------------------------------------------------ playouts
@dataclass
class Step:
    """One step of a playout: the state before, the action chosen, and the state after."""

    index: int
    before: State
    text: str
    after: State
    legal: list[str]


def playout(
    players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    policy: str = "uniform",
    *,
    exhaustive: bool = False,
    check: bool = True,
    step_cap: int = STEP_CAP,
    limit: int | None = None,
) -> Iterator[Step]:
    """Play one seeded game on the fast path, checking every invariant after every step.

    With ``exhaustive`` every legal action of every step is also applied to a copy and checked
    ("apply of every legal action never raises and keeps the invariants"). Raises
    ``AssertionError`` with a repro line on any violation, or if the game does not end within
    ``step_cap`` decisions. ``limit`` stops early on purpose (for tests that sample states).
    """
    options = dict(options or {})
    state, _ = GAME.setup(players, resolve_options(GAME, options), seed, None)
    pick = chooser(policy, seed, players)
    tracker = Tracker.start(state)
    texts: list[str] = []
    try:
        legal = check_state(state, tracker) if check else GAME.legal_actions(state)
        for index in range(step_cap + 1):
            if state.result is not None or index == limit:
                return
            assert index < step_cap, f"no end after {step_cap} decisions"
            assert legal, "an unfinished game with no legal action"
            if exhaustive:
                for other in legal:
                    clone = state.clone()
                    GAME.apply(clone, other)
                    if check:
                        check_step(state, clone, tracker.copy())
            text = pick(state, legal)
            texts.append(text)
            new = state.clone()
            GAME.apply(new, text)
            new_legal = check_step(state, new, tracker) if check else GAME.legal_actions(new)
            yield Step(index, state, text, new, legal)
            state, legal = new, new_legal
    except AssertionError as exc:
        raise AssertionError(
            f"{exc}\n  policy={policy} step={len(texts)}\n  {repro(players, seed, options, texts)}"
        ) from exc
    except Exception as exc:  # an engine crash: report it with the same repro line
        raise AssertionError(
            f"{type(exc).__name__}: {exc}\n  policy={policy} "
            f"step={len(texts)}\n  {repro(players, seed, options, texts)}"
        ) from exc


def run_playout(
    players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    policy: str = "uniform",
    *,
    exhaustive: bool = False,
) -> int:
    """Drive ``playout`` to the end; returns the number of decisions."""
    steps = 0
    for _ in playout(players, seed, options, policy, exhaustive=exhaustive):
        steps += 1
    return steps


def random_match(
    players: int,
    seed: int,
    options: dict[str, Any] | None = None,
    policy: str = "uniform",
    steps: int | None = None,
) -> tk.Match:
    """A Match (full API: undo, save, log) after ``steps`` seeded choices (``None``: to the end)."""
    m = tk.new_match(GAME_NAME, players=players, seed=seed, **dict(options or {}))
    pick = chooser(policy, seed, players)
    count = 0
    while not m.is_over and (steps is None or count < steps) and count < STEP_CAP:
        m.play(pick(m.state, [a.text for a in m.legal_actions()]))
        count += 1
    return m


# ------------------------------------------------------------------ text fuzzing
#: A vote card in a text: the readable words every text uses ("cannon · French · wheel",
#: "2× fire · 2× British · 2× skull", as the buttons say) or its id ("cannon/french/wheel",
#: the action language, which no text should use). Matches of either count as naming the card.
VOTE_CARD_RE = re.compile(
    r"\b(?P<n>2× )?(?P<a>cannon|fire|water) · (?:2× )?(?P<b>British|French) · (?:2× )?"
    r"(?P<c>skull|wheel)\b|\b2?[a-z]+/2?[a-z]+/2?[a-z]+\b"
)


def vote_cards_in(text: str) -> list[str]:
    """The vote cards a text names, as ids (``"2fire/2british/2skull"``), in their order."""
    out = []
    for m in VOTE_CARD_RE.finditer(text):
        if m.group("a") is None:
            out.append(m.group(0))
        else:
            k = "2" if m.group("n") else ""
            out.append(f"{k}{m.group('a')}/{k}{m.group('b').lower()}/{k}{m.group('c')}")
    return out


VOCAB = sorted(
    {
        "peek",
        "reveal",
        "force",
        "move",
        "attack",
        "maroon",
        "mutiny",
        "brawl",
        "smuggle",
        "marque",
        "vote",
        "el",
        "dorado",
        "pass",
        "loot",
        "steal",
        "hold",
        "atlantis",
        "save",
        "shoot",
        "give",
        "use",
        "fountain",
        "decline",
        "blast",
        "swap",
        "british",
        "french",
        "dutch",
        "fd",
        "jr",
        "tortuga",
        "fd-boat",
        "jr-boat",
        "0",
        "1",
        "2",
        "3",
        "4",
        "5",
        "6",
        "-1",
        "10",
        *VOTE_DECKS["placeholder"],
        "cannon",
        "fire/french",
        "Anne",
        "Bart",
        "Calico",
        "Dirk",
        "Edward",
        "Francois",
        "Grace",
        "Henry",
        "Israel",
        "Zed",
    }
)


@st.composite
def near_miss(draw: st.DrawFn, legal: list[str]) -> str:
    """A small edit of a legal action text: the kind of typo a learner or a buggy bot makes."""
    base = draw(st.sampled_from(legal))
    words = base.split()
    op = draw(
        st.sampled_from(("drop", "add", "digit", "swap_word", "char", "verb", "join", "reorder"))
    )
    if op == "drop" and len(words) > 1:
        del words[draw(st.integers(0, len(words) - 1))]
    elif op == "add":
        words.insert(draw(st.integers(0, len(words))), draw(st.sampled_from(VOCAB)))
    elif op == "digit":
        words = [str(draw(st.integers(-1, 12))) if w.isdigit() else w for w in words]
    elif op == "swap_word":
        words[draw(st.integers(0, len(words) - 1))] = draw(st.sampled_from(VOCAB))
    elif op == "char":
        text = " ".join(words)
        i = draw(st.integers(0, len(text)))
        c = draw(st.characters(codec="utf-8", exclude_categories=("Cs",)))
        return draw(
            st.sampled_from(
                (text[:i] + c + text[i:], text[:i] + text[i + 1 :], text[:i] + c + text[i + 1 :])
            )
        )
    elif op == "verb":
        other = draw(st.sampled_from(legal)).split()
        words = other[:1] + words[1:]
    elif op == "join":
        return "".join(words)
    elif op == "reorder":
        words = words[::-1]
    return " ".join(words)


def fuzz_texts(legal: list[str]) -> st.SearchStrategy[str]:
    """Random text, random words of the action language, and near misses of legal texts."""
    return st.one_of(
        st.text(max_size=40),
        st.lists(st.sampled_from(VOCAB), min_size=1, max_size=5).map(" ".join),
        near_miss(legal),
    )


def normalised(text: str) -> str:
    """How ``Match.play`` reads a text: whitespace collapsed, case ignored."""
    return " ".join(text.split()).lower()


# ------------------------------------------------------------------ hidden information
def hide_shuffle(s: State, seat: int | None, rng: random.Random) -> State:
    """A copy of ``s`` that differs only in what ``seat`` cannot know (``None``: nobody knows):
    the game's own ``resample_hidden`` (see ``hidden.py`` for what it redraws)."""
    return GAME.resample_hidden(s, seat, Rng(rng.getrandbits(64)))
