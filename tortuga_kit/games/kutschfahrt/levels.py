"""Kutschfahrt zur Teufelsburg's levels for the learn widget (``tortuga_kit.learn``).

Most levels are a prepared position (``prepared.py``) of four players: the learner is Marie
(seat 0) of the Order, with Gundla; Sarah and Romana are the Brotherhood. A level names the bot
that plays the others: the random bot, or the ``agent`` bot where Gundla must accept Marie's
offer so that an item's trade effect can be seen. A few levels start from a real deal (three or
four players), five players with a traitor, or the expansion (events, its professions and
items), with a seed chosen so that the thing taught comes first. After the levels come the
drills generated from data: one per coachman event with a choice (``EVENT_DRILLS``) and one per
card an attacker plays in a fight (``FIGHT_DRILLS``), then a card drill for every other card
no level plays (``CARD_DRILLS``: as defender, supporter, after a fight, or a profession acting
in another's turn); the proof tests replay each drill, and check that every item, profession
and event of the engine is played in some level.

A level reads its match only through views, the log and the result, like ``lessons.py``; its
texts name what the learner does, never the move that does it. Together the levels cite every
rule section of ``docs/rules/kutschfahrt.md`` (``tests/learn/test_levels.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from typing import Any

from ...engine.i18n import Msg, translator
from ...engine.match import Match, new_match
from ...learn.level import Level, make_level
from .cards import EVENT_NAMES
from .coach import EFFECTS
from .knowledge import PROF_NAMES
from .trade.rules import ITEM_NAMES

_ = translator("kutschfahrt")

#: Every level's seed: the same professions and replies on every try.
SEED = 28
SOCIETIES = ["order", "order", "brotherhood", "brotherhood"]


def position(items: list[list[str]], expansion: bool = False, **keys: Any) -> Callable[[], Match]:
    """A level's ``start``: the four players' ``items``, the societies above, Marie to move;
    ``expansion`` plays with *Die dunkle Prophezeiung* (events, new professions and items)."""
    pos: dict[str, Any] = {"items": items, "societies": SOCIETIES, "seat": 0, **keys}

    def start() -> Match:
        return new_match("kutschfahrt", 4, SEED, position=pos, expansion=expansion)

    return start


def real_deal(players: int, seed: int) -> Callable[[], Match]:
    """A level's ``start`` from a real seeded deal (no prepared position); ``seed`` must make
    Marie the first to move."""

    def start() -> Match:
        return new_match("kutschfahrt", players, seed)

    return start


def five(items: list[list[str]], societies: list[str]) -> Callable[[], Match]:
    """Five players with the expansion (Theodora the fifth), professions fixed, Marie first."""
    pos: dict[str, Any] = {
        "items": items,
        "societies": societies,
        "seat": 0,
        "professions": ["diplomat", "thug", "bodyguard", "grand_master", "hypnotist"],
    }

    def start() -> Match:
        return new_match("kutschfahrt", 5, SEED, position=pos, expansion=True)

    return start


def won(m: Match) -> bool:
    r = m.result
    return r is not None and 0 in r.winners


def gave_away(item: str) -> Callable[[Match], bool]:
    """Done when Marie no longer holds ``item``."""
    return lambda m: item not in m.view(0)["you"]["items"]


def passed(m: Match) -> bool:
    """Done when Marie's turn is over (another player has acted since)."""
    return any(a.seat != 0 for a in m.history)


_ANCHORS = re.compile(r"§([a-z0-9-]+)")


def by_marie(anchor: str, least: int = 1) -> Callable[[Match], bool]:
    """Done when steps of Marie's made ``least`` events under the rule section ``anchor``."""

    def done(m: Match) -> bool:
        history = m.history
        mine = [
            e
            for e in m.log(0)
            if e["step"] > 0
            and history[e["step"] - 1].seat == 0
            and anchor in _ANCHORS.findall(e["rule"])
        ]
        return len(mine) >= least

    return done


def attacked(m: Match) -> bool:
    """Marie has attacked someone (an event tagged ``attack`` at a step of hers)."""
    history = m.history
    return any(
        e["step"] > 0 and e.get("tag") == "attack" and history[e["step"] - 1].seat == 0
        for e in m.log(0)
    )


def happened(anchor: str) -> Callable[[Match], bool]:
    """Done when any step made an event under the rule section ``anchor``."""
    return lambda m: any(e["step"] > 0 and anchor in _ANCHORS.findall(e["rule"]) for e in m.log(0))


def _turn_again(m: Match) -> bool:
    """Marie is to choose her turn's action."""
    d = m.decision
    return d is not None and d.seat == 0 and d.kind == "turn"


def holds(n: int) -> Callable[[Match], bool]:
    """Done when Marie holds ``n`` items."""
    return lambda m: len(m.view(0)["you"]["items"]) >= n


#: Gundla (the Order) and the others as the ``agent`` bot plays them: Gundla accepts Marie's
#: offer, so an item's trade effect can be seen.
LUGGAGE = [["goblet", "dagger"], ["goblet", "gloves"], ["key", "monocle"]]
FOUR = ["priest", "doctor", "duelist", "thug"]


def gift(item: str) -> Callable[[], Match]:
    """Marie holds ``item`` and a key; the others ``LUGGAGE`` (a Monocle drill swaps it)."""
    others = [["goblet", "dagger"], ["goblet", "gloves"], ["key", "whip"]]
    return position([[item, "key"], *(others if item == "monocle" else LUGGAGE)], professions=FOUR)


_level = partial(make_level, "kutschfahrt")


