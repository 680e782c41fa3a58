"""Task history at volunteer scale: 100,000 finished tasks in the SQLite history.

Prints the time to insert them (target < 2 s, one transaction per 10,000 as the
recorder's bursts are; wall and CPU time, the steadier on a shared machine), the
time for the History tab's queries on the result (targets < 50 ms per page): a
filtered, sorted page by LIMIT/OFFSET and by keyset (the page after a given row),
the same unfiltered on an indexed sort, the model's path (the ordered ids of a
filtered sort, then a page of rows by id), a search, the per-app averages and the
CSV export; and the file's size per 100,000 rows.

    .venv/bin/python bench/history.py [--rows N]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.history import HistoryDb, HistoryFilter, Outcome, SortKey, TaskRecord, export_csv
from core.history.records import AbortedBy

HOSTS = ("alpha", "bravo", "charlie", "delta")
PROJECTS = ("https://einsteinathome.org/", "https://www.gpugrid.net/", "http://asteroidsathome.net/boinc/")
APPS = ("Gravitational Wave search O3", "Binary Radio Pulsar Search", "ACEMD 3", "Period Search Application")


def tasks(n: int, t0: float) -> list[TaskRecord]:
    out = []
    for i in range(n):
        status = 3 if i % 23 == 0 else 203 if i % 97 == 0 else 0
        outcome = Outcome.ERROR if status == 3 else Outcome.ABORTED if status == 203 else Outcome.SUCCESS
        done = t0 + i * 30.0
        out.append(
            TaskRecord(
                host=HOSTS[i % 4],
                project_url=PROJECTS[i % 3],
                name=f"h1_{i:07d}_O3AS_{i % 1000}_1",
                outcome=outcome,
                project_name=PROJECTS[i % 3].split("/")[2],
                app=APPS[i % 4],
                version="1.07",
                plan_class="avx" if i % 2 else "",
                exit_status=status,
                aborted_by=AbortedBy.USER if status == 203 else None,
                cpu_time_s=3600.0 + i % 977,
                elapsed_s=3700.0 + i % 991,
                received_time=done - 86400.0,
                completed_time=done,
                reported_time=done + 600.0,
                deadline=done + 7 * 86400.0,
                source="snapshot",
            )
        )
    return out


def timed(fn, repeat: int = 20) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times) * 1000


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=100_000)
    n = ap.parse_args().rows
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "history.sqlite3"
        db = HistoryDb(path, max_bytes=None)
        rows = tasks(n, 1_700_000_000.0)
        t, cpu = time.perf_counter(), time.process_time()
        for start in range(0, n, 10_000):
            db.upsert_tasks(rows[start:start + 10_000])
        insert_s, cpu_s = time.perf_counter() - t, time.process_time() - cpu
        # The CPU time is the steadier figure on a shared machine: the wall time adds waits for the disk.
        print(f"insert {n:,} tasks: {insert_s:.2f} s (target < 2 s: {insert_s / 2.0:.2f}x of it); "
              f"{cpu_s:.2f} s of CPU")
        t = time.perf_counter()
        db.upsert_tasks(rows[:10_000])
        print(
            f"re-record 10,000 known tasks (upsert, no new rows): {time.perf_counter() - t:.2f} s; rows {db.count():,}"
        )

        f = HistoryFilter(host="bravo", outcome=Outcome.SUCCESS, since=1_700_000_000.0 + 86400.0)
        page = timed(lambda: db.page(f, SortKey.COMPLETED, True, 0, 100))
        deep = timed(lambda: db.page(f, SortKey.CPU_TIME, True, 10_000, 100))
        cpu_ids = db.ids(f, SortKey.CPU_TIME, True)
        keyset = timed(lambda: db.page(f, SortKey.CPU_TIME, True, 0, 100, after_id=cpu_ids[9_999]))
        all_ids = db.ids(HistoryFilter(), SortKey.CPU_TIME, True)
        keyset_all = timed(lambda: db.page(HistoryFilter(), SortKey.CPU_TIME, True, 0, 100, after_id=all_ids[49_999]))
        offset_all = timed(lambda: db.page(HistoryFilter(), SortKey.CPU_TIME, True, 50_000, 100), 5)
        assert [r.name for r in db.page(f, SortKey.CPU_TIME, True, 0, 100, after_id=cpu_ids[9_999])] == \
            [r.name for r in db.page(f, SortKey.CPU_TIME, True, 10_000, 100)]
        count = timed(lambda: db.count(f))
        ids = timed(lambda: db.ids(f, SortKey.CPU_TIME, True), 5)
        id_list = db.ids(f, SortKey.CPU_TIME, True)
        by_id = timed(lambda: db.by_ids(id_list[5000:5200]))
        search = timed(lambda: db.page(HistoryFilter(text="O3AS_42"), SortKey.COMPLETED, True, 0, 100), 5)
        averages = timed(lambda: db.app_averages(f), 5)
        print(f"filtered page (host + outcome + date, newest first, 100 rows): {page:.1f} ms (target < 50 ms)")
        print(f"filtered page sorted by CPU time at offset 10,000: {deep:.1f} ms by LIMIT/OFFSET; "
              f"{keyset:.1f} ms by keyset (after the 10,000th row) (target < 50 ms)")
        print(f"all tasks sorted by CPU time (indexed), page at row 50,000: {offset_all:.1f} ms by LIMIT/OFFSET, "
              f"{keyset_all:.1f} ms by keyset")
        print(f"count of the filter ({db.count(f):,} rows): {count:.1f} ms")
        print(f"History tab model: ordered ids of the filter by CPU time: {ids:.1f} ms once per filter or sort; "
              f"then a page of 200 rows by id: {by_id:.1f} ms (target < 50 ms)")
        print(f"search 'O3AS_42' anywhere in names and apps, first page: {search:.1f} ms (target < 50 ms)")
        print(f"per-app averages of the filter: {averages:.1f} ms")
        t = time.perf_counter()
        exported = export_csv(db, Path(tmp) / "all.csv")
        print(f"CSV export of {exported:,} tasks: {time.perf_counter() - t:.2f} s")
        db.close()
        size = path.stat().st_size + sum(p.stat().st_size for p in Path(tmp).glob("history.sqlite3-*"))
        print(f"database size: {size / 1e6:.1f} MB for {n:,} rows = {size / n * 100_000 / 1e6:.1f} MB per 100,000"
              f" ({size / n:.0f} bytes a row)")


if __name__ == "__main__":
    main()
