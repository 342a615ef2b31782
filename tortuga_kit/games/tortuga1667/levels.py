"""Tortuga 1667's levels for the learn widget (``tortuga_kit.learn``), in teaching order.

Each level is a prepared position (``prepared.py``): four players, the learner is Anne (seat 0),
Captain of the Flying Dutchman with Bart as her crew; Calico captains the Jolly Roger and Dirk
waits on Tortuga (two players: Anne and Bart, one ship each). The other seats are played by the
random bot. A level reads its match only through views, like ``lessons.py``; its texts name what
the learner does, never the move that does it. The levels do not yet cover every section of
``docs/rules/tortuga1667.md``: ``tests/learn/test_levels.py`` lists the uncited ones
(``UNCITED_YET``, which may only shrink).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...engine.i18n import translator
from ...engine.match import Match, new_match
from ...learn.level import Level

_ = translator("tortuga1667")

#: Every level's seed: the same deal and the same replies on every try.
SEED = 28
LINES = {"fd": ["Anne", "Bart"], "jr": ["Calico"], "tortuga": ["Dirk"]}
ROW = ["albatross", "black_spot", "letter_of_marque", "pistol", "atlantis"]
#: A row whose cards move nobody (treasure maps and letters): a vote level's goal is the vote's.
QUIET_ROW = ["atlantis", "el_dorado", "letter_of_marque", "fountain_of_youth", "letter_of_marque"]


def position(players: int = 4, **keys: Any) -> Callable[[], Match]:
    """A level's ``start``: ``LINES`` (or the keys' own), Anne to move, the row ``ROW``."""
    pos: dict[str, Any] = {"lines": LINES, "row": ROW, "turn": "Anne", **keys}

    def start() -> Match:
        return new_match("tortuga1667", players, SEED, position=pos)

    return start


# ------------------------------------------------------------------ reading the match
def _where(m: Match) -> dict[str, str]:
    return {p["name"]: p["location"] for p in m.view()["players"]}


def known(n: int) -> Callable[[Match], bool]:
    """Done when Anne has seen ``n`` event cards of the row."""
    return lambda m: len(m.view(0)["you"]["known"]) >= n


def stands(name: str, place: str) -> Callable[[Match], bool]:
    return lambda m: _where(m).get(name, "").startswith(place)


def chests_aboard(n: int) -> Callable[[Match], bool]:
    """Done when the Flying Dutchman's holds have ``n`` chests."""
    return lambda m: sum(m.view()["ships"]["fd"]["holds"].values()) >= n


def captain(m: Match) -> bool:
    """Done when Anne captains the Flying Dutchman."""
    return bool(m.view()["ships"]["fd"]["captain"] == 0)


def british_treasure(n: int) -> Callable[[Match], bool]:
    """Done when Tortuga's British treasure area holds ``n`` chests."""
    return lambda m: m.view()["tortuga"]["treasure"]["british"] >= n


def won(m: Match) -> bool:
    r = m.result
    return r is not None and 0 in r.winners


def revealed(m: Match) -> bool:
    """Done when an event card of the row has been revealed: it lies face up, is spent, or is
    the Albatross someone now holds (a revealed card's space is filled again face down)."""
    v = m.view()
    held = any(p["albatross"] for p in v["players"])
    return held or bool(v["discard"]) or any(slot["card"] for slot in v["row"])


def _level(
    slug: str,
    title: Any,
    goal: Any,
    rules: tuple[str, ...],
    hints: tuple[Any, ...],
    lesson: Any,
    solution: tuple[str, ...],
    start: Callable[[], Match],
    done: Callable[[Match], bool],
    offered: tuple[str, str] | None = None,
) -> Level:
    return Level(
        id=f"tortuga1667/{slug}",
        title=title,
        goal=goal,
        rules=rules,
        par=len(solution),
        hints=hints,
        lesson=lesson,
        solution=solution,
        start=start,
        done=done,
        offered=offered[0] if offered else None,
        offered_rule=offered[1] if offered else None,
    )