LEVELS: tuple[Level, ...] = (
    _level(
        "a-quiet-turn",
        _.lazy("A quiet turn"),
        _.lazy("Let the coach roll on: end your turn without trading or fighting."),
        ("turn", "components", "setup"),
        (
            _.lazy("On your turn you trade, attack, declare victory, or do nothing."),
            _.lazy("Doing nothing is a choice of its own."),
        ),
        _.lazy("A turn is one of four things: pass, trade, attack or declare victory."),
        ("pass",),
        position([["key", "whip"], ["goblet"], ["goblet"], ["key"]]),
        passed,
    ),
    _level(
        "the-black-pearl",
        _.lazy("The Black Pearl"),
        _.lazy("You hold the Black Pearl: get rid of it."),
        ("trade", "items", "empty-hand-trade"),
        (
            _.lazy("A trade hands one of your items to another player, face down."),
            _.lazy("The Black Pearl must be accepted, by a player who can give an item back."),
        ),
        _.lazy("Whoever is offered the Black Pearl must accept it and give an item back."),
        ("trade black_pearl Gundla",),
        position([["black_pearl", "key"], ["key", "whip"], ["goblet"], []]),
        gave_away("black_pearl"),
        offered=("trade black_pearl Romana", "empty-hand-trade"),
    ),
    _level(
        "the-broken-mirror",
        _.lazy("The Broken Mirror"),
        _.lazy("You hold the Broken Mirror: pass it on."),
        ("trade-effects", "trade"),
        (
            _.lazy("Like the Black Pearl, the Broken Mirror must be accepted."),
            _.lazy("In its trade neither card has its effect."),
        ),
        _.lazy("The Broken Mirror must be accepted, and it silences both cards' trade effects."),
        ("trade broken_mirror Sarah",),
        position([["broken_mirror", "key"], ["key", "whip"], ["goblet", "dagger"], ["goblet"]]),
        gave_away("broken_mirror"),
    ),
    _level(
        "three-keys",
        _.lazy("Three keys"),
        _.lazy("Win the game for the Order."),
        ("victory", "looks"),
        (
            _.lazy("The Order wins with three keys held by the declarer and the allies named."),
            _.lazy("In this level Gundla is of the Order, and she holds a key."),
        ),
        _.lazy("A society claim names allies; right, the whole society wins, wrong, the other."),
        ("declare society", "ally Gundla", "done"),
        position([["key", "key"], ["key"], ["goblet"], ["goblet"]]),
        won,
    ),
    _level(
        "the-coachman",
        _.lazy("The coachman"),
        _.lazy("You are the coachman and an event is drawn: refuse it."),
        ("coachman", "events", "setup-expansion"),
        (
            _.lazy("With the expansion, the coachman draws an event before each turn."),
            _.lazy("Most events may be refused once; then the next one counts."),
        ),
        _.lazy("The coachman may refuse an event; the next one drawn counts."),
        ("reject",),
        position(
            [["key", "goblet"], ["goblet", "whip"], ["goblet"], ["key"]],
            expansion=True,
            professions=["merchant", "thug", "bodyguard", "grand_master"],
        ),
        by_marie("coachman"),
    ),
    _level(
        "an-item-instead",
        _.lazy("An item instead"),
        _.lazy("You are the coachman: let the event be, then take an item instead of acting."),
        ("coachman",),
        (
            _.lazy("The coachman may skip the turn's action."),
            _.lazy("Instead, a card comes from the draw pile."),
        ),
        _.lazy("The coachman may draw an item instead of trading or fighting."),
        ("resolve", "draw_item"),
        position(
            [["key", "goblet"], ["goblet", "whip"], ["goblet"], ["key"]],
            expansion=True,
            professions=["merchant", "thug", "bodyguard", "grand_master"],
        ),
        holds(3),
    ),
    _level(
        "an-attack",
        _.lazy("An attack"),
        _.lazy("Attack a player of the Brotherhood."),
        ("fight", "fight-support", "fight-score"),
        (
            _.lazy("Any player may attack another on their turn."),
            _.lazy("The others then choose a side, or none."),
        ),
        _.lazy("In a fight everyone else supports the attacker, the defender or nobody."),
        ("attack Sarah",),
        position(
            [["key", "goblet"], ["goblet", "whip"], ["goblet"], ["key"]],
            professions=["priest", "thug", "bodyguard", "grand_master"],
        ),
        by_marie("fight"),
    ),
    _level(
        "the-dagger",
        _.lazy("The Dagger"),
        _.lazy("Attack a player of the Brotherhood and make your attack stronger."),
        ("fight-effects",),
        (
            _.lazy("Items are played in a fight when you are asked."),
            _.lazy("Not every window is the right one: look at what you may play."),
        ),
        _.lazy("A Dagger adds one to the attacker's count."),
        ("attack Sarah", "pass", "use dagger"),
        position(
            [["dagger", "key"], ["goblet", "whip"], ["goblet"], ["key"]],
            professions=["priest", "doctor", "duelist", "thug"],
        ),
        by_marie("fight-effects"),
    ),
    _level(
        "the-crystal-ball",
        _.lazy("The Crystal Ball"),
        _.lazy("Let the coachman's event be, then give Gundla the Crystal Ball."),
        ("crystal-ball",),
        (
            _.lazy("Like the Black Pearl, the Crystal Ball must be accepted."),
            _.lazy("What comes back is not chosen by the one who gives it."),
        ),
        _.lazy("Whoever gives the Crystal Ball draws one of the receiver's items at random."),
        ("resolve", "trade crystal_ball Gundla"),
        position(
            [["crystal_ball", "key"], ["goblet", "whip"], ["goblet"], ["key"]],
            expansion=True,
            professions=["thug", "bodyguard", "grand_master", "hypnotist"],
        ),
        happened("crystal-ball"),
    ),
    _level(
        "the-fence",
        _.lazy("The Fence"),
        _.lazy("You are the Fence: offer Sarah an item you do not hold yet."),
        ("fence", "professions", "choose-profession"),
        (
            _.lazy("A profession is used on your turn, face up."),
            _.lazy("The Fence trades with a card of the pile."),
        ),
        _.lazy("The Fence offers an item straight from the draw pile."),
        ("resolve", "fence Sarah"),
        position(
            [["key", "goblet"], ["goblet", "whip"], ["goblet"], ["key"]],
            expansion=True,
            professions=["fence", "thug", "bodyguard", "grand_master"],
        ),
        by_marie("fence"),
    ),
    _level(
        "the-fortune-teller",
        _.lazy("The Fortune Teller"),
        _.lazy("You are the Fortune Teller: learn something about Sarah."),
        ("fortune-teller",),
        (
            _.lazy("A profession used once is turned face up."),
            _.lazy("Choose whom to look at."),
        ),
        _.lazy("The Fortune Teller sees into another player's secrets."),
        ("resolve", "fortune_teller", "see Sarah"),
        position(
            [["key", "goblet"], ["goblet", "whip"], ["goblet"], ["key"]],
            expansion=True,
            professions=["fortune_teller", "thug", "bodyguard", "grand_master"],
        ),
        by_marie("fortune-teller", 2),
    ),
    _level(
        "the-clairvoyant",
        _.lazy("The Clairvoyant"),
        _.lazy(
            "You are the Clairvoyant: choose the top of the draw pile, a key first, then a dagger."
        ),
        ("clairvoyant",),
        (
            _.lazy("The Clairvoyant looks through the draw pile."),
            _.lazy("Two cards of it go on top, and your turn goes on."),
        ),
        _.lazy(
            "The Clairvoyant orders the top of the draw pile, and the turn's action still follows."
        ),
        ("clairvoyant", "top key", "top dagger"),
        position(
            [["key", "goblet"], ["goblet", "whip"], ["goblet"], ["key"]],
            professions=["clairvoyant", "thug", "bodyguard", "grand_master"],
        ),
        lambda m: by_marie("clairvoyant")(m) and _turn_again(m),
    ),
    _level(
        "the-diplomat",
        _.lazy("The Diplomat"),
        _.lazy("You are the Diplomat: demand an item from Sarah."),
        ("diplomat",),
        (
            _.lazy("The Diplomat names a player and an item."),
            _.lazy("If the player holds it, it must be handed over."),
        ),
        _.lazy("The Diplomat demands an item; a player who holds it must hand it over."),
        ("diplomat", "demand Sarah", "ask goblet"),
        position(
            [["key", "goblet"], ["goblet", "whip"], ["goblet"], ["key"]],
            professions=["diplomat", "thug", "bodyguard", "grand_master"],
        ),
        by_marie("diplomat", 2),
    ),
    _level(
        "the-priest",
        _.lazy("The Priest"),
        _.lazy("You are the Priest, and a fight is announced: stop it."),
        ("priest",),
        (
            _.lazy("The Priest is used right after an attack is announced."),
            _.lazy("Everyone is asked, so being asked tells nothing."),
        ),
        _.lazy("The Priest stops a fight before anybody supports a side."),
        ("priest",),
        position(
            [["key", "goblet"], ["goblet", "whip"], ["goblet"], ["key"]],
            professions=FOUR,
            seat=1,
        ),
        by_marie("priest"),
    ),
    _level(
        "the-priests-price",
        _.lazy("The Priest's price"),
        _.lazy("Attack Sarah, and settle what her answer costs you."),
        ("priest-attacker", "priest"),
        (
            _.lazy("Sarah may hold a Priest."),
            _.lazy("A stopped attacker hands the Priest an item."),
        ),
        _.lazy("An attacker stopped by a Priest gives the Priest one item."),
        ("attack Sarah", "give throwing_knives"),
        position(
            [["dagger", "throwing_knives", "key"], ["goblet", "whip"], ["goblet"], ["goblet"]],
            professions=["thug", "doctor", "priest", "bodyguard"],
        ),
        by_marie("priest"),
        bot="agent",
    ),
    _level(
        "the-luggage",
        _.lazy("The luggage"),
        _.lazy("Attack Sarah, win, and take an item from her luggage."),
        ("fight-score", "fight-reward", "last-item"),
        (
            _.lazy("Play everything that adds to your side when you are asked."),
            _.lazy("The winner chooses the truth or the luggage."),
        ),
        _.lazy("A fight's winner may take an item; a loser's last item is paid back."),
        (
            "attack Sarah",
            "pass",
            "use dagger",
            "use thug",
            "pass",
            "luggage",
            "take goblet",
            "give throwing_knives",
        ),
        position(
            [["dagger", "throwing_knives", "key"], ["goblet", "whip"], ["goblet"], ["goblet"]],
            professions=["thug", "doctor", "priest", "bodyguard"],
        ),
        lambda m: attacked(m) and by_marie("last-item")(m),
    ),
    _level(
        "the-coat-of-arms",
        _.lazy("The Coat of Arms"),
        _.lazy("You hold the Coat of Arms of the Lodge: win the game alone."),
        ("coat-of-arms", "pearl-solo"),
        (
            _.lazy("The Coat of Arms wins with three keys or goblets in any mix."),
            _.lazy("The Black Pearl does not stop this claim."),
        ),
        _.lazy("The Coat of Arms lets its holder win alone with three keys or goblets."),
        ("declare coat_of_arms",),
        position(
            [
                ["coat_of_arms", "key", "goblet", "key", "black_pearl"],
                ["goblet"],
                ["whip"],
                ["key"],
            ],
            professions=FOUR,
        ),
        won,
    ),
    _level(
        "the-sextant",
        _.lazy("The Sextant"),
        _.lazy("Give Gundla the Sextant and send every player's item round the coach."),
        ("sextant", "trade-effects"),
        (
            _.lazy("An item's trade effect is its giver's."),
            _.lazy("The Sextant's giver names a direction."),
        ),
        _.lazy("The Sextant makes everyone pass one item to the same side at once."),
        ("trade sextant Gundla", "sextant left"),
        gift("sextant"),
        by_marie("sextant"),
        bot="agent",
    ),
    _level(
        "the-tome",
        _.lazy("The Tome"),
        _.lazy("Give Gundla the Tome and take her profession."),
        ("tome",),
        (
            _.lazy("An item's trade effect is its giver's."),
            _.lazy("The Tome swaps professions with the trade partner."),
        ),
        _.lazy("The Tome swaps professions, and both count as unused again."),
        ("trade tome Gundla", "tome"),
        gift("tome"),
        by_marie("tome"),
        bot="agent",
    ),
    _level(
        "the-coat",
        _.lazy("The Coat"),
        _.lazy("Give Gundla the Coat and become the Clairvoyant."),
        ("coat",),
        (
            _.lazy("An item's trade effect is its giver's."),
            _.lazy("The Coat's giver chooses a new profession from the leftover ones."),
        ),
        _.lazy("The Coat trades your profession for one of the leftover stack."),
        ("trade coat Gundla", "coat", "take clairvoyant"),
        gift("coat"),
        by_marie("coat"),
        bot="agent",
    ),
    _level(
        "the-monocle",
        _.lazy("The Monocle"),
        _.lazy("Give Gundla the Monocle and learn her society."),
        ("trade-effects", "optional-effects"),
        (
            _.lazy("An item's trade effect is its giver's, and it may be skipped."),
            _.lazy("The Monocle shows a society card."),
        ),
        _.lazy("The Monocle's giver may look at the trade partner's society card."),
        ("trade monocle Gundla", "look"),
        gift("monocle"),
        by_marie("trade-effects"),
        bot="agent",
    ),
    _level(
        "the-privilege",
        _.lazy("The Privilege"),
        _.lazy("Give Gundla the Privilege and see her items."),
        ("trade-effects",),
        (
            _.lazy("An item's trade effect is its giver's, and it may be skipped."),
            _.lazy("The Privilege shows the trade partner's items."),
        ),
        _.lazy("The Privilege's giver may look at all the trade partner's items."),
        ("trade privilege Gundla", "look"),
        gift("privilege"),
        by_marie("trade-effects"),
        bot="agent",
    ),
    _level(
        "a-real-deal",
        _.lazy("A real deal"),
        _.lazy("A game dealt as at the table: look at what you were dealt, then end your turn."),
        ("setup-societies", "setup-one-item", "setup-start"),
        (
            _.lazy("Each player gets a society card, a profession and one item."),
            _.lazy("Doing nothing is a choice of its own."),
        ),
        _.lazy("The deal gives a secret society, a profession and one item to each player."),
        ("pass",),
        real_deal(4, 5),
        passed,
    ),
    _level(
        "three-players",
        _.lazy("Three players"),
        _.lazy("A game of three: look at your two items, then end your turn."),
        ("setup-three-players",),
        (
            _.lazy("At three players each starts with two items."),
            _.lazy("Doing nothing is a choice of its own."),
        ),
        _.lazy("At three players everyone starts with two items."),
        ("pass",),
        real_deal(3, 1),
        passed,
    ),
    _level(
        "the-pearl-as-ally",
        _.lazy("The Pearl as an ally"),
        _.lazy("Win the game for the Order."),
        ("pearl-ally",),
        (
            _.lazy("The Black Pearl stops its holder from declaring, not from being named."),
            _.lazy("Count the keys you and Gundla hold."),
        ),
        _.lazy("The Black Pearl's holder may be named as an ally, and the keys count."),
        ("declare society", "ally Gundla", "done"),
        position(
            [["key", "key"], ["key", "black_pearl"], ["goblet"], ["goblet"]],
            professions=["thug", "bodyguard", "grand_master", "hypnotist"],
        ),
        won,
    ),
    _level(
        "revenge",
        _.lazy("Revenge"),
        _.lazy("Let the coachman's event be, then make Sarah an offer she will refuse."),
        ("revenge",),
        (
            _.lazy("With the expansion a refused offer leaves a trace."),
            _.lazy("The Brotherhood does not take the Order's gifts."),
        ),
        _.lazy("A refused offer earns a revenge token: +1 for a side in a later fight."),
        ("resolve", "trade whip Sarah"),
        position(
            [["whip", "key"], *LUGGAGE],
            expansion=True,
            professions=["thug", "bodyguard", "grand_master", "hypnotist"],
        ),
        happened("revenge"),
        bot="agent",
    ),
    _level(
        "the-traitor",
        _.lazy("The traitor"),
        _.lazy("Five players: you are the traitor. Win the game alone."),
        ("traitor",),
        (
            _.lazy("The traitor belongs to neither society."),
            _.lazy("Three keys or goblets in any mix win for the traitor."),
        ),
        _.lazy("The traitor wins alone with three keys or goblets in any mix."),
        ("resolve", "declare traitor"),
        five(
            [["key", "goblet", "key"], ["goblet"], ["goblet"], ["key"], ["whip"]],
            ["traitor", "order", "order", "brotherhood", "brotherhood"],
        ),
        won,
    ),
    _level(
        "the-traitor-loses",
        _.lazy("A claim against the traitor"),
        _.lazy("Five players, one a traitor: win the game for the Order."),
        ("traitor-loses",),
        (
            _.lazy("A society claim makes one society win."),
            _.lazy("Count the keys you and Gundla hold."),
        ),
        _.lazy("After a society claim, right or wrong, the traitor never wins."),
        ("resolve", "declare society", "ally Gundla", "done"),
        five(
            [["key", "key"], ["key"], ["goblet"], ["goblet"], ["whip"]],
            ["order", "order", "brotherhood", "brotherhood", "traitor"],
        ),
        won,
    ),
    _level(
        "a-tie",
        _.lazy("A tie"),
        _.lazy("Attack Sarah with your Dagger, then let the fight be counted."),
        ("fight-tie", "fight-duelist", "after-fight"),
        (
            _.lazy("The defender's side may play items and professions too."),
            _.lazy("Pass when you have nothing more to play."),
        ),
        _.lazy("In a tie nobody wins, and the attacker draws an item."),
        ("attack Sarah", "pass", "use dagger", "pass"),
        position(
            [["dagger", "key"], ["goblet", "whip"], ["goblet"], ["key"]],
            professions=["priest", "doctor", "duelist", "thug"],
        ),
        lambda m: attacked(m) and happened("fight-tie")(m),
    ),
)


