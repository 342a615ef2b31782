"""Build the teaching notebooks in ``notebooks/`` from the readable source in this file.

Why a generator: the notebooks share a parameters cell, a helper cell and a table of the seed's
FAQ items; writing them as Python keeps those consistent and reviewable as plain diffs. The
committed ``.ipynb`` files are exactly what this script writes: no outputs, no execution counts,
kernelspec ``python3``, deterministic cell ids. ``tests/notebooks/test_notebooks.py`` checks that they are
up to date.

    python tools/make_notebooks.py           # (re)write notebooks/
    python tools/make_notebooks.py --check   # exit 1 if a committed notebook differs

Every cell that answers one of seed 000's FAQ items or common mistakes carries a tag (``faq-1`` ..
``faq-9``, ``mistake-1`` .. ``mistake-6``, see ``FAQ`` and ``MISTAKES``); the test checks that
each tag sits on a code cell with an ``assert`` in the notebook the table in 00_start_here names.
Each row of that table links to the cell that opens the answering section (``section_link``),
and generating fails if that heading is missing.
"""

from __future__ import annotations

import argparse
import posixpath
import re
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

import nbformat

ROOT = Path(__file__).resolve().parent.parent
NB_DIR = ROOT / "notebooks"

KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}

# Seed 000 ("Häufige Regelfragen"): tag, German question, English gloss, notebook, section.
FAQ: list[tuple[str, str, str, str, str]] = [
    (
        "faq-1",
        "Wann ist ein Angriff erfolgreich?",
        "When does an attack succeed?",
        "tortuga/03_votes.ipynb",
        "Attack: the rulebook's examples",
    ),
    (
        "faq-2",
        "Darf man Schätze vom anderen Piratenschiff stehlen?",
        "May you take chests from the other pirate ship?",
        "tortuga/03_votes.ipynb",
        "Stealing from the other ship",
    ),
    (
        "faq-3",
        "Was passiert bei Gleichstand in einer Meuterei?",
        "What does a tied mutiny do?",
        "tortuga/03_votes.ipynb",
        "Mutiny: the tie",
    ),
    (
        "faq-4",
        "Wer stimmt bei einer Abstimmung mit?",
        "Who votes?",
        "tortuga/03_votes.ipynb",
        "Who votes",
    ),
    (
        "faq-5",
        "Was passiert, wenn ich auf Tortuga erneut ausgesetzt werde?",
        "What if I am marooned again on Tortuga?",
        "tortuga/02_turns.ipynb",
        "Marooning",
    ),
    (
        "faq-6",
        "Wie wirkt der Albatros?",
        "How does the Albatross work?",
        "tortuga/04_events.ipynb",
        "Albatross",
    ),
    (
        "faq-7",
        "Wer gewinnt bei Gleichstand der Schätze?",
        "Who wins a tie in chests?",
        "tortuga/04_events.ipynb",
        "The end: both tie-breaks",
    ),
    (
        "faq-8",
        "Darf ich mir Notizen machen?",
        "May I take notes?",
        "tortuga/02_turns.ipynb",
        "Notes: what you know, and who else does",
    ),
    (
        "faq-9",
        "Wie viele Aktionen habe ich zu zweit?",
        "How many actions with two players?",
        "tortuga/02_turns.ipynb",
        "Two players: two actions",
    ),
]

# Seed 000 ("Häufige Irrtümer"): tag, German mistake, English gloss, notebook, section.
MISTAKES: list[tuple[str, str, str, str, str]] = [
    (
        "mistake-1",
        "Mehr Kanonen, mehr Beute",
        "More cannons, more loot",
        "tortuga/03_votes.ipynb",
        "Exactly one chest",
    ),
    (
        "mistake-2",
        "Angriffe auf das andere Schiff",
        "Attacking the other ship",
        "tortuga/03_votes.ipynb",
        "Stealing from the other ship",
    ),
    (
        "mistake-3",
        "Gleichstand bei der Meuterei setzt den Kapitän ab",
        "A tied mutiny removes the Captain",
        "tortuga/03_votes.ipynb",
        "Mutiny: the tie",
    ),
    (
        "mistake-4",
        "Ausgesetzt auf Tortuga ist harmlos",
        "Being marooned on Tortuga is harmless",
        "tortuga/02_turns.ipynb",
        "Marooning",
    ),
    (
        "mistake-5",
        "Im Ruderboot mitstimmen",
        "Voting from a rowboat",
        "tortuga/03_votes.ipynb",
        "Who votes",
    ),
    (
        "mistake-6",
        "Notizen tauschen",
        "Swapping notes",
        "tortuga/02_turns.ipynb",
        "Notes: what you know, and who else does",
    ),
]

NOTEBOOKS = [
    ("00_start_here.ipynb", "Start here: what the kit is, how to launch it, a first match"),
    ("tortuga/01_setup.ipynb", "Setup for 2–9 players: loyalty, event deck, pawns, chests"),
    ("tortuga/02_turns.ipynb", "Turns: roles and actions, rowboats, marooning, undo and replay"),
    ("tortuga/03_votes.ipynb", "Votes: attack, mutiny, brawl, who votes, the exact odds"),
    ("tortuga/04_events.ipynb", "Event cards, the end phase and both tie-breaks"),
    ("tortuga/05_play.ipynb", "A full game: hot-seat or against bots, with the projector view"),
]


# ================================================================= cell helpers
def _clean(text: str) -> str:
    return textwrap.dedent(text).strip("\n")


def md(text: str, **subs: str) -> dict[str, Any]:
    """A markdown cell; ``{name}`` placeholders are filled after dedenting (multi-line values)."""
    text = _clean(text)
    for key, value in subs.items():
        text = text.replace("{" + key + "}", value)
    return nbformat.v4.new_markdown_cell(text)


def code(text: str, *tags: str) -> dict[str, Any]:
    cell = nbformat.v4.new_code_cell(_clean(text))
    if tags:
        cell.metadata["tags"] = list(tags)
    return cell


def params(text: str) -> dict[str, Any]:
    return code(text, "parameters")


def build(cells: list[dict[str, Any]], rel: str) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": {"name": "python"}}
    for i, cell in enumerate(cells):
        cell["id"] = cell_id(rel, i)
        if cell["cell_type"] == "code":
            cell["outputs"] = []
            cell["execution_count"] = None
    nb.cells = cells
    nbformat.validate(nb)
    return nb


def _rel(from_nb: str, to_nb: str) -> str:
    """A relative link from one notebook to another (both relative to notebooks/)."""
    return Path(posixpath.relpath(to_nb, posixpath.dirname(from_nb) or ".")).as_posix()


def headings(cells: list[dict[str, Any]]) -> list[str]:
    """The text of every markdown heading in ``cells``, in order."""
    return [
        line.lstrip("#").strip()
        for c in cells
        if c["cell_type"] == "markdown"
        for line in c["source"].splitlines()
        if re.match(r"#{1,6} ", line)
    ]


def cell_id(rel: str, index: int) -> str:
    """The stable id of cell ``index`` of notebook ``rel`` (``03-15``): links can point at it."""
    return f"{Path(rel).stem[:2] or 'nb'}-{index:02d}"


def section_link(from_nb: str, rel: str, section: str) -> str:
    """A link from one notebook to the cell that opens with the heading ``section`` in another.

    Why ``#cell-id=...`` and not the heading anchor ``#Mutiny:-the-tie``: JupyterLab 4 (tested
    with 4.6.6) resolves a heading anchor only in markdown cells that are already rendered, so
    a link that *opens* the notebook lands at its top; the cell-id fragment scrolls there at
    once. The heading must exist exactly once, so a renamed section fails the build here.
    """
    cells = BUILDERS[rel]()
    hits = [
        i
        for i, c in enumerate(cells)
        if c["cell_type"] == "markdown"
        and re.fullmatch(r"#{1,6} " + re.escape(section), c["source"].split("\n", 1)[0])
    ]
    if len(hits) != 1 or headings(cells).count(section) != 1:
        raise ValueError(f"{rel} needs one heading {section!r} that opens a markdown cell")
    return f"{_rel(from_nb, rel)}#cell-id={cell_id(rel, hits[0])}"


# ================================================================= shared cells
PARAMS_GAME = """
    # Parameters (papermill and the tests set these; change them and re-run all cells).
    seed = 7  # the match's random seed: same seed, same shuffles
    players = 5  # 2–9
    interactive = False  # False: the notebook makes the example moves itself (CI runs this way)
"""

# Prepared positions need vote cards we choose, like a magician's stacked deck: the hands, and
# the top card of the vote deck, which always joins a vote (seed 000 · Abstimmungen). The
# position key `vote_top` stacks it; `stacked` turns symbols into whole cards for it.
STACK_HELPER = """
    from tortuga_kit.games.tortuga1667.cards import VOTE_DECKS


    def _shows(card, want):
        return want == card or want in card.split("/")


    def stacked(names, hands, top=(), pad=True):
        \"\"\"The position keys `hands` and `vote_top`: who holds which cards, and what lies on top.

        A card is named in full ("cannon/british/skull") or by one symbol it shows ("fire",
        "skull", "french"; "2skull" is the double card): any card not yet used that shows it
        will do. Every player in `names` gets 3 cards: the ones in `hands`, then cards nobody
        asked for (a player listed in `hands` keeps exactly those if `pad` is False). The rest
        of the vote deck stays shuffled by the seed, under `top`.
        \"\"\"
        unused = sorted(VOTE_DECKS["placeholder"], key=lambda c: (c.startswith("2"), c))

        def take(want):
            card = next((c for c in unused if _shows(c, want)), None)
            assert card, f"no vote card left that shows {want!r}"
            unused.remove(card)
            return card

        dealt = {n: [take(w) for w in hands.get(n, ())] for n in names}
        on_top = [take(w) for w in top]
        for n in names:
            while len(dealt[n]) < 3 and (pad or n not in hands):
                dealt[n].append(unused.pop(0))
        return {"hands": dealt, "vote_top": on_top}


    def vote_all(match, plays=None):
        \"\"\"Answer the pending vote: each voter plays a card showing `plays[name]`.

        Voters not in `plays` play their first card. Returns the names of the voters in the
        order they were asked.
        \"\"\"
        plays = plays or {}
        asked = []
        while match.decision is not None and match.decision.kind == "vote":
            name = match.view()["names"][match.decision.seat]
            asked.append(name)
            want = plays.get(name)
            legal = [str(a) for a in match.legal_actions()]  # "vote cannon/british/skull", ...
            pick = next((t for t in legal if want is None or _shows(t.split()[1], want)), None)
            assert pick, f"{name} holds no card showing {want!r}"
            match.play(pick)
        return asked
"""


