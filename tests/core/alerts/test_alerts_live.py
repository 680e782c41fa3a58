"""Alerts from the live client's real snapshots on the demo project (127.0.0.1), and from a host that does not answer.

The alert engine is fed every snapshot the client publishes (about one a second), so a
failure that stays on screen for many snapshots must still be one alert.
"""
from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

import pytest

from core.alerts.engine import AlertEngine
from core.alerts.log import AlertLog
from core.alerts.model import AlertKind, AlertSettings, Notification
from core.api.snapshot import ClientSnapshot
from core.client.live import LiveClient
from core.remote.client import RemoteClient
from tests.core.alerts.failing_app import failing_project
from tests.core.client.e2e import FAST_PREFS, attach, demo_project, free_port, live_client, wait_for

pytestmark = pytest.mark.timeout(150)


def ntasks(client: LiveClient) -> int:
    snap = client.poll_snapshot()
    return len(snap.tasks) if snap is not None else 0


class Feeder:
    """Feeds every published snapshot to an alert engine (on the client's publishing thread only)."""

    def __init__(self, client: LiveClient, engine: AlertEngine) -> None:
        self.engine = engine
        self.snapshots = 0
        self.notified: list[Notification] = []
        self._lock = threading.Lock()
        client.add_listener(self)

    def __call__(self, snap: ClientSnapshot) -> None:
        with self._lock:
            self.snapshots += 1
            self.notified.extend(self.engine.feed("This computer", snap))

    def kinds(self, kind: AlertKind) -> list[str]:
        with self._lock:
            return [a.subject for a in self.engine.log.entries() if a.kind is kind]


def test_failed_tasks_each_alert_once_and_the_project_keeps_failing(tmp_path: Path) -> None:
    project = failing_project(tmp_path)
    log = AlertLog(tmp_path / "alerts.jsonl")
    engine = AlertEngine(AlertSettings(project_failures=3), log)
    client = live_client(tmp_path / "client")
    feeder = Feeder(client, engine)
    try:
        attach(client, project)
        wait_for(lambda: len(feeder.kinds(AlertKind.TASK_FAILED)) >= 3, 120, "three failed tasks")
        wait_for(lambda: feeder.snapshots >= 10, 30, "more snapshots with the failures shown")
    finally:
        client.stop()
        project.stop()
    failed = feeder.kinds(AlertKind.TASK_FAILED)
    assert len(failed) == len(set(failed))  # one alert per task, however many snapshots showed it
    assert all(a.count == 1 for a in log.entries() if a.kind is AlertKind.TASK_FAILED)
    assert any(a.body.endswith(": Computation error") for a in log.entries())
    assert feeder.kinds(AlertKind.PROJECT_FAILING) == [project.master_url]
    [failing] = [a for a in log.entries() if a.kind is AlertKind.PROJECT_FAILING]
    assert "tasks failed in the last 60 min" in failing.body
    # Grouped: the first failure and the project alert are notified; the other failures wait for the window.
    task_notes = [n for n in feeder.notified if AlertKind.TASK_FAILED in n.kinds]
    assert len(task_notes) == 1 and task_notes[0].count == 1
    assert engine.grouper.pending() == len(failed) - 1
    # The log survives a restart of the manager.
    assert [a.subject for a in AlertLog(tmp_path / "alerts.jsonl").entries()] == [a.subject for a in log.entries()]


def test_a_deadline_at_risk_alerts_and_a_kind_turned_off_stays_silent(tmp_path: Path) -> None:
    # Jobs of 20 s (estimated) due in 45 s: the project sends what two CPUs can finish in
    # time; then a rule leaves one CPU, and rr_sim projects the last job to miss.
    project = demo_project(tmp_path, job_size=20_000_000, delay_bound_s=45.0, ready_jobs=8)
    on = AlertEngine(AlertSettings())
    off = AlertEngine(AlertSettings(enabled=frozenset(AlertKind) - {AlertKind.DEADLINE_AT_RISK}))
    client = live_client(tmp_path / "client")
    feeder = Feeder(client, on)
    silent = Feeder(client, off)
    try:
        attach(client, project)
        wait_for(lambda: ntasks(client) >= 3, 60, "three tasks")
        (tmp_path / "client" / "rules.xml").write_text(
            "<rules><rule><name>one cpu</name><when><time_window><start>00:00</start><end>24:00</end>"
            "</time_window></when><then><cpu_count>1</cpu_count></then></rule></rules>")
        wait_for(lambda: bool(feeder.kinds(AlertKind.DEADLINE_AT_RISK)), 60, "a deadline-at-risk alert")
        seen = feeder.snapshots
        wait_for(lambda: feeder.snapshots >= seen + 3, 30, "more snapshots")
    finally:
        client.stop()
        project.stop()
    risky = feeder.kinds(AlertKind.DEADLINE_AT_RISK)
    assert len(risky) == len(set(risky))
    assert any("may miss its deadline" in a.body for a in on.log.entries())
    assert silent.kinds(AlertKind.DEADLINE_AT_RISK) == []


