"""A recorder in its own process, fed a client's snapshots, for the kill -9 test.

``python -m tests.core.history.recorder_child DB FIRST LAST``: snapshot i (FIRST..LAST-1)
is at time T0 + i hours and lists tasks i-WINDOW+1..i as finished (a task stays listed
for WINDOW snapshots, then the project has acknowledged it and it leaves the list), and
one project whose credit grows by 10 each snapshot. After each snapshot is committed
the child prints "committed i" (flushed): what it printed must survive a kill.
"""
from __future__ import annotations

import sys
from pathlib import Path

from core.api.snapshot import TaskOutcome, TaskRow
from core.history import HistoryDb, HistoryRecorder
from core.ids import ProjectUrl, ResultName
from core.state.enums import ResultState
from tests.gui.snapshots import project_row, snapshot

URL = "http://127.0.0.1:31480/"
T0 = 1_790_000_000.0
WINDOW = 3


def task(i: int) -> TaskRow:
    done = T0 + i * 3600.0
    return TaskRow(
        key=(ProjectUrl(URL), ResultName(f"task_{i}")), project_url=ProjectUrl(URL), project_name="Demo",
        name=f"task_{i}", wu_name=f"wu_{i}", application="Prime counter 1.00", fraction_done=1.0,
        status="Computation error" if i % 7 == 3 else "Ready to report", active=False, running=False,
        suspended=False, finished=True, elapsed_s=100.0 + i, cpu_time_s=90.0 + i, remaining_s=0.0,
        deadline=done + 86400.0, received_time=done - 3600.0, deadline_risk=False, slot=-1,
        checkpoint_cpu_time_s=0.0, working_set_bytes=0.0, why="finished",
        exit_status=3 if i % 7 == 3 else 0, completed_time=done,
        phase=ResultState.COMPUTE_ERROR if i % 7 == 3 else ResultState.FILES_UPLOADED,
        outcome=TaskOutcome.COMPUTE_ERROR if i % 7 == 3 else TaskOutcome.SUCCESS,
        app_name="Prime counter", app_version="1.00")


def snap(i: int):  # type: ignore[no-untyped-def]
    tasks = tuple(task(j) for j in range(max(0, i - WINDOW + 1), i + 1))
    projects = (project_row(URL, "Demo", user_total_credit=10.0 * i, host_total_credit=5.0 * i),)
    return snapshot(T0 + i * 3600.0, tasks=tasks, projects=projects, seq=i)


def main(db_path: str, first: int, last: int) -> None:
    db = HistoryDb(Path(db_path))
    recorder = HistoryRecorder(db)
    for i in range(first, last):
        recorder.on_snapshot(snap(i))
        recorder.flush()
        print(f"committed {i}", flush=True)
    recorder.close()
    db.close()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
