"""Every rule citation of Cartagena leads somewhere a learner can follow.

Citations (``rulerefs.py``; format in ``tortuga_kit/engine/citations.py``) name a section of the
kit's rules page ``docs/rules/cartagena.md``. Checked: every constant of ``rulerefs``, every
verb's rule, every option's text, and every event, decision, result and ``IllegalAction`` of
seeded random games in every version and with every assumed option changed; every assumption a
view lists. A citation marked ``ASSUMED``, and every assumption of a view, points into the
page's "Assumptions" part. No citation names a source the learner cannot open (a seed, the
compiled reference).
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.citations import page_anchors, parse_citation, rule_anchor
from tortuga_kit.engine.errors import IllegalAction
from tortuga_kit.engine.i18n import text as in_text
from tortuga_kit.games.cartagena import rulerefs
from tortuga_kit.games.cartagena.setup import OPTIONS
from tortuga_kit.games.cartagena.verbs import VERBS

ROOT = Path(__file__).resolve().parents[3]
TEXT = (ROOT / rulerefs.RULES_PAGE).read_text(encoding="utf-8")
ANCHORS = page_anchors(TEXT)
ASSUMPTIONS_AT = TEXT.index('<a id="assumptions"></a>')
UNFOLLOWABLE = re.compile(r"seed 0\d|ref §|reference §", re.IGNORECASE)
OPTION_SETS = [
    {},
    {"variant": "jamaica"},
    {"variant": "tortuga", "tunnel": "printed"},
    {"row_refill": "on_demand", "short_row": False, "cards_per_symbol": 6},
    {"reshuffle_discards": False, "cards_per_symbol": 5, "stuck": "skip"},
    {"back_from_boat": False, "first_player": 1, "rank_losers": "tied", "turn_limit": 60},
    {"min_actions": 0, "max_actions": 5},
]


def _after_assumptions(anchor: str) -> bool:
    return TEXT.index(f'<a id="{anchor}"></a>') > ASSUMPTIONS_AT


def check(ref: str, where: str) -> None:
    """``ref`` parses, names only existing sections, and an ASSUMED one lies under Assumptions."""
    c = parse_citation(ref)  # ValueError names a part that is no citation part
    assert not UNFOLLOWABLE.search(ref), f"{where}: {ref!r} cites a source not in the repository"
    for section in c.sections:
        assert section in ANCHORS, f"{where}: {ref!r} names no section of the page"
    if c.assumed:
        assert c.sections and all(_after_assumptions(a) for a in c.sections), (where, ref)


def test_every_rulerefs_constant_resolves() -> None:
    refs = {k: v for k, v in vars(rulerefs).items() if k.isupper() and isinstance(v, str)}
    refs.pop("GAME"), refs.pop("RULES_PAGE")
    assert len(refs) > 20
    for name, ref in refs.items():
        check(ref, f"rulerefs.{name}")
        assert parse_citation(ref).sections, name


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


@pytest.mark.parametrize("opts", OPTION_SETS, ids=lambda o: ",".join(o) or "defaults")
def test_every_citation_of_seeded_playouts_resolves(opts: dict[str, object]) -> None:
    rng = random.Random(str(opts))
    seen: set[str] = set()
    for seed in range(12):
        m = tk.new_match("cartagena", 2 + seed % 4, seed=seed, **opts)
        for e in m.log():
            seen.add(e["rule"])
        while not m.is_over:
            d = m.decision
            assert d is not None
            seen.add(d.rule)
            if rng.random() < 0.05:
                for bad in ("end", "pass", "back 0", "forward 37 key", "forward 3 hat", "zz"):
                    if bad in m.legal_texts():
                        continue
                    try:
                        m.play(bad)
                    except IllegalAction as err:
                        seen.add(err.rule)
            for e in m.play(rng.choice(m.legal_texts())):
                seen.add(e.rule)
        assert m.result is not None
        seen.add(m.result.rule)
    seen.discard("")
    for ref in seen:
        check(ref, f"a playout with {opts}")
    assert len(seen) >= 8


@pytest.mark.parametrize("opts", OPTION_SETS, ids=lambda o: ",".join(o) or "defaults")
def test_every_assumption_in_a_view_links_to_its_section(opts: dict[str, object]) -> None:
    view = tk.new_match("cartagena", 3, seed=2, **opts).view()
    assert view["assumptions"], "every Cartagena match rests on assumed data (the deck at least)"
    for text in view["assumptions"]:
        anchor = rule_anchor(text)
        assert anchor in ANCHORS and _after_assumptions(anchor), text
