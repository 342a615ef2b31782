"""Kutschfahrt's rule-aware bot (the random bot plays every game).

``agent`` decides from its observation and the legal texts alone; it keeps no memory between
calls (its knowledge sheet is the observation's ``known``), so two states its seat cannot tell
apart always get the same choice. The observation does not say which decision is asked: the
bot reads it from the legal texts' verbs (``verbs.py``). Players are named in the texts: the bot
reads names from texts that list the other seats in a known order (``attack`` in a turn,
``demand``, ``hypnotise``), and names its allies by the observation's ``names``.

Strategy, in short:

- **Claims.** ``declare coat_of_arms`` and ``declare traitor`` are offered only when right:
  taken at once. ``declare society`` when its own goal items (keys for the Order, goblets for
  the Brotherhood; a Secret Bag only with an empty pile), the Trank when its sheet proves its
  society the smaller one (it has seen every dealt card of the other society), and the goal
  items of **allies** it has seen lately make three. An ally counts when the sheet shows his
  society as its own and his hand was seen at most ``FRESH_TURNS`` turns ago
  (``o.turn_number`` against the look's turn) with as many cards as he holds now; after a
  luggage look one goal item less (the bot took it). Those allies are named one by one
  (``ally <name>``), then ``done``; a claim its own hand proves names nobody and is never
  wrong. A counted hand may have changed since the look (a trade keeps its size), so a claim
  naming allies can be wrong, rarely (the tests bound the rate).
- **Gathering.** Goal items gather in one hand: the *collector* is the lowest seat it knows
  to be of its society, if lower than its own (so items flow one way). It offers the collector
  its goal items and its own Secret Bag, and accepts every goal item offered. While the pile
  has cards it offers its own Bag to allies or unknown seats (giving a Bag away draws the
  pile's top card, where goal items wait).
- **Items.** Each item has a value for its society: its goal items and Bag highest (with the
  Coat of Arms, every key and goblet), fight cards next, the Black Pearl negative (it forbids a
  claim). It offers away what is worth least: the Pearl first, the Monocle and the Privilege to
  seats it does not know (their look fires for the giver), the other society's goal items to
  known allies (or unknown seats), never to known enemies; it accepts an offer of a goal item
  or of a card worth more than what it would give back, and it gives back and gives away its
  least valuable card.
- **Fights.** It attacks seats whose society it does not know (to learn it: the winner may
  take the truth), and a known enemy when it holds an attacker's card; it supports the side
  whose fighter it knows to be of its society (else abstains), plays its bonus cards when it
  fights or backs a side, stops a fight against itself or an ally with the Priest, cancels a
  lost fight with the Doctor. Won, it takes the **truth** when the loser's society is unknown,
  else the luggage and from it its goal items.
- **Professions.** The Diplomat demands its goal item (from a seat it does not know as an ally);
  the Clairvoyant and the Tome are left alone; Bag draws and looks are always taken.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.game import BotFactory
from ...engine.i18n import translator
from ...engine.rng import Rng, seed_state
from .cards import BROTHERHOOD, GOAL_ITEMS, ITEMS, ORDER, SECRET_BAGS, TRAITOR
from .hidden import Observation

_ = translator("kutschfahrt")

_ITEMSET = frozenset(ITEMS)
_BAG_OF = {g: b for b, g in SECRET_BAGS.items()}
_SOC, _ITEMS = 0, 2
#: Cards that help in a fight, by the fighter's role (fight.effects.FIGHTER_ITEMS etc.).
_ATTACK_CARDS = frozenset({"dagger", "poison_ring", "thug", "duelist"})
_FIGHT_ITEMS = frozenset({"dagger", "gloves", "poison_ring", "throwing_knives", "whip"})
_LOOKS = frozenset({"monocle", "privilege"})
_PROF_PREFERENCE = ("grand_master", "duelist", "thug", "bodyguard", "diplomat", "priest", "doctor")
#: How many turns old a look at an ally's hand may be to count in a claim.
FRESH_TURNS = 1
#: The score of attacking a seat whose society it does not know (with an attacker's card).
ATTACK_UNKNOWN = 2.0
#: The score of offering its own Secret Bag to a seat it does not know while the pile has cards.
BAG_TO_UNKNOWN = 3.0
_LUGGAGE = "the luggage after a fight"


def _other(society: str) -> str:
    return BROTHERHOOD if society == ORDER else ORDER


def _goals(o: Observation) -> frozenset[str]:
    """The items that count for this seat's win: its society's goal (the traitor's or the
    Coat of Arms' holder's: keys and goblets alike)."""
    if o.society == TRAITOR or "coat_of_arms" in o.items:
        return frozenset({"key", "goblet"})
    return frozenset({GOAL_ITEMS[o.society]})


def value(o: Observation, item: str) -> int:
    """How much ``item`` is worth to this seat (higher: keep it)."""
    goals = _goals(o)
    if item in goals:
        return 10
    if SECRET_BAGS.get(item) in goals:
        return 8
    if item == "coat_of_arms":
        return 7
    if item == "black_pearl":
        return -5
    if item in _FIGHT_ITEMS:
        return 4
    if item in ("key", "goblet") or item in SECRET_BAGS:
        return 0  # the other society's
    return 2


def society_of(o: Observation, seat: int) -> str | None:
    """The society this seat has seen of ``seat`` (societies never change)."""
    if seat == o.seat:
        return o.society
    entry = o.known.get(seat)
    seen = None if entry is None else entry[_SOC]
    if seen is None:
        return None
    soc = str(seen[0])
    return soc


def is_ally(o: Observation, seat: int) -> bool:
    return o.society != TRAITOR and society_of(o, seat) == o.society


def is_enemy(o: Observation, seat: int) -> bool:
    soc = society_of(o, seat)
    return soc is not None and soc != o.society


def smaller_proven(o: Observation) -> bool:
    """Is this seat's society provably the smaller one (its Trank counts)? At odd counts
    without a traitor (n + 1) / 2 cards of each society are shuffled and one stays out; the
    seat's society is the smaller once it has seen (n + 1) / 2 players of the other."""
    if not o.trank or o.society == TRAITOR:
        return False
    other = _other(o.society)
    seen = sum(1 for t in range(o.n) if t != o.seat and society_of(o, t) == other)
    return seen >= (o.n + 1) // 2


