"""What the notebook and the command line call each measure and each statistic, in the reader's
language (the ``kit`` catalog): a title, and one sentence that says what the number means.

Keys are a measure's module (``decided``) or a statistic's ``measure`` field (``decided_at``),
so a chart of tidy rows finds its words by the row alone.
"""

from __future__ import annotations

from ..engine.i18n import Msg, text, translator

_ = translator("kit")

#: key -> (title, what it means)
WORDS: dict[str, tuple[Msg, Msg]] = {
    # the measures (modules of this package); "ladder" is also its statistic's name
    "ladder": (
        _.lazy("Skill ladder"),
        _.lazy(
            "How often one side wins when it plays one rung stronger than the others (random, "
            "the rule bot, search at growing budgets), against its fair share."
        ),
    ),
    "luck": (
        _.lazy("Luck"),
        _.lazy("How much of who wins the deal decides, whoever sits where."),
    ),
    "luck_share": (
        _.lazy("Luck share"),
        _.lazy(
            "The share of the outcome's spread that stays with the seat the deal favours when "
            "the same line-up is rotated through every seat (0: skill and seat decide; 1: the "
            "deal alone)."
        ),
    ),
    "decided": (
        _.lazy("When it is decided"),
        _.lazy("How early the winner goes ahead for good, and how often the lead changes."),
    ),
    "choices": (
        _.lazy("Real choices"),
        _.lazy("How often a player has more than one thing to do, and how many."),
    ),
    "hidden": (
        _.lazy("Hidden information"),
        _.lazy(
            "How much of the table the player to move cannot see, and how fast the teams come out."
        ),
    ),
    "secrecy": (
        _.lazy("Cost of secrecy"),
        _.lazy("How much more a thinking player wins when told every hidden fact."),
    ),
    "balance": (
        _.lazy("Balance"),
        _.lazy("Whether the seat or the team you are dealt decides who wins."),
    ),
    "length": (
        _.lazy("Length"),
        _.lazy("How long a game lasts: decisions, rounds and minutes at a table."),
    ),
    # the statistics (a row's ``measure``)
    "decided_at": (
        _.lazy("decided after"),
        _.lazy(
            "Share of the game after which the eventual winner stays ahead for good (0: from the start, 1: only at the end)."
        ),
    ),
    "lead_changes": (
        _.lazy("lead changes"),
        _.lazy("How often the side ahead changes, per 10 decisions."),
    ),
    "real_choice": (
        _.lazy("real choices"),
        _.lazy("Share of decisions with more than one legal action."),
    ),
    "options_median": (
        _.lazy("options when there is a choice"),
        _.lazy("Median number of legal actions at a decision with more than one."),
    ),
    "options_tenth": (
        _.lazy("options by tenth of the game"),
        _.lazy("Mean number of legal actions at the real choices of each tenth of the game."),
    ),
    "hidden_share": (
        _.lazy("hidden from the mover"),
        _.lazy(
            "Share of the game's components (cards, places, loyalties) the player to move cannot see."
        ),
    ),
    "belief_entropy_tenth": (
        _.lazy("uncertainty about the teams"),
        _.lazy(
            "Bits of uncertainty in a seat's exact belief about the other seats' teams, by tenth of the game (0: all known)."
        ),
    ),
    "secrecy_cost": (
        _.lazy("cost of secrecy"),
        _.lazy(
            "Win share of the search bot told every hidden fact minus the same bot on its own view."
        ),
    ),
    "win_told": (
        _.lazy("wins when told everything"),
        _.lazy("Win share of the search bot that sees every hidden fact."),
    ),
    "win_own": (
        _.lazy("wins on its own view"),
        _.lazy("Win share of the search bot that sees only what its seat may know."),
    ),
    "seat_balance": (
        _.lazy("seat balance"),
        _.lazy(
            "Ludii's balance: 1 minus the largest gap between two seats' win rates (1: every seat wins equally often)."
        ),
    ),
    "first_player": (
        _.lazy("first player wins"),
        _.lazy("How often the seat that moved first won, next to a seat's fair share."),
    ),
    "win_team": (
        _.lazy("team wins"),
        _.lazy("How often each team won, at each player count."),
    ),
    "team_balance": (
        _.lazy("team balance"),
        _.lazy("1 minus the largest gap between two teams' win rates, at each player count."),
    ),
    "decisions": (
        _.lazy("decisions"),
        _.lazy("Choices made by all seats in one game."),
    ),
    "rounds": (
        _.lazy("rounds"),
        _.lazy("Turns in one game divided by the number of players."),
    ),
    "minutes": (
        _.lazy("minutes at a table"),
        _.lazy("Decisions times the seconds a decision takes at a real table (an estimate)."),
    ),
}


def title(name: str) -> str:
    """The title of a measure or statistic, in the active language (the name if unknown)."""
    found = WORDS.get(name)
    return text(found[0]) if found else name


def description(name: str) -> str:
    """What a measure or statistic means, in one sentence, in the active language."""
    found = WORDS.get(name)
    return text(found[1]) if found else ""
