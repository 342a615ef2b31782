"""SetupWidget and VoteLab in German and Korean (issue 13), Python side: every text they send
the browser is the catalog's translation, not the English id; a ``lang`` message (the picker)
translates them again and changes nothing else; the match the form creates, and the MatchWidget
it starts, speak the form's language.

"Every text" is read from what travels (``get_state()``): the Python-made texts (labels, help
texts, errors, the success line, titles, explanations, the names of symbols and outcomes) and,
for the front end's own words, every ``tr``/``say``/``N_`` text of the widget's .js file, which
must arrive translated in ``chrome``. An option's choices stay the values code would type
(``'before_turn'``), in every language, as the help texts quote them.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from wire import send_msg, synced

import tortuga_kit as tk
from tortuga_kit.engine.citations import shown

pytest.importorskip("anywidget")

from tortuga_kit.engine.i18n import LANGUAGES, Msg, language, text  # noqa: E402
from tortuga_kit.games.tortuga1667.votes.rules import resolve_cards  # noqa: E402
from tortuga_kit.widgets import MatchWidget, SetupWidget, VoteLab  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
STATIC = ROOT / "tortuga_kit" / "widgets" / "static"
LANGS = ["de", "ko"]


def _js_texts(name: str) -> list[str]:
    """The front end's texts of one widget (what tools/i18n.py extracts from its .js file)."""
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    sys.modules["i18n_tool"] = tool
    spec.loader.exec_module(tool)
    source = (STATIC / name).read_text(encoding="utf-8")
    return [json.loads(f'"{m.group(1)}"') for m in tool._JS.finditer(source)]


def _chrome_complete(state: dict[str, Any], name: str, lang: str) -> None:
    texts = _js_texts(name)
    assert len(texts) >= 8, name
    for t in texts:
        assert state["chrome"].get(t) == Msg("kit", t).render(lang) != t, (name, t)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", tk.available_games())
def test_a_setup_widget_shows_no_english_text(game: str, lang: str) -> None:
    s = SetupWidget(game, lang=lang)
    state = synced(s)
    english = synced(SetupWidget(game, lang="en"))
    assert state["lang"] == lang and state["languages"] == [[k, v] for k, v in LANGUAGES.items()]
    options = tk.get_game(game).options
    for f, en in zip(state["fields"], english["fields"]):
        o = options[f["name"]]
        assert f["label"] == text(o.label, lang) != en["label"], (game, f["name"])
        assert f["doc"] == text(o.doc, lang) != en["doc"], (game, f["name"])
        assert f["choices"] == en["choices"]  # values, as code writes them
    _chrome_complete(state, "setup.js", lang)
    assert english["chrome"] == {}  # English: the ids themselves


@pytest.mark.parametrize("lang", LANGS)
def test_a_failed_create_and_a_created_match_speak_the_forms_language(lang: str) -> None:
    s = SetupWidget("tortuga1667", lang=lang)
    s.chaos = True
    assert s.create() is None and s.match is None  # nothing created
    reason = Msg(
        "tortuga1667",
        "option chaos=True uses all 8 star cards, 5 of which have unverified effects: "
        "pass unverified_cards=True too",
    )
    hint = Msg("kit", "tick '{label}'", label=Msg("tortuga1667", "unverified cards"))
    want = Msg("kit", "{error}. In this form: {hint}.", error=reason, hint=hint).render(lang)
    assert s.error == want and "\n" not in s.error and "unverified_cards=True" in s.error
    send_msg(s, "set", name="unverified_cards", value=True)
    send_msg(s, "players", value=4)
    m = s.create()
    assert m is not None and m.lang == lang and s.error == ""
    assert s.summary == Msg(
        "kit",
        "Match created: {n} players ({names}); options: {options}; rests on {count} "
        "assumption(s), listed on the board.",
        n=4,
        names=", ".join(m.names),
        options=f"{text(Msg('tortuga1667', 'unverified cards'), lang)} = True, "
        f"{text(Msg('tortuga1667', 'chaos'), lang)} = True",
        count=len(m.view()["assumptions"]),
    ).render(lang)
    w = s.start()
    assert isinstance(w, MatchWidget) and w.match is m and synced(w)["lang"] == lang
    assert synced(w)["chrome"]["Bot move"] == Msg("kit", "Bot move").render(lang)
    # the form's own refusals (a browser message out of range) are translated too
    send_msg(s, "players", value=99)
    assert s.error == Msg(
        "kit",
        "players must be one of {choices}, not {value}",
        choices=list(range(2, 10)),
        value="99",
    ).render(lang)
    send_msg(s, "set", name="chaos", value="yes")
    assert s.error == Msg(
        "kit", "{label}: on or off, not {value}", label=Msg("tortuga1667", "chaos"), value="'yes'"
    ).render(lang)
    with pytest.raises(tk.BadOption) as info:
        SetupWidget("cartagena", players=9, lang=lang)
    assert str(info.value) == Msg(
        "kit", "{game} is for {low}–{high} players, not {n}", game="Cartagena", low=2, high=5, n=9
    ).render(lang)


