"""The Makefile's learner targets: ``make lab`` works in a git-ignored copy, ``make binder-link``.

JupyterLab autosaves every run and every edit. If ``make lab`` served ``notebooks/``, a learner's
game would be saved into the tracked (and tested) lessons. So the first ``make lab`` copies
``notebooks/`` to ``my-notebooks/`` and opens the copy; later runs leave the copy alone, and
``make lab-reset`` swaps in fresh copies, keeping the old one. These tests run the real Makefile
in a scratch folder (``make -n`` for ``lab`` itself, which would install and start JupyterLab).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(
    shutil.which("make") is None or shutil.which("git") is None, reason="needs make and git"
)
URLPATH = "?urlpath=lab/tree/notebooks/00_start_here.ipynb"


def _make(cwd: Path, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(
        ["make", "--no-print-directory", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
    )
    if check:
        assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A scratch checkout: the real Makefile, a pyproject.toml and notebooks of two games."""
    shutil.copy(ROOT / "Makefile", tmp_path / "Makefile")
    (tmp_path / "pyproject.toml").write_text("", encoding="utf-8")
    nb = tmp_path / "notebooks"
    (nb / "tortuga" / ".ipynb_checkpoints").mkdir(parents=True)
    (nb / "cartagena").mkdir()
    (nb / "00_start_here.ipynb").write_text("start", encoding="utf-8")
    (nb / "tortuga" / "05_play.ipynb").write_text("play", encoding="utf-8")
    (nb / "cartagena" / "01_rules_by_play.ipynb").write_text("race", encoding="utf-8")
    (nb / "tortuga" / ".ipynb_checkpoints" / "05_play-checkpoint.ipynb").write_text("autosave")
    return tmp_path


def test_lab_copy_is_made_once_and_then_left_alone(tree: Path) -> None:
    out = _make(tree, "lab-copy").stdout.strip().splitlines()
    copy = tree / "my-notebooks"
    assert (copy / "00_start_here.ipynb").read_text() == "start"
    assert (copy / "tortuga" / "05_play.ipynb").read_text() == "play"
    assert (copy / "cartagena" / "01_rules_by_play.ipynb").read_text() == "race"  # every game
    assert not list(copy.rglob(".ipynb_checkpoints")), "JupyterLab's autosaves are not copied"
    # One line: where the copy is, and how to refresh it.
    assert len(out) == 1 and "my-notebooks/" in out[0] and "make lab-reset" in out[0]
    (copy / "tortuga" / "05_play.ipynb").write_text("my game")
    _make(tree, "lab-copy")
    assert (copy / "tortuga" / "05_play.ipynb").read_text() == "my game"


def test_lab_reset_keeps_the_old_copy(tree: Path) -> None:
    _make(tree, "lab-copy")
    (tree / "my-notebooks" / "00_start_here.ipynb").write_text("my notes")
    out = _make(tree, "lab-reset").stdout
    backups = list(tree.glob("my-notebooks.bak-*"))
    assert len(backups) == 1 and (backups[0] / "00_start_here.ipynb").read_text() == "my notes"
    assert backups[0].name in out
    assert (tree / "my-notebooks" / "00_start_here.ipynb").read_text() == "start"
    assert (tree / "notebooks" / "00_start_here.ipynb").read_text() == "start"


def test_lab_opens_the_copy_and_keeps_the_overrides(tree: Path) -> None:
    _make(tree, "lab-copy")
    plan = _make(tree, "-n", "lab").stdout
    assert ".venv/bin/jupyter lab" in plan and "my-notebooks/00_start_here.ipynb" in plan
    assert "overrides.json" in plan  # the settings that skip the news toast and kernel dialog
    # A teacher editing the lessons themselves names the notebook.
    other = _make(tree, "-n", "lab", "LAB_NOTEBOOK=notebooks/tortuga/05_play.ipynb").stdout
    assert "jupyter lab" in other and "notebooks/tortuga/05_play.ipynb" in other


