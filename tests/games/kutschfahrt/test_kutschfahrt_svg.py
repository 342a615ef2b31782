"""The Kutschfahrt board (``svg.render_svg``, also ``Match._repr_svg_`` and the widget's board).

It must draw every state (the start, mid-game, the end) of every player count 3–10, for every
seat and the projector, as well-formed XML; never show a society, item or profession the view
does not hold (checked differentially: a state whose hidden cards are dealt anew draws the same
picture for a viewer who may not see them); show the own hand, society and knowledge sheet,
the fight's running score, a pending offer as an arrow, the result; and carry the tokens and
buttons with which the deciding seat's clicks spell its legal texts.
"""

from __future__ import annotations

import functools
import html
import random
import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.board import parts
from tortuga_kit.board.elements import Svg, svg_document, with_description
from tortuga_kit.engine.rng import Rng
from tortuga_kit.games.kutschfahrt.projector import describe
from tortuga_kit.games.kutschfahrt.svg import (
    HEIGHT,
    PALETTE,
    PALETTE_DARK,
    SOCIETY_WORDS,
    WIDTH,
    fight_conclusion,
    render_svg,
    seat_centre,
)
from tortuga_kit.games.kutschfahrt.trade.rules import item_name

SVG = "{http://www.w3.org/2000/svg}"


@functools.lru_cache(maxsize=16)
def root(svg: str) -> ET.Element:
    """The parsed picture, parsed once for the several readings a test makes of it (its
    tokens, actions, texts): parsing was two thirds of the click tests' time. Read only."""
    return ET.fromstring(svg)


def texts(svg: str) -> list[str]:
    return [t.text or "" for t in root(svg).iter(f"{SVG}text")]


def tokens(svg: str) -> list[str]:
    return [e.attrib["data-token"] for e in root(svg).iter() if "data-token" in e.attrib]


def actions(svg: str) -> set[str]:
    return {e.attrib["data-action"] for e in root(svg).iter() if "data-action" in e.attrib}


def rules(svg: str) -> set[str]:
    return {e.attrib["data-rule"] for e in root(svg).iter() if "data-rule" in e.attrib}


def titles(svg: str) -> list[str]:
    return [t.text or "" for t in root(svg).iter(f"{SVG}title")]


def all_views(m: tk.Match) -> list[dict[str, Any]]:
    return [m.view(), *(m.view(s) for s in range(m.players))]


def step(m: tk.Match, rng: random.Random) -> None:
    """One random legal move, declaring victory rarely so that games run long."""
    legal = m.legal_texts()
    calm = [t for t in legal if not t.startswith("declare")]
    if calm and rng.random() < 0.97:
        legal = calm
    m.play(rng.choice(legal))


