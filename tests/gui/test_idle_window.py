"""An idle manager stays quiet: the status bar's clock to the minute, nothing repainted between
snapshots that changed nothing, the theme's style sheet on the few widgets it concerns (issue 20)."""
from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, QObject, QSettings
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.prefs import PreferencesDialog
from boinc_gui.hosts.bridge import ClientBridge
from boinc_gui.main_window import MainWindow, status_clock
from core.api.snapshot import Change, ClientSnapshot
from core.client.live import LiveClient
from core.client.session import SessionOptions
from tests.gui.menus import open_from_menu
from tests.gui.windows import close_window

pytestmark = [pytest.mark.gui, pytest.mark.timeout(90)]


class PaintCounter(QObject):
    def __init__(self, widgets: list[QWidget]) -> None:
        super().__init__()
        self.paints: dict[str, int] = {}
        self._names = {id(w): w.accessibleName() or w.objectName() or type(w).__name__ for w in widgets}
        for w in widgets:
            w.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            name = self._names.get(id(watched), "?")
            self.paints[name] = self.paints.get(name, 0) + 1
        return False


@pytest.fixture
def idle_window(qtbot: QtBot, tmp_path: Path) -> Iterator[MainWindow]:
    """The window over a live client with nothing attached, as a new volunteer's before the wizard."""
    client = LiveClient(tmp_path / "client", SessionOptions(seed=3), probe_attach=False)
    bridge = ClientBridge(client)
    w = MainWindow(bridge, QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat), None)
    w.confirm = lambda title, text: True
    w.resize(1280, 800)
    w.show()
    bridge.start()
    yield w
    bridge.stop()
    close_window(w)


def test_the_status_clock_says_minutes_for_a_real_clock_and_seconds_for_an_emulator() -> None:
    t = time.mktime((2026, 11, 25, 7, 30, 42, 0, 0, -1))
    assert status_clock(t) == "Wed 25 Nov 2026 07:30"
    assert status_clock(t + 17) == status_clock(t)  # one text, so no repaint, within the minute
    assert status_clock(86400 + 3600 + 61.0, speed=60.0) == "day 2, 01:01:01"
    assert status_clock(t, speed=60.0).endswith("07:30:42")  # accelerated: the seconds move visibly


def test_an_idle_window_repaints_nothing_between_snapshots(qtbot: QtBot, idle_window: MainWindow) -> None:
    """Snapshots that bring nothing new (a live client publishes one every second) repaint nothing.

    A real change (the client finds the CPU busy on a loaded test machine) repaints, as it
    should: the test looks for three quiet snapshots in a row within the same minute."""
    w = idle_window
    snaps: list[ClientSnapshot] = []
    w.bridge.snapshot_updated.connect(lambda snap, *_: snaps.append(snap))
    qtbot.waitUntil(lambda: len(snaps) >= 2, timeout=20000)  # started, its first tick's messages shown
    labels = [w.time_label, w.activity_label, w.counts_label, w.emulated_label]
    for _attempt in range(8):
        counter = PaintCounter([*labels, w.statusBar(), w.tabs.tabBar()])
        first = len(snaps)
        qtbot.waitUntil(lambda first=first: len(snaps) >= first + 3, timeout=15000)
        QApplication.processEvents()
        batch = snaps[first - 1:first + 3]
        quiet = all(s.changes <= {Change.DISK} and not s.messages for s in batch[1:])
        if quiet and len({int(s.time // 60) for s in batch}) == 1:
            assert counter.paints == {}, counter.paints
            return
        counter.deleteLater()
    pytest.fail("no three quiet snapshots in a row: the client kept changing")


def test_the_theme_styles_its_widgets_not_the_whole_application(qtbot: QtBot, idle_window: MainWindow) -> None:
    w = idle_window
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    w.apply_settings()
    assert app.styleSheet() == ""
    for part in (w.banner, w.statusBar()):
        assert "QLabel#banner" in part.styleSheet()
    # Not the tab bar: a sheet there froze the palette of every tab's widgets, so a theme
    # switch left tables and fields in the old colours (issue 36, item 4; test_look.py).
    assert w.tabs.tabBar().styleSheet() == ""
    dlg = open_from_menu(w, PreferencesDialog, "Tools", "Preferences…")
    try:
        assert "QLabel#errors" in dlg.styleSheet()  # its error label and invalid fields keep their colours
    finally:
        dlg.close()
