"""The task history's SQLite schema and its migrations.

The schema version is SQLite's ``PRAGMA user_version``. A database is brought to
``SCHEMA_VERSION`` by running, in order and each in its own transaction, the
migrations from its version up: a new file runs them all from 0, an older
file only the ones it lacks, so every database reaches the same shape by one
path. A database newer than this code is refused (``HistorySchemaError``), never
rewritten.

Version 1 (the first release) kept tasks with their outcome, times and exit
status. Version 2 added what volunteers asked for next: plan class, who
aborted, validation, credit and the reported time, the per-day statistics
table, and an index for the History tab's usual filter (one host, by date).
"""
from __future__ import annotations

import sqlite3
from collections.abc import Callable

from core.errors import CoreError

SCHEMA_VERSION = 2


class HistorySchemaError(CoreError):
    """The history file is newer than this program, or not a history file."""


def _run(db: sqlite3.Connection, script: str) -> None:
    # Statement by statement: ``executescript`` would commit the migration's transaction.
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def _v0_to_v1(db: sqlite3.Connection) -> None:
    _run(db, """
        CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE IF NOT EXISTS tasks (
            id INTEGER PRIMARY KEY,
            host TEXT NOT NULL,
            project_url TEXT NOT NULL,
            name TEXT NOT NULL,
            project_name TEXT,
            app TEXT,
            version TEXT,
            outcome TEXT NOT NULL,
            exit_status INTEGER,
            cpu_time_s REAL,
            elapsed_s REAL,
            received_time REAL,
            completed_time REAL,
            deadline REAL,
            source TEXT NOT NULL DEFAULT '',
            UNIQUE (host, project_url, name)
        );
        CREATE INDEX IF NOT EXISTS tasks_completed ON tasks (completed_time);
    """)


def _v1_to_v2(db: sqlite3.Connection) -> None:
    for column in ("plan_class TEXT", "aborted_by TEXT", "validated INTEGER", "credit REAL", "reported_time REAL"):
        db.execute(f"ALTER TABLE tasks ADD COLUMN {column}")
    _run(db, """
        CREATE INDEX IF NOT EXISTS tasks_host_completed ON tasks (host, completed_time);
        CREATE TABLE IF NOT EXISTS daily_stats (
            host TEXT NOT NULL,
            project_url TEXT NOT NULL,
            day REAL NOT NULL,
            user_total_credit REAL,
            user_expavg_credit REAL,
            host_total_credit REAL,
            host_expavg_credit REAL,
            cpu_time_s REAL,
            PRIMARY KEY (host, project_url, day)
        ) WITHOUT ROWID;
    """)


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v0_to_v1, _v1_to_v2)
"""``MIGRATIONS[n]`` brings a version-n database to version n + 1."""
assert len(MIGRATIONS) == SCHEMA_VERSION


def schema_version(db: sqlite3.Connection) -> int:
    return int(db.execute("PRAGMA user_version").fetchone()[0])


def check_version(db: sqlite3.Connection) -> int:
    """The file's schema version; ``HistorySchemaError`` when it is newer than this code."""
    try:
        version = schema_version(db)
    except sqlite3.DatabaseError as exc:
        raise HistorySchemaError(f"not a task history file: {exc}") from None
    if version > SCHEMA_VERSION:
        raise HistorySchemaError(
            f"the task history was written by a newer version (schema {version}; this one reads {SCHEMA_VERSION})")
    return version


def migrate(db: sqlite3.Connection) -> list[int]:
    """Bring ``db`` to ``SCHEMA_VERSION``; the versions it passed through (empty: current).

    ``db`` must be in autocommit mode (``isolation_level=None``): each step runs in
    an explicit transaction, so a crash mid-way leaves the last complete version.
    """
    version = check_version(db)
    passed: list[int] = []
    while version < SCHEMA_VERSION:
        db.execute("BEGIN IMMEDIATE")
        try:
            MIGRATIONS[version](db)
            version += 1
            db.execute(f"PRAGMA user_version = {version}")
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        passed.append(version)
    return passed
