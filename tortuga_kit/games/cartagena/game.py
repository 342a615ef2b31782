"""Cartagena (Leo Colovini, 2000): a race of six pirates each through a tunnel to the boat.

Contract (OpenSpiel style):
- players: 2–5, seats 0..n-1; turns go round in seat order from the first player.
- chance: the tunnel, the shuffle of the deck, the first player and any reshuffle of the
  discards, all from the match's seeded RNG.
- hidden information: the unseen part of each hand and the order of the stock (``hidden.py``);
  ``view(seat)`` masks the rest, ``observe(seat)`` is a bot's share of it.
- options: ``OPTIONS`` in ``setup.py``; ``variant`` picks the online version (the seed) or one
  of the two originals; those marked ``assumption`` exist because no source pins the fact down,
  and every view lists the assumptions the match rests on.
- positions: ``position=`` sets parts of a seeded setup (``prepared.py``).
- result: the player with all 6 pirates in the boat wins; ``scores`` are pirates in the boat.

Where each rule lives (seed 003's headings; the kit's rules page ``docs/rules/cartagena.md``):

| rule | module |
|---|---|
| Startsituation: pirates, deal, row, who begins | ``setup.py``; components in ``cards.py`` |
| the tunnel of six pieces | ``tunnel.py`` |
| Spielverlauf: 1 to 3 actions, the end of a turn, a stuck player | ``turn.py`` |
| 1. Vorwärts ziehen, the boat | ``forward.py`` (``forward_target``) |
| 2. Zurück ziehen, drawing 1 or 2 | ``back.py`` (``backward_target``), ``drawing.py`` |
| Unterschiede zur Originalregel: the row, the versions | ``drawing.py``, ``setup.py`` |
| Spielende | ``ending.py`` |
| what each seat sees | ``view.py``, ``hidden.py`` |
| the action language | ``verbs.py``; ``rules.py`` dispatches to the frame on top |
"""

from __future__ import annotations

from collections.abc import Mapping
from operator import attrgetter

from ...engine.game import GameBase, GameFacts, Option, Variant
from ...engine.registry import register
from .bots import BOTS
from .chances import SEARCH
from .hidden import observe, resample_hidden
from .invariants import check
from .prepared import apply_position
from .projector import describe, render_projector
from .rules import Rules
from .setup import OPTIONS, setup, start
from .state import State
from .svg import render_svg
from .verbs import VERBS
from .view import view

FACTS = GameFacts(
    players=range(2, 6),
    minutes=(30, 60),
    age=8,
    published=2000,
    teams="none: every player for themselves",
    hidden_roles=False,
    mechanisms=("racing", "hand_management"),
    chance=(
        "the order of the symbols in the tunnel",
        "the deal and the order of the draw cards",
        "who begins",
    ),
    hidden="own hand of cards (open in the tortuga version); the order of the stock",
    sources=(
        "docs/rules/cartagena.md (the kit's rules page: every citation names a section)",
        "seed 003 (the German Cartagena-Online rules page)",
        "shared/rules/cartagena.md (compiled reference: the original versions, sources S1–S23)",
    ),
    default_players=4,  # no source recommends a count: the kit's middle of 2–5
    highlights=(
        ("forward", "moves forward"),
        ("back", "moves back (drawing cards)"),
        ("boat", "pirates reaching the boat"),
    ),
)


class Cartagena(Rules, GameBase[State]):
    name = "cartagena"
    title = "Cartagena"
    players = range(2, 6)
    options: Mapping[str, Option] = OPTIONS
    facts = FACTS
    verbs = VERBS
    bots = BOTS
    search = SEARCH
    summary_keys = ("turn", "players", "row", "stock")
    #: Bump when a change of the rules makes old saves replay differently (``GameBase``).
    rules_version = 1
    #: The other versions, each a conformance case (the seed's online version is the default):
    #: the originals differ in what a seat sees; the third set changes every assumed option.
    variants = (
        Variant({"variant": "jamaica"}),
        Variant({"variant": "tortuga"}, private=False),  # open hands: only the stock is hidden
        Variant(
            {
                "tunnel": "printed",
                "row_refill": "on_demand",
                "short_row": False,
                "reshuffle_discards": False,
                "back_from_boat": False,
                "stuck": "skip",
                "turn_limit": 400,
            }
        ),
    )


GAME = register(
    Cartagena(
        deal=setup,
        prepare=apply_position,
        begin=start,
        view=view,
        observe=observe,
        resample_hidden=resample_hidden,
        turns=attrgetter("turn_number"),
        svg=render_svg,
        check=check,
        projector=render_projector,
        describe=describe,
    )
)
