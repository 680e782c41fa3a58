"""Alerts in the window: a failed task of the live client notified once through the alert
centre (with its tray icon), the alert log dialog, kinds turned off and kept in QSettings."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QSystemTrayIcon
from pytestqt.qtbot import QtBot

from boinc_gui.shell.alerts import ALERT_LOG_FILE, AlertCenter, load_alert_settings
from core.alerts.model import AlertKind, Notification
from core.api.client import HostHealth
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


def test_thresholds_set_in_the_dialog_are_kept_and_used_at_once(qtbot: QtBot, tmp_path: Path) -> None:
    ini = str(tmp_path / "manager.ini")
    clock = [0.0]
    center = AlertCenter(QSettings(ini, QSettings.Format.IniFormat), None, clock=lambda: clock[0])
    dlg = center.show_log()
    qtbot.addWidget(dlg)
    assert dlg.thresholds["host_silent_s"].value() == 120 and dlg.thresholds["disk_near_pct"].value() == 90

    # A silent host is news after 30 s now, not 120 s: the engine uses the new value at once.
    dlg.thresholds["host_silent_s"].setValue(30)
    down = HostHealth(connected=False, error="connection refused")
    center.host_health("attic", down)
    clock[0] += 31
    with qtbot.waitSignal(center.notified, timeout=1000):
        center.host_health("attic", down)
    assert [n.title for n in center.shown] == ["Computer not answering: attic"]

    # The disk's clearing level cannot be above its alerting level: the box shows where it went.
    dlg.thresholds["disk_near_pct"].setValue(60)
    assert dlg.thresholds["disk_clear_pct"].value() == 60
    assert center.engine.settings.disk_near_fraction == 0.6 and center.engine.settings.disk_clear_fraction == 0.6
    dlg.thresholds["project_failures"].setValue(1)
    dlg.thresholds["deadline_margin_h"].setValue(6)
    # A kind turned off greys its thresholds.
    dlg.switches[AlertKind.PROJECT_FAILING].setChecked(False)
    assert not dlg.thresholds["project_failures"].isEnabled() and dlg.thresholds["host_silent_s"].isEnabled()

    # Kept in manager.ini and read by the next session's alert centre at its start.
    again = AlertCenter(QSettings(ini, QSettings.Format.IniFormat), None)
    s = again.engine.settings
    assert (s.host_silent_s, s.disk_near_fraction, s.project_failures, s.deadline_margin_s) == (30, 0.6, 1, 6 * 3600)
    assert AlertKind.PROJECT_FAILING not in s.enabled
    reopened = again.show_log()
    qtbot.addWidget(reopened)
    assert reopened.thresholds["deadline_margin_h"].value() == 6
    assert not reopened.thresholds["rpc_failures"].isEnabled()


def test_thresholds_edited_by_hand_are_read_again_and_bad_ones_fall_back(qtbot: QtBot, tmp_path: Path) -> None:
    ini = tmp_path / "manager.ini"
    center = AlertCenter(QSettings(str(ini), QSettings.Format.IniFormat), None)
    dlg = center.show_log()
    qtbot.addWidget(dlg)
    ini.write_text("[alerts]\nhost_silent_s=45\nproject_failures=lots\ndisk_near_pct=250\n")
    s = center.reload_settings()
    assert s.host_silent_s == 45 and s.project_failures == 3 and s.disk_near_fraction == 1.0
    assert dlg.thresholds["host_silent_s"].value() == 45 and dlg.thresholds["disk_near_pct"].value() == 100
    assert load_alert_settings(QSettings(str(ini), QSettings.Format.IniFormat)) == s
