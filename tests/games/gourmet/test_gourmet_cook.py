"""The ``cook`` bot remembers its scores (issue 26): its choices must be exactly those of the
plain algorithm, which asks the rules' scorer about every pile of cards afresh."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tortuga_kit.bots import get_bot
from tortuga_kit.engine.match import Match
from tortuga_kit.games.gourmet.bots import Cook
from tortuga_kit.games.gourmet.hidden import Observation
from tortuga_kit.games.gourmet.scoring import score
from tortuga_kit.games.gourmet.turn import PARSED


class PlainCook(Cook):
    """The bot as it was before it remembered anything: every legal text scored in full."""

    def plain_value(self, o: Observation, text: str) -> tuple[int, int]:
        verb, _card, island = PARSED[text]
        if verb != "play":
            return (-999, 0)
        mine = [*o.hand, *(o.pantry or ())]
        top = o.tops[island]
        cards = [*mine, top] if top is not None else mine
        total = score(
            o.recipe,
            cards,
            scoring_mode=o.opts["scoring_mode"],
            secret_in_meatballs=o.opts["secret_in_meatballs"],
        ).total
        return (total, o.sizes[island])

    def choose(self, o: Observation, legal: Sequence[str], /) -> str:
        if len(legal) == 1:
            return legal[0]
        values = [self.plain_value(o, t) for t in legal]
        best = max(values)
        top = [t for t, v in zip(legal, values) if v == best]
        return top[self.rng.randrange(len(top))] if len(top) > 1 else top[0]


OPTIONS = (
    {},
    {"forgetful_pirates": True},
    {"scoring_mode": "recipes_first_points"},
    {"scoring_mode": "recipes_first_count", "secret_in_meatballs": True},
    {"secret_in_meatballs": True},
)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_cook_chooses_as_the_plain_scorer_would(players: int) -> None:
    """Many seeded games, every option that changes a score: at every decision the remembering
    bot and the plain one (same seed) choose the same text, so whole games are identical."""
    decisions = 0
    for seed in range(12):
        options = OPTIONS[seed % len(OPTIONS)]
        m = Match("gourmet", players, seed, options)
        fast = [get_bot("gourmet", "cook", seed * 31 + i) for i in range(players)]
        plain = [PlainCook(seed * 31 + i) for i in range(players)]
        while not m.is_over:
            d = m.decision
            assert d is not None
            legal = m.legal_texts()
            chosen = fast[d.seat].choose(m.observe(d.seat), legal)
            assert chosen == plain[d.seat].choose(m.observe(d.seat), legal), (seed, m.step)
            assert fast[d.seat].value(m.observe(d.seat), chosen) == plain[d.seat].plain_value(
                m.observe(d.seat), chosen
            )
            m.play(chosen)
            decisions += 1
    assert decisions > 12 * players * 5
