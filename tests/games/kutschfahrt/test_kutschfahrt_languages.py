"""Kutschfahrt in German and Korean (issue 13): the same match as in English, every text read in
the match's language, through the public API only.

Term sources: the German names of the cards, professions and societies are the published ones,
taken from the seed (``shared/seeds/002_df39a8a54198f498.txt``: Schlüssel, Kelch, Geheimer
Koffer, Schwarze Perle, Dolch, Handschuhe, Giftring, Wurfmesser, Peitsche, Freibrief, Monokel,
Zerbrochener Spiegel, Sextant, Mantel, Foliant, Wappen der Loge; Diplomat, Doktor, Duellant,
Giftmischer, Großmeister, Hellseher, Hypnotiseur, Leibwächter, Priester, Schläger; the
expansion's items, professions and events) and from the compiled reference
(``shared/rules/kutschfahrt.md`` §1.1: *Orden der offenen Geheimnisse*, *Bruderschaft der wahren
Lüge*; §1.2–§1.6 the German names next to the English). The game's German title is the one its
German rulebook carries, "Kutschfahrt zur Teufelsburg" (seed 002's first line), as in English.
Korean: our own translation, the societies as 기사단 (Order) and 형제단 (Brotherhood), used the same
way throughout the catalog.
"""

from __future__ import annotations

import html
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.errors import IllegalAction
from tortuga_kit.engine.i18n import Msg
from tortuga_kit.games.kutschfahrt import check_claim, deal, forced_gifts, lessons
from tortuga_kit.games.kutschfahrt.cards import BASE_ITEMS, EXPANSION_ITEMS
from tortuga_kit.games.kutschfahrt.victory.rules import Seats

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
    assert "Kutschfahrt zur Teufelsburg" in svg and "Notizblatt" in svg
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
        ("ko", "'attack Nobody'는 지금 할 수 없습니다 ("),
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


# ----------------------------------------------------------------------------- no English left
#: English words no German or Korean text of the kit holds (a German word never spells one).
_ENGLISH = frozenset(
    [
        "the",
        "and",
        "of",
        "is",
        "are",
        "holds",
        "hold",
        "wins",
        "win",
        "seat",
        "seats",
        "with",
        "from",
        "his",
        "their",
        "who",
        "may",
        "not",
        "has",
        "card",
        "cards",
        "item",
        "items",
        "nobody",
        "player",
        "players",
        "gives",
        "takes",
        "which",
        "this",
        "that",
        "there",
        "none",
        "only",
        "must",
        "wrong",
        "correct",
        "needed",
        "makes",
        "named",
        "shown",
        "pass",
        "trade",
        "attack",
        "declare",
        "offers",
        "your",
        "you",
        "turn",
        "fight",
        "defender",
        "attacker",
        "supporter",
        "profession",
        "society",
        "order",
        "brotherhood",
        "traitor",
        "key",
        "goblet",
        "coachman",
        "event",
        "draw",
        "pile",
        "look",
        "looks",
    ]
)
#: What a translated text keeps as it is: option names and values (``pearl_ally=False``,
#: ``'sealed'``), citations (``rules §pearl-ally``, ``reference §11 case 12``), True/False.
_KEPT = re.compile(
    r"\S*[_=§]\S*|'[^']*'|\b(?:rules|reference|case|True|False|ASSUMED|MK)\b|„[^“]*“|“[^”]*”|\"[^\"]*\""
)


def _english(text: str, names: tuple[str, ...], lang: str) -> list[str]:
    """The English words of a German or Korean ``text`` (names and kept terms aside); in Korean
    any Latin word is one."""
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    text = re.sub(r"\w+…", " ", text)  # a name cut short on the board
    words = re.findall(r"[A-Za-z][A-Za-z']*", _KEPT.sub(" ", text))
    if lang == "ko":
        return [w for w in words if len(w) > 2 or w.lower() in _ENGLISH]
    return [w for w in words if w.lower() in _ENGLISH]


def _board_texts(svg: str) -> list[str]:
    """What a board shows: its texts and tooltips, without the style sheet and without the
    buttons' tooltips (the action text to type, ``pass``, the same in every language)."""
    svg = re.sub(r"<style>.*?</style>", "", svg, flags=re.S)
    svg = re.sub(
        r'(<g data-action="([^"]*)"[^>]*>.*?<title>)\2(</title>)', r"\1\3", svg, flags=re.S
    )
    texts = re.findall(r"<text[^>]*>(.*?)</text>", svg, re.S)
    texts += re.findall(r"<title>(.*?)</title>", svg, re.S)
    return [html.unescape(re.sub(r"<[^>]+>", " ", t)) for t in texts]


def _learner_texts(m: tk.Match) -> list[str]:
    """Every text a learner reads now: prompt, labels, every seat's board, log and result."""
    out: list[str] = []
    d = m.decision
    if d is not None:
        out.append(d.prompt)
        out += [a.label for a in m.legal_actions()]
    for seat in [None, *range(m.players)]:
        v = m.view(seat)
        out += _board_texts(v._repr_svg_() or "")
        out += [e["text"] for e in m.log(seat)]
        out += v["assumptions"]
        if v["result"]:
            out.append(v["result"]["reason"])
    return out