# ================================================================= 00 start here
def nb_start_here() -> list[dict[str, Any]]:
    me = "00_start_here.ipynb"
    links = "\n".join(
        f"| [{Path(p).stem}]({_rel(me, p)}) | {what} |" for p, what in NOTEBOOKS if p != me
    )

    def rows(items: list[tuple[str, str, str, str, str]]) -> str:
        # Each link opens the notebook at the section that answers the question.
        return "\n".join(
            f"| {i + 1} | {de} <br><small>{en}</small> "
            f"| [{Path(nb).stem} · {sec}]({section_link(me, nb, sec)}) |"
            for i, (_, de, en, nb, sec) in enumerate(items)
        )

    faq_rows, mistake_rows = rows(FAQ), rows(MISTAKES)
    return [
        md("""
        # Start here: the Tortuga kit

        `tortuga_kit` teaches the rules of a board game by letting you **play with them in
        Python**. It has three layers:

        1. **A rules engine** (standard library only): a `Match` holds a game, its options, a
           seed and the history of actions. It tells you whose decision it is, which actions are
           legal, and *why* an illegal one is illegal, citing the rule.
        2. **Widgets** for JupyterLab: the board, a match controller with one button per legal
           action (plus undo, redo and a replay slider), a setup widget and a vote lab.
        3. **These notebooks**: one idea each. Every notebook has a `parameters` cell (seed,
           number of players, ...), short code cells you can change, and *assertion cells* that
           check what the text claims. The test suite runs every notebook headless, so a claim
           that stops being true fails the build.

        Rule sources are cited in the text like this: *seed 000 FAQ · Wer stimmt bei einer Abstimmung
        mit? / rulebook p.5*. "Seed 000" is the German FAQ and rules summary the kit is built from; its page
        numbers are those of the official German rulebook by Facade Games.
        """),
        params("""
        # Parameters (papermill and the tests set these).
        seed = 7
        players = 5
        interactive = False
        """),
        md("""
        ## The four games of the kit

        | Game | Status |
        |---|---|
        | **Tortuga 1667** (Facade Games, 2017; 2–9 players) | **implemented**: rules, bots, widgets, these notebooks |
        | Kutschfahrt zur Teufelsburg | planned, not started: no code yet |
        | Cartagena | planned, not started: no code yet |
        | Tortuga Gourmet | planned, not started: no code yet |

        Only Tortuga 1667 exists today. The cell below checks that claim against the engine's
        registry, so this page cannot silently go out of date when a second game arrives.
        """),
        code("""
        import tortuga_kit as tk

        print("tortuga_kit", tk.__version__, "games:", tk.available_games())
        assert tk.available_games() == ["tortuga1667"], "update the table above"
        """),
        md(
            """
        ## Launch it

        * **On your machine** (needs `python3` ≥ 3.10 and GNU `make`), in the repository's
          folder:

          ```bash
          make lab
          ```

          This creates `.venv/`, installs the kit with its JupyterLab extras and opens this
          notebook. `make test` runs the test suite, which also executes every notebook.
        * **In the browser, with nothing installed (Binder):** once the repository is published
          on GitHub, the *launch binder* badge in its README opens these notebooks on
          mybinder.org (the environment is described in the repository's `binder/` folder).
          The badge's address has to name the repository's GitHub owner, so it lives in one
          place, the README, and not in this notebook. If you are reading this on Binder, you
          are already there.

        ## The notebooks

        | Notebook | What you learn |
        |---|---|
        {links}
        """,
            links=links,
        ),
        md("""
        ## A first match

        `new_match` deals a seeded game. The same seed always gives the same shuffles, so you
        and your neighbour see the same match.
        """),
        code("""
        m = tk.new_match("tortuga1667", players=players, seed=seed)
        m  # a match draws itself as a picture of the board
        """),
        md("""
        Whose choice is it, and what may they do? Setup is not quite over: each Captain first
        puts one chest into a hold of their ship (*seed 000 · Aufbau 6 / rulebook p.3*).
        """),
        code("""
        print(m.decision)
        print("rule:", m.decision.rule)
        m.legal_actions()
        """),
        md("""
        An action is a short text, the same one a button in the widget sends. Play the first
        legal action and read what happened:
        """),
        code("""
        first = m.legal_actions()[0]
        for event in m.play(first):
            print(event)
        print("now:", m.decision)
        """),
        code("""
        # What the text above claims: playing a legal action adds it to the history,
        # and the same seed and actions give the same match again.
        assert m.history == (first,)
        again = tk.new_match("tortuga1667", players=players, seed=seed)
        again.play(str(first))
        assert again.digest() == m.digest()
        """),
        md(
            """
        ## Where each rule question is answered

        Seed 000 lists nine frequent rule questions (*Häufige Regelfragen*) and six common
        mistakes (*Häufige Irrtümer*). Each one is answered in a notebook by a live cell that
        shows it and an assertion that checks it; each link opens that notebook at the section
        with the answer.

        | # | FAQ (seed 000) | Answered in |
        |---|---|---|
        {faq_rows}

        | # | Common mistake (seed 000) | Answered in |
        |---|---|---|
        {mistake_rows}
        """,
            faq_rows=faq_rows,
            mistake_rows=mistake_rows,
        ),
    ]


# ================================================================= 01 setup
def nb_setup() -> list[dict[str, Any]]:
    return [
        md("""
        # 01 · Setting up Tortuga 1667 for 2–9 players

        Before the first turn the table is built in seven steps (*seed 000 · Aufbau / rulebook
        p.2–3*): the board, loyalty cards, vote cards, the event deck, the pawns, the chests,
        and who starts. `tk.new_match` does all of it from a seed; this notebook takes it apart.
        The sections are numbered like the seed's steps; step 1, laying out the board, needs no
        code.
        """),
        params(PARAMS_GAME),
        code("""
        import math

        from IPython.display import HTML, Markdown, display

        import tortuga_kit as tk
        from tortuga_kit.games.tortuga1667 import cards
        """),
        md("""
        ## 2. Loyalty: who is British, French or Dutch

        Everyone gets one secret loyalty card. How many of each depends on the number of players
        (*seed 000 · Aufbau 2*; the seed read the table off a graphic in the rulebook, p.2). The
        kit keeps the table as data in `cards.LOYALTY_TABLE`:
        """),
        code("""
        rows = ["| players | British | French | Dutch |", "|---|---|---|---|"]
        for n, (b, f, d) in cards.LOYALTY_TABLE.items():
            rows.append(f"| {n} | {b} | {f} | {d or '–'} |")
        display(Markdown("\\n".join(rows)))
        """),
        md("""
        Is the data right? The seed writes the table as one sentence. We parse that sentence,
        copied word for word, and compare:
        """),
        code("""
        SEED_000 = (
            "2 Spieler 1/1/–, 3 Spieler 1/1/1, 4 Spieler 2/2/–, 5 Spieler 2/2/1, "
            "6 Spieler 3/3/–, 7 Spieler 3/3/1, 8 Spieler 4/4/–, 9 Spieler 4/4/1"
        )


        def parse(sentence):
            table = {}
            for part in sentence.split(", "):
                n, _, counts = part.split()
                table[int(n)] = tuple(0 if x == "–" else int(x) for x in counts.split("/"))
            return table


        assert parse(SEED_000) == cards.LOYALTY_TABLE
        # With an odd count there is exactly one Dutch player; British and French are always equal.
        for n, (b, f, d) in cards.LOYALTY_TABLE.items():
            assert b == f and d == n % 2 and b + f + d == n
        """),
        md("""
        And a real deal uses it: the loyalty cards of a seeded match (secret! we peek at the raw
        `state` only to check) have exactly those counts, for every player count.
        """),
        code("""
        for n in range(2, 10):
            loyalty = tk.new_match("tortuga1667", players=n, seed=seed).state.loyalty
            counts = tuple(loyalty.count(t) for t in ("british", "french", "dutch"))
            assert counts == cards.LOYALTY_TABLE[n], (n, counts)
        print("loyalty deals match the table for 2–9 players")
        """),
        md("""
        ## 3. Vote cards

        Everyone gets 3 vote cards face down; the rest is the vote deck (*seed 000 · Aufbau 3*).
        The kit's deck has 32 cards, but **no source lists which symbols are on which card**, so
        the kit uses an evenly spread placeholder (ref §11.1). That is *assumed data*, and every
        view of a match says so (see *The assumed-data badge* below).
        """),
        code("""
        m = tk.new_match("tortuga1667", players=players, seed=seed)
        hands = [len(h) for h in m.state.hands]
        print("hand sizes:", hands, "| vote deck:", len(m.state.vote_deck), "cards")
        assert hands == [3] * players
        assert sum(hands) + len(m.state.vote_deck) == len(cards.VOTE_DECKS["placeholder"]) == 32
        """),
        md("""
        ## 4. The event deck

        *Seed 000 · Aufbau 4 / rulebook p.2*: choose **3 of the 8 star cards** (at random or
        together); with **2 or 3 players remove all Albatross cards**; set the **Spanish Armada**
        aside, shuffle the rest, put the Armada **at the bottom**, and deal the top **5** cards
        face down into the row.

        By default the kit picks the three star cards whose effect a source documents (Eight
        Bells, Stormy Seas and, partly, Black Powder): choosing together is allowed, and the
        other five cards' texts are unknown. Here is the deck for every player count:
        """),
        code("""
        rows = ["| players | cards | Albatross | star cards | row | bottom card |", "|---|---|---|---|---|---|"]
        for n in range(2, 10):
            s = tk.new_match("tortuga1667", players=n, seed=seed).state
            deck = [c for c in s.row if c] + s.event_deck
            stars = [c for c in deck if c in cards.STAR_CARDS]
            rows.append(
                f"| {n} | {len(deck)} | {deck.count('albatross')} | {len(stars)} "
                f"| {len([c for c in s.row if c])} | {cards.event_title(s.event_deck[-1])} |"
            )
            assert len(deck) == (16 if n <= 3 else 19)
            assert deck.count("albatross") == (0 if n <= 3 else 3)
            assert len(stars) == 3 and s.event_deck[-1] == cards.ARMADA
            assert cards.ARMADA not in s.row and len(s.row) == 5
        display(Markdown("\\n".join(rows)))
        """),
        md("""
        The star cards are an option. `star_cards="random"` draws them; the five cards without
        a documented effect join the pool only with `unverified_cards=True` (their effects are
        guesses, ref §11.2). With 2–3 players the rulebook recommends leaving *Façade* and
        *Cabin Fever* out, and the random draw does:
        """),
        code("""
        for n in (3, players):
            m = tk.new_match("tortuga1667", players=n, seed=seed, star_cards="random",
                             unverified_cards=True)
            print(n, "players:", [cards.event_title(c) for c in m.state.star_cards])
        for s in range(40):
            small = tk.new_match("tortuga1667", players=3, seed=s, star_cards="random",
                                 unverified_cards=True).state.star_cards
            assert len(small) == 3 and not set(small) & set(cards.SMALL_GAME_EXCLUDED)
        """),
        md("""
        ## 5. Pawns: drawn from the bag, placed alternately

        *Seed 000 · Aufbau 5*: draw the pawns at random and place them alternately, front to
        back: Captain of the Flying Dutchman, Captain of the Jolly Roger, First Mate of the
        Flying Dutchman, ... With an odd count the last pawn goes to the end of the Flying
        Dutchman. A ship holds at most 5 pawns (*seed 000 · Positionen*), which 9 players just
        fit.
        """),
        code("""
        m = tk.new_match("tortuga1667", players=players, seed=seed)
        v = m.view()  # the projector view: no secrets
        for key in ("fd", "jr"):
            ship = v["ships"][key]
            print(f"{ship['title']:16}", " → ".join(v["names"][p] for p in ship["line"]))
        for n in range(2, 10):
            s = tk.new_match("tortuga1667", players=n, seed=seed).state
            assert len(s.lines[0]) == math.ceil(n / 2) <= 5 and len(s.lines[1]) == n // 2
            assert s.lines[2] == [] and s.boats == [-1, -1]  # nobody on Tortuga or in a rowboat yet
        """),
        md("""
        The first pawn on a ship is its **Captain**, the second its **First Mate**, the last its
        **Cabin Boy**; one pawn can hold several roles (*seed 000 · Positionen / rulebook p.3*):
        """),
        code("""
        for p in v["players"]:
            print(f"{p['name']:9} {p['location']:8} {', '.join(p['roles']) or '–'}")
        """),
        md("""
        ## 6. Chests: 4 on the galleon, 1 + 1 on Tortuga, and the Captains' choice

        *Seed 000 · Aufbau 6*: 4 chests on the Spanish galleon, one in each treasure area on
        Tortuga, and **each Captain puts one chest in a hold of their ship, British or French,
        as they choose**. So setup ends with two decisions, one per Captain:
        """),
        code("""
        m = tk.new_match("tortuga1667", players=players, seed=seed)
        print(m.view()["galleon"], "on the galleon;", m.view()["tortuga"]["treasure"], "on Tortuga")
        choices = {}
        while m.decision.kind == "hold":
            captain = m.decision.seat
            print(m.decision.prompt, "→", [str(a) for a in m.legal_actions()])
            choices[captain] = "hold french" if len(choices) else "hold british"
            m.play(choices[captain])
        v = m.view()
        print({k: ship["holds"] for k, ship in v["ships"].items()})
        """),
        code("""
        assert list(choices) == [v["ships"]["fd"]["captain"], v["ships"]["jr"]["captain"]]
        assert v["galleon"] == 4 and v["tortuga"]["treasure"] == {"british": 1, "french": 1}
        assert v["ships"]["fd"]["holds"] == {"british": 1, "french": 0}
        assert v["ships"]["jr"]["holds"] == {"british": 0, "french": 1}
        assert sum(m.state.chests) == 8
        """),
        md("""
        ## 7. Who starts

        *Seed 000 · Aufbau 7*: the **Captain of the Jolly Roger** takes the first turn; play then
        goes clockwise, in seat order, whatever happens to the pawns later.
        """),
        code("""
        print(m.decision)
        assert m.decision.kind == "turn" and m.decision.seat == v["ships"]["jr"]["captain"]
        """),
        md("""
        ### Now you try

        How many event cards (row plus deck) does a **3-player** game use? Replace `None` with
        your answer and run the next cell. (Hint: the cell on the event deck above.)
        """),
        code("""
        answer = None  # ← your answer here
        """),
        code("""
        s = tk.new_match("tortuga1667", players=3, seed=seed).state
        truth = len([c for c in s.row if c]) + len(s.event_deck)
        if answer is None:
            print(f"No answer yet. The engine says {truth}: 19 cards minus the 3 Albatrosses.")
        else:
            assert answer == truth, f"Not quite: count the Albatrosses again (you said {answer})"
            print("Right!", truth, "cards.")
        """),
        md("""
        ## The assumed-data badge

        Some facts are in no source: the symbols on each vote card, the effects of five star
        cards, a few timings. The kit never hides a guess: each match lists the assumed data it
        uses in every view (`view()["assumptions"]`), and the widgets show it as a badge.
        Options marked *assumption* switch between the plausible readings.
        """),
        code("""
        def badge(view):
            items = "".join(f"<li>{a}</li>" for a in view["assumptions"])
            return HTML(
                "<div style='border:2px solid #c90;border-radius:6px;padding:4px 10px;"
                "background:#fff8e1'><b>⚠ assumed data in this match</b><ul>" + items + "</ul></div>"
            )


        m = tk.new_match("tortuga1667", players=players, seed=seed)
        display(badge(m.view()))
        assert any("Vote deck" in a for a in m.view()["assumptions"])
        guessy = tk.new_match("tortuga1667", players=players, seed=seed, unverified_cards=True,
                              star_cards=["scurvy", "crows_nest", "eight_bells"])
        assert len(guessy.view()["assumptions"]) > len(m.view()["assumptions"])
        """),
        code("""
        rows = ["| option | default | assumption? | what it does |", "|---|---|---|---|"]
        for name, opt in m.game.options.items():
            rows.append(f"| `{name}` | `{opt.default!r}` | {'⚠ yes' if opt.assumption else ''} | {opt.doc} |")
        display(Markdown("\\n".join(rows)))
        """),
        md("""
        ## Your table: the setup widget

        Choose the number of players, names, star cards, variants and a seed, then press
        **Create**. Every choice is one of `new_match`'s options, and an impossible combination
        shows the engine's own message (try *chaos* without *unverified cards*). The match you
        create is `sw.match`.
        """),
        code("""
        from tortuga_kit.widgets import SetupWidget

        sw = SetupWidget(players=players, seed=str(seed))
        sw
        """),
        code("""
        if not interactive:
            sw.chaos = True  # all 8 star cards ... but 5 have guessed effects
            assert sw.create() is None
            print("refused:", sw.error)
            sw.chaos = False
            sw.create()
        if sw.match is not None:
            print(sw.summary)
            display(sw.match)  # the static picture of the new table
        """),
        code("""
        # What the widget creates is exactly what new_match creates with the same choices.
        if not interactive:
            assert "unverified_cards" in sw.error or sw.error == ""
            same = tk.new_match("tortuga1667", players=players, seed=seed)
            assert sw.match.digest() == same.digest()
        """),
    ]


