"""A rules citation in a notebook opens the rule, rendered, at its section (issue 23).

The notebooks cite the kit's rules pages as links, ``[rules §win](../rules/cartagena.md#win)``:
397 of them in 20 notebooks. What a learner saw before: under ``make lab`` the server's root is
the learner's copy ``my-notebooks/`` and the links pointed to ``../docs/rules/...`` above it (a
404, nothing visible); in JupyterLite the page opened in the editor, at line 1.

- JupyterLab, served as ``make lab`` serves it: the real ``make lab-copy`` of the real notebooks
  into a scratch folder, JupyterLab rooted at its ``my-notebooks/``. A click on a citation of a
  translated notebook two folders down opens the page in the Markdown Preview (a tab of its
  own, not the editor), scrolled so the cited section's heading is at the top.
- Voilà, which renders a notebook as one page and cannot show a ``.md`` file
  (``python -m voila notebooks/tortuga/05_play.ipynb``): a click on a citation shows the
  section in the rules panel of the game's widget on the page, and the page stays.
- JupyterLite: ``tests/notebooks/test_lite.py`` (``make lite-test``) clicks one there.

``tests/test_make_lab.py`` and ``tests/notebooks/test_lite_contents.py`` check every link
statically: each stays inside the served folder and reaches a page and one of its anchors.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import ARTIFACTS, LabServer, _serve_lab, serve_voila
from test_lab_smoke import open_notebook

from tortuga_kit.engine.citations import rule_contents

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
#: Where the click happens: a translated notebook two folders below the served root.
NOTEBOOK = "de/cartagena/01_rules_by_play.ipynb"
GAME = "cartagena"
#: Its language: it links the German rules page (``rules/de/``, issue 32), German headings.
LANG = "de"
#: Where the cited section's heading may sit, measured from the top of the rendered page's
#: visible area (the anchor is just above the heading): at the top, not somewhere on screen.
TOP_PX = 80

#: The Markdown Preview of the current tab: the cited anchor's and the page title's distance
#: from the top of the visible area, the heading after the anchor, and how far it scrolled.
VIEWER_JS = """(anchor) => {
    const tab = document.querySelector("#jp-main-dock-panel .lm-TabBar-tab.lm-mod-current .lm-TabBar-tabLabel");
    const views = [...document.querySelectorAll('.jp-MarkdownViewer')]
        .filter(v => v.offsetParent !== null);
    if (views.length !== 1) return {tab: tab && tab.textContent, views: views.length};
    const box = views[0].getBoundingClientRect();
    const a = views[0].querySelector(`[data-jupyter-id="${anchor}"], [id="${anchor}"]`);
    let h = a;
    while (h && !/^H[1-6]$/.test(h.tagName)) h = h.nextElementSibling || (h.parentElement
        && h.parentElement.nextElementSibling);
    const title = views[0].querySelector('h1');
    return {
        tab: tab && tab.textContent, views: 1,
        anchor: a ? a.getBoundingClientRect().top - box.top : null,
        heading: h ? h.textContent.replace(/¶$/, '').trim() : null,
        title: title ? title.getBoundingClientRect().top - box.top : null,
        editors: document.querySelectorAll('.jp-FileEditor').length,
    };
}"""


def _title(game: str, anchor: str, lang: str = "en") -> str:
    return next(s["title"] for s in rule_contents(game, lang) if s["anchor"] == anchor)


@pytest.fixture(scope="module")
def learners_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``my-notebooks/`` as the real ``make lab-copy`` makes it, in a scratch checkout."""
    if shutil.which("make") is None:
        pytest.skip("needs make")
    tree = tmp_path_factory.mktemp("checkout")
    shutil.copy(REPO / "Makefile", tree / "Makefile")
    (tree / "pyproject.toml").write_text("", encoding="utf-8")
    ignore = shutil.ignore_patterns(".ipynb_checkpoints", "*.out.ipynb")
    shutil.copytree(REPO / "notebooks", tree / "notebooks", symlinks=True, ignore=ignore)
    shutil.copytree(REPO / "docs" / "rules", tree / "docs" / "rules")
    subprocess.run(["make", "--no-print-directory", "lab-copy"], cwd=tree, check=True)
    return tree / "my-notebooks"


@pytest.fixture(scope="module")
def copy_server(
    tmp_path_factory: pytest.TempPathFactory, learners_copy: Path
) -> Iterator[LabServer]:
    yield from _serve_lab(tmp_path_factory.mktemp("lab-copy"), "lab-copy", root=learners_copy)


def _deepest_citation(notebook: Path, game: str, lang: str = "en") -> str:
    """The cited anchor of ``notebook`` that sits lowest on the game's page but can still be
    scrolled to the top of the view (a page's text follows it): its section can only be at the
    top if the view scrolled."""
    text = notebook.read_text(encoding="utf-8")
    folder = "" if lang == "en" else f"{lang}/"
    cited = set(re.findall(rf"rules/{folder}{game}\.md#([a-z0-9-]+)\)", text))
    page = (REPO / "docs" / "rules" / f"{folder}{game}.md").read_text(encoding="utf-8")
    where = {a: page.index(f'<a id="{a}"></a>') for a in cited}
    return max((a for a in cited if len(page) - where[a] > 5000), key=where.__getitem__)


