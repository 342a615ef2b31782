"""Tortuga 1667 in German and Korean (issue 13): the same match, every text in the match's language.

Term sources: German from seed 000 (``shared/seeds/000_8b5ad32320a277cd.txt``, the German FAQ and
summary: Kapitän, Erster Offizier, Schiffsjunge, Gouverneur, Meuterei, Schlägerei, Angriff,
aussetzen, Ruderboot, Schatztruhe/Truhe, Laderaum, Schatzbereich, spanische Galeone, Vote-Karte,
Vote-Stapel, Ereigniskarte, Loyalitätskarte, Kanone, Fackel, Wasser, Totenkopf, Steuerrad; the
card names stay English as in the German rules: "Kartennamen sind im Spiel englisch"), Korean from
seed 001 (``shared/seeds/001_358d27cbc0b3c83f.txt``, the Korean summary: 선장, 일등 항해사, 갑판원,
토르투가 총독, 반란, 소요, 공격, 추방, 보트, 보물, 보물칸, 보물 구역, 스페인 갈레온선, 투표 카드,
투표 덱, 이벤트 카드, 충성심 카드, 플라잉 더치맨 호, 졸리 로저 호, 대포, 횃불, 물, 해골, 국기,
스페인 함대, 알바트로스). The compiled reference is ``shared/rules/tortuga_1667.md``.
"""

from __future__ import annotations

import random

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.errors import IllegalAction


def _to_mutiny(lang: str) -> tk.Match:
    """A 4-player match (seed 1) played by fixed rules until a First Mate may call a mutiny."""
    m = tk.new_match("tortuga1667", 4, 1, lang=lang)
    m.play("hold british")
    m.play("hold french")
    for _ in range(20):
        if "mutiny" in m.legal_texts():
            return m
        m.play(next(t for t in m.legal_texts() if t.startswith("peek")))
    raise AssertionError("no mutiny within 20 turns")


def _vote_out(m: tk.Match) -> list[str]:
    """Every voter plays its first card; the texts of the events until the vote is resolved."""
    texts = []
    while m.decision is not None and m.decision.kind == "vote":
        texts += [e.text for e in m.play(m.legal_texts()[0])]
    return texts


def test_a_mutiny_reads_in_german_and_korean_with_the_seeds_terms() -> None:
    en, de, ko = (_to_mutiny(lang) for lang in ("en", "de", "ko"))
    assert en.legal_texts() == de.legal_texts() == ko.legal_texts()
    labels = {
        lang: next(a.label for a in m.legal_actions() if a.text == "mutiny")
        for lang, m in (("en", en), ("de", de), ("ko", ko))
    }
    assert labels == {
        "en": "First Mate: call a mutiny",
        "de": "Erster Offizier: zur Meuterei aufrufen",
        "ko": "일등 항해사: 반란 선포",
    }
    said = {lang: m.play("mutiny")[0].text for lang, m in (("en", en), ("de", de), ("ko", ko))}
    mate = en.names[en.decision.seat] if en.decision else ""
    assert said["en"].startswith(f"{mate}, First Mate of the ")
    assert said["de"].startswith(f"{mate}, Erster Offizier der ")
    assert "zur Meuterei gegen Kapitän" in said["de"]
    assert "일등 항해사" in said["ko"] and "선장에 맞서 반란을 선포합니다." in said["ko"]
    # the voter's prompt says which section of the card counts, in the seeds' words
    assert de.decision is not None and ko.decision is not None
    assert de.decision.prompt.endswith(
        "lege eine Vote-Karte verdeckt für die Meuterei "
        "(es zählt das letzte Symbol: Totenkopf oder Steuerrad)"
    )
    assert "반란을 위해 투표 카드 1장을 뒷면으로 내세요" in ko.decision.prompt
    results = {lang: _vote_out(m) for lang, m in (("en", en), ("de", de), ("ko", ko))}
    vote = {
        lang: next(t for t in texts if "(" in t and ":" in t) for lang, texts in results.items()
    }
    assert vote["en"].startswith("Vote (mutiny): ")
    assert vote["de"].startswith("Abstimmung (Meuterei): ")
    assert vote["ko"].startswith("투표 (반란): ")
    assert "Totenk" in vote["de"] and "Steuerr" in vote["de"]
    assert "해골" in vote["ko"] and "조타륜" in vote["ko"]
    assert en.digest() == de.digest() == ko.digest()


def test_an_attack_vote_explains_itself_in_the_match_language() -> None:
    for lang, call, counts in (
        ("de", "ruft zum Angriff auf die spanische Galeone auf", "Kanone"),
        ("ko", "스페인 갈레온선에 대한 공격을 선포합니다", "대포"),
    ):
        m = tk.new_match("tortuga1667", 4, 1, lang=lang)
        m.play("hold british")
        m.play("hold french")
        assert call in m.play("attack")[0].text
        assert m.decision is not None and counts in m.decision.prompt
        texts = _vote_out(m)
        explained = next(t for t in texts if counts in t and ("Fackel" in t or "횃불" in t))
        assert explained.startswith("Abstimmung (Angriff): " if lang == "de" else "투표 (공격): ")


def test_an_illegal_action_is_refused_in_the_match_language() -> None:
    messages = {}
    for lang in ("en", "de", "ko"):
        m = tk.new_match("tortuga1667", 4, 1, lang=lang)
        m.play("hold british")
        m.play("hold french")
        with pytest.raises(IllegalAction) as info:
            m.play("mutiny")  # the Captain is to move: only the First Mate may
        messages[lang] = info.value
    assert str(messages["en"]).startswith("only the First Mate may call a mutiny: ")
    assert "nur der Erste Offizier darf zur Meuterei aufrufen" in str(messages["de"])
    assert "Bart ist Kapitän auf der Jolly Roger" in str(messages["de"])
    assert "일등 항해사만 반란을 선포할 수 있습니다" in str(messages["ko"])
    assert "졸리 로저 호의 선장" in str(messages["ko"])
    # the code and the rule are the same in every language
    assert len({(e.code, e.rule) for e in messages.values()}) == 1


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_a_german_and_a_korean_match_play_to_the_end_like_the_english_one(lang: str) -> None:
    rng = random.Random(11)
    en = tk.new_match("tortuga1667", 5, 1667)
    other = tk.new_match("tortuga1667", 5, 1667, lang=lang)
    for _ in range(3000):
        if en.is_over:
            break
        assert en.legal_texts() == other.legal_texts()
        text = rng.choice(en.legal_texts())
        en.play(text)
        other.play(text)
    assert en.is_over and other.is_over
    assert en.digest() == other.digest() and en.to_json() == other.to_json()
    log_en, log_other = en.log(None), other.log(None)
    assert len(log_en) == len(log_other)
    assert sum(a["text"] != b["text"] for a, b in zip(log_en, log_other)) >= len(log_en) - 2
    board = other.view(0)._repr_svg_() or ""
    assert ("Spanische Galeone" if lang == "de" else "스페인 갈레온선") in board
    assert other.view()["result"]["reason"] != en.view()["result"]["reason"]
    final = other.log(None)[-1]["text"]
    assert final.startswith("Spielende: " if lang == "de" else "게임 종료: ")
