# tortuga_kit developer commands. Needs only GNU make and python3 >= 3.10;
# everything else is installed into $(VENV) on first use.
PYTHON ?= python3
VENV = .venv
BIN = $(VENV)/bin
PYTEST_ARGS ?=
LAB_ARGS ?=
# Learners work in their own, git-ignored copy of notebooks/ (made on the first `make lab`):
# JupyterLab autosaves every run and edit, and the lessons in notebooks/ are tracked and tested.
LAB_COPY = my-notebooks
LAB_NOTEBOOK = $(LAB_COPY)/00_start_here.ipynb
# `make binder-link`: the Binder address of this repository's GitHub remote.
BINDER_REF ?= HEAD
BINDER_URLPATH = lab/tree/notebooks/00_start_here.ipynb
LAB_SETTINGS = $(VENV)/share/jupyter/lab/settings/overrides.json
# `make classroom`: Voilà serves classroom/ (one app page per game) on this address only.
CLASSROOM_PORT ?= 8866
# `make table`: the shared table (every player on their own device) on this address only.
TABLE_PORT ?= 8870
TABLE_DB ?= tables.sqlite
# JupyterLab's settings for every user of $(VENV): no news toast (it would cover the notebook);
# start the default kernel without the "Select Kernel" dialog; open a .md file rendered
# ("Markdown Preview", not the editor), so a rules link shows its section of the rules page; the
# notebook keeps its widgets' last state, so a notebook reopened without their kernel shows the
# last board as a picture instead of "Error displaying widget: model not found".
LAB_OVERRIDES = {"@jupyterlab/apputils-extension:notification": {"fetchNews": "false", "checkForUpdates": false}, "@jupyterlab/notebook-extension:tracker": {"autoStartDefaultKernel": true}, "@jupyterlab/docmanager-extension:plugin": {"defaultViewers": {"markdown": "Markdown Preview"}}, "@jupyter-widgets/jupyterlab-manager:plugin": {"saveState": true}}

# jupyter lab refuses to start as root (containers, CI boxes) without --allow-root. A variable
# of its own: `make lab LAB_ARGS=...` on the command line replaces LAB_ARGS, += included.
LAB_ROOT := $(if $(filter 0,$(shell id -u 2>/dev/null)),--allow-root)

.DEFAULT_GOAL := help
.PHONY: help lab lab-copy lab-reset binder-link test lint format clear-outputs board-svg bench axe \
  playthroughs clean wheel lite lite-serve lite-test classroom table catalogs

help:
	@echo "tortuga_kit make targets (the first run creates $(VENV)/ and installs into it):"
	@echo "  make lab           install the kit with [lab] extras, copy notebooks/ to $(LAB_COPY)/ (once) and open $(LAB_NOTEBOOK)"
	@echo "  make lab-reset     fresh copies of the notebooks in $(LAB_COPY)/ (the old copy is kept as $(LAB_COPY).bak-<time>/)"
	@echo "  make classroom     install [classroom] (Voila, the table's server), serve classroom/ on http://127.0.0.1:$(CLASSROOM_PORT)/: one app page per game (Play together: a shared table)"
	@echo "  make table         install [table] (Starlette, uvicorn), serve the shared table on http://127.0.0.1:$(TABLE_PORT)/ (tables kept in $(TABLE_DB))"
	@echo "  make binder-link   print the mybinder.org address of this repository (from git remote origin)"
	@echo "  make test          install [test] extras, run ruff, mypy and pytest on all cores, one worker more than cores (extra args: PYTEST_ARGS='-m \"not browser\"')"
	@echo "  make lint          ruff check + ruff format --check + mypy"
	@echo "  make format        ruff format (and sort imports)"
	@echo "  make clear-outputs store notebooks/ without outputs (after running them in JupyterLab)"
	@echo "  make board-svg     redraw docs/*board.svg, the README's pictures of the boards"
	@echo "  make axe           fetch axe-core (npm) into .cache/axe for the browser tests' accessibility checks"
	@echo "  make bench         install [bench] (OpenSpiel), then python -m tortuga_kit bench --memory --bots"
	@echo "  make playthroughs  python -m tortuga_kit playthroughs --write"
	@echo "  make catalogs      extract the texts into tortuga_kit/locale/*/LC_MESSAGES/*.po (new ones empty), compile .mo"
	@echo "  make wheel         build sdist + wheel into dist/"
	@echo "  make clean         remove $(VENV), build artefacts and caches"
	@echo "  make lite          build a static, offline JupyterLite site of the notebooks into $(LITE_DIST)/"
	@echo "  make lite-serve    make lite, then serve it on http://127.0.0.1:$(LITE_PORT)/ (Ctrl-C stops)"
	@echo "  make lite-test     make lite, then run one notebook per game (and a classroom page) offline in Chromium"
	@echo "Variables: PYTHON=$(PYTHON) (interpreter used to create the venv), PYTEST_ARGS, LAB_ARGS,"
	@echo "  LAB_NOTEBOOK (e.g. notebooks/00_start_here.ipynb to edit the lessons themselves)"

