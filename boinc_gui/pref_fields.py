"""The preferences the window edits: one row per field (page, group, name, label, unit, range,
scale), the pages and the days, shared by the preferences dialog and the words that name a
preference elsewhere (a task's reason, the preview).

The texts are English source strings, kept so in the data (pages and days are also settings
keys and object names); each is marked for the catalogues in ``MARKED`` (context ``prefs``)
and translated where it is shown: ``prefs_text`` for any of them, ``field_label`` and
``field_unit`` for a field's. Pure units (%, GB, MB, KB/s) are the same in every language."""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from boinc_gui.i18n import QT_TRANSLATE_NOOP

PAGES = ("Computing", "Daily schedules", "Work buffer", "Disk and memory", "Network", "Other")
DAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
DAY_ORDER = (1, 2, 3, 4, 5, 6, 0)  # Monday first


def page_slug(page: str) -> str:
    return page.lower().replace(" ", "-")


@dataclass(frozen=True)
class FieldSpec:
    page: str
    group: str
    name: str  # GlobalPrefs attribute
    label: str
    unit: str = ""
    minimum: float = 0.0
    maximum: float = 100.0
    decimals: int = 0
    scale: float = 1.0  # stored = shown × scale
    inverted: bool = False  # check box means "not <name>"
    special: str = ""  # text shown for the minimum value (e.g. "off")


B = "bool"
FIELDS: tuple[FieldSpec, ...] = (
    FieldSpec(
        "Computing",
        "When computer is in use",
        "idle_time_to_run",
        "'In use' means mouse or keyboard input in the last",
        "minutes",
        0,
        9999,
        1,
    ),
    FieldSpec(
        "Computing",
        "When computer is in use",
        "run_if_user_active",
        "Suspend when computer is in use",
        B,
        inverted=True,
    ),
    FieldSpec(
        "Computing",
        "When computer is in use",
        "run_gpu_if_user_active",
        "Suspend GPU computing when computer is in use",
        B,
        inverted=True,
    ),
    FieldSpec("Computing", "When computer is in use", "max_ncpus_pct", "Use at most", "% of the CPUs", 1, 100, 0),
    FieldSpec("Computing", "When computer is in use", "cpu_usage_limit", "Use at most", "% of CPU time", 1, 100),
    FieldSpec(
        "Computing",
        "When computer is in use",
        "suspend_cpu_usage",
        "Suspend when non-BOINC CPU usage is above",
        "%",
        0,
        100,
        special="off",
    ),
    FieldSpec("Computing", "When computer is not in use", "niu_max_ncpus_pct", "Use at most", "% of the CPUs", 1, 100),
    FieldSpec(
        "Computing", "When computer is not in use", "niu_cpu_usage_limit", "Use at most", "% of CPU time", 1, 100
    ),
    FieldSpec(
        "Computing",
        "When computer is not in use",
        "niu_suspend_cpu_usage",
        "Suspend when non-BOINC CPU usage is above",
        "%",
        0,
        100,
        special="off",
    ),
    FieldSpec(
        "Computing",
        "When computer is not in use",
        "suspend_if_no_recent_input",
        "Suspend when no mouse or keyboard input in the last",
        "minutes",
        0,
        9999,
        1,
        special="off",
    ),
    FieldSpec("Computing", "General", "run_on_batteries", "Suspend when computer is on battery", B, inverted=True),
    FieldSpec(
        "Computing", "General", "cpu_scheduling_period_minutes", "Switch between tasks every", "minutes", 1, 10080
    ),
    FieldSpec(
        "Computing", "General", "disk_interval", "Request tasks to checkpoint at most every", "seconds", 0, 86400
    ),
    FieldSpec("Computing", "General", "leave_apps_in_memory", "Leave non-GPU tasks in memory while suspended", B),
    FieldSpec("Work buffer", "Work buffer", "work_buf_min_days", "Store at least", "days of work", 0, 10, 2),
    FieldSpec(
        "Work buffer", "Work buffer", "work_buf_additional_days", "Store up to an additional", "days of work", 0, 10, 2
    ),
    FieldSpec(
        "Disk and memory", "Disk", "disk_max_used_gb", "Use no more than", "GB", 0, 100000, 2, special="no limit"
    ),
    FieldSpec("Disk and memory", "Disk", "disk_min_free_gb", "Leave at least", "GB free", 0, 100000, 2),
    FieldSpec(
        "Disk and memory", "Disk", "disk_max_used_pct", "Use no more than", "% of total", 0, 100, special="no limit"
    ),
    FieldSpec(
        "Disk and memory",
        "Memory",
        "ram_max_used_busy_pct",
        "When computer is in use, use at most",
        "% of memory",
        1,
        100,
    ),
    FieldSpec(
        "Disk and memory",
        "Memory",
        "ram_max_used_idle_pct",
        "When computer is not in use, use at most",
        "% of memory",
        1,
        100,
    ),
    FieldSpec("Disk and memory", "Memory", "vm_max_used_pct", "Page/swap file: use at most", "%", 1, 100),
    FieldSpec(
        "Network",
        "Network usage",
        "max_bytes_sec_down",
        "Limit download rate to",
        "KB/s",
        0,
        1e7,
        1,
        1024,
        special="no limit",
    ),
    FieldSpec(
        "Network",
        "Network usage",
        "max_bytes_sec_up",
        "Limit upload rate to",
        "KB/s",
        0,
        1e7,
        1,
        1024,
        special="no limit",
    ),
    FieldSpec("Network", "Network usage", "daily_xfer_limit_mb", "Limit usage to", "MB", 0, 1e7, 0, special="no limit"),
    FieldSpec("Network", "Network usage", "daily_xfer_period_days", "… every", "days", 0, 365),
    FieldSpec("Network", "Other", "dont_verify_images", "Skip data verification for image files", B),
    FieldSpec("Network", "Other", "confirm_before_connecting", "Confirm before connecting to the Internet", B),
    FieldSpec("Network", "Other", "hangup_if_dialed", "Disconnect when done", B),
)

