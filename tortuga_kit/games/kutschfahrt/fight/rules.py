"""Kutschfahrt's fight score as a pure function (seed 002 "C. Mitspieler angreifen", reference §5).

``resolve_fight`` counts one fight once everything is on the table: the support declared (F2,
after the Hypnotist, F3), the items and professions played (F4), the events in force. It
returns the two scores, the winner and an explanation that names every card it was given and
what it did, or why it did nothing. It does not play the fight: who may be attacked, the
Priest, the Doctor, the reward and the tie draw belong to the match.

The count (rules §fight-score): the attacker and the defender count 1 each, every supporter adds
1 to the side he backs, and the cards add their bonuses; the higher score wins. On a tie the
Poison Ring makes its holder win, else nobody wins (rules §fight-tie). A third player's Poisoner
names the winner over everything (rules §fight-effects). Each card's part is one small function
named for its effect (``_bonus``, ``_duelist``, ``_poison_ring``, ...), and ``EFFECTS`` is the
table from card to effect that the count applies.

The reference's example (§5.4, after a review): a Duelling Pistol (+2) against Gloves (+1).

>>> r = resolve_fight(["duelling_pistol"], ["gloves"])
>>> r.attack, r.defence, r.winner
(3, 2, 'attacker')
>>> print(r.explanation)
attack 3 (attacker 1, duelling_pistol +2) against defence 2 (defender 1, gloves +1): the attacker wins. After the fight: duelling_pistol goes to the defender.
>>> r.rule
'rules §fight-score'

A supporter with the Whip, against the Poison Ring and a Poisoner:

>>> r = resolve_fight(["poison_ring"], [], [("defender", ["whip"])], poisoner="defender")
>>> r.attack, r.defence, r.winner
(1, 3, 'defender')
>>> r = resolve_fight(["poison_ring"], ["grand_master"], [("attacker", ["whip"])])
>>> r.attack, r.defence, r.winner
(2, 2, 'attacker')
>>> print(r.explanation)  # doctest: +NORMALIZE_WHITESPACE
attack 2 (attacker 1, supporter 1 +1) against defence 2 (defender 1, grand_master +1): a tie,
which the poison_ring makes a win for the attacker. Nothing from: whip (supporter 1, for the
attacker): only a supporter of the defender adds it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import NamedTuple

from ....engine.i18n import DEFAULT, Joined, Msg, active_language, translator
from .. import rulerefs
from ..cards import BASE_ITEMS, EVENT_NAMES, EVENTS, EXPANSION_ITEMS, ITEMS, PLAYERS, PROFESSIONS
from ..knowledge import prof_msg
from ..trade.rules import item_msg

_ = translator("kutschfahrt")

__all__ = [
    "ATTACKER",
    "DEFENDER",
    "ABSTAIN",
    "DUELIST_BONUS",
    "FightResult",
    "resolve_fight",
    "side_msg",
]

ATTACKER, DEFENDER, ABSTAIN = "attacker", "defender", "abstain"

SIDES = (ATTACKER, DEFENDER, ABSTAIN)
SUPPORTER_SUFFIX = "'s supporter"

#: The Duelist's own bonus. Disputed [D] (reference §1.4, §13): seed 002 and most sources give
#: +1, one quoted German card text has none. Set it to 0 for that reading; a fight the Duelist
#: changes cites ``rules §fight-duelist · ASSUMED``.
DUELIST_BONUS = 1

#: Cards that add to a score, card -> (who may use it, bonus) (reference §5.3). "attacker" and
#: "defender" are the two fighters; "supporter" is anyone backing a side, the bonus going to
#: that side; "attacker's supporter" and "defender's supporter" only that side's supporters.
BONUSES: dict[str, tuple[str, int]] = {
    "dagger": ("attacker", 1),
    "gloves": ("defender", 1),
    "thug": ("attacker", 1),
    "grand_master": ("defender", 1),
    "throwing_knives": ("attacker's supporter", 1),
    "whip": ("defender's supporter", 1),
    "bodyguard": ("supporter", 1),
    "flash_powder": ("attacker", 2),  # only when the defender is the coachman
    "duelling_pistol": ("attacker", 2),
    "steel_mask": ("defender", 2),
    "mercenary": ("supporter", 2),
    "spy": ("defender", 3),
    "assassin": ("attacker", 2),
}
#: Cards that change the fight in another way than a bonus, card -> who may use it.
SPECIAL = {
    "poison_ring": _.mark("attacker or defender"),
    "duelist": _.mark("attacker or defender"),
    "poisoner": _.mark("third player"),
    "hypnotist": _.mark("attacker"),
    "absinthe": _.mark("supporter"),
}
#: Cards that act only after the fight (phase F8, reference §5.1): nothing in the score.
AFTER_FIGHT = {
    "doctor": _.mark("may cancel the fight's consequences"),
    "deed": _.mark("takes an item used in the fight"),
    "top_hat": _.mark("shows its holder the attacker's society if he loses as defender"),
    "pocket_watch": _.mark("shows its holder the winner's items if he loses"),
    "last_shirt": _.mark("is the only item the winner may take from its holder"),
    "avenger": _.mark("takes one of the winner's items"),
}
#: What the fight items do after the fight (reference §1.3).
HANDOVER = {"duelling_pistol": "defender", "steel_mask": "attacker"}
#: Events that change the score, event -> (side, bonus) (reference §1.6).
EVENT_BONUSES = {"old_chapel": (DEFENDER, 1), "narrow_gorge": (ATTACKER, 1)}
#: Events that change the fight's rules, event -> what they do.
FIGHT_RULE_EVENTS = {
    "matter_of_honour": _.mark("nobody may support"),
    "mysterious_passenger": _.mark("no items or professions count"),
}
#: Events that act after the fight or on a tie's draw, event -> what they do.
AFTER_FIGHT_EVENTS = {
    "fair_gesture": _.mark("on a tie the defender draws an item too"),
    "marriage_of_convenience": _.mark("on a tie the two fighters see each other's society"),
    "fearless_deed": _.mark("the loser may see the winner's society"),
    "revelation": _.mark("if the attacker wins, the loser shows their society to everyone"),
}

_ITEM_IDS = frozenset(ITEMS)
_COPIES: dict[str, int] = {**BASE_ITEMS, **EXPANSION_ITEMS, **dict.fromkeys(PROFESSIONS, 1)}


@dataclass(frozen=True)
class FightResult:
    """One fight's count: the two scores, the winner (``None`` for a tie), why, and the rule."""

    attack: int
    defence: int
    winner: str | None
    explanation: str
    rule: str
    #: the explanation translated when read (``said``); ``explanation`` is its English
    message: Msg | None = field(default=None, compare=False)

    def said(self) -> str | Msg:
        """The explanation as an event's text or a view's: English as it is, else the Msg."""
        return (
            self.explanation if self.message is None else Explained(self.explanation, self.message)
        )


