"""Alerts in the volunteer's language (issue 37): the alert engine (core/alerts, no Qt) says what
happened typed (``Alert.said`` and its values) beside its English sentence for the log file, and
the window words it: the tray's balloon, the Notices tab's copy and the alert log dialog in German,
with German numbers, sizes and dates, and this computer's name in German; the file keeps English.

The snapshots are an emulated client's own, with one task turned failed, one project's scheduler
requests failing, and the disk over the near-limit share (what the engine watches); the alert log
is a real file in a temp dir.
"""
from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from boinc_gui.shell.alerts import ALERT_LOG_FILE, AlertCenter
from boinc_gui.tabs.alert_words import alert_text, notification_text, notification_title
from core.alerts.log import AlertLog
from core.alerts.model import AlertKind, AlertSettings, Said
from core.api.client import HostHealth
from core.api.snapshot import ClientSnapshot, TaskOutcome
from core.emulator.scenario import load_scenario
from core.emulator.window_client.emulated import EmulatedClient
from tests.gui.catalogues import Speaker
from tests.gui.conftest import DEMO

pytestmark = [pytest.mark.gui, pytest.mark.timeout(90)]

# English words of the engine's sentences that must not reach a German window.
ENGLISH = re.compile(r"\b(failed|has not answered|may miss|deadline|Using|preferences allow|scheduler requests|"
                     r"in a row|This computer|Computation error|tasks?)\b")


@pytest.fixture
def snapshot(qtbot: QtBot, tmp_path: Path) -> Iterator[ClientSnapshot]:
    client = EmulatedClient(load_scenario(DEMO), speed=1800.0, publish_hz=10.0, data_dir=tmp_path / "data")
    client.start()
    found: list[ClientSnapshot] = []

    def ready() -> None:
        snap = client.poll_snapshot()
        assert snap is not None and snap.disk is not None and any(t.running for t in snap.tasks) and snap.projects
        found.append(snap)
    try:
        qtbot.waitUntil(ready, timeout=15000)
        yield found[-1]
    finally:
        client.stop()


def _trouble(snap: ClientSnapshot) -> ClientSnapshot:
    """``snap`` a moment later: a running task ended in a computation error, the first project's
    scheduler requests failed six times in a row, and the client uses 95 % of its disk limit."""
    task = next(t for t in snap.tasks if t.running)
    failed = dataclasses.replace(task, outcome=TaskOutcome.COMPUTE_ERROR, status="Computation error")
    project = dataclasses.replace(snap.projects[0], rpc_failures=6)
    assert snap.disk is not None
    disk = dataclasses.replace(snap.disk, client_total=0.95 * snap.disk.total_limit)
    return dataclasses.replace(snap, time=snap.time + 60, tasks=tuple(failed if t is task else t for t in snap.tasks),
                               projects=(project, *snap.projects[1:]), disk=disk)


