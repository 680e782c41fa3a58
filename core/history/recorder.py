"""``HistoryRecorder``: turns a client's snapshots into task history and daily statistics.

Attach ``on_snapshot`` as a snapshot listener of a client (``client.add_listener``).
It is called on the client's thread (the engine thread of an in-process client),
so it only compares rows and queues what changed; a writer thread of its own
does the SQLite work. That way every snapshot is seen (the window's bridge keeps
only the newest of a burst) and the engine never waits on the disk.

What it records:

- each task whose computation is over (``TaskRow.finished``), with the outcome
  its status words and exit status say, again whenever the row changes (an
  upload that failed after all), and with its reported time once it leaves the
  client's list (the project acknowledged it; BOINC then forgets it);
- each project's credit figures as of today (``day_of(snapshot.time)``), so the
  day's row ends with the day's last figures.

Emulated snapshots are not recorded (their clock and work are not real).
``flush`` waits until what was queued is committed; ``close`` flushes and stops
the thread. A ``kill -9`` loses at most the snapshots of the last moment, and
since the client still lists those tasks after a restart, they are recorded
then: rows are keyed, so nothing is doubled.
"""
from __future__ import annotations

import logging
import queue
import threading
from dataclasses import dataclass

from core.api.snapshot import ClientSnapshot, TaskOutcome, TaskRow
from core.history.db import HistoryDb
from core.history.records import (
    AbortedBy,
    DailyStat,
    Outcome,
    TaskRecord,
    aborted_by,
    day_of,
    finite_or_none,
)

log = logging.getLogger(__name__)

LOCAL_HOST_FALLBACK = "this computer"

_OUTCOMES = {
    TaskOutcome.SUCCESS: Outcome.SUCCESS, TaskOutcome.COMPUTE_ERROR: Outcome.ERROR,
    TaskOutcome.DOWNLOAD_FAILED: Outcome.DOWNLOAD_FAILED, TaskOutcome.UPLOAD_FAILED: Outcome.UPLOAD_FAILED,
    TaskOutcome.ABORTED_BY_USER: Outcome.ABORTED, TaskOutcome.ABORTED: Outcome.ABORTED,
}


def record_from_row(host: str, row: TaskRow, now: float) -> TaskRecord | None:
    """The history record of a finished task row (None when the row is not over)."""
    if not row.finished:
        return None
    if row.outcome is None:
        return None
    outcome = _OUTCOMES[row.outcome]
    # A version is known with its plan class ("" = none); a sub-app or an unknown version has neither.
    version, plan = (row.app_version, row.plan_class) if row.app_version else (None, None)
    return TaskRecord(
        host=host, project_url=str(row.project_url), name=row.name, outcome=outcome,
        project_name=row.project_name or None, app=row.app_name or None, version=version, plan_class=plan,
        exit_status=row.exit_status,
        aborted_by=aborted_by(row.exit_status) if outcome is Outcome.ABORTED else None,
        cpu_time_s=finite_or_none(row.cpu_time_s), elapsed_s=finite_or_none(row.elapsed_s),
        received_time=row.received_time or None, completed_time=row.completed_time or None,
        reported_time=now if row.reported or row.kept_for_successor else None,
        deadline=row.deadline or None, source="snapshot",
    )


@dataclass(frozen=True, slots=True)
class _Batch:
    tasks: tuple[TaskRecord, ...] = ()
    days: tuple[DailyStat, ...] = ()


class HistoryRecorder:
    """Records one client's finished tasks and daily credit in ``db``.

    ``host``: the name rows are filed under; "" = the host name the snapshots carry.
    ``on_snapshot`` may be called from any one thread at a time; ``flush`` and
    ``close`` from any thread.
    """

    def __init__(self, db: HistoryDb, host: str = "") -> None:
        self.db = db
        self.host = host
        self._rows: dict[object, TaskRow] = {}  # finished rows of the last snapshot, by key
        self._written: dict[object, TaskRecord] = {}
        self._days: dict[tuple[str, str], DailyStat] = {}
        self._queue: queue.Queue[_Batch | None] = queue.Queue()
        self.errors = 0  # failed writes (logged; the recorder goes on)
        self._thread = threading.Thread(target=self._write_loop, name="history-writer", daemon=True)
        self._thread.start()

    def host_of(self, snap: ClientSnapshot) -> str:
        return self.host or snap.host.name or LOCAL_HOST_FALLBACK

    def on_snapshot(self, snap: ClientSnapshot) -> None:
        """A client's snapshot listener: queue what changed. Cheap; never touches the disk."""
        if snap.emulated:
            return
        host = self.host_of(snap)
        records: list[TaskRecord] = []
        rows: dict[object, TaskRow] = {}
        for row in snap.tasks:
            if not row.finished:
                continue
            rows[row.key] = row
            if self._rows.get(row.key) is row:
                continue  # producers hand back the same object when nothing changed
            rec = record_from_row(host, row, snap.time)
            if rec is not None and self._written.get(row.key) != rec:
                self._written[row.key] = rec
                records.append(rec)
        for key in self._rows:
            if key in rows:
                continue
            # Gone from the client's list: the project acknowledged it and the client forgot it.
            done = self._written.pop(key, None)
            if done is not None and done.reported_time is None:
                records.append(TaskRecord(host=done.host, project_url=done.project_url, name=done.name,
                                          outcome=done.outcome, reported_time=snap.time, source="snapshot"))
        self._rows = rows
        days = self._daily(host, snap)
        if records or days:
            self._queue.put(_Batch(tuple(records), tuple(days)))

    def _daily(self, host: str, snap: ClientSnapshot) -> list[DailyStat]:
        day = day_of(snap.time)
        out: list[DailyStat] = []
        for p in snap.projects:
            stat = DailyStat(host, str(p.url), day, user_total_credit=p.user_total_credit,
                             user_expavg_credit=p.user_expavg_credit, host_total_credit=p.host_total_credit)
            key = (host, str(p.url))
            if self._days.get(key) != stat:
                self._days[key] = stat
                out.append(stat)
        return out

    def _write_loop(self) -> None:
        while True:
            item = self._queue.get()
            try:
                if item is None:
                    return
                tasks, days = list(item.tasks), list(item.days)
                # Take whatever else is waiting: one transaction for a burst.
                while True:
                    try:
                        more = self._queue.get_nowait()
                    except queue.Empty:
                        break
                    if more is None:
                        self._queue.put(None)  # handled after this batch, via the outer get
                        self._queue.task_done()
                        break
                    tasks += more.tasks
                    days += more.days
                    self._queue.task_done()
                self.db.upsert_tasks(tasks)
                self.db.upsert_daily(days)
            except Exception:
                self.errors += 1
                log.exception("task history: a write failed")
            finally:
                self._queue.task_done()

    def flush(self) -> None:
        """Wait until everything queued so far is committed."""
        self._queue.join()

    def close(self) -> None:
        """Flush, then stop the writer thread. The database stays open (its owner closes it)."""
        if self._thread.is_alive():
            self._queue.put(None)
            self._thread.join(timeout=30)


__all__ = ["AbortedBy", "HistoryRecorder", "LOCAL_HOST_FALLBACK", "record_from_row"]