HANDS: Mapping[str, list[str]] = {
    "Anne": ["cannon/british/skull", "water/french/wheel", "water/british/wheel"],
    "Bart": ["fire/french/wheel", "fire/british/skull", "fire/french/skull"],
}

#: British Anne and Bart against French Calico and Dirk (4 players: no Dutchman).
LOYALTY = {"Anne": "british", "Bart": "british", "Calico": "french", "Dirk": "french"}

LEVELS: tuple[Level, ...] = (
    _level(
        "peek",
        _.lazy("A secret look"),
        _.lazy("Look at two event cards of the row in secret."),
        ("goal", "turn", "event-row", "peek"),
        (
            _.lazy("Each turn you take one action."),
            _.lazy("Click two face-down cards of the event row."),
        ),
        _.lazy("Looking at two event cards is an action; only you learn what they are."),
        ("peek 1 2",),
        position(),
        known(2),
    ),
    _level(
        "maroon",
        _.lazy("Maroon a sailor"),
        _.lazy("As Captain, send a sailor from your own ship to Tortuga."),
        ("marooning", "positions", "pawns"),
        (
            _.lazy("A Captain may maroon a pawn of their own ship, no other."),
            _.lazy("Who sails with you on the Flying Dutchman?"),
        ),
        _.lazy("The Captain maroons a pawn of the own ship to the back of Tortuga."),
        ("maroon Bart",),
        position(),
        stands("Bart", "tortuga"),
        offered=("maroon Calico", "marooning"),
    ),
    _level(
        "rowboat",
        _.lazy("The rowboat"),
        _.lazy("Leave your ship."),
        ("rowboats", "ship-full", "empty-ship"),
        (
            _.lazy("Ships and Tortuga are linked only through the rowboats."),
            _.lazy("Each ship has one rowboat beside it."),
        ),
        _.lazy("Between a ship and Tortuga lies a rowboat: you move one step at a time."),
        ("move fd-boat",),
        position(),
        stands("Anne", "fd-boat"),
        offered=("move tortuga", "rowboats"),
    ),
    _level(
        "attack",
        _.lazy("Attack the galleon"),
        _.lazy("Win a chest from the Spanish galleon for your ship."),
        ("attack", "votes", "voters", "loot", "vote-deck"),
        (
            _.lazy("An attack needs at least one cannon and one fire left after water."),
            _.lazy("Bart holds only fire, and the vote deck's top card joins the vote."),
        ),
        _.lazy("Water puts out fire; an attack with a cannon and a fire left wins one chest."),
        ("attack", "vote cannon/british/skull", "loot british"),
        position(hands=HANDS, vote_top=["cannon/french/skull"]),
        chests_aboard(2),
    ),
    _level(
        "two-players",
        _.lazy("Two actions"),
        _.lazy("With two players, look at four event cards in one turn."),
        ("two-players", "small-games"),
        (
            _.lazy("With two players each turn has two actions."),
            _.lazy("Each look shows two cards."),
        ),
        _.lazy("At two players a turn has two actions."),
        ("peek 1 2", "peek 3 4"),
        position(
            players=2,
            lines={"fd": ["Anne"], "jr": ["Bart"], "tortuga": []},
            row=["black_spot", "letter_of_marque", "pistol", "atlantis", "el_dorado"],
        ),
        known(4),
    ),
    _level(
        "reveal",
        _.lazy("Reveal a card"),
        _.lazy("Turn an event card face up for everyone."),
        ("reveal", "event-cards", "albatross"),
        (
            _.lazy("A revealed card takes effect at once."),
            _.lazy("Any face-down card of the row will do."),
        ),
        _.lazy("Revealing an event card is an action, and the card takes effect."),
        ("reveal 1",),
        position(),
        revealed,
    ),
    _level(
        "force",
        _.lazy("Force a reveal"),
        _.lazy("Make another player reveal one of two event cards you choose."),
        ("force",),
        (
            _.lazy("You pick two cards and a player; that player picks which one is revealed."),
            _.lazy("Calico will choose for you."),
        ),
        _.lazy("Forcing a reveal lets another player choose which of your two cards is shown."),
        ("force Calico 1 2",),
        position(),
        revealed,
    ),
    _level(
        "mutiny",
        _.lazy("Mutiny"),
        _.lazy("You are First Mate of the Flying Dutchman: become its Captain."),
        ("mutiny", "vote-examples"),
        (
            _.lazy("A mutiny counts the bottom symbol of each vote card: skulls against wheels."),
            _.lazy("A tie changes nothing: the mutiny needs more skulls than wheels."),
        ),
        _.lazy("A mutiny succeeds only with more skulls than wheels; a tie keeps the Captain."),
        ("mutiny", "vote cannon/british/skull"),
        position(
            lines={"fd": ["Bart", "Anne"], "jr": ["Calico"], "tortuga": ["Dirk"]},
            hands={
                "Anne": ["cannon/british/skull", "water/french/wheel", "fire/british/wheel"],
                "Bart": ["fire/french/wheel", "cannon/british/wheel", "water/french/wheel"],
            },
            vote_top=["water/british/skull"],
            row=QUIET_ROW,
        ),
        captain,
    ),
    _level(
        "brawl",
        _.lazy("Brawl on Tortuga"),
        _.lazy("You are Governor of Tortuga: bring both of its chests to the British."),
        ("brawl", "chests", "loyalty"),
        (
            _.lazy("A brawl counts the flags in the middle of each vote card."),
            _.lazy("More British flags send both chests to the British area."),
        ),
        _.lazy("A brawl's majority of flags takes both of Tortuga's chests; a tie splits them."),
        ("brawl", "vote cannon/british/skull"),
        position(
            lines={"fd": ["Bart"], "jr": ["Calico"], "tortuga": ["Anne", "Dirk"]},
            hands={
                "Anne": ["cannon/british/skull", "water/french/wheel", "fire/french/wheel"],
                "Dirk": ["fire/french/wheel", "cannon/french/wheel", "water/french/skull"],
            },
            vote_top=["water/british/skull"],
            loyalty=LOYALTY,
            row=QUIET_ROW,
        ),
        british_treasure(2),
    ),
    _level(
        "armada",
        _.lazy("The Spanish Armada"),
        _.lazy("Your team has more chests, and you know where the Armada lies: end the game."),
        ("armada", "end", "event-deck"),
        (
            _.lazy("The game ends the moment the Spanish Armada is revealed."),
            _.lazy("You saw that card earlier in secret."),
        ),
        _.lazy("Revealing the Spanish Armada ends the game: the team with more chests wins."),
        ("reveal 1",),
        position(
            row=["spanish_armada", "black_spot", "letter_of_marque", "pistol", "atlantis"],
            known={"Anne": {"1": "spanish_armada"}},
            loyalty=LOYALTY,
            chests={
                "galleon": 2,
                "fd": {"british": 2, "french": 0},
                "jr": {"british": 1, "french": 1},
                "tortuga": {"british": 1, "french": 1},
            },
        ),
        won,
    ),
    _level(
        "pistol",
        _.lazy("The Pistol"),
        _.lazy("You know the first card of the row: use it to send Calico to Tortuga."),
        ("pistol", "event-cards"),
        (
            _.lazy("An event card you reveal takes effect for you."),
            _.lazy("The Pistol maroons any other player."),
        ),
        _.lazy("The Pistol maroons any other player, wherever they stand."),
        ("reveal 1", "shoot Calico"),
        position(
            row=["pistol", "letter_of_marque", "atlantis", "el_dorado", "fountain_of_youth"],
            known={"Anne": {"1": "pistol"}},
        ),
        stands("Calico", "tortuga"),
    ),
)
