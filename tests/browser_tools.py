"""Whether this machine can run the browser tests: Debian's Chromium and Playwright.

Shared by ``browser/conftest.py`` (which skips, or under ``CI=true`` fails, a browser test
without them) and ``notebooks/test_notebooks.py`` (whose nbval run leaves out the notebooks that
JupyterLab runs in this session, which it can only count on when the browser is there).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")


def browser_problems() -> list[str]:
    """What is missing for a browser test, one sentence each (empty: nothing)."""
    problems = []
    if not CHROMIUM.exists():
        problems.append(
            f"{CHROMIUM} not found (install Debian's browser: apt-get install chromium; "
            "never 'playwright install')"
        )
    if importlib.util.find_spec("playwright") is None:
        problems.append("the 'playwright' package is missing (pip install -e '.[test]')")
    return problems
