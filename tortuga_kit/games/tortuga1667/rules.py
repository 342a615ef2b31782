"""Tortuga 1667 rules: the decision on top of the stack, its legal actions, and applying one.

Every player choice is an action at a decision point (seed 000 · So läuft ein Zug ab): a turn
action pushes the sub-decisions it needs (one per voter, the Captain's loot, a Pistol's target,
a Fountain of Youth refusal, ...) and the turn passes when the stack is empty. Randomness comes
only from ``state.rng``.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...engine.actions import Decision
from ...engine.errors import IllegalAction
from ...engine.events import Event
from ...engine.game import Result
from . import rulerefs as R
from .cards import ARMADA, SHIP_CAPACITY, event_title
from .state import (
    BOAT_KEYS,
    FD,
    GALLEON,
    JR,
    LINE_KEYS,
    PLACE_TITLES,
    SHIP_TITLES,
    SHIPS,
    T_BRITISH,
    T_FRENCH,
    TORTUGA,
    State,
    hold_index,
)
from .votes import resolve_cards

PLACE_BY_KEY = {"fd": FD, "jr": JR, "tortuga": TORTUGA}
BOAT_BY_KEY = {"fd-boat": 0, "jr-boat": 1}
SHIP_BY_KEY = {"fd": FD, "jr": JR}


def _ev(text: str, rule: str, kind: str = "", private: dict[int, str] | None = None) -> Event:
    return Event(text, rule, private or {}, kind)


# =============================================================== decisions
def decision(s: State) -> Decision | None:
    if s.result is not None or not s.stack:
        return None
    kind, seat, payload = s.stack[-1]
    name = s.names[seat]
    if kind == "turn":
        total = 2 if s.n == 2 else 1
        nth = f" ({total - s.actions_left + 1} of {total})" if total > 1 else ""
        rule = R.TWO_ACTIONS if total > 1 else R.TURN
        return Decision(seat, "turn", f"{name}: choose an action{nth}", rule)
    if kind == "vote":
        v = s.vote
        assert v is not None
        if _asks_el_dorado(s, seat):
            return Decision(
                seat, "el_dorado", f"{name}: play two vote cards with El Dorado?", R.EL_DORADO
            )
        what = {"attack": "the attack", "mutiny": "the mutiny", "brawl": "the brawl"}[v["kind"]]
        extra = " (second card, El Dorado)" if v["double"] and _played_by(v, seat) == 1 else ""
        return Decision(
            seat, "vote", f"{name}: play a vote card face down for {what}{extra}", R.VOTE
        )
    if kind == "map":
        title = event_title(payload[0])
        return Decision(seat, kind, f"{name}: give {title} to another player", R.MAPS)
    prompt, rule = _PROMPTS[kind]
    return Decision(seat, kind, prompt.format(name=name), rule)


_PROMPTS = {
    "hold": ("{name}: put your ship's starting chest in a hold", R.START_CHESTS),
    "atlantis": ("{name}: use Atlantis to switch ships before the next action?", R.ATLANTIS),
    "loot": ("{name}: the attack succeeded; choose where the chest goes", R.LOOT),
    "forced": ("{name}: you are forced to reveal one of two event cards", R.FORCE),
    "marque": ("{name}: use the Letter of Marque now, or save it", R.MARQUE),
    "pistol": ("{name}: choose another player to maroon with the Pistol", R.PISTOL),
    "fountain": (
        "{name}: you are about to be marooned; drink from the Fountain of Youth?",
        R.FOUNTAIN,
    ),
    "black_powder": ("{name}: choose a rowboat to blow up", R.BLACK_POWDER),
    "facade": ("{name}: choose a player to swap loyalty cards with", R.UNVERIFIED),
    "pirate_code": ("{name}: call your location's vote now?", R.UNVERIFIED),
}


def to_move(s: State) -> int | None:
    """The seat that decides next, cheaply (for playouts)."""
    if s.result is not None or not s.stack:
        return None
    return s.stack[-1][1]


def _asks_el_dorado(s: State, seat: int) -> bool:
    v = s.vote
    return (
        v is not None and not v["asked"] and "el_dorado" in s.maps[seat] and len(s.hands[seat]) >= 2
    )


def _played_by(v: dict[str, Any], seat: int) -> int:
    return sum(1 for p, _ in v["played"] if p == seat)


# =============================================================== legal actions
def legal_actions(s: State) -> list[str]:
    if s.result is not None or not s.stack:
        return []
    kind, seat, payload = s.stack[-1]
    if kind == "turn":
        return _turn_actions(s, seat)
    if kind == "vote":
        if _asks_el_dorado(s, seat):
            return ["el dorado", "pass"]
        return ["vote " + c for c in sorted(set(s.hands[seat]))]
    if kind == "hold":
        return ["hold british", "hold french"]
    if kind == "atlantis":
        return ["atlantis", "pass"]
    if kind == "loot":
        return _loot_actions(s, payload[0])
    if kind == "forced":
        return [f"reveal {payload[0] + 1}", f"reveal {payload[1] + 1}"]
    if kind == "marque":
        return _marque_targets(s) + ["save"]
    if kind in ("pistol", "map", "facade"):
        verb = {"pistol": "shoot", "map": "give", "facade": "swap"}[kind]
        return [f"{verb} {s.names[t]}" for t in _others(s, seat)]
    if kind == "fountain":
        return ["use fountain", "decline"]
    if kind == "black_powder":
        return [f"blast {BOAT_KEYS[b]}" for b in (0, 1) if not s.destroyed[b]]
    if kind == "pirate_code":
        return [payload[0], "pass"]
    raise AssertionError(kind)


def _others(s: State, seat: int) -> range | list[int]:
    return [t for t in range(s.n) if t != seat]


_ROW_ACTIONS: dict[tuple[Any, ...], list[str]] = {}


def _row_actions(names: tuple[str, ...], down: tuple[int, ...], seat: int) -> list[str]:
    """Peek, force and reveal texts; cached because the row changes far less often than turns."""
    key = (names, down, seat)
    cached = _ROW_ACTIONS.get(key)
    if cached is not None:
        return cached
    out: list[str] = []
    if len(down) >= 2:  # with only the Armada left: no peeking, no forcing (R.ARMADA_LAST)
        pairs = [(a, b) for i, a in enumerate(down) for b in down[i + 1 :]]
        out += [f"peek {a + 1} {b + 1}" for a, b in pairs]
        for t, nm in enumerate(names):
            if t != seat:
                out += [f"force {nm} {a + 1} {b + 1}" for a, b in pairs]
    out += [f"reveal {i + 1}" for i in down]
    if len(_ROW_ACTIONS) > 50_000:
        _ROW_ACTIONS.clear()
    _ROW_ACTIONS[key] = out
    return out


def _turn_actions(s: State, seat: int) -> list[str]:
    row = s.row
    down = tuple(i for i in range(len(row)) if row[i] is not None)
    out = _row_actions(s.names, down, seat)[:]
    where, idx = s.where(seat)
    if where == "line":
        if idx == TORTUGA:
            out += [f"move {BOAT_KEYS[b]}" for b in (0, 1) if s.boats[b] < 0 and not s.destroyed[b]]
        elif s.boats[idx] < 0 and not s.destroyed[idx]:
            out.append(f"move {BOAT_KEYS[idx]}")
    else:
        if len(s.lines[idx]) < SHIP_CAPACITY:
            out.append(f"move {LINE_KEYS[idx]}")
        out.append("move tortuga")
    if s.marques[seat]:
        out += _marque_targets(s)
    if where == "line":
        line = s.lines[idx]
        if idx == TORTUGA:
            if line[0] == seat:
                out.append("brawl")
        else:
            if line[0] == seat:
                if _may_attack(s, idx):
                    out.append("attack")
                out += [f"maroon {s.names[t]}" for t in line[1:]]
            if len(line) >= 2 and line[1] == seat:
                out.append("mutiny")
            if line[-1] == seat:
                if s.chests[hold_index(idx, "british")]:
                    out.append("smuggle british french")
                if s.chests[hold_index(idx, "french")]:
                    out.append("smuggle french british")
    if not out:
        # ASSUMED (no source): in sudden death the row can run dry and a pawn without a role
        # may have nowhere to go; rather than a stuck game, the player passes.
        out.append("pass")
    return out


def _may_attack(s: State, ship: int) -> bool:
    other = 1 - ship
    return (
        s.opts["empty_attack"] == "allowed"
        or s.chests[GALLEON] > 0
        or s.chests[hold_index(other, "british")] + s.chests[hold_index(other, "french")] > 0
    )


def _loot_actions(s: State, ship: int) -> list[str]:
    if s.chests[GALLEON] > 0:
        return ["loot british", "loot french"]
    other = 1 - ship
    out = []
    for src in ("british", "french"):
        if s.chests[hold_index(other, src)]:
            out += [f"steal {src} british", f"steal {src} french"]
    return out


def _marque_targets(s: State) -> list[str]:
    """Anyone on Tortuga or in a rowboat, to the back of a ship with room (ref §6.1)."""
    who = list(s.lines[TORTUGA]) + [b for b in s.boats if b >= 0]
    return [
        f"marque {s.names[t]} {LINE_KEYS[ship]}"
        for t in sorted(who)
        for ship in SHIPS
        if len(s.lines[ship]) < SHIP_CAPACITY
    ]


# =============================================================== labels
def label(s: State, text: str) -> str:
    """Readable button text for an action, in the rulebook's words."""
    w = text.split()
    verb = w[0]
    if verb == "peek":
        return f"Look at event cards {w[1]} and {w[2]}"
    if verb == "reveal":
        return f"Reveal event card {w[1]}"
    if verb == "force":
        return f"Force {w[1]} to reveal card {w[2]} or {w[3]}"
    if verb == "move":
        dest = {
            "fd-boat": "the Flying Dutchman's rowboat",
            "jr-boat": "the Jolly Roger's rowboat",
            "fd": "the back of the Flying Dutchman",
            "jr": "the back of the Jolly Roger",
            "tortuga": "the back of Tortuga",
        }[w[1]]
        return f"Move to {dest}"
    if verb == "attack":
        return "Captain: call an attack"
    if verb == "maroon":
        return f"Captain: maroon {w[1]}"
    if verb == "mutiny":
        return "First Mate: call a mutiny"
    if verb == "smuggle":
        return f"Cabin Boy: move a chest from the {w[1].title()} to the {w[2].title()} hold"
    if verb == "brawl":
        return "Governor: call a brawl"
    if verb == "marque":
        return f"Letter of Marque: {w[1]} to the back of the {SHIP_TITLES[SHIP_BY_KEY[w[2]]]}"
    if verb == "save":
        return "Save the Letter of Marque for a later action"
    if verb == "vote":
        return "Vote " + w[1].replace("/", " · ")
    if verb == "loot":
        return f"Take a chest from the galleon into the {w[1].title()} hold"
    if verb == "steal":
        return f"Steal from the other ship's {w[1].title()} hold into your {w[2].title()} hold"
    if verb == "hold":
        return f"Starting chest in the {w[1].title()} hold"
    if verb == "shoot":
        return f"Pistol: maroon {w[1]}"
    if verb == "give":
        return f"Give the treasure map to {w[1]}"
    if verb == "blast":
        return f"Blow up the {SHIP_TITLES[BOAT_BY_KEY[w[1]]]}'s rowboat"
    if verb == "swap":
        return f"Swap loyalty cards with {w[1]}"
    labels = {
        "atlantis": "Use Atlantis: switch to the other ship",
        "pass": "Pass",
        "el": "Use El Dorado: play two vote cards",
        "use": "Use the Fountain of Youth",
        "decline": "Accept being marooned",
    }
    return labels.get(verb, text)


