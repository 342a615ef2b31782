"""The Makefile's learner targets: ``make lab`` works in a git-ignored copy, ``make binder-link``.

JupyterLab autosaves every run and every edit. If ``make lab`` served ``notebooks/``, a learner's
game would be saved into the tracked (and tested) lessons. So the first ``make lab`` copies
``notebooks/`` to ``my-notebooks/`` and opens the copy; later runs leave the copy alone, and
``make lab-reset`` swaps in fresh copies, keeping the old one. These tests run the real Makefile
in a scratch folder (``make -n`` for ``lab`` itself, which would install and start JupyterLab).
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any
from urllib.parse import unquote

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.skipif(
    shutil.which("make") is None or shutil.which("git") is None, reason="needs make and git"
)
URLPATH = "?urlpath=lab/tree/notebooks/00_start_here.ipynb"
#: A markdown link to a rules page: (target, fragment).
RULES_LINK = re.compile(r"\]\((?!https?:)([^)#\s]*rules/[^)#\s]*\.md)(?:#([^)\s]*))?\)")
#: The setting that makes JupyterLab open a .md file rendered, not in the editor.
MARKDOWN_PREVIEW = {"defaultViewers": {"markdown": "Markdown Preview"}}


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
    (tmp_path / "docs" / "rules").mkdir(parents=True)
    (tmp_path / "docs" / "rules" / "tortuga1667.md").write_text("rules", encoding="utf-8")
    (nb / "rules").symlink_to(Path("..", "docs", "rules"))  # as in the repository
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


def _markdown_links(notebook: Path) -> list[tuple[str, str]]:
    cells = json.loads(notebook.read_text(encoding="utf-8"))["cells"]
    text = "\n".join(
        "".join(c["source"]) if isinstance(c["source"], list) else c["source"]
        for c in cells
        if c["cell_type"] == "markdown"
    )
    return [(unquote(t), f) for t, f in RULES_LINK.findall(text)]


def test_every_rules_link_opens_its_section_in_the_learners_copy(tmp_path: Path) -> None:
    """Issue 23: ``make lab`` serves ``my-notebooks/`` as JupyterLab's root, so a link to
    ``../docs/rules/...`` was a 404 for all 397 citations. In the copy the real ``make lab-copy``
    makes of the real notebooks, every rules link of every notebook (translations too) stays
    inside the served folder and reaches an existing page and one of its ``<a id>`` anchors."""
    shutil.copy(ROOT / "Makefile", tmp_path / "Makefile")
    (tmp_path / "pyproject.toml").write_text("", encoding="utf-8")
    ignore = shutil.ignore_patterns(".ipynb_checkpoints", "*.out.ipynb")
    shutil.copytree(ROOT / "notebooks", tmp_path / "notebooks", symlinks=True, ignore=ignore)
    shutil.copytree(ROOT / "docs" / "rules", tmp_path / "docs" / "rules")
    out = _make(tmp_path, "lab-copy").stdout
    assert "older than its rules pages" not in out
    served = tmp_path / "my-notebooks"
    links = 0
    pages = set()
    for notebook in sorted(served.rglob("*.ipynb")):
        for target, fragment in _markdown_links(notebook):
            where = f"{notebook.relative_to(served)} → {target}#{fragment}"
            inside = os.path.normpath(notebook.parent.relative_to(served) / target)
            assert not inside.startswith(".."), f"{where}: outside the folder JupyterLab serves"
            page = served / inside
            assert page.is_file(), f"{where}: no such page in the learner's copy"
            assert f'<a id="{fragment}"></a>' in page.read_text(encoding="utf-8"), where
            links += 1
            pages.add(page.name)
    assert links >= 397  # the issue counted 397 citations in 20 notebooks
    assert pages == {p.name for p in (ROOT / "docs" / "rules").glob("*.md")}


def test_an_older_copy_is_told_to_reset(tree: Path) -> None:
    """A copy made before the rules pages were in it keeps dead links: lab-copy says so."""
    (tree / "my-notebooks").mkdir()
    out = _make(tree, "lab-copy").stdout
    assert "make lab-reset" in out.splitlines()[-1] and "rules" in out.splitlines()[-1]


def _settings() -> dict[str, dict[str, Any]]:
    """The JupyterLab settings overrides of every JupyterLab the kit starts: ``make lab`` (the
    Makefile's LAB_OVERRIDES), Binder (postBuild), the browser tests' server and the Lite site.
    The first three must be the same."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    line = re.search(r"^LAB_OVERRIDES = (.+)$", makefile, re.M)
    assert line is not None
    binder = (ROOT / "binder" / "postBuild").read_text(encoding="utf-8")
    written = re.search(r"<<'JSON'\n(.*?)\nJSON\n", binder, re.S)
    assert written is not None
    return {
        "make": json.loads(line.group(1)),
        "binder": json.loads(written.group(1)),
        "tests": _module(ROOT / "tests" / "browser" / "conftest.py").LAB_OVERRIDES,
        "lite": _module(ROOT / "tools" / "build_lite.py").OVERRIDES,
    }


def test_every_jupyterlab_opens_markdown_rendered() -> None:
    """``make lab``, Binder, the browser tests' server and the Lite site all open a ``.md``
    file in the Markdown Preview: a link's ``#section`` then scrolls to that section (in the
    editor it opens the source at line 1, Lite's default)."""
    got = _settings()
    assert got["make"] == got["binder"] == got["tests"]
    for where in got.values():
        assert where["@jupyterlab/docmanager-extension:plugin"] == MARKDOWN_PREVIEW


def _module(path: Path) -> Any:
    """A Python file loaded by its path (a test's conftest.py, a tool: not importable)."""
    spec = importlib.util.spec_from_file_location(f"_loaded_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module


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
    # LAB_ARGS given on the command line keeps --allow-root where it is needed (as root, where
    # JupyterLab refuses to start without it): it replaced it before, += included
    given = _make(tree, "-n", "lab", "LAB_ARGS=--port=9999").stdout
    assert "--port=9999" in given
    assert ("--allow-root" in given) == (os.geteuid() == 0) == ("--allow-root" in plan)


def test_the_copy_sits_beside_the_lessons() -> None:
    """``my-notebooks/`` is a sibling of ``notebooks/``, so the copy of the relative link
    ``notebooks/rules`` (to ``../docs/rules``) still reaches the rules pages."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    copy = re.search(r"^LAB_COPY = (\S+)$", makefile, re.M)
    assert copy and "/" not in copy.group(1), "LAB_COPY must be a folder beside notebooks/"
    assert os.readlink(ROOT / "notebooks" / "rules") == "../docs/rules"


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
    # Play together: the table's server comes with the extra, and the page looks for it where
    # `make table` serves it
    classroom = re.search(r"^classroom = \[([^\]]*)\]", extras, re.M | re.S)
    table = re.search(r"^table = \[([^\]]*)\]", extras, re.M | re.S)
    assert classroom and table
    assert set(re.findall(r'"([^"]+)"', table[1])) <= set(re.findall(r'"([^"]+)"', classroom[1]))
    assert "TORTUGA_KIT_TABLE_URL=http://127.0.0.1:8870" in plan
    assert (
        "TORTUGA_KIT_TABLE_URL=http://127.0.0.1:9000"
        in _make(tree, "-n", "classroom", "TABLE_PORT=9000").stdout
    )


def test_every_jupyterlab_keeps_the_widgets_state_in_the_notebook() -> None:
    """Issue 23 item 12: a notebook reopened without its kernel showed "Error displaying
    widget: model not found" where the game was. JupyterLab's ipywidgets manager draws a widget
    from the state saved in the notebook when its setting ``saveState`` is on (the browser test:
    tests/browser/test_lab_resume.py); every JupyterLab the kit starts turns it on."""
    for where in _settings().values():
        assert where["@jupyter-widgets/jupyterlab-manager:plugin"] == {"saveState": True}


def test_the_autosave_folder_is_git_ignored() -> None:
    """The match widget's autosave (tortuga_kit/widgets/autosave.py) holds every secret of a
    game: never committed from a notebook folder."""
    path = "notebooks/tortuga/.tortuga_autosave/05-03-tortuga1667.json"
    assert subprocess.run(["git", "check-ignore", "-q", path], cwd=ROOT).returncode == 0
