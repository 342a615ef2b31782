"""The widget's language picker (issue 13), Python side: a ``lang`` message changes every text
the widget sends (its own notices and prompts, the front end's texts in ``chrome``, the match's
texts), and nothing else: not the match, not its save, not what a seat may see.
"""

from __future__ import annotations

import pytest
from wire import send_msg, synced

import tortuga_kit as tk

pytest.importorskip("anywidget")

from tortuga_kit.engine.i18n import LANGUAGES, Msg  # noqa: E402
from tortuga_kit.widgets import MatchWidget  # noqa: E402


def test_the_picker_offers_the_three_languages_and_starts_on_the_matchs() -> None:
    w = MatchWidget(tk.new_match("cartagena", 3, 1, lang="ko"))
    state = synced(w)
    assert state["lang"] == "ko" and state["languages"] == [[k, v] for k, v in LANGUAGES.items()]
    assert state["chrome"]["Bot move"] == Msg("kit", "Bot move").render("ko") != "Bot move"
    assert synced(MatchWidget(tk.new_match("cartagena", 3, 1)))["chrome"] == {}  # English: ids


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_a_lang_message_translates_the_widget_and_changes_no_rule(lang: str) -> None:
    m = tk.new_match("gourmet", 3, 2)
    w = MatchWidget(m, hot_seat=True)
    send_msg(w, "reveal")  # the deciding seat's view: its choices are offered
    before = m.to_json()
    english = synced(w)
    name = m.names[m.decision.seat]  # type: ignore[union-attr]
    send_msg(w, "lang", lang=lang)
    state = synced(w)
    assert w.error == "" and m.lang == lang and state["lang"] == lang
    assert state["chrome"]["New game"] == Msg("kit", "New game").render(lang)
    assert m.to_json() == before  # no rule, nothing in the save
    texts = [[a["text"] for a in g["actions"]] for g in state["groups"]]
    assert texts and texts == [[a["text"] for a in g["actions"]] for g in english["groups"]]
    assert state["seat"] == english["seat"]  # the same seat's view, translated
    send_msg(w, "hide")
    assert w.notice == Msg("kit", "{name}'s view is hidden: the projector view.", name=name).render(
        lang
    )


def test_a_bad_language_is_one_line_and_changes_nothing() -> None:
    m = tk.new_match("cartagena", 3, 1)
    w = MatchWidget(m)
    for bad in ("fr", 3, None, ["de"]):
        send_msg(w, "lang", lang=bad)
        assert "language must be one of" in w.error and "\n" not in w.error
        assert m.lang == "en" and synced(w)["lang"] == "en"


def test_a_new_game_and_a_loaded_save_keep_the_widgets_language() -> None:
    m = tk.new_match("kutschfahrt", 4, 2, lang="de")
    w = MatchWidget(m)
    saved = m.to_json()
    send_msg(w, "new", players=4, mode="hot seat", seat=0, seed="5")
    assert w.match is not m and w.match.lang == "de"
    assert w.notice == Msg(
        "kit", "New game: {n} players, {mode}.", n=4, mode=Msg("kit", "hot seat")
    ).render("de")
    send_msg(w, "load", text=saved)
    assert w.match.lang == "de" and w.match.to_json() == saved