# =============================================================== apply
def apply(s: State, text: str) -> list[Event]:
    """Apply a legal action (checked by the caller) to ``s`` in place."""
    ev: list[Event] = []
    kind, seat, payload = s.stack.pop()
    if kind == "turn":
        s.action_open = True
        _turn(s, seat, text, ev)
    elif kind == "vote":
        s.stack.append((kind, seat, payload))  # the vote frame stays until the vote resolves
        _vote_step(s, seat, text, ev)
    elif kind == "hold":
        team = text.split()[1]
        ship = FD if s.lines[FD] and s.lines[FD][0] == seat else JR
        s.chests[hold_index(ship, team)] += 1
        ev.append(
            _ev(
                f"{s.names[seat]}, Captain of the {SHIP_TITLES[ship]}, puts a chest in the "
                f"{team.title()} hold.",
                R.START_CHESTS,
                "setup",
            )
        )
    elif kind == "atlantis":
        if text == "atlantis":
            _use_atlantis(s, seat, ev)
    elif kind == "loot":
        _loot(s, seat, payload[0], text, ev)
    elif kind == "forced":
        slot = int(text.split()[1]) - 1
        ev.append(_ev(f"{s.names[seat]} chooses card {slot + 1}.", R.FORCE, "force"))
        _reveal(s, seat, slot, ev)
    elif kind == "marque":
        if text == "save":
            s.marques[seat] += 1
            ev.append(
                _ev(
                    f"{s.names[seat]} saves the Letter of Marque for a later action.",
                    R.MARQUE,
                    "card",
                )
            )
        else:
            s.discard.append("letter_of_marque")
            _marque_move(s, text, ev)
    elif kind == "pistol":
        target = s.names.index(text.split()[1])
        ev.append(
            _ev(f"{s.names[seat]} shoots {s.names[target]} with the Pistol.", R.PISTOL, "card")
        )
        _request_maroon(s, target, "pistol", ev)
    elif kind == "map":
        _give_map(s, seat, payload[0], s.names.index(text.split()[1]), ev)
    elif kind == "fountain":
        cause = payload[0]
        if text == "use fountain":
            s.maps[seat].remove("fountain_of_youth")
            s.discard.append("fountain_of_youth")
            ev.append(
                _ev(
                    f"{s.names[seat]} drinks from the Fountain of Youth and is not marooned.",
                    R.FOUNTAIN,
                    "card",
                )
            )
        else:
            _maroon(s, seat, ev, cause)
    elif kind == "black_powder":
        _black_powder(s, seat, BOAT_BY_KEY[text.split()[1]], ev)
    elif kind == "facade":
        _facade(s, seat, s.names.index(text.split()[1]), ev)
    elif kind == "pirate_code":
        if text != "pass":
            ev.append(
                _ev(
                    f"{s.names[seat]} invokes the Pirate Code and calls "
                    f"{'an' if text == 'attack' else 'a'} {text}.",
                    R.UNVERIFIED,
                    "card",
                )
            )
            where, idx = s.where(seat)
            _start_vote(s, text, seat, idx, ev)
    else:  # pragma: no cover - every kind is listed above
        raise AssertionError(kind)
    _settle(s, ev)
    return ev


