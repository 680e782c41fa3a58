"""Schema version 3 (keys for hosts, projects, applications): a version 2 file migrated, keyset pages."""
from __future__ import annotations

import sqlite3
from pathlib import Path

from core.history import SCHEMA_VERSION, DailyStat, HistoryDb, HistoryFilter, Outcome, SortKey, TaskRecord
from core.history.records import AbortedBy
from core.history.schema import MIGRATIONS

URL_A, URL_B = "http://127.0.0.1:31480/", "http://127.0.0.1:31481/"
V2_ROWS = [
    # host, url, name, project_name, app, version, plan, outcome, exit, by, validated, cpu, completed, source
    ("alpha", URL_A, "wu_1_0", "Demo (old name)", "primes", "1.00", "", "success", 0, None, None, 10.5, 1.7e9,
     "job_log"),
    ("alpha", URL_A, "wu_2_0", "Demo", "primes", "1.00", "mt", "aborted", 203, "user", None, 2.0, 1.7e9 + 60,
     "snapshot"),
    ("bravo", URL_A, "wu_1_0", None, None, None, None, "error", 193, None, 0, None, None, ""),
    ("bravo", URL_B, "other_1", "Other", "sieve", "2.01", "", "upload failed", -187, None, 1, 3.0, 1.7e9 + 120,
     "get_old_results"),
]


