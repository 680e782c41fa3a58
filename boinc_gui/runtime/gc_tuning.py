"""Short garbage collections for a window that holds many long-lived rows.

Python's cyclic collector walks every tracked object in a full (generation 2)
collection. The "All computers" view of 50 hosts holds some 250,000 of them (rows,
the tables' lists and maps, Qt wrappers), almost all alive for the whole session, and
a full collection of them stopped the window for 165-190 ms (bench/gui_hosts_scale.py).

``install`` freezes what start-up created (modules, the window) and then, after
every full collection, freezes the survivors: ``gc.freeze`` moves them to a permanent
generation the collector no longer walks. A full collection then walks only what
was created since the last one, and Python starts one only after a quarter as many
objects as survived the previous one have been promoted, so each costs a few
milliseconds instead of a walk of the whole heap.

The price: a frozen object that later becomes part of an unreachable cycle is never
collected (reference counting still frees everything that is not a cycle, which is
what rows, snapshots and strings are). Frozen right after a full collection, only
objects that were alive at that moment are concerned, so the leak is limited to
cycles among long-lived objects that are dropped later (a closed dialog's Python
wrappers); ``reclaim`` collects those at moments a pause is not seen (the window gone
to the tray, a host removed), and ``unfreeze`` hands everything back to the collector
(its next full collection then walks everything once).

For the app's process only (boinc_gui/app.py calls ``install`` once the window
exists); never in a test process, whose teardown relies on collecting windows.

Which thread collects matters as much as how long it takes. Python starts an automatic
collection on whichever thread happens to allocate past the threshold: the engine's
thread, building a snapshot, then freed a dropped QMenu's wrapper, whose C++ destructor
waited there for a Qt lock held by the GUI thread, which waited for the interpreter lock
(a hang seen in the test suite, native stacks read with py-spy). ``collect_on_gui_thread``
turns the automatic collector off and runs what it would have run from a timer on the
GUI thread, so Qt objects are only ever destroyed where Qt expects it: the app's process
and the tests' windows both use it.
"""
from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

_installed = False
# How often the GUI thread looks whether a collection is due (a look is one call to gc.get_count):
# every CHECK_MS while collections keep coming due (a burst of rows: short pauses), half as often
# after each look that found none due, down to every IDLE_CHECK_MS, and twice as often again after
# each one that did. A fixed 100 ms woke the idle window ten times a second for nothing.
CHECK_MS = 100
IDLE_CHECK_MS = 1600


def _after_collection(phase: str, info: dict[str, int]) -> None:
    if phase == "stop" and info.get("generation") == 2:
        # Everything still tracked survived a full collection just now: it is alive.
        gc.freeze()


def install() -> None:
    """Freeze start-up's objects and the survivors of every full collection from now on (idempotent)."""
    global _installed
    if _installed:
        return
    _installed = True
    gc.freeze()
    gc.callbacks.append(_after_collection)


def installed() -> bool:
    return _installed


def settle() -> None:
    """Freeze what a large arrival left (a host's first 1,000 rows), once it is in place.

    Without it the first full collection after fifty hosts connected walked their 250,000
    new objects (40-66 ms). The young generations are collected first (a few ms), so only
    cyclic garbage that already reached the oldest generation can be frozen with the rest.
    Does nothing unless ``install`` ran (the app's process).
    """
    if _installed:
        gc.collect(1)
        gc.freeze()


def reclaim() -> None:
    """Collect the cycles among frozen objects that were dropped since they were frozen (a
    removed host's rows and wrappers, closed dialogs), then freeze the survivors again.

    One full walk of the heap (about 170 ms with 50 hosts' rows): for moments when the
    volunteer is not looking (the window just went to the tray) or has just asked for
    something that changes the window (a host removed). Does nothing unless ``install`` ran.
    """
    if _installed:
        gc.unfreeze()
        gc.collect()
        gc.freeze()


def unfreeze() -> None:
    """Give frozen objects back to the collector and stop freezing (the next full collection walks all)."""
    global _installed
    if _after_collection in gc.callbacks:
        gc.callbacks.remove(_after_collection)
    _installed = False
    gc.unfreeze()


def collect_due() -> int:
    """Run, on the calling thread, the collection Python's automatic collector would have started
    by now; return its generation, or -1 when none is due.

    The oldest generation whose count passed its threshold is collected, as CPython does
    (Modules/gcmodule.c); a call collects at most once, so a burst of allocations between two
    calls costs one young collection instead of hundreds.
    """
    counts = gc.get_count()
    thresholds = gc.get_threshold()
    if thresholds[0] == 0 or counts[0] <= thresholds[0]:
        return -1
    generation = max(g for g in range(len(counts)) if g == 0 or counts[g] > thresholds[g])
    gc.collect(generation)
    return generation


def collect_on_gui_thread(owner: QObject) -> QTimer:
    """Turn Python's automatic collection off and drive it from a timer owned by ``owner`` (a
    GUI-thread object; the timer stops when it is deleted). Call on the GUI thread."""
    gc.disable()
    timer = QTimer(owner)
    timer.setObjectName("gc_on_gui_thread")
    timer.setInterval(CHECK_MS)

    def look() -> None:
        due = collect_due() >= 0
        interval = timer.interval()
        timer.setInterval(max(CHECK_MS, interval // 2) if due else min(IDLE_CHECK_MS, interval * 2))

    timer.timeout.connect(look)
    timer.start()
    return timer
