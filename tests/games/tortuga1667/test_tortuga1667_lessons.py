"""The notebooks' helpers (``tortuga_kit/games/tortuga1667/lessons.py``).

The notebooks run them too, but a notebook only shows that one scene works; these tests pin
what each helper promises: the public helpers never show more than the projector, the stacked
deck deals exactly what was asked for, ``vote_all`` plays legal cards and reports who was
asked, and ``everything`` is the whole state, secrets included, as a copy.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.i18n import language
from tortuga_kit.games.tortuga1667 import lessons
from tortuga_kit.games.tortuga1667.cards import EVENT_TEXT, LOYALTY_TABLE, VOTE_DECKS

NAMES = list(lessons.SCENE_NAMES[:5])
FD_CREW = {"fd": ["Anne", "Bart", "Calico"], "jr": ["Dirk"], "tortuga": ["Edward"]}


# ------------------------------------------------------------------ everything
def test_everything_shows_the_secrets_the_views_hide() -> None:
    m = tk.new_match("tortuga1667", players=5, seed=7)
    full = lessons.everything(m)
    assert sorted(full["loyalty"]) == sorted(m.names)
    counts = tuple(list(full["loyalty"].values()).count(t) for t in ("british", "french", "dutch"))
    assert counts == LOYALTY_TABLE[5]
    assert all(len(h) == 3 for h in full["hands"].values())
    assert len(full["vote_deck"]) == m.view()["vote_deck"]
    assert [c is None for c in full["row"]] == [s["empty"] for s in m.view()["row"]]
    # The projector sees none of it.
    public = json.dumps(m.view())
    assert not any(card in public for card in full["vote_deck"])


def test_everything_is_a_copy() -> None:
    m = tk.new_match("tortuga1667", players=4, seed=1)
    before = m.digest()
    full = lessons.everything(m)
    full["hands"][m.names[0]].clear()
    full["row"][0] = None
    assert m.digest() == before and lessons.everything(m)["hands"][m.names[0]]


def test_everything_refuses_another_game() -> None:
    m = tk.new_match("tortuga1667", players=4, seed=1)

    class Other:
        name = "cartagena"

    m.game = Other()  # type: ignore[assignment]
    with pytest.raises(tk.BadOption, match="Tortuga 1667"):
        lessons.everything(m)


# ------------------------------------------------------------------ public readers
def test_where_and_hand_sizes_read_the_public_view() -> None:
    m = tk.new_match(
        "tortuga1667",
        players=5,
        seed=3,
        position={"lines": FD_CREW, "boats": {"fd": None, "jr": None}, "turn": "Anne"},
    )
    assert lessons.where(m) == FD_CREW
    assert lessons.where(m.view()) == lessons.where(m.view(2)) == FD_CREW
    assert lessons.hand_sizes(m) == dict.fromkeys(NAMES, 3)
    m.play("maroon Bart")
    assert lessons.where(m)["tortuga"] == ["Edward", "Bart"]


def test_total_chests_counts_every_place() -> None:
    m = tk.new_match("tortuga1667", players=5, seed=7)
    assert lessons.total_chests(m.view()) == 6  # the Captains still hold their starting chests
    m.play("hold british")
    m.play("hold french")
    assert lessons.total_chests(m.view()) == 8
    pos = {
        "chests": {
            "galleon": 0,
            "fd": {"british": 3, "french": 1},
            "jr": {"british": 0, "french": 2},
        }
    }
    assert (
        lessons.total_chests(tk.new_match("tortuga1667", players=4, seed=2, position=pos).view())
        == 8
    )


# ------------------------------------------------------------------ stacking the vote deck
@pytest.mark.parametrize(
    ("card", "want", "shown"),
    [
        ("cannon/british/skull", "cannon", True),
        ("cannon/british/skull", "british", True),
        ("cannon/british/skull", "cannon/british/skull", True),
        ("cannon/british/skull", "fire", False),
        ("2fire/2british/2skull", "skull", False),
        ("2fire/2british/2skull", "2skull", True),
    ],
)
def test_shows(card: str, want: str, shown: bool) -> None:
    assert lessons.shows(card, want) is shown


def test_stacked_deals_what_was_asked_and_pads_to_three() -> None:
    out = lessons.stacked(
        ["Anne", "Bart", "Calico"], {"Anne": ["cannon", "2skull"]}, top=["water", "fire"]
    )
    hands, top = out["hands"], out["vote_top"]
    assert [len(h) for h in hands.values()] == [3, 3, 3]
    assert lessons.shows(hands["Anne"][0], "cannon") and hands["Anne"][1] == "2fire/2british/2skull"
    assert lessons.shows(top[0], "water") and lessons.shows(top[1], "fire")
    used = [c for h in hands.values() for c in h] + top
    assert not Counter(used) - Counter(VOTE_DECKS["placeholder"])  # real cards, none twice too many


def test_stacked_without_padding_and_refusals() -> None:
    assert lessons.stacked(["Anne", "Bart"], {"Anne": []}, pad=False)["hands"]["Anne"] == []
    with pytest.raises(tk.BadOption, match="2cannon"):
        lessons.stacked(["Anne"], {"Anne": ["2cannon"]})
    with pytest.raises(tk.BadOption, match="no vote card left that shows '2skull'"):
        lessons.stacked(["Anne", "Bart"], {"Anne": ["2skull"]}, top=["2skull"])  # one double skull
    with pytest.raises(tk.BadOption, match="Zed"):
        lessons.stacked(["Anne"], {"Zed": ["fire"]})


def test_stacked_is_a_valid_position_with_the_top_card_on_top() -> None:
    pos = {
        "lines": FD_CREW,
        "turn": "Anne",
        **lessons.stacked(NAMES, {"Anne": ["cannon"]}, top=["fire"]),
    }
    m = tk.new_match("tortuga1667", players=5, seed=9, position=pos)
    assert m.view(0)["you"]["hand"] == sorted(pos["hands"]["Anne"])
    assert lessons.everything(m)["vote_deck"][0] == pos["vote_top"][0]


def test_vote_all_plays_the_named_cards_and_names_the_voters() -> None:
    plays = {"Anne": "cannon", "Bart": "fire", "Calico": "cannon"}
    hands = {"Anne": ["cannon"], "Bart": ["fire"], "Calico": ["cannon"]}
    pos = {"lines": FD_CREW, "turn": "Anne", **lessons.stacked(NAMES, hands, top=["cannon"])}
    m = tk.new_match("tortuga1667", players=5, seed=7, position=pos)
    m.play("attack")
    assert lessons.vote_all(m, plays) == ["Anne", "Bart", "Calico"]
    last = m.view()["last_vote"]
    assert last["success"] is True and sorted(c.split("/")[0] for c in last["cards"]) == [
        "cannon",
        "cannon",
        "cannon",
        "fire",
    ]
    assert lessons.vote_all(m) == []  # no vote pending: nothing to do


def test_vote_all_refuses_a_card_the_voter_lacks() -> None:
    pos = {
        "lines": FD_CREW,
        "turn": "Anne",
        **lessons.stacked(NAMES, {"Anne": ["water", "water", "water"]}),
    }
    m = tk.new_match("tortuga1667", players=5, seed=7, position=pos)
    m.play("attack")
    before = m.digest()
    with pytest.raises(tk.BadOption, match="Anne holds no card showing 'fire'"):
        lessons.vote_all(m, {"Anne": "fire"})
    assert m.digest() == before


# ------------------------------------------------------------------ event scenes
def test_scene_puts_the_card_in_space_one() -> None:
    m = lessons.scene("pistol", seed=7)
    assert m.players == 5 and m.decision.seat == 0 and lessons.where(m) == FD_CREW
    assert lessons.everything(m)["row"] == ["pistol", None, None, None, None]
    m2 = lessons.scene("albatross", {"turn": "Edward"}, seed=7, unverified_cards=True)
    assert m2.decision.seat == 4 and m2.options["unverified_cards"] is True


def test_reveal_prints_the_card_the_questions_and_the_events(
    capsys: pytest.CaptureFixture[str],
) -> None:
    m = lessons.reveal(lessons.scene("pistol", seed=7), "shoot Dirk")
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"— Pistol: {EVENT_TEXT['pistol']}"
    assert out[1].startswith("  [Anne: ") and out[1].endswith("→ shoot Dirk]")
    assert any("reveals card 1: Pistol" in line for line in out[2:])
    assert lessons.where(m)["tortuga"] == ["Edward", "Dirk"]


def test_reveal_quiet_and_other_slots(capsys: pytest.CaptureFixture[str]) -> None:
    m = lessons.scene("albatross", {"row": ["black_spot", "albatross", None, None, None]}, seed=7)
    lessons.reveal(m, slot=2, quiet=True)
    assert capsys.readouterr().out == ""
    assert m.view()["players"][0]["albatross"] == 1


# ------------------------------------------------------------------ setup lessons
def test_parse_loyalty_sentence_reads_seed_000() -> None:
    sentence = (
        "2 Spieler 1/1/–, 3 Spieler 1/1/1, 4 Spieler 2/2/–, 5 Spieler 2/2/1, "
        "6 Spieler 3/3/–, 7 Spieler 3/3/1, 8 Spieler 4/4/–, 9 Spieler 4/4/1"
    )
    assert lessons.parse_loyalty_sentence(sentence) == LOYALTY_TABLE


def test_assumptions_badge_lists_every_assumption_escaped() -> None:
    view = {"assumptions": ["Vote deck: placeholder", "a <guess> & more"]}
    badge = lessons.assumptions_badge(view)
    assert badge._repr_html_() == str(badge)
    assert "<li>Vote deck: placeholder</li>" in badge and "&lt;guess&gt; &amp; more" in badge
    real = lessons.assumptions_badge(tk.new_match("tortuga1667", players=5, seed=7).view())
    assert "Vote deck" in real


def test_event_scenes_open_a_fresh_scene_per_documented_card() -> None:
    """The widget's Scene picker (issue 7: open any prepared position of 04_events)."""
    from tortuga_kit.games.tortuga1667.cards import EVENT_CARDS, TITLES, UNVERIFIED_STAR_CARDS

    scenes = lessons.event_scenes(seed=3)
    documented = [c for c in EVENT_CARDS if c not in UNVERIFIED_STAR_CARDS]
    assert list(scenes) == [TITLES[c] for c in documented]
    first, again = scenes["Pistol"](), scenes["Pistol"]()
    assert first is not again and first.digest() == again.digest()
    first.play("reveal 1")
    assert scenes["Pistol"]().step == 0  # opening it again starts from the beginning


