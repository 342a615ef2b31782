"""The kit's glossary (``tortuga_kit/locale/glossary.json``): one word per game term and language.

A term names the English message ids that use it (a regular expression, with the ids where the
same letters mean something else left out), and per language the glossary's word, what every
translation of such an id must contain and what it must not. ``violations(lang)`` lists the
catalog entries that break it, ``page_violations(lang)`` the translated rules pages; both are
what tests/test_glossary.py asserts empty. ``python tools/glossary.py`` writes
``docs/glossary.md`` (the table a reader or a reviewer reads) and prints any violation.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = ROOT / "tortuga_kit" / "locale" / "glossary.json"
LOCALE = ROOT / "tortuga_kit" / "locale"
RULES = ROOT / "docs" / "rules"
MARKDOWN = ROOT / "docs" / "glossary.md"
LANGS = ("de", "ko")


def terms() -> list[dict[str, Any]]:
    """The glossary's terms, in its order."""
    return list(_terms())


@lru_cache(maxsize=1)
def _terms() -> tuple[dict[str, Any], ...]:
    data: dict[str, Any] = json.loads(GLOSSARY.read_text(encoding="utf-8"))
    return tuple(data["terms"])


def catalog(lang: str) -> Iterator[tuple[str, str, str]]:
    """(domain, English id, translation) of every translated, reviewed entry of ``lang``."""
    return iter(_catalog(lang))


@cache
def _catalog(lang: str) -> tuple[tuple[str, str, str], ...]:
    return tuple(_read(lang))


def _read(lang: str) -> Iterator[tuple[str, str, str]]:
    for po in sorted((LOCALE / lang / "LC_MESSAGES").glob("*.po")):
        with po.open("rb") as f:
            entries = read_po(f)
        for m in entries:
            if not m.id or m.fuzzy:
                continue
            ids = m.id if isinstance(m.id, tuple) else (m.id,)
            texts = m.string if isinstance(m.string, tuple) else (m.string,)
            for msgid, text in zip(ids, texts):
                if text:
                    yield po.stem, msgid, text


def _uses(term: dict[str, Any], domain: str, msgid: str) -> bool:
    if "domains" in term and domain not in term["domains"]:
        return False
    if not re.search(term["en"], msgid, re.IGNORECASE):
        return False
    return not (term.get("unless") and re.search(term["unless"], msgid, re.IGNORECASE))


#: The prefix of a translator note (``#.``) that ``tools/i18n.py update`` writes from this
#: glossary; notes with it are rewritten on every update, a translator's own notes are kept.
NOTE_PREFIX = "glossary: "


def notes(lang: str, domain: str, msgid: str) -> list[str]:
    """The translator notes for one entry: for each glossary term its English id uses, the
    word this language uses for it (and why, where the glossary says), so the rule term is
    the trap a translator is warned of, in the .po itself."""
    out = []
    for term in _terms():
        if _uses(term, domain, msgid) and term.get(lang, {}).get("word"):
            why = f" ({term['note']})" if term.get("note") else ""
            out.append(f"{NOTE_PREFIX}{term['term']} = {term[lang]['word']}{why}")
    return out


def violations(lang: str) -> list[str]:
    """Each catalog entry of ``lang`` that uses a term without the glossary's word, or with
    a word the glossary avoids: ``"[domain] 'id' -> 'text': term"``."""
    out = []
    for domain, msgid, text in catalog(lang):
        for term in terms():
            rule = term[lang]
            if not _uses(term, domain, msgid):
                continue
            need = rule.get("require", re.escape(rule["word"]))
            bad = [w for w in rule.get("avoid", ()) if re.search(w, text)]
            if not re.search(need, text) or bad:
                why = f"avoid {bad}" if bad else f"needs {rule['word']!r}"
                out.append(f"[{domain}] {msgid!r} -> {text!r}: {term['term']} ({why})")
    return out


def page_violations(lang: str) -> list[str]:
    """Each translated rules page that lacks a term's word or uses a word the glossary avoids
    (for the terms that list ``lang`` under ``pages``)."""
    out = []
    for term in terms():
        if lang not in term.get("pages", ()):
            continue
        rule = term[lang]
        for game in term.get("page_games", [p.stem for p in RULES.glob("*.md")]):
            text = (RULES / lang / f"{game}.md").read_text(encoding="utf-8")
            if rule["word"] not in text:
                out.append(f"{lang}/{game}.md: never says {rule['word']!r} ({term['term']})")
            for word in term.get("page_avoid", {}).get(lang, rule.get("avoid", ())):
                if re.search(word, text):
                    out.append(f"{lang}/{game}.md: says {word!r} for {term['term']}")
    return out


def markdown() -> str:
    """``docs/glossary.md``: the table, English → German → Korean, with the seeds."""
    lines = [
        "# Glossary: one word per term",
        "",
        "The kit's game terms in its three languages. Every catalog and every translated rules",
        "page uses the word given here (tests/test_glossary.py checks it); where a seed gives the",
        "word, the glossary takes it. Written by `python tools/glossary.py` from",
        "`tortuga_kit/locale/glossary.json`: change the JSON, not this page.",
        "",
        "| English | Deutsch | 한국어 | seed | note |",
        "|---|---|---|---|---|",
    ]
    for t in terms():
        seeds = ", ".join(f"{lang}: {s}" for lang, s in t.get("seed", {}).items())
        lines.append(
            f"| {t['term']} | {t['de']['word']} | {t['ko']['word']} | {seeds} | {t.get('note', '')} |"
        )
    return "\n".join(lines) + "\n"


def main() -> int:
    MARKDOWN.write_text(markdown(), encoding="utf-8")
    found = [v for lang in LANGS for v in violations(lang) + page_violations(lang)]
    print("\n".join(found))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
