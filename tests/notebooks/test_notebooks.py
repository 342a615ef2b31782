"""The teaching notebooks: stored clean, up to date with their generator, and runnable headless.

Each notebook's assertion cells check what its text teaches (seed 000's FAQ answers and common
mistakes among them), so executing a notebook *is* a rules test. This file:

- checks every committed notebook is stored without outputs or execution counts, with kernelspec
  ``python3`` and one ``parameters`` cell, and equals what ``tools/make_notebooks.py`` writes;
- checks each seed 000 FAQ item and common mistake is answered by an asserting cell in the
  notebook that 00_start_here's table names;
- executes every notebook with papermill in a fresh kernel, with parameter sets other than the
  stored defaults (two for each game notebook 02–05);
- runs ``pytest --nbval-lax notebooks/`` once in a subprocess: that executes the notebooks with
  their stored defaults, the way a learner opening them would.

pytest does not collect ``.ipynb`` files by itself (``testpaths = ["tests"]`` and nbval only
collects with ``--nbval``/``--nbval-lax``), so nothing runs twice.
"""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
NB_DIR = ROOT / "notebooks"
# Not .ipynb_checkpoints/ (JupyterLab's autosaves) nor any other hidden folder.
NOTEBOOKS = sorted(
    p
    for p in NB_DIR.rglob("*.ipynb")
    if not any(part.startswith(".") for part in p.relative_to(NB_DIR).parts)
)
GAME_NOTEBOOKS = ["02_turns", "03_votes", "04_events", "05_play"]