# Every page, day, group, label, unit and special text above, for pyside6-lupdate (a test checks
# that none is missing).
MARKED: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("prefs", "Computing"),
    QT_TRANSLATE_NOOP("prefs", "Daily schedules"),
    QT_TRANSLATE_NOOP("prefs", "Work buffer"),
    QT_TRANSLATE_NOOP("prefs", "Disk and memory"),
    QT_TRANSLATE_NOOP("prefs", "Network"),
    QT_TRANSLATE_NOOP("prefs", "Other"),
    QT_TRANSLATE_NOOP("prefs", "Sunday"),
    QT_TRANSLATE_NOOP("prefs", "Monday"),
    QT_TRANSLATE_NOOP("prefs", "Tuesday"),
    QT_TRANSLATE_NOOP("prefs", "Wednesday"),
    QT_TRANSLATE_NOOP("prefs", "Thursday"),
    QT_TRANSLATE_NOOP("prefs", "Friday"),
    QT_TRANSLATE_NOOP("prefs", "Saturday"),
    QT_TRANSLATE_NOOP("prefs", "When computer is in use"),
    QT_TRANSLATE_NOOP("prefs", "'In use' means mouse or keyboard input in the last"),
    QT_TRANSLATE_NOOP("prefs", "minutes"),
    QT_TRANSLATE_NOOP("prefs", "Suspend when computer is in use"),
    QT_TRANSLATE_NOOP("prefs", "Suspend GPU computing when computer is in use"),
    QT_TRANSLATE_NOOP("prefs", "Use at most"),
    QT_TRANSLATE_NOOP("prefs", "% of the CPUs"),
    QT_TRANSLATE_NOOP("prefs", "% of CPU time"),
    QT_TRANSLATE_NOOP("prefs", "Suspend when non-BOINC CPU usage is above"),
    QT_TRANSLATE_NOOP("prefs", "off"),
    QT_TRANSLATE_NOOP("prefs", "When computer is not in use"),
    QT_TRANSLATE_NOOP("prefs", "Suspend when no mouse or keyboard input in the last"),
    QT_TRANSLATE_NOOP("prefs", "General"),
    QT_TRANSLATE_NOOP("prefs", "Suspend when computer is on battery"),
    QT_TRANSLATE_NOOP("prefs", "Switch between tasks every"),
    QT_TRANSLATE_NOOP("prefs", "Request tasks to checkpoint at most every"),
    QT_TRANSLATE_NOOP("prefs", "seconds"),
    QT_TRANSLATE_NOOP("prefs", "Leave non-GPU tasks in memory while suspended"),
    QT_TRANSLATE_NOOP("prefs", "Store at least"),
    QT_TRANSLATE_NOOP("prefs", "days of work"),
    QT_TRANSLATE_NOOP("prefs", "Store up to an additional"),
    QT_TRANSLATE_NOOP("prefs", "Disk"),
    QT_TRANSLATE_NOOP("prefs", "Use no more than"),
    QT_TRANSLATE_NOOP("prefs", "no limit"),
    QT_TRANSLATE_NOOP("prefs", "Leave at least"),
    QT_TRANSLATE_NOOP("prefs", "GB free"),
    QT_TRANSLATE_NOOP("prefs", "% of total"),
    QT_TRANSLATE_NOOP("prefs", "Memory"),
    QT_TRANSLATE_NOOP("prefs", "When computer is in use, use at most"),
    QT_TRANSLATE_NOOP("prefs", "% of memory"),
    QT_TRANSLATE_NOOP("prefs", "When computer is not in use, use at most"),
    QT_TRANSLATE_NOOP("prefs", "Page/swap file: use at most"),
    QT_TRANSLATE_NOOP("prefs", "Network usage"),
    QT_TRANSLATE_NOOP("prefs", "Limit download rate to"),
    QT_TRANSLATE_NOOP("prefs", "Limit upload rate to"),
    QT_TRANSLATE_NOOP("prefs", "Limit usage to"),
    QT_TRANSLATE_NOOP("prefs", "… every"),
    QT_TRANSLATE_NOOP("prefs", "days"),
    QT_TRANSLATE_NOOP("prefs", "Skip data verification for image files"),
    QT_TRANSLATE_NOOP("prefs", "Confirm before connecting to the Internet"),
    QT_TRANSLATE_NOOP("prefs", "Disconnect when done"),
)


def prefs_text(text: str) -> str:
    """A page, day, group, label, unit or special text of this table in the window's language."""
    return QCoreApplication.translate("prefs", text) if text else text


def field_label(field: FieldSpec) -> str:
    """``field``'s label as the Preferences dialog shows it, in the window's language."""
    return prefs_text(field.label)


def field_unit(field: FieldSpec) -> str:
    """``field``'s unit in the window's language ("" for a check box)."""
    return "" if field.unit == B else prefs_text(field.unit)
