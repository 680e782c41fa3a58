"""A damaged history file: found before anything is written to it, kept as a copy before a repair.

Opening a history file writes to it (WAL mode flips two header bytes, a transaction bumps
the change counter): done to a file with bad pages, the window's "left as it is" was false.
So ``HistoryDb`` first reads the file through a read-only connection and runs SQLite's
``quick_check``; a damaged file raises ``HistoryDamagedError`` with ``untouched`` true, and
nothing has been written. The check reads the whole file (about a second per 100 MB), so
it is skipped when the file is exactly as the last clean close left it: same size and
modification time as the ``.clean`` note ``HistoryDb.close`` writes beside it. Should a
later step fail all the same, ``untouched`` says whether the file's header, size and
modification time are still what they were before any write, so the words stay true.

``repair_history`` copies the damaged file (and its WAL) to ``<name>.damaged-<time>``
first, checks the copy, then builds a new file from the rows that can still be read and
puts it in the damaged one's place.

Reads and writes: the history file, its ``-wal``/``-shm``, ``.clean`` note and kept copies.
"""
from __future__ import annotations

import os
import shutil
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

from core.history.records import AbortedBy, DailyStat, Outcome, TaskRecord
from core.history.schema import ABORTER_CODES, OUTCOME_CODES, HistorySchemaError

CLEAN_SUFFIX = ".clean"
_OUTCOMES = {code: Outcome(word) for word, code in OUTCOME_CODES.items()}
_ABORTERS = {code: AbortedBy(word) for word, code in ABORTER_CODES.items()}
_HEADER_BYTES = 100


class HistoryDamagedError(HistorySchemaError):
    """The history file has damaged pages; ``untouched``: nothing was written to it."""

    def __init__(self, path: Path, detail: str, untouched: bool) -> None:
        state = ("it is left exactly as it is" if untouched
                 else "opening it may have changed it before the damage was found")
        super().__init__(f"the task history file {path} is damaged ({detail}); {state}")
        self.path = path
        self.detail = detail
        self.untouched = untouched


@dataclass(frozen=True, slots=True)
class FileMark:
    """What shows a write: the header (counters, format bytes), the size, the modification time."""

    header: bytes
    size: int
    mtime_ns: int

    @classmethod
    def of(cls, path: Path) -> FileMark | None:
        try:
            with open(path, "rb") as f:
                header = f.read(_HEADER_BYTES)
                st = os.fstat(f.fileno())
        except OSError:
            return None
        return cls(header, st.st_size, st.st_mtime_ns)


