"""Hidden information (measure 5): the share of components hidden from the mover, and the
entropy of the seats' exact beliefs about the teams, against the bots' own belief."""

from __future__ import annotations

from tortuga_kit.analysis import Scale, hidden
from tortuga_kit.engine.game import resolve_options
from tortuga_kit.engine.knowledge import Knowledge, PublicLog
from tortuga_kit.engine.match import new_match
from tortuga_kit.engine.registry import available_games, get_game
from tortuga_kit.sim import default_players, moves


def _start(game: str, options: dict[str, object] | None = None) -> tuple[object, object]:
    g = get_game(game)
    state, _ = g.setup(default_players(game), resolve_options(g, dict(options or {})), 2, None)
    return g, state


def test_every_game_hides_something_from_the_mover_and_shows_the_rest() -> None:
    for game in available_games():
        g, state = _start(game)
        share = hidden.hidden_share(g, state, g.to_move(state))  # type: ignore[attr-defined]
        assert 0 < share < 1, game


def test_open_loyalties_hide_less() -> None:
    """Tortuga 1667's Open Loyalty variant shows every loyalty card: fewer hidden components."""
    g, closed = _start("tortuga1667")
    _g, open_ = _start("tortuga1667", {"open_loyalty": True})
    seat = g.to_move(closed)  # type: ignore[attr-defined]
    assert hidden.hidden_share(g, open_, seat) < hidden.hidden_share(g, closed, seat)


def test_the_gathered_tortuga_belief_is_the_bots_belief() -> None:
    """The measure gathers the evidence once as the actions come; the bots' ``belief`` replays
    the match for each question. At three steps, for every seat, the same entropy."""
    n, seed, bots = 6, 4, ["loyal"] * 6
    g = get_game("tortuga1667")
    track = hidden._Tortuga()
    match = new_match("tortuga1667", n, seed)
    checks = 0
    for i, (state, seat, legal, text) in enumerate(moves("tortuga1667", n, seed, bots)):
        mine = track.now(g, state)
        track.saw(g, state, seat, legal, text)
        if i in (0, 15, 40):
            log = PublicLog.replay(match, range(n))  # what the bots follow (bots.choose)
            beliefs = [g.search.belief(Knowledge(g, match.state, s, log.of(s))) for s in range(n)]  # type: ignore[attr-defined]
            theirs = [hidden.entropy(b, s) for s, b in enumerate(beliefs)]
            assert [round(x, 9) for x in mine] == [round(x, 9) for x in theirs]
            checks += 1
        match.play(text)
    assert checks == 3


def test_the_rows_of_a_team_game() -> None:
    rows = hidden.measure("kutschfahrt", 5, Scale(searches=3, seed=2), None, lambda d, t: None)
    by = {(r["measure"], r["group"]): r for r in rows}
    assert [g for m, g in by if m == "belief_entropy_tenth"] == [str(k) for k in range(1, 11)]
    for r in rows:
        assert 0 <= r["low"] <= r["value"] <= r["high"], r
    # at the end every society is public: nothing left to believe
    assert by["belief_entropy_tenth", "10"]["value"] <= by["belief_entropy_tenth", "1"]["value"]
    assert not [
        r
        for r in hidden.measure("gourmet", 4, Scale(searches=2), None, lambda d, t: None)
        if r["measure"] == "belief_entropy_tenth"
    ]
