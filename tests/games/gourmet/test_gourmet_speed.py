"""Tortuga Gourmet's shortcuts for speed (issue 26), each pinned against the full rule it stands
for, never by timing (the speed itself is measured by ``python -m tortuga_kit bench gourmet``):

- the end of a game ranks the seats from a packed tally and the scorer's own split
  (``ending.tie_keys``, ``scoring.packed_score``): the same keys as ``tie_key`` of every
  ``best_score``, and the log's score lines say what ``best_score`` explains;
- the moves of a hand come from a situation's table filled card by card (``turn.Spot``): the
  texts ``targets`` gives for every card, from ``reach_row``, which is ``reach``'s row;
- the maps' islands by the emptied islands (``moving.map_islands``) are ``map_targets``';
- a move's event, made slot by slot, is the one ``Event`` and ``Msg`` make;
- a result's English reason, remembered (``ending.english``), is its ``said`` in English;
- the setup's events that never change are made once and shared, and read as before;
- the tables are bounded, and a table started afresh answers the same.

Size: 48 random games over nine option sets (about 2,700 decisions, each compared), ~2 s.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from tortuga_kit.engine.events import Event
from tortuga_kit.engine.game import resolve_options
from tortuga_kit.engine.i18n import Msg, language
from tortuga_kit.games.gourmet import ending, moving, scoring, setup, turn
from tortuga_kit.games.gourmet.cards import DEFAULT_CARD_DATA, ISLANDS, KINDS, MAPS, MAX_STEPS
from tortuga_kit.games.gourmet.game import GAME
from tortuga_kit.games.gourmet.scoring import (
    SCORING_MODES,
    WEIGHT,
    best_score,
    card_kind,
    packed,
    packed_score,
)
from tortuga_kit.games.gourmet.state import State
from tortuga_kit.games.gourmet.texts import card_msg

#: Option sets that reach every reading a shortcut depends on.
OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"scoring_mode": "recipes_first_points"},
    {"scoring_mode": "recipes_first_count", "tiebreak_counts_meatballs": True},
    {"secret_in_meatballs": True, "tiebreak_counts_meatballs": True},
    {"zero_move_from_empty_island": "stay", "piles_to_end": 12},
    {"lonely_own_island": False, "crowded_counts_self": True},
    {"stuck_rule": "pass", "piles_to_end": 6},
    {"final_tie": "no_winner", "forgetful_pirates": True},
    {"zero_move_from_empty_island": "stay", "stuck_rule": "pass", "piles_to_end": 12},
]


def _games(opts: dict[str, Any], games: int = 5) -> list[list[tuple[State, str]]]:
    """``games`` uniformly random games (2–5 players): every state before a decision (a copy)
    and the text played there; the last entry of each is the finished state and ``""``."""
    seed = OPTION_SETS.index(opts) * 100 if opts in OPTION_SETS else 7
    rng, out = random.Random(seed), []
    for k in range(games):
        n = 2 + k % 4
        s = GAME.setup(n, resolve_options(GAME, opts), seed + k, None)[0]
        steps = []
        while legal := GAME.legal_actions(s):
            text = rng.choice(legal)
            steps.append((GAME.clone(s), text))
            GAME.apply(s, text)
        steps.append((s, ""))
        out.append(steps)
    return out


@pytest.fixture(scope="module", params=range(len(OPTION_SETS)), ids=lambda i: f"options{i}")
def played(request: pytest.FixtureRequest) -> list[list[tuple[State, str]]]:
    return _games(OPTION_SETS[request.param], games=48 // len(OPTION_SETS) + 1)


def _plain_texts(s: State, seat: int) -> list[str]:
    """The play texts by the plain rule: every different card of the hand, in hand order, and
    the islands ``targets`` says it reaches."""
    return [turn.PLAY[c][i] for c in dict.fromkeys(s.hands[seat]) for i in turn.targets(s, seat, c)]


def test_the_moves_of_a_hand_are_the_plain_rules(played: list[list[tuple[State, str]]]) -> None:
    decisions = 0
    for game in played:
        for s, text in game[:-1]:
            seat = GAME.to_move(s)
            assert seat is not None
            assert turn.play_texts(s, seat) == _plain_texts(s, seat)
            assert text in GAME.legal_actions(s)
            decisions += 1
    assert decisions > 100


def test_a_spot_gives_what_targets_gives_for_every_card() -> None:
    """Every card from every island, for every set of up to two emptied islands and 40 random
    larger ones, under both readings of a 0 card on an emptied island."""
    rng = random.Random(26)
    masks = [0, *(1 << i for i in range(ISLANDS))]
    masks += [1 << i | 1 << j for i in range(ISLANDS) for j in range(i)]
    masks += [rng.randrange(1 << ISLANDS) for _ in range(40)] + [(1 << ISLANDS) - 1]
    numbered = [c for c in turn.CARDS if turn.VALUE[c] is not None]
    for stay in (False, True):
        s = GAME.setup(3, resolve_options(GAME, {}), 1, None)[0]
        s.zero_stays = stay
        s.opts = {**s.opts, "zero_move_from_empty_island": "stay" if stay else "forbid"}
        for mask in masks:
            s.mask = mask
            for here in range(ISLANDS):
                s.pirates[0] = here
                table = turn.spot(mask, here, stay)
                assert table.row == moving.reach(mask)[here] == moving.reach_row(mask, here)
                for card in numbered:
                    want = tuple(turn.PLAY[card][i] for i in turn.targets(s, 0, card))
                    assert table[card] == want, (mask, here, card, stay)
                assert table[MAPS[0]] is None and table[MAPS[1]] is None


def test_the_maps_islands_by_the_emptied_islands_are_map_targets() -> None:
    rng = random.Random(5)
    for _ in range(2000):
        piles = [rng.choice((0, 0, 1, 7)) for _ in range(ISLANDS)]
        n = rng.randrange(2, 6)
        pirates = [rng.randrange(ISLANDS) for _ in range(n)]
        seat = rng.randrange(n)
        mask = sum(1 << i for i in range(ISLANDS) if not piles[i])
        for card in MAPS:
            want = moving.map_targets(card, piles, pirates, seat)
            assert moving.map_islands(card, mask, pirates, seat) == want


def test_the_spots_are_bounded_and_start_afresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(turn, "_SPOTS", {})
    monkeypatch.setattr(turn, "MAX_SPOTS", 3)
    for steps in _games({}, games=2):
        for s, _text in steps[:-1]:
            seat = GAME.to_move(s)
            assert seat is not None
            assert turn.play_texts(s, seat) == _plain_texts(s, seat)
            assert len(turn._SPOTS) <= 3


def _reference_move_event(s: State, text: str) -> Event:
    """The move's event as the constructors make it, its way of sailing from ``targets``."""
    _verb, card, island = turn.PARSED[text]
    seat = GAME.to_move(s)
    assert seat is not None
    here, value = s.pirates[seat], turn.VALUE[card]
    if value is None:
        way, rule, tag = turn._BY_MAP, turn._MOVES[card][1], "map"
    else:
        rule, tag = turn.R.MOVEMENT, "sail"
        if value == 0:
            way = turn._STAY
        else:
            cw, ccw = moving.reach(s.mask)[here][value] or (-1, -1)
            both, ccw_only = cw == ccw == island, ccw == island != cw
            way = turn._BOTH if both else turn._CCW if ccw_only else turn._CW
    taken = s.piles[island][-1]
    msg = Msg(
        "gourmet",
        way.msgid,
        way.plural,
        n=value,
        name=s.names[seat],
        card=card_msg(card),
        island=island,
        taken=card_msg(taken),
    )
    return Event(msg, rule, "move", tag)


