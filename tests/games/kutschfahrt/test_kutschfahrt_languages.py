"""Kutschfahrt in German and Korean (issue 13): the same match as in English, every text read in
the match's language, through the public API only.

Term sources: the German names of the cards, professions and societies are the published ones,
taken from the seed (``shared/seeds/002_df39a8a54198f498.txt``: Schlüssel, Kelch, Geheimer
Koffer, Schwarze Perle, Dolch, Handschuhe, Giftring, Wurfmesser, Peitsche, Freibrief, Monokel,
Zerbrochener Spiegel, Sextant, Mantel, Foliant, Wappen der Loge; Diplomat, Doktor, Duellant,
Giftmischer, Großmeister, Hellseher, Hypnotiseur, Leibwächter, Priester, Schläger; the
expansion's items, professions and events) and from the compiled reference
(``shared/rules/kutschfahrt.md`` §1.1: *Orden der offenen Geheimnisse*, *Bruderschaft der wahren
Lüge*; §1.2–§1.6 the German names next to the English). The game's German title is the
published "Die Kutschfahrt zur Teufelsburg" (the rulebook's title in the reference's sources).
Korean: our own translation, the societies as 기사단 (Order) and 형제단 (Brotherhood), used the same
way throughout the catalog.
"""

from __future__ import annotations

import random

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.errors import IllegalAction

SEED = 1667
_POSITION: dict[str, object] = {
    "societies": ["order", "brotherhood", "order", "brotherhood"],
    "professions": ["diplomat", "doctor", "duelist", "poisoner"],
    "seat": 0,
}


def _play_out(lang: str, players: int = 4, seed: int = SEED, **options: object) -> tk.Match:
    """A random match to the end (the same texts in every language)."""
    m = tk.new_match("kutschfahrt", players, seed, lang=lang, **options)
    rng = random.Random(seed)
    for _ in range(3000):
        if m.is_over:
            break
        m.play(rng.choice(m.legal_texts()))
    return m


@pytest.mark.parametrize("lang", ["de", "ko"])
@pytest.mark.parametrize("expansion", [False, True])
def test_a_match_plays_to_the_end_and_is_the_same_match_as_in_english(
    lang: str, expansion: bool
) -> None:
    en = _play_out("en", expansion=expansion)
    other = _play_out(lang, expansion=expansion)
    assert en.is_over and other.is_over
    assert other.lang == lang
    assert en.digest() == other.digest()
    assert en.to_json() == other.to_json()
    assert en.legal_texts() == other.legal_texts()
    # every log line differs from the English one (names and numbers aside)
    for a, b in zip(en.log(0), other.log(0), strict=True):
        assert a["rule"] == b["rule"] and a["kind"] == b["kind"] and a["tag"] == b["tag"]
        assert a["text"] != b["text"] or not any(c.islower() for c in a["text"])


def test_the_first_prompt_labels_and_board_in_german() -> None:
    m = tk.new_match("kutschfahrt", 4, SEED, lang="de")
    who = m.view(None)["players"][m.decision.seat]["name"]
    assert m.decision.prompt == f"{who}: passen, tauschen, angreifen oder den Sieg verkünden"
    labels = {a.text: a.label for a in m.legal_actions()}
    assert labels["pass"] == "Passen"
    attack = next(t for t in labels if t.startswith("attack "))
    assert labels[attack] == f"{attack.split()[1]} angreifen"
    trade = next(t for t in labels if t.startswith("trade "))
    svg = m.view(m.decision.seat)._repr_svg_()
    assert "Die Kutschfahrt zur Teufelsburg" in svg and "Notizblatt" in svg
    assert "Gesellschaft" in svg and "Beruf" in svg
    assert labels[trade].endswith(f" an {trade.split()[2]} anbieten")


