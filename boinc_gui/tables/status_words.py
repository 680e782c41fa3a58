"""The Projects and Transfers tabs' Status words in the window's language.

The core words a project's status as BOINC Manager does, phrases joined by ", "
("Suspended by user, Scheduler request pending: To fetch work") (core/engine/from_state.py,
core/remote/rows.py), and a transfer's as "Upload: retry in 00:01:10 (project backoff:
00:05:00)" (core/transfer/events.py), in English: no Qt there. Here each known phrase is
translated where it stands (contexts ``project_status`` and ``transfer_status``); figures
and unknown words stay as they are, as boinc_gui/i18n.py does for task status words.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from boinc_gui.i18n import QT_TRANSLATE_NOOP

PROJECT_PHRASES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("project_status", "Suspended by user"),
    QT_TRANSLATE_NOOP("project_status", "Won't get new tasks"),
    QT_TRANSLATE_NOOP("project_status", "Project ended - OK to remove"),
    QT_TRANSLATE_NOOP("project_status", "Will remove when tasks done"),
    QT_TRANSLATE_NOOP("project_status", "Scheduler request in progress"),
    QT_TRANSLATE_NOOP("project_status", "Scheduler request pending"),
    QT_TRANSLATE_NOOP("project_status", "Communication deferred"),
    QT_TRANSLATE_NOOP("project_status", "Unknown reason"),
    # core.state.enums.RpcReason.words
    QT_TRANSLATE_NOOP("project_status", "Requested by user"),
    QT_TRANSLATE_NOOP("project_status", "To report completed tasks"),
    QT_TRANSLATE_NOOP("project_status", "To fetch work"),
    QT_TRANSLATE_NOOP("project_status", "To send trickle-up message"),
    QT_TRANSLATE_NOOP("project_status", "Requested by account manager"),
    QT_TRANSLATE_NOOP("project_status", "Project initialization"),
    QT_TRANSLATE_NOOP("project_status", "Requested by project"),
)
TRANSFER_PHRASES: tuple[str, ...] = (
    QT_TRANSLATE_NOOP("transfer_status", "Upload"),
    QT_TRANSLATE_NOOP("transfer_status", "Download"),
    QT_TRANSLATE_NOOP("transfer_status", "retry in"),
    QT_TRANSLATE_NOOP("transfer_status", "suspended - network activity suspended"),
    QT_TRANSLATE_NOOP("transfer_status", "active"),
    QT_TRANSLATE_NOOP("transfer_status", "pending"),
    QT_TRANSLATE_NOOP("transfer_status", "project backoff"),
)


def _pattern(phrases: tuple[str, ...]) -> re.Pattern[str]:
    # Longest first, whole words: "Requested by user" is not read as a part of something longer.
    return re.compile(r"\b(?:" + "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True)) + r")\b")


_PROJECT = _pattern(PROJECT_PHRASES)
_TRANSFER = _pattern(TRANSFER_PHRASES)


def project_status_text(status: str) -> str:
    """A project's status from the core, its known phrases translated."""
    return _PROJECT.sub(lambda m: QCoreApplication.translate("project_status", m.group(0)), status)


def transfer_status_text(status: str) -> str:
    """A transfer's status from the core, its known phrases translated."""
    return _TRANSFER.sub(lambda m: QCoreApplication.translate("transfer_status", m.group(0)), status)
