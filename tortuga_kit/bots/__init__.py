"""Bots that play a seat from what that seat may know.

``get_bot(game, name, seed)`` returns a fresh bot: ``"random"`` plays any game; every other name
is one of the game's own rule-aware bots (``game.bots``); ``"search"`` looks ahead from the seat
(``bots.search``) in every game, and ``"search:256"`` is the same search at 256 iterations a
decision (the analysis's skill ladder names its rungs so, and a playout's row records them). A bot has ``choose(observation, legal)
-> str``: it gets ``game.observe(state, seat)``, never the state, and draws randomness only from
its own seeded ``Rng``, never from the match's. ``choose(match, bot)`` asks a bot for the current
decision of a match.
"""

from __future__ import annotations

from typing import Any

from ..engine.errors import BadOption
from ..engine.game import Bot, BotFactory, Game
from ..engine.i18n import translator
from ..engine.knowledge import PublicLog, for_bot
from ..engine.match import Match
from ..engine.registry import get_game
from .advice import MAX_BUDGET, Advice, Choice, explain, explain_move
from .random_bot import RandomBot
from .search import SearchBot, search_factory

_ = translator("kit")

GENERIC: dict[str, BotFactory] = {"random": RandomBot}


def rule_bot(game: Game[Any]) -> str:
    """The name of the bot that plays a seat unless someone names another: the game's own
    rule-aware bot (the first of ``game.bots``: it plays the way the rules teach, as a learner
    expects of an opponent; a random bot may end a game with a reckless claim within its first
    moves), else ``"random"``. The widget's bot seats, the guided first game and a shared
    table's bot seats all play it."""
    return next(iter(game.bots), "random")


def bots_for(game: str | Game[Any], budget: int | None = None) -> dict[str, BotFactory]:
    """Every bot that plays ``game``: the random bot, the search bot and the game's own.
    ``budget``: the search bot's iterations a decision (default ``search.DEFAULT_BUDGET``; the
    secrecy tests ask for a small one)."""
    g = get_game(game) if isinstance(game, str) else game
    return {**GENERIC, "search": search_factory(g, budget), **g.bots}


#: How a bot name asks for the search bot at its own budget: ``"search:256"``.
SEARCH_SPEC = "search:"


def search_budget(name: object) -> int | None:
    """The iterations a ``"search:N"`` name asks for (None for any other name). A spec
    outside 1..``MAX_BUDGET`` is one ``BadOption`` line: a typo must not cost an hour."""
    if not isinstance(name, str) or not name.startswith(SEARCH_SPEC):
        return None
    digits = name[len(SEARCH_SPEC) :]
    budget = int(digits) if digits.isascii() and digits.isdigit() and len(digits) <= 6 else 0
    if not 1 <= budget <= MAX_BUDGET:
        raise BadOption(
            _(
                "a search bot's budget is a whole number of iterations 1–{most}, as in search:256, not {name}",
                most=MAX_BUDGET,
                name=name[:30],
            )
        )
    return budget


def get_bot(game: str | Game[Any], name: str, seed: int = 0) -> Bot:
    """A fresh bot called ``name`` for ``game``, seeded with ``seed`` (``"search:N"``: the
    search bot at ``N`` iterations a decision)."""
    budget = search_budget(name)
    if budget is not None:
        return search_factory(get_game(game) if isinstance(game, str) else game, budget)(seed)
    known = bots_for(game)
    if not isinstance(name, str) or name not in known:
        shown = repr(name) if isinstance(name, str) and len(name) <= 30 else type(name).__name__
        raise BadOption(
            _("unknown bot {name}; known bots: {known}", name=shown, known=", ".join(sorted(known)))
        )
    return known[name](seed)


def choose(match: Match, bot: Bot) -> str:
    """The text ``bot`` plays for the current decision of ``match`` (it sees only that seat's
    observation)."""
    d = match.decision
    if d is None:
        raise BadOption(_("the game is over: a bot has nothing to choose"))
    legal = [a.text for a in match.legal_actions()]
    log = PublicLog.replay(match, [d.seat]) if getattr(bot, "searches", False) else None
    return bot.choose(for_bot(match.game, match.state, d.seat, bot, log), legal)


__all__ = [
    "Advice",
    "Bot",
    "Choice",
    "RandomBot",
    "SearchBot",
    "SEARCH_SPEC",
    "explain",
    "explain_move",
    "bots_for",
    "rule_bot",
    "choose",
    "get_bot",
    "search_budget",
]