# ================================================================= 02 turns
def nb_turns() -> list[dict[str, Any]]:
    return [
        md("""
        # 02 · Turns: roles, actions, rowboats and marooning

        On your turn you take **exactly one action** (two with two players), announced before
        you do it: one of the actions everyone may take, or one that belongs to a role you hold
        right now (*seed 000 · So läuft ein Zug ab / rulebook p.3–4*).
        """),
        params(PARAMS_GAME),
        code("""
        from collections import Counter

        import tortuga_kit as tk
        from tortuga_kit.bots import get_bot


        def texts(match):
            return [str(a) for a in match.legal_actions()]


        def where(match):
            return match.state.to_dict()["lines"]
        """),
        md("""
        ## Roles and actions

        | who | action | text you type or click |
        |---|---|---|
        | everyone | look at 2 event cards in secret | `peek 1 4` |
        | everyone | reveal 1 event card and carry it out | `reveal 3` |
        | everyone | point at 2 cards and force another player to reveal one | `force Bart 2 5` |
        | everyone | step into an adjacent rowboat, or from a rowboat to the back of its ship or of Tortuga | `move fd-boat`, `move tortuga` |
        | Captain (first on a ship) | call an attack on the Spanish galleon | `attack` |
        | Captain | maroon a crew member of your ship (not yourself) | `maroon Bart` |
        | First Mate (second on a ship) | call a mutiny | `mutiny` |
        | Cabin Boy (last on a ship) | move a chest between your ship's holds | `smuggle british french` |
        | Governor (first on Tortuga) | call a brawl | `brawl` |

        A seeded match, with the Captains' starting chests placed:
        """),
        code("""
        m = tk.new_match("tortuga1667", players=players, seed=seed)
        while m.decision.kind == "hold":
            m.play("hold british")
        v = m.view()
        for p in v["players"]:
            print(f"{p['name']:9} {p['location']:8} {', '.join(p['roles']) or '–'}")
        print()
        print(m.decision)
        role_verbs = ("attack", "maroon", "mutiny", "smuggle", "brawl")
        print("role actions now:", [t for t in texts(m) if t.split()[0] in role_verbs])
        m
        """),
        md("""
        Which role actions a player gets follows from the roles alone. The next cell lets
        bots play 60 decisions of this match and checks that rule at **every** turn: `attack`
        exactly for Captains, `mutiny` exactly for First Mates, `brawl` exactly for the
        Governor, `smuggle` only for a Cabin Boy, and `maroon` only of one's own crew.
        """),
        code("""
        bots = [get_bot("tortuga1667", "loyal", seed + i) for i in range(players)]
        checked = 0
        for _ in range(60):
            if m.is_over:
                break
            d = m.decision
            if d.kind == "turn":
                me = m.view()["players"][d.seat]
                roles, legal = me["roles"], texts(m)
                assert ("attack" in legal) == ("captain" in roles)
                assert ("mutiny" in legal) == ("first_mate" in roles)
                assert ("brawl" in legal) == ("governor" in roles)
                assert all("cabin_boy" in roles for t in legal if t.startswith("smuggle"))
                crew = where(m).get(me["location"], [])
                assert all(t.split()[1] in crew[1:] for t in legal if t.startswith("maroon"))
                checked += 1
            m.play(bots[d.seat].choose(m.observe(d.seat), texts(m)))
        print(f"role rule held at {checked} turns; step {len(m.history)}")
        """),
        md("""
        ## Step through a seeded game

        The match controller shows the board, one button per legal action, the event log with
        the rule behind each event, undo/redo and a replay slider. With **hot seat** on, you
        click for whoever decides, as long as the choice is public. A vote is secret: to vote,
        pick that player's seat in the seat picker (the board then shows their hand), or press
        **Bot move** to let the bot choose a card for them.

        With `interactive = False` the next cell plays the first moves itself through the
        widget's Python API, which mirrors every button: `click(text)`, `undo()`, `redo()`,
        `set_seat(seat)`, `bot_move()`, `play_until_human()`, `replay(step)`.
        """),
        code("""
        from tortuga_kit.widgets import MatchWidget

        game = tk.new_match("tortuga1667", players=players, seed=seed)
        w = MatchWidget(game, hot_seat=True, bot="loyal")
        w
        """),
        code("""
        if not interactive:
            w.click("hold british")  # the Flying Dutchman's Captain places the starting chest ...
            w.click("hold french")  # ... and the Jolly Roger's Captain
            w.click("peek 1 2")  # the first turn: look at two event cards
            for _ in range(6):  # a few more decisions by the bot, secret votes included
                w.bot_move()
            while w.match.decision.kind == "vote":  # stop at a public decision
                w.bot_move()
        for event in game.log()[-6:]:
            print(event["text"])
        print("now:", w.prompt)
        """),
        code("""
        # The widget shows exactly the match: the projector view, and buttons for the decision.
        assert w.match is game and w.view == game.view(w.selected_seat) and w.error == ""
        if not interactive:
            assert len(game.history) >= 9 and game.history[2].text == "peek 1 2"
            assert [a["text"] for a in w.actions] == [str(a) for a in game.legal_actions()]
        """),
        md("""
        ### Why is that illegal?

        The engine never just says "no": an illegal action raises `IllegalAction` (a
        `ValueError`) whose message names the rule and the situation, with a stable `code`, and
        the match is left exactly as it was.
        """),
        code("""
        m = tk.new_match("tortuga1667", players=players, seed=seed)
        while m.decision.kind == "hold":
            m.play("hold french")
        before = m.digest()
        wrong = "brawl"  # nobody is on Tortuga yet, so nobody is Governor
        try:
            m.play(wrong)
        except tk.IllegalAction as err:
            print(err)
            print("code:", err.code, "| rule:", err.rule)
        assert wrong not in texts(m) and m.digest() == before
        """),
        md("""
        ## Rowboats

        There are two rowboats, each between Tortuga and one ship: *Flying Dutchman ↔ fd-boat ↔
        Tortuga ↔ jr-boat ↔ Jolly Roger*. A rowboat holds one pawn. A pawn in a rowboat has no
        role but may take the actions everyone may take, and it blocks the boat (*seed 000 ·
        Aussetzen und Ruderboote / rulebook p.6*). A prepared position (`position=`, names
        instead of seat numbers) puts Calico in the Flying Dutchman's rowboat:
        """),
        code("""
        pos = {
            "lines": {"fd": ["Anne", "Bart"], "jr": ["Edward"], "tortuga": ["Dirk"]},
            "boats": {"fd": "Calico", "jr": None},
            "turn": "Calico",
        }
        m = tk.new_match("tortuga1667", players=5, seed=seed, position=pos)
        print(m.decision, "→", [t for t in texts(m) if t.startswith("move")])
        m
        """),
        code("""
        # From a rowboat: to the back of its ship or of Tortuga, and no role actions at all.
        assert [t for t in texts(m) if t.startswith("move")] == ["move fd", "move tortuga"]
        assert not {"attack", "mutiny", "brawl"} & set(texts(m))
        m.play("move tortuga")
        # Dirk, the Governor, could now take either rowboat; Bart on the ship only his own.
        print(m.decision, "→", [t for t in texts(m) if t.startswith("move")])
        assert [t for t in texts(m) if t.startswith("move")] == ["move fd-boat", "move jr-boat"]
        """),
        md("""
        ## Marooning

        *Marooned* means: to the back of the line on Tortuga. The Captain may maroon a crew
        member of their ship; Pistols, Black Spots, mutinies and the Albatross maroon too. And
        the FAQ (*seed 000 FAQ · Was passiert, wenn ich auf Tortuga erneut ausgesetzt werde? /
        rulebook p.6*):

        > Your pawn goes to the back of the line, and another player puts one of your vote cards,
        > drawn at random, under the vote deck: you have one fewer **for the rest of the game**.

        So being marooned on Tortuga is *not* harmless (*seed 000 · Häufige Irrtümer*). But a
        pawn marooned **from a rowboat** loses no vote card (*rulebook p.6*). One story, three
        maroonings, in seat order:
        """),
        code("""
        pos = {
            "lines": {"fd": ["Anne", "Bart", "Calico"], "jr": ["Edward"], "tortuga": ["Dirk"]},
            "boats": {"fd": None, "jr": None},
            "row": ["pistol", "pistol", "black_spot", "letter_of_marque", "eight_bells"],
            "turn": "Anne",
        }
        m = tk.new_match("tortuga1667", players=5, seed=seed, position=pos)
        hand_sizes = lambda: {p["name"]: p["hand_size"] for p in m.view()["players"]}  # noqa: E731

        # 1. Anne, Captain of the Flying Dutchman, maroons Bart from her ship.
        for event in m.play("maroon Bart"):
            print(event)
        print(where(m), hand_sizes())
        assert where(m)["tortuga"] == ["Dirk", "Bart"] and hand_sizes()["Bart"] == 3
        """),
        code(
            """
        # 2. Bart reveals a Pistol and shoots Dirk, who is already on Tortuga (the Governor).
        dirk_before = list(m.state.hands[3])
        m.play("reveal 1")
        for event in m.play("shoot Dirk"):
            print(event)
        print(where(m), hand_sizes())
        """,
            "faq-5",
            "mistake-4",
        ),
        code(
            """
        # Seed 000 FAQ: to the back of the line, one vote card fewer for good, and that card
        # went under the vote deck. Bart is Governor now.
        lost = Counter(dirk_before) - Counter(m.state.hands[3])
        assert where(m)["tortuga"] == ["Bart", "Dirk"] and m.view()["tortuga"]["governor"] == 1
        assert hand_sizes()["Dirk"] == 2 and m.view()["players"][3]["lost_cards"] == 1
        assert sum(lost.values()) == 1 and m.state.vote_deck[-1] in lost
        assert len(m.state.vote_deck) + sum(len(h) for h in m.state.hands) == 32
        """,
            "faq-5",
            "mistake-4",
        ),
        code(
            """
        # 3. Calico steps into the rowboat; Dirk reveals the second Pistol and shoots her there.
        m.play("move fd-boat")
        m.play("reveal 2")
        for event in m.play("shoot Calico"):
            print(event)
        assert where(m)["tortuga"][-1] == "Calico" and hand_sizes()["Calico"] == 3  # no card lost
        assert m.view()["players"][2]["lost_cards"] == 0
        m
        """,
            "faq-5",
        ),
        md("""
        A lost vote card stays lost: the next vote will not give it back (everyone who votes
        draws one card, so a short hand stays short). With no vote cards left you may still
        *call* an attack, mutiny or brawl, but no longer vote (*rulebook p.6*); notebook 03
        shows that.
        """),
        md("""
        ## Two players: two actions

        *Seed 000 FAQ · Wie viele Aktionen habe ich zu zweit? / rulebook p.3*: with two players
        each player takes **two** actions on their turn, otherwise exactly one.
        """),
        code(
            """
        duo = tk.new_match("tortuga1667", players=2, seed=seed)
        while duo.decision.kind == "hold":
            duo.play("hold british")
        first = duo.decision.seat
        print(duo.decision)
        duo.play("peek 1 2")
        print(duo.decision)
        assert duo.decision.seat == first and "(2 of 2)" in duo.decision.prompt
        duo.play("peek 3 4")
        print(duo.decision)
        assert duo.decision.seat != first and "(1 of 2)" in duo.decision.prompt
        """,
            "faq-9",
        ),
        code(
            """
        # With any other count, one action and the turn passes.
        n = players if players != 2 else 3
        solo = tk.new_match("tortuga1667", players=n, seed=seed)
        while solo.decision.kind == "hold":
            solo.play("hold british")
        first = solo.decision.seat
        solo.play("peek 1 2")
        print(n, "players:", solo.decision)
        assert solo.decision.seat == (first + 1) % n and "of 2" not in solo.decision.prompt
        """,
            "faq-9",
        ),
        md("""
        ## Notes: what you know, and who else does

        *Seed 000 FAQ · Darf ich mir Notizen machen? / rulebook p.6–7*: yes, to remember the
        cards in the row. Swapping notes, passing messages or whispering is forbidden.

        The kit keeps each player's notes for them: a peek goes into that seat's view
        (`view(seat)["you"]["known"]`) and nowhere else. The other seats' views, the projector
        view and the public log only say *that* someone looked, never *what* they saw.
        """),
        code(
            """
        m = tk.new_match("tortuga1667", players=players, seed=seed)
        while m.decision.kind == "hold":
            m.play("hold british")
        me = m.decision.seat
        m.play("peek 1 2")
        notes = m.view(me)["you"]["known"]
        print(m.view()["names"][me], "noted:", notes)
        print("public log:", m.log()[-1]["text"])
        print("their log: ", m.log(me)[-1]["text"])
        """,
            "faq-8",
            "mistake-6",
        ),
        code(
            """
        assert set(notes) == {"1", "2"}
        for other in range(players):
            if other != me:  # nobody else gets the note ...
                assert m.view(other)["you"]["known"] == {}
                assert m.log(other)[-1]["text"] == m.log()[-1]["text"]
        assert all(slot["card"] is None for slot in m.view()["row"])  # ... nor the projector
        assert not any(title in m.log()[-1]["text"] for title in notes.values())
        assert all(title in m.log(me)[-1]["text"] for title in notes.values())
        """,
            "faq-8",
            "mistake-6",
        ),
        md("""
        ### Now you try

        Calico is the last pawn on the Jolly Roger, so she is its **Cabin Boy**, and the ship's
        French hold has two chests. Which action text moves one of them to the British hold?
        Replace `None` with the text, then run the next cell.
        """),
        code("""
        answer = None  # ← an action text, e.g. "peek 1 2"
        """),
        code("""
        pos = {
            "lines": {"fd": ["Anne", "Bart"], "jr": ["Dirk", "Calico"], "tortuga": ["Edward"]},
            "chests": {"galleon": 3, "jr": {"british": 0, "french": 2}},
            "turn": "Calico",
        }
        m = tk.new_match("tortuga1667", players=5, seed=seed, position=pos)
        truth = [t for t in texts(m) if t.startswith("smuggle")]
        guessed = answer is not None
        if not guessed:
            print("No answer yet. The Cabin Boy's action is:", truth)
            answer = truth[0]
        m.play(answer)  # an illegal text raises IllegalAction and says why
        assert m.view()["ships"]["jr"]["holds"] == {"british": 1, "french": 1}, "not that one"
        print("Right!" if guessed else "Playing it:", repr(answer), "→", m.log()[-1]["text"])
        """),
        md("""
        ## Undo, redo and replay

        At the table a declared action cannot be taken back. In the kit, undo is a learning
        tool: step back, try the other choice, step forward again. A match keeps one snapshot
        per step, so `undo`, `redo` and `at(step)` are instant, and a save file is just the
        seed plus the actions.
        """),
        code("""
        m = tk.new_match("tortuga1667", players=players, seed=seed)
        bots = [get_bot("tortuga1667", "random", seed + i) for i in range(players)]
        for _ in range(12):
            m.play(bots[m.to_move].choose(None, texts(m)))
        after_12 = m.digest()
        taken_back = [m.undo() for _ in range(3)]
        print("undone:", taken_back)
        for _ in range(3):
            m.redo()
        assert m.digest() == after_12
        middle = m.at(6)  # a copy as it was after 6 actions
        assert middle.history == m.history[:6]
        assert tk.Match.from_json(m.to_json()).digest() == after_12  # save and load
        assert m.replayed().digest() == after_12  # same seed + same actions = same match
        middle
        """),
        md("""
        The widget's **Undo**, **Redo** and replay slider do the same (`w.undo()`, `w.redo()`,
        `w.replay(step)`; `w.replay(None)` goes back to the live position):
        """),
        code("""
        if not game.history:
            w.bot_move()  # something to undo
        live, steps = game.digest(), len(game.history)
        w.undo()
        assert len(game.history) == steps - 1
        w.redo()
        assert game.digest() == live
        back = min(2, steps - 1)
        w.replay(back)  # look back: the board after the two starting chests
        print(w.prompt)
        assert w.step == back and w.view == game.at(back).view(w.selected_seat) and w.actions == []
        w.replay(None)
        assert w.step == steps and game.digest() == live
        """),
    ]


