"""``pytest -n N`` hands out a grouped file (a browser file, the JupyterLite test) to one worker
as a whole and every other test alone (``tests/conftest.py``: ``grouped``, ``xdist_scope``,
``pytest_xdist_make_scheduler``).

Under pytest 9, pytest-xdist's own ``--dist loadgroup`` grouped nothing (its worker writes the
group into ``item._nodeid``, which pytest 9 no longer reads), so each browser file ran on both
workers and opened its notebooks and servers twice. This asks the scheduler that ``make test``
gets, for the file names it is given.
"""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

import pytest


def _scheduler(config: pytest.Config, monkeypatch: pytest.MonkeyPatch, dist: str) -> Any:
    """The scheduler ``pytest -n 2 --dist <dist>`` would get (``None``: xdist's own)."""
    pytest.importorskip("xdist")
    hook = getattr(config.hook, "pytest_xdist_make_scheduler", None)
    if hook is None or hook.spec is None:  # no hookspec: pytest-xdist is not loaded
        pytest.skip("pytest-xdist is not loaded (-p no:xdist)")
    monkeypatch.setattr(config.option, "dist", dist, raising=False)
    monkeypatch.setattr(config.option, "tx", ["2*popen"], raising=False)
    return config.hook.pytest_xdist_make_scheduler(config=config, log=None)


GAMES = "tests/browser/test_lab_games.py::test_click_the_boards_tokens_to_move[cartagena]"
FIT = "tests/browser/test_lab_games.py::test_board_and_choices_fit_a_projector[cartagena-size0]"
NOTEBOOK = (
    "tests/browser/test_lab_notebooks.py::test_notebook_runs_in_jupyterlab[notebooks/a.ipynb]"
)
OTHER = "tests/conformance/test_conformance.py::test_random_playouts_keep_the_game_contract[x-2]"


@pytest.mark.parametrize("dist", ["load", "loadgroup"])
def test_a_browser_file_is_one_piece_and_other_tests_go_alone(
    pytestconfig: pytest.Config, monkeypatch: pytest.MonkeyPatch, dist: str
) -> None:
    scheduler = _scheduler(pytestconfig, monkeypatch, dist)
    assert scheduler is not None, f"no scheduler of the kit's for --dist {dist}"
    scope = scheduler._split_scope
    assert scope(GAMES) == scope(FIT) == "tests/browser/test_lab_games.py"
    assert scope(NOTEBOOK) == NOTEBOOK  # UNGROUPED: its notebooks go one by one
    assert scope(OTHER) == OTHER


def test_other_dist_modes_are_left_as_asked(
    pytestconfig: pytest.Config, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _scheduler(pytestconfig, monkeypatch, "loadfile") is None


def test_auto_starts_one_worker_more_than_the_cores(pytestconfig: pytest.Config) -> None:
    """``make test``'s ``-n auto``: the cores plus one (``conftest.auto_workers``: the browser,
    papermill and nbval workers wait much of their time), unless told otherwise."""
    pytest.importorskip("xdist")
    hook = getattr(pytestconfig.hook, "pytest_xdist_auto_num_workers", None)
    if hook is None or hook.spec is None:
        pytest.skip("pytest-xdist is not loaded (-p no:xdist)")
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    with pytest.MonkeyPatch.context() as mp:
        mp.delenv("PYTEST_XDIST_AUTO_NUM_WORKERS", raising=False)
        assert hook(config=pytestconfig) == (cores or 1) + 1
        mp.setenv("PYTEST_XDIST_AUTO_NUM_WORKERS", "5")
        assert hook(config=pytestconfig) == 5


def test_the_run_writes_bytecode_for_its_workers_and_kernels() -> None:
    """``conftest.write_bytecode``: the processes this run starts inherit an environment that
    lets them reuse the kit's compiled modules instead of compiling them each again."""
    assert "PYTHONDONTWRITEBYTECODE" not in os.environ
    assert not sys.dont_write_bytecode
    child = subprocess.run(
        [sys.executable, "-c", "import sys; print(sys.dont_write_bytecode)"],
        capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert child.stdout.strip() == "False"
