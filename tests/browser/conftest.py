"""Fixtures for the real-browser tests: a JupyterLab server and Debian's Chromium via Playwright.

Why a real browser at all: the most common failure of widget teaching material is a widget that
does not render (version or extension mismatch, a JS error, an ESM import that needs a CDN). Only
a browser running the real JupyterLab front end sees that. The recipe (Chromium flags, settings
overrides, process-group handling) is explained below, where each is set.

Where ``/usr/bin/chromium`` (or the playwright package) is missing, the browser tests are skipped
with a message, except under ``CI=true``: there a missing browser must not pass silently.
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from browser_tools import CHROMIUM, browser_problems

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "tests" / "artifacts"
# Flags that make Debian's Chromium run headless, offline (no background, update or sync
# traffic) and quietly, as root too (--no-sandbox).
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
]
# Same content as the Makefile's LAB_OVERRIDES (tests/test_make_lab.py compares them): no news
# toast, no "Select Kernel" dialog, a .md file opens rendered (a rules link shows its section),
# and notebooks keep their widgets' state (a reopened notebook shows the last board, not an error).
LAB_OVERRIDES = {
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/notebook-extension:tracker": {"autoStartDefaultKernel": True},
    "@jupyterlab/docmanager-extension:plugin": {"defaultViewers": {"markdown": "Markdown Preview"}},
    "@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": True},
}
# Per-run user settings (in a temporary directory): autosave off, so running a committed
# notebook in the test never writes its outputs back into the repository (the kit's own
# autosave, beside the notebooks, is off too: TORTUGA_KIT_AUTOSAVE in the server's environment).
USER_SETTINGS = {
    "@jupyterlab/docmanager-extension/plugin.jupyterlab-settings": {"autosave": False},
}
SERVER_START_TIMEOUT = 60.0


def require_browser() -> None:
    """Skip (or, under CI=true, fail) when the browser tooling is not installed."""
    problems = browser_problems()
    if not problems:
        return
    message = "browser test needs a real browser: " + "; ".join(problems)
    if os.environ.get("CI") == "true":
        pytest.fail(message + " [CI=true: failing instead of skipping]", pytrace=False)
    pytest.skip(message)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _ensure_overrides() -> None:
    """Write the settings overrides the Makefile writes, if `make` has not written them (or
    wrote an older set: the Makefile rewrites them only when a make target needs them)."""
    path = Path(sys.prefix) / "share" / "jupyter" / "lab" / "settings" / "overrides.json"
    try:
        current = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        current = None
    if current != LAB_OVERRIDES:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(LAB_OVERRIDES) + "\n", encoding="utf-8")


def get_json(url: str, timeout: float = 5.0) -> Any:
    with urllib.request.urlopen(url, timeout=timeout) as response:  # noqa: S310 (local server)
        return json.load(response)


@dataclass(frozen=True)
class LabServer:
    url: str
    runtime_dir: Path
    log: Path
    process: subprocess.Popen[bytes]

    def sessions(self) -> list[dict[str, Any]]:
        return list(get_json(f"{self.url}/api/sessions"))

    def kernel_connection_file(self, path: str = "") -> Path:
        """The connection file of the kernel of notebook ``path`` (the notebook the test
        opened), or of the only running kernel when no path is given."""
        sessions = [s for s in self.sessions() if not path or s.get("path") == path]
        assert len(sessions) == 1, f"expected one kernel session for {path!r}, got {sessions}"
        return self.runtime_dir / f"kernel-{sessions[0]['kernel']['id']}.json"

    def end_sessions(self) -> None:
        """Shut every notebook's kernel down, so the next test module starts alone."""
        for s in self.sessions():
            req = urllib.request.Request(f"{self.url}/api/sessions/{s['id']}", method="DELETE")
            urllib.request.urlopen(req, timeout=10).close()  # noqa: S310 (local server)


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """Stop the server's whole process group: SIGTERM first (it shuts its kernels down)."""
    if proc.poll() is not None:
        return
    for sig, wait in ((signal.SIGTERM, 15.0), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            continue


def serve_voila(target: Path, log_name: str, extra: tuple[str, ...] = ()) -> Iterator[str]:
    """Start Voilà on a free port of 127.0.0.1 for ``target`` (a notebook or a folder), wait
    until the port answers (a GET of "/" would run a notebook), yield its URL, stop it after;
    its output goes to ``tests/artifacts/<log_name>``. Skips without a browser or Voilà."""
    require_browser()
    pytest.importorskip("voila")
    repo = Path(__file__).resolve().parents[2]
    port = _free_port()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    log = ARTIFACTS / log_name
    cmd = [
        sys.executable, "-m", "voila", str(target), "--no-browser",
        f"--port={port}", "--Voila.ip=127.0.0.1", *extra,
    ]  # fmt: skip
    with log.open("wb") as out:
        proc = subprocess.Popen(
            cmd, cwd=repo, env=dict(os.environ), stdout=out, stderr=subprocess.STDOUT,
            start_new_session=True,
        )  # fmt: skip
    try:
        deadline = time.monotonic() + 60
        while True:
            if proc.poll() is not None:
                pytest.fail(f"voila exited with {proc.returncode}; see {log}", pytrace=False)
            try:
                socket.create_connection(("127.0.0.1", port), timeout=2.0).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    pytest.fail(f"voila not ready in 60s; see {log}", pytrace=False)
                time.sleep(0.25)
        yield f"http://127.0.0.1:{port}"
    finally:
        _stop(proc)


def _serve_lab(base: Path, label: str, root: Path = REPO) -> Iterator[LabServer]:
    """JupyterLab from this venv on a free port, no token, rooted at ``root`` (the repository,
    or a learner's copy as ``make lab`` serves it); its own
    runtime, settings, workspaces and checkpoints under ``base``, its log
    ``tests/artifacts/jupyterlab-<label>[-<xdist worker>].log`` (two workers' servers must not
    write one log: the smoke test reads its server's log)."""
    require_browser()
    _ensure_overrides()
    runtime_dir = base / "runtime"
    settings_dir = base / "user-settings"
    for name, content in USER_SETTINGS.items():
        f = settings_dir / name
        f.parent.mkdir(parents=True, exist_ok=True)
        f.write_text(json.dumps(content), encoding="utf-8")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    log = ARTIFACTS / f"jupyterlab-{label}{'-' + worker if worker else ''}.log"
    port = _free_port()
    cmd = [
        sys.executable, "-m", "jupyterlab",
        "--no-browser",
        "--ip=127.0.0.1",
        f"--port={port}",
        "--port-retries=0",
        "--IdentityProvider.token=",
        "--ServerApp.password=",
        "--ServerApp.disable_check_xsrf=True",  # test server only: lets us DELETE sessions
        # window.jupyterapp: a test opens the next notebook in the loaded page (its commands)
        # instead of loading JupyterLab again
        "--LabApp.expose_app_in_browser=True",
        f"--ServerApp.root_dir={root}",
        # Opening a notebook makes a checkpoint; keep it out of the repository's folders.
        f"--FileCheckpoints.checkpoint_dir={base / 'checkpoints'}",
    ]  # fmt: skip
    if os.geteuid() == 0:
        cmd.append("--allow-root")
    env = {
        **os.environ,
        "JUPYTER_RUNTIME_DIR": str(runtime_dir),  # kernel connection files land here
        "JUPYTERLAB_SETTINGS_DIR": str(settings_dir),
        "JUPYTERLAB_WORKSPACES_DIR": str(base / "workspaces"),  # no remembered open tabs
        # the lessons run in place: no autosave files beside them, no offers to resume a game
        # of an earlier test (a test of the autosave asks for it: MatchWidget(autosave=True))
        "TORTUGA_KIT_AUTOSAVE": "off",
    }
    with log.open("wb") as out:
        # Own process group: killpg reaches the server and the kernels it started (a signal to the
        # server's PID alone would leave its kernels running).
        proc = subprocess.Popen(
            cmd, cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
        )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + SERVER_START_TIMEOUT
        while True:
            if proc.poll() is not None:
                pytest.fail(f"jupyter lab exited with {proc.returncode}; see {log}", pytrace=False)
            try:
                get_json(f"{url}/api/status", timeout=2.0)
                break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                if time.monotonic() > deadline:
                    pytest.fail(f"jupyter lab not ready in {SERVER_START_TIMEOUT}s; see {log}")
                time.sleep(0.25)
        yield LabServer(url=url, runtime_dir=runtime_dir, log=log, process=proc)
    finally:
        _stop(proc)


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabServer]:
    """The JupyterLab server of this test process (one per pytest-xdist worker)."""
    yield from _serve_lab(tmp_path_factory.mktemp("lab"), "lab")


