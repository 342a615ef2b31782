"""The Match: a game, its options and seed, and the history of actions taken.

A match advances one live state in place and keeps a checkpoint (a copy) every ``CHECKPOINT``
steps; ``undo``, ``redo``, ``at(step)`` and the replay slider rebuild a step from the checkpoint
before it. It keeps the events of the last action only: the log of earlier steps is made again
the same way, when it is read (a finished match holds about 60-250 bytes a decision, not the
600-940 it held with every event). The state a caller got from ``m.state`` is never changed afterwards: the match copies
it before its next change (copy on write). Decisions and legal actions are computed once per step
and actions are interned (one object per seat and text), so a loop over the public API,
``while not m.is_over: m.play(rng.choice(m.legal_actions()))``, costs little more than the
rules themselves.

A match can always be rebuilt from ``(game, players, seed, options, position, history)``: that is
the save file, and loading it replays every action and checks the result against a digest. A save
also names the game's ``rules_version``: a save made under other rules is refused in one line
before any replay, instead of reading as an altered file. (The README's examples show a match of a
real game; they run as doctests.)
"""

from __future__ import annotations

import hashlib
import json
import os
import reprlib
import secrets
from collections.abc import Callable, Mapping
from operator import attrgetter, itemgetter
from pathlib import Path
from typing import Any

from . import i18n as _i18n
from .decision import Action, Decision
from .errors import BadOption, BadSave, IllegalAction
from .events import Event
from .files import Unreadable, as_path, read_small_file, shown_path
from .game import (
    Game,
    Result,
    check_numbers,
    check_players,
    default_options,
    finite_json,
    resolve_options,
)
from .i18n import DEFAULT as DEFAULT_LANGUAGE
from .i18n import active_language, check_language, language, translator
from .registry import available_games, get_game, register
from .rng import seed_state
from .verbs import verb_of
from .view import View

_ = translator("kit")

SAVE_FORMAT = "tortuga_kit.match/2"
#: Earlier save formats that still load. Format 1's digest covered fewer state fields, so it is
#: not compared (its checksum still is).
OLD_FORMATS = ("tortuga_kit.match/1",)
#: Steps between two kept copies of the state: undo and replay re-apply at most this many.
CHECKPOINT = 64
CHECKPOINT_MASK = CHECKPOINT - 1  # CHECKPOINT is a power of two
#: A save file larger than this is refused before it is parsed (a long game is ~30 KB).
MAX_SAVE_BYTES = 5_000_000
#: A position or option set larger than this (characters of JSON) is refused.
MAX_POSITION_CHARS = 200_000
#: A whole-number seed lies in -MAX_SEED..MAX_SEED: a save holds it as a JSON number, and a
#: larger one would not load again (a browser's numbers are exact only up to 2**53).
MAX_SEED = 2**53
#: Interned actions kept per game (all seats); past this the table starts afresh. Texts carry
#: player names, so custom names make new texts: the cap keeps that to a few megabytes.
MAX_INTERNED = 20_000

_INTERNED: dict[tuple[str, str], list[dict[str, Action]]] = {}


def _action_tables(game: Game[Any], lang: str = DEFAULT_LANGUAGE) -> list[dict[str, Action]]:
    """The game's intern tables in ``lang``, one per seat (text -> Action), shared by all its
    matches in that language (an Action keeps its label once made: one table per language)."""
    key = (game.name, lang)
    tables = _INTERNED.get(key)
    if tables is None or sum(map(len, tables)) > MAX_INTERNED:
        tables = _INTERNED[key] = [{} for _ in range(game.players.stop)]
    return tables


def _labeler(game: Game[Any], lang: str) -> Callable[[str], str]:
    """The game's labels in ``lang`` (English: the game's own function, no detour)."""
    if lang == DEFAULT_LANGUAGE:
        return game.label

    def label(text: str) -> str:
        with language(lang):
            return game.label(text)

    return label


__all__ = [
    "Match",
    "View",
    "available_games",
    "get_game",
    "load",
    "new_match",
    "register",
    "save",
    "SAVE_FORMAT",
]


def new_match(
    game: str | Game[Any],
    players: int,
    seed: int | str | None = None,
    *,
    position: dict[str, Any] | None = None,
    lang: str | None = None,
    **options: Any,
) -> Match:
    """Start a match. ``seed`` deals it: the same seed, the same match (``None``: a secret one
    drawn from ``secrets``, see ``draw_seed``). ``position`` builds a prepared position (see the
    game's docs); ``lang`` the language of its texts (``"en"``, ``"de"``, ``"ko"``; default: the
    kit's, see ``set_language``), which changes no rule: the same seed and actions, the same
    match."""
    return Match(game, players, seed, options, position, lang=lang)