def test_published_german_terms_in_labels_and_log() -> None:
    m = tk.new_match(
        "kutschfahrt",
        4,
        SEED,
        lang="de",
        position={
            **_POSITION,
            "items": [["monocle", "key"], ["secret_bag_goblet", "tome"], ["goblet"], ["whip"]],
        },
    )
    names = m.view(None)["players"]
    ben = names[1]["name"]
    labels = {a.text: a.label for a in m.legal_actions()}
    assert labels[f"trade monocle {ben}"] == f"Monokel an {ben} anbieten"
    assert labels[f"trade key {ben}"] == f"Schlüssel an {ben} anbieten"
    m.play(f"trade monocle {ben}")
    assert m.log(1)[-1]["text"] == f"{names[0]['name']} bietet dir verdeckt die Karte „Monokel“ an."
    assert {a.label for a in m.legal_actions()} == {"Das Angebot annehmen", "Das Angebot ablehnen"}
    m.play("accept")
    back = {a.text: a.label for a in m.legal_actions()}
    assert back["give secret_bag_goblet"] == "Geheimer Koffer (Kelch) geben"
    assert back["give tome"] == "Foliant geben"
    m.play("give tome")
    line = m.log()[-1]["text"]
    assert line.startswith("Karten mit Besonderheit haben den Besitzer gewechselt:")
    assert "„Foliant“" in line and "„Monokel“" in line


def test_published_society_and_profession_names_in_the_deal() -> None:
    m = tk.new_match("kutschfahrt", 4, SEED, lang="de")
    own = m.log(0)[0]["text"]
    assert own.startswith("Du gehörst dem Orden der offenen Geheimnisse an") or own.startswith(
        "Du gehörst der Bruderschaft der wahren Lüge an"
    )
    german = {
        "Diplomat", "Doktor", "Duellant", "Giftmischer", "Großmeister", "Hellseher",
        "Hypnotiseur", "Leibwächter", "Priester", "Schläger",
    }  # fmt: skip
    assert any(f"dein Beruf ist {p};" in own for p in german)
    assert m.log()[0]["text"].startswith("Die Kutsche fährt los zur Teufelsburg: ")


def test_the_first_prompt_labels_and_log_in_korean() -> None:
    m = tk.new_match("kutschfahrt", 4, SEED, lang="ko")
    who = m.view(None)["players"][m.decision.seat]["name"]
    assert m.decision.prompt == f"{who}: 패스, 교환, 공격, 또는 승리 선언"
    labels = {a.text: a.label for a in m.legal_actions()}
    assert labels["pass"] == "패스"
    attack = next(t for t in labels if t.startswith("attack "))
    assert labels[attack] == f"{attack.split()[1]} 님 공격"
    own = m.log(0)[0]["text"]
    assert "기사단" in own or "형제단" in own
    m.play("pass")
    assert m.log()[-1]["text"] == f"{who} 님이 패스합니다."
    assert "기록표" in m.view(0)._repr_svg_()


@pytest.mark.parametrize(
    ("lang", "start"),
    [
        ("de", "'attack Nobody' ist jetzt nicht erlaubt ("),
        ("ko", "'attack Nobody'은(는) 지금 할 수 없습니다 ("),
    ],
)
def test_an_illegal_action_is_explained_in_the_match_language(lang: str, start: str) -> None:
    m = tk.new_match("kutschfahrt", 4, SEED, lang=lang)
    en = tk.new_match("kutschfahrt", 4, SEED)
    with pytest.raises(IllegalAction) as info:
        m.play("attack Nobody")
    with pytest.raises(IllegalAction) as english:
        en.play("attack Nobody")
    assert str(info.value).startswith(start)
    assert str(english.value).startswith("'attack Nobody' is not legal now (")
    assert info.value.code == english.value.code and info.value.rule == english.value.rule
    with pytest.raises(IllegalAction) as info:
        m.play("bogus")
    assert "Kutschfahrt" in str(info.value) or "마차" in str(info.value)
    assert "is not an action" not in str(info.value)


def test_a_refused_trade_answer_is_explained_in_german() -> None:
    m = tk.new_match(
        "kutschfahrt",
        4,
        SEED,
        lang="de",
        position={**_POSITION, "items": [["black_pearl", "key"], ["goblet"], ["dagger"], ["whip"]]},
    )
    ben = m.view(None)["players"][1]["name"]
    m.play(f"trade black_pearl {ben}")
    with pytest.raises(IllegalAction) as info:
        m.play("refuse")
    assert str(info.value) == (
        "'refuse': Angeboten: „Schwarze Perle“: „Schwarze Perle“ muss angenommen werden, wenn sie "
        "angeboten wird."
    )


def test_the_language_can_change_mid_match_and_the_log_follows() -> None:
    m = tk.new_match("kutschfahrt", 4, SEED)
    m.play("pass")
    english = m.log()[-1]["text"]
    m.lang = "de"
    assert m.log()[-1]["text"] != english and m.log()[-1]["text"].endswith(" passt.")
    m.lang = "en"
    assert m.log()[-1]["text"] == english
