"""Where the manager's start-up goes, cheaply (no Xvfb, no BOINC Manager): one start, offscreen.

    QT_QPA_PLATFORM=offscreen python bench/gui_step_two.py --no-demo --data DIR --gui-rpc-port 0
    PROFILE=1 ...   (also a cProfile of step two, sorted by cumulative time, on stderr)

Prints, in ms from the process start: the shell's first paint, the start of step two
(``Running.start``), ``populate`` called and returned, the complete window's title set
(``show_complete``), and the event loop back (when the
complete window's title reaches the display), then ends the app with SIGTERM. Use an
empty DIR per run and interleave runs of the trees compared: the figures move with the
machine's load. ``bench/gui_startup.py`` is the reference against BOINC Manager.
"""
import os
import signal
import sys
import time

T0 = time.perf_counter()
marks = {}
from boinc_gui import main_window as mw

orig_pop = mw.MainWindow.populate
orig_paint = mw.MainWindow._on_painted
orig_complete = mw.MainWindow.show_complete
def populate(self, bridge, titled=True):
    marks.setdefault("populate_start", time.perf_counter() - T0)
    orig_pop(self, bridge, titled)
    marks["populate_end"] = time.perf_counter() - T0
    from PySide6.QtCore import QTimer
    QTimer.singleShot(0, lambda: marks.setdefault("loop_back", time.perf_counter() - T0))
    QTimer.singleShot(
        300,
        lambda: (
            print(" ".join(f"{k}={v * 1000:.0f}ms" for k, v in marks.items()), file=sys.stderr),
            os.kill(os.getpid(), signal.SIGTERM),
        ),
    )


def show_complete(self):
    orig_complete(self)
    marks["complete"] = time.perf_counter() - T0


def painted(self):
    marks.setdefault("first_paint", time.perf_counter() - T0)
    orig_paint(self)
mw.MainWindow.populate = populate
mw.MainWindow._on_painted = painted
mw.MainWindow.show_complete = show_complete
from boinc_gui import app

orig_start = app.Running.start
def start(self, *a, **k):
    marks.setdefault("step_two", time.perf_counter() - T0)
    if os.environ.get("PROFILE"):
        import cProfile
        import pstats
        pr = cProfile.Profile()
        pr.enable()
        try:
            return orig_start(self, *a, **k)
        finally:
            pr.disable()
            pstats.Stats(pr, stream=sys.stderr).sort_stats("cumulative").print_stats(45)
    return orig_start(self, *a, **k)
app.Running.start = start
sys.exit(app.main(sys.argv[1:]))
