"""Cartagena's search over whole turns (``games/cartagena/planning.py``, ``SearchHints.plans``):
the plans are legal turns, one per resulting position, the search bot plays the rest of the
plan it chose and plans again when a draw changed what is possible.

Size: 3 seeded random games' turn decisions for the plan property (about 1 s of CPU)."""

from __future__ import annotations

import random

import pytest
from cartagena_helpers import make

import tortuga_kit as tk
from tortuga_kit.bots import explain
from tortuga_kit.bots.search import SearchBot
from tortuga_kit.engine.i18n import language
from tortuga_kit.engine.knowledge import Knowledge
from tortuga_kit.games.cartagena import BOAT
from tortuga_kit.games.cartagena.planning import WON, plans, whole_turns
from tortuga_kit.games.cartagena.turn import END


def knowledge(m: tk.Match) -> Knowledge:
    return Knowledge(m.game, m.state, m.decision.seat)  # type: ignore[union-attr]


def after(m: tk.Match, plan: tuple[str, ...]) -> tuple[object, ...]:
    """The position a plan reaches in the real game (the seat's pirates, hand and the row), or
    fails if an action of it is not legal there."""
    seat = m.decision.seat  # type: ignore[union-attr]
    c = m.copy()
    for text in plan:
        assert text in c.legal_texts(), (plan, text)
        c.play(text)
    s = c.state
    return tuple(s.pirates[seat]), tuple(s.hands[seat]), tuple(s.row)


def test_plans_are_legal_turns_one_per_position() -> None:
    """Every plan (as far as the beam reaches) is legal action by action in the real game, reaches
    the position the walk computed, ends with ``end`` unless it uses every action, wins or
    stops at a draw the seat cannot see, and no two plans reach the same position."""
    rng = random.Random(7)
    checked = 0
    for seed in range(3):
        m = tk.new_match("cartagena", 4, seed)
        while m.decision is not None and checked < 60:
            k = knowledge(m)
            o = k.observation
            if o.kind == "turn" and o.actions_left and rng.random() < 0.5:
                reached = set()
                for plan, _score in whole_turns(o, k.world.opts):
                    position = after(m, plan)
                    assert position not in reached, plan
                    reached.add(position)
                    full = len(plan) == o.actions_left or min(position[0]) == BOAT  # type: ignore[type-var]
                    assert plan[-1] == END or full or plan[-1].startswith("back"), plan
                checked += 1
            m.play(rng.choice(m.legal_texts()))
    assert checked >= 40


def test_a_winning_turn_comes_first() -> None:
    """Three pirates before the boat and three cards: the turn that brings all three aboard is
    the first plan, whatever the cards left over would be worth."""
    m = make(
        {
            "pirates": [[36, 36, 36, BOAT, BOAT, BOAT], [1, 1, 2, 2, 3, 3]],
            "hands": [["hat", "key", "bottle", "skull", "skull"], []],
        }
    )
    k = knowledge(m)
    ranked = whole_turns(k.observation, k.world.opts)
    assert ranked[0][1] == WON and len(ranked[0][0]) == 3
    bot = SearchBot(m.game, 1, budget=4)
    for _ in range(3):
        m.play(bot.choose(knowledge(m), m.legal_texts()))
    assert m.result is not None and m.result.winners == (0,)


def test_the_bot_plays_the_rest_of_its_plan_without_searching_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """After the first action of a turn the bot follows the plan it chose: its next decisions
    of the turn search nothing (the search is made to fail) while the plan's actions stay
    legal."""
    m = tk.new_match("cartagena", 4, 3)
    bot = SearchBot(m.game, 2, budget=8)
    while plans(knowledge(m), m.legal_texts()) is None:
        m.play(m.legal_texts()[0])
    first = bot.choose(knowledge(m), m.legal_texts())
    rest = bot._plan
    assert rest, "a plan of more than one action"
    m.play(first)

    def refuse(*_args: object) -> None:
        raise AssertionError("the bot searched again")

    monkeypatch.setattr(SearchBot, "search", refuse)
    for text in rest:
        assert bot.choose(knowledge(m), m.legal_texts()) == text
        m.play(text)


def test_a_plan_whose_next_action_is_gone_is_planned_again() -> None:
    """When the plan's next action is not legal (a draw changed the hand), the bot drops the
    plan and searches again from what it sees now, choosing a legal action."""
    m = tk.new_match("cartagena", 4, 3)
    bot = SearchBot(m.game, 2, budget=8)
    while plans(knowledge(m), m.legal_texts()) is None:
        m.play(m.legal_texts()[0])
    m.play(bot.choose(knowledge(m), m.legal_texts()))
    bot._plan = ("forward 0 nothing",)
    assert bot.choose(knowledge(m), m.legal_texts()) in m.legal_texts()
    assert bot._plan != ("forward 0 nothing",)


def test_a_plan_stops_at_a_draw_the_seat_cannot_see() -> None:
    """In the jamaica version every card comes from the face-down stock: a plan ends with its
    back move (the seat sees the cards only after the draw, and plans again then)."""
    m = make(
        {"pirates": [[0, 0, 0, 0, 4, 9], [1, 1, 2, 2, 3, 3]], "hands": [["hat"], []]},
        variant="jamaica",
    )
    k = knowledge(m)
    for plan, _score in whole_turns(k.observation, k.world.opts):
        backs = [i for i, text in enumerate(plan) if text.startswith("back")]
        assert not backs or backs[0] == len(plan) - 1, plan
    assert any(plan[-1].startswith("back") for plan, _ in whole_turns(k.observation, k.world.opts))


def test_advice_names_the_whole_turn_of_each_action() -> None:
    """``explain`` at the first action of a turn: an advised action that begins a compared plan
    comes with the best such plan the search found (legal action by action), and a plan of several
    actions is named in the reason, in the reader's language."""
    m = tk.new_match("cartagena", 4, 3)
    while plans(knowledge(m), m.legal_texts()) is None:
        m.play(m.legal_texts()[0])
    seat = m.decision.seat  # type: ignore[union-attr]
    advice = explain(m, seat, budget=12)
    assert any(len(c.turn) > 1 for c in advice.choices)
    for c in advice.choices:
        if not c.turn:  # no plan the search compared begins with it
            continue
        assert c.turn[0] == c.action
        after(m, c.turn)  # legal in the real game, action by action
        if len(c.turn) > 1:
            assert "the whole turn: " + " → ".join(m.game.label(t) for t in c.turn) in c.reason
    with language("de"):
        german = explain(m, seat, budget=12)
    assert all("the whole turn" not in c.reason for c in german.choices)
