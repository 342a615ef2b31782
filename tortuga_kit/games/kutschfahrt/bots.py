"""Kutschfahrt's rule-aware bot (the random bot plays every game): to come."""

from __future__ import annotations

from ...engine.game import BotFactory

BOTS: dict[str, BotFactory] = {}
