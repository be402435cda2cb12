# Two commands do all the set-up: `make lab` and `make test`.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip -q --disable-pip-version-check

.PHONY: lab test test-fast lint notebooks bench screenshots chromium clean site

$(VENV)/.lab: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PIP) install -e '.[lab]'
	touch $@

$(VENV)/.test: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PIP) install -e '.[test]'
	touch $@ $(VENV)/.lab

# JupyterLab refuses to run as root unless told to (containers, Binder-like machines).
LAB_FLAGS := $(if $(filter 0,$(shell id -u)),--allow-root,)

## Create the environment and open JupyterLab on the start page.
lab: $(VENV)/.lab
	$(PY) -m jupyterlab $(LAB_FLAGS) notebooks/00-start-here.ipynb

## Create the environment and run every test, the real-browser ones included.
test: $(VENV)/.test chromium
	$(PY) -m pytest --nbval notebooks --nbval-sanitize-with notebooks/sanitize.cfg tests -q

## The same without the browser and notebook tests (quick, while editing).
test-fast: $(VENV)/.test
	$(PY) -m pytest tests -q -m "not slow and not browser and not binder"

## Static checks: ruff (pyflakes and bugbear) on all the code, mypy on the game-agnostic core.
lint: $(VENV)/.test
	$(PY) -m ruff check seasons_nb tests benchmarks notebooks/build
	$(PY) -m mypy seasons_nb/core

## Re-execute the notebooks in place (seeded, so outputs are reproducible).
notebooks: $(VENV)/.test
	$(PY) notebooks/execute.py notebooks/*.ipynb

## The course as a static JupyterLite site in site/ (serve it: python -m http.server -d site).
SITE_VENV := .venv-site
$(SITE_VENV)/.site: pyproject.toml
	$(PYTHON) -m venv $(SITE_VENV)
	$(SITE_VENV)/bin/python -m pip -q --disable-pip-version-check install -e '.[site]'
	touch $@

site: $(SITE_VENV)/.site
	$(SITE_VENV)/bin/python -m seasons_nb.site site

## Speed figures (not part of the tests).
bench: $(VENV)/.test chromium
	$(PY) benchmarks/engine.py
	$(PY) benchmarks/latency.py
	$(PY) benchmarks/runall.py

## Screenshots of each game's Table (docs/screenshots/), as the README shows them.
screenshots: $(VENV)/.test chromium
	$(PY) benchmarks/screenshots.py

## A Chromium for the browser tests: $CHROMIUM, Debian's package, or Playwright's own.
chromium:
	@if [ -n "$$CHROMIUM" ] || command -v chromium >/dev/null 2>&1; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; \
	else $(PY) -m playwright install chromium; fi

clean:
	rm -rf $(VENV) .pytest_cache .hypothesis tests/browser/artifacts
