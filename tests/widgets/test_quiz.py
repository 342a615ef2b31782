"""The Quiz widget (tortuga_kit/widgets/quiz.py): answered wrong, then right, through the very
messages the browser sends, and its key never in what the browser holds.

The differential check is the proof that nothing leaks: two quizzes that differ only in their
key sync exactly the same state until the learner answers.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

pytest.importorskip("anywidget")

from wire import send_msg, synced  # noqa: E402

import tortuga_kit as tk  # noqa: E402
from tortuga_kit.engine.errors import BadOption  # noqa: E402
from tortuga_kit.engine.i18n import language  # noqa: E402
from tortuga_kit.widgets import Quiz  # noqa: E402
from tortuga_kit.widgets.quiz import built, read_number  # noqa: E402


def _number(key: object) -> Quiz:
    return Quiz.number(
        "How many?", key, hint="count", explain="not so", why="because",
        game="tortuga1667", rule="rules §event-deck",
    )  # fmt: skip


def _board(key: str) -> Quiz:
    m = tk.new_match("tortuga1667", players=4, seed=3)
    return Quiz.board("Who?", m.game.svg(m.view(), legal=()), m.names, key, explain="no")


def _choice(key: str) -> Quiz:
    return Quiz.choice("Which?", [("a", "A"), ("b", "B"), ("c", "C")], key, explain="no")


def _state(q: Quiz) -> dict[str, object]:
    """What the browser holds, but the id of the layout model (a new one per widget)."""
    return {k: v for k, v in synced(q).items() if k != "layout"}


def test_the_key_never_reaches_the_browser_before_an_answer() -> None:
    """Same question, different keys: the same synced state (no hash, no hint, no rule)."""
    for one, other in ((_number(16), _number(17)), (_choice("a"), _choice("c"))):
        assert _state(one) == _state(other)
        assert one.explanation == one.hint == one.verdict == "" and one.rule == {}
    names = tk.new_match("tortuga1667", players=4, seed=3).names
    assert _state(_board(names[0])) == _state(_board(names[2]))


@pytest.mark.parametrize(
    ("make", "key", "wrong", "right"),
    [
        (_number, 16, "15", "16"),
        (_number, Fraction(1, 4), "0.3", "25%"),
        (_choice, "b", "a", "b"),
    ],
)
def test_wrong_then_right_through_the_messages(make, key, wrong, right) -> None:  # type: ignore[no-untyped-def]
    q = make(key)
    send_msg(q, "hint")
    assert q.hint in ("count", "")
    send_msg(q, "answer", value=wrong)
    assert (q.verdict, q.said, q.explanation) == (
        "wrong",
        wrong,
        "not so" if make is _number else "no",
    )
    if make is _number:
        assert q.rule["anchor"] == "event-deck"  # the rule section, sent with the wrong answer
    send_msg(q, "answer", value=right)  # ignored: "Try again" first
    assert q.verdict == "wrong"
    send_msg(q, "again")
    assert (q.verdict, q.said, q.explanation, q.rule) == ("", "", "", {})
    send_msg(q, "answer", value=right)
    assert q.verdict == "right" and q.rule == {} and q.tries == 2
    send_msg(q, "answer", value=wrong)  # a right answer stays right
    assert q.verdict == "right"


def test_a_board_quiz_is_answered_by_a_click() -> None:
    m = tk.new_match("tortuga1667", players=4, seed=3)
    q = _board(m.names[1])
    state = synced(q)  # what the browser draws: the board and its clickable names
    assert state["targets"] == list(m.names) and 'data-token="Anne"' in state["svg"]
    send_msg(q, "answer", value="key")  # a token of the board that is no target: no answer
    assert q.verdict == "" and q.tries == 0
    send_msg(q, "answer", value=m.names[0])
    assert q.verdict == "wrong"
    send_msg(q, "again")
    send_msg(q, "answer", value=m.names[1])
    assert q.verdict == "right"


def test_unreadable_numbers_and_bad_quizzes() -> None:
    q = _number(3)
    send_msg(q, "answer", value="three")
    assert q.verdict == "unreadable" and q.tries == 0 and q.explanation
    assert [read_number(s) for s in ("3", "0,5", "1/4", "25%", "x")] == [
        3, Fraction(1, 2), Fraction(1, 4), Fraction(1, 4), None,
    ]  # fmt: skip
    with pytest.raises(BadOption):
        _choice("z")  # the key is no choice
    with pytest.raises(BadOption):
        Quiz.number("?", "16")  # a key typed as text
    with pytest.raises(BadOption):
        Quiz.number("?", 1, game="tortuga1667", rule="rules §no-such-section")
    m = tk.new_match("tortuga1667", players=4, seed=3)
    with pytest.raises(BadOption):
        Quiz.board("?", m.game.svg(m.view(), legal=()), ["Zed"], "Zed")  # not on the board


def test_texts_in_the_learners_language() -> None:
    with language("de"):
        q = _number(3)
    assert q.lang == "de" and q.chrome.get("Try again") == "Nochmal versuchen"
    send_msg(q, "answer", value="drei")
    assert "Zahl" in q.explanation
    assert q in built()


def test_a_rules_link_of_the_page_gets_its_section_in_the_quizs_language() -> None:
    """Voilà cannot open a rules page: the first quiz on a page without a game widget shows a
    cited section (quiz.js). The kernel answers the message with the section in the quiz's
    language, and nothing for a name that is no game's (never a path read) or no section."""
    q = Quiz.choice("?", [("a", "A"), ("b", "B")], "a", lang="ko")
    sent: list[object] = []
    q.send = sent.append  # type: ignore[method-assign]
    game = tk.available_games()[0]
    send_msg(q, "rules_link", game=game, ref="rules §citations")
    assert sent and isinstance(sent[0], dict)
    section = sent[0]["rules_link"]
    assert section["anchor"] == "citations" and section["blocks"]
    assert section == tk.engine.citations.rule_section(game, "rules §citations", "ko")
    assert q.rules_link("../../pyproject", "rules §citations") == {}
    assert q.rules_link(game, "rules §no-such-section") == {}
    assert q.rules_link(game, None) == {} and q.rules_link(None, "rules §citations") == {}
