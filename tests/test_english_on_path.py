"""How much English a German or a Korean learner meets on the kit's path (issue 32, "Review").

The path: the start notebook, every game notebook of that language (``notebooks/<lang>/``), the
classroom page's screens (the same ``Table`` screens the match widget and Voilà draw: the board
and projector pictures, prompts, buttons, notices, the log, the bot names) for a few dozen
moves of every game from the projector and from a seat, and the rules pages of that language
(``docs/rules/<lang>/``) where they exist. Names, code (action texts, code spans, code cells but
their comments) and citations' anchors (``§fight``) are not prose and are left out.

An English word is counted when it is one of ``ENGLISH``: the words no English sentence does
without (articles, pronouns, common verbs and prepositions), leaving out those that are German
words too (``die``, ``was``, ``also``, ``will``, ``an``, ``in``, ``so`` ...). A translated
sentence has none of them; an untranslated one has several, so the count finds every English
sentence, not every English noun (a card name such as "Black Spot" is the box's own word).

The goal is 0; ``BASELINE`` holds what is left per language and may only shrink. Run this file
with Python to print every place an English word is met:
``.venv/bin/python tests/test_english_on_path.py de``.
"""

from __future__ import annotations

import html
import io
import json
import re
import sys
import tokenize
from collections.abc import Iterator
from pathlib import Path

import pytest

import tortuga_kit as tk
from tortuga_kit.bots import get_bot
from tortuga_kit.engine.i18n import catalog
from tortuga_kit.engine.registry import available_games
from tortuga_kit.sim import default_players
from tortuga_kit.widgets.table import Table

ROOT = Path(__file__).resolve().parent.parent
LANGS = ("de", "ko")
#: English words left on each language's path (the goal is none); may only shrink.
BASELINE = {"de": 0, "ko": 0}

ENGLISH = frozenset(
    """the a of and to is are be been being for with from that this these those which what who
    whom whose when where why how not but or if then than there their they them its it's you
    your yours we our us he she his her him me my i into onto only each every any some all
    more most must may can cannot could would should shall has have had do does did done
    one two three first last next after before again out up down over under about between
    without while until through against because just such very here now never always once
    it by at on no yes player players game games card cards turn turns move moves
    choose chosen choice wins win winner lose round""".split()  # noqa: SIM905
)
#: A word of prose: not part of a name in code (``03_votes``, ``where(m)``, ``hand-size``).
_WORD = re.compile(r"(?<![\w.-])[A-Za-z][A-Za-z']*(?![\w(-])")


def kept_names(lang: str) -> list[str]:
    """The names a catalog keeps as they are in this language (msgstr = msgid, a few words):
    the German edition's own card names ("Letter of Marque", "Fountain of Youth"), longest
    first, so that a name is taken out of a text before its words are counted."""
    names = set()
    for domain in ("kit", *available_games()):
        for msgid, msgstr in getattr(catalog(domain, lang), "_catalog", {}).items():
            if isinstance(msgid, str) and msgid == msgstr and 1 < len(msgid.split()) <= 4:
                names.add(msgid)
    return sorted(names, key=len, reverse=True)


#: Names in prose that no catalog holds: the games' publishers, a web site the sources name.
PUBLISHERS = ("Facade Games", "Red Glove", "Board Game Arena")


def _words(text: str, names: tuple[str, ...] = ()) -> list[str]:
    for name in (*names, *PUBLISHERS):
        text = text.replace(name, " ")
    return [w for w in _WORD.findall(text) if w.lower() in ENGLISH]


def _markdown_prose(md: str) -> str:
    """What a reader reads of markdown: link texts but no targets, no code, no tags, and no
    citation anchors (``§fight-tie``)."""
    text = re.sub(r"```.*?```", " ", md, flags=re.S)
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"<[^>]+>", " ", text)
    text = re.sub(r"„[^“]*“|“[^”]*”|\"[^\"]*\"", " ", text)  # a source quoted in its own words
    text = re.sub(r"(?<!\w)'[^'\s]+'(?!\w)", " ", text)  # a value in code: 'all', 'before'
    text = text.replace("Run All", " ")  # JupyterLab's own menu
    text = re.sub(r"\[[ACDIS]\]", " ", text)  # the compiled reference's confidence tags
    text = re.sub(r"\b[A-Z]–[A-Z]\b", " ", text)  # a source's lettered sections: "A–D"
    return re.sub(r"§[\w-]+", " ", text)


