"""The Match API as notebooks, bots and widgets use it: the engine's mechanics
(engine/match.py: python-chess-style value objects, three precise
ValueError types, predicates as questions).

No test here is about a rule of a game. The matches are Tortuga 1667's (its options and action
texts appear) because it is the one real game; the toy game's matches are too short to cross
the Match's checkpoints. Where Tortuga's rules decide
the answer, the test is in ``tests/games/tortuga1667/test_match_api.py``; what every game must
do is in ``tests/conformance``.
"""

from __future__ import annotations

import inspect
import json
import random
import secrets

import pytest
from strategies import GAME_NAME, random_match

import tortuga_kit as tk
from tortuga_kit.bench import match_memory
from tortuga_kit.engine import BadOption, IllegalAction


def one_line(exc: BaseException) -> str:
    text = str(exc)
    assert text and "\n" not in text, f"not a one-line message: {text!r}"
    return text


# ---------------------------------------------------------------------------- new_match
def test_new_match_signature() -> None:
    """new_match(game, players, seed=None, *, position=None, lang=None, **options): options are
    keywords (issue 13: ``lang``, the language of the texts, default the kit's); no seed draws
    a secret one (issue 23)."""
    sig = inspect.signature(tk.new_match)
    params = sig.parameters
    assert list(params) == ["game", "players", "seed", "position", "lang", "options"]
    assert params["seed"].default is None
    assert params["position"].kind is inspect.Parameter.KEYWORD_ONLY
    assert params["position"].default is None
    assert params["lang"].kind is inspect.Parameter.KEYWORD_ONLY
    assert params["lang"].default is None
    assert params["options"].kind is inspect.Parameter.VAR_KEYWORD
    assert GAME_NAME in tk.available_games()


def test_new_match_arguments_reach_the_match() -> None:
    m = tk.new_match(GAME_NAME, 5, 7, open_loyalty=True)
    assert (m.players, m.seed) == (5, 7)
    assert m.options["open_loyalty"] is True and m.view()["options"]["open_loyalty"] is True
    assert tk.new_match(GAME_NAME, 5, "abc").digest() == tk.new_match(GAME_NAME, 5, "abc").digest()
    assert len({tk.new_match(GAME_NAME, 5, s).digest() for s in (0, 1, "abc")}) == 3
    with pytest.raises(TypeError):
        tk.new_match(GAME_NAME, 5, 7, {})  # position is keyword-only


@pytest.mark.parametrize("seed", [b"1", [1], float("nan"), True])
def test_a_seed_that_is_not_a_number_or_text_is_a_bad_option(seed: object) -> None:
    """The seed is an int or a str (engine/rng.py seed_state; None draws one); anything else must be refused
    with the kit's BadOption, like any other bad argument, not a TypeError from deep inside."""
    with pytest.raises(BadOption) as info:
        tk.new_match(GAME_NAME, 4, seed)  # type: ignore[arg-type]
    assert "seed" in one_line(info.value)


def test_an_unhashable_option_value_is_a_bad_option() -> None:
    with pytest.raises(BadOption) as info:
        tk.new_match(GAME_NAME, 4, 1, fountain_protects=[["maroon"]])
    assert "fountain_protects" in one_line(info.value)


def test_a_finished_match_has_no_decision_and_refuses_play() -> None:
    m = random_match(5, 3, {}, "uniform")
    assert m.is_over and m.decision is None and m.to_move is None
    assert m.legal_actions() == []
    with pytest.raises(IllegalAction) as info:
        m.play("attack")
    assert info.value.code == "game_over"
    one_line(info.value)


# ---------------------------------------------------------------------------- actions
def test_action_str_repr_equality_and_label() -> None:
    m = tk.new_match(GAME_NAME, 4, seed=2, quick_start=True)
    for a in m.legal_actions():
        assert str(a) == a.text
        assert repr(a) == f"Action({a.seat}, {a.text!r})"
        assert eval(repr(a), {"Action": tk.Action}) == a  # noqa: S307 - the repr contract
        assert hash(eval(repr(a), {"Action": tk.Action})) == hash(a)
        assert isinstance(a.label, str) and a.label
        with pytest.raises(AttributeError):
            a.text = "attack"  # type: ignore[misc]
    attack = next(a for a in m.legal_actions() if a.text == "attack")
    assert attack.label != "attack" and "attack" in attack.label.lower()
    assert tk.Action(0, "x", "one label") == tk.Action(0, "x", "another")


