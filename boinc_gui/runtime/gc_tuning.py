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
"""
from __future__ import annotations

import gc

_installed = False


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
