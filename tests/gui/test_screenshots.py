"""Screenshots of every tab and dialog at 1280x800, saved under tests/artifacts/ for review.

Dialogs are drawn centred over the dimmed window, as a volunteer sees them.
"""
from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from boinc_gui.main_window import TAB_NAMES, MainWindow
from boinc_gui.prefs_dialog import PAGES, page_slug
from core.api.commands import SetPrefs
from tests.gui.conftest import ARTIFACTS, wait_snapshot

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(90)]
SIZE = (1280, 800)


def _over_window(window: MainWindow, dialog: QWidget) -> QPixmap:
    base = window.grab()
    painter = QPainter(base)
    painter.fillRect(base.rect(), QColor(0, 0, 0, 90))
    shot = dialog.grab()
    painter.drawPixmap(QPoint((base.width() - shot.width()) // 2, (base.height() - shot.height()) // 2), shot)
    painter.end()
    return base


def test_screenshots(qtbot: QtBot, window: MainWindow) -> None:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    window.settings.setValue("ui/theme", "light")
    window.apply_settings()
    client = window.bridge.client
    client.set_speed(3600.0)  # type: ignore[attr-defined]
    wait_snapshot(qtbot, window, lambda s: s.time > 12 * 3600, timeout=20000)
    client.set_speed(20.0)  # type: ignore[attr-defined]
    # A bigger work buffer makes the client fetch work now, so downloads show in Transfers.
    prefs = window.snapshot.prefs  # type: ignore[union-attr]
    assert prefs is not None
    window.send(SetPrefs(replace(prefs, work_buf_min_days=1.0, work_buf_additional_days=0.5)))
    wait_snapshot(qtbot, window, lambda s: len(s.transfers) >= 2 and any(t.running for t in s.tasks), timeout=20000)
    window.resize(*SIZE)
    names = ["projects", "tasks", "transfers", "disk", "statistics", "event-log"]
    assert len(names) == len(TAB_NAMES)
    for i, name in enumerate(names):
        window.tabs.setCurrentIndex(i)
        if name == "transfers":
            # Transfers come and go quickly; catch the tab while one is listed.
            qtbot.waitUntil(lambda: window.transfers.model.rowCount() > 0, timeout=15000)
        qtbot.wait(300)
        pix = window.grab()
        assert (pix.width(), pix.height()) == SIZE
        assert pix.save(str(ARTIFACTS / f"{name}.png"))
    prefs = window.preferences()
    prefs.resize(900, 640)
    for page in PAGES:
        prefs.show_page(page)
        qtbot.wait(50)
        assert _over_window(window, prefs).save(str(ARTIFACTS / f"preferences-{page_slug(page)}.png"))
    prefs.close()
    attach = window.attach_project()
    attach.resize(640, 230)
    qtbot.wait(50)
    assert _over_window(window, attach).save(str(ARTIFACTS / "attach.png"))
    attach.close()
    expected = {f"{n}.png" for n in names} | {f"preferences-{page_slug(p)}.png" for p in PAGES} | {"attach.png"}
    assert expected <= {p.name for p in ARTIFACTS.glob("*.png")}
