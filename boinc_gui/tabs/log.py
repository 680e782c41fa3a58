"""The Event log tab: the client's messages, filtered by project, severity and text.

Messages arrive with each snapshot (only those new since the previous one)
and are appended, tagged with their computer (the all-computers view merges
several hosts' logs; a Computer column then says whose line it is); the log
keeps the newest ``MAX_MESSAGES``. Notices are shown as "Project notice" lines
and replaced as a whole when a client starts its notice list over. Filtering
is a proxy over one model, so a filter change never loses messages. Ctrl+C copies
the selected lines; "Copy shown" copies everything the filter lets through, as
text a volunteer can paste into a forum post. GUI thread only.
"""
from __future__ import annotations

from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, QSortFilterProxyModel
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from boinc_gui.formatting import CLIENT_TIME_SAMPLE, format_client_time, translate
from boinc_gui.i18n import QT_TRANSLATE_NOOP, client_text
from boinc_gui.tables.line_view import rows_text, selected_rows
from boinc_gui.tables.models import LEFT, Column, RowTableModel, computer_column
from boinc_gui.tables.table_view import refilter
from boinc_gui.theme import WARNING_TEXT
from core.api.snapshot import MessagePriority, MessageRow, NoticeRow

MAX_MESSAGES = 20000
AnyIndex = QModelIndex | QPersistentModelIndex
SEVERITY_WORDS = {
    MessagePriority.INFO: QT_TRANSLATE_NOOP("EventLogTab", "Info"),
    MessagePriority.USER_ALERT: QT_TRANSLATE_NOOP("EventLogTab", "Alert"),
    MessagePriority.INTERNAL_ERROR: QT_TRANSLATE_NOOP("EventLogTab", "Error"),
    MessagePriority.SCHEDULER_ALERT: QT_TRANSLATE_NOOP("EventLogTab", "Project notice"),
}
"""Each severity's word (English; shown through ``severity_word``)."""


def severity_word(priority: MessagePriority) -> str:
    return translate("EventLogTab", SEVERITY_WORDS.get(priority, "Info"))


LOG_COLUMNS: list[Column[MessageRow]] = [
    Column("time", QT_TRANSLATE_NOOP("columns", "Time"), lambda m: format_client_time(m.time), lambda m: m.seqno),
    Column("project", QT_TRANSLATE_NOOP("columns", "Project"), lambda m: m.project or "—", lambda m: m.project),
    Column(
        "severity",
        QT_TRANSLATE_NOOP("columns", "Severity"),
        lambda m: severity_word(m.priority),
        lambda m: int(m.priority),
        LEFT,
    ),
    Column("message", QT_TRANSLATE_NOOP("columns", "Message"), lambda m: client_text(m.body), lambda m: m.body),
    computer_column(),
]