class Explained(Msg):
    """A text whose English is given and whose other languages come from ``message``."""

    __slots__ = ("english", "message")

    def __init__(self, english: str, message: Msg) -> None:
        super().__init__("kutschfahrt", "")
        self.english = english
        self.message = message

    def render(self, lang: str | None = None) -> str:
        if (lang or active_language()) == DEFAULT:
            return self.english
        return self.message.render(lang)

    def __repr__(self) -> str:
        return f"Explained({self.english!r})"


def card_msg(card: str) -> Msg:
    """An item, a profession or an event by its id, its name translated when read."""
    if card in _ITEM_IDS:
        return item_msg(card)
    if card in EVENTS:
        return Msg("kutschfahrt", EVENT_NAMES[card])
    return prof_msg(card)


def side_msg(side: str) -> Msg:
    if side == ATTACKER:
        return _.lazy("the attacker")
    if side == DEFENDER:
        return _.lazy("the defender")
    return _.lazy("nobody")


def _names(who: str, cards: Iterable[str]) -> tuple[str, ...]:
    names = (cards,) if isinstance(cards, str) else tuple(cards)
    for name in names:
        if name not in _COPIES:
            raise ValueError(f"{who}: {name!r} is no item or profession of Kutschfahrt")
    return names


def _side_name(side: str) -> str:
    return "nobody" if side == ABSTAIN else f"the {side}"


