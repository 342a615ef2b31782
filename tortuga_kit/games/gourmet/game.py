"""Tortuga Gourmet (Red Glove, 2021): a set-collection race round a ring of 12 islands.

Contract (OpenSpiel style):
- players: 2–5, seats 0..n-1; turns go clockwise (seat order) from the first player.
- chance: the shuffle of the 84 island cards into 12 piles, the recipe cards dealt, the
  starting island and the first player, all from the match's seeded RNG.
- hidden information: the cards below each pile's top; hands and pantries are shown only to
  their owners (the pantry not even to them under Forgetful Pirates) (``hidden.py``).
- options: ``OPTIONS`` in ``setup.py``; the card data (``card_data.json``) is a placeholder,
  and every view says so, with the other assumed readings.
- positions: ``position=`` sets parts of a seeded setup (``prepared.py``).
- result: every seat's score (``scoring.score``) and the ranking by points, recipes, fewer
  fish food; the winners are the first tier.

Where each rule lives (seed 004's headings; the kit's rules page ``docs/rules/gourmet.md``):

| rule | module |
|---|---|
| Components, the card data | ``cards.py``, ``card_data.json``, ``carddata.py`` |
| Setup | ``setup.py`` |
| How to Play: a turn, the cards | ``turn.py`` |
| sailing, emptied islands, the maps | ``moving.py`` (``move_target``, ``map_targets``) |
| End of the Game | ``ending.py`` |
| Scoring, the tie-break | ``scoring.py`` (``score``), ``ending.py`` |
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
from .setup import OPTIONS, setup
from .state import State
from .svg import render_svg
from .turn import start
from .verbs import VERBS
from .view import view

FACTS = GameFacts(
    players=range(2, 6),
    minutes=(20, 45),
    age=7,
    published=2021,
    teams="none: every player for themselves",
    hidden_roles=False,
    mechanisms=("set_collection", "hand_management"),
    chance=(
        "the shuffle of the island cards into the 12 piles",
        "the recipe cards dealt",
        "the starting island and who begins",
    ),
    hidden=(
        "own hand and pantry (the pantry not even to its owner under Forgetful Pirates); "
        "the cards below each island's top"
    ),
    sources=(
        "docs/rules/gourmet.md (the kit's rules page: every citation names a section)",
        "seed 004 (the English rulebook text)",
        "shared/rules/tortuga_gourmet.md (compiled reference: reviews S2, S3; placeholders)",
    ),
    default_players=4,  # no source recommends a count: the kit's middle of 2–5
    highlights=(
        ("sail", "sailing to another island"),
        ("discard", "stuck: a card played without sailing"),
        ("emptied", "islands emptied"),
    ),
)


class Gourmet(Rules, GameBase[State]):
    name = "gourmet"
    title = "Tortuga Gourmet"
    players = range(2, 6)
    options: Mapping[str, Option] = OPTIONS
    facts = FACTS
    verbs = VERBS
    bots = BOTS
    search = SEARCH
    summary_keys = ("turn", "players", "islands")
    #: Bump when a change of the rules makes old saves replay differently (``GameBase``).
    rules_version = 1
    #: The variants of the rulebook and the other readings, each a conformance case.
    variants = (
        Variant({"forgetful_pirates": True}),
        Variant({"piles_to_end": 4}),
        Variant(
            {
                "scoring_mode": "recipes_first_points",
                "secret_in_meatballs": True,
                "tiebreak_counts_meatballs": True,
                "final_tie": "no_winner",
                "zero_move_from_empty_island": "stay",
                "lonely_own_island": False,
                "crowded_counts_self": True,
                "stuck_rule": "pass",
                "first_player": 1,
            }
        ),
    )


GAME = register(
    Gourmet(
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
