"""The static SVG board (``svg.render_svg``, also ``Match._repr_svg_``).

It must draw many states for every seat as well-formed XML, show the names, show a seat its own
loyalty and hand, and show the public (projector) view nothing secret. The strongest secrecy
check compares two matches that differ only in secrets: their pictures must be identical for
every viewer who may not see the difference.
"""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from helpers import make

import tortuga_kit as tk
from tortuga_kit.board.elements import with_description
from tortuga_kit.games.tortuga1667.projector import describe
from tortuga_kit.games.tortuga1667.svg import (
    HEADER_TWO_LINES,
    NOTE_WIDTH,
    PLACES_LEGEND,
    deck_notes,
    header_lines,
    render_svg,
)

SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [t.text or "" for t in root.iter(f"{SVG}text")]


def titles(svg: str) -> list[str]:
    root = ET.fromstring(svg)
    return [t.text or "" for t in root.iter(f"{SVG}title")]


def playout(m: tk.Match, moves: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if m.is_over:
            return
        m.play(rng.choice(m.legal_actions()))


STATES = [
    (players, seed, opts, moves)
    for players, seed, opts in (
        (2, 1, {}),
        (3, 2, {}),
        (4, 3, {"open_loyalty": True}),
        (5, 4, {"quick_start": True}),
        (6, 5, {"chaos": True, "unverified_cards": True}),
        (7, 6, {}),
        (8, 7, {}),
        (9, 8, {}),
    )
    for moves in (0, 25, 1000)
]


@pytest.mark.parametrize("players, seed, opts, moves", STATES)
def test_every_state_and_seat_renders_as_xml_with_the_names(
    players: int, seed: int, opts: dict, moves: int
) -> None:
    m = tk.new_match("tortuga1667", players=players, seed=seed, **opts)
    playout(m, moves, seed)
    for seat in [None, *range(players)]:
        view = m.view(seat)
        svg = render_svg(view)
        root = ET.fromstring(svg)
        assert root.tag == f"{SVG}svg"
        shown = " ".join(texts(svg))
        for name in view["names"]:
            assert name[:8] in shown
        # the toolkit's assumptions badge, as on every board
        assert f"{len(view['assumptions'])} assumptions" in shown
        assert "Uses assumed card data:" in shown
        for a in view["assumptions"]:
            assert a in shown  # wrapped lines join back with spaces
        assert "var(--jp-layout-color1" in svg  # follows the JupyterLab theme where inlined
        if m.is_over:
            assert any(t.startswith("Game over") for t in texts(svg))


def test_repr_svg_of_a_match_is_the_public_view() -> None:
    m = tk.new_match("tortuga1667", players=5, seed=3)
    # the same picture, with the board in words (``describe``) for a screen reader
    assert m._repr_svg_() == with_description(render_svg(m.view()), describe(m.view()))


def test_a_seat_sees_its_own_hand_and_loyalty() -> None:
    m = tk.new_match("tortuga1667", players=5, seed=11)
    playout(m, 10, 11)
    for seat in range(5):
        view = m.view(seat)
        svg = render_svg(view)
        shown = texts(svg)
        assert f"You: {view['you']['name']}" in shown
        assert view["you"]["loyalty"].title() in shown
        for card in view["you"]["hand"]:
            assert card in titles(svg)  # each hand card is drawn, its full text as tooltip


def test_the_public_view_shows_no_loyalty_and_no_hand() -> None:
    m = tk.new_match("tortuga1667", players=7, seed=5)
    playout(m, 30, 5)
    assert not m.is_over
    svg = render_svg(m.view())
    shown = texts(svg)
    assert not any(t.startswith(("You:", "Loyalty", "Vote hand", "You know")) for t in shown)
    assert shown.count("hidden") == 7  # the loyalty column
    hands = {c for h in m.state.hands for c in h}
    assert not hands & set(titles(svg))


def test_peeked_cards_show_for_the_peeker_only() -> None:
    m = make(
        {
            "row": ["atlantis", "el_dorado", "pistol", "black_spot", "pistol"],
            "turn": "Anne",
            "lines": {"fd": ["Anne"], "jr": ["Bart", "Calico"], "tortuga": ["Dirk"]},
        }
    )
    m.play("peek 1 2")
    anne = texts(render_svg(m.view(0)))
    assert "Atlantis" in anne and "You know card 1: Atlantis" in anne
    for seat in (None, 1, 2, 3):
        assert not any("Atlantis" in t or "Dorado" in t for t in texts(render_svg(m.view(seat))))


def test_the_picture_does_not_depend_on_secrets_the_viewer_may_not_see() -> None:
    """Same board, different loyalty and hands for Bart and Calico: identical pictures for the
    projector and for Anne and Dirk; different ones for Bart."""
    board = {
        "lines": {"fd": ["Anne", "Bart"], "jr": ["Calico"], "tortuga": ["Dirk"]},
        "turn": "Anne",
    }
    one = make(
        {
            **board,
            "loyalty": {"Anne": "british", "Bart": "french", "Calico": "british", "Dirk": "french"},
        },
        hands={"Bart": ["2fire/2british/2skull"], "Calico": ["cannon/french/wheel"]},
    )
    two = make(
        {
            **board,
            "loyalty": {"Anne": "british", "Bart": "british", "Calico": "french", "Dirk": "french"},
        },
        hands={"Bart": ["cannon/french/wheel"], "Calico": ["2fire/2british/2skull"]},
    )
    assert one.state.hands[0] == two.state.hands[0] and one.state.hands[3] == two.state.hands[3]
    for seat in (None, 0, 3):
        assert render_svg(one.view(seat)) == render_svg(two.view(seat))
    assert render_svg(one.view(1)) != render_svg(two.view(1))


def test_text_from_users_is_escaped() -> None:
    names = ["<script>x</script>", "A&B", 'Q"uote', "O'Neil"]
    m = tk.new_match("tortuga1667", players=4, seed=2, names=names)
    for seat in (None, 0):
        svg = render_svg(m.view(seat))
        assert "<script>" not in svg and "A&B" not in svg
        assert "&lt;script&gt;" in svg and "A&amp;B" in svg
        shown = " ".join(texts(svg))  # the parser gives the names back intact
        for name in ("A&B", 'Q"uote', "O'Neil", "<script>x"):
            assert name in shown
    # a view from elsewhere may hold anything: control characters are dropped, not emitted
    view = m.view()
    view["names"] = ["bell\x07", "A", "B", "C"]
    ET.fromstring(render_svg(view))


def test_a_partial_view_still_draws() -> None:
    for broken in (
        {},
        {"names": ["A"]},
        {"players": [None, {"seat": 0}]},
        {"ships": {"fd": {"line": [0, "x", None]}}, "row": [None, 3]},
        {"you": {"hand": None}, "result": {"winners": None}},
    ):
        ET.fromstring(render_svg(broken))  # type: ignore[arg-type]
    assert re.search(r'viewBox="0 0 1200 \d+"', render_svg({}))


# ----------------------------------------------------------------------------- text that fits
def test_the_captains_setup_choice_reads_setup_not_turn_1() -> None:
    """seed 000 · Aufbau 6 (rulebook p.3): each Captain puts the ship's starting chest in a hold
    before the first turn, so the header says "Setup", not "Turn 1 · Edward's turn"."""
    m = tk.new_match("tortuga1667", players=5, seed=7)
    assert m.decision.kind == "hold"
    line = texts(render_svg(m.view()))[2]
    assert line == f"Step 0 · Setup · {m.decision.prompt}"  # one numbering: the step
    while m.decision.kind == "hold":
        m.play(m.legal_actions()[0])
    turn = m.view()["turn"]
    assert texts(render_svg(m.view()))[2].startswith(
        f"Step {m.step} · Turn 1 · {turn['name']}'s turn · "
    )


def test_a_long_prompt_wraps_onto_two_lines_whole() -> None:
    """The walkthrough saw the header prompt cut with "…"; a long line now takes two lines."""
    view = tk.new_match("tortuga1667", players=9, seed=1).view()
    view["decision"] = {
        "seat": 5,
        "kind": "forced",
        "prompt": "Francois: you are forced to reveal one of two event cards",
    }
    lines = header_lines(view)
    assert len(lines) == 2 and all(size == 18 for _, _, size in lines)
    joined = " ".join(t for _, t, _ in lines)
    assert joined == (
        f"Step 0 · Turn 1 · {view['turn']['name']}'s turn · {view['decision']['prompt']}"
    )
    assert "…" not in joined
    shown = texts(render_svg(view))
    assert [t for _, t, _ in lines] == shown[2:4]


@pytest.mark.parametrize("players, seed", [(9, 1), (6, 2), (3, 3)])
def test_header_and_star_lines_are_whole_and_every_star_card_is_named(
    players: int, seed: int
) -> None:
    """Chaos (all 8 star cards): the list right of the galleon shows whole names and "+N more",
    and the footer names every star card, so none is lost to "Black …"."""
    m = tk.new_match("tortuga1667", players=players, seed=seed, chaos=True, unverified_cards=True)
    rng = random.Random(seed)
    for _ in range(400):
        view = m.view()
        for _, text, _ in header_lines(view):
            assert len(text) <= HEADER_TWO_LINES
        if view["decision"] and len(view["decision"]["prompt"]) < 50:
            assert view["decision"]["prompt"] in " ".join(t for _, t, _ in header_lines(view))
        notes, rest = deck_notes(view)
        assert len(notes) <= 2 and all(len(n) <= NOTE_WIDTH for n in notes)
        assert not any("…" in n for n in notes if n.startswith("Stars"))
        shown = " ".join(texts(render_svg(view)))
        for star in view["star_cards"]:
            assert star in shown
        if m.is_over:
            break
        m.play(rng.choice(m.legal_actions()))
    assert len(m.view()["star_cards"]) == 8 and rest == m.view()["star_cards"]


def test_the_seat_views_players_table_abbreviates_ships_with_a_legend() -> None:
    """The narrow table beside the "You" panel cut "Flying Dutch…"; it now says FD/JR and
    explains them. The wide projector table keeps the full names."""
    m = tk.new_match("tortuga1667", players=9, seed=3)
    seat = texts(render_svg(m.view(0)))
    assert not any("…" in t for t in seat if "Flying" in t or "Dutch" in t)
    assert "FD" in seat and "JR" in seat and PLACES_LEGEND in seat
    public = texts(render_svg(m.view()))
    assert "Flying Dutchman" in public and "JR" not in public and PLACES_LEGEND not in public


def test_sea_and_island_have_their_own_theme_aware_fills() -> None:
    svg = render_svg(tk.new_match("tortuga1667", players=4, seed=1).view())
    assert ".tk-sea{fill:var(--tk-sea," in svg and ".tk-island{fill:var(--tk-island," in svg
    assert "var(--tk-british," in svg  # team colours switch with the theme too


def test_the_board_is_drawn_with_the_board_toolkit() -> None:
    """Issue 25 left this board with its own builder, header, badge and palette; it is drawn
    with the toolkit's now (issue 27): the shared classes in its style, the shared header and
    assumptions badge, and every hot spot a named group, never a bare clickable rectangle."""
    from tortuga_kit.board.palette import SHARED_DARK, SHARED_LIGHT
    from tortuga_kit.games.tortuga1667 import svg

    assert svg.PAL.base_style() in svg.STYLE
    assert set(SHARED_LIGHT) <= set(svg.PALETTE) and set(SHARED_DARK) <= set(svg.PALETTE_DARK)
    m = tk.new_match("tortuga1667", players=4, seed=3, unverified_cards=True)
    playout(m, 30, 3)
    root = ET.fromstring(render_svg(m.view(1)))
    hot = [e for e in root.iter() if "data-action" in e.attrib or "data-token" in e.attrib]
    assert len(hot) >= 5 + 2 + 2 + 1 + 4  # event row, ships, boats, Tortuga, pawns
    assert {e.tag for e in hot} == {f"{SVG}g"}
    unnamed = [e.attrib for e in hot if not e.attrib.get("aria-label")]
    assert unnamed == []
    labels = {e.attrib["aria-label"] for e in hot}
    assert "Anne on Tortuga" in labels and "move to Jolly Roger" in labels, labels
    badge = [e for e in root.iter(f"{SVG}g") if e.attrib.get("data-rule") == "rules §assumptions"]
    assert badge and "2 assumptions" in "".join(badge[0].itertext())