# ================================================================= 03 votes
def nb_votes() -> list[dict[str, Any]]:
    return [
        md("""
        # 03 · Votes: attack, mutiny and brawl

        Three actions are decided by a secret vote (*seed 000 · Abstimmungen / rulebook p.5*):

        1. everyone who votes puts **one** vote card face down;
        2. the **top card of the vote deck always joins** them;
        3. the cards are shuffled and revealed, so nobody learns who played what;
        4. only one section of each card counts: the **top** for an attack (cannon, fire,
           water), the **middle** for a brawl (British or French flag), the **bottom** for a
           mutiny (skull or ship's wheel). Two special cards show two symbols in every section,
           which count twice;
        5. afterwards all the cards are shuffled under the vote deck and every voter draws one.

        The kit writes a vote card as its three symbols, e.g. `cannon/british/skull`; a double
        card as `2fire/2british/2skull`.
        """),
        params(PARAMS_GAME),
        code("""
        from collections import Counter
        from random import Random

        import tortuga_kit as tk
        from tortuga_kit.games.tortuga1667 import (
            resolve_attack,
            resolve_brawl,
            resolve_cards,
            resolve_mutiny,
        )
        from tortuga_kit.games.tortuga1667.odds import odds_for_seat, vote_odds

        NAMES = ["Anne", "Bart", "Calico", "Dirk", "Edward", "Francois"]
        """),
        md("""
        To replay the rulebook's scenes we need to know which cards are played, including the
        top card of the vote deck. So we stack the deck like a magician. A prepared position
        (`position=`) takes the players' `hands` and `vote_top`, the cards on top of the vote
        deck (top first); `stacked(...)` fills in both from the one symbol that matters
        (`"fire"`, `"skull"`, `"french"`, `"2skull"` for the double card), and
        `vote_all(match, plays)` answers a pending vote with the cards we name.
        """),
        code(STACK_HELPER),
        code("""
        demo = stacked(["Anne", "Bart"], {"Anne": ["cannon", "fire"]}, top=["water"])
        print(demo)
        assert [len(h) for h in demo["hands"].values()] == [3, 3]
        assert _shows(demo["hands"]["Anne"][0], "cannon") and _shows(demo["vote_top"][0], "water")
        """),
        md("""
        ## Attack: the rulebook's examples

        *Seed 000 FAQ · Wann ist ein Angriff erfolgreich? / rulebook p.5*: each water puts out
        one fire. If at least **one cannon and one fire** are left, the attack succeeds, and it
        brings **exactly one chest**, however many cannons fire.

        `resolve_attack` is the pure function the engine itself uses. The rulebook's two worked
        examples:
        """),
        code(
            """
        fails = resolve_attack(["cannon", "cannon", "fire", "water"])
        works = resolve_attack(["cannon", "fire", "fire", "water"])
        print(fails)
        print(works)
        """,
            "faq-1",
        ),
        code(
            """
        assert fails.success is False  # 2 cannons, 1 fire, 1 water: the water puts out the fire
        assert works.success is True  # 1 cannon, 2 fires, 1 water: one fire is left
        assert resolve_attack(["fire", "fire"]).success is False  # no cannon
        assert resolve_attack(["cannon"] * 5).success is False  # no fire
        assert resolve_attack(["cannon", "fire fire", "water"]).success is True  # a double card
        """,
            "faq-1",
        ),
        md("""
        ### Exactly one chest

        *Seed 000 · Häufige Irrtümer: "Mehr Kanonen, mehr Beute"* (more cannons, more loot):
        no. Anne, Captain of the Flying Dutchman, attacks; she and Calico play cannons, Bart a
        fire, and the top card of the vote deck is a third cannon. Three cannons and one fire:
        the attack succeeds and still takes one chest.
        """),
        code(
            """
        pos = {
            "lines": {"fd": ["Anne", "Bart", "Calico"], "jr": ["Dirk"], "tortuga": ["Edward"]},
            "turn": "Anne",
            **stacked(NAMES[:5], {"Anne": ["cannon"], "Bart": ["fire"], "Calico": ["cannon"]},
                      top=["cannon"]),
        }
        m = tk.new_match("tortuga1667", players=5, seed=seed, position=pos)
        before = m.view()
        m.play("attack")
        print("asked:", vote_all(m, {"Anne": "cannon", "Bart": "fire", "Calico": "cannon"}))
        print(m.state.last_vote["explanation"])
        print(m.decision, "→", [str(a) for a in m.legal_actions()])
        m.play("loot british")
        after = m.view()
        print("galleon", before["galleon"], "→", after["galleon"], "| holds",
              before["ships"]["fd"]["holds"], "→", after["ships"]["fd"]["holds"])
        """,
            "faq-1",
            "mistake-1",
        ),
        code(
            """
        revealed = Counter(s.split("/")[0] for s in m.state.last_vote["cards"])
        assert revealed == {"cannon": 3, "fire": 1}  # three cannons ...
        assert before["galleon"] - after["galleon"] == 1  # ... and one chest, not more
        assert after["ships"]["fd"]["holds"]["british"] == before["ships"]["fd"]["holds"]["british"] + 1
        assert sum(m.state.chests) == 8
        """,
            "faq-1",
            "mistake-1",
        ),
        md("""
        ## Stealing from the other ship

        *Seed 000 FAQ · Darf man Schätze vom anderen Piratenschiff stehlen? / rulebook p.5, p.8
        (Stormy Seas)*: **only when the Spanish galleon is empty.** Then a successful attack
        takes one chest from a hold of the Captain's choice *of the other ship*, even if nobody
        is aboard it. While the galleon holds chests, the other ship is safe (*Häufige Irrtümer:
        "Angriffe auf das andere Schiff"*).

        In the attack above the galleon still held chests, so Anne's only choice was which of
        her own holds gets the galleon's chest (`loot british` or `loot french`). Now the
        galleon is empty, and so is the Jolly Roger, with five chests in its holds:
        """),
        code(
            """
        pos = {
            "lines": {"fd": ["Anne", "Bart", "Calico"], "jr": [], "tortuga": ["Dirk", "Edward"]},
            "chests": {"galleon": 0, "fd": {"british": 1, "french": 0},
                       "jr": {"british": 3, "french": 2}},
            "turn": "Anne",
            **stacked(NAMES[:5], {"Anne": ["cannon"], "Bart": ["fire"], "Calico": ["cannon"]},
                      top=["fire"]),
        }
        plays = {"Anne": "cannon", "Bart": "fire", "Calico": "cannon"}
        m = tk.new_match("tortuga1667", players=5, seed=seed, position=pos)
        m.play("attack")
        vote_all(m, plays)
        print(m.state.last_vote["explanation"])
        loot = [str(a) for a in m.legal_actions()]
        print(m.decision, "→", loot)
        try:
            m.play("loot french")
        except tk.IllegalAction as err:
            print("loot french:", err)
        m.play("steal british french")
        print({k: ship["holds"] for k, ship in m.view()["ships"].items()}, "galleon", m.view()["galleon"])
        """,
            "faq-2",
            "mistake-2",
        ),
        code(
            """
        assert loot and all(t.startswith("steal ") for t in loot)  # galleon empty: steal only
        assert m.view()["ships"]["jr"]["line"] == []  # even from a ship nobody is aboard
        assert m.view()["ships"]["jr"]["holds"] == {"british": 2, "french": 2}
        assert m.view()["ships"]["fd"]["holds"] == {"british": 1, "french": 1}

        # And while the galleon holds chests, the other ship cannot be robbed:
        pos2 = dict(pos, chests={"galleon": 4})
        m2 = tk.new_match("tortuga1667", players=5, seed=seed, position=pos2)
        m2.play("attack")
        vote_all(m2, plays)
        assert [str(a) for a in m2.legal_actions()] == ["loot british", "loot french"]
        try:
            m2.play("steal french british")
            raise AssertionError("stealing must be illegal while the galleon holds chests")
        except tk.IllegalAction as err:
            print(err)
            assert err.code == "galleon_not_empty"
        """,
            "faq-2",
            "mistake-2",
        ),
        md("""
        ## Mutiny: the tie

        *Seed 000 FAQ · Was passiert bei Gleichstand in einer Meuterei? / rulebook p.5*:
        **nothing.** The Captain is marooned only if the **majority** of the revealed cards
        show a skull. A tie keeps the Captain (*Häufige Irrtümer*: a tied mutiny does **not**
        remove the Captain).
        """),
        code(
            """
        print(resolve_mutiny(["skull", "wheel"]))
        print(resolve_mutiny(["skull skull", "wheel", "wheel"]))
        print(resolve_mutiny(["skull", "skull", "wheel"]))
        assert resolve_mutiny(["skull", "wheel"]).success is False
        assert resolve_mutiny(["skull skull", "wheel", "wheel"]).success is False
        assert resolve_mutiny(["skull", "skull", "wheel"]).success is True
        """,
            "faq-3",
            "mistake-3",
        ),
        md("""
        Live: Bart, First Mate of the Flying Dutchman, calls a mutiny against Anne. Bart plays
        the double card (two skulls), Calico a wheel, and the top card of the vote deck is a
        wheel: 2 skulls to 2 wheels.
        """),
        code(
            """
        pos = {
            "lines": {"fd": ["Anne", "Bart", "Calico"], "jr": ["Dirk"], "tortuga": ["Edward"]},
            "turn": "Bart",
            **stacked(NAMES[:5], {"Bart": ["2skull"], "Calico": ["wheel"]}, top=["wheel"]),
        }
        plays = {"Bart": "2skull", "Calico": "wheel"}
        m = tk.new_match("tortuga1667", players=5, seed=seed, position=pos)
        m.play("mutiny")
        print("asked:", vote_all(m, plays))
        print(m.state.last_vote["explanation"])
        print("Flying Dutchman:", [m.view()["names"][p] for p in m.view()["ships"]["fd"]["line"]])
        """,
            "faq-3",
            "mistake-3",
        ),
        code(
            """
        assert m.state.last_vote["success"] is False and "tie" in m.state.last_vote["explanation"]
        assert m.view()["ships"]["fd"]["captain"] == 0  # Anne is still Captain
        # The same mutiny with a skull on top of the vote deck succeeds:
        pos.update(stacked(NAMES[:5], {"Bart": ["2skull"], "Calico": ["wheel"]}, top=["skull"]))
        m = tk.new_match("tortuga1667", players=5, seed=seed, position=pos)
        m.play("mutiny")
        vote_all(m, plays)
        print(m.state.last_vote["explanation"])
        assert m.view()["ships"]["fd"]["captain"] == 1  # Bart is Captain, Anne marooned
        assert m.view()["tortuga"]["line"][-1] == 0
        """,
            "faq-3",
            "mistake-3",
        ),
        md("""
        ## Brawl

        The Governor calls a brawl; everyone on Tortuga votes with the middle section. More
        British flags: both Tortuga chests go to the British treasure area; more French: to the
        French; a tie: one each (*seed 000 · Abstimmungen (Schlägerei) / rulebook p.5*). The
        rulebook's example: a special card with **two French flags beats one British flag 2 to
        1**.
        """),
        code("""
        example = resolve_brawl(["french french", "british"])
        print(example)
        assert example.winner == "french" and example.counts == {"british": 1, "french": 2}

        # Live: Edward, alone on Tortuga, plays the double card; the top card shows a British flag.
        pos = {
            "lines": {"fd": ["Anne", "Bart"], "jr": ["Calico", "Dirk"], "tortuga": ["Edward"]},
            "turn": "Edward",
            **stacked(NAMES[:5], {"Edward": ["2french"]}, top=["british"]),
        }
        m = tk.new_match("tortuga1667", players=5, seed=seed, position=pos)
        m.play("brawl")
        print("asked:", vote_all(m, {"Edward": "2french"}), "|", m.state.last_vote["explanation"])
        assert m.view()["tortuga"]["treasure"] == {"british": 0, "french": 2}
        """),
        md("""
        ## Who votes

        *Seed 000 FAQ · Wer stimmt bei einer Abstimmung mit? / rulebook p.5–6*:

        * **attack**: everyone on the Captain's ship, the Captain included (even alone);
        * **mutiny**: everyone on the ship **except the Captain**;
        * **brawl**: everyone on Tortuga (the Governor too, even alone);
        * **plus, always, the top card of the vote deck**;
        * **pawns in a rowboat never vote** (*Häufige Irrtümer: "Im Ruderboot mitstimmen"*).

        One position, three votes. Dirk sits in the Flying Dutchman's rowboat, next to both the
        ship and Tortuga, and is never asked:
        """),
        code(
            """
        scene = {
            "lines": {"fd": ["Anne", "Bart", "Calico"], "jr": [], "tortuga": ["Edward", "Francois"]},
            "boats": {"fd": "Dirk", "jr": None},
        }
        votes = {}
        for kind, caller in (("attack", "Anne"), ("mutiny", "Bart"), ("brawl", "Edward")):
            m = tk.new_match("tortuga1667", players=6, seed=seed, position=dict(scene, turn=caller))
            top = m.state.vote_deck[0]
            m.play(kind)
            votes[kind] = vote_all(m)
            shown = m.state.last_vote["cards"]
            print(f"{kind:7} called by {caller:7} asked {votes[kind]}; {len(shown)} cards revealed")
            assert len(shown) == len(votes[kind]) + 1 and top in shown  # the top card joined
        """,
            "faq-4",
            "mistake-5",
        ),
        code(
            """
        assert votes == {
            "attack": ["Anne", "Bart", "Calico"],
            "mutiny": ["Bart", "Calico"],
            "brawl": ["Edward", "Francois"],
        }
        assert not any("Dirk" in v for v in votes.values())  # the rowboat never votes
        """,
            "faq-4",
            "mistake-5",
        ),
        md("""
        ### The top card of the vote deck

        The top card always joins, so even a Captain alone on a ship does not decide alone.
        Dirk, alone on the Jolly Roger, plays a cannon. With a fire on top of the vote deck his
        attack succeeds; with a water it fails:
        """),
        code(
            """
        outcome = {}
        for top in ("fire", "water"):
            pos = {
                "lines": {"fd": ["Anne", "Bart"], "jr": ["Dirk"], "tortuga": ["Calico", "Edward"]},
                "turn": "Dirk",
                **stacked(NAMES[:5], {"Dirk": ["cannon"]}, top=[top]),
            }
            m = tk.new_match("tortuga1667", players=5, seed=seed, position=pos)
            m.play("attack")
            assert vote_all(m, {"Dirk": "cannon"}) == ["Dirk"]
            outcome[top] = m.state.last_vote["success"]
            print(f"top card {top}: {m.state.last_vote['explanation']}")
        assert outcome == {"fire": True, "water": False}
        """,
            "faq-4",
        ),
        md("""
        ### No vote cards left

        A player who lost all their vote cards (marooned again and again on Tortuga) may still
        **call** a vote but cannot vote in it (*seed 000 · Aussetzen und Ruderboote / rulebook
        p.6*). Then the Captain's attack is decided by the crew and the top card alone:
        """),
        code(
            """
        pos = {
            "lines": {"fd": ["Anne", "Bart"], "jr": ["Calico"], "tortuga": ["Dirk", "Edward"]},
            "turn": "Anne",
            **stacked(NAMES[:5], {"Anne": []}, pad=False),
        }
        m = tk.new_match("tortuga1667", players=5, seed=seed, position=pos)
        assert "attack" in [str(a) for a in m.legal_actions()]
        m.play("attack")
        print(m.log()[-1]["text"])
        assert vote_all(m) == ["Bart"] and len(m.state.last_vote["cards"]) == 2
        """,
            "faq-4",
        ),
        md("""
        ### After the vote

        All revealed cards go under the vote deck and each voter draws one, so the hands are
        the same size as before and there are still 32 vote cards in play.
        """),
        code("""
        m = tk.new_match("tortuga1667", players=players, seed=seed)
        while m.decision.kind == "hold":
            m.play("hold british")
        sizes = [len(h) for h in m.state.hands]
        assert m.decision.seat == m.view()["ships"]["jr"]["captain"]  # the first turn
        m2 = m.copy()
        m2.play("attack")
        vote_all(m2)
        print(m2.state.last_vote["explanation"])
        assert [len(h) for h in m2.state.hands] == sizes
        assert sum(sizes) + len(m2.state.vote_deck) == 32
        """),
        md("""
        ## The vote lab

        Pick the revealed cards and the top card of the vote deck, and see the same cards
        resolve as an attack, a mutiny and a brawl side by side. The rulebook's worked examples
        are presets (*seed 000 · Beispiel / rulebook p.5*). The lab opens on the first one, the
        failed attack: two cannons, one fire, and a water on top of the vote deck.
        """),
        code("""
        from tortuga_kit.widgets import VoteLab

        lab = VoteLab(preset="attack_fails")
        lab
        """),
        code("""
        # The presets are the rulebook's examples, resolved by the rules' own functions. Each
        # check uses a lab of its own, so the lab above stays as you left it.
        for preset, check in (("attack_fails", lambda r: r["attack"]["success"] is False),
                              ("attack_succeeds", lambda r: r["attack"]["success"] is True),
                              ("brawl_double_french", lambda r: r["brawl"]["winner"] == "french")):
            probe = VoteLab(preset=preset)
            print(probe.results[preset.split("_")[0]]["explanation"])
            assert check(probe.results)
        """),
        md("""
        From Python, `set_cards(played, top)` lays out any cards. A mutiny tie, on a second lab:
        the double card's two skulls against two wheels, one of them the top card. Cards set by
        hand are no rulebook example, so no preset is highlighted.
        """),
        code("""
        tie = VoteLab()
        tie.set_cards(["2fire/2british/2skull", "cannon/british/wheel"], "water/french/wheel")
        print(tie.results["mutiny"]["explanation"])
        assert tie.results["mutiny"]["success"] is False and tie.preset == ""
        tie
        """),
        md("""
        ## The exact odds

        What can a Captain know before calling an attack? Only their own cards. If every card
        they cannot see is equally likely, the chance is a matter of counting (`odds.py`, exact
        fractions, no simulation): draw the other voters' cards and the top card from the
        unknown cards (31 when we only know the card we play, 29 when we know our whole hand),
        resolve each case with the same `resolve_attack`, and add up. This treats the others as
        random; real players choose on purpose. Here: I play one card, two crew members vote.
        """),
        code("""
        CANNON, FIRE, WATER = "cannon/british/skull", "fire/british/skull", "water/british/skull"
        for mine in ([CANNON], [FIRE], [WATER]):
            r = vote_odds("attack", mine, other_voters=2)
            print(f"I play {mine[0]:20} P(success) = {r['exact']['success']} ≈ {r['p']['success']:.3f}")
        """),
        code("""
        # Check the counting against a plain simulation of the same model.
        exact = vote_odds("attack", [FIRE], other_voters=2)["p"]["success"]
        unknown = list((Counter(VOTE_DECKS["placeholder"]) - Counter([FIRE])).elements())
        rng, trials = Random(seed), 4000
        hits = sum(
            resolve_cards("attack", [FIRE] + rng.sample(unknown, 3)).success for _ in range(trials)
        )
        print(f"exact {exact:.3f}, simulated {hits / trials:.3f} over {trials} votes")
        assert abs(hits / trials - exact) < 0.04
        """),
        code("""
        # The odds a seat can compute in a live match use only what that seat may see.
        m = tk.new_match("tortuga1667", players=players, seed=seed)
        while m.decision.kind == "hold":
            m.play("hold british")
        me = m.decision.seat
        kind = "attack" if "captain" in m.view()["players"][me]["roles"] else None
        if kind:
            odds = odds_for_seat(m, me, kind)
            for choice in odds["choices"]:
                print(choice["play"], f"{choice['p']['success']:.3f}")
            assert all(abs(sum(c["p"].values()) - 1) < 1e-9 for c in odds["choices"])
        """),
        md("""
        ### Now you try

        You are the Captain and alone on your ship, holding only a **water** card. If you call
        an attack, what is the chance it succeeds? Guess first, then compute it with
        `vote_odds` (as a float, to 3 decimals).
        """),
        code("""
        answer = None  # ← your answer, e.g. 0.25
        """),
        code("""
        truth = vote_odds("attack", [WATER], other_voters=0)["p"]["success"]
        if answer is None:
            print(f"No answer yet. It is {truth:.3f}: only you and the top card vote, and one "
                  "card cannot bring both a cannon and a fire that outlasts your water.")
        else:
            assert abs(answer - truth) < 0.001, f"Not quite: you said {answer}"
            print("Right!")
        assert truth == 0  # one card from you, one from the deck: water + anything never succeeds
        """),
    ]


