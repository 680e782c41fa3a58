"""The history file on its own: upserts, filters and sorting, the size cap, migration, CSV, imports."""
from __future__ import annotations

import csv
import shutil
import sqlite3
from pathlib import Path

import pytest

from core.history import (
    SCHEMA_VERSION,
    DailyStat,
    HistoryDb,
    HistoryFilter,
    HistorySchemaError,
    Outcome,
    SortKey,
    TaskRecord,
    export_csv,
    import_data_dir,
)
from core.history.records import AbortedBy

FIXTURE_DIR = Path("/work/shared/fixtures/boinc-7.20/sched/signed_job_cycle/client_dir_after")
URL = "http://127.0.0.1:31480/"


def rec(name: str, **kw: object) -> TaskRecord:
    fields: dict[str, object] = {"host": "h1", "project_url": URL, "name": name, "outcome": Outcome.SUCCESS,
                                 "app": "primes", "cpu_time_s": 10.0, "elapsed_s": 12.0,
                                 "completed_time": 1_700_000_000.0}
    fields.update(kw)
    return TaskRecord(**fields)  # type: ignore[arg-type]


def test_upsert_keeps_one_row_per_task_and_merges_what_each_source_knows(tmp_path: Path) -> None:
    with HistoryDb(tmp_path / "h.sqlite3") as db:
        db.upsert_tasks([rec("a", version="1.00", deadline=1_700_100_000.0)])
        # A later source knows the reported time but not the version: the version stays.
        db.upsert_tasks([TaskRecord("h1", URL, "a", Outcome.SUCCESS, reported_time=1_700_000_500.0)])
        db.upsert_tasks([rec("a")])
        assert db.count() == 1
        got = db.task("h1", URL, "a")
        assert got is not None
        assert (got.version, got.deadline, got.reported_time) == ("1.00", 1_700_100_000.0, 1_700_000_500.0)
        # The same name on another host is another task.
        db.upsert_tasks([rec("a", host="h2")])
        assert db.count() == 2


def test_filters_sorting_pages_and_per_app_averages(tmp_path: Path) -> None:
    with HistoryDb(tmp_path / "h.sqlite3") as db:
        db.upsert_tasks([rec(f"t{i}", cpu_time_s=float(i), completed_time=1_700_000_000.0 + i,
                             app="primes" if i % 2 else "sieve",
                             outcome=Outcome.ERROR if i % 5 == 0 else Outcome.SUCCESS,
                             exit_status=3 if i % 5 == 0 else 0) for i in range(50)])
        assert db.count(HistoryFilter(app="sieve")) == 25
        assert db.count(HistoryFilter(outcome=Outcome.ERROR)) == 10
        assert db.count(HistoryFilter(text="t4")) == 11  # t4, t40..t49
        assert db.count(HistoryFilter(since=1_700_000_010.0, until=1_700_000_020.0)) == 10
        assert db.count(HistoryFilter(text="100%")) == 0  # % is literal, not a wildcard
        page = db.page(HistoryFilter(app="primes"), SortKey.CPU_TIME, descending=True, offset=0, limit=3)
        assert [r.name for r in page] == ["t49", "t47", "t45"]
        ids = db.ids(HistoryFilter(), SortKey.NAME, descending=False)
        assert [db.by_ids(ids[:2])[i].name for i in ids[:2]] == ["t0", "t1"]
        avg = {a.app: a for a in db.app_averages()}
        assert avg["primes"].tasks == 25 and avg["sieve"].tasks == 25
        assert avg["sieve"].errors == 5 + 0 and avg["primes"].errors == 5
        assert avg["primes"].avg_cpu_time_s == pytest.approx(sum(range(1, 50, 2)) / 25)
        assert db.distinct("app") == ["primes", "sieve"]


def test_the_size_cap_drops_the_oldest_tasks_only(tmp_path: Path) -> None:
    with HistoryDb(tmp_path / "h.sqlite3", max_bytes=None) as db:
        db.upsert_tasks([rec(f"t{i:05d}", completed_time=1_700_000_000.0 + i) for i in range(5000)])
        full = db.used_bytes()
        db.max_bytes = full // 2
        deleted = db.enforce_cap()
        assert deleted > 0 and db.used_bytes() <= full // 2
        left = db.page(HistoryFilter(), SortKey.COMPLETED, descending=False, limit=1)[0]
        newest = db.page(HistoryFilter(), SortKey.COMPLETED, descending=True, limit=1)[0]
        assert newest.name == "t04999"  # the newest is kept
        assert int(left.name[1:]) == deleted  # exactly the oldest ones went
        assert db.count() == 5000 - deleted