def test_play_accepts_text_and_action_alike() -> None:
    a = tk.new_match(GAME_NAME, 6, seed=5)
    b = tk.new_match(GAME_NAME, 6, seed=5)
    for _ in range(40):
        if a.is_over:
            break
        action = a.legal_actions()[-1]
        events = a.play(action)
        assert isinstance(events, list) and all(isinstance(e, tk.Event) for e in events)
        b.play(action.text)
        assert a.digest() == b.digest()
    assert a.history == b.history


def test_play_checks_the_seat() -> None:
    m = tk.new_match(GAME_NAME, 4, seed=1)
    names = m.view()["names"]
    seat = m.to_move
    wrong = (seat + 1) % 4
    before = m.to_json()
    for args in (("hold british", wrong), (tk.Action(wrong, "hold british"), None)):
        with pytest.raises(IllegalAction) as info:
            m.play(*args)
        assert info.value.code == "not_your_turn"
        text = one_line(info.value)
        assert names[seat] in text and names[wrong] in text
        assert m.to_json() == before
    m.play("hold british", seat=seat)
    assert m.history[-1] == tk.Action(seat, "hold british")


@pytest.mark.parametrize("seat", ["0", 0.5, [0]])
def test_a_seat_that_is_not_a_whole_number_is_a_kit_error(seat: object) -> None:
    """A widget passing a seat of the wrong type gets the kit's error, not a TypeError."""
    m = tk.new_match(GAME_NAME, 4, seed=1)
    before = m.to_json()
    with pytest.raises((IllegalAction, BadOption)):
        m.play("hold british", seat=seat)  # type: ignore[arg-type]
    assert m.to_json() == before


def test_text_is_case_insensitive_and_whitespace_normalised() -> None:
    m = tk.new_match(GAME_NAME, 4, seed=1, quick_start=True)
    maroon = next(a.text for a in m.legal_actions() if a.text.startswith("maroon "))
    m2 = tk.new_match(GAME_NAME, 4, seed=1, quick_start=True)
    m.play(maroon)
    m2.play("  " + maroon.upper().replace(" ", " \t  ") + "\n")
    assert m2.history == m.history and m2.history[-1].text == maroon
    assert m2.digest() == m.digest()
    m3 = tk.new_match(GAME_NAME, 4, seed=1, quick_start=True)
    m3.play(tk.Action(m3.to_move, maroon.swapcase()))
    assert m3.history[-1].text == maroon


# ---------------------------------------------------------------------------- undo / redo
def test_undo_redo_semantics() -> None:
    m = tk.new_match(GAME_NAME, 4, seed=9)
    assert not m.can_undo and not m.can_redo
    with pytest.raises(IllegalAction) as info:
        m.undo()
    assert info.value.code == "nothing_to_undo"
    with pytest.raises(IllegalAction) as info:
        m.redo()
    assert info.value.code == "nothing_to_redo"
    start = m.digest()
    first = m.legal_actions()[0]
    m.play(first)
    after_first = (m.digest(), len(m.events))
    second = m.legal_actions()[1]
    m.play(second)
    assert m.undo() == second and m.undo() == first
    assert m.digest() == start and m.history == () and m.can_redo
    assert m.redo() == first
    assert (m.digest(), len(m.events)) == after_first
    assert m.can_redo and m.redo() == second and not m.can_redo
    m.undo()
    other = next(a for a in m.legal_actions() if a != second)
    m.play(other)
    assert not m.can_redo, "a new play must clear the redo list"
    with pytest.raises(IllegalAction):
        m.redo()