def _comments(code: str) -> str:
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(code).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return ""
    return " ".join(t.string for t in tokens if t.type == tokenize.COMMENT)


def notebook_places(lang: str) -> Iterator[tuple[str, str]]:
    """(where, text) of every translated notebook's prose and code comments."""
    for path in sorted((ROOT / "notebooks" / lang).rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        rel = path.relative_to(ROOT).as_posix()
        for cell in json.loads(path.read_text("utf-8"))["cells"]:
            source = "".join(cell["source"])
            text = _markdown_prose(source if cell["cell_type"] == "markdown" else _comments(source))
            yield f"{rel} cell {cell.get('id')}", text


def rules_places(lang: str) -> Iterator[tuple[str, str]]:
    """(where, text) of the rules pages of the language, one place a paragraph."""
    for path in sorted((ROOT / "docs" / "rules" / lang).glob("*.md")):
        rel = path.relative_to(ROOT).as_posix()
        page = re.sub(
            r"```.*?```", " ", path.read_text("utf-8"), flags=re.S
        )  # code, blank lines too
        for i, block in enumerate(re.split(r"\n\s*\n", page)):
            yield f"{rel} paragraph {i + 1}", _markdown_prose(block)


def _svg_texts(svg: str) -> str:
    found = re.findall(r"<(text|title|desc)\b[^>]*>(.*?)</\1>", svg, flags=re.S)
    return " ".join(html.unescape(re.sub(r"<[^>]+>", " ", body)) for _, body in found)


def _screen_text(table: Table) -> str:
    s = table.screen
    parts = [s.title, s.prompt, s.notice, s.error, s.undo_blocked, s.bot_blocked]
    parts += [s.until_blocked, s.until_plan, s.until_label, *s.bot_labels.values()]
    parts += [_svg_texts(s.board), _svg_texts(s.projector)]
    for group in s.groups:
        parts += [str(group.get("title", ""))]
        parts += [str(a.get("label", "")) for a in group.get("actions", [])]
    parts += [f"{e.get('text', '')} {e.get('cite', '')}" for e in s.log]
    return _markdown_prose(" ".join(p for p in parts if p))


def screen_places(lang: str, moves: int = 30) -> Iterator[tuple[str, str]]:
    """(where, text) of the classroom screens of every game in the language: the projector
    and, every few moves, the seat that decides (hot seat), while bots play ``moves`` moves."""
    for game in available_games():
        table = Table(tk.new_match(game, default_players(game), seed=3, lang=lang))
        table.set_hot_seat(True)
        table.set_big_board(True)
        bots = [get_bot(game, "random", 3 + s) for s in range(table.match.players)]
        for step in range(moves):
            m = table.match
            if m.is_over:
                break
            yield f"classroom/{game} step {step}", _screen_text(table)
            if step % 5 == 0:
                table.reveal()
                yield f"classroom/{game} step {step} (seat)", _screen_text(table)
                table.hide()
            seat = m.decision.seat
            table.click(bots[seat].choose(m.observe(seat), m.legal_texts()))


def english_on_path(lang: str) -> list[tuple[str, list[str]]]:
    """Every place on the path with the English words met there."""
    out = []
    names = tuple(kept_names(lang))
    for places in (notebook_places(lang), screen_places(lang), rules_places(lang)):
        for where, text in places:
            found = _words(text, names)
            if found:
                out.append((where, found))
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_english_words_on_the_learners_path(lang: str) -> None:
    found = english_on_path(lang)
    total = sum(len(words) for _, words in found)
    report = "\n".join(f"{where}: {' '.join(words)}" for where, words in found[:40])
    assert total <= BASELINE[lang], f"{total} English words on the {lang} path:\n{report}"


def test_the_count_finds_an_english_sentence() -> None:
    """The measure itself: an English sentence is found, its translation is not."""
    assert _words("The attacker wins the fight with one card.") == [
        "The",
        "wins",
        "the",
        "with",
        "one",
        "card",
    ]
    assert _words("Der Angreifer gewinnt den Kampf mit einer Karte.") == []
    assert _words("공격자가 카드 한 장으로 싸움에서 이깁니다.") == []
    assert _words(_markdown_prose("[Regeln §fight-score](../rules/x.md#fight-score)")) == []


if __name__ == "__main__":
    for where, words in english_on_path(sys.argv[1] if len(sys.argv) > 1 else "de"):
        print(f"{where}: {' '.join(words)}")
