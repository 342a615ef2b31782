"""The seam between the engine and the games: the ``Game`` protocol, options, results and facts.

A game is one object with functions over a mutable state it owns. The engine never looks inside a
state: it asks the game for the decision, the legal action texts, views, and the hooks below. A
game declares what the layers above need instead of being probed for it: ``names(state)`` for
messages, ``svg(view)`` for pictures, ``verbs`` (parser, labels, button groups, hints), ``bots``
(its rule-aware bots), ``facts`` (what the comparison of the four games reads), ``observe`` (what a
bot sees) and ``resample_hidden`` (a state a seat cannot tell apart, for secrecy tests and
search). ``GameBase`` is the protocol filled with a game's functions, so a game's ``game.py`` holds
only what is its own; the options several games share are made by one factory each here.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from ..board.elements import with_description
from .decision import Decision
from .errors import BadOption, IllegalAction
from .events import Event
from .i18n import DEFAULT as DEFAULT_LANGUAGE
from .i18n import Msg, active_language, text, translator
from .rng import Rng

if TYPE_CHECKING:
    from .verbs import Verb

S = TypeVar("S")

_ = translator("kit")


@dataclass(frozen=True)
class Option:
    """A named, documented game option.

    ``assumption`` marks options that exist because no source pins the fact down: every view
    lists them, so a learner always knows which parts of a match rest on a guess. ``choices``
    compare by type as well as value, so ``1.0`` is not ``True`` and ``0`` is not ``False``.

    ``doc`` (the help text), ``expects`` (what a value must be, in an error) and ``label`` (the
    option in a form's words; default: its name with spaces) may be a ``Msg`` of the game's
    catalog, read in the reader's language (``str(option.doc)``, or ``i18n.text``).
    """

    name: str
    default: Any
    doc: str | Msg
    choices: tuple[Any, ...] | None = None
    check: Callable[[Any], bool] | None = None
    assumption: bool = False
    expects: str | Msg = ""
    label: str | Msg = ""

    @property
    def title(self) -> str:
        """The option in a form's words, in the active language (``unverified cards``)."""
        return text(self.label) if self.label else self.name.replace("_", " ")

    def __hash__(self) -> int:
        # by name: a ``Msg`` (the texts) is unhashable, and equal options have equal names
        return hash(self.name)

    def validate(self, value: Any) -> Any:
        """The value as the match keeps it (lists become tuples), or a one-line ``BadOption``."""
        if self.choices is not None and not any(
            type(value) is type(c) and value == c for c in self.choices
        ):
            allowed = ", ".join(repr(c) for c in self.choices)
            raise BadOption(
                _(
                    "option {name}={value} is not one of {allowed}",
                    name=self.name,
                    value=_short(value),
                    allowed=allowed,
                )
            )
        if self.check is not None:
            try:
                ok = self.check(value)
            except (TypeError, ValueError, OverflowError):
                ok = False
            if not ok:
                raise BadOption(
                    _(
                        "option {name}={value} is invalid: expected {expects}",
                        name=self.name,
                        value=_short(value),
                        expects=text(self.expects),
                    )
                )
        if isinstance(value, list):
            return tuple(value)  # copy in: the caller's list can change, the match's cannot
        return value


#: Longest player name: a name is printed on the board and in every message.
MAX_NAME = 20


def names_option(defaults: Sequence[str], reserved: Collection[str] = ()) -> Option:
    """The ``names`` option every game offers: one name per seat, at most ``len(defaults)``,
    distinct (ignoring case), printable, without spaces (action texts split on spaces) and none
    of the game's ``reserved`` words (words its action texts use in a player's place)."""
    taken = {w.lower() for w in reserved}

    def ok(v: Any) -> bool:
        return v is None or (
            isinstance(v, (list, tuple))
            and len(v) <= len(defaults)
            and all(
                isinstance(x, str) and 0 < len(x) <= MAX_NAME and x.isprintable() and " " not in x
                for x in v
            )
            and len({x.lower() for x in v}) == len(v)
            and not ({x.lower() for x in v} & taken)
        )

    shown = ", ".join(defaults[:2])
    return Option(
        "names",
        None,
        _.lazy("Player names, one per seat (no spaces); default {names}, ...", names=shown),
        check=ok,
        expects=_.lazy(
            "a list of distinct names without spaces, at most {n} characters each", n=MAX_NAME
        ),
        label=_.lazy("names"),
    )


def first_player_option(
    seats: int, doc: str | Msg, *, name: str = "first_player", label: str | Msg = ""
) -> Option:
    """The option of who begins: ``"random"`` (drawn with the match's seed, the default) or a
    seat number below ``seats`` (the most seats the game has). It is an assumption: the
    rulebooks name a person (the one who looks most like a pirate), which a program cannot.
    ``doc`` says what the game's rulebook says; ``name`` and ``label`` keep a game's own word
    (Kutschfahrt's ``start_player``)."""

    def ok(v: Any) -> bool:
        return v == "random" or is_count(v, seats - 1)

    return Option(
        name,
        "random",
        doc,
        check=ok,
        expects=_.lazy("'random' or a seat number 0–{last}", last=seats - 1),
        assumption=True,
        label=label or _.lazy("first player"),
    )


#: The most turns a ``turn_limit`` may name: a safety net, never a game's real length.
MAX_TURNS = 100_000


def turn_limit_option() -> Option:
    """The ``turn_limit`` option: stop a match with no winner after that many turns (``None``:
    never, the default). Simulations set it under options with which a game may not end."""
    return Option(
        "turn_limit",
        None,
        _.lazy(
            "Stop the game (no winner) after this many turns; a safety net "
            "for simulations, off by default (rules §turn-limit)."
        ),
        check=lambda v: v is None or (is_count(v, MAX_TURNS) and v > 0),
        expects=_.lazy("None or a whole number 1–{n}", n=MAX_TURNS),
        label=_.lazy("turn limit"),
    )


def _short(value: Any, limit: int = 60) -> str:
    """A value for an error message, never longer than a line."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a hostile __repr__ must not hide the real error
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 3] + "..."


@dataclass(frozen=True)
class Result:
    """How a game ended.

    - ``winners``: the winning seats (empty when nobody wins, e.g. a turn limit);
    - ``teams``: team totals when the game has teams (Tortuga 1667's chests per nation);
    - ``reason``: the ending in words;
    - ``winning_team``: the team that won, if any;
    - ``scores``: one number per seat in the game's own terms (points, or the seat's team total);
    - ``ranking``: tiers of seats, best first; seats in one tier are tied;
    - ``rule``: the rule that ended the game (cited when an action comes too late);
    - ``said``: the reason as a ``Msg``, so it reads in any language (``in_language``; a
      ``Match`` hands its result out in its own). ``reason`` stays the English text (made from
      ``said`` when not given): statistics and saves compare results across languages.
    """

    winners: tuple[int, ...]
    teams: dict[str, int] = field(default_factory=dict)
    reason: str = ""
    winning_team: str | None = None
    scores: tuple[float, ...] = ()
    ranking: tuple[tuple[int, ...], ...] = ()
    rule: str = ""
    said: Msg | None = field(default=None, compare=False, repr=False)

    def __post_init__(self) -> None:
        if not self.reason and self.said is not None:
            object.__setattr__(self, "reason", self.said.render(DEFAULT_LANGUAGE))

    def in_language(self, lang: str | None = None) -> Result:
        """This result with its reason in ``lang`` (default: the active language)."""
        if self.said is None:
            return self
        shown = self.said.render(lang or active_language())
        return self if shown == self.reason else replace(self, reason=shown)

    def to_dict(self) -> dict[str, Any]:
        return {**self.outcome(), "reason": self.reason, "rule": self.rule}

    def outcome(self) -> dict[str, Any]:
        """The facts of the result without its prose (``reason``, ``rule``): what a state's
        ``to_dict`` keeps, so a digest, and with it every save, survives a reworded citation."""
        return {
            "winners": list(self.winners),
            "teams": dict(self.teams),
            "winning_team": self.winning_team,
            "scores": list(self.scores),
            "ranking": [list(tier) for tier in self.ranking],
        }


def ranking_by(scores: Sequence[float], winners: Sequence[int] = ()) -> tuple[tuple[int, ...], ...]:
    """Tiers of seats: the winners first (if given), then the rest by score, ties together.

    >>> ranking_by([3, 7, 3])
    ((1,), (0, 2))
    >>> ranking_by([3, 3, 1], winners=[1])
    ((1,), (0,), (2,))
    """
    first = tuple(sorted(winners))
    by_score: dict[float, list[int]] = {}
    for p, value in enumerate(scores):
        if p not in first:
            by_score.setdefault(value, []).append(p)
    tiers = [tuple(by_score[v]) for v in sorted(by_score, reverse=True)]
    return (first, *tiers) if first else tuple(tiers)


@dataclass(frozen=True)
class Variant:
    """Another version of a game, as options, that the conformance suite plays too.

    ``private``: whether seats hold information other seats lack in this version (False for
    open hands: then only what nobody knows, such as the order of a stock, is hidden).
    """

    options: Mapping[str, Any]
    private: bool = True


#: The mechanisms a game's facts may name (the comparison's columns).
MECHANISMS = frozenset(
    {
        "hidden_roles",
        "secret_teams",
        "voting",
        "trading",
        "fighting",
        "racing",
        "set_collection",
        "hand_management",
        "bluffing",
        "take_that",
        "deduction",
    }
)


@dataclass(frozen=True)
class GameFacts:
    """What the rulebook says about a game, declared once and read by the comparison.

    ``minutes`` and ``age`` come from the seeds; ``mechanisms`` from ``MECHANISMS``; ``chance``
    lists the sources of luck in words; ``hidden`` says what each seat can see that others
    cannot.
    """

    players: range
    minutes: tuple[int, int]
    age: int
    published: int
    teams: str
    hidden_roles: bool
    mechanisms: tuple[str, ...]
    chance: tuple[str, ...]
    hidden: str
    sources: tuple[str, ...] = ()
    #: The player count the comparison plays by default (where a seed recommends one, that).
    default_players: int | None = None
    #: The rules the comparison counts per 100 turns, as (``Event.tag``, words): its headline
    #: rules (every tag is counted; these are the ones worth a reader's eye).
    highlights: tuple[tuple[str, str], ...] = ()
    #: The ``Event.tag`` values that mean "a tie was broken" (the tie-break rate).
    tie_break_tags: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        unknown = set(self.mechanisms) - MECHANISMS
        if unknown:
            raise ValueError(f"unknown mechanism {sorted(unknown)[0]!r}: use {sorted(MECHANISMS)}")
        if self.default_players is not None and self.default_players not in self.players:
            raise ValueError(f"default_players {self.default_players} is not in {self.players}")

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": [self.players.start, self.players.stop - 1],
            "minutes": list(self.minutes),
            "age": self.age,
            "published": self.published,
            "teams": self.teams,
            "hidden_roles": self.hidden_roles,
            "mechanisms": list(self.mechanisms),
            "chance": list(self.chance),
            "hidden": self.hidden,
            "sources": list(self.sources),
            "default_players": self.default_players,
            "highlights": [list(h) for h in self.highlights],
            "tie_break_tags": list(self.tie_break_tags),
        }


class Bot(Protocol):
    """Plays one seat from what that seat may know.

    ``choose`` gets ``game.observe(state, seat)`` (``None`` when ``observes`` is False: a bot that
    ignores the position, like the random bot, costs a playout nothing) and the legal texts.
    A bot draws randomness only from its own seeded ``Rng``, never from the match's. A bot
    with ``searches = True`` (the search bot) gets ``engine.knowledge.Knowledge`` instead: the
    observation and a world without secrets to play on (``knowledge.for_bot`` decides).
    """

    name: str
    observes: bool

    def choose(self, observation: Any, legal: Sequence[str], /) -> str: ...


BotFactory = Callable[[int], Bot]


@dataclass(frozen=True)
class SearchHints:
    """What the kit's one search (``bots.search``) needs to know of a game: who plays the
    rollouts and how a cut-off position is worth to each seat. Declared by a game as its
    ``search`` class attribute; a game without one is searched with random rollouts played to
    the end (slow but sound).

    - ``rollout``: the name of the game's rule-aware bot that plays every seat in a rollout;
    - ``value``: each seat's chance to win a position, a number in 0..1 per seat (a team's
      seats share one), for a rollout cut before the end;
    - ``turns``: how many turns a rollout plays on before it is cut (``decisions`` caps it too);
    - ``reason``: a one-line reason in the game's terms for playing ``text`` (seen from the
      seat's observation), or ``None`` for the generic one;
    - ``belief``: ``belief(knowledge)``, the seat's belief about hidden teams
      (``{seat: {team: probability}}``) from its ``engine.knowledge.Knowledge`` (its
      observation, a world without secrets and the evidence of the public actions), or ``None``
      where the game gives none;
    - ``evidence``: ``evidence(state, observer, actor, text)``, how likely ``actor``'s public
      action ``text`` was under each team (log-likelihoods), judged only from what ``observer``
      knows (``engine.knowledge.PublicLog`` sums them);
    - ``draw``: ``draw(knowledge, rng)``, a world for one search iteration drawn from the
      seat's belief (default: ``knowledge.sample(rng)``, every consistent world alike);
    - ``decide``: ``decide(knowledge, legal)``, a decision the game makes without search (a
      Tortuga vote by its exact odds), or ``None`` to search;
    - ``trust``: how many rollouts the search's best action and the rule bot's choice must each
      have had before the search may overrule the rule bot (0: any); a game with many actions a
      decision (Tortuga's peeks) sets it, or one unlucky rollout decides;
    - ``searches_at``: ``searches_at(knowledge, legal)``, whether a decision is worth a search;
      where not, the search bot plays its rule bot's choice (default: every decision is);
    - ``team``: ``team(state, seat)``, the seat's team in a real state, for a harness that seats
      one bot on a whole team (``sim.team_playout``); a bot never calls it;
    - ``plans``: ``plans(knowledge, legal)``, the seat's whole plans from this decision (each a
      sequence of its own next actions, the first one legal now, deduplicated and best first
      by the game's heuristic; the first is the one the search must beat), or ``None`` to
      search one action at a time. The search then compares plans, and the bot plays the rest
      of the one it chose at its next decisions while each action stays legal (a game cuts a
      plan after an action whose outcome the seat cannot see, so the bot plans again);
    - ``shortlist``: ``shortlist(knowledge, legal)``, the seat's actions worth a search (the
      best by the game's own quick measure, its rule bot's choice among them); one: played
      without a search (default: every legal action is searched);
    - ``remember``: ``remember(notes, observation, actor, text) -> notes``, a seat's memory of
      the match (Gourmet: every card it saw taken or played), folded one action at a time from
      the seat's **own observation** before the action and the action's text (``notes`` is
      ``None`` before the first); ``engine.knowledge.PublicLog`` keeps it and
      ``Knowledge.notes`` hands it to the search (``draw``, ``decide``). It gets every action's
      text, a secret decision's too (its options may be private while the move is seen by all,
      as a card played in Gourmet), so it keeps only what the table sees of it;
    - ``budgeted``: whether the search bot's budget changes its play. ``False`` where
      ``decide`` makes every decision (Kutschfahrt: its belief and a claim judged on drawn
      worlds, no tree search): ``search:32`` and ``search:128`` are then one bot, and the skill
      ladder (``analysis.ladder``) plays only its first search rung.
    """

    rollout: str
    value: Callable[[Any], Sequence[float]]
    turns: int = 2
    decisions: int = 40
    reason: Callable[[Any, str], str | Msg | None] | None = None
    belief: Callable[[Any], dict[int, dict[str, float]]] | None = None
    evidence: Callable[[Any, int, int, str], dict[str, float]] | None = None
    draw: Callable[[Any, Any], Any] | None = None
    decide: Callable[[Any, Sequence[str]], str | None] | None = None
    searches_at: Callable[[Any, Sequence[str]], bool] | None = None
    trust: int = 0
    team: Callable[[Any, int], str] | None = None
    plans: Callable[[Any, Sequence[str]], Sequence[tuple[str, ...]] | None] | None = None
    remember: Callable[[Any, Any, int, str], Any] | None = None
    budgeted: bool = True
    shortlist: Callable[[Any, Sequence[str]], Sequence[str]] | None = None


class Game(Protocol[S]):
    """What a game provides. ``S`` is its state type; the engine never looks inside one.

    The data members are read-only (a game declares them as plain class attributes).
    """

    @property
    def name(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def players(self) -> range: ...

    @property
    def options(self) -> Mapping[str, Option]: ...

    @property
    def facts(self) -> GameFacts: ...

    @property
    def verbs(self) -> Mapping[str, Verb]:
        """The action language (``engine.verbs``): parser, labels, button groups, hints."""
        ...

    @property
    def bots(self) -> Mapping[str, BotFactory]:
        """The game's own rule-aware bots (the random bot plays every game)."""
        ...

    @property
    def variants(self) -> tuple[Variant, ...]:
        """The game's other versions, each of which the conformance suite also plays."""
        ...

    @property
    def golden_modules(self) -> Mapping[str, Mapping[str, Any]]:
        """Further golden playthroughs (``engine.playthrough``): file suffix -> options."""
        ...

    @property
    def rules_version(self) -> int:
        """The version of the game's rules that a save records (see ``GameBase``)."""
        ...

    @property
    def summary_keys(self) -> tuple[str, ...]:
        """Keys of the public view a one-line summary shows (playthroughs, the command line)."""
        ...

    def setup(
        self,
        players: int,
        options: Mapping[str, Any],
        seed: int | str,
        position: Mapping[str, Any] | None,
    ) -> tuple[S, list[Event]]: ...

    def decision(self, state: S) -> Decision | None: ...

    def to_move(self, state: S) -> int | None:
        """The deciding seat, or None when the game is over; cheaper than ``decision``."""
        ...

    def legal_actions(self, state: S) -> list[str]: ...

    def apply(self, state: S, text: str) -> list[Event]:
        """Apply a legal text in place (the caller checked legality) and say what happened."""
        ...

    def explain_illegal(self, state: S, text: str) -> IllegalAction: ...

    def label(self, text: str) -> str:
        """Readable button text for an action text (from the verb table; no state needed)."""
        ...

    def names(self, state: S) -> tuple[str, ...]: ...

    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know (``None``: the projector, no secrets); a fresh JSON-ready dict
        that the caller may change. It holds at least ``game``, ``seat``, ``names``,
        ``assumptions`` (the assumed data the match rests on, in words) and ``result``."""
        ...

    def observe(self, state: S, seat: int) -> Any:
        """What a bot playing ``seat`` sees: cheap, read-only, only what that seat may know."""
        ...

    def resample_hidden(self, state: S, seat: int | None, rng: Rng) -> S:
        """A new state that agrees with everything ``seat`` may know (``None``: what everybody
        knows) and redraws the rest from ``rng``."""
        ...

    def result(self, state: S) -> Result | None: ...

    def turns(self, state: S) -> int:
        """How many turns have begun (the first turn is 1): the length statistics read it."""
        ...

    def svg(self, view: Mapping[str, Any], legal: Sequence[str] | None = None) -> str:
        """THE picture of a view: static output and the live widget draw the same SVG.

        ``legal``: the action texts the shown seat may play; the board marks those as
        clickable and works out no rule itself. ``None``: the texts a ``Match`` put on the
        view it made (``View.legal``, see ``Match.board_legal``), else none: a plain dict
        draws with nothing clickable."""
        ...

    def clone(self, state: S) -> S: ...

    def to_dict(self, state: S) -> dict[str, Any]:
        """The whole state, secrets included, as JSON (digests, saves, positions)."""
        ...

    def check(self, state: S) -> None:
        """Raise AssertionError naming the rule when an invariant of one state does not hold."""
        ...


class GameBase(Generic[S]):
    """A ``Game`` filled with the game's functions: a game's ``game.py`` then holds only its
    contract, facts, options and variants.

    The data members are class attributes of the game's subclass; the functions come as keyword
    arguments (``Cartagena(deal=deal, prepare=apply_position, ...)``), so each is checked
    against its signature here once instead of being wrapped by hand in every game. The rules
    themselves (``decision``, ``apply``, ...) come from the game's rules class, usually a
    ``flow.StackRules``, mixed in before this one.

    Setting up is the same in every game: ``deal`` the seeded setup, let ``prepare`` turn it
    into a prepared ``position`` if one is given (inside ``reading_position``, so a malformed
    position is one ``BadOption`` line), then ``begin`` the first turn (told whether the
    position was prepared: a prepared turn may already be under way).
    """

    name: str
    title: str
    players: range
    options: Mapping[str, Option]
    facts: GameFacts
    verbs: Mapping[str, Verb]
    bots: Mapping[str, BotFactory]
    summary_keys: tuple[str, ...]
    #: The game's other versions, each a conformance case (none by default).
    variants: tuple[Variant, ...] = ()
    #: Golden playthroughs besides the default one: file suffix -> options.
    golden_modules: Mapping[str, Mapping[str, Any]] = MappingProxyType({})
    #: Bump it when a change of the rules makes old saves replay differently (another legal
    #: action, another draw, another result): a save records it, and loading a save made under
    #: another version says so instead of calling the file altered. Rewording a text, a new
    #: option whose default keeps the old rules, or a fix of the pictures needs no bump.
    rules_version: int = 1
    #: What the search bot needs of the game (``SearchHints``); ``None``: the generic search.
    search: SearchHints | None = None

    def __init__(
        self,
        *,
        deal: Callable[[int, dict[str, Any], int | str], tuple[S, list[Event]]],
        prepare: Callable[[S, dict[str, Any], list[Event]], list[Event]],
        begin: Callable[[S, list[Event], bool], None],
        view: Callable[[S, int | None], dict[str, Any]],
        observe: Callable[[S, int], Any],
        resample_hidden: Callable[[S, int | None, Rng], S],
        turns: Callable[[S], int],
        svg: Callable[[dict[str, Any], Sequence[str]], str],
        check: Callable[[S], None],
        projector: Callable[[dict[str, Any]], str] | None = None,
        describe: Callable[[dict[str, Any]], str] | None = None,
    ) -> None:
        self._deal = deal
        self._prepare = prepare
        self._begin = begin
        self._view = view
        self._observe = observe
        self._resample_hidden = resample_hidden
        self._turns = turns
        self._svg = svg
        self._check = check
        self._projector = projector
        self._describe = describe

    def setup(
        self,
        players: int,
        options: Mapping[str, Any],
        seed: int | str,
        position: Mapping[str, Any] | None,
    ) -> tuple[S, list[Event]]:
        state, events = self._deal(players, dict(options), seed)
        if position is not None:
            with reading_position():
                events = self._prepare(state, dict(position), events)
        self._begin(state, events, position is not None)
        return state, events

    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        return self._view(state, seat)

    def observe(self, state: S, seat: int) -> Any:
        return self._observe(state, seat)

    def resample_hidden(self, state: S, seat: int | None, rng: Rng) -> S:
        return self._resample_hidden(state, seat, rng)

    def turns(self, state: S) -> int:
        return self._turns(state)

    def svg(self, view: Mapping[str, Any], legal: Sequence[str] | None = None) -> str:
        texts = legal if legal is not None else getattr(view, "legal", ())
        svg = self._svg(dict(view), tuple(texts))
        if self._describe is None:
            return svg
        # the board in sentences for a screen reader, from the same view
        return with_description(svg, self._describe(dict(view)))

    def projector_svg(self, view: Mapping[str, Any]) -> str:
        """The board for a room (the toolkit's projector layout: landscape, few and large
        texts) of ``view``'s public parts; the game's own board where it has none."""
        if self._projector is None:
            return self.svg(view, ())
        return self._projector(dict(view))

    def check(self, state: S) -> None:
        self._check(state)


def resolve_options(game: Game[Any], given: Mapping[str, Any]) -> dict[str, Any]:
    """Defaults plus validated overrides; an unknown name is a one-line ``BadOption``."""
    if not isinstance(given, Mapping):
        raise BadOption(
            _("options must be a dict of name -> value, not {value}", value=_short(given))
        )
    unknown = sorted((k for k in given if k not in game.options), key=str)
    if unknown:
        known = ", ".join(sorted(game.options))
        raise BadOption(
            _(
                "unknown option {name} for {game}; known options: {known}",
                name=_short(unknown[0]),
                game=game.name,
                known=known,
            )
        )
    out = {}
    for name, opt in game.options.items():
        out[name] = opt.validate(given[name]) if name in given else opt.default
    return out


#: Each game's default options, made once: ``default_options`` hands out copies. Keyed by the
#: game's option table itself (kept alive by the entry, so its id is never reused); a default is
#: an immutable value (None, text, number, tuple), so a shallow copy is a whole copy.
_DEFAULTS: dict[int, tuple[Mapping[str, Option], dict[str, Any]]] = {}


def default_options(game: Game[Any]) -> dict[str, Any]:
    """``resolve_options(game, {})``, without building it again for every new match (a new
    match of a random playout asked for its defaults 13-39 times over)."""
    table = game.options
    kept = _DEFAULTS.get(id(table))
    if kept is None or kept[0] is not table:
        kept = _DEFAULTS[id(table)] = (table, resolve_options(game, {}))
    return dict(kept[1])


def check_players(game: Game[Any], players: object) -> int:
    """A player count the game supports, or a one-line ``BadOption``."""
    if not isinstance(players, int) or isinstance(players, bool):
        raise BadOption(_("players must be a whole number, not {value}", value=_short(players)))
    if players not in game.players:
        lo, hi = game.players.start, game.players.stop - 1
        raise BadOption(
            _(
                "{game} is for {low}–{high} players, not {n}",
                game=game.title,
                low=lo,
                high=hi,
                n=players,
            )
        )
    return players


def is_count(value: object, most: int) -> bool:
    """A whole number 0..most (not a bool, not a float, not infinite): bound every count a
    caller gives before anything is built from it."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= most


