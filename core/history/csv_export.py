"""The task history as CSV: the filtered tasks, one line each, for a spreadsheet.

Times are ISO 8601 in UTC ("2026-05-01T12:00:00Z"), durations seconds, unknown
values empty; the exit status has its meaning beside it. The file is written
next to its final name and renamed into place, so a failed export leaves no
half file. Reads the database in batches: 100,000 tasks take little memory.
"""
from __future__ import annotations

import csv
import os
import time
from pathlib import Path

from core.history.db import HistoryDb
from core.history.query import HistoryFilter, SortKey
from core.history.records import TaskRecord

CSV_HEADER = (
    "host", "project_url", "project_name", "app", "version", "plan_class", "name", "outcome", "exit_status",
    "exit_meaning", "aborted_by", "validated", "cpu_time_s", "elapsed_s", "received", "completed", "reported",
    "deadline", "credit",
)


def iso_utc(t: float | None) -> str:
    return "" if t is None else time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))


def _num(v: float | None) -> str:
    return "" if v is None else f"{v:.3f}".rstrip("0").rstrip(".")


def csv_row(r: TaskRecord) -> list[str]:
    return [
        r.host, r.project_url, r.project_name or "", r.app or "", r.version or "", r.plan_class or "", r.name,
        r.outcome.value, "" if r.exit_status is None else str(r.exit_status), r.exit_meaning,
        r.aborted_by.value if r.aborted_by else "", "" if r.validated is None else ("yes" if r.validated else "no"),
        _num(r.cpu_time_s), _num(r.elapsed_s), iso_utc(r.received_time), iso_utc(r.completed_time),
        iso_utc(r.reported_time), iso_utc(r.deadline), _num(r.credit),
    ]


def export_csv(db: HistoryDb, path: Path | str, f: HistoryFilter = HistoryFilter(),
               sort: SortKey = SortKey.COMPLETED, descending: bool = False) -> int:
    """Write the tasks ``f`` selects to ``path`` (atomically); how many rows."""
    path = Path(path)
    tmp = path.with_name(path.name + ".part")
    n = 0
    try:
        with open(tmp, "w", newline="", encoding="utf-8") as out:
            w = csv.writer(out)
            w.writerow(CSV_HEADER)
            for rec in db.iter_tasks(f, sort, descending):
                w.writerow(csv_row(rec))
                n += 1
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()
    return n
