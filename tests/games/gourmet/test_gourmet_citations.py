"""Every rule citation of Tortuga Gourmet leads somewhere a learner can follow.

Citations (``rulerefs.py``; format in ``tortuga_kit/engine/citations.py``) name a section of the
kit's rules page ``docs/rules/gourmet.md``. Checked: every constant of ``rulerefs``, every verb's
rule, every option's text, and every event, decision, result and ``IllegalAction`` of seeded
random games with every option set changed; every assumption a view lists. A citation marked
``ASSUMED``, and every assumption of a view, points into the page's "Assumptions" part (a
citation of two sections, ``rules §scoring · rules §scoring-mode · ASSUMED``, with its last). No
citation names a source the learner cannot open (a seed, the compiled reference). The page
documents every option of ``OPTIONS`` by name and the action language.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.citations import page_anchors, parse_citation, rule_anchor
from tortuga_kit.engine.errors import IllegalAction
from tortuga_kit.engine.i18n import text as in_text
from tortuga_kit.games.gourmet import rulerefs
from tortuga_kit.games.gourmet.setup import OPTIONS
from tortuga_kit.games.gourmet.verbs import VERBS

ROOT = Path(__file__).resolve().parents[3]
TEXT = (ROOT / rulerefs.RULES_PAGE).read_text(encoding="utf-8")
ANCHORS = page_anchors(TEXT)
ASSUMPTIONS_AT = TEXT.index('<a id="assumptions"></a>')
UNFOLLOWABLE = re.compile(r"seed 0\d|ref §|reference §", re.IGNORECASE)
OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"forgetful_pirates": True, "first_player": 0},
    {"piles_to_end": 4},
    {"zero_move_from_empty_island": "stay", "stuck_rule": "pass", "piles_to_end": 12},
    {"lonely_own_island": False, "crowded_counts_self": True, "piles_to_end": 6},
    {"scoring_mode": "recipes_first_points", "secret_in_meatballs": True},
    {"scoring_mode": "recipes_first_count", "tiebreak_counts_meatballs": True},
    {"final_tie": "no_winner"},
]
#: Texts that are never legal in Gourmet, each refused with a citation.
BAD = (
    "play grog 3",
    "play gold 3 to 4",
    "play grog 3 to 12",
    "play grog 3 to x",
    "play empty_chest 1 to 6",
    "play lonely_island to 0",
    "play crowded_island to 0",
    "play fish 0 to 0",
    "discard grog 3",
    "pass",
    "zz",
)


def _after_assumptions(anchor: str) -> bool:
    return TEXT.index(f'<a id="{anchor}"></a>') > ASSUMPTIONS_AT


def check(ref: str, where: str) -> None:
    """``ref`` parses, names only existing sections, and an ASSUMED one lies under Assumptions."""
    c = parse_citation(ref)  # ValueError names a part that is no citation part
    assert not UNFOLLOWABLE.search(ref), f"{where}: {ref!r} cites a source not in the repository"
    for section in c.sections:
        assert section in ANCHORS, f"{where}: {ref!r} names no section of the page"
    if c.assumed:  # "rules §scoring · rules §scoring-mode · ASSUMED": the assumed part's section
        assert c.sections and _after_assumptions(c.sections[-1]), (where, ref)


def test_every_rulerefs_constant_resolves() -> None:
    refs = {k: v for k, v in vars(rulerefs).items() if k.isupper() and isinstance(v, str)}
    refs.pop("GAME"), refs.pop("RULES_PAGE")
    assert len(refs) > 20
    for name, ref in refs.items():
        check(ref, f"rulerefs.{name}")
        assert parse_citation(ref).sections, name
    assert rulerefs.RULES_PAGE == "docs/rules/gourmet.md"
    assert (ROOT / "tortuga_kit" / "rules" / "gourmet.md").read_text(encoding="utf-8") == TEXT


def test_verbs_and_options_cite_sections_that_exist() -> None:
    for v in VERBS.values():
        check(v.rule, f"verb {v.name}")
    for o in OPTIONS.values():
        for anchor in re.findall(r"rules §([a-z0-9-]+)", in_text(o.doc, "en")):
            assert anchor in ANCHORS, (o.name, anchor)
            if o.assumption:
                assert _after_assumptions(anchor), f"option {o.name}: §{anchor} not an assumption"
        if o.assumption:
            assert "rules §" in in_text(o.doc, "en"), f"assumed option {o.name} names no section"


def test_the_page_documents_every_option_and_the_action_language() -> None:
    table = TEXT[TEXT.index('<a id="variants"></a>') : TEXT.index('<a id="forgetful-pirates"></a>')]
    documented = set(re.findall(r"^\| `([a-z_]+)` \|", table, re.MULTILINE))
    assert documented == set(OPTIONS), set(OPTIONS) ^ documented
    for text in ("`play grog 3 to 5`", "`discard grog 0`", "`pass`", "both directions reach"):
        assert text in TEXT, text


@pytest.mark.parametrize("opts", OPTION_SETS, ids=lambda o: ",".join(o) or "defaults")
def test_every_citation_of_seeded_playouts_resolves(opts: dict[str, Any]) -> None:
    rng = random.Random(str(opts))
    seen: set[str] = set()
    refused = 0
    for seed in range(16):
        m = tk.new_match("gourmet", 2 + seed % 4, seed=seed, **opts)
        for e in m.log():
            seen.add(e["rule"])
        while not m.is_over:
            d = m.decision
            assert d is not None
            seen.add(d.rule)
            if rng.random() < 0.1:
                legal = m.legal_texts()
                for bad in (*BAD, *(t.replace(" to ", " to 1") for t in legal[:2])):
                    if bad in legal:
                        continue
                    try:
                        m.play(bad)
                    except IllegalAction as err:
                        refused += 1
                        seen.add(err.rule)
                        assert "\n" not in str(err)
            for e in m.play(rng.choice(m.legal_texts())):
                seen.add(e.rule)
        assert m.result is not None
        seen.add(m.result.rule)
    seen.discard("")
    for ref in seen:
        check(ref, f"a playout with {opts}")
    assert len(seen) >= 8 and refused > 20


@pytest.mark.parametrize("opts", OPTION_SETS, ids=lambda o: ",".join(o) or "defaults")
def test_every_assumption_in_a_view_links_to_its_section(opts: dict[str, Any]) -> None:
    view = tk.new_match("gourmet", 4, seed=2, **opts).view()
    assert view["assumptions"], "every Gourmet match rests on assumed data (the cards at least)"
    assert view["card_data_assumed"] is True
    assert view["assumptions"][0].startswith("Card data: ")
    for text in view["assumptions"]:
        anchor = rule_anchor(text)
        assert anchor in ANCHORS and _after_assumptions(anchor), text
