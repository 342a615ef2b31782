"""Kutschfahrt's fixed costs per game and per step (issue 26), pinned by what they do, never
by timing: the speed itself is measured by ``python -m tortuga_kit bench kutschfahrt``.

- the assumed readings are built once per option set and shared by every match, and a
  view's words for them written once per language;
- a victory claim is judged once when it ends the game (it was judged twice);
- the match's judgement (``judge_claim``, without checking its valid state) says what the
  pure, checking ``check_claim`` says;
- the hand limit's one-pass check finds the same seat as the walk round the table;
- a fight's count is shared by every fight of the same cards (``fight.state.resolved``);
- the legal answers to an offer (``trade_terms``, without words or checks) are
  ``trade_rules``'s;
- a claim's English explanation is written when read, and its words with the players' names
  made once per claim; everybody's sheet learns in one pass what ``learn`` writes on each;
- a deal is made from a plan shared per player count and options, and a seat's line of its
  deal written when read;
- the effect window's texts (``effect_texts``) are the card-by-card rule's, and ``held_of``
  is ``holds`` for each profession asked;
- a verb's texts are made once per word (``frames.Said``), bounded;
- a turn's texts are every part of the turn's, the Fence's and the coachman's asked only of
  a seat that may have them;
- a claimant's cards are shown on every sheet in one pass (``show_all``).
"""

from __future__ import annotations

import copy
import pickle
import random
from dataclasses import FrozenInstanceError
from typing import Any

import pytest

from tortuga_kit.engine.flow import in_seat_order
from tortuga_kit.engine.game import resolve_options
from tortuga_kit.engine.i18n import language
from tortuga_kit.games.kutschfahrt import check_claim, holdings, knowledge, turn
from tortuga_kit.games.kutschfahrt.cards import BASE_ITEMS, EXPANSION_ITEMS
from tortuga_kit.games.kutschfahrt.fight import effects
from tortuga_kit.games.kutschfahrt.fight import state as fight_state
from tortuga_kit.games.kutschfahrt.fight.play import attack_texts
from tortuga_kit.games.kutschfahrt.fight.rules import DUELIST_BONUS, resolve_fight
from tortuga_kit.games.kutschfahrt.frames import OTHERS, Said, SaidTwice
from tortuga_kit.games.kutschfahrt.game import GAME
from tortuga_kit.games.kutschfahrt.knowledge import ITEMS, PROFESSION, SOCIETY, prof_msg
from tortuga_kit.games.kutschfahrt.options import assumed, assumed_texts, assumptions
from tortuga_kit.games.kutschfahrt.setup import rules as setup_rules
from tortuga_kit.games.kutschfahrt.setup.play import OwnDeal
from tortuga_kit.games.kutschfahrt.state import State
from tortuga_kit.games.kutschfahrt.trade.play import fence_texts, offer_texts
from tortuga_kit.games.kutschfahrt.trade.rules import item_msg, trade_rules, trade_terms
from tortuga_kit.games.kutschfahrt.victory import play as victory_play
from tortuga_kit.games.kutschfahrt.victory.play import declare_texts
from tortuga_kit.games.kutschfahrt.victory.rules import CLAIM_KINDS, judge_claim


def _setup(n: int, seed: int, **opts: Any) -> State:
    state: State = GAME.setup(n, resolve_options(GAME, opts), seed, None)[0]
    return state


def _states(games: int, n: int, **opts: Any) -> list[State]:
    """Every state of ``games`` uniformly random games (a copy per step)."""
    rng, out = random.Random(n), []
    for seed in range(games):
        s = _setup(n, seed, **opts)
        while legal := GAME.legal_actions(s):
            out.append(GAME.clone(s))
            GAME.apply(s, rng.choice(legal))
    return out


@pytest.mark.parametrize(
    ("n", "opts"), [(3, {}), (5, {}), (10, {}), (5, {"expansion": True}), (3, {"sealed": False})]
)
def test_the_assumed_readings_are_built_once_per_option_set(n: int, opts: dict[str, Any]) -> None:
    first, second = _setup(n, 1, **opts), _setup(n, 2, **opts)
    assert first.assumed is second.assumed  # shared, not built again
    assert list(first.assumed) == assumptions(first)
    assert [m.render("de") for m in first.assumed] == [m.render("de") for m in assumptions(first)]