def _generator() -> Any:
    spec = importlib.util.spec_from_file_location(
        "make_notebooks", ROOT / "tools" / "make_notebooks.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def _rel(path: Path) -> str:
    return path.relative_to(NB_DIR).as_posix()


def test_the_notebooks_exist() -> None:
    names = {_rel(p) for p in NOTEBOOKS}
    assert names == {rel for rel, _ in _generator().NOTEBOOKS}


# ------------------------------------------------------------------ stored form
@pytest.mark.parametrize("path", NOTEBOOKS, ids=_rel)
def test_notebook_is_stored_clean(path: Path) -> None:
    """STYLE.md (Teaching material): notebooks are stored without outputs; CI executes them."""
    import nbformat

    nb = nbformat.read(path, as_version=4)
    nbformat.validate(nb)
    assert nb.metadata["kernelspec"]["name"] == "python3"
    code = [c for c in nb.cells if c.cell_type == "code"]
    assert code
    for cell in code:
        assert cell.outputs == [], f"{cell.id} has stored outputs"
        assert cell.execution_count is None, f"{cell.id} has an execution count"
    tagged = [c for c in nb.cells if "parameters" in c.metadata.get("tags", [])]
    assert len(tagged) == 1 and tagged[0].cell_type == "code"
    for name in ("seed", "players", "interactive"):
        assert re.search(rf"^{name} = ", tagged[0].source, re.M), f"parameters cell lacks {name}"


def test_notebooks_match_their_generator() -> None:
    """The .ipynb files are generated: edit tools/make_notebooks.py, then run it."""
    rendered = _generator().render()
    stale = [
        rel for rel, text in rendered.items() if (NB_DIR / rel).read_text(encoding="utf-8") != text
    ]
    assert not stale, f"run 'python tools/make_notebooks.py' to regenerate: {stale}"


def test_start_here_links_every_notebook() -> None:
    start = _load(NB_DIR / "00_start_here.ipynb")
    text = "\n".join("".join(c["source"]) for c in start["cells"] if c["cell_type"] == "markdown")
    links = set(re.findall(r"\]\((?!https?:)([^)#\s]+\.ipynb)", text))
    assert {(NB_DIR / link).resolve() for link in links} >= {
        p.resolve() for p in NOTEBOOKS if p.name != "00_start_here.ipynb"
    }
    for link in links:
        assert (NB_DIR / link).exists(), link
    # The local launch, and Binder explained without a link that only works once the repository
    # is published (its owner is unknown: the README holds the badge) nor a badge image that
    # cannot load offline.
    assert "make lab" in text and "Binder" in text and "README" in text
    assert "OWNER" not in text and "mybinder.org/v2" not in text and ".svg" not in text


def _headings(cells: list[dict[str, Any]]) -> list[str]:
    return [
        line.lstrip("#").strip()
        for c in cells
        if c["cell_type"] == "markdown"
        for line in "".join(c["source"]).splitlines()
        if re.match(r"#{1,6} ", line)
    ]


def test_start_here_faq_links_open_the_answering_section() -> None:
    """Each FAQ/mistake row links to ``notebook.ipynb#cell-id=<id>``, the markdown cell that
    opens with the heading of the section named in the row. JupyterLab 4 scrolls to that cell
    when the link opens the notebook (a ``#Heading-Text`` anchor is only found once the cell
    is rendered, so it lands at the top of a notebook the link has just opened)."""
    gen = _generator()
    start = _load(NB_DIR / "00_start_here.ipynb")
    text = "\n".join("".join(c["source"]) for c in start["cells"] if c["cell_type"] == "markdown")
    for _, question, _, notebook, section in gen.FAQ + gen.MISTAKES:
        row = next(line for line in text.splitlines() if question in line)
        links = re.findall(r"\]\(([^)\s#]+\.ipynb)#cell-id=([^)\s]+)\)", row)
        assert len(links) == 1, f"the row for {question!r} has no link to a cell: {row}"
        target, cell = links[0]
        assert (NB_DIR / target).resolve() == (NB_DIR / notebook).resolve(), row
        cells = _load(NB_DIR / target)["cells"]
        hits = [c for c in cells if c["id"] == cell]
        assert len(hits) == 1, f"{target} has no cell {cell!r}"
        first_line = "".join(hits[0]["source"]).split("\n", 1)[0]
        assert hits[0]["cell_type"] == "markdown" and re.fullmatch(
            r"#+ " + re.escape(section), first_line
        ), first_line
        assert _headings(cells).count(section) == 1, f"{target}: heading {section!r} not unique"


def test_every_faq_item_and_mistake_has_an_asserting_cell() -> None:
    """Seed 000: 9 FAQ answers ("Häufige Regelfragen") and 6 common mistakes, each answered by a
    live cell and checked by an assertion, in the notebook 00_start_here's table names."""
    gen = _generator()
    assert len(gen.FAQ) == 9 and len(gen.MISTAKES) == 6
    start = "\n".join("".join(c["source"]) for c in _load(NB_DIR / "00_start_here.ipynb")["cells"])
    for tag, question, _, notebook, section in gen.FAQ + gen.MISTAKES:
        assert question in start, f"00_start_here's table lacks {question!r}"
        nb_cells = _load(NB_DIR / notebook)["cells"]
        headings = [
            line.lstrip("#").strip()
            for c in nb_cells
            if c["cell_type"] == "markdown"
            for line in "".join(c["source"]).splitlines()
            if line.startswith("#")
        ]
        assert section in headings, f"{notebook} has no section {section!r} (named in the table)"
        cells = [
            c for c in nb_cells if c["cell_type"] == "code" and tag in c["metadata"].get("tags", [])
        ]
        assert cells, f"{tag} ({question}) has no tagged cell in {notebook}"
        assert any("assert " in "".join(c["source"]) for c in cells), f"{tag}: no assertion"


# ------------------------------------------------------------------ execution
# Parameter sets other than the stored defaults (seed 7, 5 players), which nbval runs below:
# the two ends of the player range for the game notebooks.
RUNS = [
    ("00_start_here", {"seed": 1, "players": 3}),
    ("tortuga/01_setup", {"seed": 2, "players": 8}),
]
RUNS += [
    (f"tortuga/{name}", params)
    for name in GAME_NOTEBOOKS
    for params in ({"seed": 3, "players": 2}, {"seed": 11, "players": 9})
]
# interactive=True: the cells a learner runs before clicking anything must not fail either.
RUNS += [
    ("tortuga/02_turns", {"seed": 5, "players": 6, "interactive": True}),
    ("tortuga/05_play", {"seed": 5, "players": 6, "interactive": True, "mode": "hot-seat"}),
]


@pytest.mark.notebook
@pytest.mark.slow
@pytest.mark.parametrize(
    ("stem", "params"),
    RUNS,
    ids=[
        f"{s.split('/')[-1]}-s{p['seed']}-p{p['players']}"
        + ("-interactive" if p.get("interactive") else "")
        for s, p in RUNS
    ],
)
def test_notebook_runs_with_papermill(stem: str, params: dict[str, Any], tmp_path: Path) -> None:
    """Every notebook in a fresh kernel; a failing assertion cell fails the test."""
    pm = pytest.importorskip("papermill")
    source = NB_DIR / f"{stem}.ipynb"
    out = tmp_path / source.name
    pm.execute_notebook(
        str(source),
        str(out),
        parameters={"interactive": False, **params},
        kernel_name="python3",
        cwd=str(source.parent),
        progress_bar=False,
    )
    nb = _load(out)
    problems = []
    for cell in nb["cells"]:
        for o in cell.get("outputs", []):
            if o["output_type"] == "error" or (
                o["output_type"] == "stream"
                and o["name"] == "stderr"
                and "Traceback" in "".join(o["text"])
            ):
                problems.append((cell["id"], "".join(o.get("text", "")) or o.get("ename")))
    assert not problems, problems  # a traceback printed to stderr does not fail papermill
    if stem.endswith(("02_turns", "05_play")):
        views = [
            o
            for c in nb["cells"]
            for o in c.get("outputs", [])
            if "application/vnd.jupyter.widget-view+json" in o.get("data", {})
        ]
        assert views, "the MatchWidget was not displayed"


@pytest.mark.notebook
@pytest.mark.slow
def test_notebooks_pass_nbval_lax() -> None:
    """nbval in lax mode: every cell of every notebook runs (stored defaults), no output compare."""
    pytest.importorskip("nbval")
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "--nbval-lax",
            "-p",
            "no:cacheprovider",
            "-q",
            "notebooks/",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-2000:]
    assert re.search(r"\d+ passed", proc.stdout), proc.stdout[-2000:]
