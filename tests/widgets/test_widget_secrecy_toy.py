"""Secrecy of the generic layers, checked with a game that is not Tortuga 1667.

``toygame.py`` is a hidden-hand card game written only against the engine's public protocol:
playing a card from the hand is a secret decision (its texts are the hand), drawing or passing
is a public one. The widget must decide what reaches a browser from ``Decision.secret`` and the
selected seat alone, so these tests would catch a widget that only knows which of Tortuga's
decisions are secret (that one synced ``['play dagger', 'play pistol']`` to the projector).

- a) whole games through ``MatchWidget``'s Python API in hot-seat mode, and after every step
  the synced state of the projector and of every seat is scanned for cards that are in another
  seat's hand or in the deck;
- b) differential: states that differ only in what a seat cannot know give that seat the same
  view, observation, legal actions and widget buttons; the projector's view never changes;
- c) ``Decision.secret`` is True for playing and False for drawing, and the projector gets no
  buttons on the secret decision even with hot seat on;
- d) the seed, which deals every secret: twins (two seeds that deal the same match) send the
  browser exactly the same traits and messages, for every seat and the projector, all game
  long; no trait or message holds the seed while a match runs, a typed one or a drawn one; and
  Undo in company never takes back a move that told a human seat a secret (a draw);
- and the kit's generic checks: playthroughs, save/load, replay, undo, invariants, SVG, sim.

The toy game is registered by a module-scoped fixture and removed again afterwards, so test
files that list ``tk.available_games()`` never see it.
"""

from __future__ import annotations

import json
import random
import re
import secrets
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from toygame import CARDS, GAME, NAME, register_toy, registered
from wire import flat, send_msg, synced

import tortuga_kit as tk
from tortuga_kit.engine.errors import BadOption, IllegalAction
from tortuga_kit.engine.game import Game
from tortuga_kit.engine.playthrough import playthrough
from tortuga_kit.engine.rng import Rng, seed_state
from tortuga_kit.engine.verbs import verb_of

pytest.importorskip("anywidget")

from tortuga_kit.widgets import MatchWidget  # noqa: E402

TESTS = Path(__file__).resolve().parents[1]  # tests/: where toygame.py lives
RESAMPLES = 6
WORD = {c: re.compile(rf"\b{re.escape(c)}\b") for c in CARDS}


@pytest.fixture(scope="module", autouse=True)
def toy_registered() -> Iterator[Game[Any]]:
    """Register the toy game for this module only; afterwards the registry is as it was."""
    with registered() as game:
        yield game


# ------------------------------------------------------------------------------ helpers


def per_seat(state: dict[str, Any]) -> dict[str, Any]:
    """Every synced trait but the static code (``_esm``, ``_css``, model
    names): those are checked separately to be the same for every seat and every step."""
    return {k: v for k, v in state.items() if not k.startswith("_")}


def statics(w: Any) -> dict[str, Any]:
    return {k: v for k, v in synced(w).items() if k.startswith("_")}


def whole(m: tk.Match) -> dict[str, Any]:
    """The whole state, secrets included (the oracle of the tests, never shown to a seat)."""
    return m.game.to_dict(m.state)


def hidden_from(m: tk.Match, viewer: int | None) -> set[str]:
    """The cards ``viewer`` may not know now: the other seats' hands and the deck."""
    d = whole(m)
    out = set(d["deck"])
    for p, hand in enumerate(d["hands"]):
        if p != viewer:
            out |= set(hand)
    return out


def cards_in(text: str) -> set[str]:
    return {c for c, rx in WORD.items() if rx.search(text)}


def who(viewer: int | None) -> str:
    return "the projector" if viewer is None else f"seat {viewer}"


