"""The widgets as the human at the table meets them (issue 23, items 2, 4, 13, 14 and 16).

- a seed no save can hold (above 2**53) is refused by New game and by the setup form, in one
  line with the range, and nothing changes;
- the setup form's Create shows the created table under the form, and every later Create (or
  a failed one) replaces it: the board on screen is always ``.match``'s;
- a move played by code (``m.play(...)`` in a cell) is answered by the bots of a bots-mode
  widget, as a click is; an undo or a redo by code is not;
- game over tells the human seat whether it won;
- in hot seat a peek at Tortuga's event cards cannot be undone (the toy game's draw is tested
  with the other secrecy checks in ``test_widget_secrecy_toy.py``).

The toy game (``tests/toygame.py``: play a hidden card, then draw or pass) keeps games short.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from toygame import NAME, registered
from wire import send_msg

import tortuga_kit as tk
from tortuga_kit.engine.i18n import Msg

pytest.importorskip("anywidget")

from tortuga_kit.widgets import MatchWidget, SetupWidget  # noqa: E402

RANGE = "from -9007199254740992 to 9007199254740992"


@pytest.fixture(scope="module", autouse=True)
def toy_registered() -> Iterator[Any]:
    with registered() as game:
        yield game


# ------------------------------------------------------------------------------ item 4: seeds
@pytest.mark.parametrize("seed", ["9007199254740993", "-18446744073709551616", 2**60])
def test_new_game_refuses_a_seed_no_save_could_hold(seed: Any) -> None:
    m = tk.new_match(NAME, 3, 5)
    w = MatchWidget(m, seat=None, hot_seat=True)
    before = m.digest()
    if isinstance(seed, str):
        send_msg(w, "new", players=3, mode="hot seat", seat=0, seed=seed)  # the form
    else:
        assert w.new_game(3, "hot seat", seed=seed) is False
    assert w.match is m and m.digest() == before
    assert RANGE in w.error and "\n" not in w.error


def test_new_game_takes_the_largest_seed_and_its_save_loads() -> None:
    w = MatchWidget(tk.new_match(NAME, 3, 5), seat=None, hot_seat=True)
    send_msg(w, "new", players=3, mode="hot seat", seat=0, seed="9007199254740992")
    assert w.error == "" and w.match.seed == 2**53
    assert tk.Match.from_json(w.match.to_json()).digest() == w.match.digest()


def test_the_setup_form_refuses_a_seed_no_save_could_hold() -> None:
    s = SetupWidget("cartagena", players=3)
    assert s.create() is not None and s.board
    for typed in ("9007199254740993", "123456789012345678901234567890"):
        send_msg(s, "seed", value=typed)
        send_msg(s, "create")
        assert RANGE in s.error and "\n" not in s.error
        assert s.summary == "" and s.board == ""  # the last table no longer is what it makes
    send_msg(s, "seed", value="-9007199254740992")
    m = s.create()
    assert m is not None and m.seed == -(2**53) and s.error == ""
    assert tk.Match.from_json(m.to_json()).digest() == m.digest()


# ------------------------------------------------------------------------------ item 13: Create
def test_create_shows_the_created_table_and_each_create_replaces_it() -> None:
    """The walkthrough pressed Create match: no board appeared, and the picture below still
    showed the old table. The form now draws the projector's picture of ``.match`` itself."""
    s = SetupWidget("cartagena", players=3)
    assert s.board == ""  # nothing created yet
    first = s.create()
    assert first is not None
    assert s.board == first.game.svg(first.view(None)) and s.board.startswith("<svg")
    send_msg(s, "players", value=5)
    send_msg(s, "set", name="names", value="Ann, Ben, Cy, Di, Ed")
    send_msg(s, "create")
    second = s.match
    assert second is not None and second is not first and second.players == 5
    assert s.board == second.game.svg(second.view(None)) and "Ed" in s.board
    assert s.board != first.game.svg(first.view(None))
    send_msg(s, "set", name="names", value="Ann, Ben")  # two names for five players
    send_msg(s, "create")
    assert s.error and s.match is second and s.board == "" and s.summary == ""


def test_the_created_board_is_the_projectors_and_names_no_seed() -> None:
    """The form's board is the public picture (no seat's hand), and neither it nor the success
    line names the seed drawn for an empty seed field."""
    s = SetupWidget(NAME, players=3)
    m = s.create()
    assert m is not None and s.seed == ""
    own = [m.game.svg(m.view(p)) for p in range(3)]
    assert s.board == m.game.svg(m.view(None)) and s.board not in own
    assert str(m.seed) not in s.board + s.summary + str(s.get_state())