def resolve_fight(
    attacker: Iterable[str] = (),
    defender: Iterable[str] = (),
    supporters: Iterable[tuple[str, Iterable[str]]] = (),
    *,
    poisoner: str | None = None,
    events: Iterable[str] = (),
    defender_is_coachman: bool = False,
) -> FightResult:
    """Count one fight (rules §fight-score) and say who wins.

    ``attacker`` and ``defender``: the names of the items and professions that fighter uses in
    this fight (a single name may be given as a string). ``supporters``: one ``(side, cards)``
    pair per other player, ``side`` being ``"attacker"``, ``"defender"`` or ``"abstain"``; a
    player the Hypnotist (or a co-supporter's Absinthe) silenced is given as ``"abstain"``, since
    that is decided before the count. ``poisoner``: ``"attacker"`` or ``"defender"`` when a third
    player's Poisoner names the winner. ``events``: the events in force. A card used where it
    gives nothing adds nothing, and the explanation says why; an unknown name or side, or a card
    used more often than it exists, is a ``ValueError``.

    The count in three steps: gather what it starts from (the fighters, the support, the events
    that stop cards or support), apply each card's effect from ``EFFECTS`` (one function per
    rulebook effect), decide the winner.

    >>> resolve_fight(["dagger"], ["spy"]).winner
    'defender'
    >>> resolve_fight(["dagger"], ["dagger"])
    Traceback (most recent call last):
    ...
    ValueError: dagger is used 2 times, but there is only 1 (attacker, defender)
    """
    fighters, backers, in_force = _arguments(attacker, defender, supporters, poisoner, events)
    users = cards_used(fighters, backers)
    _check_uses(users, poisoner)
    return counted(fighters, backers, in_force, users, poisoner, defender_is_coachman)


def counted(
    fighters: dict[str, tuple[str, ...]],
    backers: list[tuple[str, tuple[str, ...]]],
    in_force: tuple[str, ...],
    users: list[_Use],
    poisoner: str | None,
    defender_is_coachman: bool,
) -> FightResult:
    """``resolve_fight``'s count of arguments it has checked (``fight.state.resolved`` gives
    it a match's fight, valid by construction, built by ``cards_used``)."""
    count = _gather(fighters, backers, in_force, defender_is_coachman)

    for use in users:
        why = _effect(count, use.card)(count, use)
        if why is not None:
            count.gives_nothing(use, why)
    if count.absinthe_by:
        count.refs.append(rulerefs.FIGHT_ABSINTHE)
    _event_effects(in_force, count)

    winner, outcome = _outcome(fighters, poisoner, count)
    text, message = _explain(in_force, count, outcome)
    attack, defence = count.score[ATTACKER], count.score[DEFENDER]
    return FightResult(attack, defence, winner, text, _join(count.refs), message)


class _Use(NamedTuple):
    """One card used in the fight: ``who`` uses it (``"attacker"``, ``"supporter 2"``); ``k`` is
    0 for a fighter, whose ``side`` is his role, else the supporter's number, and ``side`` the
    side he backs."""

    who: str
    k: int
    side: str
    card: str


@dataclass
class _Count:
    """One fight's count as it is made (rules §fight-score): the two scores and what makes them
    up, the cards that gave nothing and why, what happens after the fight, the citations; each
    text in English (the explanation) and translated when read. Besides, what the effects read:
    the Mysterious Passenger in force (``stranger``), the Flash Powder's target, the Absinthe's
    pourers and, per supporter number, whether he counts as supporting."""

    stranger: bool
    defender_is_coachman: bool
    absinthe_by: set[int]
    counts: dict[int, bool] = field(default_factory=dict)
    score: dict[str, int] = field(default_factory=lambda: {ATTACKER: 1, DEFENDER: 1})
    parts: dict[str, list[str]] = field(
        default_factory=lambda: {ATTACKER: ["attacker 1"], DEFENDER: ["defender 1"]}
    )
    parts_m: dict[str, list[Msg]] = field(
        default_factory=lambda: {
            ATTACKER: [_.lazy("attacker 1")],
            DEFENDER: [_.lazy("defender 1")],
        }
    )
    nothing: list[str] = field(default_factory=list)  # "card (who): why it adds nothing"
    nothing_m: list[Msg] = field(default_factory=list)
    later: list[str] = field(default_factory=list)  # what happens after the fight
    later_m: list[Msg] = field(default_factory=list)
    refs: list[str] = field(default_factory=lambda: [rulerefs.FIGHT_SCORE])

    def add(self, side: str, card: str, bonus: int) -> None:
        """``card`` (an item, a profession or an event) adds ``bonus`` to ``side``'s score."""
        self.score[side] += bonus
        self.parts[side].append(f"{card} +{bonus}")
        self.parts_m[side].append(_.lazy("{card} +{bonus}", card=card_msg(card), bonus=bonus))

    def gives_nothing(self, use: _Use, why: str) -> None:
        """Say that ``use``'s card adds nothing, and ``why``."""
        card, who, k, side = use.card, use.who, use.k, use.side
        label = f"{card} ({who}" + (f", for {_side_name(side)})" if k else ")")
        who_m = _.lazy("supporter {k}", k=k) if k else role_msg(who)
        label_m = (
            _.lazy(
                "{card} ({who}, for {side})", card=card_msg(card), who=who_m, side=side_msg(side)
            )
            if k
            else _.lazy("{card} ({who})", card=card_msg(card), who=who_m)
        )
        self.nothing.append(f"{label}: {why}")
        self.nothing_m.append(_.lazy("{label}: {why}", label=label_m, why=_why_msg(why, card)))


