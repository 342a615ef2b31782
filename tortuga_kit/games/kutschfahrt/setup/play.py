"""Setting up a match of Kutschfahrt (rules §setup; seed 002 "Reisevorbereitung"): ``setup``
checks the options that depend on the player count, deals with ``rules.deal`` (the pure deal
of the player count and the seed), puts the deal into the match's ``State`` and, with the
expansion, stacks each player's choice of profession (rules §choose-profession), the start
player's on top. ``private_lines`` is what each seat reads of its own deal. The match's later
randomness (the Clairvoyant's shuffle) comes from its own stream of the same seed.
"""

from __future__ import annotations

from typing import Any

from ....engine.errors import BadOption
from ....engine.events import Event
from ....engine.i18n import Joined, Msg, translator
from ....engine.rng import Rng, seed_state
from ..knowledge import prof_msg
from ..options import DEFAULT_NAMES, assumed
from ..state import State
from ..trade.rules import item_msg
from ..turn import Choose
from .rules import deal

_ = translator("kutschfahrt")

__all__ = ["private_lines", "setup"]


def setup(players: int, opts: dict[str, Any], seed: int | str) -> tuple[State, list[Event]]:
    """The match's state after the deal (rules §setup) and its one setup event, whose private
    lines tell each seat its own deal. An option that does not fit the player count (a names
    list of another length, a start player or first coachman who is no seat, the Coat kept
    without the expansion) is a ``BadOption`` before anything is dealt."""
    # as in the other games: a names list gives every seat its name, no fewer and no more
    # (defaults filled in behind a short list could repeat one of the given names)
    names = tuple(opts["names"] or DEFAULT_NAMES[:players])
    if len(names) != players:
        raise BadOption(
            _(
                "option names has {n} names for {players} players",
                n=len(names),
                players=players,
            )
        )
    start = opts["start_player"]
    if start != "random" and start >= players:
        raise BadOption(
            _(
                "option start_player={start} is not a seat of {players} players",
                start=start,
                players=players,
            )
        )
    coach = opts["first_coachman"]
    if coach != "start_player" and (not opts["expansion"] or coach >= players):
        if not opts["expansion"]:
            raise BadOption(_("option first_coachman={coach} needs expansion=True", coach=coach))
        raise BadOption(
            _(
                "option first_coachman={coach} is no seat of {players}",
                coach=coach,
                players=players,
            )
        )
    if opts["keep_coat_at_10"] and not opts["expansion"]:
        raise BadOption(
            _(
                "option keep_coat_at_10=True needs expansion=True: the base game leaves no "
                "profession"
            )
        )
    d = deal(
        players,
        seed,
        expansion=opts["expansion"],
        sealed=opts["sealed"],
        three_player_deal=opts["three_player_deal"],
        keep_coat_at_10=opts["keep_coat_at_10"],
        start_player=None if start == "random" else start,
        coachman=None if coach == "start_player" else coach,
        coachman_changes=opts["coachman_changes"],
    )
    s = State(names, opts, Rng(seed_state(seed) ^ 0x4B55_5453_4348))
    s.societies = list(d.societies)
    s.society_out = d.society_out
    s.trank = d.trank
    s.smaller = d.smaller
    s.professions = [p[0] for p in d.professions]
    s.prof_stack = list(d.profession_stack)
    s.items = [list(h) for h in d.items]
    s.pile = list(reversed(d.pile))  # the deal's pile is top first; the state's top is last
    s.removed = d.removed
    s.limit = d.hand_limit
    s.start_player = d.start_player
    s.turn_seat = d.start_player
    s.assumed = assumed(s)
    if d.expansion:
        s.coachman = d.coachman
        events = list(reversed(d.events))  # the state's top card is last
        if opts["sunrise_last"]:
            events.remove("sunrise")
            events.insert(0, "sunrise")
        s.events = events
    ev = [
        Event(
            _.lazy("The coach sets off for the Devil's Castle: {steps}.", steps=Joined(d.steps))
            if d.steps
            else "The coach sets off for the Devil's Castle: " + d.explanation + ".",
            d.rule,
            "setup",
            "setup",
            private_lines(s, d.professions),
        )
    ]
    if d.expansion:
        n = players
        for k in reversed(range(n)):  # the start player chooses first: his frame on top
            p = (d.start_player + k) % n
            s.stack.append(Choose(p, d.professions[p]))
    return s, ev


def private_lines(
    s: State, offered: tuple[tuple[str, ...], ...] | None = None
) -> dict[int, str | Msg]:
    """What each seat reads of its own deal: society, profession (or the two to choose
    from), items; from the state, so a prepared position reads right too. Each line is an
    ``OwnDeal``, its words made when read: every match deals, few read its setup's lines."""
    out: dict[int, str | Msg] = {}
    for p in range(s.n):
        choose = offered is not None and s.expansion and not s.face_up[p] and len(offered[p]) == 2
        out[p] = OwnDeal(
            s.societies[p],
            s.professions[p],
            tuple(s.items[p]),
            offered[p] if choose and offered is not None else None,
        )
    return out


class OwnDeal(Msg):
    """One seat's line of the deal (``private_lines``): its society, its profession or the
    two ``offered`` to choose from, and its items (``args``, so two lines are equal when they
    say the same), in words when read."""

    __slots__ = ()

    def __init__(
        self,
        society: str,
        profession: str,
        items: tuple[str, ...],
        offered: tuple[str, ...] | None,
    ) -> None:
        super().__init__("kutschfahrt", "", "", society=society, profession=profession)
        self.args["items"] = items
        self.args["offered"] = offered

    def message(self) -> Msg:
        """The line as a message of the catalog."""
        a = self.args
        society = Msg("kutschfahrt", _SOCIETIES[a["society"]])
        items = Joined([item_msg(i) for i in a["items"]], ", ") if a["items"] else _.lazy("none")
        offered = a["offered"]
        if offered is not None:
            return _.lazy(
                "You are {society}; your professions to choose from: {first} and {second}; your "
                "luggage: {items}.",
                society=society,
                first=Msg("kutschfahrt", offered[0]),
                second=Msg("kutschfahrt", offered[1]),
                items=items,
            )
        return _.lazy(
            "You are {society}; your profession is the {profession}; your luggage: {items}.",
            society=society,
            profession=prof_msg(a["profession"]),
            items=items,
        )

    def render(self, lang: str | None = None) -> str:
        return self.message().render(lang)

    def __repr__(self) -> str:
        return f"OwnDeal({self.args!r})"


_SOCIETIES = {
    "order": _.mark("of the Order of Open Secrets"),
    "brotherhood": _.mark("of the Brotherhood of True Lies"),
    "traitor": _.mark("the traitor"),
}
#: The professions' ids, as the deal's private line names the two to choose from.
_PROFESSION_IDS = [
    _.mark("avenger"),
    _.mark("mercenary"),
    _.mark("illusionist"),
    _.mark("fence"),
    _.mark("merchant"),
    _.mark("spy"),
    _.mark("assassin"),
    _.mark("cutpurse"),
    _.mark("advocate"),
    _.mark("fortune_teller"),
    _.mark("diplomat"),
    _.mark("doctor"),
    _.mark("duelist"),
    _.mark("poisoner"),
    _.mark("grand_master"),
    _.mark("clairvoyant"),
    _.mark("hypnotist"),
    _.mark("bodyguard"),
    _.mark("priest"),
    _.mark("thug"),
]
