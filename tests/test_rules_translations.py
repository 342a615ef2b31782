"""The rules pages in German and Korean (issue 32): ``docs/rules/<lang>/<game>.md``.

Every citation the kit writes (``rules §<anchor>``) must open in every language, so each
translated page has exactly the English page's anchors, in the same order. A translation is
complete section by section: the same headings, list items, table rows, inline code and link
targets as the English section (code, citations and links are not translated, so they must all
be there). And it is current: ``docs/rules/translations.json`` records a hash of each English
section as it was translated (``tools/rules_pages.py``); an English section edited since fails
here by name. The reader's language then decides which page opens: the widget's Rules… menu
and log citations (``rule_section``/``rule_contents`` in the match's language), the notebooks'
links (a translated notebook links ``rules/<lang>/``), and the JupyterLite site's copy.
All of it reads a few text files: well under a second.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from tool_module import tool

import tortuga_kit as tk
from tortuga_kit.engine import citations
from tortuga_kit.widgets.table import Table

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "docs" / "rules"
GAMES = tk.available_games()
LANGS = ("de", "ko")
CASES = [(lang, game) for lang in LANGS for game in GAMES]


TOOL = tool("rules_pages")


def _text(lang: str, game: str) -> str:
    page = RULES / f"{game}.md" if lang == "en" else RULES / lang / f"{game}.md"
    return page.read_text(encoding="utf-8")


def _shape(section: str) -> dict[str, Any]:
    """What a translation keeps of a section: its structure and everything not in words."""
    lines = [line.strip() for line in section.splitlines()]
    prose = re.sub(r"```.*?```", " ", section, flags=re.S)  # inline code may wrap a line
    return {
        "headings": sum(line.startswith("#") for line in lines),
        "list items": sum(bool(re.match(r"(- |\* |\d+\. )", line)) for line in lines),
        "table rows": sum(line.startswith("|") for line in lines),
        "code blocks": Counter(re.findall(r"```.*?```", section, re.S)),
        "code": Counter(" ".join(c.split()) for c in re.findall(r"`[^`]+`", prose)),
        "links": Counter(re.findall(r"\]\(([^)\s]+)\)", section)),
    }


def test_every_game_has_its_rules_page_in_every_language() -> None:
    assert {p.stem for p in RULES.glob("*.md")} == set(GAMES)  # every game, no stray page
    missing = [f"{lang}/{g}.md" for lang, g in CASES if not (RULES / lang / f"{g}.md").is_file()]
    assert not missing, f"no translated rules page: {missing}"


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_a_translated_page_has_the_english_anchors_in_order(lang: str, game: str) -> None:
    english = TOOL.ANCHOR.findall(_text("en", game))
    assert TOOL.ANCHOR.findall(_text(lang, game)) == english
    assert citations.page_anchors(_text(lang, game)) == citations.page_anchors(_text("en", game))


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_a_translated_page_covers_every_section(lang: str, game: str) -> None:
    """Complete, not a summary: each section keeps every heading, list item, table row, inline
    code and link of its English section, and translates its words (a heading that is still
    English is a section not translated)."""
    english = TOOL.sections(_text("en", game))
    translated = TOOL.sections(_text(lang, game))
    for anchor, body in english.items():
        where = f"{lang}/{game}.md §{anchor}"
        assert _shape(translated[anchor]) == _shape(body), where
        en_heads = [h for h in body.splitlines() if h.startswith("#")]
        tr_heads = [h for h in translated[anchor].splitlines() if h.startswith("#")]
        for en, tr in zip(en_heads, tr_heads):
            assert tr != en or _proper(en), f"{where}: heading {en!r} is not translated"


def _proper(heading: str) -> bool:
    """A heading that is only a name reads the same in every language: a title (``# Tortuga
    1667``) or a card the box prints in English (``### Letter of Marque``, as seed 000 says the
    German edition does)."""
    words = re.findall(r"[A-Za-z]+", heading)
    return all(w[0].isupper() or w in {"of", "zur"} for w in words) and len(words) <= 3


@pytest.mark.parametrize(("lang", "game"), CASES)
def test_a_translated_page_is_as_new_as_its_english_page(lang: str, game: str) -> None:
    """``docs/rules/translations.json`` holds a hash of each English section as translated;
    an English section edited since must be translated again (then ``python
    tools/rules_pages.py record <lang> <game>``)."""
    behind = TOOL.stale(lang, game)
    assert not behind, f"{lang}/{game}.md translates an older text of these sections: {behind}"


def test_an_edited_english_section_makes_its_translations_stale(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The freshness check can fail: one changed sentence of one section is found by name, and
    re-wrapping a paragraph is not a change."""
    page = '# T\n\n<a id="setup"></a>\n## Setup\n\nDeal five cards.\n\n<a id="turn"></a>\n## Turn\n'
    (tmp_path / "de").mkdir()
    (tmp_path / "toy.md").write_text(page, encoding="utf-8")
    (tmp_path / "de" / "toy.md").write_text(page, encoding="utf-8")
    monkeypatch.setattr(TOOL, "RULES", tmp_path)
    monkeypatch.setattr(TOOL, "RECORD", tmp_path / "translations.json")
    TOOL.record("de", "toy")
    assert TOOL.stale("de", "toy") == []
    (tmp_path / "toy.md").write_text(page.replace("Deal five", "Deal\nfive"), encoding="utf-8")
    assert TOOL.stale("de", "toy") == []
    (tmp_path / "toy.md").write_text(page.replace("five", "six"), encoding="utf-8")
    assert TOOL.stale("de", "toy") == ["setup"]