def _gather(
    fighters: dict[str, tuple[str, ...]],
    backers: list[tuple[str, tuple[str, ...]]],
    in_force: tuple[str, ...],
    defender_is_coachman: bool,
) -> _Count:
    """What the count starts from (rules §fight-support, §fight-effects): the events that stop
    the cards (the Mysterious Passenger) or support (A Matter of Honour), a fighter's Duelist,
    who poured the Absinthe, and the support itself, each supporter who counts +1 for his side.
    The Absinthe cancels its pourer's support, unless his support counts for nothing anyway."""
    stranger = "mysterious_passenger" in in_force
    honour = "matter_of_honour" in in_force
    duelist_by = next((r for r in (ATTACKER, DEFENDER) if "duelist" in fighters[r]), None)
    if stranger:
        duelist_by = None
    absinthe_by = {
        k
        for k, (side, cards) in enumerate(backers, 1)
        if "absinthe" in cards and side != ABSTAIN
        if not (stranger or honour or duelist_by)
    }
    count = _Count(stranger, defender_is_coachman, absinthe_by)
    count.counts = _support(backers, honour, duelist_by, count)
    return count


def _support(
    backers: list[tuple[str, tuple[str, ...]]],
    honour: bool,
    duelist_by: str | None,
    count: _Count,
) -> dict[int, bool]:
    """Who counts as supporting (rules §fight-support): +1 for the side each one backs, unless
    he abstains, a Matter of Honour forbids support, a Duelist fights, or he poured the
    Absinthe. Returns, per supporter number, whether he counts."""
    counts: dict[int, bool] = {}
    for k, (side, _cards) in enumerate(backers, 1):
        why = None
        why_m: Msg | None = None
        if side == ABSTAIN:
            why = "abstains"
        elif honour:
            why = "may not support: matter_of_honour"
            why_m = _.lazy("may not support: {event}", event=card_msg("matter_of_honour"))
            count.refs.append(rulerefs.FIGHT_HONOUR)
        elif duelist_by is not None:
            why = f"does not count: the {duelist_by}'s duelist forbids support"
            why_m = (
                _.lazy("does not count: the attacker's duelist forbids support")
                if duelist_by == ATTACKER
                else _.lazy("does not count: the defender's duelist forbids support")
            )
        elif k in count.absinthe_by:
            why = "does not count: he poured the absinthe"
            why_m = _.lazy("does not count: he poured the absinthe")
        counts[k] = why is None
        if why is None:
            count.score[side] += 1
            count.parts[side].append(f"supporter {k} +1")
            count.parts_m[side].append(_.lazy("supporter {k} +1", k=k))
        elif side != ABSTAIN:
            count.nothing.append(f"supporter {k} (for the {side}) {why}")
            count.nothing_m.append(
                _.lazy(
                    "supporter {k} (for {side}) {why}",
                    k=k,
                    side=side_msg(side),
                    why=why_m or _.lazy("abstains"),
                )
            )
    return counts


#: One card's effect in the count: it acts on the count and returns why it adds nothing (the
#: explanation says so), or ``None`` when it did its part.
Effect = Callable[[_Count, _Use], str | None]


