"""Level 1 of a game solved by clicks, and a quiz answered wrong then right, in any page that
shows the learn widget (Voilà, JupyterLite): shared by ``tests/browser/test_voila_learn.py``
and ``tests/notebooks/test_lite.py`` (issue 28's browser checks).

Which clicks play a level's solution is read from the widget itself, in Python (the same code
the page's kernel runs): the board's ``data-action`` of the whole action, else the board's
``data-token`` parts of it in the order they appear in the text, else the controller's button
(titled with the action text) or its picker (one select per word, then **Play**).
"""

from __future__ import annotations

import re
import time
from typing import Any

import tortuga_kit as tk
from tortuga_kit.learn import MemoryStore, Progress, levels
from tortuga_kit.widgets import LearnWidget

#: Every game with levels (the registry's order), in the order the pages show their widgets.
GAMES = tuple(g for g in tk.available_games() if levels(g))

#: A notebook cell with a quiz whose key the engine computes (who may leave a rowboat where):
#: the test computes the same ``right`` to know which choice to click last.
QUIZ_CELL = """from tortuga_kit.widgets import Quiz

boat = {
    "lines": {"fd": ["Anne", "Bart"], "jr": ["Dirk"], "tortuga": ["Edward"]},
    "boats": {"fd": None, "jr": "Calico"},
    "turn": "Calico",
}
rowing = tk.new_match("tortuga1667", players=5, seed=7, position=boat)
right = " ".join(sorted(t.split()[1] for t in rowing.legal_texts() if t.startswith("move ")))
Quiz.choice(
    "Calico sits in the Jolly Roger's rowboat. Where may she move?",
    [(right, "To the Jolly Roger or Tortuga"), ("fd jr tortuga", "Anywhere, the Flying Dutchman too")],
    right,
    explain="A rowboat lies between one ship and Tortuga: nowhere else.",
    game="tortuga1667",
    rule="rules §rowboats",
)"""


def quiz_right() -> str:
    """The quiz's key, as ``QUIZ_CELL`` computes it (from the engine)."""
    space: dict[str, Any] = {"tk": tk}
    exec(QUIZ_CELL.partition("Quiz.choice(")[0], space)  # the cell's own lines, up to the quiz
    return str(space["right"])


def _at(words: list[str], token: str) -> int | None:
    part = token.split()
    for i in range(1, len(words) - len(part) + 1):
        if words[i : i + len(part)] == part:
            return i
    return None


def level_one_clicks(game: str) -> list[tuple[str, ...]]:
    """How to play level 1's one-action solution by clicks: ``("action", text)``, a list of
    ``("token", part)``, ``("button", text)`` or ``("pick", group title, *words)``."""
    level = levels(game)[0]
    assert level.par == 1, f"{level.id}: the helper plays one action"
    (text,) = level.solution
    w = LearnWidget(game, progress=Progress(MemoryStore()))
    try:
        board = w.board
        if f'data-action="{text}"' in board:
            return [("action", text)]
        words = text.split()
        parts = {t for t in re.findall(r'data-token="([^"]*)"', board) if _at(words, t)}
        covered = sorted((_at(words, t) or 0, t) for t in parts)
        if covered and sum(len(t.split()) for _, t in covered) == len(words) - 1:
            return [("token", t) for _, t in covered]
        (group,) = [g for g in w.groups if text in [a["text"] for a in g["actions"]]]
        if group.get("pick"):
            return [("pick", str(group["title"]), *words[1:])]
        return [("button", text)]
    finally:
        w.close()


def solve_level_one(widget: Any, game: str) -> None:
    """Click level 1's solution in ``widget`` (a ``.tk-learn`` locator)."""
    board = widget.locator(".tk-board-box")
    for click in level_one_clicks(game):
        kind, what = click[0], click[1]
        if kind == "action":
            board.locator(f'[data-action="{what}"]').first.click()
        elif kind == "token":
            board.locator(f'[data-token="{what}"].tk-can').first.click()
            time.sleep(0.3)
        elif kind == "button":
            widget.locator(f'button.tk-action[title="{what}"]').first.click()
        else:
            play = f'button[aria-label="Play: {what}"]'
            picker = widget.locator(".tk-picker", has=widget.page.locator(play))
            for i, word in enumerate(click[2:]):
                picker.locator("select").nth(i).select_option(word)
            picker.locator(play).click()