LEVELS += (
    _level(
        "ten-players",
        _.lazy("Ten players"),
        _.lazy("A game of ten with the expansion: keep one of the two professions you drew."),
        ("setup-coat", "choose-profession"),
        (
            _.lazy("With the expansion each player draws two professions."),
            _.lazy("At ten players the Coat stays out of the game."),
        ),
        _.lazy("With the expansion you keep one of two professions; at ten the Coat is out."),
        ("keep diplomat",),
        lambda: new_match("kutschfahrt", 10, TEN_SEED, expansion=True),
        by_marie("choose-profession"),
    ),
)


def _cutpurse_start() -> Match:
    """Marie, the Cutpurse with one item, is the coachman and draws Change of Coachman."""
    pos: dict[str, Any] = {
        "items": [["key"], ["goblet", "whip", "dagger"], ["goblet"], ["key"]],
        "societies": SOCIETIES,
        "seat": 0,
        "professions": ["cutpurse", "bodyguard", "grand_master", "hypnotist"],
    }
    return new_match(
        "kutschfahrt", 4, CUTPURSE_SEED, position=pos, expansion=True, first_coachman=0
    )


#: A ten-player seed in which Marie is the first to keep a profession.
TEN_SEED = 2
#: A seed whose first coachman event is Change of Coachman.
CUTPURSE_SEED = 1

