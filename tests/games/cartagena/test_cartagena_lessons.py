"""The Cartagena notebook's helpers (``tortuga_kit/games/cartagena/lessons.py``).

The notebook runs them too, but a notebook only shows that one seed works; these tests pin what
each helper promises: the worked examples' position is the rules page's own table, the tables
read only what the view they are given shows, ``turns`` cuts any history into the turns the turn
rule speaks of, and no helper changes a match or draws from its RNG.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

import tortuga_kit as tk
from tortuga_kit.bots import get_bot
from tortuga_kit.engine.decision import Action
from tortuga_kit.games.cartagena import BOAT, FIELDS, START, SYMBOLS, lessons

RULES_PAGE = Path(__file__).resolve().parents[3] / "docs" / "rules" / "cartagena.md"


def _page_table() -> dict[str, list[str]]:
    """The rows of the rules page's worked-examples table (``| symbol | hat | key | ...``)."""
    text = RULES_PAGE.read_text(encoding="utf-8")
    section = text.split('<a id="examples"></a>', 1)[1]
    rows = {}
    for name in ("field", "symbol", "pirates"):
        line = next(li for li in section.splitlines() if li.startswith(f"| {name} |"))
        rows[name] = [cell.strip() for cell in line.strip("|").split("|")][1:]
    return rows


def _played(players: int = 3, seed: int = 5, limit: int = 120) -> tk.Match:
    m = tk.new_match("cartagena", players=players, seed=seed)
    bots = [get_bot("cartagena", "runner" if s % 2 else "random", seed + s) for s in range(players)]
    for _ in range(limit):
        if m.is_over:
            break
        d = m.decision
        assert d is not None
        m.play(bots[d.seat].choose(m.observe(d.seat), m.legal_texts()))
    return m


# ------------------------------------------------------------------ the worked examples
def test_the_example_tunnel_is_the_rules_pages_and_a_real_tunnel() -> None:
    table = _page_table()
    assert table["field"] == [str(k) for k in range(1, 13)]
    assert list(lessons.EXAMPLE_TUNNEL[:12]) == table["symbol"]
    assert len(lessons.EXAMPLE_TUNNEL) == FIELDS
    assert all(sorted(p) == sorted(SYMBOLS) for p in lessons.pieces(lessons.EXAMPLE_TUNNEL))


def test_the_example_position_is_the_rules_pages() -> None:
    """Fields 1–12 hold the page's pirates; the single pirate on 2 is blue; red (Anne) stands on
    the start and field 8, holds the three cards examples 1–3 play and is to move."""
    m = lessons.example()
    v = m.view()
    counts = [int(re.match(r"\d+", cell).group()) for cell in _page_table()["pirates"]]  # type: ignore[union-attr]
    assert [lessons.pirates_on(v, k) for k in range(1, 13)] == counts
    assert sum(lessons.pirates_on(v, k) for k in range(13, FIELDS + 1)) == 0
    red, blue = v["players"][0], v["players"][3]
    assert (red["name"], red["colour"], blue["colour"]) == ("Anne", "red", "blue")
    assert sorted(set(red["pirates"])) == [START, 8] and 2 in blue["pirates"]
    assert m.view(0)["you"]["hand"] == sorted(lessons.EXAMPLE_HAND, key=SYMBOLS.index)
    assert m.decision is not None and m.decision.seat == 0 and m.decision.kind == "turn"
    assert all(p["hand_size"] == 0 for p in v["players"][1:])
    assert m.view()["tunnel"] == list(lessons.EXAMPLE_TUNNEL)


@pytest.mark.parametrize(
    ("text", "field", "cards"),
    [
        ("forward 0 bottle", 10, 2),  # example 1: field 3 is full; one card played
        ("forward 0 hat", 1, 2),  # example 2
        ("forward 8 key", 15, 2),  # example 3: the first free key after 8 in EXAMPLE_TUNNEL
        ("back 8", 7, 5),  # example 4: two cards drawn
    ],
)
def test_the_examples_play_as_the_page_says(text: str, field: int, cards: int) -> None:
    m = lessons.example()
    m.play(text)
    assert field in m.view()["players"][0]["pirates"]
    assert len(m.view(0)["you"]["hand"]) == cards


