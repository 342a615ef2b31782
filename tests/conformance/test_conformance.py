"""The generic conformance suite: every registered game, every player count, plus the toy game.

OpenSpiel's random-simulation and playthrough tests are the model: a game is covered by
registering it, not by writing tests. The checks themselves live in
``tortuga_kit/engine/conformance.py`` (``random_playout``: the ``Game`` and ``Match`` contract
after every step of seeded random games; ``check_hidden``: the differential secrecy check); this
file only chooses games, player counts and seeds, and proves that the checks can fail.

The cases are ``(game, players)`` for every name in ``tk.available_games()`` and every count in
``game.players``, so a new game adds its cases by itself. The toy hidden-hand game
(``tests/toygame.py``) runs too: registered by a module fixture and removed afterwards, so other
files that list the registry never see it. ``TORTUGA_CONFORMANCE_SCALE`` (default 1) multiplies
the number of seeds (``=20`` for a soak).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
import toygame
from conformance_cases import (  # noqa: F401  (toy_registered: the module's fixture)
    CASES,
    PLAYOUT_SEEDS,
    VARIANT_CASES,
    toy_registered,
)
from toygame import ToyHiddenHand, ToyState, registered

import tortuga_kit as tk
from tortuga_kit.bots import bots_for
from tortuga_kit.engine import conformance
from tortuga_kit.engine.conformance import check_hidden, random_playout, summary
from tortuga_kit.engine.events import Event
from tortuga_kit.engine.game import Game, Result
from tortuga_kit.engine.rng import Rng


def test_every_registered_game_and_player_count_is_a_case() -> None:
    """A game registered later than this module's collection would silently go unchecked."""
    have = {(p.values[0], p.values[1]) for p in CASES}
    want = {(n, k) for n in tk.available_games() for k in tk.get_game(n).players}
    assert want <= have, f"not covered: {sorted(want - have)}"
    assert toygame.NAME in {name for name, _ in have}


#: Generic modules that name no game, not even in an example: the conformance harness, the
#: random source, events and the bots' registry (a new game edits none of them). Other engine
#: modules still cite a game's rule as an example in their docstrings.
GENERIC = ("engine/conformance.py", "engine/rng.py", "engine/events.py", "bots/__init__.py")


@pytest.mark.parametrize("module", GENERIC)
def test_the_harness_names_no_game(module: str) -> None:
    """engine/ is game-agnostic (README "Design"): the checks know no game's rules."""
    root = Path(conformance.__file__).resolve().parents[1]
    source = (root / module).read_text(encoding="utf-8").lower()
    for name in tk.available_games():
        game = tk.get_game(name)
        for word in (name, game.title):
            assert word.lower() not in source, f"{module} names {word!r}"


@pytest.mark.parametrize(("name", "players"), CASES)
def test_random_playouts_keep_the_game_contract(name: str, players: int) -> None:
    """Seeded random games end, and after every step the game's invariants, decisions, legal
    texts, events, views, pictures, save/load, undo/redo, replay and illegal input behave as
    ``engine/conformance.py`` ``random_playout`` says."""
    game = tk.get_game(name)
    for i in range(PLAYOUT_SEEDS):
        seed = 1000 * players + i
        random_playout(game, players, seed, random.Random(f"{name}/{players}/{seed}"))


def test_variants_are_declared_where_a_game_has_versions() -> None:
    """Cartagena's three versions differ in what each seat sees: each is a conformance case."""
    declared = {(p.values[0], tuple(sorted(p.values[2].options.items()))) for p in VARIANT_CASES}
    assert ("cartagena", (("variant", "jamaica"),)) in declared
    assert ("cartagena", (("variant", "tortuga"),)) in declared


# ------------------------------------------------------------------ the checks can fail
# Each variant below breaks the toy game in one way that a real game could; the harness must
# say so, naming the broken part. They register under their own names (save/load finds a game
# by name), only while they run.
Patch = Callable[..., Any]
BASE = ToyHiddenHand


def variant(suffix: str, **methods: Patch) -> Game[ToyState]:
    cls = type(f"Toy_{suffix}", (BASE,), {"name": f"{toygame.NAME}_{suffix}", **methods})
    game: Game[ToyState] = cls()
    return game


