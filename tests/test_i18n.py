"""Languages (issue 13): the catalogs are complete, and a language changes text, never a rule.

- Every message id the code uses (``tools/i18n.py`` extracts them) has a German and a Korean
  translation with the same ``{fields}``, no catalog holds an id no code uses, and every ``.mo``
  is compiled from its ``.po``: English is the message id itself, so that makes all three.
- A match in German or Korean is the same match as in English: the same seed and actions give
  the same digest and the same save (a save holds no language); only the texts differ.
- For every game with catalogs (``TRANSLATED``), a seeded random match played to the end in
  German and in Korean shows every prompt, label, view text and log line translated.
"""

from __future__ import annotations

import importlib.util
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.errors import BadOption, IllegalAction
from tortuga_kit.engine.i18n import LANGUAGES, Msg, fields, language, set_language, translator

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "tortuga_kit" / "locale"
#: The games whose texts are in the catalogs (their domain is the game's name).
TRANSLATED = sorted(
    g for g in tk.available_games() if (LOCALE / "de" / "LC_MESSAGES" / f"{g}.po").exists()
)


def _tool() -> Any:
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["i18n_tool"] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_every_message_has_all_three_languages_with_the_same_fields() -> None:
    tool = _tool()
    extracted = tool.extract()
    assert "kit" in extracted and extracted["kit"]  # the check sees the code's texts
    assert tool.problems() == []


def test_the_check_finds_a_missing_translation_and_a_lost_field(tmp_path: Path) -> None:
    """The catalog check is not vacuous: an empty translation and a dropped field are found."""
    tool = _tool()
    po = tool.read_po(tool.po_path("de", "kit"))
    msgid = next(m for m in po if fields(m))
    broken = dict(po)
    broken[msgid] = tool.Entry(msgid, "", [], [re.sub(r"\{\w+\}", "", po[msgid].msgstr[0])])
    path = tmp_path / "kit.po"
    tool.write_po(path, "de", "kit", broken)
    again = tool.read_po(path)
    assert fields(again[msgid].msgstr[0]) != fields(msgid)
    assert again.keys() == po.keys()  # the .po round trip keeps every entry
    for key, entry in po.items():
        assert again[key].msgstr == entry.msgstr or key == msgid


def test_mo_files_are_read_back_by_the_standard_library(tmp_path: Path) -> None:
    import gettext

    tool = _tool()
    entries = {
        "Pass": tool.Entry("Pass", "", [], ["Passen"]),
        "{n} card": tool.Entry("{n} card", "{n} cards", [], ["{n} Karte", "{n} Karten"]),
    }
    path = tmp_path / "x.mo"
    path.write_bytes(tool.mo_bytes("de", entries))
    with path.open("rb") as f:
        t = gettext.GNUTranslations(f)
    assert t.gettext("Pass") == "Passen"
    assert t.ngettext("{n} card", "{n} cards", 1) == "{n} Karte"
    assert t.ngettext("{n} card", "{n} cards", 3) == "{n} Karten"


def test_msg_renders_when_read_and_plural_forms_follow_the_language() -> None:
    _ = translator("kit")
    later = _.lazy("nothing to redo")
    assert later.render("en") == "nothing to redo"
    assert later.render("de") != later.render("en") != later.render("ko")
    with language("de"):
        assert str(later) == later.render("de")
    plural = Msg("nowhere", "{n} card", "{n} cards", n=2)  # no catalog: English ids
    assert plural.render("en") == "2 cards" and Msg("nowhere", "{n} card", "{n} cards", n=1)
    assert Msg("nowhere", "{n} card", "{n} cards", n=1).render("de") == "1 card"


def test_an_event_template_takes_its_fields_in_order_and_reads_like_its_msg() -> None:
    """``_.template`` (events made in the rules' hot loop): fields by first appearance, the
    event read in its language, a wrong number of fields a clear error, not a wrong text."""
    from tortuga_kit.engine.events import Event
    from tortuga_kit.engine.i18n import Template

    t = translator("tortuga1667").template("{name} reveals card {n}: {card}.")
    assert isinstance(t, Template) and t.names == ("name", "n", "card")
    card = translator("tortuga1667").lazy("Pistol")
    e = Event(t, "rule", "reveal", "reveal", None, ("Anne", 3, card))
    same = Msg("tortuga1667", t.msgid, name="Anne", n=3, card=card)
    assert e.text == "Anne reveals card 3: Pistol."
    for lang in ("de", "ko"):
        shown = e.in_language(lang).text
        assert shown == same.render(lang) and shown != e.text and "Anne" in shown
    assert e.text == "Anne reveals card 3: Pistol."  # reading in German changed nothing
    with pytest.raises(TypeError, match="takes 3 fields, not 2"):
        t.msg(("Anne", 3))


