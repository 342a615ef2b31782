"""A match that cannot be built says why in its own language (issue 13).

``Match(..., lang="de")`` with a wrong player count, an unknown option, a value an option does not
take, or options a game cannot combine raises the same ``BadOption`` as in English, one line,
read from the catalogs (the engine's in ``kit``, a game's own in the game's domain), and nothing is
created: the kit's language is what it was. Every option's help text, label and "expected" text
has German and Korean that cite the same rules sections.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.__main__ import main
from tortuga_kit.engine.i18n import Msg, active_language, set_language, text

LANGS = ["de", "ko"]


def _refused(lang: str, game: str, players: int, **options: Any) -> str:
    """The one line a match that cannot be built raises, in ``lang``."""
    with pytest.raises(tk.BadOption) as info:
        tk.Match(game, players, 1, options, lang=lang)
    line = str(info.value)
    assert "\n" not in line and line.strip() == line and line
    assert active_language() == "en"  # the match's language was only borrowed
    return line


def _english(game: str, players: int, **options: Any) -> str:
    with pytest.raises(tk.BadOption) as info:
        tk.Match(game, players, 1, options)
    return str(info.value)


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_player_count_is_one_translated_line(lang: str) -> None:
    for game, n in [("tortuga1667", 12), ("cartagena", 9), ("gourmet", 1), ("kutschfahrt", 11)]:
        g = tk.get_game(game)
        line = _refused(lang, game, n)
        want = Msg(
            "kit",
            "{game} is for {low}–{high} players, not {n}",
            game=g.title,
            low=g.players.start,
            high=g.players.stop - 1,
            n=n,
        ).render(lang)
        assert line == want != _english(game, n)
    assert _refused(lang, "cartagena", "4") == Msg(  # type: ignore[arg-type]
        "kit", "players must be a whole number, not {value}", value="'4'"
    ).render(lang)


@pytest.mark.parametrize("lang", LANGS)
def test_an_unknown_option_or_a_value_it_does_not_take_is_one_translated_line(lang: str) -> None:
    line = _refused(lang, "tortuga1667", 4, colour="red")
    known = ", ".join(sorted(tk.get_game("tortuga1667").options))
    assert line == Msg(
        "kit",
        "unknown option {name} for {game}; known options: {known}",
        name="'colour'",
        game="tortuga1667",
        known=known,
    ).render(lang)
    assert line != _english("tortuga1667", 4, colour="red")
    line = _refused(lang, "tortuga1667", 4, chaos="yes")
    assert line == Msg(
        "kit",
        "option {name}={value} is not one of {allowed}",
        name="chaos",
        value="'yes'",
        allowed="False, True",
    ).render(lang)
    # an option's own check: "expected ..." is the game's text, in the same language
    line = _refused(lang, "tortuga1667", 4, n_star_cards=99)
    expects = Msg("tortuga1667", "an integer 0–8").render(lang)
    assert line == Msg(
        "kit",
        "option {name}={value} is invalid: expected {expects}",
        name="n_star_cards",
        value="99",
        expects=expects,
    ).render(lang)
    assert expects != "an integer 0–8"
    line = _refused(lang, "cartagena", 3, names=["a b"])
    assert (
        Msg(
            "kit", "a list of distinct names without spaces, at most {n} characters each", n=20
        ).render(lang)
        in line
    )


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    "game, players, options, msgid, fields",
    [
        (
            "tortuga1667",
            4,
            {"chaos": True},
            "option chaos=True uses all 8 star cards, 5 of which have unverified effects: "
            "pass unverified_cards=True too",
            {},
        ),
        (
            "tortuga1667",
            4,
            {"names": ["Ann", "Ben"]},
            "option names has {n} names for {players} players",
            {"n": 2, "players": 4},
        ),
        (
            "cartagena",
            3,
            {"min_actions": 3, "max_actions": 2},
            "option min_actions={low} is more than max_actions={high}",
            {"low": 3, "high": 2},
        ),
        (
            "gourmet",
            4,
            {"piles_to_end": 1},
            "option piles_to_end={given} is fewer than the rule's {rule} for {players} players "
            "(the Pressure Test variant only raises it)",
            {"given": 1, "rule": 2, "players": 4},
        ),
        (
            "kutschfahrt",
            4,
            {"first_coachman": 2},
            "option first_coachman={coach} needs expansion=True",
            {"coach": 2},
        ),
    ],
)
def test_options_a_game_cannot_combine_are_one_line_in_the_games_catalog(
    lang: str, game: str, players: int, options: dict[str, Any], msgid: str, fields: Any
) -> None:
    line = _refused(lang, game, players, **options)
    assert line == Msg(game, msgid, **fields).render(lang) != _english(game, players, **options)
    assert _english(game, players, **options) == Msg(game, msgid, **fields).render("en")


def test_the_kits_language_is_the_default_and_the_command_line_says_it(capsys: Any) -> None:
    try:
        set_language("ko")
        with pytest.raises(tk.BadOption) as info:
            tk.new_match("cartagena", 9)
        assert str(info.value) == Msg(
            "kit",
            "{game} is for {low}–{high} players, not {n}",
            game="Cartagena",
            low=2,
            high=5,
            n=9,
        ).render("ko")
    finally:
        set_language("en")
    capsys.readouterr()
    try:
        argv = ["--lang", "de", "simulate", "tortuga1667", "--games", "1", "--option", "chaos=true"]
        assert main(argv) == 2
    finally:
        set_language("en")
    err = capsys.readouterr().err
    reason = Msg(
        "tortuga1667",
        "option chaos=True uses all 8 star cards, 5 of which have unverified effects: "
        "pass unverified_cards=True too",
    ).render("de")
    assert err == Msg("kit", "error: {message}", message=reason).render("de") + "\n"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", tk.available_games())
def test_every_option_has_its_help_label_and_expected_text_in_the_language(
    game: str, lang: str
) -> None:
    """What SetupWidget shows of an option: nothing left in English, the same rule citations."""
    for o in tk.get_game(game).options.values():
        for part in ("doc", "label", "expects"):
            value = getattr(o, part)
            if not value:
                continue
            assert isinstance(value, Msg), (o.name, part)
            english, shown = text(value, "en"), text(value, lang)
            assert shown and shown != english, (o.name, part)
            # the same sections cited, in the language's words ("Regeln §setup", "규칙 §setup")
            cites = re.findall(r"rules (§[a-z0-9-]+)", english)
            words = {"de": "Regeln", "ko": "규칙"}[lang]
            assert re.findall(rf"{words} (§[a-z0-9-]+)", shown) == cites, (o.name, part, shown)
        assert o.label, f"{game} option {o.name} has no label of its own"


@pytest.mark.parametrize("lang", LANGS)
def test_a_bad_seed_or_position_is_one_translated_line_too(lang: str) -> None:
    with pytest.raises(tk.BadOption) as info:
        tk.Match("gourmet", 3, "x" * 300, lang=lang)
    assert str(info.value) == Msg(
        "kit", "seed text is {n} characters long; at most {most}", n=300, most=200
    ).render(lang)
    with pytest.raises(tk.BadOption) as info:
        tk.Match("gourmet", 3, 1, position=[1], lang=lang)  # type: ignore[arg-type]
    assert str(info.value) == Msg("kit", "position must be a dict, not {type}", type="list").render(
        lang
    )
    with pytest.raises(tk.BadOption) as info:
        tk.Match("tortuga1667", 4, 1, {"turn_limit": float("nan")}, lang=lang)
    assert "\n" not in str(info.value) and str(info.value) != _english(
        "tortuga1667", 4, turn_limit=float("nan")
    )
    assert active_language() == "en"


@pytest.mark.parametrize("lang", LANGS)
def test_a_position_that_fails_while_it_is_read_is_one_translated_line(lang: str) -> None:
    """engine.game.reading_position, the games' one safety net around apply_position: a list
    where a card name belongs fails inside the reading (unhashable), and the caller gets the
    kit's line in the match's language (formerly an English f-string in each of the four games)."""
    for game, players, position in [
        ("tortuga1667", 4, {"discard": [[None]]}),
        ("kutschfahrt", 4, {"pile": [[None]]}),
    ]:
        with pytest.raises(tk.BadOption) as info:
            tk.Match(game, players, 1, position=position, lang=lang)
        want = Msg(
            "kit",
            "position is malformed ({kind}: {detail})",
            kind="TypeError",
            detail="unhashable type: 'list'",
        ).render(lang)
        assert str(info.value) == want, game
        with pytest.raises(tk.BadOption) as info:
            tk.Match(game, players, 1, position=position)
        assert str(info.value) != want and "position is malformed (TypeError" in str(info.value)
    assert active_language() == "en"


def test_reading_position_lets_a_games_own_refusal_and_other_errors_through() -> None:
    """Only the errors of a dict of the wrong shape are rewritten: the game's own BadOption keeps
    its words, and an error no reading of a dict raises (a bug) keeps its traceback."""
    from tortuga_kit.engine.game import reading_position

    with pytest.raises(tk.BadOption, match="^the game's own words$"), reading_position():
        raise tk.BadOption("the game's own words")
    with pytest.raises(ZeroDivisionError), reading_position():
        1 / 0  # noqa: B018
    malformed = r"^position is malformed \(KeyError: 'row'\)$"
    with pytest.raises(tk.BadOption, match=malformed), reading_position():
        {}["row"]  # noqa: B018
