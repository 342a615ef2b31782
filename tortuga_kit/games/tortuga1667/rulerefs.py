"""Rule references cited by events and errors, one place so the wording stays consistent.

Every citation names a section of the kit's rules page, ``docs/rules/tortuga1667.md``, and
where it can, the page of the official rulebook (the page numbers seed 000 cites). The parts
are joined by ``" · "`` (``tortuga_kit.engine.citations``):

- ``rules §<anchor>``: the section ``docs/rules/tortuga1667.md#<anchor>``, which explains the
  rule in plain words and names its sources (the seeds and ``shared/rules/tortuga_1667.md``);
- ``rulebook p.<pages>``: the rulebook page(s), e.g. ``p.4``, ``p.2–3``, ``p.4, p.6``;
- ``ASSUMED``: no source settles the rule; the section (under "Assumptions") says what the
  kit assumes and why.

They are short because the log shows them in brackets. ``rule_url`` turns one into a link.

>>> rule_url(PEEK)
'docs/rules/tortuga1667.md#peek'
>>> rule_url(PASS, base="../rules")
'../rules/tortuga1667.md#pass-when-stuck'
"""

from __future__ import annotations

from ...engine import citations

GAME = "tortuga1667"
#: The rules page, relative to the repository's top folder.
RULES_PAGE = citations.rules_page(GAME)

# ------------------------------------------------------------------ setup
SETUP = "rules §setup · rulebook p.2–3"
LOYALTY = "rules §loyalty · rulebook p.2"
VOTE_DECK = "rules §vote-deck · rulebook p.2"
EVENT_DECK = "rules §event-deck · rulebook p.2"
PAWNS = "rules §pawns · rulebook p.2–3"
START_CHESTS = "rules §chests · rulebook p.3"
# ------------------------------------------------------------------ positions and the turn
ROLES = "rules §positions · rulebook p.3"
SHIP_FULL = "rules §ship-full · rulebook p.3"
EMPTY_SHIP = "rules §empty-ship · rulebook p.6"
TURN = "rules §turn · rulebook p.3–4"
TWO_ACTIONS = "rules §two-players · rulebook p.3"
PASS = "rules §pass-when-stuck · ASSUMED"
# ------------------------------------------------------------------ the event row
PEEK = "rules §peek · rulebook p.4"
REVEAL = "rules §reveal · rulebook p.4"
FORCE = "rules §force · rulebook p.4"
# ------------------------------------------------------------------ rowboats and marooning
MOVE = "rules §rowboats · rulebook p.4, p.6"
ROWBOAT = "rules §maroon-rowboat · rulebook p.6"
MAROON = "rules §marooning · rulebook p.4, p.6"
MAROON_AGAIN = "rules §maroon-again · rulebook p.6"
CABIN_BOY = "rules §cabin-boy · rulebook p.4"
# ------------------------------------------------------------------ votes
VOTE = "rules §votes · rulebook p.5"
VOTERS = "rules §voters · rulebook p.5–6"
NO_CARDS = "rules §no-vote-cards · rulebook p.6"
ATTACK = "rules §attack · rulebook p.5"
LOOT = "rules §loot · rulebook p.5"
MUTINY = "rules §mutiny · rulebook p.5"
BRAWL = "rules §brawl · rulebook p.5"
VOTE_EXAMPLES = "rules §vote-examples · rulebook p.5"
# ------------------------------------------------------------------ event cards
MARQUE = "rules §letter-of-marque · rulebook p.7"
PISTOL = "rules §pistol · rulebook p.7"
ALBATROSS = "rules §albatross · rulebook p.7"
BLACK_SPOT = "rules §black-spot · rulebook p.7"
MAPS = "rules §treasure-maps · rulebook p.7"
ATLANTIS = "rules §atlantis · rulebook p.7"
EL_DORADO = "rules §el-dorado · rulebook p.7"
FOUNTAIN = "rules §fountain-of-youth · rulebook p.7"
STAR = "rules §star-cards · rulebook p.8"
EIGHT_BELLS = "rules §eight-bells · rulebook p.8"
STORMY_SEAS = "rules §stormy-seas · rulebook p.8"
STORMY_ROWBOAT = "rules §stormy-rowboat · ASSUMED"
BLACK_POWDER = "rules §black-powder · rulebook p.8"
POWDER_OCCUPANT = "rules §powder-occupant · ASSUMED"
# The five star cards whose text no source gives: guessed effects (option unverified_cards).
UNVERIFIED = "rules §guessed-stars · ASSUMED"
CABIN_FEVER = "rules §cabin-fever · ASSUMED"
CROWS_NEST = "rules §crows-nest · ASSUMED"
FACADE = "rules §facade · ASSUMED"
PIRATE_CODE = "rules §pirate-code · ASSUMED"
SCURVY = "rules §scurvy · ASSUMED"
# ------------------------------------------------------------------ the end
ARMADA = "rules §armada · rulebook p.6, p.8"
END_PHASE = "rules §end-phase · rulebook p.6"
ARMADA_LAST = "rules §armada-last · rulebook p.6"
TIE_ODD = "rules §tie-odd · rulebook p.6"
TIE_EVEN = "rules §sudden-death · rulebook p.6"
RESHUFFLE = "rules §reshuffle · ASSUMED"
TURN_LIMIT = "rules §turn-limit"
# ------------------------------------------------------------------ the assumptions badge
# The sections ``setup.assumptions`` points to (each view lists the assumed data it uses).
ASSUMPTIONS = "rules §assumptions"
VOTE_DECK_MIX = "rules §vote-deck-mix · ASSUMED"
QUICK_START = "rules §quick-start-layout · ASSUMED"
BLIND_REMOVAL = "rules §blind-removal · ASSUMED"
ODDS_MODEL = "rules §odds-model"


def rule_url(
    ref: str, base: str = citations.RULES_DIR, lang: str = citations.SOURCE_LANGUAGE
) -> str | None:
    """The link of citation ``ref``: ``<base>/tortuga1667.md#<anchor>`` (in ``lang``:
    ``<base>/<lang>/tortuga1667.md#<anchor>``), ``None`` without one.

    ``base`` is the rules folder as the reader reaches it (relative to the repository's top
    folder by default; ``"../rules"`` from a notebook in ``notebooks/tortuga/``, or a
    URL). Any text that quotes a citation works, e.g. an assumption from ``view["assumptions"]``.
    """
    return citations.rule_url(GAME, ref, base, lang)