def test_other_options_or_player_counts_read_other_assumptions() -> None:
    base, three = _setup(5, 1), _setup(3, 1)
    expansion, coat = _setup(5, 1, expansion=True), _setup(10, 1, expansion=True)
    sealed = _setup(5, 1, gifts_below_limit=False)
    lists = [base.assumed, three.assumed, expansion.assumed, coat.assumed, sealed.assumed]
    assert len({tuple(m.render("en") for m in a) for a in lists}) == len(lists)
    for s in (base, three, expansion, coat, sealed):
        assert [m.render("en") for m in s.assumed] == [m.render("en") for m in assumptions(s)]
    # 1 and True are equal keys of a dict: the cache keeps them apart (the text says the value)
    assert assumed(_setup(5, 1, start_player=1)) is not assumed(_setup(5, 1))


def test_a_claim_that_ends_the_game_is_judged_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []

    def counted(*args: Any) -> Any:
        calls.append(args[6])
        return judge_claim(*args)

    monkeypatch.setattr(victory_play, "judge_claim", counted)
    rng, ended = random.Random(7), 0
    for seed in range(40):
        s = _setup(5, seed)
        while legal := GAME.legal_actions(s):
            text = rng.choice(legal)
            calls.clear()
            GAME.apply(s, text)
        if s.result is not None and s.result.rule and "victory" in s.result.rule:
            assert len(calls) == 1, (seed, calls)
            ended += 1
    assert ended >= 10  # most random games end with a claim


@pytest.mark.parametrize("opts", [{}, {"expansion": True}, {"wrong_solo": "loses"}])
def test_the_matchs_judgement_says_what_check_claim_says(opts: dict[str, Any]) -> None:
    seen = 0
    for s in _states(6, 5, **opts)[::5]:
        for seat in range(s.n):
            for kind in CLAIM_KINDS:
                allies = [
                    p for p in range(s.n) if p != seat and s.societies[p] == s.societies[seat]
                ]
                args = (s.societies, s.items)
                want = check_claim(
                    seat,
                    allies,
                    *args,
                    kind=kind,
                    pile_empty=not s.pile,
                    professions=s.professions,
                    wrong_solo=s.opts["wrong_solo"],
                )
                got = judge_claim(
                    seat, allies, *args, s.professions, not s.pile, kind, s.opts["wrong_solo"]
                )
                assert got == want and got.explanation == want.explanation
                seen += 1
    assert seen > 100


def test_the_hand_limit_finds_the_seat_the_walk_round_the_table_finds() -> None:
    def walk(s: State) -> int | None:
        for k in range(s.n):
            seat = (s.turn_seat + k) % s.n
            if len(s.items[seat]) > s.limit:
                return seat
        return None

    rng, overs = random.Random(3), 0
    for s in _states(4, 4):
        if rng.random() < 0.5:  # push some hands over the limit
            for _ in range(rng.randrange(1, 4)):
                s.items[rng.randrange(s.n)].extend(["key"] * rng.randrange(1, 4))
        assert holdings.over(s) == walk(s)
        overs += holdings.over(s) is not None
    assert overs > 10


@pytest.mark.parametrize("pile_empty", [False, True])
def test_the_legal_answers_terms_are_trade_rules_terms(pile_empty: bool) -> None:
    """``trade_terms`` (the match's legal answers, without words or checks) says what
    ``trade_rules`` says, for every offered item and many valid hands (empty ones too)."""
    deck = [i for i, c in {**BASE_ITEMS, **EXPANSION_ITEMS}.items() for _ in range(c)]
    rng = random.Random(11)
    for _ in range(400):
        rng.shuffle(deck)
        offered, hand = deck[0], deck[1 : 1 + rng.randrange(0, 6)]
        r = trade_rules(offered, hand, pile_empty=pile_empty)
        want = (r.must_accept, r.must_refuse, r.returnable)
        assert trade_terms(offered, hand, pile_empty) == want, (offered, hand)
    for bag in ("secret_bag_key", "secret_bag_goblet"):  # only the other Bag to give back
        other = "secret_bag_goblet" if bag == "secret_bag_key" else "secret_bag_key"
        r = trade_rules(bag, [other], pile_empty=pile_empty)
        assert trade_terms(bag, [other], pile_empty) == (r.must_accept, r.must_refuse, r.returnable)


@pytest.mark.parametrize("opts", [{}, {"expansion": True}])
def test_a_fight_counted_again_is_the_same_count(opts: dict[str, Any]) -> None:
    """``fight.state.resolved`` shares one ``resolve_fight`` result per set of arguments:
    every running count in random games is what ``resolve_fight`` says, in every language."""
    fight_state._RESOLVED.clear()
    counted = 0
    for s in _states(12, 5, **opts):
        f = s.fight
        if f is None:
            continue
        got = f.count(s)
        others = tuple(
            (f.role(p), tuple(f.cards(p)))
            for p in in_seat_order(f.attacker + 1, s.n, {f.attacker, f.defender})
        )
        args = (tuple(f.cards(f.attacker)), tuple(f.cards(f.defender)), others)
        events = (s.in_force,) if s.in_force in fight_state.FIGHT_EVENTS else ()
        coachman = s.coachman == f.defender
        want = resolve_fight(
            *args, poisoner=f.poisoner, events=events, defender_is_coachman=coachman
        )
        if not f.revenge and s.opts["duelist_bonus"] == DUELIST_BONUS:
            assert got == want
        for lang in ("en", "de", "ko"):
            shared = fight_state.resolved(*args, f.poisoner, events, coachman)
            assert shared.said().render(lang) == want.said().render(lang)
        assert fight_state.resolved(*args, f.poisoner, events, coachman) is shared
        counted += 1
    assert counted > 50
    assert 0 < len(fight_state._RESOLVED) < counted  # the same fights came again


def test_a_views_assumptions_are_written_once_per_language() -> None:
    """Every view lists the assumed readings in the active language; the words are written
    once per option set and language (``options.assumed_texts``), and stay right when the
    language changes or another option set comes in between."""
    a, b, other = _setup(5, 1), _setup(5, 2), _setup(5, 1, expansion=True)
    for lang in ("en", "de", "ko", "de"):
        with language(lang):
            for s in (a, other, b):
                want = [m.render(lang) for m in assumptions(s)]
                assert GAME.view(s, 0)["assumptions"] == want
                assert GAME.view(s, None)["assumptions"] == want
            first = assumed_texts(a)
            first.append("changed by a caller")  # a fresh list each time: the cache stays
            assert assumed_texts(b) == first[:-1]
    assert GAME.view(a, 0)["assumptions"] != GAME.view(other, 0)["assumptions"]


def test_an_observations_options_are_copied_once_and_read_only() -> None:
    """Every observation carries the options read-only (``hidden.read_only_options``): one
    copy per options dict, shared by a match's observations; a dict changed in place (a
    caller's own) gets a new copy; nobody can write to it."""
    s = _setup(5, 1)
    first, second = GAME.observe(s, 0), GAME.observe(s, 3)
    assert first.opts is second.opts
    assert dict(first.opts) == {
        k: tuple(v) if isinstance(v, list) else v for k, v in s.opts.items()
    }
    with pytest.raises(TypeError):
        first.opts["turn_cap"] = 1  # type: ignore[index]
    assert s.opts["turn_cap"] != 1
    s.opts["turn_cap"] = 70  # the caller's own dict, changed in place
    assert GAME.observe(s, 0).opts["turn_cap"] == 70
    other = _setup(5, 2, turn_cap=90)
    assert GAME.observe(other, 0).opts["turn_cap"] == 90


def test_a_claims_english_is_written_when_read() -> None:
    """``judge_claim`` leaves the explanation's English unwritten until it is read (a match
    ends with the named version, a bot reads only ``correct``): read, it is the message's
    English, and the judgement equals ``check_claim``'s; the judgement stays immutable."""
    judged = 0
    for s in _states(3, 5)[::7]:
        for seat in range(s.n):
            allies = [p for p in range(s.n) if p != seat and s.societies[p] == s.societies[seat]]
            args = (seat, allies, s.societies, s.items, s.professions, not s.pile)
            r = judge_claim(*args, "society", "refused")
            assert r._explanation is None  # not written yet
            want = check_claim(*args[:4], pile_empty=not s.pile, professions=s.professions)
            assert r.message is not None and r.explanation == r.message.render("en")
            assert r == want and hash(r) == hash(want) and repr(r) == repr(want)
            judged += 1
    with pytest.raises(FrozenInstanceError):
        r.correct = not r.correct  # type: ignore[misc]
    for copied in (copy.deepcopy(r), copy.copy(r), pickle.loads(pickle.dumps(r))):
        assert copied == r and copied.explanation == r.explanation
    assert judged > 20


def test_a_claim_that_ends_the_game_names_its_players_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The claim's explanation with the players' names (``victory.play.named``) is made once
    for the shown cards' verdict and the result's reason (it was made for each)."""
    calls: list[int] = []
    plain = victory_play.named

    def counted(s: State, r: Any) -> Any:
        calls.append(1)
        return plain(s, r)

    monkeypatch.setattr(victory_play, "named", counted)
    rng, ended = random.Random(5), 0
    for seed in range(30):
        s = _setup(5, seed)
        while legal := GAME.legal_actions(s):
            calls.clear()
            GAME.apply(s, rng.choice(legal))
        if s.result is not None and s.result.rule and "victory" in s.result.rule:
            assert len(calls) == 1, (seed, calls)
            assert s.result.reason == s.result.in_language("en").reason
            ended += 1
    assert ended >= 10


@pytest.mark.parametrize("field", [SOCIETY, PROFESSION, ITEMS])
def test_everybodys_sheet_learns_what_learn_puts_on_each(field: int) -> None:
    """``learn_all`` and ``learn_card_all`` (one entry for every sheet, the public one too)
    write what ``learn`` and ``learn_card`` write sheet by sheet."""
    checked = 0
    for s in _states(2, 5, expansion=True)[::9]:
        for about in range(s.n):
            fast, slow = GAME.clone(s), GAME.clone(s)
            knowledge.learn_all(fast, about, field, ("key",), "a test")
            knowledge.learn_card_all(fast, about, "whip", "a test")
            for seat in range(s.n + 1):
                knowledge.learn(slow, seat, about, field, ("key",), "a test")
                knowledge.learn_card(slow, seat, about, "whip", "a test")
            assert fast.known == slow.known
            checked += 1
    assert checked > 20


@pytest.mark.parametrize(
    ("n", "opts"),
    [
        (3, {}),
        (3, {"three_player_deal": "draw", "sealed": False}),
        (5, {}),
        (5, {"start_player": 2}),
        (7, {"expansion": True}),
        (9, {"expansion": True, "coachman": 4, "coachman_changes": 1}),
        (10, {"expansion": True, "keep_coat_at_10": True}),
        (10, {}),
    ],
)
def test_a_deal_from_the_shared_plan_is_the_deal_made_afresh(n: int, opts: dict[str, Any]) -> None:
    """``setup.rules.deal`` deals from a plan shared per player count and options (the card
    lists and the words no shuffle changes): a deal with the plans forgotten and one from the
    shared plan are the same deal, said the same in every language."""
    for seed in (1, 2, "lesson"):
        setup_rules._PLANS.clear()
        fresh = setup_rules.deal(n, seed, **opts)
        plan = next(iter(setup_rules._PLANS.values()))
        shared = setup_rules.deal(n, seed, **opts)
        assert next(iter(setup_rules._PLANS.values())) is plan and len(setup_rules._PLANS) == 1
        assert shared == fresh and shared.explanation == fresh.explanation
        for lang in ("de", "ko"):
            assert [m.render(lang) for m in shared.steps] == [m.render(lang) for m in fresh.steps]
        assert sum(map(len, shared.items)) + len(shared.pile) + len(shared.removed) == len(
            setup_rules._DECKS[bool(opts.get("expansion"))]
        )


def test_a_seats_own_deal_is_written_when_read() -> None:
    """The setup's private lines (``setup.play.OwnDeal``) say a seat's society, profession
    (or the two offered) and luggage when read, in the reader's language, from the state."""
    for opts in ({}, {"expansion": True}):
        s, events = GAME.setup(5, resolve_options(GAME, opts), 3, None)
        for seat in range(s.n):
            line = events[0].private[seat]
            assert isinstance(line, OwnDeal)
            said = line.render("en")
            assert said.startswith("You are ") and said.endswith(".")
            if opts:  # the expansion: the two offered to choose from
                assert "professions to choose from" in said
            else:
                assert f"your profession is the {prof_msg(s.professions[seat]).render()};" in said
            for item in s.items[seat]:
                assert item_msg(item).render("en") in said
            assert line.render("de") == line.message().render("de") != said
        assert events[0].private[0] != events[0].private[1]  # two seats' lines differ