def test_a_board_started_from_the_form_follows_each_create() -> None:
    """``sw.start()`` below the form: a later Create opens its match there too, keeping the
    seat and the bots; a closed board is left alone."""
    s = SetupWidget("cartagena", players=3)
    first = s.create()
    w = s.start(seat=0, bots=[1, 2])
    assert w.match is first
    send_msg(s, "players", value=4)
    send_msg(s, "create")
    assert s.match is not first and w.match is s.match and w.match.players == 4
    assert w.seat == 0 and w.bots == [1, 2, 3] and w.error == ""
    w.close()
    send_msg(s, "create")
    assert s.match is not w.match and s.error == ""


# ------------------------------------------------------------------------------ item 14: code
def against_bots() -> tuple[MatchWidget, tk.Match]:
    m = tk.new_match(NAME, 3, 7)
    w = MatchWidget(m, seat=0, bots=[1, 2])
    d = m.decision
    assert d is not None and d.seat == 0
    return w, m


def test_bots_answer_a_move_played_by_code() -> None:
    """``m.play(...)`` in a cell for the human seat: the bots play up to the human's next
    choice, as after a click, and the widget never asks the learner to pick a bot's seat."""
    w, m = against_bots()
    m.play(m.legal_actions()[0])  # seat 0 plays a card; seat 0 then draws or passes
    assert m.decision is not None and m.decision.seat == 0 and m.step == 1
    m.play("pass")
    d = m.decision
    assert m.step > 2 and d is not None and d.seat == 0  # the bots answered
    assert {a.seat for a in m.history[2:]} == {1, 2}
    assert w.max_step == m.step and w.actions and w.error == ""
    assert "select" not in w.prompt.lower()


def test_a_bot_that_decides_is_left_to_the_bot_buttons() -> None:
    """A widget made against bots does not play them by itself (a notebook calls
    ``play_until_human``); when a bot decides, the line under the board said "This choice is
    secret: select Theodora's seat to choose": it asked the learner to choose for a bot (the
    item's complaint). It names the bot buttons instead, in the widget's language."""
    begins = (
        (m, m.decision)
        for game in tk.available_games()
        if 4 in tk.get_game(game).players
        for seed in range(1, 20)
        if (m := tk.new_match(game, 4, seed)).decision is not None
    )
    m, d = next((m, d) for m, d in begins if d is not None and d.seat != 0)
    w = MatchWidget(m, seat=0, bots=[1, 2, 3], autosave=False)
    name = m.names[d.seat]
    assert w.prompt.endswith(f"{name} is a bot: press Bot move or Play until my turn.")
    assert "select" not in w.prompt.lower()
    assert w.set_language("de")
    assert "Bot-Zug" in w.prompt and "Spielen bis zu meinem Zug" in w.prompt, w.prompt
    w.play_until_human()
    assert w.prompt == m.decision.prompt  # type: ignore[union-attr]


def test_code_undo_and_redo_are_not_answered_by_the_bots() -> None:
    """Undo by code goes back to a bot's choice and stays there; redo by code with more to
    redo plays what was undone, not new bot moves."""
    w, m = against_bots()
    m.play(m.legal_actions()[0])
    m.play("pass")
    end = m.step
    history = m.history
    m.undo()
    assert m.step == end - 1 and w.max_step == end - 1  # a bot's turn, left alone
    m.undo()
    m.redo()
    assert m.step == end - 1 and m.can_redo
    m.redo()
    assert m.history == history and not m.can_redo


def test_without_bots_code_moves_only_redraw() -> None:
    m = tk.new_match(NAME, 3, 7)
    w = MatchWidget(m, seat=None, hot_seat=True)
    m.play(m.legal_actions()[0])
    m.play("pass")
    assert m.step == 2 and w.max_step == 2