def test_a_move_event_is_the_one_the_constructors_make(
    played: list[list[tuple[State, str]]],
) -> None:
    assert set(turn.EVENT_SLOTS) == set(Event.__slots__)
    moves = 0
    for game in played:
        for s, text in game[:-1]:
            _verb, _card, island = turn.PARSED[text]
            if not text.startswith("play") or not s.piles[island]:
                continue
            want = _reference_move_event(s, text)
            got = GAME.apply(GAME.clone(s), text)[0]
            assert got == want
            for name in Event.__slots__:
                if name != "_text":
                    assert getattr(got, name) == getattr(want, name), name
            assert isinstance(got._text, Msg) and isinstance(want._text, Msg)
            assert got._text.args == want._text.args
            for lang in ("de", "ko"):
                assert got.in_language(lang).text == want.in_language(lang).text
            moves += 1
    assert moves > 50


def test_every_card_has_its_weight_and_nothing_else_has_one() -> None:
    values = (None, *range(10))
    candidates = [k if v is None else f"{k} {v}" for k in (*KINDS, "pearl") for v in values]
    accepted = set()
    for card in candidates:
        try:
            card_kind(card)
        except ValueError:
            continue
        accepted.add(card)
    assert set(WEIGHT) == accepted
    with pytest.raises(ValueError, match="'pearl 2' is not a card"):
        packed(["grog 1", "pearl 2"])
    with pytest.raises(ValueError, match="is not a card"):
        packed(["grog 1", ["fish 2"]])  # type: ignore[list-item]


