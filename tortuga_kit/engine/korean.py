"""Korean particles: 이/가, 을/를, 은/는, 과/와 and (으)로 follow the sound the word before them
ends in, and in the kit that word is often a field (a player's name, a card, a number) only known
when the text is read.

A Korean catalog text writes the particle as a **marker**, a field named after the particle's
form that follows a consonant: ``{name}{을} 가져갑니다``, ``{card}{이} 없습니다``, ``{me}{으로}``
(the other form works as well: ``{를}``, ``{가}``, ``{는}``, ``{와}``, ``{로}``).
:func:`particle_fields` gives those markers to ``str.format``; :func:`resolve` then picks each
particle by the text before it, once the fields are filled. So no reader meets the fallback
"을(를)", which is what a text without this choice has to write.

How the word before is read (the last character that is not a closing quote or bracket):

- a Hangul syllable: by its final consonant, ``(code - 0xAC00) % 28`` (0: none; 8: ㄹ);
- a digit: by the number's Sino-Korean reading, as a number is read aloud: ``3`` 삼 (ㅁ),
  ``2`` 이 (none), ``7`` 칠 (ㄹ), ``10`` 십 (ㅂ), ``100`` 백 (ㄱ), ``1000`` 천 (ㄴ);
- a Latin letter: a single letter by its Korean name (L 엘 and R 알 end in ㄹ, M 엠 and N 엔 in a
  consonant, the others in a vowel); the last letter of a word by how a Korean says the English
  word: ``l`` ends in ㄹ (Paul 폴), ``m``, ``n`` and ``ng`` in a consonant (Tom 톰, Ming 밍),
  also before a silent e (Anne 앤, Nicole 니콜), every other letter in a vowel (Mark 마크, Bob 보브, Grace 그레이스: Korean adds ㅡ
  after a final stop or s);
- anything else (a symbol, nothing at all): read as ending in a vowel.

>>> resolve("{}{} 가져갑니다".format("외알 안경", particle_fields()["을"]))
'외알 안경을 가져갑니다'
>>> [josa(w, "을") for w in ("모자", "Tom", "Anne", "Mark", "3", "2", "10")]
['를', '을', '을', '를', '을', '를', '을']
>>> josa("Paul", "으로"), josa("Bob", "으로"), josa("칼", "으로"), josa("총", "으로")
('로', '로', '로', '으로')
"""

from __future__ import annotations

import re

#: Each particle by its form after a consonant: (after a consonant, after a vowel).
PARTICLES: dict[str, tuple[str, str]] = {
    "이": ("이", "가"),
    "을": ("을", "를"),
    "은": ("은", "는"),
    "과": ("과", "와"),
    "으로": ("으로", "로"),
}
#: Every marker a catalog may write (either form) -> the particle it stands for.
MARKERS: dict[str, str] = {form: key for key, forms in PARTICLES.items() for form in forms}

_MARK = "\ue000"  # a private-use character: never in a kit's text, so no text is misread
_FOUND = re.compile(_MARK + r"(\d)")
_KEYS = list(PARTICLES)
_FIELDS = {form: f"{_MARK}{_KEYS.index(key)}" for form, key in MARKERS.items()}
_CLOSING = "’”\"')]}»›"
_NONE, _RIEUL, _OTHER = 0, 8, 1  # final consonant codes: none, ㄹ, any other
#: The final consonant of each digit's Sino-Korean reading (영 일 이 삼 사 오 육 칠 팔 구).
_DIGITS = (21, _RIEUL, _NONE, 16, _NONE, _NONE, 1, _RIEUL, _RIEUL, _NONE)
#: A number ending in zeros is read by its last unit: 십 (ㅂ), 백 (ㄱ), 천 (ㄴ) by the zeros, then
#: 만 (ㄴ), 억 (ㄱ), 조 (none), 경 (ㅇ) by each four of them.
_SMALL_UNITS = (17, 1, 4)
_LARGE_UNITS = (4, 1, _NONE, 21)
_LETTER_NAMES = {"l": _RIEUL, "r": _RIEUL, "m": _OTHER, "n": _OTHER}
_WORD_ENDS = {"l": _RIEUL, "m": _OTHER, "n": _OTHER}


def particle_fields() -> dict[str, str]:
    """The markers as ``str.format`` fields (``{을}``, ``{를}``, ...): each a placeholder that
    :func:`resolve` replaces by the right particle once the text is whole."""
    return _FIELDS


def _number(digits: str) -> int:
    zeros = len(digits) - len(digits.rstrip("0"))
    if zeros == 0 or zeros == len(digits):
        return _DIGITS[int(digits[-1])]
    if zeros < 4:
        return _SMALL_UNITS[zeros - 1]
    return _LARGE_UNITS[min(zeros // 4, 4) - 1]


def _latin(word: str) -> int:
    low = word.lower()
    if len(low) == 1:
        return _LETTER_NAMES.get(low, _NONE)
    if low[-1] == "e" and low[-2] in _WORD_ENDS:
        low = low[:-1]  # a silent e: Anne 앤, Jane 제인, Nicole 니콜
    return _WORD_ENDS.get(low[-1], _NONE)


def final_consonant(word: str) -> int:
    """The final consonant (jongseong, 0 for none, 8 for ㄹ) the word ends in when read aloud
    (see the module's rules for digits and Latin letters)."""
    word = word.rstrip(_CLOSING)
    if not word:
        return _NONE
    last = word[-1]
    if "\uac00" <= last <= "\ud7a3":
        return (ord(last) - 0xAC00) % 28
    if last.isascii() and last.isdigit():
        m = re.search(r"[0-9]+$", word)
        return _number(m.group(0) if m else last)
    if last.isascii() and last.isalpha():
        m = re.search(r"[A-Za-z]+$", word)
        return _latin(m.group(0) if m else last)
    return _NONE


def josa(word: str, marker: str) -> str:
    """The form of the particle ``marker`` (either of its forms) that follows ``word``."""
    after_consonant, after_vowel = PARTICLES[MARKERS[marker]]
    final = final_consonant(word)
    if after_consonant == "으로":
        return after_vowel if final in (_NONE, _RIEUL) else after_consonant
    return after_consonant if final else after_vowel


def resolve(text: str) -> str:
    """``text`` with each marker placeholder replaced by the particle the text before it takes."""
    if _MARK not in text:
        return text
    out: list[str] = []
    last = 0
    for m in _FOUND.finditer(text):
        out.append(text[last : m.start()])
        out.append(josa("".join(out), _KEYS[int(m.group(1))]))
        last = m.end()
    out.append(text[last:])
    return "".join(out)
