"""Citations and rules-page sections, for any game (engine/citations.py).

The section reader is tested on a made-up page, so no game's page or names are needed: a new
game only writes ``docs/rules/<game>.md`` with ``<a id>`` anchors and links it from
``tortuga_kit/rules/``.
"""

from __future__ import annotations

import pytest

from tortuga_kit.engine import citations

PAGE = """# Some game

<a id="setup"></a>
## Setup

Each player takes **three** cards and a [pawn](#pawns).
The youngest starts.

- shuffle the deck
- deal three cards
  to everyone

| part | meaning |
|---|---|
| `deck` | the draw pile |

<a id="first-player"></a>
### Who starts (ASSUMED)

No source says; the kit lets the youngest start.
"""


@pytest.fixture
def page(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(
        citations, "_page_text", lambda game, lang="en": PAGE if game == "somegame" else None
    )


def test_a_section_is_text_blocks_up_to_the_next_anchor(page: None) -> None:
    s = citations.rule_section("somegame", "rules §setup · rulebook p.2")
    assert s is not None and s["anchor"] == "setup" and s["title"] == "Setup"
    assert s["blocks"] == [
        {"kind": "h", "text": "Setup"},
        {"kind": "p", "text": "Each player takes three cards and a pawn. The youngest starts."},
        {"kind": "li", "text": "shuffle the deck"},
        {"kind": "li", "text": "deal three cards to everyone"},
        {"kind": "row", "cells": ["part", "meaning"]},
        {"kind": "row", "cells": ["deck", "the draw pile"]},
    ]
    sub = citations.rule_section("somegame", "rules §first-player · ASSUMED")
    assert sub is not None and sub["title"] == "Who starts (ASSUMED)"


def test_no_section_for_a_page_alone_a_missing_anchor_or_page(page: None) -> None:
    assert citations.rule_section("somegame", "rulebook p.2") is None
    assert citations.rule_section("somegame", "rules §nowhere") is None
    assert citations.rule_section("othergame", "rules §setup") is None


def test_citations_parse_and_link_for_any_game() -> None:
    c = citations.parse_citation("rules §setup · rulebook p.2–3, p.6 · ASSUMED")
    assert c.sections == ("setup",) and c.pages == ("2–3", "6") and c.assumed
    assert citations.rule_url("somegame", "rules §setup", "../../docs/rules") == (
        "../../docs/rules/somegame.md#setup"
    )
    with pytest.raises(ValueError, match="not a citation part"):
        citations.parse_citation("rules §setup · page four")


def test_rule_contents_lists_every_game_pages_sections_in_order() -> None:
    """The Rules menu's entries (``rule_contents``): every anchor of each installed rules page,
    in page order, each titled by the heading after it, and each one opens its section."""
    import re
    from pathlib import Path

    import tortuga_kit as tk
    from tortuga_kit.engine.citations import rule_contents, rule_section

    root = Path(__file__).resolve().parents[2] / "docs" / "rules"
    for game in tk.available_games():
        page = (root / f"{game}.md").read_text(encoding="utf-8")
        entries = rule_contents(game)
        assert [e["anchor"] for e in entries] == re.findall(r'<a id="([^"]+)"></a>', page)
        assert all(e["title"] for e in entries)
        first = entries[0]
        assert rule_section(game, f"rules §{first['anchor']}") is not None
    assert {"anchor": "goal", "title": "The goal"} in rule_contents("cartagena")
