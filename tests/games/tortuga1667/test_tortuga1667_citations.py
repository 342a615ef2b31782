"""Every rule citation of Tortuga 1667 leads somewhere a learner can follow.

Citations (``rulerefs.py``; format in ``tortuga_kit/engine/citations.py``) name a section of the
kit's rules page ``docs/rules/tortuga1667.md`` and, where there is one, a rulebook page. The
checks: every constant of ``rulerefs``, every verb's rule, every option's text, every event,
decision, result and ``IllegalAction`` seen in a few thousand seeded playouts (all option sets,
all player counts, several policies), and every assumption a view lists, cite only sections
that exist on the page. None still cites the sources a learner cannot open ("ref §" for
``shared/rules/tortuga_1667.md``, "seed 0.." for the seeds). A citation marked ``ASSUMED``,
and every assumption of a view, points into the page's "Assumptions" part. Scale the playouts
with ``TORTUGA_CITATION_GAMES`` (games per player count, default 150: each of the 16 option sets meets each of
the 3 policies at least 3 times per count).
"""

from __future__ import annotations

import os
import random
import re
from collections import Counter
from pathlib import Path

import pytest
from strategies import OPTION_SETS, chooser

import tortuga_kit as tk
from tortuga_kit.engine.citations import page_anchors, parse_citation, rule_anchor
from tortuga_kit.engine.game import resolve_options
from tortuga_kit.engine.i18n import text as in_text
from tortuga_kit.games.tortuga1667 import GAME, odds, rulerefs
from tortuga_kit.games.tortuga1667.setup import OPTIONS
from tortuga_kit.games.tortuga1667.verbs import VERBS
from tortuga_kit.games.tortuga1667.votes import rules as votes

ROOT = Path(__file__).resolve().parents[3]
PAGE = ROOT / rulerefs.RULES_PAGE
TEXT = PAGE.read_text(encoding="utf-8")
ANCHORS = page_anchors(TEXT)
#: Where the "Assumptions" part of the page begins: assumed rules are explained after it.
ASSUMPTIONS_AT = TEXT.index('<a id="assumptions"></a>')
#: Games per player count in the citation playouts (8 player counts).
GAMES = int(os.environ.get("TORTUGA_CITATION_GAMES", "150"))
POLICIES = ("uniform", "verb", "stall")
#: Texts near the action language that a state mostly refuses (``{me}``: the seat's own name,
#: ``{other}``: another seat's): each refusal must cite a rule that resolves.
PROBES = (
    "attack",
    "attack now",
    "mutiny",
    "brawl",
    "maroon {me}",
    "maroon {other}",
    "smuggle british french",
    "smuggle french british",
    "smuggle british british",
    "peek 1 1",
    "peek 1 2",
    "peek 4 5",
    "reveal 1",
    "reveal 5",
    "reveal 9",
    "force {me} 1 2",
    "force {other} 1 2",
    "force {other} 2 2",
    "move fd",
    "move jr",
    "move tortuga",
    "move fd-boat",
    "move jr-boat",
    "move nowhere",
    "marque {other} fd",
    "marque {me} jr",
    "vote cannon/british/skull",
    "vote 2fire/2british/2skull",
    "el dorado",
    "pass",
    "loot british",
    "steal british french",
    "hold british",
    "atlantis",
    "save",
    "shoot {me}",
    "shoot {other}",
    "give {me}",
    "give {other}",
    "use fountain",
    "decline",
    "blast fd-boat",
    "swap {me}",
    "swap {other}",
    "dance",
)
#: Probe texts tried at each step (a random sample: refusals cost more than playing).
PROBES_PER_STEP = 3


def problems(ref: str, *, assumed_section: bool = False) -> list[str]:
    """What is wrong with citation ``ref`` (empty: it resolves)."""
    out = []
    if "ref §" in ref or re.search(r"seed 0", ref, re.IGNORECASE):
        out.append(f"{ref!r} cites a source that is not in the repository")
    try:
        c = parse_citation(ref)
    except ValueError as exc:
        return [*out, f"{ref!r}: {exc}"]
    if not c.sections:
        out.append(f"{ref!r} names no section of {rulerefs.RULES_PAGE}")
    for anchor in c.sections:
        if anchor not in ANCHORS:
            out.append(f"{ref!r}: no anchor {anchor!r} in {rulerefs.RULES_PAGE}")
        elif (c.assumed or assumed_section) and TEXT.index(f'<a id="{anchor}">') < ASSUMPTIONS_AT:
            out.append(f"{ref!r} is an assumption but §{anchor} is not under Assumptions")
    return out


def quoted_problems(text: str) -> list[str]:
    """A text (an event's, an option's, an error message) that quotes citations: each resolves."""
    out = []
    if "ref §" in text or re.search(r"seed 0", text, re.IGNORECASE):
        out.append(f"{text!r} cites a source that is not in the repository")
    for anchor in re.findall(r"§([a-z0-9-]+)", text):
        if anchor not in ANCHORS:
            out.append(f"{text!r}: no anchor {anchor!r} in {rulerefs.RULES_PAGE}")
    return out