def _claiming_play(m: tk.Match, rng: random.Random) -> None:
    """A random legal action, a victory claim whenever one is offered (a third of the time):
    the random matches then end in claims, right and wrong, of every kind."""
    texts = m.legal_texts()
    claims = [t for t in texts if t.startswith("declare ")]
    m.play(rng.choice(claims) if claims and rng.random() < 0.35 else rng.choice(texts))


#: Readings that change what a claim or an Advocate says (each tried in some matches).
_READINGS: list[dict[str, object]] = [
    {},
    {"pearl_ally": False},
    {"advocate_timing": "after_reveal"},
    {"pearl_blocks_solo": True, "mercenary_coat_of_arms": True},
]


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_random_matches_with_claims_leave_no_english_text(lang: str) -> None:
    found: dict[str, str] = {}
    claims = 0
    for seed in range(28):
        players, expansion = 3 + seed % 8, seed % 2 == 1
        options = _READINGS[seed % len(_READINGS)] if expansion else {}
        m = tk.new_match("kutschfahrt", players, seed, lang=lang, expansion=expansion, **options)
        rng = random.Random(seed)
        for step in range(600):
            if m.is_over:
                break
            if step % 20 == 0:
                for t in _learner_texts(m):
                    if _english(t, m.names, lang):
                        found.setdefault(" ".join(_english(t, m.names, lang)), t)
            _claiming_play(m, rng)
        claims += any(e["kind"] == "declare" for e in m.log())
        for t in _learner_texts(m):
            if _english(t, m.names, lang):
                found.setdefault(" ".join(_english(t, m.names, lang)), t)
    assert claims >= 10
    assert json.dumps(sorted(found.values())[:20], ensure_ascii=False) == "[]"


def _random_claims(count: int) -> list[tuple[Any, ...]]:
    """Random claims of every kind, right and wrong: (declarer, allies, societies, hands, kind,
    pile_empty, professions)."""
    rng = random.Random(13)
    pool = [i for i, k in {**BASE_ITEMS, **EXPANSION_ITEMS}.items() for _ in range(k)]
    pool = [i for i in pool if i not in ("key", "goblet")]
    out = []
    while len(out) < count:
        n = rng.randint(3, 10)
        socs = [rng.choice(["order", "brotherhood"]) for _ in range(n)]
        if rng.random() < 0.3:
            socs[rng.randrange(n)] = "traitor"
        deck = pool[:]
        rng.shuffle(deck)
        hands: list[list[str]] = [[deck.pop() for _ in range(rng.randint(0, 2))] for _ in range(n)]
        for goal in ["key"] * 3 + ["goblet"] * 3:
            rng.choice(hands).append(goal)
        d = rng.randrange(n)
        mates = [p for p in range(n) if p != d and (socs[p] == socs[d] or rng.random() < 0.3)]
        allies = [] if rng.random() < 0.3 else rng.sample(mates, rng.randint(0, min(3, len(mates))))
        kind = rng.choice(["society", "society", "coat_of_arms", "traitor"])
        profs = [rng.choice([None] * 8 + ["mercenary", "doctor"]) for _ in range(n)]
        out.append((d, allies, socs, hands, kind, rng.random() < 0.5, profs))
    return out


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_every_claim_verdict_is_translated(lang: str) -> None:
    """``check_claim``'s explanation of every kind of claim (refused, wrong, right, with Bags,
    Tranks and the Pearl), in the pure function's seats and in a match's names."""
    names = (
        "Marie",
        "Gundla",
        "Sarah",
        "Romana",
        "Basilius",
        "Theodora",
        "Juan",
        "Anna",
        "Eva",
        "Leo",
    )
    seen: dict[str, str] = {}
    right = 0
    for d, allies, socs, hands, kind, empty, profs in _random_claims(1500):
        r = check_claim(d, allies, socs, hands, kind=kind, pile_empty=empty, professions=profs)
        assert r.message is not None and r.message.render("en") == r.explanation
        right += r.correct
        said = r.message.render(lang)
        assert said != r.explanation and "{" not in said
        named = Seats.named(r.message, names[: len(socs)])
        assert isinstance(named, Msg)
        for t in (said, named.render(lang)):
            if _english(t, names, lang):
                seen.setdefault(r.explanation[:40], t)
    assert right >= 20
    assert json.dumps(sorted(seen.values())[:10], ensure_ascii=False) == "[]"


