"""The errors a learner or a teacher meets speak the chosen language (issue 13: "``IllegalAction``
messages ... the CLI's output").

Each case is raised three times, in English, German and Korean. The German and Korean lines
must differ from the English one, the Korean one must hold Hangul, and none of them may be more
than one line. The cases cover prepared positions of the four games, damaged save files (the
classroom's Load button shows them), the CLI's argument errors and help, bots, the vote odds and
the lessons' helpers. A message that is missing from a catalog would show its English id and fail
here. (``tools/i18n.py check``, run by ``tests/test_i18n.py``, already makes sure every id has
all three languages.)
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.__main__ import main
from tortuga_kit.bots import get_bot
from tortuga_kit.engine.errors import TortugaKitError
from tortuga_kit.engine.i18n import active_language, language
from tortuga_kit.games.gourmet.carddata import DEFAULT_CARD_DATA
from tortuga_kit.games.tortuga1667 import lessons, odds

HANGUL = re.compile("[\uac00-\ud7a3]")


def _said(lang: str, make: Callable[[], Any], error: type[Exception] = TortugaKitError) -> str:
    with language(lang), pytest.raises(error) as info:
        make()
    line = str(info.value)
    assert line and "\n" not in line, line
    return line


def _check(make: Callable[[], Any], error: type[Exception] = TortugaKitError) -> dict[str, str]:
    said = {lang: _said(lang, make, error) for lang in ("en", "de", "ko")}
    assert said["de"] != said["en"] and said["ko"] != said["en"], said
    assert HANGUL.search(said["ko"]), said
    assert active_language() == "en"
    return said


POSITIONS: list[tuple[str, int, dict[str, Any]]] = [
    ("tortuga1667", 4, {"lines": 5}),
    ("tortuga1667", 4, {"nonsense": 1}),
    ("tortuga1667", 4, {"loyalty": {"Anne": "pirates"}}),
    ("tortuga1667", 4, {"vote_deck": ["cannon"]}),
    ("tortuga1667", 4, {"end_phase": "yes"}),
    ("cartagena", 3, {"nonsense": 1}),
    ("cartagena", 3, {"tunnel": 5}),
    ("cartagena", 3, {"seat": 7}),
    ("gourmet", 3, {"nonsense": 1}),
    ("gourmet", 3, {"ending": "yes"}),
    ("kutschfahrt", 4, {"nonsense": 1}),
    ("kutschfahrt", 4, {"seat": 9}),
]


@pytest.mark.parametrize(("game", "players", "position"), POSITIONS)
def test_a_prepared_position_is_refused_in_the_matchs_language(
    game: str, players: int, position: dict[str, Any]
) -> None:
    """A position the game cannot start from: the one line comes in the match's language (the
    Match's ``lang``), whichever the kit's default is."""
    said = {
        lang: _said(
            "en", lambda lang=lang: tk.Match(game, players, 1, position=position, lang=lang)
        )
        for lang in ("en", "de", "ko")
    }
    assert said["de"] != said["en"] and said["ko"] != said["en"], said
    assert HANGUL.search(said["ko"]), said
    assert "position" in said["de"] and "position" in said["ko"]  # the key keeps its code name


def test_a_damaged_save_is_refused_in_the_language_it_is_loaded_in(tmp_path: Path) -> None:
    """The classroom's Load shows these: not JSON, not an object, another format, an altered
    file, a missing file. ``Match.from_json(text, lang)`` and ``load(path, lang)`` say them in
    ``lang``."""
    good = tk.Match("cartagena", 3, 1).to_json()
    altered = good.replace('"seed": 1', '"seed": 2')
    assert altered != good
    for text in ["{", "[]", '{"format": "other"}', altered]:
        said = {
            lang: _said("en", lambda lang=lang, t=text: tk.Match.from_json(t, lang), tk.BadSave)
            for lang in ("en", "de", "ko")
        }
        assert said["de"] != said["en"] and HANGUL.search(said["ko"]), said
    missing = tmp_path / "no-such-save.json"
    said = {
        lang: _said("en", lambda lang=lang: tk.load(missing, lang), tk.BadSave)
        for lang in ("en", "de", "ko")
    }
    assert said["de"] != said["en"] and HANGUL.search(said["ko"]), said
    # the path, its end kept when long (engine/files.py ``shown_path``): the file's name
    assert all("no-such-save.json" in line for line in said.values())


def test_bots_odds_and_lessons_refuse_in_the_kits_language() -> None:
    """Helpers a notebook calls outside a match read the kit's language (``tk.set_language``)."""
    _check(lambda: get_bot("cartagena", "nobody"))
    _check(lambda: odds.vote_odds("duel", [], 1))
    _check(lambda: odds.vote_odds("attack", [], -1))
    _check(lambda: odds.table_minus([], deck="no-deck"))
    _check(lambda: lessons.stacked(["Anne", "Bart"], {"Zed": ["cannon"]}))
    _check(lambda: lessons.everything(tk.Match("cartagena", 3, 1)))