def test_example_pirates_deals_the_others_from_the_last_seat() -> None:
    pirates = lessons.example_pirates({2: 1, 3: 3, 7: 2}, red=(8,))
    assert pirates[0] == [0, 0, 0, 0, 0, 8]
    assert [sorted(p for p in mine if p) for mine in pirates[1:]] == [[3, 7], [3, 7], [2, 3]]
    assert all(len(mine) == 6 for mine in pirates)
    on = Counter(p for mine in pirates[1:] for p in mine if p)
    assert on == Counter({2: 1, 3: 3, 7: 2})
    assert lessons.example_pirates({}, red=()) == [[START] * 6] * 4


def test_example_pirates_refuses_what_no_table_holds() -> None:
    with pytest.raises(tk.BadOption, match="red has 6 pirates"):
        lessons.example_pirates({}, red=(1, 2, 3, 4, 5, 6, 7))
    with pytest.raises(tk.BadOption, match="more pirates"):
        lessons.example_pirates({k: 1 for k in range(1, 20)})
    with pytest.raises(tk.BadOption, match="field 3 holds 4"):  # the position checks the rest
        lessons.example({3: 4})


def test_example_options_row_and_turn() -> None:
    m = lessons.example(row=["key", "skull"], actions_done=2, seed=3, variant="tortuga")
    v = m.view()
    assert v["row"] == ["key", "skull"] and v["variant"] == "tortuga"
    assert v["turn"]["actions_done"] == 2 and v["turn"]["actions_left"] == 1
    assert lessons.example(variant="jamaica").view()["row"] == []
    with pytest.raises(tk.BadOption, match="no row"):
        lessons.example(row=["key"], variant="jamaica")
    assert lessons.example(seed=4).digest() == lessons.example(seed=4).digest()


# ------------------------------------------------------------------ readers
def test_pirates_on_fields_with_and_pieces() -> None:
    v = lessons.example().view()
    assert lessons.pirates_on(v, 3) == 3 and lessons.pirates_on(v, FIELDS) == 0
    for bad in (START, BOAT, True, "3"):
        with pytest.raises(tk.BadOption, match="fields are 1..36"):
            lessons.pirates_on(v, bad)  # type: ignore[arg-type]
    assert lessons.fields_with(lessons.EXAMPLE_TUNNEL, "bottle") == [3, 10, 16, 21, 26, 31]
    for sym in SYMBOLS:  # one field of each symbol in every piece
        assert [(k - 1) // 6 for k in lessons.fields_with(lessons.EXAMPLE_TUNNEL, sym)] == [
            0,
            1,
            2,
            3,
            4,
            5,
        ]
    with pytest.raises(tk.BadOption, match="unknown symbol"):
        lessons.fields_with(lessons.EXAMPLE_TUNNEL, "parrot")
    with pytest.raises(tk.BadOption, match="36 fields"):
        lessons.pieces(lessons.EXAMPLE_TUNNEL[:12])


def test_new_cards() -> None:
    assert lessons.new_cards([], []) == []
    assert lessons.new_cards(["hat"], ["hat"]) == []
    assert lessons.new_cards(["hat", "key"], ["key", "hat", "hat", "skull"]) == ["skull", "hat"]
    assert lessons.new_cards(["hat", "key"], ["key"]) == []  # cards played are not new


@pytest.mark.parametrize("players", [2, 5])
def test_turns_cut_a_game_into_its_turns(players: int) -> None:
    m = _played(players, seed=players, limit=400)
    turns = lessons.turns(m.history)
    assert [t for _, texts in turns for t in texts] == [a.text for a in m.history]
    seats = iter(m.history)
    for seat, texts in turns:
        assert all(next(seats).seat == seat for _ in texts)
        moves = [t for t in texts if t not in ("end", "pass")]
        assert texts == ["pass"] or 1 <= len(moves) <= 3
    assert all(texts[-1] in ("end", "pass") for _, texts in turns[:-1])
    if m.is_over and m.result is not None and m.result.winners:
        assert turns[-1][1][-1] not in ("end", "pass")  # the winning move ends the game


def test_turns_edge_cases() -> None:
    assert lessons.turns(()) == []
    assert lessons.turns((Action(1, "pass"), Action(2, "forward 0 key"))) == [
        (1, ["pass"]),
        (2, ["forward 0 key"]),
    ]
    with pytest.raises(tk.BadOption, match="in 1's turn"):
        lessons.turns((Action(1, "forward 0 key"), Action(2, "end")))


