"""The history survives a restart and a kill -9 of its recorder: nothing lost, nothing doubled."""
from __future__ import annotations

import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

from core.history import HistoryDb, Outcome
from core.history.records import day_of
from tests.core.client.e2e import REPO
from tests.core.history.recorder_child import T0, URL, WINDOW

TOTAL = 60


def run_child(db: Path, first: int, last: int) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "tests.core.history.recorder_child", str(db), str(first), str(last)],
                            cwd=REPO, stdout=subprocess.PIPE, text=True)


def test_kill_9_mid_stream_then_restart_loses_nothing_and_doubles_nothing(tmp_path: Path) -> None:
    db_path = tmp_path / "history.sqlite3"
    child = run_child(db_path, 0, TOTAL)
    assert child.stdout is not None
    committed = -1
    for line in child.stdout:
        committed = int(line.split()[1])
        if committed >= 25:
            break
    child.send_signal(signal.SIGKILL)  # no chance to close or checkpoint anything
    child.wait(10)
    assert child.returncode == -signal.SIGKILL
    with sqlite3.connect(db_path) as raw:
        assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    with HistoryDb(db_path) as db:
        # Every task of every snapshot the recorder said it committed is there.
        for i in range(committed + 1):
            assert db.task("test host", URL, f"task_{i}") is not None, i
        survived = db.count()
    assert survived >= committed + 1
    # Restarted, the client lists again the tasks it had not reported: the same rows, updated.
    again = run_child(db_path, max(0, committed - WINDOW + 1), TOTAL)
    out, _ = again.communicate(timeout=120)
    assert again.returncode == 0 and f"committed {TOTAL - 1}" in out
    with HistoryDb(db_path) as db:
        assert db.count() == TOTAL  # one row per task: none lost, none doubled
        names = [r.name for r in db.iter_tasks()]
        assert sorted(names) == sorted(f"task_{i}" for i in range(TOTAL))
        errors = {r.name for r in db.iter_tasks() if r.outcome is Outcome.ERROR}
        assert errors == {f"task_{i}" for i in range(TOTAL) if i % 7 == 3}
        # Each task that left the list has the time it left (reported); the last ones have not left yet.
        for i in range(TOTAL - WINDOW):
            rec = db.task("test host", URL, f"task_{i}")
            assert rec is not None and rec.reported_time == T0 + (i + WINDOW) * 3600.0, (i, rec)
        # Statistics that last: every day the run covered is there, with that day's last figures.
        days = db.daily("test host")
        assert [d.day for d in days] == sorted({day_of(T0 + i * 3600.0) for i in range(TOTAL)})
        last_of_day = {day_of(T0 + i * 3600.0): i for i in range(TOTAL)}
        for d in days:
            assert d.user_total_credit == 10.0 * last_of_day[d.day]
            i_of_day = [i for i in range(TOTAL) if day_of(T0 + i * 3600.0) == d.day]
            assert d.cpu_time_s == sum(90.0 + i for i in i_of_day)
