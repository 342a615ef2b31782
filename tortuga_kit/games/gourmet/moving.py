"""Sailing between the islands (rules §movement, §empty-islands, §lonely-island, §crowded-island;
seed 004 · How to Play and End of the Game, reference §5, §12).

The 12 islands lie in a circle, indexed 0..11 clockwise. A numbered card moves the pirate
exactly its value in islands, clockwise or counterclockwise as the player chooses; "when an
island is completely emptied, it is no longer counted for pirate movement", so an emptied island
is skipped and a move never ends on one. A pirate whose island has just been emptied counts from
that index (reference §5, ASSUMED); a value-0 card there is illegal, since there is no card to
take (reference §5, option ``zero_move_from_empty_island="forbid"``, ASSUMED).

The maps move by their own rule: the Lonely Island card to "an island of your choice where no
other pirates are present", the Crowded Island card to one "where at least one pirate is
present". The kit reads both about the *other* pirates, so the pirate's own island qualifies for
the Lonely Island when it stands there alone and never counts as crowded by itself
(reference §5, §12, ASSUMED), and only islands with cards qualify (the pirate takes the top card).
"""

from __future__ import annotations

from collections.abc import Sequence

from .cards import CROWDED_ISLAND, ISLANDS, LONELY_ISLAND, MAPS, MAX_STEPS, PLAYERS

DIRECTIONS = {"clockwise": 1, "counterclockwise": -1}


def _check_piles(piles: Sequence[int]) -> None:
    if len(piles) != ISLANDS or any(type(p) is not int or p < 0 for p in piles):
        raise ValueError(f"piles are the {ISLANDS} pile sizes (ints >= 0) clockwise, not {piles!r}")


def _check_island(island: object, what: str) -> int:
    if type(island) is not int or not 0 <= island < ISLANDS:
        raise ValueError(f"{what} is an island 0..{ISLANDS - 1}, not {island!r}")
    return island


def move_target(piles: Sequence[int], island: int, steps: int, direction: str) -> int:
    """The island a pirate on ``island`` reaches with a ``steps`` card in ``direction``.

    ``piles`` are the 12 pile sizes clockwise; only islands with cards are counted. A long move
    among few islands goes round the circle and may end where it started. ``ValueError`` for a
    value-0 card on an emptied island, bad arguments, or no island with cards left.

    >>> piles = [7, 7, 0, 7, 7, 7, 7, 7, 7, 7, 0, 7]
    >>> move_target(piles, 1, 2, "clockwise")            # island 2 is empty: 3, then 4
    4
    >>> move_target(piles, 0, 2, "counterclockwise")     # round past 0: 11, then 10 is empty: 9
    9
    >>> move_target(piles, 2, 1, "counterclockwise")     # from an emptied island: its neighbour
    1
    """
    _check_piles(piles)
    _check_island(island, "island")
    if type(steps) is not int or not 0 <= steps <= MAX_STEPS:
        raise ValueError(f"a card moves 0..{MAX_STEPS} islands, not {steps!r}")
    if direction not in DIRECTIONS:
        raise ValueError(f"direction is 'clockwise' or 'counterclockwise', not {direction!r}")
    if not any(piles):
        raise ValueError("every island is empty: there is nowhere to sail")
    if steps == 0:
        if not piles[island]:
            raise ValueError(
                f"island {island} is empty: a 0 card there leaves no card to take "
                "(zero_move_from_empty_island='forbid')"
            )
        return island
    return _sail(piles, island, steps, DIRECTIONS[direction])


def _sail(piles: Sequence[int], island: int, steps: int, step: int) -> int:
    """``move_target``'s walk, its arguments already checked (``steps`` > 0, an island with
    cards somewhere): ``steps`` islands with cards in direction ``step`` (+1 or -1)."""
    here, counted = island, 0
    while counted < steps:
        here = (here + step) % ISLANDS
        if piles[here]:
            counted += 1
    return here


