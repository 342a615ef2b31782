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
    monkeypatch.setattr(citations, "_page_text", lambda game: PAGE if game == "somegame" else None)


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
