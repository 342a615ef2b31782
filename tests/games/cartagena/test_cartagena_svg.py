"""The Cartagena board (``svg.render_svg``, also ``Match._repr_svg_`` and the widget's board).

It must draw many states of every version and player count, for every seat and the projector,
as well-formed XML; escape every user text; never show a hand the view does not hold (the
strongest check is differential: matches that differ only in what a viewer may not know draw
the same picture for that viewer); carry exactly the clickable tokens and actions the view
allows; follow the JupyterLab theme; and stay a compact landscape picture with readable type.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.engine.rng import Rng
from tortuga_kit.games.cartagena.cards import BOAT, SYMBOLS
from tortuga_kit.games.cartagena.svg import (
    GLYPHS,
    PALETTE,
    PALETTE_DARK,
    WIDTH,
    board_moves,
    palette_css,
    render_svg,
)

SVG = "{http://www.w3.org/2000/svg}"
VARIANTS = ("online", "jamaica", "tortuga")
ROW = ["skull", "dagger", "key", "bottle", "pistol", "hat"] * 2


def playout(m: tk.Match, moves: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if m.is_over:
            return
        m.play(rng.choice(m.legal_actions()))


def root(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def texts(svg: str) -> list[str]:
    return [t.text or "" for t in root(svg).iter(f"{SVG}text")]


def tokens(svg: str) -> list[str]:
    return [e.attrib["data-token"] for e in root(svg).iter() if "data-token" in e.attrib]


def actions(svg: str) -> set[str]:
    return {e.attrib["data-action"] for e in root(svg).iter() if "data-action" in e.attrib}


def matches() -> list[tk.Match]:
    """Random states of every version and player count: the start, the middle, near the end
    and some finished games (a seeded random playout)."""
    out = []
    for variant in VARIANTS:
        for players in range(2, 6):
            for moves in (0, 25, 140, 900):
                m = tk.new_match("cartagena", players, seed=players * 31 + moves, variant=variant)
                playout(m, moves, players + moves)
                out.append(m)
    return out


MATCHES = matches()


def test_some_of_the_random_matches_are_over() -> None:
    assert any(m.is_over for m in MATCHES) and not all(m.is_over for m in MATCHES)


@pytest.mark.parametrize("m", MATCHES, ids=lambda m: f"{m.options['variant']}-{m.players}-{m.step}")
def test_every_view_draws_well_formed_readable_landscape_svg(m: tk.Match) -> None:
    for seat in (None, *range(m.players)):
        svg = m.game.svg(m.view(seat))
        r = root(svg)
        assert r.tag == f"{SVG}svg"
        assert r.attrib["width"] == str(WIDTH) and "max-width:100%" in r.attrib["style"]
        height = int(r.attrib["height"])
        assert 600 <= height <= 800, height  # landscape: it sits beside the choices
        sizes = [int(t.attrib["font-size"]) for t in r.iter(f"{SVG}text")]
        assert min(sizes) >= 12
        shown = texts(svg)
        assert "Start" in shown and "Boat" in shown
        assert all(str(k) in shown for k in range(1, 37))  # every field's number
        who = "projector view (public)" if seat is None else f"view of {m.names[seat]}"
        assert any(t.startswith(who) for t in shown)
        assert any(t.startswith(f"Step {m.step} · ") for t in shown)
        # the assumptions badge opens the rules page's section
        badge = [e for e in r.iter() if e.attrib.get("data-rule") == "rules §assumptions"]
        assert len(badge) == 1
        if m.is_over:
            assert "Game over" in shown
        elif m.options["variant"] != "jamaica" and m.view()["row"]:
            assert "next" in shown


def test_the_tunnel_shows_each_field_s_symbol_and_every_pirate_by_colour() -> None:
    m = tk.new_match(
        "cartagena",
        3,
        seed=2,
        position={"pirates": [[0, 0, 0, 0, 5, 8], [0, 0, 0, 8, 8, 37], [0] * 6], "row": ROW},
    )
    svg = m._repr_svg_()
    r = root(svg)
    titles = [t.text or "" for t in r.iter(f"{SVG}title")]
    tunnel = m.view()["tunnel"]
    for k, sym in enumerate(tunnel, 1):
        assert f"field {k}: {sym}" in titles
    assert texts(svg).count("skull") >= 6  # the word under the glyph: readable in grey scale
    assert "Anne (red): 1 pirate on field 8" in titles
    assert "Bart (green): 2 pirates on field 8" in titles
    assert "Bart (green): 1 pirate on the boat" in titles
    assert "Calico (yellow): 6 pirates on the start" in titles
    assert "Anne (red): 4 pirates on the start" in titles
    # one glyph per field, at least: every symbol is drawn as a path
    paths = [p.attrib["d"] for p in r.iter(f"{SVG}path") if "d" in p.attrib]
    for sym in SYMBOLS:
        assert sum(d == GLYPHS[sym] for d in paths) >= 6


@pytest.mark.parametrize("variant", VARIANTS)
def test_every_user_text_is_escaped(variant: str) -> None:
    names = ["<b>&", "A&B\"'", "<script>", "]]>x"]
    m = tk.new_match("cartagena", 4, seed=3, names=names, variant=variant)
    playout(m, 30, 3)
    for seat in (None, 0, 1, 2, 3):
        svg = m.game.svg(m.view(seat))
        assert "<b>" not in svg and "<script>" not in svg and "]]>x" not in svg
        r = root(svg)  # parses: every name is escaped in text, titles and attributes
        joined = " ".join(r.itertext())
        assert "<b>&" in joined and "<script>" in joined  # shown as typed
        assert "&lt;b&gt;&amp;" in svg


def test_a_partial_or_odd_view_still_draws() -> None:
    for view in ({}, {"players": [{"seat": 0}], "tunnel": ["nonsense"]}, {"turn": None}):
        root(render_svg(view))
    root(render_svg([]))  # type: ignore[arg-type]


# ------------------------------------------------------------------------------- secrecy
def hidden_hands(variant: str, second: list[str]) -> tk.Match:
    return tk.new_match(
        "cartagena",
        3,
        seed=11,
        variant=variant,
        first_player=0,
        position={
            "pirates": [[0, 0, 0, 2, 5, 8], [0, 0, 0, 0, 4, 6], [0] * 6],
            "hands": [["key", "hat"], second, ["skull"]],
            "row": [] if variant == "jamaica" else ROW,
        },
    )


@pytest.mark.parametrize("variant", ("online", "jamaica"))
def test_a_hidden_hand_changes_no_other_viewer_s_picture(variant: str) -> None:
    a = hidden_hands(variant, ["skull", "skull", "dagger"])
    b = hidden_hands(variant, ["bottle", "pistol", "pistol"])
    assert a.view(1)["you"]["hand"] != b.view(1)["you"]["hand"]
    for seat in (None, 0, 2):  # the projector, the player to move, another player
        assert a.game.svg(a.view(seat)) == b.game.svg(b.view(seat)), seat
    assert a.game.svg(a.view(1)) != b.game.svg(b.view(1))  # the check can fail: Bart sees his


def test_the_tortuga_version_shows_every_hand_even_on_the_projector() -> None:
    a = hidden_hands("tortuga", ["skull", "skull", "dagger"])
    b = hidden_hands("tortuga", ["bottle", "pistol", "pistol"])
    assert a.game.svg(a.view()) != b.game.svg(b.view())


@pytest.mark.parametrize("m", MATCHES[::3], ids=lambda m: f"{m.options['variant']}-{m.players}")
def test_states_a_viewer_cannot_tell_apart_draw_the_same(m: tk.Match) -> None:
    game, state = m.game, m.state
    for seat in (None, *range(m.players)):
        for k in range(3):
            other = game.resample_hidden(state, seat, Rng(k + 1))
            assert game.svg(game.view(other, seat)) == game.svg(game.view(state, seat))


def test_the_projector_shows_no_hand() -> None:
    m = hidden_hands("online", ["skull", "skull", "dagger"])
    svg = m._repr_svg_()
    shown = texts(svg)
    assert "Hands are hidden here" in shown
    assert not any(t.startswith("Your hand") for t in shown)
    assert [t for t in tokens(svg) if t in SYMBOLS] == []  # no card to click either
    seat = m.game.svg(m.view(0))
    assert "Your hand (2)" in texts(seat)


# ------------------------------------------------------------------------------- clicks
@pytest.mark.parametrize("m", MATCHES, ids=lambda m: f"{m.options['variant']}-{m.players}-{m.step}")
def test_tokens_and_actions_on_the_board_match_the_view(m: tk.Match) -> None:
    """A board marks as clickable exactly what the legal texts it is told name: the match
    tells each seat's board ``board_legal(seat)`` (every text for the deciding seat, the
    public verbs' texts for the others)."""
    d = m.decision
    for seat in (None, *range(m.players)):
        legal = set(m.board_legal(seat))
        view = m.view(seat)
        svg = m.game.svg(view)
        found = tokens(svg)
        pirates = {t for t in found if t.isdigit()}
        cards = [t for t in found if not t.isdigit()]
        named = {t.split()[1] for t in legal if len(t.split()) > 1}
        assert pirates == named  # the positions a legal text names, each once
        assert sorted(t for t in found if t.isdigit()) == sorted(pirates)
        assert actions(svg) == {t for t in legal if t.startswith("back ")} | (
            legal & {"end", "pass"}
        )
        assert set(cards) <= {t.split()[2] for t in legal if t.startswith("forward ")}
        assert len(cards) == len(set(cards))  # one stack per symbol
        if d is not None and seat == d.seat:
            # every legal text can be spelled by clicks on this board
            for text in legal - {"end", "pass"}:
                assert all(w in found for w in text.split()[1:]), text
        elif d is None:
            assert found == [] and actions(svg) == set()