LEVELS += (
    _level(
        "the-cutpurse",
        _.lazy("The Cutpurse"),
        _.lazy("The coach card has changed hands, and you are the Cutpurse: take Gundla's Dagger."),
        ("cutpurse",),
        (
            _.lazy("At every change of coachman the Cutpurse may look into a richer hand."),
            _.lazy("Only a player with more items than you can be robbed."),
        ),
        _.lazy("At each change of coachman the Cutpurse takes one item from a richer player."),
        ("cutpurse Gundla", "take dagger"),
        _cutpurse_start,
        lambda m: by_marie("cutpurse")(m) and holds(2)(m),
    ),
)


def _sunrise_start() -> Match:
    """Marie is the coachman and draws Sunrise (put anywhere in the event deck)."""
    pos: dict[str, Any] = {
        "items": [["key", "key"], ["key"], ["goblet"], ["goblet"]],
        "societies": SOCIETIES,
        "seat": 0,
        "professions": ["thug", "bodyguard", "grand_master", "hypnotist"],
    }
    return new_match(
        "kutschfahrt",
        4,
        SUNRISE_SEED,
        position=pos,
        expansion=True,
        first_coachman=0,
        sunrise_last=False,
    )


#: A seed whose first coachman event is Sunrise (with ``sunrise_last=False``).
SUNRISE_SEED = 6

LEVELS += (
    _level(
        "sunrise",
        _.lazy("Sunrise"),
        _.lazy("The sun has risen over the coach: win the game for the Order."),
        ("sunrise",),
        (
            _.lazy("At Sunrise every society card is shown."),
            _.lazy("Now you know who your allies are."),
        ),
        _.lazy("Sunrise removes the coach card and shows every society card."),
        ("declare society", "ally Gundla", "done"),
        _sunrise_start,
        won,
    ),
)

