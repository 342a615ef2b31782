"""The Kutschfahrt search bot's claims (issue 30, ``games/kutschfahrt/chances.py``): it judges
a society claim on worlds drawn from what it knows and declares when the best set of allies
makes it right often enough (``CLAIM_AT``); then it names that set. Hand-worked on one 4-player
deal (seat 0 Brotherhood). Cheap: a few dozen judged claims."""

from __future__ import annotations

import tortuga_kit as tk
from tortuga_kit.engine.knowledge import Knowledge
from tortuga_kit.games.kutschfahrt.bots import Agent
from tortuga_kit.games.kutschfahrt.chances import CLAIM_AT, best_claim, decide


def deal(mine: list[str]) -> tuple[tk.Match, Knowledge]:
    """Seat 0 (Brotherhood) at its turn holding ``mine``."""
    m = tk.new_match("kutschfahrt", 4, 7, start_player=0)
    s = m.game.clone(m.state)
    assert s.societies == ["brotherhood", "order", "brotherhood", "order"]
    s.items[0] = list(mine)
    return m, Knowledge(m.game, s, 0)


def test_a_claim_its_own_hand_proves_is_made_naming_nobody() -> None:
    m, k = deal(["goblet", "goblet", "goblet"])
    assert best_claim(k) == ((), 1.0)
    legal = m.game.legal_actions(k.world)
    assert "declare society" in legal
    assert decide(k, legal) == "declare society"


def test_no_claim_on_a_hand_without_goal_items() -> None:
    m, k = deal(["whip"])
    allies, p = best_claim(k)
    assert p < CLAIM_AT
    legal = m.game.legal_actions(k.world)
    chosen = decide(k, legal)
    assert chosen != "declare society" and chosen in legal  # the rule bot plays on
    # nothing deduced (no supports seen): the rule bot's own choice on the seat's sheet
    assert chosen in {Agent(seed).choose(k.observation, legal) for seed in range(40)}
