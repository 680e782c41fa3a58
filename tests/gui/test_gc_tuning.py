"""The app's garbage-collector tuning (boinc_gui/runtime/gc_tuning.py), in a process of its own: it is
process-wide, and a test process must keep collecting its windows."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import gc, time
from boinc_gui.runtime import gc_tuning
gc_tuning.settle()
assert gc.get_freeze_count() == 0, "settle does nothing in a process that did not install the tuning"
gc_tuning.install()
assert gc.get_freeze_count() > 0, "start-up's objects are frozen"
rows = [{"row": i, "cells": [i, str(i)]} for i in range(200_000)]  # long-lived, as table rows are
t = time.perf_counter(); gc.collect(); first = time.perf_counter() - t
assert gc.get_freeze_count() >= 200_000, "the survivors of a full collection are frozen"
t = time.perf_counter(); gc.collect(); second = time.perf_counter() - t
print(f"{first * 1000:.1f} {second * 1000:.1f}")
assert second < first / 3, (first, second)  # the next full collection does not walk them again
gc.disable()  # no automatic collection may freeze them first
frozen = gc.get_freeze_count()
more = [{"row": i, "cells": [i]} for i in range(50_000)]  # a host's first rows arrive
gc_tuning.settle()
assert gc.get_freeze_count() >= frozen + 50_000, "settle freezes what arrived"
gc.enable()
a = []; a.append(a)  # a cycle made after the freeze is still collected
del a
assert gc.collect() >= 1
gc_tuning.unfreeze()
assert gc.get_freeze_count() == 0 and not gc_tuning.installed()
"""


def test_full_collections_walk_only_what_came_since_the_last_one() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr


RECLAIM = """
import gc, weakref
from boinc_gui.runtime import gc_tuning
class Wrapper:  # a closed dialog's Python side: an object in a cycle with what it holds
    pass

w = Wrapper(); w.me = w
alive = weakref.ref(w)
gc_tuning.reclaim()
assert alive() is w, "reclaim does nothing in a process that did not install the tuning"
gc_tuning.install()
gc.collect()  # a full collection: w survives it and is frozen
assert gc.get_freeze_count() > 0
del w  # dropped later: a cycle among frozen objects
gc.collect()
assert alive() is not None, "the tuning's known price: a frozen cycle is not collected"
gc_tuning.reclaim()
assert alive() is None, "reclaim collects it"
assert gc.get_freeze_count() > 0 and gc_tuning.installed(), "and the survivors are frozen again"
"""


def test_reclaim_collects_cycles_dropped_after_they_were_frozen() -> None:
    out = subprocess.run([sys.executable, "-c", RECLAIM], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr


ON_GUI_THREAD = """
import gc, threading, weakref
from PySide6.QtCore import QCoreApplication, QObject, QTimer
from boinc_gui.runtime import gc_tuning

app = QCoreApplication([])
collectors = []
gc.callbacks.append(lambda phase, info: phase == "start" and collectors.append(threading.current_thread().name))
gc_tuning.collect_on_gui_thread(app)
assert not gc.isenabled(), "the automatic collector is off"

class Holder:  # a Python object in a cycle that owns a Qt object, as a closed menu's wrapper is
    pass

dropped = []

def engine() -> None:  # allocates as the engine's thread does while building snapshots
    for _ in range(200):
        h = Holder(); h.me = h; h.qt = QObject()
        dropped.append(weakref.ref(h))
        del h
        junk = [[i] for i in range(2000)]

worker = threading.Thread(target=engine, name="engine")
worker.start(); worker.join()
assert collectors == [], f"no collection ran off the GUI thread: {collectors}"
assert all(ref() is not None for ref in dropped), "the cycles wait for the GUI thread"
QTimer.singleShot(1500, app.quit)
app.exec()
assert collectors and set(collectors) == {"MainThread"}, collectors
assert all(ref() is None for ref in dropped), "and the GUI thread collected them"
"""


def test_collections_run_on_the_gui_thread_only() -> None:
    """A collection started by the engine's thread freed a Qt object there and deadlocked against the
    GUI thread (boinc_gui/runtime/gc_tuning.py): the window's process collects on its GUI thread."""
    out = subprocess.run([sys.executable, "-c", ON_GUI_THREAD], cwd=ROOT, capture_output=True, text=True,
                         timeout=120)
    assert out.returncode == 0, out.stderr


QUIET_WHEN_IDLE = """
import gc, weakref
from PySide6.QtCore import QCoreApplication, QTimer
from boinc_gui.runtime import gc_tuning

app = QCoreApplication([])
timer = gc_tuning.collect_on_gui_thread(app)
looks = []
timer.timeout.connect(lambda: looks.append(timer.interval()))
QTimer.singleShot(4000, app.quit)
app.exec()  # nothing allocates: no collection comes due
assert timer.interval() == gc_tuning.IDLE_CHECK_MS, looks
assert len(looks) <= 8, looks  # a fixed 100 ms made 40 looks in these 4 s

class Holder:
    pass

dropped = []

def burst() -> None:  # rows arriving: cycles and garbage, many times past the threshold
    for _ in range(50):
        h = Holder(); h.me = h
        dropped.append(weakref.ref(h))
        junk = [[i] for i in range(2000)]

feeder = QTimer(); feeder.timeout.connect(burst); feeder.start(20)
QTimer.singleShot(4000, app.quit)
app.exec()
feeder.stop()
assert min(looks[-10:]) == gc_tuning.CHECK_MS, looks  # back to short looks while collections come due
assert sum(ref() is None for ref in dropped) > len(dropped) // 2, "the burst's cycles were collected"
print(len(looks))
"""


def test_the_collector_looks_seldom_while_the_window_idles_and_often_while_it_allocates() -> None:
    """An idle window's process is woken only for what it shows: the look for a due collection
    slows down to every IDLE_CHECK_MS while none comes due, and speeds up to every CHECK_MS while
    rows arrive, so each collection stays short."""
    out = subprocess.run([sys.executable, "-c", QUIET_WHEN_IDLE], cwd=ROOT, capture_output=True, text=True,
                         timeout=120, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert out.returncode == 0, out.stderr
