"""LearnWidget: a game's levels, one at a time, on the match widget's own board.

The widget is a ``MatchWidget`` (the same ``Table`` decides legality and makes each screen; the
same front end, ``controller.js``, draws the clickable board, the choices and the error with its
rule link) with a ``Course`` (``tortuga_kit.learn``) beside it: the level map with each level's
best stars, the goal, **Hint** (one at a time), **Restart**, **Next**, **Reset progress**, the
lesson and the stars once the goal is reached, and a **Try it** button for a level's offered
move, whose refusal (the engine's reason and rule) the level then explains. Its front end is
``learn.js``, which draws that panel and runs ``controller.js`` unchanged for the board below it
(``learn_esm``); the match widget's toolbar (seats, bots, new game, replay) is hidden by CSS.

Progress (the best stars per level) is kept by ``learn.Progress``: a JSON file beside the
notebook where the folder is writable, else in memory with the browser's storage behind it
(``storage == "browser"``: the front end keeps ``progress`` in ``localStorage`` and sends it
back when it starts).
"""

from __future__ import annotations

from typing import Any

import ipywidgets
import traitlets

from ..engine.citations import shown
from ..engine.errors import BadOption, IllegalAction
from ..engine.game import Game
from ..engine.i18n import language, text, translator
from ..learn import Course, MemoryStore, Progress
from ..learn.guide import LEARNER, advice, guide_bot, guided_match
from ..learn.level import MOST_STARS
from ._common import FollowsPage, error_text, static_text
from .controller import MatchWidget
from .table import Screen

__all__ = ["GuidedWidget", "LearnWidget", "learn_esm"]

_ = translator("kit")

#: The line that ends controller.js; the learn front end exports its own render instead.
CONTROLLER_EXPORT = "export default { render };"


def learn_esm() -> str:
    """The learn front end: kit.js, controller.js (its ``render`` kept, its export dropped)
    and learn.js, which draws the level panel and calls that ``render`` for the board."""
    controller = static_text("controller.js")
    if CONTROLLER_EXPORT not in controller:
        raise RuntimeError("controller.js no longer ends with its export: update learn_esm")
    return "\n".join(
        [
            static_text("kit.js"),
            controller.replace(CONTROLLER_EXPORT, ""),
            static_text("learn.js"),
        ]
    )


def star_text(stars: int) -> str:
    """★★☆ for 2 of 3 stars."""
    return "★" * stars + "☆" * (MOST_STARS - stars)


