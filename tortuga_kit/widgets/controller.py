"""MatchWidget: play a match in a notebook, by clicking or from Python.

The Match lives in Python and is never synced whole. The browser gets, for the selected seat
(``seat``; ``-1`` is the projector):

- ``view``: exactly ``match.view(seat)`` (``match.view()`` for the projector);
- ``log``: exactly ``match.log(seat)``, the event log with private details only for that seat;
- ``actions``: the ``{text, label}`` buttons of the current decision, but only when the selected
  seat is the one deciding, or ``hot_seat`` is on and the decision is *public*;
- ``prompt`` and ``error``: text built from the public decision prompt, or an error message of a
  click that was allowed to reach the rules (so its "legal: ..." hint lists only the selected
  seat's own or public actions);
- ``step``/``max_step``, ``can_undo``/``can_redo``, ``seat``, ``hot_seat``, ``bots``, ``bot``,
  ``notice`` (a status line), ``bot_blocked``/``until_blocked``/``until_plan`` (why a bot button
  is off, what "Play until my turn" will do): public bookkeeping, built from names and seats.

Why no seat's synced state holds another seat's secrets: a view and a log are built by the game
for one seat, and the only other channel, the action list, follows the rules' own flag: a
decision whose action texts show the chooser's private information is ``Decision.secret`` (the
default, the safe side), and its buttons are synced only to the chooser's own seat. Nothing else
decides what reaches the browser, so a new game's hidden hand is as safe as Tortuga's vote
cards. Bot moves and action texts from the history are never synced (a bot's vote card would be a
secret); the log shows them redacted. The projector (``seat=-1``) therefore only ever holds
public information, and in hot-seat mode it offers buttons for public decisions only: a secret
choice needs that player's own seat selected (pass the laptop) or a bot.

In hot-seat mode one screen is shared, so a seat's private view must not outlive its choice:
after every move (a click, a bot move, undo/redo) the widget goes back to the projector
(``seat=-1``) unless the selected seat is the one to decide next, and says whom to pass the
screen to. Otherwise the next player would see the last chooser's hand and other secrets.

Caveat, said plainly: switching ``seat`` in the browser shows that seat's secrets on that screen
(that is the point of hot-seat play), and a notebook saved with widget state stores the synced
state of the seat selected at that moment.

Python methods mirror every button, so notebooks run headless under papermill: ``click(text)``,
``undo()``, ``redo()``, ``set_seat(s)``, ``bot_move()``, ``play_until_human()``, ``replay(step)``.
Errors never vanish in a callback: they land in the ``error`` trait.

"My turn", for "Play until my turn": the human seats are, with hot seat on, every seat not ticked
under Bots (everyone at the shared screen is human); with hot seat off, the selected seat plus,
when some seats are ticked as bots, every seat not ticked. With hot seat on and no bot seats the
button is off (there is nobody for the bots to play); from the projector with hot seat off and no
bot seats every seat is a bot (a demo to the end). Bot buttons are off while replaying a past step.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from typing import Any

import anywidget
import traitlets

from ..bots import bots_for, choose
from ..engine import Match, available_games, get_game
from ..engine.errors import BadOption
from ..engine.rng import seed_state
from ..engine.verbs import verb_of
from ._common import CSS, STATIC, error_text, static_text

BOT_LIMIT = 500  # moves per "play until my turn": a safety net, a whole game is ~100-300 moves


def _default_match() -> Match:
    """A fresh match of the first game, at 5 players or the nearest count it allows."""
    game = get_game(available_games()[0])
    players = min(max(5, game.players.start), game.players.stop - 1)
    return Match(game, players)


def _guarded(method: Callable[..., Any]) -> Callable[..., Any]:
    """Run a handler; any exception becomes the ``error`` trait instead of a lost traceback."""

    @wraps(method)
    def run(self: MatchWidget, *args: Any, **kwargs: Any) -> Any:
        try:
            return method(self, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - shown to the learner, never swallowed
            self.error = error_text(exc)
            return False

    return run


class MatchWidget(anywidget.AnyWidget):
    _esm = STATIC / "controller.js"
    _css = CSS
    # The board drawing code, imported by controller.js from a blob URL (no bundler needed).
    _board_esm = traitlets.Unicode(static_text("board.js")).tag(sync=True)

    view = traitlets.Dict().tag(sync=True)
    log: traitlets.List[Any] = traitlets.List().tag(sync=True)
    actions: traitlets.List[Any] = traitlets.List().tag(sync=True)
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
    error = traitlets.Unicode("").tag(sync=True)
    notice = traitlets.Unicode("").tag(sync=True)
    bot_blocked = traitlets.Unicode("").tag(sync=True)
    until_blocked = traitlets.Unicode("").tag(sync=True)
    until_plan = traitlets.Unicode("").tag(sync=True)
    clicked = traitlets.Unicode("").tag(sync=True)

    def __init__(
        self,
        match: Match | None = None,
        seat: int | None = None,
        *,
        hot_seat: bool = False,
        bots: list[int] | tuple[int, ...] = (),
        bot: str = "random",
        **kwargs: Any,
    ) -> None:
        self._match: Match = match if match is not None else _default_match()
        self._registry: dict[str, Callable[[int], Any]] = dict(bots_for(self._match.game))
        self._quiet = False
        super().__init__(**kwargs)
        with self.hold_trait_notifications():
            self.bot_choices = sorted(self._registry)
        self._quiet = True
        try:
            self.seat = self._seat_value(seat)
            self.hot_seat = bool(hot_seat)
            self.bots = self._bots_value(bots)
            if bot not in self._registry:
                raise BadOption(
                    f"unknown bot {bot!r}; known bots: {', '.join(sorted(self._registry))}"
                )
            self.bot = bot
        finally:
            self._quiet = False
        self.on_msg(self._on_msg)
        self.refresh()

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

    def load(self, match: Match) -> None:
        """Show another match (keeps seat and bots if they still fit)."""
        self._match = match
        self._registry = dict(bots_for(match.game))
        self.bot_choices = sorted(self._registry)
        if self.bot not in self._registry:
            self.bot = "random"
        self._quiet = True
        try:
            if self.seat >= match.players:
                self.seat = -1
            self.bots = [b for b in self.bots if b < match.players]
        finally:
            self._quiet = False
        self.error = ""
        self.notice = ""
        self.refresh()

    # ------------------------------------------------------------------ the sync
    def refresh(self, step: int | None = None) -> None:
        """Recompute every synced trait from the match (``step``: a replayed step, else live)."""
        m = self._match
        n = len(m.history)
        target = n if step is None else max(0, min(int(step), n))
        shown = m if target == n else m.at(target)
        seat = self.selected_seat
        actions = self._visible_actions(shown) if target == n else []
        self._quiet = True
        try:
            with self.hold_sync():
                self.view = shown.view(seat)
                self.log = shown.log(seat)
                self.actions = actions
                self.max_step = n
                self.step = target
                self.can_undo = m.can_undo
                self.can_redo = m.can_redo
                self.prompt = self._prompt(shown, target, n, bool(actions))
                self.bot_blocked = self._bot_blocked(target, n)
                self.until_blocked = self._until_blocked(target, n)
                self.until_plan = self._until_plan()
        finally:
            self._quiet = False

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
            return "the game is over: no more moves"
        if target < n:
            return f"you are replaying step {target} of {n}: press Live before a bot plays"
        return ""

    def _until_blocked(self, target: int, n: int) -> str:
        why = self._bot_blocked(target, n)
        if why:
            return why
        if self.hot_seat and not self.bots:
            return (
                "hot seat with no bot seats: every seat is a human at this screen, so there is "
                "nobody for the bots to play; tick seats under Bots, or use Bot move for one move"
            )
        return ""

    def _names(self, seats: set[int]) -> str:
        names = self._match.names
        return ", ".join(names[s] for s in sorted(seats))

    def _until_plan(self) -> str:
        humans = self.human_seats()
        if not humans:
            return (
                "Bots play every seat until the game ends (no seat is human here: select a seat "
                "or tick Bots to stop earlier)"
            )
        return f"Bots play until a human seat must choose: {self._names(humans)}"

    def _acting_allowed(self, m: Match) -> bool:
        d = m.decision
        if d is None:
            return False
        if d.seat == self.selected_seat:
            return True
        return self.hot_seat and not d.secret

    def _visible_actions(self, m: Match) -> list[dict[str, str]]:
        if not self._acting_allowed(m):
            return []
        d = m.decision
        assert d is not None
        verbs = m.game.verbs
        secret = " (secret)" if d.secret else ""
        out = []
        for a in m.legal_actions():
            verb = verbs.get(verb_of(a.text))
            group = (verb.title if verb is not None else verb_of(a.text)) + secret
            out.append({"text": a.text, "label": a.label, "group": group})
        return out

    def _name(self, seat: int) -> str:
        return self._match.names[seat]

    def _prompt(self, m: Match, target: int, n: int, has_actions: bool) -> str:
        if target < n:
            return f"Replay: step {target} of {n}. Press Live (or replay(None)) to play on."
        d = m.decision
        if d is None:
            r = m.result
            return f"Game over: {r.reason}." if r is not None else "Game over."
        who = self._name(d.seat)
        if has_actions:
            if d.seat != self.selected_seat:
                return f"{d.prompt} (hot seat: you choose for {who})"
            return d.prompt
        if d.secret:
            return (
                f"{d.prompt}. This choice is secret: select {who}'s seat to choose, "
                "or press Bot move."
            )
        return f"{d.prompt}. Select {who}'s seat (or tick Hot seat) to choose."

    # ------------------------------------------------------------------ validation
    def _seat_value(self, seat: Any) -> int:
        if seat is None or seat == -1:
            return -1
        if (
            isinstance(seat, bool)
            or not isinstance(seat, int)
            or not 0 <= seat < self._match.players
        ):
            raise BadOption(
                f"seat must be None (projector) or 0–{self._match.players - 1}, not {seat!r}"
            )
        return seat

    def _bots_value(self, bots: Any) -> list[int]:
        out: list[int] = []
        for b in bots or ():
            if isinstance(b, bool) or not isinstance(b, int) or not 0 <= b < self._match.players:
                raise BadOption(f"bots must be seats 0–{self._match.players - 1}, not {b!r}")
            if b not in out:
                out.append(b)
        return sorted(out)

    # ------------------------------------------------------------------ trait observers (JS)
    @traitlets.observe("clicked")
    def _on_clicked(self, change: dict[str, Any]) -> None:
        text = change["new"]
        if self._quiet or not text:
            return
        try:
            self.click(text)
        finally:
            self._quiet = True
            try:
                self.clicked = ""
            finally:
                self._quiet = False

    @traitlets.observe("seat")
    @_guarded
    def _on_seat(self, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        try:
            self._seat_value(change["new"])
        except BadOption as exc:
            self.error = error_text(exc)
            self._quiet = True
            self.seat = change["old"]
            self._quiet = False
            return
        # An error may quote the previous seat's hand ("legal: 'vote ...'"): never carry it over.
        self.error = ""
        self.refresh(self.step if self.replaying else None)

    @traitlets.observe("step")
    def _on_step(self, change: dict[str, Any]) -> None:
        if not self._quiet:
            self.replay(change["new"])

    @traitlets.observe("hot_seat")
    @_guarded
    def _on_hot_seat(self, change: dict[str, Any]) -> None:
        if not self._quiet:
            self.refresh(self.step if self.replaying else None)

    @traitlets.observe("bots")
    @_guarded
    def _on_bots(self, change: dict[str, Any]) -> None:
        if self._quiet:
            return
        try:
            fixed = self._bots_value(change["new"])
        except BadOption as exc:
            self.error = error_text(exc)
            fixed = change["old"]
        if fixed != change["new"]:
            self._quiet = True
            self.bots = fixed
            self._quiet = False
        self.refresh(self.step if self.replaying else None)  # who counts as human changed

    @traitlets.observe("bot")
    @_guarded
    def _on_bot(self, change: dict[str, Any]) -> None:
        if not self._quiet and change["new"] not in self._registry:
            self.error = (
                f"unknown bot {change['new']!r}; known bots: {', '.join(sorted(self._registry))}"
            )
            self._quiet = True
            self.bot = change["old"]
            self._quiet = False

    def _on_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        """Buttons send ``{"cmd": ...}`` messages: events, not state, so no click is lost."""
        cmd = content.get("cmd") if isinstance(content, dict) else None
        handlers: dict[str, Callable[[], Any]] = {
            "undo": self.undo,
            "redo": self.redo,
            "bot": self.bot_move,
            "until": self.play_until_human,
            "live": lambda: self.replay(None),
        }
        if isinstance(cmd, str) and cmd in handlers:
            handlers[cmd]()
        else:
            shown = repr(cmd) if len(repr(cmd)) <= 40 else f"{repr(cmd)[:37]}..."
            self.error = f"unknown widget command {shown}"

    # ------------------------------------------------------------------ the Python API
    @_guarded
    def click(self, text: str) -> bool:
        """Play ``text`` as a button would; refused (``error`` set, match unchanged) unless the
        selected seat is the one to decide, or hot seat is on and the decision is public."""
        m = self._match
        if self.replaying:
            self.error = (
                f"you are replaying step {self.step} of {self.max_step}: press Live "
                "(replay(None)) before playing"
            )
            return False
        d = m.decision
        if d is None:
            self.error = "the game is over: no more actions"
            return False
        if not self._acting_allowed(m):
            me = "the projector" if self.selected_seat is None else self._name(self.seat)
            why = "it is secret" if d.secret else "hot seat is off"
            self.error = (
                f"it is {self._name(d.seat)}'s choice ({d.prompt}), and you are "
                f"viewing as {me}; {why}, so only {self._name(d.seat)}'s seat may "
                "choose"
            )
            return False
        m.play(text, seat=d.seat)
        self.error = ""
        self.notice = ""
        self._run_bots(set(self.bots) - {self.seat})
        self._leave_private_view()
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
        self._quiet = True
        try:
            self.seat = -1
        finally:
            self._quiet = False
        if d is None:
            nxt = "the game is over"
        elif not d.secret:
            nxt = f"pass the screen to {self._name(d.seat)}"
        else:
            nxt = (
                f"pass the screen to {self._name(d.seat)}, who selects their own seat for a "
                "secret choice"
            )
        self.notice = f"Hot seat: {left}'s private view is closed; {nxt}."

    @_guarded
    def undo(self) -> bool:
        self._match.undo()
        self.error = ""
        self.notice = ""
        self._leave_private_view()
        self.refresh()
        return True

    @_guarded
    def redo(self) -> bool:
        self._match.redo()
        self.error = ""
        self.notice = ""
        self._leave_private_view()
        self.refresh()
        return True

    @_guarded
    def set_seat(self, seat: int | None) -> bool:
        """Look as ``seat`` (``None`` or ``-1``: the projector, no secrets)."""
        value = self._seat_value(seat)
        self._quiet = True
        try:
            self.seat = value
        finally:
            self._quiet = False
        self.error = ""  # it may quote the previous seat's hand
        self.notice = ""
        self.refresh(self.step if self.replaying else None)
        return True

    @_guarded
    def replay(self, step: int | None) -> bool:
        """Show the match after ``step`` actions (``None``: back to the live position)."""
        n = len(self._match.history)
        if step is not None and (
            isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= n
        ):
            self.error = f"step must be 0–{n}, not {step!r}"
            self.refresh(self.step if self.step < n else None)
            return False
        self.error = ""
        self.refresh(step)
        return True

    def _bot_choose(self) -> str:
        m = self._match
        d = m.decision
        assert d is not None
        bot = self._registry[self.bot](seed_state(f"{m.seed}/{len(m.history)}"))
        return choose(m, bot)

    def _bot_step(self) -> None:
        m = self._match
        d = m.decision
        assert d is not None
        m.play(self._bot_choose(), seat=d.seat)

    def _run_bots(self, seats: set[int], limit: int = BOT_LIMIT) -> int:
        played = 0
        m = self._match
        while played < limit and m.decision is not None and m.decision.seat in seats:
            self._bot_step()
            played += 1
        return played

    @_guarded
    def bot_move(self) -> bool:
        """The bot makes the current decision, whoever's it is (its card stays secret).

        Refused while replaying a past step: the move would be made in the live match, which
        is not the one on screen."""
        why = self._bot_blocked(self.step, len(self._match.history))
        if why:
            self.error = why
            return False
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
        why = self._until_blocked(self.step, len(m.history))
        if why:
            self.error = why
            return 0
        humans = self.human_seats()
        played = self._run_bots(set(range(m.players)) - humans, limit)
        self.error = ""
        self.notice = ""
        d = m.decision
        if played == 0 and d is not None:
            whose = "your" if d.seat == self.seat else f"{self._name(d.seat)}'s (a human seat)"
            self.notice = f"It is already {whose} turn: {d.prompt}. Nothing for the bots to play."
        elif d is not None and d.seat not in humans:
            self.notice = f"Stopped after {played} bot moves (the limit); press again to go on."
        self._leave_private_view()
        self.refresh()
        return played

    def __repr__(self) -> str:
        m = self._match
        return (
            f"MatchWidget({m.game.name}, players={m.players}, seat={self.selected_seat}, "
            f"step={self.step})"
        )
