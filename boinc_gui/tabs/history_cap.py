"""The volunteer's cap on the task history file, kept in the manager's settings.

The preferences dialog's "Other" page shows it as "Keep task history up to N MB"
(``history_cap_spin_box``); whoever opens the ``HistoryDb`` passes
``history_cap_bytes(settings)`` as its ``max_bytes``, and ``apply_history_cap``
hands a changed value to an open one (the cap is enforced at its next write).
A missing or unreadable value means the default (core.history.DEFAULT_MAX_BYTES).
"""
from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QSpinBox

from boinc_gui.formatting import fill, translate
from core.history import DEFAULT_MAX_BYTES, HistoryDb

HISTORY_CAP_KEY = "history/max_mb"
MB = 1024 * 1024
MIN_MB, MAX_MB = 16, 1024 * 1024  # 16 MB keeps ~100,000 tasks; 1 TB is as good as no cap
DEFAULT_MB = DEFAULT_MAX_BYTES // MB


def history_cap_mb(settings: QSettings) -> int:
    """The cap in MB (2**20 bytes) as set, clamped to the range the dialog offers."""
    raw = settings.value(HISTORY_CAP_KEY, DEFAULT_MB)
    try:
        mb = int(str(raw))
    except ValueError:
        return DEFAULT_MB  # hand-edited nonsense: the default, not a crash at start-up
    return min(MAX_MB, max(MIN_MB, mb))


def history_cap_bytes(settings: QSettings) -> int:
    """The cap in bytes, for ``HistoryDb(path, max_bytes=...)``."""
    return history_cap_mb(settings) * MB


def apply_history_cap(db: HistoryDb, settings: QSettings) -> None:
    """Give an open history the cap now set; it deletes the oldest tasks at its next write if over."""
    db.max_bytes = history_cap_bytes(settings)


def history_cap_spin_box(settings: QSettings) -> QSpinBox:
    """The dialog's field, showing the cap now set."""
    box = QSpinBox()
    box.setRange(MIN_MB, MAX_MB)
    box.setSingleStep(64)
    box.setSuffix(" MB")
    box.setAccessibleName(translate("history_cap", "Keep task history up to"))
    box.setToolTip(fill(translate("history_cap", "The task history file in the manager's folder; past this size the "
                                  "oldest tasks are deleted (daily statistics stay). About 6,000 tasks per MB; "
                                  "default %1 MB."), DEFAULT_MB))
    box.setValue(history_cap_mb(settings))
    return box
