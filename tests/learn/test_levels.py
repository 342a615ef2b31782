"""Proof that every game's levels are right: made from the engine, they must agree with it.

- each level's ``solution``, played from ``start()`` (the other seats answered as the widget
  answers them), reaches the goal with its last action and not before, within ``par``;
- where the learner's choices are few, a breadth-first search over the legal actions finds no
  solution shorter than ``par`` (so 3 stars mean the best play);
- an ``offered`` action is refused by the engine with an ``IllegalAction`` citing its anchor;
- the levels of a game together cite every rule section of ``docs/rules/<game>.md`` (sections
  that are no rule, such as the sources or the kit's own models, are named in the page's
  ``not rules`` comment).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.citations import page_anchors, rule_anchor
from tortuga_kit.learn import Level, answer_others, learner_actions, levels, played, stars

ROOT = Path(__file__).resolve().parents[2]
#: A breadth-first search stops after this many positions (a level with more choices is
#: proved only by its solution).
SEARCH_CAP = 4000
NOT_RULES = re.compile(r"<!-- not rules: ([a-z0-9 -]+) -->")

ALL = [lv for g in tk.available_games() for lv in levels(g)]


def _ids(levels_: list[Level]) -> list[str]:
    return [lv.id for lv in levels_]


@pytest.mark.parametrize("level", ALL, ids=_ids(ALL))
def test_the_solution_reaches_the_goal_with_its_last_action(level: Level) -> None:
    m = level.start()
    answer_others(level, m)
    for action in level.solution:
        assert not level.done(m), f"{level.id}: done before {action!r}"
        m.play(action, seat=level.seat)
        answer_others(level, m)
    assert level.done(m), f"{level.id}: not done after its solution"
    actions = learner_actions(m, level.seat)
    assert actions == level.par
    assert stars(actions, level.par) == 3


def _shortest(level: Level, limit: int) -> tuple[str, ...] | None:
    """The shortest list of the learner's actions that reaches the goal within ``limit``
    actions (``None``: none), or ``pytest.skip`` when the search grows past ``SEARCH_CAP``."""
    first = level.start()
    answer_others(level, first)
    frontier = [(first, ())]
    seen = 0
    for _depth in range(limit + 1):
        nxt = []
        for m, path in frontier:
            if level.done(m):
                return path
            d = m.decision
            if d is None or d.seat != level.seat:
                continue
            for text in m.legal_texts():
                c = m.copy()
                c.play(text, seat=level.seat)
                answer_others(level, c)
                nxt.append((c, (*path, text)))
                seen += 1
                if seen > SEARCH_CAP:
                    pytest.skip(f"{level.id}: too many choices for a search")
        frontier = nxt
    return None


@pytest.mark.parametrize("level", ALL, ids=_ids(ALL))
def test_no_shorter_solution(level: Level) -> None:
    found = _shortest(level, level.par - 1)
    assert found is None, f"{level.id}: solved in {len(found)} < par {level.par}: {found}"


@pytest.mark.parametrize(
    "level", [lv for lv in ALL if lv.offered], ids=_ids([lv for lv in ALL if lv.offered])
)
def test_the_offered_action_is_refused_citing_its_rule(level: Level) -> None:
    m = level.start()
    answer_others(level, m)
    before = m.to_json()
    assert level.offered is not None
    with pytest.raises(tk.IllegalAction) as refused:
        m.play(level.offered, seat=level.seat)
    assert rule_anchor(refused.value.rule) == level.offered_rule
    assert m.to_json() == before


def _page(game: str) -> str:
    return (ROOT / "docs" / "rules" / f"{game}.md").read_text("utf-8")


def uncited(game: str) -> set[str]:
    """The rule sections of ``game``'s page that none of its levels cites."""
    text = _page(game)
    marked = NOT_RULES.search(text)
    not_rules = set(marked.group(1).split()) if marked else set()
    cited = {a for lv in levels(game) for a in lv.rules}
    return page_anchors(text) - not_rules - cited


@pytest.mark.parametrize("game", tk.available_games())
def test_the_levels_cite_every_rule_section(game: str) -> None:
    if not levels(game):
        pytest.skip(f"{game} has no levels yet")
    assert uncited(game) == set()


@pytest.mark.parametrize("game", tk.available_games())
def test_a_level_cites_only_sections_of_its_page(game: str) -> None:
    if not levels(game):
        pytest.skip(f"{game} has no levels yet")
    anchors = page_anchors(_page(game))
    wrong = {lv.id: set(lv.rules) - anchors for lv in levels(game) if set(lv.rules) - anchors}
    assert not wrong
    ids = [lv.id for lv in levels(game)]
    assert len(ids) == len(set(ids)), "level ids are unique"
    assert all(i.startswith(f"{game}/") for i in ids)


def test_the_uncited_check_finds_a_section() -> None:
    game = next(g for g in tk.available_games() if levels(g))
    some = levels(game)[0].rules[0]
    everything = {a for lv in levels(game) for a in lv.rules}
    assert some in everything and some not in uncited(game)


def test_played_replays_a_solution() -> None:
    level = ALL[0]
    assert level.done(played(level, level.solution))
    assert not level.done(played(level, ()))


@pytest.mark.parametrize("game", tk.available_games())
def test_a_level_reads_no_state(game: str) -> None:
    """Levels read a match through views and history, like ``lessons.py``: never ``.state``."""
    package = type(tk.get_game(game)).__module__.rpartition(".")[0]
    path = ROOT / Path(*package.split(".")) / "levels.py"
    if not path.exists():
        pytest.skip(f"{game} has no levels yet")
    assert not re.search(r"\.state\b", path.read_text("utf-8"))
