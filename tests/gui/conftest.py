"""Fixtures for the manager's tests: a live EmulatedClient and a real window (offscreen)."""
from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.i18n import Installed
from boinc_gui.main_window import MainWindow
from boinc_gui.runtime import gc_tuning
from boinc_gui.runtime.qt_workarounds import pin
from core.api.snapshot import ClientSnapshot
from core.emulator.scenario import load_scenario
from core.emulator.window_client.emulated import EmulatedClient
from tests.gui.catalogues import Speaker, compile_all
from tests.gui.windows import close_window

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "scenarios" / "demo.xml"
ARTIFACTS = ROOT / "tests" / "artifacts"


@pytest.fixture
def client(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[EmulatedClient]:
    marker = request.node.get_closest_marker("emulated_speed")
    speed = float(marker.args[0]) if marker else 1800.0
    c = EmulatedClient(load_scenario(DEMO), speed=speed, publish_hz=10.0, data_dir=tmp_path / "data")
    yield c
    c.stop()


@pytest.fixture
def window(qtbot: QtBot, client: EmulatedClient, tmp_path: Path) -> Iterator[MainWindow]:
    settings = QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat)
    bridge = ClientBridge(client)
    w = MainWindow(bridge, settings, None)
    w.confirm = lambda title, text: True
    errors: list[str] = []
    w.show_error = errors.append
    w.resize(1280, 800)
    w.show()
    bridge.start()
    yield w
    bridge.stop()
    close_window(w)


@pytest.fixture(scope="session")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Our catalogues compiled once for the session (tests/gui/catalogues.py)."""
    return compile_all(tmp_path_factory.mktemp("qm"))


@pytest.fixture
def speak(qapp: QApplication, compiled: Path) -> Iterator[Speaker]:
    """``speak("de")`` installs a language from ``compiled``; all taken out after the test."""
    speaker = Speaker(qapp, compiled)
    yield speaker
    speaker.take_out()


@pytest.fixture
def german(speak: Speaker) -> Installed:
    """German installed, with our catalogue (the test fails if it did not load)."""
    done = speak("de")
    assert done.ours is not None
    return done


@pytest.fixture
def german_window(qtbot: QtBot, german: Installed, tmp_path: Path) -> Iterator[MainWindow]:
    """The window in German (installed before its first widget, as boinc_gui/app.py does) with the
    demo's emulated client and a tray."""
    from boinc_gui.shell.tray import TrayController

    client = EmulatedClient(load_scenario(DEMO), speed=1800.0, publish_hz=10.0, data_dir=tmp_path / "data")
    bridge = ClientBridge(client)
    tray = TrayController()
    w = MainWindow(bridge, QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat), tray)
    w.confirm = lambda title, text: True
    w.resize(1280, 800)
    w.show()
    bridge.start()
    yield w
    bridge.stop()
    close_window(w)
    client.stop()
    tray.hide()


@pytest.fixture(scope="session", autouse=True)
def _collect_qt_garbage_on_gui_thread(qapp: QApplication) -> Iterator[None]:
    """Collections on this thread only, as in the app (boinc_gui/runtime/gc_tuning.py): one the
    emulated client's thread started freed an earlier test's QMenu there and hung the run."""
    timer = gc_tuning.collect_on_gui_thread(qapp)
    yield
    timer.stop()
    gc.collect()
    gc.enable()


@pytest.fixture(autouse=True)
def _collect_between_tests(_collect_qt_garbage_on_gui_thread: None) -> Iterator[None]:
    """A test that never spins the event loop lets no timer run: what was due is collected after it."""
    yield
    gc_tuning.collect_due()


@pytest.fixture(autouse=True)
def _singletons_alive(qapp: QApplication) -> Iterator[None]:
    """PySide6 6.12.0 over-releases True/None on Python 3.11 (boinc_gui/runtime/qt_workarounds.py)."""
    pin()
    yield


@pytest.fixture(autouse=True)
def _no_key_left_held(qapp: QApplication) -> Iterator[None]:
    """QTest's key clicks with a modifier leave the application believing it is still held
    (QGuiApplication.keyboardModifiers), so a later test's selectRow toggled instead of
    selecting. Release whatever a test left held."""
    yield
    held = QGuiApplication.keyboardModifiers()
    if held != Qt.KeyboardModifier.NoModifier:
        target = QWidget()
        for modifier, key in ((Qt.KeyboardModifier.ControlModifier, Qt.Key.Key_Control),
                              (Qt.KeyboardModifier.ShiftModifier, Qt.Key.Key_Shift),
                              (Qt.KeyboardModifier.AltModifier, Qt.Key.Key_Alt),
                              (Qt.KeyboardModifier.MetaModifier, Qt.Key.Key_Meta)):
            if held & modifier:
                QTest.keyRelease(target, key)
        target.deleteLater()


def wait_snapshot(qtbot: QtBot, window: MainWindow, predicate: Callable[[ClientSnapshot], bool],
                  timeout: int = 8000) -> ClientSnapshot:
    """Wait until the window has shown a snapshot for which ``predicate`` holds."""
    def ok() -> None:
        assert window.snapshot is not None and predicate(window.snapshot)
    qtbot.waitUntil(ok, timeout=timeout)
    assert window.snapshot is not None
    return window.snapshot
