"""What the window builds after it is complete, in idle turns of the event loop (issue 36: the
window complete within BOINC Manager's window time).

The tabs not seen at start-up are stand-ins until then (boinc_gui/tabs/lazy_pages.py,
lazy_history.py), and the history file is opened on a thread (boinc_gui/shell/long_view.py).
Once the first snapshot has reached the window (or ``FALLBACK_MS`` after it was complete, for a
client that sends none), one step per turn of the event loop, so that input and painting come in
between: the history is taken from its thread (the recorder gets the snapshots kept for it), then
the Notices, Event log and History tabs are built. A click on a tab builds it at once, whatever
this has reached. GUI thread only.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

if TYPE_CHECKING:
    from boinc_gui.main_window import MainWindow

FALLBACK_MS = 3000  # no first snapshot by then (a client that does not answer): build all the same


def steps(w: MainWindow) -> list[Callable[[], object]]:
    """What is left to build, in order."""
    from boinc_gui.shell import long_view

    out: list[Callable[[], object]] = [lambda: long_view.finish(w), w.notices.tab, w.log.tab]
    if w.long_view.root is not None:
        out.append(lambda: w.long_view.db is not None and w.history_tab.tab())
    return out


def schedule(w: MainWindow) -> None:
    """Build the rest after the first data (see the module's docstring); once."""
    started: list[bool] = []

    def run(left: list[Callable[[], object]]) -> None:
        if not left or w.quitting:
            return
        left[0]()
        QTimer.singleShot(0, w, lambda: run(left[1:]))

    def go(*_: object) -> None:
        if started:
            return
        started.append(True)
        w.primary_snapshot.disconnect(go)
        QTimer.singleShot(0, w, lambda: run(steps(w)))

    w.primary_snapshot.connect(go)
    QTimer.singleShot(FALLBACK_MS, w, go)