# ================================================================= 04 events
def nb_events() -> list[dict[str, Any]]:
    return [
        md("""
        # 04 · Event cards, the end phase and the tie-breaks

        Five event cards lie face down in a row. On your turn you may look at two, reveal one
        (and must carry it out), or force another player to reveal one of two you point at
        (*seed 000 · So läuft ein Zug ab / rulebook p.4*). The deck holds (*seed 000 ·
        Ereigniskarten / rulebook p.7–8*):

        | kind | cards |
        |---|---|
        | helpful | Letter of Marque ×3, Pistol ×3 |
        | hurtful | Albatross ×3 (removed with 2–3 players), Black Spot ×3 |
        | treasure maps | Atlantis, El Dorado, Fountain of Youth (given to another player, used without spending an action) |
        | star cards, 3 of 8 | Black Powder, Cabin Fever, Crow's Nest, Eight Bells, Façade, Pirate Code, Scurvy, Stormy Seas |
        | the end | Spanish Armada, always at the bottom |

        Each card below is shown from a prepared position: the card lies in space 1 and Anne,
        Captain of the Flying Dutchman, reveals it.
        """),
        params(PARAMS_GAME),
        code("""
        import tortuga_kit as tk
        from tortuga_kit.games.tortuga1667.cards import EVENT_TEXT, event_title

        NAMES = ["Anne", "Bart", "Calico", "Dirk", "Edward"]
        BASE = {
            "lines": {"fd": ["Anne", "Bart", "Calico"], "jr": ["Dirk"], "tortuga": ["Edward"]},
            "boats": {"fd": None, "jr": None},
            "turn": "Anne",
        }


        def scene(card, position=None, **options):
            \"\"\"A 5-player match with `card` face down in space 1 (other spaces empty).\"\"\"
            pos = {**BASE, "row": [card, None, None, None, None], **(position or {})}
            return tk.new_match("tortuga1667", players=5, seed=seed, position=pos, **options)


        def reveal(m, *answers, slot=1):
            \"\"\"Reveal a card, answer the questions it asks, and print what happened.\"\"\"
            card = m.state.row[slot - 1]
            print(f"— {event_title(card)}: {EVENT_TEXT[card]}")
            events = m.play(f"reveal {slot}")
            for text in answers:
                print(f"  [{m.decision.prompt} → {text}]")
                events += m.play(text)
            for event in events:
                print("  ", event.text)
            return m


        def where(m):
            return m.state.to_dict()["lines"]
        """),
        md("""
        ## Helpful cards

        **Letter of Marque** (*rulebook p.7*): move any player from Tortuga or a rowboat to the
        back of either ship, or save the card and use it later as an action. **Pistol**: maroon
        another player of your choice.
        """),
        code("""
        m = reveal(scene("letter_of_marque"), "marque Edward jr")
        assert where(m)["jr"] == ["Dirk", "Edward"] and where(m)["tortuga"] == []

        m = reveal(scene("letter_of_marque"), "save")
        assert m.view()["players"][0]["saved_marques"] == 1
        # ... and later, on Anne's next turn, as her action:
        m2 = scene("letter_of_marque", {"marques": {"Anne": 1}})
        assert "marque Edward fd" in [str(a) for a in m2.legal_actions()]

        m = reveal(scene("pistol"), "shoot Dirk")
        assert where(m)["tortuga"] == ["Edward", "Dirk"] and where(m)["jr"] == []
        """),
        md("""
        ## Hurtful cards

        **Black Spot**: the revealer is marooned (already on Tortuga: one vote card lost, see
        notebook 02).
        """),
        code("""
        m = reveal(scene("black_spot"))
        assert where(m)["tortuga"] == ["Edward", "Anne"] and where(m)["fd"][0] == "Bart"
        """),
        md("""
        ### Albatross

        *Seed 000 FAQ · Wie wirkt der Albatros? / rulebook p.2, p.7*: whoever reveals it keeps
        it face up. When a ship has **two Albatrosses aboard in total**, everyone on that ship
        is marooned to Tortuga, **in reverse order** (the Cabin Boy first, the Captain last).
        On Tortuga it has no effect. With 2 or 3 players the Albatrosses are taken out.
        """),
        code(
            """
        # Anne reveals one; Bart, on the same ship, reveals the second.
        m = scene("albatross", {"row": ["albatross", "albatross", None, None, None]})
        reveal(m)
        print(where(m))
        reveal(m, slot=2)
        print(where(m))
        """,
            "faq-6",
        ),
        code(
            """
        assert where(m)["fd"] == [] and where(m)["tortuga"] == ["Edward", "Calico", "Bart", "Anne"]
        assert [p["albatross"] for p in m.view()["players"]][:2] == [1, 1]  # kept face up

        # On Tortuga it does nothing: Edward, alone there, collects two.
        m = scene("albatross", {"turn": "Edward", "albatross": {"Edward": 1}})
        reveal(m)
        assert where(m)["tortuga"] == ["Edward"] and m.view()["players"][4]["albatross"] == 2

        # With 2 or 3 players there are none in the deck.
        for n in (2, 3):
            s = tk.new_match("tortuga1667", players=n, seed=seed).state
            assert "albatross" not in s.event_deck + s.row
        """,
            "faq-6",
        ),
        md("""
        **The walking bomb** (*seed 000 · Wissenswert / rulebook p.7*): a player holding **two**
        Albatrosses maroons the whole crew of any ship they board, themselves included. Edward
        holds two and rows from the Flying Dutchman's rowboat onto the ship:
        """),
        code(
            """
        bomb = {
            "lines": {"fd": ["Anne", "Bart", "Calico"], "jr": ["Dirk"], "tortuga": []},
            "boats": {"fd": "Edward", "jr": None},
            "albatross": {"Edward": 2},
            "row": ["pistol", "black_spot", None, None, None],
            "turn": "Edward",
        }
        m = tk.new_match("tortuga1667", players=5, seed=seed, position=bomb)
        for event in m.play("move fd"):
            print(event)
        print(where(m))
        assert where(m)["fd"] == [] and where(m)["tortuga"] == ["Edward", "Calico", "Bart", "Anne"]
        """,
            "faq-6",
        ),
        md("""
        ## Treasure maps

        A treasure map must be **given to another player**, who may later use it without
        spending an action (*seed 000 · Ereigniskarten: Schatzkarten / rulebook p.7*):

        * **Atlantis**: just before any player's turn, switch from one ship to the back of the
          other;
        * **El Dorado**: draw a vote card at once, and in one later vote play two cards;
        * **Fountain of Youth**: refuse to be marooned, once.
        """),
        code("""
        m = reveal(scene("atlantis"), "give Dirk")
        print(m.decision)  # before Bart's turn, Dirk may use Atlantis
        m.play("atlantis")
        print(where(m))
        assert where(m)["fd"][-1] == "Dirk" and where(m)["jr"] == []
        """),
        code("""
        m = reveal(scene("el_dorado"), "give Bart")
        assert m.view()["players"][1]["hand_size"] == 4  # one extra vote card at once

        # Later Anne attacks: Bart is asked whether to play two cards.
        m2 = scene("el_dorado", {"maps": {"Bart": ["el_dorado"]}, "row": [None] * 4 + ["pistol"]})
        m2.play("attack")
        while m2.decision.kind in ("vote", "el_dorado"):
            d = m2.decision
            choice = "el dorado" if d.kind == "el_dorado" else str(m2.legal_actions()[0])
            print(f"  {d.prompt} → {choice}")
            m2.play(choice)
        print(m2.state.last_vote["explanation"])
        assert len(m2.state.last_vote["cards"]) == 3 + 1 + 1  # 3 voters, one of them twice, + top
        """),
        code("""
        m = reveal(scene("fountain_of_youth"), "give Bart")
        # Later Anne, Captain, maroons Bart; Bart drinks from the Fountain and stays.
        m2 = scene("pistol", {"maps": {"Bart": ["fountain_of_youth"]}})
        m2.play("maroon Bart")
        print(m2.decision, "→", [str(a) for a in m2.legal_actions()])
        for event in m2.play("use fountain"):
            print("  ", event.text)
        assert where(m2)["fd"] == ["Anne", "Bart", "Calico"] and m2.decision.seat == 1
        """),
        md("""
        ## Star cards

        Three of the eight star cards join each game. Only three have an effect a source
        documents (*ref §6.4*): **Eight Bells** (everyone on your ship or island is redrawn in
        random order), **Stormy Seas** (on a ship: its chests go back to the galleon; on
        Tortuga: back to one British, one French), **Black Powder** (blow up a rowboat; partly
        known). They are the default trio.
        """),
        code("""
        m = reveal(scene("eight_bells"))
        assert sorted(where(m)["fd"]) == ["Anne", "Bart", "Calico"]  # same crew, new order

        m = reveal(scene("stormy_seas"))
        assert m.view()["galleon"] == 5 and m.view()["ships"]["fd"]["holds"] == {"british": 0, "french": 0}
        # Why the FAQ on stealing cites p.8: Stormy Seas can refill an empty galleon, and then
        # the galleon is again the only target of an attack.
        empty = {"chests": {"galleon": 0, "fd": {"british": 3, "french": 1}, "jr": {"british": 0, "french": 2}}}
        m = reveal(scene("stormy_seas", empty))
        assert m.view()["galleon"] == 4

        m = reveal(scene("black_powder"), "blast jr-boat")
        assert m.view()["destroyed"]["jr"] is True
        m.play("move fd-boat")  # Bart's turn; the blown-up boat can never be used again
        assert not any("jr-boat" in str(a) for a in m.legal_actions())
        """),
        md("""
        The other five star cards exist, but **no source gives their text**. The kit offers
        guessed effects only with `unverified_cards=True`, every event they cause cites *ref
        §11.2 (ASSUMED)*, and the match lists them under its assumptions. Treat them as house
        rules:
        """),
        code("""
        answers = {"facade": ["swap Dirk"], "pirate_code": ["pass"]}
        for card in ("cabin_fever", "crows_nest", "facade", "pirate_code", "scurvy"):
            m = scene(card, unverified_cards=True, star_cards=[card])
            events = m.events
            reveal(m, *answers.get(card, []))
            guessed = [e for e in m.events[len(events):] if e.kind != "reveal" and e.rule]
            assert all("ASSUMED" in e.rule for e in guessed), card
            assert any(event_title(card) in a for a in m.view()["assumptions"])
        """),
        md("""
        ## Forced reveals

        Point at two face-down cards and name another player: **they** choose one, reveal it
        and carry it out as its revealer (*seed 000 · So läuft ein Zug ab / rulebook p.4*). Anne
        forces Dirk; both cards are Black Spots, so Dirk is marooned, not Anne:
        """),
        code("""
        m = scene("black_spot", {"row": ["black_spot", "black_spot", "pistol", None, None]})
        m.play("force Dirk 1 2")
        print(m.decision, "→", [str(a) for a in m.legal_actions()])
        for event in m.play("reveal 2"):
            print("  ", event.text)
        assert where(m)["tortuga"] == ["Edward", "Dirk"] and where(m)["fd"][0] == "Anne"
        """),
        md("""
        ## The end phase

        *Seed 000 · Spielende und Wertung / rulebook p.6*: when the event deck is empty (the
        Spanish Armada was dealt into the row), the last five cards are **shuffled and laid out
        again** and no longer replaced. When the Armada is the **last** card, nobody may look at
        cards or force a reveal any more: only revealing it is left.
        """),
        code("""
        row = ["pistol", "black_spot", "letter_of_marque", "eight_bells", "stormy_seas"]
        m = scene("pistol", {"row": row, "event_deck": ["spanish_armada"]})
        # Card 3 leaves; the Armada, the deck's last card, takes its place. The deck is now empty,
        # so the five cards are shuffled and dealt again. (Anne still has to use or save her
        # Letter of Marque.)
        reveal(m, slot=3)
        print("end phase:", m.view()["end_phase"], "| face-down:", [s["slot"] for s in m.view()["row"] if not s["empty"]])
        assert m.view()["end_phase"] and m.view()["event_deck"] == 0
        assert "spanish_armada" in m.state.row and len([c for c in m.state.row if c]) == 5
        """),
        code("""
        last = scene("pistol", {"row": [None] * 4 + ["spanish_armada"], "event_deck": [], "end_phase": True})
        legal = [str(a) for a in last.legal_actions()]
        print(legal)
        assert "reveal 5" in legal and not any(t.startswith(("peek", "force")) for t in legal)
        try:
            last.play("peek 4 5")
        except tk.IllegalAction as err:
            print(err)
            assert err.code in ("armada_last", "bad_card")
        """),
        md("""
        ## The end: both tie-breaks

        The moment the **Spanish Armada** is revealed the game ends, and the team with more
        chests wins, wherever its players stand (*seed 000 · Spielende und Wertung*). And on a
        tie (*seed 000 FAQ · Wer gewinnt bei Gleichstand der Schätze? / rulebook p.6*):

        * with an **odd** number of players, the **Dutch** player wins;
        * with an **even** number, the Armada leaves the game, the **discarded event cards are
          shuffled into a new deck**, and play goes on until one team leads: that team wins
          at once (*sudden death*).

        Both start from the usual setup score, 2 chests each:
        """),
        code(
            """
        odd = {
            "lines": {"fd": ["Anne", "Bart"], "jr": ["Calico", "Dirk"], "tortuga": ["Edward"]},
            "loyalty": {"Anne": "british", "Bart": "french", "Calico": "british", "Dirk": "french",
                        "Edward": "dutch"},
            "row": ["spanish_armada", None, None, None, None], "event_deck": [], "end_phase": True,
            "turn": "Anne",
        }
        m = tk.new_match("tortuga1667", players=5, seed=seed, position=odd)
        print(m.view()["scores"])
        for event in m.play("reveal 1"):
            print("  ", event)
        print(m.result)
        """,
            "faq-7",
        ),
        code(
            """
        assert m.is_over and m.result.winning_team == "dutch" and m.result.winners == (4,)
        assert m.result.teams == {"british": 2, "french": 2}
        """,
            "faq-7",
        ),
        code(
            """
        even = {
            "lines": {"fd": ["Anne", "Bart"], "jr": ["Calico"], "tortuga": ["Dirk"]},
            "loyalty": {"Anne": "british", "Bart": "french", "Calico": "british", "Dirk": "french"},
            "row": ["spanish_armada", None, None, None, None], "event_deck": [], "end_phase": True,
            "discard": ["pistol", "black_spot", "eight_bells", "letter_of_marque"],
            "turn": "Anne",
        }
        m = tk.new_match("tortuga1667", players=4, seed=seed, position=even)
        for event in m.play("reveal 1"):
            print("  ", event)
        print("over:", m.is_over, "| sudden death:", m.view()["sudden_death"],
              "| row:", sum(not s["empty"] for s in m.view()["row"]), "cards")
        """,
            "faq-7",
        ),
        code(
            """
        assert not m.is_over and m.view()["sudden_death"]
        assert "spanish_armada" not in m.state.row + m.state.event_deck  # the Armada is gone
        assert sorted(c for c in m.state.row if c) == sorted(even["discard"])  # discards re-dealt
        # Bart, Cabin Boy, moves the British chest of his ship to the French hold: French lead.
        for event in m.play("smuggle british french"):
            print("  ", event)
        assert m.is_over and m.result.winning_team == "french" and m.result.winners == (1, 3)
        """,
            "faq-7",
        ),
        md("""
        ### Now you try

        With **7** players and the chests tied 4 to 4 when the Armada appears, who wins:
        `"british"`, `"french"`, `"dutch"`, or nobody yet (`None`, sudden death)?
        """),
        code("""
        answer = "?"  # ← "british", "french", "dutch" or None
        """),
        code("""
        names7 = ["Anne", "Bart", "Calico", "Dirk", "Edward", "Francois", "Grace"]
        pos7 = {
            "lines": {"fd": names7[:4], "jr": names7[4:], "tortuga": []},
            "chests": {"galleon": 0, "fd": {"british": 2, "french": 1}, "jr": {"british": 1, "french": 2}},
            "row": ["spanish_armada", None, None, None, None], "event_deck": [], "end_phase": True,
            "turn": "Anne",
        }
        m7 = tk.new_match("tortuga1667", players=7, seed=seed, position=pos7)
        m7.play("reveal 1")
        truth = m7.result.winning_team if m7.is_over else None
        if answer == "?":
            print(f"No answer yet. The engine says: {truth!r} (7 is odd).")
        else:
            assert answer == truth, f"Not quite: count the players (you said {answer!r})"
            print("Right!")
        assert truth == "dutch"
        """),
    ]


