"""Tortuga 1667's levels for the learn widget (``tortuga_kit.learn``), in teaching order.

Most levels are a prepared position (``prepared.py``): four players, the learner is Anne (seat 0),
Captain of the Flying Dutchman with Bart as her crew; Calico captains the Jolly Roger and Dirk
waits on Tortuga (two players: Anne and Bart, one ship each). The other seats are played by the
random bot. Levels of a variant or a guessed star card pass the match's options; a few start
from a real seeded deal (``real_deal``), where Anne chooses her ship's starting chest first.

A level reads its match only through views, the log and the result, like ``lessons.py``: where
the others may undo what the learner did (a pawn moved, a card seen), the goal is read from the
log as an effect of one of Anne's own steps (``by_anne``). Its texts name what the learner
does, never the move that does it. Together the levels cite every rule section of
``docs/rules/tortuga1667.md`` (``tests/learn/test_levels.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from ...engine.citations import rule_anchor
from ...engine.i18n import translator
from ...engine.match import Match, new_match
from ...learn.level import Level, make_level

_ = translator("tortuga1667")

#: Every level's seed: the same deal and the same replies on every try.
SEED = 28
LINES = {"fd": ["Anne", "Bart"], "jr": ["Calico"], "tortuga": ["Dirk"]}
ROW = ["albatross", "black_spot", "letter_of_marque", "pistol", "atlantis"]
#: A row whose cards move nobody (treasure maps and letters): a vote level's goal is the vote's.
QUIET_ROW = ["atlantis", "el_dorado", "letter_of_marque", "fountain_of_youth", "letter_of_marque"]


def position(
    players: int = 4, options: Mapping[str, Any] | None = None, **keys: Any
) -> Callable[[], Match]:
    """A level's ``start``: ``LINES`` (or the keys' own), Anne to move, the row ``ROW``;
    ``options`` are the match's options (a variant)."""
    pos: dict[str, Any] = {"lines": LINES, "row": ROW, "turn": "Anne", **keys}
    opts = dict(options or {})

    def start() -> Match:
        return new_match("tortuga1667", players, SEED, position=pos, **opts)

    return start


#: A seed whose deal makes Anne Captain of the Flying Dutchman, first to choose her chest.
DEAL_SEED = 21


def real_deal(seed: int = DEAL_SEED, **options: Any) -> Callable[[], Match]:
    """A level's ``start`` from a real seeded deal (no prepared position), with ``options``;
    ``seed`` must make Anne the first to choose a starting chest."""

    def start() -> Match:
        return new_match("tortuga1667", 4, seed, **options)

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


def lost_a_card(m: Match) -> bool:
    """Done when Anne has lost a vote card for the rest of the game."""
    return bool(m.view()["players"][0]["lost_cards"] >= 1)


def french_aboard(m: Match) -> bool:
    """Done when the Flying Dutchman's French hold has a chest."""
    return bool(m.view()["ships"]["fd"]["holds"]["french"] >= 1)


def jr_emptied(m: Match) -> bool:
    """Done when the Jolly Roger's holds are empty."""
    return bool(sum(m.view()["ships"]["jr"]["holds"].values()) == 0)


def holds_map(name: str, card: str) -> Callable[[Match], bool]:
    """Done when ``name`` holds the treasure map ``card`` (its title in the view)."""

    def done(m: Match) -> bool:
        return any(p["name"] == name and card in p["maps"] for p in m.view()["players"])

    return done


def spent(title: str) -> Callable[[Match], bool]:
    """Done when the event card ``title`` lies on the discard pile."""
    return lambda m: title in m.view()["discard"]


def sudden_death(m: Match) -> bool:
    return bool(m.view()["sudden_death"])


def loyal_to(nation: str) -> Callable[[Match], bool]:
    """Done when Anne's own loyalty card is ``nation``'s (a swap has happened)."""
    return lambda m: m.view(0)["you"]["loyalty"] == nation