# ------------------------------------------------------------------ tables
def test_table_text_and_html() -> None:
    t = lessons.Table(["a", "bee"], [["<x>", 2], ["long cell", ""]])
    assert str(t) == repr(t) == "a          bee\n<x>        2\nlong cell"
    html = t._repr_html_()
    assert '<th style="text-align:left">bee</th>' in html and "<x>" not in html
    assert '<td style="text-align:left">&lt;x&gt;</td>' in html
    assert t.rows == [["<x>", "2"], ["long cell", ""]]


def test_tunnel_table_shows_fields_symbols_and_whose() -> None:
    t = lessons.tunnel_table(lessons.example().view(), 1, 8)
    assert t.header == ["field", *map(str, range(1, 9))]
    symbol, count, whose = t.rows
    assert symbol[1:] == list(lessons.EXAMPLE_TUNNEL[:8])
    assert count[1:] == ["0", "1", "3", "0", "0", "0", "2", "1"]
    assert whose[2] == "Dirk" and whose[8] == "Anne" and whose[1] == "–"
    assert sorted(whose[3].split(", ")) == ["Bart", "Calico", "Dirk"]
    with pytest.raises(tk.BadOption):
        lessons.tunnel_table(lessons.example().view(), 0, 40)


def test_tables_show_no_more_than_their_view() -> None:
    """A hand's cards appear only in its own seat's view or an open (tortuga) hand; a seat's
    view shows the cards others saw taken from the row, and nothing else of their hands."""
    m = lessons.example(seed=2)
    m.play("back 8")  # Anne takes 2 cards from the face-up row: everybody saw them
    taken = lessons.new_cards(lessons.EXAMPLE_HAND, m.view(0)["you"]["hand"])
    public = lessons.standings(m.view()).rows[0]
    assert public[4] == f"5 cards; seen taken from the row: {', '.join(taken)}"
    own = lessons.standings(m.view(0)).rows[0]
    assert own[4] == ", ".join(m.view(0)["you"]["hand"])
    assert own[:4] == ["Anne", "red", "0", "start ×5, 7"]
    j = lessons.example(seed=2, variant="jamaica")
    j.play("back 8")
    assert lessons.standings(j.view()).rows[0][4] == "5 cards, hidden"
    assert lessons.standings(j.view(1)).rows[0][4] == "5 cards, hidden"
    assert lessons.standings(j.view(1)).rows[1][4] == "no card"


def test_side_by_side_of_the_three_versions() -> None:
    games = {v: tk.new_match("cartagena", 3, seed=9, variant=v) for v in lessons.VARIANTS}
    seat = lessons.side_by_side({v: g.view(1) for v, g in games.items()})
    assert seat.header == ["", "online", "jamaica", "tortuga"]
    rows = {row[0]: row[1:] for row in seat.rows}
    assert rows["seen by"] == ["Bart (seat 1)"] * 3
    mine = ", ".join(games["online"].view(1)["you"]["hand"])
    assert rows["Bart's hand"] == [mine] * 3
    assert rows["Anne's hand"][:2] == ["6 cards, hidden"] * 2
    assert rows["Anne's hand"][2] == ", ".join(games["tortuga"].view(0)["you"]["hand"])
    row, stock = "the face-up row, in order", "the face-down stock"
    assert rows["draw from"] == [row, stock, row]
    assert rows["the row"][1] == "– (no row)" and rows["the row"][0] == rows["the row"][2]
    assert rows["stock"] == ["72 cards face down", "84 cards face down", "72 cards face down"]
    projector = {
        row[0]: row[1:] for row in lessons.side_by_side({"online": games["online"].view()}).rows
    }
    assert projector["seen by"] == ["the projector"] and projector["Bart's hand"] == [
        "6 cards, hidden"
    ]
    with pytest.raises(tk.BadOption):
        lessons.side_by_side({})


def test_helpers_read_plain_views_and_change_nothing() -> None:
    """The helpers take a view as a plain dict (a saved one, say) and never touch the match."""
    m = _played(4, seed=11, limit=60)
    before = m.digest()
    views: list[Any] = [m.view(), m.view(2)]
    for v in views:
        plain = json.loads(json.dumps(v))
        assert str(lessons.standings(plain)) == str(lessons.standings(v))
        assert str(lessons.tunnel_table(plain, 1, FIELDS)) == str(
            lessons.tunnel_table(v, 1, FIELDS)
        )
    lessons.side_by_side({"a": m.view(), "b": m.view(1)})
    lessons.turns(m.history)
    assert m.digest() == before
