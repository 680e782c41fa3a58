"""The History tab: every finished task the manager has recorded, searchable, for any span.

A ``HistoryTab(db, parent)`` reads a ``core.history.HistoryDb``. Its table model
never loads the history whole: on each change of filter or sort it asks the
database for the ordered row ids (one indexed query, ~1-90 ms at 100,000 tasks,
bench/history.py) and fetches rows 200 at a time as the view scrolls, keeping
the pages it fetched in a small cache. Sorting is done by the database (click a
header); the search box and the filters (host, project, application, outcome,
completed since / before) apply as they change, the search after a short pause.
Below the table, per-application averages of what the filter selects; "Export
CSV..." writes the same selection.

While the tab is shown it looks again by itself: at once when it is shown, and every
``CHECK_MS`` while it stays visible, when the database says it changed
(``HistoryDb.change_mark``, two cheap reads); a hidden tab asks nothing. ``refresh``
re-reads the history now; GUI thread only.

The size cap is the volunteer's (Preferences, "Other": "Keep task history up to N
MB"): open the database with ``HistoryDb(path, max_bytes=history_cap_bytes(settings))``
and hand a changed setting to it with ``apply_history_cap(db, settings)``
(boinc_gui/tabs/history_cap.py).
"""
from __future__ import annotations

import sqlite3
import time
from collections import OrderedDict
from pathlib import Path