def test_switching_the_language_translates_the_form_again_and_changes_nothing_else() -> None:
    s = SetupWidget("gourmet", players=3)
    s.seed = "harbour"
    send_msg(s, "set", name="forgetful_pirates", value=True)
    assert s.create() is not None
    english = synced(s)
    first = s.match
    send_msg(s, "lang", lang="ko")
    ko = synced(s)
    assert ko["lang"] == "ko" and ko["chrome"] and s.error == ""
    assert [f["label"] for f in ko["fields"]] != [f["label"] for f in english["fields"]]
    assert ko["fields"][0]["label"] == Msg("kit", "names").render("ko")
    assert ko["values"] == english["values"] and ko["players"] == 3 and ko["seed"] == "harbour"
    assert ko["summary"] != english["summary"] and "harbour" not in ko["summary"]
    assert s.match is first and first.lang == "en"  # a created match keeps its own language
    assert s.create() is not None and s.match.lang == "ko"  # the next one speaks Korean
    send_msg(s, "lang", lang="en")
    again = synced(s)
    assert again["fields"] == english["fields"] and again["chrome"] == {}
    assert again["summary"] == english["summary"]
    for bad in ("fr", None, 3):
        send_msg(s, "lang", lang=bad)
        assert "language must be one of" in s.error and s.lang == "en"


def test_a_setup_widget_follows_the_kits_language_by_default() -> None:
    from tortuga_kit.engine.i18n import set_language

    try:
        set_language("de")
        s = SetupWidget("kutschfahrt", players=4)
    finally:
        set_language("en")
    assert s.lang == "de" and s.create() is not None and s.match.lang == "de"


@pytest.mark.parametrize("lang", LANGS)
def test_the_vote_lab_shows_no_english_text(lang: str) -> None:
    lab = VoteLab(lang=lang)
    state = synced(lab)
    english = synced(VoteLab())
    assert state["lang"] == lang
    for p, en in zip(state["presets"], english["presets"]):
        assert p["title"] != en["title"] and p["title"]
    for key, word in state["words"].items():
        assert word == Msg("tortuga1667", key).render(lang) != key, key
    assert english["words"] == {k: k for k in english["words"]}
    cards = [*lab.played, lab.top]
    for kind, r in state["results"].items():
        assert r["explanation"] == resolve_cards(kind, cards).message.render(lang)
        assert r["explanation"] != english["results"][kind]["explanation"]
        assert {k: v for k, v in r.items() if k not in ("explanation", "rule")} == {
            k: v for k, v in english["results"][kind].items() if k not in ("explanation", "rule")
        }
        with language(lang):  # the citation in the reader's words
            assert (
                r["rule"]
                == shown(english["results"][kind]["rule"])
                != english["results"][kind]["rule"]
            )
    assert state["odds"]["assumption"] != english["odds"]["assumption"]
    assert state["odds"]["p"] == english["odds"]["p"]
    _chrome_complete(state, "tortuga1667_votes.js", lang)
    # errors
    lab.set_state({"top": "laser/british/skull"})
    assert lab.error == Msg(
        "tortuga1667",
        "{card} is not a vote card: write attack/brawl/mutiny symbols like "
        "'cannon/british/skull', a double as '2fire/2british/2skull'",
        card="'laser/british/skull'",
    ).render(lang)
    lab.set_state({"odds_others": 40})
    assert lab.odds_error == Msg(
        "tortuga1667",
        "other voters must be 0–{most} (9 players at most: you and {most} others), not {n}",
        most=8,
        n=40,
    ).render(lang)
    lab.set_state({"odds_others": 2, "odds_cards": ["cannon/british/skull"]})
    lab._handle_custom_msg({"cmd": "add_card"}, [])
    assert not lab.add_odds_card()
    assert lab.odds_error == Msg(
        "tortuga1667", "you play at most {most} cards (one, two with El Dorado)", most=2
    ).render(lang)


