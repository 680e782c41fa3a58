# The two supported entry points are `make run` and `make test`; both set up
# everything they need on a fresh machine.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

# Debian packages the Qt offscreen/xcb platforms and the tests need.
DEBIAN_PACKAGES := libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 \
                   libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 \
                   libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-render-util0 \
                   libxcb-image0 xvfb xauth trayer tmux \
                   boinc-client boinctui libboinc-app-dev gcc make iproute2 util-linux

.PHONY: run test deps venv bench clean typecheck

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

venv: $(STAMP)

# Installs missing Debian packages when we are root and apt is there; says what is
# missing otherwise instead of failing later with an obscure Qt error.
deps:
	@bash installers/debian-deps.sh $(DEBIAN_PACKAGES)

test: deps $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest

run: deps $(STAMP)
	$(VENV)/bin/boinc-gui

bench: $(STAMP)
	$(PY) bench/emulator_speed.py

typecheck: $(STAMP)
	$(PY) -m mypy

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache
