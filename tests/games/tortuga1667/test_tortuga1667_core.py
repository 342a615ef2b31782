"""What the four-game core gives Tortuga 1667: bots that see only their seat, results with
scores and a ranking, event tags for statistics, and decisions that say whether they are secret.

Rules cited: seed 000 · Abstimmungen (votes are played face down), Schatzkarten: El Dorado
(rulebook p.7), Spielende und Wertung (the nation with more chests wins), FAQ Gleichstand.
"""

from __future__ import annotations

import random

import pytest
from helpers import CANNON, FIRE, PLAIN_ROW, WATER, make, name, play_all
from strategies import random_match

import tortuga_kit as tk
from tortuga_kit.engine.rng import Rng
from tortuga_kit.games.tortuga1667 import GAME
from tortuga_kit.games.tortuga1667.bots import LoyalBot
from tortuga_kit.games.tortuga1667.hidden import Observation

EL_DORADO = {
    "lines": {"jr": ["Anne", "Bart"], "fd": ["Calico"], "tortuga": ["Dirk"]},
    "turn": "Anne",
    "maps": {"Bart": ["el_dorado"]},
    "row": PLAIN_ROW,
}


def test_the_loyal_bot_uses_el_dorado_when_asked() -> None:
    """The El Dorado question is its own decision (kind "el_dorado"), so the loyal bot's branch
    for it runs: it plays two cards for its team (it used to pick at random, because it looked
    for the frame kind "vote")."""
    for seed in range(5):
        m = make(EL_DORADO, seed=seed, hands={"Anne": [CANNON], "Bart": [FIRE, FIRE, WATER]})
        play_all(m, ["attack", "vote " + CANNON])
        d = m.decision
        assert d.kind == "el_dorado" and name(m, d.seat) == "Bart"
        bot = LoyalBot(seed)
        assert bot.choose(m.observe(d.seat), [a.text for a in m.legal_actions()]) == "el dorado"


def test_bots_see_an_observation_never_the_state() -> None:
    """bots/: a bot gets game.observe(state, seat); the match hands out the same thing."""
    m = tk.new_match("tortuga1667", 5, seed=3)
    obs = m.observe(m.to_move)
    assert isinstance(obs, Observation) and obs.seat == m.to_move
    assert not hasattr(obs, "stack") and not hasattr(obs, "hands")
    assert obs.hand == tuple(m.view(m.to_move)["you"]["hand"])
    bot = tk.get_bot("tortuga1667", "loyal", 1)
    text = tk.bots.choose(m, bot)
    assert text in [a.text for a in m.legal_actions()]
    with pytest.raises(tk.BadOption, match="known bots: loyal, random, search"):
        tk.get_bot("tortuga1667", "clever")


@pytest.mark.parametrize("players", range(2, 10))
def test_results_give_each_seat_its_nations_chests_and_rank_the_winners_first(
    players: int,
) -> None:
    """seed 000 · Spielende und Wertung: the nation with more chests wins; Result.scores give
    each seat its nation's chests (the Dutch player the poorer nation's, equal in a tie), and
    the ranking puts the winners in the first tier."""
    for seed in range(4):
        m = random_match(players, seed, {}, "verb")
        r = m.result
        loyalty = m.view()["players"]
        assert len(r.scores) == players and r.rule
        for p, entry in enumerate(loyalty):
            team = entry["loyalty"]  # public once the game is over
            want = r.teams[team] if team in r.teams else min(r.teams.values())
            assert r.scores[p] == want
        assert r.ranking[0] == r.winners
        assert sorted(p for tier in r.ranking for p in tier) == list(range(players))
        assert m.view()["result"] == r.to_dict()


def test_a_turn_limit_ranks_nobody_first() -> None:
    m = random_match(4, 2, {"turn_limit": 3}, "stall")
    assert m.result.winners == () and m.result.ranking == ((0, 1, 2, 3),)


def test_events_carry_tags_for_the_rules_that_fired() -> None:
    """Event.tag: statistics count mutinies, marooning and votes without reading prose."""
    m = make(EL_DORADO, hands={"Anne": [CANNON], "Bart": [FIRE, FIRE, WATER]}, top=[WATER])
    events = play_all(m, ["attack", "vote " + CANNON, "el dorado", "vote " + FIRE, "vote " + FIRE])
    tags = [e.tag for e in events]
    assert tags[0] == "attack_call"
    assert tags.count("vote_card") == 3 and "el_dorado" in tags and "attack_vote" in tags
    assert all(e.tag for e in m.events)
    counted: dict[str, int] = {}
    for seed in range(20):
        for e in random_match(5, seed, {}, "verb").events:
            counted[e.tag] = counted.get(e.tag, 0) + 1
    for tag in ("maroon", "reveal", "peek", "force", "move", "armada", "pawns", "start_chest"):
        assert counted.get(tag, 0) > 0, f"no {tag!r} event in 20 games: {sorted(counted)}"


def test_only_the_vote_is_a_secret_decision() -> None:
    """Decision.secret: a vote's texts are the voter's hand (seed 000 · Abstimmungen: played
    face down); every other Tortuga decision is built from public information."""
    seen: dict[str, set[bool]] = {}
    rng = random.Random(5)
    for seed in range(40):
        m = tk.new_match("tortuga1667", 5, seed, star_cards="random", unverified_cards=True)
        while not m.is_over:
            d = m.decision
            seen.setdefault(d.kind, set()).add(d.secret)
            m.play(rng.choice(m.legal_actions()))
    assert seen.pop("vote") == {True}
    assert seen and all(flags == {False} for flags in seen.values()), seen


def test_resampling_keeps_what_a_seat_knows() -> None:
    """hidden.py: resample_hidden changes only what the seat cannot know (its own hand and
    loyalty stay; the other hands, as a whole, are redrawn)."""
    m = random_match(6, 4, {}, "verb", steps=20)
    s = m.state
    changed = False
    for k in range(20):
        r = GAME.resample_hidden(s, 2, Rng(k))
        assert r.hands[2] == s.hands[2] and r.loyalty[2] == s.loyalty[2]
        assert GAME.view(r, 2) == GAME.view(s, 2)
        GAME.check(r)
        changed |= [sorted(h) for h in r.hands] != [sorted(h) for h in s.hands]
    assert changed
