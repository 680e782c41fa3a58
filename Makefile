# The two supported entry points are `make run` and `make test`; both set up
# everything they need on a fresh machine.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed

# Debian packages the Qt offscreen/xcb platforms and the tests need (pocl and the OpenCL
# loader: GPU detection's OpenCL tests run against pocl's CPU device; prometheus and its promtool:
# the metrics tests scrape boinc-core run with the real thing; mosquitto and its clients: the
# MQTT bridge's tests publish and subscribe through the real broker; dbus, at-spi2-core and
# python3-pyatspi: the accessibility test reads the running window through AT-SPI, as Orca;
# fonts-vlgothic: a Japanese font, for the Japanese screenshots' glyphs).
DEBIAN_PACKAGES := libegl1 libgl1 libxkbcommon0 libfontconfig1 libdbus-1-3 \
                   libxcb-cursor0 libxkbcommon-x11-0 libxcb-icccm4 libxcb-keysyms1 \
                   libxcb-shape0 libxcb-xinerama0 libxcb-randr0 libxcb-render-util0 \
                   libxcb-image0 xvfb xauth trayer tmux \
                   boinc-client boinctui libboinc-app-dev gcc make iproute2 util-linux \
                   python3-dev pocl-opencl-icd ocl-icd-libopencl1 prometheus \
                   dbus at-spi2-core python3-pyatspi fonts-vlgothic \
                   openssh-server mosquitto mosquitto-clients

# Only for make dist / make test-dist (building and checking the packages) and the
# start-up benchmark: strip, the .desktop and AppStream validators, and X tools to find
# windows and click the tray. Not needed by make test.
DIST_DEBIAN_PACKAGES := binutils desktop-file-utils appstream x11-utils xdotool xvfb xauth trayer strace

DIST_STAMP := $(VENV)/.installed-dist

.PHONY: run test deps venv bench clean typecheck dist deps-dist test-dist bench-gui compiled translations \
        update-translations

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

# The batch emulator's hot modules compiled by mypyc (core/emulator/compiled.py), in the
# user's cache directory, for exactly the sources of this tree: about a minute (40 s CPU) when
# core/ changed, nothing otherwise. Best effort (python3-dev above gives mypyc Python.h): it
# exits 0 when it cannot build, and `boinc-core emulate` then runs pure Python, same figures.
compiled: deps $(STAMP)
	-$(PY) -m core.emulator.compiled build

# Most tests wait on child processes, sockets and timers, so three workers share two
# cores well; the few that measure time or CPU use (marked serial) run alone afterwards.
# The window's catalogues: each resources/translations/*.ts (the text volunteers edit) compiled
# to the .qm Qt loads, by pyside6-lrelease from the PySide6 wheel. The .qm files are build
# output and not committed (they would go stale against the .ts); make rebuilds a changed one.
TS_FILES := $(wildcard resources/translations/*.ts)
QM_FILES := $(TS_FILES:.ts=.qm)

resources/translations/%.qm: resources/translations/%.ts $(STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

translations: $(QM_FILES)

# After wrapping new text in tr(): adds the new strings to every catalogue (docs/translating.md).
update-translations: $(STAMP)
	$(VENV)/bin/pyside6-lupdate -extensions py -locations none -no-obsolete boinc_gui -ts $(TS_FILES)

# PYTHONDONTWRITEBYTECODE (set in some shells and sandboxes) is left out of the tests'
# environment: with it each pytest process rewrote and compiled every test module again (10 s
# of CPU of a 13-s collection, 3 s with the cache) and every child interpreter the tests start
# (clients, demo projects, the window) compiled its modules from source. __pycache__ is ignored by git.
# tests/packaging is test-dist's: here it would test whatever older bundle dist/ still holds
# (about 5 minutes of a worker on a machine that once built one; skipped on a clean checkout).
test: deps $(STAMP) compiled translations
	QT_QPA_PLATFORM=offscreen env -u PYTHONDONTWRITEBYTECODE $(PY) -m pytest -n 3 -m "not serial" --ignore=tests/packaging
	QT_QPA_PLATFORM=offscreen env -u PYTHONDONTWRITEBYTECODE $(PY) -m pytest -m serial --ignore=tests/packaging

# The window's emulator never uses the compiled copy: build it in the background.
run: deps $(STAMP) translations
	-$(PY) -m core.emulator.compiled build --background
	$(VENV)/bin/boinc-gui

$(DIST_STAMP): $(STAMP) pyproject.toml
	$(PY) -m pip install -q -e '.[test,dist]'
	touch $(DIST_STAMP)

deps-dist: deps
	@bash installers/debian-deps.sh $(DIST_DEBIAN_PACKAGES)

# The Linux bundle (dist/boinc-gui/), dist/boinc-gui-*.tar.gz and dist/boinc-gui_*.deb.
dist: deps-dist $(DIST_STAMP) translations
	PY=$(abspath $(PY)) bash installers/linux/build.sh

# Builds the packages, then installs the .deb into a throwaway root and runs it (tests/packaging).
test-dist: dist
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest tests/packaging -p no:cacheprovider

# Start-up, memory and idle CPU against Debian's boinc-manager (installs it if missing).
bench-gui: deps-dist $(STAMP)
	$(PY) bench/gui_startup.py

bench: $(STAMP)
	$(PY) bench/emulator_speed.py

typecheck: $(STAMP)
	$(PY) -m mypy

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache
