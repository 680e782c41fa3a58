"""``HistoryDb``: the task history and the daily statistics in one SQLite file.

One file in the manager's data directory (``history.sqlite3``), in WAL mode so a
reader (the History tab) never waits for the writer (the recorder) and a crash
or ``kill -9`` loses at most the transaction being written: every call that
writes commits before it returns. ``synchronous=NORMAL``: in WAL mode a power
cut may lose the last commits but never corrupts the file.

Tasks are keyed by (host, project URL, name), so recording a task again updates
its row instead of adding one (an upsert): whatever polls, restarts or imports
twice, there is one row per task. An update keeps the values the new record
does not know (None), so sources add to each other.

The size cap is the volunteer's, in bytes of pages in use: past it the oldest
tasks (by completion time) are deleted, a tenth of the cap at a time so the
deletion is not repeated on every insert. There is no age cap. Daily statistics
are small (a row per project, host and day) and never capped.

Thread-safe: one connection behind a lock; calls are short (a page of rows,
one transaction). Not for use across processes at once beyond SQLite's own
locking (one manager per data directory).
"""
from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.history.query import HistoryFilter, SortKey, order_by, where
from core.history.records import AbortedBy, DailyStat, Outcome, TaskRecord, day_of
from core.history.schema import check_version, migrate

HISTORY_FILE = "history.sqlite3"
DEFAULT_MAX_BYTES = 256 * 1024 * 1024
"""The default size cap: about a million tasks (bench/history.py measures bytes per row)."""

TASK_COLUMNS = (
    "host", "project_url", "name", "outcome", "project_name", "app", "version", "plan_class", "exit_status",
    "aborted_by", "validated", "cpu_time_s", "elapsed_s", "received_time", "completed_time", "reported_time",
    "deadline", "credit", "source",
)
_KEY = ("host", "project_url", "name")
# An update keeps what the row knew when the new record does not know it (None).
_UPDATE = ", ".join(f"{c} = COALESCE(excluded.{c}, {c})" for c in TASK_COLUMNS if c not in (*_KEY, "source"))
_UPDATE += ", source = COALESCE(NULLIF(excluded.source, ''), source)"
_UPSERT = (f"INSERT INTO tasks ({', '.join(TASK_COLUMNS)}) VALUES ({', '.join('?' * len(TASK_COLUMNS))}) "
           f"ON CONFLICT (host, project_url, name) DO UPDATE SET {_UPDATE}")
_SELECT = f"SELECT id, {', '.join(TASK_COLUMNS)} FROM tasks"
STAT_COLUMNS = ("user_total_credit", "user_expavg_credit", "host_total_credit", "host_expavg_credit", "cpu_time_s")


@dataclass(frozen=True, slots=True)
class AppAverage:
    """Per-application figures over the filtered tasks."""

    project_url: str
    app: str
    tasks: int
    successes: int
    errors: int  # errors and failed transfers
    aborted: int
    avg_cpu_time_s: float
    avg_elapsed_s: float
    avg_credit: float | None  # None when no task of it has a known credit


def _params(r: TaskRecord) -> tuple[object, ...]:
    return (r.host, r.project_url, r.name, r.outcome.value, r.project_name, r.app, r.version, r.plan_class,
            r.exit_status, r.aborted_by.value if r.aborted_by is not None else None,
            None if r.validated is None else int(r.validated), r.cpu_time_s, r.elapsed_s, r.received_time,
            r.completed_time, r.reported_time, r.deadline, r.credit, r.source)


_ABORTERS = {a.value: a for a in AbortedBy}
_OUTCOMES = {o.value: o for o in Outcome}


def _record(row: Sequence[Any]) -> tuple[int, TaskRecord]:
    (rid, host, url, name, outcome, pname, app, version, plan, exit_status, by, validated, cpu, elapsed,
     received, completed, reported, deadline, credit, source) = row
    out = _OUTCOMES.get(outcome, Outcome.ERROR)  # an outcome from a newer version reads as an error
    return int(rid), TaskRecord(
        host=host, project_url=url, name=name, outcome=out, project_name=pname, app=app, version=version,
        plan_class=plan, exit_status=exit_status, aborted_by=_ABORTERS.get(by) if by is not None else None,
        validated=None if validated is None else bool(validated), cpu_time_s=cpu, elapsed_s=elapsed,
        received_time=received, completed_time=completed, reported_time=reported, deadline=deadline, credit=credit,
        source=source or "",
    )


