"""Table: what one screen at a match shows and may do, without a kernel.

A ``Table`` holds a match and the people around it: the selected seat (``-1``: the projector,
no secrets), hot seat (everyone at one screen), the bot seats and which bot plays them, "Pass
for me when I can only pass", the replayed step, the language, and the last notice and error.
Every command (``click``, ``undo``, ``redo``, ``set_seat``, ``reveal``, ``hide``, ``replay``,
``bot_move``, ``play_until_human``, ``new_game``, ...) changes that and ends in exactly one new
``Screen``: an immutable value holding everything a front end draws (the board's SVG for the
shown seat, the prompt, notices, the buttons that seat may press, undo/redo state, the new log
entries). ``Table`` is the one place a screen is made and the one place legality is decided,
from the match (``Match.legal_actions`` and ``Decision.secret``); ``MatchWidget`` only copies a
screen into its traits, and a plain web page can feed the same front end from it (``handle``
takes the front end's messages, ``{"cmd": ..., "step": ...}``).

It imports neither traitlets nor ipywidgets nor anywidget: the seat policy, the bots and the
secrecy rules are tested as plain Python.

Why no seat's screen holds another seat's secrets: a view and a log are built by the game for
one seat, and the only other channel, the buttons, follows the rules' own flag: a decision
whose texts show the chooser's private information is ``Decision.secret`` (the default), and its
buttons reach only the chooser's own seat. The match's seed is on no screen at all (it deals
every secret), not even at game over, which Undo could reopen.

Hot seat: one screen is shared, so a seat's private view must not outlive its choice: after every
move the table goes back to the projector unless the selected seat decides next, and says whom
to pass the screen to. ``reveal()`` shows the view of the seat that decides now, never another
seat's; ``hide()`` takes the screen back to the projector.

"My turn", for "Play until my turn" and for Undo: the human seats are, with hot seat on, every
seat not ticked under Bots; with hot seat off, the selected seat plus, when some seats are bots,
every seat not ticked. Undo takes back the humans' last real choice (one that offered more than
one action) together with the bot moves and forced answers after it, and is refused when that
would take back a move that told a human seat something secret while others share the table
(``undo_blocked``).

A click meant for a step that has passed (two quick clicks, a bot that moved meanwhile) is
refused with a notice instead of playing a move for the next player: ``handle`` compares the
step the message carries with the match's.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, fields
from functools import wraps
from typing import Any, TypeVar

from ..bots import Advice, bots_for, choose, explain, explain_move, rule_bot
from ..engine import Action, Match, default_game, get_game
from ..engine.citations import rule_anchor, rule_contents, rule_section
from ..engine.errors import BadOption
from ..engine.i18n import language, translator
from ..engine.i18n import text as read_text
from ..engine.match import MAX_SAVE_BYTES
from ..engine.rng import seed_state
from ..engine.verbs import verb_of
from .frontend import error_text

BOT_LIMIT = 500  # moves per "play until my turn": a safety net, a whole game is ~100-300 moves
PICK_AFTER = 8  # a verb with more texts than this is offered as a picker, not as buttons
LOG_LIMIT = 300  # log entries a front end holds; older ones stay in Python (match.log())
MODES = ("hot seat", "against bots", "demo")
#: Messages that change the match: refused unless they carry the step the match is at.
STEPPED = frozenset({"play", "undo", "redo", "bot", "until"})

_ = translator("kit")
#: The modes' names as the New game form and its notice show them (MODES are their ids).
MODE_NAMES = {
    m: t for m, t in zip(MODES, (_.mark("hot seat"), _.mark("against bots"), _.mark("demo")))
}

F = TypeVar("F", bound=Callable[..., Any])


def default_match() -> Match:
    """A fresh match of the first game, at 5 players or the nearest count it allows."""
    game = get_game(default_game())
    players = min(max(5, game.players.start), game.players.stop - 1)
    return Match(game, players)


def _slots(usage: str, verb: str, width: int) -> list[str]:
    """The picker's slot titles from a verb's usage (``"force <player> <space> <space>"``)."""
    words = usage.split()
    if words and words[0] == verb:
        words = words[1:]
    titles = [w.strip("<>") for w in words]
    return (titles + ["choice"] * width)[:width]


def shown_value(value: object) -> str:
    """A value as an error line quotes it: short, whatever it is."""
    text = repr(value)
    return text if len(text) <= 40 else f"{text[:37]}..."


@dataclass(frozen=True)
class Screen:
    """Everything one front end draws after one change, for the table's selected seat.

    Immutable: a front end (a widget's traits, a web page's model) copies it, nothing writes
    back into it. ``state()`` is what a front end's model holds (the synced trait names);
    ``log`` is what it lacks of the seat's log (``log_reset``: everything again), and ``view``
    the view the board was drawn from (Python only)."""

    step: int
    max_step: int
    board: str
    #: The board for a room (``Big board``): the game's projector layout of the public view.
    projector: str
    title: str
    rules_page: str
    names: tuple[str, ...]
    groups: tuple[dict[str, Any], ...]
    prompt: str
    notice: str
    error: str
    seat: int
    turn: int
    hot_seat: bool
    bots: tuple[int, ...]
    bot: str
    bot_choices: tuple[str, ...]
    bot_labels: dict[str, str]
    can_undo: bool
    can_redo: bool
    undo_blocked: str
    bot_blocked: str
    until_blocked: str
    until_plan: str
    until_label: str
    auto_pass: bool
    auto_due: int
    players_choices: tuple[int, ...]
    scene_names: tuple[str, ...]
    max_save: int
    classroom: bool
    rule_index: tuple[dict[str, str], ...]
    rule: dict[str, Any]
    lang: str
    #: Hint is offered: the selected seat decides now, in the live match (in hot seat: only in
    #: its revealed private view; never on the projector)
    can_hint: bool
    #: the hint the selected seat asked for at this step (``{}``: none): its best choices
    search_hint: dict[str, Any]
    #: the steps of the log whose move a bot made in the open: each gets a Why? button
    why_steps: tuple[int, ...]
    #: the Why? asked for (``{}``: none): the bot's move seen from what everybody knew
    search_why: dict[str, Any]
    view: Any = field(compare=False, repr=False)
    log: tuple[dict[str, Any], ...] = ()
    log_reset: bool = False
    log_total: int = 0

    def state(self) -> dict[str, Any]:
        """The front end's model: every drawn value by its synced name, as JSON carries it."""
        out = {f.name: getattr(self, f.name) for f in fields(self) if f.name not in _NOT_STATE}
        return {k: list(v) if isinstance(v, tuple) else v for k, v in out.items()}

    def log_message(self) -> dict[str, Any] | None:
        """The log lines a front end lacks, as one message (``None``: it lacks none)."""
        if not self.log and not self.log_reset:
            return None
        return {"log": list(self.log), "reset": self.log_reset, "total": self.log_total}

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _projector(game: Any, shown: Match) -> str:
    """The projector board of ``shown`` (its public view; a game without one: its board)."""
    draw = getattr(game, "projector_svg", None)
    view = shown.view(None)
    return str(draw(view)) if callable(draw) else str(game.svg(view, ()))


