"""The package's modules import each other without cycles, counting the imports inside functions.

Why: an import written inside a function is how a cycle hides (``a`` imports ``b`` at the top,
``b`` imports ``a`` when called): both modules must then be read together, and the order in
which they load decides what works. Python allows it; a reader pays for it. The cycles that
stood when this test came in are ``KNOWN_CYCLES``, to be taken apart (the list only shrinks);
any other is a failure that names its modules. Imports under ``if TYPE_CHECKING:`` are left
out (they never run).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "tortuga_kit"

#: Strongly connected groups of modules (each a frozenset of dotted names) that import each
#: other today; may only shrink.
KNOWN_CYCLES: set[frozenset[str]] = {
    frozenset(f"tortuga_kit.engine.{m}" for m in ("citations", "errors", "i18n")),
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip |= {id(n) for n in ast.walk(node)}
    return skip


def imports(path: Path, known: set[str]) -> set[str]:
    """The package's modules that ``path`` imports, anywhere in it."""
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    tree = ast.parse(path.read_text("utf-8"))
    skip = _type_checking_nodes(tree)
    out: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = package
            for _ in range(node.level - 1):
                base = base.rpartition(".")[0]
            target = (
                (f"{base}.{node.module}" if node.level and node.module else base)
                if node.level
                else (node.module or "")
            )
            # ``from x import y``: the module x.y where there is one, else x itself
            subs = {f"{target}.{a.name}" for a in node.names}
            out |= (subs & known) or {target}
            if subs - known:
                out.add(target)
    return {m for m in out if m in known and m != me}


def graph() -> dict[str, set[str]]:
    paths = sorted(PACKAGE.rglob("*.py"))
    known = {module_name(p) for p in paths}
    return {module_name(p): imports(p, known) for p in paths}


def reach(g: dict[str, set[str]], start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        for w in g.get(todo.pop(), ()):
            if w not in seen:
                seen.add(w)
                todo.append(w)
    return seen


def cycles(g: dict[str, set[str]]) -> set[frozenset[str]]:
    """The groups of modules that each reach one another (more than one module), from the
    reachable sets: the package has ~140 modules, so the quadratic way is instant."""
    reached = {v: reach(g, v) for v in g}
    groups = {frozenset({v} | {w for w in reached[v] if v in reached[w]}) for v in g}
    return {c for c in groups if len(c) > 1}


def test_no_new_import_cycle() -> None:
    new = cycles(graph()) - KNOWN_CYCLES
    assert not new, "modules that import each other: " + "; ".join(
        " ⇄ ".join(sorted(c)) for c in new
    )


def test_the_known_cycles_still_stand() -> None:
    gone = KNOWN_CYCLES - cycles(graph())
    assert not gone, "remove from KNOWN_CYCLES: " + "; ".join(" ⇄ ".join(sorted(c)) for c in gone)


def test_the_check_finds_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == {frozenset("abc")}


if __name__ == "__main__":
    for c in sorted(cycles(graph()), key=sorted):
        print(sorted(c))


# ------------------------------------------------------------------ tests follow the registry
def literal_game_lists(path: Path, games: set[str]) -> list[int]:
    """The lines of ``path`` where a list, tuple, set or dict literal names every registered
    game: such a test would silently skip a game registered later."""
    tree = ast.parse(path.read_text("utf-8"))
    lines = []
    for node in ast.walk(tree):
        items = (
            node.elts
            if isinstance(node, ast.List | ast.Tuple | ast.Set)
            else [k for k in node.keys if k is not None]
            if isinstance(node, ast.Dict)
            else []
        )
        names = {e.value for e in items if isinstance(e, ast.Constant)}
        if games <= names:
            lines.append(node.lineno)
    return lines


def test_no_test_lists_the_games_by_hand() -> None:
    """A test that covers every game takes them from ``tk.available_games()`` (the registry),
    so that a fifth game is tested, not skipped."""
    import tortuga_kit as tk

    games = set(tk.available_games())
    found = {
        str(p.relative_to(ROOT)): lines
        for p in sorted((ROOT / "tests").rglob("*.py"))
        if (lines := literal_game_lists(p, games))
    }
    assert not found, f"games listed by hand (use tk.available_games()): {found}"


def test_the_game_list_check_finds_one(tmp_path: Path) -> None:
    f = tmp_path / "t.py"
    f.write_text('X = 1\nGAMES = ["a", "b"]\nY = {"b": 1, "a": 2, "c": 3}\nZ = ("a",)\n')
    assert literal_game_lists(f, {"a", "b"}) == [2, 3]


#: A test of every game takes the games from the registry: a parametrisation over
#: ``available_games()`` or a module-level ``GAMES = tk.available_games()``.
EVERY_GAME = re.compile(
    r'parametrize\("game", (tk\.)?available_games\(\)\)|^GAMES = tk\.available_games\(\)$', re.M
)


def test_a_fifth_game_is_tested_not_skipped() -> None:
    """With a fifth game registered for the whole run (the toy game, ``FIFTH_GAME_ENV``), every
    file that tests every game collects cases for it: nothing knows the four games by heart."""
    import os
    import subprocess
    import sys

    from toygame import FIFTH_GAME_ENV, NAME

    files = sorted(
        p.relative_to(ROOT).as_posix()
        for p in (ROOT / "tests").rglob("test_*.py")
        if EVERY_GAME.search(p.read_text("utf-8"))
    )
    assert len(files) >= 10, files
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:xdist", "-p",
         "no:cacheprovider", *files],
        cwd=ROOT, capture_output=True, text=True, check=False,
        env={**os.environ, FIFTH_GAME_ENV: "1"},
    )  # fmt: skip
    assert out.returncode == 0, out.stdout[-2000:] + out.stderr[-2000:]
    without = [f for f in files if not any(NAME in line for line in out.stdout.splitlines()
                                           if line.startswith(f + "::"))]  # fmt: skip
    assert not without, f"files that collect no case for a fifth game: {without}"
