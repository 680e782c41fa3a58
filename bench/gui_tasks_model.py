"""Applying a snapshot of 10,000 tasks to the Tasks model, and building that snapshot.

Measures, in one run (offscreen Qt, model behind its sort/filter proxy and a
visible 1280x800 table, as in the window):
  * a typical tick: 2 % of the rows changed (running tasks progressed), a few
    tasks finished and removed, a few new ones added;
  * a heavy tick: every row changed (e.g. a mode change re-labelled every status);
  * baseline: the same heavy tick applied by a full model reset (what the
    incremental update replaces);
  * on the engine side, ``build_snapshot`` over a ClientState holding 10,000 results.
Prints milliseconds per update (median of the runs) and ratios to the baseline.
Target: under 16 ms per typical update.

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

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from core.api.snapshot import TaskRow  # noqa: E402
from core.ids import ProjectUrl, ResultName  # noqa: E402


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


def bench_model(n: int, runs: int, sort_column: int | None) -> dict[str, float]:
    """Median ms of set_rows (model + proxy work) per kind of tick; painting is timed apart."""
    from PySide6.QtCore import QSettings, Qt
    from PySide6.QtWidgets import QApplication

    from boinc_gui.models import task_model
    from boinc_gui.qt_workarounds import keep_bools_alive
    from boinc_gui.table_view import TableTab

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    keep_bools_alive(app)
    model = task_model()
    tab = TableTab("Tasks", model, QSettings(os.devnull, QSettings.Format.IniFormat))
    tab.resize(1280, 800)
    tab.show()
    rows = synthetic_tasks(n)
    model.set_rows(rows)
    if sort_column is not None:
        tab.view.sortByColumn(sort_column, Qt.SortOrder.AscendingOrder)
    app.processEvents()
    times: dict[str, list[float]] = {k: [] for k in ("progress", "churn", "heavy", "reset", "paint")}

    def timed(kind: str, new_rows: list[TaskRow]) -> list[TaskRow]:
        t0 = time.perf_counter()
        model.set_rows(new_rows)
        times[kind].append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        app.processEvents()
        times["paint"].append(time.perf_counter() - t0)
        return new_rows

    for r in range(runs):
        # Progress tick: 2 % of the rows (the running ones) moved on. What most ticks are.
        nxt = list(rows)
        for j in range(0, len(nxt), 50):
            nxt[j] = replace(nxt[j], fraction_done=min(nxt[j].fraction_done + 0.001, 1.0), elapsed_s=nxt[j].elapsed_s + 1)
        rows = timed("progress", nxt)
        # Churn tick: progress, plus 10 reported tasks gone and 10 new ones.
        rows = timed("churn", list(rows[10:]) + synthetic_tasks(10, offset=n + r * 10))
        # Heavy tick: every row changed (a mode change re-labels every status).
        label = "Suspended - user request" if r % 2 == 0 else "Ready to start"
        rows = timed("heavy", [replace(t, status=label) for t in rows])
        fresh = [replace(t, status="Ready to start" if r % 2 == 0 else "Suspended - user request") for t in rows]
        t0 = time.perf_counter()
        model.beginResetModel()  # the baseline: throw the table away and rebuild it
        model._rows = list(fresh)
        model._index = {t.key: i for i, t in enumerate(model._rows)}
        model.endResetModel()
        times["reset"].append(time.perf_counter() - t0)
        app.processEvents()
        rows = fresh
    tab.deleteLater()
    app.processEvents()
    return {k: _median_ms(v) for k, v in times.items()}


def bench_snapshot(n: int, runs: int) -> tuple[float, float]:
    """build_snapshot over a state with ``n`` results: first build, then with row reuse."""
    from core.api.from_state import SnapshotInputs, build_snapshot
    from core.api.snapshot import ActivityStatus
    from core.emulator.run import build_state
    from core.emulator.scenario import load_scenario
    from core.emulator.server import APP_NAME
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
    t0 = time.perf_counter()
    prev = build_snapshot(state, 1000.0, None, SnapshotInputs(act))
    first = time.perf_counter() - t0
    samples = []
    for r in range(runs):
        t0 = time.perf_counter()
        prev = build_snapshot(state, 1001.0 + r, None, SnapshotInputs(act, seq=r), prev)
        samples.append(time.perf_counter() - t0)
    return first * 1000, _median_ms(samples)


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--tasks", type=int, default=10_000)
    ap.add_argument("--runs", type=int, default=15)
    args = ap.parse_args()
    for label, column in (("unsorted view", None), ("view sorted by progress", 1)):
        m = bench_model(args.tasks, args.runs, column)
        print(f"Tasks model, {args.tasks} rows, proxy + visible 1280x800 table, {label} (median of {args.runs}):")
        print(f"  progress tick (2% of rows changed):   {m['progress']:7.2f} ms  "
              f"(target < 16 ms: {'OK' if m['progress'] < 16 else 'MISSED'})")
        print(f"  churn tick (+10 new, -10 reported):   {m['churn']:7.2f} ms")
        print(f"  heavy tick (every row changed):       {m['heavy']:7.2f} ms")
        print(f"  baseline, full model reset:           {m['reset']:7.2f} ms")
        print(f"  ratios to the reset: progress {m['progress'] / m['reset']:.3f}, churn {m['churn'] / m['reset']:.3f},"
              f" heavy {m['heavy'] / m['reset']:.3f};  repaint after a tick: {m['paint']:.2f} ms")
    first, again = bench_snapshot(args.tasks, args.runs)
    print(f"Engine side: build_snapshot with {args.tasks} results: first {first:.1f} ms, "
          f"then {again:.1f} ms per tick (rows reused)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
