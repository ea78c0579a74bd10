# SpecLab. `make run` and `make test` each set themselves up from a fresh clone.
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.speclab-installed

.PHONY: run test i18n lupdate bench fuzz dist clean help

help:
	@echo "make run    - set up .venv, compile translations, open SpecLab (Spanish)"
	@echo "make test   - set up .venv, compile translations, check layers and lint, run the whole test suite offscreen"
	@echo "make bench  - print the performance benchmark as JSON"
	@echo "make fuzz   - run the GUI fuzzer (10,000 events)"
	@echo "make dist   - build the frozen app, the .tar.gz and the .deb under dist/"
	@echo "make lupdate - refresh resources/i18n/*.ts from the sources"

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e ".[test]"
	touch $(STAMP)

# .qm files are build products of the committed .ts catalogues.
i18n: $(STAMP)
	$(PY) tools/i18n.py release

lupdate: $(STAMP)
	$(PY) tools/i18n.py update

run: i18n
	$(PY) -m desktop $(ARGS)

# The layers (import-linter) and the lint rules (ruff), both in pyproject.toml,
# take seconds and fail before the suite's minutes.
test: i18n
	$(VENV)/bin/lint-imports
	$(VENV)/bin/ruff check .
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest $(PYTEST_ARGS)

bench: i18n
	QT_QPA_PLATFORM=offscreen $(PY) -m desktop.bench --json

fuzz: i18n
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest tests/fuzz -q --fuzz-events=10000

dist: i18n
	$(PY) -m pip install --quiet -e ".[dist]"
	$(PY) packaging/build.py

clean:
	rm -rf build dist $(VENV) resources/i18n/*.qm
