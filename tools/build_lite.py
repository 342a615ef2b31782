"""Build a static JupyterLite site of the teaching notebooks that runs fully offline.

Why: a learner (or a classroom without installs) opens one URL and gets JupyterLab with the
kit's notebooks, Python running in the browser (Pyodide). Nothing is fetched from a CDN or
PyPI at run time, so the site works from a USB stick or an offline school network.

    make lite                                   # = _lite/venv/bin/python tools/build_lite.py
    python tools/build_lite.py --out _lite/dist [--work _lite] [--refresh]
    python -m http.server --bind 127.0.0.1 -d _lite/dist 8765
    # then open http://127.0.0.1:8765/ (it opens 00_start_here.ipynb)

Run it with the interpreter of the Lite build venv (``pip install -e '.[lite]'``): the site
bundles the labextensions of *that* environment, and the browser-side wheels of ipywidgets,
anywidget & co are fetched at exactly the versions installed there, so the front end and the
Python side always match.

The recipe (verified with the [lite] extra's pins, jupyterlite 0.8.6):

1. Pyodide core from ``npm pack pyodide@<PYODIDE_VERSION of jupyterlite-pyodide-kernel>`` plus
   the pure wheels of the lock-closure of the kernel's own packages, downloaded from PyPI at the
   lock's versions; their sha256 in ``pyodide-lock.json`` is rewritten (PyPI's files are not
   byte-identical to Pyodide's builds). Goes to ``<lite_dir>/static/pyodide``, which the
   pyodide addon serves and points ``pyodideUrl`` at by itself.
2. Wheels for comm, ipywidgets, jupyterlab_widgets, anywidget, psygnal and the kit itself in
   ``<lite_dir>/pypi`` (indexed by the piplite addon); ``disablePyPIFallback`` so a missing
   wheel fails loudly instead of silently reaching for the internet.
3. Every pure wheel the kernel or the kit imports is shipped with its bytecode: Pyodide itself
   (under Node.js) compiles it, so the browser does not compile IPython, ipywidgets and the kit
   from source at every start (``compile_wheels``; cached per wheel). Without Node.js the site is
   built without it, only slower to start.
4. Those wheels are also entries of the site's ``pyodide-lock.json``, and the kernel loads them
   while Pyodide starts (``loadPyodideOptions.packages``, one parallel fetch), instead of the
   worker's one-by-one ``piplite.install`` of the kernel's packages and the first cell's
   ``%pip install`` of the widget stack and the kit (which then finds them installed).
5. The committed notebooks stay untouched (kernelspec ``python3``, plain ``import tortuga_kit``,
   run by papermill/nbval on CPython). Their *copies* get the Lite kernel name ``python`` and a
   first code cell ``%pip install`` (piplite) of the kit and the widget libraries.

Steps 1-2 need npm and the package index once; they are cached in ``<work>/cache`` (keyed by
version), so later builds run offline and take a few seconds.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
CLASSROOM = ROOT / "classroom"
START = "00_start_here.ipynb"

# Packages the Pyodide kernel itself loads at start; their lock-closure
# must be served locally, or the worker would ask the CDN.
PYODIDE_ROOTS = ["micropip", "packaging", "ipython", "traitlets", "typing-extensions", "jedi"]
# Wheels that are not in the Pyodide lock: comm (the kernel installs it at start), the widget
# stack the kit's widgets import. Taken at the versions installed in this (build) environment,
# whose labextensions the site bundles.
PYPI_PACKAGES = ["comm", "ipywidgets", "jupyterlab_widgets", "anywidget", "psygnal"]
# What the Pyodide kernel's worker installs at start unless Pyodide loaded it already (its
# ``initPackageManager`` and ``initKernel``, jupyterlite-pyodide-kernel 0.8.6): one piplite
# install after the other. The site preloads them instead (``preload``).
KERNEL_PACKAGES = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython"]
# The kernel's own wheels that are not in Pyodide's lock: the labextension serves them to piplite.
KERNEL_EXTENSION = "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
# What the first cell of every Lite notebook installs (piplite, from the site's own pypi/).
INSTALL = ["ipywidgets", "anywidget", "tortuga_kit"]
LITE_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
INSTALL_CELL_ID = "lite-install"
# Settings for the Lite JupyterLab: no news toast (it would cover the notebook); a .md file
# opens rendered: Lite's default for Markdown is the editor, so a rules link would show the
# page's source at line 1, while the Markdown Preview renders it and scrolls to the link's
# section; notebooks keep their widgets' last state (a reopened notebook shows the last board).
OVERRIDES = {
    "@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/docmanager-extension:plugin": {"defaultViewers": {"markdown": "Markdown Preview"}},
    "@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": True},
}


def log(msg: str) -> None:
    print(f"[build_lite] {msg}", flush=True)


def norm(name: str) -> str:
    """PEP 503 name normalisation: ``Typing_Extensions`` and ``typing-extensions`` are one."""
    return re.sub(r"[-_.]+", "-", name).lower()


def run(cmd: list[str], **kw: Any) -> subprocess.CompletedProcess[str]:
    """Run a command; on failure show its output (a build step's error is the useful part)."""
    proc = subprocess.run(cmd, text=True, capture_output=True, **kw)
    if proc.returncode != 0:
        sys.stderr.write(proc.stdout[-4000:] + proc.stderr[-4000:])
        raise SystemExit(f"[build_lite] failed ({proc.returncode}): {' '.join(cmd)}")
    return proc


def pip_download(spec: str, dest: Path) -> None:
    """A pure wheel for the browser's Python: platform any, implementation py, Python 3.x."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_PYTHON_VERSION

    run([
        sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check",
        "--no-deps", "--only-binary", ":all:", "--platform", "any",
        "--python-version", PYODIDE_PYTHON_VERSION, "--implementation", "py",
        "-d", str(dest), spec,
    ])  # fmt: skip


def build_pyodide(dest: Path, version: str) -> None:
    """Step 1: Pyodide core + the kernel's pure wheels, with a lock that matches the files."""
    if not shutil.which("npm"):
        raise SystemExit(
            "[build_lite] npm is needed once to fetch the Pyodide core "
            f"(npm pack pyodide@{version}); install Node.js/npm and retry"
        )
    tmp = Path(tempfile.mkdtemp(prefix="pyodide-", dir=dest.parent))
    try:
        out = tmp / "pyodide"
        out.mkdir()
        log(f"npm pack pyodide@{version}")
        run(["npm", "pack", f"pyodide@{version}", "--pack-destination", str(tmp)], cwd=tmp)
        skip = (".map", ".d.ts", ".html", ".md", "package.json")
        with tarfile.open(next(tmp.glob("pyodide-*.tgz"))) as tar:
            for member in tar.getmembers():
                name = member.name.removeprefix("package/")
                if member.isfile() and "/" not in name and not name.endswith(skip):
                    data = tar.extractfile(member)
                    assert data is not None
                    (out / name).write_bytes(data.read())
        lock_path = out / "pyodide-lock.json"
        lock = json.loads(lock_path.read_text(encoding="utf-8"))
        packages = {norm(k): v for k, v in lock["packages"].items()}
        closure: list[str] = []
        stack = list(PYODIDE_ROOTS)
        while stack:
            name = norm(stack.pop())
            if name not in closure:
                closure.append(name)
                stack += packages[name].get("depends", [])
        log(f"{len(closure)} pure wheels of the lock-closure of {', '.join(PYODIDE_ROOTS)}")
        for name in sorted(closure):
            pkg = packages[name]
            if not pkg["file_name"].endswith("-none-any.whl"):
                raise SystemExit(f"[build_lite] {pkg['file_name']} is not a pure wheel")
            pip_download(f"{pkg['name']}=={pkg['version']}", out)
            wheel = out / pkg["file_name"]
            if not wheel.exists():
                raise SystemExit(f"[build_lite] PyPI's file name differs from the lock's: {wheel}")
            pkg["sha256"] = hashlib.sha256(wheel.read_bytes()).hexdigest()
        lock_path.write_text(json.dumps(lock), encoding="utf-8")
        shutil.rmtree(dest, ignore_errors=True)
        out.rename(dest)  # only a complete folder ever appears under the cache's name
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def kernel_wheels() -> list[Path]:
    """The kernel's wheels from its labextension (piplite, the ipykernel and widgetsnbextension
    shims, pyodide_kernel): the newest version of each, as piplite would pick."""
    newest: dict[str, Path] = {}
    for wheel in sorted(Path(sys.prefix, KERNEL_EXTENSION).glob("*.whl")):
        dist, version = wheel.name.split("-")[:2]
        key = version_key(version)
        if norm(dist) not in newest or key > version_key(newest[norm(dist)].name.split("-")[1]):
            newest[norm(dist)] = wheel
    missing = {"piplite", "ipykernel", "pyodide-kernel"} - set(newest)
    if missing:
        raise SystemExit(f"[build_lite] not in {KERNEL_EXTENSION}: {sorted(missing)}")
    return list(newest.values())


def version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", version))


def cached_wheel(cache: Path, name: str, version: str) -> Path | None:
    for wheel in cache.glob("*.whl"):
        dist, ver = wheel.name.split("-")[:2]
        if norm(dist) == norm(name) and ver == version:
            return wheel
    return None


def pypi_wheels(cache: Path) -> list[Path]:
    """Step 2a: the widget stack's wheels, at this environment's versions (cached)."""
    cache.mkdir(parents=True, exist_ok=True)
    wheels = []
    for name in PYPI_PACKAGES:
        version = importlib.metadata.version(name)
        wheel = cached_wheel(cache, name, version)
        if wheel is None:
            log(f"pip download {name}=={version}")
            pip_download(f"{name}=={version}", cache)
            wheel = cached_wheel(cache, name, version)
            if wheel is None:
                raise SystemExit(f"[build_lite] no pure wheel of {name}=={version} downloaded")
        wheels.append(wheel)
    return wheels


def kit_wheel(dest: Path) -> Path:
    """Step 2b: the kit's wheel, built from a copy of the sources.

    The copy keeps build/ and *.egg-info out of the working tree; without build isolation
    (setuptools comes with the [lite] extra) this step needs no network.
    """
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "src"
        src.mkdir()
        for name in ("pyproject.toml", "README.md", "LICENSE"):
            if (ROOT / name).exists():
                shutil.copy(ROOT / name, src / name)
        shutil.copytree(
            ROOT / "tortuga_kit",
            src / "tortuga_kit",
            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"),
        )
        cmd = [sys.executable, "-m", "pip", "wheel", "-q", "--disable-pip-version-check",
               "--no-deps", "-w", str(dest)]  # fmt: skip
        try:
            setuptools = importlib.metadata.version("setuptools")
            if int(setuptools.split(".")[0]) >= 77:
                cmd.append("--no-build-isolation")
        except importlib.metadata.PackageNotFoundError:
            pass
        run([*cmd, str(src)])
    wheels = list(dest.glob("tortuga_kit-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


# Pyodide under Node.js compiles the unpacked wheels in a host folder (mounted with NODEFS) to
# bytecode for its own Python: checked-hash .pyc files are never compared with the sources'
# times, which a wheel's unpacking does not keep.
COMPILE_JS = """
import { pathToFileURL } from "node:url";
const [pyodideDir, hostDir, legacy] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const py = await loadPyodide({ indexURL: `${pyodideDir}/` });
py.FS.mkdirTree("/wheels");
py.FS.mount(py.FS.filesystems.NODEFS, { root: hostDir }, "/wheels");
py.runPython(`
import compileall, py_compile, sys
mode = py_compile.PycInvalidationMode.UNCHECKED_HASH
legacy = ${legacy === "legacy" ? "True" : "False"}  # x.pyc beside x.py: what zipimport reads
if not compileall.compile_dir("/wheels", quiet=1, legacy=legacy, invalidation_mode=mode):
    sys.exit("compileall failed")
print(sys.implementation.cache_tag)
`);
"""


def compile_wheels(wheels: list[Path], pyodide: Path, cache: Path, dest: Path) -> list[Path]:
    """Copies of ``wheels`` in ``dest`` with Pyodide's bytecode beside every module (step 3).

    Why: Pyodide's own builds ship compiled, but PyPI's pure wheels (IPython, ipywidgets, the
    kit) do not, and compiling them in the browser was most of the kernel's start and of the
    first ``import tortuga_kit`` (measured under Node.js: the kit's first cell 3.7 s from
    source, 0.9 s from bytecode). Compiled copies are cached by the wheel's sha256. Without
    Node.js the wheels are copied as they are (a working site, slower to start).
    """
    out: list[Path] = []
    todo: list[tuple[Path, Path]] = []
    for wheel in wheels:
        key = hashlib.sha256(wheel.read_bytes()).hexdigest()[:16]
        compiled = cache / key / wheel.name
        if not compiled.exists():
            todo.append((wheel, compiled))
        out.append(compiled)
    node = shutil.which("node")
    if todo and node is None:
        log(f"node not found: {len(todo)} wheels shipped without bytecode (a slower start)")
        fallback = {compiled: wheel for wheel, compiled in todo}
        out = [fallback.get(compiled, compiled) for compiled in out]
    elif todo and node is not None:
        log(f"compiling {len(todo)} wheels to bytecode in Pyodide (Node.js)")
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp) / "wheels"
            for i, (wheel, _) in enumerate(todo):
                with zipfile.ZipFile(wheel) as zf:
                    zf.extractall(root / str(i))
            compile_tree(node, pyodide, root)
            for i, (wheel, compiled) in enumerate(todo):
                for stale in cache.glob(f"*/{wheel.name}"):  # one copy per name: the kit's
                    shutil.rmtree(stale.parent)  # wheel differs at every build
                compiled.parent.mkdir(parents=True, exist_ok=True)
                rezip(wheel, root / str(i), compiled)
    for compiled in out:
        if compiled != dest / compiled.name:  # a wheel in dest already, shipped as it is
            shutil.copy(compiled, dest / compiled.name)
    return [dest / compiled.name for compiled in out]


def compile_tree(node: str, pyodide: Path, root: Path, legacy: bool = False) -> None:
    """Compile every module under ``root`` with the Python of ``pyodide`` (run by ``node``)."""
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "compile.mjs"
        script.write_text(COMPILE_JS, encoding="utf-8")
        run([node, str(script), str(pyodide.resolve()), str(root), "legacy" if legacy else ""])


def compile_stdlib(static: Path, pyodide: Path, cache: Path) -> None:
    """Pyodide's standard library (``python_stdlib.zip``) with bytecode beside its sources.

    Why: the npm package ships the standard library as sources only, so the browser compiled
    every module the kernel imports from it at each start (profiled under Node.js: 156 modules
    compiled, more than half of ``import IPython``). Each ``x.py`` keeps its source (tracebacks
    show it) and gets an ``x.pyc`` beside it, which ``zipimport`` prefers. Cached by the zip's
    sha256; without Node.js the zip is left as it is.
    """
    stdlib = static / "python_stdlib.zip"
    key = hashlib.sha256(stdlib.read_bytes()).hexdigest()[:16]
    compiled = cache / key / stdlib.name
    node = shutil.which("node")
    if not compiled.exists() and node is None:
        log("node not found: the standard library is shipped without bytecode")
        return
    if not compiled.exists() and node is not None:
        log("compiling the standard library to bytecode in Pyodide (Node.js)")
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp) / "stdlib"
            with zipfile.ZipFile(stdlib) as zf:
                zf.extractall(root)
            compile_tree(node, pyodide, root, legacy=True)
            compiled.parent.mkdir(parents=True, exist_ok=True)
            part = compiled.with_suffix(".tmp")
            with zipfile.ZipFile(stdlib) as src, zipfile.ZipFile(part, "w") as dst:
                for info in src.infolist():
                    dst.writestr(info, src.read(info))
                    pyc = root / (info.filename[:-3] + ".pyc")
                    if info.filename.endswith(".py") and pyc.exists():
                        dst.write(pyc, info.filename[:-3] + ".pyc", zipfile.ZIP_DEFLATED)
            part.replace(compiled)
    shutil.copy(compiled, stdlib)


def rezip(wheel: Path, unpacked: Path, target: Path) -> None:
    """``wheel`` again, plus the ``__pycache__`` files compiled in ``unpacked``, listed in its
    RECORD without a hash (as installers record the bytecode they write)."""
    with zipfile.ZipFile(wheel) as src:
        names = src.namelist()
        pycs = sorted(
            p.relative_to(unpacked).as_posix() for p in unpacked.rglob("__pycache__/*.pyc")
        )
        record = next(n for n in names if n.endswith(".dist-info/RECORD"))
        tmp = target.with_suffix(".tmp")
        with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as dst:
            for name in names:
                data = src.read(name)
                if name == record:
                    data += "".join(f"{pyc},,\n" for pyc in pycs).encode()
                dst.writestr(src.getinfo(name), data)
            for pyc in pycs:
                dst.write(unpacked / pyc, pyc)
    tmp.replace(target)


def preload(pyodide: Path, wheels: list[Path]) -> list[str]:
    """Step 4: ``wheels`` become packages of the site's Pyodide lock (in ``pyodide``), each with
    its sha256 and its dependencies among the lock's packages; returns their names, for
    ``loadPyodideOptions.packages`` (the kernel loads them while Pyodide starts)."""
    lock_path = pyodide / "pyodide-lock.json"
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    packages = lock["packages"]
    added: dict[str, list[str]] = {}
    for wheel in wheels:
        if wheel.parent != pyodide:
            shutil.copy(wheel, pyodide / wheel.name)
        dist, version = wheel.name.split("-")[:2]
        with zipfile.ZipFile(wheel) as zf:
            meta = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
            requires = [
                norm(re.split(r"[\s;<>=!~\[(]", line.split(":", 1)[1].strip())[0])
                for line in zf.read(meta).decode("utf-8").splitlines()
                if line.startswith("Requires-Dist:") and "extra ==" not in line
            ]
            tops = sorted({n.split("/")[0] for n in zf.namelist()
                           if "/" in n and not n.split("/")[0].endswith((".dist-info", ".data"))})  # fmt: skip
        name = norm(dist)
        sha256 = hashlib.sha256(wheel.read_bytes()).hexdigest()
        if name in packages and packages[name]["file_name"] == wheel.name:
            packages[name]["sha256"] = sha256  # the lock's own package, now with bytecode
            continue
        added[name] = requires
        packages[name] = {
            "name": name,
            "version": version,
            "file_name": wheel.name,
            "install_dir": "site",
            "sha256": sha256,
            "package_type": "package",
            "imports": tops,
            "depends": [],
            "unvendored_tests": False,
            "shared_library": False,
        }
    for name, requires in added.items():
        packages[name]["depends"] = [r for r in requires if r in packages]
    lock_path.write_text(json.dumps(lock), encoding="utf-8")
    return [norm(wheel.name.split("-")[0]) for wheel in wheels]


def lite_notebook(nb: dict[str, Any]) -> dict[str, Any]:
    """The Lite copy of a notebook: Pyodide kernel, and a first code cell installing the kit.

    The install cell goes before the first code cell (after the title), so "Run All" works
    from the top and the notebook still starts with its own heading.
    """
    nb = json.loads(json.dumps(nb))  # deep copy
    nb.setdefault("metadata", {})["kernelspec"] = dict(LITE_KERNELSPEC)
    cells = nb["cells"]
    if any(c.get("id") == INSTALL_CELL_ID for c in cells):
        return nb
    cell: dict[str, Any] = {
        "cell_type": "code",
        "execution_count": None,
        "metadata": {"tags": ["lite-install"]},
        "outputs": [],
        "source": [
            "# JupyterLite only: install the kit into the browser's Python (offline, from this site)\n",
            f"%pip install -q {' '.join(INSTALL)}",
        ],
    }
    if (nb.get("nbformat"), nb.get("nbformat_minor", 0)) >= (4, 5):
        cell["id"] = INSTALL_CELL_ID
    first_code = next((i for i, c in enumerate(cells) if c["cell_type"] == "code"), len(cells))
    cells.insert(first_code, cell)
    return nb


#: The rules pages; ``notebooks/rules`` links to this folder, and the notebooks' rules links
#: (``rules/<game>.md#<section>`` from the top, ``../rules/...`` from a game's folder) reach the
#: site's copy at ``rules/`` as they are.
RULES = ROOT / "docs" / "rules"


def _sources() -> list[tuple[Path, Path]]:
    """(committed notebook, its path in the site): notebooks/ at the root, and the classroom
    pages under ``classroom/`` (in Lite they open as notebooks, code shown: no Voilà there)."""
    pairs = []
    for base, prefix in ((NOTEBOOKS, Path()), (CLASSROOM, Path("classroom"))):
        for src in sorted(base.rglob("*.ipynb")):
            rel = src.relative_to(base)
            if ".ipynb_checkpoints" in rel.parts or src.name.endswith(".out.ipynb"):
                continue
            pairs.append((src, prefix / rel))
    return pairs


def write_contents(content: Path) -> list[Path]:
    """Step 3: Lite copies of every committed notebook, same folder layout as notebooks/, the
    classroom pages in ``classroom/``, and the rules pages the notebooks link (``rules/``, as
    ``notebooks/rules`` holds them, with the translations in ``rules/de/`` and ``rules/ko/``)."""
    written = []
    for src, rel in _sources():
        nb = json.loads(src.read_text(encoding="utf-8"))
        dest = content / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(lite_notebook(nb), indent=1, ensure_ascii=False)
        dest.write_text(text + "\n", encoding="utf-8")
        written.append(rel)
    for page in sorted([*RULES.glob("*.md"), *RULES.glob("*/*.md")]):
        rel = page.relative_to(RULES)  # a translation keeps its language's folder: rules/de/
        (content / "rules" / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(page, content / "rules" / rel)
    return written


def open_start_notebook(out: Path) -> None:
    """Make the site's root URL open 00_start_here.ipynb instead of an empty JupyterLab.

    The root index.html must stay: the app pages read its ``#jupyter-config-data`` (without
    running its scripts). Only a browser that loads the root runs the redirect added here; it
    runs before the module script that would send it to ``lab/`` without a notebook.
    """
    index = out / "index.html"
    html = index.read_text(encoding="utf-8")
    target = f"./lab/index.html?path={START}"
    script = f"<head>\n    <script>window.location.replace({json.dumps(target)});</script>"
    if "<head>" not in html:
        raise SystemExit(f"[build_lite] no <head> in {index}: JupyterLite's layout changed")
    index.write_text(html.replace("<head>", script, 1), encoding="utf-8")


# JupyterLite's kernel base (@jupyterlite/services' BaseKernel.handleMessage, 0.8.6) dispatches
# every shell request but ``comm_info_request``: the Pyodide kernel implements commInfoRequest,
# yet the request gets a busy/idle and never a reply. ipywidgets' manager asks exactly that
# before it draws a reopened notebook's widgets from the saved state, so without a reply the
# output reads "Loading widget..." forever instead of the last board.
HANDLE_MESSAGE = re.compile(
    r"async handleMessage\((\w+)\)\{switch\(this\._busy\(\1\),this\._parent=\1,"
    r"\1\.header\.msg_type\)\{"
)
KERNEL_INFO = re.compile(r"async _kernelInfo\(\w+\)\{let \w+=await this\.kernelInfoRequest\(\),"
                         r"\w+=([\w$]+)\.KernelMessage\.createMessage\(")  # fmt: skip


def answer_comm_info(out: Path) -> None:
    """Add the missing ``comm_info_request`` case to the built kernel base (see HANDLE_MESSAGE).

    The reply is built like the base's own ``kernel_info_reply``: the kernel's
    ``commInfoRequest`` (Pyodide: the comms its Python side holds) on the shell channel, with
    the request as parent. Fails the build if the code moved, instead of shipping a site whose
    reopened notebooks lose their pictures; a JupyterLite that handles the request itself is
    left alone.
    """
    patched = 0
    for js in sorted((out / "build").glob("*.js")):
        text = js.read_text(encoding="utf-8")
        found = HANDLE_MESSAGE.search(text)
        if not found:
            continue
        if '"comm_info_request"' in text[found.start() : found.start() + 2000]:
            return
        alias = KERNEL_INFO.search(text)
        if not alias:
            raise SystemExit(f"[build_lite] no _kernelInfo beside handleMessage in {js.name}")
        msg, services = found.group(1), alias.group(1)
        case = (
            f'case"comm_info_request":{{let c=await this.commInfoRequest({msg}.content);'
            f'this._sendMessage({services}.KernelMessage.createMessage({{msgType:"comm_info_reply",'
            f'channel:"shell",session:{msg}.header.session,parentHeader:{msg}.header,content:c}}));'
            f"break}}"
        )
        js.write_text(text[: found.end()] + case + text[found.end() :], encoding="utf-8")
        patched += 1
    if patched != 1:
        raise SystemExit(f"[build_lite] JupyterLite's kernel base not found once ({patched})")


def du(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "_lite" / "dist", help="site folder")
    parser.add_argument("--work", type=Path, default=ROOT / "_lite", help="cache + staging folder")
    parser.add_argument("--refresh", action="store_true", help="re-download the cached parts")
    args = parser.parse_args(argv)
    t0 = time.monotonic()
    try:
        from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION
    except ImportError:
        raise SystemExit(
            "[build_lite] jupyterlite-pyodide-kernel is missing: run this with the Lite build "
            "venv (make lite), or pip install -e '.[lite]' into a separate venv"
        ) from None
    work = args.work.resolve()
    out = args.out.resolve()
    cache = work / "cache"
    cache.mkdir(parents=True, exist_ok=True)
    if args.refresh:
        shutil.rmtree(cache / f"pyodide-{PYODIDE_VERSION}", ignore_errors=True)
        shutil.rmtree(cache / "wheels", ignore_errors=True)

    pyodide = cache / f"pyodide-{PYODIDE_VERSION}"
    if not (pyodide / "pyodide.mjs").exists():
        build_pyodide(pyodide, PYODIDE_VERSION)
    wheels = pypi_wheels(cache / "wheels")

    # The staging lite_dir is rebuilt from scratch each time: nothing stale reaches the site.
    lite_dir = work / "build"
    shutil.rmtree(lite_dir, ignore_errors=True)
    (lite_dir / "static").mkdir(parents=True)
    static = lite_dir / "static" / "pyodide"
    shutil.copytree(pyodide, static)
    pypi = lite_dir / "pypi"
    pypi.mkdir()
    compiled = cache / f"pyc-{PYODIDE_VERSION}"
    with tempfile.TemporaryDirectory() as tmp:
        kit = kit_wheel(Path(tmp))
        stack = compile_wheels([*wheels, kit], pyodide, compiled, pypi)
    kit = stack[-1]
    kernel = compile_wheels(
        [*sorted(static.glob("*.whl")), *kernel_wheels()], pyodide, compiled, static
    )
    preloaded = preload(static, [*kernel, *stack])
    compile_stdlib(static, pyodide, compiled)
    notebooks = write_contents(lite_dir / "content")
    if Path(START) not in notebooks:
        raise SystemExit(f"[build_lite] notebooks/{START} is missing")
    config = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "tortuga_kit",
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": preloaded},
                }
            },
        },
    }
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    (lite_dir / "overrides.json").write_text(json.dumps(OVERRIDES, indent=2), encoding="utf-8")

    shutil.rmtree(out, ignore_errors=True)
    jupyter_lite = Path(sys.executable).parent / "jupyter-lite"
    cmd = [str(jupyter_lite) if jupyter_lite.exists() else "jupyter-lite", "build",
           "--lite-dir", str(lite_dir), "--contents", "content", "--output-dir", str(out),
           "--apps", "lab", "--no-sourcemaps", "--no-unused-shared-packages", "--no-libarchive"]  # fmt: skip
    log("jupyter lite build")
    run(cmd, cwd=lite_dir)
    open_start_notebook(out)
    answer_comm_info(out)

    # Check the promises of the docstring on the built site, not on the staging folder.
    served = json.loads((out / "jupyter-lite.json").read_text(encoding="utf-8"))
    data = served["jupyter-config-data"]
    kernel = data["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel.get("disablePyPIFallback") is True, kernel
    assert kernel.get("pyodideUrl", "").startswith("./static/pyodide/"), kernel
    lock = json.loads((out / "static" / "pyodide" / "pyodide-lock.json").read_text("utf-8"))
    for name in [*KERNEL_PACKAGES, *INSTALL]:
        assert norm(name) in kernel["loadPyodideOptions"]["packages"], name
        assert (out / "static" / "pyodide" / lock["packages"][norm(name)]["file_name"]).exists()
    assert (out / "static" / "pyodide" / "pyodide.mjs").exists()
    index = json.loads((out / "pypi" / "all.json").read_text(encoding="utf-8"))
    missing = {norm(n) for n in [*PYPI_PACKAGES, "tortuga_kit"]} - {norm(n) for n in index}
    assert not missing, f"not in pypi/all.json: {missing}"
    for rel in notebooks:
        assert (out / "files" / rel).exists(), f"{rel} missing from the site"

    size = du(out) / 1e6
    log(f"built {out} in {time.monotonic() - t0:.1f} s: {size:.1f} MB, Pyodide {PYODIDE_VERSION}, "
        f"{len(notebooks)} notebooks, {kit.name}")  # fmt: skip
    log(f"serve: python -m http.server --bind 127.0.0.1 -d {out} 8765")
    return 0


if __name__ == "__main__":
    sys.exit(main())
