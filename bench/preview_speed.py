"""How the what-if preview's cost grows with its span, on a live client's saved state.

The state is the one tests/core/emulator/test_outlook_gpu.py builds: a demo project with
one-second jobs, a declared GPU (two devices, two jobs each), the work buffer at 0.001
days, so the emulation has an event about every quarter of a second. The preview's own
calls (``scenario_from_state`` + ``outlook``, pure Python, as the preferences dialog's
child runs them without the compiled copy) emulate 3, 7 and 15 minutes of it; each span's
cost (the CPU time of the process: on a shared machine the wall time of the same run
varied by three times or more) is printed with its ratio to the 3-minute one, and the
cost per emulated minute.

With ``--before TREE`` (a checkout of older sources, e.g. ``git worktree add /tmp/old
<commit>``) the same spans are run there too, by turns with this tree's in the same run
(one load for both), and the table shows before, after and after/before, and checks that
both gave the same figures. ``--by-minute`` adds this tree's CPU time for each emulated
minute of the longest span, with the jobs the client holds then.

    .venv/bin/python bench/preview_speed.py [--state DIR] [--before TREE] [--repeat 2] [--by-minute]
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPANS_MIN = (3.0, 7.0, 15.0)
FIXTURE = Path("/work/shared/fixtures/boinc-7.20/gpu-declared")

# A child measures one tree: it imports that tree's core and prints one JSON line.
_CHILD = """
import json, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from core.emulator.from_state import outlook, scenario_from_state
state, now, spans = Path(sys.argv[2]), float(sys.argv[3]), [float(m) for m in sys.argv[4:]]
out = []
for m in spans:
    got = scenario_from_state(state, days=m / 1440, now=now).scenario
    t = time.process_time()
    r = outlook(got)
    cost = time.process_time() - t
    out.append([m, cost, [p.jobs_done for p in r.projects], [[g.jobs_done, g.idle_fraction] for g in r.gpus],
                r.idle_fraction])
