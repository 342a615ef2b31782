"""MatchWidget: play a match of any registered game in a notebook, by clicking or from Python.

One direction (README "Notebooks and widgets"): traits flow Python → browser only, and
the browser's input arrives as messages ``{"cmd": ..., "step": ...}`` carrying the step the
learner was looking at. Python never has to tell its own trait writes from the browser's, and a
click meant for a step that has passed (two quick clicks, a bot that moved meanwhile) is refused
with a notice instead of playing a move for the next player. Every handled message bumps
``version``; the front end keeps its controls disabled from a click until then.

What reaches the browser, for the selected seat (``seat``; ``-1`` is the projector):

- ``board``: the game's own ``svg(match.view(seat))``, the same picture as ``_repr_svg_``, with
  ``data-action`` on the elements a click can play and ``data-token`` on words of action texts:
  tokens clicked in order build a selection in the browser (``static/controller.js``), played
  once it spells exactly one legal text that no other goes on from (a Cartagena pirate, then a
  card: ``forward 8 key``), and it sends only such a text, as a button would. A token may hold
  several words, space-separated, and a click appends them all (a Tortuga Gourmet card
  ``data-token="grog 3"``, then an island ``data-token="to 5"``: ``play grog 3 to 5``); a token
  is clickable when its words can come next;
- the log, sent incrementally as messages (``{"log": [...], "reset": ...}``): exactly
  ``match.log(seat)``, so a click costs the same at step 300 as at step 10;
- ``groups``: the buttons of the current decision, grouped by the game's verb table, but only
  when the selected seat decides, or ``hot_seat`` is on and the decision is public
  (``Decision.secret`` is False). A group with many texts becomes a picker (one choice per word,
  named by the verb's usage: player, then cards), built from the same texts;
- ``prompt``, ``error``, ``notice``, ``names``, steps, undo/redo, bots: public bookkeeping.

Why no seat's synced state holds another seat's secrets: a view and a log are built by the game
for one seat, and the only other channel, the buttons, follows the rules' own flag: a decision
whose texts show the chooser's private information is ``Decision.secret`` (the default), and its
buttons reach only the chooser's own seat. Nothing game-specific decides what reaches a browser.
The match's seed reaches no browser at all (it deals every secret: with the kit, whoever knows
it reads every hand), not even at game over, which Undo could reopen; a save file keeps it.

Hot seat: one screen is shared, so a seat's private view must not outlive its choice: after every
move the widget goes back to the projector unless the selected seat decides next, and says whom
to pass the screen to.

Reveal and hide: with hot seat on, the toolbar's Reveal button shows the view of the seat that
decides now (``turn``), never another seat's, and Hide takes the screen back to the projector
(``reveal()``, ``hide()``): the seat whose turn it is reads its secrets on demand, then hides
them before the screen is passed on.

Classroom (``classroom=True``, off by default): larger type for a projector or a shared screen
(the CSS class ``tk-classroom``), a Rules menu in the toolbar (every section of the game's
rules page, ``rule_index``, opened in the widget's rules panel) and the instructions under the
widget, in its language, naming the buttons as they read. ``classroom/`` serves one such
page per game with Voilà (``make classroom``).

Python methods mirror every control, so notebooks run headless under papermill: ``click(text)``,
``undo()``, ``redo()``, ``set_seat(s)``, ``reveal()``, ``hide()``, ``bot_move()``, ``play_until_human()``,
``replay(step)``, ``new_game(...)``, ``load(match)``, ``open_scene(name)``. Errors never vanish
in a callback: they land in ``error``. Code that plays on the match (``m.play(...)`` in another
cell) redraws the widget: it observes its match.

Autosave (``autosave.py``): in a notebook the live match is kept in a file beside it after every
change, and a re-run of the cell offers to resume it (``resume()``, ``skip_resume()``); a
reopened notebook shows its last board as a picture (``controller.js``).

"My turn", for "Play until my turn" and for Undo: the human seats are, with hot seat on, every
seat not ticked under Bots; with hot seat off, the selected seat plus, when some seats are bots,
every seat not ticked. Undo takes back the humans' last choice together with the bot moves after
it (the replay slider still steps one action at a time).
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from functools import wraps
from typing import Any

import anywidget
import traitlets

from ..bots import bots_for, choose
from ..engine import Match, default_game, get_game
from ..engine.citations import rule_anchor, rule_contents, rule_section
from ..engine.errors import BadOption
from ..engine.i18n import language, translator
from ..engine.i18n import text as read_text
from ..engine.match import MAX_SAVE_BYTES
from ..engine.rng import seed_state
from ..engine.verbs import verb_of
from ._common import CSS, LanguageTraits, error_text, esm
from .autosave import AutosaveTraits

BOT_LIMIT = 500  # moves per "play until my turn": a safety net, a whole game is ~100-300 moves
PICK_AFTER = 8  # a verb with more texts than this is offered as a picker, not as buttons
LOG_LIMIT = 300  # log entries the browser holds; older ones stay in Python (match.log())
MODES = ("hot seat", "against bots", "demo")
#: Messages that change the match: refused unless they carry the step the match is at.
STEPPED = frozenset({"play", "undo", "redo", "bot", "until"})

_ = translator("kit")
#: The modes' names as the New game form and its notice show them (MODES are their ids).
MODE_NAMES = {
    m: t for m, t in zip(MODES, (_.mark("hot seat"), _.mark("against bots"), _.mark("demo")))
}


def _default_match() -> Match:
    """A fresh match of the first game, at 5 players or the nearest count it allows."""
    game = get_game(default_game())
    players = min(max(5, game.players.start), game.players.stop - 1)
    return Match(game, players)


def _guarded(method: Callable[..., Any]) -> Callable[..., Any]:
    """Run a handler; any exception becomes the ``error`` trait instead of a lost traceback."""

    @wraps(method)
    def run(self: MatchWidget, *args: Any, **kwargs: Any) -> Any:
        try:
            with language(self._match.lang):  # its notices and errors in the match's language
                return method(self, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - shown to the learner, never swallowed
            self.error = error_text(exc)
            return False

    return run


def _slots(usage: str, verb: str, width: int) -> list[str]:
    """The picker's slot titles from a verb's usage (``"force <player> <space> <space>"``)."""
    words = usage.split()
    if words and words[0] == verb:
        words = words[1:]
    titles = [w.strip("<>") for w in words]
    return (titles + ["choice"] * width)[:width]


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else f"{text[:37]}..."


# The widget showing each notebook cell's output: re-running the cell closes the replaced one,
# so an old widget (and its match) does not live on in the kernel.
_BY_CELL: dict[str, weakref.ref[MatchWidget]] = {}


def _cell_id() -> str | None:
    """JupyterLab sends the running cell's id with each execution (not papermill, not Voilà)."""
    try:
        from IPython import get_ipython

        shell = get_ipython()
        header = getattr(shell, "parent_header", None) or {}
        cell = header.get("metadata", {}).get("cellId")
    except Exception:  # noqa: BLE001 - outside a kernel there is no cell
        return None
    return cell if isinstance(cell, str) else None


