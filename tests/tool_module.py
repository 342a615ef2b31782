"""A module of ``tools/`` loaded by its path, for the tests that check what a tool writes or
counts (``tools/`` is scripts, not a package): ``tool("glossary")``."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

TOOLS = Path(__file__).resolve().parents[1] / "tools"


def tool(name: str) -> ModuleType:
    """``tools/<name>.py`` as a module, executed once per call."""
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
