"""Shared pytest setup: the helper modules are importable from every test folder.

The tree (README "Tests"): ``engine/`` (game-agnostic), ``conformance/`` (every
registered game), ``games/<game>/`` (one game's rules), ``widgets/``, ``notebooks/``,
``browser/`` and the golden ``playthroughs/<game>/``. Test folders have no ``__init__.py``, so
pytest's default "prepend" import mode imports every test module and helper by its bare file
name. This file therefore

- puts ``tests/`` (``toygame.py``, the toy hidden-hand game) and each ``tests/games/<game>/``
  (that game's ``helpers.py``, ``strategies.py``, ...) on ``sys.path``, so any folder can import
  them by name, whatever the import mode and whichever folder is run alone;
- keeps ``--doctest-modules`` away from the ``conftest.py`` files (several share that name);
- refuses to start when two modules under ``tests/`` share a file name: in prepend mode the
  second one would be a confusing "import file mismatch" error, or worse, silently the other
  game's ``helpers``. A new game names its helpers after itself (``cartagena_helpers.py``).

Nothing here knows a game: a game's fixtures live in its own ``games/<game>/conftest.py``.
"""

from __future__ import annotations

import os
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest

TESTS = Path(__file__).resolve().parent
#: Folders whose modules are imported by bare name from other folders.
SHARED = [TESTS, *sorted(p for p in (TESTS / "games").iterdir() if p.is_dir())]
for _folder in reversed(SHARED):
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))


def duplicate_module_names(root: Path = TESTS) -> dict[str, list[str]]:
    """File names used by more than one module under ``root`` (``conftest.py`` may repeat:
    pytest loads each by its path)."""
    seen: dict[str, list[str]] = defaultdict(list)
    for path in sorted(root.rglob("*.py")):
        if path.name != "conftest.py" and "__pycache__" not in path.parts:
            seen[path.name].append(str(path.relative_to(root)))
    return {name: paths for name, paths in seen.items() if len(paths) > 1}


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """``--doctest-modules`` would import each ``conftest.py`` once more as a module called
    ``conftest``, and the second folder's would clash with the first ("import file mismatch").
    A conftest holds no doctests: pytest loads it as a plugin, it is never collected."""
    return True if collection_path.name == "conftest.py" else None


def write_bytecode() -> None:
    """Let this run write bytecode (``__pycache__``, git-ignored) whatever the environment says.

    Why: with ``PYTHONDONTWRITEBYTECODE`` set (as in some shells and containers) every process
    of the suite compiled the kit again from source, and each xdist worker rewrote every test
    module's asserts: over a hundred processes import the kit (each notebook's kernel, the
    papermill and nbval runs, JupyterLab's and Voila's kernels, the command-line tests): 12
    papermill runs took 26.4 CPU seconds instead of 21.4 (the whole kit compiles in 1.5), and a
    worker's collection took 13.6 CPU seconds instead of 5.7. The
    variable is dropped before the workers, servers and kernels start, so they inherit it."""
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    sys.dont_write_bytecode = False


def pytest_configure(config: pytest.Config) -> None:
    write_bytecode()
    # A fifth game for the whole run (tests/test_layers.py collects with it: every test of
    # every game must then have cases for it too).
    import toygame

    if os.environ.get(toygame.FIFTH_GAME_ENV):
        toygame.register_toy()
    # A worker of ``pytest -n N`` names each grouped test by its group, as under ``--dist
    # loadgroup`` (see ``pytest_xdist_make_scheduler``).
    if getattr(config, "workerinput", {}).get("tk_loadgroup"):
        config.option.loadgroup = True
    if config.getoption("importmode", "prepend") != "prepend":
        return
    clashes = duplicate_module_names()
    if clashes:
        listed = "; ".join(f"{name}: {', '.join(paths)}" for name, paths in clashes.items())
        raise pytest.UsageError(
            f"test modules must have unique file names (no __init__.py, prepend import mode): "
            f"{listed}. Name a game's files after the game, e.g. test_<game>_faq.py."
        )