# ------------------------------------------------------------------ the reader's language opens
@pytest.mark.parametrize("lang", LANGS)
def test_a_citation_opens_the_section_of_the_readers_page(lang: str) -> None:
    ref = "rules §setup"
    english = citations.rule_section("cartagena", ref, "en")
    section = citations.rule_section("cartagena", ref, lang)
    assert english is not None and section is not None
    heading = re.search(r'<a id="setup"></a>\s*#+ (.+)', _text(lang, "cartagena"))
    assert heading is not None and section["title"] == heading.group(1).strip()
    assert section["title"] != english["title"]
    with tk.language(lang):  # the default is the active language
        assert citations.rule_section("cartagena", ref) == section
        menu = citations.rule_contents("cartagena")
    assert [e["anchor"] for e in menu] == [
        e["anchor"] for e in citations.rule_contents("cartagena", "en")
    ]
    assert menu[0]["title"] != citations.rule_contents("cartagena", "en")[0]["title"]
    assert (
        citations.rule_url("cartagena", ref, "../rules", lang)
        == f"../rules/{lang}/cartagena.md#setup"
    )
    with pytest.raises(ValueError, match="no rules pages"):
        citations.rules_page("cartagena", lang="xx")


def test_the_widgets_rules_menu_and_open_section_follow_the_language() -> None:
    m = tk.new_match("cartagena", 3, 4)
    t = Table(m, hot_seat=True, classroom=True)
    english_menu = [e["title"] for e in t.screen.rule_index]
    assert t.show_rule("rules §setup") and t.screen.rule["title"] == english_menu[5]
    assert t.set_language("de")
    german_menu = [e["title"] for e in t.screen.rule_index]
    assert german_menu != english_menu and len(german_menu) == len(english_menu)
    assert t.screen.rule["anchor"] == "setup" and t.screen.rule["title"] == german_menu[5]
    assert t.set_language("ko") and t.screen.rule["title"] == t.screen.rule_index[5]["title"]
    assert t.screen.rule["title"] not in (english_menu[5], german_menu[5])


def test_the_widget_opens_a_translated_notebooks_rules_link() -> None:
    """The front end's pattern for a notebook's rules link (Voilà shows its section in the
    widget or in the page's first quiz) takes the language folder: ``rules/de/<game>.md#<anchor>``.
    The pattern lives in ``kit.js``, which the controller and the quiz both read."""
    js = (ROOT / "tortuga_kit" / "widgets" / "static" / "kit.js").read_text("utf-8")
    found = re.search(r"const RULES_LINK = /(.+)/;", js)
    assert found is not None
    pattern = re.compile(found.group(1).replace("\\/", "/"))
    for href in (
        "../rules/cartagena.md#setup",
        "../../rules/de/cartagena.md#setup",
        "rules/ko/cartagena.md#setup",
    ):
        m = pattern.search(href)
        assert m is not None and m.groups() == ("cartagena", "setup"), href
