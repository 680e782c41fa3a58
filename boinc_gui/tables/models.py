"""The manager's table columns and the models of the Projects, Tasks and Transfers tabs.

Columns are declared once per table (``Column``): title, the text shown, the raw
value used for sorting (``SORT_ROLE``), alignment, and whether the column is
hidden by default. Each table ends with the Computer column, shown only in the
all-computers view. The model itself (updates by key, several hosts, sorting)
is ``boinc_gui.tables.row_model.RowTableModel``, re-exported here. GUI thread only.
"""
from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import TYPE_CHECKING

from boinc_gui.formatting import (
    fill,
    format_bytes,
    format_client_time,
    format_credit,
    format_g,
    format_number,
    format_progress,
    format_rate,
    format_span,
    translate,
)
from boinc_gui.i18n import QT_TRANSLATE_NOOP, status_text
from boinc_gui.tables.columns import project_url_column
from boinc_gui.tables.figure_words import verdict_figures
from boinc_gui.tables.reasons import project_numbers, project_sentence, task_status, task_why
from boinc_gui.tables.row_model import (
    FILTER_ROLE,
    HOST_ROLE,
    LEFT,
    PROGRESS_ROLE,
    RIGHT,
    ROW_ROLE,
    SORT_ROLE,
    STALE_ROLE,
    Column,
    RowTableModel,
    UpdateStats,
    computer_column,
)
from boinc_gui.tables.status_words import project_status_text, transfer_status_text
from boinc_gui.tables.task_resources import cpu_percent_text
from boinc_gui.theme import WARNING_TEXT

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

    from core.api.snapshot import ProjectRow, TaskRow, TransferRow
    from core.state.prefs import GlobalPrefs

__all__ = [
    "FILTER_ROLE", "HOST_ROLE", "LEFT", "PROGRESS_ROLE", "PROJECT_COLUMNS", "RIGHT", "ROW_ROLE", "SORT_ROLE",
    "STALE_ROLE", "TRANSFER_COLUMNS", "Column", "RowTableModel", "UpdateStats", "computer_column",
    "project_columns", "project_model", "task_columns", "task_model", "transfer_model",
]

# ------------------------------------------------------------------ columns

def project_columns(now: Callable[[], float], prefs: Callable[[], GlobalPrefs | None]) -> list[Column[ProjectRow]]:
    """The Projects tab's columns; "Work fetch" is the plain sentence, its numbers in the tooltip."""
    return [*PROJECT_COLUMNS[:-2],
            Column("fetch", QT_TRANSLATE_NOOP("columns", "Work fetch"), lambda r: project_sentence(r, now(), prefs()),
                   lambda r: r.fetch_reason, width=300, tip=lambda r: f"{project_sentence(r, now(), prefs())}\n\n"
                                                                  f"{project_numbers(r, now())}"),
            *PROJECT_COLUMNS[-2:]]


PROJECT_COLUMNS: list[Column[ProjectRow]] = [
    Column("project", QT_TRANSLATE_NOOP("columns", "Project"), lambda r: r.name, lambda r: r.name.lower(), fit=True),
    Column("account", QT_TRANSLATE_NOOP("columns", "Account"), lambda r: r.account, lambda r: r.account.lower()),
    Column("team", QT_TRANSLATE_NOOP("columns", "Team"), lambda r: r.team, lambda r: r.team.lower()),
    Column(
        "work_done",
        QT_TRANSLATE_NOOP("columns", "Work done"),
        lambda r: format_credit(r.user_total_credit),
        lambda r: r.user_total_credit,
        RIGHT,
    ),
    Column(
        "avg_work",
        QT_TRANSLATE_NOOP("columns", "Avg. work done"),
        lambda r: format_credit(r.user_expavg_credit),
        lambda r: r.user_expavg_credit,
        RIGHT,
    ),
    Column(
        "share",
        QT_TRANSLATE_NOOP("columns", "Resource share"),
        lambda r: f"{format_g(r.resource_share)} ({format_number(r.share_fraction * 100, 2)}%)",
        lambda r: r.resource_share,
        RIGHT,
        progress=lambda r: r.share_fraction,
    ),
    Column(
        "status",
        QT_TRANSLATE_NOOP("columns", "Status"),
        lambda r: project_status_text(r.status),
        lambda r: r.status,
        width=180,
        fit=True,
    ),
    Column(
        "priority",
        QT_TRANSLATE_NOOP("columns", "Priority (debt)"),
        lambda r: f"{r.priority:+.0f} s",
        lambda r: r.priority,
        RIGHT,
    ),
    Column(
        "cpu_time",
        QT_TRANSLATE_NOOP("columns", "CPU time"),
        lambda r: format_span(r.cpu_time_s),
        lambda r: r.cpu_time_s,
        RIGHT,
        hidden=True,
    ),
    project_url_column(lambda r: r.url),
    computer_column(),
]