class HistoryDb:
    """The history file. Open with a path; ``close`` when done (or use ``with``)."""

    def __init__(self, path: Path | str, max_bytes: int | None = DEFAULT_MAX_BYTES) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.max_bytes = max_bytes
        self._lock = threading.RLock()
        self._db = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False, timeout=10.0)
        try:
            check_version(self._db)  # before WAL mode, which would rewrite a newer file's header
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("PRAGMA cache_size=-32768")  # 32 MiB: the key index of 100,000s of tasks stays in memory
            self.migrated_through = migrate(self._db)
        except BaseException:
            self._db.close()
            raise

    @classmethod
    def in_data_dir(cls, data_dir: Path | str, max_bytes: int | None = DEFAULT_MAX_BYTES) -> HistoryDb:
        return cls(Path(data_dir) / HISTORY_FILE, max_bytes)

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def __enter__(self) -> HistoryDb:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ writing
    def upsert_tasks(self, records: Iterable[TaskRecord]) -> int:
        """Record ``records`` in one transaction (each inserted or merged into its row); how many."""
        rows = [_params(r) for r in records]
        if not rows:
            return 0
        touched = {(r[0], r[1], day_of(float(r[14]))) for r in rows if r[14] is not None}  # type: ignore[arg-type]
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.executemany(_UPSERT, rows)
                self._refresh_daily_cpu(touched)
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self.enforce_cap()
        return len(rows)

    def _refresh_daily_cpu(self, days: set[tuple[object, object, float]]) -> None:
        # A day's CPU time is that of the tasks finished that day, kept in daily_stats so it
        # outlives the tasks when the size cap deletes them.
        for host, url, day in days:
            total = self._db.execute(
                "SELECT SUM(cpu_time_s) FROM tasks WHERE host = ? AND project_url = ? AND completed_time >= ?"
                " AND completed_time < ?", (host, url, day, day + 86400.0)).fetchone()[0]
            self._db.execute(
                "INSERT INTO daily_stats (host, project_url, day, cpu_time_s) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (host, project_url, day) DO UPDATE SET cpu_time_s = excluded.cpu_time_s",
                (host, url, day, total or 0.0))

    def used_bytes(self) -> int:
        """Bytes of the file's pages in use (free pages left by deletions excluded)."""
        with self._lock:
            pages = self._db.execute("PRAGMA page_count").fetchone()[0]
            free = self._db.execute("PRAGMA freelist_count").fetchone()[0]
            size = self._db.execute("PRAGMA page_size").fetchone()[0]
        return int((pages - free) * size)

    def enforce_cap(self) -> int:
        """Delete the oldest tasks while the file's pages in use exceed the cap; how many went."""
        cap = self.max_bytes
        if cap is None:
            return 0
        deleted = 0
        scale = 1.0
        with self._lock:
            while (used := self.used_bytes()) > cap:
                count = self._db.execute("SELECT COUNT(*) FROM tasks").fetchone()[0]
                if count == 0:
                    break
                # Down to 90 % of the cap, in proportion to the bytes a row takes now; more each
                # round when half-emptied pages did not free enough.
                excess = used - cap * 0.9
                n = max(1, min(count, int(scale * count * excess / used) + 1))
                scale *= 2
                self._db.execute("DELETE FROM tasks WHERE id IN (SELECT id FROM tasks ORDER BY"
                                 " (completed_time IS NULL) DESC, completed_time, id LIMIT ?)", (n,))
                deleted += n
        return deleted

    def set_meta(self, key: str, value: str) -> None:
        with self._lock:
            self._db.execute("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET"
                             " value = excluded.value", (key, value))

    def meta(self, key: str) -> str | None:
        with self._lock:
            row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    # ------------------------------------------------------------ reading tasks
    def task(self, host: str, project_url: str, name: str) -> TaskRecord | None:
        with self._lock:
            row = self._db.execute(_SELECT + " WHERE host = ? AND project_url = ? AND name = ?",
                                   (host, project_url, name)).fetchone()
        return None if row is None else _record(row)[1]

    def count(self, f: HistoryFilter = HistoryFilter()) -> int:
        clause, params = where(f)
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM tasks" + clause, params).fetchone()[0])

    def page(self, f: HistoryFilter = HistoryFilter(), sort: SortKey = SortKey.COMPLETED, descending: bool = True,
             offset: int = 0, limit: int = 100) -> list[TaskRecord]:
        """``limit`` tasks from ``offset`` in the filtered, sorted list."""
        clause, params = where(f)
        sql = _SELECT + clause + order_by(sort, descending) + " LIMIT ? OFFSET ?"
        with self._lock:
            rows = self._db.execute(sql, [*params, limit, offset]).fetchall()
        return [_record(r)[1] for r in rows]

    def ids(self, f: HistoryFilter = HistoryFilter(), sort: SortKey = SortKey.COMPLETED,
            descending: bool = True) -> list[int]:
        """The row ids of the filtered tasks in order: one sort, then pages by id are cheap."""
        clause, params = where(f)
        with self._lock:
            return [r[0] for r in self._db.execute("SELECT id FROM tasks" + clause + order_by(sort, descending),
                                                   params)]

    def by_ids(self, ids: Sequence[int]) -> dict[int, TaskRecord]:
        """The tasks with these row ids (those still there)."""
        out: dict[int, TaskRecord] = {}
        with self._lock:
            for start in range(0, len(ids), 500):
                chunk = list(ids[start:start + 500])
                sql = _SELECT + f" WHERE id IN ({', '.join('?' * len(chunk))})"
                for row in self._db.execute(sql, chunk):
                    rid, rec = _record(row)
                    out[rid] = rec
        return out

    def iter_tasks(self, f: HistoryFilter = HistoryFilter(), sort: SortKey = SortKey.COMPLETED,
                   descending: bool = False, batch: int = 2000) -> Iterable[TaskRecord]:
        """Every filtered task in order, read ``batch`` rows at a time (for exports)."""
        ids = self.ids(f, sort, descending)
        for start in range(0, len(ids), batch):
            chunk = ids[start:start + batch]
            got = self.by_ids(chunk)
            yield from (got[i] for i in chunk if i in got)

    def distinct(self, column: str) -> list[str]:
        """The values of ``column`` (host, project_url, app) present, sorted, for filter menus."""
        if column not in ("host", "project_url", "app", "project_name"):
            raise ValueError(f"not a filter column: {column}")
        with self._lock:
            rows = self._db.execute(f"SELECT DISTINCT {column} FROM tasks WHERE {column} IS NOT NULL"
                                    f" ORDER BY {column}").fetchall()
        return [str(r[0]) for r in rows]

    def project_names(self) -> dict[str, str]:
        """project URL -> the latest name known for it."""
        with self._lock:
            rows = self._db.execute("SELECT project_url, project_name FROM tasks WHERE project_name IS NOT NULL"
                                    " GROUP BY project_url").fetchall()
        return {str(u): str(n) for u, n in rows}

    def app_averages(self, f: HistoryFilter = HistoryFilter()) -> list[AppAverage]:
        clause, params = where(f)
        sql = ("SELECT project_url, COALESCE(app, ''), COUNT(*), SUM(outcome = 'success'),"
               " SUM(outcome IN ('error', 'download failed', 'upload failed')), SUM(outcome = 'aborted'),"
               " AVG(cpu_time_s), AVG(elapsed_s), AVG(credit) FROM tasks" + clause +
               " GROUP BY project_url, COALESCE(app, '') ORDER BY COUNT(*) DESC")
        with self._lock:
            rows = self._db.execute(sql, params).fetchall()
        return [AppAverage(str(u), str(a), int(n), int(s or 0), int(e or 0), int(ab or 0), float(cpu or 0.0),
                           float(el or 0.0), None if cr is None else float(cr))
                for u, a, n, s, e, ab, cpu, el, cr in rows]

    # ------------------------------------------------------------ daily statistics
    def upsert_daily(self, stats: Iterable[DailyStat]) -> int:
        """Record days' credit figures; a day recorded again takes the newer known values."""
        rows = [(s.host, s.project_url, s.day, s.user_total_credit, s.user_expavg_credit, s.host_total_credit,
                 s.host_expavg_credit, s.cpu_time_s) for s in stats]
        if not rows:
            return 0
        update = ", ".join(f"{c} = COALESCE(excluded.{c}, {c})" for c in STAT_COLUMNS)
        sql = (f"INSERT INTO daily_stats (host, project_url, day, {', '.join(STAT_COLUMNS)}) VALUES"
               f" (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (host, project_url, day) DO UPDATE SET {update}")
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._db.executemany(sql, rows)
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
        return len(rows)

    def daily(self, host: str, since: float | None = None, project_url: str = "") -> list[DailyStat]:
        """``host``'s days (each project's), oldest first; from ``since`` when given."""
        sql = f"SELECT host, project_url, day, {', '.join(STAT_COLUMNS)} FROM daily_stats WHERE host = ?"
        params: list[object] = [host]
        if since is not None:
            sql += " AND day >= ?"
            params.append(since)
        if project_url:
            sql += " AND project_url = ?"
            params.append(project_url)
        with self._lock:
            rows = self._db.execute(sql + " ORDER BY day, project_url", params).fetchall()
        return [DailyStat(*r) for r in rows]

    def stat_hosts(self) -> list[str]:
        with self._lock:
            return [str(r[0]) for r in self._db.execute("SELECT DISTINCT host FROM daily_stats ORDER BY host")]
