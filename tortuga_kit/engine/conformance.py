"""The generic conformance checks every registered game must pass (no game is named here).

OpenSpiel runs one random-simulation test and one playthrough test over every game it knows, so
a new game is covered by registering it, not by writing tests. These are the kit's versions:

- ``random_playout`` plays one seeded game to its end through the public ``Match`` API (what
  notebooks, bots and widgets use) and checks the contract of ``Game`` after every step: the
  game's own invariants (``game.check``), a decision until the end and none after, legal texts
  that are typeable and unique, events with text, rule and tag, JSON views holding the names, an
  SVG picture that parses, and the Match features built on top (save/load, undo/redo, replay,
  ``at(step)``, illegal input that changes nothing).
- ``check_hidden`` is the differential secrecy check (hidden information): a
  state that a seat cannot tell apart from the real one (``game.resample_hidden``) must give that
  seat the same view, observation, legal actions (where it decides), bot choices and, played on
  with the same actions, the same log, for as long as its view stays the same.

Both raise ``AssertionError`` with a message that ends in a ``repro:`` line: paste it into a
notebook to rebuild the match with ``tk.new_match`` and the action texts played so far. They use
only the standard library and the engine, so they run wherever the kit runs (Pyodide included),
and any test runner can call them (``tests/conformance/`` does, for every game and player count).
"""

from __future__ import annotations

import dataclasses
import json
import random
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from .decision import Decision
from .errors import IllegalAction
from .events import Event
from .game import BotFactory, Game, Result
from .i18n import Msg
from .knowledge import Knowledge, PublicLog, for_bot
from .match import Match
from .registry import get_game
from .rng import Rng, seed_state

#: A playout that has not ended after this many decisions is a failure ("every game ends"),
#: never a silent stop. The kit's games take at most a few hundred decisions.
STEP_CAP = 5000
#: A text no game accepts as an action: playing it must raise ``IllegalAction`` and change nothing.
ILLEGAL_TEXT = "no such action zz"

__all__ = [
    "ILLEGAL_TEXT",
    "STEP_CAP",
    "check_hidden",
    "first_difference",
    "random_playout",
    "repro",
    "summary",
]


# ------------------------------------------------------------------ reporting
def repro(
    game: str,
    players: int,
    seed: int | str,
    texts: Sequence[str],
    options: Mapping[str, Any] | None = None,
) -> str:
    """One line that rebuilds a failing match: ``tk.new_match`` plus the action texts so far."""
    opts = "".join(f", {k}={v!r}" for k, v in (options or {}).items())
    return (
        f"repro: m = tk.new_match({game!r}, {players}, {seed!r}{opts}); "
        f"[m.play(t) for t in {list(texts)!r}]"
    )


def first_difference(a: Any, b: Any, path: str = "") -> str | None:
    """Where two JSON-like values first differ, as a readable path (``None``: equal).

    >>> first_difference({"hand": ["rope", "rum"]}, {"hand": ["rope", "map"]})
    "hand[1]: 'rum' != 'map'"
    """
    if type(a) is not type(b):
        return f"{path or 'value'}: {_short(a)} != {_short(b)}"
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b), key=repr):
            where = f"{path}.{k}" if path else str(k)
            if k not in a or k not in b:
                return f"{where}: present on one side only"
            found = first_difference(a[k], b[k], where)
            if found:
                return found
        return None
    if isinstance(a, (list, tuple)):
        if len(a) != len(b):
            return f"{path or 'value'}: length {len(a)} != {len(b)}"
        for i, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{path}[{i}]")
            if found:
                return found
        return None
    return None if a == b else f"{path or 'value'}: {_short(a)} != {_short(b)}"


