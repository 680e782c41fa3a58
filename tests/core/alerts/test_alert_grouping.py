"""Repeats grouped into few notifications; the alert log folds repeats and survives torn lines."""
from __future__ import annotations

from pathlib import Path

from core.alerts.grouping import Grouper
from core.alerts.log import AlertLog
from core.alerts.model import Alert, AlertKind, AlertSettings


def failed(name: str, t: float) -> Alert:
    return Alert(AlertKind.TASK_FAILED, "attic", name, f"{name} (Demo): Computation error", t)


def test_a_burst_of_failures_is_one_notification_then_one_summary() -> None:
    g = Grouper(AlertSettings(group_window_s=600.0))
    first = g.offer(failed("t0", 0.0), 0.0)
    assert [n.body for n in first] == ["t0 (Demo): Computation error"]
    assert first[0].title == "Task failed: attic"
    for i in range(1, 50):
        assert g.offer(failed(f"t{i}", float(i)), float(i)) == []
    assert g.pending() == 49
    assert g.flush(599.0) == []
    [summary] = g.flush(600.0)
    assert summary.count == 49 and summary.title == "Task failed (×49)"
    assert summary.body.startswith("49 tasks failed: t1, t2, t3")
    assert g.pending() == 0 and g.flush(2000.0) == []


def test_at_most_n_notifications_per_window_across_kinds() -> None:
    g = Grouper(AlertSettings(group_window_s=100.0, max_notifications_per_window=2))
    kinds = [AlertKind.TASK_FAILED, AlertKind.DISK_NEAR_LIMIT, AlertKind.DEADLINE_AT_RISK, AlertKind.PROJECT_FAILING]
    sent = [n for i, k in enumerate(kinds) for n in g.offer(Alert(k, "h", f"s{i}", f"b{i}", 0.0), 0.0)]
    assert [n.body for n in sent] == ["b0", "b1"]
    later = g.flush(100.0)
    assert [n.body for n in later] == ["b2", "b3"]  # held ones come once there is room, one each


def test_alert_log_folds_repeats_and_skips_a_torn_line(tmp_path: Path) -> None:
    path = tmp_path / "alerts.jsonl"
    log = AlertLog(path, cap=5)
    disk = Alert(AlertKind.DISK_NEAR_LIMIT, "h", "disk", "Using 9 GB of 10 GB", 0.0)
    log.add(disk)
    log.add(Alert(AlertKind.DISK_NEAR_LIMIT, "h", "disk", "Using 9 GB of 10 GB", 60.0))
    log.add(failed("a", 70.0))
    assert [(a.subject, a.count) for a in log.entries()] == [("disk", 2), ("a", 1)]
    with path.open("a") as f:
        f.write('{"kind": "task_failed", "host": "h", "subj')  # a crash mid-write
    again = AlertLog(path, cap=5)
    assert [(a.subject, a.count) for a in again.entries()] == [("disk", 2), ("a", 1)]
    assert again.skipped == 1
    for i in range(12):
        again.add(failed(f"x{i}", 100.0 + i))
    assert len(again.entries()) == 5
    assert len(path.read_text().splitlines()) <= 10  # rewritten with the newest when it doubles
    assert [a.subject for a in AlertLog(path, cap=5).entries()] == [f"x{i}" for i in range(7, 12)]
