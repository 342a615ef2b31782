"""The dispatcher: every decision is the frame on top of the stack; between decisions the
hand limit is checked and, once the turn's decisions are all made, the next turn begins."""

from __future__ import annotations

from ...engine.errors import IllegalAction
from ...engine.events import Event
from ...engine.flow import StackRules
from ...engine.i18n import DEFAULT, active_language, translator
from ...engine.verbs import hint
from .holdings import check_limits
from .state import State
from .turn import next_turn
from .verbs import VERBS, label

_ = translator("kutschfahrt")


class Rules(StackRules[State]):
    title = "Kutschfahrt zur Teufelsburg"
    verbs = VERBS

    def label(self, text: str) -> str:
        return label(text)

    def explain_illegal(self, s: State, text: str) -> IllegalAction:
        """The engine's explanation (English), or the same in the match's language: the code
        and the rule are the engine's, only the words change."""
        error = super().explain_illegal(s, text)
        if active_language() == DEFAULT or error.code not in (
            "malformed",
            "not_legal",
            "game_over",
        ):
            return error
        if error.code == "game_over":
            return IllegalAction(_("the game is over: no more actions"), error.code, error.rule)
        frame = s.stack[-1]
        d = frame.decision(s)
        said = hint(self.verbs, frame.legal(s), d.secret)
        if error.code == "malformed":
            return IllegalAction(
                _(
                    "{text} is not an action of {game}; now {hint}",
                    text=repr(text),
                    game=_("Kutschfahrt zur Teufelsburg"),
                    hint=said,
                ),
                error.code,
                error.rule,
            )
        if frame.refuse(s, text) is not None:
            return error
        return IllegalAction(
            _(
                "{text} is not legal now ({prompt}); {hint}",
                text=repr(text),
                prompt=d.prompt,
                hint=said,
            ),
            error.code,
            error.rule,
        )

    def settle(self, s: State, ev: list[Event]) -> None:
        if s.result is not None:
            s.stack.clear()
            return
        if max(map(len, s.items)) > s.limit:  # almost always nobody is over: no call then
            check_limits(s)  # "sofort": before anything else goes on
        if not s.stack:
            next_turn(s, ev)
            if s.result is not None:  # Sunrise drawn at the turn's start: the traitor won
                s.stack.clear()
