"""Two Kutschfahrt deals seats 0 and 1 cannot tell apart, for the differential secrecy tests
of the table server (``tests/table``) and of Hint (``tests/widgets``)."""

from __future__ import annotations

from typing import Any

import tortuga_kit as tk


def twin_positions() -> tuple[dict[str, Any], dict[str, Any]]:
    """Two Kutschfahrt deals that differ only in what seats 2 and 3 hold and are: their hands
    and professions swapped (as many cards each, so nobody else can tell them apart)."""
    s = tk.new_match("kutschfahrt", 4, 7, start_player=0).state
    items = [list(h) for h in s.items]
    professions = list(s.professions)
    assert len(items[2]) == len(items[3]) and items[2] != items[3]
    a = {"items": items, "pile": list(s.pile), "professions": professions, "seat": 0}
    swapped = [items[0], items[1], items[3], items[2]]
    profs = [professions[0], professions[1], professions[3], professions[2]]
    b = {"items": swapped, "pile": list(s.pile), "professions": profs, "seat": 0}
    return a, b