def test_the_command_lines_errors_and_help_speak_its_lang(capsys: Any) -> None:
    """``--lang`` is read before anything else, so an argument error, ``--help`` and the bench's
    header are all in that language (argparse's own words too: see the test below)."""
    errors = {}
    helps = {}
    for lang in ("en", "de", "ko"):
        assert main(["--lang", lang, "simulate", "cartagena", "--games", "many"]) == 2
        errors[lang] = capsys.readouterr().err
        assert main(["--lang", lang, "simulate", "--help"]) == 0
        helps[lang] = capsys.readouterr().out
        assert active_language() == "en"  # main borrows the language; the kit keeps its own
    tk.set_language("en")
    for lang in ("de", "ko"):
        assert errors[lang] != errors["en"] and errors[lang].count("\n") == 1
        assert "'many'" in errors[lang]
        assert helps[lang] != helps["en"] and "--json" in helps[lang]
    assert "keine ganze Zahl" in errors["de"] and "JSON ausgeben" in helps["de"]
    assert HANGUL.search(errors["ko"]) and "JSON으로 출력" in helps["ko"]


def test_the_command_lines_new_refusals_speak_its_lang(capsys: Any) -> None:
    """Issue 23 item 7: a deeply nested ``--option`` value and an unknown game for
    ``playthroughs`` are one line in the chosen language."""
    for argv in (
        ["simulate", "gourmet", "--option", "card_data=" + "[" * 5000],
        ["playthroughs", "nosuch"],
    ):
        said = {}
        for lang in ("en", "de", "ko"):
            assert main(["--lang", lang, *argv]) == 2
            said[lang] = capsys.readouterr().err
            assert said[lang].count("\n") == 1, said[lang]
        assert said["de"] != said["en"] and HANGUL.search(said["ko"]), said


def test_reading_a_named_file_refuses_in_the_kits_language(tmp_path: Path) -> None:
    """Issue 23 item 8: ``tk.load`` and ``load_card_data`` refuse a path that is no text, a
    device and JSON nested too deeply in the chosen language."""
    from tortuga_kit.games.gourmet import load_card_data

    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000)
    for make in (
        lambda: tk.load(5),  # type: ignore[arg-type]
        lambda: tk.load("/dev/zero"),
        lambda: tk.load("a\0b"),
        lambda: load_card_data("/dev/zero"),
        lambda: load_card_data(deep),
    ):
        _check(make)


ARGPARSE_WORDS = {
    "en": ("usage:", "options:", "positional arguments:", "show this help message and exit"),
    "de": ("Aufruf:", "Optionen:", "Positionsargumente:", "diese Hilfe zeigen und beenden"),
    "ko": ("사용법:", "옵션:", "위치 인수:", "이 도움말을 보여 주고 끝냅니다"),
}