V1_SCHEMA = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE tasks (
    id INTEGER PRIMARY KEY, host TEXT NOT NULL, project_url TEXT NOT NULL, name TEXT NOT NULL,
    project_name TEXT, app TEXT, version TEXT, outcome TEXT NOT NULL, exit_status INTEGER,
    cpu_time_s REAL, elapsed_s REAL, received_time REAL, completed_time REAL, deadline REAL,
    source TEXT NOT NULL DEFAULT '', UNIQUE (host, project_url, name));
CREATE INDEX tasks_completed ON tasks (completed_time);
PRAGMA user_version = 1;
"""


def test_a_version_1_file_is_migrated_and_keeps_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    old = sqlite3.connect(path)
    old.executescript(V1_SCHEMA)
    old.execute("INSERT INTO tasks (host, project_url, name, app, version, outcome, exit_status, cpu_time_s,"
                " completed_time, source) VALUES ('h1', ?, 'old_task', 'primes', '1.00', 'error', 3, 5.5, 1.6e9,"
                " 'snapshot')", (URL,))
    old.commit()
    old.close()
    with HistoryDb(path) as db:
        assert db.migrated_through == [2, 3]
        got = db.task("h1", URL, "old_task")
        assert got is not None and got.outcome is Outcome.ERROR and got.exit_status == 3 and got.plan_class is None
        # The new columns and the statistics table work on the migrated file.
        db.upsert_tasks([rec("old_task", outcome=Outcome.ABORTED, aborted_by=AbortedBy.USER, credit=1.5)])
        got = db.task("h1", URL, "old_task")
        assert got is not None and got.aborted_by is AbortedBy.USER and got.credit == 1.5 and got.version == "1.00"
        assert db.upsert_daily([DailyStat("h1", URL, 86400.0, 10.0)]) == 1
    with sqlite3.connect(path) as check:
        assert check.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert check.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_file_from_a_newer_version_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = path.read_bytes()
    with pytest.raises(HistorySchemaError, match="newer version"):
        HistoryDb(path)
    assert path.read_bytes() == before


def test_csv_export_has_every_filtered_task_with_readable_values(tmp_path: Path) -> None:
    with HistoryDb(tmp_path / "h.sqlite3") as db:
        db.upsert_tasks([rec("ok"), rec("bad", outcome=Outcome.ERROR, exit_status=193, app="sieve"),
                         rec("gone", outcome=Outcome.ABORTED, exit_status=203, aborted_by=AbortedBy.USER)])
        n = export_csv(db, tmp_path / "all.csv")
        with open(tmp_path / "all.csv", newline="", encoding="utf-8") as f:
            rows = list(csv.DictReader(f))
        assert n == 3 and {r["name"] for r in rows} == {"ok", "bad", "gone"}
        bad = next(r for r in rows if r["name"] == "bad")
        assert bad["outcome"] == "error" and bad["exit_status"] == "193" and "signal" in bad["exit_meaning"]
        assert bad["completed"] == "2023-11-14T22:13:20Z" and bad["cpu_time_s"] == "10"
        gone = next(r for r in rows if r["name"] == "gone")
        assert gone["aborted_by"] == "user" and "aborted by the user" in gone["exit_meaning"]
        assert export_csv(db, tmp_path / "sieve.csv", HistoryFilter(app="sieve")) == 1
        assert not list(tmp_path.glob("*.part"))


def test_real_boinc_job_log_and_statistics_are_imported_once(tmp_path: Path) -> None:
    data = tmp_path / "boinc"
    shutil.copytree(FIXTURE_DIR, data)
    # A line from a future BOINC with an extra field, and garbage: read and skipped.
    with open(data / "job_log_127.0.0.1_31480.txt", "a") as f:
        f.write("1795248100 ue 9.5 ct 4.25 fe 10000000000 nm fixture_wu_3_0 et 5.5 es 0 zz 7\nnot a job log line\n")
    with HistoryDb(tmp_path / "h.sqlite3") as db:
        report = import_data_dir(db, data, "boinc-host")
        assert report is not None and report.tasks == 2 and report.skipped_lines == 1 and report.days == 1
        got = db.task("boinc-host", URL, "fixture_wu_2_0")
        assert got is not None and got.outcome is Outcome.SUCCESS and got.exit_status == 0
        assert got.elapsed_s == pytest.approx(5.028681) and got.completed_time == 1795248000.0
        third = db.task("boinc-host", URL, "fixture_wu_3_0")
        assert third is not None and third.cpu_time_s == 4.25
        assert [d.day for d in db.daily("boinc-host")] == [1795219200.0]
        assert import_data_dir(db, data, "boinc-host") is None  # first run only
        assert db.count() == 2
