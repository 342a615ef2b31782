"""A simple loyalty-aware Tortuga 1667 bot: it plays for its team, not well, but visibly so.

It votes for its team's interest (its own flag in a brawl; help an attack when the ship's holds
already favour its team, sabotage it otherwise), attacks as Captain when its team holds the hold it
would fill, smuggles chests towards its team as Cabin Boy, uses El Dorado and the Fountain of
Youth, and otherwise explores the event row. It reads only ``observe(seat)``: its loyalty, its
hand and the public board. The Dutch player wants a tie, so it helps whichever team is behind.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.i18n import translator
from ...engine.rng import Rng, seed_state
from .cards import card_symbols
from .hidden import Observation
from .state import FD, GALLEON, JR, T_BRITISH, T_FRENCH, TORTUGA, chest_slot

_ = translator("tortuga1667")


class LoyalBot:
    name = "loyal"
    #: its name as a learner reads it (the bot picker), in the reader's language
    title = _.lazy("loyal")
    observes = True

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed_state(seed) ^ 0x10A1)

    def __repr__(self) -> str:
        return "LoyalBot()"

    def _team(self, o: Observation) -> str:
        if o.loyalty != "dutch":
            return o.loyalty
        t = o.team_totals()
        if t["british"] == t["french"]:  # already tied: lean either way, without a bias
            return "british" if self.rng.randrange(2) else "french"
        return "british" if t["british"] < t["french"] else "french"

    def choose(self, o: Observation, legal: Sequence[str]) -> str:
        kind = o.kind
        team = self._team(o)
        pick = self.rng.choice
        if kind == "hold":
            return f"hold {team}"
        if kind == "vote":
            return self._vote(o, team, legal)
        if kind == "el_dorado":
            return "el dorado"  # two cards for its team's cause
        if kind == "loot":
            mine = [a for a in legal if a.endswith(team)]
            return pick(mine or list(legal))
        if kind == "fountain":
            return "use fountain"
        if kind == "turn":
            return self._turn(o, team, legal)
        return pick(list(legal))

    def _ship_leans(self, o: Observation, ship: int, team: str) -> bool:
        other = "french" if team == "british" else "british"
        return o.chests[chest_slot(ship, team)] >= o.chests[chest_slot(ship, other)]

    def _vote(self, o: Observation, team: str, legal: Sequence[str]) -> str:
        v = o.vote
        assert v is not None
        cards = [a.split()[1] for a in legal]
        kind = v["kind"]
        seat = o.seat

        def score(card: str) -> int:
            (atk, na), (flag, nf), (mut, nm) = card_symbols(card)
            if kind == "brawl":
                return nf if flag == team else -nf
            if kind == "attack":
                helps = v["caller"] == seat or self._ship_leans(o, v["place"], team)
                value = {"fire": 2, "cannon": 1, "water": -2}[atk] * na
                return value if helps else -value
            # mutiny: the First Mate (caller) wants it; others back a Captain whose ship leans
            # their way
            want = v["caller"] == seat or not self._ship_leans(o, v["place"], team)
            value = nm if mut == "skull" else -nm
            return value if want else -value

        best = max(score(c) for c in cards)
        return "vote " + self.rng.choice([c for c in cards if score(c) == best])

    def _turn(self, o: Observation, team: str, legal: Sequence[str]) -> str:
        where = o.where
        # Attack when the chest can go to the bot's team hold: always while the galleon has
        # chests; once it is empty, stealing may hurt, so only sometimes.
        if (
            "attack" in legal
            and where[0] == "line"
            and where[1] in (FD, JR)
            and (o.chests[GALLEON] > 0 or self.rng.randrange(3) == 0)
        ):
            return "attack"
        other = "french" if team == "british" else "british"
        towards = f"smuggle {other} {team}"
        if towards in legal:
            return towards
        treasure = T_BRITISH if team == "british" else T_FRENCH
        if "brawl" in legal and o.chests[treasure] < 2:
            return "brawl"
        if "mutiny" in legal and not self._ship_leans(o, where[1], team):
            return "mutiny"
        quiet = [a for a in legal if a.startswith(("peek", "reveal", "move"))]
        if where == ("line", TORTUGA):
            boats = [a for a in legal if a.startswith("move")]
            if boats and self.rng.randrange(2) == 0:
                return self.rng.choice(boats)
        return self.rng.choice(quiet or list(legal))


BOTS = {"loyal": LoyalBot}
