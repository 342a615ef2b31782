"""Legal texts with a shared head (``engine.decision.Offered``, issue 26): the Match makes the
Actions of a head once and answers "is this text legal" from them, and nothing a caller sees may
differ from a match of the same game whose legal texts are plain lists.

The matches are Tortuga 1667's at 9 players: its turns are the texts that start with a head
(the peek, force and reveal texts of the face-down cards, shared by the seat's turns). Size: 4
random matches of ~50 decisions each, about 1 s of CPU in all.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.engine import IllegalAction
from tortuga_kit.engine import match as match_module
from tortuga_kit.engine.decision import Action, Offered

GAME = "tortuga1667"


class PlainLists:
    """The same game, its legal texts handed out as plain lists (no head): the reference."""

    def __init__(self, game: Any) -> None:
        self._game = game

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def legal_actions(self, state: Any) -> list[str]:
        return list(self._game.legal_actions(state))


def refusal(m: tk.Match, action: Action | str) -> tuple[str, str, str] | None:
    """What ``play`` says to ``action`` on a copy of ``m`` (``None``: it was played)."""
    twin = m.copy()
    try:
        twin.play(action)
    except IllegalAction as exc:
        assert twin.digest() == m.digest()  # the match unchanged
        return (str(exc), exc.code, exc.rule)
    return None


def probes(m: tk.Match, stale: list[Action]) -> list[Action | str]:
    """Inputs to try at this step: a head text, a text after the head, the same in other case
    and spacing, actions of earlier steps (legal then, perhaps not now), another seat's action
    of a legal text, an Action whose text is no string."""
    texts = m.legal_texts()
    seat = m.to_move
    assert seat is not None
    out: list[Action | str] = [texts[0], texts[-1], "  " + texts[-1].upper(), *stale[-6:]]
    out += [Action((seat + 1) % m.players, texts[0]), Action(seat, ["reveal", "1"])]  # type: ignore[arg-type]
    return out


def test_a_turn_of_tortuga_offers_its_row_texts_as_a_shared_head() -> None:
    """Tortuga 1667's turn hands back its peek, force and reveal texts as the head of an
    ``Offered`` list: the same list object whenever the seat's face-down cards are the same,
    followed by the turn's other texts; every other decision is a plain list."""
    game = tk.get_game(GAME)
    m = tk.Match(GAME, 9, 5)
    rng = random.Random(5)
    turns = 0
    while not m.is_over:
        state = m.state
        texts = game.legal_actions(state)
        if m.decision is not None and m.decision.kind == "turn":
            turns += 1
            assert type(texts) is Offered
            again = game.legal_actions(state)
            assert again is not texts and again.head is texts.head  # a new list, the same head
            assert texts[: len(texts.head)] == texts.head and len(texts) > len(texts.head)
            assert any(t.startswith("reveal") for t in texts.head)
        else:
            assert type(texts) is list
        m.play(rng.choice(m.legal_actions()))
    assert turns >= 10


@pytest.mark.parametrize("seed", [1, 2])
def test_a_match_with_heads_answers_as_one_with_plain_lists(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same random match played twice, once with the game's heads and once with plain
    lists: at every step the same interned Action objects in the same order, and the same
    answer (played, or the same IllegalAction: message, code, rule) to every probe. The head
    memo of a seat is kept small here (2 heads) so that it starts afresh during the match."""
    monkeypatch.setattr(match_module, "MAX_HEADS", 2)
    game = tk.get_game(GAME)
    with_heads = tk.Match(GAME, 9, seed)
    plain = tk.Match(PlainLists(game), 9, seed)  # type: ignore[arg-type]
    rng = random.Random(seed)
    stale: list[Action] = []
    heads = 0
    while not with_heads.is_over:
        assert not plain.is_over
        actions = with_heads.legal_actions()
        reference = plain.legal_actions()
        assert actions == reference and all(a is b for a, b in zip(actions, reference))
        heads += type(with_heads._texts) is Offered
        for probe in probes(with_heads, stale):
            assert refusal(with_heads, probe) == refusal(plain, probe), probe
        action = rng.choice(actions)
        stale.append(action)
        assert with_heads.play(action) == plain.play(action)
    assert plain.is_over and with_heads.digest() == plain.digest() and heads >= 5


def test_a_match_without_legal_actions_asked_checks_its_heads_by_scanning() -> None:
    """``play`` before any ``legal_actions`` (a text typed in, a save loaded): the head's memo
    may not know this head yet, and the answer is the same."""
    m = tk.Match(GAME, 9, 3)
    rng = random.Random(3)
    while not m.is_over:
        texts = m.legal_texts()
        m.play(rng.choice(texts))
    loaded = tk.Match.from_json(m.to_json())
    assert loaded.digest() == m.digest()