class MatchWidget(LanguageTraits, AutosaveTraits, anywidget.AnyWidget):
    _esm = esm("controller.js")
    _css = CSS

    board = traitlets.Unicode("").tag(sync=True)
    title = traitlets.Unicode("").tag(sync=True)
    #: The game whose rules page this widget shows (``rules/<rules_page>.md``): outside
    #: JupyterLab (Voilà) a click on a notebook's link to one of its sections opens it here.
    rules_page = traitlets.Unicode("").tag(sync=True)
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    groups: traitlets.List[Any] = traitlets.List().tag(sync=True)
    prompt = traitlets.Unicode("").tag(sync=True)
    seat = traitlets.Int(-1).tag(sync=True)
    hot_seat = traitlets.Bool(False).tag(sync=True)
    step = traitlets.Int(0).tag(sync=True)
    max_step = traitlets.Int(0).tag(sync=True)
    can_undo = traitlets.Bool(False).tag(sync=True)
    can_redo = traitlets.Bool(False).tag(sync=True)
    bots = traitlets.List(traitlets.Int()).tag(sync=True)
    bot = traitlets.Unicode("random").tag(sync=True)
    bot_choices = traitlets.List(traitlets.Unicode()).tag(sync=True)
    #: each bot's name as the picker shows it, in the widget's language (``bot_choices`` are ids)
    bot_labels = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    notice = traitlets.Unicode("").tag(sync=True)
    bot_blocked = traitlets.Unicode("").tag(sync=True)
    #: "Pass for me when I can only pass": a human seat's decision with a single legal action
    #: (a forced Pass in a response window every seat is asked about) is answered for it. On by
    #: default against bots. In hot seat the others at the screen could time an instant answer,
    #: so there the front end answers after a short random delay (``auto_due``).
    auto_pass = traitlets.Bool(False).tag(sync=True)
    #: Hot seat with ``auto_pass``: the step the front end answers after a random delay, for
    #: every human decision alike (-1: none); the kernel plays only a forced one
    auto_due = traitlets.Int(-1).tag(sync=True)
    until_blocked = traitlets.Unicode("").tag(sync=True)
    #: Why Undo is refused now ("": it is not): a move that told a human seat a secret stays
    #: played while others are at the table (hot seat, bots), as boardgame.io's undoable: false.
    undo_blocked = traitlets.Unicode("").tag(sync=True)
    until_plan = traitlets.Unicode("").tag(sync=True)
    until_label = traitlets.Unicode("Play until my turn").tag(sync=True)
    players_choices = traitlets.List(traitlets.Int()).tag(sync=True)
    scene_names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    max_save = traitlets.Int(MAX_SAVE_BYTES).tag(sync=True)
    rule = traitlets.Dict().tag(sync=True)  # the rules-page section a click opened ({}: none)
    #: The seat that decides now in the live match (-1: the game is over). Public: the prompt
    #: names it too. The Reveal button of hot seat shows this seat's view, and no other.
    turn = traitlets.Int(-1).tag(sync=True)
    #: Classroom mode: large type (CSS class tk-classroom) and the Rules menu (rule_index).
    classroom = traitlets.Bool(False).tag(sync=True)
    #: The rules page's sections, ``[{"anchor", "title"}]``, for the Rules menu (classroom only).
    rule_index: traitlets.List[Any] = traitlets.List().tag(sync=True)
    # ``lang``, ``languages``, ``chrome`` (LanguageTraits): the match's language, the picker.
    version = traitlets.Int(0).tag(sync=True)

    def __init__(
        self,
        match: Match | None = None,
        seat: int | None = None,
        *,
        hot_seat: bool = False,
        bots: list[int] | tuple[int, ...] = (),
        bot: str = "random",
        scenes: Mapping[str, Callable[[], Match]] | None = None,
        classroom: bool = False,
        auto_pass: bool | None = None,
        autosave: bool | str | None = None,
        **kwargs: Any,
    ) -> None:
        self._match: Match = match if match is not None else _default_match()
        self._registry: dict[str, Callable[[int], Any]] = dict(bots_for(self._match.game))
        self._scenes: dict[str, Callable[[], Match]] = dict(scenes or {})
        self._busy = 0  # > 0 while the widget itself changes the match: one redraw at the end
        self._view: Any = None
        self._log: list[dict[str, Any]] = []  # what the browser holds (the last LOG_LIMIT)
        self._log_total = 0  # entries of the shown log, of which _log are the last
        self._log_key: tuple[Any, ...] | None = None  # (seat, history prefix) of that log
        super().__init__(**kwargs)
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
        self._auto_played = 0  # forced choices answered for the human seat since the last click
        self.scene_names = list(self._scenes)
        self.classroom = bool(classroom)
        self.on_msg(self._on_msg)
        self._attach()
        self.refresh()
        self._autosave_start(autosave, self.classroom)  # autosave.py: the file, the offer
        cell = _cell_id()
        if cell is not None:
            old = _BY_CELL.get(cell)
            replaced = old() if old is not None else None
            if replaced is not None and replaced is not self:
                replaced.close()
            _BY_CELL[cell] = weakref.ref(self)

    # ------------------------------------------------------------------ reading
    @property
    def match(self) -> Match:
        """The live match (not the replayed step)."""
        return self._match

    @property
    def selected_seat(self) -> int | None:
        return None if self.seat < 0 else self.seat

    @property
    def replaying(self) -> bool:
        return self.step < self.max_step

    @property
    def view(self) -> Any:
        """The view the board was drawn from (``match.view(seat)`` of the shown step)."""
        return self._view

    @property
    def log(self) -> list[dict[str, Any]]:
        """The log entries the browser holds (the last ``LOG_LIMIT`` of ``match.log(seat)``)."""
        return list(self._log)

    @property
    def actions(self) -> list[dict[str, str]]:
        """Every action the browser offers now, flat: ``{text, label, group}``."""
        return [
            {"text": a["text"], "label": a["label"], "group": g["title"]}
            for g in self.groups
            for a in g["actions"]
        ]

    # ------------------------------------------------------------------ the match it shows
    def _attach(self) -> None:
        self._match.subscribe(self._on_match)

    def _detach(self) -> None:
        self._match.unsubscribe(self._on_match)

    def _on_match(self, match: Match) -> None:
        """The match changed: code played on it (the widget's own moves redraw once, after).
        A move played by code is answered by the widget's bots, as a click is (not an undo,
        and not a redo with more to redo: those moves are already there)."""
        if self._busy or match is not self._match:
            return
        self.error = ""
        self.notice = ""
        if self.bots and match.step > self.max_step and not match.can_redo:
            with self._acting():
                self._run_bots(set(self.bots) - {self.seat})
        self.refresh()

    @contextmanager
    def _acting(self) -> Iterator[None]:
        self._busy += 1
        try:
            yield
        finally:
            self._busy -= 1

    def close(self) -> None:
        """Stop observing the match and close the browser side."""
        self._detach()
        super().close()

    @_guarded
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
        self._detach()
        self._match = match
        self._attach()
        self._registry = dict(bots_for(match.game))
        if self.bot not in self._registry:
            self.bot = "random"
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
            with self._acting():
                self._run_bots(set(self.bots))
        self.refresh()
        return True

    # ------------------------------------------------------------------ the sync
    def refresh(self, step: int | None = None) -> None:
        """Recompute every synced trait from the match (``step``: a replayed step, else live)."""
        with language(self._match.lang):
            self._refresh(step)
        self._autosave_after()

    def _refresh(self, step: int | None) -> None:
        m = self._match
        n = m.step
        d = m.decision
        # every human decision is due, forced or not: the trait must not tell which is forced
        # (the kernel plays only a forced one when the front end's delayed answer arrives)
        due = self.hot_seat and self.auto_pass and step in (None, n)
        self.auto_due = n if due and d is not None and d.seat not in self.bots else -1
        target = n if step is None else max(0, min(int(step), n))
        shown = m if target == n else m.at(target)
        seat = self.selected_seat
        view = shown.view(seat)
        self._view = view
        game = m.game
        groups = self._groups(shown) if target == n else []
        with self.hold_sync():
            self.board = game.svg(view)
            self.title = game.title
            self.rules_page = game.name
            self.names = list(m.names)
            self.groups = groups
            self.max_step = n
            self.step = target
            self.can_undo = m.can_undo
            self.can_redo = m.can_redo
            self.prompt = self._prompt(shown, target, n, bool(groups))
            self.bot_blocked = self._bot_blocked(target, n)
            self.until_blocked = self._until_blocked(target, n)
            self.undo_blocked = self._undo_blocked()
            self.until_plan = self._until_plan()
            self.until_label = _("Play until my turn") if self.human_seats() else _("Bots play on")
            self.players_choices = list(game.players)
            self.bot_choices = sorted(self._registry)
            self.bot_labels = {
                k: read_text(getattr(f, "title", k)) for k, f in sorted(self._registry.items())
            }
            d = m.decision
            self.turn = -1 if d is None else d.seat
            self.rule_index = rule_contents(game.name) if self.classroom else []
            self.show_language(m.lang)
        self._sync_log(shown, seat, target)

    def _sync_log(self, shown: Match, seat: int | None, target: int) -> None:
        """Send the browser only the log lines it lacks; everything again only when the seat
        changed or the shown history is not a continuation of what it holds."""
        history = shown.history[:target]
        key = (seat, history)
        old = self._log_key
        if old is not None and old[0] == seat and history[: len(old[1])] == old[1]:
            done = len(old[1])
            if done == target:
                new = []
            elif done == 0:  # since=0 would include the setup, which the browser holds
                new = [e for e in shown.log(seat) if e["step"] > 0]
            else:
                new = shown.log(seat, since=done)
            self._log_key = key
            if new:
                self._log_total += len(new)
                self._log = (self._log + new)[-LOG_LIMIT:]
                self.send({"log": new, "reset": False, "total": self._log_total})
            return
        entries = shown.log(seat)
        self._log_key = key
        self._log_total = len(entries)
        self._log = entries[-LOG_LIMIT:]
        self.send({"log": self._log, "reset": True, "total": self._log_total})

    def _resend_log(self) -> None:
        """A new browser view of this widget: it needs the whole (trimmed) log."""
        self.send({"log": self._log, "reset": True, "total": self._log_total})

    # ------------------------------------------------------------------ bots: who, and when not
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
        """The step Undo goes back to: before the humans' last choice (one action when no seat
        is human), as ``undo`` takes them back one by one."""
        history = self._match.history
        k = len(history)
        while k > 0:
            k -= 1
            if not humans or history[k].seat in humans:
                break
        return k

    def _undo_blocked(self) -> str:
        """Why Undo is refused ("" when it is not). A move whose events told a human seat
        something private (a card drawn, event cards peeked at) cannot be taken back while
        others are at the table (hot seat, bots): that seat would choose again knowing it.
        Alone at the widget (no hot seat, no bots) a learner may take anything back."""
        m = self._match
        if not m.can_undo or not (self.hot_seat or self.bots):
            return ""
        humans = self.human_seats()
        told = {s for e in m.events_since(self._undo_to(humans)) for s in e.private} & humans
        if not told:
            return ""
        return _(
            "Undo would take back a move that showed {names} something secret; with others at "
            "this table it stays played, so nobody chooses again knowing what it showed",
            names=_(" and ").join(self._name(s) for s in sorted(told)),
        )

    def _names(self, seats: set[int]) -> str:
        names = self._match.names
        return ", ".join(names[s] for s in sorted(seats))

    def _until_plan(self) -> str:
        humans = self.human_seats()
        if not humans:
            return _(
                "Bots play every seat until the game ends (no seat is human here: select a seat "
                "or tick Bots to stop earlier)"
            )
        return _("Bots play until a human seat must choose: {names}", names=self._names(humans))

    def _acting_allowed(self, m: Match) -> bool:
        d = m.decision
        if d is None:
            return False
        if d.seat == self.selected_seat:
            return True
        # hot seat: public choices from the projector only, never beside another seat's secrets
        return self.hot_seat and not d.secret and self.selected_seat is None

    def _groups(self, m: Match) -> list[dict[str, Any]]:
        """The decision's actions grouped by verb (the game's table); long groups are pickers."""
        if not self._acting_allowed(m):
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

    def _prompt(self, m: Match, target: int, n: int, has_actions: bool) -> str:
        if target < n:
            return _("Replay: step {step} of {n}. Press Live to play on.", step=target, n=n)
        d = m.decision
        if d is None:
            r = m.result
            over = _("Game over: {reason}.", reason=r.reason) if r is not None else _("Game over.")
            you = self._you()
            if r is None or you is None:
                return over
            if you in r.winners:
                return f"{over} {_('You ({name}) won.', name=self._name(you))}"
            return f"{over} {_('You ({name}) did not win.', name=self._name(you))}"
        who = self._name(d.seat)
        if has_actions:
            if d.seat != self.selected_seat:
                return _("{prompt} (hot seat: you choose for {name})", prompt=d.prompt, name=who)
            return d.prompt
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
                    seat=_shown(seat),
                )
            )
        return seat

    def _bots_value(self, bots: Any) -> list[int]:
        if not isinstance(bots, (list, tuple, set, frozenset)):
            raise BadOption(_("bots must be a list of seats, not {given}", given=_shown(bots)))
        out: list[int] = []
        for b in bots:
            if isinstance(b, bool) or not isinstance(b, int) or not 0 <= b < self._match.players:
                raise BadOption(
                    _(
                        "bots must be seats 0–{last}, not {given}",
                        last=self._match.players - 1,
                        given=_shown(b),
                    )
                )
            if b not in out:
                out.append(b)
        return sorted(out)

    # ------------------------------------------------------------------ messages (browser)
    def _on_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        """Every browser input: ``{"cmd": name, "step": the step it was meant for, ...}``."""
        try:
            self._handle(content)
        except Exception as exc:  # noqa: BLE001 - a message never raises in the kernel
            self.error = error_text(exc)
        finally:
            self.version += 1  # the front end re-enables its controls

    def _handle(self, content: Any) -> None:
        with language(self._match.lang):
            self._dispatch(content)

    def _dispatch(self, content: Any) -> None:
        cmd = content.get("cmd") if isinstance(content, dict) else None
        handler = _COMMANDS.get(cmd) if isinstance(cmd, str) else None
        if handler is None:
            self.error = _("unknown widget command {cmd}", cmd=_shown(cmd))
            return
        if cmd in STEPPED:
            meant = content.get("step")
            now = self._match.step
            if type(meant) is not int or meant != now:
                self.notice = _(
                    "That click was meant for step {meant}, but the match is at step {now}: "
                    "nothing was played. Look at the board again and choose.",
                    meant=_shown(meant),
                    now=now,
                )
                self.refresh(self.step if self.replaying else None)
                return
        handler(self, content)

    def _msg_play(self, c: dict[str, Any]) -> None:
        text = c.get("text")
        if not isinstance(text, str):
            self.error = _("a click must carry an action text, not {given}", given=_shown(text))
            return
        self.click(text)

    def _msg_seat(self, c: dict[str, Any]) -> None:
        value = c.get("seat")
        self.set_seat(None if value == -1 else value)

    def _msg_hot(self, c: dict[str, Any]) -> None:
        self.set_hot_seat(c.get("on"))

    def _msg_bots(self, c: dict[str, Any]) -> None:
        self.set_bots(c.get("seats"))

    def _msg_bot(self, c: dict[str, Any]) -> None:
        self.set_bot(c.get("name"))

    def _msg_replay(self, c: dict[str, Any]) -> None:
        self.replay(c.get("to"))

    def _msg_new(self, c: dict[str, Any]) -> None:
        self.new_game(c.get("players"), c.get("mode"), c.get("seat"), c.get("seed"))

    def _msg_save(self, c: dict[str, Any]) -> None:
        m = self._match
        self.send(
            {
                "download": m.to_json(),
                # not the seed: a download bar on the shared screen shows the name
                "filename": f"{m.game.name}-step{m.step}.json",
            }
        )
        self.notice = _("Save file downloaded: Load opens it again (it holds every secret).")

    def _msg_load(self, c: dict[str, Any]) -> None:
        text = c.get("text")
        if not isinstance(text, str):
            self.error = _("a save file to load must arrive as text")
            return
        self.load(Match.from_json(text, lang=self._match.lang))

    def _msg_lang(self, c: dict[str, Any]) -> None:
        self.set_language(c.get("lang"))

    def _msg_scene(self, c: dict[str, Any]) -> None:
        self.open_scene(c.get("name"))

    def _msg_hello(self, c: dict[str, Any]) -> None:
        self._resend_log()

    def _msg_rule(self, c: dict[str, Any]) -> None:
        ref = c.get("ref")
        if ref in (None, ""):
            self.rule = {}
            return
        if not isinstance(ref, str) or len(ref) > 1000:
            raise BadOption(_("a citation to open is a short text"))
        self.show_rule(ref)

    def show_rule(self, ref: str) -> bool:
        """Open the section of the game's rules page that citation ``ref`` names (a click on
        a log line's [rule], on the assumed-data badge, or on an error's citation)."""
        section = rule_section(self._match.game.name, ref)
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

    # ------------------------------------------------------------------ the Python API
    @_guarded
    def click(self, text: str) -> bool:
        """Play ``text`` as a button would; refused (``error`` set, match unchanged) unless the
        selected seat is the one to decide, or hot seat is on and the decision is public."""
        m = self._match
        if self.replaying:
            self.error = _(
                "you are replaying step {step} of {n}: press Live (replay(None)) before playing",
                step=self.step,
                n=self.max_step,
            )
            return False
        d = m.decision
        if d is None:
            self.error = _("the game is over: no more actions")
            return False
        if not self._acting_allowed(m):
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
        with self._acting():
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
        self.refresh()
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

    @_guarded
    def undo(self) -> bool:
        """Take back the humans' last choice and the bot moves after it (one action when no
        seat is human, a demo); ``match.undo()`` takes back exactly one."""
        m = self._match
        if self.replaying:
            self.error = _("you are replaying step {step}: press Live before Undo", step=self.step)
            return False
        humans = self.human_seats()
        if not m.can_undo:
            m.undo()  # the match's own "nothing to undo"
        why = self._undo_blocked()
        if why:
            self.error = why
            return False
        with self._acting():
            taken = 0
            while m.can_undo:
                action = m.undo()
                taken += 1
                if not humans or action.seat in humans:
                    break
        self.error = ""
        self.notice = (
            _("Took back {n} actions (the bots' moves after yours).", n=taken) if taken > 1 else ""
        )
        self._leave_private_view()
        self.refresh()
        return True

    @_guarded
    def redo(self) -> bool:
        """Play the undone choice again, and the bot moves after it."""
        m = self._match
        if self.replaying:
            self.error = _("you are replaying step {step}: press Live before Redo", step=self.step)
            return False
        humans = self.human_seats()
        with self._acting():
            m.redo()
            while m.can_redo and humans and (d := m.decision) is not None and d.seat not in humans:
                m.redo()
        self.error = ""
        self.notice = ""
        self._leave_private_view()
        self.refresh()
        return True

    @_guarded
    def set_seat(self, seat: int | None) -> bool:
        """Look as ``seat`` (``None`` or ``-1``: the projector, no secrets)."""
        self.seat = self._seat_value(seat)
        self.error = ""  # it may quote the previous seat's hand
        self.notice = ""
        self.refresh(self.step if self.replaying else None)
        return True

    @_guarded
    def reveal(self) -> bool:
        """Hot seat: show the view of the seat that decides now (its secrets on the shared
        screen, for that player alone); ``hide()`` goes back to the projector. Refused with hot
        seat off, while replaying and after the game: it never shows another seat."""
        m = self._match
        d = m.decision
        if not self.hot_seat:
            self.error = _("Reveal is for hot seat (everyone at this screen): tick Hot seat first")
            return False
        if self.replaying:
            self.error = _(
                "you are replaying step {step}: press Live before Reveal", step=self.step
            )
            return False
        if d is None:
            self.error = _("the game is over: nobody's turn to reveal")
            return False
        self.seat = d.seat
        self.error = ""
        who = self._name(d.seat)
        self.notice = _(
            "Hot seat: {name}'s view, for {name} alone. Hide it before passing the screen.",
            name=who,
        )
        self.refresh()
        return True

    @_guarded
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
        self.refresh(self.step if self.replaying else None)
        return True

    @_guarded
    def set_language(self, lang: Any) -> bool:
        """Every text in ``lang`` (``"en"``, ``"de"``, ``"ko"``): the match's own language
        changes with it (no rule, nothing in a save); the log is sent again, translated."""
        self._match.lang = lang
        self._log_key = None  # every line again, in the new language
        self.error = ""
        self.notice = ""
        self.refresh(self.step if self.replaying else None)
        return True

    @_guarded
    def set_hot_seat(self, on: Any) -> bool:
        if not isinstance(on, bool):
            raise BadOption(_("hot seat is on or off (True/False), not {given}", given=_shown(on)))
        self.hot_seat = on
        self.refresh(self.step if self.replaying else None)
        return True

    @_guarded
    def set_bots(self, seats: Any) -> bool:
        """Tick these seats as bots ("Play until my turn" plays them; they move after a click)."""
        self.bots = self._bots_value(seats)
        self.refresh(self.step if self.replaying else None)  # who counts as human changed
        return True

    @_guarded
    def set_bot(self, name: Any) -> bool:
        if not isinstance(name, str) or name not in self._registry:
            raise BadOption(
                _(
                    "unknown bot {name}; known bots: {known}",
                    name=_shown(name),
                    known=", ".join(sorted(self._registry)),
                )
            )
        self.bot = name
        return True

    @_guarded
    def replay(self, step: int | None) -> bool:
        """Show the match after ``step`` actions (``None``: back to the live position)."""
        n = self._match.step
        if step is not None and (
            isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= n
        ):
            self.error = _("step must be 0–{n}, not {value}", n=n, value=_shown(step))
            self.refresh(self.step if self.step < n else None)
            return False
        self.error = ""
        self.refresh(step)
        return True

    @_guarded
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
                    n=_shown(n),
                )
            )
        if mode not in MODES:
            raise BadOption(
                _(
                    "mode must be one of {modes}, not {given}",
                    modes=", ".join(MODES),
                    given=_shown(mode),
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
            m = Match(game, n, seed, options, lang=old.lang)
        except BadOption:
            m = Match(game, n, seed, lang=old.lang)  # an option that does not fit the new count
        own = seat if mode == "against bots" else None
        if own is not None and (type(own) is not int or not 0 <= own < n):
            raise BadOption(
                _("your seat must be 0–{last}, not {given}", last=n - 1, given=_shown(own))
            )
        self._detach()
        self._match = m
        self._attach()
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
            with self._acting():
                self._run_bots(set(self.bots))
            self._auto_notice()
        self.refresh()
        return True

    @_guarded
    def open_scene(self, name: Any) -> bool:
        """Open one of the prepared positions given as ``scenes`` (name -> a function making the
        match), for example the scenes of a lesson."""
        if not isinstance(name, str) or name not in self._scenes:
            known = ", ".join(self._scenes) or "none were given"
            raise BadOption(
                _("unknown scene {name}; scenes: {known}", name=_shown(name), known=known)
            )
        m = self._scenes[name]()
        self.load(m)
        self.notice = _("Opened the scene {name}.", name=repr(name))
        return True

    def _bot_choose(self) -> str:
        m = self._match
        bot = self._registry[self.bot](seed_state(f"{m.seed}/{m.step}"))
        return choose(m, bot)

    def _bot_step(self) -> None:
        m = self._match
        d = m.decision
        assert d is not None
        m.play(self._bot_choose(), seat=d.seat)

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

    @_guarded
    def set_auto_pass(self, on: Any) -> bool:
        """Turn "Pass for me when I can only pass" on or off (a forced choice of the selected
        seat is answered for it; in hot seat after a short random delay)."""
        if not isinstance(on, bool):
            raise BadOption(_("auto_pass must be True or False, not {given}", given=_shown(on)))
        self.auto_pass = on
        if on and not self.hot_seat and not self.replaying:
            with self._acting():
                self._run_bots(set(self.bots) - {self.seat})
            self._auto_notice()
        self.refresh()
        return True

    def _msg_auto_pass(self, c: dict[str, Any]) -> None:
        self.set_auto_pass(c.get("on"))

    def _msg_auto(self, c: dict[str, Any]) -> None:
        """Hot seat: the front end's delayed answer for a forced choice of step ``c["step"]``
        (ignored when that step has passed, as from a second browser)."""
        m = self._match
        d = m.decision
        if c.get("step") != m.step or d is None or not self.hot_seat or self.replaying:
            return
        only = self._only_choice()
        if only is None or d.seat in self.bots:
            return
        with self._acting():
            m.play(only, seat=d.seat)
            self.error = ""
            self.notice = ""
            self._run_bots(set(self.bots))
        self._leave_private_view()
        self.refresh()

    @_guarded
    def bot_move(self) -> bool:
        """The bot makes the current decision, whoever's it is (its card stays secret).

        Refused while replaying a past step: the move would be made in the live match, which
        is not the one on screen."""
        why = self._bot_blocked(self.step, self._match.step)
        if why:
            self.error = why
            return False
        with self._acting():
            self._bot_step()
        self.error = ""
        self.notice = ""
        self._leave_private_view()
        self.refresh()
        return True

    @_guarded
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
        with self._acting():
            played = self._run_bots(set(range(m.players)) - humans, limit)
        self.error = ""
        self.notice = ""
        d = m.decision
        if played == 0 and d is not None:
            if d.seat == self.seat:
                self.notice = _(
                    "It is already your turn: {prompt}. Nothing for the bots to play.",
                    prompt=d.prompt,
                )
            else:
                self.notice = _(
                    "It is already {name}'s (a human seat) turn: {prompt}. Nothing for the bots "
                    "to play.",
                    name=self._name(d.seat),
                    prompt=d.prompt,
                )
        elif d is not None and d.seat not in humans:
            self.notice = _(
                "Stopped after {n} bot moves (the limit); press again to go on.", n=played
            )
        self._auto_notice()
        self._leave_private_view()
        self.refresh()
        return played

    def __repr__(self) -> str:
        m = self._match
        return (
            f"MatchWidget({m.game.name}, players={m.players}, seat={self.selected_seat}, "
            f"step={self.step})"
        )


_COMMANDS: dict[str, Callable[[MatchWidget, dict[str, Any]], None]] = {
    "play": MatchWidget._msg_play,
    "undo": lambda w, c: w.undo(),
    "redo": lambda w, c: w.redo(),
    "bot": lambda w, c: w.bot_move(),
    "until": lambda w, c: w.play_until_human(),
    "live": lambda w, c: w.replay(None),
    "replay": MatchWidget._msg_replay,
    "seat": MatchWidget._msg_seat,
    "reveal": lambda w, c: w.reveal(),
    "hide": lambda w, c: w.hide(),
    "hot_seat": MatchWidget._msg_hot,
    "bots": MatchWidget._msg_bots,
    "bot_name": MatchWidget._msg_bot,
    "new": MatchWidget._msg_new,
    "save": MatchWidget._msg_save,
    "load": MatchWidget._msg_load,
    "scene": MatchWidget._msg_scene,
    "hello": MatchWidget._msg_hello,
    "rule": MatchWidget._msg_rule,
    "lang": MatchWidget._msg_lang,
    "auto_pass": MatchWidget._msg_auto_pass,
    "auto": MatchWidget._msg_auto,
    "resume": MatchWidget._msg_resume,
    "skip_resume": MatchWidget._msg_skip_resume,
}
