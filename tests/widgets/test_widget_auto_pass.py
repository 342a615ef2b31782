"""'Pass for me when I can only pass' (issue 23 item 15).

Kutschfahrt asks every seat that might hold a card about every response window (the Priest,
items and professions in a fight, the Doctor, the Advocate: rules §priest), so that being asked
tells nobody who holds what; in bot games most of a seat's decisions are a forced Pass. The
match widget answers a human seat's decision for it when it has a single legal action: on by
default against bots, off in hot seat unless asked for, and there the front end answers after a
short random delay (``auto_due``), since the others at the screen could time an instant answer.
Nothing in the widget names a game: it reads only the number of legal actions.
"""

from __future__ import annotations

import random

import pytest
from wire import send_msg

import tortuga_kit as tk

pytest.importorskip("anywidget")

from tortuga_kit.widgets import MatchWidget  # noqa: E402


def against_bots(seed: int, **kwargs: object) -> tuple[tk.Match, MatchWidget]:
    m = tk.new_match("kutschfahrt", 5, seed=seed)
    w = MatchWidget(m, seat=0, bots=[1, 2, 3, 4], **kwargs)  # type: ignore[arg-type]
    w.play_until_human()  # the bots before the human's first turn
    return m, w


def play_out(m: tk.Match, w: MatchWidget, rng: random.Random, clicks: int = 400) -> list[int]:
    """The human clicks at random (never declaring, so the game lasts) until the game ends;
    returns how many legal actions each of its decisions offered."""
    offered = []
    for _ in range(clicks):
        d = m.decision
        if d is None:
            break
        assert d.seat == 0, "the bots and the forced answers stop only at the human's choice"
        legal = m.legal_texts()
        offered.append(len(legal))
        calm = [t for t in legal if not t.startswith("declare")] or legal
        assert w.click(rng.choice(calm)), w.error
    return offered


def test_against_bots_the_humans_forced_passes_are_answered_for_it() -> None:
    for seed in (1, 2, 3):
        m, w = against_bots(seed)
        assert w.auto_pass  # the default against bots
        offered = play_out(m, w, random.Random(seed))
        assert offered and min(offered) >= 2, offered  # never asked when there is no choice


def test_the_notice_says_what_was_answered() -> None:
    m, w = against_bots(2)
    rng = random.Random(2)
    said = ""
    for _ in range(300):
        if m.decision is None or said:
            break
        legal = [t for t in m.legal_texts() if not t.startswith("declare")] or m.legal_texts()
        w.click(rng.choice(legal))
        said = w.notice if "Passed for you" in w.notice else ""
    assert "only one choice" in said


def test_off_the_human_is_asked_even_without_a_choice() -> None:
    m, w = against_bots(1, auto_pass=False)
    offered = play_out(m, w, random.Random(1))
    assert 1 in offered  # a forced Pass waits for the human's click


def test_turned_on_later_it_answers_at_once() -> None:
    m, w = against_bots(1, auto_pass=False)
    rng = random.Random(1)
    while m.decision is not None and len(m.legal_texts()) > 1:
        legal = [t for t in m.legal_texts() if not t.startswith("declare")]
        w.click(rng.choice(legal or m.legal_texts()))
    assert m.decision is not None and m.decision.seat == 0 and len(m.legal_texts()) == 1
    send_msg(w, "auto_pass", on=True)
    assert w.auto_pass and (m.decision is None or len(m.legal_texts()) > 1)
    send_msg(w, "auto_pass", on="yes")  # a bad value: one line, nothing changes
    assert w.error and w.auto_pass


def test_in_hot_seat_the_front_end_answers_after_a_delay_and_only_for_that_step() -> None:
    m = tk.new_match("kutschfahrt", 5, seed=1)
    w = MatchWidget(m, seat=None, hot_seat=True, auto_pass=True)
    rng = random.Random(1)
    for _ in range(400):
        d = m.decision
        if d is None or len(m.legal_texts()) == 1:
            break
        assert w.auto_due == m.step  # due alike whether forced or not: the trait tells nothing
        before = m.step
        send_msg(w, "auto", step=m.step)  # a choice to make: the answer plays nothing
        assert m.step == before
        w.set_seat(d.seat)
        legal = [t for t in m.legal_texts() if not t.startswith("declare")]
        w.click(rng.choice(legal or m.legal_texts()))
    assert m.decision is not None and len(m.legal_texts()) == 1
    assert w.auto_due == m.step  # not answered at once: the front end waits, then sends
    step = m.step
    send_msg(w, "auto", step=step - 1)  # a stale answer (another browser's) plays nothing
    assert m.step == step
    send_msg(w, "auto", step=step)
    assert m.step > step
    assert w.auto_due in (-1, m.step)


def test_hot_seat_is_off_by_default() -> None:
    m = tk.new_match("kutschfahrt", 5, seed=1)
    assert not MatchWidget(m, seat=None, hot_seat=True).auto_pass


@pytest.mark.parametrize("lang", ["en", "de", "ko"])
def test_the_priests_window_says_why_everyone_is_asked(lang: str) -> None:
    """Rules §priest: "everybody is asked, so being asked reveals nothing"; the prompt says so."""
    from tortuga_kit.engine.i18n import translate

    m = tk.new_match("kutschfahrt", 5, seed=1, start_player=0, lang=lang)
    attack = next(t for t in m.legal_texts() if t.startswith("attack "))
    m.play(attack)
    assert m.decision.kind == "priest_window"
    why = translate(
        "kutschfahrt",
        "{prompt} (everyone who might hold one is asked, so being asked tells nothing)",
        lang,
        prompt="",
    ).strip()
    assert why and why in m.decision.prompt


def test_undo_goes_back_to_the_humans_last_real_choice_past_its_forced_answers() -> None:
    """Undo against bots takes back the human's last choice that offered more than one action,
    with the bots' moves and the forced answers after it, in one press: it stopped at a forced
    Pass the widget had answered, which then waited for a click on its one button, and a second
    press stopped at the next (a new user's walkthrough, German Kutschfahrt in Voilà). Redo
    plays them all again. Checked wherever a forced human answer followed a real choice."""
    checked = 0
    for seed in (1, 2, 3, 4):
        m, w = against_bots(seed)
        rng = random.Random(seed)
        for _ in range(60):
            if m.decision is None:
                break
            legal = [t for t in m.legal_texts() if not t.startswith("declare")] or m.legal_texts()
            assert w.click(rng.choice(legal)), w.error
            mine = [k for k, a in enumerate(m.history) if a.seat == 0]
            real = [k for k in mine if len(m.at(k).legal_texts()) > 1]
            if not real or mine[-1] == real[-1] or w.undo_blocked:
                continue  # no forced answer of the human's after its last real choice
            tip = m.digest()
            assert w.undo(), w.error
            assert m.step == real[-1] and m.decision is not None and m.decision.seat == 0
            assert len(m.legal_texts()) > 1
            assert w.redo(), w.error
            assert m.digest() == tip
            checked += 1
    assert checked >= 5, checked
