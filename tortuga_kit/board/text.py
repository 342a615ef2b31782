"""Small helpers every game's board drawing (``svg.py``) needs: safe text and tolerant reads.

A board draws whatever view it is given, a partial one too, and never raises: ``view_get``
walks dicts and lists and falls back to a default, ``as_int`` accepts only real integers.
Every text put into the SVG goes through ``esc``, because names come from users.

>>> esc('<b>"Anne" & co</b>')
'&lt;b&gt;&quot;Anne&quot; &amp; co&lt;/b&gt;'
>>> short("Bartholomew"), view_get({"a": [1, 2]}, "a", 5, default=0), as_int(True, 7)
('Bartholom…', 0, 7)
"""

from __future__ import annotations

import functools
import re
from html import escape
from typing import Any

from ..engine.i18n import Msg, text, translator

_ = translator("kit")

_BAD_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def esc(value: Any) -> str:
    """Text safe for XML content and attributes (names come from users)."""
    return escape(_BAD_XML.sub("", str(value)), quote=True)


def short(name: Any, limit: int = 10) -> str:
    """A name cut to ``limit`` characters (with an ellipsis), for tight spots on a board."""
    text = str(name)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def view_get(obj: Any, *path: Any, default: Any = None) -> Any:
    """Walk dicts/lists without ever raising: a partial view still draws."""
    for key in path:
        found = (isinstance(obj, dict) and key in obj) or (
            isinstance(obj, list) and isinstance(key, int) and 0 <= key < len(obj)
        )
        if not found:
            return default
        obj = obj[key]
    return obj if obj is not None else default


def as_int(value: Any, default: int = 0) -> int:
    """``value`` if it is an integer (not a bool), else ``default``."""
    return value if isinstance(value, int) and not isinstance(value, bool) else default


# Widths of characters in em, a little above DejaVu Sans and Noto Sans (the fonts the kit's
# boards meet in JupyterLab, Voilà and Debian's Chromium), so that an estimate errs long.
_NARROW = frozenset("iljtfrI.,:;'!|()[]{} ·")
_WIDE = frozenset("mwMWÄÖÜ@%—")


def text_width(content: Any, size: float, bold: bool = False) -> float:
    """An estimate of how wide ``content`` is drawn at ``size`` (in the SVG's units), erring
    long. Why: a board lays its texts out by fixed coordinates, and a translation can be twice
    as long as the English it replaces (German) or draw each character a full em wide (Korean),
    so a board asks before it places a text where another one follows."""
    return _em(str(content)) * size * (1.08 if bold else 1.0)


@functools.lru_cache(maxsize=1000)
def _em(text: str) -> float:
    """``text``'s width in em (``text_width`` at size 1, not bold). Remembered, up to 1,000
    texts (the kit's bound for a module-wide cache): a layout asks again and again for the
    same texts and their growing prefixes (the projector layout tries several zooms, and a
    word-wrapped line is measured once per word added), which was most of a projector
    board's time (Gourmet's 3.7 ms)."""
    em = 0.0
    for c in text:
        if "\u1100" <= c <= "\u11ff" or "\u2e80" <= c <= "\ua4cf" or "\uac00" <= c <= "\ud7a3":
            em += 1.0
        elif c in _NARROW:
            em += 0.34
        elif c in _WIDE:
            em += 0.9
        elif c.isupper() or c.isdigit():
            em += 0.7
        else:
            em += 0.58
    return em


def short_to(content: Any, size: float, width: float, bold: bool = False) -> str:
    """``content`` cut (with an ellipsis) to what ``text_width`` says fits ``width`` at ``size``.
    Why not ``short``: a cut after a number of characters ran over a tile in Korean, whose
    syllables are a full em wide, and in German (a seat's items at the end of a game)."""
    text = str(content)
    if text_width(text, size, bold) <= width:
        return text
    room = width / size / (1.08 if bold else 1.0) - _em("…")
    used, cut = 0.0, 0
    for c in text:
        used += _em(c)
        if used > room:
            break
        cut += 1
    return text[:cut].rstrip(" ,") + "…"


def fit_attr(content: Any, size: float, width: float, bold: bool = False) -> str:
    """SVG attributes that squeeze ``content`` into ``width`` when the estimate says it would run
    over (``textLength``: the browser narrows the glyphs and the gaps); nothing when it fits,
    so English, which the layouts were drawn for, is drawn as before."""
    if text_width(content, size, bold) <= width:
        return ""
    return f' textLength="{width:g}" lengthAdjust="spacingAndGlyphs"'


def seat_name(view: Any, seat: Any) -> str:
    """The name of ``seat`` in ``view["names"]``, or ``"?"`` for anything that is no seat."""
    names = view_get(view, "names", default=[])
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return str(names[seat])
    return "?"


def header_line(
    view: Any, limit: int, *, joiner: str = " and ", plural: str | Msg = "win", reason: bool = False
) -> str:
    """The line under a board's title: the step, the turn and the decision's prompt, or the
    result (``"Game over: Anne wins"``; several winners joined by ``joiner`` and the verb
    ``plural``, a ``Msg`` of the game's own catalog when it is not the kit's "win"; with
    ``reason`` the result's reason in brackets), cut to ``limit`` characters, in the active
    language."""
    step = view_get(view, "step")
    at = (
        _("Step {step} · ", step=step)
        if isinstance(step, int) and not isinstance(step, bool)
        else ""
    )
    result = view_get(view, "result")
    if isinstance(result, dict):
        winners = [seat_name(view, s) for s in view_get(result, "winners", default=[])]
        names = (_(" and ") if joiner == " and " else joiner).join(winners)
        if not winners:
            head = _("Game over: no winner")
        elif plural == "win":  # the kit's own words, translated
            head = _.plural(
                "Game over: {names} wins", "Game over: {names} win", len(winners), names=names
            )
        else:
            verb = _("wins") if len(winners) == 1 else text(plural)
            head = _("Game over: {names} {verb}", names=names, verb=verb)
        why = view_get(result, "reason", default="") if reason else ""
        return short(f"{at}{head}" + (f" ({why})" if why else ""), limit)
    turn = view_get(view, "turn", default={})
    line = at + _("Turn {n}", n=as_int(view_get(turn, "number")))
    prompt = view_get(view, "decision", "prompt")
    if prompt:
        line += f" · {prompt}"
    else:
        line += " · " + _("{name}'s turn", name=view_get(turn, "name", default="?"))
    return short(line, limit)


def wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` characters, broken between words (a longer word
    stands alone): SVG text does not wrap by itself."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return lines