def _short(value: Any, limit: int = 120) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def summary(value: Any, depth: int = 0) -> Any:
    """A JSON-like copy of everything a reader of ``value`` can get at: what a bot could read
    from an observation, so that two observations are compared by content, not by ``repr``.

    Slots objects and dataclasses become dicts of their fields (the type name included),
    mappings and sequences are copied element by element, sets are sorted; anything else is
    its ``repr``. Methods are not called: they can only compute from the fields.
    """
    if depth > 30:
        return "<nested too deeply>"
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    d = depth + 1
    if isinstance(value, Mapping):
        return {k if isinstance(k, str) else repr(k): summary(v, d) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [summary(v, d) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((summary(v, d) for v in value), key=repr)
    fields: list[str] = []
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields += [f.name for f in dataclasses.fields(value)]
    for cls in type(value).__mro__:
        names = getattr(cls, "__slots__", ())
        fields += [names] if isinstance(names, str) else list(names)
    fields = [f for f in dict.fromkeys(fields) if f not in ("__dict__", "__weakref__")]
    if not fields and not hasattr(value, "__dict__"):
        return repr(value)
    out: dict[str, Any] = {"__type__": type(value).__name__}
    for name in fields:
        out[name] = summary(getattr(value, name, None), d)
    for name, v in sorted(getattr(value, "__dict__", {}).items()):
        out[name] = summary(v, d)  # attributes set beside the fields can be read too
    return out


@contextmanager
def _reporting(where: Callable[[], str]) -> Iterator[None]:
    """Turn any failure inside into an ``AssertionError`` that ends with ``where()`` (where it
    happened and the repro line, built only on failure, from the texts played by then); an
    engine crash (any other exception) is reported the same way."""
    try:
        yield
    except AssertionError as exc:
        raise AssertionError(f"{exc}\n  {where()}") from exc
    except Exception as exc:
        raise AssertionError(f"{type(exc).__name__}: {exc}\n  {where()}") from exc


def _resolve(game: Game[Any] | str) -> Game[Any]:
    return get_game(game) if isinstance(game, str) else game


# ------------------------------------------------------------------ one state, one step
def _check_event(e: object, players: int, where: str) -> None:
    assert isinstance(e, Event), f"{where}: {_short(e)} is not an Event"
    for name in ("text", "rule", "tag"):
        value = getattr(e, name)
        assert isinstance(value, str) and value.strip(), f"{where}: event without {name}: {e!r}"
    for seat, text in e.private.items():
        assert type(seat) is int and 0 <= seat < players, f"{where}: private text for {seat!r}"
        shown = text.render() if isinstance(text, Msg) else text  # a Msg: translated when read
        assert isinstance(shown, str) and shown.strip(), f"{where}: empty private text in {e!r}"


def _check_decision(game: Game[Any], m: Match) -> tuple[Decision | None, list[str]]:
    """A decision exists until the game ends and none after, with legal texts a learner can
    type: non-empty, unique (also ignoring case, as ``Match.play`` reads them), single-spaced,
    each with a button label. Returns the decision and the legal texts."""
    d, result = m.decision, m.result
    legal = m.legal_actions()
    texts = [a.text for a in legal]
    if result is not None:
        assert d is None, f"the game is over ({result.reason}) but {d!r} is pending"
        assert m.to_move is None and not legal, f"a finished game still offers {texts[:5]}"
        return None, texts
    assert isinstance(d, Decision), "an unfinished game has no decision"
    assert type(d.seat) is int and 0 <= d.seat < m.players, f"decision for seat {d.seat!r}"
    assert m.to_move == d.seat, f"to_move is {m.to_move}, but {d!r}"
    for name in ("kind", "prompt", "rule"):
        value = getattr(d, name)
        assert isinstance(value, str) and value.strip(), f"decision without {name}: {d!r}"
    assert isinstance(d.secret, bool), f"Decision.secret is {d.secret!r}, not a bool"
    assert legal, f"an unfinished game offers no legal action at {d!r}"
    assert all(a.seat == d.seat for a in legal), f"legal actions for other seats than {d.seat}"
    assert len(set(texts)) == len(texts), f"duplicate action texts: {texts}"
    assert len({t.lower() for t in texts}) == len(texts), f"texts equal but for case: {texts}"
    for t in texts:
        assert isinstance(t, str) and t and " ".join(t.split()) == t, f"untypeable text {t!r}"
        label = game.label(t)
        assert isinstance(label, str) and label.strip(), f"action {t!r} has no label"
    return d, texts


def _check_views(game: Game[Any], m: Match, deep: bool, ends: bool = False) -> None:
    """The views are JSON and name the players; at a ``deep`` step every seat's view and the
    projector's, and pictures (well-formed SVG) of some: of every view at the ``ends`` (step 0
    and the last), else of the projector's, the deciding seat's and one more seat's in turn.

    At other steps only those three views: every seat's view is read every ``players`` steps.
    Reading all of them at every step was two thirds of a 10-player playout's checks, and
    drawing every seat at every deep step nearly half of the two longest games' playouts; the secrecy check (``check_hidden``) reads every seat's view at its sampled states,
    and the boards' own tests draw what each seat may see."""
    names = list(m.names)
    assert names and len(names) == m.players, f"names {names} for {m.players} players"
    every: tuple[int | None, ...] = (None, *range(m.players))
    in_turn = tuple(dict.fromkeys((None, m.to_move, m.step % m.players)))
    drawn = every if ends else in_turn if deep else ()
    for seat in every if deep else in_turn:
        view = m.view(seat)
        try:
            json.dumps(view, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise AssertionError(f"view({seat}) is not JSON: {exc}") from None
        assert view.get("names") == names, f"view({seat})['names'] is {view.get('names')!r}"
        if seat in drawn:
            picture = game.svg(view)
            try:
                root = ET.fromstring(picture)
            except ET.ParseError as exc:
                raise AssertionError(f"svg(view({seat})) is not XML: {exc}") from None
            assert root.tag.rpartition("}")[2] == "svg", f"svg(view({seat})) is a <{root.tag}>"


def _check_illegal(m: Match) -> None:
    """An unknown text raises a one-line ``IllegalAction`` and leaves the match as it was."""
    if ILLEGAL_TEXT in m.legal_texts():
        return
    before, step = m.to_json(), m.step
    try:
        m.play(ILLEGAL_TEXT)
    except IllegalAction as exc:
        message = str(exc)
        assert message and "\n" not in message, f"not a one-line message: {message!r}"
        assert isinstance(exc.code, str) and exc.code, f"IllegalAction without a code: {exc!r}"
    else:
        raise AssertionError(f"{ILLEGAL_TEXT!r} was accepted as an action")
    assert m.step == step and m.to_json() == before, f"refusing {ILLEGAL_TEXT!r} changed the match"


def _check_result(result: Result, players: int) -> None:
    seats = set(range(players))
    winners = list(result.winners)
    assert set(winners) <= seats and len(set(winners)) == len(winners), f"winners {winners}"
    assert len(result.scores) == players, f"{len(result.scores)} scores for {players} seats"
    tiers = [list(t) for t in result.ranking]
    ranked = [p for t in tiers for p in t]
    assert all(tiers) and sorted(ranked) == sorted(seats), (
        f"ranking {tiers} is not a partition of the seats {sorted(seats)}"
    )
    if winners:
        assert set(tiers[0]) == set(winners), f"ranking {tiers} does not start with {winners}"
    assert isinstance(result.reason, str) and result.reason.strip(), "a result without a reason"
    json.dumps(result.to_dict(), allow_nan=False)


# ------------------------------------------------------------------ random playout
def random_playout(
    game: Game[Any] | str,
    players: int,
    seed: int | str,
    rng: random.Random,
    *,
    options: Mapping[str, Any] | None = None,
    step_cap: int = STEP_CAP,
    deep: float = 0.05,
) -> Match:
    """Play one seeded match to its end with random choices from ``rng``, checking the
    contract after every step; returns the finished match.

    Every step: ``game.check(state)``; a decision until the end and none after, ``to_move ==
    decision.seat``, legal texts non-empty, unique and labelled; every event with text, rule
    and tag; the projector's view, the deciding seat's and one more seat's in turn JSON-ready
    and holding ``names``; the turn count never goes down. At step 0, at the end and at a share
    ``deep`` of the other steps (drawn from ``rng``), also: every seat's view, pictures of
    them (parsed as XML: of all at step 0 and the end, else of the three views read at every
    step), reading views, observations
    and legal actions leaves the digest alone, save/load gives the same digest and legal
    actions, undo then redo returns to the same digest, and ``ILLEGAL_TEXT`` is refused with
    a one-line ``IllegalAction`` that changes nothing. At the end: the result's winners,
    scores and ranking fit the seats; ``m.at(k)`` and undo back to the start reproduce the
    digest of every step, redo walks forward again, ``replayed()`` agrees, each seat's log
    is its private texts and the public ones, and a play after the end is refused.
    """
    g = _resolve(game)
    opts = dict(options or {})
    m = Match(g, players, seed, opts)
    texts: list[str] = []
    digests = [m.digest()]
    turns = 0

    def where() -> str:
        return f"random_playout of {g.name} for {players} players, step {len(texts)}\n  " + repro(
            g.name, players, seed, texts, opts
        )

    with _reporting(where):
        for e in m.events:
            _check_event(e, players, "setup")
        while True:
            step = m.step
            g.check(m.state)
            d, legal = _check_decision(g, m)
            now = g.turns(m.state)
            assert type(now) is int and now >= turns, f"turns went from {turns} to {now!r}"
            turns = now
            ends = step == 0 or d is None
            is_deep = ends or rng.random() < deep
            _check_views(g, m, is_deep, ends)
            if is_deep:
                for seat in range(players):
                    m.observe(seat)
                assert m.digest() == digests[step], "reading the match changed its state"
                loaded = Match.from_json(m.to_json())
                assert loaded.digest() == digests[step], "save/load changed the digest"
                assert loaded.legal_texts() == legal, "save/load changed the legal actions"
                if step:
                    undone = m.undo()
                    assert m.digest() == digests[step - 1], "undo did not restore the last step"
                    assert m.redo() == undone and m.digest() == digests[step], "redo differs"
                    assert not m.can_redo, "a redo list is left after redo"
                _check_illegal(m)
            if d is None:
                break
            assert step < step_cap, f"no end after {step_cap} decisions"
            text = rng.choice(legal)
            texts.append(text)
            events = m.play(text)
            assert isinstance(events, list), f"play returned {_short(events)}"
            for e in events:
                _check_event(e, players, f"after {text!r}")
            digests.append(m.digest())
        result = m.result
        assert result is not None
        _check_result(result, players)
        _check_history(m, digests, rng)
    return m


def _check_history(m: Match, digests: list[str], rng: random.Random) -> None:
    """Replay, ``at``, undo to the start and redo to the end all reproduce every digest."""
    n = m.step
    assert m.replayed().digest() == digests[n], "replayed() differs from the match"
    for k in sorted({0, n, rng.randrange(n + 1), rng.randrange(n + 1)}):
        at = m.at(k)
        assert at.step == k and at.digest() == digests[k], f"m.at({k}) differs from step {k}"
    every = m.events
    public = m.log(None)
    assert [entry["text"] for entry in public] == [e.text for e in every], "public log differs"
    for seat in range(m.players):
        assert [entry["text"] for entry in m.log(seat)] == [e.text_for(seat) for e in every], (
            f"log({seat}) is not the seat's private texts and the public ones"
        )
    history = m.history
    for k in range(n - 1, -1, -1):
        m.undo()
        assert m.digest() == digests[k], f"undo back to step {k} differs"
    assert not m.can_undo
    for k in range(1, n + 1):
        m.redo()
        assert m.digest() == digests[k], f"redo to step {k} differs"
    assert m.history == history and not m.can_redo and m.is_over


# ------------------------------------------------------------------ hidden information
def check_hidden(
    game: Game[Any] | str,
    players: int,
    seed: int | str,
    rng: random.Random,
    *,
    options: Mapping[str, Any] | None = None,
    bots: Mapping[str, BotFactory] | None = None,
    sample: float = 0.15,
    resamples: int = 3,
    horizon: int = 12,
    step_cap: int = STEP_CAP,
    private: bool | None = None,
) -> int:
    """The differential secrecy check over one seeded random playout; returns how many
    resampled states it compared.

    At step 0 and at a share ``sample`` of the later states (drawn from ``rng``), for every
    seat and for ``None`` (the projector, who knows only what is public), draw ``resamples``
    states with ``game.resample_hidden(state, seat, Rng(...))``. Each must pass
    ``game.check``, leave the state it came from alone, and look the same from where
    ``seat`` sits: the same public view, decision, turn count and result; for a seat also the
    same own view and observation (``summary``: every field a bot could read); the same legal
    actions where ``seat`` decides, or where the decision is not secret (its texts are public
    by ``Decision.secret``); and every bot in ``bots`` (default ``game.bots``; the tests add
    the random bot), seeded alike, makes the same choice for a deciding seat.

    The log: the real and the first resampled state are played on with the match's own next
    actions (at most ``horizon``, while each is legal in both and the decisions agree); as
    long as the seat's view is the same in both, the events must read the same for the seat
    (``Event.text_for(seat)``): an event may tell a seat only what its view then shows.

    It is not vacuous: unless the game declares neither hidden information nor chance
    (``facts.hidden``, ``facts.chance``), some resample must change the state; and when
    seats have private information (``facts.hidden``, or ``private`` for a version of the game
    that differs, such as one with open hands), some resample for one seat must change what
    another seat sees.
    """
    g = _resolve(game)
    opts = dict(options or {})
    bot_table = dict(g.bots if bots is None else bots)
    m = Match(g, players, seed, opts)
    texts: list[str] = []
    samples: list[tuple[int, Any]] = []

    def line(step: int) -> str:
        return repro(g.name, players, seed, texts[:step], opts)

    with _reporting(lambda: f"check_hidden's playout, step {len(texts)}\n  " + line(len(texts))):
        while True:
            if m.step == 0 or rng.random() < sample:
                samples.append((m.step, m.state))  # copy on write: this state stays as it is
            legal = m.legal_texts()
            if not legal:
                break
            assert m.step < step_cap, f"no end after {step_cap} decisions"
            texts.append(rng.choice(legal))
            m.play(texts[-1])
    compared = changed = changed_other = 0
    for step, state in samples:
        before = json.dumps(g.to_dict(state), sort_keys=True)
        for seat in (None, *range(players)):
            for k in range(resamples):
                rseed = rng.getrandbits(64)

                def where(step: int = step, seat: int | None = seat, rseed: int = rseed) -> str:
                    return (
                        f"check_hidden of {g.name} for {players} players, step {step}, "
                        f"seat {seat}\n  {line(step)}; r = m.game.resample_hidden(m.state, "
                        f"{seat}, tk.engine.rng.Rng({rseed:#x}))"
                    )

                with _reporting(where):
                    r = g.resample_hidden(state, seat, Rng(rseed))
                    compared += 1
                    g.check(r)
                    _same_to_seat(g, state, r, seat, bot_table, players)
                    if json.dumps(g.to_dict(r), sort_keys=True) != before:
                        changed += 1
                    if not changed_other and any(
                        g.view(r, p) != g.view(state, p) for p in range(players) if p != seat
                    ):
                        changed_other += 1
                    if k == 0:
                        _same_log(g, state, r, seat, texts[step : step + horizon])
            assert json.dumps(g.to_dict(state), sort_keys=True) == before, (
                f"resample_hidden changed the state it started from\n  {line(step)}"
            )
    facts = g.facts
    if facts.hidden or facts.chance:
        assert changed, (
            f"no resample of {g.name} ever changed the state: vacuous\n  {line(len(texts))}"
        )
    if (facts.hidden if private is None else private) and players > 1:
        assert changed_other, (
            f"{g.name} declares hidden information ({facts.hidden}), but no resample for one "
            f"seat ever changed what another seat sees: vacuous\n  {line(len(texts))}"
        )
    return compared


def _same_to_seat(
    g: Game[Any],
    state: Any,
    r: Any,
    seat: int | None,
    bots: Mapping[str, BotFactory],
    players: int,
) -> None:
    """``r`` looks like ``state`` from ``seat`` (see ``check_hidden``)."""
    public, other = g.view(state, None), g.view(r, None)
    assert public == other, f"the public view shows a secret: {first_difference(public, other)}"
    d = g.decision(state)
    assert g.decision(r) == d, f"the decision is a secret: {d!r} != {g.decision(r)!r}"
    assert g.to_move(r) == g.to_move(state), "to_move is a secret"
    assert g.turns(r) == g.turns(state), "the turn count is a secret"
    assert g.result(r) == g.result(state), "the result is a secret"
    if seat is not None:
        mine, theirs = g.view(state, seat), g.view(r, seat)
        assert mine == theirs, (
            f"view({seat}) shows what seat {seat} cannot know: {first_difference(mine, theirs)}"
        )
        seen, seen_r = summary(g.observe(state, seat)), summary(g.observe(r, seat))
        assert seen == seen_r, (
            f"observe(state, {seat}) holds what seat {seat} cannot know: "
            f"{first_difference(seen, seen_r)}"
        )
    if d is None or (d.seat != seat and d.secret):
        return
    legal, legal_r = g.legal_actions(state), g.legal_actions(r)
    if seat is not None and d.seat != seat:
        _same_evidence(g, state, r, seat, d.seat, legal)
    assert legal == legal_r, (
        f"the legal actions of {'seat ' + str(d.seat) if d.secret else 'a public decision'} "
        f"differ: {first_difference(legal, legal_r)}"
    )
    if d.seat != seat:
        return
    for name, factory in sorted(bots.items()):
        bot_seed = seed_state(f"{name}/{players}/{d.seat}") & 0xFFFF  # the same in every run
        a, b = factory(bot_seed), factory(bot_seed)
        obs, obs_r = for_bot(g, state, d.seat, a), for_bot(g, r, d.seat, b)
        if isinstance(obs, Knowledge) and isinstance(obs_r, Knowledge):
            world, world_r = g.to_dict(obs.world), g.to_dict(obs_r.world)
            assert world == world_r, (
                f"bot {name!r} for seat {d.seat} would search from a world that shows what the "
                f"seat cannot know: {first_difference(world, world_r)}"
            )
        chosen, chosen_r = a.choose(obs, list(legal)), b.choose(obs_r, list(legal_r))
        assert chosen == chosen_r, (
            f"bot {name!r} for seat {d.seat} plays {chosen!r} here but {chosen_r!r} in a state "
            f"it cannot tell apart: it reads hidden information"
        )


def _same_evidence(
    g: Game[Any], state: Any, r: Any, seat: int, actor: int, legal: Sequence[str]
) -> None:
    """What ``seat`` reads into ``actor``'s public action (``PublicLog``: the evidence of its
    belief about hidden teams) is the same in a state it cannot tell apart."""
    for text in legal[:4]:
        a, b = PublicLog(g, [seat]), PublicLog(g, [seat])
        a.record(state, actor, text)
        b.record(r, actor, text)
        assert a.of(seat) == b.of(seat), (
            f"seat {seat} weighs {actor}'s public {text!r} differently in a state it cannot "
            f"tell apart: its belief reads hidden information"
        )


def _same_log(g: Game[Any], state: Any, r: Any, seat: int | None, texts: Sequence[str]) -> None:
    """Play ``texts`` on in both states; while ``seat``'s view agrees, so must its events."""
    a, b = g.clone(state), g.clone(r)
    for i, text in enumerate(texts):
        if g.decision(a) != g.decision(b):
            return
        if text not in g.legal_actions(a) or text not in g.legal_actions(b):
            return
        ev_a, ev_b = g.apply(a, text), g.apply(b, text)
        if g.view(a, seat) != g.view(b, seat):
            return  # the seat has learnt something; from here on the two may differ
        read_a = [e.text_for(seat) for e in ev_a]
        read_b = [e.text_for(seat) for e in ev_b]
        assert read_a == read_b, (
            f"after {list(texts[: i + 1])!r}, {'the projector' if seat is None else 'seat ' + str(seat)}"
            f" reads {first_difference(read_a, read_b, 'events')} though its view is the same: "
            f"an event tells it what it cannot know"
        )
