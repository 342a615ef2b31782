"""Kutschfahrt's fight score (``fight.resolve_fight``): every card and event in its right and
wrong role, ties, the Poison Ring, the Poisoner, the Duelist, the two fight events, bad input,
and seeded properties. Each test names its source: a sentence of seed 002 (German, quoted) or a
section of the compiled reference (``shared/rules/kutschfahrt.md``).
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from tortuga_kit.engine.citations import page_anchors, parse_citation
from tortuga_kit.games.kutschfahrt import rulerefs
from tortuga_kit.games.kutschfahrt.cards import EVENTS, ITEMS, PROFESSIONS
from tortuga_kit.games.kutschfahrt.fight import rules as fight
from tortuga_kit.games.kutschfahrt.fight.rules import FightResult, resolve_fight

ROOT = Path(__file__).resolve().parents[3]


def score(*args: object, **kwargs: object) -> tuple[int, int, str | None]:
    r = resolve_fight(*args, **kwargs)  # type: ignore[arg-type]
    return r.attack, r.defence, r.winner


# --- base count (seed 002 "Kampfergebnis", reference §5.2, §5.4) -------------------------------


def test_bare_fight_is_a_tie_and_nobody_wins() -> None:
    # seed 002: "Patt (Unentschieden): Der Angreifer zieht einen Gegenstand vom Nachziehstapel."
    r = resolve_fight()
    assert (r.attack, r.defence, r.winner) == (1, 1, None)
    assert r.rule == rulerefs.FIGHT_TIE
    assert "the attacker draws an item" in r.explanation


def test_each_supporter_adds_one_to_his_side_and_abstainers_nothing() -> None:
    # seed 002: "Angreifer erhält 1 Punkt pro Schwert, Verteidiger pro Schild. Höheres Ergebnis
    # gewinnt."
    sup = [("attacker", ()), ("attacker", ()), ("defender", ()), ("abstain", ())]
    r = resolve_fight(supporters=sup)
    assert (r.attack, r.defence, r.winner) == (3, 2, "attacker")
    assert r.rule == rulerefs.FIGHT_SCORE
    assert score(supporters=[("defender", ())]) == (1, 2, "defender")


def test_reference_example_pistol_beats_one_plus_one_card() -> None:
    # reference §5.4: "attacker with the Pistol scores 3 and beats a defender with one +1 card"
    assert score(["duelling_pistol"], ["gloves"]) == (3, 2, "attacker")


# --- base items and professions, right and wrong role (reference §1.2, §1.4, §5.3) -------------


@pytest.mark.parametrize(
    ("card", "side", "bonus"),
    [
        ("dagger", "attacker", 1),  # seed 002: "Dolch | +1 als Angreifer (nicht bei Unterstützung)"
        ("thug", "attacker", 1),  # seed 002: "Schläger | +1 als Angreifer."
        ("gloves", "defender", 1),  # seed 002: "Handschuhe | +1 als Verteidiger"
        ("grand_master", "defender", 1),  # seed 002: "Großmeister | +1 als Verteidiger."
        ("duelling_pistol", "attacker", 2),  # seed 002: "Duellpistole | +2 als Angreifer."
        ("steel_mask", "defender", 2),  # seed 002: "Stählerne Maske | +2 als Verteidiger."
        ("spy", "defender", 3),  # seed 002: "Spion | Einmalig: +3 als Verteidiger."
        ("assassin", "attacker", 2),  # seed 002: "Meuchler | Einmalig: +2 als Angreifer."
    ],
)
def test_fighter_bonus_in_its_role_and_nothing_elsewhere(card: str, side: str, bonus: int) -> None:
    other = "defender" if side == "attacker" else "attacker"
    right = resolve_fight(**{side: [card]})  # type: ignore[arg-type]
    assert (right.attack, right.defence) == (
        (1 + bonus, 1) if side == "attacker" else (1, 1 + bonus)
    )
    assert f"{card} +{bonus}" in right.explanation
    wrong = resolve_fight(**{other: [card]})  # type: ignore[arg-type]
    assert (wrong.attack, wrong.defence, wrong.winner) == (1, 1, None)
    assert f"{card} ({other}): only the {side} adds it" in wrong.explanation
    for sup_side in ("attacker", "defender"):
        as_supporter = resolve_fight(supporters=[(sup_side, [card])])
        assert (as_supporter.attack + as_supporter.defence) == 3  # only the supporter's own 1
        assert f"only the {side} adds it, not a supporter" in as_supporter.explanation


def test_throwing_knives_only_for_a_supporter_of_the_attacker() -> None:
    # seed 002: "Wurfmesser | +1 für unterstützten Angreifer"
    assert score(supporters=[("attacker", ["throwing_knives"])]) == (3, 1, "attacker")
    r = resolve_fight(supporters=[("defender", ["throwing_knives"])])
    assert (r.attack, r.defence) == (1, 2)
    assert "only a supporter of the attacker adds it" in r.explanation
    r = resolve_fight(["throwing_knives"])
    assert (r.attack, r.defence) == (1, 1)
    assert "throwing_knives (attacker): only a supporter of the attacker" in r.explanation
    r = resolve_fight(supporters=[("abstain", ["throwing_knives"])])
    assert (r.attack, r.defence) == (1, 1) and "supports nobody" in r.explanation


def test_whip_only_for_a_supporter_of_the_defender() -> None:
    # seed 002: "Peitsche | +1 für unterstützten Verteidiger"
    assert score(supporters=[("defender", ["whip"])]) == (1, 3, "defender")
    r = resolve_fight(supporters=[("attacker", ["whip"])])
    assert (r.attack, r.defence) == (2, 1)
    assert "only a supporter of the defender adds it" in r.explanation
    r = resolve_fight([], ["whip"])
    assert (r.attack, r.defence) == (1, 1) and "whip (defender)" in r.explanation


@pytest.mark.parametrize(("card", "bonus"), [("bodyguard", 1), ("mercenary", 2)])
def test_bodyguard_and_mercenary_add_to_the_backed_side_only(card: str, bonus: int) -> None:
    # seed 002: "Leibwächter | +1 für den unterstützten Spieler im Kampf." and
    # "Söldner | +2 für unterstützten Spieler."; reference §11 #18 (not as a fighter)
    assert score(supporters=[("attacker", [card])]) == (2 + bonus, 1, "attacker")
    assert score(supporters=[("defender", [card])]) == (1, 2 + bonus, "defender")
    for role in ("attacker", "defender"):
        r = resolve_fight(**{role: [card]})  # type: ignore[arg-type]
        assert (r.attack, r.defence) == (1, 1)
        assert f"{card} ({role}): only a supporter adds it" in r.explanation
    r = resolve_fight(supporters=[("abstain", [card])])
    assert (r.attack, r.defence) == (1, 1) and "its user supports nobody" in r.explanation


def test_poison_ring_wins_a_tie_for_either_fighter() -> None:
    # seed 002: "Giftring | Gewinne bei einem Patt (als Angreifer oder Verteidiger)"
    r = resolve_fight(["poison_ring"])
    assert (r.attack, r.defence, r.winner) == (1, 1, "attacker")
    assert r.rule == rulerefs.FIGHT_TIE and "poison_ring makes a win" in r.explanation
    assert score([], ["poison_ring"]) == (1, 1, "defender")


def test_poison_ring_does_nothing_without_a_tie_or_for_a_supporter() -> None:
    # reference §5.4: "On a tie, a played Poison Ring makes its holder win."
    r = resolve_fight(["poison_ring"], ["gloves"])
    assert r.winner == "defender" and "no tie to win" in r.explanation
    r = resolve_fight(supporters=[("attacker", ["poison_ring"]), ("defender", ())])
    assert r.winner is None
    assert "poison_ring (supporter 1, for the attacker): only the attacker or the defender" in (
        r.explanation
    )


def test_poisoner_overrides_the_score_and_the_poison_ring() -> None:
    # seed 002: "Giftmischer | Einmalig: Bestimme den Sieger eines Kampfes (nicht als
    # Angreifer/Verteidiger)."; reference §11 #11: "Poisoner vs Poison Ring: the Poisoner wins"
    r = resolve_fight(["duelling_pistol", "thug"], [], poisoner="defender")
    assert (r.attack, r.defence, r.winner) == (4, 1, "defender")
    assert r.rule == rulerefs.FIGHT_EFFECTS
    r = resolve_fight(
        ["poison_ring"], [], [("defender", ["poisoner"]), ("attacker", ())], poisoner="defender"
    )
    assert (r.attack, r.defence, r.winner) == (2, 2, "defender")
    assert "the poisoner decides over it" in r.explanation
    assert "whatever the score" in r.explanation


def test_poisoner_as_a_fighter_adds_nothing() -> None:
    # seed 002: "(nicht als Angreifer/Verteidiger)"
    r = resolve_fight(["poisoner"], [])
    assert r.winner is None
    assert "poisoner (attacker): only a player who is neither attacker nor defender" in (
        r.explanation
    )


def test_poisoner_needs_a_named_winner_and_a_card_left() -> None:
    # seed 002: "Bestimme den Sieger eines Kampfes" — a played Poisoner names a side
    with pytest.raises(ValueError, match="name the winner with poisoner="):
        resolve_fight(supporters=[("abstain", ["poisoner"])])
    with pytest.raises(ValueError, match="a fighter uses the only one"):
        resolve_fight(["poisoner"], poisoner="attacker")
    with pytest.raises(ValueError, match="poisoner 'nobody' is not"):
        resolve_fight(poisoner="nobody")


def test_duelist_forbids_support_and_adds_its_bonus(monkeypatch: pytest.MonkeyPatch) -> None:
    # seed 002: "Duellant | Einmalig: Als Angreifer/Verteidiger verbiete Unterstützung. +1 auf
    # dein Kampfergebnis."; reference §5.2 (support bonuses vanish too), §13 (+1 disputed)
    sup = [("defender", ["whip", "bodyguard"]), ("defender", ["mercenary"]), ("attacker", ())]
    r = resolve_fight(["duelist"], [], sup)
    assert (r.attack, r.defence, r.winner) == (2, 1, "attacker")
    assert r.rule == "rules §fight-score · rules §fight-duelist · ASSUMED"
    assert "the attacker's duelist forbids support" in r.explanation
    assert "whip (supporter 1, for the defender): its user does not count" in r.explanation
    assert score([], ["duelist"], [("attacker", ["throwing_knives"])]) == (1, 2, "defender")
    monkeypatch.setattr(fight, "DUELIST_BONUS", 0)
    assert score(["duelist"], [], sup) == (1, 1, None)


def test_duelist_as_a_supporter_adds_nothing() -> None:
    # seed 002: "Als Angreifer/Verteidiger verbiete Unterstützung."
    r = resolve_fight(supporters=[("attacker", ["duelist"])])
    assert (r.attack, r.defence) == (2, 1)
    assert "duelist (supporter 1, for the attacker): only the attacker or the defender" in (
        r.explanation
    )


def test_hypnotist_acts_before_the_count() -> None:
    # seed 002: "Hypnotiseur | Als Angreifer: Bestimme jemanden, der sich enthalten muss (nach
    # Unterstützungsansage)." — the hypnotised player arrives as "abstain"
    r = resolve_fight(["hypnotist"], [], [("abstain", ())])
    assert (r.attack, r.defence, r.winner) == (1, 1, None)
    assert "hypnotist (attacker): acts on support before the count" in r.explanation
    r = resolve_fight([], ["hypnotist"])
    assert "hypnotist (defender): only the attacker may use it" in r.explanation


# --- expansion items and professions (seed 002 tables, reference §1.3, §1.5) ------------------


def test_flash_powder_only_against_the_coachman() -> None:
    # seed 002: "Blitzpulver | +2 als Angreifer gegen den Kutscher"
    assert score(["flash_powder"], defender_is_coachman=True) == (3, 1, "attacker")
    r = resolve_fight(["flash_powder"])
    assert (r.attack, r.defence) == (1, 1)
    assert "only against the coachman" in r.explanation
    r = resolve_fight([], ["flash_powder"], defender_is_coachman=True)
    assert (r.attack, r.defence) == (1, 1) and "only the attacker adds it" in r.explanation


def test_pistol_and_mask_change_hands_after_the_fight() -> None:
    # seed 002: "Duellpistole | +2 als Angreifer. Danach an den Gegner geben." and
    # "Stählerne Maske | +2 als Verteidiger. Danach an den Gegner geben."
    r = resolve_fight(["duelling_pistol"], ["steel_mask"])
    assert (r.attack, r.defence, r.winner) == (3, 3, None)
    assert "duelling_pistol goes to the defender" in r.explanation
    assert "steel_mask goes to the attacker" in r.explanation


def test_absinthe_cancels_its_pourers_support() -> None:
    # seed 002: "Flasche Absinth | Als Unterstützer: bestimme einen Mitunterstützer, ihr beide
    # unterstützt nicht." — the named co-supporter arrives as "abstain" (reference §1.3 [A])
    r = resolve_fight(supporters=[("attacker", ["absinthe", "bodyguard"]), ("abstain", ())])
    assert (r.attack, r.defence, r.winner) == (1, 1, None)
    assert "he poured the absinthe" in r.explanation
    assert r.rule == "rules §fight-tie · rules §fight-absinthe · ASSUMED"
    r = resolve_fight(["absinthe"])
    assert "absinthe (attacker): only a supporter may pour it" in r.explanation
    r = resolve_fight(supporters=[("abstain", ["absinthe"])])
    assert "absinthe (supporter 1, for nobody): its user supports nobody" in r.explanation


@pytest.mark.parametrize(
    "card", ["doctor", "deed", "top_hat", "pocket_watch", "last_shirt", "avenger"]
)
def test_after_fight_cards_add_nothing_and_say_so(card: str) -> None:
    # reference §5.1 F6/F8: Doctor, Avenger, Deed, Top Hat, Pocket Watch act after the count;
    # seed 002: "Letztes Hemd | Solange der Verlierer es besitzt, darf der Sieger nur dieses
    # stehlen."
    for kwargs in (
        {"attacker": [card]},
        {"defender": [card]},
        {"supporters": [("abstain", [card])]},
    ):
        r = resolve_fight(**kwargs)  # type: ignore[arg-type]
        assert (r.attack, r.defence, r.winner) == (1, 1, None)
        assert f"{card} (" in r.explanation and "acts after the fight" in r.explanation


@pytest.mark.parametrize("card", ["key", "monocle", "sextant", "diplomat", "priest", "illusionist"])
def test_cards_outside_fights_add_nothing(card: str) -> None:
    # seed 002: "Gegenstände können jederzeit eingesetzt werden, sofern der Zeitpunkt auf der Karte
    # angegeben ist."; reference §1.4 Priest: "before support is declared"
    r = resolve_fight([card])
    assert (r.attack, r.defence, r.winner) == (1, 1, None)
    assert f"{card} (attacker): " in r.explanation


# --- events (seed 002 "Kutscherereignisse", reference §1.6) -----------------------------------


def test_old_chapel_and_narrow_gorge() -> None:
    # seed 002: "Alte Kapelle | Verteidiger +1 im Kampf." and "Enge Schlucht | Angreifer +1 im
    # Kampf."
    assert score(events=["old_chapel"]) == (1, 2, "defender")
    assert score(events=["narrow_gorge"]) == (2, 1, "attacker")
    r = resolve_fight(["poison_ring"], events=["mysterious_passenger", "narrow_gorge"])
    assert (r.attack, r.defence, r.winner) == (2, 1, "attacker")  # events are no items


def test_matter_of_honour_nobody_supports() -> None:
    # seed 002: "Eine Frage der Ehre | Im Kampf darf niemand unterstützen."
    sup = [("attacker", ["throwing_knives"]), ("defender", ["bodyguard"]), ("attacker", ())]
    r = resolve_fight(["dagger"], [], sup, events=["matter_of_honour"])
    assert (r.attack, r.defence, r.winner) == (2, 1, "attacker")
    assert "may not support: matter_of_honour" in r.explanation
    assert r.rule == "rules §fight-score · rules §fight-honour · ASSUMED"
    assert resolve_fight(events=["matter_of_honour"]).rule == rulerefs.FIGHT_TIE


def test_mysterious_passenger_no_items_or_professions() -> None:
    # seed 002: "Mysteriöser Fahrgast | Im Kampf dürfen keine Gegenstände oder Berufe eingesetzt
    # werden (Rache erlaubt)."
    sup = [("defender", ["whip", "bodyguard"]), ("attacker", ["absinthe"])]
    r = resolve_fight(
        ["dagger", "duelist", "poison_ring"],
        ["spy"],
        sup,
        poisoner="attacker",
        events=["mysterious_passenger"],
    )
    assert (r.attack, r.defence, r.winner) == (2, 2, None)  # support still counts
    for card in ("dagger", "duelist", "poison_ring", "spy", "whip", "bodyguard", "absinthe"):
        assert f"{card} (" in r.explanation
    assert r.explanation.count("mysterious_passenger: no") == 8  # 7 cards and the poisoner


@pytest.mark.parametrize(
    "event", ["fair_gesture", "marriage_of_convenience", "fearless_deed", "revelation"]
)
def test_after_fight_events_change_nothing_in_the_score(event: str) -> None:
    # seed 002: "Gerechte Geste | Bei Patt zieht auch der Verteidiger einen Gegenstand."
    r = resolve_fight(events=[event])
    assert (r.attack, r.defence, r.winner) == (1, 1, None)
    assert f"After the fight: {event}: " in r.explanation


def test_other_events_act_outside_the_fight() -> None:
    # seed 002: "Die Kerzen erlöschen | Man darf nur den linken oder rechten Nachbarn angreifen."
    r = resolve_fight(events=["candles_go_out", "sunrise"])
    assert (r.attack, r.defence, r.winner) == (1, 1, None)
    assert "candles_go_out: acts outside the fight" in r.explanation


# --- bad input: one clear ValueError line (reference §5.1 F4 "Each card at most once") --------


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"attacker": ["dagger"], "supporters": [("abstain", ["dagger"])]}, "dagger is used 2"),
        ({"attacker": ["thug", "thug"]}, "thug is used 2 times, but there is only 1"),
        ({"attacker": ["key"] * 4}, "key is used 4 times, but there is only 3"),
        ({"attacker": ["sword"]}, "attacker: 'sword' is no item or profession"),
        ({"supporters": [("defender", ["katana"])]}, "supporter 1: 'katana' is no item"),
        ({"supporters": [("both", ())]}, "supporter 1: side 'both' is not one of"),
        ({"supporters": ["attacker"]}, "supporter 1: give a \\(side, cards\\) pair"),
        ({"supporters": [("abstain", ())] * 9}, "9 supporters, but at most 8"),
        ({"events": ["storm"]}, "'storm' is no event"),
        ({"events": ["old_chapel", "old_chapel"]}, "event old_chapel is given twice"),
        ({"poisoner": "abstain"}, "poisoner 'abstain' is not"),
    ],
)
def test_impossible_input_is_a_value_error(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message) as info:
        resolve_fight(**kwargs)  # type: ignore[arg-type]
    assert "\n" not in str(info.value)


def test_a_single_name_may_be_a_string_and_the_result_is_frozen() -> None:
    r = resolve_fight("dagger", "gloves", events="old_chapel")
    assert (r.attack, r.defence, r.winner) == (2, 3, "defender")
    assert isinstance(r, FightResult)
    with pytest.raises(AttributeError):
        r.attack = 5  # type: ignore[misc]


# --- citations lead to the rules page (reference §0.1 tags [A]/[D] cited as ASSUMED) ----------


def test_fight_citations_resolve_and_assumptions_sit_under_assumptions() -> None:
    text = (ROOT / rulerefs.RULES_PAGE).read_text(encoding="utf-8")
    anchors = page_anchors(text)
    assumptions_at = text.index('<a id="assumptions"></a>')
    for name in dir(rulerefs):
        if name.startswith("FIGHT"):
            ref = getattr(rulerefs, name)
            citation = parse_citation(ref)
            assert set(citation.sections) <= anchors, ref
            if citation.assumed:
                last = citation.sections[-1]
                assert text.index(f'<a id="{last}"></a>') > assumptions_at, ref


# --- seeded random properties (reference §5.4) -----------------------------------------------

_FIGHT_CARDS = sorted(
    {*fight.BONUSES, *fight.SPECIAL, *fight.AFTER_FIGHT, "key", "monocle", "priest"} - {"poisoner"}
)
_SIDES = ("attacker", "defender", "abstain")


def _random_fight(rng: random.Random) -> dict[str, object]:
    pool = _FIGHT_CARDS[:]
    rng.shuffle(pool)
    hands: list[list[str]] = [[] for _ in range(2 + rng.randint(0, 5))]
    for card in pool[: rng.randint(0, len(pool))]:
        hands[rng.randrange(len(hands))].append(card)
    events = rng.sample(sorted(EVENTS), rng.randint(0, 2))
    return {
        "attacker": hands[0],
        "defender": hands[1],
        "supporters": [(rng.choice(_SIDES), hand) for hand in hands[2:]],
        "events": events,
        "defender_is_coachman": rng.random() < 0.5,
    }


@pytest.mark.parametrize("seed", range(300))
def test_random_fights_keep_the_rules(seed: int) -> None:
    rng = random.Random(seed)
    kw = _random_fight(rng)
    r = resolve_fight(**kw)  # type: ignore[arg-type]
    assert r.attack >= 1 and r.defence >= 1
    parse_citation(r.rule)
    # The explanation names every card and every event given.
    given = [*kw["attacker"], *kw["defender"]]  # type: ignore[misc]
    given += [c for _, hand in kw["supporters"] for c in hand]  # type: ignore[attr-defined]
    for name in [*given, *kw["events"]]:  # type: ignore[misc]
        assert re.search(rf"\b{name}\b", r.explanation), (name, r.explanation)
    # Without a poison ring in play the higher score wins, and equal scores are a tie.
    cards = set(given)
    ring_counts = "poison_ring" in [*kw["attacker"], *kw["defender"]] and (  # type: ignore[misc]
        "mysterious_passenger" not in kw["events"]  # type: ignore[operator]
    )
    if not ring_counts:
        expected = (
            None if r.attack == r.defence else "attacker" if r.attack > r.defence else "defender"
        )
        assert r.winner == expected
    # A further supporter on a side never lowers that side's score, nor raises the other's.
    for side in ("attacker", "defender"):
        extra = [*kw["supporters"], (side, [])]  # type: ignore[misc]
        if len(extra) > 8:
            continue
        more = resolve_fight(**{**kw, "supporters": extra})  # type: ignore[arg-type]
        mine, theirs = (
            (more.attack, more.defence) if side == "attacker" else (more.defence, more.attack)
        )
        before = (r.attack, r.defence) if side == "attacker" else (r.defence, r.attack)
        assert mine >= before[0] and theirs == before[1]
    # A named Poisoner decides, unless the Mysterious Passenger forbids professions.
    for choice in ("attacker", "defender"):
        poisoned = resolve_fight(**kw, poisoner=choice)  # type: ignore[arg-type]
        assert (poisoned.attack, poisoned.defence) == (r.attack, r.defence)
        if "mysterious_passenger" not in kw["events"]:  # type: ignore[operator]
            assert poisoned.winner == choice
    assert cards <= set(ITEMS) | set(PROFESSIONS)


# --- the count as a table (issue 24) ----------------------------------------------------------


def test_the_count_is_a_table_of_per_card_effects() -> None:
    """Issue 24: ``resolve_fight`` counted every card in one chain of branches (complexity 20).
    Now ``fight.EFFECTS`` maps each card that acts in or around a fight to one small function,
    named for its rulebook effect, whose docstring cites the rules page's section; a card
    outside the table acts outside fights and says so."""
    anchors = page_anchors((ROOT / rulerefs.RULES_PAGE).read_text(encoding="utf-8"))
    in_a_fight = {*fight.BONUSES, *fight.SPECIAL, *fight.AFTER_FIGHT, "priest", "illusionist"}
    assert in_a_fight <= set(fight.EFFECTS)
    for card, effect in fight.EFFECTS.items():
        sections = re.findall(r"rules ((?:§[a-z-]+(?:, )?)+)", effect.__doc__ or "")
        cited = [s for group in sections for s in re.findall(r"§([a-z-]+)", group)]
        assert cited and all(s in anchors for s in cited), (card, effect.__name__, cited)
    for card in sorted(set(ITEMS) | set(PROFESSIONS)):
        if card not in fight.EFFECTS:
            r = resolve_fight([card])
            assert f"{card} (attacker): does nothing in a fight" in r.explanation
