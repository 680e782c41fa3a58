"""Time from process start to the first painted manager window, and memory with 10,000 tasks.

Each measurement runs in a fresh child process (offscreen Qt):
  * ``window``: start -> imports -> EmulatedClient + bridge + MainWindow -> first
    paint event of the window; then 10,000 tasks are applied to the Tasks tab
    and the resident set size (RSS) is read with psutil;
  * ``baseline``: start -> a bare QApplication and an empty QMainWindow -> first
    paint, and its RSS. The same child code path, so the ratio shows what the
    manager itself costs.
Prints seconds to first paint, RSS in MB, and ratios to the baseline.

Usage: python bench/gui_startup.py [--repeat N]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def child(kind: str, t_start: float) -> None:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "bench"))
    import psutil
    from PySide6.QtCore import QEvent, QObject, QSettings
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication([])
    painted: list[float] = []

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(time.time())
            return False

    spy = FirstPaint()
    if kind == "baseline":
        window: QMainWindow = QMainWindow()
        window.resize(1280, 800)
    else:
        from boinc_gui.bridge import ClientBridge
        from boinc_gui.main_window import MainWindow
        from boinc_gui.qt_workarounds import keep_bools_alive
        from core.api.emulated import EmulatedClient
        from core.emulator.scenario import load_scenario

        keep_bools_alive(app)
        client = EmulatedClient(load_scenario(ROOT / "resources" / "scenarios" / "demo.xml"))
        bridge = ClientBridge(client)
        window = MainWindow(bridge, QSettings(os.devnull, QSettings.Format.IniFormat), None)
        window.resize(1280, 800)
        bridge.start()
    window.installEventFilter(spy)
    window.show()
    while not painted:
        app.processEvents()
    rss_empty = psutil.Process().memory_info().rss
    rss_full = rss_empty
    if kind != "baseline":
        from gui_tasks_model import synthetic_tasks

        assert isinstance(window, MainWindow)
        window.tabs.setCurrentWidget(window.tasks)
        window.tasks.model.set_rows(synthetic_tasks(10_000))
        for _ in range(20):
            app.processEvents()
        rss_full = psutil.Process().memory_info().rss
        bridge.stop()
    print(json.dumps({"first_paint_s": painted[0] - t_start, "rss_mb": rss_empty / 2**20,
                      "rss_10k_mb": rss_full / 2**20}))
    window.deleteLater()
    app.processEvents()


def measure(kind: str) -> dict[str, float]:
    t0 = time.time()
    out = subprocess.run([sys.executable, __file__, "--child", kind, str(t0)], capture_output=True, text=True,
                         check=True, cwd=ROOT)
    line = [ln for ln in out.stdout.splitlines() if ln.startswith("{")][-1]
    result: dict[str, float] = json.loads(line)
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--child", nargs=2, metavar=("KIND", "T0"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.child[0], float(args.child[1]))
        return 0
    runs = {k: [measure(k) for _ in range(args.repeat)] for k in ("baseline", "window")}
    med = {k: {f: statistics.median(r[f] for r in v) for f in v[0]} for k, v in runs.items()}
    b, w = med["baseline"], med["window"]
    print(f"Start to first painted window (median of {args.repeat}, offscreen):")
    print(f"  baseline (bare QApplication + empty QMainWindow): {b['first_paint_s']:.3f} s, RSS {b['rss_mb']:.0f} MB")
    print(f"  manager window over the emulated client:          {w['first_paint_s']:.3f} s, RSS {w['rss_mb']:.0f} MB")
    print(f"  ratio to baseline: time {w['first_paint_s'] / b['first_paint_s']:.2f}, "
          f"memory {w['rss_mb'] / b['rss_mb']:.2f}")
    print(f"  resident memory with 10,000 tasks in the Tasks tab: {w['rss_10k_mb']:.0f} MB "
          f"(+{w['rss_10k_mb'] - w['rss_mb']:.0f} MB for the tasks)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
