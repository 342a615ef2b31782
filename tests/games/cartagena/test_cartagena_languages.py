"""Cartagena in German and Korean (issue 13): the same match, every text in the match's language.

The German terms follow the German Cartagena-Online rules page, seed 003
(``shared/seeds/003_b4d4b74c050a949f.txt``): *Pirat*, *Tunnel*, *Feld*, *Symbol*, *Karte*,
*Aktion*, *Vorwärts ziehen* / *Zurück ziehen*, *Nachzugstapel*, *Boot*, *Spielende*,
*Jamaika-* and *Tortuga-Version*. The seed names no symbol, so the card names are the plain German
words (*Totenkopf, Dolch, Schlüssel, Flasche, Pistole, Hut*; "Hut" rather than "Dreispitz", so
that every card keeps its own initial). Korean uses common board-game words (해적, 칸, 보트,
출발점, 카드, 손패, 더미, 차례, 패스).
"""

from __future__ import annotations

import random
from html import unescape

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.errors import IllegalAction
from tortuga_kit.games.cartagena.lessons import EXAMPLE_PLAYERS, EXAMPLE_TUNNEL, example_pirates


def _example(lang: str) -> tk.Match:
    """The rules page's worked example (Anne, red, to move with a bottle, a hat and a key)."""
    position = {
        "tunnel": list(EXAMPLE_TUNNEL),
        "pirates": example_pirates(),
        "hands": [["bottle", "hat", "key"], [], [], []],
        "seat": 0,
    }
    return tk.new_match("cartagena", EXAMPLE_PLAYERS, 0, position=position, lang=lang)


EXPECTED = {
    "en": {
        "prompt": "Anne: choose your first action (at least 1, at most 3)",
        "label": "Play bottle: a pirate from the start forward",
        "event": "Anne plays a bottle and moves a pirate from the start to field 10, "
        "the next free bottle field.",
        "back": "Move the pirate on field 8 back and draw",
        "illegal": "Anne can still act, so passing is not allowed",
        "no_pirate": "Anne has no pirate on field 22",
        "turn": "Anne's turn",
    },
    "de": {
        "prompt": "Anne: wähle deine erste Aktion (mindestens 1, höchstens 3)",
        "label": "Flasche spielen: einen Piraten vom Start vorwärts",
        "event": "Anne spielt eine Flasche und zieht einen Piraten vom Start auf Feld 10, "
        "das nächste freie Feld mit Flasche.",
        "back": "Den Piraten auf Feld 8 zurückziehen und Karten nehmen",
        "illegal": "Anne kann noch handeln, also ist Passen nicht erlaubt",
        "no_pirate": "Anne hat keinen Piraten auf Feld 22",
        "turn": "Anne ist am Zug",
    },
    "ko": {
        "prompt": "Anne: 첫 행동을 고르세요 (최소 1, 최대 3)",
        "label": "술병 카드: 출발점의 해적 전진",
        "event": "Anne 님이 술병 카드를 내고 해적 한 명을 출발점에서 10번 칸으로 옮깁니다 "
        "(다음 빈 술병 칸).",
        "back": "8번 칸의 해적 후진 후 카드 받기",
        "illegal": "Anne 님은 아직 행동할 수 있으므로 패스할 수 없습니다",
        "no_pirate": "Anne 님은 22번 칸에 해적이 없습니다",
        "turn": "Anne 님 차례",
    },
}


@pytest.mark.parametrize("lang", ["en", "de", "ko"])
def test_the_worked_example_reads_in_the_match_language(lang: str) -> None:
    want = EXPECTED[lang]
    m = _example(lang)
    assert m.decision is not None and m.decision.prompt == want["prompt"]
    labels = {a.text: a.label for a in m.legal_actions()}
    assert labels["forward 0 bottle"] == want["label"]
    assert labels["back 8"] == want["back"]
    assert want["turn"] in unescape(m.view()._repr_svg_())
    with pytest.raises(IllegalAction) as info:
        m.play("pass")
    assert str(info.value) == want["illegal"]
    assert (info.value.code, info.value.rule) == ("not_legal", "rules §stuck · ASSUMED")
    with pytest.raises(IllegalAction) as info:
        m.play("forward 22 key")
    assert str(info.value) == want["no_pirate"]
    events = m.play("forward 0 bottle")
    assert [e.text for e in events] == [want["event"]]
    assert m.log()[-1]["text"] == want["event"]


def test_an_event_is_read_in_the_language_of_the_reader() -> None:
    """Events hold their texts untranslated: switching the match's language re-reads them."""
    m = _example("de")
    m.play("forward 0 bottle")
    assert m.log()[-1]["text"] == EXPECTED["de"]["event"]
    m.lang = "ko"
    assert m.log()[-1]["text"] == EXPECTED["ko"]["event"]
    assert m.decision is not None and m.decision.prompt.startswith("Anne: 최대 3번 중 2번째 행동")
    m.lang = "en"
    assert m.log()[-1]["text"] == EXPECTED["en"]["event"]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("de", ("Totenkopf", "Spieler", "Boot", "Ansicht von Anne")),
        ("ko", ("해골", "플레이어", "보트", "Anne 님의 화면")),
    ],
)
@pytest.mark.parametrize("variant", ["online", "jamaica", "tortuga"])
def test_a_whole_match_plays_to_the_end_with_the_same_digest(
    lang: str, words: tuple[str, ...], variant: str
) -> None:
    """A German or Korean match is the English match: same legal texts, same digest; its board,
    log and result read in its own language (the result's reason too)."""
    en = tk.new_match("cartagena", 3, 17, variant=variant)
    other = tk.new_match("cartagena", 3, 17, variant=variant, lang=lang)
    rng = random.Random(4)
    while not en.is_over:
        assert other.legal_texts() == en.legal_texts()
        text = rng.choice(en.legal_texts())
        en.play(text)
        other.play(text)
    assert other.is_over and other.digest() == en.digest()
    assert other.to_json() == en.to_json()
    svg = unescape(other.view(0)._repr_svg_())
    for word in words:
        assert word in svg
    en_log, log = en.log(0), other.log(0)
    assert len(log) == len(en_log)
    assert all(a["text"] != b["text"] for a, b in zip(en_log, log))
    reason = other.view()["result"]["reason"]
    assert en.result is not None and en.view()["result"]["reason"] == en.result.reason
    assert reason and reason != en.result.reason
    assert f"({reason[:10]}" in svg  # the header line, cut to fit