# ================================================================= 05 play
def nb_play() -> list[dict[str, Any]]:
    return [
        md("""
        # 05 · A full game

        Everything together: a whole match of Tortuga 1667, played **hot-seat** (everyone at
        one screen, passing it around for the secret votes) or **against bots**, with the
        board on a projector that shows no secrets.

        Set `interactive = True` and choose a `mode`:

        * `"bots"`: you play seat `me`, the bots play everyone else;
        * `"hot-seat"`: everyone plays at this screen, passing it on for the secret votes.

        With `interactive = False` (how the tests run it) the bots play every seat to the end,
        and the cells after the game check that the result is consistent with the chests.
        """),
        params("""
        # Parameters (papermill and the tests set these; change them and re-run all cells).
        seed = 7
        players = 5  # 2–9
        interactive = False  # False: bots play every seat to the end
        mode = "bots"  # with interactive = True: "bots" or "hot-seat"
        me = 0  # your seat in "bots" mode
        bot = "loyal"  # "loyal" (plays for its team) or "random"
        """),
        code("""
        from IPython.display import Markdown, display

        import tortuga_kit as tk
        from tortuga_kit.widgets import MatchWidget

        m = tk.new_match("tortuga1667", players=players, seed=seed)
        if interactive and mode == "bots":
            w = MatchWidget(m, seat=me, bots=[s for s in range(players) if s != me], bot=bot)
        elif interactive:
            w = MatchWidget(m, hot_seat=True, bot=bot)
        else:
            w = MatchWidget(m, bot=bot)  # the projector: with no human seat, bots play everyone
        w
        """),
        md("""
        How to play in the widget:

        * **Bots mode**: click a button to make your choice. The bots answer at once: they play
          until the next choice that is yours (your turn, a vote you take part in, a card you
          are forced to reveal ...) or the end of the game. The next cell starts the game the same way, letting the bots play up to
          your first choice, since the Captains' starting chests and the first turns may be
          theirs. The **Play until my turn** button does that too; you need it only when the
          bots have moves to make and you have no buttons, e.g. after **Undo**, **Redo** or
          **Bot move**, which move nobody else.
        * **Hot-seat mode**: public choices (a turn, a hold, a loot ...) have buttons for
          whoever decides. A vote is secret: choose that player's seat in the seat picker,
          which shows their hand, and vote. After the vote the widget goes back to
          **Projector (public)** by itself and says whom to pass the screen to. **Bot move**
          makes one choice for whoever decides, e.g. for a missing player. **Play until my
          turn** needs some seats ticked under **Bots**: it plays them until a human seat
          must choose (with no bot seats it is greyed out).
        """),
        code("""
        if interactive and mode == "bots":
            w.play_until_human()  # the bots play up to your first choice
        elif not interactive:
            for _ in range(50):  # each call plays at most 500 moves; most games need far fewer
                if m.is_over:
                    break
                w.play_until_human()
        print(len(m.history), "moves;", w.prompt)
        """),
        md("""
        ## The projector view

        `m.view()` (and `w.set_seat(None)`) is what a shared screen may show: the board, the
        chests, who holds which kept card, how many vote cards each has, and the revealed cards
        of past votes, but **no loyalty card, no vote hand and no peeked event card** until the
        game is over. A static picture of it, halfway through the game:
        """),
        code("""
        halfway = m.at(len(m.history) // 2)
        public = halfway.view()
        assert public["you"] is None and public["seat"] is None
        assert all(p["loyalty"] is None for p in public["players"])  # secret until the end ...
        assert all(slot["card"] is None for slot in public["row"])  # ... and so are the cards
        # The public log says *that* someone played a vote card, never *which*; the player's own
        # log (their seat) names it.
        cast = [a for a in halfway.history if a.text.startswith("vote ")]
        played = [e for e in halfway.log() if e["kind"] == "vote" and "plays a vote card" in e["text"]]
        assert len(played) == len(cast) and not any("/" in e["text"] for e in played)
        for action in cast[:3]:
            assert any(action.text[5:] in e["text"] for e in halfway.log(action.seat))
        halfway
        """),
        md("""
        ## The result

        When the Spanish Armada is revealed, the team with more chests wins, wherever its
        players stand; a tie goes to the Dutch player (odd player count) or to sudden death
        (even) (*seed 000 · Spielende und Wertung / rulebook p.6*). The cells below only check
        the result once the game is over; if you are playing, come back and run them at the end.
        """),
        code("""
        if m.is_over:
            r = m.result
            end = m.view()  # after the game every loyalty card is shown
            loyalty = {p["name"]: p["loyalty"] for p in end["players"]}
            display(Markdown(
                f"**{r.reason}.** Chests: British {r.teams['british']}, French {r.teams['french']}. "
                f"Winners: {', '.join(end['names'][s] for s in r.winners) or 'nobody'}. "
                f"Loyalty: {loyalty}."
            ))
            display(m)
        else:
            print("The game is still on:", w.prompt)
        """),
        code("""
        # The result is consistent with the chests and the loyalty cards.
        if m.is_over:
            s, r = m.state, m.result
            totals = s.team_totals()
            assert r.teams == totals and sum(s.chests) == 8 and s.chests[5] + s.chests[6] == 2
            assert "spanish_armada" not in s.row + s.event_deck  # the Armada was revealed
            team_of = dict(enumerate(s.loyalty))
            b, f = totals["british"], totals["french"]
            if r.winning_team in ("british", "french"):
                other = "french" if r.winning_team == "british" else "british"
                assert totals[r.winning_team] > totals[other]
                assert set(r.winners) == {p for p, t in team_of.items() if t == r.winning_team}
                if s.sudden_death:  # only an even count reaches sudden death
                    assert players % 2 == 0
            else:
                assert r.winning_team == "dutch" and b == f and players % 2 == 1
                assert [team_of[p] for p in r.winners] == ["dutch"]
            assert all(p["loyalty"] for p in m.view()["players"])  # revealed at the end
        if not interactive:
            assert m.is_over
        """),
        md("""
        ## Look back

        Drag the widget's replay slider, or call `w.replay(step)`: every step of the game can
        be looked at again, from any seat's point of view or the projector's. The whole game
        is its seed plus the list of actions, so it fits in a small save file:
        """),
        code("""
        saved = m.to_json()
        print(len(saved), "characters;", len(m.history), "actions")
        again = tk.Match.from_json(saved)
        assert again.digest() == m.digest() and again.result == m.result
        if not interactive:
            w.replay(0)
            assert w.view == m.at(0).view()
            w.replay(None)
        """),
        md("""
        ### Now you try

        Play again with `interactive = True` and `mode = "bots"`: as seat `me`, you see your own
        loyalty card and hand on the board. Or set `bot = "random"` and compare: how often does
        a random crew reach sudden death? (`python -m tortuga_kit simulate tortuga1667
        --players 4 --games 1000` answers that from the command line.)
        """),
    ]


