"""Alerts in the window: a failed task of the live client notified once through the alert
centre (with its tray icon), the alert log dialog, kinds turned off and kept in QSettings."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QSystemTrayIcon
from pytestqt.qtbot import QtBot

from boinc_gui.alerts import ALERT_LOG_FILE, AlertCenter, load_alert_settings
from core.alerts.model import AlertKind, Notification
from core.api.remote import HostHealth
from tests.core.alerts.failing_app import failing_project
from tests.core.client.e2e import attach, live_client

pytestmark = [pytest.mark.gui, pytest.mark.timeout(120)]


def test_a_failed_task_is_notified_once(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat)
    icon = QSystemTrayIcon()
    center = AlertCenter(settings, icon, data_dir=tmp_path)
    notified: list[Notification] = []
    center.notified.connect(notified.append)
    project = failing_project(tmp_path)
    client = live_client(tmp_path / "client")
    fed: list[int] = []

    def feed() -> None:  # the GUI thread, as main_window feeds the primary host's snapshots
        snap = client.poll_snapshot()
        if snap is not None and (not fed or fed[-1] != snap.seq):
            fed.append(snap.seq)
            center.feed("This computer", snap)

    timer = QTimer()
    timer.timeout.connect(feed)
    timer.start(200)
    try:
        attach(client, project)
        qtbot.waitUntil(lambda: sum(a.kind is AlertKind.TASK_FAILED for a in center.engine.log.entries()) >= 3,
                        timeout=90_000)
        seen = len(fed)
        qtbot.waitUntil(lambda: len(fed) >= seen + 5, timeout=20_000)
    finally:
        timer.stop()
        client.stop()
        project.stop()
    task_notes = [n for n in notified if AlertKind.TASK_FAILED in n.kinds]
    assert len(task_notes) == 1, task_notes  # three failures, many snapshots: one notification
    assert task_notes[0].body.endswith(": Computation error") and task_notes[0].title == "Task failed: This computer"
    assert center.shown == notified
    # The log (newest first) in the dialog, and on disk for the next session.
    dlg = center.show_log()
    qtbot.addWidget(dlg)
    failed_rows = [dlg.model.alert(r) for r in range(dlg.model.rowCount()) if
                   dlg.model.alert(r).kind is AlertKind.TASK_FAILED]
    assert len(failed_rows) >= 3
    assert (tmp_path / ALERT_LOG_FILE).read_text().count('"task_failed"') >= 3


def test_kinds_turned_off_in_the_dialog_stay_off_and_are_not_notified(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat)
    clock = [0.0]
    # A clock of its own: the grace time of a silent host passes without waiting two minutes.
    center = AlertCenter(settings, None, clock=lambda: clock[0])
    dlg = center.show_log()
    qtbot.addWidget(dlg)
    dlg.switches[AlertKind.HOST_UNREACHABLE].setChecked(False)
    assert AlertKind.HOST_UNREACHABLE not in load_alert_settings(settings).enabled
    down = HostHealth(connected=False, error="connection refused")
    center.host_health("attic", down)
    clock[0] += 600
    center.host_health("attic", down)
    assert center.shown == [] and dlg.model.rowCount() == 0
    dlg.switches[AlertKind.HOST_UNREACHABLE].setChecked(True)
    center.host_health("attic", HostHealth(connected=True))
    center.host_health("attic", down)
    clock[0] += 600
    with qtbot.waitSignal(center.notified, timeout=1000):
        center.host_health("attic", down)
    assert [n.title for n in center.shown] == ["Computer not answering: attic"]
    assert dlg.model.rowCount() == 1 and dlg.model.data(dlg.model.index(0, 1)) == "attic"
    again = AlertCenter(QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat), None)
    assert AlertKind.HOST_UNREACHABLE in again.engine.settings.enabled