print(json.dumps(out))
"""

# Where the cost goes over one run: the CPU time of each emulated minute and the jobs the
# client holds at its end (every job rr_sim and the scheduler walk at each event).
_BY_MINUTE = """
import json, sys, time
from pathlib import Path
sys.path.insert(0, sys.argv[1])
import core.emulator.assembly as assembly
from core.emulator.from_state import outlook, scenario_from_state
from core.emulator.run import START_TIME
step, rows = assembly.EmulatedAssembly.step, {}
def timed(self, now):
    t = time.process_time()
    wake = step(self, now)
    row = rows.setdefault(int((now - START_TIME) // 60), [0.0, 0, 0])
    row[0] += time.process_time() - t
    row[1] += 1
    row[2] = len(self.state.results)
    return wake
assembly.EmulatedAssembly.step = timed
outlook(scenario_from_state(Path(sys.argv[2]), days=float(sys.argv[4]) / 1440, now=float(sys.argv[3])).scenario)
print(json.dumps(sorted(rows.items())))
"""


def build_state(where: Path) -> tuple[Path, float]:
    """A live client's data directory with GPU tasks running, saved as the GPU test saves it."""
    sys.path.insert(0, str(ROOT))
    from core.demo import DemoConfig, DemoProject
    from core.demo.server import DEFAULT_APP_DIR
    from core.state import GlobalPrefs
    from tests.core.client.e2e import attach, live_client, on_engine, wait_for
    from tests.core.emulator.test_outlook_gpu import measured_as

    app = where / "app"
    shutil.copytree(DEFAULT_APP_DIR, app)
    (app / "boinc_app.toml").write_text("job_size = 400000\nfpops_per_unit = 2.5e4\n")
    project = DemoProject(where / "project", app_dir=app,
                          config=DemoConfig(request_delay_s=1.0, ready_jobs=12, max_jobs_per_rpc=8))
    project.start()
    data = where / "client"
    data.mkdir()
    shutil.copy(FIXTURE / "cc_config.xml", data / "cc_config.xml")
    prefs = GlobalPrefs(suspend_cpu_usage=0.0, niu_suspend_cpu_usage=0.0, work_buf_min_days=0.001,
                        work_buf_additional_days=0.0, cpu_scheduling_period_minutes=60.0)
    client = live_client(data, prefs)
    try:
        attach(client, project)
        wait_for(lambda: on_engine(client, lambda s: sum(
            1 for t in s.state.active_tasks.values() if t.running and t.gpu_device >= 0)) >= 2, 150,
                 "GPU tasks running")
        on_engine(client, lambda s: measured_as(s, active=0.9, gpu_active=0.6))
    finally:
        client.stop()
        project.stop()
    return data, time.time()


def measure(tree: Path, state: Path, now: float) -> list[list[object]]:
    run = subprocess.run([sys.executable, "-c", _CHILD, str(tree), str(state), repr(now),
                          *(repr(m) for m in SPANS_MIN)], check=True, capture_output=True, text=True, cwd=tree)
    return list(json.loads(run.stdout.strip().splitlines()[-1]))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--state", type=Path, help="a saved client data directory (else one is built)")
    ap.add_argument("--now", type=float, help="the preview's 'now' for --state (default: the file's time)")
    ap.add_argument("--before", type=Path, help="a checkout of the sources to compare with")
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--by-minute", action="store_true", help="also this tree's cost by emulated minute")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        if args.state is not None:
            state = args.state
            now = args.now if args.now is not None else (state / "client_state.xml").stat().st_mtime
        else:
            state, now = build_state(Path(tmp))
        trees = {"after": ROOT} if args.before is None else {"before": args.before.resolve(), "after": ROOT}
        costs: dict[str, list[list[float]]] = {name: [] for name in trees}
        figures: dict[str, list[object]] = {}
        for _ in range(args.repeat):
            for name, tree in trees.items():  # by turns: the same load for both
                rows = measure(tree, state, now)
                costs[name].append([float(str(row[1])) for row in rows])
                figures[name] = [row[2:] for row in rows]
        by_minute: list[tuple[int, tuple[float, int, int]]] = []
        if args.by_minute:
            run = subprocess.run([sys.executable, "-c", _BY_MINUTE, str(ROOT), str(state), repr(now),
                                  repr(SPANS_MIN[-1])], check=True, capture_output=True, text=True, cwd=ROOT)
            rows_by_minute = json.loads(run.stdout.splitlines()[-1])
            by_minute = [(int(m), (float(c), int(e), int(h))) for m, (c, e, h) in rows_by_minute]
    best = {name: [min(c[i] for c in runs) for i in range(len(SPANS_MIN))] for name, runs in costs.items()}
    print(f"what-if preview CPU time by emulated span (best of {args.repeat}; state {state})")
    for name, spans in best.items():
        base = spans[0]
        cells = "  ".join(f"{m:4.0f} min {c:6.2f} s (x{c / base:4.2f}, {c / m:5.3f} s/min)"
                          for m, c in zip(SPANS_MIN, spans))
        print(f"  {name:6s} {cells}")
    print(f"  span ratio      {'  '.join(f'x{m / SPANS_MIN[0]:4.2f}' for m in SPANS_MIN)}")
    if "before" in best:
        ratios = "  ".join(f"{m:4.0f} min x{a / b:4.2f}" for m, a, b in zip(SPANS_MIN, best["after"], best["before"]))
        print(f"  after/before  {ratios}")
        same = figures["before"] == figures["after"]
        print(f"  same figures before and after: {same}")
        if not same:
            print(f"    before {figures['before']}\n    after  {figures['after']}")
            return 1
    print(f"  figures (jobs done per project, GPU jobs done and idle, idle fraction): {figures['after']}")
    if by_minute:
        print(f"  this tree, {SPANS_MIN[-1]:.0f} min by emulated minute: CPU s, events, jobs held at its end")
        for minute, (cost, events, held) in by_minute:
            print(f"    {minute:3d}  {cost:5.3f} s  {events:4d}  {held:4d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
