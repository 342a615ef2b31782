"""The common shape of Tortuga 1667's pending decisions (``engine.flow.Frame``).

Each concept module owns its frames; this base adds only what every one of them shares: the
verbs a frame answers (``answers``), and the refusal of a turn action while another question is
open ("'attack' is a turn action, but now Anne: choose where the chest goes").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ...engine.errors import IllegalAction
from ...engine.events import make_event
from ...engine.flow import Frame
from ...engine.i18n import translator
from ...engine.verbs import hint
from .state import State
from .verbs import TURN_VERBS, VERBS

_ = translator("tortuga1667")


class TortugaFrame(Frame[State]):
    """A Tortuga decision. ``answers``: the verbs of its legal texts."""

    __slots__ = ()
    answers: ClassVar[frozenset[str]] = frozenset()

    def name(self, s: State) -> str:
        return s.names[self.seat]

    def hint(self, s: State) -> str:
        return hint(VERBS, self.legal(s), self.secret)

    def refuse(self, s: State, text: str) -> IllegalAction | None:
        words = text.split()
        verb = words[0].lower()
        if verb in TURN_VERBS and verb not in self.answers:
            d = self.decision(s)
            return IllegalAction(
                _(
                    "{text} is a turn action, but now {prompt}; {hint}",
                    text=repr(text),
                    prompt=d.prompt,
                    hint=self.hint(s),
                ),
                "wrong_phase",
                d.rule,
            )
        return self.why_not(s, text, words)

    def why_not(self, s: State, text: str, words: Sequence[str]) -> IllegalAction | None:
        """A reason specific to this decision, or ``None`` for the generic message."""
        return None


#: An event of this game: ``event(text, rule, kind, tag="", private=None)`` (``kind``: the log's
#: family; ``tag``: what rule fired, by default the kind; ``private``: texts for some seats), made
#: without a call of the class (``engine.events.make_event``: the same ``Event``, cheaper).
event = make_event
