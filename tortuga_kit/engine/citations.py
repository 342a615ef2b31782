"""Rule citations: the short texts in brackets after every event and error, and their links.

A game names the rule behind each event, decision and ``IllegalAction`` in a citation such as
``"rules §setup · rulebook p.4"``. The parts are joined by ``" · "``:

- ``rules §<anchor>``: a section of the game's own rules page, ``docs/rules/<game>.md``, whose
  anchor is ``<anchor>`` (lower-case letters, digits and hyphens). This is the part a learner
  can follow: ``rule_url`` turns it into ``docs/rules/<game>.md#<anchor>``.
- ``rulebook p.<pages>``: the page(s) of the official rulebook, e.g. ``p.4``, ``p.2–3``,
  ``p.4, p.6``.
- ``ASSUMED``: no source settles the rule; the section it names explains the assumption.

A citation may also be empty (an input error that no rule forbids, such as a malformed seat).
Nothing here knows a game: the page of a game is found by its registered name.

Each page has a German and a Korean translation, ``docs/rules/<lang>/<game>.md``, with the same
anchors (tests/docs/test_rules_translations.py): a citation opens in the reader's language, and
the language is only a folder in the link (``rules_page(game, lang="de")``).

>>> c = parse_citation("rules §setup · rulebook p.4")
>>> c.sections, c.pages, c.assumed
(('setup',), ('4',), False)
>>> rule_url("somegame", "rules §first-player · ASSUMED")
'docs/rules/somegame.md#first-player'
>>> rule_url("somegame", "rulebook p.6") is None
True
>>> rule_url("somegame", "rules §first-player", lang="ko")
'docs/rules/ko/somegame.md#first-player'
>>> sorted(page_anchors('<a id="setup"></a>\\n## Setup'))
['setup']
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from .i18n import LANGUAGES, Msg, active_language, translate, translator

_ = translator("kit")

#: Where the rules pages live, relative to the repository's top folder.
RULES_DIR = "docs/rules"
#: The language of the pages at the top of ``RULES_DIR``; the others are in a folder each.
SOURCE_LANGUAGE = "en"
#: The separator between the parts of a citation.
SEPARATOR = " · "

_SECTION = re.compile(r"rules §([a-z0-9]+(?:-[a-z0-9]+)*)")
_PAGES = re.compile(r"rulebook p\.(\d+(?:–\d+)?(?:, p\.\d+(?:–\d+)?)*)")
_ANCHOR = re.compile(r'<a id="([a-z0-9]+(?:-[a-z0-9]+)*)"></a>')

__all__ = [
    "RULES_DIR",
    "SEPARATOR",
    "SOURCE_LANGUAGE",
    "Citation",
    "page_anchors",
    "parse_citation",
    "rule_anchor",
    "rule_contents",
    "rule_section",
    "rule_url",
    "rules_page",
    "shown",
    "spoken",
]


@dataclass(frozen=True)
class Citation:
    """A parsed citation: the sections of the rules page, the rulebook pages, and the flag."""

    sections: tuple[str, ...]
    pages: tuple[str, ...]
    assumed: bool


def parse_citation(ref: str) -> Citation:
    """The parts of ``ref``; ``ValueError`` names the first part that is not a citation part.

    >>> parse_citation("rules §scoring · rulebook p.5, p.8").pages
    ('5', '8')
    >>> parse_citation("seed 000 · Aufbau")
    Traceback (most recent call last):
    ...
    ValueError: 'seed 000' is not a citation part (rules §<anchor>, rulebook p.<n>, ASSUMED)
    """
    sections: list[str] = []
    pages: list[str] = []
    assumed = False
    for part in ref.split(SEPARATOR) if ref else ():
        if m := _SECTION.fullmatch(part):
            sections.append(m.group(1))
        elif m := _PAGES.fullmatch(part):
            pages += m.group(1).split(", p.")
        elif part == "ASSUMED":
            assumed = True
        else:
            raise ValueError(
                f"{part!r} is not a citation part (rules §<anchor>, rulebook p.<n>, ASSUMED)"
            )
    return Citation(tuple(sections), tuple(pages), assumed)


def shown(ref: str) -> str:
    """``ref`` in the words of the active language, for a reader: "rules §setup · rulebook p.4"
    reads "Regeln §setup · Spielregel S. 4" in German. The anchor stays (it is the section's
    name on the page); the citation itself stays the data a log, a save and a link use. A text
    that is not a citation is shown as it is.

    >>> from tortuga_kit.engine.i18n import language
    >>> with language("de"):
    ...     shown("rules §setup · rulebook p.4, p.6 · ASSUMED")
    'Regeln §setup · Spielregel S. 4, S. 6 · ANNAHME'
    """
    return _shown(ref, active_language()) if ref else ref


@lru_cache(maxsize=1024)
def _shown(ref: str, lang: str) -> str:
    def say(msgid: str, **args: str) -> str:
        return translate("kit", msgid, lang, **args)

    out = []
    for part in ref.split(SEPARATOR):
        if m := _SECTION.fullmatch(part):
            out.append(say(_.mark("rules §{section}"), section=m.group(1)))
        elif m := _PAGES.fullmatch(part):
            pages = ", ".join(say(_.mark("p.{page}"), page=p) for p in m.group(1).split(", p."))
            out.append(say(_.mark("rulebook {pages}"), pages=pages))
        elif part == "ASSUMED":
            out.append(say(_.mark("ASSUMED")))
        else:
            out.append(part)
    return SEPARATOR.join(out)


class _Spoken(Msg):
    """A citation as a field of a message read later: ``shown`` in the reader's language."""

    __slots__ = ("ref",)

    def __init__(self, ref: str) -> None:
        super().__init__("", "")
        self.ref = ref

    def render(self, lang: str | None = None) -> str:
        return _shown(self.ref, lang or active_language()) if self.ref else ""

    def __repr__(self) -> str:
        return f"spoken({self.ref!r})"


