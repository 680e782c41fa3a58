"""Checks on a set of preferences before they are saved, in the volunteer's words.

Single values are range-checked by the dialog's widgets; this module finds the
combinations that make no sense, above all those that would never let
anything run (BOINC #4939: "suspend when in use" together with "suspend when
there has been no input for N minutes" with N no longer than the in-use
threshold suspends computing at every moment). Errors block saving; warnings
are shown and allowed. Pure: reads a ``GlobalPrefs`` and day overrides.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from core.api.commands import DayPrefs
from core.state.prefs import GlobalPrefs


class Severity(Enum):
    ERROR = "error"
    WARNING = "warning"


@dataclass(frozen=True, slots=True)
class PrefsIssue:
    severity: Severity
    fields: tuple[str, ...]  # the preferences involved (GlobalPrefs names)
    message: str


def _window_empty(start: float, end: float) -> bool:
    return start == 24 and end == 0


def check_prefs(p: GlobalPrefs, day_prefs: tuple[DayPrefs, ...] = ()) -> list[PrefsIssue]:
    out: list[PrefsIssue] = []
    err, warn = Severity.ERROR, Severity.WARNING
    if not p.run_if_user_active and 0 < p.suspend_if_no_recent_input <= p.idle_time_to_run:
        out.append(PrefsIssue(err, ("run_if_user_active", "suspend_if_no_recent_input", "idle_time_to_run"),
            f"Nothing would ever run: computing is suspended while the computer is in use, and also after "
            f"{p.suspend_if_no_recent_input:g} min without input, which is no longer than the "
            f"{p.idle_time_to_run:g} min that count as 'in use'. Raise the no-input time above "
            f"{p.idle_time_to_run:g} min or allow computing while in use."))
    if p.suspend_cpu_usage != 0 and p.suspend_cpu_usage < 1:
        out.append(PrefsIssue(warn, ("suspend_cpu_usage",),
            "Suspending when other programs use more than under 1% of the CPU will suspend almost always."))
    if 0 < p.cpu_usage_limit < 10:
        out.append(PrefsIssue(warn, ("cpu_usage_limit",),
            f"At {p.cpu_usage_limit:g}% of CPU time tasks will take over {100 / p.cpu_usage_limit:.0f} times longer "
            "and may miss their deadlines."))
    if p.work_buf_min_days + p.work_buf_additional_days > 10:
        out.append(PrefsIssue(warn, ("work_buf_min_days", "work_buf_additional_days"),
            "A work buffer over 10 days risks missing deadlines; projects may also send less."))
    if 0 < p.disk_max_used_gb < 0.5:
        out.append(PrefsIssue(warn, ("disk_max_used_gb",),
            f"{p.disk_max_used_gb:g} GB is too little for most projects' files; little or no work will arrive."))
    if p.disk_max_used_pct == 0 and p.disk_max_used_gb == 0 and p.disk_min_free_gb == 0:
        out.append(PrefsIssue(warn, ("disk_max_used_pct", "disk_max_used_gb", "disk_min_free_gb"),
            "No disk limit is set: the client may fill the disk."))
    if p.daily_xfer_limit_mb > 0 and p.daily_xfer_period_days <= 0:
        out.append(PrefsIssue(err, ("daily_xfer_limit_mb", "daily_xfer_period_days"),
            "A transfer limit needs a period: set 'every N days' to 1 or more, or the limit to 0."))
    if _window_empty(p.start_hour, p.end_hour) and not day_prefs:
        out.append(PrefsIssue(err, ("start_hour", "end_hour"),
            "The daily computing window is empty, so nothing would ever run."))
    for d in day_prefs:
        if not 0 <= d.day_of_week <= 6:
            out.append(PrefsIssue(err, ("day_prefs",), f"Day of week {d.day_of_week} does not exist."))
    if p.ram_max_used_busy_pct < 5 or p.ram_max_used_idle_pct < 5:
        out.append(PrefsIssue(warn, ("ram_max_used_busy_pct", "ram_max_used_idle_pct"),
            "Under 5% of memory is too little for most tasks; they will wait for memory."))
    return out