def test_a_claim_verdict_in_german_and_korean_word_for_word() -> None:
    socs = ["order", "brotherhood", "order", "brotherhood", "order"]
    items = [["key", "key"], ["goblet"], ["key", "dagger"], ["goblet"], ["whip"]]
    r = check_claim(0, [2], socs, items)
    assert r.explanation == (
        "Correct: seat 0 holds 2 keys, ally seat 2 holds 1 key: that makes 3, and 3 are needed. "
        "The whole order wins, named or not: seats 0, 2, 4."
    )
    assert r.message is not None
    assert r.message.render("de") == (
        "Richtig: Platz 0 hat 2 Schlüssel, der Verbündete Platz 2 hat 1 Schlüssel: das sind 3, "
        "und 3 werden gebraucht. Der ganze Orden gewinnt, genannt oder nicht: Plätze 0, 2, 4."
    )
    named = Seats.named(r.message, ("Marie", "Gundla", "Sarah", "Romana", "Basilius"))
    assert isinstance(named, Msg)
    assert named.render("ko") == (
        "맞음: Marie: 열쇠 2개, 동맹 Sarah: 열쇠 1개: 모두 3개이고 3개가 필요합니다. "
        "지목 여부와 상관없이 기사단 전체가 이깁니다: Marie, Sarah, Basilius."
    )
    wrong = check_claim(1, [3], socs, [["key"], [], ["key"], ["goblet"], []])
    assert wrong.message is not None
    assert wrong.message.render("de") == (
        "Falsch: Platz 1 muss selbst mindestens einen Kelch haben und hat keinen. Eine falsche "
        "Siegverkündung lässt die andere Gesellschaft gewinnen: der Orden, Plätze 0, 2, 4."
    )


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_the_forced_gifts_and_the_deal_are_explained_in_the_language(lang: str) -> None:
    for sizes, limit, strict in [
        ([7, 3, 5, 4], 6, True),
        ([9, 8, 2], 8, False),
        ([2, 2, 2], 5, True),
    ]:
        g = forced_gifts(sizes, limit, below_limit_only=strict)
        assert g.message is not None and g.message.render("en") == g.explanation
        said = g.message.render(lang)
        assert said != g.explanation and not _english(said, (), lang), said
    for players in (3, 4, 7, 10):
        d = deal(players, 5, expansion=players % 2 == 1)
        said = "; ".join(m.render(lang) for m in d.steps)
        assert not _english(said, (), lang), said


def test_the_board_names_the_phase_and_the_result_in_the_language() -> None:
    m = tk.new_match(
        "kutschfahrt",
        4,
        SEED,
        lang="de",
        position={**_POSITION, "items": [["key", "key"], ["goblet"], ["key"], ["goblet"]]},
    )
    m.play("declare society")
    assert "Phase: Siegverkündung" in m.view(None)._repr_svg_()
    sarah = m.names[2]
    m.play(f"ally {sarah}")
    m.play("done")
    assert m.is_over and m.result is not None
    reason = m.view(None)["result"]["reason"]
    assert m.result.reason == reason  # the match hands its result out in its language
    assert m.result.in_language("en").reason.startswith("Correct: ")  # and keeps the English
    assert reason.startswith(f"Richtig: {m.names[0]} hat 2 Schlüssel, der Verbündete {sarah} ")
    assert reason in html.unescape(m.view(None)._repr_svg_())


@pytest.mark.parametrize("lang", ["de", "ko"])
def test_prepared_position_line_names_its_keys_in_the_language(lang: str) -> None:
    """The log line of a prepared position says what was set by hand in the reader's words: the
    position's keys (``societies``, ``seat`` ...) are code, and the line printed them as such in
    every language ("Eine vorbereitete Stellung: societies, professions, seat von Hand gesetzt")."""
    m = tk.new_match("kutschfahrt", 4, seed=SEED, position=dict(_POSITION), lang=lang)
    line = m.log()[1]["text"]
    assert not re.search(r"\b(societies|professions|seat)\b", line), line


def test_poisoner_sentence_is_grammatical_german() -> None:
    """The Poisoner's verdict names the side in the nominative: "der Giftmischer bestimmt der
    Verteidiger zum Sieger" put the side, an accusative object, in the nominative."""
    p = lessons.table(lessons.POISONER, lang="de")
    lessons.play(p, "attack Gundla")
    lessons.skip(p, "priest_window")
    lessons.play(p, "support attacker", "support defender")
    lessons.skip(p, "hypnosis")
    lessons.play(p, "use dagger", "pass", "pass", "poison defender")
    explanation = p.view()["fight"]["explanation"]
    assert "Giftmischer" in explanation and "bestimmt der Verteidiger" not in explanation


def test_a_german_side_is_never_declined_wrongly_after_a_preposition() -> None:
    """``{side}`` is the nominative "der Angreifer" / "der Verteidiger" (``fight.rules.side_msg``),
    so a German text that puts it after a preposition wanting another case read "für der
    Angreifer", "an der Verteidiger" (a new user's walkthrough). The German texts name the side
    where the nominative is right ("Seite: der Angreifer")."""
    from babel.messages.pofile import read_po

    path = Path(tk.__file__).parent / "locale" / "de" / "LC_MESSAGES" / "kutschfahrt.po"
    with path.open("rb") as f:
        catalog = read_po(f)
    wrong = re.compile(r"\b(für|an|von|gegen|mit|zu|bei|aus|ohne|um)\s+\{side\}")
    found = [
        m.string for m in catalog if m.id and isinstance(m.string, str) and wrong.search(m.string)
    ]
    assert found == []
    assert sum("{side}" in (m.string or "") for m in catalog if isinstance(m.string, str)) >= 6