# ------------------------------------------------------------------ the checker itself
@pytest.mark.parametrize(
    ("ref", "why"),
    [
        ("seed 000 · Aufbau / rulebook p.2–3", "not in the repository"),
        ("ref §11.2 (ASSUMED placeholder effect)", "not in the repository"),
        ("rules §no-such-section · rulebook p.4", "no anchor"),
        ("rulebook p.4", "names no section"),
        ("rules §peek / rulebook p.4", "not a citation part"),
        ("rules §turn · ASSUMED", "not under Assumptions"),
    ],
)
def test_the_checker_refuses_citations_that_lead_nowhere(ref: str, why: str) -> None:
    """The checks below can fail: these citations are each refused, with the reason."""
    assert any(why in p for p in problems(ref)), problems(ref)


def test_the_rules_page_gives_every_section_a_stable_anchor() -> None:
    """Each section heading has an explicit ``<a id>`` right before it, and ids are unique."""
    lines = TEXT.splitlines()
    for i, line in enumerate(lines):
        if line.startswith(("## ", "### ")):
            before = [x for x in lines[max(0, i - 2) : i] if x.strip()]
            assert before and re.fullmatch(r'<a id="[a-z0-9-]+"></a>', before[-1]), line
    ids = re.findall(r'<a id="([^"]+)"', TEXT)
    assert len(ids) == len(set(ids)) == len(ANCHORS)
    assert {"assumptions", "citations", "sources"} <= ANCHORS


# ------------------------------------------------------------------ the declared citations
def test_every_rulerefs_constant_resolves() -> None:
    refs = {
        k: v
        for k, v in vars(rulerefs).items()
        if k.isupper() and isinstance(v, str) and k not in ("GAME", "RULES_PAGE")
    }
    assert len(refs) > 50
    assert [p for ref in refs.values() for p in problems(ref)] == []
    assert all(
        rulerefs.rule_url(ref) == f"{rulerefs.RULES_PAGE}#{rule_anchor(ref)}"
        for ref in refs.values()
    )
    assert (ROOT / rulerefs.RULES_PAGE).is_file()


def test_verbs_votes_and_odds_cite_sections_that_exist() -> None:
    refs = [v.rule for v in VERBS.values()]
    refs += [votes.RULE_ATTACK, votes.RULE_MUTINY, votes.RULE_BRAWL]
    assert [p for ref in refs for p in problems(ref)] == []
    assert quoted_problems(odds.ASSUMPTION) == [] and rule_anchor(odds.ASSUMPTION)


def test_options_cite_the_page_and_assumption_options_their_assumption() -> None:
    """Option texts (shown by the setup widget and the CLI) quote only sections that exist;
    each option marked ``assumption`` names its section under Assumptions."""
    for option in OPTIONS.values():
        assert quoted_problems(in_text(option.doc, "en")) == [], option.name
        if option.assumption:
            anchors = re.findall(r"rules §([a-z0-9-]+)", in_text(option.doc, "en"))
            assert any(TEXT.index(f'<a id="{a}">') > ASSUMPTIONS_AT for a in anchors), (
                f"option {option.name} names no section under Assumptions"
            )
            assert f"option `{option.name}`" in TEXT, option.name  # the section is titled by it
    assert GAME.facts.sources[0].startswith(rulerefs.RULES_PAGE)  # the one a learner can open


# ------------------------------------------------------------------ what the game produces
def _probe(
    state: object, seat: int, names: tuple[str, ...], legal: set[str], probes: list[str]
) -> list[tuple[str, str]]:
    """The refusal (rule, message) of each probe text that is not legal now."""
    me, other = names[seat], names[(seat + 1) % len(names)]
    out = []
    for probe in probes:
        text = probe.format(me=me, other=other)
        if text not in legal:
            exc = GAME.explain_illegal(state, text)
            out.append((exc.rule, str(exc)))
    return out


def _play(players: int, seed: int, key: str, policy: str) -> tuple[Counter[str], Counter[str]]:
    """One seeded game: the citations it used (events, decisions, refusals, result) and the
    texts that quote one (event texts, refusal messages)."""
    options = OPTION_SETS[key]
    state, events = GAME.setup(players, resolve_options(GAME, dict(options)), seed, None)
    pick = chooser(policy, seed, players)
    rng = random.Random(f"probes:{seed}:{players}")
    refs: Counter[str] = Counter(e.rule for e in events)
    quoted: Counter[str] = Counter(e.text for e in events if "§" in e.text)
    names = GAME.names(state)
    for _ in range(5000):
        decision = GAME.decision(state)
        if decision is None:
            break
        refs[decision.rule] += 1
        legal = GAME.legal_actions(state)
        probes = rng.sample(PROBES, PROBES_PER_STEP)
        for ref, message in _probe(state, decision.seat, names, set(legal), probes):
            refs[ref] += 1
            if "§" in message or "seed 0" in message.lower():
                quoted[message] += 1
        for e in GAME.apply(state, pick(state, legal)):
            refs[e.rule] += 1
            if "§" in e.text or "seed 0" in e.text.lower():
                quoted[e.text] += 1
    result = GAME.result(state)
    assert result is not None, (players, seed, key, policy)
    refs[result.rule] += 1
    if state.result is not None:  # refused once over: the result's rule
        refs[GAME.explain_illegal(state, "attack").rule] += 1
    return refs, quoted