def _bonus(count: _Count, use: _Use) -> str | None:
    """A card with a bonus (``BONUSES``; rules §fight-effects): it adds the bonus to its user's
    side when the user has the role the card names and, for a supporter, counts as
    supporting."""
    user, bonus = BONUSES[use.card]
    why = _bonus_refused(user, use.k, use.side, count.counts)
    if why is None:
        count.add(use.side, use.card, bonus)
    return why


def _flash_powder(count: _Count, use: _Use) -> str | None:
    """The Flash Powder (expansion; rules §fight-effects): the attacker's +2, only when the
    defender is the coachman."""
    if not use.k and use.side == ATTACKER and not count.defender_is_coachman:
        return "only against the coachman, and the defender is not the coachman"
    return _bonus(count, use)


def _handed_over(count: _Count, use: _Use) -> str | None:
    """The Duelling Pistol and the Steel Mask (rules §fight-effects): their bonus, and after the
    fight the card goes to the other fighter (``HANDOVER``)."""
    why = _bonus(count, use)
    if why is None:
        to = HANDOVER[use.card]
        count.later.append(f"{use.card} goes to the {to}")
        count.later_m.append(
            _.lazy("{card} goes to {side}", card=card_msg(use.card), side=side_msg(to))
        )
    return why


def _duelist(count: _Count, use: _Use) -> str | None:
    """The Duelist (rules §fight-support, §fight-duelist): a fighter's; it forbids all support
    (``_gather``) and adds ``DUELIST_BONUS``, a disputed bonus, to its user's side."""
    if use.k:
        return "only the attacker or the defender may use it"
    count.add(use.side, "duelist", DUELIST_BONUS)
    count.refs.append(rulerefs.FIGHT_DUELIST)
    return None


def _poison_ring(count: _Count, use: _Use) -> str | None:
    """The Poison Ring (rules §fight-tie): a fighter's; it makes a tie its holder's win, which
    ``_outcome`` decides after the count."""
    return "only the attacker or the defender may use it" if use.k else None


def _poisoner(count: _Count, use: _Use) -> str | None:
    """The Poisoner (rules §fight-effects): a third player's; it names the winner over every
    score, which ``_outcome`` decides after the count."""
    return None if use.k else "only a player who is neither attacker nor defender may use it"


def _hypnotist(count: _Count, use: _Use) -> str | None:
    """The Hypnotist (rules §hypnotist, §fight-support): the attacker's; it makes a supporter
    abstain before the count, so in the count it adds nothing."""
    if use.side == ATTACKER:
        return "acts on support before the count (the hypnotised player is given as abstaining)"
    return "only the attacker may use it"


def _absinthe(count: _Count, use: _Use) -> str | None:
    """The Absinthe (expansion; rules §fight-absinthe): a supporter pours it, and he and the
    co-supporter he names stop supporting (``_gather``, ``_support``)."""
    if not use.k:
        return "only a supporter may pour it"
    if use.side == ABSTAIN:
        return "its user supports nobody"
    if use.k not in count.absinthe_by:
        return "its user does not count as supporting"
    return None


def _after_fight(count: _Count, use: _Use) -> str | None:
    """A card that acts after the fight (``AFTER_FIGHT``; rules §after-fight, §doctor): nothing
    in the score."""
    return f"acts after the fight: it {AFTER_FIGHT[use.card]}"


def _priest(count: _Count, use: _Use) -> str | None:
    """The Priest (rules §priest): used, he stops the fight before support, so there is no
    count."""
    return "acts before support is declared: used, there is no fight to count"


def _illusionist(count: _Count, use: _Use) -> str | None:
    """The Illusionist (rules §illusionist): he counts as the profession he copies, so that one
    is to be named."""
    return "acts as the profession it copies: name that one"


def _outside_fights(count: _Count, use: _Use) -> str | None:
    """Every other card acts outside fights (rules §fight-effects): nothing in the score."""
    return "does nothing in a fight"


def _passenger_stops(count: _Count, use: _Use) -> str | None:
    """The Mysterious Passenger in force (expansion; rules §fight-effects, §events): no item or
    profession counts, the Poisoner, the Poison Ring and the Duelist included."""
    return "mysterious_passenger: no items or professions in a fight"