def _settle(s: State, ev: list[Event]) -> None:
    """After an action: sudden-death check, then pass the turn once nothing is pending."""
    if s.result is None and s.sudden_death:
        t = s.team_totals()
        if t["british"] != t["french"]:
            team = "british" if t["british"] > t["french"] else "french"
            _finish(
                s,
                team,
                f"sudden death: the {team.title()} take the lead "
                f"{max(t.values())} to {min(t.values())}",
                R.TIE_EVEN,
                ev,
            )
    if s.result is not None:
        s.stack.clear()
        s.vote = None
        return
    if s.stack:
        return
    if s.action_open:
        s.action_open = False
        s.actions_left -= 1
        if s.actions_left > 0:
            s.stack.append(("turn", s.turn_seat, ()))
            if s.opts["atlantis_window"] == "before_action":
                _push_atlantis(s)
            return
        s.turn_seat = (s.turn_seat + 1) % s.n
        s.turn_number += 1
        limit = s.opts["turn_limit"]
        if limit is not None and s.turn_number > limit:
            t = s.team_totals()
            s.result = Result((), t, f"stopped after the turn limit of {limit} turns", None)
            ev.append(
                _ev(
                    f"The game stops at the turn limit ({limit}); nobody wins.",
                    "option turn_limit",
                    "end",
                )
            )
            s.stack.clear()
            return
    # start a turn (also the first turn, once the Captains have placed their chests)
    s.actions_left = 2 if s.n == 2 else 1
    s.stack.append(("turn", s.turn_seat, ()))
    _push_atlantis(s)


def _push_atlantis(s: State) -> None:
    """Atlantis window: just before a turn (S5), or before each action (option)."""
    for owner in range(s.n):
        if "atlantis" in s.maps[owner]:
            where, idx = s.where(owner)
            if where == "line" and idx != TORTUGA and len(s.lines[1 - idx]) < SHIP_CAPACITY:
                s.stack.append(("atlantis", owner, ()))


# --------------------------------------------------------------- turn actions
def _turn(s: State, seat: int, text: str, ev: list[Event]) -> None:
    w = text.split()
    verb = w[0]
    name = s.names[seat]
    if verb == "peek":
        a, b = int(w[1]) - 1, int(w[2]) - 1
        s.known[seat][a] = s.row[a]  # type: ignore[assignment]
        s.known[seat][b] = s.row[b]  # type: ignore[assignment]
        secret = (
            f"{name} (you) looked at card {a + 1}: {event_title(s.row[a])} and card "  # type: ignore[arg-type]
            f"{b + 1}: {event_title(s.row[b])}."
        )  # type: ignore[arg-type]
        ev.append(
            _ev(f"{name} looks at event cards {a + 1} and {b + 1}.", R.PEEK, "peek", {seat: secret})
        )
    elif verb == "reveal":
        _reveal(s, seat, int(w[1]) - 1, ev)
    elif verb == "force":
        target = s.names.index(w[1])
        a, b = int(w[2]) - 1, int(w[3]) - 1
        ev.append(_ev(f"{name} forces {w[1]} to reveal card {a + 1} or {b + 1}.", R.FORCE, "force"))
        s.stack.append(("forced", target, (a, b)))
    elif verb == "move":
        _move(s, seat, w[1], ev)
    elif verb == "attack":
        ship = s.where(seat)[1]
        ev.append(
            _ev(
                f"{name}, Captain of the {SHIP_TITLES[ship]}, calls an attack on the "
                f"Spanish galleon.",
                R.ATTACK,
                "call",
            )
        )
        _start_vote(s, "attack", seat, ship, ev)
    elif verb == "maroon":
        target = s.names.index(w[1])
        ev.append(_ev(f"{name}, Captain, maroons {w[1]}.", R.MAROON, "maroon"))
        _request_maroon(s, target, "maroon", ev)
    elif verb == "mutiny":
        ship = s.where(seat)[1]
        ev.append(
            _ev(
                f"{name}, First Mate of the {SHIP_TITLES[ship]}, calls a mutiny against "
                f"Captain {s.names[s.lines[ship][0]]}.",
                R.MUTINY,
                "call",
            )
        )
        _start_vote(s, "mutiny", seat, ship, ev)
    elif verb == "brawl":
        ev.append(_ev(f"{name}, Governor of Tortuga, calls a brawl.", R.BRAWL, "call"))
        _start_vote(s, "brawl", seat, TORTUGA, ev)
    elif verb == "smuggle":
        ship = s.where(seat)[1]
        s.chests[hold_index(ship, w[1])] -= 1
        s.chests[hold_index(ship, w[2])] += 1
        ev.append(
            _ev(
                f"{name}, Cabin Boy of the {SHIP_TITLES[ship]}, moves a chest from the "
                f"{w[1].title()} to the {w[2].title()} hold.",
                R.CABIN_BOY,
                "chest",
            )
        )
    elif verb == "pass":
        ev.append(
            _ev(f"{name} has no possible action and passes.", "ASSUMED: pass when stuck", "turn")
        )
    elif verb == "marque":
        s.marques[seat] -= 1
        s.discard.append("letter_of_marque")
        ev.append(_ev(f"{name} plays a saved Letter of Marque.", R.MARQUE, "card"))
        _marque_move(s, text, ev)
    else:  # pragma: no cover
        raise AssertionError(text)