# ------------------------------------------------------------------------------ item 16: you
def test_game_over_tells_the_human_seat_whether_it_won() -> None:
    seen = set()
    for seat, choice in ((0, 0), (1, 0), (0, -1), (1, -1)):  # always draw, or always pass
        for seed in range(1, 6):
            m = tk.new_match(NAME, 2, seed, rounds=2, hand_size=1)
            w = MatchWidget(m, seat=seat, bots=[1 - seat])
            while not m.is_over:
                w.click(w.actions[choice]["text"]) if w.actions else w.play_until_human()
            r = m.result
            assert r is not None and w.prompt.startswith(f"Game over: {r.reason}.")
            name = m.names[seat]
            won = seat in r.winners
            assert w.prompt.endswith(f"You ({name}) won." if won else f"You ({name}) did not win.")
            seen.add(won)
    assert seen == {True, False}, "both endings were met"


@pytest.mark.parametrize("game", tk.available_games())
def test_the_game_over_line_of_every_game_ends_each_sentence_once(game: str) -> None:
    """Kutschfahrt's reason for a wrong claim is a sentence with its own full stop; the line
    said "... the brotherhood, Gundla, Romana.. You (Marie) did not win." (seed 1: the human
    clicks at random, never declaring, and a bot's wrong claim ends the game)."""
    counts = tk.get_game(game).players
    n = 4 if 4 in counts else counts.start
    m = tk.new_match(game, n, 1)
    w = MatchWidget(m, seat=0, bots=list(range(1, n)), autosave=False)
    w.play_until_human()
    rng = random.Random(1)
    for _ in range(3000):
        if m.is_over:
            break
        calm = [t for t in m.legal_texts() if not t.startswith("declare")] or m.legal_texts()
        assert w.click(rng.choice(calm)), w.error
    assert m.is_over and w.prompt.startswith("Game over: ")
    assert ".." not in w.prompt and ". ." not in w.prompt, w.prompt
    assert w.prompt.endswith(("won.", "did not win.")), w.prompt


def test_game_over_in_hot_seat_speaks_to_nobody_in_particular() -> None:
    """Several humans at one screen: the reason names the winners to the room."""
    m = tk.new_match(NAME, 3, 2, rounds=1, hand_size=1)
    w = MatchWidget(m, seat=None, hot_seat=True)
    while not m.is_over:
        d = m.decision
        assert d is not None
        w.set_seat(d.seat)
        assert w.click(w.actions[0]["text"]), w.error
    assert w.selected_seat is None and "You (" not in w.prompt
    assert w.prompt.startswith("Game over:")
    w.set_seat(1)  # one seat looks: it is told
    r = m.result
    assert r is not None and ("won." in w.prompt) == (1 in r.winners)


def test_game_over_in_german_tells_the_seat_too() -> None:
    m = tk.new_match(NAME, 2, 3, rounds=1, hand_size=1, lang="de")
    w = MatchWidget(m, seat=0, bots=[1])
    while not m.is_over:
        w.click(w.actions[0]["text"]) if w.actions else w.play_until_human()
    r = m.result
    assert r is not None
    said = "You ({name}) won." if 0 in r.winners else "You ({name}) did not win."
    german = Msg("kit", said, name=m.names[0]).render("de")
    assert german.startswith("Du (") and w.prompt.endswith(german)


# ------------------------------------------------------------------------------ item 2: a peek
def test_a_peek_at_event_cards_stays_played_in_hot_seat() -> None:
    """The issue's case, in Tortuga 1667: a player looks at two event cards (a public choice
    whose log line tells only that player the cards), presses Undo, and would look at two
    more. In hot seat the peek stays played; the button said so before it was pressed."""
    m = tk.new_match("tortuga1667", 4, 1)
    m.play("hold british")
    m.play("hold british")
    w = MatchWidget(m, seat=None, hot_seat=True)
    d = m.decision
    assert d is not None and not d.secret and "peek 1 2" in m.legal_texts()
    send_msg(w, "play", text="peek 1 2")
    assert m.step == 3 and m.log(d.seat)[-1]["text"] != m.log(None)[-1]["text"]
    send_msg(w, "undo")
    assert m.step == 3 and not m.can_redo and m.names[d.seat] in w.error
    assert w.error == w.undo_blocked
    # turning hot seat off, Undo and on again is no way round it: the peek stays played
    send_msg(w, "hot_seat", on=False)
    send_msg(w, "undo")
    assert m.step == 3 and m.names[d.seat] in w.error and w.error == w.undo_blocked
    # one learner alone at a widget from the start may take it back (nobody to hide it from)
    alone = MatchWidget(m, seat=None)
    assert alone.undo_blocked == "" and alone.undo() and m.step == 2
