"""Our catalogues compiled for the tests, and languages put in and taken out again (issue 37).

tests/gui/conftest.py's ``compiled``, ``speak``, ``german`` and ``german_window`` fixtures are
built on these, so that every test of the window's languages compiles the catalogues the same
way (once a session, with the PySide6 wheel's pyside6-lrelease, as `make translations` does)
and leaves the application as it found it: no translator of ours left installed, QLocale's
default and the layout direction back as they were.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from boinc_gui.i18n import Installed, install

ROOT = Path(__file__).resolve().parents[2]
TOOLS = Path(sys.executable).parent
CATALOGUES = ROOT / "resources" / "translations"
TS_FILES = sorted(CATALOGUES.glob("boinc_gui_*.ts"))


def compile_catalogue(ts: Path, out_dir: Path) -> Path:
    """``ts`` compiled to ``out_dir/<its name>.qm``; returns that file."""
    qm = out_dir / (ts.stem + ".qm")
    subprocess.run([str(TOOLS / "pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True, timeout=60)
    return qm


def compile_all(out_dir: Path) -> Path:
    """Every catalogue of resources/translations compiled into ``out_dir``; returns it."""
    for ts in TS_FILES:
        compile_catalogue(ts, out_dir)
    return out_dir


class Speaker:
    """Installs languages as boinc_gui/app.py does at start (``speak("de")``) and takes every one
    of them out again (``take_out``, which the fixture also calls at the end of the test)."""

    def __init__(self, app: QApplication, directory: Path) -> None:
        self.app, self.directory = app, directory
        self.installed: list[Installed] = []
        self._locale = QLocale()
        self._direction = app.layoutDirection()

    def __call__(self, language: str, directory: Path | None = None) -> Installed:
        self.installed.append(install(self.app, None, language, directory or self.directory))
        return self.installed[-1]

    def take_out(self) -> None:
        """Every language this speaker put in taken out; the locale and direction it found restored."""
        for done in self.installed:
            for t in (done.ours, done.qt):
                if t is not None:
                    self.app.removeTranslator(t)
        self.installed.clear()
        QLocale.setDefault(self._locale)
        self.app.setLayoutDirection(self._direction)