def _full_effect_texts(s: State, seat: int) -> list[str]:
    """``fight.effects.effect_texts`` as the rules say it, card by card (before issue 26's
    shortcut): what a seat may play in the effect window."""
    f = s.fight
    if seat in f.silenced or f.poisoner is not None:
        return []
    revenge = ["revenge attacker", "revenge defender"] if s.revenge[seat] else []
    if s.in_force == "mysterious_passenger":
        return revenge
    role = f.role(seat)
    done = {c for _, c in f.used}
    hand = s.items[seat]
    out: list[str] = []
    if seat in (f.attacker, f.defender):
        cards = [i for i in effects.FIGHTER_ITEMS[role] if i in hand]
        if "flash_powder" in cards and s.coachman != f.defender:
            cards.remove("flash_powder")
        cards += [
            p
            for p in effects.FIGHTER_PROFS[role]
            if holdings.holds(s, seat, p) and not (p == "duelist" and f.duelled())
        ]
    else:
        cards = []
        if role != "abstain" and not f.duelled() and not f.poured(seat):
            cards += [i for i in effects.SUPPORTER_ITEMS[role] if i in hand]
            cards += [p for p in effects.SUPPORTER_PROFS if holdings.holds(s, seat, p)]
            if "absinthe" in hand and "absinthe" not in done and s.in_force != "matter_of_honour":
                out += [
                    f"absinthe {s.names[p]}"
                    for p in in_seat_order(f.attacker + 1, s.n, {f.attacker, f.defender, seat})
                    if f.role(p) != "abstain" and not f.poured(p)
                ]
        if holdings.holds(s, seat, "poisoner") and "poisoner" not in done:
            out += ["poison attacker", "poison defender"]
    return [f"use {c}" for c in sorted(cards) if c not in done] + out + revenge


def _fight_states() -> list[State]:
    """States in a fight's effect window, from random games of the base game and the
    expansion, and the same with Illusionists, Poisoners and fighting professions dealt in
    (some spent, some face up) and a few revenge tokens."""
    rng, out = random.Random(26), []
    for n, opts in ((5, {}), (7, {"expansion": True}), (4, {"expansion": True})):
        for s in _states(8, n, **opts):
            if s.fight is None or not s.stack or s.stack[-1].kind != "fight_window":
                continue
            out.append(s)
            t = GAME.clone(s)
            for seat in range(t.n):
                if rng.random() < 0.6:
                    t.professions[seat] = rng.choice(
                        ["illusionist", "poisoner", "duelist", "thug", "spy", "bodyguard"]
                    )
                t.spent[seat] = rng.random() < 0.2
                t.face_up[seat] = rng.random() < 0.5
                t.revenge[seat] = rng.random() < 0.2
            out.append(t)
    return out


