"""What a task uses, in BOINC Manager's task properties and the CPU columns (issue 36).

Resources, process id, memory and swap with their peaks, peak disk, slot
directory, progress rate: the rows a veteran finds in BOINC Manager's task
properties, where the client knows them ("---" where it does not, e.g. a remote
client's process id). Formatting of ``TaskRow`` fields, its words in the window's language
(context ``task_resources``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from boinc_gui.formatting import fill, format_bytes, format_number, translate

if TYPE_CHECKING:  # types only: the snapshot's and the commands' dataclasses load with the engine (issue 36)
    from core.api.snapshot import TaskRow

NONE = "---"


def _bytes(value: float) -> str:
    return format_bytes(value) if value > 0 else NONE


def cpu_percent_text(t: TaskRow) -> str:
    return f"{format_number(t.cpu_percent, 1)} %" if t.running and t.cpu_percent > 0 else NONE


def progress_rate_text(t: TaskRow) -> str:
    """Progress per unit of elapsed time so far, for a task that has a process or slot (BOINC
    Manager's "Progress rate": in the largest of hour, minute and second in which it stays
    under 100%; none for a finished task, whose rate says nothing)."""
    if not t.active or t.elapsed_s <= 0 or t.fraction_done <= 0:
        return NONE
    per_second = t.fraction_done / t.elapsed_s
    if per_second * 3600 < 1:
        return fill(translate("task_resources", "%1% per hour"), format_number(per_second * 3600 * 100, 3))
    if per_second * 60 < 1:
        return fill(translate("task_resources", "%1% per minute"), format_number(per_second * 60 * 100, 3))
    return fill(translate("task_resources", "%1% per second"), format_number(per_second * 100, 3))


def process_rows(t: TaskRow) -> list[tuple[str, str]]:
    return [
        # "" is one CPU, in BOINC's words as in the client's rows
        (translate("task_resources", "Resources"), t.resources or translate("task_resources", "1 CPU")),
        (translate("task_resources", "CPU usage (last interval)"), cpu_percent_text(t)),
        (translate("task_resources", "Progress rate"), progress_rate_text(t)),
        (translate("task_resources", "Process ID"), str(t.pid) if t.pid > 0 else NONE),
        (translate("task_resources", "Peak working set"), _bytes(t.peak_working_set_bytes)),
        (translate("task_resources", "Swap"), _bytes(t.swap_bytes)),
        (translate("task_resources", "Peak swap"), _bytes(t.peak_swap_bytes)),
        (translate("task_resources", "Peak disk usage"), _bytes(t.peak_disk_bytes)),
        (translate("task_resources", "Slot directory"), t.slot_path or NONE),
    ]
