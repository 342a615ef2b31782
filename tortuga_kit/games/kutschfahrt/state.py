"""The whole state of one Kutschfahrt match (secrets included; views mask them).

Seats sit clockwise: seat ``s + 1`` is the left neighbour of seat ``s`` and plays next.
``items[s]`` is seat ``s``'s hand of item names (``"key"``, ``"secret_bag_goblet"``), in the
order the cards came in. ``pile`` is the item draw pile with its **top card last** (a draw is
``pile.pop()``). ``professions[s]`` is the profession card in front of seat ``s``; ``face_up``
says whether it lies open (used once, it stays open) and ``spent`` whether a once-only
profession has been used up; ``copied`` what a face-up Illusionist copied. ``known[s]`` is seat ``s``'s knowledge sheet: what it has seen of
the others (``knowledge.py``). A fight in progress is ``fight`` (``fight.state.Fight``); the
pending decisions are the frames on ``stack``.
"""

from __future__ import annotations

from typing import Any

from ...engine.game import Result
from ...engine.i18n import Msg
from ...engine.rng import Rng

#: One fact on a knowledge sheet: (what was seen, the turn it was seen in, how).
Entry = tuple[Any, int, str]
#: What a seat knows of another: (society, profession, items), each an ``Entry`` or ``None``,
#: and the single cards it has seen in that seat's hand (the latest few, each an ``Entry``).
Sheet = tuple[Entry | None, Entry | None, Entry | None, tuple[Entry, ...]]


def result(reason: str | Msg, **fields: Any) -> Result:
    """The match's result, its reason kept as a ``Msg`` (``Result.said``) when it is one."""
    if isinstance(reason, Msg):
        return Result(said=reason, **fields)
    return Result(reason=reason, **fields)


class State:
    __slots__ = (
        "n",
        "names",
        "opts",
        "rng",
        "expansion",
        "societies",
        "society_out",
        "trank",
        "smaller",
        "professions",
        "face_up",
        "spent",
        "copied",
        "prof_stack",
        "items",
        "pile",
        "removed",
        "limit",
        "start_player",
        "turn_seat",
        "turn_number",
        "known",
        "pile_seen",
        "coachman",
        "events",
        "in_force",
        "last_event",
        "revenge",
        "fight",
        "stack",
        "result",
        "assumed",
    )

    def __init__(self, names: tuple[str, ...], opts: dict[str, Any], rng: Rng) -> None:
        n = len(names)
        self.n = n
        self.names = names
        self.opts = opts
        self.rng = rng
        self.expansion: bool = bool(opts.get("expansion", False))
        self.societies: list[str] = []
        self.society_out: str | None = None
        self.trank = False
        self.smaller: str | None = None
        self.professions: list[str] = []
        self.face_up: list[bool] = [False] * n
        self.spent: list[bool] = [False] * n
        #: copied[s]: the profession a face-up Illusionist at seat s copied when he used it
        #: (public), kept under option illusionist_copy until the Tome or the Coat changes his card
        self.copied: list[str | None] = [None] * n
        self.prof_stack: list[str] = []
        self.items: list[list[str]] = [[] for _ in range(n)]
        self.pile: list[str] = []
        self.removed: tuple[str, ...] = ()
        self.limit = 5
        self.start_player = 0
        self.turn_seat = 0
        self.turn_number = 0
        #: known[s][t]: what seat s has seen of seat t (a ``Sheet``); never about itself.
        #: known[n] is the public sheet: what everybody has seen (a Revelation, named cards).
        self.known: list[dict[int, Sheet]] = [{} for _ in range(n + 1)]
        #: pile_seen[s]: the draw pile as seat s last looked through it (Clairvoyant), or None.
        self.pile_seen: list[Entry | None] = [None] * n
        #: Expansion: the seat holding the coach card (``None``: base game, or after Sunrise),
        #: the event deck (top last), the passive event in force, revenge tokens per seat.
        self.coachman: int | None = None
        self.events: list[str] = []
        self.in_force: str | None = None
        self.last_event: str | None = None  # the event drawn last (public)
        self.revenge: list[int] = [0] * n
        self.fight: Any = None
        self.stack: list[Any] = []
        self.result: Result | None = None
        #: the assumed readings the match rests on, in words (set at setup; every view)
        self.assumed: tuple[Msg, ...] = ()

    @property
    def pile_empty(self) -> bool:
        return not self.pile

    def clone(self) -> State:
        c = State.__new__(State)
        c.n = self.n
        c.names = self.names
        c.opts = self.opts  # never changed after setup
        c.rng = Rng(self.rng.state)
        c.expansion = self.expansion
        c.societies = self.societies  # never changed after setup
        c.society_out = self.society_out
        c.trank = self.trank
        c.smaller = self.smaller
        c.professions = list(self.professions)
        c.face_up = list(self.face_up)
        c.spent = list(self.spent)
        c.copied = list(self.copied)
        c.prof_stack = list(self.prof_stack)
        c.items = [list(h) for h in self.items]
        c.pile = list(self.pile)
        c.removed = self.removed
        c.limit = self.limit
        c.start_player = self.start_player
        c.turn_seat = self.turn_seat
        c.turn_number = self.turn_number
        c.known = [dict(k) for k in self.known]  # the sheets are tuples: shared safely
        c.pile_seen = list(self.pile_seen)
        c.coachman = self.coachman
        c.events = list(self.events)
        c.in_force = self.in_force
        c.last_event = self.last_event
        c.revenge = list(self.revenge)
        c.fight = None if self.fight is None else self.fight.copy()
        c.stack = list(self.stack)  # frames are immutable values
        c.result = self.result
        c.assumed = self.assumed  # never changed after setup
        return c

    def to_dict(self) -> dict[str, Any]:
        return {
            "names": list(self.names),
            "options": dict(self.opts),
            "societies": list(self.societies),
            "society_out": self.society_out,
            "trank": self.trank,
            "smaller": self.smaller,
            "professions": list(self.professions),
            "face_up": list(self.face_up),
            "spent": list(self.spent),
            "copied": list(self.copied),
            "profession_stack": list(self.prof_stack),
            "items": [list(h) for h in self.items],
            "pile": list(self.pile),
            "removed": list(self.removed),
            "hand_limit": self.limit,
            "start_player": self.start_player,
            "turn_seat": self.turn_seat,
            "turn_number": self.turn_number,
            "known": [
                {
                    str(t): [None if e is None else list(e) for e in sheet[:3]]
                    + [[list(e) for e in sheet[3]]]
                    for t, sheet in k.items()
                }
                for k in self.known
            ],
            "pile_seen": [None if e is None else list(e) for e in self.pile_seen],
            "coachman": self.coachman,
            "events": list(self.events),
            "in_force": self.in_force,
            "last_event": self.last_event,
            "revenge": list(self.revenge),
            "fight": None if self.fight is None else self.fight.to_dict(),
            "stack": [f.to_list() for f in self.stack],
            "result": None if self.result is None else self.result.outcome(),
            "rng": self.rng.state,
        }