class LearnWidget(MatchWidget):
    _esm = learn_esm()

    #: False: the levels; True: a guided first game (``GuidedWidget``).
    guided = traitlets.Bool(False).tag(sync=True)
    #: The guided game's advice ("What now?"): its sentence, its action and its rule.
    advice = traitlets.Unicode("").tag(sync=True)
    advice_text = traitlets.Unicode("").tag(sync=True)
    advice_rule = traitlets.Unicode("").tag(sync=True)
    #: Every level: ``{"index", "id", "title", "stars"}`` (the best stars so far, 0: unsolved).
    level_map: traitlets.List[Any] = traitlets.List().tag(sync=True)
    level = traitlets.Int(0).tag(sync=True)
    level_title = traitlets.Unicode("").tag(sync=True)
    goal = traitlets.Unicode("").tag(sync=True)
    #: The hints shown so far in this attempt, in order (Hint adds the next one).
    hints = traitlets.List(traitlets.Unicode()).tag(sync=True)
    more_hints = traitlets.Bool(False).tag(sync=True)
    #: The stars of this attempt (0 until the goal is reached) and the lesson then.
    won = traitlets.Int(0).tag(sync=True)
    lesson = traitlets.Unicode("").tag(sync=True)
    result = traitlets.Unicode("").tag(sync=True)
    actions_done = traitlets.Int(0).tag(sync=True)
    par = traitlets.Int(0).tag(sync=True)
    has_next = traitlets.Bool(False).tag(sync=True)
    #: The offered move's button label ("": the level offers none) and, once tried, what the
    #: level says about its refusal.
    offered = traitlets.Unicode("").tag(sync=True)
    offered_note = traitlets.Unicode("").tag(sync=True)
    #: Where progress is kept: "file" (beside the notebook) or "browser" (localStorage).
    storage = traitlets.Unicode("file").tag(sync=True)
    progress = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        game: str | Game[Any],
        *,
        progress: Progress | None = None,
        lang: str | None = None,
        **kwargs: Any,
    ) -> None:
        self._course = Course(game, progress)
        course = self._course
        if lang is not None:
            course.match.lang = lang
        self._met_offered = False
        level = course.level
        others = [s for s in range(course.match.players) if s != level.seat]
        super().__init__(
            course.match,
            level.seat,
            bots=others,
            bot=level.bot,
            auto_pass=False,
            autosave=False,
            **kwargs,
        )
        self._table.offers_hint = False  # a level's own hints, not the search's answer
        store = course.progress.store
        if isinstance(store, MemoryStore):
            self.storage = "browser"
            store.on_save = self._stored
        self._table.subscribe(self._after_screen)
        self._after_screen(self._table.screen)

    # ------------------------------------------------------------------ reading
    @property
    def course(self) -> Course:
        """The levels and the one open now (``tortuga_kit.learn.Course``)."""
        return self._course

    # ------------------------------------------------------------------ the panel
    def _stored(self, stars: dict[str, int]) -> None:
        self.progress = dict(stars)

    def _after_screen(self, screen: Screen) -> None:
        """After every screen: check the goal (stars into the progress), then the panel's texts
        in the screen's language."""
        course = self._course
        if course.match is self.match:
            course.check()
        with language(screen.lang), self.hold_sync():
            self._panel()

    def _panel(self) -> None:
        course = self._course
        level = course.level
        self.level_map = course.map()
        self.level = course.index
        self.level_title = _("Level {n}: {title}", n=course.index + 1, title=text(level.title))
        self.goal = text(level.goal)
        self.hints = [text(h) for h in level.hints[: course.hints_shown]]
        self.more_hints = course.hints_shown < len(level.hints)
        self.won = course.won
        self.actions_done = course.actions
        self.par = level.par
        self.has_next = course.index + 1 < len(course.levels)
        self.lesson = text(level.lesson) if course.won else ""
        self.result = (
            _.plural(
                "Goal reached in {n} action (par {par}): {stars}",
                "Goal reached in {n} actions (par {par}): {stars}",
                course.actions,
                par=level.par,
                stars=star_text(course.won),
            )
            if course.won
            else ""
        )
        self.offered = (
            _("Try: {action}", action=self.match.game.label(level.offered))
            if level.offered is not None
            else ""
        )
        self.offered_note = (
            _(
                "This move was offered on purpose: the rules refuse it. The reason and its rule "
                "are below; now reach the goal."
            )
            if self._met_offered
            else ""
        )
        self.progress = course.progress.all()

    # ------------------------------------------------------------------ commands
    def _open(self, index: int) -> bool:
        """Open level ``index`` afresh on the board."""
        course = self._course
        lang = self.match.lang
        match = course.open(index)
        match.lang = lang
        self._met_offered = False
        self._table.set_bot(course.level.bot)  # the level's own bot answers for the others
        self._table.load(match)
        with language(lang):
            self._table.say(notice=self.level_title_for(index), error="")
        return True

    def level_title_for(self, index: int) -> str:
        level = self._course.levels[index]
        return _("Level {n}: {title}", n=index + 1, title=text(level.title))

    def open_level(self, index: Any) -> bool:
        """Open level ``index`` (0-based), as a click on the level map does."""
        return self._guarded(lambda: self._open(_index(index)))

    def restart(self) -> bool:
        """Start the level open now again."""
        return self._guarded(lambda: self._open(self._course.index))

    def next_level(self) -> bool:
        """Open the next level."""

        def go() -> bool:
            if self._course.index + 1 >= len(self._course.levels):
                raise BadOption(_("this is the last level"))
            return self._open(self._course.index + 1)

        return self._guarded(go)

    def hint(self) -> str:
        """Show the next hint (one at a time); returns it."""
        said = self._course.hint()
        self._table.show()
        return said

    def try_offered(self) -> bool:
        """Try the level's offered move: the engine refuses it, and the widget shows why (the
        reason with its rule, the rule's section opened) and what the level meant by it."""
        level = self._course.level
        if level.offered is None:
            return False
        return self.click(level.offered)

    def click(self, text: str) -> bool:
        """Play ``text`` for the learner; an illegal try shows the engine's reason and opens
        its rule (``Table.click`` shows the reason; the rule is opened here)."""
        m = self.match
        if m.decision is not None and isinstance(text, str) and text not in m.legal_texts():
            try:
                m.copy().play(text, seat=self._course.level.seat)  # a probe: the match stays
            except IllegalAction as exc:
                return self._refused(text, exc)
        return super().click(text)

    def _refused(self, text: str, exc: IllegalAction) -> bool:
        if text == self._course.level.offered:
            self._met_offered = True
        with language(self.match.lang):
            self._table.say(error=error_text(exc))
            if exc.rule:
                self._table.show_rule(exc.rule)
        return False

    def reset_progress(self) -> bool:
        """Forget every level's stars (here and in the progress file or the browser)."""
        self._course.progress.reset()
        self._table.show()
        return True

    def _guarded(self, run: Any) -> bool:
        try:
            return bool(run())
        except BadOption as exc:
            with language(self.match.lang):
                self._table.say(error=error_text(exc))
            return False

    # ------------------------------------------------------------------ browser messages
    def _on_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        """The panel's messages ``{"cmd": "learn", "do": ...}``; every other one is the match
        widget's."""
        if not (isinstance(content, dict) and content.get("cmd") == "learn"):
            super()._on_msg(widget, content, buffers)
            return
        with self.hold_sync():
            try:
                self._learn_msg(content)
            except Exception as exc:  # noqa: BLE001 - a message never raises in the kernel
                self._table.say(error=error_text(exc))
            finally:
                self.version += 1

    def _learn_msg(self, c: dict[str, Any]) -> None:
        do = c.get("do")
        if do == "open":
            self.open_level(c.get("index"))
        elif do == "hint":
            self.hint()
        elif do == "restart":
            self.restart()
        elif do == "next":
            self.next_level()
        elif do == "offered":
            self.try_offered()
        elif do == "reset":
            self.reset_progress()
        elif do == "stored":
            self._course.progress.merge(c.get("stars"))
            self._table.show()
        else:
            raise BadOption(_("unknown learn command {cmd}", cmd=repr(do)[:30]))

    def __repr__(self) -> str:
        c = self._course
        return f"LearnWidget({c.game.name}, level={c.index + 1}/{len(c.levels)})"