LEVELS += tuple(
    _level(
        f"the-{bag.replace('_', '-')}",
        Msg("kutschfahrt", ITEM_NAMES[bag]),
        _.lazy(
            "Give Gundla the {card} and use what it gives you.",
            card=Msg("kutschfahrt", ITEM_NAMES[bag]),
        ),
        ("trade-effects", "items"),
        (
            _.lazy("An item's trade effect is its giver's."),
            _.lazy("A Secret Bag's giver may draw an item."),
        ),
        _.lazy("A Secret Bag's giver may draw an item from the pile."),
        (f"trade {bag} Gundla", "draw"),
        gift(bag),
        by_marie("trade-effects"),
        bot="agent",
    )
    for bag in ("secret_bag_key",)
)

# ------------------------------------------------------------------ event drills
#: One drill per coachman event (expansion): a seed whose first event, drawn by Marie as the
#: coachman, is that event, and what carrying it out asks of her after taking it (found by
#: playing each seed; the proof tests replay every drill). Change of Coachman and Sunrise
#: happen without a choice and have no drill.
EVENT_DRILLS: dict[str, tuple[int, tuple[str, ...]]] = {
    "fearless_deed": (6, ()),
    "fair_gesture": (8, ()),
    "creaking_gallows": (12, ()),
    "candles_go_out": (69, ()),
    "abandoned_warehouse": (56, ()),
    "marriage_of_convenience": (23, ()),
    "matter_of_honour": (11, ()),
    "mysterious_passenger": (25, ()),
    "old_chapel": (3, ()),
    "narrow_gorge": (5, ()),
    "revelation": (2, ()),
    "time_of_observation": (17, ()),
    "hour_of_the_brave": (4, ()),
    "travelling_merchant": (39, ("tuck goblet",)),
    "surprised_in_sleep": (9, ()),
    "cleverly_deduced": (47, ()),
    "unexpected_informant": (38, ("see Sarah",)),
    "unexpected_messenger": (32, ()),
    "border_control": (37, ("see Sarah",)),
    "moment_of_distraction": (27, ()),
    "dubious_tradition": (10, ("gift goblet Gundla",)),
}
#: The rule sections an event drill cites besides §events.
EVENT_RULES = {"matter_of_honour": ("fight-honour",), "dubious_tradition": ("gift-recipient",)}


def event_start(seed: int) -> Callable[[], Match]:
    """An event drill's ``start``: the four players' usual luggage, Marie the coachman."""
    pos: dict[str, Any] = {
        "items": [["key", "goblet"], ["goblet", "whip"], ["goblet"], ["key"]],
        "societies": SOCIETIES,
        "seat": 0,
        "professions": ["thug", "bodyguard", "grand_master", "hypnotist"],
    }

    def start() -> Match:
        return new_match("kutschfahrt", 4, seed, position=pos, expansion=True, first_coachman=0)

    return start


def carried_out(event: str) -> Callable[[Match], bool]:
    """Done when ``event`` was the last one drawn and Marie is to choose her turn's action."""
    return lambda m: _turn_again(m) and m.view(0)["last_event"] == event


def event_drill(event: str, seed: int, follow: tuple[str, ...]) -> Level:
    """The drill of one coachman event: take it and carry it out, see its effect."""
    return _level(
        f"event-{event.replace('_', '-')}",
        Msg("kutschfahrt", EVENT_NAMES[event]),
        _.lazy("You are the coachman: take the event you drew and carry it out."),
        ("events", *EVENT_RULES.get(event, ())),
        (
            _.lazy("Most events may be refused once; this time take it."),
            _.lazy("Some events ask you to choose a player or an item."),
        ),
        _.lazy(
            "{event}: {effect}.",
            event=Msg("kutschfahrt", EVENT_NAMES[event]),
            effect=Msg("kutschfahrt", EFFECTS[event]),
        ),
        ("resolve", *follow),
        event_start(seed),
        carried_out(event),
    )


LEVELS += tuple(event_drill(e, seed, follow) for e, (seed, follow) in EVENT_DRILLS.items())


# ------------------------------------------------------------------ fight drills
#: One drill per card the attacker plays in a fight: Marie's items and profession, whether the
#: expansion is in play, her actions (the attack, the windows she passes first), the
#: rule section the card's effect is logged under, and the lesson. Gundla is the coachman
#: where the expansion plays, so no event comes first.
FIGHT_DRILLS: dict[str, tuple[list[str], str, bool, tuple[str, ...], str, Any]] = {
    "poison_ring": (
        ["poison_ring", "key"],
        "priest",
        False,
        ("attack Sarah", "pass", "use poison_ring"),
        "fight-effects",
        _.lazy("With the Poison Ring a tie counts as its holder's win."),
    ),
    "duelling_pistol": (
        ["duelling_pistol", "key"],
        "priest",
        True,
        ("attack Sarah", "pass", "use duelling_pistol"),
        "fight-effects",
        _.lazy("The Duelling Pistol gives the attacker +2, then goes to the defender."),
    ),
    "duelist": (
        ["dagger", "key"],
        "duelist",
        False,
        ("attack Sarah", "pass", "use duelist"),
        "fight-effects",
        _.lazy("The Duelist forbids all support and adds +1 to its user."),
    ),
    "assassin": (
        ["dagger", "key"],
        "assassin",
        True,
        ("attack Sarah", "pass", "use assassin"),
        "fight-effects",
        _.lazy("The Assassin gives the attacker +2, once."),
    ),
    "hypnotist": (
        ["dagger", "key"],
        "hypnotist",
        False,
        ("attack Sarah", "hypnotise Gundla"),
        "hypnotist",
        _.lazy("The Hypnotist makes one supporter abstain and play nothing."),
    ),
    "doctor": (
        ["dagger", "key"],
        "doctor",
        False,
        ("attack Romana", "pass", "pass", "doctor"),
        "doctor",
        _.lazy("The Doctor cancels everything a fight causes."),
    ),
}


def fight_start(items: list[str], profession: str, expansion: bool) -> Callable[[], Match]:
    """A fight drill's ``start``: Marie holds ``items`` and is the ``profession``."""
    others = [p for p in ("priest", "thug", "bodyguard", "doctor") if p != profession][:3]
    pos: dict[str, Any] = {
        "items": [items, ["goblet", "whip"], ["goblet"], ["key"]],
        "societies": SOCIETIES,
        "seat": 0,
        "professions": [profession, *others],
    }
    opts: dict[str, Any] = {"expansion": True, "first_coachman": 1} if expansion else {}

    def start() -> Match:
        return new_match("kutschfahrt", 4, SEED, position=pos, **opts)

    return start


