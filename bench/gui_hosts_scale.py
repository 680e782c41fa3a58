"""The "All computers" view with many hosts: cost of each merged update and the longest UI stall.

Starts N GUI RPC servers on 127.0.0.1 (core/guirpc/server.py, each answering from a client
state with T tasks: the server and protocol are the real ones, the client behind them is a
fixed state), the manager window over this computer's live client, adds every server under
Hosts, switches to "All computers" and watches for ``--seconds``:

- the time the window spends taking one host's snapshot into the merged tabs
  (HostFeeds._on_snapshot, the work done once per host per second);
- the event loop's lateness, sampled by a 10 ms timer: the longest UI stall.

Targets (issue 22): under 16 ms per update, no stall above 50 ms. Prints the figures and
their ratio to the targets; asserts nothing.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/gui_hosts_scale.py [--hosts 50] [--tasks 1000] [--seconds 30]
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QElapsedTimer, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from boinc_gui import merged_view  # noqa: E402
from core.guirpc.backend import StateBackend  # noqa: E402
from core.guirpc.server import GuiRpcServer  # noqa: E402
from tests.core.guirpc.sample import PASSWORD, attached_snapshot  # noqa: E402
from tests.gui.live_env import live_window_env  # noqa: E402

UPDATE_TARGET_MS = 16.0
STALL_TARGET_MS = 50.0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--hosts", type=int, default=50)
    ap.add_argument("--tasks", type=int, default=1000)
    ap.add_argument("--seconds", type=float, default=30.0)
    args = ap.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])

    updates: list[float] = []
    original = merged_view.HostFeeds._on_snapshot

    def timed(self: Any, *a: Any, **k: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return original(self, *a, **k)
        finally:
            updates.append((time.perf_counter() - t0) * 1000)

    merged_view.HostFeeds._on_snapshot = timed  # type: ignore[method-assign]
    snapshot = attached_snapshot(args.tasks)
    servers = [GuiRpcServer(StateBackend(snapshot), PASSWORD, port=0) for _ in range(args.hosts)]
    for s in servers:
        s.start()
    try:
        with tempfile.TemporaryDirectory() as tmp, live_window_env(Path(tmp), with_hosts=True) as env:
            assert env.ui is not None
            for i, s in enumerate(servers):
                env.ui.manager.add(f"host {i:02d}", "127.0.0.1", s.port, PASSWORD)
            env.ui.choose(merged_view.ALL_ID)
            # Let every host connect and send its first (largest) snapshot before measuring.
            warm = time.monotonic() + min(20.0, args.seconds)
            while time.monotonic() < warm:
                app.processEvents()
                time.sleep(0.01)
            updates.clear()
            stalls: list[float] = []
            clock = QElapsedTimer()
            clock.start()
            last = [clock.elapsed()]

            def tick() -> None:
                now = clock.elapsed()
                stalls.append(max(0.0, now - last[0] - 10))
                last[0] = now

            timer = QTimer()
            timer.timeout.connect(tick)
            timer.start(10)
            end = time.monotonic() + args.seconds
            while time.monotonic() < end:
                app.processEvents()
                time.sleep(0.002)
            timer.stop()
            rows = env.window.tasks.model.rowCount()
    finally:
        for s in servers:
            s.stop()
    if not updates:
        print("no merged updates were seen: did the hosts connect?")
        return 1
    p50, p95, worst = statistics.median(updates), sorted(updates)[int(0.95 * (len(updates) - 1))], max(updates)
    stall = max(stalls) if stalls else 0.0
    print(f"{args.hosts} hosts x {args.tasks} tasks, {args.seconds:g} s measured, {rows} task rows in the merged view")
    print(f"merged update per host snapshot: median {p50:.2f} ms, p95 {p95:.2f} ms, max {worst:.2f} ms "
          f"({len(updates)} updates); target {UPDATE_TARGET_MS:g} ms -> p95 ratio {p95 / UPDATE_TARGET_MS:.2f}")
    print(f"longest UI stall: {stall:.1f} ms; target {STALL_TARGET_MS:g} ms -> ratio {stall / STALL_TARGET_MS:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