def _leaky_view(self: Any, s: ToyState, seat: int | None) -> dict[str, Any]:
    v = BASE.view(self, s, seat)
    if seat is not None:
        v["next_hand"] = sorted(s.hands[(seat + 1) % s.n])  # another seat's hand
    return v


def _leaky_projector(self: Any, s: ToyState, seat: int | None) -> dict[str, Any]:
    v = BASE.view(self, s, seat)
    v["top_card"] = s.deck[-1] if s.deck else None  # nobody may see the deck
    return v


def _leaky_events(self: Any, s: ToyState, text: str) -> list[Event]:
    # a draw whose public text names the card drawn
    return [
        Event(next(iter(e.private.values())), e.rule, e.kind, e.tag) if e.private else e
        for e in BASE.apply(self, s, text)
    ]


def _leaky_observation(self: Any, s: ToyState, seat: int) -> Any:
    o = BASE.observe(self, s, seat)
    return {"mine": o, "deck": tuple(s.deck)}  # a bot would see the deck order


def _resample_nothing(self: Any, s: ToyState, seat: int | None, rng: Rng) -> ToyState:
    return s.clone()


def _resample_own_hand(self: Any, s: ToyState, seat: int | None, rng: Rng) -> ToyState:
    r = BASE.resample_hidden(self, s, seat, rng)
    if seat is not None and r.hands[seat] and r.deck:
        r.hands[seat][0], r.deck[0] = r.deck[0], r.hands[seat][0]
    return r


def _resample_as_dealt(self: Any, s: ToyState, seat: int | None, rng: Rng) -> ToyState:
    """A sound resample that is not canonical: it shuffles the pool in the order the hidden
    cards lay, so two states a seat cannot tell apart give different worlds for one ``rng``
    (and the search bot would search from a world that tells them apart)."""
    r = s.clone()
    others = [p for p in range(r.n) if p != seat]
    pool = [c for p in others for c in r.hands[p]] + r.deck
    rng.shuffle(pool)
    for p in others:
        r.hands[p] = [pool.pop() for _ in range(len(r.hands[p]))]
    r.deck = pool
    r.rng = Rng(rng.next64())
    return r


def _peeking_view(self: Any, s: ToyState, seat: int | None) -> dict[str, Any]:
    s.rng.next64()  # looking at the match consumes its RNG
    return BASE.view(self, s, seat)


def _never_ends(self: Any, s: ToyState, ev: list[Event]) -> None:
    if not s.stack:
        toygame._begin_turn(s)  # the last round never comes


def _no_check(self: Any, s: ToyState) -> None:
    pass


def _broken_check(self: Any, s: ToyState) -> None:
    assert s.turn < 3, "toy rules §4: (planted) no third turn"


def _duplicate_texts(self: Any, s: ToyState) -> list[str]:
    legal = BASE.legal_actions(self, s)
    return legal + legal[:1]


def _set_in_view(self: Any, s: ToyState, seat: int | None) -> dict[str, Any]:
    return {**BASE.view(self, s, seat), "played_by": {p for p, _ in s.discard}}


def _bad_svg(self: Any, view: Any) -> str:
    return BASE.svg(self, view).replace("</svg>", "")


def _event_without_rule(self: Any, s: ToyState, text: str) -> list[Event]:
    return [Event(e.text, "", e.kind, e.tag, e.private) for e in BASE.apply(self, s, text)]


def _bad_ranking(self: Any, s: ToyState) -> Result | None:
    r = s.result
    if r is None:
        return None
    return Result(r.winners, reason=r.reason, scores=r.scores, ranking=r.ranking[:1], rule=r.rule)


def _no_label(self: Any, text: str) -> str:
    return ""


class _CheatingBot:
    """Plays from the whole state behind its observation, through a side channel (``SPY``):
    its observations are equal, only its choice can give it away."""

    name = "cheat"
    observes = True
    SPY: dict[int, tuple[Any, ToyState]] = {}

    def __init__(self, seed: int) -> None:
        pass

    def choose(self, observation: Any, legal: Sequence[str]) -> str:
        deck = self.SPY[id(observation)][1].deck
        return legal[len(deck[-1]) % len(legal)] if deck else legal[0]


def _spied_observe(self: Any, s: ToyState, seat: int) -> Any:
    o = BASE.observe(self, s, seat)
    _CheatingBot.SPY[id(o)] = (o, s)
    return o


