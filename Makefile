# Two entry points for people: `make run` and `make test`. Both are idempotent from a fresh clone.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
DEV_STAMP := $(VENV)/.installed-dev
PACKAGE_STAMP := $(VENV)/.installed-package
# Two workers: three filled the database and subprocess tests' waits on an idle machine (300 s
# against 320 s) but lost in CI, where the contention slowed every test (354 s against 321 s).
PYTEST := QT_QPA_PLATFORM=offscreen $(VENV)/bin/pytest -n 2 -q --durations=20
# Debian packages Qt (offscreen and on screen), PostgreSQL tests and PDF checks need.
APT_PACKAGES := python3-venv libegl1 libgl1 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1 \
	libdbus-1-3 libglib2.0-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-shape0 \
	libnss3 libasound2 poppler-utils postgresql
# What `make package` and packaging/check_bundle.sh need besides: readelf, the Wayland
# libraries Qt's Wayland plugin links (so the .deb's Depends can name their packages), and
# the desktop entry and AppStream checkers.
PACKAGE_APT_PACKAGES := binutils dpkg-dev libwayland-cursor0 libwayland-egl1 \
	desktop-file-utils appstream

.PHONY: run test test-full apt apt-package venv dev i18n lint typecheck bytecode pytest bench screenshots package \
	clean

run: $(STAMP) i18n
	$(VENV)/bin/muster

# mypy runs on one core: the byte-code is written on the other meanwhile.
test: apt $(DEV_STAMP) i18n
	@$(MAKE) --no-print-directory -j 2 --output-sync=target lint typecheck bytecode
	$(PYTEST)

# Installs the Debian packages of $(1) that are missing (as root, on Debian; else nothing).
define apt_install
	@if [ "$$(id -u)" = "0" ] && command -v apt-get >/dev/null; then \
		missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
		if [ -n "$$missing" ]; then echo "Installing Debian packages:$$missing"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; fi; \
	fi
endef

apt:
	$(call apt_install,$(APT_PACKAGES))

apt-package:
	$(call apt_install,$(PACKAGE_APT_PACKAGES))

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip

$(STAMP): pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install -q -e .
	touch $@

$(DEV_STAMP): pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install -q -e ".[dev]"
	touch $(STAMP) $@

$(PACKAGE_STAMP): pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install -q -e ".[package]"
	touch $(STAMP) $@

i18n: $(STAMP)
	$(PY) -m app i18n release

lint: $(DEV_STAMP)
	$(VENV)/bin/ruff check app ui models tests benchmarks
	$(VENV)/bin/ruff format --check app ui models tests benchmarks

typecheck: $(DEV_STAMP)
	$(VENV)/bin/mypy app models

# Byte-code written before the tests run: where PYTHONDONTWRITEBYTECODE is set (CI's machine
# has it), every Muster process a test starts would compile the modules it imports again
# (~0.15 s each), and each pytest worker would rewrite the asserts of every test module again
# (~10 s each: pytest keeps them as byte-code too, which a collection writes once).
bytecode: $(DEV_STAMP)
	$(PY) -m compileall -q -j 0 app ui models tests
	env -u PYTHONDONTWRITEBYTECODE QT_QPA_PLATFORM=offscreen $(VENV)/bin/pytest --collect-only \
		-q -p no:cacheprovider > /dev/null

pytest: $(DEV_STAMP) bytecode
	$(PYTEST)

# The same tests with the property tests' full example counts (HYPOTHESIS_PROFILE=full,
# tests/conftest.py): slower, for before a release or after changing a reducer or a codec.
test-full: apt $(DEV_STAMP) i18n
	QT_QPA_PLATFORM=offscreen HYPOTHESIS_PROFILE=full $(VENV)/bin/pytest -n 2 -q --durations=20

# Every picture of docs/screenshots/, each from the code that draws it (the producers are
# listed in tests/screenshots/__init__.py); a few minutes.
screenshots: $(DEV_STAMP) i18n
	QT_QPA_PLATFORM=offscreen $(PY) -m tests.screenshots

# Every benchmark runs (budgets.py and tracker_timing.py are their shared modules); the ones
# over budget are named at the end, and make fails then.
bench: $(DEV_STAMP)
	@failed=""; for b in benchmarks/*.py; do \
	  case $$b in benchmarks/budgets.py|benchmarks/tracker_timing.py) continue;; esac; \
	  echo "== $$b"; QT_QPA_PLATFORM=offscreen $(PY) $$b || failed="$$failed $$b"; \
	done; \
	if [ -n "$$failed" ]; then echo "over budget or failed:$$failed"; exit 1; fi

# dist/muster/ (a one-folder bundle) and, on Linux, dist/muster_<version>_<arch>.deb;
# see packaging/README.md.
package: apt-package $(PACKAGE_STAMP)
	packaging/build.sh $(PY)

clean:
	rm -rf $(VENV) resources/i18n/*.qm build dist
