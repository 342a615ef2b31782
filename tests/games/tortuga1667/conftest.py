"""Tortuga 1667's fixtures. The scenario-test helpers (``make``, ``deal``, ``play_all``,
``vote``, ``assert_illegal``) live in ``helpers.py`` so test modules can import them by name
(``tests/conftest.py`` puts this folder on ``sys.path``); the fixtures below expose the two most
used ones for tests that prefer fixtures."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import helpers
import pytest


@pytest.fixture
def make() -> Callable[..., Any]:
    """``make(position, players, **opts)``: a match from a prepared position."""
    return helpers.make


@pytest.fixture
def play_all() -> Callable[..., Any]:
    """``play_all(m, texts)``: play several actions, return their events."""
    return helpers.play_all