def _move(s: State, seat: int, dest: str, ev: list[Event]) -> None:
    name = s.names[seat]
    where, idx = s.where(seat)
    if dest in BOAT_BY_KEY:
        b = BOAT_BY_KEY[dest]
        s.lines[idx].remove(seat)
        s.boats[b] = seat
        ev.append(_ev(f"{name} climbs into the {SHIP_TITLES[b]}'s rowboat.", R.MOVE, "move"))
        return
    s.boats[idx] = -1
    place = PLACE_BY_KEY[dest]
    _enter(s, seat, place, ev, f"{name} rows to the back of {PLACE_TITLES[place]}", R.MOVE)


def _enter(s: State, seat: int, place: int, ev: list[Event], text: str, rule: str) -> None:
    """Join the back of a line; an empty ship's newcomer is its Captain at once."""
    line = s.lines[place]
    if place != TORTUGA and not line:
        text += f" and, the ship being empty, becomes its Captain ({R.EMPTY_SHIP})"
    line.append(seat)
    ev.append(_ev(text + ".", rule, "move"))
    if place != TORTUGA:
        _check_albatross(s, place, ev)


def _marque_move(s: State, text: str, ev: list[Event]) -> None:
    _, who, ship_key = text.split()
    target = s.names.index(who)
    where, idx = s.where(target)
    if where == "line":
        s.lines[idx].remove(target)
    else:
        s.boats[idx] = -1
    ship = SHIP_BY_KEY[ship_key]
    _enter(
        s,
        target,
        ship,
        ev,
        f"Letter of Marque: {who} goes to the back of the {SHIP_TITLES[ship]}",
        R.MARQUE,
    )


def _use_atlantis(s: State, seat: int, ev: list[Event]) -> None:
    ship = s.where(seat)[1]
    s.lines[ship].remove(seat)
    s.maps[seat].remove("atlantis")
    s.discard.append("atlantis")
    _enter(
        s,
        seat,
        1 - ship,
        ev,
        f"{s.names[seat]} uses Atlantis and moves to the back of the {SHIP_TITLES[1 - ship]}",
        R.ATLANTIS,
    )


# --------------------------------------------------------------- marooning
def _request_maroon(s: State, target: int, cause: str, ev: list[Event]) -> None:
    """Maroon ``target``, first offering a Fountain of Youth if it holds one (ref §6.3)."""
    if "fountain_of_youth" in s.maps[target] and cause in s.opts["fountain_protects"]:
        s.stack.append(("fountain", target, (cause,)))
    else:
        _maroon(s, target, ev, cause)


_MAROON_RULES = {
    "maroon": R.MAROON,
    "mutiny": R.MUTINY,
    "pistol": R.PISTOL,
    "black_spot": R.BLACK_SPOT,
    "black_powder": R.BLACK_POWDER,
}


def _maroon(s: State, target: int, ev: list[Event], cause: str) -> None:
    """Send a pawn to the back of Tortuga; already there, it also loses a random vote card."""
    name = s.names[target]
    where, idx = s.where(target)
    if where == "boat":
        s.boats[idx] = -1
        s.lines[TORTUGA].append(target)
        ev.append(
            _ev(
                f"{name} is marooned from a rowboat to the back of Tortuga (no vote card "
                "is lost from a rowboat).",
                R.ROWBOAT,
                "maroon",
            )
        )
        return
    rule = _MAROON_RULES.get(cause, R.MAROON)
    if idx != TORTUGA:
        was_captain = s.lines[idx][0] == target
        s.lines[idx].remove(target)
        s.lines[TORTUGA].append(target)
        extra = ""
        if was_captain and s.lines[idx]:
            extra = f" The line closes up: {s.names[s.lines[idx][0]]} is now Captain."
        ev.append(
            _ev(
                f"{name} is marooned from the {SHIP_TITLES[idx]} to the back of Tortuga." + extra,
                rule,
                "maroon",
            )
        )
        return
    s.lines[TORTUGA].remove(target)
    s.lines[TORTUGA].append(target)
    hand = s.hands[target]
    if hand:
        card = hand.pop(s.rng.randrange(len(hand)))
        s.vote_deck.append(card)
        s.lost[target] += 1
        ev.append(
            _ev(
                f"{name}, already on Tortuga, is marooned again: to the back of the line, and a random "
                f"vote card of theirs goes under the vote deck for good ({len(hand)} left).",
                R.MAROON_AGAIN,
                "maroon",
                {
                    target: f"{name} (you), already on Tortuga, is marooned again and loses the vote "
                    f"card {card} for good ({len(hand)} left)."
                },
            )
        )
    else:
        ev.append(
            _ev(
                f"{name}, already on Tortuga, is marooned again: to the back of the line "
                "(no vote card left to lose).",
                R.MAROON_AGAIN,
                "maroon",
            )
        )


def _check_albatross(s: State, ship: int, ev: list[Event]) -> None:
    """Two Albatrosses aboard one ship maroon its whole crew, last pawn first (ref §6.2)."""
    line = s.lines[ship]
    if sum(s.albatross[p] for p in line) < 2:
        return
    crew = line[::-1]
    names = ", ".join(s.names[p] for p in crew)
    s.lines[ship] = []
    s.lines[TORTUGA].extend(crew)
    ev.append(
        _ev(
            f"Two Albatrosses aboard the {SHIP_TITLES[ship]}! The whole crew is marooned "
            f"to Tortuga in reverse order: {names}.",
            R.ALBATROSS,
            "maroon",
        )
    )