def _v2_file(path: Path) -> None:
    """A version 2 history file, made by the version 2 migrations themselves, with rows in its shape."""
    db = sqlite3.connect(path, isolation_level=None)
    for version, step in enumerate(MIGRATIONS[:2]):
        db.execute("BEGIN")
        step(db)
        db.execute(f"PRAGMA user_version = {version + 1}")
        db.execute("COMMIT")
    db.executemany(
        "INSERT INTO tasks (host, project_url, name, project_name, app, version, plan_class, outcome, exit_status,"
        " aborted_by, validated, cpu_time_s, completed_time, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        V2_ROWS)
    db.execute("DELETE FROM tasks WHERE id = 3")  # a gap in the ids, as the size cap leaves
    db.execute("INSERT INTO tasks (id, host, project_url, name, outcome) VALUES (3, 'bravo', ?, 'wu_1_0', 'error')",
               (URL_A,))
    db.execute("INSERT INTO daily_stats (host, project_url, day, user_total_credit, cpu_time_s)"
               " VALUES ('alpha', ?, 1699920000.0, 123.5, 12.5)", (URL_A,))
    db.close()


def test_a_version_2_file_is_migrated_keeping_every_row_and_its_id(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    _v2_file(path)
    with sqlite3.connect(path) as raw:
        before = {r[0]: r[1:] for r in raw.execute("SELECT id, host, project_url, name FROM tasks")}
        assert raw.execute("PRAGMA user_version").fetchone()[0] == 2
    with HistoryDb(path) as db:
        assert db.migrated_through == [3]
        assert db.count() == len(V2_ROWS)
        got = db.by_ids(list(before))
        assert {i: (r.host, r.project_url, r.name) for i, r in got.items()} == before  # same ids, same tasks
        first = db.task("alpha", URL_A, "wu_1_0")
        assert first is not None
        assert (first.app, first.version, first.plan_class, first.outcome, first.cpu_time_s, first.source) == (
            "primes", "1.00", "", Outcome.SUCCESS, 10.5, "job_log")
        assert first.project_name == "Demo"  # a project's latest name, for all its tasks
        aborted = db.task("alpha", URL_A, "wu_2_0")
        assert aborted is not None and aborted.outcome is Outcome.ABORTED and aborted.aborted_by is AbortedBy.USER
        assert aborted.source == "snapshot"
        bare = db.task("bravo", URL_A, "wu_1_0")
        assert bare is not None and bare.app is None and bare.source == "" and bare.outcome is Outcome.ERROR
        other = db.task("bravo", URL_B, "other_1")
        assert other is not None and other.outcome is Outcome.UPLOAD_FAILED and other.validated is True
        assert db.distinct("host") == ["alpha", "bravo"] and db.distinct("app") == ["primes", "sieve"]
        assert db.project_names() == {URL_A: "Demo", URL_B: "Other"}
        assert db.count(HistoryFilter(host="alpha", app="primes")) == 2
        assert db.count(HistoryFilter(text="other")) == 1  # the project's name is searched too
        assert [d.user_total_credit for d in db.daily("alpha")] == [123.5]
        # The migrated file takes new records into the same rows (keys found, not doubled).
        db.upsert_tasks([TaskRecord("bravo", URL_A, "wu_1_0", Outcome.ERROR, app="primes", source="get_results"),
                         TaskRecord("charlie", URL_B, "new_1", Outcome.SUCCESS, project_name="Other B")])
        assert db.count() == len(V2_ROWS) + 1
        again = db.task("bravo", URL_A, "wu_1_0")
        assert again is not None and again.app == "primes" and again.source == "get_results"
        assert db.project_names()[URL_B] == "Other B"
        assert db.upsert_daily([DailyStat("alpha", URL_A, 1700006400.0, 130.0)]) == 1
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
        assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        columns = {r[1] for r in raw.execute("PRAGMA table_info(tasks)")}
        assert {"host_id", "project_id", "app_id", "source_id"} <= columns and "host" not in columns
        assert raw.execute("PRAGMA freelist_count").fetchone()[0] == 0  # compacted after the rebuild


def test_keyset_pages_follow_the_same_order_as_offsets_for_every_sort(tmp_path: Path) -> None:
    records = []
    for i in range(120):
        # Ties, unknown values (None) and names that sort differently from their keys' order.
        records.append(TaskRecord(
            host=("zulu", "alpha", "mike")[i % 3], project_url=(URL_B, URL_A)[i % 2], name=f"t{(i * 37) % 120:03d}",
            outcome=list(Outcome)[i % 5], project_name=None if i % 2 else "Demo", app=None if i % 7 == 0 else
            ("sieve", "primes", "amicable")[i % 3], version=None if i % 4 == 0 else f"1.{i % 3:02d}",
            exit_status=None if i % 6 == 0 else i % 4, cpu_time_s=None if i % 5 == 0 else float(i % 9),
            elapsed_s=float(i % 11), completed_time=None if i % 13 == 0 else 1.7e9 + (i % 17) * 60,
            credit=None if i % 3 else float(i % 4)))
    with HistoryDb(tmp_path / "h.sqlite3") as db:
        db.upsert_tasks(records)
        flt = HistoryFilter(host="alpha")
        for f in (HistoryFilter(), flt):
            for key in SortKey:
                for descending in (False, True):
                    expected = db.ids(f, key, descending)
                    walked: list[int] = []
                    last: int | None = None
                    while True:
                        page = db.page_with_ids(f, key, descending, limit=7, after_id=last)
                        if not page:
                            break
                        walked += [i for i, _ in page]
                        last = page[-1][0]
                    assert walked == expected, (key, descending, f)
                    offsets = [r.name for r in db.page(f, key, descending, offset=10, limit=5)]
                    assert offsets == [db.by_ids([i])[i].name for i in expected[10:15]]
        # Sorting by a keyed column sorts by the name shown, not by the key's number.
        hosts = [r.host for r in db.page(sort=SortKey.HOST, descending=False, limit=120)]
        assert hosts == sorted(hosts) and hosts[0] == "alpha"
        outcomes = [r.outcome.value for r in db.page(sort=SortKey.OUTCOME, descending=False, limit=120)]
        assert outcomes == sorted(outcomes)


def test_a_task_gone_from_under_a_keyset_page_ends_it(tmp_path: Path) -> None:
    with HistoryDb(tmp_path / "h.sqlite3") as db:
        db.upsert_tasks([TaskRecord("h", URL_A, f"t{i}", Outcome.SUCCESS, completed_time=float(i)) for i in range(50)])
        assert len(db.page(after_id=25, limit=100)) == 24  # newest first: the 24 finished before t24
        assert db.page(after_id=10_000) == []
