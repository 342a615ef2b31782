"""Kutschfahrt zur Teufelsburg (Michael Palm, Lukas Zach; Adlung-Spiele 2006): two secret
societies on a coach ride, items that change hands face down, fights and victory claims.

Contract (OpenSpiel style):
- players: 3–10, seats 0..n-1 clockwise; after a turn the left neighbour (seat + 1) plays.
- chance: the deal (societies, professions, starting items, the draw pile, the start player;
  ``setup/rules.py``, ``deal``) and the Clairvoyant's shuffle, all from the match's seed.
- hidden information: societies, face-down professions, items, the pile; every private look
  reaches only its looker, and each seat's view carries its knowledge sheet (``view.py``,
  ``hidden.py``, ``knowledge.py``).
- options: ``OPTIONS`` in ``options.py``; the assumed readings are listed in every view.
- result: the winning seats (a society, or one player for a solo win), ``winning_team`` the
  society or ``"coat_of_arms"`` / ``"traitor"``; no winner at the kit's turn cap.

Where each rule lives (seed 002's headings; the kit's rules page ``docs/rules/kutschfahrt.md``):

| rule | module |
|---|---|
| Components | ``cards.py`` |
| 2. Reisevorbereitung (setup), Handkartenlimit | ``setup/rules.py`` (``deal``, the hand limit), ``setup/play.py`` (``setup``: the match's state), ``options.py``, ``holdings.py`` |
| 3. a turn | ``turn.py`` (with the professions used in it) |
| B. trading | ``trade/rules.py`` (``trade_rules``, ``trade_effects``), ``trade/play.py`` |
| C. fighting | ``fight/rules.py`` (``resolve_fight``); in play ``fight/`` one module per phase |
| D. declaring victory | ``victory/rules.py`` (``check_claim``), ``victory/play.py`` |
| 4. professions | ``turn.py`` (in one's own turn, and the choice at setup), ``fight/``; who holds which: ``holdings.py`` |
| private looks, the knowledge sheet | ``knowledge.py``, ``view.py``, ``hidden.py`` |
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
from .options import OPTIONS
from .prepared import prepare
from .projector import describe, render_projector
from .rules import Rules
from .setup.play import setup
from .state import State
from .svg import render_svg
from .turn import start
from .verbs import VERBS
from .view import view

FACTS = GameFacts(
    players=range(3, 11),
    minutes=(30, 60),
    age=12,
    published=2006,
    teams="two secret societies (the Order, the Brotherhood); solo wins possible",
    hidden_roles=True,
    mechanisms=(
        "hidden_roles",
        "secret_teams",
        "trading",
        "fighting",
        "set_collection",
        "deduction",
        "bluffing",
    ),
    chance=(
        "the deal of societies, professions and starting items",
        "the order of the item draw pile",
    ),
    hidden=(
        "own society, profession and items; what each private look showed (the knowledge "
        "sheet); the draw pile"
    ),
    sources=(
        "docs/rules/kutschfahrt.md (the kit's rules page: every citation names a section)",
        "seed 002 (German rules summary)",
        "shared/rules/kutschfahrt.md (compiled reference with confidence tags)",
    ),
    default_players=5,  # no source recommends a count: the bench's, with the Trank in play
    highlights=(
        ("attack", "fights"),
        ("offer", "trade offers"),
        ("accept", "trades accepted"),
        ("declare", "victory claims"),
        ("claim_wrong", "wrong claims"),
    ),
)


class Kutschfahrt(Rules, GameBase[State]):
    name = "kutschfahrt"
    title = "Kutschfahrt zur Teufelsburg"
    players = range(3, 11)
    options: Mapping[str, Option] = OPTIONS
    facts = FACTS
    verbs = VERBS
    bots = BOTS
    search = SEARCH
    summary_keys = ("turn", "players", "draw_pile")
    #: Bump when a change of the rules makes old saves replay differently (``GameBase``).
    rules_version = 1
    #: Golden playthroughs of the expansion too (``engine.playthrough``).
    golden_modules = {"expansion": {"expansion": True}}
    #: The expansion and the other readings of the assumed facts, each a conformance case.
    variants = (
        Variant({"expansion": True}),
        Variant(
            {
                "expansion": True,
                "sunrise_last": False,
                "coach_to_winner": False,
                "coachman_may_draw": False,
                "sealed": False,
                "revenge_tokens": False,
                "passive_events_last": "one_turn",
                "pile_card_effects": False,
                "fence_looks": False,
                "doctor_stops_looks": False,
                "alliance_shows": "everyone",
                "coachman_changes": 1,
                "advocate_timing": "after_reveal",
                "passenger_stops_doctor": True,
                "illusionist_copy": "one_use",
                "absinthe_takes": "held",
            }
        ),
        Variant(
            {
                "sealed": False,
                "three_player_deal": "draw",
                "gifts_below_limit": False,
                "effect_order": "offerer_first",
                "truth_shows_profession": False,
                "doctor_cancels_tie": False,
                "doctor_reach": "fighters",
                "priest_attacker": True,
                "start_player": 0,
                "duelist_bonus": 0,
                "coat_take_back": True,
                "pearl_blocks_solo": True,
                "offer_to_empty_hand": True,
                "mercenary_coat_of_arms": True,
                "wrong_solo": "loses",
                "optional_effects": "none",
                "pearl_ally": False,
                "doctor_after_poisoner": False,
                "diplomat_timing": "before_or_after",
            }
        ),
    )


GAME = register(
    Kutschfahrt(
        deal=setup,
        prepare=prepare,
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
