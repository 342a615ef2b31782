"""The JupyterLite site's contents: the notebooks' links to the rules pages still resolve.

The translated notebooks (``notebooks/de/``, ``notebooks/ko/``) are in the site too, in the same
folders.

The site's contents root is ``notebooks/``: the notebooks link the rules pages in
``notebooks/rules/`` (a link to ``docs/rules/``), and ``tools/build_lite.py`` copies the pages
to the site's ``rules/``, so every link reaches its page unchanged and never leaves the root.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
LINK = re.compile(r"\]\(((?:\.\./)*rules/(?:[a-z]{2}/)?[\w.-]+\.md)(?:#([\w-]+))?\)")


def _build_lite() -> Any:
    spec = importlib.util.spec_from_file_location("build_lite", ROOT / "tools" / "build_lite.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_lite_contents_carry_the_rules_pages_and_links_that_reach_them(tmp_path: Path) -> None:
    written = _build_lite().write_contents(tmp_path)
    committed = sorted(
        p.relative_to(ROOT / "notebooks")
        for p in (ROOT / "notebooks").rglob("*.ipynb")
        if ".ipynb_checkpoints" not in p.parts
    )
    classroom = sorted(
        Path("classroom") / p.name for p in (ROOT / "classroom").glob("*.ipynb")
    )  # issue 12: the classroom pages that work in Lite (all four: pure widgets, no server)
    assert len(classroom) == 4
    assert sorted(written) == sorted(committed + classroom)  # every game's notebooks
    assert Path("cartagena/01_rules_by_play.ipynb") in written
    assert Path("gourmet/01_rules_by_play.ipynb") in written
    for lang in ("de", "ko"):  # issue 13: the translations, in their folders, one level deeper
        assert Path(lang, "00_start_here.ipynb") in written
        assert Path(lang, "cartagena", "01_rules_by_play.ipynb") in written
    rules = ROOT / "docs" / "rules"
    for page in sorted([*rules.glob("*.md"), *rules.glob("*/*.md")]):  # every game, language
        rel = page.relative_to(rules)
        assert (tmp_path / "rules" / rel).read_bytes() == page.read_bytes(), rel
    assert {"tortuga1667.md", "cartagena.md", "gourmet.md"} <= {
        p.name for p in (tmp_path / "rules").iterdir()
    }
    links = 0
    reached: set[str] = set()
    for rel in written:
        nb = json.loads((tmp_path / rel).read_text(encoding="utf-8"))
        text = "".join(
            "".join(c["source"]) if isinstance(c["source"], list) else c["source"]
            for c in nb["cells"]
            if c["cell_type"] == "markdown"
        )
        assert not re.search(r"\]\([^)]*docs/rules/", text), rel  # outside the site's root
        for target, anchor in LINK.findall(text):
            inside = os.path.normpath(rel.parent / target)
            assert not inside.startswith(".."), (rel, target)  # inside the site's root
            page = tmp_path / inside
            assert page.is_file(), (rel, target)
            if anchor:
                assert f'<a id="{anchor}"></a>' in page.read_text(encoding="utf-8"), anchor
            links += 1
            reached.add(inside)
    assert links > 20
    for lang in ("", "de", "ko"):  # issue 32: a translated notebook reaches its language's page
        for game in ("tortuga1667", "cartagena", "gourmet"):
            assert os.path.join("rules", lang, f"{game}.md") in reached, (lang, game)
    deep = Path("de", "tortuga", "01_setup.ipynb")  # ../../rules/: two folders below the root
    assert "](../../rules/de/tortuga1667.md#setup)" in (tmp_path / deep).read_text("utf-8")
