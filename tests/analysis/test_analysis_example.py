"""``compare.example(row)``: the seeded match behind a number, opened at its step, for every
measure whose rows carry an example (6 traced matches per game: cheap)."""

from __future__ import annotations

import pytest

from tortuga_kit.analysis import Scale, traces
from tortuga_kit.analysis.run import measured
from tortuga_kit.compare import example
from tortuga_kit.engine.errors import BadOption
from tortuga_kit.sim import moves


def test_every_example_opens_its_match_at_its_step() -> None:
    traces.forget()
    scale = Scale(matches=6, searches=1, seed=2)
    results = measured(["cartagena"], scale, measures=["decided", "choices", "length"])
    rows = [r for rs, _s in results.values() for r in rs if "example" in r]
    assert {r["measure"] for r in rows} == {"lead_changes", "options_median", "decisions"}
    for r in rows:
        ex = r["example"]
        match = example(r)
        assert (match.seed, match.players, match.step) == (ex["seed"], ex["players"], ex["step"])
        played = [text for *_x, text in moves("cartagena", ex["players"], ex["seed"], ex["bots"])]
        assert [a.text for a in match.history] == played[: ex["step"]]
        if r["measure"] == "options_median":  # the decision with the most options
            assert len(match.legal_actions()) == max(
                max(t["options"]) for t in traces.traces("cartagena", 4, scale, None, print)
            )
        while match.can_redo:  # the rest of the match is there to step through
            match.redo()
        assert match.is_over and len(match.history) == len(played)


def test_a_row_without_an_example_is_one_line() -> None:
    with pytest.raises(BadOption, match="no example match"):
        example({"game": "cartagena", "measure": "rounds"})
