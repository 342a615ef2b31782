"""Declaring victory in play (action D; rules §victory, §coat-of-arms, §traitor; seed 002
"D. Sieg verkünden").

``declare society`` starts a claim for the declarer's society; he then names his allies one at a
time (``ally <player>``, ``done``), short decisions instead of one button per set of players.
``victory.judge_claim`` (``check_claim`` without checking a valid state) judges the claim once; the declarer and every named ally show their cards, so
their societies go on every sheet, and the game ends: a correct claim wins for the whole
society, a wrong one for the other. ``declare coat_of_arms`` and ``declare traitor`` are solo
wins, offered only when they are correct (a wrong solo claim is refused: rules §wrong-solo;
under option ``wrong_solo="loses"`` offered whenever they are allowed, and a wrong one loses).

The Black Pearl's holder and the Mercenary may not declare a society win; the traitor may only
declare his own.
"""

from __future__ import annotations

from typing import Any

from ....engine.events import Event
from ....engine.i18n import Joined, Msg, translator
from .. import rulerefs as R
from ..cards import BROTHERHOOD, ORDER, TRAITOR
from ..frames import OTHERS, KFrame, Said, asked, end_turn, refused, seat_of
from ..holdings import could_hold, holds, use_profession
from ..knowledge import Words, show_all, society_msg
from ..state import State, result
from .rules import ClaimResult, Seats, judge_claim, wrong_claim

_ = translator("kutschfahrt")

#: The allies' texts, made once per name (``frames.Said``).
ALLY = Said("ally")
#: Events made at almost every step: translated templates, their fields a tuple.
NAMES_ALLY = _.template("{who} names {whom} as an ally.")


def _claim(s: State, seat: int, allies: tuple[int, ...], kind: str) -> ClaimResult:
    professions: list[str | None] = list(s.professions)
    if kind == "coat_of_arms" and s.opts["mercenary_coat_of_arms"]:
        professions[seat] = None  # this reading: the Mercenary may declare the Coat of Arms
    r = judge_claim(
        seat, allies, s.societies, s.items, professions, not s.pile, kind, s.opts["wrong_solo"]
    )
    pearl = [a for a in allies if "black_pearl" in s.items[a]]
    if r.correct and pearl and not s.opts["pearl_ally"]:  # this reading: the Pearl stops allies
        own = s.societies[seat]
        other = BROTHERHOOD if own == ORDER else ORDER
        winners = tuple(p for p in range(s.n) if s.societies[p] == other)
        said = wrong_claim(
            _.lazy(
                "ally {seat} holds the Black Pearl, and under pearl_ally=False its holder may not "
                "be named",
                seat=Seats((pearl[0],), "seat"),
            ),
            other,
            winners,
        )
        return ClaimResult(True, False, winners, None, R.PEARL_ALLY, said)
    return r


def declare_texts(s: State, seat: int) -> list[str]:
    """The claims ``seat`` may make now: a society claim whenever it is allowed (it may be
    wrong), a solo claim only when it is right."""
    out = []
    society = s.societies[seat]
    if (
        society != TRAITOR
        and "black_pearl" not in s.items[seat]
        and s.professions[seat] != "mercenary"
    ):
        out.append("declare society")
    if s.opts["pearl_blocks_solo"] and "black_pearl" in s.items[seat]:
        return out  # this reading: the Pearl stops every declaration (rules §pearl-solo)
    judged = "allowed" if s.opts["wrong_solo"] == "loses" else "correct"
    if "coat_of_arms" in s.items[seat] and getattr(_claim(s, seat, (), "coat_of_arms"), judged):
        out.append("declare coat_of_arms")
    if society == TRAITOR and getattr(_claim(s, seat, (), "traitor"), judged):
        out.append("declare traitor")
    return out


def solo_refusal(s: State, seat: int, text: str) -> Any:
    """Why ``declare coat_of_arms`` or ``declare traitor`` is not offered to a declarer who
    could make it but holds too few (rules §wrong-solo, the refused reading): the refusal with
    the claim's own explanation, or ``None`` for any other text."""
    kind = text.partition(" ")[2]
    if text.split()[:1] != ["declare"] or text in declare_texts(s, seat):
        return None
    can = (kind == "coat_of_arms" and "coat_of_arms" in s.items[seat]) or (
        kind == "traitor" and s.societies[seat] == TRAITOR
    )
    if not can:
        return None
    r = _claim(s, seat, (), kind)
    if r.correct:  # refused for another reason (option pearl_blocks_solo)
        return None
    said = named(s, r)
    return refused(text, said if isinstance(said, str) else said.render(), R.WRONG_SOLO)


