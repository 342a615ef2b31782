"""Save files: (game, players, seed, options, position, history) plus a digest
(engine/match.py). Loading replays every action and compares the digest, so a save
either reproduces its match exactly or is refused with a one-line ``BadSave``; garbage of any
kind is a ``BadSave``, never another exception.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from strategies import GAME_NAME, OPTION_SETS, hsettings, random_match

import tortuga_kit as tk
from tortuga_kit.engine import BadSave
from tortuga_kit.engine.match import SAVE_FORMAT
from tortuga_kit.games.tortuga1667.prepared import VALIDATORS as POSITION_KEYS
from tortuga_kit.games.tortuga1667.setup import OPTIONS

POSITION = {  # from the prepared.py docstring: a prepared position round-trips like any match
    "lines": {"fd": ["Anne", "Bart"], "jr": ["Calico"], "tortuga": ["Dirk"]},
    "boats": {"fd": None, "jr": None},
    "turn": "Anne",
}


def load_fails(text: str | bytes, *words: str) -> BadSave:
    with pytest.raises(BadSave) as info:
        tk.Match.from_json(text)
    exc = info.value
    assert isinstance(exc, ValueError) and exc.code == "bad_save"
    message = str(exc)
    assert message and "\n" not in message, f"not one line: {message!r}"
    for word in words:
        assert word in message, f"{word!r} not in {message!r}"
    return exc


def assert_same_match(a: tk.Match, b: tk.Match) -> None:
    assert a.digest() == b.digest()
    assert a.history == b.history
    assert [str(x) for x in a.legal_actions()] == [str(x) for x in b.legal_actions()]
    assert a.to_json() == b.to_json()
    for seat in (None, *range(a.players)):
        assert a.view(seat) == b.view(seat)
        assert a.log(seat) == b.log(seat)


def saved_game(players: int = 5, seed: int | str = 3, steps: int = 40, **options: Any) -> tk.Match:
    return random_match(players, seed, options, "verb", steps=steps)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- round trips
@pytest.mark.parametrize("key", ["default", "chaos", "open_loyalty", "quick_start", "per_card"])
def test_round_trip_mid_game(key: str) -> None:
    m = saved_game(6, 5, 60, **OPTION_SETS[key])
    text = m.to_json()
    data = json.loads(text)
    assert set(data) == {
        "format",
        "game",
        "rules_version",
        "players",
        "seed",
        "options",
        "position",
        "history",
        "digest",
        "checksum",
    }
    assert data["format"] == SAVE_FORMAT and data["game"] == GAME_NAME
    assert data["history"] == [[a.seat, a.text] for a in m.history]
    loaded = tk.Match.from_json(text)
    assert_same_match(loaded, m)
    assert_same_match(tk.Match.from_json(text.encode()), m)
    # both go on identically
    for _ in range(20):
        if m.is_over:
            break
        action = m.legal_actions()[-1]
        m.play(action)
        loaded.play(action.text)
        assert loaded.digest() == m.digest()


def test_round_trip_keeps_names_string_seed_tuples_and_positions() -> None:
    m = saved_game(
        4,
        "pirates of 1667",
        30,
        names=["Ann", "Ben", "Cy", "Di"],
        fountain_protects=("maroon", "pistol"),
    )
    assert_same_match(tk.Match.from_json(m.to_json()), m)
    p = tk.new_match(GAME_NAME, 4, seed=1, position=POSITION)
    for _ in range(10):
        p.play(p.legal_actions()[0])
    loaded = tk.Match.from_json(p.to_json())
    assert_same_match(loaded, p)
    assert loaded.position == POSITION


def test_a_finished_game_round_trips() -> None:
    m = random_match(7, 8, {}, "uniform")
    assert m.is_over
    loaded = tk.Match.from_json(m.to_json())
    assert_same_match(loaded, m)
    assert loaded.result == m.result


# ---------------------------------------------------------------------------- corrupt files
def test_not_json_or_not_an_object() -> None:
    for text in ("", "{", "not a save", "{'format': 1}", b"\xff\xfe\x00", "[1, 2"):
        load_fails(text, "JSON")
    for text in ("[]", "3", "null", '"a save"', "true"):
        load_fails(text, "object")


def test_deeply_nested_garbage_is_a_bad_save() -> None:
    """The JSON parser's recursion limit must not escape as RecursionError."""
    load_fails("[" * 100_000)
    load_fails('{"a":' * 100_000)


def test_none_is_a_bad_save() -> None:
    load_fails(None)  # type: ignore[arg-type]


def _save(**changes: Any) -> str:
    data = json.loads(saved_game().to_json())
    for key, value in changes.items():
        if value is ...:
            del data[key]
        else:
            data[key] = value
    return json.dumps(data)


def test_wrong_format() -> None:
    load_fails(_save(format="tortuga_kit.match/9"), "format", "tortuga_kit.match/9")
    load_fails(_save(format=...), "format")


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("game", ...),
        ("players", ...),
        ("history", ...),
        ("game", 5),
        ("players", "5"),
        ("history", {"0": "hold british"}),
        ("options", [1]),
    ],
)
def test_missing_or_mistyped_fields(field: str, value: Any) -> None:
    load_fails(_save(**{field: value}), repr(field))