def test_disk_near_its_limit_alerts_once(tmp_path: Path) -> None:
    # A limit of 2 KB: the client's own files are over it from the start.
    client = live_client(tmp_path / "client", replace(FAST_PREFS, disk_max_used_gb=2e-6, disk_max_used_pct=100.0,
                                                      disk_min_free_gb=0.0))
    engine = AlertEngine()
    feeder = Feeder(client, engine)
    try:
        wait_for(lambda: bool(feeder.kinds(AlertKind.DISK_NEAR_LIMIT)), 30, "the disk alert")
        seen = feeder.snapshots
        wait_for(lambda: feeder.snapshots >= seen + 3, 30, "more snapshots")
    finally:
        client.stop()
    assert feeder.kinds(AlertKind.DISK_NEAR_LIMIT) == ["disk"]
    [entry] = [a for a in engine.log.entries() if a.kind is AlertKind.DISK_NEAR_LIMIT]
    assert "the preferences allow" in entry.body


def test_a_host_that_stops_answering_alerts_once_after_the_grace_time(tmp_path: Path) -> None:
    clock = [1000.0]
    engine = AlertEngine(AlertSettings(host_silent_s=60.0), clock=lambda: clock[0])
    remote = RemoteClient("127.0.0.1", free_port(), "pw", label="attic")  # nothing listens there
    remote.start()
    try:
        wait_for(lambda: bool(remote.health().error), 20, "the connection refused")
        health = remote.health()
        assert not health.connected
        assert engine.host_health("attic", health.connected, health.error) == []
        clock[0] += 30
        assert engine.host_health("attic", False, health.error) == []
        clock[0] += 31
        [note] = engine.host_health("attic", False, health.error)
        assert note.title == "Computer not answering: attic"
        assert "attic has not answered for 1 min" in note.body and "connection refused" in note.body
        clock[0] += 600
        assert engine.host_health("attic", False, health.error) == []  # once, not every check
        engine.host_health("attic", True)
        clock[0] += 1
        engine.host_health("attic", False, health.error)
        clock[0] += 61
        assert len(engine.host_health("attic", False, health.error)) == 1  # it answered in between: news again
    finally:
        remote.stop()


def test_a_deadline_margin_the_volunteer_sets_alerts_tasks_rr_sim_does_not(tmp_path: Path) -> None:
    # Deadlines a day away: rr_sim sees no risk. A margin of 25 h (set as the dialog sets it,
    # in hours) puts every task the client holds within it; without it, nothing is said.
    project = demo_project(tmp_path)
    margin = AlertEngine(AlertSettings().with_shown({"deadline_margin_h": 25}))
    plain = AlertEngine(AlertSettings())
    client = live_client(tmp_path / "client")
    feeder, silent = Feeder(client, margin), Feeder(client, plain)
    try:
        attach(client, project)
        wait_for(lambda: bool(feeder.kinds(AlertKind.DEADLINE_AT_RISK)), 60, "a task within the margin")
        seen = feeder.snapshots
        wait_for(lambda: feeder.snapshots >= seen + 3, 30, "more snapshots")
    finally:
        client.stop()
        project.stop()
    assert margin.settings.deadline_margin_s == 25 * 3600
    risky = feeder.kinds(AlertKind.DEADLINE_AT_RISK)
    assert len(risky) == len(set(risky))  # once per task, whatever the number of snapshots
    bodies = [a.body for a in margin.log.entries() if a.kind is AlertKind.DEADLINE_AT_RISK]
    assert all("would finish only" in b and " h before its deadline" in b for b in bodies), bodies
    assert silent.kinds(AlertKind.DEADLINE_AT_RISK) == []


def test_tasks_inside_the_work_buffer_margin_run_in_high_priority_without_a_miss_alert(tmp_path: Path) -> None:
    # Jobs of 60 s (estimated) due in an hour, with a work buffer of 72 minutes: each ends
    # after its computation deadline (the report deadline less the buffer), so the scheduler
    # runs them first, in high priority; each still ends long before its report deadline.
    # Issue 36 item 7: that raised "may miss its deadline" and red rows. No alert now.
    project = demo_project(tmp_path, job_size=60_000_000, delay_bound_s=3600.0, ready_jobs=4)
    engine = AlertEngine(AlertSettings())
    client = live_client(tmp_path / "client", replace(FAST_PREFS, work_buf_min_days=0.05))
    feeder = Feeder(client, engine)
    high: list[str] = []

    def running_high() -> bool:
        snap = client.poll_snapshot()
        rows = [t for t in snap.tasks if t.running and t.high_priority] if snap is not None else []
        high[:] = [t.status for t in rows]
        return bool(rows)
    try:
        attach(client, project)
        wait_for(running_high, 60, "a task running in high priority")
        seen = feeder.snapshots
        wait_for(lambda: feeder.snapshots >= seen + 5, 30, "more snapshots")
        snap = client.poll_snapshot()
    finally:
        client.stop()
        project.stop()
    assert high and all(s == "Running, high priority" for s in high), high
    assert snap is not None and not any(t.deadline_risk for t in snap.tasks)
    assert feeder.kinds(AlertKind.DEADLINE_AT_RISK) == []
