"""Start-up milestones for bench/gui_startup.py, which sees the window's title but not its data.

With ``BOINC_GUI_STARTUP_MARKS`` naming a file, the app appends ``<name> <CLOCK_MONOTONIC s>``
lines to it (the bench's ``time.perf_counter`` reads the same clock on Linux). Without it,
nothing is written: a volunteer's start pays one environment look-up.
"""
from __future__ import annotations

import os
import time

ENV = "BOINC_GUI_STARTUP_MARKS"


def wanted() -> bool:
    return bool(os.environ.get(ENV))


def mark(name: str) -> None:
    """Append ``name`` and the time now to the marks file (nothing when none is named)."""
    path = os.environ.get(ENV)
    if path:
        with open(path, "a", encoding="utf-8") as f:
            f.write(f"{name} {time.monotonic():.6f}\n")