def test_the_vote_labs_picker_translates_it_again_with_the_same_numbers() -> None:
    lab = VoteLab(preset="brawl_double_french")
    english = synced(lab)
    lab._handle_custom_msg({"cmd": "lang", "lang": "de"}, [])
    de = synced(lab)
    assert de["lang"] == "de" and de["chrome"]["Rulebook examples:"] != "Rulebook examples:"
    assert de["results"]["brawl"]["winner"] == "french"
    assert de["results"]["brawl"]["explanation"] != english["results"]["brawl"]["explanation"]
    assert de["odds"]["exact"] == english["odds"]["exact"] and de["played"] == english["played"]
    lab._handle_custom_msg({"cmd": "lang", "lang": "en"}, [])
    assert synced(lab) == english
    lab._handle_custom_msg({"cmd": "lang", "lang": "xx"}, [])
    assert "language must be one of" in lab.error and lab.lang == "en"
    assert re.search(r"\bxx\b", lab.error)


SCENE = r"""
// Every text the learner can see or hear: the nodes' own texts and their titles, labels and
// placeholders.
const seen = (el) => el.all().flatMap((n) => [
  n._text, n.getAttribute("title"), n.getAttribute("aria-label"), n.getAttribute("placeholder"),
]).filter((t) => typeof t === "string" && t.trim() !== "");
for (const [name, file] of [["setup", "setup.mjs"], ["vote_lab", "tortuga1667_votes.mjs"]]) {
  const { el } = await mount(file, input.states[name]);
  out[name] = seen(el);
}
process.stdout.write(JSON.stringify(out));
"""


@pytest.mark.parametrize("lang", LANGS)
def test_the_front_ends_draw_no_english_text(lang: str, tmp_path: Path) -> None:
    """The forms drawn by their own .js (a fake DOM, as test_widgets does): none of their own
    English texts is left on screen, and the translations are there."""
    import shutil
    import subprocess

    from test_widgets import HARNESS, NODE
    from test_widgets import STATIC as JS

    if NODE is None:
        pytest.skip("node is not installed")
    for p in JS.glob("*.js"):
        shutil.copy(p, tmp_path / (p.stem + ".mjs"))
    s = SetupWidget("tortuga1667", lang=lang)
    s.chaos = True
    s.create()  # an error line too
    lab = VoteLab(lang=lang)
    states = {"setup": synced(s), "vote_lab": synced(lab)}
    harness = HARNESS.split("// controller: the board is")[0] + SCENE
    (tmp_path / "harness.mjs").write_text(harness)
    (tmp_path / "input.json").write_text(json.dumps({"states": states}))
    run = subprocess.run(
        [NODE, str(tmp_path / "harness.mjs"), str(tmp_path), str(tmp_path / "input.json")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    for name, js in (("setup", "setup.js"), ("vote_lab", "tortuga1667_votes.js")):
        shown = set(out[name])
        english = {t for t in _js_texts(js) if "{" not in t}
        assert not shown & english, (name, sorted(shown & english))
        assert (
            Msg(
                "kit", "Exact odds before you vote" if name == "vote_lab" else "Create match"
            ).render(lang)
            in shown
        )
    assert s.error in out["setup"]
    assert any(Msg("tortuga1667", "cannon").render(lang) in t for t in out["vote_lab"])
    if lang == "ko":  # no English word at all, but for the code every language shares
        values = {str(c) for f in states["setup"]["fields"] for c in f["choices"]}
        values |= {
            ", ".join(map(str, f["default"]))
            for f in states["setup"]["fields"]
            if isinstance(f["default"], list)
        }
        values |= {str(f["default"]) for f in states["setup"]["fields"]}
        # the game, the players, the languages' own names, a web site named by a help text
        values |= {"Tortuga 1667", "Anne", "Bart", "English", "Deutsch", "ultraboardgames"}
        left = {
            t for name in out for t in out[name] if re.search(r"[a-z]{3,}", _code_free(t, values))
        }
        assert json.dumps(sorted(left), ensure_ascii=False) == "[]"


def _code_free(t: str, values: set[str]) -> str:
    """A shown text without what stays code in every language: option values (choices,
    defaults), card texts, rule citations, quoted values and option names."""
    t = re.sub(r"§[\w-]+|\w+/\w+/\w+|'[^']*'", " ", t)  # a section's anchor is its name
    for v in sorted(values, key=len, reverse=True):
        t = t.replace(v, " ")
    return re.sub(r"\w+=\w*|\w*_\w+", " ", t)