def _read_only(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(f"file:{quote(str(path))}?mode=ro", uri=True, timeout=10.0)


def _clean_note(path: Path) -> Path:
    return path.with_name(path.name + CLEAN_SUFFIX)


def note_clean_close(path: Path) -> None:
    """After a clean close: the file as it is now needs no check at the next open."""
    st = path.stat()
    _clean_note(path).write_text(f"{st.st_size} {st.st_mtime_ns}\n")


def _closed_cleanly(path: Path) -> bool:
    try:
        size, mtime_ns = _clean_note(path).read_text().split()
        st = path.stat()
        return (int(size), int(mtime_ns)) == (st.st_size, st.st_mtime_ns)
    except (OSError, ValueError):
        return False


def _damage(exc: sqlite3.DatabaseError) -> bool:
    text = str(exc).lower()
    return "malformed" in text or "not a database" in text or "corrupt" in text


def check_before_writing(path: Path) -> None:
    """Raise ``HistoryDamagedError`` (file untouched) when ``path`` has damaged pages; read-only."""
    try:
        if path.stat().st_size == 0 or _closed_cleanly(path):
            return
    except FileNotFoundError:
        return
    try:
        db = _read_only(path)
    except sqlite3.Error:
        return  # cannot even open it read-only: the normal open says why
    try:
        rows = db.execute("PRAGMA quick_check(5)").fetchall()
    except sqlite3.DatabaseError as exc:
        if _damage(exc):
            raise HistoryDamagedError(path, str(exc), untouched=True) from None
        return  # locked, read-only directory, a hot journal: not damage; the normal open decides
    finally:
        db.close()
    problems = [str(r[0]) for r in rows if str(r[0]) != "ok"]
    if problems:
        raise HistoryDamagedError(path, "; ".join(problems)[:300], untouched=True)


@dataclass(frozen=True, slots=True)
class RepairOutcome:
    kept_copy: Path
    tasks_saved: int
    days_saved: int
    rows_lost: int  # rowids that could not be read (a damaged table edge counts one)


CHUNK = 500


def _rows(db: sqlite3.Connection, table: str, columns: str) -> tuple[list[Any], int]:
    """The rows of ``table`` that can be read; and how many rowids could not be read."""
    out: list[Any] = []
    lost = 0
    try:
        top = int(db.execute(f"SELECT MAX(rowid) FROM {table}").fetchone()[0] or 0)
    except sqlite3.DatabaseError:
        return out, 1  # not even the table's edge can be read
    for start in range(0, top + 1, CHUNK):
        try:
            out += db.execute(f"SELECT {columns} FROM {table} WHERE rowid >= ? AND rowid < ?",
                              (start, start + CHUNK)).fetchall()
        except sqlite3.DatabaseError:
            for rowid in range(start, start + CHUNK):  # one by one: a damaged page costs its own rows only
                try:
                    out += db.execute(f"SELECT {columns} FROM {table} WHERE rowid = ?", (rowid,)).fetchall()
                except sqlite3.DatabaseError:
                    lost += 1
    return out, lost


def repair_history(path: Path, now: float | None = None) -> RepairOutcome:
    """Keep ``path`` as ``<name>.damaged-<time>``, then replace it with what can still be read.

    Raises ``OSError`` when the copy cannot be made or differs from the file: then
    nothing else has been done.
    """
    from core.history.db import STAT_COLUMNS, TASK_COLUMNS, HistoryDb  # db imports this module

    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    kept = path.with_name(f"{path.name}.damaged-{stamp}")
    shutil.copy2(path, kept)
    wal = Path(str(path) + "-wal")
    if wal.exists():
        shutil.copy2(wal, Path(str(kept) + "-wal"))
    if kept.read_bytes() != path.read_bytes():
        raise OSError(f"the copy {kept} differs from {path}; nothing repaired")
    src = _read_only(kept)
    try:
        lost = 0
        keys: dict[str, dict[int, str]] = {}
        for table, col in (("hosts", "name"), ("apps", "name"), ("sources", "name"), ("projects", "url")):
            got, n = _rows(src, table, f"id, {col}")
            keys[table] = {int(r[0]): str(r[1]) for r in got}
            lost += n
        got, n = _rows(src, "projects", "id, name")
        names: dict[int, str | None] = {int(r[0]): r[1] for r in got}
        rows, n = _rows(src, "tasks", ", ".join(TASK_COLUMNS))
        lost += n
        tasks: list[TaskRecord] = []
        for (host, project, name, app, version, plan, outcome, exit_status, by, validated, cpu, elapsed,
             received, completed, reported, deadline, credit, source) in rows:
            h, p = keys["hosts"].get(host), keys["projects"].get(project)
            if h is None or p is None:
                continue  # its host or project row was on a lost page
            tasks.append(TaskRecord(
                host=h, project_url=p, name=str(name), outcome=_OUTCOMES.get(outcome, Outcome.ERROR),
                project_name=names.get(project), app=keys["apps"].get(app), version=version, plan_class=plan,
                exit_status=exit_status, aborted_by=None if by is None else _ABORTERS.get(by),
                validated=None if validated is None else bool(validated), cpu_time_s=cpu, elapsed_s=elapsed,
                received_time=received, completed_time=completed, reported_time=reported, deadline=deadline,
                credit=credit, source=keys["sources"].get(source, "")))
        try:  # WITHOUT ROWID: no ranges to read it by; all or nothing
            days = src.execute("SELECT host, project_url, day, " + ", ".join(STAT_COLUMNS) + " FROM daily_stats"
                               ).fetchall()
        except sqlite3.DatabaseError:
            days = []
            lost += 1
    finally:
        src.close()
    fresh = path.with_name(path.name + ".repairing")
    for leftover in (fresh, Path(str(fresh) + "-wal"), Path(str(fresh) + "-shm"), _clean_note(fresh)):
        leftover.unlink(missing_ok=True)
    with HistoryDb(fresh, max_bytes=None) as db:
        db.upsert_tasks(tasks)
        db.upsert_daily(DailyStat(*d) for d in days)
    for side in ("-wal", "-shm"):
        Path(str(path) + side).unlink(missing_ok=True)
    os.replace(fresh, path)
    if _clean_note(fresh).exists():
        os.replace(_clean_note(fresh), _clean_note(path))  # the rename kept the size and time it notes
    else:
        _clean_note(path).unlink(missing_ok=True)  # a stale note must not skip the next check
    return RepairOutcome(kept, len(tasks), len(days), lost)
