"""F6 the Doctor (rules §doctor): anybody who might hold an unused Doctor may cancel what the
fight causes."""

from __future__ import annotations

from ....engine.events import Event
from ....engine.i18n import translator
from .. import rulerefs as R
from ..frames import Round, asked
from ..holdings import holds, use_profession
from ..state import State
from .after import consequences, end_fight

_ = translator("kutschfahrt")


class DoctorWindow(Round):
    """F6: each player who might hold the Doctor may cancel what the fight causes."""

    __slots__ = ()
    kind = "doctor_window"
    rule = R.DOCTOR
    secret = True

    def closed(self, s: State, ev: list[Event]) -> None:
        consequences(s, ev)

    def prompt(self, s: State) -> str:
        return asked(
            _("{who}: cancel what this fight causes with a Doctor, or pass", who=s.names[self.seat])
        )

    def legal(self, s: State) -> list[str]:
        return ["doctor", "pass"] if holds(s, self.seat, "doctor") else ["pass"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text == "pass":
            self.next_seat(s, ev)
            return
        use_profession(s, self.seat, "doctor")
        ev.append(
            Event(
                _.lazy("{who} is the Doctor: the fight causes nothing.", who=s.names[self.seat]),
                R.DOCTOR,
                "fight",
                "doctor",
            )
        )
        end_fight(s, ev, cancelled=True)