def scan(w: MatchWidget, m: tk.Match, where: str) -> None:
    """The synced state of the seat selected now holds no card hidden from that seat; the
    scan can see secrets: the seat's own hand is in its own synced state."""
    viewer = w.selected_seat
    state = per_seat(synced(w))
    leaked = {
        key: sorted(cards_in(json.dumps(value)) & hidden_from(m, viewer))
        for key, value in state.items()
    }
    leaked = {k: v for k, v in leaked.items() if v}
    assert not leaked, f"{where}: {who(viewer)} receives hidden cards {leaked}"
    if viewer is not None and not w.replaying:
        own = set(whole(m)["hands"][viewer])
        assert own <= cards_in(json.dumps(state)), f"{where}: the scan cannot see seat {viewer}"


def check_everyone(w: MatchWidget, m: tk.Match, where: str, base: dict[str, Any]) -> None:
    """Scan the screen as it is, then as the projector and every seat (the seat picker, set
    the way the browser sets it), then put the selected seat back."""
    shown = w.selected_seat
    scan(w, m, f"{where} (as shown)")
    for viewer in [None, *range(m.players)]:
        send_msg(w, "seat", seat=-1 if viewer is None else viewer)
        assert w.selected_seat == viewer and w.error == ""
        scan(w, m, where)
        assert statics(w) == base, f"{where}: a static trait changed for {who(viewer)}"
    w.set_seat(shown)


def pick(rng: random.Random, w: MatchWidget) -> str:
    assert w.actions, f"no buttons: {w.prompt}"
    return str(rng.choice(w.actions)["text"])