def test_wrong_game_player_count_or_option() -> None:
    load_fails(_save(game="chess"), "chess")
    load_fails(_save(players=12), "12")
    load_fails(_save(players=True), "players")
    load_fails(_save(options={"kraken": 1}), "kraken")
    load_fails(_save(players=4))  # the history no longer fits: a seat, an action or the digest


def test_tampered_digest() -> None:
    load_fails(_save(digest="0" * 16), "digest")


def test_history_edit_that_reaches_the_same_state_is_caught_by_the_checksum() -> None:
    """The digest covers only the final state, and different histories can converge to it
    (Stormy Seas empties the holds): the checksum over the whole save catches such edits."""
    m = saved_game(steps=2)
    data = json.loads(m.to_json())
    first = data["history"][0]
    data["history"][0] = [first[0], "hold french" if first[1] == "hold british" else "hold british"]
    data["digest"] = tk.Match.from_json(
        json.dumps({k: v for k, v in data.items() if k not in ("checksum", "digest")})
    ).digest()
    load_fails(json.dumps(data), "checksum")


def test_tampered_history_entries() -> None:
    """An edited entry is refused: illegal, malformed, for the wrong seat, or (still legal but
    a different match) caught by the digest of the final state."""
    m = saved_game(steps=2)
    data = json.loads(m.to_json())
    first = data["history"][0]
    other = "hold french" if first[1] == "hold british" else "hold british"
    for entry, words in (
        ([first[0], other], ["digest"]),  # still legal, different match: the digest notices
        ([first[0], "fly to the moon"], ["entry 0", "fly to the moon"]),  # illegal text
        ([(first[0] + 1) % 5, first[1]], ["entry 0"]),  # the wrong seat
        ([first[0]], ["entry 0", "[seat, text]"]),
        ("hold british", ["entry 0"]),
        ([str(first[0]), first[1]], ["entry 0"]),
        ([first[0], 5], ["entry 0"]),
    ):
        bad = json.loads(m.to_json())
        bad["history"][0] = entry
        load_fails(json.dumps(bad), *words)
    bad = json.loads(m.to_json())
    bad["history"].append([0, "attack"])
    load_fails(json.dumps(bad))
    bad = json.loads(m.to_json())
    del bad["history"][-1]
    load_fails(json.dumps(bad), "digest")


@pytest.mark.parametrize("seed", [None, float("nan")])
def test_a_garbage_seed_is_a_bad_save(seed: Any) -> None:
    """The seed is an int or a str; anything else must not escape as TypeError/ValueError."""
    load_fails(_save(seed=seed, history=[], digest=...), "seed")


def test_a_garbage_option_value_is_a_bad_save() -> None:
    load_fails(
        _save(options={"fountain_protects": [[1]]}, history=[], digest=...), "fountain_protects"
    )


def test_a_garbage_position_is_a_bad_save() -> None:
    """More shapes of bad positions: test_match_api.test_an_impossible_position_is_..."""
    load_fails(_save(position={"lines": {"fd": 5}}, history=[], digest=...), "position")


# ---------------------------------------------------------------------------- garbage
JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=16,
)
OPTION_GARBAGE = st.dictionaries(st.sampled_from(sorted(OPTIONS)), JSON, max_size=3)
POSITION_GARBAGE = st.dictionaries(st.sampled_from(sorted(POSITION_KEYS)), JSON, max_size=3)
HISTORY = st.lists(
    st.one_of(
        st.tuples(
            st.integers(-1, 9),
            st.sampled_from(["hold british", "hold french", "attack", "peek 1 2", "reveal 3", "x"]),
        ).map(list),
        JSON,
    ),
    max_size=4,
)
SAVE_SHAPED = st.fixed_dictionaries(
    {
        "format": st.just(SAVE_FORMAT),
        "game": st.one_of(st.just(GAME_NAME), JSON),
        "players": st.one_of(st.integers(-1, 12), JSON),
        "history": st.one_of(HISTORY, JSON),
    },
    optional={
        "seed": st.one_of(st.integers(), st.text(max_size=8), JSON),
        "options": st.one_of(OPTION_GARBAGE, JSON),
        "position": st.one_of(st.none(), POSITION_GARBAGE, JSON),
        "digest": st.one_of(st.text(max_size=16), JSON),
    },
)
REAL_SAVE = json.loads(tk.new_match(GAME_NAME, 4, seed=1).to_json())


@st.composite
def mutated_real_save(draw: st.DrawFn) -> str:
    """A real save with one field replaced by garbage (the realistic corruption)."""
    data = dict(REAL_SAVE)
    field = draw(st.sampled_from(sorted(REAL_SAVE)))
    data[field] = draw(st.one_of(JSON, OPTION_GARBAGE, POSITION_GARBAGE, HISTORY))
    return json.dumps(data)


@hsettings(300)
@given(
    text=st.one_of(
        st.text(max_size=60),
        st.binary(max_size=30),
        JSON.map(json.dumps),
        SAVE_SHAPED.map(json.dumps),
        mutated_real_save(),
    )
)
def test_from_json_raises_nothing_but_bad_save(text: str | bytes) -> None:
    try:
        tk.Match.from_json(text)
    except BadSave as exc:
        assert "\n" not in str(exc), str(exc)
