"""Applying a snapshot of 10,000 tasks to the Tasks model, and building that snapshot.

Measures, in one run (offscreen Qt, model behind its sort/filter proxy and a
visible 1280x800 table, as in the window):
  * a typical tick: 2 % of the rows changed (running tasks progressed), a few
    tasks finished and removed, a few new ones added;
  * a heavy tick: every row changed (e.g. a mode change re-labelled every status);
  * a full model reset (what the incremental update replaces) and, in a
    sorted view, the sort a header click starts;
  * on the engine side, ``build_snapshot`` over a ClientState holding 10,000 results.
Prints milliseconds per update (median of the runs), the ratio to the 16 ms
target, and the same ticks under the old design measured in this run (a
QSortFilterProxyModel that sorts through Python data() calls) as the baseline.
Target: under 16 ms per update, sorted or not. Times are this process's CPU
time, so other programs busy on the machine do not inflate them.

Usage: python bench/gui_tasks_model.py [--tasks N] [--runs R]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt

from core.api.snapshot import TaskRow
from core.ids import ProjectUrl, ResultName

TARGET_MS = 16.0
_clock = time.process_time  # CPU time of this process: other load on the machine does not count


def synthetic_tasks(n: int, offset: int = 0) -> list[TaskRow]:
    """``n`` plausible task rows over five projects (shared with bench/gui_startup.py)."""
    rows = []
    for i in range(offset, offset + n):
        project = f"project{i % 5}"
        url = ProjectUrl(f"http://{project}.example/")
        running = i % 50 == 0
        rows.append(TaskRow(
            key=(url, ResultName(f"task_{i}_0")), project_url=url, project_name=project, name=f"task_{i}_0",
            wu_name=f"task_{i}", application="science app 1.02 (sse2)", fraction_done=0.0 if not running else 0.3,
            status="Running" if running else "Ready to start", active=running, running=running, suspended=False,
            finished=False, elapsed_s=3600.0 if running else 0.0, cpu_time_s=3500.0 if running else 0.0,
            remaining_s=7200.0 + i, deadline=1.8e9 + i * 60, received_time=1.7e9, deadline_risk=i % 997 == 0,
            slot=i % 8 if running else -1, checkpoint_cpu_time_s=0.0, working_set_bytes=2e8 if running else 0.0,
            why="",
        ))
    return rows


def _median_ms(samples: list[float]) -> float:
    return statistics.median(samples) * 1000


class _ProxySortedTab:
    """The design this bench replaced, kept as the baseline: a QSortFilterProxyModel that
    sorts by calling the model's data(SORT_ROLE) per comparison and filters in Python."""

    def __init__(self, model: Any) -> None:
        from PySide6.QtCore import QSortFilterProxyModel
        from PySide6.QtWidgets import QTableView

        from boinc_gui.tables.models import SORT_ROLE

        class OldProxy(QSortFilterProxyModel):
            def filterAcceptsRow(self, source_row: int, source_parent: Any) -> bool:
                model.row_at(source_row)
                return True

        self.proxy = OldProxy()
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setDynamicSortFilter(True)
        self.proxy.setSourceModel(model)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.horizontalHeader().setSortIndicator(-1, Qt.SortOrder.AscendingOrder)

    def resize(self, w: int, h: int) -> None:
        self.view.resize(w, h)

    def show(self) -> None:
        self.view.show()

    def deleteLater(self) -> None:
        self.view.deleteLater()


def bench_model(n: int, runs: int, sort_column: int | None, design: str = "model") -> dict[str, float]:
    """Median ms of set_rows (model + proxy work) per kind of tick; painting is timed apart.

    ``design`` "model": the window's TableTab (the model sorts); "proxy": the old design.
    """
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from boinc_gui.runtime.qt_workarounds import pin
    from boinc_gui.tables.models import task_model
    from boinc_gui.tables.table_view import TableTab

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    pin()
    model = task_model()
    tab: Any
    if design == "model":
        tab = TableTab("Tasks", model, QSettings(os.devnull, QSettings.Format.IniFormat))
    else:
        tab = _ProxySortedTab(model)
    tab.resize(1280, 800)
    tab.show()
    rows = synthetic_tasks(n)
    model.set_rows(rows)
    app.processEvents()
    times: dict[str, list[float]] = {k: [] for k in ("progress", "churn", "heavy", "reset", "paint", "sort")}
    if sort_column is not None:
        t0 = _clock()
        tab.view.sortByColumn(sort_column, Qt.SortOrder.AscendingOrder)  # a click on the column header
        times["sort"].append(_clock() - t0)
    app.processEvents()

    def timed(kind: str, new_rows: list[TaskRow]) -> list[TaskRow]:
        t0 = _clock()
        model.set_rows(new_rows)
        times[kind].append(_clock() - t0)
        t0 = _clock()
        app.processEvents()
        times["paint"].append(_clock() - t0)
        return new_rows

    for r in range(runs):
        # Progress tick: 2 % of the rows (the running ones) moved on, each by a different
        # step every tick, so running tasks overtake each other in a sorted view.
        nxt = list(rows)
        for j in range(0, len(nxt), 50):
            step = 0.0005 + 0.002 * ((j * 7919 + r * 104729) % 13) / 13
            nxt[j] = replace(
                nxt[j], fraction_done=min(nxt[j].fraction_done + step, 1.0), elapsed_s=nxt[j].elapsed_s + 1
            )
        rows = timed("progress", nxt)
        # Churn tick: progress, plus 10 reported tasks gone and 10 new ones.
        rows = timed("churn", list(rows[10:]) + synthetic_tasks(10, offset=n + r * 10))
        # Heavy tick: every row changed (a mode change re-labels every status).
        label = "Suspended - user request" if r % 2 == 0 else "Ready to start"
        rows = timed("heavy", [replace(t, status=label) for t in rows])
        fresh = [replace(t, status="Ready to start" if r % 2 == 0 else "Suspended - user request") for t in rows]
        t0 = _clock()
        model.replace_all(fresh)  # the baseline: throw the table away and rebuild it
        times["reset"].append(_clock() - t0)
        app.processEvents()
        rows = fresh
    tab.deleteLater()
    app.processEvents()
    return {k: _median_ms(v) if v else 0.0 for k, v in times.items()}


