"""The translated rules pages (``docs/rules/<lang>/<game>.md``) and the English sections they
translate.

A translation is current when it was made from the English page as it is now. Each section of a
page is the text from its ``<a id>`` anchor to the next one (what a citation opens); the text
before the first anchor is the section ``_top``. ``docs/rules/translations.json`` records, per
language and game, a short hash of every English section as it was when the translation was
written or last checked. tests/docs/test_rules_translations.py recomputes them: a changed English
section fails the test, naming the section, until its translation is updated and recorded again:

    python tools/rules_pages.py record de cartagena   # after re-translating the changed sections
    python tools/rules_pages.py stale                 # which sections of which pages are behind

The hash ignores how lines are wrapped (whitespace runs count as one space): re-flowing a
paragraph changes no rule.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT / "docs" / "rules"
RECORD = RULES / "translations.json"
LANGS = ("de", "ko")
GAMES = tuple(sorted(p.stem for p in RULES.glob("*.md")))
ANCHOR = re.compile(r'<a id="([a-z0-9]+(?:-[a-z0-9]+)*)"></a>')
TOP = "_top"


def sections(text: str) -> dict[str, str]:
    """The sections of a page, in page order: anchor -> its text (``_top`` first)."""
    out: dict[str, str] = {}
    marks = list(ANCHOR.finditer(text))
    out[TOP] = text[: marks[0].start()] if marks else text
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        out[m.group(1)] = text[m.end() : end]
    return out


def digest(section: str) -> str:
    """A short hash of a section's text, its line wrapping ignored."""
    flat = " ".join(section.split())
    return hashlib.sha256(flat.encode("utf-8")).hexdigest()[:12]


def english_digests(game: str) -> dict[str, str]:
    """The hash of every section of ``game``'s English page as it is now."""
    text = (RULES / f"{game}.md").read_text(encoding="utf-8")
    return {anchor: digest(body) for anchor, body in sections(text).items()}


def recorded() -> dict[str, dict[str, dict[str, str]]]:
    """``translations.json``: language -> game -> section -> the English hash translated."""
    if not RECORD.exists():
        return {}
    data: dict[str, dict[str, dict[str, str]]] = json.loads(RECORD.read_text(encoding="utf-8"))
    return data


def stale(lang: str, game: str) -> list[str]:
    """The English sections changed (or added) since ``lang``'s page of ``game`` was recorded."""
    was = recorded().get(lang, {}).get(game, {})
    return [a for a, h in english_digests(game).items() if was.get(a) != h]


def record(lang: str, game: str) -> None:
    """Note that ``lang``'s page of ``game`` translates the English page as it is now."""
    if not (RULES / lang / f"{game}.md").exists():
        raise SystemExit(f"[rules_pages] no page {RULES / lang / f'{game}.md'} to record")
    data = recorded()
    data.setdefault(lang, {})[game] = english_digests(game)
    RECORD.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    if argv[:1] == ["record"] and len(argv) == 3:
        record(argv[1], argv[2])
        return 0
    if argv == ["stale"]:
        for lang in LANGS:
            for game in GAMES:
                if (RULES / lang / f"{game}.md").exists() and (behind := stale(lang, game)):
                    print(f"{lang}/{game}.md: {', '.join(behind)}")
        return 0
    print(__doc__.split("\n\n")[2], file=sys.stderr)
    return 2


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