# --------------------------------------------------------------- votes
def _start_vote(s: State, kind: str, caller: int, place: int, ev: list[Event]) -> None:
    line = s.lines[place]
    if kind == "mutiny":
        line = line[1:]  # everyone but the Captain (R.VOTERS)
    n = s.n
    voters = sorted((p for p in line if s.hands[p]), key=lambda p: (p - caller) % n)
    silent = [s.names[p] for p in line if not s.hands[p]]
    if silent:
        ev.append(
            _ev(
                f"{', '.join(silent)} {'has' if len(silent) == 1 else 'have'} no vote cards "
                "and cannot vote.",
                R.NO_CARDS,
                "vote",
            )
        )
    s.vote = {
        "kind": kind,
        "caller": caller,
        "place": place,
        "voters": voters,
        "i": 0,
        "played": [],
        "double": False,
        "asked": False,
    }
    if voters:
        s.stack.append(("vote", voters[0], ()))
    else:
        _resolve_vote(s, ev)


def _vote_step(s: State, seat: int, text: str, ev: list[Event]) -> None:
    v = s.vote
    assert v is not None
    name = s.names[seat]
    if text in ("el dorado", "pass"):
        v["asked"] = True
        if text == "el dorado":
            v["double"] = True
            s.maps[seat].remove("el_dorado")
            s.discard.append("el_dorado")
            ev.append(_ev(f"{name} uses El Dorado to play two vote cards.", R.EL_DORADO, "card"))
        return
    card = text.split()[1]
    s.hands[seat].remove(card)
    v["played"].append((seat, card))
    ev.append(
        _ev(
            f"{name} plays a vote card face down.",
            R.VOTE,
            "vote",
            {seat: f"{name} (you) plays {card} face down."},
        )
    )
    if v["double"] and _played_by(v, seat) == 1 and s.hands[seat]:
        return
    v["i"] += 1
    v["double"] = False
    v["asked"] = False
    s.stack.pop()
    if v["i"] < len(v["voters"]):
        s.stack.append(("vote", v["voters"][v["i"]], ()))
    else:
        _resolve_vote(s, ev)


def _resolve_vote(s: State, ev: list[Event]) -> None:
    v = s.vote
    assert v is not None
    s.vote = None
    kind = v["kind"]
    top = s.vote_deck.pop(0)  # the top card of the vote deck always joins (R.VOTE)
    cards = [c for _, c in v["played"]] + [top]
    result = resolve_cards(kind, cards)
    shown = sorted(cards)
    s.last_vote = {
        "kind": kind,
        "cards": shown,
        "explanation": result.explanation,
        "success": result.success,
        "winner": result.winner,
    }
    ev.append(
        _ev(
            f"Vote ({kind}): {len(v['played'])} card(s) played plus the top of the vote "
            f"deck, shuffled and revealed: {', '.join(shown)}. {result.explanation}",
            result.rule,
            "vote_result",
        )
    )
    # Return: shuffle all used cards under the deck, then every voter draws (R.VOTE).
    s.rng.shuffle(cards)
    s.vote_deck.extend(cards)
    per_card = s.opts["el_dorado_redraw"] == "per_card"
    drew: Counter[int] = Counter(p for p, _ in v["played"])
    for p in v["voters"]:
        for _ in range(drew[p] if per_card else 1):
            s.hands[p].append(s.vote_deck.pop(0))
    caller = v["caller"]
    if kind == "attack" and result.success:
        ship = v["place"]
        if s.chests[GALLEON] > 0 or _loot_actions(s, ship):
            s.stack.append(("loot", caller, (ship,)))
        else:
            ev.append(
                _ev(
                    "The galleon is empty and the other ship has no chest: the attack "
                    "takes nothing.",
                    R.LOOT,
                    "chest",
                )
            )
    elif kind == "mutiny" and result.success:
        ship = v["place"]
        _request_maroon(s, s.lines[ship][0], "mutiny", ev)
    elif kind == "brawl":
        if result.winner == "british":
            s.chests[T_BRITISH], s.chests[T_FRENCH] = 2, 0
        elif result.winner == "french":
            s.chests[T_BRITISH], s.chests[T_FRENCH] = 0, 2
        else:
            s.chests[T_BRITISH], s.chests[T_FRENCH] = 1, 1


def _loot(s: State, seat: int, ship: int, text: str, ev: list[Event]) -> None:
    w = text.split()
    name = s.names[seat]
    if w[0] == "loot":
        s.chests[GALLEON] -= 1
        s.chests[hold_index(ship, w[1])] += 1
        ev.append(
            _ev(
                f"{name} takes 1 chest from the galleon into the {SHIP_TITLES[ship]}'s "
                f"{w[1].title()} hold (always exactly 1 chest).",
                R.ATTACK,
                "chest",
            )
        )
    else:
        other = 1 - ship
        s.chests[hold_index(other, w[1])] -= 1
        s.chests[hold_index(ship, w[2])] += 1
        ev.append(
            _ev(
                f"The galleon is empty, so {name} takes 1 chest from the "
                f"{SHIP_TITLES[other]}'s {w[1].title()} hold into the {w[2].title()} hold.",
                R.LOOT,
                "chest",
            )
        )


# --------------------------------------------------------------- event cards
def _reveal(s: State, seat: int, slot: int, ev: list[Event]) -> None:
    card = s.row[slot]
    assert card is not None
    s.row[slot] = None
    for k in s.known:
        k.pop(slot, None)
    name = s.names[seat]
    ev.append(_ev(f"{name} reveals card {slot + 1}: {event_title(card)}.", R.REVEAL, "reveal"))
    if card == ARMADA:
        _armada(s, ev)
        return
    _refill(s, slot, ev)
    _resolve_card(s, seat, card, ev)


def _refill(s: State, slot: int, ev: list[Event]) -> None:
    if s.end_phase:
        return
    if not s.event_deck and s.sudden_death and s.discard and s.opts["sudden_death_reshuffle"]:
        s.event_deck = s.discard[:]
        s.discard.clear()
        s.rng.shuffle(s.event_deck)
        ev.append(
            _ev(
                "Sudden death: the event deck ran out, so the discards are shuffled into a "
                "new deck.",
                "ref §9 (ASSUMED)",
                "deck",
            )
        )
    if not s.event_deck:
        return
    s.row[slot] = s.event_deck.pop(0)
    if not s.event_deck and not s.sudden_death:
        start_end_phase(s, ev)


