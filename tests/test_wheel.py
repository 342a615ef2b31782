"""The wheel ships the widgets' front end: every file of widgets/static (its .js and .css, and
the license notices of the bundled Vega, vega.LICENSES.txt), as package data. The JupyterLite
site installs this same wheel, so what it lacks the offline site lacks too.

anywidget reads ``_esm``/``_css`` from these files at import time, so a wheel without them would
install fine and then fail in the browser. The build runs on a copy of the sources in a temporary
folder, so it never leaves build/ or *.egg-info in the working tree.
"""

from __future__ import annotations

import importlib.util
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
STATIC = ROOT / "tortuga_kit" / "widgets" / "static"


@pytest.mark.slow
def test_wheel_contains_the_widget_static_files(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md", "LICENSE"):
        if (ROOT / name).exists():
            shutil.copy(ROOT / name, src / name)
    shutil.copytree(
        ROOT / "tortuga_kit",
        src / "tortuga_kit",
        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"),
    )
    out = tmp_path / "dist"
    if importlib.util.find_spec("build") is not None:
        cmd = [sys.executable, "-m", "build", "--wheel", "--outdir", str(out), str(src)]
    else:
        cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "-w", str(out), str(src)]
    run = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    wheels = list(out.glob("tortuga_kit-*.whl"))
    assert len(wheels) == 1
    names = set(zipfile.ZipFile(wheels[0]).namelist())
    expected = {
        f"tortuga_kit/widgets/static/{p.name}"
        for p in STATIC.iterdir()
        if not p.name.startswith(".")  # .gitkeep
    }
    assert {n for n in expected if n.endswith(".js")} and {
        n for n in expected if n.endswith(".css")
    }
    assert {n for n in expected if n.endswith("/vega.js") or n.endswith("LICENSES.txt")}
    assert expected <= names, sorted(expected - names)
    # the shared table's pages (issue 29): served from the installed package
    pages = {
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "tortuga_kit" / "table" / "static").iterdir()
    }
    assert len(pages) >= 6 and pages <= names, sorted(pages - names)
    for module in (
        "widgets/__init__.py",
        "widgets/controller.py",
        "widgets/board.py",
        "widgets/setup_widget.py",
        "widgets/labs/tortuga1667_votes.py",
        "games/tortuga1667/svg.py",
        "games/tortuga1667/odds.py",
        "games/cartagena/lessons.py",  # the Cartagena notebook imports it (JupyterLite too)
        "games/gourmet/lessons.py",  # the Tortuga Gourmet notebook imports it (JupyterLite too)
        "games/kutschfahrt/lessons.py",  # the Kutschfahrt notebooks import it (JupyterLite too)
        "games/gourmet/card_data.json",  # Tortuga Gourmet's card data: no match without it
        "widgets/learn.py",  # the learn widget (issue 28) and its levels
        "learn/__init__.py",
        "games/cartagena/levels.py",
        "games/gourmet/levels.py",
    ):
        assert f"tortuga_kit/{module}" in names
    # the rules page (a link to docs/rules/ in the repository) is shipped as its text, so an
    # installed kit (Binder, JupyterLite) can open a citation's section
    page = zipfile.ZipFile(wheels[0]).read("tortuga_kit/rules/tortuga1667.md").decode()
    assert page.startswith("# Tortuga 1667") and '<a id="assumptions"></a>' in page
    # and its translations (issue 32): a German or Korean citation opens its own language's page
    for lang in ("de", "ko"):
        page = zipfile.ZipFile(wheels[0]).read(f"tortuga_kit/rules/{lang}/tortuga1667.md").decode()
        heading = {"de": "## Annahmen", "ko": "## 가정"}[lang]
        assert '<a id="assumptions"></a>' in page and heading in page, lang
    # the analysis's cached results (issue 31), one file per measure: analysis.load reads them
    results = {
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "tortuga_kit" / "analysis" / "results").glob("*.json")
    }
    assert results and results <= names, sorted(results - names)
    # the compiled message catalogs (issue 13): without them an installed kit (Binder,
    # JupyterLite) would show English in a German or Korean match
    catalogs = {
        p.relative_to(ROOT).as_posix() for p in (ROOT / "tortuga_kit" / "locale").rglob("*.mo")
    }
    assert {c for c in catalogs if "/de/" in c} and {c for c in catalogs if "/ko/" in c}
    assert catalogs <= names, sorted(catalogs - names)