#: Files that each start a server (JupyterLab, Voilà, a static site) or open a notebook and run
#: their tests in order on it: the browser tests and the JupyterLite test. Each such file stays
#: on one xdist worker (``xdist_group``); every other test is handed out alone, so the cases of
#: a slow property file or the notebook runs are shared by the workers.
#:
#: Except ``test_lab_notebooks.py``: each of its tests opens one notebook alone in the worker's
#: own JupyterLab (every worker has one, ``lab_server`` is per process) and shuts its kernels
#: after, so its 25 notebooks are handed out one by one like any other test. As one group they
#: were the suite's longest chain on one worker (about 20 s a notebook). A group is run
#: as one piece, so no notebook of this file lands inside another file's group.
UNGROUPED = frozenset({TESTS / "browser" / "test_lab_notebooks.py"})


def grouped(path: Path) -> bool:
    if path in UNGROUPED:
        return False
    return path.parent == TESTS / "browser" or path == TESTS / "notebooks" / "test_lite.py"


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist's worker reads the groups
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Marks each test of a ``grouped`` file with its file as ``xdist_group``.

    Why: ``test_lab_smoke.py``'s tests play on in one notebook opened by a module fixture, one
    after the other, and ``test_lab_notebooks.py`` resets the JupyterLab workspace and shuts the
    kernels of its server between notebooks, which closes another module's notebook when two
    interleave on one worker. Handing out whole files (``--dist loadfile``) kept them apart but
    also put every case of a slow property file on one worker, the suite's tail."""
    for item in items:
        path = Path(str(item.path))
        if grouped(path):
            item.add_marker(pytest.mark.xdist_group(name=path.name))
    items.sort(key=slow_first)


def slow_first(item: pytest.Item) -> int:
    """The order the tests are handed out in: a notebook's or a browser's first (a kernel or
    JupyterLab each, 10–60 s), then the other ``slow`` ones (the secrecy checks), then the
    rest as collected (a stable sort keeps each file's order).

    Why: pytest-xdist hands out the grouped files first (the biggest first), then every other
    test in collection order, where the notebook runs (30–60 s each) came late; one of them
    started last kept a worker busy while the others had nothing left, the suite's tail. Handed
    out first, the long tests overlap the short ones and the tail is one short test."""
    if item.get_closest_marker("notebook") or item.get_closest_marker("browser"):
        return 0
    return 1 if item.get_closest_marker("slow") else 2


def auto_workers(cores: int) -> int:
    """Workers for ``pytest -n auto`` (``make test``) on ``cores`` cores: one more than the cores.

    Why: a browser test's worker mostly waits (for Chromium, the JupyterLab server, a kernel: a
    chain of processes, each idle while the next works), as do the papermill and nbval runs.
    ``make test`` in a fresh clone on two quiet cores used 915 CPU seconds in 654 s of wall
    time: 1.4 of the 2 cores. A third worker fills the idle core-time with other tests; it
    costs one more collection and one more JupyterLab server and Chromium (about 20 CPU
    seconds). ``PYTEST_XDIST_AUTO_NUM_WORKERS`` (pytest-xdist's own) or ``-n N`` still decide
    when given."""
    return max(1, cores) + 1


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # pytest-xdist's own reads it
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return auto_workers(cores or 1)


@pytest.hookimpl(optionalhook=True)  # the hooks of pytest-xdist: no error where it is missing
def pytest_configure_node(node: Any) -> None:
    node.workerinput["tk_loadgroup"] = node.config.getvalue("dist") in ("load", "loadgroup")


def xdist_scope(nodeid: str, root: Path) -> str:
    """What pytest-xdist hands out as one piece: a ``grouped`` file's tests together (the scope
    is the file), every other test alone (its own id). ``tests/test_xdist_groups.py``."""
    file = nodeid.split("::", 1)[0]
    return file if grouped((root / file).resolve()) else nodeid


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``pytest -n N`` (``--dist load``, xdist's default) and ``make test`` (``--dist
    loadgroup``) keep each grouped file on one worker (``xdist_scope``). Any other ``--dist``
    is left as asked.

    Why not xdist's own ``loadgroup``: it finds a test's group in a suffix ``@<group>`` that its
    worker appends to ``item._nodeid``, and pytest 9 names an item by ``item._id``: the suffix
    never reaches the scheduler, so every browser file was spread over both workers, each
    opening the file's notebooks and servers once more (seen: test_lab_games opened each
    game's notebook twice, on gw0 and gw1)."""
    if config.getvalue("dist") not in ("load", "loadgroup"):
        return None
    from xdist.scheduler import LoadGroupScheduling

    root = config.rootpath

    class FileGroups(LoadGroupScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return xdist_scope(nodeid, root)

    return FileGroups(config, log)