def start_end_phase(s: State, ev: list[Event]) -> None:
    """The deck is empty (the Armada was dealt): shuffle the row, deal it again, no more refills."""
    cards = [c for c in s.row if c is not None]
    s.rng.shuffle(cards)
    slots = [i for i, c in enumerate(s.row) if c is not None]
    for i, c in zip(slots, cards):
        s.row[i] = c
    for k in s.known:
        k.clear()
    s.end_phase = True
    ev.append(
        _ev(
            "The event deck is empty: the cards in the row (the Spanish Armada among them) "
            "are shuffled and dealt face down again, and will no longer be replaced.",
            R.END_PHASE,
            "deck",
        )
    )


def _resolve_card(s: State, seat: int, card: str, ev: list[Event]) -> None:
    name = s.names[seat]
    where, idx = s.where(seat)
    if card == "letter_of_marque":
        s.stack.append(("marque", seat, ()))
    elif card == "pistol":
        s.discard.append(card)
        s.stack.append(("pistol", seat, ()))
    elif card == "albatross":
        s.albatross[seat] += 1
        ev.append(
            _ev(
                f"{name} keeps the Albatross face up ({s.albatross[seat]} now).",
                R.ALBATROSS,
                "card",
            )
        )
        if where == "line" and idx != TORTUGA:
            _check_albatross(s, idx, ev)
    elif card == "black_spot":
        s.discard.append(card)
        _request_maroon(s, seat, "black_spot", ev)
    elif card in ("atlantis", "el_dorado", "fountain_of_youth"):
        s.stack.append(("map", seat, (card,)))
    elif card == "eight_bells":
        s.discard.append(card)
        if where == "line" and len(s.lines[idx]) >= 2:
            s.rng.shuffle(s.lines[idx])
            order = ", ".join(s.names[p] for p in s.lines[idx])
            ev.append(
                _ev(
                    f"Eight Bells: everyone on {PLACE_TITLES[idx]} is redrawn: {order}.",
                    R.EIGHT_BELLS,
                    "card",
                )
            )
        else:
            ev.append(
                _ev("Eight Bells has no effect (alone or in a rowboat).", R.EIGHT_BELLS, "card")
            )
    elif card == "stormy_seas":
        s.discard.append(card)
        _stormy_seas(s, where, idx, ev)
    elif card == "black_powder":
        s.discard.append(card)
        if any(not d for d in s.destroyed):
            s.stack.append(("black_powder", seat, ()))
        else:
            ev.append(
                _ev(
                    "Black Powder has no effect: both rowboats are already destroyed.",
                    R.BLACK_POWDER,
                    "card",
                )
            )
    elif card == "cabin_fever":
        s.discard.append(card)
        if where == "line" and idx != TORTUGA and len(s.lines[idx]) >= 2:
            line = s.lines[idx]
            line[0], line[-1] = line[-1], line[0]
            ev.append(
                _ev(
                    f"Cabin Fever: the Captain and the Cabin Boy of the {SHIP_TITLES[idx]} "
                    "swap places.",
                    R.UNVERIFIED,
                    "card",
                )
            )
    elif card == "crows_nest":
        s.discard.append(card)
        seen = {i: c for i, c in enumerate(s.row) if c is not None}
        s.known[seat].update(seen)  # type: ignore[arg-type]
        detail = "; ".join(f"{i + 1}: {event_title(c)}" for i, c in seen.items())
        ev.append(
            _ev(
                f"Crow's Nest: {name} looks at every face-down event card.",
                R.UNVERIFIED,
                "peek",
                {seat: f"Crow's Nest: you see {detail}."},
            )
        )
    elif card == "facade":
        s.discard.append(card)
        s.stack.append(("facade", seat, ()))
    elif card == "pirate_code":
        s.discard.append(card)
        if where == "line":
            s.stack.append(("pirate_code", seat, ("brawl" if idx == TORTUGA else "attack",)))
    elif card == "scurvy":
        s.discard.append(card)
        crew = s.lines[idx] if where == "line" else []  # ref §11.2: the ship or island only
        for p in crew:
            if s.hands[p]:
                lost = s.hands[p].pop(s.rng.randrange(len(s.hands[p])))
                s.vote_deck.append(lost)
                s.lost[p] += 1
                ev.append(
                    _ev(
                        f"Scurvy: {s.names[p]} loses a random vote card for good.",
                        R.UNVERIFIED,
                        "card",
                        {p: f"Scurvy: you lose {lost} for good."},
                    )
                )
    else:  # pragma: no cover
        raise AssertionError(card)


def _stormy_seas(s: State, where: str, idx: int, ev: list[Event]) -> None:
    if where == "boat":
        ev.append(
            _ev(
                "Stormy Seas has no effect in a rowboat (ASSUMED, ref §6.4).", R.STORMY_SEAS, "card"
            )
        )
    elif idx == TORTUGA:
        s.chests[T_BRITISH], s.chests[T_FRENCH] = 1, 1
        ev.append(
            _ev(
                "Stormy Seas: Tortuga's chests go back to one British, one French.",
                R.STORMY_SEAS,
                "chest",
            )
        )
    else:
        back = s.chests[hold_index(idx, "british")] + s.chests[hold_index(idx, "french")]
        s.chests[hold_index(idx, "british")] = s.chests[hold_index(idx, "french")] = 0
        s.chests[GALLEON] += back
        ev.append(
            _ev(
                f"Stormy Seas: the {SHIP_TITLES[idx]}'s {back} chest(s) go back to the "
                "Spanish galleon.",
                R.STORMY_SEAS,
                "chest",
            )
        )


def _give_map(s: State, seat: int, card: str, to: int, ev: list[Event]) -> None:
    s.maps[to].append(card)
    ev.append(_ev(f"{s.names[seat]} gives {event_title(card)} to {s.names[to]}.", R.MAPS, "card"))
    if card == "el_dorado":
        drawn = s.vote_deck.pop(0)
        s.hands[to].append(drawn)
        ev.append(
            _ev(
                f"{s.names[to]} draws an extra vote card (El Dorado).",
                R.EL_DORADO,
                "card",
                {to: f"El Dorado: you draw {drawn}."},
            )
        )


def _black_powder(s: State, seat: int, boat: int, ev: list[Event]) -> None:
    s.destroyed[boat] = True
    ev.append(
        _ev(
            f"{s.names[seat]} blows up the {SHIP_TITLES[boat]}'s rowboat: it is unusable "
            "for the rest of the game.",
            R.BLACK_POWDER,
            "card",
        )
    )
    occupant = s.boats[boat]
    if occupant >= 0 and s.opts["black_powder_occupant"] == "maroon":
        _request_maroon(s, occupant, "black_powder", ev)


