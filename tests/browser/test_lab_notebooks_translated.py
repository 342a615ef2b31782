"""The translated notebooks (``notebooks/de/``, ``notebooks/ko/``, issue 13) opened and Run All'd
in JupyterLab with Chromium: the same test as ``test_lab_notebooks.py``'s for the English ones,
in a file of its own so that pytest-xdist (``--dist loadfile``) can run the two on two workers.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_lab_notebooks import TRANSLATED
from test_lab_notebooks import test_notebook_runs_in_jupyterlab as run_in_jupyterlab

pytestmark = pytest.mark.browser

assert TRANSLATED, "no translated notebooks found"


@pytest.mark.parametrize("notebook", TRANSLATED)
def test_translated_notebook_runs_in_jupyterlab(lab_server: Any, page: Any, notebook: str) -> None:
    run_in_jupyterlab(lab_server, page, notebook)
