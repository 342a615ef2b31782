"""Helpers for the teaching notebooks (``notebooks/tortuga/*.ipynb``), kept out of the notebooks.

Why a module: a helper written into a notebook cell is code nobody lints, types or tests, and a
teacher who edits the notebook in JupyterLab cannot tell teaching code from plumbing. Here every
helper has a docstring, types and its own tests
(``tests/games/tortuga1667/test_tortuga1667_lessons.py``); a notebook imports it with
``from tortuga_kit.games.tortuga1667 import lessons`` and shows only the lesson.

Everything here uses the public ``Match`` API (``view``, ``log``, ``legal_texts``, ``play``,
``decision``, ``names``), so a helper can never show a learner more than a seat or the projector
may see, with one deliberate exception: :func:`everything`, the teacher's omniscient look at a
match (all hands, loyalty cards, face-down event cards, the order of the decks). It is named for
what it does, and a notebook that calls it says so in its text.

>>> m = scene("pistol", seed=7)
>>> where(m)
{'fd': ['Anne', 'Bart', 'Calico'], 'jr': ['Dirk'], 'tortuga': ['Edward']}
>>> total_chests(m.view())
8
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from ...engine.errors import BadOption
from ...engine.i18n import active_language, language, translator
from ...engine.match import Match, new_match
from .cards import (
    EVENT_CARDS,
    EVENT_TEXT,
    TITLES,
    UNVERIFIED_STAR_CARDS,
    VOTE_DECKS,
    VOTE_HAND_SIZE,
)
from .view import TortugaView, typed

#: The folder of this game's notebooks, ``notebooks/<NOTEBOOKS>/`` (its translations in
#: ``notebooks/<lang>/<NOTEBOOKS>/``): the tests find a game's notebooks from its name through it.
NOTEBOOKS = "tortuga"

_ = translator("tortuga1667")

__all__ = [
    "EVENT_SCENE",
    "SCENE_NAMES",
    "Html",
    "assumptions_badge",
    "everything",
    "event_scenes",
    "hand_sizes",
    "parse_loyalty_sentence",
    "reveal",
    "scene",
    "shows",
    "stacked",
    "total_chests",
    "vote_all",
    "where",
]

#: The names the notebooks' prepared positions use, in seat order (a position needs names).
SCENE_NAMES = ("Anne", "Bart", "Calico", "Dirk", "Edward", "Francois")

#: The table of notebook 04: Anne, Captain of the Flying Dutchman, is to move; Bart and Calico
#: are her crew, Dirk is alone on the Jolly Roger and Edward alone on Tortuga, Governor.
EVENT_SCENE: dict[str, Any] = {
    "lines": {"fd": ["Anne", "Bart", "Calico"], "jr": ["Dirk"], "tortuga": ["Edward"]},
    "boats": {"fd": None, "jr": None},
    "turn": "Anne",
}


# ------------------------------------------------------------------ the omniscient look
def everything(match: Match) -> dict[str, Any]:
    """The whole state of a Tortuga match, **secrets included**: for teaching only.

    Why it exists: some lessons must show what no seat may see, to check a rule against the
    truth (the loyalty cards dealt for every player count, which card went under the vote deck,
    where the Spanish Armada lies in the face-down row). The views cannot show that, by design.
    This is the teacher's look behind the screen: never display it on a projector during a real
    game, and never hand it to a bot (bots get ``match.observe(seat)``).

    The dict has the shape of a prepared position (names, not seats): ``loyalty``, ``lines``,
    ``boats``, ``chests``, ``hands``, ``vote_deck`` (top first), ``event_deck`` (the Armada
    last), ``row`` (``None`` for an empty space), ``discard``, ``star_cards``, ``last_vote``, ...
    It is a copy: changing it changes nothing in the match.
    """
    if match.game.name != "tortuga1667":
        raise BadOption(
            _(
                "lessons.everything is for Tortuga 1667 matches, not {game}",
                game=repr(match.game.name),
            )
        )
    full: dict[str, Any] = match.state.to_dict()
    return full


# ------------------------------------------------------------------ reading the public view
def _view(match_or_view: Match | Mapping[str, Any]) -> TortugaView:
    return typed(match_or_view.view() if isinstance(match_or_view, Match) else match_or_view)


def where(match_or_view: Match | Mapping[str, Any]) -> dict[str, list[str]]:
    """Who stands where, by name, front to back: ``{"fd": [...], "jr": [...], "tortuga": [...]}``.

    Why: the projector view lists seats per place; a lesson reads better with names, in the
    shape a prepared position is written in. Pawns in a rowboat are in ``view["boats"]``.
    Built from the public view only (where a pawn stands is never a secret).
    """
    v = _view(match_or_view)
    names = v["names"]
    return {
        "fd": [names[p] for p in v["ships"]["fd"]["line"]],
        "jr": [names[p] for p in v["ships"]["jr"]["line"]],
        "tortuga": [names[p] for p in v["tortuga"]["line"]],
    }


def hand_sizes(match_or_view: Match | Mapping[str, Any]) -> dict[str, int]:
    """How many vote cards each player holds, by name (public: the cards themselves are not)."""
    v = _view(match_or_view)
    return {p["name"]: p["hand_size"] for p in v["players"]}


def total_chests(view: Mapping[str, Any]) -> int:
    """Every chest on the board in ``view``: the galleon, the four holds and Tortuga's two areas.

    Why: chests move (loot, steal, smuggle, brawl, Stormy Seas) but are never made or lost;
    a lesson checks that with ``total_chests(m.view()) == 8`` (seed 000 · Aufbau 6). Until
    both Captains have put their starting chest in a hold, 6 are on the board.
    """
    v = typed(view)
    holds = sum(sum(ship["holds"].values()) for ship in v["ships"].values())
    return int(v["galleon"] + holds + sum(v["tortuga"]["treasure"].values()))


# ------------------------------------------------------------------ stacking the vote deck
def shows(card: str, want: str) -> bool:
    """Whether vote card ``card`` is ``want``, or shows the symbol ``want`` in one section.

    ``want`` is a whole card (``"cannon/british/skull"``) or one symbol (``"fire"``,
    ``"french"``, ``"skull"``; ``"2skull"`` only matches the double card).

    >>> shows("cannon/british/skull", "skull"), shows("cannon/british/skull", "fire")
    (True, False)
    """
    return want == card or want in card.split("/")


def stacked(
    names: Sequence[str],
    hands: Mapping[str, Sequence[str]],
    top: Sequence[str] = (),
    pad: bool = True,
) -> dict[str, Any]:
    """The position keys ``hands`` and ``vote_top``: who holds which vote cards, and what lies on
    top of the vote deck (top first).

    Why: the rulebook's vote scenes need known cards, and the top card of the vote deck always
    joins a vote (seed 000 · Abstimmungen), so a lesson stacks the deck like a magician. Each
    wanted card is named in full or by one symbol it shows (see :func:`shows`): the first card
    not yet used that shows it is taken. Every player in ``names`` gets 3 cards: the ones asked
    for in ``hands``, then cards nobody asked for; with ``pad=False`` a player listed in
    ``hands`` keeps exactly the cards asked for (``[]``: none left, e.g. after marooning). The
    rest of the vote deck stays shuffled by the match's seed, under ``top``.

    >>> stacked(["Anne", "Bart"], {"Anne": ["cannon", "fire"]}, top=["water"])["vote_top"]
    ['water/british/skull']
    """
    unused = sorted(VOTE_DECKS["placeholder"], key=lambda c: (c.startswith("2"), c))

    def take(want: str) -> str:
        card = next((c for c in unused if shows(c, want)), None)
        if card is None:
            raise BadOption(_("no vote card left that shows {want}", want=repr(want)[:40]))
        unused.remove(card)
        return card

    unknown = sorted(set(hands) - set(names))
    if unknown:
        raise BadOption(_("hands for players not in names: {names}", names=", ".join(unknown)))
    dealt = {n: [take(w) for w in hands.get(n, ())] for n in names}
    on_top = [take(w) for w in top]
    for n in names:
        while len(dealt[n]) < VOTE_HAND_SIZE and (pad or n not in hands):
            dealt[n].append(unused.pop(0))
    return {"hands": dealt, "vote_top": on_top}


def vote_all(match: Match, plays: Mapping[str, str] | None = None) -> list[str]:
    """Answer the pending vote: each voter plays a card that shows ``plays[name]``.

    Why: a vote asks every voter in turn, secretly; a lesson wants to say "Bart plays fire" and
    get on with the rule. Voters not in ``plays`` play their first card. Returns the names of
    the voters in the order they were asked, which is itself a rule (who votes). Plays only
    legal actions, through ``match.play``; a voter without the wanted card is a ``BadOption``.
    """
    plays = plays or {}
    asked: list[str] = []
    while match.decision is not None and match.decision.kind == "vote":
        name = match.names[match.decision.seat]
        asked.append(name)
        want = plays.get(name)
        legal = match.legal_texts()  # "vote cannon/british/skull", ...
        pick = next((t for t in legal if want is None or shows(t.split()[1], want)), None)
        if pick is None:
            raise BadOption(
                _(
                    "{name} holds no card showing {want}: {legal}",
                    name=name,
                    want=repr(want),
                    legal=legal,
                )
            )
        match.play(pick)
    return asked


# ------------------------------------------------------------------ event-card scenes
def scene(
    card: str | None,
    position: Mapping[str, Any] | None = None,
    *,
    seed: int | str = 0,
    **options: Any,
) -> Match:
    """A 5-player match from :data:`EVENT_SCENE` with ``card`` face down in space 1 of the row
    (the other spaces empty), Anne to move.

    Why: notebook 04 shows each event card by letting Anne reveal it in the same small table,
    so only the card differs from one scene to the next. ``position`` overrides keys of the
    scene (e.g. a whole ``row``, ``"turn": "Edward"``), ``options`` are ``new_match`` options
    (``unverified_cards=True``, ...).
    """
    pos = {**EVENT_SCENE, "row": [card, None, None, None, None], **(position or {})}
    return new_match("tortuga1667", 5, seed, position=pos, **options)


def event_scenes(seed: int | str = 0) -> dict[str, Callable[[], Match]]:
    """Notebook 04's scene for every event card, by title, for a widget's Scene picker
    (``MatchWidget(m, scenes=lessons.event_scenes())``): a fresh match each time it is opened.

    Why functions, not matches: a scene is opened, played, and opened again from the start.
    The star cards whose effect no source gives are left out (their scenes need
    ``unverified_cards``, which a learner should choose knowingly). The titles are in the
    active language."""
    return {
        _.get(TITLES[card]): partial(scene, card, seed=seed)
        for card in EVENT_CARDS
        if card not in UNVERIFIED_STAR_CARDS
    }


def _revealed_card(texts: Sequence[str]) -> str | None:
    """The card named by a reveal event ("Anne reveals card 1: Pistol.", in the active
    language: every language's reveal ends with ``: {card}.``)."""
    titles = {card: _.get(title) for card, title in TITLES.items()}
    for text in texts:
        for card, title in sorted(titles.items(), key=lambda kv: -len(kv[1])):
            if text.endswith(f": {title}."):
                return card
    return None


def reveal(match: Match, *answers: str, slot: int = 1, quiet: bool = False) -> Match:
    """Reveal the card in ``slot``, answer the questions it asks with ``answers``, print what
    happened, and return the match (so a cell can end with ``reveal(...).view()``, the board).

    Why: a card's effect is a short dialogue (a Pistol asks whom to shoot, a treasure map whom
    to give it to); this plays it in one line and prints the card's text, each question with
    its answer, and the events. It plays only legal actions, as the player to move. The
    card's text, the questions and the events are in the match's language.
    """
    events = match.play(f"reveal {slot}")
    with language(match.lang):
        card = _revealed_card([e.text for e in events if e.tag == "reveal"])
        lines = [f"— {_.get(TITLES[card])}: {_.get(EVENT_TEXT[card])}"] if card else []
    for text in answers:
        assert match.decision is not None, f"the game is over: no question for {text!r}"
        lines.append(f"  [{match.decision.prompt} → {text}]")
        events += match.play(text)
    with language(match.lang):
        lines += [f"   {event.text}" for event in events]
    if not quiet:
        print("\n".join(lines))
    return match


# ------------------------------------------------------------------ setup lessons
def parse_loyalty_sentence(sentence: str) -> dict[int, tuple[int, int, int]]:
    """Seed 000's loyalty table, written as one sentence, as ``{players: (british, french,
    dutch)}``, the shape of ``cards.LOYALTY_TABLE``.

    Why: notebook 01 checks the kit's data against its source, copied word for word, instead
    of against a second hand-typed table.

    >>> parse_loyalty_sentence("2 Spieler 1/1/–, 3 Spieler 1/1/1")
    {2: (1, 1, 0), 3: (1, 1, 1)}
    """
    table: dict[int, tuple[int, int, int]] = {}
    for part in sentence.split(", "):
        n, _, counts = part.split()
        b, f, d = (0 if x == "–" else int(x) for x in counts.split("/"))
        table[int(n)] = (b, f, d)
    return table


class Html(str):
    """A string of HTML that a notebook displays as HTML (no IPython import needed here)."""

    def _repr_html_(self) -> str:
        return str(self)


def assumptions_badge(view: Mapping[str, Any]) -> Html:
    """The "assumed data" badge for a view: every fact of this match that no source pins down.

    Why: the kit never hides a guess (the symbols on each vote card, five star cards' effects);
    each view lists them in ``view["assumptions"]`` and this draws them as the widgets do, in
    the view's language (``m.view()`` is made in the match's).
    """
    from html import escape

    lang = getattr(view, "lang", None)
    with language(lang if isinstance(lang, str) else active_language()):
        heading = escape(_("⚠ assumed data in this match"))
    items = "".join(f"<li>{escape(str(a))}</li>" for a in view["assumptions"])
    return Html(
        "<div style='border:2px solid #c90;border-radius:6px;padding:4px 10px;"
        "background:#fff8e1'><b>" + heading + "</b><ul>" + items + "</ul></div>"
    )