def _facade(s: State, seat: int, other: int, ev: list[Event]) -> None:
    a, b = s.loyalty[seat], s.loyalty[other]
    s.loyalty[seat], s.loyalty[other] = b, a
    s.facade_seen[seat][other] = a
    s.facade_seen[other][seat] = b
    ev.append(
        _ev(
            f"Façade: {s.names[seat]} and {s.names[other]} swap loyalty cards.",
            R.UNVERIFIED,
            "card",
            {
                seat: f"Façade: you swap with {s.names[other]}; you are now {b}.",
                other: f"Façade: you swap with {s.names[seat]}; you are now {a}.",
            },
        )
    )


# --------------------------------------------------------------- game end
def _armada(s: State, ev: list[Event]) -> None:
    t = s.team_totals()
    if t["british"] != t["french"]:
        team = "british" if t["british"] > t["french"] else "french"
        _finish(
            s,
            team,
            f"the Spanish Armada arrives; the {team.title()} have more chests "
            f"({t['british']} British to {t['french']} French)",
            R.ARMADA,
            ev,
        )
    elif s.n % 2 == 1:
        dutch = [p for p in range(s.n) if s.loyalty[p] == "dutch"]
        s.result = Result(
            tuple(dutch),
            t,
            f"the Spanish Armada arrives with a {t['british']}–"
            f"{t['french']} tie: with an odd player count the Dutch player wins",
            "dutch",
        )
        ev.append(
            _ev(
                f"Tie {t['british']}–{t['french']}: with {s.n} players the Dutch player wins.",
                R.TIE_ODD,
                "end",
            )
        )
    else:
        start_sudden_death(s, ev)


def start_sudden_death(s: State, ev: list[Event]) -> None:
    """Even-count tie: the Armada leaves, the discards become a new deck, play on (ref §9)."""
    s.sudden_death = True
    s.end_phase = False
    s.event_deck = s.discard[:]
    s.discard.clear()
    s.rng.shuffle(s.event_deck)
    refilled = 0
    for i in range(len(s.row)):
        if s.row[i] is None and s.event_deck:
            s.row[i] = s.event_deck.pop(0)
            refilled += 1
    t = s.team_totals()
    deck = (
        f"the {len(s.event_deck) + refilled} discarded event cards are shuffled into a new "
        f"deck ({refilled} refill the row)"
        if s.event_deck or refilled
        else "there are no discarded event cards to make a new deck"
    )
    ev.append(
        _ev(
            f"Tie {t['british']}–{t['french']} with an even player count: sudden death. The "
            f"Armada leaves the game, {deck}, and the first team to lead wins.",
            R.TIE_EVEN,
            "end",
        )
    )
    s.stack.clear()
    s.vote = None
    # the action that revealed the Armada is over; the turn passes as usual
    if not s.action_open:
        s.action_open = True


def _finish(s: State, team: str, reason: str, rule: str, ev: list[Event]) -> None:
    winners = tuple(p for p in range(s.n) if s.loyalty[p] == team)
    s.result = Result(winners, s.team_totals(), reason, team)
    ev.append(
        _ev(f"Game over: {reason}. Winners: {', '.join(s.names[p] for p in winners)}.", rule, "end")
    )


# =============================================================== errors
# The first word of every action text: turn actions, and answers to sub-decisions.
TURN_VERBS = frozenset(
    {"peek", "reveal", "force", "move", "attack", "maroon", "mutiny", "brawl", "smuggle", "marque"}
)
ANSWER_VERBS = frozenset(
    {
        "vote",
        "el",
        "pass",
        "loot",
        "steal",
        "hold",
        "atlantis",
        "save",
        "shoot",
        "give",
        "use",
        "decline",
        "blast",
        "swap",
    }
)