#: The count's table (rules §fight-effects): card -> its effect. A card not in it acts outside
#: fights (``_outside_fights``).
EFFECTS: dict[str, Effect] = {
    **dict.fromkeys(BONUSES, _bonus),
    "flash_powder": _flash_powder,
    **dict.fromkeys(HANDOVER, _handed_over),
    "duelist": _duelist,
    "poison_ring": _poison_ring,
    "poisoner": _poisoner,
    "hypnotist": _hypnotist,
    "absinthe": _absinthe,
    **dict.fromkeys(AFTER_FIGHT, _after_fight),
    "priest": _priest,
    "illusionist": _illusionist,
}


def _effect(count: _Count, card: str) -> Effect:
    """``card``'s effect in this count: the table's, unless the Mysterious Passenger stops it
    (every card that would change the score or the winner; rules §fight-effects)."""
    if count.stranger and (card in BONUSES or card in SPECIAL):
        return _passenger_stops
    return EFFECTS.get(card, _outside_fights)


def _event_effects(in_force: tuple[str, ...], count: _Count) -> None:
    """The events in force (rules §fight-effects, §events): a bonus to a side, something after
    the fight, or nothing."""
    for event in in_force:
        if event in EVENT_BONUSES:
            side, bonus = EVENT_BONUSES[event]
            count.add(side, event, bonus)
        elif event in AFTER_FIGHT_EVENTS:
            count.later.append(f"{event}: {AFTER_FIGHT_EVENTS[event]}")
            count.later_m.append(
                _.lazy(
                    "{event}: {what}",
                    event=card_msg(event),
                    what=Msg("kutschfahrt", AFTER_FIGHT_EVENTS[event]),
                )
            )
        elif event not in FIGHT_RULE_EVENTS:
            count.nothing.append(f"{event}: acts outside the fight, not in the score")
            count.nothing_m.append(
                _.lazy("{event}: acts outside the fight, not in the score", event=card_msg(event))
            )


def _bonus_refused(user: str, k: int, side: str, counts: dict[int, bool]) -> str | None:
    """Why a card with a bonus (``BONUSES``) adds nothing for this user, or ``None`` when it
    counts: who may add it (the attacker, the defender, a supporter of one side), a supporter
    who does not count."""
    why = None
    if user in (ATTACKER, DEFENDER):
        if k:
            why = f"only the {user} adds it, not a supporter"
        elif side != user:
            why = f"only the {user} adds it"
    elif not k and user == "supporter":
        why = "only a supporter adds it, for the side he backs"
    elif side == ABSTAIN:
        why = "its user supports nobody"
    elif not k or (user != "supporter" and not user.startswith(side)):
        why = f"only a supporter of the {user.removesuffix(SUPPORTER_SUFFIX)} adds it"
    elif not counts[k]:
        why = "its user does not count as supporting"
    return why


def _arguments(
    attacker: Iterable[str],
    defender: Iterable[str],
    supporters: Iterable[tuple[str, Iterable[str]]],
    poisoner: str | None,
    events: Iterable[str],
) -> tuple[dict[str, tuple[str, ...]], list[tuple[str, tuple[str, ...]]], tuple[str, ...]]:
    """``resolve_fight``'s arguments checked: the fighters' cards, the supporters' (side,
    cards), the events in force; a bad one is a ``ValueError`` that names it."""
    fighters = {ATTACKER: _names("attacker", attacker), DEFENDER: _names("defender", defender)}
    backers: list[tuple[str, tuple[str, ...]]] = []
    for k, pair in enumerate(supporters, 1):
        try:
            side, cards = pair
        except (TypeError, ValueError):
            raise ValueError(f"supporter {k}: give a (side, cards) pair, not {pair!r}") from None
        if side not in SIDES:
            raise ValueError(f"supporter {k}: side {side!r} is not one of {', '.join(SIDES)}")
        backers.append((side, _names(f"supporter {k}", cards)))
    if len(backers) > PLAYERS[1] - 2:
        raise ValueError(f"{len(backers)} supporters, but at most {PLAYERS[1] - 2} players watch")
    if poisoner not in (None, ATTACKER, DEFENDER):
        raise ValueError(f"poisoner {poisoner!r} is not 'attacker', 'defender' or None")
    in_force = (events,) if isinstance(events, str) else tuple(events)
    for event in in_force:
        if event not in EVENTS:
            raise ValueError(f"{event!r} is no event of Kutschfahrt")
    twice = [e for e, n in Counter(in_force).items() if n > 1]
    if twice:
        raise ValueError(f"event {twice[0]} is given twice; an event is in force once")

    return fighters, backers, in_force


