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
Version 3 made the file smaller and its writes faster: the host, project and
application (and the source) are small integer keys into tables of their own
(``hosts``, ``projects`` with the project's latest name, ``apps``, ``sources``),
and outcome and who aborted are integer codes (``OUTCOME_CODES``, ``ABORTER_CODES``);
tasks keep their row ids. The History tab's sorts by CPU and elapsed time got
indexes (an index on a column is ordered by (value, row id), the tab's order), so
their pages are read by keyset (core/history/query.py ``after``). The file is
compacted (``VACUUM``) after that step.
"""
from __future__ import annotations

import sqlite3
from collections.abc import Callable

from core.errors import CoreError

SCHEMA_VERSION = 3

# Codes in the order of the words the History tab shows, so sorting by the code
# sorts by the word. Never renumber: files keep them.
OUTCOME_CODES = {"aborted": 0, "download failed": 1, "error": 2, "success": 3, "upload failed": 4}
ABORTER_CODES = {"client": 0, "project": 1, "user": 2}


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


def _codes(column: str, codes: dict[str, int], default: str) -> str:
    whens = " ".join(f"WHEN '{word}' THEN {code}" for word, code in codes.items())
    return f"CASE {column} {whens} ELSE {default} END"


def _v2_to_v3(db: sqlite3.Connection) -> None:
    _run(db, """
        CREATE TABLE hosts (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
        CREATE TABLE projects (id INTEGER PRIMARY KEY, url TEXT NOT NULL UNIQUE, name TEXT);
        CREATE TABLE apps (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
        CREATE TABLE sources (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
        CREATE TABLE tasks_v3 (
            id INTEGER PRIMARY KEY,
            host_id INTEGER NOT NULL REFERENCES hosts,
            project_id INTEGER NOT NULL REFERENCES projects,
            name TEXT NOT NULL,
            app_id INTEGER REFERENCES apps,
            version TEXT,
            plan_class TEXT,
            outcome INTEGER NOT NULL,
            exit_status INTEGER,
            aborted_by INTEGER,
            validated INTEGER,
            cpu_time_s REAL,
            elapsed_s REAL,
            received_time REAL,
            completed_time REAL,
            reported_time REAL,
            deadline REAL,
            credit REAL,
            source_id INTEGER REFERENCES sources,
            UNIQUE (host_id, project_id, name)
        );
        INSERT INTO hosts (name) SELECT DISTINCT host FROM tasks ORDER BY host;
        INSERT INTO apps (name) SELECT DISTINCT app FROM tasks WHERE app IS NOT NULL ORDER BY app;
        INSERT INTO sources (name) SELECT DISTINCT source FROM tasks WHERE source != '' ORDER BY source;
        INSERT INTO projects (url) SELECT DISTINCT project_url FROM tasks ORDER BY project_url;
        UPDATE projects SET name = (SELECT t.project_name FROM tasks t WHERE t.project_url = projects.url
                                    AND t.project_name IS NOT NULL ORDER BY t.id DESC LIMIT 1)
    """)
    # An outcome word this version does not know (none were written) reads as an error.
    db.execute(f"""
        INSERT INTO tasks_v3 SELECT t.id, h.id, p.id, t.name, a.id, t.version, t.plan_class,
            {_codes("t.outcome", OUTCOME_CODES, str(OUTCOME_CODES["error"]))}, t.exit_status,
            {_codes("t.aborted_by", ABORTER_CODES, "NULL")}, t.validated, t.cpu_time_s, t.elapsed_s,
            t.received_time, t.completed_time, t.reported_time, t.deadline, t.credit, s.id
        FROM tasks t JOIN hosts h ON h.name = t.host JOIN projects p ON p.url = t.project_url
            LEFT JOIN apps a ON a.name = t.app LEFT JOIN sources s ON s.name = t.source ORDER BY t.id""")
    _run(db, """
        DROP TABLE tasks;
        ALTER TABLE tasks_v3 RENAME TO tasks;
        CREATE INDEX tasks_completed ON tasks (completed_time);
        CREATE INDEX tasks_host_completed ON tasks (host_id, completed_time);
        CREATE INDEX tasks_cpu_time ON tasks (cpu_time_s);
        CREATE INDEX tasks_elapsed ON tasks (elapsed_s)
    """)


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (_v0_to_v1, _v1_to_v2, _v2_to_v3)
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
    if 3 in passed and passed[0] > 1:
        # Version 3 rebuilt an existing file's tasks: give the old table's pages back.
        db.execute("VACUUM")
    return passed
