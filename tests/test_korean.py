"""Korean particles (issue 32): no Korean text the kit renders keeps a fallback such as
"외알 안경을(를)", and every particle after a field agrees with the word the field puts there.

- :func:`josa` against readings written out here (Hangul finals, Sino-Korean numbers, the Latin
  names the kit uses), not computed by the function under test;
- every Korean catalog text with a particle after a field, rendered with every game term of its
  domain and the kit's (card, place, item names: the catalogs' texts without fields), every
  player name the games use and a set of numbers: no fallback, and the particle fits;
- the front end's copy of the rules (kit.js, run by node) agrees with the Python one.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from tortuga_kit.engine.i18n import catalog, fields, translate
from tortuga_kit.engine.korean import josa, particle_fields, resolve
from tortuga_kit.games.cartagena.cards import DEFAULT_NAMES as CARTAGENA_NAMES
from tortuga_kit.games.gourmet.setup import DEFAULT_NAMES as GOURMET_NAMES
from tortuga_kit.games.kutschfahrt.options import DEFAULT_NAMES as KUTSCHFAHRT_NAMES
from tortuga_kit.games.tortuga1667.setup import DEFAULT_NAMES as TORTUGA_NAMES

ROOT = Path(__file__).resolve().parents[1]
KO = ROOT / "tortuga_kit" / "locale" / "ko" / "LC_MESSAGES"
DOMAINS = sorted(
    p.stem for p in KO.glob("*.po") if p.stem != "argparse"
)  # %-style, filled by argparse
NAMES = sorted({*CARTAGENA_NAMES, *GOURMET_NAMES, *KUTSCHFAHRT_NAMES, *TORTUGA_NAMES})
NUMBERS = [str(n) for n in (*range(13), 20, 37, 100, 1000, 10000)]
FALLBACK = re.compile(r"\((?:를|을|가|이|는|은|와|과|으)\)")
#: A particle after a field in a catalog text: the field, closing quotes, the particle written as
#: a marker ({을}) or as a fallback (을(를)).
AFTER_FIELD = re.compile(
    r"\{(\w+)\}([’”)\]]*)(?:\{(이|가|을|를|은|는|과|와|으로|로)\}|(이|을|은|과)\((?:가|를|는|와)\)|\(으\)로)"
)
#: Each particle: (after a consonant, after a vowel), by any of the ways a catalog writes it.
FORMS = {
    **dict.fromkeys(("이", "가"), ("이", "가")),
    **dict.fromkeys(("을", "를"), ("을", "를")),
    **dict.fromkeys(("은", "는"), ("은", "는")),
    **dict.fromkeys(("과", "와"), ("과", "와")),
    **dict.fromkeys(("으로", "로"), ("으로", "로")),
}


def _final(word: str) -> str:
    """'' (a vowel), 'ㄹ' or 'C' (another consonant): Hangul by its code, else written out."""
    last = word.rstrip("’”)]")[-1]
    if "가" <= last <= "힣":
        jong = (ord(last) - 0xAC00) % 28
        return "" if jong == 0 else "ㄹ" if jong == 8 else "C"
    return READINGS[word]


#: How a Korean reads the kit's non-Hangul words aloud (their last sound).
READINGS = {
    **{n: "" for n in ("Bart", "Calico", "Dirk", "Edward", "Francois", "Grace", "Henry")},
    **{n: "" for n in ("Cora", "Edda", "Marie", "Gundla", "Sarah", "Romana", "Theodora")},
    **{n: "" for n in ("Basilius", "Zacharias")},
    "Anne": "C",  # 앤
    "Juan": "C",  # 후안
    "Israel": "ㄹ",  # 이스라엘
    "Michel": "ㄹ",  # 미셸
    # 영 일 이 삼 사 오 육 칠 팔 구 십 십일 십이 / 이십 삼십칠 백 천 만
    **dict(zip(NUMBERS, ["C", "ㄹ", "", "C", "", "", "C", "ㄹ", "ㄹ", "", "C", "ㄹ", ""])),
    "20": "C",
    "37": "ㄹ",
    "100": "C",
    "1000": "C",
    "10000": "C",
}


def _expected(word: str, particle: str) -> str:
    after_consonant, after_vowel = FORMS[particle]
    final = _final(word)
    if after_consonant == "으로":
        return after_consonant if final == "C" else after_vowel
    return after_consonant if final else after_vowel


@pytest.mark.parametrize("word", NAMES + NUMBERS + ["모자", "외알 안경", "칼", "총", "“방패”"])
@pytest.mark.parametrize("particle", ["이", "을", "은", "과", "으로"])
def test_josa_reads_a_word_as_a_korean_says_it(word: str, particle: str) -> None:
    assert josa(word, particle) == _expected(word, particle)
    assert josa(word, FORMS[particle][1]) == josa(word, particle)  # either form as the marker


def _terms(domain: str) -> list[str]:
    """The game terms of a domain in Korean: its (and the kit's) texts without fields, short."""
    out = set()
    for d in {domain, "kit"}:
        for msgid, msgstr in getattr(catalog(d, "ko"), "_catalog", {}).items():
            if isinstance(msgid, str) and msgid and not fields(msgid) and len(msgstr) <= 14:
                out.add(msgstr.strip())
    return sorted(t for t in out if t and "{" not in t)


def _templates(domain: str) -> list[tuple[str, list[tuple[str, str, str]]]]:
    """(msgid, [(field, closing, particle)]) of every Korean text with a particle after a field."""
    out = []
    for msgid, msgstr in getattr(catalog(domain, "ko"), "_catalog", {}).items():
        if not isinstance(msgid, str) or not msgid or isinstance(msgstr, tuple):
            continue
        found = []
        for m in AFTER_FIELD.finditer(msgstr):
            particle = m.group(3) or m.group(4) or "으로"
            found.append((m.group(1), m.group(2), particle))
        if found or FALLBACK.search(msgstr):
            out.append((msgid, found))
    return out


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_korean_text_picks_its_particles_by_the_word_before(domain: str) -> None:
    terms = [t for t in _terms(domain) if re.search(r"[가-힣]$", t.rstrip("’”)]"))]
    words = terms + NAMES + NUMBERS
    templates = _templates(domain)
    assert templates, "a catalog with names in its texts has particles after fields"
    checked = 0
    for msgid, found in templates:
        names = sorted(fields(msgid))
        for field, closing, particle in found:
            for word in words:
                args = dict.fromkeys(names, "모자")
                args[field] = word
                shown = translate(domain, msgid, "ko", **args)
                assert not FALLBACK.search(shown), f"{domain}: {msgid!r} reads {shown!r}"
                want = _expected(word, particle)
                wrong = next(f for f in FORMS[particle] if f != want)
                assert word + closing + want in shown, f"{domain}: {msgid!r} reads {shown!r}"
                assert word + closing + wrong + " " not in shown, shown
                checked += 1
    assert checked > 100


def test_no_korean_catalog_writes_a_fallback() -> None:
    """The .po files themselves: 0 fallbacks (a translator writes a marker instead)."""
    found = [
        (p.name, line)
        for p in KO.glob("*.po")
        for line in p.read_text("utf-8").splitlines()
        if line.startswith("msgstr") and FALLBACK.search(line)
    ]
    assert found == []


def test_no_korean_catalog_types_a_particle_after_a_field() -> None:
    """A particle typed after a field ("{saved}로", "{reveal}을") is right for some words and
    wrong for others: a rules version "3" reads 삼, so it takes 으로. After a field a catalog
    writes the marker (``{saved}{로}``), which picks the form by the word that fills it."""
    typed = re.compile(r"\}(?:이|가|을|를|은|는|과|와|으로|로)(?=[\s.,:;)?!\"]|$)")
    found = [
        (p.name, line)
        for p in KO.glob("*.po")
        if p.stem != "argparse"
        for line in p.read_text("utf-8").splitlines()
        if not line.startswith(("msgid", "#")) and typed.search(line)
    ]
    assert found == []


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_front_end_picks_the_same_particles() -> None:
    """kit.js's koParticles (the widgets' own texts) agrees with engine/korean.py."""
    js = (ROOT / "tortuga_kit" / "widgets" / "static" / "kit.js").read_text("utf-8")
    start = js.index("const KO_PARTICLES")
    end = js.index("// The front end's own texts")
    words = NAMES + NUMBERS + ["모자", "칼", "총", "‘방패’", "외알 안경", "L", "x"]
    texts = [f"{w}{{{p}}} 뽑습니다" for w in words for p in ("이", "를", "은", "와", "으로")]
    script = js[start:end] + f"\nconsole.log(JSON.stringify({json.dumps(texts)}.map(koParticles)));"
    run = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True)
    got = json.loads(run.stdout)
    want = [resolve(t.format(**particle_fields())) for t in texts]
    assert got == want
