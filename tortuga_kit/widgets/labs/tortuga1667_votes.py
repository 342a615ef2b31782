"""VoteLab: pick revealed vote cards and watch attack, mutiny and brawl resolve, with exact odds.

A vote card has three sections (attack / brawl / mutiny), so one set of revealed cards answers all
three kinds of vote at once; the lab shows all three side by side, explained by the same resolve
functions the match uses (``votes.resolve_cards``). Presets are the rulebook's worked examples
(rules §vote-examples · rulebook p.5). The odds part asks ``odds.vote_odds``: given the card(s) I
play and how many others vote, how likely is each outcome if every card I cannot see is equally
likely (the assumption is shown with the numbers). No match, so nothing secret is synced.

The odds inputs stay inside what a real vote can be: at most 8 other voters (9 players), and my
cards drawn from the copies the deck really has (``deck_counts``), so "+ second card" offers a
card still left after the first; anything else is refused with a message, never clamped silently.

Every text is in the lab's language (``lang``, default: the kit's; a picker like the
MatchWidget's changes it): its titles, explanations and errors from the ``tortuga1667`` catalog,
the names of the symbols, vote kinds and outcomes in ``words``, the front end's own words
through ``chrome`` (the kit catalog). The cards themselves stay the texts code writes
(``"cannon/british/skull"``).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import anywidget
import traitlets

from ...engine.citations import shown
from ...engine.i18n import active_language, check_language, language, translator
from ...games.tortuga1667 import rulerefs as R
from ...games.tortuga1667.cards import (
    ATTACK_SYMBOLS,
    BRAWL_SYMBOLS,
    MUTINY_SYMBOLS,
    VOTE_DECKS,
    is_vote_card,
)
from ...games.tortuga1667.odds import ASSUMPTION, vote_odds
from ...games.tortuga1667.svg import palette_css
from ...games.tortuga1667.votes.rules import resolve_cards, section_symbols
from .._common import CSS, LanguageTraits, error_text, esm

_ = translator("tortuga1667")
_kit = translator("kit")

KINDS = ("attack", "mutiny", "brawl")
MAX_OTHER_VOTERS = 8  # 9 players at most: you and 8 others
MAX_MY_CARDS = 2  # one vote card; two with El Dorado
DECK = "placeholder"
EXAMPLE = R.VOTE_EXAMPLES

# The rulebook's worked examples as whole cards: only the named section matters for each example.
PRESETS: dict[str, dict[str, Any]] = {
    "attack_fails": {
        "title": _.mark(
            "Attack: 2 cannons, 1 fire, 1 water: the water puts out the fire, so it fails"
        ),
        "played": ["cannon/british/skull", "cannon/french/wheel", "fire/british/wheel"],
        "top": "water/french/skull",
        "kind": "attack",
        "expect": {"success": False},
    },
    "attack_succeeds": {
        "title": _.mark(
            "Attack: 1 cannon, 2 fires, 1 water: one fire is left, so it succeeds (1 chest)"
        ),
        "played": ["cannon/british/skull", "fire/french/wheel", "fire/british/skull"],
        "top": "water/french/wheel",
        "kind": "attack",
        "expect": {"success": True},
    },
    "brawl_double_french": {
        "title": _.mark("Brawl: a double card with 2 French flags beats 1 British flag, 2 to 1"),
        "played": ["2water/2french/2wheel"],
        "top": "cannon/british/skull",
        "kind": "brawl",
        "expect": {"winner": "french"},
    },
}


#: The words the front end shows for a symbol, a vote kind and an outcome (the keys are the
#: texts the cards and the odds use; in English each word is its key).
WORDS = {
    "cannon": _.mark("cannon"),
    "fire": _.mark("fire"),
    "water": _.mark("water"),
    "british": _.mark("british"),
    "french": _.mark("french"),
    "skull": _.mark("skull"),
    "wheel": _.mark("wheel"),
    "attack": _.mark("attack"),
    "mutiny": _.mark("mutiny"),
    "brawl": _.mark("brawl"),
    "success": _.mark("success"),
    "fail": _.mark("fail"),
    "tie": _.mark("tie"),
}


def _symbols(section: tuple[str, ...]) -> list[str]:
    return list(section) + ["2" + s for s in section]


class VoteLab(LanguageTraits, anywidget.AnyWidget):
    _esm = esm("tortuga1667_votes.js")
    _css = CSS.read_text(encoding="utf-8") + palette_css(".tk-vote-lab")  # team colours

    played = traitlets.List(traitlets.Unicode()).tag(sync=True)
    top = traitlets.Unicode("").tag(sync=True)
    preset = traitlets.Unicode("").tag(sync=True)
    presets: traitlets.List[Any] = traitlets.List().tag(sync=True)
    results = traitlets.Dict().tag(sync=True)
    symbols = traitlets.Dict().tag(sync=True)
    error = traitlets.Unicode("").tag(sync=True)
    odds_kind = traitlets.Unicode("attack").tag(sync=True)
    odds_cards = traitlets.List(traitlets.Unicode()).tag(sync=True)
    odds_others = traitlets.Int(2).tag(sync=True)
    odds = traitlets.Dict().tag(sync=True)
    odds_error = traitlets.Unicode("").tag(sync=True)
    deck_cards = traitlets.List(traitlets.Unicode()).tag(sync=True)
    deck_counts = traitlets.Dict().tag(sync=True)  # copies of each card in the vote deck
    words = traitlets.Dict().tag(sync=True)  # WORDS in the lab's language

    def __init__(
        self, preset: str = "attack_fails", *, lang: str | None = None, **kwargs: Any
    ) -> None:
        code = active_language() if lang is None else check_language(lang)
        super().__init__(**kwargs)
        self.show_language(code)
        with language(code):
            self._start(preset)
        self.on_msg(self._on_msg)

    def _start(self, preset: str) -> None:
        self._texts()
        self.symbols = {
            "attack": _symbols(ATTACK_SYMBOLS),
            "brawl": _symbols(BRAWL_SYMBOLS),
            "mutiny": _symbols(MUTINY_SYMBOLS),
        }
        self.deck_counts = dict(Counter(VOTE_DECKS[DECK]))
        self.deck_cards = sorted(self.deck_counts)
        if not self.odds_cards:
            self.odds_cards = ["cannon/british/skull"]
        if preset:
            self.load_preset(preset)
        else:
            self.resolve()
        self.compute_odds()

    def _texts(self) -> None:
        """The presets' titles and the words, in the active language."""
        self.presets = [
            {"name": k, "title": _.get(v["title"]), "kind": v["kind"], "source": shown(EXAMPLE)}
            for k, v in PRESETS.items()
        ]
        self.words = {k: _.get(v) for k, v in WORDS.items()}

    def set_language(self, lang: Any) -> bool:
        """Every text of the lab in ``lang`` (``"en"``, ``"de"``, ``"ko"``): the results and
        odds are worked out again, in that language (the same numbers)."""
        try:
            code = check_language(lang)
        except Exception as exc:  # noqa: BLE001 - shown in the lab
            self.error = error_text(exc)
            return False
        with language(code), self.hold_sync():
            self.show_language(code)
            self._texts()
            self.resolve()
            self.compute_odds()
        return True

    # ------------------------------------------------------------------ resolving
    def load_preset(self, name: str) -> None:
        with language(self.lang):
            self._load_preset(name)

    def _load_preset(self, name: str) -> None:
        if name not in PRESETS:
            self.error = _(
                "unknown preset {name}; presets: {known}", name=repr(name), known=", ".join(PRESETS)
            )
            return
        p = PRESETS[name]
        with self.hold_trait_notifications():
            self.played = list(p["played"])
            self.top = p["top"]
        self.preset = name
        self.resolve()

    def set_cards(self, played: list[str], top: str) -> None:
        """The cards the voters revealed and the top card of the vote deck."""
        with self.hold_trait_notifications():
            self.played = list(played)
            self.top = top
        self.preset = ""
        self.resolve()

    def resolve(self) -> dict[str, Any]:
        """Resolve the revealed cards as an attack, a mutiny and a brawl."""
        with language(self.lang):
            return self._resolve()

    def _resolve(self) -> dict[str, Any]:
        cards = list(self.played) + ([self.top] if self.top else [])
        bad = [c for c in cards if not is_vote_card(c)]
        if bad:
            self.error = _(
                "{card} is not a vote card: write attack/brawl/mutiny symbols like "
                "'cannon/british/skull', a double as '2fire/2british/2skull'",
                card=repr(bad[0]),
            )
            self.results = {}
            return {}
        if not cards:
            self.error = _("no cards: a vote always has at least the top card of the vote deck")
            self.results = {}
            return {}
        out = {}
        for kind in KINDS:
            r = resolve_cards(kind, cards)
            out[kind] = {
                "success": r.success,
                "winner": r.winner,
                "explanation": r.explanation,
                "counts": dict(r.counts),
                "rule": shown(r.rule),
                "symbols": section_symbols(kind, cards),
            }
        self.error = ""
        self.results = out
        return out

    @traitlets.observe("played", "top")
    def _on_cards(self, change: dict[str, Any]) -> None:
        p = PRESETS.get(self.preset)
        if p is not None and (list(self.played) != p["played"] or self.top != p["top"]):
            self.preset = ""  # edited by hand: no longer the rulebook example
        self.resolve()

    @traitlets.observe("preset")
    def _on_preset(self, change: dict[str, Any]) -> None:
        name = change["new"]
        if name and (
            list(self.played) != PRESETS.get(name, {}).get("played")
            or self.top != PRESETS.get(name, {}).get("top")
        ):
            self.load_preset(name)

    # ------------------------------------------------------------------ odds
    def compute_odds(self) -> dict[str, Any]:
        with language(self.lang):
            return self._compute_odds()

    def _compute_odds(self) -> dict[str, Any]:
        n = self.odds_others
        problem = ""
        if not 0 <= n <= MAX_OTHER_VOTERS:
            problem = _(
                "other voters must be 0–{most} (9 players at most: you and {most} others), not {n}",
                most=MAX_OTHER_VOTERS,
                n=n,
            )
        elif len(self.odds_cards) > MAX_MY_CARDS:
            problem = _(
                "you play at most {most} cards (one, two with El Dorado), not {n}",
                most=MAX_MY_CARDS,
                n=len(self.odds_cards),
            )
        if problem:
            self.odds_error = problem
            self.odds = {}
            return {}
        try:
            r = vote_odds(self.odds_kind, list(self.odds_cards), n, deck=DECK)
        except Exception as exc:  # noqa: BLE001 - shown in the lab
            self.odds_error = error_text(exc)
            self.odds = {}
            return {}
        self.odds_error = ""
        self.odds = {
            "kind": r["kind"],
            "p": r["p"],
            "exact": {k: f"{v.numerator}/{v.denominator}" for k, v in r["exact"].items()},
            "drawn": r["drawn"],
            "unknown_cards": r["unknown_cards"],
            "cases": r["cases"],
            "my_cards": r["my_cards"],
            "other_voters": r["other_voters"],
            "assumption": _.get(ASSUMPTION),
        }
        return r

    @traitlets.observe("odds_kind", "odds_cards", "odds_others")
    def _on_odds(self, change: dict[str, Any]) -> None:
        self.compute_odds()

    def cards_left(self) -> Counter[str]:
        """Copies of each vote card still in the deck once my cards are taken out."""
        return Counter(self.deck_counts) - Counter(self.odds_cards)

    def add_odds_card(self) -> bool:
        """El Dorado: play a second card, the first (in ``deck_cards`` order) with a copy left."""
        with language(self.lang):
            if len(self.odds_cards) >= MAX_MY_CARDS:
                self.odds_error = _(
                    "you play at most {most} cards (one, two with El Dorado)", most=MAX_MY_CARDS
                )
                return False
            left = self.cards_left()
            card = next((c for c in self.deck_cards if left[c] > 0), None)
            if card is None:
                self.odds_error = _("no card is left in the vote deck")
                return False
        self.odds_cards = [*self.odds_cards, card]
        return True

    def _on_msg(self, widget: Any, content: Any, buffers: Any) -> None:
        cmd = content.get("cmd") if isinstance(content, dict) else None
        if cmd == "add_card":
            self.add_odds_card()
        elif cmd == "lang":
            self.set_language(content.get("lang"))
        else:
            shown = repr(content) if len(repr(content)) <= 40 else f"{repr(content)[:37]}..."
            with language(self.lang):
                self.odds_error = _kit("unknown widget command {command}", command=shown)

    def __repr__(self) -> str:
        return f"VoteLab(cards={len(self.played) + (1 if self.top else 0)}, preset={self.preset!r})"