def map_targets(card: str, piles: Sequence[int], pirates: Sequence[int], seat: int) -> list[int]:
    """The islands, sorted, that ``seat``'s pirate may sail to with a Lonely or Crowded Island card.

    ``pirates[k]`` is seat ``k``'s island. Lonely: islands with cards and no other seat's pirate
    (its own island too, when it is alone there); Crowded: islands with cards and at least one
    other seat's pirate. An empty list means the card cannot be played (reference §5, ASSUMED).

    >>> piles = [7] * 11 + [0]
    >>> map_targets("crowded_island", piles, [0, 3, 3, 11], 0)   # 11 is empty
    [3]
    >>> map_targets("lonely_island", piles, [0, 3, 3, 11], 0)    # alone on 0: 0 counts
    [0, 1, 2, 4, 5, 6, 7, 8, 9, 10]
    """
    if card not in MAPS:
        raise ValueError(f"map_targets takes {' or '.join(MAPS)}, not {card!r}")
    _check_piles(piles)
    low, high = PLAYERS
    if isinstance(pirates, str) or not low <= len(pirates) <= high:
        raise ValueError(f"pirates are the islands of {low} to {high} seats, not {pirates!r}")
    for k, island in enumerate(pirates):
        _check_island(island, f"seat {k}'s pirate")
    if type(seat) is not int or not 0 <= seat < len(pirates):
        raise ValueError(f"seat is 0..{len(pirates) - 1}, not {seat!r}")
    return map_islands(card, sum(1 << i for i in range(ISLANDS) if not piles[i]), pirates, seat)


def map_islands(card: str, mask: int, pirates: Sequence[int], seat: int) -> list[int]:
    """``map_targets`` while the islands in ``mask`` are empty (bit ``i`` is island ``i``),
    without its checks: the match asks it with its own valid pirates and seat whenever a map is
    in the hand (``map_targets`` checked the 12 piles and every pirate each time)."""
    others = {island for k, island in enumerate(pirates) if k != seat}
    crowded = card == CROWDED_ISLAND
    assert crowded or card == LONELY_ISLAND
    return [i for i in range(ISLANDS) if not mask >> i & 1 and (i in others) == crowded]


#: ``reach(mask)``, memoised: the set of emptied islands changes a few times a game.
_REACH: dict[int, tuple[tuple[tuple[int, int] | None, ...], ...]] = {}


def reach(mask: int) -> tuple[tuple[tuple[int, int] | None, ...], ...]:
    """Where every numbered card leads while the islands in ``mask`` are empty (bit ``i`` is
    island ``i``): ``reach(mask)[island][steps]`` is ``(clockwise, counterclockwise)``, from
    ``move_target`` itself, or ``None`` where it refuses (a 0 card on an emptied island; every
    island empty). The match looks its moves up here, so it moves exactly as ``move_target``
    says, without checking its arguments at every decision.

    >>> reach(0)[11][2], reach(1 << 0)[11][2]      # island 0 emptied: 1, then 2
    ((1, 9), (2, 9))
    """
    table = _REACH.get(mask)
    if table is None:
        table = _REACH[mask] = _reach(mask)
    return table


def _reach(mask: int) -> tuple[tuple[tuple[int, int] | None, ...], ...]:
    """``reach(mask)``, made: ``move_target``'s answers, by its own walk (``_sail``) without
    checking the same arguments 144 times (a new set of emptied islands cost 2 ms)."""
    return tuple(reach_row(mask, island) for island in range(ISLANDS))


def reach_row(mask: int, island: int) -> tuple[tuple[int, int] | None, ...]:
    """``reach(mask)[island]``, made alone: where every card value leads from ``island``
    (``move_target``'s answers by its own walk). The match asks one island's row at a time
    (``turn.spot``); ``reach`` made all twelve for every new set of emptied islands."""
    piles = [0 if mask >> i & 1 else 1 for i in range(ISLANDS)]
    if not any(piles):  # every island empty: move_target refuses every move
        return (None,) * (MAX_STEPS + 1)
    row: list[tuple[int, int] | None] = [(island, island) if piles[island] else None]
    for steps in range(1, MAX_STEPS + 1):
        row.append((_sail(piles, island, steps, 1), _sail(piles, island, steps, -1)))
    return tuple(row)
