"""The rules page covers every card the game plays (``docs/rules/kutschfahrt.md``).

Seed 002 lists the items ("5. Gegenstände"), the professions with the "Erweiterungsberufe"
("4. Berufe") and the coachman's events ("6. Kutscherereignisse"); the kit defines them in
``cards.py``. A learner who meets a card in a match must find it on the page: every item,
profession and event has a row of a table whose first cell names it as the kit does
(`` `creaking_gallows` ``). The seed's sentence on cards with a sword and a shield is said
where the score is, with how the kit applies it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tortuga_kit.games.kutschfahrt import rulerefs
from tortuga_kit.games.kutschfahrt.cards import EVENTS, ITEMS, PROFESSIONS

ROOT = Path(__file__).resolve().parents[3]
TEXT = (ROOT / rulerefs.RULES_PAGE).read_text(encoding="utf-8")
#: The first cell of every table row on the page.
FIRST_CELLS = [
    line.split("|")[1] for line in TEXT.splitlines() if line.startswith("| ") and "|" in line[1:]
]


def _section(anchor: str) -> str:
    start = TEXT.index(f'<a id="{anchor}"></a>')
    end = TEXT.find("<a id=", start + 1)
    return TEXT[start:end]


@pytest.mark.parametrize(
    ("kind", "names"),
    [("item", list(ITEMS)), ("profession", list(PROFESSIONS)), ("event", list(EVENTS))],
)
def test_every_card_the_game_defines_has_a_row_on_the_rules_page(
    kind: str, names: list[str]
) -> None:
    missing = [n for n in names if not any(f"`{n}`" in cell for cell in FIRST_CELLS)]
    assert not missing, f"no table row on the rules page for the {kind}s {missing}"


def test_the_expansion_professions_are_played_and_said_so() -> None:
    """Seed 002 "4. Berufe" (Erweiterungsberufe): with ``expansion=True`` the match plays them."""
    professions = _section("professions")
    assert not re.search(r"does not play|not played", professions), professions
    assert "expansion=True" in professions


def test_the_owner_chooses_the_side_of_a_sword_and_shield_card() -> None:
    """Seed 002 "C. Mitspieler angreifen": "Einzelne Karten mit Schwert+Schild: Besitzer wählt":
    quoted where the score is, with the cards it concerns and how the choice is made."""
    score = _section("fight-score")
    assert "Besitzer wählt" in score
    for card in ("Bodyguard", "Mercenary", "Duelist", "revenge"):
        assert card in score, card