@pytest.mark.parametrize("game", TRANSLATED or ["(none yet)"])
def test_a_log_cites_its_rules_in_the_readers_words_and_keeps_the_citation(game: str) -> None:
    """Every log line's ``cite`` is its citation in the match's words (the section's anchor and
    the page numbers kept), its ``rule`` the citation itself: the data a link follows."""
    if game == "(none yet)":
        pytest.skip("no game has catalogs yet")
    from tortuga_kit.engine.citations import parse_citation

    en, de = tk.new_match(game, 3, 2), tk.new_match(game, 3, 2, lang="de")
    for a, b in zip(en.log(), de.log()):
        assert a["rule"] == b["rule"] and a["cite"] == a["rule"]
        c = parse_citation(a["rule"])
        if c.sections or c.pages or c.assumed:
            assert b["cite"] != a["rule"], b
        assert all(f"§{x}" in b["cite"] for x in c.sections)
        assert all(f"S. {p}" in b["cite"] for p in c.pages)
        assert ("ANNAHME" in b["cite"]) == c.assumed


def test_a_bad_language_is_one_clear_line_and_changes_nothing() -> None:
    for bad in ("fr", "", None, 3, "DE" * 500):
        with pytest.raises(BadOption, match="language must be one of") as info:
            tk.new_match("tortuga1667", 4, 1, lang=bad if bad is not None else 7)
        assert "\n" not in str(info.value) and len(str(info.value)) <= 300
    m = tk.new_match("tortuga1667", 4, 1)
    with pytest.raises(BadOption):
        m.lang = "fr"
    assert m.lang == "en"
    with pytest.raises(BadOption):
        set_language("xx")


@pytest.mark.parametrize("game", tk.available_games())
def test_a_language_changes_no_rule_and_nothing_in_a_save(game: str) -> None:
    """The same seed and actions, the same match in every language (issue 13)."""
    rng = random.Random(5)
    matches = {lang: tk.new_match(game, 4, 11, lang=lang) for lang in LANGUAGES}
    en = matches["en"]
    for _ in range(60):
        if en.is_over:
            break
        legal = en.legal_texts()
        assert all(m.legal_texts() == legal for m in matches.values())
        text = rng.choice(legal)
        for m in matches.values():
            m.play(text)
    saves = {lang: m.to_json() for lang, m in matches.items()}
    assert len(set(saves.values())) == 1
    assert len({m.digest() for m in matches.values()}) == 1
    loaded = tk.Match.from_json(saves["en"], lang="ko")
    assert loaded.lang == "ko" and loaded.digest() == en.digest()


def test_match_texts_follow_the_match_language_not_the_kits() -> None:
    """The kit's default language does not change a match that has its own."""
    m = tk.new_match("tortuga1667", 4, 1, lang="de")
    assert m.lang == "de" and m.replayed().lang == "de" and m.copy().lang == "de"
    try:
        set_language("ko")
        assert tk.new_match("tortuga1667", 4, 1).lang == "ko"
        with pytest.raises(IllegalAction) as info:
            m.undo()
        assert str(info.value) == Msg("kit", "nothing to undo: the match is at its start").render(
            "de"
        )
    finally:
        set_language("en")
    assert tk.new_match("tortuga1667", 4, 1).lang == "en"


def _english_words(text: str) -> bool:
    """True when ``text`` reads as English words (not only names, numbers and symbols)."""
    return re.search(r"\b[a-z]{3,}\b", text) is not None


def _texts(m: tk.Match) -> list[str]:
    """Every text of the match a learner reads now: the prompt, the labels, the boards (their
    SVG's texts) of the projector, the deciding seat and one more seat in turn (every seat's
    board is read every few steps; drawing all of them at every step was most of a Cartagena
    game's time), and every seat's log entries of the last step (the earlier ones were read at their
    own step: reading the whole log at every step made the test quadratic). (A view's values
    are data, such as ``"british"``: the board and the widgets show them through their
    labels.)"""
    out = []
    d = m.decision
    if d is not None:
        out.append(d.prompt)
        out += [a.label for a in m.legal_actions()]
    for seat in dict.fromkeys([None, m.to_move, m.step % m.players]):
        svg = m.view(seat)._repr_svg_() or ""
        out += [" ".join(t.split()) for t in re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S)]
    for seat in [None, *range(m.players)]:
        out += [e["text"] for e in m.log(seat, since=max(0, m.step - 1))]
    return out