_NOT_STATE = frozenset({"view", "log", "log_reset", "log_total", "lang"})


def _command(method: F) -> F:
    """A table command: in the match's language; any exception becomes ``error`` (a line for
    the learner, never a lost traceback); and one new screen when the outermost command ends."""

    @wraps(method)
    def run(self: Table, *args: Any, **kwargs: Any) -> Any:
        with self._acting():
            try:
                with language(self._match.lang):
                    return method(self, *args, **kwargs)
            except Exception as exc:  # noqa: BLE001 - shown to the learner, never swallowed
                self.error = error_text(exc)
                return False

    return run  # type: ignore[return-value]


class Table:
    """One screen at a match: seat policy, hot seat, bots, undo/redo, replay, language."""

    #: Hint is offered (a level of a course has hints of its own and turns it off)
    offers_hint = True

    def __init__(
        self,
        match: Match | None = None,
        seat: int | None = None,
        *,
        hot_seat: bool = False,
        bots: list[int] | tuple[int, ...] = (),
        bot: str | None = None,
        scenes: Mapping[str, Callable[[], Match]] | None = None,
        classroom: bool = False,
        auto_pass: bool | None = None,
        projector_only: bool = False,
    ) -> None:
        self._match: Match = match if match is not None else default_match()
        if bot is None:
            bot = rule_bot(self._match.game)
        self._registry: dict[str, Callable[[int], Any]] = dict(bots_for(self._match.game))
        self._scenes: dict[str, Callable[[], Match]] = dict(scenes or {})
        self._busy = 0  # > 0 while a command runs: one screen at the end
        self._listeners: list[Callable[[Screen], None]] = []
        self._target: int | None = None  # the replayed step (None: the live position)
        self._log: list[dict[str, Any]] = []  # what the front end holds (the last LOG_LIMIT)
        self._log_total = 0
        self._log_key: tuple[Any, ...] | None = None  # (seat, history) of that log
        #: per game and language: read once
        self._rule_index: dict[tuple[str, str], tuple[dict[str, str], ...]] = {}
        self._auto_played = 0  # forced choices answered for the human seat since the last click
        self._hint: dict[str, Any] = {}  # the last hint asked for (its step and seat in it)
        self._why: dict[str, Any] = {}  # the last Why? asked for
        self._bot_moves: dict[int, str] = {}  # step -> the text a bot played there in the open
        #: (match, its actions up to a step, seats): Undo never goes back before that step,
        #: whose move told those human seats a secret while others were at the table
        self._told: tuple[Match | None, tuple[Action, ...], tuple[int, ...]] = (None, (), ())
        self.notice = ""
        self.error = ""
        self.rule: dict[str, Any] = {}
        self.seat = self._seat_value(seat)
        self.hot_seat = bool(hot_seat)
        self.bots = self._bots_value(bots)
        if bot not in self._registry:
            raise BadOption(
                _(
                    "unknown bot {bot}; known bots: {known}",
                    bot=repr(bot),
                    known=", ".join(sorted(self._registry)),
                )
            )
        self.bot = bot
        self.auto_pass = self._against_bots() if auto_pass is None else bool(auto_pass)
        self.classroom = bool(classroom)
        #: A screen that only ever shows the public projector layout (the shared table's
        #: projector page): its ``board`` is that layout, and no seat board is drawn.
        self.projector_only = bool(projector_only) and self.seat == -1
        #: Big board is on in the front end: only then (and on a classroom screen showing no
        #: seat) is the projector picture drawn and sent, 2-11 ms and 15-40 KB a screen.
        self.big_board = False
        self._match.subscribe(self._on_match)
        self._screen = self._make_screen()

    # ------------------------------------------------------------------ reading
    @property
    def match(self) -> Match:
        """The live match (not the replayed step)."""
        return self._match

    @property
    def screen(self) -> Screen:
        """The latest screen (every change makes a new one)."""
        return self._screen

    @property
    def step(self) -> int:
        """The step shown: the replayed one, else the live match's."""
        return self._match.step if self._target is None else self._target

    @property
    def replaying(self) -> bool:
        return self._target is not None and self._target < self._match.step

    @property
    def selected_seat(self) -> int | None:
        return None if self.seat < 0 else self.seat

    @property
    def log(self) -> list[dict[str, Any]]:
        """The log entries the front end holds (the last ``LOG_LIMIT`` of ``match.log(seat)``)."""
        return list(self._log)

    @property
    def scene_names(self) -> list[str]:
        return list(self._scenes)

    def subscribe(self, listener: Callable[[Screen], None]) -> None:
        """Call ``listener(screen)`` with every new screen."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: Callable[[Screen], None]) -> None:
        if listener in self._listeners:
            self._listeners.remove(listener)

    def close(self) -> None:
        """Stop observing the match."""
        self._match.unsubscribe(self._on_match)
        self._listeners.clear()

    def full_log(self) -> dict[str, Any]:
        """A new front end's first message: the whole (trimmed) log it must hold."""
        return {"log": list(self._log), "reset": True, "total": self._log_total}

    # ------------------------------------------------------------------ the one screen
    @contextmanager
    def _acting(self) -> Iterator[None]:
        self._busy += 1
        company = self._company() if self._busy == 1 else None
        try:
            yield
        finally:
            self._busy -= 1
            if not self._busy:
                if company is not None:
                    self._keep_told(*company)
                self._publish()

    def _company(self) -> tuple[Match, frozenset[int]]:
        """The match and its human seats while others are at the table (hot seat, bots);
        no seats when a learner is alone with it."""
        humans = self.human_seats() if self.hot_seat or self.bots else set()
        return self._match, frozenset(humans)

    def _keep_told(self, match: Match, humans: frozenset[int]) -> None:
        """A command changed who is at the table (hot seat, the bots, the seat): the moves that
        told the humans of before something secret stay played for good, else turning hot seat
        or the bots off (or every seat into a bot), Undo, and back would take back a peek."""
        if not humans or match is not self._match or self._company() == (match, humans):
            return
        floor = self._told_floor()
        public = match.log(None, since=floor)
        told: dict[int, set[int]] = {}
        for seat in sorted(humans):
            for mine, shown in zip(match.log(seat, since=floor), public):
                if mine["text"] != shown["text"]:  # a private detail only this seat read
                    told.setdefault(mine["step"], set()).add(seat)
        if told and max(told) > floor:
            last = max(told)
            self._told = (match, match.history[:last], tuple(sorted(told[last])))

    def _told_floor(self) -> int:
        """The step Undo may not go back before (``_keep_told``; 0: none): while the match
        still has the moves up to it (code that took them back and played others ends it)."""
        told_match, kept, _seats = self._told
        m = self._match
        if told_match is not m or m.history[: len(kept)] != kept:
            return 0
        return len(kept)

    def _publish(self) -> None:
        with language(self._match.lang):
            screen = self._make_screen()
        self._screen = screen
        for listener in list(self._listeners):
            listener(screen)

    def _on_match(self, match: Match) -> None:
        """The match changed: code played on it (the table's own moves make one screen, after).
        A move played by code is answered by the bots, as a click is (not an undo, and not a
        redo with more to redo: those moves are already there)."""
        if self._busy or match is not self._match:
            return
        with self._acting():
            self.error = ""
            self.notice = ""
            self._target = None
            if self.bots and match.step > self._screen.max_step and not match.can_redo:
                self._run_bots(set(self.bots) - {self.seat})

    @_command
    def show(self, step: int | None = None) -> bool:
        """A new screen of the live position (``step``: of that replayed step)."""
        self._target = step
        return True

    def _make_screen(self) -> Screen:
        m = self._match
        n = m.step
        target = n if self._target is None else max(0, min(int(self._target), n))
        if target == n:
            self._target = None
        shown = m if target == n else m.at(target)
        view = shown.view(self.selected_seat)
        groups = self._groups(shown) if target == n else []
        d = m.decision
        log, reset = self._log_delta(shown, target)
        return Screen(
            step=target,
            max_step=n,
            # the board marks exactly the buttons of this screen (none in a replay, none for
            # a seat that may not choose): legality is decided once, by ``_groups``
            board=""
            if self._only_projector()
            else m.game.svg(view, legal=[a["text"] for g in groups for a in g["actions"]]),
            projector=_projector(m.game, shown) if self._wants_projector() else "",
            title=m.game.title,
            rules_page=m.game.name,
            names=tuple(m.names),
            groups=tuple(groups),
            prompt=self._prompt(shown, target, n, bool(groups)),
            notice=self.notice,
            error=self.error,
            seat=self.seat,
            turn=-1 if d is None else d.seat,
            hot_seat=self.hot_seat,
            bots=tuple(self.bots),
            bot=self.bot,
            bot_choices=tuple(sorted(self._registry)),
            bot_labels={
                k: read_text(getattr(f, "title", k)) for k, f in sorted(self._registry.items())
            },
            can_undo=m.can_undo,
            can_redo=m.can_redo,
            undo_blocked=self._undo_blocked(),
            bot_blocked=self._bot_blocked(target, n),
            until_blocked=self._until_blocked(target, n),
            until_plan=self._until_plan(),
            until_label=_("Play until my turn") if self.human_seats() else _("Bots play on"),
            auto_pass=self.auto_pass,
            auto_due=self._auto_due(target),
            players_choices=tuple(m.game.players),
            scene_names=tuple(self._scenes),
            max_save=MAX_SAVE_BYTES,
            classroom=self.classroom,
            rule_index=self._rules_menu() if self.classroom else (),
            rule=dict(self.rule),
            lang=m.lang,
            can_hint=self._may_hint(target),
            search_hint=self._hint_shown(target),
            why_steps=self._why_steps(target),
            search_why=self._why_shown(target),
            view=view,
            log=tuple(log),
            log_reset=reset,
            log_total=self._log_total,
        )

    # ------------------------------------------------------------------ Hint and Why?
    def _may_hint(self, target: int) -> bool:
        """Hint only for the seat that decides, on its own screen, in the live match: the
        projector (``selected_seat`` None) never gets one, so in hot seat only the revealed
        private view does."""
        d = self._match.decision
        live = d is not None and target == self._match.step
        return self.offers_hint and live and d is not None and d.seat == self.selected_seat

    def _hint_shown(self, target: int) -> dict[str, Any]:
        h = self._hint
        if not h or not self._may_hint(target) or h["step"] != target or h["seat"] != self.seat:
            return {}
        return h

    def _played_here(self, step: int, text: str) -> bool:
        history = self._match.history
        return 0 < step <= len(history) and history[step - 1].text == text

    def _why_steps(self, target: int) -> tuple[int, ...]:
        return tuple(
            k
            for k, text in sorted(self._bot_moves.items())
            if k <= target and self._played_here(k, text)
        )

    def _why_shown(self, target: int) -> dict[str, Any]:
        w = self._why
        if not w or w["step"] > target or not self._played_here(w["step"], w["action"]):
            return {}
        return w

    @_command
    def hint(self) -> bool:
        """The best choices for the seat that decides, from its own information only
        (``bots.explain``), shown on its own screen (see ``_may_hint``)."""
        if not self._may_hint(self.step):
            self.error = _("A hint is for the seat that decides now, on its own screen.")
            return False
        m = self._match
        seat = self.seat
        if self._hint.get("step") != m.step or self._hint.get("seat") != seat:
            # asked again for the same decision: the same advice, not another search (a shared
            # table's device may send Hint as often as its rate bound lets it)
            self._hint = {"step": m.step, "seat": seat, **_advice(m, explain(m, seat))}
        self.error = ""
        return True

    @_command
    def why(self, step: Any) -> bool:
        """Why a bot's move of ``step`` could be good, from what everybody knew then
        (``bots.explain_move``: the bot's own secrets stay secret, any screen may show it)."""
        m = self._match
        if not isinstance(step, int) or step not in self._why_steps(m.step):
            self.error = _(
                "Why? is asked of a bot's move in the log, not of {given}", given=shown_value(step)
            )
            return False
        advice = explain_move(m, step)
        self._why = {"step": step, "action": advice.played or "", **_advice(m, advice)}
        self.error = ""
        return True

    def _auto_due(self, target: int) -> int:
        """Hot seat with auto_pass: every human decision is due, forced or not (the screen must
        not tell which is forced; only a forced one is played when the answer comes)."""
        m = self._match
        d = m.decision
        due = self.hot_seat and self.auto_pass and target == m.step
        return m.step if due and d is not None and d.seat not in self.bots else -1

    def _rules_menu(self) -> tuple[dict[str, str], ...]:
        """The classroom's Rules menu: the rules page in the match's language (its titles are the
        page's headings), read once per game and language, not per click."""
        key = (self._match.game.name, self._match.lang)
        found = self._rule_index.get(key)
        if found is None:
            found = self._rule_index[key] = tuple(rule_contents(*key))
        return found

    def _log_delta(self, shown: Match, target: int) -> tuple[list[dict[str, Any]], bool]:
        """The log lines the front end lacks; everything again only when the seat changed or
        the shown history is not a continuation of what it holds. A click costs the same at
        step 300 as at step 10."""
        seat = self.selected_seat
        history = shown.history[:target]
        key = (seat, self._match.lang, history)
        old = self._log_key
        self._log_key = key
        if old is not None and old[:2] == key[:2] and history[: len(old[2])] == old[2]:
            done = len(old[2])
            if done == target:
                return [], False
            if done == 0:  # since=0 would include the setup, which the front end holds
                new = [e for e in shown.log(seat) if e["step"] > 0]
            else:
                new = shown.log(seat, since=done)
            self._log_total += len(new)
            self._log = (self._log + new)[-LOG_LIMIT:]
            return new, False
        entries = shown.log(seat)
        self._log_total = len(entries)
        self._log = entries[-LOG_LIMIT:]
        return list(self._log), True

    # ------------------------------------------------------------------ seats: who, and when not
    def human_seats(self) -> set[int]:
        """The seats "Play until my turn" stops for (see the module docstring)."""
        everyone = set(range(self._match.players))
        if self.hot_seat:
            return everyone - set(self.bots)
        humans = set() if self.seat < 0 else {self.seat}
        if self.bots:
            humans |= everyone - set(self.bots)
        return humans

    def _bot_blocked(self, target: int, n: int) -> str:
        if self._match.decision is None:
            return _("the game is over: no more moves")
        if target < n:
            return _(
                "you are replaying step {step} of {n}: press Live before a bot plays",
                step=target,
                n=n,
            )
        return ""

    def _until_blocked(self, target: int, n: int) -> str:
        why = self._bot_blocked(target, n)
        if why:
            return why
        if self.hot_seat and not self.bots:
            return _(
                "hot seat with no bot seats: every seat is a human at this screen, so there is "
                "nobody for the bots to play; tick seats under Bots, or use Bot move for one move"
            )
        return ""

    def _undo_to(self, humans: set[int]) -> int:
        """The step Undo goes back to: before the humans' last real choice, one that offered
        more than one action (one action when no seat is human). A forced answer (a Pass in a
        window every seat is asked about, perhaps passed for the seat) is not a choice: Undo
        stopping there left the learner one button to press again. Where the humans have made
        no real choice yet, before their last action."""
        m = self._match
        history = m.history
        if not humans:
            return max(0, len(history) - 1)
        last = None
        for k in range(len(history) - 1, -1, -1):
            if history[k].seat not in humans:
                continue
            if last is None:
                last = k
            if len(m.at(k).legal_texts()) > 1:  # about 0.1 ms: a replay from a checkpoint
                return k
        return 0 if last is None else last

    def _undo_blocked(self) -> str:
        """Why Undo is refused ("" when it is not). A move whose events told a human seat
        something private (a card drawn, event cards peeked at) cannot be taken back while
        others are at the table (hot seat, bots): that seat would choose again knowing it.
        Alone at the table (no hot seat, no bots) a learner may take anything back, but not a
        move that told a secret while others were there (``_keep_told``)."""
        m = self._match
        if not m.can_undo:
            return ""
        humans = self.human_seats()
        target = self._undo_to(humans)
        if target < self._told_floor():  # told before the company changed
            told = set(self._told[2])
        elif not (self.hot_seat or self.bots):
            return ""
        else:
            told = {s for e in m.events_since(target) for s in e.private} & humans
        if not told:
            return ""
        return _(
            "Undo would take back a move that showed {names} something secret; with others at "
            "this table it stays played, so nobody chooses again knowing what it showed",
            names=_(" and ").join(self._name(s) for s in sorted(told)),
        )

    def _until_plan(self) -> str:
        humans = self.human_seats()
        if not humans:
            return _(
                "Bots play every seat until the game ends (no seat is human here: select a seat "
                "or tick Bots to stop earlier)"
            )
        names = ", ".join(self._match.names[s] for s in sorted(humans))
        return _("Bots play until a human seat must choose: {names}", names=names)

    def may_choose(self, m: Match | None = None) -> bool:
        """Whether this screen may press the decision's buttons: the selected seat decides, or
        hot seat is on, the projector is shown and the decision is public. Decided here only."""
        d = (m or self._match).decision
        if d is None:
            return False
        if d.seat == self.selected_seat:
            return True
        # hot seat: public choices from the projector only, never beside another seat's secrets
        return self.hot_seat and not d.secret and self.selected_seat is None

    def _groups(self, m: Match) -> list[dict[str, Any]]:
        """The decision's actions grouped by verb (the game's table); long groups are pickers."""
        if not self.may_choose(m):
            return []
        d = m.decision
        assert d is not None
        verbs = m.game.verbs
        secret = _(" (secret)") if d.secret else ""  # unless the verb's texts are public
        by_verb: dict[str, list[dict[str, str]]] = {}
        for a in m.legal_actions():
            by_verb.setdefault(verb_of(a.text), []).append({"text": a.text, "label": a.label})
        out = []
        for name, items in by_verb.items():
            verb = verbs.get(name)
            width = max(len(i["text"].split()) for i in items) - 1
            pick = len(items) > PICK_AFTER and width >= 1
            out.append(
                {
                    "title": (verb.heading if verb is not None else name)
                    + ("" if verb is not None and verb.public else secret),
                    "verb": name,
                    "pick": pick,
                    "slots": _slots(verb.usage if verb is not None else "", name, width)
                    if pick
                    else [],
                    "actions": items,
                }
            )
        return out

    def _you(self) -> int | None:
        """The seat the game-over line speaks to: the selected one, else the only human seat
        (None with several humans in hot seat: the reason names the winners to the room)."""
        if self.selected_seat is not None:
            return self.selected_seat
        humans = self.human_seats()
        return next(iter(humans)) if len(humans) == 1 else None

    def _name(self, seat: int) -> str:
        return self._match.names[seat]

    def _game_over(self, m: Match) -> str:
        r = m.result
        # a reason that is a sentence of its own (Kutschfahrt's verdict on a claim) brings its
        # own full stop: the line must not end it twice ("... Gundla, Romana.. You ...")
        reason = str(r.reason).rstrip().removesuffix(".") if r is not None else ""
        over = _("Game over: {reason}.", reason=reason) if r is not None else _("Game over.")
        you = self._you()
        if r is None or you is None:
            return over
        if you in r.winners:
            return f"{over} {_('You ({name}) won.', name=self._name(you))}"
        return f"{over} {_('You ({name}) did not win.', name=self._name(you))}"

    def _prompt(self, m: Match, target: int, n: int, has_actions: bool) -> str:
        if target < n:
            return _("Replay: step {step} of {n}. Press Live to play on.", step=target, n=n)
        d = m.decision
        if d is None:
            return self._game_over(m)
        who = self._name(d.seat)
        if has_actions:
            if d.seat != self.selected_seat:
                return _("{prompt} (hot seat: you choose for {name})", prompt=d.prompt, name=who)
            return d.prompt
        if d.seat in self.bots:  # a ticked bot decides: nobody is asked to choose for it
            return _(
                "{prompt}. {name} is a bot: press Bot move or Play until my turn.",
                prompt=d.prompt,
                name=who,
            )
        if d.secret:
            return _(
                "{prompt}. This choice is secret: select {name}'s seat to choose, or press Bot "
                "move.",
                prompt=d.prompt,
                name=who,
            )
        if self.hot_seat and self.selected_seat is not None:
            return _(
                "{prompt}. Back to the projector (Seat: Projector) or {name}'s seat to choose: "
                "this screen shows {shown}'s secrets.",
                prompt=d.prompt,
                name=who,
                shown=self._name(self.selected_seat),
            )
        return _(
            "{prompt}. Select {name}'s seat (or tick Hot seat) to choose.",
            prompt=d.prompt,
            name=who,
        )

    # ------------------------------------------------------------------ validation
    def _seat_value(self, seat: Any) -> int:
        if seat is None or (type(seat) is int and seat == -1):
            return -1
        if (
            isinstance(seat, bool)
            or not isinstance(seat, int)
            or not 0 <= seat < self._match.players
        ):
            raise BadOption(
                _(
                    "seat must be None (projector) or 0–{last}, not {seat}",
                    last=self._match.players - 1,
                    seat=shown_value(seat),
                )
            )
        return seat

    def _bots_value(self, bots: Any) -> list[int]:
        if not isinstance(bots, (list, tuple, set, frozenset)):
            raise BadOption(_("bots must be a list of seats, not {given}", given=shown_value(bots)))
        out: list[int] = []
        for b in bots:
            if isinstance(b, bool) or not isinstance(b, int) or not 0 <= b < self._match.players:
                raise BadOption(
                    _(
                        "bots must be seats 0–{last}, not {given}",
                        last=self._match.players - 1,
                        given=shown_value(b),
                    )
                )
            if b not in out:
                out.append(b)
        return sorted(out)

    # ------------------------------------------------------------------ messages (a front end)
    @_command
    def handle(self, content: Any) -> bool:
        """One front-end message, ``{"cmd": name, "step": the step it was meant for, ...}``.
        A message that plays and carries another step than the match's is refused with a
        notice: it was meant for a position that has passed."""
        cmd = content.get("cmd") if isinstance(content, dict) else None
        handler = _COMMANDS.get(cmd) if isinstance(cmd, str) else None
        if handler is None:
            self.error = _("unknown widget command {cmd}", cmd=shown_value(cmd))
            return False
        if cmd in STEPPED:
            meant = content.get("step")
            now = self._match.step
            if type(meant) is not int or meant != now:
                self.notice = _(
                    "That click was meant for step {meant}, but the match is at step {now}: "
                    "nothing was played. Look at the board again and choose.",
                    meant=shown_value(meant),
                    now=now,
                )
                return False
        result = handler(self, content)
        return result is not False

    @_command
    def say(self, notice: str | None = None, error: str | None = None) -> bool:
        """Set the status line or the error line (a front end's own news: a download, an
        autosave), on a new screen."""
        if notice is not None:
            self.notice = notice
        if error is not None:
            self.error = error
        return True

    def _msg_play(self, c: dict[str, Any]) -> bool:
        text = c.get("text")
        if not isinstance(text, str):
            self.error = _(
                "a click must carry an action text, not {given}", given=shown_value(text)
            )
            return False
        return bool(self.click(text))

    def _msg_load(self, c: dict[str, Any]) -> bool:
        text = c.get("text")
        if not isinstance(text, str):
            self.error = _("a save file to load must arrive as text")
            return False
        return bool(self.load(Match.from_json(text, lang=self._match.lang)))

    def _msg_rule(self, c: dict[str, Any]) -> bool:
        ref = c.get("ref")
        if ref in (None, ""):
            self.rule = {}
            return True
        if not isinstance(ref, str) or len(ref) > 1000:
            raise BadOption(_("a citation to open is a short text"))
        return bool(self.show_rule(ref))

    @_command
    def show_rule(self, ref: str) -> bool:
        """Open the section of the game's rules page that citation ``ref`` names (a click on
        a log line's [rule], on the assumed-data badge, or on an error's citation)."""
        section = rule_section(self._match.game.name, ref, self._match.lang)
        if section is None:
            why = (
                _("it names only a rulebook page")
                if rule_anchor(ref) is None
                else _("the rules page is not installed")
            )
            self.notice = _(
                "{ref}: no section of the kit's rules page to open ({why}).", ref=repr(ref), why=why
            )
            self.rule = {}
            return False
        self.rule = section
        return True

    # ------------------------------------------------------------------ commands
    @_command
    def load(self, match: Match) -> bool:
        """Show another match (keeps seat and bots where they still fit)."""
        if not isinstance(match, Match):
            raise BadOption(_("load needs a Match, not {kind}", kind=type(match).__name__))
        old = self._match
        if self.classroom and match.game.name != old.game.name:
            # A classroom page is one game's page: its heading, Rules… menu and New game are
            # that game's, so another game's save would show under the wrong name.
            raise BadOption(
                _(
                    "This save holds a match of {held}; this classroom page plays {game} only: "
                    "open it on the {held} page.",
                    held=match.game.title,
                    game=old.game.title,
                )
            )
        everyone = set(range(old.players))
        against_bots = self.seat >= 0 and set(self.bots) == everyone - {self.seat}
        demo = set(self.bots) == everyone
        self._swap(match)
        self._registry = dict(bots_for(match.game))
        if self.bot not in self._registry:
            self.bot = rule_bot(match.game)
        if self.seat >= match.players:
            self.seat = -1
        # the same way of playing at the new table: against bots, every other seat is a bot
        if demo:
            self.bots = list(range(match.players))
        elif against_bots and self.seat >= 0:
            self.bots = [s for s in range(match.players) if s != self.seat]
        else:
            self.bots = [b for b in self.bots if b < match.players]
        self.error = ""
        self.notice = _(
            "Opened a match of {n} players at step {step}.", n=match.players, step=match.step
        )
        if against_bots:
            self._run_bots(set(self.bots))
        return True

    def _swap(self, match: Match) -> None:
        self._hint, self._why, self._bot_moves = {}, {}, {}
        self._match.unsubscribe(self._on_match)
        self._match = match
        self._match.subscribe(self._on_match)
        self._target = None

    def _refused_while_replaying(self, what: str) -> bool:
        """Undo, Redo and Reveal act on the live match, which is not the one on screen."""
        if not self.replaying:
            return False
        step = self.step
        self.error = {
            "Undo": _("you are replaying step {step}: press Live before Undo", step=step),
            "Redo": _("you are replaying step {step}: press Live before Redo", step=step),
            "Reveal": _("you are replaying step {step}: press Live before Reveal", step=step),
        }[what]
        return True

    @_command
    def click(self, text: str) -> bool:
        """Play ``text`` as a button would; refused (``error`` set, match unchanged) unless the
        selected seat is the one to decide, or hot seat is on and the decision is public."""
        m = self._match
        if self.replaying:
            self.error = _(
                "you are replaying step {step} of {n}: press Live (replay(None)) before playing",
                step=self.step,
                n=m.step,
            )
            return False
        d = m.decision
        if d is None:
            self.error = _("the game is over: no more actions")
            return False
        if not self.may_choose():
            me = _("the projector") if self.selected_seat is None else self._name(self.seat)
            why = _("it is secret") if d.secret else _("hot seat is off")
            self.error = _(
                "it is {name}'s choice ({prompt}), and you are viewing as {me}; {why}, so only "
                "{name}'s seat may choose",
                name=self._name(d.seat),
                prompt=d.prompt,
                me=me,
                why=why,
            )
            return False
        events = m.play(text, seat=d.seat)
        self.error = ""
        self.notice = ""
        self._run_bots(set(self.bots) - {self.seat})
        self._auto_notice()
        self._leave_private_view()
        if self.hot_seat:
            told = sorted({s for e in events for s in e.private if s != self.selected_seat})
            if told:
                who = _(" and ").join(self._name(s) for s in told)
                told_text = _(
                    "{names} learnt something secret: select their seat to read it (and back to "
                    "the projector after).",
                    names=who,
                )
                self.notice = f"{self.notice} {told_text}".strip()
        return True

    def _leave_private_view(self) -> None:
        """Hot seat: once the selected seat no longer decides, its secrets leave the shared
        screen (back to the projector), and the status line says whom to pass the screen to."""
        if not self.hot_seat or self.seat < 0:
            return
        d = self._match.decision
        if d is not None and d.seat == self.seat:
            return
        left = self._name(self.seat)
        self.seat = -1
        if d is None:
            nxt = _("the game is over")
        elif not d.secret:
            nxt = _("pass the screen to {name}", name=self._name(d.seat))
        else:
            nxt = _(
                "pass the screen to {name}, who selects their own seat for a secret choice",
                name=self._name(d.seat),
            )
        self.notice = _("Hot seat: {name}'s private view is closed; {next}.", name=left, next=nxt)

    @_command
    def undo(self) -> bool:
        """Take back the humans' last real choice and the bot moves and forced answers after it
        (``_undo_to``; one action when no seat is human, a demo); ``match.undo()`` takes back
        exactly one."""
        m = self._match
        if self._refused_while_replaying("Undo"):
            return False
        humans = self.human_seats()
        if not m.can_undo:
            m.undo()  # the match's own "nothing to undo"
        why = self._undo_blocked()
        if why:
            self.error = why
            return False
        taken = 0
        target = self._undo_to(humans)
        while m.can_undo and m.step > target:
            m.undo()
            taken += 1
        self.error = ""
        self.notice = (
            _("Took back {n} actions (the bots' moves after yours).", n=taken) if taken > 1 else ""
        )
        self._leave_private_view()
        return True

    @_command
    def redo(self) -> bool:
        """Play the undone choice again, and the bot moves and forced answers after it (what
        ``undo`` took back with it)."""
        m = self._match
        if self._refused_while_replaying("Redo"):
            return False
        humans = self.human_seats()
        m.redo()
        while m.can_redo and humans and (d := m.decision) is not None:
            if d.seat in humans and len(m.legal_texts()) > 1:
                break
            m.redo()
        self.error = ""
        self.notice = ""
        self._leave_private_view()
        return True

    @_command
    def set_seat(self, seat: int | None) -> bool:
        """Look as ``seat`` (``None`` or ``-1``: the projector, no secrets)."""
        self.seat = self._seat_value(seat)
        self.error = ""  # it may quote the previous seat's hand
        self.notice = ""
        return True

    @_command
    def reveal(self) -> bool:
        """Hot seat: show the view of the seat that decides now (its secrets on the shared
        screen, for that player alone); ``hide()`` goes back to the projector. Refused with hot
        seat off, while replaying and after the game: it never shows another seat."""
        d = self._match.decision
        if not self.hot_seat:
            self.error = _("Reveal is for hot seat (everyone at this screen): tick Hot seat first")
            return False
        if self._refused_while_replaying("Reveal"):
            return False
        if d is None:
            self.error = _("the game is over: nobody's turn to reveal")
            return False
        self.seat = d.seat
        self.error = ""
        self.notice = _(
            "Hot seat: {name}'s view, for {name} alone. Hide it before passing the screen.",
            name=self._name(d.seat),
        )
        return True

    @_command
    def hide(self) -> bool:
        """Back to the projector (no secrets on the screen)."""
        was = self.seat
        self.seat = -1
        self.error = ""
        self.notice = (
            _("{name}'s view is hidden: the projector view.", name=self._name(was))
            if was >= 0
            else ""
        )
        return True

    @_command
    def set_language(self, lang: Any) -> bool:
        """Every text in ``lang`` (``"en"``, ``"de"``, ``"ko"``): the match's own language
        changes with it (no rule, nothing in a save); the log is sent again, translated, and an
        open rules section is read again from the page in that language."""
        self._match.lang = lang
        self.error = ""
        self.notice = ""
        if self.rule:
            ref = f"rules §{self.rule['anchor']}"
            self.rule = rule_section(self._match.game.name, ref, self._match.lang) or {}
        return True

    @_command
    def set_hot_seat(self, on: Any) -> bool:
        if not isinstance(on, bool):
            raise BadOption(
                _("hot seat is on or off (True/False), not {given}", given=shown_value(on))
            )
        self.hot_seat = on
        return True

    @_command
    def set_bots(self, seats: Any) -> bool:
        """Tick these seats as bots ("Play until my turn" plays them; they move after a click)."""
        self.bots = self._bots_value(seats)
        return True

    @_command
    def set_bot(self, name: Any) -> bool:
        if not isinstance(name, str) or name not in self._registry:
            raise BadOption(
                _(
                    "unknown bot {name}; known bots: {known}",
                    name=shown_value(name),
                    known=", ".join(sorted(self._registry)),
                )
            )
        self.bot = name
        return True

    @_command
    def replay(self, step: int | None) -> bool:
        """Show the match after ``step`` actions (``None``: back to the live position)."""
        n = self._match.step
        if step is not None and (
            isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= n
        ):
            self.error = _("step must be 0–{n}, not {value}", n=n, value=shown_value(step))
            return False
        self.error = ""
        self._target = step
        return True

    def _new_match(self, players: Any, mode: Any, seed: Any) -> Match:
        """The match ``new_game`` starts, its arguments checked (one line each when wrong)."""
        old = self._match
        game = old.game
        n = old.players if players is None else players
        if type(n) is not int or n not in game.players:
            raise BadOption(
                _(
                    "{game} is for {low}–{high} players, not {n}",
                    game=game.title,
                    low=game.players.start,
                    high=game.players.stop - 1,
                    n=shown_value(n),
                )
            )
        if mode not in MODES:
            raise BadOption(
                _(
                    "mode must be one of {modes}, not {given}",
                    modes=", ".join(MODES),
                    given=shown_value(mode),
                )
            )
        if seed is None or (isinstance(seed, str) and not seed.strip()):
            seed = None  # the match draws a secret one: never the old seed + 1
        elif isinstance(seed, str) and re.fullmatch(r"-?\d{1,200}", seed.strip()):
            seed = int(seed.strip())  # digits are a number (the match checks its range)
        options = old.options
        if n != old.players:
            options.pop("names", None)  # one name per player: the defaults fit any count
        try:
            return Match(game, n, seed, options, lang=old.lang)
        except BadOption:
            return Match(game, n, seed, lang=old.lang)  # an option that does not fit the count

    @_command
    def new_game(
        self,
        players: Any = None,
        mode: Any = "against bots",
        seat: Any = 0,
        seed: Any = None,
    ) -> bool:
        """A fresh match of the same game and options: ``mode`` is ``"hot seat"`` (everyone at
        this screen), ``"against bots"`` (you play ``seat``, bots the rest) or ``"demo"`` (bots
        play every seat; the projector watches). Without a ``seed`` the match draws a secret
        one; a seed given deals the same game again, and no screen shows it."""
        m = self._new_match(players, mode, seed)
        n = m.players
        own = seat if mode == "against bots" else None
        if own is not None and (type(own) is not int or not 0 <= own < n):
            raise BadOption(
                _("your seat must be 0–{last}, not {given}", last=n - 1, given=shown_value(own))
            )
        self._swap(m)
        self.seat = -1 if own is None else own
        self.hot_seat = mode == "hot seat"
        self.bots = (
            [] if mode == "hot seat" else [s for s in range(n) if s != own or mode == "demo"]
        )
        self.auto_pass = mode == "against bots"  # the default of each way of playing
        self.error = ""
        # Never the seed: it deals every secret, and this line is on the shared screen.
        self.notice = _("New game: {n} players, {mode}.", n=n, mode=_.get(MODE_NAMES[mode]))
        if mode == "against bots":
            self._run_bots(set(self.bots))
            self._auto_notice()
        return True

    @_command
    def open_scene(self, name: Any) -> bool:
        """Open one of the prepared positions given as ``scenes`` (name -> a function making the
        match), for example the scenes of a lesson."""
        if not isinstance(name, str) or name not in self._scenes:
            known = ", ".join(self._scenes) or "none were given"
            raise BadOption(
                _("unknown scene {name}; scenes: {known}", name=shown_value(name), known=known)
            )
        if not self.load(self._scenes[name]()):
            return False
        self.notice = _("Opened the scene {name}.", name=repr(name))
        return True

    # ------------------------------------------------------------------ bots
    def _bot_step(self) -> None:
        m = self._match
        d = m.decision
        assert d is not None
        bot = self._registry[self.bot](seed_state(f"{m.seed}/{m.step}"))
        text = choose(m, bot)
        m.play(text, seat=d.seat)
        if not d.secret:
            self.bot_played(m.step, text)

    def bot_played(self, step: int, text: str) -> None:
        """A bot played ``text`` at ``step`` in the open (a decision every seat saw made):
        Why? may explain it. The shared table's room tells its screens of its own bots."""
        self._bot_moves[step] = text

    def _run_bots(self, seats: set[int], limit: int = BOT_LIMIT) -> int:
        """Bots play ``seats``; the selected human seat's forced choices are answered for it
        when ``auto_pass`` is on and no other human shares the screen (hot seat: see
        ``auto_due``)."""
        played = 0
        m = self._match
        while played < limit and (d := m.decision) is not None:
            if d.seat in seats:
                self._bot_step()
            elif not self.hot_seat and d.seat == self.seat and (only := self._only_choice()):
                m.play(only, seat=d.seat)
                self._auto_played += 1
            else:
                break
            played += 1
        return played

    def _against_bots(self) -> bool:
        """One human seat, every other seat a bot, no shared screen."""
        everyone = set(range(self._match.players))
        return not self.hot_seat and self.seat >= 0 and set(self.bots) == everyone - {self.seat}

    def _only_choice(self) -> str | None:
        """The decision's single legal action, when ``auto_pass`` is on and it has only one."""
        if not self.auto_pass or self._match.decision is None:
            return None
        legal = self._match.legal_texts()
        return legal[0] if len(legal) == 1 else None

    def _auto_notice(self) -> None:
        """Say what was answered for the human seat (it had no choice)."""
        if self._auto_played:
            said = _.plural(
                "Passed for you {n} time: you had only one choice (Pass for me when I can only pass).",
                "Passed for you {n} times: you had only one choice each time (Pass for me when I "
                "can only pass).",
                self._auto_played,
            )
            self.notice = f"{self.notice} {said}".strip()
        self._auto_played = 0

    def passed_for_you(self, n: int) -> None:
        """The shared table's room answered this seat's forced choice ``n`` times since it last
        chose itself (its "Pass for me when I can only pass"): the notice says so, in the
        widget's words."""
        self.notice = ""
        self._auto_played = n
        self._auto_notice()

    def _wants_projector(self) -> bool:
        """Whether this screen carries the projector picture: with Big board on, and on a
        classroom screen showing no seat (which draws it beside the choices)."""
        return self.big_board or self._only_projector()

    def _only_projector(self) -> bool:
        """Whether the projector picture is all this screen shows: a classroom screen showing
        no seat draws it in the board's place, so the seat board (1-4 ms a screen, the
        projector's as much again) is not drawn for it (a front end shows ``projector`` there;
        a saved picture of it too)."""
        return (self.classroom or self.projector_only) and self.selected_seat is None

    @_command
    def set_big_board(self, on: Any) -> bool:
        """Big board on or off (the front end's toggle): the projector picture is drawn from
        now on, or no longer."""
        if not isinstance(on, bool):
            raise BadOption(
                _("big_board must be True or False, not {given}", given=shown_value(on))
            )
        self.big_board = on
        return True

    @_command
    def set_auto_pass(self, on: Any) -> bool:
        """Turn "Pass for me when I can only pass" on or off (a forced choice of the selected
        seat is answered for it; in hot seat after a short random delay)."""
        if not isinstance(on, bool):
            raise BadOption(
                _("auto_pass must be True or False, not {given}", given=shown_value(on))
            )
        self.auto_pass = on
        if on and not self.hot_seat and not self.replaying:
            self._run_bots(set(self.bots) - {self.seat})
            self._auto_notice()
        self._target = None
        return True

    @_command
    def auto(self, step: Any) -> bool:
        """Hot seat: the front end's delayed answer for a forced choice of ``step`` (ignored
        when that step has passed, as from a second browser)."""
        m = self._match
        d = m.decision
        if step != m.step or d is None or not self.hot_seat or self.replaying:
            return False
        only = self._only_choice()
        if only is None or d.seat in self.bots:
            return False
        m.play(only, seat=d.seat)
        self.error = ""
        self.notice = ""
        self._run_bots(set(self.bots))
        self._leave_private_view()
        return True

    @_command
    def bot_move(self) -> bool:
        """The bot makes the current decision, whoever's it is (its card stays secret).

        Refused while replaying a past step: the move would be made in the live match, which
        is not the one on screen."""
        why = self._bot_blocked(self.step, self._match.step)
        if why:
            self.error = why
            return False
        self._bot_step()
        self.error = ""
        self.notice = ""
        self._leave_private_view()
        return True

    @_command
    def play_until_human(self, limit: int = BOT_LIMIT) -> int:
        """Bots play until a human seat (``human_seats()``) must decide, the game ends, or
        ``limit`` moves; returns the number of moves played.

        Refused (``error`` set) while replaying, after the game, and with hot seat on but no
        bot seats. When a human seat already decides, nothing is played and the status line
        (``notice``) says whose turn it is.
        """
        m = self._match
        why = self._until_blocked(self.step, m.step)
        if why:
            self.error = why
            return 0
        humans = self.human_seats()
        played = self._run_bots(set(range(m.players)) - humans, limit)
        self.error = ""
        self.notice = self._until_notice(played, humans)
        self._auto_notice()
        self._leave_private_view()
        return played

    def _until_notice(self, played: int, humans: set[int]) -> str:
        d = self._match.decision
        if played == 0 and d is not None:
            if d.seat == self.seat:
                return _(
                    "It is already your turn: {prompt}. Nothing for the bots to play.",
                    prompt=d.prompt,
                )
            return _(
                "It is already {name}'s (a human seat) turn: {prompt}. Nothing for the bots "
                "to play.",
                name=self._name(d.seat),
                prompt=d.prompt,
            )
        if d is not None and d.seat not in humans:
            return _("Stopped after {n} bot moves (the limit); press again to go on.", n=played)
        return ""

    def __repr__(self) -> str:
        m = self._match
        return (
            f"Table({m.game.name}, players={m.players}, seat={self.selected_seat}, "
            f"step={self.step})"
        )