def fight_drill(card: str) -> Level:
    """The drill of one card played in a fight: attack Sarah, play it, see its effect."""
    items, profession, expansion, follow, anchor, lesson = FIGHT_DRILLS[card]
    name = ITEM_NAMES.get(card) or PROF_NAMES[card]
    return _level(
        f"fight-{card.replace('_', '-')}",
        Msg("kutschfahrt", name),
        _.lazy(
            "Attack a player of the Brotherhood and play the {card} in the fight.",
            card=Msg("kutschfahrt", name),
        ),
        ("fight-effects", anchor) if anchor != "fight-effects" else ("fight-effects",),
        (
            _.lazy("Items and professions are played in a fight when you are asked."),
            _.lazy("Not every window is the right one: look at what you may play."),
        ),
        lesson,
        follow,
        fight_start(items, profession, expansion),
        by_marie(anchor),
    )


LEVELS += tuple(fight_drill(card) for card in FIGHT_DRILLS)


# ------------------------------------------------------------------ card drills
#: The card drills: one short level per card no level above plays (``tests/learn`` checks that
#: every item, profession and event of the engine is played in some level). A drill is a
#: prepared position of the four players whose first move is ``seat``'s: Romana (3) attacks
#: Marie, Gundla (1) attacks the Brotherhood, or Marie (0) acts herself; the others' replies
#: come from the drill's ``seed`` (found by playing seeds; the proof tests replay every drill).
#: ``coachman`` is the first coachman with the expansion (never Marie, so no event comes first
#: unless the drill is about one).


class Drill:
    """One card drill's data (see above); ``goal`` and ``hints`` are the role's."""

    __slots__ = (
        "card",
        "coachman",
        "done",
        "expansion",
        "goal",
        "hints",
        "items",
        "lesson",
        "professions",
        "rules",
        "seat",
        "seed",
        "solution",
    )

    def __init__(
        self,
        card: str,
        role: str,
        items: list[list[str]],
        professions: list[str],
        seed: int,
        solution: tuple[str, ...],
        rules: tuple[str, ...],
        lesson: Any,
        expansion: bool = False,
        coachman: int = 2,
        seat: int | None = None,
        done: Callable[[Match], bool] | None = None,
    ) -> None:
        self.card, self.items, self.professions = card, items, professions
        self.seed, self.solution, self.rules, self.lesson = seed, solution, rules, lesson
        self.expansion, self.coachman = expansion, coachman
        first, self.goal, self.hints = ROLES[role]
        self.seat = first if seat is None else seat
        self.done = done or by_marie(rules[0])


#: Each role: who moves first, the goal and the hints.
ROLES: dict[str, tuple[int, Any, tuple[Any, ...]]] = {
    "defender": (
        3,
        _.lazy("When you are attacked, play the {card} in the fight."),
        (
            _.lazy("A defender plays his cards when he is asked in the fight."),
            _.lazy("Not every window is the right one: look at what you may play."),
        ),
    ),
    "supporter": (
        1,
        _.lazy("When a fight breaks out, take a side and play the {card} in it."),
        (
            _.lazy("Only a supporter's cards count for a side: choose one first."),
            _.lazy("Not every window is the right one: look at what you may play."),
        ),
    ),
    "attacker": (
        0,
        _.lazy("Attack a player of the Brotherhood and play the {card} in the fight."),
        (
            _.lazy("Items and professions are played in a fight when you are asked."),
            _.lazy("Not every window is the right one: look at what you may play."),
        ),
    ),
    "after": (
        0,
        _.lazy("Let a fight be fought, then use the {card}."),
        (
            _.lazy("Some cards act only once the fight is counted and rewarded."),
            _.lazy("Pass until your card is offered."),
        ),
    ),
    "defender-after": (
        3,
        _.lazy("Let a fight be fought, then use the {card}."),
        (
            _.lazy("Some cards act only once the fight is counted and rewarded."),
            _.lazy("Pass until your card is offered."),
        ),
    ),
    "own": (
        1,
        _.lazy("You are the {card}: use it when its moment comes."),
        (
            _.lazy("Some professions act in another player's turn."),
            _.lazy("Pass until your card is offered."),
        ),
    ),
}

_BROTHERHOOD_LUGGAGE = [["goblet", "whip"], ["goblet", "dagger"], ["key"]]
_SIDES = [["key", "dagger"], ["goblet", "whip"], ["goblet"]]
_ATTACKED = ["thug", "bodyguard", "hypnotist"]
_FIGHTERS = ["thug", "grand_master", "hypnotist"]

