"""The manager's own start-up cost, in CPU time, next to a bare PySide6 window (issue 20).

    python bench/gui_first_paint.py [--runs 11]

bench/gui_startup.py times exec -> window visible against BOINC Manager in wall-clock
time, which on a shared machine wanders with everyone else's work. This one asks each
program itself, so the figures hold under load: for boinc-gui from source
(boinc_gui.app.main, its MainWindow.show and first paint wrapped to take the time) and for
a bare PySide6 window (a QLabel: the floor for this Python and Qt), under a private Xvfb:
  * CPU time of the process (user + system) when show() returns (the window is mapped:
    what xdotool sees in bench/gui_startup.py) and at the first paint;
  * wall time from just before exec to the same moments (CLOCK_MONOTONIC, shared by both
    processes);
  * for boinc-gui, which of its start-up's costly modules were loaded at show(), and
    whether PySide6 had built its Qt namespace.
Medians and minimums of --runs starts of each (after one untimed warm-up each), the starts
interleaved. Bytecode as installed (PYTHONDONTWRITEBYTECODE is left out, as in
bench/gui_startup.py).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYTHON = ROOT / ".venv" / "bin" / "python"
WATCHED = ("PySide6.QtNetwork", "hashlib", "ctypes.util", "boinc_gui.shell.tray", "boinc_gui.icons", "core.client.live",
           "pyqtgraph", "numpy")

OURS = r"""
import json, os, sys, time
T0 = float(os.environ["T0"])
from boinc_gui import app
import boinc_gui.main_window as mw

marks = {}
real_show = mw.MainWindow.show
real_painted = mw.MainWindow._on_painted

def note(name):
    marks[name] = [time.monotonic() - T0, time.process_time()]

def show(self):
    real_show(self)
    note("shown")
    import PySide6.QtCore
    marks["qt_namespace_built"] = "Qt" in vars(PySide6.QtCore)
    marks["loaded"] = [m for m in json.loads(os.environ["WATCHED"]) if m in sys.modules]

def painted(self):
    if not self._painted:
        note("painted")
        print(json.dumps(marks), flush=True)
        os._exit(0)
    real_painted(self)

mw.MainWindow.show = show
mw.MainWindow._on_painted = painted
app.main(sys.argv[1:])
"""

BARE = r"""
import json, os, sys, time
T0 = float(os.environ["T0"])
from PySide6.QtWidgets import QApplication, QLabel

marks = {}

class Label(QLabel):
    def paintEvent(self, event):
        super().paintEvent(event)
        marks["painted"] = [time.monotonic() - T0, time.process_time()]
        print(json.dumps(marks), flush=True)
        os._exit(0)

app = QApplication(sys.argv[:1])
label = Label("A bare PySide6 window")
label.resize(1280, 800)
label.show()
marks["shown"] = [time.monotonic() - T0, time.process_time()]
app.exec()
"""


def run_once(kind: str, env: dict[str, str], tmp: Path) -> dict[str, object]:
    home = Path(tempfile.mkdtemp(prefix="home_", dir=tmp))
    run_env = dict(env, HOME=str(home), XDG_RUNTIME_DIR=str(home), QT_QPA_PLATFORM="xcb", WATCHED=json.dumps(WATCHED),
                   PYTHONPATH=str(ROOT))
    args = ["--no-demo", "--gui-rpc-port", "0", "--data", str(home / "data")] if kind == "ours" else []
    run_env["T0"] = repr(time.monotonic())
    proc = subprocess.run([str(PYTHON), "-c", OURS if kind == "ours" else BARE, *args], env=run_env, cwd=home,
                          capture_output=True, text=True, timeout=120)
    lines = proc.stdout.strip().splitlines()
    if not lines:
        raise SystemExit(f"gui_first_paint: {kind} printed nothing (exit {proc.returncode}):\n{proc.stderr[-2000:]}")
    result: dict[str, object] = json.loads(lines[-1])
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=11)
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT / "bench"))
    from gui_startup import x_display  # the same private Xvfb (and tray host) as the wall-clock bench

    results: dict[str, list[dict[str, object]]] = {"bare": [], "ours": []}
    load_before = os.getloadavg()
    with tempfile.TemporaryDirectory(prefix="gui_first_paint_") as tmp_name, x_display() as env:
        tmp = Path(tmp_name)
        for kind in results:
            run_once(kind, env, tmp)  # warm-up: page cache, fontconfig, bytecode
        for _ in range(args.runs):
            for kind in results:
                results[kind].append(run_once(kind, env, tmp))
    load_after = os.getloadavg()
    print("load average (1, 5, 15 min) before: " + " ".join(f"{x:.2f}" for x in load_before)
          + "   after: " + " ".join(f"{x:.2f}" for x in load_after))
    names = {"bare": "bare PySide6 window", "ours": "boinc-gui from source"}
    medians: dict[str, dict[str, float]] = {}
    for kind, runs in results.items():
        row = {}
        for moment in ("shown", "painted"):
            for i, what in enumerate(("wall", "cpu")):
                values = [float(r[moment][i]) * 1000 for r in runs]  # type: ignore[index]
                row[f"{moment} {what}"] = statistics.median(values)
                row[f"{moment} {what} min"] = min(values)
        medians[kind] = row
        print(f"{names[kind]:24} window shown: CPU {row['shown cpu']:6.1f} ms (min {row['shown cpu min']:6.1f}), "
              f"wall {row['shown wall']:6.1f} ms (min {row['shown wall min']:6.1f});  first paint: CPU "
              f"{row['painted cpu']:6.1f} ms, wall {row['painted wall']:6.1f} ms")
    ours = results["ours"]
    print(f"boinc-gui / bare window, CPU to the window shown: "
          f"{medians['ours']['shown cpu'] / medians['bare']['shown cpu']:.2f}x (medians of {args.runs})")
    loaded = sorted({m for r in ours for m in r["loaded"]})  # type: ignore[attr-defined]
    print("at show(): Qt namespace built in " + str(sum(bool(r["qt_namespace_built"]) for r in ours)) + f" of "
          f"{len(ours)} starts; loaded: " + (", ".join(loaded) or "none of " + ", ".join(WATCHED)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