def test_undoing_step_by_step_replays_each_span_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Undo after undo reproduces every step (its digest) across checkpoints, mixed with redo
    and a new play, and replays each checkpoint's span once: the undo trail. Without it each
    undo replayed up to 63 actions from its checkpoint (about 5,000 applies here, not 200),
    a third of the conformance checks' time. Cartagena's: a random game of it is long enough."""
    m = tk.new_match("cartagena", 4, seed=3)
    rng = random.Random(3)
    digests = [m.digest()]
    while m.step < 150 and not m.is_over:
        m.play(rng.choice(m.legal_actions()))
        digests.append(m.digest())
    n = m.step
    assert n == 150, "the match must cross two checkpoints"
    applied = 0
    apply = type(m.game).apply

    def counted(self: object, state: object, text: str) -> object:
        nonlocal applied
        applied += 1
        return apply(self, state, text)  # type: ignore[arg-type]

    monkeypatch.setattr(type(m.game), "apply", counted)
    for k in range(n - 1, 99, -1):
        m.undo()
        assert m.digest() == digests[k], f"undo to step {k}"
    for k in range(101, 121):  # redo walks forward, undo comes back through the trail
        m.redo()
        assert m.digest() == digests[k]
    for k in range(119, -1, -1):
        m.undo()
        assert m.digest() == digests[k], f"undo to step {k}"
    # each span replayed once, the redone one twice, and the 20 redos: about 200 (5,000 without)
    assert applied <= 2 * n, f"{applied} applies to undo {n} steps"
    m.redo()
    assert m.digest() == digests[1]
    m.undo()
    twin = m.replayed()
    first = m.legal_actions()[-1]
    m.play(first)  # a new branch: the trail's prefix is still this history's
    twin.play(first)
    m.play(m.legal_actions()[0])
    twin.play(twin.legal_actions()[0])
    m.undo()
    twin.undo()
    assert m.digest() == twin.digest() and m.history == twin.history


def test_undo_after_the_end_reopens_the_match() -> None:
    m = random_match(4, 21, {}, "uniform")
    assert m.is_over
    last = m.undo()
    assert not m.is_over and m.result is None and m.to_move == last.seat
    m.redo()
    assert m.is_over


def test_history_and_at() -> None:
    m = tk.new_match(GAME_NAME, 5, seed=4)
    digests, event_counts = [m.digest()], [len(m.events)]
    for _ in range(30):
        d = m.decision
        a = m.legal_actions()[0]
        m.play(a)
        assert m.history[-1].seat == d.seat and m.history[-1].text == a.text
        digests.append(m.digest())
        event_counts.append(len(m.events))
    assert isinstance(m.history, tuple) and len(m.history) == 30
    for k in (0, 1, 17, 30):
        old = m.at(k)
        assert old.digest() == digests[k] and len(old.history) == k
        assert len(old.events) == event_counts[k] and old.history == m.history[:k]
    copy = m.at(10)
    copy.play(copy.legal_actions()[-1])
    copy.undo()
    copy.undo()
    assert m.digest() == digests[30] and len(m.history) == 30, "a copy changed the original"
    assert m.copy().digest() == m.digest()
    for bad in (-1, 31):
        with pytest.raises(BadOption):
            m.at(bad)


# ---------------------------------------------------------------------------- display
def test_reprs_have_no_memory_address() -> None:
    """Notebook outputs are compared by nbval: no 0x... addresses (they differ every run)."""
    m = tk.new_match(GAME_NAME, 5, seed=7)
    text = repr(m)
    assert "0x" not in text and " at " not in text
    for part in (GAME_NAME, "players=5", "step=0", f"seat {m.to_move}"):
        assert part in text, text
    done = random_match(5, 7, {}, "uniform")
    assert "over" in repr(done) and "0x" not in repr(done)
    # the seed deals every secret: a running match's repr (a notebook's text/plain output,
    # sent to the browser and saved in the file) never names it; the game over's may, to replay
    secret = tk.new_match(GAME_NAME, 5)
    assert "seed" not in text and str(secret.seed) not in repr(secret)
    assert f"seed={done.seed!r}" in repr(done)
    for obj in (m.decision, m.events[0], done.result, m.legal_actions()[0], m.view(), m.view(0)):
        assert "0x" not in repr(obj), repr(obj)[:200]


@pytest.mark.parametrize("seat", [-1, 5, 99, "0", True, 1.0])
def test_view_and_log_refuse_a_bad_seat(seat: object) -> None:
    m = tk.new_match(GAME_NAME, 5, seed=7)
    for call in (m.view, m.log):
        with pytest.raises(BadOption) as info:
            call(seat)  # type: ignore[arg-type]
        one_line(info.value)


# ---------------------------------------------------------------------------- copies
@pytest.mark.parametrize("game", tk.available_games())
def test_a_match_at_any_step_pickles_and_deepcopies_as_itself(game: str) -> None:
    """A match goes to another process (pickle) or is copied whole (``copy.deepcopy``, a
    learner's "what if"): at every step of a random game the copy has the same digest, and the
    copy plays on like the original. (Gourmet's scores held read-only maps that did not pickle.)"""
    import copy
    import pickle
    import random

    players = tk.get_game(game).players.start + 1
    m = tk.Match(game, players, 3)
    rng = random.Random(3)
    while not m.is_over and m.step < 400:
        m.play(rng.choice(m.legal_actions()))
        if m.step % 7 == 0 or m.is_over:
            for twin in (pickle.loads(pickle.dumps(m)), copy.deepcopy(m)):
                assert twin.digest() == m.digest() and twin.step == m.step
    twin = copy.deepcopy(m)
    if not m.is_over:
        text = m.legal_texts()[0]
        m.play(text)
        twin.play(text)
        assert twin.digest() == m.digest()


def test_a_copied_match_uses_the_interned_actions_of_its_process() -> None:
    """A pickle or deep copy of a match leaves the game's shared intern tables behind, and the
    copy takes those of the process it arrives in: its legal actions are the very objects the
    original hands out (issue 26: the tables were copied into every pickle, most of its
    bytes)."""
    import copy
    import pickle

    m = tk.Match(GAME_NAME, 9, 3)
    rng = random.Random(3)
    decision = m.game.decision  # the game's: the match keeps no Decision (none pickles yet)
    while m.step < 12 or getattr(decision(m.state), "kind", "turn") == "turn":
        m.play(rng.choice(m.legal_actions()))  # to a decision that is not a turn's
    for twin in (pickle.loads(pickle.dumps(m)), copy.deepcopy(m)):
        mine, theirs = m.legal_actions(), twin.legal_actions()
        assert mine == theirs and all(a is b for a, b in zip(mine, theirs))
        action = rng.choice(theirs)
        twin.play(action)
        assert twin.history[-1] is action and twin.digest() != m.digest()


# ---------------------------------------------------------------------------- the seed
def test_a_match_without_a_seed_draws_a_secret_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 23: a seed deals every secret, so a match started without one must not get a seed
    anyone can try (0 before): it draws one from ``secrets``, in the range a save holds."""
    asked: list[int] = []

    def randbelow(n: int) -> int:
        asked.append(n)
        return 4_321_987_654_321

    monkeypatch.setattr(secrets, "randbelow", randbelow)
    m = tk.new_match(GAME_NAME, 5)
    assert m.seed == 4_321_987_654_321 and asked == [2**53]
    assert tk.Match(GAME_NAME, 5).seed == 4_321_987_654_321 and len(asked) == 2
    assert m.digest() == tk.new_match(GAME_NAME, 5, 4_321_987_654_321).digest()
    assert tk.Match.from_json(m.to_json()).seed == m.seed  # the save keeps it: no new draw
    assert len(asked) == 2
    monkeypatch.undo()
    seeds = {tk.new_match(GAME_NAME, 5).seed for _ in range(5)}
    assert len(seeds) == 5 and all(isinstance(s, int) and 0 <= s < 2**53 for s in seeds)


@pytest.mark.parametrize("seed", [2**53 + 1, -(2**53) - 1, 2**63, 10**40])
def test_a_seed_no_save_could_hold_is_refused_with_the_range(seed: int) -> None:
    """Issue 23: a seed above 2**53 started a match whose save never loaded. Refused when the
    match is built, in one line that gives the range."""
    with pytest.raises(BadOption) as info:
        tk.new_match(GAME_NAME, 5, seed)
    text = one_line(info.value)
    assert "-9007199254740992 to 9007199254740992" in text and len(text) < 200


@pytest.mark.parametrize("seed", [2**53, -(2**53), 0, "x" * 200])
def test_every_seed_in_the_range_saves_and_loads(seed: int | str) -> None:
    m = tk.new_match(GAME_NAME, 5, seed)
    m.play(m.legal_actions()[0])
    back = tk.Match.from_json(m.to_json())
    assert back.seed == seed and back.digest() == m.digest()


def test_a_save_whose_seed_is_null_is_refused_not_redrawn() -> None:
    data = json.loads(tk.new_match(GAME_NAME, 5, 3).to_json())
    data["seed"] = None
    with pytest.raises(tk.BadSave, match="seed"):
        tk.Match.from_json(json.dumps(data))


# ---------------------------------------------------------------------------- memory (issue 26)
def test_events_made_again_are_the_events_played() -> None:
    """A match keeps no events but the last action's (issue 26: they were most of its memory):
    ``events``, ``events_since`` and ``log`` make them again from the checkpoint before them.
    They must be the very events ``play`` returned, step by step, across checkpoints, after an
    undo and a redo, in a replay copy (``at``) and in a match with another language."""
    m = tk.new_match(GAME_NAME, 5, seed=7)
    played = [list(m.events)]
    rng = random.Random(7)
    while not m.is_over and m.step < 75:  # past two checkpoints (every 32 steps)
        played.append(m.play(rng.choice(m.legal_actions())))
    n = m.step
    assert [e for step in played for e in step] == m.events
    for since in (0, 1, 31, 32, 33, n - 1, n):
        assert m.events_since(since) == [e for step in played[since + 1 :] for e in step]
        log = m.log(None, since=since)
        first = 0 if since == 0 else since + 1
        expected = [(k, e.text) for k, step in enumerate(played[first:], first) for e in step]
        assert [(entry["step"], entry["text"]) for entry in log] == expected
    m.undo()
    assert m.events == [e for step in played[:n] for e in step]
    m.redo()
    assert m.events_since(n - 1) == played[n]
    old = m.at(40)
    assert old.events == [e for step in played[:41] for e in step]
    assert old.events_since(39) == played[40]
    de = tk.Match.from_json(m.to_json(), lang="de")
    assert [e.rule for e in de.events] == [e.rule for e in m.events]
    assert de.events_since(n - 2) == [e.in_language("de") for s in played[n - 1 :] for e in s]


def test_a_finished_match_keeps_at_most_300_bytes_a_decision() -> None:
    """What a finished match holds to undo, replay and save, per decision, beyond a new match
    (``tracemalloc``, as ``bench --memory`` measures it): at most 300 bytes (issue 26; 600-940
    bytes while every step's events were kept). Memory, not time: the same on any machine."""
    for row in match_memory(["cartagena", "gourmet", "tortuga1667"], matches=2):
        assert row["bytes_per_decision"] <= 300, row


def test_a_match_whose_decision_was_read_pickles_and_copies() -> None:
    """Every widget reads ``Match.decision``; a ``Decision`` is immutable, and pickle's and
    deepcopy's default rebuild set its slots one by one, which it refused ("Decision is
    immutable"): such a match could not be copied or sent to another process."""
    import copy
    import pickle

    for game in tk.available_games():
        m = tk.Match(game, tk.get_game(game).players[0], 3)
        d = m.decision
        assert d is not None
        for twin in (pickle.loads(pickle.dumps(m)), copy.deepcopy(m)):
            assert twin.decision == d and twin.digest() == m.digest()
        assert pickle.loads(pickle.dumps(d)) == d and copy.copy(d) == d


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("game", 5, "not text"),
        ("players", "4", "not a whole number"),
        ("history", {}, "not a list"),
    ],
)
def test_a_save_field_of_the_wrong_kind_is_named_in_words(
    field: str, value: object, words: str
) -> None:
    """One line that a learner can read ("not a whole number"), not Python's type name ("not a
    int", found by the issue 23 audit)."""
    data = json.loads(tk.new_match("cartagena", 3, seed=1).to_json())
    data[field] = value
    with pytest.raises(tk.BadSave) as info:
        tk.Match.from_json(json.dumps(data))
    assert one_line(info.value) == f"save file field {field!r} is missing or {words}"
