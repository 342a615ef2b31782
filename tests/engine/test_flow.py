"""The engine's flow helpers (engine/flow.py): seats in order, windows, budgets, frames.

These are the turn structures the four games share (engine/flow.py):
Tortuga 1667's voters in seat order from the caller, Kutschfahrt's effect windows that ask every
seat, Cartagena's 1–3 actions then an explicit end.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tortuga_kit.engine import Budget, Frame, IllegalAction, Window, in_seat_order
from tortuga_kit.engine.decision import Decision
from tortuga_kit.engine.flow import StackRules
from tortuga_kit.engine.verbs import Verb, verbs_by_name


# ------------------------------------------------------------------ in_seat_order
@given(n=st.integers(1, 12), data=st.data())
@settings(max_examples=200, derandomize=True, deadline=None)
def test_seats_in_order_go_clockwise_from_the_start_and_skip(n: int, data: st.DataObject) -> None:
    start = data.draw(st.integers(0, n - 1))
    skip = data.draw(st.sets(st.integers(0, n - 1)))
    order = in_seat_order(start, n, skip)
    assert sorted(order) == sorted(set(range(n)) - skip)
    full = in_seat_order(start, n)
    assert full[0] == start and full == [(start + i) % n for i in range(n)]
    assert order == [p for p in full if p not in skip]  # the same circle, fewer seats


# ------------------------------------------------------------------ Window
def _close(w: Window | None, plays: dict[int, int]) -> list[tuple[int, str]]:
    """Run a window: seat s plays an effect each time it is asked while plays[s] > 0."""
    asked: list[tuple[int, str]] = []
    while w is not None:
        seat = w.seat
        if plays.get(seat, 0) > 0:
            plays[seat] -= 1
            asked.append((seat, "effect"))
            w = w.played()
        else:
            asked.append((seat, "pass"))
            w = w.passed()
    return asked


def test_a_window_where_everyone_passes_asks_each_seat_once_in_order() -> None:
    assert _close(Window.around(2, 4), {}) == [(2, "pass"), (3, "pass"), (0, "pass"), (1, "pass")]


def test_an_effect_gives_every_seat_another_chance_the_player_too() -> None:
    """Closed only when every seat has passed in a row since the last effect."""
    asked = _close(Window.around(0, 3), {1: 1})
    assert asked == [
        (0, "pass"),
        (1, "effect"),
        (2, "pass"),
        (0, "pass"),
        (1, "pass"),  # the player of the effect is asked again before it closes
    ]


@given(n=st.integers(1, 8), data=st.data())
@settings(max_examples=200, derandomize=True, deadline=None)
def test_a_window_asks_every_seat_and_ends_with_a_full_round_of_passes(
    n: int, data: st.DataObject
) -> None:
    """Being asked reveals nothing: every seat in the order is asked, whether or not it can
    act, and the last len(order) answers are passes."""
    skip = data.draw(st.sets(st.integers(0, n - 1), max_size=n - 1))
    start = data.draw(st.sampled_from(sorted(set(range(n)) - skip)))
    plays = data.draw(st.dictionaries(st.integers(0, n - 1), st.integers(0, 3)))
    w = Window.around(start, n, skip)
    asked = _close(w, dict(plays))
    seats = set(w.order)
    assert {s for s, _ in asked} == seats
    assert [a for _, a in asked[-len(seats) :]] == ["pass"] * len(seats)
    assert sum(a == "effect" for _, a in asked) == sum(plays.get(s, 0) for s in seats)
    assert asked[0][0] == start


def test_a_window_is_an_immutable_value() -> None:
    w = Window.around(1, 3)
    nxt = w.passed()
    assert w.seat == 1 and nxt is not None and nxt.seat == 2 and w != nxt
    assert Window.around(1, 3) == w and hash(Window.around(1, 3)) == hash(w)
    with pytest.raises(ValueError):
        Window(())


# ------------------------------------------------------------------ Budget
def test_a_budget_of_one_to_three_actions_then_an_explicit_end() -> None:
    """Cartagena's turn (seed 003): at least 1, at most 3 actions, then end."""
    b = Budget(1, 3)
    moves = ["forward", "back"]
    assert b.legal(moves) == moves  # no end before the first action
    b = b.spent()
    assert b.legal(moves) == [*moves, "end"]
    b = b.spent().spent()
    assert b.legal(moves) == ["end"] and not b.can_act and b.left == 0
    with pytest.raises(ValueError):
        b.spent()
    with pytest.raises(ValueError):
        Budget(2, 1)