def _random_cards(rng: random.Random) -> list[str]:
    kinds = (*KINDS, "secret", "secret", "doubloon")
    return [f"{k} {rng.randrange(MAX_STEPS + 1)}" for k in rng.choices(kinds, k=rng.randrange(40))]


def test_a_packed_score_is_best_scores(monkeypatch: pytest.MonkeyPatch) -> None:
    """Random piles of up to 40 cards (many secrets and doubloons), every recipe of the data,
    every mode and reading; the table bounded to 50 entries, so it also starts afresh."""
    monkeypatch.setattr(scoring, "_PACKED", {})
    monkeypatch.setattr(scoring, "MAX_SPLITS", 50)
    rng = random.Random(3)
    s = GAME.setup(5, resolve_options(GAME, {}), 1, None)[0]
    cards_of = list(s.recipe_cards.values())
    for _ in range(600):
        cards = _random_cards(rng)
        recipe = rng.choice(cards_of)
        mode = rng.randrange(len(SCORING_MODES))
        mixed, meatballs = rng.random() < 0.5, rng.random() < 0.5
        r = best_score(
            recipe,
            cards,
            scoring_mode=SCORING_MODES[mode],  # type: ignore[arg-type]
            secret_in_meatballs=mixed,
            meatballs_are_recipes=meatballs,
        )
        want = (r.total, r.recipes, r.counts["meatballs"], r.counts["fish_food"])
        assert packed_score(recipe, packed(cards), mode, mixed, meatballs) == want
        assert len(scoring._PACKED) <= 50


def test_the_end_ranks_and_scores_as_best_score_does(
    played: list[list[tuple[State, str]]],
) -> None:
    for game in played:
        for s, _text in game[:: max(1, len(game) // 6)]:  # mid-game states too
            assert ending.tie_keys(s) == [ending.tie_key(s, r) for r in ending.scores(s)]
        finished = game[-1][0]
        assert finished.result is not None
        results = ending.scores(finished)
        assert finished.result.scores == tuple(float(r.total) for r in results)
        assert finished.result.ranking == ending.ranking(finished, results)
        again = GAME.clone(game[-2][0])
        events = GAME.apply(again, game[-2][1])
        lines = [e for e in events if e.tag == "score"]
        assert len(lines) == finished.n
        for p, (line, r) in enumerate(zip(lines, results)):
            assert line.rule == r.rule
            for lang in ("en", "de"):
                with language(lang):
                    text = line.in_language(lang).text
                    assert finished.names[p] in text and r.explanation in text


def test_a_results_english_reason_is_its_said_in_english(
    played: list[list[tuple[State, str]]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Bounded to two entries here, so the table also starts afresh."""
    monkeypatch.setattr(ending, "_REASONS", {})
    monkeypatch.setattr(ending, "MAX_REASONS", 2)
    for game in played:
        s, text = GAME.clone(game[-2][0]), game[-2][1]
        with language("de"):  # the reason stays English whatever the reader's language
            GAME.apply(s, text)
        assert s.result is not None and s.result.said is not None
        assert s.result.reason == s.result.said.render("en")
        assert s.result == game[-1][0].result
        assert len(ending._REASONS) <= 2


def test_the_setup_events_that_never_change_are_shared() -> None:
    opts = resolve_options(GAME, {})
    (s1, ev1), (s2, ev2) = (GAME.setup(4, dict(opts), seed, None) for seed in (1, 2))
    assert ev1[0] is ev2[0] is setup.SHUFFLED[True] and ev1[1] is ev2[1] is setup.HANDS
    assert ev1[3] is setup.STARTING[s1.pirates[0]] and ev2[3] is setup.STARTING[s2.pirates[0]]
    assert (
        ev1[3].text == f"Island {s1.pirates[0]} is the starting island: every pirate starts there."
    )
    assert ev1[0].text == (
        "The 84 island cards are shuffled into 12 piles of 7, ingredient side up, in a circle: "
        "islands 0 to 11 clockwise (the kit's placeholder card data)."
    )
    own = {**DEFAULT_CARD_DATA, "assumed": False}
    _s, ev = GAME.setup(3, resolve_options(GAME, {"card_data": own}), 1, None)
    assert ev[0] is setup.SHUFFLED[False]
    assert ev[0].text.endswith("islands 0 to 11 clockwise.")
    assert ev[0].in_language("de").text != ev[0].text  # still worded in the reader's language