def test_argparses_own_words_speak_the_command_lines_lang(capsys: Any) -> None:
    """Issue 32: "usage:", "options:", "positional arguments:", the help option and argparse's
    own error texts are in the chosen language; the process's argparse is English again after."""
    import argparse
    import gettext

    for lang, words in ARGPARSE_WORDS.items():
        assert main(["--lang", lang, "simulate", "--help"]) == 0
        shown = capsys.readouterr().out
        assert all(w in shown for w in words), (lang, shown[:300])
        if lang != "en":
            assert not any(w in shown for w in ARGPARSE_WORDS["en"]), (lang, shown[:300])
    said = {}
    for lang in ("en", "de", "ko"):
        assert main(["--lang", lang, "simulate"]) == 2  # no game: argparse's "required"
        missing = capsys.readouterr().err
        assert main(["--lang", lang, "simulate", "nosuch"]) == 2  # argparse's "invalid choice"
        said[lang] = (missing, capsys.readouterr().err)
    assert "the following arguments are required" in said["en"][0]
    assert "diese Argumente fehlen" in said["de"][0] and "다음 인수가 필요합니다" in said["ko"][0]
    assert "invalid choice" in said["en"][1]
    assert "ungültige Wahl" in said["de"][1] and "잘못된 선택" in said["ko"][1]
    assert all("'nosuch'" in err for _, err in said.values())
    assert argparse._ is gettext.gettext  # type: ignore[attr-defined]  # lent, then given back
    assert argparse.ngettext is gettext.ngettext


def test_argparses_words_keep_their_placeholders() -> None:
    """argparse fills its words with ``%`` itself: a translation keeps each placeholder."""
    from tortuga_kit.engine.i18n import catalog

    marks = re.compile(r"%(?:\(\w+\))?[rsd]")
    for lang in ("de", "ko"):
        table = getattr(catalog("argparse", lang), "_catalog", {})
        assert len(table) > 15
        for msgid, text in table.items():
            english = msgid[0] if isinstance(msgid, tuple) else msgid
            if english:
                assert sorted(marks.findall(text)) == sorted(marks.findall(english)), text


def test_an_unknown_language_is_named_in_the_readers_language(capsys: Any) -> None:
    """Issue 32: the refusal of a language the kit does not speak names its languages in the
    reader's language, and each in itself (a reader who picked the wrong one finds theirs)."""
    said = _check(lambda: tk.new_match("gourmet", 3, 1, lang="fr"))
    assert "'de' (German, Deutsch)" in said["en"] and "'ko' (Korean, 한국어)" in said["en"]
    assert "'en' (Englisch, English)" in said["de"] and "'de' (Deutsch)" in said["de"]
    assert "'en' (영어, English)" in said["ko"] and "'ko' (한국어)" in said["ko"]
    assert main(["--lang", "fr", "games"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "'de' (German, Deutsch)" in err and "'fr'" in err


CARD_DATA_PROBLEMS: list[dict[str, Any]] = [
    {"island_deck": {}, "recipe_cards": {}, "nonsense": 1},
    {"recipe_cards": {}},
    {"island_deck": {"gold": [1]}, "recipe_cards": {}},
    {"island_deck": {}, "recipe_cards": {"a b": [[], []]}},
    {"island_deck": [], "recipe_cards": {}},
    {"island_deck": {}, "recipe_cards": {}, "assumed": "yes"},
    {**DEFAULT_CARD_DATA, "recipe_cards": {"a b": [[], []]}},
    {**DEFAULT_CARD_DATA, "recipe_cards": {"soup": [["gold", "gold", "gold"], []]}},
    {
        **DEFAULT_CARD_DATA,
        "recipe_cards": dict(list(DEFAULT_CARD_DATA["recipe_cards"].items())[:2]),
    },
]


@pytest.mark.parametrize("data", CARD_DATA_PROBLEMS)
def test_gourmets_card_data_loader_refuses_in_the_kits_language(
    data: dict[str, Any], tmp_path: Path
) -> None:
    """Issue 32: what is wrong inside a card data file (a file, or ``options["card_data"]``)
    is said in the chosen language, the file's name and the JSON keys kept."""
    import json

    from tortuga_kit.games.gourmet import load_card_data

    path = tmp_path / "cards.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    said = _check(lambda: load_card_data(path))
    assert all("cards.json" in line for line in said.values())
    _check(lambda: tk.new_match("gourmet", 3, 1, options={"card_data": data}))