def test_the_board_marks_what_it_is_told_and_works_out_no_rule() -> None:
    """The board's clickable spots come from the texts it is given, not from the rules: told
    only ``back 8``, it offers only that; given a plain dict (no match), nothing."""
    m = hidden_hands("online", ["skull", "skull", "dagger"])
    view = m.view(0)
    only = m.game.svg(view, legal=["back 8"])
    assert actions(only) == {"back 8"} and tokens(only) == ["8"]
    told = m.game.svg(view, legal=["end"])  # not legal now: the board does not check
    assert actions(told) == {"end"}
    assert actions(m.game.svg(dict(view))) == set() and tokens(m.game.svg(dict(view))) == []
    assert actions(m.game.svg(view)) == {"back 5", "back 8"}  # the match's own texts


def test_a_board_is_told_only_the_texts_its_seat_may_know() -> None:
    """``Match.board_legal``: the deciding seat's board gets every legal text; another seat's
    and the projector's only those of public verbs (``back``, ``end``, ``pass``), never the
    ``forward`` texts that name the mover's cards, unless every hand lies open. Differential:
    two matches whose mover holds other cards tell the other seats the same texts."""
    a = hidden_hands("online", ["skull"])
    b = tk.new_match(
        "cartagena",
        3,
        seed=11,
        first_player=0,
        position={
            "pirates": [[0, 0, 0, 2, 5, 8], [0, 0, 0, 0, 4, 6], [0] * 6],
            "hands": [["bottle", "pistol"], ["skull"], ["skull"]],
            "row": ROW,
        },
    )
    assert any(t.startswith("forward ") for t in a.board_legal(0))
    assert a.board_legal(0) == a.legal_texts()
    assert a.board_legal(0) != b.board_legal(0)  # the check can fail: the mover's own differ
    for seat in (None, 1, 2):
        told = a.board_legal(seat)
        assert told == b.board_legal(seat)
        assert told and all(t.split()[0] in ("back", "end", "pass") for t in told), told
        assert a.view(seat).legal == tuple(told)
    opened = hidden_hands("tortuga", ["skull"])
    assert opened.board_legal(None) == opened.legal_texts()  # open hands: nothing is secret