@pytest.mark.parametrize("lang", ["de", "ko"])
@pytest.mark.parametrize("game", TRANSLATED or ["(none yet)"])
def test_a_translated_game_plays_to_the_end_with_every_text_translated(
    game: str, lang: str
) -> None:
    if game == "(none yet)":
        pytest.skip("no game has catalogs yet")
    rng = random.Random(3)
    en = tk.new_match(game, 4, 7)
    other = tk.new_match(game, 4, 7, lang=lang)
    untranslated: set[str] = set()
    title = tk.get_game(game).title
    for _ in range(2000):
        for a, b in zip(_texts(en), _texts(other)):
            # the game's title is a name, the same in German ("Kutschfahrt zur Teufelsburg")
            if a == b and _english_words(a.replace(title, "")):
                untranslated.add(a)
        if en.is_over:
            break
        text = rng.choice(en.legal_texts())
        en.play(text)
        other.play(text)
    assert en.is_over and other.is_over and en.digest() == other.digest()
    assert json.dumps(sorted(untranslated)[:40], ensure_ascii=False) == "[]"
    # The result: the same facts, its reason in the match's language (and English in a save).
    r, r_en = other.result, en.result
    assert r is not None and r_en is not None and r.outcome() == r_en.outcome()
    assert r.reason != r_en.reason or not _english_words(r.reason), r.reason
    assert r.in_language("en").reason == r_en.reason


def test_a_fuzzy_translation_is_not_compiled_and_check_reports_it(tmp_path: Path) -> None:
    """A fuzzy entry (``#, fuzzy``: unreviewed or out of date) keeps its text and its flag in
    the .po, but the .mo leaves it out: the reader sees the English id, never a guess."""
    import gettext

    tool = _tool()
    entries = {
        "Pass": tool.Entry("Pass", "", [], ["Passen"]),
        "Draw": tool.Entry("Draw", "", [], ["Zeichnen"], fuzzy=True),
        "{n} card": tool.Entry(
            "{n} card", "{n} cards", [], ["{n} Karte", "{n} Karten"], fuzzy=True
        ),
    }
    po = tmp_path / "x.po"
    tool.write_po(po, "de", "x", entries)
    assert "#, fuzzy" in po.read_text("utf-8")
    again = tool.read_po(po)
    assert again["Draw"].fuzzy and again["Draw"].msgstr == ["Zeichnen"]
    assert not again["Pass"].fuzzy
    mo = tmp_path / "x.mo"
    mo.write_bytes(tool.mo_bytes("de", again))
    with mo.open("rb") as f:
        t = gettext.GNUTranslations(f)
    assert t.gettext("Pass") == "Passen"
    assert t.gettext("Draw") == "Draw"  # not "Zeichnen"
    assert t.ngettext("{n} card", "{n} cards", 2) == "{n} cards"
    assert any("fuzzy" in line for line in tool._entry_problems("x/de", again["Draw"]))


def test_msgctxt_survives_a_round_trip_an_update_and_the_compiler(tmp_path: Path) -> None:
    """One English word, two meanings: each ``msgctxt`` its own entry, in the .po and the .mo
    (where ``pgettext`` finds it), and the translator's notes and comments kept."""
    import gettext

    tool = _tool()
    move = tool.Entry("move", "", ["a.py"], ["Zug"], context="a turn", notes=["one turn"])
    step = tool.Entry("move", "", ["b.py"], ["Bewegung"], context="a pawn", comments=["checked"])
    plain = tool.Entry("move", "", ["c.py"], ["ziehen"])
    entries = {tool.key(e.msgid, e.context): e for e in (move, step, plain)}
    assert len(entries) == 3
    po = tmp_path / "x.po"
    tool.write_po(po, "de", "x", entries)
    assert po.read_text("utf-8").count("msgctxt") == 2
    again = tool.read_po(po)
    assert again == entries
    merged = tool._merge(
        {k: tool.Entry(e.msgid, "", e.where, [], e.context) for k, e in entries.items()}, again
    )
    assert merged == entries  # an update keeps context, translation, notes and comments
    mo = tmp_path / "x.mo"
    mo.write_bytes(tool.mo_bytes("de", merged))
    with mo.open("rb") as f:
        t = gettext.GNUTranslations(f)
    assert (t.pgettext("a turn", "move"), t.pgettext("a pawn", "move")) == ("Zug", "Bewegung")
    assert t.gettext("move") == "ziehen"


def test_the_extractor_reads_pgettext_with_its_context(tmp_path: Path) -> None:
    tool = _tool()
    package = tmp_path / "pkg"
    (package / "widgets" / "static").mkdir(parents=True)
    (package / "m.py").write_text(
        '_ = translator("kit")\n_.pgettext("a turn", "move")\n_("move")\n', encoding="utf-8"
    )
    found = tool.extract(package)["kit"]
    assert sorted(found) == sorted([tool.key("move", "a turn"), "move"])
    assert found[tool.key("move", "a turn")].context == "a turn"
