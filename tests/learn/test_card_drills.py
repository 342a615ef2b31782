"""Every card of Kutschfahrt is played in some level (issue 28: "Kutschfahrt's 20 professions,
26 items and 23 events each appear in a level or in a card drill").

The card lists are the engine's own (``cards.ITEMS``, ``PROFESSIONS``, ``EVENTS``), so a card
added to the game without a level makes this test fail. "Played" is read from the replayed
solution, never from the level's data: an item or profession the learner names in one of her
actions (``use gloves``, ``trade gold_scale Gundla``, ``deed whip``), her own profession when it
lies face up at the end (used: the Poisoner's ``poison attacker``, the Merchant's ``give pile``,
an Illusionist's copy), or an event the coachman drew while the level was played. About 90
levels replayed once, about two seconds.
"""

from __future__ import annotations

from functools import cache

from tortuga_kit.engine.match import Match
from tortuga_kit.games.kutschfahrt.cards import EVENTS, ITEMS, PROFESSIONS
from tortuga_kit.learn import Level, answer_others, levels

CARDS = frozenset((*ITEMS, *PROFESSIONS))


def _seen(level: Level, m: Match, into: dict[str, set[str]]) -> None:
    event = m.view(level.seat).get("last_event")
    if event:
        into.setdefault(event, set()).add(level.id)


@cache
def played() -> dict[str, set[str]]:
    """Each card (item, profession, event) -> the ids of the levels that play it."""
    out: dict[str, set[str]] = {}
    for level in levels("kutschfahrt"):
        m = level.start()
        answer_others(level, m)
        _seen(level, m, out)
        for action in level.solution:
            for word in set(action.split()) & CARDS:
                out.setdefault(word, set()).add(level.id)
            m.play(action, seat=level.seat)
            answer_others(level, m)
            _seen(level, m, out)
        you = m.view(level.seat)["you"]
        if you.get("profession_face_up"):
            for prof in (you.get("profession"), you.get("profession_copy")):
                if prof:
                    out.setdefault(prof, set()).add(level.id)
    return out


def test_every_item_is_played_in_a_level() -> None:
    assert len(ITEMS) == 27  # the 26 item cards of the issue, the Secret Bag counted twice
    assert [i for i in ITEMS if i not in played()] == []


def test_every_profession_is_played_in_a_level() -> None:
    assert len(PROFESSIONS) == 20
    assert [p for p in PROFESSIONS if p not in played()] == []


def test_every_event_is_drawn_in_a_level() -> None:
    assert len(EVENTS) == 23
    assert [e for e in EVENTS if e not in played()] == []
