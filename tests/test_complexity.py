"""Complexity stays capped: ruff's McCabe rule (C901) at 10 for every function, and the functions
that were over it when the cap came in (``OVER_THE_CAP``) may only get simpler.

Why a test beside ``ruff check``: ruff can exempt a whole file (``per-file-ignores`` in
``pyproject.toml`` lists the files of these functions), not one function at its present
complexity, so a new tangled function in such a file would pass ``ruff check`` unseen. Here
every function over the cap must be listed, at most as complex as listed, and a listed function
that got simpler must have its number lowered (or its line removed once it is at most 10): the
list only shrinks. ``python tests/test_complexity.py`` prints the list as it stands.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CAP = 10
#: (file, function) -> its complexity when the cap came in; lower only.
OVER_THE_CAP: dict[tuple[str, str], int] = {
    ("tests/engine/test_strict_input.py", "_check_copies_out"): 12,
    ("tests/engine/test_strict_input.py", "_module_containers"): 12,
    ("tests/games/gourmet/test_gourmet_properties.py", "playout"): 12,
    ("tests/games/gourmet/test_gourmet_scoring.py", "_outcomes"): 12,
    (
        "tests/games/kutschfahrt/test_kutschfahrt_svg.py",
        "test_the_own_hand_society_profession_and_sheet_are_shown",
    ): 12,
    ("tests/games/tortuga1667/strategies.py", "check_step"): 13,
    ("tests/games/tortuga1667/test_views_secrets.py", "check_log_step"): 15,
    ("tortuga_kit/__main__.py", "_compare"): 13,
    ("tortuga_kit/engine/citations.py", "rule_section"): 13,
    ("tortuga_kit/engine/conformance.py", "check_hidden"): 14,
    ("tortuga_kit/engine/conformance.py", "summary"): 11,
    ("tortuga_kit/engine/match.py", "_from_json"): 19,
    ("tortuga_kit/engine/match.py", "play"): 14,
    ("tortuga_kit/games/cartagena/prepared.py", "apply_position"): 20,
    ("tortuga_kit/games/cartagena/setup.py", "_assumptions"): 11,
    ("tortuga_kit/games/cartagena/turn.py", "refuse"): 16,
    ("tortuga_kit/games/gourmet/lessons.py", "table"): 13,
    ("tortuga_kit/games/gourmet/prepared.py", "apply_position"): 21,
    ("tortuga_kit/games/gourmet/scoring.py", "most_meatballs"): 13,
    ("tortuga_kit/games/gourmet/svg.py", "_hand_panel"): 13,
    ("tortuga_kit/games/gourmet/turn.py", "refuse"): 12,
    ("tortuga_kit/games/kutschfahrt/bots.py", "choose"): 19,
    ("tortuga_kit/games/kutschfahrt/bots.py", "turn"): 12,
    ("tortuga_kit/games/kutschfahrt/coach.py", "resolve_event"): 17,
    ("tortuga_kit/games/kutschfahrt/fight/effects.py", "apply"): 14,
    ("tortuga_kit/games/kutschfahrt/hidden.py", "resample_hidden"): 19,
    ("tortuga_kit/games/kutschfahrt/prepared.py", "apply_position"): 25,
    ("tortuga_kit/games/kutschfahrt/verbs.py", "_extra"): 16,
    ("tortuga_kit/games/kutschfahrt/victory/rules.py", "_society"): 16,
    ("tortuga_kit/games/kutschfahrt/victory/rules.py", "_validate"): 25,
    ("tortuga_kit/games/tortuga1667/hidden.py", "resample_hidden"): 11,
    ("tortuga_kit/games/tortuga1667/prepared.py", "_chests"): 11,
    ("tortuga_kit/games/tortuga1667/prepared.py", "_event_cards"): 17,
    ("tortuga_kit/games/tortuga1667/prepared.py", "_vote_cards"): 19,
    ("tortuga_kit/games/tortuga1667/rowboats.py", "_reason"): 11,
    ("tortuga_kit/widgets/setup_widget.py", "_handle"): 14,
}


def measured() -> dict[tuple[str, str], int]:
    """Every function over ``CAP``, by ruff with no configuration but the cap (so the
    per-file exemptions do not hide any)."""
    ruff = shutil.which("ruff", path=str(Path(sys.executable).parent)) or "ruff"
    out = subprocess.run(
        [
            ruff,
            "check",
            "--isolated",
            "--select",
            "C901",
            "--output-format",
            "json",
            "--config",
            f"lint.mccabe.max-complexity={CAP}",
            "tortuga_kit",
            "tests",
            "tools",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    found = {}
    for e in json.loads(out.stdout):
        m = re.match(r"`(.+)` is too complex \((\d+) > \d+\)", e["message"])
        assert m, e["message"]
        found[(Path(e["filename"]).relative_to(ROOT).as_posix(), m[1])] = int(m[2])
    return found


def exempt_files() -> set[str]:
    """The files ``pyproject.toml`` exempts from C901."""
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    ignores = config["tool"]["ruff"]["lint"]["per-file-ignores"]
    return {f for f, rules in ignores.items() if "C901" in rules}


def test_no_function_grows_over_the_cap() -> None:
    now = measured()
    new = {k: v for k, v in now.items() if k not in OVER_THE_CAP}
    grown = {k: (OVER_THE_CAP[k], v) for k, v in now.items() if v > OVER_THE_CAP.get(k, v)}
    assert not new, f"functions over complexity {CAP} (split them): {new}"
    assert not grown, f"functions more complex than listed (was, now): {grown}"


def test_the_list_only_shrinks() -> None:
    now = measured()
    simpler = {k: (v, now.get(k, CAP)) for k, v in OVER_THE_CAP.items() if now.get(k, 0) < v}
    assert not simpler, (
        f"lower these in OVER_THE_CAP (listed, now; at most {CAP}: remove): {simpler}"
    )


def test_the_exempt_files_are_the_listed_ones() -> None:
    assert exempt_files() == {f for f, _ in OVER_THE_CAP}


if __name__ == "__main__":
    for (file, func), n in sorted(measured().items()):
        print(f"    ({file!r}, {func!r}): {n},")