# ------------------------------------------------------------------ in German and Korean
_REVEALS = [("pistol", ("shoot Dirk",)), ("letter_of_marque", ("save",)), ("black_spot", ())]


def _revealed(lang: str, card: str, answers: tuple[str, ...], capsys: Any) -> list[str]:
    lessons.reveal(lessons.scene(card, seed=7, lang=lang), *answers)
    return capsys.readouterr().out.splitlines()


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_reveal_and_the_badge_speak_the_matchs_language(
    lang: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """What the helpers print and draw holds no English: each line differs from the English
    one (the German card titles are the published English ones), and a Korean line keeps no
    Latin word but the players' names and the action texts typed."""
    for card, answers in _REVEALS:
        en = _revealed("en", card, answers, capsys)
        other = _revealed(lang, card, answers, capsys)
        assert len(en) == len(other) >= 2
        assert all(a != b for a, b in zip(en, other, strict=True)), other
        if lang == "ko":
            for line in other:
                rest = re.sub(r"→ [^\]]*\]", "", line)
                for name in NAMES:
                    rest = rest.replace(name, "")
                assert not re.search(r"[A-Za-z]{3,}", rest), line
    m = lessons.scene("pistol", seed=7, lang=lang)
    badge, english = (
        lessons.assumptions_badge(m.view()),
        lessons.assumptions_badge(lessons.scene("pistol", seed=7).view()),
    )
    assert "assumed data" not in badge and "assumed data" in english
    items = re.findall(r"<li>(.*?)</li>", badge)
    assert items and all(a != b for a, b in zip(items, re.findall(r"<li>(.*?)</li>", english)))
    with language(lang):
        assert "Pistol" in lessons.event_scenes() or "권총" in lessons.event_scenes()
