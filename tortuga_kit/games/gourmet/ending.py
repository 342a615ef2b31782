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
from ...engine.i18n import DEFAULT, Msg, translator
from . import rulerefs as R
from .cards import ISLANDS
from .scoring import (
    SCORING_MODES,
    ScoreResult,
    best_score,
    packed,
    packed_score,
    score_rule,
)
from .state import State
from .texts import Later

_ = translator("gourmet")


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
            _.lazy(
                "Island {island} is emptied ({emptied} of {total} islands empty): from now on it "
                "is not counted when pirates sail.",
                island=island,
                emptied=emptied,
                total=ISLANDS,
            ),
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
                _.lazy_plural(
                    "{n} emptied pile ends the game: the round is completed, up to (but not "
                    "including) the first player, {name}.",
                    "{n} emptied piles end the game: the round is completed, up to (but not "
                    "including) the first player, {name}.",
                    emptied,
                    name=first,
                ),
                R.PRESSURE_TEST if s.opts["piles_to_end"] is not None else R.END,
                "end",
                "end_triggered",
            )
        )
    if emptied == ISLANDS:
        finish(s, ev, _.mark("every island is empty, so nobody can take a card any more"), R.END)
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


def tie_keys(s: State) -> list[tuple[int, int, int]]:
    """Every seat's ``tie_key`` of its score now, counted without making the scores: a packed
    tally of pantry plus hand and the scorer's own split (``scoring.packed_score``). The end
    of every simulated game ranks the seats; the scores' explanations wait until a log is read."""
    o = s.opts
    mode = SCORING_MODES.index(o["scoring_mode"])
    mixed, meatballs = o["secret_in_meatballs"], o["tiebreak_counts_meatballs"]
    keys = []
    for p in range(s.n):
        total, recipes, m, fish = packed_score(
            s.recipe(p), packed(s.pantries[p]) + packed(s.hands[p]), mode, mixed, meatballs
        )
        keys.append((total, recipes + m if meatballs else recipes, -fish))
    return keys


def ranking(s: State, results: list[ScoreResult]) -> tuple[tuple[int, ...], ...]:
    """Tiers of seats, best first, by ``tie_key``."""
    return tiers_of([tie_key(s, r) for r in results])


def tiers_of(keys: list[tuple[int, int, int]]) -> tuple[tuple[int, ...], ...]:
    """Tiers of seats, best first, by their keys (seat ``p``'s is ``keys[p]``)."""
    by: dict[tuple[int, int, int], list[int]] = {}
    for p, key in enumerate(keys):
        by.setdefault(key, []).append(p)
    return tuple(tuple(by[k]) for k in sorted(by, reverse=True))


def _explained(
    recipe: tuple[tuple[str, ...], tuple[str, ...]], cards: list[str], opts: tuple[str, bool, bool]
) -> str:
    """A seat's final score explained (``best_score``), worded when the log is read."""
    mode, mixed, meatballs = opts
    return best_score(
        recipe,
        cards,
        scoring_mode=mode,  # type: ignore[arg-type]  # a checked option
        secret_in_meatballs=mixed,
        meatballs_are_recipes=meatballs,
    ).explanation


def _joined(names: list[str]) -> str:
    """``"Anne, Bart"``: several names (a list of names reads the same in every language)."""
    return ", ".join(names)


#: A result's reason in English by what it is worded from (``english``); at most
#: ``MAX_REASONS``, then afresh.
_REASONS: dict[tuple[object, ...], str] = {}
MAX_REASONS = 4096


def english(said: Msg, key: tuple[object, ...]) -> str:
    """``said`` in English (what ``Result`` keeps as ``reason``), remembered by ``key``, which
    names everything it is worded from: the end of every simulated game words one, and a few
    hundred kinds of ending (who, how many points) repeat."""
    found = _REASONS.get(key)
    if found is None:
        if len(_REASONS) >= MAX_REASONS:
            _REASONS.clear()
        found = _REASONS[key] = said.render(DEFAULT)
    return found


def finish(s: State, ev: list[Event], reason: str, rule: str) -> None:
    """Score every player, rank them, and end the game. ``reason``: a marked message id
    (``_.mark``), read in the reader's language in the log and in English in the ``Result``."""
    o = s.opts
    keys = tie_keys(s)
    tiers = tiers_of(keys)
    top = tiers[0]
    winners: tuple[int, ...]
    rule_of_score = score_rule(o["scoring_mode"])
    said_opts = (o["scoring_mode"], o["secret_in_meatballs"], o["tiebreak_counts_meatballs"])
    for p in range(s.n):
        cards = s.pantries[p] + s.hands[p]  # a copy: the explanation is worded later
        ev.append(
            Event(
                _.lazy(
                    "{name} scores {explanation}.",
                    name=s.names[p],
                    explanation=Later(_explained, s.recipe(p), cards, said_opts),
                ),
                rule_of_score,
                "score",
                "score",
            )
        )
    points = keys[top[0]][0]
    why: Msg
    if len(top) == 1:
        winners = top
        name = s.names[top[0]]
        why = _.lazy_plural(
            "{name} wins with {n} points", "{name} wins with {n} points", points, name=name
        )
        win_rule = R.SCORING
        if len(tiers) > 1 and keys[tiers[1][0]][0] == points:
            win_rule = R.TIE_BREAK
            if keys[tiers[1][0]][1] != keys[top[0]][1]:
                why = _.lazy_plural(
                    "{name} wins with {n} points (the tie is broken by more completed recipes)",
                    "{name} wins with {n} points (the tie is broken by more completed recipes)",
                    points,
                    name=name,
                )
            else:
                why = _.lazy_plural(
                    "{name} wins with {n} points (the tie is broken by fewer fish-food cards)",
                    "{name} wins with {n} points (the tie is broken by fewer fish-food cards)",
                    points,
                    name=name,
                )
    elif s.opts["final_tie"] == "shared":
        winners = top
        why = _.lazy_plural(
            "{names} share the win with {n} points",
            "{names} share the win with {n} points",
            points,
            names=_joined([s.names[p] for p in top]),
        )
        win_rule = R.FINAL_TIE
    else:
        winners = ()
        why = _.lazy(
            "{names} tie on every count: nobody wins", names=_joined([s.names[p] for p in top])
        )
        win_rule = R.FINAL_TIE
    said = Msg("gourmet", reason)  # a marked message id (``_.mark``)
    ending = _.lazy("The game ends ({reason}): {why}.", reason=said, why=why)
    ev.append(Event(ending, win_rule, "end", "win" if winners else "tie"))
    both = _.lazy("{reason}; {why}", reason=said, why=why)
    s.result = Result(
        winners=tuple(winners),
        reason=english(both, (reason, why.msgid, why.plural, *why.args.items())),
        said=both,
        scores=tuple(float(key[0]) for key in keys),
        ranking=tiers,
        rule=win_rule,
    )
    s.stack.clear()