from PySide6.QtCore import (
    QDate,
    QItemSelectionModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    QTimer,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from boinc_gui import a11y
from boinc_gui.formatting import fill, format_count, format_number, translate
from boinc_gui.i18n import QT_TRANSLATE_NOOP
from boinc_gui.runtime.shown_timer import RefreshedWhileShown
from boinc_gui.tables.flat_model import FlatTableModel
from boinc_gui.tables.table_view import ContentColumns
from boinc_gui.tabs.history_cap import apply_history_cap, history_cap_bytes
from core.history import AbortedBy, HistoryDb, HistoryFilter, Outcome, SortKey, TaskRecord, export_csv
from core.history.recorder import LOCAL_HOST_FALLBACK
from core.spans import format_span

LOCAL_LABEL = QT_TRANSLATE_NOOP("HistoryTab", "This computer")
"""What the window calls the computer it runs on (the Computer selector, the Computer column);
English, shown through ``local_label``."""


def local_label() -> str:
    return translate("HistoryTab", LOCAL_LABEL)



PAGE_ROWS = 200
CHECK_MS = 2000  # while shown, how often the tab asks the database whether it changed
CACHED_PAGES = 20
COLUMNS: tuple[tuple[str, SortKey], ...] = (  # titles in English, translated in the header (context "columns")
    (QT_TRANSLATE_NOOP("columns", "Computer"), SortKey.HOST),
    (QT_TRANSLATE_NOOP("columns", "Project"), SortKey.PROJECT),
    (QT_TRANSLATE_NOOP("columns", "Application"), SortKey.APP),
    (QT_TRANSLATE_NOOP("columns", "Version"), SortKey.VERSION),
    (QT_TRANSLATE_NOOP("columns", "Task"), SortKey.NAME),
    (QT_TRANSLATE_NOOP("columns", "Outcome"), SortKey.OUTCOME),
    (QT_TRANSLATE_NOOP("columns", "Exit status"), SortKey.EXIT_STATUS),
    (QT_TRANSLATE_NOOP("columns", "CPU time"), SortKey.CPU_TIME),
    (QT_TRANSLATE_NOOP("columns", "Elapsed"), SortKey.ELAPSED),
    (QT_TRANSLATE_NOOP("columns", "Received"), SortKey.RECEIVED),
    (QT_TRANSLATE_NOOP("columns", "Completed"), SortKey.COMPLETED),
    (QT_TRANSLATE_NOOP("columns", "Reported"), SortKey.REPORTED),
    (QT_TRANSLATE_NOOP("columns", "Deadline"), SortKey.DEADLINE),
    (QT_TRANSLATE_NOOP("columns", "Credit"), SortKey.CREDIT),
)
# The outcomes' words (core.history.Outcome's values, and who aborted: AbortedBy's), for the catalogues.
OUTCOME_WORDS: dict[Outcome, str] = {
    Outcome.SUCCESS: QT_TRANSLATE_NOOP("HistoryTab", "success"),
    Outcome.ERROR: QT_TRANSLATE_NOOP("HistoryTab", "error"),
    Outcome.ABORTED: QT_TRANSLATE_NOOP("HistoryTab", "aborted"),
    Outcome.DOWNLOAD_FAILED: QT_TRANSLATE_NOOP("HistoryTab", "download failed"),
    Outcome.UPLOAD_FAILED: QT_TRANSLATE_NOOP("HistoryTab", "upload failed"),
}
ABORTED_BY_WORDS: dict[AbortedBy, str] = {
    AbortedBy.USER: QT_TRANSLATE_NOOP("HistoryTab", "aborted by user"),
    AbortedBy.PROJECT: QT_TRANSLATE_NOOP("HistoryTab", "aborted by project"),
    AbortedBy.CLIENT: QT_TRANSLATE_NOOP("HistoryTab", "aborted by client"),
}
RAW_ROLE = Qt.ItemDataRole.UserRole + 1


def _when(t: float | None) -> str:
    return "" if t is None else time.strftime("%Y-%m-%d %H:%M", time.localtime(t))


def _outcome_text(r: TaskRecord) -> str:
    if r.outcome is Outcome.ABORTED and r.aborted_by is not None:
        return translate("HistoryTab", ABORTED_BY_WORDS.get(r.aborted_by, f"aborted by {r.aborted_by.value}"))
    return translate("HistoryTab", OUTCOME_WORDS.get(r.outcome, r.outcome.value))


def cell_text(r: TaskRecord, column: int) -> str:
    """What column ``column`` shows for ``r``."""
    key = COLUMNS[column][1]
    if key is SortKey.HOST:
        return r.host
    if key is SortKey.PROJECT:
        return r.project_name or r.project_url
    if key is SortKey.APP:
        return r.app or ""
    if key is SortKey.VERSION:
        return (r.version or "") + (f" ({r.plan_class})" if r.plan_class else "")
    if key is SortKey.NAME:
        return r.name
    if key is SortKey.OUTCOME:
        return _outcome_text(r)
    if key is SortKey.EXIT_STATUS:
        return "" if r.exit_status is None else f"{r.exit_status} ({r.exit_meaning})" if r.exit_status else "0"
    if key is SortKey.CPU_TIME:
        return "" if r.cpu_time_s is None else format_span(r.cpu_time_s)
    if key is SortKey.ELAPSED:
        return "" if r.elapsed_s is None else format_span(r.elapsed_s)
    if key is SortKey.CREDIT:
        return "" if r.credit is None else format_number(r.credit, 2)
    return _when({SortKey.RECEIVED: r.received_time, SortKey.COMPLETED: r.completed_time,
                  SortKey.REPORTED: r.reported_time, SortKey.DEADLINE: r.deadline}[key])


class HistoryModel(FlatTableModel):
    """The filtered, sorted history, paged from the database."""

    def __init__(self, db: HistoryDb, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.local_hosts: set[str] = {LOCAL_HOST_FALLBACK}  # the names this computer's records carry
        self.filter = HistoryFilter()
        self.sort_key = SortKey.COMPLETED
        self.descending = True
        self._ids: list[int] = []
        self._pages: OrderedDict[int, dict[int, TaskRecord]] = OrderedDict()
        self.reload()

    def reload(self) -> None:
        """Ask the database again (new filter, new sort, or new rows)."""
        self.beginResetModel()
        self._ids = self.db.ids(self.filter, self.sort_key, self.descending)
        self._pages.clear()
        self.endResetModel()

    def set_filter(self, f: HistoryFilter) -> None:
        if f != self.filter:
            self.filter = f
            self.reload()

    def row_total(self) -> int:
        return len(self._ids)

    def row_id(self, row: int) -> int:
        return self._ids[row] if 0 <= row < len(self._ids) else -1

    def rows_of(self, ids: set[int]) -> list[int]:
        """The rows now showing these database ids."""
        return [row for row, i in enumerate(self._ids) if i in ids]

    def column_total(self) -> int:
        return len(COLUMNS)

    def column_header(self, section: int) -> str:
        return translate("columns", COLUMNS[section][0])

    def record(self, row: int) -> TaskRecord | None:
        if not 0 <= row < len(self._ids):
            return None
        page_no = row // PAGE_ROWS
        page = self._pages.get(page_no)
        if page is None:
            page = self.db.by_ids(self._ids[page_no * PAGE_ROWS:(page_no + 1) * PAGE_ROWS])
            self._pages[page_no] = page
            if len(self._pages) > CACHED_PAGES:
                self._pages.popitem(last=False)
        else:
            self._pages.move_to_end(page_no)
        return page.get(self._ids[row])

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        r = self.record(index.row())
        if r is None:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if COLUMNS[index.column()][1] is SortKey.HOST and r.host in self.local_hosts:
                return local_label()  # as the rest of the window names this computer
            return cell_text(r, index.column())
        if role == Qt.ItemDataRole.ToolTipRole and COLUMNS[index.column()][1] is SortKey.EXIT_STATUS:
            return r.exit_meaning or None
        if role == RAW_ROLE:
            return getattr(r, COLUMNS[index.column()][1].value, None)
        return None

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sort_key = COLUMNS[column][1]
        self.descending = order == Qt.SortOrder.DescendingOrder
        self.reload()


class HistoryTab(RefreshedWhileShown):
    """Search, filters, the paged table, per-application averages and CSV export."""

    def __init__(self, db: HistoryDb, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.model = HistoryModel(db, self)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search task, application or project"))
        self.search.setAccessibleName(self.tr("Search the task history"))
        self.search.setClearButtonEnabled(True)
        self.host = QComboBox(self)
        self.project = QComboBox(self)
        self.app = QComboBox(self)
        self.outcome = QComboBox(self)
        self.outcome.addItem(self.tr("Any outcome"), None)
        for o in Outcome:
            word = translate("HistoryTab", OUTCOME_WORDS.get(o, o.value))
            self.outcome.addItem(word[:1].upper() + word[1:], o)
        self.host.setAccessibleName(self.tr("Filter by computer"))
        self.project.setAccessibleName(self.tr("Filter by project"))
        self.app.setAccessibleName(self.tr("Filter by application"))
        self.outcome.setAccessibleName(self.tr("Filter by outcome"))
        self.use_since = QCheckBox(self.tr("Since"), self)
        self.since = QDateEdit(QDate.currentDate().addMonths(-1), self)
        self.since.setAccessibleName(self.tr("Completed since"))
        self.use_until = QCheckBox(self.tr("Before"), self)
        self.until = QDateEdit(QDate.currentDate().addDays(1), self)
        a11y.name(self.since, "Completed since")
        a11y.name(self.until, "Completed before")
        for d in (self.since, self.until):
            d.setCalendarPopup(True)
            d.setDisplayFormat("yyyy-MM-dd")
        self.until.setAccessibleName(self.tr("Completed before"))
        self.export_button = QPushButton(self.tr("Export CSV…"), self)
        self.export_button.clicked.connect(self._ask_export)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        a11y.keyboard_table(self.table)
        self.table.setSortingEnabled(True)
        self.table.horizontalHeader().setSortIndicator(
            [k for _, k in COLUMNS].index(SortKey.COMPLETED), Qt.SortOrder.DescendingOrder)
        self.table.verticalHeader().hide()
        self.table.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.table.setAccessibleName(self.tr("Task history"))
        # Names and dates on one line, the task's name taking the room left (fixed widths
        # wrapped them in two lines and left the right side empty).
        self.columns = ContentColumns(self.table, stretch=[k for _, k in COLUMNS].index(SortKey.NAME))
        self.summary = QLabel("", self)
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Two rows, and menus that do not grow with the longest application name: in one
        # row the filters made the window at least 980 px wide (issue 36: usable at 800).
        for combo in (self.host, self.project, self.app, self.outcome):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(14)
        bar = QHBoxLayout()
        bar.addWidget(self.search, 2)
        for w in (self.host, self.project, self.app):
            bar.addWidget(w, 1)
        dates = QHBoxLayout()
        for part in (self.outcome, self.use_since, self.since, self.use_until, self.until):
            dates.addWidget(part)
        dates.addStretch(1)
        dates.addWidget(self.export_button)
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addLayout(dates)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.summary)
        self._typing = QTimer(self)
        self._typing.setSingleShot(True)
        self._typing.setInterval(250)
        self._typing.timeout.connect(self.apply_filter)
        self.search.textChanged.connect(lambda _t: self._typing.start())
        for combo in (self.host, self.project, self.app, self.outcome):
            combo.currentIndexChanged.connect(lambda _i: self.apply_filter())
        for box in (self.use_since, self.use_until):
            box.toggled.connect(lambda _b: self.apply_filter())
        for d in (self.since, self.until):
            d.dateChanged.connect(lambda _d: self.apply_filter())
        self._fill_choices()
        self._update_summary()
        self._seen = db.change_mark()  # what the table shows; a newer mark means rows to show
        self._check = self.refresh_while_shown(CHECK_MS, self.refresh_if_changed, at_show=True)

    def refresh_if_changed(self) -> None:
        """Show what was recorded since the last look, if anything was."""
        try:
            mark = self.db.change_mark(wait=False)
        except sqlite3.Error:
            return  # closed at the window's exit: nothing more to show
        if mark is not None and mark != self._seen:  # None: being written now; the next look sees it
            self.refresh()

    def set_local_host(self, *names: str) -> None:
        """The names this computer's records carry (its host name): shown as "This computer"."""
        self.model.local_hosts.update(n for n in names if n)
        self.refresh()

    def _fill_choices(self) -> None:
        """The filter menus list what the history holds (kept selections survive a refresh)."""
        names = self.db.project_names()
        for combo, label, values in (
            (self.host, self.tr("All computers"), [(local_label() if h in self.model.local_hosts else h, h)
                                                   for h in self.db.distinct("host")]),
            (self.project, self.tr("All projects"), [(names.get(u, u), u) for u in self.db.distinct("project_url")]),
            (self.app, self.tr("All applications"), [(a, a) for a in self.db.distinct("app")]),
        ):
            current = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(label, "")
            for text, value in values:
                combo.addItem(text, value)
            at = combo.findData(current)
            combo.setCurrentIndex(at if at >= 0 else 0)
            combo.blockSignals(False)

    def current_filter(self) -> HistoryFilter:
        def epoch(d: QDateEdit) -> float:
            return float(d.date().startOfDay().toSecsSinceEpoch())

        return HistoryFilter(
            text=self.search.text(), host=self.host.currentData() or "", project_url=self.project.currentData() or "",
            app=self.app.currentData() or "", outcome=self.outcome.currentData(),
            since=epoch(self.since) if self.use_since.isChecked() else None,
            until=epoch(self.until) if self.use_until.isChecked() else None,
        )

    def apply_filter(self) -> None:
        self.model.set_filter(self.current_filter())
        self._update_summary()

    def refresh(self) -> None:
        """Show what was recorded since (new tasks, new hosts, projects, applications).

        The volunteer's place in the table stays: the scroll position and the selected task."""
        self._seen = self.db.change_mark()
        scroll = self.table.verticalScrollBar().value()
        selected = {self.model.row_id(i.row()) for i in self.table.selectionModel().selectedRows()}
        self._fill_choices()
        self.model.filter = self.current_filter()
        self.model.reload()
        if selected:
            pick = self.table.selectionModel()
            flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
            for row in self.model.rows_of(selected):
                pick.select(self.model.index(row, 0), flags)
        self.table.verticalScrollBar().setValue(scroll)
        self._update_summary()

    def averages_text(self) -> str:
        parts = []
        for a in self.db.app_averages(self.model.filter)[:8]:
            credit = fill(self.tr(", %1 credit"), format_number(a.avg_credit, 1)) if a.avg_credit is not None else ""
            parts.append(fill(self.tr("%1: %2 tasks, %3 ok, %4 errors, %5 aborted; average CPU %6, elapsed %7"),
                              a.app or self.tr("(unknown app)"), a.tasks, a.successes, a.errors, a.aborted,
                              format_span(a.avg_cpu_time_s), format_span(a.avg_elapsed_s)) + credit)
        return "\n".join(parts)

    def _update_summary(self) -> None:
        n = self.model.rowCount()
        text = fill(self.tr("%1 tasks match") if self.model.filter != HistoryFilter() else self.tr("%1 tasks recorded"),
                    format_count(n))
        avg = self.averages_text()
        self.summary.setText(text + ("\n" + avg if avg else ""))

    def export(self, path: Path) -> int:
        """Write the tasks the filter selects, in the table's order, to ``path``; how many."""
        return export_csv(self.db, path, self.model.filter, self.model.sort_key, self.model.descending)

    def _ask_export(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export task history"), "task_history.csv",
                                              self.tr("CSV files (*.csv)"))
        if name:
            try:
                n = self.export(Path(name))
            except OSError as exc:
                self.summary.setText(fill(self.tr("Export failed: %1"), exc))
                return
            self.summary.setText(fill(self.tr("Exported %1 tasks to %2"), format_count(n), name))


__all__ = ["COLUMNS", "HistoryModel", "HistoryTab", "PAGE_ROWS", "apply_history_cap", "cell_text",
           "history_cap_bytes"]