@pytest.fixture(scope="session")
def chromium() -> Iterator[Any]:
    """Debian's Chromium driven by Playwright (its own browser downloads are never used)."""
    require_browser()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture(scope="module")
def page(chromium: Any) -> Iterator[Any]:
    """One page per test module (opening a notebook costs seconds; its tests share it).

    Browser console errors collect on ``page.console_errors``.
    """
    context = chromium.new_context(viewport={"width": 1400, "height": 1000})
    pg = context.new_page()
    errors: list[str] = []
    pg.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    pg.on("pageerror", lambda exc: errors.append(f"pageerror: {exc}"))
    pg.console_errors = errors
    try:
        yield pg
    finally:
        context.close()


#: Clicks timed per page (issue 12: "click -> board re-rendered (p50, p95) per game").
CLICKS = 20
#: In the ``index``-th MatchWidget of the page (negative: from the last, as in Python; a
#: notebook scrolled to its last widget may have taken cells far above out of the page, so a
#: count from the top taken before the scroll can point past the end): click Bot move, wait for the board's first
#: change (the re-rendered SVG), then for the widget to settle (the button enabled again); the
#: milliseconds from click to board, one per click, until the game ends or ``n`` clicks.
LATENCY_JS = """async ([n, index]) => {
    const all = document.querySelectorAll('.tk-widget.tk-controller');
    const root = all[index < 0 ? all.length + index : index];
    const box = root.querySelector('.tk-board-box');
    const button = () => [...root.querySelectorAll('button')]
        .find(b => b.textContent.trim() === 'Bot move');
    const out = [];
    for (let i = 0; i < n; i++) {
        const b = button();
        if (!b || b.disabled) break;
        const changed = new Promise(ok => {
            const obs = new MutationObserver(() => { obs.disconnect(); ok(); });
            obs.observe(box, {childList: true, subtree: true, characterData: true});
        });
        const t0 = performance.now();
        b.click();
        await Promise.race([changed, new Promise(ok => setTimeout(ok, 5000))]);
        out.push(performance.now() - t0);
        for (let k = 0; k < 100 && button() && button().disabled; k++) {
            await new Promise(ok => setTimeout(ok, 20));
        }
    }
    return out;
}"""