def draw_seed() -> int:
    """A fresh seed nobody can guess (``secrets``, 0 to ``MAX_SEED - 1``). A seed deals every
    secret of a match, so a match started without one gets this rather than a number anyone
    at the table could try (0, 1, the last seed plus one)."""
    return secrets.randbelow(MAX_SEED)


def _check_seed(seed: object) -> None:
    """A clear ``BadOption`` for a seed that is neither int nor str, or that no save can hold."""
    if isinstance(seed, int) and not isinstance(seed, bool) and not -MAX_SEED <= seed <= MAX_SEED:
        bits = seed.bit_length()  # a huge number is named by its size (str() has a limit)
        shown = str(seed) if bits <= 100 else f"≈{'-' if seed < 0 else ''}2**{bits - 1}"
        raise BadOption(
            _(
                "seed {value} is out of range: a whole-number seed is from {low} to {high} "
                "(±2**53), so that its save loads again",
                value=shown,
                low=-MAX_SEED,
                high=MAX_SEED,
            )
        )
    seed_state(seed)  # type: ignore[arg-type]  # it says what else a seed may be


def _game(game: object) -> Game[Any]:
    if isinstance(game, str) or game is None or not hasattr(game, "setup"):
        return get_game(game)
    return game  # type: ignore[return-value]


_SHOWN = reprlib.Repr()
_SHOWN.maxstring = _SHOWN.maxother = _SHOWN.maxlong = 30


def _shown(value: object) -> str:
    """A value a refusal quotes, at most about 40 characters whatever it is (``5``, ``None``,
    ``['attack']``), rather than Python's name for its type ("not a int" read badly)."""
    return _SHOWN.repr(value)


