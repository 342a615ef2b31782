"""The project cites only its own files (issue 23).

The Makefile, the tests and two modules cited design notes (``TOOLCHAIN.md §3``,
``ARCHITECTURE.md "Hidden information"``, ``STYLE.md``) that are not in the repository: a reader
of a clone cannot open them. Each citation now says the fact it stood for, or names the
project's own file or README section. This test keeps it so: every tracked text file that names
a Markdown file written in capitals (``README.md``, ``STYLE.md``) names one that is tracked, and
no tracked file cites the two missing notes by their bare names (``ARCHITECTURE:``).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: A file name in capitals with the .md suffix, as a design note is named (``STYLE.md``).
NOTE = re.compile(r"\b([A-Z][A-Z0-9_-]*\.md)\b")
#: The notes the issue found cited; not in the repository under any suffix.
MISSING = ("TOOLCHAIN", "ARCHITECTURE")
BARE = re.compile(r"\b(" + "|".join(MISSING) + r")\b(?!\.md)")


def _tracked() -> list[Path]:
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("needs git and a clone (the tracked files)")
    out = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode()
    return [ROOT / name for name in out.split("\0") if name]


def _texts() -> list[tuple[Path, str]]:
    out = []
    for path in _tracked():
        if not path.is_file() or path == Path(__file__).resolve():
            continue
        try:
            out.append((path, path.read_text(encoding="utf-8")))
        except UnicodeDecodeError:
            continue  # a picture, a compiled catalog: no citations
    return out


def _cites(texts: list[tuple[Path, str]], names: set[str]) -> list[str]:
    """``file:line: name`` for every capitalised .md name (or bare missing note) of ``texts``
    that is not the name of a tracked file."""
    found = []
    for path, text in texts:
        for number, line in enumerate(text.splitlines(), 1):
            cited = NOTE.findall(line) + [m + " (bare)" for m in BARE.findall(line)]
            for name in cited:
                if name not in names:
                    found.append(f"{path.relative_to(ROOT)}:{number}: {name}")
    return found


def test_every_cited_note_is_a_file_of_the_repository() -> None:
    texts = _texts()
    names = {path.name for path in _tracked()}
    assert "README.md" in names and any("README.md" in t for _, t in texts)  # the check sees
    assert _cites([(ROOT / "x.py", "see TOOLCHAIN.md §3\n# ARCHITECTURE: layers")], names) == [
        "x.py:1: TOOLCHAIN.md",
        "x.py:2: ARCHITECTURE (bare)",
    ]
    found = _cites(texts, names)
    assert found == [], "cited, not in the repository:\n" + "\n".join(found)


#: A path into the folder beside the clone (``../shared/seeds/...``): no reader of a clone has it.
BESIDE = re.compile(r"\.\./shared/")


def test_no_file_cites_a_path_beside_the_repository() -> None:
    """Audit of issue 23 item 21: ``games/tortuga1667/cards.py`` cited its seed as
    ``../shared/seeds/000_….txt``, a path outside the clone. A source is named as the rules
    pages name it (seed 000, the compiled reference §n), with the page's Sources section."""
    assert BESIDE.search("(``../shared/seeds/000_x.txt``)")
    found = [
        f"{path.relative_to(ROOT)}:{number}"
        for path, text in _texts()
        for number, line in enumerate(text.splitlines(), 1)
        if BESIDE.search(line)
    ]
    assert found == [], "cites a path beside the repository: " + ", ".join(found)


def test_every_tracked_link_points_inside_the_clone() -> None:
    """A tracked symbolic link (``notebooks/rules`` -> ``../docs/rules``) is relative and ends
    inside the clone: a link to a path of one machine (a helper's ``.venv`` linked to the main
    checkout's was once committed, and a clone's ``make`` met a loop) breaks every other clone."""
    out = subprocess.run(
        ["git", "ls-files", "-s", "-z"], cwd=ROOT, capture_output=True, check=True
    ).stdout.decode()
    links = [e.split("\t", 1)[1] for e in out.split("\0") if e.startswith("120000 ")]
    assert "notebooks/rules" in links  # the test sees the links there are
    for name in links:
        target = str((ROOT / name).readlink())
        assert not Path(target).is_absolute(), f"{name} -> {target}: an absolute link"
        assert (ROOT / name).resolve().is_relative_to(ROOT), f"{name} -> {target}: outside"
        assert (ROOT / name).exists(), f"{name} -> {target}: leads nowhere"
        assert not name.startswith(".venv"), name