def test_board_moves_read_only_public_facts() -> None:
    m = hidden_hands("online", ["skull", "skull", "dagger"])
    moves = board_moves(m.view())
    assert moves["seat"] == 0 and moves["colour"] == "red"
    assert moves["back"] == {5, 8}  # 5 to Bart's 4, 8 to Bart's 6; nothing is behind 2
    assert moves["end"] is None  # no action done yet, and forward is possible
    assert board_moves({})["seat"] is None and board_moves({})["back"] == set()


def test_back_from_the_boat_is_offered_when_the_option_allows_it() -> None:
    for allowed in (True, False):
        m = tk.new_match(
            "cartagena",
            2,
            seed=4,
            first_player=0,
            back_from_boat=allowed,
            position={"pirates": [[0, 0, 0, 0, 9, BOAT], [0] * 5 + [20]], "row": ROW},
        )
        svg = m._repr_svg_()
        assert ("back 37" in actions(svg)) is allowed
        assert ("back 37" in m.legal_texts()) is allowed


def test_end_and_pass_are_on_the_board_when_legal() -> None:
    m = hidden_hands("online", ["skull", "skull", "dagger"])
    m.play("forward 8 key")
    assert "end" in actions(m._repr_svg_()) and "end" in m.legal_texts()
    stuck = tk.new_match(
        "cartagena",
        2,
        seed=4,
        first_player=0,
        position={"pirates": [[0] * 6, [0] * 5 + [20]], "hands": [[], ["key"]], "row": ROW},
    )
    assert stuck.legal_texts() == ["pass"]
    assert actions(stuck._repr_svg_()) == {"pass"}


# ------------------------------------------------------------------------------- theme
def test_the_picture_follows_the_theme() -> None:
    svg = tk.new_match("cartagena", 3, seed=1)._repr_svg_()
    style = root(svg).find(f"{SVG}style")
    assert style is not None and style.text is not None
    css = style.text
    for key, light in PALETTE.items():
        assert f"var(--cg-{key},{light})" in css  # a light fallback for every colour
    dark = re.search(r'\[data-jp-theme-light="false"\] svg\{([^}]*)\}', css)
    assert dark is not None
    assert all(f"--cg-{k}:{v}" in dark.group(1) for k, v in PALETTE_DARK.items())
    assert set(PALETTE) == set(PALETTE_DARK)
    assert "var(--jp-layout-color1" in css and "var(--jp-ui-font-color1" in css
    # no class of another game's board: this <style> restyles nothing else on the page
    classes = set(re.findall(r"\.([a-z][\w-]*)\{", css))
    assert all(c.startswith("cg-") for c in classes - {"tk-can", "tk-picked"}), classes
    assert "--cg-red" in palette_css(".x") and 'data-jp-theme-light="false"' in palette_css(".x")


def _players(view: dict[str, Any]) -> list[str]:
    return [p["name"] for p in view["players"]]


def test_the_tortuga_version_lists_every_open_hand() -> None:
    m = hidden_hands("tortuga", ["skull", "skull", "dagger"])
    svg = m._repr_svg_()
    assert "hand (open)" in texts(svg) and f"{_players(m.view())[0]}'s hand, open (2)" in texts(svg)
    titles = [t.text for t in root(svg).iter(f"{SVG}title")]
    assert "skull ×2" in titles  # Bart's open hand in the players table
