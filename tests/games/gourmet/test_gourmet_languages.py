"""Tortuga Gourmet in German and Korean (issue 13): the same match, its texts translated.

Sources of the terms: the game has no German or Korean edition that any source here names (the
rules reference ``shared/rules/tortuga_gourmet.md`` and seed 004, the English rulebook, give
English terms only; the publisher Red Glove is Italian). The German terms are therefore the
kit's own, in the words of German card games: Rezeptkarte, Vorratskammer (pantry), Geheimzutat,
Dublone, Fleischbällchen (Henry Morgan meatballs), Fischfutter, Leere Truhe, Einsame Insel /
Belebte Insel (the maps), Startspieler, im / gegen den Uhrzeigersinn (as in seed 000, a German
Tortuga 1667 page, and seed 003, Cartagena's German rules). The Korean ones are common Korean
board-game words (시작 플레이어, 시계 방향, 손패, as in seed 001, a Korean Tortuga 1667 summary):
레시피 카드, 식료품 창고, 비밀 재료, 더블룬, 미트볼, 물고기 밥, 빈 상자, 외딴 섬 / 붐비는 섬.
"""

from __future__ import annotations

import random

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.errors import IllegalAction


def _play_out(m: tk.Match, seed: int) -> list[str]:
    rng = random.Random(seed)
    played = []
    while not m.is_over:
        text = rng.choice(m.legal_texts())
        m.play(text)
        played.append(text)
    return played


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_a_translated_match_is_the_english_match(lang: str) -> None:
    en = tk.new_match("gourmet", 4, 7)
    other = tk.new_match("gourmet", 4, 7, lang=lang)
    for text in _play_out(en, 3):
        other.play(text)
    assert other.is_over and other.digest() == en.digest()
    assert other.to_json() == en.to_json()
    assert other.result is not None and other.result.winners == en.result.winners  # type: ignore[union-attr]
    assert other.log()[-1]["text"] != en.log()[-1]["text"]


def test_german_texts() -> None:
    m = tk.new_match("gourmet", 4, 7, lang="de")
    d = m.decision
    assert d is not None
    who = m.names[d.seat]
    assert d.prompt == (
        f"{who}: Spiele eine Karte, segle damit und nimm die oberste Karte der Insel, "
        "auf der du landest"
    )
    text = m.legal_texts()[0]  # "play empty_chest 1 to <i>"
    island = text.split()[-1]
    label = next(a.label for a in m.legal_actions() if a.text == text)
    assert label == f"Leere Truhe 1 spielen: zu Insel {island} segeln"
    log = [e["text"] for e in m.log()]
    assert log[1] == "Alle nehmen eine Flagge und die leeren Truhen 1, 2 und 3 als Handkarten."
    events = m.play(text)
    assert events[0].text.startswith(
        f"{who} legt Leere Truhe 1 in die Vorratskammer, segelt 1 Insel"
    )
    assert "und nimmt dort die oberste Karte:" in events[0].text
    with pytest.raises(IllegalAction) as info:
        m.play("play grog 9 to 5")
    assert "ist keine Karte" in str(info.value)
    svg = m.view()._repr_svg_() or ""
    assert "Beamer-Ansicht (öffentlich)" in svg and "Spieler" in svg


def test_korean_texts() -> None:
    m = tk.new_match("gourmet", 4, 7, lang="ko")
    d = m.decision
    assert d is not None
    who = m.names[d.seat]
    assert (
        d.prompt
        == f"{who}: 카드 한 장을 내고 그만큼 항해한 뒤, 도착한 섬의 맨 위 카드를 가져가세요"
    )
    text = m.legal_texts()[0]
    island = text.split()[-1]
    label = next(a.label for a in m.legal_actions() if a.text == text)
    assert label == f"빈 상자 1 내기: {island}번 섬으로 항해"
    events = m.play(text)
    assert events[0].text.startswith(f"{who}: 빈 상자 1 카드를 식료품 창고에 내고,")
    with pytest.raises(IllegalAction) as info:
        m.play("play grog 9 to 5")
    assert "카드가 아닙니다" in str(info.value)
    assert info.value.code == "malformed"
    svg = m.view()._repr_svg_() or ""
    assert "프로젝터 화면 (공개)" in svg


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_the_end_and_the_scores_read_in_the_matchs_language(lang: str) -> None:
    en = tk.new_match("gourmet", 3, 5)
    m = tk.new_match("gourmet", 3, 5, lang=lang)
    for text in _play_out(en, 9):
        m.play(text)
    words = {"de": ("Das Spiel endet", "erzielt"), "ko": ("게임 종료", "점수")}[lang]
    last = m.log()[-1]["text"]
    assert last.startswith(words[0])
    assert any(words[1] in e["text"] for e in m.log())
    view = m.view(0)
    assert view["result"]["reason"] != en.view(0)["result"]["reason"]
    r, r_en = m.result, en.result
    assert r is not None and r_en is not None
    assert r.reason == view["result"]["reason"] and r.in_language("en").reason == r_en.reason
    assert view["players"][0]["explanation"] != en.view(0)["players"][0]["explanation"]
