"""The app's garbage-collector tuning (boinc_gui/gc_tuning.py), in a process of its own: it is
process-wide, and a test process must keep collecting its windows."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """
import gc, time
from boinc_gui import gc_tuning
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