def _advice(m: Match, advice: Advice) -> dict[str, Any]:
    """A hint or a Why? as a front end shows it: per choice its label, its win chance with the
    interval in whole percent, the reason and the rule to open."""
    choices = []
    for c in advice.choices:
        label = m.game.label(c.action)
        # the reason opens with the label (it stands alone in ``explain``); the screen shows
        # the label in bold just before it, so it is said once
        reason = c.reason.removeprefix(f"{label}: ")
        choices.append(
            {
                "text": c.action,
                "label": label,
                "chance": _(
                    "{win}% to win (95%: {low}–{high}%)",
                    win=round(100 * c.win),
                    low=round(100 * c.low),
                    high=round(100 * c.high),
                ),
                "reason": reason,
                "rule": c.rule,
                "played": c.action == advice.played,
            }
        )
    return {"choices": choices, "iterations": advice.iterations}


def _msg_seat(t: Table, c: dict[str, Any]) -> Any:
    value = c.get("seat")
    return t.set_seat(None if value == -1 else value)


_COMMANDS: dict[str, Callable[[Table, dict[str, Any]], Any]] = {
    "play": Table._msg_play,
    "undo": lambda t, c: t.undo(),
    "redo": lambda t, c: t.redo(),
    "bot": lambda t, c: t.bot_move(),
    "until": lambda t, c: t.play_until_human(),
    "live": lambda t, c: t.replay(None),
    "replay": lambda t, c: t.replay(c.get("to")),
    "seat": _msg_seat,
    "reveal": lambda t, c: t.reveal(),
    "hide": lambda t, c: t.hide(),
    "hot_seat": lambda t, c: t.set_hot_seat(c.get("on")),
    "bots": lambda t, c: t.set_bots(c.get("seats")),
    "bot_name": lambda t, c: t.set_bot(c.get("name")),
    "new": lambda t, c: t.new_game(c.get("players"), c.get("mode"), c.get("seat"), c.get("seed")),
    "load": Table._msg_load,
    "scene": lambda t, c: t.open_scene(c.get("name")),
    "rule": Table._msg_rule,
    "lang": lambda t, c: t.set_language(c.get("lang")),
    "auto_pass": lambda t, c: t.set_auto_pass(c.get("on")),
    "big_board": lambda t, c: t.set_big_board(c.get("on")),
    "auto": lambda t, c: t.auto(c.get("step")),
    "hint": lambda t, c: t.hint(),
    "why": lambda t, c: t.why(c.get("at")),
}
#: The commands a front end may send a table (a widget adds its own: hello, save, resume).
COMMANDS = frozenset(_COMMANDS)