# --- virtual environment -------------------------------------------------------------------------
$(VENV)/.created:
	@command -v $(PYTHON) >/dev/null 2>&1 || { \
	  echo "error: '$(PYTHON)' not found. Install Python >= 3.10 or run e.g. 'make PYTHON=python3.11 ...'" >&2; exit 1; }
	@$(PYTHON) -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else 1)' || { \
	  echo "error: tortuga_kit needs Python >= 3.10, but '$(PYTHON)' is $$($(PYTHON) -V 2>&1)." >&2; \
	  echo "       Run e.g. 'make PYTHON=python3.11 ...'" >&2; exit 1; }
	@rm -rf $(VENV)
	$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
	  echo "error: '$(PYTHON) -m venv' failed (on Debian/Ubuntu: apt-get install python3-venv)" >&2; exit 1; }
	$(BIN)/python -m pip install --upgrade pip
	@touch $@

# One stamp per extras set; re-installs when pyproject.toml changes (or the package first appears).
# The test extras install with --no-compile: pip's compiling every installed module (JupyterLab,
# pandas, matplotlib, Dask...) cost about 20 CPU seconds of a fresh `make test`, while the suite
# imports a part of them, each compiled once on first import (tests/conftest.py lets the run
# write bytecode).
$(VENV)/.installed-%: pyproject.toml $(wildcard tortuga_kit/__init__.py) | $(VENV)/.created
	$(BIN)/python -m pip install$(if $(filter test,$*), --no-compile) -e '.[$*]'
	@touch $@

$(LAB_SETTINGS): Makefile | $(VENV)/.created
	@mkdir -p $(@D)
	@printf '%s\n' '$(LAB_OVERRIDES)' > $@
	@echo "wrote $@"

# --- targets -------------------------------------------------------------------------------------
# The shared table: one match, every player on their own device (README, "Classroom"). It prints
# the teacher's address; TABLE_ARGS='--host 0.0.0.0' opens it to the network (read the README).
table: $(VENV)/.installed-table
	$(BIN)/python -m tortuga_kit table --port $(TABLE_PORT) --db $(TABLE_DB) $(TABLE_ARGS)

# Opens $(LAB_NOTEBOOK), or the file browser if that notebook does not exist.
lab: $(VENV)/.installed-lab $(LAB_SETTINGS) lab-copy
	$(BIN)/jupyter lab $(LAB_ROOT) $(LAB_ARGS) $(wildcard $(LAB_NOTEBOOK))

# The learners' copy, made once and then never overwritten (JupyterLab's checkpoints not copied).
# notebooks/rules is a link to docs/rules (the rules pages), copied as the link: the copy's
# rules links (rules/<game>.md#<section>) stay inside the folder JupyterLab serves.
lab-copy:
	@if [ ! -d $(LAB_COPY) ]; then \
	  cp -R notebooks $(LAB_COPY) && \
	  find $(LAB_COPY) -depth -name '.ipynb_checkpoints' -type d -exec rm -rf {} + ; fi
	@echo "Your notebooks are in $(LAB_COPY)/ (a git-ignored copy of notebooks/, yours to change); 'make lab-reset' swaps in fresh copies."
	@[ -e $(LAB_COPY)/rules ] || echo "Your copy is older than its rules pages (its rules links open nothing): 'make lab-reset' fixes it."

lab-reset:
	@if [ -d $(LAB_COPY) ]; then \
	  backup=$(LAB_COPY).bak-$$(date +%Y%m%d-%H%M%S) && \
	  { [ ! -e $$backup ] || { echo "error: $$backup exists; try again in a second" >&2; exit 1; }; } && \
	  mv $(LAB_COPY) $$backup && \
	  echo "Your old copy is kept as $$backup/"; fi
	@$(MAKE) --no-print-directory lab-copy

# One app page per game (code hidden), for a projector or one match per student's device:
# Voilà starts one kernel, i.e. one match, per visitor of a page. Only on 127.0.0.1. A page's
# Play together finds the shared table on 127.0.0.1:$(TABLE_PORT), or starts it (the extra has
# its packages; the teacher's token in ~/.tortuga_kit/table-token, as `make table` reads it).
classroom: $(VENV)/.installed-classroom
	@echo "Classroom: http://127.0.0.1:$(CLASSROOM_PORT)/ (the four games; Ctrl-C stops)"
	TORTUGA_KIT_TABLE_URL=http://127.0.0.1:$(TABLE_PORT) \
	  $(BIN)/voila classroom/ --no-browser --port $(CLASSROOM_PORT) --Voila.ip=127.0.0.1

