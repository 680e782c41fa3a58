"""The pseudo-translation (boinc_gui/pseudo_translation.py) renders every window uncut (issue 37).

The catalogue is made as a real one is: pyside6-lupdate extracts every tr() string of the
sources as they are now, each gets its pseudo-translation (40 % longer, accented), and
pyside6-lrelease compiles it; the window loads it with the same checked QTranslator as a real
language. Then every tab and every dialog the menus open, each page, is drawn at 1280x800 and
no label, button, check box or group title may be cut (tests/gui/look.py's clipped_texts).
It covers the strings already in tr(); more come in as they are wrapped.
"""
from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QWidget
from pytestqt.qtbot import QtBot

from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.i18n import CheckedTranslator, placeholders
from boinc_gui.main_window import MainWindow
from boinc_gui.pseudo_translation import GROWTH, pseudo_text, write_catalogue
from core.emulator.window_client.emulated import EmulatedClient
from tests.gui.catalogues import compile_catalogue
from tests.gui.conftest import ROOT, wait_snapshot
from tests.gui.look import clipped_texts
from tests.gui.test_accessibility import _dialog_openers, _pages, _windows
from tests.gui.windows import close_window

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(240)]
TOOLS = Path(sys.executable).parent
SIZE = (1280, 800)
ACCENTED = set("åƀçđéƒĝĥîĵķłɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶŁṀÑÖÞǪŔŠŢÛṼŴẊÝŽ")


def test_pseudo_text_grows_accents_and_keeps_what_the_code_needs() -> None:
    for source in ("&File", "Preferences…", "%n task(s) of %1", "Use at most {percent} % of %L1",
                   "<b>Emulated client.</b> This &amp; that", "Tasks && more: %s", "OK"):
        text = pseudo_text(source)
        assert placeholders(text) == placeholders(source), (source, text)
        # 40 % more of its words (placeholders and tags are kept as they are, not grown)
        assert len(text) >= len(source) * (1 + GROWTH * 0.75), (source, text)
        assert text != source
    assert pseudo_text("&File").startswith("&Ƒîłé")  # the mnemonic stays on the first letter
    assert pseudo_text("Preferences…").endswith("…")  # still an entry that opens a dialog
    assert "<b>" in pseudo_text("<b>Emulated</b>") and "&amp;" in pseudo_text("a &amp; b")
    assert "&&" in pseudo_text("Tasks && more")


@pytest.fixture(scope="module")
def pseudo_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("pseudo")
    extracted, filled, qm = out / "extracted.ts", out / "boinc_gui_pseudo.ts", out / "boinc_gui_pseudo.qm"
    subprocess.run([str(TOOLS / "pyside6-lupdate"), "-extensions", "py", "-locations", "none", "-silent",
                    str(ROOT / "boinc_gui"), "-ts", str(extracted)], check=True, timeout=120)
    assert write_catalogue(extracted, filled) > 50
    assert compile_catalogue(filled, out) == qm
    return qm


@pytest.fixture
def pseudo_window(qtbot: QtBot, qapp: QApplication, client: EmulatedClient, pseudo_qm: Path,
                  tmp_path: Path) -> Iterator[tuple[MainWindow, CheckedTranslator]]:
    """The window built with the pseudo-translation installed (tr() reads it at construction)."""
    translator = CheckedTranslator(qapp)
    assert translator.load(str(pseudo_qm))
    qapp.installTranslator(translator)
    settings = QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat)
    bridge = ClientBridge(client)
    w = MainWindow(bridge, settings, None)
    w.confirm = lambda title, text: True
    w.show_error = lambda text: None
    w.resize(*SIZE)
    w.show()
    bridge.start()
    try:
        yield w, translator
    finally:
        bridge.stop()
        close_window(w)
        qapp.removeTranslator(translator)


def _pseudo_shown(root: QWidget) -> set[str]:
    """The texts of ``root``'s visible labels, buttons and group boxes that are pseudo-translated
    (accented): what the check below measured."""
    seen = set()
    for w in root.findChildren(QWidget):
        text = w.text() if isinstance(w, (QLabel, QAbstractButton)) else w.title() if isinstance(w, QGroupBox) else ""
        if w.isVisible() and ACCENTED & set(text):
            seen.add(text)
    return seen


def test_every_tab_and_dialog_in_the_pseudo_translation_at_1280x800_cuts_no_text(
        qtbot: QtBot, pseudo_window: tuple[MainWindow, CheckedTranslator], tmp_path: Path) -> None:
    window, translator = pseudo_window
    assert window.menuBar().actions()[0].text() == pseudo_text("&File")  # the catalogue is in force
    assert QCoreApplication.translate("status", "Running") == pseudo_text("Running")
    wait_snapshot(qtbot, window, lambda s: bool(s.tasks) and bool(s.projects))
    problems: list[str] = []
    measured: set[str] = set()
    for i in range(window.tabs.count()):
        window.tabs.setCurrentIndex(i)
        qtbot.wait(300)
        assert (window.width(), window.height()) == SIZE
        problems += [f"tab {i} {window.tabs.tabText(i)}: {p}" for p in clipped_texts(window)]
        measured |= _pseudo_shown(window)
    opened = 0
    for name, opener in _dialog_openers(window, tmp_path):
        before = _windows()
        opener()
        qtbot.wait(300)
        new = list(_windows() - before)
        opened += bool(new)
        for dlg in new:
            for page in _pages(qtbot, dlg):
                problems += [f"{name} {page}: {p}" for p in clipped_texts(dlg)]
                measured |= _pseudo_shown(dlg)
        for dlg in new:
            dlg.close()
        qtbot.wait(30)
    assert opened >= 12
    assert not translator.rejected, translator.rejected  # every pseudo line kept its placeholders
    print(f"{len(measured)} pseudo-translated texts measured")
    assert problems == [], "\n".join(problems)