def proven_count(o: Observation) -> int:
    """Goal items this seat can prove for a society claim: its own, and the Trank if proven."""
    if o.society == TRAITOR:
        return 0
    goal = GOAL_ITEMS[o.society]
    mine = sum(1 for i in o.items if i == goal)
    if o.pile == 0:
        mine += sum(1 for i in o.items if i == _BAG_OF[goal])
    if mine < 1:
        return 0
    return mine + (1 if smaller_proven(o) else 0)


def can_prove_win(o: Observation) -> bool:
    return proven_count(o) >= 3


def _society_seat(o: Observation) -> bool:
    """May this seat play for a society claim (no traitor, no Coat of Arms, no Mercenary)?"""
    return (
        o.society in (ORDER, BROTHERHOOD)
        and "coat_of_arms" not in o.items
        and o.profession != "mercenary"
    )


def fresh_goals(o: Observation, seat: int) -> int:
    """Goal items of this seat's society that it saw in ``seat``'s hand lately (at most
    ``FRESH_TURNS`` turns ago, and the hand has as many cards now as then)."""
    entry = o.known.get(seat)
    look = None if entry is None else entry[2]  # the items field
    if look is None or o.society not in GOAL_ITEMS:
        return 0
    hand, turn, how = look
    goal = GOAL_ITEMS[o.society]
    seen = sum(1 for i in hand if i == goal or (o.pile == 0 and i == _BAG_OF[goal]))
    sizes = {len(hand)}
    if how == _LUGGAGE:  # it took one card after the look (a goal item, if there was one)
        seen = max(0, seen - 1)
        sizes = {len(hand) - 1, len(hand)}  # the same size if it was the last, given back
    if o.turn_number - turn > FRESH_TURNS or o.counts[seat] not in sizes:
        return 0
    return seen