def explain_illegal(s: State, text: str) -> IllegalAction:
    """Why ``text`` is not legal now: the rule and the situation, in one line."""
    d = decision(s)
    if d is None:
        return IllegalAction("the game is over: no more actions", "game_over")
    words = text.split()
    verb = words[0].lower() if words else ""
    legal = legal_actions(s)
    who = s.names[d.seat]
    # A vote's legal actions are the voter's hand: an error message must not show it to
    # whoever typed the wrong text.
    hint = (
        "legal: 'vote <one of your vote cards>'"
        if d.kind == "vote" and not _asks_el_dorado(s, d.seat)
        else _hint(legal)
    )
    turn_verbs, known = TURN_VERBS, TURN_VERBS | ANSWER_VERBS
    if verb not in known:
        return IllegalAction(
            f"{text!r} is not an action of Tortuga 1667; now {hint}", "malformed", d.rule
        )
    if (
        d.kind != "turn"
        and verb in turn_verbs
        and not (d.kind == "marque" and verb == "marque")
        and not (d.kind == "forced" and verb == "reveal")
    ):
        return IllegalAction(
            f"{text!r} is a turn action, but now {d.prompt}; {hint}", "wrong_phase", d.rule
        )
    if d.kind == "turn" and verb not in turn_verbs:
        return IllegalAction(
            f"{text!r} answers a question nobody asked: it is {who}'s turn to "
            f"choose an action; {hint}",
            "wrong_phase",
            d.rule,
        )
    seat = d.seat
    if d.kind == "turn":
        where, idx = s.where(seat)
        roles = s.roles(seat)
        place = _place_words(s, seat)
        role_of = {
            "attack": ("captain", "a Captain may call an attack", R.ATTACK),
            "maroon": ("captain", "a Captain may maroon a crew member", R.MAROON),
            "mutiny": ("first_mate", "the First Mate may call a mutiny", R.MUTINY),
            "brawl": ("governor", "the Governor of Tortuga may call a brawl", R.BRAWL),
            "smuggle": ("cabin_boy", "a Cabin Boy may move a chest between holds", R.CABIN_BOY),
        }
        if verb in role_of:
            role, what, rule = role_of[verb]
            if role not in roles:
                return IllegalAction(f"only {what}: {who} is {place}", "not_your_role", rule)
            if verb == "attack" and len(words) > 1:
                return IllegalAction(
                    f"{text!r}: an attack is called with the single word "
                    "'attack' (the target is always the galleon while it has "
                    "chests)",
                    "malformed",
                    rule,
                )
            if verb == "attack":
                return IllegalAction(
                    "there is nothing to take (empty galleon, no chest on the "
                    "other ship) and option empty_attack='forbidden'",
                    "nothing_to_take",
                    R.LOOT,
                )
            if verb == "maroon":
                target = words[1] if len(words) > 1 else ""
                if target == who:
                    return IllegalAction(
                        f"a Captain cannot maroon themselves ({who})", "maroon_self", rule
                    )
                return IllegalAction(
                    f"{who} can only maroon another pawn on their own ship, not {target!r}",
                    "bad_target",
                    rule,
                )
            if verb == "smuggle" and words[1:] not in (
                ["british", "french"],
                ["french", "british"],
            ):
                return IllegalAction(
                    f"{text!r}: write 'smuggle british french' or 'smuggle "
                    "french british' (from one hold to the other)",
                    "malformed",
                    rule,
                )
            if verb == "smuggle":
                return IllegalAction(
                    f"{text!r}: the hold it leaves must hold a chest (write "
                    "'smuggle british french' or 'smuggle french british')",
                    "empty_hold",
                    rule,
                )
        if verb in ("peek", "force") and len(s.face_down_slots()) < 2 and s.sudden_death:
            return IllegalAction(
                "fewer than two event cards are left in the row: nothing to look "
                "at or choose between",
                "too_few_cards",
                R.PEEK,
            )
        if verb in ("peek", "force") and len(s.face_down_slots()) < 2:
            return IllegalAction(
                "only the Spanish Armada is left in the row: nobody may look at "
                "cards or force a reveal any more, only reveal it",
                "armada_last",
                R.ARMADA_LAST,
            )
        if verb == "force" and len(words) > 1 and words[1] == who:
            return IllegalAction(
                "you must force another player, not yourself", "force_self", R.FORCE
            )
        if verb in ("peek", "reveal", "force"):
            return IllegalAction(
                f"{text!r}: name face-down event cards by their space "
                f"{_slots(s)}{' (two different spaces, lower first)' if verb != 'reveal' else ''}"
                f"{' and another player by name' if verb == 'force' else ''}",
                "bad_card",
                R.PEEK if verb == "peek" else R.REVEAL,
            )
        if verb == "move":
            dest = words[1] if len(words) > 1 else ""
            return IllegalAction(_move_reason(s, seat, dest), "bad_move", R.MOVE)
        if verb == "marque":
            if not s.marques[seat]:
                return IllegalAction(f"{who} has no saved Letter of Marque", "no_marque", R.MARQUE)
            return IllegalAction(
                "a Letter of Marque moves someone on Tortuga or in a rowboat to "
                "a ship with room: " + _hint(_marque_targets(s)),
                "bad_target",
                R.MARQUE,
            )
    if d.kind == "vote" and verb == "vote":
        card = words[1] if len(words) > 1 else ""
        return IllegalAction(
            f"{who} holds no vote card {card!r}: play one of your own cards, "
            "written like 'vote cannon/british/skull'",
            "not_in_hand",
            R.VOTE,
        )
    if d.kind == "loot" and verb == "loot" and s.chests[GALLEON] == 0:
        return IllegalAction(
            "the galleon is empty: steal from the other ship instead; " + hint,
            "galleon_empty",
            R.LOOT,
        )
    if d.kind == "loot" and verb == "steal" and s.chests[GALLEON] > 0:
        return IllegalAction(
            "the other ship may only be robbed once the galleon is empty "
            f"(it holds {s.chests[GALLEON]})",
            "galleon_not_empty",
            R.LOOT,
        )
    if (
        verb in ("shoot", "give", "swap")
        and d.kind in ("pistol", "map", "facade")
        and len(words) > 1
        and words[1] == who
    ):
        return IllegalAction(f"this card names another player, not {who}", "bad_target", d.rule)
    return IllegalAction(f"{text!r} is not legal now ({d.prompt}); {hint}", "not_legal", d.rule)


def _hint(legal: list[str]) -> str:
    if not legal:
        return "no action is legal"
    shown = ", ".join(repr(t) for t in legal[:8])
    more = f" and {len(legal) - 8} more" if len(legal) > 8 else ""
    return f"legal: {shown}{more}"


def _slots(s: State) -> str:
    return ", ".join(str(i + 1) for i in s.face_down_slots()) or "(none)"


def _place_words(s: State, seat: int) -> str:
    where, idx = s.where(seat)
    if where == "boat":
        return f"in the {SHIP_TITLES[idx]}'s rowboat (no role)"
    roles = s.roles(seat)
    nice = {
        "captain": "Captain",
        "first_mate": "First Mate",
        "cabin_boy": "Cabin Boy",
        "governor": "Governor",
    }
    if roles:
        return " and ".join(nice[r] for r in roles) + f" of {PLACE_TITLES[idx]}"
    pos = s.lines[idx].index(seat) + 1
    return f"number {pos} in line on {PLACE_TITLES[idx]} (no role)"


def _move_reason(s: State, seat: int, dest: str) -> str:
    where, idx = s.where(seat)
    if dest in BOAT_BY_KEY:
        b = BOAT_BY_KEY[dest]
        if where == "boat":
            return "you are already in a rowboat: row to its ship or to Tortuga"
        if s.destroyed[b]:
            return f"the {SHIP_TITLES[b]}'s rowboat was blown up (Black Powder)"
        if s.boats[b] >= 0:
            return f"the {SHIP_TITLES[b]}'s rowboat is taken by {s.names[s.boats[b]]} (1 pawn)"
        if idx != TORTUGA and idx != b:
            return f"the {SHIP_TITLES[b]}'s rowboat does not touch {PLACE_TITLES[idx]}"
    if dest in PLACE_BY_KEY:
        place = PLACE_BY_KEY[dest]
        if where != "boat" and place == idx:
            return f"you are already on {PLACE_TITLES[idx]}"
        if where != "boat":
            return (
                "ships and Tortuga are linked only through the rowboats: move into an "
                "adjacent rowboat first"
            )
        if place != TORTUGA and place != idx:
            return f"this rowboat touches the {SHIP_TITLES[idx]} and Tortuga only"
        if place != TORTUGA and len(s.lines[place]) >= SHIP_CAPACITY:
            return f"the {SHIP_TITLES[place]} is full (5 pawns): {R.SHIP_FULL}"
    return f"{dest!r} is not a place: use fd-boat, jr-boat, fd, jr or tortuga"