def cards_used(
    fighters: dict[str, tuple[str, ...]], backers: list[tuple[str, tuple[str, ...]]]
) -> list[_Use]:
    """Every card used (``_Use``: who, k, side, card): the fighters', then each supporter's."""
    users: list[_Use] = []
    users += [_Use("attacker", 0, ATTACKER, c) for c in fighters[ATTACKER]]
    users += [_Use("defender", 0, DEFENDER, c) for c in fighters[DEFENDER]]
    for k, (side, cards) in enumerate(backers, 1):
        users += [_Use(f"supporter {k}", k, side, c) for c in cards]
    return users


def _check_uses(users: list[_Use], poisoner: str | None) -> None:
    """No card used more often than it exists, and a third player's Poisoner only with
    ``poisoner=`` (a ``ValueError`` otherwise)."""
    used = Counter(card for *_, card in users)
    for card, n in used.items():
        if n > _COPIES[card]:
            holders = ", ".join(dict.fromkeys(w for w, *_, c in users if c == card))
            raise ValueError(
                f"{card} is used {n} times, but there is only {_COPIES[card]} ({holders})"
            )
    third_poisoner = [w for w, k, _, c in users if c == "poisoner" and k]
    if poisoner is not None and "poisoner" in used and not third_poisoner:
        raise ValueError("poisoner= is a third player's Poisoner, but a fighter uses the only one")
    if poisoner is None and third_poisoner:
        raise ValueError(f"{third_poisoner[0]} uses the poisoner: name the winner with poisoner=")


def _outcome(
    fighters: dict[str, tuple[str, ...]], poisoner: str | None, count: _Count
) -> tuple[str | None, tuple[str, Msg]]:
    """Who wins (rules §fight-score, §fight-tie): the Poisoner's word, else the higher score,
    else the Poison Ring's tie; says in the count's ``nothing`` why a Poisoner or a Ring gave
    nothing, and sets its ``refs[0]`` to the rule that decided. Returns the winner and the
    outcome in words (English, and translated when read)."""
    attack, defence = count.score[ATTACKER], count.score[DEFENDER]
    stranger, refs = count.stranger, count.refs
    nothing, nothing_m = count.nothing, count.nothing_m
    ring = None if stranger else next((r for r in fighters if "poison_ring" in fighters[r]), None)
    if poisoner is not None and not stranger:
        winner: str | None = poisoner
        outcome = f"the poisoner names the {poisoner} the winner, whatever the score"
        outcome_m = _.lazy(
            "the poisoner names {side} the winner, whatever the score", side=side_msg(poisoner)
        )
        refs[0] = rulerefs.FIGHT_EFFECTS
    elif attack != defence:
        winner = ATTACKER if attack > defence else DEFENDER
        outcome = f"the {winner} wins"
        outcome_m = (
            _.lazy("the attacker wins") if winner == ATTACKER else _.lazy("the defender wins")
        )
    elif ring is not None:
        winner = ring
        outcome = f"a tie, which the poison_ring makes a win for the {ring}"
        outcome_m = _.lazy(
            "a tie, which the Poison Ring makes a win for {side}", side=side_msg(ring)
        )
        refs[0] = rulerefs.FIGHT_TIE
    else:
        winner = None
        outcome = "a tie: nobody wins, and the attacker draws an item"
        outcome_m = _.lazy("a tie: nobody wins, and the attacker draws an item")
        refs[0] = rulerefs.FIGHT_TIE
    if poisoner is not None and stranger:
        nothing.append("poisoner (third player): mysterious_passenger: no professions in a fight")
        nothing_m.append(_.lazy("Poisoner (third player): no professions in a fight"))
    if ring is not None and poisoner is not None:
        nothing.append(f"poison_ring ({ring}): the poisoner decides over it")
        nothing_m.append(
            _.lazy("Poison Ring ({side}): the Poisoner decides over it", side=role_msg(ring))
        )
    elif ring is not None and attack != defence:
        nothing.append(f"poison_ring ({ring}): there is no tie to win")
        nothing_m.append(
            _.lazy("Poison Ring ({side}): there is no tie to win", side=role_msg(ring))
        )
    return winner, (outcome, outcome_m)


