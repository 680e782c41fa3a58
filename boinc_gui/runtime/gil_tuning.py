"""A short interpreter-lock switch interval for the window's process.

The window's process runs Python threads beside the GUI thread: the client's engine, the
embedded demo project's server (its scheduler validates results by recomputing them), the
host poller's reader. Painting a table calls from Qt into Python for every cell (the
model's ``multiData``, the delegates), and PySide releases the interpreter lock around
its calls into Qt, so one repaint takes the lock back hundreds of times. While another
thread computes, each of those waits for that thread to be asked to let go, after the
switch interval: at Python's default of 5 ms, a scheduler request of the demo project
stretched a repaint of the "All computers" view to 300-780 ms (bench/gui_hosts_scale.py;
the GUI thread's own CPU time for it stayed under 30 ms). At 0.5 ms the same runs stayed
under 50 ms. The other threads pay only for more frequent hand-overs while the GUI
thread waits, which it does only when it has something to show.
"""
from __future__ import annotations

import sys

SWITCH_INTERVAL_S = 0.0005


def install() -> None:
    """For the app's process (the composition root calls it before its threads start)."""
    sys.setswitchinterval(SWITCH_INTERVAL_S)
