"""The demo project's database: users, hosts, workunits and results in sqlite3.

One file, ``project.db`` in the data directory. Every public method takes the
store's lock and commits before returning, so the HTTP threads may share one
store and a crash never leaves half a scheduler request applied.

Credit is BOINC's cobblestone: 200 per day of CPU time on a 1 GFLOPS host
(credit = cpu_time_s × p_fpops × 200 / 86400e9). Recent-average credit decays
with BOINC's one-week half-life (``update_average`` in lib/util.cpp).

Workunit affinity (docs/demo-project.md): a workunit may be link ``chain_pos``
of chain ``chain_id`` (0 = not chained) of ``chain_len`` links. A successor
names the result whose output it reads (``prev_result_id``, ``prev_output``),
the count that output holds (``count_base``), and until when it is kept for the
host that ran that result (``reserve_until``).

Reads and writes: ``project.db``.
"""
from __future__ import annotations

import math
import secrets
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

COBBLESTONE_SCALE = 200.0 / 86400e9
"""Credit per FLOP: 200 credits per day at 1 GFLOPS."""
CREDIT_HALF_LIFE_S = 7 * 86400.0

_SCHEMA = """
CREATE TABLE IF NOT EXISTS user (
    id INTEGER PRIMARY KEY, authenticator TEXT UNIQUE NOT NULL, name TEXT NOT NULL,
    create_time REAL NOT NULL, total_credit REAL NOT NULL DEFAULT 0,
    expavg_credit REAL NOT NULL DEFAULT 0, expavg_time REAL NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS host (
    id INTEGER PRIMARY KEY, userid INTEGER NOT NULL, rpc_seqno INTEGER NOT NULL DEFAULT 0,
    create_time REAL NOT NULL, host_cpid TEXT NOT NULL DEFAULT '', p_fpops REAL NOT NULL DEFAULT 0,
    p_ncpus INTEGER NOT NULL DEFAULT 1, total_credit REAL NOT NULL DEFAULT 0,
    expavg_credit REAL NOT NULL DEFAULT 0, expavg_time REAL NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS workunit (
    id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL, input_name TEXT NOT NULL,
    range_start INTEGER NOT NULL, range_end INTEGER NOT NULL, fpops_est REAL NOT NULL,
    create_time REAL NOT NULL, error_count INTEGER NOT NULL DEFAULT 0,
    status TEXT NOT NULL DEFAULT 'open');
CREATE TABLE IF NOT EXISTS result (
    id INTEGER PRIMARY KEY, name TEXT UNIQUE NOT NULL, wuid INTEGER NOT NULL,
    output_name TEXT NOT NULL, server_state TEXT NOT NULL DEFAULT 'unsent',
    hostid INTEGER NOT NULL DEFAULT 0, sent_time REAL NOT NULL DEFAULT 0,
    report_deadline REAL NOT NULL DEFAULT 0, received_time REAL NOT NULL DEFAULT 0,
    outcome TEXT NOT NULL DEFAULT '', validate_state TEXT NOT NULL DEFAULT '',
    validate_detail TEXT NOT NULL DEFAULT '', exit_status INTEGER NOT NULL DEFAULT 0,
    client_state INTEGER NOT NULL DEFAULT 0, cpu_time REAL NOT NULL DEFAULT 0,
    elapsed_time REAL NOT NULL DEFAULT 0, granted_credit REAL NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS result_state ON result (server_state, id);
CREATE TABLE IF NOT EXISTS report (
    id INTEGER PRIMARY KEY, result_name TEXT NOT NULL, hostid INTEGER NOT NULL, time REAL NOT NULL,
    effect TEXT NOT NULL);
"""

_CHAIN_COLUMNS = (
    ("chain_id", "INTEGER NOT NULL DEFAULT 0"),
    ("chain_pos", "INTEGER NOT NULL DEFAULT 0"),
    ("chain_len", "INTEGER NOT NULL DEFAULT 0"),
    ("count_base", "INTEGER NOT NULL DEFAULT 0"),
    ("prev_result_id", "INTEGER NOT NULL DEFAULT 0"),
    ("prev_output", "TEXT NOT NULL DEFAULT ''"),
    ("reserve_until", "REAL NOT NULL DEFAULT 0"),
)
"""Workunit columns added for chains; a database made before them gets them on open."""

_RESULT_COLUMNS = (
    ("resend_count", "INTEGER NOT NULL DEFAULT 0"),
)
"""Result columns added for lost-result resends; a database made before them gets them on open."""

REPORT_EFFECTS = ("applied", "late", "duplicate", "unknown", "unsent", "foreign")
"""What one ``<result>`` report did, as logged in the ``report`` table: recorded the outcome
(``applied``), recorded it after the deadline had timed the result out (``late``), nothing
because the result was already over (``duplicate``: the re-send of a request whose reply
was lost), or nothing because the name is unknown, was never sent, or belongs to another
user's host."""


@dataclass(frozen=True, slots=True)
class UserRow:
    id: int
    authenticator: str
    name: str
    create_time: float
    total_credit: float
    expavg_credit: float


@dataclass(frozen=True, slots=True)
class HostRow:
    id: int
    userid: int
    rpc_seqno: int
    create_time: float
    total_credit: float
    expavg_credit: float