# ================================================================= main
BUILDERS: dict[str, Callable[[], list[dict[str, Any]]]] = {
    "00_start_here.ipynb": nb_start_here,
    "tortuga/01_setup.ipynb": nb_setup,
    "tortuga/02_turns.ipynb": nb_turns,
    "tortuga/03_votes.ipynb": nb_votes,
    "tortuga/04_events.ipynb": nb_events,
    "tortuga/05_play.ipynb": nb_play,
}


def all_notebooks() -> dict[str, list[dict[str, Any]]]:
    return {rel: make() for rel, make in BUILDERS.items()}


def _footer(rel: str) -> dict[str, Any]:
    """A closing cell: where to go next, and back to the start."""
    order = [p for p, _ in NOTEBOOKS]
    i = order.index(rel)
    parts = []
    if i + 1 < len(order):
        nxt, what = NOTEBOOKS[i + 1]
        parts.append(f"**Next:** [{Path(nxt).stem}]({_rel(rel, nxt)}): {what}.")
    if i > 0:
        parts.append(f"[Back to the start]({_rel(rel, order[0])}).")
    return md(" ".join(parts))


def render() -> dict[str, str]:
    """Notebook path (relative to notebooks/) -> the exact file text this script writes."""
    out = {}
    for rel, cells in all_notebooks().items():
        cells = [*cells, _footer(rel)]
        nb = build(cells, rel)
        out[rel] = nbformat.writes(nb) + "\n"
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare, write nothing")
    args = parser.parse_args(argv)
    stale = []
    for rel, text in render().items():
        path = NB_DIR / rel
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        stale.append(rel)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    verb = "out of date" if args.check else "written"
    for rel in stale:
        print(f"{verb}: notebooks/{rel}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
