"""The card data a match plays with: the kit's placeholder file, or a teacher's own (rules
§island-cards, §recipe-cards).

What the 84 island cards and the six recipe cards show is in no public source, so the kit
plays with balanced placeholders (``card_data.json`` beside this module; reference §2.2, §3)
and every view says so. Someone with the box writes the real numbers into a copy of that file
(the same keys; ``"assumed": false``; ``"source"`` saying where they come from) and plays with
it::

    from tortuga_kit import new_match
    from tortuga_kit.games.gourmet import load_card_data
    m = new_match("gourmet", 4, card_data=load_card_data("my_box.json"))

The data travels in the match's options, so a save holds it and loads without the file.

>>> problem(DEFAULT_CARD_DATA) is None
True
>>> problem({"island_deck": {"grog": [9]}, "recipe_cards": {}})
'island_deck: grog has the movement value 9, not 0..5'
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ...engine.errors import BadOption
from ...engine.files import Unreadable, as_path, read_small_file, shown_path
from ...engine.i18n import translator
from .cards import (
    CARDS_PER_ISLAND,
    DEFAULT_CARD_DATA,
    DOUBLOON,
    INGREDIENTS,
    ISLANDS,
    MAPS,
    MAX_STEPS,
    PLAYERS,
    SECRET,
)

KEYS = ("about", "assumed", "source", "island_deck", "recipe_cards")
DECK_SIZE = ISLANDS * CARDS_PER_ISLAND  # 84: 12 piles of 7 (seed 004 · Setup)
MAX_FILE = 200_000  # bytes: a card file is a few kilobytes
__all__ = ["DEFAULT_CARD_DATA", "load_card_data", "problem"]
_ = translator("gourmet")


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 30 else f"{text[:27]}..."


def _deck_problem(deck: object) -> str | None:
    if not isinstance(deck, Mapping):
        return _("island_deck must map each card kind to its list of movement values")
    total = 0
    for kind, values in deck.items():
        if kind not in (*INGREDIENTS, SECRET, DOUBLOON, *MAPS):
            kinds = ", ".join((*INGREDIENTS, SECRET, DOUBLOON, *MAPS))
            return _(
                "island_deck: {kind} is no island card kind ({kinds})",
                kind=_short(kind),
                kinds=kinds,
            )
        if not isinstance(values, list) or len(values) > DECK_SIZE:
            return _(
                "island_deck: {kind} must be a list of at most {most} movement values",
                kind=kind,
                most=DECK_SIZE,
            )
        for v in values:
            if kind in MAPS:
                if v is not None:
                    return _(
                        "island_deck: a {kind} card has no movement value (null), not {value}",
                        kind=kind,
                        value=repr(v),
                    )
            elif type(v) is not int or not 0 <= v <= MAX_STEPS:
                return _(
                    "island_deck: {kind} has the movement value {value}, not 0..{most}",
                    kind=kind,
                    value=_short(v),
                    most=MAX_STEPS,
                )
        total += len(values)
    if total != DECK_SIZE:
        return _(
            "island_deck has {n} cards; the 12 islands of 7 need {need}", n=total, need=DECK_SIZE
        )
    return None


def _recipes_problem(recipes: object) -> str | None:
    if not isinstance(recipes, Mapping) or not recipes or len(recipes) > 100:
        return _("recipe_cards must map each card's name to [6-point recipe, 3-point recipe]")
    for name, card in recipes.items():
        if not isinstance(name, str) or not 0 < len(name) <= 20 or " " in name:
            return _(
                "recipe_cards: {name} is no card name (a word of at most 20 letters)",
                name=_short(name),
            )
        if not isinstance(card, list) or len(card) != 2:
            return _("recipe_cards: {name} must be [6-point recipe, 3-point recipe]", name=name)
        for part, size, points in ((card[0], 3, 6), (card[1], 2, 3)):
            if not isinstance(part, list) or len(part) != size:
                return _(
                    "recipe_cards: {name}'s {points}-point recipe must list {n} ingredients",
                    name=name,
                    points=points,
                    n=size,
                )
            for i in part:
                if i not in INGREDIENTS:
                    return _(
                        "recipe_cards: {name}'s {points}-point recipe names {given}, not one of "
                        "{ingredients}",
                        name=name,
                        points=points,
                        given=_short(i),
                        ingredients=", ".join(INGREDIENTS),
                    )
    return None


def problem(data: object) -> str | None:
    """What is wrong with card data ``data`` (plain JSON values), in one line in the active
    language; ``None`` if nothing is. The recipe cards must be enough to deal one to each of 5 players."""
    if not isinstance(data, Mapping):
        return _("card data is a dict with island_deck and recipe_cards")
    unknown = [k for k in data if k not in KEYS]
    if unknown:
        return _(
            "card data: unknown key {key}; known: {known}",
            key=_short(unknown[0]),
            known=", ".join(KEYS),
        )
    for key in ("island_deck", "recipe_cards"):
        if key not in data:
            return _("card data needs {key}", key=key)
    if not isinstance(data.get("assumed", True), bool):
        return _("card data: assumed is true or false")
    for key in ("about", "source"):
        if not isinstance(data.get(key, ""), str) or len(data.get(key, "")) > 2000:
            return _("card data: {key} is a text of at most 2000 characters", key=key)
    found = _deck_problem(data["island_deck"]) or _recipes_problem(data["recipe_cards"])
    if found is None and len(data["recipe_cards"]) < PLAYERS[1]:
        found = _(
            "recipe_cards has {n} cards; one each for {players} players needs {players}",
            n=len(data["recipe_cards"]),
            players=PLAYERS[1],
        )
    return found


def load_card_data(path: str | Path) -> dict[str, Any]:
    """Read a card data file (the format of ``card_data.json``) for ``options["card_data"]``;
    a one-line ``BadOption`` naming the file and what is wrong. Only a regular file is read,
    at most ``MAX_FILE`` bytes of it, without waiting (``/dev/zero``, a FIFO, a folder, ``5``
    are refused), and JSON nested too deeply to read is refused too."""
    try:
        p = as_path(path)
    except Unreadable as exc:
        raise BadOption(exc.reason) from None
    shown = shown_path(p)
    try:
        raw = read_small_file(p, MAX_FILE)
    except Unreadable as exc:
        if exc.size is not None:
            raise BadOption(
                _(
                    "{path}: {size} bytes is too large for a card data file (at most {most})",
                    path=shown,
                    size=exc.size,
                    most=MAX_FILE,
                )
            ) from None
        raise BadOption(
            _("{path}: cannot read the card data file ({reason})", path=shown, reason=exc.reason)
        ) from None
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise BadOption(
            _("{path}: not a JSON card data file ({why})", path=shown, why=str(exc)[:80])
        ) from None
    except RecursionError:
        raise BadOption(
            _("{path}: not a card data file (its JSON is nested too deeply)", path=shown)
        ) from None
    found = problem(data)
    if found is not None:
        raise BadOption(_("{path}: {problem}", path=shown, problem=found))
    assert isinstance(data, dict)
    return data


def is_assumed(data: Mapping[str, Any] | None) -> bool:
    """Whether a match's card data is a guess (the placeholder, or a file that says so)."""
    return bool((DEFAULT_CARD_DATA if data is None else data).get("assumed", True))