def _index(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadOption(_("a level is a number, not {given}", given=repr(value)[:30]))
    return value


class GuidedWidget(MatchWidget):
    """A guided first game (``tk.learn(game, guided=True)``): a seeded game at the default
    player count, the learner at seat 0, the game's rule-aware bot at every other seat. At each
    of the learner's decisions **What now?** explains one good choice, the bot's pick for the
    learner's seat, with the rule that asks for the choice, and marks its button; the board
    marks every legal choice as always, and the log says what the others did, each line with
    its rule. The learner may ignore the advice. **Restart** deals the same game again."""

    _esm = learn_esm()

    guided = traitlets.Bool(True).tag(sync=True)
    advice = traitlets.Unicode("").tag(sync=True)
    advice_text = traitlets.Unicode("").tag(sync=True)
    advice_rule = traitlets.Unicode("").tag(sync=True)
    level_title = traitlets.Unicode("").tag(sync=True)
    goal = traitlets.Unicode("").tag(sync=True)

    def __init__(self, game: str | Game[Any], *, lang: str | None = None, **kwargs: Any) -> None:
        match = guided_match(game)
        if lang is not None:
            match.lang = lang
        self._advice_step = -1
        others = [s for s in range(match.players) if s != LEARNER]
        super().__init__(
            match,
            LEARNER,
            bots=others,
            bot=guide_bot(match.game),
            auto_pass=True,
            autosave=False,
            **kwargs,
        )
        self._table.subscribe(self._after_screen)
        # the others move until the learner decides (a bot may begin)
        self._table.play_until_human()

    def _after_screen(self, screen: Screen) -> None:
        """A new position: the old advice is gone; the title and goal in the screen's
        language."""
        with language(screen.lang), self.hold_sync():
            self.level_title = _("A guided first game of {game}", game=self.match.game.title)
            self.goal = _(
                "You play {name}; the others are bots. Press What now? at any choice for a "
                "good move and the rule behind it, or choose yourself.",
                name=self.match.names[LEARNER],
            )
            if self._advice_step != self.match.step:  # advice for a position that passed
                self.advice = self.advice_text = self.advice_rule = ""

    def what_now(self) -> str:
        """Explain one good choice for the learner's decision (nothing is played)."""
        found = advice(self.match, LEARNER)
        with language(self.match.lang):
            if found is None:
                self.advice = _(
                    "Nothing to choose now: the others are playing, or the game is over."
                )
                self.advice_text = self.advice_rule = ""
            else:
                self.advice = _(
                    "A good choice: {label}. {prompt} [{rule}]",
                    label=found.label,
                    prompt=self.match.decision.prompt if self.match.decision else "",
                    rule=shown(found.rule),
                )
                self.advice_text = found.text
                self.advice_rule = found.rule
                self._advice_step = self.match.step
        return self.advice

    def restart(self) -> bool:
        """Deal the same first game again."""
        match = guided_match(self.match.game)
        match.lang = self.match.lang
        self.advice = self.advice_text = self.advice_rule = ""
        ok = bool(self._table.load(match))
        self._table.play_until_human()
        return ok

    def _on_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        if not (isinstance(content, dict) and content.get("cmd") == "learn"):
            super()._on_msg(widget, content, buffers)
            return
        with self.hold_sync():
            try:
                do = content.get("do")
                if do == "advice":
                    self.what_now()
                elif do == "restart":
                    self.restart()
                else:
                    raise BadOption(_("unknown learn command {cmd}", cmd=repr(do)[:30]))
            except Exception as exc:  # noqa: BLE001 - a message never raises in the kernel
                self._table.say(error=error_text(exc))
            finally:
                self.version += 1

    def __repr__(self) -> str:
        return f"GuidedWidget({self.match.game.name}, step={self.match.step})"


class LearnButton(FollowsPage, ipywidgets.VBox):  # type: ignore[misc]
    """A classroom page's **Learn** button (issue 28): one click opens a guided first game of
    the page's game below it (``GuidedWidget``: the learner plays one seat, the bots the
    others, What now? explains a good choice), in the page's language; a second click opens
    a fresh one. It follows the match widget's language picker, like Play together."""

    def __init__(self, widget: Any, **kwargs: Any) -> None:
        """``widget``: the page's ``MatchWidget`` (its game and its ``lang``)."""
        self._widget = widget
        self.button = ipywidgets.Button(icon="graduation-cap")
        self.button.add_class("tk-learn-open")
        self.guided: GuidedWidget | None = None
        super().__init__([self.button], **kwargs)
        self.button.on_click(lambda _button: self.start())
        self.follow(widget)

    def _relabel(self, _change: Any = None) -> None:
        with language(self.lang):
            self.button.description = _("Learn")
            self.button.tooltip = _(
                "A guided first game against the bots: What now? explains a good choice"
            )

    def start(self) -> GuidedWidget:
        """The button's click: a guided first game of the page's game, shown below it (not
        ``open``: that is the widget's own, which opens its comm)."""
        if self.guided is not None:
            self.guided.close()
        self.guided = GuidedWidget(self._widget.match.game.name, lang=self.lang)
        self.children = (self.button, self.guided)
        return self.guided
