"""Tortuga 1667 (Facade Games, 2017): British against French pirates with secret loyalties.

Contract (OpenSpiel style):
- players: 2–9, seats 0..n-1; turn order is seat order from the Jolly Roger's Captain.
- chance: shuffles, the top vote card, random vote-card losses and Eight Bells, all from the
  match's seeded RNG.
- hidden information: loyalty, vote hands, peeked cards; ``view(seat)`` masks the rest.
- options: see ``OPTIONS`` in ``setup.py``; those marked ``assumption`` exist because no source
  pins the fact down, and every view lists the assumed data the match uses.
- positions: ``position=`` takes a plain dict in the shape of ``State.to_dict()`` (see
  ``position.py``).
"""

from __future__ import annotations

from typing import Any

from ...engine.actions import Decision
from ...engine.errors import BadOption, IllegalAction
from ...engine.events import Event
from ...engine.game import Option, Result
from ...engine.match import register
from . import rules
from .position import apply_position
from .setup import OPTIONS, setup
from .state import State
from .view import view


class Tortuga1667:
    name = "tortuga1667"
    title = "Tortuga 1667"
    players = range(2, 10)
    options: dict[str, Option] = OPTIONS

    def setup(
        self,
        players: int,
        options: dict[str, Any],
        seed: int | str,
        position: dict[str, Any] | None,
    ) -> tuple[State, list[Event]]:
        s, ev = setup(players, options, seed)
        if position is not None:
            try:
                ev += apply_position(s, position)
            except BadOption:
                raise
            except (TypeError, ValueError, AttributeError, KeyError, IndexError) as exc:
                # A malformed value deep inside the dict: still one line naming the problem.
                raise BadOption(f"position is malformed ({type(exc).__name__}: {exc})") from None
        elif options["quick_start"]:
            rules._settle(s, ev)
        return s, ev

    def decision(self, state: State) -> Decision | None:
        return rules.decision(state)

    def to_move(self, state: State) -> int | None:
        return rules.to_move(state)

    def legal_actions(self, state: State) -> list[str]:
        return rules.legal_actions(state)

    def apply(self, state: State, text: str) -> list[Event]:
        return rules.apply(state, text)

    def explain_illegal(self, state: State, text: str) -> IllegalAction:
        return rules.explain_illegal(state, text)

    def label(self, state: State, text: str) -> str:
        return rules.label(state, text)

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return view(state, seat)

    def result(self, state: State) -> Result | None:
        return state.result

    def clone(self, state: State) -> State:
        return state.clone()

    def to_dict(self, state: State) -> dict[str, Any]:
        return state.to_dict()

    def render_svg(self, view: dict[str, Any]) -> str:
        from .svg import render_svg

        return render_svg(view)


GAME = register(Tortuga1667())
