"""``HistoryDb``: the task history and the daily statistics in one SQLite file.

One file in the manager's data directory (``history.sqlite3``), in WAL mode so a
reader (the History tab) never waits for the writer (the recorder) and a crash
or ``kill -9`` loses at most the transaction being written: every call that
writes commits before it returns. ``synchronous=NORMAL``: in WAL mode a power
cut may lose the last commits but never corrupts the file.

Tasks are keyed by (host, project URL, name), so recording a task again updates
its row instead of adding one (an upsert): whatever polls, restarts or imports
twice, there is one row per task. An update keeps the values the new record
does not know (None), so sources add to each other. Hosts, projects, applications
and sources are stored once, in small tables, and tasks refer to them by integer
keys (schema version 3): rows and the key index are about half the size they were
with the names in every row, and inserts faster. The keys are cached here.

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

from core.history.damage import FileMark, HistoryDamagedError, check_before_writing, note_clean_close
from core.history.query import SORT_INDEX, HistoryFilter, SortKey, after, order_by, sort_expr, where
from core.history.records import AbortedBy, DailyStat, Outcome, TaskRecord, day_of
from core.history.schema import ABORTER_CODES, OUTCOME_CODES, check_version, migrate

HISTORY_FILE = "history.sqlite3"
DEFAULT_MAX_BYTES = 256 * 1024 * 1024
"""The default size cap: about 1.5 million tasks (bench/history.py measures bytes per row)."""

TASK_COLUMNS = (
    "host_id", "project_id", "name", "app_id", "version", "plan_class", "outcome", "exit_status", "aborted_by",
    "validated", "cpu_time_s", "elapsed_s", "received_time", "completed_time", "reported_time", "deadline", "credit",
    "source_id",
)
_KEY = ("host_id", "project_id", "name")
# An update keeps what the row knew when the new record does not know it (None).
_UPDATE = ", ".join(f"{c} = COALESCE(excluded.{c}, {c})" for c in TASK_COLUMNS if c not in _KEY)
_UPSERT = (f"INSERT INTO tasks ({', '.join(TASK_COLUMNS)}) VALUES ({', '.join('?' * len(TASK_COLUMNS))}) "
           f"ON CONFLICT (host_id, project_id, name) DO UPDATE SET {_UPDATE}")
_SELECT = f"SELECT id, {', '.join(TASK_COLUMNS)} FROM tasks"
STAT_COLUMNS = ("user_total_credit", "user_expavg_credit", "host_total_credit", "host_expavg_credit", "cpu_time_s")
_KEY_TABLES = {"hosts": "name", "projects": "url", "apps": "name", "sources": "name"}
_OUTCOMES = {code: Outcome(word) for word, code in OUTCOME_CODES.items()}
_ABORTERS = {code: AbortedBy(word) for word, code in ABORTER_CODES.items()}
_OUTCOME_CODE = {o: OUTCOME_CODES[o.value] for o in Outcome}
_ABORTER_CODE = {a: ABORTER_CODES[a.value] for a in AbortedBy}
_ERRORS = ", ".join(str(OUTCOME_CODES[w]) for w in ("error", "download failed", "upload failed"))


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


class HistoryDb:
    """The history file. Open with a path; ``close`` when done (or use ``with``)."""

    def __init__(self, path: Path | str, max_bytes: int | None = DEFAULT_MAX_BYTES) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.max_bytes = max_bytes
        self._lock = threading.RLock()
        # name (URL for projects) -> id and back, per key table. Ids never change once
        # given, so the caches stay true; they are dropped when a transaction that may
        # have given new ones rolls back.
        self._ids: dict[str, dict[str, int]] = {t: {} for t in _KEY_TABLES}
        self._names: dict[str, dict[int, str]] = {t: {} for t in _KEY_TABLES}
        self._project_names: dict[int, str | None] = {}
        # Damaged pages are found read-only, before the first write (core/history/damage.py).
        check_before_writing(self.path)
        before = FileMark.of(self.path)
        self._db = sqlite3.connect(str(self.path), isolation_level=None, check_same_thread=False, timeout=10.0)
        try:
            check_version(self._db)  # before WAL mode, which would rewrite a newer file's header
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("PRAGMA cache_size=-32768")  # 32 MiB: the key index of 100,000s of tasks stays in memory
            self.migrated_through = migrate(self._db)
            # The planner's statistics, sampled (cheap at any size): without them it cannot
            # tell that a host filter keeps a quarter of the rows, and sorts them all instead
            # of walking the sort column's index for a keyset page.
            self._db.execute("PRAGMA analysis_limit=1000")
            self._analyzed_rows = int(self._db.execute("SELECT COUNT(*) FROM tasks").fetchone()[0])
            self._written_rows = 0
            self._db.execute("ANALYZE")
        except sqlite3.DatabaseError as exc:
            self._db.close()
            if before is not None and "malformed" in str(exc).lower():
                raise HistoryDamagedError(self.path, str(exc), untouched=FileMark.of(self.path) == before) from None
            raise
        except BaseException:
            self._db.close()
            raise

    @classmethod
    def in_data_dir(cls, data_dir: Path | str, max_bytes: int | None = DEFAULT_MAX_BYTES) -> HistoryDb:
        return cls(Path(data_dir) / HISTORY_FILE, max_bytes)

    def close(self) -> None:
        with self._lock:
            self._db.close()
            try:
                note_clean_close(self.path)  # the next open may skip the whole-file check
            except OSError:
                pass

    def __enter__(self) -> HistoryDb:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------ key tables
    def _key(self, table: str, name: str) -> int:
        """The id of ``name`` in ``table``, given now if it has none (inside the caller's transaction)."""
        got = self._ids[table].get(name)
        if got is None:
            column = _KEY_TABLES[table]
            self._db.execute(f"INSERT INTO {table} ({column}) VALUES (?) ON CONFLICT DO NOTHING", (name,))
            got = int(self._db.execute(f"SELECT id FROM {table} WHERE {column} = ?", (name,)).fetchone()[0])
            self._ids[table][name] = got
            self._names[table][got] = name
        return got

    def _load_keys(self) -> None:
        for table, column in _KEY_TABLES.items():
            rows = self._db.execute(f"SELECT id, {column} FROM {table}").fetchall()
            self._names[table] = {int(i): str(n) for i, n in rows}
            self._ids[table] = {str(n): int(i) for i, n in rows}
        self._project_names = {int(i): n for i, n in self._db.execute("SELECT id, name FROM projects")}

    def _forget_keys(self) -> None:
        for table in _KEY_TABLES:
            self._ids[table].clear()
            self._names[table].clear()
        self._project_names.clear()

    def _name(self, table: str, key: int | None) -> str | None:
        if key is None:
            return None
        got = self._names[table].get(key)
        if got is None:
            self._load_keys()  # written by another connection to the file
            got = self._names[table].get(key, "")
        return got

    def _params(self, r: TaskRecord) -> tuple[object, ...]:
        project = self._key("projects", r.project_url)
        if r.project_name is not None and self._project_names.get(project) != r.project_name:
            self._db.execute("UPDATE projects SET name = ? WHERE id = ?", (r.project_name, project))
            self._project_names[project] = r.project_name
        return (self._key("hosts", r.host), project, r.name, None if r.app is None else self._key("apps", r.app),
                r.version, r.plan_class, _OUTCOME_CODE[r.outcome], r.exit_status,
                None if r.aborted_by is None else _ABORTER_CODE[r.aborted_by],
                None if r.validated is None else int(r.validated), r.cpu_time_s, r.elapsed_s, r.received_time,
                r.completed_time, r.reported_time, r.deadline, r.credit,
                self._key("sources", r.source) if r.source else None)

    def _record(self, row: Sequence[Any]) -> tuple[int, TaskRecord]:
        (rid, host, project, name, app, version, plan, outcome, exit_status, by, validated, cpu, elapsed,
         received, completed, reported, deadline, credit, source) = row
        if project not in self._project_names:
            self._load_keys()
        return int(rid), TaskRecord(
            host=self._name("hosts", host) or "", project_url=self._name("projects", project) or "", name=name,
            outcome=_OUTCOMES.get(outcome, Outcome.ERROR),  # a code from a newer version reads as an error
            project_name=self._project_names.get(project), app=self._name("apps", app), version=version,
            plan_class=plan, exit_status=exit_status, aborted_by=None if by is None else _ABORTERS.get(by),
            validated=None if validated is None else bool(validated), cpu_time_s=cpu, elapsed_s=elapsed,
            received_time=received, completed_time=completed, reported_time=reported, deadline=deadline,
            credit=credit, source=self._name("sources", source) or "",
        )

    # ------------------------------------------------------------ writing
    def upsert_tasks(self, records: Iterable[TaskRecord]) -> int:
        """Record ``records`` in one transaction (each inserted or merged into its row); how many."""
        records = list(records)
        if not records:
            return 0
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                rows = [self._params(r) for r in records]
                self._db.executemany(_UPSERT, rows)
                self._refresh_daily_cpu({(r.host, r.project_url, day_of(r.completed_time)) for r in records
                                         if r.completed_time is not None})
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                self._forget_keys()  # ids given in the rolled-back transaction are not in the file
                raise
            self.enforce_cap()
            self._written_rows += len(rows)
            if self._written_rows > max(1000, self._analyzed_rows):  # the table doubled: look again
                self._analyzed_rows += self._written_rows
                self._written_rows = 0
                self._db.execute("ANALYZE")
        return len(rows)

    def _refresh_daily_cpu(self, days: set[tuple[str, str, float]]) -> None:
        # A day's CPU time is that of the tasks finished that day, kept in daily_stats so it
        # outlives the tasks when the size cap deletes them. One pass over the batch's span
        # of days (the completion-time index), not one query per host, project and day.
        if not days:
            return
        first = min(day for _, _, day in days)
        last = max(day for _, _, day in days) + 86400.0
        sums = {(h, p, float(d)): float(total or 0.0) for h, p, d, total in self._db.execute(
            "SELECT host_id, project_id, CAST(completed_time / 86400 AS INTEGER) * 86400, SUM(cpu_time_s)"
            " FROM tasks WHERE completed_time >= ? AND completed_time < ? GROUP BY 1, 2, 3", (first, last))}
        self._db.executemany(
            "INSERT INTO daily_stats (host, project_url, day, cpu_time_s) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (host, project_url, day) DO UPDATE SET cpu_time_s = excluded.cpu_time_s",
            [(host, url, day, sums.get((self._ids["hosts"][host], self._ids["projects"][url], day), 0.0))
             for host, url, day in days])

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

    def change_mark(self, wait: bool = True) -> tuple[int, int] | None:
        """A mark that differs whenever the file changed since it was last taken: rows this
        connection wrote (the recorder, the job-log import) and commits of any other one.
        Two cheap reads, so a view may ask every few seconds whether it must look again.
        ``wait=False``: None at once while another thread is writing (a long import), so
        the asking thread is never held up."""
        if not self._lock.acquire(blocking=wait):
            return None
        try:
            return self._db.total_changes, int(self._db.execute("PRAGMA data_version").fetchone()[0])
        finally:
            self._lock.release()

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
            row = self._db.execute(
                _SELECT + " WHERE host_id = (SELECT id FROM hosts WHERE name = ?)"
                " AND project_id = (SELECT id FROM projects WHERE url = ?) AND name = ?",
                (host, project_url, name)).fetchone()
            return None if row is None else self._record(row)[1]

    def count(self, f: HistoryFilter = HistoryFilter()) -> int:
        clause, params = where(f)
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM tasks" + clause, params).fetchone()[0])

    def page(self, f: HistoryFilter = HistoryFilter(), sort: SortKey = SortKey.COMPLETED, descending: bool = True,
             offset: int = 0, limit: int = 100, after_id: int | None = None) -> list[TaskRecord]:
        """``limit`` tasks of the filtered, sorted list: from ``offset``, or after the task ``after_id``.

        ``after_id`` (the row id of the last task of the previous page, ``page_with_ids``)
        is keyset pagination: a page deep in the list costs what the first one does
        when an index serves the sort. ``offset`` is not used with it.
        """
        return [rec for _, rec in self.page_with_ids(f, sort, descending, offset, limit, after_id)]

    def page_with_ids(self, f: HistoryFilter = HistoryFilter(), sort: SortKey = SortKey.COMPLETED,
                      descending: bool = True, offset: int = 0, limit: int = 100,
                      after_id: int | None = None) -> list[tuple[int, TaskRecord]]:
        """``page`` with each task's row id (the last one is the next page's ``after_id``)."""
        clause, params = where(f)
        order = order_by(sort, descending)
        with self._lock:
            if after_id is None:
                rows = self._db.execute(_SELECT + clause + order + " LIMIT ? OFFSET ?",
                                        [*params, limit, offset]).fetchall()
                return [self._record(r) for r in rows]
            row = self._db.execute(f"SELECT {sort_expr(sort)} FROM tasks WHERE id = ?", (after_id,)).fetchone()
            if row is None:
                return []  # that task is gone (the size cap): start again from a known one
            out: list[tuple[int, TaskRecord]] = []
            index = SORT_INDEX.get(sort)
            select = _SELECT + f" INDEXED BY {index}" if index else _SELECT
            for cond, more in after(sort, descending, row[0], after_id):
                sql = select + (clause + " AND " if clause else " WHERE ") + cond + order + " LIMIT ?"
                rows = self._db.execute(sql, [*params, *more, limit - len(out)]).fetchall()
                out += [self._record(r) for r in rows]
                if len(out) >= limit:
                    break
            return out

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
                for row in self._db.execute(sql, chunk).fetchall():
                    rid, rec = self._record(row)
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
        """The values of ``column`` (host, project_url, app, project_name) the tasks hold, sorted, for filter menus."""
        sql = {
            "host": "SELECT name FROM hosts WHERE id IN (SELECT host_id FROM tasks)",
            "project_url": "SELECT url FROM projects WHERE id IN (SELECT project_id FROM tasks)",
            "app": "SELECT name FROM apps WHERE id IN (SELECT app_id FROM tasks)",
            "project_name": "SELECT DISTINCT name FROM projects WHERE name IS NOT NULL AND id IN"
                            " (SELECT project_id FROM tasks)",
        }.get(column)
        if sql is None:
            raise ValueError(f"not a filter column: {column}")
        with self._lock:
            return sorted(str(r[0]) for r in self._db.execute(sql).fetchall())

    def project_names(self) -> dict[str, str]:
        """project URL -> the latest name known for it."""
        with self._lock:
            rows = self._db.execute("SELECT url, name FROM projects WHERE name IS NOT NULL").fetchall()
        return {str(u): str(n) for u, n in rows}

    def app_averages(self, f: HistoryFilter = HistoryFilter()) -> list[AppAverage]:
        clause, params = where(f)
        sql = (f"SELECT project_id, app_id, COUNT(*), SUM(outcome = {OUTCOME_CODES['success']}),"
               f" SUM(outcome IN ({_ERRORS})), SUM(outcome = {OUTCOME_CODES['aborted']}),"
               " AVG(cpu_time_s), AVG(elapsed_s), AVG(credit) FROM tasks" + clause +
               " GROUP BY project_id, app_id ORDER BY COUNT(*) DESC")
        with self._lock:
            rows = self._db.execute(sql, params).fetchall()
            return [AppAverage(self._name("projects", p) or "", self._name("apps", a) or "", int(n), int(s or 0),
                               int(e or 0), int(ab or 0), float(cpu or 0.0), float(el or 0.0),
                               None if cr is None else float(cr))
                    for p, a, n, s, e, ab, cpu, el, cr in rows]

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