def measure_clicks(page: Any, label: str, index: int = 0, n: int = CLICKS) -> list[float]:
    """Time ``n`` Bot move clicks -> board redrawn (kernel round trip) in the ``index``-th
    MatchWidget; print p50 and p95 (measured, never asserted: speed is not a test) and keep
    them in ``tests/artifacts/latency_<label>.json``."""
    import statistics

    times: list[float] = list(page.evaluate(LATENCY_JS, [n, index]))
    if times:
        ordered = sorted(times)
        p50 = statistics.median(ordered)
        p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
        print(f"{label}: click -> board {p50:.0f} ms p50, {p95:.0f} ms p95 ({len(times)} clicks)")
        record = {"label": label, "p50_ms": p50, "p95_ms": p95, "ms": times}
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (ARTIFACTS / f"latency_{label}.json").write_text(json.dumps(record, indent=1))
    return times


#: Pairs of a board's texts that overlap, measured with the browser's own text layout (getBBox),
#: which no unit test of board.js can do: overlaps of a couple of units (a descender touching
#: the next line) are tolerated.
OVERLAP_JS = """(svg) => {
    const boxes = [...svg.querySelectorAll('text')].filter(t => t.textContent.trim())
        .map(t => ({text: t.textContent.trim(), box: t.getBBox()}));
    const out = [];
    for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
            const a = boxes[i].box, b = boxes[j].box;
            const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
            const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
            if (w > 2 && h > 6) out.push(`${boxes[i].text} | ${boxes[j].text} (${w.toFixed(0)}x${h.toFixed(0)})`);
        }
    }
    return out;
}"""


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Each test of a file that shares a module fixture with a parameter (``test_lab_games``'s
    ``lab``: one game's notebook opened in JupyterLab) runs next to the others of the same
    parameter, so the notebook is opened once per game. pytest's own ordering left a second
    test-level parameter (the window size) interleaving the games: each notebook was opened
    twice, about a minute of the suite. A stable sort keeps every other order as it was."""
    position = {id(item): i for i, item in enumerate(items)}

    def key(item: pytest.Item) -> tuple[str, str, int]:
        callspec = getattr(item, "callspec", None)
        shared = str(callspec.params.get("lab", "")) if callspec is not None else ""
        return (str(item.path), shared, position[id(item)]) if shared else ("", "", 0)

    browser = [i for i in items if key(i)[1]]
    if browser:
        ordered = iter(sorted(browser, key=key))
        items[:] = [next(ordered) if key(i)[1] else i for i in items]