def test_alerts_are_worded_in_the_windows_language_and_logged_in_english(
        qtbot: QtBot, qapp: QApplication, snapshot: ClientSnapshot, speak: Speaker,
        tmp_path: Path) -> None:
    speak("de")
    clock = [snapshot.time]
    settings = QSettings(str(tmp_path / "manager.ini"), QSettings.Format.IniFormat)
    center = AlertCenter(settings, None, data_dir=tmp_path, clock=lambda: clock[0])
    center.apply(AlertSettings(max_notifications_per_window=10))
    center.feed("This computer", snapshot)  # the baseline
    center.feed("This computer", _trouble(snapshot))
    clock[0] += 300
    center.host_health("box-2", HostHealth(False, error="wrong password"))
    clock[0] += 300
    center.host_health("box-2", HostHealth(False, error="wrong password"))

    said = {a.said for a in center.engine.log.entries()}
    assert {Said.TASK_FAILED, Said.RPCS_FAILING, Said.DISK_NEAR, Said.HOST_SILENT} <= said, said
    texts = {next(iter(n.kinds)): (notification_title(n), notification_text(n)) for n in center.shown}
    title, body = texts[AlertKind.TASK_FAILED]
    assert title == "Aufgabe fehlgeschlagen: Dieser Computer", title
    assert body.endswith(": Berechnungsfehler"), body
    assert "schlugen" in texts[AlertKind.PROJECT_FAILING][1] and "6 " in texts[AlertKind.PROJECT_FAILING][1]
    disk = texts[AlertKind.DISK_NEAR_LIMIT][1]
    assert disk.startswith("Belegt: ") and re.search(r"\d,\d\d [KMGT]B", disk) and "(95 %)" in disk, disk
    host = texts[AlertKind.HOST_UNREACHABLE][1]
    assert host.startswith("box-2 antwortet seit 5 min nicht") and host.endswith("(falsches Passwort)"), host
    for t, b in texts.values():
        assert not ENGLISH.search(t) and not ENGLISH.search(b), (t, b)

    # The Notices tab's copy and the alert log dialog say the same.
    dlg = center.show_log()
    qtbot.addWidget(dlg)
    shown = [dlg.model.index(r, c).data() for r in range(dlg.model.rowCount()) for c in (1, 3)]
    assert "Dieser Computer" in shown and not any(ENGLISH.search(str(s)) for s in shown), shown
    dlg.close()

    # The file keeps the core's English sentence and the typed form, read back the same.
    lines = [json.loads(line) for line in (tmp_path / ALERT_LOG_FILE).read_text().splitlines()]
    assert any(d["body"].endswith(": Computation error") and d["said"] == "task_failed" for d in lines)
    again = AlertLog(tmp_path / ALERT_LOG_FILE).entries()
    assert [alert_text(a) for a in again] == [alert_text(a) for a in center.engine.log.entries()]


def test_an_alert_logged_before_the_typed_form_is_shown_as_written(
        tmp_path: Path, speak: Speaker) -> None:
    path = tmp_path / ALERT_LOG_FILE
    path.write_text(json.dumps({"kind": "task_failed", "host": "This computer", "subject": "t1",
                                "body": "t1 (Demo): Computation error", "time": 1.7e9, "count": 1}) + "\n")
    speak("de")
    [old] = AlertLog(path).entries()
    assert old.said is None and alert_text(old) == "t1 (Demo): Computation error"


def test_a_hosts_connection_problem_is_said_in_german_by_its_kind(
        qtbot: QtBot, speak: Speaker, tmp_path: Path) -> None:
    """A program on the port that is not a BOINC client: the real RemoteClient's health carries
    the problem's kind, and the status line and the host's alert say it in German (before, the
    core's English sentence was shown as it was)."""
    from boinc_gui.hosts.manager import health_words
    from boinc_gui.problem_words import problem_words
    from core.api.client import ConnectionProblem
    from core.remote.client import RemoteClient
    from tests.core.api.answering import answering

    speak("de")
    with answering(b"<boinc_gui_rpc_reply>\n<success/>\n</boinc_gui_rpc_reply>\n") as port:
        client = RemoteClient("127.0.0.1", port, "", poll_interval_s=0.1, timeout_s=2, backoff_s=0.1,
                              max_backoff_s=0.3)
        client.start()
        try:
            qtbot.waitUntil(lambda: client.health().problem is not None, timeout=10000)
            health = client.health()
        finally:
            client.stop()
    german = "die Antwort des Hosts ist kein GUI-RPC von BOINC (lauscht auf diesem Port ein BOINC-Client?)"
    assert health.problem is ConnectionProblem.NOT_GUI_RPC
    assert health_words(health, now=0.0).startswith(german + "; ")  # then when it tries again
    clock = [1.8e9]
    center = AlertCenter(QSettings(str(tmp_path / "m.ini"), QSettings.Format.IniFormat), None, data_dir=tmp_path,
                         clock=lambda: clock[0])
    for _ in range(2):
        clock[0] += 300
        center.host_health("box-2", health)
    texts = [notification_text(n) for n in center.shown if AlertKind.HOST_UNREACHABLE in n.kinds]
    assert texts and texts[-1].endswith(f"({german})"), texts
    # Every kind that a window words has German words; the core's English is not what is shown.
    for problem in ConnectionProblem:
        if problem not in (ConnectionProblem.TRANSPORT, ConnectionProblem.OTHER):
            assert problem_words(problem, ("EHOSTDOWN",)) != problem.words(("EHOSTDOWN",)), problem
    assert problem_words(ConnectionProblem.CLIENT_ERROR, ("-155",)) == \
        "der Client des Hosts antwortete mit einem Fehler: -155"
