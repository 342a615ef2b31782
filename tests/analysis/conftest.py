"""The analysis tests' search rungs play at 1, 2 and 3 iterations a decision: they test the
ladder's machinery (plans, tasks, executors, files), not its strength, and at the shipped
32/64/128 iterations the ladder alone cost these tests about a minute of CPU (Tortuga 1667's
six searching seats most of it). ``test_ladder.py``'s recomputation of the shipped rows, which
needs the real budgets, does not use these fixtures."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tortuga_kit.analysis import ladder

#: The search rungs' budgets in these tests.
TINY_BUDGETS = (1, 2, 3)


@pytest.fixture
def tiny_budgets(monkeypatch: pytest.MonkeyPatch) -> None:
    """Search rungs at 1, 2 and 3 iterations for one test."""
    monkeypatch.setattr(ladder, "BUDGETS", TINY_BUDGETS)


@pytest.fixture(scope="module")
def tiny_budgets_module() -> Iterator[None]:
    """Search rungs at 1, 2 and 3 iterations for a module-scoped fixture's run."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ladder, "BUDGETS", TINY_BUDGETS)
        yield
