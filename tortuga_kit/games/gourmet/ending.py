"""End of the game, the final scoring and the winner (rules §end, §pressure-test, §scoring,
§tie-break, §final-tie; seed 004 · End of the Game, Scoring, reference §7, §9).

"In 2- to 3-player games, the game ends when the cards of one of the 12 piles run out. In 4- to
5-player games, the game ends when the cards of two of the 12 piles run out. The round is still
completed: the players who have yet to take their turn at that moment do so, up to (but not
including) the first player." The Pressure Test variant raises the number (``piles_to_end``).
If every island runs dry before the round is over, nobody can take a card any more and the game
is scored at once.

Every player then scores pantry plus hand with ``scoring.score``. The most points wins; a tie
goes to more completed recipes, then to fewer fish-food cards; still tied, the win is shared
(option ``final_tie``, ASSUMED).
"""

from __future__ import annotations

from ...engine.events import Event
from ...engine.game import Result
from . import rulerefs as R
from .cards import ISLANDS
from .scoring import ScoreResult, best_score
from .state import State


def piles_to_end(s: State) -> int:
    """Emptied piles that trigger the end: the option, or 1 (2–3 players) / 2 (4–5 players)."""
    given = s.opts["piles_to_end"]
    return int(given) if given is not None else (1 if s.n <= 3 else 2)


def after_take(s: State, island: int, ev: list[Event]) -> bool:
    """After a card was taken from ``island``: an emptied pile may trigger the end; with every
    island empty the game is scored now. True when the game is over."""
    if s.piles[island]:
        return False
    s.refresh_mask()
    emptied = s.emptied()
    need = piles_to_end(s)
    ev.append(
        Event(
            f"Island {island} is emptied ({emptied} of {ISLANDS} islands empty): from now on "
            "it is not counted when pirates sail.",
            R.EMPTY_ISLANDS,
            "island",
            "emptied",
        )
    )
    if not s.ending and emptied >= need:
        s.ending = True
        first = s.names[s.first_player]
        ev.append(
            Event(
                f"{emptied} emptied pile{'s end' if emptied != 1 else ' ends'} the game: the round is "
                f"completed, up to (but not including) the first player, {first}.",
                R.PRESSURE_TEST if s.opts["piles_to_end"] is not None else R.END,
                "end",
                "end_triggered",
            )
        )
    if emptied == ISLANDS:
        finish(s, ev, "every island is empty, so nobody can take a card any more", R.END)
        return True
    return False


def scores(s: State) -> list[ScoreResult]:
    """Every seat's score now: pantry plus hand (``scoring.score`` drops chests and maps)."""
    o = s.opts
    return [
        best_score(
            s.recipe(p),
            s.pantries[p] + s.hands[p],
            scoring_mode=o["scoring_mode"],
            secret_in_meatballs=o["secret_in_meatballs"],
            meatballs_are_recipes=o["tiebreak_counts_meatballs"],
        )
        for p in range(s.n)
    ]


def tie_key(s: State, r: ScoreResult) -> tuple[int, int, int]:
    """Best first: points, then completed recipes (meatballs too with
    ``tiebreak_counts_meatballs``), then fewer fish food."""
    recipes = r.recipes + (r.counts["meatballs"] if s.opts["tiebreak_counts_meatballs"] else 0)
    return (r.total, recipes, -r.counts["fish_food"])


def ranking(s: State, results: list[ScoreResult]) -> tuple[tuple[int, ...], ...]:
    """Tiers of seats, best first, by ``tie_key``."""
    by: dict[tuple[int, int, int], list[int]] = {}
    for p, r in enumerate(results):
        by.setdefault(tie_key(s, r), []).append(p)
    return tuple(tuple(by[k]) for k in sorted(by, reverse=True))


class _Why:
    """A score's explanation, worded when the event is read (a simulation never reads it)."""

    __slots__ = ("result",)

    def __init__(self, result: ScoreResult) -> None:
        self.result = result

    def __format__(self, spec: str) -> str:
        return self.result.explanation


def finish(s: State, ev: list[Event], reason: str, rule: str) -> None:
    """Score every player, rank them, and end the game."""
    results = scores(s)
    tiers = ranking(s, results)
    top = tiers[0]
    winners: tuple[int, ...]
    for p, r in enumerate(results):
        ev.append(Event("{} scores {}.", r.rule, "score", "score", args=(s.names[p], _Why(r))))
    if len(top) == 1:
        winners = top
        why = f"{s.names[top[0]]} wins with {results[top[0]].total} points"
        win_rule = R.SCORING
        if len(tiers) > 1 and results[tiers[1][0]].total == results[top[0]].total:
            win_rule = R.TIE_BREAK
            why += " (the tie is broken by " + (
                "more completed recipes)"
                if tie_key(s, results[tiers[1][0]])[1] != tie_key(s, results[top[0]])[1]
                else "fewer fish-food cards)"
            )
    elif s.opts["final_tie"] == "shared":
        winners = top
        why = f"{', '.join(s.names[p] for p in top)} share the win with {results[top[0]].total} points"
        win_rule = R.FINAL_TIE
    else:
        winners = ()
        why = f"{', '.join(s.names[p] for p in top)} tie on every count: nobody wins"
        win_rule = R.FINAL_TIE
    ev.append(
        Event(f"The game ends ({reason}): {why}.", win_rule, "end", "win" if winners else "tie")
    )
    s.result = Result(
        winners=tuple(winners),
        reason=f"{reason}; {why}",
        scores=tuple(float(r.total) for r in results),
        ranking=tiers,
        rule=win_rule,
    )
    s.stack.clear()