def _explain(
    in_force: tuple[str, ...], count: _Count, outcome_both: tuple[str, Msg]
) -> tuple[str, Msg]:
    """The count in words: English (``FightResult.explanation``) and translated when read."""
    attack, defence = count.score[ATTACKER], count.score[DEFENDER]
    parts, parts_m = count.parts, count.parts_m
    outcome, outcome_m = outcome_both
    nothing, nothing_m = count.nothing, count.nothing_m
    later, later_m = count.later, count.later_m
    text = (
        f"attack {attack} ({', '.join(parts[ATTACKER])}) against "
        f"defence {defence} ({', '.join(parts[DEFENDER])}): {outcome}."
    )
    in_effect = [f"{e} ({FIGHT_RULE_EVENTS[e]})" for e in in_force if e in FIGHT_RULE_EVENTS]
    if in_effect:
        text += " In force: " + ", ".join(in_effect) + "."
    if nothing:
        text += " Nothing from: " + "; ".join(nothing) + "."
    if later:
        text += " After the fight: " + "; ".join(later) + "."
    said: list[Msg] = [
        _.lazy(
            "attack {attack} ({a_parts}) against defence {defence} ({d_parts}): {outcome}.",
            attack=attack,
            a_parts=Joined(parts_m[ATTACKER], ", "),
            defence=defence,
            d_parts=Joined(parts_m[DEFENDER], ", "),
            outcome=outcome_m,
        )
    ]
    forced = [e for e in in_force if e in FIGHT_RULE_EVENTS]
    if forced:
        said.append(
            _.lazy(
                "In force: {events}.",
                events=Joined(
                    [
                        _.lazy(
                            "{event} ({what})",
                            event=card_msg(e),
                            what=Msg("kutschfahrt", FIGHT_RULE_EVENTS[e]),
                        )
                        for e in forced
                    ],
                    ", ",
                ),
            )
        )
    if nothing_m:
        said.append(_.lazy("Nothing from: {cards}.", cards=Joined(nothing_m)))
    if later_m:
        said.append(_.lazy("After the fight: {what}.", what=Joined(later_m)))
    return text, Joined(said, " ")


def _why_msg(why: str, card: str) -> Msg:
    """Why a card adds nothing, translated when read (the English ``why`` its effect gave)."""
    if why.startswith("acts after the fight: it "):
        return _.lazy("acts after the fight: it {what}", what=Msg("kutschfahrt", AFTER_FIGHT[card]))
    if why.startswith("only the ") and why.endswith(" adds it, not a supporter"):
        return _.lazy("only {side} adds it, not a supporter", side=side_msg(why.split()[2]))
    if why.startswith("only the ") and why.endswith(" adds it"):
        return _.lazy("only {side} adds it", side=side_msg(why.split()[2]))
    if why.startswith("only a supporter of the "):
        return _.lazy("only a supporter of {side} adds it", side=side_msg(why.split()[5]))
    return Msg("kutschfahrt", why)


#: The fixed reasons a card adds nothing (``resolve_fight``), for the catalogs.
_WHYS = (
    _.mark("acts before support is declared: used, there is no fight to count"),
    _.mark("acts as the profession it copies: name that one"),
    _.mark("does nothing in a fight"),
    _.mark("mysterious_passenger: no items or professions in a fight"),
    _.mark("only against the coachman, and the defender is not the coachman"),
    _.mark("only a supporter adds it, for the side he backs"),
    _.mark("its user supports nobody"),
    _.mark("its user does not count as supporting"),
    _.mark("acts on support before the count (the hypnotised player is given as abstaining)"),
    _.mark("only the attacker may use it"),
    _.mark("only a player who is neither attacker nor defender may use it"),
    _.mark("only a supporter may pour it"),
    _.mark("only the attacker or the defender may use it"),
)


def _join(refs: list[str]) -> str:
    """``rules §a · rules §b · ASSUMED`` from the citations ``refs``, each section once."""
    sections = dict.fromkeys(r.removesuffix(" · ASSUMED") for r in refs)
    assumed = any(r.endswith(" · ASSUMED") for r in refs)
    return " · ".join(sections) + (" · ASSUMED" if assumed else "")


def role_msg(role: str) -> Msg:
    """``attacker``, ``defender`` (a fighter's role), translated when read."""
    return (
        _.lazy("attacker")
        if role == ATTACKER
        else _.lazy("defender")
        if role == DEFENDER
        else Msg("kutschfahrt", role)
    )
