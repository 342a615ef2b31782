"""``binder/``: the zero-install launch installs everything the notebooks import, pinned.

mybinder.org builds the repository from ``binder/requirements.txt`` (repo2docker); a package a
notebook imports but the file does not pin is missing there (or drifts to a version nobody
tested), and learners meet an ``ImportError`` in a class. Issue 12: "binder/ installs
everything the notebooks need (pinned)".
"""

from __future__ import annotations

import ast
import json
import re
import sys
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[1]
#: Import name -> distribution name, where the two differ.
DISTRIBUTION = {"sklearn": "scikit-learn"}
#: What repo2docker's environment brings with the notebook server and its kernel.
KERNEL = {"IPython", "ipykernel", "traitlets"}
KERNEL_DISTRIBUTIONS = {"ipykernel", "ipython", "traitlets"}


def _pins() -> tuple[dict[str, str], list[str]]:
    pins: dict[str, str] = {}
    other: list[str] = []
    for raw in (ROOT / "binder" / "requirements.txt").read_text(encoding="utf-8").splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = re.fullmatch(r"([A-Za-z0-9_.-]+)==([\w.]+)", line)
        if m:
            pins[canonicalize_name(m[1])] = m[2]
        else:
            other.append(line)
    return pins, other


def _notebook_imports() -> set[str]:
    """Top-level modules imported by a code cell of any notebook (teaching or classroom)."""
    found: set[str] = set()
    paths = [*(ROOT / "notebooks").rglob("*.ipynb"), *(ROOT / "classroom").glob("*.ipynb")]
    for path in paths:
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] != "code":
                continue
            source = "".join(cell["source"])
            lines = [ln for ln in source.splitlines() if not ln.lstrip().startswith(("%", "!"))]
            for node in ast.walk(ast.parse("\n".join(lines))):
                if isinstance(node, ast.Import):
                    found.update(a.name.split(".")[0] for a in node.names)
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    found.add(node.module.split(".")[0])
    return found


def test_binder_installs_the_kit_and_pins_every_other_line() -> None:
    pins, other = _pins()
    assert other == ["."], f"binder/requirements.txt: unpinned lines {other}"
    assert pins, "nothing pinned"


def test_every_third_party_module_a_notebook_imports_is_pinned() -> None:
    pins, _ = _pins()
    imports = _notebook_imports()
    assert "tortuga_kit" in imports  # the check sees the notebooks' imports
    third_party = {m for m in imports if m not in sys.stdlib_module_names} - {"tortuga_kit"}
    third_party -= KERNEL
    missing = {m for m in third_party if canonicalize_name(DISTRIBUTION.get(m, m)) not in pins}
    assert missing == set(), f"imported by a notebook, not pinned in binder/: {sorted(missing)}"


@pytest.mark.parametrize("extra", ["widgets", "compare", "lab"])
def test_the_kits_extras_are_pinned_within_their_ranges(extra: str) -> None:
    """The notebooks reach ipywidgets, anywidget, pandas and matplotlib through the kit (its
    ``widgets`` and ``compare`` extras; ``lab`` is what ``make lab`` installs): every package of
    those extras is pinned in binder/, within the extra's range, so Binder runs what local runs."""
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    pins, _ = _pins()
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    for text in project["project"]["optional-dependencies"][extra]:
        req = Requirement(text)
        name = canonicalize_name(req.name)
        if name in KERNEL_DISTRIBUTIONS:
            continue
        assert name in pins, f"the {extra} extra's {req.name} is not pinned in binder/"
        assert req.specifier.contains(pins[name], prereleases=True), (req, pins[name])
