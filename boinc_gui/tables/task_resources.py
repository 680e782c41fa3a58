"""What a task uses, in BOINC Manager's task properties and the CPU columns (issue 36).

Resources, process id, memory and swap with their peaks, peak disk, slot
directory, progress rate: the rows a veteran finds in BOINC Manager's task
properties, where the client knows them ("---" where it does not, e.g. a remote
client's process id). GUI-free formatting of ``TaskRow`` fields.
"""
from __future__ import annotations

from boinc_gui.formatting import format_bytes
from core.api.snapshot import TaskRow

NONE = "---"


def _bytes(value: float) -> str:
    return format_bytes(value) if value > 0 else NONE


def cpu_percent_text(t: TaskRow) -> str:
    return f"{t.cpu_percent:.1f} %" if t.running and t.cpu_percent > 0 else NONE


def progress_rate_text(t: TaskRow) -> str:
    """Progress per hour of elapsed time so far (BOINC Manager's "Progress rate")."""
    if t.elapsed_s <= 0 or t.fraction_done <= 0:
        return NONE
    return f"{t.fraction_done / t.elapsed_s * 3600 * 100:.3f}% per hour"


def process_rows(t: TaskRow) -> list[tuple[str, str]]:
    return [
        ("Resources", t.resources or "1 CPU"),  # "" is one CPU, in BOINC's words as in the client's rows
        ("CPU usage (last interval)", cpu_percent_text(t)),
        ("Progress rate", progress_rate_text(t)),
        ("Process ID", str(t.pid) if t.pid > 0 else NONE),
        ("Peak working set", _bytes(t.peak_working_set_bytes)),
        ("Swap", _bytes(t.swap_bytes)),
        ("Peak swap", _bytes(t.peak_swap_bytes)),
        ("Peak disk usage", _bytes(t.peak_disk_bytes)),
        ("Slot directory", t.slot_path or NONE),
    ]