def test_the_copy_sits_beside_the_lessons() -> None:
    """``my-notebooks/`` is a sibling of ``notebooks/``, so the copies' relative links into
    ``docs/rules/`` (``../../docs/rules/cartagena.md#back`` from a game's folder) still reach
    the rules pages."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    copy = re.search(r"^LAB_COPY = (\S+)$", makefile, re.M)
    assert copy and "/" not in copy.group(1), "LAB_COPY must be a folder beside notebooks/"


def test_the_copy_is_git_ignored() -> None:
    for path in ("my-notebooks/00_start_here.ipynb", "my-notebooks.bak-20260101-120000/x.ipynb"):
        proc = subprocess.run(["git", "check-ignore", "-q", path], cwd=ROOT)
        assert proc.returncode == 0, f"{path} is not ignored by .gitignore"
    tracked = subprocess.run(
        ["git", "check-ignore", "-q", "notebooks/00_start_here.ipynb"], cwd=ROOT
    )
    assert tracked.returncode == 1


@pytest.mark.parametrize(
    "remote",
    [
        "https://github.com/alice/tortuga_kit.git",
        "https://github.com/alice/tortuga_kit",
        "https://alice:secret@github.com/alice/tortuga_kit.git",
        "git@github.com:alice/tortuga_kit.git",
        "ssh://git@github.com/alice/tortuga_kit.git",
    ],
)
def test_binder_link_comes_from_the_remote(tree: Path, remote: str) -> None:
    subprocess.run(["git", "init", "-q"], cwd=tree, check=True)
    subprocess.run(["git", "remote", "add", "origin", remote], cwd=tree, check=True)
    out = _make(tree, "binder-link").stdout
    assert out == f"https://mybinder.org/v2/gh/alice/tortuga_kit/HEAD{URLPATH}\n"
    assert "secret" not in out


def test_binder_link_says_why_without_a_github_remote(tree: Path) -> None:
    subprocess.run(["git", "init", "-q"], cwd=tree, check=True)
    proc = _make(tree, "binder-link", check=False)
    assert proc.returncode != 0 and "no 'origin' remote" in proc.stderr and not proc.stdout
    subprocess.run(["git", "remote", "add", "origin", "https://gitlab.com/a/b.git"], cwd=tree)
    proc = _make(tree, "binder-link", check=False)
    assert proc.returncode != 0 and "not a GitHub repository" in proc.stderr


def test_classroom_installs_its_extra_and_serves_the_folder_locally(tree: Path) -> None:
    """``make classroom``: the [classroom] extra into .venv, then Voilà on 127.0.0.1 serving
    ``classroom/`` (the tree page lists one app page per game)."""
    plan = _make(tree, "-n", "classroom").stdout
    assert "pip install -e '.[classroom]'" in plan
    assert ".venv/bin/voila classroom/ --no-browser --port 8866 --Voila.ip=127.0.0.1" in plan
    extras = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert re.search(r"^classroom = \[[^\]]*\"voila", extras, re.M | re.S)
    assert "make classroom" in _make(tree, "help").stdout


def test_every_jupyterlab_keeps_the_widgets_state_in_the_notebook() -> None:
    """Issue 23 item 12: a notebook reopened without its kernel showed "Error displaying
    widget: model not found" where the game was. JupyterLab's ipywidgets manager draws a widget
    from the state saved in the notebook when its setting ``saveState`` is on (the browser test:
    tests/browser/test_lab_resume.py); every JupyterLab the kit starts turns it on: ``make lab``
    (Makefile), Binder (postBuild), the Lite site (tools/build_lite.py) and the browser tests,
    which use the Makefile's overrides."""
    import importlib.util
    import json
    import sys
    from typing import Any

    wanted = {"saveState": True}
    key = "@jupyter-widgets/jupyterlab-manager:plugin"
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    found = re.search(r"^LAB_OVERRIDES = (\{.*\})$", makefile, re.M)
    assert found
    lab = json.loads(found.group(1))
    assert lab[key] == wanted
    post = (ROOT / "binder" / "postBuild").read_text(encoding="utf-8")
    binder = re.search(r"<<'JSON'\n(.*?)\nJSON", post, re.S)
    assert binder and json.loads(binder.group(1)) == lab

    def module(path: Path) -> Any:
        spec = importlib.util.spec_from_file_location(f"_tk_{path.stem}", path)
        assert spec and spec.loader
        loaded = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = loaded  # its dataclasses look themselves up there
        spec.loader.exec_module(loaded)
        return loaded

    assert module(ROOT / "tools" / "build_lite.py").OVERRIDES[key] == wanted
    assert lab == module(ROOT / "tests" / "browser" / "conftest.py").LAB_OVERRIDES


def test_the_autosave_folder_is_git_ignored() -> None:
    """The match widget's autosave (tortuga_kit/widgets/autosave.py) holds every secret of a
    game: never committed from a notebook folder."""
    path = "notebooks/tortuga/.tortuga_autosave/05-03-tortuga1667.json"
    assert subprocess.run(["git", "check-ignore", "-q", path], cwd=ROOT).returncode == 0
