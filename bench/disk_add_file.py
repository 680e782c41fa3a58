"""Disk data manager: time for one add-file decision with 1k, 10k and 100k files.

The state has 50 projects with equal shares and sticky files of 1 MiB spread
unevenly (so that a fifth of the projects are over their share), one queued
task per 20 files holding two of them, and almost no free space. Each decision
is a 50 MiB file for a project within its share: it must take 49.5 MiB from
the offenders, greatest first, so the planner does real work.

Printed for each size (medians; the machines here are shared and noisy, so
compare ratios rather than absolute numbers):
* ``decide``: a fresh ``DiskIndex.build`` plus ``associate_file`` -- one whole
  decision with nothing reused, what the live client's admission does today;
  the target is under 50 ms at 100k files;
* ``build``: ``DiskIndex.build`` alone (the references and a copy of the
  file list; projects are found, split and sorted lazily, by the decision);
* ``reuse``: ``associate_file`` on an index already used by an identical
  decision (the index stays valid while the state is unchanged, e.g. several
  admissions in one tick before anything is deleted);
* ``fits``: the common case, a file that fits in free space (no index needed);
* ``full``: building the index and forcing every project's sorted list (what
  a caller pays that walks all candidates, e.g. ``candidates``);
* ``growth``: the ratio of each median to the one for 10x fewer files.

Usage: python bench/disk_add_file.py [--runs N]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.disk.candidates import DiskIndex
from core.disk.limits import DiskLimits
from core.disk.policy import AddFileReason, associate_file
from core.ids import AppName, FileName, ProjectUrl, ResultName, WorkunitName
from core.state import ClientState, FileInfo, FileRef, FileStatus, Project, Result, ResultState, Workunit

MIB = float(1 << 20)
T0 = 1_700_000_000.0
PROJECTS = 50


def build(n_files: int) -> tuple[ClientState, DiskLimits]:
    state = ClientState()
    urls = [ProjectUrl(f"https://p{i}.example.org/") for i in range(PROJECTS)]
    for u in urls:
        state.projects[u] = Project(u, resource_share=100.0, deletion_policy_expire=True)
    weights = [5 if i % 5 == 0 else 1 for i in range(PROJECTS)]
    total_w = sum(weights)
    n = 0
    for i, u in enumerate(urls):
        count = n_files * weights[i] // total_w
        names = []
        for k in range(count):
            name = FileName(f"f{n}")
            n += 1
            state.file_infos[(u, name)] = FileInfo(
                u, name, nbytes=MIB, status=FileStatus.PRESENT, sticky=True,
                arrival_time=T0 - 10_000 + k, last_use_time=T0 - (k * 7919) % 10_000,
                exp_time=T0 + 86400 * (1 + k % 90) - (86400 * 90 if k % 13 == 0 else 0),
            )
            names.append(name)
        for j in range(0, len(names) - 1, 20):
            wu = Workunit(u, WorkunitName(f"wu{u}{j}"), AppName("app"),
                          input_files=[FileRef(names[j]), FileRef(names[j + 1])])
            state.workunits[(u, wu.name)] = wu
            r = Result(u, ResultName(f"r{j}"), wu.name, state=ResultState.FILES_DOWNLOADED)
            state.results[r.key] = r
        state.projects[u].disk_usage = count * MIB
    used = sum(p.disk_usage for p in state.projects.values())
    return state, DiskLimits(total_limit=used + 0.5 * MIB)


def median_s(fn: Callable[[], object], runs: int) -> float:
    samples = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t)
    return statistics.median(samples)


def _full(state: ClientState) -> None:
    for c in DiskIndex.build(state, T0).candidates.values():
        c.files_between(0, len(c))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=21)
    args = ap.parse_args()
    few = max(args.runs // 4, 3)
    print(f"{PROJECTS} projects; medians of {args.runs} runs (full: of {few})")
    print(f"{'files':>7} {'decide ms':>10} {'growth':>7} {'build ms':>9} {'reuse ms':>9} {'fits ms':>8} "
          f"{'full ms':>8} {'growth':>7} {'target':>7}")
    prev: tuple[float, float] | None = None
    for n_files in (1_000, 10_000, 100_000):
        state, limits = build(n_files)
        requester = ProjectUrl("https://p1.example.org/")
        big = FileInfo(requester, FileName("new_big"), nbytes=50 * MIB)
        small = FileInfo(requester, FileName("new_small"), nbytes=0.25 * MIB)
        check = associate_file(state, limits, T0, big)
        assert check.accepted and check.reason is AddFileReason.OFFENDERS_DELETED, check.message
        assert len(check.deletions) == 50, len(check.deletions)
        decide = median_s(lambda: associate_file(state, limits, T0, big, DiskIndex.build(state, T0)), args.runs)  # noqa: B023 -- timed within this iteration
        build_s = median_s(lambda: DiskIndex.build(state, T0), args.runs)  # noqa: B023 -- timed within this iteration
        warm = DiskIndex.build(state, T0)
        assert associate_file(state, limits, T0, big, warm) == check
        reuse = median_s(lambda: associate_file(state, limits, T0, big, warm), args.runs)  # noqa: B023 -- timed within this iteration
        fits = median_s(lambda: associate_file(state, limits, T0, small), args.runs)  # noqa: B023 -- timed within this iteration
        full = median_s(lambda: _full(state), few)  # noqa: B023 -- timed within this iteration
        growth_d = f"{decide / prev[0]:.2f}" if prev else "-"
        growth_f = f"{full / prev[1]:.2f}" if prev else "-"
        ok = "ok" if decide < 0.050 else "MISSED"
        print(f"{n_files:>7} {decide * 1e3:>10.2f} {growth_d:>7} {build_s * 1e3:>9.2f} {reuse * 1e3:>9.3f} "
              f"{fits * 1e3:>8.3f} {full * 1e3:>8.1f} {growth_f:>7} {ok if n_files == 100_000 else '':>7}")
        prev = (decide, full)
    print("decide = DiskIndex.build + associate_file, nothing reused (target: < 50 ms at 100k files);")
    print("growth = median / median at 10x fewer files (1.0 = flat, 10 = linear).")


if __name__ == "__main__":
    main()
