"""Rule references cited by Cartagena's events and errors, one place so the wording stays the same.

Every citation names a section of the kit's rules page, ``docs/rules/cartagena.md``; the seed
(the Cartagena-Online rules page, German) has no page numbers, so there is no ``rulebook p.``
part. ``ASSUMED`` marks a rule no source settles: its section, under "Assumptions", says what the
kit assumes and which option changes it.

>>> rule_url(BACK)
'docs/rules/cartagena.md#back'
"""

from __future__ import annotations

from ...engine import citations

GAME = "cartagena"
RULES_PAGE = citations.rules_page(GAME)

# ------------------------------------------------------------------ goal, components, setup
VERSIONS = "rules §versions"
TUNNEL = "rules §tunnel"
PRINTED = "rules §printed-segments · ASSUMED"
DECK = "rules §deck · ASSUMED"
SETUP = "rules §setup"
ROW = "rules §row"
FIRST_PLAYER = "rules §first-player · ASSUMED"
# ------------------------------------------------------------------ the turn
TURN = "rules §turn"
END_TURN = "rules §end-turn"
STUCK = "rules §stuck · ASSUMED"
# ------------------------------------------------------------------ the two actions
FORWARD = "rules §forward"
BOAT = "rules §boat"
BACK = "rules §back"
NO_SKIP = "rules §no-skip"
BACK_FROM_BOAT = "rules §back-from-boat · ASSUMED"
ROW_REFILL = "rules §row-refill · ASSUMED"
RESHUFFLE = "rules §reshuffle · ASSUMED"
# ------------------------------------------------------------------ the end
WIN = "rules §win"
DEADLOCK = "rules §deadlock · ASSUMED"
TURN_LIMIT = "rules §turn-limit"
ASSUMPTIONS = "rules §assumptions"


def rule_url(
    ref: str, base: str = citations.RULES_DIR, lang: str = citations.SOURCE_LANGUAGE
) -> str | None:
    """The link of citation ``ref``: ``<base>/cartagena.md#<anchor>`` (in ``lang``:
    ``<base>/<lang>/cartagena.md#<anchor>``), ``None`` without one."""
    return citations.rule_url(GAME, ref, base, lang)
