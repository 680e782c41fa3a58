"""The event log in a window of its own, as BOINC Manager's Event Log (View > Event log window).

It shows the same lines as the Event log tab (one model, ``EventLogTab.model``: a
line that arrives shows in both), filtered by project, and copies the selected
lines or all lines shown to the clipboard, one tab-separated line each, for a
forum post. It stays open beside the main window. GUI thread only.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from boinc_gui.tables.line_view import line_view, rows_text, selected_rows
from boinc_gui.tables.row_model import RowTableModel
from boinc_gui.tables.table_view import refilter
from boinc_gui.tabs.log import LOG_COLUMNS, _LogFilter
from core.api.snapshot import MessageRow


class EventLogWindow(QWidget):
    def __init__(self, model: RowTableModel[MessageRow], parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("boinc-gui — Event log"))
        self.resize(900, 520)
        self.model = model
        self.proxy = _LogFilter(self)
        self.proxy.setSourceModel(model)
        self.project = QComboBox(self)
        self.project.setAccessibleName(self.tr("Show messages of"))
        self.project.addItem(self.tr("All projects"), "")
        self.project.currentIndexChanged.connect(self._filter_changed)
        self.copy_all_button = QPushButton(self.tr("Copy all"), self)
        self.copy_all_button.setToolTip(self.tr("Copy every line shown to the clipboard"))
        self.copy_all_button.clicked.connect(self.copy_all)
        self.copy_selected_button = QPushButton(self.tr("Copy selected"), self)
        self.copy_selected_button.setToolTip(self.tr("Copy the selected lines to the clipboard (Ctrl+C)"))
        self.copy_selected_button.clicked.connect(self.copy_selected)
        self.view = line_view(self, self.proxy, self.tr("Event log"), QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.setColumnHidden(len(LOG_COLUMNS) - 1, True)  # the Computer column: one log per window
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._selection_changed())
        QShortcut(QKeySequence.StandardKey.Copy, self.view, self.copy_selected)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)  # closes as a dialog does, from the keyboard
        bar = QHBoxLayout()
        bar.addWidget(QLabel(self.tr("Project:"), self))
        bar.addWidget(self.project)
        bar.addStretch(1)
        bar.addWidget(self.copy_all_button)
        bar.addWidget(self.copy_selected_button)
        box = QVBoxLayout(self)
        box.addLayout(bar)
        box.addWidget(self.view, 1)
        model.rowsInserted.connect(lambda _parent, first, last: self._projects_changed(first, last))
        model.modelReset.connect(lambda: self._projects_changed(0, self.model.rowCount() - 1))
        self._projects_changed(0, model.rowCount() - 1)
        self._selection_changed()
        self.view.scrollToBottom()

    def _projects_changed(self, first: int, last: int) -> None:
        """The project list follows the lines: a project's first line adds it."""
        known = {self.project.itemData(i) for i in range(self.project.count())}
        names = sorted({m.project for m in (self.model.row_at(r) for r in range(first, last + 1))
                        if m.project} - known)
        for name in names:
            self.project.addItem(name, name)

    def _filter_changed(self, *_: object) -> None:
        def change() -> None:
            self.proxy.project = self.project.currentData() or ""
        refilter(self.proxy, change)

    def _selection_changed(self) -> None:
        self.copy_selected_button.setEnabled(self.view.selectionModel().hasSelection())

    def lines(self, rows: list[int] | None = None) -> str:
        return rows_text(self.view, rows)

    def copy_all(self) -> None:
        QGuiApplication.clipboard().setText(self.lines())

    def copy_selected(self) -> None:
        rows = selected_rows(self.view)
        if rows:
            QGuiApplication.clipboard().setText(self.lines(rows))