def test_a_budget_with_no_minimum_may_end_at_once() -> None:
    assert Budget(0, 2).legal(["x"]) == ["x", "end"]


# ------------------------------------------------------------------ frames and StackRules
class _State:
    def __init__(self) -> None:
        self.stack: list[Frame[_State]] = []
        self.result = None
        self.log: list[str] = []


class _Ask(Frame[_State]):
    __slots__ = ()
    kind = "ask"
    rule = "toy rule 1"
    secret = False

    def prompt(self, s: _State) -> str:
        return f"seat {self.seat}: yes or no?"

    def legal(self, s: _State) -> list[str]:
        return ["yes", "no"]

    def apply(self, s: _State, text: str, ev: list) -> None:  # type: ignore[type-arg]
        s.log.append(f"{self.seat}:{text}")
        if text == "yes" and self.seat == 0:
            s.stack.append(_Ask(1))  # a later decision is a pushed frame

    def refuse(self, s: _State, text: str) -> IllegalAction | None:
        if text.startswith("maybe"):
            return IllegalAction("maybe is not an answer here", "no_maybe", self.rule)
        return None


class _Rules(StackRules[_State]):
    title = "Toy"
    verbs = verbs_by_name(
        [
            Verb("yes", "Answer", "Yes", "toy rule 1", "<yes or no>"),
            Verb("no", "Answer", "No", "toy rule 1", "<yes or no>"),
            Verb("maybe", "Answer", "Maybe", "toy rule 1"),
        ]
    )


def test_stack_rules_dispatch_to_the_frame_on_top() -> None:
    rules, s = _Rules(), _State()
    s.stack.append(_Ask(0))
    assert rules.decision(s) == Decision(0, "ask", "seat 0: yes or no?", "toy rule 1", False)
    assert rules.to_move(s) == 0 and rules.legal_actions(s) == ["yes", "no"]
    rules.apply(s, "yes")
    assert rules.to_move(s) == 1 and s.log == ["0:yes"]
    rules.apply(s, "no")
    assert rules.decision(s) is None and rules.legal_actions(s) == [] and rules.to_move(s) is None


def test_stack_rules_explain_a_refusal_from_the_verb_table_and_the_frame() -> None:
    rules, s = _Rules(), _State()
    s.stack.append(_Ask(0))
    unknown = rules.explain_illegal(s, "sail away")
    assert unknown.code == "malformed" and "not an action of Toy" in str(unknown)
    assert "'yes', 'no'" in str(unknown)  # a public decision lists its texts
    assert rules.explain_illegal(s, "maybe so").code == "no_maybe"
    s.stack[-1] = _Secret(0)
    generic = rules.explain_illegal(s, "yes please")
    assert generic.code == "not_legal" and "<yes or no>" in str(generic)
    assert "yes please" in str(generic) and "'yes'" not in str(generic).split(";")[1]


class _Secret(_Ask):
    """The same question, but secret: a hint names the usage, never the texts."""

    __slots__ = ()
    secret = True


def test_frames_are_values() -> None:
    assert _Ask(1) == _Ask(1) and _Ask(1) != _Ask(2) and hash(_Ask(1)) == hash(_Ask(1))
    assert _Ask(1).to_list() == ["ask", 1, []]
    assert repr(_Ask(1)) == "_Ask(1)"