def playout(m: tk.Match, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        if m.is_over:
            return
        step(m, rng)


def spellable(text: str, acts: set[str], toks: set[str]) -> bool:
    """Whether clicks on a board with these ``data-action`` and ``data-token`` values spell
    ``text`` as the widget reads them: an action with the whole text, or token words (the verb
    is not clicked) in order."""
    if text in acts:
        return True
    words = text.split(" ")[1:]

    def go(rest: list[str]) -> bool:
        if not rest:
            return True
        return any(" ".join(rest[:k]) in toks and go(rest[k:]) for k in range(1, len(rest) + 1))

    return bool(words) and go(words)


# ----------------------------------------------------------------------------- well-formed
@pytest.mark.parametrize("players", range(3, 11))
def test_every_view_parses_at_the_start_mid_game_and_the_end(players: int) -> None:
    for seed in (1, 2):
        m = tk.new_match("kutschfahrt", players, seed=seed)
        rng = random.Random(seed)
        for moves in (0, 9, 40, 100_000):
            playout(m, moves, rng)
            for v in all_views(m):
                svg = m.game.svg(v)
                r = root(svg)
                assert r.tag == f"{SVG}svg"
                assert r.attrib["viewBox"] == f"0 0 {WIDTH} {HEIGHT}"
                assert "max-width:100%" in r.attrib["style"]
                # the match's view carries the legal texts its board may offer (``View.legal``)
                drawn = render_svg(dict(v), v.legal)
                assert svg == with_description(drawn, describe(dict(v)))
                for p in v["players"]:  # every seat's name and item count is at its seat
                    assert p["name"] in svg
                    said = f"{p['item_count']} item" + ("" if p["item_count"] == 1 else "s")
                    # beside a society the words do not fit: the number, the words in the
                    # tile's tooltip (squeezed, they were a smudge: issue 23 item 17)
                    shown = texts(svg)
                    assert said in shown or (
                        p["society"] and str(p["item_count"]) in shown and said in svg
                    )
        assert m.is_over


def test_the_seats_do_not_overlap_in_the_ring() -> None:
    from tortuga_kit.games.kutschfahrt.svg import SEAT_H, SEAT_W

    for n in range(3, 11):
        centres = [seat_centre(i, n) for i in range(n)]
        for i, (x1, y1) in enumerate(centres):
            assert SEAT_W / 2 <= x1 <= 590 - SEAT_W / 2  # left of the right-hand panels
            assert 84 + SEAT_H / 2 <= y1 <= HEIGHT - SEAT_H / 2
            for x2, y2 in centres[i + 1 :]:
                assert abs(x1 - x2) >= SEAT_W or abs(y1 - y2) >= SEAT_H


def test_names_are_escaped_and_a_partial_view_still_draws() -> None:
    m = tk.new_match("kutschfahrt", 4, seed=1)
    v = m.view(0)
    evil = '<b>&"x"</b>'
    v["names"] = [evil, *v["names"][1:]]
    v["players"][0]["name"] = evil
    v["you"]["knowledge"][0]["name"] = "<i>"
    svg = render_svg(v)
    root(svg)
    assert evil in texts(svg) or any(t.startswith("<b>&") for t in texts(svg))
    assert "<b>" not in svg and "<i>" not in svg
    assert "&lt;b&gt;&amp;" in svg
    for partial in (
        {},
        {"players": [None, {"seat": 0}]},
        {"fight": {"sides": {"x": 1}}, "pending": [{"offer": {"from": 9, "to": "a"}}]},
        {"you": {"items": [3], "knowledge": [{"society": 5}, None]}, "seat": 0},
        {"result": {"winners": [7, "q"]}, "decision": {"seat": 0, "kind": "take"}},
    ):
        root(render_svg(partial))


def test_the_board_fits_a_projector_and_follows_the_theme() -> None:
    m = tk.new_match("kutschfahrt", 10, seed=1)
    svg = m.game.svg(m.view(0))
    assert WIDTH == 1000 and 560 <= HEIGHT <= 620  # landscape, beside the widget's choices
    assert PALETTE.keys() == PALETTE_DARK.keys()
    assert '[data-jp-theme-light="false"] svg{' in svg
    for name, light in PALETTE.items():
        assert f"var(--kf-{name},{light})" in svg or name in ("can", "picked", "badge")
    classes = {c for e in root(svg).iter() for c in e.attrib.get("class", "").split()}
    assert all(c.startswith(("kf-", "tk-")) for c in classes), classes


# ----------------------------------------------------------------------------- secrets
def differential(players: int, seed: int, moves: int) -> int:
    """Resample the hidden cards several times; the projector's and each seat's pictures stay
    the same. Returns how many resamples changed the hidden state at all (so the test can tell
    it compared something)."""
    m = tk.new_match("kutschfahrt", players, seed=seed)
    playout(m, moves, random.Random(seed))
    game, state = m.game, m.state
    changed = 0
    for k in range(4):
        for seat in [None, *range(players)]:
            r = game.resample_hidden(state, seat, Rng(k))
            assert render_svg(game.view(r, seat)) == render_svg(game.view(state, seat))
            if seat is None and game.view(r, 0) != game.view(state, 0):
                changed += 1
    return changed


@pytest.mark.parametrize("players", [3, 5, 8, 10])
def test_hidden_cards_never_reach_the_picture_differential(players: int) -> None:
    changed = 0
    for seed in (1, 2, 3):
        for moves in (0, 15, 60):
            changed += differential(players, seed, moves)
    assert changed > 0  # the detector can fail: the resampled states did differ


def test_the_projector_names_no_society_item_or_hidden_profession() -> None:
    m = tk.new_match("kutschfahrt", 6, seed=3)
    pv = m.view()
    svg = m.game.svg(pv)
    assert "Hands are hidden here" in texts(svg)
    assert tokens(svg) == [] and actions(svg) == set()
    tip = "\n".join(pv["assumptions"])  # the rules' words, naming professions in general
    words = " ".join(texts(svg) + [t for t in titles(svg) if t != tip])
    for society in SOCIETY_WORDS.values():
        assert society not in words
    for p in pv["players"]:
        assert p["profession"] is None  # all face down at the start
    shown = {m.state.professions[s] for s in range(6)}
    for pro in shown:
        assert pro.replace("_", " ").title() not in words


# ----------------------------------------------------------------------------- the own panel
def test_the_own_hand_society_profession_and_sheet_are_shown() -> None:
    seen: set[str] = set()
    for seed in range(4):
        m = tk.new_match("kutschfahrt", 5, seed=seed)
        rng = random.Random(seed)
        for _ in range(120):
            if m.is_over:
                break
            for seat in range(5):
                v = m.view(seat)
                svg = m.game.svg(v)
                said = texts(svg)
                tips = titles(svg)
                assert SOCIETY_WORDS[v["you"]["society"]] in said
                assert v["you"]["profession"].replace("_", " ").title() in said
                for item in v["you"]["items"]:
                    assert any(t.startswith(item_name(item)[:10]) for t in said), item
                assert "Knowledge sheet" in said
                for row in v["you"]["knowledge"]:
                    assert row["name"][:11] in said
                    for key in ("society", "profession", "items"):
                        cell = row[key]
                        if cell is None:
                            continue
                        seen.add(key)
                        value = cell["value"]
                        if key == "society":
                            word = {"order": "Order", "brotherhood": "Brotherhood"}.get(
                                value, value
                            )
                        elif key == "profession":
                            word = value.replace("_", " ").title()
                        else:
                            word = ", ".join(item_name(c) for c in value) or "none"
                        assert any(t.startswith(word[:8]) for t in said), (key, word)
                        assert any(t.startswith(word) and cell["how"] in t for t in tips)
            attacks = [t for t in m.legal_texts() if t.startswith("attack")]
            if attacks and rng.random() < 0.5:
                m.play(rng.choice(attacks))
            else:
                step(m, rng)
    assert seen == {"society", "profession", "items"}


def test_after_the_end_every_society_and_the_winners_are_shown() -> None:
    m = tk.new_match("kutschfahrt", 7, seed=5)
    playout(m, 100_000, random.Random(5))
    v = m.view()
    svg = m.game.svg(v)
    said = texts(svg)
    assert "Game over" in said
    team = v["result"]["winning_team"]
    if team:
        assert f"{SOCIETY_WORDS[team]} wins" in said
    assert said.count("WIN") == len(v["result"]["winners"])
    short = {"order": "Order", "brotherhood": "Brotherhood", "traitor": "traitor"}
    counts = [p["society"] for p in v["players"]]
    for society in set(counts):
        assert said.count(short[society]) >= counts.count(society)


# ----------------------------------------------------------------------------- the table
def find(players: int, want: Any, seeds: range = range(12)) -> tk.Match:
    """A seeded random match played up to the first state where ``want(m)`` holds."""
    for seed in seeds:
        m = tk.new_match("kutschfahrt", players, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if m.is_over:
                break
            if want(m):
                return m
            step(m, rng)
    raise AssertionError("no such state in the seeded games")


def test_the_fight_score_is_the_views() -> None:
    checked = 0
    for seed in range(3):
        m = tk.new_match("kutschfahrt", 6, seed=seed)
        rng = random.Random(seed)
        for _ in range(300):
            if m.is_over:
                break
            f = m.view()["fight"]
            if f is not None:
                for v in all_views(m):
                    said = texts(m.game.svg(v))
                    joined = " ".join(said)
                    assert f"attack {f['attack']}" in said
                    assert f"defence {f['defence']}" in said
                    assert "ATTACKER" in joined and "DEFENDER" in joined
                    end = fight_conclusion(f["explanation"])
                    assert end.split(":")[0].split(",")[0] in joined
                checked += 1
            # attack more often, to see fights
            attacks = [t for t in m.legal_texts() if t.startswith("attack")]
            if attacks and rng.random() < 0.5:
                m.play(rng.choice(attacks))
            else:
                step(m, rng)
    assert checked > 20


def test_supporters_are_named_at_their_seats_and_in_the_fight_panel() -> None:
    m = find(6, lambda m: m.view()["fight"] and len(m.view()["fight"]["sides"]) >= 2)
    v = m.view()
    svg = m.game.svg(v)
    said = " ".join(texts(svg))
    for s, side in v["fight"]["sides"].items():
        name = v["names"][int(s)]
        word = {"attacker": "backs attacker", "defender": "backs defender"}.get(side, "abstains")
        assert word in said
        if side in ("attacker", "defender"):
            line = next(t for t in texts(svg) if t.startswith(f"backing the {side}:"))
            assert name[:6] in line


def test_a_pending_offer_is_an_arrow_and_the_card_only_for_the_traders() -> None:
    def offering(m: tk.Match) -> bool:
        return any("offer" in p for p in m.view()["pending"])

    m = find(5, offering)
    offer = next(p["offer"] for p in m.view(m.view()["turn"]["seat"])["pending"] if "offer" in p)
    a, b = offer["from"], offer["to"]
    card = item_name(offer["item"])
    for seat in [None, *range(5)]:
        svg = m.game.svg(m.view(seat))
        assert "<path" in svg and "kf-offer" in svg  # the arrow
        label = [t for t in texts(svg) if t.startswith("offer")]
        assert len(label) == 1
        if seat in (a, b):
            assert label[0] == f"offer: {card}"[:24] or label[0].startswith("offer: ")
            assert any(card in t for t in titles(svg))
        else:
            assert label[0] == "offer (face down)"
            assert not any(f"the {card}" in t for t in titles(svg))


def test_the_header_has_the_prompt_and_the_assumptions_badge() -> None:
    m = tk.new_match("kutschfahrt", 4, seed=2)
    v = m.view(0)
    svg = m.game.svg(v)
    assert "rules §assumptions" in rules(svg)
    n = len(v["assumptions"])
    assert f"{n} assumptions" in texts(svg)
    tip = next(t for t in titles(svg) if v["assumptions"][0][:30] in t)
    assert all(a in tip for a in v["assumptions"])
    line = next(t for t in texts(svg) if t.startswith("Step "))
    assert v["decision"]["prompt"][:40] in line
    assert f"draw pile: {v['draw_pile']} items" in texts(svg)
    assert f"hand limit: {v['hand_limit']} items" in texts(svg)
    assert "coachman: none" in texts(svg)  # room for the expansion's coachman


# ----------------------------------------------------------------------------- clicks
#: Verbs whose texts the board must let the deciding seat click (the rest: the widget buttons).
CLICKABLE = (
    "pass",
    "attack",
    "trade",
    "accept",
    "refuse",
    "give",
    "gift",
    "support",
    "abstain",
    "truth",
    "luggage",
    "take",
    "ally",
    "done",
    "hypnotise",
    "hand_on",
    "top",
    "use",
    "skip",
)


@pytest.mark.parametrize("players", [3, 5, 7, 10])
def test_clicks_spell_the_legal_texts_only_in_the_deciding_seats_view(players: int) -> None:
    seen: set[str] = set()
    for seed in range(2):
        m = tk.new_match("kutschfahrt", players, seed=seed)
        rng = random.Random(seed)
        while not m.is_over and m.step < 800:  # (a cap on time: 10 players play long)
            d = m.decision
            assert d is not None
            legal = m.legal_texts()
            svg = m.game.svg(m.view(d.seat))
            acts, toks = actions(svg), set(tokens(svg))
            for text in legal:
                verb = text.split(" ")[0]
                if verb in CLICKABLE and not (verb == "take" and d.kind != "take"):
                    assert spellable(text, acts, toks), (d.kind, text, toks, acts)
                    seen.add(verb)
            # no clicks on anybody else's picture, nor the projector's: the projector's at
            # every step and one other seat's in turn (drawing every seat's at every step
            # made the 10-player case a minute long; the seats' turns cover each in a few steps)
            others = [s for s in range(players) if s != d.seat]
            for other in (None, others[m.step % len(others)]):
                pic = m.game.svg(m.view(other))
                assert tokens(pic) == [] and actions(pic) == set()
            step(m, rng)
    assert {"attack", "trade", "pass", "support", "accept", "give"} <= seen, seen


def test_a_seat_token_names_the_player_and_hand_tokens_are_items() -> None:
    m = tk.new_match("kutschfahrt", 5, seed=1)
    assert m.decision is not None
    v = m.view(m.decision.seat)
    svg = m.game.svg(v)
    toks = tokens(svg)
    others = [n for s, n in enumerate(v["names"]) if s != v["seat"]]
    assert sorted(t for t in toks if t in v["names"]) == sorted(others)
    for item in v["you"]["items"]:  # each is traded here (``trade <item> <name>``)
        assert item in toks
    # the profession is a token only where ``use <profession>`` is legal (not at this turn:
    # the Diplomat is played by its own verb, ``diplomat``, a whole text with no word to click)
    assert (v["you"]["profession"] in toks) == (f"use {v['you']['profession']}" in m.legal_texts())
    assert all(re.fullmatch(r"[a-z_]+|[A-Za-z0-9_ \-]+", t) for t in toks)


def test_the_board_offers_only_the_legal_texts_it_is_given() -> None:
    """The hot spots come from the legal texts handed in (``board.legal.Legal``), never from
    the decision's kind: one attack text marks that seat alone, no texts mark nothing (a seat
    without buttons, the projector, a replay), the deciding seat's own view included."""
    m = find(5, lambda m: m.decision.kind == "turn" and "pass" in m.legal_texts())
    d = m.decision
    assert d is not None
    v = m.view(d.seat)
    attack = next(t for t in m.legal_texts() if t.startswith("attack "))
    svg = m.game.svg(v, [attack])
    assert tokens(svg) == [attack.split(" ", 1)[1]] and actions(svg) == set()
    svg = m.game.svg(v, ["pass"])
    assert tokens(svg) == [] and actions(svg) == {"pass"}
    nothing = m.game.svg(v, ())
    assert tokens(nothing) == [] and actions(nothing) == set()
    # all of them: every seat named by a text, the button, the hand's items that a text names
    full = m.game.svg(v)
    assert actions(full) == {"pass"}
    for text in m.legal_texts():
        if text.split()[0] in ("attack", "trade", "gift", "give", "use"):
            assert spellable(text, actions(full), set(tokens(full))), text


def test_the_result_banner_is_the_toolkits_with_a_second_line() -> None:
    """The end: the toolkit's result banner (``parts.result_banner``, with ``sub``, ``cls`` and
    ``title``) draws Kutschfahrt's: the winning society, under it the winners, the reason in
    its tooltip."""
    g = Svg("kf")
    parts.result_banner(
        g, 0, 0, 248, 72, "Order wins", 14, sub="winners: A", cls="kf-b", title="why"
    )
    drawn = root(svg_document(300, 100, "t", "", "kf-bg", "".join(g.parts)))
    assert texts(ET.tostring(drawn, encoding="unicode")) == [
        "Game over",
        "Order wins",
        "winners: A",
    ]
    assert titles(ET.tostring(drawn, encoding="unicode")) == ["why"]
    m = tk.new_match("kutschfahrt", 5, seed=3)
    playout(m, 100_000, random.Random(3))
    svg = m.game.svg(m.view())
    said = texts(svg)
    assert said[said.index("Game over") + 2].startswith("winners: ")
    assert str(m.view()["result"].get("reason", "")) in titles(svg)


@pytest.mark.parametrize("lang", ["en", "de", "ko"])
def test_every_item_in_the_hand_is_named_in_full(lang: str) -> None:
    """A card in one's own hand says its whole name, on two lines where one is too short
    ("Geheimer Koffer" / "(Kelch)"): it was cut to "Geheimer Koffer (K…", and a learner could
    not read their own card (a new user's walkthrough); each line fits the card by the kit's
    width estimate, which errs long."""
    from tortuga_kit.board.text import text_width
    from tortuga_kit.engine.i18n import language
    from tortuga_kit.games.kutschfahrt import svg as kf_svg
    from tortuga_kit.games.kutschfahrt.cards import ITEMS

    with language(lang):
        for item in ITEMS:
            g = kf_svg._Svg()
            kf_svg._hand_item(g, 0, 0, item, False)
            drawn = re.findall(r'font-size="(\d+)"[^>]*>([^<]+)</text>', "".join(g.parts))
            lines = [html.unescape(t) for _s, t in drawn]
            assert " ".join(lines) == kf_svg._item(item) and len(lines) <= 2, (item, lines)
            assert all(text_width(t, int(s)) <= 118 - 8 for s, t in drawn), (item, drawn)


def test_a_row_of_texts_moves_a_text_right_of_a_long_one_and_squeezes_the_last() -> None:
    """``SvgParts.row`` (the fight's "Fight: Sarah attacks Marie" and its score): a text stays
    at its own column where the one before ends in time, moves right of a longer one, and is
    squeezed to end at the panel's edge ("Kampf:Gundla", "greift anRomana" and "Verteidigung 1"
    past the edge, in German)."""
    from tortuga_kit.board.text import text_width

    g = Svg("kf")
    g.row(20, [(14, "Fight:", 15, "kf-b"), (70, "Sarah", 16, "kf-b")], 400)
    xs = [float(x) for x in re.findall(r'<text x="([\d.]+)"', "".join(g.parts))]
    assert xs == [14, 70]  # English: the columns as drawn
    g = Svg("kf")
    g.row(20, [(14, "Kampf und Streit:", 15, "kf-b"), (70, "Gundla", 16, "kf-b")], 400)
    xs = [float(x) for x in re.findall(r'<text x="([\d.]+)"', "".join(g.parts))]
    assert xs[1] >= 14 + text_width("Kampf und Streit:", 15, True) + 8 - 0.01
    g = Svg("kf")
    g.row(20, [(14, "Angriff 1", 22, "kf-b"), (222, "Verteidigung 1", 22, "kf-b")], 330)
    last = "".join(g.parts).split("<text")[-1]
    assert 'textLength="108"' in last and 'lengthAdjust="spacingAndGlyphs"' in last
