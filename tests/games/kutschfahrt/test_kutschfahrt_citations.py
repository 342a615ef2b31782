"""Every rule citation of Kutschfahrt leads to a section of its rules page.

Citations (``rulerefs.py``; format in ``tortuga_kit/engine/citations.py``) name a section of
``docs/rules/kutschfahrt.md``. Checked: every constant of ``rulerefs`` present when the test runs
(whoever added it), the rules of the trading and victory functions' results, and that a citation
marked ``ASSUMED`` points into the page's Assumptions part. No citation names a source the
learner cannot open (a seed, the compiled reference). Source: the kit's citation format
(``tortuga_kit/engine/citations.py``), as for every game.
"""

from __future__ import annotations

import re
from pathlib import Path

from tortuga_kit.engine.citations import page_anchors, parse_citation
from tortuga_kit.games.kutschfahrt import check_claim, rulerefs, trade_rules

ROOT = Path(__file__).resolve().parents[3]
TEXT = (ROOT / rulerefs.RULES_PAGE).read_text(encoding="utf-8")
ANCHORS = page_anchors(TEXT)
ASSUMPTIONS_AT = TEXT.index('<a id="assumptions"></a>')
UNFOLLOWABLE = re.compile(r"seed 0\d|ref §|reference §", re.IGNORECASE)


def _after_assumptions(anchor: str) -> bool:
    return TEXT.index(f'<a id="{anchor}"></a>') > ASSUMPTIONS_AT


def check(ref: str, where: str) -> None:
    """``ref`` parses, names only existing sections, and an ASSUMED one lies under Assumptions."""
    c = parse_citation(ref)
    assert not UNFOLLOWABLE.search(ref), f"{where}: {ref!r} cites a source not in the repository"
    assert c.sections, f"{where}: {ref!r} names no section"
    for section in c.sections:
        assert section in ANCHORS, f"{where}: {ref!r} names no section of the page"
    if c.assumed:
        assert _after_assumptions(c.sections[-1]), f"{where}: {ref!r} not under Assumptions"


def constants() -> dict[str, str]:
    refs = {k: v for k, v in vars(rulerefs).items() if k.isupper() and isinstance(v, str)}
    refs.pop("GAME"), refs.pop("RULES_PAGE")
    return refs


def test_every_rulerefs_constant_resolves() -> None:
    refs = constants()
    assert len(refs) >= 13
    for name, ref in refs.items():
        check(ref, f"rulerefs.{name}")
    assert rulerefs.RULES_PAGE == "docs/rules/kutschfahrt.md"
    assert (ROOT / "tortuga_kit" / "rules" / "kutschfahrt.md").read_text(encoding="utf-8") == TEXT


def test_every_assumed_constant_has_its_own_section_under_assumptions() -> None:
    for name, ref in constants().items():
        c = parse_citation(ref)
        if c.assumed:
            assert all(_after_assumptions(s) for s in c.sections), name
        else:
            assert not any(_after_assumptions(s) for s in c.sections), name


def test_the_assumptions_list_links_every_assumption_section() -> None:
    part = TEXT[ASSUMPTIONS_AT:]
    for name, ref in constants().items():
        if parse_citation(ref).assumed:
            anchor = parse_citation(ref).sections[-1]
            assert f"](#{anchor})" in part, f"{name}: §{anchor} not listed under Assumptions"


def test_results_cite_sections_that_exist() -> None:
    socs = ["order", "brotherhood", "order", "brotherhood", "traitor"]
    hands = [["key", "black_pearl"], ["goblet"], ["key", "coat_of_arms"], [], ["key"]]
    seen = {trade_rules(i, h).rule for i in ("key", "black_pearl") for h in ([], ["whip"])}
    for kind in ("society", "coat_of_arms", "traitor"):
        for seat in range(5):
            for allies in ([], [(seat + 2) % 5]):
                for pile_empty in (False, True):
                    seen.add(
                        check_claim(
                            seat, allies, socs, hands, kind=kind, pile_empty=pile_empty
                        ).rule
                    )
    for ref in seen:
        check(ref, "a result")
    assert len(seen) >= 6
