"""MatchWidget: play a match of any registered game in a notebook, by clicking or from Python.

The widget is a thin adapter around a ``Table`` (``table.py``), which decides everything: the
seat policy, hot seat, bots, undo/redo, replay, legality and secrecy, and makes one immutable
``Screen`` per change. The widget copies each screen into its traits in one ``hold_sync`` (one
message to the browser, plus the log lines it lacks), takes the browser's messages in, and bumps
``version`` in that same message so the front end re-enables its controls.

One direction (README "Notebooks and widgets"): traits flow Python → browser only, and
the browser's input arrives as messages ``{"cmd": ..., "step": ...}`` carrying the step the
learner was looking at. Python never has to tell its own trait writes from the browser's, and a
click meant for a step that has passed (two quick clicks, a bot that moved meanwhile) is refused
with a notice instead of playing a move for the next player.

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
cell) redraws the widget: its table observes the match.

Autosave (``autosave.py``): in a notebook the live match is kept in a file beside it after every
change, and a re-run of the cell offers to resume it (``resume()``, ``skip_resume()``); a
reopened notebook shows its last board as a picture (``controller.js``).

"My turn", for "Play until my turn" and for Undo: the human seats are, with hot seat on, every
seat not ticked under Bots; with hot seat off, the selected seat plus, when some seats are bots,
every seat not ticked. Undo takes back the humans' last choice together with the bot moves after
it (the replay slider still steps one action at a time).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Mapping
from typing import Any

import anywidget
import traitlets

from ..engine import Match
from ..engine.i18n import language, translator
from ..engine.match import MAX_SAVE_BYTES
from ._common import CSS, LanguageTraits, error_text, esm
from .autosave import AutosaveTraits
from .table import BOT_LIMIT, LOG_LIMIT, MODES, PICK_AFTER, Screen, Table

__all__ = ["BOT_LIMIT", "LOG_LIMIT", "MODES", "PICK_AFTER", "MatchWidget"]

_ = translator("kit")

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
    #: The projector board (the public view in the toolkit's projector layout): Big board, and
    #: a classroom screen showing no seat, whose ``board`` is then empty (it is not shown).
    projector = traitlets.Unicode("").tag(sync=True)
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
    #: Hint is offered to this screen (the seat that decides, on its own screen, live).
    can_hint = traitlets.Bool(False).tag(sync=True)
    #: The hint asked for: ``{step, seat, choices: [{text, label, chance, reason, rule}]}``.
    search_hint = traitlets.Dict().tag(sync=True)
    #: The log steps of bots' open moves (each line gets a Why? button).
    why_steps = traitlets.List(traitlets.Int()).tag(sync=True)
    #: The Why? asked for: ``{step, action, choices}`` from what everybody knew.
    search_why = traitlets.Dict().tag(sync=True)
    # ``lang``, ``languages``, ``chrome`` (LanguageTraits): the match's language, the picker.
    version = traitlets.Int(0).tag(sync=True)

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
        autosave: bool | str | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self._answering = False  # a browser message is being answered: its log goes after
        self._outbox: list[dict[str, Any]] = []  # log messages waiting for their state
        self._table = Table(
            match,
            seat,
            hot_seat=hot_seat,
            bots=bots,
            bot=bot,
            scenes=scenes,
            classroom=classroom,
            auto_pass=auto_pass,
        )
        self._table.subscribe(self._show)
        self.on_msg(self._on_msg)
        self._show(self._table.screen)
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
    def table(self) -> Table:
        """What this widget shows and may do, without the kernel (``table.py``)."""
        return self._table

    @property
    def match(self) -> Match:
        """The live match (not the replayed step)."""
        return self._table.match

    @property
    def _match(self) -> Match:
        return self._table.match

    @property
    def selected_seat(self) -> int | None:
        return None if self.seat < 0 else self.seat

    @property
    def replaying(self) -> bool:
        return self.step < self.max_step

    @property
    def view(self) -> Any:
        """The view the board was drawn from (``match.view(seat)`` of the shown step)."""
        return self._table.screen.view

    @property
    def log(self) -> list[dict[str, Any]]:
        """The log entries the browser holds (the last ``LOG_LIMIT`` of ``match.log(seat)``)."""
        return self._table.log

    @property
    def actions(self) -> list[dict[str, str]]:
        """Every action the browser offers now, flat: ``{text, label, group}``."""
        return [
            {"text": a["text"], "label": a["label"], "group": g["title"]}
            for g in self.groups
            for a in g["actions"]
        ]

    def human_seats(self) -> set[int]:
        """The seats "Play until my turn" stops for (``Table.human_seats``)."""
        return self._table.human_seats()

    # ------------------------------------------------------------------ the one redraw path
    def _show(self, screen: Screen) -> None:
        """Copy one screen into the traits: one state message, and the log lines it lacks."""
        with self.hold_sync():
            for name, value in screen.state().items():
                setattr(self, name, value)
            self.show_language(screen.lang)
        message = screen.log_message()
        if message is not None:
            self._outbox.append(message)
        if not self._answering:
            self._send_log()
        self._autosave_after()

    def _send_log(self) -> None:
        """The log lines after the state they belong to: a line is drawn in the language of
        the state the browser holds (a language change sends every line again, translated)."""
        out, self._outbox = self._outbox, []
        for message in out:
            self.send(message)

    def refresh(self, step: int | None = None) -> None:
        """Draw the match again (``step``: a replayed step, else live)."""
        self._table.show(step)

    def _say(self, notice: str | None = None, error: str | None = None) -> None:
        """A line of the widget's own (a download, the autosave), shown with a new screen."""
        self._table.say(notice, error)

    def close(self) -> None:
        """Stop observing the match and close the browser side."""
        self._table.unsubscribe(self._show)
        self._table.close()
        super().close()

    # ------------------------------------------------------------------ messages (browser)
    def _on_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        """Every browser input: ``{"cmd": name, "step": the step it was meant for, ...}``. The
        new screen and the new ``version`` leave in one state message."""
        self._answering = True
        with self.hold_sync():
            try:
                cmd = content.get("cmd") if isinstance(content, dict) else None
                own = _OWN.get(cmd) if isinstance(cmd, str) else None
                if own is not None:
                    own(self, content)
                else:
                    self._table.handle(content)
            except Exception as exc:  # noqa: BLE001 - a message never raises in the kernel
                self.error = error_text(exc)
            finally:
                self.version += 1  # the front end re-enables its controls
                self._answering = False
        self._send_log()

    def _msg_save(self, c: dict[str, Any]) -> None:
        m = self._match
        self.send(
            {
                "download": m.to_json(),
                # not the seed: a download bar on the shared screen shows the name
                "filename": f"{m.game.name}-step{m.step}.json",
            }
        )
        with language(m.lang):
            self._say(_("Save file downloaded: Load opens it again (it holds every secret)."))

    def _msg_hello(self, c: dict[str, Any]) -> None:
        """A new browser view of this widget: it needs the whole (trimmed) log."""
        self.send(self._table.full_log())

    # ------------------------------------------------------------------ the Python API
    def click(self, text: str) -> bool:
        """Play ``text`` as a button would (``Table.click``)."""
        return bool(self._table.click(text))

    def undo(self) -> bool:
        """Take back the humans' last choice and the bot moves after it (``Table.undo``)."""
        return bool(self._table.undo())

    def redo(self) -> bool:
        """Play the undone choice again, and the bot moves after it."""
        return bool(self._table.redo())

    def set_seat(self, seat: int | None) -> bool:
        """Look as ``seat`` (``None`` or ``-1``: the projector, no secrets)."""
        return bool(self._table.set_seat(seat))

    def reveal(self) -> bool:
        """Hot seat: show the view of the seat that decides now (``Table.reveal``)."""
        return bool(self._table.reveal())

    def hide(self) -> bool:
        """Back to the projector (no secrets on the screen)."""
        return bool(self._table.hide())

    def set_language(self, lang: Any) -> bool:
        """Every text in ``lang`` (``"en"``, ``"de"``, ``"ko"``), the log sent again."""
        return bool(self._table.set_language(lang))

    def set_hot_seat(self, on: Any) -> bool:
        return bool(self._table.set_hot_seat(on))

    def set_bots(self, seats: Any) -> bool:
        """Tick these seats as bots ("Play until my turn" plays them; they move after a click)."""
        return bool(self._table.set_bots(seats))

    def set_bot(self, name: Any) -> bool:
        return bool(self._table.set_bot(name))

    def set_auto_pass(self, on: Any) -> bool:
        """Turn "Pass for me when I can only pass" on or off."""
        return bool(self._table.set_auto_pass(on))

    def replay(self, step: int | None) -> bool:
        """Show the match after ``step`` actions (``None``: back to the live position)."""
        return bool(self._table.replay(step))

    def new_game(
        self, players: Any = None, mode: Any = "against bots", seat: Any = 0, seed: Any = None
    ) -> bool:
        """A fresh match of the same game and options (``Table.new_game``)."""
        return bool(self._table.new_game(players, mode, seat, seed))

    def load(self, match: Match) -> bool:
        """Show another match (keeps seat and bots where they still fit)."""
        return bool(self._table.load(match))

    def open_scene(self, name: Any) -> bool:
        """Open one of the prepared positions given as ``scenes``."""
        return bool(self._table.open_scene(name))

    def show_rule(self, ref: str) -> bool:
        """Open the section of the game's rules page that citation ``ref`` names."""
        return bool(self._table.show_rule(ref))

    def bot_move(self) -> bool:
        """The bot makes the current decision, whoever's it is (its card stays secret)."""
        return bool(self._table.bot_move())

    def play_until_human(self, limit: int = BOT_LIMIT) -> int:
        """Bots play until a human seat must decide; returns the number of moves played."""
        return int(self._table.play_until_human(limit))

    def __repr__(self) -> str:
        m = self._match
        return (
            f"MatchWidget({m.game.name}, players={m.players}, seat={self.selected_seat}, "
            f"step={self.step})"
        )


#: The messages the widget answers itself; every other goes to its table.
_OWN: dict[str, Callable[[MatchWidget, dict[str, Any]], None]] = {
    "save": MatchWidget._msg_save,
    "hello": MatchWidget._msg_hello,
    "resume": MatchWidget._msg_resume,
    "skip_resume": MatchWidget._msg_skip_resume,
}
