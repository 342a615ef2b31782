"""Store notebooks clean: no outputs, no execution counts, no saved widget state.

The notebooks in ``notebooks/`` are plain ``.ipynb`` files edited in JupyterLab; the tests
(``tests/notebooks/test_notebooks.py``) require them stored without outputs. After running a
notebook you mean to commit:

    python tools/clear_outputs.py              # every notebook under notebooks/
    python tools/clear_outputs.py PATH ...     # these notebooks, or every notebook in a folder
    python tools/clear_outputs.py --check      # only report; exit 1 if one is not clean

Cell ids, tags and the text are kept exactly (links such as ``#cell-id=03-15`` point at ids).
Papermill's records (its cell and notebook metadata, an ``injected-parameters`` cell) go too.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parent.parent


def clean(nb: nbformat.NotebookNode) -> nbformat.NotebookNode:
    """The notebook without outputs (in place, and returned)."""
    nb.metadata.pop("widgets", None)
    nb.metadata.pop("papermill", None)
    nb.cells = [c for c in nb.cells if "injected-parameters" not in c.metadata.get("tags", [])]
    for cell in nb.cells:
        cell.metadata.pop("papermill", None)
        cell.metadata.pop("execution", None)
        if cell.cell_type == "code":
            cell.outputs = []
            cell.execution_count = None
    return nb


def notebooks(paths: list[str]) -> list[Path]:
    found: list[Path] = []
    for arg in paths or [str(ROOT / "notebooks")]:
        p = Path(arg)
        candidates = sorted(p.rglob("*.ipynb")) if p.is_dir() else [p]
        found += [c for c in candidates if not any(part.startswith(".") for part in c.parts)]
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", help="notebooks or folders (default: notebooks/)")
    parser.add_argument("--check", action="store_true", help="only report, change nothing")
    args = parser.parse_args(argv)
    dirty = []
    for path in notebooks(args.paths):
        text = path.read_text(encoding="utf-8")
        nb = nbformat.reads(text, as_version=4)
        new = nbformat.writes(clean(nb)) + "\n"
        if new == text:
            continue
        dirty.append(path)
        if not args.check:
            path.write_text(new, encoding="utf-8")
    for path in dirty:
        print(f"{'not clean' if args.check else 'cleared'}: {path}")
    return 1 if args.check and dirty else 0


if __name__ == "__main__":
    sys.exit(main())