def start_claim(s: State, seat: int, kind: str, ev: list[Event]) -> None:
    who = s.names[seat]
    if kind == "society":
        ev.append(
            Event(
                _.lazy("{who} declares victory for their society!", who=who),
                R.VICTORY,
                "declare",
                "declare",
            )
        )
        s.stack.append(Allies(seat, ()))
        return
    ev.append(
        Event(
            _.lazy("{who} declares a Coat of Arms's solo win!", who=who)
            if kind == "coat_of_arms"
            else _.lazy("{who} declares the traitor's solo win!", who=who),
            R.VICTORY,
            "declare",
            "declare",
        )
    )
    announce(s, seat, (), kind, ev)


def announce(s: State, seat: int, allies: tuple[int, ...], kind: str, ev: list[Event]) -> None:
    """The claim is made: (expansion) every other player who might hold an unused Advocate
    may cancel it, before the cards are shown (option ``advocate_timing``: or after, once
    everybody has seen them); then it is judged."""
    order = tuple(p for k in range(1, s.n) if could_hold(s, p := (seat + k) % s.n, "advocate"))
    if not (s.expansion and order):
        finish(s, seat, allies, kind, ev)
        return
    if s.opts["advocate_timing"] == "after_reveal":
        show(s, seat, allies, None, ev)
    s.stack.append(Objection(order[0], order, 0, seat, allies, kind))


class Objection(KFrame):
    """An Advocate may cancel another player's victory claim; that player's turn ends."""

    __slots__ = ("order", "index", "declarer", "allies", "claim")
    kind = "advocate_window"
    rule = R.ADVOCATE
    secret = True

    def __init__(
        self,
        seat: int,
        order: tuple[int, ...],
        index: int,
        declarer: int,
        allies: tuple[int, ...],
        claim: str,
    ) -> None:
        super().__init__(seat)
        self.order = order
        self.index = index
        self.declarer = declarer
        self.allies = allies
        self.claim = claim

    def payload(self) -> tuple[Any, ...]:
        return (list(self.order), self.index, self.declarer, list(self.allies), self.claim)

    def prompt(self, s: State) -> str:
        return asked(
            _(
                "{who}: cancel {whom}'s claim with an Advocate, or pass",
                who=s.names[self.seat],
                whom=s.names[self.declarer],
            )
        )

    def legal(self, s: State) -> list[str]:
        return ["advocate", "pass"] if holds(s, self.seat, "advocate") else ["pass"]

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text == "pass":
            k = self.index + 1
            if k < len(self.order):
                s.stack.append(
                    Objection(self.order[k], self.order, k, self.declarer, self.allies, self.claim)
                )
            elif s.opts["advocate_timing"] == "after_reveal":
                verdict(s, self.declarer, self.allies, self.claim, ev)  # the cards are shown
            else:
                finish(s, self.declarer, self.allies, self.claim, ev)
            return
        use_profession(s, self.seat, "advocate")
        end_turn(s, self.declarer)
        who, whom = s.names[self.seat], s.names[self.declarer]
        ev.append(
            Event(
                _.lazy(
                    "{who} is the Advocate and cancels {whom}'s claim: the turn ends.",
                    who=who,
                    whom=whom,
                )
                if s.opts["advocate_timing"] == "after_reveal"
                else _.lazy(
                    "{who} is the Advocate and cancels {whom}'s claim: nothing is shown, and the "
                    "turn ends.",
                    who=who,
                    whom=whom,
                ),
                R.ADVOCATE,
                "declare",
                "advocate",
            )
        )