CARD_DRILLS: tuple[Drill, ...] = (
    Drill(
        "gloves",
        "defender",
        [["gloves", "key"], *_BROTHERHOOD_LUGGAGE],
        ["clairvoyant", *_ATTACKED],
        9,
        ("pass", "use gloves"),
        ("fight-effects",),
        _.lazy("The Gloves give the defender +1."),
    ),
    Drill(
        "grand_master",
        "defender",
        [["key", "goblet"], *_BROTHERHOOD_LUGGAGE],
        ["grand_master", *_ATTACKED],
        9,
        ("pass", "use grand_master"),
        ("fight-effects",),
        _.lazy("The Grand Master gives the defender +1, in every fight."),
    ),
    Drill(
        "spy",
        "defender",
        [["key", "goblet"], *_BROTHERHOOD_LUGGAGE],
        ["spy", *_ATTACKED],
        9,
        ("pass", "use spy"),
        ("fight-effects",),
        _.lazy("The Spy gives the defender +3, once."),
        expansion=True,
    ),
    Drill(
        "steel_mask",
        "defender",
        [["steel_mask", "key"], *_BROTHERHOOD_LUGGAGE],
        ["merchant", *_ATTACKED],
        9,
        ("pass", "use steel_mask"),
        ("fight-effects",),
        _.lazy("The Steel Mask gives the defender +2, then goes to the attacker."),
        expansion=True,
    ),
    Drill(
        "bodyguard",
        "supporter",
        [["key", "goblet"], *_SIDES],
        ["bodyguard", *_FIGHTERS],
        0,
        ("pass", "support attacker", "use bodyguard"),
        ("fight-effects", "fight-support"),
        _.lazy("The Bodyguard gives +1 to the side he supports, in every fight."),
    ),
    Drill(
        "poisoner",
        "supporter",
        [["key", "goblet"], *_SIDES],
        ["poisoner", *_FIGHTERS],
        0,
        ("pass", "support attacker", "poison attacker"),
        ("fight-effects", "fight-support"),
        _.lazy(
            "The Poisoner names the winner of a fight he does not fight in, whatever the score."
        ),
    ),
    Drill(
        "mercenary",
        "supporter",
        [["key", "goblet"], *_SIDES],
        ["mercenary", *_FIGHTERS],
        0,
        ("pass", "support attacker", "use mercenary"),
        ("fight-effects", "fight-support"),
        _.lazy(
            "The Mercenary gives +2 to the side he supports, but he may not declare his society's victory."
        ),
        expansion=True,
    ),
    Drill(
        "absinthe",
        "supporter",
        [["absinthe", "key"], *_SIDES],
        ["bodyguard", *_FIGHTERS],
        0,
        ("pass", "support attacker", "absinthe Sarah"),
        ("fight-absinthe", "fight-assumptions"),
        _.lazy("The Absinthe ends the support of its pourer and of one co-supporter he names."),
        expansion=True,
    ),
    Drill(
        "flash_powder",
        "attacker",
        [["flash_powder", "key"], *_BROTHERHOOD_LUGGAGE],
        ["merchant", *_ATTACKED],
        0,
        ("attack Sarah", "pass", "use flash_powder"),
        ("fight-effects", "coachman"),
        _.lazy("The Flash Powder gives +2 to an attacker whose defender is the coachman."),
        expansion=True,
    ),
    Drill(
        "last_shirt",
        "attacker",
        [
            ["dagger", "throwing_knives", "key"],
            ["goblet", "whip"],
            ["last_shirt", "goblet"],
            ["goblet"],
        ],
        ["thug", "merchant", "bodyguard", "hypnotist"],
        0,
        ("attack Sarah", "pass", "use dagger", "use thug", "pass", "luggage", "take last_shirt"),
        ("after-fight", "fight-reward"),
        _.lazy("While the loser holds the Last Shirt, it is the one item the winner may take."),
        expansion=True,
        coachman=1,
        done=lambda m: attacked(m) and "last_shirt" in m.view(0)["you"]["items"],
    ),
    Drill(
        "pocket_watch",
        "after",
        [["pocket_watch", "key"], ["goblet", "whip"], ["goblet", "gloves"], ["key"]],
        ["fortune_teller", "thug", "grand_master", "hypnotist"],
        2,
        ("attack Sarah", "pass", "pass", "pass", "pass", "use pocket_watch"),
        ("after-fight",),
        _.lazy("The Pocket Watch shows a fight's loser the winner's items."),
        expansion=True,
    ),
    Drill(
        "deed",
        "after",
        [["deed", "dagger", "key"], ["goblet", "whip"], ["goblet", "gloves"], ["key"]],
        ["thug", "merchant", "grand_master", "hypnotist"],
        2,
        ("attack Sarah", "pass", "use dagger", "use thug", "pass", "deed whip"),
        ("after-fight",),
        _.lazy(
            "The Deed takes an item used in the fight from whoever holds it, and gives him the Deed."
        ),
        expansion=True,
    ),
    Drill(
        "top_hat",
        "defender-after",
        [["top_hat", "key"], *_BROTHERHOOD_LUGGAGE],
        ["merchant", *_ATTACKED],
        56,
        ("pass", "pass", "pass", "use top_hat"),
        ("after-fight",),
        _.lazy("The Top Hat shows a defender who lost the attacker's society card."),
        expansion=True,
    ),
    Drill(
        "avenger",
        "defender-after",
        [["key", "goblet"], *_BROTHERHOOD_LUGGAGE],
        ["avenger", *_ATTACKED],
        56,
        ("pass", "pass", "pass", "pass", "avenge"),
        ("after-fight",),
        _.lazy("The Avenger looks at a fight's winner's items and takes one."),
        expansion=True,
    ),
    Drill(
        "merchant",
        "own",
        [["key", "goblet"], *_BROTHERHOOD_LUGGAGE],
        ["merchant", *_ATTACKED],
        1,
        ("accept", "give pile"),
        ("merchant",),
        _.lazy("The Merchant may answer an offer with the top card of the draw pile."),
        expansion=True,
    ),
    Drill(
        "advocate",
        "own",
        [["key", "whip"], ["key"], ["goblet", "goblet"], ["goblet"]],
        ["advocate", *_ATTACKED],
        0,
        ("advocate",),
        ("advocate",),
        _.lazy("The Advocate cancels another player's victory claim before any card is shown."),
        expansion=True,
        seat=2,
    ),
)


def drill_start(d: Drill) -> Callable[[], Match]:
    """A card drill's ``start``: its position, seed and (expansion) first coachman."""
    pos: dict[str, Any] = {
        "items": d.items,
        "societies": SOCIETIES,
        "seat": d.seat,
        "professions": d.professions,
    }
    opts: dict[str, Any] = {"expansion": True, "first_coachman": d.coachman} if d.expansion else {}

    def start() -> Match:
        return new_match("kutschfahrt", 4, d.seed, position=pos, **opts)

    return start


def card_msg(card: str) -> Msg:
    """The card's name, an item's or a profession's, as a catalog text."""
    return Msg("kutschfahrt", ITEM_NAMES.get(card) or PROF_NAMES[card])


def card_drill(d: Drill) -> Level:
    """The level of one card drill: done, unless the drill says otherwise, when an event of
    Marie's cites the drill's first rule section."""
    name = card_msg(d.card)
    return _level(
        f"card-{d.card.replace('_', '-')}",
        name,
        Msg("kutschfahrt", d.goal.msgid, card=name) if isinstance(d.goal, Msg) else d.goal,
        d.rules,
        d.hints,
        d.lesson,
        d.solution,
        drill_start(d),
        d.done,
    )


LEVELS += tuple(card_drill(d) for d in CARD_DRILLS)


def _five_base() -> Match:
    """Five players of the base game: no traitor, so a Trank der Macht each; the Order (Marie,
    Gundla) is the smaller society."""
    pos: dict[str, Any] = {
        "items": [["key", "key"], ["goblet"], ["goblet"], ["whip"], ["goblet"]],
        "societies": ["order", "order", "brotherhood", "brotherhood", "brotherhood"],
        "seat": 0,
    }
    return new_match("kutschfahrt", 5, SEED, position=pos)