def learn_widgets(page: Any) -> Any:
    """The page's learn widgets, one per game of ``GAMES`` (waits until all are drawn)."""
    from playwright.sync_api import expect

    learn = page.locator(".tk-widget.tk-learn")
    expect(learn).to_have_count(len(GAMES), timeout=90_000)
    return learn


def play_every_level_one(page: Any) -> None:
    """In each game's learn widget: level 1 unsolved; its offered move (where it has one)
    refused with the engine's reason, the rule's link and the level's note; level 1 solved by
    clicks to three stars, with the lesson."""
    from playwright.sync_api import expect

    learn = learn_widgets(page)
    for i, game in enumerate(GAMES):
        widget, level = learn.nth(i), levels(game)[0]
        widget.scroll_into_view_if_needed()
        expect(widget.locator(".tk-goal")).to_have_text(str(level.goal), timeout=20_000)
        expect(widget.locator(".tk-level[data-level='0']")).to_have_attribute("data-stars", "0")
        if level.offered:
            widget.locator("button.tk-offered").click()
            error = widget.locator(".tk-error")
            expect(error).to_contain_text(f"§{level.offered_rule}", timeout=15_000)
            expect(error.locator("button.tk-link")).to_be_visible()  # Read the rule
            expect(widget.locator(".tk-offered-note")).not_to_have_text("")
        solve_level_one(widget, game)
        expect(widget.locator(".tk-success")).to_contain_text("★★★", timeout=20_000)
        expect(widget.locator(".tk-level[data-level='0']")).to_have_attribute("data-stars", "3")
        expect(widget.locator(".tk-success .tk-lesson")).to_have_text(str(level.lesson))


def expect_every_level_one_kept(page: Any) -> None:
    """After a reload (a new kernel): three stars on level 1 of every game's map."""
    from playwright.sync_api import expect

    learn = learn_widgets(page)
    for i in range(len(GAMES)):
        first = learn.nth(i).locator(".tk-level[data-level='0']")
        first.scroll_into_view_if_needed()
        expect(first).to_have_attribute("data-stars", "3", timeout=20_000)
        expect(first.locator(".tk-stars")).to_have_text("★★★")


def quiz_wrong_then_right(page: Any, right: str) -> None:
    """The page's rowboat quiz (``QUIZ_CELL``, or 02_turns' own): a wrong choice says so, with
    the explanation and the rule section; Try again; the right choice says Right!"""
    from playwright.sync_api import expect

    quiz = page.locator(".tk-widget.tk-quiz").filter(
        has=page.locator(".tk-quiz-question", has_text="Jolly Roger's rowboat")
    )
    quiz.scroll_into_view_if_needed()
    verdict = quiz.locator(".tk-quiz-verdict")
    expect(verdict).to_be_hidden()  # Run All answered nothing
    choices = quiz.locator("button.tk-quiz-choice")
    values = [choices.nth(i).get_attribute("data-value") for i in range(choices.count())]
    assert right in values, (right, values)
    wrong = next(v for v in values if v != right)
    quiz.locator(f"button.tk-quiz-choice[data-value='{wrong}']").click()
    expect(verdict).to_contain_text("Not quite", timeout=15_000)
    expect(verdict).to_contain_text("nowhere else")
    expect(quiz.locator(".tk-rule")).to_contain_text("Rowboats")
    quiz.locator("button.tk-quiz-again").click()
    expect(verdict).to_be_hidden(timeout=10_000)
    quiz.locator(f"button.tk-quiz-choice[data-value='{right}']").click()
    expect(verdict).to_contain_text("Right!", timeout=15_000)
