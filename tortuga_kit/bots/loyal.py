"""A simple loyalty-aware Tortuga 1667 bot: it plays for its team, not well, but visibly so.

It votes for its team's interest (its own flag in a brawl; help an attack when the ship's holds
already favour its team, sabotage it otherwise), attacks as Captain when its team holds the hold it
would fill, smuggles chests towards its team as Cabin Boy, and otherwise explores the event row.
It reads only its own seat's information: its loyalty, its hand and the public board. The Dutch
player wants a tie, so it helps whichever team is behind.
"""

from __future__ import annotations

from ..engine.rng import Rng, seed_state
from ..games.tortuga1667.cards import card_symbols
from ..games.tortuga1667.state import FD, JR, TORTUGA, State, hold_index


class LoyalBot:
    name = "loyal"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed_state(seed) ^ 0x10A1)

    def __repr__(self) -> str:
        return "LoyalBot()"

    def _team(self, s: State, seat: int) -> str:
        team = s.loyalty[seat]
        if team != "dutch":
            return team
        t = s.team_totals()
        if t["british"] == t["french"]:  # already tied: lean either way, without a bias
            return "british" if self.rng.randrange(2) else "french"
        return "british" if t["british"] < t["french"] else "french"

    def choose(self, s: State, seat: int, legal: list[str]) -> str:
        kind = s.stack[-1][0] if s.stack else "turn"
        team = self._team(s, seat)
        pick = self.rng.choice
        if kind == "hold":
            return f"hold {team}"
        if kind == "vote":
            return self._vote(s, seat, team, legal)
        if kind == "el_dorado":
            return "el dorado"
        if kind == "loot":
            mine = [a for a in legal if a.endswith(team)]
            return pick(mine or legal)
        if kind == "fountain":
            return "use fountain"
        if kind == "turn":
            return self._turn(s, seat, team, legal)
        return pick(legal)

    def _ship_leans(self, s: State, ship: int, team: str) -> bool:
        other = "french" if team == "british" else "british"
        return s.chests[hold_index(ship, team)] >= s.chests[hold_index(ship, other)]

    def _vote(self, s: State, seat: int, team: str, legal: list[str]) -> str:
        if legal and not legal[0].startswith("vote"):
            return self.rng.choice(legal)
        v = s.vote
        assert v is not None
        cards = [a.split()[1] for a in legal]
        kind = v["kind"]

        def score(card: str) -> int:
            (atk, na), (flag, nf), (mut, nm) = card_symbols(card)
            if kind == "brawl":
                return nf if flag == team else -nf
            if kind == "attack":
                helps = v["caller"] == seat or self._ship_leans(s, v["place"], team)
                value = {"fire": 2, "cannon": 1, "water": -2}[atk] * na
                return value if helps else -value
            # mutiny: the First Mate (caller) wants it; others back a Captain whose ship leans their way
            want = v["caller"] == seat or not self._ship_leans(s, v["place"], team)
            value = nm if mut == "skull" else -nm
            return value if want else -value

        best = max(score(c) for c in cards)
        return "vote " + self.rng.choice([c for c in cards if score(c) == best])

    def _turn(self, s: State, seat: int, team: str, legal: list[str]) -> str:
        where = s.where(seat)
        # Attack when the chest can go to the bot's team hold: always while the galleon has
        # chests; once it is empty, stealing may hurt, so only sometimes.
        if (
            "attack" in legal
            and where[0] == "line"
            and where[1] in (FD, JR)
            and (s.chests[0] > 0 or self.rng.randrange(3) == 0)
        ):
            return "attack"
        other = "french" if team == "british" else "british"
        towards = f"smuggle {other} {team}"
        if towards in legal:
            return towards
        if "brawl" in legal and s.chests[5 if team == "british" else 6] < 2:
            return "brawl"
        if "mutiny" in legal and not self._ship_leans(s, where[1], team):
            return "mutiny"
        quiet = [a for a in legal if a.startswith(("peek", "reveal", "move"))]
        if where == ("line", TORTUGA):
            boats = [a for a in legal if a.startswith("move")]
            if boats and self.rng.randrange(2) == 0:
                return self.rng.choice(boats)
        return self.rng.choice(quiet or legal)