class Allies(KFrame):
    """The declarer names his allies, one at a time, then ``done``."""

    __slots__ = ("named",)
    kind = "allies"
    rule = R.VICTORY
    secret = False  # the texts are the other players' names

    def __init__(self, seat: int, named: tuple[int, ...]) -> None:
        super().__init__(seat)
        self.named = named

    def payload(self) -> tuple[Any, ...]:
        return (list(self.named),)

    def prompt(self, s: State) -> str:
        so_far = ", ".join(s.names[p] for p in self.named) or _("nobody yet")
        return _(
            "{who}: name the allies who hold the rest ({so_far}), then done",
            who=s.names[self.seat],
            so_far=so_far,
        )

    def legal(self, s: State) -> list[str]:
        names, named = s.names, self.named
        out = [ALLY[names[p]] for p in OTHERS[s.n][self.seat] if p not in named]
        out.append("done")
        return out

    def shows(self, s: State, seat: int | None) -> dict[str, Any] | None:
        return {"claim": {"declarer": self.seat, "allies": list(self.named)}}

    def apply(self, s: State, text: str, ev: list[Event]) -> None:
        if text == "done":
            announce(s, self.seat, self.named, "society", ev)
            return
        ally = seat_of(s, text.split()[1])
        ev.append(
            Event(
                NAMES_ALLY, R.VICTORY, "declare", "ally", None, (s.names[self.seat], s.names[ally])
            )
        )
        s.stack.append(Allies(self.seat, (*self.named, ally)))


def finish(s: State, seat: int, allies: tuple[int, ...], kind: str, ev: list[Event]) -> None:
    """Show the cards of the declarer and the named, judge the claim, and end the game: the
    claim is judged once, before the cards are shown (showing them changes no hand)."""
    r = _claim(s, seat, allies, kind)
    said = named(s, r)  # once: the event's verdict and the result's reason
    show(s, seat, allies, (r, said), ev)
    judge(s, seat, kind, r, said)


def show(
    s: State,
    seat: int,
    allies: tuple[int, ...],
    verdict: tuple[ClaimResult, str | Msg] | None,
    ev: list[Event],
) -> None:
    """The declarer and the named show their cards to everybody, with the claim's
    ``verdict``, its judgement and what it says (``None``: without it, since an Advocate may
    still cancel the claim, and the verdict's explanation may speak of cards nobody has
    shown)."""
    shown = []
    for p in (seat, *allies):
        show_all(s, p, _.mark("shown at the victory claim"))
        shown.append(
            _.lazy(
                "{who}: {society}, {items}",
                who=s.names[p],
                society=society_msg(s.societies[p]),
                items=Words(s.items[p]),
            )
        )
    cards = _.lazy("The cards are shown ({shown}).", shown=Joined(shown))
    if verdict is not None:
        r, said = verdict
        ev.append(
            Event(
                _.lazy("{cards} {verdict}", cards=cards, verdict=said),
                r.rule,
                "declare",
                _tag(r),
            )
        )
    else:
        ev.append(Event(cards, R.ADVOCATE, "declare", "claim_shown"))


def named(s: State, r: ClaimResult) -> str | Msg:
    """``check_claim`` speaks of seats (it is a pure function of seat lists); the match says
    the players' names: "seat 2 holds ..." becomes "Sarah holds ..."."""
    if r.message is None:
        return r.explanation
    said = Seats.named(r.message, s.names)
    return said if isinstance(said, Msg) else str(said)


def _tag(r: ClaimResult) -> str:
    return "claim_right" if r.correct else "claim_wrong"


def verdict(s: State, seat: int, allies: tuple[int, ...], kind: str, ev: list[Event]) -> None:
    """No Advocate objected to the shown claim: its verdict, and the game ends."""
    r = _claim(s, seat, allies, kind)
    said = named(s, r)
    ev.append(Event(said, r.rule, "declare", _tag(r)))
    judge(s, seat, kind, r, said)


def judge(s: State, seat: int, kind: str, r: ClaimResult, said: str | Msg) -> None:
    """The claim's result ``r`` ends the game; ``said`` is its explanation as the match says
    it (``named``)."""
    winners = r.winners
    team: str | None
    own = s.societies[seat]
    if kind != "society" and r.correct:
        team = kind
    elif own == TRAITOR:  # a wrong traitor claim (option wrong_solo="loses"): both societies
        team = None
    else:
        team = own if r.correct else (BROTHERHOOD if own == ORDER else ORDER)
    s.result = result(
        said,
        winners=tuple(winners),
        teams={
            ORDER: s.societies.count(ORDER),
            BROTHERHOOD: s.societies.count(BROTHERHOOD),
        },
        winning_team=team,
        scores=tuple(1.0 if p in winners else 0.0 for p in range(s.n)),
        ranking=(tuple(winners), tuple(p for p in range(s.n) if p not in winners))
        if winners and len(winners) < s.n
        else (tuple(range(s.n)),),
        rule=r.rule,
    )
    s.stack.clear()
