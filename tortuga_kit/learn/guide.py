"""A guided first game: one seat for the learner, the game's rule-aware bot at every other, and
at each of the learner's decisions the advice "What now?": that bot's pick for the learner's
own seat, with the rule that asks for the choice.

Why the rule-aware bot: it plays from the seat's own observation (never the state), so its
advice knows exactly what the learner may know; it is the game's own (``game.bots``), so nothing
here names a game. The learner may ignore it: the advice plays nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..bots import bots_for, choose, rule_bot
from ..engine.game import Game
from ..engine.match import Match
from ..engine.registry import get_game
from ..engine.rng import seed_state

#: The seed of a guided first game: every learner meets the same deal.
GUIDED_SEED = 1667
#: The learner's seat in a guided game.
LEARNER = 0


def guide_bot(game: Game[Any]) -> str:
    """The bot that advises and plays the others: the game's rule-aware bot (``rule_bot``)."""
    return rule_bot(game)


def default_players(game: Game[Any]) -> int:
    """The player count of a first game: 4, or the nearest count the game allows."""
    return min(max(4, game.players.start), game.players.stop - 1)


def guided_match(game: str | Game[Any], seed: int = GUIDED_SEED) -> Match:
    """A fresh guided game: seeded, at the default player count."""
    g = get_game(game) if isinstance(game, str) else game
    return Match(g, default_players(g), seed)


@dataclass(frozen=True)
class Advice:
    """One good choice for the current decision: the action text, its label (as a button
    shows it), the rule that asks for the choice, and the bot that chose it."""

    text: str
    label: str
    rule: str
    bot: str


def advice(match: Match, seat: int = LEARNER) -> Advice | None:
    """The rule-aware bot's pick for ``seat``'s current decision (``None`` when ``seat`` does
    not decide now). Seeded by the match's seed and step: the same position, the same advice."""
    d = match.decision
    if d is None or d.seat != seat:
        return None
    name = guide_bot(match.game)
    bot = bots_for(match.game)[name](seed_state(f"{match.seed}/advice/{match.step}"))
    text = choose(match, bot)
    label = next((a.label for a in match.legal_actions() if a.text == text), text)
    return Advice(text, label, d.rule, name)
