"""A toy hidden-hand card game, written only against the engine's public protocol.

It exists for the secrecy tests of the generic layers (``MatchWidget``, ``Match``, bots): a
game that is not Tortuga 1667, whose secrets are a plain hidden hand, so that nothing in a
widget can rely on a Tortuga-only list of what is secret.

Rules (``toy_hidden_hand``):

- 2–4 players; a deck of 12 distinct cards (``CARDS``) is shuffled and each player is dealt
  ``hand_size`` cards (default 3) face down; the rest is the face-down deck.
- On a turn the player first plays one card from their hand (a **secret** decision: its action
  texts ``"play <card>"`` are the hand); the card goes face up onto the public discard. A player
  whose hand is empty skips this.
- Then the same player chooses, in public, ``"draw"`` (the top card of the deck joins the hand,
  seen only by that player; only while the deck has cards) or ``"pass"``.
- The game ends at the end of a turn when every hand is empty, or after ``rounds`` rounds
  (default 4). Whoever played the most cards wins (ties share the win); a seat's score is the
  number of cards it played.

Hidden information: each hand (its owner sees it) and the deck (nobody sees it); hand sizes,
the deck size, the discard and who played what are public. The game uses randomness only at
setup, but the RNG's future is hidden too, so ``resample_hidden`` redraws it.

Nothing here registers at import: call ``register_toy()`` (idempotent), or use
``with registered():`` to have it known only inside the block.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any
from xml.sax.saxutils import escape

from tortuga_kit.engine import registry
from tortuga_kit.engine.errors import BadOption
from tortuga_kit.engine.events import Event
from tortuga_kit.engine.flow import Frame, StackRules
from tortuga_kit.engine.game import (
    MECHANISMS,
    Game,
    GameFacts,
    Option,
    Result,
    Variant,
    ranking_by,
)
from tortuga_kit.engine.registry import register
from tortuga_kit.engine.rng import Rng, seed_state
from tortuga_kit.engine.verbs import Verb, label, verbs_by_name

NAME = "toy_hidden_hand"
#: Set (to anything) to register this game for a whole test run (tests/conftest.py): a fifth
#: game that every test of every game must then cover (tests/test_layers.py).
FIFTH_GAME_ENV = "TORTUGA_KIT_FIFTH_GAME"
TITLE = "Toy Hidden Hand"
CARDS: tuple[str, ...] = (
    "dagger",
    "pistol",
    "rope",
    "lantern",
    "cutlass",
    "parrot",
    "map",
    "rum",
    "compass",
    "hook",
    "anchor",
    "barrel",
)
NAMES = ("Anne", "Bart", "Calico", "Dirk")

RULE_DEAL = "toy rules §1: the deal"
RULE_PLAY = "toy rules §2: play a card"
RULE_DRAW = "toy rules §3: draw or pass"
RULE_END = "toy rules §4: the end"

OPTIONS: dict[str, Option] = {
    "rounds": Option(
        "rounds",
        4,
        "How many rounds the game lasts at most (it ends sooner once every hand is empty).",
        choices=(1, 2, 3, 4, 5, 6),
    ),
    "hand_size": Option(
        "hand_size",
        3,
        "How many cards each player is dealt face down at the start.",
        choices=(1, 2, 3),
    ),
}

FACTS = GameFacts(
    players=range(2, 5),
    minutes=(5, 10),
    age=6,
    published=2025,
    teams="none: every player for themselves",
    hidden_roles=False,
    mechanisms=("hand_management",),
    chance=("the shuffle of the deck",),
    hidden="own hand of cards; the order of the deck",
    sources=("tests/toygame.py (a toy game for the secrecy tests)",),
)
assert set(FACTS.mechanisms) <= MECHANISMS

VERBS = verbs_by_name(
    [
        Verb("play", "Play a card", "Play the {1}", RULE_PLAY, "play <a card from your hand>"),
        Verb("draw", "Draw a card", "Draw the top card of the deck", RULE_DRAW, "draw"),
        Verb("pass", "Pass", "Pass (do not draw)", RULE_DRAW, "pass"),
    ]
)


# ------------------------------------------------------------------------------ state
class ToyState:
    """The whole state of one toy match. ``deck[-1]`` is the top of the deck."""

    __slots__ = (
        "n",
        "names",
        "opts",
        "hands",
        "deck",
        "discard",
        "played",
        "turn",
        "stack",
        "result",
        "rng",
    )

    def __init__(self, n: int, opts: Mapping[str, Any], rng: Rng) -> None:
        self.n = n
        self.names: tuple[str, ...] = NAMES[:n]
        self.opts: dict[str, Any] = dict(opts)
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.deck: list[str] = []
        self.discard: list[tuple[int, str]] = []  # (seat, card), in the order played
        self.played: list[int] = [0] * n
        self.turn = 0  # turns begun; the first turn is 1
        self.stack: list[Any] = []
        self.result: Result | None = None
        self.rng = rng

    def clone(self) -> ToyState:
        c = ToyState.__new__(ToyState)
        c.n = self.n
        c.names = self.names
        c.opts = dict(self.opts)
        c.hands = [list(h) for h in self.hands]
        c.deck = list(self.deck)
        c.discard = list(self.discard)
        c.played = list(self.played)
        c.turn = self.turn
        c.stack = list(self.stack)  # frames are immutable values
        c.result = self.result  # frozen
        c.rng = Rng(self.rng.state)
        return c

    def to_dict(self) -> dict[str, Any]:
        return {
            "names": list(self.names),
            "options": dict(self.opts),
            "hands": [list(h) for h in self.hands],
            "deck": list(self.deck),
            "discard": [[p, c] for p, c in self.discard],
            "played": list(self.played),
            "turn": self.turn,
            "stack": [f.to_list() for f in self.stack],
            "result": None if self.result is None else self.result.outcome(),
            "rng": self.rng.state,
        }

    @property
    def turn_seat(self) -> int:
        return (self.turn - 1) % self.n


@dataclass(frozen=True)
class ToyObservation:
    """What a bot playing ``seat`` sees: its own hand and the public table."""

    seat: int
    kind: str | None
    hand: tuple[str, ...]
    discard: tuple[tuple[int, str], ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    played: tuple[int, ...]
    turn: int


# ------------------------------------------------------------------------------ frames
class Play(Frame[ToyState]):
    """Play one card from the hidden hand: the texts are the hand, so the decision is secret."""

    __slots__ = ()
    kind = "play"
    rule = RULE_PLAY
    secret = True

    def prompt(self, s: ToyState) -> str:
        return f"{s.names[self.seat]}: play a card from your hand"

    def legal(self, s: ToyState) -> list[str]:
        return [f"play {c}" for c in sorted(s.hands[self.seat])]

    def apply(self, s: ToyState, text: str, ev: list[Event]) -> None:
        card = text.split()[1]
        s.hands[self.seat].remove(card)
        s.discard.append((self.seat, card))
        s.played[self.seat] += 1
        ev.append(
            Event(
                f"{s.names[self.seat]} plays the {card} face up onto the discard.",
                RULE_PLAY,
                kind="card",
                tag="play",
            )
        )
        s.stack.append(DrawOrPass(self.seat))


class DrawOrPass(Frame[ToyState]):
    """Draw the top card or pass: both choices are public (the deck size is public too)."""

    __slots__ = ()
    kind = "draw_or_pass"
    rule = RULE_DRAW
    secret = False

    def prompt(self, s: ToyState) -> str:
        return f"{s.names[self.seat]}: draw a card or pass"

    def legal(self, s: ToyState) -> list[str]:
        return ["draw", "pass"] if s.deck else ["pass"]

    def apply(self, s: ToyState, text: str, ev: list[Event]) -> None:
        who = s.names[self.seat]
        if text == "draw":
            card = s.deck.pop()
            s.hands[self.seat].append(card)
            ev.append(
                Event(
                    f"{who} draws a card.",
                    RULE_DRAW,
                    kind="card",
                    tag="draw",
                    private={self.seat: f"You draw the {card}."},
                )
            )
        else:
            ev.append(Event(f"{who} passes.", RULE_DRAW, kind="move", tag="pass"))


# ------------------------------------------------------------------------------ the game
def _begin_turn(s: ToyState) -> None:
    s.turn += 1
    seat = s.turn_seat
    s.stack.append(Play(seat) if s.hands[seat] else DrawOrPass(seat))


class ToyHiddenHand(StackRules[ToyState]):
    name = NAME
    title = TITLE
    players = range(2, 5)
    options: Mapping[str, Option] = OPTIONS
    facts = FACTS
    verbs = VERBS
    bots: Mapping[str, Any] = {}
    summary_keys = ("turn", "deck_size", "discard", "scores")
    variants: tuple[Variant, ...] = ()
    golden_modules: Mapping[str, Mapping[str, Any]] = {}
    rules_version = 1

    # -------------------------------------------------------------- setup and flow
    def setup(
        self,
        players: int,
        options: Mapping[str, Any],
        seed: int | str,
        position: Mapping[str, Any] | None,
    ) -> tuple[ToyState, list[Event]]:
        if position is not None:
            raise BadOption(f"{TITLE} has no prepared positions: position must be None")
        rng = Rng(seed_state(seed))
        s = ToyState(players, options, rng)
        deck = list(CARDS)
        rng.shuffle(deck)
        size = options["hand_size"]
        for p in range(players):
            s.hands[p] = [deck.pop() for _ in range(size)]
        s.deck = deck
        ev = [
            Event(
                f"The deck is shuffled; each player is dealt {size} cards face down; "
                f"{len(deck)} cards stay in the deck.",
                RULE_DEAL,
                kind="card",
                tag="deal",
                private={
                    p: "You are dealt: " + ", ".join(sorted(s.hands[p])) + "."
                    for p in range(players)
                },
            )
        ]
        _begin_turn(s)
        return s, ev

    def settle(self, s: ToyState, ev: list[Event]) -> None:
        if s.stack or s.result is not None:
            return
        everyone_empty = not any(s.hands)
        limit = s.opts["rounds"] * s.n
        if everyone_empty or s.turn >= limit:
            best = max(s.played)
            winners = tuple(p for p in range(s.n) if s.played[p] == best)
            reason = (
                "every hand is empty"
                if everyone_empty
                else f"the limit of {s.opts['rounds']} rounds is reached"
            )
            scores = tuple(float(x) for x in s.played)
            s.result = Result(
                winners=winners,
                reason=reason,
                scores=scores,
                ranking=ranking_by(scores, winners),
                rule=RULE_END,
            )
            who = ", ".join(s.names[p] for p in winners)
            ev.append(
                Event(
                    f"The game ends: {reason}. Most cards played ({best}): {who}.",
                    RULE_END,
                    kind="end",
                    tag="end",
                )
            )
            return
        _begin_turn(s)

    # -------------------------------------------------------------- what each seat sees
    def label(self, text: str) -> str:
        return label(VERBS, text)

    def names(self, state: ToyState) -> tuple[str, ...]:
        return state.names

    def view(self, state: ToyState, seat: int | None) -> dict[str, Any]:
        s = state
        d = self.decision(s)
        return {
            "game": NAME,
            "title": TITLE,
            "names": list(s.names),
            "seat": seat,
            "options": dict(s.opts),
            "turn": s.turn,
            "deck_size": len(s.deck),
            "discard": [{"seat": p, "card": c} for p, c in s.discard],
            "players": [
                {
                    "seat": p,
                    "name": s.names[p],
                    "hand_size": len(s.hands[p]),
                    "played": s.played[p],
                }
                for p in range(s.n)
            ],
            "hand": None if seat is None else sorted(s.hands[seat]),
            "decision": None if d is None else d.to_dict(),
            "scores": list(s.played),
            "result": None if s.result is None else s.result.to_dict(),
        }

    def observe(self, state: ToyState, seat: int) -> ToyObservation:
        s = state
        return ToyObservation(
            seat=seat,
            kind=s.stack[-1].kind if s.stack and s.result is None else None,
            hand=tuple(sorted(s.hands[seat])),
            discard=tuple(s.discard),
            hand_sizes=tuple(len(h) for h in s.hands),
            deck_size=len(s.deck),
            played=tuple(s.played),
            turn=s.turn,
        )

    def resample_hidden(self, state: ToyState, seat: int | None, rng: Rng) -> ToyState:
        """Keep ``seat``'s own hand (none for ``None``) and everything public; deal the other
        hands and the deck again from their pooled cards, same sizes; a new RNG future. The pool
        is sorted first (canonical: the result depends on what ``seat`` knows and ``rng``)."""
        r = state.clone()
        others = [p for p in range(r.n) if p != seat]
        pool = sorted([c for p in others for c in r.hands[p]] + r.deck)  # canonical
        rng.shuffle(pool)
        for p in others:
            size = len(r.hands[p])
            r.hands[p] = [pool.pop() for _ in range(size)]
        r.deck = pool
        r.rng = Rng(rng.next64())
        return r

    def result(self, state: ToyState) -> Result | None:
        return state.result

    def turns(self, state: ToyState) -> int:
        return state.turn

    def svg(self, view: Mapping[str, Any], legal: Sequence[str] | None = None) -> str:
        lines = [f"{view.get('title', TITLE)}: turn {view.get('turn', 0)}"]
        for p in view.get("players", []):
            lines.append(f"{p['name']}: {p['hand_size']} cards in hand, {p['played']} played")
        discard = ", ".join(e["card"] for e in view.get("discard", [])) or "empty"
        lines.append(f"Discard: {discard}")
        lines.append(f"Deck: {view.get('deck_size', 0)} cards")
        if view.get("hand") is not None:
            lines.append("Your hand: " + (", ".join(view["hand"]) or "empty"))
        d = view.get("decision")
        if d:
            lines.append(str(d.get("prompt", "")))
        r = view.get("result")
        if r:
            lines.append(f"Game over: {r.get('reason', '')}")
        height = 20 * len(lines) + 20
        texts = "".join(
            f'<text x="10" y="{24 + 20 * i}" font-size="14">{escape(line)}</text>'
            for i, line in enumerate(lines)
        )
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="480" height="{height}" '
            f'viewBox="0 0 480 {height}" role="img" aria-label="{escape(TITLE)}">'
            f'<rect width="480" height="{height}" fill="#fdf6e3"/>{texts}</svg>'
        )

    def clone(self, state: ToyState) -> ToyState:
        return state.clone()

    def to_dict(self, state: ToyState) -> dict[str, Any]:
        return state.to_dict()

    def check(self, state: ToyState) -> None:
        s = state
        every = [c for h in s.hands for c in h] + s.deck + [c for _, c in s.discard]
        assert sorted(every) == sorted(CARDS), (
            f"{RULE_DEAL}: all 12 cards are in a hand, the deck or the discard, once each; "
            f"found {sorted(every)}"
        )
        assert len(s.discard) == sum(s.played), f"{RULE_PLAY}: each played card is counted"
        for p in range(s.n):
            assert s.played[p] == sum(1 for q, _ in s.discard if q == p), (
                f"{RULE_PLAY}: seat {p}'s count matches the discard"
            )
        assert 0 <= s.turn <= s.opts["rounds"] * s.n, f"{RULE_END}: turn {s.turn} past the limit"
        assert len(s.stack) <= 1, "one pending decision at a time"
        if s.result is None:
            assert s.stack, "a running game has a pending decision"
            assert s.stack[-1].seat == s.turn_seat, "the decision belongs to the turn's player"
        else:
            assert not s.stack, "a finished game has no pending decision"


GAME: Game[ToyState] = ToyHiddenHand()


def register_toy() -> Game[ToyState]:
    """Make the toy game known to the registry (idempotent: registering twice is harmless)."""
    return register(GAME)


@contextmanager
def registered(game: Game[Any] = GAME) -> Iterator[Game[Any]]:
    """Make ``game`` known by its name inside the block; afterwards the registry is as it was,
    so test files that list ``tk.available_games()`` never see a toy."""
    known = game.name in registry.available_games()
    before = registry.get_game(game.name) if known else None
    register(game)
    try:
        yield game
    finally:
        registry.unregister(game.name)
        if before is not None:
            register(before)