def test_a_citation_in_lab_opens_the_rendered_section(
    copy_server: LabServer, learners_copy: Path, page: Any
) -> None:
    from playwright.sync_api import expect

    anchor = _deepest_citation(learners_copy / NOTEBOOK, GAME, LANG)
    page.set_viewport_size({"width": 1280, "height": 720})
    open_notebook(page, copy_server, NOTEBOOK)  # and its kernel: no dialog covers the link
    link = page.locator(f'.jp-MarkdownOutput a[href*="rules/{LANG}/{GAME}.md"][href$="#{anchor}"]')
    link.first.click()
    expect(
        page.locator("#jp-main-dock-panel .lm-TabBar-tab.lm-mod-current .lm-TabBar-tabLabel")
    ).to_have_text(f"{GAME}.md", timeout=30_000)
    seen: dict[str, Any] = {}

    def at_section() -> bool:
        seen.update(page.evaluate(VIEWER_JS, anchor))
        return seen.get("anchor") is not None and -8 <= seen["anchor"] <= TOP_PX

    deadline = 30.0
    while not at_section() and deadline > 0:
        page.wait_for_timeout(250)
        deadline -= 0.25
    page.screenshot(path=str(ARTIFACTS / "lab_rules_link.png"))
    assert seen.get("views") == 1 and seen.get("editors") == 0, seen  # rendered, not the source
    assert at_section(), seen  # the cited section at the top...
    assert seen["heading"] == _title(GAME, anchor, LANG), seen  # ...the one named, in German
    assert seen["title"] < 0, seen  # scrolled: the page's title is out of view


@pytest.fixture(scope="module")
def voila_play() -> Iterator[str]:
    """Voilà serving the notebooks' folder (``python -m voila notebooks/``): its pages are at
    ``/voila/render/<notebook>``."""
    yield from serve_voila(REPO / "notebooks", "voila-play.log")


def test_a_citation_in_voila_opens_the_section_in_the_widget(voila_play: str, page: Any) -> None:
    from playwright.sync_api import expect

    notebook = REPO / "notebooks" / "tortuga" / "05_play.ipynb"
    anchor = _deepest_citation(notebook, "tortuga1667")
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(voila_play + "/voila/render/tortuga/05_play.ipynb")
    controller = page.locator(".tk-widget.tk-controller").first
    expect(controller).to_be_visible(timeout=120_000)
    expect(controller.locator(".tk-board-box svg").first).to_be_attached(timeout=60_000)
    url = page.url
    page.locator(f'a[href$="rules/tortuga1667.md#{anchor}"]').first.click()
    box = controller.locator(".tk-rule-box")
    expect(box).to_contain_text(f"Rules: {_title('tortuga1667', anchor)}", timeout=15_000)
    expect(box).to_be_in_viewport()
    page.screenshot(path=str(ARTIFACTS / "voila_rules_link.png"))
    assert page.url == url  # the page stays: no 404 in place of the game


def test_a_citation_in_voila_on_a_page_of_quizzes_opens_the_section_there(
    voila_play: str, page: Any
) -> None:
    """A notebook with quizzes and no game widget (``kutschfahrt/02_fights``, and so
    ``tortuga/01_setup``, ``03_votes``, ``04_events``: 219 citations in three languages): a
    click led to Voilà's "403: Forbidden". Now the first quiz on the page shows the section
    under the paragraph that was clicked, in the notebook's language, and the page stays."""
    from playwright.sync_api import expect

    notebook = "ko/kutschfahrt/02_fights.ipynb"
    anchor = _deepest_citation(REPO / "notebooks" / notebook, "kutschfahrt", "ko")
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(f"{voila_play}/voila/render/{notebook}")
    expect(page.locator(".tk-widget.tk-quiz").first).to_be_visible(timeout=120_000)
    url = page.url
    link = page.locator(f'a[href$="rules/ko/kutschfahrt.md#{anchor}"]').first
    link.click()
    box = page.locator(".tk-rule-link .tk-rule-box")
    title = _title("kutschfahrt", anchor, "ko")
    expect(box).to_contain_text(f"규칙: {title}", timeout=15_000)
    expect(box).to_be_in_viewport()
    # under the paragraph of the link, not far away in the quiz
    assert box.evaluate("(b, a) => !!(a.compareDocumentPosition(b) & 4)", link.element_handle())
    page.screenshot(path=str(ARTIFACTS / "voila_rules_link_quiz.png"))
    assert page.url == url
    box.get_by_role("button").first.click()  # ✕ closes it
    expect(page.locator(".tk-rule-link")).to_have_count(0)
