"""Tortuga Gourmet's card memory (``games.gourmet.memory``) and the search bot built on it.

A seat that remembers every move knows every hand and pantry (each card was a public pile top
when it was taken, and every card played is seen: rules §hidden); only the cards below the tops
stay unseen. The memory is built from the seat's own observations and the moves' texts, never
from the state: a twin deal that differs only in cards nobody has seen gives the same memory,
the same worlds and the same choice. Size: a few seeded 4-player matches (about 2 s of CPU).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.bots import choose, get_bot
from tortuga_kit.bots.search import SearchBot
from tortuga_kit.engine.game import resolve_options
from tortuga_kit.engine.knowledge import Knowledge, PublicLog, for_bot
from tortuga_kit.engine.rng import Rng
from tortuga_kit.games.gourmet.chances import marginal, shortlist
from tortuga_kit.games.gourmet.memory import Memory, draw

GAME = tk.get_game("gourmet")


def played(seed: int, forgetful: bool = False, state: Any = None, texts: Any = None) -> Any:
    """Seat 0's knowledge at each of its decisions of a match of ``cook`` bots (or of ``texts``
    replayed on ``state``), with the real state beside it; and the texts played."""
    opts = resolve_options(GAME, {"forgetful_pirates": forgetful})
    s = GAME.setup(4, opts, seed, None)[0] if state is None else state
    bots = [get_bot(GAME, "cook", p) for p in range(4)]
    log = PublicLog(GAME, [0])
    seen, out = [], []
    while (seat := GAME.to_move(s)) is not None and (texts is None or len(out) < len(texts)):
        legal = GAME.legal_actions(s)
        if seat == 0 and len(legal) > 1:
            seen.append((for_bot(GAME, s, 0, get_bot(GAME, "search", 1), log), GAME.clone(s)))
        text = bots[seat].choose(GAME.observe(s, seat), legal) if texts is None else texts[len(out)]
        out.append(text)
        log.record(s, seat, text)
        GAME.apply(s, text)
    return seen, out


@pytest.mark.parametrize("forgetful", [False, True])
def test_the_worlds_hold_what_the_seat_saw_and_deal_only_the_unseen(forgetful: bool) -> None:
    """Every world the search draws gives each hand and pantry its real cards (the seat saw
    them all go there) and keeps the tops; only the cards below the tops are dealt again."""
    for seed in (1, 2):
        seen, _texts = played(seed, forgetful)
        assert len(seen) > 10
        for n, (k, real) in enumerate(seen):
            assert isinstance(k.notes, Memory) or not any(real.pantries)  # nothing seen yet
            world = draw(k, Rng(n))
            for p in range(4):
                assert Counter(world.hands[p]) == Counter(real.hands[p])
                assert Counter(world.pantries[p]) == Counter(real.pantries[p])
            assert [p[-1:] for p in world.piles] == [p[-1:] for p in real.piles]
            below = Counter(c for p in real.piles for c in p[:-1])
            assert Counter(c for p in world.piles for c in p[:-1]) == below


def _unseen_twin(seed: int, texts: list[str]) -> tuple[Any, Any]:
    """The deal of ``seed`` and a twin that differs only in two bottom cards never uncovered
    while ``texts`` are played (no pile gets down to its bottom card)."""
    opts = resolve_options(GAME, {})
    s = GAME.setup(4, opts, seed, None)[0]
    end = GAME.clone(s)
    for text in texts:
        GAME.apply(end, text)
    kept = [i for i, p in enumerate(end.piles) if len(p) >= 2]
    a = next(i for i in kept if s.piles[i][0] != s.piles[kept[0]][0])
    b = kept[0]
    twin = GAME.clone(s)
    twin.piles[a][0], twin.piles[b][0] = s.piles[b][0], s.piles[a][0]
    return s, twin


def test_a_card_the_seat_never_saw_changes_neither_its_memory_nor_its_choice() -> None:
    """Two deals that differ in cards nobody has uncovered: at each of seat 0's decisions the
    memory, the world it searches from and the search bot's choice are the same."""
    seed = 3
    _seen, texts = played(seed)
    texts = texts[:40]
    s, twin = _unseen_twin(seed, texts)
    assert GAME.to_dict(s) != GAME.to_dict(twin)
    one, _ = played(seed, state=s, texts=texts)
    two, _ = played(seed, state=twin, texts=texts)
    assert len(one) == len(two) > 5
    for (k, _real), (k2, _real2) in zip(one, two):
        assert k.notes == k2.notes and k.notes is not None and any(k.notes.taken)
        assert GAME.to_dict(k.world) == GAME.to_dict(k2.world)
        legal = GAME.legal_actions(_real)
        a, b = SearchBot(GAME, 5, budget=8), SearchBot(GAME, 5, budget=8)
        assert a.choose(k, legal) == b.choose(k2, legal)


def test_under_forgetful_pirates_the_seat_scores_the_pantry_it_remembers() -> None:
    """The marginal value of a move counts the pantry the seat remembers filling, though it
    may not look at it: the same values as with the pantry in view."""
    for k, real in played(4, forgetful=True)[0][8:14]:
        assert k.observation.pantry is None
        legal = GAME.legal_actions(real)
        opts = {**resolve_options(GAME, {}), "forgetful_pirates": False}
        looking = GAME.clone(real)
        looking.opts = opts
        assert marginal(k, legal) == marginal(Knowledge(GAME, looking, 0), legal)


def test_the_search_weighs_only_the_moves_the_shortlist_keeps() -> None:
    """The moves far below the best marginal value are not searched: the root's arms are the
    shortlist, none added by a world in which more moves are legal."""
    m, cook = tk.new_match("gourmet", 4, 7), get_bot(GAME, "cook", 1)
    while m.decision is not None and (m.decision.seat != 0 or len(m.legal_texts()) < 8):
        m.play(choose(m, cook))
    assert m.decision is not None
    k = Knowledge(GAME, m.state, 0)
    short = shortlist(k, m.legal_texts())
    assert 1 <= len(short) < len(m.legal_texts())
    found = SearchBot(GAME, 2, budget=16).search(k, short)
    assert set(found.arms) == set(short)