class Match:
    """What notebooks, bots, tests and the command line hold.

    ``seed`` deals the match; without one (``None``) a secret seed is drawn (``draw_seed``). A
    whole-number seed lies in ``-MAX_SEED..MAX_SEED``, a text seed is at most 200 characters."""

    def __init__(
        self,
        game: str | Game[Any],
        players: int,
        seed: int | str | None = None,
        options: Mapping[str, Any] | None = None,
        position: Mapping[str, Any] | None = None,
        *,
        lang: str | None = None,
    ) -> None:
        if lang is None:  # the active language: nothing to switch to (a playout's new match)
            self._lang: str = active_language()
            self._build(game, players, seed, options, position)
            return
        self._lang = check_language(lang)
        # A wrong game, player count, option or position is said in the match's language.
        with language(self._lang):
            self._build(game, players, seed, options, position)

    def _build(
        self,
        game: str | Game[Any],
        players: int,
        seed: int | str | None,
        options: Mapping[str, Any] | None,
        position: Mapping[str, Any] | None,
    ) -> None:
        self.game: Game[Any] = _game(game)
        self.players: int = check_players(self.game, players)
        if seed is None:
            seed = draw_seed()  # no seed given: a secret one, never a guessable default
        if type(seed) is not int or not -MAX_SEED <= seed <= MAX_SEED:  # else nothing to check
            _check_seed(seed)
        #: The seed that dealt this match. It determines every secret, so the widgets never
        #: show it while the match runs; a save file keeps it (a save holds every secret).
        self.seed: int | str = seed
        if options is None or (isinstance(options, Mapping) and not options):  # the defaults
            self._given_options: dict[str, Any] = {}
            self._options = default_options(self.game)
        else:
            resolved = resolve_options(self.game, options)  # validates, and copies lists in
            self._given_options = finite_json(
                {k: _jsonable(resolved[k]) for k in options}, "options", MAX_POSITION_CHARS
            )
            self._options = resolved
        if position is not None and not isinstance(position, Mapping):
            raise BadOption(_("position must be a dict, not {type}", type=type(position).__name__))
        # Copy in: the caller may change its dict later; the match must not change with it.
        self._position: dict[str, Any] | None = (
            None
            if position is None
            else finite_json(dict(position), "position", MAX_POSITION_CHARS)
        )
        state, events = self._setup()
        self._state: Any = state
        self._shared = False  # True once ``state`` was handed out: copy before the next change
        # Step 0 needs no copy: the setup is run again when it is needed (it is deterministic).
        self._checkpoints: list[Any] = [None]
        self._actions: list[Action] = []
        # The setup's events, and the last action's (``None`` once the match is not at the
        # step that made them: an undo, a rebuilt step). The events of the other steps are not
        # kept: they were most of a match's memory (500-600 bytes a decision), and
        # ``_events_from`` makes them again from the checkpoint before them.
        self._setup_events: list[Event] = events
        self._last: list[Event] | None = None
        self._redo: list[Action] = []
        # Undo's trail: copies of the states after steps ``_trail_base``, ``_trail_base + 1``,
        # ... (at most ``CHECKPOINT`` of them, made by the first undo inside a checkpoint's
        # span), so that undoing step by step takes the next copy instead of replaying up to
        # 63 actions from the checkpoint each time (a history checked back to its start, a
        # learner stepping back). Only a prefix of the history is ever kept here, and
        # ``_truncate`` drops what lies past the new end, so the copies stay right.
        self._trail: list[Any] = []
        self._trail_base = 0
        # text -> Action per seat, shared by the game's matches: an action is made once.
        self._interned: list[dict[str, Action]] = _action_tables(self.game, self._lang)
        self._observers: list[Callable[[Match], None]] = []
        # The game's step functions, looked up once (a playout calls them at every step).
        self._to_move = self.game.to_move
        self._legal = self.game.legal_actions
        self._apply = self.game.apply
        # The deciding seat of this step and whether the game is over, kept up to date by every
        # change (``is_over`` is read at every step of a loop); its legal texts are asked for
        # once, when first needed (``_cache_valid``).
        self._seat: int | None = self._to_move(state)
        self._over = self._seat is None
        self._cache_valid = False
        self._texts: list[str] = []  # its legal texts (the game's list: never changed here)
        self._decision: Decision | None = None
        self._decision_valid = False

    def __getstate__(self) -> dict[str, Any]:
        """A pickle or deep copy leaves out the game's shared intern tables: they belong to the
        process (every match of the game shares them), and they were most of a pickle's bytes.
        ``__setstate__`` takes those of the process the match arrives in."""
        state = self.__dict__.copy()
        del state["_interned"]
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self._interned = _action_tables(self.game, self._lang)

    @property
    def lang(self) -> str:
        """The language of every text this match hands out: prompts, labels, views, the log,
        the board, error messages. Changing it changes no rule and nothing in a save."""
        return self._lang

    @lang.setter
    def lang(self, value: str) -> None:
        self._lang = check_language(value)
        self._interned = _action_tables(self.game, self._lang)
        self._decision_valid = False  # the prompt is made again, in the new language

    def _setup(self) -> tuple[Any, list[Event]]:
        """The game's setup for this match (the game gets its own copy of the position)."""
        position = None if self._position is None else finite_json(self._position, "position")
        return self.game.setup(self.players, dict(self._options), self.seed, position)

    # ------------------------------------------------------------------ options and position
    @property
    def options(self) -> dict[str, Any]:
        """Every option of this match (defaults included); a copy."""
        return dict(self._options)

    @property
    def position(self) -> dict[str, Any] | None:
        """The prepared position the match started from (``None``: a seeded setup); a copy."""
        return None if self._position is None else json.loads(json.dumps(self._position))

    # ------------------------------------------------------------------ reading
    @property
    def state(self) -> Any:
        """The live game state, for reading. The match copies it before its next change, so
        a state you hold never changes under you; change a match only through ``play``."""
        self._shared = True
        return self._state

    def _now(self) -> None:
        """The deciding seat's legal texts for this step, computed once."""
        self._texts = [] if self._seat is None else self._legal(self._state)
        self._cache_valid = True

    def _moved(self) -> None:
        """The state changed (another step, or rebuilt): its seat now, its texts when asked."""
        self._seat = self._to_move(self._state)
        self._over = self._seat is None
        self._cache_valid = self._decision_valid = False

    def _intern(self, seat: int, texts: list[str]) -> dict[str, Action]:
        """The seat's intern table, with an Action for every one of ``texts``."""
        self._interned = _action_tables(self.game, self._lang)
        table = self._interned[seat]
        label = _labeler(self.game, self._lang)
        for text in texts:
            if text not in table:
                table[text] = Action(seat, text, label)
        return table

    @property
    def decision(self) -> Decision | None:
        """Whose choice it is, what kind, a prompt, the rule, and whether it is secret."""
        if not self._decision_valid:
            with language(self._lang):
                self._decision = self.game.decision(self._state)
            self._decision_valid = True
        return self._decision

    @property
    def to_move(self) -> int | None:
        """The seat that decides now (``None`` once the game is over)."""
        return self._seat

    # Read at every step of a loop: the kept flag itself, read without a Python call.
    is_over = property(
        attrgetter("_over"),
        doc="True once the game has ended: nobody decides any more (``result`` says how).",
    )

    @property
    def result(self) -> Result | None:
        """How the game ended (``None`` until it has), its reason in the match's language."""
        r = self.game.result(self._state)
        return r if r is None else r.in_language(self._lang)

    @property
    def history(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    @property
    def step(self) -> int:
        """How many actions have been played."""
        return len(self._actions)

    @property
    def events(self) -> list[Event]:
        """Every event so far, its texts in the match's language."""
        lang = self._lang
        return [e.in_language(lang) for step in self._events_from(0) for e in step]

    def events_since(self, step: int) -> list[Event]:
        """The events of the actions after ``step`` (``0``: setup events excluded)."""
        lang = self._lang
        return [e.in_language(lang) for evs in self._events_from(step + 1) for e in evs]

    @property
    def names(self) -> tuple[str, ...]:
        return self.game.names(self._state)

    def legal_actions(self) -> list[Action]:
        """The actions the deciding seat may play now (empty when the game is over); a new
        list of interned actions (one object per seat and text)."""
        seat = self._seat
        if seat is None:
            return []
        if self._cache_valid:
            texts = self._texts
        else:  # _now, inlined: a loop asks this first at every step
            texts = self._texts = self._legal(self._state)
            self._cache_valid = True
        table = self._interned[seat]
        try:
            if len(texts) > 1:  # one C call for all the lookups (a map calls per text)
                return list(itemgetter(*texts)(table))
            return [table[texts[0]]] if texts else []
        except KeyError:
            return list(map(self._intern(seat, texts).__getitem__, texts))

    def legal_texts(self) -> list[str]:
        """The texts of ``legal_actions()``."""
        if not self._cache_valid:
            self._now()
        return self._texts[:]

    def view(self, seat: int | None = None) -> View:
        """What ``seat`` may know (``None``: the public/projector view, no secrets at all),
        with ``step``: how many actions were played (the number the log and replay use)."""
        self._check_seat(seat)
        with language(self._lang):
            data = self.game.view(self._state, seat)
        view = View(data, self.game.svg, self._lang, self.board_legal(seat))
        view["step"] = len(self._actions)
        return view

    def board_legal(self, seat: int | None = None) -> list[str]:
        """The legal action texts a board drawn for ``seat`` may mark as clickable: all of
        them for the deciding seat, or for anybody when the decision is not secret; else only
        those of public verbs (``Verb.public``: their texts never come from private
        information, like Cartagena's ``back 8``), so a board never shows a seat what another
        seat's secret choices are. Empty once the game is over."""
        d = self.decision
        if d is None:
            return []
        texts = self.legal_texts()
        if seat == d.seat or not d.secret:
            return texts
        verbs = self.game.verbs
        return [t for t in texts if (v := verbs.get(verb_of(t))) is not None and v.public]

    def observe(self, seat: int) -> Any:
        """What a bot playing ``seat`` sees (the game's ``observe``)."""
        self._check_seat(seat)
        if seat is None:
            with language(self._lang):
                raise BadOption(_("observe needs a seat, not None"))
        return self.game.observe(self._state, seat)

    def log(self, seat: int | None = None, since: int = 0) -> list[dict[str, Any]]:
        """The event log as ``seat`` may read it: private details only for the seats they
        concern. ``since``: only the entries of actions after that step (setup included at 0)."""
        self._check_seat(seat)
        if isinstance(since, bool) or not isinstance(since, int) or not 0 <= since <= self.step:
            with language(self._lang):
                raise BadOption(
                    _(
                        "since must be a step 0–{last}, not {given}",
                        last=self.step,
                        given=repr(since),
                    )
                )
        first = 0 if since == 0 else since + 1
        out = []
        with language(self._lang):
            for step, evs in enumerate(self._events_from(first), first):
                for e in evs:
                    entry = e.to_view(seat)
                    entry["step"] = step  # the step that made it (0: the setup): one numbering
                    out.append(entry)
        return out

    def _check_seat(self, seat: object) -> None:
        if seat is not None and (
            isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players
        ):
            shown = repr(seat) if len(repr(seat)) <= 40 else type(seat).__name__
            with language(self._lang):
                raise BadOption(
                    _(
                        "seat must be None or 0–{last}, not {given}",
                        last=self.players - 1,
                        given=shown,
                    )
                )

    # ------------------------------------------------------------------ observers
    def subscribe(self, callback: Callable[[Match], None]) -> None:
        """Call ``callback(match)`` after every change (play, undo, redo): widgets redraw."""
        if callback not in self._observers:
            self._observers.append(callback)

    def unsubscribe(self, callback: Callable[[Match], None]) -> None:
        if callback in self._observers:
            self._observers.remove(callback)

    def _changed(self) -> None:
        self._cache_valid = False
        self._decision_valid = False
        if self._observers:
            for callback in list(self._observers):
                callback(self)

    # ------------------------------------------------------------------ changing
    def play(self, action: Action | str, seat: int | None = None) -> list[Event]:
        """Play one action; on ``IllegalAction`` nothing changes.

        ``seat`` (or an ``Action``'s own seat) is checked against the seat to move, so a widget
        or a bot acting for the wrong seat gets a clear error instead of moving someone else.
        """
        given: Action | None  # recorded as it is; None: the text's interned Action is
        if type(action) is Action:
            given = action
            text = action.text  # a text that is not a string is refused by _parse
            if seat is None:
                seat = action.seat
        elif isinstance(action, str):
            given, text = None, action
        else:
            with language(self._lang):
                message = _("an action is an Action or its text, not {kind}", kind=_shown(action))
            raise IllegalAction(message, "malformed", self._rule_now())
        if not self._cache_valid:
            self._now()
        mover = self._seat
        # Small ints are shared objects: an Action of the deciding seat passes on ``is``.
        if seat is not mover and seat is not None or mover is None:
            self._check_turn(seat, mover)
        if text not in self._texts:
            with language(self._lang):  # its error, if any, in the match's language
                text = self._parse(text)
            given = None  # recorded as the interned Action of the legal text
        state = self._state
        if self._shared:
            state = self._state = self.game.clone(state)
            self._shared = False
        try:
            events = self._apply(state, text)
        except BaseException:
            # A rules bug half-way through: the live state may be half changed, so rebuild it.
            self._state = self._rebuild(len(self._actions))
            self._moved()
            raise
        seat = self._seat = self._to_move(state)  # the next step's (``_moved``, inlined)
        self._over = seat is None
        self._cache_valid = self._decision_valid = False
        if given is None:
            given = self._action_of(mover, text)
        actions = self._actions
        actions.append(given)
        self._last = events  # the events of step len(actions)
        if not len(actions) & CHECKPOINT_MASK:  # every CHECKPOINT steps
            self._checkpoints.append(self.game.clone(state))
        if self._redo:
            self._redo.clear()
        if self._observers:
            self._changed()
        # the texts in the match's language, not the kit's (two cheap tests: a playout's step)
        if self._lang is not DEFAULT_LANGUAGE or _i18n._default is not DEFAULT_LANGUAGE:
            return [e.in_language(self._lang) for e in events]
        return events

    def _action_of(self, seat: int | None, text: str) -> Action:
        """The interned Action of ``seat``'s ``text`` (made now if it is new)."""
        assert seat is not None  # the seat that just played
        table = self._interned[seat]
        return table[text] if text in table else self._intern(seat, [text])[text]

    def _check_turn(self, seat: object, mover: int | None) -> None:
        """The game is over, or ``seat`` is not the deciding seat: one clear line. A seat
        equal to the mover's number (but not the same object) passes."""
        if mover is None:
            r = self.result
            with language(self._lang):
                message = _("the game is over: no more actions")
            raise IllegalAction(message, "game_over", r.rule if r is not None else "")
        if seat is not None and (type(seat) is not int or seat != mover):
            self._wrong_seat(seat)

    def _parse(self, text: str) -> str:
        """A text that is not exactly a legal one: normalise spaces and case, else explain."""
        if type(text) is not str:
            message = _("an action's text must be a string, not {kind}", kind=_shown(text))
            raise IllegalAction(message, "malformed", self._rule_now())
        if len(text) > 1000:
            message = _("an action text of {n} characters is not an action", n=len(text))
            raise IllegalAction(message, "malformed", self._rule_now())
        clean = " ".join(text.split())
        if clean in self._texts:
            return clean
        lowered = {t.lower(): t for t in self._texts}
        if clean.lower() in lowered:
            return lowered[clean.lower()]
        raise self.game.explain_illegal(self._state, clean)

    def _wrong_seat(self, seat: object) -> None:
        decision = self.decision
        assert decision is not None
        if type(seat) is not int:
            with language(self._lang):
                message = _(
                    "seat must be a seat number 0–{last}, not {given}",
                    last=self.players - 1,
                    given=_shown(seat),
                )
            raise IllegalAction(message, "bad_seat", decision.rule)
        who = self.names
        assert isinstance(seat, int)
        other = who[seat] if 0 <= seat < len(who) else str(seat)
        with language(self._lang):
            message = _(
                "it is {name}'s choice ({prompt}), not {other}'s",
                name=who[decision.seat],
                prompt=decision.prompt,
                other=other,
            )
        raise IllegalAction(message, "not_your_turn", decision.rule)

    def _rule_now(self) -> str:
        """The rule a refused action is measured against: the open decision's, or the end's."""
        decision = self.decision
        if decision is not None:
            return decision.rule
        r = self.result
        return r.rule if r is not None else ""

    def _rebuild(self, step: int) -> Any:
        """The state after ``step`` actions: the checkpoint before it, plus the actions since."""
        k = step // CHECKPOINT
        kept = self._checkpoints[k]
        state = self._setup()[0] if kept is None else self.game.clone(kept)
        apply = self.game.apply
        for a in self._actions[k * CHECKPOINT : step]:
            apply(state, a.text)
        return state

    def _fill_trail(self, step: int) -> Any:
        """The state after ``step`` actions (as ``_rebuild``), keeping a copy of each state
        passed on the way from the checkpoint as the undo trail."""
        k = step // CHECKPOINT
        kept = self._checkpoints[k]
        state = self._setup()[0] if kept is None else self.game.clone(kept)
        apply, clone = self.game.apply, self.game.clone
        trail: list[Any] = []
        for a in self._actions[k * CHECKPOINT : step]:
            trail.append(clone(state))
            apply(state, a.text)
        self._trail, self._trail_base = trail, k * CHECKPOINT
        return state

    def _events_from(self, first: int) -> list[list[Event]]:
        """The events of each step from ``first`` to now (step 0: the setup's). The match keeps
        only the last action's; the others are made again by applying the history from the
        checkpoint before ``first`` to a copy (the rules are deterministic: the same events),
        at most ``CHECKPOINT`` steps more than asked for."""
        n = len(self._actions)
        out = [self._setup_events] if first == 0 else []
        start = max(first, 1)
        last = self._last
        if start > n:
            return out
        if start == n and last is not None:
            out.append(last)
            return out
        k = (start - 1) // CHECKPOINT
        kept = self._checkpoints[k]
        with language(self._lang):
            state = self._setup()[0] if kept is None else self.game.clone(kept)
            apply = self.game.apply
            for a in self._actions[k * CHECKPOINT : start - 1]:
                apply(state, a.text)
            for a in self._actions[start - 1 : n]:
                out.append(apply(state, a.text))
        return out

    def _truncate(self, step: int) -> None:
        del self._actions[step:]
        self._last = None
        del self._checkpoints[step // CHECKPOINT + 1 :]
        trail, base = self._trail, self._trail_base
        if base <= step < base + len(trail):
            self._state = trail[step - base]  # handed over: it leaves the trail
            del trail[step - base :]
        else:
            self._state = self._fill_trail(step)
        self._shared = False
        self._moved()

    def undo(self) -> Action:
        """Take back the last action (it can be redone until another action is played)."""
        if not self._actions:
            with language(self._lang):
                message = _("nothing to undo: the match is at its start")
            raise IllegalAction(message, "nothing_to_undo")
        action = self._actions[-1]
        self._truncate(len(self._actions) - 1)
        self._redo.append(action)
        self._changed()
        return action

    def redo(self) -> Action:
        """Play the last undone action again."""
        if not self._redo:
            with language(self._lang):
                message = _("nothing to redo")
            raise IllegalAction(message, "nothing_to_redo")
        action = self._redo[-1]
        redo = self._redo[:-1]
        # observers hear of the redo once the rest of the redo list is back, not in between
        observers, self._observers = self._observers, []
        try:
            self.play(action)
        finally:
            self._observers = observers
        self._redo = redo
        self._changed()
        return action

    @property
    def can_undo(self) -> bool:
        return bool(self._actions)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    # ------------------------------------------------------------------ replay
    def at(self, step: int) -> Match:
        """A copy of this match as it was after ``step`` actions (for replay sliders)."""
        n = len(self._actions)
        if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= n:
            shown = repr(step) if len(repr(step)) <= 40 else type(step).__name__
            with language(self._lang):
                raise BadOption(
                    _("step must be a whole number 0–{last}, not {given}", last=n, given=shown)
                )
        other = object.__new__(Match)
        other.__dict__.update(self.__dict__)
        other._actions = self._actions[:step]
        other._last = self._last if step == n else None
        other._checkpoints = self._checkpoints[: step // CHECKPOINT + 1]
        other._trail = []
        other._state = self.game.clone(self._state) if step == n else other._rebuild(step)
        other._shared = False
        other._redo = []
        other._observers = []
        other._moved()
        return other

    def copy(self) -> Match:
        return self.at(len(self._actions))

    def replayed(self) -> Match:
        """A new match rebuilt from seed and history (proves determinism)."""
        m = Match(
            self.game, self.players, self.seed, self._given_options, self._position, lang=self._lang
        )
        for a in self._actions:
            m.play(a)
        return m

    def digest(self) -> str:
        """A short fingerprint of the options and the full state (secrets included): equal
        matches, equal digests."""
        body = {"options": _jsonable_all(self._options), "state": self.game.to_dict(self._state)}
        blob = json.dumps(body, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(blob.encode()).hexdigest()[:16]

    # ------------------------------------------------------------------ save/load
    def to_json(self) -> str:
        """A save file. It holds every secret (it is the whole match), so share it like a box."""
        data = {
            "format": SAVE_FORMAT,
            "game": self.game.name,
            "rules_version": self.game.rules_version,
            "players": self.players,
            "seed": self.seed,
            "options": self._given_options,
            "position": self._position,
            "history": [[a.seat, a.text] for a in self._actions],
            "digest": self.digest(),
        }
        data["checksum"] = _checksum(data)
        return json.dumps(data, indent=1)

    @classmethod
    def from_json(cls, text: str | bytes, lang: str | None = None) -> Match:
        """Rebuild a match from ``to_json``'s text; a damaged file is a one-line ``BadSave``.
        A save holds no language: ``lang`` is the loaded match's (default: the kit's), and the
        error of a damaged file is said in it too."""
        if lang is None:
            return cls._from_json(text, None)
        with language(lang):  # checks lang
            return cls._from_json(text, lang)

    @classmethod
    def _from_json(cls, text: str | bytes, lang: str | None) -> Match:
        if not isinstance(text, (str, bytes, bytearray)):
            raise BadSave(_("a save file is text, not {kind}", kind=type(text).__name__))
        if len(text) > MAX_SAVE_BYTES:
            raise BadSave(
                _(
                    "save file is {n} bytes; a save is at most {max_save_bytes}",
                    n=len(text),
                    max_save_bytes=MAX_SAVE_BYTES,
                )
            )
        try:
            data = json.loads(text)
        except RecursionError:
            raise BadSave(_("save file is not valid JSON: nested too deeply")) from None
        except (TypeError, ValueError) as exc:
            raise BadSave(_("save file is not valid JSON: {exc}", exc=str(exc)[:120])) from None
        if not isinstance(data, dict):
            raise BadSave(_("save file is not a JSON object"))
        for key, value in data.items():
            try:
                check_numbers(value, f"save file field {str(key)[:30]!r}")
            except BadOption as exc:
                raise BadSave(str(exc)) from None
        fmt = data.get("format")
        if fmt != SAVE_FORMAT and fmt not in OLD_FORMATS:
            shown = repr(fmt) if len(repr(fmt)) <= 40 else type(fmt).__name__
            raise BadSave(
                _(
                    "save file format is {shown}, expected {save_format}",
                    shown=shown,
                    save_format=repr(SAVE_FORMAT),
                )
            )
        # each field's message names its kind in words ("not a int" named Python's type)
        needs = (
            ("game", str, _.lazy("save file field {key} is missing or not text", key="'game'")),
            (
                "players",
                int,
                _.lazy("save file field {key} is missing or not a whole number", key="'players'"),
            ),
            (
                "history",
                list,
                _.lazy("save file field {key} is missing or not a list", key="'history'"),
            ),
        )
        for key, kind, message in needs:
            value = data.get(key)
            if not isinstance(value, kind) or isinstance(value, bool):
                raise BadSave(str(message))
        options = data.get("options", {})
        if not isinstance(options, dict):
            raise BadSave(_("save file field 'options' is not an object"))
        position = data.get("position")
        if position is not None and not isinstance(position, dict):
            raise BadSave(_("save file field 'position' is not an object or null"))
        seed = data.get("seed", 0)
        try:
            _check_seed(seed)  # null too: a save names its seed, it never draws a new one
            m = cls(data["game"], data["players"], seed, options, position, lang=lang)
        except BadOption as exc:
            raise BadSave(_("save file cannot start its match: {exc}", exc=exc)) from None
        versioned = _check_rules_version(data, m.game)
        for i, entry in enumerate(data["history"]):
            if (
                not isinstance(entry, list)
                or len(entry) != 2
                or not isinstance(entry[0], int)
                or isinstance(entry[0], bool)
                or not isinstance(entry[1], str)
            ):
                shown = repr(entry) if len(repr(entry)) <= 60 else type(entry).__name__
                raise BadSave(
                    _("save file history entry {i} is not [seat, text]: {shown}", i=i, shown=shown)
                )
            try:
                m.play(entry[1], seat=entry[0])
            except IllegalAction as exc:
                said = _(
                    "save file history entry {i} ({entry}) is illegal: {exc}",
                    i=i,
                    entry=repr(entry[1][:60]),
                    exc=exc,
                )
                raise BadSave(_replay_failed(said, versioned)) from None
        if fmt == SAVE_FORMAT and "digest" in data and data["digest"] != m.digest():
            raise BadSave(_digest_differs(m.game, versioned))
        if "checksum" in data and data["checksum"] != _checksum(data):
            # Checked last so that the more specific reasons above are reported first.
            raise BadSave(_("save file checksum does not match its contents: the file was altered"))
        return m

    # ------------------------------------------------------------------ display
    def __repr__(self) -> str:
        """Names the seed only once the match is over (to replay it): a notebook that shows a
        match sends this text to the browser and keeps it in the saved file, and the seed
        deals every secret (a drawn one too)."""
        if self.is_over:
            return (
                f"<Match {self.game.name} players={self.players} seed={self.seed!r} "
                f"step={len(self._actions)} over>"
            )
        return (
            f"<Match {self.game.name} players={self.players} step={len(self._actions)} "
            f"to move: seat {self.to_move}>"
        )

    def _repr_svg_(self) -> str | None:
        return self.view()._repr_svg_()

    def _repr_html_(self) -> str | None:
        """The public board, inlined: it follows the notebook's theme and width."""
        return self.view()._repr_html_()


def _check_rules_version(data: dict[str, Any], game: Game[Any]) -> bool:
    """Whether the save names the rules it was made with; a one-line ``BadSave`` when they are
    not the rules this kit plays: its history would replay differently (or not at all), and
    that is no damage to the file. Saves made before versions were recorded name none."""
    if "rules_version" not in data:
        return False
    saved = data["rules_version"]
    if saved != game.rules_version or type(saved) is not int:
        shown = repr(saved) if len(repr(saved)) <= 20 else type(saved).__name__
        raise BadSave(
            _(
                "save file was made with version {saved} of the {game} rules; this kit plays "
                "version {now}, so it cannot replay it",
                saved=shown,
                game=game.title,
                now=game.rules_version,
            )
        )
    return True


def _replay_failed(said: str, versioned: bool) -> str:
    """Why a save's history does not replay; a save that names no rules version may have been
    made with other rules, and the line says so."""
    if versioned:
        return said
    return _(
        "{said} (the file names no rules version: it may have been made with other rules)",
        said=said,
    )


def _digest_differs(game: Game[Any], versioned: bool) -> str:
    """The replayed match is not the saved one: an altered file, or (when the save names no
    rules version) perhaps other rules."""
    if versioned:
        return _("save file digest does not match the replayed match: the file was altered")
    return _(
        "save file digest does not match the replayed match: the file was altered, "
        "or it was made with other rules of {game} (it names no rules version)",
        game=game.title,
    )


def _checksum(data: dict[str, Any]) -> str:
    """A fingerprint of everything in a save but the checksum itself (history included)."""
    body = {k: v for k, v in data.items() if k != "checksum"}
    blob = json.dumps(body, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def _jsonable(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


def _jsonable_all(options: Mapping[str, Any]) -> dict[str, Any]:
    return {k: _jsonable(v) for k, v in options.items()}


def save(match: Match, path: str | os.PathLike[str]) -> Path:
    """Write ``match``'s save file (``Match.to_json``) to ``path``; returns the path.

    The file holds every secret of the match (it is the whole box), so share it like one."""
    if not isinstance(match, Match):
        raise BadOption(_("save needs a Match, not {kind}", kind=type(match).__name__))
    out = Path(path)
    out.write_text(match.to_json(), encoding="utf-8")
    return out


def load(path: str | os.PathLike[str], lang: str | None = None) -> Match:
    """The match saved in ``path`` (texts in ``lang``); a missing, oversized or damaged file is
    one ``BadSave`` (in ``lang`` too), and so is anything but a path to a regular file (``5``,
    ``None``, a NUL character, ``/dev/zero``, a FIFO, a folder): only a regular file is read,
    at most ``MAX_SAVE_BYTES`` of it, and nothing waits for a writer."""
    if lang is None:
        return _load(path, None)
    with language(lang):
        return _load(path, lang)


def _load(path: object, lang: str | None) -> Match:
    try:
        p = as_path(path)
    except Unreadable as exc:
        raise BadSave(exc.reason) from None
    try:
        text = read_small_file(p, MAX_SAVE_BYTES)
    except Unreadable as exc:
        if exc.size is not None:
            raise BadSave(
                _(
                    "save file is {size} bytes; a save is at most {max_save_bytes}",
                    size=exc.size,
                    max_save_bytes=MAX_SAVE_BYTES,
                )
            ) from None
        raise BadSave(
            _(
                "cannot read save file {path}: {strerror}",
                path=shown_path(p),
                strerror=exc.reason,
            )
        ) from None
    return Match.from_json(text, lang)