def claim_allies(o: Observation) -> list[int]:
    """The known allies a claim names: those seen lately holding goal items."""
    if not _society_seat(o):
        return []
    return [t for t in _others(o) if is_ally(o, t) and fresh_goals(o, t) > 0]


def claim_count(o: Observation) -> int:
    """Goal items a claim can count: the proven ones and the named allies' fresh ones."""
    if not _society_seat(o) or "black_pearl" in o.items:
        return 0
    mine = proven_count(o)
    if mine < 1:
        return 0
    return mine + sum(fresh_goals(o, t) for t in claim_allies(o))


def collector(o: Observation) -> int | None:
    """The known ally its goal items go to: the lowest seat of its society it knows, if lower
    than its own (so items flow one way and gather in one hand)."""
    if not _society_seat(o):
        return None
    allies = [t for t in range(o.seat) if is_ally(o, t) and o.counts[t] > 0]
    face = o.open_professions
    allies = [t for t in allies if face[t] != "mercenary"]
    return allies[0] if allies else None


def _others(o: Observation) -> list[int]:
    return [(o.seat + k) % o.n for k in range(1, o.n)]


def _names(legal: Sequence[str], verb: str, seats: Sequence[int]) -> dict[str, int]:
    """Name -> seat from the texts ``<verb> <name>``, listed in the order of ``seats``."""
    words = [t.split()[1] for t in legal if t.startswith(verb + " ")]
    return dict(zip(words, seats)) if len(words) == len(seats) else {}