class _LogFilter(QSortFilterProxyModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.project = ""
        self.min_priority = 0  # 0 = all; else only this severity
        self.needle = ""

    def filterAcceptsRow(self, source_row: int, source_parent: AnyIndex) -> bool:
        model = self.sourceModel()
        assert isinstance(model, RowTableModel)
        m: MessageRow = model.row_at(source_row)
        if self.project and m.project != self.project:
            return False
        if self.min_priority and int(m.priority) != self.min_priority:
            return False
        return not self.needle or self.needle in m.body.lower() or self.needle in m.project.lower()


class EventLogTab(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model: RowTableModel[MessageRow] = RowTableModel(LOG_COLUMNS, lambda m: m.seqno, self)
        self.model.highlight = lambda m: WARNING_TEXT if m.priority != MessagePriority.INFO else None
        self.proxy = _LogFilter(self)
        self.proxy.setSourceModel(self.model)
        self.project = QComboBox(self)
        self.project.addItem(self.tr("All projects"), "")
        self.project.setAccessibleName(self.tr("Filter by project"))
        self.project.currentIndexChanged.connect(self._filters_changed)
        self.severity = QComboBox(self)
        self.severity.addItem(self.tr("All severities"), 0)
        for p in SEVERITY_WORDS:
            self.severity.addItem(severity_word(p), int(p))
        self.severity.setAccessibleName(self.tr("Filter by severity"))
        self.severity.currentIndexChanged.connect(self._filters_changed)
        self.search = QLineEdit(self)
        self.search.setPlaceholderText(self.tr("Search messages"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search messages"))
        self.search.textChanged.connect(self._filters_changed)
        self.copy_button = QPushButton(self.tr("Copy shown"), self)
        self.copy_button.setToolTip(self.tr("Copy the lines the filters show, to paste into a forum post"))
        self.copy_button.clicked.connect(self.copy_shown)
        self.view = QTableView(self)
        self.view.setModel(self.proxy)
        self.view.setAccessibleName(self.tr("Event log"))
        self.view.verticalHeader().setVisible(False)
        self.view.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 6)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setWordWrap(False)
        self.view.setTabKeyNavigation(False)
        header = self.view.horizontalHeader()
        header.setStretchLastSection(True)
        # Wide enough for the date and the time of day to the second; the project column
        # widens to the longest project name as lines arrive (add_messages).
        pad = 16
        header.resizeSection(0, self.view.fontMetrics().horizontalAdvance(CLIENT_TIME_SAMPLE) + pad)
        header.resizeSection(1, 120)
        header.resizeSection(2, 110)
        header.resizeSection(len(LOG_COLUMNS) - 1, 140)
        self.view.setColumnHidden(len(LOG_COLUMNS) - 1, True)
        QShortcut(QKeySequence.StandardKey.Copy, self.view, self.copy_selected)
        bar = QHBoxLayout()
        bar.addWidget(self.project)
        bar.addWidget(self.severity)
        bar.addWidget(self.search, 1)
        bar.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(bar)
        layout.addWidget(self.view, 1)

    def add_messages(self, messages: tuple[MessageRow, ...], host: str = "") -> None:
        """Append ``host``'s new lines (lines it already has here are skipped)."""
        if not messages:
            return
        bar = self.view.verticalScrollBar()
        at_bottom = bar.value() >= bar.maximum() - 2
        self.model.append_rows(messages, host)
        excess = self.model.rowCount() - MAX_MESSAGES
        if excess > 0:
            self.model.remove_first(excess)
        known = {self.project.itemData(i) for i in range(self.project.count())}
        for m in messages:
            if m.project and m.project not in known:
                self.project.addItem(m.project, m.project)
                known.add(m.project)
                need = min(self.view.fontMetrics().horizontalAdvance(m.project) + 16, 360)
                if need > self.view.horizontalHeader().sectionSize(1):
                    self.view.horizontalHeader().resizeSection(1, need)
        if at_bottom:
            self.view.scrollToBottom()

    def add_notice(self, n: NoticeRow, host: str = "") -> None:
        """Notices go to the log too, as project notices, so nothing the client says is lost."""
        self.add_messages((_notice_line(n),), host)

    def replace_notices(self, notices: tuple[NoticeRow, ...], host: str = "") -> None:
        """``host`` started its notice list over: its notice lines become exactly ``notices``."""
        self.model.remove_where(host, lambda m: m.seqno < 0)
        self.add_messages(tuple(_notice_line(n) for n in notices), host)

    def clear(self) -> None:
        """Forget every line (another computer is shown now)."""
        self.model.clear()
        self.project.blockSignals(True)
        while self.project.count() > 1:
            self.project.removeItem(self.project.count() - 1)
        self.project.setCurrentIndex(0)
        self.project.blockSignals(False)
        self._filters_changed()

    def show_computer_column(self, shown: bool) -> None:
        column = len(LOG_COLUMNS) - 1
        self.view.setColumnHidden(column, not shown)
        if shown:
            header = self.view.horizontalHeader()
            header.moveSection(header.visualIndex(column), 0)

    def _filters_changed(self, *_: object) -> None:
        def change() -> None:
            self.proxy.project = self.project.currentData() or ""
            self.proxy.min_priority = int(self.severity.currentData() or 0)
            self.proxy.needle = self.search.text().strip().lower()
        refilter(self.proxy, change)

    def shown_text(self, rows: list[int] | None = None) -> str:
        return rows_text(self.view, rows, hidden_columns=True)

    def copy_shown(self) -> None:
        QGuiApplication.clipboard().setText(self.shown_text())

    def copy_selected(self) -> None:
        QGuiApplication.clipboard().setText(self.shown_text(selected_rows(self.view)))


def _notice_line(n: NoticeRow) -> MessageRow:
    # Negative sequence numbers keep notices apart from messages (both count from 1).
    return MessageRow(-n.seqno, n.time, n.project, MessagePriority.SCHEDULER_ALERT, f"{n.title}: {n.body}")
