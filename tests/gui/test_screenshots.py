"""Screenshots of every tab and dialog at 1280x800, saved under tests/artifacts/ for review.

Dialogs are drawn centred over the dimmed window, as a volunteer sees them. The
all-computers view is shot with a second host (our GUI RPC server) and a third
that died, whose rows stay greyed. ``test_screenshots_hidpi`` runs the same test
in a child process with ``QT_SCALE_FACTOR=2`` (Qt reads it only at start) and
saves 2560x1600 images under tests/artifacts/hidpi/, where blurry icons and
clipped texts show.
"""
from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from boinc_gui.dialogs.attach import AttachDialog
from boinc_gui.dialogs.prefs import PreferencesDialog
from boinc_gui.hosts.feeds import ALL_ID
from boinc_gui.main_window import TAB_NAMES, MainWindow
from boinc_gui.pref_fields import PAGES, page_slug
from core.api.commands import SetPrefs
from core.guirpc.backend import StateBackend
from core.guirpc.server import GuiRpcServer
from tests.core.guirpc.sample import PASSWORD, attached_snapshot
from tests.gui.conftest import ARTIFACTS, ROOT, wait_snapshot
from tests.gui.menus import open_from_menu
from tests.gui.test_hosts import hosts_ui, no_keyring

pytestmark = [pytest.mark.gui, pytest.mark.slow, pytest.mark.timeout(120)]
SIZE = (1280, 800)
OUT = Path(os.environ.get("BOINC_GUI_SHOTS", str(ARTIFACTS)))  # the hidpi run writes elsewhere
TABS = ["projects", "tasks", "transfers", "disk", "statistics", "event-log", "notices", "history"]


def _over_window(window: MainWindow, dialog: QWidget) -> QPixmap:
    base = window.grab()
    painter = QPainter(base)
    painter.fillRect(base.rect(), QColor(0, 0, 0, 90))
    shot = dialog.grab()
    # Positions are in device-independent pixels: the painter scales by the pixmap's ratio.
    ratio = base.devicePixelRatio()
    w, h = base.width() / ratio, base.height() / ratio
    painter.drawPixmap(QPoint(int((w - shot.width() / ratio) // 2), int((h - shot.height() / ratio) // 2)), shot)
    painter.end()
    return base


def _save(window: MainWindow, name: str) -> None:
    pix = window.grab()
    ratio = pix.devicePixelRatio()
    assert (pix.width(), pix.height()) == (round(SIZE[0] * ratio), round(SIZE[1] * ratio))
    assert pix.save(str(OUT / f"{name}.png"))


def test_screenshots(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    ui = hosts_ui(window, tmp_path, no_keyring())  # as in the application: the computer selector is there
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
    assert len(TABS) == len(TAB_NAMES)
    for i, name in enumerate(TABS):
        window.tabs.setCurrentIndex(i)
        if name == "transfers":
            # Transfers come and go quickly; catch the tab while one is listed.
            qtbot.waitUntil(lambda: window.transfers.model.rowCount() > 0, timeout=15000)
        qtbot.wait(300)
        _save(window, name)
    prefs_dlg = open_from_menu(window, PreferencesDialog, "Tools", "Preferences…")
    prefs_dlg.resize(900, 640)
    for page in PAGES:
        prefs_dlg.show_page(page)
        qtbot.wait(50)
        assert _over_window(window, prefs_dlg).save(str(OUT / f"preferences-{page_slug(page)}.png"))
    prefs_dlg.close()
    attach = open_from_menu(window, AttachDialog, "Tools", "Add project…")
    attach.resize(640, 230)
    qtbot.wait(50)
    assert _over_window(window, attach).save(str(OUT / "attach.png"))
    attach.close()

    # All computers: this one, a lab machine, and an old laptop that stopped answering.
    servers = [GuiRpcServer(StateBackend(attached_snapshot(n_results=3)), PASSWORD, port=0) for _ in range(2)]
    for srv in servers:
        srv.start()
    try:
        ui.manager.add("lab machine", "127.0.0.1", servers[0].port, PASSWORD)
        laptop = ui.manager.add("old laptop", "127.0.0.1", servers[1].port, PASSWORD)
        ui.choose(ALL_ID)
        model = window.tasks.model
        qtbot.waitUntil(lambda: len(model.hosts()) == 3, timeout=10000)
        servers[1].stop()
        qtbot.waitUntil(lambda: bool(window.feeds.stale(laptop.host_id)), timeout=10000)
        for name, tab in (("all-computers-tasks", window.tasks), ("all-computers-projects", window.projects)):
            window.tabs.setCurrentWidget(tab)
            qtbot.wait(300)
            _save(window, name)
    finally:
        ui.manager.stop()
        for srv in servers:
            srv.stop()
    expected = ({f"{n}.png" for n in TABS} | {f"preferences-{page_slug(p)}.png" for p in PAGES}
                | {"attach.png", "all-computers-tasks.png", "all-computers-projects.png"})
    assert expected <= {p.name for p in OUT.glob("*.png")}


def test_screenshots_hidpi(tmp_path: Path) -> None:
    """The same screenshots at twice the pixel density (a 2x high-DPI screen)."""
    out = ARTIFACTS / "hidpi"
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen", "BOINC_GUI_SHOTS": str(out)}
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        f"{Path(__file__).resolve()}::test_screenshots"],
                       cwd=ROOT, env=env, capture_output=True, text=True, timeout=110)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    image = QImage(str(out / "tasks.png"))
    assert (image.width(), image.height()) == (2 * SIZE[0], 2 * SIZE[1])
    assert QImage(str(out / "preferences-computing.png")).width() == 2 * SIZE[0]