def spoken(ref: str) -> Msg:
    """``ref`` as a field of a ``Msg`` (an event's text that quotes its rule): read as
    ``shown`` gives it, in the language the event is read in."""
    return _Spoken(ref)


def rule_anchor(ref: str) -> str | None:
    """The first section ``ref`` names (``"rules §setup · ..."`` -> ``"setup"``), else ``None``.

    Lenient: it finds the section anywhere in a text, so a message that quotes a citation
    ("the ship is full (5 pawns): rules §ship-full · rulebook p.3") links too.
    """
    m = _SECTION.search(ref)
    return m.group(1) if m else None


def rules_page(game: str, base: str = RULES_DIR, lang: str = SOURCE_LANGUAGE) -> str:
    """The path (or URL, with a URL as ``base``) of ``game``'s rules page in ``lang``: the
    English page at the top of the folder, a translation in the language's own folder."""
    folder = base.rstrip("/")
    if lang != SOURCE_LANGUAGE:
        folder = f"{folder}/{_known(lang)}"
    return f"{folder}/{game}.md"


def _known(lang: str) -> str:
    """``lang`` if the kit speaks it: a link never names a folder that cannot exist."""
    if lang not in LANGUAGES:
        raise ValueError(f"no rules pages in {lang!r}: the kit's languages are {sorted(LANGUAGES)}")
    return lang


def rule_url(game: str, ref: str, base: str = RULES_DIR, lang: str = SOURCE_LANGUAGE) -> str | None:
    """A link for citation ``ref`` of ``game``: ``<base>/<game>.md#<anchor>`` (in ``lang``:
    ``<base>/<lang>/<game>.md#<anchor>``), or ``None`` when ``ref`` names no section of the
    rules page (an empty citation, a rulebook page alone).

    ``base`` is the rules folder as the reader reaches it: the default is relative to the
    repository's top folder; a notebook in ``notebooks/<game>/`` passes ``"../rules"``
    (``notebooks/rules`` links to ``docs/rules``), a web page a full URL. Every page in every
    language has the same anchors, so the link only changes its folder.
    """
    anchor = rule_anchor(ref)
    return None if anchor is None else f"{rules_page(game, base, lang)}#{anchor}"


def page_anchors(markdown: str) -> set[str]:
    """The explicit anchors (``<a id="..."></a>``) of a rules page's text."""
    return set(_ANCHOR.findall(markdown))


# ------------------------------------------------------------------ a section, for the widgets
_LINK = re.compile(r"\[([^\]]+)\]\([^)]*\)")
_EMPHASIS = re.compile(r"(\*\*|\*|`)")


