"""One word per term (issue 32): the glossary ``tortuga_kit/locale/glossary.json`` and its use.

Every catalog entry whose English id uses a glossary term translates it with the glossary's
word and none of the words it avoids (German *Zug* is the turn, never *Runde*; Korean *투표 덱*,
seed 001's word, never *투표 카드 더미*; *패스* for pass, not *넘기기*); each translated rules
page uses the words the glossary lists for it. ``docs/glossary.md`` is the glossary as a table,
rendered from the JSON. Reads the .po files once: about a second.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po
from tool_module import tool

ROOT = Path(__file__).resolve().parents[1]


TOOL = tool("glossary")


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_every_catalog_says_the_glossarys_word(lang: str) -> None:
    found = TOOL.violations(lang)
    assert not found, f"{len(found)} {lang} entries break the glossary:\n" + "\n".join(found)


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_every_rules_page_says_the_glossarys_word(lang: str) -> None:
    found = TOOL.page_violations(lang)
    assert not found, "\n".join(found)


def test_the_glossary_page_is_rendered_from_the_json() -> None:
    """``docs/glossary.md`` is what ``python tools/glossary.py`` writes: edit the JSON."""
    assert (ROOT / "docs" / "glossary.md").read_text(encoding="utf-8") == TOOL.markdown()


def test_every_term_has_a_word_in_each_language_and_valid_patterns() -> None:
    for term in TOOL.terms():
        assert term["de"]["word"] and term["ko"]["word"], term["term"]
        for lang in ("de", "ko"):
            rule = term[lang]
            for pattern in [term["en"], term.get("unless", ""), *rule.get("avoid", ())]:
                re.compile(pattern)
            assert re.search(rule.get("require", re.escape(rule["word"])), rule["word"]), term


def test_the_check_finds_a_mixed_word(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check can fail: German *Runde* for a turn, Korean *넘기기* for pass and the old
    *투표 카드 더미* are each found; a turn translated *Zug* passes."""
    rows = {
        "de": [("kit", "Turn {n}", "Runde {n}"), ("kit", "End turn", "Zug beenden")],
        "ko": [("tortuga1667", "Pass", "넘기기"), ("kit", "vote deck", "투표 카드 더미")],
    }
    monkeypatch.setattr(TOOL, "catalog", lambda lang: iter(rows[lang]))
    assert [v.split(": ")[-1] for v in TOOL.violations("de")] == ["turn (avoid ['Runde'])"]
    assert len(TOOL.violations("ko")) == 2


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_every_entry_with_a_rule_term_warns_its_translator(lang: str) -> None:
    """A rule term is a translation's trap (issue 32, "Review"): each .po entry whose English
    uses a glossary term carries a ``#. glossary: <term> = <word> (...)`` note, written by
    ``tools/i18n.py update`` from the glossary, so a reviewer reads the word to use there."""
    missing = []
    for po in sorted((ROOT / "tortuga_kit" / "locale" / lang / "LC_MESSAGES").glob("*.po")):
        with po.open("rb") as f:
            entries = [m for m in read_po(f) if m.id]
        for m in entries:
            msgid = m.id[0] if isinstance(m.id, tuple) else m.id
            want = TOOL.notes(lang, po.stem, msgid)
            if not set(want) <= set(m.auto_comments):
                missing.append(f"{po.name}: {msgid[:60]!r} lacks {want}")
    assert len(missing) == 0, "\n".join(missing[:20])
    assert TOOL.notes(lang, "tortuga1667", "the vote deck"), "the glossary knows the vote deck"