def test_the_effect_windows_texts_are_the_full_rules() -> None:
    """``effect_texts`` (the cards met as sets, a seat's professions by ``held_of``, the texts
    made once) says what the rule card by card says, for every seat of many windows."""
    checked = 0
    for s in _fight_states():
        for seat in range(s.n):
            assert effects.effect_texts(s, seat) == _full_effect_texts(s, seat), seat
            checked += 1
    assert checked > 500


def test_held_of_is_holds_for_each() -> None:
    """``holdings.held_of`` lists what ``holds`` says of each profession, in their order."""
    profs = (
        ("diplomat", "clairvoyant", "fortune_teller"),
        effects.FIGHTER_PROFS["attacker"],
        effects.FIGHTER_PROFS["defender"],
        effects.SUPPORTER_PROFS,
        ("illusionist", "thug"),
    )
    for s in _fight_states()[::3]:
        for seat in range(s.n):
            for group in profs:
                want = [p for p in group if holdings.holds(s, seat, p)]
                assert holdings.held_of(s, seat, group) == want


def test_a_verbs_texts_are_made_once_and_bounded() -> None:
    """``frames.Said`` hands out ``"<verb> <word>"`` (``SaidTwice``: two words), the same
    string object each time it is asked; past ``Said.LIMIT`` words (names are a match's own)
    it starts again, and still says the same."""
    give, trade = Said("give"), SaidTwice("trade")
    assert give["key"] == "give key" and give["key"] is give["key"]
    assert trade["key"]["Anna"] == "trade key Anna" and trade["key"]["Anna"] is trade["key"]["Anna"]
    for k in range(Said.LIMIT + 10):
        assert give[f"w{k}"] == f"give w{k}"
    assert len(give) <= Said.LIMIT and give["key"] == "give key"
    s = _setup(5, 4, names=["Ann", "Bo", "Cy", "Di", "Ed"])
    assert attack_texts(s, 0) == [f"attack {n}" for n in ("Bo", "Cy", "Di", "Ed")]
    assert all(a is b for a, b in zip(attack_texts(s, 0), attack_texts(s, 0)))
    for n in range(3, 11):  # the other seats, clockwise from the left, as the tables have them
        for seat in range(n):
            assert list(OTHERS[n][seat]) == [(seat + k) % n for k in range(1, n)]


def test_a_turns_texts_are_every_part_of_the_turn() -> None:
    """``turn.Turn.legal`` asks the Fence's and the coachman's texts only of a seat that may
    have them: it lists what every part of the turn lists, in their order, also with Fences,
    Illusionists (some spent) and the coach card dealt in."""
    rng, checked = random.Random(9), 0
    for n, opts in ((5, {}), (6, {"expansion": True})):
        for s in _states(6, n, **opts)[::3]:
            for seat in range(s.n):
                s.professions[seat] = rng.choice(["fence", "illusionist", "spy", s.professions[0]])
                s.spent[seat] = rng.random() < 0.2
                s.face_up[seat] = rng.random() < 0.5
            for seat in range(s.n):
                parts = [
                    *turn.free_texts(s, seat),
                    "pass",
                    *offer_texts(s, seat),
                    *fence_texts(s, seat),
                    *attack_texts(s, seat),
                    *declare_texts(s, seat),
                    *turn.coach_texts(s, seat),
                ]
                assert turn.Turn(seat).legal(s) == parts
                checked += 1
    assert checked > 100


def test_showing_everything_at_a_claim_is_both_looks() -> None:
    """``knowledge.show_all`` (a claimant's society and items on every sheet, in one pass)
    writes what ``reveal_society_to_all`` and ``learn_all`` of his sorted items write."""
    checked = 0
    for s in _states(2, 6)[::7]:
        for about in range(s.n):
            fast, slow = GAME.clone(s), GAME.clone(s)
            knowledge.show_all(fast, about, "a test")
            knowledge.reveal_society_to_all(slow, about, "a test")
            knowledge.learn_all(slow, about, ITEMS, tuple(sorted(s.items[about])), "a test")
            assert fast.known == slow.known
            checked += 1
    assert checked > 20
