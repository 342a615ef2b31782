"""Rule references cited by Tortuga Gourmet's scores and errors, one place for the wording.

Every citation names a section of the kit's rules page, ``docs/rules/gourmet.md`` (pages are
named by the game's registered name, ``gourmet``: the engine and the widgets find them so),
which defines an anchor (``<a id="..."></a>``) for every ``rules §<anchor>`` below
(``tests/games/gourmet/test_gourmet_citations.py`` checks that each one resolves). ``ASSUMED``
marks a rule no source settles (reference §8.3, §12, §13); its section says what the kit
assumes and which option changes it.

>>> rule_url(SCORING)
'docs/rules/gourmet.md#scoring'
"""

from __future__ import annotations

from ...engine import citations

GAME = "gourmet"
RULES_PAGE = citations.rules_page(GAME)

# ------------------------------------------------------------------ components
COMPONENTS = "rules §components"
ISLAND_CARDS = "rules §island-cards · ASSUMED"
RECIPE_CARDS = "rules §recipe-cards · ASSUMED"
CARD_DATA = "rules §card-data · ASSUMED"
# ------------------------------------------------------------------ setup and turn
SETUP = "rules §setup"
FIRST_PLAYER = "rules §first-player · ASSUMED"
TURN = "rules §turn"
STUCK = "rules §stuck · ASSUMED"
HIDDEN = "rules §hidden"
# ------------------------------------------------------------------ movement
MOVEMENT = "rules §movement"
EMPTY_ISLANDS = "rules §empty-islands"
ZERO_ON_EMPTY = "rules §zero-on-empty-island · ASSUMED"
LONELY_ISLAND = "rules §lonely-island · ASSUMED"
CROWDED_ISLAND = "rules §crowded-island · ASSUMED"
# ------------------------------------------------------------------ the end
END = "rules §end"
PRESSURE_TEST = "rules §pressure-test"
FORGETFUL_PIRATES = "rules §forgetful-pirates"
# ------------------------------------------------------------------ scoring
SCORING = "rules §scoring"
SCORING_MODE = "rules §scoring-mode · ASSUMED"
SECRET_IN_MEATBALLS = "rules §secret-in-meatballs · ASSUMED"
TIE_BREAK = "rules §tie-break"
TIEBREAK_MEATBALLS = "rules §tiebreak-meatballs · ASSUMED"
FINAL_TIE = "rules §final-tie · ASSUMED"


def rule_url(
    ref: str, base: str = citations.RULES_DIR, lang: str = citations.SOURCE_LANGUAGE
) -> str | None:
    """The link of citation ``ref``: ``<base>/gourmet.md#<anchor>`` (in ``lang``:
    ``<base>/<lang>/gourmet.md#<anchor>``), ``None`` without one."""
    return citations.rule_url(GAME, ref, base, lang)