def tagged(tag: str) -> Callable[[Match], bool]:
    """Done when the public log has an event tagged ``tag`` (after the start)."""
    return lambda m: any(e["step"] > 0 and e.get("tag") == tag for e in m.log(0))


def stopped(m: Match) -> bool:
    """Done when the match is over and nobody won."""
    r = m.result
    return r is not None and not r.winners


def card_row(card: str) -> list[str]:
    """A row whose first card is ``card``; the others can be played by anyone, the level's
    goal still asks for the learner's own use of the first one (``by_anne``)."""
    return [card, "letter_of_marque", "albatross", "letter_of_marque", "albatross"]


def by_anne(anchor: str) -> Callable[[Match], bool]:
    """Done when a step of Anne's made an event under the rule section ``anchor``: the effect
    was hers, whatever the others did since (they may undo where it left a pawn)."""

    def done(m: Match) -> bool:
        history = m.history
        return any(
            e["step"] > 0 and rule_anchor(e["rule"]) == anchor and history[e["step"] - 1].seat == 0
            for e in m.log(0)
        )

    return done


def seen(card: str) -> dict[str, dict[str, str]]:
    """Anne looked at the first card of the row earlier: it is ``card``."""
    return {"Anne": {"1": card}}


_level = partial(make_level, "tortuga1667")


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
        ("goal", "turn", "event-row", "peek", "table-talk"),
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
    _level(
        "maroon-rowboat",
        _.lazy("The Black Spot in a rowboat"),
        _.lazy("You sit in the rowboat and know the first card of the row: reveal it."),
        ("black-spot", "maroon-rowboat"),
        (
            _.lazy("The Black Spot maroons the player who reveals it."),
            _.lazy("Where you sit decides what being marooned costs."),
        ),
        _.lazy("Marooned from a rowboat, you go to Tortuga and keep all your vote cards."),
        ("reveal 1",),
        position(
            lines={"fd": ["Bart"], "jr": ["Calico"], "tortuga": ["Dirk"]},
            boats={"fd": "Anne", "jr": None},
            row=card_row("black_spot"),
            known=seen("black_spot"),
        ),
        by_anne("maroon-rowboat"),
    ),
    _level(
        "maroon-again",
        _.lazy("Marooned again"),
        _.lazy("You are Governor of Tortuga and know the first card of the row: reveal it."),
        ("maroon-again", "no-vote-cards"),
        (
            _.lazy("The Black Spot maroons you even on Tortuga."),
            _.lazy("Watch your vote cards and your role."),
        ),
        _.lazy("Marooned on Tortuga, you lose the role and one vote card for good."),
        ("reveal 1",),
        position(
            lines={"fd": ["Bart"], "jr": ["Calico"], "tortuga": ["Anne", "Dirk"]},
            row=card_row("black_spot"),
            known=seen("black_spot"),
        ),
        lost_a_card,
    ),
    _level(
        "cabin-boy",
        _.lazy("The Cabin Boy"),
        _.lazy("You are alone on the Flying Dutchman: move its chest into the French hold."),
        ("cabin-boy",),
        (
            _.lazy("The last pawn of a ship is its Cabin Boy too."),
            _.lazy("A chest can only leave a hold that holds one."),
        ),
        _.lazy("The Cabin Boy moves one chest between the two holds of the own ship."),
        ("smuggle british french",),
        position(lines={"fd": ["Anne"], "jr": ["Calico"], "tortuga": ["Bart", "Dirk"]}),
        french_aboard,
        offered=("smuggle french british", "cabin-boy"),
    ),
    _level(
        "letter-of-marque",
        _.lazy("The Letter of Marque"),
        _.lazy("You know the first card of the row: use it to bring Dirk aboard your ship."),
        ("letter-of-marque",),
        (
            _.lazy("The Letter of Marque moves a player from Tortuga or a rowboat."),
            _.lazy("The player goes to the back of the ship you choose."),
        ),
        _.lazy("A Letter of Marque brings a player from Tortuga or a rowboat onto a ship."),
        ("reveal 1", "marque Dirk fd"),
        position(row=card_row("letter_of_marque"), known=seen("letter_of_marque")),
        by_anne("letter-of-marque"),
    ),
    _level(
        "el-dorado",
        _.lazy("El Dorado"),
        _.lazy("You know the first card of the row: hand what it gives to Bart, your mate."),
        ("el-dorado", "treasure-maps", "el-dorado-redraw"),
        (
            _.lazy("A treasure map is never kept by the one who reveals it."),
            _.lazy("El Dorado gives a vote card and, once, two cards in one vote."),
        ),
        _.lazy("A revealed treasure map goes to another player, who may use it later."),
        ("reveal 1", "give Bart"),
        position(row=card_row("el_dorado"), known=seen("el_dorado")),
        by_anne("el-dorado"),
    ),
    _level(
        "fountain-of-youth",
        _.lazy("The Fountain of Youth"),
        _.lazy("You know the first card of the row: protect Bart, your mate, with it."),
        ("fountain-of-youth", "fountain-causes"),
        (
            _.lazy("The Fountain of Youth is a treasure map: it goes to another player."),
            _.lazy("Its owner may once refuse to be marooned."),
        ),
        _.lazy("The Fountain of Youth lets its owner refuse one marooning."),
        ("reveal 1", "give Bart"),
        position(row=card_row("fountain_of_youth"), known=seen("fountain_of_youth")),
        lambda m: by_anne("treasure-maps")(m) and holds_map("Bart", "fountain_of_youth")(m),
    ),
    _level(
        "atlantis",
        _.lazy("Atlantis"),
        _.lazy("You hold Atlantis: change ships before your turn."),
        ("atlantis", "atlantis-window"),
        (
            _.lazy("Atlantis is used just before a turn, not as its action."),
            _.lazy("It takes you to the back of the other ship."),
        ),
        _.lazy("Atlantis moves its owner to the other ship, just before a turn."),
        ("atlantis",),
        position(maps={"Anne": ["atlantis"]}, row=card_row("pistol")),
        by_anne("atlantis"),
    ),
    _level(
        "black-powder",
        _.lazy("Black Powder"),
        _.lazy("You know the first card of the row: send Calico to Tortuga with it."),
        ("black-powder", "powder-occupant", "star-cards", "default-stars"),
        (
            _.lazy("Black Powder blows up a rowboat for the rest of the game."),
            _.lazy("Where does Calico sit?"),
        ),
        _.lazy("Black Powder destroys a rowboat; a pawn sitting in it is marooned."),
        ("reveal 1", "blast jr-boat"),
        position(
            lines={"fd": ["Anne", "Bart"], "jr": [], "tortuga": ["Dirk"]},
            boats={"fd": None, "jr": "Calico"},
            row=card_row("black_powder"),
            known=seen("black_powder"),
        ),
        by_anne("powder-occupant"),
    ),
    _level(
        "stormy-seas",
        _.lazy("Stormy Seas"),
        _.lazy("You sail on the Jolly Roger, whose chest is French: use the card you know."),
        ("stormy-seas", "stormy-rowboat"),
        (
            _.lazy("Stormy Seas strikes the ship or island of the one who reveals it."),
            _.lazy("On a ship, its chests go back to the galleon."),
        ),
        _.lazy("Stormy Seas sends a ship's chests back to the galleon."),
        ("reveal 1",),
        position(
            lines={"fd": ["Bart"], "jr": ["Calico", "Anne"], "tortuga": ["Dirk"]},
            row=card_row("stormy_seas"),
            known=seen("stormy_seas"),
        ),
        jr_emptied,
    ),
    _level(
        "eight-bells",
        _.lazy("Eight Bells"),
        _.lazy("You know the first card of the row: ring it on your ship."),
        ("eight-bells",),
        (
            _.lazy("Eight Bells strikes everyone on your ship or island."),
            _.lazy("Their order is drawn again at random."),
        ),
        _.lazy("Eight Bells redraws the order of a ship or island at random."),
        ("reveal 1",),
        position(row=card_row("eight_bells"), known=seen("eight_bells")),
        spent("Eight Bells"),
    ),
    _level(
        "crows-nest",
        _.lazy("The Crow's Nest"),
        _.lazy("Playing with the guessed star cards: learn every face-down card of the row."),
        ("crows-nest", "guessed-stars"),
        (
            _.lazy("A star card you know lies in the row."),
            _.lazy("One card can show you all the others."),
        ),
        _.lazy("The Crow's Nest (a guessed effect) shows its revealer the whole row."),
        ("reveal 1",),
        position(
            options={"unverified_cards": True, "star_cards": ["crows_nest"]},
            row=card_row("crows_nest"),
            known=seen("crows_nest"),
        ),
        by_anne("crows-nest"),
    ),
    _level(
        "facade",
        _.lazy("Façade"),
        _.lazy("Playing with the guessed star cards: become French."),
        ("facade", "guessed-stars"),
        (
            _.lazy("A star card you know lies in the row."),
            _.lazy("Calico is French."),
        ),
        _.lazy("Façade (a guessed effect) swaps loyalty cards with another player."),
        ("reveal 1", "swap Calico"),
        position(
            options={"unverified_cards": True, "star_cards": ["facade"]},
            row=card_row("facade"),
            known=seen("facade"),
            loyalty=LOYALTY,
        ),
        loyal_to("french"),
    ),
    _level(
        "open-loyalty",
        _.lazy("Open loyalty"),
        _.lazy("Loyalty cards lie face up: maroon the sailor of the other nation from your ship."),
        ("variants", "open-loyalty"),
        (
            _.lazy("In this variant everyone sees everyone's loyalty."),
            _.lazy("Look at the loyalty of each sailor aboard."),
        ),
        _.lazy("With open loyalty, who is friend and who is foe is known to all."),
        ("maroon Calico",),
        position(
            options={"open_loyalty": True},
            lines={"fd": ["Anne", "Bart", "Calico"], "jr": ["Dirk"], "tortuga": []},
            loyalty=LOYALTY,
            row=QUIET_ROW,
        ),
        stands("Calico", "tortuga"),
    ),
    _level(
        "armada-last",
        _.lazy("The last card"),
        _.lazy("Only the Spanish Armada is left in the row, and your team leads: end the game."),
        ("armada-last", "end-phase"),
        (
            _.lazy("In the end phase revealed cards are not replaced."),
            _.lazy("With only the Armada left, nobody may look or force any more."),
        ),
        _.lazy("When only the Armada is left, someone must choose to reveal it."),
        ("reveal 1",),
        position(
            row=["spanish_armada", None, None, None, None],
            event_deck=[],
            end_phase=True,
            loyalty=LOYALTY,
            chests={
                "galleon": 2,
                "fd": {"british": 2, "french": 0},
                "jr": {"british": 1, "french": 1},
                "tortuga": {"british": 1, "french": 1},
            },
        ),
        won,
        offered=("peek 1 2", "armada-last"),
    ),
    _level(
        "sudden-death",
        _.lazy("Sudden death"),
        _.lazy("The nations are tied and you know where the Armada lies: reveal it."),
        ("sudden-death", "reshuffle"),
        (
            _.lazy("With an even number of players a tie does not end the game."),
            _.lazy("Count the chests of both nations first."),
        ),
        _.lazy("A tie at 2, 4, 6 or 8 players means sudden death: the first lead wins."),
        ("reveal 1",),
        position(
            row=["spanish_armada", "letter_of_marque", "atlantis", "el_dorado", "pistol"],
            known=seen("spanish_armada"),
            loyalty=LOYALTY,
        ),
        sudden_death,
    ),
    _level(
        "tie-odd",
        _.lazy("The Dutch tie"),
        _.lazy("You are the Dutch player, the nations are tied: end the game."),
        ("tie-odd",),
        (
            _.lazy("The Dutch player owns no hold."),
            _.lazy("With an odd number of players a tie has a winner."),
        ),
        _.lazy("At 3, 5, 7 or 9 players a tie makes the Dutch player the winner."),
        ("reveal 1",),
        position(
            players=3,
            lines={"fd": ["Anne"], "jr": ["Bart"], "tortuga": ["Calico"]},
            row=["spanish_armada", "letter_of_marque", "atlantis", "el_dorado", "pistol"],
            known=seen("spanish_armada"),
            loyalty={"Anne": "dutch", "Bart": "british", "Calico": "french"},
        ),
        won,
    ),
    _level(
        "cabin-fever",
        _.lazy("Cabin Fever"),
        _.lazy("Playing with the guessed star cards: you are the Cabin Boy, become Captain."),
        ("cabin-fever", "guessed-stars"),
        (
            _.lazy("A star card you know lies in the row."),
            _.lazy("The Captain and the Cabin Boy are the two ends of a ship's line."),
        ),
        _.lazy("Cabin Fever (a guessed effect) swaps a ship's Captain and Cabin Boy."),
        ("reveal 1",),
        position(
            options={"unverified_cards": True, "star_cards": ["cabin_fever"]},
            lines={"fd": ["Bart", "Calico", "Anne"], "jr": ["Dirk"], "tortuga": []},
            row=card_row("cabin_fever"),
            known=seen("cabin_fever"),
        ),
        by_anne("cabin-fever"),
    ),
    _level(
        "pirate-code",
        _.lazy("The Pirate Code"),
        _.lazy(
            "Playing with the guessed star cards: call your ship's vote with the card you know."
        ),
        ("pirate-code", "guessed-stars"),
        (
            _.lazy("A star card you know lies in the row."),
            _.lazy("The Pirate Code lets its revealer call a vote at once."),
        ),
        _.lazy("The Pirate Code (a guessed effect) calls the vote of your place as a bonus."),
        ("reveal 1", "attack"),
        position(
            options={"unverified_cards": True, "star_cards": ["pirate_code"]},
            row=card_row("pirate_code"),
            known=seen("pirate_code"),
        ),
        by_anne("pirate-code"),
    ),
    _level(
        "scurvy",
        _.lazy("Chaos and Scurvy"),
        _.lazy("Playing the chaos variant: reveal the star card you know."),
        ("scurvy", "chaos", "guessed-stars"),
        (
            _.lazy("In chaos every star card is in the deck, unseen."),
            _.lazy("Scurvy strikes the vote cards of everyone around you."),
        ),
        _.lazy("Scurvy (a guessed effect) costs everyone around its revealer a vote card."),
        ("reveal 1",),
        position(
            options={"unverified_cards": True, "chaos": True},
            row=card_row("scurvy"),
            known=seen("scurvy"),
        ),
        by_anne("scurvy"),
    ),
    _level(
        "empty-attack",
        _.lazy("Nothing to take"),
        _.lazy("The galleon is empty and the Jolly Roger holds no chest: attack all the same."),
        ("empty-attack", "vote-order", "vote-deck-mix"),
        (
            _.lazy("The Captain may call an attack even with nothing to take."),
            _.lazy("Every voter plays a card, the caller first."),
        ),
        _.lazy("An attack with nothing to take still moves vote cards through the hands."),
        ("attack", "vote fire/french/wheel"),
        position(
            chests={
                "galleon": 0,
                "fd": {"british": 6, "french": 0},
                "jr": {"british": 0, "french": 0},
                "tortuga": {"british": 1, "french": 1},
            },
        ),
        tagged("empty_attack"),
    ),
    _level(
        "saved-marque",
        _.lazy("A saved Letter of Marque"),
        _.lazy("Use your saved Letter of Marque to bring Dirk aboard a ship."),
        ("small-readings", "ship-full"),
        (
            _.lazy("A saved Letter of Marque is used as an action."),
            _.lazy("A ship holds at most five pawns."),
        ),
        _.lazy("A Letter of Marque moves a pawn only to a ship with room."),
        ("marque Dirk jr",),
        position(
            players=6,
            lines={
                "fd": ["Anne", "Bart", "Calico", "Edward", "Francois"],
                "jr": [],
                "tortuga": ["Dirk"],
            },
            marques={"Anne": 1},
        ),
        by_anne("letter-of-marque"),
        offered=("marque Dirk fd", "letter-of-marque"),
    ),
    _level(
        "turn-limit",
        _.lazy("The turn limit"),
        _.lazy("This game stops after one turn: take your turn."),
        ("turn-limit",),
        (
            _.lazy("A turn limit is a safety net for simulations, not a rule of the game."),
            _.lazy("Any action ends this turn."),
        ),
        _.lazy("At a turn limit the game stops, and nobody wins."),
        ("peek 1 2",),
        position(options={"turn_limit": 1}),
        stopped,
    ),
    _level(
        "starting-chest",
        _.lazy("The starting chest"),
        _.lazy("A real deal: you are Captain of the Flying Dutchman; stow its starting chest."),
        ("setup", "chests"),
        (
            _.lazy("Each Captain starts with one chest from the galleon."),
            _.lazy("Your ship has a British and a French hold."),
        ),
        _.lazy("Each Captain chooses the hold of the own ship's starting chest."),
        ("hold french",),
        real_deal(),
        chests_aboard(1),
    ),
    _level(
        "quick-start",
        _.lazy("The quick start"),
        _.lazy("A quick start game: look at two event cards on your first turn."),
        ("quick-start", "quick-start-layout"),
        (
            _.lazy("In the quick start nobody chooses a starting chest."),
            _.lazy("Each look shows two cards."),
        ),
        _.lazy("The quick start places the chests: British on the Dutchman, French on the Roger."),
        ("peek 1 2",),
        real_deal(quick_start=True),
        by_anne("peek"),
    ),
    _level(
        "shorter-game",
        _.lazy("A shorter game"),
        _.lazy("A shorter game: four event cards were removed unseen. Stow your starting chest."),
        ("shorter-game", "blind-removal"),
        (
            _.lazy("Fewer event cards lie above the Armada."),
            _.lazy("Your ship has a British and a French hold."),
        ),
        _.lazy("The shorter game removes event cards unseen, so the Armada comes sooner."),
        ("hold british",),
        real_deal(remove_blind=4),
        chests_aboard(1),
    ),
    _level(
        "longer-game",
        _.lazy("A longer game"),
        _.lazy("A longer game with five star cards: stow your starting chest."),
        ("longer-game",),
        (
            _.lazy("More star cards make a longer event deck."),
            _.lazy("Your ship has a British and a French hold."),
        ),
        _.lazy("The longer game puts 4 to 8 star cards into the event deck."),
        ("hold british",),
        real_deal(2, star_cards="random", n_star_cards=5, unverified_cards=True),
        chests_aboard(1),
    ),
    _level(
        "pass-when-stuck",
        _.lazy("Nothing to do"),
        _.lazy("Sudden death, an empty row, both rowboats taken: let your turn go by."),
        ("pass-when-stuck",),
        (
            _.lazy("Sometimes no action is possible at all."),
            _.lazy("The kit then lets you pass."),
        ),
        _.lazy("A player with no possible action passes, and the turn moves on."),
        ("pass",),
        position(
            lines={"fd": [], "jr": [], "tortuga": ["Dirk", "Anne"]},
            boats={"fd": "Bart", "jr": "Calico"},
            row=[None, None, None, None, None],
            event_deck=[],
            sudden_death=True,
        ),
        lambda m: any(a.seat != 0 for a in m.history),
    ),
)
