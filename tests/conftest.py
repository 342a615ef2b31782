"""Shared pytest setup: make ``tests/helpers.py`` importable whatever the import mode.

The scenario-test helpers (``make``, ``deal``, ``play_all``, ``vote``, ``assert_illegal``) live
in ``helpers.py`` so test modules can import them by name; fixtures below expose the two most
used ones for tests that prefer fixtures.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

import helpers  # noqa: E402


@pytest.fixture
def make() -> Callable[..., Any]:
    """``make(position, players, **opts)``: a match from a prepared position."""
    return helpers.make


@pytest.fixture
def play_all() -> Callable[..., Any]:
    """``play_all(m, texts)``: play several actions, return their events."""
    return helpers.play_all