def play_through_widget(players: int, seed: int, bots: tuple[int, ...] = ()) -> tk.Match:
    """a) A whole hot-seat game through the widget's Python API, scanned after every step."""
    m = tk.new_match(NAME, players, seed)
    w = MatchWidget(m, seat=None, hot_seat=True, bots=list(bots))
    base = statics(w)
    rng = random.Random(seed * 100 + players)
    check_everyone(w, m, "setup", base)
    moves = 0
    while not m.is_over:
        d = m.decision
        assert d is not None
        where = f"step {m.step} ({d.kind} by seat {d.seat})"
        if d.secret:
            # the projector may not choose, and its refusal quotes no card
            w.set_seat(None)
            assert w.actions == []
            before = m.digest()
            card = sorted(whole(m)["hands"][d.seat])[0]
            assert w.click(f"play {card}") is False and m.digest() == before
            assert "secret" in w.error and not cards_in(w.error)
            scan(w, m, f"{where}, refused projector click")
            if rng.random() < 0.7:
                w.set_seat(d.seat)
                assert w.click(pick(rng, w)), w.error
            else:
                assert w.bot_move(), w.error
        else:
            r = rng.random()
            if r < 0.45:
                w.set_seat(None)  # hot seat: the projector clicks a public decision
                assert w.actions, "public decision, hot seat on: the projector has buttons"
                assert w.click(pick(rng, w)), w.error
            elif r < 0.8:
                w.set_seat(d.seat)
                assert w.click(pick(rng, w)), w.error
            elif bots and r < 0.9:
                w.set_seat(None)
                w.play_until_human()
                assert w.error == "", w.error
            else:
                assert w.bot_move(), w.error
        moves += 1
        assert w.error == ""
        # hot seat: a seat's private view never outlives its choice
        nxt = m.decision
        assert w.selected_seat is None or (nxt is not None and nxt.seat == w.selected_seat)
        check_everyone(w, m, f"after {where}", base)
        if moves % 5 == 0 and m.can_undo:
            if w.undo_blocked:  # a draw told its drawer a card: it stays played
                before = m.digest()
                assert w.undo() is False and w.error == w.undo_blocked and m.digest() == before
                assert not cards_in(w.error)
            else:
                assert w.undo(), w.error
                check_everyone(w, m, f"after undo at {where}", base)
                assert w.redo(), w.error
            check_everyone(w, m, f"after redo at {where}", base)
        if moves % 7 == 0:
            assert w.replay(m.step // 2), w.error
            assert w.replaying and w.actions == []
            check_everyone(w, m, f"replaying step {m.step // 2} at {where}", base)
            assert w.replay(None) and not w.replaying
    check_everyone(w, m, "game over", base)
    assert w.actions == [] and w.prompt.startswith("Game over")
    return m


# ------------------------------------------------------------------------------ a) the widget
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_hot_seat_projector_and_other_seats_never_receive_a_hidden_card(seed: int) -> None:
    m = play_through_widget(3, seed)
    assert m.is_over and m.result is not None
    GAME.check(m.state)


@pytest.mark.parametrize(("players", "bots"), [(2, ()), (4, ()), (3, (1,)), (4, (0, 2))])
def test_hidden_cards_stay_hidden_with_every_player_count_and_bot_seats(
    players: int, bots: tuple[int, ...]
) -> None:
    for seed in (11, 12):
        assert play_through_widget(players, seed, bots).is_over


def test_the_scan_can_fail() -> None:
    """Guard against a vacuous scan: a synced trait holding another seat's card is reported."""
    m = tk.new_match(NAME, 3, 1)
    w = MatchWidget(m, seat=None, hot_seat=True)
    other = sorted(whole(m)["hands"][1])[0]
    w.notice = f"you might like the {other}"  # a leak planted by hand
    with pytest.raises(AssertionError, match="notice"):
        scan(w, m, "planted")


# ------------------------------------------------------------------------------ b) differential
def resamples(m: tk.Match, seat: int | None) -> list[Any]:
    state = m.state
    out = []
    for k in range(RESAMPLES):
        r = GAME.resample_hidden(state, seat, Rng(seed_state(f"{m.seed}/{m.step}/{seat}/{k}")))
        GAME.check(r)
        out.append(r)
    return out


def json_of(value: Any) -> Any:
    return json.loads(json.dumps(value))


@pytest.mark.parametrize(("players", "seed"), [(2, 21), (3, 22), (4, 23), (3, 24)])
def test_states_a_seat_cannot_tell_apart_look_the_same_to_it(players: int, seed: int) -> None:
    m = tk.new_match(NAME, players, seed)
    rng = random.Random(seed)
    changed_for_others = 0
    while True:
        state = m.state
        d = GAME.decision(state)
        projector_view = GAME.view(state, None)
        for seat in [None, *range(players)]:
            for r in resamples(m, seat):
                assert GAME.view(r, None) == projector_view
                assert GAME.view(r, seat) == GAME.view(state, seat)
                assert GAME.decision(r) == d and GAME.to_move(r) == GAME.to_move(state)
                assert GAME.result(r) == GAME.result(state)
                assert GAME.turns(r) == GAME.turns(state)
                if seat is not None:
                    assert GAME.observe(r, seat) == GAME.observe(state, seat)
                if d is not None and (d.seat == seat or not d.secret):
                    # the chooser knows its own texts; a public decision's texts are public
                    assert GAME.legal_actions(r) == GAME.legal_actions(state)
                changed_for_others += any(
                    GAME.view(r, p) != GAME.view(state, p) for p in range(players) if p != seat
                )
        # the widget's buttons for the deciding seat, and for the projector with hot seat
        if d is not None:
            own = MatchWidget(m, seat=d.seat)
            proj = MatchWidget(m, seat=None, hot_seat=True)
            for r in resamples(m, d.seat):
                texts = GAME.legal_actions(r)
                # the button group comes from the verb table and Decision.secret alone
                group = " (secret)" if d.secret else ""
                assert flat(synced(own)) == [
                    {
                        "text": t,
                        "label": GAME.label(t),
                        "group": GAME.verbs[verb_of(t)].title + group,
                    }
                    for t in texts
                ]
            for r in resamples(m, None):
                expected = [] if d.secret else GAME.legal_actions(r)
                assert [a["text"] for a in flat(synced(proj))] == expected
            public = {**GAME.view(state, None), "step": m.step}
            assert synced(proj)["board"] == GAME.svg(public)
        if m.is_over:
            break
        m.play(rng.choice(m.legal_actions()))
    assert changed_for_others, "no resample ever changed what another seat sees: vacuous"


def test_resample_keeps_the_own_hand_and_redraws_the_rest() -> None:
    m = tk.new_match(NAME, 3, 5)
    state = m.state
    d0 = GAME.to_dict(state)
    seen = set()
    for r in resamples(m, 0):
        d = GAME.to_dict(r)
        assert d["hands"][0] == d0["hands"][0]
        assert [len(h) for h in d["hands"]] == [len(h) for h in d0["hands"]]
        assert len(d["deck"]) == len(d0["deck"]) and d["discard"] == d0["discard"]
        seen.add(json.dumps([d["hands"][1:], d["deck"]]))
    assert len(seen) > 1
    assert GAME.to_dict(state) == d0  # resampling never changes the state it starts from


# ------------------------------------------------------------------------------ c) the flag
def test_play_is_secret_draw_is_public_and_the_projector_gets_buttons_only_for_public() -> None:
    m = tk.new_match(NAME, 3, 7)
    w = MatchWidget(m, seat=None, hot_seat=True)
    d = m.decision
    assert d is not None and d.kind == "play" and d.secret is True
    hand = sorted(whole(m)["hands"][d.seat])
    assert [a.text for a in m.legal_actions()] == [f"play {c}" for c in hand]
    assert flat(synced(w)) == [] and w.actions == []
    assert "secret" in w.prompt and not cards_in(w.prompt)
    w.set_seat(d.seat)
    assert [a["text"] for a in w.actions] == [f"play {c}" for c in hand]
    assert w.actions[0]["label"] == f"Play the {hand[0]}"
    assert w.click(f"play {hand[0]}")
    d = m.decision
    assert d is not None and d.kind == "draw_or_pass" and d.secret is False
    assert w.selected_seat == d.seat  # the same seat decides again: its view stays
    w.set_seat(None)
    assert [a["text"] for a in w.actions] == ["draw", "pass"]
    assert "hot seat: you choose for" in w.prompt
    assert w.click("draw")
    assert m.decision is not None and m.decision.secret and w.actions == []
    # without hot seat the projector never gets buttons, public or not
    m2 = tk.new_match(NAME, 3, 7)
    m2.play(m2.legal_actions()[0])
    assert m2.decision is not None and not m2.decision.secret
    assert MatchWidget(m2, seat=None).actions == []


def test_a_refused_secret_text_never_lists_the_hand_and_never_follows_the_seat() -> None:
    m = tk.new_match(NAME, 3, 8)
    w = MatchWidget(m, seat=None, hot_seat=True)
    d = m.decision
    assert d is not None
    hand = set(whole(m)["hands"][d.seat])
    w.set_seat(d.seat)
    assert w.click("play unicorn") is False and m.step == 0
    assert "play <a card from your hand>" in w.error and not (cards_in(w.error) & hand)
    send_msg(w, "seat", seat=-1)
    assert w.error == ""
    with pytest.raises(IllegalAction) as info:
        m.play("play unicorn")
    assert not (cards_in(str(info.value)) & hand)


def test_decisions_and_events_say_secrets_only_to_their_owner() -> None:
    m = tk.new_match(NAME, 2, 9)
    rng = random.Random(9)
    while not m.is_over:
        m.play(rng.choice(m.legal_actions()))
        for viewer in [None, 0, 1]:
            text = json.dumps(m.log(viewer)) + json.dumps(dict(m.view(viewer)))
            assert not (cards_in(text) & hidden_from(m, viewer)), (m.step, who(viewer))
    draws = [e for e in m.events if e.tag == "draw"]
    assert draws, "seed 9 draws a card"
    for e in draws:
        assert not cards_in(e.text) and cards_in(e.text_for(next(iter(e.private))))


# ------------------------------------------------------------------------------ d) the seed
#: A text seed and the number it becomes (``seed_state``): two seeds that deal the same match.
TWIN_TEXT = "twins"


@pytest.fixture
def sent(monkeypatch: pytest.MonkeyPatch) -> dict[int, list[Any]]:
    """Every message a MatchWidget sends to its browser, per widget (``id``), as JSON carries it."""
    out: dict[int, list[Any]] = {}
    real = MatchWidget.send

    def send(self: MatchWidget, content: Any, buffers: Any = None) -> None:
        out.setdefault(id(self), []).append(json_of(content))
        real(self, content, buffers)

    monkeypatch.setattr(MatchWidget, "send", send)
    return out


def wire_of(w: MatchWidget, sent: dict[int, list[Any]]) -> dict[str, Any]:
    """What the browser got so far: the traits now and every message since the last call. A
    save's download is the save file, which holds every secret and the seed by design (the
    README says so): its name is compared, its text is not."""
    messages = sent.pop(id(w), [])
    for msg in messages:
        if "download" in msg:
            msg["download"] = "<the save file>"
    traits = per_seat(synced(w))
    traits.pop("layout")  # the id of the widget's layout model: a new one per widget
    return {"traits": traits, "messages": messages}


def twin_run(
    seed: int | str, sent: dict[int, list[Any]], players: int, game: str = NAME, moves: int = 0
) -> list[Any]:
    """A hot-seat game through browser messages (whole, or its first ``moves``), the same
    script for any seed that deals the same match: after every step, everything sent to the
    projector and to every seat."""
    m = tk.new_match(game, players, seed)
    w = MatchWidget(m, seat=None, hot_seat=True)
    rng = random.Random(players)
    stream: list[Any] = [("start", -1, wire_of(w, sent))]

    def everyone(where: str) -> None:
        for viewer in [-1, *range(players)]:
            send_msg(w, "seat", seat=viewer)
            stream.append((where, viewer, wire_of(w, sent)))
        send_msg(w, "seat", seat=-1)
        stream.append((where, "back", wire_of(w, sent)))

    everyone("setup")
    played = 0
    while not m.is_over and (not moves or played < moves):
        d = m.decision
        assert d is not None
        if d.secret:
            send_msg(w, "seat", seat=d.seat)
        send_msg(w, "play", text=pick(rng, w))
        played += 1
        everyone(f"move {played}")
        if played % 4 == 0:
            send_msg(w, "undo")  # refused after a draw, else taken back and played again
            send_msg(w, "redo")
            send_msg(w, "replay", to=m.step // 2)
            send_msg(w, "live")
            send_msg(w, "save")
            everyone(f"undo, redo, replay and save after move {played}")
    everyone("game over" if m.is_over else "the last move")
    return stream


@pytest.mark.parametrize("players", [2, 3, 4])
def test_twins_dealt_by_two_seeds_look_the_same_to_every_browser(
    players: int, sent: dict[int, list[Any]]
) -> None:
    """The seed never reaches a browser: two seeds that deal the same match (a text and the
    number it becomes) send every seat and the projector the same traits and messages, step by
    step, so nothing sent depends on the seed but through the match it deals."""
    number = seed_state(TWIN_TEXT)
    assert number < 2**53 and str(number) != TWIN_TEXT
    assert (
        tk.new_match(NAME, players, number).digest()
        == tk.new_match(NAME, players, TWIN_TEXT).digest()
    )
    a = twin_run(number, sent, players)
    b = twin_run(TWIN_TEXT, sent, players)
    assert len(a) > 10 * players
    same_streams(a, b)


def same_streams(a: list[Any], b: list[Any]) -> None:
    for (where, viewer, x), (_, _, y) in zip(a, b):
        if x != y:
            keys = [k for k in x["traits"] if x["traits"][k] != y["traits"].get(k)]
            pytest.fail(f"{where}, viewer {viewer}: {keys or 'a message'} differs with the seed")
    assert len(a) == len(b)


@pytest.mark.parametrize("game", tk.available_games())  # the toy joins only in a fixture
def test_twins_in_every_game_look_the_same_to_every_browser(
    game: str, sent: dict[int, list[Any]]
) -> None:
    """The same twins in every registered game, 24 moves each (votes, peeks, hands, trades):
    every trait and message of every seat and the projector is the same for both seeds."""
    number = seed_state(TWIN_TEXT)
    assert tk.new_match(game, 4, number).digest() == tk.new_match(game, 4, TWIN_TEXT).digest()
    same_streams(
        twin_run(number, sent, 4, game, moves=24), twin_run(TWIN_TEXT, sent, 4, game, moves=24)
    )


def test_the_twin_comparison_can_fail(sent: dict[int, list[Any]]) -> None:
    """Guard against a vacuous comparison: a widget that shows its match's seed is caught."""
    planted = [tk.new_match(NAME, 3, seed) for seed in (seed_state(TWIN_TEXT), TWIN_TEXT)]
    seen = []
    for m in planted:
        w = MatchWidget(m, seat=None, hot_seat=True)
        w.notice = f"seed {m.seed}"  # a leak planted by hand
        seen.append(wire_of(w, sent))
    assert seen[0]["messages"] == seen[1]["messages"]
    assert seen[0]["traits"] != seen[1]["traits"]


#: Seeds no other text of a match holds: a typed number, a typed text, and the one drawn.
TYPED = ("4503599627370497", "Kraken-7741")
DRAWN = 6_004_799_503_160_661


def holds(value: Any, seed: str) -> bool:
    return seed in json.dumps(value, ensure_ascii=False)


@pytest.mark.parametrize("typed", [*TYPED, ""])
def test_no_trait_or_message_holds_the_seed_of_a_new_game(
    typed: str, sent: dict[int, list[Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """New game (the browser's form, hot seat): the seed typed, or the one drawn from
    ``secrets`` when the field is empty, is in no trait and no message, for any viewer, while
    the match runs; the status line names players and mode only."""
    monkeypatch.setattr(secrets, "randbelow", lambda n: DRAWN)
    w = MatchWidget(tk.new_match(NAME, 3, 1), seat=None, hot_seat=True)
    send_msg(w, "new", players=3, mode="hot seat", seat=0, seed=typed)
    m = w.match
    seed = typed or str(DRAWN)
    assert str(m.seed) == seed and w.error == ""
    assert w.notice == "New game: 3 players, hot seat."
    rng = random.Random(3)
    while not m.is_over:
        for viewer in [-1, *range(3)]:
            send_msg(w, "seat", seat=viewer)
            got = wire_of(w, sent)
            assert not holds(got, seed), f"step {m.step}, viewer {viewer}: the seed was sent"
        d = m.decision
        assert d is not None
        send_msg(w, "seat", seat=d.seat)
        send_msg(w, "play", text=pick(rng, w))
    send_msg(w, "save")
    (download,) = [x for x in sent[id(w)] if "download" in x]
    assert holds(json.loads(download["download"])["seed"], seed)  # the save keeps it
    assert not holds(download["filename"], seed)  # a download bar shows the name


def test_a_match_without_a_seed_draws_one_from_secrets(monkeypatch: pytest.MonkeyPatch) -> None:
    """New game without a seed is not the old seed + 1: it asks ``secrets``, each time."""
    drawn = iter([DRAWN, 17, 17])
    monkeypatch.setattr(secrets, "randbelow", lambda n: next(drawn))
    w = MatchWidget(tk.new_match(NAME, 3, 41), seat=None, hot_seat=True)
    assert w.new_game(3, "hot seat") and w.match.seed == DRAWN
    assert w.new_game(3, "demo", seed="") and w.match.seed == 17
    assert MatchWidget(seat=None).match.seed == 17  # the widget's own default match too


# ------------------------------------------------------------------------------ d) undo a peek
def draw_in_hot_seat(bots: list[int], seat: int | None = None) -> tuple[MatchWidget, int]:
    """A toy match where a seat has just drawn a card (a public choice with a private event)."""
    m = tk.new_match(NAME, 3, 7)
    w = MatchWidget(m, seat=seat, hot_seat=seat is None, bots=bots)
    d = m.decision
    assert d is not None and d.kind == "play"
    drawer = d.seat
    m.play(m.legal_actions()[0])
    assert m.decision is not None and m.decision.kind == "draw_or_pass"
    assert w.selected_seat == seat == (None if seat is None else drawer)
    at = m.step
    assert w.click("draw"), w.error
    told = [e for e in m.events_since(at) if e.private]
    assert told and set(told[0].private) == {drawer}  # "You draw the ..." (then the bots')
    return w, drawer


def test_undo_in_hot_seat_never_takes_back_a_card_a_seat_saw() -> None:
    """The drawer saw its card: taking the draw back would let it pass instead, knowing the
    card (the peek of issue 23). Refused with one line that names the seat, not the card; the
    button says why before it is pressed."""
    w, drawer = draw_in_hot_seat(bots=[])
    m = w.match
    before, step = m.digest(), m.step
    send_msg(w, "undo")
    assert m.digest() == before and m.step == step and not m.can_redo
    assert m.names[drawer] in w.error and "secret" in w.error and "\n" not in w.error
    assert not cards_in(w.error)
    assert w.undo() is False and m.step == step
    assert w.undo_blocked == w.error  # the button says why before it is pressed


def test_undo_against_bots_never_takes_back_what_the_human_drew() -> None:
    w, drawer = draw_in_hot_seat(bots=[1, 2], seat=0)
    assert drawer == 0 and w.match.step > 2  # the bots answered the draw
    step = w.match.step
    assert w.undo() is False and w.match.step == step and "secret" in w.error


def test_what_only_a_bot_was_told_does_not_stop_undo() -> None:
    """Against bots the human passes; the bots' draws told only the bots their cards, so Undo
    takes the pass back with the bot moves after it (and Redo plays them again)."""
    m = tk.new_match(NAME, 3, 7)
    w = MatchWidget(m, seat=0, bots=[1, 2])
    assert w.click(w.actions[0]["text"]) and w.click("pass"), w.error
    at = m.step
    bot_told = {s for e in m.events_since(2) for s in e.private}
    assert bot_told and bot_told <= {1, 2} and m.decision is not None and m.decision.seat == 0
    assert w.undo_blocked == "" and w.undo() and m.step == 1
    assert w.redo() and m.step == at


def test_undo_alone_at_the_widget_still_takes_anything_back() -> None:
    """No hot seat, no bots: one learner, nobody to cheat; Undo takes the draw back."""
    m = tk.new_match(NAME, 3, 7)
    d = m.decision
    assert d is not None
    m.play(m.legal_actions()[0])
    w = MatchWidget(m, seat=d.seat)
    assert w.click("draw") and w.undo_blocked == ""
    assert w.undo() and m.step == 1 and m.can_redo


def test_undo_of_a_move_that_told_nobody_a_secret_is_allowed_in_hot_seat() -> None:
    m = tk.new_match(NAME, 3, 7)
    w = MatchWidget(m, seat=None, hot_seat=True)
    d = m.decision
    assert d is not None
    w.set_seat(d.seat)
    assert w.click(w.actions[0]["text"]) and w.undo_blocked == ""  # played face up: public
    assert w.undo() and m.step == 0


# ------------------------------------------------------------------------------ generic checks
def test_registration_is_explicit_idempotent_and_never_at_import() -> None:
    assert NAME in tk.available_games() and tk.get_game(NAME) is GAME
    assert register_toy() is GAME and tk.available_games().count(NAME) == 1
    code = (
        "import sys; sys.path.insert(0, sys.argv[1]); import tortuga_kit as tk, toygame; "
        f"assert {NAME!r} not in tk.available_games(), tk.available_games()"
    )
    subprocess.run([sys.executable, "-c", code, str(TESTS)], check=True, timeout=120)


def test_facts_options_and_setup_refusals() -> None:
    assert GAME.facts.players == GAME.players == range(2, 5)
    assert GAME.facts.to_dict()["mechanisms"] == ["hand_management"]
    assert GAME.options and all(o.doc for o in GAME.options.values())
    with pytest.raises(BadOption, match="position"):
        tk.new_match(NAME, 3, 1, position={"hands": [["dagger"]]})
    with pytest.raises(BadOption, match="hand_size"):
        tk.new_match(NAME, 3, 1, hand_size=5)
    with pytest.raises(BadOption, match="2–4"):
        tk.new_match(NAME, 5, 1)
    m = tk.new_match(NAME, 2, 1, rounds=1, hand_size=1)
    rng = random.Random(1)
    while not m.is_over:
        m.play(rng.choice(m.legal_actions()))
    assert GAME.turns(m.state) == 2 and m.result is not None
    assert m.result.rule and m.result.ranking and len(m.result.scores) == 2


@pytest.mark.parametrize("players", [2, 3, 4])
def test_playthrough_runs_and_is_deterministic(players: int) -> None:
    text = playthrough(NAME, players)
    assert text == playthrough(NAME, players)
    assert "result: " in text and "digest: " in text


@pytest.mark.parametrize(("players", "seed"), [(2, 31), (3, 32), (4, 33)])
def test_save_load_replay_undo_and_invariants(players: int, seed: int) -> None:
    m = tk.new_match(NAME, players, seed)
    rng = random.Random(seed)
    digests = [m.digest()]
    GAME.check(m.state)
    while not m.is_over:
        m.play(rng.choice(m.legal_actions()))
        GAME.check(m.state)
        assert tk.Match.from_json(m.to_json()).digest() == m.digest()
        digests.append(m.digest())
    assert m.replayed().digest() == m.digest()
    result = m.result
    assert result is not None
    best = max(result.scores)
    assert result.winners == tuple(p for p, s in enumerate(result.scores) if s == best)
    assert result.ranking[0] == result.winners
    assert json.loads(json.dumps(result.to_dict())) == result.to_dict()
    for k in range(len(digests) - 2, -1, -1):
        m.undo()
        assert m.digest() == digests[k]
    assert not m.can_undo


def test_the_invariant_check_can_fail() -> None:
    m = tk.new_match(NAME, 3, 1)
    broken = GAME.clone(m.state)
    broken.deck.pop()
    with pytest.raises(AssertionError, match="12 cards"):
        GAME.check(broken)
    GAME.check(m.state)  # the clone was changed, not the match


def test_svg_is_valid_and_shows_a_hand_only_to_its_owner() -> None:
    m = tk.new_match(NAME, 3, 2)
    m.play(m.legal_actions()[0])
    for viewer in [None, 0, 1, 2]:
        svg = m.view(viewer)._repr_svg_()
        assert svg is not None and svg == GAME.svg(m.view(viewer))
        root = ET.fromstring(svg)
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        assert not (cards_in(svg) & hidden_from(m, viewer)), who(viewer)
        if viewer is not None:
            assert set(whole(m)["hands"][viewer]) <= cards_in(svg)


def test_generic_bots_and_simulation_play_it() -> None:
    from tortuga_kit import sim

    assert sorted(tk.bots_for(NAME)) == ["random", "search"]  # every game is searched
    out = sim.simulate(NAME, 3, 20, seed=4)
    assert out["games"] == 20 and out["turns"]
    row = sim.playout(NAME, 4, 1)
    assert row["winners"] and row["tags"]["play"] >= 1
