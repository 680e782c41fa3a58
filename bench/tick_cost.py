"""Per-tick cost of the live client with 1,000 files (issue 17: DiskIndex built once per tick).

A real ``LiveSession`` on a data directory in a temporary directory: two projects
(work requests off, so no network is touched), ``--files`` real files of 64 KiB spread
over them, recorded as present sticky files (so that the garbage collector keeps them and
the data manager has candidates to order), and a queued task per 20 files that reads
two of them (references to compute; suspended, so nothing runs). Each simulated second the loop does what
``LiveClient`` does per pass: ``LiveSession.tick(now)`` (files, disk, engine, save)
and the Disk tab's ``disk.snapshot(now)`` for the published snapshot. The data
manager's 60-second poll comes round by itself, so a run of ``--ticks`` seconds
includes ticks with and without it.

Printed: milliseconds per tick (median and mean over all ticks, and the median of
the ticks in which the disk poll ran), the process's CPU milliseconds per tick (mean),
and how many ``DiskIndex`` were built per tick. The index builds are counted by wrapping ``DiskIndex.build`` (a counter
around the real function, nothing replaced). Run it on two trees to compare
before/after: ``PYTHONPATH=<tree> python <tree>/bench/tick_cost.py``. The machine
is shared and noisy: compare medians taken back to back, and the index counts.

Usage: python bench/tick_cost.py [--files N] [--ticks N] [--runs N]
"""
from __future__ import annotations

import argparse
import logging
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.client.session import LiveSession, SessionOptions
from core.disk import candidates
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.state import App, FileInfo, FileRef, FileStatus, Project, Result, ResultState, Workunit

FILE_BYTES = 64 * 1024
START = 1_700_000_000.0


class _Counted:
    """Counts calls of DiskIndex.build and passes each to the real one."""

    def __init__(self) -> None:
        self.real = candidates.DiskIndex.build
        self.calls = 0

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        return self.real(*args, **kwargs)


def _populate(session: LiveSession, nfiles: int) -> None:
    state = session.state
    urls = [ProjectUrl("http://127.0.0.1:9/alpha/"), ProjectUrl("http://127.0.0.1:9/beta/")]
    for i, url in enumerate(urls):
        state.projects[url] = Project(url, project_name=f"p{i}", dont_request_more_work=True)
        state.apps[(url, AppName("app"))] = App(url, AppName("app"))
        session.dd.project_dir(url).mkdir(parents=True, exist_ok=True)
    blob = b"x" * FILE_BYTES
    for n in range(nfiles):
        url = urls[n % 2]
        name = FileName(f"data_{n:05d}.bin")
        (session.dd.project_dir(url) / name).write_bytes(blob)
        state.file_infos[(url, name)] = FileInfo(
            url, name, nbytes=float(FILE_BYTES), status=FileStatus.PRESENT, sticky=True,
            arrival_time=START - 86400 + n, last_use_time=START - 3600 + n, exp_time=START + 30 * 86400)
    # One queued task per 20 files, reading two of them: references for the index to compute.
    # Suspended by the volunteer, so the scheduler never starts them (their app has no version here).
    for n in range(0, nfiles, 20):
        url = urls[n % 2]
        wu = Workunit(url, WorkunitName(f"wu_{n:05d}"), AppName("app"),
                      input_files=[FileRef(FileName(f"data_{n:05d}.bin")), FileRef(FileName(f"data_{n + 2:05d}.bin"))])
        state.workunits[(url, wu.name)] = wu
        r = Result(url, ResultName(f"{wu.name}_0"), wu.name, report_deadline=START + 30 * 86400,
                   received_time=START - 600, state=ResultState.FILES_DOWNLOADED, suspended_via_gui=True)
        state.results[r.key] = r


def run_once(nfiles: int, ticks: int) -> dict[str, float]:
    counter = _Counted()
    candidates.DiskIndex.build = counter  # type: ignore[method-assign]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            session = LiveSession(Path(tmp), SessionOptions(seed=1, measure_host=False))
            session.open(START)
            # Other programs' CPU use must not suspend computing here: on a shared machine it
            # would make the scheduler (and the state saves it asks for) run at random.
            session.put_prefs(replace(session.state.prefs, suspend_cpu_usage=0.0, niu_suspend_cpu_usage=0.0))
            _populate(session, nfiles)
            session.disk.check_soon()
            per_tick: list[float] = []
            poll_ticks: list[float] = []
            cpu0 = time.process_time()
            now = START
            session.tick(now)  # the first pass measures the disk and writes the state once
            counter.calls = 0
            for _ in range(ticks):
                now += 1.0
                polls = session.disk._next_check <= now  # the 60-second poll is due in this pass
                t0 = time.perf_counter()
                session.tick(now)
                session.disk.snapshot(now)
                dt = (time.perf_counter() - t0) * 1e3
                per_tick.append(dt)
                if polls:
                    poll_ticks.append(dt)
            cpu_ms = (time.process_time() - cpu0) * 1e3 / ticks
            session.close(now)
            return {
                "cpu_mean_ms": cpu_ms,
                "median_ms": statistics.median(per_tick),
                "mean_ms": statistics.fmean(per_tick),
                "poll_tick_ms": statistics.median(poll_ticks) if poll_ticks else float("nan"),
                "builds_per_tick": counter.calls / ticks,
            }
    finally:
        candidates.DiskIndex.build = counter.real  # type: ignore[method-assign]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=1000)
    ap.add_argument("--ticks", type=int, default=300, help="simulated seconds (one tick each)")
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    logging.disable(logging.WARNING)
    rows = [run_once(args.files, args.ticks) for _ in range(args.runs)]
    best = min(rows, key=lambda r: r["median_ms"])
    print(f"live tick + disk snapshot, {args.files} files, {args.ticks} ticks; best of {args.runs} runs (by median)")
    print(f"  ms/tick median {best['median_ms']:.3f}  mean {best['mean_ms']:.3f}  "
          f"poll ticks median {best['poll_tick_ms']:.3f}  DiskIndex builds/tick {best['builds_per_tick']:.3f}")
    print("  CPU ms/tick mean (this process, all threads; what a loaded machine does not inflate): "
          + ", ".join(f"{r['cpu_mean_ms']:.3f}" for r in rows))
    print("  all runs (median ms): " + ", ".join(f"{r['median_ms']:.3f}" for r in rows))


if __name__ == "__main__":
    main()