def bench_snapshot(n: int, runs: int) -> tuple[float, float]:
    """build_snapshot over a state with ``n`` results: first build, then with row reuse."""
    from core.api.snapshot import ActivityStatus
    from core.emulator.run import build_state
    from core.emulator.scenario import load_scenario
    from core.emulator.server import APP_NAME
    from core.engine.from_state import SnapshotInputs, build_snapshot
    from core.ids import WorkunitName
    from core.state import Result, ResultState, RunMode, Workunit

    state = build_state(load_scenario(Path(__file__).resolve().parents[1] / "resources" / "scenarios" / "demo.xml"))
    urls = list(state.projects)
    for i in range(n):
        url = urls[i % len(urls)]
        wu = Workunit(url, WorkunitName(f"wu{i}"), APP_NAME, version_num=1, rsc_fpops_est=1e13)
        state.workunits[(url, wu.name)] = wu
        res = Result(url, ResultName(f"wu{i}_0"), wu.name, report_deadline=1e6, state=ResultState.FILES_DOWNLOADED,
                     version_num=1)
        state.results[res.key] = res
    act = ActivityStatus(RunMode.AUTO, RunMode.AUTO, True, True, "", "", None)
    t0 = _clock()
    prev = build_snapshot(state, 1000.0, None, SnapshotInputs(act))
    first = _clock() - t0
    samples = []
    for r in range(runs):
        t0 = _clock()
        prev = build_snapshot(state, 1001.0 + r, None, SnapshotInputs(act, seq=r), prev)
        samples.append(_clock() - t0)
    return first * 1000, _median_ms(samples)


def _report(label: str, m: dict[str, float], n: int, runs: int) -> None:
    print(f"Tasks model, {n} rows, proxy + visible 1280x800 table, {label} (median of {runs}):")
    print(f"  progress tick (2% of rows changed):   {m['progress']:7.2f} ms  "
          f"(target 16 ms: ratio {m['progress'] / TARGET_MS:.2f}, {'OK' if m['progress'] < TARGET_MS else 'MISSED'})")
    print(
        f"  churn tick (+10 new, -10 reported):   {m['churn']:7.2f} ms  (ratio to target {m['churn'] / TARGET_MS:.2f})"
    )
    print(
        f"  heavy tick (every row changed):       {m['heavy']:7.2f} ms  (ratio to target {m['heavy'] / TARGET_MS:.2f})"
    )
    print(f"  full model reset:                     {m['reset']:7.2f} ms")
    if m["sort"]:
        print(f"  sorting on a header click:            {m['sort']:7.2f} ms")
    print(f"  repaint after a tick: {m['paint']:.2f} ms")


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--tasks", type=int, default=10_000)
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    results = {}
    for label, column, design in (("unsorted view", None, "model"), ("view sorted by progress", 1, "model"),
                                  ("BASELINE: old proxy-sorted view, by progress", 1, "proxy")):
        results[label] = m = bench_model(args.tasks, args.runs if design == "model" else max(3, args.runs // 3),
                                         column, design)
        _report(label, m, args.tasks, args.runs)
    new, old = results["view sorted by progress"], results["BASELINE: old proxy-sorted view, by progress"]
    print(f"Sorted view, new / old design: progress tick {new['progress'] / old['progress']:.3f}, "
          f"header click {new['sort'] / old['sort']:.4f}")
    first, again = bench_snapshot(args.tasks, args.runs)
    print(f"Engine side: build_snapshot with {args.tasks} results: first {first:.1f} ms, "
          f"then {again:.1f} ms per tick (rows reused; ratio {again / first:.3f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
