"""MatchWidget as a thin adapter of its ``Table`` (issue 25): what one click costs on the wire.

- a click from the browser answers with ONE state message (the new screen and the new
  ``version`` together) plus, when the log grew, one log message;
- a click of a classroom widget does not read the rules page again (the Rules menu is read
  once per game);
- the widget's traits are its table's screen, and its Python API is the table's.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from toygame import NAME, registered
from wire import send_msg

import tortuga_kit as tk
from tortuga_kit.engine import citations

pytest.importorskip("anywidget")

from tortuga_kit.__main__ import main  # noqa: E402
from tortuga_kit.widgets import MatchWidget, bench  # noqa: E402


@pytest.fixture(scope="module", autouse=True)
def toy_registered() -> Iterator[Any]:
    with registered() as game:
        yield game


def record(w: MatchWidget) -> list[dict[str, Any]]:
    """Every message the widget sends its front end from now on (state updates and custom)."""
    sent: list[dict[str, Any]] = []
    w._send = lambda msg, buffers=None: sent.append(msg)  # type: ignore[method-assign]
    # ipywidgets sends a changed trait only over a comm with a kernel: once anything in the
    # process has imported ipykernel's comms (the autosave tests do), a widget made outside a
    # kernel gets one without, and would send no state at all (seen when the files run in one
    # process)
    if w.comm is not None and getattr(w.comm, "kernel", True) is None:
        w.comm.kernel = object()
    return sent


def kinds(sent: list[dict[str, Any]]) -> list[str]:
    return [m["method"] for m in sent]


def test_a_click_is_one_state_message_plus_the_log_delta() -> None:
    m = tk.new_match("tortuga1667", 4, 3)
    d = m.decision
    assert d is not None
    w = MatchWidget(m, seat=d.seat, bots=[s for s in range(4) if s != d.seat])
    sent = record(w)
    version = w.version
    send_msg(w, "play", text=w.actions[0]["text"])
    assert w.error == "" and m.step > 1 and w.version == version + 1
    assert kinds(sent).count("update") == 1, kinds(sent)
    update = next(x for x in sent if x["method"] == "update")
    assert {"version", "board", "step", "max_step"} <= set(update["state"])
    assert kinds(sent).count("custom") == 1  # the log lines the browser lacks, nothing more
    log = next(x for x in sent if x["method"] == "custom")["content"]
    assert log["reset"] is False and log["log"] == w.log[-len(log["log"]) :]


def test_a_refused_click_is_one_state_message_and_no_log() -> None:
    m = tk.new_match(NAME, 3, 4)
    w = MatchWidget(m, hot_seat=True)  # the projector: the secret card is not its to play
    sent = record(w)
    send_msg(w, "play", text=m.legal_texts()[0])
    assert "secret" in w.error and kinds(sent) == ["update"]


def test_a_classroom_click_reads_the_rules_page_once_per_game(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    reads: list[str] = []
    real = citations._page_text

    def counted(game: str, lang: str = "en") -> str | None:
        reads.append(game)
        return real(game, lang)

    monkeypatch.setattr(citations, "_page_text", counted)
    m = tk.new_match("tortuga1667", 3, 5)
    w = MatchWidget(m, hot_seat=True, classroom=True, autosave=False)
    assert w.rule_index and reads == ["tortuga1667"]
    for _ in range(4):
        send_msg(w, "bot")
    assert m.step == 4 and reads == ["tortuga1667"]


def test_the_widget_shows_its_tables_screen() -> None:
    m = tk.new_match(NAME, 3, 6)
    w = MatchWidget(m, hot_seat=True)
    t = w.table
    state = t.screen.state()
    assert all(getattr(w, k) == v for k, v in state.items()), [
        k for k, v in state.items() if getattr(w, k) != v
    ]
    m.play(m.legal_actions()[0])  # code plays on the match: the table's observer redraws
    assert w.step == t.screen.step == 1 and w.board == t.screen.board


def test_the_widget_bench_meets_one_state_message_per_click(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``python -m tortuga_kit bench --widget``: every click of every measured position sends
    one state message and one log message (the figures the README reports)."""
    rows = bench.widget_bench(["tortuga1667"], clicks=3)
    assert [r["target"] for r in rows] == [bench.EARLY, bench.LATE]
    assert all(r["state_messages"] == 1 and r["log_messages"] == 1 for r in rows), rows
    assert rows[0]["step"] == 10 and rows[1]["step"] > 10
    assert main(["bench", "--widget", "nosuch"]) == 2
    assert "unknown game" in capsys.readouterr().err


def test_the_log_follows_the_state_it_belongs_to() -> None:
    """A language change sends every log line again, translated; the browser draws each line
    in the language of the state it holds, so the state goes first (the classroom's Korean
    log read "Aufbau" when the lines came before the state that switched to Korean)."""
    m = tk.new_match("tortuga1667", 3, 7)
    w = MatchWidget(m, hot_seat=True)
    sent = record(w)
    send_msg(w, "lang", lang="ko")
    assert kinds(sent) == ["update", "custom"]
    assert sent[0]["state"]["lang"] == "ko" and sent[1]["content"]["reset"] is True