def _empty_pile_traitor() -> Match:
    """Five players with the expansion, every card in a hand (the draw pile empty): Marie, the
    traitor, holds a key, a goblet and the Secret Bag of the key."""
    rest = [
        ["key", "key", "goblet", "black_pearl", "dagger", "gloves", "poison_ring"],
        ["goblet", "throwing_knives", "whip", "privilege", "monocle", "broken_mirror", "sextant"],
        ["coat", "tome", "coat_of_arms", "flash_powder", "duelling_pistol", "steel_mask"],
        ["absinthe", "crystal_ball", "gold_scale", "last_shirt", "deed", "top_hat"],
    ]
    pos: dict[str, Any] = {
        "items": [["key", "goblet", "secret_bag_key", "secret_bag_goblet", "pocket_watch"], *rest],
        "societies": ["traitor", "order", "order", "brotherhood", "brotherhood"],
        "seat": 0,
        "professions": ["diplomat", "thug", "bodyguard", "grand_master", "hypnotist"],
        "pile": [],
    }
    return new_match("kutschfahrt", 5, SEED, position=pos, expansion=True)


def _illusionist_start() -> Match:
    """Romana, the Diplomat, moves first; Marie is the Illusionist (the seed: Romana uses her
    Diplomat, face up, before Marie's turn)."""
    pos: dict[str, Any] = {
        "items": [["key", "dagger"], ["goblet", "whip"], ["goblet", "gloves"], ["key"]],
        "societies": SOCIETIES,
        "seat": 3,
        "professions": ["illusionist", "bodyguard", "grand_master", "diplomat"],
    }
    return new_match(
        "kutschfahrt", 4, ILLUSIONIST_SEED, position=pos, expansion=True, first_coachman=1
    )


def _gold_scale_start() -> Match:
    """Marie holds the Gold Scale; Gundla, her only item the Privilege, accepts (the seed);
    Sarah is the coachman, so no event comes first."""
    pos: dict[str, Any] = {
        "items": [["gold_scale", "key"], ["privilege"], ["goblet", "whip"], ["key"]],
        "societies": SOCIETIES,
        "seat": 0,
        "professions": ["thug", "bodyguard", "grand_master", "hypnotist"],
    }
    return new_match("kutschfahrt", 4, GOLD_SEED, position=pos, expansion=True, first_coachman=2)


#: A seed in which Gundla accepts the Gold Scale.
GOLD_SEED = 2
#: A seed in which Gundla accepts the Secret Bag (and gives back what keeps Marie over).
BAG_SEED = 2
#: A seed in which Romana uses her Diplomat before Marie's first turn.
ILLUSIONIST_SEED = 1


def copied(m: Match) -> bool:
    """Marie, the Illusionist, has copied a profession (the view shows the copy to all)."""
    return m.view(0)["you"].get("profession_copy") is not None


LEVELS += (
    _level(
        "a-full-hand",
        Msg("kutschfahrt", ITEM_NAMES["secret_bag_goblet"]),
        _.lazy(
            "Give Gundla the {card} and use what it gives you.",
            card=Msg("kutschfahrt", ITEM_NAMES["secret_bag_goblet"]),
        ),
        ("hand-limit", "trade-effects", "gift-recipient"),
        (
            _.lazy("Count your items: at four players you may hold six."),
            _.lazy("Over the limit, you give items away at once, to a player below it."),
        ),
        _.lazy("Over the hand limit you give items at once to players below it; it is no trade."),
        ("trade secret_bag_goblet Gundla", "draw", "gift whip Sarah"),
        lambda: new_match(
            "kutschfahrt",
            4,
            BAG_SEED,
            position={
                "items": [
                    ["secret_bag_goblet", "key", "whip", "dagger", "gloves", "poison_ring"],
                    ["goblet", "throwing_knives"],
                    ["goblet"],
                    ["key"],
                ],
                "societies": SOCIETIES,
                "seat": 0,
                "professions": FOUR,
            },
        ),
        by_marie("hand-limit"),
    ),
    _level(
        "the-gold-scale",
        Msg("kutschfahrt", ITEM_NAMES["gold_scale"]),
        _.lazy(
            "Give Gundla the {card} and use what it gives you.",
            card=Msg("kutschfahrt", ITEM_NAMES["gold_scale"]),
        ),
        ("gold-scale", "effect-order"),
        (
            _.lazy("The Gold Scale has no effect of its own."),
            _.lazy("Look at what Gundla gives you back: its effect fires twice."),
        ),
        _.lazy(
            "The Gold Scale acts as the card its giver receives; the receiver's card acts first."
        ),
        ("trade gold_scale Gundla", "look"),
        _gold_scale_start,
        by_marie("trade-effects"),
    ),
    _level(
        "the-illusionist",
        Msg("kutschfahrt", PROF_NAMES["illusionist"]),
        _.lazy("You are the Illusionist: use a profession another player has shown."),
        ("illusionist",),
        (
            _.lazy("Watch which profession is turned face up before your turn."),
            _.lazy("An Illusionist uses it as if it were his own."),
        ),
        _.lazy("The Illusionist copies a profession lying face up at another seat."),
        ("diplomat", "demand Sarah", "ask goblet"),
        _illusionist_start,
        lambda m: copied(m) and by_marie("diplomat", 2)(m),
    ),
    _level(
        "too-few-for-the-coat",
        _.lazy("Too few for the Coat"),
        _.lazy("You hold the Coat of Arms of the Lodge: get what you lack, then win alone."),
        ("wrong-solo", "coat-of-arms", "diplomat"),
        (
            _.lazy("Count your keys and goblets: a solo claim needs three."),
            _.lazy("Romana holds a key, and you are the Diplomat."),
        ),
        _.lazy("A solo claim with too few is refused: all it needs is in your own hand."),
        ("diplomat", "demand Romana", "ask key", "give whip", "declare coat_of_arms"),
        position(
            [["coat_of_arms", "key", "goblet", "whip"], ["goblet"], ["goblet"], ["key"]],
            professions=["diplomat", "thug", "bodyguard", "grand_master"],
        ),
        won,
        offered=("declare coat_of_arms", "wrong-solo"),
    ),
    _level(
        "a-trank-each",
        _.lazy("A Trank der Macht each"),
        _.lazy("Five players and a Trank der Macht each: win the game for the Order."),
        ("one-trank", "victory"),
        (
            _.lazy("At five players without the traitor, the smaller society's Trank counts."),
            _.lazy("It stands in for one goal item, never for your own."),
        ),
        _.lazy("The smaller society's claim counts at most one Trank der Macht."),
        ("declare society", "done"),
        _five_base,
        won,
    ),
    _level(
        "bags-for-the-traitor",
        _.lazy("Bags for the traitor"),
        _.lazy("Five players, the draw pile empty: you are the traitor. Win the game alone."),
        ("traitor-bags", "traitor"),
        (
            _.lazy("Three keys or goblets in any mix win for the traitor."),
            _.lazy("Once the draw pile is empty, a Secret Bag counts as its item."),
        ),
        _.lazy("Once the draw pile is empty, Secret Bags count for the traitor too."),
        ("resolve", "declare traitor"),
        _empty_pile_traitor,
        won,
    ),
)
