"""Tortuga 1667 (Facade Games, 2017): British against French pirates with secret loyalties.

Contract (OpenSpiel style):
- players: 2–9, seats 0..n-1; turn order is seat order from the Jolly Roger's Captain.
- chance: shuffles, the top vote card, random vote-card losses and Eight Bells, all from the
  match's seeded RNG.
- hidden information: loyalty, vote hands, peeked cards (``hidden.py``); ``view(seat)`` masks
  the rest, ``observe(seat)`` is a bot's share of it.
- options: see ``OPTIONS`` in ``setup.py``; those marked ``assumption`` exist because no source
  pins the fact down, and every view lists the assumed data the match uses.
- positions: ``position=`` takes a plain dict in the shape of ``State.to_dict()`` (see
  ``prepared.py``).
- result: the nation with more chests wins; ``scores`` give each seat its nation's chests.

Where each rulebook section lives (seed 000's headings, rulebook pages):

| rulebook section | module |
|---|---|
| Aufbau (p.2–3), the starting chests | ``setup.py`` (``Hold``), components in ``cards.py`` |
| Positionen (p.3) | ``places.py``; the state itself in ``state.py`` |
| So läuft ein Zug ab (p.3–4) | ``turn.py`` |
| Alle: Ereigniskarten ansehen, aufdecken, zwingen (p.4) | ``events/row.py`` |
| Alle: Ruderboot (p.4, p.6) | ``rowboats.py`` |
| Kapitän: aussetzen; Aussetzen (p.4, p.6) | ``marooning.py`` |
| Schiffsjunge: schmuggeln (p.4) | ``smuggling.py`` |
| Abstimmungen: Angriff, Meuterei, Schlägerei (p.5) | ``votes/play.py`` (flow), ``votes/rules.py`` (outcome) |
| Ereigniskarten (p.7–8) | ``events/helpful.py``, ``hurtful.py``, ``maps.py``, ``stars.py`` |
| Spielende und Wertung (p.6, p.8) | ``ending.py`` |
| hidden information (p.2–3, p.5) | ``hidden.py``, ``view.py`` |
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
    players=range(2, 10),
    minutes=(20, 40),
    age=13,
    published=2017,
    teams="two secret teams (British, French); with an odd count one Dutch player wins ties",
    hidden_roles=True,
    mechanisms=("hidden_roles", "secret_teams", "voting", "bluffing", "take_that"),
    chance=(
        "the loyalty deal",
        "the pawns drawn from the bag",
        "the order of the event deck",
        "the top card of the vote deck joins every vote",
        "a random vote card lost when marooned again",
    ),
    hidden="own loyalty card, own vote hand, the event cards one has looked at",
    sources=(
        "docs/rules/tortuga1667.md (the kit's rules page: every citation names a section)",
        "seed 000 (German FAQ and summary; its page numbers are the rulebook's)",
        "seed 001 (Korean summary)",
        "shared/rules/tortuga_1667.md (compiled reference)",
    ),
    default_players=6,  # seed 000: a review finds it "ab sechs Spielern richtig gut"
    highlights=(
        ("mutiny_vote", "mutinies"),
        ("brawl_vote", "brawls"),
        ("attack_vote", "attacks on the galleon"),
        ("maroon", "marooning"),
    ),
    tie_break_tags=("dutch_tie", "sudden_death"),
)


class Tortuga1667(Rules, GameBase[State]):
    name = "tortuga1667"
    title = "Tortuga 1667"
    players = range(2, 10)
    options: Mapping[str, Option] = OPTIONS
    facts = FACTS
    verbs = VERBS
    bots = BOTS
    search = SEARCH
    summary_keys = ("galleon", "ships", "tortuga", "boats", "row", "scores")
    #: Bump when a change of the rules makes old saves replay differently (``GameBase``).
    rules_version = 1
    #: Variants that change what a seat sees, each a conformance case.
    variants = (
        Variant({"open_loyalty": True}),
        Variant({"chaos": True, "unverified_cards": True}),
    )


GAME = register(
    Tortuga1667(
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