@contextmanager
def reading_position() -> Iterator[None]:
    """Around a game's reading of a ``position`` dict (its ``apply_position``): a dict of the wrong
    shape fails inside the reading with a ``KeyError``, ``TypeError``, ``IndexError`` and such, and
    the caller gets one ``BadOption`` line in the match's language instead of a traceback. The
    game's own ``BadOption`` passes as it is. Only the reading is wrapped, so that a bug in the
    rest of a game's setup still shows its traceback.
    """
    try:
        yield
    except BadOption:
        raise
    except (TypeError, ValueError, AttributeError, KeyError, IndexError) as exc:
        raise BadOption(
            _(
                "position is malformed ({kind}: {detail})",
                kind=type(exc).__name__,
                detail=str(exc)[:80],
            )
        ) from None


def finite_json(value: Any, where: str, limit: int = 1_000_000) -> Any:
    """A deep copy of a JSON-like value, or a one-line ``BadOption``: no NaN or Infinity, no
    sets or objects, no huge numbers, and at most ``limit`` characters of JSON."""
    import json

    try:
        text = json.dumps(value, allow_nan=False, separators=(",", ":"))
    except (TypeError, ValueError) as exc:
        raise BadOption(
            _(
                "{where} must be plain JSON data (dicts, lists, text, numbers): {error}",
                where=where,
                error=exc,
            )
        ) from None
    except RecursionError:
        raise BadOption(_("{where} is nested too deeply", where=where)) from None
    if len(text) > limit:
        raise BadOption(
            _(
                "{where} is too large ({n} characters of JSON; at most {most})",
                where=where,
                n=len(text),
                most=limit,
            )
        )
    copy = json.loads(text)
    check_numbers(copy, where)
    return copy


def check_numbers(value: Any, where: str) -> None:
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return
    if isinstance(value, int):
        if abs(value) > 2**53:
            raise BadOption(
                _(
                    "{where} holds the number {value}, far too large for a game",
                    where=where,
                    value=_short(value),
                )
            )
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise BadOption(_("{where} holds {value}", where=where, value=repr(value)))
        return
    if isinstance(value, dict):
        for v in value.values():
            check_numbers(v, where)
    elif isinstance(value, list):
        for v in value:
            check_numbers(v, where)
