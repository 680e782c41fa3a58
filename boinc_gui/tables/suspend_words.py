"""Why computing or the network is suspended, in the window's language (context "suspend").

The core says a suspension in BOINC's English words (``SuspendReason.words`` in
core/state/enums.py: "user request", "CPU is busy"...), or "snoozed: <why>" while snoozed;
the status bar and the tray show them. The known words are written out here for extraction
and translated where shown; anything else (a rule's own reason, a remote client's text) is
shown as it came. tests/gui/test_i18n_shell.py checks this list against the core's.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from boinc_gui.formatting import fill as arg
from boinc_gui.i18n import QT_TRANSLATE_NOOP

REASONS: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("suspend", "on batteries"),
    QT_TRANSLATE_NOOP("suspend", "computer is in use"),
    QT_TRANSLATE_NOOP("suspend", "user request"),
    QT_TRANSLATE_NOOP("suspend", "time of day"),
    QT_TRANSLATE_NOOP("suspend", "CPU benchmarks in progress"),
    QT_TRANSLATE_NOOP("suspend", "need disk space - check preferences"),
    QT_TRANSLATE_NOOP("suspend", "no recent user activity"),
    QT_TRANSLATE_NOOP("suspend", "initial delay"),
    QT_TRANSLATE_NOOP("suspend", "an exclusive app is running"),
    QT_TRANSLATE_NOOP("suspend", "CPU is busy"),
    QT_TRANSLATE_NOOP("suspend", "network transfer limit exceeded"),
    QT_TRANSLATE_NOOP("suspend", "requested by operating system"),
    QT_TRANSLATE_NOOP("suspend", "not connected to WiFi network"),
    QT_TRANSLATE_NOOP("suspend", "battery low"),
    QT_TRANSLATE_NOOP("suspend", "battery thermal protection"),
    QT_TRANSLATE_NOOP("suspend", "GUI not active"),
    QT_TRANSLATE_NOOP("suspend", "Podman initializing"),
    QT_TRANSLATE_NOOP("suspend", "battery charge wait"),
    QT_TRANSLATE_NOOP("suspend", "battery heat wait"),
    QT_TRANSLATE_NOOP("suspend", "snoozed"),
    # The emulator's own (core/emulator/window_client/emulated_world.py): its scenario's computer.
    QT_TRANSLATE_NOOP("suspend", "computer is off"),
    QT_TRANSLATE_NOOP("suspend", "not connected"),
)
SNOOZED = "snoozed: "  # the core's prefix before the reason a snooze was asked with


def reason_text(reason: str) -> str:
    """``reason`` as the volunteer reads it: BOINC's words translated, a snooze's own reason kept."""
    if reason.startswith(SNOOZED):
        return arg(QCoreApplication.translate("suspend", "snoozed: %1"), reason[len(SNOOZED):])
    return QCoreApplication.translate("suspend", reason) if reason else reason


__all__ = ["REASONS", "reason_text"]