def _why(r: TaskRow) -> str:
    return fill(translate("columns", "Why: %1"), task_why(r))


def _app(r: TaskRow) -> str:
    return r.application


def task_columns(now: Callable[[], float]) -> list[Column[TaskRow]]:
    return [
        Column(
            "project",
            QT_TRANSLATE_NOOP("columns", "Project"),
            lambda r: r.project_name,
            lambda r: r.project_name.lower(),
            fit=True,
        ),
        Column(
            "progress",
            QT_TRANSLATE_NOOP("columns", "Progress"),
            lambda r: format_progress(r.fraction_done),
            lambda r: r.fraction_done,
            RIGHT,
            progress=lambda r: r.fraction_done,
        ),
        Column(
            "status",
            QT_TRANSLATE_NOOP("columns", "Status"),
            lambda r: status_text(task_status(r)),
            lambda r: r.status,
            width=150,
            tip=lambda r: f"{status_text(task_status(r))}\n\n{_why(r)}" if task_why(r) else status_text(r.status),
        ),
        # Next to the status, so it is on screen at the default size (the last columns may not be).
        Column("why", QT_TRANSLATE_NOOP("columns", "Why"), task_why, task_why, width=300),
        Column(
            "elapsed",
            QT_TRANSLATE_NOOP("columns", "Elapsed"),
            lambda r: format_span(r.elapsed_s) if r.elapsed_s > 0 else "---",
            lambda r: r.elapsed_s,
            RIGHT,
        ),
        Column(
            "remaining",
            QT_TRANSLATE_NOOP("columns", "Remaining (estimated)"),
            lambda r: format_span(r.remaining_s) if r.remaining_s > 0 else "---",
            lambda r: r.remaining_s,
            RIGHT,
        ),
        Column(
            "deadline",
            QT_TRANSLATE_NOOP("columns", "Deadline"),
            lambda r: format_client_time(r.deadline),
            lambda r: r.deadline,
            width=170,
            fit=True,
        ),
        Column(
            "application", QT_TRANSLATE_NOOP("columns", "Application"), _app, lambda r: r.application.lower(), width=130
        ),
        Column(
            "cpu_time",
            QT_TRANSLATE_NOOP("columns", "CPU time"),
            lambda r: format_span(r.cpu_time_s) if r.cpu_time_s > 0 else "---",
            lambda r: r.cpu_time_s,
            RIGHT,
            hidden=True,
        ),
        Column(
            "cpu_percent",
            QT_TRANSLATE_NOOP("columns", "CPU %"),
            cpu_percent_text,
            lambda r: r.cpu_percent if r.running else -1.0,
            RIGHT,
            hidden=True,
        ),
        Column(
            "resources",
            QT_TRANSLATE_NOOP("columns", "Resources"),
            lambda r: r.resources or translate("columns", "1 CPU"),
            lambda r: r.resources,
            width=190,
        ),
        Column("name", QT_TRANSLATE_NOOP("columns", "Name"), lambda r: r.name, lambda r: r.name, width=150),
        Column(
            "completion",
            QT_TRANSLATE_NOOP("columns", "Estimated completion"),
            lambda r: format_client_time(now() + r.remaining_s) if r.remaining_s else "---",
            lambda r: r.remaining_s,
            hidden=True,
        ),
        Column(
            "before_deadline",
            QT_TRANSLATE_NOOP("columns", "Completion before deadline"),
            lambda r: (
                "---"
                if r.finished
                else (translate("columns", "no") if now() + r.remaining_s > r.deadline else translate("columns", "yes"))
            ),
            lambda r: r.deadline - r.remaining_s,
            hidden=True,
        ),
        project_url_column(lambda r: r.project_url),
        computer_column(),
    ]


