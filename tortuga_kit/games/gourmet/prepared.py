"""Prepared positions: a plain dict that sets parts of a seeded setup (for lessons and tests).

Every key is optional; what is left out comes from the seeded setup:

- ``hands``, ``pantries``: one list of card strings per seat (``"grog 3"``, ``"empty_chest 1"``,
  ``"lonely_island"``); a hand holds at most 3 cards;
- ``piles``: 12 lists of card strings, bottom first (the last is the top card everybody sees);
- ``pirates``: one island 0..11 per seat; ``recipes``: one recipe card name per seat;
- ``first_player``: the seat that began the round; ``seat``: whose turn it is (default: the
  first player); ``ending``: True when the end was already triggered (default: whether the
  piles have as many empty piles as end the game; a contradicting value is refused).

The cards are the match's cards: nothing can be added. Cards named in ``hands`` and
``pantries`` are taken from the seeded piles (from the bottom, pile 0 first), unless ``piles``
is given too; island cards no place names are then set aside (out of the game), and so are
empty chests no hand or pantry holds.

>>> from tortuga_kit import new_match
>>> m = new_match("gourmet", 2, seed=1, position={"hands": [["grog 3", "fish 1", "secret 2"], []]})
>>> m.view(0)["you"]["hand"], m.view(0)["players"][1]["hand_size"]
(['fish 1', 'grog 3', 'secret 2'], 0)
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...engine.errors import BadOption
from ...engine.events import Event
from ...engine.i18n import Joined, Msg, translator
from . import rulerefs as R
from .cards import ISLANDS, STARTING_HAND
from .ending import piles_to_end
from .scoring import card_kind
from .setup import _dealt
from .state import State
from .texts import Later, card_text

_ = translator("gourmet")
KEYS = ("hands", "pantries", "piles", "pirates", "recipes", "first_player", "seat", "ending")


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 30 else type(value).__name__


def _cards(value: Any, where: str, limit: int) -> list[str]:
    if not isinstance(value, list) or len(value) > limit:
        raise BadOption(
            _(
                "position {where} must be a list of at most {limit} card strings",
                where=where,
                limit=limit,
            )
        )
    for c in value:
        try:
            card_kind(c)
        except ValueError:
            raise BadOption(
                _(
                    "position {where} holds {c}, not a card like 'grog 3' or 'lonely_island'",
                    where=where,
                    c=_short(c),
                )
            ) from None
    return list(value)


def _per_seat(position: dict[str, Any], key: str, n: int) -> list[Any] | None:
    if key not in position:
        return None
    value = position[key]
    if not isinstance(value, list) or len(value) != n:
        raise BadOption(
            _("position {key} must be a list with one entry per seat ({n})", key=key, n=n)
        )
    return value


def _seat(value: Any, key: str, n: int) -> int:
    if type(value) is not int or not 0 <= value < n:
        raise BadOption(
            _(
                "position {key} must be a seat 0–{last}, not {given}",
                key=key,
                last=n - 1,
                given=_short(value),
            )
        )
    return value


def apply_position(s: State, position: dict[str, Any], seeded: list[Event]) -> list[Event]:
    """Change the seeded setup ``s`` (before its first turn) into the prepared position,
    validated first, all of it; the setup's log: ``seeded`` (the seeded setup's) rewritten
    where the position replaced it (``setup_log``)."""
    unknown = sorted((k for k in position if k not in KEYS), key=str)
    if unknown:
        raise BadOption(
            _(
                "unknown position key {unknown}; known: {keys}",
                unknown=_short(unknown[0]),
                keys=", ".join(KEYS),
            )
        )
    n = s.n
    hands = _per_seat(position, "hands", n)
    pantries = _per_seat(position, "pantries", n)
    new_hands = (
        [_cards(h, f"hands[{p}]", len(STARTING_HAND)) for p, h in enumerate(hands)]
        if hands is not None
        else [list(h) for h in s.hands]
    )
    new_pantries = (
        [_cards(q, f"pantries[{p}]", 200) for p, q in enumerate(pantries)]
        if pantries is not None
        else [list(q) for q in s.pantries]
    )
    everything = Counter(c for pile in s.piles for c in pile)
    for h in s.hands:
        everything.update(h)
    if "piles" in position:
        piles = position["piles"]
        if not isinstance(piles, list) or len(piles) != ISLANDS:
            raise BadOption(
                _(
                    "position piles must be {islands} lists of cards, island 0 first",
                    islands=ISLANDS,
                )
            )
        new_piles = [_cards(p, f"piles[{i}]", 200) for i, p in enumerate(piles)]
        if any(c.startswith("empty_chest") for p in new_piles for c in p):
            raise BadOption(_("position piles: an empty chest never lies on an island"))
    else:
        new_piles = [list(p) for p in s.piles]
        wanted = Counter(c for cards in (*new_hands, *new_pantries) for c in cards)
        for card, k in wanted.items():
            for pile in new_piles:
                while k and card in pile:
                    pile.remove(card)
                    k -= 1
            if k and not card.startswith("empty_chest"):
                raise BadOption(
                    _(
                        "position: there is no {card} left to give (the card data has fewer)",
                        card=card,
                    )
                )
    used = Counter(c for cards in (*new_hands, *new_pantries, *new_piles) for c in cards)
    extra = used - everything
    if extra:
        card = sorted(extra)[0]
        raise BadOption(
            _(
                "position names {card} more often than the match has it ({everything})",
                card=card,
                everything=everything[card],
            )
        )
    pirates = _per_seat(position, "pirates", n)
    if pirates is not None:
        for p, i in enumerate(pirates):
            if type(i) is not int or not 0 <= i < ISLANDS:
                raise BadOption(
                    _(
                        "position pirates[{seat}] must be an island 0–{last}",
                        seat=p,
                        last=ISLANDS - 1,
                    )
                )
    recipes = _per_seat(position, "recipes", n)
    if recipes is not None:
        for p, name in enumerate(recipes):
            if not isinstance(name, str) or name not in s.recipe_cards:
                raise BadOption(
                    _(
                        "position recipes[{seat}] is {name}, not one of {recipe_cards}",
                        seat=p,
                        name=_short(name),
                        recipe_cards=", ".join(s.recipe_cards),
                    )
                )
    first = _seat(position.get("first_player", s.first_player), "first_player", n)
    seat = _seat(position.get("seat", first), "seat", n)
    # The end is triggered exactly when enough piles are empty (seed 004 · End of the Game):
    # by default the position's piles say whether it is; a contradicting ``ending`` is refused.
    emptied = sum(1 for p in new_piles if not p)
    triggered = emptied >= piles_to_end(s)
    ending = position.get("ending", triggered)
    if not isinstance(ending, bool):
        raise BadOption(_("position ending must be True or False"))
    if ending != triggered:
        raise BadOption(
            _(
                "position ending=True, but {emptied} empty pile(s) do not trigger the end "
                "({needed} needed with {n} players)",
                emptied=emptied,
                needed=piles_to_end(s),
                n=n,
            )
            if ending
            else _(
                "position ending=False, but {emptied} empty pile(s) trigger the end "
                "({needed} needed with {n} players)",
                emptied=emptied,
                needed=piles_to_end(s),
                n=n,
            )
        )
    s.hands, s.pantries, s.piles = new_hands, new_pantries, new_piles
    s.refresh_mask()
    s.aside = list((everything - used).elements())
    if pirates is not None:
        s.pirates = list(pirates)
    if recipes is not None:
        s.recipes = list(recipes)
    s.first_player, s.turn_seat, s.ending = first, seat, ending
    return setup_log(s, position, seeded)


def setup_log(s: State, position: dict[str, Any], seeded: list[Event]) -> list[Event]:
    """The setup's log for a prepared position: what the position set is said from the state
    (a seeded line the position replaced would name a starting island, recipes or piles that
    never reached the table), the rest as the seed laid it out."""
    said = (
        _.lazy_plural(
            "A prepared position is set up ({n} cards set aside).",
            "A prepared position is set up ({n} cards set aside).",
            len(s.aside),
        )
        if s.aside
        else _.lazy("A prepared position is set up.")
    )
    out = [Event(said, R.SETUP, "setup", "position")]
    moved = any(k in position for k in ("piles", "hands", "pantries"))  # the piles changed
    for e in seeded:
        if e.tag == "islands" and moved:
            sizes = ", ".join(str(len(p)) for p in s.piles)
            text = _.lazy(
                "The island piles the position gives, islands 0 to 11 clockwise (cards each): "
                "{sizes}.",
                sizes=sizes,
            )
            out.append(Event(text, R.SETUP, "setup", "islands"))
        elif e.tag == "hands" and ("hands" in position or "pantries" in position):
            out += _hands_lines(s, position)
        elif e.tag == "recipes" and "recipes" in position:
            cards = Later(_dealt, s.names, tuple(s.recipe(p) for p in range(s.n)), tuple(s.recipes))
            text = _.lazy("The recipe cards the position gives, face up: {cards}.", cards=cards)
            out.append(Event(text, R.SETUP, "setup", "recipes"))
        elif e.tag == "start_island" and "pirates" in position:
            where = Joined(
                [
                    _.lazy("{name}: island {island}", name=name, island=i)
                    for name, i in zip(s.names, s.pirates)
                ],
                "; ",
            )
            text = _.lazy("The pirates stand where the position puts them: {where}.", where=where)
            out.append(Event(text, R.SETUP, "setup", "start_island"))
        elif e.tag == "first_player" and ("first_player" in position or "seat" in position):
            first, name = s.names[s.first_player], s.names[s.turn_seat]
            text = (
                _.lazy("{name} began the round and is to move; play goes clockwise.", name=name)
                if s.first_player == s.turn_seat
                else _.lazy(
                    "{first} began the round; {name} is to move; play goes clockwise.",
                    first=first,
                    name=name,
                )
            )
            out.append(Event(text, R.FIRST_PLAYER, "setup", "first_player"))
        else:
            out.append(e)
    if s.ending:
        text = _.lazy("The end of the game is already triggered: enough piles are empty.")
        out.append(Event(text, R.END, "setup", "ending"))
    return out


def _hands_lines(s: State, position: dict[str, Any]) -> list[Event]:
    """The hands (and pantries) the position gives: their sizes for everyone, the cards to
    their owner (a pantry not even to him under Forgetful Pirates)."""
    sizes = ", ".join(f"{name}: {len(h)}" for name, h in zip(s.names, s.hands))
    mine: dict[int, str | Msg] = {
        p: _.lazy("Your hand: {cards}.", cards=Later(_listed, tuple(sorted(h))))
        for p, h in enumerate(s.hands)
    }
    text = _.lazy("The hands the position gives (cards each): {sizes}.", sizes=sizes)
    out = [Event(text, R.SETUP, "setup", "hands", mine)]
    if "pantries" in position:
        sizes = ", ".join(f"{name}: {len(q)}" for name, q in zip(s.names, s.pantries))
        text = _.lazy("The pantries the position gives (cards each): {sizes}.", sizes=sizes)
        pantries: dict[int, str | Msg] = (
            {}
            if s.opts["forgetful_pirates"]
            else {
                p: _.lazy("Your pantry: {cards}.", cards=Later(_listed, tuple(q)))
                for p, q in enumerate(s.pantries)
            }
        )
        out.append(Event(text, R.SETUP, "setup", "pantries", pantries))
    return out


def _listed(cards: tuple[str, ...]) -> str:
    """Cards as the log names them, or "none"."""
    return ", ".join(card_text(c) for c in cards) if cards else _("none")