class Agent:
    """Claims proven wins and ones with fresh-seen allies, gathers goal items in one hand,
    fights to learn societies, backs known allies."""

    name = "agent"
    #: its name as a learner reads it (the bot picker), in the reader's language
    title = _.lazy("agent")
    observes = True

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed_state(seed) ^ 0x4B46)

    def _best(self, legal: Sequence[str], scores: Sequence[float]) -> str:
        best = max(scores)
        top = [t for t, v in zip(legal, scores) if v == best]
        return top[self.rng.randrange(len(top))] if len(top) > 1 else top[0]

    def choose(self, o: Observation, legal: Sequence[str], /) -> str:
        if len(legal) == 1:
            return legal[0]
        verbs = {t.split(" ", 1)[0] for t in legal}
        if "attack" in verbs:
            return self.turn(o, legal)
        if "accept" in verbs:
            return self.offer(o, legal)
        if "support" in verbs:
            return self.support(o)
        if "use" in verbs or "poison" in verbs:
            return self.effects(o, legal)
        if "priest" in verbs:
            return self.priest(o)
        if "doctor" in verbs:
            return self.doctor(o)
        if "hypnotise" in verbs:
            return self.hypnotise(o, legal)
        if "ally" in verbs or "done" in verbs:
            return self.allies(o, legal)
        if verbs <= {"give", "hand_on", "gift"}:
            return self._best(legal, [-value(o, t.split()[1]) for t in legal])
        if "truth" in verbs:
            return self.reward(o, legal)
        if "take" in verbs:
            return self.take(o, legal)
        if "demand" in verbs:
            return self.demand(o, legal)
        if "ask" in verbs:
            return self.ask(o, legal)
        if "top" in verbs:
            goals = _goals(o)
            return self._best(legal, [1 if t.split()[1] in goals else 0 for t in legal])
        if "skip" in verbs:  # a trade effect: draw and look are free information or items
            for v in ("draw", "look"):
                if v in verbs:
                    return v
            return "skip"
        return legal[self.rng.randrange(len(legal))]

    # -- the turn --------------------------------------------------------------------------

    def turn(self, o: Observation, legal: Sequence[str]) -> str:
        for claim in ("declare coat_of_arms", "declare traitor"):
            if claim in legal:
                return claim
        if "declare society" in legal and (can_prove_win(o) or claim_count(o) >= 3):
            return "declare society"
        names = _names(legal, "attack", _others(o))
        attack_card = any(i in _ATTACK_CARDS for i in o.items) or (
            o.profession in _ATTACK_CARDS and not o.spent
        )
        scores: list[float] = []
        for t in legal:
            w = t.split()
            verb = w[0]
            if verb == "pass":
                v = 1.0
            elif verb == "diplomat":
                v = 6.0
            elif verb == "trade":
                v = self._trade_score(o, w[1], names.get(w[2]))
            elif verb == "attack":
                seat = names.get(w[1])
                if seat is None:
                    v = 0.0
                elif society_of(o, seat) is None:  # the truth, if it wins, tells
                    v = ATTACK_UNKNOWN + (0.5 if attack_card else 0.0)
                elif attack_card and is_enemy(o, seat) and o.counts[seat] > 0:
                    v = 3.0
                else:
                    v = 0.0
            else:  # declare society unproven, clairvoyant
                v = -100.0
            scores.append(v)
        return self._best(legal, scores)

    def _trade_score(self, o: Observation, item: str, seat: int | None) -> float:
        if seat is None:
            return -1.0
        ally, enemy = is_ally(o, seat), is_enemy(o, seat)
        if item == "black_pearl":
            return 9.0 + (1.0 if enemy else 0.0)
        if item in _LOOKS:
            entry = o.known.get(seat)
            field = _SOC if item == "monocle" else _ITEMS
            unknown = entry is None or entry[field] is None
            return 5.0 if unknown and not ally else 0.5
        goal = GOAL_ITEMS.get(o.society)
        if goal is not None and seat == collector(o) and item in (goal, _BAG_OF[goal]):
            return 5.5 if item == goal else 5.0
        if goal is not None and item == _BAG_OF[goal] and o.pile > 0:
            # given away, a Bag draws the pile's top card (where goal items wait)
            return 4.5 if ally else (-3.0 if enemy else BAG_TO_UNKNOWN)
        v = value(o, item)
        if v == 0:  # the other society's goal item: away from its owners
            return 4.0 if ally else (-3.0 if enemy else 2.0)
        if v <= 2:
            return 1.5 if not enemy else 0.5
        return -5.0

    # -- trades --------------------------------------------------------------------------------

    def offer(self, o: Observation, legal: Sequence[str]) -> str:
        offer = next((p["offer"] for p in o.pending if "offer" in p), None)
        item = None if offer is None else offer.get("item")
        if offer is None or item is None or "refuse" not in legal:
            return legal[0]
        worst = min((value(o, i) for i in o.items), default=0)
        want = (
            item in _goals(o)
            or value(o, item) > worst
            or (value(o, item) == worst and is_ally(o, offer["from"]))
        )
        if item == "black_pearl":
            want = False
        return "accept" if want else "refuse"

    def take(self, o: Observation, legal: Sequence[str]) -> str:
        words = [t.split()[1] for t in legal]
        if words[0] in _ITEMSET:
            return self._best(legal, [value(o, w) for w in words])
        rank = {p: k for k, p in enumerate(_PROF_PREFERENCE)}
        return self._best(legal, [-rank.get(w, 99) for w in words])

    def demand(self, o: Observation, legal: Sequence[str]) -> str:
        names = _names(legal, "demand", _others(o))
        goals = _goals(o)
        scores: list[float] = []
        for t in legal:
            seat = names.get(t.split()[1])
            if seat is None:
                scores.append(0.0)
                continue
            entry = o.known.get(seat)
            look = None if entry is None else entry[_ITEMS]
            seen = () if look is None else look[0]
            v = 1.0 if o.counts[seat] else -5.0
            v += 3.0 if any(i in goals for i in seen) else 0.0
            v += -4.0 if is_ally(o, seat) else (1.0 if is_enemy(o, seat) else 0.0)
            scores.append(v)
        return self._best(legal, scores)

    def ask(self, o: Observation, legal: Sequence[str]) -> str:
        goals = sorted(_goals(o))
        for g in [*goals, *(_BAG_OF[g] for g in goals)]:
            if f"ask {g}" in legal:
                return f"ask {g}"
        return legal[self.rng.randrange(len(legal))]

    # -- fights --------------------------------------------------------------------------------

    def _my_side(self, o: Observation) -> str | None:
        f = o.fight
        if f is None:
            return None
        if f["attacker"] == o.seat:
            return "attacker"
        if f["defender"] == o.seat:
            return "defender"
        side = f["sides"].get(str(o.seat))
        return side if side in ("attacker", "defender") else None

    def reward(self, o: Observation, legal: Sequence[str]) -> str:
        """The truth when the loser's society is unknown (how allies find each other), else
        the luggage."""
        if "luggage" not in legal:
            return "truth"
        f = o.fight
        if f is None or o.seat not in (f["attacker"], f["defender"]):
            return "luggage"
        loser = f["defender"] if f["attacker"] == o.seat else f["attacker"]
        return "truth" if society_of(o, loser) is None else "luggage"

    def support(self, o: Observation) -> str:
        f = o.fight
        if f is None:
            return "abstain"
        att, dfn = is_ally(o, f["attacker"]), is_ally(o, f["defender"])
        if att and not dfn:
            return "support attacker"
        if dfn and not att:
            return "support defender"
        return "abstain"

    def effects(self, o: Observation, legal: Sequence[str]) -> str:
        side = self._my_side(o)
        if side is None:
            return "pass"
        if f"poison {side}" in legal:
            f = o.fight
            if f is not None and f["leader"] != side:
                return f"poison {side}"
        uses = [t for t in legal if t.startswith("use ")]
        return uses[0] if uses else "pass"

    def priest(self, o: Observation) -> str:
        f = o.fight
        if f is None:
            return "pass"
        d, a = f["defender"], f["attacker"]
        threatened = d == o.seat or is_ally(o, d)
        return "priest" if threatened and not is_ally(o, a) else "pass"

    def doctor(self, o: Observation) -> str:
        f = o.fight
        side = self._my_side(o)
        if f is None or side is None or o.seat not in (f["attacker"], f["defender"]):
            return "pass"
        leader = f["leader"]
        return "doctor" if leader is not None and leader != side else "pass"

    def hypnotise(self, o: Observation, legal: Sequence[str]) -> str:
        f = o.fight
        if f is None:
            return "pass"
        a, d = f["attacker"], f["defender"]
        seats = [(a + 1 + i) % o.n for i in range(o.n)]
        seats = [p for p in seats if p not in (a, d)]
        names = _names(legal, "hypnotise", seats)
        mine = self._my_side(o)
        against = "defender" if mine == "attacker" else "attacker"
        for t in legal:
            w = t.split()
            seat = names.get(w[1]) if len(w) > 1 else None
            if seat is not None and f["sides"].get(str(seat)) == against:
                return t
        return "pass"

    # -- claims --------------------------------------------------------------------------------

    def allies(self, o: Observation, legal: Sequence[str]) -> str:
        """Names the allies ``claim_allies`` counts, one per decision (those already named are
        no longer offered), then ``done``; a claim proven by its own hand names nobody."""
        if not can_prove_win(o):
            for t in claim_allies(o):
                text = f"ally {o.names[t]}"
                if text in legal:
                    return text
        return "done" if "done" in legal else legal[0]


BOTS: dict[str, BotFactory] = {"agent": Agent}