@dataclass(frozen=True, slots=True)
class ResultRow:
    """A result joined with its workunit: what the scheduler and validator need."""

    id: int
    name: str
    wuid: int
    wu_name: str
    input_name: str
    output_name: str
    range_start: int
    range_end: int
    fpops_est: float
    server_state: str  # unsent | in_progress | over
    hostid: int
    report_deadline: float
    outcome: str  # '' | success | client_error | no_reply (timed out) | client_detached (host lost it)
    validate_state: str  # '' | valid | invalid
    validate_detail: str
    granted_credit: float
    cpu_time: float
    chain_id: int = 0  # 0 = not part of a chain
    chain_pos: int = 0
    resend_count: int = 0  # times sent again because the host had lost it


_RESULT_SELECT = """
SELECT r.id, r.name, r.wuid, w.name, w.input_name, r.output_name, w.range_start, w.range_end,
       w.fpops_est, r.server_state, r.hostid, r.report_deadline, r.outcome, r.validate_state,
       r.validate_detail, r.granted_credit, r.cpu_time, w.chain_id, w.chain_pos, r.resend_count
FROM result r JOIN workunit w ON w.id = r.wuid
"""


def update_average(avg: float, avg_time: float, credit: float, now: float) -> tuple[float, float]:
    """BOINC's exponentially decaying average of credit per day; returns (avg, avg_time)."""
    if avg_time > 0 and now > avg_time:
        diff = now - avg_time
        weight = math.exp(-diff * math.log(2) / CREDIT_HALF_LIFE_S)
        avg *= weight
        if 1.0 - weight > 1e-6:
            avg += (1.0 - weight) * (credit / (diff / 86400.0))
        else:
            avg += credit * math.log(2) / (CREDIT_HALF_LIFE_S / 86400.0)
    else:
        avg += credit * math.log(2) / (CREDIT_HALF_LIFE_S / 86400.0)
    return avg, now


class ProjectStore:
    """The project database. Thread-safe; each method is one transaction."""

    def __init__(self, path: Path) -> None:
        self._lock = threading.RLock()
        self._db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.executescript(_SCHEMA)
        for table, columns in (("workunit", _CHAIN_COLUMNS), ("result", _RESULT_COLUMNS)):
            have = {str(row[1]) for row in self._db.execute(f"PRAGMA table_info({table})")}
            for name, decl in columns:
                if name not in have:
                    self._db.execute(f"ALTER TABLE {table} ADD COLUMN {name} {decl}")

    def close(self) -> None:
        with self._lock:
            self._db.close()

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """Hold the lock and one sqlite transaction for a whole scheduler request."""
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    # -- users and hosts -------------------------------------------------

    def ensure_user(self, now: float, name: str = "demo_user") -> UserRow:
        """The first user, created (with a fresh authenticator) if there is none."""
        with self.transaction() as db:
            row = db.execute("SELECT id FROM user ORDER BY id LIMIT 1").fetchone()
            if row is None:
                db.execute("INSERT INTO user (authenticator, name, create_time) VALUES (?, ?, ?)",
                           (secrets.token_hex(16), name, now))
        return self._first_user()

    def _row(self, sql: str, args: tuple[object, ...] = ()) -> Any:
        """The first row ``sql`` selects (None if none), read under the lock."""
        with self._lock:
            return self._db.execute(sql, args).fetchone()

    def _first_user(self) -> UserRow:
        row = self._row("SELECT id FROM user ORDER BY id LIMIT 1")
        found = self.user_by_id(int(row[0]))
        assert found is not None
        return found

    def user_by_id(self, userid: int) -> UserRow | None:
        row = self._row("SELECT id, authenticator, name, create_time, total_credit, expavg_credit FROM user WHERE id=?",
                        (userid,))
        return None if row is None else UserRow(*row)

    def user_by_authenticator(self, authenticator: str) -> UserRow | None:
        row = self._row("SELECT id FROM user WHERE authenticator=?", (authenticator,))
        return None if row is None else self.user_by_id(int(row[0]))

    def host(self, hostid: int) -> HostRow | None:
        row = self._row("SELECT id, userid, rpc_seqno, create_time, total_credit, expavg_credit FROM host WHERE id=?",
                        (hostid,))
        return None if row is None else HostRow(*row)

    def result(self, name: str) -> ResultRow | None:
        row = self._row(_RESULT_SELECT + " WHERE r.name=?", (name,))
        return None if row is None else ResultRow(*row)

    def results(self, where: str = "", args: tuple[object, ...] = ()) -> list[ResultRow]:
        """Results (joined with workunits) matching an SQL condition on r./w. columns."""
        with self._lock:
            rows = self._db.execute(_RESULT_SELECT + (f" WHERE {where}" if where else "") + " ORDER BY r.id",
                                    args).fetchall()
        return [ResultRow(*r) for r in rows]

    def output_max_nbytes(self, output_name: str, max_bytes: int) -> float | None:
        """Upload limit for an expected output file; None if no result still expects it.

        A result that timed out still expects its output: BOINC keeps a result that
        arrives after its deadline ("late in arriving, but keep it anyhow")."""
        row = self._row("SELECT 1 FROM result WHERE output_name=? AND (server_state='in_progress' "
                        "OR (server_state='over' AND outcome IN ('no_reply', 'client_detached')))", (output_name,))
        return None if row is None else float(max_bytes)

    def report_times(self) -> dict[str, list[float]]:
        """When each result name was reported, in order (duplicates included)."""
        with self._lock:
            rows = self._db.execute("SELECT result_name, time FROM report ORDER BY id").fetchall()
        out: dict[str, list[float]] = {}
        for name, when in rows:
            out.setdefault(str(name), []).append(float(when))
        return out

    def report_counts(self) -> dict[str, int]:
        """How many times each result name was reported (duplicates included)."""
        return {name: len(times) for name, times in self.report_times().items()}
