"""Rule references cited by Kutschfahrt's results and errors, one place for the wording.

Every citation names a section of the kit's rules page ``docs/rules/kutschfahrt.md`` (pages are
named by the game's registered name), which defines an ``<a id="..."></a>`` anchor for each one.
``ASSUMED`` marks a rule no source settles (reference tags [A] and [D]).
"""

from __future__ import annotations

from ...engine import citations

GAME = "kutschfahrt"
RULES_PAGE = citations.rules_page(GAME)

COMPONENTS = "rules §components"
ITEMS = "rules §items"
PROFESSIONS = "rules §professions"
TRADE = "rules §trade"
TRADE_EFFECTS = "rules §trade-effects"
FIGHT = "rules §fight"
FIGHT_SUPPORT = "rules §fight-support"
FIGHT_EFFECTS = "rules §fight-effects"
FIGHT_SCORE = "rules §fight-score"
FIGHT_TIE = "rules §fight-tie"
VICTORY = "rules §victory"
COAT_OF_ARMS = "rules §coat-of-arms"
TRAITOR = "rules §traitor"
# Assumptions of trading and victory (reference [A]/[D]), each under the page's Assumptions.
EMPTY_HAND_TRADE = "rules §empty-hand-trade · ASSUMED"
EFFECT_ORDER = "rules §effect-order · ASSUMED"
OPTIONAL_EFFECTS = "rules §optional-effects · ASSUMED"
ONE_TRANK = "rules §one-trank · ASSUMED"
TRAITOR_LOSES = "rules §traitor-loses · ASSUMED"
PEARL_ALLY = "rules §pearl-ally · ASSUMED"
PEARL_SOLO = "rules §pearl-solo · ASSUMED"
WRONG_SOLO = "rules §wrong-solo · ASSUMED"
TRAITOR_BAGS = "rules §traitor-bags · ASSUMED"


def rule_url(
    ref: str, base: str = citations.RULES_DIR, lang: str = citations.SOURCE_LANGUAGE
) -> str | None:
    """The link of citation ``ref``: ``<base>/kutschfahrt.md#<anchor>`` (in ``lang``:
    ``<base>/<lang>/kutschfahrt.md#<anchor>``), ``None`` without one."""
    return citations.rule_url(GAME, ref, base, lang)


# Fighting's assumptions (fight/rules.py); each anchor lies under the page's "Assumptions" part.
FIGHT_ASSUMPTIONS = "rules §fight-assumptions · ASSUMED"
FIGHT_DUELIST = "rules §fight-duelist · ASSUMED"
FIGHT_ABSINTHE = "rules §fight-absinthe · ASSUMED"
FIGHT_HONOUR = "rules §fight-honour · ASSUMED"

# Setup and the hand limit (setup.py); the assumptions lie under the page's "Assumptions" part.
SETUP = "rules §setup"
HAND_LIMIT = "rules §hand-limit"
SETUP_SOCIETIES = "rules §setup-societies · ASSUMED"
SETUP_ONE_ITEM = "rules §setup-one-item · ASSUMED"
SETUP_THREE_PLAYERS = "rules §setup-three-players · ASSUMED"
SETUP_COAT = "rules §setup-coat · ASSUMED"
SETUP_START = "rules §setup-start · ASSUMED"
SETUP_EXPANSION = "rules §setup-expansion · ASSUMED"
GIFT_RECIPIENT = "rules §gift-recipient · ASSUMED"

# The match (turn.py, trade/play.py, fight/, victory/play.py, holdings.py).
TURN = "rules §turn"
LOOKS = "rules §looks"
TURN_CAP = "rules §turn-cap · ASSUMED"
PRIEST = "rules §priest"
PRIEST_ATTACKER = "rules §priest-attacker · ASSUMED"
HYPNOTIST = "rules §hypnotist"
DOCTOR = "rules §doctor · ASSUMED"
REWARD = "rules §fight-reward"
LAST_ITEM = "rules §last-item"
DIPLOMAT = "rules §diplomat · ASSUMED"
CLAIRVOYANT = "rules §clairvoyant · ASSUMED"
SEXTANT = "rules §sextant"
COAT = "rules §coat · ASSUMED"
TOME = "rules §tome"
# The expansion in play (coach.py, fight/, trade/play.py, turn.py, victory/play.py).
REVENGE = "rules §revenge · ASSUMED"
EVENTS = "rules §events · ASSUMED"
COACHMAN = "rules §coachman · ASSUMED"
SUNRISE = "rules §sunrise"
CHOOSE_PROFESSION = "rules §choose-profession"
AFTER_FIGHT = "rules §after-fight · ASSUMED"
ADVOCATE = "rules §advocate · ASSUMED"
FORTUNE_TELLER = "rules §fortune-teller · ASSUMED"
FENCE = "rules §fence · ASSUMED"
MERCHANT = "rules §merchant · ASSUMED"
CUTPURSE = "rules §cutpurse"
ILLUSIONIST = "rules §illusionist · ASSUMED"
CRYSTAL_BALL = "rules §crystal-ball · ASSUMED"
GOLD_SCALE = "rules §gold-scale · ASSUMED"
