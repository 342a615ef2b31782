"""axe-core (the npm package) for the browser tests' accessibility checks (issue 27).

One place for the script and the call, shared by the widget, classroom and JupyterLab tests
(tests/browser) and the JupyterLite test (tests/notebooks/test_lite.py, run by ``make
lite-test`` only): ``make axe`` fetches it into ``.cache/axe`` the first time.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
AXE = ROOT / ".cache" / "axe" / "node_modules" / "axe-core" / "axe.min.js"

#: axe-core's violations inside ``selector`` (WCAG A and AA rules and best practices).
AXE_RUN_JS = """async (selector) => {
    const found = await axe.run({include: [selector]},
        {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']}});
    return found.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.help})`
        + ` e.g. ${v.nodes[0].html.slice(0, 160)}`);
}"""


def axe_source() -> str:
    """axe-core's script, fetched by ``make axe`` (npm) when it is missing; raises
    ``OSError`` or ``subprocess.SubprocessError`` when it cannot be fetched."""
    if not AXE.exists():
        subprocess.run(["make", "-s", "axe"], cwd=ROOT, check=True, timeout=300)
    return AXE.read_text(encoding="utf-8")


def axe_violations(page: Any, axe_js: str, selector: str) -> list[str]:
    """Run axe-core on the page (added to it), inside ``selector``."""
    page.add_script_tag(content=axe_js)
    return list(page.evaluate(AXE_RUN_JS, selector))