# mybinder.org builds the repository from binder/; the address names its GitHub owner and name,
# so it is read from the `origin` remote instead of written into the README.
binder-link:
	@url=$$(git remote get-url origin 2>/dev/null) || { \
	  echo "error: this clone has no 'origin' remote; Binder needs the repository on GitHub" >&2; exit 1; }; \
	slug=$$(printf '%s\n' "$$url" | sed -E -n \
	  's#^(https://([^@/]+@)?|ssh://git@|git@)github\.com[:/]([^/]+/[^/]+)$$#\3#p' | sed -E 's#/$$##; s#\.git$$##'); \
	[ -n "$$slug" ] || { echo "error: origin ($$url) is not a GitHub repository" >&2; exit 1; }; \
	echo "https://mybinder.org/v2/gh/$$slug/$(BINDER_REF)?urlpath=$(BINDER_URLPATH)"

# pytest-xdist with one worker more than the cores (-n auto: auto_workers in tests/conftest.py;
# browser and notebook workers wait much of their time); --dist loadgroup keeps each browser
# file's tests (they share one server and notebook) on one worker and hands out every other
# test alone (tests/conftest.py);
# --durations=25 prints the slowest tests, so the suite's time stays visible.
test: $(VENV)/.installed-test $(LAB_SETTINGS)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/python -m pytest -n auto --dist loadgroup --durations=25 $(PYTEST_ARGS)

lint: $(VENV)/.installed-test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

format: $(VENV)/.installed-test
	$(BIN)/ruff check --select I --fix .
	$(BIN)/ruff format .

# The notebooks are plain .ipynb files edited in JupyterLab; the tests want them stored clean.
clear-outputs: $(VENV)/.installed-test
	$(BIN)/python tools/clear_outputs.py notebooks

# axe-core (npm), injected into pages by the browser tests' accessibility checks
# (tests/browser/test_access_browser.py fetches the same version itself when it is missing).
AXE_VERSION = 4.14.1
AXE = .cache/axe/node_modules/axe-core/axe.min.js
$(AXE):
	npm install --no-save --no-audit --no-fund --prefix .cache/axe axe-core@$(AXE_VERSION)

axe: $(AXE)

board-svg: $(VENV)/.installed-test
	$(BIN)/python tools/board_svg.py

bench: $(VENV)/.installed-bench
	$(BIN)/python -m tortuga_kit bench --memory --bots

playthroughs: $(VENV)/.installed-test
	$(BIN)/python -m tortuga_kit playthroughs --write

# The message catalogs (German, Korean): translate the new empty entries of the .po files, then
# run it again to compile them (tests/test_i18n.py fails while one is empty or not compiled).
catalogs: $(VENV)/.installed-test
	$(BIN)/python tools/i18n.py update

wheel: $(VENV)/.installed-test
	$(BIN)/python -m build

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache .hypothesis tests/artifacts \
	  _lite
	find . -path ./.git -prune -o -type d \( -name __pycache__ -o -name .ipynb_checkpoints \) \
	  -prune -exec rm -rf {} +
	find . -path ./.git -prune -o -type f -name '*.out.ipynb' -exec rm -f {} +

# --- JupyterLite: the notebooks in the browser, no install (tools/build_lite.py) ------------------
# A separate build venv keeps the Lite extensions out of $(VENV)'s JupyterLab and the site lean
# (every labextension in the build env gets bundled). The first build needs npm and the package
# index (Pyodide core + pure wheels, cached in $(LITE_DIR)/cache); later builds run offline.
LITE_DIR = _lite
LITE_VENV = $(LITE_DIR)/venv
LITE_DIST = $(LITE_DIR)/dist
LITE_PORT ?= 8765

$(LITE_VENV)/.installed: pyproject.toml
	@command -v $(PYTHON) >/dev/null 2>&1 || { echo "error: '$(PYTHON)' not found" >&2; exit 1; }
	@rm -rf $(LITE_VENV)
	$(PYTHON) -m venv $(LITE_VENV)
	$(LITE_VENV)/bin/python -m pip install --upgrade pip
	$(LITE_VENV)/bin/python -m pip install -e '.[lite]'
	@touch $@

lite: $(LITE_VENV)/.installed
	$(LITE_VENV)/bin/python tools/build_lite.py --out $(LITE_DIST)

lite-serve: lite
	@echo "JupyterLite: http://127.0.0.1:$(LITE_PORT)/lab/index.html?path=00_start_here.ipynb"
	$(LITE_VENV)/bin/python -m http.server --bind 127.0.0.1 --directory $(LITE_DIST) $(LITE_PORT)

# The Lite site in a real browser (tests/notebooks/test_lite.py): one notebook per game, the
# comparison and a classroom page, offline in Pyodide. Kept out of `make test` (Pyodide's start
# alone is 20-60 s per page on two cores); .ci/run runs it after `make test`.
lite-test: $(VENV)/.installed-test
	TORTUGA_LITE=1 $(BIN)/python -m pytest -p no:xdist -s tests/notebooks/test_lite.py $(PYTEST_ARGS)
