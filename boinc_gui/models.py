"""Table models over snapshot rows, updated incrementally by key.

``RowTableModel`` holds a list of immutable rows (``ProjectRow``, ``TaskRow``,
``TransferRow``) and a key→index map. ``set_rows`` applies a new tuple of rows:
rows whose key vanished are removed (``beginRemoveRows`` per contiguous run),
new keys are appended (one ``beginInsertRows``), and rows whose object changed
get ``dataChanged``: one signal per contiguous run, or a single one spanning
the table when more than half changed, as qBittorrent's transfer list does
(bench/gui_tasks_model.py measures why not earlier: a span whose sort keys
changed makes a sorting proxy re-sort everything). Never a full
reset on a tick; a reset happens only when most rows vanished at once.

Columns are declared once in a table (``Column``): title, the text shown,
the raw value used for sorting (``SORT_ROLE``), alignment, and whether the
column is hidden by default. GUI thread only.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from operator import attrgetter
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QFont

from boinc_gui.formatting import (
    format_bytes, format_client_time, format_credit, format_progress, format_rate, format_span,
)
from core.api.snapshot import ProjectRow, TaskRow, TransferRow

R = TypeVar("R")
SORT_ROLE = int(Qt.ItemDataRole.UserRole) + 1
ROW_ROLE = int(Qt.ItemDataRole.UserRole) + 2
PROGRESS_ROLE = int(Qt.ItemDataRole.UserRole) + 3  # 0..1 for cells drawn as a bar
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
AnyIndex = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column(Generic[R]):
    key: str  # stable id, used in saved settings
    title: str
    text: Callable[[R], str]
    sort: Callable[[R], Any]
    align: Qt.AlignmentFlag = LEFT
    hidden: bool = False  # hidden by default
    progress: Callable[[R], float] | None = None  # draw a bar with this fraction
    width: int = 0  # default width in pixels at 96 dpi (0 = from the title)


@dataclass(frozen=True, slots=True)
class UpdateStats:
    inserted: int
    removed: int
    changed: int
    reset: bool


class RowTableModel(QAbstractTableModel, Generic[R]):
    """Rows with stable keys; see the module docstring for the update rules."""

    def __init__(self, columns: Sequence[Column[R]], key: Callable[[R], Hashable], parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = list(columns)
        self._key = key
        self._rows: list[R] = []
        self._index: dict[Hashable, int] = {}
        self.time = 0.0  # client time of the rows, for relative columns
        self.highlight: Callable[[R], QColor | None] | None = None

    # ---- Qt interface
    def rowCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: AnyIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.columns)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.columns[section].title
        return None

    def data(self, index: AnyIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == SORT_ROLE:  # first: the sorting proxy asks this thousands of times
            return self.columns[index.column()].sort(self._rows[index.row()])
        row = self._rows[index.row()]
        col = self.columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole or role == Qt.ItemDataRole.ToolTipRole:
            return col.text(row)
        if role == SORT_ROLE:
            return col.sort(row)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(col.align)
        if role == ROW_ROLE:
            return row
        if role == PROGRESS_ROLE:
            return col.progress(row) if col.progress else None
        if role == Qt.ItemDataRole.ForegroundRole and self.highlight is not None:
            color = self.highlight(row)
            return QBrush(color) if color is not None else None
        if role == Qt.ItemDataRole.FontRole and self.highlight is not None and self.highlight(row) is not None:
            f = QFont()
            f.setBold(True)
            return f
        return None

    # ---- rows
    def row_at(self, i: int) -> R:
        return self._rows[i]

    def rows(self) -> list[R]:
        return list(self._rows)

    def row_for_key(self, key: Hashable) -> R | None:
        i = self._index.get(key)
        return None if i is None else self._rows[i]

    def set_rows(self, new_rows: Sequence[R]) -> UpdateStats:
        """Apply a new set of rows incrementally (see module docstring)."""
        keyf = self._key
        incoming = {keyf(r): r for r in new_rows}
        old = self._rows
        removed = [i for i, r in enumerate(old) if keyf(r) not in incoming]
        if removed and len(removed) > len(old) // 2 and len(old) > 64:
            # Most rows gone: one reset is cheaper than many removals.
            self.beginResetModel()
            self._rows = list(new_rows)
            self._index = {keyf(r): i for i, r in enumerate(self._rows)}
            self.endResetModel()
            return UpdateStats(len(new_rows), len(old), 0, True)
        if removed:
            runs = _runs(removed)
            for first, last in reversed(runs):
                self.beginRemoveRows(QModelIndex(), first, last)
                del old[first:last + 1]
                self.endRemoveRows()
            self._index = {keyf(r): i for i, r in enumerate(old)}
        changed: list[int] = []
        for i, r in enumerate(old):
            nr = incoming[keyf(r)]
            if nr is not r:
                old[i] = nr
                if nr != r:
                    changed.append(i)
        index = self._index
        fresh = [r for k, r in incoming.items() if k not in index]
        if fresh:
            start = len(old)
            self.beginInsertRows(QModelIndex(), start, start + len(fresh) - 1)
            old.extend(fresh)
            for i in range(start, len(old)):
                index[keyf(old[i])] = i
            self.endInsertRows()
        if changed:
            last_col = len(self.columns) - 1
            if len(changed) > len(old) // 2:
                self.dataChanged.emit(self.index(0, 0), self.index(len(old) - 1, last_col))
            else:
                # One signal per run, not one span: when a sort key changed inside a
                # span, a sorting proxy re-sorts the whole table (780 ms at 10,000
                # rows), while per-run signals only move the rows that changed.
                for first, last in _runs(changed):
                    self.dataChanged.emit(self.index(first, 0), self.index(last, last_col))
        return UpdateStats(len(fresh), len(removed), len(changed), False)


def _runs(indices: list[int]) -> list[tuple[int, int]]:
    """Sorted indices → contiguous (first, last) runs."""
    runs: list[tuple[int, int]] = []
    first = prev = indices[0]
    for i in indices[1:]:
        if i != prev + 1:
            runs.append((first, prev))
            first = i
        prev = i
    runs.append((first, prev))
    return runs


# ------------------------------------------------------------------ columns

PROJECT_COLUMNS: list[Column[ProjectRow]] = [
    Column("project", "Project", lambda r: r.name, lambda r: r.name.lower()),
    Column("account", "Account", lambda r: r.account, lambda r: r.account.lower()),
    Column("team", "Team", lambda r: r.team, lambda r: r.team.lower()),
    Column("work_done", "Work done", lambda r: format_credit(r.user_total_credit), lambda r: r.user_total_credit, RIGHT),
    Column("avg_work", "Avg. work done", lambda r: format_credit(r.user_expavg_credit), lambda r: r.user_expavg_credit, RIGHT),
    Column("share", "Resource share", lambda r: f"{r.resource_share:g} ({r.share_fraction * 100:.2f}%)",
           lambda r: r.resource_share, RIGHT, progress=lambda r: r.share_fraction),
    Column("status", "Status", lambda r: r.status, lambda r: r.status, width=180),
    Column("priority", "Priority (debt)", lambda r: f"{r.priority:+.0f} s", lambda r: r.priority, RIGHT),
    Column("fetch", "Work fetch", lambda r: r.fetch_reason, lambda r: r.fetch_reason),
    Column("cpu_time", "CPU time", lambda r: format_span(r.cpu_time_s), lambda r: r.cpu_time_s, RIGHT, hidden=True),
]


def _app(r: TaskRow) -> str:
    return r.application


def task_columns(now: Callable[[], float]) -> list[Column[TaskRow]]:
    return [
        Column("project", "Project", lambda r: r.project_name, lambda r: r.project_name.lower()),
        Column("progress", "Progress", lambda r: format_progress(r.fraction_done), lambda r: r.fraction_done, RIGHT,
               progress=lambda r: r.fraction_done),
        Column("status", "Status", lambda r: r.status + (" (high priority)" if r.deadline_risk else ""),
               lambda r: r.status, width=200),
        Column("elapsed", "Elapsed", lambda r: format_span(r.elapsed_s) if r.elapsed_s > 0 else "---",
               lambda r: r.elapsed_s, RIGHT),
        Column("remaining", "Remaining (estimated)", lambda r: format_span(r.remaining_s) if r.remaining_s > 0 else "---",
               lambda r: r.remaining_s, RIGHT),
        Column("deadline", "Deadline", lambda r: format_client_time(r.deadline), lambda r: r.deadline),
        Column("application", "Application", _app, lambda r: r.application.lower(), width=160),
        Column("name", "Name", lambda r: r.name, lambda r: r.name),
        Column("completion", "Estimated completion", lambda r: format_client_time(now() + r.remaining_s) if r.remaining_s else "---",
               lambda r: r.remaining_s, hidden=True),
        Column("before_deadline", "Completion before deadline",
               lambda r: "---" if r.finished else ("no" if now() + r.remaining_s > r.deadline else "yes"),
               lambda r: r.deadline - r.remaining_s, hidden=True),
    ]


TRANSFER_COLUMNS: list[Column[TransferRow]] = [
    Column("project", "Project", lambda r: r.project_name, lambda r: r.project_name.lower()),
    Column("file", "File", lambda r: r.file_name, lambda r: r.file_name, width=220),
    Column("progress", "Progress", lambda r: format_progress(r.bytes_done / r.nbytes if r.nbytes else 0.0),
           lambda r: r.bytes_done / r.nbytes if r.nbytes else 0.0, RIGHT,
           progress=lambda r: r.bytes_done / r.nbytes if r.nbytes else 0.0),
    Column("size", "Size", lambda r: f"{format_bytes(r.bytes_done)} / {format_bytes(r.nbytes)}", lambda r: r.nbytes, RIGHT,
           width=190),
    Column("elapsed", "Elapsed", lambda r: format_span(r.elapsed_s), lambda r: r.elapsed_s, RIGHT),
    Column("speed", "Speed", lambda r: format_rate(r.speed_bps), lambda r: r.speed_bps, RIGHT),
    Column("status", "Status", lambda r: r.status, lambda r: r.status),
]


def project_model(parent: Any = None) -> RowTableModel[ProjectRow]:
    return RowTableModel(PROJECT_COLUMNS, attrgetter("url"), parent)


def task_model(parent: Any = None) -> RowTableModel[TaskRow]:
    model: RowTableModel[TaskRow] = RowTableModel([], attrgetter("key"), parent)
    model.columns = task_columns(lambda: model.time)
    model.highlight = lambda r: QColor(220, 60, 40) if r.deadline_risk else None
    return model


def transfer_model(parent: Any = None) -> RowTableModel[TransferRow]:
    return RowTableModel(TRANSFER_COLUMNS, attrgetter("key"), parent)