TRANSFER_COLUMNS: list[Column[TransferRow]] = [
    Column(
        "project",
        QT_TRANSLATE_NOOP("columns", "Project"),
        lambda r: r.project_name,
        lambda r: r.project_name.lower(),
        fit=True,
    ),
    Column("file", QT_TRANSLATE_NOOP("columns", "File"), lambda r: r.file_name, lambda r: r.file_name, width=220),
    Column(
        "progress",
        QT_TRANSLATE_NOOP("columns", "Progress"),
        lambda r: format_progress(r.bytes_done / r.nbytes if r.nbytes else 0.0),
        lambda r: r.bytes_done / r.nbytes if r.nbytes else 0.0,
        RIGHT,
        progress=lambda r: r.bytes_done / r.nbytes if r.nbytes else 0.0,
    ),
    Column(
        "size",
        QT_TRANSLATE_NOOP("columns", "Size"),
        lambda r: f"{format_bytes(r.bytes_done)} / {format_bytes(r.nbytes)}",
        lambda r: r.nbytes,
        RIGHT,
        width=190,
    ),
    Column(
        "elapsed",
        QT_TRANSLATE_NOOP("columns", "Elapsed"),
        lambda r: format_span(r.elapsed_s),
        lambda r: r.elapsed_s,
        RIGHT,
    ),
    Column(
        "speed", QT_TRANSLATE_NOOP("columns", "Speed"), lambda r: format_rate(r.speed_bps), lambda r: r.speed_bps, RIGHT
    ),
    Column(
        "status", QT_TRANSLATE_NOOP("columns", "Status"), lambda r: transfer_status_text(r.status), lambda r: r.status
    ),
    project_url_column(lambda r: r.project_url),
    computer_column(),
]


def project_model(parent: QObject | None = None,
                  prefs: Callable[[], GlobalPrefs | None] = lambda: None) -> RowTableModel[ProjectRow]:
    model: RowTableModel[ProjectRow] = RowTableModel([], attrgetter("url"), parent)
    model.columns = project_columns(lambda: model.time, prefs)
    model.row_tip = lambda r: f"{r.name}\n{r.url}\n{project_sentence(r, model.time, prefs())}"
    return model


def task_model(parent: QObject | None = None) -> RowTableModel[TaskRow]:
    model: RowTableModel[TaskRow] = RowTableModel([], attrgetter("key"), parent)
    model.columns = task_columns(lambda: model.time)
    # Red only for a projected miss of the report deadline; running first in high priority
    # (inside the work buffer's margin) is no miss, and its status says so in BOINC's words.
    model.highlight = lambda r: WARNING_TEXT if r.deadline_risk else None  # legible on either theme
    model.row_tip = (
        lambda r: "\n".join(
            ([translate("columns", "Projected to finish after its deadline")] if r.deadline_risk else [])
            + ([_why(r)] if task_why(r) else [])
            # The scheduler's own figures, for whoever wants them (the column says them in words).
            + ([fill(translate("columns", "Scheduler: %1"), verdict_figures(r.why))] if verdict_figures(r.why) else [])
        )
    )
    return model


def transfer_model(parent: QObject | None = None) -> RowTableModel[TransferRow]:
    return RowTableModel(TRANSFER_COLUMNS, attrgetter("key"), parent)