@lru_cache(maxsize=16)
def _page_text(game: str, lang: str = SOURCE_LANGUAGE) -> str | None:
    """The rules page shipped with the package (``tortuga_kit/rules/<game>.md``, a link to
    ``docs/rules/<game>.md`` in the repository; a translation in ``rules/<lang>/``), so an
    installed kit, Binder and JupyterLite can show a section without the repository. A
    language without its page reads the English one (a section never goes missing)."""
    if lang != SOURCE_LANGUAGE:
        translated = _read_page(f"{lang}/{game}.md")
        if translated is not None:
            return translated
    return _read_page(f"{game}.md")


def _read_page(name: str) -> str | None:
    here = resources.files("tortuga_kit") / "rules"
    try:
        text = here.joinpath(*name.split("/")).read_text("utf-8")
    except (FileNotFoundError, OSError, ValueError):
        return None
    first = text.strip()
    if first.startswith("../") and "\n" not in first:  # a checkout without symlinks
        try:
            folder = Path(str(here)).joinpath(*name.split("/")[:-1])
            return (folder / first).read_text("utf-8")
        except OSError:
            return None
    return text


def _plain(text: str) -> str:
    return _EMPHASIS.sub("", _LINK.sub(r"\1", text)).strip()


def rule_contents(game: str, lang: str | None = None) -> list[dict[str, str]]:
    """The sections of ``game``'s rules page, in page order, as ``{"anchor", "title"}`` (the
    title is the first heading after the anchor, else the anchor): a widget's "Rules" menu, each
    entry opened with ``rule_section(game, f"rules §{anchor}")``. Empty when no page is installed.
    The page is the one in ``lang`` (default: the active language), so the titles are too.

    >>> rule_contents("no-such-game")
    []
    """
    text = _page_text(game, lang or active_language())
    if text is None:
        return []
    out: list[dict[str, str]] = []
    for m in _ANCHOR.finditer(text):
        anchor = m.group(1)
        title = anchor
        for line in text[m.end() :].splitlines():
            s = line.strip()
            if s.startswith('<a id="'):
                break
            if s.startswith("#"):
                title = _plain(s.lstrip("#"))
                break
        if all(e["anchor"] != anchor for e in out):
            out.append({"anchor": anchor, "title": title})
    return out


def rule_section(game: str, ref: str, lang: str | None = None) -> dict[str, Any] | None:
    """The section ``ref`` names, as safe blocks a widget can draw with ``textContent``:
    ``{"anchor", "title", "blocks": [{"kind": "h"|"p"|"li"|"row", "text"|"cells"}]}``, from the
    page in ``lang`` (default: the active language).
    ``None`` when ``ref`` names no section or the page is not installed.

    >>> rule_section("no-such-game", "rules §setup") is None  # no page installed
    True
    >>> rule_section("no-such-game", "rulebook p.4") is None  # no section named
    True
    """
    anchor = rule_anchor(ref)
    text = _page_text(game, lang or active_language()) if anchor is not None else None
    if text is None:
        return None
    marker = f'<a id="{anchor}"></a>'
    start = text.find(marker)
    if start < 0:
        return None
    body = text[start + len(marker) :]
    end = body.find('<a id="')
    body = body if end < 0 else body[:end]
    blocks: list[dict[str, Any]] = []
    para: list[str] = []
    title = anchor

    def flush() -> None:
        if para:
            blocks.append({"kind": "p", "text": _plain(" ".join(para))})
            para.clear()

    for line in body.splitlines():
        s = line.strip()
        if not s:
            flush()
        elif s.startswith("#"):
            flush()
            heading = _plain(s.lstrip("#"))
            if title == anchor:
                title = heading
            blocks.append({"kind": "h", "text": heading})
        elif s.startswith(("- ", "* ")) or re.match(r"\d+\. ", s):
            flush()
            blocks.append({"kind": "li", "text": _plain(re.sub(r"^(- |\* |\d+\. )", "", s))})
        elif s.startswith("|"):
            flush()
            cells = [_plain(c) for c in s.strip("|").split("|")]
            if not all(set(c) <= set("-: ") for c in cells):
                blocks.append({"kind": "row", "cells": cells})
        elif blocks and blocks[-1]["kind"] == "li" and not para and line.startswith("  "):
            blocks[-1]["text"] += " " + _plain(s)
        else:
            para.append(s)
    flush()
    return {"anchor": anchor, "title": title, "blocks": blocks, "game": game}
