"""Kutschfahrt's options (the assumed options under §assumptions in ``docs/rules/kutschfahrt.md``).

Every fact the references mark as assumed [A] or disputed [D] is an option here, with the
documented default, so it can be changed in one place; ``assumptions(state)`` lists the ones a
match rests on, and every view carries that list. The setup that reads them is ``setup/``
(``setup.rules.deal``, the pure deal; ``setup.play.setup``, the match's state).
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from ...engine.game import Option, first_player_option, names_option
from ...engine.i18n import Msg, active_language, translator
from .setup.rules import THREE_PLAYER_DEALS
from .state import State

_ = translator("kutschfahrt")

#: The names on the ten person cards (reference §1.1), short forms without spaces.
DEFAULT_NAMES = (
    "Marie",
    "Gundla",
    "Sarah",
    "Romana",
    "Theodora",
    "Basilius",
    "Juan",
    "Zacharias",
    "Michel",
    "Henry",
)
#: Words the action texts use where a player's name may stand.
RESERVED = ("attacker", "defender", "left", "right", "society", "traitor", "coat_of_arms")


def _start_ok_coach(v: Any) -> bool:
    return v == "start_player" or (type(v) is int and 0 <= v < len(DEFAULT_NAMES))


def _cap_ok(v: Any) -> bool:
    return type(v) is int and 10 <= v <= 10_000


OPTIONS: dict[str, Option] = {
    o.name: o
    for o in (
        names_option(DEFAULT_NAMES, RESERVED),
        Option(
            "expansion",
            False,
            _.lazy(
                "Play with the expansion Die dunkle Prophezeiung: 10 more items and professions "
                "(two professions to choose from), the coachman's events, revenge tokens, the "
                "traitor at 5, 7 and 9 players, larger hand limits (rules §setup-expansion)."
            ),
            choices=(False, True),
            label=_.lazy("expansion"),
        ),
        Option(
            "keep_coat_at_10",
            False,
            _.lazy(
                "Expansion at 10 players: keep the Coat, since professions are left over (True), "
                "or remove it as the seed says (False; rules §setup-coat)."
            ),
            choices=(False, True),
            assumption=True,
            label=_.lazy("keep coat at 10"),
        ),
        Option(
            "coachman_may_draw",
            True,
            _.lazy(
                "Expansion: the coachman may draw an item instead of his turn's action (a review "
                "says so; rules §coachman)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("coachman may draw"),
        ),
        Option(
            "coach_to_winner",
            True,
            _.lazy(
                "Expansion: an attacker who beats the coachman takes the coach card (rules §coachman)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("coach to winner"),
        ),
        Option(
            "sunrise_last",
            True,
            _.lazy(
                "Expansion: Sunrise lies at the bottom of the event deck, the last event (True), or "
                "is shuffled in with the others (False; rules §sunrise)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("sunrise last"),
        ),
        Option(
            "sealed",
            True,
            _.lazy(
                "Starting items are counted out from the sealed cards only (the rulebook's deal); "
                "False counts them out from every item but the Secret Bags (rules §setup)."
            ),
            choices=(True, False),
            label=_.lazy("sealed"),
        ),
        Option(
            "three_player_deal",
            "sealed",
            _.lazy(
                "How the second starting item is dealt at 3 players: 'sealed' (4 sealed cards and "
                "both Bags, two each) or 'draw' (one each, then each draws one; rules "
                "§setup-three-players)."
            ),
            choices=THREE_PLAYER_DEALS,
            assumption=True,
            label=_.lazy("three player deal"),
        ),
        Option(
            "pearl_ally",
            True,
            _.lazy(
                "May the Black Pearl's holder be named as an ally? True: yes, the Pearl stops only "
                "its holder's own declaration, and his keys or goblets count; False: naming him "
                "makes the claim wrong (rules §pearl-ally)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("pearl ally"),
        ),
        Option(
            "doctor_after_poisoner",
            True,
            _.lazy(
                "May a Doctor still cancel a fight whose winner a Poisoner named? True: yes, the "
                "Poisoner fixes the winner and the Doctor its consequences (reference §11 case 12); "
                "False: the Poisoner's verdict is final (rules §doctor)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("doctor after poisoner"),
        ),
        Option(
            "doctor_stops_looks",
            True,
            _.lazy(
                "Expansion: a Doctor's cancel also stops the loser's Top Hat and Pocket Watch (True, "
                "reference §11 case 28), or they still show him what they show (False; rules "
                "§after-fight)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("doctor stops looks"),
        ),
        Option(
            "optional_effects",
            "all",
            _.lazy(
                "Which trade effects their giver may decline: 'all' (every card says \"you may\" "
                "in some version), 'except_sextant_coat' (the Sextant and the Coat are commands, "
                "as some versions word them) or 'none' (every effect is used when it can be; rules "
                "§optional-effects)."
            ),
            choices=("all", "except_sextant_coat", "none"),
            assumption=True,
            label=_.lazy("optional effects"),
        ),
        Option(
            "fence_looks",
            True,
            _.lazy(
                "Expansion: the Fence looks at the pile's top card before he offers it (True), or "
                "offers it unseen (False: it stays on the pile until the answer; rules §fence)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("fence looks"),
        ),
        Option(
            "pile_card_effects",
            True,
            _.lazy(
                "Expansion: the trade effect of the pile's top card, offered by the Fence or given "
                "back by the Merchant, fires for him as its giver (True), or not at all (False; rules "
                "§fence, §merchant)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("pile card effects"),
        ),
        Option(
            "alliance_shows",
            "fighters",
            _.lazy(
                "Expansion: after a tie under A Marriage of Convenience the two fighters show each "
                "other their society cards ('fighters', to each other only) or show them to "
                "everyone ('everyone'; rules §events)."
            ),
            choices=("fighters", "everyone"),
            assumption=True,
            label=_.lazy("alliance shows"),
        ),
        Option(
            "coachman_changes",
            3,
            _.lazy(
                "Expansion: how many Change of Coachman cards the event deck holds (3: the 25 "
                "cards a digest counts, with every other event once; 1 or 2: a smaller deck; rules "
                "§events)."
            ),
            choices=(3, 2, 1),
            assumption=True,
            label=_.lazy("coachman changes"),
        ),
        Option(
            "advocate_timing",
            "before_reveal",
            _.lazy(
                "Expansion: an Advocate cancels a victory claim right after it is made, before any "
                "card is shown ('before_reveal'), or once the cards are shown, before the game ends "
                "('after_reveal'; rules §advocate)."
            ),
            choices=("before_reveal", "after_reveal"),
            assumption=True,
            label=_.lazy("advocate timing"),
        ),
        Option(
            "diplomat_timing",
            "before",
            _.lazy(
                "When the Diplomat may be used in one's own turn: 'before' the turn's action only "
                "(the reference's reading), or 'before_or_after' it (one implementation; used after "
                "the action, his turn ends either way; rules §diplomat)."
            ),
            choices=("before", "before_or_after"),
            assumption=True,
            label=_.lazy("diplomat timing"),
        ),
        first_player_option(
            len(DEFAULT_NAMES),
            _.lazy(
                "Who begins: 'random' (drawn with the match's seed) or a seat number; no rulebook "
                "names a start player (rules §setup-start)."
            ),
            name="start_player",
            label=_.lazy("start player"),
        ),
        Option(
            "gifts_below_limit",
            True,
            _.lazy(
                "Forced gifts go only to players below the hand limit (True) or to any other "
                "player (False; rules §gift-recipient)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("gifts below limit"),
        ),
        Option(
            "effect_order",
            "receiver_first",
            _.lazy(
                "When both traded cards have an effect, whose resolves first: 'receiver_first' "
                "(the rules page of MK) or 'offerer_first' (MK's code; rules §effect-order)."
            ),
            choices=("receiver_first", "offerer_first"),
            assumption=True,
            label=_.lazy("effect order"),
        ),
        Option(
            "truth_shows_profession",
            True,
            _.lazy(
                "The winner's truth shows the loser's society and profession (the German edition) "
                "or the society only (False: the Italian edition; rules §fight-reward)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("truth shows profession"),
        ),
        Option(
            "doctor_cancels_tie",
            True,
            _.lazy("A Doctor may also cancel a tie's draw (rules §doctor)."),
            choices=(True, False),
            assumption=True,
            label=_.lazy("doctor cancels tie"),
        ),
        Option(
            "doctor_reach",
            "anyone",
            _.lazy(
                "Who may use the Doctor after a fight: 'anyone' (no source restricts it) or "
                "'fighters' (only the attacker and the defender; rules §doctor)."
            ),
            choices=("anyone", "fighters"),
            assumption=True,
            label=_.lazy("doctor reach"),
        ),
        Option(
            "priest_attacker",
            False,
            _.lazy(
                "May the attacker be his own Priest? False: no (the reference's reading); True: yes, "
                "he stops his own fight, pays nothing and his turn ends (rules §priest-attacker)."
            ),
            choices=(False, True),
            assumption=True,
            label=_.lazy("priest attacker"),
        ),
        Option(
            "passenger_stops_doctor",
            False,
            _.lazy(
                "Expansion: does The Mysterious Passenger stop the Doctor too? False: no, he acts "
                "after the fight; True: no Doctor under it either (rules §doctor)."
            ),
            choices=(False, True),
            assumption=True,
            label=_.lazy("passenger stops doctor"),
        ),
        Option(
            "illusionist_copy",
            "keeps_permanent",
            _.lazy(
                "Expansion: an Illusionist who uses a copied permanent profession keeps that copy "
                "until the Tome or the Coat changes his card ('keeps_permanent', the reference's "
                "reading), or every copy is good for one use ('one_use'; rules §illusionist)."
            ),
            choices=("keeps_permanent", "one_use"),
            assumption=True,
            label=_.lazy("illusionist copy"),
        ),
        Option(
            "absinthe_takes",
            "used",
            _.lazy(
                "Expansion: the Absinthe's pourer takes one of the items the named supporter used in "
                "this fight ('used': the seed's garbled \"Nahm er Gegenstände ein\" read as \"setzte "
                "er ein\") or, having seen his hand, any one he holds ('held'; rules §fight-absinthe)."
            ),
            choices=("used", "held"),
            assumption=True,
            label=_.lazy("absinthe takes"),
        ),
        Option(
            "duelist_bonus",
            1,
            _.lazy(
                "What the Duelist adds to its user's score besides forbidding support: 1 (the seed "
                "and most sources) or 0 (a quoted German card text; rules §fight-duelist)."
            ),
            choices=(1, 0),
            assumption=True,
            label=_.lazy("duelist bonus"),
        ),
        Option(
            "coat_take_back",
            False,
            _.lazy(
                "May the Coat's giver take his own old profession back? False: he picks from the "
                "others first (the English card text); True: his old card goes in first (a Chinese "
                "fan page; rules §coat)."
            ),
            choices=(False, True),
            assumption=True,
            label=_.lazy("coat take back"),
        ),
        Option(
            "pearl_blocks_solo",
            False,
            _.lazy(
                "Does the Black Pearl also stop a Coat of Arms or traitor win? False: only a society "
                "win (the seed); True: every declaration (one implementation; rules §pearl-solo)."
            ),
            choices=(False, True),
            assumption=True,
            label=_.lazy("pearl blocks solo"),
        ),
        Option(
            "wrong_solo",
            "refused",
            _.lazy(
                "A Coat of Arms or traitor claim with too few keys and goblets: 'refused' (it "
                "cannot be made, since all it needs is in the declarer's own hand: the reference's "
                "reading) or 'loses' (it is made and judged like a wrong society claim: every "
                "player not of the declarer's side wins; rules §wrong-solo)."
            ),
            choices=("refused", "loses"),
            assumption=True,
            label=_.lazy("wrong solo"),
        ),
        Option(
            "free_looks",
            True,
            _.lazy(
                "The Clairvoyant and the Fortune Teller are used besides the turn's action (True, "
                "as one implementation does) or instead of it (False; rules §clairvoyant, "
                "§fortune-teller)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("free looks"),
        ),
        Option(
            "first_coachman",
            "start_player",
            _.lazy(
                "Expansion: who takes the coach card first: 'start_player' or a seat number (no "
                "source says; rules §coachman)."
            ),
            check=_start_ok_coach,
            expects=_.lazy("'start_player' or a seat number 0–9"),
            assumption=True,
            label=_.lazy("first coachman"),
        ),
        Option(
            "offer_to_empty_hand",
            False,
            _.lazy(
                "May a player be offered a card when he holds no item to give back? False: no (a "
                "trade is a swap); True: yes, and he must refuse (never a card that must be "
                "accepted; rules §empty-hand-trade)."
            ),
            choices=(False, True),
            assumption=True,
            label=_.lazy("offer to empty hand"),
        ),
        Option(
            "mercenary_coat_of_arms",
            False,
            _.lazy(
                "May the Mercenary declare a Coat of Arms solo win? False: no, he declares only a "
                "traitor win; True: the Coat of Arms too (reference §1.5; rules §victory)."
            ),
            choices=(False, True),
            assumption=True,
            label=_.lazy("mercenary coat of arms"),
        ),
        Option(
            "revenge_tokens",
            True,
            _.lazy(
                "Expansion: a refused offer gives the offerer a revenge token, +1 for a side in a "
                "later fight (True, the kit's reading) or no token at all (False; rules §revenge)."
            ),
            choices=(True, False),
            assumption=True,
            label=_.lazy("revenge tokens"),
        ),
        Option(
            "passive_events_last",
            "next_event",
            _.lazy(
                "Expansion: a passive event stays in force until the coachman draws the next "
                "('next_event') or only for the turn in which it was drawn ('one_turn'; rules "
                "§events)."
            ),
            choices=("next_event", "one_turn"),
            assumption=True,
            label=_.lazy("passive events last"),
        ),
        Option(
            "turn_cap",
            300,
            _.lazy(
                "The kit stops a match with no winner after this many turns (rules §turn-cap; the "
                "rulebook has no end but a victory claim)."
            ),
            check=_cap_ok,
            expects=_.lazy("a whole number from 10 to 10000"),
            label=_.lazy("turn cap"),
        ),
    )
}


def assumptions(s: State) -> list[Msg]:
    """The assumed readings this match rests on, in words translated when read (every view
    lists them): ``name=value: what it means``."""
    expansion_only = (
        "keep_coat_at_10",
        "coachman_may_draw",
        "coach_to_winner",
        "sunrise_last",
        "first_coachman",
        "revenge_tokens",
        "passive_events_last",
        "pile_card_effects",
        "fence_looks",
        "alliance_shows",
        "coachman_changes",
        "advocate_timing",
        "doctor_stops_looks",
        "passenger_stops_doctor",
        "illusionist_copy",
        "absinthe_takes",
    )
    out = [
        _.lazy(
            "{name}={value}: {doc}",
            name=name,
            value=repr(s.opts[name]),
            doc=OPTIONS[name].doc,
        )
        for name in OPTIONS
        if OPTIONS[name].assumption
        and not (name == "three_player_deal" and s.n != 3)
        and not (name in expansion_only and not s.expansion)
        and not (name == "keep_coat_at_10" and s.n != 10)
    ]
    if s.expansion:
        out.append(
            _.lazy(
                "Expansion: a revenge token gives +1 to a side in a fight (rules §revenge); none "
                "of the expansion's items is sealed; the Deed and the Avenger act after the fight "
                "(rules §after-fight)."
            )
        )
    return out


#: ``assumed``'s lists, per player count, expansion and values of the assumed options.
_ASSUMED: dict[tuple[Any, ...], tuple[Msg, ...]] = {}
#: The assumed options' values, in one call (an ``OPTIONS`` with a single one would give a value,
#: not a tuple: there are many).
_assumed_values = itemgetter(*(name for name, o in OPTIONS.items() if o.assumption))


def assumed(s: State) -> tuple[Msg, ...]:
    """``assumptions(s)``, built once per option set: every match's setup asks for it, and
    its words depend only on the assumed options' values, the player count (3 and 10 have
    options of their own) and the expansion. The messages are immutable, so matches share
    them; the values are keyed by type too, so ``1`` and ``True`` stay apart."""
    values = _assumed_values(s.opts)
    key = (s.n if s.n in (3, 10) else 0, s.expansion, values, tuple(map(type, values)))
    try:
        return _ASSUMED[key]
    except KeyError:
        pass
    except TypeError:  # an unhashable value: nothing to share
        return tuple(assumptions(s))
    if len(_ASSUMED) >= 256:
        _ASSUMED.clear()
    out = _ASSUMED[key] = tuple(assumptions(s))
    return out


#: ``assumed_texts``'s words per list of readings (by identity: a ``Msg`` has no hash) and
#: language, each with the list it was written from.
_TEXTS: dict[tuple[int, str], tuple[tuple[Msg, ...], tuple[str, ...]]] = {}


def assumed_texts(s: State) -> list[str]:
    """The match's assumed readings in the active language, as every view lists them: the
    list is shared per option set (``assumed``), so its words are written once per language,
    not at every view (they were half of a view's time)."""
    lang = active_language()
    key = (id(s.assumed), lang)
    found = _TEXTS.get(key)
    if found is None or found[0] is not s.assumed:
        if len(_TEXTS) >= 256:
            _TEXTS.clear()
        found = _TEXTS[key] = (s.assumed, tuple(a.render(lang) for a in s.assumed))
    return list(found[1])


__all__ = ["DEFAULT_NAMES", "OPTIONS", "assumed", "assumed_texts", "assumptions"]
