"""Setting up Kutschfahrt (rules §setup) and its hand limit (rules §hand-limit), as pure functions.

``deal(players, seed)`` is the whole "Reisevorbereitung" of seed 002, reproducible from its seed:
societies, professions, the sealed starting items with both Secret Bags, the item draw pile, the
start player and (expansion) the coachman and the event deck. Seats are numbered clockwise: seat
``s + 1`` is the left neighbour of seat ``s``, who plays next. A draw pile's first card is its
top card.

A worked example at four players (2 v 2, no Trank der Macht, one starting item each, a hand
limit of 6, and 21 − 4 = 17 cards left in the draw pile):

>>> d = deal(4, 7)
>>> sorted(d.societies), d.trank, d.hand_limit
(['brotherhood', 'brotherhood', 'order', 'order'], False, 6)
>>> [len(h) for h in d.items], len(d.pile), d.removed
([1, 1, 1, 1], 17, ())
>>> sum(h.count("secret_bag_key") + h.count("secret_bag_goblet") for h in d.items)
2
>>> deal(4, 7) == d, deal(4, 8) == d
(True, False)

At three players the Black Pearl is out, one society card stays out unseen, every player holds a
Trank der Macht and has two starting items:

>>> d = deal(3, "lesson 1")
>>> d.removed, d.trank, [len(h) for h in d.items], d.hand_limit
(('black_pearl',), True, [2, 2, 2], 8)
>>> societies_for(5)
('order', 'order', 'order', 'brotherhood', 'brotherhood', 'brotherhood')
>>> societies_for(5, expansion=True)
('order', 'order', 'brotherhood', 'brotherhood', 'traitor')

A player over the limit gives at once (rules §hand-limit):

>>> g = forced_gifts([7, 3, 5, 4], 6)
>>> g.givers, g.receivers
(((0, 1),), ((1, 3), (2, 1), (3, 2)))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from ....engine.i18n import Joined, Msg, translator
from ....engine.rng import Rng, seed_state
from .. import rulerefs
from ..cards import (
    BASE_ITEMS,
    BASE_PROFESSIONS,
    BROTHERHOOD,
    EVENTS,
    EXPANSION_ITEMS,
    EXPANSION_PROFESSIONS,
    ORDER,
    PLAYERS,
    SEALED,
    SECRET_BAGS,
    TRAITOR,
)
from ..trade.rules import item_msg

_ = translator("kutschfahrt")

__all__ = [
    "THREE_PLAYER_DEALS",
    "Deal",
    "ForcedGifts",
    "deal",
    "forced_gifts",
    "hand_limit",
    "over_limit",
    "societies_for",
    "trank_in_play",
]

#: How the second starting item is dealt at three players (rules §setup-three-players).
THREE_PLAYER_DEALS = ("sealed", "draw")
_SEP = " · "
_SOCIETY_NAMES = {
    ORDER: _.mark("{n} of the Order"),
    BROTHERHOOD: _.mark("{n} of the Brotherhood"),
    TRAITOR: _.mark("{n} traitor"),
}
_ASSUMED = _SEP + "ASSUMED"


#: The item cards in the box, in the cards table's order (every deal starts from one of them):
#: the base game's, and with the expansion's added.
_BASE_DECK = tuple(i for i, c in BASE_ITEMS.items() for _ in range(c))
_DECKS = {
    False: _BASE_DECK,
    True: _BASE_DECK + tuple(i for i, c in EXPANSION_ITEMS.items() for _ in range(c)),
}


def _cite(*refs: str) -> str:
    """Join citations, one ``ASSUMED`` at the end if any part is assumed."""
    parts = [r.removesuffix(_ASSUMED) for r in refs]
    return _SEP.join(dict.fromkeys(parts)) + (
        _ASSUMED if any(r.endswith(_ASSUMED) for r in refs) else ""
    )


def _players(players: object) -> int:
    if isinstance(players, bool) or not isinstance(players, int):
        raise ValueError(f"players must be a whole number, not {players!r}")
    if not PLAYERS[0] <= players <= PLAYERS[1]:
        raise ValueError(f"{players} players: Kutschfahrt is for {PLAYERS[0]}–{PLAYERS[1]} players")
    return players


def _flag(name: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{name} must be True or False, not {value!r}")
    return value


def _traitor_game(players: int, expansion: bool) -> bool:
    return expansion and players in (5, 7, 9)


def societies_for(players: int, *, expansion: bool = False) -> tuple[str, ...]:
    """The society cards shuffled for ``players`` (rules §setup; reference §2.2).

    Even counts: half Order, half Brotherhood, all dealt. Odd counts in the base game: one card
    more of each than half, so one card stays out unseen and nobody knows which society is the
    smaller (every player then holds a Trank der Macht, see ``trank_in_play``). With the
    expansion at 5, 7 or 9 players: (n − 1)/2 of each and the traitor, all dealt; at 3 players
    the base rule, no traitor (rules §setup-societies: the kit's reading of the seed).

    >>> societies_for(4)
    ('order', 'order', 'brotherhood', 'brotherhood')
    >>> len(societies_for(9)), societies_for(9, expansion=True).count("traitor")
    (10, 1)
    """
    n = _players(players)
    expansion = _flag("expansion", expansion)
    if n % 2 == 0:
        half = n // 2
        return (ORDER,) * half + (BROTHERHOOD,) * half
    if _traitor_game(n, expansion):
        half = (n - 1) // 2
        return (ORDER,) * half + (BROTHERHOOD,) * half + (TRAITOR,)
    half = (n + 1) // 2
    return (ORDER,) * half + (BROTHERHOOD,) * half


def trank_in_play(players: int, *, expansion: bool = False) -> bool:
    """Does every player get a Trank der Macht? At odd counts without a traitor: yes. Only the
    smaller society's Trank counts, and which one that is depends on the card left out (the
    deal's ``smaller``). With a traitor the societies are equal, so no Trank is used.

    >>> [n for n in range(3, 11) if trank_in_play(n)], trank_in_play(5, expansion=True)
    ([3, 5, 7, 9], False)
    """
    n = _players(players)
    return n % 2 == 1 and not _traitor_game(n, _flag("expansion", expansion))


def hand_limit(players: int, *, expansion: bool = False) -> int:
    """The most items a player may hold (rules §hand-limit; seed 002 "Handkartenlimit"): base
    8 / 6 / 5 at 3 / 4 / 5+ players, expansion 11 / 8 / 7 / 6 at 3 / 4 / 5 / 6+.

    >>> [hand_limit(n) for n in (3, 4, 5, 10)], [hand_limit(n, expansion=True) for n in (3, 4, 5, 6)]
    ([8, 6, 5, 5], [11, 8, 7, 6])
    """
    n = _players(players)
    if _flag("expansion", expansion):
        return {3: 11, 4: 8, 5: 7}.get(n, 6)
    return {3: 8, 4: 6}.get(n, 5)


@dataclass(frozen=True)
class Deal:
    """A seeded setup. Per seat: ``societies``, ``professions`` (one each; with the expansion
    the two offered, of which the player keeps one and puts the other face down on
    ``profession_stack``) and ``items`` (starting items). ``society_out``: the society card
    left out unseen (odd counts without a traitor), else ``None``. ``trank``: every player
    holds a Trank der Macht; ``smaller``: the society whose Trank counts, else ``None``.
    ``pile``: the item draw pile, top first; ``removed``: items out of the game.
    ``hand_limit``, ``start_player``, ``coachman`` (expansion, else ``None``) and ``events``
    (the shuffled event deck, top first; empty without the expansion). ``explanation`` says
    each step in words; ``rule`` is the citation."""

    players: int
    expansion: bool
    societies: tuple[str, ...]
    society_out: str | None
    trank: bool
    smaller: str | None
    professions: tuple[tuple[str, ...], ...]
    profession_stack: tuple[str, ...]
    items: tuple[tuple[str, ...], ...]
    pile: tuple[str, ...]
    removed: tuple[str, ...]
    hand_limit: int
    start_player: int
    coachman: int | None
    events: tuple[str, ...]
    rule: str
    #: the explanation's steps, translated when read (``explanation`` is their English)
    steps: tuple[Msg, ...] = field(default=(), compare=False)

    @property
    def explanation(self) -> str:
        """The steps in English, written when asked: every match deals, few read it."""
        return "; ".join(m.render("en") for m in self.steps)


def _seat(name: str, value: object, n: int) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < n:
        raise ValueError(f"{name} must be a seat from 0 to {n - 1} or None, not {value!r}")
    return value


def deal(
    players: int,
    seed: int | str,
    *,
    expansion: bool = False,
    sealed: bool = True,
    keep_coat_at_10: bool = False,
    three_player_deal: str = "sealed",
    start_player: int | None = None,
    coachman: int | None = None,
    coachman_changes: int = 3,
) -> Deal:
    """Set up a game of ``players`` from ``seed`` (rules §setup; seed 002 "Reisevorbereitung").

    Options, each with the documented default: ``sealed`` (starting items counted out from the
    sealed cards only; ``False`` counts them out from every item but the Bags, no source's
    rule), ``keep_coat_at_10`` (with the expansion, keep the Coat at 10 players since
    professions are left; rules §setup-coat), ``three_player_deal`` (``"sealed"``: 4 sealed
    cards and the 2 Bags, two each; ``"draw"``: one each as usual, then each draws one from the
    pile; rules §setup-three-players), ``start_player`` (``None``: drawn at random; rules
    §setup-start), ``coachman`` (expansion; ``None``: the start player) and
    ``coachman_changes`` (expansion: Change of Coachman cards in the event deck, 1–3; rules
    §events).

    >>> deal(11, 1)
    Traceback (most recent call last):
    ...
    ValueError: 11 players: Kutschfahrt is for 3–10 players
    """
    n, expansion, sealed, keep_coat, start, coach = _checked(
        players,
        expansion,
        sealed,
        keep_coat_at_10,
        three_player_deal,
        start_player,
        coachman,
        coachman_changes,
    )
    rng = Rng(seed_state(seed))  # a bad seed is the engine's one-line BadOption (a ValueError)
    drawn = (start is None, coach is None)
    key = (n, expansion, sealed, keep_coat, three_player_deal, *drawn, coachman_changes)
    plan = _PLANS.get(key)
    if plan is None:
        plan = _plan(*key)
        if len(_PLANS) >= 256:
            _PLANS.clear()
        _PLANS[key] = plan

    # Societies, one each (reference §2.2).
    cards = list(plan.societies)
    rng.shuffle32(cards)
    societies = tuple(cards[:n])
    out = cards[n] if len(cards) > n else None
    smaller = None
    if plan.trank:
        smaller = BROTHERHOOD if societies.count(ORDER) > societies.count(BROTHERHOOD) else ORDER

    # Professions: one each; with the expansion all 20 and two each to choose from.
    profs = list(plan.professions)
    rng.shuffle32(profs)
    per = plan.per
    professions = tuple(tuple(profs[s * per : (s + 1) * per]) for s in range(n))

    # Items: the sealed count-out, shuffled with the Bags and dealt; the rest is the pile.
    pool, count = list(plan.pool), plan.dealt
    rng.shuffle32(pool)
    start_cards = pool[:count] + list(plan.bags)
    rng.shuffle32(start_cards)
    hands = [start_cards[s::n] for s in range(n)]
    pile = pool[count:] + list(plan.others)
    rng.shuffle32(pile)
    if plan.draw_second:
        for s in range(n):
            hands[s].append(pile.pop(0))

    # Start player, coachman and events (reference §2.6, §1.6).
    steps = list(plan.steps)
    if start is None:
        start = rng.randrange(n)
        steps.append(_.lazy("seat {seat} drawn to start", seat=start))
    else:
        steps.append(_.lazy("seat {seat} starts", seat=start))
    events: list[str] = []
    if expansion:
        if coach is None:
            coach = start
        events = list(plan.events)
        rng.shuffle32(events)
        steps.append(
            _.lazy(
                "seat {seat} takes the coach card; {n} events shuffled", seat=coach, n=len(events)
            )
        )
    steps.append(plan.limit_step)
    return Deal(
        players=n,
        expansion=expansion,
        societies=societies,
        society_out=out,
        trank=plan.trank,
        smaller=smaller,
        professions=professions,
        profession_stack=tuple(profs[n * per :]),
        items=tuple(map(tuple, hands)),
        pile=tuple(pile),
        removed=plan.removed,
        hand_limit=plan.limit,
        start_player=start,
        coachman=coach,
        events=tuple(events),
        rule=plan.rule,
        steps=tuple(steps),
    )


def _checked(
    players: object,
    expansion: object,
    sealed: object,
    keep_coat_at_10: object,
    three_player_deal: object,
    start_player: object,
    coachman: object,
    coachman_changes: object,
) -> tuple[int, bool, bool, bool, int | None, int | None]:
    """``deal``'s arguments checked (a bad one is a ``ValueError`` that names it): the player
    count, the three flags, the start player and the coachman."""
    n = _players(players)
    expansion = _flag("expansion", expansion)
    sealed = _flag("sealed", sealed)
    keep_coat = _flag("keep_coat_at_10", keep_coat_at_10)
    if keep_coat and not expansion:
        raise ValueError("keep_coat_at_10 needs the expansion: the base game leaves no profession")
    if three_player_deal not in THREE_PLAYER_DEALS:
        raise ValueError(
            f"three_player_deal {three_player_deal!r} is not one of {', '.join(THREE_PLAYER_DEALS)}"
        )
    start = _seat("start_player", start_player, n)
    coach = _seat("coachman", coachman, n)
    if coach is not None and not expansion:
        raise ValueError("coachman needs the expansion: the base game has no coach card")
    if coachman_changes not in (1, 2, 3) or type(coachman_changes) is not int:
        raise ValueError(f"coachman_changes {coachman_changes!r} is not 1, 2 or 3")
    return n, expansion, sealed, keep_coat, start, coach


class _Plan(NamedTuple):
    """What a deal of one player count and set of options starts from, before any card is
    shuffled: the society cards, the professions, the item cards to count out (``pool``, the
    first ``dealt`` of them dealt with the ``bags``) and the rest of the pile (``others``), the
    event deck, and the words and citations of every step that no shuffle changes."""

    societies: tuple[str, ...]
    trank: bool
    professions: tuple[str, ...]
    per: int
    pool: tuple[str, ...]
    dealt: int
    bags: tuple[str, ...]
    others: tuple[str, ...]
    draw_second: bool
    removed: tuple[str, ...]
    events: tuple[str, ...]
    limit: int
    rule: str
    steps: tuple[Msg, ...]
    limit_step: Msg


#: ``_plan`` per its arguments: every match's setup deals from one (the messages are immutable
#: and the tuples copied before a shuffle, so deals share them).
_PLANS: dict[tuple[int, bool, bool, bool, str, bool, bool, int], _Plan] = {}


def _plan(
    n: int,
    expansion: bool,
    sealed: bool,
    keep_coat: bool,
    three_player_deal: str,
    start_drawn: bool,
    coach_unnamed: bool,
    changes: int,
) -> _Plan:
    """The deal's plan (``_Plan``) for ``n`` players and these (checked) options:
    everything ``deal`` does that does not depend on the seed."""
    refs = [rulerefs.SETUP]
    steps: list[Msg] = []

    # Societies, one each (reference §2.2).
    cards = societies_for(n, expansion=expansion)
    if expansion and n % 2 == 1:
        refs.append(rulerefs.SETUP_SOCIETIES)
    steps.append(_society_step(cards, n))

    # Professions: one each; with the expansion all 20 and two each to choose from.
    profs = tuple(BASE_PROFESSIONS) + (tuple(EXPANSION_PROFESSIONS) if expansion else ())
    per = 2 if expansion else 1
    left = len(profs) - n * per
    if expansion:
        refs.append(rulerefs.SETUP_EXPANSION)
        steps.append(
            _.lazy(
                "two professions offered to each player, who keeps one and puts the other face "
                "down on the leftover stack ({n} undealt)",
                n=left,
            )
        )
    else:
        steps.append(_.lazy("one profession each; {n} left over face down", n=left))

    # Items: the player-count removals, both Bags out, the sealed count-out (reference §2.3).
    removed = _removed(n, keep_coat, refs, steps)
    deck = list(_DECKS[expansion])
    for r in removed:
        deck.remove(r)
    bags = [i for i in deck if i in SECRET_BAGS]
    rest = [i for i in deck if i not in SECRET_BAGS]
    pool = [i for i in rest if i in SEALED] if sealed else list(rest)
    others = [i for i in rest if i not in SEALED] if sealed else []
    each = 2 if n == 3 and three_player_deal == "sealed" else 1
    refs.append(rulerefs.SETUP_THREE_PLAYERS if n == 3 else rulerefs.SETUP_ONE_ITEM)
    count = each * n - len(bags)
    if sealed:
        said = _.lazy(
            "both Secret Bags taken out, {count} of the {n} sealed cards counted out, shuffled "
            "with the Bags and dealt, {each} each",
            count=count,
            n=len(pool),
            each=each,
        )
    else:
        said = _.lazy(
            "both Secret Bags taken out, {count} of the {n} items (all of them, not only the "
            "sealed) counted out, shuffled with the Bags and dealt, {each} each",
            count=count,
            n=len(pool),
            each=each,
        )
    steps.append(said)
    draw_second = n == 3 and three_player_deal == "draw"
    if draw_second:
        steps.append(_.lazy("each player draws a second item from the pile"))
    piled = len(pool) - count + len(others) - (n if draw_second else 0)
    steps.append(_.lazy("the other {n} items shuffled into the draw pile", n=piled))

    # Start player, coachman and events (reference §2.6, §1.6): the citations.
    if start_drawn:
        refs.append(rulerefs.SETUP_START)
    events: tuple[str, ...] = ()
    if expansion and coach_unnamed:
        refs.append(rulerefs.SETUP_START)  # the start player takes the coach card
    if expansion:
        copies = {**{e: c for e, (c, _) in EVENTS.items()}, "change_of_coachman": changes}
        events = tuple(e for e, c in copies.items() for _ in range(c))
    limit = hand_limit(n, expansion=expansion)
    return _Plan(
        societies=cards,
        trank=trank_in_play(n, expansion=expansion),
        professions=profs,
        per=per,
        pool=tuple(pool),
        dealt=count,
        bags=tuple(bags),
        others=tuple(others),
        draw_second=draw_second,
        removed=removed,
        events=events,
        limit=limit,
        rule=_cite(*refs),
        steps=tuple(steps),
        limit_step=_.lazy("hand limit {n}", n=limit),
    )


def _society_step(cards: tuple[str, ...], n: int) -> Msg:
    """The deal's words for the society cards: all dealt (how many of each), or one left out."""
    if len(cards) == n:
        kinds = Joined(
            [
                Msg("kutschfahrt", _SOCIETY_NAMES[s], n=cards.count(s))
                for s in (ORDER, BROTHERHOOD, TRAITOR)
                if s in cards
            ],
            ", ",
        )
        return _.lazy(
            "{n} society cards shuffled and all dealt ({kinds})", n=len(cards), kinds=kinds
        )
    return _.lazy(
        "{n} society cards shuffled, {dealt} dealt, one left out unseen; every player "
        "takes a Trank der Macht, which counts only for the smaller society",
        n=len(cards),
        dealt=n,
    )


def _removed(n: int, keep_coat: bool, refs: list[str], steps: list[Msg]) -> tuple[str, ...]:
    """The items out of the game at ``n`` players (the Black Pearl at 3, the Coat at 10 unless
    kept), their words and citations added to ``steps`` and ``refs``."""
    removed: list[str] = []
    if n == 3:
        removed.append("black_pearl")
    if n == 10:
        if keep_coat:
            refs.append(rulerefs.SETUP_COAT)
            steps.append(
                _.lazy("the Coat stays in at 10 players: the expansion leaves professions")
            )
        else:
            removed.append("coat")
    if removed:
        steps.append(
            _.lazy("out of the game at {n} players: the {item}", n=n, item=item_msg(removed[0]))
        )
    return tuple(removed)


def over_limit(items: Sequence[str], limit: int) -> int:
    """How many items a hand holds above ``limit`` (0 when at or below it). Only items count,
    not the Trank der Macht or any other card (rules §hand-limit).

    >>> over_limit(["key", "dagger", "whip"], 2), over_limit([], 5)
    (1, 0)
    """
    if isinstance(items, str) or not isinstance(items, Sequence):
        raise ValueError(f"items must be a list of items, not {items!r}")
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 0:
        raise ValueError(f"limit must be a whole number of at least 0, not {limit!r}")
    return max(0, len(items) - limit)


@dataclass(frozen=True)
class ForcedGifts:
    """Who must give at once: ``givers`` as (seat, items to give), in the order they give
    (clockwise from the active player); ``receivers`` as (seat, how many he may take), the
    players a giver may choose from. Which items and which receiver is the giver's choice.
    ``explanation`` in words and ``rule``, the citation."""

    givers: tuple[tuple[int, int], ...]
    receivers: tuple[tuple[int, int], ...]
    explanation: str
    rule: str
    #: the explanation translated when read (``explanation`` is its English)
    message: Msg | None = field(default=None, compare=False)


def forced_gifts(
    hand_sizes: Sequence[int],
    limit: int,
    *,
    active: int = 0,
    below_limit_only: bool = True,
) -> ForcedGifts:
    """Forced giving (rules §hand-limit; seed 002 "muss er sofort so viele Gegenstände seiner
    Wahl an einen anderen Spieler verschenken, bis er das Maximum erreicht"): a player above the
    limit at once gives items of his choice, one at a time, to players of his choice until he
    is at the limit. No trade effect fires. By default a gift may only go to a player below the
    limit, who takes at most up to it (``below_limit_only``; rules §gift-recipient); with
    ``False`` any other player may receive and a receiver pushed over gives in turn.

    >>> forced_gifts([9, 8, 2], 8, below_limit_only=False).receivers
    ((1, 1), (2, 1))
    """
    if isinstance(hand_sizes, str) or not isinstance(hand_sizes, Sequence):
        raise ValueError(f"hand_sizes must be a list of item counts, not {hand_sizes!r}")
    n = len(hand_sizes)
    if not PLAYERS[0] <= n <= PLAYERS[1]:
        raise ValueError(f"{n} seats: Kutschfahrt is for {PLAYERS[0]}–{PLAYERS[1]} players")
    for s, h in enumerate(hand_sizes):
        if isinstance(h, bool) or not isinstance(h, int) or h < 0:
            raise ValueError(f"seat {s}: hand size {h!r} is not a whole number of at least 0")
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise ValueError(f"limit must be a whole number of at least 1, not {limit!r}")
    if isinstance(active, bool) or not isinstance(active, int) or not 0 <= active < n:
        raise ValueError(f"active must be a seat from 0 to {n - 1}, not {active!r}")
    strict = _flag("below_limit_only", below_limit_only)
    order = [(active + k) % n for k in range(n)]
    givers = tuple((s, hand_sizes[s] - limit) for s in order if hand_sizes[s] > limit)
    excess = sum(k for _, k in givers)
    giving = {s for s, _ in givers}
    if strict:
        receivers = tuple((s, limit - hand_sizes[s]) for s in order if hand_sizes[s] < limit)
        room = sum(k for _, k in receivers)
        if room < excess:
            raise ValueError(f"{excess} items over the limit, but room for only {room} below it")
    else:
        receivers = tuple(
            (s, excess - (hand_sizes[s] - limit if s in giving else 0))
            for s in order
            if excess - (hand_sizes[s] - limit if s in giving else 0) > 0
        )
    if not givers:
        said = _.lazy("nobody holds more than {limit} items", limit=limit)
    else:
        said = _.lazy(
            "over the limit of {limit}: {who}, items and receivers of his choice, to {to}",
            limit=limit,
            who=Joined([_.lazy("seat {seat} gives {n}", seat=s, n=k) for s, k in givers], ", "),
            to=_.lazy("players below the limit") if strict else _.lazy("any other player"),
        )
    return ForcedGifts(
        givers,
        receivers,
        said.render("en"),
        _cite(rulerefs.HAND_LIMIT, rulerefs.GIFT_RECIPIENT),
        said,
    )