HIDDEN_BREAKS = [
    ("view", {"view": _leaky_view}, r"view\(\d\) shows what seat \d cannot know: next_hand"),
    ("projector", {"view": _leaky_projector}, r"the public view shows a secret: top_card"),
    ("events", {"apply": _leaky_events}, r"reads events\[0\].*an event tells it"),
    ("observation", {"observe": _leaky_observation}, r"observe\(state, \d\) holds.*deck"),
    ("vacuous", {"resample_hidden": _resample_nothing}, r"ever changed the state: vacuous"),
    ("own_hand", {"resample_hidden": _resample_own_hand}, r"view\(\d\) shows.*hand"),
    ("bot", {"observe": _spied_observe, "bots": {"cheat": _CheatingBot}}, r"bot 'cheat'"),
    ("world", {"resample_hidden": _resample_as_dealt}, r"bot 'search'.*from a world that shows"),
]
PLAYOUT_BREAKS = [
    ("rng", {"view": _peeking_view}, r"reading the match changed its state"),
    ("endless", {"settle": _never_ends, "check": _no_check}, r"no end after 60 decisions"),
    ("check", {"check": _broken_check}, r"\(planted\) no third turn"),
    ("duplicates", {"legal_actions": _duplicate_texts}, r"duplicate action texts"),
    ("json", {"view": _set_in_view}, r"view\(None\) is not JSON"),
    ("svg", {"svg": _bad_svg}, r"is not XML"),
    ("rule", {"apply": _event_without_rule}, r"event without rule"),
    ("ranking", {"result": _bad_ranking}, r"not a partition of the seats"),
    ("label", {"label": _no_label}, r"has no label"),
]


def replays_its_repro(message: str) -> None:
    """The ``repro:`` line of a failure runs as it stands and rebuilds the reported step."""
    code = message.split("repro: ", 1)[1].splitlines()[0]
    scope: dict[str, Any] = {"tk": tk}
    exec(code, scope)  # noqa: S102 - the line is made for pasting into a notebook
    step = re.search(r", step (\d+)", message)
    if step is not None:
        assert scope["m"].step == int(step.group(1)), code


@pytest.mark.parametrize(
    ("suffix", "methods", "message"), HIDDEN_BREAKS, ids=[b[0] for b in HIDDEN_BREAKS]
)
def test_the_secrecy_check_can_fail(suffix: str, methods: dict[str, Patch], message: str) -> None:
    game = variant(suffix, **methods)
    with registered(game):
        with pytest.raises(AssertionError, match=message) as info:
            for seed in range(6):
                check_hidden(game, 3, seed, random.Random(seed), bots=bots_for(game))
        assert f"repro: m = tk.new_match('{game.name}', 3, " in str(info.value)
        replays_its_repro(str(info.value))


@pytest.mark.parametrize(
    ("suffix", "methods", "message"), PLAYOUT_BREAKS, ids=[b[0] for b in PLAYOUT_BREAKS]
)
def test_the_playout_check_can_fail(suffix: str, methods: dict[str, Patch], message: str) -> None:
    game = variant(suffix, **methods)
    with registered(game):
        with pytest.raises(AssertionError, match=message) as info:
            for seed in range(6):
                random_playout(game, 3, seed, random.Random(seed), step_cap=60)
        assert f"repro: m = tk.new_match('{game.name}', 3, " in str(info.value)
        replays_its_repro(str(info.value))


def test_summary_reads_slots_dataclasses_and_containers() -> None:
    """The observation comparison sees every field a bot could read, not a ``repr``."""
    m = tk.new_match(toygame.NAME, 3, 1)
    seen = summary(toygame.GAME.observe(m.state, 0))
    assert seen["__type__"] == "ToyObservation" and len(seen["hand"]) == 3

    class Slotted:
        __slots__ = ("hand", "known")

        def __init__(self) -> None:
            self.hand = ("rum",)
            self.known = {1: {"rope"}}

        def __repr__(self) -> str:
            return "Slotted()"  # hides the fields: a repr comparison would miss a leak

    assert summary(Slotted()) == {"__type__": "Slotted", "hand": ["rum"], "known": {"1": ["rope"]}}
