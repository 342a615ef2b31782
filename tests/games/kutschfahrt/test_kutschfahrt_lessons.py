"""The Kutschfahrt notebooks' helpers (``tortuga_kit/games/kutschfahrt/lessons.py``): every
prepared position is a valid deal, the helpers read only what a seat or the projector may see,
and each lesson's position sets up the situation its notebook teaches."""

from __future__ import annotations

import doctest
import re

import pytest
from test_kutschfahrt_languages import _ENGLISH as LANGUAGE_TEST_ENGLISH  # noqa: I001

from tortuga_kit.engine.errors import IllegalAction
from tortuga_kit.engine.match import Match
from tortuga_kit.games.kutschfahrt import lessons

POSITIONS = {
    name: getattr(lessons, name)
    for name in (
        "TRADE",
        "MIRROR",
        "VICTORY",
        "FIGHT",
        "POISONER",
        "DOCTOR",
        "PRIEST",
        "DUELIST",
        "BAG",
        "LAST_ITEM",
    )
}


def test_doctests() -> None:
    result = doctest.testmod(lessons)
    assert result.attempted >= 7 and result.failed == 0


@pytest.mark.parametrize("name", POSITIONS)
def test_every_position_is_a_valid_deal_with_marie_to_move(name: str) -> None:
    m = lessons.table(POSITIONS[name])
    assert _asked(m) == ("turn", 0)
    assert [m.view(s)["you"]["society"] for s in range(4)] == [
        "order",
        "brotherhood",
        "order",
        "brotherhood",
    ]
    assert lessons.hands(m) == {
        n: sorted(h) for n, h in zip(m.names, POSITIONS[name]["items"], strict=True)
    }
    assert all(lessons.known(m, s) == {} for s in range(4))  # nobody has looked yet


def _asked(m: Match) -> tuple[str, int]:
    d = m.decision
    assert d is not None
    return d.kind, d.seat


def _fight(name: str) -> Match:
    m = lessons.table(POSITIONS[name])
    lessons.play(m, "attack Gundla")
    lessons.skip(m, "priest_window")
    lessons.play(m, "support attacker", "support defender")
    lessons.skip(m, "hypnosis")
    return m


def test_skip_passes_every_window_and_stops_at_the_next_decision() -> None:
    m = lessons.table(lessons.FIGHT)
    lessons.play(m, "attack Gundla")
    assert lessons.skip(m, "priest_window") == []
    assert _asked(m) == ("support", 2)
    with pytest.raises(IllegalAction):  # "pass" is not a support answer
        lessons.skip(m, "support")
    assert _asked(m) == ("support", 2)


def test_skip_returns_what_the_passes_caused() -> None:
    m = _fight("FIGHT")
    count = lessons.skip(m, "fight_window")
    assert count == [f"The count: {m.view()['fight']['explanation']}"]
    assert m.view()["fight"]["leader"] is None  # 2 against 2 without cards: a tie


def test_private_and_known_hold_only_the_lookers_lines() -> None:
    m = lessons.table(lessons.TRADE)
    lessons.play(m, "trade monocle Gundla", "accept", "give dagger", "look")
    assert lessons.private(m, 0)[-1].endswith("the Brotherhood.")
    assert all("Brotherhood" not in line for s in (1, 2, 3) for line in lessons.private(m, s))
    assert lessons.known(m, 0) == {"Gundla": {"society": "brotherhood"}}
    assert lessons.known(m, 1) == lessons.known(m, 2) == {}


def test_known_leaves_out_face_up_professions() -> None:
    m = _fight("FIGHT")
    lessons.play(m, "use dagger", "pass", "pass", "pass", "use thug")
    sheet = m.view(1)["you"]["knowledge"]
    assert [row["profession"]["how"] for row in sheet if row["profession"]] == [lessons.TABLE]
    assert lessons.known(m, 1) == {}


def test_sealed_and_bags_are_the_games_own() -> None:
    assert "key" in lessons.SEALED and "coat_of_arms" not in lessons.SEALED
    assert set(lessons.SECRET_BAGS) == {"secret_bag_key", "secret_bag_goblet"}
    assert set(lessons.WINDOWS) == {"priest_window", "hypnosis", "doctor_window"}


# ----------------------------------------------------------------------------- other languages
#: English words no German or Korean line of these lessons holds.
#: ... and a few more of the lessons' own (the rest: the language test's list).
_ENGLISH = LANGUAGE_TEST_ENGLISH | {
    "attacks",
    "against",
    "sword",
    "shield",
    "supports",
    "count",
    "tie",
}


def _lines(lang: str) -> list[str]:
    """The lines the notebooks' helpers return for a trade with a look and a whole fight."""
    m = lessons.table(lessons.TRADE, lang=lang)
    lines = lessons.play(m, "trade monocle Gundla", "accept", "give dagger", "look")
    lines += lessons.private(m, 0) + lessons.private(m, 1)
    f = lessons.table(lessons.FIGHT, lang=lang)
    lines += lessons.play(f, "attack Gundla") + lessons.skip(f, "priest_window")
    lines += lessons.play(f, "support attacker", "support defender") + lessons.skip(f, "hypnosis")
    lines += lessons.play(f, "use dagger", "pass", "pass", "pass", "use thug")
    while f.decision is not None and f.decision.kind in ("fight_window", *lessons.WINDOWS):
        lines += lessons.skip(f, f.decision.kind)
    return lines + [line for s in range(4) for line in lessons.private(f, s)]


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_the_lessons_lines_are_in_the_matchs_language(lang: str) -> None:
    """A German or a Korean table's lines hold no English: every line differs from the English
    one, and none keeps an English word (in Korean: no Latin word but the players' names); the
    facts (``known``, ``hands``) are the cards' ids in every language."""
    en, other = _lines("en"), _lines(lang)
    assert len(en) == len(other) >= 10
    names = lessons.table(lessons.TRADE).names
    for a, b in zip(en, other, strict=True):
        assert a != b
        rest = b
        for name in names:
            rest = rest.replace(name, " ")
        words = re.findall(r"[A-Za-z]+", rest)
        assert not [w for w in words if w.lower() in _ENGLISH or lang == "ko"], b
    m = lessons.table(lessons.TRADE, lang=lang)
    lessons.play(m, "trade monocle Gundla", "accept", "give dagger", "look")
    assert lessons.known(m, 0) == {"Gundla": {"society": "brotherhood"}}
    assert lessons.hands(m)["Gundla"] == ["goblet", "monocle"]
