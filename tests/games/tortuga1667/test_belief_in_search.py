"""The search bot's use of the public history in Tortuga 1667 (issue 30): the evidence a seat
reads into the others' open actions (``PublicLog``, through ``Knowledge.evidence``), worlds
drawn from the posterior, votes by the exact vote odds under the belief, the harness that seats
one bot on a whole team, and the secrecy check that catches evidence read from hidden facts.

Cheap: a few short matches and one small secrecy run, about 4 s of CPU.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections import Counter

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.conformance import check_hidden
from tortuga_kit.engine.knowledge import Knowledge, PublicLog
from tortuga_kit.engine.rng import Rng
from tortuga_kit.games.tortuga1667.belief import belief, belief_of, draw
from tortuga_kit.games.tortuga1667.chances import SEARCH, decide
from tortuga_kit.sim import TEAM, playout, seat_names

#: A 4-player seed that deals seat 0 the British card.
BRITISH_0 = 1


def played(seed: int, moves: int) -> tk.Match:
    m = tk.new_match("tortuga1667", 4, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        m.play(rng.choice(m.legal_texts()))
    return m


def test_the_public_history_reaches_the_search_as_evidence() -> None:
    """``PublicLog.replay`` weighs every open action of the others; the belief built from it is
    the one ``belief(match, seat)`` reports, and a seat never weighs its own actions."""
    m = played(3, 14)
    log = PublicLog.replay(m, range(4))
    for seat in range(4):
        evidence = log.of(seat)
        assert evidence and seat not in evidence
        k = Knowledge(m.game, m.state, seat, evidence)
        assert belief_of(k) == belief(m, seat)
    assert Knowledge(m.game, m.state, 0).evidence == {}  # without a log: nothing


def test_worlds_are_drawn_from_the_posterior() -> None:
    """With evidence that seat 1 is British (odds 19:1), the drawn worlds make it British as
    often as the exact belief says (4 players: 2 British, 2 French; seat 0 British)."""
    m = tk.new_match("tortuga1667", 4, BRITISH_0)
    seat = 0
    assert m.state.loyalty[seat] == "british"
    evidence = {1: {"british": math.log(0.95), "french": math.log(0.05)}}
    k = Knowledge(m.game, m.state, seat, evidence)
    want = belief_of(k)[1]["british"]
    assert want == pytest.approx(19 / 21)
    rng = Rng(5)
    n = 600
    got = Counter(draw(k, rng).loyalty[1] for _ in range(n))["british"] / n
    assert abs(got - want) < 0.05, (got, want)
    uniform = Counter(k.sample(rng).loyalty[1] for _ in range(n))["british"] / n
    assert abs(uniform - 1 / 3) < 0.07  # without the belief: one British card among three


def vote_knowledge(kind: str, hand: list[str], caller: int) -> Knowledge:
    """Seat 0 (British) voting in a ``kind`` vote of seats 0 and 1, holding ``hand``."""
    m = tk.new_match("tortuga1667", 4, BRITISH_0)
    s = m.game.clone(m.state)
    assert s.loyalty[0] == "british"
    k = Knowledge(m.game, s, 0)
    o = k.observation
    o.kind = "vote"
    o.hand = tuple(sorted(hand))
    o.vote = {"kind": kind, "caller": caller, "place": 0}
    world = k.world
    world.vote = {"kind": kind, "caller": caller, "place": 0, "voters": [0, 1]}
    return k


def test_a_vote_is_played_by_its_exact_odds_under_the_belief() -> None:
    """Hand-worked: in a brawl a British seat plays its British flag; in an attack the seat
    itself called, fire (it adds to the success) beats water (it takes away)."""
    brawl = vote_knowledge("brawl", ["fire/french/wheel", "cannon/british/skull"], 1)
    legal = ["vote cannon/british/skull", "vote fire/french/wheel"]
    assert decide(brawl, legal) == "vote cannon/british/skull"
    attack = vote_knowledge("attack", ["water/french/wheel", "fire/french/wheel"], 0)
    legal = ["vote fire/french/wheel", "vote water/french/wheel"]
    assert decide(attack, legal) == "vote fire/french/wheel"
    # not a vote: the search decides
    k = Knowledge(*(lambda m: (m.game, m.state))(tk.new_match("tortuga1667", 4, 0)), 0)
    assert decide(k, ["hold british", "hold french"]) is None


def test_the_team_harness_seats_the_bot_on_seat_0s_whole_team() -> None:
    m = tk.new_match("tortuga1667", 6, 11)
    names = seat_names(m.game, m.state, [TEAM + "search", "loyal"])
    team = m.state.loyalty[0]
    assert names == ["search" if t == team else "loyal" for t in m.state.loyalty]
    row = playout("tortuga1667", 4, 2, [TEAM + "random", "loyal"])
    assert row["bots"][0] == "random" and "loyal" in row["bots"]


def test_the_secrecy_check_catches_evidence_read_from_hidden_facts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A planted evidence function that reads the actor's real loyalty is caught by the
    conformance differential check (``_same_evidence``)."""
    game = tk.get_game("tortuga1667")

    def leaky(s: object, observer: int, actor: int, text: str) -> dict[str, float]:
        return {"british": 0.0 if s.loyalty[actor] == "british" else -1.0}  # type: ignore[attr-defined]

    monkeypatch.setattr(game, "search", dataclasses.replace(SEARCH, evidence=leaky))
    with pytest.raises(AssertionError, match="weighs"):
        for seed in range(6):
            check_hidden(game, 4, seed, random.Random(seed), bots={}, sample=0.5)