@pytest.mark.parametrize("players", range(2, 10))
def test_every_citation_of_seeded_playouts_resolves(players: int) -> None:
    """Events, decisions, refusals of near-miss texts and results, over every option set and
    three policies (uniform play, verb-first play, stalling play that reaches sudden death).
    Every one names a section (no empty citation) that exists."""
    keys = sorted(OPTION_SETS)
    refs: Counter[str] = Counter()
    quoted: Counter[str] = Counter()
    for i in range(GAMES):
        key, policy = keys[i % len(keys)], POLICIES[i % len(POLICIES)]
        r, q = _play(players, 1000 * players + i, key, policy)
        refs += r
        quoted += q
    bad = sorted({p for ref in refs for p in problems(ref)})
    bad += sorted({p for text in quoted for p in quoted_problems(text)})
    assert bad == [], "\n".join(bad[:20])
    # The playouts reach the rules that matter: a turn, votes, the end and its assumptions.
    seen = {rule_anchor(r) for r in refs}
    assert {"peek", "reveal", "force", "rowboats", "votes", "armada", "end-phase"} <= seen
    assert ("two-players" if players == 2 else "turn") in seen
    stars = {"eight-bells", "stormy-seas", "black-powder", "cabin-fever", "crows-nest", "facade"}
    assert stars | {"pirate-code", "scurvy"} <= seen


def test_a_game_stopped_by_the_turn_limit_cites_its_section() -> None:
    """The one ending the option sets above never reach (``turn_limit`` is off by default)."""
    m = tk.new_match("tortuga1667", players=4, seed=2, turn_limit=3)
    while not m.is_over:
        m.play(m.legal_actions()[0])
    assert m.result is not None and m.result.winners == ()
    assert problems(m.result.rule) == [] and rule_anchor(m.result.rule) == "turn-limit"
    assert problems(m.events[-1].rule) == []


# ------------------------------------------------------------------ the assumptions badge
ASSUMING = [
    {},
    {"unverified_cards": True, "star_cards": ["cabin_fever", "crows_nest", "facade"]},
    {"unverified_cards": True, "star_cards": ["pirate_code", "scurvy", "black_powder"]},
    {"black_powder_occupant": "stay"},
    {"quick_start": True, "remove_blind": 4},
    {"chaos": True, "unverified_cards": True},
]


@pytest.mark.parametrize("options", ASSUMING)
def test_every_assumption_in_a_view_links_to_its_section(options: dict[str, object]) -> None:
    """The badge's items are plain words (no "ref §11.1") and each ends by naming the section
    of the Assumptions part that explains it; ``rule_url`` makes it a link."""
    m = tk.new_match("tortuga1667", players=5, seed=11, **options)
    items = m.view()["assumptions"]
    assert items and items == m.view(0)["assumptions"]
    for item in items:
        anchor = rule_anchor(item)
        assert anchor is not None, item
        assert problems(f"rules §{anchor}", assumed_section=True) == [], item
        assert quoted_problems(item) == [], item
        assert rulerefs.rule_url(item) == f"{rulerefs.RULES_PAGE}#{anchor}"
        assert not re.search(r"§\d|\bS\d+\b", item), item  # no section numbers of other files


def test_the_badge_names_every_assumed_datum_of_the_match() -> None:
    m = tk.new_match(
        "tortuga1667",
        players=5,
        seed=3,
        unverified_cards=True,
        chaos=True,
        quick_start=True,
        remove_blind=2,
        black_powder_occupant="stay",
    )
    anchors = {rule_anchor(a) for a in m.view()["assumptions"]}
    assert anchors == {
        "vote-deck-mix",
        "cabin-fever",
        "crows-nest",
        "facade",
        "pirate-code",
        "scurvy",
        "powder-occupant",
        "quick-start-layout",
        "blind-removal",
    }


def test_rule_url_takes_a_base_for_notebooks_and_the_web() -> None:
    ref = rulerefs.VOTE
    assert rulerefs.rule_url(ref) == "docs/rules/tortuga1667.md#votes"
    assert rulerefs.rule_url(ref, "../../docs/rules") == "../../docs/rules/tortuga1667.md#votes"
    assert (
        rulerefs.rule_url(ref, "https://example.org/kit/docs/rules/")
        == "https://example.org/kit/docs/rules/tortuga1667.md#votes"
    )
    assert rulerefs.rule_url("") is None and rulerefs.rule_url("rulebook p.4") is None
    m = tk.new_match("tortuga1667", players=4, seed=5)
    for e in m.events:
        assert rulerefs.rule_url(e.rule) is not None, e
